//! Law 56 (2017): a defender's lead out of turn, later in the play (inside
//! `bridge.penalty_card`, `how_exposed: lead_out_of_turn_later`).
//!
//! - 56A: declarer may accept it, as Law 53 provides;
//! - 56B: or require the defender to retract it: the card becomes a major
//!   penalty card and Law 50D applies.
//!
//! Read in the WBF's 2017 English (the ACBL's 2017 edition, word for word
//! the same). The seed does not hold the 2007 Law 56: under `ffb-2007` the
//! ruling rests on 53A and Law 50 as before, and the catalogue does not list
//! these paragraphs (`LawsEdition::applies`). A probe found a 2017 ruling on
//! a refused lead out of turn citing 53A and Law 50 without the law that
//! gives declarer the election.

use crate::game::CitationSpec;
use arbitre_core::Rule;

const fn law56(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: crate::game::FFB, law: "56", paragraph, title }
}

/// 56A: declarer accepts the lead out of turn (as Law 53 provides).
pub const A_ACCEPTED: Rule = Rule { id: "ffb2017.law56.a", citation: law56("A", "law56-2017-a-title") };
/// 56B: declarer has it retracted: a major penalty card, 50D applying.
pub const B_RETRACTED: Rule = Rule { id: "ffb2017.law56.b", citation: law56("B", "law56-2017-b-title") };
