//! Law 12C adjusted scores: assigned (12C1(b)), weighted (12C1(c)) and
//! artificial (12C2), split when the two sides get different adjustments,
//! the offending side stated, and written in a notation club scoring
//! software imports.
//!
//! # The notation
//!
//! ```text
//! notation   = artificial | one | split
//! artificial = "A" pct "/" pct                 NS's percentage, then EW's: A60/40
//! split      = "NS:" one ["!" digits] "|" "EW:" one ["!" digits]
//!                                              each side its own score; "!" the
//!                                              points withheld (12C1(e))
//! one        = weighted | result | "A" pct     (A60 only inside a split)
//! weighted   = "W" pct "*" result *(";" pct "*" result)
//! result     = "Pass" | contract [seat] outcome
//! contract   = level strain ["X" | "XX"]       4S, 3NTX, 6HXX
//! seat       = "N" | "E" | "S" | "W"           only when not the board's declarer
//! outcome    = "=" | "+" digits | "-" digits   made exactly, overtricks, down
//! pct        = digits                          whole percentages, 1 to 100
//! ```
//!
//! So `W60*4S=;40*4S-1` is 60 % of four spades made and 40 % of one down;
//! `A60/40` is average plus to North–South and average minus to East–West;
//! `4S=` alone is an assigned score; `W70*4S=;30*5HXE-2` has a component
//! played by East; `NS:6S=!470|EW:6S=` gives both sides six spades made, less
//! 470 points North–South's own serious error cost them (12C1(e)). A seat after `N` would be ambiguous (`3NS`): no trump is
//! then written `NT` (`3NTS=`). The engine writes the notation and reads it
//! back (`notation` in the request), so a score typed in club software can be
//! checked too.
//!
//! A weighted score is computed per side: the score of each component from
//! that side's point of view, times its percentage; the total is their sum
//! (Law 12C1(c)). With the scores of the other tables, each component is also
//! matchpointed and the weighted percentage given; with the other table's
//! score at teams, each component is converted to IMPs and weighted.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::card::{Contract, FinalContract, Seat, Side, Vulnerability};
use crate::comparison::{Matchpoints, imps, matchpoints};
use crate::parameters::BridgeParameters;
use crate::scoring::{board_score, error, parse_vulnerability};
use arbitre_core::InputError;
use arbitre_core::text::{Arg, Localized, localized};

/// The stable code of an adjusted-score request that cannot be computed.
pub const INVALID_ADJUSTMENT: &str = "invalid_adjustment";

/// The side that committed the infraction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum OffendingSide {
    /// North–South.
    NS,
    /// East–West.
    EW,
    /// Both sides are at fault.
    #[serde(rename = "both")]
    Both,
    /// Neither side (e.g. the director's error, Law 82C).
    #[serde(rename = "neither")]
    Neither,
}

impl OffendingSide {
    /// Whether `side` is (one of) the offending side(s).
    pub fn includes(self, side: Side) -> bool {
        match self {
            OffendingSide::NS => side == Side::NS,
            OffendingSide::EW => side == Side::EW,
            OffendingSide::Both => true,
            OffendingSide::Neither => false,
        }
    }
}

/// An artificial adjusted score (Law 12C2(a)), by fault.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ArtificialLevel {
    /// In no way at fault: the ruleset's average plus (60 %).
    AveragePlus,
    /// Only partly at fault: average (50 %).
    Average,
    /// Directly at fault: average minus (40 %).
    AverageMinus,
}

impl ArtificialLevel {
    /// The percentage the ruleset gives this level.
    pub fn percent(self, parameters: &BridgeParameters) -> u8 {
        match self {
            ArtificialLevel::AveragePlus => parameters.artificial_average_plus,
            ArtificialLevel::Average => parameters.artificial_average,
            ArtificialLevel::AverageMinus => parameters.artificial_average_minus,
        }
    }

    /// The level a side gets when nothing else is said: average minus when it
    /// is at fault, average plus otherwise.
    pub fn by_fault(offending: OffendingSide, side: Side) -> ArtificialLevel {
        if offending.includes(side) { ArtificialLevel::AverageMinus } else { ArtificialLevel::AveragePlus }
    }
}

/// A result at the table: a contract, its declarer and the tricks his side
/// took. Written `4S=`, `4SX-2`, `3NT+1`, `5HXE-2` (by East), `Pass`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TableResult {
    /// The contract, or passed out.
    pub contract: FinalContract,
    /// The declarer.
    pub declarer: Seat,
    /// The tricks the declaring side took.
    pub tricks: u8,
}

impl TableResult {
    /// Reads a result as the notation writes it; `declarer` is the board's
    /// declarer, used when the text names none.
    pub fn parse(text: &str, declarer: Option<Seat>) -> Option<TableResult> {
        let text = text.trim();
        if let Ok(FinalContract::PassedOut) = text.parse::<FinalContract>() {
            // Nobody declares a passed-out board; the seat only fills the
            // field and never changes the score (0).
            return Some(TableResult {
                contract: FinalContract::PassedOut,
                declarer: declarer.unwrap_or(Seat::N),
                tricks: 0,
            });
        }
        let split = text.find(['=', '+', '-'])?;
        let (head, outcome) = text.split_at(split);
        let head = head.to_ascii_uppercase();
        // A seat letter at the end names the declarer, unless it is the `N`
        // of a no-trump contract written without its `T` (`3N`).
        let (contract_text, seat) = match head.chars().last().and_then(Seat::from_char) {
            Some(seat) if !(seat == Seat::N && head.len() == 2) => (&head[..head.len() - 1], Some(seat)),
            _ => (head.as_str(), None),
        };
        let (contract, declarer) = match (contract_text.parse::<Contract>(), seat) {
            (Ok(contract), Some(seat)) => (contract, seat),
            // `4S` read as "4 by South" fails, and `4S` is the contract.
            _ => (head.parse::<Contract>().ok()?, declarer?),
        };
        let needed = i16::from(contract.tricks_needed());
        let count = || {
            outcome
                .get(1..)
                .filter(|n| n.bytes().all(|b| b.is_ascii_digit()))?
                .parse::<i16>()
                .ok()
                .filter(|n| (1..=13).contains(n))
        };
        let difference: i16 = match outcome.chars().next() {
            Some('=') if outcome.len() == 1 => 0,
            Some('+') => count()?,
            Some('-') => -count()?,
            _ => return None,
        };
        let tricks = u8::try_from(needed + difference).ok().filter(|t| *t <= 13)?;
        Some(TableResult { contract: FinalContract::Contract(contract), declarer, tricks })
    }

    /// The result written for a board whose declarer is `board_declarer`:
    /// the seat is written only when it differs.
    pub fn notation(&self, board_declarer: Option<Seat>) -> String {
        let FinalContract::Contract(contract) = self.contract else {
            return "Pass".to_owned();
        };
        let seat = if Some(self.declarer) == board_declarer { String::new() } else { self.declarer.to_string() };
        let difference = i16::from(self.tricks) - i16::from(contract.tricks_needed());
        let outcome = match difference {
            0 => "=".to_owned(),
            d if d > 0 => format!("+{d}"),
            d => d.to_string(),
        };
        // The contract prints no trump as `NT`, never `N`, so a seat after it
        // cannot be misread.
        format!("{contract}{seat}{outcome}")
    }

    /// North–South's score for this result on a board of `vulnerable`.
    pub fn ns_score(&self, vulnerable: Vulnerability) -> i32 {
        board_score(&self.contract, self.declarer, vulnerable, self.tricks).ns
    }
}

/// One side's adjusted score, as read from the request.
#[derive(Debug, Clone, PartialEq)]
pub enum SideAdjustment {
    /// 12C1(b): the probable result without the infraction.
    Assigned(TableResult),
    /// 12C1(c): several results, each with its percentage (summing to 100).
    Weighted(Vec<(u8, TableResult)>),
    /// 12C2: an artificial score, as a percentage.
    Artificial(u8),
}

impl SideAdjustment {
    fn notation(&self, board_declarer: Option<Seat>) -> String {
        match self {
            SideAdjustment::Assigned(result) => result.notation(board_declarer),
            SideAdjustment::Weighted(components) => {
                let parts: Vec<String> = components
                    .iter()
                    .map(|(pct, result)| format!("{pct}*{}", result.notation(board_declarer)))
                    .collect();
                format!("W{}", parts.join(";"))
            }
            SideAdjustment::Artificial(pct) => format!("A{pct}"),
        }
    }
}

/// The adjusted score of both sides.
#[derive(Debug, Clone, PartialEq)]
pub struct Adjustment {
    /// North–South's.
    pub ns: SideAdjustment,
    /// East–West's.
    pub ew: SideAdjustment,
    /// Law 12C1(e): the side whose own extremely serious error (or gambling
    /// action) caused part of its damage, and the points withheld from its
    /// score for it.
    pub withheld: Option<(Side, u32)>,
}

impl Adjustment {
    /// The notation for club software (see the module documentation).
    pub fn notation(&self, board_declarer: Option<Seat>) -> String {
        let withheld = |side: Side| match self.withheld {
            Some((s, points)) if s == side => format!("!{points}"),
            _ => String::new(),
        };
        match (&self.ns, &self.ew) {
            (SideAdjustment::Artificial(ns), SideAdjustment::Artificial(ew)) => format!("A{ns}/{ew}"),
            (ns, ew) if ns == ew && self.withheld.is_none() => ns.notation(board_declarer),
            (ns, ew) => format!(
                "NS:{}{}|EW:{}{}",
                ns.notation(board_declarer),
                withheld(Side::NS),
                ew.notation(board_declarer),
                withheld(Side::EW)
            ),
        }
    }

    /// Reads the notation; `None` when it is not one.
    pub fn parse(text: &str, board_declarer: Option<Seat>) -> Option<Adjustment> {
        let text = text.trim();
        if let Some((ns, ew)) = text.strip_prefix("NS:").and_then(|rest| rest.split_once("|EW:")) {
            let (ns, ns_withheld) = parse_withheld(ns)?;
            let (ew, ew_withheld) = parse_withheld(ew)?;
            let (ns, ew) = (parse_one(ns, board_declarer)?, parse_one(ew, board_declarer)?);
            let withheld = match (ns_withheld, ew_withheld) {
                (Some(_), Some(_)) => return None,
                (Some(points), None) => Some((Side::NS, points)),
                (None, Some(points)) => Some((Side::EW, points)),
                (None, None) => None,
            };
            // Points are withheld from a score in points, not a percentage.
            let artificial =
                |side: Side| matches!(if side == Side::NS { &ns } else { &ew }, SideAdjustment::Artificial(_));
            if withheld.is_some_and(|(side, _)| artificial(side)) {
                return None;
            }
            return Some(Adjustment { ns, ew, withheld });
        }
        if let Some((ns, ew)) = text.strip_prefix('A').and_then(|rest| rest.split_once('/')) {
            return Some(Adjustment {
                ns: SideAdjustment::Artificial(parse_percent(ns)?),
                ew: SideAdjustment::Artificial(parse_percent(ew)?),
                withheld: None,
            });
        }
        // A lone `A60` is one side's only: both sides need a figure.
        match parse_one(text, board_declarer)? {
            SideAdjustment::Artificial(_) => None,
            one => Some(Adjustment { ns: one.clone(), ew: one, withheld: None }),
        }
    }
}

