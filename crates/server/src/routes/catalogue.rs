//! The catalogue: rulesets, the kinds they cover, and each kind's facts.

use crate::json::Json;
use arbitre_rules::catalogue::KindInfo;
use arbitre_rules::ruleset::{self, RulesetInfo, RulesetSummary};
use arbitre_rules::text;
use axum::http::StatusCode;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::json::PathParams;
use crate::problem::{ApiError, Problem};

pub(crate) fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(list_rulesets)).routes(routes!(get_ruleset)).routes(routes!(get_kind))
}

/// Lists the rulesets and the kinds each one covers.
#[utoipa::path(get, path = "/v1/rulesets", tag = "catalogue",
    responses((status = 200, description = "Every ruleset", body = Vec<RulesetSummary>)))]
async fn list_rulesets() -> Json<Vec<RulesetSummary>> {
    Json(ruleset::ALL.iter().map(|r| r.summary()).collect())
}

pub(crate) fn find_ruleset(id: &str) -> Result<&'static arbitre_rules::Ruleset, ApiError> {
    ruleset::find(id).ok_or_else(|| {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "unknown_ruleset",
            text::localized("error-unknown-ruleset", &[("ruleset", id.into())]),
        )
    })
}

/// One ruleset: its parameters and every kind it covers, with their facts.
#[utoipa::path(get, path = "/v1/rulesets/{id}", tag = "catalogue",
    params(("id" = String, Path, description = "Ruleset id, e.g. `ffb-2017`")),
    responses(
        (status = 200, description = "The ruleset", body = RulesetInfo),
        (status = 404, description = "No such ruleset", body = Problem, content_type = "application/problem+json")))]
async fn get_ruleset(PathParams(id): PathParams<String>) -> Result<Json<RulesetInfo>, ApiError> {
    Ok(Json(find_ruleset(&id)?.info()))
}

/// One kind: its facts with types, allowed values and questions, which is
/// what a thin client needs to draw its form.
#[utoipa::path(get, path = "/v1/rulesets/{id}/kinds/{kind}", operation_id = "get_ruleset_kind", tag = "catalogue",
    params(("id" = String, Path, description = "Ruleset id"),
           ("kind" = String, Path, description = "Kind id, e.g. `bridge.trick_orientation`")),
    responses(
        (status = 200, description = "The kind", body = KindInfo),
        (status = 404, description = "No such ruleset or kind", body = Problem, content_type = "application/problem+json")))]
async fn get_kind(PathParams((id, kind)): PathParams<(String, String)>) -> Result<Json<KindInfo>, ApiError> {
    let ruleset = find_ruleset(&id)?;
    let kind = ruleset.kind(&kind).ok_or_else(|| {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "unknown_kind",
            text::localized("error-unknown-kind", &[("kind", kind.clone().into()), ("ruleset", id.clone().into())]),
        )
    })?;
    Ok(Json(ruleset.kind_info(kind)))
}
