//! French tarot under the French Tarot Federation's rules (FFT règlement
//! officiel, and the arbitration code for free deals): the cards, the deal,
//! the play, the discard and handles, the count, the score and the score
//! sheet, for 3, 4 and 5 players.
//!
//! Card notation: trumps `T1`–`T21`, the excuse `EX`, suit cards as a suit
//! (`S` pique, `H` cœur, `D` carreau, `C` trèfle) then a rank (`R` roi, `D`
//! dame, `C` cavalier, `V` valet, `10`–`1`): `SR`, `HD`, `C10`, `D1`.

pub mod arbitration;
pub mod card;
pub mod count;
pub mod deal;
pub mod discard;
pub mod error;
pub mod findings;
pub mod handles;
pub mod legal_plays;
pub mod parameters;
pub mod play;
pub mod record;
pub mod rectification;
pub mod sanctions;
pub mod scoring;
pub mod sheet;
