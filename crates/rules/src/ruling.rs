//! The shared vocabulary of the engine (DESIGN §2): what comes in
//! ([`Incident`]) and what goes out ([`Decision`]), for both games.
//!
//! These types are the contract thin clients and club scoring software are
//! written against: field names are stable, and every variant is typed. There
//! is deliberately no free-text rectification: a law that needs a new
//! consequence adds a variant here.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::bridge::card::Card;
use crate::bridge::card::Seat;
use crate::text::Localized;

/// An irregularity reported to the director or arbiter.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Incident {
    /// The kind of irregularity, e.g. `bridge.trick_orientation`
    /// (`GET /v1/rulesets/{id}` lists the kinds a ruleset covers).
    pub kind: String,
    /// Facts known so far, by fact id (`GET /v1/rulesets/{id}/kinds/{kind}`
    /// lists each fact's type and allowed values). Unknown facts are simply
    /// left out: the decision asks for those it needs.
    #[serde(default)]
    #[schema(value_type = Object)]
    pub facts: BTreeMap<String, Value>,
    /// The deal as played, when the club software has it. The engine derives
    /// from it what it can instead of asking.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<Record>,
    /// Elections made by the players entitled to them: choice id → option id.
    #[serde(default)]
    pub choices: BTreeMap<String, String>,
    /// The result of the deal once it is over, to settle conditional rulings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Object>)]
    pub outcome: Option<Value>,
}

/// A deal record, in one of the formats the engine reads.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Record {
    /// A bridge deal in PBN 2.1 text (tags `Deal`, `Contract`, `Declarer`,
    /// section `Play`, …). When the text holds several boards, `board` picks one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pbn: Option<String>,
    /// A bridge deal in BBO's LIN text (`md`, `sv`, `mb`, `an`, `pc`, `mc`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lin: Option<String>,
    /// A bridge deal as JSON, for clients that build the record themselves.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<crate::bridge::deal_record::DealRecord>)]
    pub json: Option<Value>,
    /// The board number to take from a PBN or LIN text holding several boards.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<u32>,
}

/// Where the interview stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Facts are missing: see `questions`.
    NeedsFacts,
    /// A player must choose between options: see `choice`.
    AwaitingChoice,
    /// The ruling depends on the result of the deal: see `conditional`.
    AwaitingOutcome,
    /// The ruling is complete.
    Complete,
}

impl Status {
    /// The status as the stable string used in the API and the store.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::NeedsFacts => "needs_facts",
            Status::AwaitingChoice => "awaiting_choice",
            Status::AwaitingOutcome => "awaiting_outcome",
            Status::Complete => "complete",
        }
    }
}

/// The ruleset a decision was given under.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct RulesetRef {
    /// Ruleset id, e.g. `ffb-2017`.
    pub id: String,
    /// Ruleset version: changes whenever a parameter or a rule changes.
    pub version: String,
}

/// The engine's conclusion on an incident.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Decision {
    /// The kind of irregularity ruled on.
    pub kind: String,
    /// The ruleset applied.
    pub ruleset: RulesetRef,
    /// The version of the engine that gave the decision.
    pub engine_version: String,
    /// Where the interview stands.
    pub status: Status,
    /// When `status` is `needs_facts`: the facts still needed, most decisive
    /// first. Send them back in `facts` with the rest.
    pub questions: Vec<Question>,
    /// When `status` is `awaiting_choice`: who chooses, and the options.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub choice: Option<Choice>,
    /// Everything already determined, as typed values.
    pub rectifications: Vec<Rectification>,
    /// Consequences that depend on the result of the deal.
    pub conditional: Vec<Conditional>,
    /// Information that became authorized or unauthorized, and for whom.
    pub information: Vec<Information>,
    /// What the engine computed from the deal record, when one was given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub derived: Option<Derived>,
    /// The laws applied, most specific first.
    pub citations: Vec<Citation>,
    /// The ruling as a director would announce it.
    pub summary: Localized,
    /// Each rule consulted, in order (only with `?explain=true`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub trace: Option<Vec<TraceStep>>,
}

