//! Stored incidents: report one, answer the interview, read its history.
//!
//! Every change appends an event and a ruling snapshot; nothing is updated in
//! place that a federation would want to audit. Concurrent writers are kept
//! apart by the incident's version: a stale write gets 409 and retries.

use std::collections::BTreeMap;

use arbitre_rules::Decision;
use arbitre_rules::catalogue::Game;
use arbitre_rules::ruleset::{self, Parameters};
use arbitre_rules::ruling::Record;
use arbitre_rules::tarot::arbitration::{self, RepeatScope, TarotRole};
use arbitre_rules::text::{self, Lang};
use arbitre_store::{
    CreateOutcome, Idempotency, Incident as StoredIncident, IncidentEvent, IncidentFilter, NewEvent, NewIncident,
    NewRuling, NewSanction, OffenceQuery, REVOKED, RulingSnapshot, Sanction, SanctionWrite, StoreError, count_offences,
    in_force,
};
use axum::Json;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

pub use super::rulings::IncidentContext;
use super::rulings::{CONCERNED_PLAYERS, CONCERNED_PREFIX, RulingRequest};
use crate::AppState;
use crate::auth::Caller;
use crate::json::{JsonBody, QueryParams};
use crate::lang::ClientLang;
use crate::problem::{ApiError, Problem};

pub(crate) fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(create_incident, list_incidents))
        .routes(routes!(incident_stats))
        .routes(routes!(get_incident))
        .routes(routes!(add_facts))
        .routes(routes!(add_choices))
        .routes(routes!(record_outcome))
        .routes(routes!(player_sanctions))
}

/// An incident to report: the ruling request and its context.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct IncidentRequest {
    /// The kind of irregularity.
    #[schema(value_type = arbitre_rules::catalogue::KindId)]
    pub kind: String,
    /// The ruleset; by default the game's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruleset: Option<String>,
    /// Facts known so far.
    #[serde(default)]
    #[schema(value_type = BTreeMap<String, arbitre_rules::ruling::FactValue>)]
    pub facts: BTreeMap<String, Value>,
    /// The deal record.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<Record>,
    /// Elections already made.
    #[serde(default)]
    pub choices: BTreeMap<String, String>,
    /// The result of the deal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<BTreeMap<String, arbitre_rules::ruling::FactValue>>)]
    pub outcome: Option<Value>,
    /// Where and when it happened.
    #[serde(default)]
    pub context: IncidentContext,
}

/// What happened to an incident: the `kind` of an event. (The store keeps
/// it as text; this type documents the closed set.)
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[allow(dead_code)]
pub enum EventKind {
    /// The incident was reported (`POST /v1/incidents`).
    Reported,
    /// Facts or a record were added (`POST /v1/incidents/{id}/facts`).
    FactsAdded,
    /// A player made an election (`POST /v1/incidents/{id}/choices`).
    ChoiceMade,
    /// The result of the deal was recorded (`POST /v1/incidents/{id}/outcome`).
    OutcomeRecorded,
}

/// What an event's request carried, exactly as received: one of the
/// request bodies, according to the event's `kind`. (Documents the stored
/// JSON, which the server returns as it was sent.)
#[derive(Debug, Serialize, ToSchema)]
#[serde(untagged)]
#[allow(dead_code, clippy::large_enum_variant)]
pub enum EventPayload {
    /// `reported`: the report.
    Reported(IncidentRequest),
    /// `choice_made`: the elections.
    ChoiceMade(ChoicesRequest),
    /// `outcome_recorded`: the result of the deal.
    OutcomeRecorded(OutcomeRequest),
    /// `facts_added`: the facts and record.
    FactsAdded(FactsRequest),
}

/// What kind of sanction a row records. (The store keeps it as text; this
/// type documents the closed set.)
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[allow(dead_code)]
pub enum SanctionKind {
    /// A warning.
    Warning,
    /// A point penalty (`detail.points`).
    PointPenalty,
    /// A suspension (`detail.months`).
    Suspension,
    /// A ban from bidding (`detail.deal`: `this` or `next`).
    BiddingBan,
    /// An exclusion from the event.
    Exclusion,
    /// Withdraws an earlier sanction that a later ruling no longer gives
    /// (`detail.revokes` names it): the history is append-only.
    Revoked,
}

/// The details of a sanction. (Documents the stored JSON.)
#[derive(Debug, Serialize, ToSchema)]
#[allow(dead_code)]
pub struct SanctionDetail {
    /// The event, as the club names it.
    pub event: Option<String>,
    /// The fault it punishes, as repeat offences count it.
    pub offence: Option<String>,
    /// The incident's kind.
    #[schema(value_type = Option<arbitre_rules::catalogue::KindId>)]
    pub kind: Option<String>,
    /// The player's role in the ruling (`offender`, `players_concerned`…).
    pub role: Option<String>,
    /// The table.
    pub table: Option<String>,
    /// The deal number (tarot).
    pub deal_number: Option<u32>,
    /// A point penalty's points.
    pub points: Option<i64>,
    /// A suspension's months.
    pub months: Option<u32>,
    /// A bidding ban's deal: the redeal, or the next deal.
    #[schema(value_type = Option<arbitre_rules::tarot::arbitration::BanScope>)]
    pub deal: Option<String>,
    /// `revoked`: the id of the sanction withdrawn.
    pub revokes: Option<String>,
    /// `revoked`: the kind of the sanction withdrawn.
    #[schema(value_type = Option<SanctionKind>)]
    pub revoked_kind: Option<String>,
    /// `revoked`: the ruling (its `seq`) that no longer gives it.
    pub superseded_by_ruling: Option<i64>,
}

/// One event of an incident's history.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct EventView {
    /// Position in the incident's history, from 1.
    pub seq: i64,
    /// What happened.
    #[schema(value_type = EventKind)]
    pub kind: String,
    /// Who did it (`key:<api key id>`).
    pub actor: String,
    /// What was sent, exactly as received: the report's body for
    /// `reported`, the body of the facts, choices or outcome request for the
    /// others.
    #[schema(value_type = EventPayload)]
    pub payload: Value,
    /// When.
    pub created_at: DateTime<Utc>,
}

/// A ruling as it was given after an event.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct RulingView {
    /// Position in the incident's rulings, from 1 (the same as its event's).
    pub seq: i64,
    /// The id of the event that led to it.
    pub event_id: Uuid,
    /// The decision, exactly as given (with its trace).
    #[schema(value_type = Decision)]
    pub decision: Value,
    /// The engine that gave it.
    pub engine_version: String,
    /// The ruleset version it was given under.
    pub ruleset_version: String,
    /// Its status.
    #[schema(value_type = arbitre_rules::ruling::Status)]
    pub status: String,
    /// When.
    pub created_at: DateTime<Utc>,
}

