//! `GET /v1/incidents/export`: the incidents a search finds, as CSV (UTF-8
//! with a byte-order mark, so spreadsheets read the accents) or as NDJSON,
//! streamed a page at a time so that memory stays flat whatever the size.
//!
//! One row per incident, with a stable column set ([`COLUMNS`]): the
//! incident, where it happened, its players, and what its current ruling
//! says and cites, as stored. With `rows=rulings`, one row per ruling each
//! incident was given, oldest first ([`RULING_COLUMNS`]): the engine's, each
//! new one after facts or choices, a director's, an appeal's; the snapshots
//! that only repeat a ruling (an appeal lodged, or decided with the ruling
//! standing) are not rows.

use std::collections::BTreeMap;
use std::sync::Arc;

use arbitre_rules::text;
use arbitre_store::{CurrentRuling, GivenRuling, Incident, IncidentFilter, MAX_PAGE_SIZE, Store};
use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use futures_util::StreamExt;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

use super::incidents::DayOrTime;
use crate::AppState;
use crate::auth::Caller;
use crate::json::QueryParams;
use crate::lang::ClientLang;
use crate::problem::{ApiError, Problem};

pub(crate) fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(crate::auth::any_key(routes!(export_incidents)))
}

/// The export's columns, in order: the CSV header and the NDJSON keys.
// New columns go at the end, so that a spreadsheet or a script reading by
// position keeps working.
pub const COLUMNS: [&str; 20] = [
    "id",
    "club_id",
    "game",
    "kind",
    "ruleset",
    "status",
    "event",
    "table",
    "board",
    "deal_number",
    "occurred_at",
    "players",
    "citations",
    "summary_fr",
    "summary_en",
    "created_at",
    "updated_at",
    "club_name",
    "ruled_by",
    "appeal",
];

/// How many incidents a page of ruling rows reads (each brings all its
/// rulings, decisions whole).
const RULINGS_PAGE_SIZE: u32 = 100;

/// The columns of an export with `rows=rulings`, in order (CSV header and
/// NDJSON keys). New columns go at the end.
pub const RULING_COLUMNS: [&str; 27] = [
    "incident_id",
    "club_id",
    "club_name",
    "game",
    "kind",
    "event",
    "table",
    "board",
    "deal_number",
    "occurred_at",
    "players",
    "ruling_seq",
    "ruled_at",
    "ruled_by",
    "given_with",
    "actor",
    "ruleset",
    "ruleset_version",
    "engine_version",
    "status",
    "citations",
    "summary_fr",
    "summary_en",
    "actor_label",
    "actor_holder_kind",
    "actor_holder_name",
    "actor_holder_licence",
];

/// What an export's rows are.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ExportRows {
    /// One row per incident, its current ruling ([`COLUMNS`]).
    Incidents,
    /// One row per ruling each incident was given ([`RULING_COLUMNS`]).
    Rulings,
}

/// The export's format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ExportFormat {
    /// Comma-separated, UTF-8 with a byte-order mark, a header row.
    Csv,
    /// One JSON object per line.
    Ndjson,
}

super::incidents::search_query! {
    /// The query of `GET /v1/incidents/export`: the format, and the filters
    /// of `GET /v1/incidents`.
    ExportQuery {
        /// `csv` (the default) or `ndjson`.
        #[param(inline)]
        pub format: Option<ExportFormat>,
        /// `incidents` (the default): one row per incident, with its current
        /// ruling, in the columns id, club_id, game, kind, ruleset, status,
        /// event, table, board, deal_number, occurred_at, players,
        /// citations, summary_fr, summary_en, created_at, updated_at,
        /// club_name, ruled_by, appeal; `rulings`: one row per ruling each
        /// incident was given, oldest first (the engine's, after new facts,
        /// a director's, an appeal's that changed it), with who gave it, in
        /// the columns incident_id, club_id, club_name, game, kind, event,
        /// table, board, deal_number, occurred_at, players, ruling_seq,
        /// ruled_at, ruled_by, given_with, actor, ruleset, ruleset_version,
        /// engine_version, status, citations, summary_fr, summary_en,
        /// actor_label, actor_holder_kind, actor_holder_name,
        /// actor_holder_licence. New columns only ever go at the end.
        #[param(inline)]
        pub rows: Option<ExportRows>,
    } {}
}

