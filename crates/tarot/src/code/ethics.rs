//! Ethics faults (« Fautes contre l'éthique », kind `tarot.ethics`).
//!
//! Every ethics fault is a grave fault, penalised the more severely the
//! higher the offender's ranking: the ruleset's `ethics_penalty_points` scale
//! gives the amount for each ranking, and the ruling states the ranking it
//! used. The code names no amount; the scale is the federation's to set.
//!
//! The cases: discourtesy; an unjustified hesitation in the play of the
//! cards (penalised when the player admits it; not held against a player who
//! holds the excuse; nothing without proof); a hesitation when bidding
//! (penalised when deliberate); mannerisms and signs of approval or
//! disapproval; a « kamikaze » bid; drunkenness (a warning when it disturbs
//! play, exclusion when necessary); leaving a tournament without the
//! arbiter's agreement (suspension from free-deal events); smoking,
//! e-cigarettes included (in the « other cases » of the code, not an ethics
//! fault: the standard penalty, whatever the ranking); and the
//! failure to call the arbiter when a fault is found (« Généralités »).

use arbitre_core::Read;
use serde_json::Value;

use super::Ctx;
use super::KindSpec;
use super::principles::{self, Proceed};
use super::{RANKINGS, TarotRole, fft, params, ranking_fact};
use crate::code::{Domain, EnumValue, FactSpec};
use crate::rectification::Rectification;
use arbitre_core::{InputError, Rule};

const SECTION: &str = "Fautes contre l'éthique";

/// Ethics faults are grave, penalised by the offender's ranking.
pub const GRAVE: Rule = Rule {
    id: "fft.donnes_libres.ethics.grave",
    citation: fft(SECTION, "Sévérité selon le classement", "fft-t-ethics-grave"),
};
/// Discourtesy towards opponents or partners.
pub const DISCOURTESY: Rule =
    Rule { id: "fft.donnes_libres.ethics.discourtesy", citation: fft(SECTION, "Incorrection", "fft-t-discourtesy") };
/// Unjustified hesitation in play, admitted: a penalty.
pub const HESITATION_ADMITTED: Rule = Rule {
    id: "fft.donnes_libres.ethics.hesitation.admitted",
    citation: fft(SECTION, "Hésitation injustifiée (jeu de la carte)", "fft-t-hesitation-play"),
};
/// Exception: with the excuse in hand a hesitation is hardly one: no penalty.
pub const HESITATION_EXCUSE: Rule = Rule {
    id: "fft.donnes_libres.ethics.hesitation.excuse_in_hand",
    citation: fft(SECTION, "Hésitation avec l'excuse en main", "fft-t-hesitation-excuse"),
};
/// Exception: without proof, nothing is done.
pub const HESITATION_UNPROVEN: Rule = Rule {
    id: "fft.donnes_libres.ethics.hesitation.unproven",
    citation: fft(SECTION, "Hésitation non prouvée", "fft-t-hesitation-unproven"),
};
/// Hesitation when bidding: penalised when deliberate.
pub const BIDDING_HESITATION: Rule = Rule {
    id: "fft.donnes_libres.ethics.bidding_hesitation",
    citation: fft(SECTION, "Hésitation sur l'annonce d'un contrat", "fft-t-hesitation-bid"),
};
/// Mannerisms, signs of approval or disapproval.
pub const MANNERISM: Rule = Rule {
    id: "fft.donnes_libres.ethics.mannerism",
    citation: fft(SECTION, "Maniérisme et marques d'approbation", "fft-t-mannerism"),
};
/// A « kamikaze » bid, insulting to the opponents.
pub const KAMIKAZE: Rule = Rule {
    id: "fft.donnes_libres.ethics.kamikaze",
    citation: fft(SECTION, "Enchère « kamikaze »", "fft-t-kamikaze"),
};
/// Drunkenness: a warning if it disturbs play, exclusion if necessary.
pub const DRUNKENNESS: Rule = Rule {
    id: "fft.donnes_libres.ethics.drunkenness",
    citation: fft(SECTION, "État d'ébriété", "fft-t-drunkenness"),
};
/// Leaving a tournament without the arbiter's agreement: suspension.
pub const LEFT_WITHOUT_CONSENT: Rule = Rule {
    id: "fft.donnes_libres.ethics.left_without_consent",
    citation: fft(SECTION, "Départ d'un tournoi sans accord de l'arbitre", "fft-t-left"),
};
/// At five players, a partner who lets it be known that he is the partner
/// before he plays the called card (règlement officiel, « Le jeu à 5
/// joueurs »): a breach of ethics, penalised as the code's ethics faults are.
pub const PARTNER_REVEALED: Rule = Rule {
    id: "fft.reglement.five.partner_revealed",
    citation: super::reglement("Le jeu à 5 joueurs", "fft-t-partner-revealed"),
};
/// Smoking, e-cigarettes included: a penalty.
pub const SMOKING: Rule = Rule {
    id: "fft.donnes_libres.other.smoking",
    citation: fft("Autres cas prévus par le code", "Interdiction de fumer", "fft-t-smoking"),
};

