//! Law 37: a bid, double or redouble by a player the laws require to pass.
//!
//! The 2017 text (kind `bridge.call_by_player_required_to_pass`; read in the
//! FFB's and the PZBS's published 2017 codes, Law 35B sending such a call
//! here):
//! - 37A: the offender's left-hand opponent called over it before the
//!   director ruled: that call and every call after it stand; an offender
//!   required to pass for the rest of the auction still passes at each of
//!   his turns; no Law 26B lead restriction. A double or redouble Law 19
//!   does not allow (19A1, 19B1) is outside 37A: Law 36 governs it, which
//!   the service does not rule in turn (said so).
//! - 37B1: otherwise the call is cancelled;
//! - 37B2: a pass replaces it, the auction goes on, and both players of the
//!   offending side pass at every turn to call; Law 72C and the lead
//!   restrictions of Law 26B may apply.
//!
//! The seed (the 2007 text) does not hold Law 37: under `ffb-2007` the kind
//! is named and not ruled, as Laws 38 and 39 are.
//!
//! The auction kinds also look past their own call: when the record goes on
//! past the irregularity and a player their ruling requires to pass made a
//! call other than pass, the ruling says so and sends that call to Law 37
//! (2017) or names it as not ruled (2007). A probe found a pass out of
//! rotation ruled "complete, the offender passes at his next turn" beside a
//! record where he bid 1H at that very turn, and his 1H the contract. An
//! insufficient bid by a player an earlier ruling required to pass is sent
//! here too (`law27.rs`): Law 35B makes it inadmissible, and 37, not 27,
//! governs it (a probe's record, the EBU forum's reading).

use crate::game::Read;

use crate::auction::Call;
use crate::findings::auction_check::{RulingInForce, barred_from_doubling_at, must_pass_at};
use crate::game::Until;
use crate::game::{Ctx, InputError, Rule};
use crate::game::{Domain, FactSpec, KindSpec};
use crate::kinds::auction_laws::{
    OFFENDER_BECOMES_FIELD, information_from_cancelled_calls, offending_side_passes_throughout,
};
use crate::parameters::LawsEdition;
use crate::rectification::Rectification;
use crate::rectification::SharedRectification;
use crate::vocabulary::Role;
use arbitre_core::text;
// The paragraphs of Law 37 (ids and citations) are its laws/ file's.
pub use crate::laws::law37::*;

/// The kind that rules Law 37.
pub const KIND_ID: &str = "bridge.call_by_player_required_to_pass";

/// Whether the offender's LHO called over the call before the director
/// ruled (37A).
const LHO_CALLED: &str = "lho_called_before_ruling";
/// Whether the offender was required to pass for the rest of the auction
/// (37A keeps that obligation), not at one turn only.
const FOR_REST_OF_AUCTION: &str = "required_for_rest_of_auction";
/// Whether the call is a double or redouble Law 19 does not allow (19A1,
/// 19B1), which 37A leaves to Law 36.
const INADMISSIBLE_DOUBLE: &str = "double_not_allowed_by_law19";

/// The kind `bridge.call_by_player_required_to_pass` (2017).
pub static KIND_2017: KindSpec = KindSpec {
    id: KIND_ID,
    title: "law37-kind-title",
    laws: &[
        A_LHO_CALLED.citation,
        B1_CANCELLED.citation,
        B2_OFFENDING_SIDE_PASSES.citation,
        // 37A leaves an inadmissible double to Law 36 (cited, not ruled).
        crate::kinds::law36::A_LHO_CALLED.citation,
        crate::kinds::law26::B_NOT_COMPARABLE.citation,
        crate::kinds::law23::LAW72_C.citation,
        // Reached through shared rules (information on cancelled calls).
        crate::kinds::law16::D1_WITHDRAWN_CALL.citation,
        crate::kinds::law16::D2_WITHDRAWN_CALL.citation,
    ],
    facts: &[
        FactSpec { id: LHO_CALLED, question: "law37-q-lho-called", domain: Domain::Boolean, rule: A_LHO_CALLED.id },
        FactSpec {
            id: INADMISSIBLE_DOUBLE,
            question: "law37-q-double-not-allowed",
            domain: Domain::Boolean,
            rule: A_LHO_CALLED.id,
        },
        FactSpec {
            id: FOR_REST_OF_AUCTION,
            question: "law37-q-rest-of-auction",
            domain: Domain::Boolean,
            rule: A_LHO_CALLED.id,
        },
        crate::kinds::law12::ADJUSTED_SCORE_FACT,
        crate::kinds::law12::OFFENDING_SIDE_AT_FAULT_FACT,
        crate::kinds::law12::BOARD_DECLARER_FACT,
        crate::kinds::law12::BOARD_VULNERABLE_FACT,
    ],
    choices: &[crate::kinds::auction_laws::DECLARER_LEAD_CHOICE],
    outcome: &[OFFENDER_BECOMES_FIELD],
    record_formats: &[],
    record_facts: None,
    evaluate,
};

