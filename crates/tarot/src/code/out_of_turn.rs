//! The card played out of turn (« Carte jouée hors tour », kind
//! `tarot.played_out_of_turn`): the taker chooses to accept it (play goes on
//! as if the offender had been on lead) or to require the defender who was
//! on lead to lead, either the offender's suit or "another suit" (the
//! defender then picks which); if that defender leads the excuse, the same
//! applies to the next player. Whatever the taker chooses, the exposed-card
//! penalty applies.
//!
//! The code gives the election to the taker: the offender is a defender.
//! The section says nothing of the taker's own card, nor, at five, of his
//! partner's; the code's definition of the exposed card names "jeu hors
//! tour" among the ways a card is exposed, and the règlement (« Le jeu de la
//! carte ») forbids playing, or even drawing a card, before one's turn. So:
//!
//! - The taker's card is an exposed card by the taker: back into his hand,
//!   played when he likes, the player whose turn it was plays, no penalty
//!   (« Carte exposée par le preneur »); the arbiter attends the rest of the
//!   deal.
//! - The partner's card (five players) goes back the same way, and the
//!   player whose turn it was plays; the code's exposed-card penalties name
//!   the defence and the taker, and the partner is neither (his side is not
//!   even known until the called card falls), so any sanction is left to
//!   the arbiter as a review citing the règlement. Guessing the defence's
//!   scale for him would be a rule the texts do not write.
//!
//! A defender's card: the section speaks of a lead, « le défenseur ayant
//! normalement la main » leading again. Who was to play is asked (a probe
//! found the same three options offered whoever had the lead):
//! - another defender was on lead: the section's election, as written;
//! - the taker (or, at five, his partner) was on lead: no defender can be
//!   required to lead; the taker accepts the card, or refuses it, and the
//!   card goes back as an exposed card while the rightful player leads as
//!   he likes (the section's principle, the election the taker's, without
//!   the demand the text gives only against a defender);
//! - the trick had been led and the card was played before its turn: no
//!   lead to accept or demand; the card is an exposed card (the code
//!   counts « jeu hors tour » among exposures) and goes back.
//!
//! The exposed-card penalty applies in every case, as the section says.

use arbitre_core::Read;

use super::Ctx;
use super::KindSpec;
use super::exposed_card;
use super::principles::{self, Proceed};
use super::{LeadDemand, TarotRole, fft, reglement};
use crate::code::{ChoiceSpec, Domain, EnumValue, FactSpec};
use crate::rectification::Rectification;
use crate::rectification::SharedRectification;
use crate::vocabulary::{ReviewReason, Role};
use arbitre_core::{InputError, Rule};

const SECTION: &str = "Carte jouée hors tour";

/// The taker accepts the card or requires the defender on lead to lead.
pub const ELECTION: Rule = Rule {
    id: "fft.donnes_libres.out_of_turn.election",
    citation: fft(SECTION, "Choix du preneur", "fft-t-out-of-turn"),
};
/// The excuse led by the defender on lead passes the requirement on.
pub const EXCUSE_LED: Rule = Rule {
    id: "fft.donnes_libres.out_of_turn.excuse",
    citation: fft(SECTION, "Excuse jouée par le défenseur en main", "fft-t-out-of-turn-excuse"),
};
/// No card is played before one's turn (règlement, « Le jeu de la carte »):
/// the card goes back, the player whose turn it was plays.
pub const BEFORE_TURN: Rule = Rule {
    id: "fft.reglement.played_before_turn",
    citation: reglement("Le jeu de la carte", "fft-t-reglement-played-before-turn"),
};
/// The exposed-card penalty applies in every case.
pub const PENALTY: Rule = Rule {
    id: "fft.donnes_libres.out_of_turn.penalty",
    citation: fft(SECTION, "Pénalité de carte exposée", "fft-t-out-of-turn-penalty"),
};

