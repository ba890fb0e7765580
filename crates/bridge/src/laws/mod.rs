//! The paragraphs of the Laws that are pure functions of the model: what a
//! law decides from the cards, the tricks and the auction alone, written
//! once and used by both editions' rulings in the rules facade (DESIGN,
//! section 1: a law is decided once, in its game's `laws/` folder).
//!
//! Each file is one law: 26, the lead restriction after a withdrawn call;
//! 50B, a penalty card's grade; 62B, the card withdrawn to correct a
//! revoke; 64A, the tricks a revoke transfers. The walk of a record's
//! irregular plays asks the same functions as the interviews do. The
//! interviews themselves (what the director is asked, the rectifications
//! stated, the paragraphs cited) stay in the facade until the engine's
//! context is generic over the game (issue 12).

pub mod law26;
pub mod law50;
pub mod law62;
pub mod law64;
