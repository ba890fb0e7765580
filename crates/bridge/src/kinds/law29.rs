//! Law 29: the procedure after a call out of rotation (kind
//! `bridge.call_out_of_rotation`), which dispatches to Laws 28, 30, 31, 32
//! and 25.
//!
//! The order follows the laws' own exception structure:
//! 1. 28A: a call at RHO's turn when RHO had to pass is in rotation;
//! 2. 28B: RHO calling in turn before the ruling cancels it;
//! 3. 30B3, 31 (the footnote to B; under 2017 also 32C): at LHO's turn
//!    (after a bid, or once the offender had called) it is a change of
//!    call: Law 25;
//! 4. 29A: LHO may accept it by calling (never an inadmissible double);
//! 5. 29B: otherwise it is cancelled, the turn reverts, and 30 (pass), 31
//!    (bid, artificial pass — 30C) or 32 (double, redouble) apply.

use crate::game::Read;

use crate::game::{ChoiceSpec, CitationSpec, Domain, EnumValue, FactSpec, KindSpec};
use crate::game::{Ctx, InputError};
use crate::kinds::auction_laws::{
    OFFENDER_BECOMES_FIELD, SUITS_SHOWN_FIELD, WITHDRAWN_SPECIFIED_SUITS_FACT, withdrawn_call_information,
};
use crate::kinds::law17;
use crate::kinds::law28;
use crate::kinds::law30::{self, TurnOf};
use crate::kinds::law31;
use crate::kinds::law32;
use crate::kinds::law36;
use crate::rectification::Rectification;
use crate::rectification::SharedRectification;
use crate::vocabulary::Role;
// The paragraphs of Law 29 (ids and citations) are its laws/ file's.
pub use crate::laws::law29::*;

// The facts Laws 30 to 32 read too are the out-of-rotation vocabulary's.
pub(crate) use crate::kinds::out_of_rotation::{CALL_TYPE, INSUFFICIENT, OFFENDER_HAD_CALLED};
const TURN_OF: &str = "turn_of";
const RHO_REQUIRED_TO_PASS: &str = "rho_required_to_pass";
const RHO_CALLED: &str = "rho_called_before_ruling";
const ANY_BID_BEFORE: &str = "any_bid_before";
const ARTIFICIAL: &str = "artificial";
const INADMISSIBLE: &str = "inadmissible";
const LHO_ACCEPTS: &str = "lho_accepts";

// The facts, election and outcome fields both editions ask.
const CALL_TYPE_FACT: FactSpec = FactSpec {
    id: CALL_TYPE,
    question: "law29-q-call-type",
    domain: Domain::Enum(&[
        EnumValue { value: "pass", label: "law29-v-pass" },
        EnumValue { value: "bid", label: "law29-v-bid" },
        EnumValue { value: "double_or_redouble", label: "law29-v-double" },
    ]),
    rule: B_CANCELLED.id,
};
const TURN_OF_FACT: FactSpec = FactSpec {
    id: TURN_OF,
    question: "law29-q-turn-of",
    domain: Domain::Enum(&[
        EnumValue { value: "rho", label: "law29-v-rho" },
        EnumValue { value: "partner", label: "law29-v-partner" },
        EnumValue { value: "lho", label: "law29-v-lho" },
    ]),
    rule: B_CANCELLED.id,
};
const RHO_REQUIRED_TO_PASS_FACT: FactSpec = FactSpec {
    id: RHO_REQUIRED_TO_PASS,
    question: "law29-q-rho-required-to-pass",
    domain: Domain::Boolean,
    rule: law28::A_RHO_MUST_PASS.id,
};
const RHO_CALLED_FACT: FactSpec = FactSpec {
    id: RHO_CALLED,
    question: "law29-q-rho-called",
    domain: Domain::Boolean,
    rule: law28::B_CALL_IN_TURN_CANCELS.id,
};
const ANY_BID_BEFORE_FACT: FactSpec = FactSpec {
    id: ANY_BID_BEFORE,
    question: "law29-q-any-bid-before",
    domain: Domain::Boolean,
    rule: law30::A_BEFORE_ANY_BID.id,
};
const ARTIFICIAL_FACT: FactSpec = FactSpec {
    id: ARTIFICIAL,
    question: "law29-q-artificial-pass",
    domain: Domain::Boolean,
    rule: law30::C_ARTIFICIAL.id,
};
const OFFENDER_HAD_CALLED_FACT: FactSpec = FactSpec {
    id: OFFENDER_HAD_CALLED,
    question: "law29-q-offender-had-called",
    domain: Domain::Boolean,
    rule: law31::B_PARTNER_OR_LHO.id,
};
const INADMISSIBLE_FACT: FactSpec = FactSpec {
    id: INADMISSIBLE,
    question: "law29-q-inadmissible",
    domain: Domain::Boolean,
    rule: law32::INADMISSIBLE.id,
};
const INSUFFICIENT_FACT: FactSpec = FactSpec {
    id: INSUFFICIENT,
    question: "law29-q-insufficient",
    domain: Domain::Boolean,
    rule: law28::A_RHO_MUST_PASS.id,
};
const LHO_ACCEPTS_CHOICE: ChoiceSpec = ChoiceSpec {
    id: LHO_ACCEPTS,
    holder: Role::OffendersLho,
    law: law29("A", "law29-a-title"),
    options: crate::kinds::auction_laws::ACCEPT_OR_REFUSE,
};
const RHO_ACTION_FIELD: FactSpec = FactSpec {
    id: law31::RHO_ACTION,
    question: "outcome-q-rho-action",
    domain: Domain::Enum(&[
        EnumValue { value: "pass", label: "outcome-v-rho-passed" },
        EnumValue { value: "call", label: "outcome-v-rho-called" },
    ]),
    rule: law31::A1_RHO_PASSES.id,
};

