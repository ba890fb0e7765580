//! Bridge's rectifications: what a ruling under the Laws of Duplicate Bridge
//! imposes or states, as typed values a program can apply.
//!
//! These are one game's share of the decision's vocabulary: a bridge
//! ruling rectifies with them and with the few consequences every game
//! states alike ([`Consequence`]); the facade (`arbitre-rules`) unites them
//! with tarot's, and the JSON on the wire names each by its `type` alone. A
//! law that needs a new consequence adds a variant here.

use serde::{Deserialize, Serialize, Serializer};

use crate::card::{Card, Seat};
// Penalty cards and lead restrictions are the model's vocabulary, seen here
// where the rectifications name them.
pub use crate::penalty::{LeadOption, LeadRestrictionLasts, LeadSuits, PenaltyCardKind};
use crate::vocabulary::{Party, ReviewReason, Role, Until};

/// A consequence every game states alike, in bridge's words (the result
/// stands, a call cancelled, a review at the end of play, a law not
/// implemented, another kind that governs).
pub type SharedRectification = arbitre_core::decision::SharedRectification<Role, ReviewReason>;

/// What a bridge ruling rectifies: a consequence the Laws name, or one
/// every game states alike.
#[derive(Debug, Clone, PartialEq)]
pub enum Consequence {
    /// Named by the Laws.
    Bridge(Rectification),
    /// Stated alike by both games.
    Shared(SharedRectification),
}

impl Consequence {
    /// The Laws' consequence, if this is one.
    pub fn as_bridge(&self) -> Option<&Rectification> {
        match self {
            Consequence::Bridge(r) => Some(r),
            Consequence::Shared(_) => None,
        }
    }

    /// The shared consequence, if this is one.
    pub fn as_shared(&self) -> Option<&SharedRectification> {
        match self {
            Consequence::Shared(r) => Some(r),
            Consequence::Bridge(_) => None,
        }
    }
}

/// A rectification of a vocabulary that holds bridge's (a ruling's
/// consequences, the facade's union of both games'): what reads a ruling
/// in force asks for bridge's alone.
pub trait AsBridge {
    /// The bridge rectification, if this is one.
    fn as_bridge(&self) -> Option<&Rectification>;
}

impl AsBridge for Consequence {
    fn as_bridge(&self) -> Option<&Rectification> {
        Consequence::as_bridge(self)
    }
}

impl From<Rectification> for Consequence {
    fn from(r: Rectification) -> Self {
        Consequence::Bridge(r)
    }
}

impl From<SharedRectification> for Consequence {
    fn from(r: SharedRectification) -> Self {
        Consequence::Shared(r)
    }
}

// A ruling's consequence compared with one vocabulary's value, as tests and
// retractions ask "is this the one?".
impl PartialEq<Rectification> for Consequence {
    fn eq(&self, other: &Rectification) -> bool {
        self.as_bridge() == Some(other)
    }
}

impl PartialEq<SharedRectification> for Consequence {
    fn eq(&self, other: &SharedRectification) -> bool {
        self.as_shared() == Some(other)
    }
}

// Each writes itself, tagged by `type`: one JSON object, as on the wire.
impl Serialize for Consequence {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Consequence::Bridge(r) => r.serialize(serializer),
            Consequence::Shared(r) => r.serialize(serializer),
        }
    }
}

/// A list of consequences drawn from bridge's rectifications and the shared
/// ones: `consequences![a, b]`.
#[macro_export]
macro_rules! consequences {
    ($($rectification:expr),* $(,)?) => {
        vec![$($crate::rectification::Consequence::from($rectification)),*]
    };
}

