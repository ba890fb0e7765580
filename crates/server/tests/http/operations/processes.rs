//! Two `arbitre` processes on one PostgreSQL: the guarantees that must hold
//! across instances behind a load balancer (idempotency, and repeat
//! offences counted once each).

use crate::common;

use std::time::Duration;

use arbitre_store::IncidentFilter;
use serde_json::json;
use uuid::Uuid;

/// Kills the server process when the test ends, however it ends.
type Process = common::ServerProcess;

async fn start(database_url: &str) -> (Process, String) {
    let process = common::ServerProcess::start(&[("ARBITRE_DATABASE_URL", database_url)]);
    let base = format!("http://{}", process.address);
    let client = reqwest::Client::new();
    for _ in 0..100 {
        if client.get(format!("{base}/readyz")).send().await.is_ok_and(|r| r.status().is_success()) {
            return (process, base);
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("arbitre did not become ready on {base}");
}

/// Two processes on a fresh schema of one PostgreSQL, a club and its key.
struct Pair {
    store: std::sync::Arc<dyn arbitre_store::Store>,
    schema: String,
    base_a: String,
    base_b: String,
    club: arbitre_store::Club,
    key: String,
    _a: Process,
    _b: Process,
}

async fn two_processes(url: &str, club: &str) -> Pair {
    let schema = format!("test_{}", Uuid::new_v4().simple());
    // Creates the schema and its tables; the processes then work in it.
    let store = arbitre_store::connect_postgres_in_schema(url, &schema).await.expect("PostgreSQL for the test");
    let separator = if url.contains('?') { '&' } else { '?' };
    let process_url = format!("{url}{separator}options=-c%20search_path%3D{schema}");
    let ((_a, base_a), (_b, base_b)) = tokio::join!(start(&process_url), start(&process_url));
    let club = store.create_club(club).await.expect("club");
    let (_, key) = store.create_api_key(Some(club.id), arbitre_store::Role::Club).await.expect("key");
    Pair { store, schema, base_a, base_b, club, key, _a, _b }
}

#[tokio::test]
async fn one_idempotency_key_posted_to_two_processes_yields_one_incident() {
    let Some(url) = common::postgres_url() else { return };
    let Pair { store, schema, base_a, base_b, club, key, _a, _b } = two_processes(&url, "Club").await;
    let body = json!({"kind": "bridge.trick_orientation", "facts": {"when_noticed": "end_of_play"}});
    let client = reqwest::Client::new();
    let mut requests = Vec::new();
    for i in 0..8 {
        let base = if i % 2 == 0 { &base_a } else { &base_b };
        let request = client
            .post(format!("{base}/v1/incidents"))
            .bearer_auth(&key)
            .header("Idempotency-Key", "same-key")
            .json(&body)
            .send();
        requests.push(request);
    }
    let mut ids = Vec::new();
    let mut created = 0;
    for response in futures_join_all(requests).await {
        let (status, incident) = common::read(response.expect("response")).await;
        assert!(status == 201 || status == 200, "{status}: {incident}");
        created += usize::from(status == 201);
        ids.push(incident["id"].clone());
    }
    assert_eq!(created, 1, "exactly one request created the incident");
    assert!(ids.windows(2).all(|w| w[0] == w[1]), "every response names the same incident: {ids:?}");
    let page = store
        .list_incidents(&IncidentFilter { club_id: Some(club.id), ..IncidentFilter::default() }, 10, None)
        .await
        .expect("list");
    assert_eq!(page.items.len(), 1);
    let _ = arbitre_store::drop_postgres_schema(&url, &schema).await;
}

/// Six reports of the same defender's exposed card in one event, sent at
/// once to two processes: the FFT code gives a warning the first time and
/// 100 points each time after (Carte exposée), so exactly one report may
/// count no earlier offence. Each ruling and its sanctions commit together,
/// after the count they rest on is checked again with the player's
/// sanctions locked.
#[tokio::test]
async fn concurrent_reports_for_one_player_on_two_processes_count_each_offence_once() {
    let Some(url) = common::postgres_url() else { return };
    let Pair { store, schema, base_a, base_b, key, _a, _b, .. } = two_processes(&url, "Tarot Club de Quimper").await;
    let client = reqwest::Client::new();
    let mut requests = Vec::new();
    for deal in 1..=6 {
        let base = if deal % 2 == 0 { &base_a } else { &base_b };
        let body = json!({
            "kind": "tarot.exposed_card",
            "facts": {"found_by": "players", "arbiter_called_at_once": true, "situation": "card_exposed",
                      "exposed_by": "defender", "partner_card_followed": false, "deal_distorted": false},
            "context": {"event": "Open de Quimper", "table": "5", "deal_number": deal,
                        "players": {"offender": "Q-77", "1": "Q-77", "2": "Q-78", "3": "Q-79", "4": "Q-80"}}
        });
        requests.push(client.post(format!("{base}/v1/incidents")).bearer_auth(&key).json(&body).send());
    }
    let mut warnings = 0;
    let mut penalties = 0;
    for response in futures_join_all(requests).await {
        let (status, incident) = common::read(response.expect("response")).await;
        assert_eq!(status, 201, "{incident}");
        for r in incident["decision"]["rectifications"].as_array().into_iter().flatten() {
            warnings += usize::from(r["type"] == "warning");
            penalties += usize::from(r["type"] == "point_penalty");
        }
    }
    assert_eq!((warnings, penalties), (1, 5), "one first offence, five repeats, in the rulings");
    let sanctions = arbitre_store::in_force(store.sanctions_for_player("Q-77").await.expect("sanctions"));
    let kinds: Vec<&str> = sanctions.iter().map(|s| s.kind.as_str()).collect();
    assert_eq!(kinds.iter().filter(|k| **k == "warning").count(), 1, "{kinds:?}");
    assert_eq!(kinds.iter().filter(|k| **k == "point_penalty").count(), 5, "{kinds:?}");
    // The first sanction recorded is the warning: the order of the commits
    // is the order of the offences.
    assert_eq!(kinds.first(), Some(&"warning"), "{kinds:?}");
    let _ = arbitre_store::drop_postgres_schema(&url, &schema).await;
}

/// Runs the requests concurrently and returns their results in order.
async fn futures_join_all<F>(futures: Vec<F>) -> Vec<F::Output>
where
    F: std::future::Future + Send + 'static,
    F::Output: Send + 'static,
{
    let handles: Vec<_> = futures.into_iter().map(tokio::spawn).collect();
    let mut results = Vec::new();
    for handle in handles {
        results.push(handle.await.expect("task"));
    }
    results
}

/// Clients that go away in the middle of their reports (issue 15, defect
/// 2): 96 reports with sanctions, each under its own Idempotency-Key, sent
/// 24 at a time to one process on PostgreSQL, two in three of them dropped
/// by their client after a few milliseconds. A report, once its request is
/// read, is written on a task of its own, whole or not at all. Afterwards:
/// every acknowledged report reads back as it was answered, every key sent
/// again gives exactly one incident (the first answer's, or a new one if
/// the cut came before the write), each with its sanction, and the server
/// logged no statement run in a transaction that was not its own (the
/// PostgreSQL notices "there is already a transaction in progress" / "there
/// is no transaction in progress" that a pooled connection handed on in a
/// cancelled request's transaction would raise).
#[tokio::test]
async fn reports_cut_short_by_their_clients_are_stored_whole_or_not_at_all() {
    let Some(url) = common::postgres_url() else { return };
    let schema = format!("test_{}", Uuid::new_v4().simple());
    let store = arbitre_store::connect_postgres_in_schema(&url, &schema).await.expect("PostgreSQL for the test");
    let separator = if url.contains('?') { '&' } else { '?' };
    let process_url = format!("{url}{separator}options=-c%20search_path%3D{schema}");
    let (mut process, base) = start(&process_url).await;
    let club = store.create_club("Club des Lices").await.expect("club");
    let (_, key) = store.create_api_key(Some(club.id), arbitre_store::Role::Club).await.expect("key");
    let body = |n: usize| {
        json!({
            "kind": "tarot.exposed_card",
            "facts": {"found_by": "players", "arbiter_called_at_once": true, "situation": "card_exposed",
                      "exposed_by": "defender", "partner_card_followed": false, "deal_distorted": false},
            "context": {"event": "Open des Lices", "table": "1", "deal_number": n,
                        "players": {"offender": format!("L-{n}"), "1": format!("L-{n}"), "2": "L-A", "3": "L-B", "4": "L-C"}}
        })
    };
    let client = reqwest::Client::new();
    let send = |n: usize| {
        client
            .post(format!("{base}/v1/incidents"))
            .bearer_auth(&key)
            .header("Idempotency-Key", format!("cut-{n}"))
            .json(&body(n))
            .send()
    };
    let reports = 96;
    let mut acknowledged = std::collections::HashMap::new();
    for wave in (0..reports).collect::<Vec<_>>().chunks(24) {
        let mut requests = Vec::new();
        for &n in wave {
            // Two in three are given 1 to 8 ms before their client drops
            // them: mid-request, mid-ruling or mid-write.
            let patience = if n % 3 == 0 { Duration::from_secs(30) } else { Duration::from_millis(1 + (n % 8) as u64) };
            let request = send(n);
            requests.push(async move { (n, tokio::time::timeout(patience, request).await) });
        }
        for (n, answer) in futures_util::future::join_all(requests).await {
            if let Ok(Ok(response)) = answer {
                let (status, incident) = common::read(response).await;
                assert_eq!(status, 201, "{incident}");
                acknowledged.insert(n, incident);
            }
        }
    }
    assert!(acknowledged.len() >= reports / 3, "the patient third was answered: {}", acknowledged.len());
    // A write whose client left may still be running: give it time to end.
    tokio::time::sleep(Duration::from_secs(1)).await;
    let mut stored_after_the_client_left = 0;
    for n in 0..reports {
        let (status, incident) = common::read(send(n).await.expect("an answer")).await;
        assert!(status == 200 || status == 201, "{n}: {status} {incident}");
        if let Some(first) = acknowledged.get(&n) {
            assert_eq!(status, 200, "the key's incident exists");
            assert_eq!(&incident, first, "read back as first answered");
        } else {
            stored_after_the_client_left += usize::from(status == 200);
        }
        let sanctions = store.sanctions_for_player(&format!("L-{n}")).await.expect("sanctions");
        assert_eq!(sanctions.len(), 1, "{n}: one warning, with its ruling");
    }
    let page = store
        .list_incidents(&IncidentFilter { club_id: Some(club.id), ..IncidentFilter::default() }, 200, None)
        .await
        .expect("list");
    assert_eq!(page.items.len(), reports, "one incident per key");
    eprintln!(
        "{} answered, {stored_after_the_client_left} stored after their client left, {} cut before their write",
        acknowledged.len(),
        reports - acknowledged.len() - stored_after_the_client_left
    );
    let _ = process.child.kill();
    let (_, logs) = process.wait_for_logs();
    assert!(!logs.contains("transaction in progress"), "{logs}");
    let _ = arbitre_store::drop_postgres_schema(&url, &schema).await;
}
