//! The shared vocabulary of the engine (DESIGN §2): what comes in
//! ([`Incident`]) and what goes out ([`Decision`]), for both games.
//!
//! These types are the contract thin clients and club scoring software are
//! written against: field names are stable, and every variant is typed. There
//! is deliberately no free-text rectification: a law that needs a new
//! consequence adds a variant to its game's vocabulary
//! (`bridge/rectification.rs` or `tarot/rectification.rs`; see
//! [`crate::rectification`]).

use std::borrow::Cow;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::bridge::derived::Derived;
use crate::rectification::Rectification;
use crate::text::Localized;

// The words of a decision that name no game (a question and its type, the
// status, a rule consulted, the ruleset's reference) are arbitre-core's.
pub use arbitre_core::decision::{
    AnswerIn, FactOption, FactType, FactValue, Question, RulesetRef, Status, TraceStep, TraceValue,
};

/// An irregularity reported to the director or arbiter.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Incident {
    /// The kind of irregularity, e.g. `bridge.trick_orientation`
    /// (`GET /v1/rulesets/{id}` lists the kinds a ruleset covers).
    #[schema(value_type = crate::vocabulary::KindId)]
    pub kind: String,
    /// Facts known so far, by fact id (`GET /v1/rulesets/{id}/kinds/{kind}`
    /// lists each fact's type and allowed values). Unknown facts are simply
    /// left out: the decision asks for those it needs.
    #[serde(default)]
    #[schema(value_type = BTreeMap<String, FactValue>)]
    pub facts: BTreeMap<String, Value>,
    /// The deal as played, when the club software has it. The engine derives
    /// from it what it can instead of asking.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<Record>,
    /// Elections made by the players entitled to them: choice id → option id.
    #[serde(default)]
    pub choices: BTreeMap<String, String>,
    /// The result of the deal once it is over, to settle conditional rulings:
    /// outcome field id → value (`GET /v1/rulesets/{id}/kinds/{kind}` lists
    /// the fields; a decision awaiting the outcome asks for them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<BTreeMap<String, FactValue>>)]
    pub outcome: Option<Value>,
}

/// A fact's new value in an amendment: a [`FactValue`], or `null` to
/// withdraw a fact given earlier.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(untagged)]
pub enum FactUpdate {
    /// `true` or `false`.
    Boolean(bool),
    /// A whole number.
    Integer(i64),
    /// A number with a fraction: tarot points to the half point (`40.5`).
    Number(f64),
    /// An enum value, a seat, a card or a notation.
    Text(String),
    /// Withdraws the fact.
    Withdrawn,
}

/// A deal record, in one of the formats the engine reads.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// A bridge deal in PBN 2.1 text (tags `Deal`, `Contract`, `Declarer`,
    /// section `Play`, …). When the text holds several boards, `board` picks one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pbn: Option<String>,
    /// A bridge deal in BBO's LIN text (`md`, `sv`, `mb`, `an`, `pc`, `mc`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lin: Option<String>,
    /// A bridge deal as JSON, for clients that build the record themselves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<crate::bridge::deal_record::DealRecord>)]
    pub json: Option<Value>,
    /// The board number to take from a PBN or LIN text holding several boards.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<u32>,
    /// A tarot deal as JSON (players, hands, dog, bids, discard, handles, tricks).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<crate::tarot::record::DealRecord>)]
    pub tarot: Option<Value>,
    /// The irregular plays of a bridge `pbn` or `lin` record (which cannot
    /// carry them), in the order they happened: added to the record's play
    /// and checked with it. A `json` record lists them in
    /// `play.irregularities` instead.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub irregular_plays: Vec<arbitre_bridge::play_irregularities::IrregularPlay>,
}

// A bridge kind reads the record through what it needs of it.
impl arbitre_bridge::game::RecordSource for Record {
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
    fn irregular_plays(&self) -> &[arbitre_bridge::play_irregularities::IrregularPlay] {
        &self.irregular_plays
    }
}

