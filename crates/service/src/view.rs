//! The incident as the API shows it: what a club reports and adds, and
//! what it reads back (the incident, its history, its rulings, the bans in
//! force, a player's sanctions, a page of incidents).

use std::collections::BTreeMap;

use arbitre_rules::Decision;
use arbitre_rules::ruling::Record;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::request::{IncidentContext, RulingRequest};

/// An incident to report: the ruling request and its context.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct IncidentRequest {
    /// The kind of irregularity.
    #[schema(value_type = arbitre_rules::catalogue::KindId)]
    pub kind: String,
    /// The ruleset; by default the game's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruleset: Option<String>,
    /// Facts known so far.
    #[serde(default)]
    #[schema(value_type = BTreeMap<String, arbitre_rules::ruling::FactValue>)]
    pub facts: BTreeMap<String, Value>,
    /// The deal record.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<Record>,
    /// Elections already made.
    #[serde(default)]
    pub choices: BTreeMap<String, String>,
    /// The result of the deal.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<BTreeMap<String, arbitre_rules::ruling::FactValue>>)]
    pub outcome: Option<Value>,
    /// Where and when it happened.
    #[serde(default)]
    pub context: IncidentContext,
    /// Contracts to score double-dummy for a Law 12C adjustment (see the
    /// ruling request's `double_dummy_contracts`). At most 16.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub double_dummy_contracts: Vec<arbitre_rules::bridge::double_dummy::ContractQuery>,
}

/// Why a complete ruling is reopened.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ReopenRequest {
    /// What makes the director look at it again (a fact learnt later, an
    /// appeal, a mistake in the facts given): 1 to 500 bytes.
    pub reason: String,
}

/// What happened to an incident: the `kind` of an event. (The store keeps
/// it as text; this type documents the closed set.)
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    /// The incident was reported (`POST /v1/incidents`).
    Reported,
    /// Facts or a record were added (`POST /v1/incidents/{id}/facts`).
    FactsAdded,
    /// A player made an election (`POST /v1/incidents/{id}/choices`).
    ChoiceMade,
    /// The result of the deal was recorded (`POST /v1/incidents/{id}/outcome`).
    OutcomeRecorded,
    /// A complete ruling was reopened, with its reason
    /// (`POST /v1/incidents/{id}/reopen`); the next answer may change it.
    Reopened,
    /// The director ruled otherwise than the engine
    /// (`POST /v1/incidents/{id}/rulings/director`): the ruling given with
    /// this event is his.
    DirectorRuling,
    /// An appeal was lodged against the current ruling, through the
    /// director (`POST /v1/incidents/{id}/appeals`; Law 92C); the ruling is
    /// unchanged.
    AppealLodged,
    /// The appeal was decided (`POST /v1/incidents/{id}/appeals/{appeal}/decision`):
    /// with `ruling_changed`, the ruling given with this event is the
    /// committee's.
    AppealDecided,
}

/// Who gave a ruling.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RuledBy {
    /// The engine, from the facts, elections and result it was given.
    Engine,
    /// The tournament director, otherwise than the engine (his reason is
    /// the event's payload).
    Director,
    /// The body that heard an appeal (an appeals committee, or the director
    /// in charge: Law 93), which changed the ruling.
    Appeal,
}

impl RuledBy {
    /// Who gave a ruling, from the kind of the event it was given with (an
    /// event that changed the ruling: see `Store::list_with_rulings`).
    pub fn given_with(event_kind: &str) -> RuledBy {
        match event_kind {
            crate::director::DIRECTOR_RULING => RuledBy::Director,
            crate::appeals::APPEAL_DECIDED => RuledBy::Appeal,
            _ => RuledBy::Engine,
        }
    }
}

/// Where an incident's appeals stand: pending while one lodged is not yet
/// decided (whatever was decided before it), otherwise the outcome of the
/// last one decided. An incident appealed by both sides is pending until
/// both appeals are heard.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum AppealState {
    /// Never appealed.
    None,
    /// Lodged, not yet decided.
    Pending,
    /// Decided: the ruling stands.
    RulingStands,
    /// Decided: the ruling was changed.
    RulingChanged,
}

