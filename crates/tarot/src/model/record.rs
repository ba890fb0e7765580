//! A tarot deal record in JSON, and its validation into a [`Deal`].
//!
//! The record lists the players in the order of play (each plays after the
//! one before: counter-clockwise round the table) and refers to them by their
//! index in that list, from 0. It gives the hands as dealt, the dog, the
//! auction (or the taker and contract directly), at five players the called
//! king, the discard, the handles shown, whether a chelem was announced, and
//! the tricks in the order played with who played each card.
//!
//! What cannot have happened is refused with the JSON pointer of the field
//! (relative to the record: `/tricks/3/cards/2`): a card twice, a hand or dog
//! of the wrong size, a card played by a player who did not hold it, a trick
//! of the wrong size, a bid lower than the one before. Irregularities that
//! can happen at a table are kept, for the rules to find: a revoke, a lead
//! out of turn, a false discard, a handle shown with a fault.

use serde::{Deserialize, Serialize};

use crate::card::{CAVALIER, Card, CardSet, DAME, ROI, Suit, VALET};
use crate::deal::{Bid, Contract, DogUse, Side, Sides, TableSize, auction_winner};
use crate::error::TarotError;
use crate::handles::{self, HandleCheck, HandleKind};
use crate::play::trick_winner;

const CODE: &str = "invalid_record";

/// A deal as played, as club software or an app records it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "openapi", schema(as = TarotDealRecord))]
pub struct DealRecord {
    /// The players' names in the order of play (counter-clockwise round the
    /// table): 3, 4 or 5. Everywhere else a player is his index in this list,
    /// from 0.
    pub players: Vec<String>,
    /// The dealer. The player after him bids first and leads to the first trick.
    pub dealer: usize,
    /// Each player's hand as dealt, in the order of `players`: 24, 18 or 15 cards.
    pub hands: Vec<Vec<Card>>,
    /// The dog as dealt: 6 cards (3 at five players).
    pub dog: Vec<Card>,
    /// The auction: one bid per player, starting with the player after the
    /// dealer. When given, the taker and the contract follow from it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bids: Option<Vec<Bid>>,
    /// The taker (required without `bids`; must agree with them otherwise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub taker: Option<usize>,
    /// The contract (required without `bids`; must agree with them otherwise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contract: Option<Contract>,
    /// At five players, the king the taker called (a queen when he holds the
    /// four kings). Its holder is his partner; he plays alone when it is in
    /// his own hand or in the dog.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub called_king: Option<Card>,
    /// The taker's discard at a prise or a garde, as many cards as the dog.
    /// When left out of a complete record it is worked out: the cards of the
    /// taker's hand and the dog that he did not play.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub discard: Option<Vec<Card>>,
    /// The handles shown, each with its cards in the order shown.
    #[serde(default)]
    pub handles: Vec<HandleRecord>,
    /// Whether the taker announced a chelem (he then leads to the first trick).
    #[serde(default)]
    pub chelem_announced: bool,
    /// The tricks in the order played. The last one may be incomplete when
    /// play stopped; every other has one card per player.
    #[serde(default)]
    pub tricks: Vec<TrickRecord>,
}

/// A handle shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "openapi", schema(as = TarotHandleRecord))]
pub struct HandleRecord {
    /// Who showed it.
    pub player: usize,
    /// The handle he announced; by default the largest the cards shown make.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<HandleKind>,
    /// The trumps shown (the excuse may stand for one), in the order shown.
    pub cards: Vec<Card>,
}

/// One trick of a record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "openapi", schema(as = TarotTrickRecord))]
pub struct TrickRecord {
    /// The cards in the order played, the lead first.
    pub cards: Vec<PlayRecord>,
}

/// A card played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "openapi", schema(as = TarotPlay))]
pub struct PlayRecord {
    /// Who played it.
    pub player: usize,
    /// The card.
    pub card: Card,
}