/// The kind `bridge.call_out_of_rotation` under the 2007 Laws.
pub static KIND: KindSpec = KindSpec {
    id: "bridge.call_out_of_rotation",
    title: "law29-kind-title",
    laws: &[
        law29("A", "law29-a-title"),
        law29("B", "law29-b-title"),
        law29("C", "law29-c-title"),
        law28::A_RHO_MUST_PASS.citation,
        law28::B_CALL_IN_TURN_CANCELS.citation,
        law17::E2_2007_REVERTS.citation,
        CitationSpec { code: crate::game::FFB, law: "30", paragraph: "", title: "law30-title" },
        CitationSpec { code: crate::game::FFB, law: "31", paragraph: "", title: "law31-title" },
        CitationSpec { code: crate::game::FFB, law: "32", paragraph: "", title: "law32-title" },
        // Reached through shared rules (information, lead restrictions,
        // adjusted scores, corrections): listed, as a ruling may cite them.
        crate::kinds::law16::D1_WITHDRAWN_CALL.citation,
        crate::kinds::law16::D2_WITHDRAWN_CALL.citation,
        crate::kinds::auction_laws::LAW23.citation,
        crate::kinds::auction_laws::LAW26_A1.citation,
        crate::kinds::auction_laws::LAW26_A2.citation,
        crate::kinds::auction_laws::LAW26_B.citation,
    ],
    facts: &[
        CALL_TYPE_FACT,
        TURN_OF_FACT,
        RHO_REQUIRED_TO_PASS_FACT,
        RHO_CALLED_FACT,
        ANY_BID_BEFORE_FACT,
        ARTIFICIAL_FACT,
        OFFENDER_HAD_CALLED_FACT,
        INADMISSIBLE_FACT,
        INSUFFICIENT_FACT,
        WITHDRAWN_SPECIFIED_SUITS_FACT,
        crate::kinds::law12::ADJUSTED_SCORE_FACT,
        crate::kinds::law12::OFFENDING_SIDE_AT_FAULT_FACT,
        crate::kinds::law12::BOARD_DECLARER_FACT,
        crate::kinds::law12::BOARD_VULNERABLE_FACT,
    ],
    choices: &[crate::kinds::auction_laws::DECLARER_LEAD_CHOICE, LHO_ACCEPTS_CHOICE],
    outcome: &[
        RHO_ACTION_FIELD,
        FactSpec {
            id: law31::REPEATS_DENOMINATION,
            question: "outcome-q-repeats-denomination",
            domain: Domain::Boolean,
            rule: law31::A2A_REPEATS.id,
        },
        crate::kinds::auction_laws::DIFFERENT_CALL_FIELD,
        OFFENDER_BECOMES_FIELD,
        SUITS_SHOWN_FIELD,
        law17::reverted_to_field(&law17::E2_2007_REVERTS),
    ],
    record_formats: &["pbn", "lin", "json"],
    record_facts: Some(crate::kinds::auction_facts::call_out_of_rotation),
    evaluate: |ctx| crate::kinds::law37::after(ctx, evaluate),
};

