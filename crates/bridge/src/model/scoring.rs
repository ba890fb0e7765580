//! Duplicate scoring (Law 77): the score of any result at the table.
//!
//! - Trick points for each trick bid and made: clubs and diamonds 20, hearts
//!   and spades 30, no trump 40 for the first trick and 30 for each other;
//!   doubled ×2, redoubled ×4.
//! - Bonuses when the contract is made: part-score 50 (trick points under
//!   100), game 300 not vulnerable or 500 vulnerable; small slam 500 / 750,
//!   grand slam 1000 / 1500; the insult 50 doubled, 100 redoubled.
//! - Overtricks: their trick value undoubled; doubled 100 not vulnerable or
//!   200 vulnerable each, redoubled twice that.
//! - Undertricks: undoubled 50 each, vulnerable 100. Doubled, not vulnerable,
//!   100 for the first, 200 for the second and third, 300 for each after
//!   (100, 300, 500, 800, 1100…); vulnerable 200 for the first, 300 for each
//!   after (200, 500, 800…). Redoubled, twice the doubled figures.
//!
//! The crate `contract-bridge` (0.1.4) computes the same total correctly, but
//! only the total, with its own model of contracts and strains; the director
//! needs the breakdown and the model is already here, so the table is written
//! out below and checked in the tests against the printed scoring table.

use serde::{Deserialize, Serialize};

use crate::card::{Contract, Doubling, FinalContract, Seat, Side, Strain, Vulnerability};
use arbitre_core::InputError;
use arbitre_core::text::{Arg, localized};

/// The stable code of a score request that cannot be scored.
pub const INVALID_SCORE: &str = "invalid_score";

/// How a score was made up, every figure from the declaring side's point of
/// view: positive when it scores it, negative when it pays it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BridgeScoreBreakdown))]
pub struct Breakdown {
    /// The contract as written (`4SX`), or `Pass` for a passed-out board.
    pub contract: String,
    /// The declarer; null when the board was passed out.
    pub declarer: Option<Seat>,
    /// Whether the declaring side was vulnerable.
    pub vulnerable: bool,
    /// The tricks the declaring side took (0 when passed out).
    pub tricks: u8,
    /// Tricks over the contract (≥ 0) or under it (< 0); 0 when passed out.
    pub result: i8,
    /// Trick points for the tricks bid and made (Law 77), doubling included.
    pub trick_points: i32,
    /// Overtrick points.
    pub overtricks: i32,
    /// The part-score (50) or game (300 / 500) bonus.
    pub game_bonus: i32,
    /// The small slam (500 / 750) or grand slam (1000 / 1500) bonus.
    pub slam_bonus: i32,
    /// The bonus for making a doubled (50) or redoubled (100) contract.
    pub insult: i32,
    /// The undertrick penalty, as a negative number.
    pub undertricks: i32,
    /// The sum of the six figures above: the declaring side's score.
    pub total: i32,
}

/// The score of a board for each side; the two always sum to zero.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[cfg_attr(feature = "openapi", schema(as = BridgeScore))]
pub struct BoardScore {
    /// North–South's score.
    pub ns: i32,
    /// East–West's score.
    pub ew: i32,
    /// How it was made up, from the declaring side's point of view.
    pub breakdown: Breakdown,
}

/// The trick points of one trick in `strain` (undoubled), `first` being the
/// first trick over book.
fn trick_value(strain: Strain, first: bool) -> i32 {
    match strain {
        Strain::Clubs | Strain::Diamonds => 20,
        Strain::Hearts | Strain::Spades => 30,
        Strain::NoTrump if first => 40,
        Strain::NoTrump => 30,
    }
}

/// ×1, ×2 or ×4 for the trick points of a contract.
fn trick_multiplier(doubled: Doubling) -> i32 {
    match doubled {
        Doubling::Undoubled => 1,
        Doubling::Doubled => 2,
        Doubling::Redoubled => 4,
    }
}

