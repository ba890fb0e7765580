//! Law 25: legal and illegal changes of call (kind `bridge.change_of_call`),
//! in each edition.
//!
//! Below, the 2007 text. The 2017 text ([`KIND_2017`]) judges the change by
//! intent rather than by "without pause for thought" (A1–A3: a mechanical
//! error or a slip of the tongue, not a loss of concentration, however the
//! player noticed it), renumbers A2–A4 as A4–A6, and lets Law 26 restrict
//! the lead after B1 or B2 (none after a permitted substitution, A1).
//!
//! The base rule (25A1) lets an unintended call be replaced by the intended
//! one; A2 (partner has called since) and A3 (the auction is over) are
//! exceptions to it. Any substitution A does not permit falls under B: LHO
//! may accept it by calling over it (B1); otherwise it is cancelled and the
//! first call stands (B2); 16D applies to the call withdrawn or cancelled (B3).

use crate::game::Read;

use crate::game::{ChoiceSpec, Domain, EnumValue, FactSpec, KindSpec};
use crate::game::{Ctx, InputError, Rule};
use crate::game::{Information, InformationStatus, Party};
use crate::kinds::auction_laws::withdrawn_call_information;
use crate::rectification::Rectification;
use crate::rectification::SharedRectification;
use crate::vocabulary::Role;
use arbitre_core::text;
// The paragraphs of Law 25 (ids and citations) are its laws/ file's.
pub use crate::laws::law25::*;

const AUCTION_OVER: &str = "after_auction_ended";
const UNINTENDED: &str = "first_call_unintended";
const PARTNER_CALLED: &str = "partner_called_since";
const WITHOUT_PAUSE: &str = "changed_without_pause";
const LHO_CALLED: &str = "lho_called_over_first_call";
const LHO_WITHDRAWS: &str = "lho_withdraws_call";
const LHO_ACCEPTS: &str = "lho_accepts_substitute";

/// The kind `bridge.change_of_call`.
pub static KIND: KindSpec = KindSpec {
    id: "bridge.change_of_call",
    title: "law25-kind-title",
    laws: &[
        law25("A", "law25-a-title"),
        law25("B", "law25-b-title"),
        // Law 26 after a substitute LHO accepted (25B1: the first call
        // withdrawn, a different final call).
        crate::kinds::auction_laws::LAW26_A1.citation,
        crate::kinds::auction_laws::LAW26_A2.citation,
        crate::kinds::auction_laws::LAW26_B.citation,
        // Reached through shared rules (the information from the call
        // withdrawn): listed, as a ruling may cite them.
        crate::kinds::law16::D1_WITHDRAWN_CALL.citation,
        crate::kinds::law16::D2_WITHDRAWN_CALL.citation,
    ],
    facts: &[
        FactSpec {
            id: AUCTION_OVER,
            question: "law25-q-auction-over",
            domain: Domain::Boolean,
            rule: A3_AUCTION_OVER.id,
        },
        FactSpec { id: UNINTENDED, question: "law25-q-unintended", domain: Domain::Boolean, rule: A1_UNINTENDED.id },
        FactSpec {
            id: PARTNER_CALLED,
            question: "law25-q-partner-called",
            domain: Domain::Boolean,
            rule: A2_PARTNER_CALLED.id,
        },
        FactSpec {
            id: WITHOUT_PAUSE,
            question: "law25-q-without-pause",
            domain: Domain::Boolean,
            rule: A1_UNINTENDED.id,
        },
        FactSpec { id: LHO_CALLED, question: "law25-q-lho-called", domain: Domain::Boolean, rule: A4_LHO_WITHDRAWS.id },
        crate::kinds::auction_laws::WITHDRAWN_SPECIFIED_SUITS_FACT,
    ],
    choices: &[
        crate::kinds::auction_laws::DECLARER_LEAD_CHOICE,
        ChoiceSpec {
            id: LHO_WITHDRAWS,
            holder: Role::OffendersLho,
            law: law25("A4", "law25-a4-title"),
            options: &[
                EnumValue { value: "withdraw", label: "choice-withdraw" },
                EnumValue { value: "keep", label: "choice-keep" },
            ],
        },
        ChoiceSpec {
            id: LHO_ACCEPTS,
            holder: Role::OffendersLho,
            law: law25("B1", "law25-b1-title"),
            options: crate::kinds::auction_laws::ACCEPT_OR_REFUSE,
        },
    ],
    outcome: crate::kinds::auction_laws::LEAD_OUTCOME,
    record_formats: &[],
    record_facts: None,
    evaluate,
};