/// Exports the incidents a search finds, newest first: one row each, or
/// with `rows=rulings` one row per ruling each was given.
#[utoipa::path(get, path = "/v1/incidents/export", tag = "incidents", params(ExportQuery), security(("api_key" = [])),
    responses(
        (status = 200, description = "The incidents, streamed: CSV with a header row, or NDJSON",
            content((String = "text/csv"), (String = "application/x-ndjson"))),
        (status = 400, description = "A bad format or filter", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "A club key asking for another club", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A filter no incident can match (a NUL byte)", body = Problem, content_type = "application/problem+json"),
        (status = 503, description = "The database (or the read replica) cannot answer: nothing was sent", body = Problem, content_type = "application/problem+json")))]
async fn export_incidents(
    State(state): State<AppState>,
    caller: Caller,
    ClientLang(lang): ClientLang,
    QueryParams(query): QueryParams<ExportQuery>,
) -> Result<Response, ApiError> {
    let format = query.format.unwrap_or(ExportFormat::Csv);
    let rows = query.rows.unwrap_or(ExportRows::Incidents);
    let mut query = query;
    let filter = caller.scoped_filter(super::incidents::search_filter!(query, lang))?;
    let mut pages = Pages {
        store: state.history.clone(),
        filter,
        cursor: None,
        started: false,
        done: false,
        format,
        rows,
        failure: None,
    };
    // The first page is read before the status line goes: a store (or a
    // replica) that cannot answer then gives its problem, a 503, rather than
    // a 200 whose body is cut at once. A failure on a later page can only
    // cut the body.
    let first = pages.next_chunk().await;
    if let Some(failure) = pages.failure.take() {
        return Err(ApiError::from(failure));
    }
    let first = first.map_err(|error| {
        tracing::error!(%error, "the export could not write its first page");
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", text::msg("error-internal"))
    })?;
    let rest = futures_util::stream::unfold(pages, |mut pages| async move {
        if pages.done {
            return None;
        }
        let chunk = pages.next_chunk().await;
        Some((chunk, pages))
    });
    let stream = futures_util::stream::once(async move { Ok(first) }).chain(rest);
    let (content_type, name) = match (format, rows) {
        (ExportFormat::Csv, ExportRows::Incidents) => {
            ("text/csv; charset=utf-8", "attachment; filename=\"incidents.csv\"")
        }
        (ExportFormat::Csv, ExportRows::Rulings) => ("text/csv; charset=utf-8", "attachment; filename=\"rulings.csv\""),
        (ExportFormat::Ndjson, ExportRows::Incidents) => {
            ("application/x-ndjson", "attachment; filename=\"incidents.ndjson\"")
        }
        (ExportFormat::Ndjson, ExportRows::Rulings) => {
            ("application/x-ndjson", "attachment; filename=\"rulings.ndjson\"")
        }
    };
    let mut response = Body::from_stream(stream).into_response();
    response.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    response.headers_mut().insert(header::CONTENT_DISPOSITION, HeaderValue::from_static(name));
    Ok(response)
}

/// Where the export stands: the next page to read.
struct Pages {
    store: Arc<dyn Store>,
    filter: IncidentFilter,
    cursor: Option<String>,
    started: bool,
    done: bool,
    format: ExportFormat,
    rows: ExportRows,
    /// The store's failure that ended the export, for the first page's
    /// answer (see `export_incidents`).
    failure: Option<arbitre_store::StoreError>,
}

