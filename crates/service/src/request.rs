//! What a ruling is asked on: the incident's kind, facts, record, choices
//! and outcome ([`RulingRequest`]), and where it happened ([`IncidentContext`]).

use std::collections::BTreeMap;

use arbitre_rules::catalogue::Game;
use arbitre_rules::ruling::Record;
use arbitre_rules::text;
use arbitre_rules::{Decision, Incident, Ruleset, evaluate, ruleset};
use chrono::{DateTime, Utc};
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
    pub board: Option<u32>,
    /// The deal number (tarot).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal_number: Option<u32>,
    /// The players by seat (`N`, `E`, `S`, `W` at bridge; seat numbers at
    /// tarot), each as a federation licence number. At tarot the roles a
    /// ruling names may be given too (`offender`, `dealer`, `taker`…): the
    /// offender's earlier sanctions are then counted for repeat offences, and
    /// the sanctions of a complete ruling are recorded against each role's
    /// licence (every licence listed, for a sanction on the whole table).
    /// The players the arbiter finds concerned by slow play are named
    /// `concerned_1`, `concerned_2`…: only they are penalised, each by his
    /// own record of earlier slow play. At most 8 different licences in at
    /// most 32 places and roles; each text at most 200 bytes.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub players: BTreeMap<String, String>,
    /// When the irregularity happened, as the club's software saw it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub occurred_at: Option<DateTime<Utc>>,
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
        if let Some((key, _)) =
            self.players.iter().find(|(k, l)| k.len() > MAX_CONTEXT_TEXT || l.len() > MAX_CONTEXT_TEXT)
        {
            return Err(too_long(format!("/context/players/{}", arbitre_rules::evaluate::pointer_escape(key))));
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
                // today's.
                match self.context.occurred_at {
                    Some(at) => ruleset::in_force_on(game, &at.date_naive().to_string()),
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

    /// Evaluates the incident; the decision keeps its trace. A server built
    /// with the double-dummy solver adds its Law 64C suggestion (see
    /// [`revoke_equity_suggestion`]).
    pub async fn evaluate(&self) -> Result<Decision, ServiceError> {
        let (incident, ruleset) = self.resolve()?;
        let mut decision = evaluate(&incident, ruleset)?;
        // Only kinds the ruleset knows get here: the series stay few.
        metrics::counter!("arbitre_rulings_total", "kind" => decision.kind.clone(), "status" => decision.status.as_str())
            .increment(1);
        let suggestion = revoke_equity_suggestion(&incident, &decision).await;
        if let (Some(derived), false) = (decision.derived.as_mut(), suggestion.is_empty()) {
            derived.revoke_equity = suggestion;
        }
        Ok(decision)
    }
}

/// Law 64C: when a revoke ruling asks for, or reviews, the tricks the
/// non-offenders would have taken without the revoke, a server built with
/// the double-dummy solver computes that count from the position before the
/// revoke, for `derived.revoke_equity` — a suggestion for the director, who
/// still answers the question; the ruling itself does not use it. The
/// engine stays pure: the suggestion is the server's. The solve runs on a
/// blocking thread; one that fails is left out (the ruling stands).
#[cfg(feature = "double-dummy")]
async fn revoke_equity_suggestion(
    incident: &Incident,
    decision: &Decision,
) -> Vec<arbitre_rules::bridge::double_dummy::RevokeEquity> {
    use arbitre_rules::ruling::Rectification;
    if incident.kind != "bridge.revoke" {
        return Vec::new();
    }
    let wanted = decision.questions.iter().any(|q| q.id == "non_offenders_tricks_without_revoke")
        || decision
            .rectifications
            .iter()
            .any(|r| matches!(r, Rectification::DirectorReview { law, .. } if law == "64C"));
    let record = incident.record.as_ref().and_then(|r| arbitre_rules::bridge::record::read(r).ok().flatten());
    let revoke = decision.derived.as_ref().and_then(|d| d.revoke.clone());
    let (true, Some(record), Some(revoke)) = (wanted, record, revoke) else {
        return Vec::new();
    };
    let solved =
        tokio::task::spawn_blocking(move || arbitre_dds::revoke_equity(&mut arbitre_dds::Solver::new(), &record)).await;
    match solved {
        Ok(Ok(all)) => all.into_iter().filter(|e| e.trick == revoke.trick && e.offender == revoke.seat).collect(),
        Ok(Err(error)) => {
            tracing::warn!(code = error.code, "double-dummy suggestion for 64C failed");
            Vec::new()
        }
        Err(error) => {
            tracing::warn!(%error, "double-dummy suggestion for 64C did not finish");
            Vec::new()
        }
    }
}

/// Without the double-dummy solver there is no suggestion to add.
#[cfg(not(feature = "double-dummy"))]
#[allow(clippy::unused_async)]
async fn revoke_equity_suggestion(
    _incident: &Incident,
    _decision: &Decision,
) -> Vec<arbitre_rules::bridge::double_dummy::RevokeEquity> {
    Vec::new()
}
