//! The false discard (« Faux écart », kind `tarot.false_discard`): a discard
//! against the rules of the discard. In free tournaments:
//! - seven cards put aside: the last trick (three cards, the taker having
//!   none left) goes to the defence, and the arbiter gives the defence the
//!   discarded card of the highest value;
//! - five cards: the last trick (the taker's one card) goes to the taker;
//!   if it is the petit, no petit au bout bonus;
//! - then, if the taker wins, the deal is cancelled; if he fails, it is
//!   scored normally.
//!
//! « La faute ne peut être imputée à la défense qui n'aurait pas demandé au
//! preneur de compter ses 6 cartes »: the fault cannot be laid on a defence
//! that did not ask the taker to count his discard. The taker alone answers
//! for his discard; a defence that did not ask loses nothing and the taker
//! cannot plead it. (The summary reads it the other way round, as a
//! defence for the taker; the French says the defence is not to blame, and
//! that reading is the one we apply.)
//!
//! Where the code is silent, the règlement (« Le Chien et l'Écart ») rules:
//! - a discard that is not of the right size may still be put right until
//!   the first card is played, even after « jeu »: it is corrected, with no
//!   sanction; the code's consequences apply once play has begun;
//! - a discard of the right size may no longer be changed once « jeu » is
//!   said (or the first card played): one holding a card that may not be
//!   discarded (a king, an oudler, an avoidable trump, a trump not shown) is
//!   corrected only when found before « jeu »; found later, it stands, and
//!   the code's last lines for every false discard rule the deal: cancelled
//!   if the taker wins, scored normally if he fails.
//!
//! With a deal record the engine reads the discard's size, the highest card
//! of a seven-card discard and the last card of a five-card one.
//!
//! The code counts for four players (a discard of 6). Its two lines are read
//! as one card too many and one too few, at every table size: at five
//! players (a discard of 3) a discard of 4 leaves the taker without a card
//! for the last trick, as 7 does at four, and one of 2 leaves him a card
//! too many, as 5 does. The answers' texts say "one card too many / too
//! few", not "7 / 5 cards", so that they are true at every table.

use arbitre_core::Read;

use super::Ctx;
use super::KindSpec;
use super::principles::{self, Proceed};
use super::{Adjust, Settle, fft};
use crate::card::Card;
use crate::code::{Domain, EnumValue, FactSpec};
use crate::deal::{Side, TableSize};
use crate::rectification::Rectification;
use arbitre_core::text;
use arbitre_core::{InputError, Rule};

const SECTION: &str = "Faux écart";

/// The defence is not to blame for not asking the taker to count his discard.
pub const DEFENCE_NOT_BLAMED: Rule = Rule {
    id: "fft.donnes_libres.false_discard.defence_not_blamed",
    citation: fft(SECTION, "Faute non imputable à la défense", "fft-t-discard-defence"),
};
/// Seven cards: the last trick and the highest discarded card to the defence.
pub const SEVEN: Rule = Rule {
    id: "fft.donnes_libres.false_discard.seven",
    citation: fft(SECTION, "Faux écart à 7 cartes", "fft-t-discard-seven"),
};
/// Five cards: the last trick to the taker, no petit au bout with the petit.
pub const FIVE: Rule = Rule {
    id: "fft.donnes_libres.false_discard.five",
    citation: fft(SECTION, "Faux écart à 5 cartes", "fft-t-discard-five"),
};
/// The règlement's discard: corrected before the first card is played.
pub const CORRECTED_BEFORE_PLAY: Rule = Rule {
    id: "fft.reglement.discard.corrected_before_play",
    citation: super::reglement("Le Chien et l'Ecart", "fft-t-reglement-discard-corrected"),
};
/// The règlement's discard: forbidden cards found after « jeu » stand.
pub const FORBIDDEN_AFTER_PLAY: Rule = Rule {
    id: "fft.reglement.discard.forbidden_cards",
    citation: super::reglement("Le Chien et l'Ecart", "fft-t-reglement-discard-forbidden"),
};
/// Cancelled if the taker wins, scored normally if he fails.
pub const RESULT: Rule = Rule {
    id: "fft.donnes_libres.false_discard.result",
    citation: fft(SECTION, "Donne annulée si le preneur gagne", "fft-t-discard-result"),
};

const SIZE: &str = "discard_size";
const HIGHEST: &str = "highest_discarded_card";
const PETIT: &str = "last_card_is_petit";
const ASKED: &str = "defence_asked_count";
const BEFORE_PLAY: &str = "found_before_first_card";
const BEFORE_JEU: &str = "found_before_jeu";

