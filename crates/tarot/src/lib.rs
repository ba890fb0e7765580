//! # arbitre-tarot
//!
//! French tarot under the French Tarot Federation's rules of the game (FFT
//! règlement officiel): the cards, the deal, the play, the discard and
//! handles, the count, the score and the score sheet, for 3, 4 and 5
//! players ([`model`]); and the FFT arbitration code's cases (seed `002`),
//! which rule on faults against these rules ([`code`]), with the words
//! their rulings are written in ([`rectification`], [`vocabulary`],
//! [`parameters`]), the sanctions a ruling gives ([`sanctions`]) and the
//! game as the engine sees it ([`game`]). It depends on `arbitre-core`
//! only; the rules facade (`arbitre-rules`) lists the cases in its
//! `fft-donnes-libres` ruleset.
//!
//! Card notation: trumps `T1`–`T21`, the excuse `EX`, suit cards as a suit
//! (`S` pique, `H` cœur, `D` carreau, `C` trèfle) then a rank (`R` roi, `D`
//! dame, `C` cavalier, `V` valet, `10`–`1`): `SR`, `HD`, `C10`, `D1`.

pub mod code;
pub mod game;
pub mod model;
pub mod parameters;
pub mod reading;
pub mod rectification;
pub mod sanctions;
pub mod vocabulary;

pub use game::{Tarot, TarotRuleset};
// The model is seen at the crate's root too, the paths every layer above
// names it by (`crate::card`, `arbitre_tarot::scoring`).
pub use model::{card, count, deal, discard, error, findings, handles, legal_plays, play, record, scoring, sheet};

arbitre_core::fluent_files!("tarot.ftl", "tarot-arbitration.ftl");

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
