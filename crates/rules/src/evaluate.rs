//! The one entry point of the engine, [`evaluate`]: it checks the input
//! against the kind's catalogue, reads the record and merges what it shows
//! with what was reported, then lets the kind's rules rule
//! ([`crate::context`]).

use std::cell::OnceCell;

use arbitre_core::{Game, Input, Ruling};

use crate::bridge::derived::Derived;
use crate::catalogue::{Bridge, BridgeRuleset, Kind, KindSpec, RecordSource, Tarot, TarotRuleset};
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

/// A bridge incident: arbitre-bridge adds what its record shows to what was
/// reported, and its kind rules.
fn evaluate_bridge(
    incident: &Incident,
    ruleset: &Ruleset,
    kind: &'static KindSpec<Bridge>,
    trace: Trace,
) -> Result<Decision, InputError> {
    check_input(incident, kind, ruleset)?;
    let input = Input {
        facts: &incident.facts,
        choices: &incident.choices,
        outcome: incident.outcome.as_ref(),
        source: incident.record.as_ref().map(|record| record as &dyn RecordSource),
    };
    let ruling = arbitre_bridge::kinds::rule(kind, &input, Bridge::ruleset(ruleset), trace)?;
    Ok(decision_of(kind.id, ruleset, ruling))
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
        arbitre_core::context::run(&input, Tarot::ruleset(ruleset), kind, None, trace, &OnceCell::new(), |_| Ok(None))?;
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
    /// What was derived from the record (boxed as it came: no new box).
    fn derived(derived: Box<Self::Derived>) -> Box<Derived>;
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
    fn derived(derived: Box<Derived>) -> Box<Derived> {
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
    fn derived(derived: Box<std::convert::Infallible>) -> Box<Derived> {
        match *derived {}
    }
}

// A game's list of rectifications becomes the decision's in place (the
// standard library reuses a vector's buffer when the items keep their
// size), not in a new allocation per list: issue 18. A member grown past a
// bridge consequence's size would lose that silently, so it stops the build.
const _: () = assert!(
    std::mem::size_of::<Rectification>() == std::mem::size_of::<arbitre_bridge::rectification::Consequence>()
        && std::mem::align_of::<Rectification>() == std::mem::align_of::<arbitre_bridge::rectification::Consequence>()
);

/// The decision a ruling makes under `ruleset`, stamped with the kind, the
/// ruleset and the engine.
fn decision_of<G: InDecision>(kind: &'static str, ruleset: &Ruleset, ruling: Ruling<G>) -> Decision {
    let rectifications = |list: Vec<G::Rectification>| list.into_iter().map(G::rectification).collect();
    Decision {
        // Static texts borrowed: no allocation for what every decision names.
        kind: std::borrow::Cow::Borrowed(kind),
        ruleset: ruleset.reference(),
        engine_version: std::borrow::Cow::Borrowed(crate::ENGINE_VERSION),
        status: ruling.status,
        questions: ruling.questions,
        choice: ruling.choice.map(|choice| {
            let holder = G::role(choice.holder);
            Box::new(Choice {
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
            })
        }),
        rectifications: rectifications(ruling.rectifications),
        conditional: ruling
            .conditional
            .into_iter()
            .map(|c| Conditional {
                when: std::borrow::Cow::Borrowed(c.when),
                label: c.label,
                rectifications: rectifications(c.rectifications),
            })
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
