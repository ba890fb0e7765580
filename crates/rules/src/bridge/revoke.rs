//! Revokes found in a play record (Law 61A: failing to follow suit when able,
//! Law 44), whether each was established (Law 63A1), and the trick-transfer
//! arithmetic of Law 64A with the exceptions the record itself shows.
//!
//! Only what a record can show is derived here. When attention was drawn
//! (64B4, B5), whether a faced card was not played (64B3 for a defender's
//! penalty card) and claims (63A3) are facts the director gives.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::bridge::card::{Card, Seat, Side, Suit};
use crate::bridge::deal::Deal;
use crate::bridge::play::Trick;
use crate::bridge::play_irregularities::RecordedLeadRestriction;
use crate::bridge::rectification::{LeadOption, LeadRestrictionLasts, PenaltyCardKind};

/// A revoke found in the play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct FailedLeadRestriction {
    /// `require` or `forbid`.
    pub kind: LeadOption,
    /// The suit required or forbidden.
    pub suit: Suit,
    /// The trick at whose lead it was imposed.
    pub imposed_at_trick: u8,
}

/// One revoke of a board ruled with all the others (in either edition the
/// board's revokes are one ruling): what Law 64 transfers for it, and the
/// paragraph that decides so.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct RevokeOnBoard {
    /// The trick of the revoke, from 1.
    pub trick: u8,
    /// The player who revoked.
    pub seat: Seat,
    /// Tricks transferred for it to the other side (64A), 0 under an
    /// exception of 64B.
    pub transferred: u8,
    /// The stable id of the rule that decides it, in the ruling's edition
    /// (`ffb2017.law64.a1`, `ffb2007.law64.b2`…).
    pub rule: String,
    /// That rule's law and paragraph.
    pub citation: crate::ruling::Citation,
}

