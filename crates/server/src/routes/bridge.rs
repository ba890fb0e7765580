//! Bridge game tools: checking an auction record.

use crate::json::Json;
use arbitre_rules::bridge::auction_check::{AuctionCheck, RulingInForce, check_auction};
use arbitre_rules::bridge::card::Seat;
use arbitre_rules::bridge::derived::TrickView;
use arbitre_rules::bridge::legal_plays::PenaltyCardInForce;
use arbitre_rules::bridge::play_irregularities::IrregularPlayFinding;
use arbitre_rules::bridge::record;
use arbitre_rules::bridge::revoke::FoundRevoke;
use arbitre_rules::ruling::Record;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::json::JsonBody;
use crate::problem::{ApiError, Problem};

pub(crate) fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(check)).routes(routes!(tricks))
}

/// An auction to check.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AuctionCheckRequest {
    /// The deal record holding the auction (`pbn`, `lin` or `json`).
    pub record: Record,
    /// Rulings already made during this auction, whose restrictions may
    /// still be in force.
    #[serde(default)]
    pub rulings: Vec<RulingInForce>,
}

/// Checks an auction: each call with whose turn it was, the irregular calls
/// (insufficient, out of rotation), whether it has closed and on what
/// contract, and what the next caller may not do given the rulings made.
#[utoipa::path(post, path = "/v1/bridge/auction/check", operation_id = "check_auction", tag = "bridge",
    request_body = AuctionCheckRequest,
    responses(
        (status = 200, description = "The auction, checked", body = AuctionCheck),
        (status = 422, description = "An impossible record, one without an auction, or a ruling given after a call the record does not hold", body = Problem, content_type = "application/problem+json")))]
async fn check(JsonBody(request): JsonBody<AuctionCheckRequest>) -> Result<Json<AuctionCheck>, ApiError> {
    let no_auction = || super::missing("record_without_auction", "error-record-no-auction");
    let deal = super::read_bridge_record(&request.record, "record_without_auction", "error-record-no-auction")?;
    let auction = deal.auction.ok_or_else(no_auction)?;
    // A ruling given after a call the record does not hold cannot be in
    // force yet (a probe had one "after call 30" applied at call 5).
    if let Some(index) = request.rulings.iter().position(|ruling| ruling.after_call > auction.calls.len()) {
        return Err(ApiError::new(
            axum::http::StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_body",
            arbitre_rules::text::localized("error-ruling-after-missing-call", &[("calls", auction.calls.len().into())]),
        )
        .at(format!("/rulings/{index}/after_call")));
    }
    Ok(Json(check_auction(&auction, &request.rulings)))
}

/// A play record to rebuild.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TricksRequest {
    /// The deal record with its contract and play (`pbn`, `lin` or `json`).
    pub record: Record,
}

/// The play rebuilt trick by trick.
#[derive(Debug, Serialize, ToSchema)]
pub struct TricksResponse {
    /// Every trick in order: its leader, the cards in the order played, its winner.
    pub tricks: Vec<TrickView>,
    /// Complete tricks won by North-South.
    pub ns: u8,
    /// Complete tricks won by East-West.
    pub ew: u8,
    /// The contract, e.g. `4S`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub contract: Option<String>,
    /// Declarer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub declarer: Option<Seat>,
    /// Tricks won by declarer's side, when all thirteen were played.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub declarer_side: Option<u8>,
    /// The tricks the record's own result gives declarer, to compare.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub recorded_result: Option<u8>,
    /// Every revoke found in the play (a card of another suit played while
    /// holding the suit led), with whether play to the next trick established it.
    /// A revoke corrected in time is not among them: the record keeps it as
    /// an irregular play (`irregularities`).
    pub revokes: Vec<FoundRevoke>,
    /// The record's irregular plays, in the order they happened, each with
    /// what became of its card and the law that says so.
    pub irregularities: Vec<IrregularPlayFinding>,
    /// The penalty cards on the table after the last card of the record
    /// (each trick lists those on the table when it began).
    pub penalty_cards: Vec<PenaltyCardInForce>,
}

/// Rebuilds the play of a record trick by trick: who led, who won each trick,
/// each side's tricks, and the revokes in it. This is also the Law 65
/// reconstruction when players disagree on the count.
#[utoipa::path(post, path = "/v1/bridge/tricks", operation_id = "bridge_tricks", tag = "bridge",
    request_body = TricksRequest,
    responses(
        (status = 200, description = "The tricks", body = TricksResponse),
        (status = 422, description = "An impossible record, or one without a contract and play", body = Problem, content_type = "application/problem+json")))]
async fn tricks(JsonBody(request): JsonBody<TricksRequest>) -> Result<Json<TricksResponse>, ApiError> {
    let no_play = || super::missing("record_without_play", "error-record-no-play");
    let deal = super::read_bridge_record(&request.record, "record_without_play", "error-record-no-play")?;
    let derived = record::derive(&deal).map_err(ApiError::input)?;
    let play = derived.play.ok_or_else(no_play)?;
    let complete = play.tricks.iter().filter(|t| t.winner.is_some()).count() == 13;
    let declarer_side = match (complete, deal.declarer) {
        (true, Some(d)) => Some(if d == Seat::N || d == Seat::S { play.ns } else { play.ew }),
        _ => None,
    };
    Ok(Json(TricksResponse {
        ns: play.ns,
        ew: play.ew,
        tricks: play.tricks,
        contract: derived.contract,
        declarer: derived.declarer,
        declarer_side,
        recorded_result: derived.recorded_result,
        revokes: play.revokes,
        irregularities: play.irregularities,
        penalty_cards: play.penalty_cards,
    }))
}