/// A handle as validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShownHandle {
    /// Who showed it.
    pub player: usize,
    /// The cards shown, in order.
    pub cards: Vec<Card>,
    /// The handle, whether it counts, and its faults.
    pub check: HandleCheck,
}

/// A trick as validated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trick {
    /// The trick's number, from 1.
    pub number: usize,
    /// Who led.
    pub leader: usize,
    /// Who was on lead by the rules: the winner of the trick before (the
    /// player after the dealer, or the taker who announced a chelem, for the
    /// first). Differs from `leader` after a lead out of turn.
    pub expected_leader: usize,
    /// The cards in the order played, with their players.
    pub cards: Vec<(usize, Card)>,
    /// The winner of a complete trick.
    pub winner: Option<usize>,
}

/// A deal record that passed validation: every card is where it can be.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deal {
    /// The table.
    pub size: TableSize,
    /// The players' names, in the order of play.
    pub players: Vec<String>,
    /// The dealer.
    pub dealer: usize,
    /// The hands as dealt.
    pub hands: Vec<CardSet>,
    /// The dog as dealt.
    pub dog: CardSet,
    /// The contract.
    pub contract: Contract,
    /// The taker and his partner.
    pub sides: Sides,
    /// The card called at five players.
    pub called: Option<Card>,
    /// The discard (empty at a garde sans or contre).
    pub discard: CardSet,
    /// Whether the discard was worked out from the play rather than given.
    pub discard_inferred: bool,
    /// The handles shown.
    pub handles: Vec<ShownHandle>,
    /// Whether the taker announced a chelem.
    pub chelem_announced: bool,
    /// The tricks in the order played.
    pub tricks: Vec<Trick>,
}

impl Deal {
    /// The cards `player` held when play began: the dealt hand, and for the
    /// taker at a prise or garde the dog taken in less the discard.
    pub fn hand_in_play(&self, player: usize) -> CardSet {
        hand_in_play(self, player)
    }

    /// Whether every trick was played out.
    pub fn is_complete(&self) -> bool {
        self.tricks.len() == self.size.tricks() && self.tricks.iter().all(|t| t.winner.is_some())
    }

    /// The side `player` is on.
    pub fn side_of(&self, player: usize) -> Side {
        self.sides.of(player)
    }

    /// The name of `player`.
    pub fn name(&self, player: usize) -> &str {
        self.players.get(player).map_or("?", String::as_str)
    }
}

fn hand_in_play(deal: &Deal, player: usize) -> CardSet {
    let dealt = deal.hands.get(player).copied().unwrap_or_default();
    if player == deal.sides.taker && deal.contract.dog() == DogUse::TakerDiscards {
        dealt.union(deal.dog).difference(deal.discard)
    } else {
        dealt
    }
}

/// Where a card lies before play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    Hand(usize),
    Dog,
}

/// Checks `record` and builds the deal.
///
/// # Errors
/// A [`TarotError`] (`invalid_record`) naming the first field that cannot be true.
pub fn validate(record: &DealRecord) -> Result<Deal, TarotError> {
    validate_with(record, DiscardSize::AsTheDog)
}

/// Checks a record whose discard may be one card too many or too few: a
/// false discard (code d'arbitrage, « Faux écart »), which the arbiter rules
/// once the deal is played out. With one card too many the taker has none
/// for the last trick, which the others play among themselves; with one
/// too few his last card is left over, and the code gives it to him as the
/// last trick: it is counted with his discard (`Deal::discard` holds it).
/// Every other check is [`validate`]'s.
///
/// # Errors
/// As [`validate`], and a discard more than one card off.
pub fn validate_false_discard(record: &DealRecord) -> Result<Deal, TarotError> {
    validate_with(record, DiscardSize::OneCardOff)
}

/// How many cards the discard may hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum DiscardSize {
    /// As many as the dog (the règlement).
    AsTheDog,
    /// As many as the dog, or one more or one fewer (a false discard).
    OneCardOff,
}

