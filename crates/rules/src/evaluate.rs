//! The one entry point of the engine, [`evaluate`]: it checks the input
//! against the kind's catalogue, reads the record and merges what it shows
//! with what was reported, then lets the kind's rules rule
//! ([`crate::context`]).

use std::cell::OnceCell;
use std::collections::BTreeMap;

use arbitre_core::{Game, Input, Ruling};
use serde_json::Value;

use crate::bridge::derived::Derived;
use crate::catalogue::{Bridge, BridgeRuleset, Kind, KindSpec, Tarot, TarotRuleset};
use crate::context::contradiction;
use crate::rectification::Rectification;
use crate::ruleset_spec::Ruleset;
use crate::ruling::{Choice, ChoiceOption, Conditional, Decision, Incident, Information, Record, Role};
use crate::text;

// The context is arbitre-core's, named for the bridge interviews in
// `crate::context`; its names are seen here too, where the callers above
// the laws have always found them.
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
    match kind {
        Kind::Bridge(kind) => evaluate_bridge(incident, ruleset, kind, trace),
        Kind::Tarot(kind) => evaluate_tarot(incident, ruleset, kind, trace),
    }
}

/// A bridge incident: facts and elections the record shows are added to
/// those reported before the rules run.
fn evaluate_bridge(
    incident: &Incident,
    ruleset: &Ruleset,
    kind: &'static KindSpec<Bridge>,
    trace: Trace,
) -> Result<Decision, InputError> {
    check_input(incident, kind, ruleset)?;

    // Facts and elections the record shows are added to those reported; a
    // reported fact the record contradicts is an error, not a silent choice.
    let mut merged;
    let mut irregular_call = None;
    let mut record_derived = None;
    let record_read = OnceCell::new();
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
            // from here (`Ctx::record`).
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
    let input = Input {
        facts: &incident.facts,
        choices: &incident.choices,
        outcome: incident.outcome.as_ref(),
        source: incident.record.as_ref(),
    };
    let ruling = arbitre_core::context::run(
        &input,
        Bridge::ruleset(ruleset),
        kind,
        derived,
        trace,
        record_read,
        crate::bridge::record::read,
    )?;
    let mut decision = decision_of(kind.id, ruleset, ruling);
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

/// A tarot incident: its cases read the record themselves, from the
/// incident's `tarot` field.
fn evaluate_tarot(
    incident: &Incident,
    ruleset: &Ruleset,
    kind: &'static KindSpec<Tarot>,
    trace: Trace,
) -> Result<Decision, InputError> {
    check_input(incident, kind, ruleset)?;
    let input = Input {
        facts: &incident.facts,
        choices: &incident.choices,
        outcome: incident.outcome.as_ref(),
        source: incident.record.as_ref().map(|record| &record.tarot),
    };
    let ruling =
        arbitre_core::context::run(&input, Tarot::ruleset(ruleset), kind, None, trace, OnceCell::new(), |_| Ok(None))?;
    Ok(decision_of(kind.id, ruleset, ruling))
}

/// A game's ruling in the decision's words: the facade's rectifications,
/// roles, information and derived facts, which unite both games'.
trait InDecision: Game {
    /// The ruleset as this game's kinds read it.
    fn ruleset(ruleset: &Ruleset) -> &Self::Ruleset;
    /// A rectification in the facade's union.
    fn rectification(rectification: Self::Rectification) -> Rectification;
    /// Who makes an election, as the facade names him.
    fn role(role: Self::Role) -> Role;
    /// Information made authorized or unauthorized.
    fn information(information: Self::Information) -> Information;
    /// What was derived from the record.
    fn derived(derived: Self::Derived) -> Derived;
}

impl InDecision for Bridge {
    fn ruleset(ruleset: &Ruleset) -> &(dyn BridgeRuleset + 'static) {
        ruleset
    }
    fn rectification(rectification: arbitre_bridge::rectification::Consequence) -> Rectification {
        rectification.into()
    }
    fn role(role: arbitre_bridge::vocabulary::Role) -> Role {
        role.into()
    }
    fn information(information: Information) -> Information {
        information
    }
    fn derived(derived: Derived) -> Derived {
        derived
    }
}

impl InDecision for Tarot {
    fn ruleset(ruleset: &Ruleset) -> &(dyn TarotRuleset + 'static) {
        ruleset
    }
    fn rectification(rectification: arbitre_tarot::rectification::Consequence) -> Rectification {
        rectification.into()
    }
    fn role(role: arbitre_tarot::vocabulary::Role) -> Role {
        role.into()
    }
    fn information(information: std::convert::Infallible) -> Information {
        match information {}
    }
    fn derived(derived: std::convert::Infallible) -> Derived {
        match derived {}
    }
}

/// The decision a ruling makes under `ruleset`, stamped with the kind, the
/// ruleset and the engine.
fn decision_of<G: InDecision>(kind: &str, ruleset: &Ruleset, ruling: Ruling<G>) -> Decision {
    let rectifications = |list: Vec<G::Rectification>| list.into_iter().map(G::rectification).collect();
    Decision {
        kind: kind.to_owned(),
        ruleset: ruleset.reference(),
        engine_version: crate::ENGINE_VERSION.to_owned(),
        status: ruling.status,
        questions: ruling.questions,
        choice: ruling.choice.map(|choice| {
            let holder = G::role(choice.holder);
            Choice {
                id: choice.id,
                question: choice.question,
                holder,
                holder_label: holder.label(),
                law: choice.law,
                options: choice
                    .options
                    .into_iter()
                    .map(|o| ChoiceOption {
                        id: o.id,
                        label: o.label,
                        rectifications: rectifications(o.rectifications),
                    })
                    .collect(),
            }
        }),
        rectifications: rectifications(ruling.rectifications),
        conditional: ruling
            .conditional
            .into_iter()
            .map(|c| Conditional { when: c.when, label: c.label, rectifications: rectifications(c.rectifications) })
            .collect(),
        information: ruling.information.into_iter().map(G::information).collect(),
        derived: ruling.derived.map(G::derived),
        citations: ruling.citations,
        summary: ruling.summary,
        trace: ruling.trace,
    }
}

impl Decision {
    /// The decision without its trace (what clients get unless they ask for
    /// an explanation).
    pub fn without_trace(mut self) -> Decision {
        self.trace = None;
        self
    }
}

/// Checks every fact, choice and outcome field against the kind's catalogue
/// (arbitre-core's [`arbitre_core::context::check_input`]), then the record,
/// before any rule runs, so rules only ever see well-typed values.
fn check_input<G: InDecision>(incident: &Incident, kind: &KindSpec<G>, ruleset: &Ruleset) -> Result<(), InputError> {
    let input: Input<'_, G> =
        Input { facts: &incident.facts, choices: &incident.choices, outcome: incident.outcome.as_ref(), source: None };
    arbitre_core::context::check_input(&input, kind, G::ruleset(ruleset))?;
    if let Some(record) = &incident.record {
        check_record(record, kind.id, kind.record_formats)?;
    }
    Ok(())
}

/// Checks the record: a kind that reads none refuses it; it comes in one
/// format, and a JSON or tarot record has the shape its reader expects.
fn check_record(record: &Record, kind: &str, record_formats: &[&str]) -> Result<(), InputError> {
    if record_formats.is_empty() {
        return Err(InputError::new(
            "record_not_used",
            "/record",
            text::localized("error-record-not-used", &[("kind", kind.into())]),
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
            text::localized("error-record-empty", &[("formats", record_formats.join(", ").into())]),
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
