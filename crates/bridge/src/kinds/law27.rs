//! Law 27: the insufficient bid (kind `bridge.insufficient_bid`), in each
//! edition of the Laws. Below, the 2007 text; the 2017 text differs in B1–B3
//! (see [`KIND_2017`]): B1(a) asks that the lowest sufficient bid specify the
//! same denomination(s), whether or not either call is artificial, and
//! excludes lead restrictions; B1(b) accepts any comparable call (23A);
//! B2 and B3 still silence the partner for the whole auction, with 26B and
//! 72C in place of 26 and 23.
//!
//! The base rule (27B) is that an insufficient bid not accepted must be
//! replaced. Each way of replacing it is its own rule, B1(a) and B1(b) being
//! exceptions that spare the offending side the enforced pass of B2:
//! - A1: LHO may accept it by calling; A2: made out of rotation → Law 31;
//! - B1(a): lowest sufficient bid of the same denomination, neither call
//!   artificial → no rectification, 16D does not apply (but D);
//! - B1(b): a call with the same or a more precise meaning → no rectification (but D);
//! - B2: any other sufficient bid or a pass → partner passes to the end of
//!   the auction; Law 26 lead restrictions; Law 23;
//! - B3: a double or redouble → cancelled, replaced as allowed, partner
//!   passes throughout; 26; 23;
//! - B4: another insufficient bid not accepted by LHO → as B3;
//! - C: a replacement made before the ruling stands, and is ruled as above;
//! - D: after B1, the director reviews at the end of play whether the
//!   insufficient bid helped the offending side.

use crate::game::Read;

use crate::game::Until;
use crate::game::{ChoiceSpec, Domain, EnumValue, FactSpec, KindSpec};
use crate::game::{Ctx, InputError, Rule};
use crate::kinds::auction_laws::{
    LEAD_OUTCOME, WITHDRAWN_SPECIFIED_SUITS_FACT, enforced_pass, lead_restrictions, withdrawn_call_information,
};
use crate::kinds::law12;
use crate::rectification::Rectification;
use crate::rectification::SharedRectification;
use crate::vocabulary::{ReviewReason, Role};
// The paragraphs of Law 27 (ids and citations) are its laws/ file's.
pub use crate::laws::law27::*;

const IN_TURN: &str = "in_turn";
const REPLACEMENT: &str = "replacement";
const ARTIFICIAL: &str = "either_call_artificial";
const SAME_MEANING: &str = "same_or_more_precise_meaning";
const PREMATURE: &str = "replaced_before_ruling";
const LHO_ACCEPTS: &str = "lho_accepts";
const LHO_ACCEPTS_SECOND: &str = "lho_accepts_second_insufficient_bid";

const ACCEPT_OR_NOT: &[EnumValue] = crate::kinds::auction_laws::ACCEPT_OR_REFUSE;

/// The kind `bridge.insufficient_bid`.
pub static KIND: KindSpec = KindSpec {
    id: "bridge.insufficient_bid",
    title: "law27-kind-title",
    laws: &[
        law27("A", "law27-a-title"),
        law27("B", "law27-b-title"),
        law27("C", "law27-c-title"),
        law27("D", "law27-d-title"),
        crate::kinds::auction_laws::LAW26_A2.citation,
        crate::kinds::auction_laws::LAW26_B.citation,
        crate::kinds::auction_laws::LAW23.citation,
        crate::kinds::law16::D2_WITHDRAWN_CALL.citation,
        // Reached through shared rules (information, lead restrictions,
        // adjusted scores, corrections): listed, as a ruling may cite them.
        crate::kinds::law12::C1C_WEIGHTED.citation,
        crate::kinds::law12::C2A_ARTIFICIAL.citation,
        crate::kinds::law12::C1D_ARTIFICIAL_PLAYED.citation,
        crate::kinds::law16::D1_WITHDRAWN_CALL.citation,
        crate::kinds::auction_laws::LAW26_A1.citation,
    ],
    facts: &[
        FactSpec { id: IN_TURN, question: "law27-q-in-turn", domain: Domain::Boolean, rule: A2_OUT_OF_ROTATION.id },
        FactSpec {
            id: REPLACEMENT,
            question: "law27-q-replacement",
            domain: Domain::Enum(&[
                EnumValue { value: "lowest_sufficient_same_denomination", label: "law27-v-lowest-same" },
                EnumValue { value: "other_sufficient_bid", label: "law27-v-other-bid" },
                EnumValue { value: "pass", label: "law27-v-pass" },
                EnumValue { value: "double_or_redouble", label: "law27-v-double" },
                EnumValue { value: "another_insufficient_bid", label: "law27-v-insufficient" },
            ]),
            rule: B_MUST_BE_REPLACED.id,
        },
        FactSpec {
            id: ARTIFICIAL,
            question: "law27-q-artificial",
            domain: Domain::Boolean,
            rule: B1A_LOWEST_SAME_DENOMINATION.id,
        },
        FactSpec {
            id: SAME_MEANING,
            question: "law27-q-same-meaning",
            domain: Domain::Boolean,
            rule: B1B_SAME_MEANING.id,
        },
        WITHDRAWN_SPECIFIED_SUITS_FACT,
        FactSpec { id: PREMATURE, question: "law27-q-premature", domain: Domain::Boolean, rule: C_PREMATURE.id },
        crate::kinds::law12::ADJUSTED_SCORE_FACT,
        crate::kinds::law12::OFFENDING_SIDE_AT_FAULT_FACT,
        crate::kinds::law12::BOARD_DECLARER_FACT,
        crate::kinds::law12::BOARD_VULNERABLE_FACT,
    ],
    choices: &[
        crate::kinds::auction_laws::DECLARER_LEAD_CHOICE,
        ChoiceSpec {
            id: LHO_ACCEPTS,
            holder: Role::OffendersLho,
            law: law27("A1", "law27-a1-title"),
            options: ACCEPT_OR_NOT,
        },
        ChoiceSpec {
            id: LHO_ACCEPTS_SECOND,
            holder: Role::OffendersLho,
            law: law27("B4", "law27-b4-title"),
            options: ACCEPT_OR_NOT,
        },
    ],
    outcome: LEAD_OUTCOME,
    record_formats: &["pbn", "lin", "json"],
    record_facts: Some(crate::kinds::auction_facts::insufficient_bid),
    evaluate: |ctx| crate::kinds::law37::after(ctx, evaluate),
};

