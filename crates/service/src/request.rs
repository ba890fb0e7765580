//! What a ruling is asked on: the incident's kind, facts, record, choices
//! and outcome ([`RulingRequest`]), and where it happened ([`IncidentContext`]).

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};

use tokio::time::Instant;

use arbitre_rules::bridge::card::{Seat, Vulnerability};
use arbitre_rules::bridge::deal_record::DealRecord;
use arbitre_rules::bridge::double_dummy::ContractQuery;
use arbitre_rules::catalogue::Game;
use arbitre_rules::ruling::Record;
use arbitre_rules::text;
use arbitre_rules::{Decision, Incident, Ruleset, Trace, evaluate_with, ruleset};
use chrono::{DateTime, FixedOffset};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;

use crate::error::{Refusal, ServiceError};

/// Where and when an incident happened, and who sat where.
#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct IncidentContext {
    /// The event (tournament, session) as the club names it (at most 200
    /// bytes, as the table).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<String>,
    /// The table. Scoring software often sends a table number as a JSON
    /// number: it is accepted and kept as text.
    #[serde(default, skip_serializing_if = "Option::is_none", deserialize_with = "text_or_number")]
    pub table: Option<String>,
    /// The board number (bridge).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(maximum = 2147483647)]
    pub board: Option<u32>,
    /// The deal number (tarot).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(maximum = 2147483647)]
    pub deal_number: Option<u32>,
    /// The players by seat (`N`, `E`, `S`, `W` at bridge; seat numbers 1 to
    /// 6 at tarot), each as a federation licence number. The roles a ruling
    /// names may be given too (at bridge `offender`, `offenders_partner`,
    /// `offenders_lho`, `offenders_rho`, `declarer`; at tarot `offender`,
    /// `dealer`, `taker`…); any other place is refused. At tarot the
    /// offender's earlier sanctions are then counted for repeat offences, and
    /// the sanctions a ruling has decided (complete, or waiting only for a
    /// choice or the result) are recorded against each role's licence
    /// (every licence listed, for a sanction on the whole table).
    /// The players the arbiter finds concerned by slow play are named
    /// `concerned_1`, `concerned_2`…: only they are penalised, each by his
    /// own record of earlier slow play. At most 8 different licences in at
    /// most 32 places and roles; each text at most 200 bytes.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub players: BTreeMap<String, String>,
    /// When the irregularity happened, as the club's software saw it, with
    /// the table's UTC offset (`2018-01-01T00:30:00+01:00`): the edition in
    /// force is the one of the date at the table (before 1 July 2008 at
    /// bridge, no edition the service holds: name the ruleset), and the time
    /// is kept as written, at most 200 bytes. A time more than a day ahead
    /// of the server's clock is refused.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<String>, format = DateTime)]
    pub occurred_at: Option<OccurredAt>,
}

/// When an incident happened: the time as the client wrote it (kept and
/// shown back byte for byte: `-00:00`, an offset, fractions of a second
/// are the client's), and the time it reads as.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OccurredAt {
    written: String,
    at: DateTime<FixedOffset>,
}

impl OccurredAt {
    /// The time it reads as, with the offset written.
    pub fn at(&self) -> DateTime<FixedOffset> {
        self.at
    }

    /// The time as the client wrote it.
    pub fn as_written(&self) -> &str {
        &self.written
    }
}

impl Serialize for OccurredAt {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.written)
    }
}

impl<'de> Deserialize<'de> for OccurredAt {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let written = String::deserialize(deserializer)?;
        // Read as chrono reads a time with its offset (RFC 3339, a space
        // allowed for the `T`); its message is worded by `serde_reason`.
        let at = written.parse::<DateTime<FixedOffset>>().map_err(serde::de::Error::custom)?;
        Ok(OccurredAt { written, at })
    }
}

