//! SIGTERM (what `docker stop` and Kubernetes send) and SIGINT stop the
//! server cleanly: it exits by itself, with success, once the requests in flight
//! are done.

use std::process::Command;
use std::time::{Duration, Instant};

#[test]
fn sigterm_and_sigint_stop_the_server_cleanly() {
    // Sent as soon as the server says it listens: the handlers are there.
    for signal in ["-TERM", "-INT"] {
        let folder = std::env::temp_dir().join(format!("arbitre-shutdown-{}", uuid::Uuid::now_v7()));
        std::fs::create_dir_all(&folder).expect("a temporary folder");
        let database = format!("sqlite://{}/arbitre.db", folder.display());
        let mut server = crate::common::ServerProcess::start(&[
            ("ARBITRE_DATABASE_URL", database.as_str()),
            ("ARBITRE_SHUTDOWN_GRACE_SECONDS", "5"),
        ]);
        let sent = Command::new("kill").arg(signal).arg(server.child.id().to_string()).status().expect("kill runs");
        assert!(sent.success());
        let started = Instant::now();
        let status = loop {
            if let Some(status) = server.child.try_wait().expect("the server's status") {
                break Some(status);
            }
            if started.elapsed() > Duration::from_secs(10) {
                let _ = server.child.kill();
                break None;
            }
            std::thread::sleep(Duration::from_millis(50));
        };
        let _ = std::fs::remove_dir_all(&folder);
        let status = status.unwrap_or_else(|| panic!("the server stopped by itself after {signal}"));
        assert!(status.success(), "{signal}: {status}");
    }
}

/// `ARBITRE_LOG_FORMAT=json` writes one JSON object per log line, for a log
/// collector; the default text has no colour codes when not on a terminal.
#[test]
fn logs_are_json_lines_when_asked_and_plain_text_otherwise() {
    for (format, json) in [("json", true), ("text", false)] {
        let folder = std::env::temp_dir().join(format!("arbitre-logs-{}", uuid::Uuid::now_v7()));
        std::fs::create_dir_all(&folder).expect("a temporary folder");
        let database = format!("sqlite://{}/arbitre.db", folder.display());
        let mut server = crate::common::ServerProcess::start(&[
            ("ARBITRE_DATABASE_URL", database.as_str()),
            ("ARBITRE_LOG_FORMAT", format),
            ("ARBITRE_SHUTDOWN_GRACE_SECONDS", "1"),
        ]);
        // One request, for its log line.
        let asked = Command::new(env!("CARGO_BIN_EXE_arbitre"))
            .arg("healthcheck")
            .env("ARBITRE_BIND", &server.address)
            .status();
        assert!(asked.is_ok_and(|s| s.success()));
        let _ = Command::new("kill").arg("-TERM").arg(server.child.id().to_string()).status();
        let (_, logs) = server.wait_for_logs();
        // The request's line at info: path, status, latency, request id.
        let request_line = logs.lines().find(|l| l.contains("/readyz") && l.contains("finished processing request"));
        let request_line = request_line.unwrap_or_else(|| panic!("{format}: no line for the request in {logs}"));
        for field in ["200", "latency", "request_id"] {
            assert!(request_line.contains(field), "{format}: {field} not in {request_line}");
        }
        let _ = std::fs::remove_dir_all(&folder);
        let lines: Vec<&str> = logs.lines().filter(|l| !l.trim().is_empty()).collect();
        assert!(!lines.is_empty(), "{format}: no log line");
        assert!(!logs.contains('\u{1b}'), "{format}: colour codes in {logs}");
        for line in &lines {
            let parsed = serde_json::from_str::<serde_json::Value>(line);
            assert_eq!(parsed.is_ok(), json, "{format}: {line}");
        }
        if json {
            assert!(
                lines
                    .iter()
                    .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
                    .any(|v| v["fields"]["message"] == "arbitre listening"),
                "{logs}"
            );
        }
    }
}

