//! Law 39: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law39.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 39, as static data.
pub const fn law39(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "39", paragraph, title }
}

/// 39A: every call after the final pass is cancelled.
pub const A_CANCELLED: Rule = Rule { id: "ffb2017.law39.a", citation: law39("A", "law39-2017-a-title") };

/// 39B: a defender's pass, any call by the declaring side, or LHO having
/// called before the rectification: no further rectification.
pub const B_NO_RECTIFICATION: Rule = Rule { id: "ffb2017.law39.b", citation: law39("B", "law39-2017-b-title") };

/// 39C: a defender's bid, double or redouble LHO has not called over: the
/// lead restrictions of Law 26B may apply.
pub const C_LEAD_RESTRICTIONS: Rule = Rule { id: "ffb2017.law39.c", citation: law39("C", "law39-2017-c-title") };

/// Law 39 as a whole, named under 2007 without being ruled.
pub const LAW39: CitationSpec = law39("", "law39-title");
