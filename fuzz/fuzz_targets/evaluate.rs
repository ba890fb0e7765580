//! Any JSON given as an incident is ruled on or refused under every
//! ruleset, never a panic.
#![no_main]

use arbitre_rules::ruling::Incident;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    let Ok(incident) = serde_json::from_str::<Incident>(text) else { return };
    for ruleset in arbitre_rules::ruleset::ALL {
        let _ = arbitre_rules::evaluate(&incident, ruleset);
    }
});
