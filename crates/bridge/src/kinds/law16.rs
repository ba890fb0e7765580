//! Law 16: unauthorized information, in two kinds.
//!
//! `bridge.unauthorized_information` (16B, information from partner):
//! - B1(a): a remark, a question, an answer, an unexpected alert or absence
//!   of alert, a flagrant hesitation, unusual speed, emphasis, intonation, a
//!   gesture, a mannerism… made information available to partner; the
//!   director establishes that it happened and that partner could perceive
//!   it; partner may not then choose, among logical alternatives, one that the
//!   information could demonstrably have suggested;
//! - B1(b): a logical alternative is an action a significant proportion of
//!   peers using the same methods would seriously consider, or even choose
//!   (the seed's "sérieusement envisagée voire choisie": being seriously
//!   considered is enough); the FFB's 2017 text has "et si certains
//!   pourraient la choisir" (the English "and some might select", in the
//!   WBF's 2007 English too), so under 2017 a poll in which no peer chose
//!   it shows none. A poll of peers is shown; it decides only when the ruleset sets
//!   a threshold (`logical_alternative_threshold_percent`) and the director
//!   gave no judgement of his own (`logical_alternative`): his judgement
//!   prevails, the poll informs it. The seed gives no figure, so under
//!   `ffb-2017` the director's judgement decides;
//! - B2: the opponents may reserve their rights (ruleset
//!   `reserving_rights_allowed`); B3: the director is called at the end of
//!   play (earlier or later is no infraction under the FFB's footnote,
//!   `late_director_call_is_infraction`) and adjusts the score (Law 12C) if
//!   the infraction advantaged the offenders; A3 and A4 say the same of any
//!   information not authorized.
//!
//! `bridge.extraneous_information` (16C, information from other sources):
//! - C1: the director is told at once, preferably by the player who received it;
//! - C2: before any call, if it could interfere with normal play, the
//!   director chooses (a) changing positions, (b) a redeal, each when the form
//!   of contest allows it, (c) letting the board be played, ready to adjust,
//!   or (d) an artificial adjusted score; a `choice` held by the director;
//! - C3: received after the first call, 2(c) applies (2017 16D3: 2(c) or
//!   2(d), the director's choice); 2017 16D2 acts when the information
//!   "would likely interfere", where 2007 16C2 said "could".

use crate::game::Read;

use crate::adjusted_score::{Adjustment, SideAdjustment};
use crate::card::Seat;
use crate::derived::{Derived, PeerPoll};
use crate::game::{ChoiceSpec, Domain, EnumValue, FactSpec, KindSpec};
use crate::game::{Ctx, InputError, pointer_escape};
use crate::game::{Information, InformationStatus, Party};
use crate::kinds::law12;
use crate::parameters::LawsEdition;
use crate::rectification::Rectification;
use crate::rectification::SharedRectification;
use crate::vocabulary::{ReviewReason, Role};
use arbitre_core::text;
// The paragraphs of Law 16 (ids and citations) are its laws/ file's.
pub use crate::laws::law16::*;

const SOURCE: &str = "source";
/// After play under 16C2(c)/16D2(c): whether the director judged that the
/// extraneous information affected the result.
const AFFECTED: &str = "information_affected_result";
const OCCURRED: &str = "information_occurred";
const PERCEPTIBLE: &str = "partner_could_perceive";
const ACTION: &str = "action_taken";
const POLLED: &str = "peers_polled";
const CONSIDERING: &str = "peers_considering_alternative";
const CHOOSING: &str = "peers_choosing_alternative";
const LOGICAL_ALTERNATIVE: &str = "logical_alternative";
const SUGGESTED: &str = "demonstrably_suggested";
const DAMAGE: &str = "damage";
const RIGHTS_RESERVED: &str = "rights_reserved";
const DIRECTOR_CALLED: &str = "director_called";

const fn boolean(id: &'static str, question: &'static str, rule: &'static str) -> FactSpec {
    FactSpec { id, question, domain: Domain::Boolean, rule }
}

const fn count(id: &'static str, question: &'static str, min: i64) -> FactSpec {
    FactSpec { id, question, domain: Domain::Integer { min, max: 1000 }, rule: B1B_LOGICAL_ALTERNATIVE.id }
}

