//! The context the rules of each kind read facts from and write their
//! conclusions to. It is arbitre-core's, over any game
//! ([`arbitre_core::Ctx`]), and the games' kinds use it in their crates;
//! it is named here for the callers of the facade, a bridge kind's unless
//! another game is named. The entry point that hands an incident to a
//! kind's rules is [`mod@crate::evaluate`].

use crate::catalogue::Bridge;

// An input that cannot be read at all, the escaping of a key in its
// pointer, a rule (one paragraph with its stable id), whether a decision
// keeps its trace, and a value the record contradicts are arbitre-core's.
pub use arbitre_core::context::contradiction;
pub use arbitre_core::{InputError, Rule, Trace, json_pointer, pointer_escape};

/// What the rules of one kind read and write while evaluating an incident:
/// a bridge kind's, or, named, another game's.
pub type Ctx<'a, G = Bridge> = arbitre_core::Ctx<'a, G>;
