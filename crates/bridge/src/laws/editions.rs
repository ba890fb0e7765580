//! How each edition of the Laws numbers, titles and names the paragraphs
//! the code writes once for both.
//!
//! The code keeps one spelling of a paragraph both editions share (the 2007
//! letters of Law 16, the 2017 letters of 12C1, `ffb.lawNN.x` ids) and each
//! edition states it its own way here. The rulesets delegate to it
//! (`Ruleset::paragraph`, `rule_id`, `title`), and the laws, their record
//! readers and the legal plays use it directly: the bridge modules name an
//! edition, never a ruleset, so the rulesets (which list the laws) and the
//! laws do not import each other (issue 12).

use std::borrow::Cow;

use arbitre_core::{Citation, CitationSpec};

use crate::laws::FFB;
use crate::parameters::LawsEdition;

/// The titles and questions the 2017 Laws word in their own way: the id
/// both editions share, and the 2017 one.
const IN_2017: &[(&str, &str)] = &[
    // 25B3 sends to the law on withdrawn calls: 16D in 2007, 16C in 2017.
    ("law25-b3-title", "law25-2017-b3-title"),
    // Law 24: "before the play period" in 2007, "during the auction" in 2017.
    ("law24-title", "law24-2017-title"),
    // 16B1(b): 2007 "seriously considered, or even chosen"; 2017
    // "would seriously consider, and some might select it" (a
    // probe found the 2007 reading told to a 2017 director).
    ("law16-q-choosing", "law16-2017-q-choosing"),
    // 12C1(e): 2017 "an extremely serious error … or a gambling
    // action"; the 2007 12C1(b) said "a serious error … or a wild
    // or gambling action" (a play probe found the 2007 words).
    ("law12-c1e-title", "law12-2017-c1e-title"),
    // 16B: the FFB's 2017 title is « Information extrinsèque venant
    // du partenaire » (the seed's 2007 text: « illicite »); a
    // thin-client probe found two titles for 16B1 in one ruleset.
    ("law16-b1-title", "law16-2017-b1-title"),
    // 16D2: 2017 "would likely interfere with normal play"; the
    // 2007 16C2 « pourrait interférer », could (a 2017 probe was
    // asked the 2007 test).
    ("law16c-q-interfere", "law16d-2017-q-interfere"),
    // 16D3: 2017 "as in 2(c) or 2(d)"; the 2007 16C3 named 2(c) alone.
    ("law16-c3-title", "law16-2017-d3-title"),
];
/// The same for the 2007 text.
const IN_2007: &[(&str, &str)] = &[
    // 12C1(b) and (e) swap letters (see `paragraph`): each keeps its
    // meaning, and 2007's C1(e) said "likely" and "at all probable".
    ("law12-c1b-title", "law12-2007-c1e-title"),
    // 2007's 16B1(a) holds both the source of the information and
    // the choice among logical alternatives: one citation, one title.
    ("law16-b1-source-title", "law16-b1a-title"),
];
/// The laws whose titles or questions [`IN_2017`] and [`IN_2007`] word
/// again, as their ids start: any other id is looked up no further.
const REWORDED_LAWS: [&str; 4] = ["law12-", "law16", "law24-", "law25-"];

impl LawsEdition {
    /// The edition the service applies when none is named: the bridge
    /// rulesets' default is under it (a test in `ruleset.rs` checks it).
    pub const DEFAULT: LawsEdition = LawsEdition::Laws2017;

