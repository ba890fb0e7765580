//! The context a kind's rules read facts from and write their conclusions
//! to ([`Ctx`]), and the ruling it makes ([`run`]), over any game. The rules
//! facade (`arbitre-rules`) finds the kind, reads what a record shows and
//! turns the ruling into the decision clients read.

use std::borrow::Cow;
use std::cell::{OnceCell, RefCell};
use std::collections::BTreeMap;

use serde_json::Value;

use crate::citation::{Citation, CitationSpec, Rule};
use crate::decision::{AnswerIn, Question, Status, TraceStep};
use crate::game::{Edition, Game, ReadRecord};
use crate::input_error::{InputError, pointer_escape};
use crate::kind::KindSpec;
use crate::text::{self, Arg, Localized};

/// What an incident gives the rules: its facts, elections, outcome and
/// record, borrowed from the incident as it came (or as its record
/// completed it).
pub struct Input<'a, G: Game> {
    /// Facts known so far, by fact id.
    pub facts: &'a BTreeMap<String, Value>,
    /// Elections made: choice id → option id.
    pub choices: &'a BTreeMap<String, String>,
    /// The result of the deal, once it is over.
    pub outcome: Option<&'a Value>,
    /// The record, as it came.
    pub source: Option<&'a G::Source>,
}

/// An election put to a player, as the rules offer it.
#[derive(Debug, Clone, PartialEq)]
pub struct Choice<G: Game> {
    /// The choice id, answered in `choices`.
    pub id: String,
    /// The question the director puts to the player who chooses.
    pub question: Localized,
    /// Who chooses.
    pub holder: G::Role,
    /// The law that grants the choice.
    pub law: Citation,
    /// The options, each with what it leads to.
    pub options: Vec<ChoiceOption<G::Rectification>>,
}

/// One option of a [`Choice`] and the rectifications it leads to.
#[derive(Debug, Clone, PartialEq)]
pub struct ChoiceOption<R> {
    /// The option id.
    pub id: String,
    /// The option in words.
    pub label: Localized,
    /// What follows if it is chosen.
    pub rectifications: Vec<R>,
}

/// Consequences that depend on the result of the deal.
#[derive(Debug, Clone, PartialEq)]
pub struct Conditional<R> {
    /// The outcome id this branch applies to (the rules' own literal).
    pub when: &'static str,
    /// The outcome in words.
    pub label: Localized,
    /// What follows in that case.
    pub rectifications: Vec<R>,
}

/// A value a rule read, as the trace shows it ([`TraceStep::read`]): kept
/// as the rule has it, and written as JSON only when the trace is kept.
// (Issue 18: every text a rule read was copied into a JSON string for each
// rule consulted, though most evaluations keep no trace.)
#[derive(Debug, Clone, PartialEq)]
pub enum Read<'a> {
    /// A text: an enum value, a seat, a card.
    Text(&'a str),
    /// Any other value, as JSON.
    Json(Value),
}

impl Read<'_> {
    /// The value as the trace writes it.
    pub fn to_value(&self) -> Value {
        match self {
            Read::Text(text) => Value::String((*text).to_owned()),
            Read::Json(value) => value.clone(),
        }
    }
}

impl<'a> From<&'a str> for Read<'a> {
    fn from(text: &'a str) -> Self {
        Read::Text(text)
    }
}

impl<'a> From<&'a String> for Read<'a> {
    fn from(text: &'a String) -> Self {
        Read::Text(text)
    }
}

/// Values that are JSON already, or become JSON without a string: kept as
/// JSON.
macro_rules! read_as_json {
    ($($type:ty),*) => {$(
        impl From<$type> for Read<'_> {
            fn from(value: $type) -> Self {
                Read::Json(Value::from(value))
            }
        }
    )*};
}

read_as_json!(Value, bool, u8, u16, u32, u64, usize, i8, i16, i32, i64, String);

/// A value not given reads as `null`, as in JSON.
impl<'a, T: Into<Read<'a>>> From<Option<T>> for Read<'a> {
    fn from(value: Option<T>) -> Self {
        value.map_or(Read::Json(Value::Null), Into::into)
    }
}

