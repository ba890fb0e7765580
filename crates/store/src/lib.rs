//! Arbitre's storage: the [`Store`] trait and its two implementations.
//!
//! The server holds no state between requests; everything it must remember
//! lives behind [`Store`]: clubs, API keys, incidents with their append-only
//! history of events and ruling snapshots, and sanctions. Two backends
//! implement it, chosen by the URL scheme given to [`connect`]:
//!
//! - **SQLite** (`sqlite://arbitre.db`, `sqlite::memory:`): embedded, one club
//!   on one machine, the default;
//! - **PostgreSQL** (`postgres://...`): clubs sharing a server, the
//!   federation, several server processes behind a load balancer.
//!
//! Both pass the same contract test suite (`tests/contract.rs`). Migrations
//! live in `migrations/{sqlite,postgres}/` at the workspace root, are
//! embedded at compile time and run by [`connect`].
//!
//! Choices that hold for both backends:
//! - JSON (incident context and input, event payloads, decisions, sanction
//!   details) is stored as TEXT written by `serde_json`, never re-encoded by
//!   the database, so what was given is what is read back, byte for byte;
//! - events and rulings are only ever inserted (the databases refuse UPDATE
//!   and DELETE on them), so a federation can audit any past ruling;
//! - timestamps are taken by the store, truncated to microseconds (what
//!   PostgreSQL keeps), so both backends return identical values;
//! - no SQL is assembled at run time: every query is a static string, and
//!   optional filters are written `(? IS NULL OR column = ?)`.

use std::sync::Arc;

use async_trait::async_trait;
use serde_json::Value;
use uuid::Uuid;

mod counts;
mod error;
mod keys;
mod model;
mod offences;
mod postgres;
mod sqlite;

pub use error::StoreError;
pub use model::{
    ApiKey, Club, CreateOutcome, CurrentRuling, GivenRuling, GroupBy, GroupCount, HolderKind, Idempotency, Incident,
    IncidentEvent, IncidentFilter, KeyHolder, ListedIncident, ListedPage, MAX_GROUPS, MAX_PAGE_SIZE, NewApiKey,
    NewEvent, NewIncident, NewRuling, NewSanction, Page, ParseRoleError, Role, RulingSnapshot, Sanction, WordSearch,
    Written,
};
pub use offences::{OffenceQuery, REVOKED, SanctionWrite, count_offences, in_force};

/// Everything the server stores and reads back.
///
/// Implementations are cheap to share (`Arc<dyn Store>`) and safe to call
/// concurrently, from one process or several on the same database.
#[async_trait]
pub trait Store: Send + Sync {
    /// Checks that the database answers (for health checks).
    async fn ping(&self) -> Result<(), StoreError>;

    /// Applies the migrations not yet applied. [`connect`] already does;
    /// calling it again is harmless.
    async fn migrate(&self) -> Result<(), StoreError>;

    /// Creates a club outside any region.
    async fn create_club(&self, name: &str) -> Result<Club, StoreError> {
        self.create_club_in(name, None).await
    }

    /// Creates a club in `region` (none: outside any).
    async fn create_club_in(&self, name: &str, region: Option<&str>) -> Result<Club, StoreError>;

    /// Sets or clears the region of a club; `None` if there is no such club.
    async fn set_club_region(&self, id: Uuid, region: Option<&str>) -> Result<Option<Club>, StoreError>;

    /// Reads a club, `None` if unknown.
    async fn get_club(&self, id: Uuid) -> Result<Option<Club>, StoreError>;

    /// Creates an API key and returns it with its plaintext secret, which is
    /// not stored and cannot be shown again.
    ///
    /// A [`Role::Club`] key needs a `club_id` (the database refuses one
    /// without, as a [`StoreError::Database`] error); an unknown `club_id` is
    /// [`StoreError::NotFound`].
    async fn create_api_key(&self, club_id: Option<Uuid>, role: Role) -> Result<(ApiKey, String), StoreError> {
        self.issue_api_key(NewApiKey { club_id, role, label: None, holder: None, expires_at: None }).await
    }