/// The kind `bridge.unauthorized_information` (Law 16B).
pub static KIND: KindSpec = KindSpec {
    id: "bridge.unauthorized_information",
    title: "law16-kind-title",
    laws: &[
        law16("A", "law16-a-title"),
        B1A_SOURCE.citation,
        law16("B1(a)", "law16-b1a-title"),
        law16("B1(b)", "law16-b1b-title"),
        law16("B2", "law16-b2-title"),
        law16("B3", "law16-b3-title"),
        law12::C1B_ASSIGNED.citation,
        law12::C1C_WEIGHTED.citation,
        law12::C2A_ARTIFICIAL.citation,
        law12::C1D_ARTIFICIAL_PLAYED.citation,
        // Reached through shared rules (information, lead restrictions,
        // adjusted scores, corrections): listed, as a ruling may cite them.
        crate::kinds::law12::C1E_SELF_INFLICTED.citation,
    ],
    facts: &[
        FactSpec {
            id: SOURCE,
            question: "law16-q-source",
            domain: Domain::Enum(&[
                EnumValue { value: "remark", label: "law16-v-remark" },
                EnumValue { value: "question", label: "law16-v-question" },
                EnumValue { value: "answer_to_question", label: "law16-v-answer" },
                EnumValue { value: "unexpected_alert", label: "law16-v-unexpected-alert" },
                EnumValue { value: "unexpected_absence_of_alert", label: "law16-v-absence-of-alert" },
                EnumValue { value: "flagrant_hesitation", label: "law16-v-hesitation" },
                EnumValue { value: "unusual_speed", label: "law16-v-speed" },
                EnumValue { value: "emphasis", label: "law16-v-emphasis" },
                EnumValue { value: "intonation", label: "law16-v-intonation" },
                EnumValue { value: "gesture", label: "law16-v-gesture" },
                EnumValue { value: "mannerism", label: "law16-v-mannerism" },
                EnumValue { value: "other", label: "law16-v-other" },
            ]),
            rule: B1A_SOURCE.id,
        },
        boolean(OCCURRED, "law16-q-occurred", B1A_SOURCE.id),
        boolean(PERCEPTIBLE, "law16-q-perceptible", B1A_SOURCE.id),
        FactSpec {
            id: ACTION,
            question: "law16-q-action",
            domain: Domain::Enum(&[
                EnumValue { value: "call", label: "law16-v-call" },
                EnumValue { value: "play", label: "law16-v-play" },
            ]),
            rule: B1A_CHOICE.id,
        },
        count(POLLED, "law16-q-polled", 1),
        count(CONSIDERING, "law16-q-considering", 0),
        count(CHOOSING, "law16-q-choosing", 0),
        boolean(LOGICAL_ALTERNATIVE, "law16-q-logical-alternative", B1B_LOGICAL_ALTERNATIVE.id),
        boolean(SUGGESTED, "law16-q-suggested", B1A_CHOICE.id),
        boolean(DAMAGE, "law16-q-damage", B3_ADJUST.id),
        boolean(RIGHTS_RESERVED, "law16-q-rights-reserved", B2_RESERVE_RIGHTS.id),
        FactSpec {
            id: DIRECTOR_CALLED,
            question: "law16-q-director-called",
            domain: Domain::Enum(&[
                EnumValue { value: "before_end_of_play", label: "law16-v-called-earlier" },
                EnumValue { value: "end_of_play", label: "law16-v-called-end" },
                EnumValue { value: "after_end_of_play", label: "law16-v-called-later" },
            ]),
            rule: B3_WHEN_TO_CALL.id,
        },
        law12::ADJUSTED_SCORE_FACT,
        law12::OFFENDING_SIDE_AT_FAULT_FACT,
        law12::BOARD_DECLARER_FACT,
        law12::BOARD_VULNERABLE_FACT,
    ],
    choices: &[],
    outcome: &[],
    record_formats: &["pbn", "lin", "json"],
    record_facts: None,
    evaluate,
};

fn result_stands(ctx: &mut Ctx<'_>, summary: &str) -> Result<(), InputError> {
    ctx.rectify(SharedRectification::ResultStands);
    ctx.summarize(summary, &[]);
    Ok(())
}

fn evaluate(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let Some(source) = ctx.enum_fact(SOURCE) else {
        ctx.ask(SOURCE);
        return Ok(());
    };
    let Some(occurred) = ctx.bool_fact(OCCURRED) else {
        ctx.ask(OCCURRED);
        return Ok(());
    };
    if !occurred {
        ctx.consult(&B1A_SOURCE, false, &[(SOURCE, Read::from(source)), (OCCURRED, Read::from(false))], None);
        // The result stands because 16B1(a) is not met: the decision cites
        // the paragraph it rests on.
        ctx.cite(&B1A_SOURCE.citation);
        return result_stands(ctx, "law16-summary-not-established");
    }
    let Some(perceptible) = ctx.bool_fact(PERCEPTIBLE) else {
        ctx.ask(PERCEPTIBLE);
        return Ok(());
    };
    let read = [(SOURCE, Read::from(source)), (OCCURRED, Read::from(true)), (PERCEPTIBLE, Read::from(perceptible))];
    if !perceptible {
        ctx.consult(&B1A_SOURCE, false, &read, None);
        ctx.cite(&B1A_SOURCE.citation);
        return result_stands(ctx, "law16-summary-not-perceptible");
    }
    ctx.consult(&B1A_SOURCE, true, &read, None);
    // 16A3 (no call or play on other, extraneous, information) is the 2007
    // text's; the 2017 Laws deleted it, 16B1 saying it alone.
    if ctx.ruleset.edition() == crate::parameters::LawsEdition::Laws2007 {
        ctx.consult(&A3_OTHER_INFORMATION, true, &[], None);
    }
    ctx.inform(Information {
        status: InformationStatus::Unauthorized,
        holder: Party::OffendersPartner,
        about: text::msg(&format!("law16-info-{}", source.replace('_', "-"))),
        citation: ctx.citation(&B1A_SOURCE.citation),
    });
    // What the partner may still use (16A1, 16A2): stated beside what he may
    // not, so that the table hears both.
    ctx.consult(&A1_AUTHORIZED, true, &[], None);
    ctx.inform(Information {
        status: InformationStatus::Authorized,
        holder: Party::OffendersPartner,
        about: text::msg("law16-info-authorized"),
        citation: ctx.citation(&A1_AUTHORIZED.citation),
    });
    procedure(ctx);

    // Whether the action was a call or a play changes nothing the law
    // decides (16B1 speaks of both alike): read for the trace when given,
    // not asked (a probe found it asked and changing nothing).
    let action = ctx.enum_fact(ACTION).unwrap_or("not_stated");
    let Some(alternative) = logical_alternative(ctx)? else {
        return Ok(());
    };
    if !alternative {
        return result_stands(ctx, "law16-summary-no-logical-alternative");
    }
    let Some(suggested) = ctx.bool_fact(SUGGESTED) else {
        ctx.ask(SUGGESTED);
        return Ok(());
    };
    let read = [(ACTION, Read::from(action)), (SUGGESTED, Read::from(suggested))];
    if !suggested {
        ctx.consult(&B1A_CHOICE, false, &read, None);
        return result_stands(ctx, "law16-summary-not-suggested");
    }
    ctx.consult(&B1A_CHOICE, true, &read, None);
    let Some(damage) = ctx.bool_fact(DAMAGE) else {
        ctx.ask(DAMAGE);
        return Ok(());
    };
    if !damage {
        ctx.consult(&B3_ADJUST, false, &[(DAMAGE, Read::from(false))], None);
        return result_stands(ctx, "law16-summary-no-damage");
    }
    ctx.consult(&B3_ADJUST, true, &[(DAMAGE, Read::from(true))], None);
    // 16A4 (adjust under 12C) is the 2007 text's; 2017 deleted it, the power
    // coming from 16B3 and Law 12.
    if ctx.ruleset.edition() == crate::parameters::LawsEdition::Laws2007 {
        ctx.consult(&A4_ADJUST, true, &[(DAMAGE, Read::from(true))], None);
    }
    law12::adjust(ctx, "16B3");
    ctx.summarize("law16-summary-adjusted", &[]);
    Ok(())
}

