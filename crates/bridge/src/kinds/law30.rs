//! Law 30: a pass out of rotation, cancelled (29A not chosen), in each
//! edition of the Laws.
//!
//! The 2007 text splits the cases by whether anyone had bid (30A, 30B1–B3);
//! the 2017 text by whose turn it was (30A: RHO's; 30B1: partner's, or
//! LHO's before the offender had called; 30B2: LHO's after he had), and
//! spares the offender's side the long enforced pass when his call at his
//! own turn is comparable (23A). 30C (an artificial pass: Law 31) is the
//! same in both.

use crate::game::Read;

use crate::game::Ctx;
use crate::game::Until;
use crate::kinds::auction_laws::enforced_pass;
use crate::rectification::Rectification;
use crate::rectification::SharedRectification;
use crate::vocabulary::Role;
// The paragraphs of Law 30 (ids and citations) are its laws/ file's.
pub use crate::laws::law30::*;

// Laws 29 to 32 all speak of the turn: it is the out-of-rotation vocabulary's.
pub use crate::kinds::out_of_rotation::TurnOf;

/// 30A and 30B1–B2 for a natural pass out of rotation (30B3 and 30C are
/// sent elsewhere before this is reached).
pub fn pass_cancelled(ctx: &mut Ctx<'_>, turn_of: TurnOf, any_bid_before: bool) {
    let read = [("any_bid_before", Read::from(any_bid_before))];
    if !any_bid_before {
        ctx.consult(&A_BEFORE_ANY_BID, true, &read, None);
        enforced_pass(ctx, Role::Offender, Until::NextTurn);
        ctx.summarize("law30-summary-a", &[]);
        return;
    }
    ctx.consult(&A_BEFORE_ANY_BID, false, &read, None);
    match turn_of {
        TurnOf::Rho => {
            ctx.consult(&B1_AT_RHOS_TURN, true, &read, None);
            enforced_pass(ctx, Role::Offender, Until::NextTurn);
            ctx.summarize("law30-summary-b1", &[]);
        }
        TurnOf::Partner => {
            ctx.consult(&B2A_AT_PARTNERS_TURN, true, &read, None);
            enforced_pass(ctx, Role::Offender, Until::EndOfAuction);
            ctx.consult(&B2B_PARTNER_NO_DOUBLE, true, &read, None);
            ctx.rectify(Rectification::MayNotDoubleOrRedouble {
                player: Role::OffendersPartner,
                until: Until::NextTurn,
            });
            ctx.summarize("law30-summary-b2", &[]);
        }
        TurnOf::Lho => {
            // Reached only by mistake: 30B3 is ruled as a change of call.
            change_of_call(ctx);
        }
    }
}

/// 30B3: a pass at LHO's turn after a bid is a change of call (Law 25).
pub fn change_of_call(ctx: &mut Ctx<'_>) {
    ctx.consult(&B3_AT_LHOS_TURN, true, &[], None);
    ctx.rectify(SharedRectification::RuledUnder { kind: "bridge.change_of_call".into(), law: "25".into() });
    ctx.summarize("law29-summary-change-of-call", &[]);
}

/// 2017 30A and 30B1 for a natural pass out of rotation (30B2 and 30C are
/// sent elsewhere before this is reached).
pub fn pass_cancelled_2017(ctx: &mut Ctx<'_>, turn_of: TurnOf) {
    if turn_of == TurnOf::Rho {
        ctx.consult(&A_2017_AT_RHOS_TURN, true, &[], None);
        crate::kinds::auction_laws::withdrawn_call_information(ctx);
        // The pass he must make repeats the one cancelled, "and Law 72C may
        // apply" (the WBF's 2017 English, read in full: an auction probe
        // found the review missing, a comment here having followed notes
        // that had not found the official wording): the enforced pass's
        // review, as 31A2(b) and 32A2(b) flag it.
        crate::kinds::auction_laws::enforced_pass(ctx, Role::Offender, Until::NextTurn);
        ctx.summarize("law30-2017-summary-a", &[]);
        return;
    }
    ctx.consult(&B1A_2017_PARTNER_CALLS, true, &[], None);
    crate::kinds::law31::partner_calls_under_16c2(ctx);
    crate::kinds::law31::offender_calls_at_his_turn(
        ctx,
        &B1B_I_2017_COMPARABLE,
        &B1B_II_2017_NOT_COMPARABLE,
        "law30-2017-summary-b1",
    );
}

/// 2017 30B2: a pass at LHO's turn once the offender had called is a change
/// of call (Law 25).
pub fn change_of_call_2017(ctx: &mut Ctx<'_>, read: &[(&str, Read<'_>)]) {
    ctx.consult(&B2_2017_AT_LHOS_TURN, true, read, None);
    ctx.rectify(SharedRectification::RuledUnder { kind: "bridge.change_of_call".into(), law: "25".into() });
    ctx.summarize("law29-summary-change-of-call", &[]);
}