/// 2017: whether the offender had called before (30B1, 31B: at LHO's turn
/// before he had called, the partner's-turn paragraphs apply; after, a
/// change of call).
const OFFENDER_HAD_CALLED_2017_FACT: FactSpec = FactSpec {
    id: OFFENDER_HAD_CALLED,
    question: "law29-q-offender-had-called",
    domain: Domain::Boolean,
    rule: law31::C_2017_LHOS_TURN.id,
};

/// The kind `bridge.call_out_of_rotation` under the 2017 Laws: the same
/// facts but the 2007 "has anyone bid?" (30 now turns on whose turn it was)
/// and the suits of the withdrawn call (26B now names the suits the offender
/// did not specify); the outcome asks whether the offender's call at his
/// turn was comparable (23A) instead of whether it repeated the denomination.
pub static KIND_2017: KindSpec = KindSpec {
    id: "bridge.call_out_of_rotation",
    title: "law29-kind-title",
    laws: &[
        law29("A", "law29-a-title"),
        law29("B", "law29-b-title"),
        law29("C", "law29-c-title"),
        law28::A_RHO_MUST_PASS.citation,
        law28::B_CALL_IN_TURN_CANCELS.citation,
        law17::D3_2017_REVERTS.citation,
        CitationSpec { code: crate::game::FFB, law: "30", paragraph: "", title: "law30-title" },
        CitationSpec { code: crate::game::FFB, law: "31", paragraph: "", title: "law31-title" },
        CitationSpec { code: crate::game::FFB, law: "32", paragraph: "", title: "law32-title" },
        crate::kinds::law23::A1_SAME_MEANING.citation,
        crate::kinds::law23::A2_SUBSET.citation,
        crate::kinds::law23::A3_SAME_PURPOSE.citation,
        crate::kinds::law23::C_REVIEW.citation,
        crate::kinds::law26::B_NOT_COMPARABLE.citation,
        crate::kinds::law23::LAW72_C.citation,
        law36::CITATIONS[0],
        law36::CITATIONS[1],
        law36::CITATIONS[2],
        // Reached through shared rules (information, lead restrictions,
        // adjusted scores, corrections): listed, as a ruling may cite them.
        crate::kinds::law16::D1_WITHDRAWN_CALL.citation,
        crate::kinds::law16::D2_WITHDRAWN_CALL.citation,
        crate::kinds::law23::B_NO_RECTIFICATION.citation,
        crate::kinds::law26::A_COMPARABLE.citation,
    ],
    facts: &[
        CALL_TYPE_FACT,
        TURN_OF_FACT,
        RHO_REQUIRED_TO_PASS_FACT,
        RHO_CALLED_FACT,
        ARTIFICIAL_FACT,
        OFFENDER_HAD_CALLED_2017_FACT,
        INADMISSIBLE_FACT,
        INSUFFICIENT_FACT,
        law36::LHO_CALLED_FACT,
        crate::kinds::law12::ADJUSTED_SCORE_FACT,
        crate::kinds::law12::OFFENDING_SIDE_AT_FAULT_FACT,
        crate::kinds::law12::BOARD_DECLARER_FACT,
        crate::kinds::law12::BOARD_VULNERABLE_FACT,
    ],
    choices: &[crate::kinds::auction_laws::DECLARER_LEAD_CHOICE, LHO_ACCEPTS_CHOICE],
    outcome: &[
        RHO_ACTION_FIELD,
        crate::kinds::law23::COMPARABLE_OUTCOME,
        OFFENDER_BECOMES_FIELD,
        law17::reverted_to_field(&law17::D3_2017_REVERTS),
    ],
    record_formats: &["pbn", "lin", "json"],
    record_facts: Some(crate::kinds::auction_facts::call_out_of_rotation),
    evaluate: |ctx| crate::kinds::law37::after(ctx, evaluate_2017),
};

