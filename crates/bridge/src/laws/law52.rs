//! Law 52: its paragraphs as static data, each rule with its stable id
//! and citation. The interview that consults them is `kinds/law52.rs`.

use arbitre_core::{CitationSpec, Rule};

/// A paragraph of Law 52, as static data.
pub const fn law52(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: super::FFB, law: "52", paragraph, title }
}

/// 52A: the defender may not withdraw, on his own initiative, the card he
/// played instead of the penalty card.
pub const A_NO_WITHDRAWAL: Rule = Rule { id: "ffb.law52.a", citation: law52("A", "law52-a-title") };

/// 52B1(a): declarer may accept the card led or played instead.
pub const B1A_MAY_ACCEPT: Rule = Rule { id: "ffb.law52.b1a", citation: law52("B1(a)", "law52-b1a-title") };

/// 52B1(b): declarer must accept it once he has played from his hand or dummy after it.
pub const B1B_MUST_ACCEPT: Rule = Rule { id: "ffb.law52.b1b", citation: law52("B1(b)", "law52-b1b-title") };

/// 52B1(c): accepted, the penalty card not played stays a penalty card.
pub const B1C_STAYS: Rule = Rule { id: "ffb.law52.b1c", citation: law52("B1(c)", "law52-b1c-title") };

/// 52B2: not accepted, the penalty card replaces the card played, which
/// becomes a major penalty card.
pub const B2_SUBSTITUTED: Rule = Rule { id: "ffb.law52.b2", citation: law52("B2", "law52-b2-title") };
