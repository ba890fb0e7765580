//! Law 58: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law58.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 58, as static data.
pub const fn law58(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "58", paragraph, title }
}

/// 58B1: only one face visible: that card is played, the others picked up.
pub const B1_ONE_FACE: Rule = Rule { id: "ffb2017.law58.b1", citation: law58("B1", "law58-2017-b1-title") };

/// 58B2: several faces visible: the offender designates the card he plays;
/// a defender's other cards become penalty cards.
pub const B2_FACES: Rule = Rule { id: "ffb2017.law58.b2", citation: law58("B2", "law58-2017-b2-title") };
