//! Law 57: a premature lead or play, under the 2017 Laws.
//!
//! The seed does not reproduce Law 57. These rules follow the WBF's 2017
//! English text (published one law per page); its French 2017 wording was
//! not found. The 2007 text was not read for this module, so `ffb-2007`
//! keeps ruling as before: Law 57 named and not applied.
//!
//! - 57A: a defender who leads to the next trick before his partner has
//!   played to the current one, or plays out of turn before his partner has
//!   played: his card becomes a major penalty card, and declarer chooses one
//!   of four options for the partner's play to this trick: (1) the highest
//!   card he holds of the suit led, (2) the lowest, (3) a card of another
//!   suit declarer names, (4) no card of another suit declarer names.
//! - 57B: the partner who cannot comply plays any card (Law 59). A
//!   rectification never overrides the duty to follow suit: Law 59 names
//!   that duty among the reasons a player cannot comply.
//! - 57C1: no rectification for playing before his partner once declarer
//!   has played from both hands (a card counts as played from dummy once
//!   declarer named or indicated it). 57C2: nor once dummy, of his own
//!   accord, picked a card before his right-hand opponent, or illegally
//!   suggested one.
//! - 57C3: declarer's premature play (not a lead) from either hand is a
//!   played card; legal, it may not be withdrawn.
//! - 57D: a defender who tries to play (not lead) at his right-hand
//!   opponent's turn: Law 16 may apply; a card he can legally play to the
//!   trick is played at his proper turn, any other becomes a major penalty
//!   card.
//!
//! Reached from the kind `bridge.penalty_card` (a card "led or played
//! prematurely"), from 2017 53C (the wrong defender played to declarer's
//! lead out of turn: "the lead stands and Law 57 applies") and, for 57C3,
//! from declarer's side playing from the hand before a defender's lead out
//! of turn (`law53::settled_by_play`). A record stopped at the premature
//! card is read ([`AtTable`]): what it shows is not asked, and facts that
//! contradict it are refused.

use crate::game::Read;

use crate::card::{Card, Suit};
use crate::laws::law50;
use crate::rectification::{PenaltyCardKind, Rectification};

use crate::game::{ChoiceSpec, CitationSpec, Domain, EnumValue, FactSpec};
use crate::game::{Ctx, InputError};
use crate::game::{Information, InformationStatus, Party};
use crate::kinds::law59;
use crate::kinds::penalty_card;
use crate::rectification::SharedRectification;
use crate::vocabulary::Role;
use arbitre_core::text;
// The paragraphs of Law 57 (ids and citations) are its laws/ file's.
pub use crate::laws::law57::*;

/// The paragraphs as a kind's catalogue lists them.
pub const CITED: [CitationSpec; 10] = [
    A_PREMATURE.citation,
    A1_HIGHEST.citation,
    A2_LOWEST.citation,
    A3_REQUIRE_SUIT.citation,
    A4_FORBID_SUIT.citation,
    B_CANNOT_COMPLY.citation,
    C1_BOTH_HANDS.citation,
    C2_DUMMY.citation,
    C3_DECLARER.citation,
    D_AT_RHOS_TURN.citation,
];

/// Fact: what the defender did early.
pub const ACT: &str = "premature_act";
/// Fact (57C1): had declarer played from both hands to the trick?
pub const BOTH_HANDS: &str = "declarer_played_both_hands";
/// Fact (57C2): had dummy picked a card of his own accord before his
/// right-hand opponent, or illegally suggested one?
pub const DUMMY_ACTED: &str = "dummy_played_or_suggested";
/// Fact (57C3, 57D): could the card be legally played to the trick?
pub const LEGAL: &str = "premature_card_legal";
/// Fact (57A3, 57A4): the suit declarer names.
pub const NAMED_SUIT: &str = "declarer_named_suit";
/// Fact (57B): can the partner play as declarer chose?
pub const CAN_COMPLY: &str = "partner_can_play_as_required";
/// Choice: declarer's option (57A).
pub const OPTION: &str = "declarer_premature_play_option";