/// Reads a text, or a whole number written as text.
fn text_or_number<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Option<String>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum TextOrNumber {
        Text(String),
        Number(u64),
    }
    // An untagged enum's own error says nothing of the field: name the two
    // accepted shapes instead.
    Ok(match Option::<TextOrNumber>::deserialize(deserializer) {
        Ok(Some(TextOrNumber::Text(text))) => Some(text),
        Ok(Some(TextOrNumber::Number(number))) => Some(number.to_string()),
        Ok(None) => None,
        Err(_) => {
            return Err(serde::de::Error::custom(arbitre_rules::serde_reason::text_value_error("text-or-number", "")));
        }
    })
}

impl IncidentContext {
    /// The pointer of a field holding a NUL byte, which a database text
    /// cannot hold (the players are looked up by licence).
    pub fn field_with_nul(&self) -> Option<String> {
        let nul = |s: &str| s.contains('\0');
        if self.event.as_deref().is_some_and(nul) {
            return Some("/context/event".into());
        }
        if self.table.as_deref().is_some_and(nul) {
            return Some("/context/table".into());
        }
        self.players
            .iter()
            .find(|(key, licence)| nul(key) || nul(licence))
            .map(|(key, _)| format!("/context/players/{}", arbitre_rules::evaluate::pointer_escape(key)))
    }

    /// Refuses a context larger than a table can be: at most
    /// [`MAX_LICENCES`] different licences (a table of five, a spectator, a
    /// player sitting out), [`MAX_PLAYER_ENTRIES`] places and roles, and
    /// texts of at most [`MAX_CONTEXT_TEXT`] bytes. Each licence is looked up
    /// and may be sanctioned: the bound keeps a request's work bounded.
    pub fn check_bounds(&self) -> Result<(), ServiceError> {
        let too_long = |field: String| {
            ServiceError::refused_with(
                Refusal::Unprocessable,
                "invalid_body",
                text::localized(
                    "error-context-text-too-long",
                    &[("field", field.clone().into()), ("limit", MAX_CONTEXT_TEXT.into())],
                ),
            )
            .at(field)
        };
        for (field, value) in [("event", &self.event), ("table", &self.table)] {
            if value.as_ref().is_some_and(|v| v.len() > MAX_CONTEXT_TEXT) {
                return Err(too_long(format!("/context/{field}")));
            }
        }
        // Kept as written, the time is bounded like every text of the
        // context (chrono reads a fraction of any length).
        if self.occurred_at.as_ref().is_some_and(|at| at.as_written().len() > MAX_CONTEXT_TEXT) {
            return Err(too_long("/context/occurred_at".to_owned()));
        }
        if let Some((key, _)) =
            self.players.iter().find(|(k, l)| k.len() > MAX_CONTEXT_TEXT || l.len() > MAX_CONTEXT_TEXT)
        {
            return Err(too_long(format!("/context/players/{}", arbitre_rules::evaluate::pointer_escape(key))));
        }
        // Repeat offences are counted by licence and event as written: a
        // licence or an event with spaces around it (a spreadsheet's
        // leftover) would silently count as another player or another event,
        // so it is refused, named, rather than kept apart.
        let untrimmed = |value: &str| value.is_empty() || value.trim() != value;
        if let Some((key, _)) = self.players.iter().find(|(_, licence)| untrimmed(licence)) {
            let field = format!("/context/players/{}", arbitre_rules::evaluate::pointer_escape(key));
            return Err(ServiceError::refused_with(
                Refusal::Unprocessable,
                "invalid_body",
                text::localized("error-context-untrimmed", &[("field", field.clone().into())]),
            )
            .at(field));
        }
        if self.event.as_deref().is_some_and(untrimmed) {
            return Err(ServiceError::refused_with(
                Refusal::Unprocessable,
                "invalid_body",
                text::localized("error-context-untrimmed", &[("field", "/context/event".into())]),
            )
            .at("/context/event"));
        }
        let mut licences: Vec<&String> = self.players.values().collect();
        licences.sort();
        licences.dedup();
        if self.players.len() > MAX_PLAYER_ENTRIES || licences.len() > MAX_LICENCES {
            return Err(ServiceError::refused_with(
                Refusal::Unprocessable,
                "invalid_body",
                text::localized(
                    "error-context-too-many-players",
                    &[("licences", MAX_LICENCES.into()), ("entries", MAX_PLAYER_ENTRIES.into())],
                ),
            )
            .at("/context/players"));
        }
        Ok(())
    }

