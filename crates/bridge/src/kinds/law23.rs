//! 2017 Law 23: the comparable call, and 2017 Law 72C, where the 2007 Law 23
//! (awareness of potential damage) moved.
//!
//! Only the 2017 edition reads this file. Under the 2007 text, Law 23 is the
//! end-of-play review of an enforced pass (`auction_laws::LAW23`) and the
//! offender's replacement is judged by other tests (27B1(b)'s "same or more
//! precise meaning", 31A2's "repeats the denomination").
//!
//! 23A defines a comparable call by three tests: the same or a similar
//! meaning (A1), a subset of the withdrawn call's meanings (A2), the same
//! purpose (A3). Whether a call meets one is the director's judgement of the
//! partnership's methods: the engine asks it, with the three tests as the
//! answers, and records which one the director found.

use crate::game::Read;

use crate::game::{CitationSpec, Domain, EnumValue, FactSpec};
use crate::game::{Ctx, Rule};
use crate::game::{Information, InformationStatus, Party};
use crate::vocabulary::ReviewReason;
use arbitre_core::text;

const fn ffb(law: &'static str, paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: crate::game::FFB, law, paragraph, title }
}

/// 23A1: the replacement has the same or a similar meaning.
pub const A1_SAME_MEANING: Rule = Rule { id: "ffb2017.law23.a1", citation: ffb("23", "A1", "law23-2017-a1-title") };
/// 23A2: the replacement defines a subset of the withdrawn call's meanings.
pub const A2_SUBSET: Rule = Rule { id: "ffb2017.law23.a2", citation: ffb("23", "A2", "law23-2017-a2-title") };
/// 23A3: the replacement has the same purpose (an asking bid, a relay).
pub const A3_SAME_PURPOSE: Rule = Rule { id: "ffb2017.law23.a3", citation: ffb("23", "A3", "law23-2017-a3-title") };
/// 23B: a call cancelled under 29B and replaced by a comparable call at the
/// offender's turn: no further rectification, 16C2 does not apply.
pub const B_NO_RECTIFICATION: Rule = Rule { id: "ffb2017.law23.b", citation: ffb("23", "B", "law23-2017-b-title") };
/// 23C: after a comparable call, the director adjusts at the end of play if
/// the outcome could well have been different without the assistance the
/// infraction gave, and the non-offending side was damaged (12C1(b)).
pub const C_REVIEW: Rule = Rule { id: "ffb2017.law23.c", citation: ffb("23", "C", "law23-2017-c-title") };
/// 72C: an offender who could have known that his infraction could well
/// damage the other side: the director adjusts at the end of play (the 2007
/// Law 23, which every enforced pass of the 2017 auction laws cites).
pub const LAW72_C: Rule = Rule { id: "ffb2017.law72.c", citation: ffb("72", "C", "law72-c-title") };

/// The fact (or outcome field) holding the director's judgement of the
/// replacement call under 23A.
pub const COMPARABLE: &str = "replacement_comparable";

/// The answers: one per test of 23A, or none met.
pub const COMPARABLE_VALUES: &[EnumValue] = &[
    EnumValue { value: "same_or_similar_meaning", label: "law23-v-same-meaning" },
    EnumValue { value: "subset_of_meanings", label: "law23-v-subset" },
    EnumValue { value: "same_purpose", label: "law23-v-same-purpose" },
    EnumValue { value: "not_comparable", label: "law23-v-not-comparable" },
];

/// The judgement asked as a fact, when the replacement is known at the
/// ruling (an insufficient bid corrected at once).
pub const COMPARABLE_FACT: FactSpec = FactSpec {
    id: COMPARABLE,
    question: "law23-q-comparable",
    domain: Domain::Enum(COMPARABLE_VALUES),
    rule: A1_SAME_MEANING.id,
};

/// The judgement asked as an outcome field, when the offender replaces the
/// cancelled call later, at his own turn (Laws 30 to 32).
pub const COMPARABLE_OUTCOME: FactSpec = FactSpec {
    id: COMPARABLE,
    question: "law23-q-comparable-later",
    domain: Domain::Enum(COMPARABLE_VALUES),
    rule: A1_SAME_MEANING.id,
};

/// Reads the director's 23A judgement from `value` and records it: which
/// test the call met, or that it met none. Returns whether it is comparable.
pub fn judge(ctx: &mut Ctx<'_>, value: &str) -> bool {
    let read = [(COMPARABLE, Read::from(value))];
    let met = match value {
        "same_or_similar_meaning" => Some(&A1_SAME_MEANING),
        "subset_of_meanings" => Some(&A2_SUBSET),
        "same_purpose" => Some(&A3_SAME_PURPOSE),
        _ => None,
    };
    match met {
        Some(rule) => {
            ctx.consult(rule, true, &read, None);
            true
        }
        None => {
            for rule in [&A1_SAME_MEANING, &A2_SUBSET, &A3_SAME_PURPOSE] {
                ctx.consult(rule, false, &read, None);
            }
            false
        }
    }
}