const FAULT: &str = "fault";
const RANKING: &str = "offender_ranking";
const ADMITS: &str = "player_admits_hesitation";
const EXCUSE: &str = "excuse_in_hand";
const PROVEN: &str = "hesitation_proven";
const DELIBERATE: &str = "hesitation_deliberate";
const DISTURBS: &str = "disturbs_play";
const EXCLUSION: &str = "exclusion_necessary";

/// The kind `tarot.ethics`.
pub static KIND: KindSpec = KindSpec {
    id: "tarot.ethics",
    title: "fft-kind-ethics",
    laws: &[
        GRAVE.citation,
        DISCOURTESY.citation,
        HESITATION_ADMITTED.citation,
        HESITATION_EXCUSE.citation,
        HESITATION_UNPROVEN.citation,
        BIDDING_HESITATION.citation,
        MANNERISM.citation,
        KAMIKAZE.citation,
        DRUNKENNESS.citation,
        LEFT_WITHOUT_CONSENT.citation,
        SMOKING.citation,
        PARTNER_REVEALED.citation,
        super::revoke::LET_ESTABLISH.citation,
        super::misdeal::DEALER_PENALTY.citation,
        principles::NOT_CALLED.citation,
        principles::ETHICS_ANY_TIME.citation,
    ],
    facts: &[
        FactSpec {
            id: FAULT,
            question: "fft-q-ethics-fault",
            domain: Domain::Enum(&[
                EnumValue { value: "discourtesy", label: "fft-v-discourtesy" },
                EnumValue { value: "hesitation_in_play", label: "fft-v-hesitation-play" },
                EnumValue { value: "hesitation_in_bidding", label: "fft-v-hesitation-bid" },
                EnumValue { value: "mannerism", label: "fft-v-mannerism" },
                EnumValue { value: "kamikaze_bid", label: "fft-v-kamikaze" },
                EnumValue { value: "drunkenness", label: "fft-v-drunkenness" },
                EnumValue { value: "left_without_consent", label: "fft-v-left" },
                EnumValue { value: "smoking", label: "fft-v-smoking" },
                EnumValue { value: "failed_to_call_arbiter", label: "fft-v-failed-to-call" },
                EnumValue { value: "partner_revealed", label: "fft-v-partner-revealed" },
                // The two faults other cases hand over to this kind
                // (`ruled_under: tarot.ethics`): the code names the penalty
                // as an ethics one and leaves its measure to this section.
                EnumValue { value: "revoke_let_established", label: "fft-v-revoke-let-established" },
                EnumValue { value: "misdeal_judged_ethics", label: "fft-v-misdeal-ethics" },
            ]),
            rule: GRAVE.id,
        },
        principles::FOUND_BY_FACT,
        principles::CALLED_AT_ONCE_FACT,
        FactSpec { id: EXCUSE, question: "fft-q-excuse-in-hand", domain: Domain::Boolean, rule: HESITATION_EXCUSE.id },
        FactSpec { id: ADMITS, question: "fft-q-admits", domain: Domain::Boolean, rule: HESITATION_ADMITTED.id },
        FactSpec { id: PROVEN, question: "fft-q-proven", domain: Domain::Boolean, rule: HESITATION_UNPROVEN.id },
        FactSpec { id: DELIBERATE, question: "fft-q-deliberate", domain: Domain::Boolean, rule: BIDDING_HESITATION.id },
        FactSpec { id: DISTURBS, question: "fft-q-disturbs", domain: Domain::Boolean, rule: DRUNKENNESS.id },
        FactSpec { id: EXCLUSION, question: "fft-q-exclusion", domain: Domain::Boolean, rule: DRUNKENNESS.id },
        FactSpec { id: RANKING, question: "fft-q-ranking", domain: Domain::Enum(RANKINGS), rule: GRAVE.id },
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
    // Failing to call the arbiter is found by the arbiter himself, later on:
    // the principles' own question would be circular.
    // Smoking is no ethics fault (an « autre cas »), so the ethics faults'
    // « à tout moment » is not its paragraph (a review found it cited
    // beside a summary saying so); nor is it a fault of play, whose end of
    // deal the arbiter waits for: one he sees himself he stops at once,
    // with no principle of the code to cite.
    let arbiter_saw_smoking = fault == "smoking" && ctx.enum_fact(principles::FOUND_BY) == Some("arbiter");
    if fault != "failed_to_call_arbiter" && !arbiter_saw_smoking {
        match principles::apply(ctx, fault != "smoking") {
            Proceed::Yes => {}
            // A hesitation's own questions come in the same round as the
            // principles' (issue 14: one round trip).
            Proceed::Asked => {
                ask_with_the_principles(ctx, fault);
                return Ok(());
            }
            Proceed::Barred => return Ok(()),
        }
    }
    let read_fault = (FAULT, Read::from(fault));
    let rule = match fault {
        "discourtesy" => Some(&DISCOURTESY),
        "mannerism" => Some(&MANNERISM),
        "kamikaze_bid" => Some(&KAMIKAZE),
        "smoking" => {
            smoking(ctx, read_fault);
            return Ok(());
        }
        "partner_revealed" => Some(&PARTNER_REVEALED),
        "failed_to_call_arbiter" => Some(&principles::NOT_CALLED),
        // Renonce: the non-offending side that let an obvious revoke be
        // established and then called is penalised for an ethics fault.
        "revoke_let_established" => Some(&super::revoke::LET_ESTABLISH),
        // Fausse donne, cas particuliers: the arbiter may judge the misdeal
        // an ethics fault of the dealer.
        "misdeal_judged_ethics" => Some(&super::misdeal::DEALER_PENALTY),
        "hesitation_in_play" => hesitation_in_play(ctx),
        "hesitation_in_bidding" => hesitation_in_bidding(ctx),
        "drunkenness" => {
            drunkenness(ctx);
            return Ok(());
        }
        _ => {
            left_without_consent(ctx, read_fault);
            return Ok(());
        }
    };
    // `None`: a fact was asked, or the hesitation is no fault (ruled).
    let Some(rule) = rule else {
        return Ok(());
    };
    ranking_penalty(ctx, fault, rule, read_fault);
    Ok(())
}

/// The questions of the fault asked in the same round as the principles'
/// (issue 14: one round trip): a hesitation's own, and the ranking of a
/// fault penalised on its scale whatever else.
fn ask_with_the_principles(ctx: &mut Ctx<'_>, fault: &str) {
    match fault {
        "hesitation_in_play" => {
            ask_hesitation_questions(ctx);
        }
        "hesitation_in_bidding" => {
            if ctx.bool_fact(DELIBERATE).is_none() {
                ctx.ask(DELIBERATE);
            }
            if ctx.enum_fact(RANKING).is_none() {
                ctx.ask(RANKING);
            }
        }
        // A fault penalised on the ranking's scale whatever
        // else: the ranking comes in the same round.
        "discourtesy"
        | "mannerism"
        | "kamikaze_bid"
        | "partner_revealed"
        | "revoke_let_established"
        | "misdeal_judged_ethics"
            if ctx.enum_fact(RANKING).is_none() =>
        {
            ctx.ask(RANKING);
        }
        _ => {}
    }
}

/// Smoking (« Autres cas »), the standard penalty whatever the ranking.
fn smoking(ctx: &mut Ctx<'_>, read_fault: (&str, Read<'_>)) {
    // Not an ethics fault: the code lists it among its « autres cas »
    // with « pénalité » and no amount, so the ranking scale of the
    // ethics faults does not apply; the code's penalty wherever it
    // names one is 100 points (the ruleset's standard penalty).
    ctx.consult(&SMOKING, true, &[read_fault], None);
    let points = params(ctx).standard_penalty_points;
    ctx.rectify(Rectification::PointPenalty { players: TarotRole::Offender, points, ranking: None });
    ctx.summarize("fft-s-smoking-penalty", &[("points", i64::from(points).into())]);
}

