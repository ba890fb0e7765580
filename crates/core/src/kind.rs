//! What a game declares of each incident kind: its facts with their types,
//! allowed values and questions, the elections players may make, the
//! outcome fields it may wait for, and the function that rules on it. A
//! thin client draws every form from this alone, and the engine checks
//! incoming facts against the same data, so the form and the rules can
//! never disagree.
//!
//! Nothing here names a game: a value written in a game's notation (a
//! bridge seat, a Law 12C adjusted score) is a [`Notation`] the game
//! supplies.

use std::borrow::Cow;

use serde_json::Value;

use crate::citation::CitationSpec;
use crate::context::Ctx;
use crate::decision::{AnswerIn, FactOption, FactType, FactValue, Question};
use crate::game::Game;
use crate::input_error::InputError;
use crate::text::{self, Localized};

/// One allowed value of an enum fact.
#[derive(Debug, Clone, Copy)]
pub struct EnumValue {
    /// The JSON string sent by clients.
    pub value: &'static str,
    /// Fluent id of its label.
    pub label: &'static str,
}

/// A value written in a game's own notation (a bridge seat, a Law 12C
/// adjusted score): the game says how it is asked and how it is checked.
#[derive(Debug, Clone, Copy)]
pub struct Notation {
    /// How a question states its type.
    pub fact_type: FactType,
    /// The values it may take with their labels, when they can be listed
    /// (the four seats); empty otherwise.
    pub values: &'static [EnumValue],
    /// Examples shown with the question; empty when it shows none.
    pub examples: &'static [&'static str],
    /// The shape of a value as an ECMA-262 regular expression, when the
    /// question shows one.
    pub pattern: Option<fn() -> String>,
    /// Checks a value; when it is not one, says in words what was expected.
    pub check: fn(&Value) -> Result<(), Localized>,
}

