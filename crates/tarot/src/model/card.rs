//! The 78 cards of French tarot, their notation, their value in the count,
//! and a compact set of cards.
//!
//! The notation (JSON and every message): trumps `T1` to `T21`, the excuse
//! `EX`, and the suit cards as a suit letter then a rank. Suits are written
//! `S` (pique), `H` (cœur), `D` (carreau), `C` (trèfle), as on bridge
//! cards; ranks are `R` (roi), `D` (dame), `C` (cavalier), `V` (valet), then
//! `10` down to `1`. So `SR` is the king of spades, `HD` the queen of hearts,
//! `DC` the knight of diamonds, `CV` the jack of clubs, `C10` the ten of clubs
//! and `D1` the ace of diamonds. Either case is read; cards are written back
//! in upper case.
//!
//! Values are kept in half-points ([`HalfPoints`]): a king or an oudler is
//! worth 4.5 points, i.e. 9 half-points, and the whole pack 182 half-points
//! (91 points). Integers keep every count exact.

#[cfg(feature = "openapi")]
use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
#[cfg(feature = "openapi")]
use utoipa::openapi::RefOr;
#[cfg(feature = "openapi")]
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};

/// One of the four suits. Written `S`, `H`, `D`, `C`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Suit {
    /// Pique (spades), `S`.
    Spades,
    /// Cœur (hearts), `H`.
    Hearts,
    /// Carreau (diamonds), `D`.
    Diamonds,
    /// Trèfle (clubs), `C`.
    Clubs,
}

impl Suit {
    /// The four suits in the order of the notation's card numbering.
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    /// The suit's letter.
    pub fn as_char(self) -> char {
        match self {
            Suit::Spades => 'S',
            Suit::Hearts => 'H',
            Suit::Diamonds => 'D',
            Suit::Clubs => 'C',
        }
    }

    /// The suit written `c` (either case).
    pub fn from_char(c: char) -> Option<Suit> {
        match c.to_ascii_uppercase() {
            'S' => Some(Suit::Spades),
            'H' => Some(Suit::Hearts),
            'D' => Some(Suit::Diamonds),
            'C' => Some(Suit::Clubs),
            _ => None,
        }
    }

    fn index(self) -> u8 {
        match self {
            Suit::Spades => 0,
            Suit::Hearts => 1,
            Suit::Diamonds => 2,
            Suit::Clubs => 3,
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Write::write_char(f, self.as_char())
    }
}

/// The rank of the valet (jack): ranks run 1 to 10, then valet, cavalier,
/// dame, roi.
pub const VALET: u8 = 11;
/// The rank of the cavalier (knight).
pub const CAVALIER: u8 = 12;
/// The rank of the dame (queen).
pub const DAME: u8 = 13;
/// The rank of the roi (king).
pub const ROI: u8 = 14;

/// What a card is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CardKind {
    /// A suit card: its suit and rank (1 to 10, then [`VALET`] 11,
    /// [`CAVALIER`] 12, [`DAME`] 13, [`ROI`] 14).
    Suited(Suit, u8),
    /// A trump, 1 (the petit) to 21.
    Trump(u8),
    /// The excuse.
    Excuse,
}

/// A tarot card. Internally a number from 0 to 77: the suit cards first
/// (spades, hearts, diamonds, clubs, each from the 1 to the king), then the
/// trumps from 1 to 21, then the excuse.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

/// The number of cards in the pack.
pub const PACK_SIZE: usize = 78;
/// The number of trumps, not counting the excuse.
pub const TRUMPS: u8 = 21;

impl Card {
    /// The petit: trump 1, an oudler.
    pub const PETIT: Card = Card(56);
    /// Trump 21, an oudler.
    pub const VINGT_ET_UN: Card = Card(76);
    /// The excuse, an oudler.
    pub const EXCUSE: Card = Card(77);
    /// The three oudlers (bouts): the petit, the 21 and the excuse.
    pub const OUDLERS: [Card; 3] = [Card::PETIT, Card::VINGT_ET_UN, Card::EXCUSE];

    /// Trump `n` (1 to 21).
    pub fn trump(n: u8) -> Option<Card> {
        (1..=TRUMPS).contains(&n).then(|| Card(55 + n))
    }

    /// The suit card of `suit` and `rank` (1 to 14).
    pub fn suited(suit: Suit, rank: u8) -> Option<Card> {
        (1..=ROI).contains(&rank).then(|| Card(suit.index() * 14 + rank - 1))
    }

