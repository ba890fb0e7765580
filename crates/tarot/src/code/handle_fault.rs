//! Faults in presenting a handle (« Présentation de la poignée », kind
//! `tarot.handle_fault`). Each line of the code is its own rule:
//!
//! | fault | by | handle / deal | sanction |
//! | --- | --- | --- | --- |
//! | out of order | any | counted | warning, then 100 |
//! | incomplete, correctable | any | counted | warning, then 100 |
//! | incomplete, not correctable | taker | not counted | warning, then 100 |
//! | incomplete, not correctable | defender | not counted; cancelled if the taker fails | warning, then 100 |
//! | too many trumps | taker | counted | none |
//! | too many trumps | defender | counted if the taker wins; cancelled if he fails | warning, then 100 |
//! | shown before his turn | taker | counted | none |
//! | after his first card, before it was covered | any | counted | warning, then 100 |
//! | any other wrong moment | taker | not counted if he wins; counted if he fails | warning, then 100 |
//! | any other wrong moment | defender | counted if the taker wins; cancelled if he fails | warning, then 100 |
//! | with the excuse, hiding a trump | any | cancelled if the offending side wins; deal and handle counted if it loses | warning, then 100 |
//!
//! « Dans les 2 cas » after a pair of lines is read as covering both lines
//! of the pair (taker and defender, or the two results); the too-many-trumps
//! line of the taker stands apart from the defender's pair and carries no
//! sanction.
//!
//! At five, the taker's partner is in the taker's camp: the excuse line,
//! written by camp, is his as the taker's; the lines that warn the taker
//! and the defender alike warn him (whether the handle counts is left to
//! the arbiter); on the other lines that depend on who showed the handle,
//! the sanction is left to the arbiter (a review).
//!
//! A handle shown by a defender before his turn: the code's line for that
//! moment names the taker only, and the lines follow each other as moments
//! (before his turn, after his first card before it is covered, "any other
//! wrong moment"), so for a defender that moment is one of "any other wrong
//! moment" and his line applies. The taker alone is let off because what he
//! shows early helps only the defence; a defender's early handle tells his
//! partners of his trumps, the harm the defender's line sanctions.

use arbitre_core::Read;
use serde_json::Value;

use super::Ctx;
use super::KindSpec;
use super::principles::{self, Proceed};
use super::{Adjust, Settle, TAKER_PARTNER_OR_DEFENDER, TarotRole, fft, settle, warning_then_penalty};
use crate::code::{Domain, EnumValue, FactSpec};
use crate::deal::Side;
use crate::rectification::Rectification;
use arbitre_core::{InputError, Rule};

const SECTION: &str = "Présentation de la poignée";

const fn rule(id: &'static str, case: &'static str, title: &'static str) -> Rule {
    Rule { id, citation: fft(SECTION, case, title) }
}

/// Out of order: counted; warning then 100.
pub const OUT_OF_ORDER: Rule =
    rule("fft.donnes_libres.handle.out_of_order", "Présentée dans le désordre", "fft-t-handle-order");
/// Incomplete and correctable: counted; warning then 100.
pub const INCOMPLETE_CORRECTABLE: Rule = rule(
    "fft.donnes_libres.handle.incomplete_correctable",
    "Présentée incomplète et rectifiable",
    "fft-t-handle-correctable",
);
/// Incomplete, not correctable, by the taker: not counted.
pub const INCOMPLETE_TAKER: Rule = rule(
    "fft.donnes_libres.handle.incomplete.taker",
    "Présentée incomplète et non rectifiable par le preneur",
    "fft-t-handle-incomplete-taker",
);
/// Incomplete, not correctable, by a defender: not counted; cancelled if the taker fails.
pub const INCOMPLETE_DEFENDER: Rule = rule(
    "fft.donnes_libres.handle.incomplete.defender",
    "Présentée incomplète et non rectifiable par un défenseur",
    "fft-t-handle-incomplete-defender",
);
/// Too many trumps, by the taker: counted, no sanction.
pub const TOO_MANY_TAKER: Rule = rule(
    "fft.donnes_libres.handle.too_many.taker",
    "Présentée avec trop d'atouts par le preneur",
    "fft-t-handle-too-many-taker",
);
/// Too many trumps, by a defender: counted if the taker wins, cancelled if he fails.
pub const TOO_MANY_DEFENDER: Rule = rule(
    "fft.donnes_libres.handle.too_many.defender",
    "Présentée avec trop d'atouts par un défenseur",
    "fft-t-handle-too-many-defender",
);
/// Shown by the taker before his turn: counted, no sanction.
pub const BEFORE_TURN: Rule =
    rule("fft.donnes_libres.handle.before_turn", "Présentée par le preneur avant son tour", "fft-t-handle-before-turn");
