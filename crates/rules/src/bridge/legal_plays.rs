//! The cards a player may play now, and those he must play, given the deal,
//! the play so far, the penalty cards on the table and the lead restrictions
//! in force (Laws 44C, 50C, 50D, 51A, 59, and the restrictions of Laws 26
//! and 50D2 / 51B once declarer has elected).
//!
//! The order is the laws' own: following suit, or a lead restriction, comes
//! first (50D1(b)); then a major penalty card that can legally be played must
//! be (50D1(a)), declarer designating one when several can (51A); a minor
//! penalty card only keeps lower non-honour cards of its suit back (50C). A
//! player who cannot lead as required may lead any card (59).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::bridge::card::{Card, Seat, Suit};
use crate::bridge::deal_record::DealRecord;
use crate::bridge::play::reconstruct_tricks;
use crate::bridge::{law50, law51, law59};
use crate::evaluate::{InputError, Rule};
use crate::ruling::{Citation, LeadOption, PenaltyCardKind};
use crate::text::{self, Arg, Localized};

/// A penalty card on the table, in front of the defender it belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct PenaltyCardInForce {
    /// The defender whose card it is.
    pub seat: Seat,
    /// The card, suit then rank (`HK`).
    pub card: Card,
    /// Major or minor (Law 50B). Two or more penalty cards of one player are
    /// all major whatever is sent.
    pub kind: PenaltyCardKind,
}

/// A lead restriction in force (Law 26, or declarer's election under 50D2 / 51B).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LeadRestrictionInForce {
    /// The defender it restricts, when he is on lead.
    pub seat: Seat,
    /// `require`: he must lead one of the suits; `forbid`: he may not lead them.
    pub kind: LeadOption,
    /// The suits required or forbidden (`C`, `D`, `H`, `S`); at least one.
    pub suits: Vec<Suit>,
}

/// Why a card is, or is not, among the plays allowed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct PlayReason {
    /// The stable id of the rule applied, e.g. `ffb2017.law50.d1a`.
    pub rule: String,
    /// The law and paragraph.
    pub citation: Citation,
    /// What it means at this turn, in French and English.
    pub text: Localized,
}

/// The cards a player may play now, and those he must play.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct LegalPlays {
    /// The player whose turn it is (dummy's cards are played by declarer).
    pub seat: Seat,
    /// Whether he is leading to a trick (otherwise he follows).
    pub leading: bool,
    /// The suit led to the current trick, when he follows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suit_led: Option<Suit>,
    /// Every card he may play now, all the rules considered.
    pub may_play: Vec<Card>,
    /// When a major penalty card must be played now: the penalty cards he
    /// must choose from (then equal to `may_play`); empty otherwise.
    pub must_play: Vec<Card>,
    /// Whether declarer designates which of the penalty cards in `must_play`
    /// is played (Law 51A: two or more can legally be played).
    pub declarer_designates: bool,
    /// Whether declarer must elect before this lead (Law 50D2, 51B): the
    /// player's partner has a major penalty card and no restriction was sent
    /// for this lead. `may_play` then shows the lead left free; send
    /// declarer's requirement or prohibition in `lead_restrictions`.
    pub declarer_must_elect: bool,
    /// The rules applied, in order.
    pub reasons: Vec<PlayReason>,
}

/// The player to play and what he faces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Turn {
    /// Whose turn it is.
    pub seat: Seat,
    /// The suit led to the trick in progress; `None` when he leads.
    pub suit_led: Option<Suit>,
    /// His cards not yet played (penalty cards included: they are still his).
    pub hand: Vec<Card>,
    /// Declarer, from the record.
    pub declarer: Seat,
}

/// 44C: a player must follow suit if he can.
pub const LAW44_C: Rule = Rule {
    id: "ffb2017.law44.c",
    citation: crate::catalogue::CitationSpec { code: "FFB 2017", law: "44", paragraph: "C", title: "law44-c-title" },
};
/// A lead restriction in force requires a suit.
pub const RESTRICTION_REQUIRE: Rule =
    Rule { id: "ffb2017.lead_restriction.require", citation: law50::D2A_REQUIRE.citation };
