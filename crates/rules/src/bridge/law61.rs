//! Law 61: what a revoke is (A) and who may ask whom about one (B).

use serde_json::Value;

use crate::catalogue::CitationSpec;
use crate::evaluate::{Ctx, Rule};
use crate::ruleset::Parameters;
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
/// 61B3: defenders may ask declarer and, unless the regulating authority
/// forbids it, each other (at the risk of creating UI).
pub const B3_DEFENDERS_ASK: Rule = Rule { id: "ffb.law61.b3", citation: law61("B3", "law61-b3-title") };

/// The optional fact: who asked whom whether he had a card of the suit led.
pub const INQUIRY: &str = "inquiry";

/// 61B: rules on the inquiry, when the director reports one.
pub fn inquiry(ctx: &mut Ctx<'_>) {
    let Some(inquiry) = ctx.enum_fact(INQUIRY) else { return };
    let read = [(INQUIRY, Value::from(inquiry))];
    let defenders_may_ask_each_other = match &ctx.ruleset.parameters {
        Parameters::Bridge(p) => p.defenders_may_ask_each_other_about_revoke,
        Parameters::Tarot(_) => false,
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
        "defender_asked_declarer" => ctx.consult(&B3_DEFENDERS_ASK, true, &read, None),
        _ => {
            ctx.consult(&B3_DEFENDERS_ASK, defenders_may_ask_each_other, &read, None);
            ctx.inform(Information {
                status: InformationStatus::Unauthorized,
                holder: Party::Defenders,
                about: text::msg(if defenders_may_ask_each_other {
                    "law61-info-defender-asked-partner"
                } else {
                    "law61-info-defender-asked-partner-forbidden"
                }),
                citation: ctx.citation(&B3_DEFENDERS_ASK.citation),
            });
        }
    }
}
