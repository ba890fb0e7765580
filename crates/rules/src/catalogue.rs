//! The catalogue of incident kinds, as the facade serves it: for each kind,
//! its facts with their types, allowed values and questions. A thin client
//! draws every form from this alone, and the engine validates incoming
//! facts against the same data, so the form and the rules can never
//! disagree.
//!
//! A kind is declared by its game with arbitre-core's [`KindSpec`] (the
//! games as the engine sees them are [`Bridge`] and [`Tarot`]); a ruleset
//! lists kinds of either ([`Kind`]), and the catalogue describes them
//! ([`KindInfo`]).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::ruling::{Citation, FactOption, Question, Role};
use crate::text::Localized;

// A kind's declaration, its facts and their values are arbitre-core's: a
// game declares its kinds without the facade.
pub use arbitre_core::{Domain, Edition, EnumValue, FactSpec, Notation};

/// A kind's declaration: a bridge kind's unless another game is named (the
/// kinds are their games' crates').
pub type KindSpec<G = Bridge> = arbitre_core::KindSpec<G>;

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

// What bridge gives the engine, the ruleset it reads, the notations its
// facts are written in, what a record establishes, and French tarot as the
// engine sees it are their games' (arbitre-bridge, arbitre-tarot).
pub use arbitre_bridge::game::{
    ADJUSTED_SCORE_DOMAIN, ADJUSTED_SCORE_NOTATION, Bridge, BridgeRuleset, ChoiceSpec, CitationSpecIn, Facts,
    RecordFacts, RecordFactsFn, RecordSource, SEAT_DOMAIN, SEAT_NOTATION,
};
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

// The adjusted-score notation is bridge's, with its examples and pattern.
pub use arbitre_bridge::adjusted_score::{
    EXAMPLES as ADJUSTED_SCORE_EXAMPLES, PATTERN as ADJUSTED_SCORE_PATTERN, pattern as adjusted_score_pattern,
};

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
