//! Stored incidents: report one, answer the interview, read its history.
//!
//! Every change appends an event and a ruling snapshot; nothing is updated in
//! place that a federation would want to audit. Concurrent writers are kept
//! apart by the incident's version: a stale write gets 409 and retries.

use crate::json::Json;
use arbitre_rules::text::{self, Lang};
use arbitre_service::Amendment;
pub use arbitre_service::view::{
    AppealBody, AppealDecisionEvent, AppealDecisionRequest, AppealDecisionView, AppealOutcome, AppealRequest,
    AppealState, AppealView, BanInForce, ChoicesRequest, DepositFate, DirectorCitation, DirectorRulingRequest,
    EventKind, EventPayload, EventView, FactsRequest, IncidentPage, IncidentRequest, IncidentSummary, IncidentView,
    OutcomeRequest, ReopenRequest, RuledBy, RulingView, SanctionDetail, SanctionKind, SanctionList, SanctionView,
};
use axum::extract::State;
use axum::http::{HeaderMap, HeaderName, StatusCode, header};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

use crate::AppState;
use crate::auth::{Caller, any_key, club_key};
use crate::json::{JsonBody, PathParams, QueryParams};
use crate::lang::ClientLang;
use crate::problem::{ApiError, IncidentNotVisible, Problem, StaleVersion};

pub(crate) fn router() -> OpenApiRouter<AppState> {
    // Reporting acts for a club: a club's key. Everything else admits any
    // key; whose incident it is, and so who may see or change it, is checked
    // by the service.
    OpenApiRouter::new()
        .routes(club_key(routes!(create_incident)))
        .routes(any_key(routes!(list_incidents)))
        .routes(any_key(routes!(incident_stats)))
        .routes(any_key(routes!(get_incident)))
        .routes(any_key(routes!(add_facts)))
        .routes(any_key(routes!(add_choices)))
        .routes(any_key(routes!(record_outcome)))
        .routes(any_key(routes!(reopen_incident)))
        .routes(any_key(routes!(rule_as_director)))
        .routes(any_key(routes!(lodge_appeal)))
        .routes(any_key(routes!(decide_appeal)))
        .routes(any_key(routes!(player_sanctions)))
}

/// The most words a search by words takes.
pub const MAX_WORDS: usize = 10;

/// The words of `q`, searched in the summaries in the caller's language: 1
/// to [`MAX_WORDS`] words, 200 bytes at most.
pub(crate) fn word_search(q: Option<String>, lang: Lang) -> Result<Option<arbitre_store::WordSearch>, ApiError> {
    let Some(q) = q else { return Ok(None) };
    let words: Vec<String> = q.split_whitespace().map(str::to_owned).collect();
    if words.is_empty() || words.len() > MAX_WORDS || q.len() > 200 {
        return Err(ApiError::new(
            StatusCode::BAD_REQUEST,
            "invalid_query",
            text::localized("error-q-words", &[("max", MAX_WORDS.into())]),
        )
        .at("q"));
    }
    let lang = match lang {
        Lang::En => "en",
        Lang::Fr => "fr",
    };
    Ok(Some(arbitre_store::WordSearch { lang: lang.to_owned(), words }))
}

/// A filter on a value the service defines (a game, a kind, a status, a
/// ruleset): one it never gives is refused, 400 naming the parameter, so that
/// a typo (`status=complet`) is not read as "no incident found".
pub(crate) fn known_value(field: &'static str, value: Option<String>) -> Result<Option<String>, ApiError> {
    let Some(value) = value else { return Ok(None) };
    let rulesets = arbitre_rules::ruleset::ALL;
    let known = match field {
        "game" => ["bridge", "tarot"].contains(&value.as_str()),
        "kind" => rulesets.iter().any(|r| r.kind(&value).is_some()),
        "status" => arbitre_rules::ruling::Status::ALL.iter().any(|s| s.as_str() == value),
        _ => rulesets.iter().any(|r| r.id == value),
    };
    if known {
        return Ok(Some(value));
    }
    Err(ApiError::new(
        StatusCode::BAD_REQUEST,
        "invalid_query",
        text::localized("error-unknown-filter-value", &[("field", field.into()), ("value", value.into())]),
    )
    .at(field))
}

/// A rule id to search by: one of a ruleset's (`ffb2017.…`, `ffb2007.…`,
/// `fft.…`), so that an empty or mistyped one is refused (400 naming
/// `rule`) rather than read as "no incident found".
pub(crate) fn known_rule(rule: Option<String>) -> Result<Option<String>, ApiError> {
    let Some(rule) = rule else { return Ok(None) };
    let known = arbitre_rules::ruleset::ALL.iter().any(|r| {
        rule.strip_prefix(r.rule_prefix).and_then(|rest| rest.strip_prefix('.')).is_some_and(|rest| !rest.is_empty())
    });
    if known {
        return Ok(Some(rule));
    }
    Err(ApiError::new(
        StatusCode::BAD_REQUEST,
        "invalid_query",
        text::localized("error-unknown-rule", &[("rule", rule.into())]),
    )
    .at("rule"))
}

