//! # arbitre-bridge
//!
//! Contract bridge under the Laws of Duplicate Bridge, in layers that point
//! one way (DESIGN, section 1: kinds → findings → {laws, record} → model):
//!
//! - [`kinds`]: the interviews, one file per incident kind, in both editions
//!   of the Laws the rulesets apply: what the director is asked, which
//!   paragraphs are consulted, what is rectified; each edition's kinds
//!   listed once, and the entry that rules on an incident with what its
//!   record shows ([`kinds::rule`]).
//! - [`findings`]: the laws applied to a record: reading it, the legal plays
//!   at each turn, the revokes, each irregular play's rule in the ruling's
//!   edition, the auction checked against the rulings in force. The
//!   engine's words as the kinds and findings name them are [`game`].
//! - [`laws`]: the paragraphs that are pure functions of the model (26's
//!   lead restriction, 50B's grade of a penalty card, 62B's withdrawn revoke
//!   card, 64A's transfer), the rules a record's findings name, and how each
//!   edition numbers and words the paragraphs both share.
//! - The words a ruling is written in: its rectifications
//!   ([`rectification`]), the roles, parties and durations they name
//!   ([`vocabulary`]), what a ruling derives from a record ([`derived`]), a
//!   Law 12C adjusted score ([`adjusted_score`]), a ruleset's options and
//!   edition ([`parameters`]).
//! - [`record`]: the deal record read from PBN, LIN or JSON
//!   ([`deal_record`], [`pbn`], [`lin`]) and the errors a record is refused
//!   with ([`record_error`]).
//! - [`model`], as far as it knows no law: the cards, seats, sides and
//!   contracts ([`card`]), a deal's four hands ([`deal`]), the auction and
//!   its checks ([`auction`]), the play rebuilt trick by trick ([`play`])
//!   and its irregular plays followed through ([`play_irregularities`]), the
//!   penalty cards and lead restrictions in force ([`penalty`]), duplicate
//!   scoring under Law 77 ([`scoring`]), the comparison of a score with the
//!   field's ([`comparison`]), the double-dummy table's types
//!   ([`double_dummy`]), and the revokes the cards alone show ([`revoke`]).
//!   What became of an irregular play's card is named there by its basis
//!   (a [`play_irregularities::FindingBasis`]), not by a rule: the findings
//!   state the rule in the ruling's edition.
//!
//! It depends on `arbitre-core` only; the double-dummy analysis
//! (`arbitre-dds`) on it alone, and the rules facade (`arbitre-rules`)
//! lists its kinds in the FFB's rulesets.
//!
//! Notation: PBN 2.1's, as most club software writes it: seats `N E S W`,
//! cards as suit then rank (`SA`, `HT`, `C2`), contracts `4S`, `3NTX`.

pub mod adjusted_score;
pub mod derived;
pub mod findings;
pub mod game;
pub mod kinds;
pub mod laws;
pub mod model;
pub mod parameters;
pub mod record;
pub mod rectification;
pub mod vocabulary;

// The model and the record's readers are seen at the crate's root too, the
// paths every layer above names them by (`crate::card`, `arbitre_bridge::pbn`).
#[cfg(any(test, feature = "proptest"))]
pub use model::strategies;
pub use model::{
    auction, card, comparison, deal, double_dummy, penalty, play, play_irregularities, play_view, revoke, scoring,
};
pub use record::{deal_record, lin, pbn, record_error};

// This crate's Fluent files: one per law (both editions in it), the
// auction's and the play's shared texts, the 12C notation's, a record's
// errors, scoring. A new law's file is added here.
arbitre_core::fluent_files!(
    "adjusted-score.ftl",
    "auction.ftl",
    "bridge-record.ftl",
    "law12.ftl",
    "law16.ftl",
    "law17.ftl",
    "law23.ftl",
    "law24.ftl",
    "law25.ftl",
    "law26.ftl",
    "law27.ftl",
    "law28.ftl",
    "law29.ftl",
    "law30.ftl",
    "law31.ftl",
    "law32.ftl",
    "law36.ftl",
    "law37.ftl",
    "law38.ftl",
    "law39.ftl",
    "law44.ftl",
    "law45.ftl",
    "law48.ftl",
    "law50.ftl",
    "law51.ftl",
    "law52.ftl",
    "law53.ftl",
    "law54.ftl",
    "law55.ftl",
    "law56.ftl",
    "law57.ftl",
    "law58.ftl",
    "law59.ftl",
    "law61.ftl",
    "law62.ftl",
    "law63.ftl",
    "law64.ftl",
    "law65.ftl",
    "law66.ftl",
    "law72.ftl",
    "play.ftl",
    "scoring.ftl",
);

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
