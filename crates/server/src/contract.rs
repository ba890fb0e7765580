//! The contract as client generators read it.
//!
//! utoipa documents the Rust types faithfully, but writes a tagged union
//! (`#[serde(tag = "type")]`) as a `oneOf` of inline objects without a
//! `discriminator`: TypeScript and Python generators then cannot tell the
//! members apart, or refuse the schema. This pass finishes the document once,
//! after utoipa: each member of a tagged union becomes a named component
//! (`RectificationCallCancelled`), and the union gets a `discriminator` whose
//! mapping names them. The JSON on the wire does not change.

use serde_json::{Map, Value, json};

/// Finishes the generated document (see the module documentation).
pub fn finish(doc: &mut Value) {
    list_kind_ids(doc);
    hoist_tagged_unions(doc);
    describe_rectifications(doc);
    scalar_unions_as_any_of(doc);
    document_body_errors(doc);
    document_key_and_query_errors(doc);
    document_transport_errors(doc);
}

/// The kinds a `KindId` may name: every kind some ruleset implements. The
/// rules' vocabulary sits below the rulesets that list the kinds, so its
/// schema is a string, and the enum is written here, from the rulesets.
fn list_kind_ids(doc: &mut Value) {
    if let Some(kind_id) = doc.pointer_mut("/components/schemas/KindId").and_then(Value::as_object_mut) {
        kind_id.insert("enum".to_owned(), json!(arbitre_rules::ruleset::kind_ids()));
    }
}

/// Any operation may answer 408 (past the request time limit), 414 (a
/// request target past 8 KiB) and 431 (more than 64 header fields, or more
/// than 16 KiB of them), each as a problem document: declared once here.
/// (405 answers a method a path does not have: no operation to declare it
/// on; it is a problem document too, with `Allow`.)
fn document_transport_errors(doc: &mut Value) {
    let transport = [
        (
            "408",
            "The request took longer than the server allows (`request_timeout`): a report or an amendment may \
             still have been stored whole; read it back (an amendment: GET the incident and compare its version \
             with the If-Match sent), or send a report again with the same Idempotency-Key (only reports honour \
             one)",
        ),
        ("414", "The request target (path and query) is over 8 KiB (`uri_too_long`)"),
        ("431", "More than 64 header fields, or more than 16 KiB of them (`headers_too_large`)"),
    ];
    let Some(paths) = doc.get_mut("paths").and_then(Value::as_object_mut) else { return };
    for operations in paths.values_mut().filter_map(Value::as_object_mut) {
        for operation in operations.values_mut().filter_map(Value::as_object_mut) {
            let Some(responses) = operation.get_mut("responses").and_then(Value::as_object_mut) else { continue };
            for (status, description) in transport {
                responses.entry(status).or_insert_with(|| {
                    json!({
                        "description": description,
                        "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}
                    })
                });
            }
        }
    }
}

/// The operations open without a key answer 429 with `Retry-After` to a
/// client over its rate ([`crate::rate_limit`]), and 503 `server_busy` with
/// `Retry-After` when every place is taken ([`crate::concurrency_limit`]);
/// `paths` are theirs.
pub fn document_open_route_limits<'a>(doc: &mut Value, paths: impl IntoIterator<Item = &'a String>) {
    const BUSY: &str = "Every place of the routes open without a key is taken (`server_busy`): nothing was done; \
                        try again after `Retry-After` seconds";
    for path in paths {
        let Some(operations) = doc.pointer_mut(&format!("/paths/{}", path.replace('~', "~0").replace('/', "~1")))
        else {
            continue;
        };
        for operation in operations.as_object_mut().into_iter().flat_map(|o| o.values_mut()) {
            let Some(responses) = operation.get_mut("responses").and_then(Value::as_object_mut) else { continue };
            let retry_after = json!({"Retry-After": {
                "description": "Seconds to wait before trying again",
                "schema": {"type": "integer", "minimum": 1}
            }});
            responses.entry("429").or_insert_with(|| {
                json!({
                    "description": "Too many requests from this client address (`rate_limited`): nothing was done; \
                                    try again after `Retry-After` seconds",
                    "headers": retry_after.clone(),
                    "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}
                })
            });
            match responses.get_mut("503") {
                // A route that already answers 503 (the solver busy) says
                // both.
                Some(busy) => {
                    let said = busy["description"].as_str().unwrap_or_default().to_owned();
                    busy["description"] = Value::from(format!("{said}; or: {BUSY}"));
                }
                None => {
                    responses.insert(
                        "503".into(),
                        json!({
                            "description": BUSY,
                            "headers": retry_after,
                            "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}
                        }),
                    );
                }
            }
        }
    }
}

