//! Bridge scoring through HTTP: `POST /v1/bridge/score` and
//! `POST /v1/bridge/adjusted-score`, good and bad input.

use crate::common;

use serde_json::{Value, json};

#[tokio::test]
async fn results_score_for_each_side_with_a_breakdown() {
    let server = common::sqlite().await;
    // (contract, declarer, vulnerable, tricks, ns, ew)
    let cases = [
        ("4SX", "N", "None", 9, -100, 100),
        ("4SX", "N", "All", 9, -200, 200),
        ("4S", "E", "EW", 10, -620, 620),
        ("3NT", "S", "NS", 10, 630, -630),
        ("7NTXX", "W", "Both", 13, -2980, 2980),
        ("1CX", "N", "None", 7, 140, -140),
        ("5DX", "E", "None", 8, 500, -500),
        ("6H", "N", "NS", 12, 1430, -1430),
    ];
    for (contract, declarer, vulnerable, tricks, ns, ew) in cases {
        let body = json!({"contract": contract, "declarer": declarer, "vulnerable": vulnerable, "tricks": tricks});
        let (status, score) = server.post("/v1/bridge/score", None, &body).await;
        assert_eq!(status, 200, "{body} → {score}");
        assert_eq!((score["ns"].as_i64(), score["ew"].as_i64()), (Some(ns), Some(ew)), "{body} → {score}");
    }
    let body = json!({"contract": "4SX", "declarer": "N", "vulnerable": "None", "tricks": 11});
    let (_, score) = server.post("/v1/bridge/score", None, &body).await;
    let b = &score["breakdown"];
    assert_eq!(b["contract"], "4SX");
    assert_eq!(b["declarer"], "N");
    assert_eq!(
        [&b["trick_points"], &b["overtricks"], &b["game_bonus"], &b["insult"], &b["result"], &b["total"]],
        [&json!(240), &json!(100), &json!(300), &json!(50), &json!(1), &json!(690)]
    );
    let (status, score) = server.post("/v1/bridge/score", None, &json!({"contract": "Pass"})).await;
    assert_eq!(status, 200, "{score}");
    assert_eq!((score["ns"].as_i64(), score["ew"].as_i64()), (Some(0), Some(0)));
    assert_eq!(score["breakdown"]["contract"], "Pass");
    server.close().await;
}

#[tokio::test]
async fn bad_score_requests_are_422_naming_the_field() {
    let server = common::sqlite().await;
    let good = json!({"contract": "4SX", "declarer": "N", "vulnerable": "None", "tricks": 9});
    let with = |field: &str, value: Value| {
        let mut body = good.clone();
        body[field] = value;
        body
    };
    let without = |field: &str| {
        let mut body = good.clone();
        if let Some(o) = body.as_object_mut() {
            o.remove(field);
        }
        body
    };
    let cases = [
        (with("contract", json!("8S")), "invalid_score", "/contract"),
        (with("contract", json!("4SXXX")), "invalid_score", "/contract"),
        (with("vulnerable", json!("NE")), "invalid_score", "/vulnerable"),
        (with("tricks", json!(14)), "invalid_score", "/tricks"),
        (with("tricks", json!(-1)), "invalid_score", "/tricks"),
        (without("declarer"), "invalid_score", "/declarer"),
        (without("tricks"), "invalid_score", "/tricks"),
        (with("declarer", json!("X")), "invalid_body", "/declarer"),
        (with("tricks", json!("nine")), "invalid_body", "/tricks"),
        (with("colour", json!("red")), "invalid_body", "/colour"),
    ];
    for (body, code, pointer) in cases {
        let (status, problem) = server.post("/v1/bridge/score", None, &body).await;
        assert_eq!((status, problem["code"].as_str()), (422, Some(code)), "{body} → {problem}");
        assert_eq!(problem["pointer"], pointer, "{problem}");
        assert!(problem["detail"].as_str().is_some_and(|d| !d.is_empty() && !d.contains("score-")), "{problem}");
    }
    server.close().await;
}