    /// The king of `suit`.
    pub fn king(suit: Suit) -> Card {
        Card(suit.index() * 14 + ROI - 1)
    }

    /// The card numbered `id` (0 to 77), as in [`Card::id`].
    pub fn from_id(id: u8) -> Option<Card> {
        (usize::from(id) < PACK_SIZE).then_some(Card(id))
    }

    /// The card's number, 0 to 77.
    pub fn id(self) -> u8 {
        self.0
    }

    /// Every card, in the order of their numbers.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..78u8).map(Card)
    }

    /// What the card is.
    pub fn kind(self) -> CardKind {
        match self.0 {
            0..=55 => {
                let suit = Suit::ALL[usize::from(self.0 / 14)];
                CardKind::Suited(suit, self.0 % 14 + 1)
            }
            56..=76 => CardKind::Trump(self.0 - 55),
            _ => CardKind::Excuse,
        }
    }

    /// The suit of a suit card; `None` for trumps and the excuse.
    pub fn suit(self) -> Option<Suit> {
        match self.kind() {
            CardKind::Suited(suit, _) => Some(suit),
            _ => None,
        }
    }

    /// The trump's number (1 to 21); `None` for other cards, the excuse included.
    pub fn trump_number(self) -> Option<u8> {
        match self.kind() {
            CardKind::Trump(n) => Some(n),
            _ => None,
        }
    }

    /// Whether the card is a trump (1 to 21). The excuse is not.
    pub fn is_trump(self) -> bool {
        (56..=76).contains(&self.0)
    }

    /// Whether the card is the excuse.
    pub fn is_excuse(self) -> bool {
        self == Card::EXCUSE
    }

    /// Whether the card is one of the three oudlers.
    pub fn is_oudler(self) -> bool {
        Card::OUDLERS.contains(&self)
    }

    /// Whether the card is a king.
    pub fn is_king(self) -> bool {
        matches!(self.kind(), CardKind::Suited(_, ROI))
    }

    /// The card's value in half-points: oudlers and kings 9 (4.5 points),
    /// queens 7, knights 5, jacks 3, every other card 1 (0.5 point).
    pub fn half_points(self) -> u16 {
        match self.kind() {
            CardKind::Excuse | CardKind::Trump(1 | 21) | CardKind::Suited(_, ROI) => 9,
            CardKind::Suited(_, DAME) => 7,
            CardKind::Suited(_, CAVALIER) => 5,
            CardKind::Suited(_, VALET) => 3,
            CardKind::Suited(..) | CardKind::Trump(_) => 1,
        }
    }
}

/// Each card's notation, by its number: the suit cards (spades, hearts,
/// diamonds, clubs, each from the 1 to the king: `V`alet, `C`avalier,
/// `D`ame, `R`oi), the trumps, the excuse. A test holds it to the cards'
/// kinds.
const NOTATIONS: [&str; PACK_SIZE] = [
    "S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8", "S9", "S10", "SV", "SC", "SD", "SR", "H1", "H2", "H3", "H4", "H5",
    "H6", "H7", "H8", "H9", "H10", "HV", "HC", "HD", "HR", "D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "D10",
    "DV", "DC", "DD", "DR", "C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "C10", "CV", "CC", "CD", "CR", "T1",
    "T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10", "T11", "T12", "T13", "T14", "T15", "T16", "T17", "T18",
    "T19", "T20", "T21", "EX",
];

impl Card {
    /// The card's notation: `T21`, `EX`, `SR`, `C10`.
    pub fn notation(self) -> &'static str {
        // A table rather than formatting the number: every card of a
        // score's answer is written here (issue 18).
        NOTATIONS[usize::from(self.0)]
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.notation())
    }
}

/// A text that is not a tarot card; it keeps the text so the caller can say which.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{text}` is not a tarot card: expected T1 to T21, EX, or a suit (S, H, D, C) then a rank (R, D, C, V, 10 to 1), e.g. SR or C10"
)]
pub struct CardParseError {
    /// The text that could not be read.
    pub text: String,
}

impl FromStr for Card {
    type Err = CardParseError;

