//! The tarot game tools through HTTP: `POST /v1/tarot/score` and
//! `POST /v1/tarot/sheet/check`, good and bad input.

mod arbitration;

use crate::common;

use serde_json::{Value, json};

const FIXTURE: &str = include_str!("../../../../rules/tests/fixtures/tarot_4p_garde.json");

fn record() -> Value {
    serde_json::from_str(FIXTURE).expect("fixture")
}

#[tokio::test]
async fn a_summary_scores_the_fft_worked_example() {
    let server = common::sqlite().await;
    let body = json!({"players": 4, "contract": "garde", "taker_points": 49, "taker_oudlers": 2,
                      "handles": [{"side": "taker", "kind": "simple"}], "petit_au_bout": "taker",
                      "chelem": {"announced": false, "made_by": null}});
    let (status, score) = server.post("/v1/tarot/score", None, &body).await;
    assert_eq!(status, 200, "{score}");
    assert_eq!(score["won"], true);
    assert_eq!(score["taker"], 318);
    assert_eq!(score["each_defender"], -106);
    assert_eq!(score["partner"], Value::Null);
    assert_eq!(score["breakdown"]["difference"], 8);
    assert_eq!(score["breakdown"]["needed"], 41);
    assert_eq!(score["breakdown"]["petit_au_bout"], 20);
    assert_eq!(score["breakdown"]["handles"], 20);
    assert!(score.get("line").is_none() && score.get("findings").is_none());

    // The règlement's fifth example: an announced chelem on a garde, made
    // without the excuse, which the defence keeps at 4 points: 87 with two
    // oudlers is possible then, and scores 582 a defender.
    let body = json!({"players": 4, "contract": "garde", "taker_points": 87, "taker_oudlers": 2,
                      "handles": [{"side": "taker", "kind": "simple"}], "petit_au_bout": "taker",
                      "chelem": {"announced": true, "made_by": "taker"}});
    let (status, score) = server.post("/v1/tarot/score", None, &body).await;
    assert_eq!((status, &score["taker"], &score["each_defender"]), (200, &json!(1746), &json!(-582)), "{score}");
    // Without the chelem the same figures are impossible.
    let body = json!({"players": 4, "contract": "garde", "taker_points": 87, "taker_oudlers": 2});
    let (status, problem) = server.post("/v1/tarot/score", None, &body).await;
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/taker_points")), "{problem}");

    // Five players, half a point short, with a partner.
    let body = json!({"players": 5, "contract": "prise", "taker_points": 40.5, "taker_oudlers": 2});
    let (status, score) = server.post("/v1/tarot/score", None, &body).await;
    assert_eq!(status, 200, "{score}");
    assert_eq!((score["won"].clone(), score["taker"].clone()), (json!(false), json!(-52)));
    assert_eq!((score["partner"].clone(), score["each_defender"].clone()), (json!(-26), json!(26)));
    assert_eq!(score["breakdown"]["taker_points"], 40.5);
    server.close().await;
}

#[tokio::test]
async fn a_whole_record_is_counted_and_scored_with_its_line() {
    let server = common::sqlite().await;
    let (status, score) = server.post("/v1/tarot/score", None, &json!({"record": record()})).await;
    assert_eq!(status, 200, "{score}");
    let line = score["line"].as_array().expect("line");
    assert_eq!(line.len(), 4);
    assert_eq!(line.iter().filter_map(|p| p["score"].as_i64()).sum::<i64>(), 0);
    assert_eq!(line[2]["name"], "Chloé");
    assert_eq!(line[2]["score"], score["taker"]);
    let findings = &score["findings"];
    assert_eq!(findings["taker"], 2);
    assert_eq!(findings["petit_au_bout"], "taker");
    assert_eq!(findings["handles"][0]["kind"], "simple");
    assert_eq!(findings["handles"][0]["counted"], true);
    assert_eq!(findings["revokes"], json!([]));
    let points = findings["taker_points"].as_f64().unwrap_or(0.0) + findings["defence_points"].as_f64().unwrap_or(0.0);
    assert!((points - 91.0).abs() < f64::EPSILON, "{findings}");
    assert!(score.get("cancelled").is_none());
    server.close().await;
}