/// The facts' catalogue entries.
pub const FACTS: [FactSpec; 6] = [
    FactSpec {
        id: ACT,
        question: "law57-q-act",
        domain: Domain::Enum(&[
            EnumValue { value: "lead_to_next_trick", label: "law57-v-lead-to-next-trick" },
            EnumValue { value: "play_before_partner", label: "law57-v-play-before-partner" },
            EnumValue { value: "play_at_rhos_turn", label: "law57-v-play-at-rhos-turn" },
        ]),
        rule: A_PREMATURE.id,
    },
    FactSpec { id: BOTH_HANDS, question: "law57-q-both-hands", domain: Domain::Boolean, rule: C1_BOTH_HANDS.id },
    FactSpec { id: DUMMY_ACTED, question: "law57-q-dummy-acted", domain: Domain::Boolean, rule: C2_DUMMY.id },
    FactSpec { id: LEGAL, question: "law57-q-legal", domain: Domain::Boolean, rule: D_AT_RHOS_TURN.id },
    FactSpec {
        id: NAMED_SUIT,
        question: "law57-q-named-suit",
        domain: Domain::Enum(penalty_card::SUIT_VALUES),
        rule: A3_REQUIRE_SUIT.id,
    },
    FactSpec { id: CAN_COMPLY, question: "law57-q-can-comply", domain: Domain::Boolean, rule: B_CANNOT_COMPLY.id },
];

/// Declarer's option (57A), as the catalogue lists it.
pub const OPTION_CHOICE: ChoiceSpec = ChoiceSpec {
    id: OPTION,
    holder: Role::Declarer,
    law: A_PREMATURE.citation,
    options: &[
        EnumValue { value: "highest", label: "choice-premature-highest" },
        EnumValue { value: "lowest", label: "choice-premature-lowest" },
        EnumValue { value: "require_suit", label: "choice-premature-require-suit" },
        EnumValue { value: "forbid_suit", label: "choice-premature-forbid-suit" },
    ],
};

/// What a deal record stopped at the premature card shows (the card still
/// in its owner's hand, the trick in progress): read instead of asked, and
/// facts that contradict it refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AtTable {
    /// The suit led to the trick in progress, if one is.
    pub suit_led: Option<Suit>,
    /// The cards the offender still holds.
    pub offender_hand: Vec<Card>,
    /// Whether the offender has played to the trick in progress.
    pub offender_played: bool,
    /// Whether his partner has played to the trick in progress.
    pub partner_played: bool,
    /// Whether declarer has played to it from both hands (57C1).
    pub declarer_played_both_hands: bool,
    /// The cards his partner still holds (57B: can he play as required?).
    pub partner_hand: Vec<Card>,
    /// Whether it was his own turn where the record stops: his card was
    /// then played in turn, not prematurely.
    pub offender_on_turn: bool,
}

impl AtTable {
    /// Whether `card` may legally be played to the trick in progress (44C:
    /// follow suit if able).
    pub fn legal(&self, card: Card) -> Option<bool> {
        let led = self.suit_led?;
        Some(card.suit == led || !self.offender_hand.iter().any(|c| c.suit == led))
    }
}

/// A defender (the offender) led or played prematurely. `card` is his card
/// when the facts name it; `at_table` what a record stopped there shows.
pub fn defenders_premature_play(ctx: &mut Ctx<'_>, card: Option<Card>, at_table: Option<&AtTable>) {
    // A record stopped at the premature card shows what it was when neither
    // partner has played to the trick in progress (a play before the
    // partner) or only the offender has (a lead to the next trick); the
    // director is asked otherwise (a probe found it asked of such a record).
    let shown = at_table
        .filter(|t| t.suit_led.is_some() && !t.partner_played && !t.offender_on_turn)
        .map(|t| if t.offender_played { "lead_to_next_trick" } else { "play_before_partner" });
    let Some(act) = ctx.enum_fact(ACT).or(shown) else {
        ctx.ask(ACT);
        return;
    };
    if let Some(table) = at_table
        && let Some(error) = contradicts(ctx, act, card, table)
    {
        ctx.reject(error);
        return;
    }
    if act == "play_at_rhos_turn" {
        at_rhos_turn(ctx, card, card.zip(at_table).and_then(|(card, table)| table.legal(card)));
        return;
    }
    if act == "lead_to_next_trick" {
        // 57C speaks of "playing before his partner", as 57D of a play
        // "(not lead)": a lead to the next trick is 57A's whatever declarer
        // has played (a review: in rotation the partner who has not played
        // is fourth, declarer having played from both hands, so asking
        // 57C1 would take the lead clause away).
        premature_penalty(ctx, act, Role::Offender, card, at_table);
        return;
    }
    before_partner(ctx, act, Role::Offender, card, at_table);
}

