//! Sanctions and repeat offences (tarot): the players' earlier offences,
//! counted from the store, become facts of the ruling; the sanctions a
//! ruling has decided (`arbitre_rules::tarot::sanctions`, pure: a complete
//! ruling's, or one waiting only for a choice or the result) are
//! planned against the players named in the context, and written by the
//! store with the ruling, in its transaction, after it checked the counts
//! again.

use arbitre_rules::Decision;
use arbitre_rules::catalogue::Game;
use arbitre_rules::ruleset::Parameters;
use arbitre_rules::tarot::arbitration::{self, RepeatScope, TarotRole};
use arbitre_store::{
    Incident as StoredIncident, NewRuling, NewSanction, OffenceQuery, REVOKED, Sanction, SanctionWrite, Store,
    StoreError, count_offences, in_force,
};
use chrono::{DateTime, Utc};
use serde_json::{Value, json};
use uuid::Uuid;

use crate::error::{Refusal, ServiceError};
use crate::request::SolveBudget;
use crate::request::{CONCERNED_PLAYERS, CONCERNED_PREFIX, IncidentContext, RulingRequest};
use crate::view::BanInForce;
use crate::workflow::snapshot;

/// The key in `context.players` that names the offender's licence number.
const OFFENDER_KEY: &str = "offender";

/// The licences named `concerned_1`, `concerned_2`… in the context, sorted
/// and without repeats.
fn concerned_licences(context: &IncidentContext) -> Vec<&String> {
    let mut licences: Vec<&String> =
        context.players.iter().filter(|(key, _)| key.starts_with(CONCERNED_PREFIX)).map(|(_, l)| l).collect();
    licences.sort();
    licences.dedup();
    licences
}

/// Rules on `request` for the incident `on`: counts the players' earlier
/// offences (which become facts), evaluates, and plans the sanctions of the
/// ruling with the counts they rest on, for the store to check again as it
/// writes. Returns the request as ruled, the decision and the ruling to
/// store.
pub(crate) async fn rule_with_sanctions(
    store: &dyn Store,
    request: &RulingRequest,
    on: &Ruled<'_>,
    solves: &SolveBudget,
) -> Result<(RulingRequest, Decision, NewRuling), ServiceError> {
    let mut request = request.clone();
    let mut counts = Vec::new();
    let mut history = History::of_table(store, on.context);
    count_previous_offences(&mut history, &mut request, on, &mut counts).await?;
    // Stored with the incident, trace included.
    let decision = request.evaluate_within(solves, arbitre_rules::Trace::Kept).await?;
    let mut ruling = snapshot(&decision)?;
    ruling.sanctions = plan_sanctions(&mut history, &request, &decision, on, counts).await?;
    Ok((request, decision, ruling))
}

/// The sanctions of a ruling the engine did not give (the director's, for
/// instance): planned as for the engine's ruling, against the same players,
/// replacing those of the incident's earlier ruling.
pub(crate) async fn plan_for(
    store: &dyn Store,
    request: &RulingRequest,
    decision: &Decision,
    on: &Ruled<'_>,
) -> Result<SanctionWrite, ServiceError> {
    let mut history = History::of_table(store, on.context);
    plan_sanctions(&mut history, request, decision, on, Vec::new()).await
}

/// How many times a write is tried again when the players' earlier offences
/// changed between the count and the commit (each try counts anew).
pub(crate) const WRITE_ATTEMPTS: u32 = 5;

/// The double-dummy budget of one write, shared by all its attempts: each
/// attempt may solve, and all of them together within the gate's deadline
/// (so a write retried because offences changed does not wait for the
/// solver more than once over).
pub(crate) fn write_solves() -> SolveBudget {
    let attempts = usize::try_from(WRITE_ATTEMPTS).unwrap_or(usize::MAX).saturating_add(1);
    SolveBudget::within(attempts, crate::double_dummy::gate().settings().deadline)
}