#[tokio::test]
async fn bad_input_is_a_4xx_problem_naming_the_field() {
    let server = common::sqlite().await;
    let summary = json!({"players": 4, "contract": "garde", "taker_points": 49, "taker_oudlers": 2});
    let with = |patch: Value| {
        let mut body = summary.clone();
        if let (Some(body), Some(patch)) = (body.as_object_mut(), patch.as_object()) {
            for (k, v) in patch {
                body.insert(k.clone(), v.clone());
            }
        }
        body
    };
    let mut twice = record();
    twice["hands"][1][3] = twice["hands"][0][0].clone();
    let mut not_held = record();
    not_held["tricks"][5]["cards"][1]["card"] = not_held["tricks"][5]["cards"][2]["card"].clone();
    let mut short = record();
    if let Some(tricks) = short["tricks"].as_array_mut() {
        tricks.truncate(10);
    }
    let mut bad_card = record();
    bad_card["hands"][0][0] = json!("SK");
    let cases = [
        (json!({"players": 4, "taker_points": 49, "taker_oudlers": 2}), "invalid_summary", "/contract"),
        (with(json!({"players": 6})), "invalid_summary", "/players"),
        (with(json!({"taker_points": 95})), "invalid_summary", "/taker_points"),
        (with(json!({"taker_points": 49.3})), "invalid_summary", "/taker_points"),
        (with(json!({"taker_oudlers": 4})), "invalid_summary", "/taker_oudlers"),
        (with(json!({"partner": true})), "invalid_summary", "/partner"),
        (with(json!({"taker_points": "lots"})), "invalid_body", "/taker_points"),
        (with(json!({"contract": "grande"})), "invalid_body", "/contract"),
        (with(json!({"colour": "red"})), "invalid_body", "/colour"),
        (with(json!({"handles": [{"side": "taker", "kind": "quadruple"}]})), "invalid_body", "/handles/0/kind"),
        (json!({"record": record(), "players": 4}), "invalid_summary", "/players"),
        (json!({"record": twice}), "invalid_record", "/record/hands/1/3"),
        (json!({"record": not_held}), "invalid_record", "/record/tricks/5/cards/1"),
        (json!({"record": short}), "invalid_record", "/record/tricks"),
        (json!({"record": bad_card}), "invalid_body", "/record/hands/0/0"),
    ];
    for (body, code, pointer) in cases {
        let (status, problem) = server.post("/v1/tarot/score", None, &body).await;
        assert_eq!((status, problem["code"].as_str()), (422, Some(code)), "{pointer} → {problem}");
        assert_eq!(problem["pointer"], pointer, "{problem}");
        assert!(problem["detail"].as_str().is_some_and(|d| !d.is_empty() && !d.contains("tarot-")), "{problem}");
    }

    let raw = server
        .client
        .post(server.url("/v1/tarot/score"))
        .header("content-type", "application/json")
        .body("{\"players\": ")
        .send()
        .await
        .expect("send");
    let (status, problem) = common::read(raw).await;
    assert_eq!((status, problem["code"].as_str()), (400, Some("malformed_json")));
    let raw = server.client.post(server.url("/v1/tarot/sheet/check")).body("table=1").send().await.expect("send");
    let (status, _) = common::read(raw).await;
    assert_eq!(status, 415);

    // French by default, English on request.
    let body = with(json!({"players": 6}));
    let (_, fr) = server.post("/v1/tarot/score", None, &body).await;
    assert!(fr["detail"].as_str().is_some_and(|d| d.contains("joueurs")), "{fr}");
    let en = server.client.post(server.url("/v1/tarot/score")).header("accept-language", "en").json(&body).send();
    let (_, en) = common::read(en.await.expect("send")).await;
    assert!(en["detail"].as_str().is_some_and(|d| d.contains("players")), "{en}");
    server.close().await;
}

