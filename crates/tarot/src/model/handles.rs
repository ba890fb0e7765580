//! Handles (« poignées »): trumps shown before one's first card for a
//! bonus that goes to the side that wins the deal, whoever showed them.
//!
//! - Thresholds by table: 3 players 13 / 15 / 18 trumps, 4 players 10 / 13 /
//!   15, 5 players 8 / 10 / 13 (simple, double, triple); bonuses 20, 30, 40,
//!   never multiplied by the contract.
//! - The handle is shown complete, trumps in order, before the player's first
//!   card; extra trumps are not shown.
//! - The excuse may stand for a missing trump only when the player holds no
//!   other trump: showing it while a trump stays hidden is a fault.
//!
//! A record may hold a handle shown with a fault (the FFT code rules on each:
//! that is the arbitration's business); [`check`] names the faults and says
//! whether the handle counts in the score as played.

use serde::{Deserialize, Serialize};

use crate::card::{Card, CardSet, TRUMPS};
use crate::deal::TableSize;

/// The three handles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", schema(as = TarotHandleKind))]
pub enum HandleKind {
    /// Simple poignée: 20 points.
    Simple,
    /// Double poignée: 30 points.
    Double,
    /// Triple poignée: 40 points.
    Triple,
}

impl HandleKind {
    /// The three handles from the smallest.
    pub const ALL: [HandleKind; 3] = [HandleKind::Simple, HandleKind::Double, HandleKind::Triple];

    /// The bonus: 20, 30 or 40 points, whatever the contract.
    pub fn bonus(self) -> i32 {
        match self {
            HandleKind::Simple => 20,
            HandleKind::Double => 30,
            HandleKind::Triple => 40,
        }
    }

    /// The trumps (the excuse may stand for one) to show at a table of `size`.
    pub fn threshold(self, size: TableSize) -> usize {
        match (size, self) {
            (TableSize::Three, HandleKind::Simple) => 13,
            (TableSize::Three, HandleKind::Double) => 15,
            (TableSize::Three, HandleKind::Triple) => 18,
            (TableSize::Four, HandleKind::Simple) => 10,
            (TableSize::Four, HandleKind::Double) => 13,
            (TableSize::Four, HandleKind::Triple) => 15,
            (TableSize::Five, HandleKind::Simple) => 8,
            (TableSize::Five, HandleKind::Double) => 10,
            (TableSize::Five, HandleKind::Triple) => 13,
        }
    }

    /// The name in the notation: `simple`, `double`, `triple`.
    pub fn as_str(self) -> &'static str {
        match self {
            HandleKind::Simple => "simple",
            HandleKind::Double => "double",
            HandleKind::Triple => "triple",
        }
    }
}

/// The largest handle `trumps` trumps make at a table of `size`.
pub fn kind_for(size: TableSize, trumps: usize) -> Option<HandleKind> {
    HandleKind::ALL.into_iter().rev().find(|k| trumps >= k.threshold(size))
}

/// The number of cards that can stand in a handle: the 21 trumps and the excuse.
pub const HANDLE_CARDS: usize = TRUMPS as usize + 1;

/// A fault in the way a handle was shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", schema(as = TarotHandleFault))]
pub enum HandleFault {
    /// Fewer trumps shown than the handle needs (« présentée incomplète »).
    Incomplete {
        /// Trumps shown.
        shown: usize,
        /// Trumps the handle needs.
        needed: usize,
        /// Whether the player held enough trumps to complete it.
        rectifiable: bool,
    },
    /// More trumps shown than the handle needs: extra trumps are not shown
    /// (« présentée avec trop d'atouts »).
    TooManyTrumps {
        /// Trumps shown.
        shown: usize,
        /// Trumps the handle needs.
        needed: usize,
    },
    /// The trumps were not shown in order (« présentée dans le désordre »).
    OutOfOrder,
    /// The excuse stood for a trump while the player kept a trump hidden.
    ExcuseHidingTrump {
        /// The trumps he held and did not show.
        hidden: Vec<Card>,
    },
}

/// What [`check`] concluded about a shown handle.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandleCheck {
    /// The handle shown: the one announced, or else the largest the cards
    /// shown make, or a simple one when they make none but the player held
    /// enough trumps to complete it. `None` otherwise.
    pub kind: Option<HandleKind>,
    /// Whether it counts in the score as played: complete, or incomplete but
    /// the player held enough trumps to complete it.
    pub counted: bool,
    /// The faults, in the order above.
    pub faults: Vec<HandleFault>,
}

