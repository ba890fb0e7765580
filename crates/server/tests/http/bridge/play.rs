//! `POST /v1/bridge/legal-plays` over HTTP, and the penalty-card kinds.

use crate::common;

use serde_json::{Value, json};

/// The deal of the FFB director's sheet on penalty cards (seed 004): South
/// plays 3NT, West leads the queen of diamonds.
#[allow(clippy::needless_pass_by_value)] // `seed004(json!(…))` reads best.
fn seed004(rows: Value) -> Value {
    json!({"json": {
        "board": 1, "dealer": "S", "vulnerable": "None", "contract": "3NT", "declarer": "S",
        "deal": {
            "N": ["SK","SQ","S7","HA","H4","H2","D8","D6","D2","C8","C7","C5","C3"],
            "E": ["S6","S2","HJ","H8","H6","DK","D9","D7","D5","CQ","CT","C9","C6"],
            "S": ["SA","SJ","ST","S3","HQ","H7","H5","H3","DA","D4","CA","CK","C2"],
            "W": ["S9","S8","S5","S4","HK","HT","H9","DQ","DJ","DT","D3","CJ","C4"]
        },
        "play": {"opening_leader": "W", "rows": rows}
    }})
}

fn to_dummys_heart_ace() -> Value {
    json!([["D2", "D5", "D4", "DQ"], ["D6", "D7", "DA", "DJ"], ["SK", "S2", "S3", "S8"], ["HA", "H6", "H3", null]])
}

#[tokio::test]
async fn seed004_west_must_play_the_king_of_hearts_on_dummys_ace() {
    let server = common::sqlite().await;
    // Without a penalty card West follows with any heart.
    let body = json!({"record": seed004(to_dummys_heart_ace())});
    let (status, plays) = server.post("/v1/bridge/legal-plays", None, &body).await;
    assert_eq!(status, 200, "{plays}");
    assert_eq!(plays["seat"], "W");
    assert_eq!(plays["suit_led"], "H");
    assert_eq!(plays["may_play"], json!(["HK", "HT", "H9"]));
    assert_eq!(plays["must_play"], json!([]));

    // The king dropped with the 8 of spades is a major penalty card: he must play it.
    let body = json!({"record": seed004(to_dummys_heart_ace()), "seat": "W",
                      "penalty_cards": [{"seat": "W", "card": "HK", "kind": "major"}]});
    let (status, plays) = server.post("/v1/bridge/legal-plays", None, &body).await;
    assert_eq!(status, 200, "{plays}");
    assert_eq!((plays["may_play"].clone(), plays["must_play"].clone()), (json!(["HK"]), json!(["HK"])));
    let rules: Vec<&str> =
        plays["reasons"].as_array().into_iter().flatten().filter_map(|r| r["rule"].as_str()).collect();
    assert!(rules.contains(&"ffb2017.law50.d1a"), "{rules:?}");
    assert!(plays["reasons"][0]["text"]["fr"].is_string());

    // The same through the ruling: the kind reads the record and says so.
    let incident = json!({"kind": "bridge.penalty_card", "record": seed004(to_dummys_heart_ace()),
        "facts": {"offender": "W", "how_exposed": "accidental", "card_suit": "H", "card_rank": "K", "other_penalty_cards": 0}});
    let (status, decision) = server.post("/v1/rulings", None, &incident).await;
    assert_eq!(status, 200, "{decision}");
    assert_eq!(decision["status"], "complete");
    let now = decision["rectifications"].as_array().into_iter().flatten().find(|r| r["type"] == "legal_plays_now");
    assert_eq!(now.map(|r| r["must_play"].clone()), Some(json!(["HK"])), "{decision}");
    server.close().await;
}

