//! Law 12C in rulings: the adjusted score the director awards when a law
//! ends in "the director adjusts the score" (16B3, 16C2, 23, 27D, 50E3, 64C).
//!
//! The director's judgement (the probable result, the likely results and
//! their weights, or an artificial score) comes as one fact, `adjusted_score`,
//! in the notation of [`crate::adjusted_score`]; the engine scores it
//! on the board (declarer and vulnerability, from the facts or the record) and
//! emits the typed `adjusted_score` rectification. Until the director gives
//! it, a kind that only flags a review keeps its `director_review`.

use crate::game::Read;
use serde_json::Value;

use crate::adjusted_score::{AdjustedScore, AdjustedScoreInput, Adjustment, OffendingSide, SideAdjustment};
use crate::card::{Seat, Vulnerability};
use crate::game::{CitationSpec, Domain, EnumValue, FactSpec};
use crate::game::{Ctx, InputError, pointer_escape};
use crate::rectification::AdjustedScoreKind;
use crate::rectification::Rectification;
use crate::rectification::SharedRectification;
use crate::vocabulary::ReviewReason;
// The paragraphs of Law 12 (ids and citations) are its laws/ file's.
pub use crate::laws::law12::*;

// Citations: they follow issue 7 ("Assigned (12C1(b))", "Weighted
// (12C1(c))", "Artificial (12C2)"), since the seed does not reproduce Law 12,
// checked against the 2017 text: an artificial score on a board that was
// played (16B3, 23, 27D, 50E3, 64C) cites 12C1(d) as well as 12C2 (a
// citations review; the 2007 text has the same C1(d)). Under ffb-2007 the
// letters of C1(b) and C1(e) are the 2007 text's (`LawsEdition::paragraph`, bridge/editions.rs).

/// Fact: the director's adjusted score, in the notation.
pub const ADJUSTED_SCORE: &str = "adjusted_score";

/// Every paragraph an adjusted score may rest on, whatever kind of score
/// the director gives: the catalogue lists them with each kind that asks
/// for one (`Ruleset::laws_of_a_fact`), as a ruling may cite any of them (a
/// 23C review ended in 12C1(b) on a kind that did not list it).
pub const ADJUSTED_SCORE_PARAGRAPHS: &[CitationSpec] = &[
    C1B_ASSIGNED.citation,
    C1C_WEIGHTED.citation,
    C1D_ARTIFICIAL_PLAYED.citation,
    C1E_SELF_INFLICTED.citation,
    C2A_ARTIFICIAL.citation,
];
/// Fact: the side at fault.
pub const OFFENDING_SIDE: &str = "offending_side";
/// Fact: the board's declarer, for results that name no seat.
pub const BOARD_DECLARER: &str = "board_declarer";
/// Fact: the board's vulnerability.
pub const BOARD_VULNERABLE: &str = "board_vulnerable";

/// The adjusted score's catalogue entry (asked as text, with examples and a pattern).
pub const ADJUSTED_SCORE_FACT: FactSpec = FactSpec {
    id: ADJUSTED_SCORE,
    question: "law12-q-adjusted-score",
    domain: crate::game::ADJUSTED_SCORE_DOMAIN,
    rule: C1C_WEIGHTED.id,
};
/// The sides that may be at fault, "neither" last: the kinds whose rulings
/// follow an infraction offer all but it.
const OFFENDING_SIDES: &[EnumValue] = &[
    EnumValue { value: "NS", label: "law12-v-ns" },
    EnumValue { value: "EW", label: "law12-v-ew" },
    EnumValue { value: "both", label: "law12-v-both" },
    EnumValue { value: "neither", label: "law12-v-neither" },
];
/// The offending side's catalogue entry.
pub const OFFENDING_SIDE_FACT: FactSpec = FactSpec {
    id: OFFENDING_SIDE,
    question: "law12-q-offending-side",
    domain: Domain::Enum(OFFENDING_SIDES),
    rule: C2A_ARTIFICIAL.id,
};
/// The offending side's catalogue entry where the ruling follows an
/// infraction by a side (16B3's use of unauthorized information, 23C, 27D,
/// 50E3, 64C, 72C): one side, or both, is at fault, never neither ("neither"
/// gave the offenders average plus under 12C2(a), a probe). Only extraneous
/// information (16C2 in 2007, 16D2 in 2017) may reach a side through no
/// one's fault: its kind keeps [`OFFENDING_SIDE_FACT`].
pub const OFFENDING_SIDE_AT_FAULT_FACT: FactSpec =
    FactSpec { domain: Domain::Enum(OFFENDING_SIDES.split_at(3).0), ..OFFENDING_SIDE_FACT };
