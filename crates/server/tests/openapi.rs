//! The committed `openapi/openapi.json` must equal the generated spec.
//! To update it: `cargo run -p arbitre-server -- openapi > openapi/openapi.json`.

#![allow(missing_docs)]

#[test]
fn the_committed_openapi_document_is_up_to_date() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../openapi/openapi.json");
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    let generated = arbitre_server::openapi().to_pretty_json().expect("spec serializes");
    assert!(
        committed.trim_end() == generated.trim_end(),
        "openapi/openapi.json is out of date: run `cargo run -p arbitre-server -- openapi > openapi/openapi.json`"
    );
}

#[test]
fn every_schema_property_is_documented() {
    let spec: serde_json::Value = serde_json::to_value(arbitre_server::openapi()).expect("spec");
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
