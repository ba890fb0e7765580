//! The vocabulary of a bridge deal: seats, sides, suits, ranks, cards,
//! strains, vulnerability and contracts.
//!
//! Every type here prints and parses in the notation of PBN 2.1 (and of most
//! club software): seats `N E S W`, suits `C D H S`, ranks `2`–`9`, `T`, `J`,
//! `Q`, `K`, `A`, cards as suit then rank (`SA`, `HT`, `C2`), contracts as
//! `4S`, `3NTX`, `6HXX`. The JSON form is the same text, so a club program
//! can copy values from a PBN file into an incident unchanged.

#[cfg(feature = "openapi")]
use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
#[cfg(feature = "openapi")]
use utoipa::openapi::RefOr;
#[cfg(feature = "openapi")]
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};

/// A seat at the table. Ordered as listed, which is also the clockwise order
/// in which players act: North, East, South, West.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Seat {
    /// North.
    N,
    /// East.
    E,
    /// South.
    S,
    /// West.
    W,
}

impl Seat {
    /// All four seats in clockwise order, starting with North.
    pub const ALL: [Seat; 4] = [Seat::N, Seat::E, Seat::S, Seat::W];

    /// The next seat clockwise: the player who acts after this one (the
    /// left-hand opponent).
    pub fn next(self) -> Seat {
        Seat::from_index(self.index() + 1)
    }

    /// The seat opposite: this player's partner.
    pub fn partner(self) -> Seat {
        Seat::from_index(self.index() + 2)
    }

    /// The seat before this one clockwise (the right-hand opponent).
    pub fn previous(self) -> Seat {
        Seat::from_index(self.index() + 3)
    }

    /// The partnership this seat belongs to.
    pub fn side(self) -> Side {
        match self {
            Seat::N | Seat::S => Side::NS,
            Seat::E | Seat::W => Side::EW,
        }
    }

    /// The position of the seat in [`Seat::ALL`]: N=0, E=1, S=2, W=3.
    pub fn index(self) -> usize {
        match self {
            Seat::N => 0,
            Seat::E => 1,
            Seat::S => 2,
            Seat::W => 3,
        }
    }

    /// The seat at `index` in [`Seat::ALL`], counting round the table
    /// (`index` is taken modulo 4, so `from_index(5)` is East).
    pub fn from_index(index: usize) -> Seat {
        Seat::ALL[index % 4]
    }

    /// The seat written as `c` (`N`, `E`, `S` or `W`, either case).
    pub fn from_char(c: char) -> Option<Seat> {
        match c.to_ascii_uppercase() {
            'N' => Some(Seat::N),
            'E' => Some(Seat::E),
            'S' => Some(Seat::S),
            'W' => Some(Seat::W),
            _ => None,
        }
    }

    /// The seat's letter: `N`, `E`, `S` or `W`.
    pub fn as_char(self) -> char {
        match self {
            Seat::N => 'N',
            Seat::E => 'E',
            Seat::S => 'S',
            Seat::W => 'W',
        }
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.as_char())
    }
}

/// A partnership: North–South or East–West.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Side {
    /// North and South.
    NS,
    /// East and West.
    EW,
}

impl Side {
    /// The opposing partnership.
    pub fn other(self) -> Side {
        match self {
            Side::NS => Side::EW,
            Side::EW => Side::NS,
        }
    }

    /// The two seats of the partnership (North then South, or East then West).
    pub fn seats(self) -> [Seat; 2] {
        match self {
            Side::NS => [Seat::N, Seat::S],
            Side::EW => [Seat::E, Seat::W],
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::NS => "NS",
            Side::EW => "EW",
        })
    }
}

/// A suit, ordered by rank as in the auction: clubs < diamonds < hearts <
/// spades. Written `C`, `D`, `H`, `S`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Suit {
    /// Clubs (`C`).
    #[serde(rename = "C")]
    Clubs,
    /// Diamonds (`D`).
    #[serde(rename = "D")]
    Diamonds,
    /// Hearts (`H`).
    #[serde(rename = "H")]
    Hearts,
    /// Spades (`S`).
    #[serde(rename = "S")]
    Spades,
}

impl Suit {
    /// The four suits from the lowest (clubs) to the highest (spades).
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The suit written as `c` (`C`, `D`, `H` or `S`, either case).
    pub fn from_char(c: char) -> Option<Suit> {
        match c.to_ascii_uppercase() {
            'C' => Some(Suit::Clubs),
            'D' => Some(Suit::Diamonds),
            'H' => Some(Suit::Hearts),
            'S' => Some(Suit::Spades),
            _ => None,
        }
    }

