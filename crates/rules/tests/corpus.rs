//! Real PBN and LIN files written by other programs (`tests/corpus/pbn/`
//! and `tests/corpus/lin/`, see its SOURCES.md) must all be read: every
//! game with a deal, a contract and a play section must rebuild into
//! tricks, every auction must be possible and agree with the game's
//! `Contract` and `Declarer` tags, and every LIN board must become a deal
//! record.
//!
//! The corpus is the project's own copy, in `<workspace>/tests/corpus`. A
//! missing folder fails the test: a corpus test that silently reads nothing
//! would prove nothing.
// A test reads as one scenario (or one checker), start to end: the
// length lint is for the code under test (issue 12).
#![allow(clippy::too_many_lines)]

use std::path::{Path, PathBuf};

use arbitre_rules::bridge::card::{Doubling, FinalContract, Seat, Side};
use arbitre_rules::bridge::deal_record::DealRecord;
use arbitre_rules::bridge::lin::parse_lin;
use arbitre_rules::bridge::pbn::{parse_auction, parse_auction_calls, parse_pbn};
use arbitre_rules::bridge::play::{reconstruct_tricks, tricks_won};

/// `crates/rules` → the workspace → its corpus folder `kind`.
fn corpus_dir_of(kind: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/corpus").join(kind);
    assert!(dir.is_dir(), "the {kind} corpus is missing: expected the folder {}", dir.display());
    dir
}

fn corpus_dir() -> PathBuf {
    corpus_dir_of("pbn")
}

/// The files of `dir` with extension `ext`, sorted, with their names.
fn files(dir: &Path, ext: &str) -> Vec<(String, PathBuf)> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x.eq_ignore_ascii_case(ext)))
        .collect();
    paths.sort();
    assert!(!paths.is_empty(), "no .{ext} file in {}", dir.display());
    paths
        .into_iter()
        .map(|p| (p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(), p))
        .collect()
}