/// The board declarer's catalogue entry.
pub const BOARD_DECLARER_FACT: FactSpec = FactSpec {
    id: BOARD_DECLARER,
    question: "law12-q-board-declarer",
    domain: crate::game::SEAT_DOMAIN,
    rule: C1B_ASSIGNED.id,
};
/// The board vulnerability's catalogue entry.
pub const BOARD_VULNERABLE_FACT: FactSpec = FactSpec {
    id: BOARD_VULNERABLE,
    question: "law12-q-board-vulnerable",
    domain: Domain::Enum(&[
        EnumValue { value: "None", label: "law12-v-vul-none" },
        EnumValue { value: "NS", label: "law12-v-vul-ns" },
        EnumValue { value: "EW", label: "law12-v-vul-ew" },
        EnumValue { value: "All", label: "law12-v-vul-all" },
    ]),
    rule: C1B_ASSIGNED.id,
};

/// A review the director makes at the end of play (`law`: `23`, `27D`, …):
/// with his adjusted score given, the score computed; otherwise the review
/// flag. One adjusted score settles the board: a later review on the same
/// board adds nothing.
pub fn review(ctx: &mut Ctx<'_>, law: impl Into<std::borrow::Cow<'static, str>>, reason: ReviewReason) {
    if has_adjusted_score(ctx) {
        return;
    }
    let law = law.into();
    let given = ctx.kind.fact(ADJUSTED_SCORE).is_some() && ctx.text_fact(ADJUSTED_SCORE).is_some();
    if !(given && adjust(ctx, &law)) {
        ctx.rectify(SharedRectification::DirectorReview { law, reason });
    }
}

/// The offending side already known: the side of the player who made the
/// irregular call, or who revoked, that the engine found in the record, or
/// of the offender the director named by his seat (the `offender` fact of
/// the penalty-card kind). Without `offending_side`, the director is not
/// asked what he or the record already said; naming the other side is
/// refused in [`adjust`].
fn offender_in_record(ctx: &Ctx<'_>) -> Option<OffendingSide> {
    let derived = ctx.derived();
    let named = ctx
        .kind
        .fact(OFFENDER_SEAT)
        .filter(|spec| matches!(spec.domain, crate::game::Domain::Notation(n) if std::ptr::eq(n, &crate::game::SEAT_NOTATION)))
        .and_then(|_| ctx.enum_fact(OFFENDER_SEAT))
        .and_then(|s| s.chars().next())
        .and_then(Seat::from_char);
    let seat = derived
        .and_then(|d| d.irregular_call.as_ref().map(|call| call.offender).or(d.revoke.as_ref().map(|r| r.seat)))
        .or(named)?;
    Some(match seat.side() {
        crate::card::Side::NS => OffendingSide::NS,
        crate::card::Side::EW => OffendingSide::EW,
    })
}

/// A kind's fact naming the offender by his seat, when it has one.
const OFFENDER_SEAT: &str = "offender";

/// Whether an adjusted score has already been computed on this board.
pub fn has_adjusted_score(ctx: &Ctx<'_>) -> bool {
    ctx.rectifications().iter().any(|r| matches!(r.as_bridge(), Some(Rectification::AdjustedScore { .. })))
}

/// Computes the adjusted score under `law` from the facts (or the record):
/// asks for the adjusted score, the offending side, and the board's declarer
/// and vulnerability when the score needs them. Returns whether it was
/// computed.
pub fn adjust(ctx: &mut Ctx<'_>, law: &str) -> bool {
    let Some(notation) = ctx.text_fact(ADJUSTED_SCORE) else {
        ctx.ask(ADJUSTED_SCORE);
        return false;
    };
    let Some(parsed) = Adjustment::parse(notation, Some(Seat::N)) else {
        // The catalogue check refuses a notation it cannot read before any
        // rule runs; this is only reached for a value it let through.
        return false;
    };
    let (declarer, vulnerable) = board_declarer_and_vulnerability(ctx);
    let offending = match offending_side(ctx) {
        Ok(side) => side,
        Err(error) => {
            ctx.reject(error);
            return false;
        }
    };
    let needs_board = |a: &SideAdjustment| !matches!(a, SideAdjustment::Artificial(_));
    let mut complete = true;
    if offending.is_none() {
        ctx.ask(OFFENDING_SIDE);
        complete = false;
    }
    // A result naming no seat is the board declarer's.
    if declarer.is_none() && Adjustment::parse(notation, None).is_none() {
        ctx.ask(BOARD_DECLARER);
        complete = false;
    }
    if vulnerable.is_none() && (needs_board(&parsed.ns) || needs_board(&parsed.ew)) {
        ctx.ask(BOARD_VULNERABLE);
        complete = false;
    }
    let (Some(offending_side), true) = (offending, complete) else {
        return false;
    };
    let parameters = ctx.ruleset.parameters();
    let input = AdjustedScoreInput {
        offending_side,
        declarer,
        vulnerable: vulnerable.map(|v| vulnerability_text(v).to_owned()),
        adjustment: None,
        ns: None,
        ew: None,
        notation: Some(notation.to_owned()),
        compare: None,
        self_inflicted: None,
    };
    let score = match input.compute(parameters) {
        Ok(score) => score,
        Err(error) => {
            // The request's own pointer (`/notation`) means the fact here.
            let pointer = format!("/facts/{}", pointer_escape(ADJUSTED_SCORE));
            ctx.reject(InputError { pointer, ..error });
            return false;
        }
    };
    record_adjusted_score(ctx, score, notation, offending_side, law);
    true
}