/// An incident with its current decision and its whole history.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct IncidentView {
    /// Incident id.
    pub id: Uuid,
    /// The club it belongs to.
    pub club_id: Uuid,
    /// The game.
    #[schema(value_type = arbitre_rules::catalogue::Game)]
    pub game: String,
    /// The kind.
    #[schema(value_type = arbitre_rules::catalogue::KindId)]
    pub kind: String,
    /// The ruleset id.
    pub ruleset: String,
    /// The current status of its ruling.
    #[schema(value_type = arbitre_rules::ruling::Status)]
    pub status: String,
    /// Increases with every change; used to detect concurrent writes.
    pub version: i64,
    /// Where and when it happened.
    #[schema(value_type = IncidentContext)]
    pub context: Value,
    /// Everything known now: kind, ruleset, facts, record, choices, outcome.
    #[schema(value_type = RulingRequest)]
    pub incident: Value,
    /// The current decision (the last ruling).
    #[schema(value_type = Decision)]
    pub decision: Value,
    /// The history, oldest first.
    pub events: Vec<EventView>,
    /// Every ruling given, oldest first.
    pub rulings: Vec<RulingView>,
    /// Bidding bans in force on this deal for a player of the table: a ban
    /// "on the next deal" given on the previous deal of the same event
    /// (tarot: a defender whose revoke was established, a dealer whose
    /// misdeal cancelled the deal), and a ban "on the redeal" given on this
    /// same deal number by an incident reported before this one (a misdeal:
    /// the new deal keeps the number).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bans_in_force: Vec<BanInForce>,
    /// When it was reported.
    pub created_at: DateTime<Utc>,
    /// When it last changed.
    pub updated_at: DateTime<Utc>,
}

pub(crate) fn lang_error(status: StatusCode, code: &str, id: &str, lang: Lang) -> ApiError {
    ApiError::new(status, code, text::msg(id)).in_lang(lang)
}

/// The search filters of the list, the statistics and the export, checked
/// once: a club key sees only its own club (asking for another is a 403),
/// and a paragraph needs the law it belongs to (a 400). `asked.club_id` is
/// the club the query names.
pub(crate) fn scoped_filter(caller: &Caller, lang: Lang, asked: IncidentFilter) -> Result<IncidentFilter, ApiError> {
    let club_id = match (caller.club(), asked.club_id) {
        (Some(own), Some(other)) if own != other => {
            return Err(lang_error(StatusCode::FORBIDDEN, "forbidden", "error-other-club", lang).at("club"));
        }
        (Some(own), _) => Some(own),
        (None, named) => named,
    };
    if asked.paragraph.is_some() && asked.law.is_none() {
        return Err(
            lang_error(StatusCode::BAD_REQUEST, "invalid_query", "error-paragraph-without-law", lang).at("paragraph")
        );
    }
    Ok(IncidentFilter { club_id, ..asked })
}

async fn view(state: &AppState, incident: StoredIncident, lang: Lang) -> Result<IncidentView, ApiError> {
    let events = state.store.events(incident.id).await.map_err(|e| ApiError::from(e).in_lang(lang))?;
    let rulings = state.store.rulings(incident.id).await.map_err(|e| ApiError::from(e).in_lang(lang))?;
    let decision = rulings.last().map(|r| r.decision.clone()).unwrap_or(Value::Null);
    let bans_in_force = bans_in_force(state, &incident, lang).await?;
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
        events: events.into_iter().map(event_view).collect(),
        rulings: rulings.into_iter().map(ruling_view).collect(),
        bans_in_force,
        created_at: incident.created_at,
        updated_at: incident.updated_at,
    })
}

fn event_view(e: IncidentEvent) -> EventView {
    EventView { seq: e.seq, kind: e.kind, actor: e.actor, payload: e.payload, created_at: e.created_at }
}

fn ruling_view(r: RulingSnapshot) -> RulingView {
    RulingView {
        seq: r.seq,
        event_id: r.event_id,
        decision: r.decision,
        engine_version: r.engine_version,
        ruleset_version: r.ruleset_version,
        status: r.status,
        created_at: r.created_at,
    }
}

fn snapshot(decision: &Decision) -> Result<NewRuling, ApiError> {
    Ok(NewRuling {
        decision: to_value(decision)?,
        engine_version: decision.engine_version.clone(),
        ruleset_version: decision.ruleset.version.clone(),
        status: decision.status.as_str().to_owned(),
        sanctions: SanctionWrite::default(),
    })
}

fn to_value<T: Serialize>(value: &T) -> Result<Value, ApiError> {
    serde_json::to_value(value)
        .map_err(|_| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", text::msg("error-internal")))
}

const IDEMPOTENCY_KEY: &str = "idempotency-key";

fn idempotency(headers: &HeaderMap, request: &IncidentRequest, lang: Lang) -> Result<Option<Idempotency>, ApiError> {
    let Some(value) = headers.get(IDEMPOTENCY_KEY) else { return Ok(None) };
    let key =
        value.to_str().ok().map(str::trim).filter(|k| !k.is_empty() && k.len() <= 255).ok_or_else(|| {
            lang_error(StatusCode::BAD_REQUEST, "invalid_idempotency_key", "error-idempotency-key", lang)
        })?;
    // The hash tells a true repeat from a different request reusing the key.
    let canonical = serde_json::to_vec(request).unwrap_or_default();
    Ok(Some(Idempotency { key: key.to_owned(), request_hash: hex::encode(Sha256::digest(&canonical)) }))
}

/// Reports an incident: evaluates it, stores it with its first event and
/// ruling, and returns it. With an `Idempotency-Key` header, repeating the
/// same request returns the same incident instead of a second one. Needs a
/// club key.
#[utoipa::path(post, path = "/v1/incidents", tag = "incidents",
    request_body = IncidentRequest,
    params(("Idempotency-Key" = Option<String>, Header, description = "Makes a retry safe: the same key and body give back the same incident")),
    security(("api_key" = [])),
    responses(
        (status = 201, description = "Stored and evaluated", body = IncidentView),
        (status = 200, description = "A repeat of an earlier request with the same Idempotency-Key", body = IncidentView),
        (status = 400, description = "Malformed JSON or Idempotency-Key", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "No valid key", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "Not a club key", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Other rulings kept sanctioning the same player; nothing stored, send again (`offences_changed`)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "The incident cannot be evaluated, or the Idempotency-Key was used for another request", body = Problem, content_type = "application/problem+json")))]
