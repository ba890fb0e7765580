//! The bridge game tools over HTTP.

mod double_dummy;
mod play;
mod score;

use crate::common;

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

    // Law 28A: East's pass at North's turn is cancelled and he must pass at
    // his next turn; South's call at East's turn, written out of rotation,
    // is in rotation given that ruling, and West calls next.
    let body = json!({
        "record": {"json": {"auction": {"dealer": "N", "calls": [
            {"seat": "E", "call": "Pass", "irregularity": "out_of_rotation", "withdrawn": true},
            {"seat": "N", "call": "Pass"},
            {"seat": "S", "call": "1H", "irregularity": "out_of_rotation"}
        ]}}},
        "rulings": [{"offender": "E", "after_call": 1, "rectifications": [
            {"type": "must_pass", "player": "offender", "until": "next_turn"}
        ]}]
    });
    let (status, check) = server.post("/v1/bridge/auction/check", None, &body).await;
    assert_eq!(status, 200, "{check}");
    assert_eq!((check["calls"][2]["in_rotation"].as_bool(), check["next_seat"].as_str()), (Some(true), Some("W")));
    assert_eq!(check["irregular_calls"], json!([1]), "{check}");

    // A closed auction gives its contract and declarer.
    let body = json!({"record": {"pbn": "[Dealer \"N\"]\n[Auction \"N\"]\n1S Pass 2S Pass\nPass Pass\n"}});
    let (status, check) = server.post("/v1/bridge/auction/check", None, &body).await;
    assert_eq!(status, 200, "{check}");
    assert_eq!(
        (check["closed"].as_bool(), check["contract"].as_str(), check["declarer"].as_str()),
        (Some(true), Some("2S"), Some("N"))
    );

    // Law 17D3 over HTTP, from PBN: North 1C, South passes at East's turn,
    // West and North pass: open, East to call, the three passes listed.
    let body = json!({"record": {"pbn": "[Dealer \"N\"]\n[Auction \"N\"]\n1C ^S Pass Pass\nPass\n"}});
    let (status, check) = server.post("/v1/bridge/auction/check", None, &body).await;
    assert_eq!(status, 200, "{check}");
    assert_eq!((check["closed"].as_bool(), check["next_seat"].as_str()), (Some(false), Some("E")), "{check}");
    assert_eq!(check["reversions"], json!([{"to": "E", "cancelled_calls": [2, 3, 4], "offenders": ["S"]}]));

    // A ruling given after a call the record does not hold is refused,
    // named (a probe had one "after call 30" applied at call 5).
    let body = json!({
        "record": {"json": {"auction": {"dealer": "N", "calls": [{"seat": "N", "call": "1H"}]}}},
        "rulings": [{"offender": "E", "after_call": 30, "rectifications": [
            {"type": "must_pass", "player": "offenders_partner", "until": "end_of_auction"}
        ]}]
    });
    let (status, problem) = server.post("/v1/bridge/auction/check", None, &body).await;
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/rulings/0/after_call")), "{problem}");

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
    let pbn = include_str!("../../../../rules/tests/fixtures/realbridge2021_board20.pbn");
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