#[tokio::test]
async fn a_score_sheet_is_checked_line_by_line() {
    let server = common::sqlite().await;
    let players = json!([
        {"name": "Alice", "number": "0123456"}, {"name": "Bruno", "number": "0234567"},
        {"name": "Chloé", "number": "0345678"}, {"name": "David", "number": "0456789"}
    ]);
    let good = json!({
        "table": "7",
        "players": players,
        "deals": [
            {"taker": 2, "contract": "garde", "taker_points": 49, "taker_oudlers": 2,
             "handles": [{"side": "taker", "kind": "simple"}], "petit_au_bout": "taker",
             "scores": [-106, -106, 318, -106]},
            {"scores": [-50, 150, -50, -50]}
        ]
    });
    let (status, report) = server.post("/v1/tarot/sheet/check", None, &good).await;
    assert_eq!(status, 200, "{report}");
    assert_eq!(report["consistent"], true, "{report}");
    assert_eq!(report["issues"], json!([]));
    assert_eq!(report["totals"], json!([-156, 44, 268, -156]));

    let bad = json!({
        "players": [{"name": "Alice", "number": "0123456"}, {"name": "", "number": "0234567"},
                    {"name": "Chloé"}, {"name": "David", "number": "0456789"}],
        "deals": [
            {"scores": [-106, -106, 318, -100]},
            {"taker": 1, "contract": "garde", "taker_points": 95, "taker_oudlers": 4, "scores": [0, 0, 0, 0]},
            {"handles": [{"side": "taker", "kind": "triple"}, {"side": "defence", "kind": "double"}],
             "scores": [10, -10, 0, 0]},
            {"taker": 0, "contract": "garde", "taker_points": 49, "taker_oudlers": 2, "scores": [300, -100, -100, -100]}
        ]
    });
    let (status, report) = server.post("/v1/tarot/sheet/check", None, &bad).await;
    assert_eq!(status, 200, "{report}");
    assert_eq!(report["consistent"], false);
    let found: Vec<(Value, String, String)> = report["issues"]
        .as_array()
        .expect("issues")
        .iter()
        .map(|i| {
            (
                i["line"].clone(),
                i["code"].as_str().unwrap_or("").to_owned(),
                i["pointer"].as_str().unwrap_or("").to_owned(),
            )
        })
        .collect();
    let expected = [
        (Value::Null, "missing_table", "/table"),
        (Value::Null, "missing_name", "/players/1/name"),
        (Value::Null, "missing_number", "/players/2/number"),
        (json!(1), "line_not_zero", "/deals/0/scores"),
        (json!(2), "points_over_91", "/deals/1/taker_points"),
        (json!(2), "too_many_oudlers", "/deals/1/taker_oudlers"),
        // [10, -10, 0, 0] sums to zero, but no deal gives it.
        (json!(3), "line_shape", "/deals/2/scores"),
        (json!(3), "handles_trumps", "/deals/2/handles"),
        (json!(4), "score_mismatch", "/deals/3/scores"),
    ];
    let expected: Vec<(Value, String, String)> =
        expected.iter().map(|(l, c, p)| (l.clone(), (*c).to_owned(), (*p).to_owned())).collect();
    assert_eq!(found, expected, "{report}");
    let mismatch = &report["issues"][8]["message"];
    assert!(mismatch["en"].as_str().is_some_and(|m| m.contains("198, -66, -66, -66")), "{mismatch}");
    assert!(mismatch["fr"].as_str().is_some_and(|m| m.contains("Ligne 4")), "{mismatch}");

    let (status, problem) = server.post("/v1/tarot/sheet/check", None, &json!({"players": [], "deals": [{}]})).await;
    // The missing field itself is named.
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/deals/0/scores")), "{problem}");
    server.close().await;
}

/// `POST /v1/tarot/legal-plays`: the player on turn in a deal cut in the
/// middle of a trick, the cards he may play and why; a deal played out and
/// an impossible record are refused naming the field.
#[tokio::test]
async fn legal_plays_name_the_player_on_turn_and_his_cards() {
    let server = common::sqlite().await;
    let full = record();
    let mut cut = full.clone();
    if let Some(tricks) = cut["tricks"].as_array_mut() {
        tricks.truncate(3);
        if let Some(cards) = tricks[2]["cards"].as_array_mut() {
            cards.truncate(1);
        }
    }
    let (status, plays) = server.post("/v1/tarot/legal-plays", None, &json!({"record": cut})).await;
    assert_eq!(status, 200, "{plays}");
    let next = &full["tricks"][2]["cards"][1];
    assert_eq!((&plays["trick"], &plays["player"], &plays["leading"]), (&json!(3), &next["player"], &json!(false)));
    let may_play = plays["may_play"].as_array().cloned().unwrap_or_default();
    assert!(may_play.contains(&next["card"]), "{plays}");
    assert!(plays["reason"]["fr"].as_str().is_some_and(|r| !r.is_empty()));
    assert_eq!(plays["citation"]["code"], "FFT");

    let (status, problem) = server.post("/v1/tarot/legal-plays", None, &json!({"record": full})).await;
    assert_eq!((status, problem["code"].as_str()), (422, Some("play_over")), "{problem}");
    let mut bad = record();
    bad["players"] = json!(["A", "B"]);
    let (status, problem) = server.post("/v1/tarot/legal-plays", None, &json!({"record": bad})).await;
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/record/players")), "{problem}");
    server.close().await;
}