async fn create_incident(
    State(state): State<AppState>,
    caller: Caller,
    ClientLang(lang): ClientLang,
    headers: HeaderMap,
    JsonBody(request): JsonBody<IncidentRequest>,
) -> Result<(StatusCode, Json<IncidentView>), ApiError> {
    let club_id = caller
        .club()
        .ok_or_else(|| lang_error(StatusCode::FORBIDDEN, "club_key_required", "error-club-key-required", lang))?;
    if let Some(pointer) = request.context.field_with_nul() {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_body",
            text::localized("error-nul-byte", &[("field", pointer.clone().into())]),
        )
        .at(pointer)
        .in_lang(lang));
    }
    let idempotency = idempotency(&headers, &request, lang)?;
    let mut ruling_request = ruling_request_of(&request);
    // With no ruleset named, the edition in force when it happened.
    let (_, ruleset) = RulingRequest { context: request.context.clone(), ..ruling_request.clone() }.resolve(lang)?;
    // The ruleset is pinned at report time, so later answers are ruled under
    // the same one even if the default changes.
    ruling_request.ruleset = Some(ruleset.id.to_owned());
    let reported = ruling_request.clone();
    let mut attempts = 0;
    let outcome = loop {
        // The earlier offences are counted, the incident ruled and its
        // sanctions planned on those counts; the store writes all of it in
        // one transaction after checking the counts again. If another ruling
        // sanctioned one of the players meanwhile, it all starts again.
        let on = Ruled { club: club_id, incident: None, kind: &request.kind, context: &request.context, seq: 1 };
        let (ruling_request, decision, ruling) = rule_with_sanctions(&state, &reported, &on, lang).await?;
        let written = state
            .store
            .create_incident(NewIncident {
                club_id,
                game: ruleset.game.as_str().to_owned(),
                kind: request.kind.clone(),
                ruleset: ruleset.id.to_owned(),
                status: decision.status.as_str().to_owned(),
                context: to_value(&request.context)?,
                input: to_value(&ruling_request)?,
                idempotency: idempotency.clone(),
                event: NewEvent { kind: "reported".into(), actor: caller.actor(), payload: to_value(&request)? },
                ruling,
            })
            .await;
        match written {
            Err(StoreError::OffencesChanged) if attempts < WRITE_ATTEMPTS => attempts += 1,
            other => break other.map_err(|e| ApiError::from(e).in_lang(lang))?,
        }
    };
    let (status, incident) = match outcome {
        CreateOutcome::Created(incident) => (StatusCode::CREATED, incident),
        CreateOutcome::Existing(incident) => (StatusCode::OK, incident),
    };
    Ok((status, Json(view(&state, incident, lang).await?)))
}

fn ruling_request_of(request: &IncidentRequest) -> RulingRequest {
    RulingRequest {
        kind: request.kind.clone(),
        ruleset: request.ruleset.clone(),
        facts: request.facts.clone(),
        record: request.record.clone(),
        choices: request.choices.clone(),
        outcome: request.outcome.clone(),
        // The incident keeps its context in a column of its own.
        context: IncidentContext::default(),
    }
}

/// The incident, if it exists and the caller may see it. Another club's
/// incident is a plain 404: a club does not learn that it exists.
async fn visible(state: &AppState, caller: &Caller, id: &str, lang: Lang) -> Result<StoredIncident, ApiError> {
    let not_found = || ApiError::not_found("incident").in_lang(lang);
    let id = Uuid::parse_str(id).map_err(|_| not_found())?;
    let incident = state.store.get_incident(id).await.map_err(|e| ApiError::from(e).in_lang(lang))?;
    incident.filter(|i| caller.may_see_club(i.club_id)).ok_or_else(not_found)
}

