//! Bad input on any route, as a careless client sends it: each is refused
//! with a problem that names the field (a probe of every route found these
//! answered as malformed JSON, as English text, or accepted and changed).

use serde_json::{Value, json};

use crate::common;

#[tokio::test]
async fn a_body_is_an_object_and_a_value_of_a_list_is_named_where_it_is_wrong() {
    let server = common::sqlite().await;
    // A number where a seat is expected is a well-formed body: not
    // "malformed JSON", but the field named, in each language.
    let (status, problem) = server
        .post("/v1/bridge/score", None, &json!({"contract": "4S", "declarer": 5, "vulnerable": "None", "tricks": 10}))
        .await;
    assert_eq!(
        (status, problem["code"].as_str(), problem["pointer"].as_str()),
        (422, Some("invalid_body"), Some("/declarer")),
        "{problem}"
    );
    assert!(problem["detail"].as_str().is_some_and(|d| d.contains("/declarer")), "{problem}");
    // A number too large to hold, likewise.
    let too_large = br#"{"contract": "4S", "declarer": "N", "vulnerable": "None", "tricks": 1e400}"#;
    let response = reqwest::Client::new()
        .post(server.url("/v1/bridge/score"))
        .header("content-type", "application/json")
        .body(too_large.to_vec())
        .send()
        .await
        .expect("request");
    let (status, problem) = common::read(response).await;
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/tricks")), "{problem}");
    // An array is not read field by field as the object it is not.
    let (status, problem) = server.post("/v1/bridge/score", None, &json!(["4S", "N", "None", 10])).await;
    assert_eq!(
        (status, problem["code"].as_str(), problem["pointer"].as_str()),
        (422, Some("invalid_body"), Some("")),
        "{problem}"
    );
    // Malformed JSON is still said so, with its line and column.
    let response = reqwest::Client::new()
        .post(server.url("/v1/bridge/score"))
        .header("content-type", "application/json")
        .body(b"{\"contract\": }".to_vec())
        .send()
        .await
        .expect("request");
    let (status, problem) = common::read(response).await;
    assert_eq!((status, problem["code"].as_str()), (400, Some("malformed_json")), "{problem}");
    server.close().await;
}

#[tokio::test]
async fn a_record_names_the_value_at_fault_and_comes_in_one_format() {
    let server = common::sqlite().await;
    // A card that is a number inside a JSON record: its place is named, as
    // far as serde can follow it (a seat's key is a value of a list).
    let record = json!({"deal": {"N": ["SA"], "E": [], "S": [], "W": [7]}});
    let body = json!({"kind": "bridge.revoke", "ruleset": "ffb-2017", "record": {"json": record}});
    let (status, problem) = server.post("/v1/rulings", None, &body).await;
    assert_eq!(status, 422, "{problem}");
    assert_eq!(problem["pointer"], "/record/json/deal", "{problem}");
    let body = json!({"kind": "bridge.revoke", "ruleset": "ffb-2017", "record": {"json": {"dealer": 5}}});
    let (status, problem) = server.post("/v1/rulings", None, &body).await;
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/record/json/dealer")), "{problem}");
    // A JSON record that is an array is no record.
    let body = json!({"kind": "bridge.revoke", "ruleset": "ffb-2017", "record": {"json": []}});
    let (status, problem) = server.post("/v1/rulings", None, &body).await;
    assert_eq!(
        (status, problem["code"].as_str(), problem["pointer"].as_str()),
        (422, Some("invalid_record"), Some("/record/json")),
        "{problem}"
    );
    // A tarot record's bad card is named inside it too.
    let body = json!({"kind": "tarot.revoke", "ruleset": "fft-donnes-libres",
                      "record": {"tarot": {"players": ["A", "B", "C", "D"], "dealer": 0, "hands": [["T22"]], "dog": []}}});
    let (status, problem) = server.post("/v1/rulings", None, &body).await;
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/record/tarot/hands/0/0")), "{problem}");
    // A bridge record beside a tarot one would be ignored: refused.
    let body = json!({"kind": "tarot.revoke", "ruleset": "fft-donnes-libres",
                      "record": {"pbn": "[Board \"1\"]", "tarot": {"players": ["A", "B", "C", "D"], "dealer": 0, "hands": [], "dog": []}}});
    let (status, problem) = server.post("/v1/rulings", None, &body).await;
    assert_eq!((status, problem["code"].as_str()), (422, Some("record_ambiguous")), "{problem}");
    server.close().await;
}

