//! Scoring a played-out deal record, with everything the engine finds in it
//! on the way: each side's points, the petit au bout and the chelem, the
//! discard and its faults, the handles and theirs, the revokes, the leads
//! out of turn and a petit sec (which cancels the deal).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::card::{Card, HalfPoints};
use super::deal::{Contract, DogUse, Side, has_petit_sec};
use super::discard::{self, DiscardFault};
use super::error::TarotError;
use super::handles::{HandleFault, HandleKind};
use super::play::{self, LeadOutOfTurn, Revoke};
use super::record::{Deal, DealRecord, validate};
use super::scoring::{Score, score, summarize};

/// A handle of the record, as checked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = TarotShownHandle)]
pub struct HandleView {
    /// Who showed it.
    pub player: usize,
    /// The cards shown, in order.
    pub cards: Vec<Card>,
    /// The handle announced, or else the largest the cards make; `None` when
    /// they make none.
    pub kind: Option<HandleKind>,
    /// Whether it counts in the score.
    pub counted: bool,
    /// The faults in the way it was shown.
    pub faults: Vec<HandleFault>,
}

/// What the engine derived from a played-out deal record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = TarotFindings)]
pub struct Findings {
    /// The taker.
    pub taker: usize,
    /// His partner at five players, when he had one.
    pub partner: Option<usize>,
    /// The contract.
    pub contract: Contract,
    /// The card called at five players.
    pub called_king: Option<Card>,
    /// The points of the taker's side (with the discard, or the dog at a garde sans).
    pub taker_points: HalfPoints,
    /// The points of the defence. With the taker's, 91.
    pub defence_points: HalfPoints,
    /// The oudlers the taker's side holds at the end.
    pub taker_oudlers: u8,
    /// The tricks the taker's side won.
    pub taker_tricks: usize,
    /// The side that took the petit au bout.
    pub petit_au_bout: Option<Side>,
    /// The side that took every trick.
    pub chelem_made_by: Option<Side>,
    /// The discard (empty at a garde sans or contre).
    pub discard: Vec<Card>,
    /// Whether the discard was worked out from the play, the record not giving it.
    pub discard_inferred: bool,
    /// What the discard holds that it may not.
    pub discard_faults: Vec<DiscardFault>,
    /// The handles shown.
    pub handles: Vec<HandleView>,
    /// The cards played against the rules of play.
    pub revokes: Vec<Revoke>,
    /// The tricks led by a player who was not on lead.
    pub leads_out_of_turn: Vec<LeadOutOfTurn>,
    /// The players dealt the petit sec (the petit as their only trump, without
    /// the excuse): the deal is cancelled.
    pub petit_sec: Vec<usize>,
}

/// A player's score on the deal's line.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[schema(as = TarotPlayerScore)]
pub struct PlayerScore {
    /// The player's index in `players`.
    pub player: usize,
    /// His name.
    pub name: String,
    /// His score on this deal.
    pub score: i32,
}

/// Why a deal does not count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = TarotCancellation)]
pub enum Cancellation {
    /// A player was dealt the petit sec.
    PetitSec,
}

/// The score of a record and what was found in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordScore {
    /// The score; all zero when the deal is cancelled.
    pub score: Score,
    /// Each player's score, in the order of play.
    pub line: Vec<PlayerScore>,
    /// What the engine found in the record.
    pub findings: Findings,
    /// Why the deal does not count, if it does not.
    pub cancelled: Option<Cancellation>,
}

/// Everything found in a played-out deal.
///
/// # Errors
/// `invalid_record` at `/tricks` when play is not complete.
pub fn find(deal: &Deal) -> Result<(Findings, Score), TarotError> {
    let (summary, tally) = summarize(deal)?;
    let discard_faults = match deal.contract.dog() {
        DogUse::TakerDiscards => discard::check(deal.hands[deal.sides.taker].union(deal.dog), deal.discard),
        DogUse::CountsForTaker | DogUse::CountsForDefence => Vec::new(),
    };
    let findings = Findings {
        taker: deal.sides.taker,
        partner: deal.sides.partner,
        contract: deal.contract,
        called_king: deal.called,
        taker_points: tally.taker_points,
        defence_points: tally.defence_points,
        taker_oudlers: tally.taker_oudlers,
        taker_tricks: tally.taker_tricks,
        petit_au_bout: tally.petit_au_bout,
        chelem_made_by: tally.chelem_made_by,
        discard: deal.discard.to_vec(),
        discard_inferred: deal.discard_inferred,
        discard_faults,
        handles: deal
            .handles
            .iter()
            .map(|h| HandleView {
                player: h.player,
                cards: h.cards.clone(),
                kind: h.check.kind,
                counted: h.check.counted,
                faults: h.check.faults.clone(),
            })
            .collect(),
        revokes: play::revokes(deal),
        leads_out_of_turn: play::leads_out_of_turn(deal),
        petit_sec: (0..deal.size.players()).filter(|p| has_petit_sec(deal.hands[*p])).collect(),
    };
    Ok((findings, score(&summary)))
}

/// Validates a record, scores it and reports what it holds.
///
/// # Errors
/// `invalid_record` with the pointer of the first impossible field, or at
/// `/tricks` when play is not complete.
pub fn score_record(record: &DealRecord) -> Result<RecordScore, TarotError> {
    let deal = validate(record)?;
    let (findings, score) = find(&deal)?;
    let cancelled = (!findings.petit_sec.is_empty()).then_some(Cancellation::PetitSec);
    let score = if cancelled.is_some() { score.cancelled() } else { score };
    let line = score
        .line(&deal)
        .into_iter()
        .enumerate()
        .map(|(player, points)| PlayerScore { player, name: deal.name(player).to_owned(), score: points })
        .collect();
    Ok(RecordScore { score, line, findings, cancelled })
}