/// A bound of a search by date: a day (`2026-11-24`, in UTC) or an RFC 3339
/// time. As `from`, a day starts at its midnight; as `to`, it ends at the
/// next one, so that `from=2026-11-01&to=2026-11-30` is all of November.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DayOrTime {
    /// A whole day.
    Day(chrono::NaiveDate),
    /// An instant.
    Time(DateTime<Utc>),
}

impl DayOrTime {
    /// The bound as a `from`: the instant, or the day's first.
    pub fn from_bound(self) -> DateTime<Utc> {
        match self {
            DayOrTime::Day(day) => day.and_time(chrono::NaiveTime::MIN).and_utc(),
            DayOrTime::Time(time) => time,
        }
    }

    /// The bound as a `to` (exclusive): the instant, or the next day's first.
    pub fn to_bound(self) -> DateTime<Utc> {
        match self {
            DayOrTime::Day(day) => day.succ_opt().unwrap_or(day).and_time(chrono::NaiveTime::MIN).and_utc(),
            DayOrTime::Time(time) => time,
        }
    }
}

impl<'de> Deserialize<'de> for DayOrTime {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        if let Ok(time) = DateTime::parse_from_rfc3339(&text) {
            return Ok(DayOrTime::Time(time.with_timezone(&Utc)));
        }
        // A day exactly as documented, `YYYY-MM-DD`: chrono alone also takes
        // `2026-1-5`, which a caller may mean as 1 May as well as 5 January
        // (a federation probe found it accepted).
        let as_documented = text.len() == 10
            && text.char_indices().all(|(i, c)| if i == 4 || i == 7 { c == '-' } else { c.is_ascii_digit() });
        as_documented
            .then(|| chrono::NaiveDate::parse_from_str(&text, "%Y-%m-%d").ok())
            .flatten()
            .map(DayOrTime::Day)
            .ok_or_else(|| {
                serde::de::Error::custom(arbitre_rules::serde_reason::text_value_error("day-or-time", &text))
            })
    }
}

#[cfg(test)]
mod day_or_time_tests {
    use super::DayOrTime;

    fn read(text: &str) -> Option<DayOrTime> {
        serde_json::from_value(serde_json::Value::from(text)).ok()
    }

    #[test]
    fn a_day_is_read_only_as_documented() {
        let day = chrono::NaiveDate::from_ymd_opt(2026, 1, 5).map(DayOrTime::Day);
        assert_eq!(read("2026-01-05"), day);
        for refused in ["2026-1-5", "2026-01-5", "26-01-05", "2026/01/05", "2026-13-01", "2026-01-05 "] {
            assert_eq!(read(refused), None, "{refused}");
        }
        assert!(matches!(read("2026-01-05T10:00:00Z"), Some(DayOrTime::Time(_))));
    }
}

/// The search filters of a list, statistics or export query: the three
/// query types name the same eleven fields (a flattened struct would lose
/// the list's numeric `limit` to the query parser).
macro_rules! search_filter {
    ($query:expr, $lang:expr) => {
        arbitre_store::IncidentFilter {
            words: $crate::routes::incidents::word_search($query.q.take(), $lang)?,
            club_id: $query.club,
            region: $query.region,
            game: $crate::routes::incidents::known_value("game", $query.game)?,
            kind: $crate::routes::incidents::known_value("kind", $query.kind)?,
            status: $crate::routes::incidents::known_value("status", $query.status)?,
            from: $query.from.map($crate::routes::incidents::DayOrTime::from_bound),
            to: $query.to.map($crate::routes::incidents::DayOrTime::to_bound),
            occurred_from: $query.occurred_from.map($crate::routes::incidents::DayOrTime::from_bound),
            occurred_to: $query.occurred_to.map($crate::routes::incidents::DayOrTime::to_bound),
            law: $query.law,
            paragraph: $query.paragraph,
            engine_law: $query.engine_law,
            engine_paragraph: $query.engine_paragraph,
            rule: $crate::routes::incidents::known_rule($query.rule)?,
            player: $query.player,
            event: $query.event,
            director: $query.director,
            board: $query.board,
            ruleset: $crate::routes::incidents::known_value("ruleset", $query.ruleset)?,
            overridden: $query.overridden,
            appeal: $query.appeal.map(|a| a.as_str().to_owned()),
        }
    };
}
pub(crate) use search_filter;

const IDEMPOTENCY_KEY: &str = "idempotency-key";

/// An incident answer: its body, with its version as `ETag`, which a
/// client sends back as `If-Match` to amend exactly that version.
type Versioned = ([(HeaderName, String); 1], Json<IncidentView>);

fn versioned(view: IncidentView) -> Versioned {
    ([(header::ETAG, format!("\"{}\"", view.version))], Json(view))
}