#[tokio::test]
async fn paths_query_parameters_and_headers_are_named_in_problems() {
    let server = common::sqlite().await;
    let (_, key) = server.club("Club des entrées").await;
    // A path segment that is not UTF-8 once decoded: a problem, not text.
    let (status, problem) = server.get("/v1/incidents/%FF", Some(&key)).await;
    assert_eq!((status, problem["code"].as_str()), (404, Some("not_found")), "{problem}");
    let (status, problem) = server.get("/v1/rulesets/%FF", None).await;
    assert_eq!(status, 404, "{problem}");
    let (status, problem) = server.get("/v1/players/%FF/sanctions", Some(&key)).await;
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("licence")), "{problem}");
    // A parameter given twice is named, not ".".
    let (status, problem) = server.get("/v1/incidents?status=complete&status=needs_facts", Some(&key)).await;
    assert_eq!((status, problem["pointer"].as_str()), (400, Some("status")), "{problem}");
    // An idempotency key with an accent is refused naming the header.
    let response = reqwest::Client::new()
        .post(server.url("/v1/incidents"))
        .bearer_auth(&key)
        .header("idempotency-key", "cl\u{e9}".as_bytes())
        .json(&json!({"kind": "bridge.trick_orientation"}))
        .send()
        .await
        .expect("request");
    let (status, problem) = common::read(response).await;
    assert_eq!((status, problem["pointer"].as_str()), (400, Some("Idempotency-Key")), "{problem}");
    server.close().await;
}

#[tokio::test]
async fn the_time_of_an_incident_reads_back_as_it_was_written() {
    let server = common::sqlite().await;
    let (_, key) = server.club("Club des horloges").await;
    for written in ["2026-11-24T20:15:00-00:00", "2026-11-24T20:15:00.10Z", "2026-11-24T20:15:00+00:00"] {
        let report = json!({"kind": "bridge.trick_orientation", "context": {"occurred_at": written}});
        let (status, created) = server.post("/v1/incidents", Some(&key), &report).await;
        assert_eq!(status, 201, "{created}");
        assert_eq!(created["context"]["occurred_at"], written);
        let id = created["id"].as_str().unwrap_or_default().to_owned();
        let (_, read) = server.get(&format!("/v1/incidents/{id}"), Some(&key)).await;
        assert_eq!(read["context"]["occurred_at"], Value::from(written), "{read}");
    }
    // Before any edition of the Laws the service holds (the 1997 Laws were
    // in force): refused rather than ruled by a later text; a named ruleset
    // is applied as asked.
    let old = json!({"kind": "bridge.trick_orientation", "context": {"occurred_at": "2005-03-01T20:00:00+01:00"}});
    let (status, problem) = server.post("/v1/incidents", Some(&key), &old).await;
    assert_eq!(
        (status, problem["code"].as_str(), problem["pointer"].as_str()),
        (422, Some("no_edition_in_force"), Some("/context/occurred_at")),
        "{problem}"
    );
    let named = json!({"kind": "bridge.trick_orientation", "ruleset": "ffb-2007", "context": {"occurred_at": "2005-03-01T20:00:00+01:00"}});
    let (status, created) = server.post("/v1/incidents", Some(&key), &named).await;
    assert_eq!((status, created["ruleset"].as_str()), (201, Some("ffb-2007")), "{created}");
    // Not a time: refused, naming it.
    let report = json!({"kind": "bridge.trick_orientation", "context": {"occurred_at": "hier soir"}});
    let (status, problem) = server.post("/v1/incidents", Some(&key), &report).await;
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/context/occurred_at")), "{problem}");
    server.close().await;
}

