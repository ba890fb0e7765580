//! The safety net under every change of the engine: golden decisions.
//!
//! - Every case of `tests/cases/X.json` has its whole decision, trace
//!   included (or its error), in `tests/cases/X.decision.json` beside it, and
//!   the engine must give it again byte for byte. One named test per case.
//! - Every ruleset's catalogue body (what `GET /v1/rulesets/{id}` serves and
//!   thin clients draw their forms from) is golden too, in
//!   `tests/catalogue/<id>.json`.
//! - Version guard: the digest of a ruleset's goldens is pinned beside its
//!   version (`Ruleset::golden_digest`); decisions that change while the
//!   version stays the same fail, since stored rulings name the version they
//!   were given under.
//! - Rule coverage: `tests/rule-coverage.md` lists every rule id of the
//!   sources that no golden trace shows applied; the test fails when the list
//!   is out of date, so a gap closed or opened is seen in review.
//! - Direction: a game never imports the other game.
//!
//! After a deliberate change: `ARBITRE_BLESS=1 cargo test -p arbitre-rules
//! --test golden` writes the goldens, the catalogue and the coverage report;
//! read the diff, then bump the ruleset's version and set the digest the
//! version guard prints.

#![allow(missing_docs)]
// A test reads as one scenario (or one checker), start to end: the
// length lint is for the code under test (issue 12).
#![allow(clippy::too_many_lines)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use arbitre_rules::ruleset::{self, Ruleset};
use arbitre_rules::ruling::Incident;
use libtest_mimic::{Arguments, Failed, Trial};
use serde_json::{Value, json};

#[path = "cases/check.rs"]
#[allow(dead_code)]
mod check;

fn bless() -> bool {
    std::env::var_os("ARBITRE_BLESS").is_some()
}

fn tests_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests")
}

/// The golden file of case `file` (`law27_a1_offer.json` →
/// `law27_a1_offer.decision.json`).
fn golden_path(file: &str) -> PathBuf {
    tests_dir().join("cases").join(file.replace(".json", ".decision.json"))
}

/// The ruleset a case names (the bridge default otherwise).
fn ruleset_of(case: &Value) -> &'static Ruleset {
    let id = case["request"]["ruleset"].as_str().unwrap_or("ffb-2017");
    ruleset::find(id).unwrap_or_else(|| panic!("unknown ruleset {id}"))
}

/// The whole decision the engine gives for a case, trace included, or its
/// error, as the golden file holds it.
pub fn golden_text(case: &Value) -> String {
    let mut request = case["request"].clone();
    if let Some(object) = request.as_object_mut() {
        object.remove("ruleset");
    }
    let ruleset = ruleset_of(case);
    let value = match serde_json::from_value::<Incident>(request) {
        Err(error) => json!({"unreadable": error.to_string()}),
        Ok(incident) => match arbitre_rules::evaluate(&incident, ruleset) {
            Ok(decision) => json!({"decision": decision}),
            Err(error) => json!({"error": {"code": error.code, "pointer": error.pointer, "detail": error.detail}}),
        },
    };
    serde_json::to_string_pretty(&value).unwrap_or_default() + "\n"
}

/// The decision built without its trace ([`arbitre_rules::Trace::Left`]) must
/// be the traced one without its trace, byte for byte: leaving the trace out
/// saves work and changes nothing else. And written as the server writes an
/// answer (`text::writing_json`: the texts and played cards written once, as
/// raw JSON), it must be the same bytes again, whatever nests them.
fn same_without_trace(case: &Value) -> Result<(), Failed> {
    let mut request = case["request"].clone();
    if let Some(object) = request.as_object_mut() {
        object.remove("ruleset");
    }
    let Ok(incident) = serde_json::from_value::<Incident>(request) else { return Ok(()) };
    let ruleset = ruleset_of(case);
    let traced = arbitre_rules::evaluate(&incident, ruleset).map(|d| d.without_trace());
    let untraced = arbitre_rules::evaluate_with(&incident, ruleset, arbitre_rules::Trace::Left);
    let text = |decision: Result<arbitre_rules::Decision, arbitre_rules::InputError>| match decision {
        Ok(decision) => serde_json::to_string(&decision).unwrap_or_default(),
        Err(error) => format!("{}{}", error.code, error.pointer),
    };
    let as_the_server_writes = match &untraced {
        Ok(decision) => arbitre_rules::text::writing_json(|| serde_json::to_string(decision)).unwrap_or_default(),
        Err(error) => format!("{}{}", error.code, error.pointer),
    };
    let untraced = text(untraced);
    if text(traced) != untraced {
        return Err("the decision without its trace differs from the traced one beyond the trace".into());
    }
    if as_the_server_writes != untraced {
        return Err("the decision as the server writes it differs from its plain JSON".into());
    }
    Ok(())
}