/// The kind `bridge.change_of_call` under the 2017 Laws: intent decides
/// (no "without pause for thought"), and Law 26 may follow B1 or B2.
pub static KIND_2017: KindSpec = KindSpec {
    id: "bridge.change_of_call",
    title: "law25-kind-title",
    laws: &[
        law25("A", "law25-a-title"),
        law25("B", "law25-b-title"),
        crate::kinds::law26::A_COMPARABLE.citation,
        crate::kinds::law26::B_NOT_COMPARABLE.citation,
        // Reached through shared rules (information, lead restrictions,
        // adjusted scores, corrections): listed, as a ruling may cite them.
        crate::kinds::law16::D1_WITHDRAWN_CALL.citation,
        crate::kinds::law16::D2_WITHDRAWN_CALL.citation,
        crate::kinds::law23::A1_SAME_MEANING.citation,
        crate::kinds::law23::A2_SUBSET.citation,
        crate::kinds::law23::A3_SAME_PURPOSE.citation,
        // 26A sends a comparable call to the 23C review.
        crate::kinds::law23::C_REVIEW.citation,
    ],
    facts: &[
        FactSpec {
            id: AUCTION_OVER,
            question: "law25-q-auction-over",
            domain: Domain::Boolean,
            rule: A5_2017_AUCTION_OVER.id,
        },
        FactSpec {
            id: UNINTENDED,
            question: "law25-2017-q-unintended",
            domain: Domain::Boolean,
            rule: A2_2017_INTENDED.id,
        },
        FactSpec {
            id: PARTNER_CALLED,
            question: "law25-q-partner-called",
            domain: Domain::Boolean,
            rule: A4_2017_PARTNER_CALLED.id,
        },
        FactSpec {
            id: LHO_CALLED,
            question: "law25-q-lho-called",
            domain: Domain::Boolean,
            rule: A6_2017_LHO_WITHDRAWS.id,
        },
        // Law 23's judgement, asked in 25B's words: after 25B1 the first
        // call is withdrawn and the second stands, after 25B2 the second is
        // cancelled and the first stands; "the replacement" and "the
        // withdrawn call" of Law 23's question named neither (a thin-client
        // probe could not tell which call to compare with which).
        FactSpec { question: "law25-q-comparable", ..crate::kinds::law23::COMPARABLE_FACT },
        // The 23C review's adjusted score.
        crate::kinds::law12::ADJUSTED_SCORE_FACT,
        crate::kinds::law12::OFFENDING_SIDE_AT_FAULT_FACT,
        crate::kinds::law12::BOARD_DECLARER_FACT,
        crate::kinds::law12::BOARD_VULNERABLE_FACT,
    ],
    choices: &[
        crate::kinds::auction_laws::DECLARER_LEAD_CHOICE,
        ChoiceSpec {
            id: LHO_WITHDRAWS,
            holder: Role::OffendersLho,
            law: law25("A6", "law25-2017-a6-title"),
            options: &[
                EnumValue { value: "withdraw", label: "choice-withdraw" },
                EnumValue { value: "keep", label: "choice-keep" },
            ],
        },
        ChoiceSpec {
            id: LHO_ACCEPTS,
            holder: Role::OffendersLho,
            law: law25("B1", "law25-b1-title"),
            options: crate::kinds::auction_laws::ACCEPT_OR_REFUSE,
        },
    ],
    outcome: &[crate::kinds::auction_laws::OFFENDER_BECOMES_FIELD],
    record_formats: &[],
    record_facts: None,
    evaluate: evaluate_2017,
};

fn evaluate_2017(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let Some(over) = ctx.bool_fact(AUCTION_OVER) else {
        ctx.ask(AUCTION_OVER);
        return Ok(());
    };
    if over {
        ctx.consult(&A5_2017_AUCTION_OVER, true, &[(AUCTION_OVER, Read::from(true))], None);
        ctx.rectify(Rectification::FirstCallStands { player: Role::Offender });
        ctx.summarize("law25-summary-a3", &[]);
        return Ok(());
    }
    let Some(unintended) = ctx.bool_fact(UNINTENDED) else {
        ctx.ask(UNINTENDED);
        return Ok(());
    };
    let read = [(UNINTENDED, Read::from(unintended))];
    if !unintended {
        // A2: he made the call he meant to make; the change is a change of
        // mind, which only B governs.
        ctx.consult(&A2_2017_INTENDED, true, &read, None);
        ctx.consult(&A1_2017_UNINTENDED, false, &read, Some(&A2_2017_INTENDED));
        return substitution_not_permitted_2017(ctx);
    }
    let Some(partner_called) = ctx.bool_fact(PARTNER_CALLED) else {
        ctx.ask(PARTNER_CALLED);
        return Ok(());
    };
    if partner_called {
        let read = [(PARTNER_CALLED, Read::from(true))];
        ctx.consult(&A1_2017_UNINTENDED, false, &read, Some(&A4_2017_PARTNER_CALLED));
        ctx.consult(&A4_2017_PARTNER_CALLED, true, &read, None);
        return substitution_not_permitted_2017(ctx);
    }
    // A1 (A3: however he noticed it): the intended call replaces it, and no
    // lead restriction follows.
    ctx.consult(&A1_2017_UNINTENDED, true, &read, None);
    ctx.rectify(Rectification::IntendedCallReplaces { player: Role::Offender });
    // The unintended call is withdrawn as the laws provide: 16C1 makes what
    // it showed authorized to the non-offending side and unauthorized to
    // the offending side (25A1 sets aside only Law 26; the issue on the 2017
    // Laws names this flag). Under 2007 the ruling is as it was.
    crate::kinds::auction_laws::information_from_cancelled_calls(ctx, "law25-2017-info-unintended-withdrawn");
    let Some(lho_called) = ctx.bool_fact(LHO_CALLED) else {
        ctx.ask(LHO_CALLED);
        return Ok(());
    };
    if !lho_called {
        ctx.summarize("law25-summary-a1", &[]);
        return Ok(());
    }
    lho_may_withdraw(ctx, &A6_2017_LHO_WITHDRAWS);
    Ok(())
}

