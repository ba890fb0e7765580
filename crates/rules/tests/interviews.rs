//! Every interview, walked as a thin client would: for each kind of each
//! ruleset, start with no facts and answer every question with each value
//! the question itself offers (each option of an enum, yes and no, a seat,
//! the ends and middle of a range, the examples of a text), make each
//! election offered, and report each outcome asked, depth first, within a
//! budget per kind. On every path:
//!
//! - the engine accepts the values its own questions offer (no input error);
//! - every complete decision cites what it rests on (a decision with no
//!   citation cannot be defended before an appeals committee).
//!
//! The goldens check the decisions of the written cases; this walks the
//! branches no case was written for (it found a Law 65 agreement that
//! stood with no citation).

#![allow(missing_docs)]
// A test reads as one scenario (or one checker), start to end: the
// length lint is for the code under test (issue 12).
#![allow(clippy::too_many_lines)]

use std::collections::BTreeMap;

use arbitre_rules::ruleset::{self, Ruleset};
use arbitre_rules::ruling::{AnswerIn, FactType, Incident, Question, Status};
use serde_json::Value;

/// Decisions evaluated per kind at most: the walks stay quick. The walk is
/// depth first, so a kind that reaches the budget (today only the penalty
/// card's, at 4,000) leaves its last branches unwalked.
const BUDGET_PER_KIND: usize = 4000;

/// The values a thin client could send for a question: those it offers.
fn answers(question: &Question) -> Vec<Value> {
    match question.fact_type {
        FactType::Integer | FactType::HalfPoints => {
            let (min, max) = (question.min.unwrap_or(0), question.max.unwrap_or(13));
            let mut values = vec![min, (min + max) / 2, max];
            values.dedup();
            values.into_iter().map(Value::from).collect()
        }
        FactType::Text => question.examples.iter().flatten().take(2).map(|e| Value::from(e.as_str())).collect(),
        _ => question.values.iter().flatten().map(Value::from).collect(),
    }
}

struct Walk<'a> {
    ruleset: &'a Ruleset,
    kind: &'a str,
    evaluated: usize,
    complete: usize,
    failures: Vec<String>,
}

impl Walk<'_> {
    /// Whether `pointer` names a fact of this kind that holds an adjusted
    /// score (the only answers a client types).
    fn is_adjusted_score(&self, pointer: &str) -> bool {
        let Some(id) = pointer.strip_prefix("/facts/") else { return false };
        let kind = self.ruleset.kind(self.kind);
        kind.and_then(|k| k.fact(id)).is_some_and(|f| f.question().fact_type == FactType::Text)
    }

    fn visit(&mut self, incident: &Incident) {
        if self.evaluated >= BUDGET_PER_KIND || self.failures.len() >= 5 {
            return;
        }
        self.evaluated += 1;
        let decision = match arbitre_rules::evaluate(incident, self.ruleset) {
            Ok(decision) => decision,
            // A director's adjusted score is his to write: the engine judges
            // it against the ruling (an artificial score above average for
            // the offending side is refused, 12C2), so refusing one of the
            // question's examples on some path is the engine's job.
            Err(error) if self.is_adjusted_score(&error.pointer) => return,
            // Deliberate: a card seen at the table before the auction is
            // extraneous information only before the first call; later the
            // laws on exposed cards govern, and the answer is refused with
            // that explanation (law16.rs, 16C1 / 2017 16D1).
            Err(error)
                if self.kind == "bridge.extraneous_information"
                    && error.pointer == "/facts/when_received"
                    && incident.facts.get("source") == Some(&Value::from("card_seen_at_own_table_before_auction")) =>
            {
                return;
            }
            Err(error) => {
                self.failures.push(format!(
                    "{} {}: refused its own answers {:?} / {:?} / {:?}: {} at {}",
                    self.ruleset.id,
                    self.kind,
                    incident.facts,
                    incident.choices,
                    incident.outcome,
                    error.code,
                    error.pointer
                ));
                return;
            }
        };
        match decision.status {
            Status::Complete => {
                self.complete += 1;
                if decision.citations.is_empty() {
                    self.failures.push(format!(
                        "{} {}: complete with no citation after {:?} / {:?} / {:?}: {}",
                        self.ruleset.id,
                        self.kind,
                        incident.facts,
                        incident.choices,
                        incident.outcome,
                        decision.summary.en
                    ));
                }
            }
            Status::AwaitingChoice => {
                let Some(choice) = &decision.choice else {
                    self.failures
                        .push(format!("{} {}: awaiting a choice it does not offer", self.ruleset.id, self.kind));
                    return;
                };
                for option in &choice.options {
                    let mut next = incident.clone();
                    next.choices.insert(choice.id.clone(), option.id.clone());
                    self.visit(&next);
                }
            }
            Status::NeedsFacts | Status::AwaitingOutcome => {
                // The first question: the interview asks one thing at a time.
                let Some(question) = decision.questions.first() else {
                    self.failures.push(format!("{} {}: waiting with no question", self.ruleset.id, self.kind));
                    return;
                };
                // An outcome field already reported, asked again: the
                // interview would never end. (A fact already answered is
                // never listed: `Ctx::ask` leaves it out, tested in
                // evaluate.rs.)
                let answered = question.answer_in == AnswerIn::Outcome
                    && incident.outcome.as_ref().is_some_and(|o| o.get(&question.id).is_some());
                if answered {
                    self.failures.push(format!(
                        "{} {}: asks {} again after {:?} / {:?} / {:?}",
                        self.ruleset.id, self.kind, question.id, incident.facts, incident.choices, incident.outcome
                    ));
                    return;
                }
                for value in answers(question) {
                    let mut next = incident.clone();
                    match question.answer_in {
                        AnswerIn::Facts => {
                            next.facts.insert(question.id.clone(), value);
                        }
                        AnswerIn::Outcome => {
                            let mut outcome =
                                next.outcome.take().and_then(|o| o.as_object().cloned()).unwrap_or_default();
                            outcome.insert(question.id.clone(), value);
                            next.outcome = Some(Value::Object(outcome));
                        }
                    }
                    self.visit(&next);
                }
            }
        }
    }
}

