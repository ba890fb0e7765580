//! API key secrets: how they are made and how they are stored.
//!
//! A secret is `arb_` followed by 64 hex digits taken from two random (v4)
//! UUIDs, i.e. 244 bits from the operating system's random source. Only the
//! SHA-256 of the secret is stored. A slow password hash (argon2, bcrypt) is
//! there to resist guessing low-entropy human passwords; a random 244-bit
//! secret cannot be guessed, so a fast hash is enough and keeps every
//! authenticated request cheap. Lookup is by the hash, through a unique index.

use sha2::{Digest, Sha256};
use uuid::Uuid;

/// Prefix of every secret, so a leaked key is recognisable (secret scanners,
/// logs) and a mistyped header can be told apart from a wrong key.
pub(crate) const SECRET_PREFIX: &str = "arb_";

/// Makes a new plaintext secret. It is shown to the caller once and never
/// stored.
pub(crate) fn new_secret() -> String {
    let mut random = [0u8; 32];
    random[..16].copy_from_slice(Uuid::new_v4().as_bytes());
    random[16..].copy_from_slice(Uuid::new_v4().as_bytes());
    format!("{SECRET_PREFIX}{}", hex::encode(random))
}

/// The value stored in `api_keys.secret_hash`: lowercase hex SHA-256 of the
/// secret's UTF-8 bytes.
pub(crate) fn hash_secret(secret: &str) -> String {
    hex::encode(Sha256::digest(secret.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_have_the_documented_shape_and_differ() {
        let a = new_secret();
        let b = new_secret();
        assert_ne!(a, b);
        assert_eq!(a.len(), 4 + 64);
        assert!(a.starts_with("arb_"));
        assert!(a[4..].chars().all(|c| c.is_ascii_hexdigit()));
    }

    #[test]
    fn hash_is_sha256_hex() {
        // Known vector: SHA-256("abc").
        assert_eq!(hash_secret("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }
}
