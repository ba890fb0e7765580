//! `POST /v1/incidents/{id}/rulings/director`: the director rules otherwise
//! than the engine, and a federation finds where they disagree.

use crate::common;

use serde_json::{Value, json};

/// A Law 65 incident the engine rules complete: the tricks stand as the
/// players agreed.
fn trick_orientation() -> Value {
    json!({"kind": "bridge.trick_orientation", "ruleset": "ffb-2017",
           "facts": {"when_noticed": "end_of_play", "count_disputed": false}})
}

/// The ids of a page of incidents, sorted (a page lists them newest
/// first; the tests compare sets).
fn ids(page: &Value) -> Vec<String> {
    let mut ids: Vec<String> =
        page["items"].as_array().into_iter().flatten().filter_map(|i| i["id"].as_str().map(str::to_owned)).collect();
    ids.sort();
    ids
}

#[tokio::test]
async fn a_directors_ruling_becomes_the_current_one_and_the_engines_stays_in_the_history() {
    for server in common::servers().await {
        let backend = server.backend;
        let (_, key) = server.club("Bridge Club de Rennes").await;
        let (status, engine) = server.post("/v1/incidents", Some(&key), &trick_orientation()).await;
        assert_eq!((status, engine["ruled_by"].as_str()), (201, Some("engine")), "{backend}: {engine}");
        let (_, untouched) = server.post("/v1/incidents", Some(&key), &trick_orientation()).await;
        // Appealed, not overridden: events after its report, none of them
        // a director's ruling (a search that took "has later events" for
        // "overridden" would misfile it).
        let (_, appealed) = server.post("/v1/incidents", Some(&key), &trick_orientation()).await;
        let appeal = json!({"appellant": "EW", "reason": "Nous contestons le compte des levées.", "concurrence": true});
        let appeals = format!("/v1/incidents/{}/appeals", appealed["id"].as_str().unwrap_or_default());
        let (status, lodged) = server.post(&appeals, Some(&key), &appeal).await;
        assert_eq!(status, 200, "{backend}: {lodged}");
        let id = engine["id"].as_str().unwrap_or_default().to_owned();
        let path = format!("/v1/incidents/{id}/rulings/director");
        let ruling = json!({
            "reason": "Le déclarant a montré ses levées avant l'accord : la marque est rectifiée d'une levée.",
            "rectifications": [{"type": "tricks_established", "declarer_side": 9, "defenders": 4,
                                "basis": "director_reconstruction"}],
            "citations": [{"law": "65", "paragraph": "B3"}, {"law": "79", "paragraph": "C"}]
        });

        // What a ruling cannot rest on is refused, naming the field.
        for (bad, pointer) in [
            (json!({"reason": "x", "citations": []}), "/citations"),
            (json!({"reason": "  ", "citations": [{"law": "65"}]}), "/reason"),
            (json!({"reason": "x", "citations": [{"law": "", "paragraph": "B3"}]}), "/citations/0/law"),
            (json!({"reason": "x\u{0}", "citations": [{"law": "65"}]}), "/reason"),
            // A field no rectification has would be dropped from the
            // history: refused (a probe found it stored without it).
            (
                json!({"reason": "x", "citations": [{"law": "65"}],
                       "rectifications": [{"type": "result_stands", "comment": "note"}]}),
                "/rectifications/0",
            ),
        ] {
            let (status, problem) = server.post(&path, Some(&key), &bad).await;
            assert_eq!((status, problem["pointer"].as_str()), (422, Some(pointer)), "{backend}: {bad} {problem}");
        }
        // Only the incident's own club records its director's ruling.
        let federation = server.federation_key().await;
        let (status, _) = server.post(&path, Some(&federation), &ruling).await;
        assert_eq!(status, 403, "{backend}");

        let (status, ruled) = server.post(&path, Some(&key), &ruling).await;
        assert_eq!(status, 200, "{backend}: {ruled}");
        assert_eq!(ruled["ruled_by"], "director");
        assert_eq!(ruled["status"], "complete");
        let decision = &ruled["decision"];
        assert_eq!(decision["status"], "complete");
        assert_eq!(decision["rectifications"][0]["declarer_side"], 9, "{decision}");
        let cited: Vec<(String, String, String)> = decision["citations"]
            .as_array()
            .into_iter()
            .flatten()
            .map(|c| (c["code"].to_string(), c["law"].to_string(), c["paragraph"].to_string()))
            .collect();
        assert_eq!(
            cited,
            vec![
                ("\"FFB 2017\"".into(), "\"65\"".into(), "\"B3\"".into()),
                ("\"FFB 2017\"".into(), "\"79\"".into(), "\"C\"".into())
            ]
        );
        assert!(decision["summary"]["fr"].as_str().is_some_and(|s| s.contains("montré ses levées")), "{decision}");
        assert!(decision.get("trace").is_none_or(Value::is_null), "no engine rule decided it: {decision}");
        // The engine's ruling stays in the history; the event keeps the body.
        let rulings: Vec<&str> =
            ruled["rulings"].as_array().into_iter().flatten().filter_map(|r| r["ruled_by"].as_str()).collect();
        assert_eq!(rulings, vec!["engine", "director"]);
        let last_event = ruled["events"].as_array().and_then(|e| e.last()).cloned().unwrap_or_default();
        assert_eq!((last_event["kind"].as_str(), &last_event["payload"]), (Some("director_ruling"), &ruling));
        let (_, read) = server.get(&format!("/v1/incidents/{id}"), Some(&key)).await;
        assert_eq!(read, ruled, "{backend}: read back as answered");

        // The federation finds it, and counts where directors and the
        // engine disagree.
        let (_, overridden) = server.get("/v1/incidents?overridden=true", Some(&federation)).await;
        assert_eq!(ids(&overridden), vec![id.clone()], "{backend}: {overridden}");
        let (_, not) = server.get("/v1/incidents?overridden=false", Some(&key)).await;
        let mut expected: Vec<String> =
            [&untouched, &appealed].iter().map(|i| i["id"].as_str().unwrap_or_default().to_owned()).collect();
        expected.sort();
        assert_eq!(ids(&not), expected, "{backend}");
        let (status, stats) = server.get("/v1/stats/incidents?group_by=law,overridden", Some(&key)).await;
        assert_eq!(status, 200, "{stats}");
        let groups: Vec<(Value, Value)> =
            stats["groups"].as_array().into_iter().flatten().map(|g| (g["keys"].clone(), g["count"].clone())).collect();
        assert!(groups.contains(&(json!(["65", "true"]), json!(1))), "{backend}: {stats}");
        assert!(groups.contains(&(json!(["79", "true"]), json!(1))), "{backend}: {stats}");
        assert!(groups.contains(&(json!(["65", "false"]), json!(2))), "{backend}: {stats}");

        // Complete: an answer now needs the ruling reopened, and the engine
        // then rules again.
        let (status, problem) = server
            .post(&format!("/v1/incidents/{id}/facts"), Some(&key), &json!({"facts": {"count_disputed": true}}))
            .await;
        assert_eq!((status, problem["code"].as_str()), (409, Some("ruling_complete")), "{problem}");
        server.close().await;
    }
}

