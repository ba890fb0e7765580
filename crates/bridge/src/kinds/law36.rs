//! Law 36 (2017): an inadmissible double or redouble (one Law 19 does not
//! allow: doubling partner's bid, redoubling an undoubled bid…), made out
//! of rotation (kind `bridge.call_out_of_rotation`, sent here by Law 32's
//! opening, which never lets one be accepted) or in turn (kind
//! `bridge.inadmissible_double`).
//!
//! - 36A: the offender's LHO called over it before the director ruled: the
//!   inadmissible call and every call after it are cancelled, the auction
//!   goes back to the player whose turn it was and goes on as if nothing
//!   irregular had happened; no Law 26B lead restriction.
//! - 36B1-B3 (in turn, LHO did not call over it): the call is cancelled,
//!   the offender makes a legal call in its place and the auction goes on;
//!   his partner passes for the rest of the auction; Law 72C may apply,
//!   and so may the 26B lead restrictions.
//! - 36B4: out of turn, the auction goes back to the player whose turn it
//!   was; the offender makes any legal call at his turn and his partner
//!   passes for the rest of the auction; Law 72C may apply, and so may the
//!   26B lead restrictions (36B3).
//!
//! Only the 2017 text is implemented. The seed (the 2007 text) does not
//! reproduce Law 36: under `ffb-2007` the ruling still says that Law 36
//! applies and that the director rules himself (`law32.rs`).
//!
//! Not ruled here, and said so rather than guessed:
//! - 36C, attention drawn only after the opening lead was faced (the
//!   contract is scored as if the call had not been made): this kind rules
//!   during the auction, and a director called after the lead must score
//!   the board himself.
//!
//! 26B after 36B4: 36B3 says the lead restrictions "may apply", and Law 26
//! lifts them only when the withdrawn call is replaced by a comparable one
//! (26A). A double that Law 19 forbids has no meaning a legal call could
//! share, so no replacement is comparable to it: 26B applies, and declarer
//! chooses whether to use it (the "may").

use crate::game::Read;

use crate::game::Until;
use crate::game::{CitationSpec, Domain, FactSpec, KindSpec};
use crate::game::{Ctx, InputError};
use crate::kinds::auction_laws::{OFFENDER_BECOMES_FIELD, enforced_pass, withdrawn_call_information};
use crate::rectification::Rectification;
use crate::rectification::SharedRectification;
use crate::vocabulary::Role;
// The paragraphs of Law 36 (ids and citations) are its laws/ file's.
pub use crate::laws::law36::*;

/// Whether the offender's LHO called over the inadmissible call before the
/// director ruled (36A).
pub const LHO_CALLED: &str = "lho_called_before_ruling";

/// The fact [`LHO_CALLED`].
pub const LHO_CALLED_FACT: FactSpec =
    FactSpec { id: LHO_CALLED, question: "law36-q-lho-called", domain: Domain::Boolean, rule: A_LHO_CALLED.id };

/// The citations of the paragraphs the out-of-rotation kind rules by, for
/// its list.
pub const CITATIONS: [CitationSpec; 3] = [A_LHO_CALLED.citation, B3_REVIEW_AND_LEAD.citation, B4_OUT_OF_TURN.citation];

/// The kind's id: a double or redouble Law 19 does not allow, made in turn.
const IN_TURN_KIND_ID: &str = "bridge.inadmissible_double";

/// The kind `bridge.inadmissible_double` (2017): an inadmissible double or
/// redouble made at the offender's own turn (out of turn, it is
/// `bridge.call_out_of_rotation`'s, which sends it to [`out_of_rotation`]).
pub static IN_TURN_KIND_2017: KindSpec = KindSpec {
    id: IN_TURN_KIND_ID,
    title: "law36-kind-title",
    laws: &[
        A_LHO_CALLED.citation,
        B1_CANCELLED.citation,
        B2_SUBSTITUTE.citation,
        B3_REVIEW_AND_LEAD.citation,
        crate::kinds::law26::B_NOT_COMPARABLE.citation,
        crate::kinds::law23::LAW72_C.citation,
        // Reached through shared rules (information on cancelled calls).
        crate::kinds::law16::D1_WITHDRAWN_CALL.citation,
        crate::kinds::law16::D2_WITHDRAWN_CALL.citation,
    ],
    facts: &[
        LHO_CALLED_FACT,
        crate::kinds::law12::ADJUSTED_SCORE_FACT,
        crate::kinds::law12::OFFENDING_SIDE_AT_FAULT_FACT,
        crate::kinds::law12::BOARD_DECLARER_FACT,
        crate::kinds::law12::BOARD_VULNERABLE_FACT,
    ],
    choices: &[crate::kinds::auction_laws::DECLARER_LEAD_CHOICE],
    outcome: &[OFFENDER_BECOMES_FIELD],
    record_formats: &[],
    record_facts: None,
    evaluate: in_turn,
};