    /// Reads `T21`, `ex`, `SR`, `hd`, `C10`…, ignoring surrounding white space.
    fn from_str(s: &str) -> Result<Card, CardParseError> {
        // A card written without surrounding space (every record's) skips
        // the Unicode trim: an end byte that is visible ASCII is no white
        // space, nor part of one (issue 18: the trim cost as much as the rest).
        let visible = |byte: Option<&u8>| byte.is_some_and(u8::is_ascii_graphic);
        let text = if visible(s.as_bytes().first()) && visible(s.as_bytes().last()) { s } else { s.trim() };
        let error = || CardParseError { text: text.to_owned() };
        // Read in either case without an upper-case copy (issue 18: one
        // allocation per card of every record read).
        if text.eq_ignore_ascii_case("EX") {
            return Ok(Card::EXCUSE);
        }
        let mut chars = text.chars();
        let first = chars.next().ok_or_else(error)?.to_ascii_uppercase();
        let rest = chars.as_str();
        // A leading zero (`T01`, `S05`) is not a notation anyone writes; it
        // is refused rather than guessed.
        // One or two digits, read by hand (`str::parse` costs several times
        // as much, and takes a sign that is refused anyway).
        let number = || match *rest.as_bytes() {
            [units @ b'1'..=b'9'] => Some(units - b'0'),
            [tens @ b'1'..=b'9', units @ b'0'..=b'9'] => Some((tens - b'0') * 10 + (units - b'0')),
            _ => None,
        };
        if first == 'T' {
            return number().and_then(Card::trump).ok_or_else(error);
        }
        let suit = Suit::from_char(first).ok_or_else(error)?;
        let is = |letter: &str| rest.eq_ignore_ascii_case(letter);
        let rank = if is("R") {
            ROI
        } else if is("D") {
            DAME
        } else if is("C") {
            CAVALIER
        } else if is("V") {
            VALET
        } else {
            number().filter(|n| (1..=10).contains(n)).ok_or_else(error)?
        };
        Card::suited(suit, rank).ok_or_else(error)
    }
}

arbitre_core::serde_as_text!(Card, "tarot-card");

/// The pattern a tarot card's text matches.
pub const CARD_PATTERN: &str = "^([Tt]([1-9]|1[0-9]|2[01])|[Ee][Xx]|[SHDCshdc]([RDCVrdcv]|10|[1-9]))$";

#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for Card {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .pattern(Some(CARD_PATTERN))
            .description(Some(
                "A tarot card: trumps `T1` (the petit) to `T21`, the excuse `EX`, or a suit letter \
                 (S pique, H cœur, D carreau, C trèfle) then a rank (R roi, D dame, C cavalier, V valet, \
                 10 to 1). Written back in upper case.",
            ))
            .examples(["T21", "EX", "SR", "HD", "C10", "D1"])
            .into()
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for Card {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("TarotCard")
    }
}

/// A number of points counted in half-points, so that 4.5 + 0.5 is exact.
/// `HalfPoints(98)` is 49 points; the pack holds 182 half-points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct HalfPoints(pub u16);

/// The whole pack: 91 points.
pub const PACK_HALF_POINTS: HalfPoints = HalfPoints(182);

impl HalfPoints {
    /// Whole points.
    pub fn from_points(points: u16) -> HalfPoints {
        HalfPoints(points * 2)
    }

    /// Reads a number of points such as `49` or `40.5`; `None` unless it is a
    /// non-negative multiple of 0.5 small enough to be a count.
    pub fn from_f64(points: f64) -> Option<HalfPoints> {
        let halves = points * 2.0;
        if !halves.is_finite() || halves < 0.0 || halves > f64::from(u16::MAX) || halves.fract() != 0.0 {
            return None;
        }
        // The checks above make the conversion exact.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        Some(HalfPoints(halves as u16))
    }

    /// The value in points, e.g. `40.5`.
    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 2.0
    }

    /// Whether the value holds a half point.
    pub fn has_half(self) -> bool {
        self.0 % 2 == 1
    }
}

impl fmt::Display for HalfPoints {
    /// `49`, `40.5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.has_half() { write!(f, "{}.5", self.0 / 2) } else { write!(f, "{}", self.0 / 2) }
    }
}

impl From<HalfPoints> for arbitre_core::text::Arg {
    /// Said `40,5` in French and `40.5` in English.
    fn from(points: HalfPoints) -> Self {
        arbitre_core::text::Arg::Decimal(points.to_string())
    }
}