/// An unjustified hesitation in the play of the cards: the rule that
/// penalises it (admitted, or proven), or `None` when a fact is asked or
/// it is no fault (the excuse in hand, nothing proven), ruled here.
fn hesitation_in_play(ctx: &mut Ctx<'_>) -> Option<&'static Rule> {
    // Every question that may still decide is asked in one round:
    // the arbiter has the players in front of him, and a thin client
    // draws one screen.
    if ask_hesitation_questions(ctx) {
        return None;
    }
    // The exceptions come first: the excuse in hand makes a pause a
    // legitimate deliberation (whether to play it), admitted or not.
    let Some(excuse) = ctx.bool_fact(EXCUSE) else {
        ctx.ask(EXCUSE);
        return None;
    };
    if excuse {
        ctx.consult(&HESITATION_ADMITTED, false, &[(EXCUSE, Read::from(true))], Some(&HESITATION_EXCUSE));
        ctx.consult(&HESITATION_EXCUSE, true, &[(EXCUSE, Read::from(true))], None);
        ctx.rectify(Rectification::NoSanction { player: TarotRole::Offender });
        ctx.summarize("fft-s-hesitation-excuse", &[]);
        return None;
    }
    let Some(admits) = ctx.bool_fact(ADMITS) else {
        ctx.ask(ADMITS);
        return None;
    };
    if !admits {
        let Some(proven) = ctx.bool_fact(PROVEN) else {
            ctx.ask(PROVEN);
            return None;
        };
        let read = [(ADMITS, Read::from(false)), (PROVEN, Read::from(proven))];
        if !proven {
            ctx.consult(&HESITATION_ADMITTED, false, &read, Some(&HESITATION_UNPROVEN));
            ctx.consult(&HESITATION_UNPROVEN, true, &read, None);
            ctx.rectify(Rectification::NoSanction { player: TarotRole::Offender });
            ctx.summarize("fft-s-hesitation-unproven", &[]);
            return None;
        }
        // Not admitted but established by the arbiter: the fault is
        // proven, which is what the admission stands for.
        ctx.consult(&HESITATION_UNPROVEN, false, &read, None);
    }
    Some(&HESITATION_ADMITTED)
}

/// A hesitation when bidding: its rule when deliberate, or `None` when a
/// fact is asked or it is a reflection, no fault (ruled here).
fn hesitation_in_bidding(ctx: &mut Ctx<'_>) -> Option<&'static Rule> {
    // As in play, one round: whether the pause was deliberate and,
    // since a deliberate one is penalised on the ranking's scale,
    // the ranking with it (issue 14: the hesitation questions come
    // together).
    let Some(deliberate) = ctx.bool_fact(DELIBERATE) else {
        ctx.ask(DELIBERATE);
        if ctx.enum_fact(RANKING).is_none() {
            ctx.ask(RANKING);
        }
        return None;
    };
    if !deliberate {
        ctx.consult(&BIDDING_HESITATION, false, &[(DELIBERATE, Read::from(false))], None);
        // The paragraph that makes a reflection no fault is the one
        // the ruling rests on: cited.
        ctx.cite(&BIDDING_HESITATION.citation);
        ctx.rectify(Rectification::NoSanction { player: TarotRole::Offender });
        ctx.summarize("fft-s-bidding-reflection", &[]);
        return None;
    }
    Some(&BIDDING_HESITATION)
}

/// Drunkenness: nothing without disturbance; a warning when it disturbs
/// play, exclusion when necessary.
fn drunkenness(ctx: &mut Ctx<'_>) {
    let Some(disturbs) = ctx.bool_fact(DISTURBS) else {
        ctx.ask(DISTURBS);
        return;
    };
    if !disturbs {
        ctx.consult(&DRUNKENNESS, false, &[(DISTURBS, Read::from(false))], None);
        // « En cas de perturbation »: the paragraph that sanctions
        // nothing here is the one the ruling rests on.
        ctx.cite(&DRUNKENNESS.citation);
        ctx.rectify(Rectification::NoSanction { player: TarotRole::Offender });
        ctx.summarize("fft-s-drunk-no-disturbance", &[]);
        return;
    }
    let Some(exclude) = ctx.bool_fact(EXCLUSION) else {
        ctx.ask(EXCLUSION);
        return;
    };
    ctx.consult(&DRUNKENNESS, true, &[(DISTURBS, Read::from(true)), (EXCLUSION, Read::from(exclude))], None);
    if exclude {
        ctx.rectify(Rectification::ExcludedFromEvent { player: TarotRole::Offender });
        ctx.summarize("fft-s-drunk-excluded", &[]);
    } else {
        ctx.rectify(Rectification::Warning { player: TarotRole::Offender });
        ctx.summarize("fft-s-drunk-warning", &[]);
    }
}

/// Leaving a tournament without the arbiter's agreement: a suspension from
/// free-deal events.
fn left_without_consent(ctx: &mut Ctx<'_>, read_fault: (&str, Read<'_>)) {
    let months = params(ctx).leaving_without_consent_suspension_months;
    ctx.consult(&LEFT_WITHOUT_CONSENT, true, &[read_fault], None);
    ctx.rectify(Rectification::Suspension { player: TarotRole::Offender, months });
    ctx.summarize("fft-s-left", &[("months", months.into())]);
}

/// A grave fault penalised on the ranking's scale (« Sévérité selon le
/// classement »), under the rule of the fault.
fn ranking_penalty(ctx: &mut Ctx<'_>, fault: &str, rule: &Rule, read_fault: (&str, Read<'_>)) {
    let Some(ranking) = ranking_fact(ctx, RANKING) else {
        ctx.ask(RANKING);
        return;
    };
    ctx.consult(rule, true, &[read_fault], None);
    let points = params(ctx).ethics_penalty_points.points(ranking);
    ctx.consult(&GRAVE, true, &[(RANKING, Read::from(serde_json::to_value(ranking).unwrap_or(Value::Null)))], None);
    let player = if fault == "failed_to_call_arbiter" { TarotRole::PlayersWhoFoundIt } else { TarotRole::Offender };
    ctx.rectify(Rectification::PointPenalty { players: player, points, ranking: Some(ranking) });
    let ranking_label = arbitre_core::text::msg(&format!("fft-v-{}", ranking_id(ranking)));
    ctx.summarize(
        "fft-s-ethics-penalty",
        &[
            ("points", i64::from(points).into()),
            ("ranking_fr", ranking_label.fr.into()),
            ("ranking_en", ranking_label.en.into()),
        ],
    );
}

