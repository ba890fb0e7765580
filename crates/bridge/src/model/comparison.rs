//! Comparing scores: the WBF IMP scale (teams) and matchpoints on a frequency
//! of results (pairs), as adjusted scores need them.
//!
//! - IMPs: the difference between two scores on the WBF scale, 0 to 24 IMPs.
//!   The scale's rows are ranges of multiples of 10 (20–40 is 1 IMP); a
//!   difference that is not a multiple of 10 (a weighted score) counts from
//!   the lower bound of the row it reaches, so 15 is 0 IMP and 20 is 1.
//! - Matchpoints: 2 for each other score beaten, 1 for each tie; the top is
//!   twice the number of other scores, and the percentage is the matchpoints
//!   over the top.

use serde::{Deserialize, Serialize};

/// The lower bound of each row of the WBF IMP scale: a difference of at
/// least `IMP_SCALE[i]` is worth `i + 1` IMPs.
pub const IMP_SCALE: [i32; 24] = [
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000,
    3500, 4000,
];

/// The IMPs for a difference of `difference` points (signed: a negative
/// difference gives negative IMPs).
pub fn imps(difference: i32) -> i32 {
    let size = difference.unsigned_abs();
    let rows = IMP_SCALE.iter().take_while(|bound| size >= bound.unsigned_abs()).count();
    // At most 24, so the conversion cannot fail.
    let rows = i32::try_from(rows).unwrap_or(24);
    difference.signum() * rows
}

/// The matchpoints of one score against the other scores on the board.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Matchpoints {
    /// 2 for each other score beaten, 1 for each tie.
    pub points: u32,
    /// The top: twice the number of other scores.
    pub top: u32,
    /// `points` over `top`, as a percentage (50 when there is no other score).
    pub percentage: f64,
}

/// The matchpoints of `score` against `others` (the same side's scores at the
/// other tables; `score` itself is not among them).
pub fn matchpoints(score: i32, others: &[i32]) -> Matchpoints {
    let points: u32 = others
        .iter()
        .map(|other| match score.cmp(other) {
            std::cmp::Ordering::Greater => 2,
            std::cmp::Ordering::Equal => 1,
            std::cmp::Ordering::Less => 0,
        })
        .sum();
    let top = 2 * u32::try_from(others.len()).unwrap_or(u32::MAX / 2);
    // Alone on the board, a score is average: there is nothing to compare.
    let percentage = if top == 0 { 50.0 } else { 100.0 * f64::from(points) / f64::from(top) };
    Matchpoints { points, top, percentage }
}

/// The matchpoints of a score that may be fractional (a weighted score)
/// against the other scores: as [`matchpoints`], comparing exactly.
pub fn matchpoints_f64(score: f64, others: &[i32]) -> Matchpoints {
    let points: u32 = others
        .iter()
        .map(|other| {
            let other = f64::from(*other);
            if score > other {
                2
            } else if score < other {
                0
            } else {
                1
            }
        })
        .sum();
    let top = 2 * u32::try_from(others.len()).unwrap_or(u32::MAX / 2);
    let percentage = if top == 0 { 50.0 } else { 100.0 * f64::from(points) / f64::from(top) };
    Matchpoints { points, top, percentage }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_wbf_scale_row_by_row() {
        // (from, to, IMPs) as printed.
        let rows = [
            (0, 10, 0),
            (20, 40, 1),
            (50, 80, 2),
            (90, 120, 3),
            (130, 160, 4),
            (170, 210, 5),
            (220, 260, 6),
            (270, 310, 7),
            (320, 360, 8),
            (370, 420, 9),
            (430, 490, 10),
            (500, 590, 11),
            (600, 740, 12),
            (750, 890, 13),
            (900, 1090, 14),
            (1100, 1290, 15),
            (1300, 1490, 16),
            (1500, 1740, 17),
            (1750, 1990, 18),
            (2000, 2240, 19),
            (2250, 2490, 20),
            (2500, 2990, 21),
            (3000, 3490, 22),
            (3500, 3990, 23),
            (4000, 7600, 24),
        ];
        for (from, to, expected) in rows {
            for difference in (from..=to).step_by(10) {
                assert_eq!(imps(difference), expected, "{difference}");
                assert_eq!(imps(-difference), -expected, "-{difference}");
            }
        }
        // Familiar swings: 4S= 620 against 4S-1 100 is 720 → 12 IMPs; a
        // vulnerable game against a part-score, 620 against 170, 450 → 10.
        assert_eq!(imps(620 + 100), 12);
        assert_eq!(imps(620 - 170), 10);
        assert_eq!(imps(15), 0);
        assert_eq!(imps(45), 1);
    }

    #[test]
    fn matchpoints_two_per_beat_one_per_tie() {
        let others = [420, 420, 450, 170, -50, -100];
        let mp = matchpoints(420, &others);
        assert_eq!((mp.points, mp.top), (2 + 2 + 2 + 1 + 1, 12));
        assert!((mp.percentage - 100.0 * 8.0 / 12.0).abs() < 1e-9);
        assert_eq!(matchpoints(-200, &others).points, 0);
        assert_eq!(matchpoints(1000, &others).percentage, 100.0);
        assert_eq!(matchpoints(0, &[]).percentage, 50.0);
        assert_eq!(matchpoints_f64(232.0, &others).points, 6);
        assert_eq!(matchpoints_f64(420.0, &others), mp);
    }

    proptest! {
        #[test]
        fn imps_are_monotonic_and_antisymmetric(a in -8000i32..8000, b in -8000i32..8000) {
            prop_assert_eq!(imps(-a), -imps(a));
            if a <= b {
                prop_assert!(imps(a) <= imps(b));
            }
            prop_assert!(imps(a).abs() <= 24);
        }

        #[test]
        fn matchpoints_of_both_sides_sum_to_the_top(scores in proptest::collection::vec(-2000i32..2000, 1..20)) {
            // Each pair of scores shares 2 matchpoints between its two entries.
            let total: u32 = scores
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    let others: Vec<i32> = scores.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, o)| *o).collect();
                    matchpoints(*s, &others).points
                })
                .sum();
            let n = u32::try_from(scores.len()).unwrap_or(0);
            prop_assert_eq!(total, n * (n - 1));
        }
    }
}