/// One incident: its current decision, every event and every ruling given.
#[utoipa::path(get, path = "/v1/incidents/{id}", tag = "incidents",
    params(("id" = String, Path, description = "Incident id")),
    security(("api_key" = [])),
    responses(
        (status = 200, description = "The incident", body = IncidentView),
        (status = 401, description = "No valid key", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such incident visible to this key", body = Problem, content_type = "application/problem+json")))]
async fn get_incident(
    State(state): State<AppState>,
    caller: Caller,
    ClientLang(lang): ClientLang,
    Path(id): Path<String>,
) -> Result<Json<IncidentView>, ApiError> {
    let incident = visible(&state, &caller, &id, lang).await?;
    Ok(Json(view(&state, incident, lang).await?))
}

/// Re-evaluates an incident after a change and appends the event and ruling.
async fn amend(
    state: &AppState,
    caller: &Caller,
    id: &str,
    lang: Lang,
    event_kind: &str,
    payload: Value,
    change: impl FnOnce(&mut RulingRequest),
) -> Result<Json<IncidentView>, ApiError> {
    let incident = visible(state, caller, id, lang).await?;
    // Federation and admin keys read every club's incidents; only the
    // incident's own club amends it (the federation's writes, appeals, are
    // events of their own).
    if caller.club() != Some(incident.club_id) {
        return Err(lang_error(StatusCode::FORBIDDEN, "forbidden", "error-amend-own-club", lang));
    }
    let mut request: RulingRequest = serde_json::from_value(incident.input.clone()).map_err(|_| {
        tracing::error!(incident = %incident.id, "stored incident input does not decode");
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", text::msg("error-internal")).in_lang(lang)
    })?;
    // An incident reported under `ffb-2017` up to its version 2017.3 was
    // ruled by the 2007 text: the answers added to it are ruled the same
    // way, under `ffb-2007`, as its first ruling was.
    if let Some(id) = request.ruleset.clone()
        && ruleset::find(&id).is_some_and(|r| !r.earlier_versions_ruled_as.is_empty())
    {
        let rulings = state.store.rulings(incident.id).await.map_err(|e| ApiError::from(e).in_lang(lang))?;
        if let Some(first) = rulings.first()
            && let Some(then) = ruleset::for_stored(&id, &first.ruleset_version)
        {
            request.ruleset = Some(then.id.to_owned());
        }
    }
    change(&mut request);
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
    let updated = loop {
        // As at the report: counted, ruled, planned, then checked and
        // written in one transaction, or all again.
        let (request, decision, ruling) = rule_with_sanctions(state, &changed, &on, lang).await?;
        let written = state
            .store
            .append(
                incident.id,
                incident.version,
                decision.status.as_str().to_owned(),
                to_value(&request)?,
                NewEvent { kind: event_kind.to_owned(), actor: caller.actor(), payload: payload.clone() },
                ruling,
            )
            .await;
        match written {
            Err(StoreError::OffencesChanged) if attempts < WRITE_ATTEMPTS => attempts += 1,
            other => break other.map_err(|e| ApiError::from(e).in_lang(lang))?,
        }
    };
    Ok(Json(view(state, updated, lang).await?))
}

/// The key in `context.players` that names the offender's licence number.
const OFFENDER_KEY: &str = "offender";

/// The licences named `concerned_1`, `concerned_2`… in the context, sorted
/// and without repeats.
fn concerned_licences(context: &IncidentContext) -> Vec<&String> {
    let mut licences: Vec<&String> =
        context.players.iter().filter(|(key, _)| key.starts_with(CONCERNED_PREFIX)).map(|(_, l)| l).collect();
    licences.sort();
    licences.dedup();
    licences
}

/// Rules on `request` for the incident `on`: counts the players' earlier
/// offences (which become facts), evaluates, and plans the sanctions of the
/// ruling with the counts they rest on, for the store to check again as it
/// writes. Returns the request as ruled, the decision and the ruling to
/// store.
async fn rule_with_sanctions(
    state: &AppState,
    request: &RulingRequest,
    on: &Ruled<'_>,
    lang: Lang,
) -> Result<(RulingRequest, Decision, NewRuling), ApiError> {
    let mut request = request.clone();
    let mut counts = Vec::new();
    count_previous_offences(state, &mut request, on, &mut counts, lang).await?;
    let decision = request.evaluate(lang).await?;
    let mut ruling = snapshot(&decision)?;
    ruling.sanctions = plan_sanctions(state, &request, &decision, on, counts, lang).await?;
    Ok((request, decision, ruling))
}

/// How many times a write is tried again when the players' earlier offences
/// changed between the count and the commit (each try counts anew).
const WRITE_ATTEMPTS: u32 = 5;

/// The incident a ruling is given on, as the sanction rules see it.
struct Ruled<'a> {
    /// The club reporting.
    club: Uuid,
    /// The stored incident and when it was reported; `None` at the report.
    incident: Option<(Uuid, DateTime<Utc>)>,
    /// Its kind.
    kind: &'a str,
    /// Where and who.
    context: &'a IncidentContext,
    /// The `seq` the new ruling will have.
    seq: i64,
}

impl Ruled<'_> {
    /// Which of a player's sanctions count as his earlier offences of
    /// `offence` for this incident.
    fn offences_of(&self, player: &str, offence: &str, scope: RepeatScope) -> OffenceQuery {
        OffenceQuery {
            player: player.to_owned(),
            offence: offence.to_owned(),
            any_event: scope == RepeatScope::AnyEvent,
            event: self.context.event.clone(),
            club_id: self.club,
            incident: self.incident,
        }
    }
}

/// Counts a player's earlier offences, and keeps the count with the query
/// for the write to check again.
async fn earlier_offences(
    state: &AppState,
    query: OffenceQuery,
    counts: &mut Vec<(OffenceQuery, usize)>,
) -> Result<usize, StoreError> {
    if let Some((_, count)) = counts.iter().find(|(q, _)| *q == query) {
        return Ok(*count);
    }
    let count = count_offences(&state.store.sanctions_for_player(&query.player).await?, &query);
    counts.push((query, count));
    Ok(count)
}

fn repeat_scope(parameters: &Parameters) -> RepeatScope {
    match parameters {
        Parameters::Tarot(p) => p.repeat_offence_scope,
        Parameters::Bridge(_) => RepeatScope::SameEvent,
    }
}

/// Repeat offences (FFT "a warning, then 100 points on a repeat"): for a
/// kind whose catalogue has the fact `previous_offences`, when the context
/// names the offender's licence (`context.players.offender`), the count is
/// read from the store: the offender's earlier sanctions in force (not
/// superseded) for the same fault (`arbitre_rules::tarot::arbitration::offence_key`:
/// the kind, and for a handle the fault line), in the ruleset's scope (the
/// same `context.event` by default), given before this incident was
/// reported: re-ruling an old incident never counts later ones against it.
/// Slow play penalises only the players concerned, each by his own record:
/// when the context names them (`concerned_1`, `concerned_2`…), the store
/// gives `concerned_players` and `concerned_repeat_offenders`. The store is
/// the authority: a value the client sent is replaced. Without a licence the
/// client's value (or the question) stands.
async fn count_previous_offences(
    state: &AppState,
    request: &mut RulingRequest,
    on: &Ruled<'_>,
    counts: &mut Vec<(OffenceQuery, usize)>,
    lang: Lang,
) -> Result<(), ApiError> {
    let (_, ruleset) = request.resolve(lang)?;
    let Some(kind) = ruleset.kind(&request.kind) else { return Ok(()) };
    if kind.fact(arbitration::PREVIOUS_OFFENCES).is_none() {
        return Ok(());
    }
    let offence = arbitration::offence_key(kind.id, &request.facts);
    let scope = repeat_scope(&ruleset.parameters);
    let store_error = |e: StoreError| ApiError::from(e).in_lang(lang);
    let context = on.context;
    let concerned = concerned_licences(context);
    let mut facts = Vec::new();
    if kind.fact(CONCERNED_PLAYERS).is_some() && !concerned.is_empty() {
        let mut repeaters = 0_usize;
        for licence in &concerned {
            if earlier_offences(state, on.offences_of(licence, &offence, scope), counts).await.map_err(store_error)? > 0
            {
                repeaters += 1;
            }
        }
        facts.push((CONCERNED_PLAYERS, Value::from(concerned.len())));
        facts.push((CONCERNED_REPEAT_OFFENDERS, Value::from(repeaters)));
    }
    if let Some(licence) = context.players.get(OFFENDER_KEY) {
        let query = on.offences_of(licence, &offence, scope);
        let previous = earlier_offences(state, query, counts).await.map_err(store_error)?;
        facts.push((arbitration::PREVIOUS_OFFENCES, Value::from(previous)));
    }
    for (id, value) in facts {
        request.facts.insert(id.to_owned(), value);
    }
    Ok(())
}

/// The slow-play fact the server fills from the players' history (with
/// `CONCERNED_PLAYERS`, from the context).
const CONCERNED_REPEAT_OFFENDERS: &str = "concerned_repeat_offenders";

