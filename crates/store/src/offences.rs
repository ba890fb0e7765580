//! Repeat offences: which of a player's sanctions count as earlier offences
//! of the same fault, and what a ruling writes to the sanctions with the
//! counts it rests on.
//!
//! A ruling such as "a warning, then 100 points on a repeat" depends on how
//! many times the player was sanctioned before. Two reports for one player
//! at the same moment, on two server processes, must not both count zero:
//! the counts a ruling was given on travel with its write
//! ([`SanctionWrite::counts`]), and the store checks them again inside the
//! write's transaction, with the player's sanctions locked, before it
//! commits the incident, its ruling and its sanctions together. A count
//! that no longer holds is [`StoreError::OffencesChanged`](crate::StoreError::OffencesChanged):
//! the caller counts again, rules again and writes again.

use chrono::{DateTime, Utc};
use serde_json::Value;
use uuid::Uuid;

use crate::model::{NewSanction, Sanction};

/// The sanction row kind that withdraws an earlier sanction: the history is
/// append-only, so a sanction a later ruling of its incident no longer gives
/// stays, and a `revoked` row names it (`detail.revokes`).
pub const REVOKED: &str = "revoked";

/// Which earlier sanctions of a player count as offences of a fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OffenceQuery {
    /// The player's licence number.
    pub player: String,
    /// The fault, as the sanction's `detail.offence` names it.
    pub offence: String,
    /// Whether sanctions of any event count (else only those of `event`,
    /// in `club`).
    pub any_event: bool,
    /// The event, as the club names it.
    pub event: Option<String>,
    /// The club reporting: an event is named by its club, and two clubs'
    /// events of the same name are not the same event.
    pub club_id: Uuid,
    /// The incident being ruled, with when it was reported: its own
    /// sanctions, and those of incidents reported after it, do not count
    /// (re-ruling an old incident never counts later ones against it, and
    /// an earlier incident re-ruled later still counts).
    /// `None` for an incident not stored yet.
    pub incident: Option<(Uuid, DateTime<Utc>)>,
}

/// The sanctions still in force: those no `revoked` row withdraws (the
/// `revoked` rows themselves left out).
pub fn in_force(sanctions: Vec<Sanction>) -> Vec<Sanction> {
    let revoked: Vec<String> = sanctions
        .iter()
        .filter(|s| s.kind == REVOKED)
        .filter_map(|s| s.detail.get("revokes").and_then(Value::as_str).map(str::to_owned))
        .collect();
    sanctions.into_iter().filter(|s| s.kind != REVOKED && !revoked.contains(&s.id.to_string())).collect()
}

/// How many of `sanctions` (one player's, all of them) are earlier offences
/// in the sense of `query`.
pub fn count_offences(sanctions: &[Sanction], query: &OffenceQuery) -> usize {
    in_force(sanctions.to_vec())
        .iter()
        .filter(|s| s.player == query.player)
        .filter(|s| match query.incident {
            // In the order the incidents were reported: an earlier
            // incident's sanction written again by a later re-ruling still
            // comes first.
            Some((id, reported)) => {
                s.incident_id != Some(id) && s.incident_reported_at.unwrap_or(s.created_at) < reported
            }
            None => true,
        })
        .filter(|s| s.detail.get("offence").and_then(Value::as_str) == Some(query.offence.as_str()))
        .filter(|s| {
            // Without an event on both sides "the same event" cannot be
            // established, and the earlier sanction does not count.
            query.any_event
                || (s.club_id == query.club_id
                    && query.event.is_some()
                    && s.detail.get("event").and_then(Value::as_str) == query.event.as_deref())
        })
        .count()
}

/// What a ruling writes to the sanctions, in the transaction of the
/// incident's event and ruling.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SanctionWrite {
    /// The sanctions to record (and the `revoked` rows withdrawing those a
    /// new ruling no longer gives). For a new incident their `incident_id`
    /// is set by the store to the incident's.
    pub sanctions: Vec<NewSanction>,
    /// The counts of earlier offences the ruling was given on: each must
    /// still hold when the write commits.
    pub counts: Vec<(OffenceQuery, usize)>,
}

