//! French tarot under the French Tarot Federation's rules (FFT règlement
//! officiel, and the arbitration code for free deals): the cards, the deal,
//! the play, the discard and handles, the count, the score and the score
//! sheet, for 3, 4 and 5 players.
//!
//! Card notation: trumps `T1`–`T21`, the excuse `EX`, suit cards as a suit
//! (`S` pique, `H` cœur, `D` carreau, `C` trèfle) then a rank (`R` roi, `D`
//! dame, `C` cavalier, `V` valet, `10`–`1`): `SR`, `HD`, `C10`, `D1`.

pub mod arbitration;
pub mod parameters;
pub mod reading;
pub mod rectification;
pub mod sanctions;
pub mod vocabulary;

// The model (cards, deal, play, count, score, sheet) is its own crate,
// `arbitre-tarot`, which knows no ruleset; its modules are seen here under
// their old paths, so that `arbitre_rules::tarot::card` still names them.
pub use arbitre_tarot::{
    card, count, deal, discard, error, findings, handles, legal_plays, play, record, scoring, sheet,
};
