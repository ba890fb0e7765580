//! The auction: bids, calls, and the record of an auction as it happened,
//! irregular calls included.
//!
//! # How an auction record reads
//!
//! An [`Auction`] lists every call **in the order it was made**, each with
//! the seat that made it. Most calls stand; the record may also hold:
//!
//! - **an insufficient bid** ([`Irregularity::Insufficient`], PBN `^I`). It
//!   is not an impossible record: it is what the director is called for. A
//!   bid lower than the last bid is insufficient whether or not it carries the
//!   mark; the mark only says the recorder saw it. While it stands (pending
//!   the director, or accepted under Law 27A), the next bid is judged against
//!   it: the last bid that stands is the one later bids must overcall, and it
//!   may become the contract.
//! - **a call out of rotation** ([`Irregularity::OutOfRotation`], PBN `^S`
//!   for each player skipped). A call by a player whose turn it was not must
//!   carry the mark, or the record is taken to be wrong. While it stands
//!   (pending, or accepted under Law 29A) the players it skipped have lost
//!   their turn: the auction continues with the offender's left-hand
//!   opponent. PBN 2.1 §3.9 writes exactly this: "`1D ^S 2D`: West opens 1D,
//!   East bids 2D".
//! - **a withdrawn call** ([`AuctionCall::withdrawn`]): a call that was
//!   cancelled, withdrawn or replaced (Laws 25, 27, 29B, 30–32, 39). It keeps
//!   its place in the record, so the director and Law 16D know it was made,
//!   but it does not count: it does not pass the turn, it is not the last
//!   bid, and it cannot close the auction. PBN cannot write it (§3.9: "the
//!   solved irregularity can be described as comment"); LIN never holds one;
//!   the JSON form can. A withdrawn call is made by the player whose turn it
//!   was, or by the player who just called (a change of call, Law 25), or
//!   carries the out-of-rotation mark.
//!
//! [`Auction::legal_calls`] gives the calls that stand. The auction closes
//! (Law 22) after four passes, or after three passes following any other
//! call; standing calls are counted, withdrawn ones are not. When one of
//! those passes, made out of rotation, skipped a player who never called
//! after it, the auction does not close (Law 17D3; 17E2 in 2007): it
//! reverts to him and the passes from the one that skipped him on are
//! cancelled ([`Auction::reversions`]). The record goes on with his call,
//! the cancelled passes kept in their places (not marked withdrawn). The
//! record knows no ruling: a pass at RHO's turn while a ruling required RHO
//! to pass is in rotation under Law 28A, and cost nobody a turn, but it is
//! written out of rotation and counted as skipping him here.
//!
//! [`Auction::check`] rejects only what cannot have happened: a standing
//! call after the auction closed, a double or redouble that is not
//! admissible (PBN 2.1 §3.9: "Irregular (re)double is impossible, and MUST be
//! taken back"), a call out of rotation without the mark, and a mark that
//! contradicts the record (`^I` on a sufficient bid).

#[cfg(feature = "openapi")]
use std::borrow::Cow;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
#[cfg(feature = "openapi")]
use utoipa::openapi::RefOr;
#[cfg(feature = "openapi")]
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};

use crate::card::{Contract, Doubling, FinalContract, Seat, Strain};
use crate::record_error::RecordError;

/// The field name used in errors about an auction.
const FIELD: &str = "Auction";

/// A bid: a level from 1 to 7 and a strain. Written `1C`, `4S`, `3NT`.
/// Ordered as in the auction: by level, then by strain (clubs, diamonds,
/// hearts, spades, no trump).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Bid {
    /// The level, 1 to 7: the tricks to make above the first six.
    pub level: u8,
    /// The strain named.
    pub strain: Strain,
}

impl Bid {
    /// The bid of `level` (1 to 7) in `strain`, or `None` for another level.
    pub fn new(level: u8, strain: Strain) -> Option<Bid> {
        (1..=7).contains(&level).then_some(Bid { level, strain })
    }

    /// Whether this bid is sufficient after `over`, the last bid that
    /// stands (`None` when no bid has been made): it names more tricks, or
    /// as many in a higher strain (Law 18B).
    pub fn is_sufficient_over(self, over: Option<Bid>) -> bool {
        over.is_none_or(|last| self > last)
    }
}

/// The lowest bid in `strain` that is sufficient after `over` (`None` when
/// no bid has been made, which makes it the 1-level bid), or `None` when
/// there is none: above 7NT, or above a 7-level bid in a higher strain.
pub fn lowest_sufficient_bid(strain: Strain, over: Option<Bid>) -> Option<Bid> {
    match over {
        None => Bid::new(1, strain),
        Some(last) if strain > last.strain => Bid::new(last.level, strain),
        Some(last) => Bid::new(last.level + 1, strain),
    }
}

impl fmt::Display for Bid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.level, self.strain)
    }
}

/// A text that is not a call (or not a bid).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{text}` is not a call: expected Pass, X, XX or a bid such as 1C, 4S or 3NT")]
pub struct CallParseError {
    /// The text that could not be read.
    pub text: String,
}

impl FromStr for Bid {
    type Err = CallParseError;

    /// Reads `1C`, `4s`, `3N`, `3NT`, `7nt`: a level 1–7 then a strain (`C`,
    /// `D`, `H`, `S`, `N` or `NT`), in either case.
    fn from_str(s: &str) -> Result<Bid, CallParseError> {
        let text = s.trim();
        let error = || CallParseError { text: text.to_owned() };
        let mut chars = text.chars();
        let level = chars.next().and_then(|c| c.to_digit(10)).and_then(|d| u8::try_from(d).ok()).ok_or_else(error)?;
        let strain = Strain::from_text(chars.as_str()).ok_or_else(error)?;
        Bid::new(level, strain).ok_or_else(error)
    }
}

arbitre_core::serde_as_text!(Bid, "bid");

/// The pattern a bid's text matches.
pub const BID_PATTERN: &str = "^[1-7]([CDHSNcdhsn]|[Nn][Tt])$";

#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for Bid {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .pattern(Some(BID_PATTERN))
            .description(Some(
                "A bid: level 1-7 then strain C, D, H, S or NT. Written back in upper case with NT; \
                 `1N` and lower case are read too.",
            ))
            .examples(["1C", "4S", "3NT"])
            .into()
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for Bid {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Bid")
    }
}

/// A call: pass, double, redouble or a bid. Written `Pass`, `X`, `XX`,
/// `1S`, `3NT`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Call {
    /// Pass.
    Pass,
    /// Double (`X`).
    Double,
    /// Redouble (`XX`).
    Redouble,
    /// A bid.
    Bid(Bid),
}

impl Call {
    /// Whether the call is a bid.
    pub fn is_bid(&self) -> bool {
        matches!(self, Call::Bid(_))
    }

