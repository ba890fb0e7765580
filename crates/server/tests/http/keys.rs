//! `/v1/keys`: an admin key issues, lists, rotates and revokes keys; a
//! revoked or expired key gets 401 at once.

use serde_json::{Value, json};

use crate::common;

/// The export of rulings as NDJSON text, read with `key`.
async fn rulings_export(server: &common::TestServer, key: &str) -> String {
    server
        .client
        .get(server.url("/v1/incidents/export?format=ndjson&rows=rulings"))
        .bearer_auth(key)
        .send()
        .await
        .expect("export")
        .text()
        .await
        .expect("body")
}

#[tokio::test]
async fn an_admin_key_manages_keys_and_a_revoked_key_is_refused_at_once() {
    for server in common::servers().await {
        let (club, club_key) = server.club("Bridge Club de Lyon").await;
        let admin = server.admin_key().await;
        let backend = server.backend;

        // Only an admin key manages keys.
        let (status, problem) = server.get("/v1/keys", Some(&club_key)).await;
        assert_eq!((status, problem["code"].as_str()), (403, Some("forbidden")), "{backend}: {problem}");
        let federation = server.federation_key().await;
        let (status, _) = server.post("/v1/keys", Some(&federation), &json!({"role": "federation"})).await;
        assert_eq!(status, 403, "{backend}");

        // Issued with its holder and an expiry; the secret works.
        let request = json!({"role": "club", "club": club, "label": "Directeur : Anne Martin",
                             "expires_at": "2999-01-01T00:00:00Z"});
        let (status, issued) = server.post("/v1/keys", Some(&admin), &request).await;
        assert_eq!(status, 201, "{backend}: {issued}");
        assert_eq!(issued["key"]["label"], "Directeur : Anne Martin");
        assert_eq!(issued["key"]["active"], true);
        let secret = issued["secret"].as_str().expect("a secret").to_owned();
        let id = issued["key"]["id"].as_str().expect("an id").to_owned();
        let (status, _) = server.get("/v1/incidents", Some(&secret)).await;
        assert_eq!(status, 200, "{backend}");
        // The history names the key's holder beside the key.
        let report = json!({"kind": "bridge.trick_orientation", "facts": {"when_noticed": "end_of_play"}});
        let (status, reported) = server.post("/v1/incidents", Some(&secret), &report).await;
        assert_eq!(status, 201, "{backend}: {reported}");
        assert_eq!(reported["events"][0]["actor_label"], "Directeur : Anne Martin", "{backend}: {reported}");
        let (_, unlabelled) = server.post("/v1/incidents", Some(&club_key), &report).await;
        assert!(unlabelled["events"][0].get("actor_label").is_none(), "{unlabelled}");
        // The export of rulings names the holder too (issue 16).
        let text = rulings_export(&server, &federation).await;
        let label_of = |id: &Value| {
            text.lines()
                .filter_map(|l| serde_json::from_str::<Value>(l).ok())
                .find(|row| &row["incident_id"] == id)
                .map(|row| row["actor_label"].clone())
        };
        assert_eq!(label_of(&reported["id"]), Some(json!("Directeur : Anne Martin")), "{backend}: {text}");
        assert_eq!(label_of(&unlabelled["id"]), Some(Value::Null), "{backend}: {text}");

        // Listed, without any secret.
        let (status, list) = server.get(&format!("/v1/keys?club={club}"), Some(&admin)).await;
        assert_eq!(status, 200);
        let ids: Vec<&str> = list["items"].as_array().into_iter().flatten().filter_map(|k| k["id"].as_str()).collect();
        assert_eq!(ids.len(), 2, "{backend}: {list}");
        assert!(ids.contains(&id.as_str()));
        assert!(!list.to_string().contains(&secret));

        // Rotated: the new secret works, the old one is refused at once, and
        // a revoked key cannot be rotated again.
        let (status, rotated) = server.post(&format!("/v1/keys/{id}/rotate"), Some(&admin), &json!({})).await;
        assert_eq!(status, 201, "{backend}: {rotated}");
        assert_eq!(rotated["key"]["label"], "Directeur : Anne Martin");
        let new_secret = rotated["secret"].as_str().expect("a secret").to_owned();
        let new_id = rotated["key"]["id"].as_str().expect("an id").to_owned();
        assert_eq!(server.get("/v1/incidents", Some(&secret)).await.0, 401, "{backend}");
        assert_eq!(server.get("/v1/incidents", Some(&new_secret)).await.0, 200, "{backend}");
        let (status, problem) = server.post(&format!("/v1/keys/{id}/rotate"), Some(&admin), &json!({})).await;
        assert_eq!((status, problem["code"].as_str()), (409, Some("key_revoked")), "{backend}: {problem}");

        // Revoked: refused at once; revoking again keeps the first time.
        let (status, revoked) = server.post(&format!("/v1/keys/{new_id}/revoke"), Some(&admin), &json!({})).await;
        assert_eq!((status, &revoked["active"]), (200, &json!(false)), "{backend}: {revoked}");
        assert_eq!(server.get("/v1/incidents", Some(&new_secret)).await.0, 401, "{backend}");
        let (_, again) = server.post(&format!("/v1/keys/{new_id}/revoke"), Some(&admin), &json!({})).await;
        assert_eq!(again["revoked_at"], revoked["revoked_at"]);

        // What cannot be issued is refused by field, in the caller's language.
        for (body, pointer) in [
            (json!({"role": "club"}), "/club"),
            (json!({"role": "federation", "club": club}), "/club"),
            (json!({"role": "club", "club": "0193a5c2-0000-7000-8000-000000000000"}), "/club"),
            (json!({"role": "admin", "expires_at": "2001-01-01T00:00:00Z"}), "/expires_at"),
            (json!({"role": "admin", "expires_at": "9999-12-31T23:59:59.5Z"}), "/expires_at"),
            (json!({"role": "admin", "label": "x".repeat(201)}), "/label"),
        ] {
            let (status, problem) = server.post("/v1/keys", Some(&admin), &body).await;
            assert_eq!((status, problem["pointer"].as_str()), (422, Some(pointer)), "{backend}: {body} {problem}");
        }
        let (status, problem) =
            server.post("/v1/keys/0193a5c2-0000-7000-8000-000000000000/revoke", Some(&admin), &json!({})).await;
        assert_eq!(status, 404);
        assert_eq!(problem["detail"], "Introuvable : clé d'API.");
        server.close().await;
    }
}

