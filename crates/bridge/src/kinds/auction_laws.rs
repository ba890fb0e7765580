//! Rules shared by the auction laws: information from withdrawn calls
//! (16D), the end-of-play review of enforced passes (23), and the lead
//! restrictions that follow a withdrawn call (26).
//!
//! The seed's text of the laws is structurally the 2007 code in the FFB's
//! translation (16D for withdrawn calls, Law 23 on enforced passes, 27B1(b)'s
//! "same or more precise meaning"). Law 26B and Law 32, missing from the seed,
//! are implemented in the same version so that Laws 26–32 stay one coherent
//! whole; the 2017 Laws reword them ("comparable call", Law 23): a ruleset
//! variant, not a silent mix.

use crate::game::Read;
use serde_json::Value;

use crate::kinds::law16;
use crate::laws::law26::{self, LeadElection};
use crate::parameters::LawsEdition;
use crate::rectification::Rectification;

use crate::game::{ChoiceSpec, CitationSpec, Domain, EnumValue, FactSpec};
use crate::game::{Ctx, Rule};
use crate::game::{Information, InformationStatus, Party, Until};
use crate::rectification::SharedRectification;
use crate::rectification::{LeadOption, LeadSuits};
use crate::vocabulary::{ReviewReason, Role};
use arbitre_core::text;

const fn ffb(law: &'static str, paragraph: &'static str, title: &'static str) -> CitationSpec {
    CitationSpec { code: crate::game::FFB, law, paragraph, title }
}

/// The two answers of an election to accept an irregular call or play, or
/// not (27A1, 29A, 25, 52B1).
pub const ACCEPT_OR_REFUSE: &[EnumValue] =
    &[EnumValue { value: "accept", label: "choice-accept" }, EnumValue { value: "refuse", label: "choice-refuse" }];

/// 2007 Law 23: a pass the laws force may be reviewed at the end of play
/// (2017: Law 72C, [`crate::kinds::law23::LAW72_C`]).
pub const LAW23: Rule = Rule { id: "ffb2007.law23", citation: ffb("23", "", "law23-title") };
/// 2007 26A1: every suit of the withdrawn call shown by the same player in
/// the legal auction: no lead restriction.
pub const LAW26_A1: Rule = Rule { id: "ffb2007.law26.a1", citation: ffb("26", "A1", "law26-a1-title") };
/// 2007 26A2: otherwise declarer may require or forbid the lead of that suit.
pub const LAW26_A2: Rule = Rule { id: "ffb2007.law26.a2", citation: ffb("26", "A2", "law26-a2-title") };
/// 2007 26B: other withdrawn calls: declarer may forbid the lead of any one
/// suit (the seed's copy is cut short there; the 2017 Law 26 is
/// [`crate::kinds::law26`]).
pub const LAW26_B: Rule = Rule { id: "ffb2007.law26.b", citation: ffb("26", "B", "law26-b-title") };

/// Fact: did the withdrawn call specify one or more suits?
pub const WITHDRAWN_SPECIFIED_SUITS: &str = "withdrawn_call_specified_suits";
/// The fact's catalogue entry, shared by every kind that withdraws a call.
pub const WITHDRAWN_SPECIFIED_SUITS_FACT: FactSpec = FactSpec {
    id: WITHDRAWN_SPECIFIED_SUITS,
    question: "law26-q-specified-suits",
    domain: Domain::Boolean,
    rule: LAW26_A2.id,
};

/// The choice declarer makes at the offender's partner's first turn to lead.
pub const DECLARER_LEAD_OPTION: &str = "declarer_lead_option";
/// Its catalogue entry, shared by every kind whose ruling may end in Law 26.
pub const DECLARER_LEAD_CHOICE: ChoiceSpec = ChoiceSpec {
    id: DECLARER_LEAD_OPTION,
    holder: Role::Declarer,
    law: ffb("26", "", "law26-title"),
    options: &[
        EnumValue { value: "require", label: "choice-require-suit" },
        EnumValue { value: "forbid", label: "choice-forbid-suit" },
        EnumValue { value: "no_restriction", label: "choice-no-restriction" },
    ],
};

