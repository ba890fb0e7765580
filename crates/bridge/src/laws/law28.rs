//! Law 28: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law28.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 28, as static data.
pub const fn law28(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "28", paragraph, title }
}

/// 28A: a call made at RHO's turn when RHO is required by law to pass is in rotation.
pub const A_RHO_MUST_PASS: Rule = Rule { id: "ffb.law28.a", citation: law28("A", "law28-a-title") };

/// 28B: the player whose turn it was calls before the call out of rotation
/// is ruled on: his call stands, the other is cancelled, 16D2 applies.
pub const B_CALL_IN_TURN_CANCELS: Rule = Rule { id: "ffb.law28.b", citation: law28("B", "law28-b-title") };
