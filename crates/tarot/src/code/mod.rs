//! The FFT arbitration code for free deals (« donnes libres », Fascicule II,
//! seed `002`): one module per case family, each an incident kind of the
//! `fft-donnes-libres` ruleset.
//!
//! What every kind shares lives here: the citation helper, the roles players
//! are named by, the general principles' facts (who found the fault, whether
//! the arbiter was called at once), the "warning, then a penalty on a repeat"
//! rule fed by the `previous_offences` fact (the server counts them from the
//! store; the engine stays pure), and the settlement of "if the taker wins …
//! if he fails …" rulings, with the score computed by [`crate::scoring`]
//! once the outcome is known.
//!
//! The copy of the code the project holds repeats many paragraphs; a repeated
//! paragraph is the same rule and has one id here.

pub mod principles;

pub mod ethics;
pub mod exposed_card;
pub mod false_discard;
pub mod handle_fault;
pub mod misdeal;
pub mod other_cases;
pub mod out_of_turn;
pub mod over_contract;
pub mod played_card;
pub mod redeal;
pub mod reglement_faults;
pub mod revoke;
pub mod wrong_count;
pub mod wrong_dealer;

use arbitre_core::Read;
use arbitre_core::{InputError, Rule};
use serde_json::Value;

// A kind's declaration and its facts are arbitre-core's, the engine's words
// over any game; the cases name them from here.
pub use arbitre_core::{CitationSpec, Domain, EnumValue, FactSpec};

use crate::card::HalfPoints;
use crate::deal::{Contract, Side};
pub use crate::game::Tarot;
use crate::handles::HandleKind;
use crate::parameters::TarotParameters;
use crate::rectification::Rectification;
use crate::scoring::{self, Chelem, DealSummary, HandleBonus, Score, SummaryInput};
use arbitre_core::text;

/// A citation of the FFT code: its section (« Fausse donne ») and the case
/// within it, as the seed titles them.
pub const fn fft(section: &'static str, case: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: "FFT", law: section, paragraph: case, title }
}

/// A chapter of the FFT règlement officiel, the rules of the game the code
/// rules against (cited where the code is silent).
pub const fn reglement(chapter: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: "FFT", law: "Règlement officiel", paragraph: chapter, title }
}

// The words the code's decisions and options are written in sit below the
// cases, so that the rectifications, the parameters and the labels can name
// them without pointing back at the cases (issue 12).
pub use crate::vocabulary::{BanScope, EthicsScale, LeadDemand, RepeatScope, TarotRanking, TarotRole};

/// The context the FFT cases read facts from and write their rulings to:
/// arbitre-core's, over tarot.
pub type Ctx<'a> = arbitre_core::Ctx<'a, Tarot>;

/// A tarot kind's declaration.
pub type KindSpec = arbitre_core::KindSpec<Tarot>;

/// An election the code gives a player (the taker, or the earlier bidder
/// after a refused over-contract).
pub type ChoiceSpec = arbitre_core::ChoiceSpec<crate::vocabulary::Role>;

/// The kinds of the code, in the order the `fft-donnes-libres` ruleset lists
/// them.
pub static KINDS: &[&KindSpec] = &[
    &ethics::KIND,
    &over_contract::KIND,
    &misdeal::KIND,
    &wrong_dealer::KIND,
    &exposed_card::KIND,
    &played_card::KIND,
    &out_of_turn::KIND,
    &revoke::KIND,
    &false_discard::KIND,
    &handle_fault::KIND,
    &other_cases::PREMATURE_CLAIM,
    &other_cases::SCORE_SHEET,
    &other_cases::SLOW_PLAY_KIND,
    &other_cases::HAND_EXPOSED_KIND,
    &other_cases::WRONG_CARD_COUNT_KIND,
    &other_cases::TOUCHING_CARDS_KIND,
    &other_cases::CARD_TURNED_AT_CUT_KIND,
    &redeal::DEAL_NOT_PLAYED_KIND,
    &reglement_faults::KIND,
];

/// The tarot parameters of the ruleset applied.
pub fn params<'a>(ctx: &Ctx<'a>) -> &'a TarotParameters {
    ctx.ruleset.tarot_parameters()
}

/// The fact id the server fills with the offender's earlier sanctions for
/// the same fault, in the scope of the ruleset's `repeat_offence_scope`.
pub const PREVIOUS_OFFENCES: &str = "previous_offences";

/// The key under which sanctions of `kind` are counted as repeats, from the
/// incident's `facts`:
/// - a card played out of turn carries the exposed-card penalty, so both
///   count together (`tarot.exposed_card`);
/// - each line of « Présentation de la poignée » carries its own « avertissement
///   puis pénalité »: a handle shown out of order then one with too many
///   trumps are two first offences, not a repeat. The key is the kind and the
///   fault (`tarot.handle_fault.out_of_order`); without the fault, the kind.
pub fn offence_key(kind: &str, facts: &std::collections::BTreeMap<String, Value>) -> String {
    match kind {
        "tarot.played_out_of_turn" => "tarot.exposed_card".to_owned(),
        "tarot.handle_fault" => match facts.get("fault").and_then(Value::as_str) {
            Some(fault) => format!("{kind}.{fault}"),
            None => kind.to_owned(),
        },
        other => other.to_owned(),
    }
}

/// The fact `previous_offences` for a kind whose penalty grows on a repeat.
pub const fn previous_offences_fact(rule: &'static str) -> FactSpec {
    FactSpec {
        id: PREVIOUS_OFFENCES,
        question: "fft-q-previous-offences",
        domain: Domain::Integer { min: 0, max: 99 },
        rule,
    }
}

