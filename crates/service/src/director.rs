//! The director rules otherwise than the engine.
//!
//! The engine rules from the facts it is given; the director at the table
//! may find other facts, or judge where the law leaves him to. His ruling
//! is recorded as an event of its own (`director_ruling`, his body kept as
//! read) with a ruling snapshot that becomes the incident's current ruling:
//! what he ruled, the laws he cites, and his reason in the summary. The
//! engine's rulings stay in the history, so a federation can see where the
//! engine and its directors disagree. At tarot, the sanctions follow his
//! ruling as they follow the engine's.
//!
//! Only the incident's own club records it (the director works for the
//! club's event); the incident is then complete, and an answer added later
//! needs the ruling reopened first, as for any complete ruling.

use arbitre_rules::bridge::rectification::Rectification as BridgeRectification;
use arbitre_rules::catalogue::Game;
use arbitre_rules::rectification::Rectification;
use arbitre_rules::ruleset;
use arbitre_rules::ruling::{Citation, Decision, Status};
use arbitre_rules::tarot::rectification::Rectification as TarotRectification;
use arbitre_rules::text::{self, Localized};
use arbitre_store::NewEvent;

use crate::caller::Caller;
use crate::error::{Refusal, ServiceError};
use crate::request::{IncidentContext, RulingRequest};
use crate::sanctions::{Ruled, plan_for};
use crate::view::{DirectorCitation, DirectorRulingRequest, IncidentView};
use crate::workflow::{Service, snapshot, to_value, written_or_again};

/// The kind of the event that records a director's ruling.
pub const DIRECTOR_RULING: &str = "director_ruling";

/// The longest reason, in bytes.
const MAX_REASON: usize = 2000;
/// The most rectifications one director's ruling gives.
const MAX_RECTIFICATIONS: usize = 32;
/// The most citations one director's ruling gives.
const MAX_CITATIONS: usize = 16;
/// The largest point penalty a director's ruling may record: ten times the
/// largest the FFT code names (a ruling past it is a typing error).
const MAX_PENALTY_POINTS: i32 = 10_000;
/// The longest text inside a rectification (a law's name, a notation).
const MAX_RECTIFICATION_TEXT: usize = 200;
/// The longest law (or tarot section), in bytes.
const MAX_LAW: usize = 64;
/// The longest paragraph, in bytes.
const MAX_PARAGRAPH: usize = 128;

impl Service {
    /// Records the director's ruling on one of the caller's club's
    /// incidents, in one transaction with its sanctions, and makes it the
    /// current ruling. With `expected` (the versions the client's `If-Match`
    /// accepts), it applies only to one of them.
    pub async fn rule_as_director(
        &self,
        caller: &Caller,
        id: &str,
        body: DirectorRulingRequest,
        expected: Option<Vec<i64>>,
    ) -> Result<IncidentView, ServiceError> {
        let incident = self.writable(caller, id, expected.as_deref()).await?;
        check(&body, &incident.game)?;
        // A ruling an appeal settles is not the director's to change.
        crate::appeals::frozen_by_appeal(&self.store.events(incident.id).await?)?;
        let rulings = self.store.rulings(incident.id).await?;
        let current: Decision = rulings
            .last()
            .and_then(|r| serde_json::from_value(r.decision.clone()).ok())
            .ok_or(ServiceError::Internal("stored ruling does not decode"))?;
        // His citations are in the code of the edition the incident is
        // ruled under: the one of its current ruling.
        let code = ruleset::find(&current.ruleset.id)
            .map(|r| r.citation_code)
            .ok_or(ServiceError::Internal("stored ruling names an unknown ruleset"))?;
        let summary = text::localized("director-ruling-summary", &[("reason", body.reason.trim().into())]);
        let decision =
            ruling_given(current, &body.rectifications, &body.citations, code, "director-citation-title", summary);
        let request: RulingRequest = serde_json::from_value(incident.input.clone())
            .map_err(|_| ServiceError::Internal("stored incident input does not decode"))?;
        let context: IncidentContext = serde_json::from_value(incident.context.clone()).unwrap_or_default();
        let on = Ruled {
            club: incident.club_id,
            incident: Some((incident.id, incident.created_at)),
            kind: &incident.kind,
            context: &context,
            seq: incident.version + 1,
        };
        let payload = to_value(&body)?;
        let mut attempts = 0;
        let updated = loop {
            // As for the engine's rulings: the sanctions planned on the
            // players' offences as read, checked again in the transaction,
            // planned again if they changed meanwhile.
            let mut ruling = snapshot(&decision)?;
            ruling.sanctions = plan_for(self.store.as_ref(), &request, &decision, &on).await?;
            let written = self
                .store
                .append(
                    incident.id,
                    incident.version,
                    decision.status.as_str().to_owned(),
                    incident.input.clone(),
                    NewEvent { kind: DIRECTOR_RULING.to_owned(), actor: caller.actor(), payload: payload.clone() },
                    ruling,
                )
                .await;
            if let Some(done) = written_or_again(written, &mut attempts, expected.is_some())? {
                break done;
            }
        };
        self.view(updated).await
    }
}

