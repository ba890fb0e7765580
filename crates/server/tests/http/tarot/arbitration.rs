//! The FFT arbitration code through HTTP, on SQLite and on PostgreSQL (when
//! `TEST_DATABASE_URL` is set): repeat offences counted from the stored
//! sanctions, the sanctions of an incident following its latest complete
//! ruling (superseded ones withdrawn, never deleted), bans on the next deal
//! and on the redeal, and the player's sanctions listed with their incidents.

use crate::common;

use serde_json::{Value, json};

fn exposed_card(event: &str, licence: &str, table: &str) -> Value {
    json!({
        "kind": "tarot.exposed_card",
        "facts": {"found_by": "players", "arbiter_called_at_once": true, "situation": "card_exposed",
                  "exposed_by": "defender", "partner_card_followed": false, "deal_distorted": false,
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

/// Counted within the event, repeats cannot be counted for an incident
/// that names no event: the arbiter's own count stands (a probe had his
/// "2 previous offences" replaced by 0 and a warning given).
#[tokio::test]
async fn without_an_event_the_arbiters_count_of_previous_offences_stands() {
    for server in common::servers().await {
        let (_, key) = server.club("Tarot Club de Tours").await;
        let body = json!({
            "kind": "tarot.touching_cards",
            "facts": {"found_by": "players", "arbiter_called_at_once": true, "previous_offences": 2},
            "context": {"table": "3", "deal_number": 5, "players": {"offender": "FFT-889777"}}
        });
        let (status, created) = server.post("/v1/incidents", Some(&key), &body).await;
        assert_eq!(status, 201, "{created}");
        assert_eq!(created["incident"]["facts"]["previous_offences"], 2, "{created}");
        assert!(has(&created["decision"], &json!({"type": "point_penalty", "points": 100})), "{}", created["decision"]);
    }
}

/// Slow play with the players concerned named and no event: how many they
/// are is the context's, who repeats the arbiter's. The store cannot tell
/// which of them repeat, so a count of some but not all is refused at the
/// event; all of them repeating is recorded so.
#[tokio::test]
async fn slow_play_without_an_event_takes_the_arbiters_count_of_repeaters() {
    for server in common::servers().await {
        let (_, key) = server.club("Tarot Club de Blois").await;
        let body = |repeaters: u8| {
            json!({
                "kind": "tarot.slow_play",
                "facts": {"deals_removed": 0, "concerned_repeat_offenders": repeaters},
                "context": {"table": "2", "deal_number": 4, "players": {"concerned_1": "FFT-1", "concerned_2": "FFT-2"}}
            })
        };
        let (status, problem) = server.post("/v1/incidents", Some(&key), &body(1)).await;
        assert_eq!((status, problem["pointer"].as_str()), (422, Some("/context/event")), "{problem}");
        let (status, created) = server.post("/v1/incidents", Some(&key), &body(2)).await;
        assert_eq!(status, 201, "{created}");
        assert_eq!(created["incident"]["facts"]["concerned_players"], 2, "{created}");
        assert!(
            has(
                &created["decision"],
                &json!({"type": "point_penalty", "players": "concerned_repeat_offence", "points": 200})
            ),
            "{}",
            created["decision"]
        );
        let (_, sanctions) = server.get("/v1/players/FFT-2/sanctions", Some(&key)).await;
        assert!(sanctions.to_string().contains("200"), "{sanctions}");
    }
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

        // Another club's event of the same name is not the same event: a
        // first offence there too.
        let (status, elsewhere) =
            server.post("/v1/incidents", Some(&other_club), &exposed_card("Open de Nantes", "T-1234", "7")).await;
        assert_eq!(status, 201, "{elsewhere}");
        assert_eq!(elsewhere["incident"]["facts"]["previous_offences"], 0, "{elsewhere}");
        assert!(has(&elsewhere["decision"], &json!({"type": "warning"})), "{}", elsewhere["decision"]);

        // Re-evaluating a completed incident, once reopened, does not write
        // its sanction twice nor count it against itself.
        let id = first["id"].as_str().unwrap_or_default();
        reopen(&server, &key, id).await;
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

        // Another club's key sees only its own; the federation sees all.
        let (_, own) = server.get("/v1/players/T-1234/sanctions", Some(&other_club)).await;
        let own = own["items"].as_array().cloned().unwrap_or_default();
        assert_eq!(own.len(), 1, "{own:?}");
        assert_eq!(own[0]["incident"]["id"], elsewhere["id"]);
        let federation = server.federation_key().await;
        let (_, all) = server.get("/v1/players/T-1234/sanctions", Some(&federation)).await;
        assert_eq!(all["items"].as_array().map(Vec::len), Some(4));
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
        // The dealer's 100 points are decided whatever the result (Fausse
        // donne): written at once, so that they count against a repeat
        // before the deal ends; the rest waits for the result.
        let (_, before) = server.get("/v1/players/T-77/sanctions", Some(&key)).await;
        let before: Vec<&str> =
            before["items"].as_array().into_iter().flatten().filter_map(|s| s["kind"].as_str()).collect();
        assert_eq!(before, vec!["point_penalty"], "the penalty decided before the result");

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
        // Posting the outcome again to the complete ruling is refused; once
        // reopened, it rules the same, and changes nothing in the store.
        let (status, refused) = server.post(&format!("/v1/incidents/{id}/outcome"), Some(&key), &outcome).await;
        assert_eq!((status, refused["code"].as_str()), (409, Some("ruling_complete")), "{refused}");
        reopen(&server, &key, id).await;
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
        // Deal 4: a defender's established revoke: he may not bid on the next deal.
        let revoke = json!({
            "kind": "tarot.revoke",
            "facts": {"found_by": "players", "arbiter_called_at_once": true, "established": true,
                      "offending_side": "defence", "non_offending_side_let_it_be_established": false,
                      "points_illicitly_won": 5, "oudlers_illicitly_won": 1,
                      "half_point_illicitly_won": false},
            "choices": {"taker_election": "not_scored"},
            "context": {"event": "Coupe de Quimper", "table": "2", "deal_number": 4,
                        "players": {"offender": "Q-1", "1": "Q-1", "2": "Q-2", "3": "Q-3", "4": "Q-4"}}
        });
        let (status, first) = server.post("/v1/incidents", Some(&key), &revoke).await;
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
        assert_eq!(bans[0]["deal"], "next_deal");
        assert_eq!(bans[0]["from_incident"], first["id"]);
        // Deal 6: the ban is over.
        let later = json!({"kind": "tarot.wrong_dealer",
                           "context": {"event": "Coupe de Quimper", "deal_number": 6, "players": {"1": "Q-1"}}});
        let (_, third) = server.post("/v1/incidents", Some(&key), &later).await;
        assert!(third.get("bans_in_force").is_none(), "{third}");
        server.close().await;
    }
}

#[tokio::test]
async fn a_dealer_whose_misdeal_the_taker_refused_may_not_bid_on_the_redeal_of_the_same_deal() {
    for server in common::servers().await {
        let (_, key) = server.club("Tarot Club de Vannes").await;
        // Deal 4: the taker refuses to play after a misdeal: the dealer deals
        // again and may not bid on that redeal.
        let refused = json!({
            "kind": "tarot.misdeal",
            "facts": {"found_by": "players", "arbiter_called_at_once": true, "dealt_for_disabled_player": false,
                      "found_when": "after_contract_before_play", "cause": "dealer_fault", "taker_is_dealer": false,
                      "taker_count_right": true, "arbiter_judges_ethics_fault": false},
            "choices": {"taker_plays_contract": "refuse"},
            "context": {"event": "Coupe de Vannes", "table": "2", "deal_number": 4,
                        "players": {"dealer": "V-1", "1": "V-1", "2": "V-2", "3": "V-3", "4": "V-4"}}
        });
        let (status, first) = server.post("/v1/incidents", Some(&key), &refused).await;
        assert_eq!((status, first["status"].as_str()), (201, Some("complete")), "{first}");
        assert!(has(&first["decision"], &json!({"type": "barred_from_bidding", "player": "dealer", "deal": "redeal"})));
        assert!(first.get("bans_in_force").is_none(), "its own ban is not shown on itself");
        // The redeal keeps number 4: an incident on it shows the ban on V-1.
        let redeal = json!({
            "kind": "tarot.wrong_dealer",
            "context": {"event": "Coupe de Vannes", "table": "2", "deal_number": 4,
                        "players": {"1": "V-1", "2": "V-2", "3": "V-3", "4": "V-4"}}
        });
        let (status, second) = server.post("/v1/incidents", Some(&key), &redeal).await;
        assert_eq!(status, 201, "{second}");
        let bans = second["bans_in_force"].as_array().cloned().unwrap_or_default();
        assert_eq!(bans.len(), 1, "{second}");
        assert_eq!((bans[0]["player"].as_str(), bans[0]["deal"].as_str()), (Some("V-1"), Some("redeal")));
        assert_eq!(bans[0]["from_incident"], first["id"]);
        // Deal 5 is not the redeal: no ban (it was not a next-deal ban).
        let next = json!({"kind": "tarot.wrong_dealer",
                          "context": {"event": "Coupe de Vannes", "deal_number": 5, "players": {"1": "V-1"}}});
        let (_, third) = server.post("/v1/incidents", Some(&key), &next).await;
        assert!(third.get("bans_in_force").is_none(), "{third}");
        server.close().await;
    }
}

fn kinds_of(list: &Value) -> Vec<(String, Option<i64>)> {
    list["items"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|s| (s["kind"].as_str().unwrap_or_default().to_owned(), s["detail"]["points"].as_i64()))
        .collect()
}

#[tokio::test]
async fn a_re_ruling_supersedes_the_sanctions_of_the_earlier_ruling() {
    for server in common::servers().await {
        let (_, key) = server.club("Tarot Club de Lorient").await;
        // The score sheet left on the table: 100 points to each of the four.
        let sheet = json!({
            "kind": "tarot.score_sheet_fault",
            "facts": {"fault": "left_on_table"},
            "context": {"event": "Open de Lorient", "table": "7",
                        "players": {"1": "L-1", "2": "L-2", "3": "L-3", "4": "L-4"}}
        });
        let (status, incident) = server.post("/v1/incidents", Some(&key), &sheet).await;
        assert_eq!(status, 201, "{incident}");
        let (_, list) = server.get("/v1/players/L-1/sanctions", Some(&key)).await;
        assert_eq!(kinds_of(&list), vec![("point_penalty".to_owned(), Some(100))], "{list}");
        // The arbiter finds the sheet was in fact lost: 400 each, the 100 withdrawn.
        let id = incident["id"].as_str().unwrap_or_default();
        reopen(&server, &key, id).await;
        let (status, again) =
            server.post(&format!("/v1/incidents/{id}/facts"), Some(&key), &json!({"facts": {"fault": "lost"}})).await;
        assert_eq!(status, 200, "{again}");
        for player in ["L-1", "L-2", "L-3", "L-4"] {
            let (_, list) = server.get(&format!("/v1/players/{player}/sanctions"), Some(&key)).await;
            assert_eq!(kinds_of(&list), vec![("point_penalty".to_owned(), Some(400))], "{player}: {list}");
        }
        // The store stays append-only: the 100, its withdrawal and the 400.
        let stored = server.store.sanctions_for_player("L-1").await.unwrap_or_default();
        let kinds: Vec<&str> = stored.iter().map(|s| s.kind.as_str()).collect();
        assert_eq!(kinds, vec!["point_penalty", "revoked", "point_penalty"], "{stored:?}");
        assert_eq!(stored[1].detail["revokes"], stored[0].id.to_string());
        // The same ruling again writes nothing.
        reopen(&server, &key, id).await;
        let (_, _) =
            server.post(&format!("/v1/incidents/{id}/facts"), Some(&key), &json!({"facts": {"fault": "lost"}})).await;
        assert_eq!(server.store.sanctions_for_player("L-1").await.map(|s| s.len()).unwrap_or_default(), 3);

        // A warning withdrawn by a later ruling does not count as a first offence.
        let (status, first) =
            server.post("/v1/incidents", Some(&key), &exposed_card("Open de Lorient", "L-9", "3")).await;
        assert_eq!(status, 201, "{first}");
        assert!(has(&first["decision"], &json!({"type": "warning", "player": "offender"})));
        let id = first["id"].as_str().unwrap_or_default();
        reopen(&server, &key, id).await;
        let (_, _) = server
            .post(&format!("/v1/incidents/{id}/facts"), Some(&key), &json!({"facts": {"deal_distorted": true}}))
            .await;
        let (status, settled) = server
            .post(&format!("/v1/incidents/{id}/outcome"), Some(&key), &json!({"outcome": {"taker_wins": true}}))
            .await;
        assert_eq!((status, settled["status"].as_str()), (200, Some("complete")), "{settled}");
        let (_, list) = server.get("/v1/players/L-9/sanctions", Some(&key)).await;
        assert_eq!(list["items"], json!([]), "{list}");
        let (_, second) = server.post("/v1/incidents", Some(&key), &exposed_card("Open de Lorient", "L-9", "5")).await;
        assert_eq!(second["incident"]["facts"]["previous_offences"], 0, "{second}");
        assert!(has(&second["decision"], &json!({"type": "warning"})), "{}", second["decision"]);
        server.close().await;
    }
}

fn handle_fault(fault: &str, by: &str, licence: &str) -> Value {
    json!({
        "kind": "tarot.handle_fault",
        "facts": {"found_by": "players", "arbiter_called_at_once": true, "fault": fault, "shown_by": by},
        "context": {"event": "Open de Rennes", "table": "1", "players": {"offender": licence}}
    })
}

#[tokio::test]
async fn the_takers_handle_faults_count_as_his_repeats_fault_by_fault() {
    for server in common::servers().await {
        let (_, key) = server.club("Tarot Club de Rennes").await;
        // The taker's handle short of a trump: a warning, recorded against him.
        let (status, first) =
            server.post("/v1/incidents", Some(&key), &handle_fault("incomplete_not_correctable", "taker", "R-1")).await;
        assert_eq!((status, first["status"].as_str()), (201, Some("complete")), "{first}");
        assert!(has(&first["decision"], &json!({"type": "warning", "player": "offender"})), "{}", first["decision"]);
        // The same fault again: 100 points.
        let (_, second) =
            server.post("/v1/incidents", Some(&key), &handle_fault("incomplete_not_correctable", "taker", "R-1")).await;
        assert_eq!(second["incident"]["facts"]["previous_offences"], 1, "{second}");
        assert!(has(&second["decision"], &json!({"type": "point_penalty", "points": 100})), "{}", second["decision"]);
        // Another line of the code (out of order): its own first offence.
        let (_, third) = server.post("/v1/incidents", Some(&key), &handle_fault("out_of_order", "taker", "R-1")).await;
        assert_eq!(third["incident"]["facts"]["previous_offences"], 0, "{third}");
        assert!(has(&third["decision"], &json!({"type": "warning"})), "{}", third["decision"]);
        let (_, list) = server.get("/v1/players/R-1/sanctions", Some(&key)).await;
        let offences: Vec<&str> =
            list["items"].as_array().into_iter().flatten().filter_map(|s| s["detail"]["offence"].as_str()).collect();
        assert_eq!(
            offences,
            vec![
                "tarot.handle_fault.incomplete_not_correctable",
                "tarot.handle_fault.incomplete_not_correctable",
                "tarot.handle_fault.out_of_order"
            ],
            "{list}"
        );
        server.close().await;
    }
}

#[tokio::test]
async fn slow_play_penalises_only_the_players_concerned_each_by_his_own_record() {
    for server in common::servers().await {
        let (_, key) = server.club("Tarot Club de Vitré").await;
        let slow = |concerned: Value| {
            let mut players = json!({"1": "S-1", "2": "S-2", "3": "S-3", "4": "S-4"});
            if let (Some(p), Some(c)) = (players.as_object_mut(), concerned.as_object()) {
                p.extend(c.clone());
            }
            json!({"kind": "tarot.slow_play", "facts": {"deals_removed": 1},
                   "context": {"event": "Open de Vitré", "table": "3", "players": players}})
        };
        // S-1 alone is slow: 100 points to him, nothing to the others.
        let (status, first) = server.post("/v1/incidents", Some(&key), &slow(json!({"concerned_1": "S-1"}))).await;
        assert_eq!((status, first["status"].as_str()), (201, Some("complete")), "{first}");
        for (player, expected) in [("S-1", vec![("point_penalty".to_owned(), Some(100))]), ("S-2", vec![])] {
            let (_, list) = server.get(&format!("/v1/players/{player}/sanctions"), Some(&key)).await;
            assert_eq!(kinds_of(&list), expected, "{player}: {list}");
        }
        // S-1 and S-2 slow: S-1 repeats (200), S-2 is a first offence (100).
        let (_, second) =
            server.post("/v1/incidents", Some(&key), &slow(json!({"concerned_1": "S-1", "concerned_2": "S-2"}))).await;
        assert_eq!(second["incident"]["facts"]["concerned_players"], 2, "{second}");
        assert_eq!(second["incident"]["facts"]["concerned_repeat_offenders"], 1, "{second}");
        let (_, one) = server.get("/v1/players/S-1/sanctions", Some(&key)).await;
        assert_eq!(
            kinds_of(&one),
            vec![("point_penalty".to_owned(), Some(100)), ("point_penalty".to_owned(), Some(200))],
            "{one}"
        );
        let (_, two) = server.get("/v1/players/S-2/sanctions", Some(&key)).await;
        assert_eq!(kinds_of(&two), vec![("point_penalty".to_owned(), Some(100))], "{two}");
        for player in ["S-3", "S-4"] {
            let (_, list) = server.get(&format!("/v1/players/{player}/sanctions"), Some(&key)).await;
            assert_eq!(list["items"], json!([]), "{player}: {list}");
        }
        server.close().await;
    }
}

/// Reopens a complete ruling, as the director does before changing it.
async fn reopen(server: &common::TestServer, key: &str, id: &str) {
    let reason = json!({"reason": "L'arbitre revoit les faits."});
    let (status, reopened) = server.post(&format!("/v1/incidents/{id}/reopen"), Some(key), &reason).await;
    assert_eq!(status, 200, "{reopened}");
    assert_eq!(
        reopened["events"].as_array().and_then(|e| e.last()).map(|e| e["kind"].clone()),
        Some(json!("reopened"))
    );
}
