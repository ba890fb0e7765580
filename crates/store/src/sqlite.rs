//! The SQLite store: the embedded default, one club on one machine.
//!
//! SQLite has no UUID or timestamp types, so this module binds and parses
//! them itself: ids as hyphenated text, timestamps as fixed-width UTC text
//! (see [`TIMESTAMP_FORMAT`]) whose lexicographic order is chronological.
//!
//! Every write transaction starts with `BEGIN IMMEDIATE`: it takes SQLite's
//! single write lock up front (waiting up to the busy timeout), so two
//! writers never both read and then fail to upgrade to a write with
//! `SQLITE_BUSY`. Writers are serialised, which SQLite does anyway.

use std::str::FromStr;
use std::time::Duration;

use async_trait::async_trait;
use chrono::{DateTime, NaiveDateTime, Utc};
use serde_json::Value;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions};
use uuid::Uuid;

use crate::error::not_found_on_fk;
use crate::keys::{hash_secret, new_secret};
use crate::model::{
    clamp_bound, decode_cursor, holder_from_columns, into_page, json_from_text, now, page_size, role_from_text,
};
use crate::{
    ApiKey, Club, CreateOutcome, CurrentRuling, GivenRuling, GroupBy, GroupCount, Incident, IncidentEvent,
    IncidentFilter, ListedPage, MAX_GROUPS, NewApiKey, NewEvent, NewIncident, NewRuling, NewSanction, Page,
    RulingSnapshot, Sanction, SanctionWrite, Store, StoreError, count_offences,
};

/// The migrations, embedded at compile time.
static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations/sqlite");

/// How timestamps are stored: fixed width (microseconds, always six digits,
/// always `Z`), so comparing the text compares the instants.
const TIMESTAMP_FORMAT: &str = "%Y-%m-%dT%H:%M:%S%.6fZ";

/// How long a connection waits for another one's write lock before failing.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Appends the condition that the incident's rows of `table` (its
/// citations, or the engine's) cite `law`, and the paragraph when given, as
/// a prefix compared exactly (SQLite's LIKE would ignore case).
fn push_cited(query: &mut sqlx::QueryBuilder<sqlx::Sqlite>, table: &str, law: &str, paragraph: Option<&str>) {
    query
        .push(format!(" AND incidents.id IN (SELECT c.incident_id FROM {table} AS c WHERE c.law = "))
        .push_bind(law.to_owned());
    if let Some(paragraph) = paragraph {
        query
            .push(" AND substr(c.paragraph, 1, length(")
            .push_bind(paragraph.to_owned())
            .push(")) = ")
            .push_bind(paragraph.to_owned());
    }
    query.push(")");
}

/// Appends to `query` (a statement on `incidents` ending in a `WHERE`
/// clause) a condition for each search filter `filter` sets (those both
/// backends write alike through [`crate::push_shared_conditions`]), and
/// nothing for the others: SQLite then plans the search asked for, with the indexes of
/// migration 0007. The values are bound; only fixed text is written in.
///
/// With `bound_period`, a period with both ends also bounds `seq` by the
/// smallest and largest `seq` reported in it (PostgreSQL reads its bounds
/// with two index probes instead; SQLite, a club's own history, keeps the
/// exact reading).
/// `directors`: the actors [`crate::actors_of_holders`] found for
/// `filter.director`, when it is set.
fn push_search_conditions(
    query: &mut sqlx::QueryBuilder<sqlx::Sqlite>,
    filter: &IncidentFilter,
    bound_period: bool,
    directors: Option<&[String]>,
) {
    if let Some(club) = filter.club_id {
        query.push(" AND incidents.club_id = ").push_bind(club.to_string());
    }
    crate::push_shared_conditions(query, filter, APPEAL_STATE);
    // Overruled by a director: a director's ruling among its events
    // (incident_events_kind, migration 0007).
    if let Some(overridden) = filter.overridden {
        query.push(if overridden { " AND EXISTS" } else { " AND NOT EXISTS" }).push(
            " (SELECT 1 FROM incident_events AS d WHERE d.incident_id = incidents.id AND d.kind = 'director_ruling')",
        );
    }
    // A region is the clubs that name it (index clubs_region, migration
    // 0013); the incidents are then those clubs' (incidents_club_seq).
    if let Some(region) = &filter.region {
        query
            .push(" AND incidents.club_id IN (SELECT r.id FROM clubs AS r WHERE r.region = ")
            .push_bind(region.clone())
            .push(")");
    }
    let (from, to) = (filter.from.map(bound_to_text), filter.to.map(bound_to_text));
    if let (Some(from), Some(to), true) = (&from, &to, bound_period) {
        // `seq + 0`, so that the bounds are read from the period's entries
        // of incidents_created_at_seq, not by walking seq.
        for (joint, bound) in [(" AND incidents.seq BETWEEN ", "min"), (" AND ", "max")] {
            query.push(joint).push(format!("(SELECT {bound}(p.seq + 0) FROM incidents AS p WHERE p.created_at >= "));
            query.push_bind(from.clone()).push(" AND p.created_at < ").push_bind(to.clone()).push(")");
        }
    }
    if let Some(from) = from {
        query.push(" AND incidents.created_at >= ").push_bind(from);
    }
    if let Some(to) = to {
        query.push(" AND incidents.created_at < ").push_bind(to);
    }
    // When it happened (migration 0011's column and index), as text in the
    // store's one format, whose order is the time's.
    if let Some(from) = filter.occurred_from.map(bound_to_text) {
        query.push(" AND incidents.occurred_at >= ").push_bind(from);
    }
    if let Some(to) = filter.occurred_to.map(bound_to_text) {
        query.push(" AND incidents.occurred_at < ").push_bind(to);
    }
    // The current ruling's laws, and the engine's last ruling's.
    if let Some(law) = &filter.law {
        push_cited(query, "incident_citations", law, filter.paragraph.as_deref());
    }
    if let Some(law) = &filter.engine_law {
        push_cited(query, "incident_engine_citations", law, filter.engine_paragraph.as_deref());
    }
    if let Some(rule) = &filter.rule {
        query
            .push(" AND incidents.id IN (SELECT r.incident_id FROM incident_rules AS r WHERE r.rule = ")
            .push_bind(rule.clone())
            .push(")");
    }
    // The expression of the index incidents_event_seq (migration 0007).
    if let Some(event) = &filter.event {
        query.push(" AND json_extract(incidents.context, '$.event') = ").push_bind(event.clone());
    }
    if let Some(board) = filter.board {
        query.push(" AND json_extract(incidents.context, '$.board') = ").push_bind(i64::from(board));
    }
    // The events of the keys whose holder matches, by actor
    // (incident_events_actor, migration 0008); no key, no incident.
    if let Some(actors) = directors {
        query
            .push(
                " AND incidents.id IN (SELECT e.incident_id FROM incident_events AS e \
                 WHERE e.actor IN (SELECT value FROM json_each(",
            )
            .push_bind(Value::from(actors.to_vec()).to_string())
            .push(")))");
    }
    if let Some(words) = &filter.words {
        query
            .push(" AND incidents.seq IN (SELECT rowid FROM incident_texts WHERE incident_texts MATCH ")
            .push_bind(fts_query(words))
            .push(")");
    }
}