/// Compares `text` with the file at `path`, or writes it when blessing.
fn compare_or_bless(path: &Path, text: &str) -> Result<(), Failed> {
    if bless() {
        return std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()).into());
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    if committed == text {
        return Ok(());
    }
    let first_difference = committed
        .lines()
        .zip(text.lines())
        .position(|(a, b)| a != b)
        .unwrap_or_else(|| committed.lines().count().min(text.lines().count()));
    Err(format!(
        "{} differs from what the engine gives now (first at line {}): run with ARBITRE_BLESS=1 and read the diff",
        path.display(),
        first_difference + 1
    )
    .into())
}

/// FNV-1a, 64 bits: a digest that needs no dependency and never changes.
fn digest(texts: &[String]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for text in texts {
        for byte in text.bytes().chain(std::iter::once(0)) {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    format!("{hash:016x}")
}

/// A golden without what changes with the engine's build rather than with
/// the ruleset's behaviour: the engine version.
fn without_engine_version(text: &str) -> String {
    text.lines().filter(|line| !line.trim_start().starts_with("\"engine_version\"")).collect::<Vec<_>>().join("\n")
}

/// Every file under `dirs`, with its text (those that cannot be read are
/// skipped).
fn source_files(mut dirs: Vec<PathBuf>) -> Vec<(PathBuf, String)> {
    let mut files = Vec::new();
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if let Ok(source) = std::fs::read_to_string(&path) {
                files.push((path, source));
            }
        }
    }
    files
}

/// Every rule id the sources declare: the string literals that start like
/// one (`"ffb.law65.b3"` for a paragraph both editions share,
/// `"ffb2017.law27.b1a"` for one of an edition's own,
/// `"fft.donnes_libres.misdeal.turned"`).
fn declared_rule_ids() -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    // The games declare their paragraphs: bridge's interviews (kinds/),
    // findings and laws, the FFT code's cases (code/).
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for (_, source) in source_files(vec![
        root.join("src"),
        root.join("../bridge/src/kinds"),
        root.join("../bridge/src/findings"),
        root.join("../bridge/src/laws"),
        root.join("../tarot/src/code"),
    ]) {
        // Unit tests name rules too; only the code above them declares.
        let source = source.split("#[cfg(test)]").next().unwrap_or_default();
        for prefix in ["\"ffb.", "\"ffb2007.", "\"ffb2017.", "\"fft."] {
            for (at, _) in source.match_indices(prefix) {
                let rest = &source[at + 1..];
                let Some(end) = rest.find('"') else { continue };
                let id = &rest[..end];
                if id.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '_')
                    && id.contains('.')
                    && !id.ends_with('.')
                {
                    ids.insert(id.to_owned());
                }
            }
        }
    }
    ids
}

/// The rule ids a golden's trace shows applied, each also under the
/// edition-neutral id it was declared with when both editions share it
/// (`ffb2007.law65.b3` and `ffb2017.law65.b3` are `ffb.law65.b3`; the 2017
/// `law16.c…` is the shared `law16.d…`, as `LawsEdition::rule_id` renumbers).
fn applied_rule_ids(golden: &str) -> BTreeSet<String> {
    let value: Value = serde_json::from_str(golden).unwrap_or_default();
    let mut ids = BTreeSet::new();
    for step in value["decision"]["trace"].as_array().into_iter().flatten().filter(|step| step["applied"] == true) {
        let Some(id) = step["rule"].as_str() else { continue };
        ids.insert(id.to_owned());
        if let Some(rest) = id.strip_prefix("ffb2007.") {
            ids.insert(format!("ffb.{rest}"));
        }
        if let Some(rest) = id.strip_prefix("ffb2017.") {
            let shared = match rest.strip_prefix("law16.") {
                Some(p) if p.starts_with('c') => format!("law16.d{}", &p[1..]),
                Some(p) if p.starts_with('d') => format!("law16.c{}", &p[1..]),
                _ => rest.to_owned(),
            };
            ids.insert(format!("ffb.{shared}"));
        }
    }
    ids
}

