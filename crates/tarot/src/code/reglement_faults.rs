//! Faults the FFT règlement officiel defines and the arbitration code does
//! not name (kind `tarot.reglement_fault`). For each, the ruling states the
//! rule broken and what must be restored, and leaves any sanction to the
//! arbiter as a review: the code gives no penalty to apply, and inventing
//! one would be a guess.
//!
//! - « Le jeu de la carte »: only the previous trick may be looked at, and
//!   only until the trick in progress is gathered.
//! - « Le Chien et l'Ecart »: once « jeu » is said with a discard of the
//!   right size, or the first card played, the discard may no longer be
//!   changed or looked at.
//! - « Les enchères »: each player speaks once, in turn from the dealer's
//!   right: a call out of turn breaks that order.
//! - « Le chelem »: a player who announces a chelem calls the arbiter, and
//!   leads, whoever dealt. The chelem is announced after the contract, so
//!   before the first card (its announcer leads): a chelem claimed as
//!   announced when it was not, or announced once play had begun, is
//!   scored as not announced (made: the 200-point bonus, not 400; failed:
//!   no deduction, since nothing was announced). That last reading is
//!   ours: a late announcement cannot earn what an announcement in time
//!   risks.
//! - « La tenue des cartes »: the cards are held above the table, in view,
//!   until the last card is played.
//! - « Le jeu à 5 joueurs »: the first lead may not be in the called suit,
//!   unless it is the called card. That is a rule of card play, so breaking
//!   it is the code's renonce (« ne pas respecter les règles du jeu de la
//!   carte »): the ruling states the rule and sends the fault to
//!   `tarot.revoke`, which rules it (established or not, by whose side).
//!
//! The code's general principles (who found the fault, the arbiter called
//! at once) apply first, as in every tarot kind; the arbiter who saw a
//! fault before play (the bidding's, or the discard's before the first
//! card) intervenes at once rather than at the end of the deal.

use arbitre_core::Read;

use super::Ctx;
use super::KindSpec;
use super::principles::{self, Proceed};
use super::reglement;
use crate::code::{Domain, EnumValue, FactSpec};
use crate::rectification::Rectification;
use crate::rectification::SharedRectification;
use crate::vocabulary::{ReviewReason, Role};
use arbitre_core::{InputError, Rule};

/// An older trick looked at, or the previous one after the trick in
/// progress was gathered.
pub const PREVIOUS_TRICK: Rule = Rule {
    id: "fft.reglement.play.previous_trick",
    citation: reglement("Le jeu de la carte", "fft-t-reglement-previous-trick"),
};
/// The discard looked at after « jeu » or once play has begun.
pub const DISCARD_LOOKED_AT: Rule = Rule {
    id: "fft.reglement.discard.looked_at",
    citation: reglement("Le Chien et l'Ecart", "fft-t-reglement-discard-looked-at"),
};
/// A correct discard changed after « jeu ».
pub const DISCARD_CHANGED: Rule = Rule {
    id: "fft.reglement.discard.changed_after_jeu",
    citation: reglement("Le Chien et l'Ecart", "fft-t-reglement-discard-changed"),
};
/// A player who speaks a second time in the bidding.
pub const SPOKE_TWICE: Rule = Rule {
    id: "fft.reglement.bidding.spoke_twice",
    citation: reglement("Les enchères", "fft-t-reglement-spoke-twice"),
};
/// A call made out of turn in the bidding.
pub const BID_OUT_OF_TURN: Rule = Rule {
    id: "fft.reglement.bidding.out_of_turn",
    citation: reglement("Les enchères", "fft-t-reglement-bid-out-of-turn"),
};
/// A chelem announced without calling the arbiter.
pub const CHELEM_WITHOUT_ARBITER: Rule = Rule {
    id: "fft.reglement.chelem.without_arbiter",
    citation: reglement("Le chelem", "fft-t-reglement-chelem-without-arbiter"),
};
/// A chelem claimed as announced when it was not, or announced once play
/// had begun: scored as not announced.
pub const CHELEM_NOT_ANNOUNCED: Rule = Rule {
    id: "fft.reglement.chelem.not_announced",
    citation: reglement("Le chelem", "fft-t-reglement-chelem-not-announced"),
};
/// Cards held out of the others' sight.
pub const CARDS_OUT_OF_SIGHT: Rule = Rule {
    id: "fft.reglement.holding.out_of_sight",
    citation: reglement("La tenue des cartes", "fft-t-reglement-out-of-sight"),
};
/// At five players, the first lead in the called suit, not the called card.
pub const CALLED_SUIT_LED: Rule = Rule {
    id: "fft.reglement.five.called_suit_led",
    citation: reglement("Le jeu à 5 joueurs", "fft-t-reglement-called-suit-led"),
};

