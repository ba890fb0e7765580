//! The store contract: one suite, run on every backend.
//!
//! Each test body is written once, as an `async fn` taking the store (and,
//! for the few checks the trait cannot express, a [`Raw`] SQL handle on the
//! same database). The `contract_tests!` macro at the bottom runs every body
//! twice:
//!
//! - `sqlite::*` on a fresh SQLite file in the temp directory (a file rather
//!   than `:memory:` so the pool really has several connections, as in
//!   production; `:memory:` has its own tests below);
//! - `postgres::*` on PostgreSQL, in a fresh schema, when `TEST_DATABASE_URL`
//!   is set (e.g. `postgres://postgres@127.0.0.1:5432/test`). Unset: the
//!   PostgreSQL variants print a note and pass. Set but unreachable: they
//!   fail when `CI` is set, and print a note and pass otherwise.
// A test reads as one scenario (or one checker), start to end: the
// length lint is for the code under test (issue 12).
#![allow(clippy::too_many_lines)]

use std::collections::HashSet;
use std::future::Future;
use std::path::PathBuf;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use arbitre_store::{
    CreateOutcome, GroupBy, GroupCount, HolderKind, Idempotency, Incident, IncidentFilter, KeyHolder, NewApiKey,
    NewEvent, NewIncident, NewRuling, NewSanction, OffenceQuery, PoolSize, Role, Sanction, SanctionWrite, Store,
    StoreError, WordSearch, connect, connect_postgres_in_schema, drop_postgres_schema,
};
use chrono::{Datelike, SubsecRound, Utc};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use sqlx::Connection;
use sqlx::postgres::{PgConnectOptions, PgConnection, PgPool, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqlitePool};
use uuid::Uuid;

// ---------------------------------------------------------------------------
// Harness

/// Direct access to the database under test, for what one store cannot
/// show: the exact stored bytes, that the database itself refuses tampering,
/// and a second store on the same database. Holds a pool of its own, plus
/// the URL (and, for PostgreSQL, the schema) to open more stores.
enum Raw {
    Sqlite(SqlitePool, String),
    Postgres(PgPool, String, String),
}

impl Raw {
    /// A second, independent store on the same database (its own pool), as
    /// a second server process would have.
    async fn another_store(&self) -> Arc<dyn Store> {
        match self {
            Raw::Sqlite(_, url) => connect(url, PoolSize::default()).await.expect("second SQLite store"),
            Raw::Postgres(_, url, schema) => {
                connect_postgres_in_schema(url, schema).await.expect("second PostgreSQL store")
            }
        }
    }

    /// Runs one statement as the database's owner.
    async fn execute(&self, sql: &'static str) {
        match self {
            Raw::Sqlite(pool, _) => sqlx::query(sql).execute(pool).await.map(drop),
            Raw::Postgres(pool, ..) => sqlx::query(sql).execute(pool).await.map(drop),
        }
        .expect("statement run");
    }

    /// The stored `context` and `input` text of an incident.
    async fn incident_texts(&self, id: Uuid) -> (String, String) {
        match self {
            Raw::Sqlite(pool, _) => sqlx::query_as("SELECT context, input FROM incidents WHERE id = ?1")
                .bind(id.to_string())
                .fetch_one(pool)
                .await
                .expect("raw select incident"),
            Raw::Postgres(pool, ..) => sqlx::query_as("SELECT context, input FROM incidents WHERE id = $1")
                .bind(id)
                .fetch_one(pool)
                .await
                .expect("raw select incident"),
        }
    }

    /// The stored event payload texts of an incident, by seq.
    async fn payload_texts(&self, id: Uuid) -> Vec<String> {
        match self {
            Raw::Sqlite(pool, _) => {
                sqlx::query_scalar("SELECT payload FROM incident_events WHERE incident_id = ?1 ORDER BY seq")
                    .bind(id.to_string())
                    .fetch_all(pool)
                    .await
                    .expect("raw select payloads")
            }
            Raw::Postgres(pool, ..) => {
                sqlx::query_scalar("SELECT payload FROM incident_events WHERE incident_id = $1 ORDER BY seq")
                    .bind(id)
                    .fetch_all(pool)
                    .await
                    .expect("raw select payloads")
            }
        }
    }

    /// The stored decision texts of an incident, by seq.
    async fn decision_texts(&self, id: Uuid) -> Vec<String> {
        match self {
            Raw::Sqlite(pool, _) => {
                sqlx::query_scalar("SELECT decision FROM rulings WHERE incident_id = ?1 ORDER BY seq")
                    .bind(id.to_string())
                    .fetch_all(pool)
                    .await
                    .expect("raw select decisions")
            }
            Raw::Postgres(pool, ..) => {
                sqlx::query_scalar("SELECT decision FROM rulings WHERE incident_id = $1 ORDER BY seq")
                    .bind(id)
                    .fetch_all(pool)
                    .await
                    .expect("raw select decisions")
            }
        }
    }

    /// Every stored `secret_hash`.
    async fn secret_hashes(&self) -> Vec<String> {
        match self {
            Raw::Sqlite(pool, _) => {
                sqlx::query_scalar("SELECT secret_hash FROM api_keys").fetch_all(pool).await.expect("raw select hashes")
            }
            Raw::Postgres(pool, ..) => {
                sqlx::query_scalar("SELECT secret_hash FROM api_keys").fetch_all(pool).await.expect("raw select hashes")
            }
        }
    }

    /// Tries to change or remove events and rulings behind the store's
    /// back; returns each statement's error message (or `None` if it was
    /// allowed).
    async fn tamper(&self) -> Vec<(&'static str, Option<String>)> {
        let statements: &[&'static str] = match self {
            Raw::Sqlite(..) => &[
                "UPDATE incident_events SET actor = 'someone else'",
                "DELETE FROM incident_events",
                "UPDATE rulings SET status = 'complete'",
                "DELETE FROM rulings",
                "UPDATE sanctions SET kind = 'warning'",
                "DELETE FROM sanctions",
            ],
            Raw::Postgres(..) => &[
                "UPDATE incident_events SET actor = 'someone else'",
                "DELETE FROM incident_events",
                "UPDATE rulings SET status = 'complete'",
                "DELETE FROM rulings",
                "TRUNCATE rulings",
                "UPDATE sanctions SET kind = 'warning'",
                "DELETE FROM sanctions",
                "TRUNCATE sanctions",
            ],
        };
        let mut outcomes = Vec::new();
        for &sql in statements {
            let result = match self {
                Raw::Sqlite(pool, _) => sqlx::query(sql).execute(pool).await.map(drop),
                Raw::Postgres(pool, ..) => sqlx::query(sql).execute(pool).await.map(drop),
            };
            outcomes.push((sql, result.err().map(|e| e.to_string())));
        }
        outcomes
    }
}

/// A SQLite database file in the temp directory, removed (with its WAL
/// files) when dropped, even if the test panicked.
struct TempDb {
    path: PathBuf,
}

impl TempDb {
    fn new() -> Self {
        let name = format!("arbitre-store-test-{}.db", Uuid::new_v4().simple());
        TempDb { path: std::env::temp_dir().join(name) }
    }

    fn url(&self) -> String {
        format!("sqlite://{}", self.path.display())
    }
}

impl Drop for TempDb {
    fn drop(&mut self) {
        for suffix in ["", "-wal", "-shm"] {
            let mut file = self.path.clone().into_os_string();
            file.push(suffix);
            let _ = std::fs::remove_file(file);
        }
    }
}

/// Runs a test body on a fresh SQLite file.
async fn run_sqlite<F, Fut>(body: F)
where
    F: FnOnce(Arc<dyn Store>, Raw) -> Fut,
    Fut: Future<Output = ()>,
{
    let db = TempDb::new();
    let store = connect(&db.url(), PoolSize::default()).await.expect("open SQLite store");
    let options = SqliteConnectOptions::from_str(&db.url()).expect("SQLite URL");
    let raw = SqlitePool::connect_with(options).await.expect("open raw SQLite pool");
    body(store, Raw::Sqlite(raw, db.url())).await;
}

/// Runs a test body on PostgreSQL, in a schema of its own that is dropped
/// afterwards (also when the body panics).
async fn run_postgres<F, Fut>(body: F)
where
    F: FnOnce(Arc<dyn Store>, Raw) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    let Ok(url) = std::env::var("TEST_DATABASE_URL") else {
        eprintln!("note: TEST_DATABASE_URL is not set; PostgreSQL contract test skipped");
        return;
    };
    let probe = tokio::time::timeout(Duration::from_secs(10), PgConnection::connect(&url)).await;
    match probe {
        Ok(Ok(conn)) => {
            let _ = conn.close().await;
        }
        failure => {
            let why = match failure {
                Ok(Err(e)) => e.to_string(),
                _ => "timed out".to_owned(),
            };
            if std::env::var_os("CI").is_some() {
                panic!("TEST_DATABASE_URL is set but PostgreSQL is unreachable: {why}");
            }
            eprintln!("note: PostgreSQL unreachable ({why}); contract test skipped");
            return;
        }
    }

    let schema = format!("test_{}", Uuid::new_v4().simple());
    let store = connect_postgres_in_schema(&url, &schema).await.expect("open PostgreSQL store in a test schema");
    let options = PgConnectOptions::from_str(&url).expect("PostgreSQL URL").options([("search_path", schema.as_str())]);
    let raw = PgPoolOptions::new().max_connections(2).connect_with(options).await.expect("open raw PostgreSQL pool");

    // Run the body as a task so a panic comes back as a value: the schema is
    // dropped first, then the panic resumes.
    let handle = Raw::Postgres(raw.clone(), url.clone(), schema.clone());
    let outcome = tokio::spawn(body(store, handle)).await;
    raw.close().await;
    if let Err(e) = drop_postgres_schema(&url, &schema).await {
        eprintln!("note: could not drop test schema {schema}: {e}");
    }
    if let Err(e) = outcome {
        match e.try_into_panic() {
            Ok(panic) => std::panic::resume_unwind(panic),
            Err(e) => panic!("test task failed: {e}"),
        }
    }
}

// ---------------------------------------------------------------------------
// Test data

/// JSON meant to trip up any re-encoding: accents, emoji, escapes, control
/// characters, extreme integers, floats, empty containers, nesting.
fn tricky_context() -> Value {
    json!({
        "event": "Tournoi de Pâques — Lyon",
        "table": 7,
        "board": 23,
        "players": {"N": "0012345", "E": "0098765", "S": "00 123", "W": "🂡 joueur"},
        "escapes": "quote \" backslash \\ newline \n tab \t bell \u{0007} slash /",
        "integers": [0, -1, 9_007_199_254_740_993_u64, u64::MAX, i64::MIN],
        // 17 significant digits, as computed scores have: serde_json reads
        // these back exactly only with its `float_roundtrip` feature.
        "floats": [1.5, -0.25, 0.1, 1e-7, 123456.789, 1314.3377945211225,
                   0.00011547611807028333, 53.666666666666664, 1.0715660391465826e-75],
        "empty": {"array": [], "object": {}, "string": ""},
        "null": null,
        "flags": [true, false],
    })
}

fn event(kind: &str, payload: Value) -> NewEvent {
    NewEvent { kind: kind.to_owned(), actor: "director:Mme Dupont".to_owned(), payload }
}

fn ruling(status: &str, n: u32) -> NewRuling {
    NewRuling {
        decision: json!({"status": status, "step": n, "summary": {"fr": "Décision", "en": "Ruling"}}),
        engine_version: "0.1.0".to_owned(),
        ruleset_version: "ffb-2017.1".to_owned(),
        status: status.to_owned(),
        sanctions: Default::default(),
    }
}

fn new_incident(club_id: Uuid, game: &str, kind: &str, status: &str) -> NewIncident {
    NewIncident {
        club_id,
        game: game.to_owned(),
        kind: kind.to_owned(),
        ruleset: format!("{game}-default"),
        status: status.to_owned(),
        context: json!({"table": 3}),
        input: json!({"kind": kind, "facts": {}}),
        idempotency: None,
        event: event("reported", json!({"facts": {}})),
        ruling: ruling(status, 1),
    }
}

fn keyed(mut new: NewIncident, key: &str, hash: &str) -> NewIncident {
    new.idempotency = Some(Idempotency { key: key.to_owned(), request_hash: hash.to_owned() });
    new
}