/// Checks `record` and builds the deal, its discard of `discard_size`.
fn validate_with(record: &DealRecord, discard_size: DiscardSize) -> Result<Deal, TarotError> {
    let size = table_size(record)?;
    let n = size.players();
    let players = record.players.clone();
    let check_player = |p: usize, pointer: String| {
        if p < n {
            Ok(p)
        } else {
            Err(TarotError::new(CODE, pointer, "tarot-record-player-index").arg("index", p).arg("count", n))
        }
    };
    let dealer = check_player(record.dealer, "/dealer".into())?;
    let Dealt { place, hands, dog } = lay_out(record, size, &players)?;

    let (taker, contract) = auction(record, size, dealer)?;
    let taker = check_player(taker, "/taker".into())?;
    let (called, partner) = called_card(record, size, &hands, &place, taker)?;
    let sides = Sides { taker, partner };

    let uses_discard = contract.dog() == DogUse::TakerDiscards;
    let taker_cards = hands[taker].union(dog);
    let given_discard = match (&record.discard, uses_discard) {
        (Some(discard), false) if !discard.is_empty() => {
            return Err(TarotError::new(CODE, "/discard", "tarot-record-discard-not-allowed")
                .arg("contract", contract.as_str()));
        }
        (Some(discard), true) => Some(check_discard(discard, size, discard_size, taker_cards, &place, &players)?),
        _ => None,
    };

    let mut deal = Deal {
        size,
        players: players.clone(),
        dealer,
        hands,
        dog,
        contract,
        sides,
        called,
        // Until the discard is known the taker may play any card of his hand
        // and the dog; a missing discard is worked out once play is read.
        discard: given_discard.unwrap_or(CardSet::EMPTY),
        discard_inferred: false,
        handles: Vec::new(),
        chelem_announced: record.chelem_announced,
        tricks: Vec::new(),
    };
    // One card too few in a false discard: the taker's last card may be
    // written as a last trick of its own (the code's words); it is read as
    // the card left in his hand, below.
    let trimmed = match discard_size {
        DiscardSize::OneCardOff => written_left_over(record, size, taker),
        DiscardSize::AsTheDog => None,
    };
    let left_over_written = trimmed.as_ref().map(|(_, card)| *card);
    let record = trimmed.as_ref().map_or(record, |(trimmed, _)| trimmed);
    deal.tricks = read_tricks(record, &deal, &place)?;
    if uses_discard && given_discard.is_none() {
        if !deal.is_complete() {
            return Err(TarotError::new(CODE, "/discard", "tarot-record-discard-missing"));
        }
        deal.discard = taker_cards.difference(played_by(&deal, taker));
        deal.discard_inferred = true;
    }
    // Only once the last trick is complete: before, the taker's unplayed
    // cards are not "left over".
    if discard_size == DiscardSize::OneCardOff
        && given_discard.is_some()
        && deal.tricks.len() == size.tricks()
        && deal.tricks.last().is_some_and(|t| t.winner.is_some())
    {
        add_left_over(&mut deal, left_over_written, &place)?;
    }
    deal.handles = read_handles(record, &deal)?;
    Ok(deal)
}

/// The table's size, from its players, each named.
fn table_size(record: &DealRecord) -> Result<TableSize, TarotError> {
    let size = TableSize::from_count(record.players.len()).ok_or_else(|| {
        TarotError::new(CODE, "/players", "tarot-record-player-count").arg("count", record.players.len())
    })?;
    for (i, name) in record.players.iter().enumerate() {
        if name.trim().is_empty() {
            return Err(TarotError::new(CODE, format!("/players/{i}"), "tarot-record-player-name"));
        }
    }
    Ok(size)
}

/// The cards as dealt: where each lies, the hands and the dog.
struct Dealt {
    /// Where each of the 78 cards was dealt (by its index), if it was.
    place: [Option<Place>; 78],
    /// Each player's hand, in the record's order of players.
    hands: Vec<CardSet>,
    /// The dog (chien).
    dog: CardSet,
}

