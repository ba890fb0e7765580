//! Law 51: two or more penalty cards. Its rules are applied by the
//! `bridge.penalty_card` kind ([`super::law50`]) and by the legal-plays model
//! ([`crate::findings::legal_plays`]):
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

// The paragraphs' rules (ids and citations) are the bridge crate's
// (`crate::laws`), where a record's findings name them too.
pub use crate::laws::law51::{
    A_DESIGNATES, B_ANY_LEGAL_CARD, B_PARTNERS_LEAD, B1A_REQUIRE, B1B_FORBID, B2A_REQUIRE, B2B_FORBID,
    B2C_2017_LEFT_FREE, FOOTNOTE,
};
