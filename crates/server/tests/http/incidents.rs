//! End-to-end tests of the HTTP API: the real router on 127.0.0.1:0 against
//! SQLite and, when `TEST_DATABASE_URL` is set, PostgreSQL.

use crate::common;

/// `/v1/incidents/{id}/appeals` and their decisions.
mod appeals;
/// `/v1/incidents/{id}/rulings/director`.
mod director;

use serde_json::{Value, json};

const REAL_BOARD: &str = include_str!("../../../rules/tests/fixtures/realbridge2021_board20.pbn");

fn question_ids(decision: &Value) -> Vec<String> {
    decision["questions"].as_array().into_iter().flatten().filter_map(|q| q["id"].as_str().map(String::from)).collect()
}

#[tokio::test]
async fn a_law_65_incident_goes_through_the_whole_interview_and_its_history_reads_back_exactly() {
    for server in common::servers().await {
        let (club, key) = server.club("Bridge Club de Lyon").await;
        let report = json!({
            "kind": "bridge.trick_orientation",
            "context": {"event": "Tournoi du mardi", "table": "4", "board": 20,
                        "players": {"N": "0123456", "E": "0234567", "S": "0345678", "W": "0456789"},
                        "occurred_at": "2026-11-24T21:31:00+01:00"}
        });
        let (status, created) = server.post("/v1/incidents", Some(&key), &report).await;
        assert_eq!(status, 201, "{}: {created}", server.backend);
        // The time stays as the club's software wrote it, its offset too.
        assert_eq!(created["context"]["occurred_at"], "2026-11-24T21:31:00+01:00");
        assert_eq!(created["status"], "needs_facts");
        assert_eq!(created["club_id"], club.to_string());
        assert_eq!(question_ids(&created["decision"]), vec!["when_noticed"]);
        let id = created["id"].as_str().expect("id").to_owned();

        let step1 = json!({"facts": {"when_noticed": "end_of_play"}});
        let (status, after1) = server.post(&format!("/v1/incidents/{id}/facts"), Some(&key), &step1).await;
        assert_eq!(status, 200, "{after1}");
        assert_eq!(question_ids(&after1["decision"]), vec!["count_disputed"]);

        let step2 = json!({"facts": {"count_disputed": true}, "record": {"pbn": REAL_BOARD}});
        let (status, done) = server.post(&format!("/v1/incidents/{id}/facts"), Some(&key), &step2).await;
        assert_eq!(status, 200, "{done}");
        assert_eq!(done["status"], "complete");
        let established = done["decision"]["rectifications"]
            .as_array()
            .and_then(|r| r.iter().find(|x| x["type"] == "tricks_established"))
            .cloned()
            .expect("tricks established");
        assert_eq!(established["declarer_side"], 10);
        assert_eq!(established["defenders"], 3);
        assert_eq!(established["basis"], "play_record");

        let (status, read) = server.get(&format!("/v1/incidents/{id}"), Some(&key)).await;
        assert_eq!(status, 200);
        let events = read["events"].as_array().expect("events");
        assert_eq!(events.len(), 3);
        assert_eq!(
            events.iter().map(|e| e["kind"].as_str().unwrap_or("")).collect::<Vec<_>>(),
            vec!["reported", "facts_added", "facts_added"]
        );
        // What the client sent reads back exactly as sent.
        assert_eq!(events[1]["payload"], step1);
        assert_eq!(events[2]["payload"], step2);
        assert_eq!(events[0]["payload"]["context"], report["context"]);
        // Every ruling given is kept, exactly as it was given.
        let rulings = read["rulings"].as_array().expect("rulings");
        assert_eq!(rulings.len(), 3);
        for (given, stored) in [&created, &after1, &done].iter().zip(rulings) {
            assert_eq!(stored["decision"], given["decision"]);
        }
        assert_eq!(rulings[2]["status"], "complete");
        assert_eq!(read["decision"], done["decision"]);
        assert_eq!(read["incident"]["facts"], json!({"when_noticed": "end_of_play", "count_disputed": true}));
        assert_eq!(read["incident"]["ruleset"], "ffb-2017");
        server.close().await;
    }
}

/// The answer to a report is built from what its write stored, without
/// reading it back: it must be what a read gives, byte for byte, the label of
/// the key that reported it included.
#[tokio::test]
async fn a_report_answers_what_a_read_of_it_gives() {
    for server in common::servers().await {
        let (club, _) = server.club("Bridge Club de Nantes").await;
        let admin = server.admin_key().await;
        let request = json!({"role": "club", "club": club, "label": "Directeur : Paul Roux"});
        let (status, issued) = server.post("/v1/keys", Some(&admin), &request).await;
        assert_eq!(status, 201, "{issued}");
        let key = issued["secret"].as_str().expect("a secret").to_owned();
        let report = json!({
            "kind": "bridge.trick_orientation",
            "context": {"event": "Tournoi du jeudi", "table": "2", "board": 7,
                        "players": {"N": "0123456", "E": "0234567", "S": "0345678", "W": "0456789"}},
            "facts": {"when_noticed": "before_next_trick", "noticed_by": "defender", "defender_manner": "speech"}
        });
        let (status, created) = server.post("/v1/incidents", Some(&key), &report).await;
        assert_eq!(status, 201, "{}: {created}", server.backend);
        assert_eq!(created["events"][0]["actor_label"], "Directeur : Paul Roux", "{created}");
        let id = created["id"].as_str().expect("id");
        let (status, read) = server.get(&format!("/v1/incidents/{id}"), Some(&key)).await;
        assert_eq!(status, 200);
        assert_eq!(created, read, "{}", server.backend);
    }
}

/// Each keyed operation declares the keys it admits where it is registered,
/// and that check comes before the request is read: a key of the wrong kind
/// is refused even with a body or query the operation would refuse itself.
/// A method the path does not have is a 405 whoever asks.
#[tokio::test]
async fn access_is_declared_per_operation_and_checked_before_the_request_is_read() {
    let server = common::sqlite().await;
    let (_, club_key) = server.club("Club de Brest").await;
    let federation = server.federation_key().await;
    let malformed = |path: &str, key: &str| {
        server
            .client
            .post(server.url(path))
            .bearer_auth(key)
            .header("content-type", "application/json")
            .body("{not json")
            .send()
    };
    // Reporting admits a club's key only, before the body is parsed.
    let (status, problem) = common::read(malformed("/v1/incidents", &federation).await.expect("an answer")).await;
    assert_eq!((status, problem["code"].as_str()), (403, Some("club_key_required")), "{problem}");
    let (status, problem) = common::read(malformed("/v1/incidents", &club_key).await.expect("an answer")).await;
    assert_eq!((status, problem["code"].as_str()), (400, Some("malformed_json")), "{problem}");
    // Key management admits an admin key only, before the query is read.
    let (status, problem) = server.get("/v1/keys?club=not-a-uuid", Some(&club_key)).await;
    assert_eq!((status, problem["code"].as_str()), (403, Some("forbidden")), "{problem}");
    // Reading the list admits any key (the federation's here).
    let (status, _) = server.get("/v1/incidents", Some(&federation)).await;
    assert_eq!(status, 200);
    // A method no operation of the path has: 405, with or without a key.
    for (path, key) in [("/v1/incidents", None), ("/v1/incidents", Some(federation.as_str())), ("/v1/keys", None)] {
        let mut request = server.client.put(server.url(path));
        if let Some(key) = key {
            request = request.bearer_auth(key);
        }
        let (status, problem) = common::read(request.send().await.expect("an answer")).await;
        assert_eq!((status, problem["code"].as_str()), (405, Some("method_not_allowed")), "{path}: {problem}");
    }
    server.close().await;
}

#[tokio::test]
async fn the_same_idempotency_key_gives_back_the_same_incident() {
    for server in common::servers().await {
        let (_, key) = server.club("Club").await;
        let body = json!({"kind": "bridge.trick_orientation", "facts": {"when_noticed": "before_next_trick"}});
        let send = |body: Value| {
            server
                .client
                .post(server.url("/v1/incidents"))
                .bearer_auth(&key)
                .header("Idempotency-Key", "abc-1")
                .json(&body)
                .send()
        };
        let (first_status, first) = common::read(send(body.clone()).await.expect("send")).await;
        let (second_status, second) = common::read(send(body.clone()).await.expect("send")).await;
        assert_eq!((first_status, second_status), (201, 200), "{}", server.backend);
        assert_eq!(first["id"], second["id"]);
        let (_, list) = server.get("/v1/incidents", Some(&key)).await;
        assert_eq!(list["items"].as_array().map(Vec::len), Some(1));
        // The same key with another body is refused, and stores nothing.
        let other = json!({"kind": "bridge.trick_orientation"});
        let (status, problem) = common::read(send(other).await.expect("send")).await;
        assert_eq!(status, 422);
        assert_eq!(problem["code"], "idempotency_key_reused");
        server.close().await;
    }
}

