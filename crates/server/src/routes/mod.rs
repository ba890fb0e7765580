//! The HTTP routes, one module per part of the API.

use arbitre_rules::text;
use axum::http::StatusCode;

use crate::problem::ApiError;

pub mod bridge;
pub mod bridge_play;
pub mod bridge_score;
pub mod catalogue;
pub mod clubs;
pub mod double_dummy;
pub mod export;
pub mod health;
pub mod incidents;
pub mod keys;
pub mod rulings;
pub mod tarot;

/// Reads the deal record of a bridge tool's request. A record that cannot be
/// read is the engine's 422 naming its field; an empty one (no format given)
/// is a 422 on `/record` with `code` and the Fluent message `message`.
pub(crate) fn read_bridge_record(
    record: &arbitre_rules::ruling::Record,
    code: &str,
    message: &str,
) -> Result<arbitre_rules::bridge::deal_record::DealRecord, ApiError> {
    arbitre_rules::bridge::record::read(record).map_err(ApiError::input)?.ok_or_else(|| missing(code, message))
}

/// A 422 on `/record`: the record lacks what the tool needs.
pub(crate) fn missing(code: &str, message: &str) -> ApiError {
    ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, code, text::msg(message)).at("/record")
}

/// Any path the API does not have.
pub async fn not_found() -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, "not_found", text::localized("error-not-found", &[("what", "route".into())]))
}
