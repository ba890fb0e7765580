//! JSON in and out: a body extractor whose errors say which field is wrong,
//! and the response every route answers with ([`Json`]).
//!
//! axum's own `Json` reports a bad field without its path; here a body that
//! fails to read is read again with `serde_path_to_error`, so the 4xx
//! carries the JSON pointer of the field, and malformed JSON gives its line
//! and column. A key written twice in one object is refused while the body
//! is read (`unique_keys`).

use arbitre_rules::serde_reason;
use arbitre_rules::text;
use axum::body::Bytes;
use axum::extract::{FromRequest, Request};
use axum::http::{StatusCode, header};
use serde::de::DeserializeOwned;

use crate::problem::ApiError;

mod unique_keys;

/// A JSON request body of type `T`.
pub struct JsonBody<T>(pub T);

impl<S, T> FromRequest<S> for JsonBody<T>
where
    S: Send + Sync,
    T: DeserializeOwned,
{
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let is_json = req.headers().get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).is_some_and(|v| {
            let mime = v.split(';').next().unwrap_or("").trim().to_ascii_lowercase();
            mime == "application/json" || mime.ends_with("+json")
        });
        if !is_json {
            return Err(ApiError::new(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "unsupported_media_type",
                text::msg("error-not-json"),
            ));
        }
        let bytes = Bytes::from_request(req, state).await.map_err(|rejection| {
            if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
                ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, "body_too_large", text::msg("error-body-too-large"))
            } else {
                ApiError::new(StatusCode::BAD_REQUEST, "unreadable_body", text::msg("error-unreadable-body"))
            }
        })?;
        parse(&bytes).map(JsonBody)
    }
}

/// A JSON response of `T`, with axum's `Json`'s status and content type.
///
/// axum's `Json` writes into a `BytesMut` of 128 bytes through its
/// `Writer`, so every piece serde_json writes (a quote, a key, a comma) is a
/// call through `BufMut`, and the buffer grows as it fills; a ruling's
/// answer is one to four kilobytes in a few hundred pieces. Here they go
/// into a `Vec` sized for a ruling, where each piece is a copy the compiler
/// sees (issue 18: the answer's writing was half of what a ruling by facts
/// cost beyond `/healthz`).
pub struct Json<T>(pub T);

/// What a response's buffer holds before it grows: a ruling's answer with
/// its record's tricks fits.
const RESPONSE_CAPACITY: usize = 4096;

impl<T: serde::Serialize> axum::response::IntoResponse for Json<T> {
    fn into_response(self) -> axum::response::Response {
        let mut body = Vec::with_capacity(RESPONSE_CAPACITY);
        // serde_json's writer alone runs inside: the texts rendered once are
        // written as quoted once, not escaped again (issue 18).
        match text::writing_json(|| serde_json::to_writer(&mut body, &self.0)) {
            Ok(()) => {
                ([(header::CONTENT_TYPE, header::HeaderValue::from_static("application/json"))], body).into_response()
            }
            // Not expected (every answer is plain data with text keys): a
            // problem, as for any other fault of the service.
            Err(_) => ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", text::msg("error-internal"))
                .into_response(),
        }
    }
}

/// Path parameters of type `T`. axum's own rejection is English text; a
/// segment that cannot be read (not UTF-8 once decoded) names no resource
/// of this service: a 404 problem, in the caller's language.
pub struct PathParams<T>(pub T);

impl<S, T> axum::extract::FromRequestParts<S> for PathParams<T>
where
    S: Send + Sync,
    T: DeserializeOwned + Send,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut axum::http::request::Parts, state: &S) -> Result<Self, Self::Rejection> {
        axum::extract::Path::<T>::from_request_parts(parts, state)
            .await
            .map(|axum::extract::Path(value)| PathParams(value))
            .map_err(|_| ApiError::new(StatusCode::NOT_FOUND, "not_found", text::msg("error-path-unreadable")))
    }
}

/// Query-string parameters of type `T`; a bad parameter is a 400 naming it.
pub struct QueryParams<T>(pub T);