/// A lead restriction in force forbids suits.
pub const RESTRICTION_FORBID: Rule =
    Rule { id: "ffb2017.lead_restriction.forbid", citation: law50::D2A_FORBID.citation };

fn input_error(code: &'static str, pointer: impl Into<String>, id: &str, args: &[(&str, Arg)]) -> InputError {
    InputError::new(code, pointer, text::localized(id, args))
}

/// Whose turn it is in `record`, and his remaining cards.
///
/// # Errors
/// `/record` when the record lacks the contract, declarer or the player's
/// hand, or when all thirteen tricks have been played.
pub fn turn(record: &DealRecord) -> Result<Turn, InputError> {
    let (Some(strain), Some(declarer)) = (record.contract.and_then(|c| c.strain()), record.declarer) else {
        return Err(input_error("record_without_contract", "/record", "play-error-no-contract", &[]));
    };
    let tricks = match &record.play {
        Some(play) => reconstruct_tricks(record.deal.as_ref(), strain, play)
            .map_err(|e| crate::bridge::record::to_input_error(&e, "/record"))?,
        None => Vec::new(),
    };
    let opening_leader = record.play.as_ref().map_or(declarer.next(), |p| p.opening_leader);
    let (seat, suit_led) = match tricks.last() {
        None => (opening_leader, None),
        Some(last) if !last.is_complete() => {
            let (previous, lead) = (last.cards[last.cards.len() - 1].0, last.cards[0].1);
            (previous.next(), Some(lead.suit))
        }
        Some(_) if tricks.len() >= 13 => {
            return Err(input_error("play_over", "/record", "play-error-play-over", &[]));
        }
        Some(last) => (last.winner.unwrap_or(last.leader), None),
    };
    let Some(dealt) = record.deal.as_ref().and_then(|d| d.known_hand(seat)) else {
        return Err(input_error("hand_unknown", "/record", "play-error-hand-unknown", &[("seat", seat_name(seat))]));
    };
    let played: Vec<Card> =
        tricks.iter().flat_map(|t| t.cards.iter()).filter(|(s, _)| *s == seat).map(|(_, c)| *c).collect();
    let hand = dealt.iter().copied().filter(|c| !played.contains(c)).collect();
    Ok(Turn { seat, suit_led, hand, declarer })
}

/// The cards `seat` still holds in `record` (`None` when his hand is unknown).
pub fn remaining_cards(record: &DealRecord, seat: Seat) -> Option<Vec<Card>> {
    let dealt = record.deal.as_ref()?.known_hand(seat)?;
    let strain = record.contract.and_then(|c| c.strain());
    let played: Vec<Card> = match (&record.play, strain) {
        (Some(play), Some(strain)) => reconstruct_tricks(record.deal.as_ref(), strain, play)
            .ok()?
            .iter()
            .flat_map(|t| t.cards.iter())
            .filter(|(s, _)| *s == seat)
            .map(|(_, c)| *c)
            .collect(),
        _ => Vec::new(),
    };
    Some(dealt.iter().copied().filter(|c| !played.contains(c)).collect())
}

fn seat_name(seat: Seat) -> Arg {
    Arg::Str(seat.to_string())
}

fn cards_text(cards: &[Card]) -> Arg {
    Arg::Str(cards.iter().map(Card::to_string).collect::<Vec<_>>().join(", "))
}

fn suits_text(suits: &[Suit]) -> Arg {
    Arg::Str(suits.iter().map(Suit::to_string).collect::<Vec<_>>().join(", "))
}

