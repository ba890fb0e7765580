//! The PostgreSQL store: clubs sharing a server, the federation, and several
//! server processes behind a load balancer.
//!
//! Every guarantee must hold across processes, so each one rests on the
//! database, not on process memory:
//! - idempotency on the `UNIQUE (club_id, idempotency_key)` constraint with
//!   `INSERT ... ON CONFLICT DO NOTHING` (a concurrent duplicate waits for the
//!   first transaction to finish, then inserts nothing);
//! - appends on `UPDATE ... WHERE version = $expected` (the row lock makes a
//!   concurrent append wait, then see the new version and match nothing);
//! - start-up migrations on sqlx's advisory lock, so two processes starting
//!   together do not both migrate, and the server role's grants after them
//!   on one of ours, so that they do not grant at the same time either.

use std::str::FromStr;
use std::time::Duration;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use serde_json::Value;
use sqlx::postgres::{PgConnectOptions, PgConnection, PgPool, PgPoolOptions};
use sqlx::{ConnectOptions, Connection};
use uuid::Uuid;

use crate::error::not_found_on_fk;
use crate::keys::{hash_secret, new_secret};
use crate::model::{
    clamp_bound, decode_cursor, holder_from_columns, into_page, json_from_text, now, page_size, role_from_text,
};
use crate::{
    ApiKey, Club, CreateOutcome, CurrentRuling, GivenRuling, GroupBy, GroupCount, Incident, IncidentEvent,
    IncidentFilter, ListedPage, MAX_GROUPS, NewApiKey, NewEvent, NewIncident, NewRuling, NewSanction, Page, PoolSize,
    RulingSnapshot, Sanction, SanctionWrite, Store, StoreError, count_offences,
};

/// The migrations, embedded at compile time.
static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations/postgres");

/// What the server's own role, `arbitre_server`, may do, granted after every
/// migration run when the role exists (a single-user setup has none): read
/// everything; append incidents, events, rulings, sanctions, clubs and keys;
/// update only an incident's current state (status, input, version, time)
/// and a key's revocation; keep the search side tables, which triggers
/// running as that role rewrite, and the statistics' counts (append their
/// changes, fold them into the totals). It owns nothing, so it cannot alter a
/// table or disable a trigger, and it cannot delete or truncate the history.
const SERVER_ROLE_GRANTS: &str = "DO $$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'arbitre_server') THEN
        EXECUTE format('GRANT USAGE ON SCHEMA %I TO arbitre_server', current_schema());
        GRANT SELECT, INSERT ON clubs, api_keys, incidents, incident_events, rulings, sanctions,
            incident_players, incident_citations, incident_texts, incident_rules,
            incident_engine_citations TO arbitre_server;
        GRANT UPDATE (status, input, version, updated_at) ON incidents TO arbitre_server;
        GRANT UPDATE (revoked_at) ON api_keys TO arbitre_server;
        GRANT DELETE ON incident_citations, incident_rules, incident_engine_citations TO arbitre_server;
        GRANT UPDATE ON incident_texts TO arbitre_server;
        GRANT SELECT, INSERT, UPDATE ON incident_summaries TO arbitre_server;
        GRANT SELECT, INSERT ON incident_overrides TO arbitre_server;
        GRANT SELECT, INSERT, DELETE ON incident_count_changes TO arbitre_server;
        GRANT SELECT, INSERT, UPDATE ON incident_count_totals TO arbitre_server;
    END IF;
END
$$";

/// How long to wait for a pooled connection (or a new one) before failing.
const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(10);

/// What a search reads before its statement is written, so that
/// PostgreSQL plans it with the values themselves: the `seq` bounds of its
/// period and the clubs of its region.
#[derive(Debug, Default)]
struct SearchPrelude {
    /// No incident reported in the period has a smaller `seq`.
    seq_from: Option<i64>,
    /// No incident reported in the period has a larger `seq`.
    seq_to: Option<i64>,
    /// The clubs of `filter.region`.
    region_clubs: Option<Vec<Uuid>>,
    /// No incident played in the period of play and reported within a day
    /// of its play ([`PLAYED_WITH_REPORT`]) has a smaller `seq`.
    played_seq_from: Option<i64>,
    /// No incident played in the period of play and reported within a day
    /// of its play has a larger `seq`.
    played_seq_to: Option<i64>,
}

/// SQL: the incident was reported within a day of its play, as most are.
/// A page of a period of play walks those between the period's
/// `played_seq_*` bounds, and reads the others from migration 0017's
/// partial index, whose predicate is this condition negated, written alike
/// so that PostgreSQL matches it to the index.
const PLAYED_WITH_REPORT: &str =
    "(incidents.created_at - incidents.occurred_at BETWEEN interval '-1 day' AND interval '1 day')";

/// The play-to-report lag [`PLAYED_WITH_REPORT`] allows, either way: the
/// same day as its SQL and migration 0017's index predicate write, which
/// must agree with it, as a unit test holds (a longer lag here would only
/// widen the walk; a shorter one would miss incidents reported within the
/// day).
const PLAY_REPORT_LAG: chrono::TimeDelta = chrono::TimeDelta::days(1);

/// How far the order of report times may stray from the order of `seq`.
/// A report's time is taken in its transaction just before its row is
/// inserted (a few milliseconds apart), so two reports more than this
/// apart have their `seq` in the order of their times, as long as the
/// servers' clocks agree within it.
const REPORT_TIME_MARGIN: chrono::TimeDelta = chrono::TimeDelta::hours(1);

impl PgStore {
    /// The statement of one page of a search ([`Store::list_incidents`]),
    /// after `prefix`: the incidents' columns, the filters asked, the
    /// cursor, newest first, and one row more than the page (to know
    /// whether there is a next one). Returned with the page's size.
    async fn search_page(
        &self,
        prefix: &'static str,
        filter: &IncidentFilter,
        limit: u32,
        cursor: Option<&str>,
    ) -> Result<(sqlx::QueryBuilder<sqlx::Postgres>, i64), StoreError> {
        let directors = crate::director_actors(self, filter).await?;
        // The cursor names the last incident of the previous page; the page
        // continues after its `seq`. An incident that does not exist, or
        // that the filter's club does not have, is no cursor: a club learns
        // nothing of another club's incidents from it.
        let after = match cursor.map(decode_cursor).transpose()? {
            Some(id) => {
                let seq: Option<(i64,)> =
                    sqlx::query_as("SELECT seq FROM incidents WHERE id = $1 AND ($2::uuid IS NULL OR club_id = $2)")
                        .bind(id)
                        .bind(filter.club_id)
                        .fetch_optional(&self.pool)
                        .await?;
                Some(seq.ok_or(StoreError::InvalidCursor)?.0)
            }
            None => None,
        };
        let limit = page_size(limit);
        // Only the filters asked are written into the statement, so that
        // PostgreSQL plans the search asked for: one static statement with
        // `$n IS NULL OR …` for every filter is planned once for them all,
        // and then walks the whole table for a rare licence or an event
        // (measured in docs/PERFORMANCE.md).
        let mut query = sqlx::QueryBuilder::new(prefix);
        // The report itself is left out (see `Store::list_incidents`): no
        // list shows it, and it may hold a whole deal record.
        let prelude = self.search_prelude(filter).await?;
        // The search's statement (`played`: None), or one of the two parts
        // of a period of play's (below), newest first and one row more than
        // asked, to know whether there is a next page.
        let branch = |query: &mut sqlx::QueryBuilder<sqlx::Postgres>, played: Option<bool>| {
            query.push(
                "SELECT id, seq, club_id, game, kind, ruleset, status, context, 'null' AS input, version, created_at,
                        updated_at
                 FROM incidents WHERE TRUE",
            );
            push_search_conditions(query, filter, &prelude, directors.as_deref());
            if let Some(after) = after {
                query.push(" AND seq < ").push_bind(after);
            }
            match played {
                None => {}
                Some(true) => {
                    query.push(" AND ").push(PLAYED_WITH_REPORT);
                    if let Some(seq) = prelude.played_seq_from {
                        query.push(" AND incidents.seq >= ").push_bind(seq);
                    }
                    if let Some(seq) = prelude.played_seq_to {
                        query.push(" AND incidents.seq <= ").push_bind(seq);
                    }
                }
                Some(false) => {
                    query.push(" AND NOT ").push(PLAYED_WITH_REPORT);
                }
            }
            // The incidents reported apart from their play are read from
            // their index and sorted: ordered by `seq` itself, PostgreSQL
            // took them for spread evenly over the history and walked `seq`
            // from the newest report instead (100 ms for a month at 1 M
            // incidents, against 8 ms; docs/PERFORMANCE.md). `seq + 0` is
            // the same order, which no index gives.
            let order =
                if played == Some(false) { " ORDER BY seq + 0 DESC LIMIT " } else { " ORDER BY seq DESC LIMIT " };
            query.push(order).push_bind(limit + 1);
        };
        if filter.occurred_from.is_none() && filter.occurred_to.is_none() {
            branch(&mut query, None);
        } else {
            // A period of play (migration 0017): the incidents reported
            // around it, walked between its bounds, and those reported apart
            // from their play, from their index; merged by `seq`. Each part
            // is a newest-first page of its own, so the first rows of the
            // two are the first rows of the whole.
            query.push("SELECT * FROM ((");
            branch(&mut query, Some(true));
            query.push(") UNION ALL (");
            branch(&mut query, Some(false));
            query.push(")) AS incidents ORDER BY seq DESC LIMIT ").push_bind(limit + 1);
        }
        Ok((query, limit))
    }

