//! The catalogue of incident kinds: for each kind, its facts with their types,
//! allowed values and questions. A thin client draws every form from this
//! alone, and the engine validates incoming facts against the same data, so
//! the form and the rules can never disagree.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::bridge::card::Seat;
use crate::context::{Ctx, InputError};
use crate::ruling::{AnswerIn, Citation, FactOption, FactType, Question};
use crate::text::{self, Localized};

/// The game a kind belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Game {
    /// Contract bridge (duplicate).
    Bridge,
    /// French tarot.
    Tarot,
}

impl Game {
    /// The game as the stable string used in the API and the store.
    pub fn as_str(self) -> &'static str {
        match self {
            Game::Bridge => "bridge",
            Game::Tarot => "tarot",
        }
    }
}

// A law, paragraph or case as static data is arbitre-core's: the games
// declare their paragraphs with it; [`CitationSpecIn`] renders it in a
// ruleset's edition.
pub use arbitre_core::CitationSpec;

// The code of a bridge paragraph, whichever edition of the Laws applies, is
// the bridge crate's (its laws/ declare paragraphs too): a citation with it
// names the ruleset's edition once rendered ([`CitationSpecIn::citation_in`]:
// `FFB 2007`, `FFB 2017`).
pub use arbitre_bridge::laws::FFB;

/// A [`CitationSpec`] as a ruleset states it: the ruleset's edition gives
/// the code, the numbering and the title (a bridge paragraph written once
/// for both editions of the Laws is numbered by each its own way).
pub trait CitationSpecIn {
    /// The code and the paragraph as `ruleset` states them (its edition's
    /// code and numbering for a bridge paragraph, `LawsEdition::numbered`).
    fn numbered_in(&self, ruleset: &crate::ruleset_spec::Ruleset) -> (&'static str, std::borrow::Cow<'static, str>);

    /// The citation as `ruleset` states it: the edition's code, and the
    /// paragraph as that edition numbers it.
    fn citation_in(&self, ruleset: &crate::ruleset_spec::Ruleset) -> Citation;
}

impl CitationSpecIn for CitationSpec {
    fn numbered_in(&self, ruleset: &crate::ruleset_spec::Ruleset) -> (&'static str, std::borrow::Cow<'static, str>) {
        match ruleset.laws_edition() {
            Some(edition) => edition.numbered(self),
            None => (self.code, self.paragraph.into()),
        }
    }

    fn citation_in(&self, ruleset: &crate::ruleset_spec::Ruleset) -> Citation {
        match ruleset.laws_edition() {
            Some(edition) => edition.citation(self),
            None => Citation {
                code: self.code.to_owned(),
                law: self.law.to_owned(),
                paragraph: self.paragraph.to_owned(),
                title: text::msg(self.title),
            },
        }
    }
}

/// One allowed value of an enum fact.
#[derive(Debug, Clone, Copy)]
pub struct EnumValue {
    /// The JSON string sent by clients.
    pub value: &'static str,
    /// Fluent id of its label.
    pub label: &'static str,
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
    /// A bridge seat.
    Seat,
    /// A Law 12C adjusted score in the notation of
    /// [`crate::bridge::adjusted_score`] (`A60/40`, `W60*4S=;40*4S-1`, `4S=`,
    /// `NS:…|EW:…`), asked as text with examples and a pattern.
    AdjustedScore,
}

/// Examples of the adjusted-score notation, shown with the question.
pub const ADJUSTED_SCORE_EXAMPLES: &[&str] =
    &["A60/40", "W60*4S=;40*4S-1", "4S=", "NS:W60*4S=;40*4S-1|EW:4S=", "NS:6S=!470|EW:6S="];

/// The shape of the adjusted-score notation as an ECMA-262 regular
/// expression. The engine checks what a pattern cannot (weights summing to
/// 100, a number of tricks between 0 and 13).
pub const ADJUSTED_SCORE_PATTERN: &str = concat!(
    "^(?:A(?:100|[1-9]?[0-9])/(?:100|[1-9]?[0-9])",
    // A side of a split may have points withheld (12C1(e), `!470`): a
    // multiple of 10 (a probe found the server's own `!` refused by the
    // pattern it publishes).
    "|NS:(?:A(?:100|[1-9]?[0-9])|W(?:100|[1-9]?[0-9])\\*R(?:;(?:100|[1-9]?[0-9])\\*R)*|R)(?:![1-9][0-9]{0,3}0)?",
    "\\|EW:(?:A(?:100|[1-9]?[0-9])|W(?:100|[1-9]?[0-9])\\*R(?:;(?:100|[1-9]?[0-9])\\*R)*|R)(?:![1-9][0-9]{0,3}0)?",
    "|W(?:100|[1-9]?[0-9])\\*R(?:;(?:100|[1-9]?[0-9])\\*R)*|R)$"
);