#[tokio::test]
async fn a_club_key_never_sees_another_clubs_incidents() {
    for server in common::servers().await {
        let (club_a, key_a) = server.club("A").await;
        let (_, key_b) = server.club("B").await;
        let federation = server.federation_key().await;
        let (_, created) =
            server.post("/v1/incidents", Some(&key_a), &json!({"kind": "bridge.trick_orientation"})).await;
        let id = created["id"].as_str().expect("id").to_owned();

        let (status, problem) = server.get(&format!("/v1/incidents/{id}"), Some(&key_b)).await;
        assert_eq!((status, problem["code"].as_str()), (404, Some("not_found")), "{}", server.backend);
        let (status, _) = server.post(&format!("/v1/incidents/{id}/facts"), Some(&key_b), &json!({"facts": {}})).await;
        assert_eq!(status, 404);
        let (status, list) = server.get("/v1/incidents", Some(&key_b)).await;
        assert_eq!(status, 200);
        assert_eq!(list["items"], json!([]));
        let (status, problem) = server.get(&format!("/v1/incidents?club={club_a}"), Some(&key_b)).await;
        assert_eq!((status, problem["code"].as_str()), (403, Some("forbidden")));

        let (status, _) = server.get(&format!("/v1/incidents/{id}"), Some(&key_a)).await;
        assert_eq!(status, 200);
        let (status, read) = server.get(&format!("/v1/incidents/{id}"), Some(&federation)).await;
        assert_eq!((status, read["id"].as_str()), (200, Some(id.as_str())));
        let (_, list) = server.get(&format!("/v1/incidents?club={club_a}"), Some(&federation)).await;
        assert_eq!(list["items"].as_array().map(Vec::len), Some(1));
        // A federation key reads but does not report for a club.
        let (status, problem) =
            server.post("/v1/incidents", Some(&federation), &json!({"kind": "bridge.trick_orientation"})).await;
        assert_eq!((status, problem["code"].as_str()), (403, Some("club_key_required")), "{problem}");
        // Nor does it amend a club's incident: nothing is appended.
        for (route, body) in [
            ("facts", json!({"facts": {"when_noticed": "end_of_play"}})),
            ("choices", json!({"choices": {}})),
            ("outcome", json!({"outcome": {}})),
        ] {
            let (status, problem) = server.post(&format!("/v1/incidents/{id}/{route}"), Some(&federation), &body).await;
            assert_eq!((status, problem["code"].as_str()), (403, Some("forbidden")), "{route}: {problem}");
        }
        let (_, read) = server.get(&format!("/v1/incidents/{id}"), Some(&key_a)).await;
        assert_eq!(read["events"].as_array().map(Vec::len), Some(1), "{read}");
        server.close().await;
    }
}

/// An amendment that changes nothing (no fact, no choice, an empty
/// outcome) is refused at its field, in the caller's language, and nothing
/// is appended to the history (a probe found `{}` stored with a ruling).
#[tokio::test]
async fn an_empty_amendment_is_refused_and_not_recorded() {
    for server in common::servers().await {
        let (_, key) = server.club("A").await;
        let (_, created) = server.post("/v1/incidents", Some(&key), &json!({"kind": "bridge.trick_orientation"})).await;
        let id = created["id"].as_str().expect("id").to_owned();
        for (route, body, pointer) in [
            ("facts", json!({"facts": {}}), "/facts"),
            ("facts", json!({}), "/facts"),
            ("choices", json!({"choices": {}}), "/choices"),
            ("outcome", json!({"outcome": {}}), "/outcome"),
        ] {
            let (status, problem) = server.post(&format!("/v1/incidents/{id}/{route}"), Some(&key), &body).await;
            assert_eq!(
                (status, problem["code"].as_str(), problem["pointer"].as_str()),
                (422, Some("invalid_body"), Some(pointer)),
                "{route} {body}: {problem}"
            );
        }
        let (_, read) = server.get(&format!("/v1/incidents/{id}"), Some(&key)).await;
        assert_eq!(read["events"].as_array().map(Vec::len), Some(1), "{read}");
        assert_eq!(read["version"], created["version"], "{read}");
        server.close().await;
    }
}

/// What a table of the game cannot hold is refused at report time, named,
/// in French by default: a place that is neither a seat nor a role of the
/// game, the other game's board or deal number, a time more than a day
/// ahead, a board or deal number beyond 32 bits. The same on
/// `/v1/rulings`. Seats and roles of each game pass (a
/// probe stored a bridge table with players at `North`, `5` and `captain`).
#[tokio::test]
async fn a_context_the_games_table_cannot_hold_is_refused() {
    let server = common::sqlite().await;
    let (_, key) = server.club("A").await;
    let future = (chrono::Utc::now() + chrono::Duration::days(3)).to_rfc3339();
    for (kind, context, pointer) in [
        ("bridge.revoke", json!({"players": {"N": "B-1", "North": "B-2"}}), "/context/players/North"),
        ("bridge.revoke", json!({"players": {"captain": "B-1"}}), "/context/players/captain"),
        ("bridge.revoke", json!({"players": {"5": "B-1"}}), "/context/players/5"),
        ("bridge.revoke", json!({"deal_number": 3}), "/context/deal_number"),
        ("tarot.revoke", json!({"players": {"N": "T-1"}}), "/context/players/N"),
        ("tarot.revoke", json!({"players": {"7": "T-1"}}), "/context/players/7"),
        ("tarot.revoke", json!({"players": {"concerned_x": "T-1"}}), "/context/players/concerned_x"),
        ("tarot.revoke", json!({"board": 3}), "/context/board"),
        ("bridge.revoke", json!({"occurred_at": future}), "/context/occurred_at"),
        // Beyond the spec's 32-bit integers (a contract probe stored 2^31).
        ("bridge.revoke", json!({"board": 2_147_483_648_u64}), "/context/board"),
        ("tarot.revoke", json!({"deal_number": 2_147_483_648_u64}), "/context/deal_number"),
    ] {
        let body = json!({"kind": kind, "context": context});
        for (path, key) in [("/v1/incidents", Some(key.as_str())), ("/v1/rulings", None)] {
            let (status, problem) = server.post(path, key, &body).await;
            assert_eq!(
                (status, problem["code"].as_str(), problem["pointer"].as_str()),
                (422, Some("invalid_body"), Some(pointer)),
                "{path} {body}: {problem}"
            );
            let detail = problem["detail"].as_str().unwrap_or_default();
            assert!(detail.contains('«'), "in French by default: {detail}");
        }
    }
    for (kind, context) in [
        (
            "bridge.revoke",
            json!({"board": 3, "players": {"N": "B-1", "E": "B-2", "offender": "B-2", "declarer": "B-3"}}),
        ),
        (
            "tarot.revoke",
            json!({"deal_number": 3, "players": {"1": "T-1", "5": "T-5", "offender": "T-1", "dealer": "T-2", "concerned_1": "T-3"}}),
        ),
    ] {
        let (status, created) =
            server.post("/v1/incidents", Some(&key), &json!({"kind": kind, "context": context})).await;
        assert_eq!(status, 201, "{context}: {created}");
        assert_eq!(created["context"], context, "stored as sent");
    }
    server.close().await;
}