    /// The suit's letter: `C`, `D`, `H` or `S`.
    pub fn as_char(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.as_char())
    }
}

/// A card's rank, from two (lowest) to ace (highest). The discriminant is
/// the rank's value: `Rank::Two as u8 == 2`, `Rank::Ace as u8 == 14`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[repr(u8)]
pub enum Rank {
    /// 2.
    #[serde(rename = "2")]
    Two = 2,
    /// 3.
    #[serde(rename = "3")]
    Three,
    /// 4.
    #[serde(rename = "4")]
    Four,
    /// 5.
    #[serde(rename = "5")]
    Five,
    /// 6.
    #[serde(rename = "6")]
    Six,
    /// 7.
    #[serde(rename = "7")]
    Seven,
    /// 8.
    #[serde(rename = "8")]
    Eight,
    /// 9.
    #[serde(rename = "9")]
    Nine,
    /// 10, written `T`.
    #[serde(rename = "T")]
    Ten,
    /// Jack.
    #[serde(rename = "J")]
    Jack,
    /// Queen.
    #[serde(rename = "Q")]
    Queen,
    /// King.
    #[serde(rename = "K")]
    King,
    /// Ace.
    #[serde(rename = "A")]
    Ace,
}

impl Rank {
    /// The thirteen ranks from the two to the ace.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// The rank written as `c`: `2`–`9`, `T`, `J`, `Q`, `K`, `A` (either
    /// case). The two-character `10` is handled by [`Rank::from_text`].
    pub fn from_char(c: char) -> Option<Rank> {
        match c.to_ascii_uppercase() {
            '2' => Some(Rank::Two),
            '3' => Some(Rank::Three),
            '4' => Some(Rank::Four),
            '5' => Some(Rank::Five),
            '6' => Some(Rank::Six),
            '7' => Some(Rank::Seven),
            '8' => Some(Rank::Eight),
            '9' => Some(Rank::Nine),
            'T' => Some(Rank::Ten),
            'J' => Some(Rank::Jack),
            'Q' => Some(Rank::Queen),
            'K' => Some(Rank::King),
            'A' => Some(Rank::Ace),
            _ => None,
        }
    }

    /// The rank written as `text`: one character as for [`Rank::from_char`],
    /// or `10`.
    pub fn from_text(text: &str) -> Option<Rank> {
        if text == "10" {
            return Some(Rank::Ten);
        }
        let mut chars = text.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Rank::from_char(c),
            _ => None,
        }
    }

    /// The rank's character: `2`–`9`, `T`, `J`, `Q`, `K`, `A`.
    pub fn as_char(self) -> char {
        match self {
            Rank::Two => '2',
            Rank::Three => '3',
            Rank::Four => '4',
            Rank::Five => '5',
            Rank::Six => '6',
            Rank::Seven => '7',
            Rank::Eight => '8',
            Rank::Nine => '9',
            Rank::Ten => 'T',
            Rank::Jack => 'J',
            Rank::Queen => 'Q',
            Rank::King => 'K',
            Rank::Ace => 'A',
        }
    }

    /// The rank's value, 2 for the two up to 14 for the ace.
    pub fn value(self) -> u8 {
        self as u8
    }

    /// Whether the rank is an honour: ace, king, queen, jack or ten.
    pub fn is_honour(self) -> bool {
        self >= Rank::Ten
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.as_char())
    }
}

/// A playing card. Written suit first, then rank: `SA` (ace of spades), `HT`
/// (ten of hearts), `C2`. Ordered by suit (clubs lowest), then by rank.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    /// The card's suit.
    pub suit: Suit,
    /// The card's rank.
    pub rank: Rank,
}

impl Card {
    /// The card of `suit` and `rank`.
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        Card { suit, rank }
    }

    /// The card's place among [`Card::all`] (0 for the ♣2, 51 for the ♠A):
    /// an index into a table of the 52 cards.
    pub fn index(self) -> usize {
        let suit = match self.suit {
            Suit::Clubs => 0,
            Suit::Diamonds => 1,
            Suit::Hearts => 2,
            Suit::Spades => 3,
        };
        suit * 13 + usize::from(self.rank.value() - 2)
    }

    /// All 52 cards, clubs first, each suit from the two to the ace.
    pub fn all() -> impl Iterator<Item = Card> {
        Suit::ALL.into_iter().flat_map(|suit| Rank::ALL.into_iter().map(move |rank| Card { suit, rank }))
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.suit.as_char(), self.rank.as_char())
    }
}