    /// Refuses, at report time, what a table of `game` cannot hold: a
    /// board number at tarot or a deal number at bridge, a place that is
    /// neither a seat nor a role of the game (`North`, `captain`, a seat 7),
    /// and an irregularity more than a day in the future (a day allows for
    /// every time zone and a clock a little ahead). A probe had a bridge
    /// table stored with eight "players" at `North`, `5` and `captain`.
    ///
    /// Incidents already stored are not checked again when they are amended:
    /// what a client stored stays as it was.
    pub fn check_for(&self, game: Game, now: DateTime<chrono::Utc>) -> Result<(), ServiceError> {
        let refused = |field: String, id: &str| {
            ServiceError::refused_with(
                Refusal::Unprocessable,
                "invalid_body",
                text::localized(id, &[("field", field.clone().into())]),
            )
            .at(field)
        };
        match game {
            Game::Bridge if self.deal_number.is_some() => {
                return Err(refused("/context/deal_number".into(), "error-context-deal-number-at-bridge"));
            }
            Game::Tarot if self.board.is_some() => {
                return Err(refused("/context/board".into(), "error-context-board-at-tarot"));
            }
            _ => {}
        }
        // The spec types both as 32-bit integers, as a client generated from
        // it holds them: a larger number is refused rather than stored
        // beyond what such a client can read back (a contract probe).
        for (field, number) in [("/context/board", self.board), ("/context/deal_number", self.deal_number)] {
            if number.is_some_and(|n| i32::try_from(n).is_err()) {
                return Err(refused(field.into(), "error-context-number-too-large"));
            }
        }
        if let Some(key) = self.players.keys().find(|key| !is_place_of(game, key)) {
            let field = format!("/context/players/{}", arbitre_rules::evaluate::pointer_escape(key));
            let id = match game {
                Game::Bridge => "error-context-place-bridge",
                Game::Tarot => "error-context-place-tarot",
            };
            return Err(refused(field, id));
        }
        if self.occurred_at.as_ref().is_some_and(|at| at.at() > now + chrono::Duration::days(1)) {
            return Err(refused("/context/occurred_at".into(), "error-context-occurred-in-future"));
        }
        Ok(())
    }

    /// Whether nothing is known of where and when.
    pub fn is_empty(&self) -> bool {
        self.event.is_none()
            && self.table.is_none()
            && self.board.is_none()
            && self.deal_number.is_none()
            && self.players.is_empty()
            && self.occurred_at.is_none()
    }
}

/// Whether `key` names a place at a table of `game`: at bridge a seat (`N`,
/// `E`, `S`, `W`) or a role a bridge ruling names (`offender`,
/// `offenders_partner`, `offenders_lho`, `offenders_rho`, `declarer`); at
/// tarot a seat number (1 to 6: five at the table and one sitting out), a
/// role a tarot ruling names (`offender`, `dealer`, `taker`…), or a player
/// the arbiter finds concerned by slow play (`concerned_1`…).
fn is_place_of(game: Game, key: &str) -> bool {
    use arbitre_rules::ruling::Role;
    match game {
        Game::Bridge => {
            matches!(key, "N" | "E" | "S" | "W")
                || serde_json::from_value::<Role>(Value::from(key)).is_ok_and(|role| {
                    matches!(
                        role,
                        Role::Offender
                            | Role::OffendersPartner
                            | Role::OffendersLho
                            | Role::OffendersRho
                            | Role::Declarer
                    )
                })
        }
        Game::Tarot => {
            matches!(key, "1" | "2" | "3" | "4" | "5" | "6")
                || serde_json::from_value::<arbitre_rules::tarot::arbitration::TarotRole>(Value::from(key)).is_ok()
                || key
                    .strip_prefix(CONCERNED_PREFIX)
                    .is_some_and(|n| !n.is_empty() && !n.starts_with('0') && n.bytes().all(|b| b.is_ascii_digit()))
        }
    }
}

