//! Appeals against a ruling, and their decisions (Laws 92 and 93).
//!
//! A contestant may appeal any ruling made at his table (92A), through the
//! director (92C): the club records it on its incident
//! (`POST /v1/incidents/{id}/appeals`, event `appeal_lodged`). At bridge it
//! is heard only if a pair's two members, or a team's captain, concur
//! (92D), and the request says so. The ruling is unchanged meanwhile, and
//! one appeal is heard at a time: a second side appealing the same ruling
//! is heard with the first.
//!
//! The decision (`POST /v1/incidents/{id}/appeals/{appeal}/decision`, event
//! `appeal_decided`) is given by the body that heard it (93): an appeals
//! committee, or the director in charge. Either the ruling stands, or the
//! decision gives the new ruling (rectifications and citations), which
//! becomes the incident's current ruling, with its sanctions at tarot. The
//! club records it for a club's committee; a federation's or an
//! administrator's key for theirs.
//!
//! What the service leaves to the people who hear appeals, and says so:
//! the time limit (92B runs from when the official score was made
//! available, which the service does not know), and 93B3's bounds (a
//! committee does not overrule the director on a point of law: the
//! decision says who heard it, and the director in charge decides points
//! of law).

use arbitre_rules::catalogue::Game;
use arbitre_rules::ruleset;
use arbitre_rules::ruling::{Decision, Status};
use arbitre_rules::text;
use arbitre_store::{IncidentEvent, NewEvent};
use serde_json::Value;

use crate::caller::Caller;
use crate::director::{check_ruling_given, check_text, ruling_given};
use crate::error::{Refusal, ServiceError};
use crate::request::{IncidentContext, RulingRequest};
use crate::sanctions::{Ruled, plan_for};
use crate::view::{
    AppealDecisionEvent, AppealDecisionRequest, AppealDecisionView, AppealOutcome, AppealRequest, AppealView,
    IncidentView,
};
use crate::workflow::{Service, precondition_failed, snapshot, to_value, written_or_again};

/// The kind of the event that records an appeal lodged.
pub const APPEAL_LODGED: &str = "appeal_lodged";
/// The kind of the event that records an appeal's decision.
pub const APPEAL_DECIDED: &str = "appeal_decided";

/// The longest appellant's name, in bytes.
const MAX_APPELLANT: usize = 200;
/// The longest reason or grounds, in bytes.
const MAX_REASON: usize = 2000;

impl Service {
    /// Records an appeal against the current ruling of one of the caller's
    /// club's incidents. The ruling is unchanged; the appeal is listed in
    /// the incident's `appeals` until decided.
    pub async fn lodge_appeal(
        &self,
        caller: &Caller,
        id: &str,
        body: AppealRequest,
        expected: Option<Vec<i64>>,
    ) -> Result<IncidentView, ServiceError> {
        let incident = self.writable(caller, id, expected.as_deref()).await?;
        check_text("/appellant", &body.appellant, MAX_APPELLANT, "error-appeal-appellant")?;
        check_text("/reason", &body.reason, MAX_REASON, "error-appeal-reason")?;
        // 92D: a pair's appeal is heard only if both members concur, a
        // team's only if its captain does. Tarot players play each for
        // himself: there is no one else to concur.
        if incident.game == Game::Bridge.as_str() && body.concurrence != Some(true) {
            return Err(ServiceError::refused(Refusal::Unprocessable, "invalid_body", "error-appeal-concurrence")
                .at("/concurrence"));
        }
        // 92A: an appeal is against a ruling made; an incident still
        // waiting for facts has none yet.
        if incident.status != Status::Complete.as_str() {
            return Err(ServiceError::refused(Refusal::Conflict, "not_ruled", "error-appeal-not-ruled"));
        }
        let events = self.store.events(incident.id).await?;
        if appeals_of(&events).iter().any(|a| a.decision.is_none()) {
            return Err(ServiceError::refused(Refusal::Conflict, "appeal_pending", "error-appeal-pending"));
        }
        let current = self.store.rulings(incident.id).await?.pop().ok_or(ServiceError::Internal("no ruling"))?;
        let payload = to_value(&body)?;
        let mut attempts = 0;
        let updated = loop {
            // The ruling as it stands, given again with the event: nothing
            // changes, so no sanction is written or withdrawn.
            let ruling = arbitre_store::NewRuling {
                decision: current.decision.clone(),
                engine_version: current.engine_version.clone(),
                ruleset_version: current.ruleset_version.clone(),
                status: current.status.clone(),
                sanctions: arbitre_store::SanctionWrite::default(),
            };
            let written = self
                .store
                .append(
                    incident.id,
                    incident.version,
                    incident.status.clone(),
                    incident.input.clone(),
                    NewEvent { kind: APPEAL_LODGED.to_owned(), actor: caller.actor(), payload: payload.clone() },
                    ruling,
                )
                .await;
            if let Some(done) = written_or_again(written, &mut attempts, expected.is_some())? {
                break done;
            }
        };
        self.view(updated).await
    }