/// A deal record built by hand for `POST /v1/tarot/legal-plays`: a garde
/// sans (no discard) taken by player 2, the hands and the dog as lists of
/// cards, each trick as `player:card` in the order played.
fn hand_built(dealer: usize, hands: &[&str], dog: &str, called: Option<&str>, tricks: &[&str]) -> Value {
    let cards = |text: &str| text.split_whitespace().map(str::to_owned).collect::<Vec<_>>();
    let tricks: Vec<Value> = tricks
        .iter()
        .map(|trick| {
            let plays: Vec<Value> = trick
                .split_whitespace()
                .map(|play| {
                    let (player, card) = play.split_once(':').unwrap_or_default();
                    json!({"player": player.parse::<usize>().unwrap_or(99), "card": card})
                })
                .collect();
            json!({"cards": plays})
        })
        .collect();
    let names = ["A", "B", "C", "D", "E"];
    let mut record = json!({
        "players": names[..hands.len()].to_vec(),
        "dealer": dealer,
        "hands": hands.iter().map(|h| cards(h)).collect::<Vec<_>>(),
        "dog": cards(dog),
        "taker": 2,
        "contract": "garde_sans",
        "tricks": tricks,
    });
    if let Some(called) = called {
        record["called_king"] = json!(called);
    }
    record
}

/// What `POST /v1/tarot/legal-plays` must answer at one point of a deal.
struct Expected<'a> {
    /// The tricks played so far, as [`hand_built`] reads them.
    tricks: &'a [&'a str],
    player: usize,
    trick: usize,
    leading: bool,
    /// The cards he may play, in the order of the pack.
    may_play: &'a str,
    /// The rule named, or `None` when the field must be absent.
    rule: Option<&'a str>,
    /// Words the English reason must hold.
    reason: &'a str,
    /// The règlement's chapter cited.
    chapter: &'a str,
}

async fn assert_legal_plays(
    server: &common::TestServer,
    dealer: usize,
    hands: &[&str],
    dog: &str,
    called: Option<&str>,
    expected: &Expected<'_>,
) {
    let record = hand_built(dealer, hands, dog, called, expected.tricks);
    let (status, plays) = server.post("/v1/tarot/legal-plays", None, &json!({"record": record})).await;
    let at = expected.tricks.join(" | ");
    assert_eq!(status, 200, "{at}: {plays}");
    assert_eq!(
        (&plays["player"], &plays["trick"], &plays["leading"]),
        (&json!(expected.player), &json!(expected.trick), &json!(expected.leading)),
        "{at}: {plays}"
    );
    let may_play: Vec<&str> = expected.may_play.split_whitespace().collect();
    assert_eq!(plays["may_play"], json!(may_play), "{at}");
    match expected.rule {
        Some(rule) => assert_eq!(plays["rule"], rule, "{at}: {plays}"),
        None => assert!(plays.get("rule").is_none(), "{at}: no rule restricts him: {plays}"),
    }
    let reason = plays["reason"]["en"].as_str().unwrap_or_default();
    assert!(reason.contains(expected.reason), "{at}: {reason}");
    assert!(plays["reason"]["fr"].as_str().is_some_and(|r| !r.is_empty() && r != reason), "{plays}");
    assert_eq!(plays["citation"]["paragraph"], expected.chapter, "{at}: {plays}");
}

const PLAY: &str = "Le jeu de la carte";
const FIVE: &str = "Le jeu à 5 joueurs";