#[tokio::test]
async fn restrictions_and_law59_at_the_partners_lead() {
    let server = common::sqlite().await;
    // After trick 1 West, who won it, is on lead; East has the queen of
    // clubs as a major penalty card.
    let rows = json!([["D2", "D5", "D4", "DQ"]]);
    let body = json!({"record": seed004(rows.clone()),
                      "penalty_cards": [{"seat": "E", "card": "CQ", "kind": "major"}]});
    let (status, plays) = server.post("/v1/bridge/legal-plays", None, &body).await;
    assert_eq!(status, 200, "{plays}");
    assert_eq!((plays["seat"].as_str(), plays["leading"].as_bool()), (Some("W"), Some(true)));
    assert_eq!(plays["declarer_must_elect"], true);
    // Declarer forbids clubs: West leads anything but a club.
    let body = json!({"record": seed004(rows.clone()),
                      "lead_restrictions": [{"seat": "W", "kind": "forbid", "suits": ["C"]}]});
    let (_, plays) = server.post("/v1/bridge/legal-plays", None, &body).await;
    assert!(
        plays["may_play"]
            .as_array()
            .is_some_and(|c| c.len() == 10 && !c.iter().any(|x| x.as_str().is_some_and(|s| s.starts_with('C')))),
        "{plays}"
    );
    // Declarer requires clubs: West leads one of his two.
    let body = json!({"record": seed004(rows.clone()),
                      "lead_restrictions": [{"seat": "W", "kind": "require", "suits": ["C"]}]});
    let (_, plays) = server.post("/v1/bridge/legal-plays", None, &body).await;
    assert_eq!(plays["may_play"], json!(["CJ", "C4"]));
    // A Law 26 prohibition does not make declarer's 50D2 election, still due;
    // reasons read suits in words.
    let body = json!({"record": seed004(rows.clone()),
                      "penalty_cards": [{"seat": "E", "card": "CQ", "kind": "major"}],
                      "lead_restrictions": [{"seat": "W", "kind": "forbid", "suits": ["S"], "origin": "law26"}]});
    let (status, plays) = server.post("/v1/bridge/legal-plays", None, &body).await;
    assert_eq!(status, 200, "{plays}");
    assert_eq!(plays["declarer_must_elect"], true, "{plays}");
    let texts: Vec<&str> =
        plays["reasons"].as_array().into_iter().flatten().filter_map(|r| r["text"]["fr"].as_str()).collect();
    assert!(texts.contains(&"Il ne peut pas attaquer pique."), "{texts:?}");
    server.close().await;
}

#[tokio::test]
async fn bad_input_names_the_field() {
    let server = common::sqlite().await;
    let record = seed004(to_dummys_heart_ace());
    let cases: Vec<(Value, u16, &str, &str)> = vec![
        (json!({"record": record, "seat": "N"}), 422, "not_players_turn", "/seat"),
        (
            json!({"record": record, "penalty_cards": [{"seat": "S", "card": "HQ", "kind": "major"}]}),
            422,
            "penalty_card_not_defender",
            "/penalty_cards/0/seat",
        ),
        (
            json!({"record": record, "penalty_cards": [{"seat": "W", "card": "SA", "kind": "major"}]}),
            422,
            "penalty_card_not_in_hand",
            "/penalty_cards/0/card",
        ),
        (
            json!({"record": record, "lead_restrictions": [{"seat": "E", "kind": "forbid", "suits": []}]}),
            422,
            "lead_restriction_without_suit",
            "/lead_restrictions/0/suits",
        ),
        (
            json!({"record": record, "lead_restrictions": [{"seat": "N", "kind": "forbid", "suits": ["S"]}]}),
            422,
            "lead_restriction_not_defender",
            "/lead_restrictions/0/seat",
        ),
        (json!({"record": {"json": {"board": 1}}}), 422, "record_without_contract", "/record"),
    ];
    for (body, status, code, pointer) in cases {
        let (got, problem) = server.post("/v1/bridge/legal-plays", None, &body).await;
        assert_eq!(
            (got, problem["code"].as_str(), problem["pointer"].as_str()),
            (status, Some(code), Some(pointer)),
            "{problem}"
        );
    }
    // A field of the wrong shape: the JSON reader names it.
    let body = json!({"record": record, "penalty_cards": [{"seat": "W", "card": "HX", "kind": "major"}]});
    let (status, problem) = server.post("/v1/bridge/legal-plays", None, &body).await;
    assert!((400..500).contains(&status), "{problem}");
    assert!(problem["pointer"].as_str().is_some_and(|p| p.starts_with("/penalty_cards/0")), "{problem}");
    let body = json!({"record": record, "penalty_cards": [{"seat": "W", "card": "HK", "kind": "huge"}]});
    let (status, problem) = server.post("/v1/bridge/legal-plays", None, &body).await;
    assert!(
        (400..500).contains(&status) && problem["pointer"].as_str().is_some_and(|p| p.contains("kind")),
        "{problem}"
    );
    server.close().await;
}

/// Seed 004 with the play as the record keeps it: West follows with the 8
/// of spades to trick 3 and drops the king of hearts with it.
fn seed004_with_the_dropped_king(rows: Value) -> Value {
    let mut record = seed004(rows);
    record["json"]["play"]["irregularities"] =
        json!([{"type": "exposed", "trick": 3, "seat": "W", "card": "HK", "inadvertent": true}]);
    record
}

