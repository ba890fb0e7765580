//! Checking a score sheet (« feuille de marque »): a table number, the
//! players' names and numbers, and one line per deal.
//!
//! The FFT code penalises a sheet whose lines do not sum to zero and one
//! without its table number, names or numbers (100 points each, the four
//! players being responsible). Beyond those, the check finds what cannot be
//! true: points over 91, more than 3 oudlers, points the oudlers cannot
//! make, handles needing more trumps than the pack holds, a line with the
//! wrong number of scores, and — when a line gives the deal's details — a
//! score that is not the one those details make.

use serde::{Deserialize, Serialize};

use crate::card::{HalfPoints, PACK_HALF_POINTS};
use crate::deal::{Contract, Side, TableSize};
use crate::handles::{self, HANDLE_CARDS};
use crate::scoring::{
    Chelem, CountImpossible, DealSummary, HandleBonus, count_possible, petit_fits_oudlers, points_fit_oudlers, score,
};
use arbitre_core::text::{Arg, Localized, localized};

/// A score sheet as written at the table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "openapi", schema(as = TarotScoreSheet))]
pub struct ScoreSheet {
    /// The table number (required on the sheet).
    #[serde(default)]
    pub table: Option<String>,
    /// The players, in the order of the sheet's columns: 3, 4 or 5.
    pub players: Vec<SheetPlayer>,
    /// One line per deal, in order.
    #[serde(default)]
    pub deals: Vec<SheetLine>,
}

/// A player on the sheet.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "openapi", schema(as = TarotSheetPlayer))]
pub struct SheetPlayer {
    /// His name (required on the sheet).
    #[serde(default)]
    pub name: Option<String>,
    /// His FFT licence number (required on the sheet).
    #[serde(default)]
    pub number: Option<String>,
}

/// One deal on the sheet: the scores, and the deal's details when written.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "openapi", schema(as = TarotSheetLine))]
pub struct SheetLine {
    /// The taker, by column (from 0).
    #[serde(default)]
    pub taker: Option<usize>,
    /// At five players, the partner by column; the taker's own column when
    /// he played alone. Absent, the line is checked as the taker's alone or
    /// with any partner that makes it right (a sheet need not name him).
    #[serde(default)]
    pub partner: Option<usize>,
    /// The contract.
    #[serde(default)]
    pub contract: Option<Contract>,
    /// The taker's side's points.
    #[serde(default)]
    pub taker_points: Option<f64>,
    /// The oudlers the taker's side held at the end.
    #[serde(default)]
    pub taker_oudlers: Option<i64>,
    /// The handles shown.
    #[serde(default)]
    pub handles: Vec<HandleBonus>,
    /// The side that took the petit au bout.
    #[serde(default)]
    pub petit_au_bout: Option<Side>,
    /// The chelem.
    #[serde(default)]
    pub chelem: Option<Chelem>,
    /// Each player's score on this deal, in the order of `players`.
    pub scores: Vec<i64>,
}

/// One inconsistency of a sheet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = TarotSheetIssue))]
pub struct SheetIssue {
    /// The deal's line on the sheet, from 1; absent for the sheet's heading
    /// (table number, players).
    pub line: Option<usize>,
    /// JSON pointer to the field, e.g. `/deals/2/scores`.
    pub pointer: String,
    /// Stable machine code, e.g. `line_not_zero`.
    pub code: String,
    /// What is wrong.
    pub message: Localized,
}

/// The result of a sheet check.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = TarotSheetReport))]
pub struct SheetReport {
    /// Whether no inconsistency was found.
    pub consistent: bool,
    /// Every inconsistency, heading first, then line by line.
    pub issues: Vec<SheetIssue>,
    /// Each player's total, in the order of `players`.
    pub totals: Vec<i64>,
    /// The code's penalties for what was found (« Erreur sur la feuille de
    /// marque »: every player at the table answers for the sheet), each to
    /// be ruled with `tarot.score_sheet_fault` and its `fault`; empty when
    /// none applies. The other issues are errors to correct, with no
    /// penalty of their own.
    #[serde(default)]
    pub penalties: Vec<SheetPenalty>,
}

/// A score-sheet penalty the arbitration code gives for an issue found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = TarotSheetPenalty))]
pub struct SheetPenalty {
    /// The fault, as `tarot.score_sheet_fault` asks it: `total_not_zero`
    /// (a line, or the sheet, does not sum to zero) or
    /// `missing_identification` (no table number, a name or a licence
    /// number missing).
    pub fault: String,
    /// The penalty each player at the table is given (100 points).
    pub points_each: i32,
}

struct Issues(Vec<SheetIssue>);

impl Issues {
    fn push(&mut self, line: Option<usize>, pointer: String, code: &str, args: &[(&str, Arg)]) {
        let message = localized(&format!("tarot-sheet-{}", code.replace('_', "-")), args);
        self.0.push(SheetIssue { line, pointer, code: code.to_owned(), message });
    }
}

fn blank(text: Option<&String>) -> bool {
    text.is_none_or(|t| t.trim().is_empty())
}