/// After the first card, before it was covered: counted; warning then 100.
pub const BEFORE_COVERED: Rule = rule(
    "fft.donnes_libres.handle.before_covered",
    "Présentée après la 1re carte jouée et avant qu'elle soit recouverte",
    "fft-t-handle-before-covered",
);
/// Any other wrong moment, by the taker: not counted if he wins, counted if he fails.
pub const WRONG_MOMENT_TAKER: Rule = rule(
    "fft.donnes_libres.handle.wrong_moment.taker",
    "Présentée à tout autre mauvais moment par le preneur",
    "fft-t-handle-moment-taker",
);
/// Any other wrong moment, by a defender: counted if the taker wins, cancelled if he fails.
pub const WRONG_MOMENT_DEFENDER: Rule = rule(
    "fft.donnes_libres.handle.wrong_moment.defender",
    "Présentée à tout autre mauvais moment par un défenseur",
    "fft-t-handle-moment-defender",
);
/// With the excuse hiding a trump: cancelled if the offending side wins; counted if it loses.
pub const EXCUSE_HIDING: Rule = rule(
    "fft.donnes_libres.handle.excuse_hiding_trump",
    "Présentée avec l'excuse en cachant un atout",
    "fft-t-handle-excuse",
);
/// The sanction of most lines: a warning, then 100 points on a repeat.
pub const WARNING_THEN_100: Rule = rule(
    "fft.donnes_libres.handle.warning_then_penalty",
    "Avertissement puis pénalité de 100 points",
    "fft-t-handle-sanction",
);

const FAULT: &str = "fault";
const BY: &str = "shown_by";

/// The kind `tarot.handle_fault`.
pub static KIND: KindSpec = KindSpec {
    id: "tarot.handle_fault",
    title: "fft-kind-handle-fault",
    laws: &[
        super::PARTNER_AT_FIVE.citation,
        OUT_OF_ORDER.citation,
        INCOMPLETE_CORRECTABLE.citation,
        INCOMPLETE_TAKER.citation,
        INCOMPLETE_DEFENDER.citation,
        TOO_MANY_TAKER.citation,
        TOO_MANY_DEFENDER.citation,
        BEFORE_TURN.citation,
        BEFORE_COVERED.citation,
        WRONG_MOMENT_TAKER.citation,
        WRONG_MOMENT_DEFENDER.citation,
        EXCUSE_HIDING.citation,
        WARNING_THEN_100.citation,
    ],
    facts: &[
        principles::FOUND_BY_FACT,
        principles::CALLED_AT_ONCE_FACT,
        FactSpec {
            id: FAULT,
            question: "fft-q-handle-fault",
            domain: Domain::Enum(&[
                EnumValue { value: "out_of_order", label: "fft-v-handle-order" },
                EnumValue { value: "incomplete_correctable", label: "fft-v-handle-correctable" },
                EnumValue { value: "incomplete_not_correctable", label: "fft-v-handle-not-correctable" },
                EnumValue { value: "too_many_trumps", label: "fft-v-handle-too-many" },
                EnumValue { value: "before_turn", label: "fft-v-handle-before-turn" },
                EnumValue { value: "after_first_card_before_covered", label: "fft-v-handle-before-covered" },
                EnumValue { value: "other_wrong_moment", label: "fft-v-handle-other-moment" },
                EnumValue { value: "excuse_hiding_trump", label: "fft-v-handle-excuse" },
            ]),
            rule: WARNING_THEN_100.id,
        },
        FactSpec {
            id: BY,
            question: "fft-q-shown-by",
            domain: Domain::Enum(TAKER_PARTNER_OR_DEFENDER),
            rule: WARNING_THEN_100.id,
        },
        super::previous_offences_fact(WARNING_THEN_100.id),
    ],
    choices: &[],
    outcome: super::SCORE_OUTCOME,
    record_formats: &[],
    record_facts: None,
    evaluate,
};