const OFFENDER: &str = "offender_role";
const CHOICE: &str = "taker_election";
/// Who was to play when a defender played out of turn.
const WHO_WAS_TO_PLAY: &str = "player_on_lead";

const LEAD_OFFENDERS_SUIT: Rectification = Rectification::LeadRequired {
    player: TarotRole::DefenderOnLead,
    suit: LeadDemand::OffendersSuit,
    excuse_passes_to_next: true,
};
const LEAD_ANOTHER_SUIT: Rectification = Rectification::LeadRequired {
    player: TarotRole::DefenderOnLead,
    suit: LeadDemand::AnotherSuit,
    excuse_passes_to_next: true,
};

/// The kind `tarot.played_out_of_turn`.
pub static KIND: KindSpec = KindSpec {
    id: "tarot.played_out_of_turn",
    title: "fft-kind-out-of-turn",
    laws: &[
        ELECTION.citation,
        EXCUSE_LED.citation,
        PENALTY.citation,
        exposed_card::DEFENDER_UNAFFECTED.citation,
        BEFORE_TURN.citation,
        exposed_card::RETURNED.citation,
        exposed_card::BY_TAKER.citation,
    ],
    facts: &[
        principles::FOUND_BY_FACT,
        principles::CALLED_AT_ONCE_FACT,
        FactSpec {
            id: OFFENDER,
            question: "fft-q-out-of-turn-offender",
            domain: Domain::Enum(&[
                EnumValue { value: "defender", label: "fft-v-defender" },
                EnumValue { value: "taker", label: "fft-v-taker" },
                EnumValue { value: "takers_partner", label: "fft-v-takers-partner" },
            ]),
            rule: ELECTION.id,
        },
        FactSpec {
            id: WHO_WAS_TO_PLAY,
            question: "fft-q-out-of-turn-on-lead",
            domain: Domain::Enum(&[
                EnumValue { value: "another_defender", label: "fft-v-on-lead-another-defender" },
                EnumValue { value: "takers_side", label: "fft-v-on-lead-takers-side" },
                EnumValue { value: "not_a_lead", label: "fft-v-on-lead-not-a-lead" },
            ]),
            rule: ELECTION.id,
        },
        exposed_card::DISTORTED_FACT,
        super::previous_offences_fact(PENALTY.id),
    ],
    choices: &[ChoiceSpec {
        id: CHOICE,
        holder: Role::Taker,
        law: ELECTION.citation,
        options: &[
            EnumValue { value: "accept", label: "fft-c-accept-card" },
            EnumValue { value: "require_offenders_suit", label: "fft-c-require-suit" },
            EnumValue { value: "require_another_suit", label: "fft-c-require-other-suit" },
            EnumValue { value: "refuse", label: "fft-c-refuse-card" },
        ],
    }],
    outcome: super::SCORE_OUTCOME,
    record_formats: &[],
    record_facts: None,
    evaluate,
};