/// The legal plays for the player on turn in `record`, checking the penalty
/// cards and restrictions sent (pointers name `/penalty_cards/i/…`,
/// `/lead_restrictions/i/…`, `/seat`).
///
/// # Errors
/// As [`turn`]; a `seat` that is not the one on turn; a penalty card of
/// declarer or dummy, not in its player's hand, or sent twice; a lead
/// restriction on declarer's side or without suits.
pub fn from_record(
    record: &DealRecord,
    seat: Option<Seat>,
    penalty_cards: &[PenaltyCardInForce],
    restrictions: &[LeadRestrictionInForce],
) -> Result<LegalPlays, InputError> {
    let turn = turn(record)?;
    if let Some(asked) = seat
        && asked != turn.seat
    {
        return Err(input_error(
            "not_players_turn",
            "/seat",
            "play-error-not-players-turn",
            &[("seat", seat_name(asked)), ("turn", seat_name(turn.seat))],
        ));
    }
    let dummy = turn.declarer.partner();
    for (i, p) in penalty_cards.iter().enumerate() {
        if p.seat == turn.declarer || p.seat == dummy {
            return Err(input_error(
                "penalty_card_not_defender",
                format!("/penalty_cards/{i}/seat"),
                "play-error-penalty-not-defender",
                &[("seat", seat_name(p.seat))],
            ));
        }
        if penalty_cards[..i].iter().any(|q| q.card == p.card) {
            return Err(input_error(
                "penalty_card_twice",
                format!("/penalty_cards/{i}/card"),
                "play-error-penalty-twice",
                &[("card", Arg::Str(p.card.to_string()))],
            ));
        }
        if let Some(hand) = remaining_cards(record, p.seat)
            && !hand.contains(&p.card)
        {
            return Err(input_error(
                "penalty_card_not_in_hand",
                format!("/penalty_cards/{i}/card"),
                "play-error-penalty-not-in-hand",
                &[("card", Arg::Str(p.card.to_string())), ("seat", seat_name(p.seat))],
            ));
        }
    }
    for (i, r) in restrictions.iter().enumerate() {
        if r.seat == turn.declarer || r.seat == dummy {
            return Err(input_error(
                "lead_restriction_not_defender",
                format!("/lead_restrictions/{i}/seat"),
                "play-error-restriction-not-defender",
                &[("seat", seat_name(r.seat))],
            ));
        }
        if r.suits.is_empty() {
            return Err(input_error(
                "lead_restriction_without_suit",
                format!("/lead_restrictions/{i}/suits"),
                "play-error-restriction-no-suit",
                &[],
            ));
        }
    }
    Ok(legal_plays(&turn, penalty_cards, restrictions))
}

fn reason(rule: &Rule, id: &str, args: &[(&str, Arg)]) -> PlayReason {
    PlayReason { rule: rule.id.to_owned(), citation: rule.citation.citation(), text: text::localized(id, args) }
}

/// The penalty cards of `seat` still in his hand, with their kind as the
/// laws make it: two or more are all major (50B2).
pub fn effective_penalty_cards(
    seat: Seat,
    hand: &[Card],
    penalty_cards: &[PenaltyCardInForce],
) -> Vec<PenaltyCardInForce> {
    let own: Vec<PenaltyCardInForce> =
        penalty_cards.iter().filter(|p| p.seat == seat && hand.contains(&p.card)).copied().collect();
    if own.len() >= 2 {
        own.into_iter().map(|p| PenaltyCardInForce { kind: PenaltyCardKind::Major, ..p }).collect()
    } else {
        own
    }
}