/// More points than any result can cost a side against another (7NTXX made
/// vulnerable against thirteen down redoubled is about 10,600): a withheld
/// figure above it is a typing error.
const MAX_WITHHELD: u32 = 20_000;

/// One side's part of a split, and the points withheld from it (`!470`).
fn parse_withheld(text: &str) -> Option<(&str, Option<u32>)> {
    match text.split_once('!') {
        None => Some((text, None)),
        // Every score is a multiple of 10 points, and so is what a side's
        // own error cost it (the difference of two scores): `!15` is a
        // typing error (a probe: scored 405).
        Some((one, points)) if !points.is_empty() && points.bytes().all(|b| b.is_ascii_digit()) => {
            Some((one, Some(points.parse().ok().filter(|p| (1..=MAX_WITHHELD).contains(p) && p % 10 == 0)?)))
        }
        Some(_) => None,
    }
}

fn parse_percent(text: &str) -> Option<u8> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok().filter(|p| *p <= 100)
}

fn parse_one(text: &str, board_declarer: Option<Seat>) -> Option<SideAdjustment> {
    if let Some(pct) = text.strip_prefix('A') {
        return parse_percent(pct).map(SideAdjustment::Artificial);
    }
    if let Some(rest) = text.strip_prefix('W') {
        let components = rest
            .split(';')
            .map(|part| {
                let (pct, result) = part.split_once('*')?;
                Some((parse_percent(pct).filter(|p| *p > 0)?, TableResult::parse(result, board_declarer)?))
            })
            .collect::<Option<Vec<_>>>()?;
        let total: u32 = components.iter().map(|(p, _)| u32::from(*p)).sum();
        return (total == 100).then_some(SideAdjustment::Weighted(components));
    }
    TableResult::parse(text, board_declarer).map(SideAdjustment::Assigned)
}

/// The total of a weighted part's weights, when a part of the notation is
/// weighted, every weight reads, and they do not sum to 100 (12C1(c)): what
/// makes `W60*4S=;30*4S-1` no adjusted score.
pub fn weights_not_summing_to_100(text: &str) -> Option<u32> {
    let text = text.trim();
    let parts: Vec<&str> = match text.strip_prefix("NS:").and_then(|rest| rest.split_once("|EW:")) {
        Some((ns, ew)) => vec![ns, ew],
        None => vec![text],
    };
    parts.into_iter().filter_map(|part| part.split('!').next()?.strip_prefix('W')).find_map(|weighted| {
        let weights: Option<Vec<u32>> = weighted
            .split(';')
            .map(|component| component.split_once('*').and_then(|(pct, _)| parse_percent(pct)).map(u32::from))
            .collect();
        weights.map(|w| w.iter().sum::<u32>()).filter(|total| *total != 100)
    })
}

/// Why a notation is refused, as exactly as can be told: results that name
/// no seat without the board's `declarer` (named at `/declarer`), weights
/// that do not sum to 100, or else the notation's forms.
fn notation_refusal(notation: &str, declarer: Option<Seat>, pointer: &str) -> InputError {
    if declarer.is_none() && Adjustment::parse(notation, Some(Seat::N)).is_some() {
        return invalid("/declarer", "adjusted-bad-result-no-declarer", &[("value", notation.to_owned().into())]);
    }
    if let Some(total) = weights_not_summing_to_100(notation) {
        return invalid(pointer, "adjusted-percent-sum", &[("total", Arg::Num(total.into()))]);
    }
    if let Some((_, points)) = notation.split_once('!')
        && let Some(points) = points.split('|').next().and_then(|p| p.parse::<u32>().ok())
        && points % 10 != 0
    {
        return invalid(pointer, "adjusted-withheld-not-a-score", &[("points", Arg::Num(points.into()))]);
    }
    invalid(pointer, "adjusted-bad-notation", &[("value", notation.to_owned().into())])
}

/// One component of a weighted score, as a client sends it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ComponentInput {
    /// Its weight, a whole percentage 1–100; the weights sum to 100.
    pub percent: i64,
    /// The result, in the notation: `4S=`, `4SX-1`, `3NT+1`, `5HXE-2` (a seat
    /// when not the board's declarer), `Pass`.
    pub result: String,
}

// Read by hand (below) rather than by serde's internally tagged enums,
// which buffer the object and lose the path of an error inside it: a wrong
// `percent` is then reported at `/adjustment/components/1/percent`, not at
// `/adjustment`.
/// An adjusted score, as a client sends it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum AdjustmentInput {
    /// Law 12C1(b): the probable result had the infraction not occurred.
    Assigned {
        /// The result, in the notation (`4S=`, `4SX-1`, `Pass`).
        result: String,
    },
    /// Law 12C1(c): several results, each with its percentage; only results
    /// that could have been reached legally.
    Weighted {
        /// The results and their weights, summing to 100.
        components: Vec<ComponentInput>,
    },
    /// Law 12C2: no result can be obtained; an artificial score by fault.
    Artificial {
        /// North–South's level; by default average minus when at fault,
        /// average plus otherwise.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ns: Option<ArtificialLevel>,
        /// East–West's level; same default.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ew: Option<ArtificialLevel>,
    },
}

impl<'de> Deserialize<'de> for AdjustmentInput {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_map(AdjustmentVisitor)
    }
}

/// The `type` of an adjustment, read as a value of its own so that an
/// unknown one is reported at `/adjustment/type`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
enum AdjustmentType {
    Assigned,
    Weighted,
    Artificial,
}

/// The fields of one kind of adjustment, read as they come.
#[derive(Default)]
struct AdjustmentFields {
    result: Option<String>,
    components: Option<Vec<ComponentInput>>,
    ns: Option<ArtificialLevel>,
    ew: Option<ArtificialLevel>,
}

struct AdjustmentVisitor;

impl<'de> serde::de::Visitor<'de> for AdjustmentVisitor {
    type Value = AdjustmentInput;

    fn expecting(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str("struct AdjustmentInput")
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<AdjustmentInput, A::Error> {
        use serde::de::Error;
        // Each field belongs to one kind of adjustment, so it is read with
        // its own type as it comes, whether `type` came before it or not:
        // an error inside it keeps its path. The fields are checked against
        // the type once both are known.
        let mut kind: Option<AdjustmentType> = None;
        let mut fields = AdjustmentFields::default();
        let mut keys: Vec<String> = Vec::new();
        let allowed = |kind: AdjustmentType| -> &'static [&'static str] {
            match kind {
                AdjustmentType::Assigned => &["type", "result"],
                AdjustmentType::Weighted => &["type", "components"],
                AdjustmentType::Artificial => &["type", "ns", "ew"],
            }
        };
        while let Some(key) = map.next_key::<String>()? {
            if keys.contains(&key) {
                return Err(A::Error::custom(format_args!("duplicate field `{key}`")));
            }
            if let Some(kind) = kind
                && !allowed(kind).contains(&key.as_str())
            {
                return Err(A::Error::unknown_field(&key, allowed(kind)));
            }
            match key.as_str() {
                "type" => kind = Some(map.next_value()?),
                "result" => fields.result = Some(map.next_value()?),
                "components" => fields.components = Some(map.next_value()?),
                "ns" => fields.ns = map.next_value()?,
                "ew" => fields.ew = map.next_value()?,
                _ => return Err(A::Error::unknown_field(&key, &["type", "result", "components", "ns", "ew"])),
            }
            keys.push(key);
        }
        let kind = kind.ok_or_else(|| A::Error::missing_field("type"))?;
        if let Some(stray) = keys.iter().find(|k| !allowed(kind).contains(&k.as_str())) {
            return Err(A::Error::unknown_field(stray, allowed(kind)));
        }
        Ok(match kind {
            AdjustmentType::Assigned => {
                AdjustmentInput::Assigned { result: fields.result.ok_or_else(|| A::Error::missing_field("result"))? }
            }
            AdjustmentType::Weighted => AdjustmentInput::Weighted {
                components: fields.components.ok_or_else(|| A::Error::missing_field("components"))?,
            },
            AdjustmentType::Artificial => AdjustmentInput::Artificial { ns: fields.ns, ew: fields.ew },
        })
    }
}

/// Scores at the other tables, to convert an adjusted score.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct CompareInput {
    /// Pairs: North–South's scores at the other tables on this board (the
    /// frequency). Each component is matchpointed against them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ns_scores: Option<Vec<i32>>,
    /// Teams: North–South's score at the other table. Each component is
    /// converted to IMPs against it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ns_other_table: Option<i32>,
}

/// A request for an adjusted score (`POST /v1/bridge/adjusted-score`). Give
/// the adjustment one of three ways: `adjustment` (the same for both sides),
/// `ns` and `ew` (a split score), or `notation`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "openapi", schema(as = BridgeAdjustedScoreRequest))]
pub struct AdjustedScoreInput {
    /// The side that committed the infraction: `NS`, `EW`, `both` or
    /// `neither`.
    pub offending_side: OffendingSide,
    /// The board's declarer, for results that name no seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declarer: Option<Seat>,
    /// The board's vulnerability (`None`, `NS`, `EW`, `All`); needed unless
    /// the score is artificial.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::card::Vulnerability>))]
    pub vulnerable: Option<String>,
    /// The adjusted score of both sides.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub adjustment: Option<AdjustmentInput>,
    /// A split score: North–South's adjusted score (with `ew`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ns: Option<AdjustmentInput>,
    /// A split score: East–West's adjusted score (with `ns`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ew: Option<AdjustmentInput>,
    /// The adjustment in the notation: `A60/40`, `W60*4S=;40*4S-1`, `4S=`,
    /// `NS:W60*4S=;40*4S-1|EW:4S=`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(examples("A60/40", "W60*4S=;40*4S-1")))]
    pub notation: Option<String>,
    /// The other tables' scores, to matchpoint or IMP the adjusted score.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub compare: Option<CompareInput>,
    /// Law 12C1(e): after the infraction the non-offending side contributed
    /// to its own damage by an extremely serious error unrelated to it, or a
    /// gambling action it would hope to recoup through rectification (the
    /// 2017 words; the 2007 text, 12C1(b), said a serious error or a wild or
    /// gambling action). It gets no relief for that part: its adjusted score
    /// loses the points its error cost it at the table; the offending side
    /// keeps the adjusted score. Only with one offending side, and an
    /// assigned or weighted score for the non-offenders.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub self_inflicted: Option<SelfInflictedInput>,
}

/// What the non-offending side's own error cost it (Law 12C1(e)).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct SelfInflictedInput {
    /// The result at the table, in the notation (`4S-1`).
    pub at_table: String,
    /// The result the table would have reached without the non-offenders'
    /// own error, as the director judges it (`4S=`).
    pub without_error: String,
}