/// Checks a handle: `shown` are the cards shown, in the order shown (trumps
/// and possibly the excuse, each from `hand`, the player's hand when he showed
/// them), `announced` the handle he declared if the record says.
pub fn check(size: TableSize, hand: CardSet, shown: &[Card], announced: Option<HandleKind>) -> HandleCheck {
    let held_trumps = hand.trumps();
    let shown_set = CardSet::of(shown.iter().copied());
    // The excuse counts only when every trump is shown with it; the most a
    // player can show is therefore all his trumps and the excuse.
    let can_show = held_trumps.len() + usize::from(hand.contains(Card::EXCUSE));
    // Trumps shown that make no handle, by a player who held enough for
    // one, are a handle presented incomplete: the smallest, since nothing
    // says he meant a larger one. The code counts it normally when it can
    // be completed (Présentation de la poignée, « présentée incomplète et
    // rectifiable : comptée normalement »).
    let kind = announced.or_else(|| kind_for(size, shown.len())).or_else(|| {
        (!shown.is_empty() && can_show >= HandleKind::Simple.threshold(size)).then_some(HandleKind::Simple)
    });
    let mut faults = Vec::new();
    let needed = kind.unwrap_or(HandleKind::Simple).threshold(size);
    let mut counted = kind.is_some();
    if shown.len() < needed {
        let rectifiable = can_show >= needed;
        faults.push(HandleFault::Incomplete { shown: shown.len(), needed, rectifiable });
        counted = counted && rectifiable;
    } else if shown.len() > needed {
        faults.push(HandleFault::TooManyTrumps { shown: shown.len(), needed });
    }
    let numbers: Vec<u8> = shown.iter().filter_map(|c| c.trump_number()).collect();
    let ascending = numbers.windows(2).all(|w| w[0] < w[1]);
    let descending = numbers.windows(2).all(|w| w[0] > w[1]);
    if !ascending && !descending {
        faults.push(HandleFault::OutOfOrder);
    }
    if shown_set.contains(Card::EXCUSE) {
        let hidden = held_trumps.difference(shown_set);
        if !hidden.is_empty() {
            faults.push(HandleFault::ExcuseHidingTrump { hidden: hidden.to_vec() });
        }
    }
    HandleCheck { kind, counted, faults }
}