    /// The prefix of its own rule ids (`ffb2017.law27.b1a`).
    pub const fn rule_prefix(self) -> &'static str {
        match self {
            LawsEdition::Laws2007 => "ffb2007",
            LawsEdition::Laws2017 => "ffb2017",
        }
    }

    /// Whether the edition's rulings apply `law`. A kind written once for
    /// both editions may consult a law only one of them applies: the
    /// 2007 ruleset names Law 57 without applying it (its 2007 text was
    /// not read; `law57.rs`), so its catalogue does not list Law 57's
    /// paragraphs, facts or choice; nor Law 56's, which only the 2017
    /// rulings cite (`law56.rs`); nor Law 48's and the 45C2 it sends to,
    /// read in the 2017 English only (`law48.rs`).
    pub fn applies(self, law: &str) -> bool {
        self.applies_bytes(law.as_bytes())
    }

    /// [`LawsEdition::applies`], the law's number as bytes (what `lists`
    /// cuts out of a rule id: made a text again, it was checked as UTF-8
    /// once for every fact checked, issue 18).
    fn applies_bytes(self, law: &[u8]) -> bool {
        !(self == LawsEdition::Laws2007 && matches!(law, b"57" | b"56" | b"48" | b"45"))
    }

    /// Whether a fact read by `rule` is in this edition's catalogue: its law
    /// applies ([`LawsEdition::applies`]), and a rule of one edition's own
    /// text (`ffb2017.…`) is listed under that edition only (the 2017
    /// thirteenth-trick exception of 53A has no 2007 counterpart to ask for).
    pub fn lists(self, rule: &str) -> bool {
        // Walked as bytes: searching the id for its dots as chars cost more
        // than the rest of the check, once for each fact checked (issue 18).
        let bytes = rule.as_bytes();
        let own_edition = match bytes.iter().position(|byte| *byte == b'.') {
            Some(dot) if bytes[..dot].starts_with(b"ffb2") => &bytes[..dot] == self.rule_prefix().as_bytes(),
            _ => true,
        };
        // Only 2007 names laws it does not apply: the id's law is read there
        // alone (every fact a request gives is checked here: issue 18).
        let law_applies = || {
            let law = bytes.split(|byte| *byte == b'.').find_map(|part| part.strip_prefix(b"law")).unwrap_or_default();
            self.applies_bytes(law)
        };
        own_edition && (self == LawsEdition::Laws2017 || law_applies())
    }

    /// The code its citations name.
    pub const fn citation_code(self) -> &'static str {
        match self {
            LawsEdition::Laws2007 => "FFB 2007",
            LawsEdition::Laws2017 => "FFB 2017",
        }
    }

    /// Law and paragraph as this edition numbers them. The 2017 Laws swapped
    /// 16C and 16D (16C: information from withdrawn actions; 16D:
    /// extraneous information from other sources); the code keeps the 2007
    /// letters and renumbers here, mechanically, as the WBF's table of
    /// changes does.
    ///
    /// Law 12C1 is written in the 2017 numbering (b: the probable result, an
    /// assigned score; e: damage the non-offending side caused itself); the
    /// 2007 text had them the other way round (b: a serious error or gamble
    /// by the non-offending side; e: the most favourable result likely, the
    /// most unfavourable at all probable), and its edition says so (a
    /// citations review found the 2007 rulings citing the 2017 letters).
    pub fn paragraph<'p>(self, law: &str, paragraph: &'p str) -> Cow<'p, str> {
        // Declarer's lead election after a withdrawn call is cited as Law 26
        // as a whole, which in 2007 gives it in A2 or B; the 2017 text gives
        // it in 26B only (a citations review).
        if law == "26" && paragraph.is_empty() && self == LawsEdition::Laws2017 {
            return "B".into();
        }
        if law == "16" && self == LawsEdition::Laws2017 {
            // The paragraphs the code cites, swapped without a new string
            // (issue 18: every ruling on a withdrawn call cites one); any
            // other is written letter by letter.
            return match paragraph {
                "C" => "D".into(),
                "C1" => "D1".into(),
                "C2" => "D2".into(),
                "C2(a)" => "D2(a)".into(),
                "C2(b)" => "D2(b)".into(),
                "C2(c)" => "D2(c)".into(),
                "C2(d)" => "D2(d)".into(),
                "C3" => "D3".into(),
                "D" => "C".into(),
                "D1" => "C1".into(),
                "D2" => "C2".into(),
                _ => match paragraph.as_bytes().first() {
                    Some(b'C') => format!("D{}", &paragraph[1..]).into(),
                    Some(b'D') => format!("C{}", &paragraph[1..]).into(),
                    _ => paragraph.into(),
                },
            };
        }
        if law == "12" && self == LawsEdition::Laws2007 {
            return match paragraph {
                "C1(b)" => "C1(e)".into(),
                "C1(e)" => "C1(b)".into(),
                _ => paragraph.into(),
            };
        }
        paragraph.into()
    }

    /// [`LawsEdition::paragraph`], for a citation whose paragraph one
    /// edition splits: the source of extraneous information from partner is
    /// 2007's 16B1(a) and 2017's 16B1 (opening words), while the choice
    /// among logical alternatives stays B1(a) in both (a citations review).
    pub fn paragraph_of<'p>(self, law: &str, paragraph: &'p str, title: &str) -> Cow<'p, str> {
        if law == "16" && title == "law16-b1-source-title" && self == LawsEdition::Laws2017 {
            return "B1".into();
        }
        self.paragraph(law, paragraph)
    }

    /// A paragraph's title, or a question, as this edition words it: a text
    /// that names another paragraph, or describes the paragraph as one
    /// edition has it, has its other edition's wording here (a citations
    /// review).
    pub fn title(self, title: &'static str) -> &'static str {
        self.reworded(title).unwrap_or(title)
    }

    /// The title or question this edition words in its own way instead of
    /// `title`, if it does.
    fn reworded(self, title: &str) -> Option<&'static str> {
        let table = match self {
            LawsEdition::Laws2017 => IN_2017,
            LawsEdition::Laws2007 => IN_2007,
        };
        // Every title is looked up here as it is cited or asked: one of a law
        // neither table words again is its own, without comparing it to
        // each entry (issue 18; a test checks that the tables' ids pass).
        if !REWORDED_LAWS.iter().any(|law| title.as_bytes().get(..law.len()) == Some(law.as_bytes())) {
            return None;
        }
        table.iter().find(|(shared, _)| *shared == title).map(|(_, own)| *own)
    }

    /// A rule id as this edition states it: a paragraph both editions share
    /// is written `ffb.lawNN.x` and takes the edition's prefix
    /// (`ffb2017.lawNN.x`), renumbered like [`LawsEdition::paragraph`]; any
    /// other id is its own.
    pub fn rule_id(self, id: &str) -> String {
        let Some(rest) = id.strip_prefix("ffb.") else { return id.to_owned() };
        let prefix = self.rule_prefix();
        // 12C1(b) and (e) swap letters in 2007 (see `paragraph`).
        if self == LawsEdition::Laws2007 {
            match rest {
                "law12.c1b" => return format!("{prefix}.law12.c1e"),
                "law12.c1e" => return format!("{prefix}.law12.c1b"),
                _ => {}
            }
        }
        if self == LawsEdition::Laws2017 && rest == "law16.b1a.source" {
            // 16B1's opening words in 2017 (see `paragraph_of`).
            return format!("{prefix}.law16.b1.source");
        }
        if self == LawsEdition::Laws2017
            && let Some(paragraph) = rest.strip_prefix("law16.")
        {
            let renumbered = match paragraph.as_bytes().first() {
                Some(b'c') => format!("d{}", &paragraph[1..]),
                Some(b'd') => format!("c{}", &paragraph[1..]),
                _ => paragraph.to_owned(),
            };
            return format!("{prefix}.law16.{renumbered}");
        }
        // Joined by hand: `format!` costs several times as much, and every
        // rule consulted names itself here (issue 18's profile).
        let mut joined = String::with_capacity(prefix.len() + 1 + rest.len());
        joined.push_str(prefix);
        joined.push('.');
        joined.push_str(rest);
        joined
    }

    /// The rule a question names (a fact or an outcome field), as this
    /// edition words it: [`LawsEdition::rule_id`], and for a question both
    /// editions share but whose 2007 rule has no place in the 2017 Laws, the
    /// 2017 rule that reads it instead ("what did the offender become" is
    /// read by 26A2 under 2007, by 26B under 2017).
    pub fn question_rule_id(self, id: &str) -> String {
        const READ_UNDER_2017: &[(&str, &str)] = &[("ffb2007.law26.a2", "ffb2017.law26.b")];
        if self == LawsEdition::Laws2017
            && let Some((_, instead)) = READ_UNDER_2017.iter().find(|(old, _)| *old == id)
        {
            return (*instead).to_owned();
        }
        self.rule_id(id)
    }

    /// The code and the paragraph of `spec` as this edition states them (a
    /// paragraph of another code is its own).
    pub fn numbered(self, spec: &CitationSpec) -> (&'static str, Cow<'static, str>) {
        if spec.code == FFB {
            (self.citation_code(), self.paragraph_of(spec.law, spec.paragraph, spec.title))
        } else {
            (spec.code, spec.paragraph.into())
        }
    }

    /// The citation of `spec` as this edition states it: its code, the
    /// paragraph as it numbers it, the title as it words it.
    pub fn citation(self, spec: &CitationSpec) -> Citation {
        let (code, paragraph) = self.numbered(spec);
        Citation::stated(spec, code, paragraph, self.title(spec.title))
    }
}