/// The type of a fact, which tells a client how to ask for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum FactType {
    /// `true` or `false`.
    Boolean,
    /// One of the listed string values.
    Enum,
    /// A whole number between `min` and `max`.
    Integer,
    /// A bridge seat: `N`, `E`, `S` or `W`.
    Seat,
}

/// One allowed value of a fact, with its label.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct FactOption {
    /// The JSON value to send.
    #[schema(value_type = Object)]
    pub value: Value,
    /// What to show the director.
    pub label: Localized,
}

/// A fact the engine needs, as a question a client can draw by itself.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Question {
    /// The fact id to answer in `facts`.
    pub id: String,
    /// The type of the answer.
    #[serde(rename = "type")]
    pub fact_type: FactType,
    /// The question to ask the director.
    pub text: Localized,
    /// The allowed JSON values (booleans, enums, seats).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<Vec<Object>>)]
    pub values: Option<Vec<Value>>,
    /// The allowed values with their labels, in the same order as `values`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub options: Option<Vec<FactOption>>,
    /// The smallest allowed value (integers).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min: Option<i64>,
    /// The largest allowed value (integers).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<i64>,
    /// The id of the rule that needs this fact.
    pub rule: String,
}

/// An election a player is entitled to make.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Choice {
    /// The choice id to answer in `choices`.
    pub id: String,
    /// Who chooses.
    pub holder: Role,
    /// The law that grants the choice.
    pub law: Citation,
    /// Every option, with the rectifications it would lead to.
    pub options: Vec<ChoiceOption>,
}

/// One option of a [`Choice`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct ChoiceOption {
    /// The option id to send.
    pub id: String,
    /// The option as the director states it to the table.
    pub label: Localized,
    /// What follows if this option is chosen.
    pub rectifications: Vec<Rectification>,
}

/// A consequence that depends on the result of the deal.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Conditional {
    /// The outcome id this branch applies to.
    pub when: String,
    /// The outcome in words.
    pub label: Localized,
    /// What follows in that case.
    pub rectifications: Vec<Rectification>,
}

/// Whether information may be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum InformationStatus {
    /// The players named may use it.
    Authorized,
    /// The players named may not base a call or play on it (Law 16).
    Unauthorized,
}

/// A group of players, named by their role in the incident.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Party {
    /// The side that committed the irregularity.
    OffendingSide,
    /// The other side.
    NonOffendingSide,
    /// The partner of the player who committed the irregularity.
    OffendersPartner,
    /// Declarer (and dummy).
    DeclaringSide,
    /// The two defenders.
    Defenders,
}

/// Information that became authorized or unauthorized.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Information {
    /// Authorized or unauthorized.
    pub status: InformationStatus,
    /// For whom.
    pub holder: Party,
    /// What the information is.
    pub about: Localized,
    /// The law that makes it so.
    pub citation: Citation,
}

/// One player, named by his relation to the player who committed the
/// irregularity (the offender), or by his role in the play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// The player who committed the irregularity.
    Offender,
    /// The offender's partner.
    OffendersPartner,
    /// The offender's left-hand opponent (the next player in rotation).
    OffendersLho,
    /// The offender's right-hand opponent.
    OffendersRho,
    /// Declarer.
    Declarer,
}

/// How long something lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Until {
    /// Until the player's next turn to call, included.
    NextTurn,
    /// Until the end of the auction.
    EndOfAuction,
    /// Until the end of the play of the deal.
    EndOfDeal,
    /// Until the players agree on the number of tricks, or the director has ruled.
    TricksAgreed,
}

/// How a trick count was established.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum TrickCountBasis {
    /// Computed by the engine from the play record, trick by trick.
    PlayRecord,
    /// Reported by the director after reconstructing the play at the table.
    DirectorReconstruction,
}