impl SanctionWrite {
    /// The players whose sanctions the write reads or adds, sorted and
    /// without repeats (the order the store locks them in).
    pub fn players(&self) -> Vec<String> {
        let mut players: Vec<String> = self
            .counts
            .iter()
            .map(|(query, _)| query.player.clone())
            .chain(self.sanctions.iter().map(|s| s.player.clone()))
            .collect();
        players.sort();
        players.dedup();
        players
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn sanction(kind: &str, detail: Value, club: Uuid, minutes: i64) -> Sanction {
        Sanction {
            id: Uuid::now_v7(),
            club_id: club,
            incident_id: Some(Uuid::now_v7()),
            player: "T-1".to_owned(),
            kind: kind.to_owned(),
            detail,
            created_at: DateTime::<Utc>::UNIX_EPOCH + chrono::Duration::minutes(minutes),
            incident_reported_at: None,
        }
    }

    fn query(club: Uuid, any_event: bool) -> OffenceQuery {
        OffenceQuery {
            player: "T-1".to_owned(),
            offence: "tarot.exposed_card".to_owned(),
            any_event,
            event: Some("Open".to_owned()),
            club_id: club,
            incident: None,
        }
    }

    #[test]
    fn only_the_same_fault_in_the_same_event_of_the_same_club_counts_by_default() {
        let club = Uuid::now_v7();
        let other_club = Uuid::now_v7();
        let same = json!({"offence": "tarot.exposed_card", "event": "Open"});
        let sanctions = vec![
            sanction("warning", same.clone(), club, 1),
            sanction("warning", json!({"offence": "tarot.revoke", "event": "Open"}), club, 2),
            sanction("warning", json!({"offence": "tarot.exposed_card", "event": "Coupe"}), club, 3),
            sanction("warning", same, other_club, 4),
        ];
        assert_eq!(count_offences(&sanctions, &query(club, false)), 1);
        assert_eq!(count_offences(&sanctions, &query(club, true)), 3);
    }

    #[test]
    fn a_withdrawn_sanction_and_later_ones_do_not_count() {
        let club = Uuid::now_v7();
        let detail = json!({"offence": "tarot.exposed_card", "event": "Open"});
        let first = sanction("warning", detail.clone(), club, 1);
        let withdrawn = sanction(REVOKED, json!({"revokes": first.id.to_string()}), club, 2);
        let later = sanction("warning", detail, club, 10);
        let sanctions = vec![first, withdrawn, later.clone()];
        assert_eq!(count_offences(&sanctions, &query(club, false)), 1);
        let before_later = OffenceQuery { incident: Some((Uuid::now_v7(), later.created_at)), ..query(club, false) };
        assert_eq!(count_offences(&sanctions, &before_later), 0);
    }

    #[test]
    fn an_earlier_incident_re_ruled_later_keeps_its_place() {
        // A's warning was written again at minute 50, after B was reported
        // at minute 20; A itself was reported at minute 5: it still counts
        // as B's earlier offence. C, reported at minute 30 but sanctioned at
        // minute 12, does not count for B.
        let club = Uuid::now_v7();
        let detail = json!({"offence": "tarot.exposed_card", "event": "Open"});
        let at = |minutes: i64| DateTime::<Utc>::UNIX_EPOCH + chrono::Duration::minutes(minutes);
        let a = Sanction { incident_reported_at: Some(at(5)), ..sanction("warning", detail.clone(), club, 50) };
        let c = Sanction { incident_reported_at: Some(at(30)), ..sanction("warning", detail, club, 12) };
        let b = OffenceQuery { incident: Some((Uuid::now_v7(), at(20))), ..query(club, false) };
        assert_eq!(count_offences(&[a, c], &b), 1);
    }
}
