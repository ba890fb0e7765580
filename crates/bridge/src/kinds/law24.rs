//! Law 24: a card exposed or led during the auction (kind
//! `bridge.card_exposed_during_auction`).
//!
//! The cards stay face up until the end of the auction and what they show is
//! authorized for the non-offending side only. What follows depends on the
//! offender's final role: declarer or dummy → the cards go back into his hand;
//! defender → they become penalty cards (Law 50) and A (a single card below
//! honour rank, not led: nothing more), B (a single honour, or a card led
//! prematurely) or C (two or more cards) apply.
//!
//! B and C make the offender's partner pass at his next turn to call. That
//! turn comes during the auction, before anyone knows whether the offender
//! will defend, so the pass is enforced at once: this is how directors apply
//! the law, and the only reading under which B and C can take effect at all.
//!
//! The 2017 text ([`KIND_2017`]) names the two outcomes D (declarer's side:
//! the cards go back) and E (a defender: penalty cards under Laws 50 and
//! 51), sends an enforced pass's damage to 72C, and covers cards exposed
//! "during the auction": a card seen before the first call is extraneous
//! information (16D1, with 13A), which the kind says and sends to
//! `bridge.extraneous_information` instead of ruling Law 24.

use crate::game::Read;
use serde_json::Value;

use crate::game::{CitationSpec, Domain, FactSpec, KindSpec};
use crate::game::{Ctx, InputError, Rule};
use crate::game::{Information, InformationStatus, Party, Until};
use crate::kinds::auction_laws::{OFFENDER_BECOMES, OFFENDER_BECOMES_FIELD, enforced_pass};
use crate::rectification::PenaltyCardKind;
use crate::rectification::Rectification;
use crate::rectification::SharedRectification;
use crate::vocabulary::Role;
use arbitre_core::text;
// The paragraphs of Law 24 (ids and citations) are its laws/ file's.
pub use crate::laws::law24::*;

/// 2017 16D1: a card of another player seen at one's own table before the
/// auction begins is extraneous information, not a Law 24 case.
pub const LAW16_D1_2017_BEFORE_AUCTION: Rule = Rule { id: "ffb2017.law16.d1.before_auction", citation: law24_16d1() };

const fn law24_16d1() -> CitationSpec {
    // Written with the 2007 letter, which the 2017 edition renumbers to D.
    CitationSpec { code: crate::game::FFB, law: "16", paragraph: "C1", title: "law24-2017-before-auction-title" }
}

const COUNT: &str = "cards_exposed";
const BEFORE_FIRST_CALL: &str = "exposed_before_first_call";
const HONOUR: &str = "honour_exposed";
const LED: &str = "card_led";

/// Outcome: what the offender became. Here it decides Law 24's own
/// consequence (his cards returned, or penalty cards), not a Law 26 lead
/// restriction: the question names the paragraph it serves (a probe found
/// it carrying 26B's rule).
const OFFENDER_BECOMES_2007: FactSpec = FactSpec { rule: PENALTY_CARDS.id, ..OFFENDER_BECOMES_FIELD };
/// The same under the 2017 Laws: 24E for a defender.
const OFFENDER_BECOMES_2017: FactSpec = FactSpec { rule: E_2017_DEFENDER.id, ..OFFENDER_BECOMES_FIELD };

/// The kind `bridge.card_exposed_during_auction`.
pub static KIND: KindSpec = KindSpec {
    id: "bridge.card_exposed_during_auction",
    title: "law24-kind-title",
    laws: &[
        law24("", "law24-title"),
        law24("A", "law24-a-title"),
        law24("B", "law24-b-title"),
        law24("C", "law24-c-title"),
        LAW50_B,
        // Reached through shared rules (information, lead restrictions,
        // adjusted scores, corrections): listed, as a ruling may cite them.
        crate::kinds::auction_laws::LAW23.citation,
    ],
    facts: &[
        FactSpec {
            id: COUNT,
            question: "law24-q-count",
            domain: Domain::Integer { min: 0, max: 13 },
            rule: C_SEVERAL_CARDS.id,
        },
        FactSpec { id: LED, question: "law24-q-led", domain: Domain::Boolean, rule: B_HONOUR_OR_LED.id },
        FactSpec { id: HONOUR, question: "law24-q-honour", domain: Domain::Boolean, rule: B_HONOUR_OR_LED.id },
        crate::kinds::law12::ADJUSTED_SCORE_FACT,
        crate::kinds::law12::OFFENDING_SIDE_AT_FAULT_FACT,
        crate::kinds::law12::BOARD_DECLARER_FACT,
        crate::kinds::law12::BOARD_VULNERABLE_FACT,
    ],
    choices: &[],
    outcome: &[OFFENDER_BECOMES_2007],
    record_formats: &[],
    record_facts: None,
    evaluate,
};