/// "A warning, then a penalty on a repeat": the first offence in scope gets a
/// warning, any later one the standard penalty. `None` when the count of
/// earlier offences is still to be given.
pub fn warning_then_penalty(ctx: &mut Ctx<'_>, rule: &Rule, player: TarotRole) -> Option<()> {
    let Some(previous) = ctx.int_fact(PREVIOUS_OFFENCES) else {
        ctx.ask(PREVIOUS_OFFENCES);
        return None;
    };
    ctx.consult(rule, true, &[(PREVIOUS_OFFENCES, Read::from(previous))], None);
    if previous == 0 {
        ctx.rectify(Rectification::Warning { player });
    } else {
        let points = params(ctx).standard_penalty_points;
        ctx.rectify(Rectification::PointPenalty { players: player, points, ranking: None });
    }
    Some(())
}

/// Outcome field: did the taker make his contract?
pub const TAKER_WINS: &str = "taker_wins";

const CONTRACTS: &[EnumValue] = &[
    EnumValue { value: "prise", label: "fft-v-prise" },
    EnumValue { value: "garde", label: "fft-v-garde" },
    EnumValue { value: "garde_sans", label: "fft-v-garde-sans" },
    EnumValue { value: "garde_contre", label: "fft-v-garde-contre" },
];
const HANDLES: &[EnumValue] = &[
    EnumValue { value: "none", label: "fft-v-none" },
    EnumValue { value: "simple", label: "fft-v-simple" },
    EnumValue { value: "double", label: "fft-v-double" },
    EnumValue { value: "triple", label: "fft-v-triple" },
];
// "None" of the sides: its own label, the handles' « Aucune » being
// feminine (poignée) and wrong here (a thin-client probe).
const SIDES_OR_NONE: &[EnumValue] = &[
    EnumValue { value: "none", label: "fft-v-no-side" },
    EnumValue { value: "taker", label: "fft-v-taker-side" },
    EnumValue { value: "defence", label: "fft-v-defence" },
];

/// The outcome fields of every kind whose ruling depends on the result: the
/// result alone (`taker_wins`), or the deal as counted, from which the engine
/// computes the score after the arbiter's transfers.
pub const SCORE_OUTCOME: &[FactSpec] = &[
    FactSpec {
        id: TAKER_WINS,
        question: "fft-o-taker-wins",
        domain: Domain::Boolean,
        rule: "fft.donnes_libres.outcome",
    },
    FactSpec {
        id: "players",
        question: "fft-o-players",
        domain: Domain::Integer { min: 3, max: 5 },
        rule: "fft.donnes_libres.outcome",
    },
    FactSpec {
        id: "contract",
        question: "fft-o-contract",
        domain: Domain::Enum(CONTRACTS),
        rule: "fft.donnes_libres.outcome",
    },
    FactSpec {
        id: "taker_points",
        question: "fft-o-taker-points",
        domain: Domain::HalfPoints { max: 91 },
        rule: "fft.donnes_libres.outcome",
    },
    FactSpec {
        id: "taker_half_point",
        question: "fft-o-taker-half-point",
        domain: Domain::Boolean,
        rule: "fft.donnes_libres.outcome",
    },
    FactSpec {
        id: "taker_oudlers",
        question: "fft-o-taker-oudlers",
        domain: Domain::Integer { min: 0, max: 3 },
        rule: "fft.donnes_libres.outcome",
    },
    FactSpec {
        id: "petit_au_bout",
        question: "fft-o-petit-au-bout",
        domain: Domain::Enum(SIDES_OR_NONE),
        rule: "fft.donnes_libres.outcome",
    },
    FactSpec {
        id: "taker_handle",
        question: "fft-o-taker-handle",
        domain: Domain::Enum(HANDLES),
        rule: "fft.donnes_libres.outcome",
    },
    FactSpec {
        id: "defence_handle",
        question: "fft-o-defence-handle",
        domain: Domain::Enum(HANDLES),
        rule: "fft.donnes_libres.outcome",
    },
    FactSpec {
        id: CHELEM_MADE_BY,
        question: "fft-o-chelem-made-by",
        domain: Domain::Enum(SIDES_OR_NONE),
        rule: "fft.donnes_libres.outcome",
    },
    FactSpec {
        id: CHELEM_ANNOUNCED,
        question: "fft-o-chelem-announced",
        domain: Domain::Boolean,
        rule: "fft.donnes_libres.outcome",
    },
    FactSpec {
        id: TAKER_ALONE,
        question: "fft-o-taker-alone",
        domain: Domain::Boolean,
        rule: "fft.donnes_libres.outcome",
    },
];

/// Outcome field: the side that took every trick (`none` by default).
const CHELEM_MADE_BY: &str = "chelem_made_by";
/// Outcome field: whether the taker announced a chelem.
const CHELEM_ANNOUNCED: &str = "chelem_announced";
/// Outcome field: at five players, whether the taker played alone (called
/// himself, or the called card was in the dog); by default he had a partner.
const TAKER_ALONE: &str = "taker_alone";

/// What the arbiter's ruling changes in the count before the deal is scored.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Adjust {
    /// Half points moved to the taker's side (negative: to the defence).
    pub taker_half_points: i32,
    /// Oudlers moved to the taker's side (negative: to the defence).
    pub taker_oudlers: i8,
    /// The petit au bout bonus is not scored.
    pub void_petit_au_bout: bool,
    /// The handle of this side does not count.
    pub drop_handle: Option<Side>,
}

/// What a branch of a conditional ruling does with the deal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Settle {
    /// The deal is scored.
    Scored,
    /// The deal is cancelled.
    Cancelled,
}

/// A cancelled deal does not count as a deal played (FFT, other cases).
pub const CANCELLED_NOT_PLAYED: Rule = Rule {
    id: "fft.donnes_libres.other.cancelled_deal",
    citation: fft("Autres cas prévus par le code", "Donne annulée", "fft-t-cancelled-deal"),
};

