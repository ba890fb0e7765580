//! Evaluating incidents without storing them.

use arbitre_rules::Decision;
use arbitre_rules::text;
pub use arbitre_service::{IncidentContext, RulingRequest};
use axum::Json;
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::json::{JsonBody, QueryParams};
use crate::lang::ClientLang;
use crate::problem::{ApiError, OrProblem, Problem};

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

fn shown(decision: Decision, explain: bool) -> Decision {
    if explain { decision } else { decision.without_trace() }
}

/// Rules on one incident without storing anything. Open to all.
#[utoipa::path(post, path = "/v1/rulings", operation_id = "evaluate_incident", tag = "rulings", params(ExplainQuery),
    request_body = RulingRequest,
    responses(
        (status = 200, description = "The decision", body = Decision),
        (status = 400, description = "Malformed JSON", body = Problem, content_type = "application/problem+json"),
        (status = 415, description = "Not JSON", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "An unknown kind, fact or ruleset, a fact of the wrong type, an impossible record", body = Problem, content_type = "application/problem+json")))]
async fn post_ruling(
    QueryParams(query): QueryParams<ExplainQuery>,
    ClientLang(lang): ClientLang,
    JsonBody(request): JsonBody<RulingRequest>,
) -> Result<Json<Decision>, ApiError> {
    let decision = request.evaluate().await.or_problem(lang)?;
    Ok(Json(shown(decision, query.explain)))
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

/// Rules on several incidents at once; each gets its decision or its problem.
#[utoipa::path(post, path = "/v1/rulings/batch", operation_id = "evaluate_incidents", tag = "rulings", params(ExplainQuery),
    request_body = BatchRequest,
    responses(
        (status = 200, description = "One result per incident", body = BatchResponse),
        (status = 400, description = "Malformed JSON", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "Not a batch, or more than 100 incidents", body = Problem, content_type = "application/problem+json")))]
async fn post_batch(
    QueryParams(query): QueryParams<ExplainQuery>,
    ClientLang(lang): ClientLang,
    JsonBody(batch): JsonBody<BatchRequest>,
) -> Result<Json<BatchResponse>, ApiError> {
    if batch.incidents.len() > BATCH_LIMIT {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "batch_too_large",
            text::localized("error-batch-too-large", &[("limit", BATCH_LIMIT.into())]),
        )
        .at("/incidents")
        .in_lang(lang));
    }
    let mut results = Vec::with_capacity(batch.incidents.len());
    for request in &batch.incidents {
        results.push(match request.evaluate().await {
            Ok(decision) => BatchItem { decision: Some(shown(decision, query.explain)), problem: None },
            Err(error) => BatchItem { decision: None, problem: Some(ApiError::from(error).in_lang(lang).problem()) },
        });
    }
    Ok(Json(BatchResponse { results }))
}