#[tokio::test]
async fn a_weighted_adjusted_score_per_side_with_its_notation() {
    let server = common::sqlite().await;
    let body = json!({
        "offending_side": "EW", "declarer": "N", "vulnerable": "None",
        "adjustment": {"type": "weighted", "components": [{"percent": 60, "result": "4S="}, {"percent": 40, "result": "4S-1"}]},
    });
    let (status, score) = server.post("/v1/bridge/adjusted-score", None, &body).await;
    assert_eq!(status, 200, "{score}");
    assert_eq!(score["notation"], "W60*4S=;40*4S-1");
    assert_eq!(score["offending_side"], "EW");
    assert_eq!(score["split"], false);
    assert_eq!(score["ns"]["points"], 232.0);
    assert_eq!(score["ew"]["points"], -232.0);
    assert_eq!(score["ns"]["law"], "12C1(c)");
    assert_eq!(score["ew"]["offending"], true);
    assert_eq!(score["ns"]["components"][0]["score"], 420);
    assert_eq!(score["ns"]["components"][1]["score"], -50);
    assert!(score["summary"]["fr"].as_str().is_some_and(|s| s.contains("12C1(c)")), "{score}");

    // The same from the notation, with matchpoints and IMPs.
    let body = json!({
        "offending_side": "EW", "declarer": "N", "vulnerable": "None", "notation": "W60*4S=;40*4S-1",
        "compare": {"ns_scores": [420, 170, -50], "ns_other_table": 170},
    });
    let (status, again) = server.post("/v1/bridge/adjusted-score", None, &body).await;
    assert_eq!(status, 200, "{again}");
    assert_eq!(again["ns"]["points"], 232.0);
    // 420: a tie and two beats, 5/6; −50: a tie, 1/6 → 0.6 × 83.3 + 0.4 × 16.7.
    let pct = again["ns"]["percentage"].as_f64().unwrap_or_default();
    assert!((pct - (0.6 * 500.0 / 6.0 + 0.4 * 100.0 / 6.0)).abs() < 1e-9, "{again}");
    // IMPs: 420 − 170 = 250 → 6; −50 − 170 = −220 → −6; 0.6 × 6 − 0.4 × 6.
    assert_eq!(again["ns"]["components"][0]["imps"], 6);
    let imps = again["ns"]["imps"].as_f64().unwrap_or_default();
    assert!((imps - 1.2).abs() < 1e-9, "{again}");
    server.close().await;
}

#[tokio::test]
async fn artificial_and_split_scores() {
    let server = common::sqlite().await;
    let body = json!({"offending_side": "NS", "adjustment": {"type": "artificial"}});
    let (status, score) = server.post("/v1/bridge/adjusted-score", None, &body).await;
    assert_eq!(status, 200, "{score}");
    assert_eq!(score["notation"], "A40/60");
    assert_eq!((score["ns"]["percentage"].as_f64(), score["ew"]["percentage"].as_f64()), (Some(40.0), Some(60.0)));
    assert_eq!(score["ns"]["law"], "12C2(a)");

    let body = json!({"offending_side": "both", "notation": "A40/40"});
    let (status, score) = server.post("/v1/bridge/adjusted-score", None, &body).await;
    assert_eq!((status, score["split"].clone()), (200, json!(true)), "{score}");

    let body = json!({
        "offending_side": "EW", "declarer": "N", "vulnerable": "All",
        "ns": {"type": "weighted", "components": [{"percent": 50, "result": "4S="}, {"percent": 50, "result": "4S-1"}]},
        "ew": {"type": "assigned", "result": "4S="},
    });
    let (status, score) = server.post("/v1/bridge/adjusted-score", None, &body).await;
    assert_eq!(status, 200, "{score}");
    assert_eq!(score["notation"], "NS:W50*4S=;50*4S-1|EW:4S=");
    assert_eq!((score["ns"]["points"].as_f64(), score["ew"]["points"].as_f64()), (Some(260.0), Some(-620.0)));
    assert_eq!(score["split"], true);
    assert_eq!(score["ew"]["law"], "12C1(b)");
    server.close().await;
}

