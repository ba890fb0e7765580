//! The play of the cards: the record as a file gives it, and the tricks
//! rebuilt from it.
//!
//! A PBN play section lists one trick per row, in fixed columns that start
//! with the opening leader — not in the order the cards were played. The
//! order of play, who led each trick and who won it follow from the rules of
//! play: the opening leader leads the first trick, the winner of a trick
//! leads the next, and a trick is won by the highest trump in it, or, when
//! it holds no trump, by the highest card of the suit led.
//!
//! Irregularities are kept, not refused: a revoke, a lead out of turn or a
//! wrong opening leader are facts the director rules on, so
//! [`reconstruct_tricks`] does not check that players follow suit. Only what
//! cannot have happened is an error: a card played twice, or played by a
//! player who did not hold it.

use serde::{Deserialize, Serialize};

use crate::card::{Card, Seat, Strain, Suit};
use crate::deal::Deal;
use crate::record_error::RecordError;

/// The field name used in errors about the play.
const FIELD: &str = "Play";

/// The play as recorded: one row per trick, each row giving the card of each
/// seat (`None` where the record shows no card, after a claim or when play
/// stopped).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PlayRecord {
    /// The player who led to the first trick.
    pub opening_leader: Seat,
    /// One row per trick of the record, in order. Each row is indexed by
    /// [`Seat::index`] (N, E, S, W), whatever the column order of the file.
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<Vec<Option<Card>>>))]
    pub rows: Vec<[Option<Card>; 4]>,
    /// For each row, the 1-based line of the text it was read from (empty
    /// when the record did not come from a text).
    #[serde(default)]
    pub line_of_row: Vec<usize>,
    /// What happened irregularly during the play, in the order it happened
    /// (a lead out of turn, a corrected revoke, a card exposed…); the rows
    /// keep the cards that stayed in the tricks. PBN and LIN files do not
    /// carry them: send them in the JSON record, or with the record as
    /// `record.irregular_plays`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub irregularities: Vec<crate::play_irregularities::IrregularPlay>,
}

/// A trick's cards in play order, each with its player: at most four, held
/// inline (a record's thirteen tricks were thirteen allocations: issue 18).
pub type TrickCards = smallvec::SmallVec<[(Seat, Card); 4]>;

/// One trick as it was played.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Trick {
    /// The trick's number, from 1.
    pub number: u8,
    /// The player who led to the trick.
    pub leader: Seat,
    /// The cards in the order they were played, starting with the lead. An
    /// incomplete trick (play stopped by a claim) has fewer than four.
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<Vec<String>>, example = json!([["W", "SK"], ["N", "H3"]])))]
    pub cards: TrickCards,
    /// The winner of a complete trick; `None` when the trick is incomplete.
    pub winner: Option<Seat>,
}

impl Trick {
    /// Whether all four players played to the trick.
    pub fn is_complete(&self) -> bool {
        self.cards.len() == 4
    }

    /// The card `seat` played to the trick, if any.
    pub fn card_of(&self, seat: Seat) -> Option<Card> {
        self.cards.iter().find(|(s, _)| *s == seat).map(|(_, c)| *c)
    }
}

/// The seat whose card wins `cards` (given in the order played, the lead
/// first): the highest trump if any trump was played, otherwise the highest
/// card of the suit led. For an incomplete trick this is the card winning so
/// far. `None` when no card was played.
pub fn winning_seat(cards: &[(Seat, Card)], trump: Option<Suit>) -> Option<Seat> {
    let (_, lead) = cards.first()?;
    let beats = |card: &Card, best: &Card| -> bool {
        if card.suit == best.suit { card.rank > best.rank } else { Some(card.suit) == trump }
    };
    let mut best = (cards[0].0, *lead);
    for (seat, card) in &cards[1..] {
        if beats(card, &best.1) {
            best = (*seat, *card);
        }
    }
    Some(best.0)
}