impl AppealState {
    /// The state as the store writes it.
    pub fn as_str(self) -> &'static str {
        match self {
            AppealState::None => "none",
            AppealState::Pending => "pending",
            AppealState::RulingStands => "ruling_stands",
            AppealState::RulingChanged => "ruling_changed",
        }
    }

    /// The state the store wrote (`None` for a text it never writes).
    pub fn from_store(text: &str) -> Option<AppealState> {
        [AppealState::None, AppealState::Pending, AppealState::RulingStands, AppealState::RulingChanged]
            .into_iter()
            .find(|s| s.as_str() == text)
    }
}

/// Who appeals, and why (Law 92).
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AppealRequest {
    /// Who appeals: the side or contestant as the event names it (`NS`,
    /// `EW`, a team, a player): 1 to 200 bytes.
    pub appellant: String,
    /// Why the ruling should be reviewed: 1 to 2,000 bytes, kept as
    /// written.
    pub reason: String,
    /// Bridge, Law 92D: in a pairs event both members of the pair concur
    /// in appealing, in a team event the captain does (an individual's
    /// appeal needs no partner): `true` says the appeal may be heard, and
    /// it is required at bridge. Ignored at tarot, where each player plays
    /// for himself.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub concurrence: Option<bool>,
}

/// Who heard an appeal (Law 93).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum AppealBody {
    /// An appeals committee (93B), or the alternative the regulations
    /// authorise.
    AppealsCommittee,
    /// The director in charge: on a point of law or regulations (93B1), or
    /// when no committee sits (93A).
    DirectorInCharge,
}

/// What an appeal decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum AppealOutcome {
    /// The ruling stands as it was.
    RulingStands,
    /// The ruling is changed: the decision's rectifications and citations
    /// replace it.
    RulingChanged,
}

/// What became of the appeal's deposit, where the regulations ask for one
/// (Law 92A leaves an appeal without merit to be sanctioned by regulation).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum DepositFate {
    /// Returned to the appellant.
    Returned,
    /// Kept: the appeal was judged without merit.
    Kept,
}

/// The decision on an appeal.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct AppealDecisionRequest {
    /// Who heard it.
    pub heard_by: AppealBody,
    /// Whether the ruling stands or is changed.
    pub outcome: AppealOutcome,
    /// The decision's grounds: 1 to 2,000 bytes, kept as written.
    pub reason: String,
    /// With `ruling_changed`: what the ruling now is, in the engine's
    /// vocabulary (at most 32; none when the result now stands). None with
    /// `ruling_stands`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rectifications: Vec<arbitre_rules::rectification::Rectification>,
    /// With `ruling_changed`: the laws and paragraphs the new ruling rests
    /// on, 1 to 16. None with `ruling_stands`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub citations: Vec<DirectorCitation>,
    /// What became of the deposit, where there was one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deposit: Option<DepositFate>,
}

/// The decision on an appeal as its event keeps it: the appeal it decides
/// (from the path), then the body's fields as sent.
#[derive(Debug, Serialize, ToSchema)]
pub struct AppealDecisionEvent {
    /// The appeal decided (its number).
    pub appeal: i64,
    /// Who heard it.
    pub heard_by: AppealBody,
    /// Whether the ruling stands or is changed.
    pub outcome: AppealOutcome,
    /// The decision's grounds.
    pub reason: String,
    /// With `ruling_changed`: what the ruling now is.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rectifications: Vec<arbitre_rules::rectification::Rectification>,
    /// With `ruling_changed`: what it rests on.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub citations: Vec<DirectorCitation>,
    /// What became of the deposit, where there was one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deposit: Option<DepositFate>,
}

impl AppealDecisionEvent {
    /// The event of the decision `body` on appeal `appeal`.
    pub fn new(appeal: i64, body: AppealDecisionRequest) -> Self {
        let AppealDecisionRequest { heard_by, outcome, reason, rectifications, citations, deposit } = body;
        AppealDecisionEvent { appeal, heard_by, outcome, reason, rectifications, citations, deposit }
    }
}