/// The hands and the dog of `record`, checked: every card once, the right
/// counts.
fn lay_out(record: &DealRecord, size: TableSize, players: &[String]) -> Result<Dealt, TarotError> {
    let n = size.players();
    let name = |p: usize| players.get(p).cloned().unwrap_or_default();
    // The hands and the dog: every card once, the right counts.
    if record.hands.len() != n {
        return Err(TarotError::new(CODE, "/hands", "tarot-record-hand-count")
            .arg("count", record.hands.len())
            .arg("players", n));
    }
    let mut place: [Option<Place>; 78] = [None; 78];
    let mut hands = Vec::with_capacity(n);
    for (p, hand) in record.hands.iter().enumerate() {
        if hand.len() != size.hand_size() {
            return Err(TarotError::new(CODE, format!("/hands/{p}"), "tarot-record-hand-size")
                .arg("player", name(p))
                .arg("count", hand.len())
                .arg("expected", size.hand_size()));
        }
        for (j, card) in hand.iter().enumerate() {
            locate(&mut place, *card, Place::Hand(p), || format!("/hands/{p}/{j}"), players)?;
        }
        hands.push(CardSet::of(hand.iter().copied()));
    }
    if record.dog.len() != size.dog_size() {
        return Err(TarotError::new(CODE, "/dog", "tarot-record-dog-size")
            .arg("count", record.dog.len())
            .arg("expected", size.dog_size()));
    }
    for (j, card) in record.dog.iter().enumerate() {
        locate(&mut place, *card, Place::Dog, || format!("/dog/{j}"), players)?;
    }
    let dog = CardSet::of(record.dog.iter().copied());
    Ok(Dealt { place, hands, dog })
}

/// The cards `player` played to the tricks of `deal`.
fn played_by(deal: &Deal, player: usize) -> CardSet {
    CardSet::of(deal.tricks.iter().flat_map(|t| t.cards.iter()).filter_map(|(p, c)| (*p == player).then_some(*c)))
}

/// A false discard one card short whose last card the record writes as a
/// last trick of its own, the taker's card alone: the record without that
/// trick, and the card.
fn written_left_over(record: &DealRecord, size: TableSize, taker: usize) -> Option<(DealRecord, Card)> {
    let (last, played) = record.tricks.split_last()?;
    match last.cards.as_slice() {
        [only] if only.player == taker && record.tricks.len() == size.tricks() + 1 => {
            Some((DealRecord { tricks: played.to_vec(), ..record.clone() }, only.card))
        }
        _ => None,
    }
}

/// A false discard one card short, the last trick complete: the taker's
/// card left in his hand is counted with his discard. The card the record
/// wrote as that last trick, if it did, must be it.
fn add_left_over(
    deal: &mut Deal,
    left_over_written: Option<Card>,
    place: &[Option<Place>; 78],
) -> Result<(), TarotError> {
    let (size, taker) = (deal.size, deal.sides.taker);
    // One card too few: the taker's card left after the last trick is
    // his, as the code's last trick of one card.
    let left = hand_in_play(deal, taker).difference(played_by(deal, taker));
    if let Some(card) = left_over_written
        && !left.contains(card)
    {
        let pointer = format!("/tricks/{}/cards/0", size.tricks());
        let first = deal.tricks.iter().position(|t| t.cards.iter().any(|(_, c)| *c == card));
        let error = match first {
            Some(i) => TarotError::new(CODE, pointer, "tarot-record-card-played-twice").arg("first", i + 1),
            None => {
                let (where_, holder) = if deal.discard.contains(card) {
                    ("discard", String::new())
                } else {
                    place[usize::from(card.id())].map_or(("dog", String::new()), |p| describe(p, &deal.players))
                };
                TarotError::new(CODE, pointer, "tarot-record-card-not-held").arg("place", where_).arg("holder", holder)
            }
        };
        return Err(error
            .arg("trick", size.tricks() + 1)
            .arg("player", deal.name(taker).to_owned())
            .arg("card", card.to_string()));
    }
    deal.discard = deal.discard.union(left);
    Ok(())
}

