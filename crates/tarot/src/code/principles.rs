//! The general principles (« Généralités », « Rôle de l'arbitre »,
//! « Attitude de l'arbitre »), which apply to every tarot incident before
//! its own case:
//! - play stops and the arbiter is called as soon as a fault is found, even
//!   several tricks after it was made; players may not settle it themselves;
//! - not calling him when the fault is found bars any later complaint and is
//!   itself a grave fault (ruled as an ethics fault, `tarot.ethics`);
//! - a fault the arbiter sees and the players miss is dealt with at the end
//!   of the deal, except an ethics fault, which he deals with at once.

use arbitre_core::Read;

use super::Ctx;
use super::fft;
use crate::code::{Domain, EnumValue, FactSpec};
use crate::rectification::Rectification;
use crate::rectification::SharedRectification;
use arbitre_core::Rule;

const GENERAL: &str = "Généralités";
const ATTITUDE: &str = "Attitude de l'arbitre";

/// The arbiter is called as soon as the fault is found; players may not settle it.
pub const CALL_AT_ONCE: Rule = Rule {
    id: "fft.donnes_libres.principles.call_at_once",
    citation: fft(GENERAL, "Appel immédiat de l'arbitre", "fft-t-call-at-once"),
};
/// Not calling the arbiter when the fault is found bars any later complaint
/// and is a grave fault.
pub const NOT_CALLED: Rule = Rule {
    id: "fft.donnes_libres.principles.not_called",
    citation: fft(GENERAL, "Arbitre non appelé", "fft-t-not-called"),
};
/// A fault the arbiter saw and the players missed: he acts at the end of the deal.
pub const ARBITER_SAW: Rule = Rule {
    id: "fft.donnes_libres.principles.arbiter_saw",
    citation: fft(ATTITUDE, "Faute vue par l'arbitre", "fft-t-arbiter-saw"),
};
/// Exception: a fault before play (in the dealing, the bidding or the
/// discard): the arbiter intervenes when he sees it (« Rôle de l'arbitre »: he must intervene if he sees a
/// fault); the wait for the end of the deal is for a fault in play.
pub const ARBITER_INTERVENES: Rule = Rule {
    id: "fft.donnes_libres.principles.arbiter_intervenes",
    citation: fft("Rôle de l'arbitre", "L'arbitre intervient", "fft-t-arbiter-intervenes"),
};
/// Exception: an ethics fault, the arbiter deals with at any time.
pub const ETHICS_ANY_TIME: Rule = Rule {
    id: "fft.donnes_libres.principles.ethics_any_time",
    citation: fft(ATTITUDE, "Cas particulier : faute contre l'éthique", "fft-t-ethics-any-time"),
};

/// Fact: who found the fault.
pub const FOUND_BY: &str = "found_by";
/// Fact: was the arbiter called as soon as the fault was found?
pub const CALLED_AT_ONCE: &str = "arbiter_called_at_once";

/// The fact "who found the fault".
pub const FOUND_BY_FACT: FactSpec = FactSpec {
    id: FOUND_BY,
    question: "fft-q-found-by",
    domain: Domain::Enum(&[
        EnumValue { value: "players", label: "fft-v-found-by-players" },
        EnumValue { value: "arbiter", label: "fft-v-found-by-arbiter" },
    ]),
    rule: CALL_AT_ONCE.id,
};
/// The fact "was the arbiter called at once".
pub const CALLED_AT_ONCE_FACT: FactSpec =
    FactSpec { id: CALLED_AT_ONCE, question: "fft-q-called-at-once", domain: Domain::Boolean, rule: NOT_CALLED.id };

/// The citations of the principles, for a kind's `laws`.
pub const LAWS: [crate::code::CitationSpec; 4] =
    [CALL_AT_ONCE.citation, NOT_CALLED.citation, ARBITER_SAW.citation, ETHICS_ANY_TIME.citation];

/// Whether the arbiter alone saw the fault, so that he acts at the end of
/// the deal (« Attitude de l'arbitre »): by then the deal has been played
/// out, and of a case's ruling only the code's sanctions can still apply,
/// not what would have restored the play (a card taken back, a lead
/// imposed, the arbiter attending the rest of the deal). For the kinds that
/// are not ethics faults, which he deals with at once.
pub fn at_end_of_deal(ctx: &Ctx<'_>) -> bool {
    ctx.enum_fact(FOUND_BY) == Some("arbiter")
}

/// Whether the case goes on to its own rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Proceed {
    /// Facts are missing (asked).
    Asked,
    /// The complaint is barred: the ruling ends here.
    Barred,
    /// The case's own rules apply.
    Yes,
}

/// Applies the principles. `ethics`: the fault is an ethics fault, which the
/// arbiter deals with at once even when he saw it himself.
pub fn apply(ctx: &mut Ctx<'_>, ethics: bool) -> Proceed {
    apply_timed(ctx, ethics, None)
}

/// [`apply`] for a kind whose fault may come before play (a misdeal, a
/// wrong dealer, a false discard, a fault in the bidding): `in_dealing` is
/// the fact that tells, and whether it says the fault was found before
/// play, once answered. The arbiter who saw
/// such a fault intervenes then; he waits for the end of the deal only for
/// a fault in play.
pub fn apply_in_dealing(ctx: &mut Ctx<'_>, fact: &str, in_dealing: Option<bool>) -> Proceed {
    apply_timed(ctx, false, Some((fact, in_dealing)))
}

