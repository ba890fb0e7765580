//! Law 53: a lead out of turn accepted.
//!
//! The seed does not reproduce Law 53; its 2007 and 2017 texts say the same
//! (checked against the published 2017 English text, one law per page). Its
//! paragraph A is the one a ruling needs beside Laws 54 to 56:
//! - 53A: before the thirteenth trick, any lead faced out of turn may be
//!   treated as a correct lead. It becomes one when declarer or either
//!   defender, as the case may be, accepts it, or when the hand next in
//!   rotation plays to it; otherwise the lead is made from the correct hand.
//!   Who played to it is asked before anyone is offered to elect (a review
//!   found the election offered after a play had made it).
//! - 53B and 53C (the hand before the irregular lead played: the proper
//!   lead made after it, or the wrong defender playing to declarer's lead,
//!   then Law 57) are named and not applied. A lead at the thirteenth
//!   trick is not told apart.
//!
//! Used for a defender's lead out of turn later in the play (the kind
//! `bridge.penalty_card`: declarer accepts it, or it is withdrawn and the
//! card becomes a major penalty card, 50B2 naming "a lead out of turn" among
//! the cards exposed deliberately) and for declarer's (Law 55A sends to it).

use serde_json::Value;

use crate::catalogue::{ChoiceSpec, CitationSpec, Domain, EnumValue, FactSpec};
use crate::evaluate::{Ctx, Rule};
use crate::rectification::SharedRectification;
use crate::ruling::Role;

const fn law53(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: crate::catalogue::FFB, law: "53", paragraph, title }
}

/// 53A: a lead out of turn accepted is treated as a correct lead.
pub const A_ACCEPTED: Rule = Rule { id: "ffb.law53.a", citation: law53("A", "law53-a-title") };

/// 53A: the hand next in rotation played to it: the lead is accepted.
pub const A_ACCEPTED_BY_PLAY: Rule = Rule { id: "ffb.law53.a.play", citation: A_ACCEPTED.citation };
/// 53B: the player whose lead it was, an opponent of the offender, led
/// after it: his lead stands (not applied: cards played in error may be
/// withdrawn, which this service does not follow).
pub const B_PROPER_LEAD: Rule = Rule { id: "ffb.law53.b", citation: law53("B", "law53-b-title") };
/// 53C: the defender on the right of declarer's irregular lead played to it:
/// the lead stands and Law 57 applies (not applied by this service).
pub const C_WRONG_DEFENDER: Rule = Rule { id: "ffb.law53.c", citation: law53("C", "law53-c-title") };

/// Fact: who, if anyone, played to the lead out of turn.
pub const PLAYED_TO_IT: &str = "played_to_lead_out_of_turn";

/// The fact's catalogue entry.
pub const PLAYED_TO_IT_FACT: FactSpec = FactSpec {
    id: PLAYED_TO_IT,
    question: "law53-q-played-to-it",
    domain: Domain::Enum(&[
        EnumValue { value: "nobody", label: "law53-v-nobody" },
        EnumValue { value: "next_hand", label: "law53-v-next-hand" },
        EnumValue { value: "previous_hand", label: "law53-v-previous-hand" },
    ]),
    rule: A_ACCEPTED_BY_PLAY.id,
};

/// What a play to the lead out of turn already settled, before anyone
/// elects (53A: a play from the hand next in rotation accepts it; 53B, 53C:
/// the hand before it played). `Some(true)`: the lead stands, accepted, and
/// the caller rules it so; `Some(false)`: ruled here as not applied; `None`:
/// asked, or nobody played, and the election is the caller's.
pub fn settled_by_play(ctx: &mut Ctx<'_>, declarers_lead: bool) -> Option<bool> {
    let Some(played) = ctx.enum_fact(PLAYED_TO_IT) else {
        ctx.ask(PLAYED_TO_IT);
        return Some(false);
    };
    let read = [(PLAYED_TO_IT, Value::from(played))];
    match played {
        "next_hand" => {
            ctx.consult(&A_ACCEPTED_BY_PLAY, true, &read, None);
            Some(true)
        }
        "previous_hand" => {
            // Declarer's lead and the defender on its right: 53C, Law 57.
            // A defender's and the hand on its right (declarer's side,
            // whose lead it may have been): 53B.
            let (rule, law) = if declarers_lead { (&C_WRONG_DEFENDER, "57") } else { (&B_PROPER_LEAD, "53B") };
            ctx.consult(rule, true, &read, None);
            ctx.rectify(SharedRectification::NotImplemented { law: law.into() });
            ctx.summarize(if declarers_lead { "law53-summary-c" } else { "law53-summary-b" }, &[]);
            Some(false)
        }
        _ => {
            ctx.consult(&A_ACCEPTED_BY_PLAY, false, &read, None);
            None
        }
    }
}

/// Declarer's election on a defender's lead out of turn later in the play
/// (53A): accept it, or have it made from the correct hand.
pub const DECLARER_ACCEPTS: &str = "declarer_accepts_lead_out_of_turn";

/// The election's catalogue entry.
pub const DECLARER_ACCEPTS_CHOICE: ChoiceSpec = ChoiceSpec {
    id: DECLARER_ACCEPTS,
    holder: Role::Declarer,
    law: A_ACCEPTED.citation,
    options: crate::bridge::auction_laws::ACCEPT_OR_REFUSE,
};