    /// Issues a key with its holder's label and expiry, and returns it with
    /// its secret (shown once, never stored). The same rules as
    /// [`Store::create_api_key`].
    async fn issue_api_key(&self, new: NewApiKey) -> Result<(ApiKey, String), StoreError>;

    /// The key whose secret this is, when it authenticates now: not
    /// revoked, not expired, and for a club key, its club still there.
    /// `None` otherwise.
    async fn authenticate(&self, secret: &str) -> Result<Option<ApiKey>, StoreError>;

    /// Every key (or a club's), oldest first, revoked and expired ones
    /// included.
    async fn api_keys(&self, club_id: Option<Uuid>) -> Result<Vec<ApiKey>, StoreError>;

    /// Revokes a key: it never authenticates again. Revoking a revoked key
    /// keeps its first revocation time. An unknown key is
    /// [`StoreError::NotFound`].
    async fn revoke_api_key(&self, id: Uuid) -> Result<ApiKey, StoreError>;

    /// Replaces a key by a new one of the same club, role, label and expiry,
    /// and revokes it, in one transaction; returns the new key and its
    /// secret. An unknown key is [`StoreError::NotFound`]; a revoked one
    /// [`StoreError::KeyRevoked`]; an expired one [`StoreError::KeyExpired`].
    async fn rotate_api_key(&self, id: Uuid) -> Result<(ApiKey, String), StoreError>;

    /// Stores a new incident with its first event, its first ruling and the
    /// sanctions the ruling gives, all or nothing (one transaction). The
    /// counts of earlier offences the ruling rests on are checked again in
    /// that transaction, the players' sanctions locked: one that changed is
    /// [`StoreError::OffencesChanged`] and nothing is written.
    ///
    /// With an idempotency key already used by the same club: the same
    /// request hash gives [`CreateOutcome::Existing`] with that incident as
    /// it is now, and nothing is written; a different hash gives
    /// [`StoreError::IdempotencyKeyReused`]. This holds under concurrency and
    /// across server processes. An unknown club is [`StoreError::NotFound`].
    async fn create_incident(&self, new: NewIncident) -> Result<CreateOutcome, StoreError>;

    /// Reads an incident's current state, `None` if unknown.
    async fn get_incident(&self, id: Uuid) -> Result<Option<Incident>, StoreError>;

    /// Records a step of an incident, all or nothing (one transaction): sets
    /// its status and input, bumps its version, and appends the event, the
    /// ruling snapshot that goes with it (both with `seq` = the new version)
    /// and the ruling's sanctions, checked as in
    /// [`create_incident`](Store::create_incident). Returns the updated
    /// incident.
    ///
    /// `expected_version` is the version the caller based its change on; if
    /// the incident has moved on since, nothing is written and the result is
    /// [`StoreError::VersionConflict`] (re-read, re-evaluate, retry). An
    /// unknown incident is [`StoreError::NotFound`].
    async fn append(
        &self,
        incident_id: Uuid,
        expected_version: i64,
        new_status: String,
        new_input: Value,
        event: NewEvent,
        ruling: NewRuling,
    ) -> Result<Incident, StoreError>;

    /// An incident's history, oldest first (`seq` 1, 2, 3...). Empty for an
    /// unknown incident.
    async fn events(&self, incident_id: Uuid) -> Result<Vec<IncidentEvent>, StoreError>;

    /// Every ruling given on an incident, oldest first. Empty for an unknown
    /// incident.
    async fn rulings(&self, incident_id: Uuid) -> Result<Vec<RulingSnapshot>, StoreError>;