const FAULT: &str = "fault";
/// Fact: the arbiter who saw a fault of the discard saw it before the first
/// card was played (he then intervenes at once).
const BEFORE_PLAY: &str = "found_before_first_card";

/// The kind `tarot.reglement_fault`.
pub static KIND: KindSpec = KindSpec {
    id: "tarot.reglement_fault",
    title: "fft-kind-reglement-fault",
    laws: &[
        PREVIOUS_TRICK.citation,
        DISCARD_LOOKED_AT.citation,
        DISCARD_CHANGED.citation,
        SPOKE_TWICE.citation,
        BID_OUT_OF_TURN.citation,
        CHELEM_WITHOUT_ARBITER.citation,
        CHELEM_NOT_ANNOUNCED.citation,
        CARDS_OUT_OF_SIGHT.citation,
        CALLED_SUIT_LED.citation,
    ],
    facts: &[
        FactSpec {
            id: FAULT,
            question: "fft-q-reglement-fault",
            domain: Domain::Enum(&[
                EnumValue { value: "previous_trick_looked_at", label: "fft-v-previous-trick" },
                EnumValue { value: "discard_looked_at", label: "fft-v-discard-looked-at" },
                EnumValue { value: "discard_changed_after_jeu", label: "fft-v-discard-changed" },
                EnumValue { value: "spoke_twice", label: "fft-v-spoke-twice" },
                EnumValue { value: "bid_out_of_turn", label: "fft-v-bid-out-of-turn" },
                EnumValue { value: "chelem_announced_without_arbiter", label: "fft-v-chelem-without-arbiter" },
                EnumValue { value: "chelem_not_announced_in_time", label: "fft-v-chelem-not-announced" },
                EnumValue { value: "cards_out_of_sight", label: "fft-v-out-of-sight" },
                EnumValue { value: "called_suit_led_first", label: "fft-v-called-suit-led" },
            ]),
            rule: PREVIOUS_TRICK.id,
        },
        principles::FOUND_BY_FACT,
        principles::CALLED_AT_ONCE_FACT,
        FactSpec {
            id: BEFORE_PLAY,
            question: "fft-q-fault-before-play",
            domain: Domain::Boolean,
            rule: principles::ARBITER_INTERVENES.id,
        },
    ],
    choices: &[],
    outcome: &[],
    record_formats: &[],
    record_facts: None,
    evaluate,
};

