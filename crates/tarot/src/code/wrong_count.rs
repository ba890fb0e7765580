//! A wrong number of cards found during the play. The code states the
//! case twice: under « Fausse donne » (found in the play: scored if the
//! taker wins, cancelled if he fails, the taker who dealt not protected)
//! and under « Autres cas » (a defender's wrong count: the taker who dealt
//! not scored even if he wins). The two families (`misdeal`,
//! `other_cases`) read them together and cite each other's: their rules
//! sit here, below both, so that neither imports the other.

use super::fft;
use arbitre_core::Rule;

/// The section of the misdeal cases (`misdeal::SECTION`).
const MISDEAL: &str = "Fausse donne";
/// The section of the other cases (`other_cases::SECTION`).
const OTHER_CASES: &str = "Autres cas prévus par le code";

/// Found during play, the taker's count right: scored if he wins, cancelled if he fails.
pub const DURING_PLAY_RIGHT: Rule = Rule {
    id: "fft.donnes_libres.misdeal.during_play.taker_not_concerned",
    citation: fft(MISDEAL, "Découverte en cours de jeu, preneur non concerné", "fft-t-during-play-right"),
};
/// Exception: the taker dealt: no protection when he fails. Read with
/// « Autres cas » ([`WRONG_COUNT_TAKER_DEALT`]): his win is not
/// scored either (see `misdeal::taker_who_dealt`).
pub const DURING_PLAY_TAKER_DEALT: Rule = Rule {
    id: "fft.donnes_libres.misdeal.during_play.taker_dealt",
    citation: fft(MISDEAL, "Découverte en cours de jeu, preneur donneur", "fft-t-during-play-dealer"),
};
/// Exception: the taker dealt: not scored even if he wins (and cancelled,
/// as every deal, if he fails).
pub const WRONG_COUNT_TAKER_DEALT: Rule = Rule {
    id: "fft.donnes_libres.other.wrong_card_count.taker_dealt",
    citation: fft(OTHER_CASES, "Nombre incorrect de cartes : preneur donneur", "fft-t-wrong-count-dealer"),
};

#[cfg(test)]
mod tests {
    use super::*;

    /// Each rule names the section its family's other rules name: the
    /// section is written here again, below the families.
    #[test]
    fn each_rule_names_its_familys_section() {
        assert_eq!(DURING_PLAY_RIGHT.citation.law, super::super::misdeal::DURING_PLAY_WRONG.citation.law);
        assert_eq!(DURING_PLAY_TAKER_DEALT.citation.law, super::super::misdeal::DURING_PLAY_WRONG.citation.law);
        assert_eq!(WRONG_COUNT_TAKER_DEALT.citation.law, super::super::other_cases::WRONG_COUNT.citation.law);
    }
}
