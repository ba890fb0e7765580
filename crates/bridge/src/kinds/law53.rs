//! Law 53: a lead out of turn accepted.
//!
//! The seed does not reproduce Law 53. Its 2007 and 2017 texts say the same
//! in A; B and C trade places (2017: B the proper lead made after the
//! irregular one, C the wrong defender playing to declarer's lead; 2007 the
//! other way round, as the 2007 English and the Norwegian 2007 code give
//! them: a regression probe found the 2007 ruling citing 2017's letters).
//! Paragraph A is the one a ruling needs beside Laws 54 to 56:
//! - 53A: before the thirteenth trick, any lead faced out of turn may be
//!   treated as a correct lead. It becomes one when declarer or either
//!   defender, as the case may be, accepts it, or when the hand next in
//!   rotation plays to it; otherwise the lead is made from the correct hand.
//!   Who played to it is asked before anyone is offered to elect (a review
//!   found the election offered after a play had made it).
//! - 53B and 53C (the hand before the irregular lead played: the proper
//!   lead made after it, or the wrong defender playing to declarer's lead,
//!   then Law 57) are named and not applied, except under 2017: 53C, the
//!   lead stands and Law 57 is applied to the wrong defender's card; and
//!   declarer's side playing from the hand before a defender's lead out of
//!   turn is 57C3's played card, whether the lead stands left to the
//!   director (`law57.rs`).
//! - 2017 53A opens "prior to the thirteenth trick", and its footnote says
//!   a lead out of turn at trick thirteen must be retracted (the WBF's
//!   English): no acceptance, by statement or by a play to it, and the last
//!   trick is played from the correct hand in rotation. The 2007 text has
//!   no such exception (a 2010 proposal to add one, discussed among
//!   directors, is what the 2017 footnote enacted), so under `ffb-2007`
//!   the thirteenth trick is ruled as any other. The trick is read off a
//!   record that stops at the lead, or given in `lead_out_of_turn_trick`,
//!   which a 2017 ruling asks first when neither says it: a thin client
//!   only answers what it is asked, and a play probe got "accepted" at the
//!   thirteenth trick for want of the question.
//!
//! Used for a defender's lead out of turn later in the play (the kind
//! `bridge.penalty_card`: declarer accepts it, or it is withdrawn and the
//! card becomes a major penalty card, 50B2 naming "a lead out of turn" among
//! the cards exposed deliberately) and for declarer's (Law 55A sends to it).

use crate::game::Read;

use crate::game::Ctx;
use crate::game::{ChoiceSpec, CitationSpec, Domain, EnumValue, FactSpec};
use crate::rectification::SharedRectification;
use crate::vocabulary::Role;
// The paragraphs of Law 53 (ids and citations) are its laws/ file's.
pub use crate::laws::law53::*;

/// 53B and 53C as a kind's catalogue lists them (each edition letters them
/// its own way; the ruling cites the edition's).
pub const B_AND_C: [CitationSpec; 2] = [law53("B", "law53-b-or-c-title"), law53("C", "law53-b-or-c-title")];

/// Fact: who, if anyone, played to the lead out of turn.
pub const PLAYED_TO_IT: &str = "played_to_lead_out_of_turn";

/// The fact's catalogue entry.
pub const PLAYED_TO_IT_FACT: FactSpec = FactSpec {
    id: PLAYED_TO_IT,
    question: "law53-q-played-to-it",
    domain: Domain::Enum(&[
        EnumValue { value: "nobody", label: "law53-v-nobody" },
        EnumValue { value: "next_hand", label: "law53-v-next-hand" },
        EnumValue { value: "previous_hand", label: "law53-v-previous-hand" },
    ]),
    rule: A_ACCEPTED_BY_PLAY.id,
};

/// Fact: at which trick the lead out of turn was made (2 to 13; the
/// opening lead's is Law 54's kind). Read off a record that stops at the
/// lead, otherwise asked under 2017, where only the thirteenth differs.
pub const LEAD_TRICK: &str = "lead_out_of_turn_trick";

/// The fact's catalogue entry.
pub const LEAD_TRICK_FACT: FactSpec = FactSpec {
    id: LEAD_TRICK,
    question: "law53-q-lead-trick",
    domain: Domain::Integer { min: 2, max: 13 },
    rule: A_TRICK_THIRTEEN_2017.id,
};

/// Whether 2017 53A's thirteenth-trick rule decides a lead out of turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ThirteenthTrick {
    /// The lead was at the thirteenth trick under 2017: retracted, no
    /// election, no play to it read (the rule is consulted).
    Retracted,
    /// An earlier trick, or the 2007 edition, which has no such rule: ruled
    /// as any lead out of turn.
    Earlier,
    /// The trick is not known: asked (2017), the ruling waits for it.
    Asked,
}

/// Whether the lead out of turn was at the thirteenth trick under an
/// edition whose 53A forbids accepting it there (2017), asking the trick
/// when neither the facts nor the record say it.
pub fn at_trick_thirteen(ctx: &mut Ctx<'_>) -> ThirteenthTrick {
    if ctx.ruleset.edition() != crate::parameters::LawsEdition::Laws2017 {
        return ThirteenthTrick::Earlier;
    }
    match ctx.int_fact(LEAD_TRICK) {
        None => {
            ctx.ask(LEAD_TRICK);
            ThirteenthTrick::Asked
        }
        Some(13) => {
            ctx.consult(&A_TRICK_THIRTEEN_2017, true, &[(LEAD_TRICK, Read::from(13))], None);
            ThirteenthTrick::Retracted
        }
        Some(_) => ThirteenthTrick::Earlier,
    }
}