/// The rule ids no kind consults, so that no golden trace can show them,
/// and where each is used (and tested) instead.
const OUTSIDE_TRACES: &[(&str, &str)] = &[
    ("ffb.law44.c", "a reason of POST /v1/bridge/legal-plays (legal_plays.rs unit tests)"),
    ("ffb.lead_restriction.forbid", "a reason of POST /v1/bridge/legal-plays (legal_plays.rs unit tests)"),
    ("ffb.lead_restriction.require", "a reason of POST /v1/bridge/legal-plays (legal_plays.rs unit tests)"),
    ("ffb.lead_restriction.law26.forbid", "a reason of POST /v1/bridge/legal-plays (legal_plays.rs unit tests)"),
    (
        "ffb.lead_restriction.law26.require",
        "a reason of POST /v1/bridge/legal-plays (play_irregularities.rs unit tests)",
    ),
    ("fft.donnes_libres.outcome", "the rule an outcome field of the tarot kinds is asked under, not a paragraph"),
];

fn coverage_report(declared: &BTreeSet<String>, applied: &BTreeSet<String>) -> String {
    let missing: Vec<&String> = declared.difference(applied).collect();
    let mut report = String::from(
        "# Rule coverage\n\nRule ids declared in `crates/rules/src`, `crates/bridge/src/{kinds,findings,laws}` and `crates/tarot/src/code` that no golden decision (`tests/cases/*.decision.json`) \
         shows applied in its trace. Written by `ARBITRE_BLESS=1 cargo test -p arbitre-rules --test golden`; the test \
         fails when this list is out of date, and when a rule on it is not one of those no kind consults (`OUTSIDE_TRACES` \
         in `tests/golden.rs`, each with where it is used instead): any other rule needs a case.\n\n",
    );
    report.push_str(&format!(
        "{} rules declared, {} applied in a golden trace, {} never applied.\n\n",
        declared.len(),
        declared.len() - missing.len(),
        missing.len()
    ));
    for id in missing {
        report.push_str(&format!("- `{id}`\n"));
    }
    report
}

/// A game's module never imports the other game: bridge and tarot stay
/// apart so that each can become its own crate.
fn games_stay_apart() -> Result<(), Failed> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut wrong = Vec::new();
    for (game, other) in [("bridge", "crate::tarot"), ("tarot", "crate::bridge")] {
        for (path, source) in source_files(vec![src.join(game)]) {
            if source.contains(other) {
                wrong.push(format!("{} uses {other}", path.display()));
            }
        }
    }
    if wrong.is_empty() { Ok(()) } else { Err(format!("a game imports the other: {wrong:?}").into()) }
}

/// Every list of rectifications found under `value` (the decision's own,
/// each conditional branch's, each option of a choice's), with where it is.
fn rectification_lists<'a>(value: &'a Value, at: &str, lists: &mut Vec<(String, &'a [Value])>) {
    match value {
        Value::Object(object) => {
            for (key, inner) in object {
                if let (true, Some(list)) = (key == "rectifications", inner.as_array()) {
                    lists.push((format!("{at}/{key}"), list));
                }
                rectification_lists(inner, &format!("{at}/{key}"), lists);
            }
        }
        Value::Array(items) => {
            for (i, inner) in items.iter().enumerate() {
                rectification_lists(inner, &format!("{at}/{i}"), lists);
            }
        }
        _ => {}
    }
}

