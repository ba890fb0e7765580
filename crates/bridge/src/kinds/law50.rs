//! Law 50: penalty cards (kind `bridge.penalty_card`), with Law 51 (two or
//! more penalty cards) and Law 59 (unable to lead or play as required).
//!
//! The base rule (50, first paragraph) makes a card a defender exposed
//! before playing it a penalty card. Exceptions sit on it, each its own rule:
//! declarer's and dummy's cards never are (their exposure is Law 48, not
//! implemented); a card led or played prematurely is ruled under Law 57, a
//! lead out of turn under Laws 54 and 56, not this kind (under those laws
//! the card may still become a major penalty card, e.g. 54D).
//!
//! 50B1 (minor) is the base classification, overridden by 50B2 for an
//! honour, a card exposed deliberately, or two or more penalty cards (the FFB
//! sheet reads "inadvertently" narrowly: only a material accident, two cards
//! stuck together, a card dropped; a slip of attention is a change of mind,
//! hence deliberate — the question says so).
//!
//! Then the obligations: 50C for a minor card (while it is on the table its
//! owner may play no other card of its suit below honour rank, whether
//! higher or lower than it; an honour or the penalty card itself he may);
//! 50D1 (the offender at each
//! turn to play) and 50D2 / 51B (declarer's election at each lead of his
//! partner) for a major one; 50E for the information. With a deal and play
//! record, the engine finds the offender's role, checks the card is in his
//! hand, finds whose turn it is and, at the offender's own turn, the cards he
//! may and must play (the seed 004 example: West must play his king of hearts
//! on dummy's ace).
//!
//! The summaries name the card and suit in words (`play-card`, `play-suit`
//! in `play.ftl`). With several penalty cards (51B) the election's summaries
//! are 51B1's (one suit: that suit's cards are picked up) or 51B2's (several
//! suits: only the cards of the suit(s) declarer names are picked up, the
//! others stay penalty cards).

use crate::game::Read;
use serde_json::Value;

use crate::card::{Card, Rank, Seat, Suit};
use crate::deal_record::DealRecord;
use crate::findings::legal_plays::{self, PenaltyCardInForce};
use crate::findings::play_irregularities::IrregularPlay;
use crate::findings::record;
use crate::game::Party;
use crate::game::{ChoiceSpec, Domain, EnumValue, FactSpec, KindSpec};
use crate::game::{Ctx, InputError, Rule};
use crate::kinds::auction_facts::{Facts, RecordFacts};
use crate::kinds::law51;
use crate::kinds::law53;
use crate::kinds::law55;
use crate::kinds::law57;
use crate::kinds::law58;
use crate::kinds::law59;
use crate::rectification::Rectification;
use crate::rectification::SharedRectification;
use crate::rectification::{LeadRestrictionLasts, PenaltyCardKind};
use crate::vocabulary::Role;
use arbitre_core::text;
// The paragraphs of Law 50 (ids and citations) are its laws/ file's.
pub use crate::laws::law50::*;

// The paragraphs' rules (ids and citations) are the bridge crate's
// (`crate::laws`), where a record's findings name them too.
pub use crate::laws::law50::{
    A_FACE_UP, B1_MINOR, B2_DELIBERATE, B2_HONOUR, B2_SEVERAL, C_MINOR, D1A, D1B, D2, D2A_FORBID, D2A_REQUIRE,
    D2B_FREE, E_INFORMATION, E1, E1_2017, E2, E2_2017, E3, E3_2017, E4_2017, LED, NOT_DEFENDER, PENALTY_CARD,
};

// The card's suit and rank, the partner's compliance and 50E's information
// are every penalty-card interview's (Laws 54, 57, 59 too).
pub use crate::kinds::penalty_card::{COMPLY, RANK, SUIT, SUIT_VALUES, information};

/// Fact: the offender's seat (with a record, his role is read from it).
pub const OFFENDER: &str = "offender";
/// Fact: the offender's role.
pub const ROLE: &str = "offender_role";
/// Fact: how the card was exposed.
pub const HOW: &str = "how_exposed";
/// Fact: how many other penalty cards the offender already has.
pub const OTHERS: &str = "other_penalty_cards";
/// Fact: whether those are in the same suit.
pub const OTHERS_SUITS: &str = "other_penalty_cards_suits";
/// Fact: with penalty cards in several suits, the suit declarer names when
/// he requires or forbids its lead (51B2).
pub const ELECTED_SUIT: &str = "elected_suit";
/// Fact: what comes next at the table.
pub const NEXT: &str = "next_turn";
/// Fact (51B2(b)): the two or more penalty-card suits declarer forbids the
/// partner to lead, when he forbids more than one (one is `elected_suit`).
pub const FORBIDDEN_SUITS: &str = "forbidden_suits";

/// Its values: every set of two or more suits, spades first.
pub const SUIT_SET_VALUES: &[EnumValue] = &[
    // One suit: 51B2(b) forbids "one or more", and this is the question a
    // thin client is asked when declarer forbids (a play probe found only
    // `elected_suit`, one suit, asked).
    EnumValue { value: "S", label: "suit-s" },
    EnumValue { value: "H", label: "suit-h" },
    EnumValue { value: "D", label: "suit-d" },
    EnumValue { value: "C", label: "suit-c" },
    EnumValue { value: "SH", label: "law51-v-suits-sh" },
    EnumValue { value: "SD", label: "law51-v-suits-sd" },
    EnumValue { value: "SC", label: "law51-v-suits-sc" },
    EnumValue { value: "HD", label: "law51-v-suits-hd" },
    EnumValue { value: "HC", label: "law51-v-suits-hc" },
    EnumValue { value: "DC", label: "law51-v-suits-dc" },
    EnumValue { value: "SHD", label: "law51-v-suits-shd" },
    EnumValue { value: "SHC", label: "law51-v-suits-shc" },
    EnumValue { value: "SDC", label: "law51-v-suits-sdc" },
    EnumValue { value: "HDC", label: "law51-v-suits-hdc" },
    EnumValue { value: "SHDC", label: "law51-v-suits-shdc" },
];

/// Choice: declarer's election at the partner's lead.
pub const ELECTION: &str = "declarer_lead_election";

/// The rank fact's values.
pub const RANK_VALUES: &[EnumValue] = &[
    EnumValue { value: "A", label: "rank-a" },
    EnumValue { value: "K", label: "rank-k" },
    EnumValue { value: "Q", label: "rank-q" },
    EnumValue { value: "J", label: "rank-j" },
    EnumValue { value: "T", label: "rank-t" },
    EnumValue { value: "9", label: "rank-9" },
    EnumValue { value: "8", label: "rank-8" },
    EnumValue { value: "7", label: "rank-7" },
    EnumValue { value: "6", label: "rank-6" },
    EnumValue { value: "5", label: "rank-5" },
    EnumValue { value: "4", label: "rank-4" },
    EnumValue { value: "3", label: "rank-3" },
    EnumValue { value: "2", label: "rank-2" },
];
/// The card's suit, as a fact.
pub const SUIT_FACT: FactSpec =
    FactSpec { id: SUIT, question: "law50-q-suit", domain: Domain::Enum(SUIT_VALUES), rule: D2.id };
/// The card's rank, as a fact.
pub const RANK_FACT: FactSpec =
    FactSpec { id: RANK, question: "law50-q-rank", domain: Domain::Enum(RANK_VALUES), rule: B2_HONOUR.id };
/// Law 59's fact.
pub const COMPLY_FACT: FactSpec =
    FactSpec { id: COMPLY, question: "law59-q-can-comply", domain: Domain::Boolean, rule: law59::UNABLE.id };
/// Declarer's election at the partner's lead (50D2, 51B).
pub const ELECTION_CHOICE: ChoiceSpec = ChoiceSpec {
    id: ELECTION,
    holder: Role::Declarer,
    law: law50("D2", "law50-d2-title"),
    options: &[
        EnumValue { value: "require", label: "choice-require-suit" },
        EnumValue { value: "forbid", label: "choice-forbid-suit" },
        EnumValue { value: "leave_free", label: "choice-no-restriction" },
    ],
};

/// The kind `bridge.penalty_card`.
pub static KIND: KindSpec = KindSpec {
    id: "bridge.penalty_card",
    title: "law50-kind-title",
    laws: &[
        law50("", "law50-title"),
        law50("A", "law50-a-title"),
        law50("B", "law50-b-title"),
        law50("C", "law50-c-title"),
        law50("D1", "law50-d1a-title"),
        law50("D2", "law50-d2-title"),
        law50("E", "law50-e-title"),
        law51::A_DESIGNATES.citation,
        law51::B1A_REQUIRE.citation,
        law51::B1B_FORBID.citation,
        law51::B2A_REQUIRE.citation,
        law51::B2B_FORBID.citation,
        law59::UNABLE.citation,
        // Reached through shared rules (information, lead restrictions,
        // adjusted scores, corrections): listed, as a ruling may cite them.
        crate::kinds::law12::C1B_ASSIGNED.citation,
        crate::kinds::law16::A1C_PROCEDURE.citation,
        crate::kinds::law51::B_PARTNERS_LEAD.citation,
        crate::kinds::law51::FOOTNOTE.citation,
        // A lead out of turn later in the play: accepted (53A), or
        // declarer's (Law 55).
        law55::CITED[0],
        law55::CITED[1],
        law55::CITED[2],
        law55::CITED[3],
        law55::CITED[4],
        law55::CITED[5],
        law53::B_AND_C[0],
        law53::B_AND_C[1],
        // 2017 only (`LawsEdition::applies`): a later lead out of turn.
        crate::kinds::law56::A_ACCEPTED.citation,
        crate::kinds::law56::B_RETRACTED.citation,
        crate::kinds::law48::CITED[0],
        crate::kinds::law48::CITED[1],
        // Dummy's own premature card (2017: 45D), with 16C for the cards
        // it lets the players withdraw.
        crate::kinds::law45::D_CITED[0],
        crate::kinds::law45::D_CITED[1],
        crate::kinds::law16::D1_WITHDRAWN_CALL.citation,
        crate::kinds::law16::D2_WITHDRAWN_CALL.citation,
        // A card led or played prematurely (2017: Law 57, also after 53C).
        law57::CITED[0],
        law57::CITED[1],
        law57::CITED[2],
        law57::CITED[3],
        law57::CITED[4],
        law57::CITED[5],
        law57::CITED[6],
        law57::CITED[7],
        law57::CITED[8],
        law57::CITED[9],
        SIMULTANEOUS,
        // Two or more cards at once from one hand (2017: 58B).
        law58::CITED[0],
        law58::CITED[1],
    ],
    facts: &[
        FactSpec {
            id: OFFENDER,
            question: "law50-q-offender",
            domain: crate::game::SEAT_DOMAIN,
            rule: PENALTY_CARD.id,
        },
        FactSpec {
            id: ROLE,
            question: "law50-q-role",
            domain: Domain::Enum(&[
                EnumValue { value: "defender", label: "law50-v-defender" },
                EnumValue { value: "declarer", label: "law50-v-declarer" },
                EnumValue { value: "dummy", label: "law50-v-dummy" },
            ]),
            rule: NOT_DEFENDER.id,
        },
        FactSpec {
            id: HOW,
            question: "law50-q-how",
            domain: Domain::Enum(&[
                EnumValue { value: "accidental", label: "law50-v-accidental" },
                EnumValue { value: "deliberate", label: "law50-v-deliberate" },
                EnumValue { value: "opening_lead_out_of_turn", label: "law50-v-opening-lead" },
                EnumValue { value: "lead_out_of_turn_later", label: "law50-v-later-lead" },
                EnumValue { value: "led_or_played_prematurely", label: "law50-v-premature" },
                EnumValue { value: "simultaneously", label: "law50-v-simultaneous" },
                EnumValue { value: law58::SEVERAL_AT_ONCE, label: "law50-v-several-at-once" },
            ]),
            rule: B1_MINOR.id,
        },
        SUIT_FACT,
        RANK_FACT,
        FactSpec {
            id: OTHERS,
            question: "law50-q-others",
            domain: Domain::Integer { min: 0, max: 12 },
            rule: B2_SEVERAL.id,
        },
        FactSpec {
            id: NEXT,
            question: "law50-q-next",
            domain: Domain::Enum(&[
                EnumValue { value: "partner_leads", label: "law50-v-partner-leads" },
                EnumValue { value: "offender_plays", label: "law50-v-offender-plays" },
                EnumValue { value: "other", label: "law50-v-other" },
            ]),
            rule: D2.id,
        },
        FactSpec {
            id: OTHERS_SUITS,
            question: "law50-q-others-suits",
            domain: Domain::Enum(&[
                EnumValue { value: "same_suit", label: "law50-v-same-suit" },
                EnumValue { value: "several_suits", label: "law50-v-several-suits" },
            ]),
            rule: law51::B1A_REQUIRE.id,
        },
        FactSpec {
            id: ELECTED_SUIT,
            question: "law51-q-elected-suit",
            domain: Domain::Enum(SUIT_VALUES),
            rule: law51::B2A_REQUIRE.id,
        },
        FactSpec {
            id: FORBIDDEN_SUITS,
            question: "law51-q-forbidden-suits",
            domain: Domain::Enum(SUIT_SET_VALUES),
            rule: law51::B2B_FORBID.id,
        },
        COMPLY_FACT,
        law53::PLAYED_TO_IT_FACT,
        law53::LEAD_TRICK_FACT,
        law55::PROPER_LEADER_FACT,
        crate::kinds::law45::HELD_AS_PLAYED_FACT,
        crate::kinds::law45::NAMED_BY_DECLARER_FACT,
        crate::kinds::law45::DUMMYS_CARD_IN_TIME_FACT,
        law58::FACES_VISIBLE_FACT,
        law57::FACTS[0],
        law57::FACTS[1],
        law57::FACTS[2],
        law57::FACTS[3],
        law57::FACTS[4],
        law57::FACTS[5],
        crate::kinds::law12::ADJUSTED_SCORE_FACT,
        crate::kinds::law12::OFFENDING_SIDE_AT_FAULT_FACT,
        crate::kinds::law12::BOARD_DECLARER_FACT,
        crate::kinds::law12::BOARD_VULNERABLE_FACT,
    ],
    choices: &[ELECTION_CHOICE, law53::DECLARER_ACCEPTS_CHOICE, law55::ELECTION_CHOICE, law57::OPTION_CHOICE],
    outcome: &[],
    record_formats: &["pbn", "lin", "json"],
    record_facts: Some(record_facts),
    evaluate,
};

