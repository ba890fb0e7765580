//! The score of a deal under the FFT's règlement officiel, exact to the half
//! point, and its distribution on the score sheet.
//!
//! - Points needed by the oudlers the taker holds at the end: none 56, one 51,
//!   two 41, three 36. Exactly the target wins by 0.
//! - The half-point rule: a difference of a half point is rounded in favour
//!   of the side that scores it, away from zero. A taker who needed 41 and
//!   made 40.5 loses by 1; with 41.5 he wins by 1. The FFT states it for 3
//!   and 5 players, where the cards can leave a half point. At 4 a regular
//!   deal's count is whole (see [`count_possible`]); a count after an
//!   irregularity, or a taker who kept the excuse in a defence's chelem,
//!   may still leave a half point, and the same rounding applies.
//! - The deal's value, for each defender: (25 + difference) × multiplier, the
//!   petit au bout 10 × multiplier to the side that took it whatever the
//!   result, the handles 20 / 30 / 40 (never multiplied) to the side that
//!   wins the deal whoever showed them, the chelem: 400 announced and made,
//!   200 made unannounced, −200 announced and failed, and 200 to a defence
//!   that takes every trick.
//! - The score sheet: each defender loses what the taker's side wins per
//!   defender. At 4 players the taker scores 3 times the value, at 3 twice;
//!   at 5 the taker twice and his partner once, or the taker 4 times alone.
//!   Every line sums to zero.
//!
//! The source is the FFT's règlement officiel (version of 1 July 2012): the
//! points needed (« Le principe du jeu »), the multipliers (« Le calcul des
//! scores »), the chelem's bonuses (« Le chelem »), the petit au bout at
//! 10 × the multiplier whatever the result (« Le Petit au Bout »), the half
//! point to the winning side at 3 and 5 players (« Le jeu à 3 joueurs »,
//! « Le jeu à 5 joueurs »), and the Excuse that stays with the defence,
//! counting 4, when the taker's side makes a chelem without it (« Le jeu de
//! la carte »). Its five worked examples (« La marque en donnes libres »)
//! are tests below, figure for figure, each citing it (`reglement_example_1`
//! to `reglement_example_5`); the first: a garde, 49 points with 2 oudlers,
//! a simple handle, the petit au bout for the taker: (25 + 8) × 2 + 10 × 2 +
//! 20 = 106; each defender −106, the taker +318. The tests after them, for
//! what the examples do not show, are ours.

use serde::{Deserialize, Serialize};

use crate::card::{HalfPoints, PACK_HALF_POINTS};
use crate::count::{self, Tally};
use crate::deal::{Contract, DogUse, Side, TableSize};
use crate::error::TarotError;
use crate::handles::{self, HANDLE_CARDS, HandleKind};
use crate::record::Deal;

/// The points the taker needs with `oudlers` oudlers: 56, 51, 41, 36.
pub fn needed(oudlers: u8) -> u8 {
    match oudlers {
        0 => 56,
        1 => 51,
        2 => 41,
        _ => 36,
    }
}

/// The taker's difference to the target, in points, with the half-point rule:
/// positive when he wins (0 when he makes exactly the target), negative when
/// he loses, a half point rounded away from zero.
pub fn difference(taker_points: HalfPoints, oudlers: u8) -> i32 {
    let halves = i32::from(taker_points.0) - 2 * i32::from(needed(oudlers));
    if halves % 2 == 0 { halves / 2 } else { (halves + halves.signum()) / 2 }
}

/// A handle in a score summary: who showed it, and which.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "openapi", schema(as = TarotHandle))]
pub struct HandleBonus {
    /// The side of the player who showed it.
    pub side: Side,
    /// The handle.
    pub kind: HandleKind,
}

/// The chelem: whether the taker announced it, and who took every trick.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "openapi", schema(as = TarotChelem))]
pub struct Chelem {
    /// Whether the taker announced a chelem.
    #[serde(default)]
    pub announced: bool,
    /// The side that took every trick, if one did.
    #[serde(default)]
    pub made_by: Option<Side>,
}

/// What scoring a deal needs, whether read from a record or given by hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DealSummary {
    /// The table.
    pub size: TableSize,
    /// The contract.
    pub contract: Contract,
    /// The taker's side's points, to the half point.
    pub taker_points: HalfPoints,
    /// The oudlers the taker's side holds at the end (the dog's too at a garde sans).
    pub taker_oudlers: u8,
    /// The handles that count.
    pub handles: Vec<HandleBonus>,
    /// The side that took the petit au bout.
    pub petit_au_bout: Option<Side>,
    /// The chelem.
    pub chelem: Chelem,
    /// At five players, whether the taker had a partner.
    pub partner: bool,
}

/// How the score was made up. Every figure is from the taker's side: positive
/// when it wins it, negative when it pays it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = TarotBreakdown))]
pub struct Breakdown {
    /// The number of players.
    pub players: usize,
    /// The contract.
    pub contract: Contract,
    /// Its multiplier: 1, 2, 4 or 6.
    pub multiplier: i32,
    /// The taker's side's points.
    pub taker_points: HalfPoints,
    /// The oudlers it holds.
    pub taker_oudlers: u8,
    /// The points it needed.
    pub needed: u8,
    /// Won (≥ 0) or lost (< 0) by this many points, after the half-point rule.
    pub difference: i32,
    /// (25 + |difference|) × multiplier, with the sign of the result.
    pub contract_points: i32,
    /// The petit au bout: 10 × multiplier to the side that took it.
    pub petit_au_bout: i32,
    /// The handles: their bonuses to the side that won the deal.
    pub handles: i32,
    /// The chelem bonus.
    pub chelem: i32,
    /// The deal's value per defender: the sum of the four figures above.
    /// Each defender scores its opposite.
    pub per_defender: i32,
    /// How many times the value the taker scores: 2 at 3 players, 3 at 4, at
    /// 5 players 2 with a partner (who scores it once) or 4 alone.
    pub taker_shares: i32,
}

/// The score of a deal, as the score sheet records it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = TarotScore))]
pub struct Score {
    /// Whether the taker won his contract.
    pub won: bool,
    /// The taker's score.
    pub taker: i32,
    /// The partner's score at five players; `None` when the taker plays alone.
    pub partner: Option<i32>,
    /// Each defender's score.
    pub each_defender: i32,
    /// How the score was made up.
    pub breakdown: Breakdown,
}

