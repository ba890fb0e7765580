//! Bridge scoring tools: the duplicate score of a result, and Law 12C
//! adjusted scores. Both are open and store nothing.

use crate::json::Json;
use arbitre_rules::bridge::adjusted_score::{AdjustedScore, AdjustedScoreInput};
use arbitre_rules::bridge::scoring::{BoardScore, ScoreInput};
use arbitre_rules::ruleset::{FFB_2017, Parameters};
use arbitre_rules::text;
use axum::http::StatusCode;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::json::JsonBody;
use crate::problem::{ApiError, Problem};

pub(crate) fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(post_score)).routes(routes!(post_adjusted_score))
}

/// Scores a result at duplicate (Law 77): the contract (`4SX`, `3NT`, or
/// `Pass`), the declarer, the board's vulnerability and the tricks the
/// declaring side took. Answers each side's score and how it was made up
/// (trick points, overtricks, part-score or game, slam, the bonus for making
/// a doubled contract, undertricks). Open to all; nothing is stored.
#[utoipa::path(post, path = "/v1/bridge/score", operation_id = "score_bridge_deal", tag = "bridge",
    request_body = ScoreInput,
    responses(
        (status = 200, description = "Each side's score and its breakdown", body = BoardScore),
        (status = 422, description = "A field missing or impossible (`invalid_score`: a contract, vulnerability \
            or trick count that cannot be), a field of the wrong type (`invalid_body`); the pointer names it",
            body = Problem, content_type = "application/problem+json")))]
async fn post_score(JsonBody(input): JsonBody<ScoreInput>) -> Result<Json<BoardScore>, ApiError> {
    input.score().map(Json).map_err(ApiError::input)
}

/// Computes a Law 12C adjusted score with the FFB's parameters: assigned
/// (12C1(b)), weighted (12C1(c), percentages summing to 100, the score of
/// each result and the weighted total per side), or artificial (12C2: average
/// plus, average, average minus by fault); a split score when the two sides
/// get different adjustments. The answer states the offending side and
/// writes the score in the notation club software imports: `A60/40`,
/// `W60*4S=;40*4S-1`, `4S=`, `NS:…|EW:…`. With the other tables' scores it
/// also gives matchpoints or IMPs. Open to all; nothing is stored.
///
/// The notation: `A` NS-percent `/` EW-percent; `W` then `percent*result`
/// joined by `;`; a result is the contract (`4S`, `3NTX`, `6HXX`), the
/// declarer's seat when not the board's, then `=`, `+n` or `-n`; `Pass`.
#[utoipa::path(post, path = "/v1/bridge/adjusted-score", operation_id = "compute_adjusted_score", tag = "bridge",
    request_body = AdjustedScoreInput,
    responses(
        (status = 200, description = "Each side's adjusted score, the notation and a summary", body = AdjustedScore),
        (status = 422, description = "An impossible adjustment (`invalid_adjustment`: weights not summing to 100, \
            a result that cannot be, a missing field), a field of the wrong type (`invalid_body`); the pointer names it",
            body = Problem, content_type = "application/problem+json")))]
async fn post_adjusted_score(JsonBody(input): JsonBody<AdjustedScoreInput>) -> Result<Json<AdjustedScore>, ApiError> {
    let Parameters::Bridge(parameters) = &FFB_2017.parameters else {
        // The FFB ruleset is a bridge ruleset; this would be a build error in
        // the ruleset table, reported rather than panicking.
        return Err(ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", text::msg("error-internal")));
    };
    input.compute(parameters).map(Json).map_err(ApiError::input)
}
