//! Law 31: a bid out of rotation (or an artificial pass, or a pass over
//! partner's artificial call), cancelled (29A not chosen), in each edition.
//!
//! 31A1 (RHO passes: the offender repeats his call) is the same in both.
//! After a call by RHO, the 2007 text asks whether the offender repeats the
//! denomination (partner passes once) or not (partner passes throughout,
//! Law 26); at partner's turn it silences the partner for the whole auction.
//! The 2017 text asks whether the offender's call is comparable (23A): if
//! so, no further rectification (23C may adjust); if not, the partner passes
//! once, Laws 16C, 26B and 72C may apply; and at partner's turn the partner
//! calls freely (16C2), the offender's call being ruled the same way.

use crate::game::Read;
use serde_json::Value;

use crate::game::Until;
use crate::game::{Ctx, Rule};
use crate::kinds::auction_laws::{enforced_pass, lead_restrictions};
use crate::kinds::out_of_rotation::TurnOf;
use crate::rectification::Rectification;
use crate::rectification::SharedRectification;
use crate::vocabulary::{ReviewReason, Role};
// The paragraphs of Law 31 (ids and citations) are its laws/ file's.
pub use crate::laws::law31::*;

// What RHO did is read off the record too (`auction_facts`): the field is
// the out-of-rotation vocabulary's.
pub use crate::kinds::out_of_rotation::RHO_ACTION;
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
    // Whether the offender repeated the denomination matters only for a
    // call that named one: after an artificial pass 31A2(b) applies
    // whatever he calls, so it is not read, and so not asked (a probe).
    let repeats = if artificial_pass { None } else { ctx.outcome_value(REPEATS_DENOMINATION).and_then(Value::as_bool) };
    match rho {
        None => {
            // The ruling depends on what RHO does next: state each branch.
            // 31A1 covers every call Law 31 governs, an artificial pass too;
            // the artificial pass only changes what follows a call by RHO.
            ctx.cite(&A1_RHO_PASSES.citation);
            ctx.cite(&A2A_REPEATS.citation);
            ctx.cite(&A2B_OTHERWISE.citation);
            let review =
                SharedRectification::DirectorReview { law: "23".into(), reason: ReviewReason::EnforcedPassDamage };
            ctx.conditionally("rho_passes", vec![Rectification::MustRepeatCall { player: Role::Offender }], true);
            if !artificial_pass {
                ctx.conditionally(
                    "rho_calls_offender_repeats_denomination",
                    crate::consequences![
                        Rectification::MustPass { player: Role::OffendersPartner, until: Until::NextTurn },
                        review.clone(),
                    ],
                    true,
                );
            }
            ctx.conditionally(
                "rho_calls_otherwise",
                crate::consequences![
                    Rectification::MustPass { player: Role::OffendersPartner, until: Until::EndOfAuction },
                    review
                ],
                true,
            );
            ctx.summarize(
                if artificial_pass { "law31-summary-a-pending-artificial" } else { "law31-summary-a-pending" },
                &[],
            );
        }
        Some("pass") => {
            ctx.consult(&A1_RHO_PASSES, true, &[(RHO_ACTION, Read::from("pass"))], None);
            repeat_the_call(ctx);
        }
        Some(action) => {
            // After a call by RHO, an artificial pass falls under A2(b).
            if artificial_pass {
                ctx.consult(&A2B_OTHERWISE, true, &[(RHO_ACTION, Read::from(action))], None);
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
            let read = [(RHO_ACTION, Read::from(action)), (REPEATS_DENOMINATION, Read::from(repeats))];
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

/// 31A1 (both editions): the offender repeats his call, and "when that call
/// is legal there is no rectification". A bid out of rotation that was
/// insufficient (the record shows it) is insufficient again once repeated
/// over RHO's pass, the last bid being the same: not legal, it is then
/// ruled under Law 27 in rotation (EBU forum, "Insufficient bid OOT",
/// https://www.ebu.co.uk/forum/discussion/89/insufficient-bid-oot). Without
/// a record the director's `insufficient` is asked: a thin client has no
/// other way to say it, and without it a ruling said "no rectification" and
/// never reached Law 27 (an auction probe, after EBU forum 407: N 1NT, S 1C
/// at E's turn, E passes).
fn repeat_the_call(ctx: &mut Ctx<'_>) {
    ctx.rectify(Rectification::MustRepeatCall { player: Role::Offender });
    let recorded = ctx.derived().and_then(|d| d.irregular_call.as_ref()).map(|call| call.insufficient);
    // An artificial pass (30C sends it here) is never insufficient.
    let a_bid = ctx.enum_fact(crate::kinds::out_of_rotation::CALL_TYPE) == Some("bid");
    let given = recorded.or_else(|| ctx.bool_fact(crate::kinds::out_of_rotation::INSUFFICIENT));
    let Some(insufficient) = given.or((!a_bid).then_some(false)) else {
        ctx.ask(crate::kinds::out_of_rotation::INSUFFICIENT);
        return;
    };
    if insufficient {
        ctx.rectify(SharedRectification::RuledUnder { kind: "bridge.insufficient_bid".into(), law: "27".into() });
        ctx.summarize("law31-summary-a1-insufficient", &[]);
    } else {
        ctx.summarize("law31-summary-a1", &[]);
    }
}

fn otherwise(ctx: &mut Ctx<'_>) {
    enforced_pass(ctx, Role::OffendersPartner, Until::EndOfAuction);
    lead_restrictions(ctx);
    ctx.summarize("law31-summary-a2b", &[]);
}

/// 2017 Law 31 for a call out of rotation at `turn_of` (never LHO after the
/// offender had called: 31C, a change of call). An artificial pass follows
/// the same paragraphs (30C sends it here).
pub fn call_cancelled_2017(ctx: &mut Ctx<'_>, turn_of: TurnOf) {
    if turn_of != TurnOf::Rho {
        ctx.consult(&B1_2017_PARTNER_CALLS, true, &[], None);
        partner_calls_under_16c2(ctx);
        ctx.consult(&B2_2017_AS_A2, true, &[], None);
        offender_calls_at_his_turn(ctx, &A2A_2017_COMPARABLE, &A2B_2017_NOT_COMPARABLE, "law31-2017-summary-b");
        return;
    }
    match ctx.outcome_value(RHO_ACTION).and_then(Value::as_str) {
        None => {
            // What follows depends on RHO's call, then on the offender's:
            // both are asked, the branches stated below reading both.
            ctx.depends_on(&[crate::kinds::law23::COMPARABLE]);
            crate::kinds::auction_laws::withdrawn_call_information(ctx);
            ctx.cite(&A1_RHO_PASSES.citation);
            ctx.cite(&A2A_2017_COMPARABLE.citation);
            ctx.cite(&A2B_2017_NOT_COMPARABLE.citation);
            ctx.conditionally("rho_passes", vec![Rectification::MustRepeatCall { player: Role::Offender }], true);
            ctx.conditionally(
                "rho_calls_offender_call_comparable",
                vec![SharedRectification::DirectorReview {
                    law: "23C".into(),
                    reason: ReviewReason::ComparableCallAssistance,
                }],
                true,
            );
            ctx.conditionally(
                "rho_calls_offender_call_not_comparable",
                crate::consequences![
                    Rectification::MustPass { player: Role::OffendersPartner, until: Until::NextTurn },
                    SharedRectification::DirectorReview { law: "72C".into(), reason: ReviewReason::EnforcedPassDamage },
                ],
                true,
            );
            ctx.summarize("law31-2017-summary-a-pending", &[]);
        }
        Some("pass") => {
            ctx.consult(&A1_RHO_PASSES, true, &[(RHO_ACTION, Read::from("pass"))], None);
            crate::kinds::auction_laws::withdrawn_call_information(ctx);
            repeat_the_call(ctx);
        }
        Some(action) => {
            ctx.consult(&A1_RHO_PASSES, false, &[(RHO_ACTION, Read::from(action))], None);
            offender_calls_at_his_turn(ctx, &A2A_2017_COMPARABLE, &A2B_2017_NOT_COMPARABLE, "law31-2017-summary-a2");
        }
    }
}

/// 2017 30B1(a), 31B1, 32B1: the offender's partner calls freely at his
/// turn, but knowing the cancelled call: 16C2 applies to that call of his,
/// whatever the offender does next (23B lifts 16C2 only from the
/// offender's comparable call on).
pub fn partner_calls_under_16c2(ctx: &mut Ctx<'_>) {
    let law = crate::kinds::law16::D2_WITHDRAWN_CALL;
    ctx.consult(&law, true, &[], None);
    ctx.inform(crate::game::Information {
        status: crate::game::InformationStatus::Unauthorized,
        holder: crate::game::Party::OffendersPartner,
        about: arbitre_core::text::msg("law31-2017-info-partner-call"),
        citation: ctx.citation(&law.citation),
    });
}

/// The 2017 Laws on the offender's own call once his call out of rotation
/// was cancelled (30B1(b), 31A2, 31B2, 32A2, 32B2), judged by 23A:
/// - comparable (`comparable`): no further rectification, no lead
///   restriction (26A), 16C2 no longer applies (23B); 23C may adjust;
/// - not comparable (`not_comparable`): the partner passes when next it is
///   his turn; 16C applies, 26B may restrict the lead, 72C may adjust.
///
/// Until the director says which, both branches are stated.
/// `summary_pending` is the summary while the offender has not called; the
/// settled summaries are shared.
pub fn offender_calls_at_his_turn(ctx: &mut Ctx<'_>, comparable: &Rule, not_comparable: &Rule, summary_pending: &str) {
    use crate::kinds::law23;
    use crate::kinds::law26;
    let Some(judgement) = ctx.outcome_value(law23::COMPARABLE).and_then(Value::as_str) else {
        // Only the comparability of the offender's call decides here: RHO's
        // action and what the offender becomes are not asked (a client
        // probe found them asked and unused).
        ctx.awaits(law23::COMPARABLE);
        crate::kinds::auction_laws::withdrawn_call_information(ctx);
        ctx.cite(&comparable.citation);
        ctx.cite(&not_comparable.citation);
        // What a call that is not comparable may bring: 26B, 72C.
        ctx.cite(&law26::B_NOT_COMPARABLE.citation);
        ctx.cite(&law23::LAW72_C.citation);
        ctx.conditionally(
            "offender_call_comparable",
            vec![SharedRectification::DirectorReview {
                law: "23C".into(),
                reason: ReviewReason::ComparableCallAssistance,
            }],
            true,
        );
        ctx.conditionally(
            "offender_call_not_comparable",
            crate::consequences![
                Rectification::MustPass { player: Role::OffendersPartner, until: Until::NextTurn },
                SharedRectification::DirectorReview { law: "72C".into(), reason: ReviewReason::EnforcedPassDamage },
            ],
            true,
        );
        ctx.summarize(summary_pending, &[]);
        return;
    };
    let read = [(law23::COMPARABLE, Read::from(judgement))];
    if law23::judge(ctx, judgement) {
        ctx.consult(comparable, true, &read, None);
        law23::information_after_comparable_call(ctx);
        law26::after_comparable_call(ctx);
        law23::review_assistance(ctx);
        ctx.summarize("auction-2017-summary-comparable", &[]);
    } else {
        ctx.consult(not_comparable, true, &read, None);
        crate::kinds::auction_laws::withdrawn_call_information(ctx);
        enforced_pass(ctx, Role::OffendersPartner, Until::NextTurn);
        law26::after_other_call(ctx);
        ctx.summarize("auction-2017-summary-not-comparable", &[]);
    }
}