#[tokio::test]
async fn bad_adjusted_score_requests_are_422_naming_the_field() {
    let server = common::sqlite().await;
    let weighted = |a: i64, b: i64, second: &str| {
        json!({"offending_side": "EW", "declarer": "N", "vulnerable": "None",
               "adjustment": {"type": "weighted", "components": [{"percent": a, "result": "4S="}, {"percent": b, "result": second}]}})
    };
    let cases = [
        (weighted(60, 30, "4S-1"), "invalid_adjustment", "/adjustment/components"),
        (weighted(0, 100, "4S-1"), "invalid_adjustment", "/adjustment/components/0/percent"),
        (weighted(60, 40, "4S-11"), "invalid_adjustment", "/adjustment/components/1/result"),
        (
            json!({"offending_side": "EW", "notation": "W60*4S=;30*4S-1", "declarer": "N", "vulnerable": "None"}),
            "invalid_adjustment",
            "/notation",
        ),
        (
            json!({"offending_side": "EW", "adjustment": {"type": "assigned", "result": "4S="}, "vulnerable": "None"}),
            "invalid_adjustment",
            "/adjustment/result",
        ),
        (
            json!({"offending_side": "EW", "adjustment": {"type": "assigned", "result": "4S="}, "declarer": "N"}),
            "invalid_adjustment",
            "/vulnerable",
        ),
        (json!({"offending_side": "EW", "ns": {"type": "assigned", "result": "4S="}}), "invalid_adjustment", "/ew"),
        (json!({"offending_side": "EW"}), "invalid_adjustment", "/adjustment"),
        (
            json!({"offending_side": "EW", "notation": "A60/40", "adjustment": {"type": "artificial"}}),
            "invalid_adjustment",
            "/adjustment",
        ),
        (json!({"offending_side": "them", "notation": "A60/40"}), "invalid_body", "/offending_side"),
        (json!({"offending_side": "EW", "adjustment": {"type": "guessed"}}), "invalid_body", "/adjustment/type"),
        // A shape error inside the adjustment names its own field (serde's
        // tagged enums would stop at /adjustment).
        (
            json!({"offending_side": "EW", "declarer": "N", "vulnerable": "None",
                   "adjustment": {"type": "weighted", "components": [{"percent": 60, "result": "4S="}, {"percent": 40.5, "result": "4S-1"}]}}),
            "invalid_body",
            "/adjustment/components/1/percent",
        ),
        (
            json!({"offending_side": "EW", "adjustment": {"type": "assigned", "result": 4}}),
            "invalid_body",
            "/adjustment/result",
        ),
        (
            json!({"offending_side": "EW", "adjustment": {"type": "artificial", "ns": "great"}}),
            "invalid_body",
            "/adjustment/ns",
        ),
        // A missing field is named where it should be, at the top level too.
        (json!({"notation": "A60/40"}), "invalid_body", "/offending_side"),
        (json!({"offending_side": "EW", "adjustment": {"result": "4S="}}), "invalid_body", "/adjustment/type"),
    ];
    for (body, code, pointer) in cases {
        let (status, problem) = server.post("/v1/bridge/adjusted-score", None, &body).await;
        assert_eq!((status, problem["code"].as_str()), (422, Some(code)), "{body} → {problem}");
        assert_eq!(problem["pointer"], pointer, "{problem}");
        assert!(problem["detail"].as_str().is_some_and(|d| !d.is_empty() && !d.contains("adjusted-")), "{problem}");
    }
    // In English on request.
    let response = server
        .client
        .post(server.url("/v1/bridge/adjusted-score"))
        .header("accept-language", "en")
        .json(&weighted(60, 30, "4S-1"))
        .send()
        .await
        .expect("send");
    let (status, problem) = common::read(response).await;
    assert_eq!(status, 422);
    assert!(problem["detail"].as_str().is_some_and(|d| d.contains("90 %")), "{problem}");
    server.close().await;
}

#[tokio::test]
async fn the_non_offenders_own_serious_error_is_withheld() {
    let server = common::sqlite().await;
    // Law 12C1(e): 6S= (980) adjusted, but North–South's own error turned
    // 4S= (420) into 4S-1 (-50): they keep that 470 loss.
    let body = json!({"offending_side": "EW", "declarer": "S", "vulnerable": "None",
        "adjustment": {"type": "assigned", "result": "6S="},
        "self_inflicted": {"at_table": "4S-1", "without_error": "4S="}});
    let (status, score) = server.post("/v1/bridge/adjusted-score", None, &body).await;
    assert_eq!(status, 200, "{score}");
    assert_eq!((score["ns"]["points"].as_f64(), score["ns"]["withheld"].as_u64()), (Some(510.0), Some(470)));
    assert_eq!(score["ew"]["points"].as_f64(), Some(-980.0));
    assert_eq!((score["notation"].as_str(), score["split"].as_bool()), (Some("NS:6S=!470|EW:6S="), Some(true)));
    let mut bad = body.clone();
    bad["self_inflicted"]["at_table"] = json!("4Z-1");
    let (status, problem) = server.post("/v1/bridge/adjusted-score", None, &bad).await;
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/self_inflicted/at_table")), "{problem}");
    let mut both = body.clone();
    both["offending_side"] = json!("both");
    let (status, problem) = server.post("/v1/bridge/adjusted-score", None, &both).await;
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/self_inflicted")), "{problem}");
    server.close().await;
}