    /// Reads what a search on `filter` needs beforehand (see
    /// [`SearchPrelude`]), in one statement: one probe of the date index
    /// (incidents_created_at_seq, migration 0007) per end of its period, the
    /// clubs of its region (clubs_region, migration 0013).
    async fn search_prelude(&self, filter: &IncidentFilter) -> Result<SearchPrelude, StoreError> {
        // A period, newest first: its rows lie after the last report made
        // well before it and before the first made well after it (the
        // margin above). Bounded so, the newest-first walk starts at the
        // period's end instead of discarding every later incident, and
        // stops at its start; the dates are still checked row by row. Two
        // probes, where reading the period's smallest and largest seq read
        // every entry of the period (200 ms for a season at 1 M incidents;
        // docs/PERFORMANCE.md).
        let before = filter.from.map(clamp_bound).and_then(|from| from.checked_sub_signed(REPORT_TIME_MARGIN));
        let after = filter.to.map(clamp_bound).and_then(|to| to.checked_add_signed(REPORT_TIME_MARGIN));
        // A period of play: an incident played in it and reported within a
        // day of its play was reported from a day before the period to a day
        // after it (the same probes, with the lag added to the margin).
        let played_lag = PLAY_REPORT_LAG + REPORT_TIME_MARGIN;
        let played_before = filter.occurred_from.map(clamp_bound).and_then(|from| from.checked_sub_signed(played_lag));
        let played_after = filter.occurred_to.map(clamp_bound).and_then(|to| to.checked_add_signed(played_lag));
        // A region is the clubs that name it. Given as their ids, the clubs
        // are a filter on the newest-first walk: written as a subquery,
        // PostgreSQL joined them and sorted the whole period (0.3 to 2 s at
        // 1 M incidents).
        if before.is_none()
            && after.is_none()
            && filter.region.is_none()
            && played_before.is_none()
            && played_after.is_none()
        {
            return Ok(SearchPrelude::default());
        }
        // A NULL end or region reads nothing (a comparison with NULL holds
        // for no row); what the filter does not ask is not kept below.
        type Bounds = (i64, Option<i64>, Option<Vec<Uuid>>, i64, Option<i64>);
        let (seq_from, seq_to, clubs, played_seq_from, played_seq_to): Bounds = sqlx::query_as(
            "SELECT coalesce((SELECT p.seq FROM incidents AS p WHERE p.created_at < $1
                              ORDER BY p.created_at DESC LIMIT 1), 0),
                    (SELECT p.seq FROM incidents AS p WHERE p.created_at >= $2 ORDER BY p.created_at LIMIT 1),
                    (SELECT array_agg(c.id) FROM clubs AS c WHERE c.region = $3),
                    coalesce((SELECT p.seq FROM incidents AS p WHERE p.created_at < $4
                              ORDER BY p.created_at DESC LIMIT 1), 0),
                    (SELECT p.seq FROM incidents AS p WHERE p.created_at >= $5 ORDER BY p.created_at LIMIT 1)",
        )
        .bind(before)
        .bind(after)
        .bind(filter.region.as_deref())
        .bind(played_before)
        .bind(played_after)
        .fetch_one(&self.pool)
        .await?;
        Ok(SearchPrelude {
            seq_from: before.map(|_| seq_from),
            seq_to: after.and(seq_to),
            // A region no club names holds no incident: an empty list, not
            // no filter.
            region_clubs: filter.region.as_ref().map(|_| clubs.unwrap_or_default()),
            played_seq_from: played_before.map(|_| played_seq_from),
            played_seq_to: played_after.and(played_seq_to),
        })
    }
}

/// Appends to `query` (a statement on `incidents` ending in a `WHERE`
/// clause) a condition for each search filter `filter` sets (those both
/// backends write alike through [`crate::push_shared_conditions`]), and
/// nothing for the others. The values are bound; only fixed text is written in.
///
/// `prelude`: what [`PgStore::search_prelude`] read for `filter`.
/// `directors`: the actors [`crate::actors_of_holders`] found for
/// `filter.director`, when it is set.
fn push_search_conditions(
    query: &mut sqlx::QueryBuilder<sqlx::Postgres>,
    filter: &IncidentFilter,
    prelude: &SearchPrelude,
    directors: Option<&[String]>,
) {
    if let Some(club) = filter.club_id {
        query.push(" AND incidents.club_id = ").push_bind(club);
    }
    crate::push_shared_conditions(query, filter, APPEAL_STATE);
    push_overridden(query, filter.overridden);
    if let Some(clubs) = &prelude.region_clubs {
        query.push(" AND incidents.club_id = ANY(").push_bind(clubs.clone()).push(")");
    }
    if let Some(seq) = prelude.seq_from {
        query.push(" AND incidents.seq >= ").push_bind(seq);
    }
    if let Some(seq) = prelude.seq_to {
        query.push(" AND incidents.seq <= ").push_bind(seq);
    }
    let (from, to) = (filter.from.map(clamp_bound), filter.to.map(clamp_bound));
    if let Some(from) = from {
        query.push(" AND incidents.created_at >= ").push_bind(from);
    }
    if let Some(to) = to {
        query.push(" AND incidents.created_at < ").push_bind(to);
    }
    // When it happened (migration 0011's column and index).
    if let Some(from) = filter.occurred_from.map(clamp_bound) {
        query.push(" AND incidents.occurred_at >= ").push_bind(from);
    }
    if let Some(to) = filter.occurred_to.map(clamp_bound) {
        query.push(" AND incidents.occurred_at < ").push_bind(to);
    }
    if let Some(law) = &filter.law {
        // By `seq` (migration 0015): the law's citations in report order
        // are merged with the incidents' walk, where probing them by
        // incident id for every incident walked took tens of ms for a
        // paragraph cited once in forty incidents.
        query
            .push(" AND incidents.seq IN (SELECT c.seq FROM incident_citations AS c WHERE c.law = ")
            .push_bind(law.clone());
        if let Some(paragraph) = &filter.paragraph {
            // A prefix as LIKE does it, the paragraph's own `%`, `_` and
            // `\` taken literally: PostgreSQL then estimates how many
            // citations it matches (it cannot for a substr() comparison, and
            // misplanned 27B2 at 1 M incidents).
            let literal = paragraph.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
            query.push(" AND c.paragraph LIKE ").push_bind(format!("{literal}%"));
        }
        query.push(")");
    }
    if let Some(law) = &filter.engine_law {
        // By `seq`, as for the current ruling's law, above.
        query
            .push(" AND incidents.seq IN (SELECT e.seq FROM incident_engine_citations AS e WHERE e.law = ")
            .push_bind(law.clone());
        if let Some(paragraph) = &filter.engine_paragraph {
            // As for the current ruling's paragraph, above.
            let literal = paragraph.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
            query.push(" AND e.paragraph LIKE ").push_bind(format!("{literal}%"));
        }
        query.push(")");
    }
    if let Some(rule) = &filter.rule {
        query
            .push(" AND incidents.id IN (SELECT r.incident_id FROM incident_rules AS r WHERE r.rule = ")
            .push_bind(rule.clone())
            .push(")");
    }
    // The expression of the index incidents_event_seq (migration 0007).
    if let Some(event) = &filter.event {
        query.push(" AND (incidents.context::jsonb ->> 'event') = ").push_bind(event.clone());
    }
    if let Some(board) = filter.board {
        query.push(" AND (incidents.context::jsonb ->> 'board') = ").push_bind(board.to_string());
    }
    // The events of the keys whose holder matches, by actor
    // (incident_events_actor, migration 0008); no key, no incident.
    if let Some(actors) = directors {
        query
            .push(" AND incidents.id IN (SELECT e.incident_id FROM incident_events AS e WHERE e.actor = ANY(")
            .push_bind(actors.to_vec())
            .push("))");
    }
    if let Some(words) = &filter.words {
        // The column and configuration follow the caller's language.
        let (column, configuration) = if words.lang == "en" { ("en", "english") } else { ("fr", "french") };
        query
            .push(format!(
                " AND incidents.id IN (SELECT t.incident_id FROM incident_texts AS t \
                 WHERE t.{column} @@ plainto_tsquery('{configuration}', "
            ))
            .push_bind(words.words.join(" "))
            .push("))");
    }
}