const HIGHEST_VALUES: &[EnumValue] = &[
    EnumValue { value: "oudler", label: "fft-v-oudler" },
    EnumValue { value: "king", label: "fft-v-king" },
    EnumValue { value: "queen", label: "fft-v-queen" },
    EnumValue { value: "knight", label: "fft-v-knight" },
    EnumValue { value: "jack", label: "fft-v-jack" },
    EnumValue { value: "low_card", label: "fft-v-low-card" },
];

/// The kind `tarot.false_discard`.
pub static KIND: KindSpec = KindSpec {
    id: "tarot.false_discard",
    title: "fft-kind-false-discard",
    laws: &[
        DEFENCE_NOT_BLAMED.citation,
        SEVEN.citation,
        FIVE.citation,
        RESULT.citation,
        CORRECTED_BEFORE_PLAY.citation,
        FORBIDDEN_AFTER_PLAY.citation,
    ],
    facts: &[
        principles::FOUND_BY_FACT,
        principles::CALLED_AT_ONCE_FACT,
        FactSpec {
            id: BEFORE_PLAY,
            question: "fft-q-discard-before-play",
            domain: Domain::Boolean,
            rule: CORRECTED_BEFORE_PLAY.id,
        },
        FactSpec {
            id: BEFORE_JEU,
            question: "fft-q-discard-before-jeu",
            domain: Domain::Boolean,
            rule: CORRECTED_BEFORE_PLAY.id,
        },
        FactSpec {
            id: SIZE,
            question: "fft-q-discard-size",
            domain: Domain::Enum(&[
                EnumValue { value: "seven", label: "fft-v-seven" },
                EnumValue { value: "five", label: "fft-v-five" },
                EnumValue { value: "forbidden_cards", label: "fft-v-forbidden-cards" },
            ]),
            rule: SEVEN.id,
        },
        FactSpec {
            id: HIGHEST,
            question: "fft-q-highest-discarded",
            domain: Domain::Enum(HIGHEST_VALUES),
            rule: SEVEN.id,
        },
        FactSpec { id: PETIT, question: "fft-q-last-card-petit", domain: Domain::Boolean, rule: FIVE.id },
        FactSpec { id: ASKED, question: "fft-q-defence-asked", domain: Domain::Boolean, rule: DEFENCE_NOT_BLAMED.id },
    ],
    choices: &[],
    outcome: super::SCORE_OUTCOME,
    record_formats: &["tarot"],
    record_facts: None,
    evaluate,
};

/// What the record shows of the discard.
struct FromRecord {
    /// Whether a card was played.
    play_begun: bool,
    size: &'static str,
    highest: Option<Card>,
    last_is_petit: Option<bool>,
    /// The deal played out to the end (a discard of the right size holding a
    /// card that may not be discarded, or one card over or short, read by
    /// `validate_false_discard`): the deal's count, which decides it.
    summary: Option<crate::scoring::DealSummary>,
}

