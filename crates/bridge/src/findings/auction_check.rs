//! Checking an auction record: every call with whose turn it was and what
//! was irregular about it, and the restrictions in force for the next caller
//! given the rulings already made (must pass, may not double or redouble).

use serde::{Deserialize, Serialize};

use crate::auction::{Auction, AuctionCall, lowest_sufficient_bid};
use crate::card::Seat;
use crate::derived::RoleSeats;
use crate::game::Until;
use crate::rectification::{AsBridge, Rectification};
use crate::vocabulary::Role;

/// A ruling already made during this auction, whose restrictions may still
/// be in force.
// `R` is the vocabulary its rectifications are read in: a ruling's
// consequences here, the decision's union in the facade's API.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct RulingInForce<R> {
    /// The offender of that ruling: roles in its rectifications are read
    /// around him.
    pub offender: Seat,
    /// The number of the call (from 1) after which the ruling was given:
    /// "his next turn" counts from there.
    pub after_call: usize,
    /// The ruling's rectifications, as the decision gave them. Only those
    /// that restrict calls matter here; the others are ignored.
    // The decision's own type (bridge's and the shared vocabulary), so a
    // client can send back what it received, a cancelled call included.
    pub rectifications: Vec<R>,
}

/// One call of the record, as checked.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct CheckedCall {
    /// Its position in the record, from 1.
    pub number: usize,
    /// Who made it.
    pub seat: Seat,
    /// The call.
    pub call: String,
    /// Whose turn it was.
    pub turn: Seat,
    /// Whether it was made in rotation; a call at RHO's turn counts as in
    /// rotation when a ruling in force requires RHO to pass (Law 28A).
    pub in_rotation: bool,
    /// Whether it is a bid lower than the last bid standing.
    pub insufficient: bool,
    /// For an insufficient bid, the lowest sufficient bid in its denomination.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lowest_sufficient_bid: Option<String>,
    /// Whether it stands: not withdrawn or cancelled in the record, and not
    /// a pass cancelled when the auction reverted to a player who lost his
    /// turn (Law 17D3).
    pub stands: bool,
    /// Whether it is a call other than pass by a player a ruling in force
    /// required to pass: Law 37 governs it (the kind
    /// `bridge.call_by_player_required_to_pass` under `ffb-2017`; the
    /// director rules it under `ffb-2007`). Listed among the irregular calls.
    pub by_player_required_to_pass: bool,
    /// Whether it is a double or redouble by a player a ruling in force
    /// forbade to double or redouble at this turn (2007 30B2(b)): the
    /// director rules on it. Listed among the irregular calls.
    pub by_player_barred_from_doubling: bool,
    /// Whether it was made after the auction had closed: a call after the
    /// final pass (Law 39, `bridge.call_after_auction`), withdrawn in the
    /// record or standing (a record shows one standing only when a call
    /// the laws deem in rotation, 28A, closed the auction earlier than its
    /// calls out of rotation suggest). Listed among the irregular calls.
    pub after_auction: bool,
}

/// A restriction on the next caller.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum CallRestriction {
    /// He must pass.
    MustPass {
        /// Until when.
        until: Until,
    },
    /// He may not double or redouble.
    MayNotDoubleOrRedouble,
}

/// The result of checking an auction.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct AuctionCheck {
    /// The dealer.
    pub dealer: Seat,
    /// Every call, in the order made.
    pub calls: Vec<CheckedCall>,
    /// The numbers of the calls that were irregular: insufficient, out of
    /// rotation, by a player required to pass or barred from doubling, or
    /// after the auction closed.
    pub irregular_calls: Vec<usize>,
    /// Whether the auction has closed.
    pub closed: bool,
    /// Whose turn it is, while the auction is open.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_seat: Option<Seat>,
    /// The contract once the auction has closed (`Pass` when passed out).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub contract: Option<String>,
    /// Declarer, once the auction has closed on a contract.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub declarer: Option<Seat>,
    /// The restrictions in force for the next caller.
    pub restrictions: Vec<CallRestriction>,
    /// Each time three passes after a call did not close the auction
    /// because one of them, made out of rotation, cost a player his turn:
    /// the auction reverted to him (2017 Law 17D3; 17E2 in 2007).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub reversions: Vec<AuctionReversion>,
}

