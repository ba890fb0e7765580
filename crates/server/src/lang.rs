//! The caller's language, from `Accept-Language` (French by default), and
//! the one layer that applies it to every problem the server answers.

use arbitre_rules::text::Lang;
use axum::body::Body;
use axum::extract::{FromRequestParts, Request};
use axum::http::HeaderMap;
use axum::http::request::Parts;
use axum::middleware::Next;
use axum::response::Response;

use crate::problem::UnspokenProblem;

/// The language asked for by a request, for the few handlers whose answer
/// (not their errors) depends on it: the word search reads the summaries
/// in this language. Errors never need it: [`speak_callers_language`] says
/// them in the caller's language.
#[derive(Debug, Clone, Copy)]
pub struct ClientLang(pub Lang);

/// The language asked for by these headers.
pub fn lang_of(headers: &HeaderMap) -> Lang {
    headers
        .get(axum::http::header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .map_or(Lang::Fr, Lang::from_accept_language)
}

impl<S: Send + Sync> FromRequestParts<S> for ClientLang {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        Ok(ClientLang(lang_of(&parts.headers)))
    }
}

/// The language layer: a problem made anywhere inside it (an extractor, a
/// handler, a middleware, the framework's bare errors once they become
/// problems) is answered in the language the request asked for. Handlers
/// and the service keep every text in both languages and never choose.
pub async fn speak_callers_language(request: Request, next: Next) -> Response {
    let lang = lang_of(request.headers());
    let mut response = next.run(request).await;
    if let Some(problem) = response.extensions_mut().remove::<UnspokenProblem>()
        // The problem was written in the default language already.
        && lang != Lang::default()
    {
        *response.body_mut() = Body::from(problem.body_in(lang));
        // The router inside set the length of the body it answered; the
        // router around the layers sets this one's (`app`).
        response.headers_mut().remove(axum::http::header::CONTENT_LENGTH);
    }
    response
}

#[cfg(test)]
mod tests {
    use axum::Router;
    use axum::body::Body;
    use axum::http::{Request, StatusCode};
    use axum::routing::get;
    use tower::ServiceExt;

    use super::*;
    use crate::problem::ApiError;

    /// A router whose one route fails with a problem and whose other answers
    /// plain text, inside the language layer.
    fn router() -> Router {
        Router::new()
            .route(
                "/refused",
                get(|| async {
                    ApiError::new(
                        StatusCode::UNAUTHORIZED,
                        "unauthenticated",
                        arbitre_rules::text::msg("error-missing-key"),
                    )
                }),
            )
            .route("/fine", get(|| async { "Accept-Language: en" }))
            .layer(axum::middleware::from_fn(speak_callers_language))
    }

    async fn answer(path: &str, language: Option<&str>) -> (StatusCode, String) {
        let mut request = Request::get(path);
        if let Some(language) = language {
            request = request.header("accept-language", language);
        }
        let response = router().oneshot(request.body(Body::empty()).expect("a request")).await.expect("an answer");
        let status = response.status();
        let body = axum::body::to_bytes(response.into_body(), 4096).await.expect("a body");
        (status, String::from_utf8_lossy(&body).into_owned())
    }

    fn detail(body: &str) -> String {
        let problem: serde_json::Value = serde_json::from_str(body).expect("a problem document");
        problem["detail"].as_str().unwrap_or_default().to_owned()
    }

    #[tokio::test]
    async fn a_problem_is_said_in_the_language_the_request_asks_for() {
        let english = arbitre_rules::text::msg("error-missing-key");
        let (status, body) = answer("/refused", Some("en-GB,fr;q=0.5")).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        assert_eq!(detail(&body), english.en);
        // French when asked, and when nothing is asked.
        assert_eq!(detail(&answer("/refused", Some("fr")).await.1), english.fr);
        assert_eq!(detail(&answer("/refused", None).await.1), english.fr);
        assert_ne!(english.fr, english.en);
        // The title too: the status's summary, not HTTP's English phrase.
        let title = |body: &str| {
            serde_json::from_str::<serde_json::Value>(body).expect("a problem")["title"].as_str().map(str::to_owned)
        };
        assert_eq!(title(&answer("/refused", Some("fr")).await.1).as_deref(), Some("Authentification requise"));
        assert_eq!(title(&answer("/refused", Some("en")).await.1).as_deref(), Some("Authentication required"));
    }

    #[tokio::test]
    async fn an_answer_that_is_not_a_problem_is_left_as_it_is() {
        assert_eq!(answer("/fine", Some("en")).await, (StatusCode::OK, "Accept-Language: en".to_owned()));
    }
}