/// The card named by the suit and rank facts.
pub fn card_of(suit: &str, rank: &str) -> Option<Card> {
    let suit = suit.chars().next().and_then(Suit::from_char)?;
    Some(Card::new(suit, Rank::from_text(rank)?))
}

fn seat_fact(facts: &Facts, id: &str) -> Option<Seat> {
    let text = facts.get(id)?.as_str()?;
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Seat::from_char(c),
        _ => None,
    }
}

/// The record needs a contract and declarer for anything about the play.
pub fn declarer_of(deal: &DealRecord) -> Result<Seat, InputError> {
    deal.declarer
        .filter(|_| deal.contract.and_then(|c| c.strain()).is_some())
        .ok_or_else(|| InputError::new("record_without_contract", "/record", text::msg("play-error-no-contract")))
}

/// A card named in the facts must still be in its player's hand.
pub fn check_in_hand(deal: &DealRecord, seat: Seat, card: Card) -> Result<(), InputError> {
    // A record played to its end cannot hold the card now: that it was
    // dealt to him is what it can show (a records probe found a complete
    // record refused). A partial record is read at its end, where a card
    // the director names must still be in the hand.
    let hand = if still_in_hand(deal, seat, card) || legal_plays::turn(deal).is_ok() {
        legal_plays::remaining_cards(deal, seat)
    } else {
        deal.deal.as_ref().and_then(|d| d.known_hand(seat)).map(|h| h.to_vec())
    };
    match hand {
        Some(hand) if !hand.contains(&card) => Err(InputError::new(
            "card_not_in_hand",
            format!("/facts/{RANK}"),
            text::localized("play-error-penalty-not-in-hand", &{
                let [suit, rank] = legal_plays::card_args(card);
                [suit, rank, ("seat", seat.to_string().into())]
            }),
        )),
        _ => Ok(()),
    }
}

/// The penalty cards `offender` has on the table at the end of the record.
fn penalty_cards_on_table(ctx: &Ctx<'_>, offender: Option<Seat>) -> Vec<Card> {
    ctx.derived()
        .and_then(|d| d.play.as_ref())
        .map(|p| p.penalty_cards.iter().filter(|c| Some(c.seat) == offender).map(|c| c.card).collect())
        .unwrap_or_default()
}

/// Whether `card` is still in `seat`'s hand at the end of the record: the
/// record then stops at the exposure, and what it shows of the play (whose
/// turn it is, the legal plays) is the position the ruling is about. A
/// card played since is an exposure the record went past: its position is
/// not the record's end, so it is not read from there.
fn still_in_hand(deal: &DealRecord, seat: Seat, card: Card) -> bool {
    legal_plays::remaining_cards(deal, seat).is_some_and(|hand| hand.contains(&card))
}

/// What the record shows: the offender's role, whether he holds the card,
/// and whose turn it is.
fn record_facts(deal: &DealRecord, reported: &Facts) -> Result<RecordFacts, InputError> {
    let declarer = declarer_of(deal)?;
    let mut found = RecordFacts { derived: Some(record::derive(deal)?), ..RecordFacts::default() };
    // Without the offender named, the card is the last one a defender
    // exposed in the record's irregular plays that is still on the table.
    let from_play = seat_fact(reported, OFFENDER).is_none().then(|| exposed_in_play(deal)).flatten();
    if let Some((seat, card, inadvertent, others)) = &from_play {
        found.facts.push((OFFENDER, Value::from(seat.to_string())));
        found.facts.push((SUIT, Value::from(card.suit.to_string())));
        found.facts.push((RANK, Value::from(card.rank.to_string())));
        found.facts.push((HOW, Value::from(if *inadvertent { "accidental" } else { "deliberate" })));
        found.facts.push((OTHERS, Value::from(others.len())));
        if !others.is_empty() {
            let same = others.iter().all(|c| c.suit == card.suit);
            found.facts.push((OTHERS_SUITS, Value::from(if same { "same_suit" } else { "several_suits" })));
        }
    }
    // Else a defender's lead out of turn later in the play that the record
    // keeps: who led, the card, and declarer's election, read rather than
    // asked, so that facts saying otherwise are refused as contradicting
    // the record (a probe had East's refused CA ruled as West's accepted
    // HA, the CA still listed as a major penalty card).
    let later_lead = from_play.is_none().then(|| later_lead_out_of_turn(deal, declarer)).flatten();
    if let Some(LaterLead { trick, seat, card, accepted, others }) = &later_lead {
        found.facts.push((OFFENDER, Value::from(seat.to_string())));
        found.facts.push((SUIT, Value::from(card.suit.to_string())));
        found.facts.push((RANK, Value::from(card.rank.to_string())));
        found.facts.push((HOW, Value::from("lead_out_of_turn_later")));
        found.facts.push((law53::LEAD_TRICK, Value::from(*trick)));
        found.choices.push((law53::DECLARER_ACCEPTS, if *accepted { "accept" } else { "refuse" }));
        found.facts.push((OTHERS, Value::from(others.len())));
        if !others.is_empty() {
            let same = others.iter().all(|c| c.suit == card.suit);
            found.facts.push((OTHERS_SUITS, Value::from(if same { "same_suit" } else { "several_suits" })));
        }
    }
    let recorded = from_play
        .as_ref()
        .map(|(seat, card, ..)| (*seat, *card))
        .or(later_lead.as_ref().map(|lead| (lead.seat, lead.card)));
    let Some(offender) = seat_fact(reported, OFFENDER).or(recorded.map(|(seat, _)| seat)) else {
        return Ok(found);
    };
    let role = role_of(offender, declarer);
    found.facts.push((ROLE, Value::from(role)));
    if role != "defender" {
        return Ok(found);
    }
    let card = match (reported.get(SUIT).and_then(Value::as_str), reported.get(RANK).and_then(Value::as_str)) {
        (Some(suit), Some(rank)) => card_of(suit, rank),
        _ => recorded.map(|(_, card)| card),
    };
    if let Some(card) = card {
        // A card the record itself shows exposed or led was held then (the
        // walk checked it); only one the director names is checked here.
        if recorded.is_none() {
            check_in_hand(deal, offender, card)?;
        }
        // Played since: the record's end is not the exposure's position.
        if !still_in_hand(deal, offender, card) {
            return Ok(found);
        }
    }
    // Whose turn it is needs his hand and a trick still to play; when the
    // record cannot say (a hand not given, play over), it is asked.
    let Ok(turn) = legal_plays::turn(deal) else {
        return Ok(found);
    };
    let next = if turn.seat == offender {
        "offender_plays"
    } else if turn.seat == offender.partner() && turn.suit_led.is_none() {
        "partner_leads"
    } else {
        "other"
    };
    found.facts.push((NEXT, Value::from(next)));
    Ok(found)
}

/// The role of `seat` when `declarer` declares: `declarer`, `dummy` or
/// `defender` (the values of the facts that ask it).
pub fn role_of(seat: Seat, declarer: Seat) -> &'static str {
    if seat == declarer {
        "declarer"
    } else if seat == declarer.partner() {
        "dummy"
    } else {
        "defender"
    }
}

/// The last card a defender exposed (`exposed` in the record's irregular
/// plays) that is still a penalty card at the end of the record: its
/// player, the card, whether the exposure was inadvertent, and his other
/// penalty cards on the table.
fn exposed_in_play(deal: &DealRecord) -> Option<(Seat, Card, bool, Vec<Card>)> {
    let view = deal.play_view().ok()??;
    let walk = &view.walk;
    let still_on_table = walk.findings.iter().rev().find_map(|f| match f.irregularity {
        IrregularPlay::Exposed { seat, card, inadvertent, .. }
            if walk.penalty_cards_now.iter().any(|p| p.card == card) =>
        {
            let others = walk.penalty_cards_now.iter().filter(|p| p.seat == seat && p.card != card).map(|p| p.card);
            Some((seat, card, inadvertent, others.collect()))
        }
        _ => None,
    });
    // A record played on past the exposure (the card played or picked up
    // since, a complete board): the last exposure by a defender, with the
    // penalty cards he had on the table when it happened (those before the
    // trick's lead, and any exposed before it at that trick). A records
    // probe found a complete record unusable with this kind.
    still_on_table.or_else(|| {
        let declarer = deal.declarer?;
        let (at, &IrregularPlay::Exposed { trick, seat, card, inadvertent }) =
            walk.findings.iter().enumerate().rev().find_map(|(i, f)| match &f.irregularity {
                e @ IrregularPlay::Exposed { seat, .. } if seat.side() != declarer.side() => Some((i, e)),
                _ => None,
            })?
        else {
            return None;
        };
        let before_lead = walk
            .penalty_cards_at_trick
            .get(usize::from(trick).saturating_sub(1))
            .into_iter()
            .flatten()
            .filter_map(|p| (p.seat == seat && p.card != card).then_some(p.card));
        let earlier_at_trick = walk.findings[..at].iter().filter_map(|f| match f.irregularity {
            IrregularPlay::Exposed { trick: t, seat: s, card: c, .. } if t == trick && s == seat && c != card => {
                Some(c)
            }
            _ => None,
        });
        let mut others: Vec<Card> = before_lead.chain(earlier_at_trick).collect();
        others.sort_unstable();
        others.dedup();
        Some((seat, card, inadvertent, others))
    })
}