/// One component of a side's adjusted score.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ComponentScore {
    /// Its weight, in percent (100 for an assigned score).
    pub percent: u8,
    /// The result, in the notation.
    pub result: String,
    /// Its declarer; null when passed out.
    pub declarer: Option<Seat>,
    /// The side's score for this result.
    pub score: i32,
    /// `score` × `percent` / 100.
    pub weighted: f64,
    /// With `compare.ns_scores`: the result's matchpoints for the side.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub matchpoints: Option<Matchpoints>,
    /// With `compare.ns_other_table`: the result's IMPs for the side.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub imps: Option<i32>,
}

/// One side's adjusted score.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct SideScore {
    /// `assigned`, `weighted` or `artificial`.
    #[cfg_attr(feature = "openapi", schema(value_type = AdjustedScoreKind))]
    pub kind: String,
    /// The paragraph applied: `12C1(b)`, `12C1(c)` or `12C2(a)`.
    pub law: String,
    /// Whether this side is at fault.
    pub offending: bool,
    /// The results it is made of (none when artificial).
    pub components: Vec<ComponentScore>,
    /// The side's score in points: the weighted total of the components;
    /// null when artificial.
    pub points: Option<f64>,
    /// The side's percentage: the artificial score, or with
    /// `compare.ns_scores` the weighted matchpoint percentage.
    pub percentage: Option<f64>,
    /// With `compare.ns_other_table`: the weighted IMPs; for an artificial
    /// score, 3 for average plus, 0 for average, −3 for average minus (Law
    /// 86A).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub imps: Option<f64>,
    /// Law 12C1(e): the points withheld from this side for the damage it
    /// caused itself; already taken off `points`, `percentage`
    /// and `imps` (not off each component's `score`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub withheld: Option<u32>,
}

/// An adjusted score for both sides.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BridgeAdjustedScore))]
pub struct AdjustedScore {
    /// The side at fault, as stated.
    pub offending_side: OffendingSide,
    /// Whether the two sides' scores are not each other's opposite (a split
    /// score: different adjustments, or artificial scores not summing to
    /// 100 %).
    pub split: bool,
    /// North–South's score.
    pub ns: SideScore,
    /// East–West's score.
    pub ew: SideScore,
    /// The score in the notation club software imports (see the grammar in
    /// the API description).
    pub notation: String,
    /// The adjustment in words.
    pub summary: Localized,
}

fn invalid(pointer: &str, message_id: &str, args: &[(&str, Arg)]) -> InputError {
    error(INVALID_ADJUSTMENT, pointer, message_id, args)
}

fn read_result(text: &str, declarer: Option<Seat>, pointer: &str) -> Result<TableResult, InputError> {
    TableResult::parse(text, declarer).ok_or_else(|| {
        let id = if declarer.is_none() { "adjusted-bad-result-no-declarer" } else { "adjusted-bad-result" };
        invalid(pointer, id, &[("value", text.to_owned().into())])
    })
}

fn read_adjustment(
    input: &AdjustmentInput,
    side: Side,
    offending: OffendingSide,
    declarer: Option<Seat>,
    parameters: &BridgeParameters,
    pointer: &str,
) -> Result<SideAdjustment, InputError> {
    match input {
        AdjustmentInput::Assigned { result } => {
            read_result(result, declarer, &format!("{pointer}/result")).map(SideAdjustment::Assigned)
        }
        AdjustmentInput::Weighted { components } => {
            if components.is_empty() {
                return Err(invalid(&format!("{pointer}/components"), "adjusted-no-components", &[]));
            }
            let mut read = Vec::with_capacity(components.len());
            for (i, component) in components.iter().enumerate() {
                let percent =
                    u8::try_from(component.percent).ok().filter(|p| (1..=100).contains(p)).ok_or_else(|| {
                        invalid(
                            &format!("{pointer}/components/{i}/percent"),
                            "adjusted-bad-percent",
                            &[("percent", Arg::Num(component.percent))],
                        )
                    })?;
                let result = read_result(&component.result, declarer, &format!("{pointer}/components/{i}/result"))?;
                read.push((percent, result));
            }
            let total: i64 = read.iter().map(|(p, _)| i64::from(*p)).sum();
            if total != 100 {
                return Err(invalid(
                    &format!("{pointer}/components"),
                    "adjusted-percent-sum",
                    &[("total", Arg::Num(total))],
                ));
            }
            Ok(SideAdjustment::Weighted(read))
        }
        AdjustmentInput::Artificial { ns, ew } => {
            let level = match side {
                Side::NS => *ns,
                Side::EW => *ew,
            }
            .unwrap_or_else(|| ArtificialLevel::by_fault(offending, side));
            Ok(SideAdjustment::Artificial(level.percent(parameters)))
        }
    }
}

/// Law 12C2(a): a side directly at fault gets average minus (at most 40 %),
/// one only partly at fault average (50 %), one in no way at fault average
/// plus (at least 60 %). Whether a side at fault was directly or partly so is
/// the director's judgement; what the stated offending side settles is that
/// a side at fault gets average minus or less, or average, and a side not at
/// fault average plus or more, or average. A figure between two levels (45 %,
/// 55 %) is none of the law's three and is refused. Split scores stay
/// possible (A40/40, A60/60, A60/50…).
fn check_fault(
    adjustment: &SideAdjustment,
    side: Side,
    offending: OffendingSide,
    parameters: &BridgeParameters,
    pointer: &str,
) -> Result<(), InputError> {
    let SideAdjustment::Artificial(percent) = *adjustment else {
        return Ok(());
    };
    let average = parameters.artificial_average;
    let at_fault = offending.includes(side);
    let (minus, plus) = (parameters.artificial_average_minus, parameters.artificial_average_plus);
    let id = match (at_fault, percent) {
        (_, p) if p == average => return Ok(()),
        (true, p) if p <= minus => return Ok(()),
        (false, p) if p >= plus => return Ok(()),
        (true, p) if p > average => "adjusted-artificial-above-average",
        (false, p) if p < average => "adjusted-artificial-below-average",
        (true, _) => "adjusted-artificial-between-minus-and-average",
        (false, _) => "adjusted-artificial-between-average-and-plus",
    };
    let args = [
        ("percent", Arg::from(percent)),
        ("average", Arg::from(average)),
        ("plus", Arg::from(parameters.artificial_average_plus)),
        ("minus", Arg::from(parameters.artificial_average_minus)),
    ];
    // The side's name differs by language (NS/EO, NS/EW).
    let detail = per_language(id, |lang| [args.as_slice(), &[("side", side_name(side, lang).into())]].concat());
    Err(InputError::new(INVALID_ADJUSTMENT, pointer, detail))
}

impl AdjustedScoreInput {
    /// Reads the adjustment, whichever way it was given, and checks each
    /// side's artificial score against its fault (Law 12C2).
    pub fn adjustment(&self, parameters: &BridgeParameters) -> Result<Adjustment, InputError> {
        let offending = self.offending_side;
        let read = |input: &AdjustmentInput, side: Side, pointer: &str| {
            read_adjustment(input, side, offending, self.declarer, parameters, pointer)
        };
        // Where each side's score was given, to name it when refused.
        let (adjustment, ns_pointer, ew_pointer) = match (&self.adjustment, &self.ns, &self.ew, &self.notation) {
            (Some(both), None, None, None) => (
                Adjustment {
                    ns: read(both, Side::NS, "/adjustment")?,
                    ew: read(both, Side::EW, "/adjustment")?,
                    withheld: None,
                },
                "/adjustment",
                "/adjustment",
            ),
            (None, Some(ns), Some(ew), None) => {
                let adjustment =
                    Adjustment { ns: read(ns, Side::NS, "/ns")?, ew: read(ew, Side::EW, "/ew")?, withheld: None };
                (adjustment, "/ns", "/ew")
            }
            (None, None, None, Some(notation)) => (
                Adjustment::parse(notation, self.declarer)
                    .ok_or_else(|| notation_refusal(notation, self.declarer, "/notation"))?,
                "/notation",
                "/notation",
            ),
            (None, Some(_), None, None) => return Err(invalid("/ew", "adjusted-split-needs-both", &[])),
            (None, None, Some(_), None) => return Err(invalid("/ns", "adjusted-split-needs-both", &[])),
            (None, None, None, None) => return Err(invalid("/adjustment", "adjusted-missing", &[])),
            _ => return Err(invalid("/adjustment", "adjusted-several-ways", &[])),
        };
        check_fault(&adjustment.ns, Side::NS, offending, parameters, ns_pointer)?;
        check_fault(&adjustment.ew, Side::EW, offending, parameters, ew_pointer)?;
        // 12C1(e) relieves no offender: only a side not at fault has points
        // withheld, and only when the other side is the one at fault.
        if let Some((side, _)) = adjustment.withheld {
            if matches!(offending, OffendingSide::Both | OffendingSide::Neither) {
                return Err(invalid("/notation", "adjusted-self-inflicted-one-side", &[]));
            }
            if offending.includes(side) {
                return Err(invalid("/notation", "adjusted-withheld-from-offender", &[]));
            }
        }
        Ok(adjustment)
    }

    /// Law 12C1(e) from `self_inflicted`: the points the non-offending side's
    /// own error cost it, withheld from its adjusted score.
    fn withhold(&self, adjustment: &mut Adjustment, vulnerable: Vulnerability) -> Result<(), InputError> {
        let Some(input) = &self.self_inflicted else { return Ok(()) };
        let side = match self.offending_side {
            OffendingSide::NS => Side::EW,
            OffendingSide::EW => Side::NS,
            OffendingSide::Both | OffendingSide::Neither => {
                return Err(invalid("/self_inflicted", "adjusted-self-inflicted-one-side", &[]));
            }
        };
        if adjustment.withheld.is_some() {
            return Err(invalid("/self_inflicted", "adjusted-several-ways", &[]));
        }
        let own = if side == Side::NS { &adjustment.ns } else { &adjustment.ew };
        if matches!(own, SideAdjustment::Artificial(_)) {
            return Err(invalid("/self_inflicted", "adjusted-self-inflicted-artificial", &[]));
        }
        let at_table = read_result(&input.at_table, self.declarer, "/self_inflicted/at_table")?;
        let without = read_result(&input.without_error, self.declarer, "/self_inflicted/without_error")?;
        let sign = if side == Side::NS { 1 } else { -1 };
        let cost = sign * (without.ns_score(vulnerable) - at_table.ns_score(vulnerable));
        let cost = u32::try_from(cost).ok().filter(|c| *c > 0).ok_or_else(|| {
            invalid(
                "/self_inflicted/without_error",
                "adjusted-self-inflicted-no-cost",
                &[("cost", Arg::Num(cost.into()))],
            )
        })?;
        // The damage is what the adjusted score gives the side beyond its
        // table result; only "such part of the damage as is self-inflicted"
        // is withheld (12C1(e)), so never more than the damage: a side whose
        // error cost it more than the infraction did keeps its table result,
        // never less.
        let adjusted = match own {
            SideAdjustment::Assigned(result) => f64::from(sign * result.ns_score(vulnerable)),
            SideAdjustment::Weighted(components) => components
                .iter()
                .map(|(percent, result)| f64::from(*percent) * f64::from(sign * result.ns_score(vulnerable)) / 100.0)
                .sum(),
            // Refused above.
            SideAdjustment::Artificial(_) => return Ok(()),
        };
        // Whole points, as the notation writes them (`!162`): a weighted
        // damage of 162.7 withholds 162, leaving the side 0.7 above its
        // table result rather than 0.3 below it. The fraction goes to the
        // non-offending side, never against it (a scoring probe asked; a
        // notation in tenths would be a change of the format clubs import).
        let damage = (adjusted - f64::from(sign * at_table.ns_score(vulnerable))).floor();
        if damage <= 0.0 {
            return Err(invalid("/self_inflicted/at_table", "adjusted-self-inflicted-no-damage", &[]));
        }
        // Bounded by `cost`, a u32, and positive.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let damage = damage.min(f64::from(cost)) as u32;
        adjustment.withheld = Some((side, cost.min(damage)));
        Ok(())
    }

