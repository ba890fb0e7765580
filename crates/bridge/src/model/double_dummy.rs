//! The answers of a double-dummy analysis, as the API gives them: the
//! table of tricks for each declarer and strain, the par, and the value of
//! each card in a position of the play.
//!
//! Only the data is here, and the scoring of a contract from a count: the
//! engine stays pure, and the solving itself is the `arbitre-dds` crate's
//! (pons-dds), which the service calls.

use serde::{Deserialize, Serialize};

use crate::card::{Card, Seat, Strain};

/// The strains in the order of the table's columns: clubs, diamonds, hearts,
/// spades, notrump.
pub const STRAINS: [Strain; 5] = Strain::ALL;

/// The tricks one declarer takes in each strain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct StrainTricks {
    /// Tricks with clubs as trumps, 0–13.
    #[serde(rename = "C")]
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 13))]
    pub clubs: u8,
    /// Tricks with diamonds as trumps, 0–13.
    #[serde(rename = "D")]
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 13))]
    pub diamonds: u8,
    /// Tricks with hearts as trumps, 0–13.
    #[serde(rename = "H")]
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 13))]
    pub hearts: u8,
    /// Tricks with spades as trumps, 0–13.
    #[serde(rename = "S")]
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 13))]
    pub spades: u8,
    /// Tricks at notrump, 0–13.
    #[serde(rename = "NT")]
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 13))]
    pub notrump: u8,
}

impl StrainTricks {
    /// The tricks in `strain`.
    pub fn get(&self, strain: Strain) -> u8 {
        match strain {
            Strain::Clubs => self.clubs,
            Strain::Diamonds => self.diamonds,
            Strain::Hearts => self.hearts,
            Strain::Spades => self.spades,
            Strain::NoTrump => self.notrump,
        }
    }

    /// Sets the tricks in `strain`.
    pub fn set(&mut self, strain: Strain, tricks: u8) {
        match strain {
            Strain::Clubs => self.clubs = tricks,
            Strain::Diamonds => self.diamonds = tricks,
            Strain::Hearts => self.hearts = tricks,
            Strain::Spades => self.spades = tricks,
            Strain::NoTrump => self.notrump = tricks,
        }
    }
}

/// The double-dummy table of a deal: the tricks each seat takes as declarer
/// in each strain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(example = json!({
    "N": {"C": 7, "D": 11, "H": 10, "S": 8, "NT": 10},
    "E": {"C": 6, "D": 2, "H": 3, "S": 5, "NT": 2},
    "S": {"C": 7, "D": 11, "H": 10, "S": 8, "NT": 10},
    "W": {"C": 6, "D": 2, "H": 3, "S": 5, "NT": 2}
})))]
pub struct DdTable {
    /// North as declarer.
    #[serde(rename = "N")]
    pub north: StrainTricks,
    /// East as declarer.
    #[serde(rename = "E")]
    pub east: StrainTricks,
    /// South as declarer.
    #[serde(rename = "S")]
    pub south: StrainTricks,
    /// West as declarer.
    #[serde(rename = "W")]
    pub west: StrainTricks,
}

impl DdTable {
    /// The tricks `declarer` takes in `strain`.
    pub fn tricks(&self, declarer: Seat, strain: Strain) -> u8 {
        self.seat(declarer).get(strain)
    }

    /// The row of `declarer`.
    pub fn seat(&self, declarer: Seat) -> &StrainTricks {
        match declarer {
            Seat::N => &self.north,
            Seat::E => &self.east,
            Seat::S => &self.south,
            Seat::W => &self.west,
        }
    }

    /// The row of `declarer`, to fill in.
    pub fn seat_mut(&mut self, declarer: Seat) -> &mut StrainTricks {
        match declarer {
            Seat::N => &mut self.north,
            Seat::E => &mut self.east,
            Seat::S => &mut self.south,
            Seat::W => &mut self.west,
        }
    }

    /// Reads a PBN `DoubleDummyTricks` tag value: 20 hexadecimal digits, five
    /// per declarer in the order North, South, East, West, and for each the
    /// strains notrump, spades, hearts, diamonds, clubs (the order Bridge
    /// Composer writes, and its `OptimumResultTable` lists). `None` when the
    /// value is not 20 digits from 0 to D (a `-` or `*` marks an unknown
    /// count, which cannot be compared).
    pub fn from_pbn_tag(value: &str) -> Option<DdTable> {
        let digits: Vec<u8> = value
            .trim()
            .chars()
            .map(|c| c.to_digit(16).and_then(|d| u8::try_from(d).ok()).filter(|d| *d <= 13))
            .collect::<Option<Vec<u8>>>()?;
        if digits.len() != 20 {
            return None;
        }
        let mut table = DdTable::default();
        let strains = [Strain::NoTrump, Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs];
        for (row, seat) in [Seat::N, Seat::S, Seat::E, Seat::W].into_iter().enumerate() {
            for (column, strain) in strains.into_iter().enumerate() {
                table.seat_mut(seat).set(strain, digits[row * 5 + column]);
            }
        }
        Some(table)
    }