fn from_record(ctx: &Ctx<'_>) -> Result<Option<FromRecord>, InputError> {
    let Some(record) = super::tarot_record(ctx)? else { return Ok(None) };
    // A discard one card over or short is read by the false-discard reader
    // (the record's own checks want as many cards as the dog); the discard
    // and the last trick are read here whatever the record holds.
    let dog = TableSize::from_count(record.players.len()).map_or(6, TableSize::dog_size);
    let discard = record.discard.clone().unwrap_or_default();
    let none = || {
        InputError::new("no_false_discard_in_record", "/record/tarot/discard", text::msg("fft-error-no-false-discard"))
    };
    let mut summary = None;
    let size = if discard.len() == dog + 1 || discard.len() + 1 == dog {
        // Played out, the deal is counted from the record: the taker's
        // tricks and his discard, the last trick as the code gives it (one
        // card too many: the others play it among themselves; too few: his
        // last card is his). A probe's seven-card discard played out was
        // left to a count sent with it, which the record contradicted. A
        // record that cannot be read whole (a partial one) leaves the count
        // to the arbiter, as before.
        if let Ok(deal) = crate::record::validate_false_discard(&record)
            && deal.is_complete()
        {
            summary = crate::scoring::summarize(&deal).ok().map(|(s, _)| s);
            // One card too many: the code gives the last trick, which the
            // taker could not play to, to the defence. At five the taker's
            // partner may have won it: its cards (and a petit au bout in it)
            // go to the defence all the same (a regression probe's count
            // kept a six-point trick the partner won).
            if let (Some(summary), true) = (summary.as_mut(), discard.len() > dog) {
                last_trick_to_the_defence(&deal, summary);
            }
        }
        if discard.len() > dog { "seven" } else { "five" }
    } else if discard.len() == dog {
        // The right number of cards: a false discard only if one of them
        // may not be discarded (a king, an oudler, a trump the taker could
        // have kept; règlement, Le Chien et l'Ecart). A discard of the
        // right size lets the record be read whole, and a deal played out
        // gives the count that decides the ruling.
        let deal = crate::record::validate(&record).map_err(|e| e.into_input_error("/record/tarot"))?;
        let hand = deal.hands[deal.sides.taker].union(deal.dog);
        if crate::discard::check(hand, deal.discard).is_empty() {
            return Err(none());
        }
        if deal.is_complete() {
            summary = crate::scoring::summarize(&deal).ok().map(|(s, _)| s);
        }
        "forbidden_cards"
    } else {
        return Err(none());
    };
    let highest = highest_card(&discard);
    let last_is_petit = record
        .tricks
        .last()
        .filter(|t| t.cards.len() == 1)
        .map(|t| t.cards.first().is_some_and(|p| p.card == Card::PETIT));
    let play_begun = record.tricks.iter().any(|t| !t.cards.is_empty());
    Ok(Some(FromRecord { play_begun, size, highest, last_is_petit, summary }))
}

/// Moves the last trick, if the taker's side won it, to the defence: its
/// points and oudlers, and the petit au bout if it holds the petit.
fn last_trick_to_the_defence(deal: &crate::record::Deal, summary: &mut crate::scoring::DealSummary) {
    use crate::deal::Side;
    let Some(last) = deal.tricks.last() else { return };
    if last.winner.map(|w| deal.side_of(w)) != Some(Side::Taker) {
        return;
    }
    let cards = crate::card::CardSet::of(last.cards.iter().map(|(_, c)| *c));
    summary.taker_points.0 = summary.taker_points.0.saturating_sub(cards.half_points().0);
    summary.taker_oudlers = summary.taker_oudlers.saturating_sub(cards.oudlers());
    if summary.petit_au_bout == Some(Side::Taker) && cards.contains(Card::PETIT) {
        summary.petit_au_bout = Some(Side::Defence);
    }
}

/// The discarded card "of the highest value". A king and an oudler are both
/// worth 4.5 points; the oudler counts as the higher: giving it to the
/// defence also takes an oudler from the taker, which raises the points he
/// needs (his threshold), so it is the card worth most to the defence. Among
/// equals (two kings, two oudlers) the card id decides, only to be
/// deterministic: the count is the same.
fn highest_card(discard: &[Card]) -> Option<Card> {
    discard.iter().copied().max_by_key(|c| (c.half_points(), c.is_oudler(), c.id()))
}

fn highest_half_points(value: &str) -> u16 {
    match value {
        "oudler" | "king" => 9,
        "queen" => 7,
        "knight" => 5,
        "jack" => 3,
        _ => 1,
    }
}