/// Scores a deal.
pub fn score(summary: &DealSummary) -> Score {
    let multiplier = summary.contract.multiplier();
    let difference = difference(summary.taker_points, summary.taker_oudlers);
    let won = difference >= 0;
    let result_sign = if won { 1 } else { -1 };
    let contract_points = result_sign * (25 + difference.abs()) * multiplier;
    let petit_au_bout = match summary.petit_au_bout {
        Some(Side::Taker) => 10 * multiplier,
        Some(Side::Defence) => -10 * multiplier,
        None => 0,
    };
    // Whoever showed them, handles go to the side that wins the deal.
    let handles = result_sign * summary.handles.iter().map(|h| h.kind.bonus()).sum::<i32>();
    let chelem = chelem_points(summary.chelem);
    let per_defender = contract_points + petit_au_bout + handles + chelem;
    let (taker_shares, partner) = match (summary.size, summary.partner) {
        (TableSize::Three, _) => (2, None),
        (TableSize::Four, _) => (3, None),
        (TableSize::Five, true) => (2, Some(per_defender)),
        (TableSize::Five, false) => (4, None),
    };
    Score {
        won,
        taker: taker_shares * per_defender,
        partner,
        each_defender: -per_defender,
        breakdown: Breakdown {
            players: summary.size.players(),
            contract: summary.contract,
            multiplier,
            taker_points: summary.taker_points,
            taker_oudlers: summary.taker_oudlers,
            needed: needed(summary.taker_oudlers),
            difference,
            contract_points,
            petit_au_bout,
            handles,
            chelem,
            per_defender,
            taker_shares,
        },
    }
}

/// The chelem bonus, from the taker's side. A chelem announced and failed
/// costs 200; if the defence took every trick it also scores its own 200.
fn chelem_points(chelem: Chelem) -> i32 {
    let taker = match (chelem.announced, chelem.made_by) {
        (true, Some(Side::Taker)) => 400,
        (false, Some(Side::Taker)) => 200,
        (true, _) => -200,
        (false, _) => 0,
    };
    let defence = if chelem.made_by == Some(Side::Defence) { -200 } else { 0 };
    taker + defence
}

impl Score {
    /// Each player's score, in the order of play: the taker, his partner and
    /// the defenders of `deal`.
    pub fn line(&self, deal: &Deal) -> Vec<i32> {
        (0..deal.size.players())
            .map(|p| {
                if p == deal.sides.taker {
                    self.taker
                } else if Some(p) == deal.sides.partner {
                    self.partner.unwrap_or(self.each_defender)
                } else {
                    self.each_defender
                }
            })
            .collect()
    }

    /// The same score with every figure at zero, for a deal that is
    /// cancelled: the breakdown still shows what it would have scored.
    pub fn cancelled(mut self) -> Score {
        self.taker = 0;
        self.partner = self.partner.map(|_| 0);
        self.each_defender = 0;
        self
    }
}

/// A score summary as a client sends it, before it is checked.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SummaryInput {
    /// Number of players.
    pub players: Option<i64>,
    /// The contract.
    pub contract: Option<Contract>,
    /// The taker's side's points.
    pub taker_points: Option<f64>,
    /// The taker's oudlers.
    pub taker_oudlers: Option<i64>,
    /// The handles shown.
    pub handles: Vec<HandleBonus>,
    /// The side that took the petit au bout.
    pub petit_au_bout: Option<Side>,
    /// The chelem.
    pub chelem: Option<Chelem>,
    /// At five players, whether the taker had a partner (by default he had).
    pub partner: Option<bool>,
}

const SUMMARY: &str = "invalid_summary";

impl SummaryInput {
    /// Checks the summary of a deal played by the rules: what `validate`
    /// checks, and a count the table's cards can make ([`count_possible`]).
    /// A deal the arbiter ruled is scored by the ruling itself
    /// (`deal_scored`), from its count after his transfers.
    ///
    /// # Errors
    /// `invalid_summary` at the field that is missing or impossible.
    pub fn validate_regular_deal(&self) -> Result<DealSummary, TarotError> {
        let summary = self.validate()?;
        summary
            .count_possible()
            .map_err(|impossible| impossible.summary_error(summary.taker_points, summary.taker_oudlers))?;
        Ok(summary)
    }

    /// Checks the summary: every figure possible, and consistent with the
    /// others. The count is not held to what a regular deal leaves: after an
    /// irregularity (the points the arbiter restores after a revoke, the
    /// card he gives after a false discard) a side may hold an odd number of
    /// cards, or a king in its discard.
    ///
    /// # Errors
    /// `invalid_summary` at the field that is missing or impossible.
    pub fn validate(&self) -> Result<DealSummary, TarotError> {
        let missing = |field: &'static str| {
            TarotError::new(SUMMARY, format!("/{field}"), "tarot-summary-missing").arg("field", field)
        };
        let players = self.players.ok_or_else(|| missing("players"))?;
        let size = usize::try_from(players)
            .ok()
            .and_then(TableSize::from_count)
            .ok_or_else(|| TarotError::new(SUMMARY, "/players", "tarot-summary-players").arg("count", players))?;
        let contract = self.contract.ok_or_else(|| missing("contract"))?;
        let points = self.taker_points.ok_or_else(|| missing("taker_points"))?;
        let taker_points = HalfPoints::from_f64(points).filter(|p| *p <= PACK_HALF_POINTS).ok_or_else(|| {
            TarotError::new(SUMMARY, "/taker_points", "tarot-summary-points")
                .arg("points", arbitre_core::text::Arg::Decimal(points.to_string()))
        })?;
        let oudlers = self.taker_oudlers.ok_or_else(|| missing("taker_oudlers"))?;
        let taker_oudlers = u8::try_from(oudlers)
            .ok()
            .filter(|o| *o <= 3)
            .ok_or_else(|| TarotError::new(SUMMARY, "/taker_oudlers", "tarot-summary-oudlers").arg("count", oudlers))?;
        let chelem_made_by = self.chelem.and_then(|c| c.made_by);
        if !points_fit_oudlers(taker_points, taker_oudlers, chelem_made_by) {
            return Err(TarotError::new(SUMMARY, "/taker_points", "tarot-summary-points-oudlers")
                .arg("points", taker_points)
                .arg("oudlers", taker_oudlers));
        }
        if self.handles.len() > size.players() {
            return Err(TarotError::new(SUMMARY, "/handles", "tarot-summary-handle-count")
                .arg("count", self.handles.len())
                .arg("players", size.players()));
        }
        let trumps = handles::trumps_needed(size, self.handles.iter().map(|h| h.kind));
        if trumps > HANDLE_CARDS {
            return Err(TarotError::new(SUMMARY, "/handles", "tarot-summary-handle-trumps").arg("trumps", trumps));
        }
        let chelem = self.chelem.unwrap_or_default();
        if let (Some(made_by), Some(petit)) = (chelem.made_by, self.petit_au_bout)
            && made_by != petit
        {
            return Err(TarotError::new(SUMMARY, "/petit_au_bout", "tarot-summary-petit-chelem")
                .arg("side", petit.as_str())
                .arg("chelem", made_by.as_str()));
        }
        if !petit_fits_oudlers(self.petit_au_bout, taker_oudlers) {
            let side = self.petit_au_bout.map_or("taker", Side::as_str);
            return Err(TarotError::new(SUMMARY, "/petit_au_bout", "tarot-summary-petit-oudlers")
                .arg("side", side)
                .arg("oudlers", taker_oudlers));
        }
        let partner = match (size, self.partner) {
            (TableSize::Five, p) => p.unwrap_or(true),
            (_, Some(true)) => {
                return Err(
                    TarotError::new(SUMMARY, "/partner", "tarot-summary-partner").arg("players", size.players())
                );
            }
            (_, _) => false,
        };
        // One handle a player: the taker's side is the taker, with his
        // partner at five; the defence the others (a probe's two taker
        // handles at four were scored).
        let taker_side = if partner { 2 } else { 1 };
        for (side, players) in [(Side::Taker, taker_side), (Side::Defence, size.players() - taker_side)] {
            let count = self.handles.iter().filter(|h| h.side == side).count();
            if count > players {
                return Err(TarotError::new(SUMMARY, "/handles", "tarot-summary-handle-side-count")
                    .arg("count", count)
                    .arg("side", side.as_str())
                    .arg("players", players));
            }
        }
        Ok(DealSummary {
            size,
            contract,
            taker_points,
            taker_oudlers,
            handles: self.handles.clone(),
            petit_au_bout: self.petit_au_bout,
            chelem,
            partner,
        })
    }
}

