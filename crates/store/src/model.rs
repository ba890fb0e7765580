//! The values the store reads and writes.
//!
//! These types know nothing about the rules engine: an incident's context,
//! input, event payloads and ruling decisions are opaque JSON
//! ([`serde_json::Value`]) here. The server decides what goes in them; the
//! store's job is to keep them exactly as given and hand them back.

use std::fmt;
use std::str::FromStr;

use chrono::{DateTime, SubsecRound, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use uuid::Uuid;

use crate::StoreError;

/// What an API key may do. A club key sees its own club only; federation
/// and admin keys see every club.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// A club's scoring software or director app.
    Club,
    /// Federation staff: read across clubs, and record their appeals
    /// committee's decisions.
    Federation,
    /// Operators of the service.
    Admin,
}

impl Role {
    /// The text stored in the database and used on the wire:
    /// `club`, `federation` or `admin`.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Club => "club",
            Role::Federation => "federation",
            Role::Admin => "admin",
        }
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The text given to [`Role::from_str`] is not a known role.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown role {0:?} (expected club, federation or admin)")]
pub struct ParseRoleError(pub String);

impl FromStr for Role {
    type Err = ParseRoleError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "club" => Ok(Role::Club),
            "federation" => Ok(Role::Federation),
            "admin" => Ok(Role::Admin),
            other => Err(ParseRoleError(other.to_owned())),
        }
    }
}

/// A club (or any organisation that reports incidents).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Club {
    /// Identifier.
    pub id: Uuid,
    /// Display name.
    pub name: String,
    /// When the club was created.
    pub created_at: DateTime<Utc>,
    /// The region it belongs to (a federation's regional committee or
    /// league), as the operator wrote it; `None` outside any (migration 0013).
    pub region: Option<String>,
}

/// An API key as stored. It never holds the secret: the plaintext is
/// returned once by [`Store::create_api_key`](crate::Store::create_api_key).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ApiKey {
    /// Identifier (safe to show and log, unlike the secret).
    pub id: Uuid,
    /// The club a `club` key belongs to; always set for [`Role::Club`],
    /// informational for the other roles.
    pub club_id: Option<Uuid>,
    /// What the key may do.
    pub role: Role,
    /// When the key was created.
    pub created_at: DateTime<Utc>,
    /// Who holds it (a director, a scoring program), as the operator wrote
    /// it when issuing the key.
    pub label: Option<String>,
    /// Who holds it, named as a federation names people: a director with
    /// his licence, or a program. Fixed when the key is issued (a rotation
    /// copies it), so that every event the key wrote keeps its author.
    pub holder: Option<KeyHolder>,
    /// When it stops authenticating, if it was given an expiry.
    pub expires_at: Option<DateTime<Utc>>,
    /// When it was revoked; a revoked key never authenticates again.
    pub revoked_at: Option<DateTime<Utc>>,
}

impl ApiKey {
    /// Whether the key authenticates at `at`: not revoked, not expired.
    pub fn is_active(&self, at: DateTime<Utc>) -> bool {
        self.revoked_at.is_none() && self.expires_at.is_none_or(|e| e > at)
    }
}

/// A key to issue ([`Store::issue_api_key`](crate::Store::issue_api_key)).
#[derive(Clone, Debug, PartialEq)]
pub struct NewApiKey {
    /// The club of a `club` key (required for one, refused for the others).
    pub club_id: Option<Uuid>,
    /// What the key may do.
    pub role: Role,
    /// Who holds it.
    pub label: Option<String>,
    /// Who holds it, named (see [`ApiKey::holder`]).
    pub holder: Option<KeyHolder>,
    /// When it stops authenticating.
    pub expires_at: Option<DateTime<Utc>>,
}

impl NewApiKey {
    /// The key that replaces `old` at a rotation: the same club, role,
    /// label, holder and expiry (both backends alike).
    pub fn replacing(old: ApiKey) -> NewApiKey {
        NewApiKey {
            club_id: old.club_id,
            role: old.role,
            label: old.label,
            holder: old.holder,
            expires_at: old.expires_at,
        }
    }
}

/// What holds a key: a person who rules, or a program that calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HolderKind {
    /// A tournament director (or a committee's secretary): a person, named
    /// with his federation licence where he has one.
    Director,
    /// A program: a club's scoring software, a federation's tool.
    Service,
}

