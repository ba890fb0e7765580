//! Law 38: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law38.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 38, as static data.
pub const fn law38(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "38", paragraph, title }
}

/// 38A: no contract above seven is ever played.
pub const A_NO_PLAY: Rule = Rule { id: "ffb2017.law38.a", citation: law38("A", "law38-2017-a-title") };

/// 38B: the bid and every call after it are cancelled.
pub const B_CANCELLED: Rule = Rule { id: "ffb2017.law38.b", citation: law38("B", "law38-2017-b-title") };

/// 38C: a pass replaces it; the offending side passes at every turn.
pub const C_OFFENDING_SIDE_PASSES: Rule = Rule { id: "ffb2017.law38.c", citation: law38("C", "law38-2017-c-title") };

/// 38D: 72C and 26B may apply, unless LHO called before the rectification.
pub const D_72C_26B: Rule = Rule { id: "ffb2017.law38.d", citation: law38("D", "law38-2017-d-title") };

/// Law 38 as a whole, named under 2007 without being ruled.
pub const LAW38: CitationSpec = law38("", "law38-title");
