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
//!
//! The rules themselves are their games' crates: bridge's interviews,
//! findings and laws are arbitre-bridge's, the FFT code's cases
//! arbitre-tarot's, both over the engine in arbitre-core; they are seen
//! here under their old paths ([`bridge`], [`tarot`]). This crate lists
//! them in rulesets (editions), unites both games' words in the decision
//! clients read, and describes the kinds. Its modules sit in layers and
//! import only downwards (the README's layout; `tests/direction.rs` fails
//! otherwise): the decision's words ([`ruling`], [`vocabulary`],
//! [`rectification`]); the engine's view of a ruleset and its kinds
//! ([`context`], [`catalogue`], [`ruleset_spec`]); and the facade
//! ([`mod@evaluate`], [`ruleset`], [`labels`]).

pub mod bridge;
pub mod catalogue;
pub mod context;
pub mod evaluate;
pub mod labels;
pub mod parameters;
pub mod rectification;
pub mod ruleset;
pub mod ruleset_spec;
pub mod ruling;
pub mod tarot;
pub mod vocabulary;

// The texts and the reasons a value could not be read are arbitre-core's;
// they are seen here under their old paths (`arbitre_rules::text`).
pub use arbitre_core::{serde_reason, text};

// This crate's Fluent file: the labels of the catalogue (each game's
// texts are its crate's).
arbitre_core::fluent_files!("labels.ftl");

pub use evaluate::{InputError, Trace, evaluate, evaluate_with};
pub use ruleset::Ruleset;
pub use ruling::{Decision, Incident};

/// The engine's version, stamped on every decision so a stored ruling can be
/// replayed against the engine that gave it.
pub const ENGINE_VERSION: &str = env!("CARGO_PKG_VERSION");