impl HolderKind {
    /// The stored text (`director`, `service`).
    pub fn as_str(self) -> &'static str {
        match self {
            HolderKind::Director => "director",
            HolderKind::Service => "service",
        }
    }

    /// Reads the stored text back.
    pub fn from_text(text: &str) -> Option<HolderKind> {
        match text {
            "director" => Some(HolderKind::Director),
            "service" => Some(HolderKind::Service),
            _ => None,
        }
    }
}

/// Who holds a key, as the operator named him when issuing it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeyHolder {
    /// A director or a program.
    pub kind: HolderKind,
    /// The director's name, or the program's.
    pub name: String,
    /// A director's federation licence, when he has one (never a
    /// program's).
    pub licence: Option<String>,
}

/// An idempotency key sent by a client, with the hash of the request body it
/// came with, so a replay of the same request returns the first result and a
/// different request under the same key is refused.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Idempotency {
    /// The client's key (the `Idempotency-Key` header), unique per club.
    pub key: String,
    /// A hash of the request, computed by the caller.
    pub request_hash: String,
}

/// An event to append to an incident's history.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NewEvent {
    /// `reported`, `facts_added`, `choice_made`, `outcome_recorded`,
    /// `director_override`, `appeal_filed`, `appeal_decided`, ...
    pub kind: String,
    /// Who did it (an API key id, a director's name...).
    pub actor: String,
    /// What was sent (facts, choice, outcome, reason...), kept verbatim.
    pub payload: Value,
}

/// A ruling snapshot to store beside an event.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NewRuling {
    /// The engine's decision, kept verbatim.
    pub decision: Value,
    /// Version of the rules engine that produced it.
    pub engine_version: String,
    /// Version of the ruleset it was produced under.
    pub ruleset_version: String,
    /// The decision's status (`needs_facts`, `complete`, ...).
    pub status: String,
    /// The sanctions the ruling gives (and withdraws), with the counts of
    /// earlier offences it was given on: written in the same transaction,
    /// after those counts are checked again (not part of the snapshot).
    #[serde(skip)]
    pub sanctions: crate::offences::SanctionWrite,
}

/// A new incident, stored together with its first event and first ruling.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NewIncident {
    /// The reporting club.
    pub club_id: Uuid,
    /// `bridge` or `tarot`.
    pub game: String,
    /// Stable kind identifier, e.g. `bridge.insufficient_bid`.
    pub kind: String,
    /// Ruleset id.
    pub ruleset: String,
    /// Current status (that of the latest decision).
    pub status: String,
    /// Where it happened (event, table, board, players...): opaque JSON.
    pub context: Value,
    /// The engine input as it currently stands: opaque JSON.
    pub input: Value,
    /// Idempotency key and request hash, if the client sent a key.
    pub idempotency: Option<Idempotency>,
    /// The first event: `reported` (the lists read an incident at version
    /// 1 as ruled with its report without reading its events: see
    /// `appeal_state!` in lib.rs).
    pub event: NewEvent,
    /// The first ruling.
    pub ruling: NewRuling,
}

/// An incident's current state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Incident {
    /// Identifier.
    pub id: Uuid,
    /// Insertion order across all incidents (used for keyset pagination).
    pub seq: i64,
    /// The reporting club.
    pub club_id: Uuid,
    /// `bridge` or `tarot`.
    pub game: String,
    /// Stable kind identifier.
    pub kind: String,
    /// Ruleset id.
    pub ruleset: String,
    /// Current status.
    pub status: String,
    /// Where it happened, exactly as given.
    pub context: Value,
    /// The engine input as it currently stands, exactly as last given.
    pub input: Value,
    /// Optimistic-concurrency version: 1 on creation, +1 per append. It is
    /// also the number of events, and the `seq` of the latest event.
    pub version: i64,
    /// When the incident was reported.
    pub created_at: DateTime<Utc>,
    /// When it last changed.
    pub updated_at: DateTime<Utc>,
}

/// One entry of an incident's append-only history.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct IncidentEvent {
    /// Identifier.
    pub id: Uuid,
    /// The incident.
    pub incident_id: Uuid,
    /// Position in the incident's history: 1, 2, 3...
    pub seq: i64,
    /// Event kind.
    pub kind: String,
    /// Who did it.
    pub actor: String,
    /// What was sent, exactly as given.
    pub payload: Value,
    /// When.
    pub created_at: DateTime<Utc>,
}