/// Appends the `overridden` filter, when it is set: by `seq` (migration
/// 0018), the overruled incidents in report order merged with the walk,
/// where testing each incident walked for a director's ruling event probed
/// forty incidents per match.
fn push_overridden(query: &mut sqlx::QueryBuilder<sqlx::Postgres>, overridden: Option<bool>) {
    match overridden {
        Some(true) => {
            query.push(" AND incidents.seq IN (SELECT o.seq FROM incident_overrides AS o)");
        }
        Some(false) => {
            query.push(" AND NOT EXISTS (SELECT 1 FROM incident_overrides AS o WHERE o.incident_id = incidents.id)");
        }
        None => {}
    }
}

/// The state of an incident's latest appeal, as a statistics group's value
/// (see [`crate::appeal_state`]).
const APPEAL_STATE: &str = crate::appeal_state!("a.payload::jsonb ->> 'outcome'");

/// A [`Store`] on a PostgreSQL database.
pub(crate) struct PgStore {
    pool: PgPool,
}

/// The pool size of a replica's lazy pool, which cannot ask its database
/// before its first read (see [`crate::PoolSize::ForTheDatabase`]).
const LAZY_POOL_SIZE: u32 = 10;

/// The session settings of every connection of the server's pools.
///
/// No JIT: the server's statements are small (a write and the side tables'
/// triggers, a page of a search), and PostgreSQL compiles a statement with
/// LLVM whenever its estimated cost crosses `jit_above_cost`, at every
/// execution. An estimate made on stale statistics was enough: at 2.5 M
/// generated incidents, a trigger statement that reads one incident's
/// citations was estimated at 28,000 rows and compiled for every ruling
/// written, three quarters of the database's time (a `perf` profile;
/// docs/PERFORMANCE.md). A search reads a page, not a table: compiling it
/// would cost more than it could save.
fn session_settings(options: PgConnectOptions) -> PgConnectOptions {
    options.options([("jit", "off")])
}

impl PgStore {
    /// Connects with these options and runs the migrations.
    pub(crate) async fn connect_with(options: PgConnectOptions, size: PoolSize) -> Result<Self, StoreError> {
        let store = Self::pooled(options, size).await?;
        store.migrate().await?;
        Ok(store)
    }

    /// A pool of `size` connections on the database `options` name.
    async fn pooled(options: PgConnectOptions, size: PoolSize) -> Result<Self, StoreError> {
        let options = session_settings(options);
        let max = match size {
            PoolSize::Fixed(n) => n,
            PoolSize::ForTheDatabase => {
                // One connection to ask, closed before the pool opens its own;
                // bounded like the pool's own connections, so that a
                // database that does not answer fails the start as quickly.
                let mut probe = tokio::time::timeout(ACQUIRE_TIMEOUT, PgConnection::connect_with(&options))
                    .await
                    .map_err(|_| StoreError::Database(sqlx::Error::PoolTimedOut))??;
                let setting = |name: &'static str| {
                    sqlx::query_scalar::<_, String>("SELECT setting FROM pg_settings WHERE name = $1").bind(name)
                };
                let number = |setting: Option<String>| setting.and_then(|s| s.parse::<u32>().ok());
                let max_connections = number(setting("max_connections").fetch_optional(&mut probe).await?);
                let for_superusers =
                    number(setting("superuser_reserved_connections").fetch_optional(&mut probe).await?);
                // PostgreSQL 16 reserves more for `pg_use_reserved_connections`
                // (absent before 16: none).
                let for_role = number(setting("reserved_connections").fetch_optional(&mut probe).await?);
                probe.close().await?;
                crate::pool_size_for(
                    max_connections.unwrap_or(100),
                    for_superusers.unwrap_or(3).saturating_add(for_role.unwrap_or(0)),
                )
            }
        };
        let pool =
            PgPoolOptions::new().max_connections(max).acquire_timeout(ACQUIRE_TIMEOUT).connect_with(options).await?;
        Ok(PgStore { pool })
    }

    /// Connects to `url` (`postgres://...` or `postgresql://...`).
    pub(crate) async fn connect(url: &str, size: PoolSize) -> Result<Self, StoreError> {
        Self::connect_with(PgConnectOptions::from_str(url)?, size).await
    }

    /// Connects to `url` without running the migrations (a role that owns
    /// nothing cannot run them).
    pub(crate) async fn connect_unmigrated(url: &str, size: PoolSize) -> Result<Self, StoreError> {
        Self::pooled(PgConnectOptions::from_str(url)?, size).await
    }

    /// A pool on `url` that connects on first use (a read replica: see
    /// [`crate::connect_replica`]).
    pub(crate) fn connect_lazy(url: &str, size: PoolSize) -> Result<Self, StoreError> {
        let options = session_settings(PgConnectOptions::from_str(url)?);
        let max = match size {
            PoolSize::Fixed(n) => n,
            PoolSize::ForTheDatabase => LAZY_POOL_SIZE,
        };
        let pool =
            PgPoolOptions::new().max_connections(max).acquire_timeout(ACQUIRE_TIMEOUT).connect_lazy_with(options);
        Ok(PgStore { pool })
    }

    /// Creates `schema` if missing, then connects with it as the only schema
    /// on the search path, so every table lives (and is migrated) there.
    pub(crate) async fn connect_in_schema(url: &str, schema: &str) -> Result<Self, StoreError> {
        let options = PgConnectOptions::from_str(url)?;
        execute_on_schema(&options, "CREATE SCHEMA IF NOT EXISTS", schema, "").await?;
        // Tests open many stores at once: each keeps today's ten.
        Self::connect_with(options.options([("search_path", schema)]), PoolSize::Fixed(10)).await
    }
}