/// At tarot the sanctions follow the director's ruling: the engine's
/// warning is withdrawn (kept in the history as revoked) and his penalty
/// recorded against the player.
#[tokio::test]
async fn a_directors_penalty_replaces_the_engines_warning_in_the_players_sanctions() {
    for server in common::servers().await {
        let backend = server.backend;
        let (_, key) = server.club("Tarot Club de Brest").await;
        let report = json!({
            "kind": "tarot.exposed_card",
            "facts": {"found_by": "players", "arbiter_called_at_once": true, "situation": "card_exposed",
                      "exposed_by": "defender", "partner_card_followed": false, "deal_distorted": false},
            "context": {"event": "Open de Brest", "table": "2", "deal_number": 3,
                        "players": {"offender": "B-29", "1": "B-29", "2": "B-30", "3": "B-31", "4": "B-32"}}
        });
        let (status, engine) = server.post("/v1/incidents", Some(&key), &report).await;
        assert_eq!(status, 201, "{backend}: {engine}");
        let kinds = |list: &Value| -> Vec<String> {
            list["items"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|s| s["kind"].as_str().map(str::to_owned))
                .collect()
        };
        let (_, before) = server.get("/v1/players/B-29/sanctions", Some(&key)).await;
        assert_eq!(kinds(&before), vec!["warning"], "{backend}: {before}");
        let id = engine["id"].as_str().unwrap_or_default();
        let ruling = json!({
            "reason": "Carte montrée volontairement au partenaire : pénalité plutôt qu'avertissement.",
            "rectifications": [{"type": "exposed_card_returned", "player": "offender"},
                               {"type": "point_penalty", "players": "offender", "points": 100}],
            "citations": [{"law": "Carte exposée", "paragraph": "Défenseur"}]
        });
        let (status, ruled) = server.post(&format!("/v1/incidents/{id}/rulings/director"), Some(&key), &ruling).await;
        assert_eq!(status, 200, "{backend}: {ruled}");
        assert_eq!(ruled["decision"]["citations"][0]["code"], "FFT");
        let (_, after) = server.get("/v1/players/B-29/sanctions", Some(&key)).await;
        assert_eq!(kinds(&after), vec!["point_penalty"], "{backend}: {after}");
        assert_eq!(after["items"][0]["detail"]["points"], 100, "{after}");
        server.close().await;
    }
}