/// A decision as it was given after one event, kept forever.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RulingSnapshot {
    /// Identifier.
    pub id: Uuid,
    /// The incident.
    pub incident_id: Uuid,
    /// The event that produced this ruling.
    pub event_id: Uuid,
    /// Same as the event's `seq`.
    pub seq: i64,
    /// The decision, exactly as given.
    pub decision: Value,
    /// Engine version that produced it.
    pub engine_version: String,
    /// Ruleset version it was produced under.
    pub ruleset_version: String,
    /// The decision's status.
    pub status: String,
    /// When.
    pub created_at: DateTime<Utc>,
}

/// Which incidents to list. Every field is optional; set fields are ANDed.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct IncidentFilter {
    /// Only this club's incidents.
    pub club_id: Option<Uuid>,
    /// Only this game.
    pub game: Option<String>,
    /// Only this kind.
    pub kind: Option<String>,
    /// Only this status.
    pub status: Option<String>,
    /// Created at or after this instant (inclusive).
    pub from: Option<DateTime<Utc>>,
    /// Created strictly before this instant (exclusive).
    pub to: Option<DateTime<Utc>>,
    /// Happened at or after this instant (`context.occurred_at`, inclusive);
    /// an incident whose context gives no time is not found by it.
    pub occurred_from: Option<DateTime<Utc>>,
    /// Happened strictly before this instant (`context.occurred_at`, exclusive).
    pub occurred_to: Option<DateTime<Utc>>,
    /// Only incidents whose current ruling cites this law (`27`, or a
    /// section of the FFT code).
    pub law: Option<String>,
    /// With `law`: only citations of this paragraph or of one under it
    /// (`B` finds `B`, `B1`, `B2(a)`…).
    pub paragraph: Option<String>,
    /// Only incidents whose engine's last ruling cites this law, whoever
    /// ruled since: an incident a director or an appeal ruled otherwise is
    /// still found by the law the engine applied (migration 0014).
    pub engine_law: Option<String>,
    /// With `engine_law`: only the engine's citations of this paragraph or
    /// of one under it.
    pub engine_paragraph: Option<String>,
    /// Only incidents whose current ruling applied this rule, by its
    /// stable id (`ffb2017.law27.b1b`), as its trace shows.
    pub rule: Option<String>,
    /// Only incidents whose context names this licence, at any place.
    pub player: Option<String>,
    /// Only incidents of this event (`context.event`, exactly).
    pub event: Option<String>,
    /// Only incidents in whose history a key wrote whose holder's label
    /// holds this text, ignoring case (a director's name or licence, as the
    /// operator wrote it when issuing his key).
    pub director: Option<String>,
    /// Only incidents of this board (`context.board`).
    pub board: Option<u32>,
    /// Only incidents whose current ruling's summary holds these words, in
    /// one language.
    pub words: Option<WordSearch>,
    /// Only incidents reported under this ruleset.
    pub ruleset: Option<String>,
    /// Only incidents on which a director ruled otherwise than the engine
    /// (`true`), or never did (`false`).
    pub overridden: Option<bool>,
    /// Only incidents whose appeals stand so: `none` (never appealed),
    /// `pending` (one lodged and not yet decided), else the outcome of the
    /// last one decided (`ruling_stands`, `ruling_changed`).
    pub appeal: Option<String>,
    /// Only incidents of the clubs of this region, exactly as the clubs
    /// name it (migration 0013).
    pub region: Option<String>,
}

/// A search by words in the summaries of the current rulings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WordSearch {
    /// `fr` or `en`: the summary searched (French text search stems French
    /// words, English English ones).
    pub lang: String,
    /// The words, as typed: every one must be found (on SQLite, as the
    /// start of a word).
    pub words: Vec<String>,
}