/// The FFT code's penalty for a fault a sheet shows (the total not zero,
/// an identification missing): 100 points to each player at the table
/// (Autres cas prévus par le code). The arbitration ruleset's
/// `standard_penalty_points` takes its value from here.
pub const STANDARD_PENALTY_POINTS: i32 = 100;

/// The largest score, in size, a sheet line may hold: far above any deal's
/// (the highest is a few thousand points), low enough that no total of a
/// sheet overflows.
pub const MAX_LINE_SCORE: i64 = 1_000_000;

/// Finds every inconsistency of `sheet`.
pub fn check(sheet: &ScoreSheet) -> SheetReport {
    let mut issues = Issues(Vec::new());
    if blank(sheet.table.as_ref()) {
        issues.push(None, "/table".into(), "missing_table", &[]);
    }
    let n = sheet.players.len();
    let size = TableSize::from_count(n);
    if size.is_none() {
        issues.push(None, "/players".into(), "player_count", &[("count", n.into())]);
    }
    for (i, player) in sheet.players.iter().enumerate() {
        let column = i + 1;
        if blank(player.name.as_ref()) {
            issues.push(None, format!("/players/{i}/name"), "missing_name", &[("column", column.into())]);
        }
        if blank(player.number.as_ref()) {
            issues.push(None, format!("/players/{i}/number"), "missing_number", &[("column", column.into())]);
        }
    }
    let mut totals = vec![0i64; n];
    for (i, deal) in sheet.deals.iter().enumerate() {
        check_line(&mut issues, i, deal, n, size);
        // Saturating: the scores are the client's, whatever their size.
        for (total, s) in totals.iter_mut().zip(&deal.scores) {
            *total = total.saturating_add(*s);
        }
    }
    // The code's two faults a sheet shows by itself; a sheet not returned
    // or lost is the arbiter's to report.
    let points_each = STANDARD_PENALTY_POINTS;
    let found = |codes: &[&str]| issues.0.iter().any(|i| codes.contains(&i.code.as_str()));
    let mut penalties = Vec::new();
    // Summed in i128: two saturated totals would overflow an i64 (and
    // overflow checks are on in release builds).
    if found(&["line_not_zero"]) || totals.iter().map(|t| i128::from(*t)).sum::<i128>() != 0 {
        penalties.push(SheetPenalty { fault: "total_not_zero".into(), points_each });
    }
    if found(&["missing_table", "missing_name", "missing_number"]) {
        penalties.push(SheetPenalty { fault: "missing_identification".into(), points_each });
    }
    SheetReport { consistent: issues.0.is_empty(), issues: issues.0, totals, penalties }
}

/// Whether a line's scores have the shape of a deal, whatever the figures
/// (règlement, « La marque en donnes libres », « Le jeu à 3 joueurs », « Le
/// jeu à 5 joueurs »): every defender scores the same, and the taker three
/// times the opposite at four players, twice at three; at five, the taker
/// twice and the partner once, or the taker four times when alone. A line
/// can sum to zero and still not be a deal (a defender's score written in
/// another's column).
fn shaped_like_a_deal(scores: &[i64], taker: usize, partner: PartnerColumn, size: Option<TableSize>) -> bool {
    let Some(&taker_score) = scores.get(taker) else { return true };
    let others = |skip: Option<usize>| -> Vec<i64> {
        scores.iter().enumerate().filter(|(c, _)| *c != taker && Some(*c) != skip).map(|(_, s)| *s).collect()
    };
    let all_equal = |list: &[i64]| list.windows(2).all(|w| w[0] == w[1]);
    let times = |d: i64, k: i64| d.checked_mul(-k);
    match size {
        Some(TableSize::Three | TableSize::Four) => {
            let defenders = others(None);
            let d = defenders.first().copied().unwrap_or(0);
            let count = i64::try_from(defenders.len()).unwrap_or(i64::MAX);
            all_equal(&defenders) && times(d, count) == Some(taker_score)
        }
        Some(TableSize::Five) => {
            let with_partner = |p: usize| {
                let defenders = others(Some(p));
                let d = defenders.first().copied().unwrap_or(0);
                all_equal(&defenders) && scores.get(p).copied() == times(d, 1) && times(d, 2) == Some(taker_score)
            };
            let alone = || {
                let defenders = others(None);
                let d = defenders.first().copied().unwrap_or(0);
                all_equal(&defenders) && times(d, 4) == Some(taker_score)
            };
            match partner {
                PartnerColumn::Column(p) => with_partner(p),
                // The taker's own column as his partner's: he played alone.
                PartnerColumn::Alone => alone(),
                // The partner's column unwritten: any column may be his, or
                // the taker was alone.
                PartnerColumn::Unwritten => alone() || (0..scores.len()).filter(|c| *c != taker).any(with_partner),
            }
        }
        None => true,
    }
}

/// What a line says of the partner's column at five.
#[derive(Clone, Copy)]
enum PartnerColumn {
    /// Not written (or not valid, and reported): any column may be his, or
    /// the taker was alone.
    Unwritten,
    /// The taker's own column: the taker played alone.
    Alone,
    /// The partner's column.
    Column(usize),
}