/// The text of a file as a client would send it: lossy UTF-8 (some files
/// are ISO-8859-2).
fn read_text(path: &Path) -> String {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    String::from_utf8_lossy(&bytes).into_owned()
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

/// Games whose auction section is not a record of calls, by file: the
/// number of games, all refused with an error on the `Auction` field. The
/// teaching file writes prose among the calls (`3NT =4= or =5= 4D`,
/// `4NT? … etc.`, `3NT/4H`, `P?` in the place of a call after the auction
/// closed): it reads as PBN, but not as an auction.
const UNREADABLE_AUCTIONS: &[(&str, usize)] = &[("pbn2pdf__Precision_1C_Auctions_with_Notes.pbn", 12)];

#[test]
fn every_real_pbn_auction_is_possible_and_agrees_with_its_tags() {
    let (mut auctions, mut closed, mut compared, mut records) = (0, 0, 0, 0);
    let (mut alerts, mut explained, mut irregular) = (0, 0, 0);
    let (mut passes_restored, mut doubling_dropped) = (0, 0);
    let mut unreadable: Vec<(String, usize)> = Vec::new();
    let mut failures = Vec::new();
    for (name, path) in files(&corpus_dir(), "pbn") {
        let games = parse_pbn(&read_text(&path)).unwrap_or_else(|e| panic!("{name}: {e}"));
        for game in &games {
            let auction = match parse_auction(game) {
                Ok(Some(auction)) => auction,
                Ok(None) => continue,
                Err(error) => {
                    assert_eq!(error.field, "Auction", "{name}: {error}");
                    assert!(DealRecord::from_pbn(game).is_err(), "{name}, game at line {}", game.line);
                    match unreadable.iter_mut().find(|(n, _)| *n == name) {
                        Some((_, count)) => *count += 1,
                        None => unreadable.push((name.clone(), 1)),
                    }
                    if !UNREADABLE_AUCTIONS.iter().any(|(n, _)| *n == name) {
                        failures.push(format!("{name}, game at line {}: {error}", game.line));
                    }
                    continue;
                }
            };
            auctions += 1;
            alerts += auction.calls.iter().filter(|c| c.alerted).count();
            explained += auction.calls.iter().filter(|c| c.explanation.is_some()).count();
            irregular += auction.calls.iter().filter(|c| c.irregularity.is_some()).count();
            // The section as written, without the passes the reader restores.
            let first_column = game.tag("Auction").and_then(|v| v.trim().chars().next()).and_then(Seat::from_char);
            let as_written = game
                .auction_text
                .as_deref()
                .zip(first_column)
                .and_then(|(text, first)| parse_auction_calls(first, text).ok())
                .map(|a| a.calls.len());
            if as_written.is_some_and(|n| n < auction.calls.len()) {
                passes_restored += 1;
            }
            if let Some(derived) = auction.final_contract() {
                closed += 1;
                if game.contract.is_some() || game.declarer.is_some() {
                    compared += 1;
                }
                match (game.contract, derived) {
                    (Some(given), derived) if given == derived => {}
                    (Some(FinalContract::Contract(given)), FinalContract::Contract(derived))
                        if given.doubled == Doubling::Undoubled
                            && (given.level, given.strain) == (derived.level, derived.strain) =>
                    {
                        doubling_dropped += 1;
                    }
                    (Some(given), derived) => failures
                        .push(format!("{name}, game at line {}: Contract tag {given}, auction {derived}", game.line)),
                    (None, _) => {}
                }
                if game.declarer.is_some() && game.declarer != auction.declarer() {
                    failures.push(format!(
                        "{name}, game at line {}: Declarer tag {:?}, auction {:?}",
                        game.line,
                        game.declarer,
                        auction.declarer()
                    ));
                }
            }
            match DealRecord::from_pbn(game) {
                Ok(record) => {
                    records += 1;
                    assert_eq!(record.auction.as_ref(), Some(&auction));
                }
                Err(error) => failures.push(format!("{name}, game at line {}: record: {error}", game.line)),
            }
        }
    }
    eprintln!(
        "PBN auctions: {auctions} auctions ({closed} closed, {compared} compared with Contract/Declarer tags), \
         {records} deal records; {alerts} alerted calls, {explained} explained, {irregular} marked irregular; \
         {passes_restored} auctions with the passes before the opening bid restored, \
         {doubling_dropped} Contract tags without the auction's X or XX; unreadable auctions: {unreadable:?}"
    );
    assert!(failures.is_empty(), "{} problems:\n{}", failures.len(), failures.join("\n"));
    let expected: Vec<(String, usize)> = UNREADABLE_AUCTIONS.iter().map(|(n, c)| ((*n).to_owned(), *c)).collect();
    assert_eq!(unreadable, expected, "games whose auction cannot be read");
}

/// Boards per LIN file (SOURCES.md, "deals (md)" column: vugraph files
/// hold both rooms of each board).
const EXPECTED_LIN_BOARDS: &[(&str, usize)] = &[
    ("bridgebots__usbf_sf_14502_vugraph.lin", 30),
    ("endplay__example1_BBO_multi.lin", 8),
    ("lin2json__74800_GP_Poland_vugraph.lin", 16),
    ("lin2json__74804_MaritSveaas_pairs_vugraph.lin", 40),
    ("pbntools__1047742261_BBO_alerts.lin", 1),
    ("pbntools__20784108_BBO_incomplete_play.lin", 1),
    ("pbntools__28189453_BBO_no_auction.lin", 1),
    ("pbntools__3381671193_BBO_claim.lin", 1),
    ("robotutils__Match_GIBNS_v_GIBEW_1-4_TMPbn2LinVG.lin", 8),
    ("rthorst__Spingold2016_QF_seg4_vugraph.lin", 30),
];

/// One table's result in a vugraph `rs` list: contract, declarer, tricks.
type TableResult = (String, char, u8);

/// A vugraph file's `rs|…|` results, one per board and room (open then
/// closed, from the first board of the `vg` header): `3HS=`, `7CSx-3`,
/// `4SWx-4`, empty for a table not played. Each as (contract, declarer,
/// tricks), all as text; `None` for an empty entry.
fn vugraph_results(text: &str) -> Option<(u32, Vec<Option<TableResult>>)> {
    let field = |key: &str| {
        let start = text.find(&format!("{key}|"))? + key.len() + 1;
        let end = text[start..].find('|')? + start;
        Some(text[start..end].replace(['\r', '\n'], ""))
    };
    let first_board: u32 = field("vg")?.split(',').nth(3)?.trim().parse().ok()?;
    let results = field("rs")?
        .split(',')
        .map(|entry| {
            let entry = entry.trim();
            let split = entry.find(['=', '+', '-'])?;
            let (head, outcome) = entry.split_at(split);
            let doubling = head.trim_end_matches(['x', 'X']);
            let declarer = doubling.chars().last()?;
            let contract = format!("{}{}", &doubling[..doubling.len() - 1], &head[doubling.len()..]);
            let level: u8 = contract.get(..1)?.parse().ok()?;
            let over: i32 = match outcome.chars().next()? {
                '=' => 0,
                _ => outcome.parse().ok()?,
            };
            let tricks = u8::try_from(i32::from(level) + 6 + over).ok()?;
            Some((contract, declarer, tricks))
        })
        .collect();
    Some((first_board, results))
}

/// Tables where the file contradicts itself: the claim (`mc`) gives one
/// result, the `rs|` list another. Marit Sveaas IBT board 12, open room:
/// 1NT by South, `mc|8` during trick 8 (North-South have 4 tricks and
/// North's HK is winning the 8th), but `rs` says `1NS=` (7 tricks). The
/// record keeps the claim as its result; the score may have been corrected
/// after the claim, which the LIN does not say.
const KNOWN_RESULT_DISAGREEMENTS: &[(&str, u32, char)] = &[("lin2json__74804_MaritSveaas_pairs_vugraph.lin", 12, 'o')];

/// The room (`o` or `c`) of each board of a vugraph file, in order.
fn vugraph_rooms(text: &str) -> Vec<char> {
    text.split("qx|").skip(1).filter_map(|rest| rest.chars().next()).collect()
}

#[test]
fn every_real_lin_file_is_read() {
    let mut failures = Vec::new();
    let (mut files_read, mut boards, mut with_auction, mut closed, mut with_play, mut claims) = (0, 0, 0, 0, 0, 0);
    let mut results_compared = 0;
    for (name, path) in files(&corpus_dir_of("lin"), "lin") {
        let records = match parse_lin(&read_text(&path)) {
            Ok(records) => records,
            Err(error) => {
                failures.push(format!("{name}: {error}"));
                continue;
            }
        };
        files_read += 1;
        boards += records.len();
        if let Some((_, expected)) = EXPECTED_LIN_BOARDS.iter().find(|(n, _)| *n == name) {
            assert_eq!(records.len(), *expected, "{name}: number of boards");
        }
        // Vugraph files list every table's result: the contract, declarer
        // and tricks read from the calls, cards and claim must agree.
        let text = read_text(&path);
        if let Some((first_board, results)) = vugraph_results(&text) {
            let rooms = vugraph_rooms(&text);
            assert_eq!(rooms.len(), records.len(), "{name}: one qx per board");
            for (record, room) in records.iter().zip(rooms) {
                let Some(board) = record.board else { continue };
                let index = (board - first_board) as usize * 2 + usize::from(room == 'c');
                let Some(Some((contract, declarer, tricks))) = results.get(index) else { continue };
                results_compared += 1;
                let ours =
                    (record.contract.map(|c| c.to_string()), record.declarer.map(|d| d.as_char()), record.result);
                let theirs =
                    (contract.parse::<FinalContract>().ok().map(|c| c.to_string()), Some(*declarer), Some(*tricks));
                let known = KNOWN_RESULT_DISAGREEMENTS.contains(&(name.as_str(), board, room));
                if known {
                    assert_eq!((&ours.0, ours.1), (&theirs.0, theirs.1), "{name}, board {board}: contract");
                    assert_ne!(ours.2, theirs.2, "{name}, board {board}: no longer disagrees");
                } else if ours != theirs {
                    failures.push(format!("{name}, board {board} room {room}: read {ours:?}, rs says {theirs:?}"));
                }
            }
        }
        for record in &records {
            if let Some(auction) = &record.auction {
                with_auction += 1;
                auction.check().unwrap_or_else(|e| panic!("{name}: {e}"));
                if auction.is_closed() {
                    closed += 1;
                }
            }
            if record.play.is_some() {
                with_play += 1;
            }
            if record.result.is_some() {
                claims += 1;
            }
        }
        eprintln!("  {name}: {} boards", records.len());
    }
    eprintln!(
        "LIN corpus: {files_read} files, {boards} boards, {with_auction} with an auction ({closed} closed), \
         {with_play} with play, {claims} with a result; {results_compared} checked against the vugraph rs| results"
    );
    assert!(failures.is_empty(), "{} problems:\n{}", failures.len(), failures.join("\n"));
}

/// PbnTools wrote one game of `pbntools__aba_17901_BBO_pairs.pbn` from the
/// LIN file `pbntools__1047742261_BBO_alerts.lin` (its `DealId` tag says
/// so): both readers must give the same record, call by call and card by
/// card. This checks LIN's seat order, dealer digit and play order against
/// an independent program.
#[test]
fn a_lin_file_and_the_pbn_made_from_it_give_the_same_record() {
    let pbn_path = corpus_dir().join("pbntools__aba_17901_BBO_pairs.pbn");
    let games = parse_pbn(&read_text(&pbn_path)).unwrap_or_else(|e| panic!("{e}"));
    let game = games.iter().find(|g| g.tag("DealId") == Some("1047742261.lin")).expect("the game made from the LIN");
    let from_pbn = DealRecord::from_pbn(game).unwrap_or_else(|e| panic!("{e}"));
    let lin_path = corpus_dir_of("lin").join("pbntools__1047742261_BBO_alerts.lin");
    let from_lin = parse_lin(&read_text(&lin_path)).unwrap_or_else(|e| panic!("{e}"));
    let [from_lin] = &from_lin[..] else { panic!("one board expected, got {}", from_lin.len()) };
    assert_eq!(from_lin.board, from_pbn.board);
    assert_eq!(from_lin.dealer, from_pbn.dealer);
    assert_eq!(from_lin.vulnerable, from_pbn.vulnerable);
    assert_eq!(from_lin.deal, from_pbn.deal);
    assert_eq!(from_lin.auction, from_pbn.auction);
    assert_eq!(from_lin.contract, from_pbn.contract);
    assert_eq!(from_lin.declarer, from_pbn.declarer);
    assert_eq!(from_lin.result, from_pbn.result);
    let (lin_play, pbn_play) =
        (from_lin.play.as_ref().expect("the LIN has a play"), from_pbn.play.as_ref().expect("the PBN has a play"));
    assert_eq!(lin_play.opening_leader, pbn_play.opening_leader);
    assert_eq!(lin_play.rows, pbn_play.rows);
}