/// What happens to the handle (and the deal) on each result.
#[derive(Clone, Copy)]
enum Effect {
    /// Whatever the result.
    Always { counted: bool },
    /// Depends on whether the taker wins.
    ByResult { wins: (Settle, Option<bool>), fails: (Settle, Option<bool>) },
}

fn evaluate(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    if principles::apply(ctx, false) != Proceed::Yes {
        return Ok(());
    }
    let Some(fault) = ctx.enum_fact(FAULT) else {
        ctx.ask(FAULT);
        return Ok(());
    };
    // The faults whose ruling does not depend on who showed the handle.
    let by = match fault {
        "out_of_order" | "incomplete_correctable" | "after_first_card_before_covered" => None,
        _ => {
            let Some(by) = ctx.enum_fact(BY) else {
                ctx.ask(BY);
                return Ok(());
            };
            Some(by)
        }
    };
    let taker = by == Some("taker");
    let read = [(FAULT, Read::from(fault)), (BY, Read::from(by))];
    // At five the taker's partner is in the taker's camp (see
    // `PARTNER_AT_FIVE`). The excuse line is written by camp (« le camp
    // fautif »): it is his as it is the taker's. Where the taker's line and
    // the defender's both give the warning then 100 points, so does the
    // partner's fault, and whether the handle counts is the arbiter's to
    // say (the code names neither); where they differ, the sanction is the
    // arbiter's too.
    let partner = by == Some("takers_partner");
    // Whether or not this fault's line asks who showed the handle, a
    // taker's partner named at a table that has none is refused (a probe
    // found it refused for one fault, accepted for another).
    if partner || ctx.enum_fact(BY) == Some("takers_partner") {
        super::partner_exists(ctx, BY)?;
    }
    if partner && fault != "excuse_hiding_trump" {
        return partners_fault(ctx, fault, &read);
    }
    let taker = taker || partner;
    let (rule, effect, sanctioned) = line_of(ctx, fault, taker, &read);
    // The player who showed the handle is the offender, taker or defender:
    // the sanction names `Offender`, the role under which the server records
    // it and counts his repeats (`context.players.offender`).
    let player = TarotRole::Offender;
    let side = match by {
        Some("taker" | "takers_partner") => Some(Side::Taker),
        Some(_) => Some(Side::Defence),
        None => None,
    };
    settle_handle(ctx, rule, effect, side, &read)?;
    if sanctioned {
        if warning_then_penalty(ctx, &WARNING_THEN_100, player).is_none() {
            return Ok(());
        }
        // The line's summary states the rule (a warning, then 100 points);
        // a repeat says which applied (a probe read only the rule beside a
        // 100-point penalty).
        if ctx.int_fact(super::PREVIOUS_OFFENCES).is_some_and(|previous| previous > 0) {
            let points = super::params(ctx).standard_penalty_points;
            ctx.add_to_summary(arbitre_core::text::localized(
                "fft-s-repeat-penalty",
                &[("points", i64::from(points).into())],
            ));
        }
    } else {
        // Nothing is recorded: the taker is named as the code names him.
        ctx.rectify(Rectification::NoSanction { player: if taker { TarotRole::Taker } else { player } });
    }
    // The line for "before his turn" speaks of the taker: a defender's
    // handle then has the summary of the line that rules it.
    let fault = if fault == "before_turn" && !taker { "before_turn_defender" } else { fault };
    let summary = format!("fft-s-handle-{}", fault.replace('_', "-"));
    // Who showed it picks the sentence: a summary states the line that
    // rules this handle, not both players' lines.
    ctx.summarize(&summary, &[("by", by.unwrap_or("any").into())]);
    Ok(())
}

