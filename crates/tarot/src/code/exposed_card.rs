//! The exposed card (« Carte exposée », kind `tarot.exposed_card`): a card
//! shown at an irregular moment (dropped, several played at once, played
//! out of turn…).
//!
//! - With the arbiter's agreement the offender puts it back in his hand and
//!   plays it when he likes; the arbiter watches the rest of the deal.
//! - By a defender: if the arbiter judges the deal unaffected, a warning,
//!   then 100 points on a repeat; if the deal is distorted, cancelled if the
//!   offending side wins, scored if it loses.
//! - By the taker: no penalty.
//! - By the taker's partner at five: the code names no line; the card goes
//!   back and the arbiter judges any sanction (règlement, « Le jeu à 5
//!   joueurs »: he is in the taker's camp).
//! - A defender's card exposed because of his partner's exposed card: the
//!   offending side does not take back the cards that are no fault. The
//!   incident's offender is the defender who exposed the first card, the one
//!   at fault (fact `partner_card_followed`: did his partner's card follow
//!   it?): his card goes back into his hand and he bears the exposed-card
//!   penalty; the card his partner exposed following it is no fault: it is
//!   not taken back and carries no sanction.
//! - After a false ruff the opponents may ask whether the card was a singleton.

use arbitre_core::Read;

use super::Ctx;
use super::KindSpec;
use super::principles::{self, Proceed};
use super::{PREVIOUS_OFFENCES, Settle, TAKER_PARTNER_OR_DEFENDER, TarotRole, fft, settle, warning_then_penalty};
use crate::code::{Domain, EnumValue, FactSpec};
use crate::rectification::Rectification;
use arbitre_core::{InputError, Rule};

const SECTION: &str = "Carte exposée";

/// The exposed card goes back into the hand, played at will; the arbiter attends.
pub const RETURNED: Rule = Rule {
    id: "fft.donnes_libres.exposed_card.returned",
    citation: fft(SECTION, "Carte remise dans le jeu", "fft-t-exposed-returned"),
};
/// By a defender, deal unaffected: a warning, then 100 points.
pub const DEFENDER_UNAFFECTED: Rule = Rule {
    id: "fft.donnes_libres.exposed_card.defender.unaffected",
    citation: fft(SECTION, "Carte exposée par la défense : donne non modifiée", "fft-t-exposed-unaffected"),
};
/// By a defender, the deal distorted: cancelled if the offending side wins, scored if it loses.
pub const DEFENDER_DISTORTED: Rule = Rule {
    id: "fft.donnes_libres.exposed_card.defender.distorted",
    citation: fft(SECTION, "Carte exposée par la défense : donne faussée", "fft-t-exposed-distorted"),
};
/// By the taker: no penalty.
pub const BY_TAKER: Rule = Rule {
    id: "fft.donnes_libres.exposed_card.taker",
    citation: fft(SECTION, "Carte exposée par le preneur", "fft-t-exposed-taker"),
};
/// A card exposed following the partner's: the cards that are no fault stay.
pub const FOLLOWING_PARTNER: Rule = Rule {
    id: "fft.donnes_libres.exposed_card.following_partner",
    citation: fft(SECTION, "Carte exposée suite à celle du partenaire", "fft-t-exposed-following"),
};
/// After a false ruff the opponents may ask whether it was a singleton.
pub const FALSE_RUFF: Rule = Rule {
    id: "fft.donnes_libres.exposed_card.false_ruff",
    citation: fft(SECTION, "Coupe à faux", "fft-t-false-ruff"),
};

const WHAT: &str = "situation";
const BY: &str = "exposed_by";
const DISTORTED: &str = "deal_distorted";
const FOLLOWING: &str = "partner_card_followed";

/// The fact "did the exposed card distort the deal?" (the arbiter's judgement).
pub const DISTORTED_FACT: FactSpec =
    FactSpec { id: DISTORTED, question: "fft-q-deal-distorted", domain: Domain::Boolean, rule: DEFENDER_DISTORTED.id };

/// The kind `tarot.exposed_card`.
pub static KIND: KindSpec = KindSpec {
    id: "tarot.exposed_card",
    title: "fft-kind-exposed-card",
    laws: &[
        RETURNED.citation,
        super::PARTNER_AT_FIVE.citation,
        DEFENDER_UNAFFECTED.citation,
        DEFENDER_DISTORTED.citation,
        BY_TAKER.citation,
        FOLLOWING_PARTNER.citation,
        FALSE_RUFF.citation,
    ],
    facts: &[
        principles::FOUND_BY_FACT,
        principles::CALLED_AT_ONCE_FACT,
        FactSpec {
            id: WHAT,
            question: "fft-q-exposed-situation",
            domain: Domain::Enum(&[
                EnumValue { value: "card_exposed", label: "fft-v-card-exposed" },
                EnumValue { value: "false_ruff", label: "fft-v-false-ruff" },
            ]),
            rule: RETURNED.id,
        },
        FactSpec {
            id: BY,
            question: "fft-q-exposed-by",
            domain: Domain::Enum(TAKER_PARTNER_OR_DEFENDER),
            rule: BY_TAKER.id,
        },
        FactSpec {
            id: FOLLOWING,
            question: "fft-q-partner-card-followed",
            domain: Domain::Boolean,
            rule: FOLLOWING_PARTNER.id,
        },
        DISTORTED_FACT,
        super::previous_offences_fact(DEFENDER_UNAFFECTED.id),
    ],
    choices: &[],
    outcome: super::SCORE_OUTCOME,
    record_formats: &[],
    record_facts: None,
    evaluate,
};

