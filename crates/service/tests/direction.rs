//! Every dependency points down (DESIGN.md, section 1):
//!
//! ```text
//! server ─→ service ─→ store
//!                  └─→ rules ─→ tarot ──→ core
//!                          ├──→ bridge ─→ core
//!                          └───────────→ core
//! ```
//!
//! These guards read the workspace's manifests and the server's sources,
//! and fail on an arrow that points the wrong way. Inside the rules, the
//! two games are side by side: neither names the other.

#![allow(missing_docs)]

use std::path::{Path, PathBuf};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The names a crate's manifest lists under `[dependencies]` (not the
/// dev-dependencies: a test may reach across).
fn dependencies(krate: &str) -> Vec<String> {
    let manifest =
        std::fs::read_to_string(workspace().join("crates").join(krate).join("Cargo.toml")).expect("the manifest");
    let mut in_dependencies = false;
    let mut names = Vec::new();
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_dependencies = line == "[dependencies]";
            continue;
        }
        if in_dependencies
            && !line.starts_with('#')
            && let Some((name, _)) = line.split_once('=')
        {
            names.push(name.trim().trim_end_matches(".workspace").to_owned());
        }
    }
    names
}

fn assert_none_of(krate: &str, forbidden: &[&str]) {
    let wrong: Vec<String> = dependencies(krate).into_iter().filter(|d| forbidden.contains(&d.as_str())).collect();
    assert!(wrong.is_empty(), "{krate} depends on {wrong:?}, which sit above it");
}

#[test]
fn the_rules_know_no_storage_and_no_http() {
    assert_none_of("rules", &["arbitre-store", "arbitre-service", "arbitre-server", "axum", "sqlx", "tokio"]);
}

/// The core knows no game and nothing above it: the games build on it.
#[test]
fn the_core_knows_no_game() {
    assert_none_of(
        "core",
        &[
            "arbitre-bridge",
            "arbitre-tarot",
            "arbitre-rules",
            "arbitre-dds",
            "arbitre-store",
            "arbitre-service",
            "arbitre-server",
        ],
    );
    let mut wrong = Vec::new();
    for (path, source) in sources(&workspace().join("crates/core/src")) {
        for game in ["arbitre_bridge", "arbitre_tarot", "arbitre_rules", "bridge::", "tarot::"] {
            if source.contains(game) {
                wrong.push(format!("{} names {game}", path.display()));
            }
        }
    }
    assert!(wrong.is_empty(), "the core names a game: {wrong:?}");
}

/// The tarot model depends on the core only: not on the rules facade that
/// holds the arbitration code and the rulesets above it.
#[test]
fn the_tarot_model_depends_on_the_core_only() {
    assert_none_of(
        "tarot",
        &["arbitre-bridge", "arbitre-rules", "arbitre-dds", "arbitre-store", "arbitre-service", "arbitre-server"],
    );
    assert!(dependencies("tarot").iter().any(|d| d == "arbitre-core"));
    let wrong: Vec<String> = sources(&workspace().join("crates/tarot/src"))
        .into_iter()
        .filter(|(_, source)| {
            source.contains("arbitre_rules") || source.contains("arbitre_bridge") || source.contains("bridge::")
        })
        .map(|(path, _)| path.display().to_string())
        .collect();
    assert!(wrong.is_empty(), "the tarot model reaches above it or into bridge: {wrong:?}");
}

/// The bridge model depends on the core only: not on the laws, the
/// rulesets or the facade above it, and not on tarot.
#[test]
fn the_bridge_model_depends_on_the_core_only() {
    assert_none_of(
        "bridge",
        &["arbitre-tarot", "arbitre-rules", "arbitre-dds", "arbitre-store", "arbitre-service", "arbitre-server"],
    );
    assert!(dependencies("bridge").iter().any(|d| d == "arbitre-core"));
    let wrong: Vec<String> = sources(&workspace().join("crates/bridge/src"))
        .into_iter()
        .filter(|(_, source)| {
            source.contains("arbitre_rules") || source.contains("arbitre_tarot") || source.contains("tarot::")
        })
        .map(|(path, _)| path.display().to_string())
        .collect();
    assert!(wrong.is_empty(), "the bridge model reaches above it or into tarot: {wrong:?}");
}

/// Inside the bridge crate every dependency points down (DESIGN: kinds →
/// findings → {laws, record} → model): no module of the model names the
/// laws, the findings or the interviews; the laws name neither the findings
/// nor the interviews; the findings do not name the interviews. The engine's
/// words for bridge (`game.rs`) sit with the findings: they name the code
/// of the laws (`laws::FFB`). The walk of a record's irregular plays, which
/// grades each exposed card under 50B as the interview does, still shares
/// the model's file with the irregular plays' types the play record holds,
/// so it is named here by file until the types and the walk part.
#[test]
fn the_bridge_model_names_none_of_its_laws() {
    let src = workspace().join("crates/bridge/src");
    let (laws, findings, kinds) = (src.join("laws"), src.join("findings"), src.join("kinds"));
    let above_the_model = [src.join("model/play_irregularities.rs"), src.join("game.rs")];
    let code = |source: &str| source.split("#[cfg(test)]").next().unwrap_or_default().to_owned();
    let mut wrong = Vec::new();
    for (path, source) in sources(&src) {
        let source = code(&source);
        let names = |what: &str| source.contains(&format!("{what}::"));
        // The crate root declares every layer and its documentation names them.
        let reaches = if path.starts_with(&kinds) || path == src.join("lib.rs") {
            false
        } else if path.starts_with(&findings) {
            names("kinds")
        } else if path.starts_with(&laws) {
            names("kinds") || names("findings") || names("game")
        } else if above_the_model.contains(&path) {
            names("kinds")
        } else {
            names("laws") || names("kinds") || names("findings") || names("game")
        };
        if reaches {
            wrong.push(path.display().to_string());
        }
    }
    assert!(wrong.is_empty(), "the bridge crate reaches up: {wrong:?}");
}

