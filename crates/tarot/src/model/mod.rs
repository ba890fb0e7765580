//! The game under the FFT règlement officiel, as far as it knows no fault:
//! the cards ([`card`]), the deal and its contracts ([`deal`]), the play
//! ([`play`]) and its legal cards ([`legal_plays`]), the discard
//! ([`discard`]) and handles ([`handles`]), the count ([`count`]), the
//! score ([`scoring`]) and the score sheet ([`sheet`]), a deal record
//! ([`record`]) and what it shows ([`findings`]), and the errors a record is
//! refused with ([`error`]).

pub mod card;
pub mod count;
pub mod deal;
pub mod discard;
pub mod error;
pub mod findings;
pub mod handles;
pub mod legal_plays;
pub mod play;
pub mod record;
pub mod scoring;
pub mod sheet;