/// The kind under the 2007 Laws: named, not ruled (the seed does not hold
/// Law 36; the director rules).
pub static IN_TURN_KIND_2007: KindSpec =
    crate::kinds::auction_laws::named_kind(IN_TURN_KIND_ID, "law36-kind-title", &[LAW36], |ctx| {
        crate::kinds::auction_laws::named_not_ruled(ctx, &LAW36, "law36-2007-summary-not-ruled");
        Ok(())
    });

/// 36A or 36B1-B3 for an inadmissible double or redouble made in turn.
fn in_turn(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let Some(lho_called) = ctx.bool_fact(LHO_CALLED) else {
        ctx.ask(LHO_CALLED);
        return Ok(());
    };
    let read = [(LHO_CALLED, Read::from(lho_called))];
    ctx.rectify(SharedRectification::CallCancelled { player: Role::Offender });
    // The calls cancelled (16C): authorized to the other side, not to the
    // offender's.
    withdrawn_call_information(ctx);
    if lho_called {
        // 36A: cancelled with every call after it; the auction goes back
        // to the offender, whose turn it was, as if nothing irregular had
        // happened: no enforced pass, no 26B.
        ctx.consult(&A_LHO_CALLED, true, &read, None);
        ctx.consult(&B1_CANCELLED, false, &read, Some(&A_LHO_CALLED));
        ctx.rectify(SharedRectification::CallCancelled { player: Role::OffendersLho });
        ctx.rectify(Rectification::TurnReverts { to: Role::Offender });
        ctx.summarize("law36-summary-a-in-turn", &[]);
        return Ok(());
    }
    ctx.consult(&A_LHO_CALLED, false, &read, None);
    ctx.consult(&B1_CANCELLED, true, &read, None);
    ctx.consult(&B2_SUBSTITUTE, true, &read, None);
    ctx.rectify(Rectification::CallMustBeReplaced { player: Role::Offender });
    enforced_pass(ctx, Role::OffendersPartner, Until::EndOfAuction);
    // 36B3's "may": as after 36B4 (see the module's doc), no legal call is
    // comparable to a double Law 19 forbids, so 26B is declarer's to use.
    ctx.consult(&B3_REVIEW_AND_LEAD, true, &read, None);
    crate::kinds::law26::after_other_call(ctx);
    ctx.summarize("law36-summary-b-in-turn", &[]);
    Ok(())
}

/// Rules an inadmissible double or redouble out of rotation at RHO's or
/// partner's turn, or at LHO's before the offender has called (LHO the
/// dealer, nothing bid; once the offender has called, a double at LHO's
/// turn is a change of call, 32C). `whose_turn` is the player the turn
/// reverts to;
/// `lho_called`, whether the offender's LHO called over it before the
/// ruling (the fact [`LHO_CALLED`]).
pub fn out_of_rotation(ctx: &mut Ctx<'_>, whose_turn: Role, lho_called: bool) {
    let read = [(LHO_CALLED, Read::from(lho_called))];
    ctx.rectify(SharedRectification::CallCancelled { player: Role::Offender });
    ctx.rectify(Rectification::TurnReverts { to: whose_turn });
    // The calls withdrawn (16C): authorized to the other side, not to the
    // offender's.
    withdrawn_call_information(ctx);
    if lho_called {
        ctx.consult(&A_LHO_CALLED, true, &read, None);
        ctx.consult(&B4_OUT_OF_TURN, false, &read, Some(&A_LHO_CALLED));
        // LHO's call over it is cancelled with it (36A: "and all
        // subsequent calls"); any call after LHO's, made before the director
        // came, goes the same way, as the summary says.
        ctx.rectify(SharedRectification::CallCancelled { player: Role::OffendersLho });
        ctx.summarize("law36-summary-a", &[]);
        return;
    }
    ctx.consult(&A_LHO_CALLED, false, &read, None);
    ctx.consult(&B4_OUT_OF_TURN, true, &read, None);
    // The partner passes at every turn, this one included when it was his.
    enforced_pass(ctx, Role::OffendersPartner, Until::EndOfAuction);
    ctx.consult(&B3_REVIEW_AND_LEAD, true, &read, None);
    crate::kinds::law26::after_other_call(ctx);
    ctx.summarize("law36-summary-b4", &[]);
}
