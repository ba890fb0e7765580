//! Issue 18's committed comparison: the same Law 27 incidents (the
//! facts-only insufficient bid of the 2017 Laws), ruled by arbitre-rules and
//! by GoRules ZEN on an equivalent decision table (`law27.json`), each
//! answer checked against the other, then timed in interleaved rounds.
//!
//! `cargo run --release --manifest-path bench/zen/Cargo.toml [evaluations per round] [rounds]`
//!
//! For instruction counts, one side alone, N evaluations, untimed:
//! `valgrind --tool=callgrind target/release/arbitre-zen-comparison N 0 arbitre` (or `zen`);
//! two runs with different N, the difference of instructions divided by the
//! difference of N is one evaluation's (docs/PERFORMANCE.md).
//!
//! Both engines run under the allocator the service runs with (mimalloc,
//! as `crates/server` sets it); `--no-default-features` runs both under the
//! system's instead.
//!
//! The table states what a club program reads off Arbitre's decision:
//! status, rectification types, citations (law and paragraph) and
//! information flags. Arbitre's decision also carries the summary and each
//! citation's title in French and English, the questions and the choice to
//! put to the players: work the table does not do. Arbitre is timed as
//! `POST /v1/rulings` runs it (no trace unless asked for).

use std::collections::BTreeMap;
use std::hint::black_box;
use std::time::Instant;

use arbitre_rules::ruleset::FFB_2017;
use arbitre_rules::ruling::{Decision, Incident};
use arbitre_rules::{Trace, evaluate_with};
use serde_json::{Value, json};
use zen_engine::Decision as ZenDecision;
use zen_engine::model::GraphContent;

// The service's allocator, for ZEN as for Arbitre: an engine is measured as
// the server would run it, and neither gets an allocator the other lacks.
#[cfg(feature = "service-allocator")]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The incidents: one for each row of the table, as facts and choices.
/// They are in `incidents.json`, which arbitre-rules' `evaluate_many`
/// example reads too (its `zen5`), so that both count the same five.
fn incidents() -> Vec<(Value, Value)> {
    let listed: Vec<Value> = serde_json::from_str(include_str!("../incidents.json")).expect("the incidents read");
    listed.into_iter().map(|incident| (incident["facts"].clone(), incident["choices"].clone())).collect()
}

fn arbitre_incident(facts: &Value, choices: &Value) -> Incident {
    Incident {
        kind: "bridge.insufficient_bid".into(),
        facts: serde_json::from_value::<BTreeMap<String, Value>>(facts.clone()).unwrap_or_default(),
        record: None,
        choices: serde_json::from_value::<BTreeMap<String, String>>(choices.clone()).unwrap_or_default(),
        outcome: None,
    }
}

/// What the table states, read off Arbitre's decision.
fn arbitre_outputs(decision: &Decision) -> Value {
    let decision = serde_json::to_value(decision).unwrap_or_default();
    let list = |key: &str, f: &dyn Fn(&Value) -> String| -> Value {
        decision[key].as_array().into_iter().flatten().map(f).collect::<Vec<_>>().into()
    };
    let citation = |c: &Value| {
        let paragraph = c["paragraph"].as_str().unwrap_or_default();
        let law = c["law"].as_str().unwrap_or_default();
        // A paragraph written alone in the table ("23A") names the law's
        // lettering the same way Arbitre's citation does.
        format!("{law}{paragraph}")
    };
    json!({
        "status": decision["status"],
        "rectifications": list("rectifications", &|r| r["type"].as_str().unwrap_or_default().to_owned()),
        "citations": list("citations", &citation),
        "information": list("information", &|i| format!(
            "{}:{}",
            i["status"].as_str().unwrap_or_default(),
            i["holder"].as_str().unwrap_or_default()
        )),
    })
}

/// The table's context: the facts and the choices side by side.
fn zen_context(facts: &Value, choices: &Value) -> Value {
    let mut context = facts.as_object().cloned().unwrap_or_default();
    context.extend(choices.as_object().cloned().unwrap_or_default());
    Value::Object(context)
}

fn median(mut rates: Vec<f64>) -> f64 {
    rates.sort_by(f64::total_cmp);
    rates[rates.len() / 2]
}

fn main() {
    let mut args = std::env::args().skip(1);
    let per_round: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(200_000);
    let rounds: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(5);
    let alone = args.next();
    let runtime = tokio::runtime::Builder::new_current_thread().build().expect("a runtime");

    let content: GraphContent = serde_json::from_str(include_str!("../law27.json")).expect("the table reads");
    let mut zen = ZenDecision::from(content);
    // Compiled once, as a loader with a configuration does.
    zen.compile();

    let cases: Vec<(Incident, zen_engine::Variable)> = incidents()
        .iter()
        .map(|(facts, choices)| (arbitre_incident(facts, choices), zen_context(facts, choices).into()))
        .collect();

    // The two agree on every incident before anything is timed.
    for (incident, context) in &cases {
        let decision = evaluate_with(incident, &FFB_2017, Trace::Left).expect("Arbitre rules");
        let ours = arbitre_outputs(&decision);
        let answer = runtime.block_on(zen.evaluate(context.clone())).expect("ZEN evaluates");
        let theirs = serde_json::to_value(&answer.result).expect("a JSON value");
        assert_eq!(ours, theirs, "the table and Arbitre disagree on {:?}", incident.facts);
    }
    println!("{} incidents: the table and Arbitre agree on every one", cases.len());

    // One side alone, untimed, for callgrind.
    match alone.as_deref() {
        Some("arbitre") => {
            for i in 0..per_round {
                let (incident, _) = &cases[i % cases.len()];
                black_box(evaluate_with(black_box(incident), &FFB_2017, Trace::Left).ok());
            }
            return;
        }
        Some("zen") => {
            runtime.block_on(async {
                for i in 0..per_round {
                    let (_, context) = &cases[i % cases.len()];
                    black_box(zen.evaluate(black_box(context.clone())).await.ok());
                }
            });
            return;
        }
        _ => {}
    }

    let mut arbitre_rates = Vec::new();
    let mut zen_rates = Vec::new();
    for round in 1..=rounds {
        let start = Instant::now();
        for i in 0..per_round {
            let (incident, _) = &cases[i % cases.len()];
            black_box(evaluate_with(black_box(incident), &FFB_2017, Trace::Left).ok());
        }
        let arbitre = per_round as f64 / start.elapsed().as_secs_f64();
        let start = Instant::now();
        runtime.block_on(async {
            for i in 0..per_round {
                let (_, context) = &cases[i % cases.len()];
                black_box(zen.evaluate(black_box(context.clone())).await.ok());
            }
        });
        let zen_rate = per_round as f64 / start.elapsed().as_secs_f64();
        println!("round {round}: Arbitre {arbitre:.0}/s, ZEN {zen_rate:.0}/s, ratio {:.2}", arbitre / zen_rate);
        arbitre_rates.push(arbitre);
        zen_rates.push(zen_rate);
    }
    let (arbitre, zen_rate) = (median(arbitre_rates), median(zen_rates));
    println!("median of {rounds}: Arbitre {arbitre:.0}/s, ZEN {zen_rate:.0}/s, ratio {:.2}", arbitre / zen_rate);
}