/// 2017 53C: declarer led out of turn and the defender on the right of the
/// irregular lead (the offender's right-hand opponent, the offender being
/// the hand that led), whose turn it was not, played to it: the lead
/// stands and Law 57 applies to his card, played before his partner, 57C
/// included (a probe: declarer who led from the wrong hand and then called
/// a card from the other has played from both hands, and the defender's
/// card carries no rectification, as a published ruling has it).
pub fn wrong_defender_after_declarers_lead(ctx: &mut Ctx<'_>) {
    before_partner(ctx, "play_before_partner", Role::OffendersRho, None, None);
}

/// The defender who led or played before his partner (`offender`): 57C,
/// then 57A.
fn before_partner(ctx: &mut Ctx<'_>, act: &str, offender: Role, card: Option<Card>, at_table: Option<&AtTable>) {
    // 57C: declarer's side played first out of order; the defender's play
    // before his partner then carries no rectification. A record stopped at
    // the premature card shows it (a probe found it asked).
    let shown = at_table.filter(|t| t.suit_led.is_some()).map(|t| t.declarer_played_both_hands);
    let Some(both_hands) = shown.or_else(|| ctx.bool_fact(BOTH_HANDS)) else {
        ctx.ask(BOTH_HANDS);
        return;
    };
    let read = [(BOTH_HANDS, Read::from(both_hands))];
    if both_hands {
        ctx.consult(&C1_BOTH_HANDS, true, &read, None);
        not_rectified(ctx, offender, "c1");
        return;
    }
    ctx.consult(&C1_BOTH_HANDS, false, &read, Some(&A_PREMATURE));
    let Some(dummy_acted) = ctx.bool_fact(DUMMY_ACTED) else {
        ctx.ask(DUMMY_ACTED);
        return;
    };
    let read = [(DUMMY_ACTED, Read::from(dummy_acted))];
    if dummy_acted {
        ctx.consult(&C2_DUMMY, true, &read, None);
        not_rectified(ctx, offender, "c2");
        return;
    }
    ctx.consult(&C2_DUMMY, false, &read, Some(&A_PREMATURE));
    premature_penalty(ctx, act, offender, card, at_table);
}

/// 57A: the card is a major penalty card, and declarer chooses how the
/// offender's partner plays to the trick.
fn premature_penalty(ctx: &mut Ctx<'_>, act: &str, offender: Role, card: Option<Card>, at_table: Option<&AtTable>) {
    ctx.consult(&A_PREMATURE, true, &[(ACT, Read::from(act))], None);
    major_penalty_card(ctx, offender, card);
    declarers_option(ctx, partner_of(offender), at_table);
}

/// The offending defender's partner, named from the same offender.
fn partner_of(offender: Role) -> Role {
    match offender {
        Role::OffendersRho => Role::OffendersLho,
        Role::OffendersLho => Role::OffendersRho,
        _ => Role::OffendersPartner,
    }
}

/// 57C1 or C2 (`paragraph`) held: the defender's card, played before his
/// partner, stays played.
fn not_rectified(ctx: &mut Ctx<'_>, offender: Role, paragraph: &str) {
    ctx.rectify(Rectification::PrematurePlayStands { player: offender });
    ctx.summarize(&format!("law57-summary-{paragraph}-play"), &[]);
}