/// A federation officer finds rulings by law and paragraph, by licence and
/// by event, across clubs, with one request each (issue 16).
#[tokio::test]
async fn the_federation_finds_rulings_by_law_player_and_event() {
    for server in common::servers().await {
        let (_, lyon) = server.club("Lyon").await;
        let (_, paris) = server.club("Paris").await;
        let federation = server.federation_key().await;
        // An insufficient bid replaced by a pass, not comparable (27B2), at
        // Lyon; a call out of rotation at Paris; the same player in both.
        let insufficient = json!({"kind": "bridge.insufficient_bid",
            "facts": {"in_turn": true, "replacement": "pass", "replacement_comparable": "not_comparable"},
            "choices": {"lho_accepts": "refuse"},
            "context": {"event": "Open de Lyon", "players": {"N": "FFB-01", "offender": "FFB-02"}}});
        let (status, a) = server.post("/v1/incidents", Some(&lyon), &insufficient).await;
        assert_eq!(status, 201, "{a}");
        // It cites Law 27 more than once (27A, 27B2…): counted per law, it
        // is still one incident (the statistics below).
        let law_27 = a["decision"]["citations"].as_array().into_iter().flatten().filter(|c| c["law"] == "27").count();
        assert!(law_27 >= 2, "{a}");
        let out_of_rotation = json!({"kind": "bridge.call_out_of_rotation",
            "facts": {"call_type": "bid", "turn_of": "partner"}, "choices": {"lho_accepts": "refuse"},
            "context": {"event": "Coupe de Paris", "players": {"offender": "FFB-02"}}});
        let (status, b) = server.post("/v1/incidents", Some(&paris), &out_of_rotation).await;
        assert_eq!(status, 201, "{b}");
        let ids = |page: &serde_json::Value| -> Vec<String> {
            page["items"].as_array().into_iter().flatten().filter_map(|i| i["id"].as_str().map(str::to_owned)).collect()
        };
        let (a, b) = (a["id"].as_str().unwrap_or_default().to_owned(), b["id"].as_str().unwrap_or_default().to_owned());
        let (status, page) = server.get("/v1/incidents?law=27&paragraph=B2", Some(&federation)).await;
        assert_eq!((status, ids(&page)), (200, vec![a.clone()]), "{}: {page}", server.backend);
        // A paragraph is a prefix taken literally: `%` and `_` match only
        // themselves, never any text.
        for wildcard in ["%25", "_2", "B%25"] {
            let (status, page) =
                server.get(&format!("/v1/incidents?law=27&paragraph={wildcard}"), Some(&federation)).await;
            assert_eq!((status, ids(&page)), (200, Vec::<String>::new()), "{}: {wildcard} {page}", server.backend);
        }
        let (_, page) = server.get("/v1/incidents?law=31&paragraph=B", Some(&federation)).await;
        assert_eq!(ids(&page), vec![b.clone()], "{}", server.backend);
        // By the rule the ruling applied, as its trace names it; the same
        // filter counts and exports.
        let (_, page) = server.get("/v1/incidents?rule=ffb2017.law27.b2", Some(&federation)).await;
        assert_eq!(ids(&page), vec![a.clone()], "{}: {page}", server.backend);
        let (_, stats) = server.get("/v1/stats/incidents?group_by=kind&rule=ffb2017.law27.b2", Some(&federation)).await;
        assert_eq!(stats["groups"][0]["count"], 1, "{}: {stats}", server.backend);
        let (_, page) = server.get("/v1/incidents?player=FFB-02", Some(&federation)).await;
        assert_eq!(ids(&page), vec![b.clone(), a.clone()], "{}", server.backend);
        let (_, page) = server.get("/v1/incidents?event=Open%20de%20Lyon&ruleset=ffb-2017", Some(&federation)).await;
        assert_eq!(ids(&page), vec![a.clone()], "{}", server.backend);
        // A club key still sees only its own club.
        let (_, page) = server.get("/v1/incidents?player=FFB-02", Some(&lyon)).await;
        assert_eq!(ids(&page), vec![a.clone()], "{}", server.backend);
        let (status, problem) = server.get("/v1/incidents?paragraph=B2", Some(&federation)).await;
        assert_eq!((status, problem["pointer"].as_str()), (400, Some("paragraph")), "{problem}");
        // A value no incident can hold is a typo, not "none found".
        for (query, field) in [
            ("status=complet", "status"),
            ("game=echecs", "game"),
            ("kind=bridge.nope", "kind"),
            ("ruleset=ffb-2099", "ruleset"),
            ("rule=", "rule"),
            ("rule=law27.b2", "rule"),
        ] {
            for route in ["/v1/incidents", "/v1/stats/incidents?group_by=kind&x=", "/v1/incidents/export?format=csv&x="]
            {
                let url =
                    format!("{}{}{query}", route.trim_end_matches("x="), if route.contains('?') { "" } else { "?" });
                let (status, problem) = server.get(&url, Some(&federation)).await;
                assert_eq!((status, problem["pointer"].as_str()), (400, Some(field)), "{url}: {problem}");
            }
        }
        let (status, _) =
            server.get("/v1/incidents?status=complete&game=bridge&ruleset=ffb-2007", Some(&federation)).await;
        assert_eq!(status, 200);

        // A list item shows what the ruling says and what it rests on.
        let (_, page) = server.get("/v1/incidents?law=27&paragraph=B2", Some(&federation)).await;
        let item = &page["items"][0];
        assert!(item["summary"]["fr"].as_str().is_some_and(|s| !s.is_empty()), "{item}");
        assert!(
            item["citations"].as_array().into_iter().flatten().any(|c| c["law"] == "27" && c["paragraph"] == "B2"),
            "{item}"
        );
        // ... who gave it, where its appeals stand, and the club's name.
        assert_eq!(
            (item["ruled_by"].as_str(), item["appeal"].as_str(), item["club_name"].as_str()),
            (Some("engine"), Some("none"), Some("Lyon")),
            "{item}"
        );
        // The clubs, by name, with their counts; a club key sees its own.
        let (status, clubs) = server.get("/v1/clubs", Some(&federation)).await;
        assert_eq!(status, 200, "{clubs}");
        let names: Vec<(&str, i64)> = clubs
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|c| Some((c["name"].as_str()?, c["incidents"].as_i64()?)))
            .collect();
        assert_eq!(names, vec![("Lyon", 1), ("Paris", 1)], "{}: {clubs}", server.backend);
        let (_, own) = server.get("/v1/clubs", Some(&lyon)).await;
        assert_eq!(own.as_array().map(Vec::len), Some(1), "{own}");
        assert_eq!(own[0]["name"], "Lyon");
        // A region's clubs (migration 0013): Lyon is put in one; the list,
        // the statistics and the export find its rulings with one request,
        // and the clubs view names it.
        let lyon_id = clubs.as_array().into_iter().flatten().find(|c| c["name"] == "Lyon").map(|c| c["id"].clone());
        let lyon_id = lyon_id.and_then(|id| id.as_str().and_then(|id| id.parse().ok())).expect("Lyon's id");
        server.store.set_club_region(lyon_id, Some("Auvergne-Rhône-Alpes")).await.expect("region");
        let region = "region=Auvergne-Rh%C3%B4ne-Alpes";
        let (_, page) = server.get(&format!("/v1/incidents?{region}&law=27&paragraph=B2"), Some(&federation)).await;
        assert_eq!(ids(&page), vec![a.clone()], "{}: {page}", server.backend);
        let (_, page) = server.get(&format!("/v1/incidents?{region}&law=31"), Some(&federation)).await;
        assert_eq!(ids(&page), Vec::<String>::new(), "{}: Paris is in no region: {page}", server.backend);
        let (_, stats) = server.get(&format!("/v1/stats/incidents?group_by=club&{region}"), Some(&federation)).await;
        assert_eq!(stats["groups"].as_array().map(Vec::len), Some(1), "{}: {stats}", server.backend);
        assert_eq!(stats["groups"][0]["count"], 1, "{}: {stats}", server.backend);
        // Counted by region: Lyon's under its region, Paris's under none.
        let (_, stats) = server.get("/v1/stats/incidents?group_by=region", Some(&federation)).await;
        let by_region: Vec<(String, i64)> = stats["groups"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|g| Some((g["keys"][0].as_str()?.to_owned(), g["count"].as_i64()?)))
            .collect();
        assert_eq!(
            by_region,
            [(String::new(), 1), ("Auvergne-Rhône-Alpes".to_owned(), 1)],
            "{}: {stats}",
            server.backend
        );
        // A stray space around the region still finds it (trimmed, as stored).
        let (_, page) =
            server.get("/v1/incidents?region=%20Auvergne-Rh%C3%B4ne-Alpes%20&law=27", Some(&federation)).await;
        assert_eq!(ids(&page), vec![a.clone()], "{}: {page}", server.backend);
        // A region no club names holds no incident (not: no region asked).
        let (_, page) = server.get("/v1/incidents?region=Bretagne", Some(&federation)).await;
        assert_eq!(ids(&page), Vec::<String>::new(), "{}: {page}", server.backend);
        let (_, listed) = server.get("/v1/clubs?region=Auvergne-Rh%C3%B4ne-Alpes%20", Some(&federation)).await;
        assert_eq!(listed.as_array().map(Vec::len), Some(1), "{listed}");
        let (_, listed) = server.get(&format!("/v1/clubs?{region}"), Some(&federation)).await;
        assert_eq!(listed[0]["region"], "Auvergne-Rhône-Alpes", "{listed}");
        assert_eq!(listed.as_array().map(Vec::len), Some(1), "{listed}");
        for url in ["/v1/incidents?region=", "/v1/clubs?region=%20"] {
            let (status, problem) = server.get(url, Some(&federation)).await;
            assert_eq!((status, problem["pointer"].as_str()), (400, Some("region")), "{url}: {problem}");
        }
        let response = server
            .client
            .get(server.url(&format!("/v1/incidents/export?format=ndjson&{region}")))
            .bearer_auth(&federation)
            .send()
            .await
            .expect("export");
        let exported = response.text().await.expect("body");
        assert_eq!(exported.lines().count(), 1, "{}: {exported}", server.backend);
        server.store.set_club_region(lyon_id, None).await.expect("region cleared");
        let (status, _) = server.get("/v1/clubs", None).await;
        assert_eq!(status, 401);

        // Exported: CSV with a byte-order mark and a header, one row per
        // incident, newest first; NDJSON one object per line; a club key
        // exports its own club.
        let response = server
            .client
            .get(server.url("/v1/incidents/export?event=Open%20de%20Lyon"))
            .bearer_auth(&federation)
            .send()
            .await
            .expect("export");
        assert_eq!(response.status(), 200);
        assert_eq!(response.headers()["content-type"], "text/csv; charset=utf-8");
        let csv_text = response.text().await.expect("body");
        assert!(csv_text.starts_with('\u{feff}'), "{csv_text}");
        let lines: Vec<&str> = csv_text.trim_start_matches('\u{feff}').lines().collect();
        assert_eq!(lines.len(), 2, "{csv_text}");
        assert!(lines[0].starts_with("id,club_id,game,kind,ruleset,status,event,"), "{}", lines[0]);
        assert!(lines[1].starts_with(&a), "{}", lines[1]);
        assert!(lines[1].contains("FFB 2017 27 B2") && lines[1].contains("offender=FFB-02"), "{}", lines[1]);
        // The French summary keeps its accents.
        assert!(lines[1].contains("enchère"), "{}", lines[1]);
        // The columns added since are at the end: club name, who ruled,
        // where the appeals stand.
        assert!(lines[0].ends_with(",created_at,updated_at,club_name,ruled_by,appeal"), "{}", lines[0]);
        assert!(lines[1].ends_with(",Lyon,engine,none"), "{}", lines[1]);
        let response = server
            .client
            .get(server.url("/v1/incidents/export?format=ndjson&player=FFB-02"))
            .bearer_auth(&federation)
            .send()
            .await
            .expect("export");
        let ndjson = response.text().await.expect("body");
        // Each row's keys are the columns, in alphabetical order, as every
        // export has written them: a script diffing exports sees the same
        // bytes from one version to the next.
        let mut sorted_columns: Vec<&str> = arbitre_server::routes::export::COLUMNS.to_vec();
        sorted_columns.sort_unstable();
        for line in ndjson.lines() {
            assert_eq!(keys_in_order(line), sorted_columns, "{line}");
        }
        let rows: Vec<serde_json::Value> =
            ndjson.lines().map(|l| serde_json::from_str(l).expect("a JSON line")).collect();
        assert_eq!(
            rows.iter().map(|r| r["id"].as_str().unwrap_or_default().to_owned()).collect::<Vec<_>>(),
            vec![b.clone(), a.clone()]
        );
        assert_eq!((rows[0]["club_name"].as_str(), rows[0]["ruled_by"].as_str()), (Some("Paris"), Some("engine")));
        let response = server
            .client
            .get(server.url("/v1/incidents/export?format=ndjson"))
            .bearer_auth(&paris)
            .send()
            .await
            .expect("export");
        assert_eq!(response.text().await.expect("body").lines().count(), 1);
        let (status, problem) = server.get("/v1/incidents/export?format=xlsx", Some(&federation)).await;
        assert_eq!((status, problem["pointer"].as_str()), (400, Some("format")), "{problem}");

        // Counted per law, across clubs; a club key counts its own.
        let count_of = |stats: &serde_json::Value, keys: serde_json::Value| {
            stats["groups"].as_array().into_iter().flatten().find(|g| g["keys"] == keys).map(|g| g["count"].clone())
        };
        let (status, stats) = server.get("/v1/stats/incidents?group_by=law", Some(&federation)).await;
        assert_eq!(status, 200, "{stats}");
        assert_eq!(stats["group_by"], json!(["law"]));
        assert_eq!(count_of(&stats, json!(["27"])), Some(json!(1)), "{}: {stats}", server.backend);
        assert_eq!(count_of(&stats, json!(["31"])), Some(json!(1)), "{}: {stats}", server.backend);
        let (_, stats) = server.get("/v1/stats/incidents?group_by=law,ruleset&player=FFB-02", Some(&paris)).await;
        assert_eq!(count_of(&stats, json!(["31", "ffb-2017"])), Some(json!(1)), "{stats}");
        assert_eq!(count_of(&stats, json!(["27", "ffb-2017"])), None, "{stats}");
        for bad in ["nonsense", "law,law", "law,kind,month"] {
            let (status, problem) = server.get(&format!("/v1/stats/incidents?group_by={bad}"), Some(&federation)).await;
            assert_eq!((status, problem["pointer"].as_str()), (400, Some("group_by")), "{bad}: {problem}");
        }
        server.close().await;
    }
}

