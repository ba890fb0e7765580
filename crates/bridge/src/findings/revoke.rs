//! Revokes as the laws see them: the failures to follow suit the record
//! shows (arbitre-bridge's [`find_revokes`]) and those of Law 61A's second
//! kind, a penalty card not played (Laws 50C, 50D, 51A through the legal
//! plays); whether each was established (Law 63A1), and the trick-transfer
//! arithmetic of Law 64A (arbitre-bridge's `laws::law64`) with the
//! exceptions the record itself shows.
//!
//! Only what a record can show is derived here. When attention was drawn
//! (64B4, B5), whether a faced card was not played (64B3 for a defender's
//! penalty card) and claims (63A3) are facts the director gives.

// The revokes the cards alone show are the model's; they are seen here
// under their old paths.
pub use crate::revoke::{FailedLeadRestriction, FoundRevoke, find_revokes, lead_restriction_failed};
// Law 64A's arithmetic is a paragraph of the bridge crate's laws.
pub use crate::laws::law64::{Transfer, transfer, transfer_from_play};

use crate::card::{Card, Seat};
use crate::deal::Deal;
use crate::findings::play_irregularities::RecordedLeadRestriction;
use crate::play::Trick;
use crate::rectification::PenaltyCardKind;

// What the ruling says of each revoke of the board is part of what it
// derives: the type sits with the other derived values.
pub use crate::derived::RevokeOnBoard;

/// Every revoke of the play: failures to follow suit ([`find_revokes`]) and
/// revokes of Law 61A's second kind — a defender who, following to a trick
/// with penalty cards on the table, played a card Laws 50C, 50D and 51A
/// forbade him (the legal plays of [`legal_plays`](crate::findings::legal_plays::legal_plays)
/// with the penalty cards on the table when the trick began, `at_trick`,
/// see [`walk`](crate::findings::play_irregularities::walk)); in the order of play.
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
    at_trick: &[Vec<crate::findings::legal_plays::PenaltyCardInForce>],
    restrictions: &[RecordedLeadRestriction],
) -> Vec<FoundRevoke> {
    use crate::findings::legal_plays::{Turn, legal_cards};
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
            // Only the cards matter here: the reasons are not written.
            let plays = legal_cards(&turn, in_force, &[]);
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
