//! The words bridge's rulings are written in: the players a rectification
//! names by their role in the incident, the groups of players information
//! is authorized or unauthorized for, how long a restriction lasts, what
//! the director reviews at the end of play. The facade (`arbitre-rules`)
//! names the players of both games' choices in one `Role`, by the same
//! words.

use arbitre_core::Citation;
use arbitre_core::text::{self, Localized};
use serde::{Deserialize, Serialize};

/// A group of players, named by their role in the incident.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Party {
    /// The side that committed the irregularity.
    OffendingSide,
    /// The other side.
    NonOffendingSide,
    /// The partner of the player who committed the irregularity.
    OffendersPartner,
    /// Declarer (and dummy).
    DeclaringSide,
    /// The two defenders.
    Defenders,
}

/// One player at bridge, named by his relation to the player who committed
/// the irregularity (the offender), or by his role in the play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
// Named apart from the facade's `Role`, which names the players of both
// games' choices.
#[cfg_attr(feature = "openapi", schema(as = BridgeRole))]
pub enum Role {
    /// The player who committed the irregularity.
    Offender,
    /// The offender's partner.
    OffendersPartner,
    /// The offender's left-hand opponent (the next player in rotation).
    OffendersLho,
    /// The offender's right-hand opponent.
    OffendersRho,
    /// Declarer.
    Declarer,
    /// The director, when the law leaves the choice to him (Law 16C2).
    Director,
}

/// How long something lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Until {
    /// Until the player's next turn to call, included.
    NextTurn,
    /// Until the end of the auction.
    EndOfAuction,
    /// Until the end of the play of the deal.
    EndOfDeal,
    /// Until the players agree on the number of tricks, or the director has ruled.
    TricksAgreed,
}

/// What the director reviews at the end of play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReviewReason {
    /// Whether a pass the laws forced on the offending side damaged the other
    /// side, the offender having been able to know it might (Law 23).
    EnforcedPassDamage,
    /// Whether the insufficient bid helped the offending side to a result it
    /// would not have reached without it (Law 27D).
    InsufficientBidAssistance,
    /// Whether the comparable call that replaced a withdrawn call helped the
    /// offending side and damaged the other (2017 Law 23C).
    ComparableCallAssistance,
    /// Whether the trick transfer compensates the non-offending side for an
    /// established revoke: how many tricks it would have taken without it (Law 64C).
    RevokeEquity,
    /// Whether the information a penalty card gave damaged the non-offending
    /// side (Law 50E3).
    PenaltyCardInformationDamage,
    /// Whether information from outside the table affected the result of a
    /// board the director let be played (Law 16C2(c), 16C3).
    ExtraneousInformation,
}

/// Whether information may be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum InformationStatus {
    /// The players named may use it.
    Authorized,
    /// The players named may not base a call or play on it (Law 16).
    Unauthorized,
}

/// Information that became authorized or unauthorized.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Information {
    /// Authorized or unauthorized.
    pub status: InformationStatus,
    /// For whom.
    pub holder: Party,
    /// What the information is.
    pub about: Localized,
    /// The law that makes it so.
    pub citation: Citation,
}

impl Party {
    /// Every party, in the order of the enum.
    pub const ALL: [Party; 5] = [
        Party::OffendingSide,
        Party::NonOffendingSide,
        Party::OffendersPartner,
        Party::DeclaringSide,
        Party::Defenders,
    ];

    /// Who this is, in words (`party-<name>`).
    pub fn label(self) -> Localized {
        text::label_of("party", &self)
    }
}

impl Until {
    /// Every duration, in the order of the enum.
    pub const ALL: [Until; 4] = [Until::NextTurn, Until::EndOfAuction, Until::EndOfDeal, Until::TricksAgreed];

    /// How long, in words (`until-<name>`).
    pub fn label(self) -> Localized {
        text::label_of("until", &self)
    }
}