/// Repeat offences are counted by licence and event as written: one with
/// spaces around it would count another player (a probe found a second
/// warning given so), so it is refused, named.
#[tokio::test]
async fn a_licence_or_an_event_with_spaces_around_it_is_refused() {
    let server = common::sqlite().await;
    let (_, key) = server.club("Club des espaces").await;
    for (context, pointer) in [
        (json!({"event": "Tournoi", "players": {"offender": " FFT-804001"}}), "/context/players/offender"),
        (json!({"event": "Tournoi", "players": {"offender": ""}}), "/context/players/offender"),
        (json!({"event": "Tournoi ", "players": {"offender": "FFT-804001"}}), "/context/event"),
    ] {
        let report = json!({"kind": "tarot.exposed_card", "ruleset": "fft-donnes-libres", "context": context});
        let (status, problem) = server.post("/v1/incidents", Some(&key), &report).await;
        assert_eq!((status, problem["pointer"].as_str()), (422, Some(pointer)), "{problem}");
    }
    server.close().await;
}

/// The outcome is answered field by field, as the decision asks: each
/// answer is added to those sent before, as facts are (a client probe found
/// the first answer dropped and asked again).
#[tokio::test]
async fn outcome_fields_add_up_across_answers() {
    let server = common::sqlite().await;
    let (_, key) = server.club("Club des réponses").await;
    let report = json!({"kind": "bridge.call_out_of_rotation", "ruleset": "ffb-2017",
        "facts": {"call_type": "bid", "turn_of": "rho", "rho_required_to_pass": false, "rho_called_before_ruling": false},
        "choices": {"lho_accepts": "refuse"}});
    let (status, created) = server.post("/v1/incidents", Some(&key), &report).await;
    assert_eq!((status, created["status"].as_str()), (201, Some("awaiting_outcome")), "{created}");
    let id = created["id"].as_str().unwrap_or_default().to_owned();
    let path = format!("/v1/incidents/{id}/outcome");
    let (status, first) = server.post(&path, Some(&key), &json!({"outcome": {"rho_action": "call"}})).await;
    assert_eq!(status, 200, "{first}");
    let (status, second) =
        server.post(&path, Some(&key), &json!({"outcome": {"replacement_comparable": "not_comparable"}})).await;
    assert_eq!(status, 200, "{second}");
    assert_eq!(second["incident"]["outcome"]["rho_action"], "call", "{second}");
    assert_eq!(second["incident"]["outcome"]["replacement_comparable"], "not_comparable");
    let asked: Vec<&str> =
        second["decision"]["questions"].as_array().into_iter().flatten().filter_map(|q| q["id"].as_str()).collect();
    assert!(!asked.contains(&"rho_action"), "asked again: {asked:?}");
    // null withdraws an answer.
    let (status, third) = server.post(&path, Some(&key), &json!({"outcome": {"rho_action": null}})).await;
    assert_eq!(status, 200, "{third}");
    assert!(third["incident"]["outcome"].get("rho_action").is_none(), "{third}");
    server.close().await;
}

/// The time of an incident is kept as written, and bounded like the
/// context's texts.
#[tokio::test]
async fn an_endless_time_is_refused() {
    let server = common::sqlite().await;
    let (_, key) = server.club("Club des fractions").await;
    let written = format!("2026-11-24T20:15:00.{}Z", "1".repeat(300));
    let report = json!({"kind": "bridge.trick_orientation", "context": {"occurred_at": written}});
    let (status, problem) = server.post("/v1/incidents", Some(&key), &report).await;
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/context/occurred_at")), "{problem}");
    server.close().await;
}
