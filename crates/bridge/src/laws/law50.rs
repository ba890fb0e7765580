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
use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 50, as the interviews above cite it too.
pub const fn law50(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "50", paragraph, title }
}

/// 50: a defender's card exposed before it is played is a penalty card.
pub const PENALTY_CARD: Rule = Rule { id: "ffb.law50", citation: law50("", "law50-title") };
/// 50 (and the FFB sheet): declarer and dummy never have a penalty card.
pub const NOT_DEFENDER: Rule = Rule { id: "ffb.law50.declarer_or_dummy", citation: law50("", "law50-title") };
/// 50: a card led is not ruled under this law but under 57 (54/56 for a lead
/// out of turn), which may still make it a major penalty card.
pub const LED: Rule = Rule { id: "ffb.law50.led", citation: law50("", "law50-title") };
/// 50A: it stays face up in front of its owner.
pub const A_FACE_UP: Rule = Rule { id: "ffb.law50.a", citation: law50("A", "law50-a-title") };
/// 50B1: a single card below honour rank exposed inadvertently is minor.
pub const B1_MINOR: Rule = Rule { id: "ffb.law50.b1", citation: law50("B1", "law50-b1-title") };
/// 50B2: an honour is major.
pub const B2_HONOUR: Rule = Rule { id: "ffb.law50.b2.honour", citation: law50("B2", "law50-b2-title") };
/// 50B2: a card exposed deliberately is major.
pub const B2_DELIBERATE: Rule = Rule { id: "ffb.law50.b2.deliberate", citation: law50("B2", "law50-b2-title") };
/// 50B2: two or more penalty cards are all major.
pub const B2_SEVERAL: Rule = Rule { id: "ffb.law50.b2.several", citation: law50("B2", "law50-b2-title") };
/// 50C: a minor card keeps back every other card of its suit below honour
/// rank, higher or lower; honours stay playable; no lead restriction.
pub const C_MINOR: Rule = Rule { id: "ffb.law50.c", citation: law50("C", "law50-c-title") };
/// 50D1(a): a major card is played at the first legal opportunity.
pub const D1A: Rule = Rule { id: "ffb.law50.d1a", citation: law50("D1(a)", "law50-d1a-title") };
/// 50D1(b): following suit and lead or play restrictions come first.
pub const D1B: Rule = Rule { id: "ffb.law50.d1b", citation: law50("D1(b)", "law50-d1b-title") };
/// 50D2: the partner on lead waits for declarer's election.
pub const D2: Rule = Rule { id: "ffb.law50.d2", citation: law50("D2", "law50-d2-title") };
/// 50D2(a): declarer requires the suit; the card is picked up.
pub const D2A_REQUIRE: Rule = Rule { id: "ffb.law50.d2a.require", citation: law50("D2(a)", "law50-d2a-title") };
/// 50D2(a): declarer forbids the suit while the partner keeps the lead; the card is picked up.
pub const D2A_FORBID: Rule = Rule { id: "ffb.law50.d2a.forbid", citation: law50("D2(a)", "law50-d2a-title") };
/// 50D2(b): declarer leaves the lead free; the card stays a penalty card.
pub const D2B_FREE: Rule = Rule { id: "ffb.law50.d2b", citation: law50("D2(b)", "law50-d2b-title") };
/// 50E1: the rules on playing a penalty card are authorized information for all.
pub const E1: Rule = Rule { id: "ffb.law50.e1", citation: law50("E1", "law50-e1-title") };
/// 50E2: anything else learnt from it is unauthorized for the holder's partner.
pub const E2: Rule = Rule { id: "ffb.law50.e2", citation: law50("E2", "law50-e2-title") };
/// 2017 50E1: what a penalty card shows, and the rules on playing it, are
/// authorized for all players while it stays on the table.
pub const E1_2017: Rule = Rule { id: "ffb2017.law50.e1", citation: law50("E1", "law50-2017-e1-title") };
/// 2017 50E2: once picked up (50D2(a)), what it showed is unauthorized for
/// its holder's partner.
pub const E2_2017: Rule = Rule { id: "ffb2017.law50.e2", citation: law50("E2", "law50-2017-e2-title") };
/// Law 50E as a whole (what a penalty card tells whom), for the catalogue
/// of a kind that reaches it (an opening lead out of turn refused).
pub const E_INFORMATION: CitationSpec = law50("E", "law50-e-title");

/// 2007 50E3: the director adjusts the score if the information damaged
/// the non-offenders (2017: [`E4_2017`]).
pub const E3: Rule = Rule { id: "ffb2007.law50.e3", citation: law50("E3", "law50-e3-title") };
/// 2017 50E3: once the card is played, how it came to be a penalty card is
/// unauthorized for its holder's partner.
pub const E3_2017: Rule = Rule { id: "ffb2017.law50.e3", citation: law50("E3", "law50-2017-e3-title") };
/// 2017 50E4: the director adjusts the score if, the card's information
/// having helped, the outcome could well have been different and the
/// non-offenders were damaged (the 2007 E3, renumbered).
pub const E4_2017: Rule = Rule { id: "ffb2017.law50.e4", citation: law50("E4", "law50-2017-e4-title") };

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

/// 58A, named (Law 58 is not applied): a lead or play made together with
/// another player's legal one is deemed to come after it.
pub const SIMULTANEOUS: CitationSpec =
    CitationSpec { code: super::FFB, law: "58", paragraph: "A", title: "law50-58a-title" };

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