/// What incidents may be counted by ([`Store::count_incidents`](crate::Store::count_incidents)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GroupBy {
    /// A law the current ruling cites: an incident citing two laws counts
    /// once under each.
    Law,
    /// The incident's kind.
    Kind,
    /// The club that reported it.
    Club,
    /// The month it was reported in (`YYYY-MM`, UTC).
    Month,
    /// The month it happened in (`context.occurred_at`, `YYYY-MM`, UTC);
    /// an empty key for an incident reported without that time. A season's
    /// report counts by it: incidents are often reported, or imported,
    /// long after they happened (a federation probe found a past season's
    /// incidents all counted in the month of their import).
    OccurredMonth,
    /// The status of its current ruling.
    Status,
    /// The ruleset it was reported under.
    Ruleset,
    /// Its game.
    Game,
    /// A law the engine's last ruling cites, whoever ruled since (an
    /// incident citing two counts once under each): beside `overridden`,
    /// how often directors ruled otherwise than the engine, per law the
    /// engine applied.
    EngineLaw,
    /// Whether a director ever ruled otherwise than the engine on it
    /// (`true` or `false`).
    Overridden,
    /// Where its appeals stand: `none`, `pending` (one not yet decided),
    /// else the last decided one's outcome (`ruling_stands`, `ruling_changed`).
    Appeal,
    /// The region of the club that reported it (migration 0013); an empty
    /// key for a club in no region.
    Region,
}

/// A group and the number of incidents in it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GroupCount {
    /// The group's value for each grouping asked, in the order asked.
    pub keys: Vec<String>,
    /// How many incidents.
    pub count: i64,
}

/// The most groups [`Store::count_incidents`](crate::Store::count_incidents)
/// returns: a bound on the work of one request.
pub const MAX_GROUPS: i64 = 10_000;

/// One page of incidents, newest first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Page {
    /// The incidents, by `seq` descending, without their `input` (`null`:
    /// see [`Store::list_incidents`](crate::Store::list_incidents)).
    pub items: Vec<Incident>,
    /// Pass this back to get the next page; `None` on the last page.
    pub next_cursor: Option<String>,
}

/// One page of incidents with what a list shows of each one's current
/// ruling ([`Store::list_with_rulings`](crate::Store::list_with_rulings)).
#[derive(Clone, Debug, PartialEq)]
pub struct ListedPage {
    /// The incidents, by `seq` descending, each with its current ruling.
    pub items: Vec<ListedIncident>,
    /// Pass this back to get the next page; `None` on the last page.
    pub next_cursor: Option<String>,
}

/// An incident of a [`ListedPage`].
#[derive(Clone, Debug, PartialEq)]
pub struct ListedIncident {
    /// The incident, without its `input` (as in a [`Page`]).
    pub incident: Incident,
    /// What a list shows of its current ruling (`None` if it has none).
    pub ruling: Option<CurrentRuling>,
}

impl ListedPage {
    /// A page and the current rulings read for it, paired by incident.
    pub fn pair(page: Page, rulings: Vec<CurrentRuling>) -> ListedPage {
        let mut rulings: std::collections::HashMap<Uuid, CurrentRuling> =
            rulings.into_iter().map(|r| (r.incident_id, r)).collect();
        let items = page
            .items
            .into_iter()
            .map(|incident| {
                let ruling = rulings.remove(&incident.id);
                ListedIncident { incident, ruling }
            })
            .collect();
        ListedPage { items, next_cursor: page.next_cursor }
    }
}

/// The largest page [`Store::list_incidents`](crate::Store::list_incidents)
/// returns; larger limits are lowered to it, and a limit of 0 is raised to 1.
pub const MAX_PAGE_SIZE: u32 = 1000;

/// A sanction recorded against a player.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Sanction {
    /// Identifier.
    pub id: Uuid,
    /// The club where it was given.
    pub club_id: Uuid,
    /// The incident it came from, if any.
    pub incident_id: Option<Uuid>,
    /// The player's licence number.
    pub player: String,
    /// `warning`, `point_penalty`, `bidding_ban`, `suspension`, ...
    pub kind: String,
    /// Details (points, duration, tournament event...), exactly as given.
    pub detail: Value,
    /// When.
    pub created_at: DateTime<Utc>,
    /// When its incident was reported, as the sanctions a count of repeat
    /// offences reads carry it (`None` otherwise, and without an incident):
    /// offences are counted in that order, so that an incident re-ruled
    /// later, whose sanction is written again, keeps its place.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub incident_reported_at: Option<DateTime<Utc>>,
}

/// A sanction to record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NewSanction {
    /// The club where it was given.
    pub club_id: Uuid,
    /// The incident it came from, if any.
    pub incident_id: Option<Uuid>,
    /// The player's licence number.
    pub player: String,
    /// `warning`, `point_penalty`, `bidding_ban`, `suspension`, ...
    pub kind: String,
    /// Details, opaque JSON.
    pub detail: Value,
}

