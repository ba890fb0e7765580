//! The FFT arbitration code through HTTP, on SQLite and on PostgreSQL (when
//! `TEST_DATABASE_URL` is set): repeat offences counted from the stored
//! sanctions, sanctions written once per ruling, and the player's sanctions
//! listed with their incidents.

#![allow(missing_docs)]

mod common;

use serde_json::{Value, json};

fn exposed_card(event: &str, licence: &str, table: &str) -> Value {
    json!({
        "kind": "tarot.exposed_card",
        "facts": {"found_by": "players", "arbiter_called_at_once": true, "situation": "card_exposed",
                  "exposed_by": "defender", "following_partners_card": false, "deal_distorted": false,
                  // A client's count is replaced by the store's.
                  "previous_offences": 7},
        "context": {"event": event, "table": table, "deal_number": 3, "players": {"offender": licence, "1": licence}}
    })
}

fn has(decision: &Value, expected: &Value) -> bool {
    decision["rectifications"]
        .as_array()
        .into_iter()
        .flatten()
        .any(|r| expected.as_object().is_some_and(|fields| fields.iter().all(|(k, v)| r.get(k) == Some(v))))
}

#[tokio::test]
async fn a_repeat_offence_in_the_same_event_costs_100_points_where_the_first_got_a_warning() {
    for server in common::servers().await {
        let (_, key) = server.club("Tarot Club de Nantes").await;
        let (_, other_club) = server.club("Tarot Club d'Angers").await;

        // First exposed card of the event: a warning, written to the store.
        let (status, first) =
            server.post("/v1/incidents", Some(&key), &exposed_card("Open de Nantes", "T-1234", "4")).await;
        assert_eq!(status, 201, "{first}");
        assert_eq!(first["status"], "complete");
        assert_eq!(first["incident"]["facts"]["previous_offences"], 0, "the store's count replaces the client's");
        assert!(has(&first["decision"], &json!({"type": "warning", "player": "offender"})), "{}", first["decision"]);

        // The same player again, same event: 100 points.
        let (status, second) =
            server.post("/v1/incidents", Some(&key), &exposed_card("Open de Nantes", "T-1234", "2")).await;
        assert_eq!(status, 201, "{second}");
        assert_eq!(second["incident"]["facts"]["previous_offences"], 1);
        assert!(has(&second["decision"], &json!({"type": "point_penalty", "points": 100})), "{}", second["decision"]);

        // Another event: a first offence again.
        let (_, other) =
            server.post("/v1/incidents", Some(&key), &exposed_card("Tournoi du jeudi", "T-1234", "1")).await;
        assert!(has(&other["decision"], &json!({"type": "warning"})), "{}", other["decision"]);

        // Re-evaluating a completed incident does not write its sanction twice
        // nor count it against itself.
        let id = first["id"].as_str().unwrap_or_default();
        let (status, again) = server
            .post(&format!("/v1/incidents/{id}/facts"), Some(&key), &json!({"facts": {"arbiter_called_at_once": true}}))
            .await;
        assert_eq!(status, 200, "{again}");
        assert!(has(&again["decision"], &json!({"type": "warning"})), "{}", again["decision"]);

        // The player's sanctions, with their incidents.
        let (status, list) = server.get("/v1/players/T-1234/sanctions", Some(&key)).await;
        assert_eq!(status, 200, "{list}");
        let items = list["items"].as_array().cloned().unwrap_or_default();
        let kinds: Vec<&str> = items.iter().filter_map(|s| s["kind"].as_str()).collect();
        assert_eq!(kinds, vec!["warning", "point_penalty", "warning"], "{list}");
        assert_eq!(items[1]["detail"]["points"], 100);
        assert_eq!(items[1]["detail"]["event"], "Open de Nantes");
        assert_eq!(items[1]["incident"]["kind"], "tarot.exposed_card");
        assert_eq!(items[0]["incident"]["id"], first["id"]);

        // Another club's key sees none of them; the federation sees all.
        let (_, none) = server.get("/v1/players/T-1234/sanctions", Some(&other_club)).await;
        assert_eq!(none["items"], json!([]));
        let federation = server.federation_key().await;
        let (_, all) = server.get("/v1/players/T-1234/sanctions", Some(&federation)).await;
        assert_eq!(all["items"].as_array().map(Vec::len), Some(3));
        let (status, _) = server.get("/v1/players/T-1234/sanctions", None).await;
        assert_eq!(status, 401);
        server.close().await;
    }
}