impl Pages {
    /// The next page, written out. A store failure ends the stream with an
    /// error: the status line has gone, so the client sees a cut body, and
    /// the log says why.
    async fn next_chunk(&mut self) -> Result<Bytes, std::io::Error> {
        let mut out = Vec::new();
        if !self.started {
            self.started = true;
            if self.format == ExportFormat::Csv {
                // The byte-order mark makes spreadsheets read UTF-8.
                out.extend_from_slice("\u{feff}".as_bytes());
                let columns: &[&str] = match self.rows {
                    ExportRows::Incidents => &COLUMNS,
                    ExportRows::Rulings => &RULING_COLUMNS,
                };
                write_csv(&mut out, columns.iter().map(|c| (*c).to_owned()))?;
            }
        }
        // A page of ruling rows reads every ruling of its incidents, whole:
        // fewer incidents a page keep its memory near an incident page's.
        let page_size = match self.rows {
            ExportRows::Incidents => MAX_PAGE_SIZE,
            ExportRows::Rulings => RULINGS_PAGE_SIZE,
        };
        let next_cursor = match self.rows {
            ExportRows::Incidents => {
                let page = match self.store.list_with_rulings(&self.filter, page_size, self.cursor.as_deref()).await {
                    Ok(page) => page,
                    Err(e) => return Err(self.stop(e, "a page could not be read")),
                };
                for listed in &page.items {
                    let (incident, ruling) = (&listed.incident, listed.ruling.as_ref());
                    self.write(&mut out, || csv_row(incident, ruling), || json_row(incident, ruling))?;
                }
                page.next_cursor
            }
            ExportRows::Rulings => {
                let page = match self.store.list_incidents(&self.filter, page_size, self.cursor.as_deref()).await {
                    Ok(page) => page,
                    Err(e) => return Err(self.stop(e, "a page could not be read")),
                };
                let ids: Vec<Uuid> = page.items.iter().map(|i| i.id).collect();
                let given = match self.store.rulings_given(&ids).await {
                    Ok(given) => given,
                    Err(e) => return Err(self.stop(e, "rulings could not be read")),
                };
                let by_id: BTreeMap<Uuid, &Incident> = page.items.iter().map(|i| (i.id, i)).collect();
                for given in &given {
                    let Some(incident) = by_id.get(&given.ruling.incident_id) else { continue };
                    let (csv, json) = ruling_row(incident, given);
                    self.write(&mut out, || csv, || json)?;
                }
                page.next_cursor
            }
        };
        self.cursor = next_cursor;
        self.done = self.cursor.is_none();
        Ok(Bytes::from(out))
    }
}

impl Pages {
    /// Ends the stream on a store failure: the status line has gone, so the
    /// client sees a cut body, and the log says why.
    fn stop(&mut self, error: arbitre_store::StoreError, what: &str) -> std::io::Error {
        self.done = true;
        tracing::error!(error = %error, "the export stopped: {what}");
        let cut = std::io::Error::other(error.to_string());
        self.failure = Some(error);
        cut
    }

    /// Writes one row in the export's format: `csv` as fields, `ndjson` as
    /// one object on its line.
    /// Only the format asked is built: an export writes millions of rows.
    fn write<Row: Serialize>(
        &self,
        out: &mut Vec<u8>,
        csv: impl FnOnce() -> Vec<String>,
        json: impl FnOnce() -> Row,
    ) -> Result<(), std::io::Error> {
        match self.format {
            ExportFormat::Csv => write_csv(out, csv()),
            ExportFormat::Ndjson => {
                serde_json::to_writer(&mut *out, &json())?;
                out.push(b'\n');
                Ok(())
            }
        }
    }
}

fn write_csv(out: &mut Vec<u8>, fields: impl IntoIterator<Item = String>) -> Result<(), std::io::Error> {
    let mut writer = csv::Writer::from_writer(out);
    writer.write_record(fields.into_iter().map(inert).collect::<Vec<_>>()).map_err(std::io::Error::other)?;
    writer.flush()
}