/// Follows `next_cursor` to the end; returns the pages.
async fn all_pages(store: &dyn Store, filter: &IncidentFilter, limit: u32) -> Vec<Vec<Incident>> {
    let mut pages = Vec::new();
    let mut cursor: Option<String> = None;
    loop {
        let page = store.list_incidents(filter, limit, cursor.as_deref()).await.expect("list page");
        pages.push(page.items);
        match page.next_cursor {
            Some(next) => cursor = Some(next),
            None => return pages,
        }
        assert!(pages.len() < 1000, "pagination does not end");
    }
}

fn ids(incidents: &[Incident]) -> Vec<Uuid> {
    incidents.iter().map(|i| i.id).collect()
}

// ---------------------------------------------------------------------------
// Contract test bodies

async fn ping_and_migrate_again(store: Arc<dyn Store>) {
    store.ping().await.expect("ping");
    // connect already migrated; migrating again must be a no-op.
    store.migrate().await.expect("second migrate");
    store.migrate().await.expect("third migrate");
    store.ping().await.expect("ping after migrate");
}

async fn clubs_and_api_keys(store: Arc<dyn Store>, raw: Raw) {
    let club = store.create_club("Bridge Club de Lyon").await.expect("create club");
    assert_eq!(club.name, "Bridge Club de Lyon");
    assert_eq!(store.get_club(club.id).await.expect("get club"), Some(club.clone()));
    assert_eq!(store.get_club(Uuid::new_v4()).await.expect("get unknown club"), None);
    assert_eq!(club.region, None, "a club is in no region unless given one");

    // Regions (migration 0013): given at creation, set, cleared; the clubs
    // of a region are listed by it.
    let west = store.create_club_in("Tarot Club de Brest", Some("Bretagne")).await.expect("club in a region");
    assert_eq!(west.region.as_deref(), Some("Bretagne"));
    assert_eq!(store.get_club(west.id).await.expect("get"), Some(west.clone()));
    let moved = store.set_club_region(club.id, Some("Auvergne-Rhône-Alpes")).await.expect("set region");
    assert_eq!(moved.as_ref().and_then(|c| c.region.as_deref()), Some("Auvergne-Rhône-Alpes"));
    assert_eq!(store.set_club_region(Uuid::new_v4(), Some("Bretagne")).await.expect("unknown club"), None);
    let listed = |region: Option<&'static str>| {
        let store = store.clone();
        async move {
            let clubs = store.clubs_with_counts(None, region).await.expect("clubs");
            clubs.into_iter().map(|(c, _)| c.name).collect::<Vec<_>>()
        }
    };
    assert_eq!(listed(Some("Bretagne")).await, ["Tarot Club de Brest"]);
    assert_eq!(listed(Some("bretagne")).await, Vec::<String>::new(), "a region is named exactly");
    assert_eq!(listed(None).await, ["Bridge Club de Lyon", "Tarot Club de Brest"]);
    store.set_club_region(club.id, None).await.expect("clear region");
    assert_eq!(store.get_club(club.id).await.expect("get").and_then(|c| c.region), None);
    let club = store.get_club(club.id).await.expect("get").expect("the club");

    let (key, secret) = store.create_api_key(Some(club.id), Role::Club).await.expect("create club key");
    assert_eq!(key.club_id, Some(club.id));
    assert_eq!(key.role, Role::Club);
    assert!(secret.starts_with("arb_"), "{secret}");
    assert_eq!(secret.len(), 68);
    assert!(secret[4..].chars().all(|c| c.is_ascii_hexdigit()));

    assert_eq!(store.authenticate(&secret).await.expect("auth"), Some(key.clone()));
    // A wrong secret, in various shapes, finds nothing.
    let mut altered = secret.clone();
    let last = if altered.ends_with('0') { '1' } else { '0' };
    altered.pop();
    altered.push(last);
    for wrong in [altered.as_str(), "", "arb_", &secret[4..], &secret.to_uppercase()] {
        assert_eq!(store.authenticate(wrong).await.expect("auth wrong"), None, "{wrong:?}");
    }

    let (fed, fed_secret) = store.create_api_key(None, Role::Federation).await.expect("create federation key");
    assert_eq!(fed.club_id, None);
    assert_ne!(fed_secret, secret);
    assert_eq!(store.authenticate(&fed_secret).await.expect("auth fed"), Some(fed));
    let (admin, admin_secret) = store.create_api_key(None, Role::Admin).await.expect("admin key");
    assert_eq!(store.authenticate(&admin_secret).await.expect("auth admin"), Some(admin));

    // A club key needs a club, and an existing one.
    assert!(store.create_api_key(None, Role::Club).await.is_err());
    assert!(matches!(store.create_api_key(Some(Uuid::new_v4()), Role::Club).await, Err(StoreError::NotFound)));

    // Only SHA-256 hex digests are stored, never the secrets.
    let mut stored = raw.secret_hashes().await;
    stored.sort();
    let mut expected: Vec<String> =
        [&secret, &fed_secret, &admin_secret].iter().map(|s| hex::encode(Sha256::digest(s.as_bytes()))).collect();
    expected.sort();
    assert_eq!(stored, expected);
}

async fn api_key_lifecycle(store: Arc<dyn Store>) {
    let club = store.create_club("Club").await.expect("club");
    let other = store.create_club("Other").await.expect("club");
    let next_year = Utc::now().trunc_subsecs(6) + chrono::Duration::days(365);
    let (key, secret) = store
        .issue_api_key(NewApiKey {
            club_id: Some(club.id),
            role: Role::Club,
            label: Some("Scoring program, table 3 « Nord »".into()),
            holder: Some(KeyHolder { kind: HolderKind::Service, name: "FFBClubNet « Nord »".into(), licence: None }),
            expires_at: Some(next_year),
        })
        .await
        .expect("issue");
    assert_eq!(
        (key.label.as_deref(), key.expires_at, key.revoked_at),
        (Some("Scoring program, table 3 « Nord »"), Some(next_year), None)
    );
    assert_eq!(store.authenticate(&secret).await.expect("auth"), Some(key.clone()));
    assert_eq!(
        key.holder.as_ref().map(|h| (h.kind, h.name.as_str())),
        Some((HolderKind::Service, "FFBClubNet « Nord »"))
    );

    // An expired key no longer authenticates; it is still listed.
    let (expired, expired_secret) = store
        .issue_api_key(NewApiKey {
            club_id: Some(other.id),
            role: Role::Club,
            label: None,
            holder: Some(KeyHolder {
                kind: HolderKind::Director,
                name: "Hélène Martin".into(),
                licence: Some("FFB-0123456".into()),
            }),
            expires_at: Some(Utc::now().trunc_subsecs(6) - chrono::Duration::seconds(1)),
        })
        .await
        .expect("issue");
    assert_eq!(store.authenticate(&expired_secret).await.expect("auth"), None);
    assert!(!expired.is_active(Utc::now()));
    // A director's holder reads back with his licence.
    assert_eq!(
        expired.holder.as_ref().and_then(|h| h.licence.as_deref()),
        Some("FFB-0123456"),
        "the holder reads back exactly"
    );

    // Listed oldest first, all of them or a club's.
    let all: Vec<Uuid> = store.api_keys(None).await.expect("list").iter().map(|k| k.id).collect();
    assert_eq!(all, vec![key.id, expired.id]);
    assert_eq!(store.api_keys(Some(other.id)).await.expect("list"), vec![expired.clone()]);

    // Rotation: a new secret for the same club, role, label and expiry; the
    // old one stops at once, and cannot be rotated again.
    let (rotated, rotated_secret) = store.rotate_api_key(key.id).await.expect("rotate");
    assert_ne!(rotated.id, key.id);
    assert_eq!(
        (rotated.club_id, rotated.role, &rotated.label, &rotated.holder, rotated.expires_at),
        (key.club_id, key.role, &key.label, &key.holder, key.expires_at)
    );
    assert_eq!(store.authenticate(&secret).await.expect("auth"), None);
    assert_eq!(store.authenticate(&rotated_secret).await.expect("auth"), Some(rotated.clone()));
    assert!(matches!(store.rotate_api_key(key.id).await, Err(StoreError::KeyRevoked)));
    // An expired key is not rotated: its replacement would be expired too.
    assert!(matches!(store.rotate_api_key(expired.id).await, Err(StoreError::KeyExpired)));
    assert!(matches!(store.rotate_api_key(Uuid::new_v4()).await, Err(StoreError::NotFound)));

    // Revocation: immediate; a second one keeps the first time.
    let revoked = store.revoke_api_key(rotated.id).await.expect("revoke");
    let first = revoked.revoked_at.expect("revoked");
    assert_eq!(store.authenticate(&rotated_secret).await.expect("auth"), None);
    assert_eq!(store.revoke_api_key(rotated.id).await.expect("revoke again").revoked_at, Some(first));
    assert!(matches!(store.revoke_api_key(Uuid::new_v4()).await, Err(StoreError::NotFound)));
}

async fn incident_round_trip(store: Arc<dyn Store>, raw: Raw) {
    let club = store.create_club("Club").await.expect("club");
    let before = Utc::now().trunc_subsecs(6);
    let mut new = new_incident(club.id, "bridge", "bridge.insufficient_bid", "needs_facts");
    new.context = tricky_context();
    new.input = json!({"kind": "bridge.insufficient_bid", "facts": {"offender": "S", "call": "1♠"}});
    new.event = event("reported", json!({"note": "signalé par l'Est", "n": [1, 2.5]}));
    new.ruling = ruling("needs_facts", 1);
    let expected = new.clone();

    let (created, written) = match store.create_incident(new).await.expect("create") {
        CreateOutcome::Created(incident, written) => (incident, written),
        other => panic!("expected Created, got {other:?}"),
    };
    let after = Utc::now();
    assert_eq!(created.club_id, club.id);
    assert_eq!(created.game, "bridge");
    assert_eq!(created.kind, "bridge.insufficient_bid");
    assert_eq!(created.ruleset, "bridge-default");
    assert_eq!(created.status, "needs_facts");
    assert_eq!(created.context, expected.context);
    assert_eq!(created.input, expected.input);
    assert_eq!(created.version, 1);
    assert!(created.seq > 0);
    assert_eq!(created.created_at, created.updated_at);
    assert!(before <= created.created_at && created.created_at <= after);
    assert_eq!(created.created_at.timestamp_subsec_nanos() % 1000, 0);

    // Read back: identical, timestamps included.
    let read = store.get_incident(created.id).await.expect("get").expect("found");
    assert_eq!(read, created);

    let events = store.events(created.id).await.expect("events");
    assert_eq!(events.len(), 1);
    assert_eq!(events[0].incident_id, created.id);
    assert_eq!(events[0].seq, 1);
    assert_eq!(events[0].kind, "reported");
    assert_eq!(events[0].actor, expected.event.actor);
    assert_eq!(events[0].payload, expected.event.payload);
    assert_eq!(events[0].created_at, created.created_at);

    let rulings = store.rulings(created.id).await.expect("rulings");
    assert_eq!(rulings.len(), 1);
    assert_eq!(rulings[0].incident_id, created.id);
    assert_eq!(rulings[0].event_id, events[0].id);
    assert_eq!(rulings[0].seq, 1);
    assert_eq!(rulings[0].decision, expected.ruling.decision);
    assert_eq!(rulings[0].engine_version, "0.1.0");
    assert_eq!(rulings[0].ruleset_version, "ffb-2017.1");
    assert_eq!(rulings[0].status, "needs_facts");
    // What the write said it stored is what reads back: the answer to a
    // report is built from it without reading.
    assert_eq!((&written.event, &written.ruling), (&events[0], &rulings[0]));

    // The stored text is exactly what serde_json wrote.
    let to_text = |v: &Value| serde_json::to_string(v).expect("serialise");
    let (context, input) = raw.incident_texts(created.id).await;
    assert_eq!(context, to_text(&expected.context));
    assert_eq!(input, to_text(&expected.input));
    assert_eq!(raw.payload_texts(created.id).await, vec![to_text(&expected.event.payload)]);
    assert_eq!(raw.decision_texts(created.id).await, vec![to_text(&expected.ruling.decision)]);
    // ...and reads back to the same text.
    assert_eq!(to_text(&read.context), context);
}

