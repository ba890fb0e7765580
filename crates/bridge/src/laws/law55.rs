//! Law 55: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law55.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 55, as static data.
pub const fn law55(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "55", paragraph, title }
}

/// 55A: either defender may accept the lead or require its retraction.
pub const A_DEFENDERS_ELECT: Rule = Rule { id: "ffb.law55.a", citation: law55("A", "law55-a-title") };

/// 55B1: retracted at a defender's turn to lead: back to the hand, nothing more.
pub const B1_DEFENDERS_TURN: Rule = Rule { id: "ffb.law55.b1", citation: law55("B1", "law55-b1-title") };

/// 55B2: retracted at declarer's turn from the other hand: he leads from the correct hand.
pub const B2_WRONG_HAND: Rule = Rule { id: "ffb.law55.b2", citation: law55("B2", "law55-b2-title") };

/// 2007 55C: a line of play based on the information: the director may adjust.
pub const C_ADJUSTED_2007: Rule = Rule { id: "ffb2007.law55.c", citation: law55("C", "law55-c-title") };

/// 2017 55C: a line of play that could be based on the information: Law 16 applies.
pub const C_LAW16_2017: Rule = Rule { id: "ffb2017.law55.c", citation: law55("C", "law55-2017-c-title") };