/// The most different licences a context may name.
pub const MAX_LICENCES: usize = 8;
/// The most places and roles `context.players` may hold.
pub const MAX_PLAYER_ENTRIES: usize = 32;
/// The longest text of a context (event, table, a place, a licence), in bytes.
pub const MAX_CONTEXT_TEXT: usize = 200;

/// The prefix of the `context.players` keys naming the players the arbiter
/// finds concerned by slow play (`concerned_1`, `concerned_2`…).
pub const CONCERNED_PREFIX: &str = "concerned_";
/// The slow-play fact the context's concerned players fill.
pub const CONCERNED_PLAYERS: &str = "concerned_players";

/// An incident to rule on.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RulingRequest {
    /// The kind of irregularity, e.g. `bridge.trick_orientation`.
    #[schema(value_type = arbitre_rules::catalogue::KindId)]
    pub kind: String,
    /// The ruleset to apply; by default the game's (`ffb-2017` for bridge,
    /// `fft-donnes-libres` for tarot).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruleset: Option<String>,
    /// Facts known so far, by fact id.
    #[serde(default)]
    #[schema(value_type = BTreeMap<String, arbitre_rules::ruling::FactValue>)]
    pub facts: BTreeMap<String, Value>,
    /// The deal record, e.g. `{"pbn": "<PBN text>"}`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<Record>,
    /// Elections made by the players entitled to them: choice id → option id.
    #[serde(default)]
    pub choices: BTreeMap<String, String>,
    /// The result of the deal, to settle conditional rulings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<BTreeMap<String, arbitre_rules::ruling::FactValue>>)]
    pub outcome: Option<Value>,
    /// Where and when it happened, and who sat where: the same as an
    /// incident's. Nothing is stored, so no earlier sanction is counted: a
    /// caller that keeps its own history passes the offender's earlier
    /// offences in `facts.previous_offences` (for the kinds that ask it).
    #[serde(default, skip_serializing_if = "IncidentContext::is_empty")]
    pub context: IncidentContext,
    /// Contracts the director thinks might have been reached, or played,
    /// without the irregularity (Law 12C1(b) and (c)), e.g. `4S` by South.
    /// With a bridge record of all four hands (and its vulnerability), the
    /// decision's `derived.double_dummy` scores each one double-dummy, for
    /// the director to weigh. At most 16.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub double_dummy_contracts: Vec<ContractQuery>,
}

impl RulingRequest {
    /// The incident and the ruleset it names (or its game's default).
    pub fn resolve(&self) -> Result<(Incident, &'static Ruleset), ServiceError> {
        self.context.check_bounds()?;
        let ruleset = match &self.ruleset {
            Some(id) => ruleset::find(id).ok_or_else(|| {
                ServiceError::refused_with(
                    Refusal::Unprocessable,
                    "unknown_ruleset",
                    text::localized("error-unknown-ruleset", &[("ruleset", id.clone().into())]),
                )
                .at("/ruleset")
            })?,
            None => {
                let game = match self.kind.split('.').next() {
                    Some("bridge") => Game::Bridge,
                    Some("tarot") => Game::Tarot,
                    _ => {
                        return Err(ServiceError::refused_with(
                            Refusal::Unprocessable,
                            "unknown_kind",
                            text::localized("error-unknown-kind-any", &[("kind", self.kind.clone().into())]),
                        )
                        .at("/kind"));
                    }
                };
                // No ruleset named: the edition in force when it happened
                // (an appeal on a 2016 board is ruled by the 2007 Laws), or
                // today's. The day is the table's, in the offset the client
                // wrote: a board played at 00:30 in Paris on 1 January 2018
                // (`+01:00`) falls under the 2017 Laws, though it was still
                // 2017 in UTC.
                match &self.context.occurred_at {
                    Some(occurred) => {
                        let day = occurred.at().date_naive().to_string();
                        ruleset::in_force_on(game, &day).ok_or_else(|| {
                            ServiceError::refused_with(
                                Refusal::Unprocessable,
                                "no_edition_in_force",
                                text::localized("error-no-edition-in-force", &[("day", day.clone().into())]),
                            )
                            .at("/context/occurred_at")
                        })?
                    }
                    None => ruleset::default_for(game),
                }
            }
        };
        let mut facts = self.facts.clone();
        // The players the context names as concerned by slow play are
        // counted as at an incident; whether they were penalised before is
        // history this route does not keep (`concerned_repeat_offenders`
        // stays the caller's fact).
        let concerned = self.context.players.keys().filter(|key| key.starts_with(CONCERNED_PREFIX)).count();
        if concerned > 0 && ruleset.kind(&self.kind).is_some_and(|k| k.fact(CONCERNED_PLAYERS).is_some()) {
            facts.entry(CONCERNED_PLAYERS.to_owned()).or_insert_with(|| Value::from(concerned));
        }
        let incident = Incident {
            kind: self.kind.clone(),
            facts,
            record: self.record.clone(),
            choices: self.choices.clone(),
            outcome: self.outcome.clone(),
        };
        Ok((incident, ruleset))
    }

