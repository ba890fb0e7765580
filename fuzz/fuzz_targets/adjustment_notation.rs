//! Any text given as a Law 12C adjusted score is read or refused, never a
//! panic, and what is read writes back to a notation that reads the same.
#![no_main]

use arbitre_rules::bridge::adjusted_score::Adjustment;
use arbitre_rules::bridge::card::Seat;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    for declarer in [None, Some(Seat::N), Some(Seat::W)] {
        if let Some(adjustment) = Adjustment::parse(text, declarer) {
            let written = adjustment.notation(declarer);
            assert_eq!(Adjustment::parse(&written, declarer).map(|a| a.notation(declarer)), Some(written));
        }
    }
});