/// The versions an `If-Match` header accepts: a list of entity tags as the
/// ETag gives them (`"3"`, or `"3", "4"`); `*` (any version) and no header
/// accept any. The comparison is strong (RFC 9110): a weak tag `W/"3"`
/// matches no version.
fn if_match(headers: &HeaderMap) -> Result<Option<Vec<i64>>, ApiError> {
    let Some(value) = headers.get(header::IF_MATCH) else { return Ok(None) };
    let bad = || ApiError::new(StatusCode::BAD_REQUEST, "invalid_if_match", text::msg("error-if-match")).at("If-Match");
    let text = value.to_str().map_err(|_| bad())?.trim();
    if text == "*" {
        return Ok(None);
    }
    let mut versions = Vec::new();
    for tag in text.split(',').map(str::trim) {
        let (weak, tag) = match tag.strip_prefix("W/") {
            Some(rest) => (true, rest),
            None => (false, tag),
        };
        let version = tag.strip_prefix('"').and_then(|t| t.strip_suffix('"')).ok_or_else(bad)?;
        let version = version.parse::<i64>().map_err(|_| bad())?;
        if !weak {
            versions.push(version);
        }
    }
    Ok(Some(versions))
}

/// Runs a write to its end on a task of its own, so that a client that goes
/// away (or the request timeout) does not cut it between two statements:
/// the transaction commits or rolls back by itself, and the connection goes
/// back to the pool clean. A client that did not get the answer sends the
/// request again with the same `Idempotency-Key` and gets the stored
/// incident.
fn to_completion<T: Send + 'static>(
    write: impl Future<Output = Result<T, arbitre_service::ServiceError>> + Send + 'static,
) -> impl Future<Output = Result<T, arbitre_service::ServiceError>> {
    use tracing::Instrument;
    // Put on the heap here, before any future holds it: a write's future is
    // large (the evaluation and the store's statements are inside), and
    // each future that held it by value copied all of it, from the handler
    // to the task tokio spawns (issue 18: about a fifth of a stored
    // report's instructions in the server were these copies).
    let write = Box::pin(write);
    // Counted while it runs, so that a shutdown waits for it (see
    // `crate::writes_in_flight`); logged under the request's span.
    let guard = crate::WriteInFlight::start();
    let write = async move {
        let written = write.await;
        drop(guard);
        written
    };
    let task = tokio::spawn(write.instrument(tracing::Span::current()));
    async move {
        task.await.unwrap_or_else(|error| {
            tracing::error!(%error, "a write task failed");
            Err(arbitre_service::ServiceError::Internal("a write task failed"))
        })
    }
}

/// An amendment, run to its end (see [`to_completion`]).
async fn amend(
    state: &AppState,
    caller: Caller,
    id: String,
    amendment: Amendment,
    expected: Option<Vec<i64>>,
) -> Result<IncidentView, arbitre_service::ServiceError> {
    let service = state.service.clone();
    to_completion(async move { service.amend(&caller, &id, amendment, expected).await }).await
}

/// The `Idempotency-Key` header, when sent: 1 to 255 visible characters.
fn idempotency_key(headers: &HeaderMap) -> Result<Option<String>, ApiError> {
    let Some(value) = headers.get(IDEMPOTENCY_KEY) else { return Ok(None) };
    let key = value.to_str().ok().map(str::trim).filter(|k| !k.is_empty() && k.len() <= 255).ok_or_else(|| {
        ApiError::new(StatusCode::BAD_REQUEST, "invalid_idempotency_key", text::msg("error-idempotency-key"))
            .at("Idempotency-Key")
    })?;
    Ok(Some(key.to_owned()))
}

/// Reports an incident: evaluates it, stores it with its first event and
/// ruling, and returns it. With an `Idempotency-Key` header, repeating the
/// same request returns the same incident instead of a second one. Needs a
/// club key.
#[utoipa::path(post, path = "/v1/incidents", tag = "incidents",
    request_body = IncidentRequest,
    params(("Idempotency-Key" = Option<String>, Header, description = "Always send one: it makes a retry safe. The report runs to its end even if the client stops waiting; after a timeout, a 503 or a lost connection, the same key and body give back the stored incident instead of a second one")),
    security(("api_key" = [])),
    responses(
        (status = 201, description = "Stored and evaluated", body = IncidentView, headers(("ETag" = String, description = "The incident's version, quoted (\"3\"): send it as If-Match to amend exactly this version"))),
        (status = 200, description = "A repeat of an earlier request with the same Idempotency-Key", body = IncidentView, headers(("ETag" = String, description = "The incident's version, quoted (\"3\"): send it as If-Match to amend exactly this version"))),
        (status = 400, description = "Malformed JSON or Idempotency-Key", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "Not a club key", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "Other rulings kept sanctioning the same player; nothing stored, send again (`offences_changed`)", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "The incident cannot be evaluated, its `double_dummy_contracts` cannot be scored (`invalid_contract`, `too_many_contracts`, `record_without_deal`, `record_without_vulnerability`), or the Idempotency-Key was used for another request", body = Problem, content_type = "application/problem+json")))]
async fn create_incident(
    State(state): State<AppState>,
    caller: Caller,
    headers: HeaderMap,
    JsonBody(request): JsonBody<IncidentRequest>,
) -> Result<(StatusCode, Versioned), ApiError> {
    let key = idempotency_key(&headers)?;
    let service = state.service.clone();
    let caller = caller.0;
    let reported = to_completion(async move { service.report(&caller, request, key).await }).await?;
    let status = if reported.created { StatusCode::CREATED } else { StatusCode::OK };
    Ok((status, versioned(reported.incident)))
}

