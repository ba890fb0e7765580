//! What a ruleset is: a regulating body's code in one edition, its options,
//! the kinds implemented under it, and how it numbers and names the
//! paragraphs it cites. The rulesets themselves, which list the law modules,
//! are in [`crate::ruleset`], above the laws; this description sits below
//! them, so that the evaluation context that every law reads can name it
//! without the laws pointing back at their own registry (issue 12).

use std::borrow::Cow;

use crate::bridge::parameters::LawsEdition;
use crate::catalogue::{BridgeRuleset, CitationSpec, Edition, Game, Kind, KindInfo, Kinds, TarotRuleset};
use crate::parameters::Parameters;
use crate::ruling::{AnswerIn, Citation, Question, RulesetRef};
use crate::tarot::parameters::{FFT_PARAMETERS, TarotParameters};
use crate::text;

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
    pub kinds: Kinds,
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
    pub fn kind(&self, id: &str) -> Option<Kind> {
        self.kinds.iter().find(|k| k.id() == id)
    }

    /// Whether it applies `law` (a bridge edition may name a law it does not
    /// apply: see `LawsEdition::applies`); every law of a ruleset without an
    /// edition.
    pub fn law_applies(&self, law: &str) -> bool {
        self.laws_edition().is_none_or(|edition| edition.applies(law))
    }

    /// Whether a fact read by `rule` is in its catalogue (its edition's,
    /// `LawsEdition::lists`; every rule of a ruleset without an edition).
    pub fn rule_listed(&self, rule: &str) -> bool {
        self.laws_edition().is_none_or(|edition| edition.lists(rule))
    }

    /// A kind as the API describes it under this ruleset: citations and
    /// rule ids in its edition.
    pub fn kind_info(&self, kind: Kind) -> KindInfo {
        let in_ruleset = |mut question: Question| {
            question.rule = self.question_rule_id(&question.rule);
            question
        };
        // A law this edition names without applying is not listed (see
        // `LawsEdition::applies`); a fact belongs to the law of its rule.
        let applies = |law: &str| self.law_applies(law);
        KindInfo {
            id: kind.id().to_owned(),
            game: kind.game(),
            title: text::msg(kind.title()),
            laws: {
                // Once each as the edition states it: two paragraphs one
                // edition splits are one citation in the other (16B1(a) in
                // 2007).
                let mut laws: Vec<Citation> = Vec::with_capacity(kind.laws().len());
                // And those a fact the kind asks may lead to (Law 12C for an
                // adjusted score).
                let of_its_facts = self
                    .laws_of_a_fact
                    .iter()
                    .filter(|(fact, _)| kind.fact(fact).is_some())
                    .flat_map(|(_, laws)| laws.iter());
                for law in
                    kind.laws().iter().chain(self.laws_of_every_kind).chain(of_its_facts).filter(|l| applies(l.law))
                {
                    let law = Edition::citation(self, law);
                    if !laws.contains(&law) {
                        laws.push(law);
                    }
                }
                laws
            },
            facts: kind
                .facts()
                .iter()
                .filter(|fact| self.rule_listed(fact.rule))
                .map(|fact| {
                    let mut question = in_ruleset(fact.question());
                    question.text = text::msg(self.title(fact.question));
                    question
                })
                .collect(),
            choices: kind
                .choices()
                .iter()
                .filter(|c| applies(c.law.law))
                .map(|c| crate::catalogue::ChoiceInfo {
                    id: c.id.to_owned(),
                    question: c.question(kind.id()),
                    holder: c.holder,
                    holder_label: c.holder.label(),
                    law: Edition::citation(self, &c.law),
                    options: c.option_labels(),
                })
                .collect(),
            outcome: kind
                .outcome()
                .iter()
                .map(|field| in_ruleset(field.question_answered_in(AnswerIn::Outcome)))
                .collect(),
            record_formats: kind.record_formats().iter().map(|s| (*s).to_owned()).collect(),
        }
    }

    /// Id and version, as stamped on decisions.
    pub fn reference(&self) -> RulesetRef {
        // Borrowed: the ruleset is static, and every decision names it (issue 18).
        RulesetRef { id: Cow::Borrowed(self.id), version: Cow::Borrowed(self.version) }
    }
}

/// What the interviews read of a ruleset's edition: a bridge edition of
/// the Laws renames, numbers and words paragraphs its own way
/// (`bridge/editions.rs`); a tarot code is cited as written.
impl Edition for Ruleset {
    fn reference(&self) -> RulesetRef {
        Ruleset::reference(self)
    }

    fn rule_id(&self, id: &str) -> String {
        Ruleset::rule_id(self, id)
    }

    fn question_rule_id(&self, id: &str) -> String {
        Ruleset::question_rule_id(self, id)
    }

    fn title(&self, title: &'static str) -> &'static str {
        Ruleset::title(self, title)
    }

    fn numbered(&self, citation: &CitationSpec) -> (&'static str, Cow<'static, str>) {
        match self.laws_edition() {
            Some(edition) => edition.numbered(citation),
            None => (citation.code, citation.paragraph.into()),
        }
    }

    fn law_applies(&self, law: &str) -> bool {
        Ruleset::law_applies(self, law)
    }

    fn rule_listed(&self, rule: &str) -> bool {
        Ruleset::rule_listed(self, rule)
    }
}

/// The options the bridge kinds fall back on if a ruleset of another game
/// were ever to list them: the FFB's under the default edition.
static FFB_DEFAULTS: crate::bridge::parameters::BridgeParameters = crate::bridge::parameters::FFB_2017_PARAMETERS;

impl BridgeRuleset for Ruleset {
    fn parameters(&self) -> &crate::bridge::parameters::BridgeParameters {
        match &self.parameters {
            Parameters::Bridge(p) => p,
            Parameters::Tarot(_) => &FFB_DEFAULTS,
        }
    }

    fn edition(&self) -> LawsEdition {
        self.laws_edition().unwrap_or(LawsEdition::DEFAULT)
    }
}

/// The parameters the tarot cases fall back on if a ruleset of another game
/// were ever to list them: the FFT's own.
static FFT_DEFAULTS: TarotParameters = FFT_PARAMETERS;

impl TarotRuleset for Ruleset {
    fn tarot_parameters(&self) -> &TarotParameters {
        match &self.parameters {
            Parameters::Tarot(p) => p,
            Parameters::Bridge(_) => &FFT_DEFAULTS,
        }
    }
}
