//! The one entry point of the engine, [`evaluate`]: it checks the input
//! against the kind's catalogue, reads the record and merges what it shows
//! with what was reported, then lets the kind's rules rule
//! ([`crate::context`]).

use std::collections::BTreeMap;

use serde_json::Value;

use crate::catalogue::KindSpec;
use crate::context::contradiction;
use crate::ruleset_spec::Ruleset;
use crate::ruling::{Decision, Incident, Record};
use crate::text;

// The context is its own module below the laws; its names are seen here
// too, where the callers above the laws have always found them.
pub use crate::context::{Ctx, InputError, Rule, Trace, json_pointer, pointer_escape};

/// Rules on an incident under a ruleset; the decision carries its trace
/// (see [`evaluate_with`] to leave it out).
pub fn evaluate(incident: &Incident, ruleset: &Ruleset) -> Result<Decision, InputError> {
    evaluate_with(incident, ruleset, Trace::Kept)
}

/// Rules on an incident under a ruleset, with or without the trace.
pub fn evaluate_with(incident: &Incident, ruleset: &Ruleset, trace: Trace) -> Result<Decision, InputError> {
    let kind = ruleset.kind(&incident.kind).ok_or_else(|| {
        InputError::new(
            "unknown_kind",
            "/kind",
            text::localized(
                "error-unknown-kind",
                &[("kind", incident.kind.clone().into()), ("ruleset", ruleset.id.into())],
            ),
        )
    })?;
    check_input(incident, kind, ruleset)?;

    // Facts and elections the record shows are added to those reported; a
    // reported fact the record contradicts is an error, not a silent choice.
    let mut merged;
    let mut irregular_call = None;
    let mut record_derived = None;
    let record_read = std::cell::OnceCell::new();
    let incident = match (kind.record_facts, &incident.record) {
        (Some(derive), Some(record)) => {
            merged = incident.clone();
            let read = crate::bridge::record::read(record)?;
            if let Some(deal) = &read {
                let found = derive(deal, &incident.facts)?;
                for (id, value) in found.facts {
                    merge(&mut merged.facts, id, value, "/facts")?;
                }
                for (id, option) in found.choices {
                    let given = merged.choices.entry(id.to_owned()).or_insert_with(|| option.to_owned());
                    if given != option {
                        return Err(contradiction("/choices", id, &Value::from(given.as_str()), &Value::from(option)));
                    }
                }
                if !found.outcome.is_empty() {
                    let mut outcome = match merged.outcome.take() {
                        Some(Value::Object(map)) => map.into_iter().collect::<BTreeMap<_, _>>(),
                        _ => BTreeMap::new(),
                    };
                    for (id, value) in found.outcome {
                        merge(&mut outcome, id, value, "/outcome")?;
                    }
                    merged.outcome = Some(Value::Object(outcome.into_iter().collect()));
                }
                irregular_call = found.irregular_call;
                record_derived = found.derived;
            }
            // Read once: the rules that look at the record again take it
            // from here (`Ctx::deal_record`).
            let _ = record_read.set(Ok(read));
            &merged
        }
        _ => incident,
    };

    // What the record shows is known before the rules run, so that a rule
    // can use it (the offender of an irregular call or a revoke, for 12C).
    let derived = match (record_derived, irregular_call) {
        (derived, None) => derived,
        (derived, Some(call)) => {
            let mut derived = derived.unwrap_or_default();
            derived.irregular_call = Some(call);
            Some(derived)
        }
    };
    let mut decision =
        crate::context::run(incident, ruleset, kind, derived, trace, record_read, crate::bridge::record::read)?;
    // The record's findings name their rules in this ruling's edition: those
    // read before the rules ran and those a rule derived alike (no rule
    // reads a finding's rule; the laws that name it sit above the context).
    if let Some(edition) = ruleset.laws_edition() {
        let findings =
            decision.derived.iter_mut().flat_map(|d| d.play.iter_mut()).flat_map(|p| p.irregularities.iter_mut());
        for finding in findings {
            crate::bridge::play_irregularities::state_in(finding, edition);
        }
    }
    Ok(decision)
}

impl Decision {
    /// The decision without its trace (what clients get unless they ask for
    /// an explanation).
    pub fn without_trace(mut self) -> Decision {
        self.trace = None;
        self
    }
}

