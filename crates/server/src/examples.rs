//! The examples of the contract: for each operation, a request and the
//! answers the server gave to it, kept in `examples.json` beside this file.
//!
//! They are not written by hand: `tests/http/examples.rs` sends each request to a
//! fresh server and checks that the answers are still these (it writes them
//! anew with `ARBITRE_BLESS=1`), so "Try it out" in `/docs` and the
//! generated clients' documentation show what the service really does.

use serde_json::Value;

const EXAMPLES: &str = include_str!("examples.json");

/// Puts each operation's examples into the document: the request body's
/// `example`, and each documented response's.
pub fn add(doc: &mut Value) {
    let Ok(Value::Object(examples)) = serde_json::from_str::<Value>(EXAMPLES) else { return };
    let Some(paths) = doc.get_mut("paths").and_then(Value::as_object_mut) else { return };
    for operations in paths.values_mut().filter_map(Value::as_object_mut) {
        for operation in operations.values_mut() {
            let Some(id) = operation.get("operationId").and_then(Value::as_str) else { continue };
            let Some(example) = examples.get(id) else { continue };
            if let (Some(request), Some(content)) =
                (example.get("request"), operation.pointer_mut("/requestBody/content").and_then(Value::as_object_mut))
            {
                for media in content.values_mut().filter_map(Value::as_object_mut) {
                    media.insert("example".into(), request.clone());
                }
            }
            for (status, body) in example.get("responses").and_then(Value::as_object).into_iter().flatten() {
                let pointer = format!("/responses/{status}/content");
                if let Some(content) = operation.pointer_mut(&pointer).and_then(Value::as_object_mut) {
                    for (media_type, media) in content.iter_mut() {
                        // A text answer recorded in one format (the export's
                        // CSV) is no example of another (its NDJSON): a probe
                        // found the CSV header shown as NDJSON.
                        if body.is_string() && !media_type.starts_with("text/") {
                            continue;
                        }
                        if let Some(media) = media.as_object_mut() {
                            media.insert("example".into(), body.clone());
                        }
                    }
                }
            }
        }
    }
}