    /// One page of the incidents matching `filter`, newest first.
    ///
    /// `limit` is clamped to `1..=`[`MAX_PAGE_SIZE`]. Pass `None` as cursor
    /// for the first page, then each page's `next_cursor`; pages never
    /// overlap nor skip an incident. Pagination is by keyset (the incident's
    /// insertion `seq`), so it stays fast and correct while incidents are
    /// added. A cursor not produced by this store is
    /// [`StoreError::InvalidCursor`].
    ///
    /// The items' `input` (the report as sent) is not read: it is `null`
    /// here, and [`Store::get_incident`] gives it. A list or an export shows
    /// the context, never the report, which may hold a whole deal record.
    async fn list_incidents(
        &self,
        filter: &IncidentFilter,
        limit: u32,
        cursor: Option<&str>,
    ) -> Result<Page, StoreError>;

    /// [`Store::list_incidents`] with what a list shows of each incident's
    /// current ruling ([`CurrentRuling`]: its decision's summary and
    /// citations, who gave it, where its latest appeal stands, its club's
    /// name): what a list screen and an export read, page after page.
    /// PostgreSQL reads both in one statement (an export at scale spends
    /// most of its time here: docs/PERFORMANCE.md), SQLite in two.
    async fn list_with_rulings(
        &self,
        filter: &IncidentFilter,
        limit: u32,
        cursor: Option<&str>,
    ) -> Result<ListedPage, StoreError>;

    /// Every ruling each incident of `ids` was given, in order (by incident
    /// as given, then by `seq`), with the event that gave it. The snapshots
    /// an event stores without changing the ruling (an appeal lodged, an
    /// appeal decided with the ruling standing) are left out: they repeat
    /// the ruling before them. One query for a page of an export.
    async fn rulings_given(&self, ids: &[Uuid]) -> Result<Vec<GivenRuling>, StoreError>;

    /// Every club (or the one given, or those of `region`), with the number
    /// of its incidents, by name.
    async fn clubs_with_counts(&self, only: Option<Uuid>, region: Option<&str>)
    -> Result<Vec<(Club, i64)>, StoreError>;

    /// Counts the incidents matching `filter` by one or more groupings, the
    /// groups in order; at most [`MAX_GROUPS`] groups and one more, which
    /// tells the caller that the list was cut.
    async fn count_incidents(
        &self,
        filter: &IncidentFilter,
        group_by: &[GroupBy],
    ) -> Result<Vec<GroupCount>, StoreError>;

    /// Folds the count changes the writes appended (migration 0009) into the
    /// kept totals, in one transaction, and says how many changes it folded.
    /// The statistics read both, so folding changes no count: it keeps the
    /// changes few. The server does it every minute; two servers folding at
    /// once on PostgreSQL take turns (the second folds nothing).
    async fn fold_counts(&self) -> Result<u64, StoreError>;

    /// Records a sanction. An unknown club or incident is
    /// [`StoreError::NotFound`].
    async fn add_sanction(&self, new: NewSanction) -> Result<Sanction, StoreError>;

    /// Every sanction recorded against these players (licence numbers), in
    /// every club, oldest first, read in one query: what repeat-offence
    /// rules and the bans in force read for a table.
    async fn sanctions_for_players(&self, players: &[String]) -> Result<Vec<Sanction>, StoreError>;

    /// The connection pool now: its size and how many connections are idle
    /// (for the metrics).
    fn pool_status(&self) -> PoolStatus;

    /// Every sanction recorded against one player, in every club, oldest
    /// first.
    async fn sanctions_for_player(&self, player: &str) -> Result<Vec<Sanction>, StoreError> {
        self.sanctions_for_players(&[player.to_owned()]).await
    }
}

/// A store's connection pool at one moment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PoolStatus {
    /// Connections open.
    pub size: u32,
    /// Of those, connections waiting for work.
    pub idle: u32,
    /// The most connections the pool may open.
    pub max: u32,
}

