//! Law 54: a faced opening lead out of turn (kind
//! `bridge.opening_lead_out_of_turn`).
//!
//! First, whoever made the lead: a member of declarer's side is Law 24 (54E),
//! and nothing else of Law 54 applies. Then, for a defender's lead only, the
//! first paragraph: if the offender's partner (the player whose lead it was)
//! had led face down, that card is taken back. Then declarer's options, the exceptions
//! first because they take the election away from him:
//! - 54A, second sentence: declarer who began to spread his hand and exposed
//!   a card must spread it all and becomes dummy;
//! - 54C: declarer who could have seen a card of dummy's (other than one
//!   exposed during the auction) must accept the lead: 54B applies. We read
//!   "must accept" as ruling out 54A too: having seen both hands he may not
//!   choose which of them to play;
//! - otherwise declarer elects: 54A spread his hand, 54B accept (dummy is
//!   spread, the second card comes from declarer's hand, and a card played
//!   from dummy instead cannot be withdrawn except to correct a revoke), or
//!   54D refuse: the card becomes a major penalty card, the correct leader
//!   leads, and since his partner now has a major penalty card declarer's
//!   50D2 election follows at once.
//!
//! With a deal and play record, the engine reads who led (the record's
//! opening leader against declarer's left-hand opponent) and the card led.

use crate::game::Read;
use crate::laws::law54::law54;
use serde_json::Value;

use crate::deal_record::DealRecord;
use crate::findings::play_irregularities::IrregularPlay;
use crate::findings::record;
use crate::game::{ChoiceSpec, Domain, EnumValue, FactSpec, KindSpec};
use crate::game::{Ctx, InputError};
use crate::kinds::auction_facts::{Facts, RecordFacts};
use crate::kinds::law50::{self, COMPLY_FACT, ELECTION_CHOICE, RANK, RANK_FACT, SUIT, SUIT_FACT};
use crate::rectification::PenaltyCardKind;
use crate::rectification::Rectification;
use crate::rectification::SharedRectification;
use crate::vocabulary::Role;
use arbitre_core::text;

// The paragraphs' rules (ids and citations) are the bridge crate's
// (`crate::laws`), where a record's findings name them too.
pub use crate::laws::law54::{
    A_EXPOSED, A_SPREAD, B_ACCEPT, B1_SECOND_CARD, B2_DUMMY_CARD, C_MUST_ACCEPT, D_REFUSE, E_DECLARERS_SIDE, FACE_DOWN,
};

const SIDE: &str = "offender_side";
const FACE_DOWN_LEAD: &str = "partner_led_face_down";
const EXPOSED: &str = "declarer_exposed_cards";
const SAW_DUMMY: &str = "declarer_could_have_seen_dummy";
const OPTION: &str = "declarer_option";

/// The kind `bridge.opening_lead_out_of_turn`.
pub static KIND: KindSpec = KindSpec {
    id: crate::kinds::penalty_card::OPENING_LEAD_KIND,
    title: "law54-kind-title",
    laws: &[
        law54("", "law54-title"),
        law54("A", "law54-a-title"),
        law54("B", "law54-b-title"),
        law54("C", "law54-c-title"),
        law54("D", "law54-d-title"),
        law54("E", "law54-e-title"),
        law50::D2.citation,
        crate::kinds::law59::UNABLE.citation,
        // Reached through shared rules (information, lead restrictions,
        // adjusted scores, corrections): listed, as a ruling may cite them.
        crate::kinds::law16::A1C_PROCEDURE.citation,
        crate::kinds::law50::E_INFORMATION,
    ],
    facts: &[
        FactSpec {
            id: SIDE,
            question: "law54-q-side",
            domain: Domain::Enum(&[
                EnumValue { value: "defender", label: "law54-v-defender" },
                EnumValue { value: "declarers_side", label: "law54-v-declarers-side" },
            ]),
            rule: E_DECLARERS_SIDE.id,
        },
        FactSpec { id: FACE_DOWN_LEAD, question: "law54-q-face-down", domain: Domain::Boolean, rule: FACE_DOWN.id },
        FactSpec { id: EXPOSED, question: "law54-q-exposed", domain: Domain::Boolean, rule: A_EXPOSED.id },
        FactSpec { id: SAW_DUMMY, question: "law54-q-saw-dummy", domain: Domain::Boolean, rule: C_MUST_ACCEPT.id },
        SUIT_FACT,
        RANK_FACT,
        COMPLY_FACT,
        crate::kinds::law12::ADJUSTED_SCORE_FACT,
        crate::kinds::law12::OFFENDING_SIDE_AT_FAULT_FACT,
        crate::kinds::law12::BOARD_DECLARER_FACT,
        crate::kinds::law12::BOARD_VULNERABLE_FACT,
    ],
    choices: &[
        ChoiceSpec {
            id: OPTION,
            holder: Role::Declarer,
            law: law54("", "law54-title"),
            options: &[
                EnumValue { value: "spread_hand", label: "law54-choice-spread" },
                EnumValue { value: "accept", label: "law54-choice-accept" },
                EnumValue { value: "refuse", label: "law54-choice-refuse" },
            ],
        },
        ELECTION_CHOICE,
    ],
    outcome: &[],
    record_formats: &["pbn", "lin", "json"],
    record_facts: Some(record_facts),
    evaluate,
};