impl<S, T> axum::extract::FromRequestParts<S> for QueryParams<T>
where
    S: Send + Sync,
    T: DeserializeOwned,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut axum::http::request::Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let query = parts.uri.query().unwrap_or("");
        // A NUL byte can be written in a URL but not stored in, nor compared
        // with, a database text: a parameter holding one matches nothing and
        // is refused by name rather than failing in the database.
        if let Some((parameter, _)) = form_urlencoded_parse(query).find(|(_, value)| value.contains('\0')) {
            let parameter = parameter.into_owned();
            return Err(ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "invalid_query",
                text::localized("error-nul-byte", &[("field", parameter.clone().into())]),
            )
            .at(parameter));
        }
        let deserializer = serde_urlencoded::Deserializer::new(form_urlencoded_parse(query));
        serde_path_to_error::deserialize(deserializer).map(QueryParams).map_err(|error| {
            // A parameter given twice, or one missing, is found at the top
            // (serde's path `.`): serde's message names the parameter.
            let message = error.inner().to_string();
            let named =
                field_named(&message, &["duplicate field `", "missing field `", "unknown field `"]).map(str::to_owned);
            let parameter = match (error.path().to_string(), named) {
                (path, Some(name)) if path == "." => name,
                (path, _) => path,
            };
            let reason = serde_reason::reason(&error.inner().to_string());
            ApiError::new(
                StatusCode::BAD_REQUEST,
                "invalid_query",
                text::localized(
                    "error-invalid-query",
                    &[
                        ("parameter", parameter.clone().into()),
                        ("reason_fr", reason.fr.into()),
                        ("reason_en", reason.en.into()),
                    ],
                ),
            )
            .at(parameter)
        })
    }
}

/// The field serde's `message` names after one of `prefixes` (each ending
/// in the opening backquote): `status` in "duplicate field `status`".
fn field_named<'a>(message: &'a str, prefixes: &[&str]) -> Option<&'a str> {
    prefixes
        .iter()
        .find_map(|prefix| message.strip_prefix(prefix))
        .and_then(|rest| rest.split_once('`'))
        .map(|(name, _)| name)
}

fn form_urlencoded_parse(query: &str) -> form_urlencoded::Parse<'_> {
    form_urlencoded::parse(query.as_bytes())
}

/// Parses a JSON body, naming the bad field on error.
pub fn parse<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, ApiError> {
    // JSON is UTF-8 (RFC 8259 §8.1). serde_json checks it only where it
    // reads a string into a value, so bad bytes in a field were reported as
    // a wrong value of that field: they make the document malformed.
    //
    // Checked once here, the document is then read as text: serde_json
    // does not check each string again (issue 18).
    let document = match std::str::from_utf8(bytes) {
        Ok(document) => document,
        Err(error) => {
            let before = &bytes[..error.valid_up_to()];
            let line = before.iter().filter(|b| **b == b'\n').count() + 1;
            let line_start = before.iter().rposition(|b| *b == b'\n').map_or(0, |at| at + 1);
            // The column in bytes from the line's start, as serde_json
            // counts it in its own syntax errors.
            let column = before.len() - line_start + 1;
            return Err(ApiError::new(
                StatusCode::BAD_REQUEST,
                "malformed_json",
                text::localized("error-body-not-utf8", &[("line", line.into()), ("column", column.into())]),
            ));
        }
    };
    // Every body of the contract is an object; serde would also read a
    // struct from an array, field by field in order, and the history would
    // then keep an object the client never sent. (A repeated key inside
    // such a document is said first, as for any other refusal below.)
    let first = bytes.iter().find(|b| !b.is_ascii_whitespace());
    if first.is_some_and(|b| *b != b'{') && well_formed(bytes) {
        if let Some(repeated) = repeated_key_problem(bytes) {
            return Err(repeated);
        }
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_body",
            text::localized("error-invalid-body-root", &{
                let reason = text::msg("reason-object-expected");
                [("reason_fr", reason.fr.into()), ("reason_en", reason.en.into())]
            }),
        )
        .at(""));
    }
    // Read in one pass, each object's keys compared as they are read (a
    // key written twice anywhere: serde keeps the last, and the history
    // would store one of two answers). Without tracking the path either: a
    // body that reads needs none, and tracking it cost every value of every
    // body (issue 18). A body that does not read is walked for a repeated
    // key first (refused before anything else, naming it), then read again
    // with the tracking, to the same error with its pointer (the reading is
    // deterministic).
    let findings = unique_keys::Findings::default();
    let mut deserializer = serde_json::Deserializer::from_str(document);
    let value = match T::deserialize(unique_keys::UniqueKeys::new(&mut deserializer, &findings)) {
        Ok(value) => value,
        Err(plain) => {
            if let Some(repeated) = repeated_key_problem(bytes) {
                return Err(repeated);
            }
            let mut again = serde_json::Deserializer::from_str(document);
            let error = match serde_path_to_error::deserialize::<_, T>(&mut again) {
                Err(error) => error,
                // (Not expected: the same bytes read the same way, and the
                // walk finds every repeat the reading finds. The first error
                // would then be given at the document's root.)
                Ok(_) => serde_path_to_error::Error::new(serde_path_to_error::Track::new().path(), plain),
            };
            return Err(serde_error(&error, bytes));
        }
    };
    // A key the reading could not compare (see `Findings::unchecked`).
    if findings.unchecked.get()
        && let Some(repeated) = repeated_key_problem(bytes)
    {
        return Err(repeated);
    }
    deserializer
        .end()
        .map_err(|_| ApiError::new(StatusCode::BAD_REQUEST, "malformed_json", text::msg("error-trailing-json")))?;
    Ok(value)
}