/// What a write stored beside the incident's row: the event and the ruling
/// it gave, exactly as they read back, so that the answer to the write needs
/// no read after it (issue 18).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Written {
    /// The event appended.
    pub event: IncidentEvent,
    /// The ruling it gave.
    pub ruling: RulingSnapshot,
}

/// What [`Store::create_incident`](crate::Store::create_incident) did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum CreateOutcome {
    /// A new incident was stored, with its first event and ruling.
    Created(Incident, Box<Written>),
    /// The same request (same club, idempotency key and request hash) was
    /// already stored: this is that incident, as it is now.
    Existing(Incident),
}

impl CreateOutcome {
    /// The incident, whichever way it came.
    pub fn incident(&self) -> &Incident {
        match self {
            CreateOutcome::Created(incident, _) | CreateOutcome::Existing(incident) => incident,
        }
    }

    /// The incident, whichever way it came.
    pub fn into_incident(self) -> Incident {
        match self {
            CreateOutcome::Created(incident, _) | CreateOutcome::Existing(incident) => incident,
        }
    }
}

// ---------------------------------------------------------------------------
// Helpers shared by both backends.

/// The current time, truncated to microseconds: PostgreSQL keeps
/// microseconds, so truncating before storing makes both backends hand back
/// exactly the value they were given.
pub(crate) fn now() -> DateTime<Utc> {
    Utc::now().trunc_subsecs(6)
}

/// The event and ruling a write stored, as they read back: the ids it gave
/// them (event, ruling), the values and the (microsecond) time it wrote.
/// Built only for a new incident, whose answer is made from it, once its
/// statements are done: the values are moved in, not copied (issue 18: the
/// decision's copy and the original's drop were about 40,000 instructions
/// of a stored report).
pub(crate) fn written(
    incident_id: Uuid,
    seq: i64,
    (event_id, ruling_id): (Uuid, Uuid),
    (event, ruling): (NewEvent, NewRuling),
    at: DateTime<Utc>,
) -> Written {
    Written {
        event: IncidentEvent {
            id: event_id,
            incident_id,
            seq,
            kind: event.kind,
            actor: event.actor,
            payload: event.payload,
            created_at: at,
        },
        ruling: RulingSnapshot {
            id: ruling_id,
            incident_id,
            event_id,
            seq,
            decision: ruling.decision,
            engine_version: ruling.engine_version,
            ruleset_version: ruling.ruleset_version,
            status: ruling.status,
            created_at: at,
        },
    }
}

/// A JSON value as the text its column keeps: the same bytes as `value`'s
/// `Display`, written straight into a buffer instead of through a
/// formatter a piece at a time (issue 18: a stored report's four values
/// cost about 73,000 instructions that way, 39,000 this way).
pub(crate) fn json_text(value: &Value) -> String {
    // Writing a `Value` into memory cannot fail (its keys are strings);
    // were it ever to, `Display` writes the same text.
    serde_json::to_string(value).unwrap_or_else(|_| value.to_string())
}

/// Decodes a JSON column (stored as TEXT in both backends).
pub(crate) fn json_from_text(column: &str, text: &str) -> Result<Value, StoreError> {
    serde_json::from_str(text).map_err(|e| StoreError::Corrupt(format!("{column}: {e}")))
}

/// What a list or an export shows of a stored decision: its summary and
/// citations. Read without building the rest (the trace is most of a
/// decision's text, and an export reads a million decisions).
#[derive(Deserialize)]
struct ShownOfDecision {
    #[serde(default)]
    summary: Option<Value>,
    #[serde(default)]
    citations: Option<Value>,
}

/// The summary and citations of a stored decision's text, or of the
/// `{"summary": …, "citations": …}` PostgreSQL keeps of the current one
/// (migration 0016): the same two members, read the same way.
pub(crate) fn shown_of_decision(column: &str, text: &str) -> Result<(Option<Value>, Vec<Value>), StoreError> {
    let shown: ShownOfDecision =
        serde_json::from_str(text).map_err(|e| StoreError::Corrupt(format!("{column}: {e}")))?;
    let citations = match shown.citations {
        Some(Value::Array(citations)) => citations,
        _ => Vec::new(),
    };
    Ok((shown.summary, citations))
}