/// Checks line `i` (from 0) of a sheet of `n` players: its scores, its
/// taker's and partner's columns, the details written and the score they
/// make.
fn check_line(issues: &mut Issues, i: usize, deal: &SheetLine, n: usize, size: Option<TableSize>) {
    let mut check = LineCheck { issues, i, deal, n, size };
    let sum = check.scores();
    let taker = check.taker();
    let partner = check.partner(taker);
    check.shape(taker, partner, sum);
    let points = check.taker_points();
    let oudlers = check.taker_oudlers();
    let chelem_made_by = deal.chelem.and_then(|c| c.made_by);
    let count_impossible = check.count(points, oudlers, chelem_made_by);
    let trumps = check.handles(partner);
    let chelem = deal.chelem.unwrap_or_default();
    check.petit_au_bout(chelem, oudlers);
    // With every detail written, the line must be the score they make.
    let (Some(size), Some(contract), Some(taker_points), Some(taker_oudlers)) = (size, deal.contract, points, oudlers)
    else {
        return;
    };
    if deal.scores.len() != n
        || trumps > HANDLE_CARDS
        || !points_fit_oudlers(taker_points, taker_oudlers, chelem_made_by)
        || count_impossible
    {
        return;
    }
    let summary = DealSummary {
        size,
        contract,
        taker_points,
        taker_oudlers,
        handles: deal.handles.clone(),
        petit_au_bout: deal.petit_au_bout,
        chelem,
        partner: false,
    };
    check.score_made(&summary, taker, partner);
}

/// One line of a sheet being checked, and the sheet's issues.
struct LineCheck<'a> {
    /// The sheet's issues, which the checks add to.
    issues: &'a mut Issues,
    /// The line's index, from 0.
    i: usize,
    /// The line.
    deal: &'a SheetLine,
    /// The number of players (of columns).
    n: usize,
    /// The table's size, when the sheet gives a valid one.
    size: Option<TableSize>,
}

