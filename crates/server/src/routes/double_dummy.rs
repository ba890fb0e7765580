//! `POST /v1/bridge/double-dummy`: the double-dummy table and par of a deal,
//! the value of each card in a position of the play, and for each revoke the
//! non-offenders' tricks had a legal card been played (Law 64C suggestions).
//!
//! The solving is pons-dds's (DDS in pure Rust) through the service's
//! gate: a bounded number of solves at once, each within a deadline (503
//! `double_dummy_busy` with `Retry-After` past it).

use crate::json::Json;
use arbitre_rules::bridge::double_dummy::{ContractQuery, DoubleDummy};
use arbitre_rules::ruling::Record;
use arbitre_service::double_dummy::{self, Analysis};
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::json::JsonBody;
use crate::problem::{ApiError, Problem};

/// The route.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(double_dummy))
}

/// A deal to analyse.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DoubleDummyRequest {
    /// The deal record (`pbn`, `lin` or `json`) with all four hands. Its
    /// dealer and vulnerability give the par; its contract and play give
    /// the positions and the revokes.
    pub record: Record,
    /// Analyse the position after this many cards of the play, in the order
    /// played (0: before the opening lead): the tricks the side on play can
    /// still take with each card the player on turn may play.
    #[serde(default)]
    #[schema(minimum = 0, maximum = 51)]
    pub after_cards: Option<usize>,
    /// Contracts to score double-dummy at the record's vulnerability: the
    /// results the director thinks likely without the irregularity (Laws
    /// 12C, 27D), to weigh or keep. At most 16.
    #[serde(default)]
    #[schema(max_items = 16)]
    pub contracts: Vec<ContractQuery>,
}

/// Solves a deal double-dummy: the tricks each seat takes as declarer in each
/// strain, the par when the record gives dealer and vulnerability, with
/// `after_cards` the value of each card the player on turn may play, and for
/// each revoke in the play the tricks the non-offenders would have taken had
/// a legal card been played (Law 64C suggestions, for the director to confirm),
/// and with `contracts` each contract's result and score (12C, 27D).
/// At most a configured number of solves run at once
/// (`ARBITRE_DD_CONCURRENCY`), each within `ARBITRE_DD_DEADLINE_MS`.
#[utoipa::path(post, path = "/v1/bridge/double-dummy", operation_id = "analyse_double_dummy", tag = "bridge",
    request_body = DoubleDummyRequest,
    responses(
        (status = 200, description = "The analysis", body = DoubleDummy),
        (status = 422, description = "A record without all four hands (`record_without_deal`), a position the record does not reach (`invalid_after_cards`), a contract that is not one (`invalid_contract`), more than 16 contracts (`too_many_contracts`), contracts to score without the board's vulnerability (`record_without_vulnerability`)", body = Problem, content_type = "application/problem+json"),
        (status = 500, description = "The solver failed on a deal the record checks accepted (`internal`)", body = Problem, content_type = "application/problem+json"),
        (status = 503, description = "The solver is busy: no answer within the deadline (`double_dummy_busy`); nothing changed, retry after the seconds `Retry-After` gives", body = Problem, content_type = "application/problem+json",
            headers(("Retry-After" = u64, description = "Seconds to wait before sending the same request again")))))]
async fn double_dummy(JsonBody(request): JsonBody<DoubleDummyRequest>) -> Result<Json<DoubleDummy>, ApiError> {
    let (code, message) = ("record_without_deal", "dd-error-incomplete-deal");
    let record = super::read_bridge_record(&request.record, code, message)?;
    let analysis = Analysis { record, after_cards: request.after_cards, contracts: request.contracts };
    Ok(Json(double_dummy::analyse(analysis).await?))
}
