//! Counting the cards once a deal is played out: each side's points and the
//! taker's oudlers, the petit au bout and the chelem.
//!
//! - Each trick goes to its winner's side. The discard (prise, garde) and the
//!   dog at a garde sans count for the taker; the dog at a garde contre for
//!   the defence.
//! - The excuse stays with its owner's side, who gives a low card (worth half
//!   a point) in exchange to the side that won the trick; played to the last
//!   trick it goes to that trick's winner, so it changes sides unless it won
//!   the trick (a chelem: led by the side that took every other trick).
//! - Petit au bout: the petit in the last trick, for the side that wins it;
//!   in a chelem whose last trick is the excuse, the petit in the trick
//!   before it.
//! - Chelem: one side took every trick.

use crate::card::{Card, CardSet, HalfPoints};
use crate::deal::{DogUse, Side};
use crate::error::TarotError;
use crate::record::Deal;

/// What the cards say once the deal is played out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tally {
    /// The points in the taker's side's tricks (with the discard or the dog).
    pub taker_points: HalfPoints,
    /// The points of the defence.
    pub defence_points: HalfPoints,
    /// The oudlers the taker's side holds at the end.
    pub taker_oudlers: u8,
    /// The side that took the petit au bout, if any.
    pub petit_au_bout: Option<Side>,
    /// The side that took every trick, if any.
    pub chelem_made_by: Option<Side>,
    /// The tricks won by the taker's side.
    pub taker_tricks: usize,
}

fn slot(side: Side) -> usize {
    match side {
        Side::Taker => 0,
        Side::Defence => 1,
    }
}

/// Counts a deal whose tricks are all played.
///
/// # Errors
/// `invalid_record` at `/tricks` when the record stops before the end of play.
pub fn tally(deal: &Deal) -> Result<Tally, TarotError> {
    if !deal.is_complete() {
        return Err(TarotError::new("invalid_record", "/tricks", "tarot-record-incomplete")
            .arg("count", deal.tricks.iter().filter(|t| t.winner.is_some()).count())
            .arg("expected", deal.size.tricks()));
    }
    Ok(count_tricks(deal))
}

/// Counts the tricks of `deal` as they are, the last one recorded being
/// taken as the last of the deal.
fn count_tricks(deal: &Deal) -> Tally {
    let mut piles = [CardSet::EMPTY; 2];
    match deal.contract.dog() {
        DogUse::TakerDiscards => piles[0] = deal.discard,
        DogUse::CountsForTaker => piles[0] = deal.dog,
        DogUse::CountsForDefence => piles[1] = deal.dog,
    }
    let last = deal.tricks.len().saturating_sub(1);
    // Low cards owed for the excuse: (from the owner's side, to the winner's).
    let mut owed: Option<(Side, Side)> = None;
    let mut won_by = [0usize; 2];
    for (i, trick) in deal.tricks.iter().enumerate() {
        let Some(winner) = trick.winner else { continue };
        let winning_side = deal.side_of(winner);
        won_by[slot(winning_side)] += 1;
        for (player, card) in &trick.cards {
            let owner = deal.side_of(*player);
            if *card == Card::EXCUSE && i != last && owner != winning_side {
                piles[slot(owner)].insert(*card);
                owed = Some((owner, winning_side));
            } else {
                piles[slot(winning_side)].insert(*card);
            }
        }
    }
    // Half a point the excuse's owner owes and cannot pay with a card.
    let mut unpaid: Option<(Side, Side)> = None;
    if let Some((from, to)) = owed {
        // The lowest low card the owner's side holds; without one (it won
        // nothing else: the other side made a chelem) no card can be given,
        // and the excuse counts 4 points instead of 4.5 (règlement, « Le jeu
        // de la carte », for a chelem made by the taker's side without the
        // excuse). The règlement states the taker's chelem; the same half
        // point is owed by a taker whose excuse the defence's chelem leaves
        // unpaid, the exchange being the same.
        let low = piles[slot(from)].iter().find(|c| c.half_points() == 1 && !c.is_oudler());
        match low {
            Some(low) => {
                piles[slot(from)].remove(low);
                piles[slot(to)].insert(low);
            }
            // Only in a chelem: a side that won tricks of honours alone
            // outside a chelem keeps its excuse at 4.5, as before.
            None if won_by[slot(from)] == 0 => unpaid = Some((from, to)),
            None => {}
        }
    }
    let chelem_made_by = if won_by[1] == 0 {
        Some(Side::Taker)
    } else if won_by[0] == 0 {
        Some(Side::Defence)
    } else {
        None
    };
    let mut taker_points = piles[0].half_points();
    let mut defence_points = piles[1].half_points();
    match unpaid {
        Some((Side::Defence, Side::Taker)) => {
            taker_points.0 += 1;
            defence_points.0 -= 1;
        }
        Some((Side::Taker, Side::Defence)) => {
            taker_points.0 -= 1;
            defence_points.0 += 1;
        }
        _ => {}
    }
    Tally {
        taker_points,
        defence_points,
        taker_oudlers: piles[0].oudlers(),
        petit_au_bout: petit_au_bout(deal),
        chelem_made_by,
        taker_tricks: won_by[0],
    }
}

