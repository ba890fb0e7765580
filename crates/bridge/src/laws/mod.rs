//! The paragraphs of the Laws that are pure functions of the model: what a
//! law decides from the cards, the tricks and the auction alone, written
//! once and used by both editions' rulings (DESIGN,
//! section 1: a law is decided once, in its game's `laws/` folder).
//!
//! Each file is one law: 26, the lead restriction after a withdrawn call;
//! 50B, a penalty card's grade; 62B, the card withdrawn to correct a
//! revoke; 64A, the tricks a revoke transfers. The walk of a record's
//! irregular plays asks the same functions as the interviews do.
//!
//! The paragraphs' rules (stable id and citation, `Rule`) of Laws 26, 50,
//! 51, 54, 59, 61 and 62 are declared here too: a record's findings name
//! them (the paragraph a card's fate rests on, the reason a card is or is
//! not a legal play), and the interviews that cite them import the
//! findings, so declaring them with the interviews made the two import
//! each other. The interviews themselves (what the director is asked, the
//! rectifications stated) are in `kinds/`, above the findings.
//!
//! How each edition of the Laws numbers, words and names the paragraphs
//! both share is here too ([`editions`]): a paragraph is written once, and
//! each edition states it its own way.

pub mod editions;
pub mod law26;
pub mod law50;
pub mod law51;
pub mod law54;
pub mod law59;
pub mod law61;
pub mod law62;
pub mod law64;

/// The code of a bridge paragraph, whichever edition of the Laws applies:
/// each ruleset names it as its edition does (`FFB 2017`).
pub const FFB: &str = "FFB";