/// The state of an incident's latest appeal, as a statistics group's value
/// (see [`crate::appeal_state`]).
const APPEAL_STATE: &str = crate::appeal_state!("json_extract(a.payload, '$.outcome')");

/// A [`Store`] on one SQLite database file (or in memory).
pub(crate) struct SqliteStore {
    pool: SqlitePool,
}

impl SqliteStore {
    /// What a list shows of each incident of `ids` that exists: its current
    /// decision, who gave it, where its latest appeal stands and its club's
    /// name. One query for a page of a list.
    async fn current_rulings(&self, ids: &[Uuid]) -> Result<Vec<CurrentRuling>, StoreError> {
        // The ids travel as one JSON array: one statement whatever the page size.
        let list = Value::from(ids.iter().map(ToString::to_string).collect::<Vec<_>>()).to_string();
        let rows: Vec<(String, String, String, Option<String>, String)> = sqlx::query_as(concat!(
            "SELECT r.incident_id, r.decision, ",
            crate::ruling_given_with!("json_extract(e.payload, '$.outcome')"),
            ", ",
            crate::appeal_state!("json_extract(a.payload, '$.outcome')"),
            ", c.name
             FROM incidents
             JOIN rulings AS r ON r.incident_id = incidents.id AND r.seq = incidents.version
             JOIN clubs AS c ON c.id = incidents.club_id
             WHERE incidents.id IN (SELECT value FROM json_each(?1))",
        ))
        .bind(list)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|(id, decision, given_with, appeal, club_name)| {
                let (summary, citations) = crate::model::shown_of_decision("rulings.decision", &decision)?;
                Ok(CurrentRuling {
                    incident_id: uuid_from_text("rulings.incident_id", &id)?,
                    summary,
                    citations,
                    given_with,
                    appeal,
                    club_name,
                })
            })
            .collect()
    }

    /// Opens (creating it if missing) the database at `url` as it is, its
    /// migrations left to [`Store::migrate`].
    pub(crate) async fn connect_unmigrated(url: &str) -> Result<Self, StoreError> {
        let in_memory = is_in_memory(url);
        let mut options =
            SqliteConnectOptions::from_str(url)?.create_if_missing(true).foreign_keys(true).busy_timeout(BUSY_TIMEOUT);
        let pool_options = if in_memory {
            // An in-memory database vanishes when its last connection
            // closes (idle timeout, max lifetime), and connections sharing
            // one fail with SQLITE_LOCKED instead of waiting for each other:
            // keep exactly one connection, forever.
            SqlitePoolOptions::new().max_connections(1).min_connections(1).idle_timeout(None).max_lifetime(None)
        } else {
            // WAL: readers do not block the writer nor the writer readers.
            options = options.journal_mode(SqliteJournalMode::Wal);
            SqlitePoolOptions::new().max_connections(8)
        };
        let pool = pool_options.connect_with(options).await?;
        Ok(SqliteStore { pool })
    }

    /// Opens (creating it if missing) the database at `url`, e.g.
    /// `sqlite://arbitre.db` or `sqlite::memory:`, and runs the migrations.
    pub(crate) async fn connect(url: &str) -> Result<Self, StoreError> {
        let store = Self::connect_unmigrated(url).await?;
        store.migrate().await?;
        Ok(store)
    }
}

/// `sqlite::memory:`, `sqlite://:memory:` and `?mode=memory` all mean an
/// in-memory database.
fn is_in_memory(url: &str) -> bool {
    url.contains(":memory:") || url.contains("mode=memory")
}

fn timestamp_to_text(t: DateTime<Utc>) -> String {
    t.format(TIMESTAMP_FORMAT).to_string()
}

/// A from/to filter bound as text, clamped to four-digit years so the text
/// comparison stays chronological (chrono writes year 10000 as `+10000-...`,
/// which would sort before every stored date).
fn bound_to_text(t: DateTime<Utc>) -> String {
    timestamp_to_text(clamp_bound(t))
}

fn timestamp_from_text(column: &str, text: &str) -> Result<DateTime<Utc>, StoreError> {
    NaiveDateTime::parse_from_str(text, TIMESTAMP_FORMAT)
        .map(|naive| naive.and_utc())
        .map_err(|e| StoreError::Corrupt(format!("{column}: {text:?}: {e}")))
}

fn uuid_from_text(column: &str, text: &str) -> Result<Uuid, StoreError> {
    Uuid::parse_str(text).map_err(|e| StoreError::Corrupt(format!("{column}: {text:?}: {e}")))
}

// ---------------------------------------------------------------------------
// Rows as SQLite returns them, and their conversion to the model.

