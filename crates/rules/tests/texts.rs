//! Every paragraph title the code cites exists in the French and English
//! Fluent files: a missing one would show its id to the director.

#![allow(missing_docs)]
// A test reads as one scenario (or one checker), start to end: the
// length lint is for the code under test (issue 12).
#![allow(clippy::too_many_lines)]

use std::path::Path;

/// The quoted tokens of `text` that look like a title's message id
/// (`law32-a-title`, `fft-t-handle-order`).
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

/// No text a director reads names an incident kind by its id
/// (`tarot.ethics`, `bridge.opening_lead_out_of_turn`): a thin client reads
/// summaries aloud; the kind a ruling sends to is in its `ruled_under`
/// rectification (a client probe found four summaries naming ids).
#[test]
fn no_text_names_a_kind_by_its_id() {
    let mut found = Vec::new();
    for lang in [arbitre_rules::text::Lang::Fr, arbitre_rules::text::Lang::En] {
        for source in arbitre_rules::text::registered_sources(lang) {
            for line in source.lines().filter(|l| !l.trim_start().starts_with('#')) {
                for game in ["bridge.", "tarot."] {
                    let named = line.match_indices(game).any(|(at, _)| {
                        line[at + game.len()..].starts_with(|c: char| c.is_ascii_lowercase())
                            && !line[..at].ends_with(|c: char| c.is_ascii_alphanumeric() || c == '/')
                    });
                    if named {
                        found.push(line.to_owned());
                    }
                }
            }
        }
    }
    assert!(found.is_empty(), "texts naming a kind by its id:\n{}", found.join("\n"));
}

/// Every crate's Fluent files together (core, tarot, the rules): each
/// parses, no message is defined twice across crates, and French and
/// English define the same messages.
#[test]
fn every_crates_texts_are_complete_in_both_languages() {
    let count = arbitre_rules::text::check_registered_files().unwrap_or_else(|e| panic!("{e}"));
    assert!(count > 1000, "only {count} messages registered: a crate's files are missing");
}

/// Every message of every crate that is filled in without Fluent's
/// resolver (text and arguments alone) says what the resolver says.
#[test]
fn every_crates_messages_filled_from_pieces_are_those_fluent_renders() {
    let count = arbitre_rules::text::check_pieces().unwrap_or_else(|e| panic!("{e}"));
    assert!(count > 150, "only {count} messages filled from pieces");
}

/// Every crate's messages named by a literal are found by its address with
/// the texts of their id (core's `literal_msg`), past the table's slots.
#[test]
fn every_crates_literals_are_found_with_the_texts_of_their_ids() {
    let count = arbitre_rules::text::check_literals().unwrap_or_else(|e| panic!("{e}"));
    assert!(count > 256, "only {count} messages checked");
}

#[test]
fn every_cited_title_exists_in_both_languages() {
    let mut files = Vec::new();
    // Each game declares its paragraphs: bridge's interviews, findings and
    // laws, the FFT code's cases; the facade, the paragraphs every kind may
    // rest on.
    for folder in ["src", "../bridge/src/kinds", "../bridge/src/findings", "../bridge/src/laws", "../tarot/src/code"] {
        sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join(folder), &mut files);
    }
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