#[tokio::test]
async fn a_federation_finds_the_incidents_a_director_handled_by_his_keys_label() {
    for server in common::servers().await {
        let backend = server.backend;
        let (club, club_key) = server.club("Bridge Club de Nantes").await;
        let admin = server.admin_key().await;
        let federation = server.federation_key().await;
        let request = json!({"role": "club", "club": club, "label": "Directeur : Anne Martin (FFB 0123456)"});
        let (status, issued) = server.post("/v1/keys", Some(&admin), &request).await;
        assert_eq!(status, 201, "{backend}: {issued}");
        let anne = issued["secret"].as_str().unwrap_or_default().to_owned();
        let (_, hers) = server.post("/v1/incidents", Some(&anne), &trick_orientation()).await;
        let (_, other) = server.post("/v1/incidents", Some(&club_key), &trick_orientation()).await;
        // An incident the club's software reported and she ruled on is hers too.
        let other_id = other["id"].as_str().unwrap_or_default().to_owned();
        let ruling = json!({"reason": "Levées reconstituées.", "citations": [{"law": "65", "paragraph": "B3"}]});
        let (_, untouched) = server.post("/v1/incidents", Some(&club_key), &trick_orientation()).await;
        let (status, _) =
            server.post(&format!("/v1/incidents/{other_id}/rulings/director"), Some(&anne), &ruling).await;
        assert_eq!(status, 200, "{backend}");
        let mut expected = vec![hers["id"].as_str().unwrap_or_default().to_owned(), other_id.clone()];
        expected.sort();
        // By name, ignoring case, or by licence.
        for asked in ["anne%20martin", "ANNE", "0123456"] {
            let (status, found) = server.get(&format!("/v1/incidents?director={asked}"), Some(&federation)).await;
            assert_eq!((status, ids(&found)), (200, expected.clone()), "{backend}: {asked}: {found}");
        }
        // A LIKE wildcard in the text is taken literally.
        let (_, none) = server.get("/v1/incidents?director=Anne%25Martin", Some(&federation)).await;
        assert_eq!(ids(&none), Vec::<String>::new(), "{backend}: {none}");
        // Case is ignored beyond ASCII, and % or _ in a label are found as written.
        let request = json!({"role": "club", "club": club, "label": "HÉLÈNE Durand_100%"});
        let (_, issued) = server.post("/v1/keys", Some(&admin), &request).await;
        let helene = issued["secret"].as_str().unwrap_or_default().to_owned();
        let (_, hers) = server.post("/v1/incidents", Some(&helene), &trick_orientation()).await;
        for asked in ["h%C3%A9l%C3%A8ne", "durand_100%25"] {
            let (_, found) = server.get(&format!("/v1/incidents?director={asked}"), Some(&federation)).await;
            assert_eq!(ids(&found), vec![hers["id"].as_str().unwrap_or_default().to_owned()], "{backend}: {asked}");
        }
        // A club key finds only its own club's incidents by a director.
        let (_, elsewhere) = server.club("Bridge Club de Brest").await;
        let (_, none) = server.get("/v1/incidents?director=anne", Some(&elsewhere)).await;
        assert_eq!(ids(&none), Vec::<String>::new(), "{backend}: {none}");
        let (status, problem) = server.get("/v1/incidents?director=%20", Some(&federation)).await;
        assert_eq!((status, problem["pointer"].as_str()), (400, Some("director")), "{backend}: {problem}");
        // A law written with its paragraph is refused with the split to send.
        let (status, problem) = server.get("/v1/incidents?law=27B2", Some(&federation)).await;
        assert_eq!((status, problem["pointer"].as_str()), (400, Some("law")), "{backend}: {problem}");
        assert!(problem["detail"].as_str().is_some_and(|d| d.contains("law=27&paragraph=B2")), "{backend}: {problem}");
        // Every empty search value alike, named, on every route that searches.
        for (query, name) in [
            ("law=", "law"),
            ("law=27&paragraph=", "paragraph"),
            ("player=", "player"),
            ("event=%20", "event"),
            ("rule=", "rule"),
        ] {
            for route in ["/v1/incidents", "/v1/stats/incidents?group_by=kind&x=1"] {
                let url = if route.contains('?') {
                    format!("{}&{query}", route.replace("&x=1", ""))
                } else {
                    format!("{route}?{query}")
                };
                let (status, problem) = server.get(&url, Some(&federation)).await;
                assert_eq!((status, problem["pointer"].as_str()), (400, Some(name)), "{backend} {url}: {problem}");
            }
        }
        let (_, none) = server.get("/v1/incidents?director=Paul", Some(&federation)).await;
        assert_eq!(ids(&none), Vec::<String>::new(), "{backend}: {none}");
        // Without the filter, the incident no key of hers touched is listed too.
        let (_, all) = server.get("/v1/incidents", Some(&federation)).await;
        assert!(ids(&all).iter().any(|i| Some(i.as_str()) == untouched["id"].as_str()), "{backend}: {all}");
        // Counted with the same filter.
        let (status, stats) = server.get("/v1/stats/incidents?group_by=kind&director=martin", Some(&federation)).await;
        assert_eq!((status, stats["groups"][0]["count"].as_i64()), (200, Some(2)), "{backend}: {stats}");
        server.close().await;
    }
}

