//! Law 29: the procedure after a call out of rotation (kind
//! `bridge.call_out_of_rotation`), which dispatches to Laws 28, 30, 31, 32
//! and 25.
//!
//! The order follows the laws' own exception structure:
//! 1. 28A: a call at RHO's turn when RHO had to pass is in rotation;
//! 2. 28B: RHO calling in turn before the ruling cancels it;
//! 3. 30B3, 31 (footnote), 32C: at LHO's turn (after a bid, or once the
//!    offender had called) it is a change of call: Law 25;
//! 4. 29A: LHO may accept it by calling (never an inadmissible double);
//! 5. 29B: otherwise it is cancelled, the turn reverts, and 30 (pass), 31
//!    (bid, artificial pass — 30C) or 32 (double, redouble) apply.

use serde_json::Value;

use crate::bridge::auction_laws::{
    OFFENDER_BECOMES_FIELD, SUITS_SHOWN_FIELD, WITHDRAWN_SPECIFIED_SUITS_FACT, withdrawn_call_information,
};
use crate::bridge::law30::{self, TurnOf};
use crate::bridge::{law28, law31, law32};
use crate::catalogue::{ChoiceSpec, CitationSpec, Domain, EnumValue, FactSpec, Game, KindSpec};
use crate::evaluate::{Ctx, InputError, Rule};
use crate::ruling::{Rectification, Role};

const fn law29(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: "FFB 2017", law: "29", paragraph, title }
}

/// 29A: LHO may call over the call out of rotation, forfeiting rectification.
pub const A_ACCEPTED: Rule = Rule { id: "ffb2017.law29.a", citation: law29("A", "law29-a-title") };
/// 29B: otherwise it is cancelled and the turn reverts.
pub const B_CANCELLED: Rule = Rule { id: "ffb2017.law29.b", citation: law29("B", "law29-b-title") };
/// 29C: an artificial call: 30–32 apply to the denominations specified.
pub const C_ARTIFICIAL: Rule = Rule { id: "ffb2017.law29.c", citation: law29("C", "law29-c-title") };

const CALL_TYPE: &str = "call_type";
const TURN_OF: &str = "turn_of";
const RHO_REQUIRED_TO_PASS: &str = "rho_required_to_pass";
const RHO_CALLED: &str = "rho_called_before_ruling";
const ANY_BID_BEFORE: &str = "any_bid_before";
const ARTIFICIAL: &str = "artificial";
const OFFENDER_HAD_CALLED: &str = "offender_had_called";
const INADMISSIBLE: &str = "inadmissible";
const LHO_ACCEPTS: &str = "lho_accepts";