/// A text that is not a card. It keeps the text, so the caller can say which.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{text}` is not a card: expected a suit letter (S, H, D, C) then a rank (2-9, T or 10, J, Q, K, A), e.g. SA or H10"
)]
pub struct CardParseError {
    /// The text that could not be read.
    pub text: String,
}

impl FromStr for Card {
    type Err = CardParseError;

    /// Reads `SA`, `s10`, `hT`…: a suit letter followed by a rank, in either
    /// case, with surrounding white space ignored.
    fn from_str(s: &str) -> Result<Card, CardParseError> {
        // Two ASCII characters, as a record writes nearly every card: read
        // without the walk below (issue 18: 52 cards a record).
        if let [suit, rank] = s.as_bytes()
            && let (Some(suit), Some(rank)) = (Suit::from_char(char::from(*suit)), Rank::from_char(char::from(*rank)))
        {
            return Ok(Card { suit, rank });
        }
        let text = s.trim();
        let error = || CardParseError { text: text.to_owned() };
        let mut chars = text.chars();
        let suit = chars.next().and_then(Suit::from_char).ok_or_else(error)?;
        let rank = Rank::from_text(chars.as_str()).ok_or_else(error)?;
        Ok(Card { suit, rank })
    }
}

arbitre_core::serde_as_text!(Card, "bridge-card");

/// The pattern a card's text matches (either case, `10` or `T` for the ten).
pub const CARD_PATTERN: &str = "^[SHDCshdc]([2-9TJQKAtjqka]|10)$";

#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for Card {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .pattern(Some(CARD_PATTERN))
            .description(Some(
                "A card: suit letter (S, H, D, C) then rank (2-9, T, J, Q, K, A). \
                 Written back in upper case with T for the ten; `S10` and lower case are read too.",
            ))
            .examples(["SA", "HT", "C2"])
            .into()
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for Card {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Card")
    }
}

/// The denomination of a contract: a trump suit or no trump. Written `C`,
/// `D`, `H`, `S`, `NT`; ordered as in the auction (clubs lowest, no trump
/// highest).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Strain {
    /// Clubs are trumps.
    #[serde(rename = "C")]
    Clubs,
    /// Diamonds are trumps.
    #[serde(rename = "D")]
    Diamonds,
    /// Hearts are trumps.
    #[serde(rename = "H")]
    Hearts,
    /// Spades are trumps.
    #[serde(rename = "S")]
    Spades,
    /// No trump.
    #[serde(rename = "NT")]
    NoTrump,
}

impl Strain {
    /// The five strains from clubs to no trump.
    pub const ALL: [Strain; 5] = [Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades, Strain::NoTrump];

    /// The trump suit, or `None` at no trump.
    pub fn trump(self) -> Option<Suit> {
        match self {
            Strain::Clubs => Some(Suit::Clubs),
            Strain::Diamonds => Some(Suit::Diamonds),
            Strain::Hearts => Some(Suit::Hearts),
            Strain::Spades => Some(Suit::Spades),
            Strain::NoTrump => None,
        }
    }

    /// The strain written as `text`: `C`, `D`, `H`, `S`, `N` or `NT`, either
    /// case.
    pub fn from_text(text: &str) -> Option<Strain> {
        match text.as_bytes() {
            [b'C' | b'c'] => Some(Strain::Clubs),
            [b'D' | b'd'] => Some(Strain::Diamonds),
            [b'H' | b'h'] => Some(Strain::Hearts),
            [b'S' | b's'] => Some(Strain::Spades),
            [b'N' | b'n'] | [b'N' | b'n', b'T' | b't'] => Some(Strain::NoTrump),
            _ => None,
        }
    }

    /// The strain's text: `C`, `D`, `H`, `S` or `NT`.
    pub fn as_str(self) -> &'static str {
        match self {
            Strain::Clubs => "C",
            Strain::Diamonds => "D",
            Strain::Hearts => "H",
            Strain::Spades => "S",
            Strain::NoTrump => "NT",
        }
    }
}