/// Adds "the deal is cancelled", citing the rule that it does not count as played.
pub fn cancel(ctx: &mut Ctx<'_>) {
    ctx.consult(&CANCELLED_NOT_PLAYED, true, &[], None);
    ctx.rectify(Rectification::DealCancelled);
}

/// The next dealer deals.
pub const NEXT_DEALER_DEALS: Rectification = Rectification::Redeal { dealer: TarotRole::NextDealer };

/// Whether `rectifications` already say who deals (a fault in the deal has
/// the same dealer deal again).
fn names_dealer(rectifications: &[Rectification]) -> bool {
    rectifications.iter().any(|r| matches!(r, Rectification::Redeal { .. }))
}

/// Cancels a deal no one dealt wrongly, and says who deals: the next dealer,
/// the players dealing in turn (règlement, « La distribution »). The code
/// says only that a cancelled deal does not count as played, so another is
/// dealt; the same dealer deals again only after a fault in the deal, which
/// the rulings for those faults say themselves.
pub fn cancel_and_deal_in_turn(ctx: &mut Ctx<'_>) {
    cancel(ctx);
    ctx.consult(&redeal::IN_TURN, true, &[], None);
    ctx.rectify(NEXT_DEALER_DEALS);
}

fn outcome_str<'a>(ctx: &Ctx<'a>, id: &'static str) -> Option<&'a str> {
    ctx.outcome_value(id).and_then(Value::as_str)
}

fn handle(value: Option<&str>) -> Option<HandleKind> {
    match value {
        Some("simple") => Some(HandleKind::Simple),
        Some("double") => Some(HandleKind::Double),
        Some("triple") => Some(HandleKind::Triple),
        _ => None,
    }
}

/// The score of a deal summary (read off a complete record) after `adjust`.
pub fn adjusted_score(summary: &DealSummary, adjust: Adjust) -> Score {
    let mut summary = summary.clone();
    let halves = i32::from(summary.taker_points.0) + adjust.taker_half_points;
    summary.taker_points = HalfPoints(u16::try_from(halves.clamp(0, 182)).unwrap_or(0));
    let oudlers = i16::from(summary.taker_oudlers) + i16::from(adjust.taker_oudlers);
    summary.taker_oudlers = u8::try_from(oudlers.clamp(0, 3)).unwrap_or(0);
    if adjust.void_petit_au_bout {
        summary.petit_au_bout = None;
    }
    if let Some(side) = adjust.drop_handle {
        summary.handles.retain(|h| h.side != side);
    }
    scoring::score(&summary)
}

/// The score of the deal from the outcome, after `adjust`; `None` when the
/// outcome does not give the count (contract, points and oudlers).
pub fn outcome_score(ctx: &Ctx<'_>, adjust: Adjust) -> Result<Option<Score>, InputError> {
    check_outcome_against_record(ctx)?;
    let recorded = recorded_table(ctx);
    let Some(contract) = outcome_contract(ctx, recorded.as_ref()) else {
        return Ok(None);
    };
    let Some((halves, oudlers)) = outcome_count(ctx, adjust)? else {
        return Ok(None);
    };
    let mut handles = Vec::new();
    for (field, side) in [("taker_handle", Side::Taker), ("defence_handle", Side::Defence)] {
        if let Some(kind) = handle(outcome_str(ctx, field))
            && adjust.drop_handle != Some(side)
        {
            handles.push(HandleBonus { side, kind });
        }
    }
    let petit_au_bout = match outcome_str(ctx, "petit_au_bout") {
        _ if adjust.void_petit_au_bout => None,
        Some("taker") => Some(Side::Taker),
        Some("defence") => Some(Side::Defence),
        _ => None,
    };
    // A deal record sent with the incident shows the table: the outcome
    // may leave out what it shows, and may not contradict it.
    let recorded_players = recorded.as_ref().map(|r| r.players);
    let given_players = ctx.outcome_value("players").and_then(Value::as_i64);
    let players = agree_with_record("players", given_players, recorded_players)?;
    // Free deals are played four to a table unless the outcome or the
    // record says otherwise: the question says so (`fft-o-players`).
    let players = players.unwrap_or(4);
    let chelem = outcome_chelem(ctx, halves, adjust)?;
    // At five the partner scores a third unless the taker played alone
    // (the record shows it from where the called card lay).
    let given_alone = ctx.outcome_value(TAKER_ALONE).and_then(Value::as_bool);
    let alone = agree_with_record(TAKER_ALONE, given_alone, recorded.and_then(|r| r.taker_alone))? == Some(true);
    let input = SummaryInput {
        players: Some(players),
        contract: Some(contract),
        // Whole half points, so the conversion is exact.
        #[allow(clippy::cast_precision_loss)]
        taker_points: Some(halves as f64 / 2.0),
        taker_oudlers: Some(oudlers),
        handles,
        petit_au_bout,
        chelem,
        partner: (players == 5).then_some(!alone),
    };
    let summary = input.validate().map_err(|e| e.into_input_error("/outcome"))?;
    Ok(Some(scoring::score(&summary)))
}

/// The contract the outcome gives, or the record's (a probe found a
/// record's contract asked again and the deal left unscored); `None` when
/// neither gives it.
fn outcome_contract(ctx: &Ctx<'_>, recorded: Option<&RecordedTable>) -> Option<Contract> {
    match outcome_str(ctx, "contract") {
        Some("prise") => Some(Contract::Prise),
        Some("garde") => Some(Contract::Garde),
        Some("garde_sans") => Some(Contract::GardeSans),
        Some("garde_contre") => Some(Contract::GardeContre),
        _ => recorded.and_then(|r| r.contract),
    }
}

