//! Law 45: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law45.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 45, as static data.
pub const fn law45(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "45", paragraph, title }
}

/// 45C2: a card declarer held as if playing it is played.
pub const C2_HELD_AS_PLAYED: Rule = Rule { id: "ffb2017.law45.c2", citation: law45("C2", "law45-2017-c2-title") };

/// 45D1: a card dummy placed in the played position without declarer
/// naming it is withdrawn, when attention is drawn to it before each side
/// has played to the next trick.
pub const D1_DUMMYS_CARD_WITHDRAWN: Rule =
    Rule { id: "ffb2017.law45.d1", citation: law45("D1", "law45-2017-d1-title") };

/// 45D2: too late to withdraw it, the play goes on without altering the
/// cards played.
pub const D2_TOO_LATE: Rule = Rule { id: "ffb2017.law45.d2", citation: law45("D2", "law45-2017-d2-title") };
