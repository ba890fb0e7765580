//! The deal record: one board as played at one table, whatever it was read
//! from. PBN ([`DealRecord::from_pbn`]), LIN
//! ([`parse_lin`](crate::lin::parse_lin)) and JSON (serde, or
//! [`DealRecord::from_json`]) all give this one shape, so the laws read a
//! record without knowing its format.
//!
//! A `DealRecord` is always checked (see [`DealRecord::validated`]): its deal
//! holds each card once and every known hand 13 cards, its auction could
//! have happened ([`Auction::check`]), its dealer, contract and declarer
//! agree with its auction, and its play uses each card once, from the hand
//! that holds it. When the record has a closed auction but no contract or
//! declarer, they are derived from the auction.

use std::borrow::Cow;
use std::collections::BTreeMap;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::auction::Auction;
use crate::card::{Card, Doubling, FinalContract, Seat, Vulnerability};
use crate::deal::Deal;
use crate::pbn::{GameSource, PbnGame, parse_checked_auction};
use crate::play::{PlayRecord, tricks_won};
use crate::play_view::{PlayCache, PlayView};
use crate::record_error::RecordError;

/// One board as played at one table: the JSON form of a deal record, and
/// what PBN and LIN records are read into. Every field may be left out when
/// unknown. Seats are written `N`, `E`, `S`, `W`; cards suit then rank
/// (`SA`, `HT`, `C2`); calls `Pass`, `X`, `XX`, `1C` … `7NT`; contracts
/// `4S`, `3NTX`, `6HXX` or `Pass`.
///
/// The record is checked when read (see the module documentation); a
/// record with a closed auction and no `contract` or `declarer` gets them
/// from the auction.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(try_from = "UncheckedDealRecord")]
#[cfg_attr(feature = "openapi", schema(example = json!({
    "board": 7,
    "dealer": "S",
    "vulnerable": "All",
    "deal": {
        "N": ["SA", "SK", "SQ", "SJ", "HA", "HK", "HQ", "D5", "D4", "D3", "D2", "C3", "C2"],
        "E": ["ST", "S9", "S8", "S7", "HJ", "HT", "H9", "DA", "DK", "DQ", "C6", "C5", "C4"],
        "S": ["S6", "S5", "S4", "S3", "H8", "H7", "H6", "DJ", "DT", "D9", "C9", "C8", "C7"]
    },
    "auction": {"dealer": "S", "calls": [
        {"seat": "S", "call": "Pass"}, {"seat": "W", "call": "Pass"},
        {"seat": "N", "call": "1S"}, {"seat": "E", "call": "Pass"},
        {"seat": "S", "call": "2S"}, {"seat": "W", "call": "Pass"},
        {"seat": "N", "call": "Pass"}, {"seat": "E", "call": "Pass"}
    ]},
    "play": {"opening_leader": "E", "rows": [["D2", "DA", "D9", null]]}
})))]
pub struct DealRecord {
    /// The board number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<u32>,
    /// The dealer. When an auction is given, it must start with this seat;
    /// when only the auction is given, the dealer is taken from it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dealer: Option<Seat>,
    /// Which sides are vulnerable: `None`, `NS`, `EW` or `All`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vulnerable: Option<Vulnerability>,
    /// The hands: an array of 13 cards per seat, a seat left out (or
    /// `null`) when its hand is unknown. With three hands given, the fourth
    /// is filled in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<Deal>,
    /// The auction as it happened, irregular calls included.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub auction: Option<Auction>,
    /// The final contract: `4S`, `3NTX`, `6HXX`, or `Pass` for a board
    /// passed out. Derived from the auction when it has closed; when both
    /// are given they must agree.
    #[serde(default, skip_serializing_if = "Option::is_none", with = "contract_text")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<String>, example = "4SX", pattern = "^([1-7]([CDHSNcdhsn]|[Nn][Tt])([Xx]|[Xx][Xx]|[Rr])?|[Pp]ass)$"))]
    pub contract: Option<FinalContract>,
    /// Declarer. Derived from the auction when it has closed; when both are
    /// given they must agree.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declarer: Option<Seat>,
    /// The play: the opening leader and one row per trick, each row giving
    /// the card of North, East, South and West (in that order, whoever
    /// led), `null` for a card not played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub play: Option<PlayRecord>,
    /// The tricks declarer took, 0 to 13, as the table recorded it (a claim
    /// included).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 13))]
    pub result: Option<u8>,
    /// The play rebuilt once, for every law that reads it (not part of the
    /// record's value: see [`PlayCache`]).
    #[serde(skip)]
    pub(crate) play_cache: PlayCache,
}

