//! Why a JSON value or a query parameter could not be read, in both
//! languages.
//!
//! serde and serde_json explain a refused value in English ("invalid type:
//! integer `3`, expected a string", "missing field `kind`"). Their messages
//! have a fixed shape, so the server reads them back and says the same
//! thing from the Fluent files; nothing of serde's wording reaches a client.
//! A text type of the engine (a card, a bid, a call) refuses a value with a
//! marked message ([`text_value_error`]) that names the type and the text,
//! so its reason is worded here too.

use crate::text::{self, Localized};

/// Marks a message as a text type's refusal: `\u{1}` cannot appear in a
/// JSON string sent unescaped, and serde quotes the message as it is.
const MARK: char = '\u{1}';

/// The error a text type (`bridge-card`, `tarot-card`, `bid`, `call`, each
/// worded as `reason-<kind>` by its crate) gives
/// serde for a text it cannot read; [`reason`] words it.
pub fn text_value_error(kind: &str, text: &str) -> String {
    format!("{MARK}{kind}{MARK}{text}{MARK}")
}

/// The kind and text of a [`text_value_error`] inside serde's message.
pub fn read_text_value_error(message: &str) -> Option<(&str, &str)> {
    let start = message.find(MARK)?;
    let mut parts = message[start + MARK.len_utf8()..].splitn(3, MARK);
    Some((parts.next()?, parts.next()?))
}

/// The reason, in both languages, for serde's `message`.
pub fn reason(message: &str) -> Localized {
    // serde_json appends the position; the caller has the pointer.
    let message = message.rfind(" at line ").map_or(message, |i| &message[..i]);
    if let Some((kind, value)) = read_text_value_error(message) {
        // Each text type's crate words its reason as `reason-<kind>`
        // (`reason-tarot-card` in the tarot crate's texts); this crate
        // knows none of them.
        let id = format!("reason-{kind}");
        let id = if text::exists(&id) { id.as_str() } else { "reason-other" };
        return text::localized(id, &[("text", value.into())]);
    }
    if let Some(field) = quoted_after(message, "missing field ") {
        return text::localized("reason-missing-field", &[("field", field.into())]);
    }
    if let Some(field) = quoted_after(message, "duplicate field ") {
        return text::localized("reason-duplicate-field", &[("field", field.into())]);
    }
    if let Some(field) = quoted_after(message, "unknown field ") {
        return text::localized(
            "reason-unknown-field",
            &[("field", field.into()), ("expected", expected_list(message))],
        );
    }
    if let Some(value) = quoted_after(message, "unknown variant ") {
        return text::localized(
            "reason-unknown-value",
            &[("value", value.into()), ("expected", expected_list(message))],
        );
    }
    if let Some(rest) = message.strip_prefix("invalid type: ") {
        let (found, expected) = rest.split_once(", expected ").unwrap_or((rest, ""));
        return both("reason-invalid-type", found_words(found), type_words(expected));
    }
    if let Some(rest) = message.strip_prefix("invalid value: ") {
        let (found, expected) = rest.split_once(", expected ").unwrap_or((rest, ""));
        return both("reason-invalid-value", found_words(found), type_words(expected));
    }
    if let Some(rest) = message.strip_prefix("invalid length ") {
        let (length, expected) = rest.split_once(", expected ").unwrap_or((rest, ""));
        // serde's expected length names Rust types: only the count is said.
        let _ = expected;
        return text::localized("reason-invalid-length", &[("length", length.trim().to_owned().into())]);
    }
    if message.contains("out of range") || message.contains("number too large") {
        return text::msg("reason-number-range");
    }
    // A query's flag (`explain=1`): serde's FromStr for bool.
    if message.contains("provided string was not `true` or `false`") {
        return text::msg("reason-not-a-boolean");
    }
    if message.contains("invalid digit") || message.contains("cannot parse integer") {
        return text::msg("reason-not-a-number");
    }
    if message.contains("premature end of input") || message.contains("input contains invalid characters") {
        return text::msg("reason-not-a-date");
    }
    if message.starts_with("UUID parsing failed") || message.contains("invalid character: expected an optional prefix")
    {
        return text::msg("reason-not-an-id");
    }
    text::msg("reason-other")
}

/// The text between the backquotes that follow `prefix`.
fn quoted_after<'a>(message: &'a str, prefix: &str) -> Option<&'a str> {
    let rest = message.strip_prefix(prefix)?;
    let rest = rest.strip_prefix('`')?;
    rest.split_once('`').map(|(quoted, _)| quoted)
}

/// serde's "expected one of `a`, `b`, `c`" or "expected `a` or `b`" as
/// `a, b, c`: the names only, so that no English word ("or") is left in a
/// French answer; `none` when it lists none.
fn expected_list(message: &str) -> text::Arg {
    let Some((_, list)) = message.split_once("expected ") else { return "none".into() };
    // The names are the odd pieces between backquotes.
    let names: Vec<&str> = list.split('`').skip(1).step_by(2).collect();
    if names.is_empty() { "none".into() } else { names.join(", ").into() }
}

