//! API keys, managed by an admin key: issued with their holder's label and
//! an expiry, listed, revoked, rotated. A revoked or expired key, or a club
//! key whose club is gone, no longer authenticates (the store checks it at
//! every request).

use arbitre_rules::text;
use arbitre_store::{ApiKey, HolderKind, KeyHolder, NewApiKey, Role};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use uuid::Uuid;

use crate::caller::Caller;
use crate::error::{Refusal, ServiceError};
use crate::workflow::Service;

/// The longest label a key may carry, in bytes.
pub const MAX_LABEL: usize = 200;

/// The longest holder's name, in bytes (as a label).
pub const MAX_HOLDER_NAME: usize = 200;

/// The longest licence, in bytes: a federation's licence numbers are a few
/// characters; this leaves room for a prefix (`FFB-`, `FFT-`).
pub const MAX_LICENCE: usize = 64;

/// What holds a key.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum KeyHolderKind {
    /// A tournament director (or a committee's secretary): a person, named
    /// with his federation licence where he has one.
    Director,
    /// A program: a club's scoring software, a federation's tool.
    Service,
}

/// Who holds a key: the author of every event it writes. Named when the key
/// is issued and never changed (a rotation copies it), so the history keeps
/// its authors.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"kind": "director", "name": "Hélène Martin", "licence": "FFB-0123456"}))]
pub struct KeyHolderView {
    /// A director or a program.
    pub kind: KeyHolderKind,
    /// The director's name, or the program's (1 to 200 bytes).
    pub name: String,
    /// A director's federation licence (1 to 64 bytes); never a program's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub licence: Option<String>,
}

impl From<HolderKind> for KeyHolderKind {
    fn from(kind: HolderKind) -> KeyHolderKind {
        match kind {
            HolderKind::Director => KeyHolderKind::Director,
            HolderKind::Service => KeyHolderKind::Service,
        }
    }
}

impl From<KeyHolderKind> for HolderKind {
    fn from(kind: KeyHolderKind) -> HolderKind {
        match kind {
            KeyHolderKind::Director => HolderKind::Director,
            KeyHolderKind::Service => HolderKind::Service,
        }
    }
}

impl From<KeyHolder> for KeyHolderView {
    fn from(holder: KeyHolder) -> KeyHolderView {
        KeyHolderView { kind: holder.kind.into(), name: holder.name, licence: holder.licence }
    }
}

impl KeyHolderView {
    /// The holder as stored, once checked: a name that is not blank, texts
    /// within their bounds and without NUL, a licence only for a director.
    /// Refusals name the field under `/holder`.
    pub fn checked(self) -> Result<KeyHolder, ServiceError> {
        let too_long = |field: &str, limit: usize| {
            ServiceError::refused_with(
                Refusal::Unprocessable,
                "invalid_body",
                text::localized("error-context-text-too-long", &[("field", field.into()), ("limit", limit.into())]),
            )
            .at(field)
        };
        if self.name.contains('\0') {
            return Err(ServiceError::nul_byte("invalid_body", "/holder/name"));
        }
        if self.name.trim().is_empty() {
            return Err(ServiceError::refused(Refusal::Unprocessable, "invalid_body", "error-holder-name-blank")
                .at("/holder/name"));
        }
        if self.name.len() > MAX_HOLDER_NAME {
            return Err(too_long("/holder/name", MAX_HOLDER_NAME));
        }
        if let Some(licence) = &self.licence {
            if self.kind == KeyHolderKind::Service {
                return Err(ServiceError::refused(
                    Refusal::Unprocessable,
                    "invalid_body",
                    "error-holder-licence-of-service",
                )
                .at("/holder/licence"));
            }
            if licence.contains('\0') {
                return Err(ServiceError::nul_byte("invalid_body", "/holder/licence"));
            }
            // A licence is compared as written (the sanctions of tarot
            // count offences by licence): blanks around it are refused
            // rather than kept as another licence.
            if licence.is_empty() || licence.trim() != licence {
                return Err(ServiceError::refused(
                    Refusal::Unprocessable,
                    "invalid_body",
                    "error-holder-licence-blank",
                )
                .at("/holder/licence"));
            }
            if licence.len() > MAX_LICENCE {
                return Err(too_long("/holder/licence", MAX_LICENCE));
            }
        }
        Ok(KeyHolder { kind: self.kind.into(), name: self.name, licence: self.licence })
    }
}

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
    /// Who holds it, as a free text.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// Who holds it, named: a director with his licence, or a program.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub holder: Option<KeyHolderView>,
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
            holder: key.holder.map(KeyHolderView::from),
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
    /// Who holds it (a director, a program), at most 200 bytes, as a free
    /// text.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<String>,
    /// Who holds it, named: every event the key writes is his. A director
    /// with his licence, or a program.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub holder: Option<KeyHolderView>,
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
        let holder = request.holder.map(KeyHolderView::checked).transpose()?;
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
            holder,
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

    /// Replaces a key by a new one with the same club, role, label, holder
    /// and expiry, and revokes it (admin keys only). A revoked key cannot be
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