/// The fields of a deal record before they are checked.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct UncheckedDealRecord {
    #[serde(default)]
    board: Option<u32>,
    #[serde(default)]
    dealer: Option<Seat>,
    #[serde(default)]
    vulnerable: Option<Vulnerability>,
    /// The hands by seat, checked into a [`Deal`] outside serde so that its
    /// errors keep their message and arguments.
    #[serde(default)]
    deal: Option<BTreeMap<Seat, Option<Vec<Card>>>>,
    #[serde(default)]
    auction: Option<Auction>,
    #[serde(default, with = "contract_text")]
    contract: Option<FinalContract>,
    #[serde(default)]
    declarer: Option<Seat>,
    #[serde(default)]
    play: Option<PlayRecord>,
    #[serde(default)]
    result: Option<u8>,
}

impl TryFrom<UncheckedDealRecord> for DealRecord {
    type Error = RecordError;

    fn try_from(raw: UncheckedDealRecord) -> Result<DealRecord, RecordError> {
        let deal = match raw.deal {
            Some(mut hands) => Some(Deal::new(Seat::ALL.map(|seat| hands.remove(&seat).flatten()))?),
            None => None,
        };
        DealRecord {
            board: raw.board,
            dealer: raw.dealer,
            vulnerable: raw.vulnerable,
            deal,
            auction: raw.auction,
            contract: raw.contract,
            declarer: raw.declarer,
            play: raw.play,
            result: raw.result,
            play_cache: PlayCache::default(),
        }
        .validated()
    }
}

/// The contract as text in JSON: `4SX`, `Pass`.
mod contract_text {
    use super::*;

    /// Writes `Some(contract)` as its text.
    #[allow(clippy::ref_option)]
    pub fn serialize<S: Serializer>(value: &Option<FinalContract>, serializer: S) -> Result<S::Ok, S::Error> {
        match value {
            Some(contract) => serializer.collect_str(contract),
            None => serializer.serialize_none(),
        }
    }

    /// Reads a contract's text; `null` for none.
    pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<FinalContract>, D::Error> {
        let text = Option::<Cow<'de, str>>::deserialize(deserializer)?;
        text.map(|t| t.parse().map_err(serde::de::Error::custom)).transpose()
    }
}

impl DealRecord {
    /// A record with nothing known.
    pub fn empty() -> DealRecord {
        DealRecord {
            board: None,
            dealer: None,
            vulnerable: None,
            deal: None,
            auction: None,
            contract: None,
            declarer: None,
            play: None,
            result: None,
            play_cache: PlayCache::default(),
        }
    }

    /// Checks the record and fills in what its auction shows: the dealer,
    /// and, once the auction has closed, the contract and declarer.
    ///
    /// # Errors
    /// A [`RecordError`] naming the field:
    /// - `Auction`: the auction could not have happened ([`Auction::check`]);
    /// - `Dealer`: the auction does not start with the dealer;
    /// - `Contract`, `Declarer`: they differ from what the closed auction
    ///   gives;
    /// - `Play`: a card played twice, or not from its player's hand
    ///   ([`reconstruct_tricks`](crate::play::reconstruct_tricks)), when the contract's strain is known; an
    ///   irregular play that cannot have happened as recorded
    ///   ([`walk`](crate::play_irregularities::walk)), or irregular plays without a
    ///   contract;
    /// - `Result`: more than 13 tricks.
    ///
    /// The deal itself is checked when it is built ([`Deal::new`]).
    pub fn validated(self) -> Result<DealRecord, RecordError> {
        let outcome = match &self.auction {
            Some(auction) => auction.checked_outcome()?,
            None => (None, None),
        };
        self.validated_with(outcome)
    }

