//! Law 30: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law30.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 30, as static data.
pub const fn law30(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "30", paragraph, title }
}

/// 2007 30A: before any bid: the offender passes at his next turn.
pub const A_BEFORE_ANY_BID: Rule = Rule { id: "ffb2007.law30.a", citation: law30("A", "law30-a-title") };

/// 2007 30B1: after a bid, at RHO's turn: the offender passes at his next turn.
pub const B1_AT_RHOS_TURN: Rule = Rule { id: "ffb2007.law30.b1", citation: law30("B1", "law30-b1-title") };

/// 2007 30B2(a): after a bid, at partner's turn: the offender passes throughout.
pub const B2A_AT_PARTNERS_TURN: Rule = Rule { id: "ffb2007.law30.b2a", citation: law30("B2(a)", "law30-b2a-title") };

/// 2007 30B2(b): … and the partner may bid or pass but not double or redouble at that turn.
pub const B2B_PARTNER_NO_DOUBLE: Rule = Rule { id: "ffb2007.law30.b2b", citation: law30("B2(b)", "law30-b2b-title") };

/// 2007 30B3: after a bid, at LHO's turn: a change of call (Law 25).
pub const B3_AT_LHOS_TURN: Rule = Rule { id: "ffb2007.law30.b3", citation: law30("B3", "law30-b3-title") };

/// 2017 30A: at RHO's turn: the offender passes when next it is his turn,
/// and Law 72C may apply.
pub const A_2017_AT_RHOS_TURN: Rule = Rule { id: "ffb2017.law30.a", citation: law30("A", "law30-2017-a-title") };

/// 2017 30B1(a): at partner's turn, or at LHO's before the offender had
/// called: the partner makes any legal call, 16C2 applying to it.
pub const B1A_2017_PARTNER_CALLS: Rule =
    Rule { id: "ffb2017.law30.b1a", citation: law30("B1(a)", "law30-2017-b1a-title") };

/// 2017 30B1(b)(i): the offender's call at his turn is comparable: no
/// further rectification.
pub const B1B_I_2017_COMPARABLE: Rule =
    Rule { id: "ffb2017.law30.b1b_i", citation: law30("B1(b)(i)", "law30-2017-b1b-i-title") };

/// 2017 30B1(b)(ii): it is not: the partner passes when next it is his turn.
pub const B1B_II_2017_NOT_COMPARABLE: Rule =
    Rule { id: "ffb2017.law30.b1b_ii", citation: law30("B1(b)(ii)", "law30-2017-b1b-ii-title") };

/// 2017 30B2: at LHO's turn once the offender had called: a change of call
/// (Law 25).
pub const B2_2017_AT_LHOS_TURN: Rule = Rule { id: "ffb2017.law30.b2", citation: law30("B2", "law30-2017-b2-title") };

/// 30C: an artificial pass, or a pass over partner's artificial call → Law 31.
pub const C_ARTIFICIAL: Rule = Rule { id: "ffb.law30.c", citation: law30("C", "law30-c-title") };
