//! The options of the FFT's arbitration code (penalty points, suspensions,
//! the scope of a repeat offence, the ethics scale), as a tarot ruleset sets
//! them.

use serde::{Deserialize, Serialize};

/// The parameters of the FFT arbitration code for free deals (seed `002`)
/// that the tarot kinds (`tarot::arbitration`) apply; published so a
/// federation can check them, and the layer another body would change.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TarotParameters {
    /// The usual point penalty: a misdeal (to the dealer), a repeated
    /// warning, slow play, score-sheet faults (100 points).
    pub standard_penalty_points: i32,
    /// Slow play repeated after a first penalty (200 points).
    pub repeated_slow_play_penalty_points: i32,
    /// A score sheet not returned and lost (400 points).
    pub lost_score_sheet_penalty_points: i32,
    /// Leaving a tournament without the arbiter's agreement: suspension from
    /// free-deal events, in months (12).
    pub leaving_without_consent_suspension_months: u8,
    /// Which earlier sanctions make a repeat offence ("a warning, then 100
    /// points on a repeat"): those of the same event.
    pub repeat_offence_scope: crate::vocabulary::RepeatScope,
    /// Ethics faults: the penalty by the offender's ranking. The code says
    /// only that severity grows with the ranking and names no amount; these
    /// defaults start at the code's usual 100 points and are the federation's
    /// to set.
    pub ethics_penalty_points: crate::vocabulary::EthicsScale,
}

/// The FFT's parameters for free deals.
pub const FFT_PARAMETERS: TarotParameters = TarotParameters {
    standard_penalty_points: crate::sheet::STANDARD_PENALTY_POINTS,
    repeated_slow_play_penalty_points: 200,
    lost_score_sheet_penalty_points: 400,
    leaving_without_consent_suspension_months: 12,
    repeat_offence_scope: crate::vocabulary::RepeatScope::SameEvent,
    ethics_penalty_points: crate::vocabulary::EthicsScale {
        unranked: 100,
        fourth_series: 100,
        third_series: 150,
        second_series: 200,
        first_series: 300,
    },
};
