//! The words the FFT arbitration code's decisions and a tarot ruleset's
//! options are written in: the players a rectification names by their role,
//! the deal a bidding ban applies to, a lead the taker may demand, a
//! player's ranking and the ethics scale it selects, which earlier
//! sanctions count as a repeat offence. The cases (`arbitration/`) use them;
//! the rectifications, the parameters and the labels name them without
//! depending on the cases.

use serde::{Deserialize, Serialize};

/// A tarot player, named by his role in the deal or in the incident.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum TarotRole {
    /// The player who committed the fault.
    Offender,
    /// The offender's side (at five players the taker and his partner, or the defence).
    OffendingSide,
    /// The side that did not commit the fault.
    NonOffendingSide,
    /// The offender's partner (a fellow defender, or the taker's partner).
    OffendersPartner,
    /// The taker.
    Taker,
    /// The defenders.
    Defence,
    /// The defender who was on lead.
    DefenderOnLead,
    /// The dealer.
    Dealer,
    /// The player who should have dealt.
    RightfulDealer,
    /// The player sitting opposite the dealer.
    PlayerOppositeDealer,
    /// The player who bid prise or garde before the over-contract.
    EarlierBidder,
    /// Every player at the table.
    AllPlayers,
    /// The players the arbiter finds concerned (slow play), as a group.
    PlayersConcerned,
    /// The players concerned (slow play) with no earlier slow-play penalty
    /// in scope: the first-offence penalty.
    ConcernedFirstOffence,
    /// The players concerned (slow play) already penalised for slow play in
    /// scope: the repeat penalty.
    ConcernedRepeatOffence,
    /// The players who found the fault and did not call the arbiter.
    PlayersWhoFoundIt,
    /// A spectator.
    Spectator,
    /// A partner sitting out the deal (at five or more at a table).
    PartnerSittingOut,
    /// The dealer's right-hand neighbour, who deals next (règlement: the
    /// players deal in turn, in the direction of play).
    NextDealer,
}

/// Which deal a bidding ban applies to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum BanScope {
    /// The new deal that replaces this one (the redeal).
    Redeal,
    /// The next deal (the next dealer's); the incident of that deal can be
    /// checked against it.
    NextDeal,
}

/// What the taker requires of the defender on lead after a card played out of turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum LeadDemand {
    /// A card of the suit the offender played.
    OffendersSuit,
    /// A card of another suit, which one being the defender's pick.
    AnotherSuit,
}

/// A player's FFT ranking, which scales an ethics penalty.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum TarotRanking {
    /// Not ranked.
    Unranked,
    /// Fourth series.
    FourthSeries,
    /// Third series.
    ThirdSeries,
    /// Second series.
    SecondSeries,
    /// First series.
    FirstSeries,
}

impl TarotRanking {
    /// The ranking a fact's value names (`fourth_series`), if any.
    pub fn parse(value: &str) -> Option<TarotRanking> {
        Some(match value {
            "unranked" => TarotRanking::Unranked,
            "fourth_series" => TarotRanking::FourthSeries,
            "third_series" => TarotRanking::ThirdSeries,
            "second_series" => TarotRanking::SecondSeries,
            "first_series" => TarotRanking::FirstSeries,
            _ => return None,
        })
    }
}

/// The scale of ethics penalties, by the offender's ranking.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct EthicsScale {
    /// Points for an unranked player.
    pub unranked: i32,
    /// Points for a fourth-series player.
    pub fourth_series: i32,
    /// Points for a third-series player.
    pub third_series: i32,
    /// Points for a second-series player.
    pub second_series: i32,
    /// Points for a first-series player.
    pub first_series: i32,
}

impl EthicsScale {
    /// The points for a player of `ranking`.
    pub fn points(&self, ranking: TarotRanking) -> i32 {
        match ranking {
            TarotRanking::Unranked => self.unranked,
            TarotRanking::FourthSeries => self.fourth_series,
            TarotRanking::ThirdSeries => self.third_series,
            TarotRanking::SecondSeries => self.second_series,
            TarotRanking::FirstSeries => self.first_series,
        }
    }
}

/// Which earlier sanctions count as a repeat offence.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum RepeatScope {
    /// Those given in the same event (tournament) only.
    SameEvent,
    /// Those given in any event.
    AnyEvent,
}

impl TarotRole {
    /// Every tarot role, in the order of the enum.
    pub const ALL: [TarotRole; 19] = [
        TarotRole::Offender,
        TarotRole::OffendingSide,
        TarotRole::NonOffendingSide,
        TarotRole::OffendersPartner,
        TarotRole::Taker,
        TarotRole::Defence,
        TarotRole::DefenderOnLead,
        TarotRole::Dealer,
        TarotRole::RightfulDealer,
        TarotRole::PlayerOppositeDealer,
        TarotRole::EarlierBidder,
        TarotRole::AllPlayers,
        TarotRole::PlayersConcerned,
        TarotRole::ConcernedFirstOffence,
        TarotRole::ConcernedRepeatOffence,
        TarotRole::PlayersWhoFoundIt,
        TarotRole::Spectator,
        TarotRole::PartnerSittingOut,
        TarotRole::NextDealer,
    ];

    /// Who this is, in words (`tarot-role-<name>`).
    pub fn label(self) -> arbitre_core::text::Localized {
        arbitre_core::text::label_of("tarot-role", &self)
    }
}

/// A player as the code's elections and the consequences every game states
/// alike name him: who chooses (the taker, or the earlier bidder after a
/// refused over-contract), or whose bid is cancelled (the offender). The
/// facade names them with the roles of both games, by the same words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// The player who committed the fault.
    Offender,
    /// The taker.
    Taker,
    /// The player who bid prise or garde before an over-contract the
    /// arbiter refused.
    EarlierBidder,
}

/// What the arbiter reviews, the code leaving it to him.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReviewReason {
    /// Whether to sanction a fault the FFT code names no sanction for: the
    /// règlement states the rule, the arbiter judges.
    SanctionLeftToArbiter,
    /// How the deal is scored, the code naming the fault's sanction but not
    /// its effect on the deal (whether a handle shown by the taker's partner
    /// at five counts): the arbiter judges.
    ScoreLeftToArbiter,
}
