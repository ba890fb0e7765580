//! # arbitre-server
//!
//! The HTTP API of Arbitre (axum, documented with utoipa) around the pure
//! rules engine and the store. [`app`] builds the whole router; the `arbitre`
//! binary serves it and carries the operator commands.

use std::sync::Arc;
use std::time::Duration;

use arbitre_service::Service;
use arbitre_store::Store;
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::{HeaderName, StatusCode};
use tower_http::LatencyUnit;
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::timeout::TimeoutLayer;
use tower_http::trace::{DefaultOnFailure, DefaultOnResponse, TraceLayer};
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::{Modify, OpenApi};
use utoipa_axum::router::OpenApiRouter;
use utoipa_swagger_ui::SwaggerUi;

pub mod auth;
pub mod concurrency_limit;
pub mod config;
pub mod contract;
pub mod examples;
pub mod json;
pub mod lang;
pub mod metrics;
pub mod problem;
pub mod rate_limit;
pub mod routes;
pub mod serve;

/// Writes running on tasks of their own (reports and amendments carry on
/// when their client goes away): a shutdown waits for them within its grace
/// period.
static WRITES_IN_FLIGHT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// How many writes are running now.
pub fn writes_in_flight() -> usize {
    WRITES_IN_FLIGHT.load(std::sync::atomic::Ordering::SeqCst)
}

/// Counts one write while it lives.
pub(crate) struct WriteInFlight;

impl WriteInFlight {
    pub(crate) fn start() -> WriteInFlight {
        WRITES_IN_FLIGHT.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        WriteInFlight
    }
}

impl Drop for WriteInFlight {
    fn drop(&mut self) {
        WRITES_IN_FLIGHT.fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
    }
}

/// The largest request body accepted: a PBN file of a whole session fits.
pub const BODY_LIMIT: usize = 4 * 1024 * 1024;
/// The largest body the open routes (evaluations and game tools, no key)
/// accept: a board's record, or a batch of a hundred, fits many times over;
/// an anonymous client cannot make the server parse megabytes.
pub const OPEN_BODY_LIMIT: usize = 1024 * 1024;

/// How long a request may take before the server answers 408.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);

/// What every handler shares: the store and the incident workflow over it,
/// and the open routes' limits. The server keeps nothing else between
/// requests, so several instances can share one database (each counts its
/// own clients' rates and places). Its parts are read through it
/// ([`Shared`]); a copy is one count on one `Arc`, as the router and its
/// layers copy it several times a request (issue 18: copying and dropping
/// each part's own handles instead cost `/healthz` about a sixth of its
/// rate).
#[derive(Clone)]
pub struct AppState(Arc<Shared>);

/// The parts of the [`AppState`].
#[derive(Clone)]
pub struct Shared {
    /// The incident store (for the reads that need no workflow).
    pub store: Arc<dyn Store>,
    /// Where the federation's reads go: statistics, exports and the list of
    /// clubs (and, through the workflow, searches). The store itself, or a
    /// PostgreSQL streaming replica of it (`ARBITRE_READ_DATABASE_URL`).
    pub history: Arc<dyn Store>,
    /// The incident workflow.
    pub service: Service,
    /// The per-client rate limit of the open routes (off unless set).
    pub open_route_limit: rate_limit::OpenRouteLimit,
    /// How many requests the open routes serve at once (no bound unless set).
    pub open_route_places: concurrency_limit::OpenRoutePlaces,
}

impl std::ops::Deref for AppState {
    type Target = Shared;
    fn deref(&self) -> &Shared {
        &self.0
    }
}

impl AppState {
    /// The state of a server over `store`.
    pub fn new(store: Arc<dyn Store>) -> Self {
        AppState(Arc::new(Shared {
            service: Service::new(store.clone()),
            history: store.clone(),
            store,
            open_route_limit: rate_limit::OpenRouteLimit::off(),
            open_route_places: concurrency_limit::OpenRoutePlaces::default(),
        }))
    }

    /// The same state, with searches, statistics, exports and the list of
    /// clubs read from `history` (a read replica of the store).
    pub fn with_history(mut self, history: Arc<dyn Store>) -> Self {
        let shared = Arc::make_mut(&mut self.0);
        shared.service = shared.service.clone().with_history(history.clone());
        shared.history = history;
        self
    }

    /// The same state, with the open routes limited per client.
    pub fn with_open_route_limit(mut self, limit: rate_limit::OpenRouteLimit) -> Self {
        Arc::make_mut(&mut self.0).open_route_limit = limit;
        self
    }