    /// The bid, when the call is one.
    pub fn bid(&self) -> Option<Bid> {
        match self {
            Call::Bid(bid) => Some(*bid),
            _ => None,
        }
    }
}

impl From<Bid> for Call {
    fn from(bid: Bid) -> Call {
        Call::Bid(bid)
    }
}

impl fmt::Display for Call {
    /// `Pass`, `X`, `XX`, or the bid (`1S`, `3NT`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Call::Pass => f.write_str("Pass"),
            Call::Double => f.write_str("X"),
            Call::Redouble => f.write_str("XX"),
            Call::Bid(bid) => bid.fmt(f),
        }
    }
}

impl FromStr for Call {
    type Err = CallParseError;

    /// Reads the spellings of PBN and LIN, in either case: `Pass`, `P` for
    /// a pass; `X`, `D`, `Dbl` for a double; `XX`, `R`, `Rdbl` for a
    /// redouble; a bid as [`Bid::from_str`] reads it (`1N`, `1NT`).
    fn from_str(s: &str) -> Result<Call, CallParseError> {
        let text = s.trim();
        // A bid starts with its level, which no other call's word does.
        if text.as_bytes().first().is_some_and(u8::is_ascii_digit) {
            return text.parse().map(Call::Bid);
        }
        // Compared without an upper-case copy (issue 18: one allocation per
        // call of every record read).
        let is = |word: &str| text.eq_ignore_ascii_case(word);
        if is("PASS") || is("P") {
            Ok(Call::Pass)
        } else if is("X") || is("D") || is("DBL") {
            Ok(Call::Double)
        } else if is("XX") || is("R") || is("RDBL") {
            Ok(Call::Redouble)
        } else {
            text.parse().map(Call::Bid)
        }
    }
}

arbitre_core::serde_as_text!(Call, "call");

/// The pattern a call's text matches (either case).
pub const CALL_PATTERN: &str =
    "^([Pp]([Aa][Ss][Ss])?|[XxDdRr]|[Xx][Xx]|[Dd][Bb][Ll]|[Rr][Dd][Bb][Ll]|[1-7]([CDHSNcdhsn]|[Nn][Tt]))$";

#[cfg(feature = "openapi")]
impl utoipa::PartialSchema for Call {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .pattern(Some(CALL_PATTERN))
            .description(Some(
                "A call: `Pass`, `X` (double), `XX` (redouble) or a bid (`1C` … `7NT`). \
                 Written back in that form; `P`, `D`, `R`, `1N` and lower case are read too.",
            ))
            .examples(["Pass", "X", "XX", "1NT"])
            .into()
    }
}

#[cfg(feature = "openapi")]
impl utoipa::ToSchema for Call {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Call")
    }
}

/// What a record marks as irregular about a call (PBN 2.1 §3.9). See the
/// module documentation for how each reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Irregularity {
    /// An insufficient bid (PBN `^I` before the bid).
    Insufficient,
    /// A call out of rotation: the players between the one whose turn it
    /// was and the caller were skipped (PBN `^S` in the place of each).
    OutOfRotation,
    /// Both: an insufficient bid made out of rotation (PBN `^S … ^I 1C`).
    InsufficientOutOfRotation,
}

impl Irregularity {
    /// Whether the mark says the bid is insufficient.
    pub fn is_insufficient(self) -> bool {
        matches!(self, Irregularity::Insufficient | Irregularity::InsufficientOutOfRotation)
    }

    /// Whether the mark says the call was made out of rotation.
    pub fn is_out_of_rotation(self) -> bool {
        matches!(self, Irregularity::OutOfRotation | Irregularity::InsufficientOutOfRotation)
    }

    /// The mark for an insufficient bid, a call out of rotation, both, or
    /// neither (`None`).
    pub fn from_flags(insufficient: bool, out_of_rotation: bool) -> Option<Irregularity> {
        match (insufficient, out_of_rotation) {
            (false, false) => None,
            (true, false) => Some(Irregularity::Insufficient),
            (false, true) => Some(Irregularity::OutOfRotation),
            (true, true) => Some(Irregularity::InsufficientOutOfRotation),
        }
    }
}

/// One call of an auction record, with who made it and what the record
/// says about it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct AuctionCall {
    /// The player who made the call.
    pub seat: Seat,
    /// The call.
    pub call: Call,
    /// Whether the call was alerted (PBN `!` after the call, LIN `!` after
    /// the bid).
    #[serde(default, skip_serializing_if = "is_false")]
    pub alerted: bool,
    /// The explanation of the call: the text of its PBN note (`=1=` and
    /// `[Note "1:…"]`) or its LIN `an` annotation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explanation: Option<String>,
    /// What the record marks as irregular about the call.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub irregularity: Option<Irregularity>,
    /// Whether the call was withdrawn, cancelled or replaced: it stays in
    /// the record but does not count in the auction.
    #[serde(default, skip_serializing_if = "is_false")]
    pub withdrawn: bool,
}

/// For `skip_serializing_if`: serde passes a reference.
#[allow(clippy::trivially_copy_pass_by_ref)]
fn is_false(value: &bool) -> bool {
    !*value
}

impl AuctionCall {
    /// A regular call by `seat`: not alerted, not explained, not marked,
    /// not withdrawn.
    pub fn new(seat: Seat, call: Call) -> AuctionCall {
        AuctionCall { seat, call, alerted: false, explanation: None, irregularity: None, withdrawn: false }
    }

    /// Whether the call stands (is not withdrawn).
    pub fn stands(&self) -> bool {
        !self.withdrawn
    }
}

/// The most calls an auction record may hold (see [`Auction::check`]).
pub const MAX_CALLS: usize = 400;

/// An auction record: the dealer and every call in the order it was made.
/// This is also the JSON form of an auction. See the module documentation.
///
/// Reading one (from JSON, or building it) does not check it: call
/// [`Auction::check`], as a deal record does, so that an impossible auction
/// is refused with the call named.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(example = json!({
    "dealer": "N",
    "calls": [
        {"seat": "N", "call": "1H"},
        {"seat": "E", "call": "1D", "irregularity": "insufficient"},
        {"seat": "S", "call": "2NT", "alerted": true, "explanation": "heart raise, game forcing"}
    ]
})))]
pub struct Auction {
    /// The dealer: the player who calls first.
    pub dealer: Seat,
    /// Every call in the order made, irregular and withdrawn ones included.
    #[serde(default)]
    pub calls: Vec<AuctionCall>,
    /// The calls out of rotation the laws deem in rotation (Law 28A: made
    /// at the turn of a right-hand opponent required to pass), by index in
    /// `calls`: the player whose turn it was had no call to lose, so Law
    /// 17D3 does not send the auction back to him. Only rulings know it: a
    /// record never carries it (it is neither read nor written); the
    /// auction check sets it from the rulings in force.
    #[serde(skip)]
    pub in_rotation_by_law: Vec<usize>,
}

