//! What a ruleset is: a regulating body's code in one edition, its options,
//! the kinds implemented under it, and how it numbers and names the
//! paragraphs it cites. The rulesets themselves, which list the law modules,
//! are in [`crate::ruleset`], above the laws; this description sits below
//! them, so that the evaluation context that every law reads can name it
//! without the laws pointing back at their own registry (issue 12).

use crate::bridge::parameters::LawsEdition;
use crate::catalogue::{Game, KindSpec};
use crate::parameters::Parameters;
use crate::ruling::RulesetRef;

/// A ruleset.
#[derive(Debug, Clone)]
pub struct Ruleset {
    /// Stable id, e.g. `ffb-2017`.
    pub id: &'static str,
    /// Version: bumped whenever a parameter or a rule changes, that is
    /// whenever a decision under it changes (stored rulings name it).
    pub version: &'static str,
    /// The digest of this version's golden decisions
    /// (`tests/golden.rs`): a change of decisions without a change of
    /// version fails that test.
    pub golden_digest: &'static str,
    /// The game.
    pub game: Game,
    /// Fluent id of its title.
    pub title: &'static str,
    /// The body's options.
    pub parameters: Parameters,
    /// The kinds implemented under it.
    pub kinds: &'static [&'static KindSpec],
    /// Fluent id of the text it implements: which code, which edition, from
    /// which translation.
    pub source: &'static str,
    /// The first day its regulating body applied it (ISO 8601 date), when
    /// the body published it.
    pub in_force_from: Option<&'static str>,
    /// The last day it was applied, once a later edition replaced it.
    pub in_force_until: Option<&'static str>,
    /// How its citations name the code (`FFB 2017`): the rendering of the
    /// edition-neutral [`crate::catalogue::FFB`] code.
    pub citation_code: &'static str,
    /// How its rule ids begin (`ffb2017`): the rendering of the
    /// edition-neutral `ffb.` prefix of a paragraph both editions share.
    pub rule_prefix: &'static str,
    /// Versions of this id whose rulings were made under another ruleset's
    /// rules, and that ruleset: an incident stored then is ruled again the
    /// same way ([`crate::ruleset::for_stored`]).
    pub earlier_versions_ruled_as: &'static [(&'static str, &'static Ruleset)],
    /// Paragraphs every kind of the ruleset may rest on besides its own
    /// (the FFT code's general principles), listed with each kind's laws in
    /// the catalogue.
    pub laws_of_every_kind: &'static [crate::catalogue::CitationSpec],
    /// Paragraphs a kind may rest on because it asks a fact (Law 12C's
    /// kinds of adjusted score, for every kind that asks for one), listed
    /// with the laws of each kind that asks it.
    pub laws_of_a_fact: &'static [(&'static str, &'static [crate::catalogue::CitationSpec])],
}

impl Ruleset {
    /// The edition of the bridge Laws it applies (`None` for another game).
    pub fn laws_edition(&self) -> Option<LawsEdition> {
        match &self.parameters {
            Parameters::Bridge(p) => Some(p.laws_edition),
            Parameters::Tarot(_) => None,
        }
    }

    /// Law and paragraph as this ruleset numbers them: its edition's
    /// numbering (`LawsEdition::paragraph`, in `bridge/editions.rs`) for
    /// the bridge Laws; a tarot section is its own.
    pub fn paragraph<'p>(&self, law: &str, paragraph: &'p str) -> std::borrow::Cow<'p, str> {
        match self.laws_edition() {
            Some(edition) => edition.paragraph(law, paragraph),
            None => paragraph.into(),
        }
    }

    /// [`Ruleset::paragraph`] for a citation whose paragraph one edition
    /// splits (`LawsEdition::paragraph_of`).
    pub fn paragraph_of<'p>(&self, law: &str, paragraph: &'p str, title: &str) -> std::borrow::Cow<'p, str> {
        match self.laws_edition() {
            Some(edition) => edition.paragraph_of(law, paragraph, title),
            None => paragraph.into(),
        }
    }

    /// A paragraph's title, or a question, as this ruleset's edition words
    /// it (`LawsEdition::title`).
    pub fn title(&self, title: &'static str) -> &'static str {
        self.laws_edition().map_or(title, |edition| edition.title(title))
    }

    /// A rule id as this ruleset states it (`LawsEdition::rule_id`: a
    /// paragraph both editions share, `ffb.lawNN.x`, takes the edition's
    /// prefix); any other id is its own.
    pub fn rule_id(&self, id: &str) -> String {
        match self.laws_edition() {
            Some(edition) => edition.rule_id(id),
            None => id.to_owned(),
        }
    }

    /// The rule a question names, as this ruleset words it
    /// (`LawsEdition::question_rule_id`).
    pub fn question_rule_id(&self, id: &str) -> String {
        match self.laws_edition() {
            Some(edition) => edition.question_rule_id(id),
            None => id.to_owned(),
        }
    }

    /// The kind with this id, if implemented under this ruleset.
    pub fn kind(&self, id: &str) -> Option<&'static KindSpec> {
        self.kinds.iter().copied().find(|k| k.id == id)
    }

    /// Id and version, as stamped on decisions.
    pub fn reference(&self) -> RulesetRef {
        RulesetRef { id: self.id.to_owned(), version: self.version.to_owned() }
    }
}
