//! The incident workflow: report an incident, answer its interview (facts,
//! choices, outcome), read it back, list incidents, a player's sanctions.
//!
//! Every change appends an event and a ruling snapshot; nothing is updated
//! in place that a federation would want to audit. Concurrent writers are
//! kept apart by the incident's version: a stale write is refused
//! (`StoreError::VersionConflict`) and the client retries.

use std::sync::Arc;

use arbitre_rules::Decision;
use arbitre_rules::ruleset;
use arbitre_store::{
    CreateOutcome, Idempotency, Incident as StoredIncident, IncidentEvent, IncidentFilter, NewEvent, NewIncident,
    NewRuling, RulingSnapshot, SanctionWrite, Store, StoreError, in_force,
};
use serde::Serialize;
use serde_json::Value;
use sha2::{Digest, Sha256};
use uuid::Uuid;

use crate::caller::Caller;
use crate::error::{Refusal, ServiceError};
use crate::request::{IncidentContext, RulingRequest};
use crate::sanctions::{Ruled, WRITE_ATTEMPTS, bans_in_force, rule_with_sanctions, write_solves};
use crate::view::{
    AppealState, ChoicesRequest, EventView, FactsRequest, IncidentPage, IncidentRequest, IncidentSummary, IncidentView,
    OutcomeRequest, ReopenRequest, RuledBy, RulingView, SanctionList, SanctionView,
};

/// The event that reopens a complete ruling.
pub(crate) const REOPENED: &str = "reopened";
/// The longest reason for reopening, in bytes.
pub const MAX_REOPEN_REASON: usize = 500;

/// The largest page of the incident list.
pub const MAX_PAGE: u32 = 200;
/// The page size of the incident list when none is asked.
pub const DEFAULT_PAGE: u32 = 50;

/// The incident workflow over a store. Cheap to clone: every request
/// handler holds one.
#[derive(Clone)]
pub struct Service {
    pub(crate) store: Arc<dyn Store>,
    /// Where searches read: the same store, or a read replica of it
    /// (`ARBITRE_READ_DATABASE_URL`). Only the list reads here: a page may
    /// lag the primary by the replica's delay, while an incident read by its
    /// id, and everything a write reads first, come from the primary.
    pub(crate) history: Arc<dyn Store>,
}

/// What a report gave: a new incident, or the one an earlier request with
/// the same idempotency key stored.
#[derive(Debug)]
pub struct Reported {
    /// Whether this request stored it (`false`: a repeat).
    pub created: bool,
    /// The incident, as stored.
    pub incident: IncidentView,
}

/// A change a club makes to one of its incidents, as received: each is kept
/// as an event of its own, and the incident is ruled again.
#[derive(Debug, Clone)]
pub enum Amendment {
    /// Facts added, replaced or withdrawn, or a record (event `facts_added`).
    Facts(FactsRequest),
    /// Players' elections (event `choice_made`).
    Choices(ChoicesRequest),
    /// The result of the deal (event `outcome_recorded`).
    Outcome(OutcomeRequest),
    /// A complete ruling reopened, with the reason (event `reopened`): the
    /// incident is ruled again as it stands, and the next answer may change
    /// the ruling.
    Reopen(ReopenRequest),
}

