//! The interviews, one file per incident kind (DESIGN, section 1: kinds →
//! findings → {laws, record} → model): what the director is asked, which
//! paragraphs are consulted, what is rectified, in both editions of the
//! Laws the rulesets apply (the FFB's 2017 Code International, the seed's
//! 2007 text). Each edition's kinds are listed once ([`KINDS_2007`],
//! [`KINDS_2017`]); [`rule`] rules on an incident of one of them, with what
//! its record shows.

pub mod auction_facts;
pub mod auction_laws;
pub mod law12;
pub mod law16;
pub mod law17;
pub mod law23;
pub mod law24;
pub mod law25;
pub mod law26;
pub mod law27;
pub mod law28;
pub mod law29;
pub mod law30;
pub mod law31;
pub mod law32;
pub mod law36;
pub mod law37;
pub mod law38;
pub mod law39;
pub mod law45;
pub mod law48;
pub mod law50;
pub mod law51;
pub mod law52;
pub mod law53;
pub mod law54;
pub mod law55;
pub mod law56;
pub mod law57;
pub mod law58;
pub mod law59;
pub mod law61;
pub mod law62;
pub mod law63;
pub mod law64;
pub mod law65;
pub mod out_of_rotation;
pub mod penalty_card;

#[cfg(test)]
pub(crate) mod test_support;

use std::cell::OnceCell;
use std::collections::BTreeMap;

use arbitre_core::{Input, Ruling};
use serde_json::Value;

use crate::findings::{play_irregularities, record};
use crate::game::{Bridge, BridgeRuleset, InputError, KindSpec, Trace, contradiction};

/// The kinds the 2007 Laws are ruled under, in the catalogue's order.
pub static KINDS_2007: &[&KindSpec] = &[
    &law65::KIND,
    &law24::KIND,
    &law25::KIND,
    &law27::KIND,
    &law29::KIND,
    &law37::KIND_2007,
    &law36::IN_TURN_KIND_2007,
    &law38::KIND_2007,
    &law39::KIND_2007,
    &law64::KIND,
    &law50::KIND,
    &law54::KIND,
    &law16::KIND,
    &law16::EXTRANEOUS_KIND,
];

/// The kinds the 2017 Laws are ruled under, in the catalogue's order.
pub static KINDS_2017: &[&KindSpec] = &[
    &law65::KIND_2017,
    &law24::KIND_2017,
    &law25::KIND_2017,
    &law27::KIND_2017,
    &law29::KIND_2017,
    &law37::KIND_2017,
    &law36::IN_TURN_KIND_2017,
    &law38::KIND_2017,
    &law39::KIND_2017,
    &law64::KIND_2017,
    &law50::KIND,
    &law54::KIND,
    &law16::KIND,
    &law16::EXTRANEOUS_KIND,
];

/// Rules on a bridge incident whose input the catalogue checked: the facts,
/// elections and outcome fields its record shows are added to those
/// reported (one reported that the record contradicts is refused, not
/// chosen between), then the kind's rules rule; the record's findings name
/// their rules in the ruling's edition.
///
/// # Errors
/// The record cannot be read, contradicts what was reported, or a rule
/// refused the input.
pub fn rule(
    kind: &'static KindSpec,
    input: &Input<'_, Bridge>,
    ruleset: &(dyn BridgeRuleset + 'static),
    trace: Trace,
) -> Result<Ruling<Bridge>, InputError> {
    let record_read = OnceCell::new();
    let mut shown = RecordShows::default();
    let merged = match (kind.record_facts, input.source) {
        (Some(derive), Some(source)) => {
            let read = record::read(source)?;
            let merged = match &read {
                Some(deal) => Some(shown.merge(derive(deal, input.facts)?, input)?),
                None => None,
            };
            // Read once: the rules that look at the record again take it
            // from here (`Ctx::record`).
            let _ = record_read.set(Ok(read));
            merged
        }
        _ => None,
    };
    let input = match &merged {
        Some((facts, choices, outcome)) => Input { facts, choices, outcome: outcome.as_ref(), source: input.source },
        None => Input { facts: input.facts, choices: input.choices, outcome: input.outcome, source: input.source },
    };
    let mut ruling =
        arbitre_core::context::run(&input, ruleset, kind, shown.derived(), trace, &record_read, record::read)?;
    // The record's findings name their rules in this ruling's edition: those
    // read before the rules ran and those a rule derived alike.
    let edition = ruleset.edition();
    let findings = ruling.derived.iter_mut().flat_map(|d| d.play.iter_mut()).flat_map(|p| p.irregularities.iter_mut());
    for finding in findings {
        play_irregularities::state_in(finding, edition);
    }
    Ok(ruling)
}

/// What a record showed beyond facts: the irregular call and what else it
/// derived, known before the rules run so that a rule can use it (the
/// offender of an irregular call or a revoke, for 12C).
#[derive(Default)]
struct RecordShows {
    irregular_call: Option<crate::derived::IrregularCall>,
    derived: Option<crate::derived::Derived>,
}

/// Facts, elections and the outcome, as the record completed them.
type Merged = (BTreeMap<String, Value>, BTreeMap<String, String>, Option<Value>);

impl RecordShows {
    /// The reported facts, elections and outcome with what the record shows
    /// added; keeps what else it derived.
    fn merge(&mut self, found: crate::game::RecordFacts, input: &Input<'_, Bridge>) -> Result<Merged, InputError> {
        let mut facts = input.facts.clone();
        let mut choices = input.choices.clone();
        let mut outcome = input.outcome.cloned();
        for (id, value) in found.facts {
            merge(&mut facts, id, value, "/facts")?;
        }
        for (id, option) in found.choices {
            let given = choices.entry(id.to_owned()).or_insert_with(|| option.to_owned());
            if given != option {
                return Err(contradiction("/choices", id, &Value::from(given.as_str()), &Value::from(option)));
            }
        }
        if !found.outcome.is_empty() {
            let mut fields = match outcome.take() {
                Some(Value::Object(map)) => map.into_iter().collect::<BTreeMap<_, _>>(),
                _ => BTreeMap::new(),
            };
            for (id, value) in found.outcome {
                merge(&mut fields, id, value, "/outcome")?;
            }
            outcome = Some(Value::Object(fields.into_iter().collect()));
        }
        self.irregular_call = found.irregular_call;
        self.derived = found.derived;
        Ok((facts, choices, outcome))
    }

    /// What the rules start from: what the record derived, with its
    /// irregular call.
    fn derived(self) -> Option<Box<crate::derived::Derived>> {
        match (self.derived, self.irregular_call) {
            (derived, None) => derived.map(Box::new),
            (derived, Some(call)) => {
                let mut derived = derived.unwrap_or_default();
                derived.irregular_call = Some(call);
                Some(Box::new(derived))
            }
        }
    }
}

/// Adds a value the record shows; one reported differently is refused.
fn merge(facts: &mut BTreeMap<String, Value>, id: &str, value: Value, parent: &str) -> Result<(), InputError> {
    match facts.get(id) {
        Some(given) if !given.is_null() && *given != value => Err(contradiction(parent, id, given, &value)),
        _ => {
            facts.insert(id.to_owned(), value);
            Ok(())
        }
    }
}