/// The lead out of turn by a defender after the opening lead that the
/// record stops at (it is at the record's last trick, or the one after): its
/// player, the card, whether it was accepted, and the player's other
/// penalty cards on the table at the end of the record. An earlier one is
/// not the incident the record was sent for (a director may report another
/// card by facts beside it), and the opening lead's is Law 54's kind.
fn later_lead_out_of_turn(deal: &DealRecord, declarer: Seat) -> Option<LaterLead> {
    let play = deal.play.as_ref()?;
    let (trick, seat, card, accepted) = play.irregularities.iter().rev().find_map(|i| match *i {
        IrregularPlay::LeadOutOfTurn { trick, seat, card, accepted }
            if trick > 1 && seat.side() != declarer.side() && usize::from(trick) >= play.rows.len() =>
        {
            Some((trick, seat, card, accepted))
        }
        _ => None,
    })?;
    let view = deal.play_view().ok()??;
    let others = view.walk.penalty_cards_now.iter().filter(|p| p.seat == seat && p.card != card).map(|p| p.card);
    Some(LaterLead { trick, seat, card, accepted, others: others.collect() })
}

/// A defender's lead out of turn after the opening lead, as a record that
/// stops at it shows it.
struct LaterLead {
    /// The trick it was led to.
    trick: u8,
    /// Who led.
    seat: Seat,
    /// The card led.
    card: Card,
    /// Whether the record keeps it accepted.
    accepted: bool,
    /// The player's other penalty cards on the table.
    others: Vec<Card>,
}

/// Whether the record's irregular plays show `seat` exposing `card`.
fn exposed_in_record(deal: &DealRecord, seat: Seat, card: Card) -> bool {
    deal.play.as_ref().is_some_and(|play| {
        play.irregularities
            .iter()
            .any(|i| matches!(i, IrregularPlay::Exposed { seat: s, card: c, .. } if *s == seat && *c == card))
    })
}

/// The offender's seat the facts name, if any.
fn offender_seat(ctx: &Ctx<'_>) -> Option<Seat> {
    ctx.facts.get(OFFENDER).and_then(Value::as_str).and_then(|s| s.chars().next()).and_then(Seat::from_char)
}

/// A card led or played prematurely, when the facts name it: with a record,
/// it must be the offender's (a regression probe found West's ace ruled as
/// declarer's played card).
fn premature_card(ctx: &Ctx<'_>, deal: Option<&DealRecord>) -> Result<Option<Card>, InputError> {
    let card = ctx.enum_fact(SUIT).zip(ctx.enum_fact(RANK)).and_then(|(s, r)| card_of(s, r));
    if let (Some(deal), Some(seat), Some(card)) = (deal, offender_seat(ctx), card) {
        check_in_hand(deal, seat, card)?;
    }
    Ok(card)
}

/// What a record stopped at the premature card shows (the card still in
/// the offender's hand at its end): the trick in progress, who of the
/// offender and his partner has played to it, his cards. A player who has
/// played to the trick holds one card fewer than the player on turn.
fn premature_at_table(ctx: &Ctx<'_>, deal: Option<&DealRecord>, card: Option<Card>) -> Option<law57::AtTable> {
    let (deal, seat, card) = (deal?, offender_seat(ctx)?, card?);
    if !still_in_hand(deal, seat, card) {
        return None;
    }
    let turn = legal_plays::turn(deal).ok()?;
    let offender_hand = legal_plays::remaining_cards(deal, seat)?;
    let partner_hand = legal_plays::remaining_cards(deal, seat.partner())?;
    let in_progress = turn.suit_led.is_some();
    let played = |hand: Option<Vec<Card>>| in_progress && hand.is_some_and(|h| h.len() < turn.hand.len());
    let declarer_played_both_hands = deal.declarer.is_some_and(|declarer| {
        played(legal_plays::remaining_cards(deal, declarer))
            && played(legal_plays::remaining_cards(deal, declarer.partner()))
    });
    Some(law57::AtTable {
        suit_led: turn.suit_led,
        offender_played: in_progress && offender_hand.len() < turn.hand.len(),
        partner_played: in_progress && partner_hand.len() < turn.hand.len(),
        declarer_played_both_hands,
        offender_hand,
        partner_hand,
        offender_on_turn: turn.seat == seat,
    })
}

/// An election of declarer's sent where the law gives him none: refused at
/// the choice, with `message` saying why.
fn no_election(ctx: &Ctx<'_>, message: &str) -> Result<(), InputError> {
    if ctx.chosen(ELECTION).is_some() {
        return Err(InputError::new("invalid_choice", format!("/choices/{ELECTION}"), text::msg(message)));
    }
    Ok(())
}

/// The record sent with the incident, for what depends on the rules' own
/// conclusions (the legal plays now, Law 59): read once per evaluation
/// (`Ctx::deal_record`), a copy here.
fn record_of(ctx: &Ctx<'_>) -> Result<Option<DealRecord>, InputError> {
    ctx.record().map(|deal| deal.cloned())
}

fn evaluate(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let deal = record_of(ctx)?;
    let Some(role) = ctx.enum_fact(ROLE) else {
        ctx.ask(if deal.is_some() { OFFENDER } else { ROLE });
        return Ok(());
    };
    let Some(how) = ctx.enum_fact(HOW) else {
        ctx.ask(HOW);
        return Ok(());
    };
    // Law 58 (simultaneous leads or plays) is not applied: said, so that a
    // director does not rule two simultaneous leads under Law 54 (a probe
    // found published questions from directors who did).
    if how == "simultaneously" {
        ctx.cite(&SIMULTANEOUS);
        ctx.rectify(SharedRectification::NotImplemented { law: "58".into() });
        ctx.summarize("law50-summary-simultaneous", &[]);
        return Ok(());
    }
    // Two or more cards at once from one hand: under 2017, Law 58B (one
    // face visible: no rectification; more: the other cards are exposed
    // ones, ruled below); the 2007 50B, which names "playing two cards to a
    // trick" among unintended exposures, rules them as such (a play probe
    // found every such card a penalty card under 2017, where 58B1 spares
    // one whose face nobody saw).
    let how = if how == law58::SEVERAL_AT_ONCE {
        if ctx.ruleset.edition() == crate::parameters::LawsEdition::Laws2017
            && law58::several_cards_at_once(ctx) != Some(true)
        {
            return Ok(());
        }
        "accidental"
    } else {
        how
    };
    if role != "defender" {
        return declarers_or_dummys_card(ctx, deal.as_ref(), role, how);
    }
    defenders_card(ctx, deal, role, how)
}

/// A card of declarer or dummy: no penalty card (50), but the law that
/// rules its exposure (Laws 45D, 48, 54E, 55, 57C3).
fn declarers_or_dummys_card(
    ctx: &mut Ctx<'_>,
    deal: Option<&DealRecord>,
    role: &str,
    how: &str,
) -> Result<(), InputError> {
    // No penalty card, so no election over a partner's lead (a probe
    // found one sent for dummy quietly dropped).
    no_election(ctx, "law50-error-no-election-not-defender")?;
    let read = [(ROLE, Read::from(role)), (HOW, Read::from(how))];
    ctx.consult(&PENALTY_CARD, false, &read, Some(&NOT_DEFENDER));
    ctx.consult(&NOT_DEFENDER, true, &read, None);
    // Declarer's lead out of turn, from his hand or dummy, is Law
    // 55's; any other card he exposes, Law 48's (a probe of published
    // rulings found his lead out of turn sent to Law 48).
    if how == "lead_out_of_turn_later" {
        law55::declarers_lead_out_of_turn(ctx);
        return Ok(());
    }
    // Declarer's premature play from either hand is a played card
    // (57C3), not an exposed one (a regression probe found it sent to
    // Law 48): applied under 2017 (`law57.rs`), named under 2007.
    if how == "led_or_played_prematurely" {
        // Dummy's own premature card is Law 45D's, not 57C3's, which
        // is declarer's act (a play probe of published rulings).
        if role == "dummy"
            && ctx.ruleset.edition().applies("45")
            && crate::kinds::law45::dummys_premature_card(ctx) != Some(true)
        {
            return Ok(());
        }
        if ctx.ruleset.edition().applies("57") {
            let card = premature_card(ctx, deal)?;
            let at_table = premature_at_table(ctx, deal, card);
            let read = card.zip(at_table).and_then(|(card, table)| table.legal(card));
            law57::declarers_premature_play(ctx, Role::Offender, read);
            return Ok(());
        }
        ctx.rectify(SharedRectification::NotImplemented { law: "57".into() });
        ctx.summarize("law50-summary-declarer-premature", &[]);
        return Ok(());
    }
    // An opening lead attempted by declarer's side is Law 54E's (which
    // sends it to Law 24), not a card exposed under Law 48 (the reread
    // of this session's change found it ruled 48A).
    if how == "opening_lead_out_of_turn" {
        ctx.rectify(SharedRectification::RuledUnder {
            kind: "bridge.opening_lead_out_of_turn".into(),
            law: "54".into(),
        });
        ctx.summarize("law50-summary-opening-lead-declarers-side", &[]);
        return Ok(());
    }
    // A card of declarer's or dummy's hand otherwise exposed: Law 48
    // under 2017 (`law48.rs`); named, not applied, under 2007, whose
    // text the seed does not hold.
    if ctx.ruleset.edition().applies("48") {
        crate::kinds::law48::exposed_card(ctx, role, how);
        return Ok(());
    }
    ctx.rectify(SharedRectification::NotImplemented { law: "48".into() });
    ctx.summarize("law50-summary-not-defender", &[]);
    Ok(())
}

/// A defender's card: a lead out of turn later in the play (Laws 53, 56),
/// a card led or played (Laws 54, 57), else the penalty card it is (50).
fn defenders_card(ctx: &mut Ctx<'_>, deal: Option<DealRecord>, role: &str, how: &str) -> Result<(), InputError> {
    let read_how = [(HOW, Read::from(how))];
    // A defender's lead out of turn later in the play: declarer may accept
    // it (53A); refused, the lead is made from the correct hand and the card
    // becomes a major penalty card, 50B2 naming a lead out of turn among the
    // cards exposed deliberately, and the rest of this law applies to it (a
    // probe found it answered "Law 56, not implemented" while the record's
    // findings already made it a major penalty card).
    let led_out_of_turn_later = how == "lead_out_of_turn_later";
    let thirteenth =
        if led_out_of_turn_later { law53::at_trick_thirteen(ctx) } else { law53::ThirteenthTrick::Earlier };
    if thirteenth == law53::ThirteenthTrick::Asked {
        return Ok(());
    }
    if thirteenth == law53::ThirteenthTrick::Retracted {
        // 2017: at the last trick the lead is retracted whatever declarer
        // said or the next hand played; the card, the defender's last, is
        // played to the trick in rotation, so nothing of Law 50 is left to
        // rule on it.
        ctx.rectify(Rectification::CardsReturnedToHand { player: Role::Offender });
        ctx.summarize("law53-2017-summary-trick-thirteen", &[]);
        return Ok(());
    }
    if led_out_of_turn_later && lead_out_of_turn_settled(ctx, &read_how) {
        return Ok(());
    }
    match how {
        "opening_lead_out_of_turn" => {
            ctx.consult(&PENALTY_CARD, false, &read_how, Some(&LED));
            ctx.consult(&LED, true, &read_how, None);
            ctx.rectify(SharedRectification::RuledUnder {
                kind: "bridge.opening_lead_out_of_turn".into(),
                law: "54".into(),
            });
            ctx.summarize("law50-summary-opening-lead", &[]);
            return Ok(());
        }
        "led_or_played_prematurely" => {
            ctx.consult(&PENALTY_CARD, false, &read_how, Some(&LED));
            ctx.consult(&LED, true, &read_how, None);
            if ctx.ruleset.edition().applies("57") {
                // The card, when the facts name it (it is not asked: the
                // ruling does not depend on it).
                let card = premature_card(ctx, deal.as_ref())?;
                let at_table = premature_at_table(ctx, deal.as_ref(), card);
                law57::defenders_premature_play(ctx, card, at_table.as_ref());
                return Ok(());
            }
            ctx.rectify(SharedRectification::NotImplemented { law: "57".into() });
            ctx.summarize("law50-summary-led", &[("law", "57".into())]);
            return Ok(());
        }
        _ => {}
    }
    penalty_card(ctx, deal, role, how, led_out_of_turn_later)
}