async fn unknown_ids(store: Arc<dyn Store>) {
    let nobody = Uuid::new_v4();
    assert_eq!(store.get_incident(nobody).await.expect("get"), None);
    assert!(store.events(nobody).await.expect("events").is_empty());
    assert!(store.rulings(nobody).await.expect("rulings").is_empty());
    let appended = store
        .append(nobody, 1, "complete".into(), json!({}), event("facts_added", json!({})), ruling("complete", 2))
        .await;
    assert!(matches!(appended, Err(StoreError::NotFound)), "{appended:?}");

    // An incident or sanction for an unknown club or incident.
    let created = store.create_incident(new_incident(nobody, "bridge", "bridge.revoke", "complete")).await;
    assert!(matches!(created, Err(StoreError::NotFound)), "{created:?}");
    let page = store.list_incidents(&IncidentFilter::default(), 10, None).await.expect("list");
    assert!(page.items.is_empty());

    let club = store.create_club("Club").await.expect("club");
    let sanction = |club_id, incident_id| NewSanction {
        club_id,
        incident_id,
        player: "0012345".into(),
        kind: "warning".into(),
        detail: json!({}),
    };
    assert!(matches!(store.add_sanction(sanction(nobody, None)).await, Err(StoreError::NotFound)));
    assert!(matches!(store.add_sanction(sanction(club.id, Some(nobody))).await, Err(StoreError::NotFound)));
    assert!(store.sanctions_for_player("0012345").await.expect("sanctions").is_empty());
}

async fn idempotent_replay(store: Arc<dyn Store>) {
    let club = store.create_club("Club").await.expect("club");
    let other_club = store.create_club("Other club").await.expect("club");
    let request = || keyed(new_incident(club.id, "tarot", "tarot.misdeal", "complete"), "key-1", "hash-1");

    let first = match store.create_incident(request()).await.expect("first") {
        CreateOutcome::Created(incident, _) => incident,
        other => panic!("expected Created, got {other:?}"),
    };
    // Same club, key and hash: the stored incident, nothing written.
    match store.create_incident(request()).await.expect("replay") {
        CreateOutcome::Existing(incident) => assert_eq!(incident, first),
        other => panic!("expected Existing, got {other:?}"),
    }

    // A replay after the incident moved on returns it as it is now.
    let moved = store
        .append(
            first.id,
            1,
            "complete".into(),
            json!({"more": true}),
            event("facts_added", json!({})),
            ruling("complete", 2),
        )
        .await
        .expect("append");
    let replay = store.create_incident(request()).await.expect("replay after append");
    assert_eq!(replay, CreateOutcome::Existing(moved.clone()));
    assert_eq!(replay.incident().version, 2);

    // Same key, different request: refused.
    let reused = store
        .create_incident(keyed(new_incident(club.id, "tarot", "tarot.misdeal", "complete"), "key-1", "hash-2"))
        .await;
    assert!(matches!(reused, Err(StoreError::IdempotencyKeyReused)), "{reused:?}");

    // Keys are per club: another club may use the same key.
    let elsewhere = store
        .create_incident(keyed(new_incident(other_club.id, "tarot", "tarot.misdeal", "complete"), "key-1", "hash-1"))
        .await
        .expect("other club");
    assert!(matches!(elsewhere, CreateOutcome::Created(..)));
    assert_ne!(elsewhere.incident().id, first.id);

    // Exactly one incident for the club, with its two events (the replays
    // wrote nothing).
    let filter = IncidentFilter { club_id: Some(club.id), ..Default::default() };
    let page = store.list_incidents(&filter, 100, None).await.expect("list");
    assert_eq!(ids(&page.items), vec![first.id]);
    assert_eq!(store.events(first.id).await.expect("events").len(), 2);
    assert_eq!(store.rulings(first.id).await.expect("rulings").len(), 2);

    // Without a key, every request creates an incident.
    let a =
        store.create_incident(new_incident(club.id, "bridge", "bridge.revoke", "complete")).await.expect("unkeyed a");
    let b =
        store.create_incident(new_incident(club.id, "bridge", "bridge.revoke", "complete")).await.expect("unkeyed b");
    assert!(matches!(a, CreateOutcome::Created(..)) && matches!(b, CreateOutcome::Created(..)));
    assert_ne!(a.incident().id, b.incident().id);
}

async fn idempotent_under_concurrency(store: Arc<dyn Store>, raw: Raw) {
    // Half the requests go through a second store with its own pool: the
    // guarantee must hold across server processes, not only within one.
    let second = raw.another_store().await;
    let club = store.create_club("Club").await.expect("club");
    let tasks: Vec<_> = (0..8)
        .map(|n| {
            let store = if n % 2 == 0 { store.clone() } else { second.clone() };
            let request = keyed(
                new_incident(club.id, "bridge", "bridge.lead_out_of_turn", "awaiting_choice"),
                "same-key",
                "same-hash",
            );
            tokio::spawn(async move { store.create_incident(request).await })
        })
        .collect();
    let mut outcomes = Vec::new();
    for task in tasks {
        outcomes.push(task.await.expect("task").expect("create_incident"));
    }
    let created = outcomes.iter().filter(|o| matches!(o, CreateOutcome::Created(..))).count();
    assert_eq!(created, 1, "{outcomes:?}");
    let distinct: HashSet<Uuid> = outcomes.iter().map(|o| o.incident().id).collect();
    assert_eq!(distinct.len(), 1);

    let filter = IncidentFilter { club_id: Some(club.id), ..Default::default() };
    let page = store.list_incidents(&filter, 100, None).await.expect("list");
    assert_eq!(page.items.len(), 1);
    assert_eq!(store.events(page.items[0].id).await.expect("events").len(), 1);
    assert_eq!(store.rulings(page.items[0].id).await.expect("rulings").len(), 1);
}

async fn append_history_and_conflicts(store: Arc<dyn Store>) {
    let club = store.create_club("Club").await.expect("club");
    let created = store
        .create_incident(new_incident(club.id, "bridge", "bridge.insufficient_bid", "needs_facts"))
        .await
        .expect("create")
        .into_incident();

    let input2 = json!({"facts": {"offender": "S"}, "é": "ü"});
    let v2 = store
        .append(
            created.id,
            1,
            "awaiting_choice".into(),
            input2.clone(),
            event("facts_added", json!({"offender": "S"})),
            ruling("awaiting_choice", 2),
        )
        .await
        .expect("append v2");
    assert_eq!(v2.version, 2);
    assert_eq!(v2.status, "awaiting_choice");
    assert_eq!(v2.input, input2);
    assert_eq!(v2.context, created.context);
    assert_eq!(v2.seq, created.seq);
    assert_eq!(v2.created_at, created.created_at);
    assert!(v2.updated_at >= created.updated_at);
    assert_eq!(store.get_incident(created.id).await.expect("get"), Some(v2.clone()));

    let v3 = store
        .append(
            created.id,
            2,
            "complete".into(),
            json!({"facts": {}, "choices": {"lho": "accept"}}),
            event("choice_made", json!({"lho": "accept"})),
            ruling("complete", 3),
        )
        .await
        .expect("append v3");
    assert_eq!(v3.version, 3);

    // A stale version: refused, nothing written.
    let stale = store
        .append(
            created.id,
            2,
            "needs_facts".into(),
            json!({}),
            event("facts_added", json!({})),
            ruling("needs_facts", 9),
        )
        .await;
    assert!(matches!(stale, Err(StoreError::VersionConflict)), "{stale:?}");
    assert_eq!(store.get_incident(created.id).await.expect("get"), Some(v3.clone()));

    let events = store.events(created.id).await.expect("events");
    let rulings = store.rulings(created.id).await.expect("rulings");
    assert_eq!(events.iter().map(|e| e.seq).collect::<Vec<_>>(), vec![1, 2, 3]);
    assert_eq!(
        events.iter().map(|e| e.kind.as_str()).collect::<Vec<_>>(),
        vec!["reported", "facts_added", "choice_made"]
    );
    assert_eq!(events[2].payload, json!({"lho": "accept"}));
    assert_eq!(rulings.iter().map(|r| r.seq).collect::<Vec<_>>(), vec![1, 2, 3]);
    for (ruling, event) in rulings.iter().zip(&events) {
        assert_eq!(ruling.event_id, event.id);
        assert_eq!(ruling.created_at, event.created_at);
    }
    assert_eq!(rulings[1].decision["step"], json!(2));
    assert_eq!(rulings[2].status, "complete");

    // Racing appends on the same version: exactly one wins.
    let tasks: Vec<_> = (0..6)
        .map(|n| {
            let store = store.clone();
            tokio::spawn(async move {
                store
                    .append(
                        created.id,
                        3,
                        "complete".into(),
                        json!({"racer": n}),
                        event("outcome_recorded", json!({"racer": n})),
                        ruling("complete", 4),
                    )
                    .await
            })
        })
        .collect();
    let mut wins = 0;
    for task in tasks {
        match task.await.expect("task") {
            Ok(incident) => {
                wins += 1;
                assert_eq!(incident.version, 4);
            }
            Err(StoreError::VersionConflict) => {}
            Err(other) => panic!("unexpected error: {other:?}"),
        }
    }
    assert_eq!(wins, 1);
    assert_eq!(store.events(created.id).await.expect("events").len(), 4);
    assert_eq!(store.rulings(created.id).await.expect("rulings").len(), 4);
}

async fn history_is_append_only(store: Arc<dyn Store>, raw: Raw) {
    let club = store.create_club("Club").await.expect("club");
    let incident = store
        .create_incident(new_incident(club.id, "tarot", "tarot.revoke", "complete"))
        .await
        .expect("create")
        .into_incident();
    store
        .add_sanction(NewSanction {
            club_id: club.id,
            incident_id: Some(incident.id),
            player: "T-1".into(),
            kind: "point_penalty".into(),
            detail: json!({"points": 100}),
        })
        .await
        .expect("sanction");
    let events = store.events(incident.id).await.expect("events");
    let rulings = store.rulings(incident.id).await.expect("rulings");
    let sanctions = store.sanctions_for_player("T-1").await.expect("sanctions");

    for (sql, error) in raw.tamper().await {
        let error = error.unwrap_or_else(|| panic!("the database allowed: {sql}"));
        assert!(error.contains("append-only"), "{sql}: {error}");
    }
    assert_eq!(store.events(incident.id).await.expect("events"), events);
    assert_eq!(store.rulings(incident.id).await.expect("rulings"), rulings);
    assert_eq!(store.sanctions_for_player("T-1").await.expect("sanctions"), sanctions);
}