/// The incident a ruling is given on, as the sanction rules see it.
pub(crate) struct Ruled<'a> {
    /// The club reporting.
    pub(crate) club: Uuid,
    /// The stored incident and when it was reported; `None` at the report.
    pub(crate) incident: Option<(Uuid, DateTime<Utc>)>,
    /// Its kind.
    pub(crate) kind: &'a str,
    /// Where and who.
    pub(crate) context: &'a IncidentContext,
    /// The `seq` the new ruling will have.
    pub(crate) seq: i64,
}

impl Ruled<'_> {
    /// Which of a player's sanctions count as his earlier offences of
    /// `offence` for this incident.
    fn offences_of(&self, player: &str, offence: &str, scope: RepeatScope) -> OffenceQuery {
        OffenceQuery {
            player: player.to_owned(),
            offence: offence.to_owned(),
            any_event: scope == RepeatScope::AnyEvent,
            event: self.context.event.clone(),
            club_id: self.club,
            incident: self.incident,
        }
    }
}

/// The sanctions of a table's players (every licence in
/// `context.players`), read from the store once, when first needed: a bridge
/// ruling, which counts no offence, reads none.
pub(crate) struct History<'a> {
    store: &'a dyn Store,
    players: Vec<String>,
    read: Option<Vec<Sanction>>,
}

impl<'a> History<'a> {
    /// The history of the players `context` names.
    pub(crate) fn of_table(store: &'a dyn Store, context: &IncidentContext) -> Self {
        let mut players: Vec<String> = context.players.values().cloned().collect();
        players.sort();
        players.dedup();
        History { store, players, read: None }
    }

    /// Every sanction of these players, oldest first.
    async fn sanctions(&mut self) -> Result<&[Sanction], StoreError> {
        if self.read.is_none() {
            let read = if self.players.is_empty() {
                Vec::new()
            } else {
                self.store.sanctions_for_players(&self.players).await?
            };
            self.read = Some(read);
        }
        Ok(self.read.as_deref().unwrap_or_default())
    }
}

/// Counts a player's earlier offences, and keeps the count with the query
/// for the write to check again.
async fn earlier_offences(
    history: &mut History<'_>,
    query: OffenceQuery,
    counts: &mut Vec<(OffenceQuery, usize)>,
) -> Result<usize, StoreError> {
    if let Some((_, count)) = counts.iter().find(|(q, _)| *q == query) {
        return Ok(*count);
    }
    let count = count_offences(history.sanctions().await?, &query);
    counts.push((query, count));
    Ok(count)
}

fn repeat_scope(parameters: &Parameters) -> RepeatScope {
    match parameters {
        Parameters::Tarot(p) => p.repeat_offence_scope,
        Parameters::Bridge(_) => RepeatScope::SameEvent,
    }
}

