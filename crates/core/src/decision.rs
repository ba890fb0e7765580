//! The words a decision is written in that name no game: a question a
//! thin client draws (its type, its allowed values, where its answer goes),
//! where an interview stands, a rule consulted, the ruleset a decision was
//! given under, and the consequences every game states alike
//! ([`SharedRectification`], in each game's words for players and reviews).
//! The facade (`arbitre-rules`) unites each game's rectifications into the
//! decisions clients read.

use std::borrow::Cow;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::text::Localized;

/// The value of a fact or of an outcome field: a boolean, a whole number,
/// or a string (an enum value, a seat, a card, a notation). Each kind's
/// catalogue entry says which, and the engine checks it.
///
/// This type documents the wire format; the engine keeps values as JSON so
/// that what a client sent is stored exactly as it was.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(untagged)]
pub enum FactValue {
    /// `true` or `false`.
    Boolean(bool),
    /// A whole number.
    Integer(i64),
    /// A number with a fraction: tarot points to the half point (`40.5`).
    Number(f64),
    /// An enum value, a seat, a card or a notation.
    // Borrowed when the engine lists a catalogue's values: a question names
    // them without a copy (issue 18).
    Text(Cow<'static, str>),
}

impl From<&FactValue> for Value {
    fn from(value: &FactValue) -> Value {
        match value {
            FactValue::Boolean(b) => Value::Bool(*b),
            FactValue::Integer(n) => Value::from(*n),
            FactValue::Number(x) => Value::from(*x),
            FactValue::Text(text) => Value::String(text.as_ref().to_owned()),
        }
    }
}

/// A value a rule read, as shown in the trace: a fact's value, or a figure
/// the rule derived (a count, a card, a list of cards), or `null` when the
/// fact was not given.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(untagged)]
pub enum TraceValue {
    /// `true` or `false`.
    Boolean(bool),
    /// A whole number.
    Integer(i64),
    /// A string.
    Text(String),
    /// A list of strings (e.g. the cards a player held).
    List(Vec<String>),
    /// The fact was not given.
    Null,
}

/// Where the answer to a [`Question`] is sent back.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum AnswerIn {
    /// In `facts` (the decision needs it to rule).
    Facts,
    /// In `outcome` (the result of the deal, which settles a conditional ruling).
    Outcome,
}

/// Where the interview stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Facts are missing: see `questions`.
    NeedsFacts,
    /// A player must choose between options: see `choice`.
    AwaitingChoice,
    /// The ruling depends on the result of the deal: see `conditional`.
    AwaitingOutcome,
    /// The ruling is complete.
    Complete,
}

impl Status {
    /// Every status, in the order of the enum.
    pub const ALL: [Status; 4] =
        [Status::NeedsFacts, Status::AwaitingChoice, Status::AwaitingOutcome, Status::Complete];

    /// The status as the stable string used in the API and the store.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::NeedsFacts => "needs_facts",
            Status::AwaitingChoice => "awaiting_choice",
            Status::AwaitingOutcome => "awaiting_outcome",
            Status::Complete => "complete",
        }
    }
}

/// The ruleset a decision was given under.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RulesetRef {
    /// Ruleset id, e.g. `ffb-2017`.
    pub id: Cow<'static, str>,
    /// Ruleset version: changes whenever a parameter or a rule changes.
    pub version: Cow<'static, str>,
}

/// The type of a fact, which tells a client how to ask for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum FactType {
    /// `true` or `false`.
    Boolean,
    /// One of the listed string values.
    Enum,
    /// A whole number between `min` and `max`.
    Integer,
    /// A number to the half point between `min` and `max` (`40.5`).
    HalfPoints,
    /// A bridge seat: `N`, `E`, `S` or `W`.
    Seat,
    /// A line of text in a notation the engine reads back and checks (an
    /// adjusted score: `A60/40`, `W60*4S=;40*4S-1`); `examples` and `pattern`
    /// show its shape.
    Text,
}

/// One allowed value of a fact, with its label.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct FactOption {
    /// The JSON value to send.
    pub value: FactValue,
    /// What to show the director.
    pub label: Localized,
}

/// A fact the engine needs, as a question a client can draw by itself.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Question {
    /// The fact id to answer, in `facts` or `outcome` (see `answer_in`).
    pub id: String,
    /// Where to send the answer: `facts` while the decision needs facts,
    /// `outcome` while it awaits the result of the deal. Always sent since
    /// engine 0.2; absent from rulings stored before (answer in `facts`).
    #[cfg_attr(feature = "openapi", schema(required = false))]
    pub answer_in: AnswerIn,
    /// The type of the answer.
    #[serde(rename = "type")]
    pub fact_type: FactType,
    /// The question to ask the director.
    pub text: Localized,
    /// The allowed JSON values (booleans, enums, seats).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub values: Option<Vec<FactValue>>,
    /// The allowed values with their labels, in the same order as `values`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub options: Option<Vec<FactOption>>,
    /// The smallest allowed value (integers).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min: Option<i64>,
    /// The largest allowed value (integers).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<i64>,
    /// Examples of valid answers (text).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub examples: Option<Vec<String>>,
    /// A regular expression (ECMA-262) every valid answer matches (text); the
    /// engine checks the rest (weights summing to 100, a possible number of
    /// tricks) and names the fact when it refuses one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pattern: Option<String>,
    /// The id of the rule that needs this fact.
    pub rule: String,
}

