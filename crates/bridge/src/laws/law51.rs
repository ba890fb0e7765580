//! Law 51: its paragraphs' rules, each with its stable id and citation,
//! named by the interview (`kinds/`) and by the findings a record
//! gives (which name the paragraph a card's fate rests on, or the reason a
//! card is or is not a legal play).

use arbitre_core::{CitationSpec, Rule};

const fn law51(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "51", paragraph, title }
}

/// 51A: declarer designates which playable penalty card is played.
pub const A_DESIGNATES: Rule = Rule { id: "ffb.law51.a", citation: law51("A", "law51-a-title") };
/// 51B: the partner of a defender with several penalty cards is on lead.
pub const B_PARTNERS_LEAD: Rule = Rule { id: "ffb.law51.b", citation: law51("B", "law51-b-title") };
/// 51B1(a): one suit, declarer requires it.
pub const B1A_REQUIRE: Rule = Rule { id: "ffb.law51.b1a", citation: law51("B1(a)", "law51-b1a-title") };
/// 51B1(b): one suit, declarer forbids it.
pub const B1B_FORBID: Rule = Rule { id: "ffb.law51.b1b", citation: law51("B1(b)", "law51-b1b-title") };
/// 51B2(a): several suits, declarer requires one of them.
pub const B2A_REQUIRE: Rule = Rule { id: "ffb.law51.b2a", citation: law51("B2(a)", "law51-b2a-title") };
/// 51B2(b): several suits, declarer forbids one or more of them.
pub const B2B_FORBID: Rule = Rule { id: "ffb.law51.b2b", citation: law51("B2(b)", "law51-b2b-title") };
/// 51B1(a)(b), B2(b): after declarer's election the offender plays any
/// legal card to that trick; his remaining penalty cards wait.
pub const B_ANY_LEGAL_CARD: Rule =
    Rule { id: "ffb.law51.b.any_legal_card", citation: law51("B", "law51-b-any-legal-card-title") };
/// 2017 51B2(c): penalty cards in more than one suit, declarer elects
/// not to require or prohibit a lead: the partner leads any card and the
/// cards stay penalty cards, Laws 50 and 51 applying while they remain.
/// The 2007 text has no such paragraph (its 50D2(b) and footnote say it).
pub const B2C_2017_LEFT_FREE: Rule = Rule { id: "ffb2017.law51.b2c", citation: law51("B2(c)", "law51-2017-b2c-title") };
/// 51, footnote: the partner keeps the lead, a penalty card remains: 50D2 again.
pub const FOOTNOTE: Rule = Rule { id: "ffb.law51.footnote", citation: law51("B*", "law51-footnote-title") };
