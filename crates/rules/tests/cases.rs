//! Runs every case of `tests/cases/` against the engine.

#![allow(missing_docs)]
// A test reads as one scenario (or one checker), start to end: the
// length lint is for the code under test (issue 12).
#![allow(clippy::too_many_lines)]

use arbitre_rules::ruleset;
use arbitre_rules::ruling::Incident;
use serde_json::{Value, json};

#[path = "cases/check.rs"]
mod check;

#[test]
fn every_case_of_the_corpus_holds() {
    let cases = check::load_cases();
    assert!(!cases.is_empty(), "no case found");
    for (file, case) in cases {
        let mut request = case["request"].clone();
        let ruleset_id = request.as_object_mut().and_then(|o| o.remove("ruleset"));
        let ruleset = ruleset::find(ruleset_id.as_ref().and_then(Value::as_str).unwrap_or("ffb-2017"))
            .unwrap_or_else(|| panic!("{file}: unknown ruleset"));
        let incident: Incident =
            serde_json::from_value(request).unwrap_or_else(|e| panic!("{file}: not an incident: {e}"));
        let result = arbitre_rules::evaluate(&incident, ruleset);
        let outcome = match result {
            Ok(decision) => Ok(serde_json::to_value(decision).unwrap_or(Value::Null)),
            Err(error) => Err(json!({"code": error.code, "pointer": error.pointer})),
        };
        check::check(&file, &case["expect"], outcome);
    }
}