/// The double-dummy analysis reads deals, records and revokes from the
/// bridge model alone: not from the laws or the facade above it.
#[test]
fn the_double_dummy_analysis_depends_on_the_bridge_model_only() {
    assert_none_of("dds", &["arbitre-tarot", "arbitre-rules", "arbitre-store", "arbitre-service", "arbitre-server"]);
    assert!(dependencies("dds").iter().any(|d| d == "arbitre-bridge"));
    let wrong: Vec<String> = sources(&workspace().join("crates/dds/src"))
        .into_iter()
        .filter(|(_, source)| source.contains("arbitre_rules") || source.contains("arbitre_tarot"))
        .map(|(path, _)| path.display().to_string())
        .collect();
    assert!(wrong.is_empty(), "the double-dummy analysis reaches above the bridge model: {wrong:?}");
}

#[test]
fn the_store_knows_no_rules_and_no_http() {
    assert_none_of("store", &["arbitre-rules", "arbitre-service", "arbitre-server", "axum"]);
}

#[test]
fn the_service_knows_no_http() {
    assert_none_of("service", &["arbitre-server", "axum", "tower", "tower-http", "utoipa-axum"]);
    let deps = dependencies("service");
    assert!(deps.iter().any(|d| d == "arbitre-store") && deps.iter().any(|d| d == "arbitre-rules"));
}

/// Every Rust source under `dir`, with its text.
fn sources(dir: &Path) -> Vec<(PathBuf, String)> {
    let mut dirs = vec![dir.to_path_buf()];
    let mut found = Vec::new();
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("the sources").flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let source = std::fs::read_to_string(&path).unwrap_or_default();
                found.push((path, source));
            }
        }
    }
    found
}

/// Bridge and tarot share the engine's vocabulary, never each other's:
/// a bridge law that reached into tarot (or the reverse) would tie two
/// games that a federation rules apart.
#[test]
fn neither_game_names_the_other() {
    let rules = workspace().join("crates/rules/src");
    let mut wrong = Vec::new();
    for (game, other) in [("bridge", "tarot"), ("tarot", "bridge")] {
        // `crate::tarot::…`, `use crate::tarot;`, `crate::{tarot, …}` all
        // name it; so does the crate's own path from outside.
        let names = [
            format!("crate::{other}"),
            format!("super::{other}"),
            format!("arbitre_rules::{other}"),
            format!("{{{other},"),
            format!(", {other}}}"),
            format!(", {other},"),
        ];
        for (path, source) in sources(&rules.join(game)) {
            if names.iter().any(|n| source.contains(n.as_str())) {
                wrong.push(format!("{} names {other}", path.display()));
            }
        }
    }
    assert!(wrong.is_empty(), "a game reaches into the other: {wrong:?}");
}

/// The rulesets list the laws; the laws never name a ruleset back (issue
/// 12: the circle between `ruleset.rs` and the law modules is gone). A law
/// reads its ruleset's options through `crate::parameters` and states a
/// rule or a citation in an edition (`LawsEdition`, `bridge/editions.rs`);
/// only the unit tests below `#[cfg(test)]` may name a ruleset.
#[test]
fn the_laws_name_no_ruleset() {
    let rules = workspace().join("crates/rules/src");
    let mut wrong = Vec::new();
    for game in ["bridge", "tarot"] {
        for (path, source) in sources(&rules.join(game)) {
            let code = source.split("#[cfg(test)]").next().unwrap_or_default();
            let names = code.lines().filter(|line| !line.trim_start().starts_with("//")).any(|line| {
                line.contains("crate::ruleset")
                        || line.contains("ruleset::")
                        || line.contains("Ruleset")
                        // The ruling's ruleset asked how it numbers, titles or
                        // names a paragraph: the edition's to say.
                        || [".paragraph(", ".paragraph_of(", ".rule_id(", ".title(", ".question_rule_id("]
                            .iter()
                            .any(|call| line.contains(&format!("ruleset{call}")))
            });
            if names {
                wrong.push(path.display().to_string());
            }
        }
    }
    assert!(wrong.is_empty(), "law modules that name a ruleset: {wrong:?}");
}

/// The server writes incidents only through the service: a handler that
/// called the store's writes itself would skip the sanctions, the repeat
/// offences and the idempotency the workflow keeps.
#[test]
fn the_server_writes_incidents_only_through_the_service() {
    let mut wrong = Vec::new();
    for (path, source) in sources(&workspace().join("crates/server/src")) {
        for write in [".create_incident(", ".append(", "sanctions_for_player("] {
            if source.contains(write) {
                wrong.push(format!("{} calls {write}", path.display()));
            }
        }
    }
    assert!(wrong.is_empty(), "the server bypasses the service: {wrong:?}");
}
