//! Revokes found in a play record: a failure to follow suit when able
//! (Law 61A's first kind, Law 44) and a lead that failed a lead restriction
//! the record carries (61A), with whether the next trick established each
//! (63A1).
//!
//! This is what the cards alone show. The revokes of Law 61A's second kind
//! (a penalty card not played), which need the legal plays Laws 50 and 51
//! give, and what Law 64 makes of each revoke are the laws', in the rules
//! facade (`bridge::revoke` there); the double-dummy analysis reads the
//! revokes from here.

use serde::{Deserialize, Serialize};

use crate::card::{Card, Seat, Suit};
use crate::deal::Deal;
use crate::penalty::{LeadOption, LeadRestrictionLasts};
use crate::play::Trick;
use crate::play_irregularities::RecordedLeadRestriction;

/// A revoke found in the play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct FoundRevoke {
    /// The trick of the revoke, from 1.
    pub trick: u8,
    /// The player who revoked.
    pub seat: Seat,
    /// The card he played.
    pub card: Card,
    /// The suit led, which he held.
    pub suit_led: Suit,
    /// The cards of the suit led he still held when he revoked.
    pub held: Vec<Card>,
    /// Whether the offender or his partner played to the next trick, which
    /// establishes the revoke (63A1).
    pub established_by_play: bool,
    /// For a revoke of Law 61A's second kind: the major penalty card he had
    /// to play (50D1(a)) and did not — a faced card, so Law 64B3 transfers
    /// no trick. Absent for a failure to follow suit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub penalty_card_not_played: Option<Card>,
    /// When two or more of his penalty cards could legally be played at
    /// that turn: all of them. Declarer designates which one is played
    /// (51A), so `penalty_card_not_played` is only the first of them, and a
    /// Law 52 substitution names none. Empty otherwise.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalty_cards_to_designate: Vec<Card>,
    /// For a lead that failed a lead restriction the record carries (61A:
    /// a suit required or forbidden in rectification): the restriction.
    /// `suit_led` is then its suit, and `held` the cards with which he
    /// could have complied. Absent otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lead_restriction_failed: Option<FailedLeadRestriction>,
}

/// A lead restriction a lead failed (see [`FoundRevoke::lead_restriction_failed`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct FailedLeadRestriction {
    /// `require` or `forbid`.
    pub kind: LeadOption,
    /// The suit required or forbidden.
    pub suit: Suit,
    /// The trick at whose lead it was imposed.
    pub imposed_at_trick: u8,
}

/// Every revoke in `tricks`, in order. A seat whose hand `deal` does not
/// know cannot be checked and is skipped.
pub fn find_revokes(deal: &Deal, tricks: &[Trick]) -> Vec<FoundRevoke> {
    let mut revokes = Vec::new();
    // The cards each seat played to the tricks before this one, as bits by
    // `Card::index` (issue 18: each discard searched every earlier trick
    // for each card of the suit, a twentieth of ruling on a 13-trick
    // record that has no revoke at all).
    let mut played_before = [0u64; 4];
    for (index, trick) in tricks.iter().enumerate() {
        if let Some(&(_, lead)) = trick.cards.first() {
            for &(seat, card) in trick.cards.iter().skip(1) {
                if card.suit == lead.suit || !deal.is_known(seat) {
                    continue;
                }
                // What he held of the suit led when this trick started: his
                // hand less the cards he played to earlier tricks.
                let played = played_before[seat.index()];
                let held: Vec<Card> = deal
                    .hand(seat)
                    .iter()
                    .filter(|c| c.suit == lead.suit && played & (1 << c.index()) == 0)
                    .copied()
                    .collect();
                if held.is_empty() {
                    continue;
                }
                let established_by_play = tricks
                    .get(index + 1)
                    .is_some_and(|next| next.cards.iter().any(|(s, _)| *s == seat || *s == seat.partner()));
                revokes.push(FoundRevoke {
                    trick: trick.number,
                    seat,
                    card,
                    suit_led: lead.suit,
                    held,
                    established_by_play,
                    penalty_card_not_played: None,
                    penalty_cards_to_designate: Vec::new(),
                    lead_restriction_failed: None,
                });
            }
        }
        // (A seat's card in a trick is its first there, as `Trick::card_of`
        // says.)
        for seat in Seat::ALL {
            if let Some(card) = trick.card_of(seat) {
                played_before[seat.index()] |= 1 << card.index();
            }
        }
    }
    revokes
}

/// The first lead covered by `restriction` that fails it when its player
/// could comply: the lead of its trick, and for a prohibition that lasts
/// while he keeps the lead, each lead after a trick he won. A hand the deal
/// does not give is not checked.
pub fn lead_restriction_failed(
    deal: &Deal,
    tricks: &[Trick],
    restriction: &RecordedLeadRestriction,
) -> Option<FoundRevoke> {
    let seat = restriction.seat;
    if !deal.is_known(seat) {
        return None;
    }
    let mut index = usize::from(restriction.trick).checked_sub(1)?;
    loop {
        let trick = tricks.get(index)?;
        if trick.leader != seat {
            return None;
        }
        let &(_, lead) = trick.cards.first()?;
        let played_before: Vec<Card> = tricks[..index].iter().filter_map(|t| t.card_of(seat)).collect();
        let hand = deal.hand(seat).iter().filter(|c| !played_before.contains(c)).copied();
        let (broken, could): (bool, Vec<Card>) = match restriction.kind {
            LeadOption::Require => {
                (lead.suit != restriction.suit, hand.filter(|c| c.suit == restriction.suit).collect())
            }
            LeadOption::Forbid => {
                (lead.suit == restriction.suit, hand.filter(|c| c.suit != restriction.suit).collect())
            }
        };
        if broken && !could.is_empty() {
            return Some(FoundRevoke {
                trick: trick.number,
                seat,
                card: lead,
                suit_led: restriction.suit,
                held: could,
                established_by_play: tricks
                    .get(index + 1)
                    .is_some_and(|next| next.cards.iter().any(|(s, _)| *s == seat || *s == seat.partner())),
                penalty_card_not_played: None,
                penalty_cards_to_designate: Vec::new(),
                lead_restriction_failed: Some(FailedLeadRestriction {
                    kind: restriction.kind,
                    suit: restriction.suit,
                    imposed_at_trick: restriction.trick,
                }),
            });
        }
        // A requirement holds at its lead only; a prohibition may last while
        // he keeps the lead: he leads the next trick if he won this one.
        let lasts = restriction.kind == LeadOption::Forbid
            && restriction.lasts == LeadRestrictionLasts::WhilePartnerRetainsLead
            && trick.winner == Some(seat);
        if !lasts {
            return None;
        }
        index += 1;
    }
}