/// What a play to the lead out of turn already settled, before anyone
/// elects (53A: a play from the hand next in rotation accepts it; the hand
/// before it played: his proper lead if it was his turn, 2017 53B, else
/// the wrong defender's play to declarer's lead, 2017 53C, or a play out of
/// rotation). `Some(true)`: the lead stands, accepted, and the caller rules
/// it so; `Some(false)`: ruled here as not applied, or a fact asked;
/// `None`: nobody played, and the election is the caller's. `proper_leader`
/// is the fact that says whose lead it was, seen from the offender.
pub fn settled_by_play(ctx: &mut Ctx<'_>, declarers_lead: bool, proper_leader: &str) -> Option<bool> {
    let Some(played) = ctx.enum_fact(PLAYED_TO_IT) else {
        ctx.ask(PLAYED_TO_IT);
        return Some(false);
    };
    let read = [(PLAYED_TO_IT, Read::from(played))];
    match played {
        "next_hand" => {
            ctx.consult(&A_ACCEPTED_BY_PLAY, true, &read, None);
            Some(true)
        }
        "previous_hand" => {
            // The hand on the leader's right played: whether it was his
            // lead decides (a regression probe found declarer's lead ruled
            // 53C when the defender on its right was the proper leader).
            let Some(leader) = ctx.enum_fact(proper_leader) else {
                ctx.ask(proper_leader);
                return Some(false);
            };
            let read = [(PLAYED_TO_IT, Read::from(played)), (proper_leader, Read::from(leader))];
            let edition = ctx.ruleset.edition();
            let (proper, wrong) = match edition {
                crate::parameters::LawsEdition::Laws2007 => (&PROPER_LEAD_2007, &WRONG_DEFENDER_2007),
                crate::parameters::LawsEdition::Laws2017 => (&PROPER_LEAD_2017, &WRONG_DEFENDER_2017),
            };
            let (rule, law, summary) = if leader == "offenders_rho" {
                // His proper lead made after the irregular one.
                (Some(proper), format!("53{}", proper.citation.paragraph), "law53-summary-proper-lead")
            } else if declarers_lead && edition.applies("57") {
                // 2017 53C: the lead stands and Law 57 applies (law57.rs;
                // the 2007 ruleset does not apply Law 57).
                ctx.consult(wrong, true, &read, None);
                ctx.rectify(crate::rectification::Rectification::LeadAccepted { player: Role::Offender });
                crate::kinds::law57::wrong_defender_after_declarers_lead(ctx);
                ctx.add_to_summary(arbitre_core::text::msg("law53-2017-summary-lead-stands-57"));
                return Some(false);
            } else if declarers_lead {
                (Some(wrong), "57".to_owned(), "law53-summary-wrong-defender")
            } else if edition.applies("57") {
                // Declarer's side played from the hand before a defender's
                // lead out of turn: declarer's premature play, a played card
                // if legal (57C3). 53A names only the next hand's play as
                // accepting the lead: whether this one stands is the
                // director's, said once the card is ruled.
                crate::kinds::law57::declarers_premature_play(ctx, Role::OffendersRho, None);
                if ctx.bool_fact(crate::kinds::law57::LEGAL).is_some() {
                    ctx.rectify(SharedRectification::NotImplemented { law: "53".into() });
                    ctx.add_to_summary(arbitre_core::text::msg("law53-2017-summary-out-of-rotation"));
                }
                return Some(false);
            } else {
                // Declarer's side played from the wrong hand to a
                // defender's lead: a play out of rotation, not in Law 53.
                (None, "57".to_owned(), "law53-summary-out-of-rotation")
            };
            // The lead was not accepted by this play (53A names the next
            // hand's): the paragraph the ruling rests on, cited (a probe
            // found a 2007 decision citing nothing).
            if rule.is_none() {
                ctx.cite(&A_ACCEPTED.citation);
            }
            if let Some(rule) = rule {
                ctx.consult(rule, true, &read, None);
            }
            ctx.rectify(SharedRectification::NotImplemented { law: law.clone().into() });
            ctx.summarize(summary, &[("law", law.into())]);
            Some(false)
        }
        _ => {
            ctx.consult(&A_ACCEPTED_BY_PLAY, false, &read, None);
            None
        }
    }
}

/// Declarer's election on a defender's lead out of turn later in the play
/// (53A): accept it, or have it made from the correct hand.
pub const DECLARER_ACCEPTS: &str = "declarer_accepts_lead_out_of_turn";

/// The election's catalogue entry.
pub const DECLARER_ACCEPTS_CHOICE: ChoiceSpec = ChoiceSpec {
    id: DECLARER_ACCEPTS,
    holder: Role::Declarer,
    law: A_ACCEPTED.citation,
    options: crate::kinds::auction_laws::ACCEPT_OR_REFUSE,
};