fn evaluate(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let Some(what) = ctx.enum_fact(WHAT) else {
        ctx.ask(WHAT);
        return Ok(());
    };
    if what == "false_ruff" {
        // A right of the opponents, not a fault: no arbiter call to check.
        ctx.consult(&FALSE_RUFF, true, &[(WHAT, Read::from(what))], None);
        ctx.rectify(Rectification::MayAskWhetherSingleton { asked_by: TarotRole::NonOffendingSide });
        ctx.summarize("fft-s-false-ruff", &[]);
        return Ok(());
    }
    if principles::apply(ctx, false) != Proceed::Yes {
        return Ok(());
    }
    let Some(by) = ctx.enum_fact(BY) else {
        ctx.ask(BY);
        return Ok(());
    };
    // Seen by the arbiter alone, ruled at the end of the deal: the card
    // cannot go back any more and nobody attends the rest; the penalty
    // alone applies (« Attitude de l'arbitre »).
    let at_end = principles::at_end_of_deal(ctx);
    if at_end {
        ctx.consult(&RETURNED, false, &[(BY, Read::from(by))], Some(&principles::ARBITER_SAW));
    } else {
        ctx.consult(&RETURNED, true, &[(BY, Read::from(by))], None);
        ctx.rectify(Rectification::ExposedCardReturned { player: TarotRole::Offender });
        ctx.rectify(Rectification::DirectorAttendsRestOfDeal);
    }
    let summary = if at_end { "fft-s-exposed-at-end" } else { "fft-s-exposed" };
    if by == "taker" {
        ctx.consult(&DEFENDER_UNAFFECTED, false, &[(BY, Read::from(by))], Some(&BY_TAKER));
        ctx.consult(&BY_TAKER, true, &[(BY, Read::from(by))], None);
        ctx.rectify(Rectification::NoSanction { player: TarotRole::Taker });
        ctx.summarize(&format!("{summary}-taker"), &[]);
        return Ok(());
    }
    if by == "takers_partner" {
        // At five, the code names no line for him (see `PARTNER_AT_FIVE`).
        ctx.consult(&DEFENDER_UNAFFECTED, false, &[(BY, Read::from(by))], Some(&super::PARTNER_AT_FIVE));
        super::partner_sanction_left_to_arbiter(ctx, SECTION, BY, &[(BY, Read::from(by))])?;
        ctx.summarize(&format!("{summary}-partner"), &[]);
        return Ok(());
    }
    let Some(following) = ctx.bool_fact(FOLLOWING) else {
        ctx.ask(FOLLOWING);
        return Ok(());
    };
    if following {
        ctx.consult(&FOLLOWING_PARTNER, true, &[(FOLLOWING, Read::from(true))], None);
        // The partner's card followed the offender's: no fault, it stays
        // where it is and its player is not sanctioned; the penalty below is
        // the offender's, for the card at fault.
        ctx.rectify(Rectification::CardsNotTakenBack { player: TarotRole::OffendersPartner });
        ctx.rectify(Rectification::NoSanction { player: TarotRole::OffendersPartner });
    }
    defender_penalty(ctx, &format!("{summary}-defender"))
}

