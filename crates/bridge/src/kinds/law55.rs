//! Law 55: declarer's lead out of turn, from his hand or from dummy.
//!
//! The seed does not reproduce Law 55. Its 2007 and 2017 texts (the WBF's
//! English, the FFB's 2017 French, one law per page) say the same in A and
//! B and differ in C:
//! - A: either defender may accept the lead (Law 53) or require its
//!   retraction; when they differ, the one next in turn after the irregular
//!   lead decides.
//! - B1: retracted when it was a defender's turn to lead: the card goes back
//!   to the hand it came from, with no further rectification.
//! - B2: retracted when it was declarer's turn from the other hand: the card
//!   goes back, and he leads from the correct hand.
//! - C: declarer may have gained information from the infraction. 2007: the
//!   director may award an adjusted score for a line of play based on it;
//!   2017: Law 16 applies (the FFB's 2017 French; the references ask for
//!   the WBF's English to be checked against it).
//!
//! Declarer's cards are never penalty cards (Law 48 for a card he exposes
//! otherwise): the kind `bridge.penalty_card` sends a lead out of turn by
//! declarer or from dummy here (a probe of published rulings found it sent
//! to Law 48, which says nothing of leads).

use crate::game::Read;

use crate::game::Ctx;
use crate::game::{ChoiceSpec, CitationSpec, Domain, EnumValue, FactSpec};
use crate::game::{Information, InformationStatus, Party};
use crate::kinds::law53;
use crate::parameters::LawsEdition;
use crate::rectification::Rectification;
use crate::vocabulary::Role;
use arbitre_core::text;
// The paragraphs of Law 55 (ids and citations) are its laws/ file's.
pub use crate::laws::law55::*;

/// The defenders' election (55A).
pub const ELECTION: &str = "defenders_accept_declarers_lead";

/// The election's catalogue entry: the player next in turn after the
/// irregular lead decides when the defenders differ, so he holds it (the
/// offender is the hand the card came from: declarer's, or dummy's).
pub const ELECTION_CHOICE: ChoiceSpec = ChoiceSpec {
    id: ELECTION,
    holder: Role::OffendersLho,
    law: A_DEFENDERS_ELECT.citation,
    options: crate::kinds::auction_laws::ACCEPT_OR_REFUSE,
};

/// Fact: whose turn it was to lead, seen from the hand that led.
pub const PROPER_LEADER: &str = "proper_leader";

/// The fact's catalogue entry.
pub const PROPER_LEADER_FACT: FactSpec = FactSpec {
    id: PROPER_LEADER,
    question: "law55-q-proper-leader",
    domain: Domain::Enum(&[
        EnumValue { value: "offenders_lho", label: "law55-v-lho" },
        EnumValue { value: "offenders_rho", label: "law55-v-rho" },
        EnumValue { value: "offenders_partner", label: "law55-v-partner" },
    ]),
    rule: B1_DEFENDERS_TURN.id,
};

/// Every paragraph a ruling under this law may cite, as a kind's catalogue
/// lists them (55C under a title both editions share: each edition's own
/// is in the ruling), and the information from a lead taken back (16D1 in
/// 2007, 16C1 in 2017).
pub const CITED: [CitationSpec; 6] = [
    law53::A_ACCEPTED.citation,
    A_DEFENDERS_ELECT.citation,
    B1_DEFENDERS_TURN.citation,
    B2_WRONG_HAND.citation,
    law55("C", "law55-c-information-title"),
    crate::kinds::law16::D1_WITHDRAWN_CALL.citation,
];

