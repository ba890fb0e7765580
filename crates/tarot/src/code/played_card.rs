//! The played card (« Carte jouée », kind `tarot.played_card`): a card is
//! played once it has left the hand, i.e. no longer touches the other cards
//! (a judgement for the arbiter: many players move cards about in their hand
//! to remember them). A played card can be changed only through the arbiter,
//! and only when it is a fault.

use arbitre_core::Read;

use super::Ctx;
use super::KindSpec;
use super::principles::{self, Proceed};
use super::{TarotRole, fft};
use crate::code::{Domain, FactSpec};
use crate::rectification::Rectification;
use crate::rectification::SharedRectification;
use arbitre_core::{InputError, Rule};

const SECTION: &str = "Carte jouée";

/// A card that has left the hand is played and stays played.
pub const PLAYED: Rule =
    Rule { id: "fft.donnes_libres.played_card.played", citation: fft(SECTION, "Carte sortie du jeu", "fft-t-played") };
/// Exception: a played card that is a fault is changed through the arbiter.
pub const FAULT: Rule = Rule {
    id: "fft.donnes_libres.played_card.fault",
    citation: fft(SECTION, "Changement par l'arbitre d'une carte fautive", "fft-t-played-fault"),
};

const LEFT: &str = "card_left_hand";
const IS_FAULT: &str = "card_is_fault";

/// The kind `tarot.played_card`.
pub static KIND: KindSpec = KindSpec {
    id: "tarot.played_card",
    title: "fft-kind-played-card",
    laws: &[PLAYED.citation, FAULT.citation],
    facts: &[
        principles::FOUND_BY_FACT,
        principles::CALLED_AT_ONCE_FACT,
        FactSpec { id: LEFT, question: "fft-q-card-left-hand", domain: Domain::Boolean, rule: PLAYED.id },
        FactSpec { id: IS_FAULT, question: "fft-q-card-is-fault", domain: Domain::Boolean, rule: FAULT.id },
    ],
    choices: &[],
    outcome: &[],
    record_formats: &[],
    record_facts: None,
    evaluate,
};

fn evaluate(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    if principles::apply(ctx, false) != Proceed::Yes {
        return Ok(());
    }
    let Some(left) = ctx.bool_fact(LEFT) else {
        ctx.ask(LEFT);
        return Ok(());
    };
    if !left {
        ctx.consult(&PLAYED, false, &[(LEFT, Read::from(false))], None);
        ctx.rectify(Rectification::CardNotPlayed { player: TarotRole::Offender });
        ctx.summarize("fft-s-card-not-played", &[]);
        return Ok(());
    }
    let Some(fault) = ctx.bool_fact(IS_FAULT) else {
        ctx.ask(IS_FAULT);
        return Ok(());
    };
    let read = [(LEFT, Read::from(true)), (IS_FAULT, Read::from(fault))];
    if fault {
        ctx.consult(&PLAYED, false, &read, Some(&FAULT));
        ctx.consult(&FAULT, true, &read, None);
        ctx.rectify(Rectification::PlayedCardReplaced { player: TarotRole::Offender });
        // The fault itself (a revoke, most often) is ruled under its own kind.
        ctx.rectify(SharedRectification::RuledUnder { kind: "tarot.revoke".into(), law: "FFT Renonce".into() });
        ctx.summarize("fft-s-card-replaced", &[]);
    } else {
        ctx.consult(&PLAYED, true, &read, None);
        ctx.rectify(Rectification::CardStandsPlayed { player: TarotRole::Offender });
        ctx.summarize("fft-s-card-stands", &[]);
    }
    Ok(())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::code::test_support::{has_type, rule};

    #[test]
    fn a_card_out_of_the_hand_is_played_and_changed_only_when_a_fault() {
        let f = |extra: serde_json::Value| {
            let mut facts = json!({"found_by": "players", "arbiter_called_at_once": true});
            facts.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
            rule(KIND.id, facts, &[], None)
        };
        assert!(has_type(&f(json!({"card_left_hand": false})), "card_not_played"));
        assert!(has_type(&f(json!({"card_left_hand": true, "card_is_fault": false})), "card_stands_played"));
        assert!(has_type(&f(json!({"card_left_hand": true, "card_is_fault": true})), "played_card_replaced"));
    }
}