/// A defender's lead out of turn later in the play (53A, 56): settled by a
/// play to it, or by declarer's acceptance, or offered to him. `true` when
/// the ruling ends there; `false` when he refused it, the card then a
/// penalty card ruled as the rest of this law says.
fn lead_out_of_turn_settled(ctx: &mut Ctx<'_>, read_how: &[(&str, Read<'_>)]) -> bool {
    match law53::settled_by_play(ctx, false, law55::PROPER_LEADER) {
        Some(true) => {
            ctx.consult(&PENALTY_CARD, false, read_how, Some(&law53::A_ACCEPTED_BY_PLAY));
            ctx.rectify(Rectification::LeadAccepted { player: Role::Offender });
            ctx.summarize("law53-summary-accepted-by-play", &[]);
            return true;
        }
        Some(false) => return true,
        None => {}
    }
    let read = [(law53::DECLARER_ACCEPTS, Read::from(ctx.chosen(law53::DECLARER_ACCEPTS)))];
    match ctx.chosen(law53::DECLARER_ACCEPTS) {
        None => {
            ctx.cite(&law53::A_ACCEPTED.citation);
            ctx.offer(
                law53::DECLARER_ACCEPTS,
                vec![
                    ("accept", vec![Rectification::LeadAccepted { player: Role::Offender }]),
                    (
                        "refuse",
                        vec![
                            Rectification::PenaltyCard {
                                player: Role::Offender,
                                card: None,
                                kind: PenaltyCardKind::Major,
                            },
                            Rectification::PenaltyCardMustBePlayed { player: Role::Offender },
                        ],
                    ),
                ],
            );
            ctx.summarize("law53-summary-offer", &[]);
            true
        }
        Some("accept") => {
            ctx.consult(&PENALTY_CARD, false, read_how, Some(&law53::A_ACCEPTED));
            // 2017: Law 56 gives declarer the election, 56A sending
            // to 53 for the acceptance.
            if ctx.ruleset.edition().applies("56") {
                ctx.consult(&crate::kinds::law56::A_ACCEPTED, true, &read, None);
            }
            ctx.consult(&law53::A_ACCEPTED, true, &read, None);
            ctx.rectify(Rectification::LeadAccepted { player: Role::Offender });
            ctx.summarize("law53-summary-accepted", &[]);
            true
        }
        Some(_) => {
            ctx.consult(&law53::A_ACCEPTED, false, &read, Some(&PENALTY_CARD));
            // Not accepted, 53A has the lead made from the correct hand:
            // cited, as the ruling rests on it; under 2017, 56B is the
            // retraction that makes the card a major penalty card.
            ctx.cite(&law53::A_ACCEPTED.citation);
            if ctx.ruleset.edition().applies("56") {
                ctx.consult(&crate::kinds::law56::B_RETRACTED, true, &read, None);
            }
            ctx.add_to_summary(text::msg("law53-summary-refused"));
            false
        }
    }
}

/// A defender's penalty card (50A): the card, its grade (50B), the other
/// penalty cards on the table with it, the information (50E), then the
/// obligations of a minor card (50C) or a major one (50D, 51).
/// `deliberate_lead`: a lead out of turn declarer refused (50B2).
fn penalty_card(
    ctx: &mut Ctx<'_>,
    deal: Option<DealRecord>,
    role: &str,
    how: &str,
    deliberate_lead: bool,
) -> Result<(), InputError> {
    let (suit, rank, others) = (ctx.enum_fact(SUIT), ctx.enum_fact(RANK), ctx.int_fact(OTHERS));
    let (Some(suit), Some(rank), Some(others)) = (suit, rank, others) else {
        for (id, missing) in [(SUIT, suit.is_none()), (RANK, rank.is_none()), (OTHERS, others.is_none())] {
            if missing {
                ctx.ask(id);
            }
        }
        return Ok(());
    };
    let Some(card) = card_of(suit, rank) else {
        return Ok(());
    };
    let offender =
        ctx.facts.get(OFFENDER).and_then(Value::as_str).and_then(|s| s.chars().next()).and_then(Seat::from_char);
    // A card the record itself shows him exposing was in his hand then,
    // whatever became of it since: only a card the record does not show
    // is checked (a probe's record of the FFB sheet's ♥K, exposed at trick
    // 3 and played at trick 4, was refused as "no longer held").
    if let (Some(deal), Some(seat)) = (&deal, offender)
        && !exposed_in_record(deal, seat, card)
    {
        check_in_hand(deal, seat, card)?;
    }
    // The legal plays and the partner's lead are worked out at the record's
    // end only when that is the exposure's position (the card still in his
    // hand); a record played past it is not read as "now".
    let deal = deal.filter(|d| offender.is_some_and(|seat| still_in_hand(d, seat, card)));
    ctx.consult(&PENALTY_CARD, true, &[(ROLE, Read::from(role)), (HOW, Read::from(how))], None);
    ctx.consult(&A_FACE_UP, true, &[], None);

    // The record may show the card major already: it had company when it
    // became a penalty card, and 50B2 makes them all major ("deviennent"),
    // which the other card's play does not undo (a probe found the card
    // left alone ruled minor while its legal plays held it major).
    let became_major = offender.zip(ctx.derived().and_then(|d| d.play.as_ref())).is_some_and(|(seat, play)| {
        play.penalty_cards.iter().any(|p| p.seat == seat && p.card == card && p.kind == PenaltyCardKind::Major)
    });
    let kind = classify(ctx, card, how == "deliberate" || deliberate_lead, others, became_major);
    ctx.rectify(Rectification::PenaltyCard { player: Role::Offender, card: Some(card), kind });
    // His other penalty cards the record shows on the table stay there, all
    // major (50B2): the ruling names each (a probe found one of two named,
    // and after 51B2 picked it up, none that stayed). Only when the record
    // stops at the exposure: "on the table" is then now.
    if others > 0 && deal.is_some() {
        for other in penalty_cards_on_table(ctx, offender).into_iter().filter(|c| *c != card) {
            ctx.rectify(Rectification::PenaltyCard {
                player: Role::Offender,
                card: Some(other),
                kind: PenaltyCardKind::Major,
            });
        }
    }
    information(ctx, Party::OffendersPartner, kind);

    if kind == PenaltyCardKind::Minor {
        return minor_penalty_card(ctx, deal.as_ref(), offender, card, others);
    }
    major_penalty_card(ctx, deal.as_ref(), offender, card, others)
}

/// 50C: a minor penalty card; the partner leads freely.
fn minor_penalty_card(
    ctx: &mut Ctx<'_>,
    deal: Option<&DealRecord>,
    offender: Option<Seat>,
    card: Card,
    others: i64,
) -> Result<(), InputError> {
    // 50C: the partner leads freely; declarer has no election (a probe
    // found one sent quietly dropped).
    no_election(ctx, "law50-error-no-election-minor")?;
    ctx.consult(&C_MINOR, true, &[], None);
    ctx.rectify(Rectification::MinorPenaltyCardRestriction { player: Role::Offender, suit: card.suit });
    legal_plays_now(ctx, deal, offender, card, PenaltyCardKind::Minor, others);
    // The partner's use of what the card shows differs by edition (50E).
    let summary = if ctx.ruleset.edition() == crate::parameters::LawsEdition::Laws2017 {
        "law50-2017-summary-minor"
    } else {
        "law50-summary-minor"
    };
    ctx.summarize(summary, &legal_plays::card_args(card));
    Ok(())
}

/// 50D (51 with `others` penalty cards besides): a major penalty card, to be
/// played at the offender's first legal opportunity (50D1), declarer
/// electing at his partner's lead (50D2, 51B).
fn major_penalty_card(
    ctx: &mut Ctx<'_>,
    deal: Option<&DealRecord>,
    offender: Option<Seat>,
    card: Card,
    others: i64,
) -> Result<(), InputError> {
    ctx.consult(&D1A, true, &[], None);
    ctx.consult(&D1B, true, &[], None);
    ctx.rectify(Rectification::PenaltyCardMustBePlayed { player: Role::Offender });
    if others > 0 {
        ctx.consult(&law51::A_DESIGNATES, true, &[(OTHERS, Read::from(others))], None);
        ctx.rectify(Rectification::DeclarerDesignatesPenaltyCard { player: Role::Offender });
    }
    let Some(next) = ctx.enum_fact(NEXT) else {
        ctx.ask(NEXT);
        return Ok(());
    };
    if next == "partner_leads" {
        let several = if others > 0 {
            let Some(same) = ctx.enum_fact(OTHERS_SUITS) else {
                ctx.ask(OTHERS_SUITS);
                return Ok(());
            };
            Some(same == "same_suit")
        } else {
            None
        };
        return election(ctx, deal, offender, card, several, "law50-summary-major");
    }
    // With other penalty cards, their suits are declarer's to name at the
    // partner's lead (51B2) unless all are known to be in this card's suit.
    let suits =
        if others == 0 || ctx.enum_fact(OTHERS_SUITS) == Some("same_suit") { vec![card.suit] } else { Vec::new() };
    ctx.rectify(Rectification::DeclarerElectsAtPartnersLead { player: Role::OffendersPartner, suits });
    // The election it states is cited with it (a probe found the
    // rectification without its paragraph): 50D2's for one penalty card,
    // 51B's for two or more (the suits then declarer's to name, 51B2).
    let election = if others > 0 { &law51::B_PARTNERS_LEAD } else { &D2 };
    ctx.consult(election, true, &[(NEXT, Read::from(next))], None);
    if next == "offender_plays" {
        legal_plays_now(ctx, deal, offender, card, PenaltyCardKind::Major, others);
    }
    let summary = if others > 0 { "law51-summary-major-waiting" } else { "law50-summary-major-waiting" };
    ctx.summarize(summary, &legal_plays::card_args(card));
    Ok(())
}

/// 50B: minor by default (B1), major for an honour, a deliberate exposure or
/// two or more penalty cards (B2), each exception named in the trace.
/// `became_major`: the record shows the card major already, having been
/// one of two or more penalty cards of its player (B2: they "become" major,
/// and stay so).
pub fn classify(ctx: &mut Ctx<'_>, card: Card, deliberate: bool, others: i64, became_major: bool) -> PenaltyCardKind {
    let mut read = vec![
        ("card", Read::from(card.to_string())),
        (HOW, Read::from(if deliberate { "deliberate" } else { "accidental" })),
        (OTHERS, Read::from(others)),
    ];
    if became_major && others == 0 && !card.rank.is_honour() && !deliberate {
        read.push(("major_in_record", Read::from(true)));
    }
    // The grade is the bridge model's (50B decided once); the rule that
    // states it in the ruling's edition is this law's. The record's "major
    // already" counts only where nothing else makes it so: it was one of
    // several cards then.
    let grade = crate::laws::law50::grade(card, deliberate, usize::try_from(others).unwrap_or(0), became_major);
    let exception = match grade {
        PenaltyCardGrade::Minor => None,
        PenaltyCardGrade::MajorOneOfSeveral | PenaltyCardGrade::MajorAlready => Some(&B2_SEVERAL),
        PenaltyCardGrade::MajorHonour => Some(&B2_HONOUR),
        PenaltyCardGrade::MajorDeliberate => Some(&B2_DELIBERATE),
    };
    ctx.consult(&B1_MINOR, exception.is_none(), &read, exception);
    if let Some(rule) = exception {
        ctx.consult(rule, true, &read, None);
    }
    grade.kind()
}

