//! Any text given as PBN is read or refused, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let _ = arbitre_rules::bridge::pbn::parse_pbn(text);
    let _ = arbitre_rules::bridge::pbn::parse_pbn_board(text, Some(1));
});
