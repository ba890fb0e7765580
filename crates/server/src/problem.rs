//! Errors as `application/problem+json` (RFC 9457), each with a stable
//! machine `code` and, for bad input, the JSON pointer of the offending field.

use arbitre_rules::InputError;
use arbitre_rules::text::{self, Lang, Localized};
use arbitre_service::{Refusal, ServiceError};
use arbitre_store::StoreError;
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// An RFC 9457 problem document.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
pub struct Problem {
    /// A URI naming the problem type: `urn:arbitre:problem:` followed by `code`.
    #[serde(rename = "type")]
    pub problem_type: String,
    /// A short summary of the problem's HTTP status, in the language asked
    /// for (`Requête impossible à traiter`, `Request cannot be processed`).
    pub title: String,
    /// The HTTP status code.
    pub status: u16,
    /// What went wrong in this request, in the language asked for.
    pub detail: String,
    /// Stable machine code, e.g. `unknown_fact`, `invalid_record`, `not_found`.
    #[schema(value_type = ProblemCode)]
    pub code: String,
    /// The offending field: in the request body, a JSON pointer (RFC 6901),
    /// e.g. `/facts/when_noticed`, or the empty pointer `` for the body as a
    /// whole (`null`, an array where an object is expected); in the query,
    /// a header or the path, the parameter's name as written there (`limit`,
    /// `If-Match`, `licence`: no leading `/`); absent when the problem names
    /// no field.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pointer: Option<String>,
}

/// The answer of every operation on one incident that the key may not see
/// or that does not exist: declared once here, named in each route's
/// `responses(...)`.
#[derive(utoipa::IntoResponses)]
#[response(
    status = 404,
    description = "No such incident visible to this key",
    content_type = "application/problem+json"
)]
pub struct IncidentNotVisible(pub Problem);

/// The answer of every amendment whose `If-Match` names a version the
/// incident has moved past: declared once here, named in each route's
/// `responses(...)`.
#[derive(utoipa::IntoResponses)]
#[response(
    status = 412,
    description = "If-Match names a version that is no longer the incident's",
    content_type = "application/problem+json"
)]
pub struct StaleVersion(pub Problem);

/// Every machine code a problem may carry, sorted. The engine and the server
/// name codes as string constants; the contract lists them as an enum, and
/// a test checks that every code the sources write is listed here (and, in
/// debug builds, so does every problem the server renders).
pub const PROBLEM_CODES: &[&str] = &[
    "appeal_decided",
    "appeal_pending",
    "batch_too_large",
    "body_too_large",
    "card_not_in_hand",
    "club_key_required",
    "double_dummy_busy",
    "double_dummy_limit",
    "double_dummy_solver_failed",
    "fact_contradicts_record",
    "forbidden",
    "hand_unknown",
    "headers_too_large",
    "http_error",
    "idempotency_key_reused",
    "incident_open",
    "internal",
    "invalid_adjustment",
    "invalid_after_cards",
    "invalid_body",
    "invalid_choice",
    "invalid_contract",
    "invalid_cursor",
    "invalid_fact",
    "invalid_fact_value",
    "invalid_idempotency_key",
    "invalid_if_match",
    "invalid_outcome",
    "invalid_query",
    "invalid_record",
    "invalid_score",
    "invalid_summary",
    "key_expired",
    "key_revoked",
    "lead_restriction_not_defender",
    "lead_restriction_without_suit",
    "malformed_json",
    "method_not_allowed",
    "no_edition_in_force",
    "no_false_discard_in_record",
    "no_revoke_in_record",
    "not_found",
    "not_players_turn",
    "not_ruled",
    "offences_changed",
    "outcome_contradiction",
    "outcome_not_used",
    "penalty_card_not_defender",
    "penalty_card_not_in_hand",
    "penalty_card_twice",
    "play_over",
    "precondition_failed",
    "rate_limited",
    "record_ambiguous",
    "record_empty",
    "record_not_used",
    "record_without_auction",
    "record_without_contract",
    "record_without_deal",
    "record_without_irregularity",
    "record_without_play",
    "record_without_vulnerability",
    "request_timeout",
    "ruling_complete",
    "server_busy",
    "storage_unavailable",
    "too_many_contracts",
    "unauthenticated",
    "unknown_choice",
    "unknown_fact",
    "unknown_kind",
    "unknown_outcome_field",
    "unknown_ruleset",
    "unreadable_body",
    "unsupported_media_type",
    "uri_too_long",
    "version_conflict",
];

