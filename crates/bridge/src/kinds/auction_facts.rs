//! Facts the engine reads off an auction record instead of asking the
//! director: which call is the irregular one, whose turn it was, the
//! offender's relation to that player, whether anyone had bid, whether the
//! bid is insufficient and the lowest sufficient bid in its denomination,
//! and, when the record goes on, what the offender replaced it with and
//! whether LHO called over it (accepting it).
//!
//! Only what the record shows is derived. Judgement (was the call
//! artificial? unintended? the same meaning?) is still asked.

use serde_json::Value;

use crate::auction::{Auction, Call, lowest_sufficient_bid};
use crate::card::Seat;
use crate::deal_record::DealRecord;
use crate::derived::{IrregularCall, RoleSeats};
use arbitre_core::InputError;
use arbitre_core::text;

// What a kind's record reader returns is the catalogue's (a kind names
// its reader there); seen here under its old path.
pub use crate::game::{Facts, RecordFacts};

/// The record lacks what the incident kind needs; `what` is one of the
/// keys the message names (`auction`, `insufficient_bid`,
/// `call_out_of_rotation`, `opening_lead_out_of_turn`, `deal_contract_play`,
/// `revoke_at_trick`, `revoke`, `declarer`).
pub fn no_irregularity(what: &str) -> InputError {
    InputError::new(
        "record_without_irregularity",
        "/record",
        text::localized("error-record-no-irregular-call", &[("what", what.into())]),
    )
}

fn auction_of(record: &DealRecord) -> Result<&Auction, InputError> {
    record.auction.as_ref().ok_or_else(|| no_irregularity("auction"))
}

/// The relation of the player whose turn it was to the offender.
fn relation(offender: Seat, turn: Seat) -> &'static str {
    if turn == offender.previous() {
        "rho"
    } else if turn == offender.partner() {
        "partner"
    } else if turn == offender.next() {
        "lho"
    } else {
        "self"
    }
}

fn describe(auction: &Auction, index: usize) -> IrregularCall {
    let call = &auction.calls[index];
    let state = auction.state_before(index);
    let last_bid = state.last_bid.map(|(_, _, bid)| bid);
    let bid = call.call.bid();
    let insufficient = bid.is_some_and(|b| !b.is_sufficient_over(last_bid));
    IrregularCall {
        number: index + 1,
        call: call.call.to_string(),
        offender: call.seat,
        turn: state.turn,
        insufficient,
        lowest_sufficient_bid: bid
            .filter(|_| insufficient)
            .and_then(|b| lowest_sufficient_bid(b.strain, last_bid))
            .map(|b| b.to_string()),
        seats: RoleSeats::around(call.seat),
    }
}

/// Once the auction has closed: declarer, dummy or defender, or
/// `passed_out` when it closed on four passes.
fn offender_becomes(auction: &Auction, offender: Seat) -> Option<(&'static str, Value)> {
    if !auction.is_closed() {
        return None;
    }
    let Some(declarer) = auction.declarer() else {
        return Some((crate::kinds::auction_laws::OFFENDER_BECOMES, Value::from("passed_out")));
    };
    let role = if declarer == offender {
        "declarer"
    } else if declarer.partner() == offender {
        "dummy"
    } else {
        "defender"
    };
    Some((crate::kinds::auction_laws::OFFENDER_BECOMES, Value::from(role)))
}

/// Declarer's Law 26 election at the offender's partner's first turn to
/// lead, when the record keeps it: a requirement or prohibition recorded
/// for that lead on the partner (26A/26B in 2007, 26B in 2017). A records
/// probe found the choice offered again of a record that showed it, as it
/// was at the opening lead before (law54's record facts).
///
/// Only what the record keeps is read: leaving the lead free leaves no
/// entry, so it is not read from an absence; a restriction that is
/// declarer's 50D2(a) election (in the suit of the partner's major penalty
/// card) is not this one.
fn law26_election(record: &DealRecord, offender: Seat) -> Option<&'static str> {
    let declarer = record.declarer.or_else(|| record.auction.as_ref().and_then(Auction::declarer))?;
    if offender.side() == declarer.side() {
        return None;
    }
    // The play as the record's reading rebuilt it, for the declarer found
    // here (the record's own once it is checked).
    let view = if record.declarer == Some(declarer) {
        record.play_view().ok()??
    } else {
        let (strain, play) = (record.contract?.strain()?, record.play.as_ref()?);
        std::borrow::Cow::Owned(
            crate::play_view::PlayView::build(record.deal.as_ref(), Some(declarer), strain, play).ok()?,
        )
    };
    let (tricks, walk) = (&view.tricks, &view.walk);
    let partner = offender.partner();
    // "At the partner's first turn to lead": the first trick he leads, the
    // opening lead when he is on declarer's left.
    let first_lead = tricks.iter().find(|t| t.leader == partner)?.number;
    let restriction =
        walk.lead_restrictions.iter().find(|r| r.seat == partner && r.trick == first_lead && !r.election)?;
    Some(match restriction.kind {
        crate::penalty::LeadOption::Require => "require",
        crate::penalty::LeadOption::Forbid => "forbid",
    })
}

