//! What a call out of rotation is described by, shared by the kind that
//! asks about it (Law 29) and the laws it sends to (30 to 32), and by the
//! reader that finds it in a record: the turn it was made at, and the facts
//! and outcome field more than one of them reads. Below those laws, so that
//! none of them points back at another for a word.

/// Fact: the kind of call out of rotation (pass, bid, double, redouble).
pub const CALL_TYPE: &str = "call_type";

/// Fact: had the offender called before, in this auction?
pub const OFFENDER_HAD_CALLED: &str = "offender_had_called";

/// Fact: was the bid lower than the last bid? Asked at the turn of an RHO
/// required to pass (28A: then an insufficient bid in turn), and for a bid
/// out of rotation repeated under 31A1 over RHO's pass.
pub const INSUFFICIENT: &str = "insufficient";

/// Outcome field: what RHO did at his turn after the cancelled call.
pub const RHO_ACTION: &str = "rho_action";

/// The turn a call out of rotation was made at, relative to the offender.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TurnOf {
    /// It was the offender's right-hand opponent's turn.
    Rho,
    /// It was the offender's partner's turn.
    Partner,
    /// It was the offender's left-hand opponent's turn.
    Lho,
}