/// The auction sent back to a player who lost his turn (2017 Law 17D3; 17E2
/// in 2007). The passes from the one out of rotation that skipped him on
/// are cancelled; the information they carry is governed by Law 16C (2007
/// 16D), whoever passed out of rotation being an offender.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct AuctionReversion {
    /// The player who missed his turn: the auction reverted to him.
    pub to: Seat,
    /// The numbers of the passes cancelled (from 1), the one out of
    /// rotation first.
    pub cancelled_calls: Vec<usize>,
    /// Who passed out of rotation among them: the offenders of Law 16C.
    pub offenders: Vec<Seat>,
}

fn seat_of(role: Role, around: &RoleSeats) -> Option<Seat> {
    match role {
        Role::Offender => Some(around.offender),
        Role::OffendersPartner => Some(around.offenders_partner),
        Role::OffendersLho => Some(around.offenders_lho),
        Role::OffendersRho => Some(around.offenders_rho),
        // Declarer is not known from the offender; the director makes no call.
        Role::Declarer | Role::Director => None,
    }
}

/// Whether a ruling in force requires `seat` to pass at call `index` (its
/// "next turn" not yet over, or the rest of the auction).
pub(crate) fn must_pass_at<R: AsBridge>(
    auction: &Auction,
    rulings: &[RulingInForce<R>],
    seat: Seat,
    index: usize,
) -> bool {
    rulings.iter().filter(|ruling| ruling.after_call <= index).any(|ruling| {
        let around = RoleSeats::around(ruling.offender);
        ruling.rectifications.iter().filter_map(|r| r.as_bridge()).any(|r| match r {
            Rectification::MustPass { player, until } if seat_of(*player, &around) == Some(seat) => {
                *until == Until::EndOfAuction
                    || next_turn_counts_from(auction, ruling, *player)
                        .is_some_and(|from| from <= index && !turn_used_since(auction, seat, from, index))
            }
            _ => false,
        })
    })
}

/// Where "his next turn" starts for a pass `player` must make at his next
/// turn under `ruling`: after the call the ruling was given after, or, for
/// the offender's partner, after the offender's own next call (`None` while
/// the offender has not called again).
///
/// The 2017 laws bar the partner "when next it is his turn to call" after
/// the offender's call that was not comparable (30B1(b)(ii), 31A2(b) by way
/// of 31B2, 32B2): the partner's turn that comes before it is free (30B1(a),
/// 31B1, 32B1: "any legal call at his proper turn", 16C2 applying). At RHO's
/// turn the offender calls before his partner anyway; at partner's or LHO's
/// turn a probe's record (the EBU forum's bid out of turn at partner's turn)
/// had the partner's free call flagged under Law 37 and his barred one missed.
///
/// Only a ruling on a call out of rotation counts so: its cancelled call
/// sends the turn back (`turn_reverts`). A partner barred by Law 24 (a card
/// exposed during the auction) passes at his very next turn, whoever calls
/// first (a regression probe found that pass lifted).
///
/// The record says so too: the call the ruling follows is the offender's,
/// marked out of rotation and withdrawn (a probe sent the ruling's pass
/// alone, without `turn_reverts`, and the partner's free call was flagged).
fn next_turn_counts_from<R: AsBridge>(auction: &Auction, ruling: &RulingInForce<R>, player: Role) -> Option<usize> {
    // Not for a Law 24 ruling given at that same moment (a card exposed as
    // the call was made): its pass is at the partner's very next turn.
    let law24 = ruling
        .rectifications
        .iter()
        .filter_map(|r| r.as_bridge())
        .any(|r| matches!(r, Rectification::PenaltyCards { .. } | Rectification::CardsReturnedToHand { .. }));
    let withdrawn_out_of_rotation = !law24
        && ruling.after_call.checked_sub(1).and_then(|k| auction.calls.get(k)).is_some_and(|c| {
            c.seat == ruling.offender && c.withdrawn && c.irregularity.is_some_and(|i| i.is_out_of_rotation())
        });
    let call_out_of_rotation = withdrawn_out_of_rotation
        || ruling
            .rectifications
            .iter()
            .filter_map(|r| r.as_bridge())
            .any(|r| matches!(r, Rectification::TurnReverts { .. }));
    if player != Role::OffendersPartner || !call_out_of_rotation {
        return Some(ruling.after_call);
    }
    (ruling.after_call..auction.calls.len())
        .find(|&k| auction.call_stands(k) && auction.calls[k].seat == ruling.offender)
        .map(|k| k + 1)
}

