//! Tarot game tools: the score of a deal under the FFT rules, the check of a
//! score sheet, and the cards a player may play now. All are open and store
//! nothing.

use crate::json::Json;
use arbitre_rules::tarot::deal::{Contract, Side};
use arbitre_rules::tarot::error::TarotError;
use arbitre_rules::tarot::findings::{Cancellation, Findings, PlayerScore, score_record};
use arbitre_rules::tarot::legal_plays::{LegalPlays, legal_plays};
use arbitre_rules::tarot::record::{DealRecord, validate};
use arbitre_rules::tarot::scoring::{Breakdown, Chelem, HandleBonus, Score, SummaryInput, score};
use arbitre_rules::tarot::sheet::{self, ScoreSheet, SheetReport};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::json::JsonBody;
use crate::problem::{ApiError, Problem};

pub(crate) fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(post_score)).routes(routes!(post_sheet_check)).routes(routes!(post_legal_plays))
}

/// A deal to score: either a whole deal record, or a summary of its result
/// (`players`, `contract`, `taker_points`, `taker_oudlers` and the bonuses).
#[derive(Debug, Clone, Default, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TarotScoreRequest)]
pub struct ScoreRequest {
    /// A deal record played to the last trick; the engine counts it. Send it
    /// alone, without the summary fields.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<DealRecord>,
    /// Summary: the number of players, 3, 4 or 5.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 3, maximum = 5)]
    pub players: Option<i64>,
    /// Summary: the contract.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contract: Option<Contract>,
    /// Summary: the points of the taker's side (with the discard, or the dog
    /// at a garde sans), 0 to 91 to the half point.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 0, maximum = 91, multiple_of = 0.5)]
    pub taker_points: Option<f64>,
    /// Summary: the oudlers the taker's side holds at the end, 0 to 3 (at a
    /// garde sans the dog's count).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(minimum = 0, maximum = 3)]
    pub taker_oudlers: Option<i64>,
    /// Summary: the handles shown, by the side of the player who showed them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub handles: Option<Vec<HandleBonus>>,
    /// Summary: the side that took the petit au bout (`taker` counts the
    /// partner at five), or null.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub petit_au_bout: Option<Side>,
    /// Summary: the chelem announced and who made it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chelem: Option<Chelem>,
    /// Summary, five players only: whether the taker had a partner (false
    /// when he called his own king or one in the dog). By default true.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub partner: Option<bool>,
}

/// The score of a deal, as the score sheet records it: the line sums to zero.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[schema(as = TarotScoreResponse)]
pub struct ScoreResponse {
    /// Whether the taker won his contract.
    pub won: bool,
    /// The taker's score.
    pub taker: i32,
    /// The partner's score at five players; null when the taker plays alone.
    pub partner: Option<i32>,
    /// Each defender's score.
    pub each_defender: i32,
    /// How the score was made up, every figure from the taker's side.
    pub breakdown: Breakdown,
    /// With a record: each player's score in the order of `players`, the
    /// deal's line on the score sheet.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<Vec<PlayerScore>>,
    /// With a record: what the engine found in it (each side's points, the
    /// petit au bout, the chelem, discard and handle faults, revokes, leads
    /// out of turn, a petit sec).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub findings: Option<Findings>,
    /// Why the deal does not count, when it does not: every score is then 0,
    /// and the breakdown shows what the deal would have scored.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cancelled: Option<Cancellation>,
}

impl ScoreResponse {
    fn new(score: Score) -> ScoreResponse {
        ScoreResponse {
            won: score.won,
            taker: score.taker,
            partner: score.partner,
            each_defender: score.each_defender,
            breakdown: score.breakdown,
            line: None,
            findings: None,
            cancelled: None,
        }
    }
}

fn input_error(error: TarotError, prefix: &str) -> ApiError {
    ApiError::input(error.into_input_error(prefix))
}

