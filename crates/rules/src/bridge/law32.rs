//! Law 32: a double or redouble out of rotation. Law 29B sends here and the
//! seed's copy does not reproduce it: implemented in the version of the code
//! the seed is (the offender's partner passes throughout after a
//! cancellation), see the note in `auction_laws.rs`.

use serde_json::Value;

use crate::bridge::auction_laws::{enforced_pass, lead_restrictions_for};
use crate::bridge::law30::TurnOf;
use crate::bridge::law31::RHO_ACTION;
use crate::catalogue::CitationSpec;
use crate::evaluate::{Ctx, Rule};
use crate::ruling::{Rectification, Role, Until};

const fn law32(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: "FFB 2017", law: "32", paragraph, title }
}

/// 32 (opening): an inadmissible double or redouble may never be accepted.
pub const INADMISSIBLE: Rule = Rule { id: "ffb2017.law32.inadmissible", citation: law32("", "law32-title") };
/// 32A: at partner's turn: partner passes whenever it is his turn.
pub const A_PARTNERS_TURN: Rule = Rule { id: "ffb2017.law32.a", citation: law32("A", "law32-a-title") };
/// 32B1: at RHO's turn, RHO passes: the offender repeats the double or redouble.
pub const B1_RHO_PASSES: Rule = Rule { id: "ffb2017.law32.b1", citation: law32("B1", "law32-b1-title") };
/// 32B2: at RHO's turn, RHO calls: any legal call; partner passes whenever it is his turn.
pub const B2_RHO_CALLS: Rule = Rule { id: "ffb2017.law32.b2", citation: law32("B2", "law32-b2-title") };
/// 32C: at LHO's turn: a change of call (Law 25).
pub const C_LHOS_TURN: Rule = Rule { id: "ffb2017.law32.c", citation: law32("C", "law32-c-title") };

/// Law 32 once the double or redouble out of rotation is cancelled; Law 26B
/// may restrict the lead (a double names no suit).
pub fn double_cancelled(ctx: &mut Ctx<'_>, turn_of: TurnOf, inadmissible: bool) {
    match turn_of {
        TurnOf::Partner => {
            ctx.consult(&A_PARTNERS_TURN, true, &[], None);
            enforced_pass(ctx, Role::OffendersPartner, Until::EndOfAuction);
            lead_restrictions_for(ctx, false);
            ctx.summarize("law32-summary-a", &[]);
        }
        TurnOf::Lho => {
            ctx.consult(&C_LHOS_TURN, true, &[], None);
            ctx.rectify(Rectification::RuledUnder { kind: "bridge.change_of_call".into(), law: "25".into() });
            ctx.summarize("law29-summary-change-of-call", &[]);
        }
        TurnOf::Rho => match ctx.outcome_value(RHO_ACTION).and_then(Value::as_str) {
            None => {
                ctx.cite(&B1_RHO_PASSES.citation);
                ctx.cite(&B2_RHO_CALLS.citation);
                let if_rho_passes = if inadmissible {
                    vec![Rectification::NotImplemented { law: "36".into() }]
                } else {
                    vec![Rectification::MustRepeatCall { player: Role::Offender }]
                };
                ctx.conditionally("rho_passes", if_rho_passes, true);
                ctx.conditionally(
                    "rho_calls",
                    vec![Rectification::MustPass { player: Role::OffendersPartner, until: Until::EndOfAuction }],
                    true,
                );
                ctx.summarize("law32-summary-b-pending", &[]);
            }
            Some("pass") => {
                ctx.consult(&B1_RHO_PASSES, true, &[(RHO_ACTION, Value::from("pass"))], None);
                if inadmissible {
                    // 32B1 sends an inadmissible double to Law 36, which the
                    // engine does not implement: say so, do not guess.
                    ctx.rectify(Rectification::NotImplemented { law: "36".into() });
                    ctx.summarize("law32-summary-law36", &[]);
                } else {
                    // Repeating the same call is not "a different final call":
                    // Law 26 does not apply, and there is no rectification.
                    ctx.rectify(Rectification::MustRepeatCall { player: Role::Offender });
                    ctx.summarize("law32-summary-b1", &[]);
                }
            }
            Some(action) => {
                ctx.consult(&B2_RHO_CALLS, true, &[(RHO_ACTION, Value::from(action))], None);
                enforced_pass(ctx, Role::OffendersPartner, Until::EndOfAuction);
                lead_restrictions_for(ctx, false);
                ctx.summarize("law32-summary-b2", &[]);
            }
        },
    }
}