impl LineCheck<'_> {
    /// The pointer to the line's `field`.
    fn at(&self, field: &str) -> String {
        format!("/deals/{}/{field}", self.i)
    }

    /// Reports `code` at `pointer`, on this line.
    fn push(&mut self, pointer: String, code: &str, args: &[(&str, Arg)]) {
        self.issues.push(Some(self.i + 1), pointer, code, args);
    }

    /// The line's scores: one a player, each in range, summing to zero.
    /// Returns their sum.
    fn scores(&mut self) -> i128 {
        let (i, deal, n) = (self.i, self.deal, self.n);
        if deal.scores.len() != n {
            self.push(
                self.at("scores"),
                "score_count",
                &[("line", (i + 1).into()), ("count", deal.scores.len().into()), ("players", n.into())],
            );
        }
        // No deal scores anywhere near this (a garde contre chelem alone at
        // five is a few thousand points): a larger figure is a typing or
        // import error, said where it is (a scoring probe's 2^63 - 1 was
        // totalled silently).
        for (j, score) in deal.scores.iter().enumerate() {
            if score.unsigned_abs() > MAX_LINE_SCORE.unsigned_abs() {
                self.push(
                    format!("/deals/{i}/scores/{j}"),
                    "score_out_of_range",
                    &[("line", (i + 1).into()), ("column", (j + 1).into()), ("max", MAX_LINE_SCORE.into())],
                );
            }
        }
        // Summed wide enough that no client figure overflows.
        let sum: i128 = deal.scores.iter().map(|s| i128::from(*s)).sum();
        if sum != 0 {
            let shown = i64::try_from(sum).unwrap_or(if sum > 0 { i64::MAX } else { i64::MIN });
            self.push(self.at("scores"), "line_not_zero", &[("line", (i + 1).into()), ("sum", shown.into())]);
        }
        sum
    }

    /// The taker's column, when written and one of the sheet's (one out of
    /// range is reported).
    fn taker(&mut self) -> Option<usize> {
        let t = self.deal.taker?;
        if t >= self.n {
            let args = [("line", (self.i + 1).into()), ("column", t.saturating_add(1).into())];
            self.push(self.at("taker"), "taker_unknown", &args);
            return None;
        }
        Some(t)
    }

    /// What the line says of the partner's column (one out of range at
    /// five, or any at three or four, is reported).
    fn partner(&mut self, taker: Option<usize>) -> PartnerColumn {
        let (i, n) = (self.i, self.n);
        match (self.deal.partner, self.size) {
            (Some(p), Some(TableSize::Five)) if p >= n => {
                self.push(
                    self.at("partner"),
                    "partner_unknown",
                    &[("line", (i + 1).into()), ("column", p.saturating_add(1).into())],
                );
                PartnerColumn::Unwritten
            }
            (Some(_), Some(TableSize::Three | TableSize::Four)) => {
                let args = [("line", (i + 1).into()), ("players", n.into())];
                self.push(self.at("partner"), "partner_not_five", &args);
                PartnerColumn::Unwritten
            }
            (Some(p), _) if Some(p) == taker => PartnerColumn::Alone,
            (Some(p), _) => PartnerColumn::Column(p),
            (None, _) => PartnerColumn::Unwritten,
        }
    }

    /// The shape of a line that sums to zero (see [`shaped_like_a_deal`]).
    fn shape(&mut self, taker: Option<usize>, partner: PartnerColumn, sum: i128) {
        let (deal, n, size) = (self.deal, self.n, self.size);
        // Without the taker's column, the line must still be some deal's: one
        // column at least can be the taker's (La marque en donnes libres: every
        // defender scores the same, the taker that times the number of them).
        let shaped = match taker {
            Some(taker) => shaped_like_a_deal(&deal.scores, taker, partner, size),
            None if deal.taker.is_none() => (0..n).any(|t| shaped_like_a_deal(&deal.scores, t, partner, size)),
            // A taker's column out of range was reported above.
            None => true,
        };
        // A line that does not sum to zero is already reported: its shape adds
        // nothing.
        if sum == 0 && deal.scores.len() == n && !shaped {
            self.push(self.at("scores"), "line_shape", &[("line", (self.i + 1).into())]);
        }
    }

    /// The taker's points, when written and possible (others are reported).
    fn taker_points(&mut self) -> Option<HalfPoints> {
        let p = self.deal.taker_points?;
        let args = [("line", Arg::from(self.i + 1)), ("points", Arg::Decimal(p.to_string()))];
        if p > 91.0 {
            self.push(self.at("taker_points"), "points_over_91", &args);
            None
        } else if p < 0.0 {
            self.push(self.at("taker_points"), "points_negative", &args);
            None
        } else if let Some(half) = HalfPoints::from_f64(p).filter(|h| *h <= PACK_HALF_POINTS) {
            Some(half)
        } else {
            self.push(self.at("taker_points"), "points_not_half", &args);
            None
        }
    }

    /// The taker's oudlers, when written and possible (others are reported).
    fn taker_oudlers(&mut self) -> Option<u8> {
        let o = self.deal.taker_oudlers?;
        let args = [("line", Arg::from(self.i + 1)), ("count", Arg::from(o))];
        match u8::try_from(o) {
            Ok(o) if o <= 3 => Some(o),
            Ok(_) => {
                self.push(self.at("taker_oudlers"), "too_many_oudlers", &args);
                None
            }
            Err(_) if o > 3 => {
                self.push(self.at("taker_oudlers"), "too_many_oudlers", &args);
                None
            }
            Err(_) => {
                self.push(self.at("taker_oudlers"), "negative_oudlers", &args);
                None
            }
        }
    }

    /// The taker's points against his oudlers, then against the contract
    /// and the chelem. Returns whether the count is impossible (reported).
    fn count(&mut self, points: Option<HalfPoints>, oudlers: Option<u8>, chelem_made_by: Option<Side>) -> bool {
        let i = self.i;
        if let (Some(p), Some(o)) = (points, oudlers)
            && !points_fit_oudlers(p, o, chelem_made_by)
        {
            self.push(
                self.at("taker_points"),
                "points_oudlers",
                &[("line", (i + 1).into()), ("points", p.into()), ("oudlers", o.into())],
            );
        }
        let count_impossible = match (self.size, self.deal.contract, points, oudlers) {
            // Only the reasons a sheet reports (see `CountImpossible::sheet_code`).
            (Some(size), Some(contract), Some(p), Some(o)) if points_fit_oudlers(p, o, chelem_made_by) => {
                count_possible(size, contract, p, o, chelem_made_by)
                    .err()
                    .and_then(|impossible| impossible.sheet_code().map(|code| (impossible, code)))
            }
            _ => None,
        };
        if let Some((impossible, code)) = count_impossible {
            let mut args = vec![("line", Arg::from(i + 1)), ("points", points.map_or(Arg::Num(0), Arg::from))];
            match impossible {
                CountImpossible::DefenceChelem { max }
                | CountImpossible::TakerChelemDogToDefence { max }
                | CountImpossible::WithoutChelemTooMany { max } => args.push(("max", max.into())),
                CountImpossible::DefenceChelemTooFew { min } | CountImpossible::WithoutChelemTooFew { min } => {
                    args.push(("min", min.into()));
                }
                _ => {}
            }
            self.push(self.at("taker_points"), code, &args);
        }
        count_impossible.is_some()
    }

    /// The handles: the trumps they show, and one a player of the taker's
    /// side. Returns the trumps they need.
    fn handles(&mut self, partner: PartnerColumn) -> usize {
        let (i, deal, size) = (self.i, self.deal, self.size);
        let trumps = size.map_or(0, |s| handles::trumps_needed(s, deal.handles.iter().map(|h| h.kind)));
        if trumps > HANDLE_CARDS {
            self.push(self.at("handles"), "handles_trumps", &[("line", (i + 1).into()), ("trumps", trumps.into())]);
        }
        // One handle a player: the taker's side is the taker alone at three and
        // four, and at five unless a partner played with him (as the summary
        // checks it; a review found sheets without the check). Too many for the
        // defence always needs more than the 22 trumps, reported above.
        if let Some(size) = size {
            let taker_side = match (size, partner) {
                (TableSize::Five, PartnerColumn::Alone) | (TableSize::Three | TableSize::Four, _) => 1,
                (TableSize::Five, _) => 2,
            };
            let shown = deal.handles.iter().filter(|h| h.side == Side::Taker).count();
            if shown > taker_side {
                self.push(
                    self.at("handles"),
                    "handles_taker_side",
                    &[("line", (i + 1).into()), ("count", shown.into()), ("players", taker_side.into())],
                );
            }
        }
        trumps
    }

    /// The petit au bout against the chelem and the taker's oudlers.
    fn petit_au_bout(&mut self, chelem: Chelem, oudlers: Option<u8>) {
        let (i, deal) = (self.i, self.deal);
        if let (Some(made_by), Some(petit)) = (chelem.made_by, deal.petit_au_bout)
            && made_by != petit
        {
            self.push(self.at("petit_au_bout"), "petit_chelem", &[("line", (i + 1).into())]);
        }
        if let (Some(o), Some(petit)) = (oudlers, deal.petit_au_bout)
            && !petit_fits_oudlers(Some(petit), o)
        {
            let args = [("line", (i + 1).into()), ("side", petit.as_str().into()), ("oudlers", o.into())];
            self.push(self.at("petit_au_bout"), "petit_oudlers", &args);
        }
    }

    /// With every detail written (`summary`), the line must be the score
    /// they make.
    fn score_made(&mut self, summary: &DealSummary, taker: Option<usize>, partner: PartnerColumn) {
        let (i, deal, n) = (self.i, self.deal, self.n);
        // Without the taker's column the details are still checked: the line
        // is right if some column, as the taker's, makes it so, as an unwritten
        // partner at five is read (a scoring probe found a wrong line called
        // consistent because `taker` was left out). A column out of range was
        // reported above.
        let takers: Vec<usize> = match (taker, deal.taker) {
            (Some(t), _) => vec![t],
            (None, None) => (0..n).collect(),
            (None, Some(_)) => return,
        };
        if takers.iter().any(|t| expected_for(deal, summary, n, partner, *t) == deal.scores) {
            return;
        }
        // The score the details make, shown for the written taker, else for
        // the column whose score is largest in size (the likeliest taker's).
        let shown_taker = match taker {
            Some(t) => t,
            None => (0..n).max_by_key(|c| deal.scores.get(*c).map_or(0, |s| s.unsigned_abs())).unwrap_or(0),
        };
        let expected = expected_for(deal, summary, n, partner, shown_taker);
        let list = |v: &[i64]| v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
        self.push(
            self.at("scores"),
            "score_mismatch",
            &[("line", (i + 1).into()), ("expected", list(&expected).into()), ("found", list(&deal.scores).into())],
        );
    }
}