/// 16B2 and 16B3's footnote, stated when the director was told about them.
fn procedure(ctx: &mut Ctx<'_>) {
    let parameters = ctx.ruleset.parameters();
    let (allowed, late_is_infraction) =
        (parameters.reserving_rights_allowed, parameters.late_director_call_is_infraction);
    if ctx.bool_fact(RIGHTS_RESERVED) == Some(true) {
        ctx.consult(&B2_RESERVE_RIGHTS, allowed, &[(RIGHTS_RESERVED, Read::from(true))], None);
        if allowed {
            ctx.add_to_summary(text::msg("law16-summary-b2-rights-reserved"));
        } else {
            // A body that forbids reserving rights may require an immediate
            // call; what follows is its regulation, which no ruleset here sets.
            ctx.rectify(SharedRectification::NotImplemented { law: "16B2".into() });
        }
    }
    if let Some(called) = ctx.enum_fact(DIRECTOR_CALLED) {
        let read = [(DIRECTOR_CALLED, Read::from(called))];
        if called == "end_of_play" {
            ctx.consult(&B3_WHEN_TO_CALL, true, &read, None);
        } else if late_is_infraction {
            // The FFB's footnote says the opposite; a body that makes it an
            // infraction sets its own penalty, not modelled here.
            ctx.consult(&B3_WHEN_TO_CALL, true, &read, None);
            ctx.rectify(SharedRectification::NotImplemented { law: "16B3".into() });
        } else {
            ctx.consult(&B3_WHEN_TO_CALL, true, &read, None);
            ctx.add_to_summary(text::msg("law16-summary-b3-call-not-infraction"));
        }
    }
}

/// 16B1(b): whether a logical alternative existed. A complete poll is shown
/// in `derived.poll`; it decides only with the ruleset's threshold and when
/// the director gave no judgement: his `logical_alternative`, when given,
/// prevails (the poll informs it). `None`: a fact is asked.
fn logical_alternative(ctx: &mut Ctx<'_>) -> Result<Option<bool>, InputError> {
    let threshold = ctx.ruleset.parameters().logical_alternative_threshold_percent;
    let poll = [ctx.int_fact(POLLED), ctx.int_fact(CONSIDERING), ctx.int_fact(CHOOSING)];
    let judgement = ctx.bool_fact(LOGICAL_ALTERNATIVE);
    let mut decided_by_poll = None;
    match poll {
        [Some(polled), Some(considering), Some(choosing)] => {
            if considering > polled {
                return Err(poll_error(CONSIDERING, "law16-error-considering-over-polled"));
            }
            if choosing > considering {
                return Err(poll_error(CHOOSING, "law16-error-choosing-over-considering"));
            }
            let to_u32 = |n: i64| u32::try_from(n).unwrap_or(0);
            // The catalogue bounds the counts to 0–1000: they fit an i32.
            let whole = |n: i64| f64::from(i32::try_from(n).unwrap_or(0));
            let percent = |n: i64| if polled > 0 { whole(n) * 100.0 / whole(polled) } else { 0.0 };
            // The proportion considering it against the threshold. The
            // seed's 16B1(b), the FFB's 2007 French ("sérieusement
            // envisagée voire choisie"), asks nothing more: nobody need
            // choose it. The FFB's 2017 French has a second condition ("et
            // si certains pourraient la choisir", the English "and some
            // might select", already in the WBF's 2007 English): at least
            // one peer chose it.
            let some_might_select = match ctx.ruleset.edition() {
                LawsEdition::Laws2007 => true,
                LawsEdition::Laws2017 => choosing > 0,
            };
            let shows = threshold.map(|t| considering * 100 >= i64::from(t) * polled && some_might_select);
            decided_by_poll = shows;
            let read = [
                (POLLED, Read::from(polled)),
                (CONSIDERING, Read::from(considering)),
                (CHOOSING, Read::from(choosing)),
            ];
            // The director's own judgement prevails over the poll, which
            // then only informs it (shown in `derived.poll`).
            if let (Some(shows), None) = (shows, judgement) {
                ctx.consult(&B1B_LOGICAL_ALTERNATIVE, shows, &read, None);
            }
            derive_poll(
                ctx,
                PeerPoll {
                    polled: to_u32(polled),
                    considering: to_u32(considering),
                    choosing: to_u32(choosing),
                    considering_percent: percent(considering),
                    choosing_percent: percent(choosing),
                    threshold_percent: threshold,
                    shows_logical_alternative: shows,
                },
            );
        }
        [None, None, None] => {}
        _ => {
            // A poll is reported whole, or not at all.
            for (id, value) in [(POLLED, poll[0]), (CONSIDERING, poll[1]), (CHOOSING, poll[2])] {
                if value.is_none() {
                    ctx.ask(id);
                }
            }
            return Ok(None);
        }
    }
    if let (Some(shows), None) = (decided_by_poll, judgement) {
        return Ok(Some(shows));
    }
    let Some(judgement) = judgement else {
        ctx.ask(LOGICAL_ALTERNATIVE);
        return Ok(None);
    };
    ctx.consult(&B1B_LOGICAL_ALTERNATIVE, judgement, &[(LOGICAL_ALTERNATIVE, Read::from(judgement))], None);
    Ok(Some(judgement))
}

fn poll_error(fact: &str, message: &str) -> InputError {
    InputError::new("invalid_fact_value", format!("/facts/{}", pointer_escape(fact)), text::msg(message))
}

fn derive_poll(ctx: &mut Ctx<'_>, poll: PeerPoll) {
    ctx.derive(Derived { poll: Some(poll), ..Derived::default() });
}

// ---------------------------------------------------------------------------
// 16C: information from other sources.

const XSOURCE: &str = "source";
const WHEN: &str = "when_received";
const INFORMED: &str = "director_informed_at_once";
const INTERFERE: &str = "could_interfere";
const POSITIONS_ALLOWED: &str = "positions_change_allowed";
const REDEAL_ALLOWED: &str = "redeal_allowed";
const DIRECTOR_OPTION: &str = "director_option";
/// The sources that are information about a hand (16C2(a)): a wrong hand
/// looked at, cards seen at another table, a card seen at one's own table.
const ABOUT_A_HAND: [&str; 3] =
    ["wrong_hand_seen", "cards_seen_at_another_table", "card_seen_at_own_table_before_auction"];