impl Amendment {
    /// The event's kind in the history.
    fn event_kind(&self) -> &'static str {
        match self {
            Amendment::Facts(_) => "facts_added",
            Amendment::Choices(_) => "choice_made",
            Amendment::Outcome(_) => "outcome_recorded",
            Amendment::Reopen(_) => REOPENED,
        }
    }

    /// What the event keeps: the body exactly as received.
    fn payload(&self) -> Result<Value, ServiceError> {
        match self {
            Amendment::Facts(body) => to_value(body),
            Amendment::Choices(body) => to_value(body),
            Amendment::Outcome(body) => to_value(body),
            Amendment::Reopen(body) => to_value(body),
        }
    }

    /// The field of an amendment that changes nothing (no fact and no
    /// record, no choice, an empty outcome), to be refused there: an audit
    /// trail records no ruling nobody asked for (a probe found `{}` stored
    /// as an answer, with a ruling, in the history and the export).
    fn empty_field(&self) -> Option<&'static str> {
        match self {
            Amendment::Facts(body) if body.facts.is_empty() && body.record.is_none() => Some("/facts"),
            Amendment::Choices(body) if body.choices.is_empty() => Some("/choices"),
            Amendment::Outcome(body) if body.outcome.as_object().is_some_and(serde_json::Map::is_empty) => {
                Some("/outcome")
            }
            _ => None,
        }
    }

    /// Applies the change to what the incident knows.
    fn apply(self, request: &mut RulingRequest) {
        match self {
            Amendment::Facts(body) => {
                for (fact, value) in body.facts {
                    // `null` withdraws a fact.
                    if value.is_null() {
                        request.facts.remove(&fact);
                    } else {
                        request.facts.insert(fact, value);
                    }
                }
                if body.record.is_some() {
                    request.record = body.record;
                }
            }
            Amendment::Choices(body) => request.choices.extend(body.choices),
            // The outcome's fields are added to those sent before, as facts
            // are (a client probe found earlier answers dropped and asked
            // again); `null` withdraws one. A value that is not an object
            // replaces it, and the engine refuses it by name.
            Amendment::Outcome(body) => match (request.outcome.as_mut(), body.outcome) {
                (Some(Value::Object(known)), Value::Object(given)) => {
                    for (field, value) in given {
                        if value.is_null() {
                            known.remove(&field);
                        } else {
                            known.insert(field, value);
                        }
                    }
                }
                (_, given) => request.outcome = Some(given),
            },
            Amendment::Reopen(_) => {}
        }
    }
}

impl Service {
    /// The workflow over `store`.
    pub fn new(store: Arc<dyn Store>) -> Self {
        Service { history: store.clone(), store }
    }

    /// The same workflow, with its searches read from `history` (a read
    /// replica of the store).
    pub fn with_history(mut self, history: Arc<dyn Store>) -> Self {
        self.history = history;
        self
    }

    /// The store, for the reads that need no workflow (health, clubs,
    /// statistics, export).
    pub fn store(&self) -> &Arc<dyn Store> {
        &self.store
    }

