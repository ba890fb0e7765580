//! The examples of the contract are answers the server really gives.
//!
//! Each operation's example request is sent to a fresh server (SQLite), and
//! its answer, with ids and times replaced by fixed ones, must equal the
//! example the spec shows (`crates/server/src/examples.json`). To write the
//! examples again after a change of behaviour:
//! `ARBITRE_BLESS=1 cargo test -p arbitre-server --test http -- examples::`, then
//! regenerate `openapi/openapi.json`.

use crate::common;

use std::collections::BTreeMap;

use serde_json::{Map, Value, json};

const EXAMPLES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src/examples.json");
const REVOKE_PBN: &str = include_str!("../../../rules/tests/fixtures/revoke_a1.pbn");
const BOARD_20_PBN: &str = include_str!("../../../rules/tests/fixtures/realbridge2021_board20.pbn");
const TAROT_DEAL: &str = include_str!("../../../rules/tests/fixtures/tarot_4p_garde.json");

/// One operation's example: what was sent, and what came back by status.
#[derive(Default)]
struct Example {
    request: Option<Value>,
    responses: BTreeMap<u16, Value>,
}

struct Recorder {
    examples: BTreeMap<&'static str, Example>,
    /// Every id and time seen, in order, and the fixed value it becomes.
    replacements: Vec<(String, String)>,
}

impl Recorder {
    fn record(&mut self, operation: &'static str, request: Option<&Value>, status: u16, response: Value) {
        let example = self.examples.entry(operation).or_default();
        if let Some(request) = request {
            example.request.get_or_insert_with(|| request.clone());
        }
        example.responses.entry(status).or_insert(response);
    }

    /// Replaces volatile values (uuids, times, cursors, key ids) by fixed
    /// ones, the same value always by the same replacement.
    fn fixed(&mut self, value: &Value) -> Value {
        match value {
            Value::String(s) => {
                if let Some((_, fixed)) = self.replacements.iter().find(|(seen, _)| seen == s) {
                    return Value::String(fixed.clone());
                }
                // Times all become one: two events in the same microsecond
                // would otherwise make the numbering depend on the clock.
                if chrono::DateTime::parse_from_rfc3339(s).is_ok() {
                    return Value::String("2026-11-24T20:15:00Z".to_owned());
                }
                // A key's secret is new every time.
                if s.len() == 68 && s.starts_with("arb_") {
                    return Value::String(format!("arb_{}", "0".repeat(64)));
                }
                let fixed = if uuid::Uuid::parse_str(s).is_ok() {
                    Some(format!("0193a5c2-7e4b-7c10-9d3e-{:012}", self.replacements.len() + 1))
                } else if let Some(key) = s.strip_prefix("key:") {
                    uuid::Uuid::parse_str(key).ok().map(|_| "key:0193a5c2-7e4b-7c10-9d3e-000000000000".to_owned())
                } else {
                    None
                };
                match fixed {
                    Some(fixed) => {
                        self.replacements.push((s.clone(), fixed.clone()));
                        Value::String(fixed)
                    }
                    None => value.clone(),
                }
            }
            Value::Array(items) => Value::Array(items.iter().map(|v| self.fixed(v)).collect()),
            Value::Object(map) => {
                let mut fixed = Map::new();
                for (key, value) in map {
                    // A cursor is opaque and changes with the ids it encodes.
                    let value = if key == "next_cursor" {
                        json!("v2.0193a5c27e4b7c109d3e000000000001")
                    } else {
                        self.fixed(value)
                    };
                    fixed.insert(key.clone(), value);
                }
                Value::Object(fixed)
            }
            other => other.clone(),
        }
    }

    fn written_examples(&mut self) -> Value {
        let examples = std::mem::take(&mut self.examples);
        let mut all = Map::new();
        for (operation, example) in examples {
            let mut entry = Map::new();
            if let Some(request) = &example.request {
                entry.insert("request".into(), self.fixed(request));
            }
            let mut responses = Map::new();
            for (status, body) in &example.responses {
                responses.insert(status.to_string(), self.fixed(body));
            }
            entry.insert("responses".into(), Value::Object(responses));
            all.insert(operation.to_owned(), Value::Object(entry));
        }
        Value::Object(all)
    }
}