/// Drops `schema` and everything in it (see [`crate::drop_postgres_schema`]).
pub(crate) async fn drop_schema(url: &str, schema: &str) -> Result<(), StoreError> {
    let options = PgConnectOptions::from_str(url)?;
    execute_on_schema(&options, "DROP SCHEMA IF EXISTS", schema, " CASCADE").await
}

/// Runs `<verb> "<schema>"<suffix>` on a one-off connection. DDL cannot take
/// the schema name as a bind parameter, so the name is checked first: only
/// lowercase ASCII letters, digits and `_` (PostgreSQL folds unquoted names
/// in `search_path` to lowercase, so anything else would not match).
async fn execute_on_schema(
    options: &PgConnectOptions,
    verb: &'static str,
    schema: &str,
    suffix: &'static str,
) -> Result<(), StoreError> {
    if !is_plain_identifier(schema) {
        return Err(StoreError::UnsupportedUrl(format!(
            "invalid schema name {schema:?} (use a-z, 0-9 and _, at most 63 bytes)"
        )));
    }
    let mut conn = options.connect().await?;
    let sql = format!("{verb} \"{schema}\"{suffix}");
    sqlx::query(sqlx::AssertSqlSafe(sql)).execute(&mut conn).await?;
    conn.close().await?;
    Ok(())
}

fn is_plain_identifier(name: &str) -> bool {
    let mut bytes = name.bytes();
    matches!(bytes.next(), Some(b'a'..=b'z' | b'_'))
        && bytes.all(|b| matches!(b, b'a'..=b'z' | b'0'..=b'9' | b'_'))
        && name.len() <= 63
}

// ---------------------------------------------------------------------------
// Rows as PostgreSQL returns them, and their conversion to the model.

#[derive(sqlx::FromRow)]
struct ApiKeyRow {
    id: Uuid,
    club_id: Option<Uuid>,
    role: String,
    created_at: DateTime<Utc>,
    label: Option<String>,
    holder_kind: Option<String>,
    holder_name: Option<String>,
    holder_licence: Option<String>,
    expires_at: Option<DateTime<Utc>>,
    revoked_at: Option<DateTime<Utc>>,
}

/// The columns an [`ApiKeyRow`] reads.
const API_KEY_COLUMNS: &str =
    "id, club_id, role, created_at, label, holder_kind, holder_name, holder_licence, expires_at, revoked_at";

impl TryFrom<ApiKeyRow> for ApiKey {
    type Error = StoreError;
    fn try_from(row: ApiKeyRow) -> Result<Self, StoreError> {
        Ok(ApiKey {
            id: row.id,
            club_id: row.club_id,
            role: role_from_text(&row.role)?,
            created_at: row.created_at,
            label: row.label,
            holder: holder_from_columns(row.holder_kind.as_deref(), row.holder_name, row.holder_licence)?,
            expires_at: row.expires_at,
            revoked_at: row.revoked_at,
        })
    }
}

/// Inserts a new key in `tx` and returns it with its secret.
async fn insert_api_key(tx: &mut sqlx::PgConnection, new: &NewApiKey) -> Result<(ApiKey, String), StoreError> {
    let secret = new_secret();
    let row: ApiKeyRow = sqlx::query_as(sqlx::AssertSqlSafe(format!(
        "INSERT INTO api_keys (id, club_id, role, secret_hash, created_at, label, holder_kind, holder_name,
                               holder_licence, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         RETURNING {API_KEY_COLUMNS}"
    )))
    .bind(Uuid::now_v7())
    .bind(new.club_id)
    .bind(new.role.as_str())
    .bind(hash_secret(&secret))
    .bind(now())
    .bind(&new.label)
    .bind(new.holder.as_ref().map(|h| h.kind.as_str()))
    .bind(new.holder.as_ref().map(|h| h.name.as_str()))
    .bind(new.holder.as_ref().and_then(|h| h.licence.as_deref()))
    .bind(new.expires_at)
    .fetch_one(&mut *tx)
    .await
    .map_err(not_found_on_fk)?;
    Ok((row.try_into()?, secret))
}

/// A row of [`Store::list_with_rulings`]: the incident, and what a list
/// shows of its current ruling (`None` when it has none).
#[derive(sqlx::FromRow)]
struct ListedRow {
    #[sqlx(flatten)]
    incident: IncidentRow,
    /// The current ruling's summary and citations (migration 0016).
    shown: Option<String>,
    given_with: Option<String>,
    appeal: Option<String>,
    club_name: Option<String>,
}