/// One rule consulted while evaluating.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TraceStep {
    /// The rule's stable id, e.g. `ffb2017.law65.b3.correction`.
    pub rule: String,
    /// Whether the rule applied.
    pub applied: bool,
    /// The facts the rule read, with the values it saw.
    #[cfg_attr(feature = "openapi", schema(value_type = BTreeMap<String, TraceValue>))]
    pub read: BTreeMap<String, Value>,
    /// The rule that overrode this one, when an exception applied.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub overridden_by: Option<String>,
}

/// The id of an incident kind (`bridge.insufficient_bid`, `tarot.misdeal`…):
/// in the contract, one of the kinds some ruleset implements. The Rust code
/// keeps kinds as strings, checked against the ruleset's catalogue.
///
/// The games declare their kinds and the rulesets list them above this
/// crate, so the schema written here is a string; the contract's enum of
/// every kind implemented is filled in from the rulesets when the document
/// is finished.
pub struct KindId;

/// What [`KindId`]'s schema says of itself.
pub const KIND_ID_DESCRIPTION: &str = "An incident kind (`GET /v1/rulesets/{id}` lists the kinds a ruleset covers).";

#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for KindId {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::schema::ObjectBuilder::new()
            .schema_type(utoipa::openapi::schema::Type::String)
            .description(Some(KIND_ID_DESCRIPTION))
            .into()
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for KindId {}

/// A consequence every game states alike, in a game's words: `P` names the
/// player (the facade's roles, or a game's own), `W` says what the director
/// reviews. Each game writes these beside its own rectifications; the
/// facade unites them in one `type`-tagged union on the wire.
// The laws and kinds named are the rules' own literals, borrowed when a
// ruling states them (an allocation each before: issue 18); owned only when
// read back from JSON.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SharedRectification<P, W> {
    /// The result obtained at the table stands.
    ResultStands,
    /// The call is cancelled (or withdrawn) and does not count in the auction.
    CallCancelled {
        /// Whose call.
        player: P,
    },
    /// The director will review the result at the end of play and adjust the
    /// score if the non-offending side was damaged (Laws 23, 27D).
    DirectorReview {
        /// The law under which the review takes place.
        law: Cow<'static, str>,
        /// What is reviewed.
        reason: W,
    },
    /// The law that governs this case is not implemented by the engine: the
    /// director rules himself. Stated rather than guessed.
    NotImplemented {
        /// The law.
        law: Cow<'static, str>,
    },
    /// Another law governs this irregularity: the incident is ruled under it.
    RuledUnder {
        /// The incident kind to use.
        #[cfg_attr(feature = "openapi", schema(value_type = KindId))]
        kind: Cow<'static, str>,
        /// The law that sends there.
        law: Cow<'static, str>,
    },
}

impl<P, W> SharedRectification<P, W> {
    /// The same consequence in other words for its player and its review
    /// (a game's own into the facade's).
    pub fn map<P2, W2>(
        self,
        player: impl FnOnce(P) -> P2,
        reason: impl FnOnce(W) -> W2,
    ) -> SharedRectification<P2, W2> {
        match self {
            SharedRectification::ResultStands => SharedRectification::ResultStands,
            SharedRectification::CallCancelled { player: p } => {
                SharedRectification::CallCancelled { player: player(p) }
            }
            SharedRectification::DirectorReview { law, reason: r } => {
                SharedRectification::DirectorReview { law, reason: reason(r) }
            }
            SharedRectification::NotImplemented { law } => SharedRectification::NotImplemented { law },
            SharedRectification::RuledUnder { kind, law } => SharedRectification::RuledUnder { kind, law },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Status;

    /// `Status::ALL` is written by hand; this match is exhaustive, so a new
    /// status fails to compile here until it is listed (a search refuses a
    /// status not in `ALL`).
    #[test]
    fn every_status_is_listed_once() {
        let position = |status: Status| match status {
            Status::NeedsFacts => 0,
            Status::AwaitingChoice => 1,
            Status::AwaitingOutcome => 2,
            Status::Complete => 3,
        };
        for (i, status) in Status::ALL.into_iter().enumerate() {
            assert_eq!(position(status), i, "{status:?}");
        }
    }
}