/// The taker's count the outcome gives, after `adjust`: his points in half
/// points and his oudlers; `None` when the outcome does not give them.
///
/// # Errors
/// `outcome_contradiction` when the half point is given twice.
fn outcome_count(ctx: &Ctx<'_>, adjust: Adjust) -> Result<Option<(i64, i64)>, InputError> {
    let (Some(points), Some(oudlers)) = (
        ctx.outcome_value("taker_points").and_then(Value::as_f64),
        ctx.outcome_value("taker_oudlers").and_then(Value::as_i64),
    ) else {
        return Ok(None);
    };
    // The points to the half point: `40.5`, or `40` with the half-point
    // flag; both at once would count the half twice.
    #[allow(clippy::cast_possible_truncation)]
    let written = (points * 2.0).round() as i64;
    let half = ctx.outcome_value("taker_half_point").and_then(Value::as_bool) == Some(true);
    if half && written % 2 == 1 {
        return Err(InputError::new(
            "outcome_contradiction",
            "/outcome/taker_half_point",
            text::localized("fft-error-half-point-twice", &[]),
        ));
    }
    let halves = written + i64::from(half) + i64::from(adjust.taker_half_points);
    let oudlers = oudlers + i64::from(adjust.taker_oudlers);
    Ok(Some((halves, oudlers)))
}

/// The chelem the outcome gives, `halves` being the taker's count in half
/// points.
///
/// # Errors
/// `outcome_contradiction` when the table's own count shows one side took
/// every trick and the outcome does not say so.
fn outcome_chelem(ctx: &Ctx<'_>, halves: i64, adjust: Adjust) -> Result<Option<Chelem>, InputError> {
    // A chelem is scored with its bonus (règlement, « Le Chelem »): the side
    // that took every trick, and whether the taker announced one.
    let made_by = match outcome_str(ctx, CHELEM_MADE_BY) {
        Some("taker") => Some(Side::Taker),
        Some("defence") => Some(Side::Defence),
        _ => None,
    };
    let announced = ctx.outcome_value(CHELEM_ANNOUNCED).and_then(Value::as_bool) == Some(true);
    // The table's own count (no points moved by the ruling): 91 points
    // leave the defence no card at all, 0 the taker's side none, so one
    // side took every trick, whatever the deal's irregularity did to the
    // tricks. Scored without it, the chelem's bonus was lost (a regression
    // probe's misdeal outcome scored 480 for 91 points).
    if adjust.taker_half_points == 0 {
        let side = match halves {
            182 => Some(("taker", Side::Taker)),
            0 => Some(("defence", Side::Defence)),
            _ => None,
        };
        if let Some((name, side)) = side
            && made_by != Some(side)
        {
            return Err(InputError::new(
                "outcome_contradiction",
                format!("/outcome/{CHELEM_MADE_BY}"),
                text::localized(
                    "fft-error-outcome-chelem-missing",
                    &[("points", (halves / 2).into()), ("side", name.into())],
                ),
            ));
        }
    }
    Ok((made_by.is_some() || announced).then_some(Chelem { announced, made_by }))
}

/// What a tarot deal record sent with the incident shows that the
/// outcome's count also states: the number of players, the contract and,
/// at five, whether the taker played alone (the called card in his own hand
/// or in the dog: règlement, « Le jeu à 5 joueurs »). Read from the record
/// as sent, not from its checked play: a false discard's record fails those
/// checks by design.
struct RecordedTable {
    players: i64,
    contract: Option<Contract>,
    taker_alone: Option<bool>,
}

fn recorded_table(ctx: &Ctx<'_>) -> Option<RecordedTable> {
    // A record that cannot be read was refused before the rules ran.
    let record = tarot_record(ctx).ok().flatten()?;
    let players = record.players.len();
    // The bids start with the player after the dealer (La distribution), and
    // decide the taker and contract when given (as the record's own reading
    // does). A dealer who is no player of the record names no bidder: it is
    // left unread here (a reviewer found an overflow on a huge dealer).
    let from_bids = record
        .bids
        .as_deref()
        .and_then(crate::deal::auction_winner)
        .filter(|_| record.dealer < players)
        .map(|(i, contract)| ((record.dealer + 1 + i) % players, contract));
    let taker = from_bids.map(|(taker, _)| taker).or(record.taker).filter(|t| *t < players);
    let contract = from_bids.map(|(_, contract)| contract).or(record.contract);
    let taker_alone = match (players, record.called_king, taker) {
        (5, Some(called), Some(taker)) => {
            Some(record.dog.contains(&called) || record.hands.get(taker).is_some_and(|hand| hand.contains(&called)))
        }
        _ => None,
    };
    Some(RecordedTable { players: i64::try_from(players).ok()?, contract, taker_alone })
}

/// Refuses an outcome that contradicts the incident's tarot record (the
/// players, the contract, at five the taker alone), whatever else the
/// outcome gives and however much of the deal the record holds: a probe
/// found contradictions let through when no contract was sent, or when a
/// complete record scored the deal.
///
/// # Errors
/// `fact_contradicts_record` naming the outcome's field.
pub fn check_outcome_against_record(ctx: &Ctx<'_>) -> Result<(), InputError> {
    let Some(recorded) = recorded_table(ctx) else { return Ok(()) };
    agree_with_record("players", ctx.outcome_value("players").and_then(Value::as_i64), Some(recorded.players))?;
    if let (Some(shown), Some(given)) = (recorded.contract, outcome_str(ctx, "contract"))
        && contract_id(shown) != given
    {
        return Err(contradicts_record("contract", &Value::from(given), &Value::from(contract_id(shown))));
    }
    agree_with_record(TAKER_ALONE, ctx.outcome_value(TAKER_ALONE).and_then(Value::as_bool), recorded.taker_alone)?;
    Ok(())
}