/// Règlement officiel: a deal cancelled is dealt again, and the ruling says
/// by whom. « La distribution »: after a fault in the deal, « une nouvelle
/// distribution par le même donneur »; « La tenue des cartes » (the petit
/// sec) and « Les enchères » (four passes): « le voisin de droite du
/// donneur procède à une nouvelle distribution »; otherwise « les joueurs
/// donnent à tour de rôle dans le sens du jeu ». So every list of
/// rectifications in a golden decision that holds a tarot `deal_cancelled`
/// (the decision's, a conditional branch's, an option's) holds a `redeal`
/// naming the player who deals: the dealer, the next dealer, or the
/// rightful dealer.
fn every_cancelled_deal_names_who_deals(goldens: &[String]) -> Result<(), Failed> {
    const DEALERS: [&str; 3] = ["dealer", "next_dealer", "rightful_dealer"];
    let mut cancelled = 0;
    let mut silent = Vec::new();
    for golden in goldens.iter().filter_map(|g| serde_json::from_str::<Value>(g).ok()) {
        let decision = &golden["decision"];
        let mut lists = Vec::new();
        rectification_lists(decision, "", &mut lists);
        for (at, list) in lists {
            if !list.iter().any(|r| r["type"] == "deal_cancelled") {
                continue;
            }
            cancelled += 1;
            let named = list
                .iter()
                .any(|r| r["type"] == "redeal" && r["dealer"].as_str().is_some_and(|d| DEALERS.contains(&d)));
            if !named {
                silent.push(format!("{} {}: {at}", decision["kind"], decision["summary"]["en"]));
            }
        }
    }
    if cancelled == 0 {
        return Err("no golden decision cancels a tarot deal: the check checks nothing".into());
    }
    if silent.is_empty() {
        Ok(())
    } else {
        Err(format!("deals cancelled without a redeal naming who deals:\n{}", silent.join("\n")).into())
    }
}

/// The bridge rules whose id, paragraph and title id are spelt apart on
/// purpose, with why. Anything else must agree (see
/// [`rule_ids_spell_their_paragraph`]).
const SPELT_APART: &[(&str, &str)] = &[
    // 62C1 and C2 are one step (the cards played after the revoke, taken
    // back in turn); the id names the whole paragraph, kept as stored
    // traces name it.
    ("ffb.law62.c", "62C1-C2 as one rule"),
    // 2017 numbers 2007's 64C as C1 with the same subject.
    ("ffb2017.law64.c1", "2017 64C1 keeps 2007 64C's title"),
    // The footnote to 51B, cited as B*.
    ("ffb.law51.footnote", "51B's footnote"),
    // Where the information came from is asked under 16B1 as a whole; the
    // rule sits with B1(a), whose question follows.
    ("ffb.law16.b1a.source", "16B1's source, asked with B1(a)"),
    // 2017 32A2 repeats 31A2's words, so it shares its titles.
    ("ffb2017.law32.a2a", "2017 32A2(a) shares 31A2(a)'s title"),
    ("ffb2017.law32.a2b", "2017 32A2(b) shares 31A2(b)'s title"),
];

