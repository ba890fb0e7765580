//! Law 54: its paragraphs' rules, each with its stable id and citation,
//! named by the interview (`kinds/`) and by the findings a record
//! gives (which name the paragraph a card's fate rests on, or the reason a
//! card is or is not a legal play).

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 54, as the interviews above cite it too.
pub const fn law54(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "54", paragraph, title }
}

/// 54, first paragraph: a face-down lead by the offender's partner is taken back.
pub const FACE_DOWN: Rule = Rule { id: "ffb.law54.face_down", citation: law54("", "law54-title") };
/// 54A: declarer may spread his hand and become dummy.
pub const A_SPREAD: Rule = Rule { id: "ffb.law54.a", citation: law54("A", "law54-a-title") };
/// 54A: declarer who exposed a card while spreading must spread it all.
pub const A_EXPOSED: Rule = Rule { id: "ffb.law54.a.exposed", citation: law54("A", "law54-a-title") };
/// 54B: declarer accepts the lead; dummy is spread.
pub const B_ACCEPT: Rule = Rule { id: "ffb.law54.b", citation: law54("B", "law54-b-title") };
/// 54B1: the second card comes from declarer's hand.
pub const B1_SECOND_CARD: Rule = Rule { id: "ffb.law54.b1", citation: law54("B1", "law54-b1-title") };
/// 54B2: a card played from dummy stands, except to correct a revoke.
pub const B2_DUMMY_CARD: Rule = Rule { id: "ffb.law54.b2", citation: law54("B2", "law54-b2-title") };
/// 54C: declarer who could have seen dummy's cards must accept.
pub const C_MUST_ACCEPT: Rule = Rule { id: "ffb.law54.c", citation: law54("C", "law54-c-title") };
/// 54D: declarer refuses; the card becomes a major penalty card; 50D applies.
pub const D_REFUSE: Rule = Rule { id: "ffb.law54.d", citation: law54("D", "law54-d-title") };
/// 54E: a lead by declarer's side: Law 24.
pub const E_DECLARERS_SIDE: Rule = Rule { id: "ffb.law54.e", citation: law54("E", "law54-e-title") };