/// 2017 25B1–B3: as in 2007, then Law 26 on the call withdrawn (B1) or
/// cancelled (B2), judged against the call that stands (23A).
///
/// A comparable call: 25B sends to Law 26 ("Law 26 may apply"), whose A
/// says that after a comparable replacement there is no lead restriction,
/// Law 16C does not apply, and 23C does. B3's general "16C applies to any
/// call withdrawn or cancelled" gives way to that paragraph, as it does on
/// every other comparable path (27B1(b), 30B1(b)(i), 31A2(a), 32A2(a)); a
/// probe found 26A cited beside 16C2 and no 23C review.
fn substitution_not_permitted_2017(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    if ctx.chosen(LHO_ACCEPTS).is_none() {
        substitution_not_permitted(ctx);
        return Ok(());
    }
    let Some(judgement) = ctx.enum_fact(crate::kinds::law23::COMPARABLE) else {
        // B1 or B2 ruled, with B3's 16C until a comparable call sets it
        // aside (the published ruling on a pass the player tried to change
        // states it: the EBU TD forum's "Law 25A2").
        substitution_ruled(ctx, true);
        ctx.ask(crate::kinds::law23::COMPARABLE);
        return Ok(());
    };
    let comparable = crate::kinds::law23::judge(ctx, judgement);
    substitution_ruled(ctx, !comparable);
    if comparable {
        crate::kinds::law26::after_comparable_call(ctx);
        crate::kinds::law23::review_assistance(ctx);
    } else {
        crate::kinds::law26::after_other_call(ctx);
    }
    Ok(())
}

fn evaluate(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let Some(over) = ctx.bool_fact(AUCTION_OVER) else {
        ctx.ask(AUCTION_OVER);
        return Ok(());
    };
    if over {
        ctx.consult(&A3_AUCTION_OVER, true, &[(AUCTION_OVER, Read::from(true))], None);
        ctx.rectify(Rectification::FirstCallStands { player: Role::Offender });
        ctx.summarize("law25-summary-a3", &[]);
        return Ok(());
    }
    let Some(unintended) = ctx.bool_fact(UNINTENDED) else {
        ctx.ask(UNINTENDED);
        return Ok(());
    };
    if unintended {
        let Some(partner_called) = ctx.bool_fact(PARTNER_CALLED) else {
            ctx.ask(PARTNER_CALLED);
            return Ok(());
        };
        let permitted = if partner_called {
            ctx.consult(&A1_UNINTENDED, false, &[(PARTNER_CALLED, Read::from(true))], Some(&A2_PARTNER_CALLED));
            ctx.consult(&A2_PARTNER_CALLED, true, &[(PARTNER_CALLED, Read::from(true))], None);
            false
        } else {
            let Some(without_pause) = ctx.bool_fact(WITHOUT_PAUSE) else {
                ctx.ask(WITHOUT_PAUSE);
                return Ok(());
            };
            ctx.consult(&A1_UNINTENDED, without_pause, &[(WITHOUT_PAUSE, Read::from(without_pause))], None);
            without_pause
        };
        if permitted {
            return intended_call_replaces(ctx);
        }
    } else {
        ctx.consult(&A1_UNINTENDED, false, &[(UNINTENDED, Read::from(false))], Some(&B1_ACCEPTED));
    }
    substitution_not_permitted(ctx);
    // 25B1 accepted: the first call is withdrawn and the substitute, a
    // different call, stands. Law 26's preamble covers exactly that (an
    // offender who withdraws a call and makes a different final call at
    // that turn, then defends), though 25B does not send there in so many
    // words, as 2017's does (a probe found the 2007 ruling closed with no
    // Law 26 and the outcome refused).
    if ctx.chosen(LHO_ACCEPTS) == Some("accept") {
        crate::kinds::auction_laws::lead_restrictions(ctx);
    }
    Ok(())
}

