//! Law 48: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law48.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 48, as static data.
pub const fn law48(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "48", paragraph, title }
}

/// 48A: no card of declarer's or dummy's hand is a penalty card; declarer
/// is not restricted for exposing one, nor made to play one he dropped.
pub const A_NO_RESTRICTION: Rule = Rule { id: "ffb2017.law48.a", citation: law48("A", "law48-2017-a-title") };
