//! Double-dummy analysis of bridge deals: how many tricks each declarer
//! takes in each strain when every player sees all four hands and plays
//! perfectly, the par score, and the value of each card the player on turn
//! may play in a position of the play.
//!
//! The solving is done by DDS (Bo Haglund and Soren Hein's double-dummy
//! solver, C++), built from source by the `dds-bridge` crate; this crate only
//! converts Arbitre's deals and play records to it and its answers back. It
//! is a crate of its own because building DDS (a C++ compile and bindgen,
//! which needs libclang) is slow: the rules engine stays light, and only the
//! server depends on this crate.
//!
//! Every solve is CPU-bound (from a few milliseconds to a fraction of a
//! second for a full table): async callers run it on a blocking thread.

use arbitre_rules::InputError;
use arbitre_rules::bridge::card::{Card, Rank, Seat, Side, Strain, Suit, Vulnerability};
use arbitre_rules::bridge::deal::Deal;
use arbitre_rules::bridge::deal_record::DealRecord;
use arbitre_rules::bridge::play::reconstruct_tricks;
use arbitre_rules::bridge::record::to_input_error;
use arbitre_rules::bridge::revoke::find_revokes;
use arbitre_rules::text;
use contract_bridge as cb;
use dds_bridge as dds;

pub use arbitre_rules::bridge::double_dummy::{
    CardTricks, DdTable, DoubleDummy, NonOffendersTricks, Par, ParContract, PositionAnalysis, RevokeEquity, STRAINS,
    StrainTricks,
};

/// The table in DDS's form.
fn table_to_dds(table: DdTable) -> dds::TrickCountTable {
    // The rows come from solved or checked tables, so every count is at
    // most 13; a larger one would be clamped rather than panic in DDS's
    // constructor.
    let row = |strain: Strain| {
        let t = |seat: Seat| table.tricks(seat, strain).min(13);
        dds::TrickCountRow::try_new(t(Seat::N), t(Seat::E), t(Seat::S), t(Seat::W))
            .unwrap_or(dds::TrickCountRow::new(0, 0, 0, 0))
    };
    dds::TrickCountTable(STRAINS.map(row))
}

/// A table from DDS's form.
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
    /// DDS refused the deal or the position (not expected once the record
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

/// A DDS solver context. Its transposition table is kept between solves, so
/// one `Solver` reused over many deals (on one thread at a time) is faster
/// than a new one per deal.
#[derive(Default)]
pub struct Solver {
    inner: dds::Solver,
}

impl std::fmt::Debug for Solver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Solver").finish_non_exhaustive()
    }
}

impl Solver {
    /// A solver with DDS's default memory settings.
    pub fn new() -> Self {
        Solver::default()
    }

    /// The double-dummy table of a whole deal (all four hands).
    ///
    /// # Errors
    /// [`DdError::IncompleteDeal`] when a hand is unknown.
    pub fn table(&mut self, deal: &Deal) -> Result<DdTable, DdError> {
        let deal = full_deal(deal)?;
        Ok(table_from_dds(&self.inner.solve_deal(deal)))
    }

    /// Each card the player on turn may play in `position`, with the tricks
    /// his side can still take after it.
    ///
    /// # Errors
    /// [`DdError::Solver`] when DDS refuses the position.
    pub fn position(&mut self, position: &Position) -> Result<Vec<CardTricks>, DdError> {
        let objective = dds::Objective { board: position.board.clone(), target: dds::Target::Legal };
        let found = self.inner.solve_board(&objective);
        let mut cards = Vec::with_capacity(13);
        for play in &found.plays {
            // DDS gives one card per sequence of equals (from KQJ, the K);
            // the lower equals are worth the same, and each is a card the
            // player may choose, so each is listed.
            let equals = play.equals.iter().map(|rank| cb::Card { suit: play.card.suit, rank });
            for card in std::iter::once(play.card).chain(equals) {
                let card = from_cb_card(card).ok_or_else(|| DdError::Solver(format!("card {card}")))?;
                cards.push(CardTricks { card, tricks: play.score.get() });
            }
        }
        Ok(cards)
    }
}