#[derive(sqlx::FromRow)]
struct IncidentRow {
    id: Uuid,
    seq: i64,
    club_id: Uuid,
    game: String,
    kind: String,
    ruleset: String,
    status: String,
    context: String,
    input: String,
    version: i64,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl TryFrom<IncidentRow> for Incident {
    type Error = StoreError;
    fn try_from(row: IncidentRow) -> Result<Self, StoreError> {
        Ok(Incident {
            id: row.id,
            seq: row.seq,
            club_id: row.club_id,
            game: row.game,
            kind: row.kind,
            ruleset: row.ruleset,
            status: row.status,
            context: json_from_text("incidents.context", &row.context)?,
            input: json_from_text("incidents.input", &row.input)?,
            version: row.version,
            created_at: row.created_at,
            updated_at: row.updated_at,
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
    id: Uuid,
    incident_id: Uuid,
    seq: i64,
    kind: String,
    actor: String,
    payload: String,
    created_at: DateTime<Utc>,
}

impl TryFrom<EventRow> for IncidentEvent {
    type Error = StoreError;
    fn try_from(row: EventRow) -> Result<Self, StoreError> {
        Ok(IncidentEvent {
            id: row.id,
            incident_id: row.incident_id,
            seq: row.seq,
            kind: row.kind,
            actor: row.actor,
            payload: json_from_text("incident_events.payload", &row.payload)?,
            created_at: row.created_at,
        })
    }
}

#[derive(sqlx::FromRow)]
struct RulingRow {
    id: Uuid,
    incident_id: Uuid,
    event_id: Uuid,
    seq: i64,
    decision: String,
    engine_version: String,
    ruleset_version: String,
    status: String,
    created_at: DateTime<Utc>,
}

impl TryFrom<RulingRow> for RulingSnapshot {
    type Error = StoreError;
    fn try_from(row: RulingRow) -> Result<Self, StoreError> {
        Ok(RulingSnapshot {
            id: row.id,
            incident_id: row.incident_id,
            event_id: row.event_id,
            seq: row.seq,
            decision: json_from_text("rulings.decision", &row.decision)?,
            engine_version: row.engine_version,
            ruleset_version: row.ruleset_version,
            status: row.status,
            created_at: row.created_at,
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
    id: Uuid,
    club_id: Uuid,
    incident_id: Option<Uuid>,
    player: String,
    kind: String,
    detail: String,
    created_at: DateTime<Utc>,
    // Only the query a count reads selects it.
    #[sqlx(default)]
    incident_reported_at: Option<DateTime<Utc>>,
}

impl TryFrom<SanctionRow> for Sanction {
    type Error = StoreError;
    fn try_from(row: SanctionRow) -> Result<Self, StoreError> {
        Ok(Sanction {
            id: row.id,
            club_id: row.club_id,
            incident_id: row.incident_id,
            player: row.player,
            kind: row.kind,
            detail: json_from_text("sanctions.detail", &row.detail)?,
            created_at: row.created_at,
            incident_reported_at: row.incident_reported_at,
        })
    }
}

fn convert_all<R, T>(rows: Vec<R>) -> Result<Vec<T>, StoreError>
where
    T: TryFrom<R, Error = StoreError>,
{
    rows.into_iter().map(T::try_from).collect()
}

/// The sanctions of a set of players (`$1`, an array of licences), oldest
/// first; ids are time-ordered (v7) and break ties between equal timestamps.
const SANCTIONS_OF_PLAYERS: &str = "SELECT s.id, s.club_id, s.incident_id, s.player, s.kind, s.detail, s.created_at,
            i.created_at AS incident_reported_at
     FROM sanctions AS s LEFT JOIN incidents AS i ON i.id = s.incident_id
     WHERE s.player = ANY($1) ORDER BY s.created_at, s.id";

/// Locks the sanctions of `players` until the transaction ends: a
/// transaction-scoped advisory lock per player, taken in sorted order so
/// that two writes never wait for each other in a circle. Another process
/// writing a ruling for one of them waits here, then counts what this one
/// committed.
async fn lock_players(tx: &mut sqlx::PgConnection, players: &[String]) -> Result<(), StoreError> {
    for player in players {
        sqlx::query("SELECT pg_advisory_xact_lock(hashtextextended($1, 7301))")
            .bind(format!("arbitre.sanctions:{player}"))
            .execute(&mut *tx)
            .await?;
    }
    Ok(())
}

/// Checks the counts of earlier offences a ruling rests on, then records
/// its sanctions against its incident, in the write's transaction (the
/// players locked by [`lock_players`] first).
async fn write_sanctions(
    tx: &mut sqlx::PgConnection,
    incident_id: Uuid,
    write: &SanctionWrite,
    at: DateTime<Utc>,
) -> Result<(), StoreError> {
    // The counts are checked on one read of every counted player's
    // sanctions, and the new rows go in with one statement.
    let mut counted: Vec<String> = write.counts.iter().map(|(query, _)| query.player.clone()).collect();
    counted.sort();
    counted.dedup();
    if !counted.is_empty() {
        let rows: Vec<SanctionRow> = sqlx::query_as(SANCTIONS_OF_PLAYERS).bind(&counted).fetch_all(&mut *tx).await?;
        let history = convert_all(rows)?;
        if write.counts.iter().any(|(query, expected)| count_offences(&history, query) != *expected) {
            return Err(StoreError::OffencesChanged);
        }
    }
    if write.sanctions.is_empty() {
        return Ok(());
    }
    // Ids are time-ordered (v7) and made in the plan's order, so the
    // history reads back in that order.
    let ids: Vec<Uuid> = write.sanctions.iter().map(|_| Uuid::now_v7()).collect();
    let clubs: Vec<Uuid> = write.sanctions.iter().map(|n| n.club_id).collect();
    let players: Vec<String> = write.sanctions.iter().map(|n| n.player.clone()).collect();
    let kinds: Vec<String> = write.sanctions.iter().map(|n| n.kind.clone()).collect();
    let details: Vec<String> = write.sanctions.iter().map(|n| crate::model::json_text(&n.detail)).collect();
    sqlx::query(
        "INSERT INTO sanctions (id, club_id, incident_id, player, kind, detail, created_at)
         SELECT s.id, s.club_id, $6, s.player, s.kind, s.detail, $7
         FROM UNNEST($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[])
             AS s (id, club_id, player, kind, detail)",
    )
    .bind(&ids)
    .bind(&clubs)
    .bind(&players)
    .bind(&kinds)
    .bind(&details)
    .bind(incident_id)
    .bind(at)
    .execute(&mut *tx)
    .await
    .map_err(not_found_on_fk)?;
    Ok(())
}

/// Inserts an incident's event and the ruling that goes with it (both carry
/// the same `seq`, the incident's new version).
async fn insert_event_and_ruling(
    tx: &mut sqlx::PgConnection,
    incident_id: Uuid,
    seq: i64,
    event: &NewEvent,
    ruling: &NewRuling,
    at: DateTime<Utc>,
) -> Result<(Uuid, Uuid), StoreError> {
    let event_id = Uuid::now_v7();
    let ruling_id = Uuid::now_v7();
    // One statement, one round trip (issue 18): the event's row, then the
    // ruling's. Their triggers fire at the statement's end in that order
    // (checked in psql with logging triggers), so the event's find the
    // ruling's row already written, which none of them reads: they read the
    // incident, its events and the side tables the ruling's triggers fill
    // after them, as with two statements.
    sqlx::query(
        "WITH new_event AS (
             INSERT INTO incident_events (id, incident_id, seq, kind, actor, payload, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             RETURNING id
         )
         INSERT INTO rulings (id, incident_id, event_id, seq, decision, engine_version,
                              ruleset_version, status, created_at)
         SELECT $8, $2, new_event.id, $3, $9, $10, $11, $12, $7 FROM new_event",
    )
    .bind(event_id)
    .bind(incident_id)
    .bind(seq)
    .bind(&event.kind)
    .bind(&event.actor)
    .bind(crate::model::json_text(&event.payload))
    .bind(at)
    .bind(ruling_id)
    .bind(crate::model::json_text(&ruling.decision))
    .bind(&ruling.engine_version)
    .bind(&ruling.ruleset_version)
    .bind(&ruling.status)
    .execute(&mut *tx)
    .await?;
    Ok((event_id, ruling_id))
}

/// Writes a new incident with its report's event and first ruling, in one
/// statement: the incident's row, then the event's (from the incident's),
/// then the ruling's (from the event's). Each row's triggers fire at the
/// statement's end in that order (checked in psql with logging triggers);
/// the incident's and the event's then find the later rows written, which
/// none of them reads (they read the incident, its events and the side
/// tables the ruling's triggers fill after them), so they do what they did
/// for three statements. If
/// another transaction holds the same (club, key), PostgreSQL makes the
/// statement wait until that transaction ends; if it committed, `ON
/// CONFLICT DO NOTHING` inserts no incident, hence no event and no ruling,
/// and the answer is `None`; otherwise it is the incident's row and the ids
/// of its event and ruling. Without a key (NULL) there is never a conflict.
async fn insert_report<'e>(
    executor: impl sqlx::PgExecutor<'e>,
    id: Uuid,
    new: &NewIncident,
    key: Option<&str>,
    hash: Option<&str>,
    at: DateTime<Utc>,
) -> Result<Option<(IncidentRow, (Uuid, Uuid))>, StoreError> {
    let (event_id, ruling_id) = (Uuid::now_v7(), Uuid::now_v7());
    let inserted: Option<IncidentRow> = sqlx::query_as(
        "WITH new_incident AS (
             INSERT INTO incidents (id, club_id, game, kind, ruleset, status, context, input,
                                    version, idempotency_key, request_hash, created_at, updated_at,
                                    occurred_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1, $9, $10, $11, $11, $12)
             ON CONFLICT (club_id, idempotency_key) DO NOTHING
             RETURNING id, seq, club_id, game, kind, ruleset, status, context, input, version,
                       created_at, updated_at
         ), new_event AS (
             INSERT INTO incident_events (id, incident_id, seq, kind, actor, payload, created_at)
             SELECT $13, new_incident.id, 1, $14, $15, $16, $11 FROM new_incident
             RETURNING id
         ), new_ruling AS (
             INSERT INTO rulings (id, incident_id, event_id, seq, decision, engine_version,
                                  ruleset_version, status, created_at)
             SELECT $17, $1, new_event.id, 1, $18, $19, $20, $21, $11 FROM new_event
         )
         SELECT id, seq, club_id, game, kind, ruleset, status, context, input, version,
                created_at, updated_at
         FROM new_incident",
    )
    .bind(id)
    .bind(new.club_id)
    .bind(&new.game)
    .bind(&new.kind)
    .bind(&new.ruleset)
    .bind(&new.status)
    .bind(crate::model::json_text(&new.context))
    .bind(crate::model::json_text(&new.input))
    .bind(key)
    .bind(hash)
    .bind(at)
    .bind(crate::model::occurred_at_of(&new.context))
    .bind(event_id)
    .bind(&new.event.kind)
    .bind(&new.event.actor)
    .bind(crate::model::json_text(&new.event.payload))
    .bind(ruling_id)
    .bind(crate::model::json_text(&new.ruling.decision))
    .bind(&new.ruling.engine_version)
    .bind(&new.ruling.ruleset_version)
    .bind(&new.ruling.status)
    .fetch_optional(executor)
    .await
    .map_err(not_found_on_fk)?;
    Ok(inserted.map(|row| (row, (event_id, ruling_id))))
}

/// The answer to a report stored as `row` with its event and ruling
/// `ids`: the event and ruling moved out of `new` (see
/// [`crate::model::written`]).
fn created(
    row: IncidentRow,
    ids: (Uuid, Uuid),
    new: NewIncident,
    at: DateTime<Utc>,
) -> Result<CreateOutcome, StoreError> {
    let written = crate::model::written(row.id, 1, ids, (new.event, new.ruling), at);
    Ok(CreateOutcome::Created(row.try_into()?, Box::new(written)))
}

/// The incident that holds the idempotency key a new report collided with:
/// the same request's (answered again), or another's (refused).
async fn existing_report<'e>(
    executor: impl sqlx::PgExecutor<'e>,
    club_id: Uuid,
    key: Option<&str>,
    hash: Option<&str>,
) -> Result<CreateOutcome, StoreError> {
    let existing: Option<KeyedIncidentRow> = sqlx::query_as(
        "SELECT request_hash, id, seq, club_id, game, kind, ruleset, status, context,
                input, version, created_at, updated_at
         FROM incidents WHERE club_id = $1 AND idempotency_key = $2",
    )
    .bind(club_id)
    .bind(key)
    .fetch_optional(executor)
    .await?;
    match existing {
        Some(e) if e.request_hash.as_deref() == hash => Ok(CreateOutcome::Existing(e.incident.try_into()?)),
        Some(_) => Err(StoreError::IdempotencyKeyReused),
        // Incidents are never deleted, so the row that caused the conflict
        // must still be there.
        None => Err(StoreError::Corrupt("idempotency conflict but no incident holds the key".to_owned())),
    }
}

#[async_trait]
impl Store for PgStore {
    async fn ping(&self) -> Result<(), StoreError> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    async fn migrate(&self) -> Result<(), StoreError> {
        MIGRATOR.run(&self.pool).await?;
        // Every time, so that a role created after the migrations (or an
        // upgrade that added a table) gets what the server needs. One
        // server at a time: PostgreSQL refuses a GRANT on an object another
        // transaction is granting on ("tuple concurrently updated"), which
        // stopped one of two servers started together (contract test
        // `postgres_servers_starting_together_all_start`). sqlx's own lock
        // covers the migrations, not this.
        let mut grants = self.pool.begin().await?;
        sqlx::query("SELECT pg_advisory_xact_lock(hashtext('arbitre_grants.' || current_schema()))")
            .execute(&mut *grants)
            .await?;
        sqlx::query(SERVER_ROLE_GRANTS).execute(&mut *grants).await?;
        grants.commit().await?;
        Ok(())
    }

    async fn create_club_in(&self, name: &str, region: Option<&str>) -> Result<Club, StoreError> {
        let (id, name, created_at, region): (Uuid, String, DateTime<Utc>, Option<String>) = sqlx::query_as(
            "INSERT INTO clubs (id, name, created_at, region) VALUES ($1, $2, $3, $4)
             RETURNING id, name, created_at, region",
        )
        .bind(Uuid::now_v7())
        .bind(name)
        .bind(now())
        .bind(region)
        .fetch_one(&self.pool)
        .await?;
        Ok(Club { id, name, created_at, region })
    }

    async fn set_club_region(&self, id: Uuid, region: Option<&str>) -> Result<Option<Club>, StoreError> {
        let row: Option<(Uuid, String, DateTime<Utc>, Option<String>)> =
            sqlx::query_as("UPDATE clubs SET region = $2 WHERE id = $1 RETURNING id, name, created_at, region")
                .bind(id)
                .bind(region)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|(id, name, created_at, region)| Club { id, name, created_at, region }))
    }

    async fn get_club(&self, id: Uuid) -> Result<Option<Club>, StoreError> {
        let row: Option<(Uuid, String, DateTime<Utc>, Option<String>)> =
            sqlx::query_as("SELECT id, name, created_at, region FROM clubs WHERE id = $1")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|(id, name, created_at, region)| Club { id, name, created_at, region }))
    }

