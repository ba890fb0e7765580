//! A ruleset's options, per game: what the laws read of the ruleset they
//! rule under (`Ctx::ruleset.parameters`). Apart from `ruleset.rs`, so that
//! the laws can name these options without importing the rulesets, which
//! list the laws (issue 12: the rulesets point down to the laws, never back).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::bridge::parameters::BridgeParameters;
use crate::tarot::parameters::TarotParameters;

/// The regulating body's options, per game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "game", rename_all = "snake_case")]
pub enum Parameters {
    /// Bridge options.
    Bridge(BridgeParameters),
    /// Tarot options.
    Tarot(TarotParameters),
}