/// With a record, at the offender's turn: the cards he may and must play now.
fn legal_plays_now(
    ctx: &mut Ctx<'_>,
    deal: Option<&DealRecord>,
    offender: Option<Seat>,
    card: Card,
    kind: PenaltyCardKind,
    others: i64,
) {
    // Other penalty cards are only counted, not named: the plays cannot be
    // computed exactly then, and are not guessed.
    let (Some(deal), Some(seat), 0) = (deal, offender, others) else { return };
    let Ok(turn) = legal_plays::turn(deal) else { return };
    if turn.seat != seat {
        return;
    }
    // Every penalty card the record leaves on the table counts too: the
    // partner's major card makes declarer elect (50D2) before this lead, and
    // what he elects may forbid the offender's own card (WBF commentary on
    // the 2017 Law 50, example 43).
    let mut in_force: Vec<PenaltyCardInForce> = match &deal.play {
        Some(play) if !play.irregularities.is_empty() => match deal.play_view() {
            Ok(Some(view)) => view.walk.penalty_cards_now.clone(),
            _ => Vec::new(),
        },
        _ => Vec::new(),
    };
    if !in_force.iter().any(|p| p.card == card) {
        in_force.push(PenaltyCardInForce { seat, card, kind, waived_this_trick: false });
    }
    let Ok(plays) = legal_plays::from_record(deal, Some(seat), &in_force, &[]) else { return };
    if plays.declarer_must_elect {
        // The plays wait for declarer's election: none is stated yet.
        ctx.add_to_summary(text::msg("law50-summary-partners-card-election-first"));
        return;
    }
    ctx.rectify(Rectification::LegalPlaysNow {
        player: Role::Offender,
        seat,
        may_play: plays.may_play,
        must_play: plays.must_play,
    });
}

/// 50D2 (one penalty card, `card`) or 51B (several: `Some(true)` all in
/// `card`'s suit, `Some(false)` in several suits): the offender's partner is
/// on lead; declarer elects, then Law 59 if the partner cannot comply.
/// `summary` is the offer's summary for one card (50D2); 51B1 and 51B2 have
/// their own, naming the suit concerned or the suit(s) declarer names.
pub fn election(
    ctx: &mut Ctx<'_>,
    deal: Option<&DealRecord>,
    offender: Option<Seat>,
    card: Card,
    several: Option<bool>,
    summary: &str,
) -> Result<(), InputError> {
    let election = Election { deal, offender, card, several };
    let rules = election.rules(summary);
    ctx.consult(rules.general, true, &[], None);
    let (on_require, on_forbid, stays) = election.options();
    match ctx.chosen(ELECTION) {
        None => {
            ctx.offer(ELECTION, vec![("require", on_require), ("forbid", on_forbid), ("leave_free", stays)]);
            ctx.summarize(rules.offered, &legal_plays::card_args(card));
        }
        Some("leave_free") => election.left_free(ctx, stays),
        Some(option) => election.required_or_forbidden(ctx, option, &rules, on_require, on_forbid),
    }
    Ok(())
}

/// The paragraphs and summaries of declarer's election at the partner's
/// lead: 50D2's for one penalty card, 51B1's for several in one suit, 51B2's
/// for several suits.
struct ElectionRules<'s> {
    /// The paragraph giving declarer the election.
    general: &'static Rule,
    /// Its requirement of the suit.
    require: &'static Rule,
    /// Its prohibition of the suit.
    forbid: &'static Rule,
    /// The summary's text id while the election is offered.
    offered: &'s str,
    /// The summary's text id once he required the suit.
    required_summary: &'static str,
    /// The summary's text id once he forbade it.
    forbidden_summary: &'static str,
}

/// Declarer's election at the partner's lead (50D2, 51B): the record (given
/// when its end is the election's moment), the offender and his penalty
/// card; `several` as `election` takes it.
struct Election<'d> {
    /// The record, when its end is the election's moment.
    deal: Option<&'d DealRecord>,
    /// The defender whose penalty card it is.
    offender: Option<Seat>,
    /// His penalty card.
    card: Card,
    /// Whether he has several penalty cards (51B), as `election` takes it.
    several: Option<bool>,
}

impl Election<'_> {
    /// The election's paragraphs; `summary` is the offer's for one card.
    fn rules<'s>(&self, summary: &'s str) -> ElectionRules<'s> {
        let (general, require, forbid, offered, required_summary, forbidden_summary) = match self.several {
            None => (&D2, &D2A_REQUIRE, &D2A_FORBID, summary, "law50-summary-required", "law50-summary-forbidden"),
            Some(true) => (
                &law51::B_PARTNERS_LEAD,
                &law51::B1A_REQUIRE,
                &law51::B1B_FORBID,
                "law51-summary-b1",
                "law51-summary-b1-required",
                "law51-summary-b1-forbidden",
            ),
            Some(false) => (
                &law51::B_PARTNERS_LEAD,
                &law51::B2A_REQUIRE,
                &law51::B2B_FORBID,
                "law51-summary-b2",
                "law51-summary-b2-required",
                "law51-summary-b2-forbidden",
            ),
        };
        ElectionRules { general, require, forbid, offered, required_summary, forbidden_summary }
    }

    /// The suits the election is about, before declarer names any.
    fn suits(&self) -> Vec<Suit> {
        // 51B2: with penalty cards in several suits, declarer names the suit(s).
        if self.several == Some(false) { Vec::new() } else { vec![self.card.suit] }
    }

    /// What each option brings: requiring the suit, forbidding it, leaving
    /// the partner free to lead (the election then stays declarer's).
    fn options(&self) -> (Vec<Rectification>, Vec<Rectification>, Vec<Rectification>) {
        let suits = self.suits();
        let partner = Role::OffendersPartner;
        let picked_up = Rectification::PenaltyCardsPickedUp { player: Role::Offender, suits: suits.clone() };
        let required = Rectification::LeadSuitRequired { player: partner, suits: suits.clone() };
        let forbidden = Rectification::LeadSuitForbidden {
            player: partner,
            suits: suits.clone(),
            lasts: LeadRestrictionLasts::WhilePartnerRetainsLead,
        };
        let with_pickup = |r: Rectification| {
            let mut list = vec![r, picked_up.clone()];
            if self.several.is_some() {
                list.push(Rectification::AnyLegalCardThisTrick { player: Role::Offender });
            }
            list
        };
        let (on_require, on_forbid) = (with_pickup(required), with_pickup(forbidden));
        let stays = vec![Rectification::DeclarerElectsAtPartnersLead { player: partner, suits: suits.clone() }];
        (on_require, on_forbid, stays)
    }

    /// 50D2(b), 51B2(c): declarer leaves the partner free to lead; the
    /// election stays his (`stays`).
    fn left_free(&self, ctx: &mut Ctx<'_>, stays: Vec<Rectification>) {
        let several = self.several;
        let read = [(ELECTION, Read::from("leave_free"))];
        ctx.consult(&D2B_FREE, true, &read, None);
        // 2017 51B2(c) states this election for cards in more than one
        // suit (a play probe found only 50D2(b) and the footnote cited).
        if several == Some(false) && ctx.ruleset.edition() == crate::parameters::LawsEdition::Laws2017 {
            ctx.consult(&law51::B2C_2017_LEFT_FREE, true, &read, None);
        }
        if several.is_some() {
            ctx.consult(&law51::FOOTNOTE, true, &read, None);
        }
        for r in stays {
            ctx.rectify(r);
        }
        ctx.summarize(if several.is_some() { "law51-summary-left-free" } else { "law50-summary-left-free" }, &[]);
    }

    /// Declarer requires (`option` "require") or forbids the lead of the
    /// suit, or of the suit(s) he names (51B2): the penalty cards of it are
    /// picked up, then Law 59 if the partner cannot comply.
    fn required_or_forbidden(
        &self,
        ctx: &mut Ctx<'_>,
        option: &str,
        rules: &ElectionRules<'_>,
        on_require: Vec<Rectification>,
        on_forbid: Vec<Rectification>,
    ) {
        let (several, card) = (self.several, self.card);
        let is_require = option == "require";
        if self.one_suit_election_refused(ctx) {
            return;
        }
        let (named, left_at_most) = match several {
            Some(false) => {
                let Some(named) = suits_declarer_names(ctx, is_require) else { return };
                let Some(left_at_most) = self.penalty_cards_left(ctx, &named) else { return };
                (Some(named), Some(left_at_most))
            }
            _ => (None, None),
        };
        // 51B2(b) with every penalty-card suit forbidden: none is left
        // on the table (read when the record shows them).
        let every_card_picked_up = left_at_most == Some(0);
        // One card left: 51A's designation among two or more
        // has nothing to choose from.
        let one_card_left = left_at_most == Some(1);
        let (on_require, on_forbid) = match &named {
            Some(named) => named_suits_options(named),
            None => (on_require, on_forbid),
        };
        let read = [(ELECTION, Read::from(option))];
        ctx.consult(if is_require { rules.require } else { rules.forbid }, true, &read, None);
        // 51B1(a)(b), B2(a) through B1(a), B2(b): the offender, his cards
        // of that suit picked up, plays any legal card to this trick.
        if several.is_some() {
            ctx.consult(&law51::B_ANY_LEGAL_CARD, true, &read, None);
        }
        // The card, or every card of the one suit, is picked up (50D2(a),
        // 51B1): it no longer has to be played, and declarer has none to
        // designate. With penalty cards in several suits (51B2) those of
        // the other suits stay, and so does what they oblige.
        let none_left = several != Some(false) || every_card_picked_up;
        void_what_picked_up_cards_obliged(ctx, none_left, one_card_left);
        // The card stays listed as the penalty card it became (its
        // grade is the ruling's first step, as published rulings state
        // it: "a major penalty card; declarer forbids spades, so it goes
        // back"), beside `penalty_cards_picked_up`, which says it is one
        // no longer; its description says "until played or picked up".
        for r in if is_require { on_require } else { on_forbid } {
            ctx.rectify(r);
        }
        let suits = named.unwrap_or_else(|| self.suits());
        law59::unable_to_comply(ctx, self.deal, self.offender.map(Seat::partner), is_require, &suits);
        let summary = match (is_require, every_card_picked_up) {
            (true, _) => rules.required_summary,
            (false, true) => "law51-summary-b2-forbidden-every-suit",
            (false, false) => rules.forbidden_summary,
        };
        ctx.summarize(summary, &legal_plays::card_args(card));
    }

    /// With penalty cards in one suit, the election is about that suit: a
    /// suit named, or suits forbidden, other than it are refused (`true`).
    fn one_suit_election_refused(&self, ctx: &mut Ctx<'_>) -> bool {
        let suit = self.card.suit;
        // 51B2: the suit declarer names among those of the penalty
        // cards is the one required or forbidden, whose cards are picked
        // up; the ruling names it (a probe found it nowhere).
        // With penalty cards in one suit, the election is about that
        // suit: another named is refused, not replaced (a probe's
        // diamonds were ruled as clubs).
        if self.several != Some(false)
            && let Some(named) = ctx.enum_fact(ELECTED_SUIT).and_then(|s| s.chars().next()).and_then(Suit::from_char)
            && named != suit
        {
            ctx.reject(InputError::new(
                "invalid_fact_value",
                format!("/facts/{ELECTED_SUIT}"),
                text::localized("law50-error-elected-suit-not-the-penalty-suit", &[legal_plays::suit_arg(suit)]),
            ));
            return true;
        }
        if self.several != Some(false) && ctx.enum_fact(FORBIDDEN_SUITS).is_some() {
            ctx.reject(InputError::new(
                "invalid_fact_value",
                format!("/facts/{FORBIDDEN_SUITS}"),
                text::msg("law51-error-forbidden-suits-one-suit"),
            ));
            return true;
        }
        false
    }

    /// 51B2: the penalty cards left once those of the `named` suits are
    /// picked up, at most; `None` when a suit named holds none of them (the
    /// election refused).
    fn penalty_cards_left(&self, ctx: &mut Ctx<'_>, named: &[Suit]) -> Option<usize> {
        let (suit, offender) = (self.card.suit, self.offender);
        // 51B2: declarer names a suit "in which the defender
        // has a penalty card". When the record shows his
        // penalty cards, another suit is refused (a probe's
        // hearts beside spade and club penalty cards was
        // required of the partner, and freed the offender).
        // The record's end is the election's moment only when it
        // stops at the exposure (`deal` is then given).
        let on_table: Vec<Suit> = if self.deal.is_none() {
            Vec::new()
        } else {
            penalty_cards_on_table(ctx, offender).iter().map(|c| c.suit).collect()
        };
        let without = named.iter().find(|n| **n != suit && !on_table.contains(n));
        if let (false, Some(without)) = (on_table.is_empty(), without) {
            let mut suits: Vec<String> = on_table.iter().chain([&suit]).map(Suit::to_string).collect();
            suits.sort_unstable();
            suits.dedup();
            let field = if named.len() > 1 { FORBIDDEN_SUITS } else { ELECTED_SUIT };
            ctx.reject(InputError::new(
                "invalid_fact_value",
                format!("/facts/{field}"),
                text::localized(
                    "law51-error-elected-suit-without-penalty-card",
                    &[("suit", without.to_string().into()), ("suits", suits.join(", ").into())],
                ),
            ));
            return None;
        }
        // The penalty cards left once those of the named suits
        // are picked up, at most: the record shows them; from
        // the facts, each suit named holds at least one of the
        // offender's penalty cards (51B2: a suit "in which the
        // defender has a penalty card"), so two cards in two
        // suits, both named, leave none (a play probe found
        // them picked up and still to be played).
        let left_at_most = if on_table.is_empty() {
            let total = usize::try_from(ctx.int_fact(OTHERS).unwrap_or(0)).unwrap_or(0) + 1;
            total.saturating_sub(named.len())
        } else {
            let mut cards = penalty_cards_on_table(ctx, offender);
            cards.push(self.card);
            cards.sort_unstable();
            cards.dedup();
            cards.iter().filter(|c| !named.contains(&c.suit)).count()
        };
        Some(left_at_most)
    }
}

