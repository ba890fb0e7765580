//! The sanctions a tarot ruling gives, read from its typed rectifications
//! (FFT code: warnings, point penalties, suspensions, bidding bans,
//! exclusions). Pure: the server names the players from the incident's
//! context and records them with the ruling, in its transaction.

use serde_json::{Map, Value};

use crate::ruling::{Decision, Status};
use crate::tarot::rectification::Rectification;
use crate::tarot::vocabulary::{BanScope, TarotRole};

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

/// The sanctions a decision gives: those among its determined
/// rectifications. A ruling that waits for a player's choice or for the
/// deal's result has already decided them (the choice's options and the
/// result's branches hold what is not: a card played out of turn carries
/// the exposed-card penalty "quel que soit le choix du preneur"), so they
/// count at once against a second fault before the choice is made; one
/// still asking facts gives none, its facts may change them.
pub fn sanctions(decision: &Decision) -> Vec<Sanction> {
    if decision.status == Status::NeedsFacts {
        return Vec::new();
    }
    decision
        .rectifications
        .iter()
        .filter_map(|r| {
            let (kind, player) = match *r.as_tarot()? {
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
    use super::*;
    use serde_json::json;

    /// Rules on an incident of `kind` under the FFT ruleset, as stored.
    fn rule(kind: &str, facts: Value, choices: &[(&str, &str)], outcome: Option<Value>) -> Decision {
        let incident = crate::ruling::Incident {
            kind: kind.into(),
            facts: match facts {
                Value::Object(facts) => facts.into_iter().collect(),
                _ => Default::default(),
            },
            record: None,
            choices: choices.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect(),
            outcome,
        };
        crate::evaluate(&incident, &crate::ruleset::FFT_DONNES_LIBRES).unwrap_or_else(|e| panic!("{e:?}"))
    }

    #[test]
    fn a_ruling_gives_its_sanctions_and_one_asking_facts_none() {
        // A defender's exposed card, first time in the event: a warning (FFT,
        // Carte exposée).
        let facts = json!({"found_by": "players", "arbiter_called_at_once": true, "situation": "card_exposed",
                           "exposed_by": "defender", "partner_card_followed": false, "deal_distorted": false,
                           "previous_offences": 0});
        let decision = rule("tarot.exposed_card", facts.clone(), &[], None);
        assert_eq!(sanctions(&decision), vec![Sanction { kind: SanctionKind::Warning, player: TarotRole::Offender }]);
        // On a repeat: 100 points.
        let mut repeat = facts.clone();
        repeat["previous_offences"] = json!(1);
        let decision = rule("tarot.exposed_card", repeat, &[], None);
        let given = sanctions(&decision);
        assert_eq!(given.len(), 1);
        assert_eq!(given[0].kind.name(), "point_penalty");
        assert_eq!(given[0].kind.figures().get("points"), Some(&json!(100)));
        // Without the count the ruling asks for it, and gives nothing yet.
        let mut asking = facts;
        if let Some(object) = asking.as_object_mut() {
            object.remove("previous_offences");
        }
        assert!(sanctions(&rule("tarot.exposed_card", asking, &[], None)).is_empty());
    }

    /// A card played out of turn by a defender: the taker's election is
    /// still to come, but the exposed-card penalty applies whatever he
    /// chooses (FFT, Carte jouée hors tour): the warning is given at once,
    /// so a second fault before the choice is a repeat (a probe found it
    /// given a second warning).
    #[test]
    fn a_sanction_decided_before_the_takers_choice_is_given_at_once() {
        let facts = json!({"found_by": "players", "arbiter_called_at_once": true, "offender_role": "defender",
                           "player_on_lead": "another_defender", "deal_distorted": false, "previous_offences": 0});
        let decision = rule("tarot.played_out_of_turn", facts, &[], None);
        assert_eq!(decision.status, Status::AwaitingChoice);
        assert_eq!(sanctions(&decision), vec![Sanction { kind: SanctionKind::Warning, player: TarotRole::Offender }]);
        // No sanction is taken from a choice's options or a result's branch.
        for option in decision.choice.iter().flat_map(|c| &c.options) {
            assert!(
                option
                    .rectifications
                    .iter()
                    .all(|r| r.as_tarot().is_none_or(|t| !matches!(t, Rectification::Warning { .. })))
            );
        }
    }
}