/// The README's table "What it rules on today" names every kind of every
/// ruleset, each under the rulesets that have it, and no kind the catalogue
/// does not have: the table is what a club reads before it plugs in.
#[test]
fn the_readme_kinds_table_matches_the_catalogue() {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../README.md")).expect("the README");
    let start = readme.find("## What it rules on today").expect("the README's kinds section");
    let section = &readme[start..];
    let section = &section[..section[3..].find("\n## ").map_or(section.len(), |end| end + 3)];
    // (ruleset, kind) pairs the table states: its rows' first two cells.
    let mut stated = std::collections::BTreeSet::new();
    let mut named_kinds = std::collections::BTreeSet::new();
    for row in section.lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = row.split(" | ").collect();
        let ticked = |cell: &str| -> Vec<String> { cell.split('`').skip(1).step_by(2).map(str::to_owned).collect() };
        let (Some(rulesets), Some(kinds)) = (cells.first(), cells.get(1)) else { continue };
        for kind in ticked(kinds) {
            named_kinds.insert(kind.clone());
            for ruleset in ticked(rulesets) {
                stated.insert((ruleset, kind.clone()));
            }
        }
    }
    let mut missing = Vec::new();
    let mut known = std::collections::BTreeSet::new();
    for ruleset in arbitre_rules::ruleset::ALL {
        for kind in ruleset.kinds.iter() {
            known.insert(kind.id().to_owned());
            let listed = stated.contains(&(ruleset.id.to_owned(), kind.id().to_owned()))
                // "every tarot kind" rows name no kind; tarot's own rows do.
                || (ruleset.id == "fft-donnes-libres" && named_kinds.contains(kind.id()));
            if !listed {
                missing.push(format!("{} {}", ruleset.id, kind.id()));
            }
        }
    }
    assert!(missing.is_empty(), "kinds the README's table does not list: {missing:?}");
    // Every pair the table states is one the catalogue has (a kind listed
    // under a ruleset without it, or a misspelt ruleset, fails).
    let wrong: Vec<&(String, String)> = stated
        .iter()
        .filter(|(ruleset, kind)| {
            !arbitre_rules::ruleset::ALL.iter().any(|r| r.id == ruleset && r.kinds.iter().any(|k| k.id() == kind))
        })
        .collect();
    assert!(wrong.is_empty(), "pairs the README's table states that no ruleset has: {wrong:?}");
    let unknown: Vec<&String> = named_kinds.iter().filter(|k| !known.contains(*k)).collect();
    assert!(unknown.is_empty(), "kinds the README lists that no ruleset has: {unknown:?}");
}

