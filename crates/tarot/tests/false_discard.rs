//! A false discard played out (code d'arbitrage, « Faux écart »): the
//! record reader that accepts a discard one card off, and the count it
//! gives. The fixtures are two four-player gardes a probe generated and
//! counted by hand: seven cards discarded (the taker has no card for the
//! last trick, which the three others play) and five (his last card is left
//! over, written as a nineteenth trick of one card).

use arbitre_tarot::card::HalfPoints;
use arbitre_tarot::count::tally;
use arbitre_tarot::record::{DealRecord, validate, validate_false_discard};

fn fixture(name: &str) -> DealRecord {
    let path = format!("{}/tests/fixtures/{name}.json", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn the_regular_reader_refuses_a_discard_of_the_wrong_size() {
    for name in ["false_discard_seven_four_players", "false_discard_five_four_players"] {
        let error = validate(&fixture(name)).err().unwrap_or_else(|| panic!("{name} accepted"));
        assert_eq!((error.pointer.as_str(), error.message_id), ("/discard", "tarot-record-discard-size"), "{name}");
    }
}

#[test]
fn seven_cards_the_last_trick_is_played_by_the_others_and_counted() {
    let deal = validate_false_discard(&fixture("false_discard_seven_four_players")).expect("read");
    assert!(deal.is_complete());
    let last = deal.tricks.last().expect("tricks");
    assert_eq!(last.cards.len(), 3, "the taker has no card for the last trick");
    assert!(last.cards.iter().all(|(p, _)| *p != deal.sides.taker));
    // As played: 32.5 points with one oudler (the probe's count before the
    // code gives the queen of spades, the highest discarded card, away).
    let count = tally(&deal).expect("count");
    assert_eq!((count.taker_points, count.taker_oudlers), (HalfPoints(65), 1));
}

#[test]
fn five_cards_the_takers_last_card_is_his() {
    let deal = validate_false_discard(&fixture("false_discard_five_four_players")).expect("read");
    assert!(deal.is_complete());
    assert_eq!(deal.discard.len(), 6, "the five cards and the one left over");
    let count = tally(&deal).expect("count");
    assert_eq!((count.taker_points, count.taker_oudlers), (HalfPoints(78), 1));
}

#[test]
fn a_discard_two_cards_off_is_refused_even_so() {
    let mut record = fixture("false_discard_seven_four_players");
    let mut discard = record.discard.take().expect("discard");
    // An eighth card: one the taker played to the first trick.
    let first = record.tricks[0].cards.iter().find(|c| c.player == 1).map(|c| c.card).expect("taker's card");
    discard.push(first);
    record.discard = Some(discard);
    let error = validate_false_discard(&record).expect_err("refused");
    assert_eq!(error.message_id, "tarot-record-discard-size");
}