/// The problem of a key written twice in one object of the body `bytes`,
/// naming the first such key by its pointer; `None` when no key repeats.
fn repeated_key_problem(bytes: &[u8]) -> Option<ApiError> {
    let (object, key) = duplicate_key(bytes)?;
    let pointer = format!("{object}/{}", arbitre_rules::evaluate::pointer_escape(&key));
    let reason = text::localized("reason-duplicate-field", &[("field", key.into())]);
    let message = if object.is_empty() { "error-invalid-body-root" } else { "error-invalid-body" };
    Some(
        ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_body",
            text::localized(
                message,
                &[("pointer", object.into()), ("reason_fr", reason.fr.into()), ("reason_en", reason.en.into())],
            ),
        )
        .at(pointer),
    )
}

/// The problem a serde error of the body `bytes` makes: a malformed
/// document, or a field of the wrong shape named by its pointer.
fn serde_error(error: &serde_path_to_error::Error<serde_json::Error>, bytes: &[u8]) -> ApiError {
    let pointer = arbitre_rules::evaluate::json_pointer(error.path());
    let inner = error.inner();
    // serde_json calls some errors of a well-formed document syntax
    // errors: a number, boolean or null where a value of a list is
    // expected ("expected value"), a number too large to hold. The
    // document is then not malformed: the field is wrong, and named.
    if (inner.is_syntax() || inner.is_eof()) && !well_formed(bytes) {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "malformed_json",
            text::localized(
                "error-malformed-json",
                &[("line", inner.line().into()), ("column", inner.column().into())],
            ),
        )
    } else {
        // serde's message names the expected type or the unknown field
        // in English: it is said again in the caller's language.
        let said = inner.to_string();
        let reason = if inner.is_syntax() && !said.contains("out of range") {
            text::msg("reason-value-of-list-expected")
        } else {
            serde_reason::reason(&said)
        };
        // A field missing at the top level has no pointer of its own.
        let message = if pointer.is_empty() { "error-invalid-body-root" } else { "error-invalid-body" };
        // The problem's pointer names the missing field itself (where it
        // should be), so that a form can mark it; the sentence already
        // says which object lacks it.
        let missing = field_named(&said, &["missing field `"]).map(arbitre_rules::evaluate::pointer_escape);
        let at = match missing {
            Some(field) => format!("{pointer}/{field}"),
            None => pointer.clone(),
        };
        ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_body",
            text::localized(
                message,
                &[
                    ("pointer", pointer.clone().into()),
                    ("reason_fr", reason.fr.into()),
                    ("reason_en", reason.en.into()),
                ],
            ),
        )
        .at(at)
    }
}