/// The scores `summary` makes at `n` players, with `taker`'s column the
/// taker's and `partner`'s, if any, his partner's.
fn expected_with(summary: &DealSummary, n: usize, taker: usize, partner: Option<usize>) -> Vec<i64> {
    let result = score(&DealSummary { partner: partner.is_some(), ..summary.clone() });
    (0..n)
        .map(|p| {
            let s = if p == taker {
                result.taker
            } else if Some(p) == partner {
                result.partner.unwrap_or(result.each_defender)
            } else {
                result.each_defender
            };
            i64::from(s)
        })
        .collect()
}

/// The scores `summary` makes on line `deal` at `n` players with `taker`'s
/// column the taker's: with the partner the line names, or at five with
/// none named, with a partner's column that makes the line right if one
/// does.
fn expected_for(deal: &SheetLine, summary: &DealSummary, n: usize, partner: PartnerColumn, taker: usize) -> Vec<i64> {
    let expected = expected_with(
        summary,
        n,
        taker,
        match partner {
            PartnerColumn::Column(p) => Some(p),
            PartnerColumn::Alone | PartnerColumn::Unwritten => None,
        },
    );
    // At five, a line that names no partner may still be the taker's
    // with one: the sheet's columns do not say which (the shape check
    // above reads it so too). The line is right if some column makes it
    // right.
    if expected != deal.scores && summary.size == TableSize::Five && deal.partner.is_none() {
        let mut alternatives = (0..n).filter(|p| *p != taker).map(|p| expected_with(summary, n, taker, Some(p)));
        if let Some(right) = alternatives.find(|e| *e == deal.scores) {
            return right;
        }
    }
    expected
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn sheet(players: usize, deals: Vec<SheetLine>) -> ScoreSheet {
        ScoreSheet {
            table: Some("3".into()),
            players: (0..players)
                .map(|i| SheetPlayer { name: Some(format!("J{i}")), number: Some(format!("00{i}")) })
                .collect(),
            deals,
        }
    }

    fn line(scores: &[i64]) -> SheetLine {
        SheetLine { scores: scores.to_vec(), ..SheetLine::default() }
    }

    fn detailed(taker: usize, contract: Contract, points: f64, oudlers: i64, scores: &[i64]) -> SheetLine {
        SheetLine {
            taker: Some(taker),
            contract: Some(contract),
            taker_points: Some(points),
            taker_oudlers: Some(oudlers),
            ..line(scores)
        }
    }

    fn codes(report: &SheetReport) -> Vec<(Option<usize>, &str)> {
        report.issues.iter().map(|i| (i.line, i.code.as_str())).collect()
    }

    #[test]
    fn a_score_no_deal_makes_is_reported_and_totals_do_not_overflow() {
        // Two columns at the largest figure: their totals' sum would have
        // overflowed (a panic, overflow checks being on).
        let huge = check(&sheet(4, vec![line(&[i64::MAX, i64::MAX, 0, 0])]));
        assert!(codes(&huge).contains(&(Some(1), "score_out_of_range")), "{:?}", codes(&huge));
        // Lines that each sum to zero name their figures, and no total
        // penalty comes out of saturated totals.
        let balanced = check(&sheet(4, vec![line(&[i64::MAX, -i64::MAX, 0, 0]); 2]));
        assert!(!balanced.consistent);
        assert!(codes(&balanced).contains(&(Some(2), "score_out_of_range")), "{:?}", codes(&balanced));
    }

    #[test]
    fn details_without_the_takers_column_are_still_checked() {
        // A prise of 49 with two oudlers at four: the taker 99, each
        // defender -33, whichever column is the taker's.
        let untaken = |scores: &[i64]| SheetLine { taker: None, ..detailed(0, Contract::Prise, 49.0, 2, scores) };
        assert_eq!(codes(&check(&sheet(4, vec![untaken(&[99, -33, -33, -33])]))), vec![]);
        assert_eq!(codes(&check(&sheet(4, vec![untaken(&[-33, -33, 99, -33])]))), vec![]);
        // A line of the right shape the details do not make is refused (a
        // scoring probe's 3000 / -1000 was called consistent).
        let wrong = check(&sheet(4, vec![untaken(&[3000, -1000, -1000, -1000])]));
        assert_eq!(codes(&wrong), vec![(Some(1), "score_mismatch")]);
        assert!(wrong.issues[0].message.en.contains("99, -33, -33, -33"), "{:?}", wrong.issues[0].message);
    }

    #[test]
    fn a_clean_sheet_is_consistent_and_totals_each_column() {
        let report = check(&sheet(
            4,
            vec![detailed(2, Contract::Garde, 49.0, 2, &[-66, -66, 198, -66]), line(&[10, -30, 10, 10])],
        ));
        assert!(report.consistent, "{:?}", report.issues);
        assert_eq!(report.totals, vec![-56, -96, 208, -56]);
    }

    #[test]
    fn huge_figures_do_not_wrap_around() {
        // Two maxima and 2 would wrap to zero in 64 bits: the line is wrong.
        let report = check(&sheet(3, vec![line(&[i64::MAX, i64::MAX, 2]), line(&[i64::MAX, 0, 0])]));
        assert!(codes(&report).contains(&(Some(1), "line_not_zero")), "{:?}", report.issues);
        assert_eq!(report.totals[0], i64::MAX);
        let far = SheetLine { taker: Some(usize::MAX), ..line(&[0, 0, 0]) };
        assert!(codes(&check(&sheet(3, vec![far]))).contains(&(Some(1), "taker_unknown")));
    }

    #[test]
    fn five_players_with_a_partner_or_alone() {
        let with_partner =
            SheetLine { partner: Some(3), ..detailed(0, Contract::Garde, 51.0, 1, &[100, -50, -50, 50, -50]) };
        let alone = detailed(0, Contract::Garde, 51.0, 1, &[200, -50, -50, -50, -50]);
        let called_himself = SheetLine { partner: Some(0), ..alone.clone() };
        assert!(check(&sheet(5, vec![with_partner, alone, called_himself])).consistent);
    }

    #[test]
    fn a_line_that_sums_to_zero_must_still_have_the_shape_of_a_deal() {
        // Four players: the taker three times a defender's score.
        let swapped = SheetLine { taker: Some(2), ..line(&[-66, -132, 264, -66]) };
        let report = check(&sheet(4, vec![swapped]));
        assert_eq!(codes(&report), vec![(Some(1), "line_shape")], "{:?}", report.issues);
        // Three players: twice.
        let three = SheetLine { taker: Some(0), ..line(&[104, -52, -52]) };
        assert!(check(&sheet(3, vec![three])).consistent);
        let three_wrong = SheetLine { taker: Some(0), ..line(&[156, -78, -78]) };
        assert!(check(&sheet(3, vec![three_wrong])).consistent, "still twice: 156 = 2 × 78");
        let three_bad = SheetLine { taker: Some(0), ..line(&[100, -60, -40]) };
        assert_eq!(codes(&check(&sheet(3, vec![three_bad]))), vec![(Some(1), "line_shape")]);
        // Five players, the partner's column not written: found or alone.
        let partner_unwritten = SheetLine { taker: Some(0), ..line(&[100, -50, -50, 50, -50]) };
        let alone = SheetLine { taker: Some(0), ..line(&[200, -50, -50, -50, -50]) };
        assert!(check(&sheet(5, vec![partner_unwritten, alone])).consistent);
        let split_wrong = SheetLine { taker: Some(0), ..line(&[150, -50, -50, 0, -50]) };
        assert_eq!(codes(&check(&sheet(5, vec![split_wrong]))), vec![(Some(1), "line_shape")]);
        // The taker's own column as his partner's says he played alone: a
        // line shaped for a partner is then wrong (a probe found it passed).
        let said_alone = SheetLine { taker: Some(0), partner: Some(0), ..line(&[100, 50, -50, -50, -50]) };
        assert_eq!(codes(&check(&sheet(5, vec![said_alone]))), vec![(Some(1), "line_shape")]);
        let alone_right = SheetLine { taker: Some(0), partner: Some(0), ..line(&[200, -50, -50, -50, -50]) };
        assert!(check(&sheet(5, vec![alone_right])).consistent);
    }

    /// A line without its taker's column is still some deal's: a column at
    /// least can be the taker's (a probe found these passed as consistent).
    #[test]
    fn a_line_without_its_taker_must_be_some_deals() {
        for (players, scores) in [
            (4, vec![-106, 212, -106, 0]),
            (4, vec![100, 100, -100, -100]),
            (5, vec![150, -100, -100, 150, -100]),
            (5, vec![300, -100, -100, 0, -100]),
            (3, vec![-31, -62, 93]),
        ] {
            let report = check(&sheet(players, vec![line(&scores)]));
            assert_eq!(codes(&report), vec![(Some(1), "line_shape")], "{scores:?}");
        }
        // Whichever column took: a deal's line passes without it.
        for (players, scores) in [
            (4, vec![-50, 150, -50, -50]),
            (3, vec![-52, -52, 104]),
            (5, vec![-50, 100, -50, 50, -50]),
            (5, vec![-50, -50, 200, -50, -50]),
            (4, vec![0, 0, 0, 0]),
        ] {
            assert!(check(&sheet(players, vec![line(&scores)])).consistent, "{scores:?}");
        }
    }

    /// A petit au bout given to a side the oudlers leave without the petit
    /// (a probe: the line passed as consistent).
    #[test]
    fn a_petit_au_bout_the_oudlers_forbid_is_named() {
        let taker_without = SheetLine {
            taker: Some(0),
            contract: Some(Contract::Prise),
            taker_points: Some(50.0),
            taker_oudlers: Some(0),
            petit_au_bout: Some(Side::Taker),
            ..line(&[-63, 21, 21, 21])
        };
        let report = check(&sheet(4, vec![taker_without.clone()]));
        assert!(codes(&report).contains(&(Some(1), "petit_oudlers")), "{:?}", codes(&report));
        let held = SheetLine { taker_oudlers: Some(1), ..taker_without };
        assert!(!codes(&check(&sheet(4, vec![held]))).contains(&(Some(1), "petit_oudlers")));
    }

    #[test]
    fn each_impossible_figure_is_named_with_its_line() {
        let report = check(&sheet(
            4,
            vec![
                line(&[1, 2, 3]),
                SheetLine { taker: Some(7), partner: Some(1), ..line(&[0, 0, 0, 0]) },
                SheetLine { taker_points: Some(49.3), taker_oudlers: Some(-1), ..line(&[0, 0, 0, 0]) },
                SheetLine { taker_points: Some(-2.0), ..line(&[0, 0, 0, 0]) },
                SheetLine { taker_points: Some(10.0), taker_oudlers: Some(3), ..line(&[0, 0, 0, 0]) },
                SheetLine {
                    chelem: Some(Chelem { announced: true, made_by: Some(Side::Taker) }),
                    petit_au_bout: Some(Side::Defence),
                    ..line(&[0, 0, 0, 0])
                },
            ],
        ));
        assert_eq!(
            codes(&report),
            vec![
                (Some(1), "score_count"),
                (Some(1), "line_not_zero"),
                (Some(2), "taker_unknown"),
                (Some(2), "partner_not_five"),
                (Some(3), "points_not_half"),
                (Some(3), "negative_oudlers"),
                (Some(4), "points_negative"),
                (Some(5), "points_oudlers"),
                (Some(6), "petit_chelem"),
            ]
        );
        for issue in &report.issues {
            assert!(!issue.message.fr.starts_with("tarot-") && !issue.message.en.starts_with("tarot-"), "{issue:?}");
        }
    }

    #[test]
    fn counts_no_regular_deal_leaves_are_named() {
        let defence_chelem = Chelem { announced: false, made_by: Some(Side::Defence) };
        let taker_chelem = Chelem { announced: false, made_by: Some(Side::Taker) };
        let report = check(&sheet(
            4,
            vec![
                // 40.5 at four players: no regular deal leaves it, but a
                // ruled one may (points restored after a revoke): not named.
                detailed(0, Contract::Garde, 40.5, 2, &[-156, 52, 52, 52]),
                // The defence took every trick, yet the taker has 91 points.
                SheetLine { chelem: Some(defence_chelem), ..detailed(0, Contract::Garde, 91.0, 3, &[0, 0, 0, 0]) },
                // A taker's chelem with 80 points.
                SheetLine { chelem: Some(taker_chelem), ..detailed(0, Contract::Garde, 80.0, 2, &[0, 0, 0, 0]) },
            ],
        ));
        assert_eq!(codes(&report), vec![(Some(2), "points_defence_chelem"), (Some(3), "points_taker_chelem")]);
        assert!(report.issues[0].message.fr.contains("23,5 au plus"), "{:?}", report.issues[0]);
        // The same half point at three players is a count the cards can make.
        let three = check(&sheet(3, vec![detailed(0, Contract::Garde, 40.5, 2, &[-104, 52, 52])]));
        assert_eq!(codes(&three), vec![]);
        // 91 points with no chelem is what a ruled deal may leave (the
        // points a revoke won given back), which a sheet line does not say:
        // not flagged, and its score still checked.
        let no_chelem = check(&sheet(4, vec![detailed(0, Contract::Garde, 91.0, 3, &[480, -160, -160, -160])]));
        assert_eq!(codes(&no_chelem), vec![]);
        let wrong = check(&sheet(4, vec![detailed(0, Contract::Garde, 91.0, 3, &[486, -162, -162, -162])]));
        assert_eq!(codes(&wrong), vec![(Some(1), "score_mismatch")]);
    }

    #[test]
    fn one_taker_shows_one_handle() {
        let simple = HandleBonus { side: Side::Taker, kind: crate::handles::HandleKind::Simple };
        // A garde, 50 with 2 oudlers: (25 + 9) × 2 = 68, and two simple
        // handles of 20 would make 108 a defender: the line's own figures.
        let two = SheetLine {
            handles: vec![simple, simple],
            ..detailed(0, Contract::Garde, 50.0, 2, &[324, -108, -108, -108])
        };
        let report = check(&sheet(4, vec![two]));
        assert!(codes(&report).contains(&(Some(1), "handles_taker_side")), "{:?}", codes(&report));
        // At five the taker and his partner may each show one.
        let five = SheetLine {
            handles: vec![simple, simple],
            ..detailed(0, Contract::Garde, 50.0, 2, &[216, -108, 108, -108, -108])
        };
        assert!(!codes(&check(&sheet(5, vec![five]))).contains(&(Some(1), "handles_taker_side")));
    }

    #[test]
    fn at_five_a_line_without_its_partner_column_may_be_the_takers_with_one() {
        // A garde, 49 with 2 oudlers: 33 × 2 = 66 each; with a partner the
        // taker +132, the partner +66, each defender −66.
        let with_partner = detailed(0, Contract::Garde, 49.0, 2, &[132, -66, 66, -66, -66]);
        assert_eq!(codes(&check(&sheet(5, vec![with_partner]))), vec![]);
        // Alone: +264, −66 × 4; still right without a partner column.
        let alone = detailed(0, Contract::Garde, 49.0, 2, &[264, -66, -66, -66, -66]);
        assert_eq!(codes(&check(&sheet(5, vec![alone]))), vec![]);
        // A partner column named that does not fit the line is still wrong.
        let named = SheetLine { partner: Some(1), ..detailed(0, Contract::Garde, 49.0, 2, &[132, -66, 66, -66, -66]) };
        assert_eq!(codes(&check(&sheet(5, vec![named]))), vec![(Some(1), "line_shape"), (Some(1), "score_mismatch")]);
    }

    #[test]
    fn the_codes_penalties_are_named_for_what_the_sheet_shows() {
        let good = check(&sheet(4, vec![detailed(0, Contract::Garde, 49.0, 2, &[318, -106, -106, -106])]));
        assert_eq!(good.penalties, vec![]);
        let mut bad = sheet(4, vec![line(&[318, -106, -106, -100])]);
        bad.table = None;
        let report = check(&bad);
        let faults: Vec<(&str, i32)> = report.penalties.iter().map(|p| (p.fault.as_str(), p.points_each)).collect();
        assert_eq!(faults, vec![("total_not_zero", 100), ("missing_identification", 100)]);
        // A wrong score that sums to zero is an error to correct, no penalty.
        let shape = check(&sheet(4, vec![line(&[10, -10, 0, 0])]));
        assert!(!shape.consistent && shape.penalties.is_empty(), "{shape:?}");
    }

    #[test]
    fn the_heading_needs_a_table_number_names_and_numbers() {
        let mut s = sheet(6, vec![]);
        s.table = Some(" ".into());
        s.players[4].name = None;
        s.players[5].number = Some(String::new());
        let report = check(&s);
        assert_eq!(
            codes(&report),
            vec![(None, "missing_table"), (None, "player_count"), (None, "missing_name"), (None, "missing_number")]
        );
        assert_eq!(report.issues[2].pointer, "/players/4/name");
    }
}