/// Where an auction stands at some point of the record: after all its
/// calls ([`Auction::state`]) or just before one of them
/// ([`Auction::state_before`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct AuctionState {
    /// The player whose turn it is, in rotation. After a call out of
    /// rotation that stands, the skipped players have lost their turn.
    pub turn: Seat,
    /// The last bid that stands: its index in [`Auction::calls`], who made
    /// it, and the bid. This is the highest bid unless an insufficient bid
    /// stands.
    pub last_bid: Option<(usize, Seat, Bid)>,
    /// Whether the last bid is doubled or redoubled.
    pub doubling: Doubling,
    /// Who doubled the last bid, or redoubled it, most recently.
    pub doubled_by: Option<Seat>,
    /// The last player to make a call that stands.
    pub last_caller: Option<Seat>,
    /// Passes that stand since the last other call (or since the start).
    pub passes_in_a_row: usize,
    /// The number of calls that stand so far.
    pub standing_calls: usize,
    /// The index in [`Auction::calls`] of the call that closed the auction,
    /// once closed.
    pub closed_by: Option<usize>,
    /// The standing passes since the last other call, in order (never more
    /// than four: the auction closes, or reverts, by then). Law 17D3 reads
    /// whose turn each was when they would close the auction.
    passes: [Option<PassInRun>; 4],
}

/// One standing pass of the run that may close the auction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct PassInRun {
    /// Its index in [`Auction::calls`].
    index: usize,
    /// Who passed.
    seat: Seat,
    /// Whose turn it was.
    turn: Seat,
    /// The last player to call before it, restored if it is cancelled.
    caller_before: Option<Seat>,
}

/// The auction sent back to a player who lost his turn (2017 Law 17D3; 17E2
/// in the seed's 2007 text): three passes followed a call, one of them made
/// out of rotation at a turn that player never had again, so the auction did
/// not close. It reverts to him and the passes from the one that skipped him
/// on are cancelled; Law 16C (2007 16D) applies to them, whoever passed out
/// of rotation being an offender.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Reversion {
    /// The player who missed his turn: the auction reverts to him.
    pub to: Seat,
    /// The indices in [`Auction::calls`] of the passes cancelled: the one
    /// out of rotation that skipped him (made at his turn or at an earlier
    /// player's) and every pass after it.
    pub cancelled: Vec<usize>,
}

impl AuctionState {
    /// The state before the first call, `dealer` to call.
    pub(crate) fn start(dealer: Seat) -> AuctionState {
        AuctionState {
            turn: dealer,
            last_bid: None,
            doubling: Doubling::Undoubled,
            doubled_by: None,
            last_caller: None,
            passes_in_a_row: 0,
            standing_calls: 0,
            closed_by: None,
            passes: [None; 4],
        }
    }

    /// Whether the auction has closed.
    pub fn is_closed(&self) -> bool {
        self.closed_by.is_some()
    }

    /// Whether any bid stands.
    pub fn any_bid(&self) -> bool {
        self.last_bid.is_some()
    }

    /// The error for call `index` explained by `id`, naming the call.
    fn error(index: usize, call: &AuctionCall, id: &'static str) -> RecordError {
        RecordError::new(FIELD, id).arg("number", index + 1).arg("seat", call.seat).arg("call", call.call)
    }

    /// Checks call `index` against the state: only what cannot have
    /// happened is an error (see [`Auction::check`]).
    fn validate(&self, index: usize, call: &AuctionCall) -> Result<(), RecordError> {
        let mark = call.irregularity;
        let marked_oor = mark.is_some_and(Irregularity::is_out_of_rotation);
        if let Some(closed) = self.closed_by
            && !call.withdrawn
        {
            return Err(Self::error(index, call, "record-auction-after-close").arg("closed", closed + 1));
        }
        if call.withdrawn {
            // A change of call (Law 25) comes from the player who just
            // called; any other withdrawn call is an ordinary call that was
            // later cancelled.
            let expected = call.seat == self.turn || Some(call.seat) == self.last_caller;
            if !expected && !marked_oor && self.closed_by.is_none() {
                return Err(Self::error(index, call, "record-auction-out-of-rotation").arg("expected", self.turn));
            }
        } else if call.seat != self.turn && !marked_oor {
            return Err(Self::error(index, call, "record-auction-out-of-rotation").arg("expected", self.turn));
        } else if call.seat == self.turn && marked_oor {
            return Err(Self::error(index, call, "record-auction-marked-in-rotation"));
        }
        if mark.is_some_and(Irregularity::is_insufficient) {
            let last = self.last_bid.map(|(_, _, b)| b);
            match call.call {
                Call::Bid(bid) if !bid.is_sufficient_over(last) => {}
                Call::Bid(_) => {
                    let last = last.map_or_else(|| "none".to_owned(), |b| b.to_string());
                    return Err(Self::error(index, call, "record-auction-not-insufficient").arg("last", last));
                }
                _ => return Err(Self::error(index, call, "record-auction-insufficient-not-bid")),
            }
        }
        if call.withdrawn {
            // A cancelled double may well have been inadmissible (Law 36):
            // only calls that stand must be admissible.
            return Ok(());
        }
        match call.call {
            Call::Double => match self.last_bid {
                None => Err(Self::error(index, call, "record-auction-double-no-bid")),
                Some((_, bidder, bid)) if bidder.side() == call.seat.side() => {
                    Err(Self::error(index, call, "record-auction-double-own-side")
                        .arg("bid", bid)
                        .arg("bidder", bidder))
                }
                Some((_, _, bid)) if self.doubling != Doubling::Undoubled => {
                    Err(Self::error(index, call, "record-auction-double-twice").arg("bid", bid))
                }
                Some(_) => Ok(()),
            },
            Call::Redouble => match (self.last_bid, self.doubling, self.doubled_by) {
                (Some((_, _, bid)), Doubling::Doubled, Some(doubler)) if doubler.side() == call.seat.side() => {
                    Err(Self::error(index, call, "record-auction-redouble-own-double").arg("bid", bid))
                }
                (Some(_), Doubling::Doubled, _) => Ok(()),
                _ => Err(Self::error(index, call, "record-auction-redouble-no-double")),
            },
            Call::Pass | Call::Bid(_) => Ok(()),
        }
    }

    /// Whether `seat` may double or redouble here (Law 36: only an
    /// opponent's bid not yet doubled may be doubled, and only a double of
    /// one's own side's bid redoubled). Other calls are always admissible.
    pub fn admissible(&self, seat: Seat, call: Call) -> bool {
        match call {
            Call::Double => self
                .last_bid
                .is_some_and(|(_, bidder, _)| bidder.side() != seat.side() && self.doubling == Doubling::Undoubled),
            Call::Redouble => {
                self.last_bid.is_some()
                    && self.doubling == Doubling::Doubled
                    && self.doubled_by.is_some_and(|doubler| doubler.side() != seat.side())
            }
            Call::Pass | Call::Bid(_) => true,
        }
    }