/// What the rules of a kind concluded, in the game's words.
#[derive(Debug, Clone, PartialEq)]
pub struct Ruling<G: Game> {
    /// Where the interview stands.
    pub status: Status,
    /// The facts still needed, as questions (the outcome's fields when the
    /// ruling waits for the result).
    pub questions: Vec<Question>,
    /// The election awaited, when the ruling waits for one. (Boxed, as
    /// `derived`: the ruling is moved up through the facade, and the rare
    /// large parts would be copied with it: issue 18.)
    pub choice: Option<Box<Choice<G>>>,
    /// What is determined.
    pub rectifications: Vec<G::Rectification>,
    /// What depends on the result of the deal.
    pub conditional: Vec<Conditional<G::Rectification>>,
    /// Information made authorized or unauthorized.
    pub information: Vec<G::Information>,
    /// What was derived from the record.
    pub derived: Option<Box<G::Derived>>,
    /// The paragraphs the ruling rests on.
    pub citations: Vec<Citation>,
    /// What the director announces.
    pub summary: Localized,
    /// The rules consulted, when kept.
    pub trace: Option<Vec<TraceStep>>,
}

/// What the rules of one kind read and write while evaluating an incident.
pub struct Ctx<'a, G: Game> {
    /// Facts known so far, by fact id.
    pub facts: &'a BTreeMap<String, Value>,
    /// Elections made: choice id → option id.
    pub choices: &'a BTreeMap<String, String>,
    /// The result of the deal, once reported.
    pub outcome: Option<&'a Value>,
    /// The incident's record, as it came.
    pub source: Option<&'a G::Source>,
    /// The ruleset applied.
    pub ruleset: &'a G::Ruleset,
    /// The kind's catalogue entry.
    pub kind: &'static KindSpec<G>,
    questions: Vec<Question>,
    rectifications: Vec<G::Rectification>,
    information: Vec<G::Information>,
    citations: Vec<Citation>,
    /// What `citations` were made from (code, law, paragraph as numbered,
    /// title id), with the place in `citations` of what each states: the
    /// same spec renders the same citation, so a paragraph cited again is
    /// recognised, and a finding's citation of it copied, without its title
    /// being found again.
    // Kept on the stack (a ruling cites a handful: issue 18); past eight,
    // a citation is recognised by `citations` alone, its title rendered.
    cited: arrayvec::ArrayVec<(CitedKey, usize), 8>,
    // Boxed, and the record's reading borrowed: the context is built and
    // its parts moved out once per evaluation, and a deal read (or the room
    // for one) copied with it cost more than some rules (issue 18).
    derived: Option<Box<G::Derived>>,
    /// The rules consulted, when they are written down ([`Trace::Kept`]).
    trace: Option<Vec<TraceStep>>,
    summary: Option<Localized>,
    /// The message and arguments of `summary`, to say it again once the
    /// deal's result is known.
    summary_source: Option<(String, Vec<(String, Arg)>)>,
    /// The deal's result, once a conditional ruling was settled by it
    /// (`taker-wins`, `taker-fails`): the Fluent attribute of the summary
    /// that states what was decided.
    settled: Option<&'static str>,
    summary_tail: Vec<Localized>,
    choice: Option<Choice<G>>,
    conditional: Vec<Conditional<G::Rectification>>,
    awaiting_outcome: bool,
    /// The outcome fields the waiting branches depend on, when a kind names
    /// them ([`Ctx::awaits`]); otherwise the fields the evaluation read
    /// (`outcome_read`) where the game asks only those
    /// ([`Game::ASKS_ONLY_OUTCOME_READ`]), and every field of the kind where
    /// it does not.
    awaited: Vec<&'static str>,
    /// The outcome fields the evaluation looked at, answered or not: a
    /// waiting decision asks for the unanswered ones among them, and never
    /// for a field no branch taken read (a thin client puts every question
    /// listed to the director). Interior mutability keeps reading an
    /// outcome field a `&self` call, as reading a fact is.
    outcome_read: RefCell<Vec<&'static str>>,
    rejected: Option<InputError>,
    /// The incident's record, read once per evaluation (issue 18: every law
    /// that looks at it used to parse and check it again).
    record: &'a OnceCell<Result<Option<G::Record>, InputError>>,
    /// How the record is read when a rule first asks for it.
    read_record: ReadRecord<G>,
}

