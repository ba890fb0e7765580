//! Law 64A: the tricks an established revoke transfers, from who won the
//! revoke trick and what the offending side won after it (A1, A2; none
//! under B1). The exceptions of 64B and the director's equity under 64C
//! need facts the cards do not show: the interview rules them
//! (`kinds/law64.rs`), and states these paragraphs in the ruling's edition.

use crate::card::{Seat, Side};
use crate::play::Trick;
use arbitre_core::{CitationSpec, Rule};

/// What Law 64A gives for one established revoke, before the B exceptions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Transfer {
    /// Tricks to transfer to the non-offending side: 0, 1 or 2.
    pub tricks: u8,
    /// Whether the offending player himself won the revoke trick (64A1).
    /// For declarer, a trick won by dummy is not won by him (footnote to 64).
    pub offender_won_revoke_trick: bool,
    /// Whether the offending side won the revoke trick.
    pub side_won_revoke_trick: bool,
    /// Tricks the offending side won after the revoke trick.
    pub side_tricks_after: u8,
}

/// The 64A arithmetic from who won what: A1 gives the revoke trick plus one
/// later trick of the offending side if it won one; A2 one trick if the
/// offending side won the revoke trick or a later one; otherwise none (B1).
pub fn transfer(offender_won_revoke_trick: bool, side_won_revoke_trick: bool, side_tricks_after: u8) -> Transfer {
    let tricks = if offender_won_revoke_trick {
        1 + u8::from(side_tricks_after > 0)
    } else if side_won_revoke_trick || side_tricks_after > 0 {
        1
    } else {
        0
    };
    Transfer { tricks, offender_won_revoke_trick, side_won_revoke_trick, side_tricks_after }
}

/// The 64A transfer for the revoke at trick `trick` (1-based) by `offender`,
/// read off the tricks as played.
pub fn transfer_from_play(offender: Seat, trick: u8, tricks: &[Trick]) -> Transfer {
    let side: Side = offender.side();
    let index = usize::from(trick.saturating_sub(1));
    let winner = tricks.get(index).and_then(|t| t.winner);
    let side_tricks_after =
        tricks.iter().skip(index + 1).filter(|t| t.winner.is_some_and(|w| w.side() == side)).count();
    transfer(
        winner == Some(offender),
        winner.is_some_and(|w| w.side() == side),
        u8::try_from(side_tricks_after).unwrap_or(u8::MAX),
    )
}

/// A paragraph of Law 64, as static data.
pub const fn law64(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "64", paragraph, title }
}

/// 64A1: the offender won the revoke trick: it and one later trick of his side.
pub const A1: Rule = Rule { id: "ffb.law64.a1", citation: law64("A1", "law64-a1-title") };

/// 64A2: otherwise, if his side won the revoke trick or a later one: one trick.
pub const A2: Rule = Rule { id: "ffb.law64.a2", citation: law64("A2", "law64-a2-title") };

/// 64B1: the offending side won no trick from the revoke on.
pub const B1: Rule = Rule { id: "ffb.law64.b1", citation: law64("B1", "law64-b1-title") };

/// 64B2: a second revoke in the same suit by the same player.
pub const B2: Rule = Rule { id: "ffb2007.law64.b2", citation: law64("B2", "law64-b2-title") };

/// 64B3: failing to play a faced card or a card of an exposed hand, dummy's included.
pub const B3: Rule = Rule { id: "ffb2007.law64.b3", citation: law64("B3", "law64-b3-title") };

/// 64B4: attention first drawn after a non-offender called on the next deal.
pub const B4: Rule = Rule { id: "ffb.law64.b4", citation: law64("B4", "law64-b4-title") };

/// 64B5: attention first drawn after the round ended.
pub const B5: Rule = Rule { id: "ffb.law64.b5", citation: law64("B5", "law64-b5-title") };

/// 64B6: a revoke at the twelfth trick.
pub const B6: Rule = Rule { id: "ffb.law64.b6", citation: law64("B6", "law64-b6-title") };

/// 64B7: both sides revoked on the board.
pub const B7: Rule = Rule { id: "ffb2007.law64.b7", citation: law64("B7", "law64-b7-title") };

/// 2017 64B2: a subsequent revoke in the same suit by the same player, the
/// first having been established.
pub const B2_2017: Rule = Rule { id: "ffb2017.law64.b2", citation: law64("B2", "law64-2017-b2-title") };

/// 2017 64B3: a failure to play a penalty card or a card of dummy (a hand
/// faced otherwise, in a claim, is no longer exempt).
pub const B3_2017: Rule = Rule { id: "ffb2017.law64.b3", citation: law64("B3", "law64-2017-b3-title") };

/// 2017 64B7: both sides revoked on the board and both revokes became
/// established.
pub const B7_2017: Rule = Rule { id: "ffb2017.law64.b7", citation: law64("B7", "law64-2017-b7-title") };

/// 2017 64B8: the revokes were corrected under 62C3.
pub const B8_2017: Rule = Rule { id: "ffb2017.law64.b8", citation: law64("B8", "law64-2017-b8-title") };

/// 2017 64C2(a): after repeated revokes in one suit by one player, the
/// director adjusts if the non-offenders would likely have taken more
/// tricks without the later revokes.
pub const C2A_2017: Rule = Rule { id: "ffb2017.law64.c2a", citation: law64("C2(a)", "law64-2017-c2a-title") };

/// 2017 64C2(b): both sides revoked on the board (B7): when the director
/// deems a contestant damaged, an adjusted score on the likely result had
/// no revokes occurred (read in the WBF's 2017 English, the ACBL's 2017
/// edition being word for word the same).
pub const C2B_2017: Rule = Rule { id: "ffb2017.law64.c2b", citation: law64("C2(b)", "law64-2017-c2b-title") };

/// 2007 64C: the director restores equity when the transfer does not
/// compensate.
pub const C_EQUITY: Rule = Rule { id: "ffb2007.law64.c", citation: law64("C", "law64-c-title") };

/// 2017 64C1: the same after any established revoke, numbered C1.
pub const C1_2017_EQUITY: Rule = Rule { id: "ffb2017.law64.c1", citation: law64("C1", "law64-c-title") };

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    #[test]
    fn a1_the_offender_won_the_revoke_trick_and_his_side_a_later_one() {
        assert_eq!(transfer(true, true, 3).tricks, 2);
        // A1 with no later trick: only the revoke trick.
        assert_eq!(transfer(true, true, 0).tricks, 1);
    }

    #[test]
    fn a2_the_side_won_the_revoke_trick_or_a_later_one() {
        // Partner (or dummy, for a declarer's revoke) won the revoke trick.
        assert_eq!(transfer(false, true, 0).tricks, 1);
        assert_eq!(transfer(false, false, 4).tricks, 1);
    }

    #[test]
    fn b1_no_trick_won_from_the_revoke_on_means_no_transfer() {
        assert_eq!(transfer(false, false, 0).tricks, 0);
    }

    proptest! {
        #[test]
        fn a_transfer_never_exceeds_two_nor_what_the_side_won_from_the_revoke_on(
            offender_won in any::<bool>(), side_won in any::<bool>(), after in 0u8..13
        ) {
            // The offender winning implies his side won it.
            let side_won = side_won || offender_won;
            let t = transfer(offender_won, side_won, after);
            prop_assert!(t.tricks <= 2);
            prop_assert!(t.tricks <= u8::from(side_won) + after);
        }
    }
}