/// Records where `card` lies, refusing a second place.
fn locate(
    place: &mut [Option<Place>; 78],
    card: Card,
    here: Place,
    // Written only for the error (issue 18: a pointer formatted for each of
    // a deal's 78 cards, for an error a valid deal never has).
    pointer: impl FnOnce() -> String,
    players: &[String],
) -> Result<(), TarotError> {
    let slot = &mut place[usize::from(card.id())];
    if let Some(first) = *slot {
        let (where_, holder) = describe(first, players);
        return Err(TarotError::new(CODE, pointer(), "tarot-record-card-twice")
            .arg("card", card.to_string())
            .arg("place", where_)
            .arg("holder", holder));
    }
    *slot = Some(here);
    Ok(())
}

/// A place as message arguments: `hand` with the holder's name, or `dog`.
fn describe(place: Place, players: &[String]) -> (&'static str, String) {
    match place {
        Place::Hand(p) => ("hand", players.get(p).cloned().unwrap_or_default()),
        Place::Dog => ("dog", String::new()),
    }
}

/// The taker and the contract, from the bids or as given, checked against each other.
fn auction(record: &DealRecord, size: TableSize, dealer: usize) -> Result<(usize, Contract), TarotError> {
    let from_bids = match &record.bids {
        None => None,
        Some(bids) => {
            if bids.len() != size.players() {
                return Err(TarotError::new(CODE, "/bids", "tarot-record-bid-count")
                    .arg("count", bids.len())
                    .arg("players", size.players()));
            }
            let mut highest: Option<Contract> = None;
            for (i, bid) in bids.iter().enumerate() {
                if let Some(contract) = bid.contract() {
                    if let Some(h) = highest
                        && contract <= h
                    {
                        return Err(TarotError::new(CODE, format!("/bids/{i}"), "tarot-record-bid-too-low")
                            .arg("bid", contract.as_str())
                            .arg("highest", h.as_str()));
                    }
                    highest = Some(contract);
                }
            }
            let (i, contract) =
                auction_winner(bids).ok_or_else(|| TarotError::new(CODE, "/bids", "tarot-record-all-passed"))?;
            Some(((size.first_to_play(dealer) + i) % size.players(), contract))
        }
    };
    match (from_bids, record.taker, record.contract) {
        (Some((taker, _)), Some(given), _) if given != taker => {
            Err(TarotError::new(CODE, "/taker", "tarot-record-taker-mismatch")
                .arg("index", given)
                .arg("expected", taker))
        }
        (Some((_, contract)), _, Some(given)) if given != contract => {
            Err(TarotError::new(CODE, "/contract", "tarot-record-contract-mismatch")
                .arg("contract", given.as_str())
                .arg("expected", contract.as_str()))
        }
        (Some(found), _, _) => Ok(found),
        (None, Some(taker), Some(contract)) => Ok((taker, contract)),
        (None, None, _) => Err(TarotError::new(CODE, "/taker", "tarot-record-missing-taker")),
        (None, Some(_), None) => Err(TarotError::new(CODE, "/contract", "tarot-record-missing-contract")),
    }
}

/// Whether a taker holding `hand` may call a card of `rank` (règlement, « Le
/// jeu à 5 joueurs »): a king, always (one of his own: he plays alone); a
/// queen when he holds the four kings; a cavalier when he holds the four
/// kings and the four queens; a jack with the four kings, queens and
/// cavaliers (the règlement's « quatre grands mariages »).
pub fn may_call(hand: CardSet, rank: u8) -> bool {
    let holds_all = |r: u8| Suit::ALL.iter().all(|s| Card::suited(*s, r).is_some_and(|c| hand.contains(c)));
    match rank {
        ROI => true,
        DAME | CAVALIER | VALET => (rank + 1..=ROI).all(holds_all),
        _ => false,
    }
}

