//! The paragraphs of the Laws (DESIGN, section 1: a law is decided once, in
//! its game's `laws/` folder), one file per law: each rule with its stable
//! id and citation (`Rule`), written once for both editions, and the
//! paragraphs that are pure functions of the model (26, the lead
//! restriction after a withdrawn call; 50B, a penalty card's grade; 62B,
//! the card withdrawn to correct a revoke; 64A, the tricks a revoke
//! transfers). The interviews that consult them are in `kinds/`, the
//! findings that apply them to a record in `findings/`: both above this
//! folder, which names neither. A rule built from another law's paragraph
//! or from an interview's facts stays with its interview.
//!
//! How each edition of the Laws numbers, words and names the paragraphs
//! both share is here too ([`editions`]): a paragraph is written once, and
//! each edition states it its own way.

pub mod editions;
pub mod law12;
pub mod law16;
pub mod law17;
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

/// The code of a bridge paragraph, whichever edition of the Laws applies:
/// each ruleset names it as its edition does (`FFB 2017`).
pub const FFB: &str = "FFB";