/// A count sent beside a deal record played out must be the record's: the
/// deal is decided by the record's count, and a different one is refused
/// rather than silently set aside (a probe's 40 points beside a record of
/// 29 were taken). The count as the cards lie, or as the ruling's
/// rectifications leave it (cards moved to a side), are both the record's.
fn count_agrees_with_record(ctx: &Ctx<'_>, summary: &DealSummary, adjust: Adjust) -> Result<(), InputError> {
    let as_played = i64::from(summary.taker_points.0);
    let as_ruled = as_played + i64::from(adjust.taker_half_points);
    if let Some(points) = ctx.outcome_value("taker_points").and_then(Value::as_f64) {
        #[allow(clippy::cast_possible_truncation)]
        let mut written = (points * 2.0).round() as i64;
        if ctx.outcome_value("taker_half_point").and_then(Value::as_bool) == Some(true) {
            written += 1;
        }
        if written != as_played && written != as_ruled {
            #[allow(clippy::cast_precision_loss)]
            let half = |h: i64| Value::from(h as f64 / 2.0);
            return Err(contradicts_record("taker_points", &half(written), &half(as_played)));
        }
    }
    let oudlers_played = i64::from(summary.taker_oudlers);
    let oudlers_ruled = oudlers_played + i64::from(adjust.taker_oudlers);
    if let Some(oudlers) = ctx.outcome_value("taker_oudlers").and_then(Value::as_i64)
        && oudlers != oudlers_played
        && oudlers != oudlers_ruled
    {
        return Err(contradicts_record("taker_oudlers", &Value::from(oudlers), &Value::from(oudlers_played)));
    }
    Ok(())
}

/// The outcome fields a waiting ruling still needs when a record is sent:
/// those the record does not give (players, the contract, at five the
/// taker alone are the record's).
fn await_what_the_record_lacks(ctx: &mut Ctx<'_>) {
    let Some(recorded) = recorded_table(ctx) else { return };
    for field in ctx.kind.outcome {
        let given_by_record = match field.id {
            "players" => true,
            "contract" => recorded.contract.is_some(),
            TAKER_ALONE => recorded.taker_alone.is_some() || recorded.players != 5,
            _ => false,
        };
        if !given_by_record {
            ctx.awaits(field.id);
        }
    }
}

/// An outcome field and what the record shows of it: the one given, or
/// the record's; refused when they differ.
fn agree_with_record<T: PartialEq + Copy + Into<Value>>(
    field: &str,
    given: Option<T>,
    shown: Option<T>,
) -> Result<Option<T>, InputError> {
    match (given, shown) {
        (Some(given), Some(shown)) if given != shown => Err(contradicts_record(field, &given.into(), &shown.into())),
        (given, shown) => Ok(given.or(shown)),
    }
}

fn contradicts_record(field: &str, given: &Value, shown: &Value) -> InputError {
    arbitre_core::context::contradiction("/outcome", field, given, shown)
}

/// A contract as the outcome names it.
fn contract_id(contract: Contract) -> &'static str {
    match contract {
        Contract::Prise => "prise",
        Contract::Garde => "garde",
        Contract::GardeSans => "garde_sans",
        Contract::GardeContre => "garde_contre",
    }
}

/// Whether the taker won: from the computed score when there is one, else
/// from `taker_wins`. The two must agree.
pub fn taker_won(ctx: &Ctx<'_>, score: Option<&Score>) -> Result<Option<bool>, InputError> {
    let said = ctx.outcome_value(TAKER_WINS).and_then(Value::as_bool);
    match (score, said) {
        (Some(score), Some(said)) if score.won != said => Err(InputError::new(
            "outcome_contradiction",
            "/outcome/taker_wins",
            text::localized(
                "fft-error-outcome-contradiction",
                &[("computed", Value::from(score.won).to_string().into())],
            ),
        )),
        (Some(score), _) => Ok(Some(score.won)),
        (None, said) => Ok(said),
    }
}

/// A ruling that depends on whether the taker wins: states both branches as
/// `conditional` until the outcome is known, then settles the one that
/// applies, with the score. `wins` and `fails` add their own rectifications
/// to the scoring. Returns whether the taker won, once known.
pub fn settle(
    ctx: &mut Ctx<'_>,
    rule: &Rule,
    if_wins: (Settle, Vec<Rectification>),
    if_fails: (Settle, Vec<Rectification>),
    adjust: Adjust,
) -> Result<Option<bool>, InputError> {
    settle_from(ctx, rule, if_wins, if_fails, adjust, None)
}

/// [`settle`], the deal's count taken from `record` (a complete deal
/// record's summary) when there is one, else from the outcome.
pub fn settle_from(
    ctx: &mut Ctx<'_>,
    rule: &Rule,
    if_wins: (Settle, Vec<Rectification>),
    if_fails: (Settle, Vec<Rectification>),
    adjust: Adjust,
    record: Option<&DealSummary>,
) -> Result<Option<bool>, InputError> {
    check_outcome_against_record(ctx)?;
    if let Some(summary) = record {
        count_agrees_with_record(ctx, summary, adjust)?;
    }
    let score = match record {
        Some(summary) => Some(adjusted_score(summary, adjust)),
        None => outcome_score(ctx, adjust)?,
    };
    let won = taker_won(ctx, score.as_ref())?;
    let branch = |settle: Settle, extra: &[Rectification], score: Option<Score>| {
        let mut r = extra.to_vec();
        match settle {
            Settle::Scored => {
                r.push(Rectification::DealScored { whatever_the_result: false, score: score.map(Box::new) })
            }
            Settle::Cancelled => {
                r.push(Rectification::DealCancelled);
                if !names_dealer(extra) {
                    r.push(NEXT_DEALER_DEALS);
                }
            }
        }
        r
    };
    // A branch that cancels the deal with no dealer named has the next
    // dealer deal (La distribution), cited while the result is unknown too.
    let deals_in_turn =
        |(settle, extra): &(Settle, Vec<Rectification>)| *settle == Settle::Cancelled && !names_dealer(extra);
    match won {
        None => {
            await_what_the_record_lacks(ctx);
            if deals_in_turn(&if_wins) || deals_in_turn(&if_fails) {
                ctx.cite(&redeal::IN_TURN.citation);
            }
            ctx.consult(rule, true, &[], None);
            ctx.conditionally("taker_wins", branch(if_wins.0, &if_wins.1, None), true);
            ctx.conditionally("taker_fails", branch(if_fails.0, &if_fails.1, None), true);
        }
        Some(won) => {
            ctx.consult(rule, true, &[(TAKER_WINS, Read::from(won))], None);
            ctx.settled_by_result(won);
            let (settle, extra) = if won { if_wins } else { if_fails };
            let dealer_named = names_dealer(&extra);
            for r in extra {
                ctx.rectify(r);
            }
            match settle {
                Settle::Scored => {
                    ctx.rectify(Rectification::DealScored { whatever_the_result: false, score: score.map(Box::new) })
                }
                Settle::Cancelled if dealer_named => cancel(ctx),
                Settle::Cancelled => cancel_and_deal_in_turn(ctx),
            }
        }
    }
    Ok(won)
}