    /// Records the decision on appeal `appeal` of an incident: the ruling
    /// stands, or the decision's ruling becomes the current one (with its
    /// sanctions at tarot).
    pub async fn decide_appeal(
        &self,
        caller: &Caller,
        id: &str,
        appeal: i64,
        body: AppealDecisionRequest,
        expected: Option<Vec<i64>>,
    ) -> Result<IncidentView, ServiceError> {
        let incident = self.visible(caller, id).await?;
        // A club's committee is recorded by the club; a federation's by a
        // federation or administrator key (which sees every club).
        if caller.club().is_some_and(|own| own != incident.club_id) {
            return Err(ServiceError::refused(Refusal::Forbidden, "forbidden", "error-amend-own-club"));
        }
        if expected.as_deref().is_some_and(|versions| !versions.contains(&incident.version)) {
            return Err(precondition_failed());
        }
        check_decision(&body)?;
        let events = self.store.events(incident.id).await?;
        let lodged =
            appeals_of(&events).into_iter().find(|a| a.appeal == appeal).ok_or(ServiceError::NotFound("appeal"))?;
        if lodged.decision.is_some() {
            return Err(ServiceError::refused(Refusal::Conflict, "appeal_decided", "error-appeal-decided"));
        }
        let rulings = self.store.rulings(incident.id).await?;
        let current = rulings.last().ok_or(ServiceError::Internal("no ruling"))?;
        let decision = match body.outcome {
            AppealOutcome::RulingStands => None,
            AppealOutcome::RulingChanged => {
                let current: Decision = serde_json::from_value(current.decision.clone())
                    .map_err(|_| ServiceError::Internal("stored ruling does not decode"))?;
                let code = ruleset::find(&current.ruleset.id)
                    .map(|r| r.citation_code)
                    .ok_or(ServiceError::Internal("stored ruling names an unknown ruleset"))?;
                let summary = text::localized(
                    &format!("appeal-ruling-summary-{}", heard_by_id(&body)),
                    &[("reason", body.reason.trim().into())],
                );
                Some(ruling_given(
                    current,
                    &body.rectifications,
                    &body.citations,
                    code,
                    "appeal-citation-title",
                    summary,
                ))
            }
        };
        let payload = to_value(&AppealDecisionEvent::new(appeal, body))?;
        let request: RulingRequest = serde_json::from_value(incident.input.clone())
            .map_err(|_| ServiceError::Internal("stored incident input does not decode"))?;
        let context: IncidentContext = serde_json::from_value(incident.context.clone()).unwrap_or_default();
        let on = Ruled {
            club: incident.club_id,
            incident: Some((incident.id, incident.created_at)),
            kind: &incident.kind,
            context: &context,
            seq: incident.version + 1,
        };
        let mut attempts = 0;
        let updated = loop {
            let ruling = match &decision {
                // The committee's ruling, with the sanctions it gives in
                // place of the earlier ruling's, as for a director's.
                Some(decision) => {
                    let mut ruling = snapshot(decision)?;
                    ruling.sanctions = plan_for(self.store.as_ref(), &request, decision, &on).await?;
                    ruling
                }
                // The ruling stands: given again, unchanged, no sanction
                // written or withdrawn.
                None => arbitre_store::NewRuling {
                    decision: current.decision.clone(),
                    engine_version: current.engine_version.clone(),
                    ruleset_version: current.ruleset_version.clone(),
                    status: current.status.clone(),
                    sanctions: arbitre_store::SanctionWrite::default(),
                },
            };
            let written = self
                .store
                .append(
                    incident.id,
                    incident.version,
                    ruling.status.clone(),
                    incident.input.clone(),
                    NewEvent { kind: APPEAL_DECIDED.to_owned(), actor: caller.actor(), payload: payload.clone() },
                    ruling,
                )
                .await;
            if let Some(done) = written_or_again(written, &mut attempts, expected.is_some())? {
                break done;
            }
        };
        self.view(updated).await
    }
}

/// The Fluent id's end for who heard the appeal.
fn heard_by_id(body: &AppealDecisionRequest) -> &'static str {
    match body.heard_by {
        crate::view::AppealBody::AppealsCommittee => "committee",
        crate::view::AppealBody::DirectorInCharge => "director",
    }
}