fn evaluate(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let record = from_record(ctx)?;
    // The arbiter who saw it himself waits for the end of the deal only
    // for a fault in play; found before the first card, he intervenes at
    // once (a probe found "he acts at the end of the deal" beside a
    // correction that can only be made before the first card).
    let before_play = record.as_ref().map(|r| !r.play_begun).or_else(|| ctx.bool_fact(BEFORE_PLAY));
    if principles::apply_in_dealing(ctx, BEFORE_PLAY, before_play) != Proceed::Yes {
        return Ok(());
    }
    if let Some(asked) = ctx.bool_fact(ASKED) {
        ctx.consult(&DEFENCE_NOT_BLAMED, true, &[(ASKED, Read::from(asked))], None);
    }
    let Some(size) = record.as_ref().map(|r| r.size).or_else(|| ctx.enum_fact(SIZE)) else {
        ctx.ask(SIZE);
        return Ok(());
    };
    // A record holds the tricks: if it has one, play has begun.
    let played = record.as_ref().map(|r| r.play_begun);
    let Some(before_play) = played.map(|p| !p).or_else(|| ctx.bool_fact(BEFORE_PLAY)) else {
        ctx.ask(BEFORE_PLAY);
        return Ok(());
    };
    // A discard of the right size is settled by « jeu »; one of the wrong
    // size only by the first card.
    let correctable = if size == "forbidden_cards" && before_play {
        let Some(before_jeu) = ctx.bool_fact(BEFORE_JEU) else {
            ctx.ask(BEFORE_JEU);
            return Ok(());
        };
        before_jeu
    } else {
        before_play
    };
    let read = [(SIZE, Read::from(size)), (BEFORE_PLAY, Read::from(before_play))];
    if correctable {
        // The règlement lets the taker put it right until the first card:
        // the code's consequences, which suppose play, do not apply.
        ctx.consult(&SEVEN, false, &read, Some(&CORRECTED_BEFORE_PLAY));
        ctx.consult(&CORRECTED_BEFORE_PLAY, true, &read, None);
        ctx.rectify(Rectification::DiscardCorrected);
        ctx.rectify(Rectification::NoSanction { player: super::TarotRole::Taker });
        ctx.summarize("fft-s-discard-corrected", &[]);
        return Ok(());
    }
    let line = match size {
        "seven" => seven_cards(ctx, record.as_ref()),
        "five" => five_cards(ctx, record.as_ref()),
        _ => return forbidden_cards_after_jeu(ctx, &read, record.as_ref()),
    };
    // `None`: a fact was asked.
    let Some((adjust, moves)) = line else {
        return Ok(());
    };
    for m in moves {
        ctx.rectify(m);
    }
    let recorded = record.as_ref().and_then(|r| r.summary.as_ref());
    super::settle_from(ctx, &RESULT, (Settle::Cancelled, vec![]), (Settle::Scored, vec![]), adjust, recorded)?;
    ctx.summarize(if size == "seven" { "fft-s-discard-seven" } else { "fft-s-discard-five" }, &[]);
    Ok(())
}

/// « Faux écart à 7 cartes » (one card too many): the last trick and the
/// discarded card of the highest value to the defence. The count's
/// adjustment and the moves, or `None` when a fact is asked.
fn seven_cards(ctx: &mut Ctx<'_>, record: Option<&FromRecord>) -> Option<(Adjust, Vec<Rectification>)> {
    let (card, halves, oudler) = match record.and_then(|r| r.highest) {
        Some(card) => (Some(card), card.half_points(), card.is_oudler()),
        None => {
            let Some(value) = ctx.enum_fact(HIGHEST) else {
                ctx.ask(HIGHEST);
                return None;
            };
            (None, highest_half_points(value), value == "oudler")
        }
    };
    ctx.consult(&SEVEN, true, &[(SIZE, Read::from("seven"))], None);
    let mut adjust = Adjust { taker_half_points: -i32::from(halves), ..Adjust::default() };
    // An oudler given to the defence takes its 4.5 points and the
    // oudler itself from the taker's count.
    if oudler {
        adjust.taker_oudlers = -1;
    }
    let moves = vec![
        Rectification::LastTrickAwarded { to: Side::Defence },
        Rectification::DiscardCardToDefence { card, points: Some(f64::from(halves) / 2.0) },
    ];
    Some((adjust, moves))
}

/// « Faux écart à 5 cartes » (one card too few): the last trick, the
/// taker's one card, to the taker; no petit au bout in it. The count's
/// adjustment and the moves, or `None` when a fact is asked.
fn five_cards(ctx: &mut Ctx<'_>, record: Option<&FromRecord>) -> Option<(Adjust, Vec<Rectification>)> {
    let Some(petit) = record.and_then(|r| r.last_is_petit).or_else(|| ctx.bool_fact(PETIT)) else {
        ctx.ask(PETIT);
        return None;
    };
    ctx.consult(&FIVE, true, &[(SIZE, Read::from("five")), (PETIT, Read::from(petit))], None);
    let mut moves = vec![Rectification::LastTrickAwarded { to: Side::Taker }];
    // The last trick is the taker's one card: no petit au bout can
    // be won in it whatever the count sent says. When that card is
    // the petit the code says so in words (the rectification).
    let adjust = Adjust { void_petit_au_bout: true, ..Adjust::default() };
    if petit {
        moves.push(Rectification::PetitAuBoutVoided);
    }
    Some((adjust, moves))
}