/// `POST /v1/tarot/legal-plays` at three players, on a deal built by hand
/// and cut at each kind of trick (règlement officiel, « Le jeu de la carte »,
/// and « Le jeu à 3 joueurs »: the same rules of play): the lead is free; a
/// player follows the suit led; without it he must trump (« couper »); after
/// a trump he must overtrump (« surcouper »), or undertrump (« sous-couper »)
/// when he cannot; after the Excuse led, the next card sets the suit.
#[tokio::test]
async fn legal_plays_at_three_players_lead_follow_ruff_overtrump_undertrump_and_excuse_led() {
    let server = common::sqlite().await;
    // A holds spades, hearts and low trumps; B two spades, hearts, the clubs
    // and four trumps; C the diamonds, the high trumps and the Excuse.
    let hands = [
        "S1 S2 S3 S4 S5 S6 S7 S8 SV SC SD SR H1 H2 H3 H4 H5 HV T1 T2 T6 T7 T8 T9",
        "S9 S10 H6 H7 H8 H9 H10 C1 C2 C3 C4 C5 C6 C7 C8 C9 C10 CV CC CD T3 T4 T10 T11",
        "D1 D2 D3 D4 D5 D6 D7 D8 D9 D10 DV DC T5 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 EX",
    ];
    let dog = "HC HD HR DD DR CR";
    // The dealer is C (2): A, on his right, leads. C ruffs the first trick,
    // B overtrumps the second, C ruffs the third and leads the Excuse.
    let cases = [
        // The lead: any card.
        Expected {
            tricks: &[],
            player: 0,
            trick: 1,
            leading: true,
            may_play: "S1 S2 S3 S4 S5 S6 S7 S8 SV SC SD SR H1 H2 H3 H4 H5 HV T1 T2 T6 T7 T8 T9",
            rule: None,
            reason: "any card",
            chapter: PLAY,
        },
        // Hearts led: B follows with a heart, not a trump nor a spade.
        Expected {
            tricks: &["0:H1"],
            player: 1,
            trick: 1,
            leading: false,
            may_play: "H6 H7 H8 H9 H10",
            rule: Some("follow_suit"),
            reason: "follow the suit",
            chapter: PLAY,
        },
        // C has no heart: he must trump, any trump, or play the Excuse.
        Expected {
            tricks: &["0:H1 1:H6"],
            player: 2,
            trick: 1,
            leading: false,
            may_play: "T5 T12 T13 T14 T15 T16 T17 T18 T19 T20 T21 EX",
            rule: Some("trump"),
            reason: "must trump",
            chapter: PLAY,
        },
        // A trump already in the trick (A's 6): B must overtrump with the
        // 10 or the 11, not play his 3 or 4.
        Expected {
            tricks: &["0:H1 1:H6 2:T5", "2:D1 0:T6"],
            player: 1,
            trick: 2,
            leading: false,
            may_play: "T10 T11",
            rule: Some("overtrump"),
            reason: "overtrump",
            chapter: PLAY,
        },
        // C's 15 in the trick, A's trumps all lower: he still trumps
        // (undertrumps), with any of them, and may not throw a spade.
        Expected {
            tricks: &["0:H1 1:H6 2:T5", "2:D1 0:T6 1:T11", "1:C1 2:T15"],
            player: 0,
            trick: 3,
            leading: false,
            may_play: "T1 T2 T7 T8 T9",
            rule: Some("trump"),
            reason: "undertrumps",
            chapter: PLAY,
        },
        // The Excuse led: the next player plays what he likes ...
        Expected {
            tricks: &["0:H1 1:H6 2:T5", "2:D1 0:T6 1:T11", "1:C1 2:T15 0:T7", "2:EX"],
            player: 0,
            trick: 4,
            leading: false,
            may_play: "S1 S2 S3 S4 S5 S6 S7 S8 SV SC SD SR H2 H3 H4 H5 HV T1 T2 T8 T9",
            rule: None,
            reason: "any card",
            chapter: PLAY,
        },
        // ... and his card sets the suit: B must follow spades.
        Expected {
            tricks: &["0:H1 1:H6 2:T5", "2:D1 0:T6 1:T11", "1:C1 2:T15 0:T7", "2:EX 0:S1"],
            player: 1,
            trick: 4,
            leading: false,
            may_play: "S9 S10",
            rule: Some("follow_suit"),
            reason: "follow the suit",
            chapter: PLAY,
        },
    ];
    for expected in &cases {
        assert_legal_plays(&server, 2, &hands, dog, None, expected).await;
    }
    server.close().await;
}

