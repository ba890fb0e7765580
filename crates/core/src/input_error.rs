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

/// The JSON pointer (RFC 6901) of a path serde followed into a document.
/// A step serde cannot name (the key of a map whose keys are a list of
/// values, such as seats) ends it: the pointer names the closest value it
/// can, rather than one that points nowhere.
pub fn json_pointer(path: &serde_path_to_error::Path) -> String {
    use serde_path_to_error::Segment;
    let mut pointer = String::new();
    for segment in path.iter() {
        match segment {
            Segment::Seq { index } => pointer.push_str(&format!("/{index}")),
            Segment::Map { key } => pointer.push_str(&format!("/{}", pointer_escape(key))),
            Segment::Enum { variant } => pointer.push_str(&format!("/{variant}")),
            Segment::Unknown => break,
        }
    }
    pointer
}

/// Why a JSON value already parsed is not a `T`: where inside it (a JSON
/// pointer relative to the value; empty for the value itself) and serde's
/// message (worded for the caller by [`crate::serde_reason::reason`]).
#[derive(Debug)]
pub struct JsonValueError {
    /// Where inside the value.
    pub pointer: String,
    /// serde's message, in English.
    pub message: String,
}

/// Reads an object of type `T` from a JSON value (a record inside a
/// request), saying where inside it a field is wrong. A value that is not
/// an object is refused: serde would read a struct from an array, field by
/// field in order.
///
/// # Errors
/// A [`JsonValueError`] naming the field.
pub fn read_json_object<T: serde::de::DeserializeOwned>(value: serde_json::Value) -> Result<T, JsonValueError> {
    // In serde's words, so that `serde_reason::reason` says it in each
    // language ("an object is expected, but the request has a list").
    let found = match &value {
        serde_json::Value::Object(_) => None,
        serde_json::Value::Array(_) => Some("sequence".to_owned()),
        serde_json::Value::String(s) => Some(format!("string {s:?}")),
        serde_json::Value::Number(n) if n.is_f64() => Some(format!("floating point `{n}`")),
        serde_json::Value::Number(n) => Some(format!("integer `{n}`")),
        serde_json::Value::Bool(b) => Some(format!("boolean `{b}`")),
        serde_json::Value::Null => Some("null".to_owned()),
    };
    if let Some(found) = found {
        return Err(JsonValueError {
            pointer: String::new(),
            message: format!("invalid type: {found}, expected a map"),
        });
    }
    serde_path_to_error::deserialize(value)
        .map_err(|e| JsonValueError { pointer: json_pointer(e.path()), message: e.inner().to_string() })
}