/// Outcome field: what the offender became once the auction ended.
pub const OFFENDER_BECOMES: &str = "offender_becomes";
/// Outcome field: were all the withdrawn call's suits shown by the same
/// player in the legal auction (26A1)?
pub const SUITS_SHOWN_LEGALLY: &str = "withdrawn_suits_shown_legally";
/// The outcome field "what the offender became".
pub const OFFENDER_BECOMES_FIELD: FactSpec = FactSpec {
    id: OFFENDER_BECOMES,
    question: "outcome-q-offender-becomes",
    domain: Domain::Enum(&[
        EnumValue { value: "declarer", label: "outcome-v-declarer" },
        EnumValue { value: "dummy", label: "outcome-v-dummy" },
        EnumValue { value: "defender", label: "outcome-v-defender" },
        // Four passes after the irregularity: no play, so no lead to
        // restrict (a probe's passed-out record left the ruling waiting
        // for a value it could not be given).
        EnumValue { value: "passed_out", label: "outcome-v-passed-out" },
    ]),
    rule: LAW26_A2.id,
};
/// The outcome field of 26A1.
pub const SUITS_SHOWN_FIELD: FactSpec = FactSpec {
    id: SUITS_SHOWN_LEGALLY,
    question: "outcome-q-suits-shown-legally",
    domain: Domain::Boolean,
    rule: LAW26_A1.id,
};
/// Outcome field: did the offender, at his turn, choose a final call
/// different from the withdrawn one? Law 26 applies only then (a call
/// repeated with a very different meaning counts as different).
pub const DIFFERENT_CALL: &str = "offender_final_call_different";
/// Its catalogue entry.
pub const DIFFERENT_CALL_FIELD: FactSpec =
    FactSpec { id: DIFFERENT_CALL, question: "outcome-q-different-call", domain: Domain::Boolean, rule: LAW26_A2.id };

/// The outcome fields of every kind whose ruling may end in Law 26.
pub const LEAD_OUTCOME: &[FactSpec] = &[OFFENDER_BECOMES_FIELD, SUITS_SHOWN_FIELD];

/// The kind of a law an edition names without ruling it (the 2007 Laws 38
/// and 39): no facts, choices, outcome or record; `evaluate` calls
/// [`named_not_ruled`] with its law and summary.
pub const fn named_kind(
    id: &'static str,
    title: &'static str,
    laws: &'static [CitationSpec],
    evaluate: arbitre_core::kind::Evaluator<crate::game::Bridge>,
) -> crate::game::KindSpec {
    crate::game::KindSpec {
        id,
        title,
        laws,
        facts: &[],
        choices: &[],
        outcome: &[],
        record_formats: &[],
        record_facts: None,
        evaluate,
    }
}

/// A law an edition names without ruling it (its text is not in the seed:
/// the 2007 Laws 38 and 39): the decision cites it, as every complete one
/// cites what it rests on, says it is not implemented, and leaves the
/// ruling to the director in `summary`'s words.
pub fn named_not_ruled(ctx: &mut Ctx<'_>, law: &CitationSpec, summary: &str) {
    ctx.cite(law);
    ctx.rectify(crate::rectification::SharedRectification::NotImplemented { law: law.law.into() });
    ctx.summarize(summary, &[]);
}

/// 16D: a call was withdrawn or cancelled; say who may use what it conveyed.
pub fn withdrawn_call_information(ctx: &mut Ctx<'_>) {
    information_from_cancelled_calls(ctx, "law16-d-info-withdrawn-call");
}

/// 16D1 and 16D2 (2017 16C1, 16C2) for calls the laws cancelled, which
/// message `about` names: authorized for the non-offending side,
/// unauthorized for the offending side.
pub fn information_from_cancelled_calls(ctx: &mut Ctx<'_>, about: &str) {
    ctx.consult(&law16::D1_WITHDRAWN_CALL, true, &[], None);
    ctx.consult(&law16::D2_WITHDRAWN_CALL, true, &[], None);
    ctx.inform(Information {
        status: InformationStatus::Authorized,
        holder: Party::NonOffendingSide,
        about: text::msg(about),
        citation: ctx.citation(&law16::D1_WITHDRAWN_CALL.citation),
    });
    ctx.inform(Information {
        status: InformationStatus::Unauthorized,
        holder: Party::OffendingSide,
        about: text::msg(about),
        citation: ctx.citation(&law16::D2_WITHDRAWN_CALL.citation),
    });
}

/// 23: the laws forced a pass on `player`: the director reviews at the end of
/// play whether it damaged the non-offending side.
///
/// Under the 2017 Laws the same review is Law 72C (the 2007 Law 23 moved
/// there; the 2017 Law 23 is the comparable call).
pub fn enforced_pass(ctx: &mut Ctx<'_>, player: Role, until: Until) {
    ctx.rectify(Rectification::MustPass { player, until });
    if !ctx_has_review(ctx, ReviewReason::EnforcedPassDamage) && !crate::kinds::law12::has_adjusted_score(ctx) {
        if ctx.ruleset.edition() == LawsEdition::Laws2017 {
            crate::kinds::law23::review_enforced_pass(ctx);
        } else {
            ctx.consult(&LAW23, true, &[], None);
            crate::kinds::law12::review(ctx, "23", ReviewReason::EnforcedPassDamage);
        }
    }
}

