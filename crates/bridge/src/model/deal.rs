//! A bridge deal: which cards each seat holds.
//!
//! A [`Deal`] exists only once validated: every known hand has 13 cards and
//! no card is in two hands (or twice in one). A hand may be unknown — a PBN
//! file may show `-` for it, or a club program may send only the hands it
//! has. Unknown hands are kept as unknown (not as empty hands): see
//! [`Deal::is_known`]. When exactly three hands are known, the fourth holds
//! the 13 remaining cards, so the deal fills it in and it becomes known.

#[cfg(feature = "openapi")]
use std::borrow::Cow;

use serde::{Deserialize, Serialize};
#[cfg(feature = "openapi")]
use utoipa::PartialSchema;
#[cfg(feature = "openapi")]
use utoipa::openapi::RefOr;
#[cfg(feature = "openapi")]
use utoipa::openapi::schema::Schema;

use crate::card::{Card, Rank, Seat, Suit};
use crate::record_error::RecordError;

/// The field name used in errors about a deal.
const FIELD: &str = "Deal";

/// The four hands of a board, by seat. See the module documentation.
#[derive(Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "DealHands", try_from = "DealHands")]
pub struct Deal {
    /// Indexed by [`Seat::index`]; `None` for an unknown hand. Known hands
    /// are sorted as they are shown: spades to clubs, each from the ace down.
    hands: [Option<Vec<Card>>; 4],
    /// Who holds each card, by [`Card::index`]; `None` for a card of an
    /// unknown hand. Found from `hands` when the deal is checked, and kept:
    /// the holder of each card of a record's play is asked several times
    /// (issue 18: a search of the four hands each time).
    holders: [Option<Seat>; 52],
}

impl std::fmt::Debug for Deal {
    /// The hands (the holders are the same thing by card).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Deal").field("hands", &self.hands).finish()
    }
}

impl Deal {
    /// The number of cards in a full hand.
    pub const HAND_SIZE: usize = 13;

    /// Validates the four hands, indexed by [`Seat::index`] (`None` for an
    /// unknown hand). Fails when a card is in two hands or twice in one, or
    /// when a known hand does not have 13 cards. When exactly three hands
    /// are known, the fourth is filled in with the remaining cards.
    pub fn new(hands: [Option<Vec<Card>>; 4]) -> Result<Deal, RecordError> {
        let mut holder: [Option<Seat>; 52] = [None; 52];
        for seat in Seat::ALL {
            let Some(hand) = &hands[seat.index()] else {
                continue;
            };
            for &card in hand {
                let slot = &mut holder[card.index()];
                match *slot {
                    Some(first) if first == seat => {
                        return Err(RecordError::new(FIELD, "record-card-twice-in-hand")
                            .arg("card", card)
                            .arg("seat", seat));
                    }
                    Some(first) => {
                        return Err(RecordError::new(FIELD, "record-duplicate-card")
                            .arg("card", card)
                            .arg("first", first)
                            .arg("second", seat));
                    }
                    None => *slot = Some(seat),
                }
            }
        }
        for seat in Seat::ALL {
            if let Some(hand) = &hands[seat.index()]
                && hand.len() != Deal::HAND_SIZE
            {
                return Err(RecordError::new(FIELD, "record-hand-size").arg("seat", seat).arg("count", hand.len()));
            }
        }
        let mut hands = hands;
        let mut unknown = Seat::ALL.into_iter().filter(|s| hands[s.index()].is_none());
        let only_unknown = match (unknown.next(), unknown.next()) {
            (Some(missing), None) => Some(missing),
            _ => None,
        };
        if let Some(missing) = only_unknown {
            let rest: Vec<Card> = Card::all().filter(|&c| holder[c.index()].is_none()).collect();
            for card in &rest {
                holder[card.index()] = Some(missing);
            }
            hands[missing.index()] = Some(rest);
        }
        for hand in hands.iter_mut().flatten() {
            hand.sort_unstable_by(|a, b| b.cmp(a));
        }
        Ok(Deal { hands, holders: holder })
    }