/// The kind under the 2007 Laws: named, not ruled (the seed does not hold
/// Law 37; the director rules).
pub static KIND_2007: KindSpec = crate::kinds::auction_laws::named_kind(KIND_ID, "law37-kind-title", &[LAW37], |ctx| {
    crate::kinds::auction_laws::named_not_ruled(ctx, &LAW37, "law37-2007-summary-not-ruled");
    Ok(())
});

fn evaluate(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let Some(lho_called) = ctx.bool_fact(LHO_CALLED) else {
        ctx.ask(LHO_CALLED);
        return Ok(());
    };
    if lho_called {
        return lho_called_over_it(ctx);
    }
    let read = [(LHO_CALLED, Read::from(false))];
    ctx.consult(&A_LHO_CALLED, false, &read, None);
    ctx.consult(&B1_CANCELLED, true, &read, None);
    ctx.rectify(SharedRectification::CallCancelled { player: Role::Offender });
    // 16C for the cancelled call, as after every other cancelled call.
    information_from_cancelled_calls(ctx, "law37-info-cancelled-call");
    ctx.consult(&B2_OFFENDING_SIDE_PASSES, true, &read, None);
    // The enforced passes, then the 72C review, as under Law 38C-D.
    offending_side_passes_throughout(ctx);
    ctx.summarize("law37-2017-summary-b", &[]);
    // 26B: the pass the law substitutes is not a comparable call (it is not
    // the offender's, and no pass shares a bid's or a double's meaning), so
    // declarer's election is open once the offender becomes a defender.
    crate::kinds::law26::after_other_call(ctx);
    Ok(())
}

/// 37A: the offender's LHO called before the ruling.
fn lho_called_over_it(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    // 37A leaves out a double or redouble Law 19 forbids: Law 36 governs it
    // (36A, then, cancels it with every call after it), which the service
    // rules only out of rotation.
    let Some(inadmissible) = ctx.bool_fact(INADMISSIBLE_DOUBLE) else {
        ctx.ask(INADMISSIBLE_DOUBLE);
        return Ok(());
    };
    let mut read = vec![(LHO_CALLED, Read::from(true)), (INADMISSIBLE_DOUBLE, Read::from(inadmissible))];
    if inadmissible {
        ctx.consult(&A_LHO_CALLED, false, &read, None);
        // 36A is the paragraph that governs (LHO called over it); the
        // service rules it out of rotation only (`law36.rs`), so it is cited
        // and named as not implemented here.
        ctx.cite(&crate::kinds::law36::A_LHO_CALLED.citation);
        ctx.rectify(SharedRectification::NotImplemented { law: "36".into() });
        ctx.summarize("law37-2017-summary-a-inadmissible-double", &[]);
        return Ok(());
    }
    let Some(for_rest) = ctx.bool_fact(FOR_REST_OF_AUCTION) else {
        ctx.ask(FOR_REST_OF_AUCTION);
        return Ok(());
    };
    read.push((FOR_REST_OF_AUCTION, Read::from(for_rest)));
    ctx.consult(&A_LHO_CALLED, true, &read, None);
    // No 26B after 37A: the call stood, nothing was withdrawn.
    ctx.consult(&crate::kinds::law26::B_NOT_COMPARABLE, false, &read, Some(&A_LHO_CALLED));
    // The call stands as if legal ("that call and all subsequent calls
    // stand").
    ctx.rectify(Rectification::CallAccepted { player: Role::Offender });
    if for_rest {
        ctx.rectify(Rectification::MustPass { player: Role::Offender, until: Until::EndOfAuction });
        ctx.summarize("law37-2017-summary-a-still-barred", &[]);
    } else {
        ctx.summarize("law37-2017-summary-a", &[]);
    }
    Ok(())
}