/// A deal scored whatever the result, with the score once the outcome (or
/// a complete record, `record`) gives the count.
pub fn scored_whatever_from(ctx: &mut Ctx<'_>, adjust: Adjust, record: Option<&DealSummary>) -> Result<(), InputError> {
    check_outcome_against_record(ctx)?;
    let score = match record {
        Some(summary) => Some(adjusted_score(summary, adjust)),
        None => outcome_score(ctx, adjust)?,
    };
    // Scored whatever the result, the result still must not contradict the
    // count: a `taker_wins` beside a count that says otherwise is refused,
    // as where the result decides (a tarot probe found it kept silently).
    taker_won(ctx, score.as_ref())?;
    ctx.rectify(Rectification::DealScored { whatever_the_result: true, score: score.map(Box::new) });
    Ok(())
}

/// A deal scored whatever the result, with the score once the outcome gives the count.
pub fn scored_whatever(ctx: &mut Ctx<'_>, adjust: Adjust) -> Result<(), InputError> {
    let score = outcome_score(ctx, adjust)?;
    taker_won(ctx, score.as_ref())?;
    ctx.rectify(Rectification::DealScored { whatever_the_result: true, score: score.map(Box::new) });
    Ok(())
}

/// Reads the tarot deal record of the incident, if one was given; a record
/// in a bridge format is refused.
pub fn tarot_record(ctx: &Ctx<'_>) -> Result<Option<crate::record::DealRecord>, InputError> {
    // The record as it came: none, or its `tarot` field (`None` when the
    // record came in a bridge format).
    let Some(record) = ctx.source else { return Ok(None) };
    let Some(value) = record else {
        return Err(InputError::new(
            "record_not_used",
            "/record",
            text::localized("error-record-not-used", &[("kind", ctx.kind.id.into())]),
        ));
    };
    read_tarot_record(value).map(Some)
}

pub use crate::reading::read_tarot_record;

/// The enum value of `TarotRanking` a fact holds.
pub fn ranking_fact(ctx: &Ctx<'_>, id: &str) -> Option<TarotRanking> {
    ctx.enum_fact(id).and_then(TarotRanking::parse)
}

/// The rankings as enum values of a fact.
pub const RANKINGS: &[EnumValue] = &[
    EnumValue { value: "unranked", label: "fft-v-unranked" },
    EnumValue { value: "fourth_series", label: "fft-v-fourth-series" },
    EnumValue { value: "third_series", label: "fft-v-third-series" },
    EnumValue { value: "second_series", label: "fft-v-second-series" },
    EnumValue { value: "first_series", label: "fft-v-first-series" },
];

/// "The taker" / "a defender", as enum values of a fact.
pub const TAKER_OR_DEFENDER: &[EnumValue] =
    &[EnumValue { value: "taker", label: "fft-v-taker" }, EnumValue { value: "defender", label: "fft-v-defender" }];

/// Who committed a fault whose code lines name the taker and the defence:
/// at five players, the taker's partner too (he is in the taker's camp,
/// règlement « Le jeu à 5 joueurs », but the code's lines do not name him).
pub const TAKER_PARTNER_OR_DEFENDER: &[EnumValue] = &[
    EnumValue { value: "taker", label: "fft-v-taker" },
    EnumValue { value: "takers_partner", label: "fft-v-takers-partner" },
    EnumValue { value: "defender", label: "fft-v-defender" },
];

/// At five players, the taker's partner is in the taker's camp (règlement,
/// « Le jeu à 5 joueurs »), and the code's lines for an exposed card or a
/// handle name only the taker and the defence. His fault is ruled for what
/// the code says of anyone (the card goes back, the arbiter attends), and
/// the sanction is the arbiter's judgement: a review, never the nearest
/// line by guess (the taker's has none, the defence's would sanction the
/// other camp's result).
pub const PARTNER_AT_FIVE: Rule = Rule {
    id: "fft.reglement.partner_fault_at_five",
    citation: reglement("Le jeu à 5 joueurs", "fft-t-partner-fault-at-five"),
};