/// Every operation that takes a key answers 401 without a valid one and 503
/// when the database (or, for an incident naming contracts, the
/// double-dummy solver) cannot answer; every operation with query
/// parameters 422 for a value no stored one can match (a NUL byte):
/// declared here once (a route that says more keeps its own description).
fn document_key_and_query_errors(doc: &mut Value) {
    let problem = |description: &str| {
        json!({
            "description": description,
            "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}
        })
    };
    let Some(paths) = doc.get_mut("paths").and_then(Value::as_object_mut) else { return };
    for operations in paths.values_mut().filter_map(Value::as_object_mut) {
        for operation in operations.values_mut().filter_map(Value::as_object_mut) {
            let keyed = operation
                .get("security")
                .and_then(Value::as_array)
                .is_some_and(|s| s.iter().any(|r| r.get("api_key").is_some()));
            let queried = operation
                .get("parameters")
                .and_then(Value::as_array)
                .is_some_and(|p| p.iter().any(|p| p["in"] == "query"));
            let Some(responses) = operation.get_mut("responses").and_then(Value::as_object_mut) else { continue };
            if keyed {
                responses
                    .entry("401")
                    .or_insert_with(|| problem("No valid key: none, unknown, revoked or expired (`unauthenticated`)"));
                responses.entry("503").or_insert_with(|| {
                    let mut unavailable = problem(
                        "The database is unavailable (`storage_unavailable`), or the double-dummy solver gave no answer \
                         in time for contracts an incident names (`double_dummy_busy`): nothing was stored; send the \
                         same request again (with the same Idempotency-Key for a report)",
                    );
                    unavailable["headers"] = json!({"Retry-After": {
                        "description": "With `double_dummy_busy`: seconds to wait before trying again",
                        "schema": {"type": "integer", "minimum": 0}
                    }});
                    unavailable
                });
            }
            if queried {
                responses.entry("422").or_insert_with(|| {
                    problem("A query parameter no stored value can match, such as one holding a NUL byte")
                });
            }
        }
    }
}

/// Every operation that reads a JSON body answers the same way to a body it
/// cannot read (`JsonBody`): 400 for malformed JSON, 413 for a body over the
/// limit, 415 for a body that is not JSON, 422 for one of the wrong shape.
/// They are declared here once rather than in each route's annotation.
fn document_body_errors(doc: &mut Value) {
    let standard = [
        ("400", "Malformed JSON (`malformed_json`), or a bad query parameter"),
        ("413", "The body is over the limit (`body_too_large`)"),
        ("415", "The body is not JSON (`unsupported_media_type`)"),
        ("422", "A field of the wrong type or shape (`invalid_body`), or what the route refuses"),
    ];
    let Some(paths) = doc.get_mut("paths").and_then(Value::as_object_mut) else { return };
    for operations in paths.values_mut().filter_map(Value::as_object_mut) {
        for operation in operations.values_mut().filter_map(Value::as_object_mut) {
            if operation.get("requestBody").is_none() {
                continue;
            }
            let Some(responses) = operation.get_mut("responses").and_then(Value::as_object_mut) else { continue };
            for (status, description) in standard {
                responses.entry(status).or_insert_with(|| {
                    json!({
                        "description": description,
                        "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}
                    })
                });
            }
        }
    }
}

