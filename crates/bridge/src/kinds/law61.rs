//! Law 61: what a revoke is (A) and who may ask whom about one (B).

use crate::game::Read;

use crate::game::Ctx;
use crate::game::{Information, InformationStatus, Party};
use crate::parameters::LawsEdition;
use arbitre_core::text;

// The paragraphs' rules (ids and citations) are the bridge crate's
// (`crate::laws`), where a record's findings name them too.
pub use crate::laws::law61::{A_DEFINITION, B1_DECLARER_ASKS, B2_DUMMY_ASKS, B3_DEFENDERS_ASK, B3_DEFENDERS_ASK_2017};

/// The optional fact: who asked whom whether he had a card of the suit led.
pub const INQUIRY: &str = "inquiry";

/// 61B: rules on the inquiry, when the director reports one.
pub fn inquiry(ctx: &mut Ctx<'_>) {
    let Some(inquiry) = ctx.enum_fact(INQUIRY) else { return };
    let read = [(INQUIRY, Read::from(inquiry))];
    let (b3, defenders_may_ask_each_other) = match ctx.ruleset.edition() {
        LawsEdition::Laws2017 => (&B3_DEFENDERS_ASK_2017, true),
        LawsEdition::Laws2007 => {
            (&B3_DEFENDERS_ASK, ctx.ruleset.parameters().defenders_may_ask_each_other_about_revoke)
        }
    };
    match inquiry {
        "declarer_asked_defender" => ctx.consult(&B1_DECLARER_ASKS, true, &read, None),
        "dummy_asked_declarer" => ctx.consult(&B2_DUMMY_ASKS, true, &read, None),
        "dummy_asked_defender" => {
            // 61B2(b): not allowed; what dummy's question conveyed may be UI (16B).
            ctx.consult(&B2_DUMMY_ASKS, true, &read, None);
            ctx.inform(Information {
                status: InformationStatus::Unauthorized,
                holder: Party::DeclaringSide,
                about: text::msg("law61-info-dummy-asked"),
                citation: ctx.citation(&B2_DUMMY_ASKS.citation),
            });
        }
        "defender_asked_declarer" => ctx.consult(b3, true, &read, None),
        _ => {
            ctx.consult(b3, defenders_may_ask_each_other, &read, None);
            ctx.inform(Information {
                status: InformationStatus::Unauthorized,
                holder: Party::Defenders,
                about: text::msg(if defenders_may_ask_each_other {
                    "law61-info-defender-asked-partner"
                } else {
                    "law61-info-defender-asked-partner-forbidden"
                }),
                citation: ctx.citation(&b3.citation),
            });
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use std::collections::BTreeMap;

    use serde_json::json;

    use crate::game::InformationStatus;
    use crate::kinds::test_support::evaluate;
    use crate::kinds::test_support::{Decision, Incident};
    use crate::kinds::test_support::{FFB_2007, FFB_2017, Ruleset};

    /// `ruleset` with its regulating authority forbidding defenders to ask
    /// each other (61B3's 2007 option).
    fn forbidding(ruleset: &Ruleset) -> Ruleset {
        let mut ruleset = ruleset.clone();
        {
            let p = &mut ruleset.parameters;
            p.defenders_may_ask_each_other_about_revoke = false;
        }
        ruleset
    }

    fn defender_asked_partner(ruleset: &Ruleset) -> Decision {
        let facts = BTreeMap::from([("inquiry".to_owned(), json!("defender_asked_partner"))]);
        let incident =
            Incident { kind: "bridge.revoke".into(), facts, record: None, choices: BTreeMap::new(), outcome: None };
        evaluate(&incident, ruleset).unwrap()
    }

    fn b3_applied(d: &Decision, id: &str) -> Option<bool> {
        d.trace.iter().flatten().find(|s| s.rule == id).map(|s| s.applied)
    }

    #[test]
    fn under_2017_defenders_may_always_ask_each_other() {
        // The 2017 text leaves no option to forbid it: the parameter is not read.
        let d = defender_asked_partner(&forbidding(&FFB_2017));
        assert_eq!(b3_applied(&d, "ffb2017.law61.b3"), Some(true));
        assert_eq!(d.information[0].status, InformationStatus::Unauthorized);
        assert!(d.information[0].about.en.contains("at the risk"), "{:?}", d.information[0].about);
        assert!(
            d.information[0].citation.title.en.contains("each other, at the risk"),
            "{:?}",
            d.information[0].citation
        );
    }

    #[test]
    fn under_2007_the_regulations_may_forbid_it() {
        assert_eq!(b3_applied(&defender_asked_partner(&FFB_2007), "ffb2007.law61.b3"), Some(true));
        let d = defender_asked_partner(&forbidding(&FFB_2007));
        assert_eq!(b3_applied(&d, "ffb2007.law61.b3"), Some(false));
        assert!(d.information[0].about.en.contains("forbids"), "{:?}", d.information[0].about);
        assert!(d.information[0].citation.title.en.contains("unless the regulations forbid it"));
    }
}
