//! Evaluating incidents without storing them.

use crate::json::Json;
use arbitre_rules::text;
use arbitre_rules::{Decision, Trace};
use arbitre_service::request::SolveBudget;
pub use arbitre_service::{IncidentContext, RulingRequest};
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::json::{JsonBody, QueryParams};
use crate::lang::ClientLang;
use crate::problem::{ApiError, Problem};

pub(crate) fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(post_ruling)).routes(routes!(post_batch))
}

/// Query options of the evaluation endpoints.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExplainQuery {
    /// Adds the trace: each rule consulted, whether it applied, the facts it
    /// read and the exception that overrode it.
    #[serde(default)]
    pub explain: bool,
}

/// The trace is built only when it will be shown.
fn trace(explain: bool) -> Trace {
    if explain { Trace::Kept } else { Trace::Left }
}

/// Rules on one incident without storing anything. Open to all.
#[utoipa::path(post, path = "/v1/rulings", operation_id = "evaluate_incident", tag = "rulings", params(ExplainQuery),
    request_body = RulingRequest,
    responses(
        (status = 200, description = "The decision", body = Decision),
        (status = 422, description = "An unknown kind, fact or ruleset, a fact of the wrong type, an impossible record; `double_dummy_contracts` that cannot be scored (`invalid_contract`, `too_many_contracts`, `record_without_deal`, `record_without_vulnerability`)", body = Problem, content_type = "application/problem+json"),
        (status = 503, description = "Contracts were named and the double-dummy solver gave no answer in time (`double_dummy_busy`): retry after `Retry-After` seconds", body = Problem, content_type = "application/problem+json",
            headers(("Retry-After" = u64, description = "Seconds to wait before sending the same request again")))))]
async fn post_ruling(
    QueryParams(query): QueryParams<ExplainQuery>,
    JsonBody(request): JsonBody<RulingRequest>,
) -> Result<Json<Decision>, ApiError> {
    Ok(Json(request.evaluate(trace(query.explain)).await?))
}

/// Several incidents to rule on at once.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct BatchRequest {
    /// The incidents, at most 100.
    pub incidents: Vec<RulingRequest>,
}

/// The ruling on one incident of a batch: a decision or a problem.
#[derive(Debug, Serialize, ToSchema)]
pub struct BatchItem {
    /// The decision, when the incident could be evaluated.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decision: Option<Decision>,
    /// Why it could not be, with pointers relative to this incident.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub problem: Option<Problem>,
}

/// The rulings of a batch, in the order of the request.
#[derive(Debug, Serialize, ToSchema)]
pub struct BatchResponse {
    /// One item per incident.
    pub results: Vec<BatchItem>,
}

/// The most incidents one batch may hold.
pub const BATCH_LIMIT: usize = 100;

/// The most incidents of one batch solved double-dummy (the Law 64C and 12C
/// figures): a solve takes up to a fraction of a second of a core, and one
/// request must not hold the solver for a hundred of them.
pub const BATCH_DOUBLE_DUMMY_LIMIT: usize = 8;

/// The time a batch's double-dummy solves share, well within the request's
/// timeout (30 s): past it, the figures nobody named are left out and an
/// incident that names contracts gets `double_dummy_busy`.
pub const BATCH_DOUBLE_DUMMY_TIME: std::time::Duration = std::time::Duration::from_secs(20);

/// Rules on several incidents at once; each gets its decision or its problem.
///
/// At most 8 incidents of a batch are solved double-dummy, within 20 s in
/// all; past them, an incident that names `double_dummy_contracts` gets the
/// problem `double_dummy_limit` (or `double_dummy_busy` past the time), and
/// the others go without their figures.
#[utoipa::path(post, path = "/v1/rulings/batch", operation_id = "evaluate_incidents", tag = "rulings", params(ExplainQuery),
    request_body = BatchRequest,
    responses(
        (status = 200, description = "One result per incident", body = BatchResponse),
        (status = 422, description = "Not a batch, or more than 100 incidents", body = Problem, content_type = "application/problem+json")))]
async fn post_batch(
    // The items' problems are part of the answer, not an error response:
    // they are written in the caller's language here.
    ClientLang(lang): ClientLang,
    QueryParams(query): QueryParams<ExplainQuery>,
    JsonBody(batch): JsonBody<BatchRequest>,
) -> Result<Json<BatchResponse>, ApiError> {
    if batch.incidents.len() > BATCH_LIMIT {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "batch_too_large",
            text::localized("error-batch-too-large", &[("limit", BATCH_LIMIT.into())]),
        )
        .at("/incidents"));
    }
    // The whole batch may have this many incidents solved double-dummy;
    // figures nobody named are left out past it, and an incident that names
    // contracts gets `double_dummy_limit`.
    let budget = SolveBudget::within(BATCH_DOUBLE_DUMMY_LIMIT, BATCH_DOUBLE_DUMMY_TIME);
    let mut results = Vec::with_capacity(batch.incidents.len());
    for request in &batch.incidents {
        results.push(match request.evaluate_new_within(&budget, trace(query.explain)).await {
            Ok(decision) => BatchItem { decision: Some(decision), problem: None },
            Err(error) => BatchItem { decision: None, problem: Some(ApiError::from(error).problem_in(lang)) },
        });
    }
    Ok(Json(BatchResponse { results }))
}
