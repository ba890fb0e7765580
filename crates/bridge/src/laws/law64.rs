//! Law 64A: the tricks an established revoke transfers, from who won the
//! revoke trick and what the offending side won after it (A1, A2; none
//! under B1). The exceptions of 64B and the director's equity under 64C
//! need facts the cards do not show: they are ruled in the rules facade,
//! which states these paragraphs in the ruling's edition.

use crate::card::{Seat, Side};
use crate::play::Trick;

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
