//! Law 28: calls considered to be in rotation.

use serde_json::Value;

use crate::bridge::auction_laws::LAW16_D2;
use crate::catalogue::CitationSpec;
use crate::evaluate::{Ctx, Rule};
use crate::rectification::SharedRectification;
use crate::ruling::{Information, InformationStatus, Party, Role};
use crate::text;

const fn law28(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: crate::catalogue::FFB, law: "28", paragraph, title }
}

/// 28A: a call made at RHO's turn when RHO is required by law to pass is in rotation.
pub const A_RHO_MUST_PASS: Rule = Rule { id: "ffb.law28.a", citation: law28("A", "law28-a-title") };
/// 28B: the player whose turn it was calls before the call out of rotation
/// is ruled on: his call stands, the other is cancelled, 16D2 applies.
pub const B_CALL_IN_TURN_CANCELS: Rule = Rule { id: "ffb.law28.b", citation: law28("B", "law28-b-title") };

/// 28A applied: the call was in rotation after all.
pub fn in_rotation(ctx: &mut Ctx<'_>, read: &[(&str, Value)]) {
    ctx.consult(&A_RHO_MUST_PASS, true, read, None);
    ctx.summarize("law28-summary-a", &[]);
}

/// 28B applied: the call out of rotation is cancelled without rectification;
/// what it showed is unauthorized for the offending side.
pub fn cancelled_by_call_in_turn(ctx: &mut Ctx<'_>, read: &[(&str, Value)]) {
    ctx.consult(&B_CALL_IN_TURN_CANCELS, true, read, None);
    ctx.rectify(SharedRectification::CallCancelled { player: Role::Offender });
    ctx.consult(&LAW16_D2, true, &[], None);
    ctx.inform(Information {
        status: InformationStatus::Unauthorized,
        holder: Party::OffendingSide,
        about: text::msg("law16-d-info-withdrawn-call"),
        citation: ctx.citation(&LAW16_D2.citation),
    });
    ctx.summarize("law28-summary-b", &[]);
}
