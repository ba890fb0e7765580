//! Law 28: calls considered to be in rotation.

use crate::game::Read;

use crate::game::Ctx;
use crate::game::{Information, InformationStatus, Party};
use crate::kinds::law16::{D1_WITHDRAWN_CALL, D2_WITHDRAWN_CALL};
use crate::rectification::SharedRectification;
use crate::vocabulary::Role;
use arbitre_core::text;
// The paragraphs of Law 28 (ids and citations) are its laws/ file's.
pub use crate::laws::law28::*;

/// 28A applied: the call was in rotation after all.
pub fn in_rotation(ctx: &mut Ctx<'_>, read: &[(&str, Read<'_>)]) {
    ctx.consult(&A_RHO_MUST_PASS, true, read, None);
    ctx.summarize("law28-summary-a", &[]);
}

/// 28B applied: the call out of rotation is cancelled without rectification;
/// what it showed is authorized for the non-offending side and unauthorized
/// for the offending side.
pub fn cancelled_by_call_in_turn(ctx: &mut Ctx<'_>, read: &[(&str, Read<'_>)]) {
    ctx.consult(&B_CALL_IN_TURN_CANCELS, true, read, None);
    ctx.rectify(SharedRectification::CallCancelled { player: Role::Offender });
    // 28B itself names only 16D2 (16C2 in 2017). That the non-offending
    // side may use what the cancelled call showed is 16D1's (16C1's) own
    // general rule for a withdrawn or cancelled call, stated here as after
    // every other one (a probe found only the offenders' half).
    for (rule, status, holder) in [
        (&D1_WITHDRAWN_CALL, InformationStatus::Authorized, Party::NonOffendingSide),
        (&D2_WITHDRAWN_CALL, InformationStatus::Unauthorized, Party::OffendingSide),
    ] {
        ctx.consult(rule, true, &[], None);
        ctx.inform(Information {
            status,
            holder,
            about: text::msg("law16-d-info-withdrawn-call"),
            citation: ctx.citation(&rule.citation),
        });
    }
    ctx.summarize("law28-summary-b", &[]);
}