#[derive(sqlx::FromRow)]
struct ClubRow {
    id: String,
    name: String,
    created_at: String,
    region: Option<String>,
}

impl TryFrom<ClubRow> for Club {
    type Error = StoreError;
    fn try_from(row: ClubRow) -> Result<Self, StoreError> {
        Ok(Club {
            id: uuid_from_text("clubs.id", &row.id)?,
            name: row.name,
            created_at: timestamp_from_text("clubs.created_at", &row.created_at)?,
            region: row.region,
        })
    }
}

#[derive(sqlx::FromRow)]
struct ApiKeyRow {
    id: String,
    club_id: Option<String>,
    role: String,
    created_at: String,
    label: Option<String>,
    holder_kind: Option<String>,
    holder_name: Option<String>,
    holder_licence: Option<String>,
    expires_at: Option<String>,
    revoked_at: Option<String>,
}

/// The columns an [`ApiKeyRow`] reads.
const API_KEY_COLUMNS: &str =
    "id, club_id, role, created_at, label, holder_kind, holder_name, holder_licence, expires_at, revoked_at";

impl TryFrom<ApiKeyRow> for ApiKey {
    type Error = StoreError;
    fn try_from(row: ApiKeyRow) -> Result<Self, StoreError> {
        Ok(ApiKey {
            id: uuid_from_text("api_keys.id", &row.id)?,
            club_id: row.club_id.map(|c| uuid_from_text("api_keys.club_id", &c)).transpose()?,
            role: role_from_text(&row.role)?,
            created_at: timestamp_from_text("api_keys.created_at", &row.created_at)?,
            label: row.label,
            holder: holder_from_columns(row.holder_kind.as_deref(), row.holder_name, row.holder_licence)?,
            expires_at: row.expires_at.map(|t| timestamp_from_text("api_keys.expires_at", &t)).transpose()?,
            revoked_at: row.revoked_at.map(|t| timestamp_from_text("api_keys.revoked_at", &t)).transpose()?,
        })
    }
}

/// Inserts a new key in `tx` and returns it with its secret.
async fn insert_api_key(tx: &mut sqlx::SqliteConnection, new: &NewApiKey) -> Result<(ApiKey, String), StoreError> {
    let secret = new_secret();
    let row: ApiKeyRow = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "INSERT INTO api_keys (id, club_id, role, secret_hash, created_at, label, holder_kind, holder_name,
                               holder_licence, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
         RETURNING {API_KEY_COLUMNS}"
    )))
    .bind(Uuid::now_v7().to_string())
    .bind(new.club_id.map(|c| c.to_string()))
    .bind(new.role.as_str())
    .bind(hash_secret(&secret))
    .bind(timestamp_to_text(now()))
    .bind(&new.label)
    .bind(new.holder.as_ref().map(|h| h.kind.as_str()))
    .bind(new.holder.as_ref().map(|h| h.name.as_str()))
    .bind(new.holder.as_ref().and_then(|h| h.licence.as_deref()))
    .bind(new.expires_at.map(timestamp_to_text))
    .fetch_one(&mut *tx)
    .await
    .map_err(not_found_on_fk)?;
    Ok((row.try_into()?, secret))
}

#[derive(sqlx::FromRow)]
struct IncidentRow {
    id: String,
    seq: i64,
    club_id: String,
    game: String,
    kind: String,
    ruleset: String,
    status: String,
    context: String,
    input: String,
    version: i64,
    created_at: String,
    updated_at: String,
}

impl TryFrom<IncidentRow> for Incident {
    type Error = StoreError;
    fn try_from(row: IncidentRow) -> Result<Self, StoreError> {
        Ok(Incident {
            id: uuid_from_text("incidents.id", &row.id)?,
            seq: row.seq,
            club_id: uuid_from_text("incidents.club_id", &row.club_id)?,
            game: row.game,
            kind: row.kind,
            ruleset: row.ruleset,
            status: row.status,
            context: json_from_text("incidents.context", &row.context)?,
            input: json_from_text("incidents.input", &row.input)?,
            version: row.version,
            created_at: timestamp_from_text("incidents.created_at", &row.created_at)?,
            updated_at: timestamp_from_text("incidents.updated_at", &row.updated_at)?,
        })
    }
}

/// An incident found by its idempotency key, with the hash of the request
/// that created it.
#[derive(sqlx::FromRow)]
struct KeyedIncidentRow {
    request_hash: Option<String>,
    #[sqlx(flatten)]
    incident: IncidentRow,
}

#[derive(sqlx::FromRow)]
struct EventRow {
    id: String,
    incident_id: String,
    seq: i64,
    kind: String,
    actor: String,
    payload: String,
    created_at: String,
}

impl TryFrom<EventRow> for IncidentEvent {
    type Error = StoreError;
    fn try_from(row: EventRow) -> Result<Self, StoreError> {
        Ok(IncidentEvent {
            id: uuid_from_text("incident_events.id", &row.id)?,
            incident_id: uuid_from_text("incident_events.incident_id", &row.incident_id)?,
            seq: row.seq,
            kind: row.kind,
            actor: row.actor,
            payload: json_from_text("incident_events.payload", &row.payload)?,
            created_at: timestamp_from_text("incident_events.created_at", &row.created_at)?,
        })
    }
}

#[derive(sqlx::FromRow)]
struct RulingRow {
    id: String,
    incident_id: String,
    event_id: String,
    seq: i64,
    decision: String,
    engine_version: String,
    ruleset_version: String,
    status: String,
    created_at: String,
}

impl TryFrom<RulingRow> for RulingSnapshot {
    type Error = StoreError;
    fn try_from(row: RulingRow) -> Result<Self, StoreError> {
        Ok(RulingSnapshot {
            id: uuid_from_text("rulings.id", &row.id)?,
            incident_id: uuid_from_text("rulings.incident_id", &row.incident_id)?,
            event_id: uuid_from_text("rulings.event_id", &row.event_id)?,
            seq: row.seq,
            decision: json_from_text("rulings.decision", &row.decision)?,
            engine_version: row.engine_version,
            ruleset_version: row.ruleset_version,
            status: row.status,
            created_at: timestamp_from_text("rulings.created_at", &row.created_at)?,
        })
    }
}