/// Once a director rules otherwise, the current ruling's citations are his:
/// the incident is still found, and counted, by the law the engine had
/// applied (`engine_law`, migration 0014), which is where a federation sees
/// the engine and its directors disagree.
#[tokio::test]
async fn an_overridden_incident_is_found_and_counted_by_the_engines_law() {
    for server in common::servers().await {
        let backend = server.backend;
        let (_, key) = server.club("Bridge Club de Vannes").await;
        let (_, engine) = server.post("/v1/incidents", Some(&key), &trick_orientation()).await;
        let (_, untouched) = server.post("/v1/incidents", Some(&key), &trick_orientation()).await;
        let id = engine["id"].as_str().unwrap_or_default().to_owned();
        let untouched = untouched["id"].as_str().unwrap_or_default().to_owned();
        let engine_paragraph = engine["decision"]["citations"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|c| c["law"] == "65")
            .and_then(|c| c["paragraph"].as_str())
            .unwrap_or_default()
            .to_owned();
        assert!(!engine_paragraph.is_empty(), "{backend}: the engine cites Law 65: {engine}");
        // The director rules on another ground altogether.
        let ruling = json!({
            "reason": "Score corrigé : la marque inscrite ne correspondait pas au résultat.",
            "citations": [{"law": "79", "paragraph": "C"}]
        });
        let (status, ruled) = server.post(&format!("/v1/incidents/{id}/rulings/director"), Some(&key), &ruling).await;
        assert_eq!(status, 200, "{backend}: {ruled}");

        let both = {
            let mut both = vec![id.clone(), untouched.clone()];
            both.sort();
            both
        };
        // By the current ruling, Law 65 is the untouched incident's only;
        // by the engine's, both incidents'.
        let (_, current) = server.get("/v1/incidents?law=65", Some(&key)).await;
        assert_eq!(ids(&current), vec![untouched.clone()], "{backend}: {current}");
        let (_, by_engine) = server.get("/v1/incidents?engine_law=65", Some(&key)).await;
        assert_eq!(ids(&by_engine), both, "{backend}: {by_engine}");
        let (_, overridden) = server.get("/v1/incidents?engine_law=65&overridden=true", Some(&key)).await;
        assert_eq!(ids(&overridden), vec![id.clone()], "{backend}: {overridden}");
        let (_, paragraph) =
            server.get(&format!("/v1/incidents?engine_law=65&engine_paragraph={engine_paragraph}"), Some(&key)).await;
        assert_eq!(ids(&paragraph), both, "{backend}: {paragraph}");
        // A list item shows each incident's current ruling: the director's
        // summary and citations for the one he ruled, the engine's for the
        // other (on PostgreSQL from the summaries' side table, migration
        // 0016, which his ruling must have replaced).
        let (_, listed) = server.get("/v1/incidents", Some(&key)).await;
        for incident in [&id, &untouched] {
            let (_, read) = server.get(&format!("/v1/incidents/{incident}"), Some(&key)).await;
            let item = listed["items"].as_array().into_iter().flatten().find(|i| i["id"] == incident.as_str());
            let shown = item.map(|i| (i["summary"].clone(), i["citations"].clone()));
            let current = (read["decision"]["summary"].clone(), read["decision"]["citations"].clone());
            assert_eq!(shown, Some(current), "{backend}: {listed}");
        }
        let item = listed["items"].as_array().into_iter().flatten().find(|i| i["id"] == id.as_str());
        let cited: Vec<(&str, &str)> = item
            .and_then(|i| i["citations"].as_array())
            .into_iter()
            .flatten()
            .filter_map(|c| Some((c["law"].as_str()?, c["paragraph"].as_str()?)))
            .collect();
        assert_eq!(cited, vec![("79", "C")], "{backend}: the director's: {listed}");

        // The director's law is not the engine's.
        let (_, none) = server.get("/v1/incidents?engine_law=79", Some(&key)).await;
        assert_eq!(ids(&none), Vec::<String>::new(), "{backend}: {none}");

        // Counted per law the engine applied, overridden or not.
        let (status, stats) = server.get("/v1/stats/incidents?group_by=engine_law,overridden", Some(&key)).await;
        assert_eq!(status, 200, "{backend}: {stats}");
        let mut groups: Vec<(Value, Value)> =
            stats["groups"].as_array().into_iter().flatten().map(|g| (g["keys"].clone(), g["count"].clone())).collect();
        groups.sort_by_key(|(keys, _)| keys.to_string());
        assert_eq!(
            groups,
            vec![(json!(["65", "false"]), json!(1)), (json!(["65", "true"]), json!(1))],
            "{backend}: {stats}"
        );

        // Checked as `law` and `paragraph` are, naming the parameter.
        for (query, parameter) in [
            ("engine_paragraph=B3", "engine_paragraph"),
            ("engine_law=65B3", "engine_law"),
            ("engine_law=", "engine_law"),
        ] {
            let (status, problem) = server.get(&format!("/v1/incidents?{query}"), Some(&key)).await;
            assert_eq!((status, problem["pointer"].as_str()), (400, Some(parameter)), "{backend}: {query} {problem}");
        }
        server.close().await;
    }
}