/// The trick points of `contract` when made: the value of the tricks bid.
pub fn trick_points(contract: &Contract) -> i32 {
    let undoubled: i32 = (1..=contract.level).map(|trick| trick_value(contract.strain, trick == 1)).sum();
    undoubled * trick_multiplier(contract.doubled)
}

/// The undertrick penalty (a positive number) for going `down` tricks.
pub fn undertrick_penalty(down: u8, doubled: Doubling, vulnerable: bool) -> i32 {
    let down = i32::from(down);
    if down == 0 {
        return 0;
    }
    let doubled_scale = if vulnerable {
        // 200, then 300 each.
        200 + 300 * (down - 1)
    } else {
        // 100, 200, 200, then 300 each: 100, 300, 500, 800…
        match down {
            1 => 100,
            2 => 300,
            _ => 500 + 300 * (down - 3),
        }
    };
    match doubled {
        Doubling::Undoubled => down * if vulnerable { 100 } else { 50 },
        Doubling::Doubled => doubled_scale,
        Doubling::Redoubled => 2 * doubled_scale,
    }
}

/// The declaring side's score for `contract` when it takes `tricks` tricks
/// (more than 13 are counted as 13: the caller checks the range).
pub fn contract_score(contract: &Contract, declarer: Seat, vulnerable: bool, tricks: u8) -> Breakdown {
    let tricks = tricks.min(13);
    let needed = contract.tricks_needed();
    let mut breakdown = Breakdown {
        contract: contract.to_string(),
        declarer: Some(declarer),
        vulnerable,
        tricks,
        result: 0,
        trick_points: 0,
        overtricks: 0,
        game_bonus: 0,
        slam_bonus: 0,
        insult: 0,
        undertricks: 0,
        total: 0,
    };
    if tricks >= needed {
        let over = tricks - needed;
        breakdown.result = i8::try_from(over).unwrap_or(i8::MAX);
        let points = trick_points(contract);
        breakdown.trick_points = points;
        let per_overtrick = match contract.doubled {
            Doubling::Undoubled => trick_value(contract.strain, false),
            Doubling::Doubled => {
                if vulnerable {
                    200
                } else {
                    100
                }
            }
            Doubling::Redoubled => {
                if vulnerable {
                    400
                } else {
                    200
                }
            }
        };
        breakdown.overtricks = i32::from(over) * per_overtrick;
        breakdown.game_bonus = match (points >= 100, vulnerable) {
            (false, _) => 50,
            (true, false) => 300,
            (true, true) => 500,
        };
        breakdown.slam_bonus = match (contract.level, vulnerable) {
            (6, false) => 500,
            (6, true) => 750,
            (7, false) => 1000,
            (7, true) => 1500,
            _ => 0,
        };
        breakdown.insult = match contract.doubled {
            Doubling::Undoubled => 0,
            Doubling::Doubled => 50,
            Doubling::Redoubled => 100,
        };
    } else {
        let down = needed - tricks;
        breakdown.result = -i8::try_from(down).unwrap_or(i8::MAX);
        breakdown.undertricks = -undertrick_penalty(down, contract.doubled, vulnerable);
    }
    breakdown.total = breakdown.trick_points
        + breakdown.overtricks
        + breakdown.game_bonus
        + breakdown.slam_bonus
        + breakdown.insult
        + breakdown.undertricks;
    breakdown
}

/// The score of a board for each side: `contract` played by `declarer`, whose
/// side took `tricks`, on a board of vulnerability `vulnerable`. A passed-out
/// board scores 0 for both.
pub fn board_score(contract: &FinalContract, declarer: Seat, vulnerable: Vulnerability, tricks: u8) -> BoardScore {
    match contract {
        FinalContract::PassedOut => BoardScore { ns: 0, ew: 0, breakdown: passed_out() },
        FinalContract::Contract(contract) => {
            let side = declarer.side();
            let breakdown = contract_score(contract, declarer, vulnerable.is_vulnerable(side), tricks);
            let (ns, ew) = match side {
                Side::NS => (breakdown.total, -breakdown.total),
                Side::EW => (-breakdown.total, breakdown.total),
            };
            BoardScore { ns, ew, breakdown }
        }
    }
}

