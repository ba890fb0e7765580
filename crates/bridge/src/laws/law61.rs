//! Law 61: its paragraphs' rules, each with its stable id and citation,
//! named by the interview (`kinds/`) and by the findings a record
//! gives (which name the paragraph a card's fate rests on, or the reason a
//! card is or is not a legal play).

use arbitre_core::{CitationSpec, Rule};

const fn law61(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "61", paragraph, title }
}

/// 61A: failing to follow suit when able, or to lead or play a card or suit
/// required by law or by an opponent's election, is a revoke.
pub const A_DEFINITION: Rule = Rule { id: "ffb.law61.a", citation: law61("A", "law61-a-title") };
/// 61B1: declarer may ask a defender who failed to follow.
pub const B1_DECLARER_ASKS: Rule = Rule { id: "ffb.law61.b1", citation: law61("B1", "law61-b1-title") };
/// 61B2(a)/(b): dummy may ask declarer, not a defender (16B may apply).
pub const B2_DUMMY_ASKS: Rule = Rule { id: "ffb.law61.b2", citation: law61("B2", "law61-b2-title") };
/// 61B3 (2007 text): defenders may ask declarer and, unless the regulating
/// authority forbids it, each other (the ruleset's
/// `defenders_may_ask_each_other_about_revoke`).
pub const B3_DEFENDERS_ASK: Rule = Rule { id: "ffb.law61.b3", citation: law61("B3", "law61-b3-title") };
/// 61B3 (2017 text): defenders may ask declarer and each other, at the risk
/// of creating unauthorized information. The 2017 text leaves the regulating
/// authority no option to forbid the second, so the parameter is not read.
pub const B3_DEFENDERS_ASK_2017: Rule = Rule { id: "ffb2017.law61.b3", citation: law61("B3", "law61-b3-2017-title") };
