//! # arbitre-bridge
//!
//! Contract bridge's model, as far as it knows no law: the cards, seats,
//! sides and contracts ([`card`]), a deal's four hands ([`deal`]), the
//! auction and its checks ([`auction`]), duplicate scoring under Law 77
//! ([`scoring`]), the comparison of a score with the field's ([`comparison`]),
//! the double-dummy table's types ([`double_dummy`]), and the errors a record
//! is refused with ([`record_error`]). It depends on `arbitre-core` only.
//!
//! The laws that rule on irregularities, and the parts of the model that
//! still consult them (the play record's walk through its irregular plays,
//! the record readers that call it), sit above it in `arbitre-rules`
//! (`bridge::lawNN`, `bridge::play_irregularities`); they move here once
//! that walk reports its findings without naming the laws' rules (issue 12).
//!
//! Notation: PBN 2.1's, as most club software writes it: seats `N E S W`,
//! cards as suit then rank (`SA`, `HT`, `C2`), contracts `4S`, `3NTX`.

pub mod auction;
pub mod card;
pub mod comparison;
pub mod deal;
pub mod double_dummy;
pub mod record_error;
pub mod scoring;
#[cfg(any(test, feature = "proptest"))]
pub mod strategies;

arbitre_core::fluent_files!("bridge-record.ftl", "scoring.ftl");

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
