//! The discard (« écart »): at a prise or a garde the taker takes the dog
//! into his hand and puts aside as many cards, which count for him.
//!
//! - He may not discard a king or an oudler.
//! - He may discard a trump only when he cannot do otherwise (not enough
//!   other cards that are neither kings nor trumps), and then he shows it.
//! - The discard has as many cards as the dog.
//!
//! A discard of the wrong size cannot be played out (the taker would be
//! short of a card or hold one too many) and is refused with the record;
//! [`check`] names the faults of a discard of the right size (a false
//! discard, « faux écart », which the arbitration code rules on).

use serde::{Deserialize, Serialize};

use crate::card::{Card, CardSet};

/// A card that may not be in the discard.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", schema(as = TarotDiscardFault))]
pub enum DiscardFault {
    /// A king was discarded.
    King {
        /// The king.
        card: Card,
    },
    /// An oudler (the petit, the 21 or the excuse) was discarded.
    Oudler {
        /// The oudler.
        card: Card,
    },
    /// Trumps were discarded although enough other cards could have been.
    AvoidableTrumps {
        /// The trumps discarded.
        trumps: Vec<Card>,
        /// How many trumps the taker had to discard at most.
        allowed: usize,
    },
}

/// The number of trumps the taker cannot avoid discarding: the cards he must
/// discard beyond those that are neither kings, oudlers nor trumps. `hand`
/// is his hand with the dog, `size` the discard's size.
pub fn trumps_allowed(hand: CardSet, size: usize) -> usize {
    let other = hand.filter(|c| !c.is_king() && !c.is_trump() && !c.is_excuse()).len();
    size.saturating_sub(other)
}

/// The faults of `discard`, put aside from `hand` (the taker's hand with the
/// dog). Every card of `discard` is in `hand`: the record checks it.
pub fn check(hand: CardSet, discard: CardSet) -> Vec<DiscardFault> {
    let mut faults = Vec::new();
    for card in discard.iter() {
        if card.is_king() {
            faults.push(DiscardFault::King { card });
        } else if card.is_oudler() {
            faults.push(DiscardFault::Oudler { card });
        }
    }
    // The oudler trumps are reported as oudlers; the rule on avoidable trumps
    // concerns the others.
    let trumps = discard.trumps().filter(|c| !c.is_oudler());
    let allowed = trumps_allowed(hand, discard.len());
    if trumps.len() > allowed {
        faults.push(DiscardFault::AvoidableTrumps { trumps: trumps.to_vec(), allowed });
    }
    faults
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn set(text: &str) -> CardSet {
        CardSet::of(text.split_whitespace().map(|c| c.parse::<Card>().unwrap()))
    }

    #[test]
    fn a_discard_of_small_cards_has_no_fault() {
        let hand = set("S1 S2 S3 H4 H5 D6 T2 T3 SR");
        assert_eq!(check(hand, set("S1 S2 S3 H4 H5 D6")), vec![]);
    }

    #[test]
    fn no_king_no_oudler() {
        let hand = set("S1 S2 S3 H4 SR T1 EX T21");
        let faults = check(hand, set("S1 S2 SR T1 EX T21"));
        assert_eq!(
            faults,
            vec![
                DiscardFault::King { card: "SR".parse().unwrap() },
                DiscardFault::Oudler { card: Card::PETIT },
                DiscardFault::Oudler { card: Card::VINGT_ET_UN },
                DiscardFault::Oudler { card: Card::EXCUSE },
            ]
        );
    }

    #[test]
    fn trumps_only_when_unavoidable() {
        // Four cards that are neither kings nor trumps: two trumps must go.
        let hand = set("S1 S2 H3 D4 SR HR DR CR T2 T3 T4 T21");
        assert_eq!(trumps_allowed(hand, 6), 2);
        assert_eq!(check(hand, set("S1 S2 H3 D4 T2 T3")), vec![]);
        // Six such cards: no trump may go.
        let hand = set("S1 S2 H3 D4 D5 D6 T2 T3");
        assert_eq!(
            check(hand, set("S1 S2 H3 D4 D5 T2")),
            vec![DiscardFault::AvoidableTrumps { trumps: vec![Card::trump(2).unwrap()], allowed: 0 }]
        );
    }
}