/// The sanctions of a tarot incident follow its latest complete ruling
/// (`arbitre_rules::tarot::sanctions`): planned here, written by the store
/// with the ruling, in its transaction, with the counts of earlier offences
/// the ruling rests on (checked again there).
///
/// Players are found by role in `context.players` (`offender`, `dealer`,
/// `taker`…; every licence listed for `all_players`; the licences named
/// `concerned_1`, `concerned_2`… for the players concerned by slow play,
/// split by each one's own record for `concerned_first_offence` and
/// `concerned_repeat_offence`); a role without a licence is skipped.
///
/// The store is append-only, and so are sanctions: on each complete ruling
/// the sanctions it gives are compared with those of the incident still in
/// force (same player, kind and detail). What is new is appended; what the
/// new ruling no longer gives is withdrawn by appending a row of kind
/// `revoked` for the same player, whose `detail.revokes` is the id of the
/// superseded sanction (with `detail.superseded_by_ruling`, the ruling's
/// seq). A superseded sanction and its `revoked` row stay in the store for
/// the audit trail, but counting repeat offences, listing a player's
/// sanctions and the bans in force leave both out. A ruling that is no
/// longer complete (reopened by new facts) gives no sanction until it is
/// complete again: what it gave is withdrawn meanwhile, so that it does not
/// count as a repeat offence while in doubt. Re-evaluating to the same
/// ruling writes no sanction.
async fn plan_sanctions(
    state: &AppState,
    request: &RulingRequest,
    decision: &Decision,
    on: &Ruled<'_>,
    mut counts: Vec<(OffenceQuery, usize)>,
    lang: Lang,
) -> Result<SanctionWrite, ApiError> {
    let store_error = |e| ApiError::from(e).in_lang(lang);
    let Ok((_, ruleset)) = request.resolve(lang) else { return Ok(SanctionWrite::default()) };
    if ruleset.game != Game::Tarot {
        return Ok(SanctionWrite::default());
    }
    let context = on.context;
    let offence = arbitration::offence_key(on.kind, &request.facts);
    let scope = repeat_scope(&ruleset.parameters);
    let mut planned = Vec::new();
    for sanction in arbitre_rules::tarot::sanctions::sanctions(decision) {
        let role = sanction.player;
        let licences: Vec<&String> = match role {
            TarotRole::AllPlayers => {
                let mut all: Vec<&String> = context.players.values().collect();
                all.sort();
                all.dedup();
                all
            }
            // « Le(s) joueur(s) concerné(s) »: only those the arbiter names.
            TarotRole::PlayersConcerned => concerned_licences(context),
            TarotRole::ConcernedFirstOffence | TarotRole::ConcernedRepeatOffence => {
                let repeat = role == TarotRole::ConcernedRepeatOffence;
                let mut licences = Vec::new();
                for licence in concerned_licences(context) {
                    let query = on.offences_of(licence, &offence, scope);
                    let earlier = earlier_offences(state, query, &mut counts).await.map_err(store_error)?;
                    if (earlier > 0) == repeat {
                        licences.push(licence);
                    }
                }
                licences
            }
            role => context.players.get(role_key(role).as_str()).into_iter().collect(),
        };
        for licence in licences {
            let mut detail = json!({
                "event": context.event,
                "offence": offence,
                "kind": on.kind,
                "role": role_key(role),
                "table": context.table,
                "deal_number": context.deal_number,
            });
            if let Some(d) = detail.as_object_mut() {
                d.extend(sanction.kind.figures());
            }
            planned.push(NewSanction {
                club_id: on.club,
                incident_id: on.incident.map(|(id, _)| id),
                player: licence.clone(),
                kind: sanction.kind.name().to_owned(),
                detail,
            });
        }
    }
    // This incident's sanctions in force, for every player of its table:
    // those the new ruling gives again stay, the others are withdrawn.
    let mut current = Vec::new();
    if let Some((id, _)) = on.incident {
        let mut players: Vec<&String> = context.players.values().collect();
        players.sort();
        players.dedup();
        for player in players {
            let sanctions = in_force(state.store.sanctions_for_player(player).await.map_err(store_error)?);
            current.extend(sanctions.into_iter().filter(|s| s.incident_id == Some(id)));
        }
    }
    let mut given = Vec::new();
    for new in planned {
        let same = |s: &Sanction| s.player == new.player && s.kind == new.kind && s.detail == new.detail;
        match current.iter().position(same) {
            Some(i) => {
                current.swap_remove(i);
            }
            None => given.push(new),
        }
    }
    // What the new ruling no longer gives is withdrawn first, then what it
    // gives anew is recorded: the history reads in that order.
    let mut write = SanctionWrite { sanctions: Vec::new(), counts };
    for superseded in current {
        write.sanctions.push(NewSanction {
            club_id: superseded.club_id,
            incident_id: superseded.incident_id,
            player: superseded.player.clone(),
            kind: REVOKED.to_owned(),
            detail: json!({
                "revokes": superseded.id.to_string(),
                "revoked_kind": superseded.kind,
                "superseded_by_ruling": on.seq,
                "event": context.event,
                "offence": superseded.detail.get("offence"),
                "kind": on.kind,
            }),
        });
    }
    write.sanctions.extend(given);
    Ok(write)
}

/// A tarot role as `context.players` and the sanctions' `detail.role` name
/// it (`offender`, `dealer`, `players_concerned`…).
fn role_key(role: TarotRole) -> String {
    serde_json::to_value(role).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default()
}

/// A bidding ban that applies to this deal.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct BanInForce {
    /// The player's licence number.
    pub player: String,
    /// His place in this incident's `context.players`.
    pub role: String,
    /// The incident that gave the ban.
    pub from_incident: Option<Uuid>,
    /// The deal it was given on.
    pub from_deal: u32,
    /// `next_deal` (given on the previous deal) or `redeal` (given on this
    /// same deal number, for the new deal that replaces it).
    #[schema(value_type = arbitre_rules::tarot::arbitration::BanScope)]
    pub deal: String,
}

