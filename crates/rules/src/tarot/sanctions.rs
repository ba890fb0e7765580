//! The sanctions a stored tarot decision gives: arbitre-tarot's reading of
//! its typed rectifications (FFT code: warnings, point penalties,
//! suspensions, bidding bans, exclusions), over the decision's union. The
//! service names the players from the incident's context and records them
//! with the ruling, in its transaction.

use crate::ruling::Decision;

// What a sanction is, and which a ruling gives, is arbitre-tarot's (pure,
// over the code's rectifications); here a stored decision is read for them.
pub use arbitre_tarot::sanctions::{Sanction, SanctionKind};

/// The sanctions a decision gives ([`arbitre_tarot::sanctions::sanctions`]):
/// those among its determined tarot rectifications.
pub fn sanctions(decision: &Decision) -> Vec<Sanction> {
    arbitre_tarot::sanctions::sanctions(decision.status, decision.rectifications.iter().filter_map(|r| r.as_tarot()))
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::*;
    use crate::ruling::Status;
    use crate::tarot::rectification::Rectification;
    use crate::tarot::vocabulary::TarotRole;

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
