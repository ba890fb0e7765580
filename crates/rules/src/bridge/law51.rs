//! Law 51: two or more penalty cards. Its rules are applied by the
//! `bridge.penalty_card` kind ([`super::law50`]) and by the legal-plays model
//! ([`super::legal_plays`]):
//! - A: at the offender's turn, declarer designates which of several
//!   playable penalty cards is played;
//! - B1: penalty cards in one suit, partner on lead: declarer requires (a) or
//!   forbids (b) that suit; the cards are picked up and the offender plays any
//!   legal card to that trick; a prohibition lasts while the partner keeps
//!   the lead;
//! - B2: penalty cards in several suits: declarer requires one of them (a,
//!   and B1(a) applies to it) or forbids one or more (b, the cards of each
//!   forbidden suit are picked up);
//! - footnote: while the partner keeps the lead and a penalty card is still
//!   there, 50D2 applies again at the next trick.

use crate::catalogue::CitationSpec;
use arbitre_core::Rule;

const fn law51(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: crate::catalogue::FFB, law: "51", paragraph, title }
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