fn passed_out() -> Breakdown {
    Breakdown {
        contract: FinalContract::PassedOut.to_string(),
        declarer: None,
        vulnerable: false,
        tricks: 0,
        result: 0,
        trick_points: 0,
        overtricks: 0,
        game_bonus: 0,
        slam_bonus: 0,
        insult: 0,
        undertricks: 0,
        total: 0,
    }
}

/// A result to score, as a client sends it (`POST /v1/bridge/score`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
#[cfg_attr(feature = "openapi", schema(as = BridgeScoreRequest))]
pub struct ScoreInput {
    /// The contract: a level 1–7, a strain `C D H S NT`, then `X` or `XX`
    /// (`4S`, `3NTX`, `6HXX`); or `Pass` for a passed-out board, which scores
    /// 0 and needs nothing else.
    #[cfg_attr(feature = "openapi", schema(examples("4SX", "3NT", "Pass")))]
    pub contract: String,
    /// The declarer, `N E S W`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declarer: Option<Seat>,
    /// The board's vulnerability: `None`, `NS`, `EW` or `All` (PBN spellings
    /// `Love`, `Both`, `-` are read too).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(value_type = Option<crate::card::Vulnerability>))]
    pub vulnerable: Option<String>,
    /// The tricks the declaring side took, 0 to 13.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "openapi", schema(minimum = 0, maximum = 13))]
    pub tricks: Option<i64>,
}

/// A score input error at `pointer`, explained by `message_id`.
pub fn error(code: &'static str, pointer: &str, message_id: &str, args: &[(&str, Arg)]) -> InputError {
    InputError::new(code, pointer, localized(message_id, args))
}

/// Reads a vulnerability as PBN writes it, naming `pointer` when it is not one.
pub fn parse_vulnerability(text: &str, code: &'static str, pointer: &str) -> Result<Vulnerability, InputError> {
    Vulnerability::from_pbn(text)
        .ok_or_else(|| error(code, pointer, "score-bad-vulnerability", &[("value", text.to_owned().into())]))
}

/// Reads a tricks count, 0–13.
pub fn parse_tricks(tricks: i64, code: &'static str, pointer: &str) -> Result<u8, InputError> {
    u8::try_from(tricks)
        .ok()
        .filter(|t| *t <= 13)
        .ok_or_else(|| error(code, pointer, "score-bad-tricks", &[("tricks", Arg::Num(tricks))]))
}

