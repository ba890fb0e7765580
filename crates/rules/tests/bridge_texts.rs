//! What the facade says of bridge rulings in words: the catalogue's texts of
//! a kind, and a rectification's description (the labels are the facade's;
//! the interviews' own tests are arbitre-bridge's).

#![allow(missing_docs, clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeMap;

use arbitre_rules::catalogue::Kind;
use arbitre_rules::ruleset::{FFB_2007, FFB_2017};
use arbitre_rules::ruling::Incident;
use arbitre_rules::text::Localized;
use arbitre_rules::{bridge, evaluate};
use serde_json::json;

fn assert_rendered(text: &Localized, prefix: &str) {
    for s in [&text.fr, &text.en] {
        assert!(!s.is_empty() && !s.starts_with(prefix) && !s.starts_with("summary-"), "unrendered: {s}");
    }
}

/// Law 65's kind says everything in both languages: its title, its facts
/// and their options, its laws.
#[test]
fn every_text_of_law_65s_kind_exists_in_both_languages() {
    for ruleset in [&FFB_2007, &FFB_2017] {
        let kind = ruleset.kind(bridge::law65::KIND.id).expect("Law 65's kind");
        assert!(matches!(kind, Kind::Bridge(_)));
        let info = ruleset.kind_info(kind);
        assert_rendered(&info.title, "law65-");
        for fact in &info.facts {
            assert_rendered(&fact.text, "law65-");
            for option in fact.options.iter().flatten() {
                assert_rendered(&option.label, "law65-");
            }
        }
        for law in &info.laws {
            assert_rendered(&law.title, "law65-");
        }
    }
}

/// Under the 2007 Laws, 16C3 (information from outside the table after the
/// first call) is a review of whether the information affected the result:
/// its description names no side at fault.
#[test]
fn the_2007_extraneous_information_review_says_the_result_was_affected() {
    let incident = Incident {
        kind: bridge::law16::EXTRANEOUS_KIND.id.into(),
        facts: json!({"source": "result_overheard", "when_received": "after_first_call"})
            .as_object()
            .cloned()
            .unwrap()
            .into_iter()
            .collect(),
        record: None,
        choices: BTreeMap::new(),
        outcome: None,
    };
    let d = evaluate(&incident, &FFB_2007).expect("valid");
    let review = d.rectifications.first().expect("a review").description();
    assert!(review.en.contains("affected the result") && !review.en.contains("non-offending"), "{review:?}");
    assert!(review.fr.contains("affecté le résultat") && !review.fr.contains("non fautif"), "{review:?}");
}
