//! Any text given as PBN is read or refused, never a panic; and a ruling's
//! record read straight from the text (without the game's copy of every
//! tag) is the record of the game read first, error for error.
#![no_main]

use arbitre_rules::bridge::deal_record::DealRecord;
use arbitre_rules::bridge::pbn::{parse_pbn, parse_pbn_board, parse_pbn_record};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let _ = parse_pbn(text);
    for board in [None, Some(1)] {
        let through_the_game = parse_pbn_board(text, board).and_then(|game| DealRecord::from_pbn(&game));
        assert_eq!(parse_pbn_record(text, board), through_the_game, "board {board:?}");
    }
});