/// The call and whose turn it was, as both editions read them first: what
/// cannot be is refused (an auction reverted past a call that is not a pass,
/// 17; a call said made before the dealer's), and at RHO's turn 28A and 28B
/// may rule it. `None` when the ruling ends there or waits for these facts.
fn call_and_turn<'a>(ctx: &mut Ctx<'a>) -> Result<Option<(&'a str, &'a str, TurnOf)>, InputError> {
    let (Some(call_type), Some(turn)) = (ctx.enum_fact(CALL_TYPE), ctx.enum_fact(TURN_OF)) else {
        ctx.ask(CALL_TYPE);
        ctx.ask(TURN_OF);
        return Ok(None);
    };
    let turn_of = match turn {
        "rho" => TurnOf::Rho,
        "partner" => TurnOf::Partner,
        _ => TurnOf::Lho,
    };
    law17::refuse_unless_a_pass(ctx, call_type)?;
    nothing_called_before_the_dealer(ctx, turn_of)?;
    if turn_of == TurnOf::Rho && in_rotation_or_overtaken(ctx, call_type) {
        return Ok(None);
    }
    Ok(Some((call_type, turn, turn_of)))
}

/// The 2017 order, as the 2007 one: 28A, 28B, then LHO's turn once the
/// offender had called (30B2, 31C, 32C: a change of call), 29A, 29B, and
/// the law of the call (30, 31 — an artificial pass too, 30C — or 32).
fn evaluate_2017(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let Some((call_type, turn, turn_of)) = call_and_turn(ctx)? else {
        return Ok(());
    };
    let read = [(CALL_TYPE, Read::from(call_type)), (TURN_OF, Read::from(turn))];
    // A pass LHO accepted by calling over it (29A) stands whatever it
    // meant: whether it was artificial is not asked then (a probe).
    let accepted = turn_of != TurnOf::Lho && ctx.chosen(LHO_ACCEPTS) == Some("accept");
    let artificial_pass = if call_type == "pass" && !accepted {
        let Some(artificial) = ctx.bool_fact(ARTIFICIAL) else {
            ctx.ask(ARTIFICIAL);
            return Ok(());
        };
        artificial
    } else {
        false
    };
    let Some(double_before_any_bid) = at_lhos_turn_2017(ctx, turn_of, call_type, artificial_pass) else {
        return Ok(());
    };
    let inadmissible = if double_before_any_bid {
        nothing_to_double(ctx)?;
        true
    } else if call_type == "double_or_redouble" {
        let Some(inadmissible) = ctx.bool_fact(INADMISSIBLE) else {
            ctx.ask(INADMISSIBLE);
            return Ok(());
        };
        inadmissible
    } else {
        false
    };
    if inadmissible {
        return inadmissible_double_2017(ctx, turn_of);
    }
    if !accepted_or_refused(ctx, turn_of, false)? {
        return Ok(());
    }
    ctx.consult(&B_CANCELLED, true, &read, None);
    ctx.rectify(SharedRectification::CallCancelled { player: Role::Offender });
    ctx.rectify(Rectification::TurnReverts { to: whose_turn(turn_of) });
    // What the cancelled call conveyed (16C) is stated by each law's branch:
    // after a comparable call 16C2 no longer applies (23B).
    match call_type {
        "pass" if artificial_pass => {
            ctx.consult(&law30::C_ARTIFICIAL, true, &[(ARTIFICIAL, Read::from(true))], None);
            ctx.consult(&C_ARTIFICIAL, true, &[(ARTIFICIAL, Read::from(true))], None);
            law31::call_cancelled_2017(ctx, turn_of);
        }
        "pass" => law30::pass_cancelled_2017(ctx, turn_of),
        "bid" => law31::call_cancelled_2017(ctx, turn_of),
        _ => law32::double_cancelled_2017(ctx, turn_of),
    }
    Ok(())
}

