//! Law 32: a double or redouble out of rotation, in each edition. Law 29B
//! sends here and the seed's copy does not reproduce it.
//!
//! The 2007 version (32A partner's turn, 32B RHO's turn; LHO's turn by the
//! footnote to 31B) silences the partner for the whole auction after a
//! cancellation. The
//! 2017 text swaps the letters (32A RHO's turn, 32B partner's turn), judges
//! the offender's call at his turn by 23A as Law 31 does, and keeps LHO's
//! turn a change of call (32C).

use crate::game::Read;
use serde_json::Value;

use crate::game::Ctx;
use crate::game::Until;
use crate::kinds::auction_laws::{enforced_pass, lead_restrictions_for};
use crate::kinds::law30::TurnOf;
use crate::kinds::law31::RHO_ACTION;
use crate::rectification::Rectification;
use crate::rectification::SharedRectification;
use crate::vocabulary::Role;
// The paragraphs of Law 32 (ids and citations) are its laws/ file's.
pub use crate::laws::law32::*;

/// Law 32 (2007) once the double or redouble out of rotation is cancelled; Law 26B
/// may restrict the lead (a double names no suit).
pub fn double_cancelled(ctx: &mut Ctx<'_>, turn_of: TurnOf, inadmissible: bool) {
    match turn_of {
        TurnOf::Partner => {
            ctx.consult(&A_PARTNERS_TURN, true, &[], None);
            enforced_pass(ctx, Role::OffendersPartner, Until::EndOfAuction);
            lead_restrictions_for(ctx, false);
            ctx.summarize("law32-summary-a", &[]);
        }
        TurnOf::Lho if inadmissible => {
            // Before the offender had called, at the dealer's turn: nobody
            // had bid, so the double is inadmissible: Law 36, which the
            // 2007 edition does not implement: said, not guessed.
            let read = [(crate::kinds::out_of_rotation::OFFENDER_HAD_CALLED, Read::from(false))];
            ctx.consult(&crate::kinds::law31::LATER_CALL_AT_LHOS_TURN, false, &read, Some(&INADMISSIBLE));
            ctx.consult(&INADMISSIBLE, true, &read, None);
            ctx.rectify(SharedRectification::NotImplemented { law: "36".into() });
            ctx.summarize("law32-summary-law36", &[]);
        }
        TurnOf::Lho => {
            ctx.consult(&crate::kinds::law31::LATER_CALL_AT_LHOS_TURN, true, &[], None);
            ctx.rectify(SharedRectification::RuledUnder { kind: "bridge.change_of_call".into(), law: "25".into() });
            ctx.summarize("law29-summary-change-of-call", &[]);
        }
        TurnOf::Rho => match ctx.outcome_value(RHO_ACTION).and_then(Value::as_str) {
            None => {
                ctx.cite(&B1_RHO_PASSES.citation);
                ctx.cite(&B2_RHO_CALLS.citation);
                let if_rho_passes = if inadmissible {
                    crate::consequences![SharedRectification::NotImplemented { law: "36".into() }]
                } else {
                    crate::consequences![Rectification::MustRepeatCall { player: Role::Offender }]
                };
                ctx.conditionally("rho_passes", if_rho_passes, true);
                ctx.conditionally(
                    "rho_calls",
                    vec![Rectification::MustPass { player: Role::OffendersPartner, until: Until::EndOfAuction }],
                    true,
                );
                // An inadmissible double is never to be repeated: the summary
                // says what its conditional says, Law 36 (a client probe read
                // "the offender must repeat it").
                ctx.summarize(
                    if inadmissible { "law32-summary-b-pending-inadmissible" } else { "law32-summary-b-pending" },
                    &[],
                );
            }
            Some("pass") => {
                ctx.consult(&B1_RHO_PASSES, true, &[(RHO_ACTION, Read::from("pass"))], None);
                if inadmissible {
                    // 32B1 sends an inadmissible double to Law 36, which the
                    // engine does not implement: say so, do not guess.
                    ctx.rectify(SharedRectification::NotImplemented { law: "36".into() });
                    ctx.summarize("law32-summary-law36", &[]);
                } else {
                    // Repeating the same call is not "a different final call":
                    // Law 26 does not apply, and there is no rectification.
                    ctx.rectify(Rectification::MustRepeatCall { player: Role::Offender });
                    ctx.summarize("law32-summary-b1", &[]);
                }
            }
            Some(action) => {
                ctx.consult(&B2_RHO_CALLS, true, &[(RHO_ACTION, Read::from(action))], None);
                enforced_pass(ctx, Role::OffendersPartner, Until::EndOfAuction);
                lead_restrictions_for(ctx, false);
                ctx.summarize("law32-summary-b2", &[]);
            }
        },
    }
}

