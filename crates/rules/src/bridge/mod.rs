//! Contract bridge: the deal model, record import, and one module per law
//! (FFB translation of the 2017 Laws of Duplicate Bridge).

pub mod auction_laws;
pub mod card;
pub mod deal;
pub mod law27;
pub mod law65;
pub mod pbn;
pub mod play;
pub mod record;
pub mod record_error;
pub mod law24;
pub mod law25;
pub mod law28;
pub mod law29;
pub mod law30;
pub mod law31;
pub mod law32;