/// A ruling given otherwise than by the engine (the director's, an
/// appeal's) as a decision: complete, with its rectifications and
/// citations, its grounds in the summary, and nothing left to ask. What the
/// engine read off the record (`derived`) stays: it is the deal's, not the
/// engine's judgement. The trace goes: no rule of the engine decided it.
pub(crate) fn ruling_given(
    mut decision: Decision,
    rectifications: &[Rectification],
    citations: &[DirectorCitation],
    code: &str,
    citation_title: &str,
    summary: Localized,
) -> Decision {
    decision.status = Status::Complete;
    decision.questions.clear();
    decision.choice = None;
    decision.conditional.clear();
    decision.information.clear();
    decision.rectifications = rectifications.to_vec();
    decision.citations = citations
        .iter()
        .map(|c| Citation {
            code: code.to_owned().into(),
            law: typographic_apostrophes(c.law.trim()).into(),
            paragraph: paragraph_as_the_laws_write_it(&typographic_apostrophes(c.paragraph.trim())).into(),
            title: text::msg(citation_title),
        })
        .collect();
    decision.summary = summary;
    decision.trace = None;
    decision
}

/// The sections of the FFT's texts the tarot rulesets cite (the code's
/// sections, « Règlement officiel »), in order, once each.
fn tarot_sections() -> Vec<&'static str> {
    let mut sections: Vec<&'static str> = ruleset::ALL
        .iter()
        .filter(|r| r.game == Game::Tarot)
        .flat_map(|r| r.kinds.iter().flat_map(|k| k.laws().iter()).chain(r.laws_of_every_kind.iter()))
        .map(|c| c.law)
        .collect();
    sections.sort_unstable();
    sections.dedup();
    sections
}

/// A text with the typographic apostrophe (’) written as the catalogue
/// writes it ('): « Fautes contre l’éthique » is searched and counted as the
/// section it is (a federation probe found it apart).
pub(crate) fn typographic_apostrophes(text: &str) -> String {
    text.replace('\u{2019}', "'")
}

/// A bridge paragraph written as the Laws write it, when it has their
/// shape: a capital letter, its number, lower-case sub-paragraphs in
/// brackets, footnote stars (`b1(A)` and `B 1 (a)` are `B1(a)`), so that a
/// search by paragraph finds the director's and the appeal's rulings as it
/// finds the engine's (a federation probe found `b1(A)` stored as typed and
/// missed by `paragraph=B1`). Anything else (a regulation's reference, a
/// tarot chapter) is kept as written.
pub(crate) fn paragraph_as_the_laws_write_it(paragraph: &str) -> String {
    let compact: String = paragraph.chars().filter(|c| !c.is_whitespace()).collect();
    let mut chars = compact.chars().peekable();
    let mut out = String::with_capacity(compact.len());
    match chars.next() {
        Some(letter) if letter.is_ascii_alphabetic() => out.push(letter.to_ascii_uppercase()),
        _ => return paragraph.to_owned(),
    }
    while let Some(digit) = chars.next_if(char::is_ascii_digit) {
        out.push(digit);
    }
    // A sub-paragraph letter written without its brackets (`b1a`).
    if out.len() > 1
        && let Some(letter) = chars.next_if(char::is_ascii_lowercase)
    {
        if chars.peek().is_some_and(|c| *c != '(' && *c != '*') {
            return paragraph.to_owned();
        }
        out.push('(');
        out.push(letter);
        out.push(')');
    }
    while chars.next_if_eq(&'(').is_some() {
        out.push('(');
        let mut inner = 0;
        while let Some(letter) = chars.next_if(char::is_ascii_alphabetic) {
            out.push(letter.to_ascii_lowercase());
            inner += 1;
        }
        if inner == 0 || inner > 4 || chars.next_if_eq(&')').is_none() {
            return paragraph.to_owned();
        }
        out.push(')');
    }
    while chars.next_if_eq(&'*').is_some() {
        out.push('*');
    }
    if chars.next().is_some() { paragraph.to_owned() } else { out }
}