impl DealSummary {
    /// Whether a deal played by the rules can leave this count
    /// ([`count_possible`] on the summary's figures).
    ///
    /// # Errors
    /// The reason the count is impossible.
    pub fn count_possible(&self) -> Result<(), CountImpossible> {
        count_possible(self.size, self.contract, self.taker_points, self.taker_oudlers, self.chelem.made_by)
    }
}

/// Whether the petit au bout can go to `petit_au_bout` when the taker ends
/// with `taker_oudlers`: the bonus is the petit won in the last trick
/// (Règlement officiel, « Le Petit au Bout »), so the side that takes it
/// holds the petit, one of the three oudlers. A taker with none cannot have
/// it, nor the defence against a taker with all three.
pub fn petit_fits_oudlers(petit_au_bout: Option<Side>, taker_oudlers: u8) -> bool {
    match petit_au_bout {
        Some(Side::Taker) => taker_oudlers >= 1,
        Some(Side::Defence) => taker_oudlers <= 2,
        None => true,
    }
}

/// Whether `points` can be held with `oudlers` oudlers: at least the oudlers'
/// own 4.5 points each, at most the pack less the other oudlers.
///
/// In a chelem made by the taker's side without the excuse, the excuse stays
/// with the defence and counts 4 points, not 4.5 (règlement, « Le jeu de la
/// carte »): the taker may then hold half a point more, e.g. 87 points with
/// two oudlers (the règlement's fifth example of the marking). The same
/// exchange left unpaid costs the taker's side half a point when the
/// defence takes every trick and he played the excuse (4 points with it
/// alone, where the count module counts it so).
pub fn points_fit_oudlers(points: HalfPoints, oudlers: u8, chelem_made_by: Option<Side>) -> bool {
    let mut min = u16::from(oudlers) * 9;
    let mut max = PACK_HALF_POINTS.0 - u16::from(3u8.saturating_sub(oudlers)) * 9;
    match chelem_made_by {
        Some(Side::Taker) if oudlers < 3 => max += 1,
        Some(Side::Defence) if oudlers > 0 => min -= 1,
        _ => {}
    }
    (min..=max).contains(&points.0)
}

/// Why the taker's side's count cannot be the one a table of this size,
/// under this contract and this chelem, leaves it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CountImpossible {
    /// A half point at four players, where the count is always whole.
    HalfPointAtFour,
    /// The taker's side took every trick: it holds the whole pack, less the
    /// excuse when the defence kept it (91 with 3 oudlers, 87 with 2).
    TakerChelem,
    /// The defence took every trick: the taker's side holds at most the dog
    /// (when it counts for him) and the excuse it played.
    DefenceChelem {
        /// The most the taker's side can hold, in half points.
        max: HalfPoints,
    },
    /// The defence took every trick, yet the taker's side holds less than
    /// the cards it keeps whatever happens: his discard at a prise or garde,
    /// the dog at a garde sans, each card worth half a point at least and
    /// each oudler 4.5 (the excuse less the low card given for it).
    DefenceChelemTooFew {
        /// The least the taker's side can hold, in half points.
        min: HalfPoints,
    },
    /// A chelem by the taker's side at a garde contre: the dog is the
    /// defence's, so his side holds the pack less the dog and the oudlers
    /// the defence has.
    TakerChelemDogToDefence {
        /// The most the taker's side can hold, in half points.
        max: HalfPoints,
    },
    /// No chelem: the defence won a trick at least (and holds the dog at a
    /// garde contre), with the oudlers the taker's side has not.
    WithoutChelemTooMany {
        /// The most the taker's side can hold, in half points.
        max: HalfPoints,
    },
    /// No chelem: the taker's side won a trick at least (and holds its
    /// discard, or the dog at a garde sans), with its oudlers.
    WithoutChelemTooFew {
        /// The least the taker's side can hold, in half points.
        min: HalfPoints,
    },
}

impl CountImpossible {
    /// The stable code a score-sheet check reports, if it reports this
    /// reason: a half point at four is not, a ruled deal's restored points
    /// may leave one and its line is written like any other.
    pub fn sheet_code(self) -> Option<&'static str> {
        match self {
            CountImpossible::HalfPointAtFour => None,
            CountImpossible::TakerChelem => Some("points_taker_chelem"),
            CountImpossible::DefenceChelem { .. } => Some("points_defence_chelem"),
            CountImpossible::DefenceChelemTooFew { .. } => Some("points_defence_chelem_min"),
            CountImpossible::TakerChelemDogToDefence { .. } => Some("points_taker_chelem_garde_contre"),
            // A ruled deal's count may leave either: the points a revoke
            // won given back (the taker with 91 and no chelem), the one-card
            // last trick of a false discard at five. A sheet line does not
            // say it was ruled, so it is not flagged (a review's point).
            CountImpossible::WithoutChelemTooMany { .. } | CountImpossible::WithoutChelemTooFew { .. } => None,
        }
    }

    /// The summary refused for this reason, at `/taker_points`.
    fn summary_error(self, points: HalfPoints, oudlers: u8) -> TarotError {
        let id = match self {
            CountImpossible::HalfPointAtFour => "tarot-summary-points-half-at-four",
            CountImpossible::TakerChelem => "tarot-summary-points-taker-chelem",
            CountImpossible::DefenceChelem { .. } => "tarot-summary-points-defence-chelem",
            CountImpossible::DefenceChelemTooFew { .. } => "tarot-summary-points-defence-chelem-min",
            CountImpossible::TakerChelemDogToDefence { .. } => "tarot-summary-points-taker-chelem-garde-contre",
            CountImpossible::WithoutChelemTooMany { .. } => "tarot-summary-points-without-chelem-max",
            CountImpossible::WithoutChelemTooFew { .. } => "tarot-summary-points-without-chelem-min",
        };
        let error = TarotError::new(SUMMARY, "/taker_points", id).arg("points", points).arg("oudlers", oudlers);
        match self {
            CountImpossible::DefenceChelem { max }
            | CountImpossible::TakerChelemDogToDefence { max }
            | CountImpossible::WithoutChelemTooMany { max } => error.arg("max", max),
            CountImpossible::DefenceChelemTooFew { min } | CountImpossible::WithoutChelemTooFew { min } => {
                error.arg("min", min)
            }
            _ => error,
        }
    }
}