/// A union of plain JSON types (a fact's value: boolean, integer, number,
/// string) is written `anyOf`: a whole number is also a number, so under
/// `oneOf` a validator would refuse `7` for matching two members.
fn scalar_unions_as_any_of(doc: &mut Value) {
    let Some(schemas) = doc.pointer_mut("/components/schemas").and_then(Value::as_object_mut) else { return };
    for schema in schemas.values_mut() {
        let Some(object) = schema.as_object_mut() else { continue };
        let scalar = object.get("oneOf").and_then(Value::as_array).is_some_and(|members| {
            members.iter().all(|m| {
                m.get("$ref").is_none()
                    && m.get("properties").is_none()
                    && m.get("type").and_then(Value::as_str).is_some_and(|t| t != "object")
            })
        });
        if scalar && let Some(members) = object.remove("oneOf") {
            object.insert("anyOf".into(), members);
        }
    }
}

/// `call_cancelled` → `CallCancelled`.
fn pascal_case(value: &str) -> String {
    value
        .split(['_', '-', '.'])
        .filter(|part| !part.is_empty())
        .map(|part| {
            let mut chars = part.chars();
            chars.next().map(|first| first.to_ascii_uppercase().to_string() + chars.as_str()).unwrap_or_default()
        })
        .collect()
}

/// The single value a property is fixed to (`{"type": "string", "enum": ["x"]}`).
fn fixed_value(property: &Value) -> Option<&str> {
    match property.get("enum").and_then(Value::as_array) {
        Some(values) if values.len() == 1 => values[0].as_str(),
        _ => property.get("const").and_then(Value::as_str),
    }
}

/// The tag properties of an inline member: the properties fixed to a single
/// value. A newtype variant is written `allOf: [{$ref}, {tag object}]`.
fn fixed_properties(member: &Value) -> Vec<(String, String)> {
    let object = match member.get("allOf").and_then(Value::as_array) {
        Some(parts) => parts.iter().find(|p| p.get("properties").is_some()),
        None => Some(member),
    };
    let Some(properties) = object.and_then(|o| o.get("properties")).and_then(Value::as_object) else {
        return Vec::new();
    };
    properties
        .iter()
        .filter_map(|(name, property)| fixed_value(property).map(|v| (name.clone(), v.to_owned())))
        .collect()
}

/// The property every member fixes to its own value, if there is one.
fn common_tag(members: &[Value]) -> Option<String> {
    let first = fixed_properties(members.first()?);
    first
        .into_iter()
        .map(|(name, _)| name)
        .find(|name| members.iter().all(|m| fixed_properties(m).iter().any(|(n, _)| n == name)))
}

fn hoist_tagged_unions(doc: &mut Value) {
    let Some(schemas) = doc.pointer_mut("/components/schemas").and_then(Value::as_object_mut) else { return };
    let names: Vec<String> = schemas.keys().cloned().collect();
    let mut hoisted: Map<String, Value> = Map::new();
    for name in names.clone() {
        let Some(schema) = schemas.get_mut(&name) else { continue };
        let Some(members) = schema.get("oneOf").and_then(Value::as_array).cloned() else { continue };
        // Already references (or plain scalars): nothing to hoist.
        if members.iter().any(|m| m.get("$ref").is_some()) {
            continue;
        }
        let Some(tag) = common_tag(&members) else { continue };
        let mut references = Vec::new();
        let mut mapping = Map::new();
        for member in members {
            let Some(value) = fixed_properties(&member).into_iter().find(|(n, _)| *n == tag).map(|(_, v)| v) else {
                continue;
            };
            // A member name that clashes with a type of its own is kept
            // apart rather than replacing it.
            let candidate = format!("{name}{}", pascal_case(&value));
            let member_name = if names.contains(&candidate) { format!("{candidate}Member") } else { candidate };
            let mut member = member;
            describe_tag(&mut member, &tag, &value);
            let reference = format!("#/components/schemas/{member_name}");
            references.push(json!({"$ref": reference}));
            mapping.insert(value, Value::String(reference));
            hoisted.insert(member_name, member);
        }
        if let Some(object) = schema.as_object_mut() {
            object.insert("oneOf".into(), Value::Array(references));
            object.insert("discriminator".into(), json!({"propertyName": tag, "mapping": mapping}));
        }
    }
    for (name, member) in hoisted {
        schemas.insert(name, member);
    }
}