fn evaluate(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    if principles::apply(ctx, false) != Proceed::Yes {
        return Ok(());
    }
    let Some(offender) = ctx.enum_fact(OFFENDER) else {
        ctx.ask(OFFENDER);
        return Ok(());
    };
    if offender != "defender" {
        return by_the_takers_side(ctx, offender);
    }
    // The penalty is due whatever the taker chooses: settled first, so that
    // the facts it needs are asked before the election is put to him.
    ctx.consult(&PENALTY, true, &[(OFFENDER, Read::from(offender))], None);
    exposed_card::defender_penalty(ctx, "fft-s-out-of-turn")?;
    if principles::at_end_of_deal(ctx) {
        // Seen by the arbiter alone, ruled at the end: the play went on from
        // the card, no lead can be imposed any more; the penalty stands.
        ctx.consult(&ELECTION, false, &[(principles::FOUND_BY, Read::from("arbiter"))], Some(&principles::ARBITER_SAW));
        ctx.rectify(Rectification::CardStandsPlayed { player: TarotRole::Offender });
        return Ok(());
    }
    // Asked only now: ruled at the end of the deal, the card stood played
    // whoever had the lead.
    let Some(on_lead) = ctx.enum_fact(WHO_WAS_TO_PLAY) else {
        ctx.ask(WHO_WAS_TO_PLAY);
        return Ok(());
    };
    let read = [(WHO_WAS_TO_PLAY, Read::from(on_lead))];
    if on_lead == "not_a_lead" {
        // Played to a trick already led, before its turn: an exposed card,
        // back in the hand; no lead to accept or to demand.
        ctx.consult(&ELECTION, false, &read, Some(&exposed_card::RETURNED));
        ctx.consult(&exposed_card::RETURNED, true, &read, None);
        ctx.rectify(Rectification::ExposedCardReturned { player: TarotRole::Offender });
        // « L'arbitre devra assister à la fin de la donne » (Carte exposée).
        ctx.rectify(Rectification::DirectorAttendsRestOfDeal);
        ctx.add_to_summary(arbitre_core::text::msg("fft-s-out-of-turn-not-a-lead"));
        return Ok(());
    }
    if on_lead == "takers_side" {
        return taker_had_the_lead(ctx, &read);
    }
    match ctx.chosen(CHOICE) {
        None => {
            ctx.offer(
                CHOICE,
                vec![
                    ("accept", vec![Rectification::LeadOutOfTurnAccepted]),
                    (
                        "require_offenders_suit",
                        vec![Rectification::ExposedCardReturned { player: TarotRole::Offender }, LEAD_OFFENDERS_SUIT],
                    ),
                    (
                        "require_another_suit",
                        vec![Rectification::ExposedCardReturned { player: TarotRole::Offender }, LEAD_ANOTHER_SUIT],
                    ),
                ],
            );
            ctx.summarize("fft-s-out-of-turn-offer", &[]);
        }
        Some("refuse") => {
            // Refusing without a demand is the taker's side's case only: a
            // defender on lead leads again as the taker requires.
            ctx.reject(InputError::new(
                "invalid_choice",
                format!("/choices/{CHOICE}"),
                arbitre_core::text::msg("fft-error-out-of-turn-refuse-needs-demand"),
            ));
        }
        Some(choice) => {
            ctx.consult(&ELECTION, true, &[(CHOICE, Read::from(choice))], None);
            // The summary says what the taker chose (a thin-client probe
            // read only the warning once he had chosen).
            ctx.add_to_summary(arbitre_core::text::localized(
                "fft-s-out-of-turn-taker-chose",
                &[("choice", choice.into())],
            ));
            if choice == "accept" {
                ctx.rectify(Rectification::LeadOutOfTurnAccepted);
            } else {
                ctx.consult(&EXCUSE_LED, true, &[], None);
                ctx.rectify(Rectification::ExposedCardReturned { player: TarotRole::Offender });
                ctx.rectify(if choice == "require_offenders_suit" { LEAD_OFFENDERS_SUIT } else { LEAD_ANOTHER_SUIT });
                ctx.rectify(Rectification::DirectorAttendsRestOfDeal);
            }
        }
    }
    Ok(())
}