/// Decodes a stored role.
pub(crate) fn role_from_text(text: &str) -> Result<Role, StoreError> {
    text.parse().map_err(|e: ParseRoleError| StoreError::Corrupt(e.to_string()))
}

/// A key's holder from its three columns (migration 0012), both backends
/// alike: none when the key was issued without one.
pub(crate) fn holder_from_columns(
    kind: Option<&str>,
    name: Option<String>,
    licence: Option<String>,
) -> Result<Option<KeyHolder>, StoreError> {
    match (kind, name) {
        (None, None) => Ok(None),
        (Some(kind), Some(name)) => {
            let kind = HolderKind::from_text(kind)
                .ok_or_else(|| StoreError::Corrupt(format!("api_keys.holder_kind: unknown kind {kind:?}")))?;
            Ok(Some(KeyHolder { kind, name, licence }))
        }
        _ => Err(StoreError::Corrupt("api_keys: a holder's kind without a name, or a name without a kind".into())),
    }
}

// The instants filter bounds are clamped to, 0000-01-01T00:00:00Z and
// 9999-12-31T23:59:59.999999Z. chrono accepts years far outside this range,
// PostgreSQL refuses them ("timestamp out of range") and SQLite's text
// comparison would misorder them; every stored timestamp lies inside it, so
// clamping changes no result.
const EARLIEST_BOUND: DateTime<Utc> = match DateTime::from_timestamp(-62_167_219_200, 0) {
    Some(t) => t,
    None => DateTime::<Utc>::MIN_UTC,
};
const LATEST_BOUND: DateTime<Utc> = match DateTime::from_timestamp(253_402_300_799, 999_999_000) {
    Some(t) => t,
    None => DateTime::<Utc>::MAX_UTC,
};

/// The instant a context's `occurred_at` names, as the column
/// `incidents.occurred_at` keeps it (migration 0011); `None` when the
/// context gives none or one that is not a time. Read as the service reads
/// it to choose the edition (chrono's reading of a time with its offset:
/// RFC 3339, a space for the `T`, `+0100`), so that the incident is found by
/// the time its ruling went by.
pub(crate) fn occurred_at_of(context: &Value) -> Option<DateTime<Utc>> {
    let text = context.get("occurred_at")?.as_str()?;
    text.parse::<DateTime<chrono::FixedOffset>>().ok().map(|t| clamp_bound(t.with_timezone(&Utc)))
}

/// Brings a from/to filter bound into the range both backends can compare.
pub(crate) fn clamp_bound(t: DateTime<Utc>) -> DateTime<Utc> {
    t.clamp(EARLIEST_BOUND, LATEST_BOUND)
}

/// Clamps a requested page size to `1..=MAX_PAGE_SIZE`.
pub(crate) fn page_size(limit: u32) -> i64 {
    i64::from(limit.clamp(1, MAX_PAGE_SIZE))
}

// The cursor names the last incident of the previous page by its id. It is
// versioned ("v2.") so its format can change without old cursors being
// misread, and opaque: it tells nothing the caller did not see (the "v1."
// cursor gave the federation-wide sequence number, and with it how many
// incidents every club had reported). Clients must treat it as opaque.
const CURSOR_PREFIX: &str = "v2.";

/// Encodes the cursor that continues after the incident `id`.
pub(crate) fn encode_cursor(id: Uuid) -> String {
    format!("{CURSOR_PREFIX}{}", id.simple())
}

/// Decodes a cursor produced by [`encode_cursor`]: the incident it continues
/// after. Exactly one spelling is accepted (32 lowercase hex digits).
pub(crate) fn decode_cursor(cursor: &str) -> Result<Uuid, StoreError> {
    let digits = cursor.strip_prefix(CURSOR_PREFIX).ok_or(StoreError::InvalidCursor)?;
    if digits.len() != 32 || !digits.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)) {
        return Err(StoreError::InvalidCursor);
    }
    Uuid::parse_str(digits).map_err(|_| StoreError::InvalidCursor)
}