impl From<Suit> for Strain {
    fn from(suit: Suit) -> Strain {
        match suit {
            Suit::Clubs => Strain::Clubs,
            Suit::Diamonds => Strain::Diamonds,
            Suit::Hearts => Strain::Hearts,
            Suit::Spades => Strain::Spades,
        }
    }
}

impl fmt::Display for Strain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Which sides are vulnerable on a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum Vulnerability {
    /// Neither side (PBN `None`, also `Love` or `-`).
    None,
    /// North–South only.
    NS,
    /// East–West only.
    EW,
    /// Both sides (PBN `All`, also `Both`).
    All,
}

impl Vulnerability {
    /// Reads a PBN `Vulnerable` value: `None`, `Love`, `-`, `NS`, `EW`,
    /// `All`, `Both`, in any case, with surrounding spaces ignored. The
    /// spellings `N-S` and `E-W`, written by some club programs, are read
    /// too.
    pub fn from_pbn(text: &str) -> Option<Vulnerability> {
        // Compared without an upper-case copy (issue 18).
        let text = text.trim();
        let is = |words: &[&str]| words.iter().any(|word| text.eq_ignore_ascii_case(word));
        if is(&["NONE", "LOVE", "-"]) {
            Some(Vulnerability::None)
        } else if is(&["NS", "N-S"]) {
            Some(Vulnerability::NS)
        } else if is(&["EW", "E-W"]) {
            Some(Vulnerability::EW)
        } else if is(&["ALL", "BOTH"]) {
            Some(Vulnerability::All)
        } else {
            None
        }
    }

    /// Whether `side` is vulnerable.
    pub fn is_vulnerable(self, side: Side) -> bool {
        match self {
            Vulnerability::None => false,
            Vulnerability::NS => side == Side::NS,
            Vulnerability::EW => side == Side::EW,
            Vulnerability::All => true,
        }
    }
}

impl fmt::Display for Vulnerability {
    /// Writes the PBN spelling: `None`, `NS`, `EW`, `All`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Vulnerability::None => "None",
            Vulnerability::NS => "NS",
            Vulnerability::EW => "EW",
            Vulnerability::All => "All",
        })
    }
}

/// Whether a contract is doubled or redoubled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Doubling {
    /// Neither doubled nor redoubled.
    #[default]
    Undoubled,
    /// Doubled (`X`).
    Doubled,
    /// Redoubled (`XX`).
    Redoubled,
}

impl Doubling {
    /// The suffix written after a contract: empty, `X` or `XX`.
    pub fn suffix(self) -> &'static str {
        match self {
            Doubling::Undoubled => "",
            Doubling::Doubled => "X",
            Doubling::Redoubled => "XX",
        }
    }
}

/// A contract reached in the auction: level, strain and doubling. Written
/// `4S`, `3NTX`, `6HXX`. A passed-out board has no contract: see
/// [`FinalContract`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Contract {
    /// The level, 1 to 7 (tricks to make above the first six).
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 7))]
    pub level: u8,
    /// The strain: trump suit or no trump.
    pub strain: Strain,
    /// Whether the contract is doubled or redoubled.
    pub doubled: Doubling,
}

impl Contract {
    /// The number of tricks declarer must take: six plus the level.
    pub fn tricks_needed(&self) -> u8 {
        self.level + 6
    }
}

impl fmt::Display for Contract {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}{}", self.level, self.strain, self.doubled.suffix())
    }
}

/// A text that is not a contract.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "`{text}` is not a contract: expected a level 1-7, a strain (C, D, H, S, NT) and X or XX if doubled, e.g. 4S or 3NTX, or Pass"
)]
pub struct ContractParseError {
    /// The text that could not be read.
    pub text: String,
}

impl FromStr for Contract {
    type Err = ContractParseError;

