//! A bound on the requests the open routes serve at once, whoever sends
//! them: past it the answer is 503 `server_busy` with `Retry-After`, at
//! once, rather than a queue that grows with the load (each request holds
//! its body, up to 1 MiB, while it waits).
//!
//! It sits inside the per-client rate limit ([`crate::rate_limit`]): a
//! request refused for its rate takes no place here, so one client that
//! opens many slow requests cannot hold the places of everyone else (it is
//! refused past its burst before it takes one).

use std::sync::Arc;

use axum::extract::Request;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::problem::ApiError;

/// The places of the open routes, shared by every request (cheap to clone).
#[derive(Clone, Default)]
pub struct OpenRoutePlaces(Option<Arc<Semaphore>>);

impl OpenRoutePlaces {
    /// At most `places` requests at once on the open routes; 0: no bound.
    pub fn new(places: usize) -> Self {
        if places == 0 { OpenRoutePlaces(None) } else { OpenRoutePlaces(Some(Arc::new(Semaphore::new(places)))) }
    }
}

/// A place for `request` (`None` when the places are not bounded), to hold
/// until its answer is built. The open routes' middleware
/// (`guard_open_routes` in lib.rs) asks it after the rate limit.
///
/// # Errors
/// [`ServerBusy`] at once when every place is taken.
pub fn take_place(request: &Request) -> Result<Option<OwnedSemaphorePermit>, ServerBusy> {
    let places = request.extensions().get::<OpenRoutePlaces>().cloned().unwrap_or_default();
    let Some(semaphore) = places.0 else { return Ok(None) };
    semaphore.try_acquire_owned().map(Some).map_err(|_| ServerBusy)
}

/// Every place of the open routes is taken: answered 503 problem+json, in
/// the caller's language, with `Retry-After: 1`.
#[derive(Debug)]
pub struct ServerBusy;

impl IntoResponse for ServerBusy {
    fn into_response(self) -> Response {
        metrics::counter!("arbitre_open_routes_busy_total").increment(1);
        ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "server_busy", arbitre_rules::text::msg("error-server-busy"))
            .retry_after(1)
            .into_response()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::Router;
    use axum::body::Body;
    use axum::routing::get;
    use tokio::sync::Notify;
    use tower::ServiceExt as _;

    #[tokio::test]
    async fn past_its_places_a_request_is_answered_busy_at_once() {
        let (entered, release) = (Arc::new(Notify::new()), Arc::new(Notify::new()));
        let (inside, held) = (entered.clone(), release.clone());
        let router = Router::new()
            .route(
                "/",
                get(move || {
                    let (inside, held) = (inside.clone(), held.clone());
                    async move {
                        inside.notify_one();
                        held.notified().await;
                        "done"
                    }
                }),
            )
            .layer(axum::middleware::from_fn(crate::guard_open_routes))
            .layer(axum::Extension(OpenRoutePlaces::new(1)));
        let request = || Request::get("/").header("accept-language", "en").body(Body::empty()).expect("a request");
        let first = tokio::spawn(router.clone().oneshot(request()));
        entered.notified().await;
        // The one place is taken: the next is refused at once.
        let busy = router.clone().oneshot(request()).await.expect("an answer");
        assert_eq!(busy.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(busy.headers().get("retry-after").and_then(|v| v.to_str().ok()), Some("1"));
        let body = axum::body::to_bytes(busy.into_body(), 4096).await.expect("a body");
        let problem: serde_json::Value = serde_json::from_slice(&body).expect("a problem document");
        assert_eq!(problem["code"], "server_busy");
        release.notify_one();
        let served = first.await.expect("the first request").expect("an answer");
        assert_eq!(served.status(), StatusCode::OK);
        // Its place is free again.
        let (inside, held) = (entered.clone(), release.clone());
        let again = tokio::spawn(router.oneshot(request()));
        inside.notified().await;
        held.notify_one();
        assert_eq!(again.await.expect("the request").expect("an answer").status(), StatusCode::OK);
    }
}