    /// Evaluates the incident, its decision with or without the trace. A
    /// bridge ruling with a record of the four hands gets the double-dummy
    /// figures it needs (see [`RulingRequest::evaluate_within`]).
    ///
    /// # Errors
    /// A [`ServiceError`] for an incident the engine cannot read, or
    /// contracts to score that cannot be.
    pub async fn evaluate(&self, trace: Trace) -> Result<Decision, ServiceError> {
        self.evaluate_new_within(&SolveBudget::new(1), trace).await
    }

    /// [`RulingRequest::evaluate_within`] for an incident not stored (a
    /// stateless ruling): its context is checked first, as a report's is
    /// ([`IncidentContext::check_for`]). A stored incident's context is not
    /// checked again when it is amended.
    ///
    /// # Errors
    /// As [`RulingRequest::evaluate_within`], and a context the game's table
    /// cannot hold.
    pub async fn evaluate_new_within(&self, budget: &SolveBudget, trace: Trace) -> Result<Decision, ServiceError> {
        let (incident, ruleset) = self.resolve()?;
        self.context.check_for(ruleset.game, chrono::Utc::now())?;
        self.evaluate_resolved(&incident, ruleset, budget, trace).await
    }

    /// Evaluates the incident, solving double-dummy only while `budget`
    /// lasts (a batch shares one); the decision keeps its trace if `trace`
    /// says so (an incident's ruling is stored with it).
    ///
    /// Law 64C: when a revoke ruling asks for, or reviews, the tricks the
    /// non-offenders would have taken without the revoke, the solver counts
    /// them from the position before the revoke, for
    /// `derived.revoke_equity` — a suggestion for the director, who still
    /// answers the question.
    ///
    /// Law 12C: a ruling that reviews or adjusts the score, or a request
    /// that names contracts, gets `derived.double_dummy` — the table's
    /// contract from the position before the irregularity and the named
    /// contracts — to inform the director's judgement of the likely results
    /// (12C1(b), (c)).
    ///
    /// The ruling itself uses neither; the engine stays pure. Both are
    /// solved in one turn of the gate (bounded, with a deadline). Figures
    /// nobody named are left out when the solver is busy or fails; named
    /// ones make the request fail instead, so that the director is never
    /// silently given fewer figures than he asked.
    ///
    /// # Errors
    /// As [`RulingRequest::evaluate`]; and when contracts are named but the
    /// budget is spent (`double_dummy_limit`) or the solver is busy
    /// (`double_dummy_busy`). Figures nobody named are left out instead.
    pub async fn evaluate_within(&self, budget: &SolveBudget, trace: Trace) -> Result<Decision, ServiceError> {
        let (incident, ruleset) = self.resolve()?;
        self.evaluate_resolved(&incident, ruleset, budget, trace).await
    }