/// One incident: its current decision, every event and every ruling given.
#[utoipa::path(get, path = "/v1/incidents/{id}", tag = "incidents",
    params(("id" = String, Path, description = "Incident id")),
    security(("api_key" = [])),
    responses(
        (status = 200, description = "The incident", body = IncidentView, headers(("ETag" = String, description = "The incident's version, quoted (\"3\"): send it as If-Match to amend exactly this version"))),
        IncidentNotVisible))]
async fn get_incident(
    State(state): State<AppState>,
    caller: Caller,
    PathParams(id): PathParams<String>,
) -> Result<Versioned, ApiError> {
    Ok(versioned(state.service.incident(&caller, &id).await?))
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
        (status = 422, description = "A licence no player can have (a NUL byte, not UTF-8 text, empty or with spaces around it)", body = Problem, content_type = "application/problem+json")))]
async fn player_sanctions(
    State(state): State<AppState>,
    caller: Caller,
    licence: Result<axum::extract::Path<String>, axum::extract::rejection::PathRejection>,
) -> Result<Json<SanctionList>, ApiError> {
    // A licence that is not UTF-8 text once decoded is no player's: refused
    // by name, as one holding a NUL byte is.
    let axum::extract::Path(licence) = licence.map_err(|_| {
        ApiError::new(
            axum::http::StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_query",
            arbitre_rules::text::localized("error-not-utf8", &[("field", "licence".into())]),
        )
        .at("licence")
    })?;
    Ok(Json(state.service.player_sanctions(&caller, &licence).await?))
}

/// Adds facts (or a record) to an incident and rules again.
#[utoipa::path(post, path = "/v1/incidents/{id}/facts", tag = "incidents",
    params(("id" = String, Path, description = "Incident id"), ("If-Match" = Option<String>, Header, description = "The version amended, as the incident's ETag gives it (\"3\"): with it, a change made meanwhile is refused (412) instead of applied on top")),
    request_body = FactsRequest, security(("api_key" = [])),
    responses(
        (status = 200, description = "The incident with its new ruling", body = IncidentView, headers(("ETag" = String, description = "The incident's version, quoted (\"3\"): send it as If-Match to amend exactly this version"))),
        (status = 403, description = "Not a key of the incident's club: only its club amends it", body = Problem, content_type = "application/problem+json"),
        IncidentNotVisible,
        (status = 409, description = "Changed by someone else meanwhile: read it again and retry (`version_conflict`); or the ruling is complete and must be reopened first (`ruling_complete`)", body = Problem, content_type = "application/problem+json"),
        StaleVersion,
        (status = 422, description = "A fact or record the engine cannot read; nothing is stored", body = Problem, content_type = "application/problem+json")))]
async fn add_facts(
    State(state): State<AppState>,
    caller: Caller,
    PathParams(id): PathParams<String>,
    headers: HeaderMap,
    JsonBody(body): JsonBody<FactsRequest>,
) -> Result<Versioned, ApiError> {
    let expected = if_match(&headers)?;
    Ok(versioned(amend(&state, caller, id, Amendment::Facts(body), expected).await?))
}

/// Records players' elections and rules again.
#[utoipa::path(post, path = "/v1/incidents/{id}/choices", tag = "incidents",
    params(("id" = String, Path, description = "Incident id"), ("If-Match" = Option<String>, Header, description = "The version amended, as the incident's ETag gives it (\"3\"): with it, a change made meanwhile is refused (412) instead of applied on top")),
    request_body = ChoicesRequest, security(("api_key" = [])),
    responses(
        (status = 200, description = "The incident with its new ruling", body = IncidentView, headers(("ETag" = String, description = "The incident's version, quoted (\"3\"): send it as If-Match to amend exactly this version"))),
        (status = 403, description = "Not a key of the incident's club: only its club amends it", body = Problem, content_type = "application/problem+json"),
        IncidentNotVisible,
        (status = 409, description = "Changed by someone else meanwhile (`version_conflict`), or the ruling is complete and must be reopened first (`ruling_complete`)", body = Problem, content_type = "application/problem+json"),
        StaleVersion,
        (status = 422, description = "A choice this kind does not offer; nothing is stored", body = Problem, content_type = "application/problem+json")))]
async fn add_choices(
    State(state): State<AppState>,
    caller: Caller,
    PathParams(id): PathParams<String>,
    headers: HeaderMap,
    JsonBody(body): JsonBody<ChoicesRequest>,
) -> Result<Versioned, ApiError> {
    let expected = if_match(&headers)?;
    Ok(versioned(amend(&state, caller, id, Amendment::Choices(body), expected).await?))
}