    /// Reports an incident for the caller's club: counts the players'
    /// earlier offences, rules, plans the sanctions, and stores the
    /// incident, its first event, its ruling and its sanctions in one
    /// transaction. With an idempotency key (at most 255 characters, checked
    /// by the caller), a repeat of the same request returns the incident it
    /// stored; the same key with another request is refused by the store.
    pub async fn report(
        &self,
        caller: &Caller,
        request: IncidentRequest,
        idempotency_key: Option<String>,
    ) -> Result<Reported, ServiceError> {
        let club_id = caller
            .club()
            .ok_or_else(|| ServiceError::refused(Refusal::Forbidden, "club_key_required", "error-club-key-required"))?;
        if let Some(pointer) = request.context.field_with_nul() {
            return Err(ServiceError::nul_byte("invalid_body", pointer));
        }
        let idempotency = idempotency_key.map(|key| {
            // The hash tells a true repeat from a different request reusing
            // the key.
            let canonical = serde_json::to_vec(&request).unwrap_or_default();
            Idempotency { key, request_hash: hex::encode(Sha256::digest(&canonical)) }
        });
        let mut ruling_request = ruling_request_of(&request);
        // With no ruleset named, the edition in force when it happened.
        let (_, ruleset) = RulingRequest { context: request.context.clone(), ..ruling_request.clone() }.resolve()?;
        request.context.check_for(ruleset.game, chrono::Utc::now())?;
        // The ruleset is pinned at report time, so later answers are ruled
        // under the same one even if the default changes.
        ruling_request.ruleset = Some(ruleset.id.to_owned());
        let reported = ruling_request;
        let context = to_value(&request.context)?;
        let payload = to_value(&request)?;
        let mut attempts = 0;
        let solves = write_solves();
        let outcome = loop {
            // The earlier offences are counted, the incident ruled and its
            // sanctions planned on those counts; the store writes all of it
            // in one transaction after checking the counts again. If another
            // ruling sanctioned one of the players meanwhile, it all starts
            // again.
            let on = Ruled { club: club_id, incident: None, kind: &request.kind, context: &request.context, seq: 1 };
            let (ruled, decision, ruling) = rule_with_sanctions(self.store.as_ref(), &reported, &on, &solves).await?;
            let written = self
                .store
                .create_incident(NewIncident {
                    club_id,
                    game: ruleset.game.as_str().to_owned(),
                    kind: request.kind.clone(),
                    ruleset: ruleset.id.to_owned(),
                    status: decision.status.as_str().to_owned(),
                    context: context.clone(),
                    input: to_value(&ruled)?,
                    idempotency: idempotency.clone(),
                    event: NewEvent { kind: "reported".into(), actor: caller.actor(), payload: payload.clone() },
                    ruling,
                })
                .await;
            match written {
                Err(StoreError::OffencesChanged) if attempts < WRITE_ATTEMPTS => attempts += 1,
                other => break other?,
            }
        };
        Ok(match outcome {
            CreateOutcome::Created(incident, written) => {
                Reported { created: true, incident: self.view_of_new(incident, *written, caller).await? }
            }
            CreateOutcome::Existing(incident) => Reported { created: false, incident: self.view(incident).await? },
        })
    }

    /// One incident, if the caller may see it: its current decision, every
    /// event and every ruling given.
    pub async fn incident(&self, caller: &Caller, id: &str) -> Result<IncidentView, ServiceError> {
        let incident = self.visible(caller, id).await?;
        self.view(incident).await
    }

    /// Applies a change to one of the caller's club's incidents, rules
    /// again, and appends the event, the ruling and the sanctions' changes
    /// in one transaction. With `expected` (the versions the client's
    /// `If-Match` accepts), the change applies only to one of them; without,
    /// to the version read here. Either way a concurrent change is refused,
    /// never overwritten.
    ///
    /// A complete ruling is not changed by a stray answer: it must first be
    /// reopened ([`Amendment::Reopen`], with a reason, kept in the history);
    /// the next answer may then change it.
    pub async fn amend(
        &self,
        caller: &Caller,
        id: &str,
        amendment: Amendment,
        expected: Option<Vec<i64>>,
    ) -> Result<IncidentView, ServiceError> {
        let incident = self.writable(caller, id, expected.as_deref()).await?;
        if let Some(field) = amendment.empty_field() {
            return Err(ServiceError::refused_with(
                Refusal::Unprocessable,
                "invalid_body",
                arbitre_rules::text::localized("error-nothing-to-amend", &[("field", field.into())]),
            )
            .at(field));
        }
        self.check_amendable(&incident, &amendment).await?;
        let mut request: RulingRequest = serde_json::from_value(incident.input.clone()).map_err(|_| {
            tracing::error!(incident = %incident.id, "stored incident input does not decode");
            ServiceError::Internal("stored incident input does not decode")
        })?;
        self.rule_as_first_ruled(&incident, &mut request).await?;
        let event_kind = amendment.event_kind();
        let payload = amendment.payload()?;
        amendment.apply(&mut request);
        let changed = request;
        let context: IncidentContext = serde_json::from_value(incident.context.clone()).unwrap_or_default();
        let on = Ruled {
            club: incident.club_id,
            incident: Some((incident.id, incident.created_at)),
            kind: &incident.kind,
            context: &context,
            seq: incident.version + 1,
        };
        let mut attempts = 0;
        let solves = write_solves();
        let updated = loop {
            // As at the report: counted, ruled, planned, then checked and
            // written in one transaction, or all again.
            let (ruled, decision, ruling) = rule_with_sanctions(self.store.as_ref(), &changed, &on, &solves).await?;
            let written = self
                .store
                .append(
                    incident.id,
                    incident.version,
                    decision.status.as_str().to_owned(),
                    to_value(&ruled)?,
                    NewEvent { kind: event_kind.to_owned(), actor: caller.actor(), payload: payload.clone() },
                    ruling,
                )
                .await;
            if let Some(done) = written_or_again(written, &mut attempts, expected.is_some())? {
                break done;
            }
        };
        self.view(updated).await
    }