/// The exposed-card penalty of a defender: a warning then 100 points when
/// the deal is unaffected; cancelled if the defence wins (the taker fails),
/// scored if it loses, when it is distorted. Also applied to a card played
/// out of turn.
pub fn defender_penalty(ctx: &mut Ctx<'_>, summary: &str) -> Result<(), InputError> {
    let Some(distorted) = ctx.bool_fact(DISTORTED) else {
        ctx.ask(DISTORTED);
        return Ok(());
    };
    if distorted {
        ctx.consult(&DEFENDER_UNAFFECTED, false, &[(DISTORTED, Read::from(true))], Some(&DEFENDER_DISTORTED));
        // The offending side is the defence: it wins when the taker fails.
        settle(
            ctx,
            &DEFENDER_DISTORTED,
            (Settle::Scored, vec![]),
            (Settle::Cancelled, vec![]),
            super::Adjust::default(),
        )?;
        ctx.summarize(&format!("{summary}-distorted"), &[]);
        return Ok(());
    }
    if warning_then_penalty(ctx, &DEFENDER_UNAFFECTED, TarotRole::Offender).is_some() {
        let repeat = ctx.int_fact(PREVIOUS_OFFENCES).unwrap_or(0) > 0;
        ctx.summarize(&format!("{summary}-{}", if repeat { "penalty" } else { "warning" }), &[]);
    }
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
    use arbitre_core::decision::Status;

    fn exposed(extra: Value, outcome: Option<Value>) -> Decision {
        let mut facts = json!({"found_by": "players", "arbiter_called_at_once": true, "situation": "card_exposed"});
        facts.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        rule(KIND.id, facts, &[], outcome)
    }

    #[test]
    fn the_outcome_points_may_carry_their_half() {
        // 41.5 with two oudlers is 41 and the half-point flag: the same score
        // (the taker wins, so the deal is scored).
        let distorted = json!({"exposed_by": "defender", "partner_card_followed": false, "deal_distorted": true});
        let score = |outcome: Value| {
            let d = exposed(distorted.clone(), Some(outcome));
            serde_json::to_value(&d.rectifications)
                .unwrap()
                .as_array()
                .unwrap()
                .iter()
                .find(|r| r["type"] == "deal_scored")
                .map(|r| r["score"].clone())
        };
        let with_half = score(json!({"contract": "garde", "taker_points": 41.5, "taker_oudlers": 2}));
        let flagged =
            score(json!({"contract": "garde", "taker_points": 41, "taker_half_point": true, "taker_oudlers": 2}));
        assert!(with_half.is_some());
        assert_eq!(with_half, flagged);
        // Both at once would count the half twice: refused.
        let mut facts = json!({"found_by": "players", "arbiter_called_at_once": true, "situation": "card_exposed"});
        facts.as_object_mut().unwrap().extend(distorted.as_object().unwrap().clone());
        let incident = crate::code::test_support::Incident {
            kind: KIND.id.into(),
            facts: serde_json::from_value(facts).unwrap(),
            record: None,
            choices: Default::default(),
            outcome: Some(
                json!({"contract": "garde", "taker_points": 40.5, "taker_half_point": true, "taker_oudlers": 2}),
            ),
        };
        let error =
            crate::code::test_support::evaluate(&incident, &crate::code::test_support::FFT_DONNES_LIBRES).unwrap_err();
        assert_eq!((error.code, error.pointer.as_str()), ("outcome_contradiction", "/outcome/taker_half_point"));
        // A third of a point is no count.
        let incident = crate::code::test_support::Incident {
            outcome: Some(json!({"contract": "garde", "taker_points": 40.3, "taker_oudlers": 2})),
            ..incident
        };
        let error =
            crate::code::test_support::evaluate(&incident, &crate::code::test_support::FFT_DONNES_LIBRES).unwrap_err();
        assert_eq!(error.pointer, "/outcome/taker_points");
    }

    #[test]
    fn by_the_taker_returned_without_penalty() {
        let d = exposed(json!({"exposed_by": "taker"}), None);
        assert!(has_type(&d, "exposed_card_returned") && has_type(&d, "director_attends_rest_of_deal"));
        assert!(!has_type(&d, "warning") && !has_type(&d, "point_penalty"));
    }

    #[test]
    fn by_a_defender_a_warning_then_100_points() {
        let first = exposed(
            json!({"exposed_by": "defender", "partner_card_followed": false, "deal_distorted": false, "previous_offences": 0}),
            None,
        );
        assert!(has(&first, json!({"type": "warning", "player": "offender"})));
        let again = exposed(
            json!({"exposed_by": "defender", "partner_card_followed": false, "deal_distorted": false, "previous_offences": 1}),
            None,
        );
        assert!(has(&again, json!({"type": "point_penalty", "points": 100})));
        assert_eq!(again.status, Status::Complete);
    }

    #[test]
    fn the_deal_distorted_cancelled_if_the_defence_wins() {
        let base = json!({"exposed_by": "defender", "partner_card_followed": true, "deal_distorted": true});
        let d = exposed(base.clone(), None);
        assert_eq!(whens(&d), ["taker_wins", "taker_fails"]);
        assert!(has_type(&d, "cards_not_taken_back"));
        assert!(has_type(&exposed(base.clone(), Some(json!({"taker_wins": false}))), "deal_cancelled"));
        assert!(has_type(&exposed(base, Some(json!({"taker_wins": true}))), "deal_scored"));
    }

    #[test]
    fn the_partners_card_that_followed_stays_and_is_not_sanctioned() {
        let d = exposed(
            json!({"exposed_by": "defender", "partner_card_followed": true, "deal_distorted": false, "previous_offences": 0}),
            None,
        );
        // The offender's card, the one at fault, goes back; he is warned.
        assert!(has(&d, json!({"type": "exposed_card_returned", "player": "offender"})));
        assert!(has(&d, json!({"type": "warning", "player": "offender"})));
        // His partner's card is no fault: not taken back, no sanction.
        assert!(has(&d, json!({"type": "cards_not_taken_back", "player": "offenders_partner"})));
        assert!(has(&d, json!({"type": "no_sanction", "player": "offenders_partner"})));
        assert!(!has(&d, json!({"type": "warning", "player": "offenders_partner"})));
    }

    #[test]
    fn after_a_false_ruff_the_opponents_may_ask() {
        let d = rule(KIND.id, json!({"situation": "false_ruff"}), &[], None);
        assert!(has_type(&d, "may_ask_whether_singleton"));
    }
}