fn evaluate(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let Some(fault) = ctx.enum_fact(FAULT) else {
        ctx.ask(FAULT);
        return Ok(());
    };
    // Faults of the bidding come before play: the arbiter who saw one
    // intervenes at once, as for a fault in the dealing; for the others he
    // waits for the end of the deal (« Attitude de l'arbitre »).
    // A fault of the discard may come before the first card as well
    // (« jeu » said, play not begun): then asked of the arbiter who saw it.
    let before_play = match fault {
        "spoke_twice" | "bid_out_of_turn" | "chelem_announced_without_arbiter" => Some(true),
        "discard_changed_after_jeu" | "discard_looked_at" => ctx.bool_fact(BEFORE_PLAY),
        _ => Some(false),
    };
    if principles::apply_in_dealing(ctx, BEFORE_PLAY, before_play) != Proceed::Yes {
        return Ok(());
    }
    let (rule, summary) = match fault {
        "previous_trick_looked_at" => (&PREVIOUS_TRICK, "fft-s-reglement-previous-trick"),
        "discard_looked_at" => (&DISCARD_LOOKED_AT, "fft-s-reglement-discard-looked-at"),
        "discard_changed_after_jeu" => (&DISCARD_CHANGED, "fft-s-reglement-discard-changed"),
        "spoke_twice" => (&SPOKE_TWICE, "fft-s-reglement-spoke-twice"),
        "bid_out_of_turn" => (&BID_OUT_OF_TURN, "fft-s-reglement-bid-out-of-turn"),
        "chelem_announced_without_arbiter" => (&CHELEM_WITHOUT_ARBITER, "fft-s-reglement-chelem-without-arbiter"),
        "chelem_not_announced_in_time" => (&CHELEM_NOT_ANNOUNCED, "fft-s-reglement-chelem-not-announced"),
        "cards_out_of_sight" => (&CARDS_OUT_OF_SIGHT, "fft-s-reglement-out-of-sight"),
        _ => (&CALLED_SUIT_LED, "fft-s-reglement-called-suit-led"),
    };
    ctx.consult(rule, true, &[(FAULT, Read::from(fault))], None);
    // What the rule restores, where it restores anything.
    match fault {
        "discard_changed_after_jeu" => ctx.rectify(Rectification::DiscardRestored),
        // Each player speaks once: the second call does not count.
        "spoke_twice" => ctx.rectify(SharedRectification::CallCancelled { player: Role::Offender }),
        // The règlement sets the order of speaking and no more: what becomes
        // of the call made out of turn is the arbiter's to say (the review),
        // the bidding resuming in order.
        "bid_out_of_turn" => {}
        // The chelem stands as announced; the announcer leads, whoever dealt.
        "chelem_announced_without_arbiter" => {
            ctx.rectify(Rectification::ChelemAnnouncerLeads { player: super::TarotRole::Taker });
        }
        // Not announced in time: scored as a chelem not announced.
        "chelem_not_announced_in_time" => {
            ctx.rectify(Rectification::ChelemScoredAsUnannounced);
        }
        // A rule of card play broken: the code's renonce, which names its
        // consequences (points restored, the deal cancelled or scored, the
        // bidding ban); the arbiter has nothing left to invent.
        "called_suit_led_first" => {
            ctx.rectify(SharedRectification::RuledUnder { kind: "tarot.revoke".into(), law: "FFT Renonce".into() });
            ctx.summarize(summary, &[]);
            return Ok(());
        }
        _ => {}
    }
    ctx.rectify(SharedRectification::DirectorReview {
        law: format!("Règlement officiel, {}", rule.citation.paragraph).into(),
        reason: ReviewReason::SanctionLeftToArbiter,
    });
    ctx.summarize(summary, &[]);
    Ok(())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::code::test_support::{has, rule};
    use arbitre_core::decision::Status;
    use serde_json::json;

    fn fault(value: &str) -> crate::code::test_support::Decision {
        rule(KIND.id, json!({"fault": value, "found_by": "players", "arbiter_called_at_once": true}), &[], None)
    }

    #[test]
    fn each_fault_states_its_rule_and_leaves_the_sanction_to_the_arbiter() {
        for (value, rule, paragraph) in [
            ("previous_trick_looked_at", &PREVIOUS_TRICK, "Le jeu de la carte"),
            ("discard_looked_at", &DISCARD_LOOKED_AT, "Le Chien et l'Ecart"),
            ("discard_changed_after_jeu", &DISCARD_CHANGED, "Le Chien et l'Ecart"),
            ("spoke_twice", &SPOKE_TWICE, "Les enchères"),
            ("cards_out_of_sight", &CARDS_OUT_OF_SIGHT, "La tenue des cartes"),
        ] {
            let d = fault(value);
            assert_eq!(d.status, Status::Complete, "{value}");
            assert!(d.citations.iter().any(|c| c.paragraph == paragraph), "{value}");
            assert!(d.trace.iter().flatten().any(|s| s.rule == rule.id && s.applied), "{value}");
            assert!(has(&d, json!({"type": "director_review", "reason": "sanction_left_to_arbiter"})), "{value}");
            assert!(!has(&d, json!({"type": "point_penalty"})), "{value}: the code names no penalty");
        }
    }

    #[test]
    fn the_arbiter_intervenes_at_once_on_a_fault_of_the_bidding_and_waits_on_one_in_play() {
        let seen = |value: &str| rule(KIND.id, json!({"fault": value, "found_by": "arbiter"}), &[], None);
        for value in ["spoke_twice", "bid_out_of_turn", "chelem_announced_without_arbiter"] {
            let d = seen(value);
            assert!(!has(&d, json!({"type": "arbiter_acts_at_end_of_deal"})), "{value}");
            assert!(d.trace.iter().flatten().any(|s| s.rule == principles::ARBITER_INTERVENES.id && s.applied));
        }
        assert!(has(&seen("spoke_twice"), json!({"type": "call_cancelled", "player": "offender"})));
        for value in ["previous_trick_looked_at", "cards_out_of_sight"] {
            assert!(has(&seen(value), json!({"type": "arbiter_acts_at_end_of_deal"})), "{value}");
        }
        // A fault of the discard: whether play had begun is asked, and
        // decides.
        let d = seen("discard_changed_after_jeu");
        assert_eq!(d.questions.iter().map(|q| q.id.as_str()).collect::<Vec<_>>(), [BEFORE_PLAY]);
        let at = |before: bool| {
            let facts =
                json!({"fault": "discard_changed_after_jeu", "found_by": "arbiter", "found_before_first_card": before});
            rule(KIND.id, facts, &[], None)
        };
        assert!(!has(&at(true), json!({"type": "arbiter_acts_at_end_of_deal"})));
        assert!(has(&at(true), json!({"type": "discard_restored"})));
        assert!(has(&at(false), json!({"type": "arbiter_acts_at_end_of_deal"})));
    }

    #[test]
    fn a_first_lead_in_the_called_suit_is_a_revoke_ruled_as_one() {
        let d = fault("called_suit_led_first");
        assert_eq!(d.status, Status::Complete);
        assert!(d.citations.iter().any(|c| c.paragraph == "Le jeu à 5 joueurs"));
        assert!(d.trace.iter().flatten().any(|s| s.rule == CALLED_SUIT_LED.id && s.applied));
        assert!(has(&d, json!({"type": "ruled_under", "kind": "tarot.revoke"})));
        assert!(!has(&d, json!({"type": "director_review", "reason": "sanction_left_to_arbiter"})));
    }

    #[test]
    fn what_the_rule_restores() {
        assert!(has(&fault("discard_changed_after_jeu"), json!({"type": "discard_restored"})));
        assert!(has(&fault("spoke_twice"), json!({"type": "call_cancelled", "player": "offender"})));
        assert!(!has(&fault("previous_trick_looked_at"), json!({"type": "discard_restored"})));
        // A chelem not announced in time is scored as not announced; it
        // does not give the announcer the lead.
        let d = fault("chelem_not_announced_in_time");
        assert!(d.trace.iter().flatten().any(|s| s.rule == CHELEM_NOT_ANNOUNCED.id && s.applied));
        assert!(has(&d, json!({"type": "chelem_scored_as_unannounced"})));
        assert!(!has(&d, json!({"type": "chelem_announcer_leads"})));
        assert!(!has(&fault("chelem_announced_without_arbiter"), json!({"type": "chelem_scored_as_unannounced"})));
    }

    #[test]
    fn a_fault_reported_late_is_barred_as_in_every_case() {
        let d = rule(
            KIND.id,
            json!({"fault": "spoke_twice", "found_by": "players", "arbiter_called_at_once": false}),
            &[],
            None,
        );
        assert!(!has(&d, json!({"type": "call_cancelled", "player": "offender"})));
    }
}