/// A bridge rectification or consequence.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "snake_case")]
// Named apart from the facade's union: should a type ever reference this one
// directly, it shows as its own component instead of replacing the union.
#[cfg_attr(feature = "openapi", schema(as = BridgeRectification))]
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
    /// The irregular call is accepted and stands as a legal call.
    CallAccepted {
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
    /// The revoke is corrected: the card is withdrawn and replaced by a legal
    /// one (Law 62A–B).
    RevokeCorrected {
        /// Who revoked.
        player: Role,
    },
    /// The non-offenders may withdraw cards they played after the revoke,
    /// then the offender's partner his (Law 62C); a defender's withdrawn card
    /// becomes a penalty card.
    CardsPlayedAfterMayBeWithdrawn,
    /// The established revoke's trick stands as played (Law 63B).
    RevokeTrickStands,
    /// The card a defender led or played instead of his penalty card stands
    /// (Law 52B1): declarer accepted it, or had to, having played after it.
    CardPlayedStands {
        /// Who played it.
        player: Role,
    },
    /// The defender plays his penalty card in place of the card he led or
    /// played instead; that card becomes a major penalty card (Law 52B2).
    PenaltyCardSubstituted {
        /// Who plays it.
        player: Role,
    },
    /// Tricks transferred to the non-offending side after an established revoke (Law 64A).
    TricksTransferred {
        /// How many: 0, 1 or 2.
        count: u8,
        /// The trick of the revoke, when the director or the record gave it
        /// (absent rather than a made-up 0).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        revoke_trick: Option<u8>,
        /// To whom.
        to: Party,
    },
    /// The director gives the non-offending side the tricks it would have
    /// taken without the revoke, the transfer not being enough (Law 64C).
    EquityRestored {
        /// The non-offending side's tricks after the adjustment.
        non_offending_tricks: u8,
    },
    /// A Law 12C adjusted score, computed from the director's judgement
    /// (given in the notation club software imports) and the board.
    AdjustedScore {
        /// The score in the notation: `A60/40`, `W60*4S=;40*4S-1`, `4S=`,
        /// `NS:…|EW:…`.
        notation: String,
        /// North–South's adjusted score, each result scored.
        ns: Box<crate::adjusted_score::SideScore>,
        /// East–West's adjusted score.
        ew: Box<crate::adjusted_score::SideScore>,
        /// The side at fault.
        offending_side: crate::adjusted_score::OffendingSide,
        /// Assigned, weighted or artificial (`split` when the two sides'
        /// adjustments are of different kinds).
        kind: AdjustedScoreKind,
        /// Whether the two sides' scores are not each other's opposite.
        split: bool,
        /// The law under which the score is adjusted (`16B3`, `27D`, …).
        law: String,
    },
    /// The players change seats at the table so that the one who saw or
    /// heard about a hand holds that hand (Law 16C2(a)).
    PositionsChanged,
    /// The board is dealt again by the same players (Law 16C2(b)).
    BoardRedealt,
    /// The board is not played; the score is adjusted instead (Law 16C2(d)).
    BoardNotPlayed,
    // Bridge play: penalty cards and leads
    /// The card is a penalty card (Law 50): it stays face up on the table in
    /// front of its owner until it is played or picked up (50A).
    PenaltyCard {
        /// Whose card.
        player: Role,
        /// The card, when known.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<Card>,
        /// Major or minor (50B).
        kind: PenaltyCardKind,
    },
    /// A minor penalty card: until it is played, its owner may not play
    /// another card of its suit below honour rank; honours he may (50C).
    MinorPenaltyCardRestriction {
        /// Whose card.
        player: Role,
        /// The suit of the penalty card.
        suit: crate::card::Suit,
    },
    /// A major penalty card must be played at the first legal opportunity,
    /// to lead, follow, discard or ruff; following suit and lead or play
    /// restrictions come first (50D1).
    PenaltyCardMustBePlayed {
        /// Whose card.
        player: Role,
    },
    /// Of two or more penalty cards that can legally be played, declarer
    /// designates the one played (50D1(a), 51A).
    DeclarerDesignatesPenaltyCard {
        /// Whose cards.
        player: Role,
    },
    /// At each turn to lead of this player while his partner's major penalty
    /// card is on the table, declarer first elects: require the suit, forbid
    /// it, or leave the lead free (50D2, 51B).
    DeclarerElectsAtPartnersLead {
        /// The player on lead (the penalty card holder's partner).
        player: Role,
        /// The penalty card suits; absent when the holder has penalty cards
        /// in several suits and declarer names them (51B2).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        suits: Vec<crate::card::Suit>,
    },
    /// The player must lead one of these suits (50D2(a), 51B).
    LeadSuitRequired {
        /// Who leads.
        player: Role,
        /// The suits; absent when declarer names one of the penalty card suits (51B2(a)).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        suits: Vec<crate::card::Suit>,
    },
    /// The player may not lead these suits (50D2(a), 51B).
    LeadSuitForbidden {
        /// Who leads.
        player: Role,
        /// The suits; absent when declarer names them among the penalty card suits (51B2(b)).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        suits: Vec<crate::card::Suit>,
        /// How long the prohibition lasts.
        lasts: LeadRestrictionLasts,
    },
    /// The penalty cards of these suits are no longer penalty cards: their
    /// owner picks them up (50D2(a), 51B).
    PenaltyCardsPickedUp {
        /// Whose cards.
        player: Role,
        /// The suits; absent when declarer names them (51B2).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        suits: Vec<crate::card::Suit>,
    },
    /// The player may play any legal card to this trick, whatever penalty
    /// cards he has left (51B).
    AnyLegalCardThisTrick {
        /// Who.
        player: Role,
    },
    /// Unable to lead or play as required, the player may play any legal card (Law 59).
    AnyLegalCard {
        /// Who.
        player: Role,
    },
    /// The cards the player may play at his turn now, and those he must
    /// (computed from the deal and play record, as `POST /v1/bridge/legal-plays`).
    LegalPlaysNow {
        /// Who.
        player: Role,
        /// His seat.
        seat: Seat,
        /// The cards he may play.
        may_play: Vec<Card>,
        /// The penalty cards he must play (empty when none must be).
        must_play: Vec<Card>,
    },
    /// The lead out of turn is accepted and stands as a correct lead: the
    /// opening lead (Law 54), or a later one (Laws 53A, 55A).
    LeadAccepted {
        /// Who led.
        player: Role,
    },
    /// Declarer spreads his hand: he becomes dummy and his partner becomes
    /// declarer (54A).
    DeclarerBecomesDummy,
    /// Dummy spreads his hand as usual (54B, Law 41).
    DummySpread,
    /// The second card of the first trick is played from declarer's hand (54B1).
    SecondCardFromDeclarersHand,
    /// A card declarer plays from dummy to the first trick may not be
    /// withdrawn, except to correct a revoke (54B2).
    DummysCardStands,
    /// The player plays his highest card of the suit led to this trick
    /// (57A1, declarer's option after his partner's premature play).
    PlaysHighestOfSuitLed {
        /// Who plays.
        player: Role,
    },
    /// The player plays his lowest card of the suit led to this trick (57A2).
    PlaysLowestOfSuitLed {
        /// Who plays.
        player: Role,
    },
    /// The player plays a card of the suit named to this trick (57A3); he
    /// still follows suit if he can (Law 59).
    PlaySuitRequired {
        /// Who plays.
        player: Role,
        /// The suit declarer names; absent while he has not named it.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        suits: Vec<crate::card::Suit>,
    },
    /// The player plays no card of the suit named to this trick (57A4).
    PlaySuitForbidden {
        /// Who plays.
        player: Role,
        /// The suit declarer names; absent while he has not named it.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        suits: Vec<crate::card::Suit>,
    },
    /// The card played early stays played, with no rectification: a
    /// defender's play once declarer's side had played out of order
    /// (57C1, 57C2), declarer's own legal premature play (57C3), or a card
    /// dummy placed himself, noticed too late to withdraw (45D2).
    PrematurePlayStands {
        /// Who played it.
        player: Role,
    },
    /// A card declarer held face up, touching or nearly touching the table,
    /// or in a position showing it played, is played (45C2, which 48A keeps
    /// for declarer's exposed cards).
    CardHeldAsPlayed {
        /// Whose card.
        player: Role,
    },
    /// The card a defender tried to play at his right-hand opponent's turn
    /// is played at his own turn, and is no penalty card (57D).
    CardPlayedAtProperTurn {
        /// Who played it.
        player: Role,
    },
    /// The lead returns to the player whose turn it was to lead.
    CorrectLeaderLeads {
        /// Who leads.
        player: Role,
    },
    /// The opening lead made face down by the player whose lead it was is
    /// taken back (Law 54, first paragraph).
    FaceDownLeadWithdrawn {
        /// Who had led face down.
        player: Role,
    },
}

// The kinds of adjusted score are the 12C notation's: they sit with it.
pub use crate::adjusted_score::AdjustedScoreKind;

/// How a trick count was established.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum TrickCountBasis {
    /// Computed by the engine from the play record, trick by trick.
    PlayRecord,
    /// Reported by the director after reconstructing the play at the table.
    DirectorReconstruction,
    /// The count given by the side that kept its played cards in order, the
    /// other side having disturbed its own so that the director could not
    /// establish the facts (Law 66D, with 65C and 65D).
    OtherSideAccount,
    /// Computed from the play record, then corrected by a revoke's trick transfer.
    RevokeTransfer,
    /// The tricks the director judged the non-offending side would have
    /// taken without the revoke, the transfer falling short (Law 64C).
    RevokeEquity,
}