    /// [`RulingRequest::evaluate_within`] of the incident and ruleset
    /// [`RulingRequest::resolve`] gave (resolved once per request).
    async fn evaluate_resolved(
        &self,
        incident: &Incident,
        ruleset: &'static Ruleset,
        budget: &SolveBudget,
        trace: Trace,
    ) -> Result<Decision, ServiceError> {
        let named = &self.double_dummy_contracts;
        // Named contracts are checked before anything is evaluated, on the
        // record they will be solved on. Without them, the record is read
        // for the solver only once the decision asks for figures: reading
        // it is most of a ruling's work with a record, and the engine has
        // read it already (issue 18). Nothing is refused on the way when
        // no contract is named, so the answer is the same either way.
        let named_on = if named.is_empty() { None } else { Some(self.double_dummy_record(incident)?) };
        let decision = evaluate_with(incident, ruleset, trace)?;
        // Only kinds the ruleset knows get here: the series stay few.
        metrics::counter!("arbitre_rulings_total", "kind" => decision.kind.clone(), "status" => decision.status.as_str())
            .increment(1);
        let record = match named_on {
            Some(record) => record,
            None if wants_revoke_equity(incident, &decision) || adjusts_the_score(&decision) => {
                self.double_dummy_record(incident)?
            }
            // Nothing would be solved (see `add_double_dummy`).
            None => return Ok(decision),
        };
        let Some(record) = record else { return Ok(decision) };
        add_double_dummy(incident, ruleset, record, named, decision, budget).await
    }

    /// The bridge record of the four hands that double-dummy figures are
    /// solved on, when the incident has one; named contracts are checked
    /// here, before anything is evaluated or solved.
    fn double_dummy_record(&self, incident: &Incident) -> Result<Option<DealRecord>, ServiceError> {
        let named = &self.double_dummy_contracts;
        let field = "/double_dummy_contracts";
        if !named.is_empty() && !incident.kind.starts_with("bridge.") {
            return Err(ServiceError::refused(
                Refusal::Unprocessable,
                "invalid_body",
                "dd-error-contracts-bridge-only",
            )
            .at(field));
        }
        if !incident.kind.starts_with("bridge.") {
            return Ok(None);
        }
        // An unreadable record is the engine's to refuse, with its own
        // pointer: here it only means there is nothing to solve.
        let record = incident
            .record
            .as_ref()
            .and_then(|r| arbitre_rules::bridge::record::read(r).ok().flatten())
            .filter(|r| r.deal.as_ref().is_some_and(arbitre_rules::bridge::deal::Deal::is_complete))
            .map(|mut record| {
                // The director's facts win over the record, as in the
                // engine's Law 12C adjustment (law12.rs): the figures are
                // scored at the vulnerability, and for the declarer, the
                // adjusted score is.
                let fact = |id: &str| incident.facts.get(id).and_then(Value::as_str);
                if let Some(vulnerable) = fact(BOARD_VULNERABLE).and_then(Vulnerability::from_pbn) {
                    record.vulnerable = Some(vulnerable);
                }
                if let Some(declarer) = fact(BOARD_DECLARER).and_then(|s| s.chars().next()).and_then(Seat::from_char) {
                    record.declarer = Some(declarer);
                }
                record
            });
        if !named.is_empty() {
            let Some(record) = &record else {
                return Err(ServiceError::refused(
                    Refusal::Unprocessable,
                    "record_without_deal",
                    "dd-error-incomplete-deal",
                )
                .at("/record"));
            };
            // Their number and spelling; the vulnerability is checked once
            // the ruling is known, since it may ask for it.
            crate::double_dummy::check_contracts(named, record.vulnerable.or(Some(Vulnerability::None)), field)?;
        }
        Ok(record)
    }
}