fn ranking_id(ranking: super::TarotRanking) -> &'static str {
    match ranking {
        super::TarotRanking::Unranked => "unranked",
        super::TarotRanking::FourthSeries => "fourth-series",
        super::TarotRanking::ThirdSeries => "third-series",
        super::TarotRanking::SecondSeries => "second-series",
        super::TarotRanking::FirstSeries => "first-series",
    }
}

/// For a hesitation in play, asks every fact still missing that could
/// decide, most decisive first: the excuse in hand, then whether the player
/// admits it, whether it is proven, and his ranking (the penalty's scale),
/// leaving out those an answer already given makes useless. Returns whether
/// anything was asked.
fn ask_hesitation_questions(ctx: &mut Ctx<'_>) -> bool {
    let excuse = ctx.bool_fact(EXCUSE);
    let admits = ctx.bool_fact(ADMITS);
    let proven = ctx.bool_fact(PROVEN);
    let penalty_possible = excuse != Some(true) && (admits != Some(false) || proven != Some(false));
    let missing = [
        (EXCUSE, excuse.is_none()),
        (ADMITS, excuse != Some(true) && admits.is_none()),
        (PROVEN, excuse != Some(true) && admits != Some(true) && proven.is_none()),
        (RANKING, penalty_possible && ctx.enum_fact(RANKING).is_none()),
    ];
    // Only when a fact that decides the branch is missing: the ranking
    // alone is asked where the penalty is given, as for the other faults.
    if missing[..3].iter().all(|(_, m)| !m) {
        return false;
    }
    for (id, needed) in missing {
        if needed {
            ctx.ask(id);
        }
    }
    true
}