/// The card called at five players and the partner it makes.
fn called_card(
    record: &DealRecord,
    size: TableSize,
    hands: &[CardSet],
    place: &[Option<Place>; 78],
    taker: usize,
) -> Result<(Option<Card>, Option<usize>), TarotError> {
    let Some(card) = record.called_king else {
        if size.calls_a_king() {
            return Err(TarotError::new(CODE, "/called_king", "tarot-record-called-missing"));
        }
        return Ok((None, None));
    };
    if !size.calls_a_king() {
        return Err(TarotError::new(CODE, "/called_king", "tarot-record-called-not-five"));
    }
    let allowed = match card.kind() {
        crate::card::CardKind::Suited(_, rank) => may_call(hands[taker], rank),
        _ => false,
    };
    if !allowed {
        return Err(TarotError::new(CODE, "/called_king", "tarot-record-called-card").arg("card", card.to_string()));
    }
    let partner = match place[usize::from(card.id())] {
        Some(Place::Hand(p)) if p != taker => Some(p),
        _ => None,
    };
    Ok((Some(card), partner))
}

/// A given discard: as many cards as the dog, each from the taker's hand or the dog.
fn check_discard(
    discard: &[Card],
    size: TableSize,
    allowed: DiscardSize,
    taker_cards: CardSet,
    place: &[Option<Place>; 78],
    players: &[String],
) -> Result<CardSet, TarotError> {
    let off = discard.len().abs_diff(size.dog_size());
    if off > usize::from(allowed == DiscardSize::OneCardOff) {
        return Err(TarotError::new(CODE, "/discard", "tarot-record-discard-size")
            .arg("count", discard.len())
            .arg("expected", size.dog_size()));
    }
    let mut set = CardSet::EMPTY;
    for (j, card) in discard.iter().enumerate() {
        if !taker_cards.contains(*card) {
            let (where_, holder) =
                place[usize::from(card.id())].map_or(("dog", String::new()), |p| describe(p, players));
            return Err(TarotError::new(CODE, format!("/discard/{j}"), "tarot-record-discard-not-held")
                .arg("card", card.to_string())
                .arg("place", where_)
                .arg("holder", holder));
        }
        if !set.insert(*card) {
            return Err(TarotError::new(CODE, format!("/discard/{j}"), "tarot-record-discard-twice")
                .arg("card", card.to_string()));
        }
    }
    Ok(set)
}

