//! The laws applied to a record (DESIGN, section 1: kinds → findings →
//! {laws, record} → model): reading an incident's record and what its play
//! derives ([`record`]), the legal plays at each turn ([`legal_plays`]), the
//! revokes ([`revoke`]), each irregular play's rule in the ruling's edition
//! ([`play_irregularities`]), and the auction checked against the rulings
//! in force ([`auction_check`]).

pub mod auction_check;
pub mod legal_plays;
pub mod play_irregularities;
pub mod record;
pub mod revoke;
