//! Reading a bridge deal record sent with an incident (PBN, LIN or JSON),
//! and what the engine derives from its play for every law.

use crate::deal_record::DealRecord;
use crate::derived::{Derived, PlayFindings, PlayedCard, TrickView};
use crate::findings::play_irregularities;
use crate::findings::revoke::{all_revokes, find_revokes};
use crate::game::RecordSource;
use crate::lin::parse_lin;
use crate::pbn;
use crate::play::tricks_won;
use crate::record_error::RecordError;
use arbitre_core::InputError;
use arbitre_core::text;

/// Reads the record: the board it names, or its only (first) board. Exactly
/// one of `pbn`, `lin`, `json` must be given.
pub fn read(record: &dyn RecordSource) -> Result<Option<DealRecord>, InputError> {
    let read = read_format(record)?;
    if record.irregular_plays().is_empty() {
        return Ok(read);
    }
    // The irregular plays sent beside a PBN or LIN record join its play.
    let pointer = "/record/irregular_plays";
    let refuse = |id: &str| InputError::new("invalid_record", pointer, text::msg(id));
    let Some(mut deal) = read else { return Err(refuse("error-record-irregular-plays-without-play")) };
    let Some(play) = deal.play.as_mut() else { return Err(refuse("error-record-irregular-plays-without-play")) };
    // A JSON record carries its own irregular plays: two lists would be
    // one too many. A PBN's are only what its marks say (`^L`), and the
    // client's join them, each entry once.
    if record.json().is_some() && !play.irregularities.is_empty() {
        return Err(refuse("error-record-irregular-plays-twice"));
    }
    let marked = !play.irregularities.is_empty();
    for irregularity in record.irregular_plays() {
        if !play.irregularities.contains(irregularity) {
            play.irregularities.push(*irregularity);
        }
    }
    // In the order of the play: a mark's lead comes first in its trick.
    if marked {
        play.irregularities.sort_by_key(crate::findings::play_irregularities::IrregularPlay::trick);
    }
    deal.validated().map(Some).map_err(|e| to_input_error(&e, pointer))
}

/// The record in whichever format it came, before any irregular plays sent
/// beside it are added.
fn read_format(record: &dyn RecordSource) -> Result<Option<DealRecord>, InputError> {
    let given = [record.pbn().is_some(), record.lin().is_some(), record.json().is_some(), record.has_tarot()];
    if given.iter().filter(|g| **g).count() > 1 {
        return Err(InputError::new("record_ambiguous", "/record", text::msg("error-record-ambiguous")));
    }
    // The bridge tools share the record type with the rulings: a tarot deal
    // sent to them is refused, not ignored (a contract probe).
    if record.has_tarot() {
        return Err(InputError::new("invalid_record", "/record/tarot", text::msg("error-record-tarot-at-bridge")));
    }
    if let Some(text) = record.pbn() {
        // A board number the file holds twice is the `board` field's
        // problem, as for LIN. (Read straight into the record, without a
        // copy of every tag: issue 18.)
        return pbn::parse_pbn_record(text, record.board()).map(Some).map_err(|e| {
            let pointer = if e.message_id == "record-board-twice" { "/record/board" } else { "/record/pbn" };
            to_input_error(&e, pointer)
        });
    }
    if let Some(text) = record.lin() {
        let boards = parse_lin(text).map_err(|e| to_input_error(&e, "/record/lin"))?;
        // Two tables' play of one board (a vugraph file's open and closed
        // rooms): which one is not guessed.
        if let Some(n) = record.board()
            && boards.iter().filter(|b| b.board == Some(n)).count() > 1
        {
            return Err(InputError::new(
                "invalid_record",
                "/record/board",
                text::localized("error-record-board-twice", &[("board", i64::from(n).into())]),
            ));
        }
        let chosen = match record.board() {
            Some(n) => boards.into_iter().find(|b| b.board == Some(n)),
            None => boards.into_iter().next(),
        };
        return match chosen {
            Some(board) => Ok(Some(board)),
            None => Err(InputError::new(
                "invalid_record",
                "/record/board",
                text::localized("error-record-no-board", &[("board", i64::from(record.board().unwrap_or(0)).into())]),
            )),
        };
    }
    if let Some(value) = record.json() {
        return DealRecord::from_json_value(value.clone()).map(Some).map_err(|e| to_input_error(&e, "/record/json"));
    }
    Ok(None)
}

/// The refusal of a request whose record this is, at `pointer`
/// ([`RecordError::to_input_error`]).
pub fn to_input_error(error: &RecordError, pointer: &str) -> InputError {
    error.to_input_error(pointer)
}

/// What the record says of the contract, and the play rebuilt trick by
/// trick when there is one with a known strain.
pub fn derive(record: &DealRecord) -> Result<Derived, InputError> {
    // The record was checked when read, and its play rebuilt then (kept for
    // every reader); an error here would still be the record's, so it is
    // reported, not unwrapped.
    let play = match record.play_view().map_err(|e| to_input_error(&e, "/record"))? {
        Some(view) => {
            let (tricks, walk) = (&view.tricks, &view.walk);
            // Each finding's rule as the default edition states it; a ruling
            // under another edition states it again once it is made
            // (`rule` in kinds/mod.rs).
            let mut findings = walk.findings.clone();
            for finding in &mut findings {
                play_irregularities::state_in(finding, crate::parameters::LawsEdition::DEFAULT);
            }
            let (ns, ew) = tricks_won(tricks);
            Some(PlayFindings {
                tricks: tricks
                    .iter()
                    .enumerate()
                    .map(|(i, t)| TrickView {
                        number: t.number,
                        leader: t.leader,
                        cards: t.cards.iter().map(|(seat, card)| PlayedCard { seat: *seat, card: *card }).collect(),
                        winner: t.winner,
                        penalty_cards: walk.penalty_cards_at_trick.get(i).cloned().unwrap_or_default(),
                    })
                    .collect(),
                ns,
                ew,
                irregularities: findings,
                penalty_cards: walk.penalty_cards_now.clone(),
                revokes: match (record.deal.as_ref(), record.declarer) {
                    (Some(deal), Some(declarer)) => {
                        all_revokes(deal, declarer, tricks, &walk.penalty_cards_at_trick, &walk.lead_restrictions)
                    }
                    (Some(deal), None) => find_revokes(deal, tricks),
                    (None, _) => Vec::new(),
                },
            })
        }
        None => None,
    };
    Ok(Derived {
        contract: record.contract.map(|c| c.to_string()),
        declarer: record.declarer,
        recorded_result: record.result,
        play,
        ..Derived::default()
    })
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::kinds::test_support::Record;

    /// The bridge tools share the record type with the rulings: a tarot deal
    /// sent to them is refused naming it, not ignored (a contract probe).
    #[test]
    fn a_tarot_record_is_refused_at_bridge() {
        let record = Record {
            pbn: None,
            lin: None,
            json: None,
            board: None,
            tarot: Some(serde_json::json!({"players": []})),
            irregular_plays: Vec::new(),
        };
        let error = read(&record).unwrap_err();
        assert_eq!((error.code, error.pointer.as_str()), ("invalid_record", "/record/tarot"));
    }
}