/// Whether a ruling in force forbids `seat` to double or redouble at call
/// `index` (2007 30B2(b): "at that turn"; or for the rest of the auction).
pub(crate) fn barred_from_doubling_at<R: AsBridge>(
    auction: &Auction,
    rulings: &[RulingInForce<R>],
    seat: Seat,
    index: usize,
) -> bool {
    rulings.iter().filter(|ruling| ruling.after_call <= index).any(|ruling| {
        let around = RoleSeats::around(ruling.offender);
        ruling.rectifications.iter().filter_map(|r| r.as_bridge()).any(|r| {
            matches!(r, Rectification::MayNotDoubleOrRedouble { player, until }
                if seat_of(*player, &around) == Some(seat)
                    && (*until == Until::EndOfAuction || !turn_used_since(auction, seat, ruling.after_call, index)))
        })
    })
}

/// Whether `seat`'s turn came between calls `from` and `to` (a standing call
/// made at his turn, by him or over him under 28A): "his next turn" is then
/// over.
fn turn_used_since(auction: &Auction, seat: Seat, from: usize, to: usize) -> bool {
    (from..to.min(auction.calls.len()))
        .any(|k| auction.call_stands(k) && (auction.calls[k].seat == seat || auction.state_before(k).turn == seat))
}

/// Checks `auction` and lists the restrictions `rulings` leave on the next caller.
///
/// A call made at the turn of a player the rulings require to pass is in
/// rotation (28A): that player had no call to lose, so the passes that
/// follow it close the auction as they would in rotation, and Law 17D3 does
/// not send it back to him (a probe had the auction reverted to a player
/// barred for the rest of it, and a later bid read as the contract). Which
/// calls those are can depend on what stands, so it is worked out again
/// until it no longer changes (a handful of rounds at most).
pub fn check_auction<R: AsBridge>(auction: &Auction, rulings: &[RulingInForce<R>]) -> AuctionCheck {
    let mut ruled = auction.clone();
    let mut check = check_as_ruled(&ruled, rulings);
    for _ in 0..4 {
        let deemed: Vec<usize> = check
            .calls
            .iter()
            .enumerate()
            .filter(|(i, c)| c.in_rotation && c.turn != c.seat && ruled.calls.get(*i).is_some_and(AuctionCall::stands))
            .map(|(i, _)| i)
            .collect();
        if deemed == ruled.in_rotation_by_law {
            break;
        }
        ruled.in_rotation_by_law = deemed;
        check = check_as_ruled(&ruled, rulings);
    }
    check
}

/// [`check_auction`] on an auction whose calls the laws deem in rotation
/// are already marked.
fn check_as_ruled<R: AsBridge>(auction: &Auction, rulings: &[RulingInForce<R>]) -> AuctionCheck {
    let calls: Vec<CheckedCall> =
        auction.calls.iter().enumerate().map(|(i, c)| checked_call(auction, rulings, i, c)).collect();
    let closed = auction.is_closed();
    let next_seat = (!closed).then(|| auction.next_seat());
    let restrictions = next_seat.map(|next| restrictions_on(auction, rulings, next)).unwrap_or_default();
    AuctionCheck {
        dealer: auction.dealer,
        irregular_calls: calls
            .iter()
            .filter(|c| {
                c.insufficient
                    || !c.in_rotation
                    || c.by_player_required_to_pass
                    || c.by_player_barred_from_doubling
                    || c.after_auction
            })
            .map(|c| c.number)
            .collect(),
        calls,
        closed,
        next_seat,
        contract: closed.then(|| auction.final_contract()).flatten().map(|c| c.to_string()),
        declarer: if closed { auction.declarer() } else { None },
        restrictions,
        reversions: reversions(auction),
    }
}