/// The bans in force on this deal for a player of this incident's table, in
/// the same event: a ban "on the next deal" given on the previous deal
/// number, and a ban "on the redeal" given on this same deal number by an
/// incident reported before this one (the redeal keeps the deal's number).
/// Superseded bans do not count. Only what the context can establish is
/// reported: without an event and a deal number, nothing.
async fn bans_in_force(state: &AppState, incident: &StoredIncident, lang: Lang) -> Result<Vec<BanInForce>, ApiError> {
    if incident.game != "tarot" {
        return Ok(Vec::new());
    }
    let store_error = |e| ApiError::from(e).in_lang(lang);
    let context: IncidentContext = serde_json::from_value(incident.context.clone()).unwrap_or_default();
    let (Some(event), Some(deal)) = (context.event.as_deref(), context.deal_number) else { return Ok(Vec::new()) };
    let previous = deal.checked_sub(1);
    let mut bans = Vec::new();
    for (role, licence) in &context.players {
        let sanctions = in_force(state.store.sanctions_for_player(licence).await.map_err(store_error)?);
        for s in sanctions {
            // A ban holds in its own club's event only (two clubs may give
            // their events the same name).
            if s.kind != "bidding_ban"
                || s.club_id != incident.club_id
                || s.incident_id == Some(incident.id)
                || s.detail.get("event").and_then(Value::as_str) != Some(event)
            {
                continue;
            }
            let given_on = s.detail.get("deal_number").and_then(Value::as_u64);
            let scope = s.detail.get("deal").and_then(Value::as_str);
            let applies = match scope {
                Some("next_deal") => previous.is_some_and(|p| given_on == Some(u64::from(p))),
                Some("redeal") if given_on == Some(u64::from(deal)) => match s.incident_id {
                    // The ban's incident came first: this one is on the redeal.
                    Some(id) => state
                        .store
                        .get_incident(id)
                        .await
                        .map_err(store_error)?
                        .is_some_and(|from| from.created_at < incident.created_at),
                    None => false,
                },
                _ => false,
            };
            if applies {
                bans.push(BanInForce {
                    player: licence.clone(),
                    role: role.clone(),
                    from_incident: s.incident_id,
                    from_deal: u32::try_from(given_on.unwrap_or_default()).unwrap_or_default(),
                    deal: scope.unwrap_or_default().to_owned(),
                });
            }
        }
    }
    Ok(bans)
}

/// A sanction, with the incident it came from.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct SanctionView {
    /// Sanction id.
    pub id: Uuid,
    /// The club where it was given.
    pub club_id: Uuid,
    /// The player's licence number.
    pub player: String,
    /// What kind of sanction.
    #[schema(value_type = SanctionKind)]
    pub kind: String,
    /// Its details: `event`, `offence` (what counts as a repeat), the
    /// incident `kind`, the player's `role`, and `points`, `months` or `deal`.
    #[schema(value_type = SanctionDetail)]
    pub detail: Value,
    /// When it was given.
    pub created_at: DateTime<Utc>,
    /// The incident it came from, when there is one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub incident: Option<IncidentSummary>,
}

/// A player's sanctions, oldest first.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct SanctionList {
    /// The sanctions.
    pub items: Vec<SanctionView>,
}

/// A player's sanctions in force (warnings, penalties, bidding bans,
/// suspensions), oldest first, each with the incident it came from; those a
/// later ruling of their incident superseded are left out (the store keeps
/// them, with the `revoked` row that withdrew them). A club key sees its own
/// club's; federation and admin keys every club's.
#[utoipa::path(get, path = "/v1/players/{licence}/sanctions", operation_id = "list_player_sanctions", tag = "incidents",
    params(("licence" = String, Path, description = "The player's licence number")),
    security(("api_key" = [])),
    responses(
        (status = 200, description = "The player's sanctions", body = SanctionList),
        (status = 401, description = "No valid key", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A licence no player can have (a NUL byte)", body = Problem, content_type = "application/problem+json")))]
async fn player_sanctions(
    State(state): State<AppState>,
    caller: Caller,
    ClientLang(lang): ClientLang,
    Path(licence): Path<String>,
) -> Result<Json<SanctionList>, ApiError> {
    // A NUL byte can be written in a URL but not stored in a database
    // text: no licence holds one.
    if licence.contains('\0') {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_query",
            text::localized("error-nul-byte", &[("field", "licence".into())]),
        )
        .at("licence")
        .in_lang(lang));
    }
    let sanctions =
        in_force(state.store.sanctions_for_player(&licence).await.map_err(|e| ApiError::from(e).in_lang(lang))?);
    let mut items = Vec::new();
    for s in sanctions.into_iter().filter(|s| caller.may_see_club(s.club_id)) {
        let incident = match s.incident_id {
            Some(id) => {
                state.store.get_incident(id).await.map_err(|e| ApiError::from(e).in_lang(lang))?.map(summary_of)
            }
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
    Ok(Json(SanctionList { items }))
}

fn summary_of(i: StoredIncident) -> IncidentSummary {
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
        created_at: i.created_at,
        updated_at: i.updated_at,
    }
}

/// Answers to the interview's questions.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FactsRequest {
    /// Facts by id; they replace earlier values, and `null` withdraws one.
    #[serde(default)]
    #[schema(value_type = BTreeMap<String, arbitre_rules::ruling::FactUpdate>)]
    pub facts: BTreeMap<String, Value>,
    /// A deal record, added or replaced.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<Record>,
}