/// `bridge.insufficient_bid`: the last insufficient bid of the record.
pub fn insufficient_bid(record: &DealRecord, reported: &Facts) -> Result<RecordFacts, InputError> {
    let auction = auction_of(record)?;
    let index = (0..auction.calls.len())
        .rev()
        .find(|&i| describe(auction, i).insufficient)
        .ok_or_else(|| no_irregularity("insufficient_bid"))?;
    let found = describe(auction, index);
    let offender = found.offender;
    let mut facts = RecordFacts::default();
    // At RHO's turn, RHO may have been required to pass, and the bid then
    // counts as made in rotation (28A): by an earlier irregularity of the
    // auction, or by a card exposed during it (Law 24), which an auction
    // record does not show. The record does not keep the rulings either,
    // so the director's word is kept (a probe found such a bid sent back
    // and forth between this kind and Law 31's).
    let rho_may_have_been_barred = earlier_irregularity(auction, index) || reported.contains_key("in_turn");
    if found.turn == offender || found.turn.next() != offender || !rho_may_have_been_barred {
        facts.facts.push(("in_turn", Value::from(found.turn == offender)));
    }

    // What came next: the offender replacing it, or LHO calling over it.
    if let Some(next) = auction.calls.get(index + 1) {
        if next.seat == offender {
            let state = auction.state_before(index);
            let last_bid = state.last_bid.map(|(_, _, bid)| bid);
            let original = auction.calls[index].call.bid();
            // The lowest sufficient bid in the insufficient bid's strain is
            // the 2007 27B1(a) replacement (whether either call was
            // artificial is then asked). The 2017 text asks instead that it
            // "specify the same denomination(s)", which is what each call
            // meant: `insufficient_bid_2017` leaves that to the director.
            let replacement = match next.call {
                Call::Pass => "pass",
                Call::Double | Call::Redouble => "double_or_redouble",
                Call::Bid(b) if !b.is_sufficient_over(last_bid) => "another_insufficient_bid",
                Call::Bid(b) if original.and_then(|o| lowest_sufficient_bid(o.strain, last_bid)) == Some(b) => {
                    LOWEST_IN_THE_SAME_STRAIN
                }
                Call::Bid(_) => "other_sufficient_bid",
            };
            facts.facts.push(("replacement", Value::from(replacement)));
            // 27C: a premature replacement stands unless LHO accepts the
            // insufficient bid as A1 allows, which he does by calling. The
            // record shows it so: the replacement withdrawn, the
            // insufficient bid standing, and LHO calling next (a probe's EBU
            // forum ruling: 1NT X P 1H, replaced by a pass, North passes).
            let lho_called_over_it = next.withdrawn
                && !auction.calls[index].withdrawn
                && auction.calls.get(index + 2).is_some_and(|after| after.seat == offender.next() && after.stands());
            facts.choices.push(("lho_accepts", if lho_called_over_it { "accept" } else { "refuse" }));
            if lho_called_over_it {
                // Withdrawn because LHO accepted: it was made before the
                // ruling (27C), which the acceptance asks otherwise.
                facts.facts.push(("replaced_before_ruling", Value::from(true)));
            }
        } else if next.seat == offender.next() && !auction.calls[index].withdrawn {
            // 27A1: LHO accepts by calling, over the insufficient bid itself:
            // nothing was replaced before (27C).
            facts.choices.push(("lho_accepts", "accept"));
            facts.facts.push(("replaced_before_ruling", Value::from(false)));
        }
    }
    facts.outcome.extend(offender_becomes(auction, offender));
    if let Some(election) = law26_election(record, offender) {
        facts.choices.push((crate::kinds::auction_laws::DECLARER_LEAD_OPTION, election));
    }
    facts.irregular_call = Some(found);
    Ok(facts)
}

/// The replacement value of the lowest sufficient bid in the insufficient
/// bid's strain.
const LOWEST_IN_THE_SAME_STRAIN: &str = "lowest_sufficient_same_denomination";