#[tokio::test]
async fn a_key_names_its_holder_and_every_event_it_writes_is_his() {
    for server in common::servers().await {
        let (club, club_key) = server.club("Bridge Club de Caen").await;
        let admin = server.admin_key().await;
        let federation = server.federation_key().await;
        let backend = server.backend;
        let holder = json!({"kind": "director", "name": "Hélène Martin", "licence": "FFB-0123456"});
        let request = json!({"role": "club", "club": club, "holder": holder});
        let (status, issued) = server.post("/v1/keys", Some(&admin), &request).await;
        assert_eq!(status, 201, "{backend}: {issued}");
        assert_eq!(issued["key"]["holder"], holder, "{backend}: {issued}");
        let secret = issued["secret"].as_str().expect("a secret").to_owned();
        let id = issued["key"]["id"].as_str().expect("an id").to_owned();

        // The report and the answer are hers, named in the history; the
        // club's software, whose key names no holder, stays a key.
        let report = json!({"kind": "bridge.trick_orientation", "facts": {"when_noticed": "end_of_play"}});
        let (_, reported) = server.post("/v1/incidents", Some(&secret), &report).await;
        assert_eq!(reported["events"][0]["actor_holder"], holder, "{backend}: {reported}");
        assert!(reported["events"][0].get("actor_label").is_none(), "{backend}: {reported}");
        let (_, software) = server.post("/v1/incidents", Some(&club_key), &report).await;
        assert!(software["events"][0].get("actor_holder").is_none(), "{backend}: {software}");

        // A rotation keeps the holder: what the new key writes is still hers.
        let (status, rotated) = server.post(&format!("/v1/keys/{id}/rotate"), Some(&admin), &json!({})).await;
        assert_eq!((status, &rotated["key"]["holder"]), (201, &holder), "{backend}: {rotated}");

        // The federation finds her incidents by her licence or her name,
        // and the export of rulings names her in its own columns.
        for asked in ["FFB-0123456", "h%C3%A9l%C3%A8ne"] {
            let (_, found) = server.get(&format!("/v1/incidents?director={asked}"), Some(&federation)).await;
            let ids: Vec<&Value> = found["items"].as_array().into_iter().flatten().map(|i| &i["id"]).collect();
            assert_eq!(ids, vec![&reported["id"]], "{backend}: {asked}: {found}");
        }
        let text = rulings_export(&server, &federation).await;
        let row_of = |id: &Value| {
            text.lines().filter_map(|l| serde_json::from_str::<Value>(l).ok()).find(|row| &row["incident_id"] == id)
        };
        let hers = row_of(&reported["id"]).expect("her row");
        assert_eq!(
            (&hers["actor_holder_kind"], &hers["actor_holder_name"], &hers["actor_holder_licence"]),
            (&json!("director"), &json!("Hélène Martin"), &json!("FFB-0123456")),
            "{backend}: {hers}"
        );
        let theirs = row_of(&software["id"]).expect("the software's row");
        assert_eq!(theirs["actor_holder_name"], Value::Null, "{backend}: {theirs}");

        // A program is named without a licence.
        let program = json!({"kind": "service", "name": "FFBClubNet"});
        let (status, issued) =
            server.post("/v1/keys", Some(&admin), &json!({"role": "club", "club": club, "holder": program})).await;
        assert_eq!((status, &issued["key"]["holder"]), (201, &program), "{backend}: {issued}");

        // What cannot name a holder is refused at its field.
        for (holder, pointer) in [
            (json!({"kind": "director", "name": "  "}), "/holder/name"),
            (json!({"kind": "director", "name": "x".repeat(201)}), "/holder/name"),
            (json!({"kind": "service", "name": "FFBClubNet", "licence": "123"}), "/holder/licence"),
            (json!({"kind": "director", "name": "Anne", "licence": " 123"}), "/holder/licence"),
            (json!({"kind": "director", "name": "Anne", "licence": "1".repeat(65)}), "/holder/licence"),
            (json!({"kind": "player", "name": "Anne"}), "/holder/kind"),
            (json!({"name": "Anne"}), "/holder/kind"),
        ] {
            let body = json!({"role": "club", "club": club, "holder": holder});
            let (status, problem) = server.post("/v1/keys", Some(&admin), &body).await;
            assert_eq!((status, problem["pointer"].as_str()), (422, Some(pointer)), "{backend}: {body} {problem}");
        }
        server.close().await;
    }
}