impl ScoreInput {
    /// Checks the input and scores it; an error names the field at fault.
    pub fn score(&self) -> Result<BoardScore, InputError> {
        let contract: FinalContract = self.contract.parse().map_err(|_| {
            error(INVALID_SCORE, "/contract", "score-bad-contract", &[("value", self.contract.clone().into())])
        })?;
        if contract == FinalContract::PassedOut {
            // A passed-out board scores 0 whatever its vulnerability, but a
            // vulnerability that is none, or tricks taken on a board nobody
            // played, say the input is wrong: refused as for a contract (a
            // scoring probe found them scored 0).
            if let Some(vulnerable) = self.vulnerable.as_deref() {
                parse_vulnerability(vulnerable, INVALID_SCORE, "/vulnerable")?;
            }
            if let Some(tricks) = self.tricks.filter(|t| *t != 0) {
                return Err(error(INVALID_SCORE, "/tricks", "score-pass-tricks", &[("tricks", Arg::Num(tricks))]));
            }
            return Ok(board_score(&contract, Seat::N, Vulnerability::None, 0));
        }
        let missing =
            |field: &str| error(INVALID_SCORE, &format!("/{field}"), "score-missing", &[("field", field.into())]);
        let declarer = self.declarer.ok_or_else(|| missing("declarer"))?;
        let vulnerable = self.vulnerable.as_deref().ok_or_else(|| missing("vulnerable"))?;
        let vulnerable = parse_vulnerability(vulnerable, INVALID_SCORE, "/vulnerable")?;
        let tricks = parse_tricks(self.tricks.ok_or_else(|| missing("tricks"))?, INVALID_SCORE, "/tricks")?;
        Ok(board_score(&contract, declarer, vulnerable, tricks))
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const DOUBLINGS: [Doubling; 3] = [Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled];

    fn c(text: &str) -> Contract {
        text.parse().unwrap()
    }

    /// The declaring side's score, as the printed table gives it.
    fn s(contract: &str, vulnerable: bool, tricks: u8) -> i32 {
        contract_score(&c(contract), Seat::N, vulnerable, tricks).total
    }

    #[test]
    fn well_known_scores() {
        // (contract, tricks, non-vulnerable, vulnerable)
        let table: &[(&str, u8, i32, i32)] = &[
            ("1NT", 7, 90, 90),
            ("1NT", 8, 120, 120),
            ("2S", 8, 110, 110),
            ("2S", 9, 140, 140),
            ("3C", 9, 110, 110),
            ("3NT", 9, 400, 600),
            ("3NT", 10, 430, 630),
            ("4H", 10, 420, 620),
            ("4S", 10, 420, 620),
            ("5C", 11, 400, 600),
            ("5D", 12, 420, 620),
            ("6H", 12, 980, 1430),
            ("6NT", 12, 990, 1440),
            ("6C", 13, 940, 1390),
            ("7NT", 13, 1520, 2220),
            ("7S", 13, 1510, 2210),
            ("7C", 13, 1440, 2140),
            ("1CX", 7, 140, 140),
            ("1CXX", 7, 230, 230),
            ("1DX", 8, 240, 340),
            ("2CX", 9, 280, 380),
            ("2HX", 8, 470, 670),
            ("1NTX", 7, 180, 180),
            ("2NTXX", 8, 680, 880),
            ("3NTX", 9, 550, 750),
            ("4SX", 10, 590, 790),
            ("4SX", 11, 690, 990),
            ("6HX", 12, 1210, 1660),
            ("7NTX", 13, 1790, 2490),
            ("7NTXX", 13, 2280, 2980),
            ("4S", 9, -50, -100),
            ("4S", 7, -150, -300),
            ("4SX", 9, -100, -200),
            ("4SX", 8, -300, -500),
            ("4SX", 7, -500, -800),
            ("4SX", 6, -800, -1100),
            ("4SXX", 9, -200, -400),
            ("4SXX", 8, -600, -1000),
            ("4SXX", 7, -1000, -1600),
            ("5DX", 8, -500, -800),
            ("3NTX", 2, -1700, -2000),
            ("7NTXX", 0, -7000, -7600),
            ("7NT", 0, -650, -1300),
        ];
        for &(contract, tricks, non_vul, vul) in table {
            assert_eq!(s(contract, false, tricks), non_vul, "{contract} {tricks} tricks, not vulnerable");
            assert_eq!(s(contract, true, tricks), vul, "{contract} {tricks} tricks, vulnerable");
        }
    }

    #[test]
    fn the_doubled_undertrick_scale_row_by_row() {
        // The printed table's rows, 1 to 13 down.
        let non_vul_x = [100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500];
        let vul_x = [200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800];
        for down in 1..=13u8 {
            let i = usize::from(down - 1);
            assert_eq!(undertrick_penalty(down, Doubling::Undoubled, false), 50 * i32::from(down));
            assert_eq!(undertrick_penalty(down, Doubling::Undoubled, true), 100 * i32::from(down));
            assert_eq!(undertrick_penalty(down, Doubling::Doubled, false), non_vul_x[i]);
            assert_eq!(undertrick_penalty(down, Doubling::Doubled, true), vul_x[i]);
            assert_eq!(undertrick_penalty(down, Doubling::Redoubled, false), 2 * non_vul_x[i]);
            assert_eq!(undertrick_penalty(down, Doubling::Redoubled, true), 2 * vul_x[i]);
        }
    }

    /// An independent statement of the table, written the way the printed
    /// table reads (per trick and per bonus line), for the exhaustive check.
    fn table_score(level: u8, strain: Strain, doubled: Doubling, vul: bool, tricks: u8) -> i32 {
        let needed = i32::from(level) + 6;
        let taken = i32::from(tricks);
        let m = match doubled {
            Doubling::Undoubled => 1,
            Doubling::Doubled => 2,
            Doubling::Redoubled => 4,
        };
        if taken < needed {
            let down = needed - taken;
            return -(1..=down)
                .map(|n| match (doubled, vul, n) {
                    (Doubling::Undoubled, false, _) => 50,
                    (Doubling::Undoubled, true, _) => 100,
                    (_, false, 1) => 100 * m / 2,
                    (_, false, 2 | 3) => 200 * m / 2,
                    (_, false, _) => 300 * m / 2,
                    (_, true, 1) => 200 * m / 2,
                    (_, true, _) => 300 * m / 2,
                })
                .sum::<i32>();
        }
        let per = match strain {
            Strain::Clubs | Strain::Diamonds => 20,
            _ => 30,
        };
        let first = if strain == Strain::NoTrump { 10 } else { 0 };
        let below = (per * i32::from(level) + first) * m;
        let over = taken - needed;
        let over_points = match (doubled, vul) {
            (Doubling::Undoubled, _) => over * per,
            (_, false) => over * 50 * m,
            (_, true) => over * 100 * m,
        };
        let game = if below >= 100 { [300, 500][usize::from(vul)] } else { 50 };
        let slam = match level {
            6 => [500, 750][usize::from(vul)],
            7 => [1000, 1500][usize::from(vul)],
            _ => 0,
        };
        let insult = match doubled {
            Doubling::Undoubled => 0,
            Doubling::Doubled => 50,
            Doubling::Redoubled => 100,
        };
        below + over_points + game + slam + insult
    }

    #[test]
    fn every_contract_doubling_vulnerability_and_trick_count_matches_the_table() {
        let mut checked = 0;
        for level in 1..=7u8 {
            for strain in Strain::ALL {
                for doubled in DOUBLINGS {
                    for vul in [false, true] {
                        for tricks in 0..=13u8 {
                            let contract = Contract { level, strain, doubled };
                            let ours = contract_score(&contract, Seat::E, vul, tricks);
                            assert_eq!(
                                ours.total,
                                table_score(level, strain, doubled, vul, tricks),
                                "{contract} {tricks} {vul}"
                            );
                            checked += 1;
                        }
                    }
                }
            }
        }
        assert_eq!(checked, 7 * 5 * 3 * 2 * 14);
    }

    #[test]
    fn sides_and_vulnerability_follow_the_declarer() {
        let fc: FinalContract = "4SX".parse().unwrap();
        let score = board_score(&fc, Seat::W, Vulnerability::EW, 9);
        assert_eq!((score.ns, score.ew), (200, -200));
        assert!(score.breakdown.vulnerable);
        let score = board_score(&fc, Seat::W, Vulnerability::NS, 9);
        assert_eq!((score.ns, score.ew), (100, -100));
        let pass = board_score(&FinalContract::PassedOut, Seat::N, Vulnerability::All, 0);
        assert_eq!((pass.ns, pass.ew, pass.breakdown.contract.as_str()), (0, 0, "Pass"));
        let b = board_score(&"4SX".parse().unwrap(), Seat::N, Vulnerability::None, 11).breakdown;
        assert_eq!(
            (b.trick_points, b.overtricks, b.game_bonus, b.slam_bonus, b.insult, b.result, b.total),
            (240, 100, 300, 0, 50, 1, 690)
        );
    }

    #[test]
    fn input_errors_name_the_field() {
        let ok = ScoreInput {
            contract: "4SX".into(),
            declarer: Some(Seat::N),
            vulnerable: Some("Both".into()),
            tricks: Some(9),
        };
        assert_eq!(ok.score().unwrap().ns, -200);
        let pass = ScoreInput { contract: "pass".into(), ..ScoreInput::default() };
        assert_eq!(pass.score().unwrap().ns, 0);
        let pass_zero = ScoreInput { contract: "Pass".into(), tricks: Some(0), ..ok.clone() };
        assert_eq!(pass_zero.score().unwrap().ns, 0);
        for (input, pointer) in [
            (ScoreInput { contract: "8S".into(), ..ok.clone() }, "/contract"),
            (ScoreInput { declarer: None, ..ok.clone() }, "/declarer"),
            (ScoreInput { vulnerable: Some("NE".into()), ..ok.clone() }, "/vulnerable"),
            (ScoreInput { tricks: Some(14), ..ok.clone() }, "/tricks"),
            (ScoreInput { tricks: Some(-1), ..ok.clone() }, "/tricks"),
            (ScoreInput { tricks: None, ..ok.clone() }, "/tricks"),
            // A passed-out board with a vulnerability that is none, or with
            // tricks taken, is a wrong input, not a 0.
            (
                ScoreInput { contract: "Pass".into(), vulnerable: Some("Whatever".into()), ..ScoreInput::default() },
                "/vulnerable",
            ),
            (ScoreInput { contract: "Pass".into(), tricks: Some(9), ..ok.clone() }, "/tricks"),
        ] {
            let error = input.score().unwrap_err();
            assert_eq!((error.code, error.pointer.as_str()), (INVALID_SCORE, pointer));
            assert!(!error.detail.en.starts_with("score-") && !error.detail.fr.starts_with("score-"), "{error:?}");
        }
    }

    fn any_contract() -> impl Strategy<Value = Contract> {
        (1u8..=7, 0usize..5, 0usize..3).prop_map(|(level, s, d)| Contract {
            level,
            strain: Strain::ALL[s],
            doubled: DOUBLINGS[d],
        })
    }

    proptest! {
        #[test]
        fn made_is_positive_down_is_negative(contract in any_contract(), vul: bool, tricks in 0u8..=13) {
            let score = contract_score(&contract, Seat::S, vul, tricks).total;
            if tricks >= contract.tricks_needed() {
                prop_assert!(score > 0);
            } else {
                prop_assert!(score < 0);
            }
        }

        #[test]
        fn doubling_never_reduces_a_made_score(contract in any_contract(), vul: bool, extra in 0u8..=6) {
            let tricks = contract.tricks_needed().saturating_add(extra).min(13);
            let plain = Contract { doubled: Doubling::Undoubled, ..contract };
            let doubled = Contract { doubled: Doubling::Doubled, ..contract };
            let redoubled = Contract { doubled: Doubling::Redoubled, ..contract };
            let [a, b, c] = [plain, doubled, redoubled].map(|k| contract_score(&k, Seat::N, vul, tricks).total);
            prop_assert!(a < b && b < c);
            // Nor does vulnerability.
            let v = contract_score(&contract, Seat::N, true, tricks).total;
            prop_assert!(v >= contract_score(&contract, Seat::N, false, tricks).total);
        }

        #[test]
        fn an_extra_trick_never_costs(contract in any_contract(), vul: bool, tricks in 0u8..13) {
            let a = contract_score(&contract, Seat::N, vul, tricks).total;
            let b = contract_score(&contract, Seat::N, vul, tricks + 1).total;
            prop_assert!(b > a);
        }
    }
}