/// Adds facts (or a record) to an incident and rules again.
#[utoipa::path(post, path = "/v1/incidents/{id}/facts", tag = "incidents",
    params(("id" = String, Path, description = "Incident id")),
    request_body = FactsRequest, security(("api_key" = [])),
    responses(
        (status = 200, description = "The incident with its new ruling", body = IncidentView),
        (status = 403, description = "Not a key of the incident's club: only its club amends it", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such incident visible to this key", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Changed by someone else meanwhile: read it again and retry", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A fact or record the engine cannot read; nothing is stored", body = Problem, content_type = "application/problem+json")))]
async fn add_facts(
    State(state): State<AppState>,
    caller: Caller,
    ClientLang(lang): ClientLang,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<FactsRequest>,
) -> Result<Json<IncidentView>, ApiError> {
    let payload = to_value(&body)?;
    amend(&state, &caller, &id, lang, "facts_added", payload, move |request| {
        for (fact, value) in body.facts {
            if value.is_null() {
                request.facts.remove(&fact);
            } else {
                request.facts.insert(fact, value);
            }
        }
        if body.record.is_some() {
            request.record = body.record;
        }
    })
    .await
}

/// Elections made by the players entitled to them.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ChoicesRequest {
    /// Choice id → option id.
    pub choices: BTreeMap<String, String>,
}

/// Records players' elections and rules again.
#[utoipa::path(post, path = "/v1/incidents/{id}/choices", tag = "incidents",
    params(("id" = String, Path, description = "Incident id")),
    request_body = ChoicesRequest, security(("api_key" = [])),
    responses(
        (status = 200, description = "The incident with its new ruling", body = IncidentView),
        (status = 403, description = "Not a key of the incident's club: only its club amends it", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such incident visible to this key", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Changed by someone else meanwhile", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A choice this kind does not offer; nothing is stored", body = Problem, content_type = "application/problem+json")))]
async fn add_choices(
    State(state): State<AppState>,
    caller: Caller,
    ClientLang(lang): ClientLang,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<ChoicesRequest>,
) -> Result<Json<IncidentView>, ApiError> {
    let payload = to_value(&body)?;
    amend(&state, &caller, &id, lang, "choice_made", payload, move |request| request.choices.extend(body.choices)).await
}

/// The result of the deal.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct OutcomeRequest {
    /// The outcome, as the kind's conditional rulings describe it: outcome
    /// field id → value (the decision's `questions` list the fields).
    #[schema(value_type = BTreeMap<String, arbitre_rules::ruling::FactValue>)]
    pub outcome: Value,
}

/// Records the result of the deal and settles conditional rulings.
#[utoipa::path(post, path = "/v1/incidents/{id}/outcome", tag = "incidents",
    params(("id" = String, Path, description = "Incident id")),
    request_body = OutcomeRequest, security(("api_key" = [])),
    responses(
        (status = 200, description = "The incident with its new ruling", body = IncidentView),
        (status = 403, description = "Not a key of the incident's club: only its club amends it", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "No such incident visible to this key", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Changed by someone else meanwhile", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "An outcome this kind does not use; nothing is stored", body = Problem, content_type = "application/problem+json")))]
async fn record_outcome(
    State(state): State<AppState>,
    caller: Caller,
    ClientLang(lang): ClientLang,
    Path(id): Path<String>,
    JsonBody(body): JsonBody<OutcomeRequest>,
) -> Result<Json<IncidentView>, ApiError> {
    let payload = to_value(&body)?;
    amend(&state, &caller, &id, lang, "outcome_recorded", payload, move |request| request.outcome = Some(body.outcome))
        .await
}

/// Filters and page of the incident list.
#[derive(Debug, Deserialize, IntoParams)]
#[serde(deny_unknown_fields)]
#[into_params(parameter_in = Query)]
pub struct ListQuery {
    /// Only this club's incidents (a club key always sees its own club only).
    pub club: Option<Uuid>,
    /// `bridge` or `tarot`.
    #[param(value_type = Option<arbitre_rules::catalogue::Game>)]
    pub game: Option<String>,
    /// A kind, e.g. `bridge.trick_orientation`.
    #[param(value_type = Option<arbitre_rules::catalogue::KindId>)]
    pub kind: Option<String>,
    /// A ruling status, e.g. `needs_facts`, `complete`.
    #[param(value_type = Option<arbitre_rules::ruling::Status>)]
    pub status: Option<String>,
    /// Reported at or after this time (RFC 3339).
    pub from: Option<DateTime<Utc>>,
    /// Reported before this time (RFC 3339).
    pub to: Option<DateTime<Utc>>,
    /// Only incidents whose current ruling cites this law: `27` (bridge),
    /// or a section of the FFT code (tarot).
    pub law: Option<String>,
    /// With `law`: this paragraph or one under it (`B2` finds `B2`,
    /// `B2(a)`…), as the ruling's edition numbers it.
    pub paragraph: Option<String>,
    /// Only incidents whose context names this licence, whatever the place.
    pub player: Option<String>,
    /// Only incidents of this event, as `context.event` names it.
    pub event: Option<String>,
    /// Only incidents reported under this ruleset (`ffb-2017`, `ffb-2007`…).
    pub ruleset: Option<String>,
    /// The `next_cursor` of the previous page.
    pub cursor: Option<String>,
    /// Page size, 1 to 200 (default 50).
    pub limit: Option<u32>,
}

/// An incident in a list.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct IncidentSummary {
    /// Incident id.
    pub id: Uuid,
    /// The club.
    pub club_id: Uuid,
    /// The game.
    #[schema(value_type = arbitre_rules::catalogue::Game)]
    pub game: String,
    /// The kind.
    #[schema(value_type = arbitre_rules::catalogue::KindId)]
    pub kind: String,
    /// The ruleset id.
    pub ruleset: String,
    /// The current status of its ruling.
    #[schema(value_type = arbitre_rules::ruling::Status)]
    pub status: String,
    /// Where and when it happened.
    #[schema(value_type = IncidentContext)]
    pub context: Value,
    /// What the current ruling says, as it was stored (in a list; absent
    /// where the incident is only named, as beside a sanction).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<arbitre_rules::text::Localized>)]
    pub summary: Option<Value>,
    /// The laws and paragraphs the current ruling cites, as stored.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schema(value_type = Vec<arbitre_rules::ruling::Citation>)]
    pub citations: Vec<Value>,
    /// When it was reported.
    pub created_at: DateTime<Utc>,
    /// When it last changed.
    pub updated_at: DateTime<Utc>,
}

/// A page of incidents, newest first.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct IncidentPage {
    /// The incidents.
    pub items: Vec<IncidentSummary>,
    /// Pass as `cursor` to get the next page; absent on the last page.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_cursor: Option<String>,
}

/// Lists incidents, newest first, with keyset pagination.
#[utoipa::path(get, path = "/v1/incidents", tag = "incidents", params(ListQuery), security(("api_key" = [])),
    responses(
        (status = 200, description = "A page of incidents", body = IncidentPage),
        (status = 400, description = "A bad filter or cursor", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "No valid key", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "A club key asking for another club", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A filter no incident can match (a NUL byte)", body = Problem, content_type = "application/problem+json")))]
async fn list_incidents(
    State(state): State<AppState>,
    caller: Caller,
    ClientLang(lang): ClientLang,
    QueryParams(query): QueryParams<ListQuery>,
) -> Result<Json<IncidentPage>, ApiError> {
    let limit = query.limit.unwrap_or(50);
    if !(1..=200).contains(&limit) {
        return Err(lang_error(StatusCode::BAD_REQUEST, "invalid_query", "error-limit", lang).at("limit"));
    }
    let filter = scoped_filter(
        &caller,
        lang,
        IncidentFilter {
            club_id: query.club,
            game: query.game,
            kind: query.kind,
            status: query.status,
            from: query.from,
            to: query.to,
            law: query.law,
            paragraph: query.paragraph,
            player: query.player,
            event: query.event,
            ruleset: query.ruleset,
        },
    )?;
    let page = state
        .store
        .list_incidents(&filter, limit, query.cursor.as_deref())
        .await
        .map_err(|e| ApiError::from(e).in_lang(lang))?;
    // What a list screen shows: the current ruling's summary and citations,
    // read for the whole page in one query.
    let ids: Vec<Uuid> = page.items.iter().map(|i| i.id).collect();
    let mut decisions: BTreeMap<Uuid, Value> =
        state.store.current_decisions(&ids).await.map_err(|e| ApiError::from(e).in_lang(lang))?.into_iter().collect();
    let items = page
        .items
        .into_iter()
        .map(|incident| {
            let decision = decisions.remove(&incident.id).unwrap_or(Value::Null);
            let mut item = summary_of(incident);
            item.summary = decision.get("summary").cloned();
            item.citations = decision.get("citations").and_then(Value::as_array).cloned().unwrap_or_default();
            item
        })
        .collect();
    Ok(Json(IncidentPage { items, next_cursor: page.next_cursor }))
}

/// What incidents are counted by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum StatsGrouping {
    /// A law the current ruling cites (an incident citing two laws counts
    /// under each).
    Law,
    /// The kind.
    Kind,
    /// The club (its id).
    Club,
    /// The month reported, `YYYY-MM` (UTC).
    Month,
    /// The current status.
    Status,
    /// The ruleset.
    Ruleset,
    /// The game.
    Game,
}

impl StatsGrouping {
    fn parse(text: &str) -> Option<StatsGrouping> {
        Some(match text.trim() {
            "law" => StatsGrouping::Law,
            "kind" => StatsGrouping::Kind,
            "club" => StatsGrouping::Club,
            "month" => StatsGrouping::Month,
            "status" => StatsGrouping::Status,
            "ruleset" => StatsGrouping::Ruleset,
            "game" => StatsGrouping::Game,
            _ => return None,
        })
    }

    fn in_store(self) -> arbitre_store::GroupBy {
        use arbitre_store::GroupBy;
        match self {
            StatsGrouping::Law => GroupBy::Law,
            StatsGrouping::Kind => GroupBy::Kind,
            StatsGrouping::Club => GroupBy::Club,
            StatsGrouping::Month => GroupBy::Month,
            StatsGrouping::Status => GroupBy::Status,
            StatsGrouping::Ruleset => GroupBy::Ruleset,
            StatsGrouping::Game => GroupBy::Game,
        }
    }
}

/// The query of `GET /v1/stats/incidents`: what to count by, and the same
/// filters as `GET /v1/incidents`.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StatsQuery {
    /// What to count by: one or two of `law`, `kind`, `club`, `month`,
    /// `status`, `ruleset`, `game`, comma-separated (`law,month`).
    pub group_by: String,
    /// Only this club's incidents (a club key always counts its own club only).
    pub club: Option<Uuid>,
    /// `bridge` or `tarot`.
    #[param(value_type = Option<arbitre_rules::catalogue::Game>)]
    pub game: Option<String>,
    /// A kind.
    #[param(value_type = Option<arbitre_rules::catalogue::KindId>)]
    pub kind: Option<String>,
    /// A ruling status.
    #[param(value_type = Option<arbitre_rules::ruling::Status>)]
    pub status: Option<String>,
    /// Reported at or after this time (RFC 3339).
    pub from: Option<DateTime<Utc>>,
    /// Reported before this time (RFC 3339).
    pub to: Option<DateTime<Utc>>,
    /// Only incidents whose current ruling cites this law.
    pub law: Option<String>,
    /// With `law`: this paragraph or one under it.
    pub paragraph: Option<String>,
    /// Only incidents whose context names this licence.
    pub player: Option<String>,
    /// Only incidents of this event.
    pub event: Option<String>,
    /// Only incidents reported under this ruleset.
    pub ruleset: Option<String>,
}

/// Incident counts by group.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct IncidentStats {
    /// What was counted by, in order.
    pub group_by: Vec<StatsGrouping>,
    /// The groups, in order of their keys.
    pub groups: Vec<StatsGroup>,
    /// Whether there were more groups than one answer gives (10,000): then
    /// `groups` holds the first ones; narrow the filters.
    pub truncated: bool,
}

/// A group and its count.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct StatsGroup {
    /// The group's value for each of `group_by`, in the same order (a law
    /// number, a kind, a club id, a month `YYYY-MM`…).
    pub keys: Vec<String>,
    /// How many incidents.
    pub count: i64,
}

