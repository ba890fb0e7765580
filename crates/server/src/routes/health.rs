//! Liveness and readiness, for load balancers and orchestrators.

use crate::json::Json;
use arbitre_rules::text;
use axum::extract::State;
use axum::http::StatusCode;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::problem::{ApiError, Problem};

pub(crate) fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(healthz)).routes(routes!(readyz))
}

/// The answer of a health check. (Documents the text the server writes.)
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[allow(dead_code)]
pub enum HealthStatus {
    /// The service answers.
    Ok,
}

/// A health report.
#[derive(Debug, Serialize, ToSchema)]
pub struct Health {
    /// Always `ok` when the service answers.
    #[schema(value_type = HealthStatus)]
    pub status: String,
    /// The engine's version.
    pub engine_version: String,
}

fn ok() -> Json<Health> {
    Json(Health { status: "ok".into(), engine_version: arbitre_rules::ENGINE_VERSION.into() })
}

/// The process is up.
#[utoipa::path(get, path = "/healthz", tag = "operations",
    responses((status = 200, description = "The process is up", body = Health)))]
async fn healthz() -> Json<Health> {
    ok()
}

/// The process is up and its database answers.
#[utoipa::path(get, path = "/readyz", tag = "operations",
    responses(
        (status = 200, description = "Ready", body = Health),
        (status = 503, description = "The database does not answer", body = Problem, content_type = "application/problem+json")))]
async fn readyz(State(state): State<AppState>) -> Result<Json<Health>, ApiError> {
    // A load balancer asks often and wants an answer: a database that does
    // not answer within a second is as good as down.
    let answered = tokio::time::timeout(READY_WITHIN, state.store.ping()).await;
    if !matches!(answered, Ok(Ok(()))) {
        return Err(ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "storage_unavailable", text::msg("error-storage")));
    }
    Ok(ok())
}

/// How long `/readyz` waits for the database.
const READY_WITHIN: std::time::Duration = std::time::Duration::from_secs(1);