/// Refuses a decision that cannot be recorded, naming the field: grounds
/// are required; a changed ruling says what it now is and what it rests
/// on, as any ruling does; a ruling that stands gives no new one.
fn check_decision(body: &AppealDecisionRequest) -> Result<(), ServiceError> {
    check_text("/reason", &body.reason, MAX_REASON, "error-appeal-reason")?;
    match body.outcome {
        AppealOutcome::RulingChanged => check_ruling_given(&body.rectifications, &body.citations),
        AppealOutcome::RulingStands if !body.rectifications.is_empty() || !body.citations.is_empty() => {
            let field = if body.rectifications.is_empty() { "/citations" } else { "/rectifications" };
            Err(ServiceError::refused(Refusal::Unprocessable, "invalid_body", "error-appeal-stands-with-ruling")
                .at(field))
        }
        AppealOutcome::RulingStands => Ok(()),
    }
}

/// The appeals an incident's history records, oldest first, each with its
/// decision once given. (The events' payloads are the bodies the service
/// checked and wrote; one that does not read back is left out rather than
/// failing the whole incident.)
pub(crate) fn appeals_of(events: &[IncidentEvent]) -> Vec<AppealView> {
    let mut appeals: Vec<AppealView> = Vec::new();
    for event in events {
        match event.kind.as_str() {
            APPEAL_LODGED => {
                if let Ok(body) = serde_json::from_value::<AppealRequest>(event.payload.clone()) {
                    appeals.push(AppealView {
                        appeal: event.seq,
                        appellant: body.appellant,
                        reason: body.reason,
                        lodged_at: event.created_at,
                        decision: None,
                    });
                }
            }
            APPEAL_DECIDED => {
                let appeal = event.payload.get("appeal").and_then(Value::as_i64);
                let mut body = event.payload.clone();
                if let Some(fields) = body.as_object_mut() {
                    fields.remove("appeal");
                }
                let decided = serde_json::from_value::<AppealDecisionRequest>(body);
                if let (Some(appeal), Ok(decided)) = (appeal, decided)
                    && let Some(lodged) = appeals.iter_mut().find(|a| a.appeal == appeal)
                {
                    lodged.decision = Some(AppealDecisionView {
                        seq: event.seq,
                        heard_by: decided.heard_by,
                        outcome: decided.outcome,
                        reason: decided.reason,
                        deposit: decided.deposit,
                        decided_at: event.created_at,
                    });
                }
            }
            _ => {}
        }
    }
    appeals
}

/// Whether the ruling given with `event` changed nothing (an appeal lodged,
/// or one whose ruling stands): its giver is the one of the ruling before.
pub(crate) fn leaves_the_ruling(event: &IncidentEvent) -> bool {
    event.kind == APPEAL_LODGED
        || (event.kind == APPEAL_DECIDED
            && event.payload.get("outcome").and_then(Value::as_str) == Some("ruling_stands"))
}

/// Whether the ruling given with `event` is an appeal's.
pub(crate) fn changes_the_ruling_on_appeal(event: &IncidentEvent) -> bool {
    event.kind == APPEAL_DECIDED && event.payload.get("outcome").and_then(Value::as_str) == Some("ruling_changed")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::{AppealBody, DirectorCitation};

    fn decision(outcome: AppealOutcome, citations: usize) -> AppealDecisionRequest {
        AppealDecisionRequest {
            heard_by: AppealBody::AppealsCommittee,
            outcome,
            reason: "Le comité estime que la passe était une alternative logique.".into(),
            rectifications: Vec::new(),
            citations: (0..citations).map(|_| DirectorCitation { law: "16".into(), paragraph: "B1".into() }).collect(),
            deposit: None,
        }
    }

    fn pointer(error: ServiceError) -> Option<String> {
        match error {
            ServiceError::Refused { pointer, .. } => pointer,
            _ => None,
        }
    }

    #[test]
    fn a_changed_ruling_cites_what_it_rests_on_and_one_that_stands_gives_none() {
        assert!(check_decision(&decision(AppealOutcome::RulingChanged, 1)).is_ok());
        assert_eq!(
            check_decision(&decision(AppealOutcome::RulingChanged, 0)).err().and_then(pointer).as_deref(),
            Some("/citations")
        );
        assert!(check_decision(&decision(AppealOutcome::RulingStands, 0)).is_ok());
        assert_eq!(
            check_decision(&decision(AppealOutcome::RulingStands, 1)).err().and_then(pointer).as_deref(),
            Some("/citations")
        );
        let mut blank = decision(AppealOutcome::RulingStands, 0);
        blank.reason = " ".into();
        assert_eq!(check_decision(&blank).err().and_then(pointer).as_deref(), Some("/reason"));
    }
}
