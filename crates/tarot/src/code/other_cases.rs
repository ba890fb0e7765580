//! The other cases of the code (« Autres cas prévus par le code »), each a
//! kind of its own. (The refused over-contract and the dog seen after one
//! are ruled with `tarot.over_contract`, smoking with `tarot.ethics`, and the
//! rule that a cancelled deal does not count as played with every
//! cancellation.)
//!
//! - `tarot.premature_claim`: a player spreads his last cards thinking he
//!   takes the rest: the arbiter plays them the way worst for him.
//! - `tarot.score_sheet_fault`: every player at the table answers for the
//!   score sheet (the code's « 4 joueurs responsables » are those of a
//!   four-player table): a total that is not zero, no table number, names or licence numbers, a
//!   sheet left on the table: 100 points each; a sheet lost: 400.
//! - `tarot.slow_play`: the arbiter may remove one or more deals; 100 points
//!   to the players concerned, 200 on a repeat. « Le(s) joueur(s)
//!   concerné(s) »: the arbiter names them, not the whole table. The repeat
//!   is each player's own: with `concerned_players` (how many) and
//!   `concerned_repeat_offenders` (how many of them were already penalised
//!   for slow play in scope) the first offenders get 100
//!   (`concerned_first_offence`) and the repeat offenders 200
//!   (`concerned_repeat_offence`); the server fills both from the licences
//!   named `concerned_1`, `concerned_2`… in `context.players`. Without them,
//!   `previous_offences` decides for the one player concerned (or the
//!   players as a group when their number is not given); with several
//!   concerned, how many repeat is asked.
//! - `tarot.hand_exposed`: after the contract a hand thrown face up by
//!   mistake and seen: the defence's cards are dealt again and the deal is
//!   played, scored if the taker wins, not if he fails.
//! - `tarot.wrong_card_count`: a defender with the wrong number of cards,
//!   found during play. Whether the count was wrong since the deal is asked
//!   (`wrong_count_from_deal`): if so it is a misdeal, ruled under
//!   `tarot.misdeal` (the dealer's penalty and ban); if not, this paragraph
//!   alone: the deal is finished, scored if the taker wins (unless he
//!   dealt), cancelled if he fails, and the next dealer deals.
//! - `tarot.touching_cards`: a player touches or picks up cards during the
//!   deal: a warning, then 100 points on a repeat.
//! - `tarot.card_turned_at_cut`: a card turned at the cut: the pack goes
//!   back to the player opposite the dealer, who shuffled it, to be shuffled
//!   and cut again, and the same dealer deals (the reading is explained at
//!   [`card_turned_at_cut`]); no sanction, the cutter bids.
//!
//! The hand thrown face up: the code does not say whose hand, but its cure
//! is to deal the defence's cards again, which makes sense only for a
//! defender's hand: for the taker's, the defence would keep what it saw of
//! his cards. The taker's cards shown at an irregular moment are exposed
//! cards by the code's own definition (« Carte exposée »), and an exposed
//! card by the taker carries no penalty: what the defence saw can only
//! harm his side. So his cards go back into his hand, the deal is played
//! and scored as usual, and the arbiter attends the rest of the deal, as
//! for any exposed card. Dealing his cards again is not possible (the dog
//! is in them) and would give him a second hand after the defence saw the
//! first.

use arbitre_core::Read;

use super::Ctx;
use super::KindSpec;
use super::principles::{self, Proceed};
use super::{Adjust, PREVIOUS_OFFENCES, Settle, TarotRole, fft, params, settle, warning_then_penalty};
use crate::code::{Domain, EnumValue, FactSpec};
use crate::rectification::Rectification;
use crate::rectification::SharedRectification;
use arbitre_core::{InputError, Rule};

const SECTION: &str = "Autres cas prévus par le code";

/// The last cards spread: played the worst way for the offender.
pub const SPREAD: Rule = Rule {
    id: "fft.donnes_libres.other.premature_claim",
    citation: fft(SECTION, "Dernières cartes étalées", "fft-t-spread"),
};
/// Score-sheet faults: every player at the table, 100 points each.
pub const SHEET: Rule = Rule {
    id: "fft.donnes_libres.other.score_sheet",
    citation: fft(SECTION, "Erreur sur la feuille de marque", "fft-t-sheet"),
};
/// Exception: a lost sheet: 400 points.
pub const SHEET_LOST: Rule = Rule {
    id: "fft.donnes_libres.other.score_sheet.lost",
    citation: fft(SECTION, "Feuille de marque disparue", "fft-t-sheet-lost"),
};
/// Slow play: deals removed, 100 points, 200 on a repeat.
pub const SLOW_PLAY: Rule =
    Rule { id: "fft.donnes_libres.other.slow_play", citation: fft(SECTION, "Lenteur de jeu", "fft-t-slow-play") };
