//! Double-dummy tables of real deals (RealBridge 2021, from the project's
//! corpus): one deal at a time (what one HTTP request does), one deal at a
//! time on one thread with one reused solver (DDS's serial figure), and the
//! eight as a batch — through `arbitre-dds` and, to measure its own
//! overhead, through `pons-dds` alone on deals converted beforehand.

#![allow(missing_docs)]

use std::hint::black_box;
use std::time::Duration;

use arbitre_bridge::deal::Deal;
use arbitre_dds::{table, tables};
use contract_bridge as cb;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use pons_dds as dds;

const DEALS: [&str; 8] = [
    "N:.AKJT974.AKT.KT8 A876.653.972.Q42 KJ543.82.J63.973 QT92.Q.Q854.AJ65",
    "N:42.AT2.KT94.AJ86 K9863.Q84.852.K4 AJ5.KJ75.Q763.53 QT7.963.AJ.QT972",
    "N:983.T73.KQ832.93 AJ42.J.96.JT7654 KQ5.AQ654.AT.AK8 T76.K982.J754.Q2",
    "N:A97.AJT.T92.KJ63 QJ8.652.Q64.AT95 K3.Q873.AJ87.742 T6542.K94.K53.Q8",
    "N:AT9.2.J432.A9863 76432.4.KQ.QJT72 Q.KJ976.AT8765.5 KJ85.AQT853.9.K4",
    "N:K83.K9864.QJ8.Q9 J97542.A2.K6.653 Q6.QJ7.AT94.AK72 AT.T53.7532.JT84",
    "N:K86543.A832.A.Q7 9.KQJ7.K9632.932 AT2.T65.874.KJ64 QJ7.94.QJT5.AT85",
    "N:KT.JT865.AQT6.A5 A74.AQ2.K8752.92 QJ983.K943.J.Q73 652.7.943.KJT864",
];

fn deals() -> Vec<Deal> {
    DEALS.iter().map(|d| Deal::from_pbn(d).expect("a valid deal")).collect()
}

fn bench_tables(c: &mut Criterion) {
    let deals = deals();
    let mut group = c.benchmark_group("dd_table");
    group.sample_size(20);
    group.measurement_time(Duration::from_secs(8));
    group.throughput(Throughput::Elements(deals.len() as u64));
    group.bench_function("8_deals_one_at_a_time", |b| {
        b.iter(|| {
            for deal in &deals {
                black_box(table(black_box(deal)).expect("solved"));
            }
        });
    });
    // One thread, one solver for every deal and strain: the serial figure
    // DDS is usually quoted with.
    group.bench_function("8_deals_one_thread", |b| {
        let full: Vec<cb::FullDeal> = DEALS.iter().map(|d| d.parse().expect("a valid deal")).collect();
        let mut solver = dds::Solver::new(cb::Strain::Notrump);
        b.iter(|| {
            for deal in &full {
                black_box(dds::solve_deal_on(&mut solver, black_box(*deal)));
            }
        });
    });
    group.bench_function("8_deals_batch", |b| {
        b.iter(|| black_box(tables(black_box(&deals)).expect("solved")));
    });
    // The solver alone: the same batched call on deals already in its form,
    // so the difference with `8_deals_batch` is arbitre-dds's own cost
    // (converting the deals in and the tables out).
    group.bench_function("8_deals_batch_solver_alone", |b| {
        let full: Vec<cb::FullDeal> = DEALS.iter().map(|d| d.parse().expect("a valid deal")).collect();
        b.iter(|| black_box(dds::solve_deals(black_box(&full), dds::NonEmptyStrainFlags::ALL)));
    });
    group.finish();
}

criterion_group!(benches, bench_tables);
criterion_main!(benches);
