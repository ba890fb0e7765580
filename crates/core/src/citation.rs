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
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