#[tokio::test]
async fn seed004_end_to_end_from_the_play_record() {
    let server = common::sqlite().await;
    // The record alone: the king is a major penalty card (an honour, 50B2)
    // and West must play it on dummy's ace (50D1(a)), with no penalty card sent.
    let body = json!({"record": seed004_with_the_dropped_king(to_dummys_heart_ace())});
    let (status, plays) = server.post("/v1/bridge/legal-plays", None, &body).await;
    assert_eq!(status, 200, "{plays}");
    assert_eq!((plays["seat"].clone(), plays["must_play"].clone()), (json!("W"), json!(["HK"])), "{plays}");

    // The ruling reads the offender, the card and how it was exposed from the record.
    let incident =
        json!({"kind": "bridge.penalty_card", "record": seed004_with_the_dropped_king(to_dummys_heart_ace())});
    let (status, decision) = server.post("/v1/rulings", None, &incident).await;
    assert_eq!(status, 200, "{decision}");
    assert_eq!(decision["status"], "complete", "{decision}");
    let rectifications = decision["rectifications"].as_array().cloned().unwrap_or_default();
    assert!(
        rectifications.iter().any(|r| r["type"] == "penalty_card" && r["card"] == "HK" && r["kind"] == "major"),
        "{decision}"
    );
    let now = rectifications.iter().find(|r| r["type"] == "legal_plays_now");
    assert_eq!(now.map(|r| r["must_play"].clone()), Some(json!(["HK"])), "{decision}");

    // The tricks: the king is on the table from trick 4 on, then played.
    let full =
        json!([["D2", "D5", "D4", "DQ"], ["D6", "D7", "DA", "DJ"], ["SK", "S2", "S3", "S8"], ["HA", "H6", "H3", "HK"]]);
    let (status, tricks) =
        server.post("/v1/bridge/tricks", None, &json!({"record": seed004_with_the_dropped_king(full)})).await;
    assert_eq!(status, 200, "{tricks}");
    assert_eq!(tricks["tricks"][3]["penalty_cards"], json!([{"seat": "W", "card": "HK", "kind": "major"}]));
    assert!(tricks["tricks"][2].get("penalty_cards").is_none(), "{tricks}");
    assert_eq!(tricks["penalty_cards"], json!([]));
    assert_eq!(tricks["irregularities"][0]["fate"], "major_penalty_card");
    assert_eq!(tricks["irregularities"][0]["rule"], "ffb2017.law50.b2.honour");
    server.close().await;
}

#[tokio::test]
async fn irregular_plays_beside_a_pbn_record_and_their_errors() {
    let server = common::sqlite().await;
    let pbn = "[Deal \"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\"]\n[Dealer \"N\"]\n\
               [Declarer \"S\"]\n[Contract \"5HX\"]\n[Play \"W\"]\nSK H3 S4 S3\nC5 C2 C6 CK\nS2 H6 S5 S7\n";
    // South won trick 2; West's lead to trick 3 was out of turn and accepted.
    let lead = json!({"type": "lead_out_of_turn", "trick": 3, "seat": "W", "card": "S2", "accepted": true});
    let (status, body) =
        server.post("/v1/bridge/tricks", None, &json!({"record": {"pbn": pbn, "irregular_plays": [lead]}})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["tricks"][2]["leader"], "W");
    assert_eq!(body["irregularities"][0]["law_not_implemented"], "53");
    // Without it, South leads trick 3.
    let (_, body) = server.post("/v1/bridge/tricks", None, &json!({"record": {"pbn": pbn}})).await;
    assert_eq!(body["tricks"][2]["leader"], "S");
    assert_eq!(body["revokes"], json!([]));
    // East discarding the DT on clubs while holding four: a revoke, found
    // and not established (no later trick).
    let revoking = pbn.replace("C5 C2 C6 CK\nS2 H6 S5 S7\n", "C5 C2 DT CK\n");
    let (status, body) = server.post("/v1/bridge/tricks", None, &json!({"record": {"pbn": revoking}})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        (
            body["revokes"][0]["seat"].as_str(),
            body["revokes"][0]["card"].as_str(),
            body["revokes"][0]["established_by_play"].as_bool()
        ),
        (Some("E"), Some("DT"), Some(false)),
        "{body}"
    );

    // A corrected revoke whose correction the play does not show.
    let revoke = json!({"type": "revoke_corrected", "trick": 2, "seat": "E", "card": "H5", "replaced_by": "CJ"});
    let (status, problem) =
        server.post("/v1/bridge/tricks", None, &json!({"record": {"pbn": pbn, "irregular_plays": [revoke]}})).await;
    assert_eq!(
        (status, problem["code"].as_str(), problem["pointer"].as_str()),
        (422, Some("invalid_record"), Some("/record/irregular_plays")),
        "{problem}"
    );
    assert!(problem["detail"].as_str().is_some_and(|d| d.contains("Irrégularité 1")), "{problem}");
    // An unknown irregularity type is named.
    let odd = json!({"type": "sneeze", "trick": 2, "seat": "E", "card": "H5"});
    let (status, problem) =
        server.post("/v1/bridge/tricks", None, &json!({"record": {"pbn": pbn, "irregular_plays": [odd]}})).await;
    assert!((400..500).contains(&status), "{problem}");
    assert!(problem["pointer"].as_str().is_some_and(|p| p.starts_with("/record/irregular_plays/0")), "{problem}");
    server.close().await;
}
