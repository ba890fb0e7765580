//! Any JSON given as a bridge record is read, checked, and its play walked,
//! or refused, never a panic.
#![no_main]

use arbitre_rules::ruling::Record;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let Ok(json) = serde_json::from_str::<serde_json::Value>(text) else { return };
    let record =
        Record { pbn: None, lin: None, json: Some(json), board: None, tarot: None, irregular_plays: Vec::new() };
    let _ = arbitre_rules::bridge::record::read(&record);
});