/// What the director says of the premature act against what the record
/// shows at that point: 57A needs the partner not to have played to the
/// trick (a regression probe had the option offered for a partner the
/// record shows had played), 57D a card the record says is legal or not.
fn contradicts(ctx: &Ctx<'_>, act: &str, card: Option<Card>, table: &AtTable) -> Option<InputError> {
    let refuse = |field: &str, id: &str| {
        Some(InputError::new("fact_contradicts_record", format!("/facts/{field}"), text::msg(id)))
    };
    let in_progress = table.suit_led.is_some();
    // Declarer's side having played from both hands, as the director says,
    // against the record (a probe's "both hands" for a trick South had not
    // played to lifted the penalty).
    if in_progress
        && act == "play_before_partner"
        && ctx.bool_fact(BOTH_HANDS).is_some_and(|said| said != table.declarer_played_both_hands)
    {
        return refuse(BOTH_HANDS, "law57-error-both-hands-contradicts-record");
    }
    match act {
        // His own turn where the record stops: a card played then is in
        // turn (a review: RHO led, neither defender had played).
        "play_before_partner" | "play_at_rhos_turn" if table.offender_on_turn => {
            refuse(ACT, "law57-error-offender-on-turn")
        }
        "play_before_partner" if in_progress && table.partner_played => refuse(ACT, "law57-error-partner-had-played"),
        // At his right-hand opponent's turn his partner has played (led or
        // played before that opponent): a record where he has not is a play
        // before the partner, 57A's (a probe).
        "play_at_rhos_turn" if in_progress && !table.partner_played => {
            refuse(ACT, "law57-error-rhos-turn-partner-not-played")
        }
        "lead_to_next_trick" if !in_progress || table.partner_played || !table.offender_played => {
            refuse(ACT, "law57-error-not-a-premature-lead")
        }
        "play_at_rhos_turn" => {
            let legal = card.and_then(|c| table.legal(c));
            match (legal, ctx.bool_fact(LEGAL)) {
                (Some(read), Some(said)) if read != said => refuse(LEGAL, "law57-error-legal-contradicts-record"),
                _ => None,
            }
        }
        _ => None,
    }
}

/// 57D: tried at his right-hand opponent's turn (his partner has played).
/// `card` when the facts name it; `read`: whether it is legal, as the
/// record shows it.
fn at_rhos_turn(ctx: &mut Ctx<'_>, card: Option<Card>, read: Option<bool>) {
    let Some(legal) = read.or_else(|| ctx.bool_fact(LEGAL)) else {
        ctx.ask(LEGAL);
        return;
    };
    ctx.consult(&D_AT_RHOS_TURN, true, &[(LEGAL, Read::from(legal))], None);
    if legal {
        ctx.rectify(Rectification::CardPlayedAtProperTurn { player: Role::Offender });
        // 57D's "Law 16 may apply": what the early card told the partner
        // is his side's unauthorized information, said in the list as 55C's
        // is (a play probe found it in the summary only).
        ctx.inform(Information {
            status: InformationStatus::Unauthorized,
            holder: Party::OffendingSide,
            about: text::msg("law57-info-at-rhos-turn"),
            citation: ctx.citation(&D_AT_RHOS_TURN.citation),
        });
        ctx.summarize("law57-summary-at-proper-turn", &[]);
    } else {
        major_penalty_card(ctx, Role::Offender, card);
        ctx.summarize("law57-summary-at-rhos-turn-penalty-card", &[]);
    }
}

/// The card becomes a major penalty card, played at the first legal
/// opportunity (50D1); what it shows is as for any penalty card (50E).
fn major_penalty_card(ctx: &mut Ctx<'_>, player: Role, card: Option<Card>) {
    // The card is named: declarer's 50D2 election is about its suit (a play
    // probe walked these paths as a thin client and got a penalty card
    // without a card and an election without a suit). Asked of the
    // offender's card only: on 53C's path the card is the wrong defender's,
    // which the kind's card facts do not describe.
    if card.is_none() && player == Role::Offender {
        ctx.ask(penalty_card::SUIT);
        ctx.ask(penalty_card::RANK);
    }
    ctx.rectify(Rectification::PenaltyCard { player, card, kind: PenaltyCardKind::Major });
    ctx.consult(&law50::D1A, true, &[], None);
    ctx.rectify(Rectification::PenaltyCardMustBePlayed { player });
    // Whenever his partner has or obtains the lead while the card is on
    // the table, declarer elects (50D2): a probe found it left out.
    ctx.consult(&law50::D2, true, &[], None);
    let suits = card.map(|c| vec![c.suit]).unwrap_or_default();
    ctx.rectify(Rectification::DeclarerElectsAtPartnersLead { player: partner_of(player), suits });
    // What the card shows is unauthorized for the card holder's partner
    // once picked up: on 53C's path the holder is not the offender but the
    // leader's right-hand opponent, a defender (a review).
    let partner = if player == Role::Offender { Party::OffendersPartner } else { Party::Defenders };
    penalty_card::information(ctx, partner, PenaltyCardKind::Major);
}