    /// [`DealRecord::validated`], the auction (if any) already checked and
    /// `outcome` its [`Auction::outcome`] (a PBN record's reading has
    /// replayed it once already: issue 18).
    fn validated_with(mut self, outcome: (Option<FinalContract>, Option<Seat>)) -> Result<DealRecord, RecordError> {
        // Checked again after a change (irregular plays sent beside a PBN
        // record join its play): the view kept from the first check is of
        // the old play, and a kept view cannot be replaced, so it goes.
        self.play_cache = PlayCache::default();
        if let Some(auction) = &self.auction {
            match self.dealer {
                Some(dealer) if dealer != auction.dealer => {
                    return Err(RecordError::new("Dealer", "record-dealer-mismatch")
                        .arg("dealer", dealer)
                        .arg("first", auction.dealer));
                }
                Some(_) => {}
                None => self.dealer = Some(auction.dealer),
            }
            let (final_contract, declarer) = outcome;
            if let Some(derived) = final_contract {
                match self.contract {
                    Some(given) if given != derived => {
                        return Err(RecordError::new("Contract", "record-contract-mismatch")
                            .arg("given", given)
                            .arg("auction", derived));
                    }
                    Some(_) => {}
                    None => self.contract = Some(derived),
                }
                match (self.declarer, declarer) {
                    (Some(given), derived) if Some(given) != derived => {
                        return Err(RecordError::new("Declarer", "record-declarer-mismatch")
                            .arg("given", given)
                            .arg("auction", derived.map_or_else(|| "none".to_owned(), |s| s.to_string())));
                    }
                    (None, Some(derived)) => self.declarer = Some(derived),
                    _ => {}
                }
            }
        }
        // The tricks rebuilt and the irregular plays walked (kept for every
        // law that reads them).
        let rebuilt = self.play_view()?.is_some();
        if !rebuilt && self.play.as_ref().is_some_and(|p| !p.irregularities.is_empty()) {
            // Irregular plays are checked against the tricks, which need the
            // contract's strain.
            return Err(RecordError::new("Play", "record-irregular-no-contract"));
        }
        if let Some(result) = self.result
            && result > 13
        {
            return Err(RecordError::new("Result", "record-bad-result").arg("value", result));
        }
        Ok(self)
    }

    /// The record of a PBN game: its tags, its auction section (read by
    /// [`parse_auction`](crate::pbn::parse_auction)) and its play, checked
    /// as [`DealRecord::validated`] says. Errors carry the game's lines
    /// where known (the auction's calls, the play's rows).
    ///
    /// A `Contract` tag that gives the auction's contract without its
    /// doubling (`4S` for an auction ending in `4S X Pass Pass Pass`) is
    /// taken to have lost it, as the rpbridge.net archives do in about one
    /// game in twenty-five: the auction's contract is kept. A `Declarer`
    /// tag written `^N` (PBN 2.1 §3.4.13: declarer and dummy were swapped,
    /// and North acted as declarer) agrees with an auction that makes South
    /// declarer: the record's declarer is the auction's. Any other
    /// difference is an error.
    ///
    /// # Errors
    /// A malformed auction section, or a record that fails the checks.
    pub fn from_pbn(game: &PbnGame) -> Result<DealRecord, RecordError> {
        DealRecord::from_source(game.source())
    }

    /// [`DealRecord::from_pbn`] of a game's typed values and borrowed tags
    /// (from a [`PbnGame`], or straight from the text by
    /// [`parse_pbn_record`](crate::pbn::parse_pbn_record)).
    pub(crate) fn from_source(game: GameSource<'_>) -> Result<DealRecord, RecordError> {
        let auction = parse_checked_auction(&game)?;
        // The auction's contract and declarer, from the check's replay of it.
        let (derived_contract, derived_declarer) = auction.as_ref().map_or((None, None), |read| read.outcome);
        let mut contract = game.contract;
        if let (Some(FinalContract::Contract(given)), Some(FinalContract::Contract(derived))) =
            (contract, derived_contract)
            && given.doubled == Doubling::Undoubled
            && (given.level, given.strain) == (derived.level, derived.strain)
        {
            contract = Some(FinalContract::Contract(derived));
        }
        let mut declarer = game.declarer;
        let swapped = game.tag("Declarer").is_some_and(|v| v.trim_start().starts_with('^'));
        if let (true, Some(given), Some(derived)) = (swapped, declarer, derived_declarer)
            && given == derived.partner()
        {
            declarer = Some(derived);
        }
        let (auction_line, game_line) = (game.auction_line, game.line);
        let line_of = |field: &str| match field {
            "Auction" | "Dealer" => auction_line,
            _ => None,
        };
        DealRecord {
            board: game.board,
            dealer: game.dealer,
            vulnerable: game.vulnerable,
            deal: game.deal.map(Cow::into_owned),
            auction: auction.map(|read| read.auction),
            contract,
            declarer,
            play: game.play.map(Cow::into_owned),
            result: game.result,
            play_cache: PlayCache::default(),
        }
        .validated_with((derived_contract, derived_declarer))
        .map_err(|e| match line_of(&e.field) {
            Some(line) => e.or_line(line),
            None => e.or_line(game_line),
        })
    }