/// 51B2: the suit(s) declarer names, required (one, 51B2(a)) or forbidden
/// (one or more, 51B2(b)); `None` when refused or asked.
fn suits_declarer_names(ctx: &mut Ctx<'_>, is_require: bool) -> Option<Vec<Suit>> {
    let elected = ctx.enum_fact(ELECTED_SUIT).and_then(|s| s.chars().next()).and_then(Suit::from_char);
    // 51B2(b): declarer may forbid "one or more" of the
    // suits (`forbidden_suits`); 51B2(a) requires one.
    let forbidden: Option<Vec<Suit>> =
        ctx.enum_fact(FORBIDDEN_SUITS).map(|set| set.chars().filter_map(Suit::from_char).collect());
    if let Some(set) = &forbidden {
        let message = if is_require {
            Some("law51-error-require-one-suit")
        } else if elected.is_some_and(|e| !set.contains(&e)) {
            Some("law51-error-elected-suit-not-forbidden")
        } else {
            None
        };
        if let Some(message) = message {
            ctx.reject(InputError::new("invalid_fact_value", format!("/facts/{FORBIDDEN_SUITS}"), text::msg(message)));
            return None;
        }
    }
    match (forbidden, elected) {
        (Some(set), _) => Some(set),
        (None, Some(one)) => Some(vec![one]),
        // 51B2(a) requires one suit; 51B2(b) forbids one
        // or more, asked as such.
        (None, None) => {
            ctx.ask(if is_require { ELECTED_SUIT } else { FORBIDDEN_SUITS });
            None
        }
    }
}

/// 51B2: requiring or forbidding the `named` suits, whose penalty cards are
/// picked up, the offender then playing any legal card to this trick.
fn named_suits_options(named: &[Suit]) -> (Vec<Rectification>, Vec<Rectification>) {
    let partner = Role::OffendersPartner;
    let suits = named.to_vec();
    let picked_up = Rectification::PenaltyCardsPickedUp { player: Role::Offender, suits: suits.clone() };
    let any_card = Rectification::AnyLegalCardThisTrick { player: Role::Offender };
    (
        vec![
            Rectification::LeadSuitRequired { player: partner, suits: suits.clone() },
            picked_up.clone(),
            any_card.clone(),
        ],
        vec![
            Rectification::LeadSuitForbidden {
                player: partner,
                suits,
                lasts: LeadRestrictionLasts::WhilePartnerRetainsLead,
            },
            picked_up,
            any_card,
        ],
    )
}

/// 50D2(a), 51B: what the penalty cards picked up obliged no longer holds:
/// with `none_left` none is to be played nor designated (and, under 2017,
/// 50E1 and E3 no longer apply); with `one_card_left`, none is designated.
fn void_what_picked_up_cards_obliged(ctx: &mut Ctx<'_>, none_left: bool, one_card_left: bool) {
    if none_left {
        ctx.retract(|r| {
            matches!(
                r.as_bridge(),
                Some(
                    Rectification::PenaltyCardMustBePlayed { .. } | Rectification::DeclarerDesignatesPenaltyCard { .. }
                )
            )
        });
        // 2017 50E1 and E3 speak of a card "on the table" and of
        // one "played": a card picked up is neither, and E2 says
        // what it showed is now unauthorized for the partner. The
        // E4 review stays: E1 applied until the election.
        if ctx.ruleset.edition() == crate::parameters::LawsEdition::Laws2017 {
            ctx.retract_information(|i| {
                i.citation.law == "50" && (i.citation.paragraph == "E1" || i.citation.paragraph == "E3")
            });
        }
    } else if one_card_left {
        ctx.retract(|r| matches!(r.as_bridge(), Some(Rectification::DeclarerDesignatesPenaltyCard { .. })));
    }
}