async fn list_filters(store: Arc<dyn Store>) {
    let club_a = store.create_club_in("A", Some("Nord")).await.expect("club");
    let club_b = store.create_club("B").await.expect("club");
    let mut all = Vec::new();
    for n in 0..12 {
        let club = if n % 2 == 0 { club_a.id } else { club_b.id };
        let game = if n % 3 == 0 { "tarot" } else { "bridge" };
        let kind = if n % 4 == 0 { "x.revoke" } else { "x.lead_out_of_turn" };
        let status = if n % 5 == 0 { "complete" } else { "needs_facts" };
        let incident =
            store.create_incident(new_incident(club, game, kind, status)).await.expect("create").into_incident();
        all.push(incident);
        // Spread the creation times a little so from/to cut between rows.
        if n % 4 == 3 {
            tokio::time::sleep(Duration::from_millis(3)).await;
        }
    }

    let some = |s: &str| Some(s.to_owned());
    let filters = vec![
        IncidentFilter::default(),
        IncidentFilter { club_id: Some(club_a.id), ..Default::default() },
        IncidentFilter { club_id: Some(club_b.id), ..Default::default() },
        IncidentFilter { club_id: Some(Uuid::new_v4()), ..Default::default() },
        IncidentFilter { region: some("Nord"), ..Default::default() },
        IncidentFilter { region: some("Sud"), ..Default::default() },
        IncidentFilter { region: some("Nord"), club_id: Some(club_b.id), ..Default::default() },
        IncidentFilter { game: some("tarot"), ..Default::default() },
        IncidentFilter { kind: some("x.revoke"), ..Default::default() },
        IncidentFilter { status: some("complete"), ..Default::default() },
        IncidentFilter { status: some("no_such_status"), ..Default::default() },
        IncidentFilter { from: Some(all[4].created_at), ..Default::default() },
        IncidentFilter { to: Some(all[8].created_at), ..Default::default() },
        IncidentFilter { from: Some(all[4].created_at), to: Some(all[8].created_at), ..Default::default() },
        IncidentFilter { from: Some(all[11].created_at), to: Some(all[11].created_at), ..Default::default() },
        IncidentFilter {
            from: Some(chrono::DateTime::<Utc>::MIN_UTC),
            to: Some(chrono::DateTime::<Utc>::MAX_UTC),
            ..Default::default()
        },
        IncidentFilter {
            club_id: Some(club_a.id),
            game: some("bridge"),
            kind: some("x.lead_out_of_turn"),
            status: some("needs_facts"),
            from: Some(all[1].created_at),
            to: None,
            ..Default::default()
        },
    ];
    for filter in filters {
        let expected: Vec<Uuid> = all
            .iter()
            .rev()
            .filter(|i| filter.club_id.is_none_or(|c| i.club_id == c))
            .filter(|i| filter.region.as_ref().is_none_or(|r| r == "Nord" && i.club_id == club_a.id))
            .filter(|i| filter.game.as_ref().is_none_or(|g| &i.game == g))
            .filter(|i| filter.kind.as_ref().is_none_or(|k| &i.kind == k))
            .filter(|i| filter.status.as_ref().is_none_or(|s| &i.status == s))
            .filter(|i| filter.from.is_none_or(|from| i.created_at >= from))
            .filter(|i| filter.to.is_none_or(|to| i.created_at < to))
            .map(|i| i.id)
            .collect();
        let page = store.list_incidents(&filter, 100, None).await.expect("list");
        assert_eq!(ids(&page.items), expected, "{filter:?}");
        assert_eq!(page.next_cursor, None);
    }

    // Listed incidents are what get_incident returns, but for the report
    // (`input`), which a list does not read.
    let page = store.list_incidents(&IncidentFilter::default(), 100, None).await.expect("list");
    let mut newest_first = all.clone();
    newest_first.reverse();
    assert!(newest_first.iter().all(|i| i.input != Value::Null), "the reports were stored");
    for incident in &mut newest_first {
        incident.input = Value::Null;
    }
    assert_eq!(page.items, newest_first);
}

/// A ruling that cites `citations` (law, paragraph).
fn ruling_citing(citations: &[(&str, &str)]) -> NewRuling {
    let mut ruling = ruling("complete", 1);
    ruling.decision["citations"] = Value::Array(
        citations
            .iter()
            .map(|(law, paragraph)| json!({"code": "FFB 2017", "law": law, "paragraph": paragraph, "title": {}}))
            .collect(),
    );
    ruling
}

/// Federation search: the side tables the database keeps with each write
/// find incidents by the law their current ruling cites, by a licence of
/// their context, by event and by ruleset; an appended ruling replaces the
/// citations searched.
async fn search_by_law_player_event_and_ruleset(store: Arc<dyn Store>) {
    let club = store.create_club("Search").await.expect("club");
    let with = |event: &str, players: Value, ruleset: &str, citations: &[(&str, &str)]| {
        let mut new = new_incident(club.id, "bridge", "bridge.insufficient_bid", "complete");
        // When each happened, for the count by month of occurrence: in the
        // UTC month (a's evening in Paris is 5 October; b's late evening in
        // Brazil is 1 November in UTC); c gives no time.
        let occurred = match event {
            "Open de Lyon" if ruleset == "ffb-2017" => Some("2024-10-05T20:30:00+02:00"),
            "Open de Lyon" => Some("2024-10-31T23:30:00-02:00"),
            _ => None,
        };
        new.context = json!({"event": event, "players": players});
        if let Some(occurred) = occurred {
            new.context["occurred_at"] = json!(occurred);
        }
        new.ruleset = ruleset.to_owned();
        new.ruling = ruling_citing(citations);
        new
    };
    let a = store
        .create_incident(with(
            "Open de Lyon",
            json!({"N": "L-1", "S": "L-2"}),
            "ffb-2017",
            &[("27", "B2"), ("72", "C")],
        ))
        .await
        .expect("a")
        .into_incident();
    let b = store
        .create_incident(with("Open de Lyon", json!({"E": "L-3", "offender": "L-1"}), "ffb-2007", &[("27", "B1(b)")]))
        .await
        .expect("b")
        .into_incident();
    let c = store
        .create_incident(with("Coupe de Paris", json!({"W": "L-4"}), "ffb-2017", &[("31", "A2(b)")]))
        .await
        .expect("c")
        .into_incident();
    let some = |s: &str| Some(s.to_owned());
    let found = |filter: IncidentFilter| {
        let store = store.clone();
        async move { ids(&store.list_incidents(&filter, 100, None).await.expect("list").items) }
    };
    let f = IncidentFilter::default;
    assert_eq!(found(IncidentFilter { law: some("27"), ..f() }).await, vec![b.id, a.id]);
    assert_eq!(found(IncidentFilter { law: some("27"), paragraph: some("B2"), ..f() }).await, vec![a.id]);
    // A paragraph finds the paragraphs under it.
    assert_eq!(found(IncidentFilter { law: some("27"), paragraph: some("B"), ..f() }).await, vec![b.id, a.id]);
    assert_eq!(found(IncidentFilter { law: some("27"), paragraph: some("B1"), ..f() }).await, vec![b.id]);
    assert_eq!(found(IncidentFilter { law: some("64"), ..f() }).await, Vec::<Uuid>::new());
    // A licence at any place of the context.
    assert_eq!(found(IncidentFilter { player: some("L-1"), ..f() }).await, vec![b.id, a.id]);
    assert_eq!(found(IncidentFilter { player: some("L-4"), ..f() }).await, vec![c.id]);
    assert_eq!(found(IncidentFilter { event: some("Open de Lyon"), ..f() }).await, vec![b.id, a.id]);
    assert_eq!(found(IncidentFilter { ruleset: some("ffb-2007"), ..f() }).await, vec![b.id]);
    assert_eq!(
        found(IncidentFilter { law: some("27"), player: some("L-2"), event: some("Open de Lyon"), ..f() }).await,
        vec![a.id]
    );

    // Counts by law, by law and ruleset, with the same filters.
    let counts = |filter: IncidentFilter, group_by: Vec<GroupBy>| {
        let store = store.clone();
        async move {
            store
                .count_incidents(&filter, &group_by)
                .await
                .expect("count")
                .into_iter()
                .map(|g| (g.keys, g.count))
                .collect::<Vec<_>>()
        }
    };
    let key = |keys: &[&str]| keys.iter().map(|k| (*k).to_owned()).collect::<Vec<_>>();
    assert_eq!(counts(f(), vec![GroupBy::Law]).await, vec![(key(&["27"]), 2), (key(&["31"]), 1), (key(&["72"]), 1)]);
    assert_eq!(
        counts(IncidentFilter { event: some("Open de Lyon"), ..f() }, vec![GroupBy::Law, GroupBy::Ruleset]).await,
        vec![(key(&["27", "ffb-2007"]), 1), (key(&["27", "ffb-2017"]), 1), (key(&["72", "ffb-2017"]), 1)]
    );
    let by_month = counts(f(), vec![GroupBy::Month]).await;
    assert_eq!(by_month.len(), 1);
    assert_eq!(by_month[0].0[0], a.created_at.format("%Y-%m").to_string());
    assert_eq!(by_month[0].1, 3);
    // By the month each happened (UTC), not the month reported; the one
    // reported without a time under an empty key.
    assert_eq!(
        counts(f(), vec![GroupBy::OccurredMonth]).await,
        vec![(key(&[""]), 1), (key(&["2024-10"]), 1), (key(&["2024-11"]), 1)]
    );
    assert_eq!(
        counts(f(), vec![GroupBy::Law, GroupBy::OccurredMonth]).await,
        vec![
            (key(&["27", "2024-10"]), 1),
            (key(&["27", "2024-11"]), 1),
            (key(&["31", ""]), 1),
            (key(&["72", "2024-10"]), 1)
        ]
    );
    assert_eq!(
        counts(IncidentFilter { club_id: Some(club.id), ..f() }, vec![GroupBy::Kind]).await,
        vec![(key(&["bridge.insufficient_bid"]), 3)]
    );

    // A new ruling replaces what the incident cites.
    store
        .append(
            c.id,
            c.version,
            "complete".into(),
            json!({}),
            event("facts_added", json!({})),
            ruling_citing(&[("30", "B1(b)(ii)")]),
        )
        .await
        .expect("append");
    assert_eq!(found(IncidentFilter { law: some("31"), ..f() }).await, Vec::<Uuid>::new());
    assert_eq!(found(IncidentFilter { law: some("30"), paragraph: some("B1"), ..f() }).await, vec![c.id]);
    // A board, as the context numbers it; counted alike.
    let mut on_board = with("Coupe de Paris", json!({"N": "L-5"}), "ffb-2017", &[("16", "B1")]);
    on_board.context["board"] = json!(7);
    let d = store.create_incident(on_board).await.expect("d").into_incident();
    assert_eq!(found(IncidentFilter { board: Some(7), ..f() }).await, vec![d.id]);
    assert_eq!(found(IncidentFilter { board: Some(17), ..f() }).await, Vec::<Uuid>::new());
    let counted =
        store.count_incidents(&IncidentFilter { board: Some(7), ..f() }, &[GroupBy::Law]).await.expect("count");
    assert_eq!(counted.iter().map(|g| g.count).sum::<i64>(), 1);
    // Words of the current ruling's summary, in the language asked: every
    // word must be found; French words in French, English in English.
    let mut worded = with("Coupe de Paris", json!({"N": "L-6"}), "ffb-2017", &[("64", "A2")]);
    worded.ruling.decision["summary"] = json!({
        "fr": "Renonce consommée : une levée est transférée au camp non fautif.",
        "en": "Established revoke: one trick is transferred to the non-offending side."
    });
    let e = store.create_incident(worded).await.expect("e").into_incident();
    let words = |lang: &str, text: &str| IncidentFilter {
        words: Some(WordSearch { lang: lang.into(), words: text.split_whitespace().map(str::to_owned).collect() }),
        ..f()
    };
    assert_eq!(found(words("fr", "renonce")).await, vec![e.id]);
    assert_eq!(found(words("fr", "levée transférée")).await, vec![e.id]);
    assert_eq!(found(words("en", "revoke trick")).await, vec![e.id]);
    assert_eq!(found(words("en", "renonce")).await, Vec::<Uuid>::new());
    assert_eq!(found(words("fr", "renonce pénalité")).await, Vec::<Uuid>::new());
    // Words that look like query syntax are only words.
    assert_eq!(found(words("fr", "\"renonce OR NOT\" (*")).await, Vec::<Uuid>::new());
    let counted = store.count_incidents(&words("fr", "renonce"), &[GroupBy::Law]).await.expect("count");
    assert_eq!(counted.iter().map(|g| g.count).sum::<i64>(), 1);
    // A new ruling replaces the words searched.
    let mut later = ruling("complete", 2);
    later.decision["summary"] = json!({"fr": "Le résultat est maintenu.", "en": "The result stands."});
    store
        .append(e.id, e.version, "complete".into(), json!({}), event("facts_added", json!({})), later)
        .await
        .expect("append");
    assert_eq!(found(words("fr", "renonce")).await, Vec::<Uuid>::new());
    assert_eq!(found(words("fr", "résultat maintenu")).await, vec![e.id]);
}