/// The replacement, as the 2017 text sorts it (27B1(a) asks that the lowest
/// sufficient bid specify the same denomination(s), artificial or not).
const REPLACEMENT_2017_FACT: FactSpec = FactSpec {
    id: REPLACEMENT,
    question: "law27-2017-q-replacement",
    domain: Domain::Enum(&[
        EnumValue { value: "lowest_sufficient_same_denomination", label: "law27-2017-v-lowest-same" },
        EnumValue { value: "other_sufficient_bid", label: "law27-v-other-bid" },
        EnumValue { value: "pass", label: "law27-v-pass" },
        EnumValue { value: "double_or_redouble", label: "law27-v-double" },
        EnumValue { value: "another_insufficient_bid", label: "law27-v-insufficient" },
    ]),
    rule: B_MUST_BE_REPLACED.id,
};

/// The kind `bridge.insufficient_bid` under the 2017 Laws: 27B1(a) without
/// the 2007 test of artificiality, 27B1(b) judged by 23A, 26B for the lead.
pub static KIND_2017: KindSpec = KindSpec {
    id: "bridge.insufficient_bid",
    title: "law27-kind-title",
    laws: &[
        law27("A", "law27-a-title"),
        law27("B", "law27-b-title"),
        law27("C", "law27-c-title"),
        law27("D", "law27-d-title"),
        crate::kinds::law23::A1_SAME_MEANING.citation,
        crate::kinds::law23::A2_SUBSET.citation,
        crate::kinds::law23::A3_SAME_PURPOSE.citation,
        crate::kinds::law26::B_NOT_COMPARABLE.citation,
        // 26A and 23C after an accepted second insufficient bid judged
        // comparable to the first (27B4 through 27A1).
        crate::kinds::law26::A_COMPARABLE.citation,
        crate::kinds::law23::C_REVIEW.citation,
        crate::kinds::law23::LAW72_C.citation,
        crate::kinds::law16::D2_WITHDRAWN_CALL.citation,
        // A bid by a player required to pass is sent to Law 37 (35B).
        crate::kinds::law37::LAW37,
        // Reached through shared rules (information, lead restrictions,
        // adjusted scores, corrections): listed, as a ruling may cite them.
        crate::kinds::law16::D1_WITHDRAWN_CALL.citation,
        // An artificial score after the 27D review (12C1(d)).
        crate::kinds::law12::C2A_ARTIFICIAL.citation,
        crate::kinds::law12::C1D_ARTIFICIAL_PLAYED.citation,
    ],
    facts: &[
        FactSpec { id: IN_TURN, question: "law27-q-in-turn", domain: Domain::Boolean, rule: A2_OUT_OF_ROTATION.id },
        // 35B: a bid by a player required to pass is Law 37's.
        FactSpec {
            id: crate::kinds::law37::OFFENDER_REQUIRED_TO_PASS,
            question: "law37-q-offender-required-to-pass",
            domain: Domain::Boolean,
            rule: B_MUST_BE_REPLACED.id,
        },
        REPLACEMENT_2017_FACT,
        crate::kinds::law23::COMPARABLE_FACT,
        FactSpec { id: PREMATURE, question: "law27-q-premature", domain: Domain::Boolean, rule: C_PREMATURE.id },
        crate::kinds::law12::ADJUSTED_SCORE_FACT,
        crate::kinds::law12::OFFENDING_SIDE_AT_FAULT_FACT,
        crate::kinds::law12::BOARD_DECLARER_FACT,
        crate::kinds::law12::BOARD_VULNERABLE_FACT,
    ],
    choices: &[
        crate::kinds::auction_laws::DECLARER_LEAD_CHOICE,
        ChoiceSpec {
            id: LHO_ACCEPTS,
            holder: Role::OffendersLho,
            law: law27("A1", "law27-a1-title"),
            options: ACCEPT_OR_NOT,
        },
        ChoiceSpec {
            id: LHO_ACCEPTS_SECOND,
            holder: Role::OffendersLho,
            law: law27("B4", "law27-b4-title"),
            options: ACCEPT_OR_NOT,
        },
    ],
    outcome: &[crate::kinds::auction_laws::OFFENDER_BECOMES_FIELD],
    record_formats: &["pbn", "lin", "json"],
    record_facts: Some(crate::kinds::auction_facts::insufficient_bid_2017),
    evaluate: |ctx| crate::kinds::law37::after(ctx, evaluate_2017),
};