/// The side that wins the petit au bout.
fn petit_au_bout(deal: &Deal) -> Option<Side> {
    let last = deal.tricks.last()?;
    let holds_petit = |t: &crate::record::Trick| t.cards.iter().any(|(_, c)| *c == Card::PETIT);
    if holds_petit(last) {
        return last.winner.map(|w| deal.side_of(w));
    }
    // A chelem finished with the excuse: the petit counts at the trick before.
    let excuse_won_last = matches!(last.cards.first(), Some((leader, Card::EXCUSE)) if last.winner == Some(*leader));
    if excuse_won_last && deal.tricks.len() >= 2 {
        let before = &deal.tricks[deal.tricks.len() - 2];
        if holds_petit(before) {
            return before.winner.map(|w| deal.side_of(w));
        }
    }
    None
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::deal::{Contract, Sides, TableSize};
    use crate::play::trick_winner;
    use crate::record::Trick;

    fn set(text: &str) -> CardSet {
        CardSet::of(text.split_whitespace().map(|c| c.parse::<Card>().unwrap()))
    }

    /// A four-player deal reduced to a few tricks: `tricks` are (leader,
    /// cards in the order played); winners follow the rules of play.
    fn deal(contract: Contract, dog: &str, discard: &str, tricks: &[(usize, &str)]) -> Deal {
        let sides = Sides { taker: 0, partner: None };
        let mut played: Vec<Trick> = Vec::new();
        for (i, (leader, text)) in tricks.iter().enumerate() {
            let cards: Vec<(usize, Card)> =
                text.split_whitespace().enumerate().map(|(k, c)| ((leader + k) % 4, c.parse().unwrap())).collect();
            let excuse_wins = i + 1 == tricks.len()
                && played.iter().all(|t| t.winner.is_some_and(|w| sides.of(w) == sides.of(*leader)));
            let winner = trick_winner(&cards, excuse_wins);
            played.push(Trick { number: i + 1, leader: *leader, expected_leader: *leader, cards, winner });
        }
        Deal {
            size: TableSize::Four,
            players: ["A", "B", "C", "D"].map(String::from).to_vec(),
            dealer: 3,
            hands: vec![CardSet::EMPTY; 4],
            dog: set(dog),
            contract,
            sides,
            called: None,
            discard: set(discard),
            discard_inferred: false,
            handles: Vec::new(),
            chelem_announced: false,
            tricks: played,
        }
    }

    #[test]
    fn the_excuse_stays_with_its_owner_who_gives_a_low_card_in_exchange() {
        // The taker (player 0) excuses himself in trick 1, won by player 3.
        let d = deal(Contract::GardeContre, "", "", &[(1, "H1 H2 H3 EX"), (3, "S1 SR S2 S3")]);
        let tally = count_tricks(&d);
        // Taker: EX 4.5 + SR 4.5 + S2, S3, less S1 given in exchange → 10.
        assert_eq!(tally.taker_points, HalfPoints(20));
        assert_eq!(tally.defence_points, HalfPoints(4));
        assert_eq!(tally.taker_oudlers, 1);
    }

    #[test]
    fn the_excuse_played_to_the_last_trick_changes_sides() {
        // Player 2 wins trick 1; in the last trick the taker (player 0)
        // plays the excuse, and player 3 wins it: the excuse goes with it.
        let d = deal(Contract::GardeContre, "", "", &[(1, "S1 SR S2 S3"), (2, "H1 HR EX H2")]);
        let tally = count_tricks(&d);
        assert_eq!(tally.taker_oudlers, 0);
        assert_eq!(tally.taker_points, HalfPoints(0));
        assert_eq!(tally.defence_points, HalfPoints(1 + 9 + 1 + 1 + 1 + 9 + 9 + 1));
        assert_eq!(tally.chelem_made_by, Some(Side::Defence));
        // Led by the taker after he won every trick, it wins: a chelem.
        let d = deal(Contract::GardeContre, "", "", &[(0, "SR S1 S2 S3"), (0, "EX H1 HR H2")]);
        let tally = count_tricks(&d);
        assert_eq!((tally.taker_oudlers, tally.chelem_made_by), (1, Some(Side::Taker)));
    }

    #[test]
    fn a_chelem_ends_with_the_excuse_and_the_petit_counts_at_the_trick_before() {
        let d = deal(Contract::Garde, "", "", &[(0, "SR S1 S2 S3"), (0, "T1 H1 H2 H3"), (0, "EX D1 D2 D3")]);
        let tally = count_tricks(&d);
        assert_eq!(tally.chelem_made_by, Some(Side::Taker));
        assert_eq!(tally.petit_au_bout, Some(Side::Taker));
        assert_eq!(tally.taker_oudlers, 2);
        assert_eq!(tally.taker_points, HalfPoints(9 + 3 + 9 + 3 + 9 + 3));
    }

    #[test]
    fn the_petit_au_bout_goes_to_the_side_that_wins_the_last_trick() {
        let d = deal(Contract::Garde, "", "", &[(0, "SR S1 S2 S3"), (0, "T1 T5 H2 H3")]);
        assert_eq!(count_tricks(&d).petit_au_bout, Some(Side::Defence));
        let d = deal(Contract::Garde, "", "", &[(0, "SR S1 S2 S3"), (0, "T6 T5 H2 T1")]);
        assert_eq!(count_tricks(&d).petit_au_bout, Some(Side::Taker));
        // The petit earlier than the last trick is not au bout.
        let d = deal(Contract::Garde, "", "", &[(0, "T1 S1 S2 S3"), (0, "SR T5 H2 H3")]);
        assert_eq!(count_tricks(&d).petit_au_bout, None);
    }

    #[test]
    fn the_dog_counts_for_the_taker_at_a_garde_sans_and_for_the_defence_at_a_garde_contre() {
        let tricks = [(0, "SR S1 S2 S3"), (1, "H1 HR H2 H3")];
        let sans = count_tricks(&deal(Contract::GardeSans, "T21 C1", "", &tricks));
        assert_eq!(sans.taker_oudlers, 1);
        assert_eq!(sans.taker_points, HalfPoints(9 + 3 + 9 + 1));
        let contre = count_tricks(&deal(Contract::GardeContre, "T21 C1", "", &tricks));
        assert_eq!(contre.taker_oudlers, 0);
        assert_eq!(contre.defence_points, HalfPoints(9 + 1 + 9 + 3));
        // At a garde the discard counts for the taker.
        let garde = count_tricks(&deal(Contract::Garde, "", "C1 C2", &tricks));
        assert_eq!(garde.taker_points, HalfPoints(12 + 2));
    }

    #[test]
    fn outside_a_chelem_an_excuse_left_unpaid_keeps_its_four_and_a_half() {
        // The defence plays the excuse to the taker's trick, then wins a trick
        // of honours only: it has no low card to give, but this is no chelem,
        // so the règlement's 4 points do not apply: the excuse stays at 4.5.
        let d = deal(Contract::Garde, "", "", &[(0, "SR EX S2 S3"), (0, "HV HR HD HC")]);
        let tally = count_tricks(&d);
        assert_eq!(tally.chelem_made_by, None);
        // The excuse 9, the jack 3, the king 9, the queen 7, the knight 5.
        assert_eq!(tally.defence_points, HalfPoints(9 + 3 + 9 + 7 + 5));
    }

    #[test]
    fn a_defence_that_wins_nothing_else_keeps_its_excuse_counted_four_points() {
        // The taker's chelem without the excuse: the defence keeps it, worth
        // 4 points and not 4.5 (règlement, « Le jeu de la carte »).
        let d = deal(Contract::Garde, "", "", &[(0, "SR EX S2 S3"), (0, "HR H1 H2 H3")]);
        let tally = count_tricks(&d);
        assert_eq!(tally.chelem_made_by, Some(Side::Taker));
        assert_eq!(tally.defence_points, HalfPoints(8));
        assert_eq!(tally.taker_points.0 + tally.defence_points.0, 9 + 9 + 2 + 9 + 3);
    }

    #[test]
    fn an_unfinished_deal_cannot_be_counted() {
        let d = deal(Contract::Garde, "", "", &[(0, "SR S1 S2 S3")]);
        let error = tally(&d).err().unwrap();
        assert_eq!((error.code, error.pointer.as_str()), ("invalid_record", "/tricks"));
    }
}
