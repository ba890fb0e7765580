//! Inside the rules crate every import points down (issue 12, DESIGN.md):
//!
//! ```text
//! facade      evaluate (the entry point), ruleset (the rulesets, which list
//!             each game's kinds), labels
//!   └─ laws   tarot::sanctions (a stored decision's sanctions),
//!             bridge::auction_check (the rulings in force, read in the union)
//!        └─ engine      context (Ctx named for bridge), catalogue (a kind of
//!                       either game), ruleset_spec
//!             └─ vocabulary  decisions (ruling), the union of both games'
//!                            rectifications, roles, parameters
//!                  └─ model  arbitre-bridge (the interviews, findings, laws,
//!                            words and model of bridge), arbitre-tarot (the
//!                            FFT code's cases and the model), arbitre-core
//! ```
//!
//! The test reads the crate's sources (not its tests, not its comments),
//! follows every `crate::` and `super::` path to the module it names, and
//! fails on an import that climbs a layer or on a new circle of modules.

#![allow(missing_docs)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The crate's modules (`bridge::law27`), each with its source up to its
/// tests, comments removed.
fn modules() -> BTreeMap<String, String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = BTreeMap::new();
    let mut dirs = vec![root.clone()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).expect("the source folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let relative = path.strip_prefix(&root).expect("under src").with_extension("");
            let mut segments: Vec<String> =
                relative.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
            if segments.last().is_some_and(|s| s == "mod" || s == "lib") {
                segments.pop();
            }
            let source = std::fs::read_to_string(&path).expect("a source file");
            // A module's unit tests may reach anywhere: only what it builds on counts.
            let source = source.split("#[cfg(test)]").next().unwrap_or_default();
            let without_comments: String =
                source.lines().map(|line| line.split("//").next().unwrap_or_default()).collect::<Vec<_>>().join("\n");
            found.insert(segments.join("::"), without_comments);
        }
    }
    found
}

/// The paths a `crate::` or `super::` prefix opens at `at`, groups
/// (`crate::bridge::{law24, law25}`) expanded.
fn paths_after(source: &str, prefix: &str) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    let mut rest = source;
    while let Some(i) = rest.find(prefix) {
        // `$crate::` in a macro is the crate root too; any other identifier
        // ending in the prefix is not a path.
        let before = rest[..i].chars().next_back();
        rest = &rest[i + prefix.len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let mut tree = Vec::new();
        read_tree(&mut rest, &mut Vec::new(), &mut tree);
        paths.extend(tree);
    }
    paths
}

/// Reads one use tree from the start of `rest`: segments separated by `::`,
/// possibly ending in a `{…}` group of trees.
fn read_tree(rest: &mut &str, stem: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    let depth = stem.len();
    loop {
        let trimmed = rest.trim_start();
        if let Some(group) = trimmed.strip_prefix('{') {
            *rest = group;
            loop {
                read_tree(rest, stem, out);
                let after = rest.trim_start();
                if let Some(next) = after.strip_prefix(',') {
                    *rest = next;
                    if rest.trim_start().starts_with('}') {
                        *rest = &rest.trim_start()[1..];
                        break;
                    }
                } else {
                    *rest = after.strip_prefix('}').unwrap_or(after);
                    break;
                }
            }
            stem.truncate(depth);
            return;
        }
        let end = trimmed.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(trimmed.len());
        if end == 0 {
            out.push(stem.clone());
            *rest = trimmed;
            stem.truncate(depth);
            return;
        }
        stem.push(trimmed[..end].to_owned());
        *rest = &trimmed[end..];
        match rest.strip_prefix("::") {
            Some(next) => *rest = next,
            None => {
                out.push(stem.clone());
                stem.truncate(depth);
                return;
            }
        }
    }
}

/// The module a path names: its longest prefix that is a module.
fn module_of(path: &[String], modules: &BTreeMap<String, String>) -> Option<String> {
    (1..=path.len()).rev().map(|n| path[..n].join("::")).find(|m| modules.contains_key(m))
}

/// Every module's imports of other modules of the crate.
fn imports() -> BTreeMap<String, BTreeSet<String>> {
    let modules = modules();
    modules.iter().map(|(module, source)| (module.clone(), imports_of(module, source, &modules))).collect()
}

/// The modules of the crate that `source`, the source of `module`, imports
/// (`crate::` paths, and `super::` ones from its parent).
fn imports_of(module: &str, source: &str, modules: &BTreeMap<String, String>) -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for path in paths_after(source, "crate::") {
        names.extend(module_of(&path, modules));
    }
    let segments: Vec<String> = module.split("::").filter(|s| !s.is_empty()).map(str::to_owned).collect();
    let parent = &segments[..segments.len().saturating_sub(1)];
    for path in paths_after(source, "super::") {
        let mut full = parent.to_vec();
        full.extend(path);
        names.extend(module_of(&full, modules));
    }
    names.remove(module);
    names.remove("");
    names
}

