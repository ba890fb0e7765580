//! `GET /metrics`: the service's counters in the Prometheus text format.
//!
//! - `arbitre_http_requests_total{method, route, status}` and
//!   `arbitre_http_request_duration_seconds{method, route}`: every request,
//!   by route template (`/v1/incidents/{id}`, never the id itself, so the
//!   series stay few); a path no route matches is `unmatched`.
//! - `arbitre_rulings_total{kind, status}`: every ruling given, stored or
//!   not (counted by the service).
//! - `arbitre_double_dummy_solve_seconds`: each double-dummy solve, from
//!   its turn to its end; `arbitre_double_dummy_busy_total`: the callers
//!   that gave up past the deadline (503 or figures left out).
//! - `arbitre_rate_limited_total`: the open routes' requests refused for
//!   their client's rate (429); `arbitre_open_routes_busy_total`: those
//!   refused because every place was taken (503 `server_busy`).
//! - `arbitre_db_pool_connections{state}`: the store's pool, `in_use` and
//!   `idle`, read at each scrape; `arbitre_db_errors_total`: the requests
//!   the database failed (answered 503).

use std::sync::{Arc, Mutex, OnceLock};
use std::time::Instant;

use axum::extract::{MatchedPath, Request, State};
use axum::http::header;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};

use crate::AppState;

/// The recorder of the process: installed once, shared by every router the
/// process builds (the tests build many).
fn handle() -> Option<&'static PrometheusHandle> {
    static HANDLE: OnceLock<Option<PrometheusHandle>> = OnceLock::new();
    HANDLE
        .get_or_init(|| {
            let recorder = PrometheusBuilder::new()
                .set_buckets(&[0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0])
                .ok()?
                .build_recorder();
            let handle = recorder.handle();
            // Another recorder already installed (a program embedding the
            // router): its own exporter reports, and /metrics is empty.
            metrics::set_global_recorder(recorder).ok()?;
            Some(handle)
        })
        .as_ref()
}

/// Installs the recorder, so that counters made before the first scrape
/// are kept.
pub fn install() {
    let _ = handle();
}

/// Where the inner layer ([`name_route`]) writes the route template the
/// router matched, for the outer one ([`record`]) to read even when the
/// request timed out before an answer came back.
#[derive(Clone, Default)]
struct RouteSlot(Arc<Mutex<Option<String>>>);

/// Counts each request, by method, route template and status, with its
/// duration. It sits outside the request timeout, so that a request cut by
/// it is counted with its 408.
pub async fn record(mut request: Request, next: Next) -> Response {
    let started = Instant::now();
    let method = request.method().as_str().to_owned();
    let slot = RouteSlot::default();
    request.extensions_mut().insert(slot.clone());
    let response = next.run(request).await;
    let route = slot.0.lock().ok().and_then(|mut r| r.take()).unwrap_or_else(|| "unmatched".to_owned());
    let status = response.status().as_u16().to_string();
    metrics::counter!("arbitre_http_requests_total", "method" => method.clone(), "route" => route.clone(), "status" => status)
        .increment(1);
    metrics::histogram!("arbitre_http_request_duration_seconds", "method" => method, "route" => route)
        .record(started.elapsed().as_secs_f64());
    response
}

/// Names the matched route template for [`record`] (inside the router,
/// where it is known).
pub async fn name_route(request: Request, next: Next) -> Response {
    if let (Some(slot), Some(path)) =
        (request.extensions().get::<RouteSlot>(), request.extensions().get::<MatchedPath>())
        && let Ok(mut route) = slot.0.lock()
    {
        *route = Some(path.as_str().to_owned());
    }
    next.run(request).await
}

/// The metrics, in the Prometheus text format (version 0.0.4).
pub async fn metrics(State(state): State<AppState>) -> Response {
    let pool = state.store.pool_status();
    metrics::gauge!("arbitre_db_pool_connections", "state" => "in_use")
        .set(f64::from(pool.size.saturating_sub(pool.idle)));
    metrics::gauge!("arbitre_db_pool_connections", "state" => "idle").set(f64::from(pool.idle));
    metrics::gauge!("arbitre_db_pool_max_connections").set(f64::from(pool.max));
    let body = handle().map(PrometheusHandle::render).unwrap_or_default();
    ([(header::CONTENT_TYPE, "text/plain; version=0.0.4; charset=utf-8")], body).into_response()
}
