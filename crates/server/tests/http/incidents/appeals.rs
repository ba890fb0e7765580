//! `POST /v1/incidents/{id}/appeals` and `.../appeals/{appeal}/decision`:
//! an appeal against a ruling (Law 92), its decision (Law 93), and a
//! federation that finds what appeals decided.

use crate::common;

use serde_json::{Value, json};

/// A Law 65 incident the engine rules complete: the tricks stand as the
/// players agreed.
fn trick_orientation() -> Value {
    json!({"kind": "bridge.trick_orientation", "ruleset": "ffb-2017",
           "facts": {"when_noticed": "end_of_play", "count_disputed": false}})
}

fn ids(page: &Value) -> Vec<String> {
    page["items"].as_array().into_iter().flatten().filter_map(|i| i["id"].as_str().map(str::to_owned)).collect()
}

fn givers(incident: &Value) -> Vec<String> {
    incident["rulings"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|r| r["ruled_by"].as_str().map(str::to_owned))
        .collect()
}

#[tokio::test]
async fn an_appeal_is_lodged_decided_and_found_by_what_it_decided() {
    for server in common::servers().await {
        let backend = server.backend;
        let (_, key) = server.club("Bridge Club de Lorient").await;
        let federation = server.federation_key().await;
        let (_, changed) = server.post("/v1/incidents", Some(&key), &trick_orientation()).await;
        let (_, stands) = server.post("/v1/incidents", Some(&key), &trick_orientation()).await;
        let (_, untouched) = server.post("/v1/incidents", Some(&key), &trick_orientation()).await;
        let id = changed["id"].as_str().unwrap_or_default().to_owned();
        let appeals = format!("/v1/incidents/{id}/appeals");
        let appeal = json!({"appellant": "EW", "reason": "Nous contestons le compte des levées.", "concurrence": true});

        // What an appeal cannot be heard on is refused, naming the field.
        for (bad, pointer) in [
            (json!({"appellant": "EW", "reason": "x"}), "/concurrence"),
            (json!({"appellant": "EW", "reason": "x", "concurrence": false}), "/concurrence"),
            (json!({"appellant": " ", "reason": "x", "concurrence": true}), "/appellant"),
            (json!({"appellant": "EW", "reason": "", "concurrence": true}), "/reason"),
        ] {
            let (status, problem) = server.post(&appeals, Some(&key), &bad).await;
            assert_eq!((status, problem["pointer"].as_str()), (422, Some(pointer)), "{backend}: {bad} {problem}");
        }
        // Appeals are lodged through the club's director.
        let (status, _) = server.post(&appeals, Some(&federation), &appeal).await;
        assert_eq!(status, 403, "{backend}");

        let (status, lodged) = server.post(&appeals, Some(&key), &appeal).await;
        assert_eq!(status, 200, "{backend}: {lodged}");
        assert_eq!(lodged["ruled_by"], "engine", "lodging changes no ruling");
        assert_eq!(lodged["decision"], changed["decision"], "{backend}");
        assert_eq!(givers(&lodged), vec!["engine", "engine"]);
        let number = lodged["appeals"][0]["appeal"].as_i64().unwrap_or_default();
        assert_eq!((lodged["appeals"][0]["appellant"].as_str(), number), (Some("EW"), 2), "{lodged}");
        assert!(lodged["appeals"][0].get("decision").is_none(), "{lodged}");
        // The same appellant's appeal is one appeal.
        let (status, problem) = server.post(&appeals, Some(&key), &appeal).await;
        assert_eq!((status, problem["code"].as_str()), (409, Some("appeal_pending")), "{backend}: {problem}");
        // Until it is decided, the ruling stays as it was appealed: the
        // director neither rules otherwise nor reopens.
        let director = json!({"reason": "Je corrige ma décision.", "citations": [{"law": "65"}]});
        let (status, problem) =
            server.post(&format!("/v1/incidents/{id}/rulings/director"), Some(&key), &director).await;
        assert_eq!((status, problem["code"].as_str()), (409, Some("appeal_pending")), "{backend}: {problem}");
        let reopen = json!({"reason": "Revoir les faits."});
        let (status, problem) = server.post(&format!("/v1/incidents/{id}/reopen"), Some(&key), &reopen).await;
        assert_eq!((status, problem["code"].as_str()), (409, Some("appeal_pending")), "{backend}: {problem}");

        // The federation's committee changes the ruling.
        let decision_path = format!("{appeals}/{number}/decision");
        let decision = json!({
            "heard_by": "appeals_committee", "outcome": "ruling_changed",
            "reason": "Le déclarant a montré ses levées avant l'accord : une levée est rendue à la défense.",
            "rectifications": [{"type": "tricks_established", "declarer_side": 8, "defenders": 5,
                                "basis": "director_reconstruction"}],
            "citations": [{"law": "65", "paragraph": "B3"}],
            "deposit": "returned"
        });
        for (path, code) in [(format!("{appeals}/99/decision"), 404), (format!("{appeals}/deux/decision"), 404)] {
            let (status, problem) = server.post(&path, Some(&federation), &decision).await;
            assert_eq!((status, problem["code"].as_str()), (code, Some("not_found")), "{backend}: {path} {problem}");
        }
        let (status, problem) = server
            .post(
                &decision_path,
                Some(&federation),
                &json!({"heard_by": "appeals_committee",
                  "outcome": "ruling_changed", "reason": "Sans citation."}),
            )
            .await;
        assert_eq!((status, problem["pointer"].as_str()), (422, Some("/citations")), "{backend}: {problem}");
        let (status, decided) = server.post(&decision_path, Some(&federation), &decision).await;
        assert_eq!(status, 200, "{backend}: {decided}");
        assert_eq!(decided["ruled_by"], "appeal");
        assert_eq!(givers(&decided), vec!["engine", "engine", "appeal"]);
        assert_eq!(decided["decision"]["rectifications"][0]["defenders"], 5, "{decided}");
        assert_eq!(decided["decision"]["citations"][0]["code"], "FFB 2017", "{decided}");
        assert!(
            decided["decision"]["summary"]["fr"].as_str().is_some_and(|s| s.starts_with("En appel, le comité")),
            "{decided}"
        );
        let heard = &decided["appeals"][0]["decision"];
        assert_eq!((heard["outcome"].as_str(), heard["deposit"].as_str()), (Some("ruling_changed"), Some("returned")));
        let last_event = decided["events"].as_array().and_then(|e| e.last()).cloned().unwrap_or_default();
        assert_eq!(last_event["kind"], "appeal_decided");
        assert_eq!(last_event["payload"]["appeal"], number, "the event names the appeal it decides");
        let (status, problem) = server.post(&decision_path, Some(&federation), &decision).await;
        assert_eq!((status, problem["code"].as_str()), (409, Some("appeal_decided")), "{backend}: {problem}");
        // Decided on appeal: only a further appeal changes it now.
        let (status, problem) = server.post(&format!("/v1/incidents/{id}/reopen"), Some(&key), &reopen).await;
        assert_eq!((status, problem["code"].as_str()), (409, Some("appeal_decided")), "{backend}: {problem}");
        // A new answer is told the same, not sent to a reopen that would be
        // refused (a probe).
        let facts = json!({"facts": {"when_noticed": "end_of_play"}});
        let (status, problem) = server.post(&format!("/v1/incidents/{id}/facts"), Some(&key), &facts).await;
        assert_eq!((status, problem["code"].as_str()), (409, Some("appeal_decided")), "{backend}: {problem}");

        // Both sides appeal another ruling; a club's committee lets it
        // stand, and keeps the deposit of the appeal without merit.
        let stands_id = stands["id"].as_str().unwrap_or_default().to_owned();
        let (_, lodged) = server.post(&format!("/v1/incidents/{stands_id}/appeals"), Some(&key), &appeal).await;
        let number = lodged["appeals"][0]["appeal"].as_i64().unwrap_or_default();
        let other_side = json!({"appellant": "NS", "reason": "Nous aussi.", "concurrence": true});
        let (status, both) = server.post(&format!("/v1/incidents/{stands_id}/appeals"), Some(&key), &other_side).await;
        assert_eq!((status, both["appeals"].as_array().map(Vec::len)), (200, Some(2)), "{backend}: {both}");
        let second = both["appeals"][1]["appeal"].as_i64().unwrap_or_default();
        let stands_decision = format!("/v1/incidents/{stands_id}/appeals/{number}/decision");
        // A changed ruling does not keep the deposit: the appeal had merit.
        let mut keeps = decision.clone();
        keeps["deposit"] = json!("kept");
        let (status, problem) = server.post(&stands_decision, Some(&key), &keeps).await;
        assert_eq!((status, problem["pointer"].as_str()), (422, Some("/deposit")), "{backend}: {problem}");
        // Nor does a bridge ruling take a tarot sanction.
        let mut tarot = decision.clone();
        tarot["rectifications"] = json!([{"type": "warning", "player": "offender"}]);
        let (status, problem) = server.post(&stands_decision, Some(&key), &tarot).await;
        assert_eq!((status, problem["pointer"].as_str()), (422, Some("/rectifications/0")), "{backend}: {problem}");
        let (status, problem) = server
            .post(
                &format!("/v1/incidents/{stands_id}/appeals/{number}/decision"),
                Some(&key),
                &json!({"heard_by": "appeals_committee", "outcome": "ruling_stands", "reason": "Sans fondement.",
                        "citations": [{"law": "65"}]}),
            )
            .await;
        assert_eq!((status, problem["pointer"].as_str()), (422, Some("/citations")), "{backend}: {problem}");
        let (status, kept) = server
            .post(
                &format!("/v1/incidents/{stands_id}/appeals/{number}/decision"),
                Some(&key),
                &json!({"heard_by": "director_in_charge", "outcome": "ruling_stands",
                        "reason": "L'appel est sans fondement.", "deposit": "kept"}),
            )
            .await;
        assert_eq!(status, 200, "{backend}: {kept}");
        assert_eq!((kept["ruled_by"].as_str(), &kept["decision"]), (Some("engine"), &stands["decision"]), "{kept}");
        let (_, pending) = server.get("/v1/incidents?appeal=pending", Some(&key)).await;
        assert_eq!(ids(&pending), vec![stands_id.clone()], "{backend}: one of its appeals still waits");
        let (status, _) = server
            .post(
                &format!("/v1/incidents/{stands_id}/appeals/{second}/decision"),
                Some(&key),
                &json!({"heard_by": "appeals_committee", "outcome": "ruling_stands", "reason": "Idem."}),
            )
            .await;
        assert_eq!(status, 200, "{backend}");

        // The federation finds what appeals decided, and counts it by law.
        let (_, found) = server.get("/v1/incidents?appeal=ruling_changed", Some(&federation)).await;
        assert_eq!(ids(&found), vec![id.clone()], "{backend}: {found}");
        assert_eq!(
            (found["items"][0]["ruled_by"].as_str(), found["items"][0]["appeal"].as_str()),
            (Some("appeal"), Some("ruling_changed")),
            "{backend}: {found}"
        );
        let (_, found) = server.get("/v1/incidents?appeal=ruling_stands", Some(&federation)).await;
        assert_eq!(ids(&found), vec![stands_id.clone()], "{backend}: {found}");
        // A ruling that stood on appeal is still the engine's.
        assert_eq!(found["items"][0]["ruled_by"].as_str(), Some("engine"), "{backend}: {found}");
        let (_, found) = server.get("/v1/incidents?appeal=none", Some(&key)).await;
        assert_eq!(ids(&found), vec![untouched["id"].as_str().unwrap_or_default().to_owned()], "{backend}");
        let (status, problem) = server.get("/v1/incidents?appeal=maybe", Some(&key)).await;
        assert_eq!((status, problem["pointer"].as_str()), (400, Some("appeal")), "{backend}: {problem}");
        let (status, stats) = server.get("/v1/stats/incidents?group_by=law,appeal", Some(&key)).await;
        assert_eq!(status, 200, "{stats}");
        let groups: Vec<(Value, Value)> =
            stats["groups"].as_array().into_iter().flatten().map(|g| (g["keys"].clone(), g["count"].clone())).collect();
        for expected in [json!(["65", "ruling_changed"]), json!(["65", "ruling_stands"]), json!(["65", "none"])] {
            assert!(groups.contains(&(expected.clone(), json!(1))), "{backend}: {expected} in {stats}");
        }

        // The export of rulings: the engine's and the appeal's for the
        // changed one; the engine's alone where the appeals let it stand
        // (an appeal lodged or decided that way gives no ruling of its own).
        let export = |query: &str| {
            server.client.get(server.url(&format!("/v1/incidents/export?{query}"))).bearer_auth(&federation).send()
        };
        let text = export("format=ndjson&rows=rulings").await.expect("export").text().await.expect("body");
        let rows: Vec<Value> = text.lines().map(|l| serde_json::from_str(l).expect("a JSON line")).collect();
        let given = |incident: &str| -> Vec<(Value, Value)> {
            rows.iter()
                .filter(|r| r["incident_id"] == json!(incident))
                .map(|r| (r["ruled_by"].clone(), r["given_with"].clone()))
                .collect()
        };
        assert_eq!(
            given(&id),
            vec![(json!("engine"), json!("reported")), (json!("appeal"), json!("appeal_decided"))],
            "{backend}: {text}"
        );
        assert_eq!(given(&stands_id), vec![(json!("engine"), json!("reported"))], "{backend}: {text}");
        let changed: Vec<&Value> = rows.iter().filter(|r| r["incident_id"] == json!(id)).collect();
        assert!(changed[0]["ruling_seq"].as_i64() < changed[1]["ruling_seq"].as_i64(), "{backend}: oldest first");
        assert_eq!(changed[1]["citations"][0]["law"], json!("65"), "{backend}: {text}");
        assert!(changed.iter().all(|r| r["club_name"].is_string() && r["actor"].is_string()), "{backend}: {text}");
        // The times are written as the incident's own view writes them.
        let (_, incident) = server.get(&format!("/v1/incidents/{id}"), Some(&federation)).await;
        assert_eq!(changed[0]["ruled_at"], incident["rulings"][0]["created_at"], "{backend}: {text}");
        let csv = export("format=csv&rows=rulings").await.expect("export").text().await.expect("body");
        let header = csv.trim_start_matches('\u{feff}').lines().next().unwrap_or_default().to_owned();
        assert!(header.starts_with("incident_id,club_id,club_name,game,kind,"), "{backend}: {header}");
        assert_eq!(csv.lines().count(), rows.len() + 1, "{backend}: one line per ruling, and the header");
        let (status, problem) = server.get("/v1/incidents/export?rows=events", Some(&federation)).await;
        assert_eq!((status, problem["pointer"].as_str()), (400, Some("rows")), "{backend}: {problem}");
        server.close().await;
    }
}