/// A hand thrown face up after the contract and seen.
pub const HAND_EXPOSED: Rule = Rule {
    id: "fft.donnes_libres.other.hand_exposed",
    citation: fft(SECTION, "Jeu jeté sur la table par erreur et vu", "fft-t-hand-exposed"),
};
/// A defender with the wrong number of cards found during play.
pub const WRONG_COUNT: Rule = Rule {
    id: "fft.donnes_libres.other.wrong_card_count",
    citation: fft(SECTION, "Nombre incorrect de cartes chez un défenseur", "fft-t-wrong-count"),
};
// Read with the misdeal found during the play: in `wrong_count.rs`.
pub use super::wrong_count::WRONG_COUNT_TAKER_DEALT;
/// Touching or picking up cards during the deal: a warning, then 100 points.
pub const TOUCHING: Rule = Rule {
    id: "fft.donnes_libres.other.touching_cards",
    citation: fft(SECTION, "Cartes touchées pendant la distribution", "fft-t-touching"),
};
/// A card turned at the cut: dealt by the player opposite the dealer, no sanction.
pub const CUT: Rule = Rule {
    id: "fft.donnes_libres.other.card_turned_at_cut",
    citation: fft(SECTION, "Carte retournée à la coupe", "fft-t-cut"),
};

/// The kind `tarot.premature_claim`.
pub static PREMATURE_CLAIM: KindSpec = KindSpec {
    id: "tarot.premature_claim",
    title: "fft-kind-premature-claim",
    laws: &[SPREAD.citation],
    facts: &[principles::FOUND_BY_FACT, principles::CALLED_AT_ONCE_FACT],
    choices: &[],
    outcome: &[],
    record_formats: &[],
    record_facts: None,
    evaluate: premature_claim,
};

fn premature_claim(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    if principles::apply(ctx, false) != Proceed::Yes {
        return Ok(());
    }
    ctx.consult(&SPREAD, true, &[], None);
    ctx.rectify(Rectification::RemainingCardsPlayedAgainstOffender { player: TarotRole::Offender });
    ctx.summarize("fft-s-spread", &[]);
    Ok(())
}

const SHEET_FAULT: &str = "fault";

/// The kind `tarot.score_sheet_fault`.
pub static SCORE_SHEET: KindSpec = KindSpec {
    id: "tarot.score_sheet_fault",
    title: "fft-kind-score-sheet",
    laws: &[SHEET.citation, SHEET_LOST.citation],
    facts: &[FactSpec {
        id: SHEET_FAULT,
        question: "fft-q-sheet-fault",
        domain: Domain::Enum(&[
            EnumValue { value: "total_not_zero", label: "fft-v-total-not-zero" },
            EnumValue { value: "missing_identification", label: "fft-v-missing-identification" },
            EnumValue { value: "left_on_table", label: "fft-v-left-on-table" },
            EnumValue { value: "lost", label: "fft-v-sheet-lost" },
        ]),
        rule: SHEET.id,
    }],
    choices: &[],
    outcome: &[],
    record_formats: &[],
    record_facts: None,
    evaluate: score_sheet,
};

fn score_sheet(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    // A fault on the sheet is found by the arbiter when it comes back (or
    // does not): the call-at-once principle has nothing to bite on.
    let Some(fault) = ctx.enum_fact(SHEET_FAULT) else {
        ctx.ask(SHEET_FAULT);
        return Ok(());
    };
    let read = [(SHEET_FAULT, Read::from(fault))];
    let points = if fault == "lost" {
        ctx.consult(&SHEET, false, &read, Some(&SHEET_LOST));
        ctx.consult(&SHEET_LOST, true, &read, None);
        params(ctx).lost_score_sheet_penalty_points
    } else {
        ctx.consult(&SHEET, true, &read, None);
        params(ctx).standard_penalty_points
    };
    ctx.rectify(Rectification::PointPenalty { players: TarotRole::AllPlayers, points, ranking: None });
    ctx.summarize("fft-s-sheet", &[("points", i64::from(points).into())]);
    Ok(())
}

