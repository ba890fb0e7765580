//! Every paragraph title the code cites exists in the French and English
//! Fluent files: a missing one would show its id to the director.

#![allow(missing_docs)]

use std::path::Path;

/// The quoted tokens of `text` that look like a title's message id
/// (`law32-c-title`, `fft-t-handle-order`).
fn title_ids(text: &str) -> Vec<String> {
    text.split('"')
        .skip(1)
        .step_by(2)
        .filter(|token| {
            (token.ends_with("-title") || token.starts_with("fft-t-"))
                && token.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        })
        .map(str::to_owned)
        .collect()
}

fn sources(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("source folder").flatten() {
        let path = entry.path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_cited_title_exists_in_both_languages() {
    let mut files = Vec::new();
    sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
    let mut missing = Vec::new();
    let mut seen = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).expect("readable source");
        for id in title_ids(&text) {
            seen += 1;
            if !arbitre_rules::text::exists(&id) {
                missing.push(format!("{}: {id}", file.display()));
            }
        }
    }
    assert!(seen > 200, "only {seen} titles found: the scan is broken");
    assert!(missing.is_empty(), "titles missing from the Fluent files:\n{}", missing.join("\n"));
}