#[tokio::test]
async fn there_is_nothing_to_appeal_before_a_ruling_nor_while_it_is_reopened() {
    for server in common::servers().await {
        let backend = server.backend;
        let (_, key) = server.club("Bridge Club de Vannes").await;
        let (_, open) =
            server.post("/v1/incidents", Some(&key), &json!({"kind": "bridge.trick_orientation", "facts": {}})).await;
        assert_ne!(open["status"], "complete", "{open}");
        let id = open["id"].as_str().unwrap_or_default();
        let appeal = json!({"appellant": "NS", "reason": "Contestation.", "concurrence": true});
        let (status, problem) = server.post(&format!("/v1/incidents/{id}/appeals"), Some(&key), &appeal).await;
        assert_eq!((status, problem["code"].as_str()), (409, Some("not_ruled")), "{backend}: {problem}");
        // Reopened, the ruling is about to be given again.
        let (_, ruled) = server.post("/v1/incidents", Some(&key), &trick_orientation()).await;
        let id = ruled["id"].as_str().unwrap_or_default();
        let (status, _) =
            server.post(&format!("/v1/incidents/{id}/reopen"), Some(&key), &json!({"reason": "Revoir."})).await;
        assert_eq!(status, 200, "{backend}");
        let (status, problem) = server.post(&format!("/v1/incidents/{id}/appeals"), Some(&key), &appeal).await;
        assert_eq!((status, problem["code"].as_str()), (409, Some("not_ruled")), "{backend}: {problem}");
        server.close().await;
    }
}