/// A fault of the taker's partner at five (`PARTNER_AT_FIVE`), other than
/// the excuse line: where the taker's line and the defender's both give the
/// warning then 100 points, so does his, the handle's count left to the
/// arbiter; elsewhere the sanction is the arbiter's.
fn partners_fault(ctx: &mut Ctx<'_>, fault: &str, read: &[(&str, Read<'_>)]) -> Result<(), InputError> {
    if matches!(fault, "incomplete_not_correctable" | "other_wrong_moment") {
        ctx.consult(&super::PARTNER_AT_FIVE, true, read, None);
        if warning_then_penalty(ctx, &WARNING_THEN_100, TarotRole::Offender).is_some() {
            // Whether the handle counts, and so the deal's score, is the
            // arbiter's: a review says so, so that a client reading the
            // rectifications is not left with a warning and no score (a
            // probe).
            ctx.rectify(crate::rectification::SharedRectification::DirectorReview {
                law: format!("FFT, {SECTION}").into(),
                reason: crate::vocabulary::ReviewReason::ScoreLeftToArbiter,
            });
            ctx.summarize("fft-s-handle-partner-warned", &[]);
        }
    } else {
        super::partner_sanction_left_to_arbiter(ctx, SECTION, BY, read)?;
        ctx.summarize("fft-s-handle-partner", &[]);
    }
    Ok(())
}

/// The code's line for this fault, by who showed the handle (the table in
/// the header): its rule, what happens to the handle and the deal, and
/// whether it carries the warning then 100 points.
fn line_of(ctx: &mut Ctx<'_>, fault: &str, taker: bool, read: &[(&str, Read<'_>)]) -> (&'static Rule, Effect, bool) {
    match fault {
        "out_of_order" => (&OUT_OF_ORDER, Effect::Always { counted: true }, true),
        "incomplete_correctable" => (&INCOMPLETE_CORRECTABLE, Effect::Always { counted: true }, true),
        "after_first_card_before_covered" => (&BEFORE_COVERED, Effect::Always { counted: true }, true),
        "incomplete_not_correctable" if taker => (&INCOMPLETE_TAKER, Effect::Always { counted: false }, true),
        "incomplete_not_correctable" => (
            &INCOMPLETE_DEFENDER,
            Effect::ByResult { wins: (Settle::Scored, Some(false)), fails: (Settle::Cancelled, Some(false)) },
            true,
        ),
        "too_many_trumps" if taker => (&TOO_MANY_TAKER, Effect::Always { counted: true }, false),
        "too_many_trumps" => (
            &TOO_MANY_DEFENDER,
            Effect::ByResult { wins: (Settle::Scored, Some(true)), fails: (Settle::Cancelled, None) },
            true,
        ),
        "before_turn" if taker => (&BEFORE_TURN, Effect::Always { counted: true }, false),
        "before_turn" => {
            // A defender's: "any other wrong moment" (see the header).
            ctx.consult(&BEFORE_TURN, false, read, Some(&WRONG_MOMENT_DEFENDER));
            (
                &WRONG_MOMENT_DEFENDER,
                Effect::ByResult { wins: (Settle::Scored, Some(true)), fails: (Settle::Cancelled, None) },
                true,
            )
        }
        "other_wrong_moment" if taker => (
            &WRONG_MOMENT_TAKER,
            Effect::ByResult { wins: (Settle::Scored, Some(false)), fails: (Settle::Scored, Some(true)) },
            true,
        ),
        "other_wrong_moment" => (
            &WRONG_MOMENT_DEFENDER,
            Effect::ByResult { wins: (Settle::Scored, Some(true)), fails: (Settle::Cancelled, None) },
            true,
        ),
        _ if taker => (
            &EXCUSE_HIDING,
            // The offending side is the taker's: it wins when he wins.
            Effect::ByResult { wins: (Settle::Cancelled, None), fails: (Settle::Scored, Some(true)) },
            true,
        ),
        _ => (
            &EXCUSE_HIDING,
            Effect::ByResult { wins: (Settle::Scored, Some(true)), fails: (Settle::Cancelled, None) },
            true,
        ),
    }
}

/// The rectification of the offender's handle: counted, or not.
fn handle_rectification(counted: bool) -> Rectification {
    if counted {
        Rectification::HandleCounted { player: TarotRole::Offender }
    } else {
        Rectification::HandleNotCounted { player: TarotRole::Offender }
    }
}