/// A discard of the right size holding a card that may not be discarded,
/// found after « jeu » (the règlement, « Le Chien et l'Écart »): it stands,
/// and the section's last lines rule the deal.
fn forbidden_cards_after_jeu(
    ctx: &mut Ctx<'_>,
    read: &[(&str, Read<'_>)],
    record: Option<&FromRecord>,
) -> Result<(), InputError> {
    // The right number of cards, but one that may not be discarded
    // (a king, an oudler, an avoidable trump, a trump not shown),
    // found after « jeu »: the règlement forbids changing the discard
    // now, so it stands and play goes on. It is still a false
    // discard (« ne pas respecter les règles de l'écart »), and the
    // section's last lines rule every false discard in a free
    // tournament: cancelled if the taker wins, scored normally if he
    // fails. A taker who kept an oudler safe in his discard (a lower
    // threshold, points no defender can take) must not keep a win
    // his fault may have made.
    ctx.consult(&SEVEN, false, read, Some(&FORBIDDEN_AFTER_PLAY));
    ctx.consult(&FORBIDDEN_AFTER_PLAY, true, read, None);
    // A deal played out in the record is decided by its own count,
    // not by one sent with it (a probe's record the taker won was
    // scored from a losing count).
    let recorded = record.and_then(|r| r.summary.as_ref());
    super::settle_from(
        ctx,
        &RESULT,
        (Settle::Cancelled, vec![]),
        (Settle::Scored, vec![]),
        Adjust::default(),
        recorded,
    )?;
    ctx.summarize("fft-s-discard-forbidden-after-play", &[]);
    Ok(())
}

// Test helpers take their values by value (`helper(json!(…))` reads best);
// generated data is small.
#[allow(clippy::needless_pass_by_value, clippy::cast_possible_truncation)]
#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use serde_json::{Value, json};

    use super::*;
    use crate::code::test_support::Decision;
    use crate::code::test_support::{has, has_type, rule, whens};

    #[test]
    fn the_arbiter_who_sees_it_before_the_first_card_intervenes_at_once() {
        let before =
            discard(json!({"found_by": "arbiter", "discard_size": "seven", "found_before_first_card": true}), None);
        assert!(has_type(&before, "discard_corrected"));
        assert!(!has_type(&before, "arbiter_acts_at_end_of_deal"));
        // In play he waits for the end of the deal, as the code says.
        let in_play = discard(json!({"found_by": "arbiter", "discard_size": "seven"}), None);
        assert!(has_type(&in_play, "arbiter_acts_at_end_of_deal"));
        // Whether play had begun is asked before anything else is decided.
        let mut facts = json!({"found_by": "arbiter", "discard_size": "seven"});
        facts.as_object_mut().unwrap().remove("found_before_first_card");
        let d = rule(KIND.id, facts, &[], None);
        assert_eq!(d.questions.iter().map(|q| q.id.as_str()).collect::<Vec<_>>(), [BEFORE_PLAY]);
    }

    fn discard(extra: Value, outcome: Option<Value>) -> Decision {
        // Found once play has begun unless the test says otherwise.
        let mut facts =
            json!({"found_by": "players", "arbiter_called_at_once": true, "found_before_first_card": false});
        facts.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        rule(KIND.id, facts, &[], outcome)
    }

    #[test]
    fn seven_cards_the_last_trick_and_the_highest_card_go_to_the_defence() {
        let d = discard(json!({"discard_size": "seven", "highest_discarded_card": "queen"}), None);
        assert!(has(&d, json!({"type": "last_trick_awarded", "to": "defence"})));
        assert!(has(&d, json!({"type": "discard_card_to_defence", "points": 3.5})));
        assert_eq!(whens(&d), ["taker_wins", "taker_fails"]);
        // 44 counted with 2 oudlers, less 3.5: 40.5 for 41, failed by 1: scored.
        let d = discard(
            json!({"discard_size": "seven", "highest_discarded_card": "queen"}),
            Some(json!({"contract": "garde", "taker_points": 44, "taker_oudlers": 2})),
        );
        assert!(has(&d, json!({"type": "deal_scored"})));
        let d = discard(
            json!({"discard_size": "seven", "highest_discarded_card": "jack"}),
            Some(json!({"contract": "garde", "taker_points": 50, "taker_oudlers": 2})),
        );
        assert!(has_type(&d, "deal_cancelled"));
    }

    #[test]
    fn between_a_king_and_an_oudler_the_oudler_is_the_highest() {
        use crate::card::Suit;
        let king = Card::king(Suit::from_char('S').unwrap());
        for oudler in Card::OUDLERS {
            assert_eq!(highest_card(&[king, oudler]), Some(oudler));
            assert_eq!(highest_card(&[oudler, king]), Some(oudler));
        }
    }

    #[test]
    fn an_oudler_given_back_moves_the_oudler_and_its_points() {
        // A garde with 48 points and 2 oudlers (41 needed) wins; the oudler
        // given back leaves 43.5 with 1 oudler (51 needed): he fails, scored.
        let outcome = json!({"contract": "garde", "taker_points": 48, "taker_oudlers": 2});
        let d = discard(json!({"discard_size": "seven", "highest_discarded_card": "oudler"}), Some(outcome.clone()));
        assert!(has(&d, json!({"type": "discard_card_to_defence", "points": 4.5})));
        let score = d.rectifications.iter().find_map(|r| match r.as_tarot()? {
            Rectification::DealScored { score: Some(s), .. } => Some(s.clone()),
            _ => None,
        });
        let score = score.expect("scored: the taker fails");
        assert!(!score.won);
        // A king: the same points, the oudlers stay: 43.5 for 41, he wins: cancelled.
        let d = discard(json!({"discard_size": "seven", "highest_discarded_card": "king"}), Some(outcome));
        assert!(has_type(&d, "deal_cancelled"));
    }

    #[test]
    fn five_cards_the_last_trick_to_the_taker_without_petit_au_bout() {
        let d = discard(
            json!({"discard_size": "five", "last_card_is_petit": true}),
            Some(json!({"contract": "prise", "taker_points": 40, "taker_oudlers": 2, "petit_au_bout": "taker"})),
        );
        assert!(has_type(&d, "petit_au_bout_voided"));
        let petit = d.rectifications.iter().find_map(|r| match r.as_tarot()? {
            Rectification::DealScored { score: Some(s), .. } => Some(s.breakdown.petit_au_bout),
            _ => None,
        });
        assert_eq!(petit, Some(0));
    }

    #[test]
    fn forbidden_cards_found_in_play_stand_and_the_result_decides_and_the_defence_is_not_blamed() {
        let d = discard(json!({"discard_size": "forbidden_cards", "defence_asked_count": false}), None);
        assert_eq!(whens(&d), ["taker_wins", "taker_fails"]);
        assert!(!has_type(&d, "not_implemented") && !has_type(&d, "discard_corrected"));
        assert!(d.trace.iter().flatten().any(|s| s.rule == DEFENCE_NOT_BLAMED.id && s.applied));
        assert!(d.trace.iter().flatten().any(|s| s.rule == FORBIDDEN_AFTER_PLAY.id && s.applied));
        // A garde made with 45 points and 2 oudlers (41 needed): cancelled;
        // made by no one (38 for 41): scored as played.
        let won = json!({"contract": "garde", "taker_points": 45, "taker_oudlers": 2});
        let d = discard(json!({"discard_size": "forbidden_cards"}), Some(won));
        assert!(has_type(&d, "deal_cancelled") && !has_type(&d, "deal_scored"));
        let lost = json!({"contract": "garde", "taker_points": 38, "taker_oudlers": 2});
        let d = discard(json!({"discard_size": "forbidden_cards"}), Some(lost));
        assert!(has_type(&d, "deal_scored") && !has_type(&d, "deal_cancelled"));
    }

    #[test]
    fn a_wrong_size_before_the_first_card_and_forbidden_cards_before_jeu_are_corrected_without_sanction() {
        for (size, extra) in
            [("seven", json!({})), ("five", json!({})), ("forbidden_cards", json!({"found_before_jeu": true}))]
        {
            let mut facts = json!({"discard_size": size, "found_before_first_card": true});
            facts.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
            let d = discard(facts, None);
            assert!(has_type(&d, "discard_corrected"), "{size}");
            assert!(has(&d, json!({"type": "no_sanction", "player": "taker"})), "{size}");
            assert!(!has_type(&d, "last_trick_awarded") && d.conditional.is_empty(), "{size}");
            let trace = d.trace.clone().unwrap_or_default();
            assert!(
                trace
                    .iter()
                    .any(|s| s.rule == SEVEN.id && s.overridden_by.as_deref() == Some(CORRECTED_BEFORE_PLAY.id))
            );
        }
        // A discard of the right size after « jeu », even before the first
        // card: it may no longer be changed; the result will decide.
        let d = discard(
            json!({"discard_size": "forbidden_cards", "found_before_first_card": true, "found_before_jeu": false}),
            None,
        );
        assert!(!has_type(&d, "discard_corrected"));
        assert_eq!(whens(&d), ["taker_wins", "taker_fails"]);
    }
}
