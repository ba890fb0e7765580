//! The shape of a deal: how many players, how many cards each and in the dog,
//! who deals and who plays next, the contracts and the two sides.
//!
//! Players are numbered from 0 in the order of play. Tarot turns
//! counter-clockwise, so player `i + 1` sits to the right of player `i`: he
//! bids, plays and deals after him. The player after the dealer bids first
//! and leads to the first trick; the deal passes to him next.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::card::{Card, CardSet};

/// How many play at the table: 3, 4 or 5.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum TableSize {
    /// Three players: 24 cards each, a dog of 6.
    Three,
    /// Four players (the official game): 18 cards each, a dog of 6.
    Four,
    /// Five players: 15 cards each, a dog of 3, and the taker calls a king.
    Five,
}

impl TableSize {
    /// The table for `count` players, if tarot is played by that many.
    pub fn from_count(count: usize) -> Option<TableSize> {
        match count {
            3 => Some(TableSize::Three),
            4 => Some(TableSize::Four),
            5 => Some(TableSize::Five),
            _ => None,
        }
    }

    /// The number of players.
    pub fn players(self) -> usize {
        match self {
            TableSize::Three => 3,
            TableSize::Four => 4,
            TableSize::Five => 5,
        }
    }

    /// The cards dealt to each player.
    pub fn hand_size(self) -> usize {
        match self {
            TableSize::Three => 24,
            TableSize::Four => 18,
            TableSize::Five => 15,
        }
    }

    /// The cards of the dog.
    pub fn dog_size(self) -> usize {
        match self {
            TableSize::Three | TableSize::Four => 6,
            TableSize::Five => 3,
        }
    }

    /// The number of tricks in a deal: one per card in a hand.
    pub fn tricks(self) -> usize {
        self.hand_size()
    }

    /// Whether the taker calls a king (five players).
    pub fn calls_a_king(self) -> bool {
        self == TableSize::Five
    }

    /// The player who plays after `player`: the one to his right.
    pub fn next(self, player: usize) -> usize {
        (player + 1) % self.players()
    }

    /// The player who bids first and leads to the first trick: the one to the
    /// dealer's right.
    pub fn first_to_play(self, dealer: usize) -> usize {
        self.next(dealer)
    }

    /// The dealer of the next deal: the deal turns counter-clockwise, so it
    /// passes to the player to the right of this dealer.
    pub fn next_dealer(self, dealer: usize) -> usize {
        self.next(dealer)
    }
}

/// A contract, from the lowest to the highest. Written `prise` (also read
/// as `petite`, its former name), `garde`, `garde_sans`, `garde_contre`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", schema(as = TarotContract))]
pub enum Contract {
    /// Prise (formerly petite): the taker takes the dog and discards; ×1.
    #[serde(alias = "petite")]
    Prise,
    /// Garde: as the prise, ×2.
    Garde,
    /// Garde sans le chien: nobody sees the dog, which counts for the taker; ×4.
    GardeSans,
    /// Garde contre le chien: nobody sees the dog, which counts for the defence; ×6.
    GardeContre,
}

impl Contract {
    /// The four contracts from the lowest.
    pub const ALL: [Contract; 4] = [Contract::Prise, Contract::Garde, Contract::GardeSans, Contract::GardeContre];

    /// The multiplier of the deal's value: 1, 2, 4, 6.
    pub fn multiplier(self) -> i32 {
        match self {
            Contract::Prise => 1,
            Contract::Garde => 2,
            Contract::GardeSans => 4,
            Contract::GardeContre => 6,
        }
    }

    /// Where the dog goes.
    pub fn dog(self) -> DogUse {
        match self {
            Contract::Prise | Contract::Garde => DogUse::TakerDiscards,
            Contract::GardeSans => DogUse::CountsForTaker,
            Contract::GardeContre => DogUse::CountsForDefence,
        }
    }

    /// The contract's name in the notation: `prise`, `garde`, `garde_sans`, `garde_contre`.
    pub fn as_str(self) -> &'static str {
        match self {
            Contract::Prise => "prise",
            Contract::Garde => "garde",
            Contract::GardeSans => "garde_sans",
            Contract::GardeContre => "garde_contre",
        }
    }
}