/// `POST /v1/tarot/legal-plays` at five players, on a deal built by hand.
/// Règlement officiel, « Le jeu à 5 joueurs »: « L'entame ne peut pas être
/// faite dans la couleur de la carte appelée par le preneur sauf si cette
/// entame est faite de la carte appelée », at the first trick only; and
/// « Le jeu de la carte » for the rest: follow, trump, overtrump or
/// undertrump, the Excuse always allowed, the card after a led Excuse
/// setting the suit.
#[tokio::test]
async fn legal_plays_at_five_players_the_called_suit_at_the_first_lead_and_each_kind_of_trick() {
    let server = common::sqlite().await;
    // C (2) takes and calls the king of hearts, which D (3) holds: D is
    // his partner. A and D hold other hearts; B holds none.
    let hands = [
        "S1 S4 S5 S6 S7 H1 H2 D2 D3 C1 C2 C3 T7 T8 T9",
        "S2 S3 S8 S9 S10 SV SC SD SR C4 C5 C6 C7 T11 T12",
        "H4 H5 H6 D4 D5 D6 D7 C8 C9 T10 T13 T14 T17 T18 T19",
        "H3 H7 HR D8 D9 C10 CV CC T3 T4 T15 T16 T20 T21 EX",
        "H8 H9 H10 HV HC D1 D10 DV DC CD CR T1 T2 T5 T6",
    ];
    let dog = "HD DD DR";
    let called = Some("HR");
    let first_leads = [
        // E deals, A leads: no heart at all.
        (
            4,
            Expected {
                tricks: &[],
                player: 0,
                trick: 1,
                leading: true,
                may_play: "S1 S4 S5 S6 S7 D2 D3 C1 C2 C3 T7 T8 T9",
                rule: Some("called_suit_at_first_lead"),
                reason: "called card",
                chapter: FIVE,
            },
        ),
        // C deals, D (the partner) leads: the called king itself, but no
        // other heart.
        (
            2,
            Expected {
                tricks: &[],
                player: 3,
                trick: 1,
                leading: true,
                may_play: "HR D8 D9 C10 CV CC T3 T4 T15 T16 T20 T21 EX",
                rule: Some("called_suit_at_first_lead"),
                reason: "called card",
                chapter: FIVE,
            },
        ),
        // A deals, B leads: he holds no heart, nothing restricts him.
        (
            0,
            Expected {
                tricks: &[],
                player: 1,
                trick: 1,
                leading: true,
                may_play: "S2 S3 S8 S9 S10 SV SC SD SR C4 C5 C6 C7 T11 T12",
                rule: None,
                reason: "any card",
                chapter: PLAY,
            },
        ),
    ];
    for (dealer, expected) in &first_leads {
        assert_legal_plays(&server, *dealer, &hands, dog, called, expected).await;
    }
    // E deals. A leads a spade; B follows, C trumps with the 10, D
    // overtrumps with the 15, E undertrumps; D leads the Excuse.
    let cases = [
        Expected {
            tricks: &["0:S1"],
            player: 1,
            trick: 1,
            leading: false,
            may_play: "S2 S3 S8 S9 S10 SV SC SD SR",
            rule: Some("follow_suit"),
            reason: "follow the suit",
            chapter: PLAY,
        },
        Expected {
            tricks: &["0:S1 1:S2"],
            player: 2,
            trick: 1,
            leading: false,
            may_play: "T10 T13 T14 T17 T18 T19",
            rule: Some("trump"),
            reason: "must trump",
            chapter: PLAY,
        },
        // Over the 10: the 15, 16, 20, 21, or the Excuse; not the 3 or 4.
        Expected {
            tricks: &["0:S1 1:S2 2:T10"],
            player: 3,
            trick: 1,
            leading: false,
            may_play: "T15 T16 T20 T21 EX",
            rule: Some("overtrump"),
            reason: "overtrump",
            chapter: PLAY,
        },
        // Nothing over the 15: any trump, no heart, diamond or club.
        Expected {
            tricks: &["0:S1 1:S2 2:T10 3:T15"],
            player: 4,
            trick: 1,
            leading: false,
            may_play: "T1 T2 T5 T6",
            rule: Some("trump"),
            reason: "undertrumps",
            chapter: PLAY,
        },
        // The second lead is free: D may lead the hearts he could not at
        // the first.
        Expected {
            tricks: &["0:S1 1:S2 2:T10 3:T15 4:T2"],
            player: 3,
            trick: 2,
            leading: true,
            may_play: "H3 H7 HR D8 D9 C10 CV CC T3 T4 T16 T20 T21 EX",
            rule: None,
            reason: "any card",
            chapter: PLAY,
        },
        // The Excuse led: E plays what he likes ...
        Expected {
            tricks: &["0:S1 1:S2 2:T10 3:T15 4:T2", "3:EX"],
            player: 4,
            trick: 2,
            leading: false,
            may_play: "H8 H9 H10 HV HC D1 D10 DV DC CD CR T1 T5 T6",
            rule: None,
            reason: "any card",
            chapter: PLAY,
        },
        // ... and his diamond sets the suit for A.
        Expected {
            tricks: &["0:S1 1:S2 2:T10 3:T15 4:T2", "3:EX 4:D1"],
            player: 0,
            trick: 2,
            leading: false,
            may_play: "D2 D3",
            rule: Some("follow_suit"),
            reason: "follow the suit",
            chapter: PLAY,
        },
    ];
    for expected in &cases {
        assert_legal_plays(&server, 4, &hands, dog, called, expected).await;
    }
    server.close().await;
}
