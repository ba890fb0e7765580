//! `POST /v1/bridge/double-dummy` over HTTP. Without the server's
//! `double-dummy` feature the route answers 501 (after checking the record);
//! with it (`cargo test -p arbitre-server --features double-dummy --test
//! double_dummy`, which `.ci/run` runs) it solves.

use crate::common;

use serde_json::{Value, json};

/// Every player holds one suit: N spades, E hearts, S diamonds, W clubs.
fn one_suit_each() -> Value {
    json!({"pbn": "[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
                   [Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n"})
}

/// A real deal (5HX by South) where East discards the DT at trick 2 while
/// holding four clubs: a revoke.
#[cfg_attr(not(feature = "double-dummy"), allow(dead_code))]
fn east_revokes() -> Value {
    json!({"pbn": "[Deal \"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\"]\n\
                   [Dealer \"N\"]\n[Vulnerable \"None\"]\n[Declarer \"S\"]\n[Contract \"5HX\"]\n\
                   [Play \"W\"]\nSK H3 S4 S3\nC5 C2 DT CK\n"})
}

#[tokio::test]
async fn a_record_is_checked_before_anything_is_solved() {
    let server = common::sqlite().await;
    let (status, problem) =
        server.post("/v1/bridge/double-dummy", None, &json!({"record": {"json": {"board": 1}}})).await;
    assert_eq!((status, problem["code"].as_str()), (422, Some("record_without_deal")), "{problem}");
    let (status, problem) =
        server.post("/v1/bridge/double-dummy", None, &json!({"record": {"pbn": "[Deal \"N:AKQ\"]"}})).await;
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/record/pbn")), "{problem}");
    let (status, problem) =
        server.post("/v1/bridge/double-dummy", None, &json!({"record": one_suit_each(), "depth": 3})).await;
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/depth")), "{problem}");
    // Contracts to score are read before solving, and need the vulnerability.
    let body = json!({"record": one_suit_each(), "contracts": [{"contract": "4S", "declarer": "N"}, {"contract": "8S", "declarer": "N"}]});
    let (status, problem) = server.post("/v1/bridge/double-dummy", None, &body).await;
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/contracts/1/contract")), "{problem}");
    let no_vulnerability =
        json!({"pbn": "[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]"});
    let body = json!({"record": no_vulnerability, "contracts": [{"contract": "4S", "declarer": "N"}]});
    let (status, problem) = server.post("/v1/bridge/double-dummy", None, &body).await;
    assert_eq!((status, problem["code"].as_str()), (422, Some("record_without_vulnerability")), "{problem}");
    server.close().await;
}

#[cfg(not(feature = "double-dummy"))]
#[tokio::test]
async fn without_the_solver_the_route_says_so() {
    let server = common::sqlite().await;
    let (status, problem) = server.post("/v1/bridge/double-dummy", None, &json!({"record": one_suit_each()})).await;
    assert_eq!((status, problem["code"].as_str()), (501, Some("double_dummy_not_built")), "{problem}");
    assert!(problem["detail"].as_str().is_some_and(|d| d.contains("double-dummy")), "{problem}");
    server.close().await;
}

#[cfg(feature = "double-dummy")]
#[tokio::test]
async fn the_table_the_par_a_position_and_a_revoke() {
    let server = common::sqlite().await;
    let (status, body) = server.post("/v1/bridge/double-dummy", None, &json!({"record": one_suit_each()})).await;
    assert_eq!(status, 200, "{body}");
    // Each side takes all thirteen tricks in its own suits, none elsewhere.
    assert_eq!(body["tricks"]["N"], json!({"C": 0, "D": 13, "H": 0, "S": 13, "NT": 0}));
    assert_eq!(body["tricks"]["W"], json!({"C": 13, "D": 0, "H": 13, "S": 0, "NT": 0}));
    assert_eq!(body["par"]["score"], 1510);
    assert!(body.get("contract_results").is_none(), "{body}");
    // Likely contracts scored from the table: 4S by North makes 13 tricks
    // (120 + 90 + 300 not vulnerable), 4H by North makes none (ten down, -500).
    let contracts = json!([{"contract": "4S", "declarer": "N"}, {"contract": "4H", "declarer": "N"}]);
    let (status, body) =
        server.post("/v1/bridge/double-dummy", None, &json!({"record": one_suit_each(), "contracts": contracts})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        body["contract_results"][0],
        json!({"contract": "4S", "declarer": "N", "tricks": 13, "ns": 510, "ew": -510})
    );
    assert_eq!(
        (body["contract_results"][1]["tricks"].as_u64(), body["contract_results"][1]["ns"].as_i64()),
        (Some(0), Some(-500))
    );
    assert!(body.get("revoke_equity").is_none(), "{body}");

    // The position before East's card at trick 2, and the revoke.
    let (status, body) =
        server.post("/v1/bridge/double-dummy", None, &json!({"record": east_revokes(), "after_cards": 5})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!((body["position"]["seat"].as_str(), body["position"]["tricks_left"].as_u64()), (Some("E"), Some(12)));
    let equity = &body["revoke_equity"][0];
    assert_eq!(
        (equity["trick"].as_u64(), equity["offender"].as_str(), equity["revoke_card"].as_str()),
        (Some(2), Some("E"), Some("DT"))
    );
    let mut legal: Vec<&str> =
        equity["legal_cards"].as_array().into_iter().flatten().filter_map(|c| c["card"].as_str()).collect();
    legal.sort_unstable();
    assert_eq!(legal, ["C6", "CJ", "CQ", "CT"]);
    let likely =
        equity["legal_cards"].as_array().into_iter().flatten().filter_map(|c| c["non_offenders_tricks"].as_u64()).min();
    assert_eq!(equity["non_offenders_tricks"].as_u64(), likely);

    // A position the record does not reach.
    let (status, problem) =
        server.post("/v1/bridge/double-dummy", None, &json!({"record": east_revokes(), "after_cards": 9})).await;
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/after_cards")), "{problem}");
    server.close().await;
}

/// Without the solver, the 64C question comes without a suggestion.
#[cfg(not(feature = "double-dummy"))]
#[tokio::test]
async fn a_revoke_ruling_has_no_suggestion_without_the_solver() {
    let server = common::sqlite().await;
    let (status, decision) = server.post("/v1/rulings", None, &revoke_64c_incident()).await;
    assert_eq!(status, 200, "{decision}");
    assert!(decision["derived"].get("revoke_equity").is_none(), "{decision}");
    server.close().await;
}

/// The data case where the 64C count is asked, with a full deal and play.
fn revoke_64c_incident() -> Value {
    let case: Value =
        serde_json::from_str(include_str!("../../../../rules/tests/cases/law12_64c_asks_tricks_without_revoke.json"))
            .expect("case");
    case["request"].clone()
}

#[cfg(feature = "double-dummy")]
#[tokio::test]
async fn a_revoke_ruling_asking_the_64c_count_suggests_it() {
    let server = common::sqlite().await;
    let (status, decision) = server.post("/v1/rulings", None, &revoke_64c_incident()).await;
    assert_eq!(status, 200, "{decision}");
    let asked: Vec<&str> =
        decision["questions"].as_array().into_iter().flatten().filter_map(|q| q["id"].as_str()).collect();
    assert!(asked.contains(&"non_offenders_tricks_without_revoke"), "{decision}");
    let revoke = &decision["derived"]["revoke"];
    let equity = &decision["derived"]["revoke_equity"][0];
    assert_eq!((&equity["trick"], &equity["offender"]), (&revoke["trick"], &revoke["seat"]), "{decision}");
    // Every legal card follows the suit led, which the offender held.
    let suit = revoke["suit_led"].as_str().expect("suit");
    let cards: Vec<&str> =
        equity["legal_cards"].as_array().into_iter().flatten().filter_map(|c| c["card"].as_str()).collect();
    assert!(!cards.is_empty() && cards.iter().all(|c| c.starts_with(suit)), "{decision}");
    let held: Vec<&str> = revoke["held"].as_array().into_iter().flatten().filter_map(Value::as_str).collect();
    assert!(cards.iter().all(|c| held.contains(c)), "{cards:?} not among {held:?}");
    assert!(equity["non_offenders_tricks"].as_u64().is_some_and(|n| n <= 13), "{decision}");
    // The ruling does not take it as the answer: the question stays.
    assert_eq!(decision["status"], "needs_facts");
    server.close().await;
}
