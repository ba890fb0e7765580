//! Double-dummy analysis of bridge deals: how many tricks each declarer
//! takes in each strain when every player sees all four hands and plays
//! perfectly, the par score, and the value of each card the player on turn
//! may play in a position of the play.
//!
//! The solving is done by `pons-dds`, a line-by-line pure-Rust port of DDS
//! 2.9 (Bo Haglund and Soren Hein's double-dummy solver): no C++ compiler
//! and no libclang, so it is in every build. This crate only converts
//! Arbitre's deals and play records to it and its answers back; its figures
//! are checked against DDS itself (through Python's endplay) by
//! `ci/dd_crosscheck.py`.
//!
//! Every solve is CPU-bound (from a few milliseconds to a fraction of a
//! second for a full table) and runs on pons-dds's own worker pool, whose
//! threads have the large stacks the search needs: async callers wait for it
//! on a blocking thread, a bounded number at once (the service's gate).

use arbitre_bridge::card::{Card, Rank, Seat, Side, Strain, Suit, Vulnerability};
use arbitre_bridge::deal::Deal;
use arbitre_bridge::deal_record::DealRecord;
use arbitre_bridge::double_dummy::{contract_figure, contract_results};
use arbitre_bridge::play::reconstruct_tricks;
use arbitre_bridge::revoke::{FoundRevoke, find_revokes};
use arbitre_core::InputError;
use arbitre_core::text;
use contract_bridge as cb;
use pons_dds as dds;

// Why a record or a request cannot be analysed, in French and English.
arbitre_core::fluent_files!("dd.ftl");

pub use arbitre_bridge::double_dummy::{
    AdjustmentFigures, CardTricks, ContractQuery, DdTable, DoubleDummy, FiguresBasis, NonOffendersTricks, Par,
    ParContract, PositionAnalysis, RevokeEquity, STRAINS, StrainTricks, TableContractFigure,
};

/// The table in the solver's form.
fn table_to_dds(table: DdTable) -> dds::TrickCountTable {
    // The rows come from solved or checked tables, so every count is at
    // most 13; a larger one would be clamped rather than panic in the solver's
    // constructor.
    let row = |strain: Strain| {
        let t = |seat: Seat| table.tricks(seat, strain).min(13);
        dds::TrickCountRow::try_new(t(Seat::N), t(Seat::E), t(Seat::S), t(Seat::W))
            .unwrap_or(dds::TrickCountRow::new(0, 0, 0, 0))
    };
    dds::TrickCountTable(STRAINS.map(row))
}

/// A table from the solver's form.
fn table_from_dds(solved: &dds::TrickCountTable) -> DdTable {
    let mut table = DdTable::default();
    for strain in STRAINS {
        let row = solved[to_cb_strain(strain)];
        for seat in Seat::ALL {
            table.seat_mut(seat).set(strain, row.get(to_cb_seat(seat)).get());
        }
    }
    table
}

/// Why a deal or position could not be solved.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DdError {
    /// The deal does not give all four hands.
    #[error("the deal does not give all four hands")]
    IncompleteDeal,
    /// The solver refused the deal or the position (not expected once the record
    /// was read and checked).
    #[error("the double-dummy solver failed: {0}")]
    Solver(String),
}

fn to_cb_seat(seat: Seat) -> cb::Seat {
    match seat {
        Seat::N => cb::Seat::North,
        Seat::E => cb::Seat::East,
        Seat::S => cb::Seat::South,
        Seat::W => cb::Seat::West,
    }
}

fn from_cb_seat(seat: cb::Seat) -> Seat {
    match seat {
        cb::Seat::North => Seat::N,
        cb::Seat::East => Seat::E,
        cb::Seat::South => Seat::S,
        cb::Seat::West => Seat::W,
    }
}

fn to_cb_strain(strain: Strain) -> cb::Strain {
    match strain {
        Strain::Clubs => cb::Strain::Clubs,
        Strain::Diamonds => cb::Strain::Diamonds,
        Strain::Hearts => cb::Strain::Hearts,
        Strain::Spades => cb::Strain::Spades,
        Strain::NoTrump => cb::Strain::Notrump,
    }
}

fn strain_letters(strain: cb::Strain) -> &'static str {
    match strain {
        cb::Strain::Clubs => "C",
        cb::Strain::Diamonds => "D",
        cb::Strain::Hearts => "H",
        cb::Strain::Spades => "S",
        cb::Strain::Notrump => "NT",
    }
}

fn to_cb_suit(suit: Suit) -> cb::Suit {
    match suit {
        Suit::Clubs => cb::Suit::Clubs,
        Suit::Diamonds => cb::Suit::Diamonds,
        Suit::Hearts => cb::Suit::Hearts,
        Suit::Spades => cb::Suit::Spades,
    }
}