fn evaluate_2017(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    use crate::kinds::law23::{self, COMPARABLE};
    if sent_to_law37(ctx)? {
        return Ok(());
    }
    let Some(replacement) = replaced_by(ctx) else { return Ok(()) };
    if replacement == "lowest_sufficient_same_denomination" {
        ctx.consult(&B1A_2017_SAME_DENOMINATIONS, true, &[(REPLACEMENT, Read::from(replacement))], None);
        no_withdrawn_call_restriction(ctx, &B1A_2017_SAME_DENOMINATIONS);
        review_for_assistance(ctx);
        ctx.summarize("law27-2017-summary-b1a", &[]);
        return Ok(());
    }
    if replacement == "another_insufficient_bid" {
        return match ctx.chosen(LHO_ACCEPTS_SECOND) {
            Some("accept") | None => second_insufficient_bid(ctx),
            Some(_) => {
                ctx.consult(&B4_ANOTHER_INSUFFICIENT, true, &[(LHO_ACCEPTS_SECOND, Read::from("refuse"))], None);
                ctx.rectify(Rectification::CallMustBeReplaced { player: Role::Offender });
                not_comparable_2017(ctx, "law27-summary-b4");
                Ok(())
            }
        };
    }
    // A pass, another sufficient bid, a double or a redouble: B1(b) if the
    // director finds it comparable, otherwise B2 (a bid or a pass) or B3 (a
    // double or redouble, which "except as in B1(b)" is cancelled).
    let Some(judgement) = ctx.enum_fact(COMPARABLE) else {
        ctx.ask(COMPARABLE);
        return Ok(());
    };
    let read = [(REPLACEMENT, Read::from(replacement)), (COMPARABLE, Read::from(judgement))];
    let double = replacement == "double_or_redouble";
    if law23::judge(ctx, judgement) {
        if double {
            ctx.consult(&B3_2017_DOUBLE, false, &read, Some(&B1B_2017_COMPARABLE));
        }
        ctx.consult(&B1B_2017_COMPARABLE, true, &read, None);
        no_withdrawn_call_restriction(ctx, &B1B_2017_COMPARABLE);
        review_for_assistance(ctx);
        ctx.summarize("law27-2017-summary-b1b", &[]);
        return Ok(());
    }
    ctx.consult(&B1B_2017_COMPARABLE, false, &read, None);
    if double {
        ctx.consult(&B3_2017_DOUBLE, true, &read, None);
        ctx.rectify(Rectification::CallMustBeReplaced { player: Role::Offender });
        not_comparable_2017(ctx, "law27-summary-b3");
    } else {
        ctx.consult(&B2_2017_OTHER_CALL, true, &read, None);
        not_comparable_2017(ctx, "law27-summary-b2");
    }
    Ok(())
}

/// 27A2, 27A1 and 27B up to the replacement (both editions): an
/// insufficient bid out of rotation goes to Law 31, LHO may accept it, and
/// otherwise it is cancelled and replaced (27C when that was done before the
/// ruling). Returns the replacement, or `None` when the ruling ends or waits
/// before it.
/// 35B (2017): an insufficient bid made in turn by a player an earlier
/// ruling required to pass is an inadmissible call, and Law 37 governs it,
/// not 27 (a probe's record: a pass out of rotation at RHO's turn withdrawn
/// under 30A, then an insufficient bid at the offender's next turn). Asked
/// only where a record shows an earlier irregularity of the offender's side
/// (its record reader answers "no" when there is none); a director who
/// rules without a record says so in the fact when it is so. Returns
/// whether the bid went to Law 37, or the question was asked.
fn sent_to_law37(ctx: &mut Ctx<'_>) -> Result<bool, InputError> {
    use crate::kinds::law37::{self, OFFENDER_REQUIRED_TO_PASS};
    if ctx.bool_fact(IN_TURN) != Some(true) {
        // Out of rotation, 27A2 sends the bid to Law 31 first.
        return Ok(false);
    }
    let required = match ctx.bool_fact(OFFENDER_REQUIRED_TO_PASS) {
        Some(required) => required,
        None if ctx.record()?.is_some_and(|record| record.auction.is_some()) => {
            ctx.ask(OFFENDER_REQUIRED_TO_PASS);
            return Ok(true);
        }
        None => false,
    };
    Ok(law37::sends_to_law37(ctx, required, &B_MUST_BE_REPLACED))
}

