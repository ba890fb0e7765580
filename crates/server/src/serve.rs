//! The accept loop: HTTP/1.1 connections served by hyper with a
//! header-read timeout, and a graceful stop.
//!
//! `axum::serve` gives hyper no timer, so a client that opens a connection
//! and never finishes its headers holds it for as long as it likes (seen
//! holding one for more than 50 s). Here each connection is served by
//! hyper's HTTP/1 builder with a timer and `header_read_timeout`: past it the
//! connection is closed. hyper restarts that clock whenever it waits for a
//! request, so it also closes a keep-alive connection left idle that long
//! (a proxy in front should keep its upstream connections idle for less).
//! Only HTTP/1.1 is served, as before (the workspace never enabled axum's
//! `http2`), and nothing uses upgrades. On shutdown the listener closes,
//! idle connections close, and the requests in flight finish (the caller
//! bounds how long).

use std::future::Future;
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tower::ServiceExt as _;

/// Serves `router` on `listener` until `shutdown` completes, then waits for
/// the requests in flight to finish.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    header_read_timeout: Duration,
    shutdown: impl Future<Output = ()>,
) {
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(header_read_timeout).keep_alive(true);
    let graceful = GracefulShutdown::new();
    tokio::pin!(shutdown);
    loop {
        tokio::select! {
            accepted = listener.accept() => {
                let (stream, peer) = match accepted {
                    Ok(accepted) => accepted,
                    // A connection reset or aborted before it was accepted:
                    // nothing to report, accept the next one.
                    Err(error) if is_connection_error(&error) => continue,
                    Err(error) => {
                        // Out of file descriptors, most likely: wait for some
                        // to close rather than spin, as axum::serve does.
                        tracing::error!(%error, "accepting a connection failed");
                        tokio::time::sleep(Duration::from_secs(1)).await;
                        continue;
                    }
                };
                let _ = stream.set_nodelay(true);
                // The peer's address goes with each request: the open routes'
                // rate limit is per client address.
                let service = TowerToHyperService::new(router.clone().map_request(
                    move |request: axum::http::Request<Incoming>| {
                        let mut request = request.map(Body::new);
                        request.extensions_mut().insert(ConnectInfo(peer));
                        request
                    },
                ));
                let connection = graceful.watch(http.serve_connection(TokioIo::new(stream), service));
                tokio::spawn(async move {
                    // A client that goes away, or one that took too long
                    // over its headers: nothing to report beyond debug.
                    if let Err(error) = connection.await {
                        tracing::debug!(%error, "connection ended with an error");
                    }
                });
            }
            () = &mut shutdown => break,
        }
    }
    drop(listener);
    graceful.shutdown().await;
}

/// An accept error that concerns one connection only.
fn is_connection_error(error: &std::io::Error) -> bool {
    use std::io::ErrorKind;
    matches!(error.kind(), ErrorKind::ConnectionRefused | ErrorKind::ConnectionAborted | ErrorKind::ConnectionReset)
}