/// Refuses a body a ruling cannot rest on, naming the field.
fn check(body: &DirectorRulingRequest, game: &str) -> Result<(), ServiceError> {
    check_text("/reason", &body.reason, MAX_REASON, "error-director-reason")?;
    check_ruling_given(&body.rectifications, &body.citations, game)
}

/// Refuses a required text that is blank, longer than `max` bytes or holds
/// a NUL byte, naming its field.
pub(crate) fn check_text(pointer: &str, value: &str, max: usize, message: &str) -> Result<(), ServiceError> {
    if value.contains('\0') {
        return Err(ServiceError::nul_byte("invalid_body", pointer));
    }
    if value.trim().is_empty() || value.len() > max {
        return Err(ServiceError::refused(Refusal::Unprocessable, "invalid_body", message).at(pointer));
    }
    Ok(())
}

/// The largest score a bridge board can give one side (Law 77: thirteen
/// undertricks, redoubled, vulnerable).
const MAX_BRIDGE_SCORE: f64 = 7600.0;

/// The message naming figures a ruling cannot hold in `rectification`, if
/// it holds any: a trick count that is not the 13 tricks of the deal, more
/// than the two tricks Law 64A transfers, a penalty of no points or past any
/// the code gives, penalty cards beyond a hand, a suspension of no time,
/// points restored beyond a tarot deal's, an adjusted score no bridge board
/// gives.
fn impossible_figures(rectification: &Rectification) -> Option<&'static str> {
    let figures = "error-director-rectification-figures";
    match rectification {
        Rectification::Bridge(BridgeRectification::TricksEstablished { declarer_side, defenders, .. }) => {
            (u16::from(*declarer_side) + u16::from(*defenders) != 13).then_some(figures)
        }
        Rectification::Bridge(BridgeRectification::TricksTransferred { count, .. }) => (*count > 2).then_some(figures),
        Rectification::Bridge(BridgeRectification::PenaltyCards { count, .. }) => {
            (!(1..=13).contains(count)).then_some(figures)
        }
        Rectification::Tarot(TarotRectification::PointPenalty { points, .. }) => {
            (!(1..=MAX_PENALTY_POINTS).contains(points)).then_some(figures)
        }
        Rectification::Tarot(TarotRectification::Suspension { months, .. }) => (*months == 0).then_some(figures),
        // A deal holds 91 points and three oudlers (règlement, « Valeur
        // des cartes », « Les Oudlers »), counted to the half point (a
        // probe stored 500 points and 7 oudlers restored).
        Rectification::Tarot(TarotRectification::PointsRestored { points, oudlers, .. }) => (points
            .is_some_and(|p| !(0.0..=91.0).contains(&p) || (p * 2.0).fract() != 0.0)
            || oudlers.is_some_and(|o| o > 3))
        .then_some("error-director-points-restored"),
        // An adjusted score both sides share is each other's opposite,
        // and no bridge score passes 7600 (thirteen undertricks,
        // redoubled, vulnerable: Law 77); a probe stored −5000/+77.
        Rectification::Bridge(BridgeRectification::AdjustedScore { ns, ew, split, .. }) => {
            let beyond = |p: Option<f64>| p.is_some_and(|p| !p.is_finite() || p.abs() > MAX_BRIDGE_SCORE);
            (beyond(ns.points)
                || beyond(ew.points)
                || (!*split && ns.points.zip(ew.points).is_some_and(|(n, e)| (n + e).abs() > 0.005)))
            .then_some("error-director-adjusted-score")
        }
        _ => None,
    }
}