    async fn issue_api_key(&self, new: NewApiKey) -> Result<(ApiKey, String), StoreError> {
        let mut connection = self.pool.acquire().await?;
        insert_api_key(&mut connection, &new).await
    }

    async fn authenticate(&self, secret: &str) -> Result<Option<ApiKey>, StoreError> {
        // A club key whose club is gone authenticates no more than a revoked
        // or expired one.
        let row: Option<ApiKeyRow> = sqlx::query_as(
            "SELECT k.id, k.club_id, k.role, k.created_at, k.label, k.holder_kind, k.holder_name, k.holder_licence,
                    k.expires_at, k.revoked_at
             FROM api_keys k LEFT JOIN clubs c ON c.id = k.club_id
             WHERE k.secret_hash = $1 AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > $2)
               AND (k.club_id IS NULL OR c.id IS NOT NULL)",
        )
        .bind(hash_secret(secret))
        .bind(now())
        .fetch_optional(&self.pool)
        .await?;
        row.map(ApiKey::try_from).transpose()
    }

    async fn api_keys(&self, club_id: Option<Uuid>) -> Result<Vec<ApiKey>, StoreError> {
        let rows: Vec<ApiKeyRow> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT {API_KEY_COLUMNS} FROM api_keys WHERE $1::uuid IS NULL OR club_id = $1 ORDER BY created_at, id"
        )))
        .bind(club_id)
        .fetch_all(&self.pool)
        .await?;
        convert_all(rows)
    }

    async fn revoke_api_key(&self, id: Uuid) -> Result<ApiKey, StoreError> {
        let row: Option<ApiKeyRow> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "UPDATE api_keys SET revoked_at = COALESCE(revoked_at, $2) WHERE id = $1 RETURNING {API_KEY_COLUMNS}"
        )))
        .bind(id)
        .bind(now())
        .fetch_optional(&self.pool)
        .await?;
        row.ok_or(StoreError::NotFound)?.try_into()
    }

    async fn rotate_api_key(&self, id: Uuid) -> Result<(ApiKey, String), StoreError> {
        let mut tx = self.pool.begin().await?;
        // Locked, so that two rotations of one key cannot both issue a key.
        let old: Option<ApiKeyRow> = sqlx::query_as(sqlx::AssertSqlSafe(format!(
            "SELECT {API_KEY_COLUMNS} FROM api_keys WHERE id = $1 FOR UPDATE"
        )))
        .bind(id)
        .fetch_optional(&mut *tx)
        .await?;
        let old: ApiKey = old.ok_or(StoreError::NotFound)?.try_into()?;
        if old.revoked_at.is_some() {
            return Err(StoreError::KeyRevoked);
        }
        if !old.is_active(now()) {
            return Err(StoreError::KeyExpired);
        }
        let new = NewApiKey::replacing(old);
        let issued = insert_api_key(&mut tx, &new).await?;
        sqlx::query("UPDATE api_keys SET revoked_at = $2 WHERE id = $1").bind(id).bind(now()).execute(&mut *tx).await?;
        tx.commit().await?;
        Ok(issued)
    }

    async fn create_incident(&self, new: NewIncident) -> Result<CreateOutcome, StoreError> {
        let id = Uuid::now_v7();
        let (key, hash) = match &new.idempotency {
            Some(i) => (Some(i.key.as_str()), Some(i.request_hash.as_str())),
            None => (None, None),
        };
        let players = new.ruling.sanctions.players();
        if players.is_empty() {
            // Nothing to lock, count or sanction: the incident, its report
            // and its ruling are one statement, atomic on its own, with no
            // transaction around it: one round trip instead of five (issue
            // 18; each statement of a report was about a tenth of its time).
            let at = now();
            let Some((row, ids)) = insert_report(&self.pool, id, &new, key, hash, at).await? else {
                return existing_report(&self.pool, new.club_id, key, hash).await;
            };
            return created(row, ids, new, at);
        }

        let mut tx = self.pool.begin().await?;
        lock_players(&mut tx, &players).await?;
        // Stamped once the players are locked: a sanction is never dated
        // before one that another write committed while this one waited.
        let at = now();
        let Some((row, ids)) = insert_report(&mut *tx, id, &new, key, hash, at).await? else {
            // READ COMMITTED: this statement takes a fresh snapshot, so it
            // sees the row of the transaction we waited for.
            let existing = existing_report(&mut *tx, new.club_id, key, hash).await;
            tx.rollback().await?;
            return existing;
        };
        write_sanctions(&mut tx, id, &new.ruling.sanctions, at).await?;
        tx.commit().await?;
        created(row, ids, new, at)
    }

    async fn get_incident(&self, id: Uuid) -> Result<Option<Incident>, StoreError> {
        let row: Option<IncidentRow> = sqlx::query_as(
            "SELECT id, seq, club_id, game, kind, ruleset, status, context, input, version,
                    created_at, updated_at
             FROM incidents WHERE id = $1",
        )
        .bind(id)
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
        let mut tx = self.pool.begin().await?;
        // The players first, then the incident's row: every write takes its
        // locks in that order.
        lock_players(&mut tx, &ruling.sanctions.players()).await?;
        let at = now();
        // Optimistic concurrency: the update only applies if nobody appended
        // since the caller read `expected_version`. A concurrent append waits
        // on the row lock, then re-checks the WHERE against the new version.
        let updated: Option<IncidentRow> = sqlx::query_as(
            "UPDATE incidents
             SET status = $3, input = $4, version = version + 1, updated_at = $5
             WHERE id = $1 AND version = $2
             RETURNING id, seq, club_id, game, kind, ruleset, status, context, input, version,
                       created_at, updated_at",
        )
        .bind(incident_id)
        .bind(expected_version)
        .bind(&new_status)
        .bind(crate::model::json_text(&new_input))
        .bind(at)
        .fetch_optional(&mut *tx)
        .await?;

        let Some(row) = updated else {
            let exists: Option<i32> = sqlx::query_scalar("SELECT 1 FROM incidents WHERE id = $1")
                .bind(incident_id)
                .fetch_optional(&mut *tx)
                .await?;
            tx.rollback().await?;
            return Err(match exists {
                Some(_) => StoreError::VersionConflict,
                None => StoreError::NotFound,
            });
        };

        // The new version is the number of events, hence the new event's seq.
        insert_event_and_ruling(&mut tx, incident_id, row.version, &event, &ruling, at).await?;
        write_sanctions(&mut tx, incident_id, &ruling.sanctions, at).await?;
        tx.commit().await?;
        row.try_into()
    }

    async fn events(&self, incident_id: Uuid) -> Result<Vec<IncidentEvent>, StoreError> {
        let rows: Vec<EventRow> = sqlx::query_as(
            "SELECT id, incident_id, seq, kind, actor, payload, created_at
             FROM incident_events WHERE incident_id = $1 ORDER BY seq",
        )
        .bind(incident_id)
        .fetch_all(&self.pool)
        .await?;
        convert_all(rows)
    }

    async fn rulings(&self, incident_id: Uuid) -> Result<Vec<RulingSnapshot>, StoreError> {
        let rows: Vec<RulingRow> = sqlx::query_as(
            "SELECT id, incident_id, event_id, seq, decision, engine_version, ruleset_version,
                    status, created_at
             FROM rulings WHERE incident_id = $1 ORDER BY seq",
        )
        .bind(incident_id)
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
        let (mut query, limit) = self.search_page("", filter, limit, cursor).await?;
        // Planned each time with its values (an unnamed statement): after
        // five runs of a named one PostgreSQL may keep a generic plan, which
        // cannot see how many rows a period, a region or a paragraph holds,
        // and joined and sorted where it should walk (a search of 27B2 in a
        // region over a season, 60 ms planned with its values, took 0.5 to
        // 1 s with the generic plan at 1 M incidents; docs/PERFORMANCE.md).
        // Planning costs a millisecond or two (EXPLAIN on that database).
        let rows: Vec<IncidentRow> = query.build_query_as().persistent(false).fetch_all(&self.pool).await?;
        Ok(into_page(convert_all(rows)?, limit))
    }

    async fn list_with_rulings(
        &self,
        filter: &IncidentFilter,
        limit: u32,
        cursor: Option<&str>,
    ) -> Result<ListedPage, StoreError> {
        // The page is the search's own statement, kept whole (MATERIALIZED)
        // so that it is planned as `list_incidents` plans it; each of its
        // rows then finds what its ruling shows, its club and events. Read
        // in one statement rather than by a second one naming the page's
        // ids, which found each incident again by its id, and from the
        // summaries' side table (migration 0016) rather than the decision,
        // whose trace a row never shows (both measured in
        // docs/PERFORMANCE.md).
        let (mut query, limit) = self.search_page("WITH page AS MATERIALIZED (", filter, limit, cursor).await?;
        query.push(concat!(
            ") SELECT incidents.*, s.shown, ",
            crate::ruling_given_with!("e.payload::jsonb ->> 'outcome'"),
            " AS given_with, ",
            crate::appeal_state!("a.payload::jsonb ->> 'outcome'"),
            " AS appeal, c.name AS club_name
             FROM page AS incidents
             LEFT JOIN incident_summaries AS s ON s.incident_id = incidents.id
             LEFT JOIN clubs AS c ON c.id = incidents.club_id
             ORDER BY incidents.seq DESC",
        ));
        let rows: Vec<ListedRow> = query.build_query_as().persistent(false).fetch_all(&self.pool).await?;
        let mut incidents = Vec::with_capacity(rows.len());
        let mut rulings = Vec::with_capacity(rows.len());
        for row in rows {
            let incident: Incident = row.incident.try_into()?;
            if let (Some(shown), Some(given_with), Some(club_name)) = (row.shown, row.given_with, row.club_name) {
                let (summary, citations) = crate::model::shown_of_decision("incident_summaries.shown", &shown)?;
                rulings.push(CurrentRuling {
                    incident_id: incident.id,
                    summary,
                    citations,
                    given_with,
                    appeal: row.appeal,
                    club_name,
                });
            }
            incidents.push(incident);
        }
        Ok(ListedPage::pair(into_page(incidents, limit), rulings))
    }

    async fn rulings_given(&self, ids: &[Uuid]) -> Result<Vec<GivenRuling>, StoreError> {
        let rows: Vec<GivenRulingRow> = sqlx::query_as(concat!(
            "SELECT r.id, r.incident_id, r.event_id, r.seq, r.decision, r.engine_version, r.ruleset_version,
                        r.status, r.created_at, e.kind AS given_with, e.actor, k.label AS actor_label,
                        k.holder_kind AS actor_holder_kind, k.holder_name AS actor_holder_name,
                        k.holder_licence AS actor_holder_licence,
                        c.name AS club_name
                 FROM rulings AS r
                 JOIN incident_events AS e ON e.id = r.event_id
                 JOIN incidents AS i ON i.id = r.incident_id
                 JOIN clubs AS c ON c.id = i.club_id
                 LEFT JOIN api_keys AS k ON e.actor = 'key:' || k.id::text
                 WHERE r.incident_id = ANY($1) AND ",
            crate::changes_the_ruling!("e.payload::jsonb ->> 'outcome'"),
            "
                 ORDER BY array_position($1, r.incident_id), r.seq",
        ))
        .bind(ids)
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
        let rows: Vec<(Uuid, String, DateTime<Utc>, Option<String>, i64)> = sqlx::query_as(
            "SELECT c.id, c.name, c.created_at, c.region,
                    (SELECT COUNT(*) FROM incidents AS i WHERE i.club_id = c.id)
             FROM clubs AS c
             WHERE ($1::uuid IS NULL OR c.id = $1) AND ($2::text IS NULL OR c.region = $2)
             ORDER BY c.name, c.id",
        )
        .bind(only)
        .bind(region)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(id, name, created_at, region, count)| (Club { id, name, created_at, region }, count))
            .collect())
    }

    async fn count_incidents(
        &self,
        filter: &IncidentFilter,
        group_by: &[GroupBy],
    ) -> Result<Vec<GroupCount>, StoreError> {
        if let Some(counted) = crate::counts::counted_query(filter, group_by) {
            let mut query = crate::counts::counted_statement(filter, group_by, &counted, ("CAST(", " AS UUID)"));
            let rows = query.build().fetch_all(&self.pool).await?;
            return crate::counts::group_counts(&rows, group_by.len());
        }
        let directors = crate::director_actors(self, filter).await?;
        // The grouped columns come from a fixed list, never from the caller's
        // text: the statement is built, the values are bound.
        let column = |g: &GroupBy| match g {
            GroupBy::Law => "grouped_law.law",
            GroupBy::Kind => "incidents.kind",
            GroupBy::Club => "incidents.club_id::text",
            GroupBy::Month => "to_char(incidents.created_at AT TIME ZONE 'UTC', 'YYYY-MM')",
            GroupBy::OccurredMonth => "coalesce(to_char(incidents.occurred_at AT TIME ZONE 'UTC', 'YYYY-MM'), '')",
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
        // Each incident once per law it cites: the laws of one incident are
        // made distinct beside it (an index probe per incident), so every
        // row of a group is a different incident and COUNT(*) is exact,
        // where COUNT(DISTINCT) over the whole join sorted every group.
        // Without the law, each incident is one row already. Measured on
        // 300,000 incidents, laws by month over a year: 0.93-1.15 s before,
        // 0.64-0.69 s after (docs/PERFORMANCE.md).
        let mut join = String::new();
        if group_by.contains(&GroupBy::Law) {
            join.push_str(
                "JOIN LATERAL (SELECT DISTINCT c.law FROM incident_citations AS c WHERE c.incident_id = incidents.id) \
                 AS grouped_law ON TRUE ",
            );
        }
        if group_by.contains(&GroupBy::EngineLaw) {
            join.push_str(
                "JOIN LATERAL (SELECT DISTINCT e.law FROM incident_engine_citations AS e \
                 WHERE e.incident_id = incidents.id) AS grouped_engine_law ON TRUE",
            );
        }
        let selected = columns.iter().enumerate().map(|(i, c)| format!("{c} AS g{i}")).collect::<Vec<_>>().join(", ");
        let listed = columns.join(", ");
        // As for the list, only the filters asked are written in.
        let mut query =
            sqlx::QueryBuilder::new(format!("SELECT {selected}, COUNT(*) AS n FROM incidents {join} WHERE TRUE"));
        let prelude = self.search_prelude(filter).await?;
        push_search_conditions(&mut query, filter, &prelude, directors.as_deref());
        // One group more than the bound, for the caller to know it cut.
        query.push(format!(" GROUP BY {listed} ORDER BY {listed} LIMIT ")).push_bind(MAX_GROUPS + 1);
        // Planned with its values, as a list is (see there).
        let rows = query.build().persistent(false).fetch_all(&self.pool).await?;
        crate::counts::group_counts(&rows, columns.len())
    }

    async fn fold_counts(&self) -> Result<u64, StoreError> {
        let mut tx = self.pool.begin().await?;
        // One folder at a time: two would take the totals' row locks in
        // different orders. The one that finds the lock taken folds nothing
        // (the other is folding).
        // The lock is the schema's: stores in other schemas of the same
        // database fold their own counts.
        let ours: bool = sqlx::query_scalar(
            "SELECT pg_try_advisory_xact_lock(hashtext('arbitre_fold_counts.' || current_schema()))",
        )
        .fetch_one(&mut *tx)
        .await?;
        if !ours {
            tx.rollback().await?;
            return Ok(0);
        }
        // The changes deleted are exactly those folded: both are the rows
        // this statement's snapshot sees, so a change committed meanwhile
        // waits for the next fold.
        let folded: i64 = sqlx::query_scalar(
            "WITH moved AS (
                 DELETE FROM incident_count_changes
                 RETURNING law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of, n
             ), summed AS (
                 SELECT law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of, SUM(n)::BIGINT AS n
                 FROM moved
                 GROUP BY law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of
                 HAVING SUM(n) <> 0
             ), stored AS (
                 INSERT INTO incident_count_totals AS t
                     (law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of, n)
                 SELECT law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of, n FROM summed
                 ON CONFLICT (law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of)
                 DO UPDATE SET n = t.n + EXCLUDED.n
             )
             SELECT COUNT(*) FROM moved",
        )
        .fetch_one(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(u64::try_from(folded).unwrap_or(0))
    }

    async fn add_sanction(&self, new: NewSanction) -> Result<Sanction, StoreError> {
        let row: SanctionRow = sqlx::query_as(
            "INSERT INTO sanctions (id, club_id, incident_id, player, kind, detail, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             RETURNING id, club_id, incident_id, player, kind, detail, created_at",
        )
        .bind(Uuid::now_v7())
        .bind(new.club_id)
        .bind(new.incident_id)
        .bind(&new.player)
        .bind(&new.kind)
        .bind(crate::model::json_text(&new.detail))
        .bind(now())
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
        let rows: Vec<SanctionRow> = sqlx::query_as(SANCTIONS_OF_PLAYERS).bind(players).fetch_all(&self.pool).await?;
        convert_all(rows)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A period of play's two parts (see `search_page`) rest on three
    /// writings of one condition: the search's SQL, migration 0017's index
    /// predicate (which PostgreSQL must recognise in it to use the index)
    /// and the lag the report-time bounds are widened by. Changing one
    /// without the others would lose incidents or the index.
    #[test]
    fn the_played_with_report_condition_is_written_alike_three_times() {
        let migration = include_str!("../../../migrations/postgres/0017_played_apart_from_report.sql");
        let unqualified = PLAYED_WITH_REPORT.replace("incidents.", "");
        assert!(migration.contains(&format!("WHERE NOT {unqualified}")), "{migration}");
        let days = PLAY_REPORT_LAG.num_days();
        assert_eq!(PLAY_REPORT_LAG, chrono::TimeDelta::days(days));
        assert!(PLAYED_WITH_REPORT.contains(&format!("interval '-{days} day' AND interval '{days} day'")));
    }

    #[test]
    fn schema_names_are_checked() {
        assert!(is_plain_identifier("test_0123abcd"));
        assert!(is_plain_identifier("_x"));
        for bad in ["", "Test", "1abc", "a-b", "a\"b", "a b", &"a".repeat(64)] {
            assert!(!is_plain_identifier(bad), "{bad:?}");
        }
    }

    /// The server's connections run without JIT (`session_settings`): with
    /// it, a trigger statement misestimated on stale statistics was
    /// compiled for every row written. Needs `TEST_DATABASE_URL`, as the
    /// contract tests do.
    #[tokio::test]
    async fn the_pools_connections_run_without_jit() {
        let Ok(url) = std::env::var("TEST_DATABASE_URL") else {
            eprintln!("note: TEST_DATABASE_URL is not set; the JIT setting is not checked");
            return;
        };
        let options = PgConnectOptions::from_str(&url).expect("a PostgreSQL URL");
        let store = PgStore::pooled(options, PoolSize::Fixed(1)).await.expect("a pool");
        let jit: String = sqlx::query_scalar("SHOW jit").fetch_one(&store.pool).await.expect("SHOW jit");
        assert_eq!(jit, "off");
        let lazy = PgStore::connect_lazy(&url, PoolSize::Fixed(1)).expect("a lazy pool");
        let jit: String = sqlx::query_scalar("SHOW jit").fetch_one(&lazy.pool).await.expect("SHOW jit");
        assert_eq!(jit, "off");
    }
}