/// What the record shows: who led, and the card.
fn record_facts(deal: &DealRecord, reported: &Facts) -> Result<RecordFacts, InputError> {
    let declarer = law50::declarer_of(deal)?;
    let mut found = RecordFacts { derived: Some(record::derive(deal)?), ..RecordFacts::default() };
    let Some(play) = &deal.play else {
        return Ok(found);
    };
    // A lead out of turn kept in the record's irregular plays: the card, who
    // led it and declarer's election are the record's.
    if let Some(&IrregularPlay::LeadOutOfTurn { seat, card, accepted, .. }) =
        play.irregularities.iter().find(|i| matches!(i, IrregularPlay::LeadOutOfTurn { trick: 1, .. }))
    {
        let side = if seat.side() == declarer.side() { "declarers_side" } else { "defender" };
        found.facts.push((SIDE, Value::from(side)));
        found.facts.push((SUIT, Value::from(card.suit.to_string())));
        found.facts.push((RANK, Value::from(card.rank.to_string())));
        if side == "defender" {
            // A lead the record keeps as accepted stood as the opening lead.
            // Under 54A (declarer exposed cards) that is declarer spreading
            // his hand as dummy, not his 54B election.
            let exposed = reported.get(EXPOSED).and_then(Value::as_bool) == Some(true);
            let option = match (accepted, exposed) {
                (true, true) => "spread_hand",
                (true, false) => "accept",
                (false, _) => "refuse",
            };
            found.choices.push((OPTION, option));
            // Refused, the card is a major penalty card and declarer elects
            // at the partner's lead (50D2(a)): a requirement or prohibition
            // the record keeps for that lead is his election (a records
            // probe found it offered again). Leaving the lead free leaves no
            // entry, so it is not read from an absence.
            // Only a restriction in the penalty card's suit is that election
            // (50D2(a)); one in another suit is not read as it.
            if !accepted
                && let Some(&IrregularPlay::LeadRestricted { kind, .. }) = play.irregularities.iter().find(|i| {
                    matches!(i, IrregularPlay::LeadRestricted { trick: 1, seat: s, suit, .. }
                        if *s == seat.partner() && *suit == card.suit)
                })
            {
                let election = match kind {
                    crate::penalty::LeadOption::Require => "require",
                    crate::penalty::LeadOption::Forbid => "forbid",
                };
                found.choices.push((law50::ELECTION, election));
            }
        }
        return Ok(found);
    }
    let leader = play.opening_leader;
    if leader == declarer.next() {
        return Err(crate::kinds::auction_facts::no_irregularity("opening_lead_out_of_turn"));
    }
    let side = if leader.side() == declarer.side() { "declarers_side" } else { "defender" };
    found.facts.push((SIDE, Value::from(side)));
    // The lead stood when the record shows declarer's hand playing to it:
    // the next in rotation played to the irregular lead (53A), declarer
    // second from his hand (54B1), or his hand spread as dummy when he had
    // exposed cards (54A), which the director says. Refusal is no longer
    // possible (a probe found it offered of a record where trick one was
    // played out).
    if side == "defender" && play.rows.first().is_some_and(|row| row[declarer.index()].is_some()) {
        let exposed = reported.get(EXPOSED).and_then(Value::as_bool) == Some(true);
        found.choices.push((OPTION, if exposed { "spread_hand" } else { "accept" }));
    }
    if let Some(card) = play.rows.first().and_then(|row| row[leader.index()]) {
        found.facts.push((SUIT, Value::from(card.suit.to_string())));
        found.facts.push((RANK, Value::from(card.rank.to_string())));
    }
    Ok(found)
}

