//! French tarot under the French Tarot Federation's rules (FFT règlement
//! officiel, and the arbitration code for free deals): the cards, the deal,
//! the play, the discard and handles, the count, the score and the score
//! sheet, for 3, 4 and 5 players, and the code's cases.
//!
//! Card notation: trumps `T1`–`T21`, the excuse `EX`, suit cards as a suit
//! (`S` pique, `H` cœur, `D` carreau, `C` trèfle) then a rank (`R` roi, `D`
//! dame, `C` cavalier, `V` valet, `10`–`1`): `SR`, `HD`, `C10`, `D1`.

pub mod sanctions;

// The model (cards, deal, play, count, score, sheet) and the code's cases
// with the words their rulings are written in are their own crate,
// `arbitre-tarot`, which knows no ruleset; its modules are seen here under
// their old paths, so that `arbitre_rules::tarot::card` and
// `arbitre_rules::tarot::arbitration` still name them.
pub use arbitre_tarot::code as arbitration;
pub use arbitre_tarot::{
    card, count, deal, discard, error, findings, handles, legal_plays, parameters, play, reading, record,
    rectification, scoring, sheet, vocabulary,
};