/// `bridge.insufficient_bid` under the 2017 Laws: as [`insufficient_bid`],
/// except that a replacement by a sufficient bid is not sorted. The 2017
/// 27B1(a) asks for "the lowest sufficient bid that specifies the same
/// denomination(s)" as the insufficient bid, a matter of what each call
/// meant, which a record cannot show: alerts are rarely recorded (a
/// probe's 1NT (2S) 2C Stayman, replaced by 3C natural, was ruled B1(a)
/// without a question; EBU forum 1445's alerted Multi before it), and a bid
/// in another strain may be it (a transfer's 2D replaced by 3H: a
/// regression probe found it refused as "another sufficient bid"). The
/// director answers `replacement`; a pass, a double and another
/// insufficient bid are the record's.
pub fn insufficient_bid_2017(record: &DealRecord, reported: &Facts) -> Result<RecordFacts, InputError> {
    let mut facts = insufficient_bid(record, reported)?;
    // 35B: a player is required to pass only by the rectification of an
    // earlier irregularity of his own side (the laws bar the offender or
    // his partner); with none before the bid in the record, the offender
    // was not, as far as the record shows (the rulings themselves are not
    // in it, so with one the director is asked).
    let auction = auction_of(record)?;
    if let Some(found) = &facts.irregular_call
        && !earlier_irregularity_by_side(auction, found.number - 1, found.offender)
        && !reported.contains_key(crate::kinds::law37::OFFENDER_REQUIRED_TO_PASS)
    {
        facts.facts.push((crate::kinds::law37::OFFENDER_REQUIRED_TO_PASS, Value::from(false)));
    }
    let sufficient_bid = |value: &Value| value == LOWEST_IN_THE_SAME_STRAIN || value == "other_sufficient_bid";
    let shown =
        facts.facts.iter().find(|(id, value)| *id == "replacement" && sufficient_bid(value)).map(|(_, v)| v.clone());
    facts.facts.retain(|(id, value)| !(*id == "replacement" && sufficient_bid(value)));
    // The record still shows a sufficient bid: the director's answer says
    // which kind, and a pass, a double or another insufficient bid is
    // refused as contradicting it (a review found them accepted).
    if let (Some(shown), Some(given)) = (shown, reported.get("replacement"))
        && !given.is_null()
        && !sufficient_bid(given)
    {
        return Err(crate::game::contradiction("/facts", "replacement", given, &shown));
    }
    Ok(facts)
}

/// `bridge.call_out_of_rotation`: the last call made by someone whose turn
/// it was not.
pub fn call_out_of_rotation(record: &DealRecord, reported: &Facts) -> Result<RecordFacts, InputError> {
    let auction = auction_of(record)?;
    let index = (0..auction.calls.len())
        .rev()
        .find(|&i| auction.state_before(i).turn != auction.calls[i].seat)
        .ok_or_else(|| no_irregularity("call_out_of_rotation"))?;
    let found = describe(auction, index);
    let offender = found.offender;
    let state = auction.state_before(index);
    let call_type = match auction.calls[index].call {
        Call::Pass => "pass",
        Call::Bid(_) => "bid",
        Call::Double | Call::Redouble => "double_or_redouble",
    };
    let had_called = auction.calls[..index].iter().any(|c| c.seat == offender && c.stands());
    let mut facts = RecordFacts::default();
    facts.facts.push(("call_type", Value::from(call_type)));
    facts.facts.push(("turn_of", Value::from(relation(offender, found.turn))));
    facts.facts.push(("any_bid_before", Value::from(state.any_bid())));
    facts.facts.push(("offender_had_called", Value::from(had_called)));
    // A double or redouble: whether it was admissible where it was made is
    // the record's to tell (Law 36), as the auction stood before it.
    if matches!(auction.calls[index].call, Call::Double | Call::Redouble) {
        let admissible = state.admissible(offender, auction.calls[index].call);
        facts.facts.push(("inadmissible", Value::from(!admissible)));
    }
    // A player is "required by law to pass" (28A) only by the rectification
    // of an earlier irregularity: with none before this call in the auction
    // record (no call out of rotation, insufficient, withdrawn or cancelled)
    // RHO was not, as far as the record shows (a probe found it asked of
    // the auction's first call). A card exposed during the auction (Law 24)
    // also bars the partner, and an auction record does not show it: the
    // director's own answer is kept, not refused as contradicting the record
    // (a regression probe).
    if !earlier_irregularity(auction, index) && !reported.contains_key("rho_required_to_pass") {
        facts.facts.push(("rho_required_to_pass", Value::from(false)));
    }
    if let Some(next) = auction.calls.get(index + 1)
        && next.seat == offender.next()
        && !auction.calls[index].withdrawn
        && found.turn != offender.next()
    {
        // 29A: LHO called over it, forfeiting the rectification. RHO's
        // turn was passed over by that call, so he cannot have called at
        // it before the ruling (28B): the record says so too (a probe found
        // it asked, and a contradicting answer accepted).
        facts.choices.push(("lho_accepts", "accept"));
        facts.facts.push(("rho_called_before_ruling", Value::from(false)));
    }
    // A call out of rotation the record shows withdrawn, the auction going
    // on from the player whose turn it was: it was not accepted (29A), and
    // what that player called next is the record's to tell (a probe found
    // both asked of a record that showed them). At RHO's turn that call is
    // RHO's action, which 30/31/32 read.
    let next_standing = auction.calls.iter().skip(index + 1).find(|c| c.stands());
    if auction.calls[index].withdrawn
        && let Some(next) = next_standing
        && next.seat == found.turn
    {
        facts.choices.push(("lho_accepts", "refuse"));
        if found.turn == offender.previous() {
            let action = if next.call == Call::Pass { "pass" } else { "call" };
            facts.outcome.push((crate::kinds::out_of_rotation::RHO_ACTION, Value::from(action)));
        }
    }
    // 17D3 (2007 17E2): three passes after a call, this one among them,
    // and one of them cost a player his turn; the record reads on from him,
    // this pass cancelled. The director would answer to whom it reverted;
    // the record shows it.
    if let Some(reversion) = auction.reversions().into_iter().find(|r| r.cancelled.contains(&index)) {
        let to = relation(offender, reversion.to);
        // Never the offender himself (he passed in the run, so he was not
        // the player skipped): the guard keeps a value outside the field's
        // domain from ever reaching it.
        if to != "self" {
            facts.outcome.push((crate::kinds::law17::REVERTED_TO, Value::from(to)));
        }
    }
    facts.outcome.extend(offender_becomes(auction, offender));
    if let Some(election) = law26_election(record, offender) {
        facts.choices.push((crate::kinds::auction_laws::DECLARER_LEAD_OPTION, election));
    }
    facts.irregular_call = Some(found);
    Ok(facts)
}

