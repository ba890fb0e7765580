//! Law 29: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law29.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 29, as static data.
pub const fn law29(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "29", paragraph, title }
}

/// 29A: LHO may call over the call out of rotation, forfeiting rectification.
pub const A_ACCEPTED: Rule = Rule { id: "ffb.law29.a", citation: law29("A", "law29-a-title") };

/// 29B: otherwise it is cancelled and the turn reverts.
pub const B_CANCELLED: Rule = Rule { id: "ffb.law29.b", citation: law29("B", "law29-b-title") };

/// 29C: an artificial call: 30–32 apply to the denominations specified.
pub const C_ARTIFICIAL: Rule = Rule { id: "ffb.law29.c", citation: law29("C", "law29-c-title") };