/// A rectification or consequence, as a typed value a program can apply.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Rectification {
    /// The card turned the wrong way is turned the right way now (Law 65B3).
    CardOrientationCorrected,
    /// No one may correct a played card's orientation any more: the cards
    /// stay as they are for the given period (Law 65B3 once the right expired).
    CardsLeftAsPlaced {
        /// Until when.
        until: Until,
    },
    /// No player may disturb the order of his played cards (Law 65D).
    PlayedCardsUndisturbed {
        /// Until when.
        until: Until,
    },
    /// The director reconstructs the play card by card to settle the count.
    PlayReconstructed,
    /// The number of tricks each side won, as established by the director.
    TricksEstablished {
        /// Declarer, when known.
        #[serde(skip_serializing_if = "Option::is_none")]
        declarer: Option<Seat>,
        /// Tricks won by declarer's side.
        declarer_side: u8,
        /// Tricks won by the defenders.
        defenders: u8,
        /// How the count was established.
        basis: TrickCountBasis,
    },
    /// The result obtained at the table stands.
    ResultStands,
    /// The irregular call is accepted and stands as a legal call.
    CallAccepted {
        /// Whose call.
        player: Role,
    },
    /// The call is cancelled (or withdrawn) and does not count in the auction.
    CallCancelled {
        /// Whose call.
        player: Role,
    },
    /// The player's first call stands; the attempted change is cancelled.
    FirstCallStands {
        /// Whose call.
        player: Role,
    },
    /// The intended call replaces the unintended one.
    IntendedCallReplaces {
        /// Whose call.
        player: Role,
    },
    /// The irregular call must be replaced by a legal call.
    CallMustBeReplaced {
        /// Who replaces it.
        player: Role,
    },
    /// The turn to call goes back to the player whose turn it was.
    TurnReverts {
        /// To whom.
        to: Role,
    },
    /// The player must pass, for the period given.
    MustPass {
        /// Who.
        player: Role,
        /// Until when: his next turn, or the end of the auction.
        until: Until,
    },
    /// The player must repeat, at his turn, the call he made out of rotation.
    MustRepeatCall {
        /// Who.
        player: Role,
    },
    /// The player may bid or pass but not double or redouble, for the period given.
    MayNotDoubleOrRedouble {
        /// Who.
        player: Role,
        /// Until when.
        until: Until,
    },
    /// A lead restriction that awaits the offender's partner's first turn to
    /// lead, if the offender becomes a defender (Law 26).
    LeadRestriction {
        /// Who is restricted.
        player: Role,
        /// Who chooses the restriction.
        chosen_by: Role,
        /// Which suits: those of the withdrawn call, or any one suit.
        suits: LeadSuits,
        /// What the chooser may do.
        options: Vec<LeadOption>,
        /// How long a prohibition lasts.
        lasts: LeadRestrictionLasts,
    },
    /// The exposed cards stay face up on the table.
    CardsFaceUp {
        /// Whose cards.
        player: Role,
        /// Until when.
        until: Until,
    },
    /// The exposed cards go back into the player's hand, with nothing more.
    CardsReturnedToHand {
        /// Whose cards.
        player: Role,
    },
    /// The exposed cards become penalty cards (Law 50).
    PenaltyCards {
        /// Whose cards.
        player: Role,
        /// How many.
        count: u8,
        /// Major or minor.
        kind: PenaltyCardKind,
    },
    /// The director will review the result at the end of play and adjust the
    /// score if the non-offending side was damaged (Laws 23, 27D).
    DirectorReview {
        /// The law under which the review takes place.
        law: String,
        /// What is reviewed.
        reason: ReviewReason,
    },
    /// The law that governs this case is not implemented by the engine: the
    /// director rules himself. Stated rather than guessed.
    NotImplemented {
        /// The law.
        law: String,
    },
    /// Another law governs this irregularity: the incident is ruled under it.
    RuledUnder {
        /// The incident kind to use.
        kind: String,
        /// The law that sends there.
        law: String,
    },
}

/// The suits of a lead restriction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LeadSuits {
    /// The suit(s) specified in the withdrawn call that the same player did
    /// not specify in the legal auction (Law 26A2); declarer picks one if several.
    WithdrawnCallSuits,
    /// Any one suit, of declarer's choosing (Law 26B).
    AnyOneSuit,
}

/// What declarer may do about the lead.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LeadOption {
    /// Require the lead of the suit.
    Require,
    /// Forbid the lead of the suit.
    Forbid,
}

/// How long a lead prohibition lasts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LeadRestrictionLasts {
    /// For as long as the offender's partner keeps the lead.
    WhilePartnerRetainsLead,
}