fn replaced_by<'a>(ctx: &mut Ctx<'a>) -> Option<&'a str> {
    let Some(in_turn) = ctx.bool_fact(IN_TURN) else {
        ctx.ask(IN_TURN);
        return None;
    };
    if !in_turn {
        ctx.consult(&A2_OUT_OF_ROTATION, true, &[(IN_TURN, Read::from(false))], None);
        ctx.rectify(SharedRectification::RuledUnder { kind: "bridge.call_out_of_rotation".into(), law: "31".into() });
        ctx.summarize("law27-summary-out-of-rotation", &[]);
        return None;
    }
    let given = ctx.bool_fact(PREMATURE);
    let premature = given == Some(true);
    if !refused(ctx, given) {
        return None;
    }
    ctx.consult(&B_MUST_BE_REPLACED, true, &[], None);
    if premature {
        ctx.consult(&C_PREMATURE, true, &[(PREMATURE, Read::from(true))], None);
    }
    let Some(replacement) = ctx.enum_fact(REPLACEMENT) else {
        if !premature {
            ctx.rectify(Rectification::CallMustBeReplaced { player: Role::Offender });
        }
        ctx.ask(REPLACEMENT);
        return None;
    };
    ctx.rectify(SharedRectification::CallCancelled { player: Role::Offender });
    Some(replacement)
}

/// 27B4 (both editions): LHO may accept the second insufficient bid; until
/// he says, both answers are stated.
fn second_insufficient_bid(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    if ctx.chosen(LHO_ACCEPTS_SECOND).is_none() {
        // The paragraph of the election, cited while it waits.
        ctx.cite(&B4_ANOTHER_INSUFFICIENT.citation);
        ctx.offer(
            LHO_ACCEPTS_SECOND,
            vec![
                ("accept", vec![Rectification::CallAccepted { player: Role::Offender }]),
                (
                    "refuse",
                    vec![
                        Rectification::CallMustBeReplaced { player: Role::Offender },
                        Rectification::MustPass { player: Role::OffendersPartner, until: Until::EndOfAuction },
                    ],
                ),
            ],
        );
        ctx.summarize("law27-summary-offer-second", &[]);
        return Ok(());
    }
    ctx.consult(&B4_ANOTHER_INSUFFICIENT, false, &[(LHO_ACCEPTS_SECOND, Read::from("accept"))], Some(&A1_ACCEPTED));
    ctx.consult(&A1_ACCEPTED, true, &[(LHO_ACCEPTS_SECOND, Read::from("accept"))], None);
    ctx.rectify(Rectification::CallAccepted { player: Role::Offender });
    ctx.summarize("law27-summary-second-accepted", &[]);
    // The first insufficient bid was withdrawn all the same, and replaced
    // by the bid LHO accepted: Law 26 follows, as after any withdrawn call
    // (a probe found the accepted second bid closing the ruling with 16C
    // and no lead restriction). Under 2017 it turns on whether that bid is
    // comparable (26A: no restriction, 16C set aside, 23C; 26B otherwise);
    // under 2007 the accepted bid is the "different final call" of 26's
    // preamble.
    if ctx.ruleset.edition() == crate::parameters::LawsEdition::Laws2017 {
        use crate::kinds::law23::{self, COMPARABLE};
        let Some(judgement) = ctx.enum_fact(COMPARABLE) else {
            withdrawn_call_information(ctx);
            ctx.ask(COMPARABLE);
            return Ok(());
        };
        if law23::judge(ctx, judgement) {
            crate::kinds::law26::after_comparable_call(ctx);
            no_withdrawn_call_restriction(ctx, &crate::kinds::law26::A_COMPARABLE);
            law23::review_assistance(ctx);
        } else {
            withdrawn_call_information(ctx);
            crate::kinds::law26::after_other_call(ctx);
        }
        return Ok(());
    }
    withdrawn_call_information(ctx);
    lead_restrictions(ctx);
    Ok(())
}

/// 2017 27B1: 16C does not restrict the offenders (and, under B1(a), 26B
/// does not apply); 27D covers any advantage.
fn no_withdrawn_call_restriction(ctx: &mut Ctx<'_>, by: &Rule) {
    ctx.consult(&crate::kinds::law16::D2_WITHDRAWN_CALL, false, &[], Some(by));
}

/// 2017 27B2, B3 and B4 refused: the partner passes whenever it is his turn
/// (72C), 16C applies, and 26B may restrict the lead.
fn not_comparable_2017(ctx: &mut Ctx<'_>, summary: &str) {
    enforced_pass(ctx, Role::OffendersPartner, Until::EndOfAuction);
    withdrawn_call_information(ctx);
    crate::kinds::law26::after_other_call(ctx);
    ctx.summarize(summary, &[]);
}

fn evaluate(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let Some(replacement) = replaced_by(ctx) else { return Ok(()) };
    match replacement {
        "lowest_sufficient_same_denomination" => {
            let Some(artificial) = ctx.bool_fact(ARTIFICIAL) else {
                ctx.ask(ARTIFICIAL);
                return Ok(());
            };
            let read = [(REPLACEMENT, Read::from(replacement)), (ARTIFICIAL, Read::from(artificial))];
            if !artificial {
                ctx.consult(&B1A_LOWEST_SAME_DENOMINATION, true, &read, None);
                review_for_assistance(ctx);
                ctx.summarize("law27-summary-b1a", &[]);
                return Ok(());
            }
            ctx.consult(&B1A_LOWEST_SAME_DENOMINATION, false, &read, None);
            by_meaning(ctx, replacement)
        }
        "other_sufficient_bid" | "pass" => by_meaning(ctx, replacement),
        "double_or_redouble" => {
            let Some(same) = ctx.bool_fact(SAME_MEANING) else {
                ctx.ask(SAME_MEANING);
                return Ok(());
            };
            let read = [(REPLACEMENT, Read::from(replacement)), (SAME_MEANING, Read::from(same))];
            if same {
                // B3 opens with "except as in B1(b)": a double with the same
                // meaning is ruled under B1(b).
                ctx.consult(&B3_DOUBLE, false, &read, Some(&B1B_SAME_MEANING));
                same_meaning(ctx, &read);
                return Ok(());
            }
            ctx.consult(&B3_DOUBLE, true, &read, None);
            double_cancelled(ctx, "law27-summary-b3")
        }
        _ => {
            // B4: LHO may accept the second insufficient bid (27A).
            match ctx.chosen(LHO_ACCEPTS_SECOND) {
                None | Some("accept") => second_insufficient_bid(ctx),
                Some(_) => {
                    ctx.consult(&B4_ANOTHER_INSUFFICIENT, true, &[(LHO_ACCEPTS_SECOND, Read::from("refuse"))], None);
                    double_cancelled(ctx, "law27-summary-b4")
                }
            }
        }
    }
}