/// 25A1 and A4.
fn intended_call_replaces(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    ctx.rectify(Rectification::IntendedCallReplaces { player: Role::Offender });
    let Some(lho_called) = ctx.bool_fact(LHO_CALLED) else {
        ctx.ask(LHO_CALLED);
        return Ok(());
    };
    if !lho_called {
        ctx.summarize("law25-summary-a1", &[]);
        return Ok(());
    }
    lho_may_withdraw(ctx, &A4_LHO_WITHDRAWS);
    Ok(())
}

/// 25A4 (2007) / A6 (2017): LHO may withdraw the call he made over the
/// first call; what it showed is authorized to his side only.
fn lho_may_withdraw(ctx: &mut Ctx<'_>, rule: &Rule) {
    match ctx.chosen(LHO_WITHDRAWS) {
        None => {
            // A decision that waits for an election cites the paragraph
            // that gives it (a probe found such decisions citing nothing).
            ctx.cite(&rule.citation);
            ctx.offer(
                LHO_WITHDRAWS,
                vec![
                    ("withdraw", vec![SharedRectification::CallCancelled { player: Role::OffendersLho }]),
                    ("keep", vec![]),
                ],
            );
            ctx.summarize("law25-summary-a4-offer", &[]);
        }
        Some("withdraw") => {
            ctx.consult(rule, true, &[(LHO_WITHDRAWS, Read::from("withdraw"))], None);
            ctx.rectify(SharedRectification::CallCancelled { player: Role::OffendersLho });
            // A4: what LHO's withdrawn call showed is authorized to his side
            // only; "there is no further rectification".
            ctx.inform(Information {
                status: InformationStatus::Authorized,
                holder: Party::NonOffendingSide,
                about: text::msg("law25-info-lho-withdrawn"),
                citation: ctx.citation(&rule.citation),
            });
            ctx.inform(Information {
                status: InformationStatus::Unauthorized,
                holder: Party::OffendingSide,
                about: text::msg("law25-info-lho-withdrawn"),
                citation: ctx.citation(&rule.citation),
            });
            ctx.summarize("law25-summary-a4-withdrawn", &[]);
        }
        Some(_) => {
            ctx.consult(rule, false, &[(LHO_WITHDRAWS, Read::from("keep"))], None);
            ctx.summarize("law25-summary-a4-kept", &[]);
        }
    }
}

/// 25B1–B3.
fn substitution_not_permitted(ctx: &mut Ctx<'_>) {
    substitution_ruled(ctx, true);
}

/// 25B1–B3, B3's Law 16C stated when `information_16c`, set aside when not
/// (after a comparable call, 2017 26A).
fn substitution_ruled(ctx: &mut Ctx<'_>, information_16c: bool) {
    let information = |ctx: &mut Ctx<'_>| {
        if information_16c {
            ctx.consult(&B3_16D, true, &[], None);
            withdrawn_call_information(ctx);
        } else {
            ctx.consult(&B3_16D, false, &[], Some(&crate::kinds::law26::A_COMPARABLE));
        }
    };
    let comparable = !information_16c;
    match ctx.chosen(LHO_ACCEPTS) {
        None => {
            // The paragraphs of the election, cited while it waits.
            ctx.cite(&B1_ACCEPTED.citation);
            ctx.cite(&B2_CANCELLED.citation);
            ctx.offer(
                LHO_ACCEPTS,
                vec![
                    ("accept", crate::consequences![Rectification::CallAccepted { player: Role::Offender }]),
                    (
                        "refuse",
                        crate::consequences![
                            SharedRectification::CallCancelled { player: Role::Offender },
                            Rectification::FirstCallStands { player: Role::Offender },
                        ],
                    ),
                ],
            );
            ctx.summarize("law25-summary-b-offer", &[]);
        }
        Some("accept") => {
            ctx.consult(&B1_ACCEPTED, true, &[(LHO_ACCEPTS, Read::from("accept"))], None);
            // The first call is withdrawn and the substitute stands.
            ctx.rectify(Rectification::CallAccepted { player: Role::Offender });
            information(ctx);
            ctx.summarize(if comparable { "law25-2017-summary-b1-comparable" } else { "law25-summary-b1" }, &[]);
        }
        Some(_) => {
            ctx.consult(&B1_ACCEPTED, false, &[(LHO_ACCEPTS, Read::from("refuse"))], None);
            ctx.consult(&B2_CANCELLED, true, &[], None);
            ctx.rectify(SharedRectification::CallCancelled { player: Role::Offender });
            ctx.rectify(Rectification::FirstCallStands { player: Role::Offender });
            information(ctx);
            ctx.summarize(if comparable { "law25-2017-summary-b2-comparable" } else { "law25-summary-b2" }, &[]);
        }
    }
}