/// The legal plays at `turn`. Penalty cards of other players only matter
/// through 50D2 (partner's major penalty card at this player's lead).
pub fn legal_plays(
    turn: &Turn,
    penalty_cards: &[PenaltyCardInForce],
    restrictions: &[LeadRestrictionInForce],
) -> LegalPlays {
    let seat = turn.seat;
    let mut reasons = Vec::new();
    let mut allowed: Vec<Card> = turn.hand.clone();
    let mut declarer_must_elect = false;
    let own = effective_penalty_cards(seat, &turn.hand, penalty_cards);
    if own.len() >= 2 && penalty_cards.iter().any(|p| p.seat == seat && p.kind == PenaltyCardKind::Minor) {
        reasons.push(reason(&law50::B2_SEVERAL, "play-reason-several-major", &[("seat", seat_name(seat))]));
    }

    match turn.suit_led {
        Some(led) => {
            let of_suit: Vec<Card> = allowed.iter().copied().filter(|c| c.suit == led).collect();
            if !of_suit.is_empty() {
                allowed = of_suit;
                reasons.push(reason(&LAW44_C, "play-reason-follow-suit", &[("suit", Arg::Str(led.to_string()))]));
            }
        }
        None => {
            let mine: Vec<&LeadRestrictionInForce> = restrictions.iter().filter(|r| r.seat == seat).collect();
            let partner_majors = effective_penalty_cards(seat.partner(), &all_cards(), penalty_cards)
                .into_iter()
                .filter(|p| p.kind == PenaltyCardKind::Major)
                .count();
            if partner_majors > 0 && mine.is_empty() {
                declarer_must_elect = true;
                let rule = if partner_majors >= 2 { &law51::B_PARTNERS_LEAD } else { &law50::D2 };
                reasons.push(reason(rule, "play-reason-declarer-elects", &[("partner", seat_name(seat.partner()))]));
            }
            for r in mine {
                let (kept, rule, id): (Vec<Card>, &Rule, &str) = match r.kind {
                    LeadOption::Require => (
                        allowed.iter().copied().filter(|c| r.suits.contains(&c.suit)).collect(),
                        &RESTRICTION_REQUIRE,
                        "play-reason-lead-required",
                    ),
                    LeadOption::Forbid => (
                        allowed.iter().copied().filter(|c| !r.suits.contains(&c.suit)).collect(),
                        &RESTRICTION_FORBID,
                        "play-reason-lead-forbidden",
                    ),
                };
                if kept.is_empty() {
                    // 59: unable to lead as required, he leads any card.
                    reasons.push(reason(&law59::UNABLE, "play-reason-unable", &[("suits", suits_text(&r.suits))]));
                } else {
                    allowed = kept;
                    reasons.push(reason(rule, id, &[("suits", suits_text(&r.suits))]));
                }
            }
        }
    }

    let majors: Vec<Card> = own.iter().filter(|p| p.kind == PenaltyCardKind::Major).map(|p| p.card).collect();
    let mut must_play = Vec::new();
    let mut declarer_designates = false;
    if !majors.is_empty() {
        let playable: Vec<Card> = allowed.iter().copied().filter(|c| majors.contains(c)).collect();
        if playable.is_empty() {
            reasons.push(reason(&law50::D1B, "play-reason-penalty-waits", &[("cards", cards_text(&majors))]));
        } else {
            reasons.push(reason(&law50::D1A, "play-reason-penalty-must", &[("cards", cards_text(&playable))]));
            if playable.len() >= 2 {
                declarer_designates = true;
                reasons.push(reason(
                    &law51::A_DESIGNATES,
                    "play-reason-designates",
                    &[("cards", cards_text(&playable))],
                ));
            }
            allowed = playable.clone();
            must_play = playable;
        }
    } else if let [minor] = own.as_slice() {
        let before = allowed.len();
        allowed.retain(|c| c.suit != minor.card.suit || c.rank.is_honour() || *c == minor.card);
        if allowed.len() < before {
            reasons.push(reason(&law50::C_MINOR, "play-reason-minor", &[("card", Arg::Str(minor.card.to_string()))]));
        }
    }
    allowed.sort_unstable_by(|a, b| b.cmp(a));
    must_play.sort_unstable_by(|a, b| b.cmp(a));
    LegalPlays {
        seat,
        leading: turn.suit_led.is_none(),
        suit_led: turn.suit_led,
        may_play: allowed,
        must_play,
        declarer_designates,
        declarer_must_elect,
        reasons,
    }
}