/// Reads the tricks: each card from its player's remaining cards, players in
/// turn from the leader, every trick complete but the last.
fn read_tricks(record: &DealRecord, deal: &Deal, place: &[Option<Place>; 78]) -> Result<Vec<Trick>, TarotError> {
    let size = deal.size;
    let n = size.players();
    if record.tricks.len() > size.tricks() {
        return Err(TarotError::new(CODE, "/tricks", "tarot-record-too-many-tricks")
            .arg("count", record.tricks.len())
            .arg("expected", size.tricks()));
    }
    let mut remaining: Vec<CardSet> = (0..n).map(|p| hand_in_play(deal, p)).collect();
    // The trick in which each card was played (1-based), by card.
    let mut played_in = [0usize; 78];
    let mut tricks: Vec<Trick> = Vec::with_capacity(record.tricks.len());
    let mut expected_leader = if deal.chelem_announced { deal.sides.taker } else { size.first_to_play(deal.dealer) };
    for (t, trick) in record.tricks.iter().enumerate() {
        let number = t + 1;
        let is_last_recorded = t + 1 == record.tricks.len();
        // The players who still hold cards play, in turn: all of them but
        // at the last trick of a false discard of one card too many, where
        // the taker has none (`validate_false_discard`).
        let holding: Vec<usize> = (0..n).filter(|&p| !remaining[p].is_empty()).collect();
        let m = holding.len();
        if trick.cards.is_empty() || trick.cards.len() > m || (trick.cards.len() < m && !is_last_recorded) {
            return Err(TarotError::new(CODE, format!("/tricks/{t}"), "tarot-record-trick-size")
                .arg("trick", number)
                .arg("count", trick.cards.len())
                .arg("players", n));
        }
        let leader = trick.cards[0].player;
        let mut cards = Vec::with_capacity(n);
        for (c, play) in trick.cards.iter().enumerate() {
            // Written only for an error (issue 18: it was formatted for each
            // card of the deal on every score).
            let pointer = || format!("/tricks/{t}/cards/{c}");
            if play.player >= n {
                return Err(TarotError::new(CODE, format!("{}/player", pointer()), "tarot-record-player-index")
                    .arg("index", play.player)
                    .arg("count", n));
            }
            let in_turn =
                holding.iter().position(|&p| p == leader).map_or((leader + c) % n, |first| holding[(first + c) % m]);
            if play.player != in_turn {
                return Err(TarotError::new(CODE, format!("{}/player", pointer()), "tarot-record-out-of-rotation")
                    .arg("trick", number)
                    .arg("player", deal.name(play.player).to_owned())
                    .arg("expected", deal.name(in_turn).to_owned()));
            }
            let card = play.card;
            if !remaining[play.player].remove(card) {
                let first = played_in[usize::from(card.id())];
                let error = if first > 0 {
                    TarotError::new(CODE, pointer(), "tarot-record-card-played-twice").arg("first", first)
                } else {
                    let taker_took_dog = deal.contract.dog() == DogUse::TakerDiscards;
                    let (where_, holder) = match place[usize::from(card.id())] {
                        _ if deal.discard.contains(card) => ("discard", String::new()),
                        // At a prise or garde the dog went into the taker's hand.
                        Some(Place::Dog) if taker_took_dog => ("hand", deal.name(deal.sides.taker).to_owned()),
                        Some(p) => describe(p, &deal.players),
                        None => ("dog", String::new()),
                    };
                    TarotError::new(CODE, pointer(), "tarot-record-card-not-held")
                        .arg("place", where_)
                        .arg("holder", holder)
                };
                return Err(error
                    .arg("trick", number)
                    .arg("player", deal.name(play.player).to_owned())
                    .arg("card", card.to_string()));
            }
            played_in[usize::from(card.id())] = number;
            cards.push((play.player, card));
        }
        let winner = if cards.len() == m {
            // The excuse led to the last trick by the side that took every
            // other trick wins it (a chelem); otherwise it never wins.
            let excuse_wins = number == size.tricks()
                && tricks.iter().all(|prev| prev.winner.is_some_and(|w| deal.side_of(w) == deal.side_of(leader)));
            trick_winner(&cards, excuse_wins)
        } else {
            None
        };
        tricks.push(Trick { number, leader, expected_leader, cards, winner });
        if let Some(w) = winner {
            expected_leader = w;
        }
    }
    Ok(tricks)
}

/// The trump of the taker's discard that his handle may show (règlement, La
/// Poignée): the taker (`player`) holds the four kings and the trumps of a
/// triple handle (fifteen at four players), too few other cards to discard,
/// so the trump he discarded was forced on him; he shows it with his triple
/// handle, and it counts.
fn forced_trump_in_discard(deal: &Deal, player: usize, shown: &[Card]) -> Option<Card> {
    if player != deal.sides.taker || deal.contract.dog() != DogUse::TakerDiscards {
        return None;
    }
    let triple = HandleKind::Triple.threshold(deal.size);
    if shown.len() < triple {
        return None;
    }
    let mut from_discard = shown.iter().copied().filter(|c| c.is_trump() && deal.discard.contains(*c));
    let trump = from_discard.next()?;
    if from_discard.next().is_some() {
        return None;
    }
    let held = deal.hands.get(player).copied().unwrap_or_default().union(deal.dog);
    let discardable = held.iter().filter(|c| !c.is_king() && !c.is_oudler() && !c.is_trump()).count();
    // The règlement's case, and no wider: the four kings, and exactly the
    // trumps of a triple handle counting the one discarded (the excuse
    // standing in for a trump is not the case it names).
    let kings = held.iter().filter(|c| c.is_king()).count();
    let trumps = held.iter().filter(|c| c.is_trump()).count();
    (kings == 4 && trumps == triple && discardable < deal.size.dog_size()).then_some(trump)
}

