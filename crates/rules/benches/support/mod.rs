//! What the engine benchmark and the instruction-count example share: an
//! incident of trick orientation (the kind is changed by the caller when
//! needed) with its facts and, optionally, a PBN record.

use std::collections::BTreeMap;

use arbitre_rules::ruling::{Incident, Record};
use serde_json::Value;

/// A `bridge.trick_orientation` incident with these facts and PBN text.
pub fn incident(facts: Value, pbn: Option<&str>) -> Incident {
    Incident {
        kind: "bridge.trick_orientation".into(),
        facts: serde_json::from_value::<BTreeMap<String, Value>>(facts).unwrap_or_default(),
        record: pbn.map(|text| Record {
            pbn: Some(text.to_owned()),
            lin: None,
            json: None,
            board: None,
            tarot: None,
            irregular_plays: Vec::new(),
        }),
        choices: BTreeMap::new(),
        outcome: None,
    }
}