/// A ruling and the event that gave it ([`Store::rulings_given`]).
#[derive(sqlx::FromRow)]
struct GivenRulingRow {
    #[sqlx(flatten)]
    ruling: RulingRow,
    given_with: String,
    actor: String,
    actor_label: Option<String>,
    actor_holder_kind: Option<String>,
    actor_holder_name: Option<String>,
    actor_holder_licence: Option<String>,
    club_name: String,
}

#[derive(sqlx::FromRow)]
struct SanctionRow {
    id: String,
    club_id: String,
    incident_id: Option<String>,
    player: String,
    kind: String,
    detail: String,
    created_at: String,
    // Only the query a count reads selects it.
    #[sqlx(default)]
    incident_reported_at: Option<String>,
}

impl TryFrom<SanctionRow> for Sanction {
    type Error = StoreError;
    fn try_from(row: SanctionRow) -> Result<Self, StoreError> {
        Ok(Sanction {
            id: uuid_from_text("sanctions.id", &row.id)?,
            club_id: uuid_from_text("sanctions.club_id", &row.club_id)?,
            incident_id: row.incident_id.map(|i| uuid_from_text("sanctions.incident_id", &i)).transpose()?,
            player: row.player,
            kind: row.kind,
            detail: json_from_text("sanctions.detail", &row.detail)?,
            created_at: timestamp_from_text("sanctions.created_at", &row.created_at)?,
            incident_reported_at: row
                .incident_reported_at
                .map(|t| timestamp_from_text("incidents.created_at", &t))
                .transpose()?,
        })
    }
}

fn convert_all<R, T>(rows: Vec<R>) -> Result<Vec<T>, StoreError>
where
    T: TryFrom<R, Error = StoreError>,
{
    rows.into_iter().map(T::try_from).collect()
}

/// The sanctions of a set of players (`?1`, a JSON array of licences),
/// oldest first; ids are time-ordered (v7) and break ties between equal
/// timestamps.
const SANCTIONS_OF_PLAYERS: &str = "SELECT s.id, s.club_id, s.incident_id, s.player, s.kind, s.detail, s.created_at,
            i.created_at AS incident_reported_at
     FROM sanctions AS s LEFT JOIN incidents AS i ON i.id = s.incident_id
     WHERE s.player IN (SELECT value FROM json_each(?1)) ORDER BY s.created_at, s.id";

/// An FTS5 query for `words` in one language's column: every word, each
/// quoted (so that no word is read as FTS5 syntax) and matched as the start
/// of a word (SQLite does not stem: `renonce` finds `renonces`).
fn fts_query(search: &crate::WordSearch) -> String {
    let column = if search.lang == "en" { "en" } else { "fr" };
    let words: Vec<String> = search.words.iter().map(|w| format!("\"{}\"*", w.replace('"', "\"\""))).collect();
    format!("{column} : ({})", words.join(" "))
}

/// A list of texts as a JSON array, for `json_each`.
fn json_array(texts: &[String]) -> String {
    serde_json::Value::from(texts.to_vec()).to_string()
}

/// Checks the counts of earlier offences a ruling rests on, then records
/// its sanctions against its incident, in the write's transaction. SQLite
/// has one writer at a time (`BEGIN IMMEDIATE`), so what is read here cannot
/// change before the commit.
async fn write_sanctions(
    tx: &mut sqlx::SqliteConnection,
    incident_id: Uuid,
    write: &SanctionWrite,
    at: &str,
) -> Result<(), StoreError> {
    // The counts are checked on one read of every counted player's
    // sanctions, and the new rows go in with one statement.
    let mut counted: Vec<String> = write.counts.iter().map(|(query, _)| query.player.clone()).collect();
    counted.sort();
    counted.dedup();
    if !counted.is_empty() {
        let rows: Vec<SanctionRow> =
            sqlx::query_as(SANCTIONS_OF_PLAYERS).bind(json_array(&counted)).fetch_all(&mut *tx).await?;
        let history = convert_all(rows)?;
        if write.counts.iter().any(|(query, expected)| count_offences(&history, query) != *expected) {
            return Err(StoreError::OffencesChanged);
        }
    }
    if write.sanctions.is_empty() {
        return Ok(());
    }
    // Ids are time-ordered (v7) and made in the plan's order, so the
    // history reads back in that order; json_each keeps the array's order.
    let rows: Vec<serde_json::Value> = write
        .sanctions
        .iter()
        .map(|n| {
            serde_json::json!({
                "id": Uuid::now_v7().to_string(),
                "club_id": n.club_id.to_string(),
                "player": n.player,
                "kind": n.kind,
                "detail": n.detail.to_string(),
            })
        })
        .collect();
    sqlx::query(
        "INSERT INTO sanctions (id, club_id, incident_id, player, kind, detail, created_at)
         SELECT json_extract(value, '$.id'), json_extract(value, '$.club_id'), ?2, json_extract(value, '$.player'),
                json_extract(value, '$.kind'), json_extract(value, '$.detail'), ?3
         FROM json_each(?1) ORDER BY key",
    )
    .bind(serde_json::Value::Array(rows).to_string())
    .bind(incident_id.to_string())
    .bind(at)
    .execute(&mut *tx)
    .await
    .map_err(not_found_on_fk)?;
    Ok(())
}

