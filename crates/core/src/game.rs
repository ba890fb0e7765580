//! What a game gives the engine ([`Game`]), and what a ruleset tells the
//! interviews of its edition ([`Edition`]). The engine's context
//! ([`crate::context::Ctx`]) and a kind's declaration
//! ([`crate::kind::KindSpec`]) are written once, over any game.

use std::borrow::Cow;
use std::fmt::Debug;

use crate::citation::{Citation, CitationSpec};
use crate::decision::RulesetRef;
use crate::input_error::InputError;

/// A game's words, as the engine needs them: what its rulings rectify, who
/// makes its elections, what it derives from a record, and how it reads one.
/// A game is a marker type (`Bridge`, `Tarot`): it holds no value.
pub trait Game: Copy + Debug + 'static {
    /// What a ruling of this game rectifies: the game's own consequences and
    /// those every game states alike.
    type Rectification: Clone + Debug + PartialEq;
    /// Who makes an election a kind offers.
    type Role: Copy + Debug + PartialEq;
    /// Information a ruling makes authorized or unauthorized.
    type Information: Clone + Debug + PartialEq;
    /// What a ruling derives from the record (the contract, the revoke…).
    type Derived: Clone + Debug + PartialEq;
    /// An incident's record as it came (bridge: PBN, LIN or JSON text).
    type Source: ?Sized;
    /// The record once read and checked, shared by every rule that looks at it.
    type Record;
    /// How a kind reads facts off the record, for kinds that can.
    type RecordFacts: Copy + Debug;
    /// The ruleset as the kinds read it: its edition and its parameters.
    type Ruleset: ?Sized + Edition;

    /// Whether a ruling that waits for the deal's result asks only for the
    /// outcome fields its evaluation read (bridge: a branch reads what it
    /// depends on), rather than for every field the record does not give
    /// (tarot: the score sheet is filled at once).
    const ASKS_ONLY_OUTCOME_READ: bool;

    /// What a kind derived merged with what was derived before (the
    /// record's reading): the later says, the earlier stays where it is silent.
    fn merge_derived(before: Self::Derived, derived: Self::Derived) -> Self::Derived;
}

/// Reads an incident's record the first time a rule asks for it. The
/// readers sit above the context in a game (they apply its laws to the
/// record), so the entry point hands the reader down to [`crate::context::run`].
pub type ReadRecord<G> = fn(&<G as Game>::Source) -> Result<Option<<G as Game>::Record>, InputError>;

/// What a ruleset tells the interviews: how its edition names rules, words
/// titles and questions, numbers and cites paragraphs, and which laws it
/// applies. The defaults are a code with a single edition, cited as written.
pub trait Edition {
    /// Id and version, as stamped on decisions.
    fn reference(&self) -> RulesetRef;

    /// A rule id as this edition states it.
    fn rule_id(&self, id: &str) -> String {
        id.to_owned()
    }

    /// The rule a question names, as this edition words it.
    fn question_rule_id(&self, id: &str) -> String {
        id.to_owned()
    }

    /// A paragraph's title, or a question, as this edition words it (a
    /// Fluent id).
    fn title(&self, title: &'static str) -> &'static str {
        title
    }

    /// The code and the paragraph as this edition numbers them.
    fn numbered(&self, citation: &CitationSpec) -> (&'static str, Cow<'static, str>) {
        (citation.code, citation.paragraph.into())
    }

    /// The citation as this edition states it: numbered by
    /// [`Edition::numbered`], titled by [`Edition::title`]. Not meant to be
    /// overridden: `Ctx::cite` states a citation from those two alone.
    fn citation(&self, citation: &CitationSpec) -> Citation {
        let (code, paragraph) = self.numbered(citation);
        Citation::stated(citation, code, paragraph, self.title(citation.title))
    }

    /// Whether this edition applies `law` (an edition may name a law it
    /// does not apply).
    fn law_applies(&self, law: &str) -> bool {
        let _ = law;
        true
    }

    /// Whether a fact read by `rule` is in this edition's catalogue.
    fn rule_listed(&self, rule: &str) -> bool {
        let _ = rule;
        true
    }
}