/// Both players of the offending side pass for the rest of the auction
/// (38C, 37B2): the offender, then his partner with the review of the pass
/// the law enforces ([`enforced_pass`]: 72C, 2007 Law 23).
pub fn offending_side_passes_throughout(ctx: &mut Ctx<'_>) {
    ctx.rectify(Rectification::MustPass { player: Role::Offender, until: Until::EndOfAuction });
    enforced_pass(ctx, Role::OffendersPartner, Until::EndOfAuction);
}

fn ctx_has_review(ctx: &Ctx<'_>, reason: ReviewReason) -> bool {
    ctx.rectifications()
        .iter()
        .any(|r| matches!(r.as_shared(), Some(SharedRectification::DirectorReview { reason: x, .. }) if *x == reason))
}

/// 26: the offender withdrew a call and chose a different final call at that
/// turn. If he becomes a defender, declarer may restrict his partner's first
/// lead. Settled from the outcome when known; otherwise stated as conditional
/// on the end of the auction.
pub fn lead_restrictions(ctx: &mut Ctx<'_>) {
    // A board passed out has no lead to restrict: what the withdrawn call
    // specified no longer matters, and is not asked (a regression probe).
    if ctx.outcome_value(OFFENDER_BECOMES).and_then(Value::as_str) == Some("passed_out") {
        ctx.consult(&LAW26_B, false, &[(OFFENDER_BECOMES, Read::from("passed_out"))], None);
        ctx.add_to_summary(text::msg("law26-summary-passed-out"));
        return;
    }
    let Some(specified) = ctx.bool_fact(WITHDRAWN_SPECIFIED_SUITS) else {
        ctx.ask(WITHDRAWN_SPECIFIED_SUITS);
        return;
    };
    lead_restrictions_for(ctx, specified);
}

/// Law 26 when it is already known whether the withdrawn call specified
/// suits (a double or redouble never does: 26B).
pub fn lead_restrictions_for(ctx: &mut Ctx<'_>, specified: bool) {
    // Law 26 applies only when the offender chose a different final call at
    // that turn; where the law leaves him free to repeat it, the outcome says.
    if ctx.outcome_value(DIFFERENT_CALL).and_then(Value::as_bool) == Some(false) {
        let rule = if specified { LAW26_A2 } else { LAW26_B };
        ctx.consult(&rule, false, &[(DIFFERENT_CALL, Read::from(false))], None);
        // A summary that said "lead restrictions may apply" says none do,
        // where its message words it (an editions probe found it stale).
        ctx.settle_summary("same-call");
        return;
    }
    let becomes = ctx.outcome_value(OFFENDER_BECOMES).and_then(Value::as_str);
    // Whether the suits were shown legally matters only for a call that
    // specified suits (26A1); read there, so that it is asked only there.
    let shown = |ctx: &Ctx<'_>| ctx.outcome_value(SUITS_SHOWN_LEGALLY).and_then(Value::as_bool);
    let read = [(WITHDRAWN_SPECIFIED_SUITS, Read::from(specified))];
    match becomes {
        // Once the outcome settles it, a summary that said "lead
        // restrictions may apply" says which happened, where its message
        // words it (a probe read "may apply" beside 26A1's none).
        Some("declarer" | "dummy") => {
            // Law 26 only restricts a defender's partner.
            ctx.consult(&if specified { LAW26_A2 } else { LAW26_B }, false, &read, None);
            ctx.settle_summary("offender-declares");
        }
        Some("passed_out") => {
            // No play: no lead to restrict.
            ctx.consult(&if specified { LAW26_A2 } else { LAW26_B }, false, &read, None);
            ctx.settle_summary("passed-out");
            ctx.add_to_summary(text::msg("law26-summary-passed-out"));
        }
        Some(_) if !specified => {
            ctx.consult(&LAW26_B, true, &read, None);
            ctx.settle_summary("offender-defends");
            if let Some(election) = law26::election_2007(false, false) {
                settle(ctx, election);
            }
        }
        Some(_) => match shown(ctx) {
            Some(true) => {
                ctx.consult(&LAW26_A2, false, &read, Some(&LAW26_A1));
                ctx.consult(&LAW26_A1, true, &[(SUITS_SHOWN_LEGALLY, Read::from(true))], None);
                ctx.settle_summary("suits-shown");
            }
            Some(false) => {
                ctx.consult(&LAW26_A1, false, &[(SUITS_SHOWN_LEGALLY, Read::from(false))], None);
                ctx.consult(&LAW26_A2, true, &read, None);
                ctx.settle_summary("offender-defends");
                if let Some(election) = law26::election_2007(true, false) {
                    settle(ctx, election);
                }
            }
            None => {
                ctx.cite(&LAW26_A2.citation);
                ctx.conditionally("suits_not_shown_legally", elected(law26::election_2007(true, false)), true);
                ctx.conditionally("suits_shown_legally", elected(law26::election_2007(true, true)), true);
            }
        },
        None => {
            // The auction is not over: the restriction waits for it.
            if specified {
                ctx.depends_on(&[SUITS_SHOWN_LEGALLY]);
                ctx.cite(&LAW26_A2.citation);
                ctx.cite(&LAW26_A1.citation);
                ctx.conditionally("offender_becomes_defender", elected(law26::election_2007(true, false)), true);
                ctx.conditionally("suits_shown_legally", elected(law26::election_2007(true, true)), true);
            } else {
                ctx.cite(&LAW26_B.citation);
                ctx.conditionally("offender_becomes_defender", elected(law26::election_2007(false, false)), true);
            }
            ctx.conditionally("offender_becomes_declarer_or_dummy", Vec::<Rectification>::new(), true);
        }
    }
}