/// Documents a member's tag property, which utoipa leaves bare.
fn describe_tag(member: &mut Value, tag: &str, value: &str) {
    let object = match member.get_mut("allOf").and_then(Value::as_array_mut) {
        Some(parts) => parts.iter_mut().find(|p| p.get("properties").is_some()),
        None => Some(member),
    };
    if let Some(property) =
        object.and_then(|o| o.pointer_mut(&format!("/properties/{tag}"))).and_then(Value::as_object_mut)
    {
        property
            .entry("description")
            .or_insert_with(|| Value::String(format!("Always `{value}`: names this member of the union.")));
    }
}

/// A decision writes each rectification with the one-line description of
/// its type (see `arbitre_rules::labels`); the Rust type does not hold it,
/// so the schema adds it here. It is optional because a client that sends
/// rectifications back (the auction check's rulings in force) leaves it out.
fn describe_rectifications(doc: &mut Value) {
    let Some(schemas) = doc.pointer_mut("/components/schemas").and_then(Value::as_object_mut) else { return };
    let members: Vec<String> = schemas
        .get("Rectification")
        .and_then(|r| r.get("oneOf"))
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|m| m.get("$ref").and_then(Value::as_str))
        .filter_map(|r| r.rsplit('/').next().map(str::to_owned))
        .collect();
    for member in members {
        if let Some(properties) =
            schemas.get_mut(&member).and_then(|m| m.get_mut("properties")).and_then(Value::as_object_mut)
        {
            properties.insert(
                "description".into(),
                json!({
                    "$ref": "#/components/schemas/Localized",
                    "description": "What this type of rectification means, in one line: sent by the server \
                                    since engine 0.2 (not read back; `vocabulary.rectifications` of the ruleset \
                                    labels every type)."
                }),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tagged_union_gets_named_members_and_a_discriminator() {
        let mut doc = json!({"components": {"schemas": {"Shape": {"oneOf": [
            {"type": "object", "required": ["type"], "properties": {"type": {"type": "string", "enum": ["round_one"]}}},
            {"type": "object", "required": ["type", "side"],
             "properties": {"type": {"type": "string", "enum": ["square"]}, "side": {"type": "integer"}}}
        ]}}}});
        finish(&mut doc);
        let schemas = &doc["components"]["schemas"];
        assert_eq!(schemas["Shape"]["oneOf"][0]["$ref"], "#/components/schemas/ShapeRoundOne");
        assert_eq!(schemas["Shape"]["discriminator"]["propertyName"], "type");
        assert_eq!(schemas["Shape"]["discriminator"]["mapping"]["square"], "#/components/schemas/ShapeSquare");
        assert_eq!(schemas["ShapeSquare"]["properties"]["side"]["type"], "integer");
    }

    #[test]
    fn a_union_of_plain_types_accepts_a_value_matching_several() {
        // 7 is an integer and a number: under `oneOf` it would be refused.
        let mut doc =
            json!({"components": {"schemas": {"Value": {"oneOf": [{"type": "integer"}, {"type": "number"}]}}}});
        finish(&mut doc);
        assert_eq!(doc["components"]["schemas"]["Value"], json!({"anyOf": [{"type": "integer"}, {"type": "number"}]}));
    }
}
