//! The play of the cards: which cards a player may play to a trick, who wins
//! a trick, and the cards played against these rules (revokes, « renonces »)
//! found in a deal record.
//!
//! The rules, as the FFT's règlement officiel states them:
//! - the first card that is not the excuse sets what must be followed (a
//!   suit, or trumps); the excuse led leaves the choice to the next player;
//! - a player follows the suit led if he can;
//! - if he cannot, he must trump; if a trump is already in the trick he must
//!   overtrump if he can, and otherwise still trump (undertrump);
//! - when trumps are led, he must play a trump higher than the highest one in
//!   the trick if he can (even over his partner's), and otherwise any trump;
//! - a player who can neither follow nor trump discards any card;
//! - the excuse may be played at any time instead of the card required.

use serde::{Deserialize, Serialize};

use crate::card::{Card, CardSet, Suit};
use crate::record::Deal;

/// What a trick asks players to follow.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lead {
    /// A suit was led.
    Suit(Suit),
    /// Trumps were led.
    Trumps,
}

/// What the cards already in a trick (in the order played) ask for: set by
/// the first card that is not the excuse. `None` while the player leads, or
/// when only the excuse has been played.
pub fn lead_of(trick: &[Card]) -> Option<Lead> {
    trick.iter().find(|c| !c.is_excuse()).map(|c| match c.suit() {
        Some(suit) => Lead::Suit(suit),
        None => Lead::Trumps,
    })
}

/// The rule that made a card illegal: what the player had to play instead.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", schema(as = TarotPlayRule))]
pub enum PlayRule {
    /// He held the suit led and had to follow it.
    FollowSuit,
    /// He held none of the suit led, held trumps, and had to trump.
    Trump,
    /// A trump was already in the trick and he could overtrump it.
    Overtrump,
    /// Trumps were led and he had to play one.
    FollowTrumps,
    /// Trumps were led and he held a trump higher than the highest played.
    PlayHigherTrump,
    /// At five players, the first lead of the deal was in the suit of the
    /// card the taker called, and was not that card (règlement, « Le jeu à
    /// 5 joueurs »).
    CalledSuitAtFirstLead,
}

/// The cards `hand` may play to a trick holding `trick`, and the rule that
/// restricts them (`None` when every card of the hand is allowed).
pub fn legal(hand: CardSet, trick: &[Card]) -> (CardSet, Option<PlayRule>) {
    let excuse = hand.intersection(CardSet::of([Card::EXCUSE]));
    let Some(lead) = lead_of(trick) else { return (hand, None) };
    if let Lead::Suit(suit) = lead {
        let follow = hand.of_suit(suit);
        if !follow.is_empty() {
            return (follow.union(excuse), Some(PlayRule::FollowSuit));
        }
    }
    let trumps = hand.trumps();
    if trumps.is_empty() {
        // Neither the suit nor a trump: any card.
        return (hand, None);
    }
    let highest = trick.iter().filter_map(|c| c.trump_number()).max().unwrap_or(0);
    let higher = trumps.filter(|c| c.trump_number().is_some_and(|n| n > highest));
    let rule = match (lead, highest, higher.is_empty()) {
        (Lead::Trumps, _, false) => PlayRule::PlayHigherTrump,
        (Lead::Trumps, _, true) => PlayRule::FollowTrumps,
        (Lead::Suit(_), 0, _) => PlayRule::Trump,
        (Lead::Suit(_), _, false) => PlayRule::Overtrump,
        // Unable to overtrump: he must still trump, lower (undertrump).
        (Lead::Suit(_), _, true) => PlayRule::Trump,
    };
    let allowed = if higher.is_empty() { trumps } else { higher };
    (allowed.union(excuse), Some(rule))
}

/// The cards `hand` may play to a trick holding `trick`. Never empty while
/// the hand holds a card.
pub fn legal_cards(hand: CardSet, trick: &[Card]) -> CardSet {
    legal(hand, trick).0
}

/// Whether `card`, from `hand`, may be played to a trick holding `trick`; if
/// not, the rule it breaks.
pub fn check_card(hand: CardSet, trick: &[Card], card: Card) -> Result<(), PlayRule> {
    let (allowed, rule) = legal(hand, trick);
    match rule {
        Some(rule) if !allowed.contains(card) => Err(rule),
        _ => Ok(()),
    }
}