/// Refuses rectifications and citations a ruling on an incident of `game`
/// cannot rest on (a director's, an appeal's), naming the field.
pub(crate) fn check_ruling_given(
    rectifications: &[Rectification],
    citations: &[DirectorCitation],
    game: &str,
) -> Result<(), ServiceError> {
    let unprocessable = |message: &str, pointer: String| {
        ServiceError::refused(Refusal::Unprocessable, "invalid_body", message).at(pointer)
    };
    let text_fields = citations.iter().enumerate().flat_map(|(i, c)| {
        [(format!("/citations/{i}/law"), &*c.law), (format!("/citations/{i}/paragraph"), &*c.paragraph)]
    });
    for (pointer, value) in text_fields {
        if value.contains('\0') {
            return Err(ServiceError::nul_byte("invalid_body", pointer));
        }
    }
    if rectifications.len() > MAX_RECTIFICATIONS {
        return Err(unprocessable("error-director-rectifications", "/rectifications".to_owned()));
    }
    for (i, rectification) in rectifications.iter().enumerate() {
        let pointer = format!("/rectifications/{i}");
        // Each game rules in its own vocabulary: a bridge point penalty, a
        // tarot trick transfer would be stored and never applied.
        let other_game = match rectification {
            Rectification::Bridge(_) => game != Game::Bridge.as_str(),
            Rectification::Tarot(_) => game != Game::Tarot.as_str(),
            Rectification::Shared(_) => false,
        };
        if other_game {
            return Err(unprocessable("error-director-rectification-game", pointer));
        }
        // Its texts: no NUL (PostgreSQL's JSON refuses one: it would fail
        // the write, not the request), each of a bounded length.
        let as_json = serde_json::to_value(rectification).unwrap_or_default();
        let mut texts = Vec::new();
        strings_of(&as_json, &mut texts);
        if texts.iter().any(|t| t.contains('\0')) {
            return Err(ServiceError::nul_byte("invalid_body", pointer));
        }
        if texts.iter().any(|t| t.len() > MAX_RECTIFICATION_TEXT) {
            return Err(unprocessable("error-director-rectification-figures", pointer));
        }
        // The same rectification twice would record its sanction twice.
        if rectifications[..i].contains(rectification) {
            return Err(unprocessable("error-director-rectification-twice", pointer));
        }
        if let Some(message) = impossible_figures(rectification) {
            return Err(unprocessable(message, pointer));
        }
    }
    // A complete ruling always cites what it rests on.
    if citations.is_empty() || citations.len() > MAX_CITATIONS {
        return Err(unprocessable("error-director-citations", "/citations".to_owned()));
    }
    for (i, citation) in citations.iter().enumerate() {
        if citation.law.trim().is_empty() || citation.law.len() > MAX_LAW {
            return Err(unprocessable("error-director-citation-law", format!("/citations/{i}/law")));
        }
        // A bridge ruling cites a law of the Laws of Duplicate Bridge by its
        // number (1 to 93): "Loi 16" or "999" would be searched and counted
        // as a law of their own, spoiling the federation's figures by law.
        // Written as the number itself: "016" or "+16" would be counted
        // apart from "16".
        let law = citation.law.trim();
        let bridge_law = law.parse::<u8>().is_ok_and(|n| (1..=93).contains(&n) && n.to_string() == law);
        if game == Game::Bridge.as_str() && !bridge_law {
            return Err(unprocessable("error-director-citation-bridge-law", format!("/citations/{i}/law")));
        }
        // A tarot ruling cites a section of the FFT's code, or the
        // règlement, as the catalogue names them: a made-up section would
        // be searched and counted as one of its own (a federation probe's
        // « Section inventée » was stored, where bridge refuses law 999).
        if game == Game::Tarot.as_str() && !tarot_sections().contains(&typographic_apostrophes(law).as_str()) {
            return Err(ServiceError::refused_with(
                Refusal::Unprocessable,
                "invalid_body",
                text::localized(
                    "error-director-citation-tarot-section",
                    &[("sections", tarot_sections().join(", ").into())],
                ),
            )
            .at(format!("/citations/{i}/law")));
        }
        if citation.paragraph.len() > MAX_PARAGRAPH {
            return Err(unprocessable("error-director-citation-paragraph", format!("/citations/{i}/paragraph")));
        }
    }
    Ok(())
}