fn evaluate(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let deal = ctx.record()?.cloned();
    let Some(side) = ctx.enum_fact(SIDE) else {
        ctx.ask(SIDE);
        return Ok(());
    };
    if side == "declarers_side" {
        // 54E: Law 24 alone; the face-down paragraph covers a defender's lead.
        ctx.consult(&E_DECLARERS_SIDE, true, &[(SIDE, Read::from(side))], None);
        ctx.rectify(SharedRectification::RuledUnder {
            kind: "bridge.card_exposed_during_auction".into(),
            law: "24".into(),
        });
        ctx.summarize("law54-summary-e", &[]);
        return Ok(());
    }
    ctx.consult(&E_DECLARERS_SIDE, false, &[(SIDE, Read::from(side))], None);
    let (face_down, exposed, saw) = (ctx.bool_fact(FACE_DOWN_LEAD), ctx.bool_fact(EXPOSED), ctx.bool_fact(SAW_DUMMY));
    // Once declarer has exposed cards, 54A rules whatever he could have seen
    // of dummy: that question is not asked then (a client probe found it
    // asked and changing nothing); the three are asked together otherwise.
    // Nor is it once the lead was accepted (by declarer, or by the record's
    // play): 54C only forces an acceptance.
    let accepted = ctx.chosen(OPTION) == Some("accept");
    let saw = if exposed == Some(true) || accepted { saw.or(Some(false)) } else { saw };
    let (Some(face_down), Some(exposed), Some(saw)) = (face_down, exposed, saw) else {
        for (id, missing) in
            [(FACE_DOWN_LEAD, face_down.is_none()), (EXPOSED, exposed.is_none()), (SAW_DUMMY, saw.is_none())]
        {
            if missing {
                ctx.ask(id);
            }
        }
        return Ok(());
    };
    ctx.consult(&FACE_DOWN, face_down, &[(FACE_DOWN_LEAD, Read::from(face_down))], None);
    if face_down {
        ctx.rectify(Rectification::FaceDownLeadWithdrawn { player: Role::OffendersPartner });
    }
    let Some(option) = ruling_option(ctx, exposed, saw) else {
        return Ok(());
    };
    let (spread, accept, _) = declarers_options();
    let read_option = [(OPTION, Read::from(option))];
    match option {
        "spread_hand" => {
            ctx.consult(&A_SPREAD, true, &read_option, None);
            for r in spread {
                ctx.rectify(r);
            }
            ctx.summarize(if exposed { "law54-summary-a-exposed" } else { "law54-summary-a" }, &[]);
        }
        "accept" => {
            ctx.consult(&B_ACCEPT, true, &read_option, None);
            ctx.consult(&B1_SECOND_CARD, true, &[], None);
            ctx.consult(&B2_DUMMY_CARD, true, &[], None);
            for r in accept {
                ctx.rectify(r);
            }
            ctx.summarize(if saw { "law54-summary-c" } else { "law54-summary-b" }, &[]);
        }
        _ => refused(ctx, deal.as_ref())?,
    }
    Ok(())
}

/// Declarer's options (54A, B, D), each with the rectifications it brings:
/// spread his hand, accept the lead, refuse it.
fn declarers_options() -> (Vec<Rectification>, Vec<Rectification>, Vec<Rectification>) {
    let spread = vec![Rectification::LeadAccepted { player: Role::Offender }, Rectification::DeclarerBecomesDummy];
    let accept = vec![
        Rectification::LeadAccepted { player: Role::Offender },
        Rectification::DummySpread,
        Rectification::SecondCardFromDeclarersHand,
        Rectification::DummysCardStands,
    ];
    let refuse = vec![
        Rectification::PenaltyCard { player: Role::Offender, card: None, kind: PenaltyCardKind::Major },
        Rectification::CorrectLeaderLeads { player: Role::OffendersPartner },
        Rectification::DeclarerElectsAtPartnersLead { player: Role::OffendersPartner, suits: Vec::new() },
    ];
    (spread, accept, refuse)
}