/// The machine code of a problem, as the contract documents it.
pub struct ProblemCode;

impl utoipa::PartialSchema for ProblemCode {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        arbitre_rules::catalogue::string_enum_schema(
            PROBLEM_CODES.iter().map(|c| (*c).to_owned()).collect(),
            "A stable machine code naming the problem.",
        )
    }
}

impl ToSchema for ProblemCode {}

/// An error a handler returns; rendered as problem+json. Its text is kept in
/// both languages: the response carries it in the default language (French)
/// and [`crate::lang::speak_callers_language`], one layer around every
/// route, says it again in the caller's. No handler chooses a language.
#[derive(Debug, Clone)]
pub struct ApiError {
    status: StatusCode,
    code: String,
    pointer: Option<String>,
    detail: Localized,
    /// Seconds for the `Retry-After` header of a 503 the client may retry.
    retry_after_seconds: Option<u64>,
}

impl ApiError {
    /// An error with a status, code and text (in both languages).
    pub fn new(status: StatusCode, code: &str, detail: Localized) -> Self {
        ApiError { status, code: code.to_owned(), pointer: None, detail, retry_after_seconds: None }
    }

    /// Names the offending field.
    pub fn at(mut self, pointer: impl Into<String>) -> Self {
        self.pointer = Some(pointer.into());
        self
    }

    /// Tells the client how many seconds to wait before trying again
    /// (`Retry-After`): a busy solver's 503, a rate limit's 429.
    pub fn retry_after(mut self, seconds: u64) -> Self {
        self.retry_after_seconds = Some(seconds);
        self
    }

    /// 404 for a resource that does not exist, or that the caller may not see
    /// (a club never learns whether another club's incident exists).
    pub fn not_found(what: &str) -> Self {
        ApiError::new(StatusCode::NOT_FOUND, "not_found", text::localized("error-not-found", &[("what", what.into())]))
    }

    /// 422 for an incident the engine cannot read.
    pub fn input(error: InputError) -> Self {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, error.code, error.detail).at(error.pointer)
    }

    /// The problem document, its text in `lang`.
    pub fn problem_in(&self, lang: Lang) -> Problem {
        debug_assert!(PROBLEM_CODES.contains(&self.code.as_str()), "problem code {} is not listed", self.code);
        Problem {
            problem_type: format!("urn:arbitre:problem:{}", self.code),
            // The status's summary in the caller's language (RFC 9457 lets
            // a title change only for that): serde's or HTTP's English
            // reason phrase would be the one English line of the answer.
            title: text::localized("problem-title", &[("status", i64::from(self.status.as_u16()).into())])
                .in_language(lang)
                .to_owned(),
            status: self.status.as_u16(),
            detail: self.detail.in_language(lang).to_owned(),
            code: self.code.clone(),
            pointer: self.pointer.clone(),
        }
    }

    /// The HTTP status.
    pub fn status(&self) -> StatusCode {
        self.status
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        if self.status == StatusCode::TOO_MANY_REQUESTS {
            // One client over its rate: counted in /metrics, not worth a
            // line per refused request.
            tracing::debug!(code = %self.code, "request over the client's rate");
        } else if self.retry_after_seconds.is_some() {
            // An overload the client is told to retry (the solver busy) is
            // expected under load: a warning, not an error to page on.
            tracing::warn!(code = %self.code, "request refused for now");
        } else if self.status.is_server_error() {
            tracing::error!(code = %self.code, detail = %self.detail.en, "request failed");
        }
        let body = serde_json::to_vec(&self.problem_in(Lang::default())).unwrap_or_default();
        let mut response = (self.status, body).into_response();
        // The language layer says it again in the caller's language.
        response.extensions_mut().insert(UnspokenProblem(Box::new(self.clone())));
        response.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static("application/problem+json"));
        if self.status == StatusCode::UNAUTHORIZED {
            response.headers_mut().insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
        }
        if let Some(seconds) = self.retry_after_seconds {
            response.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response
    }
}