/// The kind `bridge.card_exposed_during_auction` under the 2017 Laws: first
/// whether the auction had begun, then as the 2007 kind with 24D and 24E.
pub static KIND_2017: KindSpec = KindSpec {
    id: "bridge.card_exposed_during_auction",
    title: "law24-kind-title",
    laws: &[
        law24("", "law24-title"),
        law24("A", "law24-a-title"),
        law24("B", "law24-b-title"),
        law24("C", "law24-c-title"),
        law24("D", "law24-2017-d-title"),
        law24("E", "law24-2017-e-title"),
        LAW50_B,
        LAW51,
        // Reached through shared rules (information, lead restrictions,
        // adjusted scores, corrections): listed, as a ruling may cite them.
        crate::kinds::law16::C1_INFORM.citation,
        crate::kinds::law23::LAW72_C.citation,
    ],
    facts: &[
        FactSpec {
            id: BEFORE_FIRST_CALL,
            question: "law24-2017-q-before-first-call",
            domain: Domain::Boolean,
            rule: LAW16_D1_2017_BEFORE_AUCTION.id,
        },
        FactSpec {
            id: COUNT,
            question: "law24-q-count",
            domain: Domain::Integer { min: 0, max: 13 },
            rule: C_SEVERAL_CARDS.id,
        },
        FactSpec { id: LED, question: "law24-q-led", domain: Domain::Boolean, rule: B_HONOUR_OR_LED.id },
        FactSpec { id: HONOUR, question: "law24-q-honour", domain: Domain::Boolean, rule: B_HONOUR_OR_LED.id },
        crate::kinds::law12::ADJUSTED_SCORE_FACT,
        crate::kinds::law12::OFFENDING_SIDE_AT_FAULT_FACT,
        crate::kinds::law12::BOARD_DECLARER_FACT,
        crate::kinds::law12::BOARD_VULNERABLE_FACT,
    ],
    choices: &[],
    outcome: &[OFFENDER_BECOMES_2017],
    record_formats: &[],
    record_facts: None,
    evaluate: evaluate_2017,
};

fn evaluate_2017(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let Some(before) = ctx.bool_fact(BEFORE_FIRST_CALL) else {
        ctx.ask(BEFORE_FIRST_CALL);
        return Ok(());
    };
    let read = [(BEFORE_FIRST_CALL, Read::from(before))];
    if before {
        // Law 24 covers cards exposed during the auction; one seen before
        // it began is extraneous information, ruled under 16D.
        ctx.consult(&FACE_UP, false, &read, Some(&LAW16_D1_2017_BEFORE_AUCTION));
        ctx.consult(&LAW16_D1_2017_BEFORE_AUCTION, true, &read, None);
        ctx.rectify(SharedRectification::RuledUnder {
            kind: "bridge.extraneous_information".into(),
            law: "16D".into(),
        });
        ctx.summarize("law24-2017-summary-before-auction", &[]);
        return Ok(());
    }
    rule(ctx, &D_2017_DECLARERS_SIDE, &E_2017_DEFENDER)
}

fn evaluate(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    rule(ctx, &RETURNED, &PENALTY_CARDS)
}

/// Law 24 once it applies: the cards face up, A, B or C, then what the
/// offender became (`returned`: declarer's side; `penalty`: a defender).
fn rule(ctx: &mut Ctx<'_>, returned_rule: &Rule, penalty_rule: &Rule) -> Result<(), InputError> {
    let Some(count) = ctx.int_fact(COUNT) else {
        ctx.ask(COUNT);
        return Ok(());
    };
    if count == 0 {
        ctx.consult(&FACE_UP, false, &[(COUNT, Read::from(count))], Some(&NOT_SEEN_BY_PARTNER));
        ctx.consult(&NOT_SEEN_BY_PARTNER, true, &[(COUNT, Read::from(count))], None);
        ctx.rectify(Rectification::CardsReturnedToHand { player: Role::Offender });
        ctx.summarize("law24-summary-not-seen", &[]);
        return Ok(());
    }
    ctx.consult(&FACE_UP, true, &[(COUNT, Read::from(count))], None);
    ctx.rectify(Rectification::CardsFaceUp { player: Role::Offender, until: Until::EndOfAuction });
    for (status, holder) in [
        (InformationStatus::Authorized, Party::NonOffendingSide),
        (InformationStatus::Unauthorized, Party::OffendingSide),
    ] {
        ctx.inform(Information {
            status,
            holder,
            about: text::msg("law24-info"),
            citation: ctx.citation(&FACE_UP.citation),
        });
    }

    // Which of A, B, C: decided now, because B and C act at partner's next turn.
    let Some((paragraph, kind)) = which_paragraph(ctx, count) else {
        return Ok(());
    };
    let partner_passes = paragraph.id != A_SINGLE_SMALL_CARD.id;
    if partner_passes {
        enforced_pass(ctx, Role::OffendersPartner, Until::NextTurn);
    }

    let count = u8::try_from(count).unwrap_or(13);
    what_became_of_the_cards(ctx, count, kind, partner_passes, returned_rule, penalty_rule);
    Ok(())
}

