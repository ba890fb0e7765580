//! French tarot under the FFT's code, as the engine sees it
//! ([`arbitre_core::Game`]): what its rulings rectify, who makes its
//! elections, what its cases read of a ruleset ([`TarotRuleset`]).

use std::convert::Infallible;

use arbitre_core::{Edition, Game};
use serde_json::Value;

use crate::parameters::TarotParameters;
use crate::rectification::Consequence;
use crate::vocabulary::Role;

/// French tarot, the game of the FFT's arbitration code (a marker type).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tarot;

/// What the FFT cases read of their ruleset besides its numbering: the FFT
/// options.
pub trait TarotRuleset: Edition {
    /// The tarot parameters (the FFT's own for a ruleset of another game).
    fn tarot_parameters(&self) -> &TarotParameters;
}

impl Game for Tarot {
    type Rectification = Consequence;
    type Role = Role;
    // The cases inform no one and derive nothing into the decision: they
    // state what they read of a record in their summaries.
    type Information = Infallible;
    type Derived = Infallible;
    // The record as it came is the incident's `tarot` field, `None` inside
    // when a record came in a bridge format (`code::tarot_record` refuses
    // it); the cases read it themselves, so nothing is read ahead.
    type Source = Option<Value>;
    type Record = Infallible;
    type RecordFacts = Infallible;
    type Ruleset = dyn TarotRuleset;

    // A tarot ruling that waits for the deal asks for the whole count at
    // once, as the score sheet is filled.
    const ASKS_ONLY_OUTCOME_READ: bool = false;

    fn merge_derived(before: Infallible, _: Infallible) -> Infallible {
        match before {}
    }
}