/// An incident that names no ruleset is ruled by the edition in force when
/// it happened: the 2007 Laws before 2018, the 2017 Laws since.
#[tokio::test]
async fn an_incident_without_a_ruleset_takes_the_edition_in_force_when_it_happened() {
    let server = common::sqlite().await;
    // A bid out of rotation at partner's turn; the offender's later call was
    // not comparable.
    // Each edition asks its own outcome: the 2017 one whether the offender's
    // call was comparable.
    let ruling = |occurred_at: Option<&str>| {
        let (facts, outcome) = if occurred_at.is_some_and(|at| at < "2018") {
            (
                json!({"call_type": "bid", "turn_of": "partner", "withdrawn_call_specified_suits": true}),
                json!({"offender_becomes": "declarer"}),
            )
        } else {
            (
                json!({"call_type": "bid", "turn_of": "partner"}),
                json!({"replacement_comparable": "not_comparable", "offender_becomes": "declarer"}),
            )
        };
        let mut body = json!({
            "kind": "bridge.call_out_of_rotation",
            "facts": facts,
            "choices": {"lho_accepts": "refuse"},
            "outcome": outcome
        });
        if let Some(at) = occurred_at {
            body["context"] = json!({"occurred_at": at});
        }
        body
    };
    let (status, under_2007) = server.post("/v1/rulings", None, &ruling(Some("2016-05-14T20:00:00Z"))).await;
    assert_eq!(status, 200, "{under_2007}");
    assert_eq!(under_2007["ruleset"]["id"], "ffb-2007");
    // 2007 31B: the partner passes throughout.
    assert!(
        under_2007["rectifications"]
            .as_array()
            .into_iter()
            .flatten()
            .any(|r| r["type"] == "must_pass" && r["player"] == "offenders_partner" && r["until"] == "end_of_auction"),
        "{under_2007}"
    );
    // Half past midnight in Paris on 1 January 2018 is still 2017 in UTC:
    // the day at the table decides.
    for occurred_at in [Some("2018-01-01T10:00:00Z"), Some("2018-01-01T00:30:00+01:00"), None] {
        let (status, under_2017) = server.post("/v1/rulings", None, &ruling(occurred_at)).await;
        assert_eq!(status, 200, "{under_2017}");
        assert_eq!(under_2017["ruleset"]["id"], "ffb-2017");
        // 2017 31B2 and A2(b): the partner passes once.
        assert!(
            under_2017["rectifications"]
                .as_array()
                .into_iter()
                .flatten()
                .any(|r| r["type"] == "must_pass" && r["player"] == "offenders_partner" && r["until"] == "next_turn"),
            "{under_2017}"
        );
    }
    server.close().await;
}

/// An incident reported under `ffb-2017` before this id ruled by the 2017
/// text (versions up to 2017.3 ruled by the 2007 text) is ruled again the
/// same way when an answer is added; what was stored stays as it was.
#[tokio::test]
async fn an_answer_to_an_incident_of_the_2007_text_is_ruled_by_the_2007_text() {
    use arbitre_store::{NewEvent, NewIncident, NewRuling};
    for server in common::servers().await {
        let (club, key) = server.club("Club des anciens").await;
        // As the service stored it then: ruleset ffb-2017, version 2017.3,
        // the offender's partner silenced for the whole auction (2007 31B).
        let input = json!({"kind": "bridge.call_out_of_rotation", "ruleset": "ffb-2017",
                           "facts": {"call_type": "bid", "turn_of": "partner", "offender_had_called": false},
                           "choices": {}});
        let decision = json!({"status": "awaiting_choice", "ruleset": {"id": "ffb-2017", "version": "2017.3"}});
        let stored = server
            .store
            .create_incident(NewIncident {
                club_id: club,
                game: "bridge".into(),
                kind: "bridge.call_out_of_rotation".into(),
                ruleset: "ffb-2017".into(),
                status: "awaiting_choice".into(),
                context: json!({}),
                input: input.clone(),
                idempotency: None,
                event: NewEvent { kind: "reported".into(), actor: "test".into(), payload: input },
                ruling: NewRuling {
                    decision: decision.clone(),
                    engine_version: "0.2.0".into(),
                    ruleset_version: "2017.3".into(),
                    status: "awaiting_choice".into(),
                    sanctions: Default::default(),
                },
            })
            .await
            .expect("stored");
        let id = match stored {
            arbitre_store::CreateOutcome::Created(incident, _) | arbitre_store::CreateOutcome::Existing(incident) => {
                incident.id
            }
        };
        let (status, amended) = server
            .post(&format!("/v1/incidents/{id}/choices"), Some(&key), &json!({"choices": {"lho_accepts": "refuse"}}))
            .await;
        assert_eq!(status, 200, "{}: {amended}", server.backend);
        let latest = &amended["decision"];
        assert_eq!(latest["ruleset"]["id"], "ffb-2007", "{}: {latest}", server.backend);
        assert!(
            latest["rectifications"]
                .as_array()
                .into_iter()
                .flatten()
                .any(|r| r["type"] == "must_pass" && r["until"] == "end_of_auction"),
            "{}: {latest}",
            server.backend
        );
        // The first ruling is kept exactly as stored.
        assert_eq!(amended["rulings"][0]["decision"], decision, "{}: {amended}", server.backend);
        assert_eq!(amended["rulings"][0]["ruleset_version"], "2017.3");
        assert_eq!(amended["ruleset"], "ffb-2017");
        server.close().await;
    }
}