/// How many connections a PostgreSQL pool may open. (A SQLite file has one
/// writer: its pool is sized by the backend, whatever this says.)
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PoolSize {
    /// Sized for the database the pool connects to: a quarter of the
    /// connections it accepts (`max_connections` less those reserved for
    /// superusers, and from PostgreSQL 16 for `pg_use_reserved_connections`),
    /// at least 10 and at most 64 ([`pool_size_for`]). A
    /// quarter leaves room for other instances of the service, migrations,
    /// backups and an operator's `psql`; 64 is where PostgreSQL's own
    /// advice (a few connections per core of the database server) stops
    /// paying on any server this service is sized for. A replica's pool,
    /// which connects only on first use, cannot ask: it takes 10.
    #[default]
    ForTheDatabase,
    /// Exactly this many (`ARBITRE_DATABASE_POOL_SIZE`).
    Fixed(u32),
}

/// The pool size [`PoolSize::ForTheDatabase`] gives a database that accepts
/// `max_connections`, `reserved` of them for superusers.
pub fn pool_size_for(max_connections: u32, reserved: u32) -> u32 {
    (max_connections.saturating_sub(reserved) / 4).clamp(10, 64)
}

/// Whether a director ruled on an incident otherwise than the engine, as a
/// statistics group's value (`true`, `false`): the same SQL on both
/// backends.
pub(crate) const OVERRIDDEN_GROUP: &str = "CASE WHEN EXISTS (SELECT 1 FROM incident_events AS o
      WHERE o.incident_id = incidents.id AND o.kind = 'director_ruling') THEN 'true' ELSE 'false' END";

/// The state of an incident's latest appeal, as SQL text: `none` (never
/// appealed), `pending` (lodged, not yet decided: one appeal at a time is
/// heard), or the outcome its decision recorded (`ruling_stands`,
/// `ruling_changed`). `$outcome` reads that outcome from the decision's
/// event `a`, the one thing the two backends write differently.
///
/// An incident's `version` is the number of its events (each append adds
/// one), so at version 1 its only event is its report: no appeal, and its
/// ruling given with the report ([`ruling_given_with`]). Most incidents of
/// a federation's history are at version 1; answering them without reading
/// their events spares an export or a page of a list several index probes
/// per incident.
macro_rules! appeal_state {
    ($outcome:literal) => {
        concat!(
            "(CASE WHEN incidents.version = 1 THEN 'none'
                  WHEN NOT EXISTS (SELECT 1 FROM incident_events AS a
                      WHERE a.incident_id = incidents.id AND a.kind = 'appeal_lodged') THEN 'none'
                  WHEN (SELECT COUNT(*) FROM incident_events AS a
                        WHERE a.incident_id = incidents.id AND a.kind = 'appeal_lodged')
                     > (SELECT COUNT(*) FROM incident_events AS a
                        WHERE a.incident_id = incidents.id AND a.kind = 'appeal_decided') THEN 'pending'
                  ELSE (SELECT ",
            $outcome,
            " FROM incident_events AS a
                        WHERE a.incident_id = incidents.id AND a.kind = 'appeal_decided'
                        ORDER BY a.seq DESC LIMIT 1) END)"
        )
    };
}
pub(crate) use appeal_state;

/// The kind of the event that gave an incident's ruling as it stands: its
/// latest event but those that change no ruling (an appeal lodged, an
/// appeal whose ruling stands). `$outcome` reads an appeal decision's
/// outcome from event `e`, as in [`appeal_state`] (which says why version
/// 1 needs no event read).
macro_rules! ruling_given_with {
    ($outcome:literal) => {
        concat!(
            "(CASE WHEN incidents.version = 1 THEN 'reported'
              ELSE COALESCE((SELECT e.kind FROM incident_events AS e
                       WHERE e.incident_id = incidents.id AND ",
            crate::changes_the_ruling!($outcome),
            "
                       ORDER BY e.seq DESC LIMIT 1), 'reported') END)"
        )
    };
}
pub(crate) use ruling_given_with;

/// SQL: whether the event `e` gave a ruling of its own, rather than storing
/// the one before again (an appeal lodged, an appeal decided with the
/// ruling standing). `$outcome` reads the appeal decision's outcome from
/// `e`'s payload, in the backend's JSON syntax.
macro_rules! changes_the_ruling {
    ($outcome:literal) => {
        concat!("e.kind <> 'appeal_lodged' AND NOT (e.kind = 'appeal_decided' AND ", $outcome, " = 'ruling_stands')")
    };
}
pub(crate) use changes_the_ruling;

