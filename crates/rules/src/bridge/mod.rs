//! Contract bridge in the rules facade: arbitre-bridge's modules under
//! their old paths, so that `arbitre_rules::bridge::law27` and
//! `arbitre_rules::bridge::card` still name them. The model, the words of a
//! bridge ruling, the paragraphs of the laws, the findings a record gives
//! and the interviews of both editions of the Laws are all arbitre-bridge's.

pub mod auction_check;

pub use arbitre_bridge::findings::{legal_plays, play_irregularities, record, revoke};
// The interviews, each edition's list of kinds and the entry that rules on
// one: a law added there is seen here without a line of its own.
pub use arbitre_bridge::kinds::*;
// How each edition of the Laws numbers and words the shared paragraphs is
// arbitre-bridge's, with the paragraphs.
pub use arbitre_bridge::laws::editions;
pub use arbitre_bridge::{
    adjusted_score, auction, card, comparison, deal, deal_record, derived, double_dummy, lin, parameters, pbn, penalty,
    play, play_view, record_error, rectification, scoring, vocabulary,
};