    /// The same state, with a bound on the open routes' requests at once.
    pub fn with_open_route_places(mut self, places: concurrency_limit::OpenRoutePlaces) -> Self {
        Arc::make_mut(&mut self.0).open_route_places = places;
        self
    }
}

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Arbitre",
        description = "Rulings on irregularities at contract bridge and French tarot, \
                       and the history of every incident and ruling.",
        license(name = "MIT")
    ),
    modifiers(&BearerAuth),
    tags(
        (name = "catalogue", description = "Rulesets, incident kinds and their facts"),
        (name = "rulings", description = "Evaluate incidents without storing them"),
        (name = "incidents", description = "Stored incidents, their interview and history"),
        (name = "bridge", description = "Bridge game tools"),
        (name = "tarot", description = "Tarot game tools: deal scores and score-sheet checks"),
        (name = "keys", description = "API keys, for admin keys: issue, list, revoke, rotate"),
        (name = "operations", description = "Health and readiness")
    )
)]
struct ApiDoc;

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "api_key",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).build()),
        );
    }
}

/// The routes open without a key (evaluations and game tools): a smaller
/// body, a rate limit per client address, then a bound on the requests
/// served at once, both checked before the body is read (the rate limit
/// first: one client's slow requests cannot take every place).
fn open_router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(routes::bridge::router())
        .merge(routes::bridge_play::router())
        .merge(routes::bridge_score::router())
        .merge(routes::double_dummy::router())
        .merge(routes::rulings::router())
        .merge(routes::tarot::router())
        .layer(DefaultBodyLimit::max(OPEN_BODY_LIMIT))
        .layer(axum::middleware::from_fn(guard_open_routes))
}

/// The open routes' rate limit, then their bound on requests at once, as
/// one layer: each layer given to a router wraps every route in a boxed
/// service of its own, copied and its request moved on every request
/// (issue 18). A request refused for its rate takes no place.
pub(crate) async fn guard_open_routes(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    if let Some(refused) = rate_limit::refusal(&request) {
        return refused;
    }
    match concurrency_limit::take_place(&request) {
        Ok(place) => {
            let response = next.run(request).await;
            drop(place);
            response
        }
        Err(busy) => axum::response::IntoResponse::into_response(busy),
    }
}

fn api_router() -> OpenApiRouter<AppState> {
    OpenApiRouter::with_openapi(ApiDoc::openapi())
        .merge(open_router())
        .merge(routes::catalogue::router())
        .merge(routes::incidents::router())
        .merge(routes::clubs::router())
        .merge(routes::keys::router())
        .merge(routes::export::router())
        .merge(routes::health::router())
}

/// The OpenAPI document of the whole API (what `GET /openapi.json` serves and
/// `openapi/openapi.json` holds), finished for client generators
/// ([`contract::finish`]).
pub fn openapi() -> serde_json::Value {
    let (_, mut api) = api_router().split_for_parts();
    // The version comes from the workspace, not from whichever crate built it.
    api.info.version = env!("CARGO_PKG_VERSION").to_owned();
    let mut document = serde_json::to_value(&api).unwrap_or_default();
    contract::finish(&mut document);
    let (_, open) = open_router().split_for_parts();
    contract::document_open_route_limits(&mut document, open.paths.paths.keys());
    examples::add(&mut document);
    document
}

/// The OpenAPI document as the committed file holds it (pretty JSON).
pub fn openapi_text() -> String {
    serde_json::to_string_pretty(&openapi()).unwrap_or_default()
}