/// A defender led out of turn when the taker (or, at five, his partner) was
/// on lead: the taker accepts the card, or refuses it and the card goes back
/// as an exposed card while the rightful player leads as he likes; no
/// defender can be required to lead (see the header).
fn taker_had_the_lead(ctx: &mut Ctx<'_>, read: &[(&str, Read<'_>)]) -> Result<(), InputError> {
    match ctx.chosen(CHOICE) {
        None => {
            ctx.cite(&ELECTION.citation);
            ctx.offer(
                CHOICE,
                vec![
                    ("accept", vec![Rectification::LeadOutOfTurnAccepted]),
                    (
                        "refuse",
                        vec![
                            Rectification::ExposedCardReturned { player: TarotRole::Offender },
                            Rectification::DirectorAttendsRestOfDeal,
                        ],
                    ),
                ],
            );
            ctx.summarize("fft-s-out-of-turn-taker-on-lead-offer", &[]);
        }
        Some(choice @ ("require_offenders_suit" | "require_another_suit")) => {
            ctx.reject(InputError::new(
                "invalid_choice",
                format!("/choices/{CHOICE}"),
                arbitre_core::text::localized(
                    "fft-error-out-of-turn-no-defender-on-lead",
                    &[("choice", choice.into())],
                ),
            ));
        }
        Some(choice) => {
            let mut read = read.to_vec();
            read.push((CHOICE, Read::from(choice)));
            ctx.consult(&ELECTION, true, &read, None);
            if choice == "accept" {
                ctx.rectify(Rectification::LeadOutOfTurnAccepted);
                ctx.add_to_summary(arbitre_core::text::msg("fft-s-out-of-turn-taker-on-lead-accepted"));
            } else {
                ctx.rectify(Rectification::ExposedCardReturned { player: TarotRole::Offender });
                ctx.rectify(Rectification::DirectorAttendsRestOfDeal);
                ctx.add_to_summary(arbitre_core::text::msg("fft-s-out-of-turn-taker-on-lead-refused"));
            }
        }
    }
    Ok(())
}

