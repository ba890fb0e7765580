//! Any JSON given as a tarot deal record is checked or refused, never a
//! panic.
#![no_main]

use arbitre_rules::tarot::record::{DealRecord, validate};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(record) = serde_json::from_str::<DealRecord>(text) {
        let _ = validate(&record);
    }
});