    /// Reads the value of a PBN `Deal` tag: `"N:AKQ.JT9.876.5432 … … …"`.
    /// The letter before the colon is the seat of the first hand; the other
    /// hands follow clockwise. Each hand lists spades, hearts, diamonds and
    /// clubs separated by dots; `-` stands for an unknown hand. Ranks are
    /// `2`–`9`, `T` (or `10`), `J`, `Q`, `K`, `A`, in either case.
    pub fn from_pbn(value: &str) -> Result<Deal, RecordError> {
        let value = value.trim();
        let syntax = || RecordError::new(FIELD, "record-deal-syntax").arg("value", value);
        let (first, rest) = value.split_once(':').ok_or_else(syntax)?;
        let mut first_chars = first.trim().chars();
        let first = match (first_chars.next(), first_chars.next()) {
            (Some(c), None) => Seat::from_char(c).ok_or_else(syntax)?,
            _ => return Err(syntax()),
        };
        // (The four hands' texts in an array, not a list: issue 18.)
        let mut texts = [""; 4];
        let mut count = 0;
        for text in rest.split_whitespace() {
            if let Some(slot) = texts.get_mut(count) {
                *slot = text;
            }
            count += 1;
        }
        if count != 4 {
            return Err(RecordError::new(FIELD, "record-deal-hand-count").arg("value", value).arg("count", count));
        }
        let mut hands: [Option<Vec<Card>>; 4] = Default::default();
        for (offset, text) in texts.into_iter().enumerate() {
            let seat = Seat::from_index(first.index() + offset);
            if text == "-" {
                continue;
            }
            hands[seat.index()] = Some(parse_hand(seat, text)?);
        }
        Deal::new(hands)
    }

    /// The deal as a PBN `Deal` value starting with `first`, the other hands
    /// following clockwise; `-` for an unknown hand.
    pub fn to_pbn(&self, first: Seat) -> String {
        let mut out = format!("{first}:");
        for offset in 0..4 {
            let seat = Seat::from_index(first.index() + offset);
            if offset > 0 {
                out.push(' ');
            }
            match &self.hands[seat.index()] {
                None => out.push('-'),
                Some(hand) => {
                    for (i, suit) in Suit::ALL.into_iter().rev().enumerate() {
                        if i > 0 {
                            out.push('.');
                        }
                        out.extend(hand.iter().filter(|c| c.suit == suit).map(|c| c.rank.as_char()));
                    }
                }
            }
        }
        out
    }

    /// The cards `seat` holds, spades to clubs and each suit from the ace
    /// down; empty when the hand is unknown (see [`Deal::is_known`]).
    pub fn hand(&self, seat: Seat) -> &[Card] {
        self.hands[seat.index()].as_deref().unwrap_or(&[])
    }

    /// The cards `seat` holds, or `None` when the hand is unknown.
    pub fn known_hand(&self, seat: Seat) -> Option<&[Card]> {
        self.hands[seat.index()].as_deref()
    }

    /// Whether the hand of `seat` is known.
    pub fn is_known(&self, seat: Seat) -> bool {
        self.hands[seat.index()].is_some()
    }

    /// Whether all four hands are known.
    pub fn is_complete(&self) -> bool {
        self.hands.iter().all(Option::is_some)
    }

    /// The seat holding `card`, or `None` when no known hand holds it (it is
    /// then in an unknown hand).
    pub fn holder(&self, card: Card) -> Option<Seat> {
        self.holders[card.index()]
    }
}