/// Reads the handles: trumps (or the excuse) from the player's hand in play, once each.
fn read_handles(record: &DealRecord, deal: &Deal) -> Result<Vec<ShownHandle>, TarotError> {
    let n = deal.size.players();
    let mut shown_by = vec![false; n];
    let mut result = Vec::with_capacity(record.handles.len());
    for (i, handle) in record.handles.iter().enumerate() {
        let p = handle.player;
        if p >= n {
            return Err(TarotError::new(CODE, format!("/handles/{i}/player"), "tarot-record-player-index")
                .arg("index", p)
                .arg("count", n));
        }
        if std::mem::replace(&mut shown_by[p], true) {
            return Err(TarotError::new(CODE, format!("/handles/{i}/player"), "tarot-record-handle-twice")
                .arg("player", deal.name(p).to_owned()));
        }
        let mut hand = deal.hand_in_play(p);
        // Règlement, La Poignée: a taker forced to discard a trump (four
        // kings and fifteen trumps leave him too few other cards to discard)
        // shows it again with his triple handle, and it counts.
        let discarded_trump_shown = forced_trump_in_discard(deal, p, &handle.cards);
        if let Some(trump) = discarded_trump_shown {
            hand.insert(trump);
        }
        let mut seen = CardSet::EMPTY;
        for (j, card) in handle.cards.iter().enumerate() {
            // Written only for a refusal: every card of every handle came
            // here (issue 18).
            let pointer = || format!("/handles/{i}/cards/{j}");
            let args = |e: TarotError| e.arg("card", card.to_string()).arg("player", deal.name(p).to_owned());
            if !card.is_trump() && !card.is_excuse() {
                return Err(args(TarotError::new(CODE, pointer(), "tarot-record-handle-not-trump")));
            }
            if !hand.contains(*card) {
                return Err(args(TarotError::new(CODE, pointer(), "tarot-record-handle-not-held")));
            }
            if !seen.insert(*card) {
                return Err(args(TarotError::new(CODE, pointer(), "tarot-record-handle-card-twice")));
            }
        }
        let check = handles::check(deal.size, hand, &handle.cards, handle.kind);
        result.push(ShownHandle { player: p, cards: handle.cards.clone(), check });
    }
    Ok(result)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(cards: &str) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in cards.split_whitespace() {
            if let Ok(card) = card.parse::<Card>() {
                set.insert(card);
            }
        }
        set
    }

    #[test]
    fn the_taker_calls_a_king_then_lower_only_when_he_holds_every_higher_card() {
        let kings = "SR HR DR CR";
        let queens = "SD HD DD CD";
        let cavaliers = "SC HC DC CC";
        // A king, always: one of his own makes him play alone.
        assert!(may_call(hand(""), ROI));
        assert!(may_call(hand(kings), ROI));
        // A queen with the four kings, not with three.
        assert!(may_call(hand(kings), DAME));
        assert!(!may_call(hand("SR HR DR"), DAME));
        // A cavalier with the four kings and the four queens.
        assert!(!may_call(hand(kings), CAVALIER));
        assert!(may_call(hand(&format!("{kings} {queens}")), CAVALIER));
        // A jack with the four kings, queens and cavaliers.
        assert!(!may_call(hand(&format!("{kings} {queens}")), VALET));
        assert!(may_call(hand(&format!("{kings} {queens} {cavaliers}")), VALET));
        // Never a lower card.
        assert!(!may_call(hand(&format!("{kings} {queens} {cavaliers} SV HV DV CV")), 10));
    }
}