fn from_cb_suit(suit: cb::Suit) -> Suit {
    match suit {
        cb::Suit::Clubs => Suit::Clubs,
        cb::Suit::Diamonds => Suit::Diamonds,
        cb::Suit::Hearts => Suit::Hearts,
        cb::Suit::Spades => Suit::Spades,
    }
}

fn to_cb_card(card: Card) -> Result<cb::Card, DdError> {
    let rank = cb::Rank::try_new(card.rank.value()).map_err(|e| DdError::Solver(e.to_string()))?;
    Ok(cb::Card { suit: to_cb_suit(card.suit), rank })
}

fn from_cb_card(card: cb::Card) -> Option<Card> {
    let rank = Rank::ALL.into_iter().find(|r| r.value() == card.rank.get())?;
    Some(Card::new(from_cb_suit(card.suit), rank))
}

/// The hands of `seat`-indexed card lists as a `contract-bridge` builder.
fn builder(hands: [&[Card]; 4]) -> Result<cb::Builder, DdError> {
    let hand = |cards: &[Card]| -> Result<cb::Hand, DdError> { cards.iter().map(|c| to_cb_card(*c)).collect() };
    Ok(cb::Builder::new().north(hand(hands[0])?).east(hand(hands[1])?).south(hand(hands[2])?).west(hand(hands[3])?))
}

fn full_deal(deal: &Deal) -> Result<cb::FullDeal, DdError> {
    if !deal.is_complete() {
        return Err(DdError::IncompleteDeal);
    }
    builder(Seat::ALL.map(|s| deal.hand(s)))?
        .build_full()
        .map_err(|_| DdError::Solver("the hands do not make a deal of 52 cards".to_owned()))
}

/// How the operating system schedules the solver's worker threads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SolverPriority {
    /// Only on time no other thread of the machine wants (Linux
    /// `SCHED_IDLE`): a solve never delays a ruling or a health check, and
    /// waits, up to its deadline, while the cores are busy with them.
    Idle,
    /// Like every other thread of the process.
    Normal,
}

