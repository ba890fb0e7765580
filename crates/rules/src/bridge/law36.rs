//! Law 36 (2017): an inadmissible double or redouble made out of rotation
//! (kind `bridge.call_out_of_rotation`, sent here by Law 32's opening, which
//! never lets one be accepted).
//!
//! - 36A: the offender's LHO called over it before the director ruled: the
//!   inadmissible call and every call after it are cancelled, the auction
//!   goes back to the player whose turn it was and goes on as if nothing
//!   irregular had happened; no Law 26B lead restriction.
//! - 36B4: otherwise, the auction goes back to the player whose turn it
//!   was; the offender makes any legal call at his turn and his partner
//!   passes for the rest of the auction; Law 72C may apply, and so may the
//!   26B lead restrictions (36B3).
//!
//! Only the 2017 text is implemented. The seed (the 2007 text) does not
//! reproduce Law 36: under `ffb-2007` the ruling still says that Law 36
//! applies and that the director rules himself (`law32.rs`).
//!
//! Not ruled here, and said so rather than guessed:
//! - an inadmissible double made in turn (36B1-B3: doubling partner's bid,
//!   say) is not a call out of rotation and has no kind yet;
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

use serde_json::Value;

use crate::bridge::auction_laws::{enforced_pass, withdrawn_call_information};
use crate::bridge::rectification::Rectification;
use crate::catalogue::{CitationSpec, Domain, FactSpec};
use crate::context::{Ctx, Rule};
use crate::rectification::SharedRectification;
use crate::ruling::{Role, Until};

const fn law36(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: crate::catalogue::FFB, law: "36", paragraph, title }
}

/// 36A: the offender's LHO called before the ruling: everything from the
/// inadmissible call on is cancelled; no 26B.
pub const A_LHO_CALLED: Rule = Rule { id: "ffb2017.law36.a", citation: law36("A", "law36-a-title") };
/// 36B3: Law 72C may apply, and so may the Law 26B lead restrictions.
pub const B3_REVIEW_AND_LEAD: Rule = Rule { id: "ffb2017.law36.b3", citation: law36("B3", "law36-b3-title") };
/// 36B4: made out of turn: the turn reverts; the offender makes any legal
/// call at his turn; his partner passes for the rest of the auction.
pub const B4_OUT_OF_TURN: Rule = Rule { id: "ffb2017.law36.b4", citation: law36("B4", "law36-b4-title") };

/// Whether the offender's LHO called over the inadmissible call before the
/// director ruled (36A).
pub const LHO_CALLED: &str = "lho_called_before_ruling";

/// The fact [`LHO_CALLED`].
pub const LHO_CALLED_FACT: FactSpec =
    FactSpec { id: LHO_CALLED, question: "law36-q-lho-called", domain: Domain::Boolean, rule: A_LHO_CALLED.id };

/// The citations of the paragraphs this file rules by, for the kind's list.
pub const CITATIONS: [CitationSpec; 3] = [A_LHO_CALLED.citation, B3_REVIEW_AND_LEAD.citation, B4_OUT_OF_TURN.citation];

/// Rules an inadmissible double or redouble out of rotation at RHO's or
/// partner's turn, or at LHO's before the offender has called (LHO the
/// dealer, nothing bid; once the offender has called, a double at LHO's
/// turn is a change of call, 32C). `whose_turn` is the player the turn
/// reverts to;
/// `lho_called`, whether the offender's LHO called over it before the
/// ruling (the fact [`LHO_CALLED`]).
pub fn out_of_rotation(ctx: &mut Ctx<'_>, whose_turn: Role, lho_called: bool) {
    let read = [(LHO_CALLED, Value::from(lho_called))];
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
    crate::bridge::law26::after_other_call(ctx);
    ctx.summarize("law36-summary-b4", &[]);
}