impl<'a, G: Game> Ctx<'a, G> {
    /// The incident's record, read and checked the first time a rule asks
    /// for it and kept for the others.
    ///
    /// # Errors
    /// The record cannot be read or cannot be true.
    pub fn record(&self) -> Result<Option<&G::Record>, InputError> {
        let read = self.record.get_or_init(|| match self.source {
            Some(source) => (self.read_record)(source),
            None => Ok(None),
        });
        match read {
            Ok(record) => Ok(record.as_ref()),
            Err(error) => Err(error.clone()),
        }
    }

    fn fact_value(&self, id: &str) -> Option<&'a Value> {
        self.facts.get(id)
    }

    /// An enum fact's value, or `None` if not given yet. Values were checked
    /// against the catalogue before the rules run.
    pub fn enum_fact(&self, id: &str) -> Option<&'a str> {
        self.fact_value(id).and_then(Value::as_str)
    }

    /// A boolean fact's value, or `None` if not given yet.
    pub fn bool_fact(&self, id: &str) -> Option<bool> {
        self.fact_value(id).and_then(Value::as_bool)
    }

    /// A text fact's value (an adjusted score), or `None` if not given yet.
    pub fn text_fact(&self, id: &str) -> Option<&'a str> {
        self.fact_value(id).and_then(Value::as_str)
    }

    /// An integer fact's value, or `None` if not given yet.
    pub fn int_fact(&self, id: &str) -> Option<i64> {
        self.fact_value(id).and_then(Value::as_i64)
    }

    /// The option chosen for choice `id`, if the player has chosen.
    pub fn chosen(&self, id: &str) -> Option<&'a str> {
        self.choices.get(id).map(String::as_str)
    }

    /// An outcome field's value, or `None` if not given yet.
    pub fn outcome_value(&self, id: &'static str) -> Option<&'a Value> {
        let mut read = self.outcome_read.borrow_mut();
        if !read.contains(&id) {
            read.push(id);
        }
        self.outcome.and_then(|o| o.get(id)).filter(|v| !v.is_null())
    }

    /// Whether the outcome gives field `id` (a value, not `null`), without
    /// counting it as read.
    pub fn outcome_gives(&self, id: &str) -> bool {
        self.outcome.and_then(|o| o.get(id)).is_some_and(|v| !v.is_null())
    }

    /// Offers choice `id` (from the kind's catalogue) with the rectifications
    /// each option leads to, in the catalogue's order; options without
    /// consequences listed are not offered.
    pub fn offer<R: Into<G::Rectification>>(&mut self, id: &str, mut consequences: Vec<(&str, Vec<R>)>) {
        let Some(spec) = self.kind.choice(id) else { return };
        // Only the options this branch allows are offered (e.g. 26B lets
        // declarer forbid a suit, not require one).
        let options = spec
            .options
            .iter()
            .filter_map(|o| {
                let listed = consequences.iter().position(|(option, _)| *option == o.value)?;
                let (_, rectifications) = consequences.remove(listed);
                let rectifications = rectifications.into_iter().map(Into::into).collect();
                Some(ChoiceOption { id: o.value.to_owned(), label: text::msg(o.label), rectifications })
            })
            .collect();
        self.choice = Some(Choice {
            id: spec.id.to_owned(),
            question: spec.question(self.kind.id),
            holder: spec.holder,
            law: self.ruleset.citation(&spec.law),
            options,
        });
    }

    /// [`Ctx::offer`], the choice resting on `law` rather than on the
    /// paragraph the kind's catalogue names for it (2017 16D3 gives the
    /// director 16D2's options (c) and (d) only: the choice is 16D3's).
    pub fn offer_under<R: Into<G::Rectification>>(
        &mut self,
        id: &str,
        law: &CitationSpec,
        consequences: Vec<(&str, Vec<R>)>,
    ) {
        self.offer(id, consequences);
        if let Some(choice) = self.choice.as_mut() {
            choice.law = self.ruleset.citation(law);
        }
    }

    /// Adds a consequence that depends on the outcome `when` (a Fluent id
    /// `outcome-<when>` labels it). With `waiting`, the decision waits for
    /// the outcome to be reported.
    pub fn conditionally<R: Into<G::Rectification>>(
        &mut self,
        when: &'static str,
        rectifications: Vec<R>,
        waiting: bool,
    ) {
        self.conditional.push(Conditional {
            when,
            label: outcome_label(when),
            rectifications: rectifications.into_iter().map(Into::into).collect(),
        });
        self.awaiting_outcome |= waiting;
    }

    /// Marks outcome fields that a branch still live depends on, though
    /// this evaluation did not read them (a conditional stated for a call
    /// RHO has not made yet): a waiting bridge decision asks for the fields
    /// read and these, and for no other.
    pub fn depends_on(&self, fields: &[&'static str]) {
        let mut read = self.outcome_read.borrow_mut();
        for field in fields {
            if !read.contains(field) {
                read.push(field);
            }
        }
    }

    /// Names an outcome field the waiting ruling depends on: a decision that
    /// names some asks for those alone, not for fields no branch reads (a
    /// thin client draws its form from the questions).
    pub fn awaits(&mut self, field: &'static str) {
        if !self.awaited.contains(&field) {
            self.awaited.push(field);
        }
    }

    /// Asks for fact `id` (it must be in the kind's catalogue).
    pub fn ask(&mut self, id: &str) {
        // A fact asked with another (the call and whose turn it was; a
        // card's suit and rank) is not asked again once answered: a client
        // draws exactly the questions listed.
        if let Some(spec) = self.kind.fact(id)
            && self.fact_value(id).is_none_or(Value::is_null)
            && !self.questions.iter().any(|q| q.id == id)
        {
            let mut question = spec.question();
            question.rule = self.ruleset.question_rule_id(&question.rule);
            // A question worded by the edition (the 2017 test of a logical
            // alternative is not the 2007 one).
            question.text = text::msg(self.ruleset.title(spec.question));
            self.questions.push(question);
        }
    }

    /// Records that `rule` was consulted, whether it applied, the facts it
    /// read, and the exception that overrode it. An applied rule is cited.
    pub fn consult(&mut self, rule: &Rule, applied: bool, read: &[(&str, Read<'_>)], overridden_by: Option<&Rule>) {
        if let Some(trace) = &mut self.trace {
            trace.push(TraceStep {
                rule: self.ruleset.rule_id(rule.id),
                applied,
                read: read.iter().map(|(k, v)| ((*k).to_owned(), v.to_value())).collect::<BTreeMap<_, _>>(),
                overridden_by: overridden_by.map(|r| self.ruleset.rule_id(r.id)),
            });
        }
        if applied {
            self.cite(&rule.citation);
        }
    }

    /// A paragraph as this ruleset cites it (its edition's code and
    /// numbering), for information and findings that carry their citation.
    pub fn citation(&self, citation: &CitationSpec) -> Citation {
        // A paragraph the ruling already cites (information carries the
        // citation of the rule just consulted) is copied from it.
        let key = self.key_of(citation);
        match self.cited.iter().find(|(cited, _)| same_key(cited, &key)) {
            Some((_, at)) => self.citations[*at].clone(),
            None => self.stated(citation, key.0, key.2),
        }
    }

    /// `spec` stated as numbered by [`Ctx::key_of`] (`code`, `paragraph`),
    /// its title as the ruleset's edition words it.
    fn stated(&self, spec: &CitationSpec, code: &'static str, paragraph: Cow<'static, str>) -> Citation {
        Citation::stated(spec, code, paragraph, self.ruleset.title(spec.title))
    }

    /// What a citation of `spec` is recognised by (see `cited`), numbered
    /// once: the citation is stated from the same numbering (what
    /// `Edition::citation` does, without numbering it again).
    fn key_of(&self, spec: &CitationSpec) -> CitedKey {
        let (code, paragraph) = self.ruleset.numbered(spec);
        (code, spec.law, paragraph, spec.title)
    }

    /// Adds a citation (once).
    pub fn cite(&mut self, spec: &CitationSpec) {
        // A citation made from the same spec is recognised before its title
        // is found in both languages (issue 18's profile): the same code,
        // law, paragraph and title id state the same citation.
        let key = self.key_of(spec);
        if self.cited.iter().any(|(cited, _)| same_key(cited, &key)) {
            return;
        }
        let citation = self.stated(spec, key.0, key.2.clone());
        // Two ids may still word the same citation (an edition gives two
        // paragraphs one title): compared as texts, not as ids.
        let at = match self.citations.iter().position(|cited| same_citation(cited, &citation)) {
            Some(at) => at,
            None => {
                self.citations.push(citation);
                self.citations.len() - 1
            }
        };
        // A full list loses only the shortcut: `citations` is checked above.
        let _ = self.cited.try_push((key, at));
    }

    /// Refuses the incident: an input the rules find impossible on this
    /// branch (an option a law does not allow here).
    pub fn reject(&mut self, error: InputError) {
        self.rejected.get_or_insert(error);
    }

    /// The rectifications determined so far.
    pub fn rectifications(&self) -> &[G::Rectification] {
        &self.rectifications
    }

    /// What the engine has derived from the record so far, if anything.
    pub fn derived(&self) -> Option<&G::Derived> {
        self.derived.as_deref()
    }

    /// Adds a rectification.
    pub fn rectify(&mut self, rectification: impl Into<G::Rectification>) {
        self.rectifications.push(rectification.into());
    }

    /// Withdraws the rectifications an election made void (a penalty card
    /// picked up no longer has to be played), so that the decision lists
    /// only what holds.
    pub fn retract(&mut self, void: impl Fn(&G::Rectification) -> bool) {
        self.rectifications.retain(|r| !void(r));
    }

    /// Changes, in place, rectifications already made: a finding read later
    /// in the ruling names them better (the side a revoke's transfer goes
    /// to, once the board's other revokes are known).
    pub fn amend(&mut self, mut change: impl FnMut(&mut G::Rectification)) {
        self.rectifications.iter_mut().for_each(&mut change);
    }

    /// Records information made authorized or unauthorized.
    pub fn inform(&mut self, information: G::Information) {
        self.information.push(information);
    }

    /// Withdraws the information entries an election made void (what a
    /// penalty card shows "while it remains on the table", once declarer
    /// had it picked up), as [`Ctx::retract`] does for rectifications.
    pub fn retract_information(&mut self, void: impl Fn(&G::Information) -> bool) {
        self.information.retain(|i| !void(i));
    }

    /// Records what was derived from the record. What the kind derives
    /// itself takes precedence; what the record's reading already gave (the
    /// irregular call, the revoke…) stays where the kind says nothing — a
    /// kind cannot clear it ([`Game::merge_derived`]).
    pub fn derive(&mut self, derived: G::Derived) {
        self.derived = Some(Box::new(match self.derived.take() {
            None => derived,
            Some(before) => G::merge_derived(*before, derived),
        }));
    }

    /// Sets the summary the director announces.
    pub fn summarize(&mut self, id: &str, args: &[(&str, Arg)]) {
        self.summary = Some(text::localized(id, args));
        // Kept for a result that settles it, which reads one of the
        // message's attributes: a message without any has nothing to settle
        // (and its arguments are not copied: issue 18).
        self.summary_source = text::has_attributes(id)
            .then(|| (id.to_owned(), args.iter().map(|(n, a)| ((*n).to_owned(), a.clone())).collect()));
    }

    /// Records that the deal's result settled the ruling: whether the taker
    /// won. A summary that stated both branches is then said as decided,
    /// from its message's attribute for that result.
    pub fn settled_by_result(&mut self, taker_won: bool) {
        self.settle_summary(if taker_won { "taker-wins" } else { "taker-fails" });
    }

    /// The outcome of the deal (the taker's result, what the auction made
    /// the offender) settled what the summary stated as alternatives: the
    /// summary is said as decided, from its message's `attribute` (a
    /// message without it is left as it is).
    pub fn settle_summary(&mut self, attribute: &'static str) {
        self.settled = Some(attribute);
    }

    /// Adds a sentence after the summary, whichever the kind sets (a shared
    /// rule, such as an adjusted score, states its own conclusion).
    pub fn add_to_summary(&mut self, sentence: Localized) {
        self.summary_tail.push(sentence);
    }
}

/// Whether a decision carries its trace.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Trace {
    /// Every rule consulted is written down: what is stored with an
    /// incident, and what `?explain=true` shows.
    Kept,
    /// No trace is built: a caller that will not show it saves the work
    /// (issue 18). The rest of the decision is the same, byte for byte.
    Left,
}

/// Checks every fact, choice and outcome field against the kind's catalogue
/// before any rule runs, so rules only ever see well-typed values.
///
/// A fact or choice of a law the ruleset's edition names without applying
/// (Law 57 under 2007) is not in its catalogue, and is refused as unknown
/// here too (a probe found the 2007 catalogue hide facts its engine took).
///
/// # Errors
/// The first fact, choice or outcome field that is unknown or ill-typed.
pub fn check_input<G: Game>(input: &Input<'_, G>, kind: &KindSpec<G>, ruleset: &G::Ruleset) -> Result<(), InputError> {
    let listed = |rule: &str| ruleset.rule_listed(rule);
    for (id, value) in input.facts {
        let spec = kind.fact(id).filter(|f| listed(f.rule)).ok_or_else(|| {
            let known = kind.facts.iter().filter(|f| listed(f.rule)).map(|f| f.id).collect::<Vec<_>>().join(", ");
            InputError::new(
                "unknown_fact",
                format!("/facts/{}", pointer_escape(id)),
                text::localized(
                    "error-unknown-fact",
                    &[("fact", id.clone().into()), ("kind", kind.id.into()), ("known", known.into())],
                ),
            )
        })?;
        // `null` means "not known": the same as leaving the fact out.
        if !value.is_null() {
            spec.check(value)?;
        }
    }
    for (id, option) in input.choices {
        let spec = kind.choice(id).filter(|c| ruleset.law_applies(c.law.law)).ok_or_else(|| {
            InputError::new(
                "unknown_choice",
                format!("/choices/{}", pointer_escape(id)),
                text::localized("error-unknown-choice", &[("choice", id.clone().into()), ("kind", kind.id.into())]),
            )
        })?;
        spec.check(option)?;
    }
    if let Some(outcome) = input.outcome {
        check_outcome(outcome, kind)?;
    }
    Ok(())
}

/// Checks the outcome against the kind's outcome fields: a kind that reads
/// none refuses it, and every field must be one of them, well typed.
fn check_outcome<G: Game>(outcome: &Value, kind: &KindSpec<G>) -> Result<(), InputError> {
    if kind.outcome.is_empty() {
        return Err(InputError::new(
            "outcome_not_used",
            "/outcome",
            text::localized("error-outcome-not-used", &[("kind", kind.id.into())]),
        ));
    }
    let fields = outcome.as_object().ok_or_else(|| {
        InputError::new("invalid_outcome", "/outcome", text::localized("error-outcome-not-object", &[]))
    })?;
    for (id, value) in fields {
        let spec = kind.outcome.iter().find(|f| f.id == id).ok_or_else(|| {
            let known = kind.outcome.iter().map(|f| f.id).collect::<Vec<_>>().join(", ");
            InputError::new(
                "unknown_outcome_field",
                format!("/outcome/{}", pointer_escape(id)),
                text::localized(
                    "error-unknown-outcome-field",
                    &[("field", id.clone().into()), ("kind", kind.id.into()), ("known", known.into())],
                ),
            )
        })?;
        if !value.is_null() {
            spec.check_at(value, "/outcome")?;
        }
    }
    Ok(())
}

/// What `Ctx::cite` recognises a citation by: the code and paragraph as
/// numbered, the law, and the title's id.
type CitedKey = (&'static str, &'static str, Cow<'static, str>, &'static str);

/// Whether two texts are the same: the same bytes (borrowed from the same
/// static catalogue, most often) or equal ones. Comparing the texts alone,
/// as `==` does, was most of what citing cost, once for every paragraph
/// already cited (issue 18's profile): the lengths first, then the address,
/// and only then the bytes.
fn same_text(a: &str, b: &str) -> bool {
    a.len() == b.len() && (std::ptr::eq(a.as_ptr(), b.as_ptr()) || a == b)
}

/// Whether two keys of `Ctx::cited` are the same (see [`same_text`]).
fn same_key(a: &CitedKey, b: &CitedKey) -> bool {
    same_text(a.3, b.3) && same_text(&a.2, &b.2) && same_text(a.1, b.1) && same_text(a.0, b.0)
}

/// Whether two citations say the same (`==` on [`Citation`], through
/// [`same_text`]): the paragraph, which most often differs, first.
fn same_citation(a: &Citation, b: &Citation) -> bool {
    same_text(&a.paragraph, &b.paragraph)
        && same_text(&a.law, &b.law)
        && same_text(&a.code, &b.code)
        && same_text(&a.title.fr, &b.title.fr)
        && same_text(&a.title.en, &b.title.en)
}

/// The label of outcome `when`: the Fluent message `outcome-<when>`, its
/// underscores written as hyphens. The id is written on the stack (issue
/// 18: two strings for each conditional branch); an id too long for it is
/// written as before.
fn outcome_label(when: &str) -> Localized {
    const PREFIX: &[u8] = b"outcome-";
    let mut id = [0u8; 64];
    let end = PREFIX.len() + when.len();
    if end <= id.len() {
        id[..PREFIX.len()].copy_from_slice(PREFIX);
        // Byte by byte: an underscore is one byte and is never part of
        // another character in UTF-8, so the result is UTF-8 again (a
        // character at a time cost as much as the lookup: issue 18).
        for (to, byte) in id[PREFIX.len()..end].iter_mut().zip(when.bytes()) {
            *to = if byte == b'_' { b'-' } else { byte };
        }
        if let Ok(id) = std::str::from_utf8(&id[..end]) {
            return text::msg(id);
        }
    }
    text::msg(&format!("outcome-{}", when.replace('_', "-")))
}

/// Runs a kind's rules on an incident (its facts merged with what the record
/// shows, `derived` already read from it) and makes the ruling. `record`
/// holds the record when the caller already read it; otherwise
/// `read_record` reads it when a rule first asks.
///
/// # Errors
/// A rule refused the input ([`Ctx::reject`]) or could not read it.
pub fn run<'a, G: Game>(
    input: &Input<'a, G>,
    ruleset: &'a G::Ruleset,
    kind: &'static KindSpec<G>,
    derived: Option<Box<G::Derived>>,
    trace: Trace,
    record: &'a OnceCell<Result<Option<G::Record>, InputError>>,
    read_record: ReadRecord<G>,
) -> Result<Ruling<G>, InputError> {
    let mut ctx = Ctx {
        facts: input.facts,
        choices: input.choices,
        outcome: input.outcome,
        source: input.source,
        ruleset,
        kind,
        questions: Vec::new(),
        rectifications: Vec::new(),
        information: Vec::new(),
        citations: Vec::new(),
        cited: arrayvec::ArrayVec::new(),
        derived,
        trace: (trace == Trace::Kept).then(Vec::new),
        summary: None,
        summary_source: None,
        settled: None,
        summary_tail: Vec::new(),
        choice: None,
        conditional: Vec::new(),
        awaiting_outcome: false,
        awaited: Vec::new(),
        outcome_read: RefCell::new(Vec::new()),
        rejected: None,
        record,
        read_record,
    };
    (kind.evaluate)(&mut ctx)?;
    if let Some(error) = ctx.rejected.take() {
        return Err(error);
    }
    let status = ctx.status();
    let summary = ctx.final_summary(status);
    // A decision that waits for the result of the deal asks for it like a
    // fact, so a thin client draws the outcome form from the decision alone.
    let questions = if status == Status::AwaitingOutcome { ctx.outcome_questions() } else { ctx.questions };
    Ok(Ruling {
        status,
        questions,
        choice: if status == Status::AwaitingChoice { ctx.choice.map(Box::new) } else { None },
        rectifications: ctx.rectifications,
        conditional: ctx.conditional,
        information: ctx.information,
        derived: ctx.derived,
        citations: ctx.citations,
        summary,
        trace: ctx.trace,
    })
}

/// The ruling's parts [`run`] draws from the context once the kind's rules
/// have run.
impl<G: Game> Ctx<'_, G> {
    /// Where the ruling stands.
    fn status(&self) -> Status {
        // Facts come first: a choice is only put to a player once the director
        // knows enough to state its consequences.
        if !self.questions.is_empty() {
            Status::NeedsFacts
        } else if self.choice.is_some() {
            Status::AwaitingChoice
        } else if self.awaiting_outcome {
            Status::AwaitingOutcome
        } else {
            Status::Complete
        }
    }

    /// The summary the decision shows: the settled branch's when the result
    /// settled it, then the sentences shared rules added.
    fn final_summary(&mut self, status: Status) -> Localized {
        let tail = std::mem::take(&mut self.summary_tail);
        // Once the result settled the ruling, the summary says what was decided
        // rather than both branches, where its message words it.
        if let (Some(attribute), Some((id, args))) = (self.settled, &self.summary_source) {
            let args: Vec<(&str, Arg)> = args.iter().map(|(n, a)| (n.as_str(), a.clone())).collect();
            if let Some(settled) = text::localized_attribute(id, attribute, &args) {
                self.summary = Some(settled);
            }
        }
        let summary = match (status, self.summary.take()) {
            (Status::NeedsFacts, _) => text::msg("summary-needs-facts"),
            (Status::AwaitingChoice, None) => text::msg("summary-awaiting-choice"),
            (_, Some(summary)) => summary,
            // Every evaluator sets a summary on each complete branch; reaching
            // this is a bug, and the decision says so rather than inventing one.
            (_, None) => text::msg("summary-missing"),
        };
        // While facts are missing the summary only says so.
        if status == Status::NeedsFacts {
            summary
        } else {
            tail.into_iter().fold(summary, |s, t| Localized {
                fr: format!("{} {}", s.fr, t.fr).into(),
                en: format!("{} {}", s.en, t.en).into(),
            })
        }
    }

    /// The outcome fields a decision awaiting the result of the deal asks
    /// for, as questions.
    fn outcome_questions(&self) -> Vec<Question> {
        let read = self.outcome_read.borrow();
        self.kind
            .outcome
            .iter()
            // The fields a branch named; otherwise, where the game asks only
            // what was read (bridge), those the evaluation read (every field
            // only when it read none). A tarot ruling that waits for the deal
            // reads whether the taker won first and the count only once the
            // deal is to be scored, yet its form asks for the whole count at
            // once, as the score sheet is filled: every field the record
            // does not give.
            .filter(|field| {
                if self.awaited.is_empty() {
                    !G::ASKS_ONLY_OUTCOME_READ || read.is_empty() || read.contains(&field.id)
                } else {
                    self.awaited.contains(&field.id)
                }
            })
            .filter(|field| self.outcome.and_then(|o| o.get(field.id)).is_none_or(Value::is_null))
            .map(|field| {
                let mut question = field.question_answered_in(AnswerIn::Outcome);
                question.rule = self.ruleset.question_rule_id(&question.rule);
                question
            })
            .collect()
    }
}

/// A value given beside a record that shows another: refused, naming the
/// field under `parent` (`/facts`, `/outcome`, `/choices`).
pub fn contradiction(parent: &str, id: &str, given: &Value, derived: &Value) -> InputError {
    InputError::new(
        "fact_contradicts_record",
        format!("{parent}/{}", pointer_escape(id)),
        text::localized(
            "error-fact-contradicts-record",
            &[
                ("fact", id.into()),
                ("given", given.to_string().into()),
                ("derived", derived.to_string().into()),
                // The message names what was given: a fact, a choice or an
                // outcome field (a probe read "Fact" for a choice).
                ("field_type", parent.trim_start_matches('/').into()),
            ],
        ),
    )
}