/// The actors (`key:<id>`, as events record them) of the keys whose
/// holder's label, name or licence holds `text`, ignoring case: the
/// director filter. Compared
/// here, with Unicode's lower case, rather than in SQL: SQLite's `lower` and
/// `LIKE` fold ASCII letters only (« HÉLÈNE » would not match « hélène »),
/// and PostgreSQL's follow the database's locale. Keys are a few hundred
/// rows; their events are then found by actor (migration 0008).
pub(crate) fn actors_of_holders(keys: &[ApiKey], text: &str) -> Vec<String> {
    let wanted = text.to_lowercase();
    keys.iter()
        .filter(|k| {
            let holder = k.holder.as_ref();
            [k.label.as_deref(), holder.map(|h| h.name.as_str()), holder.and_then(|h| h.licence.as_deref())]
                .into_iter()
                .flatten()
                .any(|text| text.to_lowercase().contains(&wanted))
        })
        .map(|k| format!("key:{}", k.id))
        .collect()
}

/// The actors the director filter of `filter` stands for, if it is set
/// (see [`actors_of_holders`]).
pub(crate) async fn director_actors<S: Store + ?Sized>(
    store: &S,
    filter: &IncidentFilter,
) -> Result<Option<Vec<String>>, StoreError> {
    match &filter.director {
        Some(text) => Ok(Some(actors_of_holders(&store.api_keys(None).await?, text))),
        None => Ok(None),
    }
}

/// The search conditions both backends write alike, appended to `query` (a
/// statement on `incidents` ending in a `WHERE` clause) for each of these
/// filters `filter` sets: game, kind, status, ruleset, player, the latest
/// appeal's state (`appeal_state`, the backend's expression). Each backend
/// adds the others (club, region, period, law and paragraph, event, board,
/// words, a director's ruling), whose types or SQL differ.
pub(crate) fn push_shared_conditions<DB>(
    query: &mut sqlx::QueryBuilder<DB>,
    filter: &IncidentFilter,
    appeal_state: &str,
) where
    DB: sqlx::Database,
    for<'t> String: sqlx::Encode<'t, DB> + sqlx::Type<DB>,
{
    for (column, value) in
        [("game", &filter.game), ("kind", &filter.kind), ("status", &filter.status), ("ruleset", &filter.ruleset)]
    {
        if let Some(value) = value {
            query.push(format!(" AND incidents.{column} = ")).push_bind(value.clone());
        }
    }
    if let Some(player) = &filter.player {
        query
            .push(" AND incidents.id IN (SELECT p.incident_id FROM incident_players AS p WHERE p.licence = ")
            .push_bind(player.clone())
            .push(")");
    }
    if let Some(appeal) = &filter.appeal {
        query.push(" AND ").push(appeal_state).push(" = ").push_bind(appeal.clone());
    }
}

/// Opens the store at `url` and runs its migrations.
///
/// - `sqlite:` URLs (`sqlite://arbitre.db`, `sqlite:///var/lib/arbitre.db`,
///   `sqlite::memory:`): the file is created if missing and put in WAL
///   mode, foreign keys are enforced, and a writer waits up to 5 s for
///   another one. An in-memory database lives as long as the returned store.
/// - `postgres://` and `postgresql://` URLs: a pool of `pool` connections
///   at most ([`PoolSize`]).
///
/// Any other scheme is [`StoreError::UnsupportedUrl`].
pub async fn connect(url: &str, pool: PoolSize) -> Result<Arc<dyn Store>, StoreError> {
    // The URL itself is never logged: it may hold a password.
    if url.starts_with("sqlite:") {
        let store = sqlite::SqliteStore::connect(url).await?;
        tracing::info!(backend = "sqlite", "store ready, migrations applied");
        Ok(Arc::new(store))
    } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        let store = postgres::PgStore::connect(url, pool).await?;
        tracing::info!(backend = "postgres", pool = store.pool_status().max, "store ready, migrations applied");
        Ok(Arc::new(store))
    } else {
        // Keep only the scheme: the rest may hold a password.
        let scheme = url.split_once(':').map_or("(none)", |(scheme, _)| scheme);
        Err(StoreError::UnsupportedUrl(format!("scheme {scheme:?}")))
    }
}

