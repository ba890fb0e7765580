//! Checking an auction record against the rulings in force
//! (arbitre-bridge's), the rulings' rectifications read as a decision gives
//! them: the union of both games', which a client sends back as it got it.

pub use arbitre_bridge::findings::auction_check::*;

/// A ruling already made during the auction, with its rectifications as
/// the decision gave them.
pub type RulingInForce = arbitre_bridge::findings::auction_check::RulingInForce<crate::rectification::Rectification>;
