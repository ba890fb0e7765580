//! Law 45C2 (2017), as Law 48A sends to it for a card declarer exposed
//! (`law48.rs`): a card declarer holds face up, touching or nearly touching
//! the table, or maintained in a position that shows it played, must be
//! played. The rest of Law 45 (cards played, designated from dummy) is not
//! ruled here.
//!
//! Read in the WBF's 2017 English; the seed does not hold Law 45, so the
//! 2007 ruleset does not list it (`LawsEdition::applies`).

use crate::catalogue::{CitationSpec, Domain, FactSpec};
use arbitre_core::Rule;

const fn law45(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: crate::catalogue::FFB, law: "45", paragraph, title }
}

/// 45C2: a card declarer held as if playing it is played.
pub const C2_HELD_AS_PLAYED: Rule = Rule { id: "ffb2017.law45.c2", citation: law45("C2", "law45-2017-c2-title") };

/// Fact (2017): did declarer hold the card face up, touching or nearly
/// touching the table, or keep it where it showed it played (45C2)?
pub const HELD_AS_PLAYED: &str = "declarer_card_held_as_played";

/// The question of 45C2, asked when declarer exposed a card otherwise than
/// by accident.
pub const HELD_AS_PLAYED_FACT: FactSpec = FactSpec {
    id: HELD_AS_PLAYED,
    question: "law45-2017-q-held-as-played",
    domain: Domain::Boolean,
    rule: C2_HELD_AS_PLAYED.id,
};