/// The trumps a set of handles needs at a table of `size`, counting the
/// least each may show (its threshold).
pub fn trumps_needed(size: TableSize, kinds: impl IntoIterator<Item = HandleKind>) -> usize {
    kinds.into_iter().map(|k| k.threshold(size)).sum()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace().map(|c| c.parse().unwrap()).collect()
    }

    fn trumps(range: std::ops::RangeInclusive<u8>) -> Vec<Card> {
        range.filter_map(Card::trump).collect()
    }

    #[test]
    fn thresholds_and_bonuses_by_table() {
        let at = |size| HandleKind::ALL.map(|k| k.threshold(size));
        assert_eq!(at(TableSize::Three), [13, 15, 18]);
        assert_eq!(at(TableSize::Four), [10, 13, 15]);
        assert_eq!(at(TableSize::Five), [8, 10, 13]);
        assert_eq!(HandleKind::ALL.map(HandleKind::bonus), [20, 30, 40]);
        assert_eq!(kind_for(TableSize::Four, 9), None);
        assert_eq!(kind_for(TableSize::Four, 12), Some(HandleKind::Simple));
        assert_eq!(kind_for(TableSize::Five, 13), Some(HandleKind::Triple));
    }

    #[test]
    fn a_complete_handle_in_order_counts_without_fault() {
        let shown = trumps(1..=10);
        let hand = CardSet::of(shown.iter().copied().chain(cards("S1 H2")));
        let result = check(TableSize::Four, hand, &shown, None);
        assert_eq!(result, HandleCheck { kind: Some(HandleKind::Simple), counted: true, faults: vec![] });
        let mut down = shown.clone();
        down.reverse();
        assert!(check(TableSize::Four, hand, &down, None).faults.is_empty());
    }

    #[test]
    fn extra_trumps_are_not_shown() {
        let shown = trumps(1..=11);
        let result = check(TableSize::Four, CardSet::of(shown.iter().copied()), &shown, Some(HandleKind::Simple));
        assert_eq!(result.faults, vec![HandleFault::TooManyTrumps { shown: 11, needed: 10 }]);
        assert!(result.counted);
    }

    /// Règlement officiel, « La Poignée »: « La Poignée doit comprendre
    /// effectivement DIX, TREIZE, QUINZE Atouts. Lorsqu'un joueur possède
    /// ONZE, DOUZE, QUATORZE, SEIZE Atouts, il doit en cacher un ou plus de
    /// son choix. » At four players: with 12 trumps he shows 10 (simple),
    /// with 14 he shows 13 (double), with 16 he shows 15 (triple); showing
    /// them all is the fault of too many trumps shown.
    #[test]
    fn with_12_14_or_16_trumps_the_player_hides_those_over_the_handle() {
        for (held, kind, needed) in
            [(12, HandleKind::Simple, 10), (14, HandleKind::Double, 13), (16, HandleKind::Triple, 15)]
        {
            let hand = CardSet::of(trumps(1..=held).into_iter().chain(cards("S1 H2")));
            // The handle's trumps, from the top, the others hidden: no fault.
            let shown: Vec<Card> = trumps(1..=held).into_iter().rev().take(needed).collect();
            let result = check(TableSize::Four, hand, &shown, None);
            assert_eq!(result, HandleCheck { kind: Some(kind), counted: true, faults: vec![] }, "{held} trumps");
            // Every trump shown: too many for the handle they make.
            let all = trumps(1..=held);
            let result = check(TableSize::Four, hand, &all, None);
            assert_eq!(result.kind, Some(kind), "{held} trumps");
            assert_eq!(
                result.faults,
                vec![HandleFault::TooManyTrumps { shown: usize::from(held), needed }],
                "{held} trumps"
            );
            // Announced as the handle he shows, the same.
            let result = check(TableSize::Four, hand, &all, Some(kind));
            assert_eq!(result.faults, vec![HandleFault::TooManyTrumps { shown: usize::from(held), needed }]);
        }
    }

    #[test]
    fn an_incomplete_handle_counts_only_if_the_player_could_complete_it() {
        let hand = CardSet::of(trumps(1..=10));
        let result = check(TableSize::Four, hand, &trumps(1..=9), Some(HandleKind::Simple));
        assert_eq!(result.faults, vec![HandleFault::Incomplete { shown: 9, needed: 10, rectifiable: true }]);
        assert!(result.counted);
        let short = CardSet::of(trumps(1..=9));
        let result = check(TableSize::Four, short, &trumps(1..=9), Some(HandleKind::Simple));
        assert_eq!(result.faults, vec![HandleFault::Incomplete { shown: 9, needed: 10, rectifiable: false }]);
        assert!(!result.counted);
        // Not announced: nine trumps shown by a player holding ten are a
        // simple handle presented incomplete, counted; by a player holding
        // nine, no handle at all.
        let result = check(TableSize::Four, hand, &trumps(1..=9), None);
        assert_eq!(result.kind, Some(HandleKind::Simple));
        assert!(result.counted);
        assert_eq!(check(TableSize::Four, short, &trumps(1..=9), None).kind, None);
    }

    #[test]
    fn trumps_are_shown_in_order() {
        let mut shown = trumps(1..=10);
        shown.swap(2, 7);
        let result = check(TableSize::Four, CardSet::of(shown.iter().copied()), &shown, None);
        assert_eq!(result.faults, vec![HandleFault::OutOfOrder]);
    }

    #[test]
    fn the_excuse_stands_for_a_trump_only_when_no_trump_is_left_hidden() {
        // Nine trumps and the excuse, all shown: a simple handle.
        let mut shown = trumps(1..=9);
        shown.push(Card::EXCUSE);
        let hand = CardSet::of(shown.iter().copied());
        assert_eq!(check(TableSize::Four, hand, &shown, None).faults, vec![]);
        // Ten trumps, nine of them and the excuse shown: the tenth is hidden.
        let mut hand = hand;
        hand.insert(Card::trump(15).unwrap());
        let result = check(TableSize::Four, hand, &shown, None);
        assert_eq!(result.faults, vec![HandleFault::ExcuseHidingTrump { hidden: cards("T15") }]);
    }

    #[test]
    fn trumps_needed_counts_thresholds() {
        assert_eq!(trumps_needed(TableSize::Three, [HandleKind::Triple, HandleKind::Simple]), 31);
        assert_eq!(trumps_needed(TableSize::Four, [HandleKind::Simple, HandleKind::Simple]), 20);
    }
}
