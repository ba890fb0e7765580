//! Authentication: `Authorization: Bearer <key>`, checked against the hashed
//! keys in the store. A club key sees its own club only.

use arbitre_rules::text;
use axum::extract::FromRequestParts;
use axum::http::StatusCode;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;

use crate::AppState;
use crate::problem::ApiError;

/// The authenticated caller of a request: the service's [`arbitre_service::Caller`]
/// (what its key lets it see and change), taken from the `Authorization`
/// header.
#[derive(Debug, Clone)]
pub struct Caller(pub arbitre_service::Caller);

impl std::ops::Deref for Caller {
    type Target = arbitre_service::Caller;

    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl FromRequestParts<AppState> for Caller {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let unauthenticated = |id: &str| ApiError::new(StatusCode::UNAUTHORIZED, "unauthenticated", text::msg(id));
        let header = parts
            .headers
            .get(AUTHORIZATION)
            .ok_or_else(|| unauthenticated("error-missing-key"))?
            .to_str()
            .map_err(|_| unauthenticated("error-bad-authorization"))?;
        let secret = header
            .strip_prefix("Bearer ")
            .or_else(|| header.strip_prefix("bearer "))
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .ok_or_else(|| unauthenticated("error-bad-authorization"))?;
        let key = state.store.authenticate(secret).await?;
        let key = key.ok_or_else(|| unauthenticated("error-unknown-key"))?;
        // The request's log line names the key (its id, never its secret).
        tracing::Span::current().record("key", tracing::field::display(key.id));
        Ok(Caller(arbitre_service::Caller(key)))
    }
}