fn apply_timed(ctx: &mut Ctx<'_>, ethics: bool, dealing: Option<(&str, Option<bool>)>) -> Proceed {
    let Some(found_by) = ctx.enum_fact(FOUND_BY) else {
        ctx.ask(FOUND_BY);
        // One round: whether he was called at once decides unless the
        // arbiter found it himself, which the same answer says (a probe
        // counted three rounds before a hesitation's own questions).
        if ctx.bool_fact(CALLED_AT_ONCE).is_none() {
            ctx.ask(CALLED_AT_ONCE);
        }
        return Proceed::Asked;
    };
    let read_by = (FOUND_BY, Read::from(found_by));
    if found_by == "arbiter" {
        if let Some((fact, in_dealing)) = dealing {
            let Some(in_dealing) = in_dealing else {
                ctx.ask(fact);
                return Proceed::Asked;
            };
            if in_dealing {
                ctx.consult(&ARBITER_SAW, false, std::slice::from_ref(&read_by), Some(&ARBITER_INTERVENES));
                ctx.consult(&ARBITER_INTERVENES, true, &[read_by], None);
                return Proceed::Yes;
            }
        }
        if ethics {
            ctx.consult(&ARBITER_SAW, false, std::slice::from_ref(&read_by), Some(&ETHICS_ANY_TIME));
            ctx.consult(&ETHICS_ANY_TIME, true, &[read_by], None);
        } else {
            ctx.consult(&ARBITER_SAW, true, &[read_by], None);
            ctx.rectify(Rectification::ArbiterActsAtEndOfDeal);
        }
        return Proceed::Yes;
    }
    let Some(called) = ctx.bool_fact(CALLED_AT_ONCE) else {
        ctx.ask(CALLED_AT_ONCE);
        return Proceed::Asked;
    };
    let read = [read_by, (CALLED_AT_ONCE, Read::from(called))];
    if called {
        ctx.consult(&CALL_AT_ONCE, true, &read, None);
        return Proceed::Yes;
    }
    // The complaint is barred: the case's own rectifications do not apply,
    // the result stands, and the failure to call is an ethics fault of its own.
    ctx.consult(&CALL_AT_ONCE, false, &read, Some(&NOT_CALLED));
    ctx.consult(&NOT_CALLED, true, &read, None);
    ctx.rectify(Rectification::ComplaintBarred);
    ctx.rectify(SharedRectification::ResultStands);
    ctx.rectify(SharedRectification::RuledUnder { kind: "tarot.ethics".into(), law: "FFT Généralités".into() });
    ctx.summarize("fft-s-complaint-barred", &[]);
    Proceed::Barred
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use serde_json::json;

    use crate::code::test_support::{applied, has_type, rule};
    use arbitre_core::decision::Status;

    #[test]
    fn the_arbiter_is_asked_who_found_the_fault_then_whether_he_was_called() {
        let d = rule("tarot.wrong_dealer", json!({}), &[], None);
        assert_eq!(d.questions[0].id, "found_by");
        let d = rule("tarot.wrong_dealer", json!({"found_by": "players"}), &[], None);
        assert_eq!(d.questions[0].id, "arbiter_called_at_once");
    }

    #[test]
    fn not_calling_the_arbiter_bars_the_complaint_and_is_an_ethics_fault() {
        let d = rule(
            "tarot.wrong_dealer",
            json!({"found_by": "players", "arbiter_called_at_once": false, "found_before_deal_finished": true}),
            &[],
            None,
        );
        assert_eq!(d.status, Status::Complete);
        assert!(has_type(&d, "complaint_barred") && has_type(&d, "ruled_under") && !has_type(&d, "redeal"));
        assert!(applied(&d).contains(&super::NOT_CALLED.id.to_owned()));
    }

    #[test]
    fn a_fault_the_arbiter_saw_waits_for_the_end_of_the_deal_but_not_an_ethics_fault() {
        // A fault in play waits for the end of the deal.
        let played = json!({"found_by": "arbiter", "situation": "card_exposed", "exposed_by": "defender"});
        let d = rule("tarot.exposed_card", played, &[], None);
        assert!(has_type(&d, "arbiter_acts_at_end_of_deal"), "{d:?}");
        // One in the dealing does not: he intervenes then (Rôle de l'arbitre).
        let d =
            rule("tarot.wrong_dealer", json!({"found_by": "arbiter", "found_before_deal_finished": true}), &[], None);
        assert!(!has_type(&d, "arbiter_acts_at_end_of_deal") && has_type(&d, "redeal"), "{d:?}");
        assert!(applied(&d).contains(&super::ARBITER_INTERVENES.id.to_owned()));
        let d = rule("tarot.misdeal", json!({"found_by": "arbiter"}), &[], None);
        assert_eq!(d.questions[0].id, "found_when");
        let d = rule(
            "tarot.ethics",
            json!({"found_by": "arbiter", "fault": "discourtesy", "offender_ranking": "unranked"}),
            &[],
            None,
        );
        assert!(!has_type(&d, "arbiter_acts_at_end_of_deal"));
        assert!(applied(&d).contains(&super::ETHICS_ANY_TIME.id.to_owned()));
        // Smoking is no ethics fault, nor a fault of play: stopped at once,
        // under neither paragraph.
        let d = rule("tarot.ethics", json!({"found_by": "arbiter", "fault": "smoking"}), &[], None);
        assert!(!has_type(&d, "arbiter_acts_at_end_of_deal") && has_type(&d, "point_penalty"), "{d:?}");
        assert!(!applied(&d).contains(&super::ETHICS_ANY_TIME.id.to_owned()));
    }
}