impl Serialize for HalfPoints {
    /// A whole number when there is no half point (`49`), else `40.5`.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.has_half() { serializer.serialize_f64(self.as_f64()) } else { serializer.serialize_u16(self.0 / 2) }
    }
}

impl<'de> Deserialize<'de> for HalfPoints {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<HalfPoints, D::Error> {
        let points = f64::deserialize(deserializer)?;
        HalfPoints::from_f64(points)
            .ok_or_else(|| serde::de::Error::custom(format!("{points} is not a number of points (a multiple of 0.5)")))
    }
}

#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for HalfPoints {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::Number)
            .multiple_of(Some(0.5))
            .minimum(Some(0))
            .description(Some("A number of card points, to the half point (e.g. 49 or 40.5)."))
            .into()
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for HalfPoints {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("TarotPoints")
    }
}

/// A set of tarot cards (a hand, the dog, a discard, a side's tricks), as a
/// bit per card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct CardSet(u128);

impl CardSet {
    /// The empty set.
    pub const EMPTY: CardSet = CardSet(0);

    /// The whole pack.
    pub fn full() -> CardSet {
        CardSet((1u128 << PACK_SIZE) - 1)
    }

    /// The set of `cards`.
    pub fn of(cards: impl IntoIterator<Item = Card>) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in cards {
            set.insert(card);
        }
        set
    }

    /// Adds `card`; returns whether it was not there yet.
    pub fn insert(&mut self, card: Card) -> bool {
        let bit = 1u128 << card.0;
        let added = self.0 & bit == 0;
        self.0 |= bit;
        added
    }

    /// Removes `card`; returns whether it was there.
    pub fn remove(&mut self, card: Card) -> bool {
        let bit = 1u128 << card.0;
        let present = self.0 & bit != 0;
        self.0 &= !bit;
        present
    }

    /// Whether `card` is in the set.
    pub fn contains(self, card: Card) -> bool {
        self.0 & (1u128 << card.0) != 0
    }

    /// The number of cards.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cards in both sets.
    pub fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// The cards in either set.
    pub fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// The cards of this set not in `other`.
    pub fn difference(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// The cards that satisfy `keep`.
    pub fn filter(self, keep: impl Fn(Card) -> bool) -> CardSet {
        CardSet::of(self.iter().filter(|c| keep(*c)))
    }

    /// The trumps of the set (1 to 21; not the excuse).
    pub fn trumps(self) -> CardSet {
        CardSet(self.0 & (((1u128 << 21) - 1) << 56))
    }

    /// The cards of `suit`.
    pub fn of_suit(self, suit: Suit) -> CardSet {
        CardSet(self.0 & (((1u128 << 14) - 1) << (suit.index() * 14)))
    }

    /// The cards in order of their numbers (suit cards, trumps, excuse).
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let id = bits.trailing_zeros();
            bits &= bits - 1;
            // `id` is below 128, and every bit set is a card below 78.
            u8::try_from(id).ok().map(Card)
        })
    }

    /// The cards as a list, in order.
    pub fn to_vec(self) -> Vec<Card> {
        self.iter().collect()
    }

    /// The value of the cards, in half-points.
    pub fn half_points(self) -> HalfPoints {
        HalfPoints(self.iter().map(Card::half_points).sum())
    }

    /// The number of oudlers in the set.
    pub fn oudlers(self) -> u8 {
        // At most three: the conversion never fails.
        u8::try_from(Card::OUDLERS.iter().filter(|c| self.contains(**c)).count()).unwrap_or(3)
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        CardSet::of(iter)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn the_pack_has_78_cards_21_trumps_the_excuse_and_56_suit_cards() {
        assert_eq!(Card::all().count(), 78);
        assert_eq!(Card::all().filter(|c| c.is_trump()).count(), 21);
        assert_eq!(Card::all().filter(|c| c.is_excuse()).count(), 1);
        for suit in Suit::ALL {
            assert_eq!(Card::all().filter(|c| c.suit() == Some(suit)).count(), 14);
        }
    }

    #[test]
    fn the_oudlers_are_the_petit_the_21_and_the_excuse() {
        let oudlers: Vec<String> = Card::all().filter(|c| c.is_oudler()).map(|c| c.to_string()).collect();
        assert_eq!(oudlers, ["T1", "T21", "EX"]);
    }

    #[test]
    fn card_values_add_up_to_91_points() {
        assert_eq!(CardSet::full().half_points(), PACK_HALF_POINTS);
        assert_eq!(card("SR").half_points(), 9);
        assert_eq!(card("HD").half_points(), 7);
        assert_eq!(card("DC").half_points(), 5);
        assert_eq!(card("CV").half_points(), 3);
        assert_eq!(card("C10").half_points(), 1);
        assert_eq!(card("T1").half_points(), 9);
        assert_eq!(card("T21").half_points(), 9);
        assert_eq!(card("EX").half_points(), 9);
        assert_eq!(card("T20").half_points(), 1);
    }

    #[test]
    fn every_notation_says_the_cards_kind() {
        for c in Card::all() {
            let written = match c.kind() {
                CardKind::Excuse => "EX".to_owned(),
                CardKind::Trump(n) => format!("T{n}"),
                CardKind::Suited(suit, rank) => {
                    let rank = match rank {
                        ROI => "R".to_owned(),
                        DAME => "D".to_owned(),
                        CAVALIER => "C".to_owned(),
                        VALET => "V".to_owned(),
                        n => n.to_string(),
                    };
                    format!("{}{rank}", suit.as_char())
                }
            };
            assert_eq!(c.notation(), written);
        }
    }

    #[test]
    fn every_card_prints_and_reads_back() {
        for c in Card::all() {
            assert_eq!(card(&c.to_string()), c);
            assert_eq!(card(&c.to_string().to_lowercase()), c);
        }
        assert_eq!(card("SR").to_string(), "SR");
        assert_eq!(card("dc"), Card::suited(Suit::Diamonds, CAVALIER).unwrap());
        assert_eq!(card("CD"), Card::suited(Suit::Clubs, DAME).unwrap());
        assert_eq!(card(" c10 "), Card::suited(Suit::Clubs, 10).unwrap());
        // Unicode white space around a card is trimmed too (a no-break space,
        // an ideographic space): the fast path skips only visible ASCII ends.
        assert_eq!(card("\u{a0}SR"), Card::suited(Suit::Spades, ROI).unwrap());
        assert_eq!(card("T21\u{3000}"), Card::VINGT_ET_UN);
        assert_eq!(card("T21"), Card::VINGT_ET_UN);
        assert_eq!(card("eX"), Card::EXCUSE);
        assert_eq!(card("sR"), Card::suited(Suit::Spades, ROI).unwrap());
        assert_eq!(card("Hv"), Card::suited(Suit::Hearts, VALET).unwrap());
        assert_eq!(card("t7"), Card::trump(7).unwrap());
    }

    #[test]
    fn malformed_cards_are_refused() {
        for text in [
            "", "T0", "T22", "T01", "S0", "S11", "SK", "X1", "E", "EXX", "S", "T", "S+1", "S\u{c9}", "\u{c9}X", "SRR",
            "T100", "S-1", "T+7", "S01", "H1\u{0}",
        ] {
            assert!(text.parse::<Card>().is_err(), "{text}");
        }
    }

    #[test]
    fn card_sets_count_filter_and_iterate() {
        let hand = CardSet::of(["T1", "T5", "EX", "SR", "S3", "H10"].map(card));
        assert_eq!(hand.len(), 6);
        assert_eq!(hand.trumps().len(), 2);
        assert_eq!(hand.of_suit(Suit::Spades).len(), 2);
        assert_eq!(hand.oudlers(), 2);
        assert_eq!(hand.half_points(), HalfPoints(9 + 1 + 9 + 9 + 1 + 1));
        assert_eq!(hand.iter().map(|c| c.to_string()).collect::<Vec<_>>(), ["S3", "SR", "H10", "T1", "T5", "EX"]);
    }

    #[test]
    fn half_points_read_and_print_exactly() {
        assert_eq!(HalfPoints::from_f64(40.5), Some(HalfPoints(81)));
        assert_eq!(HalfPoints::from_f64(49.0), Some(HalfPoints(98)));
        assert_eq!(HalfPoints::from_f64(40.3), None);
        assert_eq!(HalfPoints::from_f64(-1.0), None);
        assert_eq!(HalfPoints(81).to_string(), "40.5");
        assert_eq!(serde_json::to_string(&HalfPoints(98)).unwrap(), "49");
        assert_eq!(serde_json::to_string(&HalfPoints(81)).unwrap(), "40.5");
    }
}
