//! `POST /v1/bridge/legal-plays` over HTTP, and the penalty-card kinds.

#![allow(missing_docs)]

mod common;

use serde_json::{Value, json};

/// The deal of the FFB director's sheet on penalty cards (seed 004): South
/// plays 3NT, West leads the queen of diamonds.
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
    assert!(texts.contains(&"Il ne peut pas entamer pique."), "{texts:?}");
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