/// The kind `bridge.call_out_of_rotation`.
pub static KIND: KindSpec = KindSpec {
    id: "bridge.call_out_of_rotation",
    game: Game::Bridge,
    title: "law29-kind-title",
    laws: &[
        law29("A", "law29-a-title"),
        law29("B", "law29-b-title"),
        law29("C", "law29-c-title"),
        law28::A_RHO_MUST_PASS.citation,
        law28::B_CALL_IN_TURN_CANCELS.citation,
        CitationSpec { code: "FFB 2017", law: "30", paragraph: "", title: "law30-title" },
        CitationSpec { code: "FFB 2017", law: "31", paragraph: "", title: "law31-title" },
        CitationSpec { code: "FFB 2017", law: "32", paragraph: "", title: "law32-title" },
    ],
    facts: &[
        FactSpec {
            id: CALL_TYPE,
            question: "law29-q-call-type",
            domain: Domain::Enum(&[
                EnumValue { value: "pass", label: "law29-v-pass" },
                EnumValue { value: "bid", label: "law29-v-bid" },
                EnumValue { value: "double_or_redouble", label: "law29-v-double" },
            ]),
            rule: B_CANCELLED.id,
        },
        FactSpec {
            id: TURN_OF,
            question: "law29-q-turn-of",
            domain: Domain::Enum(&[
                EnumValue { value: "rho", label: "law29-v-rho" },
                EnumValue { value: "partner", label: "law29-v-partner" },
                EnumValue { value: "lho", label: "law29-v-lho" },
            ]),
            rule: B_CANCELLED.id,
        },
        FactSpec {
            id: RHO_REQUIRED_TO_PASS,
            question: "law29-q-rho-required-to-pass",
            domain: Domain::Boolean,
            rule: law28::A_RHO_MUST_PASS.id,
        },
        FactSpec {
            id: RHO_CALLED,
            question: "law29-q-rho-called",
            domain: Domain::Boolean,
            rule: law28::B_CALL_IN_TURN_CANCELS.id,
        },
        FactSpec {
            id: ANY_BID_BEFORE,
            question: "law29-q-any-bid-before",
            domain: Domain::Boolean,
            rule: law30::A_BEFORE_ANY_BID.id,
        },
        FactSpec {
            id: ARTIFICIAL,
            question: "law29-q-artificial-pass",
            domain: Domain::Boolean,
            rule: law30::C_ARTIFICIAL.id,
        },
        FactSpec {
            id: OFFENDER_HAD_CALLED,
            question: "law29-q-offender-had-called",
            domain: Domain::Boolean,
            rule: law31::B_PARTNER_OR_LHO.id,
        },
        FactSpec {
            id: INADMISSIBLE,
            question: "law29-q-inadmissible",
            domain: Domain::Boolean,
            rule: law32::INADMISSIBLE.id,
        },
        WITHDRAWN_SPECIFIED_SUITS_FACT,
        crate::bridge::law12::ADJUSTED_SCORE_FACT,
        crate::bridge::law12::OFFENDING_SIDE_FACT,
        crate::bridge::law12::BOARD_DECLARER_FACT,
        crate::bridge::law12::BOARD_VULNERABLE_FACT,
    ],
    choices: &[
        crate::bridge::auction_laws::DECLARER_LEAD_CHOICE,
        ChoiceSpec {
            id: LHO_ACCEPTS,
            holder: Role::OffendersLho,
            law: law29("A", "law29-a-title"),
            options: &[
                EnumValue { value: "accept", label: "choice-accept" },
                EnumValue { value: "refuse", label: "choice-refuse" },
            ],
        },
    ],
    outcome: &[
        FactSpec {
            id: law31::RHO_ACTION,
            question: "outcome-q-rho-action",
            domain: Domain::Enum(&[
                EnumValue { value: "pass", label: "outcome-v-rho-passed" },
                EnumValue { value: "call", label: "outcome-v-rho-called" },
            ]),
            rule: law31::A1_RHO_PASSES.id,
        },
        FactSpec {
            id: law31::REPEATS_DENOMINATION,
            question: "outcome-q-repeats-denomination",
            domain: Domain::Boolean,
            rule: law31::A2A_REPEATS.id,
        },
        crate::bridge::auction_laws::DIFFERENT_CALL_FIELD,
        OFFENDER_BECOMES_FIELD,
        SUITS_SHOWN_FIELD,
    ],
    record_formats: &["pbn", "lin", "json"],
    record_facts: Some(crate::bridge::auction_facts::call_out_of_rotation),
    evaluate,
};