/// Issue 12 asks that a rule's id, paragraph and title come from one
/// spelling. Rather than a macro over 300 declarations (whose ids stored
/// rulings already name), this check reads every bridge rule written
/// `Rule { id: "…", citation: lawNN("P", "T") }` (or `ffb("NN", "P", "T")`,
/// or a `CitationSpec { law, paragraph, title }` literal) and fails where
/// the three disagree: the id's law is NN, its paragraph segment starts
/// with P (letters and digits only: `B1(b)(i)` is `b1b_i`), and the title
/// id is `lawNN-[2017-]p…`. A 2017 rule of Law 16 is numbered in 2017's
/// order (16C and 16D swapped) while its citation keeps the shared order,
/// which the edition renumbers when it renders. A rule whose citation is
/// another rule's (`X.citation`, a named constant) is not read here.
fn rule_ids_spell_their_paragraph() -> Result<(), Failed> {
    fn alnum(text: &str) -> String {
        text.chars().filter(char::is_ascii_alphanumeric).collect::<String>().to_ascii_lowercase()
    }
    fn quoted(text: &str) -> Vec<&str> {
        text.split('"').skip(1).step_by(2).collect()
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let (mut read, mut wrong) = (0, Vec::new());
    for (_, source) in source_files(vec![root.join("src/bridge"), root.join("../bridge/src")]) {
        let code = source.split("#[cfg(test)]").next().unwrap_or_default();
        let code = code.split_whitespace().collect::<Vec<_>>().join(" ");
        for (at, _) in code.match_indices("Rule { id: \"") {
            let rest = &code[at + "Rule { id: \"".len()..];
            let Some((id, rest)) = rest.split_once('"') else { continue };
            let Some(citation) = rest.strip_prefix(", citation: ") else { continue };
            let citation = citation.split(" }").next().unwrap_or_default();
            let (law, paragraph, title) = if let Some(args) = citation.strip_prefix("ffb(") {
                match quoted(args)[..] {
                    [law, paragraph, title, ..] => (law.to_owned(), paragraph, title),
                    _ => continue,
                }
            } else if let Some((law, args)) = citation.strip_prefix("law").and_then(|c| c.split_once('(')) {
                match quoted(args)[..] {
                    [paragraph, title, ..] => (law.to_owned(), paragraph, title),
                    _ => continue,
                }
            } else if citation.contains("CitationSpec {") {
                let field = |name: &str| {
                    citation.split(&format!("{name}: \"")).nth(1).and_then(|v| v.split('"').next()).unwrap_or("")
                };
                (field("law").to_owned(), field("paragraph"), field("title"))
            } else {
                continue;
            };
            read += 1;
            if SPELT_APART.iter().any(|(apart, _)| *apart == id) {
                continue;
            }
            let mut segments = id.split('.');
            let (_, id_law, id_paragraph) = (segments.next(), segments.next(), segments.next().unwrap_or(""));
            let paragraph = alnum(paragraph);
            // A 2017 rule of Law 16 names its paragraph (id and title)
            // in 2017's order, its citation in the shared one.
            let renumbered = match paragraph.chars().next() {
                Some('c') if law == "16" && id.starts_with("ffb2017.") => format!("d{}", &paragraph[1..]),
                Some('d') if law == "16" && id.starts_with("ffb2017.") => format!("c{}", &paragraph[1..]),
                _ => paragraph.clone(),
            };
            let title_paragraph = title
                .strip_prefix(&format!("law{law}-"))
                .map(|t| alnum(t.strip_prefix("2017-").or_else(|| t.strip_prefix("2007-")).unwrap_or(t)));
            let agrees = id_law == Some(format!("law{law}").as_str())
                && (alnum(id_paragraph).starts_with(&paragraph) || alnum(id_paragraph).starts_with(&renumbered))
                && title_paragraph.is_some_and(|t| t.starts_with(&paragraph) || t.starts_with(&renumbered));
            if !agrees {
                wrong.push(format!("{id}: law {law}, paragraph {paragraph:?}, title {title}"));
            }
        }
    }
    if read < 150 {
        return Err(format!("only {read} bridge rules read: the check no longer finds how rules are written").into());
    }
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(format!("rules whose id, paragraph and title disagree:\n{}", wrong.join("\n")).into())
    }
}

