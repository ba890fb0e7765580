//! The clubs a key may see, with the number of their incidents: what a
//! federation officer picks a club from, instead of a bare id.

use axum::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

use crate::AppState;
use crate::auth::Caller;
use crate::problem::{ApiError, Problem};

pub(crate) fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(crate::auth::any_key(routes!(list_clubs)))
}

/// A club.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct ClubView {
    /// Its id, as incidents name it.
    pub id: Uuid,
    /// Its name.
    pub name: String,
    /// How many incidents it has reported.
    pub incidents: i64,
    /// When it was registered.
    pub created_at: DateTime<Utc>,
}

/// The clubs, by name: every club for a federation or admin key, its own
/// for a club key.
#[utoipa::path(get, path = "/v1/clubs", tag = "incidents", security(("api_key" = [])),
    responses(
        (status = 200, description = "The clubs the key may see", body = Vec<ClubView>),
        (status = 401, description = "No valid key", body = Problem, content_type = "application/problem+json")))]
async fn list_clubs(State(state): State<AppState>, caller: Caller) -> Result<Json<Vec<ClubView>>, ApiError> {
    let clubs = state.history.clubs_with_counts(caller.club()).await?;
    Ok(Json(
        clubs
            .into_iter()
            .map(|(club, incidents)| ClubView { id: club.id, name: club.name, incidents, created_at: club.created_at })
            .collect(),
    ))
}