/// Records the result of the deal and settles conditional rulings.
#[utoipa::path(post, path = "/v1/incidents/{id}/outcome", tag = "incidents",
    params(("id" = String, Path, description = "Incident id"), ("If-Match" = Option<String>, Header, description = "The version amended, as the incident's ETag gives it (\"3\"): with it, a change made meanwhile is refused (412) instead of applied on top")),
    request_body = OutcomeRequest, security(("api_key" = [])),
    responses(
        (status = 200, description = "The incident with its new ruling", body = IncidentView, headers(("ETag" = String, description = "The incident's version, quoted (\"3\"): send it as If-Match to amend exactly this version"))),
        (status = 403, description = "Not a key of the incident's club: only its club amends it", body = Problem, content_type = "application/problem+json"),
        IncidentNotVisible,
        (status = 409, description = "Changed by someone else meanwhile (`version_conflict`), or the ruling is complete and must be reopened first (`ruling_complete`)", body = Problem, content_type = "application/problem+json"),
        StaleVersion,
        (status = 422, description = "An outcome this kind does not use; nothing is stored", body = Problem, content_type = "application/problem+json")))]
async fn record_outcome(
    State(state): State<AppState>,
    caller: Caller,
    PathParams(id): PathParams<String>,
    headers: HeaderMap,
    JsonBody(body): JsonBody<OutcomeRequest>,
) -> Result<Versioned, ApiError> {
    let expected = if_match(&headers)?;
    Ok(versioned(amend(&state, caller, id, Amendment::Outcome(body), expected).await?))
}

/// Reopens a complete ruling, with the reason, kept in the history: the
/// incident is ruled again as it stands, and the next facts, choices or
/// outcome may change the ruling. Without this step a complete ruling does
/// not change.
#[utoipa::path(post, path = "/v1/incidents/{id}/reopen", operation_id = "reopen_incident", tag = "incidents",
    params(("id" = String, Path, description = "Incident id"), ("If-Match" = Option<String>, Header, description = "The version amended, as the incident's ETag gives it (\"3\"): with it, a change made meanwhile is refused (412) instead of applied on top")),
    request_body = ReopenRequest, security(("api_key" = [])),
    responses(
        (status = 200, description = "The incident, reopened", body = IncidentView, headers(("ETag" = String, description = "The incident's version, quoted (\"3\"): send it as If-Match to amend exactly this version"))),
        (status = 403, description = "Not a key of the incident's club: only its club reopens it", body = Problem, content_type = "application/problem+json"),
        IncidentNotVisible,
        (status = 409, description = "The ruling is not complete, so there is nothing to reopen (`incident_open`); an appeal settles it, waiting for its decision (`appeal_pending`) or decided (`appeal_decided`); or it changed meanwhile", body = Problem, content_type = "application/problem+json"),
        StaleVersion,
        (status = 422, description = "No reason, or one over 500 bytes", body = Problem, content_type = "application/problem+json")))]
async fn reopen_incident(
    State(state): State<AppState>,
    caller: Caller,
    PathParams(id): PathParams<String>,
    headers: HeaderMap,
    JsonBody(body): JsonBody<ReopenRequest>,
) -> Result<Versioned, ApiError> {
    let expected = if_match(&headers)?;
    Ok(versioned(amend(&state, caller, id, Amendment::Reopen(body), expected).await?))
}

/// Records the director's ruling when he rules otherwise than the engine:
/// what he ruled, the laws he cites and why. It becomes the incident's
/// current ruling (`ruled_by: director`); the engine's rulings stay in the
/// history. At tarot, the sanctions follow it.
#[utoipa::path(post, path = "/v1/incidents/{id}/rulings/director", operation_id = "rule_as_director", tag = "incidents",
    params(("id" = String, Path, description = "Incident id"), ("If-Match" = Option<String>, Header, description = "The version amended, as the incident's ETag gives it (\"3\"): with it, a change made meanwhile is refused (412) instead of applied on top")),
    request_body = DirectorRulingRequest, security(("api_key" = [])),
    responses(
        (status = 200, description = "The incident, its current ruling the director's", body = IncidentView, headers(("ETag" = String, description = "The incident's version, quoted (\"3\"): send it as If-Match to amend exactly this version"))),
        (status = 403, description = "Not a key of the incident's club: only its club records its director's ruling", body = Problem, content_type = "application/problem+json"),
        IncidentNotVisible,
        (status = 409, description = "Changed by someone else meanwhile (`version_conflict`), or a ruling an appeal settles: one waiting for its decision (`appeal_pending`) or decided (`appeal_decided`)", body = Problem, content_type = "application/problem+json"),
        StaleVersion,
        (status = 422, description = "No reason or one over 2,000 bytes, no citation or more than 16, a bridge law not numbered 1 to 93, a tarot section the catalogue does not name, more than 32 rectifications, one of the other game's (`invalid_body`, naming the field)", body = Problem, content_type = "application/problem+json")))]
async fn rule_as_director(
    State(state): State<AppState>,
    caller: Caller,
    PathParams(id): PathParams<String>,
    headers: HeaderMap,
    JsonBody(body): JsonBody<DirectorRulingRequest>,
) -> Result<Versioned, ApiError> {
    let expected = if_match(&headers)?;
    let service = state.service.clone();
    let ruled = to_completion(async move { service.rule_as_director(&caller, &id, body, expected).await }).await;
    Ok(versioned(ruled?))
}

