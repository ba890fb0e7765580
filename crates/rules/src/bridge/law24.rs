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

use serde_json::Value;

use crate::bridge::auction_laws::{OFFENDER_BECOMES, OFFENDER_BECOMES_FIELD, enforced_pass};
use crate::catalogue::{CitationSpec, Domain, FactSpec, Game, KindSpec};
use crate::evaluate::{Ctx, InputError, Rule};
use crate::ruling::{Information, InformationStatus, Party, PenaltyCardKind, Rectification, Role, Until};
use crate::text;

const fn law24(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: crate::catalogue::FFB, law: "24", paragraph, title }
}

/// 24: the exposed cards stay face up until the end of the auction; the
/// information is authorized for the non-offending side only.
pub const FACE_UP: Rule = Rule { id: "ffb.law24", citation: law24("", "law24-title") };
/// 24: the offender becomes declarer or dummy: the cards go back into his hand.
pub const RETURNED: Rule = Rule { id: "ffb.law24.declarer_or_dummy", citation: law24("", "law24-title") };
/// 24: the offender becomes a defender: the cards are penalty cards.
pub const PENALTY_CARDS: Rule = Rule { id: "ffb.law24.defender", citation: law24("", "law24-title") };
/// 24A: a single card below honour rank, not led: nothing more.
pub const A_SINGLE_SMALL_CARD: Rule = Rule { id: "ffb.law24.a", citation: law24("A", "law24-a-title") };
/// 24B: a single honour, or a card led: partner passes at his next turn.
pub const B_HONOUR_OR_LED: Rule = Rule { id: "ffb.law24.b", citation: law24("B", "law24-b-title") };
/// 24C: two or more cards: partner passes at his next turn.
pub const C_SEVERAL_CARDS: Rule = Rule { id: "ffb.law24.c", citation: law24("C", "law24-c-title") };
/// 50B: which penalty cards are major and which minor.
pub const LAW50_B: CitationSpec =
    CitationSpec { code: crate::catalogue::FFB, law: "50", paragraph: "B", title: "law50-b-title" };

const COUNT: &str = "cards_exposed";
const HONOUR: &str = "honour_exposed";
const LED: &str = "card_led";

/// The kind `bridge.card_exposed_during_auction`.
pub static KIND: KindSpec = KindSpec {
    id: "bridge.card_exposed_during_auction",
    game: Game::Bridge,
    title: "law24-kind-title",
    laws: &[
        law24("", "law24-title"),
        law24("A", "law24-a-title"),
        law24("B", "law24-b-title"),
        law24("C", "law24-c-title"),
        LAW50_B,
    ],
    facts: &[
        FactSpec {
            id: COUNT,
            question: "law24-q-count",
            domain: Domain::Integer { min: 1, max: 13 },
            rule: C_SEVERAL_CARDS.id,
        },
        FactSpec { id: LED, question: "law24-q-led", domain: Domain::Boolean, rule: B_HONOUR_OR_LED.id },
        FactSpec { id: HONOUR, question: "law24-q-honour", domain: Domain::Boolean, rule: B_HONOUR_OR_LED.id },
        crate::bridge::law12::ADJUSTED_SCORE_FACT,
        crate::bridge::law12::OFFENDING_SIDE_FACT,
        crate::bridge::law12::BOARD_DECLARER_FACT,
        crate::bridge::law12::BOARD_VULNERABLE_FACT,
    ],
    choices: &[],
    outcome: &[OFFENDER_BECOMES_FIELD],
    record_formats: &[],
    record_facts: None,
    evaluate,
};

fn evaluate(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let Some(count) = ctx.int_fact(COUNT) else {
        ctx.ask(COUNT);
        return Ok(());
    };
    ctx.consult(&FACE_UP, true, &[(COUNT, Value::from(count))], None);
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
    let (paragraph, kind) = if count >= 2 {
        ctx.consult(&C_SEVERAL_CARDS, true, &[(COUNT, Value::from(count))], None);
        (&C_SEVERAL_CARDS, PenaltyCardKind::Major)
    } else {
        let Some(led) = ctx.bool_fact(LED) else {
            ctx.ask(LED);
            return Ok(());
        };
        let honour = if led {
            None
        } else {
            let Some(honour) = ctx.bool_fact(HONOUR) else {
                ctx.ask(HONOUR);
                return Ok(());
            };
            Some(honour)
        };
        let read = [(COUNT, Value::from(count)), (LED, Value::from(led)), (HONOUR, Value::from(honour))];
        if led || honour == Some(true) {
            ctx.consult(&A_SINGLE_SMALL_CARD, false, &read, Some(&B_HONOUR_OR_LED));
            ctx.consult(&B_HONOUR_OR_LED, true, &read, None);
            (&B_HONOUR_OR_LED, PenaltyCardKind::Major)
        } else {
            ctx.consult(&A_SINGLE_SMALL_CARD, true, &read, None);
            (&A_SINGLE_SMALL_CARD, PenaltyCardKind::Minor)
        }
    };
    let partner_passes = paragraph.id != A_SINGLE_SMALL_CARD.id;
    if partner_passes {
        enforced_pass(ctx, Role::OffendersPartner, Until::NextTurn);
    }

    let count = u8::try_from(count).unwrap_or(13);
    let penalty = Rectification::PenaltyCards { player: Role::Offender, count, kind };
    let returned = Rectification::CardsReturnedToHand { player: Role::Offender };
    match ctx.outcome_value(OFFENDER_BECOMES).and_then(Value::as_str) {
        Some("defender") => {
            ctx.consult(&PENALTY_CARDS, true, &[(OFFENDER_BECOMES, Value::from("defender"))], None);
            ctx.cite(&LAW50_B);
            ctx.rectify(penalty);
            ctx.summarize("law24-summary-defender", &[("count", count.into())]);
        }
        Some(role) => {
            ctx.consult(&RETURNED, true, &[(OFFENDER_BECOMES, Value::from(role))], None);
            ctx.rectify(returned);
            ctx.summarize("law24-summary-returned", &[]);
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
    Ok(())
}
