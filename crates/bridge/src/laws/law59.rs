//! Law 59: its paragraphs' rules, each with its stable id and citation,
//! named by the interview (`kinds/`) and by the findings a record
//! gives (which name the paragraph a card's fate rests on, or the reason a
//! card is or is not a legal play).

use arbitre_core::{CitationSpec, Rule};

/// 59: unable to comply, the player may play any legal card.
pub const UNABLE: Rule = Rule {
    id: "ffb.law59",
    citation: CitationSpec { code: super::FFB, law: "59", paragraph: "", title: "law59-title" },
};
