//! Every game of the project's PBN corpus (`tests/corpus/pbn/`, in the
//! workspace) that carries a `DoubleDummyTricks` tag, written by the program
//! that produced the file (Bridge Composer and others, each running DDS or
//! its own solver), must agree with our solver on all 20 counts.
//!
//! One file is known to be wrong in part: in `ben__Camrose24_1_BridgeComposer.pbn`
//! 128 of the 160 tables have counts written `1` that cannot be right — board
//! 104's table says North takes 1 trick at notrump although South holds the
//! aces of spades, diamonds and clubs, and its `OptimumResultTable` has
//! the same `1`s (1,287 digits, every one a `1`; every other digit of the
//! file agrees). For that file only, a digit `1` is not compared; all the
//! other digits of it, and every digit of every other file, are.
//!
//! The corpus is the project's own copy, as `crates/rules/tests/corpus.rs`
//! reads it. A missing folder or one that holds no tagged game fails the
//! test, since a cross-check that compares nothing would prove nothing.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use arbitre_dds::{DdTable, tables};

/// The file whose `DoubleDummyTricks` write some counts as `1` (see the
/// module documentation).
const ONES_UNRELIABLE: &str = "ben__Camrose24_1_BridgeComposer.pbn";

/// Where a tag was read, whether its `1`s are skipped, and the table it gives.
type Tagged = (String, bool, DdTable);

/// Whether the file's tag agrees with the solved table: every digit, or
/// every digit but the file's `1`s when `skip_ones`.
fn agrees(tag: &DdTable, solved: &DdTable, skip_ones: bool) -> bool {
    tag.to_pbn_tag().chars().zip(solved.to_pbn_tag().chars()).all(|(t, s)| t == s || (skip_ones && t == '1'))
}
use arbitre_bridge::card::Seat;
use arbitre_bridge::deal::Deal;
use arbitre_bridge::pbn::parse_pbn;

/// `crates/dds` → the workspace → its corpus, `tests/corpus/pbn`.
fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/corpus/pbn")
}

#[test]
fn every_double_dummy_tag_of_the_corpus_agrees_with_the_solver() {
    let dir = corpus_dir();
    assert!(dir.is_dir(), "the PBN corpus is missing: expected the folder {}", dir.display());
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the corpus folder lists")
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x.eq_ignore_ascii_case("pbn")))
        .collect();
    paths.sort();

    // The same deal is often played at many tables (one game per table);
    // it is solved once, and every game's tag is checked against it.
    let mut expected: BTreeMap<String, (Deal, Vec<Tagged>)> = BTreeMap::new();
    let mut games = 0usize;
    for path in &paths {
        let bytes = std::fs::read(path).expect("the file reads");
        let text = String::from_utf8_lossy(&bytes);
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let parsed = parse_pbn(&text).unwrap_or_else(|e| panic!("{name}: {e:?}"));
        for game in parsed {
            let Some(tag) = game.tag("DoubleDummyTricks") else { continue };
            let Some(deal) = game.deal.clone().filter(Deal::is_complete) else { continue };
            let table = DdTable::from_pbn_tag(tag)
                .unwrap_or_else(|| panic!("{name}, line {}: unreadable DoubleDummyTricks {tag:?}", game.line));
            games += 1;
            let key = deal.to_pbn(Seat::N);
            expected.entry(key).or_insert_with(|| (deal, Vec::new())).1.push((
                format!("{name}, line {}", game.line),
                name == ONES_UNRELIABLE,
                table,
            ));
        }
    }
    assert!(games > 0, "no game of {} has a DoubleDummyTricks tag", dir.display());

    let deals: Vec<Deal> = expected.values().map(|(deal, _)| deal.clone()).collect();
    let solved = tables(&deals).expect("complete deals");
    let mut disagreements = Vec::new();
    for ((key, (_, tagged)), table) in expected.iter().zip(&solved) {
        for (place, skip_ones, tag) in tagged {
            if !agrees(tag, table, *skip_ones) {
                disagreements.push(format!(
                    "{place}: {key}: the file says {}, the solver {}",
                    tag.to_pbn_tag(),
                    table.to_pbn_tag()
                ));
            }
        }
    }
    eprintln!("{games} tagged games, {} distinct deals checked", deals.len());
    assert!(disagreements.is_empty(), "{} disagreements:\n{}", disagreements.len(), disagreements.join("\n"));
}
