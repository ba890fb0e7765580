//! Benchmarks of `evaluate` on Law 65, with and without a deal record.
//! Run with `cargo bench -p arbitre-rules`; results are in docs/PERFORMANCE.md.

#![allow(missing_docs)]

use arbitre_rules::evaluate;
use arbitre_rules::ruleset::FFB_2017;
use criterion::{Criterion, criterion_group, criterion_main};
use serde_json::json;
use support::incident;

#[path = "support/mod.rs"]
mod support;

fn law65(c: &mut Criterion) {
    let pbn = include_str!("../tests/fixtures/realbridge2021_board20.pbn");
    let without_record = incident(
        json!({"when_noticed": "before_next_trick", "noticed_by": "defender", "defender_manner": "speech"}),
        None,
    );
    let with_record = incident(json!({"when_noticed": "end_of_play", "count_disputed": true}), Some(pbn));
    c.bench_function("law65/without_record", |b| b.iter(|| evaluate(std::hint::black_box(&without_record), &FFB_2017)));
    c.bench_function("law65/with_pbn_record", |b| b.iter(|| evaluate(std::hint::black_box(&with_record), &FFB_2017)));
}

fn law27(c: &mut Criterion) {
    // A full board with its auction: North opens 1H, East bids an
    // insufficient 1D, withdrawn and replaced by a pass (Law 27B2).
    let pbn = "[Event \"Bench\"]\n[Board \"3\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
               [Deal \"N:AKQJ.AKQJ.AKQ.32 T984.T98.T98.AKQ 765.765.765.JT98 32.432.J432.7654\"]\n\
               [Auction \"N\"]\n1H ^I 1D\n";
    let mut incident = incident(
        json!({"in_turn": true, "replacement": "pass", "same_or_more_precise_meaning": false,
               "withdrawn_call_specified_suits": true}),
        Some(pbn),
    );
    incident.kind = "bridge.insufficient_bid".into();
    incident.choices.insert("lho_accepts".into(), "refuse".into());
    assert!(evaluate(&incident, &FFB_2017).is_ok(), "the benchmark's incident must be valid");
    c.bench_function("law27/insufficient_bid_pbn_record", |b| {
        b.iter(|| evaluate(std::hint::black_box(&incident), &FFB_2017))
    });
}

fn law64(c: &mut Criterion) {
    let pbn = include_str!("../tests/fixtures/revoke_a1.pbn");
    let mut incident =
        incident(json!({"attention_drawn": "during_the_deal", "failed_to_play_faced_card": false}), Some(pbn));
    incident.kind = "bridge.revoke".into();
    assert!(evaluate(&incident, &FFB_2017).is_ok(), "the benchmark's incident must be valid");
    c.bench_function("law64/revoke_pbn_record", |b| b.iter(|| evaluate(std::hint::black_box(&incident), &FFB_2017)));
}

criterion_group!(benches, law65, law27, law64);
criterion_main!(benches);