/// Records an appeal against the incident's current ruling (Law 92), lodged
/// through the director: who appeals and why. The ruling is unchanged; the
/// appeal is listed in `appeals` until its decision. At bridge the body
/// says that the pair (or the team's captain) concurs (92D).
#[utoipa::path(post, path = "/v1/incidents/{id}/appeals", operation_id = "lodge_appeal", tag = "incidents",
    params(("id" = String, Path, description = "Incident id"), ("If-Match" = Option<String>, Header, description = "The version appealed, as the incident's ETag gives it (\"3\"): with it, a change made meanwhile is refused (412)")),
    request_body = AppealRequest, security(("api_key" = [])),
    responses(
        (status = 200, description = "The incident, the appeal listed in `appeals` with no decision yet", body = IncidentView, headers(("ETag" = String, description = "The incident's version, quoted (\"3\")"))),
        (status = 403, description = "Not a key of the incident's club: appeals are lodged through its director", body = Problem, content_type = "application/problem+json"),
        IncidentNotVisible,
        (status = 409, description = "No ruling now, or reopened (`not_ruled`), the same appellant's appeal already waiting (`appeal_pending`), or changed meanwhile (`version_conflict`)", body = Problem, content_type = "application/problem+json"),
        StaleVersion,
        (status = 422, description = "No appellant or reason, one too long, or at bridge no concurrence (`invalid_body`, naming the field)", body = Problem, content_type = "application/problem+json")))]
async fn lodge_appeal(
    State(state): State<AppState>,
    caller: Caller,
    PathParams(id): PathParams<String>,
    headers: HeaderMap,
    JsonBody(body): JsonBody<AppealRequest>,
) -> Result<Versioned, ApiError> {
    let expected = if_match(&headers)?;
    let service = state.service.clone();
    let lodged = to_completion(async move { service.lodge_appeal(&caller, &id, body, expected).await }).await;
    Ok(versioned(lodged?))
}

/// Records the decision on an appeal (Law 93): who heard it, whether the
/// ruling stands or what it now is, the grounds, the deposit. A changed
/// ruling becomes the current one (`ruled_by: appeal`), with its sanctions
/// at tarot. The incident's club records its club's committee; a
/// federation or admin key records a federation's.
#[utoipa::path(post, path = "/v1/incidents/{id}/appeals/{appeal}/decision", operation_id = "decide_appeal", tag = "incidents",
    params(("id" = String, Path, description = "Incident id"), ("appeal" = i64, Path, description = "The appeal's number, as `appeals[].appeal` gives it"), ("If-Match" = Option<String>, Header, description = "The version decided on, as the incident's ETag gives it (\"3\"): with it, a change made meanwhile is refused (412)")),
    request_body = AppealDecisionRequest, security(("api_key" = [])),
    responses(
        (status = 200, description = "The incident, the appeal with its decision (and, when changed, the new current ruling)", body = IncidentView, headers(("ETag" = String, description = "The incident's version, quoted (\"3\")"))),
        (status = 404, description = "No such incident visible to this key (another club's key sees none), or no such appeal of it", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "The appeal was already decided (`appeal_decided`), or the incident changed meanwhile (`version_conflict`)", body = Problem, content_type = "application/problem+json"),
        StaleVersion,
        (status = 422, description = "No grounds or too long; a changed ruling without citations, citing a bridge law not numbered 1 to 93 or a tarot section the catalogue does not name, with impossible figures or the other game's rectifications, or keeping the deposit; a ruling that stands given rectifications (`invalid_body`, naming the field)", body = Problem, content_type = "application/problem+json")))]
async fn decide_appeal(
    State(state): State<AppState>,
    caller: Caller,
    PathParams((id, appeal)): PathParams<(String, String)>,
    headers: HeaderMap,
    JsonBody(body): JsonBody<AppealDecisionRequest>,
) -> Result<Versioned, ApiError> {
    // A path that names no appeal's number names no appeal.
    let appeal: i64 = appeal.parse().map_err(|_| ApiError::not_found("appeal"))?;
    let expected = if_match(&headers)?;
    let service = state.service.clone();
    let decided = to_completion(async move { service.decide_appeal(&caller, &id, appeal, body, expected).await }).await;
    Ok(versioned(decided?))
}

