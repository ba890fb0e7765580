//! Contract bridge: the deal model, record import, and one module per law
//! (FFB translation of the 2017 Laws of Duplicate Bridge).

pub mod adjusted_score;
pub mod auction;
pub mod auction_check;
pub mod auction_facts;
pub mod auction_laws;
pub mod card;
pub mod comparison;
pub mod deal;
pub mod deal_record;
pub mod law24;
pub mod law25;
pub mod law27;
pub mod law28;
pub mod law29;
pub mod law30;
pub mod law31;
pub mod law32;
pub mod law50;
pub mod law51;
pub mod law54;
pub mod law59;
pub mod law61;
pub mod law62;
pub mod law63;
pub mod law64;
pub mod law65;
pub mod legal_plays;
pub mod lin;
pub mod pbn;
pub mod play;
pub mod record;
pub mod record_error;
pub mod revoke;
pub mod scoring;