/// 35B and Law 37 for a kind that rules a bid (`bridge.insufficient_bid`):
/// when the director says the offender was required to pass at that turn
/// (the fact `offender_required_to_pass`), the bid is not ruled under the
/// kind's own law but sent to Law 37. Returns whether it was.
pub fn sends_to_law37(ctx: &mut Ctx<'_>, required_to_pass: bool, rule: &Rule) -> bool {
    if !required_to_pass {
        return false;
    }
    ctx.consult(rule, false, &[(OFFENDER_REQUIRED_TO_PASS, Read::from(true))], None);
    // Law 37 as a whole: whether 37A or 37B applies is its kind's to rule.
    ctx.cite(&LAW37);
    ctx.rectify(governed_by_law37(ctx.ruleset.edition()));
    ctx.summarize("law37-summary-bid-by-player-required-to-pass", &[]);
    true
}

/// What a call Law 37 governs gets in another kind's ruling: sent to Law
/// 37's kind under 2017, named as not ruled under 2007 (no Law 37 in the
/// seed).
fn governed_by_law37(edition: LawsEdition) -> SharedRectification {
    match edition {
        LawsEdition::Laws2017 => SharedRectification::RuledUnder { kind: KIND_ID.into(), law: "37".into() },
        LawsEdition::Laws2007 => SharedRectification::NotImplemented { law: "37".into() },
    }
}

/// The fact a bid's kind reads for [`sends_to_law37`].
pub const OFFENDER_REQUIRED_TO_PASS: &str = "offender_required_to_pass";

/// An auction kind's ruling, then Law 37 if the record shows a call the
/// ruling's enforced passes bar (the kinds `bridge.insufficient_bid` and
/// `bridge.call_out_of_rotation`, in both editions).
///
/// # Errors
/// The kind's own.
pub fn after(ctx: &mut Ctx<'_>, evaluate: fn(&mut Ctx<'_>) -> Result<(), InputError>) -> Result<(), InputError> {
    evaluate(ctx)?;
    call_by_player_required_to_pass(ctx);
    Ok(())
}

/// After an auction kind has ruled: the first call in the record, after the
/// irregular one, made by a player the ruling's own enforced passes bar.
pub fn call_by_player_required_to_pass(ctx: &mut Ctx<'_>) {
    let Some(call) = ctx.derived().and_then(|d| d.irregular_call.as_ref()) else { return };
    let (offender, after_call) = (call.offender, call.number);
    let Some(auction) = ctx.record().ok().flatten().and_then(|record| record.auction.clone()) else { return };
    let auction = &auction;
    let ruling = RulingInForce { offender, after_call, rectifications: ctx.rectifications().to_vec() };
    let rulings = std::slice::from_ref(&ruling);
    let broken = (after_call..auction.calls.len()).find(|&k| {
        let c = &auction.calls[k];
        auction.call_stands(k) && c.call != Call::Pass && must_pass_at(auction, rulings, c.seat, k)
    });
    if let Some(k) = broken {
        let c = &auction.calls[k];
        ctx.rectify(governed_by_law37(ctx.ruleset.edition()));
        let message = match ctx.ruleset.edition() {
            LawsEdition::Laws2017 => "law37-2017-summary-call-by-player-required-to-pass",
            LawsEdition::Laws2007 => "law37-summary-call-by-player-required-to-pass",
        };
        ctx.add_to_summary(text::localized(
            message,
            &[("number", (k + 1).into()), ("call", c.call.to_string().into()), ("seat", c.seat.to_string().into())],
        ));
    }
    // A double or redouble the ruling forbade at that turn (2007 30B2(b)):
    // no paragraph the service holds says what follows it, so the ruling
    // names the call for the director (a probe found it passed over).
    let barred_double = (after_call..auction.calls.len()).find(|&k| {
        let c = &auction.calls[k];
        auction.call_stands(k)
            && matches!(c.call, Call::Double | Call::Redouble)
            && barred_from_doubling_at(auction, rulings, c.seat, k)
    });
    if let Some(k) = barred_double {
        let c = &auction.calls[k];
        ctx.add_to_summary(text::localized(
            "law30-summary-double-when-barred",
            &[("number", (k + 1).into()), ("call", c.call.to_string().into()), ("seat", c.seat.to_string().into())],
        ));
    }
}