/// 57A's four options for the offending defender's `partner`, then 57B.
/// A record stopped at the premature card gives the suit led (the suit
/// declarer names must be another, 57A3/A4) and, for the highest or lowest
/// card of the suit led, whether the partner holds one (57B).
fn declarers_option(ctx: &mut Ctx<'_>, partner: Role, at_table: Option<&AtTable>) {
    let suit_led = at_table.and_then(|t| t.suit_led);
    let Some(option) = ctx.chosen(OPTION) else {
        ctx.offer(
            OPTION,
            vec![
                ("highest", vec![Rectification::PlaysHighestOfSuitLed { player: partner }]),
                ("lowest", vec![Rectification::PlaysLowestOfSuitLed { player: partner }]),
                ("require_suit", vec![Rectification::PlaySuitRequired { player: partner, suits: Vec::new() }]),
                ("forbid_suit", vec![Rectification::PlaySuitForbidden { player: partner, suits: Vec::new() }]),
            ],
        );
        ctx.summarize("law57-summary-offer", &[]);
        return;
    };
    let read = [(OPTION, Read::from(option))];
    let (rule, restriction) = match option {
        "highest" => (&A1_HIGHEST, Rectification::PlaysHighestOfSuitLed { player: partner }),
        "lowest" => (&A2_LOWEST, Rectification::PlaysLowestOfSuitLed { player: partner }),
        _ => {
            let Some(suit) = ctx.enum_fact(NAMED_SUIT).and_then(|s| s.chars().next()).and_then(Suit::from_char) else {
                ctx.ask(NAMED_SUIT);
                return;
            };
            if Some(suit) == suit_led {
                ctx.reject(InputError::new(
                    "fact_contradicts_record",
                    format!("/facts/{NAMED_SUIT}"),
                    text::msg("law57-error-named-suit-is-suit-led"),
                ));
                return;
            }
            let suits = vec![suit];
            if option == "require_suit" {
                (&A3_REQUIRE_SUIT, Rectification::PlaySuitRequired { player: partner, suits })
            } else {
                (&A4_FORBID_SUIT, Rectification::PlaySuitForbidden { player: partner, suits })
            }
        }
    };
    ctx.consult(rule, true, &read, None);
    ctx.rectify(restriction);
    // 57B: the partner's holding decides; without a record it is asked.
    // With one, whether he holds the suit led decides the highest or the
    // lowest card of it (a probe had "cannot" said of a partner the record
    // shows holding three).
    let holds_suit_led = at_table
        .filter(|_| matches!(option, "highest" | "lowest"))
        .and_then(|t| t.suit_led.map(|led| t.partner_hand.iter().any(|c| c.suit == led)));
    if let (Some(read), Some(said)) = (holds_suit_led, ctx.bool_fact(CAN_COMPLY))
        && read != said
    {
        ctx.reject(InputError::new(
            "fact_contradicts_record",
            format!("/facts/{CAN_COMPLY}"),
            text::msg("law57-error-can-comply-contradicts-record"),
        ));
        return;
    }
    let Some(can) = holds_suit_led.or_else(|| ctx.bool_fact(CAN_COMPLY)) else {
        ctx.ask(CAN_COMPLY);
        return;
    };
    ctx.consult(&B_CANNOT_COMPLY, !can, &[(CAN_COMPLY, Read::from(can))], None);
    if can {
        ctx.summarize("law57-summary-chosen", &[]);
    } else {
        ctx.consult(&law59::UNABLE, true, &[(CAN_COMPLY, Read::from(false))], None);
        // The option does not hold for him: only what does is listed.
        ctx.retract(|r| {
            matches!(
                r.as_bridge(),
                Some(
                    Rectification::PlaysHighestOfSuitLed { .. }
                        | Rectification::PlaysLowestOfSuitLed { .. }
                        | Rectification::PlaySuitRequired { .. }
                        | Rectification::PlaySuitForbidden { .. }
                )
            )
        });
        law59::any_legal_card(ctx, partner, "law59-info-unable-play");
        ctx.summarize("law57-summary-cannot-comply", &[]);
    }
}

