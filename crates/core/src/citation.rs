//! A reference to a law, paragraph or case: what every complete decision,
//! finding and legal-play reason rests on ([`Citation`], as a decision
//! states it), the same as static data a game declares its paragraphs with
//! ([`CitationSpec`]), and a rule: one paragraph with its stable id
//! ([`Rule`]).

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::text::Localized;

/// A reference to a law, paragraph or case.
// Its texts are borrowed from the static catalogue when a ruling cites it
// (no allocation per citation: issue 18), owned when read back from JSON.
// (Not in the doc comment: that one is the API's description of the type.)
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Citation {
    /// The code cited: `FFB 2017` (bridge laws) or `FFT` (tarot arbitration code).
    pub code: Cow<'static, str>,
    /// The law number (bridge) or section (tarot).
    pub law: Cow<'static, str>,
    /// The paragraph, e.g. `B3` (empty for a whole law).
    pub paragraph: Cow<'static, str>,
    /// The paragraph's subject, in our own words.
    pub title: Localized,
}

impl Citation {
    /// `spec` as an edition states it: `code` and `paragraph` as the edition
    /// numbers them, `title` (a Fluent id) as it words it; the texts are
    /// borrowed from the static catalogue.
    pub fn stated(
        spec: &CitationSpec,
        code: &'static str,
        paragraph: Cow<'static, str>,
        title: &'static str,
    ) -> Citation {
        Citation {
            code: Cow::Borrowed(code),
            law: Cow::Borrowed(spec.law),
            paragraph,
            title: crate::text::literal_msg(title),
        }
    }
}

/// What identifies a citation made only of static texts: each text's
/// address and length (code, law, paragraph, the title's French and
/// English). A static text never changes, so the same key is always the same
/// JSON.
type StaticCitationKey = [usize; 10];

/// The most citations one thread keeps written (a ruleset cites a few
/// hundred paragraphs; past this, citations are written field by field).
const WRITTEN_CITATIONS: usize = 4096;

thread_local! {
    /// The citations made of static texts this thread has written as JSON,
    /// with that JSON ([`Citation`]'s `Serialize`).
    static WRITTEN: std::cell::RefCell<rustc_hash::FxHashMap<StaticCitationKey, Box<serde_json::value::RawValue>>> =
        std::cell::RefCell::new(rustc_hash::FxHashMap::default());
}

impl Citation {
    /// The key of a citation whose texts are all static (borrowed from the
    /// catalogue, as a ruling states it); `None` for one read back from
    /// JSON or numbered at run time.
    fn static_key(&self) -> Option<StaticCitationKey> {
        let texts = [&self.code, &self.law, &self.paragraph, &self.title.fr, &self.title.en];
        let mut key = [0; 10];
        for (at, text) in texts.into_iter().enumerate() {
            let Cow::Borrowed(text) = text else { return None };
            key[2 * at] = text.as_ptr() as usize;
            key[2 * at + 1] = text.len();
        }
        Some(key)
    }
}

/// A citation's fields, as the derive would write them.
struct CitationFields<'a>(&'a Citation);

impl Serialize for CitationFields<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct as _;
        let mut fields = serializer.serialize_struct("Citation", 4)?;
        fields.serialize_field("code", &self.0.code)?;
        fields.serialize_field("law", &self.0.law)?;
        fields.serialize_field("paragraph", &self.0.paragraph)?;
        fields.serialize_field("title", &self.0.title)?;
        fields.end()
    }
}

// Serialized by hand only to write a citation of static texts, when the
// writer is serde_json's (`text::writing_json`), as the JSON this thread
// wrote it into the first time: one lookup and one copy instead of four
// keys and seven texts (issue 18: a ruling by facts cites three). Any other
// time its fields, as the derive writes them. A test writes both ways.
impl Serialize for Citation {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let Some(key) = self.static_key().filter(|_| crate::text::writing_raw_json()) else {
            return CitationFields(self).serialize(serializer);
        };
        WRITTEN.with_borrow_mut(|written| {
            if let Some(raw) = written.get(&key) {
                return raw.serialize(serializer);
            }
            if written.len() >= WRITTEN_CITATIONS {
                return CitationFields(self).serialize(serializer);
            }
            // Written inside `writing_json` as the answer is: the title as
            // the one object it was quoted into (the same bytes).
            match serde_json::value::to_raw_value(&CitationFields(self)) {
                Ok(raw) => written.entry(key).or_insert(raw).serialize(serializer),
                Err(_) => CitationFields(self).serialize(serializer),
            }
        })
    }
}

/// A law, paragraph or case, as static data: what a game declares its
/// paragraphs with. A ruleset renders it as a [`Citation`] in the edition
/// its rulings apply ([`crate::Edition`]: its code, its numbering, its
/// title in both languages).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CitationSpec {
    /// The code cited, e.g. `FFB 2017`.
    pub code: &'static str,
    /// Law number or section.
    pub law: &'static str,
    /// Paragraph.
    pub paragraph: &'static str,
    /// Fluent id of the paragraph's subject.
    pub title: &'static str,
}

/// A rule: one paragraph of a law (or one case of the FFT code), with a
/// stable id that appears in traces and questions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rule {
    /// Stable id, e.g. `ffb2017.law65.b3.correction`.
    pub id: &'static str,
    /// The paragraph it implements.
    pub citation: CitationSpec,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::writing_json;

    fn cited(paragraph: Cow<'static, str>) -> Citation {
        let spec = CitationSpec { code: "FFB 2017", law: "27", paragraph: "B1", title: "summary-missing" };
        Citation::stated(&spec, "FFB 2017", paragraph, "summary-missing")
    }

    /// A citation of static texts is written by serde_json's writer as its
    /// fields are, the first time (then kept) and after (from what was
    /// kept); one with a text of its own, and any other writer, get the
    /// fields; two citations that differ in one text differ in their JSON.
    #[test]
    fn a_citation_is_written_as_its_fields_are() {
        let stated = cited(Cow::Borrowed("B1"));
        let title = serde_json::to_string(&stated.title).unwrap_or_default();
        let fields = format!(r#"{{"code":"FFB 2017","law":"27","paragraph":"B1","title":{title}}}"#);
        assert_eq!(serde_json::to_string(&stated).unwrap_or_default(), fields);
        let key = stated.static_key().expect("static texts");
        for _ in 0..2 {
            assert_eq!(writing_json(|| serde_json::to_string(&stated)).unwrap_or_default(), fields);
            assert!(WRITTEN.with_borrow(|written| written.contains_key(&key)), "kept");
        }
        let own = cited(Cow::Owned("B1".to_owned()));
        assert_eq!(own.static_key(), None);
        assert_eq!(writing_json(|| serde_json::to_string(&own)).unwrap_or_default(), fields);
        let other = cited(Cow::Borrowed("B2"));
        let written = writing_json(|| serde_json::to_string(&other)).unwrap_or_default();
        assert_eq!(written, fields.replace(r#""B1""#, r#""B2""#));
        assert_eq!(serde_json::to_value(&stated).unwrap_or_default()["paragraph"], "B1", "a JSON tree gets the fields");
    }
}
