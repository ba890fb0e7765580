//! The catalogue of incident kinds, as the facade serves it: for each kind,
//! its facts with their types, allowed values and questions. A thin client
//! draws every form from this alone, and the engine validates incoming
//! facts against the same data, so the form and the rules can never
//! disagree.
//!
//! A kind is declared with arbitre-core's [`KindSpec`], over its game; the
//! two games as the engine sees them ([`Bridge`], [`Tarot`]) and a kind of
//! either ([`Kind`], what a ruleset lists) are here, with the bridge
//! notations a fact may be written in ([`SEAT_DOMAIN`],
//! [`ADJUSTED_SCORE_DOMAIN`]).

use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::bridge::card::Seat;
use crate::bridge::deal_record::DealRecord;
use crate::bridge::derived::Derived;
use crate::bridge::parameters::LawsEdition;
use crate::parameters::Parameters;
use crate::ruling::{Citation, FactOption, FactType, Information, Question, Record, Role};
use crate::text::{self, Localized};

use arbitre_core::InputError;

// A kind's declaration, its facts and their values are arbitre-core's: a
// game declares its kinds without the facade.
pub use arbitre_core::{Domain, Edition, EnumValue, FactSpec, Notation};

/// A bridge kind's declaration (the bridge interviews are this crate's for
/// now), or, named, a kind of another game.
pub type KindSpec<G = Bridge> = arbitre_core::KindSpec<G>;

/// An election a bridge kind offers.
pub type ChoiceSpec = arbitre_core::ChoiceSpec<arbitre_bridge::vocabulary::Role>;

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
    fn numbered_in<E: Edition + ?Sized>(&self, ruleset: &E) -> (&'static str, std::borrow::Cow<'static, str>);

    /// The citation as `ruleset` states it: the edition's code, and the
    /// paragraph as that edition numbers it.
    fn citation_in<E: Edition + ?Sized>(&self, ruleset: &E) -> Citation;
}

impl CitationSpecIn for CitationSpec {
    fn numbered_in<E: Edition + ?Sized>(&self, ruleset: &E) -> (&'static str, std::borrow::Cow<'static, str>) {
        ruleset.numbered(self)
    }

    fn citation_in<E: Edition + ?Sized>(&self, ruleset: &E) -> Citation {
        ruleset.citation(self)
    }
}

/// What the bridge interviews read of their ruleset besides its edition's
/// numbering: the body's options and the edition of the Laws.
pub trait BridgeRuleset: Edition {
    /// The body's options.
    fn parameters(&self) -> &Parameters;

    /// The edition of the bridge Laws applied (the default edition for
    /// another game's ruleset, where no bridge paragraph is read).
    fn edition(&self) -> LawsEdition;
}

/// Contract bridge, as the engine sees it: the bridge interviews' words are
/// this crate's until they move into arbitre-bridge (issue 12).
#[derive(Debug, Clone, Copy)]
pub struct Bridge;

impl arbitre_core::Game for Bridge {
    type Rectification = arbitre_bridge::rectification::Consequence;
    type Role = arbitre_bridge::vocabulary::Role;
    type Information = Information;
    type Derived = Derived;
    type Source = Record;
    type Record = DealRecord;
    type RecordFacts = RecordFactsFn;
    type Ruleset = dyn BridgeRuleset;

    // A bridge ruling asks for the outcome fields its branch read.
    const ASKS_ONLY_OUTCOME_READ: bool = true;

    fn merge_derived(before: Derived, derived: Derived) -> Derived {
        Derived {
            contract: derived.contract.or(before.contract),
            declarer: derived.declarer.or(before.declarer),
            recorded_result: derived.recorded_result.or(before.recorded_result),
            play: derived.play.or(before.play),
            irregular_call: derived.irregular_call.or(before.irregular_call),
            revoke: derived.revoke.or(before.revoke),
            poll: derived.poll.or(before.poll),
            double_dummy: derived.double_dummy.or(before.double_dummy),
            revoke_equity: if derived.revoke_equity.is_empty() { before.revoke_equity } else { derived.revoke_equity },
            revokes_on_board: if derived.revokes_on_board.is_empty() {
                before.revokes_on_board
            } else {
                derived.revokes_on_board
            },
        }
    }
}

// French tarot as the engine sees it is arbitre-tarot's, with its cases.
pub use arbitre_tarot::{Tarot, TarotRuleset};

/// The kinds a ruleset implements, all of its game.
#[derive(Debug, Clone, Copy)]
pub enum Kinds {
    /// Bridge kinds.
    Bridge(&'static [&'static KindSpec<Bridge>]),
    /// Tarot kinds.
    Tarot(&'static [&'static KindSpec<Tarot>]),
}

impl Kinds {
    /// Each kind, in the ruleset's order.
    pub fn iter(&self) -> impl Iterator<Item = Kind> + use<> {
        let (bridge, tarot): (&'static [&'static KindSpec<Bridge>], &'static [&'static KindSpec<Tarot>]) = match *self {
            Kinds::Bridge(kinds) => (kinds, &[]),
            Kinds::Tarot(kinds) => (&[], kinds),
        };
        bridge.iter().map(|k| Kind::Bridge(k)).chain(tarot.iter().map(|k| Kind::Tarot(k)))
    }
}