/// Checks what `points_fit_oudlers` cannot see: the table size, the contract
/// and a chelem. Every check is an upper bound of what cards can make, so a
/// count the cards allow is never refused.
///
/// - Half points at four players (règlement, « Le décompte des points »: the
///   cards are counted two by two, each pair a whole number of points; the
///   half-point rule is stated only in the three- and five-player chapters).
///   At four every trick holds four cards and the dog six, and the excuse is
///   exchanged for a low card, so a side holds an even number of cards and a
///   whole number of points. A defence that takes every trick is left out:
///   the taker may then keep the excuse with no low card to give for it.
/// - A chelem by the taker's side (« Le jeu de la carte »: the excuse counts
///   4 points to a defence that keeps it) leaves it 91 points with three
///   oudlers or 87 with two, unless the dog went to the defence (garde
///   contre), whose cards are not known here.
/// - A chelem by the defence leaves the taker's side no trick: it holds the
///   dog when the dog is his (under prise and garde his discard, where no
///   king and no oudler may go, so at most four queens and two cavaliers, or
///   three queens at five; under garde sans any cards, at most 4.5 points
///   each), plus the excuse if his side played it before the last trick.
///   It also holds at least those cards: the discard or the dog (under
///   prise, garde and garde sans) is half a point a card at least, and each
///   oudler it counts 4.5, the excuse less the low card given for it (a
///   probe's prise with 0 points and a defence chelem was scored). Under
///   garde contre nothing is known of its cards.
/// - A chelem by the taker's side at a garde contre leaves the defence the
///   dog, whose cards count half a point each at least and 4.5 for each
///   oudler in it (the excuse the defence kept counts 4 on top of the card
///   it is, the same 4.5 less the half point it would have given).
/// - No chelem: each side won a trick at least, so holds that many cards
///   (three, four or five) with the dog where it counts for it, half a point
///   a card at least and 4.5 for each of its oudlers (the excuse's exchange
///   gives a card for a card). The taker's side can then hold at most the
///   rest: 89 points with the three oudlers at four players, 85 with two
///   (a tarot probe's 91 points with no chelem was scored 480 and its 200
///   points of chelem lost), 86 with three at a garde contre; and it holds
///   at least its own trick and discard: 5 points at a garde at four.
///
/// # Errors
/// The reason the count is impossible.
pub fn count_possible(
    size: TableSize,
    contract: Contract,
    points: HalfPoints,
    oudlers: u8,
    chelem_made_by: Option<Side>,
) -> Result<(), CountImpossible> {
    match chelem_made_by {
        Some(Side::Taker) => {
            let whole_pack = oudlers == 3 && points == PACK_HALF_POINTS;
            let excuse_kept_by_defence = oudlers == 2 && points == HalfPoints::from_points(87);
            if contract.dog() != DogUse::CountsForDefence && !whole_pack && !excuse_kept_by_defence {
                return Err(CountImpossible::TakerChelem);
            }
            if contract.dog() == DogUse::CountsForDefence {
                let dog = u16::try_from(size.dog_size()).unwrap_or(u16::MAX);
                let missing = u16::from(3u8.saturating_sub(oudlers));
                let mut max = HalfPoints(PACK_HALF_POINTS.0.saturating_sub(dog + 8 * missing));
                // Written rounded at three and five, as below.
                if size != TableSize::Four && max.has_half() {
                    max = HalfPoints(max.0 + 1);
                }
                if points > max {
                    return Err(CountImpossible::TakerChelemDogToDefence { max });
                }
            }
        }
        Some(Side::Defence) => {
            const EXCUSE: u16 = 9;
            let dog = u16::try_from(size.dog_size()).unwrap_or(u16::MAX);
            let (dog_max, oudlers_max) = match contract.dog() {
                // Queens are worth 3.5 (7 halves), cavaliers 2.5 (5 halves).
                DogUse::TakerDiscards => (dog.min(4) * 7 + dog.saturating_sub(4).min(4) * 5, 1),
                DogUse::CountsForTaker => (dog * 9, 3),
                DogUse::CountsForDefence => (0, 1),
            };
            let max = HalfPoints(dog_max + EXCUSE);
            if points > max || oudlers > oudlers_max {
                return Err(CountImpossible::DefenceChelem { max });
            }
            // Each card of the dog or discard is one half point at least; an
            // oudler is 9 halves, 8 more than the card it stands for (the
            // excuse's exchange gives one low card of the pile away, which
            // the count of cards below already leaves out).
            let min = match contract.dog() {
                DogUse::TakerDiscards | DogUse::CountsForTaker => HalfPoints(dog + 8 * u16::from(oudlers)),
                DogUse::CountsForDefence => HalfPoints(0),
            };
            if points < min {
                return Err(CountImpossible::DefenceChelemTooFew { min });
            }
        }
        None => {
            let trick = u16::try_from(size.players()).unwrap_or(u16::MAX);
            let dog = u16::try_from(size.dog_size()).unwrap_or(u16::MAX);
            let (taker_dog, defence_dog) = match contract.dog() {
                DogUse::TakerDiscards | DogUse::CountsForTaker => (dog, 0),
                DogUse::CountsForDefence => (0, dog),
            };
            let missing = u16::from(3u8.saturating_sub(oudlers));
            let mut max = HalfPoints(PACK_HALF_POINTS.0.saturating_sub(trick + defence_dog + 8 * missing));
            let mut min = HalfPoints(trick + taker_dog + 8 * u16::from(oudlers));
            // At three and five a count may be written rounded, the half
            // point given to the winner (« il réalise donc 42 points »):
            // a bound with a half point admits its rounded neighbour.
            if size != TableSize::Four {
                if max.has_half() {
                    max = HalfPoints(max.0 + 1);
                }
                if min.has_half() {
                    min = HalfPoints(min.0 - 1);
                }
            }
            if points > max {
                return Err(CountImpossible::WithoutChelemTooMany { max });
            }
            if points < min {
                return Err(CountImpossible::WithoutChelemTooFew { min });
            }
        }
    }
    if size == TableSize::Four && points.has_half() && chelem_made_by != Some(Side::Defence) {
        return Err(CountImpossible::HalfPointAtFour);
    }
    Ok(())
}

/// The summary of a played-out deal, and the count it came from.
///
/// # Errors
/// `invalid_record` at `/tricks` when play is not complete.
pub fn summarize(deal: &Deal) -> Result<(DealSummary, Tally), TarotError> {
    let tally = count::tally(deal)?;
    let handles = deal
        .handles
        .iter()
        .filter(|h| h.check.counted)
        .filter_map(|h| h.check.kind.map(|kind| HandleBonus { side: deal.side_of(h.player), kind }))
        .collect();
    let summary = DealSummary {
        size: deal.size,
        contract: deal.contract,
        taker_points: tally.taker_points,
        taker_oudlers: tally.taker_oudlers,
        handles,
        petit_au_bout: tally.petit_au_bout,
        chelem: Chelem { announced: deal.chelem_announced, made_by: tally.chelem_made_by },
        partner: deal.sides.partner.is_some(),
    };
    Ok((summary, tally))
}