    /// Computes the adjusted score of both sides.
    pub fn compute(&self, parameters: &BridgeParameters) -> Result<AdjustedScore, InputError> {
        let computed = self.compute_in_2017_letters(parameters);
        if parameters.laws_edition != crate::parameters::LawsEdition::Laws2007 {
            return computed;
        }
        // The texts and the paragraphs here carry the 2017 letters of Law
        // 12C1. The 2007 text has (b) and (e) the other way round (b: the
        // non-offending side's own serious error; e: the most favourable
        // result likely), as `LawsEdition::paragraph` renumbers its citations:
        // the score's own words follow, so that a 2007 ruling never cites
        // one letter and says the other (a probe found both at once).
        let swap =
            |text: &str| text.replace("12C1(b)", "\u{0}").replace("12C1(e)", "12C1(b)").replace('\u{0}', "12C1(e)");
        let swap_both = |l: &Localized| Localized { fr: swap(&l.fr).into(), en: swap(&l.en).into() };
        match computed {
            Ok(mut score) => {
                score.ns.law = swap(&score.ns.law);
                score.ew.law = swap(&score.ew.law);
                score.summary = swap_both(&score.summary);
                Ok(score)
            }
            Err(error) => Err(InputError { detail: swap_both(&error.detail), ..error }),
        }
    }

    /// [`AdjustedScoreInput::compute`], its paragraphs and texts in the
    /// 2017 letters of Law 12C1.
    fn compute_in_2017_letters(&self, parameters: &BridgeParameters) -> Result<AdjustedScore, InputError> {
        let mut adjustment = self.adjustment(parameters)?;
        let needs_board = |a: &SideAdjustment| !matches!(a, SideAdjustment::Artificial(_));
        let vulnerable = if needs_board(&adjustment.ns) || needs_board(&adjustment.ew) || self.self_inflicted.is_some()
        {
            let text =
                self.vulnerable.as_deref().ok_or_else(|| invalid("/vulnerable", "adjusted-no-vulnerability", &[]))?;
            parse_vulnerability(text, INVALID_ADJUSTMENT, "/vulnerable")?
        } else {
            Vulnerability::None
        };
        self.withhold(&mut adjustment, vulnerable)?;
        let compare = self.compare.clone().unwrap_or_default();
        // Points withheld in a notation (`!n`) are total points: 12C1(e) at
        // matchpoints or IMPs measures the damage in those units, from the
        // table result and the result without the error (`self_inflicted`),
        // which the notation does not carry. Scoring the reduced points
        // instead gave another figure than the same score computed from
        // them (a probe: 66.67 % for 58.33 %), so it is refused.
        if self.self_inflicted.is_none()
            && adjustment.withheld.is_some()
            && (compare.ns_scores.is_some() || compare.ns_other_table.is_some())
        {
            return Err(invalid("/compare", "adjusted-withheld-points-not-units", &[]));
        }
        let withheld = |side: Side| adjustment.withheld.filter(|(s, _)| *s == side).map(|(_, points)| points);
        let board = Board {
            offending: self.offending_side,
            vulnerable,
            declarer: self.declarer,
            average: parameters.artificial_average,
        };
        let mut ns = side_score(&adjustment.ns, Side::NS, &board, &compare, withheld(Side::NS));
        let mut ew = side_score(&adjustment.ew, Side::EW, &board, &compare, withheld(Side::EW));
        let in_units = self.relief_in_units(&adjustment, &board, &compare, &mut ns, &mut ew)?;
        let split = adjustment.withheld.is_some()
            || match (&adjustment.ns, &adjustment.ew) {
                (SideAdjustment::Artificial(a), SideAdjustment::Artificial(b)) => u16::from(*a) + u16::from(*b) != 100,
                (a, b) => a != b,
            };
        self.offenders_not_better_than_mirror(&ns, &ew, adjustment.withheld)?;
        let notation = adjustment.notation(self.declarer);
        let mut summary = summary(&ns, &ew, self.offending_side, &notation);
        // The figure to score, said: the notation carries the points withheld
        // (total points), which matchpoints or IMPs must not be computed
        // from (a regression probe: re-imported, it gave 0 % for 41.7 %).
        if let Some(side) = in_units {
            let scored = if side == Side::NS { &ns } else { &ew };
            let sentence = per_language("adjusted-summary-self-inflicted-units", |lang| {
                let (figure, unit) = match (scored.percentage, scored.imps) {
                    (Some(p), _) => (number(p, lang), "percent"),
                    (None, Some(i)) => (number(i, lang), "imps"),
                    (None, None) => (String::new(), "percent"),
                };
                vec![("side", side_name(side, lang).into()), ("figure", figure.into()), ("unit", unit.into())]
            });
            summary = Localized {
                fr: format!("{} {}", summary.fr, sentence.fr).into(),
                en: format!("{} {}", summary.en, sentence.en).into(),
            };
        }
        Ok(AdjustedScore { offending_side: self.offending_side, split, ns, ew, notation, summary })
    }

    /// 12C1(e) measured in the board's units, when the two results are given
    /// (`self_inflicted`): the relief owed to the side that caused part of
    /// its damage, set on its score. Returns that side, if its score is now
    /// in units.
    fn relief_in_units(
        &self,
        adjustment: &Adjustment,
        board: &Board,
        compare: &CompareInput,
        ns: &mut SideScore,
        ew: &mut SideScore,
    ) -> Result<Option<Side>, InputError> {
        // 12C1(e) at matchpoints or IMPs: the damage is measured in the
        // board's own units. With the table result (A), the adjusted score
        // (B) and the result without the non-offenders' own error (C) in
        // those units, they get A + B − C: the relief the infraction owes
        // them, less the part their error cost them (the EBU White Book's
        // method, after Robin Barker). Points withheld then converted gave
        // a wrong figure, sometimes no relief at all (a probe: 0 % where
        // 41.7 % was due; 8 IMPs where 7 were). Only with the two results
        // given (`self_inflicted`); points written `!n` in the notation are
        // points.
        let mut in_units: Option<Side> = None;
        if let (Some(input), Some((side, _))) = (&self.self_inflicted, adjustment.withheld) {
            let at_table = read_result(&input.at_table, self.declarer, "/self_inflicted/at_table")?;
            let without = read_result(&input.without_error, self.declarer, "/self_inflicted/without_error")?;
            let own = if side == Side::NS { &adjustment.ns } else { &adjustment.ew };
            let units = |adjustment: &SideAdjustment| side_score(adjustment, side, board, compare, None);
            let (a, b, c) =
                (units(&SideAdjustment::Assigned(at_table)), units(own), units(&SideAdjustment::Assigned(without)));
            let relief =
                |a: Option<f64>, b: Option<f64>, c: Option<f64>| Some(without_binary_noise(a? + (b? - c?).max(0.0)));
            let target = if side == Side::NS { ns } else { ew };
            target.percentage = relief(a.percentage, b.percentage, c.percentage);
            target.imps = relief(a.imps, b.imps, c.imps);
            // Each component's figures are the adjusted score's own (B):
            // the side's total above is where the error's part comes off.
            if target.percentage.is_some() || target.imps.is_some() {
                target.components = b.components;
                in_units = Some(side);
            }
        }
        Ok(in_units)
    }

    /// 12B1: the offenders' split score in points no better than the mirror
    /// of the non-offenders'; refused otherwise, at the field the adjustment
    /// was given in.
    fn offenders_not_better_than_mirror(
        &self,
        ns: &SideScore,
        ew: &SideScore,
        withheld: Option<(Side, u32)>,
    ) -> Result<(), InputError> {
        let withheld = |side: Side| withheld.filter(|(s, _)| *s == side).map(|(_, points)| points);
        // A split score in points never leaves the offending side better off
        // than the mirror of the non-offenders' (before any points withheld
        // for their own error): that would give the offenders an advantage
        // from their infraction, which an adjustment exists to take away
        // (12B1; 12C1(b) seeks the probable result for both). A probe's
        // `NS:4S=|EW:4S-1` with East–West at fault gave them +50 against
        // North–South's +420.
        let offender = match self.offending_side {
            OffendingSide::NS => Some((ns, ew, Side::EW)),
            OffendingSide::EW => Some((ew, ns, Side::NS)),
            _ => None,
        };
        if let Some((off, non, non_side)) = offender
            && let (Some(off_points), Some(non_points)) = (off.points, non.points)
        {
            let non_before_withheld = non_points + f64::from(withheld(non_side).unwrap_or(0));
            if off_points > -non_before_withheld + 0.001 {
                // The field the adjustment was given in.
                let pointer = if self.notation.is_some() {
                    "/notation"
                } else if self.adjustment.is_some() {
                    "/adjustment"
                } else if self.offending_side == OffendingSide::NS {
                    "/ns"
                } else {
                    "/ew"
                };
                return Err(invalid(
                    pointer,
                    "adjusted-offenders-better-than-mirror",
                    &[
                        ("offending", format!("{off_points}").into()),
                        ("mirror", format!("{}", -non_before_withheld).into()),
                    ],
                ));
            }
        }
        Ok(())
    }
}

/// What every side's score is computed against.
struct Board {
    offending: OffendingSide,
    vulnerable: Vulnerability,
    declarer: Option<Seat>,
    /// The ruleset's average, in percent (12C2(a)).
    average: u8,
}

/// Law 86A: at teams, average plus is 3 IMPs and average minus −3 IMPs,
/// unless the regulating authority specifies otherwise (the FFB names no
/// other figure). Average is 0.
pub const ARTIFICIAL_IMPS: i32 = 3;

