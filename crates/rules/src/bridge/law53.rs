//! Law 53: a lead out of turn accepted.
//!
//! The seed does not reproduce Law 53; its 2007 and 2017 texts say the same
//! (checked against the published 2017 English text, one law per page). Its
//! paragraph A is the one a ruling needs beside Laws 54 to 56:
//! - 53A: before the thirteenth trick, any lead faced out of turn may be
//!   treated as a correct lead. It becomes one when declarer or either
//!   defender, as the case may be, accepts it, or when the hand next in
//!   rotation plays to it; otherwise the lead is made from the correct hand.
//!
//! Used for a defender's lead out of turn later in the play (the kind
//! `bridge.penalty_card`: declarer accepts it, or it is withdrawn and the
//! card becomes a major penalty card, 50B2 naming "a lead out of turn" among
//! the cards exposed deliberately) and for declarer's (Law 55A sends to it).

use crate::catalogue::{ChoiceSpec, CitationSpec};
use crate::evaluate::Rule;
use crate::ruling::Role;

const fn law53(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: crate::catalogue::FFB, law: "53", paragraph, title }
}

/// 53A: a lead out of turn accepted is treated as a correct lead.
pub const A_ACCEPTED: Rule = Rule { id: "ffb.law53.a", citation: law53("A", "law53-a-title") };

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
