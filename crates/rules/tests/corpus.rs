//! Real PBN files written by other programs (`shared/corpus/pbn/`, see its
//! SOURCES.md) must all be read, and every game with a deal, a contract and
//! a play section must rebuild into tricks.
//!
//! The corpus sits beside the workspace: `<workspace>/../shared/corpus`. A
//! missing folder fails the test: a corpus test that silently reads nothing
//! would prove nothing.

use std::path::{Path, PathBuf};

use arbitre_rules::bridge::card::Side;
use arbitre_rules::bridge::pbn::parse_pbn;
use arbitre_rules::bridge::play::{reconstruct_tricks, tricks_won};

/// `crates/rules` → the workspace → the folder beside it.
fn corpus_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/corpus/pbn");
    assert!(
        dir.is_dir(),
        "the PBN corpus is missing: expected the folder {} (shared/ beside the workspace, \
         as on developers' machines and in CI)",
        dir.display()
    );
    dir
}

/// Games per file, as counted when the corpus was added (SOURCES.md gives
/// the same figures, "games" column). A change means the reader splits or
/// merges games differently.
const EXPECTED_GAMES: &[(&str, usize)] = &[
    ("ben__BenFriendsDaily_2024-06-03_BBOHelper.pbn", 8),
    ("ben__Camrose24_1_BridgeComposer.pbn", 160),
    ("ben__From_Jack_2_TableManager.pbn", 250),
    ("ben__christy170a_BEN.pbn", 8),
    ("bridgebots__sample_mixed_BFC_WBF_BB2015.pbn", 3),
    ("bridgebots__shared_deals_rpbridge_Spingold2014.pbn", 4),
    ("endplay__example1_EYTC1998.pbn", 2),
    ("endplay__example2_RealBridge2021.pbn", 299),
    ("endplay__example4_comments.pbn", 1),
    ("pbn2pdf__Precision_1C_Auctions_with_Notes.pbn", 43),
    ("pbn2pdf__Slam_Judgment_BridgeComposer.pbn", 6),
    ("pbnjs__Hazlemere_Trophy_BridgeNZ.pbn", 30),
    ("pbnjs__Schiphol1995_spec_example.pbn", 1),
    ("pbnjs__big-deal_BigDeal.pbn", 2),
    ("pbnjs__ruter71_RuterINorge.pbn", 21),
    ("pbntools__aba_17901_BBO_pairs.pbn", 56),
    ("pbntools__annamar_1538_BBO_pairs.pbn", 57),
    ("pbntools__sm0807_KOPS_iso8859-2.pbn", 108),
    ("robotutils__Match_GIBNS_v_GIBEW_BC_BridgeComposer.pbn", 8),
    ("robotutils__Match_GIBNS_v_GIBEW_BridgeMoniteur.pbn", 8),
];

#[test]
fn every_real_pbn_file_is_read_and_every_play_rebuilds() {
    let dir = corpus_dir();
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x.eq_ignore_ascii_case("pbn")))
        .collect();
    paths.sort();
    assert!(!paths.is_empty(), "no .pbn file in {}", dir.display());

    let (mut files, mut games, mut with_play, mut tricks_total) = (0, 0, 0, 0);
    let (mut full_plays, mut full_plays_checked) = (0, 0);
    let mut failures = Vec::new();
    for path in &paths {
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        // Some files are not UTF-8 (ISO-8859-2): the service receives text,
        // so read them as a client would send them, with lossy decoding.
        let text = String::from_utf8_lossy(&bytes);
        let parsed = match parse_pbn(&text) {
            Ok(parsed) => parsed,
            Err(error) => {
                failures.push(format!("{name}: {error}"));
                continue;
            }
        };
        files += 1;
        assert!(!parsed.is_empty(), "{name}: no game read");
        if let Some((_, expected)) = EXPECTED_GAMES.iter().find(|(n, _)| *n == name) {
            assert_eq!(parsed.len(), *expected, "{name}: number of games");
        }
        games += parsed.len();
        for game in &parsed {
            let (Some(deal), Some(strain), Some(play)) =
                (game.deal.as_ref(), game.contract.and_then(|c| c.strain()), game.play.as_ref())
            else {
                continue;
            };
            with_play += 1;
            match reconstruct_tricks(Some(deal), strain, play) {
                Ok(tricks) => {
                    tricks_total += tricks.len();
                    // A play of 13 complete tricks must give declarer the
                    // number of tricks the file records.
                    let (ns, ew) = tricks_won(&tricks);
                    if ns + ew == 13 {
                        full_plays += 1;
                        if let (Some(declarer), Some(result)) = (game.declarer, game.result) {
                            full_plays_checked += 1;
                            let won = if declarer.side() == Side::NS { ns } else { ew };
                            if won != result {
                                failures.push(format!(
                                    "{name}, game at line {}: the play gives declarer {won} \
                                     tricks, the Result tag says {result}",
                                    game.line
                                ));
                            }
                        }
                    }
                }
                Err(error) => {
                    failures.push(format!("{name}, game at line {}: {error}", game.line));
                }
            }
        }
    }
    eprintln!(
        "PBN corpus: {files} files, {games} games, {with_play} games with play, \
         {tricks_total} tricks ({full_plays} plays of 13 tricks, {full_plays_checked} checked against Result)"
    );
    assert!(failures.is_empty(), "{} problems:\n{}", failures.len(), failures.join("\n"));
}
