//! Law 30: a pass out of rotation, cancelled (29A not chosen).

use serde_json::Value;

use crate::bridge::auction_laws::enforced_pass;
use crate::catalogue::CitationSpec;
use crate::evaluate::{Ctx, Rule};
use crate::ruling::{Rectification, Role, Until};

const fn law30(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: "FFB 2017", law: "30", paragraph, title }
}

/// 30A: before any bid: the offender passes at his next turn.
pub const A_BEFORE_ANY_BID: Rule = Rule { id: "ffb2017.law30.a", citation: law30("A", "law30-a-title") };
/// 30B1: after a bid, at RHO's turn: the offender passes at his next turn.
pub const B1_AT_RHOS_TURN: Rule = Rule { id: "ffb2017.law30.b1", citation: law30("B1", "law30-b1-title") };
/// 30B2(a): after a bid, at partner's turn: the offender passes throughout.
pub const B2A_AT_PARTNERS_TURN: Rule = Rule { id: "ffb2017.law30.b2a", citation: law30("B2(a)", "law30-b2a-title") };
/// 30B2(b): … and the partner may bid or pass but not double or redouble at that turn.
pub const B2B_PARTNER_NO_DOUBLE: Rule = Rule { id: "ffb2017.law30.b2b", citation: law30("B2(b)", "law30-b2b-title") };
/// 30B3: after a bid, at LHO's turn: a change of call (Law 25).
pub const B3_AT_LHOS_TURN: Rule = Rule { id: "ffb2017.law30.b3", citation: law30("B3", "law30-b3-title") };
/// 30C: an artificial pass, or a pass over partner's artificial call → Law 31.
pub const C_ARTIFICIAL: Rule = Rule { id: "ffb2017.law30.c", citation: law30("C", "law30-c-title") };

/// The turn a call out of rotation was made at, relative to the offender.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TurnOf {
    /// It was the offender's right-hand opponent's turn.
    Rho,
    /// It was the offender's partner's turn.
    Partner,
    /// It was the offender's left-hand opponent's turn.
    Lho,
}

/// 30A and 30B1–B2 for a natural pass out of rotation (30B3 and 30C are
/// sent elsewhere before this is reached).
pub fn pass_cancelled(ctx: &mut Ctx<'_>, turn_of: TurnOf, any_bid_before: bool) {
    let read = [("any_bid_before", Value::from(any_bid_before))];
    if !any_bid_before {
        ctx.consult(&A_BEFORE_ANY_BID, true, &read, None);
        enforced_pass(ctx, Role::Offender, Until::NextTurn);
        ctx.summarize("law30-summary-a", &[]);
        return;
    }
    ctx.consult(&A_BEFORE_ANY_BID, false, &read, None);
    match turn_of {
        TurnOf::Rho => {
            ctx.consult(&B1_AT_RHOS_TURN, true, &read, None);
            enforced_pass(ctx, Role::Offender, Until::NextTurn);
            ctx.summarize("law30-summary-b1", &[]);
        }
        TurnOf::Partner => {
            ctx.consult(&B2A_AT_PARTNERS_TURN, true, &read, None);
            enforced_pass(ctx, Role::Offender, Until::EndOfAuction);
            ctx.consult(&B2B_PARTNER_NO_DOUBLE, true, &read, None);
            ctx.rectify(Rectification::MayNotDoubleOrRedouble {
                player: Role::OffendersPartner,
                until: Until::NextTurn,
            });
            ctx.summarize("law30-summary-b2", &[]);
        }
        TurnOf::Lho => {
            // Reached only by mistake: 30B3 is ruled as a change of call.
            change_of_call(ctx);
        }
    }
}

/// 30B3: a pass at LHO's turn after a bid is a change of call (Law 25).
pub fn change_of_call(ctx: &mut Ctx<'_>) {
    ctx.consult(&B3_AT_LHOS_TURN, true, &[], None);
    ctx.rectify(Rectification::RuledUnder { kind: "bridge.change_of_call".into(), law: "25".into() });
    ctx.summarize("law29-summary-change-of-call", &[]);
}