/// What a conditional branch states: the restriction of `election`, still
/// to be made, or none.
pub(crate) fn elected(election: Option<LeadElection>) -> Vec<Rectification> {
    election.map(|e| vec![restriction(e.suits, e.options.to_vec())]).unwrap_or_default()
}

/// The lead restriction declarer may impose, `options` still open to him
/// or the one he chose; how long it lasts is Law 26's (the bridge model's
/// `laws::law26::lasts`).
pub(crate) fn restriction(suits: LeadSuits, options: Vec<LeadOption>) -> Rectification {
    let lasts = law26::lasts(&options);
    Rectification::LeadRestriction { player: Role::OffendersPartner, chosen_by: Role::Declarer, suits, options, lasts }
}

/// Law 26's summary said declarer may restrict the lead: once he has
/// required or forbidden it, it says which (a probe found "may" left after
/// his choice). Both editions' elections end here.
pub(crate) fn say_declarers_choice(ctx: &mut Ctx<'_>, option: LeadOption) {
    ctx.add_to_summary(text::msg(match option {
        LeadOption::Require => "law26-summary-required",
        LeadOption::Forbid => "law26-summary-forbidden",
    }));
}

/// The offender is a defender and a restriction applies: declarer chooses
/// at the partner's first turn to lead (2007 26A2(a) require, (b) forbid;
/// 2007 26B forbid only; 2017 26B as the ruleset reads it), or leaves the
/// lead free. Both editions' elections are made here.
pub(crate) fn settle(ctx: &mut Ctx<'_>, election: LeadElection) {
    let LeadElection { suits, options: allowed } = election;
    let option_id = |o: &LeadOption| match o {
        LeadOption::Require => "require",
        LeadOption::Forbid => "forbid",
    };
    match ctx.chosen(DECLARER_LEAD_OPTION) {
        None => {
            ctx.rectify(restriction(suits, allowed.to_vec()));
            let mut consequences: Vec<(&str, Vec<Rectification>)> =
                allowed.iter().map(|o| (option_id(o), vec![restriction(suits, vec![*o])])).collect();
            consequences.push(("no_restriction", Vec::new()));
            ctx.offer(DECLARER_LEAD_OPTION, consequences);
        }
        // The summary says declarer may restrict the lead: it also says he
        // chose not to.
        Some("no_restriction") => ctx.add_to_summary(text::msg("law26-summary-no-restriction")),
        Some(chosen) => {
            if let Some(option) = allowed.iter().find(|o| option_id(o) == chosen) {
                ctx.rectify(restriction(suits, vec![*option]));
                say_declarers_choice(ctx, *option);
            } else {
                // An option the law does not give (26B: forbid only) is
                // refused rather than quietly ignored.
                ctx.reject(arbitre_core::InputError::new(
                    "invalid_choice",
                    format!("/choices/{DECLARER_LEAD_OPTION}"),
                    text::msg("law26-error-require-not-allowed"),
                ));
            }
        }
    }
}