/// Whether a call before `index` was irregular (withdrawn or cancelled, out
/// of rotation, insufficient): the rectification of such an irregularity,
/// which the auction record shows, may require a player to pass (28A); a
/// card exposed during the auction (Law 24) may too, which it does not.
fn earlier_irregularity(auction: &Auction, index: usize) -> bool {
    (0..index).any(|i| irregular_at(auction, i))
}

/// Whether a call before `index` by `player` or his partner was irregular
/// (as [`earlier_irregularity`] reads it): the only irregularities whose
/// rectification can bar `player` from calling.
fn earlier_irregularity_by_side(auction: &Auction, index: usize, player: Seat) -> bool {
    (0..index).any(|i| {
        let c = &auction.calls[i];
        (c.seat == player || c.seat == player.partner()) && irregular_at(auction, i)
    })
}

/// Whether call `i` was irregular: withdrawn or cancelled, out of rotation,
/// or insufficient.
fn irregular_at(auction: &Auction, i: usize) -> bool {
    !auction.call_stands(i)
        || auction.state_before(i).turn != auction.calls[i].seat
        || describe(auction, i).insufficient
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::auction::AuctionCall;

    #[test]
    fn what_the_record_lacks_is_named_in_each_language() {
        for (what, fr, en) in [
            ("revoke", "une renonce", "a revoke"),
            ("opening_lead_out_of_turn", "une entame hors tour", "an opening lead out of turn"),
            ("deal_contract_play", "la donne, le contrat", "the deal, the contract"),
        ] {
            let detail = no_irregularity(what).detail;
            assert!(detail.fr.contains(fr), "{}", detail.fr);
            assert!(detail.en.contains(en), "{}", detail.en);
        }
    }

    fn auction(dealer: Seat, calls: &[(Seat, &str)]) -> DealRecord {
        let mut record = DealRecord::empty();
        record.auction = Some(Auction {
            dealer,
            calls: calls.iter().map(|(seat, call)| AuctionCall::new(*seat, call.parse().expect("call"))).collect(),
            in_rotation_by_law: Vec::new(),
        });
        record
    }

    fn fact<'a>(facts: &'a RecordFacts, id: &str) -> Option<&'a Value> {
        facts.facts.iter().find(|(k, _)| *k == id).map(|(_, v)| v)
    }

    #[test]
    fn a_call_out_of_rotation_withdrawn_then_rho_calling_is_refused_and_tells_rhos_action() {
        // N 1C, S 1S at East's turn (withdrawn), E passes, S 1S.
        let mut record = auction(Seat::N, &[(Seat::N, "1C"), (Seat::S, "1S"), (Seat::E, "Pass"), (Seat::S, "1S")]);
        if let Some(a) = record.auction.as_mut() {
            a.calls[1].withdrawn = true;
        }
        let facts = call_out_of_rotation(&record, &Facts::new()).expect("found");
        assert_eq!(facts.choices, vec![("lho_accepts", "refuse")]);
        assert!(facts.outcome.iter().any(|(k, v)| *k == "rho_action" && v == "pass"), "{:?}", facts.outcome);
        // Standing (not withdrawn), with West calling over it: accepted.
        let record = auction(Seat::N, &[(Seat::N, "1C"), (Seat::S, "1S"), (Seat::W, "Pass")]);
        let facts = call_out_of_rotation(&record, &Facts::new()).expect("found");
        assert_eq!(facts.choices, vec![("lho_accepts", "accept")]);
        assert!(!facts.outcome.iter().any(|(k, _)| *k == "rho_action"));
        assert_eq!(fact(&facts, "rho_called_before_ruling"), Some(&Value::from(false)));
    }

    #[test]
    fn an_insufficient_bid_in_turn_with_its_lowest_sufficient_bid() {
        let record = auction(Seat::N, &[(Seat::N, "1H"), (Seat::E, "1D")]);
        let facts = insufficient_bid(&record, &Facts::new()).expect("found");
        assert_eq!(fact(&facts, "in_turn"), Some(&Value::from(true)));
        let call = facts.irregular_call.expect("call");
        assert_eq!((call.offender, call.turn, call.number), (Seat::E, Seat::E, 2));
        assert_eq!(call.lowest_sufficient_bid.as_deref(), Some("2D"));
        assert_eq!(call.seats.offenders_lho, Seat::S);
        assert!(facts.choices.is_empty());
    }

    #[test]
    fn lho_calling_over_an_insufficient_bid_accepts_it() {
        let record = auction(Seat::N, &[(Seat::N, "1H"), (Seat::E, "1D"), (Seat::S, "1S")]);
        let facts = insufficient_bid(&record, &Facts::new()).expect("found");
        assert_eq!(facts.choices, vec![("lho_accepts", "accept")]);
    }

    #[test]
    fn a_closed_auction_says_what_the_offender_became() {
        // East's 1D is replaced by a pass; North-South play 2H: East defends.
        let mut record = auction(Seat::N, &[(Seat::N, "1H"), (Seat::E, "1D")]);
        if let Some(a) = record.auction.as_mut() {
            a.calls[1].withdrawn = true;
            for (seat, call) in
                [(Seat::E, "Pass"), (Seat::S, "2H"), (Seat::W, "Pass"), (Seat::N, "Pass"), (Seat::E, "Pass")]
            {
                a.calls.push(AuctionCall::new(seat, call.parse().expect("call")));
            }
        }
        let facts = insufficient_bid(&record, &Facts::new()).expect("found");
        assert_eq!(facts.outcome, vec![("offender_becomes", Value::from("defender"))]);
        // While the auction is open nothing is settled.
        let open = auction(Seat::N, &[(Seat::N, "1H"), (Seat::E, "1D")]);
        assert!(insufficient_bid(&open, &Facts::new()).expect("found").outcome.is_empty());
    }

    #[test]
    fn a_record_without_an_insufficient_bid_is_refused() {
        let record = auction(Seat::N, &[(Seat::N, "1H"), (Seat::E, "2D")]);
        let error = insufficient_bid(&record, &Facts::new()).expect_err("no insufficient bid");
        assert_eq!((error.code, error.pointer.as_str()), ("record_without_irregularity", "/record"));
    }

    #[test]
    fn a_call_out_of_rotation_at_partners_turn() {
        // North deals and opens; West bids before East (his partner) has called.
        let mut record = auction(Seat::N, &[(Seat::N, "1H")]);
        if let Some(a) = record.auction.as_mut() {
            let mut call = AuctionCall::new(Seat::W, "1S".parse().expect("call"));
            call.irregularity = Some(crate::auction::Irregularity::OutOfRotation);
            a.calls.push(call);
        }
        let facts = call_out_of_rotation(&record, &Facts::new()).expect("found");
        assert_eq!(fact(&facts, "call_type"), Some(&Value::from("bid")));
        assert_eq!(fact(&facts, "turn_of"), Some(&Value::from("partner")));
        assert_eq!(fact(&facts, "any_bid_before"), Some(&Value::from(true)));
        assert_eq!(fact(&facts, "offender_had_called"), Some(&Value::from(false)));
    }
}
