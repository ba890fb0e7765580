//! What the workflow refuses, and why, without HTTP: the server maps each
//! to a status and renders its text in the caller's language.

use arbitre_rules::InputError;
use arbitre_rules::text::{self, Localized};
use arbitre_store::StoreError;

/// Why a request was refused, as its caller should understand it. The
/// server gives each its HTTP status.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The request itself is malformed (a bad filter, header or query).
    BadRequest,
    /// The caller may not do this (another club's incident, not a club key).
    Forbidden,
    /// Well formed, but it cannot be acted on (a NUL byte, an unknown
    /// ruleset or kind).
    Unprocessable,
    /// It conflicts with the state of what it changes (a complete ruling
    /// amended without being reopened).
    Conflict,
    /// The version the client said it amends is no longer the current one.
    PreconditionFailed,
}

/// An error of the incident workflow.
#[derive(Debug)]
pub enum ServiceError {
    /// The engine cannot read the incident: its code, field and text.
    Input(InputError),
    /// The request is refused: why, its machine code, its text and the
    /// field it names.
    Refused {
        /// Why.
        reason: Refusal,
        /// The problem's machine code (listed in the contract).
        code: &'static str,
        /// What is wrong, in both languages.
        detail: Localized,
        /// The offending field: a JSON pointer into the body, or a query
        /// parameter's name.
        pointer: Option<String>,
    },
    /// No such thing visible to the caller (a club never learns whether
    /// another club's incident exists).
    NotFound(&'static str),
    /// The store refused or failed.
    Store(StoreError),
    /// The work could not be done in time (the double-dummy solver is busy):
    /// nothing was changed, and the same request may be sent again.
    Unavailable {
        /// The problem's machine code.
        code: &'static str,
        /// What happened, in both languages.
        detail: Localized,
        /// The seconds to wait before trying again.
        retry_after_seconds: u64,
    },
    /// Something that cannot happen did (a stored value that no longer
    /// decodes): logged, and answered as an internal error.
    Internal(&'static str),
}

impl ServiceError {
    /// A refusal whose text is the Fluent message `message_id`.
    pub fn refused(reason: Refusal, code: &'static str, message_id: &str) -> Self {
        ServiceError::Refused { reason, code, detail: text::msg(message_id), pointer: None }
    }

    /// A refusal with a text already rendered.
    pub fn refused_with(reason: Refusal, code: &'static str, detail: Localized) -> Self {
        ServiceError::Refused { reason, code, detail, pointer: None }
    }

    /// The refusal's English text, with its field: what a command line
    /// prints (other errors as they are debugged: a holder's check gives
    /// only refusals).
    pub fn english_detail(&self) -> String {
        match self {
            ServiceError::Refused { detail, pointer: Some(pointer), .. } => format!("{pointer}: {}", detail.en),
            ServiceError::Refused { detail, pointer: None, .. } => detail.en.to_string(),
            other => format!("{other:?}"),
        }
    }

    /// Names the offending field of a refusal (other errors are unchanged).
    #[must_use]
    pub fn at(mut self, field: impl Into<String>) -> Self {
        if let ServiceError::Refused { pointer, .. } = &mut self {
            *pointer = Some(field.into());
        }
        self
    }

    /// The refusal of a text holding a NUL byte, which no database text
    /// can hold (and so no stored value can match); `code` says whether it
    /// was in the body or the query.
    pub fn nul_byte(code: &'static str, field: impl Into<String>) -> Self {
        let field = field.into();
        ServiceError::refused_with(
            Refusal::Unprocessable,
            code,
            text::localized("error-nul-byte", &[("field", field.clone().into())]),
        )
        .at(field)
    }
}

impl From<StoreError> for ServiceError {
    fn from(error: StoreError) -> Self {
        ServiceError::Store(error)
    }
}

impl From<InputError> for ServiceError {
    fn from(error: InputError) -> Self {
        ServiceError::Input(error)
    }
}
