//! Law 56: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law56.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 56, as static data.
pub const fn law56(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "56", paragraph, title }
}

/// 56A: declarer accepts the lead out of turn (as Law 53 provides).
pub const A_ACCEPTED: Rule = Rule { id: "ffb2017.law56.a", citation: law56("A", "law56-2017-a-title") };

/// 56B: declarer has it retracted: a major penalty card, 50D applying.
pub const B_RETRACTED: Rule = Rule { id: "ffb2017.law56.b", citation: law56("B", "law56-2017-b-title") };
