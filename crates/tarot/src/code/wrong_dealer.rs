//! The wrong dealer (« Erreur sur le donneur », kind `tarot.wrong_dealer`):
//! found before the end of the deal, the cards are dealt again by the right
//! dealer; found after it, the deal stands. The code names no penalty.

use arbitre_core::Read;

use super::Ctx;
use super::KindSpec;
use super::principles::{self, Proceed};
use super::{TarotRole, fft};
use crate::code::{Domain, FactSpec};
use crate::rectification::Rectification;
use arbitre_core::{InputError, Rule};

const SECTION: &str = "Erreur sur le donneur";

/// Found before the end of the deal: dealt again.
pub const BEFORE_END: Rule = Rule {
    id: "fft.donnes_libres.wrong_dealer.before_end",
    citation: fft(SECTION, "Constatée avant la fin de la distribution", "fft-t-wrong-dealer-before"),
};
/// Exception: found after the end of the deal: the deal stands.
pub const AFTER_END: Rule = Rule {
    id: "fft.donnes_libres.wrong_dealer.after_end",
    citation: fft(SECTION, "Constatée après la fin de la distribution", "fft-t-wrong-dealer-after"),
};

const BEFORE: &str = "found_before_deal_finished";

/// The kind `tarot.wrong_dealer`.
pub static KIND: KindSpec = KindSpec {
    id: "tarot.wrong_dealer",
    title: "fft-kind-wrong-dealer",
    laws: &[BEFORE_END.citation, AFTER_END.citation],
    facts: &[
        principles::FOUND_BY_FACT,
        principles::CALLED_AT_ONCE_FACT,
        FactSpec { id: BEFORE, question: "fft-q-before-deal-finished", domain: Domain::Boolean, rule: BEFORE_END.id },
    ],
    choices: &[],
    outcome: &[],
    record_formats: &[],
    record_facts: None,
    evaluate,
};

fn evaluate(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    // Found before the dealing ended, the fault is in the dealing.
    let in_dealing = ctx.bool_fact(BEFORE);
    if principles::apply_in_dealing(ctx, BEFORE, in_dealing) != Proceed::Yes {
        return Ok(());
    }
    let Some(before) = ctx.bool_fact(BEFORE) else {
        ctx.ask(BEFORE);
        return Ok(());
    };
    let read = [(BEFORE, Read::from(before))];
    if before {
        ctx.consult(&BEFORE_END, true, &read, None);
        ctx.rectify(Rectification::Redeal { dealer: TarotRole::RightfulDealer });
        ctx.summarize("fft-s-wrong-dealer-redeal", &[]);
    } else {
        ctx.consult(&BEFORE_END, false, &read, Some(&AFTER_END));
        ctx.consult(&AFTER_END, true, &read, None);
        ctx.rectify(Rectification::DealStands);
        ctx.summarize("fft-s-wrong-dealer-stands", &[]);
    }
    Ok(())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::code::test_support::{has, has_type, rule};

    #[test]
    fn before_the_end_of_the_deal_redealt_after_it_stands() {
        let base = |before: bool| {
            rule(KIND.id, json!({"found_by": "players", "arbiter_called_at_once": true, BEFORE: before}), &[], None)
        };
        assert!(has(&base(true), json!({"type": "redeal", "dealer": "rightful_dealer"})));
        let after = base(false);
        assert!(has_type(&after, "deal_stands") && !has_type(&after, "redeal"));
        assert!(!has_type(&after, "point_penalty"));
    }
}
