//! Law 38 (2017): a bid of more than seven (kind `bridge.bid_above_seven`).
//!
//! - 38A: no contract above seven is ever played;
//! - 38B: the bid is cancelled, with every call after it;
//! - 38C: a pass replaces it; the auction goes on unless it is over, and
//!   both players of the offending side pass at every turn to call;
//! - 38D: Law 72C and the lead restrictions of Law 26B may apply, unless the
//!   offender's left-hand opponent called after the bid and before the
//!   rectification: then neither does.
//!
//! What the cancelled calls showed falls under Law 16C, as for every call
//! the laws cancel. The 2007 edition names the kind ([`KIND_2007`]) without
//! ruling it: the seed does not hold the 2007 Law 38, whose text was not
//! read. The 2017 text is the WBF's English (laws.hellasbridge.org law_38).

use crate::game::Read;

use crate::game::Until;
use crate::game::{Ctx, InputError};
use crate::game::{Domain, FactSpec, KindSpec};
use crate::kinds::auction_laws::{
    OFFENDER_BECOMES_FIELD, information_from_cancelled_calls, offending_side_passes_throughout,
};
use crate::rectification::SharedRectification;
use crate::vocabulary::Role;
// The paragraphs of Law 38 (ids and citations) are its laws/ file's.
pub use crate::laws::law38::*;

const LHO_CALLED: &str = "lho_called_before_ruling";

/// The kind `bridge.bid_above_seven` (2017).
pub static KIND_2017: KindSpec = KindSpec {
    id: "bridge.bid_above_seven",
    title: "law38-kind-title",
    laws: &[
        A_NO_PLAY.citation,
        B_CANCELLED.citation,
        C_OFFENDING_SIDE_PASSES.citation,
        D_72C_26B.citation,
        crate::kinds::law26::B_NOT_COMPARABLE.citation,
        crate::kinds::law23::LAW72_C.citation,
        // Reached through shared rules (information on cancelled calls).
        crate::kinds::law16::D1_WITHDRAWN_CALL.citation,
        crate::kinds::law16::D2_WITHDRAWN_CALL.citation,
    ],
    facts: &[
        FactSpec { id: LHO_CALLED, question: "law38-q-lho-called", domain: Domain::Boolean, rule: D_72C_26B.id },
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

/// The kind `bridge.bid_above_seven` under the 2007 Laws: named, not ruled
/// (the seed does not hold Law 38; the director rules).
pub static KIND_2007: KindSpec =
    crate::kinds::auction_laws::named_kind("bridge.bid_above_seven", "law38-kind-title", &[LAW38], |ctx| {
        crate::kinds::auction_laws::named_not_ruled(ctx, &LAW38, "law38-2007-summary-not-ruled");
        Ok(())
    });

fn evaluate(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let Some(lho_called) = ctx.bool_fact(LHO_CALLED) else {
        ctx.ask(LHO_CALLED);
        return Ok(());
    };
    ctx.consult(&A_NO_PLAY, true, &[], None);
    ctx.consult(&B_CANCELLED, true, &[], None);
    ctx.rectify(SharedRectification::CallCancelled { player: Role::Offender });
    // 16C for the cancelled calls, as after every other cancelled call.
    information_from_cancelled_calls(ctx, "law38-info-cancelled-calls");
    ctx.consult(&C_OFFENDING_SIDE_PASSES, true, &[], None);
    let read = [(LHO_CALLED, Read::from(lho_called))];
    if lho_called {
        // 38D's exception: no recourse to 72C or 26B. The ruling rests on
        // that exception, so 38D is cited (an auction probe found it named
        // in the summary only).
        ctx.consult(&D_72C_26B, false, &read, None);
        ctx.cite(&D_72C_26B.citation);
        for player in [Role::Offender, Role::OffendersPartner] {
            ctx.rectify(crate::rectification::Rectification::MustPass { player, until: Until::EndOfAuction });
        }
        ctx.summarize("law38-summary-lho-called", &[]);
        return Ok(());
    }
    ctx.consult(&D_72C_26B, true, &read, None);
    // The enforced passes, then the 72C review.
    offending_side_passes_throughout(ctx);
    ctx.summarize("law38-summary", &[]);
    // 26B, settled once the auction says what the offender became.
    crate::kinds::law26::after_other_call(ctx);
    Ok(())
}
