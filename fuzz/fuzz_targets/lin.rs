//! Any text given as LIN is read or refused, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let _ = arbitre_rules::bridge::lin::parse_lin(text);
});