/// The kind `bridge.extraneous_information` (Law 16C).
pub static EXTRANEOUS_KIND: KindSpec = KindSpec {
    id: "bridge.extraneous_information",
    title: "law16c-kind-title",
    laws: &[
        law16("C1", "law16-c1-title"),
        law16("C2", "law16-c2-title"),
        law16("C3", "law16-c3-title"),
        law12::C2A_ARTIFICIAL.citation,
        law12::C1D_ARTIFICIAL_PLAYED.citation,
        // Reached through shared rules (information, lead restrictions,
        // adjusted scores, corrections): listed, as a ruling may cite them.
        crate::kinds::law12::C1B_ASSIGNED.citation,
        crate::kinds::law12::C1C_WEIGHTED.citation,
    ],
    facts: &[
        FactSpec {
            id: XSOURCE,
            question: "law16c-q-source",
            domain: Domain::Enum(&[
                EnumValue { value: "wrong_hand_seen", label: "law16c-v-wrong-hand" },
                EnumValue { value: "calls_overheard", label: "law16c-v-calls" },
                EnumValue { value: "remarks_overheard", label: "law16c-v-remarks" },
                EnumValue { value: "result_overheard", label: "law16c-v-result" },
                EnumValue { value: "cards_seen_at_another_table", label: "law16c-v-other-table" },
                EnumValue { value: "card_seen_at_own_table_before_auction", label: "law16c-v-own-table" },
                EnumValue { value: "other", label: "law16c-v-other" },
            ]),
            rule: C1_INFORM.id,
        },
        FactSpec {
            id: WHEN,
            question: "law16c-q-when",
            domain: Domain::Enum(&[
                EnumValue { value: "before_any_call", label: "law16c-v-before-call" },
                EnumValue { value: "after_first_call", label: "law16c-v-after-call" },
            ]),
            rule: C3_AFTER_FIRST_CALL.id,
        },
        boolean(INFORMED, "law16c-q-informed", C1_INFORM.id),
        boolean(INTERFERE, "law16c-q-interfere", C2_OPTIONS.id),
        boolean(POSITIONS_ALLOWED, "law16c-q-positions-allowed", C2A_POSITIONS.id),
        boolean(REDEAL_ALLOWED, "law16c-q-redeal-allowed", C2B_REDEAL.id),
        boolean(AFFECTED, "law16c-q-affected", C2C_PLAY.id),
        law12::ADJUSTED_SCORE_FACT,
        law12::OFFENDING_SIDE_FACT,
        law12::BOARD_DECLARER_FACT,
        law12::BOARD_VULNERABLE_FACT,
    ],
    choices: &[ChoiceSpec {
        id: DIRECTOR_OPTION,
        holder: Role::Director,
        law: law16("C2", "law16-c2-title"),
        options: &[
            EnumValue { value: "change_positions", label: "law16c-choice-positions" },
            EnumValue { value: "redeal", label: "law16c-choice-redeal" },
            EnumValue { value: "play_and_adjust", label: "law16c-choice-play" },
            EnumValue { value: "artificial_score", label: "law16c-choice-artificial" },
        ],
    }],
    outcome: &[],
    record_formats: &["pbn", "lin", "json"],
    record_facts: None,
    evaluate: evaluate_extraneous,
};

fn play_and_review(ctx: &mut Ctx<'_>) {
    // Named as the edition numbers it (2017: 16D2(c)).
    let law = format!("16{}", ctx.ruleset.edition().paragraph("16", "C2(c)"));
    // The director stood ready to adjust "if he judges the extraneous
    // information affected the result": once he has judged after play that
    // it did not, the result stands, citing the same paragraph. Not asked
    // (the board is played first): like the adjusted score, it closes the
    // review when the director gives it.
    // "Not affected" with an adjusted score is two rulings at once: refused,
    // not settled by picking one.
    if ctx.bool_fact(AFFECTED) == Some(false) && ctx.text_fact(law12::ADJUSTED_SCORE).is_some() {
        ctx.reject(InputError::new(
            "invalid_fact_value",
            format!("/facts/{AFFECTED}"),
            text::msg("law16c-error-affected-and-adjusted"),
        ));
        return;
    }
    if ctx.bool_fact(AFFECTED) == Some(false) && !law12::has_adjusted_score(ctx) {
        ctx.consult(&C2C_PLAY, true, &[(AFFECTED, Read::from(false))], None);
        ctx.rectify(SharedRectification::ResultStands);
        ctx.settle_summary("result-stands");
        return;
    }
    law12::review(ctx, law, ReviewReason::ExtraneousInformation);
}

/// Information received after the first call. 2007 16C3: the director
/// proceeds as in 2(c), the only course it names: the board is played, and
/// he stands ready to adjust. 2017 16D3: "as in 2(c) or 2(d)": he chooses
/// between that and awarding an adjusted score (a 2017 probe found 2(d)
/// dropped without a word). Changing positions or a redeal (2(a), 2(b)) is
/// open in both only "before any call": asked for, it is refused naming
/// the paragraph, not ignored.
fn after_first_call(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let in_2017 = ctx.ruleset.edition() == LawsEdition::Laws2017;
    let paragraph = format!("16{}", ctx.ruleset.edition().paragraph("16", "C3"));
    match ctx.chosen(DIRECTOR_OPTION) {
        Some(option @ ("change_positions" | "redeal" | "artificial_score"))
            if !(in_2017 && option == "artificial_score") =>
        {
            let reason = if in_2017 { "law16d-2017-error-option-after-call" } else { "law16c-error-option-after-call" };
            Err(InputError::new(
                "invalid_choice",
                format!("/choices/{DIRECTOR_OPTION}"),
                text::localized(reason, &[("law", paragraph.into())]),
            ))
        }
        Some("artificial_score") => {
            // 2(d): an adjusted score, assigned or artificial (for team
            // play, Law 86B), the play of the board not completed.
            ctx.consult(&D2D_2017_ADJUSTED, true, &[(DIRECTOR_OPTION, Read::from("artificial_score"))], None);
            let law = format!("16{}", ctx.ruleset.edition().paragraph("16", "C2(d)"));
            law12::adjust(ctx, &law);
            ctx.summarize("law16d-2017-summary-d3-adjusted", &[]);
            Ok(())
        }
        None if in_2017 => {
            let review = SharedRectification::DirectorReview {
                law: format!("16{}", ctx.ruleset.edition().paragraph("16", "C2(c)")).into(),
                reason: ReviewReason::ExtraneousInformation,
            };
            ctx.offer_under(
                DIRECTOR_OPTION,
                &C3_AFTER_FIRST_CALL.citation,
                vec![("play_and_adjust", crate::consequences![review]), ("artificial_score", Vec::new())],
            );
            ctx.summarize("law16d-2017-summary-d3-offer", &[]);
            Ok(())
        }
        _ => {
            ctx.consult(&C2C_PLAY, true, &[], None);
            play_and_review(ctx);
            ctx.summarize("law16c-summary-c3", &[]);
            Ok(())
        }
    }
}