/// The double-dummy table of a whole deal, with a new solver.
///
/// # Errors
/// [`DdError::IncompleteDeal`] when a hand is unknown.
pub fn table(deal: &Deal) -> Result<DdTable, DdError> {
    Solver::new().table(deal)
}

/// The tables of many deals, solved in parallel by DDS's own worker pool
/// (one thread per core).
///
/// # Errors
/// [`DdError::IncompleteDeal`] when a hand of any deal is unknown.
pub fn tables(deals: &[Deal]) -> Result<Vec<DdTable>, DdError> {
    let full = deals.iter().map(full_deal).collect::<Result<Vec<_>, _>>()?;
    Ok(dds::solve_deals(&full).iter().map(table_from_dds).collect())
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
    // dds-bridge 0.21's `calculate_par` passes its two arguments to DDS's
    // `DealerParBin(table, result, dealer, vulnerable)` the wrong way round
    // (the vulnerability code as the dealer and the dealer as the
    // vulnerability code). Both are 0–3, so the values are sent swapped to
    // land where DDS reads them; the RealBridge board 20 test (630 for North
    // –South, all vulnerable, West dealing) fails if an upgrade fixes it.
    let dealer_as_vul = match dealer {
        Seat::N => dds::Vulnerability::NONE,
        Seat::E => dds::Vulnerability::ALL,
        Seat::S => dds::Vulnerability::NS,
        Seat::W => dds::Vulnerability::EW,
    };
    let vul_as_dealer = match vul.to_sys() {
        0 => cb::Seat::North,
        1 => cb::Seat::East,
        2 => cb::Seat::South,
        _ => cb::Seat::West,
    };
    let par = dds::calculate_par(table_to_dds(*table), dealer_as_vul, vul_as_dealer);
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
            Some(play) => reconstruct_tricks(Some(deal), strain, play).map_err(|e| to_input_error(&e, "/record"))?,
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
    // The cause is DDS's own English message: worth keeping for whoever
    // reads the log or reports the bug.
    detail.en = format!("{} ({error})", detail.en);
    detail.fr = format!("{} ({error})", detail.fr);
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
    let mut solver = Solver::new();
    let internal = |e: DdError| InputError::new(SOLVER_FAILED, "/record", solver_failed(&e));
    let tricks = solver.table(deal).map_err(internal)?;
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
            cards: solver.position(&p).map_err(internal)?,
        }),
        None => None,
    };
    let revoke_equity = revoke_equity(&mut solver, record)?;
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
pub fn revoke_equity(solver: &mut Solver, record: &DealRecord) -> Result<Vec<RevokeEquity>, InputError> {
    let (Some(deal), Some(play), Some(strain)) =
        (record.deal.as_ref(), record.play.as_ref(), record.contract.and_then(|c| c.strain()))
    else {
        return Ok(Vec::new());
    };
    if !deal.is_complete() {
        return Ok(Vec::new());
    }
    let tricks = reconstruct_tricks(Some(deal), strain, play).map_err(|e| to_input_error(&e, "/record"))?;
    let mut suggestions = Vec::new();
    for revoke in find_revokes(deal, &tricks) {
        let index = usize::from(revoke.trick.saturating_sub(1));
        let Some(in_trick) = tricks.get(index).and_then(|t| t.cards.iter().position(|(s, _)| *s == revoke.seat)) else {
            continue;
        };
        let Ok(position) = Position::from_record(record, index * 4 + in_trick) else { continue };
        // A suggestion the solver cannot give is left out; the rest stands.
        let Ok(cards) = solver.position(&position) else { continue };
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

#[cfg(test)]
mod tests {
    use super::*;

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
    use arbitre_rules::bridge::pbn::parse_pbn_board;

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
}