/// The player whose card wins `cards` (the trick in the order played, each
/// with its player): the highest trump, or without trumps the highest card
/// of the suit led. The excuse never wins, except when `excuse_wins` and it
/// was led: the last trick of a chelem, led with the excuse by the side that
/// took every other trick. `None` for a trick without a card that can win.
pub fn trick_winner(cards: &[(usize, Card)], excuse_wins: bool) -> Option<usize> {
    if excuse_wins && let Some((leader, Card::EXCUSE)) = cards.first() {
        return Some(*leader);
    }
    let best_trump = cards.iter().filter(|(_, c)| c.is_trump()).max_by_key(|(_, c)| c.trump_number());
    if let Some((player, _)) = best_trump {
        return Some(*player);
    }
    let played: Vec<Card> = cards.iter().map(|(_, c)| *c).collect();
    let Some(Lead::Suit(suit)) = lead_of(&played) else { return None };
    cards.iter().filter(|(_, c)| c.suit() == Some(suit)).max_by_key(|(_, c)| c.id()).map(|(p, _)| *p)
}

/// A card played against the rules of play, found in a deal record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = TarotRevoke))]
pub struct Revoke {
    /// The trick, from 1.
    pub trick: usize,
    /// The position of the card in the trick, from 1 (1 is the lead).
    pub position: usize,
    /// The player, by index in `players`.
    pub player: usize,
    /// The card he played.
    pub card: Card,
    /// The rule the card broke.
    pub rule: PlayRule,
    /// The cards he held when he played it.
    pub held: Vec<Card>,
    /// The cards he could have played.
    pub allowed: Vec<Card>,
}

/// The cards `hand` may lead to the first trick when `called` is the card
/// the taker called (five players): any card but another of the called
/// suit (règlement, « Le jeu à 5 joueurs »). A hand of nothing but that suit
/// leads what it has, the règlement giving no other way.
pub fn first_leads(hand: CardSet, called: Card) -> CardSet {
    let Some(suit) = called.suit() else { return hand };
    let barred = hand.of_suit(suit).filter(|c| c != called);
    let allowed = hand.filter(|c| !barred.contains(c));
    if allowed.is_empty() { hand } else { allowed }
}

/// Every card of `deal` played against the rules of play, in the order
/// played, with the cards the player held and those he could have played.
pub fn revokes(deal: &Deal) -> Vec<Revoke> {
    let mut remaining: Vec<CardSet> = (0..deal.size.players()).map(|p| deal.hand_in_play(p)).collect();
    let mut found = Vec::new();
    for trick in &deal.tricks {
        let mut so_far: Vec<Card> = Vec::with_capacity(trick.cards.len());
        for (i, (player, card)) in trick.cards.iter().enumerate() {
            let Some(hand) = remaining.get_mut(*player) else { continue };
            if let (Some(called), 1, 0) = (deal.called, trick.number, i) {
                let allowed = first_leads(*hand, called);
                if !allowed.contains(*card) {
                    found.push(Revoke {
                        trick: trick.number,
                        position: 1,
                        player: *player,
                        card: *card,
                        rule: PlayRule::CalledSuitAtFirstLead,
                        held: hand.to_vec(),
                        allowed: allowed.to_vec(),
                    });
                }
            }
            if let Err(rule) = check_card(*hand, &so_far, *card) {
                found.push(Revoke {
                    trick: trick.number,
                    position: i + 1,
                    player: *player,
                    card: *card,
                    rule,
                    held: hand.to_vec(),
                    allowed: legal_cards(*hand, &so_far).to_vec(),
                });
            }
            hand.remove(*card);
            so_far.push(*card);
        }
    }
    found
}

/// A trick led by another player than the one on lead, found in a record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = TarotLeadOutOfTurn))]
pub struct LeadOutOfTurn {
    /// The trick, from 1.
    pub trick: usize,
    /// Who led.
    pub player: usize,
    /// Who was on lead.
    pub expected: usize,
}