/// Every revoke in `tricks`, in order. A seat whose hand `deal` does not
/// know cannot be checked and is skipped.
pub fn find_revokes(deal: &Deal, tricks: &[Trick]) -> Vec<FoundRevoke> {
    let mut revokes = Vec::new();
    for (index, trick) in tricks.iter().enumerate() {
        let Some(&(_, lead)) = trick.cards.first() else { continue };
        for &(seat, card) in trick.cards.iter().skip(1) {
            if card.suit == lead.suit || !deal.is_known(seat) {
                continue;
            }
            // What he held of the suit led when this trick started: his hand
            // less the cards he played to earlier tricks.
            let played_before: Vec<Card> = tricks[..index].iter().filter_map(|t| t.card_of(seat)).collect();
            let held: Vec<Card> =
                deal.hand(seat).iter().filter(|c| c.suit == lead.suit && !played_before.contains(c)).copied().collect();
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
    revokes
}

/// Every revoke of the play: failures to follow suit ([`find_revokes`]) and
/// revokes of Law 61A's second kind — a defender who, following to a trick
/// with penalty cards on the table, played a card Laws 50C, 50D and 51A
/// forbade him (the legal plays of [`legal_plays`](crate::bridge::legal_plays::legal_plays)
/// with the penalty cards on the table when the trick began, `at_trick`,
/// see [`walk`](crate::bridge::play_irregularities::walk)); in the order of play.
///
/// When only penalty cards could legally be played (a major one due under
/// 50D1(a), or the only legal cards), the card not played is named in
/// `penalty_card_not_played`: a faced card, Law 64B3. A holder of penalty
/// cards is checked at his own lead too (50D1(a), 50C), except where his
/// partner's major penalty card calls for declarer's election (50D2) or a
/// recorded lead restriction binds him; a hand the deal does not give is not
/// checked for this second kind.
///
/// A lead restriction the record carries (`restrictions`) is checked
/// against the leads it covers: a lead of another suit when he held the
/// suit required, or of the suit forbidden when he held another, is a revoke
/// too (61A); unable to comply, he leads any card (59).
pub fn all_revokes(
    deal: &Deal,
    declarer: Seat,
    tricks: &[Trick],
    at_trick: &[Vec<crate::bridge::legal_plays::PenaltyCardInForce>],
    restrictions: &[RecordedLeadRestriction],
) -> Vec<FoundRevoke> {
    use crate::bridge::legal_plays::{Turn, legal_plays};
    let mut revokes = find_revokes(deal, tricks);
    for restriction in restrictions {
        if let Some(failed) = lead_restriction_failed(deal, tricks, restriction) {
            revokes.push(failed);
        }
    }
    for (index, trick) in tricks.iter().enumerate() {
        let Some(&(_, lead)) = trick.cards.first() else { continue };
        let in_force = at_trick.get(index).map_or(&[][..], Vec::as_slice);
        for (position, &(seat, card)) in trick.cards.iter().enumerate() {
            if !deal.is_known(seat) || !in_force.iter().any(|p| p.seat == seat) {
                continue;
            }
            // His own lead is checked too (50D1(a): a major penalty card is
            // played at the first legal opportunity, leading included; 50C),
            // unless his partner's major penalty card calls for declarer's
            // election at that lead (50D2), or a lead restriction the record
            // carries binds it (checked above): what declarer chose is then
            // not all in the record.
            let leading = position == 0;
            let partners_major = in_force.iter().any(|p| p.seat == seat.partner() && p.kind == PenaltyCardKind::Major);
            let restricted = restrictions.iter().any(|r| r.seat == seat && usize::from(r.trick) <= trick.number.into());
            if leading && (partners_major || restricted) {
                continue;
            }
            let played_before: Vec<Card> = tricks[..index].iter().filter_map(|t| t.card_of(seat)).collect();
            let hand: Vec<Card> = deal.hand(seat).iter().filter(|c| !played_before.contains(c)).copied().collect();
            let held: Vec<Card> = hand.iter().filter(|c| c.suit == lead.suit).copied().collect();
            let suit_led = if leading { None } else { Some(lead.suit) };
            let turn = Turn { seat, suit_led, hand, declarer };
            let plays = legal_plays(&turn, in_force, &[]);
            if plays.may_play.contains(&card) {
                continue;
            }
            let own_penalty = |c: &Card| in_force.iter().any(|p| p.seat == seat && p.card == *c);
            let faced_only = !plays.must_play.is_empty() || plays.may_play.iter().all(own_penalty);
            // A card of a minor penalty card's suit below honour rank,
            // played or led while that card lay on the table (50C), is the
            // penalty card not played: Law 52's, whatever else he might
            // have played (a regression probe found a lead and a discard of
            // the H5 over a minor H6 ruled as a plain revoke).
            let minor_of_suit = || {
                in_force
                    .iter()
                    .find(|p| {
                        p.seat == seat
                            && p.kind == PenaltyCardKind::Minor
                            && p.card.suit == card.suit
                            && p.card != card
                            && !card.rank.is_honour()
                    })
                    .map(|p| p.card)
            };
            let not_played = if faced_only { plays.may_play.first().copied() } else { minor_of_suit() };
            // 51A: two or more penalty cards legally playable, declarer
            // would have designated one; the record cannot say which.
            let to_designate =
                if faced_only && plays.declarer_designates { plays.must_play.clone() } else { Vec::new() };
            match revokes.iter_mut().find(|r| r.trick == trick.number && r.seat == seat) {
                // Also a failure to follow suit: one revoke, the faced card named.
                Some(found) => {
                    found.penalty_card_not_played = not_played;
                    found.penalty_cards_to_designate = to_designate;
                }
                None => revokes.push(FoundRevoke {
                    trick: trick.number,
                    seat,
                    card,
                    suit_led: lead.suit,
                    held,
                    established_by_play: tricks
                        .get(index + 1)
                        .is_some_and(|next| next.cards.iter().any(|(s, _)| *s == seat || *s == seat.partner())),
                    penalty_card_not_played: not_played,
                    penalty_cards_to_designate: to_designate,
                    lead_restriction_failed: None,
                }),
            }
        }
    }
    revokes.sort_by_key(|r| r.trick);
    revokes
}

/// The first lead covered by `restriction` that fails it when its player
/// could comply: the lead of its trick, and for a prohibition that lasts
/// while he keeps the lead, each lead after a trick he won. A hand the deal
/// does not give is not checked.
fn lead_restriction_failed(
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
