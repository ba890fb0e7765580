//! Contract bridge in the rules facade: the model (arbitre-bridge) under
//! its old paths, and one module per law, in both editions the rulesets
//! apply (the FFB's 2017 Code International, the seed's 2007 text).

// The model that knows no law (cards, deal, auction, play, PBN, LIN and
// JSON records, penalty cards and lead restrictions, scoring, the
// double-dummy table's types, record errors) is its own crate,
// `arbitre-bridge`; its modules are seen here under their old paths, so that
// `arbitre_rules::bridge::card` still names them. `play_irregularities` is
// the model's too, with the rule of each finding stated here.
pub use arbitre_bridge::{
    adjusted_score, auction, card, comparison, deal, deal_record, derived, double_dummy, lin, parameters, pbn, penalty,
    play, play_view, record_error, rectification, scoring, vocabulary,
};
// How each edition of the Laws numbers and words the shared paragraphs is
// arbitre-bridge's, with the paragraphs.
pub use arbitre_bridge::laws::editions;

pub mod auction_check;
pub mod auction_facts;
pub mod auction_laws;
pub mod law12;
pub mod law16;
pub mod law17;
pub mod law23;
pub mod law24;
pub mod law25;
pub mod law26;
pub mod law27;
pub mod law28;
pub mod law29;
pub mod law30;
pub mod law31;
pub mod law32;
pub mod law36;
pub mod law37;
pub mod law38;
pub mod law39;
pub mod law45;
pub mod law48;
pub mod law50;
pub mod law51;
pub mod law52;
pub mod law53;
pub mod law54;
pub mod law55;
pub mod law56;
pub mod law57;
pub mod law58;
pub mod law59;
pub mod law61;
pub mod law62;
pub mod law63;
pub mod law64;
pub mod law65;
pub mod legal_plays;
pub mod out_of_rotation;
pub mod penalty_card;
pub mod play_irregularities;
pub mod record;
pub mod revoke;