    /// Applies call `index`. Withdrawn calls and calls after the close
    /// change nothing. Total: an impossible call is applied as well as it
    /// can be, so the accessors of an unchecked auction never fail.
    ///
    /// Returns the reversion when this pass would have closed the auction
    /// but Law 17D3 sends it back to a player who lost his turn.
    ///
    /// A call `in_rotation_by_law` (28A) skips no one: it is taken as made
    /// at its own player's turn for Law 17D3.
    pub(crate) fn apply(&mut self, index: usize, call: &AuctionCall, in_rotation_by_law: bool) -> Option<Reversion> {
        if call.withdrawn || self.closed_by.is_some() {
            return None;
        }
        let turn = if in_rotation_by_law { call.seat } else { self.turn };
        let caller_before = self.last_caller;
        self.standing_calls += 1;
        self.last_caller = Some(call.seat);
        self.turn = call.seat.next();
        match call.call {
            Call::Pass => {
                if let Some(slot) = self.passes.get_mut(self.passes_in_a_row) {
                    *slot = Some(PassInRun { index, seat: call.seat, turn, caller_before });
                }
                self.passes_in_a_row += 1;
            }
            Call::Bid(bid) => {
                self.passes_in_a_row = 0;
                self.last_bid = Some((index, call.seat, bid));
                self.doubling = Doubling::Undoubled;
                self.doubled_by = None;
            }
            Call::Double => {
                self.passes_in_a_row = 0;
                self.doubling = Doubling::Doubled;
                self.doubled_by = Some(call.seat);
            }
            Call::Redouble => {
                self.passes_in_a_row = 0;
                self.doubling = Doubling::Redoubled;
                self.doubled_by = Some(call.seat);
            }
        }
        let all_passed = self.passes_in_a_row == self.standing_calls;
        if (all_passed && self.passes_in_a_row >= 4) || (!all_passed && self.passes_in_a_row >= 3) {
            if let Some(reversion) = self.revert_to_a_player_who_lost_his_turn(all_passed) {
                return Some(reversion);
            }
            self.closed_by = Some(index);
        }
        None
    }

    /// Law 17D3 (2017; 17E2 in 2007, the same rule): three passes after a
    /// call do not end the auction when one of them was made out of
    /// rotation and cost a player his right to call. The three passes are
    /// the run's last three (after four passes, the first is the call they
    /// follow). A player skipped by such a pass who passed
    /// later in the run had his turn after all; one who did not lost it. The
    /// auction reverts to the first such player, and the passes from the one
    /// that skipped him on are cancelled: the run of passes, the last caller
    /// and the count are as they were before that pass, and the turn is his.
    fn revert_to_a_player_who_lost_his_turn(&mut self, all_passed: bool) -> Option<Reversion> {
        let run: Vec<PassInRun> = self.passes.iter().take(self.passes_in_a_row).flatten().copied().collect();
        let following = if all_passed { 1 } else { 0 };
        let (position, deprived) = run.iter().enumerate().skip(following).find_map(|(position, pass)| {
            let mut skipped = pass.turn;
            while skipped != pass.seat {
                if !run[position + 1..].iter().any(|later| later.seat == skipped) {
                    return Some((position, skipped));
                }
                skipped = skipped.next();
            }
            None
        })?;
        let cancelled: Vec<usize> = run[position..].iter().map(|pass| pass.index).collect();
        self.turn = deprived;
        self.last_caller = run[position].caller_before;
        self.standing_calls -= cancelled.len();
        self.passes_in_a_row = position;
        for slot in &mut self.passes[position..] {
            *slot = None;
        }
        Some(Reversion { to: deprived, cancelled })
    }
}

impl Auction {
    /// An auction with no call yet, `dealer` to call.
    pub fn new(dealer: Seat) -> Auction {
        Auction { dealer, calls: Vec::new(), in_rotation_by_law: Vec::new() }
    }

    /// The regular auction of `calls` made in rotation from `dealer`: no
    /// alert, no explanation, no mark.
    pub fn from_calls(dealer: Seat, calls: &[Call]) -> Auction {
        let calls = calls
            .iter()
            .enumerate()
            .map(|(i, call)| AuctionCall::new(Seat::from_index(dealer.index() + i), *call))
            .collect();
        Auction { dealer, calls, in_rotation_by_law: Vec::new() }
    }

    /// Checks that the record could have happened.
    ///
    /// # Errors
    /// A [`RecordError`] on the `Auction` field for the first call that
    /// cannot be, with arguments `number` (from 1, counting every call of
    /// the record), `seat` and `call`:
    /// - a call that stands after the auction closed (`closed`: the number
    ///   of the closing call);
    /// - a call by a player whose turn it was not, without the
    ///   out-of-rotation mark (`expected`: whose turn it was), or with the
    ///   mark when it was his turn;
    /// - a double with no bid to double, of his own side's bid, or of a bid
    ///   already doubled; a redouble with no double to redouble, or of his
    ///   own side's double;
    /// - the insufficient mark on a call that is not a bid, or on a bid that
    ///   is sufficient (`last`: the last bid);
    /// - more than [`MAX_CALLS`] calls (`count`, `max`).
    ///
    /// An insufficient bid without the mark is not an error, nor is a call
    /// out of rotation with it: they are irregularities the record holds.
    pub fn check(&self) -> Result<(), RecordError> {
        self.checked_outcome().map(|_| ())
    }

    /// [`Auction::check`] and [`Auction::outcome`] from one replay of the
    /// calls: a record's reading asks for both (issue 18: it replayed the
    /// auction six times).
    ///
    /// # Errors
    /// As [`Auction::check`].
    pub fn checked_outcome(&self) -> Result<(Option<FinalContract>, Option<Seat>), RecordError> {
        // A legal auction has at most 319 calls; irregular and withdrawn ones
        // add a few. Far more is not a record, and each call is replayed
        // from the start when the laws ask where the auction stood.
        if self.calls.len() > MAX_CALLS {
            return Err(RecordError::new("Auction", "record-auction-too-long")
                .arg("count", self.calls.len())
                .arg("max", MAX_CALLS));
        }
        let (state, cancelled) = self.replay(AuctionState::validate)?;
        Ok(self.outcome_of(&state, &cancelled))
    }

    /// Replays every call, each first checked by `check` against the state
    /// before it: the state after the last call, and the passes Law 17D3
    /// cancelled on the way (they do not stand).
    fn replay(
        &self,
        check: impl Fn(&AuctionState, usize, &AuctionCall) -> Result<(), RecordError>,
    ) -> Result<(AuctionState, Vec<usize>), RecordError> {
        let mut state = AuctionState::start(self.dealer);
        let mut cancelled = Vec::new();
        for (index, call) in self.calls.iter().enumerate() {
            check(&state, index, call)?;
            if let Some(reversion) = state.apply(index, call, self.in_rotation_by_law.contains(&index)) {
                cancelled.extend(reversion.cancelled);
            }
        }
        Ok((state, cancelled))
    }