/// Reads one PBN hand, `AKQ.JT9.876.5432` (spades first).
fn parse_hand(seat: Seat, text: &str) -> Result<Vec<Card>, RecordError> {
    let mut suits = [""; 4];
    let mut count = 0;
    for holding in text.split('.') {
        if let Some(slot) = suits.get_mut(count) {
            *slot = holding;
        }
        count += 1;
    }
    if count != 4 {
        return Err(RecordError::new(FIELD, "record-deal-suit-count")
            .arg("seat", seat)
            .arg("hand", text)
            .arg("count", count));
    }
    let mut cards = Vec::with_capacity(Deal::HAND_SIZE);
    for (suit, holding) in Suit::ALL.into_iter().rev().zip(suits) {
        let mut chars = holding.chars().peekable();
        while let Some(c) = chars.next() {
            let rank = if c == '1' && chars.peek() == Some(&'0') {
                chars.next();
                Some(Rank::Ten)
            } else {
                Rank::from_char(c)
            };
            let rank = rank.ok_or_else(|| {
                RecordError::new(FIELD, "record-deal-bad-rank").arg("seat", seat).arg("hand", text).arg("rank", c)
            })?;
            cards.push(Card::new(suit, rank));
        }
    }
    Ok(cards)
}

/// The JSON form of a deal: one array of cards per seat, `null` (or absent)
/// for an unknown hand.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(
    feature = "openapi",
    schema(
        title = "Deal",
        description = "The hand of each seat as an array of 13 cards (`SA`, `HT`, …); \
                   `null` or absent for an unknown hand. No card may be in two hands. \
                   When three hands are given, the fourth is filled in."
    )
)]
struct DealHands {
    /// North's hand.
    #[serde(rename = "N", default)]
    n: Option<Vec<Card>>,
    /// East's hand.
    #[serde(rename = "E", default)]
    e: Option<Vec<Card>>,
    /// South's hand.
    #[serde(rename = "S", default)]
    s: Option<Vec<Card>>,
    /// West's hand.
    #[serde(rename = "W", default)]
    w: Option<Vec<Card>>,
}

impl From<Deal> for DealHands {
    fn from(deal: Deal) -> DealHands {
        let [n, e, s, w] = deal.hands;
        DealHands { n, e, s, w }
    }
}

impl TryFrom<DealHands> for Deal {
    type Error = RecordError;

    fn try_from(hands: DealHands) -> Result<Deal, RecordError> {
        Deal::new([hands.n, hands.e, hands.s, hands.w])
    }
}

#[cfg(feature = "openapi")]
impl PartialSchema for Deal {
    fn schema() -> RefOr<Schema> {
        DealHands::schema()
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for Deal {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Deal")
    }

    fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
        <DealHands as utoipa::ToSchema>::schemas(schemas);
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    const SCHIPHOL: &str = "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn reads_a_pbn_deal_from_any_first_seat() {
        let deal = Deal::from_pbn(SCHIPHOL).unwrap();
        assert!(deal.is_complete());
        assert_eq!(deal.holder(card("SA")), Some(Seat::E));
        assert_eq!(deal.holder(card("DA")), Some(Seat::N));
        assert_eq!(deal.holder(card("ST")), Some(Seat::W));
        assert_eq!(deal.hand(Seat::S).len(), 13);
        assert_eq!(deal.hand(Seat::S)[0], card("SJ"));
        assert_eq!(deal.to_pbn(Seat::N), SCHIPHOL);
        // The same deal written from West's hand.
        let from_west = Deal::from_pbn(&deal.to_pbn(Seat::W)).unwrap();
        assert_eq!(from_west, deal);
        assert!(deal.to_pbn(Seat::W).starts_with("W:KQT2.AT.J6542.85 .63"));
    }

    #[test]
    fn accepts_ten_written_10_and_lower_case() {
        let deal = Deal::from_pbn("n:.63.akq987.a9732 a8654.kq5.10.qj106 j973.j98742.3.k4 kqt2.at.j6542.85").unwrap();
        assert_eq!(deal.to_pbn(Seat::N), SCHIPHOL);
    }