/// The first key written twice in one object of the JSON document in
/// `bytes`, with the pointer of that object: `("/outcome", "taker_wins")`.
/// `None` for a document without one, and for a malformed one (the parse
/// that follows says what is wrong with it). serde_json's nesting limit
/// bounds the walk. Only a body that did not read is walked: one that did
/// had every key compared while it was read (`unique_keys`).
fn duplicate_key(bytes: &[u8]) -> Option<(String, String)> {
    use std::cell::RefCell;

    use serde::de::{DeserializeSeed, Deserializer, Error, MapAccess, SeqAccess, Visitor};

    /// Where a value is in the document: its pointer is written only for
    /// the object that repeats a key (issue 18: a pointer formatted for
    /// every value of every body, a tarot record's cards and tricks among
    /// them, was about a fifth of the server's time scoring one).
    #[derive(Clone, Copy)]
    enum Place<'p> {
        Root,
        Item(&'p Place<'p>, usize),
        Field(&'p Place<'p>, &'p str),
    }

    impl Place<'_> {
        fn pointer(&self) -> String {
            match self {
                Place::Root => String::new(),
                Place::Item(parent, index) => format!("{}/{index}", parent.pointer()),
                Place::Field(parent, key) => {
                    format!("{}/{}", parent.pointer(), arbitre_rules::evaluate::pointer_escape(key))
                }
            }
        }
    }

    struct Walk<'a, 'p> {
        at: Place<'p>,
        found: &'a RefCell<Option<(String, String)>>,
    }

    impl<'de> DeserializeSeed<'de> for Walk<'_, '_> {
        type Value = ();
        fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
            deserializer.deserialize_any(self)
        }
    }

    impl<'de> Visitor<'de> for Walk<'_, '_> {
        type Value = ();
        fn expecting(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            formatter.write_str("a JSON value")
        }
        fn visit_bool<E>(self, _: bool) -> Result<(), E> {
            Ok(())
        }
        fn visit_i64<E>(self, _: i64) -> Result<(), E> {
            Ok(())
        }
        fn visit_u64<E>(self, _: u64) -> Result<(), E> {
            Ok(())
        }
        fn visit_f64<E>(self, _: f64) -> Result<(), E> {
            Ok(())
        }
        fn visit_str<E>(self, _: &str) -> Result<(), E> {
            Ok(())
        }
        fn visit_unit<E>(self) -> Result<(), E> {
            Ok(())
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut items: A) -> Result<(), A::Error> {
            let here = self.at;
            let mut index = 0usize;
            while items.next_element_seed(Walk { at: Place::Item(&here, index), found: self.found })?.is_some() {
                index += 1;
            }
            Ok(())
        }
        fn visit_map<A: MapAccess<'de>>(self, mut entries: A) -> Result<(), A::Error> {
            let here = self.at;
            let mut seen = std::collections::HashSet::new();
            while let Some(key) = entries.next_key::<String>()? {
                if seen.contains(&key) {
                    *self.found.borrow_mut() = Some((here.pointer(), key));
                    return Err(A::Error::custom("duplicate key"));
                }
                entries.next_value_seed(Walk { at: Place::Field(&here, &key), found: self.found })?;
                seen.insert(key);
            }
            Ok(())
        }
    }

    let found = RefCell::new(None);
    let mut deserializer = serde_json::Deserializer::from_slice(bytes);
    let _ = Walk { at: Place::Root, found: &found }.deserialize(&mut deserializer);
    found.into_inner()
}