    /// Where the auction stands after every call of the record.
    pub fn state(&self) -> AuctionState {
        self.state_before(self.calls.len())
    }

    /// Where the auction stood just before call `index` was made (after all
    /// the calls when `index` is past the end): whose turn it was, the last
    /// bid, and so on.
    pub fn state_before(&self, index: usize) -> AuctionState {
        let mut state = AuctionState::start(self.dealer);
        for (i, call) in self.calls.iter().enumerate().take(index) {
            let _reverted = state.apply(i, call, self.in_rotation_by_law.contains(&i));
        }
        state
    }

    /// Every time the auction was sent back to a player who lost his turn
    /// (Law 17D3), in the order it happened.
    pub fn reversions(&self) -> Vec<Reversion> {
        let mut state = AuctionState::start(self.dealer);
        self.calls
            .iter()
            .enumerate()
            .filter_map(|(i, call)| state.apply(i, call, self.in_rotation_by_law.contains(&i)))
            .collect()
    }

    /// The indices of the passes Law 17D3 cancelled when the auction
    /// reverted to a player who lost his turn.
    pub fn cancelled_passes(&self) -> Vec<usize> {
        self.reversions().into_iter().flat_map(|reversion| reversion.cancelled).collect()
    }

    /// Whether call `index` stands: not withdrawn in the record, and not
    /// cancelled by a reversion under Law 17D3.
    pub fn call_stands(&self, index: usize) -> bool {
        self.calls.get(index).is_some_and(AuctionCall::stands) && !self.cancelled_passes().contains(&index)
    }

    /// The calls that stand, in the order made: every call but the
    /// withdrawn ones and the passes a reversion cancelled (Law 17D3). In a
    /// checked auction they are in rotation, except the calls out of
    /// rotation that stand (see the module documentation).
    pub fn legal_calls(&self) -> Vec<&AuctionCall> {
        let cancelled = self.cancelled_passes();
        self.calls.iter().enumerate().filter(|(i, c)| c.stands() && !cancelled.contains(i)).map(|(_, c)| c).collect()
    }

    /// Whether the auction has closed: four passes, or three passes after
    /// any other call, unless one of them cost a player his turn (Law 17D3).
    pub fn is_closed(&self) -> bool {
        self.state().is_closed()
    }

    /// Whose turn it is now, in rotation. Once the auction has closed this
    /// is the player after the last caller, who will not call again.
    pub fn next_seat(&self) -> Seat {
        self.state().turn
    }

    /// The last bid that stands: its index in [`Auction::calls`], who made
    /// it, and the bid. This is the highest bid, unless an insufficient bid
    /// stands (pending, or accepted): then it is that bid, the one later bids
    /// must overcall.
    pub fn highest_bid(&self) -> Option<(usize, Seat, Bid)> {
        self.state().last_bid
    }

    /// The outcome of a closed auction: the last bid with its doubling, or
    /// [`FinalContract::PassedOut`] after four passes. `None` while the
    /// auction is not closed.
    pub fn final_contract(&self) -> Option<FinalContract> {
        self.outcome().0
    }

    /// Declarer of a closed auction: of the side that made the final bid,
    /// the player who first named its strain (in a bid that stands). `None`
    /// while the auction is not closed, and when it was passed out.
    pub fn declarer(&self) -> Option<Seat> {
        self.outcome().1
    }

    /// [`Auction::final_contract`] and [`Auction::declarer`] together, from
    /// one replay of the auction (issue 18: a record's reading asked for
    /// each several times, and each replayed the calls from the first; the
    /// declarer twice, for the state and for the calls that stand).
    pub fn outcome(&self) -> (Option<FinalContract>, Option<Seat>) {
        match self.replay(|_, _, _| Ok(())) {
            Ok((state, cancelled)) => self.outcome_of(&state, &cancelled),
            // (Nothing is checked on the way: no replay fails.)
            Err(_) => (None, None),
        }
    }

    /// The contract and declarer once every call is replayed into `state`,
    /// `cancelled` the passes Law 17D3 cancelled.
    fn outcome_of(&self, state: &AuctionState, cancelled: &[usize]) -> (Option<FinalContract>, Option<Seat>) {
        if state.closed_by.is_none() {
            return (None, None);
        }
        let Some((_, bidder, last)) = state.last_bid else {
            return (Some(FinalContract::PassedOut), None);
        };
        let contract = Contract { level: last.level, strain: last.strain, doubled: state.doubling };
        let declarer = self
            .calls
            .iter()
            .enumerate()
            .filter(|(i, c)| c.stands() && !cancelled.contains(i))
            .find(|(_, c)| c.seat.side() == bidder.side() && c.call.bid().is_some_and(|b| b.strain == last.strain))
            .map(|(_, c)| c.seat);
        (Some(FinalContract::Contract(contract)), declarer)
    }
}