/// A field a spreadsheet will not take for a formula: text a club sent
/// (an event, a licence) that starts with `=`, `+`, `-`, `@`, a tab or a
/// carriage return is prefixed with an apostrophe, which spreadsheets show
/// as text (the OWASP advice on CSV injection).
fn inert(field: String) -> String {
    if field.starts_with(['=', '+', '-', '@', '\t', '\r']) { format!("'{field}") } else { field }
}

/// A context field as text: a string as it is, a number written out.
fn text_of(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

/// Who gave the current ruling, as the API writes it (`engine`,
/// `director`, `appeal`).
fn ruled_by(ruling: Option<&CurrentRuling>) -> Value {
    ruling.map_or(Value::Null, |r| {
        serde_json::to_value(arbitre_service::view::RuledBy::given_with(&r.given_with)).unwrap_or(Value::Null)
    })
}

fn csv_row(incident: &Incident, ruling: Option<&CurrentRuling>) -> Vec<String> {
    let summary = ruling.and_then(|r| r.summary.as_ref()).unwrap_or(&Value::Null);
    let context = &incident.context;
    let players = players_text(context);
    let citations = citations_text(ruling.map_or(&[], |r| r.citations.as_slice()));
    vec![
        incident.id.to_string(),
        incident.club_id.to_string(),
        incident.game.clone(),
        incident.kind.clone(),
        incident.ruleset.clone(),
        incident.status.clone(),
        text_of(&context["event"]),
        text_of(&context["table"]),
        text_of(&context["board"]),
        text_of(&context["deal_number"]),
        text_of(&context["occurred_at"]),
        players,
        citations,
        text_of(&summary["fr"]),
        text_of(&summary["en"]),
        instant(&incident.created_at),
        instant(&incident.updated_at),
        ruling.map(|r| r.club_name.clone()).unwrap_or_default(),
        text_of(&ruled_by(ruling)),
        ruling.and_then(|r| r.appeal.clone()).unwrap_or_default(),
    ]
}

/// The players of a context as one CSV field: `role=licence; …`.
fn players_text(context: &Value) -> String {
    context["players"]
        .as_object()
        .map(|players| players.iter().map(|(k, v)| format!("{k}={}", text_of(v))).collect::<Vec<_>>().join("; "))
        .unwrap_or_default()
}

/// A decision's citations as one CSV field: `code law paragraph; …`.
fn citations_text(citations: &[Value]) -> String {
    citations
        .iter()
        .map(|c| {
            format!("{} {} {}", text_of(&c["code"]), text_of(&c["law"]), text_of(&c["paragraph"])).trim().to_owned()
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// One incident's NDJSON row, borrowed from the incident and its ruling and
/// written straight out: an export writes millions, and building a
/// `serde_json::Value` per row (a map, its keys, copies of every value) was
/// a fifth of the server's time in a profile of one (docs/PERFORMANCE.md).
///
/// The fields are [`COLUMNS`] in alphabetical order, the order the rows
/// have always had (they were written from a sorted JSON map): a script
/// comparing two exports byte for byte sees no change. Keep them sorted.
#[derive(Serialize)]
struct JsonRow<'a> {
    appeal: Option<&'a str>,
    board: &'a Value,
    citations: Option<&'a [Value]>,
    club_id: Uuid,
    club_name: Option<&'a str>,
    created_at: &'a chrono::DateTime<chrono::Utc>,
    deal_number: &'a Value,
    event: &'a Value,
    game: &'a str,
    id: Uuid,
    kind: &'a str,
    occurred_at: &'a Value,
    players: &'a Value,
    ruled_by: Option<arbitre_service::view::RuledBy>,
    ruleset: &'a str,
    status: &'a str,
    summary_en: &'a Value,
    summary_fr: &'a Value,
    table: &'a Value,
    updated_at: &'a chrono::DateTime<chrono::Utc>,
}

fn json_row<'a>(incident: &'a Incident, ruling: Option<&'a CurrentRuling>) -> JsonRow<'a> {
    let summary = ruling.and_then(|r| r.summary.as_ref()).unwrap_or(&Value::Null);
    let context = &incident.context;
    JsonRow {
        appeal: ruling.and_then(|r| r.appeal.as_deref()),
        board: &context["board"],
        citations: ruling.map(|r| r.citations.as_slice()),
        club_id: incident.club_id,
        club_name: ruling.map(|r| r.club_name.as_str()),
        created_at: &incident.created_at,
        deal_number: &context["deal_number"],
        event: &context["event"],
        game: &incident.game,
        id: incident.id,
        kind: &incident.kind,
        occurred_at: &context["occurred_at"],
        players: &context["players"],
        ruled_by: ruling.map(|r| arbitre_service::view::RuledBy::given_with(&r.given_with)),
        ruleset: &incident.ruleset,
        status: &incident.status,
        summary_en: &summary["en"],
        summary_fr: &summary["fr"],
        table: &context["table"],
        updated_at: &incident.updated_at,
    }
}

/// An instant as the API writes it everywhere else (serde's form:
/// `2026-12-05T00:47:56.408217Z`), so that an export joins the API and
/// its other rows by text (a federation probe found `+00:00` in the CSV
/// and the rulings' rows beside `Z` in the incident's own view).
fn instant(at: &chrono::DateTime<chrono::Utc>) -> String {
    at.to_rfc3339_opts(chrono::SecondsFormat::AutoSi, true)
}

/// One ruling's row in [`RULING_COLUMNS`]' order: as CSV fields (players
/// as `role=licence; …`, citations as `code law paragraph; …`, as in the
/// incident rows), and as an NDJSON object that keeps the JSON types.
fn ruling_row(incident: &Incident, given: &GivenRuling) -> (Vec<String>, Value) {
    let decision = &given.ruling.decision;
    let context = &incident.context;
    let ruled_by =
        serde_json::to_value(arbitre_service::view::RuledBy::given_with(&given.given_with)).unwrap_or(Value::Null);
    let ruleset = decision["ruleset"]["id"].as_str().unwrap_or(&incident.ruleset).to_owned();
    let values = [
        Value::from(incident.id.to_string()),
        Value::from(incident.club_id.to_string()),
        Value::from(given.club_name.clone()),
        Value::from(incident.game.clone()),
        Value::from(incident.kind.clone()),
        context["event"].clone(),
        context["table"].clone(),
        context["board"].clone(),
        context["deal_number"].clone(),
        context["occurred_at"].clone(),
        context["players"].clone(),
        Value::from(given.ruling.seq),
        Value::from(instant(&given.ruling.created_at)),
        ruled_by,
        Value::from(given.given_with.clone()),
        Value::from(given.actor.clone()),
        Value::from(ruleset),
        Value::from(given.ruling.ruleset_version.clone()),
        Value::from(given.ruling.engine_version.clone()),
        Value::from(given.ruling.status.clone()),
        decision["citations"].clone(),
        decision["summary"]["fr"].clone(),
        decision["summary"]["en"].clone(),
        given.actor_label.clone().map_or(Value::Null, Value::from),
        given.actor_holder.as_ref().map_or(Value::Null, |h| Value::from(h.kind.as_str())),
        given.actor_holder.as_ref().map_or(Value::Null, |h| Value::from(h.name.clone())),
        given.actor_holder.as_ref().and_then(|h| h.licence.clone()).map_or(Value::Null, Value::from),
    ];
    let csv = RULING_COLUMNS
        .iter()
        .zip(&values)
        .map(|(column, value)| match *column {
            "players" => players_text(context),
            "citations" => citations_text(decision["citations"].as_array().map_or(&[], Vec::as_slice)),
            _ => text_of(value),
        })
        .collect();
    let json = Value::Object(RULING_COLUMNS.iter().map(|c| (*c).to_owned()).zip(values).collect());
    (csv, json)
}
