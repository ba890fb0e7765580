//! # arbitre-core
//!
//! What every game of Arbitre speaks, and nothing of any game: the texts a
//! user reads in French and English ([`text`]), the reasons a value could
//! not be read ([`serde_reason`]), the error an unreadable input gives
//! ([`InputError`]), a citation of a law or a code's case ([`Citation`]),
//! the paragraphs a game declares ([`CitationSpec`], [`Rule`]); and the
//! engine over any game: what a game gives it ([`Game`], [`Edition`]), a
//! kind's declaration ([`KindSpec`]), the context its rules read and write
//! ([`Ctx`]) and the ruling they make ([`Ruling`], [`decision`]).
//!
//! The dependencies point down (DESIGN.md, section 1): the games
//! (`arbitre-bridge`, `arbitre-tarot`) build on this crate, the rules
//! facade on them. A guard test
//! (`crates/service/tests/direction.rs`) fails if this crate names a game
//! or anything above it.

pub mod citation;
pub mod context;
pub mod decision;
pub mod game;
pub mod input_error;
pub mod kind;
pub mod serde_reason;
pub mod text;

pub use citation::{Citation, CitationSpec, Rule};
pub use context::{Ctx, Input, Read, Ruling, Trace};
pub use game::{Edition, Game, ReadRecord};
pub use input_error::{InputError, JsonValueError, json_pointer, pointer_escape, read_json_object};
pub use kind::{ChoiceSpec, Domain, EnumValue, FactSpec, KindSpec, Notation};

/// The registry the games' Fluent files are collected through (used by
/// [`fluent_files!`]); re-exported so that a crate registering its texts
/// needs no dependency of its own.
#[doc(hidden)]
pub use inventory;

/// For [`serde_as_text!`], in the crates that call it.
#[doc(hidden)]
pub use arrayvec;

/// Implements `Serialize` and `Deserialize` for a type written as text in
/// JSON: serialized with its `Display`, read back with its `FromStr` (whose
/// error becomes serde's message). Cards, bids and calls are all written so.
/// `$kind` names the type in the reason a client reads
/// (`reason-<kind>` in the Fluent files).
#[macro_export]
macro_rules! serde_as_text {
    ($type:ty, $kind:literal) => {
        impl serde::Serialize for $type {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                // Written on the stack, then given whole: serde_json's
                // `collect_str` escapes and writes each piece `Display`
                // writes on its own (issue 18: the cards of a record's
                // tricks). A text too long for the buffer (none is) is
                // collected as before.
                let mut text = $crate::arrayvec::ArrayString::<32>::new();
                match std::fmt::Write::write_fmt(&mut text, format_args!("{self}")) {
                    Ok(()) => serializer.serialize_str(&text),
                    Err(_) => serializer.collect_str(self),
                }
            }
        }

        impl<'de> serde::Deserialize<'de> for $type {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<$type, D::Error> {
                // Parsed from the text serde holds, borrowed or not: no
                // string of its own per card or call (issue 18: a tarot
                // deal record has about a hundred cards).
                struct Text;
                impl serde::de::Visitor<'_> for Text {
                    type Value = $type;
                    // serde's own words for a string, so that a value of
                    // another type is refused as before (`serde_reason`).
                    fn expecting(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                        formatter.write_str("a string")
                    }
                    fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<$type, E> {
                        // The text and its type, for the caller's language
                        // (`serde_reason`); the type's own English message
                        // stays for the engine's logs and tests.
                        text.parse().map_err(|_: <$type as std::str::FromStr>::Err| {
                            E::custom($crate::serde_reason::text_value_error($kind, text))
                        })
                    }
                    fn visit_bytes<E: serde::de::Error>(self, bytes: &[u8]) -> Result<$type, E> {
                        match std::str::from_utf8(bytes) {
                            Ok(text) => self.visit_str(text),
                            Err(_) => Err(E::invalid_value(serde::de::Unexpected::Bytes(bytes), &self)),
                        }
                    }
                }
                deserializer.deserialize_str(Text)
            }
        }
    };
}

/// Registers the calling crate's Fluent files, read from its
/// `locales/fr/` and `locales/en/` folders (the same file names in each
/// language), into the bundles [`text`] renders from. Each game owns its
/// texts; this crate knows none of them.
#[macro_export]
macro_rules! fluent_files {
    ($($file:literal),+ $(,)?) => {
        $crate::inventory::submit! {
            $crate::text::FluentFiles {
                fr: &[$(include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/fr/", $file))),+],
                en: &[$(include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/en/", $file))),+],
            }
        }
    };
}

fluent_files!("core.ftl", "api.ftl");

#[cfg(test)]
mod tests {
    /// A text of any length, written by `Display` in several pieces.
    #[derive(Debug, PartialEq)]
    struct Pieces(String);

    impl std::fmt::Display for Pieces {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            self.0.chars().try_for_each(|c| write!(f, "{c}"))
        }
    }

    impl std::str::FromStr for Pieces {
        type Err = ();
        fn from_str(text: &str) -> Result<Self, ()> {
            Ok(Pieces(text.to_owned()))
        }
    }

    crate::serde_as_text!(Pieces, "pieces");

    #[test]
    fn a_text_type_is_written_as_its_display_whatever_its_length() {
        // Within the stack buffer, past it (collected as before), with
        // characters JSON escapes.
        for text in ["SA", "é\"\\\n", &"x".repeat(32), &"y".repeat(33), &"\u{1F0A1}".repeat(20)] {
            let written = serde_json::to_string(&Pieces(text.to_owned())).expect("JSON");
            assert_eq!(written, serde_json::to_string(text).expect("JSON"));
            assert_eq!(serde_json::from_str::<Pieces>(&written).expect("read back"), Pieces(text.to_owned()));
        }
    }
}
