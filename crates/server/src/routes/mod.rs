//! The HTTP routes, one module per part of the API.

use arbitre_rules::text;
use axum::http::StatusCode;

use crate::lang::ClientLang;
use crate::problem::ApiError;

pub mod bridge;
pub mod bridge_play;
pub mod bridge_score;
pub mod catalogue;
pub mod health;
pub mod incidents;
pub mod rulings;
pub mod tarot;

/// Any path the API does not have.
pub async fn not_found(ClientLang(lang): ClientLang) -> ApiError {
    ApiError::new(StatusCode::NOT_FOUND, "not_found", text::localized("error-not-found", &[("what", "route".into())]))
        .in_lang(lang)
}