    /// A page of incidents the caller may see, newest first, each with
    /// what a list screen shows: the current ruling's summary and
    /// citations. `limit` is 1 to [`MAX_PAGE`].
    pub async fn list(
        &self,
        caller: &Caller,
        asked: IncidentFilter,
        limit: Option<u32>,
        cursor: Option<&str>,
    ) -> Result<IncidentPage, ServiceError> {
        let limit = limit.unwrap_or(DEFAULT_PAGE);
        if !(1..=MAX_PAGE).contains(&limit) {
            return Err(ServiceError::refused(Refusal::BadRequest, "invalid_query", "error-limit").at("limit"));
        }
        let filter = caller.scoped_filter(asked)?;
        // The page with what the list shows of each incident's ruling.
        let page = self.history.list_with_rulings(&filter, limit, cursor).await?;
        let items = page
            .items
            .into_iter()
            .map(|listed| {
                let mut item = summary_of(listed.incident);
                if let Some(ruling) = listed.ruling {
                    item.summary = ruling.summary;
                    item.citations = ruling.citations;
                    item.ruled_by = Some(RuledBy::given_with(&ruling.given_with));
                    item.appeal = ruling.appeal.as_deref().and_then(AppealState::from_store);
                    item.club_name = Some(ruling.club_name);
                }
                item
            })
            .collect();
        Ok(IncidentPage { items, next_cursor: page.next_cursor })
    }

    /// A player's sanctions in force that the caller may see, oldest first,
    /// each with the incident it came from; those a later ruling of their
    /// incident superseded are left out (the store keeps them, with the
    /// `revoked` row that withdrew them).
    pub async fn player_sanctions(&self, caller: &Caller, licence: &str) -> Result<SanctionList, ServiceError> {
        // A NUL byte can be written in a URL but not stored in a database
        // text: no licence holds one.
        if licence.contains('\0') {
            return Err(ServiceError::nul_byte("invalid_query", "licence"));
        }
        // A licence is looked up as written, and contexts refuse one with
        // spaces around it: such a lookup would answer "no record" for a
        // player who has one (a probe's stray space).
        if licence.is_empty() || licence.trim() != licence {
            return Err(ServiceError::refused_with(
                crate::error::Refusal::Unprocessable,
                "invalid_query",
                arbitre_rules::text::localized("error-context-untrimmed", &[("field", "licence".into())]),
            )
            .at("licence"));
        }
        let sanctions = in_force(self.store.sanctions_for_player(licence).await?);
        let mut items = Vec::new();
        for s in sanctions.into_iter().filter(|s| caller.may_see_club(s.club_id)) {
            let incident = match s.incident_id {
                Some(id) => self.store.get_incident(id).await?.map(summary_of),
                None => None,
            };
            items.push(SanctionView {
                id: s.id,
                club_id: s.club_id,
                player: s.player,
                kind: s.kind,
                detail: s.detail,
                created_at: s.created_at,
                incident,
            });
        }
        Ok(SanctionList { items })
    }

