//! The words every game's rectifications and decisions are written in: the
//! players and groups of players a rectification names by their role in the
//! incident, how long a restriction lasts, and what the director reviews at
//! the end of play. Each game's rectifications (`bridge::rectification`,
//! `tarot::rectification`) use them; the decisions (`ruling`) unite those.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

// A group of players and how long a restriction lasts are bridge's words
// (arbitre-bridge), seen here where decisions have always found them.
pub use arbitre_bridge::vocabulary::{Party, Until};

/// One player, named by his relation to the player who committed the
/// irregularity (the offender), or by his role in the play: the players of
/// both games' elections and shared consequences (bridge's `BridgeRole`
/// and tarot's, by the same words).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
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
    /// Tarot: the taker, who makes the elections the FFT code gives him.
    Taker,
    /// Tarot: the player who bid prise or garde before an over-contract the
    /// arbiter refused.
    EarlierBidder,
    /// The director, when the law leaves the choice to him (bridge Law 16C2).
    Director,
}

/// What the director reviews at the end of play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
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
    /// Whether to sanction a fault the FFT code names no sanction for: the
    /// règlement states the rule, the arbiter judges.
    SanctionLeftToArbiter,
    /// How the deal is scored, the code naming the fault's sanction but not
    /// its effect on the deal (whether a handle shown by the taker's partner
    /// at five counts): the arbiter judges.
    ScoreLeftToArbiter,
}

// Each game's words for who chooses, whose call is cancelled and what the
// director reviews are the facade's own, spelt the same on the wire.
impl From<arbitre_bridge::vocabulary::Role> for Role {
    fn from(role: arbitre_bridge::vocabulary::Role) -> Self {
        use arbitre_bridge::vocabulary::Role as Bridge;
        match role {
            Bridge::Offender => Role::Offender,
            Bridge::OffendersPartner => Role::OffendersPartner,
            Bridge::OffendersLho => Role::OffendersLho,
            Bridge::OffendersRho => Role::OffendersRho,
            Bridge::Declarer => Role::Declarer,
            Bridge::Director => Role::Director,
        }
    }
}

impl From<arbitre_bridge::vocabulary::ReviewReason> for ReviewReason {
    fn from(reason: arbitre_bridge::vocabulary::ReviewReason) -> Self {
        use arbitre_bridge::vocabulary::ReviewReason as Bridge;
        match reason {
            Bridge::EnforcedPassDamage => ReviewReason::EnforcedPassDamage,
            Bridge::InsufficientBidAssistance => ReviewReason::InsufficientBidAssistance,
            Bridge::ComparableCallAssistance => ReviewReason::ComparableCallAssistance,
            Bridge::RevokeEquity => ReviewReason::RevokeEquity,
            Bridge::PenaltyCardInformationDamage => ReviewReason::PenaltyCardInformationDamage,
            Bridge::ExtraneousInformation => ReviewReason::ExtraneousInformation,
        }
    }
}

impl From<arbitre_tarot::vocabulary::Role> for Role {
    fn from(role: arbitre_tarot::vocabulary::Role) -> Self {
        use arbitre_tarot::vocabulary::Role as Tarot;
        match role {
            Tarot::Offender => Role::Offender,
            Tarot::Taker => Role::Taker,
            Tarot::EarlierBidder => Role::EarlierBidder,
        }
    }
}

impl From<arbitre_tarot::vocabulary::ReviewReason> for ReviewReason {
    fn from(reason: arbitre_tarot::vocabulary::ReviewReason) -> Self {
        use arbitre_tarot::vocabulary::ReviewReason as Tarot;
        match reason {
            Tarot::SanctionLeftToArbiter => ReviewReason::SanctionLeftToArbiter,
            Tarot::ScoreLeftToArbiter => ReviewReason::ScoreLeftToArbiter,
        }
    }
}

// The id of an incident kind is arbitre-core's: a game declares its kinds
// with it.
pub use arbitre_core::decision::{KIND_ID_DESCRIPTION, KindId};
