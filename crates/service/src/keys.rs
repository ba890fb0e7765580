//! API keys, managed by an admin key: issued with their holder's label and
//! an expiry, listed, revoked, rotated. A revoked or expired key, or a club
//! key whose club is gone, no longer authenticates (the store checks it at
//! every request).

use arbitre_rules::text;
use arbitre_store::{ApiKey, NewApiKey, Role};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::caller::Caller;
use crate::error::{Refusal, ServiceError};
use crate::workflow::Service;

/// The longest label a key may carry, in bytes.
pub const MAX_LABEL: usize = 200;

/// What a key may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum KeyRole {
    /// A club's scoring software or director app: its own club only.
    Club,
    /// Federation staff: reads every club.
    Federation,
    /// Operators: every club, and the keys.
    Admin,
}

impl From<KeyRole> for Role {
    fn from(role: KeyRole) -> Role {
        match role {
            KeyRole::Club => Role::Club,
            KeyRole::Federation => Role::Federation,
            KeyRole::Admin => Role::Admin,
        }
    }
}

impl From<Role> for KeyRole {
    fn from(role: Role) -> KeyRole {
        match role {
            Role::Club => KeyRole::Club,
            Role::Federation => KeyRole::Federation,
            Role::Admin => KeyRole::Admin,
        }
    }
}

/// An API key as the API shows it: never its secret.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct KeyView {
    /// The key's id (events name their actor `key:<id>`).
    pub id: Uuid,
    /// The club of a club key.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub club_id: Option<Uuid>,
    /// What it may do.
    pub role: KeyRole,
    /// Who holds it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// When it was issued.
    pub created_at: DateTime<Utc>,
    /// When it stops authenticating.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expires_at: Option<DateTime<Utc>>,
    /// When it was revoked.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub revoked_at: Option<DateTime<Utc>>,
    /// Whether it authenticates now: not revoked, not expired.
    pub active: bool,
}

impl From<ApiKey> for KeyView {
    fn from(key: ApiKey) -> KeyView {
        let active = key.is_active(Utc::now());
        KeyView {
            id: key.id,
            club_id: key.club_id,
            role: key.role.into(),
            label: key.label,
            created_at: key.created_at,
            expires_at: key.expires_at,
            revoked_at: key.revoked_at,
            active,
        }
    }
}

/// A key to issue.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct KeyRequest {
    /// What it may do.
    pub role: KeyRole,
    /// The club, for a club key (and only for one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub club: Option<Uuid>,
    /// Who holds it (a director, a program), at most 200 bytes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// When it stops authenticating (RFC 3339, in the future); none: never.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expires_at: Option<DateTime<Utc>>,
}

/// A key just issued, with its secret: shown this once, never stored.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct IssuedKey {
    /// The key.
    pub key: KeyView,
    /// The secret to send as `Authorization: Bearer <secret>`.
    pub secret: String,
}

/// The keys, oldest first.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct KeyList {
    /// The keys, revoked and expired ones included.
    pub items: Vec<KeyView>,
}

/// The last expiry a key may have: 9999-12-31, the last day a four-digit
/// year writes.
pub fn latest_expiry() -> DateTime<Utc> {
    DateTime::<Utc>::from_naive_utc_and_offset(
        chrono::NaiveDate::from_ymd_opt(9999, 12, 31).and_then(|d| d.and_hms_opt(23, 59, 59)).unwrap_or_default(),
        Utc,
    )
}

fn admin_only(caller: &Caller) -> Result<(), ServiceError> {
    if caller.0.role == Role::Admin {
        Ok(())
    } else {
        Err(ServiceError::refused(Refusal::Forbidden, "forbidden", "error-admin-key-required"))
    }
}

fn key_id(id: &str) -> Result<Uuid, ServiceError> {
    Uuid::parse_str(id).map_err(|_| ServiceError::NotFound("key"))
}

impl Service {
    /// Every key, or a club's (admin keys only).
    pub async fn keys(&self, caller: &Caller, club: Option<Uuid>) -> Result<KeyList, ServiceError> {
        admin_only(caller)?;
        let keys = self.store().api_keys(club).await?;
        Ok(KeyList { items: keys.into_iter().map(KeyView::from).collect() })
    }

    /// Issues a key (admin keys only). A club key needs an existing club;
    /// the other roles belong to none. The expiry, when given, is in the
    /// future.
    pub async fn issue_key(&self, caller: &Caller, request: KeyRequest) -> Result<IssuedKey, ServiceError> {
        admin_only(caller)?;
        let unprocessable =
            |id: &str, field: &str| ServiceError::refused(Refusal::Unprocessable, "invalid_body", id).at(field);
        match (request.role, request.club) {
            (KeyRole::Club, None) => return Err(unprocessable("error-club-key-needs-club", "/club")),
            (KeyRole::Federation | KeyRole::Admin, Some(_)) => {
                return Err(unprocessable("error-key-without-club", "/club"));
            }
            (KeyRole::Club, Some(club)) if self.store().get_club(club).await?.is_none() => {
                return Err(unprocessable("error-unknown-club", "/club"));
            }
            _ => {}
        }
        if let Some(label) = &request.label {
            if label.contains('\0') {
                return Err(ServiceError::nul_byte("invalid_body", "/label"));
            }
            if label.len() > MAX_LABEL {
                return Err(ServiceError::refused_with(
                    Refusal::Unprocessable,
                    "invalid_body",
                    text::localized(
                        "error-context-text-too-long",
                        &[("field", "/label".into()), ("limit", MAX_LABEL.into())],
                    ),
                )
                .at("/label"));
            }
        }
        if request.expires_at.is_some_and(|at| at <= Utc::now()) {
            return Err(unprocessable("error-expiry-in-the-past", "/expires_at"));
        }
        // Times are stored as four-digit years (SQLite compares them as text).
        if request.expires_at.is_some_and(|at| at > latest_expiry()) {
            return Err(unprocessable("error-expiry-too-far", "/expires_at"));
        }
        let new = NewApiKey {
            club_id: request.club,
            role: request.role.into(),
            label: request.label,
            expires_at: request.expires_at,
        };
        let (key, secret) = self.store().issue_api_key(new).await?;
        Ok(IssuedKey { key: key.into(), secret })
    }

    /// Revokes a key at once (admin keys only); revoking it again changes
    /// nothing.
    pub async fn revoke_key(&self, caller: &Caller, id: &str) -> Result<KeyView, ServiceError> {
        admin_only(caller)?;
        match self.store().revoke_api_key(key_id(id)?).await {
            Err(arbitre_store::StoreError::NotFound) => Err(ServiceError::NotFound("key")),
            other => Ok(other?.into()),
        }
    }

    /// Replaces a key by a new one with the same club, role, label and
    /// expiry, and revokes it (admin keys only). A revoked key cannot be
    /// rotated.
    pub async fn rotate_key(&self, caller: &Caller, id: &str) -> Result<IssuedKey, ServiceError> {
        admin_only(caller)?;
        match self.store().rotate_api_key(key_id(id)?).await {
            Err(arbitre_store::StoreError::NotFound) => Err(ServiceError::NotFound("key")),
            other => {
                let (key, secret) = other?;
                Ok(IssuedKey { key: key.into(), secret })
            }
        }
    }
}