#[tokio::test]
async fn incidents_are_listed_newest_first_with_filters_and_a_cursor() {
    for server in common::servers().await {
        let (_, key) = server.club("Club").await;
        for facts in [json!({}), json!({"when_noticed": "end_of_play", "count_disputed": false}), json!({})] {
            let (status, _) = server
                .post("/v1/incidents", Some(&key), &json!({"kind": "bridge.trick_orientation", "facts": facts}))
                .await;
            assert_eq!(status, 201);
        }
        let (_, page1) = server.get("/v1/incidents?limit=2", Some(&key)).await;
        assert_eq!(page1["items"].as_array().map(Vec::len), Some(2), "{}: {page1}", server.backend);
        let cursor = page1["next_cursor"].as_str().expect("a second page").to_owned();
        let (_, page2) = server.get(&format!("/v1/incidents?limit=2&cursor={cursor}"), Some(&key)).await;
        assert_eq!(page2["items"].as_array().map(Vec::len), Some(1));
        assert!(page2.get("next_cursor").is_none());
        let (_, complete) = server.get("/v1/incidents?status=complete&game=bridge", Some(&key)).await;
        assert_eq!(complete["items"].as_array().map(Vec::len), Some(1));
        let (_, none) = server.get("/v1/incidents?kind=tarot.misdeal", Some(&key)).await;
        assert_eq!(none["items"], json!([]));
        let (_, future) = server.get("/v1/incidents?from=2999-01-01T00:00:00Z", Some(&key)).await;
        assert_eq!(future["items"], json!([]));
        // A day stands for the whole day (UTC): from its first instant, to
        // the first of the next.
        let today = chrono::Utc::now().date_naive();
        let yesterday = today.pred_opt().expect("a day before");
        let count = |page: &Value| page["items"].as_array().map_or(0, Vec::len);
        let (_, all) = server.get("/v1/incidents?limit=200", Some(&key)).await;
        let (status, on_today) =
            server.get(&format!("/v1/incidents?limit=200&from={today}&to={today}"), Some(&key)).await;
        assert_eq!((status, count(&on_today)), (200, count(&all)), "{}: {on_today}", server.backend);
        let (_, before_today) = server.get(&format!("/v1/incidents?to={yesterday}"), Some(&key)).await;
        assert_eq!(count(&before_today), 0);
        let (status, problem) = server.get("/v1/incidents?from=2026-13-01", Some(&key)).await;
        assert_eq!((status, problem["pointer"].as_str()), (400, Some("from")), "{problem}");
        let page_ids = |page: &Value| -> Vec<String> {
            page["items"].as_array().into_iter().flatten().filter_map(|i| i["id"].as_str().map(str::to_owned)).collect()
        };
        // When it happened, by the context's time, whatever its offset: late
        // on the 24th in New York is the 25th in UTC.
        let report = json!({"kind": "bridge.trick_orientation",
                            "context": {"occurred_at": "2026-11-24T23:30:00-05:00"}});
        let (status, happened) = server.post("/v1/incidents", Some(&key), &report).await;
        assert_eq!(status, 201, "{happened}");
        let (_, on_the_25th) =
            server.get("/v1/incidents?occurred_from=2026-11-25&occurred_to=2026-11-25", Some(&key)).await;
        assert_eq!(
            page_ids(&on_the_25th),
            vec![happened["id"].as_str().unwrap_or_default().to_owned()],
            "{on_the_25th}"
        );
        let (_, on_the_24th) = server.get("/v1/incidents?occurred_to=2026-11-24", Some(&key)).await;
        assert_eq!(count(&on_the_24th), 0, "{on_the_24th}");
        let (_, counted) = server.get("/v1/stats/incidents?group_by=kind&occurred_from=2026-11-25", Some(&key)).await;
        assert_eq!(counted["groups"][0]["count"], json!(1), "{counted}");
        let (status, problem) = server.get("/v1/incidents?occurred_from=tomorrow", Some(&key)).await;
        assert_eq!((status, problem["pointer"].as_str()), (400, Some("occurred_from")), "{problem}");
        // Words of the summaries, in the caller's language.
        let first = &all["items"][0];
        let longest = |text: &str| {
            text.split(|c: char| !c.is_alphanumeric()).max_by_key(|w| w.chars().count()).unwrap_or_default().to_owned()
        };
        let french = longest(first["summary"]["fr"].as_str().unwrap_or_default());
        let english = longest(first["summary"]["en"].as_str().unwrap_or_default());
        let ids = |page: &Value| -> Vec<String> {
            page["items"].as_array().into_iter().flatten().filter_map(|i| i["id"].as_str().map(str::to_owned)).collect()
        };
        let (status, by_word) = server.get(&format!("/v1/incidents?limit=200&q={french}"), Some(&key)).await;
        assert_eq!(status, 200, "{by_word}");
        assert!(ids(&by_word).contains(&first["id"].as_str().unwrap_or_default().to_owned()), "{french}: {by_word}");
        let in_english = server
            .client
            .get(server.url(&format!("/v1/incidents?limit=200&q={english}")))
            .bearer_auth(&key)
            .header("Accept-Language", "en")
            .send()
            .await
            .expect("search");
        let (_, by_english) = common::read(in_english).await;
        assert!(
            ids(&by_english).contains(&first["id"].as_str().unwrap_or_default().to_owned()),
            "{english}: {by_english}"
        );
        let (_, nothing) = server.get("/v1/incidents?q=zzqxw", Some(&key)).await;
        assert_eq!(count(&nothing), 0);
        let (status, problem) = server.get("/v1/incidents?q=%20", Some(&key)).await;
        assert_eq!((status, problem["pointer"].as_str()), (400, Some("q")), "{problem}");
        // A misspelt filter never widens a count or an export.
        for path in
            ["/v1/incidents?lawz=27", "/v1/stats/incidents?group_by=law&lawz=27", "/v1/incidents/export?lawz=27"]
        {
            let (status, problem) = server.get(path, Some(&key)).await;
            assert_eq!(status, 400, "{path}: {problem}");
        }
        let (_, counted) = server.get(&format!("/v1/stats/incidents?group_by=game&from={today}"), Some(&key)).await;
        assert!(counted["groups"].as_array().is_some_and(|g| !g.is_empty()), "{counted}");
        let (status, problem) = server.get("/v1/incidents?cursor=garbage", Some(&key)).await;
        assert_eq!((status, problem["code"].as_str()), (400, Some("invalid_cursor")));
        let (status, problem) = server.get("/v1/incidents?limit=abc", Some(&key)).await;
        assert_eq!((status, problem["pointer"].as_str()), (400, Some("limit")));
        // In French, with no word of the query parser's English.
        assert_eq!(
            problem["detail"],
            "Paramètre « limit » incorrect : un nombre entier positif ou nul (0, 1, 2…) est attendu.",
            "{problem}"
        );
        // Outside the bounds, a negative number included, the bounds are
        // named (a probe was told "0 or more" for -1).
        for limit in ["0", "-1", "201", "99999999999"] {
            let (status, problem) = server.get(&format!("/v1/incidents?limit={limit}"), Some(&key)).await;
            assert_eq!(
                (status, problem["code"].as_str(), problem["pointer"].as_str()),
                (400, Some("invalid_query"), Some("limit")),
                "{limit}: {problem}"
            );
            assert!(problem["detail"].as_str().is_some_and(|d| d.contains("200")), "{limit}: {problem}");
        }
        let (status, problem) = server.get("/v1/incidents?from=yesterday", Some(&key)).await;
        assert_eq!(status, 400);
        assert!(
            problem["detail"].as_str().is_some_and(|d| d.contains("RFC 3339") && !d.contains("premature")),
            "{problem}"
        );

        // A NUL byte in a filter or a licence is refused by name, never
        // sent to the database.
        let (status, problem) = server.get("/v1/incidents?kind=bridge.%00x", Some(&key)).await;
        assert_eq!((status, problem["pointer"].as_str()), (422, Some("kind")), "{}: {problem}", server.backend);
        let (status, problem) = server.get("/v1/players/T%001/sanctions", Some(&key)).await;
        assert_eq!((status, problem["pointer"].as_str()), (422, Some("licence")), "{}: {problem}", server.backend);

        // The same in a report's context, whose licences are looked up.
        let report =
            json!({"kind": "tarot.exposed_card", "context": {"event": "Open", "players": {"offender": "T\u{0}1"}}});
        let (status, problem) = server.post("/v1/incidents", Some(&key), &report).await;
        assert_eq!((status, problem["pointer"].as_str()), (422, Some("/context/players/offender")), "{problem}");

        // A context larger than a table is refused before any licence is
        // looked up, on the report and on the open rulings alike.
        // Places of a tarot table: six seats, a spectator, the partner
        // sitting out, the dealer.
        let places = ["1", "2", "3", "4", "5", "6", "spectator", "partner_sitting_out", "dealer"];
        let crowd: serde_json::Map<String, Value> =
            places.iter().zip(1..).map(|(place, n)| ((*place).to_owned(), json!(format!("T-{n}")))).collect();
        let report = json!({"kind": "tarot.exposed_card", "context": {"players": crowd}});
        let (status, problem) = server.post("/v1/incidents", Some(&key), &report).await;
        assert_eq!((status, problem["pointer"].as_str()), (422, Some("/context/players")), "{problem}");
        assert!(problem["detail"].as_str().is_some_and(|d| d.contains("au plus 8 licences")), "{problem}");
        let (status, _) = server.post("/v1/rulings", None, &report).await;
        assert_eq!(status, 422);
        // Eight licences named in more places (a seat and a role) are a table.
        let mut table: serde_json::Map<String, Value> =
            places.iter().take(8).zip(1..).map(|(place, n)| ((*place).to_owned(), json!(format!("T-{n}")))).collect();
        table.insert("offender".into(), json!("T-1"));
        let report = json!({"kind": "tarot.exposed_card", "context": {"players": table}});
        let (status, problem) = server.post("/v1/rulings", None, &report).await;
        assert_eq!(status, 200, "{problem}");
        let long = json!({"kind": "bridge.trick_orientation", "context": {"event": "x".repeat(201)}});
        let (status, problem) = server.post("/v1/incidents", Some(&key), &long).await;
        assert_eq!((status, problem["pointer"].as_str()), (422, Some("/context/event")), "{problem}");

        // Scoring software sends table numbers as numbers: kept as text.
        let report = json!({"kind": "bridge.trick_orientation", "context": {"table": 12, "board": 3}});
        let (status, created) = server.post("/v1/incidents", Some(&key), &report).await;
        assert_eq!((status, &created["context"]["table"]), (201, &json!("12")), "{created}");
        // A body of the wrong shape is explained in the caller's language.
        let report = json!({"kind": 3});
        let (status, problem) = server.post("/v1/incidents", Some(&key), &report).await;
        assert_eq!((status, problem["pointer"].as_str()), (422, Some("/kind")), "{problem}");
        assert_eq!(
            problem["detail"], "Champ /kind incorrect : un texte est attendu, mais la requête contient le nombre 3.",
            "{problem}"
        );
        // A table that is neither text nor a whole number says what it takes.
        let report = json!({"kind": "bridge.trick_orientation", "context": {"table": true}});
        let (status, problem) = server.post("/v1/incidents", Some(&key), &report).await;
        assert_eq!((status, problem["pointer"].as_str()), (422, Some("/context/table")), "{problem}");
        assert!(problem["detail"].as_str().is_some_and(|d| d.contains("un texte ou un nombre entier")), "{problem}");
        // The open rulings take an incident's context: the players it names
        // as concerned by slow play are counted, as at an incident.
        let body = json!({"kind": "tarot.slow_play", "ruleset": "fft-donnes-libres",
                          "facts": {"deals_removed": 0, "concerned_repeat_offenders": 0},
                          "context": {"event": "Open de Brest", "table": 12,
                                      "players": {"concerned_1": "T-1", "concerned_2": "T-2"}}});
        let (status, decision) = server.post("/v1/rulings?explain=true", None, &body).await;
        assert_eq!(status, 200, "{decision}");
        let read_count =
            decision["trace"].as_array().into_iter().flatten().any(|step| step["read"]["concerned_players"] == 2);
        assert!(read_count, "{decision}");
        // The explain parameter of the open rulings is checked like any other.
        let body = json!({"kind": "bridge.trick_orientation"});
        let (status, problem) = server.post("/v1/rulings?explain=yes", None, &body).await;
        assert_eq!((status, problem["pointer"].as_str()), (400, Some("explain")), "{problem}");
        // The flag's reason says what it takes (it said "invalid value").
        assert!(problem["detail"].as_str().is_some_and(|d| d.contains("true ou false")), "{problem}");
        server.close().await;
    }
}