/// 2017, at LHO's turn: once the offender had called, the call is a change
/// of call (30B2, 31C, 32C: Law 25). Returns `Some(whether it is a double
/// before anybody bid)` when the ruling goes on, `None` when it ends here or
/// waits for the fact.
fn at_lhos_turn_2017(ctx: &mut Ctx<'_>, turn_of: TurnOf, call_type: &str, artificial_pass: bool) -> Option<bool> {
    if turn_of != TurnOf::Lho {
        return Some(false);
    }
    let Some(had_called) = ctx.bool_fact(OFFENDER_HAD_CALLED) else {
        ctx.ask(OFFENDER_HAD_CALLED);
        return None;
    };
    // Before the offender has called, a double at LHO's turn is the dealer's
    // RHO doubling before the dealer called: nobody has bid, so it is
    // inadmissible as well as out of rotation (Law 36), not 32C's later call
    // (a probe found it ruled a change of call).
    if call_type == "double_or_redouble" {
        if had_called {
            // 32C: a double or redouble at LHO's turn after a call of the
            // offender's: a change of call.
            law32::double_cancelled_2017(ctx, turn_of);
            return None;
        }
        return Some(true);
    }
    if had_called {
        let had = [(OFFENDER_HAD_CALLED, Read::from(true))];
        if call_type == "pass" && !artificial_pass {
            law30::change_of_call_2017(ctx, &had);
        } else {
            if artificial_pass {
                ctx.consult(&law30::C_ARTIFICIAL, true, &[(ARTIFICIAL, Read::from(true))], None);
            }
            ctx.consult(&law31::C_2017_LHOS_TURN, true, &had, None);
            ctx.rectify(SharedRectification::RuledUnder { kind: "bridge.change_of_call".into(), law: "25".into() });
            ctx.summarize("law29-summary-change-of-call", &[]);
        }
        return None;
    }
    Some(false)
}

/// 2017, an inadmissible double or redouble out of rotation.
fn inadmissible_double_2017(ctx: &mut Ctx<'_>, turn_of: TurnOf) -> Result<(), InputError> {
    // 32 (opening): an inadmissible double or redouble is never
    // accepted, so 29A gives way; Law 36 rules it (36A if LHO called
    // over it, else 36B4).
    never_accepted(ctx)?;
    let Some(lho_called) = ctx.bool_fact(law36::LHO_CALLED) else {
        ctx.ask(law36::LHO_CALLED);
        return Ok(());
    };
    let read = [(INADMISSIBLE, Read::from(true))];
    ctx.consult(&A_ACCEPTED, false, &read, Some(&law32::INADMISSIBLE));
    ctx.consult(&law32::INADMISSIBLE, true, &read, None);
    law36::out_of_rotation(ctx, whose_turn(turn_of), lho_called);
    Ok(())
}

/// What the 2007 path reads of the call before LHO's election: the law of
/// the cancelled call turns on these.
#[derive(Default)]
struct CallFacts2007 {
    /// A pass that was artificial (30C: Law 31).
    artificial_pass: bool,
    /// Whether anyone had bid before (30A or 30B).
    any_bid_before: bool,
    /// An inadmissible double or redouble (32, 36).
    inadmissible: bool,
}

/// The 2007 order: 28A, 28B, then what the call was (some of it a change of
/// call at LHO's turn: Law 25), 29A, 29B, and the law of the call.
fn evaluate(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let Some((call_type, turn, turn_of)) = call_and_turn(ctx)? else {
        return Ok(());
    };
    let read = [(CALL_TYPE, Read::from(call_type)), (TURN_OF, Read::from(turn))];

    // What the call was decides which law follows; some of it sends the
    // case to Law 25 before any election.
    // A call LHO accepted by calling over it (29A) stands whatever it was:
    // what only a cancelled call's law reads is not asked then (a probe).
    let accepted = turn_of != TurnOf::Lho && ctx.chosen(LHO_ACCEPTS) == Some("accept");
    let call_facts = match call_type {
        "pass" if accepted => Some(CallFacts2007::default()),
        "pass" => pass_facts_2007(ctx, turn_of),
        "bid" => bid_facts_2007(ctx, turn_of),
        _ => double_facts_2007(ctx, turn_of)?,
    };
    let Some(CallFacts2007 { artificial_pass, any_bid_before, inadmissible }) = call_facts else {
        return Ok(());
    };

    if !accepted_or_refused(ctx, turn_of, inadmissible)? {
        return Ok(());
    }

    ctx.consult(&B_CANCELLED, true, &read, None);
    ctx.rectify(SharedRectification::CallCancelled { player: Role::Offender });
    ctx.rectify(Rectification::TurnReverts { to: whose_turn(turn_of) });
    withdrawn_call_information(ctx);
    match call_type {
        "pass" if artificial_pass => {
            ctx.consult(&law30::C_ARTIFICIAL, true, &[(ARTIFICIAL, Read::from(true))], None);
            ctx.consult(&C_ARTIFICIAL, true, &[(ARTIFICIAL, Read::from(true))], None);
            law31::call_cancelled(ctx, turn_of, true);
        }
        "pass" => law30::pass_cancelled(ctx, turn_of, any_bid_before),
        "bid" => law31::call_cancelled(ctx, turn_of, false),
        _ => law32::double_cancelled(ctx, turn_of, inadmissible),
    }
    Ok(())
}

