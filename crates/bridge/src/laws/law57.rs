//! Law 57: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law57.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 57, as static data.
pub const fn law57(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "57", paragraph, title }
}

/// 57A: the card led or played prematurely becomes a major penalty card,
/// and declarer chooses how the offender's partner plays to this trick.
pub const A_PREMATURE: Rule = Rule { id: "ffb2017.law57.a", citation: law57("A", "law57-a-title") };

/// 57A1: the partner plays his highest card of the suit led.
pub const A1_HIGHEST: Rule = Rule { id: "ffb2017.law57.a1", citation: law57("A1", "law57-a1-title") };

/// 57A2: the partner plays his lowest card of the suit led.
pub const A2_LOWEST: Rule = Rule { id: "ffb2017.law57.a2", citation: law57("A2", "law57-a2-title") };

/// 57A3: the partner plays a card of another suit declarer names.
pub const A3_REQUIRE_SUIT: Rule = Rule { id: "ffb2017.law57.a3", citation: law57("A3", "law57-a3-title") };

/// 57A4: the partner plays no card of another suit declarer names.
pub const A4_FORBID_SUIT: Rule = Rule { id: "ffb2017.law57.a4", citation: law57("A4", "law57-a4-title") };

/// 57B: the partner who cannot comply plays any card (Law 59).
pub const B_CANNOT_COMPLY: Rule = Rule { id: "ffb2017.law57.b", citation: law57("B", "law57-b-title") };

/// 57C1: no rectification once declarer has played from both hands.
pub const C1_BOTH_HANDS: Rule = Rule { id: "ffb2017.law57.c1", citation: law57("C1", "law57-c1-title") };

/// 57C2: no rectification once dummy picked a card before his right-hand
/// opponent of his own accord, or illegally suggested one.
pub const C2_DUMMY: Rule = Rule { id: "ffb2017.law57.c2", citation: law57("C2", "law57-c2-title") };

/// 57C3: declarer's premature play is a played card, not withdrawn if legal.
pub const C3_DECLARER: Rule = Rule { id: "ffb2017.law57.c3", citation: law57("C3", "law57-c3-title") };

/// 57D: a play at the right-hand opponent's turn is made at the proper
/// turn if legal; otherwise the card becomes a major penalty card.
pub const D_AT_RHOS_TURN: Rule = Rule { id: "ffb2017.law57.d", citation: law57("D", "law57-d-title") };