/// Whether `bytes` hold one well-formed JSON document (numbers are only
/// scanned, so one too large for any type is still well formed).
fn well_formed(bytes: &[u8]) -> bool {
    serde_json::from_slice::<serde::de::IgnoredAny>(bytes).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbitre_rules::text::Lang;
    use std::collections::BTreeMap;

    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Body {
        kind: String,
        facts: BTreeMap<String, u8>,
    }

    #[test]
    fn a_wrongly_typed_field_is_named_by_its_pointer() {
        let error = parse::<Body>(br#"{"kind": "x", "facts": {"a~b": "no"}}"#).err();
        let problem = error.map(|e| e.problem_in(Lang::En));
        assert_eq!(problem.as_ref().and_then(|p| p.pointer.clone()).as_deref(), Some("/facts/a~0b"));
        assert_eq!(problem.map(|p| p.code).as_deref(), Some("invalid_body"));
    }

    #[test]
    fn a_wrongly_typed_field_is_explained_in_the_callers_language() {
        let french = parse::<Body>(br#"{"kind": 3, "facts": {}}"#).err().map(|e| e.problem_in(Lang::Fr));
        let detail = french.map(|p| p.detail).unwrap_or_default();
        assert_eq!(detail, "Champ /kind incorrect : un texte est attendu, mais la requête contient le nombre 3.");
        let english = parse::<Body>(br#"{"facts": {}}"#).err().map(|e| e.problem_in(Lang::En));
        let detail = english.map(|p| p.detail).unwrap_or_default();
        assert_eq!(detail, "Invalid request body: the field \"kind\" is missing.");
    }

    #[test]
    fn a_key_written_twice_anywhere_is_refused_at_its_pointer() {
        let body = br#"{"kind": "tarot.misdeal", "outcome": {"taker_wins": true, "taker_wins": false}}"#;
        let error = parse::<serde_json::Value>(body).expect_err("twice");
        let problem = error.problem_in(Lang::En);
        assert_eq!((problem.status, problem.code.as_str()), (422, "invalid_body"));
        assert_eq!(problem.pointer.as_deref(), Some("/outcome/taker_wins"));
        assert!(problem.detail.contains("\"taker_wins\" appears twice"), "{}", problem.detail);
        let nested = br#"{"record": {"json": {"deal": {"N": [], "N": []}}}, "kind": "x"}"#;
        let problem = parse::<serde_json::Value>(nested).expect_err("twice").problem_in(Lang::Fr);
        assert_eq!(problem.pointer.as_deref(), Some("/record/json/deal/N"));
        let top = br#"{"kind": "a", "kind": "b"}"#;
        let problem = parse::<serde_json::Value>(top).expect_err("twice").problem_in(Lang::En);
        assert_eq!(problem.pointer.as_deref(), Some("/kind"));
        // Inside a list, under a key that needs escaping.
        let listed = br#"{"c~": [{"x": 1}, {"a/b": {"y": 1, "y": 2}}]}"#;
        let problem = parse::<serde_json::Value>(listed).expect_err("twice").problem_in(Lang::En);
        assert_eq!(problem.pointer.as_deref(), Some("/c~0/1/a~1b/y"));
        // The same key in two objects is no repetition.
        assert!(parse::<serde_json::Value>(br#"{"a": {"x": 1}, "b": {"x": 2}, "c": [{"x": 1}, {"x": 2}]}"#).is_ok());
    }

    /// The pointer of the problem refusing `body` read as `T`.
    fn refused_at<T: DeserializeOwned + std::fmt::Debug>(body: &[u8]) -> Option<String> {
        let problem = parse::<T>(body).expect_err("refused").problem_in(Lang::En);
        assert_eq!((problem.status, problem.code.as_str()), (422, "invalid_body"), "{}", problem.detail);
        problem.pointer
    }

    #[test]
    fn a_key_written_twice_is_refused_whatever_the_type_reads_it_into() {
        // A field a struct knows (serde's own refusal comes second: the
        // problem is the same), a map's key, a value nobody reads.
        assert_eq!(refused_at::<Body>(br#"{"kind": "a", "facts": {}, "kind": "b"}"#).as_deref(), Some("/kind"));
        assert_eq!(refused_at::<Body>(br#"{"kind": "a", "facts": {"x": 1, "x": 2}}"#).as_deref(), Some("/facts/x"));
        #[derive(serde::Deserialize, Debug)]
        #[allow(dead_code)]
        struct Lenient {
            kind: String,
        }
        let ignored = br#"{"kind": "a", "extra": [{"deep": {"y": 1, "y": 2}}]}"#;
        assert_eq!(refused_at::<Lenient>(ignored).as_deref(), Some("/extra/0/deep/y"));
        assert!(parse::<Lenient>(br#"{"kind": "a", "extra": [{"deep": {"y": 1, "z": 2}}]}"#).is_ok());
        // Read through serde's buffered content (untagged enums, flattened
        // fields), and through an option.
        #[derive(serde::Deserialize, Debug)]
        #[serde(untagged)]
        #[allow(dead_code)]
        enum Either {
            Named { name: String, facts: BTreeMap<String, u8> },
            Numbered { number: u8 },
        }
        #[derive(serde::Deserialize, Debug)]
        #[allow(dead_code)]
        struct Wrapper {
            inner: Option<Either>,
            #[serde(flatten)]
            rest: BTreeMap<String, serde_json::Value>,
        }
        let untagged = br#"{"inner": {"name": "n", "facts": {"q": 1, "q": 1}}}"#;
        assert_eq!(refused_at::<Wrapper>(untagged).as_deref(), Some("/inner/facts/q"));
        let flattened = br#"{"inner": null, "other": {"r": [], "r": {}}}"#;
        assert_eq!(refused_at::<Wrapper>(flattened).as_deref(), Some("/other/r"));
        // A key with escapes is the same key as the one written plainly.
        assert_eq!(refused_at::<serde_json::Value>(br#"{"ab": 1, "a\u0062": 2}"#).as_deref(), Some("/ab"));
        // Past the listed keys, in the hashed ones.
        let many: String = (0..40).map(|i| format!("\"k{i}\": {i}, ")).collect();
        let body = format!("{{{many}\"k7\": 0}}");
        assert_eq!(refused_at::<serde_json::Value>(body.as_bytes()).as_deref(), Some("/k7"));
        let body = format!("{{{many}\"k40\": 0}}");
        assert!(parse::<serde_json::Value>(body.as_bytes()).is_ok());
        // Keys read as numbers (a map with number keys) are not compared
        // while reading: the walk refuses them after.
        assert_eq!(refused_at::<BTreeMap<u8, u8>>(br#"{"1": 1, "2": 2, "1": 3}"#).as_deref(), Some("/1"));
        assert!(parse::<BTreeMap<u8, u8>>(br#"{"1": 1, "2": 2}"#).is_ok());
    }

    #[test]
    fn a_body_nested_to_serde_jsons_limit_is_read_on_a_worker_sized_stack() {
        // Each level passes through the wrappers' frames as well as serde's:
        // the deepest body serde_json reads (127 objects inside the root)
        // must fit in the 2 MiB stack of a tokio worker, as it did before.
        let body = format!("{}1{}", r#"{"a":"#.repeat(127), "}".repeat(127));
        let read = std::thread::Builder::new()
            .stack_size(2 * 1024 * 1024)
            .spawn(move || parse::<serde_json::Value>(body.as_bytes()).is_ok())
            .expect("a thread")
            .join()
            .expect("no overflow");
        assert!(read);
    }

    #[test]
    fn a_repeated_key_is_said_before_any_other_fault_of_the_body() {
        // A wrongly typed field before the repeat, an unknown one, and a
        // body that is a list: the repeat is what the problem names.
        assert_eq!(refused_at::<Body>(br#"{"kind": 3, "facts": {"x": 1, "x": 1}}"#).as_deref(), Some("/facts/x"));
        assert_eq!(refused_at::<Body>(br#"{"what": 3, "kind": "a", "kind": "b"}"#).as_deref(), Some("/kind"));
        assert_eq!(refused_at::<Body>(br#"[{"kind": "a", "kind": "b"}]"#).as_deref(), Some("/0/kind"));
        assert_eq!(refused_at::<Body>(br#"[{"kind": "a"}]"#).as_deref(), Some(""));
    }

    #[tokio::test]
    async fn a_json_response_is_what_serde_json_writes_with_its_content_type() {
        use axum::response::IntoResponse;
        // Past the buffer's first size, with text that needs escapes.
        let value = serde_json::json!({"fr": "é\"\n".repeat(2000), "n": [1, 2.5, null]});
        let response = Json(&value).into_response();
        assert_eq!(response.status(), StatusCode::OK);
        assert_eq!(response.headers()[header::CONTENT_TYPE], "application/json");
        let body = axum::body::to_bytes(response.into_body(), usize::MAX).await.expect("a body");
        assert_eq!(body, serde_json::to_vec(&value).expect("JSON"));
        // A value serde_json cannot write (a key that is not text) is the
        // service's fault: a 500 problem, not a half-written answer.
        let not_text_keys: BTreeMap<(u8, u8), u8> = [((1, 2), 3)].into_iter().collect();
        let response = Json(not_text_keys).into_response();
        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
    }

    #[test]
    fn bytes_that_are_not_utf8_make_the_document_malformed() {
        let body = b"{\"kind\": \"bridge.revoke\",\n \"facts\": {\"x\": \"ab\xff\xfe\"}}";
        let error = parse::<serde_json::Value>(body).expect_err("not UTF-8");
        let (english, french) = (error.problem_in(Lang::En), error.problem_in(Lang::Fr));
        assert_eq!((english.status, english.code.as_str()), (400, "malformed_json"));
        assert!(english.detail.contains("line 2, column 20"), "{}", english.detail);
        assert!(french.detail.contains("ligne 2, colonne 20"), "{}", french.detail);
    }

    #[test]
    fn malformed_json_gives_line_and_column() {
        let problem = parse::<Body>(b"{\"kind\": \n oops}").err().map(|e| e.problem_in(Lang::En));
        let problem = problem.expect("malformed JSON must be rejected");
        assert_eq!(problem.code, "malformed_json");
        assert_eq!(problem.status, 400);
        assert!(problem.detail.contains("line 2"), "{}", problem.detail);
    }
}
