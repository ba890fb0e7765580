//! # arbitre-tarot
//!
//! French tarot under the French Tarot Federation's rules of the game (FFT
//! règlement officiel): the cards, the deal, the play, the discard and
//! handles, the count, the score and the score sheet, for 3, 4 and 5
//! players. It depends on `arbitre-core` only; the arbitration code's
//! cases (seed `002`), which rule on faults against these rules, sit above
//! it in `arbitre-rules` (`tarot::arbitration`).
//!
//! Card notation: trumps `T1`–`T21`, the excuse `EX`, suit cards as a suit
//! (`S` pique, `H` cœur, `D` carreau, `C` trèfle) then a rank (`R` roi, `D`
//! dame, `C` cavalier, `V` valet, `10`–`1`): `SR`, `HD`, `C10`, `D1`.

pub mod card;
pub mod count;
pub mod deal;
pub mod discard;
pub mod error;
pub mod findings;
pub mod handles;
pub mod legal_plays;
pub mod play;
pub mod record;
pub mod scoring;
pub mod sheet;

arbitre_core::fluent_files!("tarot.ftl");

#[cfg(test)]
mod tests {
    use arbitre_core::text::{Arg, check_registered_files, localized};

    /// This crate's files parse, define no message twice (with core's) and
    /// say everything in both languages.
    #[test]
    fn this_crates_texts_are_complete_in_both_languages() {
        check_registered_files().unwrap_or_else(|e| panic!("{e}"));
    }

    /// This crate's messages are registered: a half point is said with
    /// each language's decimal separator.
    #[test]
    fn decimals_take_each_languages_separator() {
        let text = localized("tarot-summary-points", &[("points", Arg::Decimal("40.5".into()))]);
        assert!(text.fr.starts_with("40,5 "), "{}", text.fr);
        assert!(text.en.starts_with("40.5 "), "{}", text.en);
        let whole = localized("tarot-summary-points", &[("points", Arg::Decimal("49".into()))]);
        assert!(whole.fr.starts_with("49 ") && whole.en.starts_with("49 "), "{whole:?}");
    }
}