/// Rebuilds the tricks of `play` at a contract in `strain`.
///
/// Trick 1 is led by the opening leader; each later trick by the winner of
/// the one before. Rows are read in play order from their leader; reading
/// stops at the first incomplete row (a claim, or play that stopped), which
/// is returned as a trick without a winner if it holds any card, and later
/// rows must be empty.
///
/// When `deal` is given, each card must come from its player's hand (a card
/// played from an unknown hand must at least not be in a known one).
///
/// # Errors
/// A [`RecordError`] on the `Play` field, with the row's line when known,
/// when a card is played twice, is not in its player's hand, is played after
/// a player of the same trick who shows no card, or appears after the row
/// where play stopped.
pub fn reconstruct_tricks(deal: Option<&Deal>, strain: Strain, play: &PlayRecord) -> Result<Vec<Trick>, RecordError> {
    let trump = strain.trump();
    let mut leader = play.opening_leader;
    // The trick in which each card was played, by card (a table, not a
    // list searched at every card: issue 18).
    let mut played: [Option<u8>; 52] = [None; 52];
    let mut tricks = Vec::new();
    let mut stopped_at: Option<u8> = None;
    for (i, row) in play.rows.iter().enumerate() {
        let number = u8::try_from(i + 1).unwrap_or(u8::MAX);
        let locate = |e: RecordError| match play.line_of_row.get(i) {
            Some(&line) => e.at_line(line),
            None => e,
        };
        if let Some(stop) = stopped_at {
            if row.iter().any(Option::is_some) {
                return Err(locate(
                    RecordError::new(FIELD, "record-play-after-end").arg("trick", number).arg("stopped", stop),
                ));
            }
            continue;
        }
        // An accepted lead out of turn makes its player the trick's leader
        // (trick 1's is the record's opening leader).
        if number > 1
            && let Some(seat) = play.irregularities.iter().find_map(|i| i.accepted_leader(number))
        {
            leader = seat;
        }
        let cards = row_cards(deal, row, number, leader, &mut played).map_err(locate)?;
        if cards.len() == 4 {
            let winner = winning_seat(&cards, trump).unwrap_or(leader);
            tricks.push(Trick { number, leader, cards, winner: Some(winner) });
            leader = winner;
        } else {
            stopped_at = Some(number);
            if !cards.is_empty() {
                tricks.push(Trick { number, leader, cards, winner: None });
            }
        }
    }
    Ok(tricks)
}

/// The cards of trick `number`'s row, in play order from `leader`, up to
/// the first seat that shows none; each is added to `played`.
///
/// # Errors
/// A [`RecordError`] on the `Play` field (its line is the caller's to set)
/// when a card comes after a seat that shows none, was played before, or
/// is not in its player's hand.
fn row_cards(
    deal: Option<&Deal>,
    row: &[Option<Card>; 4],
    number: u8,
    leader: Seat,
    played: &mut [Option<u8>; 52],
) -> Result<TrickCards, RecordError> {
    let mut cards = TrickCards::new();
    let mut first_missing: Option<Seat> = None;
    for offset in 0..4 {
        let seat = Seat::from_index(leader.index() + offset);
        let Some(card) = row[seat.index()] else {
            first_missing.get_or_insert(seat);
            continue;
        };
        if let Some(missing) = first_missing {
            return Err(RecordError::new(FIELD, "record-play-gap")
                .arg("trick", number)
                .arg("seat", seat)
                .arg("card", card)
                .arg("missing", missing));
        }
        if let Some(first) = played[card.index()] {
            return Err(RecordError::new(FIELD, "record-card-played-twice")
                .arg("trick", number)
                .arg("seat", seat)
                .arg("card", card)
                .arg("first", first));
        }
        if let Some(deal) = deal {
            check_holder(deal, number, seat, card)?;
        }
        played[card.index()] = Some(number);
        cards.push((seat, card));
    }
    Ok(cards)
}

/// Checks that `seat`, who played `card` to trick `number`, could hold it
/// in `deal`: it is in his hand, or in no known hand while his is unknown.
fn check_holder(deal: &Deal, number: u8, seat: Seat, card: Card) -> Result<(), RecordError> {
    match deal.holder(card) {
        Some(holder) if holder == seat => Ok(()),
        Some(holder) => Err(RecordError::new(FIELD, "record-card-in-other-hand")
            .arg("trick", number)
            .arg("seat", seat)
            .arg("card", card)
            .arg("holder", holder)),
        None if deal.is_known(seat) => Err(RecordError::new(FIELD, "record-card-not-in-hand")
            .arg("trick", number)
            .arg("seat", seat)
            .arg("card", card)),
        None => Ok(()),
    }
}