/// The engine's conclusion on an incident.
// `choice` and `derived` are boxed: a decision is moved a few times on its
// way out of the engine, and those two are most of its size when inline
// (issue 18's profile: the copies cost as much as a rule).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Decision {
    /// The kind of irregularity ruled on.
    #[schema(value_type = crate::vocabulary::KindId)]
    pub kind: Cow<'static, str>,
    /// The ruleset applied.
    pub ruleset: RulesetRef,
    /// The version of the engine that gave the decision.
    pub engine_version: Cow<'static, str>,
    /// Where the interview stands.
    pub status: Status,
    /// When `status` is `needs_facts`: the facts still needed, most decisive
    /// first; send them back in `facts` with the rest. When `status` is
    /// `awaiting_outcome`: the fields of the deal's result, sent in `outcome`
    /// (each question says where in `answer_in`).
    pub questions: Vec<Question>,
    /// When `status` is `awaiting_choice`: who chooses, and the options.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub choice: Option<Box<Choice>>,
    /// Everything already determined, as typed values, each with a
    /// one-line `description` of its type.
    #[serde(serialize_with = "described")]
    pub rectifications: Vec<Rectification>,
    /// Consequences that depend on the result of the deal.
    pub conditional: Vec<Conditional>,
    /// Information that became authorized or unauthorized, and for whom.
    pub information: Vec<Information>,
    /// What the engine computed from the deal record, when one was given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub derived: Option<Box<Derived>>,
    /// The laws applied, most specific first.
    pub citations: Vec<Citation>,
    /// The ruling as a director would announce it.
    pub summary: Localized,
    /// Each rule consulted, in order (only with `?explain=true`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trace: Option<Vec<TraceStep>>,
}

/// An election a player is entitled to make.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Choice {
    /// The choice id to answer in `choices`.
    pub id: String,
    /// The question the director puts to the player who chooses. Always
    /// sent since engine 0.2; absent from rulings stored before.
    #[schema(required = false)]
    pub question: Localized,
    /// Who chooses.
    pub holder: Role,
    /// Who chooses, in words. Always sent since engine 0.2; absent from
    /// rulings stored before (`vocabulary.roles` of the ruleset labels it).
    #[schema(required = false)]
    pub holder_label: Localized,
    /// The law that grants the choice.
    pub law: Citation,
    /// Every option, with the rectifications it would lead to.
    pub options: Vec<ChoiceOption>,
}

/// One option of a [`Choice`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ChoiceOption {
    /// The option id to send.
    pub id: String,
    /// The option as the director states it to the table.
    pub label: Localized,
    /// What follows if this option is chosen.
    #[serde(serialize_with = "described")]
    pub rectifications: Vec<Rectification>,
}

/// A consequence that depends on the result of the deal.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Conditional {
    /// The outcome id this branch applies to.
    // Borrowed from the rules' literals when a ruling states it (issue 18).
    pub when: Cow<'static, str>,
    /// The outcome in words.
    pub label: Localized,
    /// What follows in that case.
    #[serde(serialize_with = "described")]
    pub rectifications: Vec<Rectification>,
}

// Who a rectification names and for how long, and what the director
// reviews, are words both games' rectifications use: they sit below this
// module, which unites them into decisions (issue 12).
pub use crate::vocabulary::{Party, ReviewReason, Role, Until};

// Information made authorized or unauthorized is bridge's (Law 16).
pub use arbitre_bridge::vocabulary::{Information, InformationStatus};

/// A rectification as a decision sends it: its fields, and the one-line
/// description of its type a thin client shows (the description is not read
/// back: it follows from the type).
#[derive(Serialize)]
struct Described<'a> {
    #[serde(flatten)]
    rectification: &'a Rectification,
    description: Localized,
}

/// Writes rectifications with their descriptions.
fn described<S: serde::Serializer>(list: &[Rectification], serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_seq(list.iter().map(|r| Described { rectification: r, description: r.description() }))
}

// A citation is arbitre-core's: a game's findings and legal-play reasons
// carry it too.
pub use arbitre_core::Citation;
