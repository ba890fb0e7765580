//! Appeals against a ruling, and their decisions (Laws 92 and 93).
//!
//! A contestant may appeal any ruling made at his table (92A), through the
//! director (92C): the club records it on its incident
//! (`POST /v1/incidents/{id}/appeals`, event `appeal_lodged`). At bridge it
//! is heard only if a pair's two members, or a team's captain, concur
//! (92D), and the request says so. Both sides may appeal the same ruling;
//! each appeal is decided on its own.
//!
//! The decision (`POST /v1/incidents/{id}/appeals/{appeal}/decision`, event
//! `appeal_decided`) is given by the body that heard it (93): an appeals
//! committee, or the director in charge. Either the ruling stands, or the
//! decision gives the new ruling (rectifications and citations), which
//! becomes the incident's current ruling, with its sanctions at tarot. The
//! club records it for a club's committee; a federation's or an
//! administrator's key for theirs (the only change to a club's incident
//! such a key makes). The service cannot tell which body a key speaks for:
//! `heard_by` is what the caller says, kept with his key in the history.
//!
//! Once an appeal is lodged the ruling is the appeal's to settle: while
//! one waits for its decision, and after any was decided, the director no
//! longer rules otherwise nor reopens the incident ([`frozen_by_appeal`]);
//! only a further appeal can change it.
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
use arbitre_store::{IncidentEvent, NewEvent, NewRuling, RulingSnapshot, SanctionWrite};
use serde_json::Value;

use crate::caller::Caller;
use crate::director::{check_ruling_given, check_text, ruling_given};
use crate::error::{Refusal, ServiceError};
use crate::request::{IncidentContext, RulingRequest};
use crate::sanctions::{Ruled, plan_for};
use crate::view::{
    AppealDecisionEvent, AppealDecisionRequest, AppealDecisionView, AppealOutcome, AppealRequest, AppealView,
    DepositFate, IncidentView,
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
        // 92C: an appeal is lodged through the director, so with the key of
        // the club whose event it is.
        let incident = self.writable_by_club(caller, id, expected.as_deref(), "error-appeal-through-director").await?;
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
        // waiting for facts has none yet, nor one just reopened (its ruling
        // is about to be given again).
        let events = self.store.events(incident.id).await?;
        let reopened = events.last().is_some_and(|e| e.kind == crate::workflow::REOPENED);
        if incident.status != Status::Complete.as_str() || reopened {
            return Err(ServiceError::refused(Refusal::Conflict, "not_ruled", "error-appeal-not-ruled"));
        }
        // The same appellant's appeal, lodged twice, is one appeal.
        let appellant = body.appellant.trim();
        if appeals_of(&events).iter().any(|a| a.decision.is_none() && a.appellant.trim() == appellant) {
            return Err(ServiceError::refused(Refusal::Conflict, "appeal_pending", "error-appeal-pending"));
        }
        let current = self.store.rulings(incident.id).await?.pop().ok_or(ServiceError::Internal("no ruling"))?;
        let payload = to_value(&body)?;
        let mut attempts = 0;
        let updated = loop {
            let ruling = unchanged(&current);
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
        // A club's committee is recorded by the club; a federation's by a
        // federation or administrator key. Another club's key does not see
        // the incident at all (404).
        let incident = self.visible(caller, id).await?;
        if expected.as_deref().is_some_and(|versions| !versions.contains(&incident.version)) {
            return Err(precondition_failed());
        }
        check_decision(&body, &incident.game)?;
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
                None => unchanged(current),
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

/// The ruling as it stands, given again with an event that changes nothing
/// (an appeal lodged, or one whose ruling stands): no sanction is written
/// or withdrawn.
fn unchanged(current: &RulingSnapshot) -> NewRuling {
    NewRuling {
        decision: current.decision.clone(),
        engine_version: current.engine_version.clone(),
        ruleset_version: current.ruleset_version.clone(),
        status: current.status.clone(),
        sanctions: SanctionWrite::default(),
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
fn check_decision(body: &AppealDecisionRequest, game: &str) -> Result<(), ServiceError> {
    check_text("/reason", &body.reason, MAX_REASON, "error-appeal-reason")?;
    match body.outcome {
        // A changed ruling shows the appeal had merit: its deposit is not
        // kept (92A: only an appeal without merit is sanctioned).
        AppealOutcome::RulingChanged if body.deposit == Some(DepositFate::Kept) => {
            Err(ServiceError::refused(Refusal::Unprocessable, "invalid_body", "error-appeal-deposit-kept")
                .at("/deposit"))
        }
        AppealOutcome::RulingChanged => check_ruling_given(&body.rectifications, &body.citations, game),
        AppealOutcome::RulingStands if !body.rectifications.is_empty() || !body.citations.is_empty() => {
            let field = if body.rectifications.is_empty() { "/citations" } else { "/rectifications" };
            Err(ServiceError::refused(Refusal::Unprocessable, "invalid_body", "error-appeal-stands-with-ruling")
                .at(field))
        }
        AppealOutcome::RulingStands => Ok(()),
    }
}

/// What a list of appeals reads of a decision's event: the fields it shows
/// (the ruling it gave is the ruling's, read with the rulings), without
/// refusing what a later version may add.
#[derive(serde::Deserialize)]
struct DecisionRead {
    heard_by: crate::view::AppealBody,
    outcome: AppealOutcome,
    reason: String,
    #[serde(default)]
    deposit: Option<DepositFate>,
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
                let decided = serde_json::from_value::<DecisionRead>(event.payload.clone());
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

/// Refuses a change to a ruling that an appeal settles: one waiting for its
/// decision (the ruling appealed must stay as it was), or one decided (only
/// a further appeal changes it now; 93C).
pub(crate) fn frozen_by_appeal(events: &[IncidentEvent]) -> Result<(), ServiceError> {
    let lodged = events.iter().filter(|e| e.kind == APPEAL_LODGED).count();
    let decided = events.iter().filter(|e| e.kind == APPEAL_DECIDED).count();
    if lodged > decided {
        return Err(ServiceError::refused(Refusal::Conflict, "appeal_pending", "error-appeal-pending-frozen"));
    }
    if decided > 0 {
        return Err(ServiceError::refused(Refusal::Conflict, "appeal_decided", "error-appeal-decided-frozen"));
    }
    Ok(())
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
        assert!(check_decision(&decision(AppealOutcome::RulingChanged, 1), "bridge").is_ok());
        assert_eq!(
            check_decision(&decision(AppealOutcome::RulingChanged, 0), "bridge").err().and_then(pointer).as_deref(),
            Some("/citations")
        );
        assert!(check_decision(&decision(AppealOutcome::RulingStands, 0), "bridge").is_ok());
        assert_eq!(
            check_decision(&decision(AppealOutcome::RulingStands, 1), "bridge").err().and_then(pointer).as_deref(),
            Some("/citations")
        );
        let mut blank = decision(AppealOutcome::RulingStands, 0);
        blank.reason = " ".into();
        assert_eq!(check_decision(&blank, "bridge").err().and_then(pointer).as_deref(), Some("/reason"));
    }

    #[test]
    fn a_changed_ruling_does_not_keep_the_deposit() {
        let mut changed = decision(AppealOutcome::RulingChanged, 1);
        changed.deposit = Some(DepositFate::Kept);
        assert_eq!(check_decision(&changed, "bridge").err().and_then(pointer).as_deref(), Some("/deposit"));
        let mut stands = decision(AppealOutcome::RulingStands, 0);
        stands.deposit = Some(DepositFate::Kept);
        assert!(check_decision(&stands, "bridge").is_ok());
    }
}