/// Search by rule (migration 0010): the rules the current ruling's trace
/// shows applied, not those it consulted and set aside; a ruling without a
/// trace (a director's own) leaves none, and a search by rule no longer
/// finds the incident.
async fn search_by_rule_of_the_current_ruling(store: Arc<dyn Store>) {
    let club = store.create_club("Rules").await.expect("club");
    let traced = |applied: &[&str], set_aside: &[&str]| {
        let mut ruling = ruling("complete", 1);
        let trace: Vec<Value> = applied
            .iter()
            .map(|r| json!({"rule": r, "applied": true, "read": {}}))
            .chain(set_aside.iter().map(|r| json!({"rule": r, "applied": false, "read": {}})))
            .collect();
        ruling.decision["trace"] = Value::Array(trace);
        ruling
    };
    let mut new = new_incident(club.id, "bridge", "bridge.insufficient_bid", "complete");
    new.ruling = traced(&["ffb2017.law27.b1b", "ffb2017.law27.d"], &["ffb2017.law27.b2"]);
    let a = store.create_incident(new).await.expect("a").into_incident();
    let mut new = new_incident(club.id, "bridge", "bridge.insufficient_bid", "complete");
    new.ruling = traced(&["ffb2017.law27.b2"], &[]);
    let b = store.create_incident(new).await.expect("b").into_incident();
    let found = |rule: &str| {
        let (store, filter) = (store.clone(), IncidentFilter { rule: Some(rule.to_owned()), ..Default::default() });
        async move { ids(&store.list_incidents(&filter, 100, None).await.expect("list").items) }
    };
    assert_eq!(found("ffb2017.law27.b1b").await, vec![a.id]);
    // Consulted and set aside in a's trace: only b applied it.
    assert_eq!(found("ffb2017.law27.b2").await, vec![b.id]);
    assert_eq!(found("ffb2017.law64.a1").await, Vec::<Uuid>::new());
    // Counted the same way (the kept counts do not hold rules).
    let filter = IncidentFilter { rule: Some("ffb2017.law27.d".into()), ..Default::default() };
    let counted = store.count_incidents(&filter, &[GroupBy::Kind]).await.expect("count");
    assert_eq!(counted.iter().map(|g| g.count).sum::<i64>(), 1);
    // A director's ruling, without a trace, replaces a's rules.
    let mut director = ruling("complete", 2);
    director.decision["citations"] = json!([]);
    store
        .append(a.id, a.version, "complete".into(), json!({}), event("director_ruled", json!({})), director)
        .await
        .expect("append");
    assert_eq!(found("ffb2017.law27.b1b").await, Vec::<Uuid>::new());
}

/// When it happened (`context.occurred_at`, migration 0011): searched as
/// the instant it names, whatever the offset it was written with; the text
/// stays as written; a context without a time is not found by it; counted
/// the same way (the kept counts are by report month).
async fn search_by_when_it_happened(store: Arc<dyn Store>) {
    let club = store.create_club("Times").await.expect("club");
    let at = |occurred: Option<&str>| {
        let mut new = new_incident(club.id, "bridge", "bridge.revoke", "complete");
        if let Some(occurred) = occurred {
            new.context = json!({"table": 1, "occurred_at": occurred});
        }
        new
    };
    // 18:30 UTC on the 24th; 04:30 UTC on the 25th; the 1st of December.
    let evening = store.create_incident(at(Some("2026-11-24T19:30:00+01:00"))).await.expect("a").into_incident();
    let night = store.create_incident(at(Some("2026-11-24T23:30:00-05:00"))).await.expect("b").into_incident();
    let december = store.create_incident(at(Some("2026-12-01T00:00:00Z"))).await.expect("c").into_incident();
    let untimed = store.create_incident(at(None)).await.expect("d").into_incident();
    // Written as the service accepts it too (an offset without a colon): 19:30 UTC on the 24th.
    let compact = store.create_incident(at(Some("2026-11-24T20:30:00+0100"))).await.expect("e").into_incident();
    let instant = |text: &str| chrono::DateTime::parse_from_rfc3339(text).expect("time").with_timezone(&Utc);
    let found = |from: Option<&str>, to: Option<&str>| {
        let filter = IncidentFilter {
            club_id: Some(club.id),
            occurred_from: from.map(instant),
            occurred_to: to.map(instant),
            ..Default::default()
        };
        let store = store.clone();
        async move {
            let mut found = ids(&store.list_incidents(&filter, 100, None).await.expect("list").items);
            found.sort();
            let counted = store.count_incidents(&filter, &[GroupBy::Kind]).await.expect("count");
            assert_eq!(counted.iter().map(|g| g.count).sum::<i64>(), i64::try_from(found.len()).expect("len"));
            found
        }
    };
    let sorted = |mut v: Vec<Uuid>| {
        v.sort();
        v
    };
    assert_eq!(
        found(Some("2026-11-24T00:00:00Z"), Some("2026-11-25T00:00:00Z")).await,
        sorted(vec![evening.id, compact.id])
    );
    assert_eq!(found(Some("2026-11-25T00:00:00Z"), None).await, sorted(vec![night.id, december.id]));
    // The lower end is inclusive, the upper exclusive.
    assert_eq!(found(Some("2026-11-24T18:30:00Z"), Some("2026-11-24T18:30:00.000001Z")).await, vec![evening.id]);
    assert_eq!(found(None, Some("2026-11-24T18:30:00Z")).await, Vec::<Uuid>::new());
    // Every incident with a time, none without.
    let all = found(Some("2000-01-01T00:00:00Z"), None).await;
    assert_eq!(all, sorted(vec![evening.id, night.id, december.id, compact.id]));
    assert!(!all.contains(&untimed.id));
    // The context reads back as the client wrote it.
    let read = store.get_incident(evening.id).await.expect("read").expect("stored");
    assert_eq!(read.context["occurred_at"], json!("2026-11-24T19:30:00+01:00"));
}

/// `filter`, asked so that the incidents themselves are counted, not the
/// kept counts: a period that does not end at the start of a month (the
/// counts are kept by month), a microsecond short of the month or beyond
/// any incident of the test.
fn counted_one_by_one(filter: &IncidentFilter) -> IncidentFilter {
    let to = match filter.to {
        Some(to) => to - chrono::TimeDelta::microseconds(1),
        None => Utc::now() + chrono::TimeDelta::days(400) + chrono::TimeDelta::hours(1),
    };
    IncidentFilter { to: Some(to), ..filter.clone() }
}

/// Statistics from the counts the writes keep (migration 0009): every
/// question the kept counts answer gives the same groups as counting the
/// incidents themselves, before the count changes are folded, after, and
/// with both; a new ruling moves the incident between statuses and laws;
/// a director's ruling moves it, and its laws, to `overridden` and leaves
/// the engine's laws as they were; an appeal moves it between the states
/// of `appeal` (migration 0019).
async fn kept_counts_agree_with_counting_the_incidents(store: Arc<dyn Store>, raw: Raw) {
    let (north, south) = (
        store.create_club_in("Nord", Some("Hauts-de-France")).await.expect("club"),
        store.create_club("Sud").await.expect("club"),
    );
    let report = |club: Uuid, kind: &str, status: &str, citations: &[(&str, &str)]| {
        let mut new = new_incident(club, "bridge", kind, status);
        new.ruling = ruling_citing(citations);
        new.ruling.status = status.to_owned();
        let store = store.clone();
        async move { store.create_incident(new).await.expect("report").into_incident() }
    };
    // Law 27 twice in one ruling: counted once under 27.
    let a =
        report(north.id, "bridge.insufficient_bid", "complete", &[("27", "B1(b)"), ("27", "B2"), ("16", "C")]).await;
    let b = report(north.id, "bridge.revoke", "needs_facts", &[("64", "A1")]).await;
    let c = report(south.id, "bridge.insufficient_bid", "awaiting_outcome", &[("27", "B2"), ("23", "C")]).await;
    report(south.id, "bridge.revoke", "complete", &[]).await;

    let groupings = [
        vec![GroupBy::Law],
        vec![GroupBy::Kind],
        vec![GroupBy::Club],
        vec![GroupBy::Month],
        vec![GroupBy::Status],
        vec![GroupBy::Game],
        vec![GroupBy::Ruleset],
        vec![GroupBy::Law, GroupBy::Status],
        vec![GroupBy::Club, GroupBy::Law],
        vec![GroupBy::Month, GroupBy::Kind],
        vec![GroupBy::Overridden],
        vec![GroupBy::Law, GroupBy::Overridden],
        vec![GroupBy::Overridden, GroupBy::Club],
        vec![GroupBy::Month, GroupBy::Overridden],
        vec![GroupBy::Appeal],
        vec![GroupBy::Law, GroupBy::Appeal],
        vec![GroupBy::Overridden, GroupBy::Appeal],
        vec![GroupBy::EngineLaw],
        vec![GroupBy::EngineLaw, GroupBy::Overridden],
        vec![GroupBy::Month, GroupBy::EngineLaw],
    ];
    let now = Utc::now();
    let this_month = chrono::NaiveDate::from_ymd_opt(now.year(), now.month(), 1)
        .expect("a day")
        .and_hms_opt(0, 0, 0)
        .expect("midnight")
        .and_utc();
    let next_month = this_month + chrono::Months::new(1);
    let filters = [
        IncidentFilter::default(),
        IncidentFilter { club_id: Some(north.id), ..Default::default() },
        IncidentFilter { region: Some("Hauts-de-France".into()), ..Default::default() },
        IncidentFilter { region: Some("Hauts-de-France".into()), law: Some("27".into()), ..Default::default() },
        IncidentFilter { region: Some("Hauts-de-France".into()), club_id: Some(south.id), ..Default::default() },
        IncidentFilter { region: Some("Occitanie".into()), ..Default::default() },
        IncidentFilter { law: Some("27".into()), ..Default::default() },
        IncidentFilter { kind: Some("bridge.revoke".into()), status: Some("complete".into()), ..Default::default() },
        IncidentFilter { from: Some(this_month), to: Some(next_month), ..Default::default() },
        IncidentFilter { from: Some(next_month), ..Default::default() },
        IncidentFilter { to: Some(this_month), game: Some("bridge".into()), ..Default::default() },
        IncidentFilter { overridden: Some(false), ..Default::default() },
        IncidentFilter {
            overridden: Some(false),
            law: Some("27".into()),
            club_id: Some(north.id),
            ..Default::default()
        },
        IncidentFilter { overridden: Some(true), from: Some(this_month), ..Default::default() },
        IncidentFilter { appeal: Some("none".into()), ..Default::default() },
        IncidentFilter { appeal: Some("pending".into()), law: Some("27".into()), ..Default::default() },
        IncidentFilter { appeal: Some("ruling_stands".into()), overridden: Some(true), ..Default::default() },
        IncidentFilter { engine_law: Some("27".into()), ..Default::default() },
        IncidentFilter { engine_law: Some("62".into()), overridden: Some(true), ..Default::default() },
    ];
    let agree = |when: &'static str| {
        let store = store.clone();
        let (groupings, filters) = (groupings.clone(), filters.clone());
        async move {
            let mut groups = 0;
            for filter in &filters {
                for group_by in &groupings {
                    let kept = store.count_incidents(filter, group_by).await.expect("count from the kept counts");
                    let by_incident = counted_one_by_one(filter);
                    let counted = store.count_incidents(&by_incident, group_by).await.expect("count the incidents");
                    assert_eq!(kept, counted, "{when}: {filter:?} by {group_by:?}");
                    groups += kept.len();
                }
            }
            groups
        }
    };
    assert!(agree("changes not folded").await > 40, "the checks compare real groups");
    let by_law = |counts: Vec<GroupCount>| counts.into_iter().map(|g| (g.keys.join("/"), g.count)).collect::<Vec<_>>();
    assert_eq!(
        by_law(store.count_incidents(&IncidentFilter::default(), &[GroupBy::Law]).await.expect("count")),
        [("16".to_owned(), 1), ("23".to_owned(), 1), ("27".to_owned(), 2), ("64".to_owned(), 1)]
    );
    assert!(store.fold_counts().await.expect("fold") > 0);
    assert_eq!(store.fold_counts().await.expect("fold again"), 0, "nothing left to fold");
    agree("folded").await;

    // A new ruling: b is complete now and cites 62 instead of 64; a keeps its
    // status and drops 16.
    store
        .append(
            b.id,
            b.version,
            "complete".into(),
            json!({}),
            event("facts_added", json!({})),
            ruling_citing(&[("62", "A")]),
        )
        .await
        .expect("append to b");
    store
        .append(
            a.id,
            a.version,
            "complete".into(),
            json!({}),
            event("facts_added", json!({})),
            ruling_citing(&[("27", "B2")]),
        )
        .await
        .expect("append to a");
    agree("folded, then changed").await;
    assert_eq!(
        by_law(
            store.count_incidents(&IncidentFilter::default(), &[GroupBy::Law, GroupBy::Status]).await.expect("count")
        ),
        [
            ("23/awaiting_outcome".to_owned(), 1),
            ("27/awaiting_outcome".to_owned(), 1),
            ("27/complete".to_owned(), 1),
            ("62/complete".to_owned(), 1)
        ]
    );
    store.fold_counts().await.expect("fold");
    agree("folded twice").await;

    // Directors rule otherwise: on a twice (it is one overruled incident),
    // citing 12C1(b); on b, citing 64A1.
    let directed = |id: Uuid, version: i64, citations: &'static [(&'static str, &'static str)]| {
        let store = store.clone();
        async move {
            store
                .append(
                    id,
                    version,
                    "complete".into(),
                    json!({}),
                    event("director_ruling", json!({"reason": "Faits établis autrement."})),
                    ruling_citing(citations),
                )
                .await
                .expect("a director's ruling");
        }
    };
    directed(a.id, a.version + 1, &[("12", "C1(b)")]).await;
    directed(a.id, a.version + 2, &[("12", "C1(b)")]).await;
    directed(b.id, b.version + 1, &[("64", "A1")]).await;
    agree("overruled, not folded").await;
    let by_law_overruled =
        store.count_incidents(&IncidentFilter::default(), &[GroupBy::Law, GroupBy::Overridden]).await.expect("count");
    assert_eq!(
        by_law(by_law_overruled),
        [("12/true".to_owned(), 1), ("23/false".to_owned(), 1), ("27/false".to_owned(), 1), ("64/true".to_owned(), 1)]
    );
    // The engine's laws stay the engine's: 27 for a, 62 for b.
    let by_engine_law = store
        .count_incidents(&IncidentFilter::default(), &[GroupBy::EngineLaw, GroupBy::Overridden])
        .await
        .expect("count");
    assert_eq!(
        by_law(by_engine_law),
        [("23/false".to_owned(), 1), ("27/false".to_owned(), 1), ("27/true".to_owned(), 1), ("62/true".to_owned(), 1)]
    );
    store.fold_counts().await.expect("fold");
    agree("overruled, folded").await;

    // Appeals: on a (overruled), lodged and decided, the ruling standing;
    // on c, lodged, decided (ruling changed), lodged again: pending. Each
    // event's snapshot repeats the incident's citations, as the routes do.
    let appeal =
        |id: Uuid, version: i64, kind: &'static str, payload: Value, cited: &'static [(&'static str, &'static str)]| {
            let store = store.clone();
            async move {
                let current = store.get_incident(id).await.expect("read").expect("stored");
                store
                    .append(id, version, current.status, json!({}), event(kind, payload), ruling_citing(cited))
                    .await
                    .expect("an appeal's event");
            }
        };
    let lodged = json!({"appellant": "EW", "reason": "Nous contestons."});
    let (a_cites, c_cites): (&'static [_], &'static [_]) = (&[("12", "C1(b)")], &[("27", "B2"), ("23", "C")]);
    appeal(a.id, a.version + 3, "appeal_lodged", lodged.clone(), a_cites).await;
    agree("appeal lodged").await;
    appeal(a.id, a.version + 4, "appeal_decided", json!({"appeal": 1, "outcome": "ruling_stands"}), a_cites).await;
    appeal(c.id, c.version, "appeal_lodged", lodged.clone(), c_cites).await;
    appeal(c.id, c.version + 1, "appeal_decided", json!({"appeal": 1, "outcome": "ruling_changed"}), c_cites).await;
    appeal(c.id, c.version + 2, "appeal_lodged", lodged, c_cites).await;
    agree("appeals, not folded").await;
    let by_appeal = store
        .count_incidents(&IncidentFilter::default(), &[GroupBy::Overridden, GroupBy::Appeal])
        .await
        .expect("count");
    assert_eq!(
        by_law(by_appeal),
        [
            ("false/none".to_owned(), 1),
            ("false/pending".to_owned(), 1),
            ("true/none".to_owned(), 1),
            ("true/ruling_stands".to_owned(), 1)
        ]
    );
    store.fold_counts().await.expect("fold");
    agree("appeals, folded").await;

    // The statistics read the kept counts indeed: a total changed by hand
    // shows, where counting the incidents does not see it.
    raw.execute("UPDATE incident_count_totals SET n = n + 100 WHERE law = '27' AND status = 'complete'").await;
    assert_eq!(
        by_law(
            store
                .count_incidents(&IncidentFilter { law: Some("27".into()), ..Default::default() }, &[GroupBy::Status])
                .await
                .expect("count")
        ),
        [("awaiting_outcome".to_owned(), 1), ("complete".to_owned(), 100)]
    );
    // Grouped by overridden too (migration 0019): a hundred more incidents
    // not overruled, by hand.
    raw.execute(
        "UPDATE incident_count_totals SET n = n + 100 \
         WHERE law = '' AND status = 'complete' AND kind = 'bridge.revoke' AND NOT overridden",
    )
    .await;
    assert_eq!(
        by_law(
            store
                .count_incidents(&IncidentFilter::default(), &[GroupBy::Status, GroupBy::Overridden])
                .await
                .expect("count")
        ),
        [("awaiting_outcome/false".to_owned(), 1), ("complete/false".to_owned(), 101), ("complete/true".to_owned(), 2)]
    );
}