/// One result inside [`ADJUSTED_SCORE_PATTERN`] (written `R` there).
const RESULT_PATTERN: &str =
    "(?:[Pp][Aa][Ss][Ss]|[1-7](?:[CDHScdhs]|[Nn][Tt]?)(?:[Xx][Xx]?)?[NESWnesw]?(?:=|[+-][0-9]{1,2}))";

/// The full pattern, with each result spelled out.
pub fn adjusted_score_pattern() -> String {
    ADJUSTED_SCORE_PATTERN.replace('R', RESULT_PATTERN)
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
        let label = |id: &str| text::msg(id);
        let (fact_type, values, options, min, max) = match self.domain {
            Domain::Boolean => (
                FactType::Boolean,
                Some(vec![Value::Bool(true), Value::Bool(false)]),
                Some(vec![
                    FactOption { value: Value::Bool(true), label: label("value-yes") },
                    FactOption { value: Value::Bool(false), label: label("value-no") },
                ]),
                None,
                None,
            ),
            Domain::Enum(values) => (
                FactType::Enum,
                Some(values.iter().map(|v| Value::from(v.value)).collect()),
                Some(
                    values.iter().map(|v| FactOption { value: Value::from(v.value), label: label(v.label) }).collect(),
                ),
                None,
                None,
            ),
            Domain::Integer { min, max } => (FactType::Integer, None, None, Some(min), Some(max)),
            Domain::HalfPoints { max } => (FactType::HalfPoints, None, None, Some(0), Some(max)),
            Domain::AdjustedScore => (FactType::Text, None, None, None, None),
            Domain::Seat => (
                FactType::Seat,
                Some(Seat::ALL.iter().map(|s| Value::from(s.to_string())).collect()),
                Some(
                    Seat::ALL
                        .iter()
                        .map(|s| FactOption {
                            value: Value::from(s.to_string()),
                            label: label(&format!("seat-{}", s.to_string().to_lowercase())),
                        })
                        .collect(),
                ),
                None,
                None,
            ),
        };
        Question {
            id: self.id.to_owned(),
            answer_in,
            fact_type,
            text: text::msg(self.question),
            values,
            options,
            min,
            max,
            examples: matches!(self.domain, Domain::AdjustedScore)
                .then(|| ADJUSTED_SCORE_EXAMPLES.iter().map(|e| (*e).to_owned()).collect()),
            pattern: matches!(self.domain, Domain::AdjustedScore).then(adjusted_score_pattern),
            rule: self.rule.to_owned(),
        }
    }

    /// Checks a value sent for this fact; the error names the fact and says
    /// what was expected.
    pub fn check(&self, value: &Value) -> Result<(), InputError> {
        self.check_at(value, "/facts")
    }

    /// Checks a value sent for this field under `parent` (`/facts`, `/outcome`).
    pub fn check_at(&self, value: &Value, parent: &str) -> Result<(), InputError> {
        let pointer = format!("{parent}/{}", self.id);
        let question = text::msg(self.question);
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
            Domain::Seat => {
                if value
                    .as_str()
                    .and_then(|s| s.chars().next().filter(|_| s.len() == 1))
                    .and_then(Seat::from_char)
                    .is_some()
                {
                    return Ok(());
                }
                text::localized("expected-seat", &[])
            }
            Domain::AdjustedScore => {
                // The board's declarer only fills in results that name no
                // seat; any seat checks the notation's syntax.
                if value
                    .as_str()
                    .and_then(|s| crate::bridge::adjusted_score::Adjustment::parse(s, Some(Seat::N)))
                    .is_some()
                {
                    return Ok(());
                }
                // Weights that do not sum to 100 are said as such (12C1(c)).
                match value.as_str().and_then(crate::bridge::adjusted_score::weights_not_summing_to_100) {
                    Some(total) => {
                        text::localized("expected-adjusted-score-weights", &[("total", i64::from(total).into())])
                    }
                    None => text::localized(
                        "expected-adjusted-score",
                        &[("examples", ADJUSTED_SCORE_EXAMPLES.join(", ").into())],
                    ),
                }
            }
        };
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

