//! Law 37: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law37.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 37, as static data.
pub const fn law37(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "37", paragraph, title }
}

/// 37A: LHO called before the ruling: the calls stand; an offender barred
/// for the rest of the auction stays barred; no 26B.
pub const A_LHO_CALLED: Rule = Rule { id: "ffb2017.law37.a", citation: law37("A", "law37-2017-a-title") };

/// 37B1: otherwise the bid, double or redouble is cancelled.
pub const B1_CANCELLED: Rule = Rule { id: "ffb2017.law37.b1", citation: law37("B1", "law37-2017-b1-title") };

/// 37B2: a pass replaces it; the offending side passes at every turn; 72C
/// and 26B may apply.
pub const B2_OFFENDING_SIDE_PASSES: Rule =
    Rule { id: "ffb2017.law37.b2", citation: law37("B2", "law37-2017-b2-title") };

/// Law 37 as a whole: named under 2007 without being ruled, and cited by a
/// kind that sends a call here.
pub const LAW37: CitationSpec = law37("", "law37-title");
