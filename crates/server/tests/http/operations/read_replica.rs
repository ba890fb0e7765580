//! `ARBITRE_READ_DATABASE_URL`: searches, statistics, exports and the list
//! of clubs read from a replica, everything else from the primary. No
//! streaming replica can be started here, so the replica is a second
//! connection string to the same PostgreSQL server: to the same schema (it
//! then sees what the primary wrote, as a caught-up replica does), and to
//! another, empty schema (which shows which reads go where).

use serde_json::{Value, json};
use uuid::Uuid;

use crate::common::{self, ServerProcess};

/// `url` with `schema` as the only schema on the search path.
fn in_schema(url: &str, schema: &str) -> String {
    let separator = if url.contains('?') { '&' } else { '?' };
    format!("{url}{separator}options=-c%20search_path%3D{schema}")
}

/// What the federation's four reads see: the search's items, the count of
/// incidents, the export's rows, the clubs.
async fn federation_reads(base: &str, key: &str) -> (usize, i64, usize, usize) {
    let client = reqwest::Client::new();
    let get = |path: &str| client.get(format!("http://{base}{path}")).bearer_auth(key).send();
    let list: Value = get("/v1/incidents").await.expect("list").json().await.expect("list body");
    let stats: Value = get("/v1/stats/incidents?group_by=kind").await.expect("stats").json().await.expect("stats body");
    let export = get("/v1/incidents/export?format=ndjson").await.expect("export").text().await.expect("export body");
    let clubs: Value = get("/v1/clubs").await.expect("clubs").json().await.expect("clubs body");
    let counted = stats["groups"].as_array().expect("groups").iter().filter_map(|g| g["count"].as_i64()).sum();
    let items = list["items"].as_array().expect("items").len();
    let clubs = clubs.as_array().map_or(0, Vec::len);
    (items, counted, export.lines().count(), clubs)
}

#[tokio::test]
async fn searches_statistics_exports_and_clubs_read_from_the_replica() {
    let Some(url) = common::postgres_url() else { return };
    let primary_schema = format!("test_{}", Uuid::new_v4().simple());
    let empty_schema = format!("test_{}", Uuid::new_v4().simple());
    let primary = arbitre_store::connect_postgres_in_schema(&url, &primary_schema).await.expect("primary");
    // Migrated, and left empty: a "replica" that has seen nothing.
    let _empty = arbitre_store::connect_postgres_in_schema(&url, &empty_schema).await.expect("second schema");
    let club = primary.create_club("Lyon").await.expect("club");
    let (_, key) = primary.create_api_key(Some(club.id), arbitre_store::Role::Club).await.expect("key");
    let primary_url = in_schema(&url, &primary_schema);

    // A replica that has caught up: the same data through a second connection string.
    let caught_up = ServerProcess::start(&[
        ("ARBITRE_DATABASE_URL", primary_url.as_str()),
        ("ARBITRE_READ_DATABASE_URL", primary_url.as_str()),
    ]);
    let body = json!({"kind": "bridge.trick_orientation", "facts": {"when_noticed": "end_of_play"}});
    let client = reqwest::Client::new();
    let response = client
        .post(format!("http://{}/v1/incidents", caught_up.address))
        .bearer_auth(&key)
        .json(&body)
        .send()
        .await
        .expect("report");
    assert_eq!(response.status().as_u16(), 201);
    let incident: Value = response.json().await.expect("incident");
    assert_eq!(federation_reads(&caught_up.address, &key).await, (1, 1, 1, 1));

    // A replica that has seen nothing: the four reads find nothing, while
    // the incident read by its id and a new write go to the primary.
    let lagging_url = in_schema(&url, &empty_schema);
    let lagging = ServerProcess::start(&[
        ("ARBITRE_DATABASE_URL", primary_url.as_str()),
        ("ARBITRE_READ_DATABASE_URL", lagging_url.as_str()),
    ]);
    assert_eq!(federation_reads(&lagging.address, &key).await, (0, 0, 0, 0));
    let id = incident["id"].as_str().expect("id");
    let read = client
        .get(format!("http://{}/v1/incidents/{id}", lagging.address))
        .bearer_auth(&key)
        .send()
        .await
        .expect("read by id");
    assert_eq!(read.status().as_u16(), 200, "an incident by its id is read from the primary");
    let again = client
        .post(format!("http://{}/v1/incidents", lagging.address))
        .bearer_auth(&key)
        .json(&body)
        .send()
        .await
        .expect("second report");
    assert_eq!(again.status().as_u16(), 201, "writes go to the primary");
    assert_eq!(federation_reads(&caught_up.address, &key).await, (2, 2, 2, 1));

    drop((caught_up, lagging));
    let _ = arbitre_store::drop_postgres_schema(&url, &primary_schema).await;
    let _ = arbitre_store::drop_postgres_schema(&url, &empty_schema).await;
}

#[test]
fn a_replica_of_a_sqlite_file_is_refused_at_start() {
    let path = std::env::temp_dir().join(format!("arbitre-replica-{}.db", Uuid::new_v4().simple()));
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_arbitre"))
        .arg("serve")
        .env("ARBITRE_BIND", "127.0.0.1:0")
        .env("ARBITRE_DATABASE_URL", format!("sqlite://{}", path.display()))
        .env("ARBITRE_READ_DATABASE_URL", "postgres://reader:secret@127.0.0.1:1/replica")
        .output()
        .expect("arbitre runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "{stderr}");
    assert!(stderr.contains("ARBITRE_READ_DATABASE_URL"), "{stderr}");
    assert!(!stderr.contains("secret"), "the password is not logged: {stderr}");
    let _ = std::fs::remove_file(path);
}
