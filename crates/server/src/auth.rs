//! Authentication: `Authorization: Bearer <key>`, checked against the hashed
//! keys in the store. A club key sees its own club only.

use arbitre_rules::text;
use arbitre_store::{ApiKey, Role};
use axum::extract::FromRequestParts;
use axum::http::StatusCode;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use uuid::Uuid;

use crate::AppState;
use crate::lang::lang_of;
use crate::problem::ApiError;

/// The authenticated caller of a request.
#[derive(Debug, Clone)]
pub struct Caller(pub ApiKey);

impl Caller {
    /// Whether this caller may see the incidents of `club`: its own club for
    /// a club key; every club for federation and admin keys.
    pub fn may_see_club(&self, club: Uuid) -> bool {
        match self.0.role {
            Role::Club => self.0.club_id == Some(club),
            Role::Federation | Role::Admin => true,
        }
    }

    /// The club a club key belongs to.
    pub fn club(&self) -> Option<Uuid> {
        match self.0.role {
            Role::Club => self.0.club_id,
            Role::Federation | Role::Admin => None,
        }
    }

    /// How the caller appears in the incident history.
    pub fn actor(&self) -> String {
        format!("key:{}", self.0.id)
    }
}

impl FromRequestParts<AppState> for Caller {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let lang = lang_of(&parts.headers);
        let unauthenticated =
            |id: &str| ApiError::new(StatusCode::UNAUTHORIZED, "unauthenticated", text::msg(id)).in_lang(lang);
        let header = parts
            .headers
            .get(AUTHORIZATION)
            .ok_or_else(|| unauthenticated("error-missing-key"))?
            .to_str()
            .map_err(|_| unauthenticated("error-bad-authorization"))?;
        let secret = header
            .strip_prefix("Bearer ")
            .or_else(|| header.strip_prefix("bearer "))
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .ok_or_else(|| unauthenticated("error-bad-authorization"))?;
        let key = state.store.authenticate(secret).await.map_err(|e| ApiError::from(e).in_lang(lang))?;
        key.map(Caller).ok_or_else(|| unauthenticated("error-unknown-key"))
    }
}
