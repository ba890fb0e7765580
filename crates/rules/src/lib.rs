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
//! Inside, the modules sit in layers and import only downwards (the README's
//! layout; `tests/direction.rs` fails otherwise): the vocabulary decisions
//! are written in ([`ruling`], [`vocabulary`], [`rectification`]); the engine
//! ([`context`], [`catalogue`], [`ruleset_spec`]); the findings a record
//! gives (`bridge::record`, revokes, legal plays, irregular plays); the laws
//! and the FFT cases ([`bridge`], [`tarot`]); and the facade ([`evaluate`],
//! [`ruleset`], [`labels`]).

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

// This crate's Fluent files: one per bridge law (both editions in it), the
// auction's and the play's shared texts, the labels of the catalogue (the
// FFT code's texts are arbitre-tarot's). A new law's file is added here.
arbitre_core::fluent_files!(
    "law12.ftl",
    "law16.ftl",
    "law17.ftl",
    "law23.ftl",
    "law24.ftl",
    "law25.ftl",
    "law26.ftl",
    "law27.ftl",
    "law28.ftl",
    "law29.ftl",
    "law30.ftl",
    "law31.ftl",
    "law32.ftl",
    "law36.ftl",
    "law37.ftl",
    "law38.ftl",
    "law39.ftl",
    "law44.ftl",
    "law45.ftl",
    "law48.ftl",
    "law50.ftl",
    "law51.ftl",
    "law52.ftl",
    "law53.ftl",
    "law54.ftl",
    "law55.ftl",
    "law56.ftl",
    "law57.ftl",
    "law58.ftl",
    "law59.ftl",
    "law61.ftl",
    "law62.ftl",
    "law63.ftl",
    "law64.ftl",
    "law65.ftl",
    "law66.ftl",
    "law72.ftl",
    "auction.ftl",
    "labels.ftl",
    "play.ftl",
);

pub use evaluate::{InputError, Trace, evaluate, evaluate_with};
pub use ruleset::Ruleset;
pub use ruling::{Decision, Incident};

/// The engine's version, stamped on every decision so a stored ruling can be
/// replayed against the engine that gave it.
pub const ENGINE_VERSION: &str = env!("CARGO_PKG_VERSION");