/// 2017 Law 32 once an admissible double or redouble out of rotation is
/// cancelled (an inadmissible one is ruled by Law 36, `law36.rs`).
pub fn double_cancelled_2017(ctx: &mut Ctx<'_>, turn_of: TurnOf) {
    match turn_of {
        TurnOf::Lho => {
            ctx.consult(&C_2017_LHOS_TURN, true, &[], None);
            ctx.rectify(SharedRectification::RuledUnder { kind: "bridge.change_of_call".into(), law: "25".into() });
            ctx.summarize("law29-summary-change-of-call", &[]);
        }
        TurnOf::Partner => {
            ctx.consult(&B1_2017_PARTNER_CALLS, true, &[], None);
            crate::kinds::law31::partner_calls_under_16c2(ctx);
            ctx.consult(&B2_2017_AS_A2, true, &[], None);
            crate::kinds::law31::offender_calls_at_his_turn(
                ctx,
                &A2A_2017_COMPARABLE,
                &A2B_2017_NOT_COMPARABLE,
                "law32-2017-summary-b",
            );
        }
        TurnOf::Rho => match ctx.outcome_value(RHO_ACTION).and_then(Value::as_str) {
            Some("pass") => {
                ctx.consult(&A1_2017_RHO_PASSES, true, &[(RHO_ACTION, Read::from("pass"))], None);
                crate::kinds::auction_laws::withdrawn_call_information(ctx);
                ctx.rectify(Rectification::MustRepeatCall { player: Role::Offender });
                ctx.summarize("law32-summary-b1", &[]);
            }
            Some(action) => {
                ctx.consult(&A1_2017_RHO_PASSES, false, &[(RHO_ACTION, Read::from(action))], None);
                crate::kinds::law31::offender_calls_at_his_turn(
                    ctx,
                    &A2A_2017_COMPARABLE,
                    &A2B_2017_NOT_COMPARABLE,
                    "law31-2017-summary-a2",
                );
            }
            None => {
                // RHO's call, then the offender's: both are asked.
                ctx.depends_on(&[crate::kinds::law23::COMPARABLE]);
                crate::kinds::auction_laws::withdrawn_call_information(ctx);
                ctx.cite(&A1_2017_RHO_PASSES.citation);
                ctx.cite(&A2A_2017_COMPARABLE.citation);
                ctx.cite(&A2B_2017_NOT_COMPARABLE.citation);
                ctx.conditionally("rho_passes", vec![Rectification::MustRepeatCall { player: Role::Offender }], true);
                ctx.conditionally(
                    "rho_calls_offender_call_comparable",
                    vec![SharedRectification::DirectorReview {
                        law: "23C".into(),
                        reason: crate::vocabulary::ReviewReason::ComparableCallAssistance,
                    }],
                    true,
                );
                ctx.conditionally(
                    "rho_calls_offender_call_not_comparable",
                    crate::consequences![
                        Rectification::MustPass { player: Role::OffendersPartner, until: Until::NextTurn },
                        SharedRectification::DirectorReview {
                            law: "72C".into(),
                            reason: crate::vocabulary::ReviewReason::EnforcedPassDamage,
                        },
                    ],
                    true,
                );
                ctx.summarize("law32-2017-summary-a-pending", &[]);
            }
        },
    }
}
