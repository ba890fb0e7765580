//! `POST /v1/bridge/double-dummy`: the double-dummy table and par of a deal,
//! the value of each card in a position of the play, and for each revoke the
//! non-offenders' tricks had a legal card been played (Law 64C suggestions).
//!
//! The solving is DDS's, through the `arbitre-dds` crate, built only with
//! the server's `double-dummy` feature (DDS builds from C++ with bindgen,
//! which needs libclang). The route and its schema are the same either way,
//! so the API's description does not depend on how the server was built;
//! without the feature the route answers 501 `double_dummy_not_built`.

use arbitre_rules::bridge::double_dummy::{ContractQuery, DoubleDummy, contract_results};
use arbitre_rules::ruling::Record;
use arbitre_rules::text;
use axum::Json;
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::AppState;
use crate::json::JsonBody;
use crate::lang::ClientLang;
use crate::problem::{ApiError, Problem};

/// The route.
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(double_dummy))
}

/// A deal to analyse.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct DoubleDummyRequest {
    /// The deal record (`pbn`, `lin` or `json`) with all four hands. Its
    /// dealer and vulnerability give the par; its contract and play give
    /// the positions and the revokes.
    pub record: Record,
    /// Analyse the position after this many cards of the play, in the order
    /// played (0: before the opening lead): the tricks the side on play can
    /// still take with each card the player on turn may play.
    #[serde(default)]
    #[schema(minimum = 0, maximum = 51)]
    pub after_cards: Option<usize>,
    /// Contracts to score double-dummy at the record's vulnerability: the
    /// results the director thinks likely without the irregularity (Laws
    /// 12C, 27D), to weigh or keep.
    #[serde(default)]
    pub contracts: Vec<ContractQuery>,
}

/// Solves a deal double-dummy: the tricks each seat takes as declarer in each
/// strain, the par when the record gives dealer and vulnerability, with
/// `after_cards` the value of each card the player on turn may play, and for
/// each revoke in the play the tricks the non-offenders would have taken had
/// a legal card been played (Law 64C suggestions, for the director to confirm),
/// and with `contracts` each contract's result and score (12C, 27D).
/// Built only with the server's `double-dummy` feature: otherwise 501.
#[utoipa::path(post, path = "/v1/bridge/double-dummy", operation_id = "analyse_double_dummy", tag = "bridge",
    request_body = DoubleDummyRequest,
    responses(
        (status = 200, description = "The analysis", body = DoubleDummy),
        (status = 400, description = "Malformed JSON", body = Problem, content_type = "application/problem+json"),
        (status = 422, description = "A record without all four hands (`record_without_deal`), a position the record does not reach (`invalid_after_cards`), a contract that is not one (`invalid_contract`), contracts to score without the board's vulnerability (`record_without_vulnerability`)", body = Problem, content_type = "application/problem+json"),
        (status = 500, description = "The solver failed on a deal the record checks accepted (`double_dummy_solver_failed`)", body = Problem, content_type = "application/problem+json"),
        (status = 501, description = "This server was built without the double-dummy solver", body = Problem, content_type = "application/problem+json")))]
async fn double_dummy(
    ClientLang(lang): ClientLang,
    JsonBody(request): JsonBody<DoubleDummyRequest>,
) -> Result<Json<DoubleDummy>, ApiError> {
    let (code, message) = ("record_without_deal", "dd-error-incomplete-deal");
    let deal = super::read_bridge_record(&request.record, lang, code, message)?;
    // Checked here too, so that a bad request says so whether or not the
    // solver is built.
    if !deal.deal.as_ref().is_some_and(arbitre_rules::bridge::deal::Deal::is_complete) {
        return Err(super::missing(code, message, lang));
    }
    // The contracts are read, and the vulnerability they need checked,
    // before anything is solved.
    let vulnerable = match (request.contracts.is_empty(), deal.vulnerable) {
        (true, _) => arbitre_rules::bridge::card::Vulnerability::None,
        (false, Some(v)) => v,
        (false, None) => return Err(super::missing("record_without_vulnerability", "dd-error-no-vulnerability", lang)),
    };
    let empty = arbitre_rules::bridge::double_dummy::DdTable::default();
    if let Err(i) = contract_results(&empty, vulnerable, &request.contracts) {
        return Err(ApiError::input(
            arbitre_rules::InputError::new(
                "invalid_contract",
                format!("/contracts/{i}/contract"),
                text::localized("dd-error-contract", &[("contract", request.contracts[i].contract.clone().into())]),
            ),
            lang,
        ));
    }
    let mut analysis = solve(deal, request.after_cards, lang).await?;
    analysis.contract_results = contract_results(&analysis.tricks, vulnerable, &request.contracts).unwrap_or_default();
    Ok(Json(analysis))
}

#[cfg(feature = "double-dummy")]
async fn solve(
    deal: arbitre_rules::bridge::deal_record::DealRecord,
    after_cards: Option<usize>,
    lang: arbitre_rules::text::Lang,
) -> Result<DoubleDummy, ApiError> {
    // A full table takes tens of milliseconds of CPU: off the async threads.
    tokio::task::spawn_blocking(move || arbitre_dds::analyse(&deal, after_cards))
        .await
        .map_err(|_| {
            ApiError::new(
                axum::http::StatusCode::INTERNAL_SERVER_ERROR,
                "internal",
                arbitre_rules::text::msg("error-internal"),
            )
            .in_lang(lang)
        })?
        .map_err(|e| {
            if e.code == arbitre_dds::SOLVER_FAILED {
                // DDS refusing a deal the record checks let through is ours
                // to fix, not the client's.
                tracing::error!(detail = %e.detail.en, "double-dummy solver failed");
                ApiError::new(axum::http::StatusCode::INTERNAL_SERVER_ERROR, e.code, e.detail).in_lang(lang)
            } else {
                ApiError::input(e, lang)
            }
        })
}

#[cfg(not(feature = "double-dummy"))]
#[allow(clippy::unused_async)] // The same signature as the solver's, which awaits a blocking thread.
async fn solve(
    _deal: arbitre_rules::bridge::deal_record::DealRecord,
    _after_cards: Option<usize>,
    lang: arbitre_rules::text::Lang,
) -> Result<DoubleDummy, ApiError> {
    Err(ApiError::new(
        axum::http::StatusCode::NOT_IMPLEMENTED,
        "double_dummy_not_built",
        arbitre_rules::text::msg("error-double-dummy-not-built"),
    )
    .in_lang(lang))
}
