//! The context the rules of each kind read facts from and write their
//! conclusions to, and the decision it makes. The laws build on it; the
//! entry point that reads the record and hands it to them is
//! [`crate::evaluate`], above the laws (issue 12: the context names no law).

use std::collections::BTreeMap;

use serde_json::Value;

use crate::ENGINE_VERSION;
use crate::bridge::deal_record::DealRecord;
use crate::bridge::derived::Derived;
use crate::catalogue::{CitationSpec, CitationSpecIn, KindSpec};
use crate::rectification::Rectification;
use crate::ruleset_spec::Ruleset;
use crate::ruling::{
    AnswerIn, Choice, ChoiceOption, Citation, Conditional, Decision, Incident, Information, Question, Record, Status,
    TraceStep,
};
use crate::text::{self, Arg, Localized};

// An input that cannot be read at all, and the escaping of a key in its
// pointer, are arbitre-core's (every game's readers give them).
pub use arbitre_core::{InputError, json_pointer, pointer_escape};

// A rule (one paragraph with its stable id) is arbitre-core's, so that a
// game can declare its paragraphs without the facade.
pub use arbitre_core::Rule;

/// What the rules of one kind read and write while evaluating an incident.
pub struct Ctx<'a> {
    /// The incident being ruled on.
    pub incident: &'a Incident,
    /// The ruleset applied.
    pub ruleset: &'a Ruleset,
    /// The kind's catalogue entry.
    pub kind: &'static KindSpec,
    questions: Vec<Question>,
    rectifications: Vec<Rectification>,
    information: Vec<Information>,
    citations: Vec<Citation>,
    /// What `citations` were made from (code, law, paragraph as numbered,
    /// title id): the same spec renders the same citation, so a paragraph
    /// cited again is recognised without rendering its title.
    cited: Vec<(&'static str, &'static str, std::borrow::Cow<'static, str>, &'static str)>,
    derived: Option<Derived>,
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
    choice: Option<Choice>,
    conditional: Vec<Conditional>,
    awaiting_outcome: bool,
    /// The outcome fields the waiting branches depend on, when a kind names
    /// them ([`Ctx::awaits`]); otherwise, at bridge, the fields the
    /// evaluation read (`outcome_read`), and at tarot every field of the kind.
    awaited: Vec<&'static str>,
    /// The outcome fields the evaluation looked at, answered or not: a
    /// waiting decision asks for the unanswered ones among them, and never
    /// for a field no branch taken read (a thin client puts every question
    /// listed to the director). Interior mutability keeps reading an
    /// outcome field a `&self` call, as reading a fact is.
    outcome_read: std::cell::RefCell<Vec<String>>,
    rejected: Option<InputError>,
    /// The incident's bridge deal record, read once per evaluation (issue
    /// 18: every law that looks at it used to parse and check it again).
    record: std::cell::OnceCell<Result<Option<DealRecord>, InputError>>,
    /// How the record is read when a rule first asks for it: the findings
    /// that read it sit above this context (they are the laws' readers), so
    /// the entry point hands the reader down.
    read_record: ReadRecord,
}

/// Reads an incident's bridge deal record ([`crate::bridge::record::read`]).
pub type ReadRecord = fn(&Record) -> Result<Option<DealRecord>, InputError>;

impl<'a> Ctx<'a> {
    /// The incident's deal record (PBN, LIN or JSON), read and checked the
    /// first time a rule asks for it and kept for the others.
    ///
    /// # Errors
    /// The record cannot be read or cannot be true.
    pub fn deal_record(&self) -> Result<Option<&DealRecord>, InputError> {
        let read = self.record.get_or_init(|| match &self.incident.record {
            Some(record) => (self.read_record)(record),
            None => Ok(None),
        });
        match read {
            Ok(deal) => Ok(deal.as_ref()),
            Err(error) => Err(error.clone()),
        }
    }