// Test helpers take their values by value (`helper(json!(…))` reads best);
// generated data is small.
#[allow(clippy::needless_pass_by_value, clippy::cast_possible_truncation)]
#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use Seat::{E, N, S, W};
    use proptest::prelude::*;

    fn bid(text: &str) -> Bid {
        text.parse().unwrap()
    }

    fn calls(text: &str) -> Vec<Call> {
        text.split_whitespace().map(|t| t.parse().unwrap()).collect()
    }

    fn auction(dealer: Seat, text: &str) -> Auction {
        Auction::from_calls(dealer, &calls(text))
    }

    #[test]
    fn an_auction_longer_than_any_is_refused() {
        let seats = [Seat::N, Seat::E, Seat::S, Seat::W];
        let calls: Vec<AuctionCall> = (0..=MAX_CALLS).map(|i| AuctionCall::new(seats[i % 4], Call::Pass)).collect();
        let error = Auction { dealer: Seat::N, calls, in_rotation_by_law: Vec::new() }.check().unwrap_err();
        assert_eq!((error.message_id, error.arg_value("max")), ("record-auction-too-long", Some("400")));
    }

    #[test]
    fn bids_order_by_level_then_strain() {
        assert!(bid("1C") < bid("1D"));
        assert!(bid("1S") < bid("1NT"));
        assert!(bid("1NT") < bid("2C"));
        assert!(bid("7NT") > bid("7S"));
        assert_eq!(bid("3n"), bid("3NT"));
        assert_eq!(bid("3nt").to_string(), "3NT");
        assert_eq!(bid("4s").to_string(), "4S");
        for bad in ["", "0S", "8H", "1", "1Z", "S1", "1NTX", "10S"] {
            assert!(bad.parse::<Bid>().is_err(), "{bad}");
        }
        assert_eq!(Bid::new(8, Strain::Clubs), None);
    }

    #[test]
    fn calls_read_pbn_and_lin_spellings() {
        for (text, shown) in [
            ("Pass", "Pass"),
            ("PASS", "Pass"),
            ("pass", "Pass"),
            ("P", "Pass"),
            ("p", "Pass"),
            ("X", "X"),
            ("x", "X"),
            ("D", "X"),
            ("d", "X"),
            ("XX", "XX"),
            ("xx", "XX"),
            ("R", "XX"),
            ("r", "XX"),
            ("1N", "1NT"),
            ("1NT", "1NT"),
            ("1nt", "1NT"),
            ("2d", "2D"),
            ("7C", "7C"),
        ] {
            assert_eq!(text.parse::<Call>().unwrap().to_string(), shown, "{text}");
        }
        for bad in ["", "AP", "-", "XXX", "8C", "Passe", "1X"] {
            assert!(bad.parse::<Call>().is_err(), "{bad}");
        }
        assert!(Call::Bid(bid("1H")).is_bid());
        assert!(!Call::Pass.is_bid());
        assert_eq!(Call::Double.bid(), None);
        assert_eq!(Call::Bid(bid("1H")).bid(), Some(bid("1H")));
    }

    #[test]
    fn calls_and_bids_are_json_strings() {
        assert_eq!(serde_json::to_string(&Call::Pass).unwrap(), "\"Pass\"");
        assert_eq!(serde_json::to_string(&Call::Redouble).unwrap(), "\"XX\"");
        assert_eq!(serde_json::to_string(&Call::Bid(bid("1N"))).unwrap(), "\"1NT\"");
        assert_eq!(serde_json::from_str::<Call>("\"x\"").unwrap(), Call::Double);
        assert!(serde_json::from_str::<Call>("\"Z\"").is_err());
        assert_eq!(serde_json::from_str::<Bid>("\"2s\"").unwrap(), bid("2S"));
    }

    #[test]
    fn the_lowest_sufficient_bid() {
        use Strain::{Clubs, Hearts, NoTrump, Spades};
        assert_eq!(lowest_sufficient_bid(Hearts, None), Some(bid("1H")));
        assert_eq!(lowest_sufficient_bid(Spades, Some(bid("1H"))), Some(bid("1S")));
        assert_eq!(lowest_sufficient_bid(Clubs, Some(bid("1H"))), Some(bid("2C")));
        assert_eq!(lowest_sufficient_bid(Hearts, Some(bid("1H"))), Some(bid("2H")));
        assert_eq!(lowest_sufficient_bid(NoTrump, Some(bid("7S"))), Some(bid("7NT")));
        assert_eq!(lowest_sufficient_bid(Spades, Some(bid("7S"))), None);
        assert_eq!(lowest_sufficient_bid(Clubs, Some(bid("7NT"))), None);
        assert!(bid("1S").is_sufficient_over(Some(bid("1H"))));
        assert!(!bid("1D").is_sufficient_over(Some(bid("1H"))));
        assert!(!bid("1H").is_sufficient_over(Some(bid("1H"))));
        assert!(bid("1C").is_sufficient_over(None));
    }

    #[test]
    fn a_regular_auction_gives_contract_and_declarer() {
        // Schiphol 1995 (PBN 2.1 §1.2): 5HX by South.
        let a = auction(N, "1D 1S 3H 4S 4NT X Pass Pass 5C X 5H X Pass Pass Pass");
        a.check().unwrap();
        assert!(a.is_closed());
        assert_eq!(a.final_contract().unwrap().to_string(), "5HX");
        assert_eq!(a.declarer(), Some(S));
        assert_eq!(a.highest_bid(), Some((10, S, bid("5H"))));
        assert_eq!(a.legal_calls().len(), 15);
    }

    #[test]
    fn declarer_is_the_first_of_the_side_to_name_the_strain() {
        // North opens 1H, South raises to 4H: North declares.
        let a = auction(N, "1H Pass 2H Pass 4H Pass Pass Pass");
        assert_eq!(a.declarer(), Some(N));
        // East names spades first, West ends in 4S: East declares.
        let a = auction(N, "1H 1S 2H 2S Pass 4S Pass Pass Pass");
        assert_eq!(a.declarer(), Some(E));
        assert_eq!(a.final_contract().unwrap().to_string(), "4S");
        // Redoubled.
        let a = auction(W, "1NT X XX Pass Pass Pass");
        a.check().unwrap();
        assert_eq!(a.final_contract().unwrap().to_string(), "1NTXX");
        assert_eq!(a.declarer(), Some(W));
        // A new bid clears the double.
        let a = auction(W, "1NT X 2C Pass Pass Pass");
        assert_eq!(a.final_contract().unwrap().to_string(), "2C");
        assert_eq!(a.declarer(), Some(E));
    }

    #[test]
    fn four_passes_pass_the_board_out() {
        let a = auction(E, "Pass Pass Pass");
        assert!(!a.is_closed());
        assert_eq!(a.next_seat(), N);
        assert_eq!(a.final_contract(), None);
        let a = auction(E, "Pass Pass Pass Pass");
        assert!(a.is_closed());
        assert_eq!(a.final_contract(), Some(FinalContract::PassedOut));
        assert_eq!(a.declarer(), None);
        // Three passes after an opening in fourth seat close it.
        let a = auction(E, "Pass Pass Pass 1C Pass Pass Pass");
        assert!(a.is_closed());
        assert_eq!(a.declarer(), Some(N));
    }

    #[test]
    fn whose_turn_it_is() {
        let a = auction(S, "1C Pass");
        assert_eq!(a.next_seat(), N);
        assert!(!a.is_closed());
        assert_eq!(a.final_contract(), None);
        assert_eq!(a.declarer(), None);
        assert_eq!(Auction::new(W).next_seat(), W);
        let state = a.state_before(1);
        assert_eq!(state.turn, W);
        assert_eq!(state.last_bid, Some((0, S, bid("1C"))));
    }

    #[test]
    fn a_call_after_the_close_is_impossible() {
        let a = auction(N, "1H Pass Pass Pass 2H");
        let error = a.check().unwrap_err();
        assert_eq!(error.field, "Auction");
        assert_eq!(error.message_id, "record-auction-after-close");
        assert_eq!(error.arg_value("number"), Some("5"));
        assert_eq!(error.arg_value("seat"), Some("N"));
        assert_eq!(error.arg_value("call"), Some("2H"));
        assert_eq!(error.arg_value("closed"), Some("4"));
        let text = error.localized();
        assert!(text.en.contains("Call 5") && text.en.contains("North") && text.en.contains("2H"), "{}", text.en);
        assert!(text.fr.contains("5") && text.fr.contains("Nord") && text.fr.contains("2H"), "{}", text.fr);
        // Four passes close it too.
        let error = auction(N, "Pass Pass Pass Pass Pass").check().unwrap_err();
        assert_eq!(error.message_id, "record-auction-after-close");
    }

    #[test]
    fn inadmissible_doubles_and_redoubles_are_impossible() {
        for (dealer, text, id, number) in [
            (N, "X", "record-auction-double-no-bid", 1),
            (N, "Pass Pass X", "record-auction-double-no-bid", 3),
            (N, "1H Pass X", "record-auction-double-own-side", 3),
            (N, "1H Pass 2H Pass X", "record-auction-double-own-side", 5),
            (N, "1H X XX X", "record-auction-double-twice", 4),
            (N, "1H X Pass X", "record-auction-double-twice", 4),
            (N, "XX", "record-auction-redouble-no-double", 1),
            (N, "1H XX", "record-auction-redouble-no-double", 2),
            (N, "1H X XX Pass Pass XX", "record-auction-redouble-no-double", 6),
            (N, "1H X Pass XX", "record-auction-redouble-own-double", 4),
        ] {
            let a = auction(dealer, text);
            let error = a.check().unwrap_err();
            assert_eq!(error.message_id, id, "{text}");
            // `admissible` says the same of the call refused.
            let last = &a.calls[number - 1];
            assert!(!a.state_before(number - 1).admissible(last.seat, last.call), "{text}");
            assert_eq!(error.arg_value("number"), Some(number.to_string().as_str()), "{text}");
            let rendered = error.localized();
            assert_ne!(rendered.en, id);
            assert_ne!(rendered.fr, id);
        }
        // Doubling after partner's pass, and redoubling partner's bid, are fine.
        for text in ["1H Pass Pass X XX", "1H X Pass Pass XX"] {
            let a = auction(N, text);
            a.check().unwrap();
            assert!(
                (0..a.calls.len()).all(|i| a.state_before(i).admissible(a.calls[i].seat, a.calls[i].call)),
                "{text}"
            );
        }
    }

    #[test]
    fn an_insufficient_bid_is_held_not_refused() {
        // East bids 1D over North's 1H, unmarked: the record holds it.
        let a = auction(N, "1H 1D");
        a.check().unwrap();
        assert_eq!(a.highest_bid(), Some((1, E, bid("1D"))));
        assert_eq!(a.next_seat(), S);
        // Marked (PBN ^I) and accepted: South may bid 1H over it, and the
        // auction can end there.
        let mut a = auction(N, "1H 1D 1H Pass Pass Pass");
        a.calls[1].irregularity = Some(Irregularity::Insufficient);
        a.check().unwrap();
        assert_eq!(a.final_contract().unwrap().to_string(), "1H");
        assert_eq!(a.declarer(), Some(N));
        // The mark on a sufficient bid, or on a pass, contradicts the record.
        let mut a = auction(N, "1H 2D");
        a.calls[1].irregularity = Some(Irregularity::Insufficient);
        let error = a.check().unwrap_err();
        assert_eq!(error.message_id, "record-auction-not-insufficient");
        assert_eq!(error.arg_value("last"), Some("1H"));
        let mut a = auction(N, "1H Pass");
        a.calls[1].irregularity = Some(Irregularity::Insufficient);
        assert_eq!(a.check().unwrap_err().message_id, "record-auction-insufficient-not-bid");
        let mut a = auction(N, "1H");
        a.calls[0].irregularity = Some(Irregularity::Insufficient);
        assert_eq!(a.check().unwrap_err().message_id, "record-auction-not-insufficient");
    }

    #[test]
    fn a_call_out_of_rotation_needs_its_mark() {
        // West deals; North opens 1D (PBN "^S 1D").
        let mut a = Auction::new(W);
        a.calls.push(AuctionCall::new(N, Call::Bid(bid("1D"))));
        let error = a.check().unwrap_err();
        assert_eq!(error.message_id, "record-auction-out-of-rotation");
        assert_eq!(error.arg_value("expected"), Some("W"));
        assert!(error.localized().en.contains("West"), "{}", error.localized().en);
        a.calls[0].irregularity = Some(Irregularity::OutOfRotation);
        a.check().unwrap();
        // West has lost his turn: East calls next.
        assert_eq!(a.next_seat(), E);
        // The mark on a call in rotation contradicts the record.
        let mut a = auction(W, "1D");
        a.calls[0].irregularity = Some(Irregularity::OutOfRotation);
        assert_eq!(a.check().unwrap_err().message_id, "record-auction-marked-in-rotation");
    }

    #[test]
    fn withdrawn_calls_do_not_count() {
        // North 1H, East 1D insufficient, replaced by 2D; South passes.
        let mut a = auction(N, "1H 1D");
        a.calls[1].irregularity = Some(Irregularity::Insufficient);
        a.calls[1].withdrawn = true;
        a.calls.push(AuctionCall::new(E, Call::Bid(bid("2D"))));
        a.calls.push(AuctionCall::new(S, Call::Pass));
        a.check().unwrap();
        assert_eq!(a.legal_calls().iter().map(|c| c.call.to_string()).collect::<Vec<_>>(), ["1H", "2D", "Pass"]);
        assert_eq!(a.next_seat(), W);
        assert_eq!(a.highest_bid(), Some((2, E, bid("2D"))));
        // A cancelled call out of rotation: East bid before North; North calls.
        let mut a = Auction::new(N);
        a.calls.push(AuctionCall {
            irregularity: Some(Irregularity::OutOfRotation),
            withdrawn: true,
            ..AuctionCall::new(E, Call::Bid(bid("1S")))
        });
        a.calls.push(AuctionCall::new(N, Call::Pass));
        a.check().unwrap();
        assert_eq!(a.next_seat(), E);
        // A change of call (Law 25): East's 2S, withdrawn, after his 1S.
        let mut a = auction(N, "1H 1S");
        a.calls.push(AuctionCall { withdrawn: true, ..AuctionCall::new(E, Call::Bid(bid("2S"))) });
        a.check().unwrap();
        assert_eq!(a.next_seat(), S);
        // An unmarked withdrawn call by a third player is out of rotation.
        let mut a = auction(N, "1H");
        a.calls.push(AuctionCall { withdrawn: true, ..AuctionCall::new(W, Call::Pass) });
        assert_eq!(a.check().unwrap_err().message_id, "record-auction-out-of-rotation");
        // A withdrawn pass does not close the auction; a cancelled call after
        // the close (Law 39) is held.
        let mut a = auction(N, "1H Pass Pass");
        a.calls.push(AuctionCall { withdrawn: true, ..AuctionCall::new(W, Call::Pass) });
        assert!(!a.is_closed());
        a.calls.push(AuctionCall::new(W, Call::Pass));
        a.calls.push(AuctionCall { withdrawn: true, ..AuctionCall::new(N, Call::Bid(bid("2H"))) });
        a.check().unwrap();
        assert!(a.is_closed());
        assert_eq!(a.final_contract().unwrap().to_string(), "1H");
    }

    /// A pass out of rotation, marked.
    fn pass_out_of_rotation(seat: Seat) -> AuctionCall {
        AuctionCall { irregularity: Some(Irregularity::OutOfRotation), ..AuctionCall::new(seat, Call::Pass) }
    }

    /// Law 17D3 (2007 17E2), the EBU TD forum's two examples ("End of
    /// auction"): three passes after a call, one of them out of rotation at
    /// a player's turn he never had again, do not close the auction; it
    /// reverts to him, the passes from the one that skipped him cancelled.
    #[test]
    fn three_passes_that_skipped_a_player_revert_the_auction_to_him() {
        // North opens 1C; South passes at East's turn; West and North pass.
        let mut a = auction(N, "1C");
        a.calls.push(pass_out_of_rotation(S));
        a.calls.push(AuctionCall::new(W, Call::Pass));
        a.calls.push(AuctionCall::new(N, Call::Pass));
        a.check().unwrap();
        assert!(!a.is_closed());
        assert_eq!(a.next_seat(), E);
        assert_eq!(a.reversions(), vec![Reversion { to: E, cancelled: vec![1, 2, 3] }]);
        assert_eq!(a.legal_calls().len(), 1);
        assert!(a.call_stands(0) && !a.call_stands(1) && !a.call_stands(3));
        // East passes, then South and West: closed on 1C by North.
        for seat in [E, S, W] {
            a.calls.push(AuctionCall::new(seat, Call::Pass));
        }
        a.check().unwrap();
        assert_eq!((a.final_contract().unwrap().to_string(), a.declarer()), ("1C".to_owned(), Some(N)));
        // North 1C, East passes, South 2C, North passes at West's turn, East
        // and South pass: West never called over 2C.
        let mut a = auction(N, "1C Pass 2C");
        a.calls.push(pass_out_of_rotation(N));
        a.calls.push(AuctionCall::new(E, Call::Pass));
        a.calls.push(AuctionCall::new(S, Call::Pass));
        a.check().unwrap();
        assert_eq!(a.reversions(), vec![Reversion { to: W, cancelled: vec![3, 4, 5] }]);
        assert_eq!(a.next_seat(), W);
        // West bids; the auction goes on normally.
        a.calls.push(AuctionCall::new(W, Call::Bid(bid("2D"))));
        a.check().unwrap();
        assert_eq!(a.next_seat(), N);
        assert_eq!(a.highest_bid(), Some((6, W, bid("2D"))));
    }

    /// What Law 17D3 does not touch: a player skipped who passed later in
    /// the run had his turn; the first of four passes is the call the three
    /// follow; an auction with two passes after a bid is not closing.
    #[test]
    fn a_pass_out_of_rotation_that_cost_nobody_a_turn_closes_as_usual() {
        // East passes at North's turn (dealer), South, West and North pass:
        // four passes, North passed in the end.
        let mut a = Auction::new(N);
        a.calls.push(pass_out_of_rotation(E));
        for seat in [S, W, N] {
            a.calls.push(AuctionCall::new(seat, Call::Pass));
        }
        a.check().unwrap();
        assert!(a.is_closed() && a.reversions().is_empty());
        assert_eq!(a.final_contract(), Some(FinalContract::PassedOut));
        // North deals and passes, East passes, West passes at South's turn:
        // three passes are not four (the Hellenic federation's example 14).
        let mut a = auction(N, "Pass Pass");
        a.calls.push(pass_out_of_rotation(W));
        a.check().unwrap();
        assert!(!a.is_closed() && a.reversions().is_empty());
        // North passes: four passes, South skipped by West's and never
        // called: back to South; West's and North's passes cancelled.
        a.calls.push(AuctionCall::new(N, Call::Pass));
        a.check().unwrap();
        assert_eq!(a.reversions(), vec![Reversion { to: S, cancelled: vec![2, 3] }]);
        assert_eq!(a.next_seat(), S);
        // South and West pass: four passes in rotation, passed out.
        a.calls.push(AuctionCall::new(S, Call::Pass));
        a.calls.push(AuctionCall::new(W, Call::Pass));
        a.check().unwrap();
        assert_eq!(a.final_contract(), Some(FinalContract::PassedOut));
    }

    #[test]
    fn json_form() {
        let mut a = auction(N, "1H 2NT");
        a.calls[1].alerted = true;
        a.calls[1].explanation = Some("both minors".into());
        let json = serde_json::to_value(&a).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"dealer": "N", "calls": [
                {"seat": "N", "call": "1H"},
                {"seat": "E", "call": "2NT", "alerted": true, "explanation": "both minors"}
            ]})
        );
        let back: Auction = serde_json::from_value(json).unwrap();
        assert_eq!(back, a);
        let marked: Auction = serde_json::from_str(
            r#"{"dealer": "W", "calls": [{"seat": "N", "call": "1d", "irregularity": "out_of_rotation"}]}"#,
        )
        .unwrap();
        assert_eq!(marked.calls[0].irregularity, Some(Irregularity::OutOfRotation));
        assert!(serde_json::from_str::<Auction>(r#"{"dealer": "W", "calls": [{"seat": "N", "call": "9D"}]}"#).is_err());
    }

    proptest! {
        #[test]
        fn generated_auctions_are_possible(a in crate::strategies::any_auction(true)) {
            a.check().unwrap();
        }

        /// The check's replay gives the contract and declarer the outcome's
        /// own replay gives, closed or not (a record's reading takes them
        /// from the check).
        #[test]
        fn the_checked_outcome_is_the_outcome(a in crate::strategies::any_auction(true), cut in 0usize..40) {
            let mut open = a.clone();
            open.calls.truncate(cut.min(a.calls.len()));
            for auction in [a, open] {
                prop_assert_eq!(auction.checked_outcome().unwrap(), auction.outcome());
            }
        }

        #[test]
        fn auctions_round_trip_through_json(a in crate::strategies::any_auction(true)) {
            let text = serde_json::to_string(&a).unwrap();
            let back: Auction = serde_json::from_str(&text).unwrap();
            prop_assert_eq!(back, a);
        }

        #[test]
        fn declarer_is_the_first_of_the_final_side_to_name_the_final_strain(a in crate::strategies::any_auction(false)) {
            let Some(FinalContract::Contract(contract)) = a.final_contract() else {
                return Ok(());
            };
            let (_, last_bidder, _) = a.highest_bid().unwrap();
            // Straightforward reading of the definition, call by call.
            let mut expected = None;
            for call in &a.calls {
                if let Call::Bid(b) = call.call
                    && b.strain == contract.strain
                    && call.seat.side() == last_bidder.side()
                {
                    expected = Some(call.seat);
                    break;
                }
            }
            prop_assert_eq!(a.declarer(), expected);
            prop_assert!(expected.is_some());
        }
    }
}
