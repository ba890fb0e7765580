//! Law 39 (2017): calls after the final pass (kind
//! `bridge.call_after_auction`).
//!
//! - 39A: every call after the final pass of the auction is cancelled;
//! - 39B: no further rectification when the offender's left-hand opponent
//!   called before the rectification, or when the call is a defender's pass
//!   or any call by the future declarer or dummy;
//! - 39C: otherwise (a defender's bid, double or redouble that LHO has not
//!   called over) the lead restrictions of Law 26B may apply.
//!
//! What a cancelled call showed falls under Law 16C, as for every call the
//! laws withdraw or cancel (authorized for the non-offending side,
//! unauthorized for the offending side). The 2007 edition names the kind
//! ([`KIND_2007`]) without ruling it: the seed does not hold the 2007 Law
//! 39, whose text was not read.

use crate::game::Read;

use crate::game::{Ctx, InputError};
use crate::game::{Domain, EnumValue, FactSpec, KindSpec};
use crate::kinds::auction_laws::information_from_cancelled_calls;
use crate::rectification::SharedRectification;
use crate::vocabulary::Role;
// The paragraphs of Law 39 (ids and citations) are its laws/ file's.
pub use crate::laws::law39::*;

const CALL_TYPE: &str = "call_type";
const OFFENDER_SIDE: &str = "offender_side";
const LHO_CALLED: &str = "lho_called_before_ruling";

/// The kind `bridge.call_after_auction` (2017 only).
pub static KIND_2017: KindSpec = KindSpec {
    id: "bridge.call_after_auction",
    title: "law39-kind-title",
    laws: &[
        A_CANCELLED.citation,
        B_NO_RECTIFICATION.citation,
        C_LEAD_RESTRICTIONS.citation,
        crate::kinds::law26::B_NOT_COMPARABLE.citation,
        // Reached through shared rules (information on cancelled calls).
        crate::kinds::law16::D1_WITHDRAWN_CALL.citation,
        crate::kinds::law16::D2_WITHDRAWN_CALL.citation,
    ],
    facts: &[
        FactSpec {
            id: CALL_TYPE,
            question: "law39-q-call-type",
            domain: Domain::Enum(&[
                EnumValue { value: "pass", label: "law39-v-pass" },
                EnumValue { value: "bid", label: "law39-v-bid" },
                EnumValue { value: "double_or_redouble", label: "law39-v-double-or-redouble" },
            ]),
            rule: B_NO_RECTIFICATION.id,
        },
        FactSpec {
            id: OFFENDER_SIDE,
            question: "law39-q-offender-side",
            domain: Domain::Enum(&[
                EnumValue { value: "defender", label: "law39-v-defender" },
                EnumValue { value: "declaring_side", label: "law39-v-declaring-side" },
            ]),
            rule: B_NO_RECTIFICATION.id,
        },
        FactSpec {
            id: LHO_CALLED,
            question: "law39-q-lho-called",
            domain: Domain::Boolean,
            rule: C_LEAD_RESTRICTIONS.id,
        },
    ],
    choices: &[crate::kinds::auction_laws::DECLARER_LEAD_CHOICE],
    outcome: &[],
    record_formats: &[],
    record_facts: None,
    evaluate,
};

/// The kind `bridge.call_after_auction` under the 2007 Laws: named, not
/// ruled (the seed does not hold Law 39; the director rules).
pub static KIND_2007: KindSpec =
    crate::kinds::auction_laws::named_kind("bridge.call_after_auction", "law39-kind-title", &[LAW39], |ctx| {
        crate::kinds::auction_laws::named_not_ruled(ctx, &LAW39, "law39-2007-summary-not-ruled");
        Ok(())
    });

fn evaluate(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let (Some(call_type), Some(side)) = (ctx.enum_fact(CALL_TYPE), ctx.enum_fact(OFFENDER_SIDE)) else {
        ctx.ask(CALL_TYPE);
        ctx.ask(OFFENDER_SIDE);
        return Ok(());
    };
    let read = [(CALL_TYPE, Read::from(call_type)), (OFFENDER_SIDE, Read::from(side))];
    ctx.consult(&A_CANCELLED, true, &read, None);
    ctx.rectify(SharedRectification::CallCancelled { player: Role::Offender });
    // 16C for the cancelled call, as after every other withdrawn or
    // cancelled call.
    information_from_cancelled_calls(ctx, "law39-info-cancelled-call");
    // 39B's second and third cases: decided by the call and who made it.
    if call_type == "pass" || side == "declaring_side" {
        ctx.consult(&C_LEAD_RESTRICTIONS, false, &read, Some(&B_NO_RECTIFICATION));
        ctx.consult(&B_NO_RECTIFICATION, true, &read, None);
        ctx.summarize("law39-summary-b", &[]);
        return Ok(());
    }
    // A defender's bid, double or redouble: 39B's first case, LHO's call
    // before the rectification, or else 39C.
    let Some(lho_called) = ctx.bool_fact(LHO_CALLED) else {
        ctx.ask(LHO_CALLED);
        return Ok(());
    };
    let read = [(LHO_CALLED, Read::from(lho_called))];
    if lho_called {
        ctx.consult(&C_LEAD_RESTRICTIONS, false, &read, Some(&B_NO_RECTIFICATION));
        ctx.consult(&B_NO_RECTIFICATION, true, &read, None);
        ctx.summarize("law39-summary-b-lho-called", &[]);
        return Ok(());
    }
    ctx.consult(&C_LEAD_RESTRICTIONS, true, &read, None);
    ctx.summarize("law39-summary-c", &[]);
    // The offender is a defender: 26B, declarer's election at his partner's
    // first turn to lead.
    crate::kinds::law26::restrict_a_defenders_partner(ctx, &read);
    Ok(())
}