    /// Reads `4S`, `3N`, `3NT`, `4Sx`, `6HXX`; also `R` for redoubled
    /// (`5DR`), as some programs write it. Case does not matter.
    fn from_str(s: &str) -> Result<Contract, ContractParseError> {
        let text = s.trim();
        let error = || ContractParseError { text: text.to_owned() };
        // Read in either case without an upper-case copy (issue 18).
        let mut chars = text.chars();
        let level = chars
            .next()
            .and_then(|c| c.to_digit(10))
            .and_then(|d| u8::try_from(d).ok())
            .filter(|l| (1..=7).contains(l))
            .ok_or_else(error)?;
        let rest = chars.as_str();
        let (strain, rest) = if rest.get(..2).is_some_and(|nt| nt.eq_ignore_ascii_case("NT")) {
            (Strain::NoTrump, &rest[2..])
        } else {
            let mut chars = rest.chars();
            let strain = match chars.next() {
                Some('N' | 'n') => Strain::NoTrump,
                Some(c) => Suit::from_char(c).map(Strain::from).ok_or_else(error)?,
                None => return Err(error()),
            };
            (strain, chars.as_str())
        };
        let doubled = if rest.is_empty() {
            Doubling::Undoubled
        } else if rest.eq_ignore_ascii_case("X") {
            Doubling::Doubled
        } else if rest.eq_ignore_ascii_case("XX") || rest.eq_ignore_ascii_case("R") {
            Doubling::Redoubled
        } else {
            return Err(error());
        };
        Ok(Contract { level, strain, doubled })
    }
}

/// The outcome of the auction as a PBN `Contract` tag gives it: a contract,
/// or passed out (`Pass`). An unknown contract (tag missing, empty or `?`)
/// is `None` around this type, never a variant of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum FinalContract {
    /// All four players passed: there is no contract and no play.
    PassedOut,
    /// The contract that was reached.
    Contract(Contract),
}

impl FinalContract {
    /// The contract, unless the board was passed out.
    pub fn contract(&self) -> Option<&Contract> {
        match self {
            FinalContract::PassedOut => None,
            FinalContract::Contract(c) => Some(c),
        }
    }

    /// The strain of the contract, unless the board was passed out.
    pub fn strain(&self) -> Option<Strain> {
        self.contract().map(|c| c.strain)
    }
}

impl fmt::Display for FinalContract {
    /// `Pass` for a passed-out board, otherwise the contract (`4S`, `3NTX`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FinalContract::PassedOut => f.write_str("Pass"),
            FinalContract::Contract(c) => c.fmt(f),
        }
    }
}

impl FromStr for FinalContract {
    type Err = ContractParseError;

    /// Reads `Pass` (also `P`, `AP`, `Passed`; any case) or a contract as
    /// [`Contract::from_str`] does.
    fn from_str(s: &str) -> Result<FinalContract, ContractParseError> {
        let text = s.trim();
        if ["PASS", "P", "AP", "PASSED"].iter().any(|word| text.eq_ignore_ascii_case(word)) {
            Ok(FinalContract::PassedOut)
        } else {
            s.parse().map(FinalContract::Contract)
        }
    }
}

