//! `POST /v1/bridge/double-dummy` over HTTP, the double-dummy figures of
//! rulings (Law 64C, Law 12C), and the gate that bounds the solving.

use crate::common;

use serde_json::{Value, json};

/// Every player holds one suit: N spades, E hearts, S diamonds, W clubs.
fn one_suit_each() -> Value {
    json!({"pbn": "[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
                   [Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]\n"})
}

/// A real deal (5HX by South) where East discards the DT at trick 2 while
/// holding four clubs: a revoke.
fn east_revokes() -> Value {
    json!({"pbn": "[Deal \"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\"]\n\
                   [Dealer \"N\"]\n[Vulnerable \"None\"]\n[Declarer \"S\"]\n[Contract \"5HX\"]\n\
                   [Play \"W\"]\nSK H3 S4 S3\nC5 C2 DT CK\n"})
}

#[tokio::test]
async fn a_record_is_checked_before_anything_is_solved() {
    let server = common::sqlite().await;
    let (status, problem) =
        server.post("/v1/bridge/double-dummy", None, &json!({"record": {"json": {"board": 1}}})).await;
    assert_eq!((status, problem["code"].as_str()), (422, Some("record_without_deal")), "{problem}");
    let (status, problem) =
        server.post("/v1/bridge/double-dummy", None, &json!({"record": {"pbn": "[Deal \"N:AKQ\"]"}})).await;
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/record/pbn")), "{problem}");
    let (status, problem) =
        server.post("/v1/bridge/double-dummy", None, &json!({"record": one_suit_each(), "depth": 3})).await;
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/depth")), "{problem}");
    // Contracts to score are read before solving, and need the vulnerability.
    let body = json!({"record": one_suit_each(), "contracts": [{"contract": "4S", "declarer": "N"}, {"contract": "8S", "declarer": "N"}]});
    let (status, problem) = server.post("/v1/bridge/double-dummy", None, &body).await;
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/contracts/1/contract")), "{problem}");
    let no_vulnerability =
        json!({"pbn": "[Deal \"N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432\"]"});
    let body = json!({"record": no_vulnerability, "contracts": [{"contract": "4S", "declarer": "N"}]});
    let (status, problem) = server.post("/v1/bridge/double-dummy", None, &body).await;
    assert_eq!((status, problem["code"].as_str()), (422, Some("record_without_vulnerability")), "{problem}");
    server.close().await;
}

#[tokio::test]
async fn the_table_the_par_a_position_and_a_revoke() {
    let server = common::sqlite().await;
    let (status, body) = server.post("/v1/bridge/double-dummy", None, &json!({"record": one_suit_each()})).await;
    assert_eq!(status, 200, "{body}");
    // Each side takes all thirteen tricks in its own suits, none elsewhere.
    assert_eq!(body["tricks"]["N"], json!({"C": 0, "D": 13, "H": 0, "S": 13, "NT": 0}));
    assert_eq!(body["tricks"]["W"], json!({"C": 13, "D": 0, "H": 13, "S": 0, "NT": 0}));
    assert_eq!(body["par"]["score"], 1510);
    assert!(body.get("contract_results").is_none(), "{body}");
    // Likely contracts scored from the table: 4S by North makes 13 tricks
    // (120 + 90 + 300 not vulnerable), 4H by North makes none (ten down, -500).
    let contracts = json!([{"contract": "4S", "declarer": "N"}, {"contract": "4H", "declarer": "N"}]);
    let (status, body) =
        server.post("/v1/bridge/double-dummy", None, &json!({"record": one_suit_each(), "contracts": contracts})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        body["contract_results"][0],
        json!({"contract": "4S", "declarer": "N", "tricks": 13, "ns": 510, "ew": -510})
    );
    assert_eq!(
        (body["contract_results"][1]["tricks"].as_u64(), body["contract_results"][1]["ns"].as_i64()),
        (Some(0), Some(-500))
    );
    assert!(body.get("revoke_equity").is_none(), "{body}");

    // The position before East's card at trick 2, and the revoke.
    let (status, body) =
        server.post("/v1/bridge/double-dummy", None, &json!({"record": east_revokes(), "after_cards": 5})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!((body["position"]["seat"].as_str(), body["position"]["tricks_left"].as_u64()), (Some("E"), Some(12)));
    let equity = &body["revoke_equity"][0];
    assert_eq!(
        (equity["trick"].as_u64(), equity["offender"].as_str(), equity["revoke_card"].as_str()),
        (Some(2), Some("E"), Some("DT"))
    );
    let mut legal: Vec<&str> =
        equity["legal_cards"].as_array().into_iter().flatten().filter_map(|c| c["card"].as_str()).collect();
    legal.sort_unstable();
    assert_eq!(legal, ["C6", "CJ", "CQ", "CT"]);
    let likely =
        equity["legal_cards"].as_array().into_iter().flatten().filter_map(|c| c["non_offenders_tricks"].as_u64()).min();
    assert_eq!(equity["non_offenders_tricks"].as_u64(), likely);

    // A position the record does not reach.
    let (status, problem) =
        server.post("/v1/bridge/double-dummy", None, &json!({"record": east_revokes(), "after_cards": 9})).await;
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/after_cards")), "{problem}");
    server.close().await;
}

/// The data case where the 64C count is asked, with a full deal and play.
fn revoke_64c_incident() -> Value {
    let case: Value =
        serde_json::from_str(include_str!("../../../../rules/tests/cases/law12_64c_asks_tricks_without_revoke.json"))
            .expect("case");
    case["request"].clone()
}

#[tokio::test]
async fn a_revoke_ruling_asking_the_64c_count_suggests_it() {
    let server = common::sqlite().await;
    let (status, decision) = server.post("/v1/rulings", None, &revoke_64c_incident()).await;
    assert_eq!(status, 200, "{decision}");
    let asked: Vec<&str> =
        decision["questions"].as_array().into_iter().flatten().filter_map(|q| q["id"].as_str()).collect();
    assert!(asked.contains(&"non_offenders_tricks_without_revoke"), "{decision}");
    let revoke = &decision["derived"]["revoke"];
    let equity = &decision["derived"]["revoke_equity"][0];
    assert_eq!((&equity["trick"], &equity["offender"]), (&revoke["trick"], &revoke["seat"]), "{decision}");
    // Every legal card follows the suit led, which the offender held.
    let suit = revoke["suit_led"].as_str().expect("suit");
    let cards: Vec<&str> =
        equity["legal_cards"].as_array().into_iter().flatten().filter_map(|c| c["card"].as_str()).collect();
    assert!(!cards.is_empty() && cards.iter().all(|c| c.starts_with(suit)), "{decision}");
    let held: Vec<&str> = revoke["held"].as_array().into_iter().flatten().filter_map(Value::as_str).collect();
    assert!(cards.iter().all(|c| held.contains(c)), "{cards:?} not among {held:?}");
    assert!(equity["non_offenders_tricks"].as_u64().is_some_and(|n| n <= 13), "{decision}");
    // The ruling does not take it as the answer: the question stays.
    assert_eq!(decision["status"], "needs_facts");
    server.close().await;
}

/// A revoke ruling's Law 12C figures: the table's contract from the position
/// before the revoke card, with the offender's best legal card instead
/// (the same count as the 64C suggestion), and the contracts the director
/// names, from the deal's table.
#[tokio::test]
async fn a_revoke_ruling_carries_the_table_contract_from_before_the_revoke() {
    let server = common::sqlite().await;
    let mut request = revoke_64c_incident();
    request["double_dummy_contracts"] = json!([{"contract": "3NT", "declarer": "N"}]);
    let (status, decision) = server.post("/v1/rulings", None, &request).await;
    assert_eq!(status, 200, "{decision}");
    let derived = &decision["derived"];
    let figures = &derived["double_dummy"];
    assert_eq!(figures["basis"], "double_dummy", "{decision}");
    let table = &figures["table_contract"];
    assert_eq!((&table["contract"], &table["declarer"]), (&derived["contract"], &derived["declarer"]), "{decision}");
    // The position is the one before the revoke card.
    let revoke = &derived["revoke"];
    let trick = revoke["trick"].as_u64().expect("trick");
    let played = table["after_cards"].as_u64().expect("after_cards");
    assert!(played >= (trick - 1) * 4 && played < trick * 4, "{decision}");
    // The offenders are the defence here: declarer's side takes what the
    // 64C suggestion leaves the non-offenders.
    let equity = &derived["revoke_equity"][0];
    assert_eq!(table["tricks"], equity["non_offenders_tricks"], "{decision}");
    // The named contract, scored from the table.
    let named = &figures["contracts"][0];
    assert_eq!((named["contract"].as_str(), named["declarer"].as_str()), (Some("3NT"), Some("N")), "{decision}");
    assert_eq!(named["ns"].as_i64().map(i64::signum), named["ew"].as_i64().map(|ew| -ew.signum()));
    // The ruling does not take them as its answer.
    assert_eq!(decision["status"], "needs_facts");
    server.close().await;
}

/// Every player holds one suit (N spades, E hearts, S diamonds, W clubs).
/// East's 1S is insufficient over 1NT; he bids 2S instead and plays there
/// with no spade; the director will adjust (27D, 12C1(c)). With `named`,
/// the request names North's 3NT to be scored. With `real`, the hands are
/// those of a real deal instead (see [`real_deal`]).
fn auction_review(named: bool, real: bool) -> Value {
    let suit = |s: char| -> Vec<String> { "AKQJT98765432".chars().map(|r| format!("{s}{r}")).collect() };
    let deal = if real { real_deal() } else { json!({"N": suit('S'), "E": suit('H'), "S": suit('D'), "W": suit('C')}) };
    let record = json!({"json": {
        "deal": deal,
        "vulnerable": "None",
        "auction": {"dealer": "N", "calls": [
            {"seat": "N", "call": "1NT"}, {"seat": "E", "call": "1S", "withdrawn": true},
            {"seat": "E", "call": "2S"}, {"seat": "S", "call": "Pass"},
            {"seat": "W", "call": "Pass"}, {"seat": "N", "call": "Pass"}]},
    }});
    let mut request = json!({
        "kind": "bridge.insufficient_bid",
        "ruleset": "ffb-2007",
        "facts": {"either_call_artificial": false, "adjusted_score": "W70*2S=;30*2S-1", "board_vulnerable": "None"},
        "record": record,
    });
    if named {
        request["double_dummy_contracts"] = json!([{"contract": "3NT", "declarer": "N"}]);
    }
    request
}

/// The hands of [`east_revokes`]' deal, as the JSON record gives them: a
/// deal whose table takes the solver some milliseconds (one suit each is
/// solved at once).
fn real_deal() -> Value {
    let hands = ".63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
    let mut deal = serde_json::Map::new();
    for (seat, hand) in ["N", "E", "S", "W"].into_iter().zip(hands.split(' ')) {
        let cards: Vec<String> = ["S", "H", "D", "C"]
            .into_iter()
            .zip(hand.split('.'))
            .flat_map(|(suit, ranks)| ranks.chars().map(move |r| format!("{suit}{r}")))
            .collect();
        deal.insert(seat.to_owned(), json!(cards));
    }
    Value::Object(deal)
}

/// An auction ruling that adjusts the score: the figures give the table's
/// contract from the opening lead, and the contracts named.
#[tokio::test]
async fn an_auction_ruling_that_adjusts_the_score_carries_the_table_contract() {
    let server = common::sqlite().await;
    let request = auction_review(true, false);
    let (status, decision) = server.post("/v1/rulings", None, &request).await;
    assert_eq!(status, 200, "{decision}");
    let figures = &decision["derived"]["double_dummy"];
    // East takes no trick in spades: 2S eight down, not vulnerable, 400 to
    // North-South.
    assert_eq!(
        figures["table_contract"],
        json!({"contract": "2S", "declarer": "E", "tricks": 0, "ns": 400, "ew": -400, "after_cards": 0}),
        "{decision}"
    );
    // North's 3NT: East, on lead, runs his thirteen hearts.
    assert_eq!(figures["contracts"][0]["tricks"], 0, "{decision}");
    server.close().await;
}

/// Named contracts are checked before anything is ruled or solved.
#[tokio::test]
async fn named_contracts_are_checked_and_named_in_the_problem() {
    let server = common::sqlite().await;
    let mut request = revoke_64c_incident();
    request["double_dummy_contracts"] =
        json!([{"contract": "4S", "declarer": "N"}, {"contract": "4Z", "declarer": "N"}]);
    let (status, problem) = server.post("/v1/rulings", None, &request).await;
    assert_eq!(
        (status, problem["code"].as_str(), problem["pointer"].as_str()),
        (422, Some("invalid_contract"), Some("/double_dummy_contracts/1/contract")),
        "{problem}"
    );
    // No four hands: nothing to solve them on.
    let request = json!({"kind": "bridge.insufficient_bid", "facts": {},
        "double_dummy_contracts": [{"contract": "4S", "declarer": "N"}]});
    let (status, problem) = server.post("/v1/rulings", None, &request).await;
    assert_eq!((status, problem["code"].as_str()), (422, Some("record_without_deal")), "{problem}");
    // Not bridge.
    let request = json!({"kind": "tarot.exposed_card", "facts": {},
        "double_dummy_contracts": [{"contract": "4S", "declarer": "N"}]});
    let (status, problem) = server.post("/v1/rulings", None, &request).await;
    assert_eq!((status, problem["pointer"].as_str()), (422, Some("/double_dummy_contracts")), "{problem}");
    server.close().await;
}

/// A batch solves double-dummy for at most 8 incidents: the ninth that
/// names contracts is refused with `double_dummy_limit`, the others are
/// ruled. Incidents that need no solve do not count.
#[tokio::test]
async fn a_batch_solves_for_at_most_eight_incidents() {
    let server = common::sqlite().await;
    let mut request = revoke_64c_incident();
    request["double_dummy_contracts"] = json!([{"contract": "3NT", "declarer": "N"}]);
    // A Law 65 ruling: nothing to solve.
    let plain = json!({"kind": "bridge.trick_orientation",
        "facts": {"when_noticed": "before_next_trick", "noticed_by": "defender", "defender_manner": "speech"}});
    let incidents: Vec<Value> = std::iter::repeat_n(plain, 3).chain(std::iter::repeat_n(request, 9)).collect();
    let (status, body) = server.post("/v1/rulings/batch", None, &json!({"incidents": incidents})).await;
    assert_eq!(status, 200, "{body}");
    let results = body["results"].as_array().expect("results");
    assert!(results[..3].iter().all(|r| r["decision"].is_object()), "{body}");
    assert!(results[3..11].iter().all(|r| r["decision"]["derived"]["double_dummy"].is_object()), "{body}");
    assert_eq!(results[11]["problem"]["code"], "double_dummy_limit", "{body}");
    server.close().await;
}

/// The director's `board_vulnerable` wins over the record's, as in the
/// adjusted score; contracts named before any vulnerability is known wait
/// for the ruling to ask it.
#[tokio::test]
async fn the_figures_take_the_directors_vulnerability() {
    let server = common::sqlite().await;
    let mut request = auction_review(true, false);
    request["facts"]["board_vulnerable"] = json!("All");
    let (status, decision) = server.post("/v1/rulings", None, &request).await;
    assert_eq!(status, 200, "{decision}");
    // 2S eight down, vulnerable: 800 to North-South.
    assert_eq!(decision["derived"]["double_dummy"]["table_contract"]["ns"], 800, "{decision}");

    let mut request = auction_review(true, false);
    if let Some(record) = request["record"]["json"].as_object_mut() {
        record.remove("vulnerable");
    }
    if let Some(facts) = request["facts"].as_object_mut() {
        facts.remove("board_vulnerable");
    }
    let (status, decision) = server.post("/v1/rulings", None, &request).await;
    assert_eq!(status, 200, "{decision}");
    let asked: Vec<&str> =
        decision["questions"].as_array().into_iter().flatten().filter_map(|q| q["id"].as_str()).collect();
    assert!(asked.contains(&"board_vulnerable"), "{decision}");
    assert!(decision["derived"].get("double_dummy").is_none(), "{decision}");
    // Before the adjusted score is given the kind does not ask it yet: the
    // contracts still wait (the kind asks the vulnerability in time).
    if let Some(facts) = request["facts"].as_object_mut() {
        facts.remove("adjusted_score");
    }
    let (status, decision) = server.post("/v1/rulings", None, &request).await;
    assert_eq!(status, 200, "{decision}");
    assert!(decision["derived"].get("double_dummy").is_none(), "{decision}");
    // A kind that never asks the vulnerability refuses them.
    let suit = |s: char| -> Vec<String> { "AKQJT98765432".chars().map(|r| format!("{s}{r}")).collect() };
    let request = json!({
        "kind": "bridge.trick_orientation",
        "facts": {"when_noticed": "before_next_trick", "noticed_by": "defender", "defender_manner": "speech"},
        "record": {"json": {"deal": {"N": suit('S'), "E": suit('H'), "S": suit('D'), "W": suit('C')}}},
        "double_dummy_contracts": [{"contract": "3NT", "declarer": "N"}],
    });
    let (status, problem) = server.post("/v1/rulings", None, &request).await;
    assert_eq!((status, problem["code"].as_str()), (422, Some("record_without_vulnerability")), "{problem}");
    server.close().await;
}

/// The gate: with one turn and a deadline of 1 ms, far shorter than a real
/// deal's table (some hundred milliseconds; a deal of one suit each is
/// solved at once, so it is never used here),
/// the route answers 503 `double_dummy_busy` with `Retry-After`, as does a
/// ruling that named contracts; a ruling that named none is still given,
/// without the figures.
#[test]
fn past_the_deadline_the_route_says_busy_and_when_to_retry() {
    let folder = std::env::temp_dir().join(format!("arbitre-dd-gate-{}", uuid::Uuid::now_v7()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let database = format!("sqlite://{}/arbitre.db", folder.display());
    let server = common::ServerProcess::start(&[
        ("ARBITRE_DATABASE_URL", database.as_str()),
        ("ARBITRE_DD_CONCURRENCY", "1"),
        ("ARBITRE_DD_DEADLINE_MS", "1"),
    ]);
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("a runtime");
    runtime.block_on(async {
        let client = reqwest::Client::new();
        let url = format!("http://{}/v1/bridge/double-dummy", server.address);
        let response = client.post(&url).json(&json!({"record": east_revokes()})).send().await.expect("answered");
        let retry_after = response.headers().get("retry-after").and_then(|v| v.to_str().ok()).map(str::to_owned);
        let (status, problem) = common::read(response).await;
        assert_eq!((status, problem["code"].as_str()), (503, Some("double_dummy_busy")), "{problem}");
        assert_eq!(retry_after.as_deref(), Some("1"));
        // A ruling that named contracts cannot be given without them.
        let url = format!("http://{}/v1/rulings", server.address);
        let response = client.post(&url).json(&auction_review(true, true)).send().await.expect("answered");
        let (status, problem) = common::read(response).await;
        assert_eq!((status, problem["code"].as_str()), (503, Some("double_dummy_busy")), "{problem}");
        // One that named none is given without the figures.
        let response = client.post(&url).json(&auction_review(false, true)).send().await.expect("answered");
        let (status, decision) = common::read(response).await;
        assert_eq!(status, 200, "{decision}");
        assert!(decision["derived"].get("double_dummy").is_none(), "{decision}");
        assert_eq!(decision["status"], "complete", "{decision}");
    });
    drop(server);
    let _ = std::fs::remove_dir_all(&folder);
}

/// Under the 2017 Laws the review is 64C1: the suggestion comes all the
/// same (it once looked for "64C" only, and 2017 revoke rulings went
/// without it).
#[tokio::test]
async fn a_revoke_ruling_under_the_2017_laws_suggests_the_64c_count_too() {
    let server = common::sqlite().await;
    let mut request = revoke_64c_incident();
    request["ruleset"] = json!("ffb-2017");
    let (status, decision) = server.post("/v1/rulings", None, &request).await;
    assert_eq!(status, 200, "{decision}");
    let reviews: Vec<&str> = decision["rectifications"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|r| r["type"] == "director_review")
        .filter_map(|r| r["law"].as_str())
        .collect();
    assert_eq!(reviews, ["64C1"], "{decision}");
    let equity = &decision["derived"]["revoke_equity"][0];
    assert_eq!(equity["trick"], decision["derived"]["revoke"]["trick"], "{decision}");
    server.close().await;
}
