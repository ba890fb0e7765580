//! 2017 Law 26: lead restrictions after a withdrawn call.
//!
//! Only the 2017 edition reads this file; the 2007 Law 26 (A1/A2 for a call
//! about specified suits, B for any other call) is in `auction_laws.rs`.
//!
//! The 2017 text no longer asks what the withdrawn call showed:
//! - 26A: replaced by a comparable call (23A): no lead restriction; 16C does
//!   not apply, but 23C may;
//! - 26B: not replaced by a comparable call, and the offender becomes a
//!   defender: at his partner's first turn to lead, declarer may restrict the
//!   lead of any one suit the offender did not specify in the legal auction,
//!   a prohibition lasting while the partner keeps the lead.
//!
//! Whether declarer may also *require* that suit is the ruleset's parameter
//! `law26b_declarer_may_require`: the FFB's published 2017 text grants it
//! (26B1 require, 26B2 forbid); the WBF's later amendment keeps only the
//! prohibition.

use crate::game::Read;
use serde_json::Value;

use crate::laws::law26::{self, LeadElection};

use crate::game::Ctx;
use crate::kinds::auction_laws::{OFFENDER_BECOMES, elected, settle};
use crate::rectification::Rectification;
use arbitre_core::text;

// The paragraphs' rules (ids and citations) are the bridge crate's
// (`crate::laws`), where a record's findings name them too.
pub use crate::laws::law26::{A_COMPARABLE, B_NOT_COMPARABLE};

/// Declarer's election under 26B in this ruleset (the bridge model's
/// `laws::law26`): any one suit the offender did not specify, forbidden, or
/// required too where the ruleset's text grants it.
fn election(ctx: &Ctx<'_>) -> Option<LeadElection> {
    let may_require = ctx.ruleset.parameters().law26b_declarer_may_require;
    // Only a call not replaced by a comparable one reaches 26B.
    law26::election_2017(false, may_require)
}

/// 26A: the withdrawn call was replaced by a comparable call.
pub fn after_comparable_call(ctx: &mut Ctx<'_>) {
    ctx.consult(&A_COMPARABLE, true, &[], None);
}

/// 26B: the withdrawn call was not replaced by a comparable call. Settled
/// once the auction says what the offender became; otherwise stated as
/// conditional on it.
pub fn after_other_call(ctx: &mut Ctx<'_>) {
    let election = election(ctx);
    match ctx.outcome_value(OFFENDER_BECOMES).and_then(Value::as_str) {
        Some(becomes @ ("declarer" | "dummy")) => {
            // 26B only restricts a defender's partner.
            ctx.consult(&B_NOT_COMPARABLE, false, &[(OFFENDER_BECOMES, Read::from(becomes))], None);
            // A summary that stated both branches says the one that happened.
            ctx.settle_summary("offender-declares");
        }
        Some("passed_out") => {
            // No play: no lead to restrict.
            ctx.consult(&B_NOT_COMPARABLE, false, &[(OFFENDER_BECOMES, Read::from("passed_out"))], None);
            // A summary that stated the defender's branch says what happened
            // instead, where its message words it (a review found both said).
            ctx.settle_summary("passed-out");
            ctx.add_to_summary(text::msg("law26-summary-passed-out"));
        }
        Some(becomes) => {
            ctx.consult(&B_NOT_COMPARABLE, true, &[(OFFENDER_BECOMES, Read::from(becomes))], None);
            if let Some(election) = election {
                settle(ctx, election);
            }
            ctx.settle_summary("offender-defends");
        }
        None => {
            ctx.cite(&B_NOT_COMPARABLE.citation);
            ctx.conditionally("offender_becomes_defender", elected(election), true);
            ctx.conditionally("offender_becomes_declarer_or_dummy", Vec::<Rectification>::new(), true);
        }
    }
}

/// 26B for an offender already known to be a defender (a call cancelled
/// after the auction closed, Law 39C): declarer's election at his partner's
/// first turn to lead.
pub fn restrict_a_defenders_partner(ctx: &mut Ctx<'_>, read: &[(&str, Read<'_>)]) {
    ctx.consult(&B_NOT_COMPARABLE, true, read, None);
    if let Some(election) = election(ctx) {
        settle(ctx, election);
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde_json::json;

    use crate::kinds::test_support::evaluate;
    use crate::kinds::test_support::{Decision, Incident};
    use crate::kinds::test_support::{FFB_2017, Ruleset};
    use crate::rectification::Rectification;
    use crate::rectification::{LeadOption, LeadSuits};

    fn insufficient_bid(ruleset: &Ruleset, choice: Option<&str>) -> Result<Decision, crate::game::InputError> {
        let mut choices = BTreeMap::from([("lho_accepts".to_owned(), "refuse".to_owned())]);
        if let Some(option) = choice {
            choices.insert("declarer_lead_option".to_owned(), option.to_owned());
        }
        let incident = Incident {
            kind: "bridge.insufficient_bid".into(),
            facts: serde_json::from_value(json!({
                "in_turn": true, "replacement": "other_sufficient_bid", "replacement_comparable": "not_comparable"
            }))
            .unwrap_or_default(),
            record: None,
            choices,
            outcome: Some(json!({"offender_becomes": "defender"})),
        };
        evaluate(&incident, ruleset)
    }

    fn restriction_options(d: &Decision) -> Vec<LeadOption> {
        d.rectifications
            .iter()
            .find_map(|r| match r.as_bridge()? {
                Rectification::LeadRestriction { suits: LeadSuits::SuitNotSpecifiedByOffender, options, .. } => {
                    Some(options.clone())
                }
                _ => None,
            })
            .unwrap_or_default()
    }

    #[test]
    fn the_ffb_text_lets_declarer_require_or_forbid_a_suit_the_offender_did_not_name() {
        let d = insufficient_bid(&FFB_2017, None).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(restriction_options(&d), vec![LeadOption::Require, LeadOption::Forbid]);
        let d = insufficient_bid(&FFB_2017, Some("require")).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(restriction_options(&d), vec![LeadOption::Require]);
    }

    #[test]
    fn under_the_wbf_amendment_declarer_may_only_forbid() {
        let mut amended: Ruleset = FFB_2017.clone();
        {
            let p = &mut amended.parameters;
            p.law26b_declarer_may_require = false;
        }
        let d = insufficient_bid(&amended, None).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(restriction_options(&d), vec![LeadOption::Forbid]);
        let refused = insufficient_bid(&amended, Some("require"));
        assert!(matches!(refused, Err(e) if e.code == "invalid_choice"));
    }
}
