//! The error for tarot input that cannot be true or cannot be read: a deal
//! record with a card twice or a trick of the wrong size, a score summary
//! with 95 points…
//!
//! The error carries a JSON pointer to the offending field (relative to the
//! object checked: `/tricks/3/cards/2` in a record) and a Fluent message id
//! from `locales/{fr,en}/tarot.ftl` with its arguments, so the server answers
//! in the caller's language and names the field.

use std::fmt;

use arbitre_core::InputError;
use arbitre_core::text::{Arg, Localized, localized};

/// Why tarot input was refused, and where.
#[derive(Debug, Clone)]
pub struct TarotError {
    /// Stable machine code: `invalid_record` (a deal record) or
    /// `invalid_summary` (a score summary).
    pub code: &'static str,
    /// JSON pointer to the field, relative to the object checked.
    pub pointer: String,
    /// The Fluent message id (in `tarot.ftl`) that explains it.
    pub message_id: &'static str,
    /// The message's arguments.
    pub args: Vec<(&'static str, Arg)>,
}

impl TarotError {
    /// An error with code `code` at `pointer`, explained by `message_id`.
    pub fn new(code: &'static str, pointer: impl Into<String>, message_id: &'static str) -> TarotError {
        TarotError { code, pointer: pointer.into(), message_id, args: Vec::new() }
    }

    /// Adds an argument to the message.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> TarotError {
        self.args.push((name, value.into()));
        self
    }

    /// The explanation in French and English.
    pub fn localized(&self) -> Localized {
        localized(self.message_id, &self.args)
    }

    /// The error as the engine's input error, its pointer prefixed with
    /// `prefix` (where the checked object sits in the request, e.g. `/record`).
    pub fn into_input_error(self, prefix: &str) -> InputError {
        let detail = self.localized();
        InputError::new(self.code, format!("{prefix}{}", self.pointer), detail)
    }
}

impl fmt::Display for TarotError {
    /// The pointer and the English explanation.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.pointer, self.localized().en)
    }
}

impl std::error::Error for TarotError {}