/// Declarer led out of turn, from his hand or from dummy (the offender).
pub fn declarers_lead_out_of_turn(ctx: &mut Ctx<'_>) {
    // 2017: at the last trick the defenders cannot accept it (53A and its
    // footnote): retracted, with what B1 or B2 says follows.
    match law53::at_trick_thirteen(ctx) {
        law53::ThirteenthTrick::Retracted => {
            retracted(ctx, None);
            return;
        }
        law53::ThirteenthTrick::Asked => return,
        law53::ThirteenthTrick::Earlier => {}
    }
    match law53::settled_by_play(ctx, true, PROPER_LEADER) {
        Some(true) => {
            ctx.rectify(Rectification::LeadAccepted { player: Role::Offender });
            information(ctx);
            ctx.summarize("law55-summary-accepted-by-play", &[]);
            return;
        }
        Some(false) => return,
        None => {}
    }
    match ctx.chosen(ELECTION) {
        None => {
            // The paragraph of the election, cited while it waits.
            ctx.cite(&A_DEFENDERS_ELECT.citation);
            ctx.offer(
                ELECTION,
                vec![
                    ("accept", vec![Rectification::LeadAccepted { player: Role::Offender }]),
                    ("refuse", vec![Rectification::CardsReturnedToHand { player: Role::Offender }]),
                ],
            );
            ctx.summarize("law55-summary-offer", &[]);
        }
        Some("accept") => {
            let read = [(ELECTION, Read::from("accept"))];
            ctx.consult(&A_DEFENDERS_ELECT, true, &read, None);
            ctx.consult(&law53::A_ACCEPTED, true, &read, None);
            ctx.rectify(Rectification::LeadAccepted { player: Role::Offender });
            information(ctx);
            ctx.summarize("law55-summary-accepted", &[]);
        }
        Some(_) => retracted(ctx, Some("refuse")),
    }
}

/// The lead retracted: by the defenders' election (`election`, 55A), or at
/// the thirteenth trick by law (2017 53A, `None`). B1 or B2 says what
/// follows, as whose lead it was decides.
fn retracted(ctx: &mut Ctx<'_>, election: Option<&'static str>) {
    let Some(leader) = ctx.enum_fact(PROPER_LEADER) else {
        ctx.ask(PROPER_LEADER);
        return;
    };
    let mut read = vec![(PROPER_LEADER, Read::from(leader))];
    if let Some(election) = election {
        read.insert(0, (ELECTION, Read::from(election)));
        ctx.consult(&A_DEFENDERS_ELECT, true, &read[..1], None);
    }
    ctx.rectify(Rectification::CardsReturnedToHand { player: Role::Offender });
    let (rule, player, summary) = match leader {
        "offenders_partner" => (&B2_WRONG_HAND, Role::OffendersPartner, "law55-summary-wrong-hand"),
        "offenders_rho" => (&B1_DEFENDERS_TURN, Role::OffendersRho, "law55-summary-defenders-turn"),
        _ => (&B1_DEFENDERS_TURN, Role::OffendersLho, "law55-summary-defenders-turn"),
    };
    ctx.consult(rule, true, &read, None);
    ctx.rectify(Rectification::CorrectLeaderLeads { player });
    if election.is_some() {
        // The card taken back is a withdrawn play: what it showed is
        // authorized for the defenders (2007 16D1, 2017 16C1), as 55C says
        // what is not for declarer (a play probe found only that half).
        let law = crate::kinds::law16::D1_WITHDRAWN_CALL;
        ctx.inform(Information {
            status: InformationStatus::Authorized,
            holder: Party::NonOffendingSide,
            about: text::msg("law55-info-retracted-lead"),
            citation: ctx.citation(&law.citation),
        });
        information(ctx);
        ctx.summarize(summary, &[]);
    } else {
        // At the last trick no play is left for information to shape (55C).
        ctx.summarize("law53-2017-summary-declarer-trick-thirteen", &[]);
        ctx.add_to_summary(text::msg(summary));
    }
}

/// 55C: what declarer learnt from his own lead, as each edition treats it.
fn information(ctx: &mut Ctx<'_>) {
    let (rule, about) = match ctx.ruleset.edition() {
        LawsEdition::Laws2007 => (&C_ADJUSTED_2007, "law55-info-c"),
        LawsEdition::Laws2017 => (&C_LAW16_2017, "law55-2017-info-c"),
    };
    ctx.consult(rule, true, &[], None);
    ctx.inform(Information {
        status: InformationStatus::Unauthorized,
        holder: Party::OffendingSide,
        about: text::msg(about),
        citation: ctx.citation(&rule.citation),
    });
}