async fn keyset_pagination(store: Arc<dyn Store>) {
    let club_a = store.create_club("A").await.expect("club");
    let club_b = store.create_club("B").await.expect("club");
    let mut a_ids = Vec::new();
    let mut every_id = Vec::new();
    for n in 0..28 {
        let club = if n % 6 == 5 { club_b.id } else { club_a.id };
        let incident = store
            .create_incident(new_incident(club, "bridge", "bridge.revoke", "complete"))
            .await
            .expect("create")
            .into_incident();
        if club == club_a.id {
            a_ids.push(incident.id);
        }
        every_id.push(incident.id);
    }
    a_ids.reverse();
    every_id.reverse();
    assert_eq!(a_ids.len(), 24);

    // Everything, 5 at a time: 28 = 5+5+5+5+5+3.
    let pages = all_pages(store.as_ref(), &IncidentFilter::default(), 5).await;
    assert_eq!(pages.iter().map(Vec::len).collect::<Vec<_>>(), vec![5, 5, 5, 5, 5, 3]);
    let walked: Vec<Uuid> = pages.iter().flat_map(|p| ids(p)).collect();
    assert_eq!(walked, every_id, "no duplicates, no gaps, newest first");

    // Filtered, with an exact multiple of the page size: 24 = 4 * 6, and
    // the last full page has no next cursor.
    let club_filter = IncidentFilter { club_id: Some(club_a.id), ..Default::default() };
    let pages = all_pages(store.as_ref(), &club_filter, 6).await;
    assert_eq!(pages.iter().map(Vec::len).collect::<Vec<_>>(), vec![6, 6, 6, 6]);
    assert_eq!(pages.iter().flat_map(|p| ids(p)).collect::<Vec<_>>(), a_ids);

    // Limits are clamped: 0 behaves as 1, a huge limit as the maximum.
    let one = store.list_incidents(&club_filter, 0, None).await.expect("limit 0");
    assert_eq!(ids(&one.items), vec![a_ids[0]]);
    // The cursor names the page's last incident, which the caller saw, and
    // nothing else (no sequence number across clubs).
    assert_eq!(one.next_cursor, Some(format!("v2.{}", a_ids[0].simple())));
    // Another club's incident is no cursor for club B's list: the answer
    // does not tell whether it exists.
    let b_filter = IncidentFilter { club_id: Some(club_b.id), ..Default::default() };
    let foreign = store.list_incidents(&b_filter, 5, one.next_cursor.as_deref()).await;
    assert!(matches!(foreign, Err(StoreError::InvalidCursor)), "{foreign:?}");
    let big = store.list_incidents(&club_filter, u32::MAX, None).await.expect("huge limit");
    assert_eq!(ids(&big.items), a_ids);
    assert_eq!(big.next_cursor, None);

    // New incidents arriving while a client pages do not shift the pages:
    // the walk still sees every older incident exactly once.
    let first = store.list_incidents(&club_filter, 10, None).await.expect("page 1");
    for _ in 0..3 {
        store
            .create_incident(new_incident(club_a.id, "bridge", "bridge.revoke", "complete"))
            .await
            .expect("create during walk");
    }
    let mut walked = ids(&first.items);
    let mut cursor = first.next_cursor;
    while let Some(c) = cursor {
        let page = store.list_incidents(&club_filter, 10, Some(&c)).await.expect("next page");
        walked.extend(ids(&page.items));
        cursor = page.next_cursor;
    }
    assert_eq!(walked, a_ids);
}

async fn invalid_cursors(store: Arc<dyn Store>) {
    let filter = IncidentFilter::default();
    // Garbage, the old cursors that gave the sequence number, and a well
    // formed cursor naming no incident.
    let unknown = format!("v2.{}", Uuid::now_v7().simple());
    for bad in ["", "garbage", "v1.1", "v1.10", "v2.", "v2.10", "10", unknown.as_str()] {
        let result = store.list_incidents(&filter, 10, Some(bad)).await;
        assert!(matches!(result, Err(StoreError::InvalidCursor)), "{bad:?}: {result:?}");
    }
}

async fn sanctions(store: Arc<dyn Store>) {
    let club = store.create_club("Club").await.expect("club");
    let other = store.create_club("Other").await.expect("club");
    let incident = store
        .create_incident(new_incident(club.id, "bridge", "bridge.unauthorized_information", "complete"))
        .await
        .expect("create")
        .into_incident();

    let warning = store
        .add_sanction(NewSanction {
            club_id: club.id,
            incident_id: Some(incident.id),
            player: "0012345".into(),
            kind: "warning".into(),
            detail: json!({"event": "Tournoi du jeudi", "reason": "hésitation"}),
        })
        .await
        .expect("warning");
    assert_eq!(warning.incident_id, Some(incident.id));
    assert_eq!(warning.detail["reason"], json!("hésitation"));
    let penalty = store
        .add_sanction(NewSanction {
            club_id: other.id,
            incident_id: None,
            player: "0012345".into(),
            kind: "point_penalty".into(),
            detail: json!({"points": 100, "unit": "percent_of_top", "fraction": 0.25}),
        })
        .await
        .expect("penalty");
    let someone_else = store
        .add_sanction(NewSanction {
            club_id: club.id,
            incident_id: None,
            player: "0098765".into(),
            kind: "suspension".into(),
            detail: json!({"months": 3}),
        })
        .await
        .expect("suspension");

    // Per player, across clubs, oldest first; read with its incident's
    // report time, which a count of repeat offences orders by.
    let read = store.sanctions_for_player("0012345").await.expect("sanctions");
    assert_eq!(read[0].incident_reported_at, Some(incident.created_at));
    assert_eq!(read[1].incident_reported_at, None);
    let warning = Sanction { incident_reported_at: Some(incident.created_at), ..warning };
    assert_eq!(read, vec![warning.clone(), penalty.clone()]);
    assert_eq!(store.sanctions_for_player("0098765").await.expect("sanctions"), vec![someone_else.clone()]);
    assert!(store.sanctions_for_player("00123").await.expect("sanctions").is_empty());
    // A table's players in one read: every club, oldest first, each player's
    // sanctions once, and an unknown licence adds nothing.
    let table = ["0098765".to_owned(), "0012345".to_owned(), "nobody".to_owned(), "0012345".to_owned()];
    assert_eq!(store.sanctions_for_players(&table).await.expect("sanctions"), vec![warning, penalty, someone_else]);
    assert!(store.sanctions_for_players(&[]).await.expect("sanctions").is_empty());
}

