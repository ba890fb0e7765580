//! The clubs a key may see, with the number of their incidents: what a
//! federation officer picks a club from, instead of a bare id.

use crate::json::Json;
use axum::extract::State;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

use crate::AppState;
use crate::auth::Caller;
use crate::json::QueryParams;
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
    /// The region it belongs to (a federation's regional committee or
    /// league), as the operator registered it; absent outside any. The
    /// searches, statistics and exports take it as `region`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub region: Option<String>,
}

/// Which clubs to list.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct ClubsQuery {
    /// Only the clubs of this region, exactly as they name it.
    pub region: Option<String>,
}

/// The clubs, by name: every club for a federation or admin key, its own
/// for a club key.
#[utoipa::path(get, path = "/v1/clubs", tag = "incidents", params(ClubsQuery), security(("api_key" = [])),
    responses(
        (status = 200, description = "The clubs the key may see", body = Vec<ClubView>),
        (status = 400, description = "An unknown parameter, or an empty region", body = Problem, content_type = "application/problem+json")))]
async fn list_clubs(
    State(state): State<AppState>,
    caller: Caller,
    QueryParams(query): QueryParams<ClubsQuery>,
) -> Result<Json<Vec<ClubView>>, ApiError> {
    // An empty region would list no club: refused by name, as the
    // searches refuse their empty parameters.
    if query.region.as_deref().is_some_and(|r| r.trim().is_empty()) {
        return Err(ApiError::new(
            axum::http::StatusCode::BAD_REQUEST,
            "invalid_query",
            arbitre_rules::text::localized("error-empty-search-parameter", &[("parameter", "region".into())]),
        )
        .at("region"));
    }
    // Trimmed, as the CLI stores a region and the searches read one.
    let clubs = state.history.clubs_with_counts(caller.club(), query.region.as_deref().map(str::trim)).await?;
    Ok(Json(
        clubs
            .into_iter()
            .map(|(club, incidents)| ClubView {
                id: club.id,
                name: club.name,
                incidents,
                created_at: club.created_at,
                region: club.region,
            })
            .collect(),
    ))
}