/// 2007, a pass not accepted: whether it was artificial and whether anyone
/// had bid, unless it is a change of call at LHO's turn (30B3; an artificial
/// one through 30C and the footnote to 31B). `None` when the ruling ends
/// here or waits for a fact.
fn pass_facts_2007(ctx: &mut Ctx<'_>, turn_of: TurnOf) -> Option<CallFacts2007> {
    let Some(artificial) = ctx.bool_fact(ARTIFICIAL) else {
        ctx.ask(ARTIFICIAL);
        return None;
    };
    // 30C sends every artificial pass to Law 31, whatever came
    // before: whether anyone had bid is asked only of a natural pass
    // (a client probe found it asked and changing nothing).
    let any_bid = if artificial {
        false
    } else {
        let Some(any_bid) = ctx.bool_fact(ANY_BID_BEFORE) else {
            ctx.ask(ANY_BID_BEFORE);
            return None;
        };
        any_bid
    };
    if !artificial && any_bid && turn_of == TurnOf::Lho {
        law30::change_of_call(ctx);
        return None;
    }
    if artificial && turn_of == TurnOf::Lho {
        // 30C sends it to Law 31, whose footnote to B treats a later
        // call at LHO's turn as a change of call (Law 25).
        let Some(had_called) = ctx.bool_fact(OFFENDER_HAD_CALLED) else {
            ctx.ask(OFFENDER_HAD_CALLED);
            return None;
        };
        if had_called {
            ctx.consult(&law30::C_ARTIFICIAL, true, &[(ARTIFICIAL, Read::from(true))], None);
            // The footnote to 31B decides it, cited as such.
            later_call_at_lhos_turn(ctx);
            return None;
        }
    }
    Some(CallFacts2007 { artificial_pass: artificial, any_bid_before: any_bid, inadmissible: false })
}

/// 2007, a bid: a change of call at LHO's turn once the offender had called
/// (the footnote to 31B). `None` when the ruling ends here or waits for the
/// fact.
fn bid_facts_2007(ctx: &mut Ctx<'_>, turn_of: TurnOf) -> Option<CallFacts2007> {
    if turn_of == TurnOf::Lho {
        let Some(had_called) = ctx.bool_fact(OFFENDER_HAD_CALLED) else {
            ctx.ask(OFFENDER_HAD_CALLED);
            return None;
        };
        if had_called {
            // Footnote to 31B: later calls at LHO's turn are changes of call.
            later_call_at_lhos_turn(ctx);
            return None;
        }
    }
    Some(CallFacts2007 { artificial_pass: false, any_bid_before: true, inadmissible: false })
}

/// 2007, a double or redouble: at LHO's turn Law 32 rules it at once;
/// elsewhere, whether it was inadmissible. `None` when the ruling ends here
/// or waits for a fact.
fn double_facts_2007(ctx: &mut Ctx<'_>, turn_of: TurnOf) -> Result<Option<CallFacts2007>, InputError> {
    if turn_of == TurnOf::Lho {
        // After the offender has called: the footnote to 31B, a
        // change of call. Before, nobody has bid (LHO is the dealer):
        // the double is inadmissible too, Law 36 (see the 2017 path).
        let Some(had_called) = ctx.bool_fact(OFFENDER_HAD_CALLED) else {
            ctx.ask(OFFENDER_HAD_CALLED);
            return Ok(None);
        };
        if !had_called {
            nothing_to_double(ctx)?;
        }
        law32::double_cancelled(ctx, turn_of, !had_called);
        return Ok(None);
    }
    let Some(inadmissible) = ctx.bool_fact(INADMISSIBLE) else {
        ctx.ask(INADMISSIBLE);
        return Ok(None);
    };
    Ok(Some(CallFacts2007 { artificial_pass: false, any_bid_before: true, inadmissible }))
}

