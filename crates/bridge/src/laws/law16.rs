//! Law 16: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law16.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 16, as static data.
pub const fn law16(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "16", paragraph, title }
}

/// 16A1–A2: what a player may use — the legal (or accepted) calls and plays
/// of the deal, authorized information from withdrawn actions, what the laws
/// and regulations authorize, what he knew before taking his cards; and his
/// estimate of the score, the opponents' ways and the conditions of contest.
pub const A1_AUTHORIZED: Rule = Rule { id: "ffb.law16.a1", citation: law16("A1", "law16-a1-title") };

/// 16A1(c): information arising from a procedure the laws prescribe (a
/// void shown by a lead the laws required) is authorized.
pub const A1C_PROCEDURE: Rule = Rule { id: "ffb.law16.a1c", citation: law16("A1(c)", "law16-a1c-title") };

/// 16A4: an infraction of Law 16 that causes damage: the score is adjusted (12C).
pub const A4_ADJUST: Rule = Rule { id: "ffb.law16.a4", citation: law16("A4", "law16-a4-title") };

/// 16A3: no call or play may be based on information other than that 16A1–A2 authorize.
pub const A3_OTHER_INFORMATION: Rule = Rule { id: "ffb.law16.a3", citation: law16("A3", "law16-a3-title") };

/// 16B1(a) (2007) / 16B1 (2017): information from partner was made
/// available (the source, established, perceptible). The 2017 text lists the
/// sources in 16B1's opening words and keeps B1(a) for the choice among
/// logical alternatives: `LawsEdition::paragraph_of` numbers it so.
pub const B1A_SOURCE: Rule = Rule { id: "ffb.law16.b1a.source", citation: law16("B1(a)", "law16-b1-source-title") };

/// 16B1(a): partner may not choose the action the information demonstrably suggested.
pub const B1A_CHOICE: Rule = Rule { id: "ffb.law16.b1a.choice", citation: law16("B1(a)", "law16-b1a-title") };

/// 16B1(b): what a logical alternative is.
pub const B1B_LOGICAL_ALTERNATIVE: Rule = Rule { id: "ffb.law16.b1b", citation: law16("B1(b)", "law16-b1b-title") };

/// 16B2: reserving the right to call the director later.
pub const B2_RESERVE_RIGHTS: Rule = Rule { id: "ffb.law16.b2", citation: law16("B2", "law16-b2-title") };

/// 16B3 (footnote): calling the director earlier or later than the end of play.
pub const B3_WHEN_TO_CALL: Rule = Rule { id: "ffb.law16.b3.call", citation: law16("B3", "law16-b3-title") };

/// 16B3: the director adjusts the score if the infraction advantaged the offender.
pub const B3_ADJUST: Rule = Rule { id: "ffb.law16.b3.adjust", citation: law16("B3", "law16-b3-title") };

/// 16C1: the director is told at once.
pub const C1_INFORM: Rule = Rule { id: "ffb.law16.c1", citation: law16("C1", "law16-c1-title") };

/// 16C2: before any call, the director's options when play could be affected.
pub const C2_OPTIONS: Rule = Rule { id: "ffb.law16.c2", citation: law16("C2", "law16-c2-title") };

/// 16C2(a): change positions.
pub const C2A_POSITIONS: Rule = Rule { id: "ffb.law16.c2a", citation: law16("C2(a)", "law16-c2a-title") };

/// 16C2(b): redeal.
pub const C2B_REDEAL: Rule = Rule { id: "ffb.law16.c2b", citation: law16("C2(b)", "law16-c2b-title") };

/// 16C2(c): play the board, ready to adjust.
pub const C2C_PLAY: Rule = Rule { id: "ffb.law16.c2c", citation: law16("C2(c)", "law16-c2c-title") };

/// 16C2(d): an artificial adjusted score.
pub const C2D_ARTIFICIAL: Rule = Rule { id: "ffb.law16.c2d", citation: law16("C2(d)", "law16-c2d-title") };

/// 2017 16D2(d): an adjusted score, not only an artificial one (for team
/// play, Law 86B): the 2007 text (the seed's 16C2(d)) said artificial.
pub const D2D_2017_ADJUSTED: Rule = Rule { id: "ffb2017.law16.d2d", citation: law16("C2(d)", "law16-2017-d2d-title") };

/// 16C3: received after the first call: as 2(c).
pub const C3_AFTER_FIRST_CALL: Rule = Rule { id: "ffb.law16.c3", citation: law16("C3", "law16-c3-title") };

/// 16D1 (2007; 16C1 in 2017): information from a withdrawn call is
/// authorized for the non-offending side.
pub const D1_WITHDRAWN_CALL: Rule = Rule { id: "ffb.law16.d1", citation: law16("D1", "law16-d1-title") };

/// 16D2 (2007; 16C2 in 2017): … and unauthorized for the offending side.
pub const D2_WITHDRAWN_CALL: Rule = Rule { id: "ffb.law16.d2", citation: law16("D2", "law16-d2-title") };