#[tokio::test]
async fn every_bad_input_is_a_4xx_problem_naming_the_field() {
    let server = common::sqlite().await;
    let (_, key) = server.club("Club").await;

    let raw = |body: &'static str, content_type: &'static str| {
        server.client.post(server.url("/v1/rulings")).header("content-type", content_type).body(body).send()
    };
    let (status, problem) = common::read(raw("{\"kind\": ", "application/json").await.expect("send")).await;
    assert_eq!((status, problem["code"].as_str()), (400, Some("malformed_json")));
    let (status, problem) = common::read(raw("kind=x", "text/plain").await.expect("send")).await;
    assert_eq!((status, problem["code"].as_str()), (415, Some("unsupported_media_type")));
    // A fact written twice is refused, not ruled (and stored) with the last
    // of its two answers.
    let twice = r#"{"kind": "bridge.revoke", "facts": {"established": true, "established": false}}"#;
    let (status, problem) = common::read(raw(twice, "application/json").await.expect("send")).await;
    assert_eq!(
        (status, problem["code"].as_str(), problem["pointer"].as_str()),
        (422, Some("invalid_body"), Some("/facts/established"))
    );
    assert!(problem["detail"].as_str().is_some_and(|d| d.contains("« established »")), "{problem}");
    let twice = r#"{"kind": "bridge.revoke", "choices": {"x": "accept", "x": "refuse"}}"#;
    let (status, problem) = common::read(raw(twice, "application/json").await.expect("send")).await;
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/choices/x")), "{problem}");
    // And anywhere else in the body: the outcome, a record.
    let twice = r#"{"kind": "tarot.misdeal", "outcome": {"taker_wins": true, "taker_wins": false}}"#;
    let (status, problem) = common::read(raw(twice, "application/json").await.expect("send")).await;
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/outcome/taker_wins")), "{problem}");

    let cases = [
        (json!({"kind": "bridge.no_such_law"}), 422, "unknown_kind", "/kind"),
        (json!({"kind": "croquet.foul"}), 422, "unknown_kind", "/kind"),
        (json!({"kind": "bridge.trick_orientation", "ruleset": "wbf-1932"}), 422, "unknown_ruleset", "/ruleset"),
        (
            json!({"kind": "bridge.trick_orientation", "facts": {"when_noticed": 3}}),
            422,
            "invalid_fact_value",
            "/facts/when_noticed",
        ),
        (json!({"kind": "bridge.trick_orientation", "facts": {"colour": "red"}}), 422, "unknown_fact", "/facts/colour"),
        (json!({"kind": "bridge.trick_orientation", "facts": ["when_noticed"]}), 422, "invalid_body", "/facts"),
        (json!({"kind": "bridge.trick_orientation", "facts": {}, "extra": 1}), 422, "invalid_body", "/extra"),
        (json!({"kind": 7}), 422, "invalid_body", "/kind"),
        (
            json!({"kind": "bridge.trick_orientation", "record": {"pbn": "[Deal \"N:AKQ... ... ... ...\"]"}}),
            422,
            "invalid_record",
            "/record/pbn",
        ),
        (
            json!({"kind": "bridge.trick_orientation", "record": {"lin": "md|..."}}),
            422,
            "invalid_record",
            "/record/lin",
        ),
        (json!({"kind": "bridge.trick_orientation", "record": {"xml": "<deal/>"}}), 422, "invalid_body", "/record/xml"),
        (
            json!({"kind": "bridge.trick_orientation", "choices": {"lho": "accept"}}),
            422,
            "unknown_choice",
            "/choices/lho",
        ),
    ];
    for (body, status, code, pointer) in cases {
        let (got, problem) = server.post("/v1/rulings", None, &body).await;
        assert_eq!((got, problem["code"].as_str()), (status, Some(code)), "{body} → {problem}");
        assert_eq!(problem["pointer"], pointer, "{body} → {problem}");
        assert_eq!(problem["status"], status);
        assert!(problem["detail"].as_str().is_some_and(|d| !d.is_empty()));
    }

    // The language follows Accept-Language; French by default.
    let body = json!({"kind": "bridge.trick_orientation", "facts": {"colour": "red"}});
    let (_, fr) = server.post("/v1/rulings", None, &body).await;
    let en = server.client.post(server.url("/v1/rulings")).header("accept-language", "en-GB").json(&body).send();
    let (_, en) = common::read(en.await.expect("send")).await;
    assert!(fr["detail"].as_str().is_some_and(|d| d.contains("n'existe pas")), "{fr}");
    assert!(en["detail"].as_str().is_some_and(|d| d.contains("There is no fact")), "{en}");

    // Authentication.
    let (status, problem) = server.post("/v1/incidents", None, &json!({"kind": "bridge.trick_orientation"})).await;
    assert_eq!((status, problem["code"].as_str()), (401, Some("unauthenticated")));
    let (status, _) =
        server.post("/v1/incidents", Some("arb_not_a_key"), &json!({"kind": "bridge.trick_orientation"})).await;
    assert_eq!(status, 401);
    // A bad incident is not stored.
    let (status, _) =
        server.post("/v1/incidents", Some(&key), &json!({"kind": "bridge.trick_orientation", "facts": {"x": 1}})).await;
    assert_eq!(status, 422);
    let (_, list) = server.get("/v1/incidents", Some(&key)).await;
    assert_eq!(list["items"], json!([]));
    let (status, _) = server.get("/v1/incidents/not-a-uuid", Some(&key)).await;
    assert_eq!(status, 404);
    let (status, problem) = server.get("/v1/nothing-here", None).await;
    assert_eq!((status, problem["code"].as_str()), (404, Some("not_found")));

    // A body over the limit: 1 MiB on the open routes, 4 MiB for a report
    // (a whole session's PBN).
    let over_open = "x".repeat(arbitre_server::OPEN_BODY_LIMIT + 10);
    let body = json!({"kind": "bridge.trick_orientation", "record": {"pbn": over_open}});
    let (status, problem) = server.post("/v1/rulings", None, &body).await;
    assert_eq!((status, problem["code"].as_str()), (413, Some("body_too_large")));
    let (status, problem) = server.post("/v1/tarot/score", None, &body).await;
    assert_eq!(status, 413, "{problem}");
    let (status, problem) = server.post("/v1/incidents", Some(&key), &body).await;
    assert!(status != 413, "a report of 1 MiB is read: {problem}");
    let huge = "x".repeat(arbitre_server::BODY_LIMIT + 10);
    let body = json!({"kind": "bridge.trick_orientation", "record": {"pbn": huge}});
    let (status, problem) = server.post("/v1/incidents", Some(&key), &body).await;
    assert_eq!((status, problem["code"].as_str()), (413, Some("body_too_large")));

    // A bad batch item gets its problem; the good one its decision.
    let batch = json!({"incidents": [{"kind": "bridge.trick_orientation"}, {"kind": "bridge.trick_orientation", "facts": {"x": 1}}]});
    let (status, results) = server.post("/v1/rulings/batch", None, &batch).await;
    assert_eq!(status, 200);
    assert_eq!(results["results"][0]["decision"]["status"], "needs_facts");
    assert_eq!(results["results"][1]["problem"]["pointer"], "/facts/x");
    server.close().await;
}