// Test helpers take their values by value (`helper(json!(…))` reads best);
// generated data is small.
#[allow(clippy::needless_pass_by_value, clippy::cast_possible_truncation)]
#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    use HandleKind::{Double, Simple, Triple};
    use Side::{Defence, Taker};

    /// A deal to score: players, contract, points, oudlers; the rest by default.
    struct D(DealSummary);

    fn deal(players: usize, contract: Contract, points: f64, oudlers: u8) -> D {
        D(DealSummary {
            size: TableSize::from_count(players).unwrap(),
            contract,
            taker_points: HalfPoints::from_f64(points).unwrap(),
            taker_oudlers: oudlers,
            handles: Vec::new(),
            petit_au_bout: None,
            chelem: Chelem::default(),
            partner: players == 5,
        })
    }

    impl D {
        fn handle(mut self, side: Side, kind: HandleKind) -> D {
            self.0.handles.push(HandleBonus { side, kind });
            self
        }
        fn petit(mut self, side: Side) -> D {
            self.0.petit_au_bout = Some(side);
            self
        }
        fn chelem(mut self, announced: bool, made_by: Option<Side>) -> D {
            self.0.chelem = Chelem { announced, made_by };
            self
        }
        fn alone(mut self) -> D {
            self.0.partner = false;
            self
        }
        /// (taker, partner, each defender), checking that the line sums to zero.
        fn scores(&self) -> (i32, Option<i32>, i32) {
            let s = score(&self.0);
            let defenders = match (self.0.size, s.partner) {
                (TableSize::Three, _) => 2,
                (TableSize::Four, _) => 3,
                (TableSize::Five, Some(_)) => 3,
                (TableSize::Five, None) => 4,
            };
            assert_eq!(s.taker + s.partner.unwrap_or(0) + defenders * s.each_defender, 0, "line must sum to zero");
            (s.taker, s.partner, s.each_defender)
        }
    }

    use Contract::{Garde, GardeContre, GardeSans, Prise};

    #[test]
    fn points_needed_by_oudlers() {
        assert_eq!([0, 1, 2, 3].map(needed), [56, 51, 41, 36]);
    }

    #[test]
    fn the_half_point_goes_to_the_side_that_scores() {
        let d = |p: f64, o| difference(HalfPoints::from_f64(p).unwrap(), o);
        assert_eq!(d(41.0, 2), 0);
        assert_eq!(d(40.5, 2), -1);
        assert_eq!(d(41.5, 2), 1);
        assert_eq!(d(45.5, 2), 5);
        assert_eq!(d(36.5, 2), -5);
        assert_eq!(d(49.0, 2), 8);
    }

    // The five examples of the marking in the FFT règlement officiel
    // (« La marque en donnes libres »), figure for figure.

    #[test]
    fn reglement_example_1_garde_handle_petit_au_bout_49_points_2_oudlers() {
        // 49 - 41 = 8; (25 + 8) × 2 = 66; handle 20; petit au bout 10 × 2 = 20: 106.
        let d = deal(4, Garde, 49.0, 2).handle(Taker, Simple).petit(Taker);
        assert_eq!(d.scores(), (318, None, -106));
        let b = score(&d.0).breakdown;
        assert_eq!((b.difference, b.contract_points, b.petit_au_bout, b.handles, b.per_defender), (8, 66, 20, 20, 106));
    }

    #[test]
    fn reglement_example_2_garde_sans_won_by_4_the_defence_takes_the_petit_au_bout() {
        // (25 + 4) × 4 = 116, less 40 for the defence's petit au bout: 76.
        let d = deal(4, GardeSans, 55.0, 1).petit(Defence);
        assert_eq!(d.scores(), (228, None, -76));
    }

    #[test]
    fn reglement_example_3_prise_failed_by_7_with_a_handle_and_the_petit_au_bout() {
        // 25 + 7 + 20 (the handle, to the winning defence) - 10 (the taker's petit au bout) = 42.
        let d = deal(4, Prise, 34.0, 2).handle(Taker, Simple).petit(Taker);
        assert_eq!(d.scores(), (-126, None, 42));
    }

    #[test]
    fn reglement_example_4_garde_won_by_11_the_defence_showed_a_handle() {
        // (25 + 11) × 2 = 72, plus 20 for the handle, paid by the defence: 92.
        let d = deal(4, Garde, 52.0, 2).handle(Defence, Simple);
        assert_eq!(d.scores(), (276, None, -92));
    }

    #[test]
    fn reglement_example_5_announced_chelem_without_the_excuse_87_points_2_oudlers() {
        // The defence keeps its excuse, worth 4: 87 with 2 oudlers, 46 over;
        // (46 + 25) × 2 + 20 (handle) + 20 (petit au bout) + 400 (chelem announced) = 582.
        assert!(points_fit_oudlers(HalfPoints::from_f64(87.0).unwrap(), 2, Some(Side::Taker)));
        assert!(!points_fit_oudlers(HalfPoints::from_f64(87.0).unwrap(), 2, None));
        // The taker's excuse unpaid in the defence's chelem: 4 points.
        assert!(points_fit_oudlers(HalfPoints::from_f64(4.0).unwrap(), 1, Some(Side::Defence)));
        assert!(!points_fit_oudlers(HalfPoints::from_f64(4.0).unwrap(), 1, None));
        let d = deal(4, Garde, 87.0, 2).handle(Taker, Simple).petit(Taker).chelem(true, Some(Taker));
        assert_eq!(d.scores(), (1746, None, -582));
    }

    // Our own, for what the règlement's examples do not show: a failed
    // garde sans, the defence's petit au bout on a garde contre, the
    // half-point rule at three, the five-player distribution.

    #[test]
    fn a_garde_sans_failed_by_3_points() {
        // 48 points with 1 oudler: 3 short of 51, (25 + 3) × 4 = 112.
        assert_eq!(deal(4, GardeSans, 48.0, 1).scores(), (-336, None, 112));
    }

    #[test]
    fn a_garde_contre_just_made_the_defence_takes_the_petit_au_bout() {
        // 36 points with 3 oudlers: won by 0, 25 × 6 = 150, less 10 × 6 for the defence's petit.
        assert_eq!(deal(4, GardeContre, 36.0, 3).petit(Defence).scores(), (270, None, -90));
    }

    #[test]
    fn three_players_half_point() {
        // 40.5 with 2 oudlers at three players: lost by 1, (25 + 1) × 2 = 52; the taker pays twice.
        assert_eq!(deal(3, Garde, 40.5, 2).scores(), (-104, None, 52));
    }

    #[test]
    fn five_players_taker_and_partner() {
        // Garde, 51 with 1 oudler: won by 0, 50; the taker 2 × 50, the partner 50.
        assert_eq!(deal(5, Garde, 51.0, 1).scores(), (100, Some(50), -50));
    }

    #[test]
    fn three_players() {
        assert_eq!(deal(3, Garde, 41.5, 2).scores(), (104, None, -52));
        assert_eq!(deal(3, Prise, 50.5, 1).scores(), (-52, None, 26));
        // 60.5 with no oudler: 4.5 over, rounded to 5 for the taker.
        assert_eq!(deal(3, GardeSans, 60.5, 0).scores(), (240, None, -120));
        assert_eq!(deal(3, Prise, 35.5, 3).scores(), (-52, None, 26));
        assert_eq!(deal(3, Garde, 45.5, 2).scores(), (120, None, -60));
        assert_eq!(deal(3, Prise, 55.5, 0).scores(), (-52, None, 26));
    }

    #[test]
    fn three_players_handles_and_chelem() {
        // A defender's triple handle goes to the taker who wins.
        assert_eq!(deal(3, Garde, 45.0, 2).handle(Defence, Triple).scores(), (196, None, -98));
        assert_eq!(deal(3, Prise, 91.0, 3).chelem(false, Some(Taker)).scores(), (560, None, -280));
    }

    #[test]
    fn four_players_contracts() {
        assert_eq!(deal(4, Prise, 56.0, 0).scores(), (75, None, -25));
        assert_eq!(deal(4, GardeContre, 41.0, 2).scores(), (450, None, -150));
        assert_eq!(deal(4, Prise, 20.0, 0).scores(), (-183, None, 61));
        // At four a half point is rare, but rounds the same way.
        assert_eq!(deal(4, Garde, 40.5, 2).scores(), (-156, None, 52));
        assert_eq!(deal(4, GardeSans, 41.0, 2).petit(Taker).scores(), (420, None, -140));
    }

    #[test]
    fn handles_go_to_the_side_that_wins_the_deal() {
        // The taker's handle, lost: it goes to the defence.
        assert_eq!(deal(4, Garde, 40.0, 2).handle(Taker, Simple).scores(), (-216, None, 72));
        // A defender's handle, the taker wins: it goes to him.
        assert_eq!(deal(4, Prise, 60.0, 1).handle(Defence, Simple).scores(), (162, None, -54));
        // Handles on both sides, never multiplied.
        assert_eq!(deal(4, Garde, 45.0, 2).handle(Taker, Double).handle(Defence, Simple).scores(), (324, None, -108));
        assert_eq!(deal(4, Garde, 30.0, 2).handle(Taker, Double).handle(Defence, Simple).scores(), (-366, None, 122));
        assert_eq!(deal(4, GardeContre, 36.0, 3).handle(Taker, Triple).scores(), (570, None, -190));
    }

    #[test]
    fn petit_au_bout_goes_to_the_side_that_took_it_whatever_the_result() {
        assert_eq!(deal(4, Garde, 50.0, 2).petit(Defence).scores(), (144, None, -48));
        assert_eq!(deal(4, Prise, 50.0, 1).petit(Taker).scores(), (-48, None, 16));
        assert_eq!(deal(4, GardeContre, 30.0, 1).petit(Defence).scores(), (-1008, None, 336));
    }

    #[test]
    fn every_chelem_case() {
        // Announced and made: 400.
        assert_eq!(deal(4, Garde, 91.0, 3).chelem(true, Some(Taker)).scores(), (1680, None, -560));
        // Announced and made, with the petit au bout (at the trick before the excuse).
        assert_eq!(deal(4, Garde, 91.0, 3).chelem(true, Some(Taker)).petit(Taker).scores(), (1740, None, -580));
        // Made without announcing it: 200.
        assert_eq!(deal(4, GardeSans, 91.0, 3).chelem(false, Some(Taker)).scores(), (1560, None, -520));
        // Announced and failed: −200, the deal itself won.
        assert_eq!(deal(4, Garde, 80.0, 3).chelem(true, None).scores(), (-186, None, 62));
        // The defence takes every trick: 200 for it.
        assert_eq!(deal(4, Garde, 0.0, 0).chelem(false, Some(Defence)).scores(), (-1086, None, 362));
        // Announced, and the defence took every trick: both.
        assert_eq!(deal(4, Garde, 0.0, 0).chelem(true, Some(Defence)).scores(), (-1686, None, 562));
        // A chelem at four players with 86.5 points (the defence kept its excuse).
        assert_eq!(deal(4, Prise, 86.5, 2).chelem(false, Some(Taker)).scores(), (813, None, -271));
    }

    #[test]
    fn five_players() {
        assert_eq!(deal(5, Garde, 51.0, 1).alone().scores(), (200, None, -50));
        assert_eq!(deal(5, Prise, 40.5, 2).scores(), (-52, Some(-26), 26));
        // 70.5 with 3 oudlers alone: 34.5 over, rounded to 35; (25 + 35) × 6 = 360.
        assert_eq!(deal(5, GardeContre, 70.5, 3).alone().scores(), (1440, None, -360));
        assert_eq!(deal(5, Garde, 51.5, 1).scores(), (104, Some(52), -52));
        assert_eq!(deal(5, Garde, 91.0, 3).chelem(true, Some(Taker)).scores(), (1120, Some(560), -560));
    }

    #[test]
    fn five_players_handles() {
        assert_eq!(deal(5, Garde, 30.0, 1).handle(Defence, Simple).scores(), (-224, Some(-112), 112));
        assert_eq!(deal(5, Garde, 61.0, 1).alone().handle(Taker, Triple).scores(), (440, None, -110));
        assert_eq!(
            deal(5, Garde, 45.0, 2).handle(Taker, Simple).handle(Defence, Double).scores(),
            (216, Some(108), -108)
        );
    }

    fn input(players: i64, points: f64, oudlers: i64) -> SummaryInput {
        SummaryInput {
            players: Some(players),
            contract: Some(Garde),
            taker_points: Some(points),
            taker_oudlers: Some(oudlers),
            ..SummaryInput::default()
        }
    }

    fn refused(input: SummaryInput) -> String {
        let error = input.validate().err().unwrap();
        assert_eq!(error.code, "invalid_summary");
        assert!(!error.localized().fr.is_empty() && !error.localized().en.contains("tarot-"), "{}", error);
        error.pointer
    }

    fn refused_regular(input: SummaryInput) -> String {
        assert!(input.validate().is_ok(), "an irregular deal's count is not held to a regular one's");
        let error = input.validate_regular_deal().err().unwrap();
        assert_eq!(error.code, "invalid_summary");
        error.pointer
    }

    fn chelem_by(mut input: SummaryInput, side: Side, contract: Contract) -> SummaryInput {
        input.contract = Some(contract);
        input.chelem = Some(Chelem { announced: false, made_by: Some(side) });
        input
    }

    fn reason(input: SummaryInput) -> Result<(), CountImpossible> {
        input.validate().expect("a valid summary").count_possible()
    }

    fn points(p: f64) -> HalfPoints {
        HalfPoints::from_f64(p).expect("a count")
    }

    #[test]
    fn without_a_chelem_the_defence_holds_a_trick_and_its_oudlers() {
        use CountImpossible::{WithoutChelemTooFew, WithoutChelemTooMany};
        // At four the defence's trick is four cards: 2 points, and 4.5 for
        // each oudler it holds: 89 with three oudlers, 85 with two, 81 with one.
        // (With none, 77.5 is already the most the oudlers leave.)
        assert_eq!(reason(input(4, 77.0, 0)), Ok(()));
        for (oudlers, most) in [(3, 89.0), (2, 85.0), (1, 81.0)] {
            assert_eq!(reason(input(4, most, oudlers)), Ok(()), "{most} with {oudlers}");
            assert_eq!(
                reason(input(4, most + 1.0, oudlers)),
                Err(WithoutChelemTooMany { max: points(most) }),
                "{oudlers} oudlers"
            );
        }
        // The probe's 91 points with no chelem: refused, the chelem missing.
        assert_eq!(refused_regular(input(4, 91.0, 3)), "/taker_points");
        let said = input(4, 91.0, 3).validate_regular_deal().err().unwrap().localized();
        assert!(said.en.contains("89 points at most") && said.en.contains("chelem"), "{}", said.en);
        assert!(said.fr.contains("89 points au plus"), "{}", said.fr);
        // A garde contre gives the defence the dog too: six more cards.
        let mut contre = input(4, 86.0, 3);
        contre.contract = Some(GardeContre);
        assert_eq!(reason(contre.clone()), Ok(()));
        contre.taker_points = Some(87.0);
        assert_eq!(reason(contre), Err(WithoutChelemTooMany { max: points(86.0) }));
        // Three players, three-card tricks; five players, five-card tricks.
        // Three players, three-card tricks: 89.5, or 90 written rounded;
        // five players, five-card tricks: 88.5, or 89.
        assert_eq!(reason(input(3, 90.0, 3)), Ok(()));
        assert_eq!(reason(input(3, 90.5, 3)), Err(WithoutChelemTooMany { max: points(90.0) }));
        assert_eq!(reason(input(5, 89.0, 3)), Ok(()));
        assert_eq!(reason(input(5, 89.5, 3)), Err(WithoutChelemTooMany { max: points(89.0) }));
        // A prise at three: the trick and the discard, 4.5, or 4 rounded.
        let mut prise = input(3, 4.0, 0);
        prise.contract = Some(Prise);
        assert_eq!(reason(prise.clone()), Ok(()));
        prise.taker_points = Some(3.5);
        assert_eq!(reason(prise), Err(WithoutChelemTooFew { min: points(4.0) }));
        // The taker's side keeps a trick and its discard: 5 points at a
        // garde at four, 4.5 more for each oudler.
        assert_eq!(reason(input(4, 0.0, 0)), Err(WithoutChelemTooFew { min: points(5.0) }));
        assert_eq!(reason(input(4, 5.0, 0)), Ok(()));
        assert_eq!(reason(input(4, 8.0, 1)), Err(WithoutChelemTooFew { min: points(9.0) }));
        assert_eq!(reason(input(4, 9.0, 1)), Ok(()));
        // At a garde contre the dog is not his: his trick alone.
        let mut contre = input(4, 2.0, 0);
        contre.contract = Some(GardeContre);
        assert_eq!(reason(contre), Ok(()));
    }

    #[test]
    fn each_side_shows_one_handle_a_player() {
        let handles = |taker: usize, defence: usize| {
            let mut i = input(4, 50.0, 2);
            i.handles = std::iter::repeat_n(HandleBonus { side: Taker, kind: Simple }, taker)
                .chain(std::iter::repeat_n(HandleBonus { side: Defence, kind: Simple }, defence))
                .collect();
            i
        };
        // Two simple handles are 20 trumps: the pack allows them, one
        // taker at four does not. (Too many for the defence always needs
        // more than the 22 trumps, refused as such.)
        let two = handles(2, 0).validate().err().unwrap();
        assert_eq!((two.pointer.as_str(), two.message_id), ("/handles", "tarot-summary-handle-side-count"));
        assert!(handles(1, 1).validate().is_ok());
        // At five the taker and his partner may each show one, unless he is alone.
        let mut five = handles(2, 0);
        five.players = Some(5);
        assert!(five.validate().is_ok());
        five.partner = Some(false);
        assert_eq!(refused(five), "/handles");
    }

    #[test]
    fn a_chelem_by_the_taker_at_a_garde_contre_leaves_the_dog_to_the_defence() {
        let chelem = |p: f64, o: i64| chelem_by(input(4, p, o), Taker, GardeContre);
        assert_eq!(reason(chelem(91.0, 3)), Err(CountImpossible::TakerChelemDogToDefence { max: points(88.0) }));
        assert_eq!(reason(chelem(88.0, 3)), Ok(()));
        // An oudler in the dog: 4.5 more for the defence.
        assert_eq!(reason(chelem(85.0, 2)), Err(CountImpossible::TakerChelemDogToDefence { max: points(84.0) }));
        assert_eq!(reason(chelem(84.0, 2)), Ok(()));
        // At five the dog is three cards: 89.5, written 90 (a regression
        // probe's rounded count was refused).
        let five = |p: f64| chelem_by(input(5, p, 3), Taker, GardeContre);
        assert_eq!(reason(five(90.0)), Ok(()));
        assert_eq!(reason(five(90.5)), Err(CountImpossible::TakerChelemDogToDefence { max: points(90.0) }));
    }

    #[test]
    fn a_half_point_at_four_players_is_refused_unless_the_defence_took_every_trick() {
        // At four a side holds an even number of cards, so a whole count.
        assert!(input(3, 40.5, 2).validate_regular_deal().is_ok());
        assert!(input(5, 40.5, 2).validate_regular_deal().is_ok());
        assert_eq!(refused_regular(input(4, 40.5, 2)), "/taker_points");
        let error = input(4, 40.5, 2).validate_regular_deal().err().unwrap();
        // Said with each language's decimal separator.
        assert!(error.localized().fr.starts_with("40,5 points"), "{}", error.localized().fr);
        assert!(error.localized().en.starts_with("40.5 points"), "{}", error.localized().en);
        // The taker who kept the excuse in a garde contre the defence made a chelem of.
        assert!(chelem_by(input(4, 4.5, 1), Defence, GardeContre).validate_regular_deal().is_ok());
    }

    #[test]
    fn a_chelem_by_the_taker_leaves_him_91_or_87_points() {
        assert!(chelem_by(input(4, 91.0, 3), Taker, Garde).validate_regular_deal().is_ok());
        // The règlement's fifth example: the defence kept the excuse, 87 with 2 oudlers.
        assert!(chelem_by(input(4, 87.0, 2), Taker, Garde).validate_regular_deal().is_ok());
        assert_eq!(refused_regular(chelem_by(input(4, 80.0, 2), Taker, Garde)), "/taker_points");
        assert_eq!(refused_regular(chelem_by(input(4, 86.5, 2), Taker, Prise)), "/taker_points");
        // Under a garde contre the dog's cards are the defence's: not known here.
        assert!(chelem_by(input(4, 80.0, 2), Taker, GardeContre).validate_regular_deal().is_ok());
    }

    #[test]
    fn a_chelem_by_the_defence_leaves_the_taker_the_dog_and_the_excuse_at_most() {
        assert_eq!(refused_regular(chelem_by(input(4, 91.0, 3), Defence, Garde)), "/taker_points");
        // Under a garde: a discard of four queens and two cavaliers, and the excuse.
        assert!(chelem_by(input(4, 23.5, 1), Defence, Garde).validate_regular_deal().is_ok());
        assert_eq!(refused_regular(chelem_by(input(4, 24.0, 1), Defence, Garde)), "/taker_points");
        assert_eq!(refused_regular(chelem_by(input(4, 13.5, 2), Defence, Prise)), "/taker_points");
        // At five the discard is three cards: three queens and the excuse.
        assert!(chelem_by(input(5, 15.0, 1), Defence, Garde).validate_regular_deal().is_ok());
        assert_eq!(refused_regular(chelem_by(input(5, 15.5, 1), Defence, Garde)), "/taker_points");
        // Under a garde sans the unseen dog may hold oudlers and kings.
        assert!(chelem_by(input(4, 31.5, 3), Defence, GardeSans).validate_regular_deal().is_ok());
        assert_eq!(refused_regular(chelem_by(input(4, 32.0, 3), Defence, GardeSans)), "/taker_points");
        // Under a garde contre the taker's side has the excuse at most.
        assert_eq!(refused_regular(chelem_by(input(4, 9.0, 2), Defence, GardeContre)), "/taker_points");
        let error = chelem_by(input(4, 91.0, 3), Defence, Garde).validate_regular_deal().err().unwrap();
        assert!(error.localized().fr.contains("23,5 points au plus"), "{}", error.localized().fr);
    }

    #[test]
    fn a_chelem_by_the_defence_leaves_the_taker_his_discard_at_least() {
        // At four the discard is six cards, half a point each at least.
        assert_eq!(refused_regular(chelem_by(input(4, 0.0, 0), Defence, Prise)), "/taker_points");
        assert_eq!(refused_regular(chelem_by(input(4, 2.5, 0), Defence, Garde)), "/taker_points");
        assert!(chelem_by(input(4, 3.0, 0), Defence, Prise).validate_regular_deal().is_ok());
        // With the excuse kept: 4.5, and the six cards less the low card
        // given for it: 7 at least.
        assert_eq!(refused_regular(chelem_by(input(4, 4.5, 1), Defence, Prise)), "/taker_points");
        assert!(chelem_by(input(4, 7.0, 1), Defence, Prise).validate_regular_deal().is_ok());
        // At five the discard is three cards; at a garde sans the dog counts.
        assert_eq!(refused_regular(chelem_by(input(5, 1.0, 0), Defence, Garde)), "/taker_points");
        assert!(chelem_by(input(5, 1.5, 0), Defence, Garde).validate_regular_deal().is_ok());
        assert_eq!(refused_regular(chelem_by(input(4, 2.0, 0), Defence, GardeSans)), "/taker_points");
        // Under a garde contre nothing is known of his cards.
        assert!(chelem_by(input(4, 0.0, 0), Defence, GardeContre).validate_regular_deal().is_ok());
        let error = chelem_by(input(4, 4.5, 1), Defence, Prise).validate_regular_deal().err().unwrap();
        assert!(error.localized().en.contains("7 points at least"), "{}", error.localized().en);
    }

    /// The side that takes the petit au bout holds the petit (règlement,
    /// « Le Petit au Bout »): a taker without an oudler cannot, nor the
    /// defence against three (a probe: both were scored).
    #[test]
    fn the_petit_au_bout_goes_to_a_side_that_holds_the_petit() {
        let with = |petit: Side, points: f64, oudlers: i64| SummaryInput {
            contract: Some(Prise),
            petit_au_bout: Some(petit),
            ..input(4, points, oudlers)
        };
        assert_eq!(refused(with(Taker, 50.0, 0)), "/petit_au_bout");
        assert_eq!(refused(with(Defence, 60.0, 3)), "/petit_au_bout");
        assert!(with(Taker, 50.0, 1).validate().is_ok());
        assert!(with(Defence, 60.0, 2).validate().is_ok());
        let error = with(Taker, 50.0, 0).validate().err().unwrap();
        assert!(error.localized().en.contains("0 oudlers"), "{}", error.localized().en);
    }

    #[test]
    fn impossible_summaries_are_refused_naming_the_field() {
        assert!(input(4, 49.0, 2).validate().is_ok());
        assert_eq!(refused(input(6, 49.0, 2)), "/players");
        assert_eq!(refused(input(4, 92.0, 2)), "/taker_points");
        assert_eq!(refused(input(4, 49.3, 2)), "/taker_points");
        assert_eq!(refused(input(4, -1.0, 2)), "/taker_points");
        assert_eq!(refused(input(4, 49.0, 4)), "/taker_oudlers");
        assert_eq!(refused(input(4, 10.0, 3)), "/taker_points");
        assert_eq!(refused(input(4, 80.0, 0)), "/taker_points");
        assert_eq!(refused(SummaryInput { contract: None, ..input(4, 49.0, 2) }), "/contract");
        assert_eq!(refused(SummaryInput { players: None, ..input(4, 49.0, 2) }), "/players");
        let two_simples = vec![HandleBonus { side: Taker, kind: Simple }, HandleBonus { side: Defence, kind: Simple }];
        assert_eq!(refused(SummaryInput { handles: two_simples.clone(), ..input(3, 49.0, 2) }), "/handles");
        assert!(SummaryInput { handles: two_simples, ..input(4, 49.0, 2) }.validate().is_ok());
        assert_eq!(refused(SummaryInput { partner: Some(true), ..input(4, 49.0, 2) }), "/partner");
        let chelem = Some(Chelem { announced: false, made_by: Some(Taker) });
        assert_eq!(
            refused(SummaryInput { chelem, petit_au_bout: Some(Defence), ..input(4, 91.0, 3) }),
            "/petit_au_bout"
        );
    }

    #[test]
    fn a_five_player_summary_has_a_partner_unless_told_otherwise() {
        assert!(input(5, 49.0, 2).validate().unwrap().partner);
        assert!(!SummaryInput { partner: Some(false), ..input(5, 49.0, 2) }.validate().unwrap().partner);
    }

    fn any_summary() -> impl Strategy<Value = DealSummary> {
        let sizes = prop_oneof![Just(TableSize::Three), Just(TableSize::Four), Just(TableSize::Five)];
        let contracts = prop_oneof![Just(Prise), Just(Garde), Just(GardeSans), Just(GardeContre)];
        let side = prop_oneof![Just(Taker), Just(Defence)];
        let kind = prop_oneof![Just(Simple), Just(Double), Just(Triple)];
        (
            sizes,
            contracts,
            0u16..=182,
            0u8..=3,
            proptest::collection::vec((side.clone(), kind), 0..2),
            proptest::option::of(side.clone()),
            any::<bool>(),
            proptest::option::of(side),
            any::<bool>(),
        )
            .prop_map(|(size, contract, halves, oudlers, handles, petit, announced, made_by, partner)| {
                DealSummary {
                    size,
                    contract,
                    taker_points: HalfPoints(halves),
                    taker_oudlers: oudlers,
                    handles: handles.into_iter().map(|(side, kind)| HandleBonus { side, kind }).collect(),
                    petit_au_bout: petit,
                    chelem: Chelem { announced, made_by },
                    partner: partner && size == TableSize::Five,
                }
            })
    }

    proptest! {
        #[test]
        fn every_score_line_sums_to_zero(summary in any_summary()) {
            let s = score(&summary);
            let defenders = i32::try_from(summary.size.players()).unwrap() - 1 - i32::from(s.partner.is_some());
            prop_assert_eq!(s.taker + s.partner.unwrap_or(0) + defenders * s.each_defender, 0);
            prop_assert_eq!(s.won, s.breakdown.difference >= 0);
            prop_assert_eq!(s.each_defender, -s.breakdown.per_defender);
        }
    }
}