/// A kind of either game, as a ruleset lists it.
#[derive(Debug, Clone, Copy)]
pub enum Kind {
    /// A bridge kind.
    Bridge(&'static KindSpec<Bridge>),
    /// A tarot kind.
    Tarot(&'static KindSpec<Tarot>),
}

/// The same field of a kind of either game.
macro_rules! of_either {
    ($kind:expr, $k:ident => $value:expr) => {
        match $kind {
            Kind::Bridge($k) => $value,
            Kind::Tarot($k) => $value,
        }
    };
}

impl Kind {
    /// Stable id, e.g. `bridge.trick_orientation`.
    pub fn id(&self) -> &'static str {
        of_either!(self, k => k.id)
    }

    /// Its game.
    pub fn game(&self) -> Game {
        match self {
            Kind::Bridge(_) => Game::Bridge,
            Kind::Tarot(_) => Game::Tarot,
        }
    }

    /// Fluent id of its title.
    pub fn title(&self) -> &'static str {
        of_either!(self, k => k.title)
    }

    /// The laws it implements.
    pub fn laws(&self) -> &'static [CitationSpec] {
        of_either!(self, k => k.laws)
    }

    /// Its facts, most decisive first.
    pub fn facts(&self) -> &'static [FactSpec] {
        of_either!(self, k => k.facts)
    }

    /// The fields of the outcome it may wait for.
    pub fn outcome(&self) -> &'static [FactSpec] {
        of_either!(self, k => k.outcome)
    }

    /// The record formats it reads (empty: it takes no record).
    pub fn record_formats(&self) -> &'static [&'static str] {
        of_either!(self, k => k.record_formats)
    }

    /// The fact with this id.
    pub fn fact(&self, id: &str) -> Option<&'static FactSpec> {
        of_either!(self, k => k.fact(id))
    }

    /// The elections players may make, holders named by the facade's roles.
    pub fn choices(&self) -> Vec<arbitre_core::ChoiceSpec<Role>> {
        fn named<R: Into<Role> + Copy>(c: &arbitre_core::ChoiceSpec<R>) -> arbitre_core::ChoiceSpec<Role> {
            arbitre_core::ChoiceSpec { id: c.id, holder: c.holder.into(), law: c.law, options: c.options }
        }
        of_either!(self, k => k.choices.iter().map(named).collect())
    }
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

/// A bridge seat, `N`, `E`, `S` or `W` (either case), asked with the four
/// seats as options.
pub static SEAT_NOTATION: Notation = Notation {
    fact_type: FactType::Seat,
    values: &[
        EnumValue { value: "N", label: "seat-n" },
        EnumValue { value: "E", label: "seat-e" },
        EnumValue { value: "S", label: "seat-s" },
        EnumValue { value: "W", label: "seat-w" },
    ],
    examples: &[],
    pattern: None,
    check: check_seat,
};

/// A fact that names a bridge seat.
pub const SEAT_DOMAIN: Domain = Domain::Notation(&SEAT_NOTATION);

fn check_seat(value: &Value) -> Result<(), Localized> {
    if value.as_str().and_then(|s| s.chars().next().filter(|_| s.len() == 1)).and_then(Seat::from_char).is_some() {
        return Ok(());
    }
    Err(text::localized("expected-seat", &[]))
}

/// A Law 12C adjusted score in the notation of
/// [`crate::bridge::adjusted_score`] (`A60/40`, `W60*4S=;40*4S-1`, `4S=`,
/// `NS:…|EW:…`), asked as text with examples and a pattern.
pub static ADJUSTED_SCORE_NOTATION: Notation = Notation {
    fact_type: FactType::Text,
    values: &[],
    examples: ADJUSTED_SCORE_EXAMPLES,
    pattern: Some(adjusted_score_pattern),
    check: check_adjusted_score,
};

/// A fact that holds a Law 12C adjusted score.
pub const ADJUSTED_SCORE_DOMAIN: Domain = Domain::Notation(&ADJUSTED_SCORE_NOTATION);

fn check_adjusted_score(value: &Value) -> Result<(), Localized> {
    // The board's declarer only fills in results that name no seat; any
    // seat checks the notation's syntax.
    if value.as_str().and_then(|s| crate::bridge::adjusted_score::Adjustment::parse(s, Some(Seat::N))).is_some() {
        return Ok(());
    }
    // Weights that do not sum to 100 are said as such (12C1(c)).
    Err(match value.as_str().and_then(crate::bridge::adjusted_score::weights_not_summing_to_100) {
        Some(total) => text::localized("expected-adjusted-score-weights", &[("total", i64::from(total).into())]),
        None => text::localized("expected-adjusted-score", &[("examples", ADJUSTED_SCORE_EXAMPLES.join(", ").into())]),
    })
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