/// The footnote to 31B (2007): a later call at LHO's turn, once the offender
/// had called, is a change of call (Law 25).
fn later_call_at_lhos_turn(ctx: &mut Ctx<'_>) {
    let read = [(OFFENDER_HAD_CALLED, Read::from(true))];
    ctx.consult(&law31::B_PARTNER_OR_LHO, false, &read, Some(&law31::LATER_CALL_AT_LHOS_TURN));
    ctx.consult(&law31::LATER_CALL_AT_LHOS_TURN, true, &read, None);
    ctx.rectify(SharedRectification::RuledUnder { kind: "bridge.change_of_call".into(), law: "25".into() });
    ctx.summarize("law29-summary-change-of-call", &[]);
}

/// 28A and 28B, at RHO's turn: the call was in rotation after all (RHO had
/// to pass), or RHO called in turn before the ruling and cancelled it.
/// Returns whether the ruling ends there (or waits for these facts).
///
/// 28A makes the call one made in rotation, not a legal one: a double or
/// redouble Law 19 does not allow is then an inadmissible call in turn
/// (Law 36B1-B3, which the service does not rule: said so), and a bid lower
/// than the last is an insufficient bid in turn (Law 27, its own kind). A
/// probe found both ruled "no irregularity", and the insufficient bid sent
/// back and forth between the two kinds.
fn in_rotation_or_overtaken(ctx: &mut Ctx<'_>, call_type: &str) -> bool {
    let Some(must_pass) = ctx.bool_fact(RHO_REQUIRED_TO_PASS) else {
        ctx.ask(RHO_REQUIRED_TO_PASS);
        return true;
    };
    if must_pass {
        // What makes the call irregular once it counts as in rotation: read
        // off the record when it shows the call, else asked.
        let (flaw, known) = match call_type {
            "double_or_redouble" => (INADMISSIBLE, ctx.bool_fact(INADMISSIBLE)),
            "bid" => {
                let recorded = ctx.derived().and_then(|d| d.irregular_call.as_ref()).map(|c| c.insufficient);
                (INSUFFICIENT, recorded.or_else(|| ctx.bool_fact(INSUFFICIENT)))
            }
            _ => (INSUFFICIENT, Some(false)),
        };
        let Some(flawed) = known else {
            ctx.ask(flaw);
            return true;
        };
        let read = [(RHO_REQUIRED_TO_PASS, Read::from(true)), (flaw, Read::from(flawed))];
        if !flawed {
            law28::in_rotation(ctx, &read);
            return true;
        }
        ctx.consult(&law28::A_RHO_MUST_PASS, true, &read, None);
        if flaw == INADMISSIBLE {
            // Law 36 for a call in turn (36B1-B3), which the service does
            // not rule; Law 32 (a double out of rotation) no longer applies.
            ctx.rectify(SharedRectification::NotImplemented { law: "36".into() });
            ctx.summarize("law28-summary-a-inadmissible", &[]);
        } else {
            ctx.rectify(SharedRectification::RuledUnder { kind: "bridge.insufficient_bid".into(), law: "27".into() });
            ctx.summarize("law28-summary-a-insufficient", &[]);
        }
        return true;
    }
    let Some(rho_called) = ctx.bool_fact(RHO_CALLED) else {
        ctx.ask(RHO_CALLED);
        return true;
    };
    if rho_called {
        law28::cancelled_by_call_in_turn(ctx, &[(RHO_CALLED, Read::from(true))]);
        return true;
    }
    false
}

