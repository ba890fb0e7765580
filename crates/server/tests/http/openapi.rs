//! The committed `openapi/openapi.json` must equal the generated spec.
//! To update it: `cargo run -p arbitre-server -- openapi > openapi/openapi.json`.

#[test]
fn the_committed_openapi_document_is_up_to_date() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../openapi/openapi.json");
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    let generated = arbitre_server::openapi_text();
    assert!(
        committed.trim_end() == generated.trim_end(),
        "openapi/openapi.json is out of date: run `cargo run -p arbitre-server -- openapi > openapi/openapi.json`"
    );
}

#[test]
fn every_schema_property_is_documented() {
    let spec = arbitre_server::openapi();
    let mut undocumented = Vec::new();
    for (name, schema) in spec["components"]["schemas"].as_object().into_iter().flatten() {
        for (property, value) in schema["properties"].as_object().into_iter().flatten() {
            let documented = value.get("description").is_some()
                || value["allOf"].as_array().is_some_and(|a| a.iter().any(|x| x.get("description").is_some()))
                || value["oneOf"].as_array().is_some_and(|a| a.iter().any(|x| x.get("description").is_some()));
            if !documented {
                undocumented.push(format!("{name}.{property}"));
            }
        }
    }
    assert!(undocumented.is_empty(), "undocumented fields: {undocumented:?}");
}

/// Every code a problem can carry is an enum value of the contract: each
/// code the sources pass to an error constructor (or name as a code
/// constant) must be in `PROBLEM_CODES`.
#[test]
fn every_problem_code_in_the_sources_is_in_the_contract() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    let mut dirs = vec![
        root.join("crates/core/src"),
        root.join("crates/tarot/src"),
        root.join("crates/rules/src"),
        root.join("crates/service/src"),
        root.join("crates/server/src"),
        root.join("crates/dds/src"),
    ];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("source folder").flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    let calls = [
        "InputError::new(",
        "ApiError::new(",
        "TarotError::new(",
        "lang_error(",
        "ServiceError::refused(",
        "ServiceError::refused_with(",
        "ServiceError::nul_byte(",
        "super::missing(",
        "input_error(",
        "(code, message) = (",
    ];
    let mut unlisted = Vec::new();
    for file in files {
        let source = std::fs::read_to_string(&file).expect("source file");
        let mut codes = Vec::new();
        for call in calls {
            for (at, _) in source.match_indices(call) {
                // The code is the first string literal among the first
                // arguments (after a status code, for the server's).
                let rest = &source[at + call.len()..];
                let arguments = &rest[..rest.find(';').unwrap_or(rest.len()).min(160)];
                let first_two: String = arguments.splitn(3, ',').take(2).collect::<Vec<_>>().join(",");
                if let Some(start) = first_two.find('"') {
                    let literal = &first_two[start + 1..];
                    if let Some(end) = literal.find('"') {
                        codes.push(literal[..end].to_owned());
                    }
                }
            }
        }
        for line in source.lines() {
            if let Some((name, value)) = line.trim().split_once(": &str = \"")
                && (name.contains("INVALID")
                    || name.ends_with("CODE")
                    || name.ends_with("SUMMARY")
                    || name.ends_with("FAILED"))
            {
                codes.push(value.trim_end_matches("\";").to_owned());
            }
        }
        for code in codes {
            if !code.is_empty()
                && code.chars().all(|c| c.is_ascii_lowercase() || c == '_')
                && !arbitre_server::problem::PROBLEM_CODES.contains(&code.as_str())
            {
                unlisted.push(format!("{}: {code}", file.display()));
            }
        }
    }
    assert!(unlisted.is_empty(), "problem codes missing from PROBLEM_CODES: {unlisted:#?}");
}

/// Every operation shows a realistic exchange: its request body (when it
/// takes one) and at least one success answer carry an example.
#[test]
fn every_operation_has_an_example() {
    let spec = arbitre_server::openapi();
    let mut missing = Vec::new();
    for (path, operations) in spec["paths"].as_object().into_iter().flatten() {
        for (method, operation) in operations.as_object().into_iter().flatten() {
            let id = operation["operationId"].as_str().unwrap_or(path);
            for media in operation["requestBody"]["content"].as_object().into_iter().flatten().map(|(_, m)| m) {
                if media.get("example").is_none() {
                    missing.push(format!("{method} {path} ({id}): request"));
                }
            }
            let answered = operation["responses"].as_object().into_iter().flatten().any(|(status, response)| {
                (status.starts_with('2') || status == "422")
                    && response["content"].as_object().into_iter().flatten().any(|(_, m)| m.get("example").is_some())
            });
            if !answered {
                missing.push(format!("{method} {path} ({id}): response"));
            }
        }
    }
    assert!(missing.is_empty(), "operations without examples: {missing:#?}");
}

/// A path parameter is named in its path (generators refuse the operation
/// otherwise): a query extractor that is not axum's own must say `Query`.
#[test]
fn every_path_parameter_is_in_its_path() {
    let spec = arbitre_server::openapi();
    for (path, operations) in spec["paths"].as_object().into_iter().flatten() {
        for (method, operation) in operations.as_object().into_iter().flatten() {
            for parameter in operation["parameters"].as_array().into_iter().flatten() {
                if parameter["in"] == "path" {
                    let name = parameter["name"].as_str().unwrap_or_default();
                    assert!(path.contains(&format!("{{{name}}}")), "{method} {path}: path parameter {name}");
                }
            }
        }
    }
}

/// Every operation that reads a body documents the answers to a body it
/// cannot read: 400, 413, 415 and 422, each a problem document.
#[test]
fn every_body_error_is_documented() {
    let spec = arbitre_server::openapi();
    for (path, operations) in spec["paths"].as_object().into_iter().flatten() {
        for (method, operation) in operations.as_object().into_iter().flatten() {
            if operation.get("requestBody").is_none() {
                continue;
            }
            for status in ["400", "413", "415", "422"] {
                let response = &operation["responses"][status];
                assert!(
                    response["content"]["application/problem+json"].is_object(),
                    "{method} {path}: {status} is not documented as a problem"
                );
            }
        }
    }
}

/// The export's columns are the contract's: the `rows` parameter of
/// `GET /v1/incidents/export` names each column of both row sets, in order
/// (a federation probe found the ruling rows' columns documented nowhere).
#[test]
fn the_export_documents_its_columns_in_order() {
    let spec = arbitre_server::openapi();
    let parameters = spec["paths"]["/v1/incidents/export"]["get"]["parameters"].as_array().cloned().unwrap_or_default();
    let rows = parameters.iter().find(|p| p["name"] == "rows").expect("the rows parameter");
    let description = rows["description"].as_str().unwrap_or_default().split_whitespace().collect::<Vec<_>>().join(" ");
    for columns in [&arbitre_server::routes::export::COLUMNS[..], &arbitre_server::routes::export::RULING_COLUMNS[..]] {
        let listed = columns.join(", ");
        assert!(description.contains(&listed), "the rows parameter does not list {listed}: {description}");
    }
}