fn main() {
    let arguments = Arguments::from_args();
    let cases = check::load_cases();
    let mut trials = Vec::new();

    // One named test per case.
    for (file, case) in &cases {
        let (file, case) = (file.clone(), case.clone());
        let name = format!("case::{}", file.trim_end_matches(".json"));
        trials.push(Trial::test(name, move || {
            compare_or_bless(&golden_path(&file), &golden_text(&case))?;
            same_without_trace(&case)
        }));
    }

    // The catalogue each ruleset serves.
    for ruleset in ruleset::ALL {
        let id = ruleset.id;
        trials.push(Trial::test(format!("catalogue::{id}"), move || {
            let ruleset = ruleset::find(id).ok_or("unknown ruleset")?;
            // As a JSON value, keys sorted: the form an HTTP client reads back.
            let body = serde_json::to_value(ruleset.info()).unwrap_or_default();
            let text = serde_json::to_string_pretty(&body).unwrap_or_default() + "\n";
            compare_or_bless(&tests_dir().join("catalogue").join(format!("{id}.json")), &text)
        }));
    }

    // The version guard, per ruleset.
    let mut by_ruleset: BTreeMap<&'static str, Vec<String>> = BTreeMap::new();
    for (_, case) in &cases {
        by_ruleset.entry(ruleset_of(case).id).or_default().push(without_engine_version(&golden_text(case)));
    }
    for ruleset in ruleset::ALL {
        let texts = by_ruleset.remove(ruleset.id).unwrap_or_default();
        trials.push(Trial::test(format!("version_guard::{}", ruleset.id), move || {
            let now = digest(&texts);
            if now == ruleset.golden_digest {
                return Ok(());
            }
            Err(format!(
                "the decisions of {} changed (golden digest {now}, pinned {}) while its version says {}: if the \
                 change is meant, bump `version` in ruleset.rs and set `golden_digest: \"{now}\"` beside it",
                ruleset.id, ruleset.golden_digest, ruleset.version
            )
            .into())
        }));
    }

    // Rule coverage.
    let goldens: Vec<String> = cases.iter().map(|(_, case)| golden_text(case)).collect();
    let complete_goldens = goldens.clone();
    let goldens_for_catalogue = goldens.clone();
    let goldens_for_redeal = goldens.clone();
    trials.push(Trial::test("rule_coverage", move || {
        let applied = goldens.iter().flat_map(|g| applied_rule_ids(g)).collect::<BTreeSet<_>>();
        let declared = declared_rule_ids();
        let report = coverage_report(&declared, &applied);
        compare_or_bless(&tests_dir().join("rule-coverage.md"), &report)?;
        // Every paragraph a kind consults is shown applied by some case; the
        // few rules no kind's trace can show are named, with why, below.
        let missing: BTreeSet<&str> = declared.difference(&applied).map(String::as_str).collect();
        let outside: BTreeSet<&str> = OUTSIDE_TRACES.iter().map(|(id, _)| *id).collect();
        let uncovered: Vec<&&str> = missing.difference(&outside).collect();
        let stale: Vec<&&str> = outside.difference(&missing).collect();
        if uncovered.is_empty() && stale.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "rules no golden trace shows applied (write a case): {uncovered:?}; \
                 rules listed as outside the traces that a trace now shows: {stale:?}"
            )
            .into())
        }
    }));

    trials.push(Trial::test("rule_ids_spell_their_paragraph", rule_ids_spell_their_paragraph));

    // A complete decision always says what it rests on (issue 13): no
    // golden may end with an empty list of citations.
    trials.push(Trial::test("every_complete_decision_cites_its_law", move || {
        let uncited: Vec<String> = complete_goldens
            .iter()
            .filter_map(|g| serde_json::from_str::<Value>(g).ok())
            .filter(|g| g["decision"]["status"] == "complete")
            .filter(|g| g["decision"]["citations"].as_array().is_none_or(Vec::is_empty))
            .map(|g| g["decision"]["summary"]["en"].to_string())
            .collect();
        if uncited.is_empty() {
            Ok(())
        } else {
            Err(format!("complete decisions without a citation: {uncited:?}").into())
        }
    }));

    // The catalogue states, per kind and edition, the laws and paragraphs
    // it covers (issue 13): every paragraph a golden decision of a kind
    // cites, or names an information under, is among them (a client probe
    // found 87 cited and not listed).
    let cited_goldens = goldens_for_catalogue;
    trials.push(Trial::test("catalogue_lists_every_paragraph_cited", move || {
        let mut missing = BTreeSet::new();
        for golden in cited_goldens.iter().filter_map(|g| serde_json::from_str::<Value>(g).ok()) {
            let decision = &golden["decision"];
            let (Some(id), Some(kind)) = (decision["ruleset"]["id"].as_str(), decision["kind"].as_str()) else {
                continue;
            };
            let Some(ruleset) = ruleset::find(id) else { continue };
            let listed = ruleset.kind(kind).map(|k| ruleset.kind_info(k).laws).unwrap_or_default();
            let information = decision["information"].as_array().into_iter().flatten().map(|i| &i["citation"]);
            for cited in decision["citations"].as_array().into_iter().flatten().chain(information) {
                let (law, paragraph) = (cited["law"].as_str().unwrap_or(""), cited["paragraph"].as_str().unwrap_or(""));
                let covered = listed.iter().any(|l| {
                    l.law == law
                        && (l.paragraph.is_empty()
                            || paragraph.replace(' ', "").starts_with(&l.paragraph.replace(' ', "")))
                });
                if !covered {
                    missing.insert(format!("{id} {kind}: {law} {paragraph}"));
                }
            }
        }
        if missing.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "paragraphs cited that the kind's catalogue does not list:\n{}",
                missing.into_iter().collect::<Vec<_>>().join("\n")
            )
            .into())
        }
    }));

    // Every ruling that cancels a tarot deal says who deals it again.
    trials.push(Trial::test("every_cancelled_tarot_deal_names_who_deals", move || {
        every_cancelled_deal_names_who_deals(&goldens_for_redeal)
    }));

    trials.push(Trial::test("direction::games_stay_apart", games_stay_apart));

    libtest_mimic::run(&arguments, trials).exit();
}
