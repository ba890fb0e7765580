//! The caller's language, from `Accept-Language` (French by default).

use arbitre_rules::text::Lang;
use axum::extract::FromRequestParts;
use axum::http::HeaderMap;
use axum::http::request::Parts;

/// The language of the texts rendered for this request (error details).
#[derive(Debug, Clone, Copy)]
pub struct ClientLang(pub Lang);

/// The language asked for by these headers.
pub fn lang_of(headers: &HeaderMap) -> Lang {
    headers
        .get(axum::http::header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .map_or(Lang::Fr, Lang::from_accept_language)
}

impl<S: Send + Sync> FromRequestParts<S> for ClientLang {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        Ok(ClientLang(lang_of(&parts.headers)))
    }
}
