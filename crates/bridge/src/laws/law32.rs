//! Law 32: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law32.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 32, as static data.
pub const fn law32(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "32", paragraph, title }
}

/// 32 (opening): an inadmissible double or redouble may never be accepted.
pub const INADMISSIBLE: Rule = Rule { id: "ffb.law32.inadmissible", citation: law32("", "law32-title") };

/// 32A: at partner's turn: partner passes whenever it is his turn.
pub const A_PARTNERS_TURN: Rule = Rule { id: "ffb2007.law32.a", citation: law32("A", "law32-a-title") };

/// 32B1: at RHO's turn, RHO passes: the offender repeats the double or redouble.
pub const B1_RHO_PASSES: Rule = Rule { id: "ffb2007.law32.b1", citation: law32("B1", "law32-b1-title") };

/// 32B2: at RHO's turn, RHO calls: any legal call; partner passes whenever it is his turn.
pub const B2_RHO_CALLS: Rule = Rule { id: "ffb2007.law32.b2", citation: law32("B2", "law32-b2-title") };

/// 2017 32A1: at RHO's turn, RHO passes: the offender repeats the double or
/// redouble; no rectification unless it is inadmissible (Law 36).
pub const A1_2017_RHO_PASSES: Rule = Rule { id: "ffb2017.law32.a1", citation: law32("A1", "law32-2017-a1-title") };

/// 2017 32A2(a): RHO called; the offender's call is comparable.
pub const A2A_2017_COMPARABLE: Rule =
    Rule { id: "ffb2017.law32.a2a", citation: law32("A2(a)", "law31-2017-a2a-title") };

/// 2017 32A2(b): it is not: partner passes when next it is his turn.
pub const A2B_2017_NOT_COMPARABLE: Rule =
    Rule { id: "ffb2017.law32.a2b", citation: law32("A2(b)", "law31-2017-a2b-title") };

/// 2017 32B1: at partner's turn, the partner makes any legal call (16C2).
pub const B1_2017_PARTNER_CALLS: Rule = Rule { id: "ffb2017.law32.b1", citation: law32("B1", "law32-2017-b1-title") };

/// 2017 32B2: the offender's call at his turn is ruled as A2(a) or A2(b).
pub const B2_2017_AS_A2: Rule = Rule { id: "ffb2017.law32.b2", citation: law32("B2", "law32-2017-b2-title") };

/// 2017 32C: later doubles or redoubles at LHO's turn are changes of call.
pub const C_2017_LHOS_TURN: Rule = Rule { id: "ffb2017.law32.c", citation: law32("C", "law32-2017-c-title") };