/// 23C: the auction goes on with no further rectification; the director
/// reviews at the end of play whether the comparable call helped the
/// offenders and damaged the other side, and adjusts (12C1(b)) if so.
pub fn review_assistance(ctx: &mut Ctx<'_>) {
    ctx.consult(&C_REVIEW, true, &[], None);
    crate::kinds::law12::review(ctx, "23C", ReviewReason::ComparableCallAssistance);
}

/// 16C after a comparable call: what the withdrawn call conveyed stays
/// authorized for the non-offending side, and 16C2 does not restrict the
/// offenders (23B, 27B1(b), 30B1(b)(i), 31A2(a), 32A2(a)); 23C covers any
/// advantage they drew from it.
pub fn information_after_comparable_call(ctx: &mut Ctx<'_>) {
    let authorized = crate::kinds::law16::D1_WITHDRAWN_CALL;
    ctx.consult(&authorized, true, &[], None);
    ctx.inform(Information {
        status: InformationStatus::Authorized,
        holder: Party::NonOffendingSide,
        // Not the usual wording, which goes on to restrict the offending
        // side: after a comparable call 16C2 does not apply to it (23B).
        about: text::msg("law23-info-withdrawn-call-comparable"),
        citation: ctx.citation(&authorized.citation),
    });
    ctx.consult(&B_NO_RECTIFICATION, true, &[], None);
    let unauthorized = crate::kinds::law16::D2_WITHDRAWN_CALL;
    ctx.consult(&unauthorized, false, &[], Some(&B_NO_RECTIFICATION));
}

/// 72C: an enforced pass of the 2017 auction laws; the director reviews at
/// the end of play whether the offender could have known the infraction
/// would damage the other side.
pub fn review_enforced_pass(ctx: &mut Ctx<'_>) {
    ctx.consult(&LAW72_C, true, &[], None);
    crate::kinds::law12::review(ctx, "72C", ReviewReason::EnforcedPassDamage);
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde_json::json;

    use crate::game::Until;
    use crate::kinds::test_support::FFB_2017;
    use crate::kinds::test_support::Incident;
    use crate::kinds::test_support::evaluate;
    use crate::rectification::Rectification;
    use crate::vocabulary::Role;

    fn out_of_rotation(outcome: serde_json::Value) -> crate::kinds::test_support::Decision {
        let facts = json!({"call_type": "bid", "turn_of": "partner", "offender_had_called": false});
        let incident = Incident {
            kind: "bridge.call_out_of_rotation".into(),
            facts: serde_json::from_value(facts).unwrap_or_default(),
            record: None,
            choices: BTreeMap::from([("lho_accepts".to_owned(), "refuse".to_owned())]),
            outcome: Some(outcome),
        };
        evaluate(&incident, &FFB_2017).unwrap_or_else(|e| panic!("{e:?}"))
    }

    #[test]
    fn each_test_of_23a_makes_the_call_comparable_and_the_trace_names_the_test() {
        for (value, rule) in [
            ("same_or_similar_meaning", "ffb2017.law23.a1"),
            ("subset_of_meanings", "ffb2017.law23.a2"),
            ("same_purpose", "ffb2017.law23.a3"),
        ] {
            let d = out_of_rotation(json!({"replacement_comparable": value, "offender_becomes": "declarer"}));
            let applied: Vec<_> = d.trace.iter().flatten().filter(|s| s.applied).map(|s| s.rule.as_str()).collect();
            assert!(applied.contains(&rule), "{value}: {applied:?}");
            assert!(
                !d.rectifications.iter().any(|r| matches!(r.as_bridge(), Some(Rectification::MustPass { .. }))),
                "{value}"
            );
            assert!(d.rectifications.iter().any(|r| matches!(
                r.as_shared(),
                Some(crate::rectification::SharedRectification::DirectorReview {
                    reason: crate::game::ReviewReason::ComparableCallAssistance,
                    ..
                })
            )));
        }
    }

    #[test]
    fn a_call_that_meets_no_test_is_not_comparable_and_partner_passes_once() {
        let d = out_of_rotation(json!({"replacement_comparable": "not_comparable", "offender_becomes": "declarer"}));
        assert!(
            d.rectifications
                .contains(&Rectification::MustPass { player: Role::OffendersPartner, until: Until::NextTurn }.into())
        );
        assert!(d.rectifications.iter().any(|r| matches!(
            r.as_shared(),
            Some(crate::rectification::SharedRectification::DirectorReview { reason: crate::game::ReviewReason::EnforcedPassDamage, law }) if law == "72C"
        )));
    }
}