/// An appeal against an incident's ruling, and its decision once given.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct AppealView {
    /// The appeal's number: the `seq` of the event that lodged it.
    pub appeal: i64,
    /// Who appealed.
    pub appellant: String,
    /// Why.
    pub reason: String,
    /// When it was lodged.
    pub lodged_at: DateTime<Utc>,
    /// The decision, once given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub decision: Option<AppealDecisionView>,
}

/// The decision on an appeal.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct AppealDecisionView {
    /// The `seq` of the event (and ruling) that recorded it.
    pub seq: i64,
    /// Who heard it.
    pub heard_by: AppealBody,
    /// Whether the ruling stood or was changed.
    pub outcome: AppealOutcome,
    /// The grounds.
    pub reason: String,
    /// What became of the deposit, where there was one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deposit: Option<DepositFate>,
    /// When it was given.
    pub decided_at: DateTime<Utc>,
}

/// A law or paragraph a director's ruling rests on.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DirectorCitation {
    /// The law number at bridge (`27`), the section at tarot
    /// (`Fautes contre l'éthique`): 1 to 64 bytes.
    pub law: String,
    /// The paragraph (`B1(b)`, a case's name), empty for a whole law: at
    /// most 128 bytes.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub paragraph: String,
}

/// The director rules otherwise than the engine: what he ruled, what it
/// rests on, and why.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DirectorRulingRequest {
    /// Why he rules otherwise (the facts as he found them, his judgement):
    /// 1 to 2,000 bytes, kept as written.
    pub reason: String,
    /// What he ruled, in the engine's vocabulary (an adjusted score, a
    /// penalty, a trick transfer…): at most 32; none when the result
    /// stands.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rectifications: Vec<arbitre_rules::rectification::Rectification>,
    /// The laws and paragraphs the ruling rests on, in the code of the
    /// incident's ruleset: 1 to 16.
    pub citations: Vec<DirectorCitation>,
}

/// What an event's request carried: one of the request bodies, according
/// to the event's `kind`, as the server read it (every value sent kept; a
/// table sent as a number is kept as text, and a field left out may be
/// written with its default, such as empty `choices`).
#[derive(Debug, Serialize, ToSchema)]
#[serde(untagged)]
#[allow(clippy::large_enum_variant)]
pub enum EventPayload {
    /// `reported`: the report.
    Reported(IncidentRequest),
    /// `choice_made`: the elections.
    ChoiceMade(ChoicesRequest),
    /// `outcome_recorded`: the result of the deal.
    OutcomeRecorded(OutcomeRequest),
    /// `facts_added`: the facts and record.
    FactsAdded(FactsRequest),
    /// `director_ruling`: what the director ruled and why.
    DirectorRuling(DirectorRulingRequest),
    /// `appeal_decided`: the appeal decided and the decision.
    AppealDecided(AppealDecisionEvent),
    /// `appeal_lodged`: who appeals and why.
    AppealLodged(AppealRequest),
    /// `reopened`: the reason.
    Reopened(ReopenRequest),
}

/// What kind of sanction a row records. (The store keeps it as text; this
/// type documents the closed set.)
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SanctionKind {
    /// A warning.
    Warning,
    /// A point penalty (`detail.points`).
    PointPenalty,
    /// A suspension (`detail.months`).
    Suspension,
    /// A ban from bidding (`detail.deal`: `this` or `next`).
    BiddingBan,
    /// An exclusion from the event.
    Exclusion,
    /// Withdraws an earlier sanction that a later ruling no longer gives
    /// (`detail.revokes` names it): the history is append-only.
    Revoked,
}

/// The details of a sanction. (Documents the stored JSON.)
#[derive(Debug, Serialize, ToSchema)]
pub struct SanctionDetail {
    /// The event, as the club names it.
    pub event: Option<String>,
    /// The fault it punishes, as repeat offences count it.
    pub offence: Option<String>,
    /// The incident's kind.
    #[schema(value_type = Option<arbitre_rules::catalogue::KindId>)]
    pub kind: Option<String>,
    /// The player's role in the ruling (`offender`, `players_concerned`…).
    pub role: Option<String>,
    /// The table.
    pub table: Option<String>,
    /// The deal number (tarot).
    pub deal_number: Option<u32>,
    /// A point penalty's points.
    pub points: Option<i64>,
    /// A suspension's months.
    pub months: Option<u32>,
    /// A bidding ban's deal: the redeal, or the next deal.
    #[schema(value_type = Option<arbitre_rules::tarot::arbitration::BanScope>)]
    pub deal: Option<String>,
    /// `revoked`: the id of the sanction withdrawn.
    pub revokes: Option<String>,
    /// `revoked`: the kind of the sanction withdrawn.
    #[schema(value_type = Option<SanctionKind>)]
    pub revoked_kind: Option<String>,
    /// `revoked`: the ruling (its `seq`) that no longer gives it.
    pub superseded_by_ruling: Option<i64>,
}