/// Starts the solver's worker pool now, its threads scheduled at
/// `priority`, by solving a trivial deal (each hand one suit) on a thread of
/// its own. pons-dds builds its pool on the first solve, from the thread
/// that asks it, and on Linux a new thread takes its creator's scheduling
/// policy: so the pool's workers inherit this thread's. Call it once, before
/// any other solve (a pool already built keeps its threads as they are).
///
/// # Errors
/// The system refused the policy (the pool then runs at normal priority),
/// or `Idle` was asked on a system other than Linux.
pub fn start_solver_pool(priority: SolverPriority) -> Result<(), String> {
    let started = std::thread::Builder::new()
        .name("arbitre-dd-start".to_owned())
        .spawn(move || {
            let policy = match priority {
                SolverPriority::Idle => lower_this_thread_to_idle(),
                SolverPriority::Normal => Ok(()),
            };
            let trivial = Deal::from_pbn("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
                .map_err(|e| e.to_string())?;
            table(&trivial).map_err(|e| e.to_string())?;
            policy
        })
        .map_err(|e| e.to_string())?;
    started.join().map_err(|_| "the solver's start-up thread failed".to_owned())?
}

#[cfg(target_os = "linux")]
fn lower_this_thread_to_idle() -> Result<(), String> {
    use thread_priority::unix::{
        NormalThreadSchedulePolicy, ThreadSchedulePolicy, set_thread_priority_and_policy, thread_native_id,
    };
    set_thread_priority_and_policy(
        thread_native_id(),
        thread_priority::ThreadPriority::Min,
        ThreadSchedulePolicy::Normal(NormalThreadSchedulePolicy::Idle),
    )
    .map_err(|e| format!("the idle scheduling policy was refused: {e:?}"))
}

#[cfg(not(target_os = "linux"))]
fn lower_this_thread_to_idle() -> Result<(), String> {
    Err("the idle scheduling policy exists on Linux only".to_owned())
}

/// The double-dummy table of a whole deal (all four hands), its five
/// strains spread over the solver's worker pool.
///
/// # Errors
/// [`DdError::IncompleteDeal`] when a hand is unknown.
pub fn table(deal: &Deal) -> Result<DdTable, DdError> {
    Ok(table_from_dds(&dds::solve_deal(full_deal(deal)?)))
}

/// The tables of many deals, solved in parallel on the solver's worker pool
/// (one thread per core).
///
/// # Errors
/// [`DdError::IncompleteDeal`] when a hand of any deal is unknown.
pub fn tables(deals: &[Deal]) -> Result<Vec<DdTable>, DdError> {
    let full = deals.iter().map(full_deal).collect::<Result<Vec<_>, _>>()?;
    Ok(dds::solve_deals(&full, dds::NonEmptyStrainFlags::ALL).iter().map(table_from_dds).collect())
}

/// Each card the player on turn may play in each position, with the tricks
/// his side can still take after it, the positions solved as one batch.
///
/// # Errors
/// [`DdError::Solver`] when a card the solver names is not a card.
pub fn positions(positions: &[&Position]) -> Result<Vec<Vec<CardTricks>>, DdError> {
    let objectives: Vec<dds::Objective> =
        positions.iter().map(|p| dds::Objective { board: p.board.clone(), target: dds::Target::Legal }).collect();
    dds::solve_boards(&objectives).iter().map(cards_of).collect()
}

/// The cards of one solved position, each with its value.
fn cards_of(found: &dds::FoundPlays) -> Result<Vec<CardTricks>, DdError> {
    let mut cards = Vec::with_capacity(13);
    for play in &found.plays {
        // The solver gives one card per sequence of equals (from KQJ, the
        // K); the lower equals are worth the same, and each is a card the
        // player may choose, so each is listed.
        let equals = play.equals.iter().map(|rank| cb::Card { suit: play.card.suit, rank });
        for card in std::iter::once(play.card).chain(equals) {
            let card = from_cb_card(card).ok_or_else(|| DdError::Solver(format!("card {card}")))?;
            cards.push(CardTricks { card, tricks: play.score.get() });
        }
    }
    Ok(cards)
}

/// The par of a deal from its table, given who dealt and who is vulnerable
/// (the dealer matters: when both sides can make the same contract, the
/// side that can bid it first gets it).
pub fn par(table: &DdTable, dealer: Seat, vulnerable: Vulnerability) -> Par {
    let vul = match vulnerable {
        Vulnerability::None => dds::Vulnerability::NONE,
        Vulnerability::NS => dds::Vulnerability::NS,
        Vulnerability::EW => dds::Vulnerability::EW,
        Vulnerability::All => dds::Vulnerability::ALL,
    };
    let par = dds::calculate_par(table_to_dds(*table), vul, to_cb_seat(dealer));
    Par {
        score: par.score,
        contracts: par
            .contracts
            .iter()
            .map(|p| ParContract {
                contract: format!(
                    "{}{}{}",
                    p.contract.bid.level.get(),
                    strain_letters(p.contract.bid.strain),
                    match p.contract.penalty {
                        cb::Penalty::Undoubled => "",
                        cb::Penalty::Doubled => "X",
                        cb::Penalty::Redoubled => "XX",
                    }
                ),
                declarer: from_cb_seat(p.declarer),
                overtricks: p.overtricks,
            })
            .collect(),
    }
}

/// A position in the play, ready for the solver: the cards still in each
/// hand and the trick in progress.
#[derive(Debug, Clone)]
pub struct Position {
    board: dds::Board,
    /// The player on turn.
    pub seat: Seat,
    /// The tricks not yet complete, the trick in progress included.
    pub tricks_left: u8,
    /// The tricks North–South have won so far.
    pub ns_won: u8,
    /// The tricks East–West have won so far.
    pub ew_won: u8,
}

impl Position {
    /// The position of `record` after its first `after_cards` cards in the
    /// order they were played (0: before the opening lead). The record needs
    /// all four hands and its contract (for the trumps) with declarer or a
    /// play section (for the opening leader).
    ///
    /// # Errors
    /// An [`InputError`] pointing at `/record` (hands or contract missing,
    /// a revoke in the trick in progress, which the solver cannot analyse)
    /// or at `/after_cards` (more cards than the record has, or the end of
    /// play).
    pub fn from_record(record: &DealRecord, after_cards: usize) -> Result<Position, InputError> {
        let deal = record.deal.as_ref().filter(|d| d.is_complete()).ok_or_else(incomplete_deal)?;
        let no_contract = || InputError::new("invalid_record", "/record", text::msg("dd-error-no-contract"));
        let strain = record.contract.and_then(|c| c.strain()).ok_or_else(no_contract)?;
        let opening_leader = record
            .play
            .as_ref()
            .map(|p| p.opening_leader)
            .or(record.declarer.map(Seat::next))
            .ok_or_else(no_contract)?;
        let tricks = match &record.play {
            Some(play) => reconstruct_tricks(Some(deal), strain, play).map_err(|e| e.to_input_error("/record"))?,
            None => Vec::new(),
        };
        let played: Vec<(Seat, Card)> = tricks.iter().flat_map(|t| t.cards.iter().copied()).collect();
        let after = i64::try_from(after_cards).unwrap_or(i64::MAX);
        if after_cards >= 52 {
            return Err(InputError::new(
                "invalid_after_cards",
                "/after_cards",
                text::localized("dd-error-play-over", &[("after", after.into())]),
            ));
        }
        if after_cards > played.len() {
            let count = i64::try_from(played.len()).unwrap_or(i64::MAX);
            return Err(InputError::new(
                "invalid_after_cards",
                "/after_cards",
                text::localized("dd-error-after-cards", &[("after", after.into()), ("played", count.into())]),
            ));
        }
        let complete = after_cards / 4;
        let in_trick = &played[complete * 4..after_cards];
        // Who leads the trick in progress: its own leader when the record
        // has it, else the winner of the last complete trick, else (no card
        // played) the opening leader.
        let leader = match tricks.get(complete) {
            Some(trick) => trick.leader,
            None if complete == 0 => opening_leader,
            None => tricks.get(complete - 1).and_then(|t| t.winner).unwrap_or(opening_leader),
        };
        let (mut ns_won, mut ew_won) = (0u8, 0u8);
        for winner in tricks.iter().take(complete).filter_map(|t| t.winner) {
            match winner.side() {
                Side::NS => ns_won += 1,
                Side::EW => ew_won += 1,
            }
        }
        let gone: Vec<Card> = played[..after_cards].iter().map(|(_, c)| *c).collect();
        let remaining: [Vec<Card>; 4] =
            Seat::ALL.map(|s| deal.hand(s).iter().copied().filter(|c| !gone.contains(c)).collect());
        let internal = |e: DdError| InputError::new(SOLVER_FAILED, "/record", solver_failed(&e));
        let remaining = builder([&remaining[0], &remaining[1], &remaining[2], &remaining[3]])
            .map_err(internal)?
            .build_partial()
            .map_err(|_| internal(DdError::Solver("remaining hands".to_owned())))?;
        let trick_cards =
            in_trick.iter().map(|(_, c)| to_cb_card(*c)).collect::<Result<Vec<_>, _>>().map_err(internal)?;
        let current = dds::CurrentTrick::from_slice(to_cb_strain(strain), to_cb_seat(leader), &trick_cards)
            .map_err(|e| internal(DdError::Solver(e.to_string())))?;
        let board = dds::Board::try_new(remaining, current).map_err(|e| match e {
            dds::BoardError::Revoke { position } => {
                let offset = match position {
                    dds::RevokePosition::Second => 1,
                    dds::RevokePosition::Third => 2,
                    dds::RevokePosition::Fourth => 3,
                };
                let seat = Seat::from_index(leader.index() + offset);
                InputError::new(
                    "invalid_record",
                    "/record",
                    text::localized("dd-error-revoke", &[("seat", seat.to_string().into())]),
                )
            }
            other => internal(DdError::Solver(other.to_string())),
        })?;
        Ok(Position {
            board,
            seat: Seat::from_index(leader.index() + in_trick.len()),
            tricks_left: u8::try_from(13 - complete).unwrap_or(0),
            ns_won,
            ew_won,
        })
    }
}

/// The code of an [`InputError`] that is the solver's failure, not the
/// request's: a server answers it with a 500.
pub const SOLVER_FAILED: &str = "double_dummy_solver_failed";

/// The error for a record without all four hands.
pub fn incomplete_deal() -> InputError {
    InputError::new("invalid_record", "/record", text::msg("dd-error-incomplete-deal"))
}

/// The text of a solver failure, for a 500.
pub fn solver_failed(error: &DdError) -> text::Localized {
    let mut detail = text::msg("dd-error-solver");
    // The cause is the solver's own English message: worth keeping for whoever
    // reads the log or reports the bug.
    detail.en = format!("{} ({error})", detail.en).into();
    detail.fr = format!("{} ({error})", detail.fr).into();
    detail
}

/// The whole analysis of a record: its table, its par when the record gives
/// dealer and vulnerability, and with `after_cards` the position after that
/// many cards of the play. CPU-bound: run it on a blocking thread.
///
/// # Errors
/// An [`InputError`] (see [`Position::from_record`]) when the record lacks
/// what the analysis needs.
pub fn analyse(record: &DealRecord, after_cards: Option<usize>) -> Result<DoubleDummy, InputError> {
    let deal = record.deal.as_ref().filter(|d| d.is_complete()).ok_or_else(incomplete_deal)?;
    // The position is checked before the (longer) table is solved, so a bad
    // request fails fast.
    let position = after_cards.map(|n| Position::from_record(record, n)).transpose()?;
    let internal = |e: DdError| InputError::new(SOLVER_FAILED, "/record", solver_failed(&e));
    let tricks = table(deal).map_err(internal)?;
    let par = match (record.dealer, record.vulnerable) {
        (Some(dealer), Some(vulnerable)) => Some(par(&tricks, dealer, vulnerable)),
        _ => None,
    };
    let position = match position {
        Some(p) => Some(PositionAnalysis {
            seat: p.seat,
            tricks_left: p.tricks_left,
            ns_won: p.ns_won,
            ew_won: p.ew_won,
            cards: positions(&[&p]).map_err(internal)?.pop().unwrap_or_default(),
        }),
        None => None,
    };
    let revoke_equity = revoke_equity(record)?;
    Ok(DoubleDummy { tricks, par, position, revoke_equity, contract_results: Vec::new() })
}

/// The Law 64C suggestions for every revoke of the record's play: from the
/// position just before the revoke card, each legal card the offender could
/// have played and the tricks the non-offending side would then have taken
/// on the whole deal, both sides playing perfectly afterwards. The likely
/// count is the one after the offender's best legal card (double-dummy, he
/// plays as well as he can); the director confirms or changes it.
///
/// A revoke whose position the solver cannot take (an earlier revoke in the
/// same trick) gives no suggestion.
///
/// # Errors
/// An [`InputError`] on `/record` when the play cannot be rebuilt. A revoke
/// whose position the solver fails on gets no suggestion.
pub fn revoke_equity(record: &DealRecord) -> Result<Vec<RevokeEquity>, InputError> {
    let before_revokes = revoke_positions(record)?;
    // All the positions in one batch: the worker pool solves them side by
    // side. A batch the solver cannot take leaves every suggestion out; the
    // ruling stands without them.
    let Ok(solved) = positions(&before_revokes.iter().map(|(_, _, p)| p).collect::<Vec<_>>()) else {
        return Ok(Vec::new());
    };
    let mut suggestions = Vec::new();
    for ((revoke, _, position), cards) in before_revokes.into_iter().zip(solved) {
        let non_offenders_won = match revoke.seat.side() {
            Side::NS => position.ew_won,
            Side::EW => position.ns_won,
        };
        // Each card's count is the offending side's tricks from here on;
        // the rest of the tricks left go to the non-offenders.
        let legal_cards: Vec<NonOffendersTricks> = cards
            .iter()
            .map(|c| NonOffendersTricks {
                card: c.card,
                non_offenders_tricks: non_offenders_won + position.tricks_left.saturating_sub(c.tricks),
            })
            .collect();
        let Some(likely) = legal_cards.iter().map(|c| c.non_offenders_tricks).min() else { continue };
        suggestions.push(RevokeEquity {
            trick: revoke.trick,
            offender: revoke.seat,
            revoke_card: revoke.card,
            legal_cards,
            non_offenders_tricks: likely,
        });
    }
    Ok(suggestions)
}

/// Each revoke of the record's play, with the number of cards played before
/// it and the position just before its card. Empty without the four hands,
/// a play or a contract; a revoke whose position the solver cannot take (an
/// earlier revoke in the same trick) is left out.
///
/// # Errors
/// An [`InputError`] on `/record` when the play cannot be rebuilt.
fn revoke_positions(record: &DealRecord) -> Result<Vec<(FoundRevoke, usize, Position)>, InputError> {
    let (Some(deal), Some(play), Some(strain)) =
        (record.deal.as_ref(), record.play.as_ref(), record.contract.and_then(|c| c.strain()))
    else {
        return Ok(Vec::new());
    };
    if !deal.is_complete() {
        return Ok(Vec::new());
    }
    let tricks = reconstruct_tricks(Some(deal), strain, play).map_err(|e| e.to_input_error("/record"))?;
    let mut found = Vec::new();
    for revoke in find_revokes(deal, &tricks) {
        let index = usize::from(revoke.trick.saturating_sub(1));
        let Some(in_trick) = tricks.get(index).and_then(|t| t.cards.iter().position(|(s, _)| *s == revoke.seat)) else {
            continue;
        };
        let after_cards = index * 4 + in_trick;
        let Ok(position) = Position::from_record(record, after_cards) else { continue };
        found.push((revoke, after_cards, position));
    }
    Ok(found)
}

/// The double-dummy figures beside a Law 12C adjustment: the table's
/// contract from the position before the irregularity, and each contract of
/// `contracts` from the deal's table, scored at `vulnerable`.
///
/// The position before the irregularity is the opening lead, unless the
/// irregularity is `revoke` (its trick and offender): then it is the
/// position just before the revoke card, the offender playing his best
/// legal card instead (as the Law 64C suggestion counts it). The table's
/// contract is left out when the record does not give it with its declarer
/// (or the board was passed out), when `vulnerable` is unknown, or when the
/// revoke's position cannot be solved.
///
/// # Errors
/// An [`InputError`] for a record without all four hands, a contract of
/// `contracts` that is not one, or the solver's failure
/// ([`SOLVER_FAILED`]).
pub fn adjustment_figures(
    record: &DealRecord,
    contracts: &[ContractQuery],
    vulnerable: Option<Vulnerability>,
    revoke: Option<(u8, Seat)>,
) -> Result<AdjustmentFigures, InputError> {
    let deal = record.deal.as_ref().filter(|d| d.is_complete()).ok_or_else(incomplete_deal)?;
    let internal = |e: DdError| InputError::new(SOLVER_FAILED, "/record", solver_failed(&e));
    let table_contract = record.contract.and_then(|c| c.contract().copied()).zip(record.declarer).zip(vulnerable);
    // The deal's table is solved only when something reads it.
    let needs_table = !contracts.is_empty() || (table_contract.is_some() && revoke.is_none());
    let tricks = if needs_table { Some(table(deal).map_err(internal)?) } else { None };
    let named = match &tricks {
        Some(tricks) if !contracts.is_empty() => {
            let vulnerable = vulnerable.ok_or_else(|| {
                InputError::new("record_without_vulnerability", "/record", text::msg("dd-error-no-vulnerability"))
            })?;
            contract_results(tricks, vulnerable, contracts).map_err(|i| {
                InputError::new(
                    "invalid_contract",
                    format!("/double_dummy_contracts/{i}/contract"),
                    text::localized("dd-error-contract", &[("contract", contracts[i].contract.clone().into())]),
                )
            })?
        }
        _ => Vec::new(),
    };
    let table_contract = match (table_contract, revoke) {
        (None, _) => None,
        (Some(((contract, declarer), vulnerable)), None) => {
            let declared = tricks.as_ref().map_or(0, |t| t.tricks(declarer, contract.strain));
            contract_figure(&contract.to_string(), declarer, vulnerable, declared)
                .map(|result| TableContractFigure { result, after_cards: 0 })
        }
        (Some(((contract, declarer), vulnerable)), Some((trick, offender))) => {
            revoke_positions(record)?.into_iter().find(|(r, _, _)| r.trick == trick && r.seat == offender).and_then(
                |(_, after_cards, position)| {
                    let cards = positions(&[&position]).ok()?.pop()?;
                    // The offender's side's best: the most tricks his side
                    // can take from here with a legal card.
                    let best = cards.iter().map(|c| c.tricks).max()?;
                    let offenders_won = match offender.side() {
                        Side::NS => position.ns_won,
                        Side::EW => position.ew_won,
                    };
                    let offenders = offenders_won + best;
                    let declared = if offender.side() == declarer.side() { offenders } else { 13 - offenders };
                    let after_cards = u8::try_from(after_cards).ok()?;
                    contract_figure(&contract.to_string(), declarer, vulnerable, declared)
                        .map(|result| TableContractFigure { result, after_cards })
                },
            )
        }
    };
    Ok(AdjustmentFigures { basis: FiguresBasis::DoubleDummy, table_contract, contracts: named })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// This crate's texts parse, define no message twice (with the core's
    /// and the bridge model's) and say everything in both languages.
    #[test]
    fn this_crates_texts_are_complete_in_both_languages() {
        arbitre_core::text::check_registered_files().unwrap_or_else(|e| panic!("{e}"));
    }

    /// East discards the DT at trick 2 while holding four clubs (a revoke);
    /// the suggestion is computed from the position before his card, with
    /// his four clubs as the legal cards, and agrees with the position
    /// analysis of that same point.
    #[test]
    fn revoke_equity_from_the_position_before_the_revoke() {
        let text = "[Deal \"N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85\"]\n\
                    [Dealer \"N\"]\n[Vulnerable \"None\"]\n[Declarer \"S\"]\n[Contract \"5HX\"]\n\
                    [Play \"W\"]\nSK H3 S4 S3\nC5 C2 DT CK\n";
        let record = DealRecord::from_pbn(&parse_pbn_board(text, None).expect("pbn")).expect("record");
        let analysis = analyse(&record, Some(5)).expect("solved");
        let [equity] = analysis.revoke_equity.as_slice() else { panic!("one revoke: {analysis:?}") };
        assert_eq!((equity.trick, equity.offender, equity.revoke_card.to_string()), (2, Seat::E, "DT".to_owned()));
        let mut legal: Vec<String> = equity.legal_cards.iter().map(|c| c.card.to_string()).collect();
        legal.sort();
        assert_eq!(legal, ["C6", "CJ", "CQ", "CT"]);
        // North-South won trick 1; the rest is what East's side leaves them.
        let position = analysis.position.expect("position");
        assert_eq!((position.seat, position.ns_won, position.tricks_left), (Seat::E, 1, 12));
        for card in &equity.legal_cards {
            let east = position.cards.iter().find(|c| c.card == card.card).expect("same cards");
            assert_eq!(card.non_offenders_tricks, 1 + 12 - east.tricks);
        }
        let best = equity.legal_cards.iter().map(|c| c.non_offenders_tricks).min();
        assert_eq!(Some(equity.non_offenders_tricks), best);
        // Without a revoke, no suggestion.
        let regular = text.replace("C5 C2 DT CK", "C5 C2 C6 CK");
        let record = DealRecord::from_pbn(&parse_pbn_board(&regular, None).expect("pbn")).expect("record");
        assert!(analyse(&record, None).expect("solved").revoke_equity.is_empty());
    }
    use arbitre_bridge::pbn::parse_pbn_board;

    fn deal(pbn: &str) -> Deal {
        Deal::from_pbn(pbn).expect("a valid deal")
    }

    /// North holds every spade, East every heart, South every diamond, West
    /// every club. Whoever declares in his own suit draws trumps and takes
    /// all 13 tricks, and so does his partner (the trump suit is in
    /// dummy). In another suit the side without the long suit in trumps
    /// never wins a trick in it... by hand, for each declarer:
    /// - N/S in spades or diamonds: 13 (their own suits are trumps, and
    ///   whoever leads, every trick is won by a N/S trump or a top card);
    /// - N/S in hearts or clubs: 0 — E/W hold all the trumps and the other
    ///   long suit; every trick goes to them;
    /// - at notrump: the opening leader (declarer's left) cashes his whole
    ///   suit, so the declaring side takes 0.
    #[test]
    fn each_player_holds_one_suit() {
        let table =
            table(&deal("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")).expect("solved");
        for seat in [Seat::N, Seat::S] {
            assert_eq!(table.tricks(seat, Strain::Spades), 13);
            assert_eq!(table.tricks(seat, Strain::Diamonds), 13);
            assert_eq!(table.tricks(seat, Strain::Hearts), 0);
            assert_eq!(table.tricks(seat, Strain::Clubs), 0);
            assert_eq!(table.tricks(seat, Strain::NoTrump), 0);
        }
        for seat in [Seat::E, Seat::W] {
            assert_eq!(table.tricks(seat, Strain::Hearts), 13);
            assert_eq!(table.tricks(seat, Strain::Clubs), 13);
            assert_eq!(table.tricks(seat, Strain::Spades), 0);
            assert_eq!(table.tricks(seat, Strain::Diamonds), 0);
            assert_eq!(table.tricks(seat, Strain::NoTrump), 0);
        }
        // 7 of a suit is the top: every side makes a grand slam in its own
        // suits, and with neither vulnerable the dealer's side gets its
        // grand slam in its higher suit, doubled sacrifices cost more.
        let p = par(&table, Seat::N, Vulnerability::None);
        assert_eq!(p.score, 1510, "{p:?}");
        assert!(p.contracts.iter().all(|c| c.contract == "7S" && matches!(c.declarer, Seat::N | Seat::S)), "{p:?}");
    }

    /// Everyone makes 1NT and nothing more (6 tricks in every suit, 7 at
    /// notrump, for every declarer): the par is 1NT by whichever side can
    /// bid it first, so the dealer decides its sign.
    #[test]
    fn the_dealer_decides_a_par_both_sides_can_make() {
        let table =
            table(&deal("N:T8.K976.QJ32.A54 K976.QJ32.A54.T8 QJ32.A54.T8.K976 A54.T8.K976.QJ32")).expect("solved");
        for seat in Seat::ALL {
            assert_eq!(table.tricks(seat, Strain::NoTrump), 7);
            assert_eq!(table.tricks(seat, Strain::Spades), 6);
        }
        let north = par(&table, Seat::N, Vulnerability::All);
        assert_eq!(north.score, 90, "{north:?}");
        assert!(north.contracts.iter().all(|c| c.contract == "1NT" && matches!(c.declarer, Seat::N | Seat::S)));
        let east = par(&table, Seat::E, Vulnerability::None);
        assert_eq!(east.score, -90, "{east:?}");
        assert!(east.contracts.iter().all(|c| c.contract == "1NT" && matches!(c.declarer, Seat::E | Seat::W)));
    }

    const BOARD_20: &str = include_str!("../../rules/tests/fixtures/realbridge2021_board20.pbn");

    /// RealBridge 2021, board 20: the shared corpus's copy of this board
    /// carries `[DoubleDummyTricks "a8ab7a8ab72532625326"]` and
    /// `[OptimumScore "NS +630"]`.
    #[test]
    fn realbridge_board_20_agrees_with_its_pbn_tags() {
        let game = parse_pbn_board(BOARD_20, None).expect("the fixture reads");
        let record = DealRecord::from_pbn(&game).expect("a record");
        let analysis = analyse(&record, None).expect("solved");
        let expected = DdTable::from_pbn_tag("a8ab7a8ab72532625326").expect("a tag");
        assert_eq!(analysis.tricks, expected);
        assert_eq!(analysis.tricks.to_pbn_tag(), "a8ab7a8ab72532625326");
        assert_eq!(analysis.tricks.tricks(Seat::N, Strain::Diamonds), 11);
        assert_eq!(analysis.tricks.tricks(Seat::E, Strain::Clubs), 6);
        let par = analysis.par.expect("dealer and vulnerability are known");
        assert_eq!(par.score, 630);
        assert!(
            par.contracts.iter().any(|c| c.contract == "3NT" && c.overtricks == 1 && c.declarer == Seat::N),
            "{par:?}"
        );
    }

    #[test]
    fn pbn_tag_order_is_north_south_east_west_then_nt_to_clubs() {
        let table = DdTable::from_pbn_tag("0123456789ABCD012345").expect("a tag");
        assert_eq!(table.tricks(Seat::N, Strain::NoTrump), 0);
        assert_eq!(table.tricks(Seat::N, Strain::Clubs), 4);
        assert_eq!(table.tricks(Seat::S, Strain::NoTrump), 5);
        assert_eq!(table.tricks(Seat::E, Strain::NoTrump), 10);
        assert_eq!(table.tricks(Seat::E, Strain::Clubs), 0);
        assert_eq!(table.tricks(Seat::W, Strain::Spades), 2);
        assert_eq!(DdTable::from_pbn_tag("0123456789ABCDE12345"), None, "14 tricks");
        assert_eq!(DdTable::from_pbn_tag("0123"), None);
        assert_eq!(DdTable::from_pbn_tag("-123456789ABCD012345"), None);
    }

    /// Before the opening lead of board 20 (4H by North, East on lead), the
    /// defence takes 3 tricks at most: every lead is worth 3 or less, and
    /// the best is worth exactly 13 − 10.
    #[test]
    fn opening_lead_position_matches_the_table() {
        let game = parse_pbn_board(BOARD_20, None).expect("the fixture reads");
        let record = DealRecord::from_pbn(&game).expect("a record");
        let analysis = analyse(&record, Some(0)).expect("solved");
        let position = analysis.position.expect("asked for");
        assert_eq!(position.seat, Seat::E);
        assert_eq!(position.tricks_left, 13);
        assert_eq!(position.cards.len(), 13, "every card of East's may be led");
        let best = position.cards.iter().map(|c| c.tricks).max().unwrap_or(0);
        assert_eq!(best, 13 - analysis.tricks.tricks(Seat::N, Strain::Hearts));
        assert!(position.cards.windows(2).all(|w| w[0].tricks >= w[1].tricks), "best first");
    }

    /// After East's club lead (C4) North must follow in clubs if he can:
    /// the cards offered are exactly his clubs, each with the tricks the
    /// declaring side can still take out of 13.
    #[test]
    fn after_the_lead_only_cards_that_follow_suit_are_offered() {
        let game = parse_pbn_board(BOARD_20, None).expect("the fixture reads");
        let record = DealRecord::from_pbn(&game).expect("a record");
        let analysis = analyse(&record, Some(1)).expect("solved");
        let position = analysis.position.expect("asked for");
        // East leads, so South (dummy) plays next.
        assert_eq!(position.seat, Seat::S);
        let mut cards: Vec<String> = position.cards.iter().map(|c| c.card.to_string()).collect();
        cards.sort();
        assert_eq!(cards, ["C8", "CA", "CK"]);
        assert!(position.cards.iter().all(|c| c.tricks <= 13));
    }

    #[test]
    fn errors_name_the_field() {
        let game = parse_pbn_board(BOARD_20, None).expect("the fixture reads");
        let record = DealRecord::from_pbn(&game).expect("a record");
        let beyond = analyse(&record, Some(60)).expect_err("beyond the play");
        assert_eq!(beyond.pointer, "/after_cards");
        let mut no_contract = record.clone();
        no_contract.contract = None;
        let error = Position::from_record(&no_contract, 0).expect_err("no trumps");
        assert_eq!(error.pointer, "/record");
        let mut partial = DealRecord::empty();
        partial.deal = None;
        let error = analyse(&partial, None).expect_err("no deal");
        assert_eq!(error.pointer, "/record");
    }

    /// The Law 12C figures of board 20: the table's contract from the
    /// opening lead, scored; a named contract from the table; without the
    /// vulnerability the table's contract is left out and named contracts
    /// are refused.
    #[test]
    fn adjustment_figures_score_the_table_contract_and_the_named_ones() {
        let game = parse_pbn_board(BOARD_20, None).expect("the fixture reads");
        let record = DealRecord::from_pbn(&game).expect("a record");
        let table = analyse(&record, None).expect("solved").tricks;
        let contract = record.contract.and_then(|c| c.contract().copied()).expect("a contract");
        let declarer = record.declarer.expect("a declarer");
        let vulnerable = record.vulnerable;
        let named = [ContractQuery { contract: "3NT".into(), declarer: Seat::N }];
        let figures = adjustment_figures(&record, &named, vulnerable, None).expect("figures");
        assert_eq!(figures.basis, FiguresBasis::DoubleDummy);
        let at_table = figures.table_contract.expect("the table's contract");
        assert_eq!(at_table.after_cards, 0);
        assert_eq!(at_table.result.tricks, table.tricks(declarer, contract.strain));
        assert_eq!(at_table.result.contract, contract.to_string());
        assert_eq!(figures.contracts[0].tricks, table.tricks(Seat::N, Strain::NoTrump));
        let unknown = adjustment_figures(&record, &[], None, None).expect("figures");
        assert_eq!(unknown.table_contract, None);
        let refused = adjustment_figures(&record, &named, None, None).expect_err("no vulnerability");
        assert_eq!(refused.code, "record_without_vulnerability");
    }
}