fn side_score(
    adjustment: &SideAdjustment,
    side: Side,
    board: &Board,
    compare: &CompareInput,
    withheld: Option<u32>,
) -> SideScore {
    let (vulnerable, board_declarer) = (board.vulnerable, board.declarer);
    let offending = board.offending.includes(side);
    let (kind, law, components) = match adjustment {
        SideAdjustment::Artificial(percent) => {
            return SideScore {
                kind: "artificial".into(),
                law: "12C2(a)".into(),
                offending,
                components: Vec::new(),
                points: None,
                percentage: Some(f64::from(*percent)),
                // Teams: the artificial score in IMPs (86A), whatever the
                // other table did.
                imps: compare.ns_other_table.map(|_| {
                    let sign = match percent.cmp(&board.average) {
                        std::cmp::Ordering::Greater => 1,
                        std::cmp::Ordering::Equal => 0,
                        std::cmp::Ordering::Less => -1,
                    };
                    f64::from(sign * ARTIFICIAL_IMPS)
                }),
                withheld: None,
            };
        }
        SideAdjustment::Assigned(result) => ("assigned", "12C1(b)", vec![(100u8, *result)]),
        SideAdjustment::Weighted(components) => ("weighted", "12C1(c)", components.clone()),
    };
    // The frequency and the other table are given for North–South; East–West
    // see the same scores with the opposite sign.
    let sign = match side {
        Side::NS => 1,
        Side::EW => -1,
    };
    let others: Option<Vec<i32>> =
        compare.ns_scores.as_ref().map(|s| s.iter().map(|x| x.saturating_mul(sign)).collect());
    // 12C1(e) in points: the points withheld come off every result the side
    // is scored on. With the two results given (`self_inflicted`), its
    // matchpoints and IMPs are then set in `compute` to A + B − C in those
    // units; with points alone (`!n`), `compute` refuses a comparison.
    let cost = withheld.map_or(0, |w| i32::try_from(w).unwrap_or(i32::MAX));
    let components: Vec<ComponentScore> = components
        .iter()
        .map(|(percent, result)| {
            let score = sign * result.ns_score(vulnerable);
            ComponentScore {
                percent: *percent,
                result: result.notation(board_declarer),
                declarer: result.contract.contract().map(|_| result.declarer),
                score,
                weighted: f64::from(score) * f64::from(*percent) / 100.0,
                matchpoints: others.as_ref().map(|o| matchpoints(score - cost, o)),
                // Saturating: the other scores are the client's, whatever their size.
                imps: compare
                    .ns_other_table
                    .map(|other| imps(score.saturating_sub(cost).saturating_sub(other.saturating_mul(sign)))),
            }
        })
        .collect();
    let weigh = |value: f64, percent: u8| value * f64::from(percent) / 100.0;
    // Each result is a multiple of 10 points and each weight a whole
    // percentage: the sum is exact to a tenth of a point. Rounded to the
    // hundredth, so that binary fractions do not show (385.79999999999995
    // for 385.8, a probe).
    let points = ((components.iter().map(|c| c.weighted).sum::<f64>() - f64::from(cost)) * 100.0).round() / 100.0;
    let percentage = others.as_ref().map(|_| {
        without_binary_noise(
            components.iter().filter_map(|c| c.matchpoints.as_ref().map(|m| weigh(m.percentage, c.percent))).sum(),
        )
    });
    let weighted_imps = compare.ns_other_table.map(|_| {
        without_binary_noise(components.iter().filter_map(|c| c.imps.map(|i| weigh(f64::from(i), c.percent))).sum())
    });
    SideScore {
        kind: kind.into(),
        law: law.into(),
        offending,
        components,
        points: Some(points),
        percentage,
        imps: weighted_imps,
        withheld,
    }
}

/// A weighted figure without the noise of binary fractions
/// (1.2000000000000002 and 43.199999999999996, a scoring probe): rounded
/// to the tenth of a billionth, far below any figure a score shows, so
/// that a percentage of thirds keeps its precision (56.6666666667).
fn without_binary_noise(value: f64) -> f64 {
    (value * 1e10).round() / 1e10
}

/// The language a sentence is written in: numbers and side names differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Lang {
    Fr,
    En,
}

/// Renders message `id` in each language with that language's arguments.
fn per_language(id: &str, args: impl Fn(Lang) -> Vec<(&'static str, Arg)>) -> Localized {
    Localized { fr: localized(id, &args(Lang::Fr)).fr, en: localized(id, &args(Lang::En)).en }
}

/// A side as each language abbreviates it: NS/EO in French, NS/EW in English.
fn side_name(side: Side, lang: Lang) -> &'static str {
    match (side, lang) {
        (Side::NS, _) => "NS",
        (Side::EW, Lang::Fr) => "EO",
        (Side::EW, Lang::En) => "EW",
    }
}

/// A number as a person writes it: no trailing zeros, a decimal comma in
/// French (`232`, `232,5`) and a point in English (`232.5`).
fn number(value: f64, lang: Lang) -> String {
    let text = format!("{value:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    match lang {
        Lang::Fr => text.replace('.', ","),
        Lang::En => text.to_owned(),
    }
}

fn side_sentence(score: &SideScore, side: Side) -> Localized {
    let sentence = side_result_sentence(score, side);
    let Some(withheld) = score.withheld else { return sentence };
    let extra = per_language("adjusted-summary-withheld", |lang| {
        vec![("side", side_name(side, lang).into()), ("points", Arg::Num(withheld.into()))]
    });
    Localized { fr: format!("{} {}", sentence.fr, extra.fr).into(), en: format!("{} {}", sentence.en, extra.en).into() }
}

fn side_result_sentence(score: &SideScore, side: Side) -> Localized {
    match score.kind.as_str() {
        "artificial" => per_language("adjusted-summary-artificial", |lang| {
            let percent = score.percentage.map(|p| number(p, lang)).unwrap_or_default();
            vec![("side", side_name(side, lang).into()), ("percent", percent.into())]
        }),
        kind => {
            let id = if kind == "assigned" { "adjusted-summary-assigned" } else { "adjusted-summary-weighted" };
            per_language(id, |lang| {
                let parts: Vec<String> =
                    score.components.iter().map(|c| format!("{} % {} ({})", c.percent, c.result, c.score)).collect();
                let points = score.points.map(|p| number(p, lang)).unwrap_or_default();
                vec![
                    ("side", side_name(side, lang).into()),
                    ("components", parts.join(", ").into()),
                    ("points", points.into()),
                ]
            })
        }
    }
}

fn summary(ns: &SideScore, ew: &SideScore, offending: OffendingSide, notation: &str) -> Localized {
    let head = per_language("adjusted-summary", |lang| {
        let offending = match offending {
            OffendingSide::NS => side_name(Side::NS, lang).to_owned(),
            OffendingSide::EW => side_name(Side::EW, lang).to_owned(),
            other => other.to_string(),
        };
        vec![("offending", offending.into()), ("notation", notation.to_owned().into())]
    });
    let ns = side_sentence(ns, Side::NS);
    let ew = side_sentence(ew, Side::EW);
    Localized {
        fr: format!("{} {} {}", head.fr, ns.fr, ew.fr).into(),
        en: format!("{} {} {}", head.en, ns.en, ew.en).into(),
    }
}

impl fmt::Display for OffendingSide {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            OffendingSide::NS => "NS",
            OffendingSide::EW => "EW",
            OffendingSide::Both => "both",
            OffendingSide::Neither => "neither",
        })
    }
}

/// The kind of a Law 12C adjusted score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum AdjustedScoreKind {
    /// 12C1(b): the probable result without the infraction.
    Assigned,
    /// 12C1(c): several results, weighted.
    Weighted,
    /// 12C2: an artificial score (average plus, average, average minus).
    Artificial,
    /// Each side an adjustment of a different kind.
    Split,
}

/// Examples of the adjusted-score notation, shown with the question.
pub const EXAMPLES: &[&str] = &["A60/40", "W60*4S=;40*4S-1", "4S=", "NS:W60*4S=;40*4S-1|EW:4S=", "NS:6S=!470|EW:6S="];

/// The shape of the adjusted-score notation as an ECMA-262 regular
/// expression. The engine checks what a pattern cannot (weights summing to
/// 100, a number of tricks between 0 and 13).
pub const PATTERN: &str = concat!(
    "^(?:A(?:100|[1-9]?[0-9])/(?:100|[1-9]?[0-9])",
    // A side of a split may have points withheld (12C1(e), `!470`): a
    // multiple of 10 (a probe found the server's own `!` refused by the
    // pattern it publishes).
    "|NS:(?:A(?:100|[1-9]?[0-9])|W(?:100|[1-9]?[0-9])\\*R(?:;(?:100|[1-9]?[0-9])\\*R)*|R)(?:![1-9][0-9]{0,3}0)?",
    "\\|EW:(?:A(?:100|[1-9]?[0-9])|W(?:100|[1-9]?[0-9])\\*R(?:;(?:100|[1-9]?[0-9])\\*R)*|R)(?:![1-9][0-9]{0,3}0)?",
    "|W(?:100|[1-9]?[0-9])\\*R(?:;(?:100|[1-9]?[0-9])\\*R)*|R)$"
);

/// One result inside [`PATTERN`] (written `R` there).
const RESULT_PATTERN: &str =
    "(?:[Pp][Aa][Ss][Ss]|[1-7](?:[CDHScdhs]|[Nn][Tt]?)(?:[Xx][Xx]?)?[NESWnesw]?(?:=|[+-][0-9]{1,2}))";