/// 29A: LHO may accept the call by calling over it (never an inadmissible
/// double or redouble). Returns whether the call is cancelled and the
/// rectifications of 29B follow; otherwise the ruling is complete or waits
/// for LHO's election.
///
/// An accepted pass may still be cancelled afterwards: three passes after a
/// call, this one among them, that cost a player his turn send the auction
/// back to him (2017 17D3; 2007 17E2).
fn accepted_or_refused(ctx: &mut Ctx<'_>, turn_of: TurnOf, inadmissible: bool) -> Result<bool, InputError> {
    if inadmissible {
        never_accepted(ctx)?;
        ctx.consult(&law32::INADMISSIBLE, true, &[(INADMISSIBLE, Read::from(true))], Some(&A_ACCEPTED));
    } else {
        match ctx.chosen(LHO_ACCEPTS) {
            None => {
                // The paragraph of the election, cited while it waits.
                ctx.cite(&A_ACCEPTED.citation);
                ctx.offer(
                    LHO_ACCEPTS,
                    vec![
                        ("accept", crate::consequences![Rectification::CallAccepted { player: Role::Offender }]),
                        (
                            "refuse",
                            crate::consequences![
                                SharedRectification::CallCancelled { player: Role::Offender },
                                Rectification::TurnReverts { to: whose_turn(turn_of) },
                            ],
                        ),
                    ],
                );
                ctx.summarize("law29-summary-offer", &[]);
                return Ok(false);
            }
            Some("accept") => {
                ctx.consult(&A_ACCEPTED, true, &[(LHO_ACCEPTS, Read::from("accept"))], None);
                if !law17::reverted_after_accepted_pass(ctx) {
                    ctx.rectify(Rectification::CallAccepted { player: Role::Offender });
                    ctx.summarize("law29-summary-accepted", &[]);
                }
                return Ok(false);
            }
            Some(_) => ctx.consult(&A_ACCEPTED, false, &[(LHO_ACCEPTS, Read::from("refuse"))], None),
        }
    }

    Ok(true)
}

/// 32 (preamble, both editions): an inadmissible double or redouble may
/// never be accepted. LHO's election to accept it is refused, named, rather
/// than ruled as a refusal (a probe).
fn never_accepted(ctx: &Ctx<'_>) -> Result<(), InputError> {
    if ctx.chosen(LHO_ACCEPTS) == Some("accept") {
        return Err(InputError::new(
            "invalid_choice",
            format!("/choices/{LHO_ACCEPTS}"),
            arbitre_core::text::msg("law29-error-inadmissible-accepted"),
        ));
    }
    Ok(())
}

/// At LHO's turn before the offender had called, LHO was the dealer and
/// nobody had called: a bid before, or an insufficient bid, cannot be (a
/// probe found both accepted and ruled). Refused at the fact that says so.
fn nothing_called_before_the_dealer(ctx: &Ctx<'_>, turn_of: TurnOf) -> Result<(), InputError> {
    if turn_of != TurnOf::Lho || ctx.bool_fact(OFFENDER_HAD_CALLED) != Some(false) {
        return Ok(());
    }
    for fact in [ANY_BID_BEFORE, INSUFFICIENT] {
        if ctx.bool_fact(fact) == Some(true) {
            return Err(InputError::new(
                "invalid_fact_value",
                format!("/facts/{fact}"),
                arbitre_core::text::msg("law29-error-nothing-called-before-the-dealer"),
            ));
        }
    }
    Ok(())
}

/// A double at LHO's turn before the offender has called doubles nothing
/// (LHO is the dealer, nobody has bid): "not inadmissible" cannot be true
/// and is refused rather than set aside (a regression probe).
fn nothing_to_double(ctx: &Ctx<'_>) -> Result<(), InputError> {
    if ctx.bool_fact(INADMISSIBLE) == Some(false) {
        return Err(InputError::new(
            "invalid_fact_value",
            format!("/facts/{INADMISSIBLE}"),
            arbitre_core::text::msg("law29-error-double-before-any-bid-admissible"),
        ));
    }
    Ok(())
}

fn whose_turn(turn_of: TurnOf) -> Role {
    match turn_of {
        TurnOf::Rho => Role::OffendersRho,
        TurnOf::Partner => Role::OffendersPartner,
        TurnOf::Lho => Role::OffendersLho,
    }
}