/// 27A1 (and 27C when replaced before the ruling, `given` being the
/// director's answer if he gave it): LHO may accept the insufficient bid by
/// calling. Returns whether it was refused, so that 27B follows; otherwise
/// the ruling is complete or waits for his election or that answer.
fn refused(ctx: &mut Ctx<'_>, given: Option<bool>) -> bool {
    let premature = given == Some(true);
    match ctx.chosen(LHO_ACCEPTS) {
        None => {
            // The paragraphs of the election, cited while it waits (a probe
            // found such decisions citing nothing).
            ctx.cite(&A1_ACCEPTED.citation);
            if premature {
                ctx.cite(&C_PREMATURE.citation);
            }
            ctx.cite(&B_MUST_BE_REPLACED.citation);
            // 27C: replaced before the ruling, the replacement already made
            // stands if legal and 27B applies to it: nothing left to replace
            // (a probe found "must be replaced" offered).
            let refused =
                if premature { Vec::new() } else { vec![Rectification::CallMustBeReplaced { player: Role::Offender }] };
            ctx.offer(
                LHO_ACCEPTS,
                vec![("accept", vec![Rectification::CallAccepted { player: Role::Offender }]), ("refuse", refused)],
            );
            ctx.summarize(if premature { "law27-summary-offer-premature" } else { "law27-summary-offer" }, &[]);
            return false;
        }
        Some("accept") => {
            ctx.consult(&A1_ACCEPTED, true, &[(LHO_ACCEPTS, Read::from("accept"))], None);
            ctx.rectify(Rectification::CallAccepted { player: Role::Offender });
            // Accepted, a replacement the offender already made is withdrawn
            // (27C), and what it showed is information under 16C: whether
            // there was one is asked (an auction probe, after EBU forum 837:
            // 1NT X P 1H, West passed before the director came, North
            // accepted 1H; the ruling had said "nothing more").
            let Some(premature) = given else {
                ctx.ask(PREMATURE);
                return false;
            };
            if premature {
                // 27C: the replacement goes, the accepted insufficient bid
                // stays; 16D applies to the withdrawn replacement.
                ctx.consult(&C_PREMATURE, true, &[(PREMATURE, Read::from(true))], Some(&A1_ACCEPTED));
                withdrawn_call_information(ctx);
            }
            // The summary says the replacement goes (a thin-client probe
            // read "with nothing more" beside 27C and 16C's flags).
            ctx.summarize(if premature { "law27-summary-accepted-premature" } else { "law27-summary-accepted" }, &[]);
            return false;
        }
        Some(_) => {
            ctx.consult(&A1_ACCEPTED, false, &[(LHO_ACCEPTS, Read::from("refuse"))], None);
        }
    }
    true
}

/// B1(b) or B2, by the meaning of the replacement.
fn by_meaning(ctx: &mut Ctx<'_>, replacement: &str) -> Result<(), InputError> {
    let Some(same) = ctx.bool_fact(SAME_MEANING) else {
        ctx.ask(SAME_MEANING);
        return Ok(());
    };
    let read = [(REPLACEMENT, Read::from(replacement)), (SAME_MEANING, Read::from(same))];
    if same {
        same_meaning(ctx, &read);
        return Ok(());
    }
    ctx.consult(&B1B_SAME_MEANING, false, &read, None);
    ctx.consult(&B2_OTHER_CALL, true, &read, None);
    enforced_pass(ctx, Role::OffendersPartner, Until::EndOfAuction);
    withdrawn_call_information(ctx);
    lead_restrictions(ctx);
    ctx.summarize("law27-summary-b2", &[]);
    Ok(())
}

fn same_meaning(ctx: &mut Ctx<'_>, read: &[(&str, Read<'_>)]) {
    ctx.consult(&B1B_SAME_MEANING, true, read, None);
    review_for_assistance(ctx);
    withdrawn_call_information(ctx);
    ctx.summarize("law27-summary-b1b", &[]);
}

/// B3 (and B4 refused): the call is cancelled and replaced as allowed; the
/// partner passes to the end of the auction.
fn double_cancelled(ctx: &mut Ctx<'_>, summary: &str) -> Result<(), InputError> {
    ctx.rectify(Rectification::CallMustBeReplaced { player: Role::Offender });
    enforced_pass(ctx, Role::OffendersPartner, Until::EndOfAuction);
    withdrawn_call_information(ctx);
    lead_restrictions(ctx);
    ctx.summarize(summary, &[]);
    Ok(())
}