impl fmt::Display for Contract {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What happens to the dog under a contract.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DogUse {
    /// Prise and garde: the dog is shown, the taker takes it into his hand and
    /// discards as many cards, which count for him.
    TakerDiscards,
    /// Garde sans: unseen, counted with the taker's tricks (its oudlers too).
    CountsForTaker,
    /// Garde contre: unseen, counted with the defence's tricks.
    CountsForDefence,
}

/// One bid: pass or a contract. Written `pass` or a contract's name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", schema(as = TarotBid))]
pub enum Bid {
    /// Passe.
    Pass,
    /// Prise (or `petite`).
    #[serde(alias = "petite")]
    Prise,
    /// Garde.
    Garde,
    /// Garde sans le chien.
    GardeSans,
    /// Garde contre le chien.
    GardeContre,
}

impl Bid {
    /// The contract bid, or `None` for a pass.
    pub fn contract(self) -> Option<Contract> {
        match self {
            Bid::Pass => None,
            Bid::Prise => Some(Contract::Prise),
            Bid::Garde => Some(Contract::Garde),
            Bid::GardeSans => Some(Contract::GardeSans),
            Bid::GardeContre => Some(Contract::GardeContre),
        }
    }
}

/// The two sides of a deal. At five players the taker's side includes his
/// partner (the holder of the called king).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", schema(as = TarotSide))]
pub enum Side {
    /// The taker (and his partner at five).
    Taker,
    /// The defence.
    Defence,
}

impl Side {
    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::Taker => Side::Defence,
            Side::Defence => Side::Taker,
        }
    }

    /// The side's name in the notation: `taker` or `defence`.
    pub fn as_str(self) -> &'static str {
        match self {
            Side::Taker => "taker",
            Side::Defence => "defence",
        }
    }
}

/// Who is on which side once the taker (and, at five, his partner) is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sides {
    /// The taker.
    pub taker: usize,
    /// The taker's partner at five players; `None` when he plays alone
    /// (three or four players, or he called a king he held or one in the dog).
    pub partner: Option<usize>,
}

impl Sides {
    /// The side `player` is on.
    pub fn of(&self, player: usize) -> Side {
        if player == self.taker || Some(player) == self.partner { Side::Taker } else { Side::Defence }
    }
}

/// The contract reached by `bids`, made in turn from the player after the
/// dealer, and the index in `bids` of the bid that won it: the highest
/// contract. `None` when everyone passed (the cards are dealt again).
pub fn auction_winner(bids: &[Bid]) -> Option<(usize, Contract)> {
    let mut best: Option<(usize, Contract)> = None;
    for (i, bid) in bids.iter().enumerate() {
        if let Some(contract) = bid.contract()
            && best.is_none_or(|(_, b)| contract > b)
        {
            best = Some((i, contract));
        }
    }
    best
}

/// Whether a dealt hand holds the petit sec: the petit as its only trump,
/// without the excuse. The deal is then cancelled.
pub fn has_petit_sec(hand: CardSet) -> bool {
    hand.trumps() == CardSet::of([Card::PETIT]) && !hand.contains(Card::EXCUSE)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_and_dog_sizes_deal_the_whole_pack() {
        for (size, hand, dog) in [(TableSize::Three, 24, 6), (TableSize::Four, 18, 6), (TableSize::Five, 15, 3)] {
            assert_eq!(size.hand_size(), hand);
            assert_eq!(size.dog_size(), dog);
            assert_eq!(size.players() * hand + dog, crate::card::PACK_SIZE);
            assert_eq!(TableSize::from_count(size.players()), Some(size));
        }
        assert_eq!(TableSize::from_count(2), None);
        assert_eq!(TableSize::from_count(6), None);
    }

    #[test]
    fn play_and_the_deal_turn_counter_clockwise_from_the_dealers_right() {
        let four = TableSize::Four;
        assert_eq!(four.first_to_play(3), 0);
        assert_eq!(four.first_to_play(1), 2);
        assert_eq!(four.next_dealer(1), 2);
        assert_eq!(TableSize::Five.next(4), 0);
        assert_eq!(TableSize::Three.next(1), 2);
    }

    #[test]
    fn contracts_rank_and_multiply() {
        assert_eq!(Contract::ALL.map(Contract::multiplier), [1, 2, 4, 6]);
        assert!(Contract::Prise < Contract::Garde && Contract::GardeSans < Contract::GardeContre);
        assert_eq!(Contract::GardeSans.dog(), DogUse::CountsForTaker);
        assert_eq!(Contract::GardeContre.dog(), DogUse::CountsForDefence);
        assert_eq!(serde_json::from_str::<Contract>("\"petite\"").ok(), Some(Contract::Prise));
        assert_eq!(serde_json::to_string(&Contract::GardeSans).ok().as_deref(), Some("\"garde_sans\""));
    }

    #[test]
    fn the_highest_bid_takes() {
        let bids = [Bid::Prise, Bid::Pass, Bid::Garde, Bid::Pass];
        assert_eq!(auction_winner(&bids), Some((2, Contract::Garde)));
        assert_eq!(auction_winner(&[Bid::Pass; 4]), None);
    }

    #[test]
    fn the_petit_alone_without_the_excuse_is_petit_sec() {
        let set = |text: &str| CardSet::of(text.split_whitespace().filter_map(|c| c.parse::<Card>().ok()));
        assert!(has_petit_sec(set("T1 S2 H3 DR")));
        assert!(!has_petit_sec(set("T1 EX S2 H3")));
        assert!(!has_petit_sec(set("T1 T2 S2")));
        assert!(!has_petit_sec(set("T2 S2")));
    }

    #[test]
    fn the_partner_is_on_the_takers_side() {
        let sides = Sides { taker: 1, partner: Some(3) };
        assert_eq!(sides.of(1), Side::Taker);
        assert_eq!(sides.of(3), Side::Taker);
        assert_eq!(sides.of(0), Side::Defence);
    }
}