    /// Refuses an amendment the incident's state does not allow: a reopen
    /// of an open incident, one already reopened or one without a reason; an
    /// answer to a complete ruling that was not reopened; any change to a
    /// ruling an appeal holds or settled.
    async fn check_amendable(&self, incident: &StoredIncident, amendment: &Amendment) -> Result<(), ServiceError> {
        let complete = incident.status == "complete";
        match amendment {
            Amendment::Reopen(body) => {
                // Open, or reopened already: nothing to reopen.
                let events = if complete { self.store.events(incident.id).await? } else { Vec::new() };
                let reopened = events.last().is_some_and(|e| e.kind == REOPENED);
                if !complete || reopened {
                    return Err(ServiceError::refused(Refusal::Conflict, "incident_open", "error-nothing-to-reopen"));
                }
                // A ruling an appeal settles is not reopened by the club.
                crate::appeals::frozen_by_appeal(&events)?;
                let reason = body.reason.trim();
                if body.reason.contains('\0') {
                    return Err(ServiceError::nul_byte("invalid_body", "/reason"));
                }
                if reason.is_empty() || body.reason.len() > MAX_REOPEN_REASON {
                    return Err(ServiceError::refused(Refusal::Unprocessable, "invalid_body", "error-reopen-reason")
                        .at("/reason"));
                }
            }
            _ if complete => {
                // Reopened by the last event, or not at all.
                let events = self.store.events(incident.id).await?;
                if events.last().is_none_or(|e| e.kind != REOPENED) {
                    // A ruling an appeal holds or settled cannot be reopened
                    // either: say so, rather than send the club to a reopen
                    // that would be refused (a probe).
                    crate::appeals::frozen_by_appeal(&events)?;
                    return Err(ServiceError::refused(Refusal::Conflict, "ruling_complete", "error-ruling-complete"));
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// Rules the amended request by the ruleset the incident's first ruling
    /// was given by, when its version was ruled as another edition.
    async fn rule_as_first_ruled(
        &self,
        incident: &StoredIncident,
        request: &mut RulingRequest,
    ) -> Result<(), ServiceError> {
        // An incident reported under `ffb-2017` up to its version 2017.3 was
        // ruled by the 2007 text: the answers added to it are ruled the same
        // way, under `ffb-2007`, as its first ruling was.
        if let Some(id) = request.ruleset.clone()
            && ruleset::find(&id).is_some_and(|r| !r.earlier_versions_ruled_as.is_empty())
        {
            let rulings = self.store.rulings(incident.id).await?;
            if let Some(first) = rulings.first()
                && let Some(then) = ruleset::for_stored(&id, &first.ruleset_version)
            {
                request.ruleset = Some(then.id.to_owned());
            }
        }
        Ok(())
    }

    /// One of the caller's club's incidents, to change: another club's is
    /// not found, and a federation or admin key, which reads every club's,
    /// is refused (its only write, an appeal's decision, has its own
    /// check). With `expected` (the versions an `If-Match` accepts), the
    /// incident must be at one of them.
    pub(crate) async fn writable(
        &self,
        caller: &Caller,
        id: &str,
        expected: Option<&[i64]>,
    ) -> Result<StoredIncident, ServiceError> {
        self.writable_by_club(caller, id, expected, "error-amend-own-club").await
    }

    /// As [`Service::writable`], a key of another role being refused with
    /// the Fluent message `refusal` (why only the club may do this).
    pub(crate) async fn writable_by_club(
        &self,
        caller: &Caller,
        id: &str,
        expected: Option<&[i64]>,
        refusal: &str,
    ) -> Result<StoredIncident, ServiceError> {
        let incident = self.visible(caller, id).await?;
        if caller.club() != Some(incident.club_id) {
            return Err(ServiceError::refused(Refusal::Forbidden, "forbidden", refusal));
        }
        if expected.is_some_and(|versions| !versions.contains(&incident.version)) {
            return Err(precondition_failed());
        }
        Ok(incident)
    }

    /// The incident, if it exists and the caller may see it. Another club's
    /// incident is not found: a club does not learn that it exists.
    pub(crate) async fn visible(&self, caller: &Caller, id: &str) -> Result<StoredIncident, ServiceError> {
        let id = Uuid::parse_str(id).map_err(|_| ServiceError::NotFound("incident"))?;
        let incident = self.store.get_incident(id).await?;
        incident.filter(|i| caller.may_see_club(i.club_id)).ok_or(ServiceError::NotFound("incident"))
    }

    /// The incident as the API shows it, its history read from the store.
    pub(crate) async fn view(&self, incident: StoredIncident) -> Result<IncidentView, ServiceError> {
        let events = self.store.events(incident.id).await?;
        let rulings = self.store.rulings(incident.id).await?;
        // The holders of the keys that wrote its history: the club's keys,
        // and every key when another wrote in it (a federation's key
        // recording its committee's decision on an appeal).
        let mut keys = self.store.api_keys(Some(incident.club_id)).await?;
        let written_by_club = |actor: &str| keys.iter().any(|k| actor == format!("key:{}", k.id));
        if !events.iter().all(|e| written_by_club(&e.actor)) {
            keys = self.store.api_keys(None).await?;
        }
        self.view_of(incident, events, rulings, &keys).await
    }

    /// A new incident as the API shows it, from what its write stored: its
    /// one event and one ruling, written by the caller's key. Nothing is read
    /// back (issue 18); a store contract test checks that the write's
    /// account is what reads back.
    async fn view_of_new(
        &self,
        incident: StoredIncident,
        written: arbitre_store::Written,
        caller: &Caller,
    ) -> Result<IncidentView, ServiceError> {
        let keys = std::slice::from_ref(&caller.0);
        self.view_of(incident, vec![written.event], vec![written.ruling], keys).await
    }

    /// The incident as the API shows it, from its history; `keys` hold
    /// those that wrote it.
    async fn view_of(
        &self,
        incident: StoredIncident,
        events: Vec<IncidentEvent>,
        rulings: Vec<RulingSnapshot>,
        keys: &[arbitre_store::ApiKey],
    ) -> Result<IncidentView, ServiceError> {
        let decision = rulings.last().map(|r| r.decision.clone()).unwrap_or(Value::Null);
        let bans_in_force = bans_in_force(self.store.as_ref(), &incident).await?;
        // Who gave each ruling, from the event it was given with: the
        // director's own, an appeal that changed it, or the engine; an
        // event that changed nothing (an appeal lodged, or one whose ruling
        // stands) keeps the giver of the ruling before it.
        let mut giver = RuledBy::Engine;
        let mut givers = Vec::with_capacity(rulings.len());
        for ruling in &rulings {
            let event = events.iter().find(|e| e.id == ruling.event_id);
            giver = match event {
                Some(e) if e.kind == crate::director::DIRECTOR_RULING => RuledBy::Director,
                Some(e) if crate::appeals::changes_the_ruling_on_appeal(e) => RuledBy::Appeal,
                Some(e) if crate::appeals::leaves_the_ruling(e) => giver,
                _ => RuledBy::Engine,
            };
            givers.push(giver);
        }
        let current_ruled_by = givers.last().copied().unwrap_or(RuledBy::Engine);
        let appeals = crate::appeals::appeals_of(&events);
        Ok(IncidentView {
            id: incident.id,
            club_id: incident.club_id,
            game: incident.game,
            kind: incident.kind,
            ruleset: incident.ruleset,
            status: incident.status,
            version: incident.version,
            context: incident.context,
            incident: incident.input,
            decision,
            ruled_by: current_ruled_by,
            appeals,
            rulings: rulings.into_iter().zip(givers).map(|(r, by)| ruling_view(by, r)).collect(),
            events: events.into_iter().map(|e| event_view(e, keys)).collect(),
            bans_in_force,
            created_at: incident.created_at,
            updated_at: incident.updated_at,
        })
    }
}

/// What the ruling is asked on: the report without its context, which the
/// incident keeps in a column of its own.
fn ruling_request_of(request: &IncidentRequest) -> RulingRequest {
    RulingRequest {
        kind: request.kind.clone(),
        ruleset: request.ruleset.clone(),
        facts: request.facts.clone(),
        record: request.record.clone(),
        choices: request.choices.clone(),
        outcome: request.outcome.clone(),
        context: IncidentContext::default(),
        double_dummy_contracts: request.double_dummy_contracts.clone(),
    }
}

/// An event as the API shows it; `keys` hold those that wrote it, whose
/// labels and holders name the actors.
fn event_view(e: IncidentEvent, keys: &[arbitre_store::ApiKey]) -> EventView {
    let key = e
        .actor
        .strip_prefix("key:")
        .and_then(|id| Uuid::parse_str(id).ok())
        .and_then(|id| keys.iter().find(|k| k.id == id));
    EventView {
        seq: e.seq,
        kind: e.kind,
        actor: e.actor,
        actor_label: key.and_then(|k| k.label.clone()),
        actor_holder: key.and_then(|k| k.holder.clone()).map(crate::keys::KeyHolderView::from),
        payload: e.payload,
        created_at: e.created_at,
    }
}

fn ruling_view(ruled_by: RuledBy, r: RulingSnapshot) -> RulingView {
    RulingView {
        ruled_by,
        seq: r.seq,
        event_id: r.event_id,
        decision: r.decision,
        engine_version: r.engine_version,
        ruleset_version: r.ruleset_version,
        status: r.status,
        created_at: r.created_at,
    }
}

/// A stored incident as a list names it (without its ruling's summary).
pub(crate) fn summary_of(i: StoredIncident) -> IncidentSummary {
    IncidentSummary {
        id: i.id,
        club_id: i.club_id,
        game: i.game,
        kind: i.kind,
        ruleset: i.ruleset,
        status: i.status,
        context: i.context,
        summary: None,
        citations: Vec::new(),
        ruled_by: None,
        appeal: None,
        club_name: None,
        created_at: i.created_at,
        updated_at: i.updated_at,
    }
}

/// What a step's append came to: the incident as written; `None` when the
/// players' offences changed between the count and the commit and the step
/// is to be ruled again (at most [`WRITE_ATTEMPTS`] times); or a refusal: a
/// concurrent change is 409, or 412 for a client that named the version it
/// changed (`if_match`), which is gone.
pub(crate) fn written_or_again(
    written: Result<StoredIncident, StoreError>,
    attempts: &mut u32,
    if_match: bool,
) -> Result<Option<StoredIncident>, ServiceError> {
    match written {
        Err(StoreError::OffencesChanged) if *attempts < WRITE_ATTEMPTS => {
            *attempts += 1;
            Ok(None)
        }
        Err(StoreError::VersionConflict) if if_match => Err(precondition_failed()),
        other => Ok(Some(other?)),
    }
}

/// 412: the version an `If-Match` named is no longer the incident's.
pub(crate) fn precondition_failed() -> ServiceError {
    // The header whose version no longer holds is the field to name, as a
    // malformed one is (a probe).
    ServiceError::refused(Refusal::PreconditionFailed, "precondition_failed", "error-precondition-failed")
        .at("If-Match")
}

/// The ruling to store for a decision, before its sanctions are planned.
pub(crate) fn snapshot(decision: &Decision) -> Result<NewRuling, ServiceError> {
    Ok(NewRuling {
        decision: to_value(decision)?,
        engine_version: decision.engine_version.to_string(),
        ruleset_version: decision.ruleset.version.to_string(),
        status: decision.status.as_str().to_owned(),
        sanctions: SanctionWrite::default(),
    })
}

pub(crate) fn to_value<T: Serialize>(value: &T) -> Result<Value, ServiceError> {
    serde_json::to_value(value).map_err(|_| ServiceError::Internal("a value does not serialize"))
}