async fn sanctions_commit_with_their_ruling(store: Arc<dyn Store>) {
    let club = store.create_club("Club").await.expect("club");
    let detail = json!({"offence": "tarot.exposed_card", "event": "Open"});
    let query = OffenceQuery {
        player: "T-1".into(),
        offence: "tarot.exposed_card".into(),
        any_event: false,
        event: Some("Open".into()),
        club_id: club.id,
        incident: None,
    };
    let warning = NewSanction {
        club_id: club.id,
        incident_id: None,
        player: "T-1".into(),
        kind: "warning".into(),
        detail: detail.clone(),
    };
    // A first offence, counted 0: the incident, its ruling and the warning
    // are written together; the warning names the new incident.
    let mut first = new_incident(club.id, "tarot", "tarot.exposed_card", "complete");
    first.ruling.sanctions = SanctionWrite { sanctions: vec![warning.clone()], counts: vec![(query.clone(), 0)] };
    let first = store.create_incident(first).await.expect("create").into_incident();
    let recorded = store.sanctions_for_player("T-1").await.expect("sanctions");
    assert_eq!(recorded.len(), 1);
    assert_eq!(recorded[0].incident_id, Some(first.id));
    assert_eq!(recorded[0].detail, detail);

    // A second report ruled on the same count of 0 (it was counted before the
    // first committed): refused, and nothing of it is written.
    let mut stale = new_incident(club.id, "tarot", "tarot.exposed_card", "complete");
    stale.ruling.sanctions = SanctionWrite { sanctions: vec![warning.clone()], counts: vec![(query.clone(), 0)] };
    assert!(matches!(store.create_incident(stale).await, Err(StoreError::OffencesChanged)));
    assert_eq!(store.sanctions_for_player("T-1").await.expect("sanctions").len(), 1);
    let filter = IncidentFilter { club_id: Some(club.id), ..IncidentFilter::default() };
    assert_eq!(store.list_incidents(&filter, 10, None).await.expect("list").items.len(), 1);

    // The same on an amendment: the stale count leaves the incident as it was.
    let mut ruling = ruling("complete", 2);
    ruling.sanctions = SanctionWrite { sanctions: vec![warning.clone()], counts: vec![(query.clone(), 0)] };
    let refused = store
        .append(first.id, first.version, "complete".into(), json!({}), event("facts_added", json!({})), ruling)
        .await;
    assert!(matches!(refused, Err(StoreError::OffencesChanged)));
    assert_eq!(store.get_incident(first.id).await.expect("read").map(|i| i.version), Some(first.version));
    assert_eq!(store.events(first.id).await.expect("events").len(), 1);

    // Counted right (1 earlier offence), it goes through.
    let mut ruling = ruling_with_penalty(club.id, query);
    ruling.status = "complete".into();
    let updated = store
        .append(first.id, first.version, "complete".into(), json!({}), event("facts_added", json!({})), ruling)
        .await
        .expect("append");
    assert_eq!(updated.version, first.version + 1);
    let kinds: Vec<String> =
        store.sanctions_for_player("T-1").await.expect("sanctions").into_iter().map(|s| s.kind).collect();
    assert_eq!(kinds, vec!["warning", "point_penalty"]);

    // Several sanctions in one write: all of them, in the plan's order, each
    // detail exactly as planned (quotes, accents and a NUL-free control
    // character included).
    let planned: Vec<NewSanction> = ["T-3", "T-4", "T-3"]
        .iter()
        .enumerate()
        .map(|(n, player)| NewSanction {
            club_id: club.id,
            incident_id: None,
            player: (*player).into(),
            kind: if n == 2 { "bidding_ban".into() } else { "warning".into() },
            detail: json!({"n": n, "event": "L'Open « d'été »", "note": "tab\there \"quoted\"", "points": 1.5}),
        })
        .collect();
    let mut ruling = crate::ruling("complete", 3);
    ruling.sanctions = SanctionWrite { sanctions: planned.clone(), counts: Vec::new() };
    store
        .append(first.id, updated.version, "complete".into(), json!({}), event("facts_added", json!({})), ruling)
        .await
        .expect("append");
    let written = store.sanctions_for_players(&["T-4".into(), "T-3".into()]).await.expect("sanctions");
    assert_eq!(written.len(), 3);
    for (row, plan) in written.iter().zip(&planned) {
        assert_eq!((&row.player, &row.kind, &row.detail), (&plan.player, &plan.kind, &plan.detail));
        assert_eq!(row.incident_id, Some(first.id));
        assert_eq!(row.club_id, club.id);
    }
}

fn ruling_with_penalty(club_id: Uuid, query: OffenceQuery) -> NewRuling {
    let mut ruling = ruling("complete", 2);
    ruling.sanctions = SanctionWrite {
        sanctions: vec![NewSanction {
            club_id,
            incident_id: None,
            player: "T-1".into(),
            kind: "point_penalty".into(),
            detail: json!({"offence": "tarot.exposed_card", "event": "Open", "points": 100}),
        }],
        counts: vec![(query, 1)],
    };
    ruling
}

// ---------------------------------------------------------------------------
// Every body, on every backend.

macro_rules! contract_tests {
    (store: [$($store_test:ident),* $(,)?], raw: [$($raw_test:ident),* $(,)?] $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $store_test() {
                    super::run_sqlite(|store, _raw| super::$store_test(store)).await;
                }
            )*
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $raw_test() {
                    super::run_sqlite(super::$raw_test).await;
                }
            )*
        }

        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $store_test() {
                    super::run_postgres(|store, _raw| super::$store_test(store)).await;
                }
            )*
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $raw_test() {
                    super::run_postgres(super::$raw_test).await;
                }
            )*
        }
    };
}

contract_tests! {
    store: [
        ping_and_migrate_again,
        unknown_ids,
        idempotent_replay,
        append_history_and_conflicts,
        list_filters,
        search_by_law_player_event_and_ruleset,
        search_by_rule_of_the_current_ruling,
        search_by_when_it_happened,
        keyset_pagination,
        invalid_cursors,
        sanctions,
        sanctions_commit_with_their_ruling,
        api_key_lifecycle,
    ],
    raw: [
        clubs_and_api_keys,
        incident_round_trip,
        idempotent_under_concurrency,
        history_is_append_only,
        kept_counts_agree_with_counting_the_incidents,
    ],
}

/// A period of play on PostgreSQL (migration 0017): the incidents reported
/// within a day of their play are walked between the period's report-time
/// bounds, the others read from their partial index, and the page merges
/// both newest first. The reports' times are moved back by raw SQL (the
/// store stamps them itself), keeping their order, so that the bounds cut
/// something. PostgreSQL only: SQLite's search of a period is unchanged,
/// and `search_by_when_it_happened` holds it on both backends.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_a_period_of_play_pages_newest_first_whenever_it_was_reported() {
    run_postgres(|store, raw| async move {
        let club = store.create_club("Saisons").await.expect("club");
        let now = Utc::now();
        let report = |played: chrono::DateTime<Utc>| {
            let mut new = new_incident(club.id, "bridge", "bridge.revoke", "complete");
            new.context = json!({"occurred_at": played.to_rfc3339()});
            let store = store.clone();
            async move { store.create_incident(new).await.expect("report").into_incident().id }
        };
        let month_ago = now - chrono::TimeDelta::days(30);
        // Played a month ago and reported at once (their reports are moved
        // back a month below), then one played a week before them.
        let on_time_first = report(month_ago).await;
        let on_time_second = report(month_ago + chrono::TimeDelta::hours(2)).await;
        let week_before = report(month_ago - chrono::TimeDelta::days(7)).await;
        raw.execute(
            "UPDATE incidents SET created_at = created_at - interval '30 days',
                                  updated_at = updated_at - interval '30 days'",
        )
        .await;
        // Reported today: one more game of a month ago (late), one of today
        // (on time), one of three days ago (late).
        let late = report(month_ago + chrono::TimeDelta::hours(1)).await;
        let today = report(now - chrono::TimeDelta::hours(1)).await;
        let three_days_ago = report(now - chrono::TimeDelta::days(3)).await;

        let pages = |from: chrono::DateTime<Utc>, to: chrono::DateTime<Utc>, limit: u32| {
            let filter = IncidentFilter {
                club_id: Some(club.id),
                occurred_from: Some(from),
                occurred_to: Some(to),
                ..Default::default()
            };
            let store = store.clone();
            async move {
                all_pages(store.as_ref(), &filter, limit).await.iter().map(|page| ids(page)).collect::<Vec<_>>()
            }
        };
        let around_a_month_ago = (month_ago - chrono::TimeDelta::days(1), month_ago + chrono::TimeDelta::days(1));
        // Newest report first, the late one included, across page ends.
        assert_eq!(
            pages(around_a_month_ago.0, around_a_month_ago.1, 50).await,
            vec![vec![late, on_time_second, on_time_first]]
        );
        assert_eq!(
            pages(around_a_month_ago.0, around_a_month_ago.1, 1).await,
            vec![vec![late], vec![on_time_second], vec![on_time_first]]
        );
        assert_eq!(
            pages(around_a_month_ago.0, around_a_month_ago.1, 2).await,
            vec![vec![late, on_time_second], vec![on_time_first]]
        );
        // The last four days: the late one of three days ago, reported
        // last, then today's.
        assert_eq!(
            pages(now - chrono::TimeDelta::days(4), now, 1).await,
            vec![vec![three_days_ago], vec![today]]
        );
        // Everything played over the last six weeks, newest report first.
        assert_eq!(
            pages(now - chrono::TimeDelta::days(42), now + chrono::TimeDelta::hours(1), 50).await,
            vec![vec![three_days_ago, today, late, week_before, on_time_second, on_time_first]]
        );
    })
    .await;
}

// ---------------------------------------------------------------------------
// Connection set-up (not part of the per-backend contract).

#[tokio::test]
async fn sqlite_in_memory_keeps_its_data_for_the_life_of_the_store() {
    let store = connect("sqlite::memory:", PoolSize::default()).await.expect("in-memory store");
    let other = connect("sqlite::memory:", PoolSize::default()).await.expect("second in-memory store");
    let club = store.create_club("Club").await.expect("club");
    // Many round trips on the one connection: still the same database.
    for _ in 0..20 {
        assert_eq!(store.get_club(club.id).await.expect("get"), Some(club.clone()));
    }
    let incident = store
        .create_incident(new_incident(club.id, "bridge", "bridge.revoke", "complete"))
        .await
        .expect("create")
        .into_incident();
    assert_eq!(store.events(incident.id).await.expect("events").len(), 1);
    // Two in-memory stores are two databases.
    assert_eq!(other.get_club(club.id).await.expect("get"), None);
}

#[tokio::test]
async fn sqlite_file_is_created_in_wal_mode_and_persists() {
    let db = TempDb::new();
    assert!(!db.path.exists());
    let club = {
        let store = connect(&db.url(), PoolSize::default()).await.expect("create database");
        store.create_club("Club").await.expect("club")
    };
    assert!(db.path.exists());

    let reopened = connect(&db.url(), PoolSize::default()).await.expect("reopen database");
    assert_eq!(reopened.get_club(club.id).await.expect("get"), Some(club));

    let options = SqliteConnectOptions::from_str(&db.url()).expect("URL");
    let raw = SqlitePool::connect_with(options).await.expect("raw pool");
    let mode: String = sqlx::query_scalar("PRAGMA journal_mode").fetch_one(&raw).await.expect("journal mode");
    assert_eq!(mode, "wal");
}

#[tokio::test]
async fn unsupported_urls_are_refused_without_echoing_secrets() {
    for url in ["mysql://root:s3cr3t@localhost/arbitre", "arbitre.db", "", "http://x"] {
        match connect(url, PoolSize::default()).await {
            Err(StoreError::UnsupportedUrl(message)) => {
                assert!(!message.contains("s3cr3t"), "{message}");
            }
            Err(other) => panic!("{url:?}: expected UnsupportedUrl, got {other:?}"),
            Ok(_) => panic!("{url:?}: expected UnsupportedUrl, got a store"),
        }
    }
}

#[tokio::test]
async fn postgres_schema_names_are_checked_before_connecting() {
    // Nothing listens on port 1: a bad name must be refused before trying.
    let url = "postgres://nobody@127.0.0.1:1/none";
    for schema in ["", "Test", "a-b", "a;DROP TABLE x", "x\"y"] {
        let result = connect_postgres_in_schema(url, schema).await;
        assert!(matches!(result, Err(StoreError::UnsupportedUrl(_))), "{schema:?}");
        let result = drop_postgres_schema(url, schema).await;
        assert!(matches!(result, Err(StoreError::UnsupportedUrl(_))), "{schema:?}");
    }
}

/// `TEST_DATABASE_URL`, once the role `arbitre_server` exists there; `None`
/// when the variable is not set (or, outside CI, PostgreSQL is unreachable).
/// Roles belong to the cluster: made once, whichever test run gets there
/// first.
async fn postgres_with_server_role() -> Option<String> {
    let url = std::env::var("TEST_DATABASE_URL").ok()?;
    let Ok(Ok(mut admin)) = tokio::time::timeout(Duration::from_secs(10), PgConnection::connect(&url)).await else {
        assert!(std::env::var_os("CI").is_none(), "TEST_DATABASE_URL is set but PostgreSQL is unreachable");
        return None;
    };
    sqlx::query(
        "DO $$ BEGIN CREATE ROLE arbitre_server LOGIN;
         EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$",
    )
    .execute(&mut admin)
    .await
    .expect("the server role");
    let _ = admin.close().await;
    Some(url)
}