/// The values a fact may take.
#[derive(Debug, Clone, Copy)]
pub enum Domain {
    /// `true` or `false`.
    Boolean,
    /// One of the listed strings.
    Enum(&'static [EnumValue]),
    /// A whole number in `min..=max`.
    Integer {
        /// Smallest allowed value.
        min: i64,
        /// Largest allowed value.
        max: i64,
    },
    /// A number of points to the half point, `0..=max` (tarot points: 40.5).
    HalfPoints {
        /// Largest allowed value.
        max: i64,
    },
    /// A value in a game's notation.
    Notation(&'static Notation),
}

/// A fact of a kind.
#[derive(Debug, Clone, Copy)]
pub struct FactSpec {
    /// The fact id.
    pub id: &'static str,
    /// Fluent id of the question that asks for it.
    pub question: &'static str,
    /// Its allowed values.
    pub domain: Domain,
    /// The id of the rule that reads it.
    pub rule: &'static str,
}

impl FactSpec {
    /// The fact as a question a client can draw, answered in `facts`.
    pub fn question(&self) -> Question {
        self.question_answered_in(AnswerIn::Facts)
    }

    /// The fact as a question a client can draw, answered in `answer_in`
    /// (an outcome field is asked the same way as a fact).
    pub fn question_answered_in(&self, answer_in: AnswerIn) -> Question {
        // The catalogue's literals: found by address after the first time.
        let label = |id: &'static str| text::literal_msg(id);
        let listed = |values: &[EnumValue]| {
            (
                Some(values.iter().map(|v| FactValue::Text(Cow::Borrowed(v.value))).collect()),
                Some(
                    values
                        .iter()
                        .map(|v| FactOption { value: FactValue::Text(Cow::Borrowed(v.value)), label: label(v.label) })
                        .collect(),
                ),
            )
        };
        let (fact_type, (values, options), min, max) = match self.domain {
            Domain::Boolean => (
                FactType::Boolean,
                (
                    Some(vec![FactValue::Boolean(true), FactValue::Boolean(false)]),
                    Some(vec![
                        FactOption { value: FactValue::Boolean(true), label: label("value-yes") },
                        FactOption { value: FactValue::Boolean(false), label: label("value-no") },
                    ]),
                ),
                None,
                None,
            ),
            Domain::Enum(values) => (FactType::Enum, listed(values), None, None),
            Domain::Integer { min, max } => (FactType::Integer, (None, None), Some(min), Some(max)),
            Domain::HalfPoints { max } => (FactType::HalfPoints, (None, None), Some(0), Some(max)),
            Domain::Notation(notation) if notation.values.is_empty() => (notation.fact_type, (None, None), None, None),
            Domain::Notation(notation) => (notation.fact_type, listed(notation.values), None, None),
        };
        let notation = match self.domain {
            Domain::Notation(notation) => Some(notation),
            _ => None,
        };
        Question {
            id: self.id.to_owned(),
            answer_in,
            fact_type,
            text: text::literal_msg(self.question),
            values,
            options,
            min,
            max,
            examples: notation
                .filter(|n| !n.examples.is_empty())
                .map(|n| n.examples.iter().map(|e| (*e).to_owned()).collect()),
            pattern: notation.and_then(|n| n.pattern).map(|pattern| pattern()),
            rule: self.rule.to_owned(),
        }
    }

    /// Checks a value sent for this fact; the error names the fact and says
    /// what was expected.
    ///
    /// # Errors
    /// `invalid_fact_value` at `/facts/<id>`.
    pub fn check(&self, value: &Value) -> Result<(), InputError> {
        self.check_at(value, "/facts")
    }

    /// Checks a value sent for this field under `parent` (`/facts`, `/outcome`).
    ///
    /// # Errors
    /// `invalid_fact_value` at `<parent>/<id>`.
    pub fn check_at(&self, value: &Value, parent: &str) -> Result<(), InputError> {
        let expected: Localized = match self.domain {
            Domain::Boolean if value.is_boolean() => return Ok(()),
            Domain::Boolean => text::localized("expected-boolean", &[]),
            Domain::Enum(values) => {
                if let Some(s) = value.as_str()
                    && values.iter().any(|v| v.value == s)
                {
                    return Ok(());
                }
                let (fr, en) = labelled_values(values);
                text::localized("expected-one-of", &[("values_fr", fr.into()), ("values_en", en.into())])
            }
            Domain::Integer { min, max } => {
                if let Some(n) = value.as_i64()
                    && (min..=max).contains(&n)
                {
                    return Ok(());
                }
                text::localized("expected-integer", &[("min", min.into()), ("max", max.into())])
            }
            Domain::HalfPoints { max } => {
                // A whole number, or one ending in .5.
                #[allow(clippy::cast_precision_loss)]
                let top = max as f64;
                if let Some(n) = value.as_f64()
                    && (0.0..=top).contains(&n)
                    && (n * 2.0).fract() == 0.0
                {
                    return Ok(());
                }
                text::localized("expected-half-points", &[("max", max.into())])
            }
            Domain::Notation(notation) => match (notation.check)(value) {
                Ok(()) => return Ok(()),
                Err(expected) => expected,
            },
        };
        // The field and its question are written for a refusal only: a value
        // that passes costs no text (issue 18: the question was rendered in
        // both languages for every fact checked).
        let pointer = format!("{parent}/{}", self.id);
        let question = text::msg(self.question);
        Err(InputError::new(
            "invalid_fact_value",
            pointer,
            text::localized(
                "error-invalid-fact-value",
                &[
                    ("fact", self.id.into()),
                    ("value", value.to_string().into()),
                    ("expected_fr", expected.fr.into()),
                    ("expected_en", expected.en.into()),
                    // The question the client showed, in the caller's
                    // language beside the field's id (a thin-client probe:
                    // a French director read `call_type` and no words).
                    ("question_fr", question.fr.into()),
                    ("question_en", question.en.into()),
                ],
            ),
        ))
    }
}

/// The values a client may send, each with its label in French and in
/// English (`"bid" (Une enchère)`): an error shows the director the words
/// his screen showed, and the client the ids to send.
fn labelled_values(values: &[EnumValue]) -> (String, String) {
    let mut fr = Vec::with_capacity(values.len());
    let mut en = Vec::with_capacity(values.len());
    for value in values {
        let label = text::msg(value.label);
        fr.push(format!("\"{}\" ({})", value.value, label.fr));
        en.push(format!("\"{}\" ({})", value.value, label.en));
    }
    (fr.join(", "), en.join(", "))
}

/// An election a player may make, as static data; `R` is the game's word
/// for who makes it.
#[derive(Debug, Clone, Copy)]
pub struct ChoiceSpec<R> {
    /// The choice id, answered in `choices`.
    pub id: &'static str,
    /// Who chooses.
    pub holder: R,
    /// The law that grants it.
    pub law: CitationSpec,
    /// The option ids and the Fluent ids of their labels.
    pub options: &'static [EnumValue],
}

impl<R> ChoiceSpec<R> {
    /// The question the director puts to the holder. One choice id may serve
    /// several kinds with different meanings (the taker's election after a
    /// revoke or after a card played out of turn): a question written for
    /// the kind (`choice-<kind>-<id>-question`, the kind without its game)
    /// comes first, then the one for the id (`choice-<id>-question`).
    pub fn question(&self, kind: &str) -> Localized {
        let kind = kind.split_once('.').map_or(kind, |(_, k)| k);
        let for_kind = format!("choice-{}-{}-question", kind.replace('_', "-"), self.id.replace('_', "-"));
        if text::exists(&for_kind) {
            return text::msg(&for_kind);
        }
        text::msg(&format!("choice-{}-question", self.id.replace('_', "-")))
    }

    /// The options as a client draws them (`value` is the option id to send).
    pub fn option_labels(&self) -> Vec<FactOption> {
        self.options
            .iter()
            .map(|o| FactOption { value: FactValue::Text(Cow::Borrowed(o.value)), label: text::msg(o.label) })
            .collect()
    }

    /// Checks an option sent for this choice.
    ///
    /// # Errors
    /// `invalid_choice` at `/choices/<id>`.
    pub fn check(&self, option: &str) -> Result<(), InputError> {
        if self.options.iter().any(|o| o.value == option) {
            return Ok(());
        }
        let (fr, en) = labelled_values(self.options);
        Err(InputError::new(
            "invalid_choice",
            format!("/choices/{}", self.id),
            text::localized(
                "error-invalid-choice",
                &[
                    ("choice", self.id.into()),
                    ("option", option.into()),
                    ("values_fr", fr.into()),
                    ("values_en", en.into()),
                ],
            ),
        ))
    }
}

/// The evaluator of a kind: reads the context, writes the ruling so far.
pub type Evaluator<G> = fn(&mut Ctx<'_, G>) -> Result<(), InputError>;

/// An incident kind of game `G`.
#[derive(Debug, Clone, Copy)]
pub struct KindSpec<G: Game> {
    /// Stable id, e.g. `bridge.trick_orientation`.
    pub id: &'static str,
    /// Fluent id of its title.
    pub title: &'static str,
    /// The laws it implements.
    pub laws: &'static [CitationSpec],
    /// Its facts, most decisive first.
    pub facts: &'static [FactSpec],
    /// The elections players may make.
    pub choices: &'static [ChoiceSpec<G::Role>],
    /// The fields of the outcome it may wait for (the result of the auction
    /// or the deal), checked like facts.
    pub outcome: &'static [FactSpec],
    /// The record formats it reads (empty: it takes no record).
    pub record_formats: &'static [&'static str],
    /// Reads facts and elections off the game's record, for kinds that can.
    pub record_facts: Option<G::RecordFacts>,
    /// The rules.
    pub evaluate: Evaluator<G>,
}

impl<G: Game> KindSpec<G> {
    /// The fact with this id.
    pub fn fact(&self, id: &str) -> Option<&'static FactSpec> {
        self.facts.iter().find(|f| f.id == id)
    }

    /// The choice with this id.
    pub fn choice(&self, id: &str) -> Option<&'static ChoiceSpec<G::Role>> {
        self.choices.iter().find(|c| c.id == id)
    }
}