const DEALS_REMOVED: &str = "deals_removed";
const CONCERNED: &str = "concerned_players";
const CONCERNED_REPEAT: &str = "concerned_repeat_offenders";

/// The kind `tarot.slow_play`.
pub static SLOW_PLAY_KIND: KindSpec = KindSpec {
    id: "tarot.slow_play",
    title: "fft-kind-slow-play",
    laws: &[SLOW_PLAY.citation],
    facts: &[
        FactSpec {
            id: DEALS_REMOVED,
            question: "fft-q-deals-removed",
            domain: Domain::Integer { min: 0, max: 20 },
            rule: SLOW_PLAY.id,
        },
        super::previous_offences_fact(SLOW_PLAY.id),
        FactSpec {
            id: CONCERNED,
            question: "fft-q-concerned-players",
            domain: Domain::Integer { min: 1, max: 5 },
            rule: SLOW_PLAY.id,
        },
        FactSpec {
            id: CONCERNED_REPEAT,
            question: "fft-q-concerned-repeat-offenders",
            domain: Domain::Integer { min: 0, max: 5 },
            rule: SLOW_PLAY.id,
        },
    ],
    choices: &[],
    outcome: &[],
    record_formats: &[],
    record_facts: None,
    evaluate: slow_play,
};

fn slow_play(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    // Slow play is the arbiter's own finding at the table.
    let Some(removed) = ctx.int_fact(DEALS_REMOVED) else {
        ctx.ask(DEALS_REMOVED);
        return Ok(());
    };
    let (first, repeat) = (params(ctx).standard_penalty_points, params(ctx).repeated_slow_play_penalty_points);
    let concerned = ctx.int_fact(CONCERNED);
    // « 200 points au(x) joueur(s) concerné(s) en cas de récidive »: the
    // repeat is each player's own. With several players concerned, one
    // count of previous offences cannot say which of them repeats (a probe
    // had a first offender given 200 with the table's repeat offender), so
    // how many of them repeat is asked instead.
    if concerned.is_some_and(|c| c > 1) && ctx.int_fact(CONCERNED_REPEAT).is_none() {
        ctx.ask(CONCERNED_REPEAT);
        return Ok(());
    }
    // Each player concerned, his own repeat: the counts, when given.
    if let (Some(concerned), Some(repeaters)) = (concerned, ctx.int_fact(CONCERNED_REPEAT)) {
        return slow_play_each(ctx, removed, (concerned, repeaters), (first, repeat));
    }
    let Some(previous) = ctx.int_fact(PREVIOUS_OFFENCES) else {
        ctx.ask(PREVIOUS_OFFENCES);
        return Ok(());
    };
    ctx.consult(
        &SLOW_PLAY,
        true,
        &[(DEALS_REMOVED, Read::from(removed)), (PREVIOUS_OFFENCES, Read::from(previous))],
        None,
    );
    if removed > 0 {
        ctx.rectify(Rectification::DealsRemoved { count: u8::try_from(removed).unwrap_or(u8::MAX) });
    }
    let points = if previous > 0 { repeat } else { first };
    ctx.rectify(Rectification::PointPenalty { players: TarotRole::PlayersConcerned, points, ranking: None });
    ctx.summarize("fft-s-slow-play", &[("points", i64::from(points).into()), ("removed", removed.into())]);
    Ok(())
}

