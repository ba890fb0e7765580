//! Who asks, and what that lets them see and change: a club key sees and
//! amends its own club's incidents; federation and admin keys read every
//! club's.

use arbitre_rules::text;
use arbitre_store::{ApiKey, IncidentFilter, Role};
use uuid::Uuid;

use crate::error::{Refusal, ServiceError};

/// The authenticated caller of a request: the API key it presented.
#[derive(Debug, Clone)]
pub struct Caller(pub ApiKey);

impl Caller {
    /// Whether this caller may see the incidents of `club`: its own club for
    /// a club key; every club for federation and admin keys.
    pub fn may_see_club(&self, club: Uuid) -> bool {
        match self.0.role {
            Role::Club => self.0.club_id == Some(club),
            Role::Federation | Role::Admin => true,
        }
    }

    /// The club a club key belongs to.
    pub fn club(&self) -> Option<Uuid> {
        match self.0.role {
            Role::Club => self.0.club_id,
            Role::Federation | Role::Admin => None,
        }
    }

    /// How the caller appears in the incident history.
    pub fn actor(&self) -> String {
        format!("key:{}", self.0.id)
    }

    /// The search filters of the list, the statistics and the export, checked
    /// once: a club key sees only its own club (asking for another is
    /// refused), and a paragraph needs the law it belongs to. `asked.club_id`
    /// is the club the query names.
    pub fn scoped_filter(&self, asked: IncidentFilter) -> Result<IncidentFilter, ServiceError> {
        let club_id = match (self.club(), asked.club_id) {
            (Some(own), Some(other)) if own != other => {
                return Err(ServiceError::refused(Refusal::Forbidden, "forbidden", "error-other-club").at("club"));
            }
            (Some(own), _) => Some(own),
            (None, named) => named,
        };
        // An empty name would match every labelled key: it is a mistake,
        // not a search.
        if asked.director.as_deref().is_some_and(|d| d.trim().is_empty()) {
            return Err(
                ServiceError::refused(Refusal::BadRequest, "invalid_query", "error-empty-director").at("director")
            );
        }
        // So would an empty law, paragraph, rule, licence or event: every
        // one of them is refused alike, naming the parameter (a federation
        // probe found `director=` refused and `law=` answered with nothing).
        for (name, value) in [
            ("law", &asked.law),
            ("paragraph", &asked.paragraph),
            ("engine_law", &asked.engine_law),
            ("engine_paragraph", &asked.engine_paragraph),
            ("rule", &asked.rule),
            ("player", &asked.player),
            ("event", &asked.event),
            ("region", &asked.region),
        ] {
            if value.as_deref().is_some_and(|v| v.trim().is_empty()) {
                return Err(ServiceError::refused_with(
                    Refusal::BadRequest,
                    "invalid_query",
                    text::localized("error-empty-search-parameter", &[("parameter", name.into())]),
                )
                .at(name));
            }
        }
        let (law, paragraph) = searched_law(("law", asked.law.as_deref()), ("paragraph", asked.paragraph.as_deref()))?;
        let (engine_law, engine_paragraph) = searched_law(
            ("engine_law", asked.engine_law.as_deref()),
            ("engine_paragraph", asked.engine_paragraph.as_deref()),
        )?;
        // A region as the CLI stores it, trimmed: a stray space must not
        // find nothing silently (as the law, above).
        let region = asked.region.as_deref().map(|region| region.trim().to_owned());
        Ok(IncidentFilter { club_id, paragraph, law, engine_law, engine_paragraph, region, ..asked })
    }
}

/// A law and its paragraph searched (the current ruling's, or the
/// engine's), checked and written as the rulings cite them; each pair is
/// the parameters' names and values.
fn searched_law(
    (law_name, law): (&'static str, Option<&str>),
    (paragraph_name, paragraph): (&'static str, Option<&str>),
) -> Result<(Option<String>, Option<String>), ServiceError> {
    // A bridge law and its paragraph written together (`27B2`) would
    // match nothing: the caller is told to split them (a federation
    // probe got an empty page).
    if let Some(law) = law.map(str::trim)
        && law.starts_with(|c: char| c.is_ascii_digit())
        && law.contains(|c: char| c.is_ascii_alphabetic())
    {
        let digits: String = law.chars().take_while(char::is_ascii_digit).collect();
        let paragraph = law[digits.len()..].trim().to_owned();
        return Err(ServiceError::refused_with(
            Refusal::BadRequest,
            "invalid_query",
            text::localized("error-law-with-paragraph", &[("law", digits.into()), ("paragraph", paragraph.into())]),
        )
        .at(law_name));
    }
    if paragraph.is_some() && law.is_none() {
        return Err(ServiceError::refused_with(
            Refusal::BadRequest,
            "invalid_query",
            text::localized(
                "error-paragraph-without-law",
                &[("law", law_name.into()), ("paragraph", paragraph_name.into())],
            ),
        )
        .at(paragraph_name));
    }
    // A paragraph searched is written as the stored ones are (`b1(a)`
    // finds `B1(a)`): the director's and the appeal's paragraphs are
    // stored so (`director::paragraph_as_the_laws_write_it`), and a
    // search by paragraph is exact to the case (a review).
    let paragraph = paragraph.map(crate::director::paragraph_as_the_laws_write_it);
    // A section searched with the typographic apostrophe is the one
    // stored with the straight one (a regression probe).
    let law = law.map(|law| law_as_cited(&crate::director::typographic_apostrophes(law)));
    Ok((law, paragraph))
}

/// A law searched, written as the rulings cite it: trimmed, and a section
/// of a code named in another case (`renonce`, `RENONCE`) is the section as
/// the rulesets cite it (`Renonce`); a federation probe found a lower-case
/// tarot section, or a law with a space around it, silently finding
/// nothing. A law no ruleset cites (a director may cite any) is kept as
/// typed, trimmed.
fn law_as_cited(law: &str) -> String {
    static CITED: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    let law = law.trim();
    let cited = CITED.get_or_init(|| {
        let mut laws: Vec<String> = arbitre_rules::ruleset::ALL
            .iter()
            .flat_map(|ruleset| ruleset.kinds.iter().map(move |kind| ruleset.kind_info(kind)))
            .flat_map(|info| info.laws.into_iter().map(|citation| citation.law.into_owned()))
            .collect();
        laws.sort();
        laws.dedup();
        laws
    });
    cited.iter().find(|known| known.to_lowercase() == law.to_lowercase()).cloned().unwrap_or_else(|| law.to_owned())
}

#[cfg(test)]
mod law_tests {
    use super::law_as_cited;

    #[test]
    fn a_law_is_searched_as_the_rulings_cite_it() {
        assert_eq!(law_as_cited(" 27 "), "27");
        assert_eq!(law_as_cited("renonce"), "Renonce");
        assert_eq!(law_as_cited("RENONCE"), "Renonce");
        // A law no ruleset cites stays as typed (a director may cite it).
        assert_eq!(law_as_cited(" 68 "), "68");
        assert_eq!(law_as_cited("Réclamation"), "Réclamation");
    }
}
