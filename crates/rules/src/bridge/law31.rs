//! Law 31: a bid out of rotation (or an artificial pass, or a pass over
//! partner's artificial call), cancelled (29A not chosen).

use serde_json::Value;

use crate::bridge::auction_laws::{enforced_pass, lead_restrictions};
use crate::bridge::law30::TurnOf;
use crate::catalogue::CitationSpec;
use crate::evaluate::{Ctx, Rule};
use crate::ruling::{Rectification, ReviewReason, Role, Until};

const fn law31(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: "FFB 2017", law: "31", paragraph, title }
}

/// 31A1: at RHO's turn, RHO passes: the offender repeats his call; no rectification if legal.
pub const A1_RHO_PASSES: Rule = Rule { id: "ffb2017.law31.a1", citation: law31("A1", "law31-a1-title") };
/// 31A2(a): RHO calls; the offender's new call repeats the denomination: partner passes at next turn.
pub const A2A_REPEATS: Rule = Rule { id: "ffb2017.law31.a2a", citation: law31("A2(a)", "law31-a2a-title") };
/// 31A2(b): RHO calls; otherwise (or an artificial pass): partner passes throughout, Law 26.
pub const A2B_OTHERWISE: Rule = Rule { id: "ffb2017.law31.a2b", citation: law31("A2(b)", "law31-a2b-title") };
/// 31B: at partner's turn, or at LHO's turn before the offender had called:
/// partner passes throughout, Law 26.
pub const B_PARTNER_OR_LHO: Rule = Rule { id: "ffb2017.law31.b", citation: law31("B", "law31-b-title") };

/// Outcome field: what RHO did at his turn after the cancelled call.
pub const RHO_ACTION: &str = "rho_action";
/// Outcome field: did the offender's call at his turn repeat the
/// denomination(s) of the call out of rotation (29C: those specified)?
pub const REPEATS_DENOMINATION: &str = "offender_repeated_denomination";

/// Law 31 for a call out of rotation at `turn_of` (never LHO after the
/// offender had called: that is a change of call). `artificial_pass`: the
/// call was an artificial pass or a pass over partner's artificial call.
pub fn call_cancelled(ctx: &mut Ctx<'_>, turn_of: TurnOf, artificial_pass: bool) {
    if turn_of != TurnOf::Rho {
        ctx.consult(&B_PARTNER_OR_LHO, true, &[], None);
        enforced_pass(ctx, Role::OffendersPartner, Until::EndOfAuction);
        lead_restrictions(ctx);
        ctx.summarize("law31-summary-b", &[]);
        return;
    }
    let rho = ctx.outcome_value(RHO_ACTION).and_then(Value::as_str);
    let repeats = ctx.outcome_value(REPEATS_DENOMINATION).and_then(Value::as_bool);
    match rho {
        None => {
            // The ruling depends on what RHO does next: state each branch.
            // 31A1 covers every call Law 31 governs, an artificial pass too;
            // the artificial pass only changes what follows a call by RHO.
            ctx.cite(&A1_RHO_PASSES.citation);
            ctx.cite(&A2A_REPEATS.citation);
            ctx.cite(&A2B_OTHERWISE.citation);
            let review = Rectification::DirectorReview { law: "23".into(), reason: ReviewReason::EnforcedPassDamage };
            ctx.conditionally("rho_passes", vec![Rectification::MustRepeatCall { player: Role::Offender }], true);
            if !artificial_pass {
                ctx.conditionally(
                    "rho_calls_offender_repeats_denomination",
                    vec![
                        Rectification::MustPass { player: Role::OffendersPartner, until: Until::NextTurn },
                        review.clone(),
                    ],
                    true,
                );
            }
            ctx.conditionally(
                "rho_calls_otherwise",
                vec![Rectification::MustPass { player: Role::OffendersPartner, until: Until::EndOfAuction }, review],
                true,
            );
            ctx.summarize(
                if artificial_pass { "law31-summary-a-pending-artificial" } else { "law31-summary-a-pending" },
                &[],
            );
        }
        Some("pass") => {
            ctx.consult(&A1_RHO_PASSES, true, &[(RHO_ACTION, Value::from("pass"))], None);
            ctx.rectify(Rectification::MustRepeatCall { player: Role::Offender });
            ctx.summarize("law31-summary-a1", &[]);
        }
        Some(action) => {
            // After a call by RHO, an artificial pass falls under A2(b).
            if artificial_pass {
                ctx.consult(&A2B_OTHERWISE, true, &[(RHO_ACTION, Value::from(action))], None);
                return otherwise(ctx);
            }
            let Some(repeats) = repeats else {
                ctx.conditionally(
                    "offender_repeats_denomination",
                    vec![Rectification::MustPass { player: Role::OffendersPartner, until: Until::NextTurn }],
                    true,
                );
                ctx.conditionally(
                    "offender_does_not_repeat_denomination",
                    vec![Rectification::MustPass { player: Role::OffendersPartner, until: Until::EndOfAuction }],
                    true,
                );
                ctx.cite(&A2A_REPEATS.citation);
                ctx.cite(&A2B_OTHERWISE.citation);
                ctx.summarize("law31-summary-a2-pending", &[]);
                return;
            };
            let read = [(RHO_ACTION, Value::from(action)), (REPEATS_DENOMINATION, Value::from(repeats))];
            if repeats {
                ctx.consult(&A2A_REPEATS, true, &read, None);
                enforced_pass(ctx, Role::OffendersPartner, Until::NextTurn);
                ctx.summarize("law31-summary-a2a", &[]);
            } else {
                ctx.consult(&A2A_REPEATS, false, &read, None);
                ctx.consult(&A2B_OTHERWISE, true, &read, None);
                otherwise(ctx);
            }
        }
    }
}

fn otherwise(ctx: &mut Ctx<'_>) {
    enforced_pass(ctx, Role::OffendersPartner, Until::EndOfAuction);
    lead_restrictions(ctx);
    ctx.summarize("law31-summary-a2b", &[]);
}