/// 57C3: declarer's premature play from either hand is a played card. An
/// illegal one (a card that does not follow suit) is a revoke, corrected
/// under Law 62 and ruled by that kind.
/// `read`: whether the card is legal, as a record stopped there shows it.
pub fn declarers_premature_play(ctx: &mut Ctx<'_>, player: Role, read: Option<bool>) {
    if let (Some(read), Some(said)) = (read, ctx.bool_fact(LEGAL))
        && read != said
    {
        ctx.reject(InputError::new(
            "fact_contradicts_record",
            format!("/facts/{LEGAL}"),
            text::msg("law57-error-legal-contradicts-record"),
        ));
        return;
    }
    let Some(legal) = read.or_else(|| ctx.bool_fact(LEGAL)) else {
        ctx.ask(LEGAL);
        return;
    };
    ctx.consult(&C3_DECLARER, true, &[(LEGAL, Read::from(legal))], None);
    if legal {
        ctx.rectify(Rectification::PrematurePlayStands { player });
        ctx.summarize("law57-summary-declarer-played-card", &[]);
    } else {
        ctx.rectify(SharedRectification::RuledUnder { kind: "bridge.revoke".into(), law: "62".into() });
        ctx.summarize("law57-summary-declarer-revoke", &[]);
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::*;
    use crate::game::Status;
    use crate::kinds::test_support::evaluate;
    use crate::kinds::test_support::{Decision, Incident};
    use crate::kinds::test_support::{FFB_2007, FFB_2017, Ruleset};
    use crate::rectification::Consequence as AnyRectification;

    fn rule_in(ruleset: &Ruleset, facts: &Value, choices: &[(&str, &str)]) -> Decision {
        let incident = Incident {
            kind: crate::kinds::law50::KIND.id.into(),
            facts: facts.as_object().cloned().unwrap_or_default().into_iter().collect(),
            record: None,
            choices: choices.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect(),
            outcome: None,
        };
        evaluate(&incident, ruleset).expect("valid incident")
    }

    fn defender(extra: &Value) -> Value {
        // The card is named: a penalty card not named is asked (57A, 57D).
        let mut facts = json!({"offender_role": "defender", "how_exposed": "led_or_played_prematurely",
                               "card_suit": "S", "card_rank": "4"});
        if let (Some(f), Some(e)) = (facts.as_object_mut(), extra.as_object()) {
            f.extend(e.clone());
        }
        facts
    }

    fn asked(d: &Decision) -> Vec<&str> {
        d.questions.iter().map(|q| q.id.as_str()).collect()
    }

    fn bridge(d: &Decision) -> Vec<&Rectification> {
        d.rectifications.iter().filter_map(AnyRectification::as_bridge).collect()
    }

    fn applied(d: &Decision, id: &str) -> bool {
        d.trace.iter().flatten().any(|t| t.rule == id && t.applied)
    }

    /// A play before partner, declarer's side having played in order.
    fn before_partner() -> Value {
        defender(&json!({"premature_act": "play_before_partner",
            "declarer_played_both_hands": false, "dummy_played_or_suggested": false}))
    }

    #[test]
    fn a_play_before_partner_is_a_major_penalty_card_and_declarer_chooses() {
        let facts = before_partner();
        let d = rule_in(&FFB_2017, &facts, &[]);
        assert_eq!(d.status, Status::AwaitingChoice);
        assert!(applied(&d, A_PREMATURE.id));
        let choice = d.choice.as_ref().expect("declarer's option");
        assert_eq!(choice.id, OPTION);
        assert_eq!(choice.holder, Role::Declarer);
        let options: Vec<&str> = choice.options.iter().map(|o| o.id.as_str()).collect();
        assert_eq!(options, ["highest", "lowest", "require_suit", "forbid_suit"]);
        // Major whatever the card: 57A says so, not 50B's tests.
        let facts_with_card = defender(&json!({"premature_act": "lead_to_next_trick",
            "declarer_played_both_hands": false, "dummy_played_or_suggested": false,
            "card_suit": "C", "card_rank": "2"}));
        let d = rule_in(&FFB_2017, &facts_with_card, &[]);
        assert!(bridge(&d).iter().any(|r| matches!(r,
            Rectification::PenaltyCard { card: Some(c), kind: PenaltyCardKind::Major, .. } if c.to_string() == "C2")));
        assert!(bridge(&d).iter().any(|r| matches!(r, Rectification::PenaltyCardMustBePlayed { .. })));
        // Should his partner obtain the lead while it is on the table,
        // declarer elects (50D2).
        assert!(bridge(&d).iter().any(|r| matches!(r,
            Rectification::DeclarerElectsAtPartnersLead { player: Role::OffendersPartner, suits } if suits == &[Suit::Clubs])));
    }

    #[test]
    fn each_option_restricts_the_partners_play_to_this_trick() {
        let facts = before_partner();
        let with = |option: &str, extra: Value| {
            let mut f = facts.clone();
            if let (Some(f), Some(extra)) = (f.as_object_mut(), extra.as_object()) {
                f.extend(extra.clone());
            }
            f["partner_can_play_as_required"] = json!(true);
            rule_in(&FFB_2017, &f, &[(OPTION, option)])
        };
        let d = with("highest", json!({}));
        assert!(applied(&d, A1_HIGHEST.id));
        assert!(bridge(&d).iter().any(|r| matches!(r, Rectification::PlaysHighestOfSuitLed { .. })));
        let d = with("lowest", json!({}));
        assert!(applied(&d, A2_LOWEST.id));
        assert!(bridge(&d).iter().any(|r| matches!(r, Rectification::PlaysLowestOfSuitLed { .. })));
        // A suit option names its suit, asked when missing.
        let d = with("require_suit", json!({}));
        assert_eq!(asked(&d), [NAMED_SUIT]);
        let d = with("require_suit", json!({"declarer_named_suit": "H"}));
        assert!(applied(&d, A3_REQUIRE_SUIT.id));
        assert!(bridge(&d).iter().any(|r| matches!(r,
            Rectification::PlaySuitRequired { suits, .. } if suits == &[Suit::Hearts])));
        let d = with("forbid_suit", json!({"declarer_named_suit": "D"}));
        assert!(applied(&d, A4_FORBID_SUIT.id));
        assert!(bridge(&d).iter().any(|r| matches!(r,
            Rectification::PlaySuitForbidden { suits, .. } if suits == &[Suit::Diamonds])));
        assert_eq!(d.status, Status::Complete);
        assert!(!bridge(&d).iter().any(|r| matches!(r, Rectification::AnyLegalCard { .. })));
    }

    #[test]
    fn a_partner_who_cannot_comply_plays_any_card() {
        let mut facts = before_partner();
        let d = rule_in(&FFB_2017, &facts, &[(OPTION, "highest")]);
        assert_eq!(asked(&d), [CAN_COMPLY]);
        facts["partner_can_play_as_required"] = json!(false);
        let d = rule_in(&FFB_2017, &facts, &[(OPTION, "highest")]);
        assert!(applied(&d, B_CANNOT_COMPLY.id));
        assert!(applied(&d, &FFB_2017.rule_id(law59::UNABLE.id)));
        assert!(bridge(&d).iter().any(|r| matches!(r, Rectification::AnyLegalCard { player: Role::OffendersPartner })));
        // The option that does not hold for him is not listed beside it.
        assert!(!bridge(&d).iter().any(|r| matches!(r, Rectification::PlaysHighestOfSuitLed { .. })));
    }

    #[test]
    fn no_rectification_once_declarers_side_played_out_of_order() {
        // 57C1: declarer has played from both hands.
        let facts = defender(&json!({"premature_act": "play_before_partner", "declarer_played_both_hands": true}));
        let d = rule_in(&FFB_2017, &facts, &[]);
        assert_eq!(d.status, Status::Complete);
        assert!(applied(&d, C1_BOTH_HANDS.id));
        assert!(!applied(&d, A_PREMATURE.id));
        assert_eq!(bridge(&d), [&Rectification::PrematurePlayStands { player: Role::Offender }]);
        assert!(d.choice.is_none());
        // 57C2: dummy played or suggested a card of his own accord.
        let facts = defender(&json!({"premature_act": "play_before_partner",
            "declarer_played_both_hands": false, "dummy_played_or_suggested": true}));
        let d = rule_in(&FFB_2017, &facts, &[]);
        assert!(applied(&d, C2_DUMMY.id));
        assert_eq!(bridge(&d), [&Rectification::PrematurePlayStands { player: Role::Offender }]);
        assert!(d.citations.iter().any(|c| c.law == "57" && c.paragraph == "C2"));
        // A lead to the next trick is 57A's whatever declarer has played:
        // 57C is about playing before partner, not leading (nor asked).
        let facts = defender(&json!({"premature_act": "lead_to_next_trick", "declarer_played_both_hands": true}));
        let d = rule_in(&FFB_2017, &facts, &[]);
        assert!(applied(&d, A_PREMATURE.id));
        assert!(!applied(&d, C1_BOTH_HANDS.id));
        assert_eq!(d.choice.as_ref().map(|c| c.id.as_str()), Some(OPTION));
        let d = rule_in(&FFB_2017, &defender(&json!({"premature_act": "lead_to_next_trick"})), &[]);
        assert!(d.questions.is_empty(), "{:?}", d.questions);
    }

    #[test]
    fn a_play_at_rhos_turn_waits_for_its_turn_if_legal() {
        let facts = defender(&json!({"premature_act": "play_at_rhos_turn"}));
        let d = rule_in(&FFB_2017, &facts, &[]);
        assert_eq!(asked(&d), [LEGAL]);
        let mut legal = facts.clone();
        legal["premature_card_legal"] = json!(true);
        let d = rule_in(&FFB_2017, &legal, &[]);
        assert!(applied(&d, D_AT_RHOS_TURN.id));
        assert_eq!(bridge(&d), [&Rectification::CardPlayedAtProperTurn { player: Role::Offender }]);
        // Not asked about 57C, and no option for declarer: his partner has played.
        assert!(d.choice.is_none());
        let mut illegal = facts;
        illegal["premature_card_legal"] = json!(false);
        let d = rule_in(&FFB_2017, &illegal, &[]);
        assert!(
            bridge(&d).iter().any(|r| matches!(r, Rectification::PenaltyCard { kind: PenaltyCardKind::Major, .. }))
        );
        assert!(d.choice.is_none());
    }

    #[test]
    fn declarers_premature_play_is_a_played_card() {
        // Declarer's act, from his hand or from dummy's as he named it: a
        // card dummy plays of his own accord is 45D's (`law45.rs`).
        for role in ["declarer", "dummy"] {
            let facts = json!({"offender_role": role, "how_exposed": "led_or_played_prematurely",
                               "premature_card_legal": true, "dummys_card_named_by_declarer": true});
            let d = rule_in(&FFB_2017, &facts, &[]);
            assert!(applied(&d, C3_DECLARER.id));
            assert_eq!(bridge(&d), [&Rectification::PrematurePlayStands { player: Role::Offender }]);
            let mut revoke = facts;
            revoke["premature_card_legal"] = json!(false);
            let d = rule_in(&FFB_2017, &revoke, &[]);
            assert!(d.rectifications.iter().any(|r| matches!(r.as_shared(),
                Some(crate::rectification::SharedRectification::RuledUnder { kind, law }) if kind == "bridge.revoke" && law == "62")));
        }
    }

    #[test]
    fn the_2007_edition_names_law_57_without_applying_it() {
        // Law 57's facts are not in the 2007 catalogue: refused as unknown,
        // as its catalogue says (a probe found them taken).
        let incident = Incident {
            kind: crate::kinds::law50::KIND.id.into(),
            facts: before_partner().as_object().cloned().unwrap_or_default().into_iter().collect(),
            record: None,
            choices: Default::default(),
            outcome: None,
        };
        let refused = evaluate(&incident, &FFB_2007).expect_err("57's facts are not 2007's");
        assert_eq!(refused.code, "unknown_fact");
        let facts = defender(&json!({}));
        let d = rule_in(&FFB_2007, &facts, &[]);
        assert_eq!(
            d.rectifications,
            vec![AnyRectification::from(SharedRectification::NotImplemented { law: "57".into() })]
        );
        assert!(!d.trace.iter().flatten().any(|t| t.rule.contains("law57")));
    }
}