/// Opens a PostgreSQL read replica at `url` for the federation's reads: no
/// migrations (a replica receives them from its primary), and no connection
/// until the first read, so a replica down at start-up leaves the server
/// starting and writing; its reads then fail as an unavailable store (503)
/// until it is back. Only PostgreSQL URLs.
pub fn connect_replica(url: &str, pool: PoolSize) -> Result<Arc<dyn Store>, StoreError> {
    if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        Ok(Arc::new(postgres::PgStore::connect_lazy(url, pool)?))
    } else {
        let scheme = url.split_once(':').map_or("(none)", |(scheme, _)| scheme);
        Err(StoreError::UnsupportedUrl(format!("scheme {scheme:?} for a replica")))
    }
}

/// Opens the PostgreSQL store at `url` without running the migrations: for
/// a server connecting as a role that may read and append but not alter
/// the tables (`arbitre_server`, granted after every migration run), once the owner ran
/// them with [`connect`]. A SQLite URL is opened as [`connect`] does: a
/// file has no roles.
pub async fn connect_without_migrations(url: &str, pool: PoolSize) -> Result<Arc<dyn Store>, StoreError> {
    if url.starts_with("postgres://") || url.starts_with("postgresql://") {
        let store = postgres::PgStore::connect_unmigrated(url, pool).await?;
        tracing::info!(
            backend = "postgres",
            pool = store.pool_status().max,
            "store ready (migrations left to the owner role)"
        );
        Ok(Arc::new(store))
    } else {
        connect(url, pool).await
    }
}

/// Opens the SQLite store at `url` (creating the file if missing) without
/// running the migrations, which [`Store::migrate`] runs later: for tests
/// and tools that upgrade a database written by an earlier version.
pub async fn connect_sqlite_unmigrated(url: &str) -> Result<Arc<dyn Store>, StoreError> {
    Ok(Arc::new(sqlite::SqliteStore::connect_unmigrated(url).await?))
}

/// Opens a PostgreSQL store whose tables all live in `schema`: creates the
/// schema if missing, connects with it as the only schema on the
/// `search_path`, and runs the migrations there.
///
/// Meant for tests, here and in the server: give each test a schema of its
/// own (e.g. `test_` + a simple UUID) on one shared database, and drop it
/// afterwards with [`drop_postgres_schema`]. `schema` must be lowercase ASCII
/// letters, digits and `_`, starting with a letter or `_`, at most 63 bytes;
/// anything else is [`StoreError::UnsupportedUrl`].
pub async fn connect_postgres_in_schema(url: &str, schema: &str) -> Result<Arc<dyn Store>, StoreError> {
    Ok(Arc::new(postgres::PgStore::connect_in_schema(url, schema).await?))
}

/// Drops `schema` and everything in it, if it exists: the clean-up for
/// [`connect_postgres_in_schema`]. Same rules for the name.
pub async fn drop_postgres_schema(url: &str, schema: &str) -> Result<(), StoreError> {
    postgres::drop_schema(url, schema).await
}

#[cfg(test)]
mod pool_size_tests {
    use super::pool_size_for;

    #[test]
    fn a_quarter_of_what_the_database_accepts_between_10_and_64() {
        // PostgreSQL's defaults: 100 accepted, 3 reserved.
        assert_eq!(pool_size_for(100, 3), 24);
        assert_eq!(pool_size_for(20, 3), 10);
        assert_eq!(pool_size_for(1000, 3), 64);
        assert_eq!(pool_size_for(2, 3), 10);
    }
}