#[tokio::test]
async fn rulings_are_open_and_explain_adds_the_trace() {
    let server = common::sqlite().await;
    let body = json!({"kind": "bridge.trick_orientation",
                      "facts": {"when_noticed": "after_next_trick_started", "own_side_played_to_next_trick": true,
                                "noticed_by": "defender"}});
    let (status, decision) = server.post("/v1/rulings", None, &body).await;
    assert_eq!(status, 200);
    assert_eq!(decision["status"], "complete");
    let rectification = &decision["rectifications"][0];
    assert_eq!(
        (&rectification["type"], &rectification["until"]),
        (&json!("cards_left_as_placed"), &json!("end_of_deal"))
    );
    assert_eq!(decision["rectifications"].as_array().map(Vec::len), Some(1));
    // Each rectification carries what its type means, for a thin client.
    assert!(rectification["description"]["fr"].as_str().is_some_and(|s| s.contains("trop tard")), "{rectification}");
    assert!(rectification["description"]["en"].as_str().is_some_and(|s| s.contains("too late")), "{rectification}");
    assert_eq!(decision["ruleset"], json!({"id": "ffb-2017", "version": arbitre_rules::ruleset::FFB_2017.version}));
    assert!(decision.get("trace").is_none());
    assert!(decision["summary"]["fr"].as_str().is_some_and(|s| !s.is_empty()));
    let (_, explained) = server.post("/v1/rulings?explain=true", None, &body).await;
    let trace = explained["trace"].as_array().expect("trace");
    assert!(trace.iter().any(|s| s["rule"] == "ffb2017.law65.b3.correction"
        && s["applied"] == false
        && s["overridden_by"] == "ffb2017.law65.b3.side_played"));
    server.close().await;
}