/// The call `c`, at index `i` of the auction, as the check reports it: whose
/// turn it was, and what makes it irregular.
fn checked_call<R: AsBridge>(
    auction: &Auction,
    rulings: &[RulingInForce<R>],
    i: usize,
    c: &AuctionCall,
) -> CheckedCall {
    let state = auction.state_before(i);
    let last_bid = state.last_bid.map(|(_, _, b)| b);
    let bid = c.call.bid();
    let insufficient = bid.is_some_and(|b| !b.is_sufficient_over(last_bid));
    // 28A: a call at RHO's turn is in rotation when that opponent is
    // required by law to pass (a ruling in force says so).
    let over_required_pass = c.seat == state.turn.next() && must_pass_at(auction, rulings, state.turn, i);
    CheckedCall {
        number: i + 1,
        seat: c.seat,
        call: c.call.to_string(),
        turn: state.turn,
        in_rotation: state.turn == c.seat || over_required_pass,
        insufficient,
        lowest_sufficient_bid: bid
            .filter(|_| insufficient)
            .and_then(|b| lowest_sufficient_bid(b.strain, last_bid))
            .map(|b| b.to_string()),
        stands: auction.call_stands(i),
        // A probe's record went on with a barred player's bid, and
        // the check flagged nothing.
        by_player_required_to_pass: auction.call_stands(i)
            && c.call != crate::auction::Call::Pass
            && must_pass_at(auction, rulings, c.seat, i),
        // A probe's 2007 record showed the partner doubling at the
        // very turn 30B2(b) forbade it, and nothing was flagged.
        by_player_barred_from_doubling: auction.call_stands(i)
            && matches!(c.call, crate::auction::Call::Double | crate::auction::Call::Redouble)
            && barred_from_doubling_at(auction, rulings, c.seat, i),
        after_auction: state.closed_by.is_some(),
    }
}

/// The restrictions the rulings in force leave on `next`, the next caller.
fn restrictions_on<R: AsBridge>(auction: &Auction, rulings: &[RulingInForce<R>], next: Seat) -> Vec<CallRestriction> {
    let mut restrictions = Vec::new();
    for ruling in rulings {
        let around = RoleSeats::around(ruling.offender);
        // Has `next` made a standing call since the ruling? Then "his
        // next turn" is over.
        let called_since = turn_used_since(auction, next, ruling.after_call, auction.calls.len());
        for r in ruling.rectifications.iter().filter_map(|r| r.as_bridge()) {
            match r {
                Rectification::MustPass { player, until }
                    if seat_of(*player, &around) == Some(next)
                        && (*until == Until::EndOfAuction
                            || next_turn_counts_from(auction, ruling, *player)
                                .is_some_and(|from| !turn_used_since(auction, next, from, auction.calls.len()))) =>
                {
                    restrictions.push(CallRestriction::MustPass { until: *until });
                }
                Rectification::MayNotDoubleOrRedouble { player, .. }
                    if seat_of(*player, &around) == Some(next) && !called_since =>
                {
                    restrictions.push(CallRestriction::MayNotDoubleOrRedouble);
                }
                _ => {}
            }
        }
    }
    restrictions
}