/// The board's declarer and vulnerability: the facts', else the record's.
fn board_declarer_and_vulnerability(ctx: &Ctx<'_>) -> (Option<Seat>, Option<Vulnerability>) {
    let board = ctx.record().ok().flatten().map(|b| (b.declarer, b.vulnerable));
    let declarer = ctx
        .enum_fact(BOARD_DECLARER)
        .and_then(|s| s.chars().next())
        .and_then(Seat::from_char)
        .or_else(|| board.and_then(|(declarer, _)| declarer));
    let vulnerable = ctx
        .enum_fact(BOARD_VULNERABLE)
        .and_then(Vulnerability::from_pbn)
        .or_else(|| board.and_then(|(_, vulnerable)| vulnerable));
    (declarer, vulnerable)
}

/// The offending side: the one named, else the offender's in the record.
/// A named side that is not the offender's is refused.
fn offending_side(ctx: &Ctx<'_>) -> Result<Option<OffendingSide>, InputError> {
    let named =
        ctx.enum_fact(OFFENDING_SIDE).and_then(|s| serde_json::from_value::<OffendingSide>(Value::from(s)).ok());
    let known = offender_in_record(ctx);
    // Both sides revoked on the board (2017 62C3, 64B7): either may be the
    // side whose damage the director redresses, so neither is refused.
    let both_revoked = ctx.derived().is_some_and(|d| {
        let mut sides = d.revokes_on_board.iter().map(|r| r.seat.side());
        sides.next().is_some_and(|first| sides.any(|side| side != first))
    });
    // The offending side is the offender's: a director who names the other
    // side is refused rather than followed (a probe had a defender's
    // penalty card, West's, reviewed with North-South offending and 12C's
    // limits applied to the wrong pair). "Both" may still be named: a
    // review can follow infractions by both sides.
    if let (Some(side @ (OffendingSide::NS | OffendingSide::EW)), Some(offenders)) = (named, known)
        && side != offenders
        && !both_revoked
    {
        return Err(InputError::new(
            "invalid_fact",
            format!("/facts/{OFFENDING_SIDE}"),
            arbitre_core::text::localized(
                "law12-error-offending-side-not-offenders",
                &[("named", side.to_string().into()), ("side", offenders.to_string().into())],
            ),
        ));
    }
    Ok(named.or(known))
}

/// The adjusted score computed: the paragraphs of 12C it rests on, for each
/// side, its summary, and the `adjusted_score` rectification under `law`.
fn record_adjusted_score(
    ctx: &mut Ctx<'_>,
    score: AdjustedScore,
    notation: &str,
    offending_side: OffendingSide,
    law: &str,
) {
    let kind = match (score.ns.kind.as_str(), score.ew.kind.as_str()) {
        ("assigned", "assigned") => AdjustedScoreKind::Assigned,
        ("weighted", "weighted") => AdjustedScoreKind::Weighted,
        ("artificial", "artificial") => AdjustedScoreKind::Artificial,
        _ => AdjustedScoreKind::Split,
    };
    let read = [(ADJUSTED_SCORE, Read::from(notation)), (OFFENDING_SIDE, Read::from(offending_side.to_string()))];
    // An artificial score on a board that was played rests on 12C1(d) as
    // well as on C2 (a citations review): only a board not played (16D2(d))
    // goes to C2 directly.
    let board_played = !ctx
        .rectifications()
        .iter()
        .any(|r| matches!(r.as_bridge(), Some(crate::rectification::Rectification::BoardNotPlayed)));
    for side in [&score.ns, &score.ew] {
        if side.kind == "artificial" && board_played {
            ctx.consult(&C1D_ARTIFICIAL_PLAYED, true, &read, None);
        }
        let rule = match side.kind.as_str() {
            "assigned" => &C1B_ASSIGNED,
            "weighted" => &C1C_WEIGHTED,
            _ => &C2A_ARTIFICIAL,
        };
        ctx.consult(rule, true, &read, None);
        if side.withheld.is_some() {
            ctx.consult(&C1E_SELF_INFLICTED, true, &read, None);
        }
    }
    ctx.add_to_summary(score.summary.clone());
    ctx.rectify(Rectification::AdjustedScore {
        notation: score.notation,
        ns: Box::new(score.ns),
        ew: Box::new(score.ew),
        offending_side,
        kind,
        split: score.split,
        law: law.to_owned(),
    });
}

fn vulnerability_text(v: Vulnerability) -> &'static str {
    match v {
        Vulnerability::None => "None",
        Vulnerability::NS => "NS",
        Vulnerability::EW => "EW",
        Vulnerability::All => "All",
    }
}