/// One Fluent file per bridge law (issue 12): every `lawNN.rs` of
/// arbitre-bridge's interviews has its `lawNN.ftl` in both languages, and a message whose id starts
/// with `lawNN-` lives in that file and no other, so a newcomer who opens a
/// law finds all its texts in one place.
#[test]
fn each_bridge_law_has_its_own_fluent_file() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../bridge");
    let law_of = |name: &str| -> Option<String> {
        let digits: String = name.strip_prefix("law")?.chars().take_while(char::is_ascii_digit).collect();
        (!digits.is_empty()).then(|| format!("law{digits}"))
    };
    let mut problems = Vec::new();
    for entry in std::fs::read_dir(root.join("src/kinds")).expect("bridge laws").flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if let Some(law) = name.strip_suffix(".rs").and_then(law_of) {
            for lang in ["fr", "en"] {
                if !root.join(format!("locales/{lang}/{law}.ftl")).exists() {
                    problems.push(format!("{name}: no locales/{lang}/{law}.ftl"));
                }
            }
        }
    }
    for lang in ["fr", "en"] {
        for entry in std::fs::read_dir(root.join(format!("locales/{lang}"))).expect("locales").flatten() {
            let file = entry.file_name().to_string_lossy().into_owned();
            let text = std::fs::read_to_string(entry.path()).expect("a Fluent file");
            for id in text.lines().filter_map(|l| l.split_once(" =").map(|(id, _)| id)) {
                if let Some(law) = law_of(id).filter(|_| id.contains('-'))
                    && file != format!("{law}.ftl")
                {
                    problems.push(format!("{lang}/{file}: {id} belongs in {law}.ftl"));
                }
            }
        }
    }
    // Every file is registered, or its texts would be missing at run time.
    let registry = std::fs::read_to_string(root.join("src/lib.rs")).expect("the crate root");
    for entry in std::fs::read_dir(root.join("locales/en")).expect("locales").flatten() {
        let file = entry.file_name().to_string_lossy().into_owned();
        if !registry.contains(&format!("\"{file}\"")) {
            problems.push(format!("{file} is not in lib.rs's fluent_files!"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A bridge rule's three spellings agree: its id (`ffb.law52.b1a`), the
/// paragraph its citation names (`B1(a)`) and its title's message id
/// (`law52-b1a-title`). Written as three literals side by side, a rule copied
/// from its neighbour could keep the neighbour's law in one of them; the
/// goldens would show the wrong citation but nothing would say so. Checked
/// on every `Rule { id: "…", citation: helper(…) }` of the sources: the
/// law is the same in the id, the helper (`law52(…)`, or `ffb("52", …)`) and
/// the title; the paragraph, letters and digits only, begins the id's
/// paragraph part and appears in the title id. The exceptions are listed,
/// each with its reason.
#[test]
fn a_rules_id_paragraph_and_title_agree() {
    // (id, why its spellings differ)
    const EXCEPTIONS: &[(&str, &str)] = &[
        ("ffb2017.law64.c1", "64C1 cites the whole of 64C's title"),
        ("ffb.law62.c", "62C1 is cited under 62C's title"),
        ("ffb.law51.footnote", "the footnote has no paragraph letter (B*)"),
        ("ffb2017.law32.a2a", "32A2 says what 31A2 says: the title is Law 31's"),
        ("ffb2017.law32.a2b", "32A2 says what 31A2 says: the title is Law 31's"),
        ("ffb.law16.b1a.source", "the sources of 16B1 listed under B1(a), titled B1"),
        ("ffb2017.law16.d2d", "written with the 2007 numbering (C2(d)), renumbered by the edition"),
    ];
    let mut sources_found = Vec::new();
    for folder in ["../bridge/src/kinds", "../bridge/src/findings", "../bridge/src/laws"] {
        sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join(folder), &mut sources_found);
    }
    let letters = |s: &str| s.chars().filter(char::is_ascii_alphanumeric).collect::<String>().to_ascii_lowercase();
    let mut checked = 0;
    let mut wrong = Vec::new();
    for path in sources_found {
        let source = std::fs::read_to_string(&path).expect("source");
        let source = source.split("#[cfg(test)]").next().unwrap_or_default();
        // rustfmt breaks a long rule over lines: read it as one.
        let source = source.split_whitespace().collect::<Vec<_>>().join(" ");
        for (at, _) in source.match_indices("Rule { id: \"") {
            let rest = &source[at + "Rule { id: \"".len()..];
            let Some((id, rest)) = rest.split_once('"') else { continue };
            let Some(call) = rest.trim_start().strip_prefix(", citation: ") else { continue };
            // A citation borrowed from another rule (`law50::D2A_REQUIRE.citation`) is that rule's.
            let Some((helper, args)) = call.split_once('(') else { continue };
            if !helper.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                continue;
            }
            // The quoted arguments up to the call's closing parenthesis
            // (a paragraph such as "A2(a)" holds one of its own).
            let mut quoted = Vec::new();
            let mut inside: Option<usize> = None;
            for (i, c) in args.char_indices() {
                match (c, inside) {
                    ('"', None) => inside = Some(i + 1),
                    ('"', Some(start)) => {
                        quoted.push(&args[start..i]);
                        inside = None;
                    }
                    (')', None) => break,
                    _ => {}
                }
            }
            let (law, paragraph, title) = match (helper, quoted.as_slice()) {
                ("ffb", [law, paragraph, title]) => ((*law).to_owned(), *paragraph, *title),
                (_, [paragraph, title]) if helper.starts_with("law") => {
                    (helper.trim_start_matches("law").to_owned(), *paragraph, *title)
                }
                _ => continue,
            };
            checked += 1;
            if EXCEPTIONS.iter().any(|(e, _)| *e == id) {
                continue;
            }
            let parts: Vec<&str> = id.split('.').collect();
            let law_part = format!("law{law}");
            let id_paragraph = parts.iter().position(|p| *p == law_part).and_then(|i| parts.get(i + 1));
            let title_plain = title.replace("-2017", "").replace("-2007", "");
            let paragraph = letters(paragraph);
            let mut problems = Vec::new();
            if id_paragraph.is_none() && !parts.contains(&law_part.as_str()) {
                problems.push(format!("the id names another law than {law}"));
            }
            if let Some(id_paragraph) = id_paragraph
                && !paragraph.is_empty()
                && !letters(id_paragraph).starts_with(&paragraph)
                && !paragraph.starts_with(id_paragraph.split('_').next().unwrap_or_default())
            {
                problems.push(format!("paragraph {paragraph} against the id's {id_paragraph}"));
            }
            if !title_plain.starts_with(&format!("law{law}-")) {
                problems.push(format!("title {title} of another law"));
            }
            // The title after its `lawNN-` prefix (every title holds "law").
            let title_rest = title_plain.strip_prefix(&format!("law{law}-")).unwrap_or(&title_plain);
            if !paragraph.is_empty() && !title_rest.replace('-', "").contains(&paragraph) {
                problems.push(format!("title {title} without the paragraph {paragraph}"));
            }
            if !problems.is_empty() {
                wrong.push(format!("{id}: {}", problems.join("; ")));
            }
        }
    }
    assert!(checked > 150, "only {checked} rules found: has the way rules are written changed?");
    assert!(wrong.is_empty(), "rules whose spellings disagree:\n{}", wrong.join("\n"));
}