/// The double-dummy figures of a bridge ruling with a record of the four
/// hands (see [`RulingRequest::evaluate_within`]): the Law 64C suggestion
/// and the Law 12C figures, solved in one turn of the gate and added to
/// `decision.derived`.
async fn add_double_dummy(
    incident: &Incident,
    ruleset: &Ruleset,
    record: DealRecord,
    named: &[ContractQuery],
    mut decision: Decision,
    budget: &SolveBudget,
) -> Result<Decision, ServiceError> {
    let revoke = decision.derived.as_ref().and_then(|d| d.revoke.as_ref()).map(|r| (r.trick, r.seat));
    let wants_suggestion = wants_revoke_equity(incident, &decision);
    let wants_figures = !named.is_empty() || adjusts_the_score(&decision);
    let mut named = named.to_vec();
    if !named.is_empty() && record.vulnerable.is_none() {
        // The contracts cannot be scored yet: when the kind asks the
        // board's vulnerability (the kinds that adjust scores do, once
        // the adjusted score is given), they will be once it is
        // answered; otherwise nothing will give it, and the request says
        // so.
        if ruleset.kind(&incident.kind).is_none_or(|k| k.fact(BOARD_VULNERABLE).is_none()) {
            return Err(ServiceError::refused(
                Refusal::Unprocessable,
                "record_without_vulnerability",
                "dd-error-no-vulnerability",
            )
            .at("/record"));
        }
        named.clear();
    }
    let table_contract = record.contract.and_then(|c| c.contract().copied()).is_some()
        && record.declarer.is_some()
        && record.vulnerable.is_some();
    // Only an incident that will really be solved takes a share of the
    // request's budget.
    let solves = (wants_suggestion && revoke.is_some()) || (wants_figures && (!named.is_empty() || table_contract));
    if !solves {
        return Ok(decision);
    }
    let explicit = !named.is_empty();
    if !budget.take() {
        if !explicit {
            return Ok(decision);
        }
        return Err(ServiceError::refused_with(
            Refusal::Unprocessable,
            "double_dummy_limit",
            text::localized("dd-error-solve-limit", &[("limit", budget.limit().into())]),
        )
        .at("/double_dummy_contracts"));
    }
    let figures_revoke = revoke.filter(|_| incident.kind == "bridge.revoke");
    // One turn of the gate for both: the 64C suggestion and the 12C
    // figures are solved together, within one deadline.
    let solve = move || {
        let suggestion = if wants_suggestion { Some(arbitre_dds::revoke_equity(&record)) } else { None };
        let figures = if wants_figures {
            Some(arbitre_dds::adjustment_figures(&record, &named, record.vulnerable, figures_revoke))
        } else {
            None
        };
        (suggestion, figures)
    };
    let (suggestion, figures) = match crate::double_dummy::gate().run_until(budget.until(), solve).await {
        Ok(solved) => solved,
        // Named contracts are what the director asked for: the request
        // fails rather than answer without them.
        Err(error) if explicit => return Err(error.into()),
        Err(error) => {
            tracing::warn!(?error, "double-dummy figures did not finish: the ruling goes without them");
            return Ok(decision);
        }
    };
    let suggestion = suggestion_for_revoke(suggestion, revoke);
    let figures = figures_kept(figures, explicit)?;
    if suggestion.is_empty() && figures.is_none() {
        // Nothing to add: the decision stays exactly the engine's.
        return Ok(decision);
    }
    let derived = decision.derived.get_or_insert_with(Default::default);
    if !suggestion.is_empty() {
        derived.revoke_equity = suggestion;
    }
    derived.double_dummy = figures;
    Ok(decision)
}

/// The Law 64C suggestions solved for the revoke the ruling is on (none
/// when the solver failed: the ruling stands without them).
fn suggestion_for_revoke(
    solved: Option<Result<Vec<arbitre_dds::RevokeEquity>, arbitre_rules::InputError>>,
    revoke: Option<(u8, Seat)>,
) -> Vec<arbitre_dds::RevokeEquity> {
    match (solved, revoke) {
        (Some(Ok(all)), Some((trick, offender))) => {
            all.into_iter().filter(|e| e.trick == trick && e.offender == offender).collect()
        }
        (Some(Err(error)), _) => {
            tracing::warn!(code = error.code, "double-dummy suggestion for 64C failed");
            Vec::new()
        }
        _ => Vec::new(),
    }
}

