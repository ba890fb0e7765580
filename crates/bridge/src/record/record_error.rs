//! The error for a deal record that cannot be read or cannot be true: a
//! malformed PBN file, a card in two hands, a card played twice…
//!
//! The error names the field (PBN tag or section) and the line, and carries
//! a Fluent message id from `locales/{fr,en}/bridge-record.ftl` with its
//! arguments, so the server can answer in the caller's language and point at
//! the bad field.

use std::fmt;

use serde::Serialize;

use arbitre_core::InputError;
use arbitre_core::text::{Arg, Localized, localized};

/// Why a deal record was rejected, and where.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RecordError {
    /// The PBN tag or section the problem is in: `Deal`, `Play`, `Contract`,
    /// `Declarer`, `Dealer`, `Vulnerable`, `Result`, `Board`; `PBN` for a
    /// problem with the file's layout itself (a malformed tag, a comment that
    /// is never closed, no game at all).
    pub field: String,
    /// The line of the text the problem is on, counting from 1, when known.
    pub line: Option<usize>,
    /// The Fluent message id (in `bridge-record.ftl`) that explains it.
    pub message_id: &'static str,
    /// The message's arguments, by name. Seats are given by their letter
    /// (`N`, `E`, `S`, `W`) and the messages spell them out; cards as `SA`.
    pub args: Vec<(&'static str, String)>,
    /// Inside a JSON record, the JSON pointer of the value at fault,
    /// relative to the record (`/deal/W/3`); the caller's pointer to the
    /// record goes before it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pointer: Option<String>,
}

impl RecordError {
    /// An error about `field` explained by message `message_id`, with no
    /// line and no arguments yet.
    pub fn new(field: impl Into<String>, message_id: &'static str) -> RecordError {
        RecordError { field: field.into(), line: None, message_id, args: Vec::new(), pointer: None }
    }

    /// Names the value at fault inside a JSON record (a pointer relative
    /// to the record).
    pub fn at_pointer(mut self, pointer: String) -> RecordError {
        self.pointer = Some(pointer);
        self
    }

    /// Adds the argument `name` to the message.
    #[allow(clippy::needless_pass_by_value)] // `impl ToString` by value reads best at the call sites: `.arg("n", 3)`.
    pub fn arg(mut self, name: &'static str, value: impl ToString) -> RecordError {
        self.args.push((name, value.to_string()));
        self
    }

    /// Sets the line the problem is on (1-based).
    pub fn at_line(mut self, line: usize) -> RecordError {
        self.line = Some(line);
        self
    }

    /// Sets the line the problem is on unless it is already known.
    pub fn or_line(mut self, line: usize) -> RecordError {
        if self.line.is_none() {
            self.line = Some(line);
        }
        self
    }

    /// Replaces the field: an error found while reading a value is reported
    /// for the tag that holds the value.
    pub fn in_field(mut self, field: &str) -> RecordError {
        field.clone_into(&mut self.field);
        self
    }

    /// The value of argument `name`, if given.
    pub fn arg_value(&self, name: &str) -> Option<&str> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, v)| v.as_str())
    }

    /// The explanation in French and English. An argument made only of
    /// digits is passed to Fluent as a number, so the messages can choose
    /// singular or plural ("1 card", "12 cards").
    pub fn localized(&self) -> Localized {
        let args: Vec<(&str, Arg)> = self
            .args
            .iter()
            .map(|(name, value)| {
                let arg = if !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()) {
                    value.parse::<i64>().map_or_else(|_| Arg::Str(value.clone()), Arg::Num)
                } else {
                    Arg::Str(value.clone())
                };
                (*name, arg)
            })
            .collect();
        localized(self.message_id, &args)
    }

    /// The refusal of a request whose record this is, at `pointer` (the
    /// record's place in the request, `/record`): `invalid_record`, naming
    /// the field and the line, and for a JSON record the value inside it.
    pub fn to_input_error(&self, pointer: &str) -> InputError {
        let reason = self.localized();
        let line = self.line.map_or(0, |l| i64::try_from(l).unwrap_or(i64::MAX));
        let detail = localized(
            if self.line.is_some() { "error-record-at-line" } else { "error-record" },
            &[
                ("field", self.field.clone().into()),
                ("line", line.into()),
                ("reason_fr", reason.fr.into()),
                ("reason_en", reason.en.into()),
            ],
        );
        match &self.pointer {
            Some(inside) => InputError::new("invalid_record", format!("{pointer}{inside}"), detail),
            None => InputError::new("invalid_record", pointer, detail),
        }
    }
}

impl fmt::Display for RecordError {
    /// The English explanation, prefixed by the field and line:
    /// `Deal (line 12): …`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "{} (line {line}): ", self.field)?,
            None => write!(f, "{}: ", self.field)?,
        }
        f.write_str(&self.localized().en)
    }
}

impl std::error::Error for RecordError {}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn messages_render_in_both_languages_with_seat_names() {
        let error = RecordError::new("Deal", "record-duplicate-card")
            .arg("card", "SA")
            .arg("first", "N")
            .arg("second", "E")
            .at_line(3);
        let text = error.localized();
        assert!(text.en.contains("SA"), "{}", text.en);
        assert!(text.en.contains("North"), "{}", text.en);
        assert!(text.en.contains("East"), "{}", text.en);
        assert!(text.fr.contains("Nord"), "{}", text.fr);
        assert!(text.fr.contains("d'Est"), "{}", text.fr);
        assert_eq!(error.to_string(), format!("Deal (line 3): {}", text.en));
    }

    #[test]
    fn numeric_arguments_choose_plural_forms() {
        let one = RecordError::new("Deal", "record-hand-size").arg("seat", "W").arg("count", 1).localized();
        let many = RecordError::new("Deal", "record-hand-size").arg("seat", "W").arg("count", 12).localized();
        assert!(one.en.contains("1 card,"), "{}", one.en);
        assert!(many.en.contains("12 cards"), "{}", many.en);
        assert!(one.fr.contains("1 carte,"), "{}", one.fr);
        assert!(many.fr.contains("12 cartes"), "{}", many.fr);
    }
}