/// A message with one reason per language, built from `found` and
/// `expected` already in each language.
fn both(id: &str, found: Localized, expected: Localized) -> Localized {
    // French agrees "attendu" with what is expected: « une liste est
    // attendue », « un texte est attendu ».
    let gender = if expected.fr.starts_with("une ") { "feminine" } else { "masculine" };
    let fr =
        text::localized(id, &[("found", found.fr.into()), ("expected", expected.fr.into()), ("gender", gender.into())]);
    let en =
        text::localized(id, &[("found", found.en.into()), ("expected", expected.en.into()), ("gender", gender.into())]);
    Localized { fr: fr.fr, en: en.en }
}

/// serde's expected type ("a string", "u32", "struct Incident", "a
/// sequence") as words.
fn type_words(expected: &str) -> Localized {
    let expected = expected.trim();
    let id = if expected.contains("string") || expected.contains("char") {
        "type-string"
    } else if ["u8", "u16", "u32", "u64", "usize"].iter().any(|t| expected.contains(t)) {
        "type-positive-integer"
    } else if ["i8", "i16", "i32", "i64", "isize", "integer"].iter().any(|t| expected.contains(t)) {
        "type-integer"
    } else if expected.contains("f32") || expected.contains("f64") || expected.contains("number") {
        "type-number"
    } else if expected.contains("bool") {
        "type-boolean"
    } else if expected.contains("sequence") || expected.contains("tuple") || expected.contains("array") {
        "type-array"
    } else if expected.contains("map") || expected.contains("struct") || expected.contains("enum") {
        "type-object"
    } else {
        "type-value"
    };
    text::msg(id)
}

/// serde's unexpected value ("integer `3`", "string \"x\"", "map") as words.
fn found_words(found: &str) -> Localized {
    let found = found.trim();
    let value = |s: &str| s.trim().trim_matches('`').trim_matches('"').to_owned();
    let (id, shown) = if let Some(v) = found.strip_prefix("integer ") {
        ("found-integer", value(v))
    } else if let Some(v) = found.strip_prefix("floating point ") {
        ("found-number", value(v))
    } else if let Some(v) = found.strip_prefix("boolean ") {
        ("found-boolean", value(v))
    } else if let Some(v) = found.strip_prefix("string ") {
        ("found-string", value(v))
    } else if found.starts_with("map") {
        ("found-object", String::new())
    } else if found.starts_with("sequence") {
        ("found-array", String::new())
    } else if found.starts_with("null") || found == "unit value" {
        ("found-null", String::new())
    } else if found.starts_with("character ") {
        ("found-string", value(found.trim_start_matches("character ")))
    } else {
        // A unit or newtype variant, an option: serde's words for shapes a
        // JSON body does not have; said as "a value".
        ("found-value", String::new())
    };
    text::localized(id, &[("value", shown.into())])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn no_english_in_french(reason: &Localized) {
        for word in ["invalid", "expected", "missing", "field", "unknown", "type:"] {
            assert!(!reason.fr.contains(word), "English in « {} »", reason.fr);
        }
    }

    #[test]
    fn serde_messages_are_said_in_each_language() {
        let cases = [
            "invalid type: integer `3`, expected a string",
            "missing field `kind`",
            "unknown field `kinde`, expected one of `kind`, `facts`",
            "unknown variant `north`, expected one of `N`, `E`, `S`, `W`",
            "invalid type: map, expected u32",
            "invalid value: integer `-1`, expected u8",
            "invalid length 2, expected 4 elements",
            "something nobody wrote a rule for",
        ];
        for message in cases {
            let reason = reason(message);
            no_english_in_french(&reason);
            assert!(!reason.en.is_empty() && reason.en != reason.fr, "{message}");
        }
        let typed = reason("invalid type: integer `3`, expected a string");
        assert_eq!(typed.fr, "un texte est attendu, mais la requête contient le nombre 3");
        let list = reason("invalid type: string \"four\", expected a sequence");
        assert!(list.fr.starts_with("une liste est attendue, mais"), "{}", list.fr);
        assert_eq!(typed.en, "a string is expected, but the request has the number 3");
        let length = reason("invalid length 0, expected struct RulingRequest with 7 elements");
        assert!(!length.en.contains("struct") && !length.fr.contains("struct"), "{length:?}");
        let shape = reason("invalid type: unit variant, expected a string");
        assert_eq!(shape.en, "a string is expected, but the request has a value of another shape");
        assert!(reason("missing field `kind`").fr.contains("« kind »"));
        assert!(reason("unknown variant `north`, expected one of `N`, `E`").en.contains("allowed values: N, E"));
        // Two names: serde writes "`a` or `b`"; no English "or" in French.
        let two = reason("unknown variant `x`, expected `major` or `minor`");
        assert!(two.fr.contains("(valeurs possibles : major, minor)"), "{}", two.fr);
        let field = reason("unknown field `pct`, expected `percent` or `result`");
        assert!(field.fr.contains("(champs possibles : percent, result)"), "{}", field.fr);
    }

    #[test]
    fn a_text_type_names_the_text() {
        // `day-or-time` is worded here; a game's text types in their crates.
        let message = text_value_error("day-or-time", "hier");
        let worded = reason(&message);
        assert!(worded.fr.starts_with("un jour (2026-11-24)"), "{}", worded.fr);
        assert!(worded.en.starts_with("a day (2026-11-24)"), "{}", worded.en);
        // A kind no crate words is still refused, in general terms.
        assert_eq!(reason(&text_value_error("no-such-kind", "x")), text::msg("reason-other"));
    }
}