/// The option that rules the lead: the one 54A (declarer exposed cards) or
/// 54C (he could have seen dummy) forces, else declarer's; `None` while his
/// election is offered, or when he chose one the law takes away.
fn ruling_option<'a>(ctx: &mut Ctx<'a>, exposed: bool, saw: bool) -> Option<&'a str> {
    let read = [(EXPOSED, Read::from(exposed)), (SAW_DUMMY, Read::from(ctx.bool_fact(SAW_DUMMY)))];
    // The exceptions that take the election away from declarer.
    let forced = if exposed {
        Some(&A_EXPOSED)
    } else if saw {
        Some(&C_MUST_ACCEPT)
    } else {
        None
    };
    if let Some(rule) = forced {
        ctx.consult(rule, true, &read, None);
        if let Some(chosen) = ctx.chosen(OPTION) {
            let allowed = if exposed { "spread_hand" } else { "accept" };
            if chosen != allowed {
                ctx.reject(InputError::new(
                    "invalid_choice",
                    format!("/choices/{OPTION}"),
                    // The option's label, not its code (a play probe read
                    // « spread_hand » in a French answer).
                    text::msg(if exposed {
                        "law54-error-option-forced-spread"
                    } else {
                        "law54-error-option-forced-accept"
                    }),
                ));
                return None;
            }
        }
    }
    match forced {
        Some(_) if exposed => Some("spread_hand"),
        Some(_) => Some("accept"),
        None => match ctx.chosen(OPTION) {
            Some(option) => Some(option),
            None => {
                // The paragraphs of declarer's election, cited while it
                // waits (a probe found the offer citing nothing).
                for rule in [&A_SPREAD, &B_ACCEPT, &D_REFUSE] {
                    ctx.cite(&rule.citation);
                }
                let (spread, accept, refuse) = declarers_options();
                ctx.offer(OPTION, vec![("spread_hand", spread), ("accept", accept), ("refuse", refuse)]);
                ctx.summarize("law54-summary-offer", &[]);
                None
            }
        },
    }
}

