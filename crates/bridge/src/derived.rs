//! What the engine derives from a bridge deal record: the contract and
//! declarer, the play trick by trick, the irregular call or revoke an
//! incident is about, and the figures the service adds (double dummy).
//! A decision carries it as `derived`, for the director to check against
//! the table.

use serde::{Deserialize, Serialize};

use crate::card::{Card, Seat};

/// What the engine derived from the deal record.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
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
    /// The revoke the incident is about, as found in the play.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub revoke: Option<crate::revoke::FoundRevoke>,
    /// The poll of peers on a logical alternative (Law 16B1(b)).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub poll: Option<PeerPoll>,
    /// Law 64C: the tricks the non-offenders would have taken had the
    /// offender played a legal card instead of the revoke, double-dummy from
    /// the position before it — a suggestion the director confirms or
    /// changes when he answers `non_offenders_tricks_without_revoke`. Filled
    /// in by the service (the engine does not solve).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub revoke_equity: Vec<crate::double_dummy::RevokeEquity>,
    /// Double-dummy figures for a score adjustment (Law 12C): the table's
    /// contract from the position before the irregularity and the
    /// contracts the request named, for the director to weigh. Filled in by
    /// the service (the engine does not solve), when the record holds the
    /// four hands and the ruling reviews or adjusts the score, or the
    /// request names contracts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub double_dummy: Option<crate::double_dummy::AdjustmentFigures>,
    /// Every revoke the play record shows on the board, each with what Law
    /// 64 transfers for it (several revokes on one board, all established
    /// by play, are one ruling in either edition, and the corrected count
    /// takes them all).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub revokes_on_board: Vec<RevokeOnBoard>,
}

/// The play as the engine rebuilt it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PlayFindings {
    /// The tricks as played, in order, with their winners.
    pub tricks: Vec<TrickView>,
    /// Complete tricks won by North-South.
    pub ns: u8,
    /// Complete tricks won by East-West.
    pub ew: u8,
    /// The record's irregular plays, in order, each with what became of
    /// its card (back in hand, a penalty card…) and the law that says so.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub irregularities: Vec<crate::play_irregularities::IrregularPlayFinding>,
    /// The penalty cards on the table after the last card of the record.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalty_cards: Vec<crate::penalty::PenaltyCardInForce>,
    /// Every revoke in the play (a card of another suit played while
    /// holding the suit led), with whether play to the next trick
    /// established it; only when all four hands are known.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub revokes: Vec<crate::revoke::FoundRevoke>,
}

/// The irregular call found in an auction record, and what the engine
/// derived about it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
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
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
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

/// One trick of a play record, as the engine reconstructed it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TrickView {
    /// Trick number, from 1.
    pub number: u8,
    /// The player who led to the trick.
    pub leader: Seat,
    /// The cards in the order played.
    // (At most four, held inline: thirteen allocations a record less, issue 18.)
    #[cfg_attr(feature = "openapi", schema(value_type = Vec<PlayedCard>))]
    pub cards: smallvec::SmallVec<[PlayedCard; 4]>,
    /// The player who won the trick (absent when the trick is incomplete).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<Seat>,
    /// The penalty cards on the table when the trick began (none when
    /// absent).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalty_cards: Vec<crate::penalty::PenaltyCardInForce>,
}

/// A card played to a trick.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PlayedCard {
    /// Who played it.
    pub seat: Seat,
    /// The card, suit then rank (`SA`, `HT`, `C2`).
    pub card: Card,
}

// Written by hand: to the server's own JSON writer, a played card is the
// JSON its seat and card were written into once (a table of the 208), not
// two keys and two values escaped byte by byte again; a ruling that shows
// the play writes 52 of them (issue 18: escaping was the largest part of
// answering with a record). Any other serializer gets the fields, as
// derived. The bytes are the same: a test writes all 208 both ways.
impl Serialize for PlayedCard {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if arbitre_core::text::writing_raw_json()
            && let Some(Some(written)) = PLAYED_CARDS_WRITTEN.get(self.seat.index() * 52 + self.card.index())
        {
            return written.serialize(serializer);
        }
        PlayedCardFields { seat: self.seat, card: self.card }.serialize(serializer)
    }
}

/// A played card's fields, serialized as serde derives them.
#[derive(Serialize)]
#[serde(rename = "PlayedCard")]
struct PlayedCardFields {
    seat: Seat,
    card: Card,
}

/// Every played card as serde_json writes it, by seat (as [`Seat::index`])
/// then card (as [`Card::index`]).
static PLAYED_CARDS_WRITTEN: std::sync::LazyLock<Vec<Option<Box<serde_json::value::RawValue>>>> =
    std::sync::LazyLock::new(|| {
        Seat::ALL
            .into_iter()
            .flat_map(|seat| Card::all().map(move |card| PlayedCardFields { seat, card }))
            .map(|fields| serde_json::value::to_raw_value(&fields).ok())
            .collect()
    });

/// A poll of the offender's peers on a logical alternative (Law 16B1(b)).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PeerPoll {
    /// Players of the same level, using the same methods, who were polled.
    pub polled: u32,
    /// How many of them would seriously consider the alternative.
    pub considering: u32,
    /// How many of them would choose it (shown; 16B1(b) as the seed words it needs only "seriously considered").
    pub choosing: u32,
    /// `considering` as a percentage of `polled`.
    pub considering_percent: f64,
    /// `choosing` as a percentage of `polled`.
    pub choosing_percent: f64,
    /// The ruleset's threshold, when it sets one; otherwise the poll informs
    /// the director's judgement and does not decide.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub threshold_percent: Option<u8>,
    /// With a threshold: whether the poll shows a logical alternative.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shows_logical_alternative: Option<bool>,
}

/// One revoke of a board ruled with all the others (in either edition the
/// board's revokes are one ruling): what Law 64 transfers for it, and the
/// paragraph that decides so.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RevokeOnBoard {
    /// The trick of the revoke, from 1.
    pub trick: u8,
    /// The player who revoked.
    pub seat: Seat,
    /// Tricks transferred for it to the other side (64A), 0 under an
    /// exception of 64B.
    pub transferred: u8,
    /// The stable id of the rule that decides it, in the ruling's edition
    /// (`ffb2017.law64.a1`, `ffb2007.law64.b2`…).
    pub rule: String,
    /// That rule's law and paragraph.
    pub citation: arbitre_core::Citation,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each of the 208 played cards is written to the server's JSON writer
    /// in the bytes serde derives for its fields, whichever slot of the
    /// table holds it; other serializers get the fields.
    #[test]
    fn a_played_card_is_written_as_its_fields_are() {
        for seat in Seat::ALL {
            for card in Card::all() {
                let played = PlayedCard { seat, card };
                let fields = serde_json::to_string(&PlayedCardFields { seat, card }).expect("written");
                assert_eq!(fields, format!(r#"{{"seat":"{seat:?}","card":"{card}"}}"#));
                let raw = arbitre_core::text::writing_json(|| serde_json::to_string(&played)).expect("written");
                assert_eq!(raw, fields, "{seat:?} {card}");
                assert_eq!(
                    serde_json::to_value(&played).expect("a tree"),
                    serde_json::json!({"seat": seat, "card": card})
                );
            }
        }
    }
}