/// Repeat offences (FFT "a warning, then 100 points on a repeat"): for a
/// kind whose catalogue has the fact `previous_offences`, when the context
/// names the offender's licence (`context.players.offender`), the count is
/// read from the store: the offender's earlier sanctions in force (not
/// superseded) for the same fault (`arbitre_rules::tarot::arbitration::offence_key`:
/// the kind, and for a handle the fault line), in the ruleset's scope (the
/// same `context.event` by default), of incidents reported before this one:
/// re-ruling an old incident never counts later ones against it, and an
/// earlier incident re-ruled later keeps its place.
/// Slow play penalises only the players concerned, each by his own record:
/// when the context names them (`concerned_1`, `concerned_2`…), the store
/// gives `concerned_players` and `concerned_repeat_offenders`. The store is
/// the authority: a value the client sent is replaced. Without a licence the
/// client's value (or the question) stands, and so do the repeat counts
/// when the scope is the event and the context names none (the number of
/// players concerned is still the context's).
async fn count_previous_offences(
    history: &mut History<'_>,
    request: &mut RulingRequest,
    on: &Ruled<'_>,
    counts: &mut Vec<(OffenceQuery, usize)>,
) -> Result<(), ServiceError> {
    let (_, ruleset) = request.resolve()?;
    let Some(kind) = ruleset.kind(&request.kind) else { return Ok(()) };
    if kind.fact(arbitration::PREVIOUS_OFFENCES).is_none() {
        return Ok(());
    }
    let offence = arbitration::offence_key(kind.id(), &request.facts);
    let scope = repeat_scope(&ruleset.parameters);
    let context = on.context;
    // Counted within the event, the store cannot count for an incident that
    // names no event: the arbiter's own count (or the question) stands, rather
    // than a count of zero that would turn his repeat into a first offence
    // (a probe had "previous offences: 2" replaced by 0 and a warning given).
    let countable = scope == RepeatScope::AnyEvent || context.event.is_some();
    let concerned = concerned_licences(context);
    let mut facts = Vec::new();
    if kind.fact(CONCERNED_PLAYERS).is_some() && !concerned.is_empty() {
        // How many are concerned is the context's, event or not.
        facts.push((CONCERNED_PLAYERS, Value::from(concerned.len())));
        if countable {
            let mut repeaters = 0_usize;
            for licence in &concerned {
                if earlier_offences(history, on.offences_of(licence, &offence, scope), counts).await? > 0 {
                    repeaters += 1;
                }
            }
            facts.push((CONCERNED_REPEAT_OFFENDERS, Value::from(repeaters)));
        }
    } else if let Some(licence) = context.players.get(OFFENDER_KEY).filter(|_| countable) {
        // With the players concerned named, their own records decide and
        // the offender's is not counted too: two counts from two licences
        // could disagree with no way for the client to mend either.
        let query = on.offences_of(licence, &offence, scope);
        let previous = earlier_offences(history, query, counts).await?;
        facts.push((arbitration::PREVIOUS_OFFENCES, Value::from(previous)));
    }
    for (id, value) in facts {
        request.facts.insert(id.to_owned(), value);
    }
    Ok(())
}

/// The slow-play fact the server fills from the players' history (with
/// `CONCERNED_PLAYERS`, from the context).
const CONCERNED_REPEAT_OFFENDERS: &str = "concerned_repeat_offenders";

/// The sanctions of a tarot incident follow its latest ruling that decided
/// them (`arbitre_rules::tarot::sanctions`: not one still asking facts):
/// planned here, written by the store
/// with the ruling, in its transaction, with the counts of earlier offences
/// the ruling rests on (checked again there).
///
/// Players are found by role in `context.players` (`offender`, `dealer`,
/// `taker`…; every licence listed for `all_players`; the licences named
/// `concerned_1`, `concerned_2`… for the players concerned by slow play,
/// split by each one's own record for `concerned_first_offence` and
/// `concerned_repeat_offence`); a role without a licence is skipped.
///
/// The store is append-only, and so are sanctions: on each ruling the
/// sanctions it gives are compared with those of the incident still in
/// force (same player, kind and detail). What is new is appended; what the
/// new ruling no longer gives is withdrawn by appending a row of kind
/// `revoked` for the same player, whose `detail.revokes` is the id of the
/// superseded sanction (with `detail.superseded_by_ruling`, the ruling's
/// seq). A superseded sanction and its `revoked` row stay in the store for
/// the audit trail, but counting repeat offences, listing a player's
/// sanctions and the bans in force leave both out. A ruling that asks facts
/// again (reopened by new facts) gives no sanction until it has decided
/// again: what it gave is withdrawn meanwhile, so that it does not count as
/// a repeat offence while in doubt. Re-evaluating to the same
/// ruling writes no sanction.
async fn plan_sanctions(
    history: &mut History<'_>,
    request: &RulingRequest,
    decision: &Decision,
    on: &Ruled<'_>,
    mut counts: Vec<(OffenceQuery, usize)>,
) -> Result<SanctionWrite, ServiceError> {
    let Ok((_, ruleset)) = request.resolve() else { return Ok(SanctionWrite::default()) };
    if ruleset.game != Game::Tarot {
        return Ok(SanctionWrite::default());
    }
    let context = on.context;
    let offence = arbitration::offence_key(on.kind, &request.facts);
    let scope = repeat_scope(&ruleset.parameters);
    let mut planned = Vec::new();
    for sanction in arbitre_rules::tarot::sanctions::sanctions(decision) {
        let role = sanction.player;
        let licences = sanctioned_licences(history, request, on, role, &offence, scope, &mut counts).await?;
        for licence in licences {
            let mut detail = json!({
                "event": context.event,
                "offence": offence,
                "kind": on.kind,
                "role": role_key(role),
                "table": context.table,
                "deal_number": context.deal_number,
            });
            if let Some(d) = detail.as_object_mut() {
                d.extend(sanction.kind.figures());
            }
            planned.push(NewSanction {
                club_id: on.club,
                incident_id: on.incident.map(|(id, _)| id),
                player: licence.clone(),
                kind: sanction.kind.name().to_owned(),
                detail,
            });
        }
    }
    superseded_and_given(history, on, planned, counts).await
}

