//! The README's walkthrough runs as written from a fresh clone: its shell
//! blocks, in order, against the real `arbitre` binary serving a fresh SQLite
//! database, then the incident they built is read back and checked.

use std::io::Read;
use std::process::{Command, Stdio};

const README: &str = include_str!("../../../../../README.md");
const WALKTHROUGH: &str = "## A Law 65 incident, from the first report to the ruling";

/// The `sh` blocks of the walkthrough section, in order.
fn walkthrough_blocks() -> Vec<String> {
    let start = README.find(WALKTHROUGH).expect("the README has its walkthrough");
    let section = &README[start + WALKTHROUGH.len()..];
    let section = &section[..section.find("\n## ").unwrap_or(section.len())];
    let mut blocks = Vec::new();
    let mut rest = section;
    while let Some(open) = rest.find("```sh\n") {
        let body = &rest[open + 6..];
        let close = body.find("```").expect("a closed code block");
        blocks.push(body[..close].to_owned());
        rest = &body[close + 3..];
    }
    blocks
}

#[test]
fn the_readme_walkthrough_runs_as_written() {
    let blocks = walkthrough_blocks();
    assert!(blocks.len() >= 5, "the walkthrough's blocks: {blocks:?}");
    let binary = env!("CARGO_BIN_EXE_arbitre");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let folder = std::env::temp_dir().join(format!("arbitre-readme-{}", uuid::Uuid::now_v7()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let database = format!("sqlite://{}/arbitre.db", folder.display());
    let server = crate::common::ServerProcess::start(&[("ARBITRE_DATABASE_URL", &database)]);
    let address = server.address.clone();

    // The blocks as a reader types them: the cargo command is the binary the
    // test built, localhost:8080 the test's server. A last line prints the
    // incident they built, for the checks below.
    let mut script = String::from("set -euo pipefail\n");
    for block in &blocks {
        script.push_str(
            &block.replace("cargo run -q --release -p arbitre-server --", binary).replace("localhost:8080", &address),
        );
        script.push('\n');
    }
    script.push_str(&format!(
        "echo '=== incident'\ncurl -sf {address}/v1/incidents/$ID -H \"Authorization: Bearer $KEY\"\n"
    ));
    let mut child = Command::new("bash")
        .arg("-c")
        .arg(&script)
        .current_dir(&root)
        .env("ARBITRE_DATABASE_URL", &database)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("bash runs");
    let mut output = String::new();
    let mut errors = String::new();
    if let Some(mut out) = child.stdout.take() {
        let _ = out.read_to_string(&mut output);
    }
    if let Some(mut err) = child.stderr.take() {
        let _ = err.read_to_string(&mut errors);
    }
    let status = child.wait().expect("bash ends");
    let _ = std::fs::remove_dir_all(&folder);
    assert!(status.success(), "the walkthrough failed ({status}):\n{output}\n{errors}");

    let (shown, incident) = output.split_once("=== incident\n").expect("the incident is printed");
    // What the README says each step shows is what it shows.
    assert!(shown.contains(r#"{"id":"when_noticed","type":"enum","values":["before_next_trick","after_next_trick_started","end_of_play"]}"#), "{shown}");
    assert!(shown.contains(r#"["needs_facts",["declarer_side_tricks","cards_mixed_by"]]"#), "{shown}");
    assert!(
        shown.contains(r#"["complete",{"basis":"play_record","declarer":"N","declarer_side":10,"defenders":3,"#),
        "{shown}"
    );
    assert!(
        shown.contains(
            r#"["complete",["reported","facts_added","facts_added"],["needs_facts","needs_facts","complete"]]"#
        ),
        "{shown}"
    );
    let incident: serde_json::Value = serde_json::from_str(incident).expect("the incident is JSON");
    assert_eq!(incident["status"], "complete", "{incident}");
    assert_eq!(incident["events"].as_array().map(Vec::len), Some(3), "{incident}");
}

/// The README's table of what the service rules on names every kind of the
/// catalogue, and no kind the catalogue does not have.
#[test]
fn the_readme_kinds_table_is_the_catalogues() {
    let start = README.find("## What it rules on today").expect("the README has its kinds table");
    let section = &README[start..];
    let section = &section[..section[3..].find("\n## ").map_or(section.len(), |i| i + 3)];
    let mut in_readme = std::collections::BTreeSet::new();
    for piece in section.split('`').skip(1).step_by(2) {
        if (piece.starts_with("bridge.") || piece.starts_with("tarot."))
            && piece.chars().all(|c| c.is_ascii_lowercase() || c == '.' || c == '_')
        {
            in_readme.insert(piece.to_owned());
        }
    }
    let in_catalogue: std::collections::BTreeSet<String> =
        arbitre_rules::ruleset::ALL.iter().flat_map(|r| r.kinds.iter().map(|k| k.id().to_owned())).collect();
    assert_eq!(in_readme, in_catalogue, "the README's kinds table and the catalogue differ");
}