/// The tricks of `deal` led out of turn.
pub fn leads_out_of_turn(deal: &Deal) -> Vec<LeadOutOfTurn> {
    deal.tricks
        .iter()
        .filter(|t| t.leader != t.expected_leader)
        .map(|t| LeadOutOfTurn { trick: t.number, player: t.leader, expected: t.expected_leader })
        .collect()
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn cards(text: &str) -> Vec<Card> {
        text.split_whitespace().map(|c| c.parse().unwrap()).collect()
    }

    fn hand(text: &str) -> CardSet {
        CardSet::of(cards(text))
    }

    fn names(set: CardSet) -> String {
        set.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn the_leader_plays_anything() {
        let h = hand("S3 H5 T4 EX");
        assert_eq!(legal(h, &[]), (h, None));
    }

    #[test]
    fn a_player_follows_the_suit_led_or_plays_the_excuse() {
        let h = hand("S3 SR H5 T4 EX");
        assert_eq!(names(legal_cards(h, &cards("S7"))), "S3 SR EX");
        assert_eq!(check_card(h, &cards("S7"), "T4".parse().unwrap()), Err(PlayRule::FollowSuit));
        assert_eq!(check_card(h, &cards("S7"), Card::EXCUSE), Ok(()));
    }

    #[test]
    fn without_the_suit_he_must_trump_and_overtrump_if_he_can() {
        let h = hand("H5 T4 T12 T18");
        assert_eq!(names(legal_cards(h, &cards("S7"))), "T4 T12 T18");
        assert_eq!(check_card(h, &cards("S7"), "H5".parse().unwrap()), Err(PlayRule::Trump));
        // A trump of 10 is in the trick: 12 and 18 overtrump it.
        assert_eq!(names(legal_cards(h, &cards("S7 T10"))), "T12 T18");
        assert_eq!(check_card(h, &cards("S7 T10"), "T4".parse().unwrap()), Err(PlayRule::Overtrump));
    }

    #[test]
    fn unable_to_overtrump_he_still_trumps_lower() {
        let h = hand("H5 T4 T12");
        assert_eq!(names(legal_cards(h, &cards("S7 T20"))), "T4 T12");
        assert_eq!(check_card(h, &cards("S7 T20"), "H5".parse().unwrap()), Err(PlayRule::Trump));
    }

    #[test]
    fn on_a_trump_lead_he_plays_higher_even_over_his_partner() {
        let h = hand("S2 T4 T15");
        assert_eq!(names(legal_cards(h, &cards("T3 T9"))), "T15");
        assert_eq!(check_card(h, &cards("T3 T9"), "T4".parse().unwrap()), Err(PlayRule::PlayHigherTrump));
        // No higher trump: any trump, still not a suit card.
        assert_eq!(names(legal_cards(h, &cards("T3 T19"))), "T4 T15");
        assert_eq!(check_card(h, &cards("T3 T19"), "S2".parse().unwrap()), Err(PlayRule::FollowTrumps));
    }

    #[test]
    fn without_the_suit_or_trumps_he_discards_anything() {
        let h = hand("H5 DR");
        assert_eq!(legal(h, &cards("S7 T10")), (h, None));
        assert_eq!(legal(h, &cards("T1")), (h, None));
    }

    #[test]
    fn the_excuse_is_always_allowed_and_when_led_the_next_card_sets_the_suit() {
        let h = hand("S3 H5 T4 EX");
        assert_eq!(legal(h, &cards("EX")), (h, None));
        assert_eq!(names(legal_cards(h, &cards("EX H9"))), "H5 EX");
        // Unable to overtrump, he still trumps lower; the excuse stays allowed.
        assert_eq!(names(legal_cards(hand("H4 T2 EX"), &cards("S1 T3"))), "T2 EX");
    }

    #[test]
    fn the_highest_trump_wins_then_the_highest_card_of_the_suit_led() {
        let trick = |text: &str| cards(text).into_iter().enumerate().collect::<Vec<_>>();
        assert_eq!(trick_winner(&trick("S7 SR S2 H10"), false), Some(1));
        assert_eq!(trick_winner(&trick("S7 SR T2 T1"), false), Some(2));
        assert_eq!(trick_winner(&trick("EX H3 HV H10"), false), Some(2));
        // The king beats the queen, the queen the knight, the knight the jack.
        assert_eq!(trick_winner(&trick("HC HD HV"), false), Some(1));
        assert_eq!(trick_winner(&trick("EX H3 T1"), true), Some(0));
        assert_eq!(trick_winner(&trick("H3 EX T1"), true), Some(2));
    }

    proptest! {
        #[test]
        fn a_hand_that_holds_cards_always_has_a_legal_card(
            order in Just((0u8..78).collect::<Vec<_>>()).prop_shuffle(),
            hand_len in 1usize..25,
            trick_len in 0usize..5,
        ) {
            let pack: Vec<Card> = order.into_iter().filter_map(Card::from_id).collect();
            let hand = CardSet::of(pack[..hand_len].iter().copied());
            let trick = &pack[hand_len..hand_len + trick_len];
            let allowed = legal_cards(hand, trick);
            prop_assert!(!allowed.is_empty());
            prop_assert_eq!(allowed.difference(hand), CardSet::EMPTY);
            for card in allowed.iter() {
                prop_assert_eq!(check_card(hand, trick, card), Ok(()));
            }
        }
    }
}