    fn fact_value(&self, id: &str) -> Option<&'a Value> {
        self.incident.facts.get(id)
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
        self.incident.choices.get(id).map(String::as_str)
    }

    /// An outcome field's value, or `None` if not given yet.
    pub fn outcome_value(&self, id: &str) -> Option<&'a Value> {
        let mut read = self.outcome_read.borrow_mut();
        if !read.iter().any(|r| r == id) {
            read.push(id.to_owned());
        }
        self.incident.outcome.as_ref().and_then(|o| o.get(id)).filter(|v| !v.is_null())
    }

    /// Offers choice `id` (from the kind's catalogue) with the rectifications
    /// each option leads to, in the catalogue's order; options without
    /// consequences listed are not offered.
    pub fn offer<R: Into<Rectification>>(&mut self, id: &str, mut consequences: Vec<(&str, Vec<R>)>) {
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
            holder_label: spec.holder.label(),
            law: spec.law.citation_in(self.ruleset),
            options,
        });
    }

    /// [`Ctx::offer`], the choice resting on `law` rather than on the
    /// paragraph the kind's catalogue names for it (2017 16D3 gives the
    /// director 16D2's options (c) and (d) only: the choice is 16D3's).
    pub fn offer_under<R: Into<Rectification>>(
        &mut self,
        id: &str,
        law: &CitationSpec,
        consequences: Vec<(&str, Vec<R>)>,
    ) {
        self.offer(id, consequences);
        if let Some(choice) = self.choice.as_mut() {
            choice.law = law.citation_in(self.ruleset);
        }
    }

    /// Adds a consequence that depends on the outcome `when` (a Fluent id
    /// `outcome-<when>` labels it). With `waiting`, the decision waits for
    /// the outcome to be reported.
    pub fn conditionally<R: Into<Rectification>>(&mut self, when: &str, rectifications: Vec<R>, waiting: bool) {
        self.conditional.push(Conditional {
            when: when.to_owned(),
            label: text::msg(&format!("outcome-{}", when.replace('_', "-"))),
            rectifications: rectifications.into_iter().map(Into::into).collect(),
        });
        self.awaiting_outcome |= waiting;
    }

    /// Marks outcome fields that a branch still live depends on, though
    /// this evaluation did not read them (a conditional stated for a call
    /// RHO has not made yet): a waiting bridge decision asks for the fields
    /// read and these, and for no other.
    pub fn depends_on(&self, fields: &[&str]) {
        let mut read = self.outcome_read.borrow_mut();
        for field in fields {
            if !read.iter().any(|r| r == field) {
                read.push((*field).to_owned());
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
    pub fn consult(&mut self, rule: &Rule, applied: bool, read: &[(&str, Value)], overridden_by: Option<&Rule>) {
        if let Some(trace) = &mut self.trace {
            trace.push(TraceStep {
                rule: self.ruleset.rule_id(rule.id),
                applied,
                read: read.iter().map(|(k, v)| ((*k).to_owned(), v.clone())).collect::<BTreeMap<_, _>>(),
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
        citation.citation_in(self.ruleset)
    }

    /// The edition of the bridge Laws applied (the default edition for
    /// another game, where no bridge paragraph is read).
    pub fn laws_edition(&self) -> crate::bridge::parameters::LawsEdition {
        self.ruleset.laws_edition().unwrap_or(crate::bridge::parameters::LawsEdition::DEFAULT)
    }

    /// Adds a citation (once).
    pub fn cite(&mut self, citation: &CitationSpec) {
        // A citation made from the same spec is recognised before its title
        // is rendered in both languages (issue 18's profile): the same code,
        // law, paragraph and title id render the same citation.
        let (code, paragraph) = citation.numbered_in(self.ruleset);
        let key = (code, citation.law, paragraph, citation.title);
        if self.cited.contains(&key) {
            return;
        }
        self.cited.push(key);
        let citation = citation.citation_in(self.ruleset);
        if !self.citations.contains(&citation) {
            self.citations.push(citation);
        }
    }

    /// Refuses the incident: an input the rules find impossible on this
    /// branch (an option a law does not allow here).
    pub fn reject(&mut self, error: InputError) {
        self.rejected.get_or_insert(error);
    }

    /// The rectifications determined so far.
    pub fn rectifications(&self) -> &[Rectification] {
        &self.rectifications
    }

    /// What the engine has derived from the record so far, if anything.
    pub fn derived(&self) -> Option<&Derived> {
        self.derived.as_ref()
    }

    /// Adds a rectification.
    pub fn rectify(&mut self, rectification: impl Into<Rectification>) {
        self.rectifications.push(rectification.into());
    }

    /// Withdraws the rectifications an election made void (a penalty card
    /// picked up no longer has to be played), so that the decision lists
    /// only what holds.
    pub fn retract(&mut self, void: impl Fn(&Rectification) -> bool) {
        self.rectifications.retain(|r| !void(r));
    }

    /// Changes, in place, rectifications already made: a finding read later
    /// in the ruling names them better (the side a revoke's transfer goes
    /// to, once the board's other revokes are known).
    pub fn amend(&mut self, mut change: impl FnMut(&mut Rectification)) {
        self.rectifications.iter_mut().for_each(&mut change);
    }

    /// Records information made authorized or unauthorized.
    pub fn inform(&mut self, information: Information) {
        self.information.push(information);
    }

    /// Withdraws the information entries an election made void (what a
    /// penalty card shows "while it remains on the table", once declarer
    /// had it picked up), as [`Ctx::retract`] does for rectifications.
    pub fn retract_information(&mut self, void: impl Fn(&Information) -> bool) {
        self.information.retain(|i| !void(i));
    }

    /// Records what was derived from the deal record. What the kind derives
    /// itself takes precedence; what the record's reading already gave (the
    /// irregular call, the revoke…) stays where the kind says nothing — a
    /// kind cannot clear it.
    ///
    /// The record's findings name their rules in the ruling's edition once
    /// the decision is made ([`crate::evaluate::evaluate_with`]): naming them
    /// takes the laws, which sit above this context.
    pub fn derive(&mut self, derived: Derived) {
        self.derived = Some(match self.derived.take() {
            None => derived,
            Some(before) => Derived {
                contract: derived.contract.or(before.contract),
                declarer: derived.declarer.or(before.declarer),
                recorded_result: derived.recorded_result.or(before.recorded_result),
                play: derived.play.or(before.play),
                irregular_call: derived.irregular_call.or(before.irregular_call),
                revoke: derived.revoke.or(before.revoke),
                poll: derived.poll.or(before.poll),
                double_dummy: derived.double_dummy.or(before.double_dummy),
                revoke_equity: if derived.revoke_equity.is_empty() {
                    before.revoke_equity
                } else {
                    derived.revoke_equity
                },
                revokes_on_board: if derived.revokes_on_board.is_empty() {
                    before.revokes_on_board
                } else {
                    derived.revokes_on_board
                },
            },
        });
    }

    /// Sets the summary the director announces.
    pub fn summarize(&mut self, id: &str, args: &[(&str, Arg)]) {
        self.summary = Some(text::localized(id, args));
        self.summary_source = Some((id.to_owned(), args.iter().map(|(n, a)| ((*n).to_owned(), a.clone())).collect()));
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

/// Runs a kind's rules on an incident (its facts merged with what the record
/// shows, `derived` already read from it) and writes the decision: the part
/// of [`crate::evaluate::evaluate_with`] that needs no law.
///
/// # Errors
/// A rule refused the input ([`Ctx::reject`]) or could not read it.
pub(crate) fn run(
    incident: &Incident,
    ruleset: &Ruleset,
    kind: &'static KindSpec,
    derived: Option<Derived>,
    trace: Trace,
    record_read: std::cell::OnceCell<Result<Option<DealRecord>, InputError>>,
    read_record: ReadRecord,
) -> Result<Decision, InputError> {
    let mut ctx = Ctx {
        incident,
        ruleset,
        kind,
        questions: Vec::new(),
        rectifications: Vec::new(),
        information: Vec::new(),
        citations: Vec::new(),
        cited: Vec::new(),
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
        outcome_read: std::cell::RefCell::new(Vec::new()),
        rejected: None,
        record: record_read,
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
    Ok(Decision {
        kind: kind.id.to_owned(),
        ruleset: ruleset.reference(),
        engine_version: ENGINE_VERSION.to_owned(),
        status,
        questions,
        choice: if status == Status::AwaitingChoice { ctx.choice } else { None },
        rectifications: ctx.rectifications,
        conditional: ctx.conditional,
        information: ctx.information,
        derived: ctx.derived,
        citations: ctx.citations,
        summary,
        trace: ctx.trace,
    })
}

/// The decision's parts [`run`] draws from the context once the kind's
/// rules have run.
impl Ctx<'_> {
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
            tail.into_iter()
                .fold(summary, |s, t| Localized { fr: format!("{} {}", s.fr, t.fr), en: format!("{} {}", s.en, t.en) })
        }
    }

    /// The outcome fields a decision awaiting the result of the deal asks
    /// for, as questions.
    fn outcome_questions(&self) -> Vec<Question> {
        let read = self.outcome_read.borrow();
        self.kind
            .outcome
            .iter()
            // The fields a branch named; otherwise, at bridge, those the
            // evaluation read (every field only when it read none). A tarot
            // ruling that waits for the deal reads whether the taker won
            // first and the count only once the deal is to be scored, yet
            // its form asks for the whole count at once, as the score sheet
            // is filled: every field the record does not give.
            .filter(|field| {
                if self.awaited.is_empty() {
                    self.kind.game != crate::catalogue::Game::Bridge
                        || read.is_empty()
                        || read.iter().any(|r| r == field.id)
                } else {
                    self.awaited.contains(&field.id)
                }
            })
            .filter(|field| self.incident.outcome.as_ref().and_then(|o| o.get(field.id)).is_none_or(Value::is_null))
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
pub(crate) fn contradiction(parent: &str, id: &str, given: &Value, derived: &Value) -> InputError {
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