#[tokio::test]
async fn the_catalogue_lets_a_thin_client_draw_every_question() {
    let server = common::sqlite().await;
    let (status, rulesets) = server.get("/v1/rulesets", None).await;
    assert_eq!(status, 200);
    let ids: Vec<&str> = rulesets.as_array().into_iter().flatten().filter_map(|r| r["id"].as_str()).collect();
    assert_eq!(ids, vec!["ffb-2017", "ffb-2007", "fft-donnes-libres"]);
    // Each says what it implements and since when.
    assert_eq!(rulesets[0]["in_force_from"], "2018-01-01");
    assert_eq!(rulesets[1]["in_force_until"], "2017-12-31");
    assert!(rulesets[0]["source"]["fr"].as_str().is_some_and(|s| s.contains("2017")), "{}", rulesets[0]);
    assert_eq!(rulesets[0]["kinds"], rulesets[1]["kinds"]);
    // Every kind a ruleset lists has its questions served and asks them of a
    // report with no facts yet. The list itself is pinned by the catalogue's
    // goldens (crates/rules/tests/catalogue), so that a new kind is
    // registered once, not here.
    for ruleset in rulesets.as_array().into_iter().flatten() {
        let id = ruleset["id"].as_str().unwrap_or_default();
        let kinds = ruleset["kinds"].as_array().cloned().unwrap_or_default();
        assert!(kinds.len() >= 10, "{ruleset}");
        for kind in kinds.iter().filter_map(|k| k.as_str()) {
            let (status, spec) = server.get(&format!("/v1/rulesets/{id}/kinds/{kind}"), None).await;
            assert_eq!(status, 200, "{id} {kind}");
            let (status, decision) =
                server.post("/v1/rulings", None, &json!({"ruleset": id, "kind": kind, "facts": {}})).await;
            assert_eq!(status, 200, "{id} {kind}: {decision}");
            // A kind with facts asks them first; one without is ruled at
            // once (a card turned at the cut) or named without a ruling.
            let asks = spec["facts"].as_array().is_some_and(|f| !f.is_empty());
            let questions = decision["questions"].as_array().is_some_and(|q| !q.is_empty());
            assert_eq!(asks, questions, "{id} {kind}: {spec} {decision}");
        }
    }
    // Every kind's choices and outcome fields are described for thin clients.
    let (_, kind) = server.get("/v1/rulesets/ffb-2017/kinds/bridge.insufficient_bid", None).await;
    let choices = kind["choices"].as_array().cloned().unwrap_or_default();
    assert!(choices.iter().any(|c| c["id"] == "lho_accepts" && c["holder"] == "offenders_lho"), "{kind}");
    assert!(choices.iter().any(|c| c["id"] == "declarer_lead_option" && c["holder"] == "declarer"), "{kind}");
    assert!(kind["outcome"].as_array().is_some_and(|o| !o.is_empty()));

    let (status, kind) = server.get("/v1/rulesets/ffb-2017/kinds/bridge.trick_orientation", None).await;
    assert_eq!(status, 200);
    for fact in kind["facts"].as_array().expect("facts") {
        assert!(fact["text"]["fr"].is_string() && fact["text"]["en"].is_string(), "{fact}");
        match fact["type"].as_str() {
            Some("integer") => assert!(fact["min"].is_i64() && fact["max"].is_i64()),
            _ => {
                assert!(fact["values"].as_array().is_some_and(|v| !v.is_empty()), "{fact}");
                assert_eq!(fact["values"].as_array().map(Vec::len), fact["options"].as_array().map(Vec::len));
            }
        }
    }
    // A text fact (the adjusted score) comes with examples and a pattern.
    let (status, kind) = server.get("/v1/rulesets/ffb-2017/kinds/bridge.unauthorized_information", None).await;
    assert_eq!(status, 200);
    let adjusted = kind["facts"].as_array().into_iter().flatten().find(|f| f["id"] == "adjusted_score");
    let adjusted = adjusted.expect("adjusted_score fact");
    assert_eq!(adjusted["type"], "text");
    assert!(adjusted["examples"].as_array().is_some_and(|e| e.iter().any(|x| x == "W60*4S=;40*4S-1")), "{adjusted}");
    assert!(adjusted["pattern"].is_string(), "{adjusted}");
    let (_, kind) = server.get("/v1/rulesets/ffb-2017/kinds/bridge.extraneous_information", None).await;
    let choices = kind["choices"].as_array().cloned().unwrap_or_default();
    assert!(choices.iter().any(|c| c["id"] == "director_option" && c["holder"] == "director"), "{kind}");
    let (status, ruleset) = server.get("/v1/rulesets/ffb-2017", None).await;
    assert_eq!(status, 200);
    assert_eq!(ruleset["parameters"]["game"], "bridge");
    let (status, _) = server.get("/v1/rulesets/nope", None).await;
    assert_eq!(status, 404);
    let (status, _) = server.get("/v1/rulesets/fft-donnes-libres/kinds/bridge.trick_orientation", None).await;
    assert_eq!(status, 404);
    server.close().await;
}

#[tokio::test]
async fn health_readiness_spec_and_docs_are_served() {
    let server = common::sqlite().await;
    assert_eq!(server.get("/healthz", None).await.0, 200);
    assert_eq!(server.get("/readyz", None).await.0, 200);
    let (status, spec) = server.get("/openapi.json", None).await;
    assert_eq!(status, 200);
    assert!(spec["paths"]["/v1/rulings"].is_object());
    let docs = server.client.get(server.url("/docs/")).send().await.expect("docs");
    assert_eq!(docs.status().as_u16(), 200);
    assert!(docs.text().await.expect("html").contains("swagger"), "the UI is served from the binary");
    let response = server.client.get(server.url("/healthz")).send().await.expect("healthz");
    assert!(response.headers().contains_key("x-request-id"));
    assert_eq!(response.headers().get("x-content-type-options").and_then(|v| v.to_str().ok()), Some("nosniff"));
    assert!(response.headers().get("cache-control").is_none(), "an open answer may be cached");
    // An answer to a request made with a key is never kept by a cache.
    let (_, key) = server.club("Club").await;
    let response = server.client.get(server.url("/v1/incidents")).bearer_auth(&key).send().await.expect("list");
    assert_eq!(response.headers().get("cache-control").and_then(|v| v.to_str().ok()), Some("no-store"));
    assert_eq!(response.headers().get("x-content-type-options").and_then(|v| v.to_str().ok()), Some("nosniff"));
    // A client's request id is echoed when it is plain, replaced otherwise.
    let echoed = server.client.get(server.url("/healthz")).header("x-request-id", "club-42.7").send().await;
    let echoed = echoed.expect("healthz");
    assert_eq!(echoed.headers().get("x-request-id").and_then(|v| v.to_str().ok()), Some("club-42.7"));
    let long = "x".repeat(500);
    let replaced = server.client.get(server.url("/healthz")).header("x-request-id", long.as_str()).send().await;
    let replaced = replaced.expect("healthz");
    let id = replaced.headers().get("x-request-id").and_then(|v| v.to_str().ok()).unwrap_or_default().to_owned();
    assert!(!id.is_empty() && id != long && id.len() <= 128, "{id}");
    // A method a route does not have is a problem document too, with Allow.
    let response = server.client.delete(server.url("/v1/rulings")).header("accept-language", "en").send().await;
    let response = response.expect("delete");
    assert!(response.headers().get("allow").is_some_and(|v| v.to_str().is_ok_and(|a| a.contains("POST"))));
    assert!(response.headers().contains_key("x-request-id"), "the problem keeps its request id");
    let (status, problem) = common::read(response).await;
    assert_eq!((status, problem["code"].as_str()), (405, Some("method_not_allowed")), "{problem}");
    assert!(problem["detail"].as_str().is_some_and(|d| d.contains("Allow")), "{problem}");
    // A request target or headers past the limits: 414 and 431 as problem
    // documents in the caller's language (below hyper's own limits, which
    // answer with an empty body).
    let long_query = format!("/v1/incidents?q={}", "a".repeat(arbitre_server::URI_LIMIT));
    let response = server.client.get(server.url(&long_query)).header("accept-language", "fr").send().await;
    let (status, problem) = common::read(response.expect("an answer")).await;
    assert_eq!((status, problem["code"].as_str()), (414, Some("uri_too_long")), "{problem}");
    assert!(problem["detail"].as_str().is_some_and(|d| d.contains("8192 octets")), "{problem}");
    let mut request = server.client.get(server.url("/healthz")).header("accept-language", "en");
    for n in 0..=arbitre_server::HEADER_COUNT_LIMIT {
        request = request.header(format!("x-extra-{n}"), "1");
    }
    let (status, problem) = common::read(request.send().await.expect("an answer")).await;
    assert_eq!((status, problem["code"].as_str()), (431, Some("headers_too_large")), "{problem}");
    let big = "b".repeat(arbitre_server::HEADER_BYTES_LIMIT);
    let response = server.client.get(server.url("/healthz")).header("x-big", big.as_str()).send().await;
    let (status, problem) = common::read(response.expect("an answer")).await;
    assert_eq!((status, problem["code"].as_str()), (431, Some("headers_too_large")), "{problem}");
    // Just under the limits, the same requests are served.
    let at_limit = format!("/healthz?{}", "a".repeat(arbitre_server::URI_LIMIT - "/healthz?".len()));
    let response = server.client.get(server.url(&at_limit)).send().await.expect("an answer");
    assert_eq!(response.status(), 200);
    server.close().await;
}

