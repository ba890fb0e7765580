//! The penalty cards and lead restrictions a ruling leaves on the table,
//! as the model knows them: whether a penalty card is major or minor (Law
//! 50B), a card in force in front of its defender, and what declarer may
//! do about a lead and for how long (Laws 26, 50D2, 51B, 54D). The laws
//! that impose them sit above (`arbitre-rules`); the record's irregular
//! plays and the legal plays read them here.

use serde::{Deserialize, Serialize};

use crate::card::{Card, Seat};

/// What declarer may do about the lead.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum LeadOption {
    /// Require the lead of the suit.
    Require,
    /// Forbid the lead of the suit.
    Forbid,
}

/// How long a lead prohibition lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum LeadRestrictionLasts {
    /// For as long as the offender's partner keeps the lead.
    WhilePartnerRetainsLead,
    /// For that one lead only (a requirement, Law 26A2(a)).
    FirstLeadOnly,
}

/// The suits of a lead restriction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum LeadSuits {
    /// The suit(s) specified in the withdrawn call that the same player did
    /// not specify in the legal auction (Law 26A2); declarer picks one if several.
    WithdrawnCallSuits,
    /// Any one suit, of declarer's choosing (Law 26B).
    AnyOneSuit,
    /// Any one suit the offender did not specify in the legal auction, of
    /// declarer's choosing (2017 Law 26B).
    SuitNotSpecifiedByOffender,
}

/// A major or minor penalty card (Law 50B).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum PenaltyCardKind {
    /// Major: an honour, a card exposed deliberately, or two or more cards.
    Major,
    /// Minor: a single card below honour rank exposed inadvertently.
    Minor,
}

fn is_false(value: &bool) -> bool {
    !*value
}

/// A penalty card on the table, in front of the defender it belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct PenaltyCardInForce {
    /// The defender whose card it is.
    pub seat: Seat,
    /// The card, suit then rank (`HK`).
    pub card: Card,
    /// Major or minor (Law 50B), as the card is now. Two or more penalty
    /// cards of one player are all major whatever is sent, and they stay
    /// major (50B2 "deviennent"): when only one of them is left on the table
    /// it is still `major`, and the client must send it so — from the cards
    /// sent alone the engine cannot tell that it once had company.
    pub kind: PenaltyCardKind,
    /// Law 51B: declarer has elected at the partner's lead to this trick, so
    /// the offender plays any legal card to this trick; his penalty cards
    /// still on the table (of the suits declarer did not name, 51B2) stay
    /// penalty cards but need not be played to it. Set it on each of them
    /// for the rest of that trick only; `false` (the default) otherwise.
    #[serde(default, skip_serializing_if = "is_false")]
    pub waived_this_trick: bool,
}
