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

// The paragraphs of Law 56 (ids and citations) are its laws/ file's.
pub use crate::laws::law56::*;
