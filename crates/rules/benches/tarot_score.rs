//! Benchmarks of tarot scoring: a whole four-player deal record (validate
//! every card and trick, count, find revokes and faults, score), and a score
//! summary alone. Run with `cargo bench -p arbitre-rules --bench tarot_score`;
//! results are in docs/PERFORMANCE.md.

#![allow(missing_docs)]

use arbitre_rules::tarot::card::HalfPoints;
use arbitre_rules::tarot::deal::{Contract, Side, TableSize};
use arbitre_rules::tarot::findings::score_record;
use arbitre_rules::tarot::handles::HandleKind;
use arbitre_rules::tarot::record::DealRecord;
use arbitre_rules::tarot::scoring::{Chelem, DealSummary, HandleBonus, score};
use criterion::{Criterion, criterion_group, criterion_main};

fn tarot(c: &mut Criterion) {
    let text = include_str!("../tests/fixtures/tarot_4p_garde.json");
    let record: Option<DealRecord> = serde_json::from_str(text).ok();
    let Some(record) = record else { return };
    c.bench_function("tarot/score_record", |b| b.iter(|| score_record(std::hint::black_box(&record))));
    c.bench_function("tarot/parse_and_score_record", |b| {
        b.iter(|| {
            let record: Option<DealRecord> = serde_json::from_str(std::hint::black_box(text)).ok();
            record.map(|r| score_record(&r))
        })
    });
    let summary = DealSummary {
        size: TableSize::Four,
        contract: Contract::Garde,
        taker_points: HalfPoints(98),
        taker_oudlers: 2,
        handles: vec![HandleBonus { side: Side::Taker, kind: HandleKind::Simple }],
        petit_au_bout: Some(Side::Taker),
        chelem: Chelem::default(),
        partner: false,
    };
    c.bench_function("tarot/score_summary", |b| b.iter(|| score(std::hint::black_box(&summary))));
}

criterion_group!(benches, tarot);
criterion_main!(benches);