/// Counts incidents by law, kind, club, month, status, ruleset or game: a
/// federation's yearly report on rulings in one request.
#[utoipa::path(get, path = "/v1/stats/incidents", tag = "incidents", params(StatsQuery), security(("api_key" = [])),
    responses(
        (status = 200, description = "The counts", body = IncidentStats),
        (status = 400, description = "A bad grouping or filter", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "No valid key", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "A club key asking for another club", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A filter no incident can match (a NUL byte)", body = Problem, content_type = "application/problem+json")))]
async fn incident_stats(
    State(state): State<AppState>,
    caller: Caller,
    ClientLang(lang): ClientLang,
    QueryParams(query): QueryParams<StatsQuery>,
) -> Result<Json<IncidentStats>, ApiError> {
    let mut group_by = Vec::new();
    for text in query.group_by.split(',') {
        let grouping = StatsGrouping::parse(text).filter(|g| !group_by.contains(g)).ok_or_else(|| {
            lang_error(StatusCode::BAD_REQUEST, "invalid_query", "error-group-by", lang).at("group_by")
        })?;
        group_by.push(grouping);
    }
    if group_by.len() > 2 {
        return Err(lang_error(StatusCode::BAD_REQUEST, "invalid_query", "error-group-by", lang).at("group_by"));
    }
    let filter = scoped_filter(
        &caller,
        lang,
        IncidentFilter {
            club_id: query.club,
            game: query.game,
            kind: query.kind,
            status: query.status,
            from: query.from,
            to: query.to,
            law: query.law,
            paragraph: query.paragraph,
            player: query.player,
            event: query.event,
            ruleset: query.ruleset,
        },
    )?;
    let in_store: Vec<arbitre_store::GroupBy> = group_by.iter().map(|g| g.in_store()).collect();
    let mut counts =
        state.store.count_incidents(&filter, &in_store).await.map_err(|e| ApiError::from(e).in_lang(lang))?;
    let bound = usize::try_from(arbitre_store::MAX_GROUPS).unwrap_or(usize::MAX);
    let truncated = counts.len() > bound;
    counts.truncate(bound);
    Ok(Json(IncidentStats {
        group_by,
        groups: counts.into_iter().map(|g| StatsGroup { keys: g.keys, count: g.count }).collect(),
        truncated,
    }))
}
