//! Law 36: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law36.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 36, as static data.
pub const fn law36(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "36", paragraph, title }
}

/// 36A: the offender's LHO called before the ruling: everything from the
/// inadmissible call on is cancelled; no 26B.
pub const A_LHO_CALLED: Rule = Rule { id: "ffb2017.law36.a", citation: law36("A", "law36-a-title") };

/// 36B1: a double or redouble Law 19 does not allow is cancelled.
pub const B1_CANCELLED: Rule = Rule { id: "ffb2017.law36.b1", citation: law36("B1", "law36-b1-title") };

/// 36B2: the offender substitutes a legal call, the auction goes on, and
/// his partner passes for the rest of the auction.
pub const B2_SUBSTITUTE: Rule = Rule { id: "ffb2017.law36.b2", citation: law36("B2", "law36-b2-title") };

/// 36B3: Law 72C may apply, and so may the Law 26B lead restrictions.
pub const B3_REVIEW_AND_LEAD: Rule = Rule { id: "ffb2017.law36.b3", citation: law36("B3", "law36-b3-title") };

/// 36B4: made out of turn: the turn reverts; the offender makes any legal
/// call at his turn; his partner passes for the rest of the auction.
pub const B4_OUT_OF_TURN: Rule = Rule { id: "ffb2017.law36.b4", citation: law36("B4", "law36-b4-title") };

/// Law 36 as a whole, named under 2007 without being ruled.
pub const LAW36: CitationSpec = law36("", "law36-title");