/// Slow play with the players concerned counted, and how many of them
/// repeat: 100 points to each first offender, 200 to each repeat offender
/// (`(first, repeat)`, the ruleset's amounts).
fn slow_play_each(
    ctx: &mut Ctx<'_>,
    removed: i64,
    (concerned, repeaters): (i64, i64),
    (first, repeat): (i32, i32),
) -> Result<(), InputError> {
    if repeaters > concerned {
        return Err(InputError::new(
            "invalid_fact",
            "/facts/concerned_repeat_offenders",
            arbitre_core::text::msg("fft-error-concerned-repeat"),
        ));
    }
    // One player concerned: his previous offences and whether he
    // repeats are one fact said twice, and must agree.
    if concerned == 1
        && let Some(previous) = ctx.int_fact(PREVIOUS_OFFENCES)
        && (previous > 0) != (repeaters > 0)
    {
        return Err(InputError::new(
            "invalid_fact",
            "/facts/concerned_repeat_offenders",
            arbitre_core::text::msg("fft-error-concerned-repeat-previous"),
        ));
    }
    ctx.consult(
        &SLOW_PLAY,
        true,
        &[
            (DEALS_REMOVED, Read::from(removed)),
            (CONCERNED, Read::from(concerned)),
            (CONCERNED_REPEAT, Read::from(repeaters)),
        ],
        None,
    );
    if removed > 0 {
        ctx.rectify(Rectification::DealsRemoved { count: u8::try_from(removed).unwrap_or(u8::MAX) });
    }
    if concerned > repeaters {
        ctx.rectify(Rectification::PointPenalty {
            players: TarotRole::ConcernedFirstOffence,
            points: first,
            ranking: None,
        });
    }
    if repeaters > 0 {
        ctx.rectify(Rectification::PointPenalty {
            players: TarotRole::ConcernedRepeatOffence,
            points: repeat,
            ranking: None,
        });
    }
    ctx.summarize(
        "fft-s-slow-play-each",
        &[
            ("removed", removed.into()),
            ("first", (concerned - repeaters).into()),
            ("first_points", i64::from(first).into()),
            ("repeat", repeaters.into()),
            ("repeat_points", i64::from(repeat).into()),
        ],
    );
    Ok(())
}

const HAND_OF: &str = "hand_of";

/// The kind `tarot.hand_exposed`.
pub static HAND_EXPOSED_KIND: KindSpec = KindSpec {
    id: "tarot.hand_exposed",
    title: "fft-kind-hand-exposed",
    laws: &[HAND_EXPOSED.citation, super::exposed_card::RETURNED.citation, super::exposed_card::BY_TAKER.citation],
    facts: &[
        principles::FOUND_BY_FACT,
        principles::CALLED_AT_ONCE_FACT,
        FactSpec {
            id: HAND_OF,
            question: "fft-q-hand-of",
            domain: Domain::Enum(super::TAKER_OR_DEFENDER),
            rule: HAND_EXPOSED.id,
        },
    ],
    choices: &[],
    outcome: super::SCORE_OUTCOME,
    record_formats: &[],
    record_facts: None,
    evaluate: hand_exposed,
};

fn hand_exposed(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    if principles::apply(ctx, false) != Proceed::Yes {
        return Ok(());
    }
    let Some(of) = ctx.enum_fact(HAND_OF) else {
        ctx.ask(HAND_OF);
        return Ok(());
    };
    // Seen by the arbiter alone, ruled at the end of the deal: nothing can
    // be taken back or dealt again any more; what remains is the score's
    // consequence (« Attitude de l'arbitre »).
    let at_end = principles::at_end_of_deal(ctx);
    let at_end_suffix = if at_end { "-at-end" } else { "" };
    if of == "taker" {
        let read = [(HAND_OF, Read::from(of))];
        ctx.consult(&HAND_EXPOSED, false, &read, Some(&super::exposed_card::BY_TAKER));
        if at_end {
            ctx.consult(&super::exposed_card::RETURNED, false, &read, Some(&principles::ARBITER_SAW));
        } else {
            ctx.consult(&super::exposed_card::RETURNED, true, &read, None);
            ctx.rectify(Rectification::ExposedCardReturned { player: TarotRole::Taker });
            ctx.rectify(Rectification::DirectorAttendsRestOfDeal);
        }
        ctx.consult(&super::exposed_card::BY_TAKER, true, &read, None);
        ctx.rectify(Rectification::NoSanction { player: TarotRole::Taker });
        ctx.summarize(&format!("fft-s-hand-exposed-taker{at_end_suffix}"), &[]);
        return Ok(());
    }
    if !at_end {
        ctx.rectify(Rectification::CardsRedealt { players: TarotRole::Defence });
    }
    settle(ctx, &HAND_EXPOSED, (Settle::Scored, vec![]), (Settle::Cancelled, vec![]), Adjust::default())?;
    ctx.summarize(&format!("fft-s-hand-exposed{at_end_suffix}"), &[]);
    Ok(())
}

const TAKER_DEALT: &str = "taker_is_dealer";
/// Whether the wrong count came from the deal (a misdeal): asked, since
/// the two paragraphs rule differently. `true`: the misdeal's paragraph,
/// which adds the dealer's penalty and his ban from the redeal; `false`:
/// « Autres cas » alone (a tarot probe found a thin client, never asked,
/// ruled by a third reading that joined both).
const FROM_DEAL: &str = "wrong_count_from_deal";