/// Inserts an incident's event and the ruling that goes with it (both carry
/// the same `seq`, the incident's new version).
async fn insert_event_and_ruling(
    tx: &mut sqlx::SqliteConnection,
    incident_id: Uuid,
    seq: i64,
    event: &NewEvent,
    ruling: &NewRuling,
    at: DateTime<Utc>,
) -> Result<(Uuid, Uuid), StoreError> {
    let (event_uuid, ruling_uuid) = (Uuid::now_v7(), Uuid::now_v7());
    let at = &timestamp_to_text(at);
    let incident_id = incident_id.to_string();
    let event_id = event_uuid.to_string();
    sqlx::query(
        "INSERT INTO incident_events (id, incident_id, seq, kind, actor, payload, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )
    .bind(&event_id)
    .bind(&incident_id)
    .bind(seq)
    .bind(&event.kind)
    .bind(&event.actor)
    .bind(crate::model::json_text(&event.payload))
    .bind(at)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "INSERT INTO rulings (id, incident_id, event_id, seq, decision, engine_version,
                              ruleset_version, status, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
    )
    .bind(ruling_uuid.to_string())
    .bind(&incident_id)
    .bind(&event_id)
    .bind(seq)
    .bind(crate::model::json_text(&ruling.decision))
    .bind(&ruling.engine_version)
    .bind(&ruling.ruleset_version)
    .bind(&ruling.status)
    .bind(at)
    .execute(&mut *tx)
    .await?;
    Ok((event_uuid, ruling_uuid))
}

#[async_trait]
impl Store for SqliteStore {
    async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    async fn migrate(&self) -> Result<(), StoreError> {
        MIGRATOR.run(&self.pool).await?;
        Ok(())
    }

    async fn create_club_in(&self, name: &str, region: Option<&str>) -> Result<Club, StoreError> {
        let row: ClubRow = sqlx::query_as(
            "INSERT INTO clubs (id, name, created_at, region) VALUES (?1, ?2, ?3, ?4)
             RETURNING id, name, created_at, region",
        )
        .bind(Uuid::now_v7().to_string())
        .bind(name)
        .bind(timestamp_to_text(now()))
        .bind(region)
        .fetch_one(&self.pool)
        .await?;
        row.try_into()
    }

    async fn set_club_region(&self, id: Uuid, region: Option<&str>) -> Result<Option<Club>, StoreError> {
        let row: Option<ClubRow> =
            sqlx::query_as("UPDATE clubs SET region = ?2 WHERE id = ?1 RETURNING id, name, created_at, region")
                .bind(id.to_string())
                .bind(region)
                .fetch_optional(&self.pool)
                .await?;
        row.map(Club::try_from).transpose()
    }

    async fn get_club(&self, id: Uuid) -> Result<Option<Club>, StoreError> {
        let row: Option<ClubRow> = sqlx::query_as("SELECT id, name, created_at, region FROM clubs WHERE id = ?1")
            .bind(id.to_string())
            .fetch_optional(&self.pool)
            .await?;
        row.map(Club::try_from).transpose()
    }

    async fn issue_api_key(&self, new: NewApiKey) -> Result<(ApiKey, String), StoreError> {
        let mut connection = self.pool.acquire().await?;
        insert_api_key(&mut connection, &new).await
    }