#[test]
fn every_interview_accepts_its_own_answers_and_every_complete_ruling_cites_its_law() {
    // The walk recurses once per answer; a debug build's frames are large.
    let walked = std::thread::Builder::new().stack_size(256 * 1024 * 1024).spawn(walk_every_kind);
    walked.expect("a thread for the walk").join().expect("the walk ends");
}

fn walk_every_kind() {
    let mut failures = Vec::new();
    let mut walked = BTreeMap::new();
    for ruleset in ruleset::ALL.iter().copied() {
        for kind in ruleset.kinds.iter() {
            let mut walk = Walk { ruleset, kind: kind.id(), evaluated: 0, complete: 0, failures: Vec::new() };
            let start = Incident {
                kind: kind.id().to_owned(),
                facts: BTreeMap::new(),
                record: None,
                choices: BTreeMap::new(),
                outcome: None,
            };
            walk.visit(&start);
            walked.insert(format!("{} {}", ruleset.id, kind.id()), (walk.evaluated, walk.complete));
            failures.extend(walk.failures);
        }
    }
    eprintln!("{walked:?}");
    // Every interview reaches at least one complete ruling from its
    // questions alone.
    let never: Vec<&String> = walked.iter().filter(|(_, (_, complete))| *complete == 0).map(|(k, _)| k).collect();
    assert!(never.is_empty(), "never complete: {never:?}");
    assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
}

/// A fact asked together with another (the call and whose turn it was) is
/// not asked again once answered: a client draws exactly the questions
/// listed.
#[test]
fn an_answered_fact_is_not_asked_again() {
    let ruleset = ruleset::find("ffb-2017").expect("the 2017 edition");
    let incident = Incident {
        kind: "bridge.call_out_of_rotation".into(),
        facts: BTreeMap::from([("call_type".to_owned(), Value::from("pass"))]),
        record: None,
        choices: BTreeMap::new(),
        outcome: None,
    };
    let decision = arbitre_rules::evaluate(&incident, ruleset).expect("a decision");
    let asked: Vec<&str> = decision.questions.iter().map(|q| q.id.as_str()).collect();
    assert_eq!(asked, ["turn_of"]);
}
