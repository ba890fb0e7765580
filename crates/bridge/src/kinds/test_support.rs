//! What the interviews' unit tests rule with: the FFB's two rulesets as the
//! facade applies them (their editions and options), an incident with its
//! record, and the check and the ruling the facade makes for a bridge kind.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::borrow::Cow;
use std::collections::BTreeMap;

use arbitre_core::decision::RulesetRef;
use arbitre_core::{Edition, Input, Ruling};
use serde_json::Value;

use super::{KINDS_2007, KINDS_2017};
use crate::game::{Bridge, BridgeRuleset, CitationSpec, InputError, KindSpec, RecordSource, Trace};
use crate::parameters::{BridgeParameters, FFB_2007_PARAMETERS, FFB_2017_PARAMETERS, LawsEdition};
use crate::play_irregularities::IrregularPlay;

/// A bridge ruling, as the tests read it.
pub type Decision = Ruling<Bridge>;

/// A bridge ruleset as the facade's: an id, an edition of the Laws and the
/// body's options.
#[derive(Debug, Clone)]
pub struct Ruleset {
    /// Its id.
    pub id: &'static str,
    /// The body's options, the edition among them.
    pub parameters: BridgeParameters,
}

/// The FFB's rulesets under the 2017 Laws.
pub static FFB_2017: Ruleset = Ruleset { id: "ffb-2017", parameters: FFB_2017_PARAMETERS };

/// The FFB's rulesets under the 2007 Laws.
pub static FFB_2007: Ruleset = Ruleset { id: "ffb-2007", parameters: FFB_2007_PARAMETERS };

impl Ruleset {
    fn laws(&self) -> LawsEdition {
        self.parameters.laws_edition
    }

    /// A rule id as this ruleset states it.
    pub fn rule_id(&self, id: &str) -> String {
        self.laws().rule_id(id)
    }

    fn kinds(&self) -> &'static [&'static KindSpec] {
        match self.laws() {
            LawsEdition::Laws2007 => KINDS_2007,
            LawsEdition::Laws2017 => KINDS_2017,
        }
    }
}

// As the facade's rulesets state their edition (`ruleset_spec.rs`).
impl Edition for Ruleset {
    fn reference(&self) -> RulesetRef {
        RulesetRef { id: self.id.into(), version: "test".into() }
    }
    fn rule_id(&self, id: &str) -> String {
        self.laws().rule_id(id)
    }
    fn question_rule_id(&self, id: &str) -> String {
        self.laws().question_rule_id(id)
    }
    fn title(&self, title: &'static str) -> &'static str {
        self.laws().title(title)
    }
    fn numbered(&self, citation: &CitationSpec) -> (&'static str, Cow<'static, str>) {
        self.laws().numbered(citation)
    }
    fn law_applies(&self, law: &str) -> bool {
        self.laws().applies(law)
    }
    fn rule_listed(&self, rule: &str) -> bool {
        self.laws().lists(rule)
    }
}

impl BridgeRuleset for Ruleset {
    fn parameters(&self) -> &BridgeParameters {
        &self.parameters
    }
}

/// An incident's record as a client sends it.
#[derive(Debug, Clone, Default)]
pub struct Record {
    /// PBN text.
    pub pbn: Option<String>,
    /// LIN text.
    pub lin: Option<String>,
    /// A deal as JSON.
    pub json: Option<Value>,
    /// The board to read.
    pub board: Option<u32>,
    /// A tarot deal (refused at bridge).
    pub tarot: Option<Value>,
    /// Irregular plays sent beside the record.
    pub irregular_plays: Vec<IrregularPlay>,
}

impl RecordSource for Record {
    fn pbn(&self) -> Option<&str> {
        self.pbn.as_deref()
    }
    fn lin(&self) -> Option<&str> {
        self.lin.as_deref()
    }
    fn json(&self) -> Option<&Value> {
        self.json.as_ref()
    }
    fn board(&self) -> Option<u32> {
        self.board
    }
    fn has_tarot(&self) -> bool {
        self.tarot.is_some()
    }
    fn irregular_plays(&self) -> &[IrregularPlay] {
        &self.irregular_plays
    }
}

/// An incident as the tests give it.
#[derive(Debug, Clone)]
pub struct Incident {
    /// The kind.
    pub kind: String,
    /// The facts.
    pub facts: BTreeMap<String, Value>,
    /// The record.
    pub record: Option<Record>,
    /// The elections.
    pub choices: BTreeMap<String, String>,
    /// The outcome.
    pub outcome: Option<Value>,
}

/// Rules on an incident as the facade does for a bridge kind: its input
/// checked against the kind's catalogue, then [`super::rule`].
pub fn evaluate(incident: &Incident, ruleset: &Ruleset) -> Result<Decision, InputError> {
    let kind = ruleset.kinds().iter().copied().find(|k| k.id == incident.kind).expect("a kind of the edition");
    let input = Input {
        facts: &incident.facts,
        choices: &incident.choices,
        outcome: incident.outcome.as_ref(),
        source: incident.record.as_ref().map(|r| r as &dyn RecordSource),
    };
    arbitre_core::context::check_input(&input, kind, ruleset)?;
    super::rule(kind, &input, ruleset, Trace::Kept)
}

/// `kind` ruled under `ruleset` from `facts` alone (no record, choice or
/// outcome); an input error fails the test with its text.
pub fn rule_facts(kind: &str, ruleset: &Ruleset, facts: &Value) -> Decision {
    let incident = Incident {
        kind: kind.into(),
        facts: facts.as_object().cloned().unwrap_or_default().into_iter().collect(),
        record: None,
        choices: BTreeMap::new(),
        outcome: None,
    };
    evaluate(&incident, ruleset).unwrap_or_else(|e| panic!("{e:?}"))
}