/// An election a player may make, as static data.
#[derive(Debug, Clone, Copy)]
pub struct ChoiceSpec {
    /// The choice id, answered in `choices`.
    pub id: &'static str,
    /// Who chooses.
    pub holder: crate::ruling::Role,
    /// The law that grants it.
    pub law: CitationSpec,
    /// The option ids and the Fluent ids of their labels.
    pub options: &'static [EnumValue],
}

impl ChoiceSpec {
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

    /// Checks an option sent for this choice.
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

/// The facts reported with an incident.
pub type Facts = std::collections::BTreeMap<String, Value>;

/// What a record establishes for an incident.
#[derive(Debug, Default)]
pub struct RecordFacts {
    /// Facts, by id.
    pub facts: Vec<(&'static str, Value)>,
    /// Elections the record shows were made (LHO calling over a call accepts it).
    pub choices: Vec<(&'static str, &'static str)>,
    /// Outcome fields the record settles (what the offender became, once the
    /// auction closed).
    pub outcome: Vec<(&'static str, Value)>,
    /// The irregular call, for the decision's `derived` part.
    pub irregular_call: Option<crate::bridge::derived::IrregularCall>,
    /// Anything else derived from the record, for the decision's `derived` part.
    pub derived: Option<crate::bridge::derived::Derived>,
}

/// Derives facts from a bridge deal record.
/// It also sees the facts reported, for a record holding several
/// irregularities (the incident names which).
pub type RecordFactsFn = fn(
    &crate::bridge::deal_record::DealRecord,
    &std::collections::BTreeMap<String, Value>,
) -> Result<RecordFacts, InputError>;

/// The evaluator of a kind: reads the context, returns the ruling so far.
pub type Evaluator = fn(&mut Ctx<'_>) -> Result<(), InputError>;

/// An incident kind.
#[derive(Debug, Clone, Copy)]
pub struct KindSpec {
    /// Stable id, e.g. `bridge.trick_orientation`.
    pub id: &'static str,
    /// Its game.
    pub game: Game,
    /// Fluent id of its title.
    pub title: &'static str,
    /// The laws it implements.
    pub laws: &'static [CitationSpec],
    /// Its facts, most decisive first.
    pub facts: &'static [FactSpec],
    /// The elections players may make.
    pub choices: &'static [ChoiceSpec],
    /// The fields of the outcome it may wait for (the result of the auction
    /// or the deal), checked like facts.
    pub outcome: &'static [FactSpec],
    /// The record formats it reads (empty: it takes no record).
    pub record_formats: &'static [&'static str],
    /// Reads facts and elections off a bridge record, for kinds that can.
    pub record_facts: Option<RecordFactsFn>,
    /// The rules.
    pub evaluate: Evaluator,
}

/// Whether `ruleset` applies `law` (a bridge edition may name a law it does
/// not apply: see `LawsEdition::applies`); every law of a ruleset without an
/// edition.
pub(crate) fn law_applies(ruleset: &crate::ruleset_spec::Ruleset, law: &str) -> bool {
    ruleset.laws_edition().is_none_or(|edition| edition.applies(law))
}

/// Whether a fact read by `rule` is in `ruleset`'s catalogue: its law
/// applies there, and a rule of one edition's own text (`ffb2017.…`) is
/// only listed under that edition (the 2017 thirteenth-trick exception of
/// 53A has no 2007 counterpart to ask for).
pub(crate) fn rule_listed(ruleset: &crate::ruleset_spec::Ruleset, rule: &str) -> bool {
    let own_edition = match (ruleset.laws_edition(), rule.split_once('.')) {
        (Some(edition), Some((prefix, _))) if prefix.starts_with("ffb2") => prefix == edition.rule_prefix(),
        _ => true,
    };
    own_edition && law_applies(ruleset, law_of_rule(rule))
}

/// The law a rule id names (`ffb2017.law57.a` → `57`), or nothing.
pub(crate) fn law_of_rule(rule: &str) -> &str {
    rule.split('.').find_map(|part| part.strip_prefix("law")).unwrap_or_default()
}

impl KindSpec {
    /// The fact with this id.
    pub fn fact(&self, id: &str) -> Option<&'static FactSpec> {
        self.facts.iter().find(|f| f.id == id)
    }

    /// The choice with this id.
    pub fn choice(&self, id: &str) -> Option<&'static ChoiceSpec> {
        self.choices.iter().find(|c| c.id == id)
    }