    /// Reads the JSON form of a record from `text` and checks it.
    ///
    /// # Errors
    /// `JSON` (`record-json-invalid`, with serde's explanation and the
    /// line) when the text is not a record of this shape; otherwise the
    /// errors of [`DealRecord::validated`] and of the deal.
    pub fn from_json(text: &str) -> Result<DealRecord, RecordError> {
        let raw: UncheckedDealRecord = serde_json::from_str(text).map_err(|e| json_error(&e))?;
        DealRecord::try_from(raw)
    }

    /// As [`DealRecord::from_json`], from a JSON value already parsed.
    ///
    /// # Errors
    /// As [`DealRecord::from_json`].
    pub fn from_json_value(value: serde_json::Value) -> Result<DealRecord, RecordError> {
        let raw: UncheckedDealRecord = arbitre_core::read_json_object(value).map_err(|e| {
            let reason = arbitre_core::serde_reason::reason(&e.message);
            RecordError::new("JSON", "record-json-invalid")
                .arg("detail_fr", reason.fr)
                .arg("detail_en", reason.en)
                .at_pointer(e.pointer)
        })?;
        DealRecord::try_from(raw)
    }

    /// The play rebuilt: its tricks and the walk of its irregular plays,
    /// when the record has a play and a contract with a strain. Built once
    /// (when the record is checked) and kept for every later reader.
    ///
    /// # Errors
    /// The play cannot be true (as [`PlayView::build`]); a checked record
    /// never fails here.
    pub fn play_view(&self) -> Result<Option<Cow<'_, PlayView>>, RecordError> {
        let (Some(play), Some(strain)) = (&self.play, self.contract.and_then(|c| c.strain())) else {
            return Ok(None);
        };
        self.play_cache.view(self.deal.as_ref(), self.declarer, strain, play).map(Some)
    }

    /// The tricks declarer took according to the play: `Some` only when
    /// the play shows all 13 tricks and declarer and the strain are known.
    pub fn tricks_from_play(&self) -> Option<u8> {
        let declarer = self.declarer?;
        let view = self.play_view().ok()??;
        let (ns, ew) = tricks_won(&view.tricks);
        (ns + ew == 13).then_some(if declarer.side() == crate::card::Side::NS { ns } else { ew })
    }
}

