//! # arbitre-rules
//!
//! The pure rules engine of Arbitre. Everything the engine knows comes in an
//! [`Incident`]; everything it concludes goes out in a [`Decision`]:
//!
//! ```text
//! evaluate(&Incident, &Ruleset) -> Result<Decision, InputError>
//! ```
//!
//! No I/O, no clock, no randomness, no global mutable state: the same input
//! gives the same output, byte for byte. The only departure from the design's
//! `-> Decision` signature is the `Result`: an incident that cannot be read at
//! all (unknown kind, a fact of the wrong type, an impossible deal record) is
//! not a ruling, and the caller must be told which field is wrong.

/// Implements `Serialize` and `Deserialize` for a type written as text in
/// JSON: serialized with its `Display`, read back with its `FromStr` (whose
/// error becomes serde's message). Cards, bids and calls are all written so.
macro_rules! serde_as_text {
    ($type:ty, $kind:literal) => {
        impl serde::Serialize for $type {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.collect_str(self)
            }
        }

        impl<'de> serde::Deserialize<'de> for $type {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<$type, D::Error> {
                let text = std::borrow::Cow::<str>::deserialize(deserializer)?;
                // The text and its type, for the caller's language
                // (`serde_reason`); the type's own English message stays
                // for the engine's logs and tests.
                text.parse().map_err(|_: <$type as std::str::FromStr>::Err| {
                    serde::de::Error::custom($crate::serde_reason::text_value_error($kind, &text))
                })
            }
        }
    };
}
pub(crate) use serde_as_text;

pub mod bridge;
pub mod catalogue;
pub mod evaluate;
pub mod labels;
pub mod rectification;
pub mod ruleset;
pub mod ruling;
pub mod serde_reason;
pub mod tarot;
pub mod text;

pub use evaluate::{InputError, Trace, evaluate, evaluate_with};
pub use ruleset::Ruleset;
pub use ruling::{Decision, Incident};

/// The engine's version, stamped on every decision so a stored ruling can be
/// replayed against the engine that gave it.
pub const ENGINE_VERSION: &str = env!("CARGO_PKG_VERSION");