/// The licences of the table a sanction given to `role` falls on: the
/// player the role names, all of them, or those concerned, split between
/// first and repeat offences by their earlier sanctions.
async fn sanctioned_licences<'c>(
    history: &mut History<'_>,
    request: &RulingRequest,
    on: &Ruled<'c>,
    role: TarotRole,
    offence: &str,
    scope: RepeatScope,
    counts: &mut Vec<(OffenceQuery, usize)>,
) -> Result<Vec<&'c String>, ServiceError> {
    let context = on.context;
    Ok(match role {
        TarotRole::AllPlayers => {
            let mut all: Vec<&String> = context.players.values().collect();
            all.sort();
            all.dedup();
            all
        }
        // « Le(s) joueur(s) concerné(s) »: only those the arbiter names.
        TarotRole::PlayersConcerned => concerned_licences(context),
        // Without the event the store cannot tell who repeats: the
        // arbiter's count says it only when it is none or all of them.
        TarotRole::ConcernedFirstOffence | TarotRole::ConcernedRepeatOffence
            if scope == RepeatScope::SameEvent && context.event.is_none() =>
        {
            let concerned = concerned_licences(context);
            let repeaters = request.facts.get(CONCERNED_REPEAT_OFFENDERS).and_then(Value::as_u64).unwrap_or(0);
            if repeaters != 0 && usize::try_from(repeaters).ok() != Some(concerned.len()) {
                return Err(ServiceError::refused_with(
                    Refusal::Unprocessable,
                    "invalid_body",
                    arbitre_rules::text::msg("error-slow-play-repeaters-without-event"),
                )
                .at("/context/event".to_owned()));
            }
            if (repeaters > 0) == (role == TarotRole::ConcernedRepeatOffence) { concerned } else { Vec::new() }
        }
        TarotRole::ConcernedFirstOffence | TarotRole::ConcernedRepeatOffence => {
            let repeat = role == TarotRole::ConcernedRepeatOffence;
            let mut licences = Vec::new();
            for licence in concerned_licences(context) {
                let query = on.offences_of(licence, offence, scope);
                let earlier = earlier_offences(history, query, counts).await?;
                if (earlier > 0) == repeat {
                    licences.push(licence);
                }
            }
            licences
        }
        role => context.players.get(role_key(role).as_str()).into_iter().collect(),
    })
}