    async fn authenticate(&self, secret: &str) -> Result<Option<ApiKey>, StoreError> {
        // A club key whose club is gone authenticates no more than a revoked
        // or expired one. Times are fixed-width texts: they compare as text.
        let row: Option<ApiKeyRow> = sqlx::query_as(
            "SELECT k.id, k.club_id, k.role, k.created_at, k.label, k.holder_kind, k.holder_name, k.holder_licence,
                    k.expires_at, k.revoked_at
             FROM api_keys k LEFT JOIN clubs c ON c.id = k.club_id
             WHERE k.secret_hash = ?1 AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > ?2)
               AND (k.club_id IS NULL OR c.id IS NOT NULL)",
        )
        .bind(hash_secret(secret))
        .bind(timestamp_to_text(now()))
        .fetch_optional(&self.pool)
        .await?;
        row.map(ApiKey::try_from).transpose()
    }

    async fn api_keys(&self, club_id: Option<Uuid>) -> Result<Vec<ApiKey>, StoreError> {
        let rows: Vec<ApiKeyRow> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT {API_KEY_COLUMNS} FROM api_keys WHERE ?1 IS NULL OR club_id = ?1 ORDER BY created_at, id"
        )))
        .bind(club_id.map(|c| c.to_string()))
        .fetch_all(&self.pool)
        .await?;
        convert_all(rows)
    }

    async fn revoke_api_key(&self, id: Uuid) -> Result<ApiKey, StoreError> {
        let row: Option<ApiKeyRow> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ?2) WHERE id = ?1 RETURNING {API_KEY_COLUMNS}"
        )))
        .bind(id.to_string())
        .bind(timestamp_to_text(now()))
        .fetch_optional(&self.pool)
        .await?;
        row.ok_or(StoreError::NotFound)?.try_into()
    }

    async fn rotate_api_key(&self, id: Uuid) -> Result<(ApiKey, String), StoreError> {
        // The write lock is taken up front: two rotations of one key run
        // one after the other, and the second finds the key revoked.
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let at = timestamp_to_text(now());
        let revoked: Option<ApiKeyRow> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "UPDATE api_keys SET revoked_at = ?2
             WHERE id = ?1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > ?2)
             RETURNING {API_KEY_COLUMNS}"
        )))
        .bind(id.to_string())
        .bind(&at)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(old) = revoked else {
            let found: Option<ApiKeyRow> =
                sqlx::query_as(sqlx::AssertSqlSafe(format!("SELECT {API_KEY_COLUMNS} FROM api_keys WHERE id = ?1")))
                    .bind(id.to_string())
                    .fetch_optional(&mut *tx)
                    .await?;
            return Err(match found {
                None => StoreError::NotFound,
                Some(row) if row.revoked_at.is_some() => StoreError::KeyRevoked,
                Some(_) => StoreError::KeyExpired,
            });
        };
        let old = ApiKey::try_from(old)?;
        let new = NewApiKey::replacing(old);
        let issued = insert_api_key(&mut tx, &new).await?;
        tx.commit().await?;
        Ok(issued)
    }

    async fn create_incident(&self, new: NewIncident) -> Result<CreateOutcome, StoreError> {
        let id = Uuid::now_v7();
        let club_id = new.club_id.to_string();
        let (key, hash) = match &new.idempotency {
            Some(i) => (Some(i.key.as_str()), Some(i.request_hash.as_str())),
            None => (None, None),
        };

        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        // Stamped once this is the only writer: never dated before a write
        // that committed while this one waited.
        let stamped = now();
        let at = timestamp_to_text(stamped);
        // With a key already used by this club, DO NOTHING inserts no row and
        // RETURNING yields none. Without a key (NULL) there is never a
        // conflict.
        let inserted: Option<IncidentRow> = sqlx::query_as(
            "INSERT INTO incidents (id, club_id, game, kind, ruleset, status, context, input,
                                    version, idempotency_key, request_hash, created_at, updated_at,
                                    occurred_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 1, ?9, ?10, ?11, ?11, ?12)
             ON CONFLICT (club_id, idempotency_key) DO NOTHING
             RETURNING id, seq, club_id, game, kind, ruleset, status, context, input, version,
                       created_at, updated_at",
        )
        .bind(id.to_string())
        .bind(&club_id)
        .bind(&new.game)
        .bind(&new.kind)
        .bind(&new.ruleset)
        .bind(&new.status)
        .bind(crate::model::json_text(&new.context))
        .bind(crate::model::json_text(&new.input))
        .bind(key)
        .bind(hash)
        .bind(&at)
        .bind(crate::model::occurred_at_of(&new.context).map(bound_to_text))
        .fetch_optional(&mut *tx)
        .await
        .map_err(not_found_on_fk)?;

        let Some(row) = inserted else {
            let existing: Option<KeyedIncidentRow> = sqlx::query_as(
                "SELECT request_hash, id, seq, club_id, game, kind, ruleset, status, context,
                        input, version, created_at, updated_at
                 FROM incidents WHERE club_id = ?1 AND idempotency_key = ?2",
            )
            .bind(&club_id)
            .bind(key)
            .fetch_optional(&mut *tx)
            .await?;
            tx.rollback().await?;
            return match existing {
                Some(e) if e.request_hash.as_deref() == hash => Ok(CreateOutcome::Existing(e.incident.try_into()?)),
                Some(_) => Err(StoreError::IdempotencyKeyReused),
                // Incidents are never deleted, so the row that caused the
                // conflict must still be there.
                None => Err(StoreError::Corrupt("idempotency conflict but no incident holds the key".to_owned())),
            };
        };

        let ids = insert_event_and_ruling(&mut tx, id, 1, &new.event, &new.ruling, stamped).await?;
        write_sanctions(&mut tx, id, &new.ruling.sanctions, &at).await?;
        tx.commit().await?;
        let written = crate::model::written(id, 1, ids, (new.event, new.ruling), stamped);
        Ok(CreateOutcome::Created(row.try_into()?, Box::new(written)))
    }

    async fn get_incident(&self, id: Uuid) -> Result<Option<Incident>, StoreError> {
        let row: Option<IncidentRow> = sqlx::query_as(
            "SELECT id, seq, club_id, game, kind, ruleset, status, context, input, version,
                    created_at, updated_at
             FROM incidents WHERE id = ?1",
        )
        .bind(id.to_string())
        .fetch_optional(&self.pool)
        .await?;
        row.map(Incident::try_from).transpose()
    }

    async fn append(
        &self,
        incident_id: Uuid,
        expected_version: i64,
        new_status: String,
        new_input: Value,
        event: NewEvent,
        ruling: NewRuling,
    ) -> Result<Incident, StoreError> {
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        let stamped = now();
        let at = timestamp_to_text(stamped);
        // Optimistic concurrency: the update only applies if nobody appended
        // since the caller read `expected_version`.
        let updated: Option<IncidentRow> = sqlx::query_as(
            "UPDATE incidents
             SET status = ?3, input = ?4, version = version + 1, updated_at = ?5
             WHERE id = ?1 AND version = ?2
             RETURNING id, seq, club_id, game, kind, ruleset, status, context, input, version,
                       created_at, updated_at",
        )
        .bind(incident_id.to_string())
        .bind(expected_version)
        .bind(&new_status)
        .bind(crate::model::json_text(&new_input))
        .bind(&at)
        .fetch_optional(&mut *tx)
        .await?;

        let Some(row) = updated else {
            let exists: Option<i64> = sqlx::query_scalar("SELECT 1 FROM incidents WHERE id = ?1")
                .bind(incident_id.to_string())
                .fetch_optional(&mut *tx)
                .await?;
            tx.rollback().await?;
            return Err(match exists {
                Some(_) => StoreError::VersionConflict,
                None => StoreError::NotFound,
            });
        };

        // The new version is the number of events, hence the new event's seq.
        insert_event_and_ruling(&mut tx, incident_id, row.version, &event, &ruling, stamped).await?;
        write_sanctions(&mut tx, incident_id, &ruling.sanctions, &at).await?;
        tx.commit().await?;
        row.try_into()
    }

    async fn events(&self, incident_id: Uuid) -> Result<Vec<IncidentEvent>, StoreError> {
        let rows: Vec<EventRow> = sqlx::query_as(
            "SELECT id, incident_id, seq, kind, actor, payload, created_at
             FROM incident_events WHERE incident_id = ?1 ORDER BY seq",
        )
        .bind(incident_id.to_string())
        .fetch_all(&self.pool)
        .await?;
        convert_all(rows)
    }

    async fn rulings(&self, incident_id: Uuid) -> Result<Vec<RulingSnapshot>, StoreError> {
        let rows: Vec<RulingRow> = sqlx::query_as(
            "SELECT id, incident_id, event_id, seq, decision, engine_version, ruleset_version,
                    status, created_at
             FROM rulings WHERE incident_id = ?1 ORDER BY seq",
        )
        .bind(incident_id.to_string())
        .fetch_all(&self.pool)
        .await?;
        convert_all(rows)
    }

    async fn list_incidents(
        &self,
        filter: &IncidentFilter,
        limit: u32,
        cursor: Option<&str>,
    ) -> Result<Page, StoreError> {
        let directors = crate::director_actors(self, filter).await?;
        // The cursor names the last incident of the previous page; the page
        // continues after its `seq`. An incident that does not exist, or
        // that the filter's club does not have, is no cursor: a club learns
        // nothing of another club's incidents from it.
        let after = match cursor.map(decode_cursor).transpose()? {
            Some(id) => {
                let seq: Option<(i64,)> =
                    sqlx::query_as("SELECT seq FROM incidents WHERE id = ?1 AND (?2 IS NULL OR club_id = ?2)")
                        .bind(id.to_string())
                        .bind(filter.club_id.map(|c| c.to_string()))
                        .fetch_optional(&self.pool)
                        .await?;
                Some(seq.ok_or(StoreError::InvalidCursor)?.0)
            }
            None => None,
        };
        let limit = page_size(limit);
        // Only the filters asked are written into the statement, as on
        // PostgreSQL (see `push_search_conditions`).
        let mut query = sqlx::QueryBuilder::new(
            // The report itself is left out (see `Store::list_incidents`):
            // no list shows it, and it may hold a whole deal record.
            "SELECT id, seq, club_id, game, kind, ruleset, status, context, 'null' AS input, version, created_at,
                    updated_at
             FROM incidents WHERE TRUE",
        );
        push_search_conditions(&mut query, filter, after.is_none(), directors.as_deref());
        if let Some(after) = after {
            query.push(" AND seq < ").push_bind(after);
        }
        // One row more than asked, to know whether there is a next page.
        query.push(" ORDER BY seq DESC LIMIT ").push_bind(limit + 1);
        let rows: Vec<IncidentRow> = query.build_query_as().fetch_all(&self.pool).await?;
        Ok(into_page(convert_all(rows)?, limit))
    }

    async fn list_with_rulings(
        &self,
        filter: &IncidentFilter,
        limit: u32,
        cursor: Option<&str>,
    ) -> Result<ListedPage, StoreError> {
        let page = self.list_incidents(filter, limit, cursor).await?;
        let ids: Vec<Uuid> = page.items.iter().map(|i| i.id).collect();
        let rulings = self.current_rulings(&ids).await?;
        Ok(ListedPage::pair(page, rulings))
    }

    async fn rulings_given(&self, ids: &[Uuid]) -> Result<Vec<GivenRuling>, StoreError> {
        // The ids travel as one JSON array; their position keeps the order asked.
        let list = Value::from(ids.iter().map(ToString::to_string).collect::<Vec<_>>()).to_string();
        let rows: Vec<GivenRulingRow> = sqlx::query_as(concat!(
            "SELECT r.id, r.incident_id, r.event_id, r.seq, r.decision, r.engine_version, r.ruleset_version,
                        r.status, r.created_at, e.kind AS given_with, e.actor, k.label AS actor_label,
                        k.holder_kind AS actor_holder_kind, k.holder_name AS actor_holder_name,
                        k.holder_licence AS actor_holder_licence,
                        c.name AS club_name
                 FROM json_each(?1) AS asked
                 JOIN rulings AS r ON r.incident_id = asked.value
                 JOIN incident_events AS e ON e.id = r.event_id
                 JOIN incidents AS i ON i.id = r.incident_id
                 JOIN clubs AS c ON c.id = i.club_id
                 LEFT JOIN api_keys AS k ON k.id = substr(e.actor, 5) AND e.actor LIKE 'key:%'
                 WHERE ",
            crate::changes_the_ruling!("json_extract(e.payload, '$.outcome')"),
            "
                 ORDER BY asked.key, r.seq",
        ))
        .bind(list)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|row| {
                Ok(GivenRuling {
                    ruling: row.ruling.try_into()?,
                    given_with: row.given_with,
                    actor: row.actor,
                    actor_label: row.actor_label,
                    actor_holder: holder_from_columns(
                        row.actor_holder_kind.as_deref(),
                        row.actor_holder_name,
                        row.actor_holder_licence,
                    )?,
                    club_name: row.club_name,
                })
            })
            .collect()
    }

    async fn clubs_with_counts(
        &self,
        only: Option<Uuid>,
        region: Option<&str>,
    ) -> Result<Vec<(Club, i64)>, StoreError> {
        let rows: Vec<(String, String, String, Option<String>, i64)> = sqlx::query_as(
            "SELECT c.id, c.name, c.created_at, c.region,
                    (SELECT COUNT(*) FROM incidents AS i WHERE i.club_id = c.id)
             FROM clubs AS c
             WHERE (?1 IS NULL OR c.id = ?1) AND (?2 IS NULL OR c.region = ?2)
             ORDER BY c.name, c.id",
        )
        .bind(only.map(|c| c.to_string()))
        .bind(region)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|(id, name, created_at, region, count)| {
                Ok((Club::try_from(ClubRow { id, name, created_at, region })?, count))
            })
            .collect()
    }

    async fn count_incidents(
        &self,
        filter: &IncidentFilter,
        group_by: &[GroupBy],
    ) -> Result<Vec<GroupCount>, StoreError> {
        if let Some(counted) = crate::counts::counted_query(filter, group_by) {
            let mut query = crate::counts::counted_statement(filter, group_by, &counted, ("", ""));
            let rows = query.build().fetch_all(&self.pool).await?;
            return crate::counts::group_counts(&rows, group_by.len());
        }
        let directors = crate::director_actors(self, filter).await?;
        // The grouped columns come from a fixed list, never from the caller's
        // text: the statement is built, the values are bound.
        let column = |g: &GroupBy| match g {
            GroupBy::Law => "grouped_law.law",
            GroupBy::Kind => "incidents.kind",
            GroupBy::Club => "incidents.club_id",
            GroupBy::Month => "substr(incidents.created_at, 1, 7)",
            // Stored as UTC text in the created_at format, NULL when the
            // context gave no time.
            GroupBy::OccurredMonth => "coalesce(substr(incidents.occurred_at, 1, 7), '')",
            GroupBy::Status => "incidents.status",
            GroupBy::Ruleset => "incidents.ruleset",
            GroupBy::Game => "incidents.game",
            GroupBy::EngineLaw => "grouped_engine_law.law",
            GroupBy::Overridden => crate::OVERRIDDEN_GROUP,
            GroupBy::Appeal => APPEAL_STATE,
            // The club's region at the time of asking (a club moved to
            // another region takes its past incidents along).
            GroupBy::Region => "coalesce((SELECT r.region FROM clubs AS r WHERE r.id = incidents.club_id), '')",
        };
        let columns: Vec<&str> = group_by.iter().map(column).collect();
        // Without a law each incident is one row, and COUNT(*) needs no
        // sort; with one an incident may cite a law twice (two paragraphs),
        // so the count stays distinct (SQLite has no LATERAL to make the
        // laws distinct per incident as PostgreSQL does).
        let mut join = String::new();
        if group_by.contains(&GroupBy::Law) {
            join.push_str("JOIN incident_citations AS grouped_law ON grouped_law.incident_id = incidents.id ");
        }
        if group_by.contains(&GroupBy::EngineLaw) {
            join.push_str(
                "JOIN incident_engine_citations AS grouped_engine_law \
                 ON grouped_engine_law.incident_id = incidents.id",
            );
        }
        let count = if join.is_empty() { "COUNT(*)" } else { "COUNT(DISTINCT incidents.id)" };
        let selected = columns.iter().enumerate().map(|(i, c)| format!("{c} AS g{i}")).collect::<Vec<_>>().join(", ");
        let listed = columns.join(", ");
        // As for the list, only the filters asked are written in.
        let mut query =
            sqlx::QueryBuilder::new(format!("SELECT {selected}, {count} AS n FROM incidents {join} WHERE TRUE"));
        push_search_conditions(&mut query, filter, true, directors.as_deref());
        // One group more than the bound, for the caller to know it cut.
        query.push(format!(" GROUP BY {listed} ORDER BY {listed} LIMIT ")).push_bind(MAX_GROUPS + 1);
        let rows = query.build().fetch_all(&self.pool).await?;
        crate::counts::group_counts(&rows, columns.len())
    }

    async fn fold_counts(&self) -> Result<u64, StoreError> {
        // One transaction, and SQLite's one writer: no change is appended
        // between the sum and the delete, so those deleted are those summed.
        let mut tx = self.pool.begin_with("BEGIN IMMEDIATE").await?;
        sqlx::query(
            "INSERT INTO incident_count_totals (law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of, n)
             SELECT law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of, SUM(n)
             FROM incident_count_changes
             WHERE TRUE
             GROUP BY law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of
             HAVING SUM(n) <> 0
             ON CONFLICT (law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of)
             DO UPDATE SET n = n + excluded.n",
        )
        .execute(&mut *tx)
        .await?;
        let folded = sqlx::query("DELETE FROM incident_count_changes").execute(&mut *tx).await?.rows_affected();
        tx.commit().await?;
        Ok(folded)
    }

    async fn add_sanction(&self, new: NewSanction) -> Result<Sanction, StoreError> {
        let row: SanctionRow = sqlx::query_as(
            "INSERT INTO sanctions (id, club_id, incident_id, player, kind, detail, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
             RETURNING id, club_id, incident_id, player, kind, detail, created_at",
        )
        .bind(Uuid::now_v7().to_string())
        .bind(new.club_id.to_string())
        .bind(new.incident_id.map(|i| i.to_string()))
        .bind(&new.player)
        .bind(&new.kind)
        .bind(crate::model::json_text(&new.detail))
        .bind(timestamp_to_text(now()))
        .fetch_one(&self.pool)
        .await
        .map_err(not_found_on_fk)?;
        row.try_into()
    }

    fn pool_status(&self) -> crate::PoolStatus {
        crate::PoolStatus {
            size: self.pool.size(),
            idle: u32::try_from(self.pool.num_idle()).unwrap_or(u32::MAX),
            max: self.pool.options().get_max_connections(),
        }
    }

    async fn sanctions_for_players(&self, players: &[String]) -> Result<Vec<Sanction>, StoreError> {
        let rows: Vec<SanctionRow> =
            sqlx::query_as(SANCTIONS_OF_PLAYERS).bind(json_array(players)).fetch_all(&self.pool).await?;
        convert_all(rows)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    #[test]
    fn timestamps_are_fixed_width_and_round_trip() {
        let t = Utc.with_ymd_and_hms(2024, 3, 1, 9, 5, 7).single().map(|t| t + chrono::Duration::microseconds(42));
        let Some(t) = t else { panic!("valid date") };
        let text = timestamp_to_text(t);
        assert_eq!(text, "2024-03-01T09:05:07.000042Z");
        assert_eq!(timestamp_from_text("t", &text).ok(), Some(t));
        let whole = timestamp_to_text(Utc.timestamp_opt(0, 0).single().unwrap_or_default());
        assert_eq!(whole, "1970-01-01T00:00:00.000000Z");
    }

    #[test]
    fn far_future_bounds_still_sort_after_stored_dates() {
        let far = DateTime::<Utc>::MAX_UTC;
        assert!(bound_to_text(far) > timestamp_to_text(now()));
    }

    #[test]
    fn memory_urls_are_recognised() {
        assert!(is_in_memory("sqlite::memory:"));
        assert!(is_in_memory("sqlite://:memory:"));
        assert!(is_in_memory("sqlite://?mode=memory"));
        assert!(!is_in_memory("sqlite://arbitre.db"));
    }
}
