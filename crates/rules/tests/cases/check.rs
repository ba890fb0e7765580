//! Shared by the engine and HTTP case runners: loads the case files and
//! checks a decision (or an error) against a case's `expect`.

use serde_json::Value;

/// Every case file, by name.
pub fn load_cases() -> Vec<(String, Value)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../rules/tests/cases");
    let mut cases = Vec::new();
    let mut entries: Vec<_> = std::fs::read_dir(dir).expect("the cases folder").flatten().collect();
    entries.sort_by_key(|e| e.file_name());
    for entry in entries {
        let name = entry.file_name().to_string_lossy().into_owned();
        // A case's golden decision sits beside it (`tests/golden.rs`).
        if !name.ends_with(".json") || name.ends_with(".decision.json") {
            continue;
        }
        let text = std::fs::read_to_string(entry.path()).expect("readable case");
        let case: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{name}: invalid JSON: {e}"));
        cases.push((name, case));
    }
    cases
}

/// Whether every field of `expected` is equal in `actual`; a nested object
/// matches when its own listed fields do (so a case can check a few figures
/// of a tarot score without restating the whole breakdown).
fn contains(actual: &Value, expected: &Value) -> bool {
    expected.as_object().is_some_and(|fields| {
        fields.iter().all(|(k, v)| match (actual.get(k), v) {
            (Some(a @ Value::Object(_)), Value::Object(_)) => contains(a, v),
            (Some(a), v) => a == v,
            (None, _) => false,
        })
    })
}

/// Checks a decision, or the `{code, pointer}` of an error, against `expect`.
pub fn check(file: &str, expect: &Value, outcome: Result<Value, Value>) {
    let decision = match (outcome, expect.get("error")) {
        (Err(error), Some(expected)) => {
            assert!(contains(&error, expected), "{file}: error {error} does not match {expected}");
            return;
        }
        (Err(error), None) => panic!("{file}: refused: {error}"),
        (Ok(decision), Some(expected)) => panic!("{file}: expected error {expected}, got {decision}"),
        (Ok(decision), None) => decision,
    };
    if let Some(status) = expect.get("status") {
        assert_eq!(&decision["status"], status, "{file}: status");
    }
    if let Some(questions) = expect.get("questions") {
        let asked: Vec<Value> =
            decision["questions"].as_array().into_iter().flatten().map(|q| q["id"].clone()).collect();
        assert_eq!(&Value::Array(asked), questions, "{file}: questions");
    }
    let rectifications = decision["rectifications"].as_array().cloned().unwrap_or_default();
    if let Some(expected) = expect.get("rectifications").and_then(Value::as_array) {
        if expected.is_empty() {
            assert!(rectifications.is_empty(), "{file}: expected no rectification, got {rectifications:?}");
        }
        for e in expected {
            assert!(rectifications.iter().any(|r| contains(r, e)), "{file}: missing {e} in {rectifications:?}");
        }
    }
    // Sentences the summary must hold, per language.
    for (lang, parts) in expect.get("summary_contains").and_then(Value::as_object).into_iter().flatten() {
        let summary = decision["summary"][lang].as_str().unwrap_or_default();
        for part in parts.as_array().into_iter().flatten().filter_map(Value::as_str) {
            assert!(summary.contains(part), "{file}: the {lang} summary lacks {part:?}: {summary}");
        }
    }
    for (lang, parts) in expect.get("summary_lacks").and_then(Value::as_object).into_iter().flatten() {
        let summary = decision["summary"][lang].as_str().unwrap_or_default();
        for part in parts.as_array().into_iter().flatten().filter_map(Value::as_str) {
            assert!(!summary.contains(part), "{file}: the {lang} summary holds {part:?}: {summary}");
        }
    }
    for absent in expect.get("no_rectifications").and_then(Value::as_array).into_iter().flatten() {
        assert!(!rectifications.iter().any(|r| &r["type"] == absent), "{file}: unexpected {absent}");
    }
    if let Some(expected) = expect.get("information").and_then(Value::as_array) {
        let information = decision["information"].as_array().cloned().unwrap_or_default();
        assert_eq!(information.len(), expected.len(), "{file}: information {information:?}");
        for e in expected {
            assert!(information.iter().any(|i| contains(i, e)), "{file}: missing information {e}");
        }
    }
    if let Some(expected) = expect.get("irregular_call") {
        let found = &decision["derived"]["irregular_call"];
        assert!(contains(found, expected), "{file}: irregular call {found} vs {expected}");
    }
    if let Some(expected) = expect.get("derived") {
        let found = &decision["derived"];
        assert!(contains(found, expected), "{file}: derived {found} vs {expected}");
    }
    if let Some(expected) = expect.get("choice") {
        if expected.is_null() {
            assert!(decision.get("choice").is_none(), "{file}: unexpected choice {}", decision["choice"]);
        } else {
            assert!(contains(&decision["choice"], expected), "{file}: choice {} vs {expected}", decision["choice"]);
        }
    }
    if let Some(expected) = expect.get("conditional").and_then(Value::as_array) {
        let whens: Vec<Value> =
            decision["conditional"].as_array().into_iter().flatten().map(|c| c["when"].clone()).collect();
        assert_eq!(&whens, expected, "{file}: conditional branches");
    }
    // Rule ids the trace must show applied (checked where the decision
    // carries its trace: the engine's runner, an explained HTTP ruling).
    if let Some(trace) = decision.get("trace").and_then(Value::as_array) {
        for rule in expect.get("applied").and_then(Value::as_array).into_iter().flatten() {
            assert!(
                trace.iter().any(|step| &step["rule"] == rule && step["applied"] == true),
                "{file}: rule {rule} not applied"
            );
        }
    }
    for cited in expect.get("not_cited").and_then(Value::as_array).into_iter().flatten() {
        let cited = cited.as_str().unwrap_or("");
        let found =
            decision["citations"].as_array().into_iter().flatten().any(|c| {
                format!("{} {}", c["law"].as_str().unwrap_or(""), c["paragraph"].as_str().unwrap_or("")) == cited
            });
        assert!(!found, "{file}: law {cited} cited");
    }
    if let Some(code) = expect.get("code") {
        for citation in decision["citations"].as_array().into_iter().flatten() {
            assert_eq!(&citation["code"], code, "{file}: citation {citation}");
        }
    }
    for cited in expect.get("citations").and_then(Value::as_array).into_iter().flatten() {
        let cited = cited.as_str().unwrap_or("");
        let found =
            decision["citations"].as_array().into_iter().flatten().any(|c| {
                format!("{} {}", c["law"].as_str().unwrap_or(""), c["paragraph"].as_str().unwrap_or("")) == cited
            });
        assert!(found, "{file}: law {cited} not cited");
    }
}
