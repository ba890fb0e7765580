//! Evaluates one incident many times, for instruction counts: run it under
//! `valgrind --tool=callgrind` twice with different counts, and the
//! difference divided by the difference of counts is the instructions per
//! evaluation, free of start-up (docs/PERFORMANCE.md, "Instructions per
//! evaluation").
//!
//! `cargo run --release -p arbitre-rules --example evaluate_many -- law27 1000 [untraced]`
//! (`untraced`: without the trace, as `POST /v1/rulings` evaluates unless
//! `?explain=true` asks for it).

#![allow(missing_docs)]

use arbitre_rules::ruleset::FFB_2017;
use arbitre_rules::ruling::Incident;
use arbitre_rules::{Trace, evaluate_with};
use serde_json::{Value, json};

#[path = "../benches/support/mod.rs"]
mod support;

/// The shared benchmark incident, of `kind`, with these elections.
fn incident(kind: &str, facts: Value, choices: &[(&str, &str)], pbn: Option<&str>) -> Incident {
    let mut incident = support::incident(facts, pbn);
    incident.kind = kind.into();
    incident.choices = choices.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect();
    incident
}

/// The five incidents of `bench/zen`'s comparison (27B1(a), 27A1 accepted,
/// 27A2 out of turn, 27B1(b) same purpose, 27B2 not comparable), read from
/// the file that comparison reads.
fn zen_comparison_incidents() -> Vec<Incident> {
    let listed: Vec<Value> =
        serde_json::from_str(include_str!("../../../bench/zen/incidents.json")).expect("the incidents read");
    listed
        .iter()
        .map(|listed| {
            let choices: Vec<(&str, &str)> = listed["choices"]
                .as_object()
                .into_iter()
                .flatten()
                .filter_map(|(id, option)| Some((id.as_str(), option.as_str()?)))
                .collect();
            incident("bridge.insufficient_bid", listed["facts"].clone(), &choices, None)
        })
        .collect()
}

fn main() {
    let mut args = std::env::args().skip(1);
    let which = args.next().unwrap_or_else(|| "law27".to_owned());
    let count: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(1000);
    let trace = if args.next().as_deref() == Some("untraced") { Trace::Left } else { Trace::Kept };
    let pbn = include_str!("../tests/fixtures/realbridge2021_board20.pbn");
    let incident = match which.as_str() {
        // The facts-only insufficient bid of issue 18's comparison: in
        // turn, replaced by the lowest sufficient bid in the same
        // denomination, not accepted (27B1(a)).
        "law27" => incident(
            "bridge.insufficient_bid",
            json!({"in_turn": true, "replacement": "lowest_sufficient_same_denomination"}),
            &[("lho_accepts", "refuse")],
            None,
        ),
        "law65" => incident(
            "bridge.trick_orientation",
            json!({"when_noticed": "before_next_trick", "noticed_by": "defender", "defender_manner": "speech"}),
            &[],
            None,
        ),
        "law65_pbn" => incident(
            "bridge.trick_orientation",
            json!({"when_noticed": "end_of_play", "count_disputed": true}),
            &[],
            Some(pbn),
        ),
        // A penalty card with its record (the FFB sheet no. 2's ♥K): the
        // record is looked at by the record's facts, the law and the
        // adjusted score's review.
        "law50_pbn" => {
            let case: Value =
                serde_json::from_str(include_str!("../tests/cases/law50_record_past_the_penalty_card_played.json"))
                    .expect("the case");
            let mut request = case["request"].clone();
            if let Some(fields) = request.as_object_mut() {
                fields.remove("ruleset");
            }
            let mut incident: Incident = serde_json::from_value(request).expect("an incident");
            incident.facts.insert("next_turn".into(), json!("offender_plays"));
            incident
        }
        // The five Law 27 incidents of bench/zen's comparison, in turn:
        // their mean is what that comparison counts.
        "zen5" => {
            let five = zen_comparison_incidents();
            let mut complete = 0usize;
            for round in 0..count {
                let incident = &five[round % five.len()];
                let decision = evaluate_with(std::hint::black_box(incident), &FFB_2017, trace);
                complete += usize::from(decision.is_ok_and(|d| d.status == arbitre_rules::ruling::Status::Complete));
            }
            println!("{which}: {count} evaluations, {complete} complete");
            return;
        }
        other => {
            eprintln!("unknown incident {other}: law27, law65, law65_pbn, law50_pbn or zen5");
            std::process::exit(2);
        }
    };
    let mut complete = 0usize;
    for _ in 0..count {
        let decision = evaluate_with(std::hint::black_box(&incident), &FFB_2017, trace);
        complete += usize::from(decision.is_ok_and(|d| d.status == arbitre_rules::ruling::Status::Complete));
    }
    println!("{which}: {count} evaluations, {complete} complete");
}
