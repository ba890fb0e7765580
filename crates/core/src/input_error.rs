//! Why an input cannot be read at all, and where in the request.

use crate::text::Localized;

/// Why an incident cannot be evaluated at all: the input is wrong, and
/// `pointer` (a JSON pointer into the request) says where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{code} at {pointer}: {}", detail.en)]
pub struct InputError {
    /// Stable machine code, e.g. `unknown_fact`.
    pub code: &'static str,
    /// JSON pointer to the offending field, e.g. `/facts/when_noticed`.
    pub pointer: String,
    /// What is wrong, in both languages.
    pub detail: Localized,
}

impl InputError {
    /// An error with its code, pointer and text.
    pub fn new(code: &'static str, pointer: impl Into<String>, detail: Localized) -> Self {
        InputError { code, pointer: pointer.into(), detail }
    }
}

/// Escapes a key for use in a JSON pointer (RFC 6901).
pub fn pointer_escape(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}