fn evaluate(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let (Some(call_type), Some(turn)) = (ctx.enum_fact(CALL_TYPE), ctx.enum_fact(TURN_OF)) else {
        ctx.ask(CALL_TYPE);
        ctx.ask(TURN_OF);
        return Ok(());
    };
    let turn_of = match turn {
        "rho" => TurnOf::Rho,
        "partner" => TurnOf::Partner,
        _ => TurnOf::Lho,
    };
    let read = [(CALL_TYPE, Value::from(call_type)), (TURN_OF, Value::from(turn))];

    if turn_of == TurnOf::Rho {
        let Some(must_pass) = ctx.bool_fact(RHO_REQUIRED_TO_PASS) else {
            ctx.ask(RHO_REQUIRED_TO_PASS);
            return Ok(());
        };
        if must_pass {
            law28::in_rotation(ctx, &[(RHO_REQUIRED_TO_PASS, Value::from(true))]);
            return Ok(());
        }
        let Some(rho_called) = ctx.bool_fact(RHO_CALLED) else {
            ctx.ask(RHO_CALLED);
            return Ok(());
        };
        if rho_called {
            law28::cancelled_by_call_in_turn(ctx, &[(RHO_CALLED, Value::from(true))]);
            return Ok(());
        }
    }

    // What the call was decides which law follows; some of it sends the
    // case to Law 25 before any election.
    let (artificial_pass, any_bid_before, inadmissible) = match call_type {
        "pass" => {
            let Some(artificial) = ctx.bool_fact(ARTIFICIAL) else {
                ctx.ask(ARTIFICIAL);
                return Ok(());
            };
            let Some(any_bid) = ctx.bool_fact(ANY_BID_BEFORE) else {
                ctx.ask(ANY_BID_BEFORE);
                return Ok(());
            };
            if !artificial && any_bid && turn_of == TurnOf::Lho {
                law30::change_of_call(ctx);
                return Ok(());
            }
            if artificial && turn_of == TurnOf::Lho {
                // 30C sends it to Law 31, whose footnote to B treats a later
                // call at LHO's turn as a change of call (Law 25).
                let Some(had_called) = ctx.bool_fact(OFFENDER_HAD_CALLED) else {
                    ctx.ask(OFFENDER_HAD_CALLED);
                    return Ok(());
                };
                if had_called {
                    ctx.consult(&law30::C_ARTIFICIAL, true, &[(ARTIFICIAL, Value::from(true))], None);
                    ctx.consult(&law31::B_PARTNER_OR_LHO, false, &[(OFFENDER_HAD_CALLED, Value::from(true))], None);
                    ctx.rectify(Rectification::RuledUnder { kind: "bridge.change_of_call".into(), law: "25".into() });
                    ctx.summarize("law29-summary-change-of-call", &[]);
                    return Ok(());
                }
            }
            (artificial, any_bid, false)
        }
        "bid" => {
            if turn_of == TurnOf::Lho {
                let Some(had_called) = ctx.bool_fact(OFFENDER_HAD_CALLED) else {
                    ctx.ask(OFFENDER_HAD_CALLED);
                    return Ok(());
                };
                if had_called {
                    // Footnote to 31B: later calls at LHO's turn are changes of call.
                    ctx.consult(&law31::B_PARTNER_OR_LHO, false, &[(OFFENDER_HAD_CALLED, Value::from(true))], None);
                    ctx.rectify(Rectification::RuledUnder { kind: "bridge.change_of_call".into(), law: "25".into() });
                    ctx.summarize("law29-summary-change-of-call", &[]);
                    return Ok(());
                }
            }
            (false, true, false)
        }
        _ => {
            if turn_of == TurnOf::Lho {
                law32::double_cancelled(ctx, turn_of, false);
                return Ok(());
            }
            let Some(inadmissible) = ctx.bool_fact(INADMISSIBLE) else {
                ctx.ask(INADMISSIBLE);
                return Ok(());
            };
            (false, true, inadmissible)
        }
    };

    if inadmissible {
        ctx.consult(&law32::INADMISSIBLE, true, &[(INADMISSIBLE, Value::from(true))], Some(&A_ACCEPTED));
    } else {
        match ctx.chosen(LHO_ACCEPTS) {
            None => {
                ctx.offer(
                    LHO_ACCEPTS,
                    vec![
                        ("accept", vec![Rectification::CallAccepted { player: Role::Offender }]),
                        (
                            "refuse",
                            vec![
                                Rectification::CallCancelled { player: Role::Offender },
                                Rectification::TurnReverts { to: whose_turn(turn_of) },
                            ],
                        ),
                    ],
                );
                ctx.summarize("law29-summary-offer", &[]);
                return Ok(());
            }
            Some("accept") => {
                ctx.consult(&A_ACCEPTED, true, &[(LHO_ACCEPTS, Value::from("accept"))], None);
                ctx.rectify(Rectification::CallAccepted { player: Role::Offender });
                ctx.summarize("law29-summary-accepted", &[]);
                return Ok(());
            }
            Some(_) => ctx.consult(&A_ACCEPTED, false, &[(LHO_ACCEPTS, Value::from("refuse"))], None),
        }
    }

    ctx.consult(&B_CANCELLED, true, &read, None);
    ctx.rectify(Rectification::CallCancelled { player: Role::Offender });
    ctx.rectify(Rectification::TurnReverts { to: whose_turn(turn_of) });
    withdrawn_call_information(ctx);
    match call_type {
        "pass" if artificial_pass => {
            ctx.consult(&law30::C_ARTIFICIAL, true, &[(ARTIFICIAL, Value::from(true))], None);
            ctx.consult(&C_ARTIFICIAL, true, &[(ARTIFICIAL, Value::from(true))], None);
            law31::call_cancelled(ctx, turn_of, true);
        }
        "pass" => law30::pass_cancelled(ctx, turn_of, any_bid_before),
        "bid" => law31::call_cancelled(ctx, turn_of, false),
        _ => law32::double_cancelled(ctx, turn_of, inadmissible),
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