/// The Law 12C figures solved, if they hold anything. A failure is the
/// request's when the director named the contracts (`explicit`); otherwise
/// the ruling goes without them.
fn figures_kept(
    solved: Option<Result<arbitre_dds::AdjustmentFigures, arbitre_rules::InputError>>,
    explicit: bool,
) -> Result<Option<arbitre_dds::AdjustmentFigures>, ServiceError> {
    Ok(match solved {
        Some(Ok(figures)) if figures.table_contract.is_none() && figures.contracts.is_empty() => None,
        Some(Ok(figures)) => Some(figures),
        Some(Err(error)) if explicit && error.code != arbitre_dds::SOLVER_FAILED => {
            return Err(ServiceError::Input(error));
        }
        Some(Err(error)) if explicit => {
            tracing::error!(detail = %error.detail.en, "double-dummy solver failed");
            return Err(ServiceError::Internal("double-dummy solver"));
        }
        Some(Err(error)) => {
            tracing::warn!(code = error.code, "double-dummy figures for 12C failed");
            None
        }
        None => None,
    })
}

/// The fact that gives the board's vulnerability, in the kinds that adjust
/// scores.
const BOARD_VULNERABLE: &str = "board_vulnerable";
/// The fact that gives the board's declarer, in the kinds that adjust
/// scores.
const BOARD_DECLARER: &str = "board_declarer";

/// Whether the ruling reviews or adjusts the score (Laws 12C, 16B, 23C,
/// 27D, 64C…): the rulings the Law 12C figures are for.
fn adjusts_the_score(decision: &Decision) -> bool {
    use arbitre_rules::bridge::rectification::Rectification as BridgeRectification;
    use arbitre_rules::rectification::{Rectification, SharedRectification};
    let reviews_or_adjusts = |r: &Rectification| {
        matches!(
            r,
            Rectification::Shared(SharedRectification::DirectorReview { .. })
                | Rectification::Bridge(BridgeRectification::AdjustedScore { .. })
        )
    };
    decision.rectifications.iter().any(reviews_or_adjusts)
        || decision.conditional.iter().any(|c| c.rectifications.iter().any(reviews_or_adjusts))
}

/// Whether a revoke ruling asks for, or reviews, the tricks the
/// non-offenders would have taken without the revoke (Law 64C).
fn wants_revoke_equity(incident: &Incident, decision: &Decision) -> bool {
    use arbitre_rules::rectification::SharedRectification;
    incident.kind == "bridge.revoke"
        && decision.derived.as_ref().is_some_and(|d| d.revoke.is_some())
        && (decision.questions.iter().any(|q| q.id == "non_offenders_tricks_without_revoke")
            || decision
                .rectifications
                .iter()
                // "64C" in the 2007 Laws, "64C1" in the 2017 Laws.
                .any(|r| matches!(r.as_shared(), Some(SharedRectification::DirectorReview { law, .. }) if law.starts_with("64C"))))
}

/// A count of the requests' incidents that may still be solved
/// double-dummy: one for a single ruling, a few for a whole batch, so that
/// one request cannot queue a hundred solves.
#[derive(Debug)]
pub struct SolveBudget {
    left: AtomicUsize,
    limit: usize,
    until: Option<Instant>,
}

impl SolveBudget {
    /// A budget of `limit` incidents, each within the gate's deadline.
    pub fn new(limit: usize) -> Self {
        SolveBudget { left: AtomicUsize::new(limit), limit, until: None }
    }

    /// A budget of `limit` incidents, all solved within `within` from now:
    /// a batch's solves must end before its request times out.
    pub fn within(limit: usize, within: std::time::Duration) -> Self {
        SolveBudget { left: AtomicUsize::new(limit), limit, until: Some(Instant::now() + within) }
    }

    /// When the request's solves must be over, if sooner than the gate's
    /// deadline.
    pub fn until(&self) -> Option<Instant> {
        self.until
    }

    /// The number it started with.
    pub fn limit(&self) -> usize {
        self.limit
    }

    /// Takes one incident's share; false when none is left.
    pub fn take(&self) -> bool {
        self.left.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |left| left.checked_sub(1)).is_ok()
    }
}
