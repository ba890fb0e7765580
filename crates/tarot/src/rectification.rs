//! Tarot's rectifications and sanctions: what a ruling under the FFT's
//! arbitration code or its règlement imposes or states, as typed values a
//! program can apply.
//!
//! These are one game's share of the decision's vocabulary: a tarot ruling
//! rectifies with them and with the few consequences every game states
//! alike ([`Consequence`]); the facade (`arbitre-rules`) unites them with
//! bridge's, and the JSON on the wire names each by its `type` alone. A
//! fault that needs a new consequence adds a variant here.

use serde::{Deserialize, Serialize, Serializer};

use crate::vocabulary::{ReviewReason, Role};

/// A consequence every game states alike, in tarot's words (the result
/// stands, a bid cancelled, a review left to the arbiter, another kind that
/// governs).
pub type SharedRectification = arbitre_core::decision::SharedRectification<Role, ReviewReason>;

/// What a tarot ruling rectifies: a consequence the FFT code names, or one
/// every game states alike.
#[derive(Debug, Clone, PartialEq)]
pub enum Consequence {
    /// Named by the FFT code or règlement.
    Tarot(Rectification),
    /// Stated alike by both games.
    Shared(SharedRectification),
}

impl Consequence {
    /// The code's consequence, if this is one.
    pub fn as_tarot(&self) -> Option<&Rectification> {
        match self {
            Consequence::Tarot(r) => Some(r),
            Consequence::Shared(_) => None,
        }
    }
}

impl From<Rectification> for Consequence {
    fn from(r: Rectification) -> Self {
        Consequence::Tarot(r)
    }
}

impl From<SharedRectification> for Consequence {
    fn from(r: SharedRectification) -> Self {
        Consequence::Shared(r)
    }
}

// Each writes itself, tagged by `type`: one JSON object, as on the wire.
impl Serialize for Consequence {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Consequence::Tarot(r) => r.serialize(serializer),
            Consequence::Shared(r) => r.serialize(serializer),
        }
    }
}

