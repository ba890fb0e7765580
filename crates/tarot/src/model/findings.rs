//! Scoring a played-out deal record, with everything the engine finds in it
//! on the way: each side's points, the petit au bout and the chelem, the
//! discard and its faults, the handles and theirs, the revokes, the leads
//! out of turn and a petit sec (which cancels the deal).

use serde::{Deserialize, Serialize};

use crate::card::{Card, HalfPoints};
use crate::deal::{Contract, DogUse, Side, Sides, has_petit_sec};
use crate::discard::{self, DiscardFault};
use crate::error::TarotError;
use crate::handles::{HandleFault, HandleKind};
use crate::play::{self, LeadOutOfTurn, Revoke};
use crate::record::{Deal, DealRecord, validate};
use crate::scoring::{Score, score, summarize};

/// A handle of the record, as checked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = TarotShownHandle))]
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
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = TarotFindings))]
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
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = TarotPlayerScore))]
pub struct PlayerScore {
    /// The player's index in `players`.
    pub player: usize,
    /// His name.
    pub name: String,
    /// His score on this deal.
    pub score: i32,
}

/// Why a deal does not count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
#[cfg_attr(feature = "openapi", schema(as = TarotCancellation))]
pub enum Cancellation {
    /// A player was dealt the petit sec.
    PetitSec,
    /// A handle was shown against the code's lines on presenting a handle,
    /// and the deal's result is the one for which those lines cancel it
    /// (« Présentation de la poignée »): a defender's handle with too many
    /// trumps, or incomplete and not correctable, when the taker fails; a
    /// handle whose excuse hid a trump, when the side that showed it wins.
    HandleFault,
    /// The discard broke the règlement's rules (a king or an oudler in it,
    /// or trumps the taker could have avoided), it stayed through the play,
    /// and the taker won: the code's « Faux écart » cancels the deal when
    /// the taker wins (he is scored as played when he fails). A probe found
    /// this route scoring a deal that `tarot.false_discard` cancels.
    FalseDiscard,
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

/// Whether a fault of a handle shown in the record cancels the deal, given
/// its result, by the code's lines on presenting a handle (« Présentation
/// de la poignée »):
/// - shown by a defender with too many trumps, or incomplete and not
///   correctable: cancelled if the taker fails (counted, or not counted, if
///   he wins);
/// - shown with the excuse while a trump stayed hidden: cancelled if the
///   offending side wins (counted normally if it loses);
/// - out of order, or incomplete and correctable: counted, never cancelled.
///
/// Those lines name the taker and the defenders. At five, the called
/// partner plays on the taker's side: his handle is not a defender's, and
/// the side that wins with him is the taker's. A record does not say when a
/// handle was shown, so the lines on the moment are left to the incident
/// kind `tarot.handle_fault`.
fn handle_cancels(sides: &Sides, handles: &[HandleView], taker_won: bool) -> bool {
    handles.iter().any(|handle| {
        let side = sides.of(handle.player);
        handle.faults.iter().any(|fault| match fault {
            HandleFault::TooManyTrumps { .. } | HandleFault::Incomplete { rectifiable: false, .. } => {
                side == Side::Defence && !taker_won
            }
            HandleFault::ExcuseHidingTrump { .. } => (side == Side::Taker) == taker_won,
            HandleFault::Incomplete { rectifiable: true, .. } | HandleFault::OutOfOrder => false,
        })
    })
}

/// Validates a record, scores it and reports what it holds.
///
/// # Errors
/// `invalid_record` with the pointer of the first impossible field, or at
/// `/tricks` when play is not complete.
pub fn score_record(record: &DealRecord) -> Result<RecordScore, TarotError> {
    let deal = validate(record)?;
    let (findings, score) = find(&deal)?;
    let cancelled = if !findings.petit_sec.is_empty() {
        Some(Cancellation::PetitSec)
    } else if handle_cancels(&deal.sides, &findings.handles, score.won) {
        Some(Cancellation::HandleFault)
    } else {
        // A whole record shows the discard played out: any fault in it was
        // found after « jeu » and the first card, when it can no longer be
        // corrected.
        (!findings.discard_faults.is_empty() && score.won).then_some(Cancellation::FalseDiscard)
    };
    let score = if cancelled.is_some() { score.cancelled() } else { score };
    let line = score
        .line(&deal)
        .into_iter()
        .enumerate()
        .map(|(player, points)| PlayerScore { player, name: deal.name(player).to_owned(), score: points })
        .collect();
    Ok(RecordScore { score, line, findings, cancelled })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(player: usize, faults: Vec<HandleFault>) -> HandleView {
        HandleView { player, cards: Vec::new(), kind: Some(HandleKind::Simple), counted: true, faults }
    }

    const TOO_MANY: HandleFault = HandleFault::TooManyTrumps { shown: 11, needed: 10 };
    const NOT_CORRECTABLE: HandleFault = HandleFault::Incomplete { shown: 8, needed: 10, rectifiable: false };
    const CORRECTABLE: HandleFault = HandleFault::Incomplete { shown: 8, needed: 10, rectifiable: true };

    fn hiding() -> HandleFault {
        HandleFault::ExcuseHidingTrump { hidden: vec![Card::PETIT] }
    }

    #[test]
    fn a_defenders_handle_with_too_many_or_too_few_trumps_cancels_the_deal_if_the_taker_fails() {
        let sides = Sides { taker: 1, partner: None };
        for fault in [TOO_MANY, NOT_CORRECTABLE] {
            assert!(handle_cancels(&sides, &[shown(0, vec![fault.clone()])], false), "{fault:?}");
            assert!(!handle_cancels(&sides, &[shown(0, vec![fault.clone()])], true), "{fault:?}");
            // The taker's own: counted, or not counted, never cancelled.
            assert!(!handle_cancels(&sides, &[shown(1, vec![fault.clone()])], false), "{fault:?}");
        }
    }

    #[test]
    fn a_handle_whose_excuse_hid_a_trump_cancels_the_deal_if_its_side_wins() {
        let sides = Sides { taker: 1, partner: Some(3) };
        assert!(handle_cancels(&sides, &[shown(1, vec![hiding()])], true));
        assert!(!handle_cancels(&sides, &[shown(1, vec![hiding()])], false));
        // The called partner's side is the taker's.
        assert!(handle_cancels(&sides, &[shown(3, vec![hiding()])], true));
        assert!(handle_cancels(&sides, &[shown(0, vec![hiding()])], false));
        assert!(!handle_cancels(&sides, &[shown(0, vec![hiding()])], true));
    }

    #[test]
    fn faults_the_code_counts_normally_never_cancel() {
        let sides = Sides { taker: 1, partner: None };
        for won in [true, false] {
            assert!(!handle_cancels(&sides, &[shown(0, vec![CORRECTABLE, HandleFault::OutOfOrder])], won));
            assert!(!handle_cancels(&sides, &[shown(0, vec![])], won));
        }
        // At five the partner is not a defender: his handle with too many
        // trumps does not cancel a failed deal.
        let five = Sides { taker: 1, partner: Some(3) };
        assert!(!handle_cancels(&five, &[shown(3, vec![TOO_MANY])], false));
    }
}
