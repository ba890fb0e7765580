//! Bridge game tools for the play: the cards a player may play now.

use crate::json::Json;
use arbitre_rules::bridge::card::Seat;
use arbitre_rules::bridge::legal_plays::{self, LeadRestrictionInForce, LegalPlays, PenaltyCardInForce};
use arbitre_rules::ruling::Record;
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::json::JsonBody;
use crate::problem::{ApiError, Problem};

pub(crate) fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(legal_plays_now))
}

/// A position in the play, and the penalty cards and lead restrictions in force.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LegalPlaysRequest {
    /// The deal record (`pbn`, `lin` or `json`) with the hands, the contract,
    /// declarer and the play so far; the player to play is the one whose turn
    /// it is after the last card of the record.
    pub record: Record,
    /// The player the client means (`N`, `E`, `S`, `W`); when given, it must
    /// be the player whose turn it is.
    #[serde(default)]
    pub seat: Option<Seat>,
    /// The defenders' penalty cards on the table (Law 50): whose, which card,
    /// major or minor. When none are sent, those the record's irregular
    /// plays leave on the table are used.
    #[serde(default)]
    pub penalty_cards: Vec<PenaltyCardInForce>,
    /// The lead restrictions in force (Law 26, or declarer's election under
    /// Laws 50D2 and 51B): they apply when their player is on lead.
    #[serde(default)]
    pub lead_restrictions: Vec<LeadRestrictionInForce>,
}

/// The cards the player on turn may play, those he must play, and why.
#[utoipa::path(post, path = "/v1/bridge/legal-plays", operation_id = "bridge_legal_plays", tag = "bridge",
    request_body = LegalPlaysRequest,
    responses(
        (status = 200, description = "The plays allowed now", body = LegalPlays),
        (status = 400, description = "Malformed JSON, or a field of the wrong shape", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "An impossible record, one without contract or hands, a seat not on turn, a penalty card or restriction that cannot be", body = Problem, content_type = "application/problem+json")))]
async fn legal_plays_now(JsonBody(request): JsonBody<LegalPlaysRequest>) -> Result<Json<LegalPlays>, ApiError> {
    let deal = super::read_bridge_record(&request.record, "record_empty", "play-error-no-contract")?;
    legal_plays::from_record(&deal, request.seat, &request.penalty_cards, &request.lead_restrictions)
        .map(Json)
        .map_err(ApiError::input)
}