/// One event of an incident's history.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct EventView {
    /// Position in the incident's history, from 1.
    pub seq: i64,
    /// What happened.
    #[schema(value_type = EventKind)]
    pub kind: String,
    /// Who did it (`key:<api key id>`).
    pub actor: String,
    /// Who holds that key, as the operator labelled it when issuing it (a
    /// director, a scoring program); absent for a key without a label.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub actor_label: Option<String>,
    /// Who holds that key, named when it was issued (a director with his
    /// licence, or a program); absent for a key issued without a holder.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub actor_holder: Option<crate::keys::KeyHolderView>,
    /// What was sent, as the server read it: the report's body for
    /// `reported`, the body of the facts, choices or outcome request for the
    /// others (see `EventPayload`).
    #[schema(value_type = EventPayload)]
    pub payload: Value,
    /// When.
    pub created_at: DateTime<Utc>,
}

/// A ruling as it was given after an event.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct RulingView {
    /// Position in the incident's rulings, from 1 (the same as its event's).
    pub seq: i64,
    /// The id of the event that led to it.
    pub event_id: Uuid,
    /// The decision, exactly as given (with its trace).
    #[schema(value_type = Decision)]
    pub decision: Value,
    /// The engine that gave it.
    pub engine_version: String,
    /// The ruleset version it was given under.
    pub ruleset_version: String,
    /// Its status.
    #[schema(value_type = arbitre_rules::ruling::Status)]
    pub status: String,
    /// Who gave it: the engine, the director otherwise than the engine, or
    /// the body that heard an appeal. (A ruling given with an event that
    /// changed nothing, an appeal lodged or one that left the ruling as it
    /// stood, keeps the giver of the ruling before it.)
    pub ruled_by: RuledBy,
    /// When.
    pub created_at: DateTime<Utc>,
}

/// An incident with its current decision and its whole history.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct IncidentView {
    /// Incident id.
    pub id: Uuid,
    /// The club it belongs to.
    pub club_id: Uuid,
    /// The game.
    #[schema(value_type = arbitre_rules::catalogue::Game)]
    pub game: String,
    /// The kind.
    #[schema(value_type = arbitre_rules::catalogue::KindId)]
    pub kind: String,
    /// The ruleset id.
    pub ruleset: String,
    /// The current status of its ruling.
    #[schema(value_type = arbitre_rules::ruling::Status)]
    pub status: String,
    /// Increases with every change; used to detect concurrent writes.
    pub version: i64,
    /// Where and when it happened.
    #[schema(value_type = IncidentContext)]
    pub context: Value,
    /// Everything known now: kind, ruleset, facts, record, choices, outcome.
    #[schema(value_type = RulingRequest)]
    pub incident: Value,
    /// The current decision (the last ruling).
    #[schema(value_type = Decision)]
    pub decision: Value,
    /// Who gave the current decision: the engine, the director otherwise
    /// than the engine, or the body that heard an appeal (earlier rulings
    /// stay in `rulings`).
    pub ruled_by: RuledBy,
    /// The appeals against its rulings, oldest first, each with its
    /// decision once given.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub appeals: Vec<AppealView>,
    /// The history, oldest first.
    pub events: Vec<EventView>,
    /// Every ruling given, oldest first.
    pub rulings: Vec<RulingView>,
    /// Bidding bans in force on this deal for a player of the table: a ban
    /// "on the next deal" given on the previous deal of the same event
    /// (tarot: a defender whose revoke was established, a dealer whose
    /// misdeal cancelled the deal), and a ban "on the redeal" given on this
    /// same deal number by an incident reported before this one (a misdeal:
    /// the new deal keeps the number).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bans_in_force: Vec<BanInForce>,
    /// When it was reported.
    pub created_at: DateTime<Utc>,
    /// When it last changed.
    pub updated_at: DateTime<Utc>,
}