/// 54D: the card led becomes a major penalty card and 50D applies: the
/// correct leader is on lead with his partner's major penalty card on the
/// table, so declarer elects under 50D2 now.
fn refused(ctx: &mut Ctx<'_>, deal: Option<&DealRecord>) -> Result<(), InputError> {
    ctx.consult(&D_REFUSE, true, &[(OPTION, Read::from("refuse"))], None);
    let (suit, rank) = (ctx.enum_fact(SUIT), ctx.enum_fact(RANK));
    let card = match (suit, rank) {
        (Some(suit), Some(rank)) => law50::card_of(suit, rank),
        _ => None,
    };
    let Some(card) = card else {
        ctx.ask(SUIT);
        ctx.ask(RANK);
        return Ok(());
    };
    ctx.rectify(Rectification::PenaltyCard { player: Role::Offender, card: Some(card), kind: PenaltyCardKind::Major });
    ctx.rectify(Rectification::CorrectLeaderLeads { player: Role::OffendersPartner });
    ctx.rectify(Rectification::PenaltyCardMustBePlayed { player: Role::Offender });
    law50::information(ctx, crate::game::Party::OffendersPartner, PenaltyCardKind::Major);
    // The offender: the player of the lead out of turn the record keeps
    // (after a refusal, the play's opening leader is the correct leader);
    // otherwise the opening leader the play shows.
    let play = deal.and_then(|d| d.play.as_ref());
    let kept = play.and_then(|p| {
        p.irregularities.iter().find_map(|i| match *i {
            IrregularPlay::LeadOutOfTurn { trick: 1, seat, .. } => Some(seat),
            _ => None,
        })
    });
    let offender = kept.or(play.map(|p| p.opening_leader));
    law50::election(ctx, deal, offender, card, None, "law54-summary-d")?;
    // Once declarer elected, the summary is Law 50's election: it says too
    // that the lead was refused and who leads (a play probe found only "the
    // penalty card is picked up").
    if ctx.chosen(law50::ELECTION).is_some() {
        ctx.add_to_summary(text::msg("law54-summary-d-elected"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use serde_json::{Value, json};

    use super::*;
    use crate::game::Status;
    use crate::kinds::test_support::FFB_2017;
    use crate::kinds::test_support::evaluate;
    use crate::kinds::test_support::{Decision, Incident};

    fn rule(facts: Value, choices: &[(&str, &str)]) -> Decision {
        let incident = Incident {
            kind: KIND.id.into(),
            facts: serde_json::from_value::<BTreeMap<String, Value>>(facts).expect("facts"),
            record: None,
            choices: choices.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect(),
            outcome: None,
        };
        evaluate(&incident, &FFB_2017).expect("valid incident")
    }

    fn defender() -> Value {
        json!({"offender_side": "defender", "partner_led_face_down": false,
               "declarer_exposed_cards": false, "declarer_could_have_seen_dummy": false})
    }

    #[test]
    fn declarer_is_offered_spread_accept_or_refuse() {
        let d = rule(defender(), &[]);
        assert_eq!(d.status, Status::AwaitingChoice);
        let ids: Vec<&str> =
            d.choice.as_ref().map(|c| c.options.iter().map(|o| o.id.as_str()).collect()).unwrap_or_default();
        assert_eq!(ids, vec!["spread_hand", "accept", "refuse"]);
    }

    #[test]
    fn a_spread_makes_declarer_dummy_and_b_accepts() {
        let d = rule(defender(), &[(OPTION, "spread_hand")]);
        assert!(d.rectifications.contains(&Rectification::DeclarerBecomesDummy.into()));
        let d = rule(defender(), &[(OPTION, "accept")]);
        assert!(d.rectifications.contains(&Rectification::SecondCardFromDeclarersHand.into()));
        assert!(d.rectifications.contains(&Rectification::DummysCardStands.into()));
        assert!(d.citations.iter().any(|c| c.law == "54" && c.paragraph == "B2"));
    }

    #[test]
    fn a_exposed_cards_and_c_seen_dummy_take_the_election_away() {
        let mut facts = defender();
        facts["declarer_exposed_cards"] = json!(true);
        let d = rule(facts, &[]);
        assert_eq!(d.status, Status::Complete);
        assert!(d.rectifications.contains(&Rectification::DeclarerBecomesDummy.into()));
        let mut facts = defender();
        facts["declarer_could_have_seen_dummy"] = json!(true);
        let d = rule(facts.clone(), &[]);
        assert_eq!(d.status, Status::Complete);
        assert!(d.rectifications.contains(&Rectification::DummySpread.into()));
        let incident = Incident {
            kind: KIND.id.into(),
            facts: serde_json::from_value(facts).expect("facts"),
            record: None,
            choices: [(OPTION.to_owned(), "refuse".to_owned())].into(),
            outcome: None,
        };
        let error = evaluate(&incident, &FFB_2017).expect_err("54C forbids refusing");
        assert_eq!(error.pointer, "/choices/declarer_option");
    }

    #[test]
    fn d_refused_the_card_is_a_major_penalty_card_and_50d2_follows() {
        let d = rule(defender(), &[(OPTION, "refuse")]);
        assert_eq!(d.questions.iter().map(|q| q.id.as_str()).collect::<Vec<_>>(), vec![SUIT, RANK]);
        let mut facts = defender();
        facts["card_suit"] = json!("S");
        facts["card_rank"] = json!("5");
        let d = rule(facts.clone(), &[(OPTION, "refuse")]);
        assert_eq!(d.status, Status::AwaitingChoice);
        assert_eq!(d.choice.as_ref().map(|c| c.id.as_str()), Some(law50::ELECTION));
        assert!(
            d.rectifications.iter().any(|r| matches!(
                r.as_bridge(),
                Some(Rectification::PenaltyCard { kind: PenaltyCardKind::Major, .. })
            ))
        );
    }

    #[test]
    fn e_a_lead_by_declarers_side_is_law_24_and_no_face_down_lead_is_taken_back() {
        let d = rule(json!({"offender_side": "declarers_side"}), &[]);
        assert_eq!(d.status, Status::Complete, "the face-down question is for a defender's lead only");
        let d = rule(json!({"offender_side": "declarers_side", "partner_led_face_down": true}), &[]);
        assert!(
            d.rectifications
                .iter()
                .any(|r| matches!(r.as_shared(), Some(crate::rectification::SharedRectification::RuledUnder { law, .. }) if law == "24"))
        );
        assert!(
            !d.rectifications
                .iter()
                .any(|r| matches!(r.as_bridge(), Some(Rectification::FaceDownLeadWithdrawn { .. })))
        );
    }

    #[test]
    fn a_defenders_lead_a_face_down_lead_by_his_partner_is_taken_back() {
        let mut facts = defender();
        facts["partner_led_face_down"] = json!(true);
        let d = rule(facts, &[(OPTION, "accept")]);
        assert!(
            d.rectifications.contains(&Rectification::FaceDownLeadWithdrawn { player: Role::OffendersPartner }.into())
        );
    }

    #[test]
    fn d_the_summary_names_the_card_and_suit_in_words() {
        let mut facts = defender();
        facts["card_suit"] = json!("C");
        facts["card_rank"] = json!("K");
        let d = rule(facts, &[(OPTION, "refuse")]);
        assert!(d.summary.fr.contains("le Roi de trèfle") && d.summary.fr.contains("à trèfle"), "{}", d.summary.fr);
        assert!(d.summary.en.contains("the king of clubs") && d.summary.en.contains("in clubs"), "{}", d.summary.en);
        assert!(!d.summary.fr.contains("CK") && !d.summary.en.contains(" C,"), "{}", d.summary.en);
    }
}