#[tokio::test]
async fn a_misdeal_settled_by_the_outcome_records_the_dealers_penalty_and_ban_once() {
    for server in common::servers().await {
        let (_, key) = server.club("Tarot Club de Brest").await;
        let body = json!({
            "kind": "tarot.misdeal",
            "facts": {"found_by": "players", "arbiter_called_at_once": true, "found_when": "during_play",
                      "cause": "dealer_fault", "taker_count_right": true, "taker_is_dealer": false,
                      "dealt_for_disabled_player": false},
            "context": {"event": "Open de Brest", "players": {"dealer": "T-77", "1": "T-77", "2": "T-78"}}
        });
        let (status, incident) = server.post("/v1/incidents", Some(&key), &body).await;
        assert_eq!(status, 201, "{incident}");
        assert_eq!(incident["status"], "awaiting_outcome");
        let (_, before) = server.get("/v1/players/T-77/sanctions", Some(&key)).await;
        assert_eq!(before["items"], json!([]), "nothing is written before the ruling is complete");

        let id = incident["id"].as_str().unwrap_or_default();
        let outcome = json!({"outcome": {"contract": "garde", "taker_points": 49, "taker_oudlers": 2}});
        let (status, settled) = server.post(&format!("/v1/incidents/{id}/outcome"), Some(&key), &outcome).await;
        assert_eq!(status, 200, "{settled}");
        assert_eq!(settled["status"], "complete");
        assert!(has(
            &settled["decision"],
            &json!({"type": "deal_scored", "score": settled["decision"]["rectifications"][0]["score"]})
        ));
        assert_eq!(settled["decision"]["rectifications"][0]["score"]["taker"], 198);
        // Posting the outcome again changes nothing in the store.
        let (status, _) = server.post(&format!("/v1/incidents/{id}/outcome"), Some(&key), &outcome).await;
        assert_eq!(status, 200);
        let (_, list) = server.get("/v1/players/T-77/sanctions", Some(&key)).await;
        let kinds: Vec<&str> =
            list["items"].as_array().into_iter().flatten().filter_map(|s| s["kind"].as_str()).collect();
        assert_eq!(kinds, vec!["point_penalty"], "{list}");
        let (_, other) = server.get("/v1/players/T-78/sanctions", Some(&key)).await;
        assert_eq!(other["items"], json!([]));
        server.close().await;
    }
}

#[tokio::test]
async fn a_ban_on_the_next_deal_is_shown_on_that_deals_incident() {
    for server in common::servers().await {
        let (_, key) = server.club("Tarot Club de Quimper").await;
        // Deal 4: the taker refuses to play after a misdeal: redeal, and the
        // dealer may not bid on the next deal.
        let refused = json!({
            "kind": "tarot.misdeal",
            "facts": {"found_by": "players", "arbiter_called_at_once": true, "dealt_for_disabled_player": false,
                      "found_when": "after_contract_before_play", "cause": "dealer_fault", "taker_is_dealer": false,
                      "taker_count_right": true, "arbiter_judges_ethics_fault": false},
            "choices": {"taker_plays_contract": "refuse"},
            "context": {"event": "Coupe de Quimper", "table": "2", "deal_number": 4,
                        "players": {"dealer": "Q-1", "1": "Q-1", "2": "Q-2", "3": "Q-3", "4": "Q-4"}}
        });
        let (status, first) = server.post("/v1/incidents", Some(&key), &refused).await;
        assert_eq!((status, first["status"].as_str()), (201, Some("complete")), "{first}");
        assert!(first.get("bans_in_force").is_none());
        // Deal 5 at the same table: any incident shows the ban on Q-1.
        let next = json!({
            "kind": "tarot.wrong_dealer",
            "context": {"event": "Coupe de Quimper", "table": "2", "deal_number": 5,
                        "players": {"1": "Q-1", "2": "Q-2", "3": "Q-3", "4": "Q-4"}}
        });
        let (status, second) = server.post("/v1/incidents", Some(&key), &next).await;
        assert_eq!(status, 201, "{second}");
        let bans = second["bans_in_force"].as_array().cloned().unwrap_or_default();
        assert_eq!(bans.len(), 1, "{second}");
        assert_eq!((bans[0]["player"].as_str(), bans[0]["from_deal"].as_u64()), (Some("Q-1"), Some(4)));
        assert_eq!(bans[0]["from_incident"], first["id"]);
        // Deal 6: the ban is over.
        let later = json!({"kind": "tarot.wrong_dealer",
                           "context": {"event": "Coupe de Quimper", "deal_number": 6, "players": {"1": "Q-1"}}});
        let (_, third) = server.post("/v1/incidents", Some(&key), &later).await;
        assert!(third.get("bans_in_force").is_none(), "{third}");
        server.close().await;
    }
}
