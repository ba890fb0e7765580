//! Law 37: a call by a player the law requires to pass.
//!
//! The engine does not rule Law 37 (its cancellation and what follows are
//! not implemented). What it does is not let a record that shows one pass
//! unnoticed: when the auction record goes on past the irregularity and a
//! player this ruling requires to pass made a call other than pass, the
//! ruling says so and names Law 37 as not implemented. A probe found a pass
//! out of rotation ruled "complete, the offender passes at his next turn"
//! beside a record where he bid 1H at that very turn, and his 1H the
//! contract.

use crate::bridge::auction::Call;
use crate::bridge::auction_check::{RulingInForce, barred_from_doubling_at, must_pass_at};
use crate::evaluate::{Ctx, InputError};
use crate::rectification::SharedRectification;
use crate::text;

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
    let Some(auction) = ctx.deal_record().ok().flatten().and_then(|record| record.auction.clone()) else { return };
    let auction = &auction;
    let ruling = RulingInForce { offender, after_call, rectifications: ctx.rectifications().to_vec() };
    let rulings = std::slice::from_ref(&ruling);
    let broken = (after_call..auction.calls.len()).find(|&k| {
        let c = &auction.calls[k];
        auction.call_stands(k) && c.call != Call::Pass && must_pass_at(auction, rulings, c.seat, k)
    });
    if let Some(k) = broken {
        let c = &auction.calls[k];
        ctx.rectify(SharedRectification::NotImplemented { law: "37".into() });
        ctx.add_to_summary(text::localized(
            "law37-summary-call-by-player-required-to-pass",
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