/// The layer of a module, from the bottom (see the module documentation).
fn layer(module: &str) -> (u8, &'static str) {
    const VOCABULARY: &[&str] = &["vocabulary", "ruling", "rectification", "parameters"];
    const ENGINE: &[&str] = &["context", "catalogue", "ruleset_spec"];
    const FACADE: &[&str] = &["", "evaluate", "ruleset", "labels"];
    if module == "bridge" || module == "tarot" {
        // The games' folders re-export their crates.
        (0, "model")
    } else if VOCABULARY.contains(&module) {
        (1, "vocabulary")
    } else if ENGINE.contains(&module) {
        (2, "engine")
    } else if FACADE.contains(&module) {
        (4, "facade")
    } else {
        (3, "laws")
    }
}

#[test]
fn no_module_imports_a_layer_above_it() {
    let mut wrong = Vec::new();
    for (module, names) in imports() {
        for name in names {
            let (from, from_layer) = layer(&module);
            let (to, to_layer) = layer(&name);
            if to > from {
                wrong.push(format!("{module} ({from_layer}) imports {name} ({to_layer})"));
            }
        }
    }
    assert!(wrong.is_empty(), "imports that climb a layer:\n{}", wrong.join("\n"));
}

/// The circles of modules (Tarjan's strongly connected components), each
/// sorted.
fn circles(graph: &BTreeMap<String, BTreeSet<String>>) -> BTreeSet<Vec<String>> {
    struct Walk<'g> {
        graph: &'g BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'g str, usize>,
        low: BTreeMap<&'g str, usize>,
        stack: Vec<&'g str>,
        on_stack: BTreeSet<&'g str>,
        found: BTreeSet<Vec<String>>,
    }
    impl<'g> Walk<'g> {
        fn visit(&mut self, v: &'g str) {
            let n = self.index.len();
            self.index.insert(v, n);
            self.low.insert(v, n);
            self.stack.push(v);
            self.on_stack.insert(v);
            for w in self.graph.get(v).into_iter().flatten() {
                if !self.index.contains_key(w.as_str()) {
                    self.visit(w);
                    let low = self.low[v].min(self.low[w.as_str()]);
                    self.low.insert(v, low);
                } else if self.on_stack.contains(w.as_str()) {
                    let low = self.low[v].min(self.index[w.as_str()]);
                    self.low.insert(v, low);
                }
            }
            if self.low[v] == self.index[v] {
                let mut component = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack.remove(w);
                    component.push(w.to_owned());
                    if w == v {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.sort();
                    self.found.insert(component);
                }
            }
        }
    }
    let mut walk = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: BTreeSet::new(),
    };
    for v in graph.keys() {
        if !walk.index.contains_key(v.as_str()) {
            walk.visit(v);
        }
    }
    walk.found
}

/// The circles left, each with why. None is left since the engine's context
/// and a kind's declaration became arbitre-core's, over any game (issue 12:
/// the catalogue, the context and the rulesets imported each other, a kind
/// naming its evaluator, a function of the context that held the kind and
/// its ruleset). A new one fails; so would one of these once broken, so
/// that the list is kept true.
const KNOWN_CIRCLES: &[(&[&str], &str)] = &[];

#[test]
fn the_only_circles_are_the_known_ones() {
    let found = circles(&imports());
    let known: BTreeSet<Vec<String>> =
        KNOWN_CIRCLES.iter().map(|(members, _)| members.iter().map(|m| (*m).to_owned()).collect()).collect();
    let new: Vec<&Vec<String>> = found.difference(&known).collect();
    let gone: Vec<&Vec<String>> = known.difference(&found).collect();
    assert!(new.is_empty(), "modules that import each other in a circle: {new:?}");
    assert!(gone.is_empty(), "a known circle is broken: take it off KNOWN_CIRCLES: {gone:?}");
}

/// The reader follows groups and `super::`, so the tests above see every
/// import (a reader that missed `crate::bridge::{law24, law25}` would pass
/// a circle unseen).
#[test]
fn the_reader_follows_groups_and_super() {
    let paths = paths_after("use crate::bridge::{law24, law25::{A, B}, card::Seat};\nuse $crate::x::y;", "crate::");
    let joined: Vec<String> = paths.iter().map(|p| p.join("::")).collect();
    assert_eq!(joined, ["bridge::law24", "bridge::law25::A", "bridge::law25::B", "bridge::card::Seat", "x::y"]);
    let graph = imports();
    assert!(graph["ruleset"].contains("catalogue"), "a group's names are followed: {:?}", graph["ruleset"]);
    // No module of the crate reaches a sibling through `super::` today (the
    // interviews and FFT cases that did are their games' crates'): a sibling
    // named so in a crate of two modules is found.
    let two: BTreeMap<String, String> = [("game::law27", ""), ("game::law24", "")]
        .into_iter()
        .map(|(module, source)| (module.to_owned(), source.to_owned()))
        .collect();
    let sibling = imports_of("game::law27", "use super::law24::{KIND, X};", &two);
    assert!(sibling.contains("game::law24"), "super:: is followed: {sibling:?}");
}
