//! The one error type every [`Store`](crate::Store) method returns.
//!
//! The variants are the outcomes a caller must tell apart (a stale version is
//! a 409 for the HTTP layer, an unknown id a 404, a reused idempotency key a
//! 422); everything else is an infrastructure failure carried as is.

use thiserror::Error;

/// Why a store operation failed.
#[derive(Debug, Error)]
pub enum StoreError {
    /// The row the operation needs does not exist: an unknown incident for
    /// `append`, or an unknown club / incident referenced by a new row.
    #[error("not found")]
    NotFound,

    /// `append` was given an `expected_version` that is no longer the
    /// incident's current version: someone else appended first.
    #[error("version conflict: the incident was changed by another request")]
    VersionConflict,

    /// The idempotency key was already used by this club for a request with a
    /// different body (different request hash).
    #[error("idempotency key reused with a different request")]
    IdempotencyKeyReused,

    /// A count of a player's earlier offences that the ruling was given on
    /// no longer holds (another ruling sanctioned the player meanwhile):
    /// nothing was written; count again, rule again, write again.
    #[error("a player's earlier offences changed while the ruling was given")]
    OffencesChanged,

    /// The key was revoked: it cannot be rotated.
    #[error("the key was revoked")]
    KeyRevoked,

    /// The key has expired: it cannot be rotated (its replacement would
    /// carry the same expiry); issue a new one.
    #[error("the key has expired")]
    KeyExpired,

    /// The pagination cursor was not one this store produced.
    #[error("invalid pagination cursor")]
    InvalidCursor,

    /// The connection target is not one this store can use: an unknown URL
    /// scheme (only the scheme is kept, so a password in the URL never ends
    /// up in a log) or an invalid schema name.
    #[error("unsupported database URL: {0}")]
    UnsupportedUrl(String),

    /// The database driver failed (connection, SQL, constraint...).
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),

    /// Running the migrations failed.
    #[error("migration error: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),

    /// A stored row could not be decoded (bad JSON, unknown role, bad
    /// timestamp or id): the database was changed behind the store's back.
    #[error("corrupt row: {0}")]
    Corrupt(String),
}

/// Maps a foreign-key violation to [`StoreError::NotFound`]: when a new row
/// references a club or incident that does not exist, the caller should hear
/// "not found", not a raw constraint error.
pub(crate) fn not_found_on_fk(error: sqlx::Error) -> StoreError {
    match &error {
        sqlx::Error::Database(db) if db.is_foreign_key_violation() => StoreError::NotFound,
        _ => StoreError::Database(error),
    }
}