fn all_cards() -> Vec<Card> {
    Card::all().collect()
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::bridge::card::Rank;

    fn cards(list: &[&str]) -> Vec<Card> {
        list.iter().map(|c| c.parse().expect("card")).collect()
    }

    fn card(text: &str) -> Card {
        text.parse().expect("card")
    }

    fn turn(seat: Seat, hand: &[&str], led: Option<Suit>) -> Turn {
        Turn { seat, suit_led: led, hand: cards(hand), declarer: Seat::S }
    }

    fn penalty(seat: Seat, c: &str, kind: PenaltyCardKind) -> PenaltyCardInForce {
        PenaltyCardInForce { seat, card: card(c), kind }
    }

    const HAND: [&str; 6] = ["HK", "HT", "H9", "S9", "S5", "D3"];

    #[test]
    fn without_penalty_a_player_follows_suit_when_he_can() {
        let plays = legal_plays(&turn(Seat::W, &HAND, Some(Suit::Hearts)), &[], &[]);
        assert_eq!(plays.may_play, cards(&["HK", "HT", "H9"]));
        assert!(plays.must_play.is_empty());
        let plays = legal_plays(&turn(Seat::W, &HAND, Some(Suit::Clubs)), &[], &[]);
        assert_eq!(plays.may_play.len(), 6);
    }

    #[test]
    fn d1a_a_major_penalty_card_is_played_at_the_first_legal_opportunity() {
        // Seed 004: dummy leads the heart ace, West must play his king.
        let p = [penalty(Seat::W, "HK", PenaltyCardKind::Major)];
        let plays = legal_plays(&turn(Seat::W, &HAND, Some(Suit::Hearts)), &p, &[]);
        assert_eq!((plays.may_play.clone(), plays.must_play.clone()), (cards(&["HK"]), cards(&["HK"])));
        assert!(plays.reasons.iter().any(|r| r.rule == law50::D1A.id));
        // Void in the suit led: he discards it.
        let plays = legal_plays(&turn(Seat::W, &HAND, Some(Suit::Clubs)), &p, &[]);
        assert_eq!(plays.must_play, cards(&["HK"]));
        // Leading: he leads it.
        let plays = legal_plays(&turn(Seat::W, &HAND, None), &p, &[]);
        assert_eq!(plays.must_play, cards(&["HK"]));
    }

    #[test]
    fn d1b_following_suit_comes_first_and_the_card_waits() {
        let p = [penalty(Seat::W, "HK", PenaltyCardKind::Major)];
        let plays = legal_plays(&turn(Seat::W, &HAND, Some(Suit::Spades)), &p, &[]);
        assert_eq!(plays.may_play, cards(&["S9", "S5"]));
        assert!(plays.must_play.is_empty());
        assert!(plays.reasons.iter().any(|r| r.rule == law50::D1B.id));
    }

    #[test]
    fn c_a_minor_penalty_card_keeps_lower_small_cards_back_but_not_honours() {
        let p = [penalty(Seat::W, "S9", PenaltyCardKind::Minor)];
        let plays = legal_plays(&turn(Seat::W, &HAND, Some(Suit::Spades)), &p, &[]);
        assert_eq!(plays.may_play, cards(&["S9"]));
        let hand = ["SQ", "S9", "S5", "D3"];
        let plays = legal_plays(&turn(Seat::W, &hand, Some(Suit::Spades)), &p, &[]);
        assert_eq!(plays.may_play, cards(&["SQ", "S9"]));
        assert!(plays.must_play.is_empty());
        assert!(plays.reasons.iter().any(|r| r.rule == law50::C_MINOR.id));
    }

    #[test]
    fn a51_declarer_designates_among_several_playable_penalty_cards() {
        // Two minors given: two penalty cards are all major (50B2).
        let p = [penalty(Seat::W, "S9", PenaltyCardKind::Minor), penalty(Seat::W, "D3", PenaltyCardKind::Minor)];
        let plays = legal_plays(&turn(Seat::W, &HAND, Some(Suit::Clubs)), &p, &[]);
        assert_eq!(plays.must_play, cards(&["S9", "D3"]));
        assert!(plays.declarer_designates);
        assert!(plays.reasons.iter().any(|r| r.rule == law51::A_DESIGNATES.id));
        assert!(plays.reasons.iter().any(|r| r.rule == law50::B2_SEVERAL.id));
    }

    #[test]
    fn d2_partner_on_lead_waits_for_declarers_election_and_restrictions_apply() {
        let p = [penalty(Seat::W, "HK", PenaltyCardKind::Major)];
        let east = ["H4", "H3", "C5", "C4"];
        let plays = legal_plays(&turn(Seat::E, &east, None), &p, &[]);
        assert!(plays.declarer_must_elect);
        assert_eq!(plays.may_play.len(), 4);
        let require = LeadRestrictionInForce { seat: Seat::E, kind: LeadOption::Require, suits: vec![Suit::Hearts] };
        let plays = legal_plays(&turn(Seat::E, &east, None), &[], &[require]);
        assert_eq!(plays.may_play, cards(&["H4", "H3"]));
        assert!(!plays.declarer_must_elect);
        let forbid = LeadRestrictionInForce { seat: Seat::E, kind: LeadOption::Forbid, suits: vec![Suit::Hearts] };
        let plays = legal_plays(&turn(Seat::E, &east, None), &p, &[forbid]);
        assert_eq!(plays.may_play, cards(&["C5", "C4"]));
        assert!(!plays.declarer_must_elect);
    }

    #[test]
    fn law59_unable_to_lead_as_required_he_leads_any_card() {
        let require = LeadRestrictionInForce { seat: Seat::E, kind: LeadOption::Require, suits: vec![Suit::Spades] };
        let plays = legal_plays(&turn(Seat::E, &["H4", "C5"], None), &[], &[require]);
        assert_eq!(plays.may_play, cards(&["H4", "C5"]));
        assert!(plays.reasons.iter().any(|r| r.rule == law59::UNABLE.id));
        let forbid = LeadRestrictionInForce { seat: Seat::E, kind: LeadOption::Forbid, suits: vec![Suit::Hearts] };
        let plays = legal_plays(&turn(Seat::E, &["H4", "H2"], None), &[], &[forbid]);
        assert_eq!(plays.may_play.len(), 2);
        assert!(plays.reasons.iter().any(|r| r.rule == law59::UNABLE.id));
    }

    #[test]
    fn a_lead_restriction_comes_before_a_major_penalty_card() {
        // West has his own penalty card and a Law 26 prohibition on spades.
        let p = [penalty(Seat::W, "S9", PenaltyCardKind::Major)];
        let forbid = LeadRestrictionInForce { seat: Seat::W, kind: LeadOption::Forbid, suits: vec![Suit::Spades] };
        let plays = legal_plays(&turn(Seat::W, &HAND, None), &p, &[forbid]);
        assert!(plays.must_play.is_empty());
        assert!(!plays.may_play.iter().any(|c| c.suit == Suit::Spades));
        assert!(plays.reasons.iter().any(|r| r.rule == law50::D1B.id));
    }

    fn any_hand() -> impl Strategy<Value = (Vec<Card>, Option<Suit>)> {
        (Just(Card::all().collect::<Vec<_>>()).prop_shuffle(), 1usize..=13, 0usize..5)
            .prop_map(|(all, n, led)| (all[..n].to_vec(), Suit::ALL.get(led).copied()))
    }

    proptest! {
        #[test]
        fn without_penalty_cards_legal_plays_are_follow_suit_if_you_can((hand, led) in any_hand()) {
            let t = Turn { seat: Seat::E, suit_led: led, hand: hand.clone(), declarer: Seat::S };
            let plays = legal_plays(&t, &[], &[]);
            let mut expected: Vec<Card> = match led {
                Some(suit) if hand.iter().any(|c| c.suit == suit) => hand.iter().copied().filter(|c| c.suit == suit).collect(),
                _ => hand.clone(),
            };
            expected.sort_unstable_by(|a, b| b.cmp(a));
            prop_assert_eq!(plays.may_play, expected);
            prop_assert!(plays.must_play.is_empty());
            prop_assert!(!plays.declarer_designates && !plays.declarer_must_elect);
        }
    }

    #[test]
    fn ranks_below_ten_are_not_honours() {
        assert!(!Rank::Nine.is_honour() && Rank::Ten.is_honour());
    }
}