#[tokio::test]
async fn a_complete_ruling_changes_only_once_reopened_and_if_match_guards_the_version() {
    for server in common::servers().await {
        let (_, key) = server.club("Bridge Club de Lyon").await;
        let backend = server.backend;
        let report = json!({"kind": "bridge.trick_orientation", "ruleset": "ffb-2017",
            "facts": {"when_noticed": "end_of_play", "count_disputed": false}});
        let response = server
            .client
            .post(server.url("/v1/incidents"))
            .bearer_auth(&key)
            .json(&report)
            .send()
            .await
            .expect("report");
        assert_eq!(response.headers().get("etag").and_then(|v| v.to_str().ok()), Some("\"1\""), "{backend}");
        let (status, created) = common::read(response).await;
        assert_eq!((status, created["status"].as_str()), (201, Some("complete")), "{backend}: {created}");
        let id = created["id"].as_str().expect("an id").to_owned();

        // A stray answer does not change a complete ruling.
        let facts = json!({"facts": {"count_disputed": true}});
        let (status, problem) = server.post(&format!("/v1/incidents/{id}/facts"), Some(&key), &facts).await;
        assert_eq!((status, problem["code"].as_str()), (409, Some("ruling_complete")), "{backend}: {problem}");
        // Reopening needs a reason, and a complete ruling.
        let (status, problem) =
            server.post(&format!("/v1/incidents/{id}/reopen"), Some(&key), &json!({"reason": "  "})).await;
        assert_eq!((status, problem["pointer"].as_str()), (422, Some("/reason")), "{backend}: {problem}");
        let reason = json!({"reason": "Le déclarant conteste le compte."});
        let (status, reopened) = server.post(&format!("/v1/incidents/{id}/reopen"), Some(&key), &reason).await;
        assert_eq!(status, 200, "{backend}: {reopened}");
        assert_eq!(reopened["events"][1]["kind"], "reopened");
        assert_eq!(reopened["events"][1]["payload"], reason);
        assert_eq!(reopened["version"], 2);
        // Reopened once is enough.
        let (status, problem) = server.post(&format!("/v1/incidents/{id}/reopen"), Some(&key), &reason).await;
        assert_eq!((status, problem["code"].as_str()), (409, Some("incident_open")), "{backend}: {problem}");

        // If-Match names the version amended: an older one is refused (412),
        // nothing is stored; the current one goes through.
        let amend = |version: &str| {
            server
                .client
                .post(server.url(&format!("/v1/incidents/{id}/facts")))
                .bearer_auth(&key)
                .header("If-Match", version.to_owned())
                .json(&facts)
                .send()
        };
        let (status, problem) = common::read(amend("\"1\"").await.expect("amend")).await;
        assert_eq!(
            (status, problem["code"].as_str(), problem["pointer"].as_str()),
            (412, Some("precondition_failed"), Some("If-Match")),
            "{backend}: {problem}"
        );
        let (status, problem) = common::read(amend("soon").await.expect("amend")).await;
        assert_eq!((status, problem["code"].as_str()), (400, Some("invalid_if_match")), "{backend}: {problem}");
        // A weak tag never matches (If-Match compares strongly).
        let (status, _) = common::read(amend("W/\"2\"").await.expect("amend")).await;
        assert_eq!(status, 412, "{backend}");
        // A list matches when one of its tags does.
        let response = amend("\"1\", \"2\"").await.expect("amend");
        assert_eq!(response.headers().get("etag").and_then(|v| v.to_str().ok()), Some("\"3\""), "{backend}");
        let (status, changed) = common::read(response).await;
        assert_eq!(status, 200, "{backend}: {changed}");
        assert_eq!(changed["incident"]["facts"]["count_disputed"], true);
        // Open again, there is nothing to reopen.
        if changed["status"] != "complete" {
            let (status, problem) = server.post(&format!("/v1/incidents/{id}/reopen"), Some(&key), &reason).await;
            assert_eq!((status, problem["code"].as_str()), (409, Some("incident_open")), "{backend}: {problem}");
        }
        server.close().await;
    }
}

/// Clients that give up mid-write (a timeout, a closed connection) leave
/// each write whole or absent, never half stored; sent again with the same
/// Idempotency-Key, every report is found exactly once, and the server goes
/// on answering.
#[tokio::test]
async fn writes_cut_short_by_clients_that_go_away_are_whole_and_a_retry_finds_each_once() {
    for server in common::servers().await {
        let (club, key) = server.club("Club pressé").await;
        let backend = server.backend;
        let report = |n: usize| {
            json!({"kind": "bridge.trick_orientation", "facts": {"when_noticed": "end_of_play"},
                   "context": {"event": "Coupe", "table": n.to_string()}})
        };
        const REPORTS: usize = 24;
        let mut attempts = Vec::new();
        for n in 0..REPORTS {
            // From 1 to 12 ms: some answered, most cut at some statement.
            let impatient = reqwest::Client::builder()
                .timeout(std::time::Duration::from_millis(1 + (n % 12) as u64))
                .build()
                .expect("a client");
            let request = impatient
                .post(server.url("/v1/incidents"))
                .bearer_auth(&key)
                .header("Idempotency-Key", format!("cut-{n}"))
                .json(&report(n))
                .send();
            attempts.push(async move { request.await.ok().map(|r| r.status().as_u16()) });
        }
        let answered = futures_util::future::join_all(attempts).await;
        // The writes cut short finish on their own: wait for them.
        tokio::time::sleep(std::time::Duration::from_millis(500)).await;

        let mut ids = std::collections::BTreeSet::new();
        for (n, first_answer) in answered.iter().enumerate() {
            let response = server
                .client
                .post(server.url("/v1/incidents"))
                .bearer_auth(&key)
                .header("Idempotency-Key", format!("cut-{n}"))
                .json(&report(n))
                .send()
                .await
                .expect("the retry is answered");
            let (status, incident) = common::read(response).await;
            // Answered the first time: the retry finds it (200).
            if *first_answer == Some(201) {
                assert_eq!(status, 200, "{backend}: report {n}: {incident}");
            } else {
                assert!(status == 200 || status == 201, "{backend}: report {n}: {status} {incident}");
            }
            assert_eq!(incident["events"].as_array().map(Vec::len), Some(1), "{backend}: {incident}");
            assert_eq!(incident["rulings"].as_array().map(Vec::len), Some(1), "{backend}: {incident}");
            ids.insert(incident["id"].as_str().unwrap_or_default().to_owned());
        }
        assert_eq!(ids.len(), REPORTS, "{backend}: one incident per report");
        let filter = arbitre_store::IncidentFilter { club_id: Some(club), ..Default::default() };
        let stored = server.store.list_incidents(&filter, 200, None).await.expect("the list");
        assert_eq!(stored.items.len(), REPORTS, "{backend}: exactly the reports, none twice");
        server.close().await;
    }
}

/// `GET /metrics` shows requests by route template, rulings by kind and
/// status, the database pool and double-dummy solves, in the Prometheus
/// text format.
#[tokio::test]
async fn metrics_count_requests_by_route_and_rulings_by_kind() {
    let server = common::sqlite().await;
    let (_, key) = server.club("Club").await;
    let report = json!({"kind": "bridge.trick_orientation", "facts": {"when_noticed": "end_of_play"}});
    let (status, created) = server.post("/v1/incidents", Some(&key), &report).await;
    assert_eq!(status, 201);
    let id = created["id"].as_str().unwrap_or_default();
    let _ = server.get(&format!("/v1/incidents/{id}"), Some(&key)).await;
    let _ = server.get("/no/such/route", None).await;
    // One double-dummy solve (every player holds one suit).
    let deal = json!({"pbn": "[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]"});
    let (status, _) = server.post("/v1/bridge/double-dummy", None, &json!({"record": deal})).await;
    assert_eq!(status, 200);
    let response = server.client.get(server.url("/metrics")).send().await.expect("metrics");
    assert_eq!(response.status(), 200);
    assert!(
        response
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|t| t.starts_with("text/plain"))
    );
    let text = response.text().await.expect("text");
    for expected in [
        r#"arbitre_http_requests_total{method="POST",route="/v1/incidents",status="201"}"#,
        // The route template, never the id.
        r#"arbitre_http_requests_total{method="GET",route="/v1/incidents/{id}",status="200"}"#,
        r#"arbitre_http_requests_total{method="GET",route="unmatched",status="404"}"#,
        "arbitre_http_request_duration_seconds_bucket",
        r#"arbitre_rulings_total{kind="bridge.trick_orientation""#,
        r#"arbitre_db_pool_connections{state="idle"}"#,
        "arbitre_double_dummy_solve_seconds",
    ] {
        assert!(text.contains(expected), "{expected} not in {text}");
    }
    assert!(!text.contains(id), "an id in the metrics");
    server.close().await;
}

/// The keys of a JSON object's text, in the order they are written (a
/// parsed `serde_json::Value` sorts them).
fn keys_in_order(object: &str) -> Vec<String> {
    struct Keys;
    impl<'de> serde::de::Visitor<'de> for Keys {
        type Value = Vec<String>;
        fn expecting(&self, formatter: &mut std::fmt::Formatter) -> std::fmt::Result {
            formatter.write_str("a JSON object")
        }
        fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Vec<String>, A::Error> {
            let mut keys = Vec::new();
            while let Some((key, serde::de::IgnoredAny)) = map.next_entry::<String, serde::de::IgnoredAny>()? {
                keys.push(key);
            }
            Ok(keys)
        }
    }
    serde::Deserializer::deserialize_map(&mut serde_json::Deserializer::from_str(object), Keys).expect("a JSON object")
}