    /// The table as a PBN `DoubleDummyTricks` value (see
    /// [`DdTable::from_pbn_tag`]), in lower-case hexadecimal.
    pub fn to_pbn_tag(&self) -> String {
        let strains = [Strain::NoTrump, Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs];
        let mut out = String::with_capacity(20);
        for seat in [Seat::N, Seat::S, Seat::E, Seat::W] {
            for strain in strains {
                out.push(char::from_digit(u32::from(self.tricks(seat, strain)), 16).unwrap_or('?'));
            }
        }
        out
    }
}

/// One contract that scores the par.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ParContract {
    /// The contract: level, strain (`C D H S NT`), then `X` when a sacrifice
    /// is doubled, e.g. `4S`, `5DX`.
    #[cfg_attr(feature = "openapi", schema(example = "4S"))]
    pub contract: String,
    /// Its declarer.
    pub declarer: Seat,
    /// The tricks over the contract (negative: the undertricks of a
    /// sacrifice).
    #[cfg_attr(feature = "openapi", schema(minimum = -13, maximum = 6))]
    pub overtricks: i8,
}

/// The par: the score of the deal when both sides bid and play perfectly
/// (double-dummy), and the contracts that give it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Par {
    /// The par score for North–South (East–West score its opposite); 0 when
    /// the deal is passed out.
    pub score: i32,
    /// The contracts that score the par, each with its declarer; empty when
    /// the par is to pass the deal out.
    pub contracts: Vec<ParContract>,
}

/// One card the player on turn may play, and what it is worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct CardTricks {
    /// The card, suit then rank (`SA`, `HT`).
    #[cfg_attr(feature = "openapi", schema(value_type = String, example = "SA"))]
    pub card: Card,
    /// The tricks the side on play can still take, the trick in progress
    /// included, if this card is played and both sides then play perfectly.
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 13))]
    pub tricks: u8,
}

/// A position in the play, solved: the value of each card the player on
/// turn may play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PositionAnalysis {
    /// The player on turn.
    pub seat: Seat,
    /// The tricks not yet complete (the trick in progress included): what
    /// the two sides still share.
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 13))]
    pub tricks_left: u8,
    /// The tricks North–South have won so far.
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 13))]
    pub ns_won: u8,
    /// The tricks East–West have won so far.
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 13))]
    pub ew_won: u8,
    /// Every card the player on turn may legally play (following suit), the
    /// best first, each with the tricks his side can still take after it.
    pub cards: Vec<CardTricks>,
}

/// What `POST /v1/bridge/double-dummy` answers: the table, the par when the
/// record gives dealer and vulnerability, and the position when asked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct DoubleDummy {
    /// The tricks each seat takes as declarer in each strain, double-dummy,
    /// from the deal before any card is played.
    pub tricks: DdTable,
    /// The par score and contracts; absent when the record does not give
    /// the dealer and the vulnerability.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub par: Option<Par>,
    /// The position after `after_cards` cards of the play, when asked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<PositionAnalysis>,
    /// For each revoke in the record's play, the non-offenders' tricks had
    /// a legal card been played instead (Law 64C suggestions); empty when
    /// the play has no revoke.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub revoke_equity: Vec<RevokeEquity>,
    /// For each contract asked in `contracts`, its double-dummy result and
    /// score at the board's vulnerability (Laws 12C, 27D: likely results).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub contract_results: Vec<ContractResult>,
}

/// For one revoke of the record, what the non-offending side would have
/// taken had the offender played a legal card instead (Law 64C: the tricks
/// the non-offenders would have taken without the revoke), double-dummy from
/// the position just before the revoke card. A suggestion for the director,
/// who confirms it or gives his own count: never the ruling by itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RevokeEquity {
    /// The trick of the revoke, from 1.
    #[cfg_attr(feature = "openapi", schema(minimum = 1, maximum = 13))]
    pub trick: u8,
    /// The player who revoked.
    pub offender: Seat,
    /// The card he revoked with.
    #[cfg_attr(feature = "openapi", schema(value_type = String, example = "D2"))]
    pub revoke_card: Card,
    /// Each card he could have played instead following suit (the solver
    /// knows no penalty card or lead restriction: the director strikes out
    /// any the laws forbade), the best for his side first, with the tricks the non-offending side would then have taken
    /// on the whole deal (tricks already won included), both sides playing
    /// perfectly afterwards.
    pub legal_cards: Vec<NonOffendersTricks>,
    /// The non-offenders' tricks on the whole deal after the offender's
    /// best legal card: the likely count the director starts from.
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 13))]
    pub non_offenders_tricks: u8,
}

/// A legal card the offender could have played, and what the non-offenders
/// would then have taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct NonOffendersTricks {
    /// The card, suit then rank.
    #[cfg_attr(feature = "openapi", schema(value_type = String, example = "SA"))]
    pub card: Card,
    /// The non-offending side's tricks on the whole deal.
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 13))]
    pub non_offenders_tricks: u8,
}

/// A contract the director thinks might have been reached without the
/// irregularity (Laws 12C, 27D), to be scored double-dummy.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct ContractQuery {
    /// The contract: level, strain (`C D H S NT`), then `X` or `XX`; or `Pass`.
    #[cfg_attr(feature = "openapi", schema(example = "4S"))]
    pub contract: String,
    /// Its declarer.
    pub declarer: Seat,
}