/// A serde error as a record error: the JSON is not a record of this
/// shape. (Through serde's own `Deserialize`, the checks of the deal and the
/// auction come out as English text too; [`DealRecord::from_json`] runs them
/// outside serde, so they keep their message and arguments.)
fn json_error(error: &serde_json::Error) -> RecordError {
    let reason = arbitre_core::serde_reason::reason(&error.to_string());
    let e = RecordError::new("JSON", "record-json-invalid").arg("detail_fr", reason.fr).arg("detail_en", reason.en);
    if error.line() > 0 { e.at_line(error.line()) } else { e }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::auction::{AuctionCall, Call, Irregularity};
    use crate::card::Contract;
    use crate::pbn::{parse_pbn, parse_pbn_board};
    use crate::play_irregularities::IrregularPlay;
    use proptest::prelude::*;

    const SCHIPHOL: &str = r#"[Event "International Amsterdam Airport Schiphol Bridgetournament"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]
[Declarer "S"]
[Contract "5HX"]
[Result "9"]
[Auction "N"]
1D      1S   3H =1= 4S
4NT =2= X    Pass   Pass
5C      X    5H     X
Pass    Pass Pass
[Note "1:non-forcing 6-9 points, 6-card"]
[Note "2:two colors: clubs and diamonds"]
[Play "W"]
SK =1= H3 S4 S3
C5 C2 C6 CK
S2 H6 S5 S7
C8 CA CT C4
D2 DA DT D3
D4 DK H5 H7
-  -  -  H2
*
[Note "1:highest of series"]
"#;

    fn game(text: &str) -> PbnGame {
        parse_pbn_board(text, None).unwrap()
    }

    #[test]
    fn the_spec_example_reads_with_notes_and_agrees_with_its_tags() {
        let record = DealRecord::from_pbn(&game(SCHIPHOL)).unwrap();
        let auction = record.auction.as_ref().unwrap();
        assert_eq!(auction.dealer, Seat::N);
        assert_eq!(auction.calls.len(), 15);
        assert_eq!(auction.calls[2].explanation.as_deref(), Some("non-forcing 6-9 points, 6-card"));
        assert_eq!(auction.calls[4].explanation.as_deref(), Some("two colors: clubs and diamonds"));
        // The play's note 1 is not the auction's.
        assert!(auction.calls.iter().all(|c| c.explanation.as_deref() != Some("highest of series")));
        assert_eq!(record.contract.unwrap().to_string(), "5HX");
        assert_eq!(record.declarer, Some(Seat::S));
        assert_eq!(record.result, Some(9));
    }

    #[test]
    fn a_full_record_round_trips_through_json() {
        let record = DealRecord::from_pbn(&game(SCHIPHOL)).unwrap();
        let json = serde_json::to_value(&record).unwrap();
        assert_eq!(json["deal"]["E"][0], "SA");
        assert_eq!(json["contract"], "5HX");
        assert_eq!(json["auction"]["calls"][2]["explanation"], "non-forcing 6-9 points, 6-card");
        assert_eq!(json["play"]["opening_leader"], "W");
        assert_eq!(DealRecord::from_json(&json.to_string()).unwrap(), record);
        assert_eq!(serde_json::from_value::<DealRecord>(json).unwrap(), record);
    }

    #[test]
    fn contract_and_declarer_are_derived_when_missing() {
        let text = "[Dealer \"E\"]\n[Auction \"E\"]\n1S Pass 2S Pass\n4S AP\n";
        let record = DealRecord::from_pbn(&game(text)).unwrap();
        assert_eq!(record.contract.unwrap().to_string(), "4S");
        assert_eq!(record.declarer, Some(Seat::E));
        assert_eq!(record.auction.as_ref().unwrap().calls.len(), 8);
        // No Dealer tag: the auction gives it.
        let record = DealRecord::from_pbn(&game("[Auction \"W\"]\nPass Pass Pass Pass\n")).unwrap();
        assert_eq!(record.dealer, Some(Seat::W));
        assert_eq!(record.contract, Some(FinalContract::PassedOut));
        assert_eq!(record.declarer, None);
        // An auction that has not closed gives neither.
        let record = DealRecord::from_pbn(&game("[Auction \"W\"]\n1C Pass\n+\n")).unwrap();
        assert_eq!((record.contract, record.declarer), (None, None));
    }

    #[test]
    fn tags_that_contradict_the_auction_are_errors() {
        let text = "[Dealer \"N\"]\n[Contract \"3NT\"]\n[Auction \"N\"]\n1S Pass 2S AP\n";
        let error = DealRecord::from_pbn(&game(text)).unwrap_err();
        assert_eq!(error.field, "Contract");
        assert_eq!(error.message_id, "record-contract-mismatch");
        assert_eq!(error.arg_value("given"), Some("3NT"));
        assert_eq!(error.arg_value("auction"), Some("2S"));
        let text = "[Dealer \"N\"]\n[Declarer \"S\"]\n[Auction \"N\"]\n1S Pass 2S AP\n";
        let error = DealRecord::from_pbn(&game(text)).unwrap_err();
        assert_eq!(error.message_id, "record-declarer-mismatch");
        assert!(error.localized().en.contains("North declarer"), "{}", error.localized().en);
        let text = "[Dealer \"N\"]\n[Auction \"E\"]\n1S Pass 2S AP\n";
        let error = DealRecord::from_pbn(&game(text)).unwrap_err();
        assert_eq!(error.field, "Dealer");
        assert_eq!(error.message_id, "record-dealer-mismatch");
        assert_eq!(error.line, Some(2));
    }

    /// PBN 2.1 §3.9: `^L` before a card is a lead out of turn that stood;
    /// the other three cards follow it clockwise. A records probe found the
    /// mark dropped, East's H4 read as a revoke on South's club lead, and a
    /// trick transferred that nobody owed (a real BridgeComposer board, the
    /// mark added at trick 10: everyone else is void in hearts).
    #[test]
    fn a_lead_out_of_turn_mark_sets_the_tricks_leader() {
        let text = r#"[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKT5.62.873.T873 J6.QT854.QJ62.J2 Q974.AKJ.T54.A95 832.973.AK9.KQ64"]
[Declarer "N"]
[Contract "2S"]
[Result "8"]
[Auction "N"]
Pass Pass 1C Pass
1S Pass 2S Pass
Pass Pass
[Play "E"]
DQ DT D9 D3
D2 D5 DK D8
HQ HA H3 H6
S6 S7 S2 SA
SJ SQ S8 S5
HT HK H7 H2
H8 S9 S3 SK
C2 CA C6 C3
H5 HJ H9 D7
^L H4 C5 CK C7
DJ D4 DA C8
CJ C9 C4 CT
D6 S4 CQ ST"#;
        let record = DealRecord::from_pbn(&game(text)).unwrap();
        let play = record.play.as_ref().unwrap();
        assert_eq!(
            play.irregularities,
            vec![IrregularPlay::LeadOutOfTurn {
                trick: 10,
                seat: Seat::E,
                card: "H4".parse().unwrap(),
                accepted: true
            }]
        );
        assert_eq!(record.tricks_from_play(), Some(8), "2S made exactly, as the Result tag says");
    }

    #[test]
    fn an_irregular_declarer_tag_names_the_partner() {
        let text = "[Dealer \"N\"]\n[Declarer \"^N\"]\n[Auction \"N\"]\nPass Pass 1S Pass\n2S AP\n";
        let record = DealRecord::from_pbn(&game(text)).unwrap();
        assert_eq!(record.declarer, Some(Seat::S));
        let text = "[Dealer \"N\"]\n[Declarer \"^E\"]\n[Auction \"N\"]\nPass Pass 1S Pass\n2S AP\n";
        assert_eq!(DealRecord::from_pbn(&game(text)).unwrap_err().message_id, "record-declarer-mismatch");
    }

    #[test]
    fn an_impossible_auction_is_an_error_at_its_line() {
        let text = "[Board \"2\"]\n[Dealer \"N\"]\n[Auction \"N\"]\n1H Pass Pass Pass\n2H\n";
        let error = DealRecord::from_pbn(&game(text)).unwrap_err();
        assert_eq!(error.field, "Auction");
        assert_eq!(error.message_id, "record-auction-after-close");
        assert_eq!(error.line, Some(5));
        let text = "[Dealer \"N\"]\n[Auction \"N\"]\n1H Pass Pass XX\n";
        let error = DealRecord::from_pbn(&game(text)).unwrap_err();
        assert_eq!(error.message_id, "record-auction-redouble-no-double");
        assert_eq!(error.line, Some(3));
    }

    #[test]
    fn a_card_played_twice_is_an_error() {
        let text = r#"[Deal "N:AKQJ.AKQ.5432.32 T987.JT9.AKQ.654 6543.876.JT9.987 2.5432.876.AKQJT"]
[Dealer "N"]
[Auction "N"]
1S Pass 2S AP
[Play "E"]
DA D9 D6 D2
DA DT D7 D3
"#;
        let error = DealRecord::from_pbn(&game(text)).unwrap_err();
        assert_eq!(error.field, "Play");
        assert_eq!(error.message_id, "record-card-played-twice");
        assert_eq!(error.line, Some(7));
    }

    #[test]
    fn json_records_are_checked_and_completed() {
        let json = r#"{
            "board": 7, "dealer": "S", "vulnerable": "All",
            "auction": {"dealer": "S", "calls": [
                {"seat": "S", "call": "Pass"}, {"seat": "W", "call": "Pass"},
                {"seat": "N", "call": "1S"}, {"seat": "E", "call": "Pass"},
                {"seat": "S", "call": "2S"}, {"seat": "W", "call": "Pass"},
                {"seat": "N", "call": "Pass"}, {"seat": "E", "call": "Pass"}]}
        }"#;
        let record = DealRecord::from_json(json).unwrap();
        assert_eq!(record.contract.unwrap().to_string(), "2S");
        assert_eq!(record.declarer, Some(Seat::N));
        let via_serde: DealRecord = serde_json::from_str(json).unwrap();
        assert_eq!(via_serde, record);
        let out = serde_json::to_value(&record).unwrap();
        assert_eq!(out["contract"], "2S");
        assert_eq!(out["declarer"], "N");
        assert!(out.get("play").is_none());
        let back: DealRecord = serde_json::from_value(out.clone()).unwrap();
        assert_eq!(back, record);
        assert_eq!(DealRecord::from_json_value(out).unwrap(), record);

        // A redouble without a double.
        let bad =
            r#"{"auction": {"dealer": "N", "calls": [{"seat": "N", "call": "1H"}, {"seat": "E", "call": "XX"}]}}"#;
        let error = DealRecord::from_json(bad).unwrap_err();
        assert_eq!(error.message_id, "record-auction-redouble-no-double");
        assert!(serde_json::from_str::<DealRecord>(bad).is_err());
        // Not the shape of a record.
        let error = DealRecord::from_json(r#"{"board": "seven"}"#).unwrap_err();
        assert_eq!(error.field, "JSON");
        assert_eq!(error.message_id, "record-json-invalid");
        assert_eq!(DealRecord::from_json(r#"{"bord": 7}"#).unwrap_err().message_id, "record-json-invalid");
        // A contract that is not one.
        assert_eq!(DealRecord::from_json(r#"{"contract": "8S"}"#).unwrap_err().message_id, "record-json-invalid");
        // A result above 13.
        assert_eq!(DealRecord::from_json(r#"{"result": 14}"#).unwrap_err().message_id, "record-bad-result");
        // A deal with a card in two hands, or a hand of 12 cards.
        let error = DealRecord::from_json(r#"{"deal": {"N": ["SA"], "E": ["SA"]}}"#).unwrap_err();
        assert_eq!((error.field.as_str(), error.message_id), ("Deal", "record-duplicate-card"));
        let twelve = r#"{"deal": {"N": ["SA","SK","SQ","SJ","ST","S9","S8","S7","S6","S5","S4","S3"]}}"#;
        let error = DealRecord::from_json(twelve).unwrap_err();
        assert_eq!(error.message_id, "record-hand-size");
        assert_eq!(error.arg_value("count"), Some("12"));
        assert!(serde_json::from_str::<DealRecord>(twelve).is_err());
        assert_eq!(DealRecord::from_json(r#"{"deal": {"X": null}}"#).unwrap_err().message_id, "record-json-invalid");
        let passed: DealRecord = serde_json::from_str(r#"{"contract": "pass"}"#).unwrap();
        assert_eq!(passed.contract, Some(FinalContract::PassedOut));
        assert_eq!(serde_json::to_value(&passed).unwrap()["contract"], "Pass");
    }

    #[test]
    fn a_pending_insufficient_bid_is_a_valid_record() {
        let mut auction = Auction::from_calls(Seat::N, &[Call::Bid("1H".parse().unwrap())]);
        auction.calls.push(AuctionCall {
            irregularity: Some(Irregularity::Insufficient),
            ..AuctionCall::new(Seat::E, Call::Bid("1D".parse().unwrap()))
        });
        let record = DealRecord { auction: Some(auction), ..DealRecord::empty() }.validated().unwrap();
        assert_eq!(record.dealer, Some(Seat::N));
        assert_eq!(record.contract, None);
    }

    #[test]
    fn tricks_from_a_full_play() {
        // The PBN fixtures are shared by every crate's tests and kept with
        // the rules' (crates/rules/tests/fixtures, with their sources).
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../rules/tests/fixtures/realbridge2021_board20.pbn"
        ))
        .unwrap();
        let games = parse_pbn(&text).unwrap();
        let record = DealRecord::from_pbn(&games[0]).unwrap();
        assert_eq!(
            record.contract.and_then(|c| c.contract().copied()).map(|c: Contract| c.to_string()).as_deref(),
            Some("4H")
        );
        assert_eq!(record.declarer, Some(Seat::N));
        assert_eq!(record.tricks_from_play(), Some(10));
        assert_eq!(record.result, Some(10));
        assert!(record.auction.is_some());
    }

    proptest! {
        #[test]
        fn records_round_trip_through_json(a in crate::strategies::any_auction(true), board in 1u32..100) {
            let record = DealRecord { board: Some(board), auction: Some(a), ..DealRecord::empty() }.validated().unwrap();
            let text = serde_json::to_string(&record).unwrap();
            let back = DealRecord::from_json(&text).unwrap();
            prop_assert_eq!(back, record);
        }
    }
}