/// `arbitre healthcheck` (the image's HEALTHCHECK) succeeds while the
/// server at the bind address is ready, and fails when none answers.
#[test]
fn the_healthcheck_command_asks_the_server_whether_it_is_ready() {
    let folder = std::env::temp_dir().join(format!("arbitre-health-{}", uuid::Uuid::now_v7()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let database = format!("sqlite://{}/arbitre.db", folder.display());
    let server = crate::common::ServerProcess::start(&[("ARBITRE_DATABASE_URL", database.as_str())]);
    let check = |bind: &str| {
        Command::new(env!("CARGO_BIN_EXE_arbitre")).arg("healthcheck").env("ARBITRE_BIND", bind).output().expect("runs")
    };
    let ready = check(&server.address);
    assert!(ready.status.success(), "{}", String::from_utf8_lossy(&ready.stderr));
    // The same through the unspecified address a container binds.
    let port = server.address.rsplit(':').next().unwrap_or_default().to_owned();
    assert!(check(&format!("0.0.0.0:{port}")).status.success());
    drop(server);
    let gone = check(&format!("127.0.0.1:{port}"));
    assert!(!gone.status.success());
    let _ = std::fs::remove_dir_all(&folder);
}

/// `ARBITRE_CORS_ORIGINS` lets the browser pages of those origins call the
/// API; others, and every origin by default, get no CORS headers.
#[tokio::test]
async fn cors_is_off_by_default_and_allows_only_the_origins_named() {
    let folder = std::env::temp_dir().join(format!("arbitre-cors-{}", uuid::Uuid::now_v7()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let database = format!("sqlite://{}/arbitre.db", folder.display());
    let preflight = |address: String, origin: &'static str| async move {
        reqwest::Client::new()
            .request(reqwest::Method::OPTIONS, format!("http://{address}/v1/incidents"))
            .header("Origin", origin)
            .header("Access-Control-Request-Method", "POST")
            .header("Access-Control-Request-Headers", "authorization, idempotency-key")
            .send()
            .await
            .expect("an answer")
    };
    let allowed = |response: &reqwest::Response| {
        response.headers().get("access-control-allow-origin").and_then(|v| v.to_str().ok()).map(str::to_owned)
    };
    let server = crate::common::ServerProcess::start(&[
        ("ARBITRE_DATABASE_URL", database.as_str()),
        ("ARBITRE_CORS_ORIGINS", "https://club.example, https://app.example"),
    ]);
    let answer = preflight(server.address.clone(), "https://app.example").await;
    assert_eq!(allowed(&answer).as_deref(), Some("https://app.example"));
    let headers = answer.headers().get("access-control-allow-headers").and_then(|v| v.to_str().ok()).unwrap_or("");
    assert!(headers.contains("idempotency-key") && headers.contains("authorization"), "{headers}");
    assert_eq!(allowed(&preflight(server.address.clone(), "https://elsewhere.example").await), None);
    drop(server);

    let server = crate::common::ServerProcess::start(&[("ARBITRE_DATABASE_URL", database.as_str())]);
    assert_eq!(allowed(&preflight(server.address.clone(), "https://app.example").await), None);
    drop(server);
    let _ = std::fs::remove_dir_all(&folder);
    // Any site, sandboxed pages, or a path are no origin.
    for bad in ["*", "null", "https://club.example/app", "club.example"] {
        let router = axum::Router::new();
        assert!(arbitre_server::with_cors(router, &[bad.to_owned()]).is_err(), "{bad}");
    }
}

/// A client that starts a request and never finishes its headers loses the
/// connection after `ARBITRE_HEADER_READ_TIMEOUT_SECONDS` (here 1 s), while
/// a whole request on another connection is answered.
#[test]
fn a_connection_that_never_finishes_its_headers_is_closed() {
    use std::io::{Read, Write};
    let folder = std::env::temp_dir().join(format!("arbitre-headers-{}", uuid::Uuid::now_v7()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let database = format!("sqlite://{}/arbitre.db", folder.display());
    let server = crate::common::ServerProcess::start(&[
        ("ARBITRE_DATABASE_URL", database.as_str()),
        ("ARBITRE_HEADER_READ_TIMEOUT_SECONDS", "1"),
    ]);
    let mut slow = std::net::TcpStream::connect(&server.address).expect("connects");
    slow.write_all(b"GET /healthz HTTP/1.1\r\nHost: arbitre\r\nX-Slow: ").expect("half the headers");
    // A whole request meanwhile is answered.
    let mut whole = std::net::TcpStream::connect(&server.address).expect("connects");
    whole.write_all(b"GET /healthz HTTP/1.1\r\nHost: arbitre\r\nConnection: close\r\n\r\n").expect("a request");
    let mut answer = String::new();
    whole.read_to_string(&mut answer).expect("an answer");
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    // The slow one is closed by the server: a read ends (end of stream,
    // or a reset) well before this test's own 10 s limit.
    slow.set_read_timeout(Some(Duration::from_secs(10))).expect("a read timeout");
    let started = Instant::now();
    let mut rest = Vec::new();
    let ended = slow.read_to_end(&mut rest);
    let waited = started.elapsed();
    let timed_out =
        matches!(&ended, Err(e) if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut));
    assert!(!timed_out && waited < Duration::from_secs(10), "still open after {waited:?}: {ended:?}");
    drop(server);
    let _ = std::fs::remove_dir_all(&folder);
}