/// 27D: the auction goes on without rectification, but the director checks
/// at the end of play whether the insufficient bid helped the offenders.
///
/// 27D asks the director to seek the probable result without the
/// infraction as nearly as he can ("devrait chercher", "should seek"): the
/// adjustment is Law 12C's, whose C1(d) lets him award an artificial score
/// when the possibilities are numerous or not obvious, in both editions
/// (the same words in the 2007 and the 2017 text). So an artificial score
/// is taken here as after 16B3 or 23C. The 2007 edition had refused it, as
/// if 27D's "probable result" excluded 12C1(d), while its other reviews
/// took it: a probe of the two editions found the inconsistency.
fn review_for_assistance(ctx: &mut Ctx<'_>) {
    ctx.consult(&D_REVIEW, true, &[], None);
    law12::review(ctx, "27D", ReviewReason::InsufficientBidAssistance);
}

// Test helpers take their values by value (`helper(json!(…))` reads best);
// generated data is small.
#[allow(clippy::needless_pass_by_value, clippy::cast_possible_truncation)]
#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde_json::{Value, json};

    use super::*;
    use crate::game::{InformationStatus, Status};
    use crate::kinds::test_support::FFB_2007;
    use crate::kinds::test_support::evaluate;
    use crate::kinds::test_support::{Decision, Incident};
    use crate::rectification::{LeadOption, LeadSuits};

    fn rule(facts: Value, choices: &[(&str, &str)], outcome: Option<Value>) -> Decision {
        let incident = Incident {
            kind: KIND.id.into(),
            facts: serde_json::from_value::<BTreeMap<String, Value>>(facts).expect("facts"),
            record: None,
            choices: choices.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect(),
            outcome,
        };
        evaluate(&incident, &FFB_2007).expect("valid incident")
    }

    fn refused(extra: Value) -> Decision {
        let mut facts = json!({"in_turn": true});
        if let (Some(f), Some(e)) = (facts.as_object_mut(), extra.as_object()) {
            f.extend(e.clone());
        }
        rule(facts, &[(LHO_ACCEPTS, "refuse")], None)
    }

    fn partner_passes_throughout(d: &Decision) -> bool {
        d.rectifications
            .contains(&Rectification::MustPass { player: Role::OffendersPartner, until: Until::EndOfAuction }.into())
    }

    fn reviewed(d: &Decision, reason: ReviewReason) -> bool {
        d.rectifications.iter().any(
            |r| matches!(r.as_shared(), Some(crate::rectification::SharedRectification::DirectorReview { reason: x, .. }) if *x == reason),
        )
    }

    fn unauthorized_for_offenders(d: &Decision) -> bool {
        d.information.iter().any(|i| i.status == InformationStatus::Unauthorized)
    }

    #[test]
    fn a2_out_of_rotation_goes_to_law_31() {
        let d = rule(json!({"in_turn": false}), &[], None);
        assert_eq!(d.status, Status::Complete);
        assert_eq!(
            d.rectifications,
            vec![SharedRectification::RuledUnder { kind: "bridge.call_out_of_rotation".into(), law: "31".into() }]
        );
    }

    #[test]
    fn a1_lho_is_offered_to_accept_and_acceptance_ends_it() {
        let d = rule(json!({"in_turn": true}), &[], None);
        assert_eq!(d.status, Status::AwaitingChoice);
        let choice = d.choice.as_ref().expect("a choice");
        assert_eq!((choice.id.as_str(), choice.holder), (LHO_ACCEPTS, crate::game::Role::OffendersLho));
        assert_eq!(choice.options.len(), 2);
        // Accepted, whether a replacement was already made is asked (27C:
        // it would be withdrawn, with 16C).
        let d = rule(json!({"in_turn": true}), &[(LHO_ACCEPTS, "accept")], None);
        assert_eq!(d.questions.iter().map(|q| q.id.as_str()).collect::<Vec<_>>(), vec![PREMATURE]);
        let d = rule(json!({"in_turn": true, "replaced_before_ruling": false}), &[(LHO_ACCEPTS, "accept")], None);
        assert_eq!(d.status, Status::Complete);
        assert_eq!(d.rectifications, vec![Rectification::CallAccepted { player: Role::Offender }]);
        assert!(d.information.is_empty());
    }

    #[test]
    fn b_a_refused_bid_must_be_replaced_and_the_replacement_is_asked() {
        let d = refused(json!({}));
        assert_eq!(d.status, Status::NeedsFacts);
        assert_eq!(d.questions[0].id, REPLACEMENT);
        assert!(d.rectifications.contains(&Rectification::CallMustBeReplaced { player: Role::Offender }.into()));
    }

    #[test]
    fn b1a_lowest_sufficient_natural_bid_has_no_rectification_and_no_16d() {
        let d = refused(json!({"replacement": "lowest_sufficient_same_denomination", "either_call_artificial": false}));
        assert_eq!(d.status, Status::Complete);
        assert!(!partner_passes_throughout(&d));
        assert!(d.information.is_empty(), "16D does not apply under B1(a)");
        assert!(reviewed(&d, ReviewReason::InsufficientBidAssistance));
        assert!(d.citations.iter().any(|c| c.law == "27" && c.paragraph == "B1(a)"));
    }

    #[test]
    fn b1a_does_not_save_an_artificial_call_which_is_then_judged_by_meaning() {
        let d = refused(json!({"replacement": "lowest_sufficient_same_denomination", "either_call_artificial": true}));
        assert_eq!(d.questions.first().map(|q| q.id.as_str()), Some(SAME_MEANING));
        let d = refused(json!({"replacement": "lowest_sufficient_same_denomination", "either_call_artificial": true,
                               "same_or_more_precise_meaning": false, "withdrawn_call_specified_suits": true}));
        assert!(partner_passes_throughout(&d));
    }

    #[test]
    fn b1b_same_meaning_continues_with_review_and_16d() {
        let d = refused(json!({"replacement": "other_sufficient_bid", "same_or_more_precise_meaning": true}));
        assert_eq!(d.status, Status::Complete);
        assert!(!partner_passes_throughout(&d));
        assert!(reviewed(&d, ReviewReason::InsufficientBidAssistance));
        assert!(unauthorized_for_offenders(&d));
    }

    #[test]
    fn b2_other_call_partner_passes_throughout_with_23_16d_and_26_waiting_for_the_auction() {
        for replacement in ["other_sufficient_bid", "pass"] {
            let d = refused(json!({"replacement": replacement, "same_or_more_precise_meaning": false,
                                   "withdrawn_call_specified_suits": true}));
            assert_eq!(d.status, Status::AwaitingOutcome, "{replacement}");
            assert!(partner_passes_throughout(&d));
            assert!(reviewed(&d, ReviewReason::EnforcedPassDamage));
            assert!(unauthorized_for_offenders(&d));
            assert!(d.conditional.iter().any(|c| c.when == "offender_becomes_defender"));
            assert!(d.citations.iter().any(|c| c.law == "27" && c.paragraph == "B2"));
        }
    }

    /// The information a withdrawn call gives carries the citation of the
    /// paragraph just consulted, as the edition states it (copied from the
    /// ruling's citations: each must be the one stating it afresh gives).
    #[test]
    fn information_carries_the_citation_the_edition_states() {
        use arbitre_core::Edition as _;
        let d = refused(json!({"replacement": "pass", "same_or_more_precise_meaning": false,
                               "withdrawn_call_specified_suits": true}));
        let expected = [&crate::kinds::law16::D1_WITHDRAWN_CALL, &crate::kinds::law16::D2_WITHDRAWN_CALL]
            .map(|rule| FFB_2007.citation(&rule.citation));
        let carried: Vec<_> = d.information.iter().map(|i| i.citation.clone()).collect();
        assert_eq!(carried, expected.to_vec());
        for citation in &expected {
            assert!(d.citations.contains(citation), "{citation:?} cited");
        }
    }

    #[test]
    fn b2_asks_whether_the_withdrawn_call_specified_suits() {
        let d = refused(json!({"replacement": "pass", "same_or_more_precise_meaning": false}));
        assert_eq!(d.questions.first().map(|q| q.id.as_str()), Some("withdrawn_call_specified_suits"));
    }

    #[test]
    fn law26_settles_from_the_outcome() {
        let facts = json!({"in_turn": true, "replacement": "pass", "same_or_more_precise_meaning": false,
                           "withdrawn_call_specified_suits": true});
        let choices = [(LHO_ACCEPTS, "refuse")];
        // A2: a suit not shown by the same player → declarer requires or forbids.
        let d = rule(
            facts.clone(),
            &choices,
            Some(json!({"offender_becomes": "defender", "withdrawn_suits_shown_legally": false})),
        );
        // Declarer now chooses: require, forbid, or leave the lead free.
        assert_eq!(d.status, Status::AwaitingChoice);
        let offered: Vec<&str> =
            d.choice.as_ref().map(|c| c.options.iter().map(|o| o.id.as_str()).collect()).unwrap_or_default();
        assert_eq!(offered, vec!["require", "forbid", "no_restriction"]);
        let settled = rule(
            facts.clone(),
            &[(LHO_ACCEPTS, "refuse"), ("declarer_lead_option", "forbid")],
            Some(json!({"offender_becomes": "defender", "withdrawn_suits_shown_legally": false})),
        );
        assert_eq!(settled.status, Status::Complete);
        assert!(settled.rectifications.iter().any(
            |r| matches!(r.as_bridge(), Some(Rectification::LeadRestriction { options, .. }) if options == &vec![LeadOption::Forbid])
        ));
        assert!(d.rectifications.iter().any(|r| matches!(r.as_bridge(), Some(Rectification::LeadRestriction {
            suits: LeadSuits::WithdrawnCallSuits, options, chosen_by: Role::Declarer, .. }) if options == &vec![LeadOption::Require, LeadOption::Forbid])));
        // A1: all shown by the same player → no restriction.
        let d = rule(
            facts.clone(),
            &choices,
            Some(json!({"offender_becomes": "defender", "withdrawn_suits_shown_legally": true})),
        );
        assert!(!d.rectifications.iter().any(|r| matches!(r.as_bridge(), Some(Rectification::LeadRestriction { .. }))));
        assert!(d.citations.iter().any(|c| c.law == "26" && c.paragraph == "A1"));
        // The offender became declarer: Law 26 does not restrict anyone.
        let d = rule(facts, &choices, Some(json!({"offender_becomes": "declarer"})));
        assert_eq!(d.status, Status::Complete);
        assert!(!d.rectifications.iter().any(|r| matches!(r.as_bridge(), Some(Rectification::LeadRestriction { .. }))));
        // 26B: a call that specified no suit → any one suit may be forbidden.
        let facts = json!({"in_turn": true, "replacement": "pass", "same_or_more_precise_meaning": false,
                           "withdrawn_call_specified_suits": false});
        let d = rule(facts, &choices, Some(json!({"offender_becomes": "defender"})));
        assert!(d.rectifications.iter().any(|r| matches!(r.as_bridge(), Some(Rectification::LeadRestriction {
            suits: LeadSuits::AnyOneSuit, options, .. }) if options == &vec![LeadOption::Forbid])));
    }

    #[test]
    fn b3_a_double_is_cancelled_and_partner_passes_throughout() {
        let d = refused(json!({"replacement": "double_or_redouble", "same_or_more_precise_meaning": false,
                               "withdrawn_call_specified_suits": false}));
        assert!(partner_passes_throughout(&d));
        assert!(d.rectifications.contains(&Rectification::CallMustBeReplaced { player: Role::Offender }.into()));
        assert!(d.citations.iter().any(|c| c.law == "27" && c.paragraph == "B3"));
        // "Except as in B1(b)": a double with the same meaning is not B3.
        let d = refused(json!({"replacement": "double_or_redouble", "same_or_more_precise_meaning": true}));
        assert!(!partner_passes_throughout(&d));
        assert!(d.citations.iter().any(|c| c.paragraph == "B1(b)"));
    }

    #[test]
    fn b4_lho_may_accept_the_second_insufficient_bid_otherwise_as_b3() {
        let d = refused(json!({"replacement": "another_insufficient_bid"}));
        assert_eq!(d.status, Status::AwaitingChoice);
        assert_eq!(d.choice.as_ref().map(|c| c.id.as_str()), Some(LHO_ACCEPTS_SECOND));
        let facts =
            json!({"in_turn": true, "replacement": "another_insufficient_bid", "withdrawn_call_specified_suits": true});
        // Accepted: no enforced pass, and Law 26 for the first bid,
        // withdrawn, waits for what the offender becomes.
        let d = rule(facts.clone(), &[(LHO_ACCEPTS, "refuse"), (LHO_ACCEPTS_SECOND, "accept")], None);
        assert_eq!(d.status, Status::AwaitingOutcome);
        assert!(!partner_passes_throughout(&d));
        assert!(d.citations.iter().any(|c| c.law == "26"));
        let d = rule(facts, &[(LHO_ACCEPTS, "refuse"), (LHO_ACCEPTS_SECOND, "refuse")], None);
        assert!(partner_passes_throughout(&d));
        assert!(d.citations.iter().any(|c| c.paragraph == "B4"));
    }

    #[test]
    fn c_a_premature_replacement_is_not_said_to_be_still_due() {
        // 27C: the replacement is made; refused, the insufficient bid goes
        // and the replacement stands, 27B applying to it.
        let d = rule(json!({"in_turn": true, "replaced_before_ruling": true}), &[], None);
        let choice = d.choice.as_ref().expect("LHO's election");
        let refuse = choice.options.iter().find(|o| o.id == "refuse").expect("refuse");
        assert!(refuse.rectifications.is_empty(), "{:?}", refuse.rectifications);
        let d = rule(json!({"in_turn": true, "replaced_before_ruling": true}), &[(LHO_ACCEPTS, "refuse")], None);
        assert_eq!(d.questions.iter().map(|q| q.id.as_str()).collect::<Vec<_>>(), [REPLACEMENT]);
        assert!(!d.rectifications.contains(&Rectification::CallMustBeReplaced { player: Role::Offender }.into()));
        // Not premature: it must be replaced.
        let d = rule(json!({"in_turn": true}), &[(LHO_ACCEPTS, "refuse")], None);
        assert!(d.rectifications.contains(&Rectification::CallMustBeReplaced { player: Role::Offender }.into()));
    }

    #[test]
    fn c_a_premature_replacement_is_cited_and_ruled_like_any_other() {
        let d = refused(json!({"replaced_before_ruling": true, "replacement": "pass",
                               "same_or_more_precise_meaning": false, "withdrawn_call_specified_suits": false}));
        assert!(d.citations.iter().any(|c| c.paragraph == "C"));
        assert!(partner_passes_throughout(&d));
    }

    #[test]
    fn unknown_options_and_outcome_fields_are_named() {
        let incident = Incident {
            kind: KIND.id.into(),
            facts: BTreeMap::new(),
            record: None,
            choices: [(LHO_ACCEPTS.to_owned(), "maybe".to_owned())].into(),
            outcome: None,
        };
        let error = evaluate(&incident, &FFB_2007).expect_err("bad option");
        assert_eq!((error.code, error.pointer.as_str()), ("invalid_choice", "/choices/lho_accepts"));
        let incident = Incident { choices: BTreeMap::new(), outcome: Some(json!({"declarer": "N"})), ..incident };
        let error = evaluate(&incident, &FFB_2007).expect_err("bad outcome field");
        assert_eq!(error.pointer, "/outcome/declarer");
    }
}