/// A card played out of turn by the taker or, at five, by his partner: the
/// section's election is the taker's against a defender's card, so it is
/// not offered; the card is an exposed one and goes back (see the header).
fn by_the_takers_side(ctx: &mut Ctx<'_>, offender: &str) -> Result<(), InputError> {
    if offender != "taker" {
        // No partner at three or four players, nor when the taker is alone.
        super::partner_exists(ctx, OFFENDER)?;
    }
    let read = [(OFFENDER, Read::from(offender))];
    ctx.consult(&ELECTION, false, &read, Some(&BEFORE_TURN));
    ctx.consult(&BEFORE_TURN, true, &read, None);
    let at_end = principles::at_end_of_deal(ctx);
    if at_end {
        // Ruled at the end of the deal: the card was played and stays so.
        ctx.consult(&exposed_card::RETURNED, false, &read, Some(&principles::ARBITER_SAW));
        ctx.rectify(Rectification::CardStandsPlayed { player: TarotRole::Offender });
    } else {
        ctx.consult(&exposed_card::RETURNED, true, &read, None);
        ctx.rectify(Rectification::ExposedCardReturned { player: TarotRole::Offender });
        ctx.rectify(Rectification::DirectorAttendsRestOfDeal);
    }
    let at_end_suffix = if at_end { "-at-end" } else { "" };
    if offender == "taker" {
        ctx.consult(&exposed_card::BY_TAKER, true, &read, None);
        ctx.rectify(Rectification::NoSanction { player: TarotRole::Taker });
        ctx.summarize(&format!("fft-s-out-of-turn-taker{at_end_suffix}"), &[]);
    } else {
        ctx.rectify(SharedRectification::DirectorReview {
            law: format!("Règlement officiel, {}", BEFORE_TURN.citation.paragraph).into(),
            reason: ReviewReason::SanctionLeftToArbiter,
        });
        ctx.summarize(&format!("fft-s-out-of-turn-partner{at_end_suffix}"), &[]);
    }
    Ok(())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::code::test_support::{has, has_type, rule};
    use arbitre_core::decision::Status;

    fn facts() -> serde_json::Value {
        json!({"found_by": "players", "arbiter_called_at_once": true, "offender_role": "defender", "player_on_lead": "another_defender", "deal_distorted": false, "previous_offences": 0})
    }

    #[test]
    fn the_taker_chooses_and_the_exposed_card_penalty_applies_in_every_case() {
        let d = rule(KIND.id, facts(), &[], None);
        assert_eq!(d.status, Status::AwaitingChoice);
        assert!(has_type(&d, "warning"));
        let accepted = rule(KIND.id, facts(), &[(CHOICE, "accept")], None);
        assert!(has_type(&accepted, "lead_out_of_turn_accepted") && has_type(&accepted, "warning"));
        let other = rule(KIND.id, facts(), &[(CHOICE, "require_another_suit")], None);
        assert!(has(&other, json!({"type": "lead_required", "suit": "another_suit", "excuse_passes_to_next": true})));
    }

    #[test]
    fn when_the_takers_side_had_the_lead_no_defender_is_made_to_lead() {
        let mut f = facts();
        f["player_on_lead"] = json!("takers_side");
        let d = rule(KIND.id, f.clone(), &[], None);
        assert_eq!(d.status, Status::AwaitingChoice);
        let options: Vec<&str> = d.choice.iter().flat_map(|c| c.options.iter()).map(|o| o.id.as_str()).collect();
        assert_eq!(options, ["accept", "refuse"]);
        assert!(has_type(&d, "warning"), "the exposed-card penalty applies in every case");
        let refused = rule(KIND.id, f.clone(), &[(CHOICE, "refuse")], None);
        assert!(has(&refused, json!({"type": "exposed_card_returned", "player": "offender"})));
        assert!(!has_type(&refused, "lead_required"));
        let error = crate::code::test_support::evaluate(
            &crate::code::test_support::incident(KIND.id, f, &[(CHOICE, "require_another_suit")], None),
            &crate::code::test_support::FFT_DONNES_LIBRES,
        )
        .unwrap_err();
        assert_eq!(error.code, "invalid_choice");
        // A defender on lead may not simply be refused: the text's demand.
        let error = crate::code::test_support::evaluate(
            &crate::code::test_support::incident(KIND.id, facts(), &[(CHOICE, "refuse")], None),
            &crate::code::test_support::FFT_DONNES_LIBRES,
        )
        .unwrap_err();
        assert_eq!(error.code, "invalid_choice");
    }

    #[test]
    fn a_card_played_before_its_turn_to_a_trick_already_led_is_an_exposed_card() {
        let mut f = facts();
        f["player_on_lead"] = json!("not_a_lead");
        let d = rule(KIND.id, f, &[], None);
        assert_eq!(d.status, Status::Complete);
        assert!(d.choice.is_none());
        assert!(has(&d, json!({"type": "exposed_card_returned", "player": "offender"})) && has_type(&d, "warning"));
    }

    #[test]
    fn the_takers_card_goes_back_without_penalty() {
        let mut f = facts();
        f["offender_role"] = json!("taker");
        let d = rule(KIND.id, f, &[], None);
        assert_eq!(d.status, Status::Complete);
        assert!(d.choice.is_none(), "the election is the taker's against a defender's card");
        assert!(has(&d, json!({"type": "exposed_card_returned", "player": "offender"})));
        assert!(has(&d, json!({"type": "no_sanction", "player": "taker"})));
        assert!(!has_type(&d, "warning") && !has_type(&d, "not_implemented") && !has_type(&d, "director_review"));
        assert!(d.trace.iter().flatten().any(|s| s.rule == exposed_card::BY_TAKER.id && s.applied));
    }

    #[test]
    fn the_partners_card_goes_back_and_the_arbiter_judges_any_sanction() {
        let mut f = facts();
        f["offender_role"] = json!("takers_partner");
        let d = rule(KIND.id, f, &[], None);
        assert_eq!(d.status, Status::Complete);
        assert!(has(&d, json!({"type": "exposed_card_returned", "player": "offender"})));
        assert!(has(&d, json!({"type": "director_review", "reason": "sanction_left_to_arbiter"})));
        assert!(!has_type(&d, "warning") && !has_type(&d, "no_sanction") && !has_type(&d, "not_implemented"));
        assert!(d.citations.iter().any(|c| c.paragraph == "Le jeu de la carte"));
    }
}