/// What the line does with the handle and the deal, whatever the result or
/// by result, the score computed with the handle left out where it does not
/// count (`side` is whose handle it is, when known).
fn settle_handle(
    ctx: &mut Ctx<'_>,
    rule: &Rule,
    effect: Effect,
    side: Option<Side>,
    read: &[(&str, Read<'_>)],
) -> Result<(), InputError> {
    match effect {
        Effect::Always { counted } => {
            if counted {
                counted_handle_in_outcome(ctx, side)?;
            }
            ctx.consult(rule, true, read, None);
            ctx.rectify(handle_rectification(counted));
            // A handle that does not count is left out of the score (the
            // side it belongs to is known here: the taker's).
            let adjust = Adjust { drop_handle: if counted { None } else { side }, ..Adjust::default() };
            if super::outcome_score(ctx, adjust)?.is_some() {
                super::scored_whatever(ctx, adjust)?;
            }
        }
        Effect::ByResult { wins, fails } => {
            let branch = |(settle, counted): (Settle, Option<bool>)| {
                (settle, counted.map(handle_rectification).into_iter().collect::<Vec<_>>())
            };
            // The handle's fate differs by result; the score is computed
            // with it left out where it does not count.
            let won = ctx.outcome_value(super::TAKER_WINS).and_then(Value::as_bool);
            let score_won = super::outcome_score(ctx, Adjust::default())?.map(|s| s.won);
            let counted = match won.or(score_won) {
                Some(true) => wins.1,
                Some(false) => fails.1,
                None => None,
            };
            if counted == Some(true) {
                counted_handle_in_outcome(ctx, side)?;
            }
            let adjust = Adjust { drop_handle: if counted == Some(false) { side } else { None }, ..Adjust::default() };
            settle(ctx, rule, branch(wins), branch(fails), adjust)?;
        }
    }
    Ok(())
}

/// A handle the ruling counts must be in the score: an outcome that gives
/// the count without the handle (on its side, when the side is known) would
/// score the deal without it, so it is refused rather than scored wrong.
fn counted_handle_in_outcome(ctx: &Ctx<'_>, side: Option<Side>) -> Result<(), InputError> {
    if super::outcome_score(ctx, Adjust::default())?.is_none() {
        return Ok(());
    }
    let named = |field: &'static str| super::handle(ctx.outcome_value(field).and_then(Value::as_str)).is_some();
    let (present, pointer) = match side {
        Some(Side::Taker) => (named("taker_handle"), "/outcome/taker_handle"),
        Some(Side::Defence) => (named("defence_handle"), "/outcome/defence_handle"),
        None => (named("taker_handle") || named("defence_handle"), "/outcome"),
    };
    if present {
        return Ok(());
    }
    Err(InputError::new("outcome_contradiction", pointer, arbitre_core::text::msg("fft-error-counted-handle-missing")))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use serde_json::{Value, json};

    use super::*;
    use crate::code::test_support::Decision;
    use crate::code::test_support::{has, has_type, rule as decide, whens};
    use arbitre_core::decision::Status;

    fn handle(fault: &str, by: Option<&str>, previous: i64, outcome: Option<Value>) -> Decision {
        let mut facts = json!({"found_by": "players", "arbiter_called_at_once": true, "fault": fault, "previous_offences": previous});
        if let Some(by) = by {
            facts["shown_by"] = json!(by);
        }
        decide(KIND.id, facts, &[], outcome)
    }

    #[test]
    fn the_summary_states_the_line_of_whoever_showed_the_handle() {
        for fault in ["incomplete_not_correctable", "too_many_trumps", "other_wrong_moment", "excuse_hiding_trump"] {
            let by_taker = handle(fault, Some("taker"), 0, None).summary;
            let by_defender = handle(fault, Some("defender"), 0, None).summary;
            assert!(!by_taker.fr.contains("défenseur") && !by_taker.en.contains("defender"), "{fault}: {by_taker:?}");
            assert!(by_defender.fr.contains("d'un défenseur") && by_defender.en.contains("defender"), "{fault}");
        }
        // Settled by the result, the sentence still names one player's line.
        let outcome = json!({"taker_wins": true});
        let settled = handle("other_wrong_moment", Some("taker"), 0, Some(outcome)).summary;
        assert!(settled.en.contains("he won: it does not count") && !settled.en.contains("defender"), "{settled:?}");
    }

    #[test]
    fn out_of_order_and_correctable_counted_with_a_warning_then_100() {
        for fault in ["out_of_order", "incomplete_correctable", "after_first_card_before_covered"] {
            let d = handle(fault, None, 0, None);
            assert!(has_type(&d, "handle_counted") && has_type(&d, "warning"), "{fault}");
            assert!(has(&handle(fault, None, 2, None), json!({"type": "point_penalty", "points": 100})));
        }
    }

    #[test]
    fn incomplete_not_correctable() {
        let t = handle("incomplete_not_correctable", Some("taker"), 0, None);
        assert!(has_type(&t, "handle_not_counted") && has(&t, json!({"type": "warning", "player": "offender"})));
        // The taker is the offender here: his repeats are counted under that role.
        let e = handle("excuse_hiding_trump", Some("taker"), 1, Some(json!({"taker_wins": true})));
        assert!(has(&e, json!({"type": "point_penalty", "players": "offender", "points": 100})));
        assert!(!has(&t, json!({"player": "taker"})));
        let d = handle("incomplete_not_correctable", Some("defender"), 0, Some(json!({"taker_wins": false})));
        assert!(has_type(&d, "deal_cancelled") && has_type(&d, "handle_not_counted"));
    }

    #[test]
    fn too_many_trumps() {
        let t = handle("too_many_trumps", Some("taker"), 0, None);
        assert!(has_type(&t, "handle_counted") && has_type(&t, "no_sanction") && !has_type(&t, "warning"));
        let d = handle("too_many_trumps", Some("defender"), 0, None);
        assert_eq!(whens(&d), ["taker_wins", "taker_fails"]);
        assert_eq!(d.status, Status::AwaitingOutcome);
        assert!(has_type(
            &handle("too_many_trumps", Some("defender"), 0, Some(json!({"taker_wins": false}))),
            "deal_cancelled"
        ));
    }

    #[test]
    fn before_his_turn_the_takers_handle_counts_without_sanction() {
        let d = handle("before_turn", Some("taker"), 0, None);
        assert!(has_type(&d, "handle_counted") && has_type(&d, "no_sanction"));
    }

    #[test]
    fn before_his_turn_a_defenders_handle_is_shown_at_a_wrong_moment() {
        let d = handle("before_turn", Some("defender"), 0, None);
        assert!(!has_type(&d, "not_implemented"));
        assert!(d.summary.en.starts_with("A defender's handle shown before his turn"), "{:?}", d.summary);
        assert!(has_type(&d, "warning"), "warning, then 100, as at any other wrong moment");
        assert_eq!(whens(&d), ["taker_wins", "taker_fails"]);
        assert!(d.trace.iter().flatten().any(|s| s.rule == BEFORE_TURN.id && !s.applied));
        assert!(has_type(
            &handle("before_turn", Some("defender"), 0, Some(json!({"taker_wins": false}))),
            "deal_cancelled"
        ));
        let repeat = handle("before_turn", Some("defender"), 1, Some(json!({"taker_wins": true})));
        assert!(has(&repeat, json!({"type": "point_penalty", "points": 100})));
    }

    #[test]
    fn other_wrong_moment_by_the_taker_not_counted_if_he_wins() {
        let d = handle(
            "other_wrong_moment",
            Some("taker"),
            0,
            Some(json!({"contract": "garde", "taker_points": 49, "taker_oudlers": 2, "taker_handle": "simple"})),
        );
        assert!(has_type(&d, "handle_not_counted"));
        let score = d.rectifications.iter().find_map(|r| match r.as_tarot()? {
            Rectification::DealScored { score: Some(s), .. } => Some(s.breakdown.handles),
            _ => None,
        });
        assert_eq!(score, Some(0));
        let d = handle("other_wrong_moment", Some("defender"), 0, Some(json!({"taker_wins": false})));
        assert!(has_type(&d, "deal_cancelled"));
    }

    #[test]
    fn the_excuse_hiding_a_trump_cancels_if_the_offending_side_wins() {
        assert!(has_type(
            &handle("excuse_hiding_trump", Some("taker"), 0, Some(json!({"taker_wins": true}))),
            "deal_cancelled"
        ));
        let d = handle("excuse_hiding_trump", Some("defender"), 1, Some(json!({"taker_wins": true})));
        assert!(has_type(&d, "deal_scored") && has_type(&d, "handle_counted") && has_type(&d, "point_penalty"));
    }
}
