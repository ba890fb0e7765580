//! The sanctions a tarot ruling gives, read from its typed rectifications
//! (FFT code: warnings, point penalties, suspensions, bidding bans,
//! exclusions). Pure: the service names the players from the incident's
//! context and records them with the ruling, in its transaction.

use arbitre_core::decision::Status;
use serde_json::{Map, Value};

use crate::rectification::Rectification;
use crate::vocabulary::{BanScope, TarotRole};

/// What kind of sanction, with its figures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SanctionKind {
    /// A warning.
    Warning,
    /// A point penalty.
    PointPenalty {
        /// The points.
        points: i32,
    },
    /// A suspension.
    Suspension {
        /// How many months.
        months: u8,
    },
    /// A ban from bidding.
    BiddingBan {
        /// On which deal.
        deal: BanScope,
    },
    /// An exclusion from the event.
    Exclusion,
}

impl SanctionKind {
    /// The kind as the sanctions history names it.
    pub fn name(self) -> &'static str {
        match self {
            SanctionKind::Warning => "warning",
            SanctionKind::PointPenalty { .. } => "point_penalty",
            SanctionKind::Suspension { .. } => "suspension",
            SanctionKind::BiddingBan { .. } => "bidding_ban",
            SanctionKind::Exclusion => "exclusion",
        }
    }

    /// Its figures, as the sanction's `detail` keeps them (`points`,
    /// `months`, `deal`).
    pub fn figures(self) -> Map<String, Value> {
        let mut figures = Map::new();
        match self {
            SanctionKind::PointPenalty { points } => {
                figures.insert("points".into(), Value::from(points));
            }
            SanctionKind::Suspension { months } => {
                figures.insert("months".into(), Value::from(months));
            }
            SanctionKind::BiddingBan { deal } => {
                figures.insert("deal".into(), serde_json::to_value(deal).unwrap_or_default());
            }
            SanctionKind::Warning | SanctionKind::Exclusion => {}
        }
        figures
    }
}

/// A sanction a ruling gives: what, and to whom by role.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sanction {
    /// What.
    pub kind: SanctionKind,
    /// Who, by role in the incident (the server finds the licence).
    pub player: TarotRole,
}

/// The sanctions a ruling gives: those among its determined rectifications
/// (`status` is where it stands). A ruling that waits for a player's
/// choice or for the deal's result has already decided them (the choice's
/// options and the result's branches hold what is not: a card played out
/// of turn carries the exposed-card penalty "quel que soit le choix du
/// preneur"), so they count at once against a second fault before the
/// choice is made; one still asking facts gives none, its facts may change
/// them.
pub fn sanctions<'r>(status: Status, rectifications: impl IntoIterator<Item = &'r Rectification>) -> Vec<Sanction> {
    if status == Status::NeedsFacts {
        return Vec::new();
    }
    rectifications
        .into_iter()
        .filter_map(|r| {
            let (kind, player) = match *r {
                Rectification::Warning { player } => (SanctionKind::Warning, player),
                Rectification::PointPenalty { players, points, .. } => (SanctionKind::PointPenalty { points }, players),
                Rectification::Suspension { player, months } => (SanctionKind::Suspension { months }, player),
                Rectification::BarredFromBidding { player, deal } => (SanctionKind::BiddingBan { deal }, player),
                Rectification::ExcludedFromEvent { player } => (SanctionKind::Exclusion, player),
                _ => return None,
            };
            Some(Sanction { kind, player })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::code::test_support::rule;
    use crate::rectification::Consequence;

    /// The sanctions are the determined rectifications' warnings and
    /// penalties, named by role; a ruling still asking facts gives none.
    #[test]
    fn a_ruling_gives_the_sanctions_it_determined() {
        let facts = json!({"found_by": "players", "arbiter_called_at_once": true, "situation": "card_exposed",
                           "exposed_by": "defender", "partner_card_followed": false, "deal_distorted": false,
                           "previous_offences": 0});
        let ruling = rule("tarot.exposed_card", facts, &[], None);
        let given = sanctions(ruling.status, ruling.rectifications.iter().filter_map(Consequence::as_tarot));
        assert_eq!(given, vec![Sanction { kind: SanctionKind::Warning, player: TarotRole::Offender }]);
        let penalty = Rectification::PointPenalty { players: TarotRole::Offender, points: 100, ranking: None };
        assert!(sanctions(Status::NeedsFacts, [&penalty]).is_empty());
        let given = sanctions(Status::Complete, [&penalty]);
        assert_eq!((given[0].kind.name(), given[0].kind.figures().get("points")), ("point_penalty", Some(&json!(100))));
    }
}