/// Builds a page from `limit + 1` fetched rows: the extra row, if present,
/// only says that another page exists.
pub(crate) fn into_page(mut items: Vec<Incident>, limit: i64) -> Page {
    let limit = usize::try_from(limit).unwrap_or(usize::MAX);
    let next_cursor = if items.len() > limit {
        items.truncate(limit);
        items.last().map(|last| encode_cursor(last.id))
    } else {
        None
    };
    Page { items, next_cursor }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_is_kept_as_the_text_its_display_writes() {
        // What a column held before `json_text` (written by `Display`) and
        // what it holds now must be the same bytes: quotes, control
        // characters, text beyond ASCII, numbers of every kind, nesting.
        let value = serde_json::json!({
            "summary": {"fr": "L'arbitre « rectifie » \"ici\"\n\ttab", "en": "a\u{1}b \\ é 🂡"},
            "numbers": [0, -7, 18446744073709551615u64, 0.1, -2.5e-8, 1e300],
            "empty": {}, "list": [], "null": null, "flags": [true, false],
            "nested": {"z": {"a": [{"b": "c"}]}}
        });
        assert_eq!(json_text(&value), value.to_string());
        assert_eq!(serde_json::from_str::<Value>(&json_text(&value)).ok(), Some(value));
    }

    #[test]
    fn role_text_round_trips() {
        for role in [Role::Club, Role::Federation, Role::Admin] {
            assert_eq!(role.as_str().parse::<Role>(), Ok(role));
            assert_eq!(serde_json::to_value(role).ok(), Some(Value::String(role.as_str().into())));
        }
        assert!("Club".parse::<Role>().is_err());
    }

    #[test]
    fn cursor_round_trips_and_rejects_garbage() {
        let id = Uuid::now_v7();
        assert_eq!(decode_cursor(&encode_cursor(id)).ok(), Some(id));
        let upper = format!("v2.{}", id.simple().to_string().to_uppercase());
        let hyphenated = format!("v2.{id}");
        for bad in ["", "42", "v1.42", "v2.", "v2.4", upper.as_str(), hyphenated.as_str()] {
            assert!(matches!(decode_cursor(bad), Err(StoreError::InvalidCursor)), "{bad:?}");
        }
    }

    #[test]
    fn bounds_are_clamped_to_four_digit_years() {
        use chrono::Datelike;
        assert_eq!(clamp_bound(DateTime::<Utc>::MIN_UTC).to_rfc3339(), "0000-01-01T00:00:00+00:00");
        assert_eq!(clamp_bound(DateTime::<Utc>::MAX_UTC).year(), 9999);
        let t = now();
        assert_eq!(clamp_bound(t), t);
    }

    #[test]
    fn now_has_microsecond_precision() {
        assert_eq!(now().timestamp_subsec_nanos() % 1000, 0);
    }
}

/// A ruling an incident was given, for an export of rulings
/// ([`Store::rulings_given`](crate::Store::rulings_given)): its snapshot,
/// the kind of the event that gave it and that event's actor.
#[derive(Clone, Debug, PartialEq)]
pub struct GivenRuling {
    /// The ruling, as stored.
    pub ruling: RulingSnapshot,
    /// The kind of the event that gave it (`reported`, `facts_added`,
    /// `director_ruling`, `appeal_decided`…).
    pub given_with: String,
    /// Who sent that event (`key:<api key id>`, as the history shows it).
    pub actor: String,
    /// Who holds that key, as the operator labelled it when issuing it;
    /// `None` for a key without a label.
    pub actor_label: Option<String>,
    /// Who holds that key, as named when it was issued; `None` for a key
    /// issued without a holder.
    pub actor_holder: Option<KeyHolder>,
    /// The incident's club's name.
    pub club_name: String,
}

/// What a list shows of an incident's current ruling
/// ([`Store::list_with_rulings`](crate::Store::list_with_rulings)).
#[derive(Clone, Debug, PartialEq)]
pub struct CurrentRuling {
    /// The incident.
    pub incident_id: Uuid,
    /// Its current decision's summary (`{"fr": …, "en": …}`), as stored.
    pub summary: Option<Value>,
    /// Its current decision's citations, as stored (none if it has none).
    pub citations: Vec<Value>,
    /// The kind of the event that gave that decision (`reported`,
    /// `facts_added`, `director_ruling`, `appeal_decided`…): events that
    /// change no ruling (an appeal lodged, or decided with the ruling
    /// standing) are passed over.
    pub given_with: String,
    /// Where its latest appeal stands: `none`, `pending`, `ruling_stands`
    /// or `ruling_changed` (`None` if a decision's event does not say its
    /// outcome: the rest of the page is still shown).
    pub appeal: Option<String>,
    /// Its club's name.
    pub club_name: String,
}