impl ScoreRequest {
    /// The first summary field sent, by name.
    fn first_summary_field(&self) -> Option<&'static str> {
        [
            ("players", self.players.is_some()),
            ("contract", self.contract.is_some()),
            ("taker_points", self.taker_points.is_some()),
            ("taker_oudlers", self.taker_oudlers.is_some()),
            ("handles", self.handles.is_some()),
            ("petit_au_bout", self.petit_au_bout.is_some()),
            ("chelem", self.chelem.is_some()),
            ("partner", self.partner.is_some()),
        ]
        .into_iter()
        .find_map(|(name, given)| given.then_some(name))
    }

    fn score(self) -> Result<ScoreResponse, ApiError> {
        if let Some(record) = &self.record {
            if let Some(field) = self.first_summary_field() {
                let error = TarotError::new("invalid_summary", format!("/{field}"), "tarot-score-record-and-summary")
                    .arg("field", field);
                return Err(input_error(error, ""));
            }
            let result = score_record(record).map_err(|e| input_error(e, "/record"))?;
            let mut response = ScoreResponse::new(result.score);
            response.line = Some(result.line);
            response.findings = Some(result.findings);
            response.cancelled = result.cancelled;
            return Ok(response);
        }
        let input = SummaryInput {
            players: self.players,
            contract: self.contract,
            taker_points: self.taker_points,
            taker_oudlers: self.taker_oudlers,
            handles: self.handles.unwrap_or_default(),
            petit_au_bout: self.petit_au_bout,
            chelem: self.chelem,
            partner: self.partner,
        };
        let summary = input.validate_regular_deal().map_err(|e| input_error(e, ""))?;
        Ok(ScoreResponse::new(score(&summary)))
    }
}

/// Scores a tarot deal under the FFT règlement officiel, exact to the half
/// point, from a whole deal record or from a summary of its result. The
/// figures are the score sheet's: taker, partner (five players) and each
/// defender, summing to zero. Open to all; nothing is stored.
#[utoipa::path(post, path = "/v1/tarot/score", operation_id = "score_tarot_deal", tag = "tarot",
    request_body = ScoreRequest,
    responses(
        (status = 200, description = "The score", body = ScoreResponse),
        (status = 422, description = "An impossible record (`invalid_record`, pointer into `/record`) or summary \
            (`invalid_summary`), a field of the wrong type (`invalid_body`)", body = Problem,
            content_type = "application/problem+json")))]
async fn post_score(JsonBody(request): JsonBody<ScoreRequest>) -> Result<Json<ScoreResponse>, ApiError> {
    Ok(Json(request.score()?))
}

/// Checks a tarot score sheet: lines that do not sum to zero, points over
/// 91, more than 3 oudlers, handles needing more trumps than exist, a missing
/// table number, name or licence number, and — when a line gives the deal's
/// details — a score those details do not make. Each issue names its line
/// and field. Open to all; nothing is stored.
#[utoipa::path(post, path = "/v1/tarot/sheet/check", operation_id = "check_tarot_sheet", tag = "tarot",
    request_body = ScoreSheet,
    responses(
        (status = 200, description = "Every inconsistency found (none when `consistent`)", body = SheetReport),
        (status = 422, description = "Not a score sheet: a field of the wrong type (`invalid_body`)", body = Problem,
            content_type = "application/problem+json")))]
async fn post_sheet_check(JsonBody(sheet): JsonBody<ScoreSheet>) -> Json<SheetReport> {
    Json(sheet::check(&sheet))
}

/// A deal record up to the point reached: the hands, the dog and the
/// discard (the taker's, at a prise or a garde), the bids, the card called at
/// five, and the tricks played so far (the last one may be unfinished).
#[derive(Debug, Clone, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(as = TarotLegalPlaysRequest)]
pub struct LegalPlaysRequest {
    /// The deal as played so far.
    pub record: DealRecord,
}

/// The cards the player on turn may play now, and the rule that restricts
/// them (follow suit, trump, overtrump, go higher at trumps, the first lead
/// at five), from a deal record read up to where its tricks stop. Open to
/// all; nothing is stored.
#[utoipa::path(post, path = "/v1/tarot/legal-plays", operation_id = "tarot_legal_plays", tag = "tarot",
    request_body = LegalPlaysRequest,
    responses(
        (status = 200, description = "The player on turn and the cards he may play", body = LegalPlays),
        (status = 422, description = "An impossible record (`invalid_record`, with the pointer of the field), or a deal whose play is over (`play_over`)",
            body = Problem, content_type = "application/problem+json")))]
async fn post_legal_plays(JsonBody(request): JsonBody<LegalPlaysRequest>) -> Result<Json<LegalPlays>, ApiError> {
    let deal = validate(&request.record).map_err(|e| input_error(e, "/record"))?;
    Ok(Json(legal_plays(&deal).map_err(|e| input_error(e, "/record"))?))
}