/// The whole application: API routes, `/openapi.json`, `/docs`,
/// `/metrics`, and the middleware (request ids, tracing, metrics, body
/// limit, timeout).
pub fn app(state: AppState) -> Router {
    metrics::install();
    let (router, _) = api_router().split_for_parts();
    let open_route_limit = state.open_route_limit.clone();
    let open_route_places = state.open_route_places.clone();
    let request_id = HeaderName::from_static("x-request-id");
    let routes = router
        // Operational, outside the API's contract, like /docs.
        .route("/metrics", axum::routing::get(metrics::metrics))
        .merge(SwaggerUi::new("/docs").external_url_unchecked("/openapi.json", openapi()))
        .fallback(routes::not_found)
        // Inside the routes, where the matched route template is known.
        .layer(axum::middleware::from_fn(metrics::name_route))
        .with_state(state.clone());
    // The rest wraps the router once, outermost first. (Given to
    // `Router::layer`, each layer wrapped every route on its own, boxed: a
    // request went through fourteen boxed services, each copied and its
    // request moved, before its route's own (issue 18). None of them needs
    // the matched route: `metrics::record` learns it from `name_route`.)
    let layered = tower::ServiceBuilder::new()
        .layer(axum::middleware::from_fn(protective_headers))
        .layer(axum::middleware::from_fn(drop_unfit_request_id))
        .layer(SetRequestIdLayer::new(request_id.clone(), MakeRequestUuid))
        // One line per request at info: method, path, status, latency,
        // request id, and the key's id once the key is checked (never the
        // secret; `key` stays empty on open routes).
        .layer(
            TraceLayer::new_for_http()
                .make_span_with(|request: &axum::http::Request<_>| {
                    let id = request.headers().get("x-request-id").and_then(|v| v.to_str().ok()).unwrap_or("-");
                    tracing::info_span!(
                        "request",
                        method = %request.method(),
                        path = %request.uri().path(),
                        request_id = %id,
                        key = tracing::field::Empty,
                    )
                })
                .on_request(())
                .on_response(DefaultOnResponse::new().level(tracing::Level::INFO).latency_unit(LatencyUnit::Micros))
                // A 5xx is a warning here: the errors worth paging on (the
                // database, an internal fault) are logged as errors where
                // they are answered; a busy solver's 503 is not one.
                .on_failure(DefaultOnFailure::new().level(tracing::Level::WARN)),
        )
        .layer(PropagateRequestIdLayer::new(request_id))
        // Around everything that makes a problem (extractors, handlers, the
        // limits, the bare errors just below): each is said once, here, in
        // the caller's language.
        .layer(axum::middleware::from_fn(lang::speak_callers_language))
        // Inside the request-id layers, so a problem made here keeps its id.
        .layer(axum::middleware::from_fn(problem_for_bare_errors))
        // Outside the timeout: a request it cuts is counted, with its 408.
        .layer(axum::middleware::from_fn(metrics::record))
        // Inside the metrics, trace and request-id layers: an oversized
        // request is counted and logged, and its problem keeps its id.
        .layer(axum::middleware::from_fn(refuse_oversized_heads))
        .layer(TimeoutLayer::with_status_code(StatusCode::REQUEST_TIMEOUT, REQUEST_TIMEOUT))
        // The open routes set their own, smaller, limit inside (after this).
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        // For the access layers the keyed routes declare (auth.rs), which
        // run as route layers, without the router's state.
        .layer(axum::Extension(open_route_places))
        .layer(axum::Extension(open_route_limit))
        .layer(axum::Extension(state))
        .service(routes);
    Router::new().fallback_service(layered)
}

/// The longest request target (path and query) answered: 8 KiB, what
/// common proxies let through; nothing this API takes comes near it.
pub const URI_LIMIT: usize = 8 * 1024;
/// The most header fields a request may carry.
pub const HEADER_COUNT_LIMIT: usize = 64;
/// The most bytes a request's header names and values may hold in all.
pub const HEADER_BYTES_LIMIT: usize = 16 * 1024;

/// A request target or headers past the limits above get 414 or 431 as a
/// problem document, in the caller's language. hyper itself answers a
/// target past 64 KiB, more than 100 headers, or a head past its 400 KB
/// buffer with an empty 414 or 431 while it parses, before any of this
/// runs; these limits sit below, so every request hyper lets through and
/// that is too long gets its problem document.
async fn refuse_oversized_heads(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    let target = request.uri().path_and_query().map_or(0, |p| p.as_str().len());
    let headers = request.headers();
    let header_bytes: usize = headers.iter().map(|(name, value)| name.as_str().len() + value.len()).sum();
    let refusal = if target > URI_LIMIT {
        Some((StatusCode::URI_TOO_LONG, "uri_too_long", "error-uri-too-long", URI_LIMIT))
    } else if headers.len() > HEADER_COUNT_LIMIT || header_bytes > HEADER_BYTES_LIMIT {
        Some((
            StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
            "headers_too_large",
            "error-headers-too-large",
            HEADER_BYTES_LIMIT,
        ))
    } else {
        None
    };
    let Some((status, code, message, limit)) = refusal else { return next.run(request).await };
    let detail =
        arbitre_rules::text::localized(message, &[("bytes", limit.into()), ("fields", HEADER_COUNT_LIMIT.into())]);
    problem::ApiError::new(status, code, detail).into_response()
}