/// The complete tricks won by each side: `(NS, EW)`. An incomplete trick
/// counts for neither.
pub fn tricks_won(tricks: &[Trick]) -> (u8, u8) {
    let mut ns = 0u8;
    let mut ew = 0u8;
    for seat in tricks.iter().filter_map(|t| t.winner) {
        match seat.side() {
            crate::card::Side::NS => ns = ns.saturating_add(1),
            crate::card::Side::EW => ew = ew.saturating_add(1),
        }
    }
    (ns, ew)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    /// A row given in column order starting with `first`, as in a PBN file.
    fn row(first: Seat, cards: [&str; 4]) -> [Option<Card>; 4] {
        let mut row = [None; 4];
        for (offset, text) in cards.into_iter().enumerate() {
            if text != "-" {
                row[Seat::from_index(first.index() + offset).index()] = Some(card(text));
            }
        }
        row
    }

    fn record(leader: Seat, rows: &[[&str; 4]]) -> PlayRecord {
        PlayRecord {
            irregularities: Vec::new(),
            opening_leader: leader,
            rows: rows.iter().map(|r| row(leader, *r)).collect(),
            line_of_row: (0..rows.len()).map(|i| i + 10).collect(),
        }
    }

    #[test]
    fn highest_of_suit_led_wins_without_trumps() {
        let cards = [(Seat::W, card("SK")), (Seat::N, card("S2")), (Seat::E, card("SA")), (Seat::S, card("HA"))];
        assert_eq!(winning_seat(&cards, None), Some(Seat::E));
        // The heart ace is a discard at no trump and in a diamond contract.
        assert_eq!(winning_seat(&cards, Some(Suit::Diamonds)), Some(Seat::E));
        // A trump wins.
        assert_eq!(winning_seat(&cards, Some(Suit::Hearts)), Some(Seat::S));
        assert_eq!(winning_seat(&[], None), None);
    }

    #[test]
    fn highest_trump_wins_when_several_ruff() {
        let cards = [(Seat::N, card("DA")), (Seat::E, card("H2")), (Seat::S, card("D3")), (Seat::W, card("H5"))];
        assert_eq!(winning_seat(&cards, Some(Suit::Hearts)), Some(Seat::W));
        assert_eq!(winning_seat(&cards, Some(Suit::Spades)), Some(Seat::N));
    }

    #[test]
    fn the_winner_leads_the_next_trick() {
        // Columns W N E S. Trick 1: E wins with SA; trick 2 is led by E.
        let play = record(Seat::W, &[["SK", "S2", "SA", "S3"], ["H2", "H3", "HA", "H4"]]);
        let tricks = reconstruct_tricks(None, Strain::NoTrump, &play).unwrap();
        assert_eq!(tricks[0].leader, Seat::W);
        assert_eq!(tricks[0].winner, Some(Seat::E));
        assert_eq!(tricks[1].leader, Seat::E);
        assert_eq!(
            tricks[1].cards[..],
            [(Seat::E, card("HA")), (Seat::S, card("H4")), (Seat::W, card("H2")), (Seat::N, card("H3")),]
        );
        assert_eq!(tricks[1].winner, Some(Seat::E));
        assert_eq!(tricks_won(&tricks), (0, 2));
    }

    #[test]
    fn a_claim_stops_the_play() {
        // Trick 2 is led by E (winner of trick 1) who plays HA, then claims.
        let play = record(Seat::W, &[["SK", "S2", "SA", "S3"], ["-", "-", "HA", "-"], ["-", "-", "-", "-"]]);
        let tricks = reconstruct_tricks(None, Strain::Spades, &play).unwrap();
        assert_eq!(tricks.len(), 2);
        assert_eq!(tricks[1].cards[..], [(Seat::E, card("HA"))]);
        assert_eq!(tricks[1].winner, None);
        assert!(!tricks[1].is_complete());
        assert_eq!(tricks_won(&tricks), (0, 1));
    }

    #[test]
    fn a_revoke_is_kept() {
        // North shows out of spades (has none in this record) — not an error.
        let play = record(Seat::W, &[["SK", "D2", "SA", "S3"]]);
        let tricks = reconstruct_tricks(None, Strain::NoTrump, &play).unwrap();
        assert_eq!(tricks[0].winner, Some(Seat::E));
    }

    #[test]
    fn a_card_played_twice_is_an_error() {
        let play = record(Seat::W, &[["SK", "S2", "SA", "S3"], ["H2", "H3", "SA", "H4"]]);
        let error = reconstruct_tricks(None, Strain::NoTrump, &play).unwrap_err();
        assert_eq!(error.message_id, "record-card-played-twice");
        assert_eq!(error.field, "Play");
        assert_eq!(error.line, Some(11));
        assert_eq!(error.arg_value("trick"), Some("2"));
        assert_eq!(error.arg_value("first"), Some("1"));
        assert_eq!(error.arg_value("seat"), Some("E"));
    }

    #[test]
    fn cards_must_come_from_the_players_hand() {
        let deal = Deal::from_pbn("N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85").unwrap();
        // West leads the SA, which East holds.
        let play = record(Seat::W, &[["SA", "H3", "S4", "S3"]]);
        let error = reconstruct_tricks(Some(&deal), Strain::Hearts, &play).unwrap_err();
        assert_eq!(error.message_id, "record-card-in-other-hand");
        assert_eq!(error.arg_value("holder"), Some("E"));
        let text = error.localized();
        assert!(text.en.starts_with("Trick 1: West plays SA"), "{}", text.en);
        assert!(text.fr.starts_with("Pli 1 : Ouest joue SA"), "{}", text.fr);

        // With South's hand unknown, a card no known hand holds may be South's…
        let partial = Deal::from_pbn("N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 - -").unwrap();
        let play = record(Seat::W, &[["SK", "H3", "SA", "S3"]]);
        assert!(reconstruct_tricks(Some(&partial), Strain::Hearts, &play).is_ok());
        // …but not North's, whose hand is known.
        let play = record(Seat::W, &[["SK", "S2", "SA", "S3"]]);
        let error = reconstruct_tricks(Some(&partial), Strain::Hearts, &play).unwrap_err();
        assert_eq!(error.message_id, "record-card-not-in-hand");
        assert_eq!(error.arg_value("seat"), Some("N"));
        assert_eq!(error.arg_value("card"), Some("S2"));
    }

    #[test]
    fn cards_after_the_play_stopped_are_an_error() {
        let play = record(Seat::W, &[["SK", "S2", "SA", "-"], ["H2", "H3", "HA", "H4"]]);
        let error = reconstruct_tricks(None, Strain::NoTrump, &play).unwrap_err();
        assert_eq!(error.message_id, "record-play-after-end");
        assert_eq!(error.arg_value("stopped"), Some("1"));
    }

    #[test]
    fn a_card_after_a_missing_one_in_play_order_is_an_error() {
        // W leads; N shows no card but E, who plays after N, does.
        let play = record(Seat::W, &[["SK", "-", "SA", "-"]]);
        let error = reconstruct_tricks(None, Strain::NoTrump, &play).unwrap_err();
        assert_eq!(error.message_id, "record-play-gap");
        assert_eq!(error.arg_value("missing"), Some("N"));
        assert_eq!(error.arg_value("seat"), Some("E"));
    }

    /// A random play: the 52 cards shuffled into 13 rows, a random opening
    /// leader and strain, and only the first `cut` cards of the record kept
    /// (in column order, so a cut may leave a gap in play order).
    fn any_play(cut: impl Strategy<Value = usize>) -> impl Strategy<Value = (PlayRecord, Strain)> {
        (Just(Card::all().collect::<Vec<_>>()).prop_shuffle(), 0usize..4, cut, 0usize..5).prop_map(
            |(cards, leader, cut, strain)| {
                let rows = cards
                    .chunks(4)
                    .enumerate()
                    .map(|(t, chunk)| {
                        let mut row = [None; 4];
                        for (k, c) in chunk.iter().enumerate() {
                            if t * 4 + k < cut {
                                row[k] = Some(*c);
                            }
                        }
                        row
                    })
                    .collect();
                (
                    PlayRecord {
                        opening_leader: Seat::ALL[leader],
                        rows,
                        line_of_row: Vec::new(),
                        irregularities: Vec::new(),
                    },
                    Strain::ALL[strain],
                )
            },
        )
    }

    proptest! {
        #[test]
        fn tricks_won_adds_up_to_the_complete_tricks((play, strain) in any_play(0usize..=52)) {
            // A cut that leaves a gap in play order is the only possible
            // error; otherwise the counts must add up.
            match reconstruct_tricks(None, strain, &play) {
                Ok(tricks) => {
                    let complete = tricks.iter().filter(|t| t.is_complete()).count();
                    let (ns, ew) = tricks_won(&tricks);
                    prop_assert_eq!(usize::from(ns) + usize::from(ew), complete);
                    for pair in tricks.windows(2) {
                        prop_assert_eq!(Some(pair[1].leader), pair[0].winner);
                    }
                }
                Err(error) => prop_assert_eq!(error.message_id, "record-play-gap"),
            }
        }

        #[test]
        fn full_plays_always_rebuild((play, strain) in any_play(Just(52))) {
            let tricks = reconstruct_tricks(None, strain, &play).unwrap();
            prop_assert_eq!(tricks.len(), 13);
            let (ns, ew) = tricks_won(&tricks);
            prop_assert_eq!(ns + ew, 13);
        }
    }
}