    /// The kind as the API describes it under `ruleset`: citations and rule
    /// ids in its edition.
    pub fn info_in(&self, ruleset: &crate::ruleset_spec::Ruleset) -> KindInfo {
        let in_ruleset = |mut question: Question| {
            question.rule = ruleset.question_rule_id(&question.rule);
            question
        };
        // A law this edition names without applying is not listed (see
        // `LawsEdition::applies`); a fact belongs to the law of its rule.
        let applies = |law: &str| law_applies(ruleset, law);
        KindInfo {
            id: self.id.to_owned(),
            game: self.game,
            title: text::msg(self.title),
            laws: {
                // Once each as the edition states it: two paragraphs one
                // edition splits are one citation in the other (16B1(a) in
                // 2007).
                let mut laws: Vec<Citation> = Vec::with_capacity(self.laws.len());
                // And those a fact the kind asks may lead to (Law 12C for an
                // adjusted score).
                let of_its_facts = ruleset
                    .laws_of_a_fact
                    .iter()
                    .filter(|(fact, _)| self.fact(fact).is_some())
                    .flat_map(|(_, laws)| laws.iter());
                for law in
                    self.laws.iter().chain(ruleset.laws_of_every_kind).chain(of_its_facts).filter(|l| applies(l.law))
                {
                    let law = law.citation_in(ruleset);
                    if !laws.contains(&law) {
                        laws.push(law);
                    }
                }
                laws
            },
            facts: self
                .facts
                .iter()
                .filter(|fact| rule_listed(ruleset, fact.rule))
                .map(|fact| {
                    let mut question = in_ruleset(fact.question());
                    question.text = text::msg(ruleset.title(fact.question));
                    question
                })
                .collect(),
            choices: self
                .choices
                .iter()
                .filter(|c| applies(c.law.law))
                .map(|c| ChoiceInfo {
                    id: c.id.to_owned(),
                    question: c.question(self.id),
                    holder: c.holder,
                    holder_label: c.holder.label(),
                    law: c.law.citation_in(ruleset),
                    options: c
                        .options
                        .iter()
                        .map(|o| FactOption { value: Value::from(o.value), label: text::msg(o.label) })
                        .collect(),
                })
                .collect(),
            outcome: self
                .outcome
                .iter()
                .map(|field| in_ruleset(field.question_answered_in(AnswerIn::Outcome)))
                .collect(),
            record_formats: self.record_formats.iter().map(|s| (*s).to_owned()).collect(),
        }
    }
}

/// An incident kind as the API describes it: what a thin client needs to draw
/// its form.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct KindInfo {
    /// Stable id, e.g. `bridge.trick_orientation`.
    #[schema(value_type = KindId)]
    pub id: String,
    /// The game.
    pub game: Game,
    /// What the kind covers.
    pub title: Localized,
    /// The laws it implements.
    pub laws: Vec<Citation>,
    /// Every fact it may ask for, most decisive first, with types, allowed
    /// values and questions.
    pub facts: Vec<Question>,
    /// The elections players may make, with their options.
    pub choices: Vec<ChoiceInfo>,
    /// The fields of the outcome the kind may wait for, like facts.
    pub outcome: Vec<Question>,
    /// The deal record formats it reads (`pbn`); empty when it takes no record.
    #[schema(value_type = Vec<RecordFormat>)]
    pub record_formats: Vec<String>,
}

/// An election as the catalogue describes it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ChoiceInfo {
    /// The choice id, answered in `choices`.
    pub id: String,
    /// The question the director puts to the player who chooses.
    pub question: Localized,
    /// Who chooses.
    pub holder: crate::ruling::Role,
    /// Who chooses, in words.
    pub holder_label: Localized,
    /// The law that grants it.
    pub law: Citation,
    /// The options (`value` is the option id to send).
    pub options: Vec<FactOption>,
}

/// A deal record format a kind reads (the fields of `record`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RecordFormat {
    /// PBN text (bridge).
    Pbn,
    /// LIN text (bridge).
    Lin,
    /// A bridge deal as JSON.
    Json,
    /// A tarot deal as JSON.
    Tarot,
}

/// A string schema that takes one of `values` (an enum in the contract).
pub fn string_enum_schema(
    values: Vec<String>,
    description: &str,
) -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    utoipa::openapi::schema::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::String)
        .enum_values(Some(values))
        .description(Some(description))
        .into()
}

// A kind's id is a word decisions use: it sits with the others.
pub use crate::vocabulary::{KIND_ID_DESCRIPTION, KindId};
