//! A reference to a law, paragraph or case: what every complete decision,
//! finding and legal-play reason rests on.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::text::Localized;

/// A reference to a law, paragraph or case.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct Citation {
    /// The code cited: `FFB 2017` (bridge laws) or `FFT` (tarot arbitration code).
    pub code: String,
    /// The law number (bridge) or section (tarot).
    pub law: String,
    /// The paragraph, e.g. `B3` (empty for a whole law).
    pub paragraph: String,
    /// The paragraph's subject, in our own words.
    pub title: Localized,
}
