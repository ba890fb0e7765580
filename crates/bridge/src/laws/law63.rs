//! Law 63: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law63.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 63, as static data.
pub const fn law63(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "63", paragraph, title }
}

/// 63A: the revoke is established (A1 by play to the next trick, A2 by
/// naming or designating a card for it, A3 by a claim or concession); cited
/// as a whole when the director reports it without saying how.
pub const A_ESTABLISHED: Rule = Rule { id: "ffb.law63.a", citation: law63("A", "law63-a-title") };

/// 63A1: the offender or his partner leads or plays to the next trick.
pub const A1_NEXT_TRICK: Rule = Rule { id: "ffb.law63.a1", citation: law63("A1", "law63-a1-title") };

/// 63B: an established revoke may not be corrected (except 62D); its trick stands.
pub const B_NO_CORRECTION: Rule = Rule { id: "ffb.law63.b", citation: law63("B", "law63-b-title") };
