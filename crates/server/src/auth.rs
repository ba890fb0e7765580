//! Authentication and who may call what: `Authorization: Bearer <key>`,
//! checked against the hashed keys in the store. Each keyed operation
//! declares, where it is registered, the keys it admits
//! (`.routes(any_key(routes!(list_incidents)))`, [`club_key`],
//! [`admin_key`]); its layer checks the key and hands the handler its
//! [`Caller`]. A club key sees its own club only: that check depends on the
//! incident and stays in the service.
//!
//! The layer wraps the operation's own handler, not its path: a method the
//! path does not have still gets its 405 without a key, and two operations
//! of one path (`GET` and `POST /v1/incidents`) admit different keys.

use arbitre_rules::text;
use arbitre_store::Role;
use axum::extract::{FromRequestParts, Request};
use axum::http::StatusCode;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use utoipa_axum::router::UtoipaMethodRouter;

use crate::AppState;
use crate::problem::ApiError;

/// The authenticated caller of a request: the service's [`arbitre_service::Caller`]
/// (what its key lets it see and change), put in the request by the route's
/// access layer.
#[derive(Debug, Clone)]
pub struct Caller(pub arbitre_service::Caller);

impl std::ops::Deref for Caller {
    type Target = arbitre_service::Caller;

    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

/// The keys a route admits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// Any valid key: club, federation or admin (what a key then sees is
    /// the service's business).
    AnyKey,
    /// A club's key: the route acts for a club (reporting an incident).
    ClubKey,
    /// An admin key: the route manages keys.
    AdminKey,
}

impl Access {
    /// Whether a key of `role` may call the route; if not, the problem's
    /// code and Fluent message.
    fn refusal(self, role: Role) -> Option<(&'static str, &'static str)> {
        match (self, role) {
            (Access::AnyKey, _) | (Access::ClubKey, Role::Club) | (Access::AdminKey, Role::Admin) => None,
            (Access::ClubKey, _) => Some(("club_key_required", "error-club-key-required")),
            (Access::AdminKey, _) => Some(("forbidden", "error-admin-key-required")),
        }
    }
}

/// These operations admit any valid key ([`Access::AnyKey`]).
pub fn any_key(operations: UtoipaMethodRouter<AppState>) -> UtoipaMethodRouter<AppState> {
    let (schemas, paths, methods) = operations;
    (schemas, paths, methods.route_layer(axum::middleware::from_fn(require_any_key)))
}

/// These operations admit a club's key only ([`Access::ClubKey`]).
pub fn club_key(operations: UtoipaMethodRouter<AppState>) -> UtoipaMethodRouter<AppState> {
    let (schemas, paths, methods) = operations;
    (schemas, paths, methods.route_layer(axum::middleware::from_fn(require_club_key)))
}

/// These operations admit an admin key only ([`Access::AdminKey`]).
pub fn admin_key(operations: UtoipaMethodRouter<AppState>) -> UtoipaMethodRouter<AppState> {
    let (schemas, paths, methods) = operations;
    (schemas, paths, methods.route_layer(axum::middleware::from_fn(require_admin_key)))
}

async fn require_any_key(request: Request, next: Next) -> Response {
    authorize(Access::AnyKey, request, next).await
}

async fn require_club_key(request: Request, next: Next) -> Response {
    authorize(Access::ClubKey, request, next).await
}

async fn require_admin_key(request: Request, next: Next) -> Response {
    authorize(Access::AdminKey, request, next).await
}

/// Checks the request's key against `access`: 401 without a valid key, 403
/// with a key of the wrong kind; otherwise the handler runs with its
/// [`Caller`].
async fn authorize(access: Access, mut request: Request, next: Next) -> Response {
    let Some(state) = request.extensions().get::<AppState>().cloned() else {
        // `app` puts the state in every request; a router built without it
        // is a mistake of the code, not of the client.
        tracing::error!("access layer without the application state");
        return ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", text::msg("error-internal"))
            .into_response();
    };
    let caller = match authenticate(request.headers(), &state).await {
        Ok(caller) => caller,
        Err(problem) => return problem.into_response(),
    };
    if let Some((code, message)) = access.refusal(caller.0.0.role) {
        return ApiError::new(StatusCode::FORBIDDEN, code, text::msg(message)).into_response();
    }
    request.extensions_mut().insert(caller);
    next.run(request).await
}

/// The caller named by the `Authorization` header, or the 401 problem.
async fn authenticate(headers: &axum::http::HeaderMap, state: &AppState) -> Result<Caller, ApiError> {
    let unauthenticated = |id: &str| ApiError::new(StatusCode::UNAUTHORIZED, "unauthenticated", text::msg(id));
    let header = headers
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

impl<S: Send + Sync> FromRequestParts<S> for Caller {
    type Rejection = ApiError;

    /// The caller the route's access layer checked. A handler taking a
    /// `Caller` on a route registered without one is a mistake of the code:
    /// a 500, never an unchecked caller.
    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        parts.extensions.get::<Caller>().cloned().ok_or_else(|| {
            tracing::error!(path = %parts.uri.path(), "a route takes a caller but declares no access");
            ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", text::msg("error-internal"))
        })
    }
}

#[cfg(test)]
mod tests {
    use axum::Router;
    use axum::body::Body;
    use axum::routing::get;
    use tower::ServiceExt;

    use super::*;

    #[tokio::test]
    async fn a_route_that_takes_a_caller_without_declaring_its_access_is_refused() {
        let router = Router::new().route("/undeclared", get(|caller: Caller| async move { caller.actor() }));
        let request = Request::get("/undeclared").header("authorization", "Bearer anything").body(Body::empty());
        let response = router.oneshot(request.expect("a request")).await.expect("an answer");
        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
    }

    #[test]
    fn each_access_admits_the_keys_it_names() {
        for role in [Role::Club, Role::Federation, Role::Admin] {
            assert_eq!(Access::AnyKey.refusal(role), None);
        }
        assert_eq!(Access::ClubKey.refusal(Role::Club), None);
        assert_eq!(Access::ClubKey.refusal(Role::Federation).map(|r| r.0), Some("club_key_required"));
        assert_eq!(Access::ClubKey.refusal(Role::Admin).map(|r| r.0), Some("club_key_required"));
        assert_eq!(Access::AdminKey.refusal(Role::Admin), None);
        assert_eq!(Access::AdminKey.refusal(Role::Club).map(|r| r.0), Some("forbidden"));
        assert_eq!(Access::AdminKey.refusal(Role::Federation).map(|r| r.0), Some("forbidden"));
    }
}
