//! Bridge game tools: checking an auction record.

use arbitre_rules::bridge::auction_check::{AuctionCheck, RulingInForce, check_auction};
use arbitre_rules::bridge::record;
use arbitre_rules::ruling::Record;
use arbitre_rules::text;
use axum::Json;
use axum::http::StatusCode;
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::json::JsonBody;
use crate::lang::ClientLang;
use crate::problem::{ApiError, Problem};

pub(crate) fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(check))
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
#[utoipa::path(post, path = "/v1/bridge/auction/check", tag = "bridge",
    request_body = AuctionCheckRequest,
    responses(
        (status = 200, description = "The auction, checked", body = AuctionCheck),
        (status = 400, description = "Malformed JSON", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "An impossible record, or one without an auction", body = Problem, content_type = "application/problem+json")))]
async fn check(
    ClientLang(lang): ClientLang,
    JsonBody(request): JsonBody<AuctionCheckRequest>,
) -> Result<Json<AuctionCheck>, ApiError> {
    let deal = record::read(&request.record).map_err(|e| ApiError::input(e, lang))?;
    let auction = deal.and_then(|d| d.auction).ok_or_else(|| {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "record_without_auction", text::msg("error-record-no-auction"))
            .at("/record")
            .in_lang(lang)
    })?;
    Ok(Json(check_auction(&auction, &request.rulings)))
}
