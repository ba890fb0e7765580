//! The play of a deal record rebuilt once: its tricks and the walk of its
//! irregular plays (issue 18: every law that looked at the play rebuilt the
//! tricks again, about nine times for a penalty card's ruling).
//!
//! [`DealRecord::play_view`](crate::deal_record::DealRecord::play_view)
//! keeps the view beside the record the first time it is built (when the
//! record is checked), and gives it to every later reader.

use std::borrow::Cow;
use std::sync::OnceLock;

use crate::card::{Seat, Strain};
use crate::deal::Deal;
use crate::play::{PlayRecord, Trick, reconstruct_tricks};
use crate::play_irregularities::{IrregularityWalk, walk};
use crate::record_error::RecordError;

/// The play of a record, rebuilt: every trick as played, and the record's
/// irregular plays followed through.
#[derive(Debug, Clone, PartialEq)]
pub struct PlayView {
    /// The tricks, in order, the last one possibly incomplete.
    pub tricks: Vec<Trick>,
    /// The irregular plays' findings, the penalty cards at each trick and
    /// now, and the lead restrictions recorded.
    pub walk: IrregularityWalk,
}

impl PlayView {
    /// Rebuilds the play of `play` in `strain`, declarer being `declarer`
    /// when known.
    ///
    /// # Errors
    /// As [`reconstruct_tricks`] and [`walk`].
    pub fn build(
        deal: Option<&Deal>,
        declarer: Option<Seat>,
        strain: Strain,
        play: &PlayRecord,
    ) -> Result<PlayView, RecordError> {
        let tricks = reconstruct_tricks(deal, strain, play)?;
        let walk = walk(deal, declarer, play, &tricks)?;
        Ok(PlayView { tricks, walk })
    }
}

/// A record's [`PlayView`], built once and kept, with the strain and
/// declarer it was built for.
///
/// It is not part of the record's value: two records that differ only in
/// it are equal, and a copy starts empty. A view is used only for the very
/// play, deal, strain and declarer it was built from (kept beside it and
/// compared, a few hundred instructions against tens of thousands to
/// rebuild): a record changed in place after its view was built (a test
/// that edits a checked record's play and checks it again) gets a view of
/// what it holds now, never a stale one.
#[derive(Default)]
pub struct PlayCache {
    kept: OnceLock<KeptView>,
}

/// A view with what it was built from.
struct KeptView {
    deal: Option<Deal>,
    play: PlayRecord,
    strain: Strain,
    declarer: Option<Seat>,
    view: Result<PlayView, RecordError>,
}

impl PlayCache {
    /// The view of `play` in `strain`: the kept one when it was built from
    /// the same play, deal, strain and declarer, otherwise built (and kept,
    /// if none was).
    ///
    /// # Errors
    /// As [`PlayView::build`].
    pub(crate) fn view(
        &self,
        deal: Option<&Deal>,
        declarer: Option<Seat>,
        strain: Strain,
        play: &PlayRecord,
    ) -> Result<Cow<'_, PlayView>, RecordError> {
        let mut built_now = false;
        let kept = self.kept.get_or_init(|| {
            built_now = true;
            KeptView {
                deal: deal.cloned(),
                play: play.clone(),
                strain,
                declarer,
                view: PlayView::build(deal, declarer, strain, play),
            }
        });
        // (A view just built from these is theirs: not compared with the
        // copies just made of them.)
        if built_now
            || (kept.strain == strain && kept.declarer == declarer && kept.deal.as_ref() == deal && kept.play == *play)
        {
            return kept.view.as_ref().map(Cow::Borrowed).map_err(Clone::clone);
        }
        PlayView::build(deal, declarer, strain, play).map(Cow::Owned)
    }
}

impl Clone for PlayCache {
    /// A copy starts empty (see the type's documentation).
    fn clone(&self) -> Self {
        PlayCache::default()
    }
}

impl PartialEq for PlayCache {
    /// Not part of the record's value.
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for PlayCache {}

impl std::fmt::Debug for PlayCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.kept.get().is_some() { "PlayCache(kept)" } else { "PlayCache(empty)" })
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use crate::card::Seat;
    use crate::deal_record::DealRecord;

    /// North declares 2S; East leads DA (North's D2 first in the row).
    fn record() -> DealRecord {
        DealRecord::from_json(
            r#"{"dealer": "S",
                "deal": {
                    "N": ["SA","SK","SQ","SJ","HA","HK","HQ","D5","D4","D3","D2","C3","C2"],
                    "E": ["ST","S9","S8","S7","HJ","HT","H9","DA","DK","DQ","C6","C5","C4"],
                    "S": ["S6","S5","S4","S3","H8","H7","H6","DJ","DT","D9","C9","C8","C7"]},
                "auction": {"dealer": "S", "calls": [
                    {"seat": "S", "call": "Pass"}, {"seat": "W", "call": "Pass"},
                    {"seat": "N", "call": "1S"}, {"seat": "E", "call": "Pass"},
                    {"seat": "S", "call": "2S"}, {"seat": "W", "call": "Pass"},
                    {"seat": "N", "call": "Pass"}, {"seat": "E", "call": "Pass"}]},
                "play": {"opening_leader": "E", "rows": [["D2", "DA", "D9", "D6"]]}}"#,
        )
        .unwrap()
    }

    #[test]
    fn the_view_kept_is_the_one_a_reader_gets() {
        let record = record();
        let first = record.play_view().unwrap().unwrap();
        assert!(matches!(first, std::borrow::Cow::Borrowed(_)), "built when the record was checked");
        assert_eq!(first.tricks.len(), 1);
        assert_eq!(first.tricks[0].leader, Seat::E);
    }

    /// A record whose play is changed in place after its view was built gets
    /// a view of its new play, never the old one (a test edits a checked
    /// record so); and a copy starts with nothing kept.
    #[test]
    fn a_changed_play_is_rebuilt_and_a_copy_keeps_nothing() {
        let mut record = record();
        let _ = record.play_view().unwrap();
        record.play.as_mut().unwrap().rows.push([None, Some("C6".parse().unwrap()), None, None]);
        let view = record.play_view().unwrap().unwrap();
        assert!(matches!(view, std::borrow::Cow::Owned(_)));
        assert_eq!(view.tricks.len(), 2, "the trick added in place is in the view");
        let copy = record.clone();
        assert_eq!(copy, record, "what is kept is not part of the record's value");
        assert_eq!(format!("{:?}", copy.play_cache), "PlayCache(empty)");
    }

    /// Checked again after a change (irregular plays joining a PBN play),
    /// the record keeps the view of what it holds now, not the first one's
    /// (a profile found every later reader rebuilding the play).
    #[test]
    fn a_record_checked_again_keeps_the_view_of_its_new_play() {
        let mut record = record();
        let _ = record.play_view().unwrap();
        record.play.as_mut().unwrap().rows.push([None, Some("C6".parse().unwrap()), None, None]);
        let checked = record.validated().unwrap();
        let view = checked.play_view().unwrap().unwrap();
        assert!(matches!(view, std::borrow::Cow::Borrowed(v) if v.tricks.len() == 2), "{view:?}");
    }
}