/// The review that leaves the sanction of the taker's partner at five to
/// the arbiter, under the code's section `section`. `fact` names the fact
/// that said the partner: refused when the outcome or the record puts the
/// deal at three or four players, where the taker has no partner.
///
/// # Errors
/// `invalid_fact_value` at `/facts/<fact>`.
pub fn partner_sanction_left_to_arbiter(
    ctx: &mut Ctx<'_>,
    section: &str,
    fact: &str,
    read: &[(&str, Read<'_>)],
) -> Result<(), InputError> {
    partner_exists(ctx, fact)?;
    ctx.consult(&PARTNER_AT_FIVE, true, read, None);
    ctx.rectify(crate::rectification::SharedRectification::DirectorReview {
        law: format!("FFT, {section}").into(),
        reason: crate::vocabulary::ReviewReason::SanctionLeftToArbiter,
    });
    Ok(())
}

/// Refuses a fault said to be the taker's partner's (fact `fact`) when the
/// outcome or the record puts the deal at three or four players, or shows
/// the taker alone: there is no partner then (Le jeu à 5 joueurs).
///
/// # Errors
/// `invalid_fact_value` at `/facts/<fact>`.
pub fn partner_exists(ctx: &Ctx<'_>, fact: &str) -> Result<(), InputError> {
    let players =
        ctx.outcome_value("players").and_then(Value::as_i64).or_else(|| recorded_table(ctx).map(|r| r.players));
    if let Some(players) = players.filter(|n| *n != 5) {
        return Err(InputError::new(
            "invalid_fact_value",
            format!("/facts/{fact}"),
            text::localized("fft-error-partner-not-five", &[("fact", fact.into()), ("players", players.into())]),
        ));
    }
    // Nor when the taker played alone (the called card in the dog, or his
    // own): there is no partner then (Le jeu à 5 joueurs).
    let alone = ctx
        .outcome_value(TAKER_ALONE)
        .and_then(Value::as_bool)
        .or_else(|| recorded_table(ctx).and_then(|r| r.taker_alone));
    if alone == Some(true) {
        return Err(InputError::new(
            "invalid_fact_value",
            format!("/facts/{fact}"),
            text::localized("fft-error-partner-taker-alone", &[("fact", fact.into())]),
        ));
    }
    Ok(())
}

// Test helpers take their values by value (`helper(json!(…))` reads best);
// generated data is small.
#[allow(clippy::needless_pass_by_value, clippy::cast_possible_truncation)]
#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::expect_used)]
pub(crate) mod test_support {
    use std::cell::OnceCell;
    use std::collections::BTreeMap;

    use arbitre_core::decision::RulesetRef;
    use arbitre_core::{Edition, Input, InputError, Ruling, Trace};
    use serde_json::Value;

    use super::{KINDS, Tarot};
    use crate::TarotRuleset;
    use crate::parameters::{FFT_PARAMETERS, TarotParameters};
    use crate::rectification::Consequence;

    /// A ruling of the code, as the tests read it.
    pub type Decision = Ruling<Tarot>;

    /// The FFT's code as the facade's `fft-donnes-libres` ruleset applies
    /// it: cited as written, with the FFT's options.
    pub struct FftCode;

    /// The ruleset the cases are tested under.
    pub static FFT_DONNES_LIBRES: FftCode = FftCode;

    impl Edition for FftCode {
        fn reference(&self) -> RulesetRef {
            RulesetRef { id: "fft-donnes-libres".into(), version: "test".into() }
        }
    }

    impl TarotRuleset for FftCode {
        fn tarot_parameters(&self) -> &TarotParameters {
            &FFT_PARAMETERS
        }
    }

    /// An incident as the tests give it: a kind, facts, a tarot record
    /// (JSON), elections and an outcome.
    #[derive(Clone)]
    pub struct Incident {
        /// The kind.
        pub kind: String,
        /// The facts.
        pub facts: BTreeMap<String, Value>,
        /// The tarot record, as JSON.
        pub record: Option<Value>,
        /// The elections.
        pub choices: BTreeMap<String, String>,
        /// The outcome.
        pub outcome: Option<Value>,
    }

    /// An incident of `kind` without a record.
    pub fn incident(kind: &str, facts: Value, choices: &[(&str, &str)], outcome: Option<Value>) -> Incident {
        Incident {
            kind: kind.into(),
            facts: serde_json::from_value::<BTreeMap<String, Value>>(facts).expect("facts"),
            record: None,
            choices: choices.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect(),
            outcome,
        }
    }

    /// Rules on an incident as the facade does for a tarot kind: its input
    /// checked against the kind's catalogue, then the case's rules.
    pub fn evaluate(incident: &Incident, ruleset: &FftCode) -> Result<Decision, InputError> {
        let kind = KINDS.iter().copied().find(|k| k.id == incident.kind).expect("a kind of the code");
        let record = incident.record.clone().map(Some);
        let input = Input {
            facts: &incident.facts,
            choices: &incident.choices,
            outcome: incident.outcome.as_ref(),
            source: record.as_ref(),
        };
        arbitre_core::context::check_input(&input, kind, ruleset)?;
        arbitre_core::context::run(&input, ruleset, kind, None, Trace::Kept, &OnceCell::new(), |_| Ok(None))
    }

    /// Rules on an incident of `kind` under the FFT ruleset.
    pub fn rule(kind: &str, facts: Value, choices: &[(&str, &str)], outcome: Option<Value>) -> Decision {
        evaluate(&incident(kind, facts, choices, outcome), &FFT_DONNES_LIBRES).expect("valid incident")
    }

    /// The rectifications as JSON, for compact assertions.
    pub fn has(d: &Decision, expected: Value) -> bool {
        let wanted = expected.as_object().unwrap();
        d.rectifications.iter().any(|r| {
            let r = serde_json::to_value(r).unwrap();
            wanted.iter().all(|(k, v)| r.get(k) == Some(v))
        })
    }

    /// Whether a rectification of this type is present.
    pub fn has_type(d: &Decision, kind: &str) -> bool {
        d.rectifications.iter().any(|r: &Consequence| serde_json::to_value(r).unwrap()["type"] == kind)
    }

    /// The `when` of the conditional branches.
    pub fn whens(d: &Decision) -> Vec<String> {
        d.conditional.iter().map(|c| c.when.to_owned()).collect()
    }

    /// The ids of the rules that applied.
    pub fn applied(d: &Decision) -> Vec<String> {
        d.trace.iter().flatten().filter(|s| s.applied).map(|s| s.rule.clone()).collect()
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::KINDS;
    use arbitre_core::text;

    /// Every text a tarot kind shows exists in French and English.
    #[test]
    fn each_handle_fault_is_its_own_offence_and_out_of_turn_counts_with_exposed_cards() {
        use std::collections::BTreeMap;

        use serde_json::{Value, json};

        use super::offence_key;
        let facts = |fault: &str| BTreeMap::from([("fault".to_owned(), json!(fault))]);
        let order = offence_key("tarot.handle_fault", &facts("out_of_order"));
        let too_many = offence_key("tarot.handle_fault", &facts("too_many_trumps"));
        assert_ne!(order, too_many);
        assert_eq!(order, offence_key("tarot.handle_fault", &facts("out_of_order")));
        let none: BTreeMap<String, Value> = BTreeMap::new();
        assert_eq!(offence_key("tarot.played_out_of_turn", &none), offence_key("tarot.exposed_card", &none));
        assert_eq!(offence_key("tarot.slow_play", &none), "tarot.slow_play");
    }

    /// The texts say what the code says (FR and EN).
    #[test]
    fn the_texts_follow_the_code() {
        let has = |id: &str, fr: &str, en: &str| {
            let t = text::msg(id);
            assert!(t.fr.contains(fr), "{id}: {}", t.fr);
            assert!(t.en.contains(en), "{id}: {}", t.en);
        };
        // « sans imposer une couleur particulière »: the defender chooses.
        has("fft-c-require-other-suit", "le défenseur choisit", "the defender chooses");
        // The dealer may not bid on the redeal when the taker refuses.
        has("fft-c-refuse-contract", "ne peut pas annoncer de contrat", "may not bid");
        has("fft-s-misdeal-election", "ne peut pas annoncer de contrat sur cette nouvelle donne", "may not bid");
        has("fft-s-misdeal-dog-cancelled", "la donne est annulée", "the deal is cancelled");
        // At five the taker's partner may be the one who revoked.
        let revoke = text::localized(
            "fft-s-revoke-taker",
            &[("points", text::Arg::Str("5".into())), ("oudlers", 0_i64.into()), ("found", String::new().into())],
        );
        assert!(revoke.fr.contains("du camp du preneur") && revoke.en.contains("the taker's side"), "{revoke:?}");
        // « Si le défenseur qui doit avoir la main joue l'excuse, la règle s'applique aussi au joueur suivant. »
        has("fft-s-out-of-turn-offer", "l'excuse", "the excuse");
        has("fft-v-low-card", "autre qu'un bout", "other than an oudler");
    }

    #[test]
    fn every_message_of_the_tarot_kinds_exists_in_both_languages() {
        let mut ids: Vec<String> = Vec::new();
        for kind in KINDS {
            ids.push(kind.title.into());
            ids.extend(kind.laws.iter().map(|l| l.title.to_owned()));
            for fact in kind.facts.iter().chain(kind.outcome) {
                ids.push(fact.question.into());
                if let crate::code::Domain::Enum(values) = fact.domain {
                    ids.extend(values.iter().map(|v| v.label.to_owned()));
                }
            }
            for choice in kind.choices {
                ids.push(choice.law.title.into());
                ids.extend(choice.options.iter().map(|o| o.label.to_owned()));
            }
        }
        // The summaries and errors named in the code, read off its sources.
        let sources = [
            include_str!("mod.rs"),
            include_str!("principles.rs"),
            include_str!("ethics.rs"),
            include_str!("over_contract.rs"),
            include_str!("misdeal.rs"),
            include_str!("wrong_dealer.rs"),
            include_str!("exposed_card.rs"),
            include_str!("played_card.rs"),
            include_str!("out_of_turn.rs"),
            include_str!("revoke.rs"),
            include_str!("false_discard.rs"),
            include_str!("other_cases.rs"),
            include_str!("handle_fault.rs"),
        ];
        for source in sources {
            for piece in source.split('"').skip(1).step_by(2) {
                // Prefixes the exposed-card rulings complete (below).
                let prefix = matches!(
                    piece,
                    "fft-s-exposed-defender" | "fft-s-out-of-turn" | "fft-s-exposed" | "fft-s-exposed-at-end"
                );
                // The ruleset's id, which the tests' ruleset gives, is no message.
                let ruleset = piece == "fft-donnes-libres";
                if piece.starts_with("fft-") && !piece.ends_with('-') && !piece.contains('{') && !prefix && !ruleset {
                    ids.push(piece.to_owned());
                }
            }
        }
        for suffix in ["warning", "penalty", "distorted"] {
            ids.push(format!("fft-s-exposed-defender-{suffix}"));
            ids.push(format!("fft-s-exposed-at-end-defender-{suffix}"));
            ids.push(format!("fft-s-out-of-turn-{suffix}"));
        }
        for taker_side in ["fft-s-exposed-taker", "fft-s-exposed-at-end-taker"] {
            ids.push(taker_side.to_owned());
        }
        for offender in ["taker", "partner"] {
            ids.push(format!("fft-s-out-of-turn-{offender}-at-end"));
        }
        for seen in ["fft-s-hand-exposed-taker", "fft-s-hand-exposed"] {
            ids.push(seen.to_owned());
            ids.push(format!("{seen}-at-end"));
        }
        for fault in [
            "out-of-order",
            "incomplete-correctable",
            "incomplete-not-correctable",
            "too-many-trumps",
            "before-turn",
            "after-first-card-before-covered",
            "other-wrong-moment",
            "excuse-hiding-trump",
        ] {
            ids.push(format!("fft-s-handle-{fault}"));
        }
        ids.extend(["outcome-taker-wins".to_owned(), "outcome-taker-fails".to_owned()]);
        let missing: Vec<&String> = ids.iter().filter(|id| !text::exists(id)).collect();
        assert!(missing.is_empty(), "missing messages: {missing:?}");
    }
}