/// At tarot, a changed ruling's sanctions replace the engine's, and no
/// concurrence is asked (each player plays for himself).
#[tokio::test]
async fn an_appeal_that_changes_a_tarot_ruling_changes_its_sanctions() {
    for server in common::servers().await {
        let backend = server.backend;
        let (_, key) = server.club("Tarot Club de Quimper").await;
        let report = json!({
            "kind": "tarot.exposed_card",
            "facts": {"found_by": "players", "arbiter_called_at_once": true, "situation": "card_exposed",
                      "exposed_by": "defender", "partner_card_followed": false, "deal_distorted": false},
            "context": {"event": "Open de Quimper", "table": "1", "deal_number": 2,
                        "players": {"offender": "Q-1", "1": "Q-1", "2": "Q-2", "3": "Q-3", "4": "Q-4"}}
        });
        let (status, engine) = server.post("/v1/incidents", Some(&key), &report).await;
        assert_eq!(status, 201, "{backend}: {engine}");
        let id = engine["id"].as_str().unwrap_or_default();
        let (status, lodged) = server
            .post(
                &format!("/v1/incidents/{id}/appeals"),
                Some(&key),
                &json!({"appellant": "Q-1", "reason": "Je conteste l'avertissement."}),
            )
            .await;
        assert_eq!(status, 200, "{backend}: {lodged}");
        let number = lodged["appeals"][0]["appeal"].as_i64().unwrap_or_default();
        let decision = json!({
            "heard_by": "appeals_committee", "outcome": "ruling_changed",
            "reason": "La carte a été montrée à dessein : pénalité.",
            "rectifications": [{"type": "exposed_card_returned", "player": "offender"},
                               {"type": "point_penalty", "players": "offender", "points": 100}],
            "citations": [{"law": "Carte exposée", "paragraph": "Défenseur"}]
        });
        let (status, decided) =
            server.post(&format!("/v1/incidents/{id}/appeals/{number}/decision"), Some(&key), &decision).await;
        assert_eq!(status, 200, "{backend}: {decided}");
        assert_eq!(decided["decision"]["citations"][0]["code"], "FFT");
        let (_, sanctions) = server.get("/v1/players/Q-1/sanctions", Some(&key)).await;
        let kinds: Vec<&str> =
            sanctions["items"].as_array().into_iter().flatten().filter_map(|s| s["kind"].as_str()).collect();
        assert_eq!(kinds, vec!["point_penalty"], "{backend}: {sanctions}");
        server.close().await;
    }
}
