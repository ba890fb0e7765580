//! API keys, for admin keys: issue one with its holder (named, and a free label) and an
//! expiry, list them, revoke one, rotate one. A revoked or expired key gets
//! 401 at once.

use crate::json::Json;
use arbitre_service::keys::{IssuedKey, KeyList, KeyRequest, KeyView};
use axum::extract::State;
use axum::http::StatusCode;
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

use crate::AppState;
use crate::auth::{Caller, admin_key};
use crate::json::{JsonBody, PathParams, QueryParams};
use crate::problem::{ApiError, Problem};

pub(crate) fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(admin_key(routes!(list_keys, issue_key)))
        .routes(admin_key(routes!(revoke_key)))
        .routes(admin_key(routes!(rotate_key)))
}

/// Which keys to list.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct KeysQuery {
    /// Only this club's keys.
    pub club: Option<Uuid>,
}

/// Every key, or a club's, oldest first, revoked and expired ones included
/// (never their secrets). Admin keys only.
#[utoipa::path(get, path = "/v1/keys", operation_id = "list_keys", tag = "keys", params(KeysQuery),
    security(("api_key" = [])),
    responses(
        (status = 200, description = "The keys", body = KeyList),
        (status = 400, description = "A bad filter", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "Not an admin key", body = Problem, content_type = "application/problem+json")))]
async fn list_keys(
    State(state): State<AppState>,
    caller: Caller,
    QueryParams(query): QueryParams<KeysQuery>,
) -> Result<Json<KeyList>, ApiError> {
    Ok(Json(state.service.keys(&caller, query.club).await?))
}

/// Issues a key; its secret is in this answer only. Admin keys only.
#[utoipa::path(post, path = "/v1/keys", operation_id = "issue_key", tag = "keys", request_body = KeyRequest,
    security(("api_key" = [])),
    responses(
        (status = 201, description = "The key and its secret, shown once", body = IssuedKey),
        (status = 403, description = "Not an admin key", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A club key without its club (or another key with one), an unknown club, an expiry in the past", body = Problem, content_type = "application/problem+json")))]
async fn issue_key(
    State(state): State<AppState>,
    caller: Caller,
    JsonBody(request): JsonBody<KeyRequest>,
) -> Result<(StatusCode, Json<IssuedKey>), ApiError> {
    Ok((StatusCode::CREATED, Json(state.service.issue_key(&caller, request).await?)))
}

/// Revokes a key: from now on it gets 401. Revoking it again changes
/// nothing. Admin keys only.
#[utoipa::path(post, path = "/v1/keys/{id}/revoke", operation_id = "revoke_key", tag = "keys",
    params(("id" = String, Path, description = "Key id")),
    security(("api_key" = [])),
    responses(
        (status = 200, description = "The key, revoked", body = KeyView),
        (status = 403, description = "Not an admin key", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such key", body = Problem, content_type = "application/problem+json")))]
async fn revoke_key(
    State(state): State<AppState>,
    caller: Caller,
    PathParams(id): PathParams<String>,
) -> Result<Json<KeyView>, ApiError> {
    Ok(Json(state.service.revoke_key(&caller, &id).await?))
}

/// Replaces a key by a new one with the same club, role, label, holder and expiry,
/// and revokes it, in one step; the new secret is in this answer only.
/// Admin keys only.
#[utoipa::path(post, path = "/v1/keys/{id}/rotate", operation_id = "rotate_key", tag = "keys",
    params(("id" = String, Path, description = "Key id")),
    security(("api_key" = [])),
    responses(
        (status = 201, description = "The new key and its secret, shown once", body = IssuedKey),
        (status = 403, description = "Not an admin key", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such key", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The key was revoked (`key_revoked`) or has expired (`key_expired`): issue a new one", body = Problem, content_type = "application/problem+json")))]
async fn rotate_key(
    State(state): State<AppState>,
    caller: Caller,
    PathParams(id): PathParams<String>,
) -> Result<(StatusCode, Json<IssuedKey>), ApiError> {
    Ok((StatusCode::CREATED, Json(state.service.rotate_key(&caller, &id).await?)))
}