impl From<Contract> for FinalContract {
    fn from(contract: Contract) -> FinalContract {
        FinalContract::Contract(contract)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn a_cards_index_is_its_place_among_the_52() {
        let indices: Vec<usize> = Card::all().map(Card::index).collect();
        assert_eq!(indices, (0..52).collect::<Vec<_>>());
    }

    #[test]
    fn seats_turn_clockwise() {
        assert_eq!(Seat::N.next(), Seat::E);
        assert_eq!(Seat::W.next(), Seat::N);
        assert_eq!(Seat::E.partner(), Seat::W);
        assert_eq!(Seat::N.previous(), Seat::W);
        assert_eq!(Seat::S.side(), Side::NS);
        assert_eq!(Seat::W.side().other(), Side::NS);
        for (i, seat) in Seat::ALL.into_iter().enumerate() {
            assert_eq!(seat.index(), i);
            assert_eq!(Seat::from_char(seat.as_char()), Some(seat));
            assert_eq!(seat.to_string(), seat.as_char().to_string());
        }
        assert_eq!(Seat::from_char('w'), Some(Seat::W));
        assert_eq!(Seat::from_char('X'), None);
    }

    #[test]
    fn cards_print_and_parse() {
        let sa: Card = "SA".parse().unwrap();
        assert_eq!(sa, Card::new(Suit::Spades, Rank::Ace));
        assert_eq!("s10".parse::<Card>().unwrap().to_string(), "ST");
        assert_eq!("H10".parse::<Card>().unwrap(), "ht".parse().unwrap());
        assert_eq!(" c2 ".parse::<Card>().unwrap().to_string(), "C2");
        for bad in ["", "S", "A", "SX", "S1", "S11", "XS", "SAA", "♠A"] {
            assert!(bad.parse::<Card>().is_err(), "{bad} should not parse");
        }
        assert_eq!(Card::all().count(), 52);
        assert!(Card::new(Suit::Clubs, Rank::Ace) < Card::new(Suit::Diamonds, Rank::Two));
    }

    #[test]
    fn cards_are_json_strings() {
        let json = serde_json::to_string(&Card::new(Suit::Hearts, Rank::Ten)).unwrap();
        assert_eq!(json, "\"HT\"");
        let back: Card = serde_json::from_str("\"h10\"").unwrap();
        assert_eq!(back, Card::new(Suit::Hearts, Rank::Ten));
        assert!(serde_json::from_str::<Card>("\"Z9\"").is_err());
        assert_eq!(serde_json::to_string(&Seat::W).unwrap(), "\"W\"");
        assert_eq!(serde_json::to_string(&Side::EW).unwrap(), "\"EW\"");
        assert_eq!(serde_json::to_string(&Strain::NoTrump).unwrap(), "\"NT\"");
    }

    #[test]
    fn honours_are_ten_and_up() {
        assert!(Rank::Ten.is_honour());
        assert!(Rank::Ace.is_honour());
        assert!(!Rank::Nine.is_honour());
        assert_eq!(Rank::Ace.value(), 14);
        assert_eq!(Rank::Two.value(), 2);
    }

    #[test]
    fn contracts_print_and_parse() {
        for (text, shown) in [
            ("4S", "4S"),
            ("3NTX", "3NTX"),
            ("6HXX", "6HXX"),
            ("3N", "3NT"),
            ("5Dx", "5DX"),
            ("5DR", "5DXX"),
            ("1nt", "1NT"),
            ("3nT", "3NT"),
            ("6hxx", "6HXX"),
            ("5dr", "5DXX"),
            ("7C", "7C"),
        ] {
            let c: Contract = text.parse().unwrap();
            assert_eq!(c.to_string(), shown, "{text}");
        }
        for bad in ["", "0S", "8H", "4", "4Z", "4SXXX", "4SY", "Pass", "NT", "4\u{2660}", "3N\u{c9}", "1NTXR"] {
            assert!(bad.parse::<Contract>().is_err(), "{bad}");
        }
        assert_eq!("Pass".parse::<FinalContract>().unwrap(), FinalContract::PassedOut);
        assert_eq!("PASS".parse::<FinalContract>().unwrap().to_string(), "Pass");
        for passed in ["p", "ap", "Passed", " pass "] {
            assert_eq!(passed.parse::<FinalContract>().unwrap(), FinalContract::PassedOut, "{passed}");
        }
        let fc: FinalContract = "4HX".parse().unwrap();
        assert_eq!(fc.strain(), Some(Strain::Hearts));
        assert_eq!(fc.contract().map(Contract::tricks_needed), Some(10));
    }

    #[test]
    fn vulnerability_spellings() {
        for (text, v) in [
            ("None", Vulnerability::None),
            ("Love", Vulnerability::None),
            ("-", Vulnerability::None),
            ("NS", Vulnerability::NS),
            ("N-S ", Vulnerability::NS),
            ("EW", Vulnerability::EW),
            ("E-W", Vulnerability::EW),
            ("All", Vulnerability::All),
            ("Both ", Vulnerability::All),
            ("ns", Vulnerability::NS),
            ("e-w", Vulnerability::EW),
            ("nOnE", Vulnerability::None),
            ("all", Vulnerability::All),
        ] {
            assert_eq!(Vulnerability::from_pbn(text), Some(v), "{text}");
        }
        assert_eq!(Vulnerability::from_pbn("NE"), None);
        assert!(Vulnerability::NS.is_vulnerable(Side::NS));
        assert!(!Vulnerability::NS.is_vulnerable(Side::EW));
    }

    fn any_card() -> impl Strategy<Value = Card> {
        (0usize..4, 0usize..13).prop_map(|(s, r)| Card::new(Suit::ALL[s], Rank::ALL[r]))
    }

    proptest! {
        #[test]
        fn card_display_then_parse_is_identity(card in any_card(), lower in any::<bool>()) {
            let mut text = card.to_string();
            if lower {
                text = text.to_lowercase();
            }
            prop_assert_eq!(text.parse::<Card>().unwrap(), card);
        }

        #[test]
        fn contract_display_then_parse_is_identity(
            level in 1u8..=7,
            strain in 0usize..5,
            doubled in 0usize..3,
        ) {
            let c = Contract {
                level,
                strain: Strain::ALL[strain],
                doubled: [Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled][doubled],
            };
            prop_assert_eq!(c.to_string().parse::<Contract>().unwrap(), c);
        }
    }
}