/// The kind `tarot.wrong_card_count`.
pub static WRONG_CARD_COUNT_KIND: KindSpec = KindSpec {
    id: "tarot.wrong_card_count",
    title: "fft-kind-wrong-count",
    laws: &[
        WRONG_COUNT.citation,
        WRONG_COUNT_TAKER_DEALT.citation,
        super::wrong_count::DURING_PLAY_TAKER_DEALT.citation,
        super::wrong_count::DURING_PLAY_RIGHT.citation,
    ],
    facts: &[
        principles::FOUND_BY_FACT,
        principles::CALLED_AT_ONCE_FACT,
        FactSpec {
            id: TAKER_DEALT,
            question: "fft-q-taker-dealt",
            domain: Domain::Boolean,
            rule: WRONG_COUNT_TAKER_DEALT.id,
        },
        FactSpec {
            id: FROM_DEAL,
            question: "fft-q-wrong-count-from-deal",
            domain: Domain::Boolean,
            rule: super::wrong_count::DURING_PLAY_RIGHT.id,
        },
    ],
    choices: &[],
    outcome: super::SCORE_OUTCOME,
    record_formats: &[],
    record_facts: None,
    evaluate: wrong_card_count,
};

fn wrong_card_count(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    if principles::apply(ctx, false) != Proceed::Yes {
        return Ok(());
    }
    // The same deal, the count wrong since the deal: the code's « Fausse
    // donne » found during play rules it, with the dealer's penalty that
    // « Autres cas » does not name (a tarot probe found the two kinds
    // sanctioning the same facts differently).
    let from_deal = ctx.bool_fact(FROM_DEAL);
    if from_deal == Some(true) {
        ctx.consult(
            &WRONG_COUNT,
            false,
            &[(FROM_DEAL, Read::from(true))],
            Some(&super::wrong_count::DURING_PLAY_RIGHT),
        );
        ctx.cite(&super::wrong_count::DURING_PLAY_RIGHT.citation);
        ctx.rectify(SharedRectification::RuledUnder { kind: "tarot.misdeal".into(), law: "FFT Fausse donne".into() });
        ctx.summarize("fft-s-wrong-count-is-misdeal", &[]);
        return Ok(());
    }
    if from_deal.is_none() {
        ctx.ask(FROM_DEAL);
        return Ok(());
    }
    let Some(dealt) = ctx.bool_fact(TAKER_DEALT) else {
        ctx.ask(TAKER_DEALT);
        return Ok(());
    };
    ctx.rectify(Rectification::DealPlayedOut);
    // A count the arbiter found was not wrong since the deal is no fault
    // of the deal: « Autres cas » alone rules it, and a cancelled deal
    // passes to the next dealer as every cancellation outside the deal
    // does (the règlement's « même donneur » is for a fault in the
    // distribution). A taker who dealt is then scored neither way: his win
    // is the paragraph's exception, his failure its cancellation; only
    // « Fausse donne », which the arbiter has ruled out, scores his
    // failure (a probe).
    if dealt {
        ctx.consult(
            &WRONG_COUNT_TAKER_DEALT,
            true,
            &[(TAKER_DEALT, Read::from(true)), (FROM_DEAL, Read::from(false))],
            None,
        );
        super::cancel_and_deal_in_turn(ctx);
    } else {
        settle(ctx, &WRONG_COUNT, (Settle::Scored, vec![]), (Settle::Cancelled, vec![]), Adjust::default())?;
    }
    ctx.summarize(if dealt { "fft-s-wrong-count-dealer-not-from-deal" } else { "fft-s-wrong-count" }, &[]);
    Ok(())
}

/// The kind `tarot.touching_cards`.
pub static TOUCHING_CARDS_KIND: KindSpec = KindSpec {
    id: "tarot.touching_cards",
    title: "fft-kind-touching",
    laws: &[TOUCHING.citation],
    facts: &[principles::FOUND_BY_FACT, principles::CALLED_AT_ONCE_FACT, super::previous_offences_fact(TOUCHING.id)],
    choices: &[],
    outcome: &[],
    record_formats: &[],
    record_facts: None,
    evaluate: touching_cards,
};