/// A tarot rectification, consequence or sanction.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "snake_case")]
// Named apart from the facade's union (see bridge's).
#[cfg_attr(feature = "openapi", schema(as = TarotRectification))]
pub enum Rectification {
    // Tarot (FFT arbitration code). Players are named by their role in the
    // deal or the incident (`TarotRole`); the types live in `tarot::vocabulary`.
    /// The deal is cancelled: it is not scored and does not count as a deal
    /// played (FFT, other cases).
    DealCancelled,
    /// The deal is scored; with the result, `score` gives the figures.
    DealScored {
        /// Scored whatever the result (the case says so, or the taker chose it).
        whatever_the_result: bool,
        /// The score computed from the outcome, after the arbiter's transfers.
        /// Penalties are separate rectifications, never mixed into it.
        // Boxed: the largest member, and a rectification no larger than a
        // bridge one lets the facade take a game's list in place, without a
        // new allocation per decision (issue 18).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        score: Option<Box<crate::scoring::Score>>,
    },
    /// The deal as dealt stands.
    DealStands,
    /// The deal goes on; a card turned stays where it was in the pack.
    DealContinues,
    /// The cards are gathered and dealt again.
    Redeal {
        /// Who deals.
        dealer: crate::vocabulary::TarotRole,
    },
    /// These players' cards are gathered and dealt again among them; the dog is untouched.
    CardsRedealt {
        /// Whose cards.
        players: crate::vocabulary::TarotRole,
    },
    /// The player may not bid on the deal named.
    BarredFromBidding {
        /// Who.
        player: crate::vocabulary::TarotRole,
        /// Which deal.
        deal: crate::vocabulary::BanScope,
    },
    /// Points illicitly won go back to the non-offending side.
    PointsRestored {
        /// The side that gets them.
        to: crate::deal::Side,
        /// The card points, to the half point (absent until counted).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        points: Option<f64>,
        /// The oudlers among them.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        oudlers: Option<u8>,
    },
    /// A point penalty, on its own score-sheet line, apart from the deal's score.
    PointPenalty {
        /// Who pays it (each of them, for a group).
        players: crate::vocabulary::TarotRole,
        /// How many points.
        points: i32,
        /// The ranking the amount was scaled on (ethics faults).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ranking: Option<crate::vocabulary::TarotRanking>,
    },
    /// A warning: a repeat of the fault will be sanctioned more heavily.
    Warning {
        /// Who.
        player: crate::vocabulary::TarotRole,
    },
    /// A suspension from free-deal events (tournaments and competitions).
    Suspension {
        /// Who.
        player: crate::vocabulary::TarotRole,
        /// For how many months.
        months: u8,
    },
    /// The player is excluded from the event.
    ExcludedFromEvent {
        /// Who.
        player: crate::vocabulary::TarotRole,
    },
    /// No sanction for the player.
    NoSanction {
        /// Who.
        player: crate::vocabulary::TarotRole,
    },
    /// The arbiter stays at the table to the end of the deal.
    DirectorAttendsRestOfDeal,
    /// The arbiter was not called when the fault was found: no complaint can
    /// be made about it any more.
    ComplaintBarred,
    /// The arbiter saw the fault and the players did not: he acts at the end of the deal.
    ArbiterActsAtEndOfDeal,
    /// The exposed card goes back into the offender's hand; he plays it when he likes.
    ExposedCardReturned {
        /// Whose card.
        player: crate::vocabulary::TarotRole,
    },
    /// Cards that are no fault in themselves are not taken back.
    CardsNotTakenBack {
        /// Whose cards.
        player: crate::vocabulary::TarotRole,
    },
    /// The opponents may ask whether the card was a singleton.
    MayAskWhetherSingleton {
        /// Who may ask.
        asked_by: crate::vocabulary::TarotRole,
    },
    /// The card has been played and stays played.
    CardStandsPlayed {
        /// Whose card.
        player: crate::vocabulary::TarotRole,
    },
    /// The card was not played: it stays in the hand.
    CardNotPlayed {
        /// Whose card.
        player: crate::vocabulary::TarotRole,
    },
    /// The card played is a fault: the arbiter has it replaced.
    PlayedCardReplaced {
        /// Whose card.
        player: crate::vocabulary::TarotRole,
    },
    /// The card played out of turn stands; play goes on as if its player had been on lead.
    LeadOutOfTurnAccepted,
    /// The player on lead must lead, as the taker requires.
    LeadRequired {
        /// Who leads.
        player: crate::vocabulary::TarotRole,
        /// What the taker requires.
        suit: crate::vocabulary::LeadDemand,
        /// If he leads the excuse, the requirement passes to the next player.
        excuse_passes_to_next: bool,
    },
    /// Before the first card is played, the taker puts his discard right:
    /// the right number of cards, none that may not be discarded
    /// (règlement, « Le Chien et l'Écart »).
    DiscardCorrected,
    /// The discard goes back to what it was when « jeu » was said: once the
    /// discard is of the right size and « jeu » said, it may not be changed
    /// (règlement, « Le Chien et l'Écart »).
    DiscardRestored,
    /// The player who announced a chelem leads to the first trick, whoever
    /// dealt (règlement, « Le chelem »).
    ChelemAnnouncerLeads {
        /// The announcer.
        player: crate::vocabulary::TarotRole,
    },
    /// The chelem is scored as not announced: made, the 200-point bonus
    /// (not 400); failed, no deduction (règlement, « Le chelem »: a
    /// chelem claimed as announced when it was not, or announced once play
    /// had begun).
    ChelemScoredAsUnannounced,
    /// The last trick goes to this side.
    LastTrickAwarded {
        /// Which side.
        to: crate::deal::Side,
    },
    /// A card of the discard is given to the defence.
    DiscardCardToDefence {
        /// The card, when known (from the record).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<crate::card::Card>,
        /// Its points, when known.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        points: Option<f64>,
    },
    /// The petit au bout bonus is not scored.
    PetitAuBoutVoided,
    /// The handle counts.
    HandleCounted {
        /// Who showed it.
        player: crate::vocabulary::TarotRole,
    },
    /// The handle does not count.
    HandleNotCounted {
        /// Who showed it.
        player: crate::vocabulary::TarotRole,
    },
    /// Every player counts his cards before the arbiter grants an over-contract.
    CardsCounted,
    /// The arbiter signs the score sheet for the over-contract granted.
    ScoreSheetCountersigned,
    /// The contract bid before the refused over-contract is played.
    ContractPlayed {
        /// Who plays it.
        player: crate::vocabulary::TarotRole,
    },
    /// The deal is played to the end before the arbiter rules.
    DealPlayedOut,
    /// The arbiter plays the remaining cards the way that is worst for the offender.
    RemainingCardsPlayedAgainstOffender {
        /// Whose cards.
        player: crate::vocabulary::TarotRole,
    },
    /// Deals are taken off the table's schedule.
    DealsRemoved {
        /// How many.
        count: u8,
    },
    /// A remark made by someone not entitled to make it.
    ImproperRemark {
        /// Who made it.
        by: crate::vocabulary::TarotRole,
    },
}