/// A major or minor penalty card (Law 50B).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyCardKind {
    /// Major: an honour, a card exposed deliberately, or two or more cards.
    Major,
    /// Minor: a single card below honour rank exposed inadvertently.
    Minor,
}

/// What the director reviews at the end of play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ReviewReason {
    /// Whether a pass the laws forced on the offending side damaged the other
    /// side, the offender having been able to know it might (Law 23).
    EnforcedPassDamage,
    /// Whether the insufficient bid helped the offending side to a result it
    /// would not have reached without it (Law 27D).
    InsufficientBidAssistance,
}

/// What the engine derived from the deal record.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Derived {
    /// The contract, e.g. `4S`, `3NTX` (`Pass` for a board passed out).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub contract: Option<String>,
    /// Declarer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub declarer: Option<Seat>,
    /// The number of tricks the record's own result gives declarer, when it
    /// has one: compare with the reconstruction.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub recorded_result: Option<u8>,
    /// The play, trick by trick, when the record has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub play: Option<PlayFindings>,
    /// The irregular call the incident is about, as found in the auction.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub irregular_call: Option<IrregularCall>,
}

/// The play as the engine rebuilt it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct PlayFindings {
    /// The tricks as played, in order, with their winners.
    pub tricks: Vec<TrickView>,
    /// Complete tricks won by North-South.
    pub ns: u8,
    /// Complete tricks won by East-West.
    pub ew: u8,
}

/// The irregular call found in an auction record, and what the engine
/// derived about it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct IrregularCall {
    /// Its position in the record's calls, from 1.
    pub number: usize,
    /// The call, e.g. `1D`, `Pass`, `X`.
    pub call: String,
    /// Who made it: the offender.
    pub offender: Seat,
    /// Whose turn it was.
    pub turn: Seat,
    /// Whether the call was a bid lower than the last bid standing.
    pub insufficient: bool,
    /// The lowest sufficient bid in the same denomination, for an insufficient bid.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lowest_sufficient_bid: Option<String>,
    /// The seat of each player named in the ruling by his role.
    pub seats: RoleSeats,
}

/// The seat of each role, once the offender is known.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct RoleSeats {
    /// The offender.
    pub offender: Seat,
    /// His partner.
    pub offenders_partner: Seat,
    /// His left-hand opponent.
    pub offenders_lho: Seat,
    /// His right-hand opponent.
    pub offenders_rho: Seat,
}

impl RoleSeats {
    /// The seats around `offender`.
    pub fn around(offender: Seat) -> RoleSeats {
        RoleSeats {
            offender,
            offenders_partner: offender.partner(),
            offenders_lho: offender.next(),
            offenders_rho: offender.previous(),
        }
    }
}

/// A reference to a law, paragraph or case.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub struct Citation {
    /// The code cited: `FFB 2017` (bridge laws) or `FFT` (tarot arbitration code).
    pub code: String,
    /// The law number (bridge) or section (tarot).
    pub law: String,
    /// The paragraph, e.g. `B3` (empty for a whole law).
    pub paragraph: String,
    /// The paragraph's subject, in our own words.
    pub title: Localized,
}

/// One rule consulted while evaluating.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct TraceStep {
    /// The rule's stable id, e.g. `ffb2017.law65.b3.correction`.
    pub rule: String,
    /// Whether the rule applied.
    pub applied: bool,
    /// The facts the rule read, with the values it saw.
    #[schema(value_type = Object)]
    pub read: BTreeMap<String, Value>,
    /// The rule that overrode this one, when an exception applied.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub overridden_by: Option<String>,
}

/// One trick of a play record, as the engine reconstructed it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct TrickView {
    /// Trick number, from 1.
    pub number: u8,
    /// The player who led to the trick.
    pub leader: Seat,
    /// The cards in the order played.
    pub cards: Vec<PlayedCard>,
    /// The player who won the trick (absent when the trick is incomplete).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<Seat>,
}

/// A card played to a trick.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct PlayedCard {
    /// Who played it.
    pub seat: Seat,
    /// The card, suit then rank (`SA`, `HT`, `C2`).
    pub card: Card,
}