fn evaluate_extraneous(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let Some(source) = ctx.enum_fact(XSOURCE) else {
        ctx.ask(XSOURCE);
        return Ok(());
    };
    // A card seen at the player's own table before the auction says when
    // it was received: not asked again, with an option the law refuses (a
    // client probe found both offered and the second refused).
    let own_table = source == "card_seen_at_own_table_before_auction";
    let when = match ctx.enum_fact(WHEN) {
        Some(when) => when,
        None if own_table => "before_any_call",
        None => {
            ctx.ask(WHEN);
            return Ok(());
        }
    };
    if own_table && when != "before_any_call" {
        // 16C1 names a card of another player at the table only before the
        // auction starts; later, the laws on exposed cards govern.
        return Err(InputError::new(
            "invalid_fact_value",
            format!("/facts/{WHEN}"),
            text::msg("law16c-error-own-table-after-call"),
        ));
    }
    let informed = ctx.bool_fact(INFORMED);
    let mut read = vec![(XSOURCE, Read::from(source))];
    if let Some(informed) = informed {
        read.push((INFORMED, Read::from(informed)));
    }
    ctx.consult(&C1_INFORM, true, &read, None);
    if informed == Some(false) {
        ctx.add_to_summary(text::msg("law16c-summary-c1-late"));
    }
    if when == "after_first_call" {
        ctx.consult(&C2_OPTIONS, false, &[(WHEN, Read::from(when))], Some(&C3_AFTER_FIRST_CALL));
        ctx.consult(&C3_AFTER_FIRST_CALL, true, &[(WHEN, Read::from(when))], None);
        return after_first_call(ctx);
    }
    before_any_call(ctx, source)
}

/// 16C2 (2017 16D2): information received before any call, from `source`:
/// when it would interfere with normal play, the director's options.
fn before_any_call(ctx: &mut Ctx<'_>, source: &str) -> Result<(), InputError> {
    let Some(interfere) = ctx.bool_fact(INTERFERE) else {
        ctx.ask(INTERFERE);
        return Ok(());
    };
    if !interfere {
        ctx.consult(&C2_OPTIONS, false, &[(INTERFERE, Read::from(false))], None);
        // 2017 16D2 acts when the information "would likely interfere"
        // (2007 16C2: « pourrait interférer », could): the summary says
        // which test the director answered (a 2017 probe read "cannot").
        let in_2017 = ctx.ruleset.edition() == LawsEdition::Laws2017;
        ctx.summarize(if in_2017 { "law16d-2017-summary-not-likely" } else { "law16c-summary-no-interference" }, &[]);
        return Ok(());
    }
    ctx.consult(&C2_OPTIONS, true, &[(INTERFERE, Read::from(true))], None);
    // 16C2(a) gives the player who received information about a hand that
    // hand: it has no sense for calls, remarks or a result overheard.
    let about_a_hand = ABOUT_A_HAND.contains(&source);
    let positions = if about_a_hand { ctx.bool_fact(POSITIONS_ALLOWED) } else { Some(false) };
    let redeal = ctx.bool_fact(REDEAL_ALLOWED);
    // Whether the contest allows a change of positions or a redeal only
    // decides which options the director is offered: once he has chosen to
    // play and adjust (2(c)) or to award a score (2(d)), neither is asked
    // (a probe was asked whether a redeal was possible after choosing 2(c)).
    let chose_a_score = matches!(ctx.chosen(DIRECTOR_OPTION), Some("play_and_adjust" | "artificial_score"));
    let (positions, redeal) =
        if chose_a_score { (positions.or(Some(false)), redeal.or(Some(false))) } else { (positions, redeal) };
    let (Some(positions), Some(redeal)) = (positions, redeal) else {
        if positions.is_none() {
            ctx.ask(POSITIONS_ALLOWED);
        }
        if redeal.is_none() {
            ctx.ask(REDEAL_ALLOWED);
        }
        return Ok(());
    };
    match ctx.chosen(DIRECTOR_OPTION) {
        None => {
            offer_directors_options(ctx, positions, redeal);
            Ok(())
        }
        Some(option @ ("change_positions" | "redeal")) => {
            positions_or_redeal(ctx, option, positions, redeal, about_a_hand);
            Ok(())
        }
        Some("play_and_adjust") => {
            ctx.consult(&C2C_PLAY, true, &[(DIRECTOR_OPTION, Read::from("play_and_adjust"))], None);
            play_and_review(ctx);
            // Once the director has adjusted, the summary says so in the
            // past, not "will adjust if…" (a thin-client probe).
            let adjusted = law12::has_adjusted_score(ctx);
            ctx.summarize(if adjusted { "law16c-summary-play-adjusted" } else { "law16c-summary-play" }, &[]);
            Ok(())
        }
        Some(_) if ctx.ruleset.edition() == crate::parameters::LawsEdition::Laws2017 => {
            // 2017 16D2(d) awards "an adjusted score (for team play see Law
            // 86B)": an assigned score is no longer refused (a team match
            // may take the other table's result, 86B).
            ctx.consult(&D2D_2017_ADJUSTED, true, &[(DIRECTOR_OPTION, Read::from("artificial_score"))], None);
            ctx.rectify(Rectification::BoardNotPlayed);
            let law = format!("16{}", ctx.ruleset.edition().paragraph("16", "C2(d)"));
            law12::adjust(ctx, &law);
            ctx.summarize("law16d-2017-summary-adjusted", &[]);
            Ok(())
        }
        Some(_) => {
            artificial_score(ctx);
            Ok(())
        }
    }
}

