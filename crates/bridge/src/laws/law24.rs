//! Law 24: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law24.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 24, as static data.
pub const fn law24(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "24", paragraph, title }
}

/// 24: the exposed cards stay face up until the end of the auction; the
/// information is authorized for the non-offending side only.
pub const FACE_UP: Rule = Rule { id: "ffb.law24", citation: law24("", "law24-title") };

/// Exception: no card was placed so that partner could have seen it: Law 24
/// does not apply (it covers cards "whose face could have been seen" by the
/// offender's partner); the card goes back into the hand.
pub const NOT_SEEN_BY_PARTNER: Rule =
    Rule { id: "ffb.law24.not_seen_by_partner", citation: law24("", "law24-not-seen-title") };

/// 24: the offender becomes declarer or dummy: the cards go back into his hand.
pub const RETURNED: Rule = Rule { id: "ffb.law24.declarer_or_dummy", citation: law24("", "law24-title") };

/// 24: the offender becomes a defender: the cards are penalty cards.
pub const PENALTY_CARDS: Rule = Rule { id: "ffb.law24.defender", citation: law24("", "law24-title") };

/// 24A: a single card below honour rank, not led: nothing more.
pub const A_SINGLE_SMALL_CARD: Rule = Rule { id: "ffb.law24.a", citation: law24("A", "law24-a-title") };

/// 24B: a single honour, or a card led: partner passes at his next turn.
pub const B_HONOUR_OR_LED: Rule = Rule { id: "ffb.law24.b", citation: law24("B", "law24-b-title") };

/// 24C: two or more cards: partner passes at his next turn.
pub const C_SEVERAL_CARDS: Rule = Rule { id: "ffb.law24.c", citation: law24("C", "law24-c-title") };

/// 2017 24D: the offender becomes declarer or dummy: he takes the cards back.
pub const D_2017_DECLARERS_SIDE: Rule = Rule { id: "ffb2017.law24.d", citation: law24("D", "law24-2017-d-title") };

/// 2017 24E: the offender becomes a defender: every such card is a penalty
/// card (Laws 50 and 51).
pub const E_2017_DEFENDER: Rule = Rule { id: "ffb2017.law24.e", citation: law24("E", "law24-2017-e-title") };

/// Law 51: two or more penalty cards (24E sends to 50 and 51).
pub const LAW51: CitationSpec = CitationSpec { code: super::FFB, law: "51", paragraph: "", title: "law51-title" };

/// 50B: which penalty cards are major and which minor.
pub const LAW50_B: CitationSpec = CitationSpec { code: super::FFB, law: "50", paragraph: "B", title: "law50-b-title" };
