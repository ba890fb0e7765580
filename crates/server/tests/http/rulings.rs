//! Runs every case of `crates/rules/tests/cases/` through HTTP (`POST
//! /v1/rulings?explain=true`): each answer must be the case's golden
//! decision (`X.decision.json`, written by the engine's own golden test)
//! byte for byte, and each catalogue body the golden catalogue.

use crate::common;

use serde_json::{Value, json};

#[path = "../../../rules/tests/cases/check.rs"]
mod check;

const CASES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../rules/tests/cases");
const CATALOGUE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../rules/tests/catalogue");

fn pretty(value: &Value) -> String {
    serde_json::to_string_pretty(value).unwrap_or_default() + "\n"
}

#[tokio::test]
async fn every_case_of_the_corpus_holds_over_http() {
    let server = common::sqlite().await;
    let cases = check::load_cases();
    assert!(!cases.is_empty());
    let mut different = Vec::new();
    let mut with_figures = 0;
    for (file, case) in cases {
        let (status, mut body) = server.post("/v1/rulings?explain=true", None, &case["request"]).await;
        // The service adds double-dummy figures the engine does not compute
        // (the 64C suggestion, the 12C figures: bridge::double_dummy tests
        // them); the rest is the engine's decision, byte for byte.
        if let Some(derived) = body.get_mut("derived").and_then(Value::as_object_mut) {
            let figures = derived.remove("double_dummy");
            let suggestion = derived.remove("revoke_equity");
            if let Some(figures) = &figures {
                assert_eq!(figures["basis"], "double_dummy", "{file}: {figures}");
            }
            with_figures += usize::from(figures.is_some() || suggestion.is_some());
        }
        let golden =
            std::fs::read_to_string(format!("{CASES}/{}", file.replace(".json", ".decision.json"))).unwrap_or_default();
        let answer = if status == 200 {
            pretty(&json!({"decision": body}))
        } else {
            // The problem document carries the detail in one language
            // (French by default); the golden error has both.
            let expected: Value = serde_json::from_str(&golden).unwrap_or_default();
            let same = body["code"] == expected["error"]["code"]
                && body["pointer"] == expected["error"]["pointer"]
                && body["detail"] == expected["error"]["detail"]["fr"];
            if same { golden.clone() } else { pretty(&body) }
        };
        if answer != golden {
            different.push(file.clone());
        }
        let outcome = if status == 200 { Ok(body) } else { Err(body) };
        check::check(&file, &case["expect"], outcome);
    }
    assert!(different.is_empty(), "answers over HTTP differ from the golden decisions: {different:?}");
    // Cases with four hands whose ruling reviews the score got figures.
    assert!(with_figures > 0);
    server.close().await;
}

#[tokio::test]
async fn every_catalogue_body_is_its_golden() {
    let server = common::sqlite().await;
    for ruleset in arbitre_rules::ruleset::ALL {
        let (status, body) = server.get(&format!("/v1/rulesets/{}", ruleset.id), None).await;
        assert_eq!(status, 200);
        let golden = std::fs::read_to_string(format!("{CATALOGUE}/{}.json", ruleset.id)).unwrap_or_default();
        assert!(pretty(&body) == golden, "GET /v1/rulesets/{} differs from its golden catalogue", ruleset.id);
    }
    server.close().await;
}

/// A JSON record is read for its shape even by a kind whose ruling does not
/// look into it: a field no reader knows is refused, not stored and shown
/// back (schemathesis found one kept that way, breaking the contract).
#[tokio::test]
async fn a_json_record_with_an_unknown_field_is_refused_whatever_the_kind() {
    let server = common::sqlite().await;
    let request = json!({"kind": "bridge.extraneous_information",
        "record": {"json": {"": null, "board": 0, "contract": "1C"}}});
    let (status, problem) = server.post("/v1/rulings", None, &request).await;
    assert_eq!(status, 422, "{problem}");
    assert!(problem["pointer"].as_str().is_some_and(|p| p.starts_with("/record/json")), "{problem}");
    let (_, key) = server.club("Club").await;
    let (status, problem) = server.post("/v1/incidents", Some(&key), &request).await;
    assert_eq!(status, 422, "{problem}");
    let tarot = json!({"kind": "tarot.false_discard", "record": {"tarot": {"players": "four"}}});
    let (status, problem) = server.post("/v1/rulings", None, &tarot).await;
    // The field at fault inside the record is named.
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/record/tarot/players")), "{problem}");
    server.close().await;
}