/// 24A, B or C for `count` cards exposed, and the kind of penalty card they
/// would be. `None` while it waits for a fact.
fn which_paragraph(ctx: &mut Ctx<'_>, count: i64) -> Option<(&'static Rule, PenaltyCardKind)> {
    if count >= 2 {
        ctx.consult(&C_SEVERAL_CARDS, true, &[(COUNT, Read::from(count))], None);
        Some((&C_SEVERAL_CARDS, PenaltyCardKind::Major))
    } else {
        let Some(led) = ctx.bool_fact(LED) else {
            ctx.ask(LED);
            return None;
        };
        let honour = if led {
            None
        } else {
            let Some(honour) = ctx.bool_fact(HONOUR) else {
                ctx.ask(HONOUR);
                return None;
            };
            Some(honour)
        };
        let read = [(COUNT, Read::from(count)), (LED, Read::from(led)), (HONOUR, Read::from(honour))];
        if led || honour == Some(true) {
            ctx.consult(&A_SINGLE_SMALL_CARD, false, &read, Some(&B_HONOUR_OR_LED));
            ctx.consult(&B_HONOUR_OR_LED, true, &read, None);
            Some((&B_HONOUR_OR_LED, PenaltyCardKind::Major))
        } else {
            ctx.consult(&A_SINGLE_SMALL_CARD, true, &read, None);
            Some((&A_SINGLE_SMALL_CARD, PenaltyCardKind::Minor))
        }
    }
}

/// What becomes of the cards once the offender's role is known: back to the
/// hand under `returned_rule` (declarer's side) or when the auction was
/// passed out, penalty cards under `penalty_rule` (a defender); both
/// outcomes, conditionally, while it is not known.
fn what_became_of_the_cards(
    ctx: &mut Ctx<'_>,
    count: u8,
    kind: PenaltyCardKind,
    partner_passes: bool,
    returned_rule: &Rule,
    penalty_rule: &Rule,
) {
    let penalty = Rectification::PenaltyCards { player: Role::Offender, count, kind };
    let returned = Rectification::CardsReturnedToHand { player: Role::Offender };
    match ctx.outcome_value(OFFENDER_BECOMES).and_then(Value::as_str) {
        Some("defender") => {
            ctx.consult(penalty_rule, true, &[(OFFENDER_BECOMES, Read::from("defender"))], None);
            ctx.cite(&LAW50_B);
            if penalty_rule == &E_2017_DEFENDER {
                ctx.cite(&LAW51);
            }
            ctx.rectify(penalty);
            ctx.summarize("law24-summary-defender", &[("count", count.into())]);
            say_enforced_pass(ctx, partner_passes);
        }
        Some("passed_out") => {
            // No play: no card can be a penalty card; they go back to the
            // hand (a regression probe found "declarer or dummy" said).
            ctx.consult(penalty_rule, false, &[(OFFENDER_BECOMES, Read::from("passed_out"))], None);
            // The ruling rests on the preamble (face up until the auction
            // ends, cited above); 2017 24E, whose title says the cards
            // become penalty cards, was cited too and contradicted the
            // summary (a thin-client probe).
            ctx.rectify(returned);
            ctx.summarize("law24-summary-passed-out", &[]);
        }
        Some(role) => {
            ctx.consult(returned_rule, true, &[(OFFENDER_BECOMES, Read::from(role))], None);
            ctx.rectify(returned);
            ctx.summarize("law24-summary-returned", &[]);
            say_enforced_pass(ctx, partner_passes);
        }
        None => {
            ctx.cite(&LAW50_B);
            ctx.conditionally("offender_becomes_defender", vec![penalty], true);
            ctx.conditionally("offender_becomes_declarer_or_dummy", vec![returned], true);
            ctx.summarize(
                if partner_passes { "law24-summary-pending-pass" } else { "law24-summary-pending" },
                &[("count", count.into())],
            );
        }
    }
}

/// The pass B or C enforced on the offender's partner, said in a final
/// summary beside what became of the cards: the rectifications list it, and
/// an auction probe found the summary silent on it once the offender's role
/// was known.
fn say_enforced_pass(ctx: &mut Ctx<'_>, partner_passes: bool) {
    if partner_passes {
        ctx.add_to_summary(text::msg("law24-summary-partner-passed"));
    }
}