/// The full pattern, with each result spelled out.
pub fn pattern() -> String {
    PATTERN.replace('R', RESULT_PATTERN)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::card::{Doubling, Strain};
    use crate::parameters::{FFB_2007_PARAMETERS, FFB_2017_PARAMETERS};
    use proptest::prelude::*;

    fn params() -> BridgeParameters {
        FFB_2017_PARAMETERS
    }

    fn request(offending: OffendingSide) -> AdjustedScoreInput {
        AdjustedScoreInput {
            offending_side: offending,
            declarer: Some(Seat::N),
            vulnerable: Some("None".into()),
            adjustment: None,
            ns: None,
            ew: None,
            notation: None,
            compare: None,
            self_inflicted: None,
        }
    }

    fn weighted(parts: &[(i64, &str)]) -> AdjustmentInput {
        AdjustmentInput::Weighted {
            components: parts.iter().map(|(p, r)| ComponentInput { percent: *p, result: (*r).into() }).collect(),
        }
    }

    #[test]
    fn results_read_and_write_in_the_notation() {
        for (text, contract, declarer, tricks, back) in [
            ("4S=", "4S", Seat::N, 10, "4S="),
            ("4S-1", "4S", Seat::N, 9, "4S-1"),
            ("3NT+1", "3NT", Seat::N, 10, "3NT+1"),
            ("3N+1", "3NT", Seat::N, 10, "3NT+1"),
            ("4SX-2", "4SX", Seat::N, 8, "4SX-2"),
            ("5HXE-2", "5HX", Seat::E, 9, "5HXE-2"),
            ("3NTS=", "3NT", Seat::S, 9, "3NTS="),
            ("6hxxw+1", "6HXX", Seat::W, 13, "6HXXW+1"),
        ] {
            let result = TableResult::parse(text, Some(Seat::N)).unwrap();
            assert_eq!(result.contract, contract.parse::<FinalContract>().unwrap(), "{text}");
            assert_eq!((result.declarer, result.tricks), (declarer, tricks), "{text}");
            assert_eq!(result.notation(Some(Seat::N)), back);
        }
        for bad in ["", "4S", "4S+7", "7NT+1", "1C-8", "4S-0", "4S+", "8S=", "4Z=", "4SN=X", "4S=1"] {
            assert_eq!(TableResult::parse(bad, Some(Seat::N)), None, "{bad}");
        }
        assert_eq!(TableResult::parse("4S=", None), None, "no declarer");
        assert!(TableResult::parse("4SE=", None).is_some());
        assert_eq!(TableResult::parse("Pass", None).map(|r| r.ns_score(Vulnerability::All)), Some(0));
    }

    #[test]
    fn the_weighted_worked_example_by_hand() {
        // 4S by North not vulnerable: 60 % of 4S= (+420) and 40 % of 4S-1
        // (−50): 0.6 × 420 − 0.4 × 50 = 252 − 20 = 232 to NS, −232 to EW.
        let mut input = request(OffendingSide::EW);
        input.adjustment = Some(weighted(&[(60, "4S="), (40, "4S-1")]));
        let score = input.compute(&params()).unwrap();
        assert_eq!(score.notation, "W60*4S=;40*4S-1");
        assert_eq!(score.ns.points, Some(232.0));
        assert_eq!(score.ew.points, Some(-232.0));
        assert_eq!((score.ns.law.as_str(), score.ns.kind.as_str()), ("12C1(c)", "weighted"));
        assert_eq!(score.ns.components[0].score, 420);
        assert_eq!(score.ns.components[1].weighted, -20.0);
        assert!(!score.split && score.ew.offending && !score.ns.offending);
        assert!(score.summary.en.contains("232") && score.summary.fr.contains("232"), "{:?}", score.summary);
        // Read back from the notation, the same.
        let mut again = request(OffendingSide::EW);
        again.notation = Some(score.notation.clone());
        assert_eq!(again.compute(&params()).unwrap(), score);
    }

    #[test]
    fn an_artificial_score_at_teams_is_three_imps_either_way() {
        let p = params();
        for (notation, ns, ew) in
            [("A60/40", 3.0, -3.0), ("A50/50", 0.0, 0.0), ("A40/60", -3.0, 3.0), ("A60/50", 3.0, 0.0)]
        {
            let offending = if notation == "A40/60" { OffendingSide::NS } else { OffendingSide::EW };
            let input = AdjustedScoreInput {
                notation: Some(notation.into()),
                compare: Some(CompareInput { ns_scores: None, ns_other_table: Some(420) }),
                ..request(offending)
            };
            let score = input.compute(&p).unwrap();
            assert_eq!((score.ns.imps, score.ew.imps), (Some(ns), Some(ew)), "{notation}");
        }
        // Pairs: no IMPs.
        let input = AdjustedScoreInput { notation: Some("A60/40".into()), ..request(OffendingSide::EW) };
        assert_eq!(input.compute(&p).unwrap().ns.imps, None);
    }

    #[test]
    fn matchpoints_and_imps_of_a_weighted_score() {
        let mut input = request(OffendingSide::EW);
        input.vulnerable = Some("All".into());
        input.adjustment = Some(weighted(&[(50, "4S="), (50, "4S-1")]));
        input.compare = Some(CompareInput { ns_scores: Some(vec![620, 170, -100]), ns_other_table: Some(170) });
        let score = input.compute(&params()).unwrap();
        // NS: 620 beats 170 and -100, ties 620: 5/6; -100 ties -100: 1/6.
        let pct = score.ns.percentage.unwrap();
        assert!((pct - 50.0).abs() < 1e-9, "{pct}");
        // IMPs: 620 − 170 = 450 → 10; −100 − 170 = −270 → −7; weighted 1.5.
        assert_eq!(score.ns.components[0].imps, Some(10));
        assert_eq!(score.ns.components[1].imps, Some(-7));
        assert_eq!(score.ns.imps, Some(1.5));
        assert_eq!(score.ew.imps, Some(-1.5));
        assert!((score.ew.percentage.unwrap() - 50.0).abs() < 1e-9);
    }

    #[test]
    fn artificial_scores_follow_fault_and_the_ruleset() {
        let p = params();
        for (offending, notation, split) in [
            (OffendingSide::EW, "A60/40", false),
            (OffendingSide::NS, "A40/60", false),
            (OffendingSide::Both, "A40/40", true),
            (OffendingSide::Neither, "A60/60", true),
        ] {
            let mut input = request(offending);
            input.vulnerable = None;
            input.adjustment = Some(AdjustmentInput::Artificial { ns: None, ew: None });
            let score = input.compute(&p).unwrap();
            assert_eq!((score.notation.as_str(), score.split), (notation, split), "{offending}");
            assert_eq!(score.ns.law, "12C2(a)");
        }
        let mut input = request(OffendingSide::EW);
        input.adjustment = Some(AdjustmentInput::Artificial { ns: None, ew: Some(ArtificialLevel::Average) });
        assert_eq!(input.compute(&p).unwrap().notation, "A60/50");
        let other = BridgeParameters { artificial_average_plus: 65, ..p.clone() };
        input.adjustment = Some(AdjustmentInput::Artificial { ns: None, ew: None });
        assert_eq!(input.compute(&other).unwrap().notation, "A65/40");
    }

    #[test]
    fn an_artificial_score_is_checked_against_fault() {
        let p = params();
        // 12C2: a side at fault gets no more than average, a side not at
        // fault no less; the request's own field is named.
        for (offending, notation) in [
            (OffendingSide::NS, "A60/40"),
            (OffendingSide::EW, "A0/100"),
            (OffendingSide::EW, "A45/55"),
            (OffendingSide::NS, "A55/45"),
            (OffendingSide::Both, "A60/40"),
            (OffendingSide::Neither, "A40/60"),
            (OffendingSide::EW, "NS:4S=|EW:A60"),
        ] {
            let input = AdjustedScoreInput { notation: Some(notation.into()), ..request(offending) };
            let error = input.compute(&p).expect_err(notation);
            assert_eq!((error.code, error.pointer.as_str()), (INVALID_ADJUSTMENT, "/notation"), "{notation}");
            assert!(error.detail.en.contains("12C2") && error.detail.fr.contains("12C2"), "{error:?}");
        }
        let error = AdjustedScoreInput { notation: Some("A60/40".into()), ..request(OffendingSide::NS) }
            .compute(&p)
            .unwrap_err();
        assert!(error.detail.fr.starts_with("NS est en faute"), "{}", error.detail.fr);
        let error = AdjustedScoreInput { notation: Some("A40/60".into()), ..request(OffendingSide::NS) }
            .compute(&p)
            .map(|s| s.notation);
        assert_eq!(error.unwrap(), "A40/60");
        // Split scores stay possible: partly at fault (50), both at fault, neither.
        for (offending, notation) in [
            (OffendingSide::EW, "A60/50"),
            (OffendingSide::EW, "A50/40"),
            (OffendingSide::Both, "A40/50"),
            (OffendingSide::Neither, "A60/50"),
            (OffendingSide::EW, "NS:A60|EW:4S="),
        ] {
            let input = AdjustedScoreInput { notation: Some(notation.into()), ..request(offending) };
            assert_eq!(input.compute(&p).unwrap().notation, notation);
        }
        // Between two of the law's levels is none of them (a probe's A60/45
        // and A55/40 with East–West at fault).
        for (offending, notation, side) in [
            (OffendingSide::EW, "A60/45", "EW"),
            (OffendingSide::EW, "A55/40", "NS"),
            (OffendingSide::Neither, "A55/60", "NS"),
            (OffendingSide::Both, "A40/45", "EW"),
        ] {
            let input = AdjustedScoreInput { notation: Some(notation.into()), ..request(offending) };
            let error = input.compute(&p).expect_err(notation);
            assert_eq!(error.pointer, "/notation", "{notation}");
            assert!(error.detail.en.starts_with(side) && error.detail.en.contains("12C2(a)"), "{}", error.detail.en);
        }
        // Levels named explicitly are checked too, and the split's side named.
        let input = AdjustedScoreInput {
            adjustment: Some(AdjustmentInput::Artificial { ns: Some(ArtificialLevel::AveragePlus), ew: None }),
            ..request(OffendingSide::NS)
        };
        assert_eq!(input.compute(&p).unwrap_err().pointer, "/adjustment");
        let input = AdjustedScoreInput {
            ns: Some(AdjustmentInput::Assigned { result: "4S=".into() }),
            ew: Some(AdjustmentInput::Artificial { ns: None, ew: Some(ArtificialLevel::AverageMinus) }),
            ..request(OffendingSide::NS)
        };
        assert_eq!(input.compute(&p).unwrap_err().pointer, "/ew");
    }

    #[test]
    fn the_french_summary_says_eo_marque_and_a_decimal_comma() {
        // 4S by North not vulnerable: 50 % of 4S= (+420), 50 % of 4S-1 (−50): 185;
        // 75 % of 4S= and 25 % of 4S+1 (450): 427.5.
        let mut input = request(OffendingSide::EW);
        input.ns = Some(weighted(&[(75, "4S="), (25, "4S+1")]));
        input.ew = Some(AdjustmentInput::Artificial { ns: None, ew: None });
        let score = input.compute(&params()).unwrap();
        assert_eq!(score.ns.points, Some(427.5));
        let (fr, en) = (&score.summary.fr, &score.summary.en);
        assert!(fr.contains("427,5") && !fr.contains("427.5"), "{fr}");
        assert!(en.contains("427.5"), "{en}");
        assert!(fr.contains("EO :") && fr.contains("camp fautif : EO") && !fr.contains("EW :"), "{fr}");
        assert!(en.contains("EW:") && en.contains("offending side: EW"), "{en}");
        assert!(fr.contains("Marque ajustée") && fr.contains("marque pondérée") && !fr.contains("score"), "{fr}");
    }

    #[test]
    fn split_scores_give_each_side_its_own() {
        // 12C1(e) kind of outcome: NS keep a weighted score, EW get 4S=.
        let mut input = request(OffendingSide::EW);
        input.ns = Some(weighted(&[(60, "4S="), (40, "4S-1")]));
        input.ew = Some(AdjustmentInput::Assigned { result: "4S=".into() });
        let score = input.compute(&params()).unwrap();
        assert!(score.split);
        assert_eq!(score.notation, "NS:W60*4S=;40*4S-1|EW:4S=");
        assert_eq!((score.ns.points, score.ew.points), (Some(232.0), Some(-420.0)));
        assert_eq!(score.ew.law, "12C1(b)");
        let mut again = request(OffendingSide::EW);
        again.notation = Some(score.notation.clone());
        assert_eq!(again.compute(&params()).unwrap(), score);
    }

    #[test]
    fn under_the_2007_laws_the_paragraphs_carry_the_2007_letters() {
        let p2007 = FFB_2007_PARAMETERS;
        // An assigned score is 2007's 12C1(e); points withheld for the
        // non-offenders' own error are 2007's 12C1(b).
        let mut input = request(OffendingSide::EW);
        input.notation = Some("NS:4S=!200|EW:4S=".into());
        let score = input.compute(&p2007).unwrap();
        assert_eq!((score.ns.law.as_str(), score.ew.law.as_str()), ("12C1(e)", "12C1(e)"));
        assert!(score.summary.en.contains("(Law 12C1(b))"), "{}", score.summary.en);
        let in_2017 = input.compute(&params()).unwrap();
        assert_eq!(in_2017.ns.law, "12C1(b)");
        assert!(in_2017.summary.en.contains("(Law 12C1(e))"), "{}", in_2017.summary.en);
    }

    #[test]
    fn a_split_score_never_leaves_the_offenders_better_than_the_mirror() {
        // East–West at fault: North–South +420, East–West +50 would reward
        // the infraction (a probe's 16B3 ruling completed so).
        let mut input = request(OffendingSide::EW);
        input.notation = Some("NS:4S=|EW:4S-1".into());
        let error = input.compute(&params()).unwrap_err();
        assert_eq!((error.pointer.as_str(), error.code), ("/notation", "invalid_adjustment"));
        // The other way round (the offenders worse off) is a split score.
        input.notation = Some("NS:4S-1|EW:4S=".into());
        assert!(input.compute(&params()).is_ok());
        // Points withheld from the non-offenders for their own error do not
        // make the offenders' mirror score an advantage.
        input.notation = Some("NS:4S=!200|EW:4S=".into());
        assert!(input.compute(&params()).is_ok());
    }

    #[test]
    fn weighted_imps_and_percentages_carry_no_binary_noise() {
        // 60 % of 4S= (+420 against 170: 6 IMPs) and 40 % of 4S-1 (-50
        // against 170: -6 IMPs): 1.2 IMPs, which binary arithmetic made
        // 1.2000000000000002 (a scoring probe).
        let mut input = request(OffendingSide::EW);
        input.notation = Some("W60*4S=;40*4S-1".into());
        input.compare = Some(CompareInput { ns_scores: None, ns_other_table: Some(170) });
        let score = input.compute(&params()).unwrap();
        assert_eq!((score.ns.imps, score.ew.imps), (Some(1.2), Some(-1.2)));
        // Matchpoints: 2 % of 4S+1, 4 % of 3NT=, 52 % of 4S=, 42 % of 4S-1
        // against -100, 170, 790, 170, 790: 43.2 %, not 43.199999999999996.
        input.notation = Some("W2*4S+1;4*3NT=;52*4S=;42*4S-1".into());
        input.compare = Some(CompareInput { ns_scores: Some(vec![-100, 170, 790, 170, 790]), ns_other_table: None });
        let score = input.compute(&params()).unwrap();
        assert_eq!((score.ns.percentage, score.ew.percentage), (Some(43.2), Some(56.8)));
    }

    #[test]
    fn self_inflicted_damage_is_measured_in_the_boards_own_units() {
        // The probe's board, North–South vulnerable, East–West at fault.
        // At the table +300 (4HX-2 by East), adjusted 4S+2 (+680), without
        // North–South's own error +500 (4HX-3). The field: 1430, 680 four
        // times, 500. A = 0, B = 6, C = 1 matchpoints of 12: 5/12.
        let mut input = request(OffendingSide::EW);
        input.vulnerable = Some("NS".into());
        input.notation = Some("4S+2".into());
        input.self_inflicted = Some(SelfInflictedInput { at_table: "4HXE-2".into(), without_error: "4HXE-3".into() });
        input.compare =
            Some(CompareInput { ns_scores: Some(vec![1430, 680, 680, 680, 680, 500]), ns_other_table: None });
        let score = input.compute(&params()).unwrap();
        let percentage = score.ns.percentage.unwrap();
        assert!((percentage - 500.0 / 12.0).abs() < 0.01, "{percentage}");
        // The figure to score is said, not only the points withheld.
        assert!(score.summary.en.contains("NS scores 41.67 %"), "{}", score.summary.en);
        assert!(score.summary.fr.contains("NS marque 41,67 %"), "{}", score.summary.fr);
        // Teams: +620 adjusted (4S=), +300 at the table (5DX-2), +500
        // without the error (5DX-3), +100 at the other table: 5 + 11 − 9.
        input.notation = Some("4S=".into());
        input.self_inflicted = Some(SelfInflictedInput { at_table: "5DXE-2".into(), without_error: "5DXE-3".into() });
        input.compare = Some(CompareInput { ns_scores: None, ns_other_table: Some(100) });
        let score = input.compute(&params()).unwrap();
        assert_eq!(score.ns.imps, Some(7.0));
        // The offenders keep the adjusted score, in points and in IMPs.
        assert_eq!(score.ew.imps, Some(-11.0));
    }

    /// Requests whose adjustment itself is wrong (weights, results), with
    /// the field each names.
    fn bad_adjustments() -> Vec<(AdjustedScoreInput, &'static str)> {
        vec![
            (
                AdjustedScoreInput {
                    adjustment: Some(weighted(&[(60, "4S="), (30, "4S-1")])),
                    ..request(OffendingSide::EW)
                },
                "/adjustment/components",
            ),
            (
                AdjustedScoreInput {
                    adjustment: Some(weighted(&[(0, "4S="), (100, "4S-1")])),
                    ..request(OffendingSide::EW)
                },
                "/adjustment/components/0/percent",
            ),
            (
                AdjustedScoreInput {
                    adjustment: Some(weighted(&[(60, "4S="), (40, "4S-11")])),
                    ..request(OffendingSide::EW)
                },
                "/adjustment/components/1/result",
            ),
            (
                AdjustedScoreInput { adjustment: Some(weighted(&[])), ..request(OffendingSide::EW) },
                "/adjustment/components",
            ),
            (
                AdjustedScoreInput {
                    adjustment: Some(AdjustmentInput::Assigned { result: "4S=".into() }),
                    declarer: None,
                    ..request(OffendingSide::EW)
                },
                "/adjustment/result",
            ),
        ]
    }

    /// Requests whose board, notation or choice of fields is wrong, with the
    /// field each names.
    fn bad_boards_notations_and_fields() -> Vec<(AdjustedScoreInput, &'static str)> {
        vec![
            (
                AdjustedScoreInput {
                    adjustment: Some(AdjustmentInput::Assigned { result: "4S=".into() }),
                    vulnerable: None,
                    ..request(OffendingSide::EW)
                },
                "/vulnerable",
            ),
            (
                AdjustedScoreInput {
                    adjustment: Some(AdjustmentInput::Assigned { result: "4S=".into() }),
                    vulnerable: Some("NE".into()),
                    ..request(OffendingSide::EW)
                },
                "/vulnerable",
            ),
            (
                AdjustedScoreInput { notation: Some("W60*4S=;30*4S-1".into()), ..request(OffendingSide::EW) },
                "/notation",
            ),
            (AdjustedScoreInput { notation: Some("A60".into()), ..request(OffendingSide::EW) }, "/notation"),
            (
                AdjustedScoreInput {
                    ns: Some(AdjustmentInput::Assigned { result: "4S=".into() }),
                    ..request(OffendingSide::EW)
                },
                "/ew",
            ),
            (
                AdjustedScoreInput {
                    notation: Some("A60/40".into()),
                    adjustment: Some(AdjustmentInput::Assigned { result: "4S=".into() }),
                    ..request(OffendingSide::EW)
                },
                "/adjustment",
            ),
            (request(OffendingSide::EW), "/adjustment"),
        ]
    }

    #[test]
    fn bad_requests_name_the_field() {
        let p = params();
        for (input, pointer) in bad_adjustments().into_iter().chain(bad_boards_notations_and_fields()) {
            let error = input.compute(&p).unwrap_err();
            assert_eq!((error.code, error.pointer.as_str()), (INVALID_ADJUSTMENT, pointer), "{input:?}");
            assert!(
                !error.detail.fr.starts_with("adjusted-") && !error.detail.en.starts_with("adjusted-"),
                "{error:?}"
            );
        }
    }

    fn any_result() -> impl Strategy<Value = TableResult> {
        (1u8..=7, 0usize..5, 0usize..3, 0usize..4, 0u8..=13).prop_map(|(level, s, d, seat, tricks)| TableResult {
            contract: FinalContract::Contract(Contract {
                level,
                strain: Strain::ALL[s],
                doubled: [Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled][d],
            }),
            declarer: Seat::ALL[seat],
            tricks,
        })
    }

    /// North–South, not at fault, would have bid and made six spades
    /// without the infraction (980); at the table their own serious error
    /// cost them four spades made (420) for one down (-50): 470 points they
    /// keep (12C1(e)). East–West get the adjusted score, -980.
    #[test]
    fn c1e_the_non_offenders_keep_the_damage_they_caused_themselves() {
        let parameters = params();
        let input = AdjustedScoreInput {
            declarer: Some(Seat::S),
            adjustment: Some(AdjustmentInput::Assigned { result: "6S=".into() }),
            self_inflicted: Some(SelfInflictedInput { at_table: "4S-1".into(), without_error: "4S=".into() }),
            ..request(OffendingSide::EW)
        };
        let score = input.compute(&parameters).unwrap();
        assert_eq!((score.ns.points, score.ns.withheld), (Some(510.0), Some(470)));
        assert_eq!((score.ew.points, score.ew.withheld), (Some(-980.0), None));
        assert!(score.split);
        assert_eq!(score.notation, "NS:6S=!470|EW:6S=");
        assert!(score.summary.en.contains("470 points withheld"), "{}", score.summary.en);
        // The notation alone gives the same score, in a ruling too.
        let again = AdjustedScoreInput {
            declarer: Some(Seat::S),
            notation: Some(score.notation.clone()),
            ..request(OffendingSide::EW)
        };
        assert_eq!(again.compute(&parameters).unwrap(), score);
        // Matchpointed in the board's units (A + B − C): against 480 and 620
        // the table's -50 (A) and the +420 without the error (C) both score
        // nothing, the adjusted +980 (B) a top: the error cost them nothing
        // in matchpoints, so they get the whole relief, 100 %. (Withheld in
        // points first, 510 would have scored 50 %.)
        let compared = AdjustedScoreInput {
            compare: Some(CompareInput { ns_scores: Some(vec![480, 620]), ns_other_table: None }),
            ..input.clone()
        };
        let ns = compared.compute(&parameters).unwrap().ns;
        assert_eq!(ns.percentage, Some(100.0));
        assert_eq!(ns.components[0].matchpoints.as_ref().map(|m| m.percentage), Some(100.0));
    }

    /// EBU TD forum, "UI then a revoke by the non-offenders" (2017 Laws):
    /// East–West at fault; without the infraction they would have played
    /// 3NT+3 (North–South -490), but North–South's own revoke let 6NT make
    /// (-990), where without it 6NT went two down (+100). Their error cost
    /// them 1,090 points, more than the 500 the infraction did: they get no
    /// relief and keep their table result, never less (12C1(e): "such part
    /// of the damage as is self-inflicted").
    #[test]
    fn c1e_withholds_no_more_than_the_damage() {
        let parameters = params();
        let input = AdjustedScoreInput {
            declarer: Some(Seat::E),
            adjustment: Some(AdjustmentInput::Assigned { result: "3NT+3".into() }),
            self_inflicted: Some(SelfInflictedInput { at_table: "6NT=".into(), without_error: "6NT-2".into() }),
            ..request(OffendingSide::EW)
        };
        let score = input.compute(&parameters).unwrap();
        assert_eq!((score.ns.points, score.ns.withheld), (Some(-990.0), Some(500)));
        assert_eq!(score.ew.points, Some(490.0));
        // Assigned no better than the table result: nothing was damaged.
        let undamaged = AdjustedScoreInput {
            adjustment: Some(AdjustmentInput::Assigned { result: "6NT=".into() }),
            self_inflicted: Some(SelfInflictedInput { at_table: "6NT=".into(), without_error: "6NT-2".into() }),
            ..input
        };
        let error = undamaged.compute(&parameters).unwrap_err();
        assert_eq!(error.pointer, "/self_inflicted/at_table");
    }

    #[test]
    fn figures_out_of_range_are_refused_or_saturate() {
        // More overtricks than a deal has: not a result.
        assert_eq!(TableResult::parse("4S+32767", Some(Seat::N)), None);
        assert_eq!(TableResult::parse("1S+7", Some(Seat::N)), None);
        assert!(TableResult::parse("1S+6", Some(Seat::N)).is_some());
        assert!(TableResult::parse("7NT-13", Some(Seat::N)).is_some());
        // The client's comparison scores, however large, do not overflow.
        let input = AdjustedScoreInput {
            adjustment: Some(AdjustmentInput::Assigned { result: "4S=".into() }),
            compare: Some(CompareInput { ns_scores: Some(vec![i32::MIN, i32::MAX]), ns_other_table: Some(i32::MIN) }),
            ..request(OffendingSide::EW)
        };
        let score = input.compute(&params()).unwrap();
        assert!(score.ns.imps.is_some() && score.ew.percentage.is_some());
    }

    #[test]
    fn c1e_is_refused_where_it_cannot_apply() {
        let parameters = params();
        let self_inflicted = Some(SelfInflictedInput { at_table: "4S-1".into(), without_error: "4S=".into() });
        let base = AdjustedScoreInput {
            declarer: Some(Seat::S),
            adjustment: Some(AdjustmentInput::Assigned { result: "6S=".into() }),
            self_inflicted: self_inflicted.clone(),
            ..request(OffendingSide::EW)
        };
        let code = |input: AdjustedScoreInput| input.compute(&parameters).unwrap_err().pointer;
        assert_eq!(code(AdjustedScoreInput { offending_side: OffendingSide::Both, ..base.clone() }), "/self_inflicted");
        let artificial = AdjustmentInput::Artificial { ns: None, ew: None };
        assert_eq!(code(AdjustedScoreInput { adjustment: Some(artificial), ..base.clone() }), "/self_inflicted");
        // No cost: the error did not make things worse for them.
        let none = Some(SelfInflictedInput { at_table: "4S=".into(), without_error: "4S-1".into() });
        assert_eq!(code(AdjustedScoreInput { self_inflicted: none, ..base.clone() }), "/self_inflicted/without_error");
        // Points withheld from the offending side: refused.
        let offender = AdjustedScoreInput {
            declarer: Some(Seat::S),
            notation: Some("NS:6S=|EW:6S=!470".into()),
            ..request(OffendingSide::EW)
        };
        assert_eq!(code(offender.clone()), "/notation");
        // Nor with no side, or both, at fault.
        let neither =
            AdjustedScoreInput { notation: Some("NS:6S=!470|EW:6S=".into()), ..request(OffendingSide::Neither) };
        assert_eq!(code(AdjustedScoreInput { declarer: Some(Seat::S), ..neither }), "/notation");
        // A withheld figure no result could reach is not a notation.
        assert_eq!(Adjustment::parse("NS:4S=!4294967295|EW:4S=", Some(Seat::S)), None);
        assert_eq!(Adjustment::parse("NS:4S=!20001|EW:4S=", Some(Seat::S)), None);
        // Nor one that no two scores can differ by (a multiple of 10).
        assert_eq!(Adjustment::parse("NS:4S=!15|EW:4S=", Some(Seat::S)), None);
        assert!(Adjustment::parse("NS:4S=!20|EW:4S=", Some(Seat::S)).is_some());
        let refused = AdjustedScoreInput {
            declarer: Some(Seat::S),
            notation: Some("NS:4S=!15|EW:4S=".into()),
            ..request(OffendingSide::EW)
        };
        let error = refused.compute(&params()).unwrap_err();
        assert!(error.detail.en.contains("15"), "{}", error.detail.en);
        // Withheld from an artificial score, or from both sides: not a notation.
        assert_eq!(Adjustment::parse("NS:A60!100|EW:A40", None), None);
        assert_eq!(Adjustment::parse("NS:4S=!100|EW:4S=!50", Some(Seat::S)), None);
    }

    #[test]
    fn points_withheld_in_a_notation_are_not_matchpointed_or_imped() {
        // 12C1(e) at matchpoints or IMPs needs the table result and the
        // result without the error; `!n` are total points (a probe: the
        // route's own notation re-imported gave 66.67 % for its 58.33 %).
        let parameters = params();
        let compare = CompareInput { ns_scores: Some(vec![420, 400, 170, -50]), ns_other_table: None };
        let input = AdjustedScoreInput {
            notation: Some("NS:4S=!100|EW:4S=".into()),
            compare: Some(compare.clone()),
            ..request(OffendingSide::EW)
        };
        let error = input.compute(&parameters).unwrap_err();
        assert_eq!((error.code, error.pointer.as_str()), (INVALID_ADJUSTMENT, "/compare"));
        // In points it is scored, and with `self_inflicted` in units.
        let points = AdjustedScoreInput { compare: None, ..input };
        assert_eq!(points.compute(&parameters).unwrap().ns.points, Some(320.0));
        let units = AdjustedScoreInput {
            adjustment: Some(AdjustmentInput::Assigned { result: "4S=".into() }),
            self_inflicted: Some(SelfInflictedInput { at_table: "4S-3".into(), without_error: "4S-1".into() }),
            compare: Some(compare),
            ..request(OffendingSide::EW)
        };
        assert!(units.compute(&parameters).unwrap().ns.percentage.is_some());
    }

    #[test]
    fn a_notation_refused_says_why() {
        let parameters = params();
        let refusal = |notation: &str, declarer: Option<Seat>| {
            let input = AdjustedScoreInput { notation: Some(notation.into()), declarer, ..request(OffendingSide::EW) };
            let error = input.compute(&parameters).unwrap_err();
            (error.pointer, error.detail.en)
        };
        // Results that name no seat, without the board's declarer: the
        // field at fault is `declarer`.
        for notation in ["4S=", "W60*4S=;40*4S-1"] {
            let (pointer, text) = refusal(notation, None);
            assert_eq!(pointer, "/declarer", "{notation}: {text}");
        }
        // Weights that do not sum to 100 are said as such (12C1(c)).
        let (pointer, text) = refusal("W60*4S=;30*4S-1", Some(Seat::N));
        assert_eq!(pointer, "/notation");
        assert!(text.contains("90"), "{text}");
        assert_eq!(weights_not_summing_to_100("NS:W60*4S=;30*4S-1!50|EW:4S="), Some(90));
        assert_eq!(weights_not_summing_to_100("W60*4S=;40*4S-1"), None);
        // Anything else: the notation's forms.
        let (pointer, text) = refusal("4Z=", Some(Seat::N));
        assert_eq!(pointer, "/notation");
        assert!(text.contains("A60/40"), "{text}");
    }

    #[test]
    fn weighted_points_show_no_binary_fraction() {
        let input = AdjustedScoreInput {
            notation: Some("W33*4S=;33*4S-1;34*3NT+1".into()),
            vulnerable: Some("NS".into()),
            ..request(OffendingSide::EW)
        };
        // 0.33 × 620 − 0.33 × 100 + 0.34 × 630 = 385.8 exactly.
        assert_eq!(input.compute(&params()).unwrap().ns.points, Some(385.8));
    }

    proptest! {
        #[test]
        fn the_notation_reads_back_what_it_writes(
            results in proptest::collection::vec(any_result(), 1..4),
            board in 0usize..4,
            ns_pct in 0u8..=100,
            ew_pct in 0u8..=100,
        ) {
            let declarer = Some(Seat::ALL[board]);
            let n = u8::try_from(results.len()).unwrap();
            let base = 100 / n;
            let components: Vec<(u8, TableResult)> = results
                .iter()
                .enumerate()
                .map(|(i, r)| (if i == 0 { 100 - base * (n - 1) } else { base }, *r))
                .collect();
            for adjustment in [
                Adjustment { ns: SideAdjustment::Weighted(components.clone()), ew: SideAdjustment::Weighted(components.clone()), withheld: None },
                Adjustment { ns: SideAdjustment::Assigned(results[0]), ew: SideAdjustment::Weighted(components.clone()), withheld: None },
                Adjustment { ns: SideAdjustment::Artificial(ns_pct), ew: SideAdjustment::Artificial(ew_pct), withheld: None },
                Adjustment { ns: SideAdjustment::Artificial(ns_pct), ew: SideAdjustment::Assigned(results[0]), withheld: None },
                // 12C1(e): the same score for both sides, points withheld from one.
                Adjustment {
                    ns: SideAdjustment::Weighted(components.clone()),
                    ew: SideAdjustment::Weighted(components.clone()),
                    withheld: Some((Side::EW, u32::from(ns_pct) * 10 + 10)),
                },
            ] {
                let text = adjustment.notation(declarer);
                prop_assert_eq!(Adjustment::parse(&text, declarer), Some(adjustment), "{}", text);
            }
        }

        #[test]
        fn a_weighted_score_lies_between_its_components(results in proptest::collection::vec(any_result(), 2..4)) {
            let n = u8::try_from(results.len()).unwrap();
            let base = 100 / n;
            let components: Vec<ComponentInput> = results
                .iter()
                .enumerate()
                .map(|(i, r)| ComponentInput {
                    percent: i64::from(if i == 0 { 100 - base * (n - 1) } else { base }),
                    result: r.notation(None),
                })
                .collect();
            let input = AdjustedScoreInput {
                adjustment: Some(AdjustmentInput::Weighted { components }),
                ..request(OffendingSide::NS)
            };
            let score = input.compute(&params()).unwrap();
            let points = score.ns.points.unwrap();
            let min = score.ns.components.iter().map(|c| c.score).min().unwrap();
            let max = score.ns.components.iter().map(|c| c.score).max().unwrap();
            prop_assert!(f64::from(min) - 1e-9 <= points && points <= f64::from(max) + 1e-9);
            prop_assert!((points + score.ew.points.unwrap()).abs() < 1e-9);
        }
    }
}
