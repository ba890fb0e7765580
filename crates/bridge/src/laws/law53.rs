//! Law 53: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law53.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 53, as static data.
pub const fn law53(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "53", paragraph, title }
}

/// 53A: a lead out of turn accepted is treated as a correct lead.
pub const A_ACCEPTED: Rule = Rule { id: "ffb.law53.a", citation: law53("A", "law53-a-title") };

/// 2017 53A and its footnote: a lead out of turn at trick thirteen may not
/// be accepted; it is retracted and the lead made from the correct hand.
pub const A_TRICK_THIRTEEN_2017: Rule = Rule { id: "ffb2017.law53.a.trick13", citation: law53("A", "law53-a-title") };

/// 53A: the hand next in rotation played to it: the lead is accepted.
pub const A_ACCEPTED_BY_PLAY: Rule = Rule { id: "ffb.law53.a.play", citation: A_ACCEPTED.citation };

/// 2017 53B: the player whose lead it was, an opponent of the offender, led
/// after it: his lead stands (not applied: cards played in error may be
/// withdrawn, which this service does not follow).
pub const PROPER_LEAD_2017: Rule = Rule { id: "ffb2017.law53.b", citation: law53("B", "law53-2017-b-title") };

/// 2007 53C: the same, lettered C.
pub const PROPER_LEAD_2007: Rule = Rule { id: "ffb2007.law53.c", citation: law53("C", "law53-c-title") };

/// 2017 53C: the defender on the right of declarer's irregular lead, not
/// the one whose lead it was, played to it: the lead stands and Law 57
/// applies (applied: `law57::wrong_defender_after_declarers_lead`).
pub const WRONG_DEFENDER_2017: Rule = Rule { id: "ffb2017.law53.c", citation: law53("C", "law53-2017-c-title") };

/// 2007 53B: the same, lettered B.
pub const WRONG_DEFENDER_2007: Rule = Rule { id: "ffb2007.law53.b", citation: law53("B", "law53-b-title") };