/// Several servers starting at once on one database each run the
/// migrations and then the server role's grants; PostgreSQL refuses a GRANT
/// on an object another transaction is granting on ("tuple concurrently
/// updated"), which stopped the second of two servers started together (seen
/// while measuring issue 16). Every start must succeed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_servers_starting_together_all_start() {
    // The grants run only when the role exists.
    let Some(url) = postgres_with_server_role().await else { return };
    let schema = format!("test_{}", Uuid::new_v4().simple());
    let mut servers = Vec::new();
    for _ in 0..6 {
        servers.push(connect_postgres_in_schema(&url, &schema).await.expect("a server"));
    }
    // Each round, every server runs its start-up migration at the same moment.
    let barrier = Arc::new(tokio::sync::Barrier::new(servers.len()));
    for round in 0..20 {
        let starts: Vec<_> = servers
            .iter()
            .map(|server| {
                let (server, barrier) = (server.clone(), barrier.clone());
                tokio::spawn(async move {
                    barrier.wait().await;
                    server.migrate().await
                })
            })
            .collect();
        for start in starts {
            let started = start.await.expect("the start's task");
            assert!(started.is_ok(), "round {round}: {started:?}");
        }
    }
    drop_postgres_schema(&url, &schema).await.expect("schema dropped");
}

/// On PostgreSQL the server can run as `arbitre_server` (granted by the
/// store after every migration run):
/// everything the service does works, and the history cannot be rewritten
/// by that role: no trigger disabled, no row of it updated, deleted or
/// truncated.
#[tokio::test]
async fn postgres_server_role_appends_but_cannot_rewrite_history() {
    let Some(url) = postgres_with_server_role().await else { return };

    let schema = format!("test_{}", Uuid::new_v4().simple());
    // The owner migrates (and grants, the role existing).
    let owner = connect_postgres_in_schema(&url, &schema).await.expect("the owner's store");
    let club = owner.create_club("Club").await.expect("club");
    let options = PgConnectOptions::from_str(&url)
        .expect("PostgreSQL URL")
        .username("arbitre_server")
        .options([("search_path", schema.as_str())]);
    let pool = PgPoolOptions::new().max_connections(2).connect_with(options.clone()).await.expect("as arbitre_server");

    // The server's work, as that role.
    let server_url = format!(
        "postgres://arbitre_server@{}:{}/{}?options=-c%20search_path%3D{schema}",
        options.get_host(),
        options.get_port(),
        options.get_database().unwrap_or("postgres")
    );
    let server =
        arbitre_store::connect_without_migrations(&server_url, PoolSize::default()).await.expect("the server's store");
    let (key, secret) = server.create_api_key(Some(club.id), Role::Club).await.expect("a key");
    assert_eq!(server.authenticate(&secret).await.expect("auth").map(|k| k.id), Some(key.id));
    let mut new = new_incident(club.id, "tarot", "tarot.exposed_card", "complete");
    new.context = json!({"event": "Open", "players": {"offender": "T-1"}});
    new.ruling.sanctions = SanctionWrite {
        sanctions: vec![NewSanction {
            club_id: club.id,
            incident_id: None,
            player: "T-1".into(),
            kind: "warning".into(),
            detail: json!({"offence": "tarot.exposed_card", "event": "Open"}),
        }],
        counts: Vec::new(),
    };
    let incident = server.create_incident(new).await.expect("report").into_incident();
    let appended = server
        .append(
            incident.id,
            incident.version,
            "complete".into(),
            json!({}),
            event("facts_added", json!({})),
            ruling("complete", 2),
        )
        .await
        .expect("amend");
    assert_eq!(appended.version, incident.version + 1);
    assert_eq!(server.sanctions_for_player("T-1").await.expect("sanctions").len(), 1);
    let filter = IncidentFilter { player: Some("T-1".into()), ..IncidentFilter::default() };
    assert_eq!(server.list_incidents(&filter, 10, None).await.expect("search").items.len(), 1);
    server.revoke_api_key(key.id).await.expect("revoke");

    // What it may not do.
    for statement in [
        "ALTER TABLE incident_events DISABLE TRIGGER ALL",
        "ALTER TABLE sanctions DISABLE TRIGGER sanctions_append_only",
        "UPDATE rulings SET status = 'x'",
        "UPDATE sanctions SET kind = 'x'",
        "DELETE FROM incident_events",
        "DELETE FROM incidents",
        "TRUNCATE sanctions",
        "DROP TABLE rulings",
        // Only an incident's current state is updated, and only a key's
        // revocation, which is final.
        "UPDATE incidents SET club_id = gen_random_uuid()",
        "UPDATE incidents SET context = '{}'",
        "UPDATE api_keys SET role = 'admin'",
        "UPDATE api_keys SET revoked_at = NULL",
    ] {
        let refused = sqlx::query(statement).execute(&pool).await;
        assert!(refused.is_err(), "arbitre_server could run {statement}");
    }
    pool.close().await;
    let _ = drop_postgres_schema(&url, &schema).await;
}

/// A PostgreSQL pool is sized for the database unless a size is given: a
/// quarter of the connections the database accepts, between 10 and 64.
#[tokio::test]
async fn postgres_pool_is_sized_for_the_database_or_as_told() {
    let Ok(url) = std::env::var("TEST_DATABASE_URL") else { return };
    let Ok(Ok(mut admin)) = tokio::time::timeout(Duration::from_secs(10), PgConnection::connect(&url)).await else {
        assert!(std::env::var_os("CI").is_none(), "TEST_DATABASE_URL is set but PostgreSQL is unreachable");
        return;
    };
    let setting = |name: &'static str| {
        sqlx::query_scalar::<_, String>("SELECT setting FROM pg_settings WHERE name = $1").bind(name)
    };
    let accepted: u32 =
        setting("max_connections").fetch_one(&mut admin).await.expect("max_connections").parse().expect("a number");
    let reserved: u32 = setting("superuser_reserved_connections")
        .fetch_one(&mut admin)
        .await
        .expect("reserved")
        .parse()
        .expect("a number");
    let _ = admin.close().await;

    // Without migrations: this test must not touch the database's tables.
    let sized = arbitre_store::connect_without_migrations(&url, PoolSize::ForTheDatabase).await.expect("a pool");
    assert_eq!(sized.pool_status().max, arbitre_store::pool_size_for(accepted, reserved));
    let told = arbitre_store::connect_without_migrations(&url, PoolSize::Fixed(3)).await.expect("a pool");
    assert_eq!(told.pool_status().max, 3);
}

/// Migration 0019 keeps the counts by whether a director overruled the
/// engine and where the appeals stand, and counts the engine's laws: the
/// engine's laws of the incidents stored before it, and the incidents
/// overruled or appealed before it, are counted by the migration itself.
/// Written through a store on a database migrated to 0018, then migrated
/// to the end: the kept counts grouped by `overridden`, `appeal` and
/// `engine_law` give what counting the incidents gives.
async fn counts_of_incidents_overruled_before_migration_0019(store: Arc<dyn Store>) {
    let club = store.create_club("Avant").await.expect("club");
    let report = |kind: &str, citations: &[(&str, &str)]| {
        let mut new = new_incident(club.id, "bridge", kind, "complete");
        new.ruling = ruling_citing(citations);
        let store = store.clone();
        async move { store.create_incident(new).await.expect("report").into_incident() }
    };
    let overruled = report("bridge.insufficient_bid", &[("27", "B2"), ("16", "C")]).await;
    let appealed = report("bridge.insufficient_bid", &[("27", "B1(a)")]).await;
    report("bridge.revoke", &[("64", "A1")]).await;
    store
        .append(
            appealed.id,
            appealed.version,
            "complete".into(),
            json!({}),
            event("appeal_lodged", json!({"appellant": "NS", "reason": "Nous contestons."})),
            ruling_citing(&[("27", "B1(a)")]),
        )
        .await
        .expect("an appeal");
    store
        .append(
            overruled.id,
            overruled.version,
            "complete".into(),
            json!({}),
            event("director_ruling", json!({"reason": "Faits établis autrement."})),
            ruling_citing(&[("27", "B2")]),
        )
        .await
        .expect("a director's ruling");

    store.migrate().await.expect("migration 0019 and after");
    for when in ["changes not folded", "folded"] {
        let groups = |group_by: &'static [GroupBy]| {
            let store = store.clone();
            async move {
                let kept = store.count_incidents(&IncidentFilter::default(), group_by).await.expect("kept");
                let by_incident = counted_one_by_one(&IncidentFilter::default());
                let counted = store.count_incidents(&by_incident, group_by).await.expect("counted");
                assert_eq!(kept, counted, "{when}: by {group_by:?}");
                kept.into_iter().map(|g| (g.keys.join("/"), g.count)).collect::<Vec<_>>()
            }
        };
        assert_eq!(
            groups(&[GroupBy::Law, GroupBy::Overridden]).await,
            [("27/false".to_owned(), 1), ("27/true".to_owned(), 1), ("64/false".to_owned(), 1)]
        );
        assert_eq!(groups(&[GroupBy::Overridden]).await, [("false".to_owned(), 2), ("true".to_owned(), 1)]);
        assert_eq!(groups(&[GroupBy::Appeal]).await, [("none".to_owned(), 2), ("pending".to_owned(), 1)]);
        // The overruled incident's engine still cited 16 and 27.
        assert_eq!(
            groups(&[GroupBy::EngineLaw, GroupBy::Overridden]).await,
            [
                ("16/true".to_owned(), 1),
                ("27/false".to_owned(), 1),
                ("27/true".to_owned(), 1),
                ("64/false".to_owned(), 1)
            ]
        );
        store.fold_counts().await.expect("fold");
    }
}

/// The migrations of a backend, read from their folder at run time (the
/// store embeds the same files), to stop at a version.
async fn migrations(backend: &str) -> sqlx::migrate::Migrator {
    let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../migrations").join(backend);
    sqlx::migrate::Migrator::new(folder).await.expect("the migrations' folder")
}

#[tokio::test]
async fn sqlite_migration_0019_counts_the_incidents_overruled_before_it() {
    let db = TempDb::new();
    let options = SqliteConnectOptions::from_str(&db.url()).expect("SQLite URL").create_if_missing(true);
    let pool = SqlitePool::connect_with(options).await.expect("a SQLite file");
    migrations("sqlite").await.run_to(18, &pool).await.expect("migrations to 0018");
    pool.close().await;
    let store = arbitre_store::connect_sqlite_unmigrated(&db.url()).await.expect("store");
    counts_of_incidents_overruled_before_migration_0019(store).await;
}

#[tokio::test]
async fn postgres_migration_0019_counts_the_incidents_overruled_before_it() {
    let Ok(url) = std::env::var("TEST_DATABASE_URL") else { return };
    let Ok(Ok(mut admin)) = tokio::time::timeout(Duration::from_secs(10), PgConnection::connect(&url)).await else {
        assert!(std::env::var_os("CI").is_none(), "TEST_DATABASE_URL is set but PostgreSQL is unreachable");
        return;
    };
    let schema = format!("test_{}", Uuid::new_v4().simple());
    // The name is made here (test_ and a UUID), not read from anywhere.
    sqlx::query(sqlx::AssertSqlSafe(format!("CREATE SCHEMA {schema}"))).execute(&mut admin).await.expect("a schema");
    let _ = admin.close().await;
    let options = PgConnectOptions::from_str(&url).expect("PostgreSQL URL").options([("search_path", schema.as_str())]);
    let pool = PgPoolOptions::new().max_connections(1).connect_with(options.clone()).await.expect("a pool");
    migrations("postgres").await.run_to(18, &pool).await.expect("migrations to 0018");
    pool.close().await;
    let store_url = format!(
        "postgres://{}@{}:{}/{}?options=-c%20search_path%3D{schema}",
        options.get_username(),
        options.get_host(),
        options.get_port(),
        options.get_database().unwrap_or("postgres")
    );
    let store = arbitre_store::connect_without_migrations(&store_url, PoolSize::Fixed(2)).await.expect("store");
    let outcome = tokio::spawn(counts_of_incidents_overruled_before_migration_0019(store)).await;
    let _ = drop_postgres_schema(&url, &schema).await;
    if let Err(e) = outcome {
        std::panic::resume_unwind(e.into_panic());
    }
}
