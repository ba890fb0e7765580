//! Law 31: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law31.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 31, as static data.
pub const fn law31(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "31", paragraph, title }
}

/// 31A1: at RHO's turn, RHO passes: the offender repeats his call; no rectification if legal.
pub const A1_RHO_PASSES: Rule = Rule { id: "ffb.law31.a1", citation: law31("A1", "law31-a1-title") };

/// 31A2(a): RHO calls; the offender's new call repeats the denomination: partner passes at next turn.
pub const A2A_REPEATS: Rule = Rule { id: "ffb2007.law31.a2a", citation: law31("A2(a)", "law31-a2a-title") };

/// 31A2(b): RHO calls; otherwise (or an artificial pass): partner passes throughout, Law 26.
pub const A2B_OTHERWISE: Rule = Rule { id: "ffb2007.law31.a2b", citation: law31("A2(b)", "law31-a2b-title") };

/// 31B: at partner's turn, or at LHO's turn before the offender had called:
/// partner passes throughout, Law 26.
pub const B_PARTNER_OR_LHO: Rule = Rule { id: "ffb2007.law31.b", citation: law31("B", "law31-b-title") };

/// The footnote to 31B (2007): later calls at LHO's turn, once the offender
/// had called, are changes of call (Law 25). It rules a bid or an
/// artificial pass there, and a double or redouble too: the 2007 Law 32 has
/// no paragraph for LHO's turn (its C is new in 2017).
pub const LATER_CALL_AT_LHOS_TURN: Rule = Rule {
    id: "ffb2007.law31.b_later_calls",
    citation: CitationSpec { code: super::FFB, law: "31", paragraph: "B***", title: "law31-b-later-calls-title" },
};

/// 2017 31A2(a): RHO called; the offender's call is comparable: no further
/// rectification, 26B does not apply (but 23C).
pub const A2A_2017_COMPARABLE: Rule =
    Rule { id: "ffb2017.law31.a2a", citation: law31("A2(a)", "law31-2017-a2a-title") };

/// 2017 31A2(b): not comparable: partner passes when next it is his turn;
/// 16C, 26B and 72C may apply.
pub const A2B_2017_NOT_COMPARABLE: Rule =
    Rule { id: "ffb2017.law31.a2b", citation: law31("A2(b)", "law31-2017-a2b-title") };

/// 2017 31B1: at partner's turn, or at LHO's before the offender had
/// called: the partner makes any legal call, 16C2 applying to it.
pub const B1_2017_PARTNER_CALLS: Rule = Rule { id: "ffb2017.law31.b1", citation: law31("B1", "law31-2017-b1-title") };

/// 2017 31B2: the offender makes any legal call at his turn, ruled as A2(a)
/// or A2(b).
pub const B2_2017_AS_A2: Rule = Rule { id: "ffb2017.law31.b2", citation: law31("B2", "law31-2017-b2-title") };

/// 2017 31C: later bids at LHO's turn are changes of call (Law 25).
pub const C_2017_LHOS_TURN: Rule = Rule { id: "ffb2017.law31.c", citation: law31("C", "law31-2017-c-title") };