fn touching_cards(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    if principles::apply(ctx, false) != Proceed::Yes {
        return Ok(());
    }
    if warning_then_penalty(ctx, &TOUCHING, TarotRole::Offender).is_some() {
        let repeat = ctx.int_fact(PREVIOUS_OFFENCES).unwrap_or(0) > 0;
        ctx.summarize(if repeat { "fft-s-touching-penalty" } else { "fft-s-touching-warning" }, &[]);
    }
    Ok(())
}

/// The kind `tarot.card_turned_at_cut`.
pub static CARD_TURNED_AT_CUT_KIND: KindSpec = KindSpec {
    id: "tarot.card_turned_at_cut",
    title: "fft-kind-cut",
    laws: &[CUT.citation],
    facts: &[],
    choices: &[],
    outcome: &[],
    record_formats: &[],
    record_facts: None,
    evaluate: card_turned_at_cut,
};

fn card_turned_at_cut(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    ctx.consult(&CUT, true, &[], None);
    // « redonné au joueur en face du donneur pour procéder à une nouvelle
    // distribution »: the player opposite the dealer is the one who shuffles
    // (règlement, La distribution), so the pack goes back to him to be
    // shuffled and cut again; the dealer, at no fault, deals again (the
    // players deal in turn, and this deal was never dealt).
    ctx.rectify(Rectification::Redeal { dealer: TarotRole::Dealer });
    ctx.rectify(Rectification::NoSanction { player: TarotRole::Offender });
    ctx.summarize("fft-s-cut", &[]);
    Ok(())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::code::test_support::{has, has_type, rule, whens};
    use arbitre_core::decision::Status;

    fn called() -> serde_json::Value {
        json!({"found_by": "players", "arbiter_called_at_once": true})
    }

    #[test]
    fn spread_cards_are_played_against_the_offender() {
        assert!(has_type(&rule(PREMATURE_CLAIM.id, called(), &[], None), "remaining_cards_played_against_offender"));
    }

    #[test]
    fn score_sheet_faults_cost_every_player_100_or_400_when_lost() {
        for fault in ["total_not_zero", "missing_identification", "left_on_table"] {
            let d = rule(SCORE_SHEET.id, json!({"fault": fault}), &[], None);
            assert!(has(&d, json!({"type": "point_penalty", "players": "all_players", "points": 100})), "{fault}");
        }
        assert!(has(&rule(SCORE_SHEET.id, json!({"fault": "lost"}), &[], None), json!({"points": 400})));
    }

    #[test]
    fn slow_play_100_then_200() {
        let d = rule(SLOW_PLAY_KIND.id, json!({"deals_removed": 1, "previous_offences": 0}), &[], None);
        assert!(
            has(&d, json!({"type": "point_penalty", "points": 100}))
                && has(&d, json!({"type": "deals_removed", "count": 1}))
        );
        assert!(has(
            &rule(SLOW_PLAY_KIND.id, json!({"deals_removed": 0, "previous_offences": 1}), &[], None),
            json!({"points": 200})
        ));
    }

    #[test]
    fn slow_play_each_concerned_player_by_his_own_record() {
        let d = rule(
            SLOW_PLAY_KIND.id,
            json!({"deals_removed": 0, "concerned_players": 2, "concerned_repeat_offenders": 1}),
            &[],
            None,
        );
        assert_eq!(d.status, Status::Complete);
        assert!(has(&d, json!({"type": "point_penalty", "players": "concerned_first_offence", "points": 100})));
        assert!(has(&d, json!({"type": "point_penalty", "players": "concerned_repeat_offence", "points": 200})));
        assert!(!has(&d, json!({"players": "players_concerned"})));
        let d = rule(
            SLOW_PLAY_KIND.id,
            json!({"deals_removed": 1, "concerned_players": 1, "concerned_repeat_offenders": 0}),
            &[],
            None,
        );
        assert!(has(&d, json!({"type": "point_penalty", "players": "concerned_first_offence", "points": 100})));
        assert!(!has(&d, json!({"players": "concerned_repeat_offence"})));
        // The summary names only the penalties given, in words that agree.
        assert_eq!(
            d.summary.fr,
            "Lenteur excessive : une donne supprimée ; 100 points de pénalité au joueur concerné sans pénalité antérieure."
        );
        let d = rule(
            SLOW_PLAY_KIND.id,
            json!({"deals_removed": 2, "concerned_players": 3, "concerned_repeat_offenders": 1}),
            &[],
            None,
        );
        assert_eq!(
            d.summary.en,
            "Excessive slowness: 2 deals removed; 100 points penalty to each of the 2 players concerned with no earlier \
             penalty, 200 points to the repeating player."
        );
        let d = rule(
            SLOW_PLAY_KIND.id,
            json!({"deals_removed": 0, "concerned_players": 2, "concerned_repeat_offenders": 2}),
            &[],
            None,
        );
        assert_eq!(
            d.summary.fr,
            "Lenteur excessive : aucune donne supprimée ; 200 points à chacun des 2 joueurs en récidive."
        );
    }

    #[test]
    fn the_takers_hand_thrown_down_goes_back_without_penalty_and_is_played() {
        let mut f = called();
        f["hand_of"] = json!("taker");
        let d = rule(HAND_EXPOSED_KIND.id, f, &[], None);
        assert_eq!(d.status, Status::Complete);
        assert!(has(&d, json!({"type": "exposed_card_returned", "player": "taker"})));
        assert!(has(&d, json!({"type": "no_sanction", "player": "taker"})));
        assert!(has_type(&d, "director_attends_rest_of_deal"));
        // Not the defender's cure: nothing dealt again, nothing cancelled.
        assert!(!has_type(&d, "cards_redealt") && !has_type(&d, "deal_cancelled") && !has_type(&d, "not_implemented"));
        assert!(d.citations.iter().any(|c| c.paragraph == "Carte exposée par le preneur"));
    }

    #[test]
    fn a_defenders_hand_seen_the_defence_redealt_scored_only_if_the_taker_wins() {
        let mut f = called();
        f["hand_of"] = json!("defender");
        let d = rule(HAND_EXPOSED_KIND.id, f.clone(), &[], None);
        assert_eq!(whens(&d), ["taker_wins", "taker_fails"]);
        assert!(has_type(&d, "cards_redealt"));
        assert!(has_type(&rule(HAND_EXPOSED_KIND.id, f, &[], Some(json!({"taker_wins": false}))), "deal_cancelled"));
    }

    #[test]
    fn wrong_count_at_a_defender_scored_if_the_taker_wins_unless_he_dealt() {
        // Whether the count was wrong since the deal is asked first: the
        // misdeal's paragraph and « Autres cas » rule differently.
        let mut f = called();
        f["taker_is_dealer"] = json!(false);
        let d = rule(WRONG_CARD_COUNT_KIND.id, f.clone(), &[], Some(json!({"taker_wins": true})));
        assert_eq!(d.questions.iter().map(|q| q.id.as_str()).collect::<Vec<_>>(), [FROM_DEAL]);
        f[FROM_DEAL] = json!(false);
        assert!(has_type(
            &rule(WRONG_CARD_COUNT_KIND.id, f.clone(), &[], Some(json!({"taker_wins": true}))),
            "deal_scored"
        ));
        // The taker who dealt: cancelled whether he wins (the paragraph's
        // exception) or fails (its cancellation).
        f["taker_is_dealer"] = json!(true);
        for won in [true, false] {
            let d = rule(WRONG_CARD_COUNT_KIND.id, f.clone(), &[], Some(json!({"taker_wins": won})));
            assert!(has_type(&d, "deal_cancelled") && !has_type(&d, "deal_scored"), "won: {won}");
        }
        // Wrong since the deal: a misdeal, ruled under its own kind.
        f[FROM_DEAL] = json!(true);
        let d = rule(WRONG_CARD_COUNT_KIND.id, f, &[], None);
        assert!(has(&d, json!({"type": "ruled_under", "kind": "tarot.misdeal"})));
    }

    #[test]
    fn touching_cards_warning_then_100_and_the_cut() {
        let mut f = called();
        f["previous_offences"] = json!(0);
        assert!(has_type(&rule(TOUCHING_CARDS_KIND.id, f.clone(), &[], None), "warning"));
        f["previous_offences"] = json!(3);
        assert!(has(&rule(TOUCHING_CARDS_KIND.id, f, &[], None), json!({"type": "point_penalty", "points": 100})));
        let d = rule(CARD_TURNED_AT_CUT_KIND.id, json!({}), &[], None);
        assert_eq!(d.status, Status::Complete);
        assert!(has(&d, json!({"type": "redeal", "dealer": "dealer"})));
        assert!(!has_type(&d, "barred_from_bidding"), "the dealer is at no fault");
    }
}
