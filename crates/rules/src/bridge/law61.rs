//! Law 61: what a revoke is (A) and who may ask whom about one (B).

use serde_json::Value;

use crate::bridge::parameters::LawsEdition;
use crate::catalogue::CitationSpec;
use crate::context::{Ctx, Rule};
use crate::parameters::Parameters;
use crate::ruling::{Information, InformationStatus, Party};
use crate::text;

const fn law61(paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: crate::catalogue::FFB, law: "61", paragraph, title }
}

/// 61A: failing to follow suit when able, or to lead or play a card or suit
/// required by law or by an opponent's election, is a revoke.
pub const A_DEFINITION: Rule = Rule { id: "ffb.law61.a", citation: law61("A", "law61-a-title") };
/// 61B1: declarer may ask a defender who failed to follow.
pub const B1_DECLARER_ASKS: Rule = Rule { id: "ffb.law61.b1", citation: law61("B1", "law61-b1-title") };
/// 61B2(a)/(b): dummy may ask declarer, not a defender (16B may apply).
pub const B2_DUMMY_ASKS: Rule = Rule { id: "ffb.law61.b2", citation: law61("B2", "law61-b2-title") };
/// 61B3 (2007 text): defenders may ask declarer and, unless the regulating
/// authority forbids it, each other (the ruleset's
/// `defenders_may_ask_each_other_about_revoke`).
pub const B3_DEFENDERS_ASK: Rule = Rule { id: "ffb.law61.b3", citation: law61("B3", "law61-b3-title") };
/// 61B3 (2017 text): defenders may ask declarer and each other, at the risk
/// of creating unauthorized information. The 2017 text leaves the regulating
/// authority no option to forbid the second, so the parameter is not read.
pub const B3_DEFENDERS_ASK_2017: Rule = Rule { id: "ffb2017.law61.b3", citation: law61("B3", "law61-b3-2017-title") };

/// The optional fact: who asked whom whether he had a card of the suit led.
pub const INQUIRY: &str = "inquiry";

/// 61B: rules on the inquiry, when the director reports one.
pub fn inquiry(ctx: &mut Ctx<'_>) {
    let Some(inquiry) = ctx.enum_fact(INQUIRY) else { return };
    let read = [(INQUIRY, Value::from(inquiry))];
    let (b3, defenders_may_ask_each_other) = match ctx.laws_edition() {
        LawsEdition::Laws2017 => (&B3_DEFENDERS_ASK_2017, true),
        LawsEdition::Laws2007 => (
            &B3_DEFENDERS_ASK,
            match &ctx.ruleset.parameters {
                Parameters::Bridge(p) => p.defenders_may_ask_each_other_about_revoke,
                Parameters::Tarot(_) => false,
            },
        ),
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

    use crate::evaluate::evaluate;
    use crate::ruleset::{FFB_2007, FFB_2017, Parameters, Ruleset};
    use crate::ruling::{Decision, Incident, InformationStatus};

    /// `ruleset` with its regulating authority forbidding defenders to ask
    /// each other (61B3's 2007 option).
    fn forbidding(ruleset: &Ruleset) -> Ruleset {
        let mut ruleset = ruleset.clone();
        if let Parameters::Bridge(p) = &mut ruleset.parameters {
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