/// The auction's reversions (17D3, 2007 17E2), with the players whose calls
/// out of rotation they cancelled.
fn reversions(auction: &Auction) -> Vec<AuctionReversion> {
    auction
        .reversions()
        .into_iter()
        .map(|reversion| {
            let mut offenders: Vec<Seat> = Vec::new();
            for &k in &reversion.cancelled {
                let state = auction.state_before(k);
                if state.turn != auction.calls[k].seat && !offenders.contains(&auction.calls[k].seat) {
                    offenders.push(auction.calls[k].seat);
                }
            }
            AuctionReversion {
                to: reversion.to,
                cancelled_calls: reversion.cancelled.iter().map(|k| k + 1).collect(),
                offenders,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rectification::Consequence;

    /// A ruling in force as a bridge ruling states it.
    type RulingInForce = super::RulingInForce<Consequence>;
    use crate::auction::AuctionCall;

    fn auction(calls: &[(Seat, &str)]) -> Auction {
        Auction {
            dealer: Seat::N,
            calls: calls.iter().map(|(s, c)| AuctionCall::new(*s, c.parse().expect("call"))).collect(),
            in_rotation_by_law: Vec::new(),
        }
    }

    #[test]
    fn an_insufficient_bid_is_found_with_its_lowest_sufficient_bid() {
        let check = check_auction(&auction(&[(Seat::N, "1H"), (Seat::E, "1D")]), &[] as &[RulingInForce]);
        assert_eq!(check.irregular_calls, vec![2]);
        assert_eq!(check.calls[1].lowest_sufficient_bid.as_deref(), Some("2D"));
        assert_eq!(check.next_seat, Some(Seat::S));
        assert!(!check.closed);
    }

    #[test]
    fn a_bid_by_a_player_required_to_pass_is_flagged_for_law_37() {
        // East's insufficient 1H replaced by 2C: West must pass for the
        // rest of the auction (27B2). West's 2H is Law 37's, flagged; his
        // pass before it is not.
        let mut record = auction(&[
            (Seat::N, "1S"),
            (Seat::E, "1H"),
            (Seat::E, "2C"),
            (Seat::S, "2D"),
            (Seat::W, "Pass"),
            (Seat::N, "2S"),
            (Seat::E, "Pass"),
            (Seat::S, "Pass"),
            (Seat::W, "3H"),
        ]);
        record.calls[1].withdrawn = true;
        let ruling = RulingInForce {
            offender: Seat::E,
            after_call: 2,
            rectifications: vec![
                Rectification::MustPass { player: Role::OffendersPartner, until: Until::EndOfAuction }.into(),
            ],
        };
        let check = check_auction(&record, &[ruling]);
        let flagged: Vec<usize> =
            check.calls.iter().filter(|c| c.by_player_required_to_pass).map(|c| c.number).collect();
        assert_eq!(flagged, vec![9]);
        assert!(check.irregular_calls.contains(&9));
        // Without the ruling nothing is flagged.
        assert!(check_auction(&record, &[] as &[RulingInForce]).calls.iter().all(|c| !c.by_player_required_to_pass));
    }

    /// The partner's pass "at his next turn": after a call out of rotation
    /// cancelled at his turn (2017 31B), his own turn first is free and the
    /// bar follows the offender's later call (31B1, 31B2); after a card
    /// exposed during the auction (Law 24) his very next turn is barred.
    #[test]
    fn the_partners_next_turn_counts_from_the_offenders_call_only_after_a_call_out_of_rotation() {
        // North deals; East bids 1H; West exposes a card; the ruling (24) is
        // given after call 2: East must pass at his next turn.
        let law24 = RulingInForce {
            offender: Seat::W,
            after_call: 2,
            rectifications: vec![
                Rectification::MustPass { player: Role::OffendersPartner, until: Until::NextTurn }.into(),
            ],
        };
        let east_barred = auction(&[
            (Seat::N, "1C"),
            (Seat::E, "1H"),
            (Seat::S, "1S"),
            (Seat::W, "Pass"),
            (Seat::N, "Pass"),
            (Seat::E, "2H"),
        ]);
        assert!(check_auction(&east_barred, std::slice::from_ref(&law24)).calls[5].by_player_required_to_pass);
        let open = auction(&[(Seat::N, "1C"), (Seat::E, "1H"), (Seat::S, "1S"), (Seat::W, "Pass"), (Seat::N, "Pass")]);
        assert_eq!(
            check_auction(&open, std::slice::from_ref(&law24)).restrictions,
            vec![CallRestriction::MustPass { until: Until::NextTurn }]
        );
        // South deals; North bids 2S out of turn at South's turn, cancelled
        // (31B): South's first call is free; North's pass (not comparable)
        // bars him at the turn after it.
        let mut record = auction(&[
            (Seat::N, "2S"),
            (Seat::S, "1H"),
            (Seat::W, "2D"),
            (Seat::N, "Pass"),
            (Seat::E, "Pass"),
            (Seat::S, "2H"),
        ]);
        record.dealer = Seat::S;
        record.calls[0].withdrawn = true;
        let law31 = RulingInForce {
            offender: Seat::N,
            after_call: 1,
            rectifications: vec![
                Rectification::TurnReverts { to: Role::OffendersPartner }.into(),
                Rectification::MustPass { player: Role::OffendersPartner, until: Until::NextTurn }.into(),
            ],
        };
        let check = check_auction(&record, std::slice::from_ref(&law31));
        assert!(!check.calls[1].by_player_required_to_pass, "South's 1H is his free call (31B1)");
        assert!(check.calls[5].by_player_required_to_pass, "South's 2H follows North's call (31B2)");
    }

    /// 2007 30B2(b): after a pass out of rotation at partner's turn (a bid
    /// made), the partner may not double or redouble at that turn; his
    /// double there is flagged, a double at a later turn is not.
    #[test]
    fn a_double_by_a_player_barred_from_doubling_is_flagged() {
        // North opens 1S; West passes at East's turn (his partner's),
        // cancelled; East doubles at that very turn.
        let mut record = auction(&[(Seat::N, "1S"), (Seat::W, "Pass"), (Seat::E, "X")]);
        record.calls[1].withdrawn = true;
        let ruling = RulingInForce {
            offender: Seat::W,
            after_call: 2,
            rectifications: vec![
                Rectification::MayNotDoubleOrRedouble { player: Role::OffendersPartner, until: Until::NextTurn }.into(),
            ],
        };
        let check = check_auction(&record, std::slice::from_ref(&ruling));
        assert!(check.calls[2].by_player_barred_from_doubling);
        assert!(check.irregular_calls.contains(&3));
        let later = auction(&[
            (Seat::N, "1S"),
            (Seat::E, "Pass"),
            (Seat::S, "2S"),
            (Seat::W, "Pass"),
            (Seat::N, "Pass"),
            (Seat::E, "X"),
        ]);
        let ruling = RulingInForce { after_call: 1, ..ruling };
        assert!(!check_auction(&later, std::slice::from_ref(&ruling)).calls[5].by_player_barred_from_doubling);
    }

    #[test]
    fn a_call_over_an_opponent_required_to_pass_is_in_rotation() {
        // East's pass at North's turn is cancelled: he must pass at his next
        // turn (2017 30A). North passes; South bids 1H at East's turn: in
        // rotation under 28A (a probe's EBU forum ruling, "On rule 28A").
        let mut record = auction(&[(Seat::E, "Pass"), (Seat::N, "Pass"), (Seat::S, "1H")]);
        record.calls[0].withdrawn = true;
        let ruling = RulingInForce {
            offender: Seat::E,
            after_call: 1,
            rectifications: vec![Rectification::MustPass { player: Role::Offender, until: Until::NextTurn }.into()],
        };
        let check = check_auction(&record, std::slice::from_ref(&ruling));
        assert!(check.calls[2].in_rotation, "{:?}", check.calls[2]);
        assert!(!check.irregular_calls.contains(&3), "{:?}", check.irregular_calls);
        assert_eq!(check.next_seat, Some(Seat::W));
        // Without the ruling, South called out of rotation.
        assert!(!check_auction(&record, &[] as &[RulingInForce]).calls[2].in_rotation);
        // His next turn was used by South's call over him: at his following
        // turn he may call, and a call over him again is out of rotation.
        let mut on =
            auction(&[(Seat::E, "Pass"), (Seat::N, "Pass"), (Seat::S, "1H"), (Seat::W, "Pass"), (Seat::N, "Pass")]);
        on.calls[0].withdrawn = true;
        let check = check_auction(&on, std::slice::from_ref(&ruling));
        assert_eq!((check.next_seat, check.restrictions.len()), (Some(Seat::E), 0), "{:?}", check.restrictions);
        on.calls.push(AuctionCall::new(Seat::S, "2H".parse().expect("call")));
        assert!(!check_auction(&on, &[ruling]).calls[5].in_rotation);
    }

    #[test]
    fn passes_over_a_player_required_to_pass_close_the_auction_without_reverting_to_him() {
        // East's insufficient 1H is withdrawn and replaced by a pass: West
        // passes throughout (27B2). North passes at West's turn, in
        // rotation under 28A; East and South pass: three passes after 2S
        // close the auction (North declares: he bid spades first), and Law
        // 17D3 does not send it back to West, who had no call to lose (an
        // auction probe had it reverted, and North's later 3S read as the
        // contract).
        let mut record = auction(&[
            (Seat::N, "1S"),
            (Seat::E, "1H"),
            (Seat::E, "Pass"),
            (Seat::S, "2S"),
            (Seat::N, "Pass"),
            (Seat::E, "Pass"),
            (Seat::S, "Pass"),
            (Seat::W, "Pass"),
            (Seat::N, "3S"),
        ]);
        record.calls[1].withdrawn = true;
        let barred = RulingInForce {
            offender: Seat::E,
            after_call: 3,
            rectifications: vec![
                Rectification::MustPass { player: Role::OffendersPartner, until: Until::EndOfAuction }.into(),
            ],
        };
        let check = check_auction(&record, std::slice::from_ref(&barred));
        assert!(check.calls[4].in_rotation, "{:?}", check.calls[4]);
        assert!(check.reversions.is_empty(), "{:?}", check.reversions);
        assert_eq!((check.closed, check.contract.as_deref(), check.declarer), (true, Some("2S"), Some(Seat::N)));
        // What follows the close is a call after the auction (Law 39).
        assert!(check.calls[7].after_auction && check.calls[8].after_auction, "{:?}", &check.calls[7..]);
        assert!(check.irregular_calls.contains(&9), "{:?}", check.irregular_calls);
        // Without the ruling, North's pass skipped West, who lost his turn:
        // the auction reverts to him (17D3).
        let unruled = check_auction(&record, &[] as &[RulingInForce]);
        assert_eq!(unruled.reversions.first().map(|r| r.to), Some(Seat::W), "{:?}", unruled.reversions);
    }

    #[test]
    fn a_withdrawn_call_out_of_rotation_leaves_the_partners_turn_before_the_offenders_call_free() {
        // South bids 1H at North's turn; it is withdrawn (2017 31B: any
        // legal call at his proper turn for North, the pass only after
        // South's later call that is not comparable). The ruling sent back
        // names the pass alone: the record's withdrawn call out of rotation
        // says the turn reverted (an auction probe had North's free 1D
        // flagged and his barred 3H missed).
        let mut record = auction(&[
            (Seat::S, "1H"),
            (Seat::N, "1D"),
            (Seat::E, "Pass"),
            (Seat::S, "2H"),
            (Seat::W, "Pass"),
            (Seat::N, "3H"),
        ]);
        record.calls[0].withdrawn = true;
        record.calls[0].irregularity = Some(crate::auction::Irregularity::OutOfRotation);
        let ruling = RulingInForce {
            offender: Seat::S,
            after_call: 1,
            rectifications: vec![
                Rectification::MustPass { player: Role::OffendersPartner, until: Until::NextTurn }.into(),
            ],
        };
        let check = check_auction(&record, std::slice::from_ref(&ruling));
        assert!(!check.calls[1].by_player_required_to_pass, "{:?}", check.calls[1]);
        assert!(check.calls[5].by_player_required_to_pass, "{:?}", check.calls[5]);
        // A Law 24 ruling given at that same moment (South's card exposed as
        // he bid): its pass is at North's very next turn, his 1D.
        let mut law24 = ruling;
        law24.rectifications.push(
            Rectification::PenaltyCards {
                player: Role::Offender,
                count: 1,
                kind: crate::rectification::PenaltyCardKind::Major,
            }
            .into(),
        );
        assert!(check_auction(&record, &[law24]).calls[1].by_player_required_to_pass);
    }

    #[test]
    fn partner_barred_throughout_is_told_to_pass_until_the_end() {
        // East's insufficient bid was replaced; West must pass throughout.
        let ruling = RulingInForce {
            offender: Seat::E,
            after_call: 2,
            rectifications: vec![
                Rectification::MustPass { player: Role::OffendersPartner, until: Until::EndOfAuction }.into(),
            ],
        };
        let record = auction(&[(Seat::N, "1H"), (Seat::E, "2D"), (Seat::S, "2H")]);
        let check = check_auction(&record, std::slice::from_ref(&ruling));
        assert_eq!(check.next_seat, Some(Seat::W));
        assert_eq!(check.restrictions, vec![CallRestriction::MustPass { until: Until::EndOfAuction }]);
        // Still barred at his second turn.
        let record = auction(&[
            (Seat::N, "1H"),
            (Seat::E, "2D"),
            (Seat::S, "2H"),
            (Seat::W, "Pass"),
            (Seat::N, "3H"),
            (Seat::E, "Pass"),
            (Seat::S, "4H"),
        ]);
        assert_eq!(check_auction(&record, &[ruling]).restrictions.len(), 1);
    }

    /// Law 17D3 (2007 17E2): North 1C, East passes, South 2C, North passes
    /// at West's turn, East and South pass (the EBU TD forum's "End of
    /// auction"). Not closed: West to call, the three passes cancelled,
    /// North the offender.
    #[test]
    fn three_passes_that_cost_a_player_his_turn_leave_the_auction_open() {
        let mut record = auction(&[(Seat::N, "1C"), (Seat::E, "Pass"), (Seat::S, "2C"), (Seat::N, "Pass")]);
        record.calls[3].irregularity = Some(crate::auction::Irregularity::OutOfRotation);
        record.calls.push(AuctionCall::new(Seat::E, "Pass".parse().expect("call")));
        record.calls.push(AuctionCall::new(Seat::S, "Pass".parse().expect("call")));
        let check = check_auction(&record, &[] as &[RulingInForce]);
        assert!(!check.closed);
        assert_eq!((check.next_seat, check.contract.as_deref(), check.declarer), (Some(Seat::W), None, None));
        assert_eq!(
            check.reversions,
            vec![AuctionReversion { to: Seat::W, cancelled_calls: vec![4, 5, 6], offenders: vec![Seat::N] }]
        );
        let standing: Vec<bool> = check.calls.iter().map(|c| c.stands).collect();
        assert_eq!(standing, vec![true, true, true, false, false, false]);
        assert_eq!(check.irregular_calls, vec![4]);
    }

    #[test]
    fn a_next_turn_pass_is_over_once_he_has_called() {
        let ruling = RulingInForce {
            offender: Seat::E,
            after_call: 1,
            rectifications: vec![Rectification::MustPass { player: Role::Offender, until: Until::NextTurn }.into()],
        };
        let record =
            auction(&[(Seat::N, "1H"), (Seat::E, "Pass"), (Seat::S, "2H"), (Seat::W, "Pass"), (Seat::N, "Pass")]);
        assert!(check_auction(&record, std::slice::from_ref(&ruling)).restrictions.is_empty());
        let record = auction(&[(Seat::N, "1H")]);
        assert_eq!(check_auction(&record, &[ruling]).restrictions.len(), 1);
    }
}