impl From<StoreError> for ApiError {
    fn from(error: StoreError) -> Self {
        match error {
            StoreError::NotFound => ApiError::not_found("incident"),
            StoreError::VersionConflict => {
                ApiError::new(StatusCode::CONFLICT, "version_conflict", text::msg("error-version-conflict"))
            }
            // Other rulings kept sanctioning the same player while this one
            // was tried again: nothing was written, the client may retry.
            StoreError::OffencesChanged => {
                ApiError::new(StatusCode::CONFLICT, "offences_changed", text::msg("error-offences-changed"))
            }
            StoreError::IdempotencyKeyReused => ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "idempotency_key_reused",
                text::msg("error-idempotency-key-reused"),
            )
            .at("Idempotency-Key"),
            StoreError::KeyRevoked => {
                ApiError::new(StatusCode::CONFLICT, "key_revoked", text::msg("error-key-revoked"))
            }
            StoreError::KeyExpired => {
                ApiError::new(StatusCode::CONFLICT, "key_expired", text::msg("error-key-expired"))
            }
            StoreError::InvalidCursor => {
                ApiError::new(StatusCode::BAD_REQUEST, "invalid_cursor", text::msg("error-invalid-cursor")).at("cursor")
            }
            other => {
                // The cause goes to the log, not to the client.
                tracing::error!(error = %other, "storage error");
                metrics::counter!("arbitre_db_errors_total").increment(1);
                ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "storage_unavailable", text::msg("error-storage"))
            }
        }
    }
}

impl From<ServiceError> for ApiError {
    /// Each refusal of the workflow gets its HTTP status; the text is
    /// rendered later, in the caller's language
    /// ([`crate::lang::speak_callers_language`]).
    fn from(error: ServiceError) -> Self {
        match error {
            ServiceError::Input(error) => {
                ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, error.code, error.detail).at(error.pointer)
            }
            ServiceError::Refused { reason, code, detail, pointer } => {
                let status = match reason {
                    Refusal::BadRequest => StatusCode::BAD_REQUEST,
                    Refusal::Forbidden => StatusCode::FORBIDDEN,
                    Refusal::Unprocessable => StatusCode::UNPROCESSABLE_ENTITY,
                    Refusal::Conflict => StatusCode::CONFLICT,
                    Refusal::PreconditionFailed => StatusCode::PRECONDITION_FAILED,
                };
                let error = ApiError::new(status, code, detail);
                match pointer {
                    Some(pointer) => error.at(pointer),
                    None => error,
                }
            }
            ServiceError::NotFound(what) => ApiError::not_found(what),
            ServiceError::Store(error) => ApiError::from(error),
            ServiceError::Unavailable { code, detail, retry_after_seconds } => {
                ApiError::new(StatusCode::SERVICE_UNAVAILABLE, code, detail).retry_after(retry_after_seconds)
            }
            ServiceError::Internal(what) => {
                tracing::error!(what, "internal error");
                ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", text::msg("error-internal"))
            }
        }
    }
}

/// The error a problem response was made from, kept in the response's
/// extensions so the language layer can render its text in the caller's
/// language.
#[derive(Debug, Clone)]
pub struct UnspokenProblem(pub Box<ApiError>);

impl UnspokenProblem {
    /// The problem document's body, its text in `lang`.
    pub fn body_in(&self, lang: Lang) -> Vec<u8> {
        serde_json::to_vec(&self.0.problem_in(lang)).unwrap_or_default()
    }
}

#[cfg(test)]
mod title_tests {
    use super::*;

    /// Every status the server answers with has a title of its own in both
    /// languages, not the catch-all "Error".
    #[test]
    fn every_status_the_server_answers_with_has_a_title() {
        let statuses = [400, 401, 403, 404, 405, 408, 409, 412, 413, 414, 415, 422, 429, 431, 500, 503];
        let fallback = text::localized("problem-title", &[("status", 0_i64.into())]);
        for status in statuses {
            let status = StatusCode::from_u16(status).expect("a status");
            let problem = ApiError::new(status, "internal", text::msg("error-storage"));
            for lang in [Lang::Fr, Lang::En] {
                let title = problem.problem_in(lang).title;
                assert_ne!(title, fallback.in_language(lang), "{status} in {lang:?}");
            }
        }
    }
}