/// Keeps the catalogue example short: one kind, a few labels of each list.
fn shortened_ruleset(mut ruleset: Value) -> Value {
    if let Some(kinds) = ruleset["kinds"].as_array_mut() {
        kinds.truncate(1);
    }
    if let Some(vocabulary) = ruleset["vocabulary"].as_object_mut() {
        for list in vocabulary.values_mut() {
            if let Some(items) = list.as_array_mut() {
                items.truncate(2);
            }
        }
    }
    ruleset
}

#[tokio::test]
async fn every_example_of_the_contract_is_what_the_server_answers() {
    let server = common::sqlite().await;
    let (_, key) = server.club("Bridge Club de Brest").await;
    let key = Some(key.as_str());
    let mut recorder = Recorder { examples: BTreeMap::new(), replacements: Vec::new() };

    // Operations.
    for (operation, path) in [("healthz", "/healthz"), ("readyz", "/readyz")] {
        let (status, body) = server.get(path, None).await;
        recorder.record(operation, None, status, body);
    }

    // The catalogue.
    let (status, body) = server.get("/v1/rulesets", None).await;
    recorder.record("list_rulesets", None, status, body);
    let (status, body) = server.get("/v1/rulesets/ffb-2017", None).await;
    recorder.record("get_ruleset", None, status, shortened_ruleset(body));
    let (status, body) = server.get("/v1/rulesets/ffb-1975", None).await;
    recorder.record("get_ruleset", None, status, body);
    let (status, body) = server.get("/v1/rulesets/ffb-2017/kinds/bridge.trick_orientation", None).await;
    recorder.record("get_ruleset_kind", None, status, body);

    // Rulings without storing: a revoke read from a PBN record, and a fact
    // the kind does not know.
    let revoke = json!({"kind": "bridge.revoke", "ruleset": "ffb-2017",
        "facts": {"attention_drawn": "during_the_deal", "failed_to_play_faced_card": false},
        "record": {"pbn": REVOKE_PBN},
        "context": {"event": "Tournoi du jeudi", "table": "4", "board": 1}});
    let (status, body) = server.post("/v1/rulings", None, &revoke).await;
    recorder.record("evaluate_incident", Some(&revoke), status, body);
    let unknown = json!({"kind": "bridge.trick_orientation", "facts": {"noticed_when": "end_of_play"}});
    let (status, body) = server.post("/v1/rulings", None, &unknown).await;
    recorder.record("evaluate_incident", None, status, body);
    let batch = json!({"incidents": [
        {"kind": "bridge.trick_orientation",
         "facts": {"when_noticed": "after_next_trick_started", "own_side_played_to_next_trick": true,
                   "noticed_by": "declarer"}},
        {"kind": "bridge.insufficient_bid", "facts": {"in_turn": "yes"}}
    ]});
    let (status, body) = server.post("/v1/rulings/batch", None, &batch).await;
    recorder.record("evaluate_incidents", Some(&batch), status, body);

    // A Law 65 interview, stored: reported, facts added, read back, listed.
    let report = json!({"kind": "bridge.trick_orientation", "ruleset": "ffb-2017",
        "context": {"event": "Tournoi du jeudi", "table": "4", "board": 20,
                    "players": {"N": "FFB-0412345", "E": "FFB-0398765", "S": "FFB-0456789", "W": "FFB-0401122"},
                    "occurred_at": "2026-11-24T20:15:00Z"}});
    let (status, created) = server.post("/v1/incidents", key, &report).await;
    recorder.record("create_incident", Some(&report), status, created.clone());
    let id = created["id"].as_str().unwrap_or_default().to_owned();
    let facts = json!({"facts": {"when_noticed": "end_of_play", "count_disputed": true}});
    let (status, body) = server.post(&format!("/v1/incidents/{id}/facts"), key, &facts).await;
    recorder.record("add_facts", Some(&facts), status, body);
    let (status, body) = server.get(&format!("/v1/incidents/{id}"), key).await;
    recorder.record("get_incident", None, status, body);
    // A complete ruling the director looks at again.
    let settled = json!({"kind": "bridge.trick_orientation", "ruleset": "ffb-2017",
        "facts": {"when_noticed": "end_of_play", "count_disputed": false},
        "context": {"event": "Tournoi du jeudi", "table": "6", "board": 12}});
    let (_, complete) = server.post("/v1/incidents", key, &settled).await;
    let complete_id = complete["id"].as_str().unwrap_or_default().to_owned();
    let reopen = json!({"reason": "Le déclarant conteste le compte : l'arbitre revoit les faits."});
    let (status, body) = server.post(&format!("/v1/incidents/{complete_id}/reopen"), key, &reopen).await;
    recorder.record("reopen_incident", Some(&reopen), status, body);
    // Having looked again, the director rules otherwise than the engine.
    let director = json!({
        "reason": "Les levées ont été mélangées avant l'accord : l'arbitre reconstitue 9 levées pour le déclarant.",
        "rectifications": [{"type": "tricks_established", "declarer_side": 9, "defenders": 4,
                            "basis": "director_reconstruction"}],
        "citations": [{"law": "65", "paragraph": "B3"}]
    });
    let (status, body) = server.post(&format!("/v1/incidents/{complete_id}/rulings/director"), key, &director).await;
    recorder.record("rule_as_director", Some(&director), status, body);
    // East-West appeal his ruling, and the appeals committee hears them.
    let appeal = json!({"appellant": "EW", "reason": "La défense conteste la reconstitution des levées.",
                        "concurrence": true});
    let (status, body) = server.post(&format!("/v1/incidents/{complete_id}/appeals"), key, &appeal).await;
    let number = body["appeals"][0]["appeal"].as_i64().unwrap_or_default();
    recorder.record("lodge_appeal", Some(&appeal), status, body);
    let decision = json!({"heard_by": "appeals_committee", "outcome": "ruling_stands",
                          "reason": "Le comité retient la reconstitution de l'arbitre.", "deposit": "returned"});
    let (status, body) =
        server.post(&format!("/v1/incidents/{complete_id}/appeals/{number}/decision"), key, &decision).await;
    recorder.record("decide_appeal", Some(&decision), status, body);
    let (status, body) = server.get("/v1/incidents/0193a5c2-0000-7000-8000-000000000000", key).await;
    recorder.record("get_incident", None, status, body);
    let (status, body) = server.get("/v1/incidents?game=bridge&limit=1", key).await;
    recorder.record("list_incidents", None, status, body);
    let (status, body) = server.get("/v1/incidents", None).await;
    recorder.record("list_incidents", None, status, body);
    let (status, body) = server.get("/v1/stats/incidents?group_by=kind", key).await;
    recorder.record("incident_stats", None, status, body);
    let (status, body) = server.get("/v1/clubs", key).await;
    recorder.record("list_clubs", None, status, body);

    // Keys, managed by an admin key: a director's key issued, rotated and
    // revoked, and the club's keys listed.
    let admin = server.admin_key().await;
    let admin = Some(admin.as_str());
    let (_, clubs) = server.get("/v1/clubs", admin).await;
    let club = clubs[0]["id"].clone();
    let request = json!({"role": "club", "club": club, "label": "Directeur : Anne Martin",
                         "holder": {"kind": "director", "name": "Anne Martin", "licence": "FFB-0123456"},
                         "expires_at": "2027-06-30T00:00:00Z"});
    let (status_issued, issued) = server.post("/v1/keys", admin, &request).await;
    recorder.record("issue_key", Some(&request), status_issued, issued.clone());
    let (status, problem) = server.post("/v1/keys", admin, &json!({"role": "club"})).await;
    recorder.record("issue_key", None, status, problem);
    let id = issued["key"]["id"].as_str().unwrap_or_default().to_owned();
    let (status, rotated) = server.post(&format!("/v1/keys/{id}/rotate"), admin, &json!({})).await;
    recorder.record("rotate_key", None, status, rotated.clone());
    let new_id = rotated["key"]["id"].as_str().unwrap_or_default().to_owned();
    let (status, body) = server.post(&format!("/v1/keys/{new_id}/revoke"), admin, &json!({})).await;
    recorder.record("revoke_key", None, status, body);
    let (status, body) = server.get(&format!("/v1/keys?club={}", club.as_str().unwrap_or_default()), admin).await;
    recorder.record("list_keys", None, status, body);
    // An export of a search that finds nothing: the header alone, the same
    // whenever the example is made.
    let (status, body) = server.get("/v1/incidents/export?event=No%20such%20event", key).await;
    recorder.record("export_incidents", None, status, body);

    // A choice: an insufficient bid in turn, which LHO accepts.
    let report = json!({"kind": "bridge.insufficient_bid", "facts": {"in_turn": true},
                        "context": {"event": "Tournoi du jeudi", "table": "2", "board": 7}});
    let (_, created) = server.post("/v1/incidents", key, &report).await;
    let id = created["id"].as_str().unwrap_or_default().to_owned();
    let choices = json!({"choices": {"lho_accepts": "accept"}});
    let (status, body) = server.post(&format!("/v1/incidents/{id}/choices"), key, &choices).await;
    recorder.record("add_choices", Some(&choices), status, body);

    // An outcome: a defender's exposed card that distorts the deal; the
    // taker fails.
    let tarot_context = json!({"event": "Open de Brest", "table": "12", "deal_number": 3,
                               "players": {"offender": "T-1234", "1": "T-1234", "2": "T-2345", "3": "T-3456", "4": "T-4567"}});
    let report = json!({"kind": "tarot.exposed_card", "ruleset": "fft-donnes-libres",
        "facts": {"found_by": "players", "arbiter_called_at_once": true, "situation": "card_exposed",
                  "exposed_by": "defender", "partner_card_followed": false, "deal_distorted": true},
        "context": tarot_context});
    let (_, created) = server.post("/v1/incidents", key, &report).await;
    let id = created["id"].as_str().unwrap_or_default().to_owned();
    let outcome = json!({"outcome": {"taker_wins": false}});
    let (status, body) = server.post(&format!("/v1/incidents/{id}/outcome"), key, &outcome).await;
    recorder.record("record_outcome", Some(&outcome), status, body);
    // A first exposed card by the same defender in the event: a warning,
    // written to his sanctions.
    let report = json!({"kind": "tarot.exposed_card", "ruleset": "fft-donnes-libres",
        "facts": {"found_by": "players", "arbiter_called_at_once": true, "situation": "card_exposed",
                  "exposed_by": "defender", "partner_card_followed": false, "deal_distorted": false},
        "context": {"event": "Open de Brest", "table": "12", "deal_number": 4,
                    "players": {"offender": "T-1234", "1": "T-1234", "2": "T-2345", "3": "T-3456", "4": "T-4567"}}});
    let (status, _) = server.post("/v1/incidents", key, &report).await;
    assert_eq!(status, 201);
    let (status, body) = server.get("/v1/players/T-1234/sanctions", key).await;
    recorder.record("list_player_sanctions", None, status, body);

    // Game tools.
    let tools = [
        (
            "score_bridge_deal",
            "/v1/bridge/score",
            json!({"contract": "4SX", "declarer": "N", "vulnerable": "None", "tricks": 11}),
        ),
        (
            "score_bridge_deal",
            "/v1/bridge/score",
            json!({"contract": "4SX", "declarer": "N", "vulnerable": "None", "tricks": 14}),
        ),
        (
            "compute_adjusted_score",
            "/v1/bridge/adjusted-score",
            json!({"notation": "W60*4S=;40*4S-1", "declarer": "N", "vulnerable": "None", "offending_side": "EW"}),
        ),
        (
            "check_auction",
            "/v1/bridge/auction/check",
            json!({
            "record": {"json": {"auction": {"dealer": "N", "calls": [
                {"seat": "N", "call": "1H"}, {"seat": "E", "call": "1D", "withdrawn": true},
                {"seat": "E", "call": "Pass"}, {"seat": "S", "call": "2H"}]}}},
            "rulings": [{"offender": "E", "after_call": 3, "rectifications": [
                {"type": "must_pass", "player": "offenders_partner", "until": "end_of_auction"}]}]}),
        ),
        ("bridge_tricks", "/v1/bridge/tricks", json!({"record": {"pbn": BOARD_20_PBN}})),
        // Seed 004: West dropped the king of hearts with the 8 of spades;
        // dummy's ace of hearts is led: West must play his king.
        (
            "bridge_legal_plays",
            "/v1/bridge/legal-plays",
            json!({
            "record": {"json": {
                "board": 1, "dealer": "S", "vulnerable": "None", "contract": "3NT", "declarer": "S",
                "deal": {
                    "N": ["SK","SQ","S7","HA","H4","H2","D8","D6","D2","C8","C7","C5","C3"],
                    "E": ["S6","S2","HJ","H8","H6","DK","D9","D7","D5","CQ","CT","C9","C6"],
                    "S": ["SA","SJ","ST","S3","HQ","H7","H5","H3","DA","D4","CA","CK","C2"],
                    "W": ["S9","S8","S5","S4","HK","HT","H9","DQ","DJ","DT","D3","CJ","C4"]
                },
                "play": {"opening_leader": "W", "rows": [["D2", "D5", "D4", "DQ"], ["D6", "D7", "DA", "DJ"],
                                                          ["SK", "S2", "S3", "S8"], ["HA", "H6", "H3", null]]}
            }},
            "seat": "W",
            "penalty_cards": [{"seat": "W", "card": "HK", "kind": "major"}]}),
        ),
        (
            "analyse_double_dummy",
            "/v1/bridge/double-dummy",
            json!({"record": {"pbn": "[Board \"20\"]\n[Dealer \"W\"]\n[Vulnerable \"All\"]\n\
                [Deal \"N:KT.JT865.AQT6.A5 A74.AQ2.K8752.92 QJ983.K943.J.Q73 652.7.943.KJT864\"]\n\
                [Declarer \"S\"]\n[Contract \"4S\"]\n[Play \"W\"]\nC6 CA C2 CQ\n"},
                "after_cards": 4,
                "contracts": [{"contract": "4S", "declarer": "S"}, {"contract": "5DX", "declarer": "E"}]}),
        ),
        ("analyse_double_dummy", "/v1/bridge/double-dummy", json!({"record": {"json": {"board": 1}}})),
        (
            "score_tarot_deal",
            "/v1/tarot/score",
            json!({"players": 4, "contract": "garde", "taker_points": 49,
            "taker_oudlers": 2, "handles": [{"side": "taker", "kind": "simple"}], "petit_au_bout": "taker",
            "chelem": {"announced": false, "made_by": null}}),
        ),
        (
            "score_tarot_deal",
            "/v1/tarot/score",
            json!({"players": 6, "contract": "garde", "taker_points": 49, "taker_oudlers": 2}),
        ),
        (
            "check_tarot_sheet",
            "/v1/tarot/sheet/check",
            json!({"table": "12",
            "players": [{"name": "Alice Martin", "number": "T-1234"}, {"name": "Bruno Leroy", "number": "T-2345"},
                        {"name": "Chloé Petit", "number": "T-3456"}, {"name": "David Roux", "number": "T-4567"}],
            "deals": [{"scores": [318, -106, -106, -106], "taker": 0, "contract": "garde", "taker_points": 49, "taker_oudlers": 2},
                      {"scores": [-60, 20, 20, 10]}]}),
        ),
    ];
    // A tarot deal cut in the middle of the second trick.
    let mut tarot: Value = serde_json::from_str(TAROT_DEAL).expect("the tarot fixture");
    if let Some(tricks) = tarot["tricks"].as_array_mut() {
        tricks.truncate(2);
        if let Some(cards) = tricks[1]["cards"].as_array_mut() {
            cards.truncate(2);
        }
    }
    let tools: Vec<(&str, &str, Value)> = tools
        .into_iter()
        .chain(std::iter::once(("tarot_legal_plays", "/v1/tarot/legal-plays", json!({"record": tarot}))))
        .collect();
    for (operation, path, request) in tools {
        let (status, body) = server.post(path, None, &request).await;
        let first = recorder.examples.get(operation).is_none_or(|e| e.request.is_none());
        recorder.record(operation, first.then_some(&request), status, body);
    }

    let generated = recorder.written_examples();
    // Every success example is a success.
    for (operation, example) in generated.as_object().into_iter().flatten() {
        let statuses: Vec<&String> = example["responses"].as_object().map(|r| r.keys().collect()).unwrap_or_default();
        assert!(statuses.iter().any(|s| s.starts_with('2')), "{operation}: {statuses:?}");
    }
    let text = serde_json::to_string_pretty(&generated).expect("examples serialize") + "\n";
    if std::env::var_os("ARBITRE_BLESS").is_some() {
        std::fs::write(EXAMPLES, &text).expect("write the examples");
    } else {
        let committed = std::fs::read_to_string(EXAMPLES).unwrap_or_default();
        assert!(
            committed == text,
            "the examples differ from what the server answers: run `ARBITRE_BLESS=1 cargo test -p arbitre-server \
             --test http -- examples::`, read the diff, then regenerate openapi/openapi.json"
        );
    }
    server.close().await;
}
