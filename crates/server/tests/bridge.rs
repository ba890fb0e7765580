//! The bridge game tools over HTTP.

#![allow(missing_docs)]

mod common;

use serde_json::json;

#[tokio::test]
async fn the_auction_check_finds_irregular_calls_and_the_restrictions_in_force() {
    let server = common::sqlite().await;
    let body = json!({
        "record": {"json": {"auction": {"dealer": "N", "calls": [
            {"seat": "N", "call": "1H"}, {"seat": "E", "call": "1D", "withdrawn": true},
            {"seat": "E", "call": "Pass"}, {"seat": "S", "call": "2H"}
        ]}}},
        "rulings": [{"offender": "E", "after_call": 3, "rectifications": [
            {"type": "must_pass", "player": "offenders_partner", "until": "end_of_auction"}
        ]}]
    });
    let (status, check) = server.post("/v1/bridge/auction/check", None, &body).await;
    assert_eq!(status, 200, "{check}");
    assert_eq!(check["irregular_calls"], json!([2]));
    assert_eq!(check["calls"][1]["lowest_sufficient_bid"], "2D");
    assert_eq!(check["calls"][1]["stands"], false);
    assert_eq!(check["next_seat"], "W");
    assert_eq!(check["restrictions"], json!([{"type": "must_pass", "until": "end_of_auction"}]));

    // A closed auction gives its contract and declarer.
    let body = json!({"record": {"pbn": "[Dealer \"N\"]\n[Auction \"N\"]\n1S Pass 2S Pass\nPass Pass\n"}});
    let (status, check) = server.post("/v1/bridge/auction/check", None, &body).await;
    assert_eq!(status, 200, "{check}");
    assert_eq!(
        (check["closed"].as_bool(), check["contract"].as_str(), check["declarer"].as_str()),
        (Some(true), Some("2S"), Some("N"))
    );

    // Bad input: a call after the auction closed; a record without an auction.
    let body = json!({"record": {"pbn": "[Dealer \"N\"]\n[Auction \"N\"]\nPass Pass Pass Pass\n1S\n"}});
    let (status, problem) = server.post("/v1/bridge/auction/check", None, &body).await;
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/record/pbn")), "{problem}");
    let body = json!({"record": {"json": {"board": 1}}});
    let (status, problem) = server.post("/v1/bridge/auction/check", None, &body).await;
    assert_eq!((status, problem["code"].as_str()), (422, Some("record_without_auction")));
    let body = json!({"record": {"pbn": "x", "lin": "y"}});
    let (status, problem) = server.post("/v1/bridge/auction/check", None, &body).await;
    assert_eq!((status, problem["code"].as_str()), (422, Some("record_ambiguous")));
    server.close().await;
}

#[tokio::test]
async fn tricks_rebuilds_a_real_board_and_agrees_with_its_result() {
    let server = common::sqlite().await;
    let pbn = include_str!("../../rules/tests/fixtures/realbridge2021_board20.pbn");
    let (status, body) = server.post("/v1/bridge/tricks", None, &json!({"record": {"pbn": pbn}})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["tricks"].as_array().map(Vec::len), Some(13));
    assert_eq!((body["ns"].as_u64(), body["ew"].as_u64()), (Some(10), Some(3)));
    assert_eq!((body["declarer_side"].as_u64(), body["recorded_result"].as_u64()), (Some(10), Some(10)));
    assert_eq!(body["tricks"][0]["cards"][0], json!({"seat": "E", "card": "C4"}));
    assert_eq!(body["revokes"], json!([]));
    let (status, problem) = server.post("/v1/bridge/tricks", None, &json!({"record": {"json": {"board": 1}}})).await;
    assert_eq!((status, problem["code"].as_str()), (422, Some("record_without_play")));
    server.close().await;
}