// Test helpers take their values by value (`helper(json!(…))` reads best);
// generated data is small.
#[allow(clippy::needless_pass_by_value, clippy::cast_possible_truncation)]
#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde_json::{Value, json};

    use super::*;
    use crate::game::InformationStatus;
    use crate::game::Status;
    use crate::kinds::test_support::FFB_2017;
    use crate::kinds::test_support::evaluate;
    use crate::kinds::test_support::{Decision, Incident};

    fn rule(facts: Value, choices: &[(&str, &str)]) -> Decision {
        rule_with(&FFB_2017, facts, choices)
    }

    fn rule_in(ruleset: &crate::kinds::test_support::Ruleset, facts: Value) -> Decision {
        rule_with(ruleset, facts, &[])
    }

    fn rule_with(ruleset: &crate::kinds::test_support::Ruleset, facts: Value, choices: &[(&str, &str)]) -> Decision {
        let incident = Incident {
            kind: KIND.id.into(),
            facts: serde_json::from_value::<BTreeMap<String, Value>>(facts).expect("facts"),
            record: None,
            choices: choices.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect(),
            outcome: None,
        };
        evaluate(&incident, ruleset).expect("valid incident")
    }

    fn defender(extra: Value) -> Value {
        let mut facts = json!({"offender_role": "defender", "how_exposed": "accidental", "other_penalty_cards": 0});
        if let (Some(f), Some(e)) = (facts.as_object_mut(), extra.as_object()) {
            f.extend(e.clone());
        }
        facts
    }

    fn has(d: &Decision, f: impl Fn(&crate::rectification::Consequence) -> bool) -> bool {
        d.rectifications.iter().any(f)
    }

    fn kind_of(d: &Decision) -> Option<PenaltyCardKind> {
        d.rectifications.iter().find_map(|r| match r.as_bridge()? {
            Rectification::PenaltyCard { kind, .. } => Some(*kind),
            _ => None,
        })
    }

    #[test]
    fn declarer_and_dummy_never_have_a_penalty_card() {
        for role in ["declarer", "dummy"] {
            // 2017: 48A, the card back in the hand; 2007: Law 48 named (the
            // seed does not hold it).
            let accidental = json!({"offender_role": role, "how_exposed": "accidental"});
            let d = rule(accidental.clone(), &[]);
            assert_eq!(d.status, Status::Complete);
            assert_eq!(d.rectifications, vec![Rectification::CardsReturnedToHand { player: Role::Offender }]);
            assert!(d.citations.iter().any(|c| c.law == "48" && c.paragraph == "A"), "{:?}", d.citations);
            assert_eq!(kind_of(&d), None);
            let d = rule_in(&crate::kinds::test_support::FFB_2007, accidental);
            assert_eq!(d.rectifications, vec![SharedRectification::NotImplemented { law: "48".into() }]);
            // An opening lead attempted by declarer's side: 54E (then 24), in
            // both editions (the seed's 54E says so too).
            let lead = json!({"offender_role": role, "how_exposed": "opening_lead_out_of_turn"});
            for d in [rule(lead.clone(), &[]), rule_in(&crate::kinds::test_support::FFB_2007, lead)] {
                assert!(has(
                    &d,
                    |r| matches!(r.as_shared(), Some(crate::rectification::SharedRectification::RuledUnder { law, .. }) if law == "54")
                ));
                assert!(!has(&d, |r| matches!(r.as_bridge(), Some(Rectification::CardsReturnedToHand { .. }))));
            }
            // A premature play is no penalty card: declarer's is a played
            // card (57C3), dummy's own card Law 45D's (law45.rs), under
            // 2017; named only under 2007.
            let premature = json!({"offender_role": role, "how_exposed": "led_or_played_prematurely"});
            let d = rule(premature.clone(), &[]);
            let asked = if role == "dummy" { crate::kinds::law45::NAMED_BY_DECLARER } else { law57::LEGAL };
            assert_eq!(d.questions.iter().map(|q| q.id.as_str()).collect::<Vec<_>>(), [asked]);
            let d = rule_in(&crate::kinds::test_support::FFB_2007, premature);
            assert_eq!(d.rectifications, vec![SharedRectification::NotImplemented { law: "57".into() }]);
            assert!(!d.summary.en.contains("major penalty card"), "{}", d.summary.en);
        }
    }

    #[test]
    fn declarers_lead_out_of_turn_is_law_55_not_48() {
        let led = |role: &str, extra: Value, choices: &[(&str, &str)]| {
            let mut facts = json!({"offender_role": role, "how_exposed": "lead_out_of_turn_later", "lead_out_of_turn_trick": 6,
                                   "played_to_lead_out_of_turn": "nobody"});
            facts.as_object_mut().expect("facts").extend(extra.as_object().expect("extra facts").clone());
            rule(facts, choices)
        };
        let cites =
            |d: &Decision, paragraph: &str| d.citations.iter().any(|c| c.law == "55" && c.paragraph == paragraph);
        for role in ["declarer", "dummy"] {
            // 55A: the defenders elect; the one next in turn decides.
            let d = led(role, json!({}), &[]);
            assert_eq!(d.status, Status::AwaitingChoice, "{role}");
            let choice = d.choice.as_ref().expect("an election");
            assert_eq!((choice.id.as_str(), choice.holder), (law55::ELECTION, crate::game::Role::OffendersLho));
            assert!(!d.rectifications.iter().any(|r| matches!(
                r.as_shared(),
                Some(crate::rectification::SharedRectification::NotImplemented { .. })
            )));
            // Accepted: a correct lead (53A).
            let d = led(role, json!({}), &[(law55::ELECTION, "accept")]);
            assert!(has(&d, |r| matches!(r.as_bridge(), Some(Rectification::LeadAccepted { player: Role::Offender }))));
            assert!(cites(&d, "A") && d.citations.iter().any(|c| c.law == "53" && c.paragraph == "A"));
        }
        // Retracted: whose turn it was decides between B1 and B2.
        let d = led("declarer", json!({}), &[(law55::ELECTION, "refuse")]);
        assert_eq!(d.questions.iter().map(|q| q.id.as_str()).collect::<Vec<_>>(), [law55::PROPER_LEADER]);
        let d = led("declarer", json!({"proper_leader": "offenders_lho"}), &[(law55::ELECTION, "refuse")]);
        assert_eq!(d.status, Status::Complete);
        assert!(cites(&d, "B1") && !cites(&d, "B2"));
        assert!(has(&d, |r| matches!(
            r.as_bridge(),
            Some(Rectification::CardsReturnedToHand { player: Role::Offender })
        )));
        assert!(has(&d, |r| matches!(
            r.as_bridge(),
            Some(Rectification::CorrectLeaderLeads { player: Role::OffendersLho })
        )));
        assert_eq!(kind_of(&d), None, "declarer's card is no penalty card");
        let d = led("dummy", json!({"proper_leader": "offenders_partner"}), &[(law55::ELECTION, "refuse")]);
        assert!(cites(&d, "B2") && !cites(&d, "B1"));
        assert!(has(&d, |r| matches!(
            r.as_bridge(),
            Some(Rectification::CorrectLeaderLeads { player: Role::OffendersPartner })
        )));
        // 55C: 2017 sends to Law 16, a paragraph of its own.
        assert!(d.information.iter().any(|i| i.status == InformationStatus::Unauthorized && i.citation.law == "55"));
    }

    #[test]
    fn a_defenders_lead_out_of_turn_later_is_accepted_or_becomes_a_major_penalty_card() {
        let lead = |choices: &[(&str, &str)]| {
            rule(
                defender(
                    json!({"how_exposed": "lead_out_of_turn_later", "lead_out_of_turn_trick": 6, "card_suit": "S", "card_rank": "5", "next_turn": "other",
                           "played_to_lead_out_of_turn": "nobody"}),
                ),
                choices,
            )
        };
        let d = lead(&[]);
        assert_eq!(
            d.choice.as_ref().map(|c| (c.id.as_str(), c.holder)),
            Some((law53::DECLARER_ACCEPTS, crate::game::Role::Declarer))
        );
        let d = lead(&[(law53::DECLARER_ACCEPTS, "accept")]);
        assert_eq!(d.status, Status::Complete);
        assert!(has(&d, |r| matches!(r.as_bridge(), Some(Rectification::LeadAccepted { .. }))));
        assert_eq!(kind_of(&d), None);
        // Refused: a small card led deliberately is a major penalty card (50B2).
        let d = lead(&[(law53::DECLARER_ACCEPTS, "refuse")]);
        assert_eq!(kind_of(&d), Some(PenaltyCardKind::Major));
        assert!(has(&d, |r| matches!(r.as_bridge(), Some(Rectification::PenaltyCardMustBePlayed { .. }))));
        assert!(
            !d.rectifications.iter().any(|r| matches!(
                r.as_shared(),
                Some(crate::rectification::SharedRectification::NotImplemented { .. })
            ))
        );
        assert!(d.summary.en.contains("correct hand"), "{}", d.summary.en);
    }

    #[test]
    fn a_play_to_the_lead_out_of_turn_settles_it_before_anyone_elects() {
        let lead = |role: &str, played: &str| {
            let mut facts =
                json!({"offender_role": role, "how_exposed": "lead_out_of_turn_later", "lead_out_of_turn_trick": 6});
            if !played.is_empty() {
                facts["played_to_lead_out_of_turn"] = json!(played);
            }
            rule(facts, &[])
        };
        // Who played to it is asked first.
        for role in ["defender", "declarer"] {
            let d = lead(role, "");
            assert_eq!(d.questions.iter().map(|q| q.id.as_str()).collect::<Vec<_>>(), [law53::PLAYED_TO_IT]);
            assert!(d.choice.is_none(), "{role}: no election before it is known");
        }
        // The hand next in rotation played: accepted (53A), no election.
        for role in ["defender", "declarer", "dummy"] {
            let d = lead(role, "next_hand");
            assert_eq!(d.status, Status::Complete, "{role}");
            assert!(d.choice.is_none());
            assert!(has(&d, |r| matches!(r.as_bridge(), Some(Rectification::LeadAccepted { .. }))));
            assert_eq!(kind_of(&d), None);
        }
        // The hand before it played: whose lead it was is asked.
        let d = lead("declarer", "previous_hand");
        assert_eq!(d.questions.iter().map(|q| q.id.as_str()).collect::<Vec<_>>(), [law55::PROPER_LEADER]);
        // His own lead: 2017 53B, the proper lead stands (not applied).
        for role in ["declarer", "defender"] {
            let d = played_before_the_lead(role, "offenders_rho");
            assert_eq!(d.rectifications, vec![SharedRectification::NotImplemented { law: "53B".into() }], "{role}");
            assert!(d.citations.iter().any(|c| c.law == "53" && c.paragraph == "B"));
        }
    }

    /// A lead out of turn at trick 6 by `role`, the hand before it having
    /// played to it, whose lead it was `leader`.
    fn played_before_the_lead(role: &str, leader: &str) -> Decision {
        rule(
            json!({"offender_role": role, "how_exposed": "lead_out_of_turn_later", "lead_out_of_turn_trick": 6,
                   "played_to_lead_out_of_turn": "previous_hand", "proper_leader": leader}),
            &[],
        )
    }

    #[test]
    fn a_play_before_a_lead_out_of_turn_that_was_not_his_is_ruled_under_law_57() {
        // Not his lead: the wrong defender on declarer's lead, 2017 53C and
        // Law 57; on a defender's lead, a play out of rotation (57).
        // 2017 53C: the lead stands, and Law 57 makes the wrong defender's
        // card (declarer's right-hand opponent's) a major penalty card, his
        // partner's play declarer's to choose.
        let d = played_before_the_lead("declarer", "offenders_partner");
        assert_eq!(d.questions.iter().map(|q| q.id.as_str()).collect::<Vec<_>>(), [law57::BOTH_HANDS]);
        let before_57 = |both_hands: bool| {
            rule(
                json!({"offender_role": "declarer", "how_exposed": "lead_out_of_turn_later", "lead_out_of_turn_trick": 6,
                       "played_to_lead_out_of_turn": "previous_hand", "proper_leader": "offenders_partner",
                       "declarer_played_both_hands": both_hands, "dummy_played_or_suggested": false}),
                &[],
            )
        };
        // Declarer had played from both hands (57C1): no rectification.
        let d = before_57(true);
        assert!(has(&d, |r| matches!(
            r.as_bridge(),
            Some(Rectification::PrematurePlayStands { player: Role::OffendersRho })
        )));
        assert_eq!(kind_of(&d), None);
        let d = before_57(false);
        assert!(has(&d, |r| matches!(r.as_bridge(), Some(Rectification::LeadAccepted { player: Role::Offender }))));
        assert!(has(&d, |r| matches!(
            r.as_bridge(),
            Some(Rectification::PenaltyCard { player: Role::OffendersRho, kind: PenaltyCardKind::Major, .. })
        )));
        assert_eq!(d.choice.as_ref().map(|c| c.id.as_str()), Some(law57::OPTION));
        assert!(d.citations.iter().any(|c| c.law == "53" && c.paragraph == "C"));
        assert!(d.citations.iter().any(|c| c.law == "57" && c.paragraph == "A"));
        // Declarer's side played from the hand before a defender's lead out
        // of turn: under 2017 a premature play of declarer's, a played card
        // (57C3); whether the lead stands is the director's.
        let d = played_before_the_lead("defender", "offenders_lho");
        assert_eq!(d.questions.iter().map(|q| q.id.as_str()).collect::<Vec<_>>(), [law57::LEGAL]);
        let d = rule(
            json!({"offender_role": "defender", "how_exposed": "lead_out_of_turn_later", "lead_out_of_turn_trick": 6,
                   "played_to_lead_out_of_turn": "previous_hand", "proper_leader": "offenders_lho",
                   "premature_card_legal": true}),
            &[],
        );
        assert!(has(&d, |r| matches!(
            r.as_bridge(),
            Some(Rectification::PrematurePlayStands { player: Role::OffendersRho })
        )));
        assert!(has(&d, |r| r.as_shared()
            == Some(&crate::rectification::SharedRectification::NotImplemented { law: "53".into() })));
        assert!(d.citations.iter().any(|c| c.law == "57" && c.paragraph == "C3"));
        assert!(!d.citations.iter().any(|c| c.law == "53" && c.paragraph != "A"));
        // The 2007 text letters them the other way round.
        // (The 2007 catalogue has no trick fact: its 53A has no exception.)
        let mut facts = json!({"offender_role": "declarer", "how_exposed": "lead_out_of_turn_later",
                               "played_to_lead_out_of_turn": "previous_hand", "proper_leader": "offenders_rho"});
        let d = rule_in(&crate::kinds::test_support::FFB_2007, facts.clone());
        assert_eq!(d.rectifications, vec![SharedRectification::NotImplemented { law: "53C".into() }]);
        facts["proper_leader"] = json!("offenders_partner");
        let d = rule_in(&crate::kinds::test_support::FFB_2007, facts);
        assert!(d.citations.iter().any(|c| c.law == "53" && c.paragraph == "B"));
    }

    #[test]
    fn a_card_led_is_not_ruled_here() {
        let d = rule(defender(json!({"how_exposed": "opening_lead_out_of_turn"})), &[]);
        assert!(has(
            &d,
            |r| matches!(r.as_shared(), Some(crate::rectification::SharedRectification::RuledUnder { law, .. }) if law == "54")
        ));
        // 2017: Law 57 asks what the defender did (law57.rs); 2007 names it.
        let premature = defender(json!({"how_exposed": "led_or_played_prematurely"}));
        let d = rule(premature.clone(), &[]);
        assert_eq!(d.questions.iter().map(|q| q.id.as_str()).collect::<Vec<_>>(), [law57::ACT]);
        let d = rule_in(&crate::kinds::test_support::FFB_2007, premature);
        assert_eq!(d.rectifications, vec![SharedRectification::NotImplemented { law: "57".into() }]);
    }

    #[test]
    fn b1_a_single_small_card_dropped_is_minor_and_c_applies() {
        let d = rule(defender(json!({"card_suit": "S", "card_rank": "8"})), &[]);
        assert_eq!(d.status, Status::Complete);
        assert_eq!(kind_of(&d), Some(PenaltyCardKind::Minor));
        assert!(has(&d, |r| matches!(
            r.as_bridge(),
            Some(Rectification::MinorPenaltyCardRestriction { suit: Suit::Spades, .. })
        )));
        assert!(!has(&d, |r| matches!(r.as_bridge(), Some(Rectification::DeclarerElectsAtPartnersLead { .. }))));
        assert!(d.citations.iter().any(|c| c.law == "50" && c.paragraph == "C"));
    }

    #[test]
    fn b2_an_honour_a_deliberate_card_or_several_cards_are_major() {
        let base = json!({"card_suit": "H", "card_rank": "K", "next_turn": "other"});
        assert_eq!(kind_of(&rule(defender(base), &[])), Some(PenaltyCardKind::Major));
        let ten = json!({"card_suit": "H", "card_rank": "T", "next_turn": "other"});
        assert_eq!(kind_of(&rule(defender(ten), &[])), Some(PenaltyCardKind::Major));
        let small = json!({"card_suit": "H", "card_rank": "9", "how_exposed": "deliberate", "next_turn": "other"});
        assert_eq!(kind_of(&rule(defender(small), &[])), Some(PenaltyCardKind::Major));
        let two = json!({"card_suit": "H", "card_rank": "2", "other_penalty_cards": 1, "next_turn": "other"});
        let d = rule(defender(two), &[]);
        assert_eq!(kind_of(&d), Some(PenaltyCardKind::Major));
        assert!(has(&d, |r| matches!(r.as_bridge(), Some(Rectification::DeclarerDesignatesPenaltyCard { .. }))));
    }

    #[test]
    fn d1_a_major_card_must_be_played_and_the_election_waits_for_partners_lead() {
        let d = rule(defender(json!({"card_suit": "H", "card_rank": "K", "next_turn": "offender_plays"})), &[]);
        assert_eq!(d.status, Status::Complete);
        assert!(has(&d, |r| matches!(r.as_bridge(), Some(Rectification::PenaltyCardMustBePlayed { .. }))));
        assert!(has(&d, |r| matches!(r.as_bridge(), Some(Rectification::DeclarerElectsAtPartnersLead { .. }))));
        assert!(d.citations.iter().any(|c| c.paragraph == "D1(b)"));
    }

    #[test]
    fn d2_declarer_requires_forbids_or_leaves_the_lead_free() {
        let facts = defender(json!({"card_suit": "H", "card_rank": "K", "next_turn": "partner_leads"}));
        let d = rule(facts.clone(), &[]);
        assert_eq!(d.status, Status::AwaitingChoice);
        let options: Vec<&str> =
            d.choice.as_ref().map(|c| c.options.iter().map(|o| o.id.as_str()).collect()).unwrap_or_default();
        assert_eq!(options, vec!["require", "forbid", "leave_free"]);
        let d = rule(facts.clone(), &[(ELECTION, "require")]);
        assert_eq!(d.status, Status::NeedsFacts, "Law 59 asks whether the partner can comply");
        let d = rule(
            defender(
                json!({"card_suit": "H", "card_rank": "K", "next_turn": "partner_leads", "partner_can_comply": true}),
            ),
            &[(ELECTION, "forbid")],
        );
        assert_eq!(d.status, Status::Complete);
        assert!(has(
            &d,
            |r| matches!(r.as_bridge(), Some(Rectification::LeadSuitForbidden { suits, .. }) if suits == &vec![Suit::Hearts])
        ));
        assert!(has(&d, |r| matches!(r.as_bridge(), Some(Rectification::PenaltyCardsPickedUp { .. }))));
        let d = rule(facts, &[(ELECTION, "leave_free")]);
        assert_eq!(d.status, Status::Complete);
        assert!(!has(&d, |r| matches!(r.as_bridge(), Some(Rectification::PenaltyCardsPickedUp { .. }))));
        assert!(d.citations.iter().any(|c| c.paragraph == "D2(b)"));
    }

    #[test]
    fn e_information_and_review() {
        // 2017: authorized for all while the card is on the table (E1), for
        // the partner unauthorized only once it is picked up (E2), which
        // only a major card can be (50D2(a)): the spade king here.
        let held = |d: &Decision, status: InformationStatus, holder: Party, paragraph: &str| {
            d.information.iter().any(|i| i.status == status && i.holder == holder && i.citation.paragraph == paragraph)
        };
        let minor = rule(defender(json!({"card_suit": "S", "card_rank": "8"})), &[]);
        assert!(held(&minor, InformationStatus::Authorized, Party::NonOffendingSide, "E1"));
        assert!(!minor.information.iter().any(|i| i.citation.paragraph == "E2"));
        let d = rule(defender(json!({"card_suit": "S", "card_rank": "K"})), &[]);
        assert!(held(&d, InformationStatus::Authorized, Party::OffendingSide, "E1"));
        assert!(held(&d, InformationStatus::Authorized, Party::NonOffendingSide, "E1"));
        assert!(held(&d, InformationStatus::Unauthorized, Party::OffendersPartner, "E2"));
        assert!(held(&d, InformationStatus::Authorized, Party::DeclaringSide, "E2"));
        // E3: once played, how it became a penalty card (its only other
        // line unauthorized for the partner).
        assert!(held(&d, InformationStatus::Unauthorized, Party::OffendersPartner, "E3"));
        assert!(d.information.iter().all(|i| i.status == InformationStatus::Authorized
            || i.about.en.contains("picked up")
            || i.about.en.contains("once it has been played")));
        // E4 is the review (the 2007 E3).
        assert!(d.citations.iter().any(|c| c.law == "50" && c.paragraph == "E4"));
        // 2007: unauthorized for the partner at once, authorized for declarer.
        let incident = Incident {
            kind: KIND.id.into(),
            facts: serde_json::from_value(defender(json!({"card_suit": "S", "card_rank": "8"}))).expect("facts"),
            record: None,
            choices: BTreeMap::new(),
            outcome: None,
        };
        let d = evaluate(&incident, &crate::kinds::test_support::FFB_2007).expect("valid incident");
        assert!(held(&d, InformationStatus::Unauthorized, Party::OffendersPartner, "E2"));
        assert!(held(&d, InformationStatus::Authorized, Party::DeclaringSide, "E2"));
        assert!(!d.information.iter().any(|i| i.about.en.contains("picked up")));
        assert!(has(&d, |r| matches!(
            r.as_shared(),
            Some(crate::rectification::SharedRectification::DirectorReview {
                reason: crate::game::ReviewReason::PenaltyCardInformationDamage,
                ..
            })
        )));
    }

    #[test]
    fn summaries_read_cards_and_suits_in_words() {
        // A minor card: « le 8 de trèfle », never "C8" (read aloud, "C" is cœur).
        let d = rule(defender(json!({"card_suit": "C", "card_rank": "8"})), &[]);
        assert!(
            d.summary.fr.contains("le 8 de trèfle") && d.summary.fr.contains("de trèfle en dessous"),
            "{}",
            d.summary.fr
        );
        assert!(d.summary.en.contains("the 8 of clubs") && d.summary.en.contains("in clubs below"), "{}", d.summary.en);
        assert!(!d.summary.fr.contains("C8") && !d.summary.en.contains("C8"));
        let major = |next: &str| defender(json!({"card_suit": "H", "card_rank": "K", "next_turn": next}));
        for d in [rule(major("other"), &[]), rule(major("partner_leads"), &[])] {
            assert!(d.summary.fr.contains("le Roi de cœur") && d.summary.fr.contains("à cœur"), "{}", d.summary.fr);
            assert!(
                d.summary.en.contains("the king of hearts") && d.summary.en.contains("in hearts"),
                "{}",
                d.summary.en
            );
            assert!(!d.summary.fr.contains("HK"), "{}", d.summary.fr);
        }
        let facts = defender(
            json!({"card_suit": "D", "card_rank": "A", "next_turn": "partner_leads", "partner_can_comply": true}),
        );
        let d = rule(facts.clone(), &[(ELECTION, "require")]);
        assert!(d.summary.fr.contains("à carreau") && d.summary.fr.contains("l'As de carreau"), "{}", d.summary.fr);
        let d = rule(facts, &[(ELECTION, "forbid")]);
        assert!(
            d.summary.en.contains("in diamonds") && d.summary.en.contains("the ace of diamonds"),
            "{}",
            d.summary.en
        );
    }

    #[test]
    fn c_the_minor_card_holds_back_higher_and_lower_small_cards() {
        let d = rule(defender(json!({"card_suit": "S", "card_rank": "5"})), &[]);
        assert!(d.summary.fr.contains("plus forte ou plus faible"), "{}", d.summary.fr);
        assert!(d.summary.en.contains("higher or lower"), "{}", d.summary.en);
        assert!(!d.summary.fr.contains("plus petite") && !d.summary.en.contains("smaller"));
        let title = text::msg("law50-c-title");
        assert!(!title.en.contains("lower small") && !title.fr.contains("inférieures"), "{title:?}");
    }

    #[test]
    fn b_several_penalty_cards_have_their_own_summaries() {
        let facts = |suits: &str| {
            defender(json!({"card_suit": "S", "card_rank": "5", "other_penalty_cards": 1, "next_turn": "partner_leads",
                            "other_penalty_cards_suits": suits, "partner_can_comply": true}))
        };
        // 51B2: the suits are declarer's to name; the last card's suit is not
        // named in the offer, and once he elects, the suit he named is asked.
        let d = rule(facts("several_suits"), &[]);
        assert!(!d.summary.fr.contains("pique") && !d.summary.en.contains("spades"), "{}", d.summary.en);
        assert!(d.summary.fr.contains("nomm") && d.summary.en.contains("names"), "{}", d.summary.en);
        assert!(d.summary.en.contains("stay penalty cards"), "{}", d.summary.en);
        // 51B2(a) requires one suit; 51B2(b) forbids one or more.
        for (election, asked) in [("require", ELECTED_SUIT), ("forbid", FORBIDDEN_SUITS)] {
            let d = rule(facts("several_suits"), &[(ELECTION, election)]);
            assert_eq!(d.questions.iter().map(|q| q.id.as_str()).collect::<Vec<_>>(), vec![asked]);
        }
        let mut one_forbidden = facts("several_suits");
        one_forbidden[FORBIDDEN_SUITS] = json!("H");
        let d = rule(one_forbidden, &[(ELECTION, "forbid")]);
        assert!(has(
            &d,
            |r| matches!(r.as_bridge(), Some(Rectification::PenaltyCardsPickedUp { suits, .. }) if suits == &[Suit::Hearts])
        ));
        let mut named = facts("several_suits");
        named["elected_suit"] = json!("H");
        let d = rule(named, &[(ELECTION, "forbid")]);
        assert!(has(
            &d,
            |r| matches!(r.as_bridge(), Some(Rectification::PenaltyCardsPickedUp { suits, .. }) if suits == &[Suit::Hearts])
        ));
        assert!(has(
            &d,
            |r| matches!(r.as_bridge(), Some(Rectification::LeadSuitForbidden { suits, .. }) if suits == &[Suit::Hearts])
        ));
        assert!(d.summary.en.contains("stay penalty cards"), "{}", d.summary.en);
        // 51B1: that suit, and all its cards.
        for choices in [vec![], vec![(ELECTION, "require")], vec![(ELECTION, "forbid")]] {
            let d = rule(facts("same_suit"), &choices);
            assert!(d.summary.fr.contains("à pique") && d.summary.en.contains("in spades"), "{}", d.summary.en);
            assert!(d.summary.en.contains("any legal card to this trick"), "{}", d.summary.en);
        }
        let d = rule(facts("same_suit"), &[(ELECTION, "leave_free")]);
        assert!(d.summary.en.contains("all the penalty cards stay"), "{}", d.summary.en);
        // Partner not on lead yet: the waiting summary says "several".
        let d = rule(
            defender(json!({"card_suit": "S", "card_rank": "5", "other_penalty_cards": 1, "next_turn": "other"})),
            &[],
        );
        assert!(d.summary.en.contains("several penalty cards"), "{}", d.summary.en);
        assert!(has(
            &d,
            |r| matches!(r.as_bridge(), Some(Rectification::DeclarerElectsAtPartnersLead { suits, .. }) if suits.is_empty())
        ));
    }

    #[test]
    fn a_card_led_may_still_become_a_major_penalty_card_under_its_own_law() {
        let premature_2017 = json!({"how_exposed": "led_or_played_prematurely", "premature_act": "play_before_partner",
                                    "declarer_played_both_hands": false, "dummy_played_or_suggested": false,
                                    "card_suit": "S", "card_rank": "4"});
        let cases = [
            (&FFB_2017, json!({"how_exposed": "opening_lead_out_of_turn"})),
            (&crate::kinds::test_support::FFB_2007, json!({"how_exposed": "led_or_played_prematurely"})),
            (&FFB_2017, premature_2017),
        ];
        for (ruleset, facts) in cases {
            let d = rule_with(ruleset, defender(facts), &[]);
            assert!(d.summary.fr.contains("pénalisée principale"), "{}", d.summary.fr);
            assert!(d.summary.en.contains("major penalty card"), "{}", d.summary.en);
            assert!(!d.summary.en.contains("is not a penalty card"), "{}", d.summary.en);
        }
    }
}
