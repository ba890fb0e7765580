//! Bounds a client meets: the open routes' rate limit per client address,
//! and writes cut short by clients that go away.

use std::net::IpAddr;
use std::time::Duration;

use crate::common;
use serde_json::json;

/// A body for `POST /v1/rulings` that the engine rules at once.
fn small_ruling() -> serde_json::Value {
    json!({"kind": "bridge.trick_orientation", "facts": {"when_noticed": "end_of_play"}})
}

/// `ARBITRE_RATE_LIMIT_PER_SECOND=1` with bursts of 2: a client address's
/// third ruling within the second gets 429 `rate_limited`, problem+json in
/// its language, with `Retry-After`; another address is still served, and
/// so are the routes outside the open set (health).
#[tokio::test]
async fn a_client_over_its_rate_on_the_open_routes_is_told_when_to_come_back() {
    let folder = std::env::temp_dir().join(format!("arbitre-rate-{}", uuid::Uuid::now_v7()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let database = format!("sqlite://{}/arbitre.db", folder.display());
    let server = common::ServerProcess::start(&[
        ("ARBITRE_DATABASE_URL", database.as_str()),
        ("ARBITRE_RATE_LIMIT_PER_SECOND", "1"),
        ("ARBITRE_RATE_LIMIT_BURST", "2"),
    ]);
    let from = |address: &str| {
        let address: IpAddr = address.parse().expect("an address");
        reqwest::Client::builder().local_address(address).build().expect("a client")
    };
    let url = format!("http://{}/v1/rulings", server.address);
    let first = from("127.0.0.1");
    for _ in 0..2 {
        let answer = first.post(&url).json(&small_ruling()).send().await.expect("an answer");
        assert_eq!(answer.status(), 200);
    }
    let refused =
        first.post(&url).header("Accept-Language", "en").json(&small_ruling()).send().await.expect("an answer");
    assert_eq!(refused.status(), 429);
    let retry_after: u64 = refused
        .headers()
        .get("retry-after")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse().ok())
        .expect("Retry-After in whole seconds");
    assert!((1..=2).contains(&retry_after), "{retry_after}");
    assert_eq!(refused.headers().get("content-type").and_then(|v| v.to_str().ok()), Some("application/problem+json"));
    let (_, problem) = common::read(refused).await;
    assert_eq!(problem["code"], "rate_limited");
    assert!(problem["detail"].as_str().is_some_and(|d| d.contains("Too many requests")), "{problem}");
    // Another client address has its own allowance (Linux routes all of
    // 127.0.0.0/8 to the loopback).
    let second = from("127.0.0.2");
    let answer = second.post(&url).json(&small_ruling()).send().await.expect("an answer");
    assert_eq!(answer.status(), 200);
    // Health is not an open evaluation route: never limited.
    let health = first.get(format!("http://{}/healthz", server.address)).send().await.expect("an answer");
    assert_eq!(health.status(), 200);
    // After the time it was told, the first client is served again.
    tokio::time::sleep(Duration::from_secs(retry_after)).await;
    let answer = first.post(&url).json(&small_ruling()).send().await.expect("an answer");
    assert_eq!(answer.status(), 200);
    drop(server);
    let _ = std::fs::remove_dir_all(&folder);
}
