//! What a thin client needs to draw every screen from a decision alone, in
//! both languages: checked on every case of `tests/cases/`, then on the
//! screens of one interview that waits for the deal's result.

#![allow(missing_docs)]
// A test reads as one scenario (or one checker), start to end: the
// length lint is for the code under test (issue 12).
#![allow(clippy::too_many_lines)]

use arbitre_rules::ruling::{AnswerIn, Incident, Status, TraceValue};
use arbitre_rules::{Decision, ruleset};
use serde_json::{Value, json};

// Only the case loader is used here.
#[path = "cases/check.rs"]
#[allow(dead_code)]
mod check;

fn decide(request: Value) -> Result<Decision, arbitre_rules::InputError> {
    let mut request = request;
    let ruleset_id = request.as_object_mut().and_then(|o| o.remove("ruleset"));
    let ruleset = ruleset::find(ruleset_id.as_ref().and_then(Value::as_str).unwrap_or("ffb-2017")).expect("ruleset");
    let incident: Incident = serde_json::from_value(request).expect("an incident");
    arbitre_rules::evaluate(&incident, ruleset)
}

fn translated(text: &arbitre_rules::text::Localized, what: &str) {
    assert!(!text.fr.is_empty() && !text.en.is_empty() && text.fr != text.en, "{what}: {text:?}");
}

#[test]
fn every_decision_of_the_cases_can_be_drawn_without_text_of_the_clients_own() {
    for (file, case) in check::load_cases() {
        let Ok(decision) = decide(case["request"].clone()) else { continue };
        let json = serde_json::to_value(&decision).expect("a decision serializes");
        // Every rectification, decided, offered or conditional, says what it means.
        let mut rectifications: Vec<&Value> = json["rectifications"].as_array().into_iter().flatten().collect();
        for list in ["conditional"] {
            for branch in json[list].as_array().into_iter().flatten() {
                rectifications.extend(branch["rectifications"].as_array().into_iter().flatten());
            }
        }
        for option in json["choice"]["options"].as_array().into_iter().flatten() {
            rectifications.extend(option["rectifications"].as_array().into_iter().flatten());
        }
        for r in rectifications {
            let description: arbitre_rules::text::Localized =
                serde_json::from_value(r["description"].clone()).unwrap_or_else(|_| panic!("{file}: {r}"));
            translated(&description, &format!("{file}: the description of {}", r["type"]));
        }
        if let Some(choice) = &decision.choice {
            translated(&choice.question, &format!("{file}: choice {}", choice.id));
            translated(&choice.holder_label, &format!("{file}: holder of {}", choice.id));
        }
        // A decision waiting for the result asks for it like a fact.
        if decision.status == Status::AwaitingOutcome {
            assert!(!decision.questions.is_empty(), "{file}: awaiting the outcome with no question");
            assert!(decision.questions.iter().all(|q| q.answer_in == AnswerIn::Outcome), "{file}");
        } else {
            assert!(decision.questions.iter().all(|q| q.answer_in == AnswerIn::Facts), "{file}");
        }
        // The trace's values are of the types the contract documents.
        for step in decision.trace.iter().flatten() {
            for (fact, value) in &step.read {
                assert!(
                    serde_json::from_value::<TraceValue>(value.clone()).is_ok(),
                    "{file}: {} read {fact} = {value}, not a TraceValue",
                    step.rule
                );
            }
        }
    }
}

/// A defender's exposed card that distorts the deal: cancelled if the
/// defence wins, scored if it loses (FFT, Carte exposée). The three screens:
/// the conditional ruling with the outcome form, then each result.
#[test]
fn a_ruling_that_waits_for_the_result_asks_for_it_then_says_what_was_decided() {
    let request = json!({"kind": "tarot.exposed_card", "ruleset": "fft-donnes-libres",
        "facts": {"found_by": "players", "arbiter_called_at_once": true, "situation": "card_exposed",
                  "exposed_by": "defender", "partner_card_followed": false, "deal_distorted": true}});
    let pending = decide(request.clone()).expect("a decision");
    assert_eq!(pending.status, Status::AwaitingOutcome);
    let kind = ruleset::find("fft-donnes-libres").and_then(|r| r.kind("tarot.exposed_card")).expect("the kind");
    let asked: Vec<&str> = pending.questions.iter().map(|q| q.id.as_str()).collect();
    let catalogue: Vec<&str> = kind.outcome().iter().map(|f| f.id).collect();
    assert_eq!(asked, catalogue, "the outcome form is the catalogue's");

    for (taker_wins, decided) in [(true, "deal_scored"), (false, "deal_cancelled")] {
        let mut settled = request.clone();
        settled["outcome"] = json!({"taker_wins": taker_wins});
        let decision = decide(settled).expect("a decision");
        assert_eq!(decision.status, Status::Complete, "taker_wins {taker_wins}");
        assert!(decision.questions.is_empty());
        let json = serde_json::to_value(&decision).expect("serializes");
        assert!(json["rectifications"].as_array().into_iter().flatten().any(|r| r["type"] == decided), "{json}");
        // The summary no longer states the branch that did not happen.
        assert_ne!(decision.summary, pending.summary, "taker_wins {taker_wins}");
        assert!(!decision.summary.en.contains(" if "), "{}", decision.summary.en);
        assert!(!decision.summary.fr.contains(" si "), "{}", decision.summary.fr);
        let word = if taker_wins { ("marquée", "scored") } else { ("annulée", "cancelled") };
        assert!(decision.summary.fr.contains(word.0), "{}", decision.summary.fr);
        assert!(decision.summary.en.contains(word.1), "{}", decision.summary.en);
    }
}
