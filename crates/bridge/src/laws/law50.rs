//! Law 50B: whether a defender's penalty card is minor (B1) or major (B2),
//! from the card, how it came to be exposed and the other penalty cards its
//! holder has. The same words in both editions (the seed's 2007 text and
//! the 2017 Laws): a single card below honour rank exposed inadvertently is
//! minor; an honour, a card exposed by a deliberate play, or any one of two
//! or more penalty cards of one defender is major.
//!
//! Decided here once, for the interview of `bridge.penalty_card` (which
//! names the paragraph in the ruling's edition and traces it) and for the
//! irregular plays of a record (which follow each card through the play).
//! Which card a defender must then play (50C, 50D) needs the turn and the
//! holdings, and is ruled above.

use crate::card::Card;
use crate::penalty::PenaltyCardKind;

/// What 50B makes of a penalty card, and which of its words decide it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PenaltyCardGrade {
    /// 50B1: alone, exposed inadvertently, below honour rank.
    Minor,
    /// 50B2, last sentence: the defender has two or more penalty cards
    /// (counting this one), and every one of them is major.
    MajorOneOfSeveral,
    /// 50B2: a card of honour rank.
    MajorHonour,
    /// 50B2: a card exposed by a deliberate play (a lead out of turn, a
    /// corrected revoke).
    MajorDeliberate,
    /// 50B2, last sentence, read off a record: the card became major as one
    /// of two or more penalty cards and stays so after the others left the
    /// table (the text says they "become" major, not that they are major
    /// while several).
    MajorAlready,
}

impl PenaltyCardGrade {
    /// Minor or major.
    pub fn kind(self) -> PenaltyCardKind {
        match self {
            Self::Minor => PenaltyCardKind::Minor,
            _ => PenaltyCardKind::Major,
        }
    }
}

/// 50B for `card`: `deliberate` when its player exposed it by a deliberate
/// play, `other_penalty_cards` the other penalty cards its holder has on the
/// table with it, `major_already` when a record shows it became major
/// earlier as one of several.
///
/// When several words apply, the grade names the one a director states
/// first: two or more cards (they are all major whatever each one is), then
/// an honour, then the deliberate play, then the record's earlier grade.
pub fn grade(card: Card, deliberate: bool, other_penalty_cards: usize, major_already: bool) -> PenaltyCardGrade {
    if other_penalty_cards > 0 {
        PenaltyCardGrade::MajorOneOfSeveral
    } else if card.rank.is_honour() {
        PenaltyCardGrade::MajorHonour
    } else if deliberate {
        PenaltyCardGrade::MajorDeliberate
    } else if major_already {
        PenaltyCardGrade::MajorAlready
    } else {
        PenaltyCardGrade::Minor
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::card::{Rank, Suit};

    fn card(rank: Rank) -> Card {
        Card { suit: Suit::Hearts, rank }
    }

    #[test]
    fn b1_a_single_small_card_exposed_inadvertently_is_minor() {
        assert_eq!(grade(card(Rank::Nine), false, 0, false), PenaltyCardGrade::Minor);
        assert_eq!(grade(card(Rank::Two), false, 0, false).kind(), PenaltyCardKind::Minor);
    }

    #[test]
    fn b2_an_honour_is_major_however_it_was_exposed() {
        // The ten is an honour (the seed's glossary: A, K, Q, J, 10).
        for rank in [Rank::Ten, Rank::Jack, Rank::Queen, Rank::King, Rank::Ace] {
            assert_eq!(grade(card(rank), false, 0, false), PenaltyCardGrade::MajorHonour);
        }
    }

    #[test]
    fn b2_a_deliberate_play_makes_a_small_card_major() {
        assert_eq!(grade(card(Rank::Four), true, 0, false), PenaltyCardGrade::MajorDeliberate);
    }

    #[test]
    fn b2_two_or_more_penalty_cards_are_all_major_and_stay_so() {
        assert_eq!(grade(card(Rank::Three), false, 1, false), PenaltyCardGrade::MajorOneOfSeveral);
        // The other card picked up or played: this one stays major.
        assert_eq!(grade(card(Rank::Three), false, 0, true), PenaltyCardGrade::MajorAlready);
    }

    proptest! {
        /// Minor exactly when the three words of B1 hold, and the record's
        /// earlier grade is not major.
        #[test]
        fn minor_only_alone_inadvertent_and_below_honour_rank(
            rank in proptest::sample::select(Rank::ALL.to_vec()),
            deliberate: bool,
            others in 0usize..4,
            already: bool,
        ) {
            let minor = grade(card(rank), deliberate, others, already) == PenaltyCardGrade::Minor;
            prop_assert_eq!(minor, others == 0 && !deliberate && !rank.is_honour() && !already);
        }
    }
}