/// Checks every fact, choice, record and outcome against the kind's catalogue
/// before any rule runs, so rules only ever see well-typed values.
///
/// A fact or choice of a law the ruleset's edition names without applying
/// (Law 57 under 2007) is not in its catalogue, and is refused as unknown
/// here too (a probe found the 2007 catalogue hide facts its engine took).
fn check_input(incident: &Incident, kind: &KindSpec, ruleset: &Ruleset) -> Result<(), InputError> {
    use crate::catalogue::{law_applies, rule_listed};
    let listed = |rule: &str| rule_listed(ruleset, rule);
    for (id, value) in &incident.facts {
        let spec = kind.fact(id).filter(|f| listed(f.rule)).ok_or_else(|| {
            let known = kind.facts.iter().filter(|f| listed(f.rule)).map(|f| f.id).collect::<Vec<_>>().join(", ");
            InputError::new(
                "unknown_fact",
                format!("/facts/{}", pointer_escape(id)),
                text::localized(
                    "error-unknown-fact",
                    &[("fact", id.clone().into()), ("kind", kind.id.into()), ("known", known.into())],
                ),
            )
        })?;
        // `null` means "not known": the same as leaving the fact out.
        if !value.is_null() {
            spec.check(value)?;
        }
    }
    for (id, option) in &incident.choices {
        let spec = kind.choice(id).filter(|c| law_applies(ruleset, c.law.law)).ok_or_else(|| {
            InputError::new(
                "unknown_choice",
                format!("/choices/{}", pointer_escape(id)),
                text::localized("error-unknown-choice", &[("choice", id.clone().into()), ("kind", kind.id.into())]),
            )
        })?;
        spec.check(option)?;
    }
    if let Some(outcome) = &incident.outcome {
        check_outcome(outcome, kind)?;
    }
    if let Some(record) = &incident.record {
        check_record(record, kind)?;
    }
    Ok(())
}

/// Checks the outcome against the kind's outcome fields: a kind that reads
/// none refuses it, and every field must be one of them, well typed.
fn check_outcome(outcome: &Value, kind: &KindSpec) -> Result<(), InputError> {
    if kind.outcome.is_empty() {
        return Err(InputError::new(
            "outcome_not_used",
            "/outcome",
            text::localized("error-outcome-not-used", &[("kind", kind.id.into())]),
        ));
    }
    let fields = outcome.as_object().ok_or_else(|| {
        InputError::new("invalid_outcome", "/outcome", text::localized("error-outcome-not-object", &[]))
    })?;
    for (id, value) in fields {
        let spec = kind.outcome.iter().find(|f| f.id == id).ok_or_else(|| {
            let known = kind.outcome.iter().map(|f| f.id).collect::<Vec<_>>().join(", ");
            InputError::new(
                "unknown_outcome_field",
                format!("/outcome/{}", pointer_escape(id)),
                text::localized(
                    "error-unknown-outcome-field",
                    &[("field", id.clone().into()), ("kind", kind.id.into()), ("known", known.into())],
                ),
            )
        })?;
        if !value.is_null() {
            spec.check_at(value, "/outcome")?;
        }
    }
    Ok(())
}

/// Checks the record: a kind that reads none refuses it; it comes in one
/// format, and a JSON or tarot record has the shape its reader expects.
fn check_record(record: &Record, kind: &KindSpec) -> Result<(), InputError> {
    if kind.record_formats.is_empty() {
        return Err(InputError::new(
            "record_not_used",
            "/record",
            text::localized("error-record-not-used", &[("kind", kind.id.into())]),
        ));
    }
    // One record, in one format: a bridge record beside a tarot one
    // would otherwise be ignored without a word.
    let formats = [record.pbn.is_some(), record.lin.is_some(), record.json.is_some(), record.tarot.is_some()];
    if formats.iter().filter(|given| **given).count() > 1 {
        return Err(InputError::new("record_ambiguous", "/record", text::msg("error-record-ambiguous")));
    }
    if record.pbn.is_none() && record.lin.is_none() && record.json.is_none() && record.tarot.is_none() {
        return Err(InputError::new(
            "record_empty",
            "/record",
            text::localized("error-record-empty", &[("formats", kind.record_formats.join(", ").into())]),
        ));
    }
    // A JSON record is read for its shape here, whether or not the
    // ruling's branch reads it: a stored incident shows its record back
    // as it came, and a field no reader knows would otherwise be kept
    // (and break the contract clients validate against).
    if let Some(value) = &record.json {
        crate::bridge::deal_record::DealRecord::from_json_value(value.clone())
            .map_err(|e| crate::bridge::record::to_input_error(&e, "/record/json"))?;
    }
    if let Some(value) = &record.tarot {
        crate::tarot::reading::read_tarot_record(value)?;
    }
    Ok(())
}

fn merge(facts: &mut BTreeMap<String, Value>, id: &str, value: Value, parent: &str) -> Result<(), InputError> {
    match facts.get(id) {
        Some(given) if !given.is_null() && *given != value => Err(contradiction(parent, id, given, &value)),
        _ => {
            facts.insert(id.to_owned(), value);
            Ok(())
        }
    }
}

/// For the law modules' unit tests: `kind` ruled under `ruleset` from
/// `facts` alone (no record, choice or outcome); an input error fails the
/// test with its text.
#[cfg(test)]
pub(crate) fn rule_facts(kind: &str, ruleset: &Ruleset, facts: &serde_json::Value) -> Decision {
    let incident = Incident {
        kind: kind.into(),
        facts: facts.as_object().cloned().unwrap_or_default().into_iter().collect(),
        record: None,
        choices: Default::default(),
        outcome: None,
    };
    evaluate(&incident, ruleset).unwrap_or_else(|e| panic!("{e:?}"))
}