/// A contract's double-dummy result and its score: a likely result the
/// director weighs (12C1(c)) or keeps (12C1(b)), never a ruling by itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct ContractResult {
    /// The contract, as written back (`4S`, `3NTX`, `Pass`).
    pub contract: String,
    /// Its declarer.
    pub declarer: Seat,
    /// The tricks declarer's side takes double-dummy (0 for `Pass`).
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 13))]
    pub tricks: u8,
    /// North–South's score for that result at the board's vulnerability.
    pub ns: i32,
    /// East–West's score.
    pub ew: i32,
}

/// The double-dummy result and score of each contract of `queries` on a
/// deal whose table is `table`, at vulnerability `vulnerable`.
///
/// # Errors
/// The index of the first query whose contract cannot be read.
pub fn contract_results(
    table: &DdTable,
    vulnerable: crate::card::Vulnerability,
    queries: &[ContractQuery],
) -> Result<Vec<ContractResult>, usize> {
    use crate::card::FinalContract;
    queries
        .iter()
        .enumerate()
        .map(|(i, query)| {
            let contract: FinalContract = query.contract.parse().map_err(|_| i)?;
            let tricks = contract.strain().map_or(0, |strain| table.tricks(query.declarer, strain));
            contract_figure(&query.contract, query.declarer, vulnerable, tricks).ok_or(i)
        })
        .collect()
}

/// Double-dummy figures beside a score adjustment (Law 12C1(b) and (c)):
/// what each contract would make with all four hands in view and perfect
/// play. They are a solver's figures for the director to weigh — the
/// likely results of 12C1 are his judgement of real play, not
/// double-dummy play — and never the ruling itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct AdjustmentFigures {
    /// Always `double_dummy`: these figures come from the double-dummy
    /// solver, not from the director's judgement.
    pub basis: FiguresBasis,
    /// The table's contract, double-dummy: from the opening lead, or after
    /// a revoke from the position just before the revoke card (the
    /// offender's best legal card instead).
    /// Absent when the record lacks the contract, its declarer or the
    /// board's vulnerability.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table_contract: Option<TableContractFigure>,
    /// The contracts the request named (`double_dummy_contracts`), each
    /// scored from the deal's double-dummy table.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub contracts: Vec<ContractResult>,
}

/// Where figures come from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum FiguresBasis {
    /// The double-dummy solver: every hand in view, perfect play.
    DoubleDummy,
}

/// The table's contract, double-dummy from a position of the play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TableContractFigure {
    /// The contract, its declarer, the tricks his side takes and the score.
    #[serde(flatten)]
    pub result: ContractResult,
    /// The cards already played when the position was solved (0: before
    /// the opening lead).
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 51))]
    pub after_cards: u8,
}

/// The figure of a contract whose declarer's side takes `tricks`, scored at
/// `vulnerable`; `None` when `contract` cannot be read.
pub fn contract_figure(
    contract: &str,
    declarer: Seat,
    vulnerable: crate::card::Vulnerability,
    tricks: u8,
) -> Option<ContractResult> {
    use crate::card::FinalContract;
    let contract: FinalContract = contract.parse().ok()?;
    let tricks = if contract.strain().is_some() { tricks.min(13) } else { 0 };
    let score = crate::scoring::board_score(&contract, declarer, vulnerable, tricks);
    Some(ContractResult { contract: contract.to_string(), declarer, tricks, ns: score.ns, ew: score.ew })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Vulnerability;

    #[test]
    fn contracts_are_scored_from_the_table() {
        let mut table = DdTable::default();
        table.seat_mut(Seat::N).set(Strain::Spades, 10);
        table.seat_mut(Seat::E).set(Strain::Hearts, 8);
        let queries = [
            ContractQuery { contract: "4S".into(), declarer: Seat::N },
            ContractQuery { contract: "4HX".into(), declarer: Seat::E },
            ContractQuery { contract: "Pass".into(), declarer: Seat::N },
        ];
        let results = contract_results(&table, Vulnerability::NS, &queries).unwrap_or_default();
        // 4S= vulnerable: 120 + 500 game bonus.
        assert_eq!((results[0].tricks, results[0].ns, results[0].ew), (10, 620, -620));
        // 4HX-2 not vulnerable: 100 + 200 (doubled undertricks) to N-S.
        assert_eq!((results[1].tricks, results[1].ns, results[1].ew), (8, 300, -300));
        assert_eq!((results[2].tricks, results[2].ns), (0, 0));
        // The same score from the tricks alone (a position's count).
        assert_eq!(contract_figure("4S", Seat::N, Vulnerability::NS, 10).as_ref(), Some(&results[0]));
        assert_eq!(contract_figure("4S", Seat::N, Vulnerability::NS, 9).map(|r| r.ns), Some(-100));
        let bad = [ContractQuery { contract: "8S".into(), declarer: Seat::N }];
        assert_eq!(contract_results(&table, Vulnerability::None, &bad), Err(0));
    }
}
