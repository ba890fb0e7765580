//! The model, as far as it knows no law: the cards, seats, sides and
//! contracts ([`card`]), a deal's four hands ([`deal`]), the auction and its
//! checks ([`auction`]), the play rebuilt trick by trick ([`play`]) and its
//! irregular plays followed through ([`play_irregularities`]), the play's
//! view kept for every reader ([`play_view`]), the penalty cards and lead
//! restrictions in force ([`penalty`]), duplicate scoring under Law 77
//! ([`scoring`]), the comparison of a score with the field's
//! ([`comparison`]), the double-dummy table's types ([`double_dummy`]), and
//! the revokes the cards alone show ([`revoke`]).

pub mod auction;
pub mod card;
pub mod comparison;
pub mod deal;
pub mod double_dummy;
pub mod penalty;
pub mod play;
pub mod play_irregularities;
pub mod play_view;
pub mod revoke;
pub mod scoring;
#[cfg(any(test, feature = "proptest"))]
pub mod strategies;