/// Lets browser pages from `origins` call the API (CORS): the methods it
/// has, the headers a client sends (key, language, body type, If-Match,
/// Idempotency-Key, request id) and those it reads (ETag, request id,
/// Allow). With no origin, the router is returned as it is.
///
/// # Errors
/// An origin that is not a valid header value.
pub fn with_cors(router: Router, origins: &[String]) -> Result<Router, String> {
    use axum::http::{HeaderValue, Method, header};
    use tower_http::cors::{AllowOrigin, CorsLayer};
    // An origin is `scheme://host[:port]`: not `*` (any site), not `null`
    // (sandboxed pages), not a path.
    let origin = |o: &str| -> Result<HeaderValue, String> {
        let host = o.strip_prefix("https://").or_else(|| o.strip_prefix("http://"));
        match host {
            Some(host) if !host.is_empty() && !host.contains('/') => {
                HeaderValue::from_str(o).map_err(|_| format!("invalid CORS origin {o:?}"))
            }
            _ => Err(format!("invalid CORS origin {o:?}: write it as https://host[:port]")),
        }
    };
    let origins: Vec<HeaderValue> =
        origins.iter().map(|o| o.trim()).filter(|o| !o.is_empty()).map(origin).collect::<Result<_, _>>()?;
    if origins.is_empty() {
        return Ok(router);
    }
    let cors = CorsLayer::new()
        .allow_origin(AllowOrigin::list(origins))
        .allow_methods([Method::GET, Method::POST])
        .allow_headers([
            header::AUTHORIZATION,
            header::CONTENT_TYPE,
            header::ACCEPT,
            header::ACCEPT_LANGUAGE,
            header::IF_MATCH,
            HeaderName::from_static("idempotency-key"),
            HeaderName::from_static("x-request-id"),
        ])
        .expose_headers([
            header::ETAG,
            header::ALLOW,
            header::CONTENT_DISPOSITION,
            HeaderName::from_static("x-request-id"),
        ]);
    Ok(router.layer(cors))
}

/// A request id the client sent is kept (it ties the client's logs to
/// ours) only when it is short and plain: at most 128 letters, digits, `-`,
/// `_`, `.` or `:`. Anything else is dropped and the server makes its own,
/// so that what is echoed and logged is never the client's arbitrary text.
async fn drop_unfit_request_id(
    mut request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    let fit = |id: &axum::http::HeaderValue| {
        let bytes = id.as_bytes();
        !bytes.is_empty()
            && bytes.len() <= 128
            && bytes.iter().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b':'))
    };
    if request.headers().get("x-request-id").is_some_and(|id| !fit(id)) {
        request.headers_mut().remove("x-request-id");
    }
    next.run(request).await
}

/// An error answered without a body by the framework or a layer (a method
/// the route does not have, a request past the time limit) becomes a
/// problem document like every other error, in the caller's language.
async fn problem_for_bare_errors(
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    let response = next.run(request).await;
    let status = response.status();
    if !(status.is_client_error() || status.is_server_error())
        || response.headers().contains_key(axum::http::header::CONTENT_TYPE)
    {
        return response;
    }
    let (code, message) = match status {
        StatusCode::METHOD_NOT_ALLOWED => ("method_not_allowed", "error-method-not-allowed"),
        StatusCode::REQUEST_TIMEOUT => ("request_timeout", "error-request-timeout"),
        StatusCode::PAYLOAD_TOO_LARGE => ("body_too_large", "error-body-too-large"),
        _ => ("http_error", "error-http"),
    };
    let mut problem = problem::ApiError::new(status, code, arbitre_rules::text::msg(message)).into_response();
    // Keep what the framework said beside the status (the allowed methods).
    if let Some(allow) = response.headers().get(axum::http::header::ALLOW) {
        problem.headers_mut().insert(axum::http::header::ALLOW, allow.clone());
    }
    problem
}

/// Headers every answer carries: `X-Content-Type-Options: nosniff` (a
/// browser never guesses a type the server did not send), and on answers to
/// a request made with a key, `Cache-Control: no-store` (a club's incidents
/// are not kept by a shared cache).
async fn protective_headers(request: axum::extract::Request, next: axum::middleware::Next) -> axum::response::Response {
    let with_key = request.headers().contains_key(axum::http::header::AUTHORIZATION);
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(axum::http::header::X_CONTENT_TYPE_OPTIONS, axum::http::HeaderValue::from_static("nosniff"));
    if with_key {
        headers.insert(axum::http::header::CACHE_CONTROL, axum::http::HeaderValue::from_static("no-store"));
    }
    response
}