#[cfg(test)]
mod tests {
    /// Every id the editions word again starts as [`super::REWORDED_LAWS`]
    /// says, so that none is passed over; an id of another law is its own.
    #[test]
    fn every_reworded_title_is_of_a_law_the_filter_lets_through() {
        use super::LawsEdition::{Laws2007, Laws2017};
        for (shared, own) in super::IN_2017.iter().chain(super::IN_2007) {
            let edition = if super::IN_2017.contains(&(*shared, *own)) { Laws2017 } else { Laws2007 };
            assert_eq!(edition.title(shared), *own, "{shared}");
        }
        assert_eq!(Laws2017.title("law27-b1a-title"), "law27-b1a-title");
        assert_eq!(Laws2017.title("law24-title"), "law24-2017-title");
        assert_eq!(Laws2007.title("law24-title"), "law24-title");
    }

    /// A rule of the other edition's own text, or of a law this edition
    /// does not apply, is not in its catalogue; a shared rule is.
    #[test]
    fn an_edition_lists_its_own_rules_and_the_shared_ones() {
        use super::LawsEdition::{Laws2007, Laws2017};
        assert!(Laws2017.lists("ffb2017.law53.a") && !Laws2007.lists("ffb2017.law53.a"));
        assert!(Laws2007.lists("ffb2007.law27.b1a") && !Laws2017.lists("ffb2007.law27.b1a"));
        assert!(Laws2007.lists("ffb.law27.a1") && Laws2017.lists("ffb.law27.a1"));
        assert!(!Laws2007.lists("ffb.law57.a") && Laws2017.lists("ffb.law57.a"));
        assert!(Laws2007.lists("fft.donnes_libres.misdeal.turned"));
    }

    /// The 2017 Laws swap 16C and 16D: the paragraphs written from the
    /// table read as the letter swapped by hand, and 2007 keeps its own.
    #[test]
    fn law16_c_and_d_swap_in_2017_only() {
        use super::LawsEdition::{Laws2007, Laws2017};
        let paragraphs =
            ["C", "C1", "C2", "C2(a)", "C2(b)", "C2(c)", "C2(d)", "C3", "D", "D1", "D2", "D3", "C4", "D2(a)"];
        for paragraph in paragraphs {
            let other = if paragraph.starts_with('C') { 'D' } else { 'C' };
            assert_eq!(Laws2017.paragraph("16", paragraph), format!("{other}{}", &paragraph[1..]));
            assert_eq!(Laws2007.paragraph("16", paragraph), paragraph);
        }
        assert_eq!(Laws2017.paragraph("16", "B1(a)"), "B1(a)");
        assert_eq!(Laws2017.paragraph("15", "C1"), "C1");
    }
}