/// The sanctions to write: this incident's sanctions in force that the new
/// ruling no longer gives are withdrawn (a `revoked` row each), then those
/// it gives anew are recorded; those it gives again stay as they are.
async fn superseded_and_given(
    history: &mut History<'_>,
    on: &Ruled<'_>,
    planned: Vec<NewSanction>,
    counts: Vec<(OffenceQuery, usize)>,
) -> Result<SanctionWrite, ServiceError> {
    let context = on.context;
    // This incident's sanctions in force, for every player of its table:
    // those the new ruling gives again stay, the others are withdrawn.
    let mut current = Vec::new();
    if let Some((id, _)) = on.incident {
        let sanctions = in_force(history.sanctions().await?.to_vec());
        current.extend(sanctions.into_iter().filter(|s| s.incident_id == Some(id)));
    }
    let mut given = Vec::new();
    for new in planned {
        let same = |s: &Sanction| s.player == new.player && s.kind == new.kind && s.detail == new.detail;
        match current.iter().position(same) {
            Some(i) => {
                current.swap_remove(i);
            }
            None => given.push(new),
        }
    }
    // What the new ruling no longer gives is withdrawn first, then what it
    // gives anew is recorded: the history reads in that order.
    let mut write = SanctionWrite { sanctions: Vec::new(), counts };
    for superseded in current {
        write.sanctions.push(NewSanction {
            club_id: superseded.club_id,
            incident_id: superseded.incident_id,
            player: superseded.player.clone(),
            kind: REVOKED.to_owned(),
            detail: json!({
                "revokes": superseded.id.to_string(),
                "revoked_kind": superseded.kind,
                "superseded_by_ruling": on.seq,
                "event": context.event,
                "offence": superseded.detail.get("offence"),
                "kind": on.kind,
            }),
        });
    }
    write.sanctions.extend(given);
    Ok(write)
}

/// A tarot role as `context.players` and the sanctions' `detail.role` name
/// it (`offender`, `dealer`, `players_concerned`…).
fn role_key(role: TarotRole) -> String {
    serde_json::to_value(role).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default()
}

/// The bans in force on this deal for a player of this incident's table, in
/// the same event: a ban "on the next deal" given on the previous deal
/// number, and a ban "on the redeal" given on this same deal number by an
/// incident reported before this one (the redeal keeps the deal's number).
/// Superseded bans do not count. Only what the context can establish is
/// reported: without an event and a deal number, nothing.
pub(crate) async fn bans_in_force(
    store: &dyn Store,
    incident: &StoredIncident,
) -> Result<Vec<BanInForce>, ServiceError> {
    if incident.game != "tarot" {
        return Ok(Vec::new());
    }
    let context: IncidentContext = serde_json::from_value(incident.context.clone()).unwrap_or_default();
    let (Some(event), Some(deal)) = (context.event.as_deref(), context.deal_number) else { return Ok(Vec::new()) };
    let previous = deal.checked_sub(1);
    let mut bans = Vec::new();
    // The whole table's sanctions in one read.
    let table = in_force(History::of_table(store, &context).sanctions().await?.to_vec());
    for (role, licence) in &context.players {
        for s in table.iter().filter(|s| &s.player == licence) {
            // A ban holds in its own club's event only (two clubs may give
            // their events the same name).
            if s.kind != "bidding_ban"
                || s.club_id != incident.club_id
                || s.incident_id == Some(incident.id)
                || s.detail.get("event").and_then(Value::as_str) != Some(event)
            {
                continue;
            }
            let given_on = s.detail.get("deal_number").and_then(Value::as_u64);
            let scope = s.detail.get("deal").and_then(Value::as_str);
            let applies = match scope {
                Some("next_deal") => previous.is_some_and(|p| given_on == Some(u64::from(p))),
                Some("redeal") if given_on == Some(u64::from(deal)) => match s.incident_id {
                    // The ban's incident came first: this one is on the redeal.
                    Some(id) => store.get_incident(id).await?.is_some_and(|from| from.created_at < incident.created_at),
                    None => false,
                },
                _ => false,
            };
            if applies {
                bans.push(BanInForce {
                    player: licence.clone(),
                    role: role.clone(),
                    from_incident: s.incident_id,
                    from_deal: u32::try_from(given_on.unwrap_or_default()).unwrap_or_default(),
                    deal: scope.unwrap_or_default().to_owned(),
                });
            }
        }
    }
    Ok(bans)
}