/// Declares a query type of the incident search: its own leading fields,
/// the search filters every such query shares (the list, the statistics
/// and the export take the same ones, with the same meaning), then its own
/// trailing fields. Unknown parameters are refused, so that a misspelt
/// filter never widens a search or an export.
macro_rules! search_query {
    (
        $(#[$outer:meta])*
        $name:ident {
            $($(#[$head_meta:meta])* pub $head:ident: $head_type:ty,)*
        } {
            $($(#[$tail_meta:meta])* pub $tail:ident: $tail_type:ty,)*
        }
    ) => {
        $(#[$outer])*
        #[derive(Debug, Deserialize, IntoParams)]
        #[serde(deny_unknown_fields)]
        #[into_params(parameter_in = Query)]
        pub struct $name {
            $($(#[$head_meta])* pub $head: $head_type,)*
            /// Only this club's incidents (a club key always sees its own club only).
            pub club: Option<Uuid>,
            /// Only the incidents of the clubs of this region, exactly as
            /// the clubs name it (`GET /v1/clubs` shows each club's).
            pub region: Option<String>,
            /// `bridge` or `tarot`.
            #[param(value_type = Option<arbitre_rules::catalogue::Game>)]
            pub game: Option<String>,
            /// A kind, e.g. `bridge.trick_orientation`.
            #[param(value_type = Option<arbitre_rules::catalogue::KindId>)]
            pub kind: Option<String>,
            /// A ruling status, e.g. `needs_facts`, `complete`.
            #[param(value_type = Option<arbitre_rules::ruling::Status>)]
            pub status: Option<String>,
            /// Reported on or after this day (`2026-11-24`, UTC) or at or after
            /// this time (RFC 3339).
            #[param(value_type = Option<String>)]
            pub from: Option<DayOrTime>,
            /// Reported on or before this day (`2026-11-30`, the whole day), or
            /// before this time (RFC 3339).
            #[param(value_type = Option<String>)]
            pub to: Option<DayOrTime>,
            /// Happened on or after this day (`2026-11-24`, UTC) or at or after
            /// this time (RFC 3339), as `context.occurred_at` says; an incident
            /// whose context gives no time is not found by it.
            #[param(value_type = Option<String>)]
            pub occurred_from: Option<DayOrTime>,
            /// Happened on or before this day (`2026-11-30`, the whole day), or
            /// before this time (RFC 3339), as `context.occurred_at` says.
            #[param(value_type = Option<String>)]
            pub occurred_to: Option<DayOrTime>,
            /// Only incidents whose current ruling cites this law: `27` (bridge),
            /// or a section of the FFT code (tarot).
            pub law: Option<String>,
            /// With `law`: this paragraph or one under it (`B2` finds `B2`,
            /// `B2(a)`…), as the ruling's edition numbers it.
            pub paragraph: Option<String>,
            /// Only incidents whose engine's last ruling cites this law,
            /// whoever ruled since: a ruling a director or an appeal changed is
            /// still found by the law the engine had applied (`law` finds it by
            /// the current ruling's).
            pub engine_law: Option<String>,
            /// With `engine_law`: this paragraph or one under it, among the
            /// engine's citations.
            pub engine_paragraph: Option<String>,
            /// Only incidents whose current ruling applied this rule, by its
            /// stable id as the decision's trace and the catalogue name it
            /// (`ffb2017.law27.b1b`). A director's or an appeal's own ruling
            /// applies no engine rule.
            pub rule: Option<String>,
            /// Only incidents whose context names this licence, whatever the place.
            pub player: Option<String>,
            /// Only incidents of this event, as `context.event` names it.
            pub event: Option<String>,
            /// Only incidents in whose history a key wrote (a report, facts,
            /// a director's ruling, an appeal…) whose holder's name, licence
            /// or label holds this text, ignoring case: a director's name or
            /// licence, as the key named him when issued.
            pub director: Option<String>,
            /// Only incidents of this board, as `context.board` numbers it.
            #[param(maximum = 2147483647)]
            pub board: Option<u32>,
            /// Words that the current ruling's summary holds, every one, in the
            /// caller's language (`Accept-Language`). On PostgreSQL words are
            /// stemmed (French as French, English as English) and accents count; on
            /// SQLite accents are ignored and each word matches a word's start.
            /// 1 to 10 words, at most 200 bytes (more is refused, naming `q`).
            #[param(max_length = 200)]
            pub q: Option<String>,
            /// Only incidents reported under this ruleset (`ffb-2017`, `ffb-2007`…).
            pub ruleset: Option<String>,
            /// `true`: only incidents on which a director ruled otherwise than
            /// the engine (`POST /v1/incidents/{id}/rulings/director`);
            /// `false`: only those on which none did.
            pub overridden: Option<bool>,
            /// Only incidents whose appeals stand so: `none` (never
            /// appealed), `pending` (an appeal lodged and not yet decided,
            /// whatever was decided before), else the outcome of the last
            /// appeal decided (`ruling_stands`, `ruling_changed`).
            #[param(inline)]
            pub appeal: Option<arbitre_service::view::AppealState>,
            $($(#[$tail_meta])* pub $tail: $tail_type,)*
        }
    };
}
pub(crate) use search_query;

search_query! {
    /// Filters and page of the incident list.
    ListQuery {} {
        /// The `next_cursor` of the previous page.
        pub cursor: Option<String>,
        /// Page size, 1 to 200 (default 50).
        // Read as any whole number, so that `-1` is told the bounds, not
        // that a number was expected (a probe).
        #[param(minimum = 1, maximum = 200)]
        pub limit: Option<i64>,
    }
}

/// Lists incidents, newest first, with keyset pagination.
#[utoipa::path(get, path = "/v1/incidents", tag = "incidents", params(ListQuery), security(("api_key" = [])),
    responses(
        (status = 200, description = "A page of incidents", body = IncidentPage),
        (status = 400, description = "A bad filter or cursor (`invalid_query` or `invalid_cursor`, naming the parameter): an empty search value, a paragraph without its law, a law written with its paragraph (`27B2`)", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "A club key asking for another club", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A filter no incident can match (a NUL byte)", body = Problem, content_type = "application/problem+json")))]
async fn list_incidents(
    State(state): State<AppState>,
    caller: Caller,
    ClientLang(lang): ClientLang,
    QueryParams(query): QueryParams<ListQuery>,
) -> Result<Json<IncidentPage>, ApiError> {
    let cursor = query.cursor.clone();
    // Outside 1 to 200 (0 stands for any number a u32 cannot hold): the
    // service refuses it, naming the bounds.
    let limit = query.limit.map(|limit| u32::try_from(limit).unwrap_or(0));
    let mut query = query;
    let filter = search_filter!(query, lang);
    let page = state.service.list(&caller, filter, limit, cursor.as_deref()).await?;
    Ok(Json(page))
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
    /// The month it happened, from `context.occurred_at`, `YYYY-MM` (UTC);
    /// an empty key for an incident reported without that time.
    OccurredMonth,
    /// The current status.
    Status,
    /// The ruleset.
    Ruleset,
    /// The game.
    Game,
    /// Whether a director ruled otherwise than the engine (`true`, `false`).
    Overridden,
    /// Where its appeals stand: `none`, `pending` (one lodged and not yet
    /// decided), else the outcome of the last one decided (`ruling_stands`,
    /// `ruling_changed`).
    Appeal,
    /// The region of the club that reported it (empty for a club in none).
    Region,
    /// A law the engine's last ruling cites, whoever ruled since (an
    /// incident citing two counts under each): with `overridden`, how
    /// often directors ruled otherwise than the engine, per law the engine
    /// applied.
    EngineLaw,
}

impl StatsGrouping {
    fn parse(text: &str) -> Option<StatsGrouping> {
        Some(match text.trim() {
            "law" => StatsGrouping::Law,
            "kind" => StatsGrouping::Kind,
            "club" => StatsGrouping::Club,
            "month" => StatsGrouping::Month,
            "occurred_month" => StatsGrouping::OccurredMonth,
            "status" => StatsGrouping::Status,
            "ruleset" => StatsGrouping::Ruleset,
            "game" => StatsGrouping::Game,
            "overridden" => StatsGrouping::Overridden,
            "appeal" => StatsGrouping::Appeal,
            "region" => StatsGrouping::Region,
            "engine_law" => StatsGrouping::EngineLaw,
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
            StatsGrouping::OccurredMonth => GroupBy::OccurredMonth,
            StatsGrouping::Status => GroupBy::Status,
            StatsGrouping::Ruleset => GroupBy::Ruleset,
            StatsGrouping::Game => GroupBy::Game,
            StatsGrouping::Overridden => GroupBy::Overridden,
            StatsGrouping::Appeal => GroupBy::Appeal,
            StatsGrouping::Region => GroupBy::Region,
            StatsGrouping::EngineLaw => GroupBy::EngineLaw,
        }
    }
}

search_query! {
    /// The query of `GET /v1/stats/incidents`: what to count by, and the
    /// same filters as `GET /v1/incidents`.
    StatsQuery {
        /// What to count by: one or two of `law`, `kind`, `club`, `month`
        /// (reported), `occurred_month` (happened: a season's report),
        /// `status`, `ruleset`, `game`, `overridden`, `appeal`, `region`,
        /// `engine_law`, comma-separated (`law,occurred_month`;
        /// `law,overridden` counts the overridden incidents under the law
        /// of their current ruling, the director's; `engine_law,overridden`
        /// under the law the engine had applied: where directors and the
        /// engine disagree; `law,appeal` what appeals decided).
        pub group_by: String,
    } {}
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
        (status = 400, description = "A bad grouping or filter (`invalid_query`, naming the parameter), as the search refuses them", body = Problem, content_type = "application/problem+json"),
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
            ApiError::new(StatusCode::BAD_REQUEST, "invalid_query", text::msg("error-group-by")).at("group_by")
        })?;
        group_by.push(grouping);
    }
    if group_by.len() > 2 {
        return Err(ApiError::new(StatusCode::BAD_REQUEST, "invalid_query", text::msg("error-group-by")).at("group_by"));
    }
    let mut query = query;
    let filter = caller.scoped_filter(search_filter!(query, lang))?;
    let in_store: Vec<arbitre_store::GroupBy> = group_by.iter().map(|g| g.in_store()).collect();
    let mut counts = state.history.count_incidents(&filter, &in_store).await?;
    let bound = usize::try_from(arbitre_store::MAX_GROUPS).unwrap_or(usize::MAX);
    let truncated = counts.len() > bound;
    counts.truncate(bound);
    Ok(Json(IncidentStats {
        group_by,
        groups: counts.into_iter().map(|g| StatsGroup { keys: g.keys, count: g.count }).collect(),
        truncated,
    }))
}