/// 16C2 (2017 16D2): the director's options, a change of positions (a) and
/// a redeal (b) only where the contest allows them.
fn offer_directors_options(ctx: &mut Ctx<'_>, positions: bool, redeal: bool) {
    let mut options = Vec::new();
    if positions {
        options.push(("change_positions", crate::consequences![Rectification::PositionsChanged]));
    }
    if redeal {
        options.push(("redeal", crate::consequences![Rectification::BoardRedealt]));
    }
    options.push((
        "play_and_adjust",
        crate::consequences![SharedRectification::DirectorReview {
            law: format!("16{}", ctx.ruleset.edition().paragraph("16", "C2(c)")).into(),
            reason: ReviewReason::ExtraneousInformation,
        }],
    ));
    options.push(("artificial_score", crate::consequences![Rectification::BoardNotPlayed]));
    ctx.offer(DIRECTOR_OPTION, options);
    ctx.summarize("law16c-summary-offer", &[]);
}

/// 16C2(a), (b): the director changes positions or has the board redealt
/// (`option`), refused where the contest does not allow it (`positions`,
/// `redeal`) or, for positions, the information is not about a hand.
fn positions_or_redeal(ctx: &mut Ctx<'_>, option: &str, positions: bool, redeal: bool, about_a_hand: bool) {
    let (allowed, rule, fact, rectification, summary) = if option == "redeal" {
        (redeal, &C2B_REDEAL, REDEAL_ALLOWED, Rectification::BoardRedealt, "law16c-summary-redeal")
    } else {
        (positions, &C2A_POSITIONS, POSITIONS_ALLOWED, Rectification::PositionsChanged, "law16c-summary-positions")
    };
    if !allowed {
        // Not about a hand, or the form of contest does not allow it:
        // refused, not ignored.
        let (reason, paragraph) = match option {
            "redeal" => ("law16c-error-redeal-not-allowed", "C2(b)"),
            _ if !about_a_hand => ("law16c-error-positions-not-a-hand", "C2(a)"),
            _ => ("law16c-error-positions-not-allowed", "C2(a)"),
        };
        // The paragraph as the ruling's edition numbers it (2017:
        // 16D2, the 2007 16C2).
        let law = format!("16{}", ctx.ruleset.edition().paragraph("16", paragraph));
        ctx.reject(InputError::new(
            "invalid_choice",
            format!("/choices/{DIRECTOR_OPTION}"),
            text::localized(reason, &[("law", law.into())]),
        ));
        return;
    }
    ctx.consult(rule, true, &[(fact, Read::from(true))], None);
    ctx.rectify(rectification);
    ctx.summarize(summary, &[]);
}

/// 2007 16C2(d): the board not played, an artificial adjusted score.
fn artificial_score(ctx: &mut Ctx<'_>) {
    ctx.consult(&C2D_ARTIFICIAL, true, &[(DIRECTOR_OPTION, Read::from("artificial_score"))], None);
    ctx.rectify(Rectification::BoardNotPlayed);
    // 16C2(d) is an artificial score: a result-based one is refused.
    if let Some(notation) = ctx.text_fact(law12::ADJUSTED_SCORE)
        && let Some(adjustment) = Adjustment::parse(notation, Some(Seat::N))
        && !(matches!(adjustment.ns, SideAdjustment::Artificial(_))
            && matches!(adjustment.ew, SideAdjustment::Artificial(_)))
    {
        ctx.reject(InputError::new(
            "invalid_fact_value",
            format!("/facts/{}", law12::ADJUSTED_SCORE),
            text::msg("law16c-error-not-artificial"),
        ));
        return;
    }
    let law = format!("16{}", ctx.ruleset.edition().paragraph("16", "C2(d)"));
    law12::adjust(ctx, &law);
    ctx.summarize("law16c-summary-artificial", &[]);
}