/// Every string inside a JSON value.
fn strings_of<'a>(value: &'a serde_json::Value, into: &mut Vec<&'a str>) {
    match value {
        serde_json::Value::String(text) => into.push(text),
        serde_json::Value::Array(items) => items.iter().for_each(|v| strings_of(v, into)),
        serde_json::Value::Object(fields) => fields.values().for_each(|v| strings_of(v, into)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbitre_rules::rectification::SharedRectification;

    fn body(citations: usize, paragraph: &str) -> DirectorRulingRequest {
        DirectorRulingRequest {
            reason: "Facts found otherwise at the table.".into(),
            rectifications: Vec::new(),
            citations: (0..citations)
                .map(|_| DirectorCitation { law: "27".into(), paragraph: paragraph.into() })
                .collect(),
        }
    }

    fn pointer(error: ServiceError) -> Option<String> {
        match error {
            ServiceError::Refused { pointer, .. } => pointer,
            _ => None,
        }
    }

    #[test]
    fn a_paragraph_is_stored_as_the_laws_write_it() {
        for (typed, stored) in [
            ("B1", "B1"),
            ("b1(A)", "B1(a)"),
            ("B 1 (a)", "B1(a)"),
            ("d2 (c)", "D2(c)"),
            ("B1(b)(I)", "B1(b)(i)"),
            ("B***", "B***"),
            ("", ""),
            // Not the Laws' shape: kept as written.
            ("Défenseur", "Défenseur"),
            ("B2 règlement FFB", "B2 règlement FFB"),
            ("(a)", "(a)"),
            ("b1a", "B1(a)"),
            ("B1a(i)", "B1(a)(i)"),
            ("Bb", "Bb"),
        ] {
            assert_eq!(paragraph_as_the_laws_write_it(typed), stored, "{typed}");
        }
    }

    #[test]
    fn a_tarot_ruling_cites_a_section_the_catalogue_names() {
        let tarot = |law: &str| {
            let mut ruling = body(1, "Défenseur");
            ruling.citations[0].law = law.into();
            check(&ruling, "tarot")
        };
        assert!(tarot("Carte exposée").is_ok());
        assert!(tarot("Règlement officiel").is_ok());
        // The typographic apostrophe is the catalogue's straight one.
        assert!(tarot("Fautes contre l\u{2019}éthique").is_ok());
        let refused = tarot("Section inventée").err().and_then(pointer);
        assert_eq!(refused.as_deref(), Some("/citations/0/law"));
    }

    #[test]
    fn a_bridge_ruling_cites_a_law_by_its_number() {
        for (law, ok) in [
            ("16", true),
            (" 93 ", true),
            ("0", false),
            ("94", false),
            ("Loi 16", false),
            ("016", false),
            ("+16", false),
        ] {
            let mut ruling = body(1, "B1");
            ruling.citations[0].law = law.into();
            let result = check(&ruling, "bridge");
            assert_eq!(result.is_ok(), ok, "{law}");
            if !ok {
                assert_eq!(result.err().and_then(pointer).as_deref(), Some("/citations/0/law"), "{law}");
            }
        }
        // A tarot ruling cites the code's sections by name.
        let mut ruling = body(1, "Renonce consommée");
        ruling.citations[0].law = "Renonce".into();
        assert!(check(&ruling, "tarot").is_ok());
    }

    #[test]
    fn a_ruling_cites_one_to_sixteen_paragraphs_of_bounded_length() {
        assert!(check(&body(1, "B1(b)"), "bridge").is_ok());
        assert!(check(&body(MAX_CITATIONS, ""), "bridge").is_ok());
        assert_eq!(check(&body(0, "B1"), "bridge").err().and_then(pointer).as_deref(), Some("/citations"));
        assert_eq!(
            check(&body(MAX_CITATIONS + 1, "B1"), "bridge").err().and_then(pointer).as_deref(),
            Some("/citations")
        );
        let long = "B".repeat(MAX_PARAGRAPH + 1);
        assert_eq!(check(&body(2, &long), "bridge").err().and_then(pointer).as_deref(), Some("/citations/0/paragraph"));
    }

    #[test]
    fn figures_a_ruling_cannot_hold_are_refused() {
        let mut b = body(1, "");
        b.rectifications = vec![
            BridgeRectification::TricksEstablished {
                declarer: None,
                declarer_side: 9,
                defenders: 9,
                basis: arbitre_rules::bridge::rectification::TrickCountBasis::DirectorReconstruction,
            }
            .into(),
        ];
        assert_eq!(check(&b, "bridge").err().and_then(pointer).as_deref(), Some("/rectifications/0"));
        b.rectifications = vec![
            BridgeRectification::TricksEstablished {
                declarer: None,
                declarer_side: 9,
                defenders: 4,
                basis: arbitre_rules::bridge::rectification::TrickCountBasis::DirectorReconstruction,
            }
            .into(),
        ];
        assert!(check(&b, "bridge").is_ok());
    }

    #[test]
    fn points_a_deal_cannot_hold_and_scores_a_board_cannot_give_are_refused() {
        let ruling = |game: &str, law: &str, rectification: serde_json::Value| {
            let mut b = body(1, "");
            b.citations[0].law = law.into();
            b.rectifications = vec![serde_json::from_value(rectification).expect("a rectification")];
            check(&b, game).err().and_then(pointer)
        };
        let restored = |points: f64, oudlers: u8| {
            ruling(
                "tarot",
                "Renonce",
                serde_json::json!({"type": "points_restored", "to": "defence", "points": points, "oudlers": oudlers}),
            )
        };
        assert_eq!(restored(40.5, 2), None);
        assert_eq!(restored(500.0, 1).as_deref(), Some("/rectifications/0"));
        assert_eq!(restored(10.0, 7).as_deref(), Some("/rectifications/0"));
        assert_eq!(restored(10.25, 0).as_deref(), Some("/rectifications/0"));
        let side = |points: f64| {
            serde_json::json!({"kind": "assigned", "law": "12C1(b)", "offending": false, "components": [],
                               "points": points, "percentage": null})
        };
        let adjusted = |ns: f64, ew: f64, split: bool| {
            ruling(
                "bridge",
                "16",
                serde_json::json!({"type": "adjusted_score", "notation": "4S=", "ns": side(ns), "ew": side(ew),
                                   "offending_side": "EW", "kind": "assigned", "split": split, "law": "16B3"}),
            )
        };
        assert_eq!(adjusted(420.0, -420.0, false), None);
        assert_eq!(adjusted(-5000.0, 77.0, false).as_deref(), Some("/rectifications/0"));
        assert_eq!(adjusted(420.0, -100.0, true), None);
        assert_eq!(adjusted(9999.0, -9999.0, false).as_deref(), Some("/rectifications/0"));
    }

    #[test]
    fn the_same_rectification_twice_or_a_nul_inside_one_is_refused() {
        let mut b = body(1, "");
        // A section of the code, so that the tarot checks reach the rectifications.
        b.citations[0].law = "Carte exposée".into();
        let warning = Rectification::from(TarotRectification::Warning {
            player: arbitre_rules::tarot::arbitration::TarotRole::Offender,
        });
        b.rectifications = vec![warning.clone(), warning.clone()];
        assert_eq!(check(&b, "tarot").err().and_then(pointer).as_deref(), Some("/rectifications/1"));
        b.rectifications = vec![SharedRectification::NotImplemented { law: "27\0".into() }.into()];
        assert_eq!(check(&b, "tarot").err().and_then(pointer).as_deref(), Some("/rectifications/0"));
        // A tarot warning on a bridge incident would never be applied.
        b.rectifications = vec![warning];
        assert!(check(&b, "tarot").is_ok());
        b.citations[0].law = "27".into();
        assert_eq!(check(&b, "bridge").err().and_then(pointer).as_deref(), Some("/rectifications/0"));
    }

    #[test]
    fn the_reason_is_required_and_bounded() {
        let mut b = body(1, "");
        b.reason = "x".repeat(MAX_REASON + 1);
        assert_eq!(check(&b, "bridge").err().and_then(pointer).as_deref(), Some("/reason"));
        b.reason = " \n ".into();
        assert_eq!(check(&b, "bridge").err().and_then(pointer).as_deref(), Some("/reason"));
    }
}