// Test helpers take their values by value (`helper(json!(…))` reads best);
// generated data is small.
#[allow(clippy::needless_pass_by_value, clippy::cast_possible_truncation)]
#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::code::test_support::{applied, has, has_type, rule};
    use arbitre_core::decision::Status;

    fn ethics(extra: serde_json::Value) -> crate::code::test_support::Decision {
        let mut facts = json!({"found_by": "players", "arbiter_called_at_once": true});
        facts.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        rule(KIND.id, facts, &[], None)
    }

    #[test]
    fn the_penalty_grows_with_the_ranking_and_states_it() {
        let low = ethics(json!({"fault": "discourtesy", "offender_ranking": "unranked"}));
        let high = ethics(json!({"fault": "discourtesy", "offender_ranking": "first_series"}));
        assert!(has(&low, json!({"type": "point_penalty", "points": 100, "ranking": "unranked"})));
        assert!(has(&high, json!({"type": "point_penalty", "points": 300, "ranking": "first_series"})));
        assert!(applied(&high).contains(&DISCOURTESY.id.to_owned()));
    }

    #[test]
    fn hesitation_in_play_admitted_proven_unproven_or_with_the_excuse() {
        // Every question that may decide, in one round, most decisive first.
        let asked = ethics(json!({"fault": "hesitation_in_play"}));
        let ids: Vec<&str> = asked.questions.iter().map(|q| q.id.as_str()).collect();
        assert_eq!(ids, vec![EXCUSE, ADMITS, PROVEN, RANKING]);
        // An admission makes the proof useless: it is not asked.
        let asked =
            ethics(json!({"fault": "hesitation_in_play", "excuse_in_hand": false, "player_admits_hesitation": true}));
        let ids: Vec<&str> = asked.questions.iter().map(|q| q.id.as_str()).collect();
        assert_eq!(ids, vec![RANKING]);
        let excuse =
            ethics(json!({"fault": "hesitation_in_play", "excuse_in_hand": true, "player_admits_hesitation": true}));
        assert!(has_type(&excuse, "no_sanction") && !has_type(&excuse, "point_penalty"));
        let unproven = ethics(
            json!({"fault": "hesitation_in_play", "excuse_in_hand": false, "player_admits_hesitation": false, "hesitation_proven": false}),
        );
        assert!(has_type(&unproven, "no_sanction"));
        let admitted = ethics(
            json!({"fault": "hesitation_in_play", "excuse_in_hand": false, "player_admits_hesitation": true, "offender_ranking": "third_series"}),
        );
        assert!(has(&admitted, json!({"type": "point_penalty", "points": 150})));
        let proven = ethics(
            json!({"fault": "hesitation_in_play", "excuse_in_hand": false, "player_admits_hesitation": false, "hesitation_proven": true, "offender_ranking": "unranked"}),
        );
        assert!(has_type(&proven, "point_penalty"));
    }

    #[test]
    fn bidding_hesitation_only_when_deliberate() {
        assert!(has_type(
            &ethics(json!({"fault": "hesitation_in_bidding", "hesitation_deliberate": false})),
            "no_sanction"
        ));
        let d = ethics(
            json!({"fault": "hesitation_in_bidding", "hesitation_deliberate": true, "offender_ranking": "second_series"}),
        );
        assert!(has(&d, json!({"type": "point_penalty", "points": 200})));
        // One round: whether it was deliberate, and the ranking it would be
        // penalised on, asked together; the ranking already given is not.
        let asked =
            |d: &crate::code::test_support::Decision| d.questions.iter().map(|q| q.id.clone()).collect::<Vec<_>>();
        let d = ethics(json!({"fault": "hesitation_in_bidding"}));
        assert_eq!(asked(&d), [DELIBERATE, RANKING]);
        let d = ethics(json!({"fault": "hesitation_in_bidding", "offender_ranking": "unranked"}));
        assert_eq!(asked(&d), [DELIBERATE]);
    }

    #[test]
    fn a_hesitation_reported_alone_asks_everything_in_one_round() {
        let asked = |facts| rule(KIND.id, facts, &[], None).questions.iter().map(|q| q.id.clone()).collect::<Vec<_>>();
        assert_eq!(
            asked(json!({"fault": "hesitation_in_play"})),
            [principles::FOUND_BY, principles::CALLED_AT_ONCE, EXCUSE, ADMITS, PROVEN, RANKING]
        );
        assert_eq!(
            asked(json!({"fault": "hesitation_in_bidding"})),
            [principles::FOUND_BY, principles::CALLED_AT_ONCE, DELIBERATE, RANKING]
        );
        // A fault on the ranking's scale: the ranking with them.
        assert_eq!(asked(json!({"fault": "discourtesy"})), [principles::FOUND_BY, principles::CALLED_AT_ONCE, RANKING]);
        // Drunkenness is no ranking's matter: the principles' two alone.
        assert_eq!(asked(json!({"fault": "drunkenness"})), [principles::FOUND_BY, principles::CALLED_AT_ONCE]);
    }

    #[test]
    fn drunkenness_warning_or_exclusion() {
        let w = ethics(json!({"fault": "drunkenness", "disturbs_play": true, "exclusion_necessary": false}));
        assert!(has(&w, json!({"type": "warning", "player": "offender"})));
        let x = ethics(json!({"fault": "drunkenness", "disturbs_play": true, "exclusion_necessary": true}));
        assert!(has_type(&x, "excluded_from_event"));
        assert!(has_type(&ethics(json!({"fault": "drunkenness", "disturbs_play": false})), "no_sanction"));
    }

    #[test]
    fn leaving_without_consent_is_a_twelve_month_suspension() {
        let d = ethics(json!({"fault": "left_without_consent"}));
        assert_eq!(d.status, Status::Complete);
        assert!(has(&d, json!({"type": "suspension", "months": 12})));
    }

    #[test]
    fn smoking_kamikaze_mannerism_and_failing_to_call_are_penalised() {
        for fault in ["smoking", "kamikaze_bid", "mannerism"] {
            assert!(
                has_type(&ethics(json!({"fault": fault, "offender_ranking": "unranked"})), "point_penalty"),
                "{fault}"
            );
        }
        let d = rule(KIND.id, json!({"fault": "failed_to_call_arbiter", "offender_ranking": "unranked"}), &[], None);
        assert!(has(&d, json!({"type": "point_penalty", "players": "players_who_found_it"})));
    }
}