    #[test]
    fn unknown_hands_stay_unknown_and_a_single_one_is_deduced() {
        let two_known = Deal::from_pbn("N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 - -").unwrap();
        assert!(!two_known.is_known(Seat::S));
        assert!(two_known.hand(Seat::S).is_empty());
        assert_eq!(two_known.known_hand(Seat::W), None);
        assert_eq!(two_known.holder(card("SK")), None);
        assert_eq!(two_known.to_pbn(Seat::N), "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 - -");

        let three_known = Deal::from_pbn("N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 -").unwrap();
        assert!(three_known.is_complete());
        assert_eq!(three_known.to_pbn(Seat::N), SCHIPHOL);
        // The hand filled in holds its cards as any other.
        for seat in Seat::ALL {
            for &c in three_known.hand(seat) {
                assert_eq!(three_known.holder(c), Some(seat), "{c}");
            }
            for &c in two_known.hand(seat) {
                assert_eq!(two_known.holder(c), Some(seat), "{c}");
            }
        }
        assert_eq!(Card::all().filter(|&c| two_known.holder(c).is_some()).count(), 26);
    }

    #[test]
    fn rejects_a_card_in_two_hands() {
        // North's DA replaced by the SA, which East holds.
        let error =
            Deal::from_pbn("N:A.63.KQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85").unwrap_err();
        assert_eq!(error.field, "Deal");
        assert_eq!(error.message_id, "record-duplicate-card");
        assert_eq!(error.arg_value("card"), Some("SA"));
        assert_eq!(error.arg_value("first"), Some("N"));
        assert_eq!(error.arg_value("second"), Some("E"));
        let text = error.localized();
        assert!(text.en.contains("North") && text.en.contains("East"), "{}", text.en);
    }

    #[test]
    fn rejects_a_card_twice_in_one_hand() {
        let error =
            Deal::from_pbn("N:.63.AKQ987.A9772 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85").unwrap_err();
        assert_eq!(error.message_id, "record-card-twice-in-hand");
        assert_eq!(error.arg_value("card"), Some("C7"));
        assert_eq!(error.arg_value("seat"), Some("N"));
    }

    #[test]
    fn rejects_a_hand_of_twelve_cards() {
        // West's C5 removed.
        let error = Deal::from_pbn("N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.8").unwrap_err();
        assert_eq!(error.message_id, "record-hand-size");
        assert_eq!(error.arg_value("seat"), Some("W"));
        assert_eq!(error.arg_value("count"), Some("12"));
        let text = error.localized();
        assert!(text.en.contains("West") && text.en.contains("12 cards"), "{}", text.en);
        assert!(text.fr.contains("Ouest") && text.fr.contains("12 cartes"), "{}", text.fr);
    }

    #[test]
    fn rejects_malformed_values() {
        for (value, id) in [
            ("", "record-deal-syntax"),
            ("AKQ.JT9.876.5432", "record-deal-syntax"),
            ("X:- - - -", "record-deal-syntax"),
            ("N:- - -", "record-deal-hand-count"),
            ("N:AKQ.JT9.876 - - -", "record-deal-suit-count"),
            ("N:AKQ.JT9.876.543Z - - -", "record-deal-bad-rank"),
        ] {
            let error = Deal::from_pbn(value).unwrap_err();
            assert_eq!(error.message_id, id, "{value}");
        }
    }

    #[test]
    fn json_form_is_validated() {
        let deal = Deal::from_pbn(SCHIPHOL).unwrap();
        let json = serde_json::to_value(&deal).unwrap();
        assert_eq!(json["E"][0], "SA");
        let back: Deal = serde_json::from_value(json.clone()).unwrap();
        assert_eq!(back, deal);
        let mut bad = json;
        bad["N"][0] = serde_json::Value::from("SA");
        assert!(serde_json::from_value::<Deal>(bad).is_err());
        let partial: Deal = serde_json::from_str(r#"{"N": null}"#).unwrap();
        assert!(!partial.is_known(Seat::N));
    }
}