/// A bidding ban that applies to this deal.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct BanInForce {
    /// The player's licence number.
    pub player: String,
    /// His place in this incident's `context.players`.
    pub role: String,
    /// The incident that gave the ban.
    pub from_incident: Option<Uuid>,
    /// The deal it was given on.
    pub from_deal: u32,
    /// `next_deal` (given on the previous deal) or `redeal` (given on this
    /// same deal number, for the new deal that replaces it).
    #[schema(value_type = arbitre_rules::tarot::arbitration::BanScope)]
    pub deal: String,
}

/// A sanction, with the incident it came from.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct SanctionView {
    /// Sanction id.
    pub id: Uuid,
    /// The club where it was given.
    pub club_id: Uuid,
    /// The player's licence number.
    pub player: String,
    /// What kind of sanction.
    #[schema(value_type = SanctionKind)]
    pub kind: String,
    /// Its details: `event`, `offence` (what counts as a repeat), the
    /// incident `kind`, the player's `role`, and `points`, `months` or `deal`.
    #[schema(value_type = SanctionDetail)]
    pub detail: Value,
    /// When it was given.
    pub created_at: DateTime<Utc>,
    /// The incident it came from, when there is one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub incident: Option<IncidentSummary>,
}

/// A player's sanctions, oldest first.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct SanctionList {
    /// The sanctions.
    pub items: Vec<SanctionView>,
}

/// Answers to the interview's questions.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct FactsRequest {
    /// Facts by id; they replace earlier values, and `null` withdraws one.
    #[serde(default)]
    #[schema(value_type = BTreeMap<String, arbitre_rules::ruling::FactUpdate>)]
    pub facts: BTreeMap<String, Value>,
    /// A deal record, added or replaced.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<Record>,
}

/// Elections made by the players entitled to them.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ChoicesRequest {
    /// Choice id → option id.
    pub choices: BTreeMap<String, String>,
}

/// The result of the deal.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct OutcomeRequest {
    /// The outcome, as the kind's conditional rulings describe it: outcome
    /// field id → value (the decision's `questions` list the fields). The
    /// fields are added to those sent before; `null` withdraws one.
    #[schema(value_type = BTreeMap<String, arbitre_rules::ruling::FactValue>)]
    pub outcome: Value,
}

/// An incident in a list.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct IncidentSummary {
    /// Incident id.
    pub id: Uuid,
    /// The club.
    pub club_id: Uuid,
    /// The game.
    #[schema(value_type = arbitre_rules::catalogue::Game)]
    pub game: String,
    /// The kind.
    #[schema(value_type = arbitre_rules::catalogue::KindId)]
    pub kind: String,
    /// The ruleset id.
    pub ruleset: String,
    /// The current status of its ruling.
    #[schema(value_type = arbitre_rules::ruling::Status)]
    pub status: String,
    /// Where and when it happened.
    #[schema(value_type = IncidentContext)]
    pub context: Value,
    /// What the current ruling says, as it was stored (in a list; absent
    /// where the incident is only named, as beside a sanction).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<arbitre_rules::text::Localized>)]
    pub summary: Option<Value>,
    /// The laws and paragraphs the current ruling cites, as stored.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[schema(value_type = Vec<arbitre_rules::ruling::Citation>)]
    pub citations: Vec<Value>,
    /// Who gave the current ruling (in a list).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruled_by: Option<RuledBy>,
    /// Where its latest appeal stands (in a list).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub appeal: Option<AppealState>,
    /// Its club's name (in a list).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub club_name: Option<String>,
    /// When it was reported.
    pub created_at: DateTime<Utc>,
    /// When it last changed.
    pub updated_at: DateTime<Utc>,
}

/// A page of incidents, newest first.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct IncidentPage {
    /// The incidents.
    pub items: Vec<IncidentSummary>,
    /// Pass as `cursor` to get the next page; absent on the last page.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub next_cursor: Option<String>,
}
