//! # arbitre-bridge
//!
//! Contract bridge's model, as far as it knows no law: the cards, seats,
//! sides and contracts ([`card`]), a deal's four hands ([`deal`]), the
//! auction and its checks ([`auction`]), the play rebuilt trick by trick
//! ([`play`]) and its irregular plays followed through
//! ([`play_irregularities`]), the deal record read from PBN, LIN or JSON
//! ([`deal_record`], [`pbn`], [`lin`]), the penalty cards and lead
//! restrictions in force ([`penalty`]), duplicate scoring under Law 77
//! ([`scoring`]), the comparison of a score with the field's
//! ([`comparison`]), the double-dummy table's types ([`double_dummy`]), the
//! revokes the cards alone show ([`revoke`]: a failure to follow suit, a
//! recorded lead restriction not complied with), and the errors a record is
//! refused with ([`record_error`]). It depends on `arbitre-core` only, and
//! the double-dummy analysis (`arbitre-dds`) on it alone. The paragraphs of
//! the Laws that are pure functions of the model start to live here, one
//! file per law ([`laws`]: 26's lead restriction, 50B's grade of a
//! penalty card, 62B's withdrawn revoke card, 64A's transfer).
//!
//! The words a bridge ruling is written in are here too: its rectifications
//! ([`rectification`]), the roles, parties and durations they name
//! ([`vocabulary`]), what a ruling derives from a record ([`derived`]), a
//! Law 12C adjusted score ([`adjusted_score`]), a ruleset's bridge options
//! and the edition of the Laws it follows ([`parameters`]; how each edition
//! numbers and words the paragraphs is with the laws, in `laws/editions.rs`).
//!
//! What became of an irregular play's card is named by its basis (a
//! [`play_irregularities::FindingBasis`]), not by a rule: the laws, the
//! rulesets and their editions sit above in `arbitre-rules`, which states
//! each finding's rule in the edition of the ruling that reads the record.
//! The legal plays, the revokes of a penalty card not played and the
//! record's derived view, which apply the laws, are there too.
//!
//! Notation: PBN 2.1's, as most club software writes it: seats `N E S W`,
//! cards as suit then rank (`SA`, `HT`, `C2`), contracts `4S`, `3NTX`.

pub mod adjusted_score;
pub mod auction;
pub mod card;
pub mod comparison;
pub mod deal;
pub mod deal_record;
pub mod derived;
pub mod double_dummy;
pub mod laws;
pub mod lin;
pub mod parameters;
pub mod pbn;
pub mod penalty;
pub mod play;
pub mod play_irregularities;
pub mod play_view;
pub mod record_error;
pub mod rectification;
pub mod revoke;
pub mod scoring;
#[cfg(any(test, feature = "proptest"))]
pub mod strategies;
pub mod vocabulary;

arbitre_core::fluent_files!("adjusted-score.ftl", "bridge-record.ftl", "scoring.ftl");

#[cfg(test)]
mod tests {
    use arbitre_core::text::check_registered_files;

    /// This crate's files parse, define no message twice (with core's) and
    /// say everything in both languages.
    #[test]
    fn this_crates_texts_are_complete_in_both_languages() {
        check_registered_files().unwrap_or_else(|e| panic!("{e}"));
    }
}