// Test helpers take their values by value (`helper(json!(…))` reads best);
// generated data is small.
#[allow(clippy::needless_pass_by_value, clippy::cast_possible_truncation)]
#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde_json::{Value, json};

    use super::*;
    use crate::game::{ADJUSTED_SCORE_EXAMPLES, adjusted_score_pattern};
    use crate::game::{FactType, Status};
    use crate::kinds::test_support::Decision;
    use crate::kinds::test_support::evaluate;
    use crate::kinds::test_support::{FFB_2017, Ruleset};
    use crate::parameters::BridgeParameters;
    use crate::rectification::AdjustedScoreKind;

    fn incident(kind: &str, facts: Value, choices: &[(&str, &str)]) -> crate::kinds::test_support::Incident {
        crate::kinds::test_support::Incident {
            kind: kind.into(),
            facts: serde_json::from_value::<BTreeMap<String, Value>>(facts).expect("facts"),
            record: None,
            choices: choices.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect(),
            outcome: None,
        }
    }

    fn rule_under(ruleset: &Ruleset, facts: Value) -> Decision {
        evaluate(&incident(KIND.id, facts, &[]), ruleset).expect("valid incident")
    }

    fn with(change: impl Fn(&mut BridgeParameters)) -> Ruleset {
        let mut ruleset = FFB_2017.clone();
        {
            let p = &mut ruleset.parameters;
            change(p);
        }
        ruleset
    }

    fn base(extra: Value) -> Value {
        let mut facts = json!({"source": "flagrant_hesitation", "information_occurred": true,
                               "partner_could_perceive": true, "action_taken": "call"});
        if let (Some(f), Some(e)) = (facts.as_object_mut(), extra.as_object()) {
            f.extend(e.clone());
        }
        facts
    }

    fn asked(d: &Decision) -> Vec<&str> {
        d.questions.iter().map(|q| q.id.as_str()).collect()
    }

    #[test]
    fn ffb_sets_no_threshold_so_the_poll_never_decides() {
        let d = rule_under(
            &FFB_2017,
            base(json!({"peers_polled": 10, "peers_considering_alternative": 9, "peers_choosing_alternative": 9})),
        );
        assert_eq!(asked(&d), vec![LOGICAL_ALTERNATIVE]);
        let poll = d.derived.and_then(|d| d.poll).expect("poll shown");
        assert_eq!((poll.threshold_percent, poll.shows_logical_alternative), (None, None));
        assert_eq!(poll.considering_percent, 90.0);
    }

    #[test]
    fn with_a_threshold_the_poll_decides_only_without_the_directors_judgement() {
        let ruleset = with(|p| p.logical_alternative_threshold_percent = Some(30));
        // 4 of 10 consider it: a logical alternative.
        let d = rule_under(
            &ruleset,
            base(json!({"peers_polled": 10, "peers_considering_alternative": 4, "peers_choosing_alternative": 1})),
        );
        assert_eq!(asked(&d), vec![SUGGESTED]);
        // 2 of 10 is under 30 %: none.
        let d = rule_under(
            &ruleset,
            base(json!({"peers_polled": 10, "peers_considering_alternative": 2, "peers_choosing_alternative": 2})),
        );
        assert_eq!(d.status, Status::Complete);
        assert!(d.rectifications.contains(&SharedRectification::ResultStands.into()));
        // 2017 16B1(b) "and some might select": seriously considered by
        // enough, but chosen by none, is no logical alternative.
        let d = rule_under(
            &ruleset,
            base(json!({"peers_polled": 10, "peers_considering_alternative": 5, "peers_choosing_alternative": 0})),
        );
        assert_eq!(d.status, Status::Complete);
        assert_eq!(d.derived.and_then(|d| d.poll).and_then(|p| p.shows_logical_alternative), Some(false));
    }

    #[test]
    fn under_the_seeds_text_a_poll_need_show_no_one_choosing_it() {
        // 2007 16B1(b) "sérieusement envisagée voire choisie": seriously
        // considered by enough is enough, even when none would choose it.
        let mut ruleset = crate::kinds::test_support::FFB_2007.clone();
        {
            let p = &mut ruleset.parameters;
            p.logical_alternative_threshold_percent = Some(30);
        }
        let d = rule_under(
            &ruleset,
            base(json!({"peers_polled": 10, "peers_considering_alternative": 5, "peers_choosing_alternative": 0})),
        );
        assert_eq!(asked(&d), vec![SUGGESTED]);
        assert_eq!(d.derived.and_then(|d| d.poll).and_then(|p| p.shows_logical_alternative), Some(true));
    }

    #[test]
    fn the_directors_judgement_prevails_over_a_poll_with_a_threshold() {
        let ruleset = with(|p| p.logical_alternative_threshold_percent = Some(30));
        // The poll shows one (4 of 10), the director judges there was none.
        let d = rule_under(
            &ruleset,
            base(json!({"peers_polled": 10, "peers_considering_alternative": 4, "peers_choosing_alternative": 1,
                        "logical_alternative": false})),
        );
        assert_eq!(d.status, Status::Complete);
        assert!(d.rectifications.contains(&SharedRectification::ResultStands.into()));
        let poll = d.derived.and_then(|d| d.poll).expect("the poll is still shown");
        assert_eq!(poll.shows_logical_alternative, Some(true));
        // The poll shows none (2 of 10), the director judges there was one.
        let d = rule_under(
            &ruleset,
            base(json!({"peers_polled": 10, "peers_considering_alternative": 2, "peers_choosing_alternative": 2,
                        "logical_alternative": true})),
        );
        assert_eq!(asked(&d), vec![SUGGESTED]);
    }

    #[test]
    fn the_ruleset_decides_whether_reserving_rights_and_late_calls_are_allowed() {
        let facts = base(json!({"logical_alternative": false, "rights_reserved": true,
                                "director_called": "before_end_of_play"}));
        let d = rule_under(&FFB_2017, facts.clone());
        assert!(
            !d.rectifications.iter().any(|r| matches!(
                r.as_shared(),
                Some(crate::rectification::SharedRectification::NotImplemented { .. })
            ))
        );
        assert!(d.summary.en.contains("no infraction"), "{}", d.summary.en);
        let strict = with(|p| {
            p.reserving_rights_allowed = false;
            p.late_director_call_is_infraction = true;
        });
        let d = rule_under(&strict, facts);
        for law in ["16B2", "16B3"] {
            assert!(
                d.rectifications.contains(&SharedRectification::NotImplemented { law: law.into() }.into()),
                "{law}"
            );
        }
    }

    #[test]
    fn the_adjusted_score_is_computed_and_its_summary_added() {
        let d = rule_under(
            &FFB_2017,
            base(json!({"logical_alternative": true, "demonstrably_suggested": true, "damage": true,
                        "adjusted_score": "W60*4S=;40*4S-1", "offending_side": "EW",
                        "board_declarer": "N", "board_vulnerable": "None"})),
        );
        let Some(Rectification::AdjustedScore { ns, ew, kind, .. }) = d
            .rectifications
            .iter()
            .filter_map(|r| r.as_bridge())
            .find(|r| matches!(r, Rectification::AdjustedScore { .. }))
        else {
            panic!("no adjusted score in {:?}", d.rectifications);
        };
        assert_eq!((ns.points, ew.points, *kind), (Some(232.0), Some(-232.0), AdjustedScoreKind::Weighted));
        assert!(d.summary.en.contains("W60*4S=;40*4S-1"), "{}", d.summary.en);
    }

    #[test]
    fn the_adjusted_score_is_a_text_question_with_examples_and_a_pattern() {
        let question = law12::ADJUSTED_SCORE_FACT.question();
        assert_eq!(question.fact_type, FactType::Text);
        assert_eq!(question.examples.as_ref().map(Vec::len), Some(ADJUSTED_SCORE_EXAMPLES.len()));
        let pattern = adjusted_score_pattern();
        assert!(!pattern.contains("*R") && pattern.contains("[1-7]"), "{pattern}");
        for example in ADJUSTED_SCORE_EXAMPLES {
            assert!(law12::ADJUSTED_SCORE_FACT.check(&json!(example)).is_ok(), "{example}");
        }
        let error = law12::ADJUSTED_SCORE_FACT.check(&json!("W50*4S=")).expect_err("weights short of 100");
        assert_eq!(error.pointer, "/facts/adjusted_score");
    }

    #[test]
    fn after_the_first_call_2017_offers_2c_or_2d_and_2007_only_2c() {
        let facts = json!({"source": "result_overheard", "when_received": "after_first_call"});
        let d = evaluate(&incident(EXTRANEOUS_KIND.id, facts.clone(), &[]), &FFB_2017).expect("valid");
        let choice = d.choice.expect("16D3: the director chooses 2(c) or 2(d)");
        let options: Vec<&str> = choice.options.iter().map(|o| o.id.as_str()).collect();
        assert_eq!(options, vec!["play_and_adjust", "artificial_score"]);
        let d = evaluate(&incident(EXTRANEOUS_KIND.id, facts.clone(), &[]), &crate::kinds::test_support::FFB_2007)
            .expect("valid");
        assert!(d.choice.is_none(), "2007 16C3 names 2(c) alone");
        // Its wording (the result affected, no side at fault) is the
        // facade's to say: `crates/rules/tests/bridge_texts.rs`.
        let review = d.rectifications.first().expect("a review");
        assert!(
            matches!(
                review.as_shared(),
                Some(crate::rectification::SharedRectification::DirectorReview {
                    reason: crate::game::ReviewReason::ExtraneousInformation,
                    ..
                })
            ),
            "{review:?}"
        );
        for (ruleset, option) in [(&FFB_2017, "redeal"), (&crate::kinds::test_support::FFB_2007, "artificial_score")] {
            let error = evaluate(&incident(EXTRANEOUS_KIND.id, facts.clone(), &[(DIRECTOR_OPTION, option)]), ruleset)
                .expect_err("not open after the first call");
            assert_eq!(error.pointer, "/choices/director_option");
        }
    }

    #[test]
    fn whether_information_may_interfere_is_asked_in_each_editions_words() {
        let facts = json!({"source": "result_overheard", "when_received": "before_any_call"});
        let question = |ruleset: &Ruleset| {
            let d = evaluate(&incident(EXTRANEOUS_KIND.id, facts.clone(), &[]), ruleset).expect("valid");
            d.questions.into_iter().find(|q| q.id == INTERFERE).expect("asked").text
        };
        let in_2017 = question(&FFB_2017);
        assert!(in_2017.en.contains("likely") && in_2017.fr.contains("vraisemblablement"), "{in_2017:?}");
        let in_2007 = question(&crate::kinds::test_support::FFB_2007);
        assert!(in_2007.en.starts_with("Could") && !in_2007.en.contains("likely"), "{in_2007:?}");
    }

    #[test]
    fn extraneous_information_offers_only_what_the_contest_allows() {
        let facts = json!({"source": "wrong_hand_seen", "when_received": "before_any_call", "could_interfere": true,
                           "positions_change_allowed": false, "redeal_allowed": true});
        let d = evaluate(&incident(EXTRANEOUS_KIND.id, facts, &[]), &FFB_2017).expect("valid");
        let choice = d.choice.expect("the director's choice");
        assert_eq!(choice.holder, Role::Director);
        let options: Vec<&str> = choice.options.iter().map(|o| o.id.as_str()).collect();
        assert_eq!(options, vec!["redeal", "play_and_adjust", "artificial_score"]);
    }

    #[test]
    fn the_texts_say_what_16b_says() {
        let title = text::msg("law16-b1a-title");
        assert!(title.en.contains("among logical alternatives") && title.en.contains("demonstrably"), "{title:?}");
        assert!(title.fr.contains("parmi les alternatives logiques") && title.fr.contains("manifestement"));
        let question = text::msg("law16-q-considering");
        assert!(question.en.contains("the alternative to the action taken"), "{question:?}");
        assert!(question.fr.contains("l'alternative à l'action choisie"), "{question:?}");
        let reserved = text::msg("law16-summary-b2-rights-reserved");
        assert!(reserved.en.contains("call the director at once") && reserved.en.contains("disputes"));
        assert!(reserved.fr.contains("appeler l'arbitre immédiatement") && reserved.fr.contains("conteste"));
    }

    #[test]
    fn changing_positions_is_offered_only_for_information_about_a_hand() {
        let options = |source: &str| {
            let facts = json!({"source": source, "when_received": "before_any_call", "could_interfere": true,
                               "positions_change_allowed": true, "redeal_allowed": false});
            let d = evaluate(&incident(EXTRANEOUS_KIND.id, facts, &[]), &FFB_2017).expect("valid");
            d.choice.expect("the director's choice").options.into_iter().map(|o| o.id).collect::<Vec<_>>()
        };
        for source in ABOUT_A_HAND {
            assert_eq!(options(source)[0], "change_positions", "{source}");
        }
        for source in ["calls_overheard", "remarks_overheard", "result_overheard", "other"] {
            assert_eq!(options(source), vec!["play_and_adjust", "artificial_score"], "{source}");
        }
        // Not asked whether positions may change when they cannot help.
        let facts = json!({"source": "result_overheard", "when_received": "before_any_call", "could_interfere": true});
        let d = evaluate(&incident(EXTRANEOUS_KIND.id, facts, &[]), &FFB_2017).expect("valid");
        assert_eq!(asked(&d), vec![REDEAL_ALLOWED]);
        // Chosen anyway: refused, in words and not a fact id.
        let facts = json!({"source": "result_overheard", "when_received": "before_any_call", "could_interfere": true,
                           "positions_change_allowed": true, "redeal_allowed": false});
        let error = evaluate(&incident(EXTRANEOUS_KIND.id, facts, &[(DIRECTOR_OPTION, "change_positions")]), &FFB_2017)
            .expect_err("refused");
        assert_eq!(error.pointer, "/choices/director_option");
        assert!(!error.detail.en.contains('_') && !error.detail.fr.contains('_'), "{error:?}");
    }
}
