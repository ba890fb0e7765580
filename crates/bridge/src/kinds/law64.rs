//! Law 64: the procedure after an established revoke, and the kind
//! `bridge.revoke`, which walks Laws 61 (what a revoke is, inquiries), 52
//! (a defender's penalty card not played, before the revoke is established:
//! `law52.rs`), 62 (correction before it is established), 63
//! (establishment) and 64 (trick transfer, its exceptions, and equity).
//!
//! Exception structure: 64A (A1, A2) is the base rule; 64B1–B7 each override
//! it, and the trace says which; 64C (equity) applies to every established
//! revoke, rectified or not. With a deal and play record the engine finds the
//! revoke, whether it was established by play, who won the revoke trick
//! (a trick won by dummy is not won by declarer), the offending side's later
//! tricks, a twelfth-trick revoke, a second revoke in the same suit by the
//! same player, and revokes by both sides; it asks only when attention was
//! drawn, and what the record cannot show.

use crate::game::Read;
use serde_json::Value;

use crate::card::Side;
use crate::deal_record::DealRecord;
use crate::findings::play_irregularities::IrregularPlay;
use crate::findings::revoke::{FoundRevoke, all_revokes, find_revokes};
use crate::game::Party;
use crate::game::{Ctx, InputError, Rule};
use crate::game::{Domain, EnumValue, FactSpec, KindSpec};
use crate::kinds::law52;
use crate::kinds::law61;
use crate::kinds::law62;
use crate::kinds::law63;
use crate::parameters::LawsEdition;
use crate::rectification::Rectification;
use crate::rectification::SharedRectification;
use crate::rectification::TrickCountBasis;
use crate::vocabulary::ReviewReason;
use arbitre_core::text;
// The paragraphs of Law 64 (ids and citations) are its laws/ file's.
pub use crate::laws::law64::*;

const REVOKE_TRICK: &str = "revoke_trick";
const ESTABLISHED: &str = "established";
const ROLE: &str = "offender_role";
const FACED: &str = "card_was_faced";
const TWELFTH: &str = "twelfth_trick";
const HANDS_RETURNED: &str = "hands_returned";
const ATTENTION: &str = "attention_drawn";
const SAME_SUIT_AGAIN: &str = "subsequent_same_suit_revoke";
const FACED_CARD_NOT_PLAYED: &str = "failed_to_play_faced_card";
/// Fact: did the defender who failed to play his penalty card also fail to
/// follow suit (he held a card of the suit led)? Then it is Law 44's revoke,
/// corrected under 62, not Law 52's.
const FAILED_TO_FOLLOW: &str = "failed_to_follow_suit";
const BOTH_SIDES: &str = "both_sides_revoked";
const OFFENDER_WON: &str = "offender_won_revoke_trick";
const SIDE_WON: &str = "offending_side_won_revoke_trick";
const SIDE_AFTER: &str = "offending_side_tricks_after";
const DECLARER_SIDE_TRICKS: &str = "declarer_side_tricks";
const WITHOUT_REVOKE: &str = "non_offenders_tricks_without_revoke";
/// 2017 62C3: did the other side revoke on the same trick, only one side
/// having played to the next trick?
const SAME_TRICK_BOTH_SIDES: &str = "both_sides_revoked_same_trick";

const fn boolean(id: &'static str, question: &'static str, rule: &'static str) -> FactSpec {
    FactSpec { id, question, domain: Domain::Boolean, rule }
}

// The facts both editions ask in the same words.
const ROLE_FACT: FactSpec = FactSpec {
    id: ROLE,
    question: "law64-q-offender-role",
    domain: Domain::Enum(&[
        EnumValue { value: "declarer", label: "law64-v-declarer" },
        EnumValue { value: "dummy", label: "law64-v-dummy" },
        EnumValue { value: "defender", label: "law64-v-defender" },
    ]),
    rule: law62::B1_DEFENDER_PENALTY.id,
};
const ATTENTION_FACT: FactSpec = FactSpec {
    id: ATTENTION,
    question: "law64-q-attention",
    domain: Domain::Enum(&[
        EnumValue { value: "during_the_deal", label: "law64-v-during-deal" },
        EnumValue { value: "after_a_non_offender_called_on_the_next_deal", label: "law64-v-next-deal" },
        EnumValue { value: "after_the_round_ended", label: "law64-v-round-ended" },
    ]),
    rule: B4.id,
};
const SIDE_AFTER_FACT: FactSpec = FactSpec {
    id: SIDE_AFTER,
    question: "law64-q-side-after",
    domain: Domain::Integer { min: 0, max: 12 },
    rule: A1.id,
};
// At most 12: with one card left at trick 13 no one can fail to follow
// "when able" (61A), so there is no revoke there (a probe's trick-13
// revoke was ruled).
const REVOKE_TRICK_FACT: FactSpec = FactSpec {
    id: REVOKE_TRICK,
    question: "law64-q-revoke-trick",
    domain: Domain::Integer { min: 1, max: 12 },
    rule: law61::A_DEFINITION.id,
};
const DECLARER_SIDE_TRICKS_FACT: FactSpec = FactSpec {
    id: DECLARER_SIDE_TRICKS,
    question: "law64-q-declarer-side-tricks",
    domain: Domain::Integer { min: 0, max: 13 },
    rule: A1.id,
};
/// 64C2(b): the declaring side's tricks had no revoke occurred on the
/// board (both sides revoked: there is no one non-offending side to count
/// for).
const WITHOUT_ANY_REVOKE: &str = "declarer_side_tricks_without_revokes";
const WITHOUT_ANY_REVOKE_FACT: FactSpec = FactSpec {
    id: WITHOUT_ANY_REVOKE,
    question: "law64-2017-q-without-any-revoke",
    domain: Domain::Integer { min: 0, max: 13 },
    rule: C2B_2017.id,
};
const WITHOUT_REVOKE_FACT: FactSpec = FactSpec {
    id: WITHOUT_REVOKE,
    question: "law64-q-without-revoke",
    domain: Domain::Integer { min: 0, max: 13 },
    rule: C_EQUITY.id,
};
/// The same question under the 2017 Laws, whose 64C2(a) weighs repeated
/// revokes in one suit from the position after the first: the count asked
/// then leaves out the later revokes only, the first one's transfer in it.
const WITHOUT_REVOKE_FACT_2017: FactSpec = FactSpec {
    id: WITHOUT_REVOKE,
    question: "law64-2017-q-without-revoke",
    domain: Domain::Integer { min: 0, max: 13 },
    rule: C1_2017_EQUITY.id,
};
const INQUIRY_FACT: FactSpec = FactSpec {
    id: law61::INQUIRY,
    question: "law61-q-inquiry",
    domain: Domain::Enum(&[
        EnumValue { value: "declarer_asked_defender", label: "law61-v-declarer-defender" },
        EnumValue { value: "dummy_asked_declarer", label: "law61-v-dummy-declarer" },
        EnumValue { value: "dummy_asked_defender", label: "law61-v-dummy-defender" },
        EnumValue { value: "defender_asked_declarer", label: "law61-v-defender-declarer" },
        EnumValue { value: "defender_asked_partner", label: "law61-v-defender-partner" },
    ]),
    rule: law61::B3_DEFENDERS_ASK.id,
};

/// The kind `bridge.revoke`.
pub static KIND: KindSpec = KindSpec {
    id: "bridge.revoke",
    title: "law64-kind-title",
    laws: &[
        law61::A_DEFINITION.citation,
        law61::B3_DEFENDERS_ASK.citation,
        law62::A_MUST_CORRECT.citation,
        law62::D1_TWELFTH.citation,
        law63::B_NO_CORRECTION.citation,
        law64("A", "law64-a-title"),
        law64("B", "law64-b-title"),
        law64("C", "law64-c-title"),
        // Reached through shared rules (information, lead restrictions,
        // adjusted scores, corrections): listed, as a ruling may cite them.
        crate::kinds::law12::C1B_ASSIGNED.citation,
        crate::kinds::law16::D1_WITHDRAWN_CALL.citation,
        crate::kinds::law16::D2_WITHDRAWN_CALL.citation,
        crate::kinds::law61::B1_DECLARER_ASKS.citation,
        crate::kinds::law61::B2_DUMMY_ASKS.citation,
        crate::kinds::law62::B1_DEFENDER_PENALTY.citation,
        crate::kinds::law62::B2_REPLACED_FREELY.citation,
        crate::kinds::law62::C_LATER_CARDS.citation,
        crate::kinds::law62::C2_OFFENDERS_PARTNER.citation,
        crate::kinds::law62::D2_PARTNER.citation,
        crate::kinds::law63::A_ESTABLISHED.citation,
        crate::kinds::law63::A1_NEXT_TRICK.citation,
        law52::A_NO_WITHDRAWAL.citation,
        law52::B1A_MAY_ACCEPT.citation,
        law52::B1B_MUST_ACCEPT.citation,
        law52::B1C_STAYS.citation,
        law52::B2_SUBSTITUTED.citation,
        crate::kinds::law51::A_DESIGNATES.citation,
    ],
    facts: &[
        boolean(ESTABLISHED, "law64-q-established", law63::A1_NEXT_TRICK.id),
        ROLE_FACT,
        boolean(FACED, "law64-q-faced", law62::B2_REPLACED_FREELY.id),
        boolean(TWELFTH, "law64-q-twelfth", law62::D1_TWELFTH.id),
        boolean(HANDS_RETURNED, "law64-q-hands-returned", law62::D1_TWELFTH.id),
        boolean(law62::D2_CONDITIONS, "law64-q-d2-conditions", law62::D2_PARTNER.id),
        ATTENTION_FACT,
        boolean(SAME_SUIT_AGAIN, "law64-q-same-suit-again", B2.id),
        boolean(FACED_CARD_NOT_PLAYED, "law64-q-faced-card", B3.id),
        law52::DECLARER_PLAYED_AFTER_FACT,
        boolean(FAILED_TO_FOLLOW, "law52-q-failed-to-follow-suit", law62::A_MUST_CORRECT.id),
        boolean(BOTH_SIDES, "law64-q-both-sides", B7.id),
        boolean(OFFENDER_WON, "law64-q-offender-won", A1.id),
        boolean(SIDE_WON, "law64-q-side-won", A2.id),
        SIDE_AFTER_FACT,
        REVOKE_TRICK_FACT,
        DECLARER_SIDE_TRICKS_FACT,
        WITHOUT_REVOKE_FACT,
        INQUIRY_FACT,
        crate::kinds::law12::ADJUSTED_SCORE_FACT,
        crate::kinds::law12::OFFENDING_SIDE_AT_FAULT_FACT,
        crate::kinds::law12::BOARD_DECLARER_FACT,
        crate::kinds::law12::BOARD_VULNERABLE_FACT,
    ],
    choices: &[law52::ELECTION_CHOICE],
    outcome: &[],
    record_formats: &["pbn", "lin", "json"],
    record_facts: Some(record_facts),
    evaluate,
};

/// The kind `bridge.revoke` under the 2017 Laws: 63A3–A4 in the question
/// of establishment, 62C3 (both sides revoked on one trick), 62D2 through
/// 16C, 64B2, B3 and B7 as the 2017 text words them, B8, and 64C2.
pub static KIND_2017: KindSpec = KindSpec {
    id: "bridge.revoke",
    title: "law64-kind-title",
    laws: &[
        law61::A_DEFINITION.citation,
        law61::B3_DEFENDERS_ASK_2017.citation,
        law62::A_MUST_CORRECT.citation,
        law62::D1_TWELFTH.citation,
        law63::B_NO_CORRECTION.citation,
        law64("A", "law64-a-title"),
        law64("B", "law64-b-title"),
        law64("C", "law64-c-title"),
        // Reached through shared rules (information, lead restrictions,
        // adjusted scores, corrections): listed, as a ruling may cite them.
        crate::kinds::law16::D1_WITHDRAWN_CALL.citation,
        crate::kinds::law16::D2_WITHDRAWN_CALL.citation,
        crate::kinds::law61::B1_DECLARER_ASKS.citation,
        crate::kinds::law61::B2_DUMMY_ASKS.citation,
        crate::kinds::law62::B1_DEFENDER_PENALTY.citation,
        crate::kinds::law62::B2_REPLACED_FREELY.citation,
        crate::kinds::law62::C_LATER_CARDS.citation,
        crate::kinds::law62::C2_OFFENDERS_PARTNER.citation,
        crate::kinds::law62::C3_2017_BOTH_SIDES.citation,
        crate::kinds::law62::D2_2017_16C.citation,
        crate::kinds::law63::A_ESTABLISHED.citation,
        crate::kinds::law63::A1_NEXT_TRICK.citation,
        crate::kinds::law12::C1B_ASSIGNED.citation,
        law52::A_NO_WITHDRAWAL.citation,
        law52::B1A_MAY_ACCEPT.citation,
        law52::B1B_MUST_ACCEPT.citation,
        law52::B1C_STAYS.citation,
        law52::B2_SUBSTITUTED.citation,
        crate::kinds::law51::A_DESIGNATES.citation,
    ],
    facts: &[
        boolean(ESTABLISHED, "law64-2017-q-established", law63::A1_NEXT_TRICK.id),
        boolean(SAME_TRICK_BOTH_SIDES, "law64-2017-q-same-trick", law62::C3_2017_BOTH_SIDES.id),
        ROLE_FACT,
        boolean(FACED, "law64-q-faced", law62::B2_REPLACED_FREELY.id),
        boolean(TWELFTH, "law64-q-twelfth", law62::D1_TWELFTH.id),
        boolean(HANDS_RETURNED, "law64-q-hands-returned", law62::D1_TWELFTH.id),
        boolean(law62::D2_2017_BEFORE_PARTNER, "law64-2017-q-d2-before-partner", law62::D2_2017_16C.id),
        ATTENTION_FACT,
        boolean(SAME_SUIT_AGAIN, "law64-2017-q-same-suit-again", B2_2017.id),
        boolean(FACED_CARD_NOT_PLAYED, "law64-2017-q-faced-card", B3_2017.id),
        law52::DECLARER_PLAYED_AFTER_FACT,
        boolean(FAILED_TO_FOLLOW, "law52-q-failed-to-follow-suit", law62::A_MUST_CORRECT.id),
        boolean(BOTH_SIDES, "law64-2017-q-both-sides", B7_2017.id),
        boolean(OFFENDER_WON, "law64-q-offender-won", A1.id),
        boolean(SIDE_WON, "law64-q-side-won", A2.id),
        SIDE_AFTER_FACT,
        REVOKE_TRICK_FACT,
        DECLARER_SIDE_TRICKS_FACT,
        WITHOUT_REVOKE_FACT_2017,
        WITHOUT_ANY_REVOKE_FACT,
        INQUIRY_FACT,
        crate::kinds::law12::ADJUSTED_SCORE_FACT,
        crate::kinds::law12::OFFENDING_SIDE_AT_FAULT_FACT,
        crate::kinds::law12::BOARD_DECLARER_FACT,
        crate::kinds::law12::BOARD_VULNERABLE_FACT,
    ],
    choices: &[law52::ELECTION_CHOICE],
    outcome: &[],
    record_formats: &["pbn", "lin", "json"],
    record_facts: Some(record_facts_2017),
    evaluate,
};

/// What a deal and play record shows about the revoke (the one at
/// `revoke_trick` if the incident names it, otherwise the first), read as
/// the 2007 Laws count it.
fn record_facts(
    record: &DealRecord,
    reported: &crate::kinds::auction_facts::Facts,
) -> Result<crate::kinds::auction_facts::RecordFacts, InputError> {
    facts_from_record(record, reported, false)
}

/// The same, read as the 2017 Laws count it: both sides' revokes count for
/// 64B7 only once both are established, and a revoke by the other side on
/// the same trick is found for 62C3.
fn record_facts_2017(
    record: &DealRecord,
    reported: &crate::kinds::auction_facts::Facts,
) -> Result<crate::kinds::auction_facts::RecordFacts, InputError> {
    facts_from_record(record, reported, true)
}

fn facts_from_record(
    record: &DealRecord,
    reported: &crate::kinds::auction_facts::Facts,
    laws_2017: bool,
) -> Result<crate::kinds::auction_facts::RecordFacts, InputError> {
    let missing = crate::kinds::auction_facts::no_irregularity;
    let (Some(deal), Some(play), Some(_)) =
        (record.deal.as_ref(), record.play.as_ref(), record.contract.and_then(|c| c.strain()))
    else {
        return Err(missing("deal_contract_play"));
    };
    // The play as the record's reading rebuilt it (issue 18: once per
    // record). Failures to follow suit, and failures to play a major penalty
    // card the law required (61A), in the order of play.
    let view = record
        .play_view()
        .map_err(|e| crate::findings::record::to_input_error(&e, "/record"))?
        .ok_or_else(|| missing("deal_contract_play"))?;
    let (tricks, walk) = (&view.tricks, &view.walk);
    let revokes = match record.declarer {
        Some(declarer) => all_revokes(deal, declarer, tricks, &walk.penalty_cards_at_trick, &walk.lead_restrictions),
        None => find_revokes(deal, tricks),
    };
    // The revoke the incident is about: the one at the trick the director
    // names, otherwise the first in the play.
    let named = reported.get(REVOKE_TRICK).and_then(Value::as_u64);
    // A revoke the record shows corrected (62A) is not in the rows, which
    // keep the card that replaced it: it comes from the irregular plays.
    let row_revoke_named = named.is_some_and(|n| revokes.iter().any(|r| u64::from(r.trick) == n));
    if !row_revoke_named
        && (named.is_some() || revokes.is_empty())
        && let Some(found) = corrected_revoke(record, tricks, named)?
    {
        return Ok(found);
    }
    let chosen = match named {
        Some(n) => revokes.iter().find(|r| u64::from(r.trick) == n).ok_or_else(|| missing("revoke_at_trick"))?,
        None => revokes.first().ok_or_else(|| missing("revoke"))?,
    };
    let mut facts = crate::kinds::auction_facts::RecordFacts::default();
    let declarer = record.declarer.ok_or_else(|| missing("declarer"))?;
    let seen = RevokeInRecord { record, tricks, walk, revokes: &revokes, chosen, declarer, laws_2017 };
    let role = crate::kinds::law50::role_of(chosen.seat, declarer);
    let t = transfer_from_play(chosen.seat, chosen.trick, tricks);
    seen.revoke_trick_facts(&mut facts, role);
    seen.faced_card_facts(&mut facts, role);
    let earlier_same = revokes.iter().any(|r| {
        r.trick < chosen.trick && r.seat == chosen.seat && r.suit_led == chosen.suit_led && r.established_by_play
    });
    facts.facts.push((SAME_SUIT_AGAIN, Value::from(earlier_same)));
    let sides: Vec<Side> = revokes.iter().map(|r| r.seat.side()).collect();
    seen.both_sides_facts(&mut facts, &sides, &play.irregularities);
    facts.facts.push((OFFENDER_WON, Value::from(t.offender_won_revoke_trick)));
    facts.facts.push((SIDE_WON, Value::from(t.side_won_revoke_trick)));
    // Declarer's side's tricks at the table: the whole play, else the
    // record's result, which includes the tricks of a claim or concession.
    let (complete, declarer_side_tricks) = seen.declarer_side_tricks();
    if let Some(after) = seen.side_tricks_after(complete, declarer_side_tricks, &t) {
        facts.facts.push((SIDE_AFTER, Value::from(after)));
    }
    let on_board = seen.ruled_on_board(reported, complete, declarer_side_tricks);
    let others = revokes.iter().filter(|r| r.trick != chosen.trick || r.seat != chosen.seat).count();
    let both_sides = sides.contains(&Side::NS) && sides.contains(&Side::EW);
    // The 2007 reading gives the count with both sides' revokes (64B7
    // transfers nothing); the 2017 one only when every revoke is ruled.
    let count_known = others == 0 || (!laws_2017 && both_sides) || !on_board.is_empty();
    if let Some(n) = declarer_side_tricks.filter(|_| count_known) {
        facts.facts.push((DECLARER_SIDE_TRICKS, Value::from(n)));
    }
    let mut derived = crate::findings::record::derive(record)?;
    derived.revoke = Some(chosen.clone());
    derived.revokes_on_board = on_board;
    facts.derived = Some(derived);
    Ok(facts)
}

/// What a record shows of the revoke its facts are about (`chosen`), among
/// the board's revokes, as the 2017 Laws (`laws_2017`) or the 2007 ones
/// count them.
struct RevokeInRecord<'r> {
    /// The board's record.
    record: &'r DealRecord,
    /// Its tricks, rebuilt from the rows.
    tricks: &'r [crate::play::Trick],
    /// Its play irregularities, followed through.
    walk: &'r crate::findings::play_irregularities::IrregularityWalk,
    /// Every revoke the record shows.
    revokes: &'r [FoundRevoke],
    /// The revoke the facts are about.
    chosen: &'r FoundRevoke,
    /// The contract's declarer.
    declarer: crate::card::Seat,
    /// Whether the 2017 Laws count the revokes (else the 2007 text).
    laws_2017: bool,
}

impl RevokeInRecord<'_> {
    /// The revoke's trick, the offender's role, whether he revoked before
    /// his partner played (62D2) and whether play established it (63A1).
    fn revoke_trick_facts(&self, facts: &mut crate::kinds::auction_facts::RecordFacts, role: &str) {
        let (chosen, offender) = (self.chosen, self.chosen.seat);
        facts.facts.push((REVOKE_TRICK, Value::from(chosen.trick)));
        facts.facts.push((ROLE, Value::from(role)));
        facts.facts.push((TWELFTH, Value::from(chosen.trick == 12)));
        if let Some(before) = revoked_before_partner(self.tricks, chosen.trick, offender) {
            facts.facts.push((law62::D2_2017_BEFORE_PARTNER, Value::from(before)));
            // 2007 62D2 asks both conditions together; the record answers the
            // partner's (a records probe found it asked of a record that showed
            // his last two cards in one suit).
            if let Some(two_suits) = partner_holds_two_suits(self.record, self.tricks, offender) {
                facts.facts.push((law62::D2_CONDITIONS, Value::from(before && two_suits)));
            }
        }
        if chosen.established_by_play {
            facts.facts.push((ESTABLISHED, Value::from(true)));
        }
    }

    /// Whether a faced card was not played (64B3), and for a defender's
    /// revoke whether declarer played on after it (52B1(b)) and whether the
    /// revoke card itself was faced (62B).
    fn faced_card_facts(&self, facts: &mut crate::kinds::auction_facts::RecordFacts, role: &str) {
        let (chosen, offender, walk) = (self.chosen, self.chosen.seat, self.walk);
        // Dummy's cards are faced, so his revoke is 64B3; declarer's hand is
        // not exposed. A defender's penalty card not played is 64B3 too when the
        // record shows it; otherwise asked.
        match role {
            "dummy" => facts.facts.push((FACED_CARD_NOT_PLAYED, Value::from(true))),
            "declarer" => facts.facts.push((FACED_CARD_NOT_PLAYED, Value::from(false))),
            _ if chosen.penalty_card_not_played.is_some() => {
                facts.facts.push((FACED_CARD_NOT_PLAYED, Value::from(true)));
            }
            // A defender's failure to follow suit, or a lead that failed a
            // lead restriction the record carries: the cards he should have
            // played were in his hidden hand, unless one of them was faced on
            // the table (a penalty card before the trick's lead, or a card he
            // exposed during it): then which card he failed to play is asked.
            // A records probe found it asked of a record that showed no faced
            // card at all.
            _ => {
                let at_trick = walk.penalty_cards_at_trick.get(usize::from(chosen.trick).saturating_sub(1));
                let faced_before =
                    at_trick.is_some_and(|on| on.iter().any(|p| p.seat == offender && chosen.held.contains(&p.card)));
                let exposed_during = walk.findings.iter().any(|f| {
                    matches!(f.irregularity, IrregularPlay::Exposed { trick, seat, card, .. }
                        if trick == chosen.trick && seat == offender && chosen.held.contains(&card))
                });
                if !faced_before && !exposed_during {
                    facts.facts.push((FACED_CARD_NOT_PLAYED, Value::from(false)));
                }
            }
        }
        // Whether declarer played on after a defender's card (52B1(b)): read
        // for every defender's revoke, so that a faced card the director names
        // as not played finds it known. Whether the revoke card itself was
        // faced (62B: replaced freely, or a major penalty card) is the record's
        // too: a penalty card on the table when the trick began (one exposed
        // earlier and picked up is not), or one he exposed during it (a records
        // probe found it asked, and a "no"
        // accepted against the record's own penalty card).
        if role == "defender" {
            let after = law52::declarer_played_after(self.tricks, chosen.trick, offender, self.declarer);
            facts.facts.push((law52::DECLARER_PLAYED_AFTER, Value::from(after)));
            let at_trick = walk.penalty_cards_at_trick.get(usize::from(chosen.trick).saturating_sub(1));
            let faced = at_trick.is_some_and(|on| on.iter().any(|p| p.seat == offender && p.card == chosen.card))
                || walk.findings.iter().any(|f| {
                    matches!(f.irregularity, IrregularPlay::Exposed { trick, seat, card, .. }
                        if trick == chosen.trick && seat == offender && card == chosen.card)
                });
            facts.facts.push((FACED, Value::from(faced)));
        }
    }

    /// Whether both sides revoked (64B7), and under 2017 on the same trick
    /// (62C3). `sides`: the side of each revoke in the rows; `irregularities`:
    /// the record's irregular plays, where the corrected revokes are.
    fn both_sides_facts(
        &self,
        facts: &mut crate::kinds::auction_facts::RecordFacts,
        sides: &[Side],
        irregularities: &[IrregularPlay],
    ) {
        let (chosen, offender) = (self.chosen, self.chosen.seat);
        if self.laws_2017 {
            // 64B7 (2017): both revokes established. 62C3: the other side
            // revoked on the same trick and not both sides played on.
            // Only what the record decides is stated: a revoke not established by
            // play may still be by a claim or concession (63A3, A4), which the
            // director says.
            let other_side = |r: &&FoundRevoke| r.seat.side() != offender.side();
            let others: Vec<&FoundRevoke> = self.revokes.iter().filter(other_side).collect();
            if others.is_empty() {
                facts.facts.push((BOTH_SIDES, Value::from(false)));
            } else if chosen.established_by_play && others.iter().any(|r| r.established_by_play) {
                facts.facts.push((BOTH_SIDES, Value::from(true)));
            }
            match others.iter().find(|r| r.trick == chosen.trick) {
                None => facts.facts.push((SAME_TRICK_BOTH_SIDES, Value::from(false))),
                // 62C3: only one side has played to the next trick.
                Some(other) if other.established_by_play != chosen.established_by_play => {
                    facts.facts.push((SAME_TRICK_BOTH_SIDES, Value::from(true)));
                }
                Some(other) if other.established_by_play && chosen.established_by_play => {
                    facts.facts.push((SAME_TRICK_BOTH_SIDES, Value::from(false)));
                }
                Some(_) => {}
            }
        } else {
            // 2007 64B7: "both sides revoked on the same board", established or
            // not: a revoke corrected in time (62A) was a revoke all the same
            // (61A), and only the 2017 text adds "and both revokes have become
            // established". The rows keep the card that replaced a corrected
            // revoke; the irregular plays keep the revoke (a regression probe
            // found the director's "both sides" refused as contradicting a
            // record that showed the other side's corrected revoke).
            let corrected = irregularities.iter().filter_map(|i| match i {
                IrregularPlay::RevokeCorrected { seat, .. } => Some(seat.side()),
                _ => None,
            });
            let sides: Vec<Side> = sides.iter().copied().chain(corrected).collect();
            facts.facts.push((BOTH_SIDES, Value::from(sides.contains(&Side::NS) && sides.contains(&Side::EW))));
        }
    }

    /// Whether all thirteen tricks were played, and declarer's side's
    /// tricks at the table when the record says them.
    fn declarer_side_tricks(&self) -> (bool, Option<usize>) {
        let (tricks, declarer) = (self.tricks, self.declarer);
        let complete = tricks.iter().filter(|t| t.winner.is_some()).count() == 13;
        let declarer_side_tricks = if complete {
            Some(tricks.iter().filter(|t| t.winner.is_some_and(|w| w.side() == declarer.side())).count())
        } else {
            // A claimed result that gives back a trick declarer's side already
            // won, or takes one the defence did, is no count to rule on (a
            // probe's claim of 13 after the defence had won 2): it is asked.
            // Real archives carry such results, so the record is not refused.
            let won = tricks.iter().filter(|t| t.winner.is_some_and(|w| w.side() == declarer.side())).count();
            let lost = tricks.iter().filter(|t| t.winner.is_some_and(|w| w.side() != declarer.side())).count();
            self.record.result.map(usize::from).filter(|&n| n >= won && n + lost <= 13)
        };
        (complete, declarer_side_tricks)
    }

    /// The offending side's tricks after the revoke trick (64A), `t` the
    /// transfer as the tricks played show it.
    fn side_tricks_after(
        &self,
        complete: bool,
        declarer_side_tricks: Option<usize>,
        t: &crate::findings::revoke::Transfer,
    ) -> Option<usize> {
        let (chosen, offender, declarer) = (self.chosen, self.chosen.seat, self.declarer);
        // The offending side's tricks after the revoke trick count claimed and
        // conceded tricks too (64A): from the result when play stopped early,
        // asked when the record has no result.
        if complete {
            Some(usize::from(t.side_tricks_after))
        } else {
            declarer_side_tricks.map(|declarers| {
                let side_total = if offender.side() == declarer.side() { declarers } else { 13 - declarers.min(13) };
                let up_to_revoke = self
                    .tricks
                    .iter()
                    .take(usize::from(chosen.trick))
                    .filter(|t| t.winner.is_some_and(|w| w.side() == offender.side()))
                    .count();
                side_total.saturating_sub(up_to_revoke)
            })
        }
    }

    /// The board's revokes ruled together when every one is established
    /// (`board`); empty otherwise.
    fn ruled_on_board(
        &self,
        reported: &crate::kinds::auction_facts::Facts,
        complete: bool,
        declarer_side_tricks: Option<usize>,
    ) -> Vec<crate::findings::revoke::RevokeOnBoard> {
        let (chosen, tricks, declarer) = (self.chosen, self.tricks, self.declarer);
        // With several revokes on the board the final count needs each of their
        // transfers: when one is not known to be established (not by play, nor
        // by the director's word on the one asked about), the corrected count
        // is left to the director, who rules each revoke in turn (both sides
        // revoking, 64B7, transfers nothing). The board's revokes are one
        // ruling: when every one is established, the record rules each (64A or
        // its 64B exception) and the corrected count takes them all. The 2017 Laws say so; the 2007 64A
        // applies to each established revoke all the same, and ruling one only
        // left a second revoke by another player silently untransferred (a
        // probe's RealBridge board: 1NT+1 ruled where 1NT+2 was due).
        // The revoke asked about may be established otherwise than by play (a
        // claim or concession, 63A2-A4), which only the director can say: once
        // he has, it is ruled with the others as the established revoke it is
        // (the board's other revokes left untransferred otherwise, the count to
        // the director).
        let director_established = reported.get(ESTABLISHED).and_then(Value::as_bool) == Some(true);
        let established: Vec<FoundRevoke> = self
            .revokes
            .iter()
            .map(|r| {
                let mut r = r.clone();
                r.established_by_play |= director_established && r.trick == chosen.trick && r.seat == chosen.seat;
                r
            })
            .collect();
        if established.len() > 1 && established.iter().all(|r| r.established_by_play) {
            // Tricks each side took by a claim or concession after play stopped
            // (none when the play is complete): 64A counts them among the
            // tricks won after the revoke (a probe's board lost a transfer).
            let claimed = |side: Side| {
                declarer_side_tricks.filter(|_| !complete).map_or(0, |declarers| {
                    let played = tricks.iter().filter(|t| t.winner.is_some_and(|w| w.side() == side)).count();
                    let total = if side == declarer.side() { declarers } else { 13 - declarers.min(13) };
                    total.saturating_sub(played)
                })
            };
            board(&established, tricks, declarer, self.laws_2017, [claimed(Side::NS), claimed(Side::EW)])
        } else {
            Vec::new()
        }
    }
}

/// Every revoke of the board ruled together, each by 64A or the 64B
/// exception the record shows: both sides' revokes established (B7), a
/// twelfth-trick revoke (B6), a later revoke in the same suit by the same
/// player (B2; under 2017 after his first was established, which the list
/// holds: every revoke in it is), dummy's revoke or a penalty card not
/// played (B3: 2017's penalty card or dummy's card, 2007's faced card,
/// dummy's included). Each rule in its edition. When attention was drawn
/// (B4, B5) is the director's to say; the ruling uses this list only for a
/// revoke noticed during the deal.
/// `claimed` holds, for North–South then East–West, the tricks a claim or
/// concession gave each side after the last trick played.
fn board(
    revokes: &[FoundRevoke],
    tricks: &[crate::play::Trick],
    declarer: crate::card::Seat,
    laws_2017: bool,
    claimed: [usize; 2],
) -> Vec<crate::findings::revoke::RevokeOnBoard> {
    let claimed_by = |side: Side| if side == Side::NS { claimed[0] } else { claimed[1] };
    let edition = if laws_2017 { LawsEdition::Laws2017 } else { LawsEdition::Laws2007 };
    let (b2, b3, b7) = if laws_2017 { (&B2_2017, &B3_2017, &B7_2017) } else { (&B2, &B3, &B7) };
    let established_by = |side: Side| revokes.iter().any(|r| r.seat.side() == side && r.established_by_play);
    let both_sides = established_by(Side::NS) && established_by(Side::EW);
    let mut on_board: Vec<crate::findings::revoke::RevokeOnBoard> = revokes
        .iter()
        .map(|r| {
            let earlier_same = revokes
                .iter()
                .any(|e| e.trick < r.trick && e.seat == r.seat && e.suit_led == r.suit_led && e.established_by_play);
            let by_dummy = r.seat == declarer.partner();
            let (rule, transferred): (&Rule, u8) = if both_sides {
                (b7, 0)
            } else if r.trick == 12 {
                (&B6, 0)
            } else if earlier_same {
                (b2, 0)
            } else if by_dummy || r.penalty_card_not_played.is_some() {
                (b3, 0)
            } else {
                let played = transfer_from_play(r.seat, r.trick, tricks);
                let t = crate::findings::revoke::transfer(
                    played.offender_won_revoke_trick,
                    played.side_won_revoke_trick,
                    played.side_tricks_after.saturating_add(u8::try_from(claimed_by(r.seat.side())).unwrap_or(0)),
                );
                let rule = if t.offender_won_revoke_trick {
                    &A1
                } else if t.tricks > 0 {
                    &A2
                } else {
                    &B1
                };
                (rule, t.tricks)
            };
            crate::findings::revoke::RevokeOnBoard {
                trick: r.trick,
                seat: r.seat,
                transferred,
                rule: edition.rule_id(rule.id),
                citation: edition.citation(&rule.citation),
            }
        })
        .collect();
    share_the_tricks_won(&mut on_board, tricks, claimed);
    on_board
}

/// Several revokes by one side transfer tricks that side won, each trick
/// once: 64A takes "tricks won by the offending side" from each revoke
/// trick on, and a trick won before a revoke is never its transfer (EBU TD
/// forum, "tricks prior to the revoke may not be transferred"). The later
/// revoke's tricks are among the earlier's, so the revokes are served from
/// the last to the first, each taking what its own paragraph gives of what
/// is left from its trick on.
fn share_the_tricks_won(
    on_board: &mut [crate::findings::revoke::RevokeOnBoard],
    tricks: &[crate::play::Trick],
    claimed: [usize; 2],
) {
    for (side, claimed) in [(Side::NS, claimed[0]), (Side::EW, claimed[1])] {
        // The tricks a claim gave the side come after every trick played.
        let won_from = |trick: u8| {
            let index = usize::from(trick.saturating_sub(1));
            tricks.iter().skip(index).filter(|t| t.winner.is_some_and(|w| w.side() == side)).count() + claimed
        };
        let mut order: Vec<usize> = (0..on_board.len()).filter(|&i| on_board[i].seat.side() == side).collect();
        order.sort_by_key(|&i| std::cmp::Reverse(on_board[i].trick));
        let mut taken = 0usize;
        for i in order {
            let left = won_from(on_board[i].trick).saturating_sub(taken);
            let share = usize::from(on_board[i].transferred).min(left);
            on_board[i].transferred = u8::try_from(share).unwrap_or(0);
            taken += share;
        }
    }
}

/// At the twelfth trick, whether `offender` revoked before his partner
/// played to it (2017 62D2), read off the trick's order of play; `None` at
/// another trick, or when the trick does not show the offender.
fn revoked_before_partner(tricks: &[crate::play::Trick], trick: u8, offender: crate::card::Seat) -> Option<bool> {
    if trick != 12 {
        return None;
    }
    let played = &tricks.get(11)?.cards;
    let position = |seat: crate::card::Seat| played.iter().position(|(s, _)| *s == seat);
    let by_offender = position(offender)?;
    // A partner who has not played yet (the trick stopped there) comes after.
    Some(position(offender.partner()).is_none_or(|partner| partner > by_offender))
}

/// At the twelfth trick, whether `offender`'s partner holds cards of two
/// suits (2007 62D2): his two cards left after the eleventh trick, from the
/// deal and the play; `None` when the record does not show them.
fn partner_holds_two_suits(
    record: &DealRecord,
    tricks: &[crate::play::Trick],
    offender: crate::card::Seat,
) -> Option<bool> {
    let partner = offender.partner();
    let hand = record.deal.as_ref()?.known_hand(partner)?;
    let played: Vec<_> =
        tricks.iter().take(11).flat_map(|t| t.cards.iter()).filter(|(s, _)| *s == partner).map(|(_, c)| *c).collect();
    if played.len() != 11 {
        return None;
    }
    let left: Vec<_> = hand.iter().filter(|c| !played.contains(c)).collect();
    match left.as_slice() {
        [a, b] => Some(a.suit != b.suit),
        _ => None,
    }
}

/// The facts of a revoke the record keeps as corrected (an irregular play
/// `revoke_corrected`): at the trick named, or the first. Not established
/// (63A) unless at the twelfth trick (62D1), the card faced or not as the
/// record shows (62B2: a defender's penalty card played in revoking).
fn corrected_revoke(
    record: &DealRecord,
    tricks: &[crate::play::Trick],
    named: Option<u64>,
) -> Result<Option<crate::kinds::auction_facts::RecordFacts>, InputError> {
    let (Some(deal), Some(_), Some(declarer), Some(_)) =
        (record.deal.as_ref(), record.play.as_ref(), record.declarer, record.contract.and_then(|c| c.strain()))
    else {
        return Ok(None);
    };
    let Some(view) = record.play_view().map_err(|e| crate::findings::record::to_input_error(&e, "/record"))? else {
        return Ok(None);
    };
    let walk = &view.walk;
    let Some((finding, trick, seat, card)) = walk.findings.iter().find_map(|f| match f.irregularity {
        IrregularPlay::RevokeCorrected { trick, seat, card, .. } if named.is_none_or(|n| u64::from(trick) == n) => {
            Some((f, trick, seat, card))
        }
        _ => None,
    }) else {
        return Ok(None);
    };
    let role = crate::kinds::law50::role_of(seat, declarer);
    let mut facts = crate::kinds::auction_facts::RecordFacts::default();
    facts.facts.push((REVOKE_TRICK, Value::from(trick)));
    facts.facts.push((ROLE, Value::from(role)));
    facts.facts.push((TWELFTH, Value::from(trick == 12)));
    if let Some(before) = revoked_before_partner(tricks, trick, seat) {
        facts.facts.push((law62::D2_2017_BEFORE_PARTNER, Value::from(before)));
        if let Some(two_suits) = partner_holds_two_suits(record, tricks, seat) {
            facts.facts.push((law62::D2_CONDITIONS, Value::from(before && two_suits)));
        }
    }
    // Corrected, so not established (63A) — except at the twelfth trick,
    // where 62D1 corrects even an established revoke: asked there.
    if trick != 12 {
        facts.facts.push((ESTABLISHED, Value::from(false)));
    }
    // 62B2 for a defender: the card was already faced (a penalty card).
    // With no penalty card of his on the table at that trick, he failed to
    // play none (Law 52 is then out of the question, not asked).
    if role == "defender" {
        facts.facts.push((
            FACED,
            Value::from(
                finding.basis == Some(crate::findings::play_irregularities::FindingBasis::RevokeCardReplacedFreely),
            ),
        ));
        let at_trick = walk.penalty_cards_at_trick.get(usize::from(trick).saturating_sub(1));
        if !at_trick.is_some_and(|on| on.iter().any(|p| p.seat == seat)) {
            facts.facts.push((FACED_CARD_NOT_PLAYED, Value::from(false)));
        }
    }
    let index = usize::from(trick - 1);
    let suit_led = tricks.get(index).and_then(|t| t.cards.first()).map(|(_, c)| c.suit).unwrap_or(card.suit);
    let played_before: Vec<_> = tricks[..index.min(tricks.len())].iter().filter_map(|t| t.card_of(seat)).collect();
    let held = deal.hand(seat).iter().filter(|c| c.suit == suit_led && !played_before.contains(c)).copied().collect();
    let mut derived = crate::findings::record::derive(record)?;
    derived.revoke = Some(FoundRevoke {
        trick,
        seat,
        card,
        suit_led,
        held,
        established_by_play: false,
        penalty_card_not_played: None,
        penalty_cards_to_designate: Vec::new(),
        lead_restriction_failed: None,
    });
    facts.derived = Some(derived);
    Ok(Some(facts))
}

/// The facts on the revoke trick's number must agree with each other: a
/// revoke on trick 12 is the twelfth trick's (62D, 64B6), and no more
/// tricks follow trick N than 13 − N. A probe got a two-trick transfer
/// under 64A1 for `revoke_trick: 12` beside `twelfth_trick: false`, and
/// five tricks won after trick 11 accepted. Declarer's side's count must
/// leave the offending side what it won from the revoke trick on.
fn trick_facts_agree(ctx: &Ctx<'_>) -> Result<(), InputError> {
    let Some(trick) = ctx.int_fact(REVOKE_TRICK) else { return Ok(()) };
    if let Some(twelfth) = ctx.bool_fact(TWELFTH)
        && twelfth != (trick == 12)
    {
        return Err(InputError::new(
            "invalid_fact_value",
            format!("/facts/{TWELFTH}"),
            text::localized("law64-error-twelfth-contradicts-trick", &[("trick", trick.into())]),
        ));
    }
    let following = 13 - trick.clamp(1, 13);
    // Declarer's side's count leaves the offending side at least the tricks
    // it won from the revoke trick on (a probe's 12 tricks for declarer
    // beside a defence that had won the revoke trick and two more gave
    // 13-0 after the transfer).
    if let (Some(count), Some(role), Some(after)) =
        (ctx.int_fact(DECLARER_SIDE_TRICKS), ctx.enum_fact(ROLE), ctx.int_fact(SIDE_AFTER))
    {
        let won_revoke_trick = ctx.bool_fact(SIDE_WON) == Some(true) || ctx.bool_fact(OFFENDER_WON) == Some(true);
        let won = after + i64::from(won_revoke_trick);
        let fits = if role == "defender" { count <= 13 - won } else { count >= won };
        if !fits {
            return Err(InputError::new(
                "invalid_fact_value",
                format!("/facts/{DECLARER_SIDE_TRICKS}"),
                text::localized(
                    "law64-error-count-against-offenders-tricks",
                    &[("count", count.into()), ("won", won.into())],
                ),
            ));
        }
    }
    if let Some(after) = ctx.int_fact(SIDE_AFTER)
        && after > following
    {
        return Err(InputError::new(
            "invalid_fact_value",
            format!("/facts/{SIDE_AFTER}"),
            text::localized(
                "law64-error-more-tricks-after-than-remain",
                &[("after", after.into()), ("trick", trick.into()), ("following", following.into())],
            ),
        ));
    }
    Ok(())
}

fn evaluate(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    trick_facts_agree(ctx)?;
    law61::inquiry(ctx);
    ctx.consult(&law61::A_DEFINITION, true, &[], None);
    let Some(established) = ctx.bool_fact(ESTABLISHED) else {
        ctx.ask(ESTABLISHED);
        return Ok(());
    };
    let Some(role) = ctx.enum_fact(ROLE) else {
        ctx.ask(ROLE);
        return Ok(());
    };
    // The twelfth trick matters to a revoke not established only for a
    // defender's (62D2): for declarer's or dummy's it is not asked (a
    // client probe found it asked and changing nothing).
    let named_trick = ctx.int_fact(REVOKE_TRICK);
    let twelfth = match ctx.bool_fact(TWELFTH) {
        Some(twelfth) => twelfth,
        // The trick's number says it (a probe found it asked beside
        // `revoke_trick: 12`).
        None if named_trick.is_some() => named_trick == Some(12),
        None if !established && role != "defender" => false,
        None => {
            ctx.ask(TWELFTH);
            return Ok(());
        }
    };
    if !established {
        not_established(ctx, role, twelfth);
        return Ok(());
    }
    // When the record shows play to the next trick, that established it
    // (63A1); reported by the director, it may also be a designated card or
    // a claim (A2, A3): the paragraph as a whole.
    let by_play = ctx.derived().and_then(|d| d.revoke.as_ref()).is_some_and(|r| r.established_by_play);
    let established_by = if by_play { &law63::A1_NEXT_TRICK } else { &law63::A_ESTABLISHED };
    ctx.consult(established_by, true, &[(ESTABLISHED, Read::from(true))], None);
    other_revokes_left_aside(ctx);
    if twelfth {
        established_on_the_twelfth_trick(ctx, role);
        return Ok(());
    }
    let revoke_trick = ctx.int_fact(REVOKE_TRICK).and_then(|n| u8::try_from(n).ok());
    let laws_2017 = ctx.ruleset.edition() == LawsEdition::Laws2017;
    if laws_2017 {
        // 2017 63B yields to 62C3 as well as to 62D: both sides revoked on
        // this trick and only one side played on: both are corrected.
        let Some(same_trick) = ctx.bool_fact(SAME_TRICK_BOTH_SIDES) else {
            ctx.ask(SAME_TRICK_BOTH_SIDES);
            return Ok(());
        };
        if same_trick {
            ctx.consult(
                &law63::B_NO_CORRECTION,
                false,
                &[(SAME_TRICK_BOTH_SIDES, Read::from(true))],
                Some(&law62::C3_2017_BOTH_SIDES),
            );
            both_sides_on_one_trick(ctx, role, revoke_trick);
            return Ok(());
        }
    }
    ctx.consult(&law63::B_NO_CORRECTION, true, &[], None);
    ctx.rectify(Rectification::RevokeTrickStands);

    // The exceptions, each overriding 64A.
    let Some(exception) = exception(ctx, role, laws_2017) else {
        return Ok(());
    };
    if let Some(exception) = exception {
        no_transfer(ctx, role, revoke_trick, exception);
        return Ok(());
    }
    transfer_64a(ctx, role, revoke_trick)
}

/// A revoke not established (63A): corrected (62), unless both sides
/// revoked on one trick (2017 62C3) or a defender failed to play a penalty
/// card without failing to follow suit (Law 52).
fn not_established(ctx: &mut Ctx<'_>, role: &str, twelfth: bool) {
    ctx.consult(&law63::A_ESTABLISHED, false, &[(ESTABLISHED, Read::from(false))], None);
    other_side_established_2007(ctx);
    // 2017 62C3 from the side whose revoke is not established: the other
    // side's on the same trick is, one side having played on; both are
    // corrected all the same (a probe found the record's first revoke
    // in play order ruled alone). Not asked here: it is known from the
    // record, or said by the director.
    if ctx.ruleset.edition() == LawsEdition::Laws2017 && ctx.bool_fact(SAME_TRICK_BOTH_SIDES) == Some(true) {
        let revoke_trick = ctx.int_fact(REVOKE_TRICK).and_then(|n| u8::try_from(n).ok());
        both_sides_on_one_trick(ctx, role, revoke_trick);
        return;
    }
    // A defender's penalty card not played: Law 52 says what becomes
    // of it (declarer's election), not 62's correction; asked of a
    // defender's revoke, since only the director or the record knows
    // whether a penalty card lay on the table (a review found Law 52
    // out of reach of a client that asks what it is asked). A failure
    // to follow suit the record shows is Law 44's revoke all the same:
    // 62 corrects it (the penalty card of the suit led then must be
    // played, 50D1), for accepting it under 52B1 would let a revoke
    // stand that 62A orders corrected.
    if role == "defender" {
        let Some(failed_penalty_card) = ctx.bool_fact(FACED_CARD_NOT_PLAYED) else {
            ctx.ask(FACED_CARD_NOT_PLAYED);
            return;
        };
        if failed_penalty_card {
            // Read off the record's revoke, else asked (a regression
            // probe: the penalty-card question alone let a discard over
            // a held suit reach 52B1 by facts).
            let recorded =
                ctx.derived().and_then(|d| d.revoke.as_ref()).map(|r| r.card.suit != r.suit_led && !r.held.is_empty());
            let Some(failed_to_follow) = recorded.or_else(|| ctx.bool_fact(FAILED_TO_FOLLOW)) else {
                ctx.ask(FAILED_TO_FOLLOW);
                return;
            };
            if !failed_to_follow {
                law52::failed_to_play_penalty_card(ctx);
                return;
            }
        }
    }
    correct(ctx, role, twelfth, "law64-summary-corrected");
}

/// 64B6: a revoke on the twelfth trick, established, transfers no trick;
/// before the hands are returned to the board it is corrected (62D1).
fn established_on_the_twelfth_trick(ctx: &mut Ctx<'_>, role: &str) {
    let Some(returned) = ctx.bool_fact(HANDS_RETURNED) else {
        ctx.ask(HANDS_RETURNED);
        return;
    };
    ctx.consult(&A1, false, &[(TWELFTH, Read::from(true))], Some(&B6));
    ctx.consult(&B6, true, &[(TWELFTH, Read::from(true))], None);
    ctx.rectify(Rectification::TricksTransferred { count: 0, revoke_trick: Some(12), to: Party::NonOffendingSide });
    if !returned {
        // 62D1: even established, it is corrected; 63B yields to it.
        ctx.consult(&law63::B_NO_CORRECTION, false, &[(HANDS_RETURNED, Read::from(false))], Some(&law62::D1_TWELFTH));
        ctx.consult(&law62::D1_TWELFTH, true, &[(HANDS_RETURNED, Read::from(false))], None);
        correct(ctx, role, true, "law64-summary-twelfth-corrected");
        // The board's other revokes keep their transfers; the count
        // waits for trick 12 played again (a regression probe found
        // the other revoke's transfer dropped).
        let board = ctx.derived().map(|d| (d.revokes_on_board.clone(), d.revoke.clone())).unwrap_or_default();
        if let (true, Some(chosen)) = (board.0.len() > 1, board.1) {
            board_transfers(ctx, &board.0, &chosen);
        }
    } else {
        ctx.consult(&law63::B_NO_CORRECTION, true, &[], None);
        ctx.rectify(Rectification::RevokeTrickStands);
        ctx.summarize("law64-summary-twelfth", &[]);
        // The trick stands: the board's count takes the other revokes'
        // transfers, this one's none (64B6).
        result_after(ctx, role, 0);
    }
    equity(ctx, role, 0, equity_rule(ctx));
}

/// A 64B exception to 64A: its rule, and the fact (with its value) that
/// makes it apply.
type Exception = (&'static Rule, &'static str, Value);

/// The 64B exception that applies to an established revoke (B2 to B5,
/// B7), `Some(None)` when none does; `None` when a fact it depends on is
/// asked.
fn exception(ctx: &mut Ctx<'_>, role: &str, laws_2017: bool) -> Option<Option<Exception>> {
    let Some(attention) = ctx.enum_fact(ATTENTION) else {
        ctx.ask(ATTENTION);
        return None;
    };
    let exception = match attention {
        "after_a_non_offender_called_on_the_next_deal" => Some((&B4, ATTENTION, Value::from(attention))),
        "after_the_round_ended" => Some((&B5, ATTENTION, Value::from(attention))),
        _ => None,
    };
    if exception.is_some() {
        return Some(exception);
    }
    let Some(again) = ctx.bool_fact(SAME_SUIT_AGAIN) else {
        ctx.ask(SAME_SUIT_AGAIN);
        return None;
    };
    // Dummy's hand is faced: his revoke is always 64B3. Under the
    // 2017 text 64B3 is a penalty card or dummy's card, and declarer
    // has no penalty card (Law 50 speaks of defenders): never 64B3.
    let faced = if role == "dummy" {
        true
    } else if role == "declarer" && laws_2017 {
        false
    } else {
        let Some(faced) = ctx.bool_fact(FACED_CARD_NOT_PLAYED) else {
            ctx.ask(FACED_CARD_NOT_PLAYED);
            return None;
        };
        faced
    };
    let Some(both) = ctx.bool_fact(BOTH_SIDES) else {
        ctx.ask(BOTH_SIDES);
        return None;
    };
    let (b2, b3, b7) = if laws_2017 { (&B2_2017, &B3_2017, &B7_2017) } else { (&B2, &B3, &B7) };
    Some(if again {
        Some((b2, SAME_SUIT_AGAIN, Value::from(true)))
    } else if faced {
        Some((b3, FACED_CARD_NOT_PLAYED, Value::from(true)))
    } else if both {
        Some((b7, BOTH_SIDES, Value::from(true)))
    } else {
        None
    })
}

/// A 64B exception applies: no trick is transferred, and equity is
/// restored where the transfer does not (64C).
fn no_transfer(ctx: &mut Ctx<'_>, role: &str, revoke_trick: Option<u8>, (rule, fact, value): Exception) {
    ctx.consult(&A1, false, &[(fact, Read::from(value.clone()))], Some(rule));
    ctx.consult(rule, true, &[(fact, Read::from(value))], None);
    ctx.rectify(Rectification::TricksTransferred { count: 0, revoke_trick, to: Party::NonOffendingSide });
    // Both sides revoked (2017 64B7): neither side is the non-offending
    // one, and 64C2(b) asks whether a contestant was damaged (a play
    // probe read "the non-offending side" beside an adjustment).
    ctx.summarize(if rule == &B7_2017 { "law64-2017-summary-b7" } else { "law64-summary-no-transfer" }, &[]);
    let net = result_after(ctx, role, 0);
    if rule == &B2_2017 {
        // 64C2(a): the later revokes in the suit are weighed on their own.
        equity(ctx, role, net, &C2A_2017);
    } else if rule == &B7_2017 {
        both_sides_revoked(ctx);
    } else {
        equity(ctx, role, net, equity_rule(ctx));
    }
}

/// Who won the revoke trick: the offender, and his side; `None` when
/// asked. A contradiction between the two is refused.
fn revoke_trick_won(ctx: &mut Ctx<'_>) -> Result<Option<(bool, bool)>, InputError> {
    // 64A. A trick his side did not win, the offender did not win either:
    // not asked then (a probe found the only answer allowed asked for).
    let side_lost = ctx.bool_fact(SIDE_WON) == Some(false);
    let Some(offender_won) = ctx.bool_fact(OFFENDER_WON).or(side_lost.then_some(false)) else {
        ctx.ask(OFFENDER_WON);
        return Ok(None);
    };
    let side_won = if offender_won {
        // The offender's trick is his side's: "his side did not win it"
        // beside "he won it" is refused, not silently overridden (a probe
        // got a two-trick transfer from the pair).
        if ctx.bool_fact(SIDE_WON) == Some(false) {
            return Err(InputError::new(
                "invalid_fact_value",
                format!("/facts/{SIDE_WON}"),
                text::msg("law64-error-side-won-contradicts-offender-won"),
            ));
        }
        true
    } else {
        let Some(side_won) = ctx.bool_fact(SIDE_WON) else {
            ctx.ask(SIDE_WON);
            return Ok(None);
        };
        side_won
    };
    Ok(Some((offender_won, side_won)))
}

/// 64A (B1 when nothing is won): the tricks transferred for an established
/// revoke no exception covers, then equity (64C).
fn transfer_64a(ctx: &mut Ctx<'_>, role: &str, revoke_trick: Option<u8>) -> Result<(), InputError> {
    let Some((offender_won, side_won)) = revoke_trick_won(ctx)? else {
        return Ok(());
    };
    let Some(after) = ctx.int_fact(SIDE_AFTER) else {
        ctx.ask(SIDE_AFTER);
        return Ok(());
    };
    let after = u8::try_from(after).unwrap_or(0);
    let t = transfer(offender_won, side_won, after);
    let read =
        [(OFFENDER_WON, Read::from(offender_won)), (SIDE_WON, Read::from(side_won)), (SIDE_AFTER, Read::from(after))];
    if offender_won {
        ctx.consult(&A1, true, &read, None);
    } else if t.tricks > 0 {
        ctx.consult(&A1, false, &read, None);
        ctx.consult(&A2, true, &read, None);
    } else {
        ctx.consult(&A2, false, &read, Some(&B1));
        ctx.consult(&B1, true, &read, None);
    }
    let count = shared_with_the_board(ctx, t.tricks);
    ctx.rectify(Rectification::TricksTransferred { count, revoke_trick, to: Party::NonOffendingSide });
    ctx.summarize(
        match count {
            0 => "law64-summary-no-transfer",
            1 => "law64-summary-one-trick",
            _ => "law64-summary-two-tricks",
        },
        &[],
    );
    let net = result_after(ctx, role, count);
    // 2017 64C2(a): a later revoke in the same suit by the same player on
    // this board (64B2, found in the record) is weighed on its own.
    let repeated = ctx.derived().is_some_and(|d| {
        let player = d.revoke.as_ref().map(|chosen| chosen.seat);
        d.revokes_on_board.len() > 1
            && d.revokes_on_board.iter().any(|r| board_rule(&r.rule) == Some(&B2_2017) && Some(r.seat) == player)
    });
    let rule = if repeated && ctx.enum_fact(ATTENTION) == Some("during_the_deal") {
        // 64C1 still covers the first revoke: both are cited.
        ctx.cite(&C1_2017_EQUITY.citation);
        &C2A_2017
    } else {
        equity_rule(ctx)
    };
    equity(ctx, role, net, rule);
    Ok(())
}

/// The rule of a revoke the record rules with the others of its board
/// (`RevokeOnBoard::rule`, an id in the ruling's edition).
fn board_rule(id: &str) -> Option<&'static Rule> {
    [&A1, &A2, &B1, &B2, &B2_2017, &B3, &B3_2017, &B6, &B7, &B7_2017]
        .into_iter()
        .find(|rule| LawsEdition::Laws2017.rule_id(rule.id) == id || LawsEdition::Laws2007.rule_id(rule.id) == id)
}

/// 62C2 as the record shows it: after the correction, the offender's
/// partner withdrew the card he had played after the revoke; a defender's
/// becomes a penalty card (the walk of the record has made it one). Stated
/// in the ruling, not only in `derived` (a probe found it missing).
fn partners_withdrawn_cards(ctx: &mut Ctx<'_>) {
    use crate::findings::play_irregularities::CardFate;
    let named = ctx.int_fact(REVOKE_TRICK).and_then(|n| u8::try_from(n).ok());
    let Some(play) = ctx.derived().and_then(|d| d.play.as_ref()) else { return };
    // The revoke this ruling corrects: the one at the trick named, else the
    // first, as `corrected_revoke` reads it (a reviewer found the last one
    // taken, another revoke's partner then named).
    let Some((revoke_trick, offender)) = play.irregularities.iter().find_map(|f| match f.irregularity {
        IrregularPlay::RevokeCorrected { trick, seat, .. } if named.is_none_or(|n| n == trick) => Some((trick, seat)),
        _ => None,
    }) else {
        return;
    };
    let cards: Vec<crate::card::Card> = play
        .irregularities
        .iter()
        .filter(|f| f.fate == CardFate::MajorPenaltyCard)
        .filter_map(|f| match f.irregularity {
            IrregularPlay::WithdrawnAfterRevoke { trick, seat, card }
                if seat == offender.partner() && (trick == revoke_trick || trick == revoke_trick + 1) =>
            {
                Some(card)
            }
            _ => None,
        })
        .collect();
    for card in cards {
        ctx.consult(&law62::C2_OFFENDERS_PARTNER, true, &[("card", Read::from(card.to_string()))], None);
        ctx.rectify(Rectification::PenaltyCard {
            player: crate::vocabulary::Role::OffendersPartner,
            card: Some(card),
            kind: crate::rectification::PenaltyCardKind::Major,
        });
    }
}

/// Law 62's correction, once it is known whether a defender's card was
/// already faced (asked), with the summary `summary` — or its `-defender`
/// variant when the revoke card becomes a major penalty card (62B1).
fn correct(ctx: &mut Ctx<'_>, role: &str, twelfth: bool, summary: &str) {
    let faced = if role == "defender" {
        let Some(faced) = ctx.bool_fact(FACED) else {
            ctx.ask(FACED);
            return;
        };
        Some(faced)
    } else {
        None
    };
    law62::correct(ctx, role, faced, twelfth);
    partners_withdrawn_cards(ctx);
    if role == "defender" && faced != Some(true) {
        ctx.summarize(&format!("{summary}-defender"), &[]);
    } else {
        ctx.summarize(summary, &[]);
    }
}

/// 2017 62C3 and 64B8: both sides revoked on one trick, only one side
/// having played to the next: both revokes are corrected, and no trick is
/// transferred for either.
fn both_sides_on_one_trick(ctx: &mut Ctx<'_>, role: &str, revoke_trick: Option<u8>) {
    let read = [(SAME_TRICK_BOTH_SIDES, Read::from(true))];
    law62::both_sides_same_trick_2017(ctx, &read, role);
    ctx.consult(&A1, false, &read, Some(&B8_2017));
    ctx.consult(&B8_2017, true, &read, None);
    ctx.rectify(Rectification::TricksTransferred { count: 0, revoke_trick, to: Party::NonOffendingSide });
    ctx.summarize("law64-2017-summary-c3", &[]);
}

/// This revoke's transfer when the record shows other revokes by the same
/// side ruled with it (noticed during the deal): what is left to it of
/// the tricks its side won from its trick on, each trick transferred once
/// ([`share_the_tricks_won`]); otherwise what 64A gives it alone.
fn shared_with_the_board(ctx: &Ctx<'_>, transferred: u8) -> u8 {
    if ctx.enum_fact(ATTENTION) != Some("during_the_deal") {
        return transferred;
    }
    let Some(derived) = ctx.derived() else { return transferred };
    let (Some(chosen), true) = (derived.revoke.as_ref(), derived.revokes_on_board.len() > 1) else {
        return transferred;
    };
    derived
        .revokes_on_board
        .iter()
        .find(|r| r.trick == chosen.trick && r.seat == chosen.seat)
        .map_or(transferred, |r| transferred.min(r.transferred))
}

/// With the table's count known, the corrected count after the transfer;
/// returns the tricks the non-offending side gains in all. With several
/// revokes on the board found in the record and this one noticed during the
/// deal, every revoke's transfer is stated and the count takes them all (one
/// ruling for the board, in either edition).
fn result_after(ctx: &mut Ctx<'_>, role: &str, transferred: u8) -> u8 {
    let Some(at_table) = ctx.int_fact(DECLARER_SIDE_TRICKS).and_then(|n| u8::try_from(n).ok()) else {
        return transferred;
    };
    let declaring_offender = role != "defender";
    let board = ctx.derived().map(|d| (d.revokes_on_board.clone(), d.revoke.clone(), d.declarer)).unwrap_or_default();
    if let (true, Some(chosen), Some(declarer)) = (board.0.len() > 1, board.1, board.2)
        && ctx.enum_fact(ATTENTION) == Some("during_the_deal")
    {
        // Another revoke of the board at the twelfth trick is corrected
        // while the hands are not back in the board (62D1), established or
        // not: trick 12 is then played again, and the count after it is the
        // director's, not the record's (a probe's board counted 13/0 from
        // the uncorrected trick). Asked, as for a twelfth-trick revoke
        // ruled on its own.
        let twelfth = board.0.iter().find(|r| r.trick == 12 && !(r.trick == chosen.trick && r.seat == chosen.seat));
        if let Some(twelfth) = twelfth {
            let Some(returned) = ctx.bool_fact(HANDS_RETURNED) else {
                ctx.ask(HANDS_RETURNED);
                return transferred;
            };
            if !returned {
                // The corrected revoke transfers nothing and is not listed
                // as a transfer (a regression probe read 64B6 beside "it is
                // corrected"); a defender's revoke card becomes a major
                // penalty card (62B1), which the summary says.
                let corrected = (twelfth.trick, twelfth.seat);
                let defender = twelfth.seat.side() != declarer.side();
                let others: Vec<_> = board.0.iter().filter(|r| (r.trick, r.seat) != corrected).cloned().collect();
                board_transfers(ctx, &others, &chosen);
                ctx.consult(&law62::D1_TWELFTH, true, &[(HANDS_RETURNED, Read::from(false))], None);
                if defender {
                    ctx.cite(&law62::B1_DEFENDER_PENALTY.citation);
                }
                ctx.add_to_summary(text::localized(
                    "law64-summary-board-twelfth-corrected",
                    &[
                        ("count", board.0.len().into()),
                        ("seat", twelfth.seat.to_string().into()),
                        ("defender", (if defender { "yes" } else { "no" }).into()),
                    ],
                ));
                return transferred;
            }
        }
        let mut declarer_side = i16::from(at_table);
        let mut to_non_offenders: i16 = 0;
        name_sides_on_board(ctx, declarer);
        ctx.add_to_summary(text::localized("law64-summary-board-intro", &[("count", board.0.len().into())]));
        for other in &board.0 {
            let this_one = other.trick == chosen.trick && other.seat == chosen.seat;
            let count = if this_one { transferred } else { other.transferred };
            say_revoke_on_board(ctx, other, count, declarer);
            let same_side = other.seat.side() == chosen.seat.side();
            if !this_one {
                // Each revoke's own paragraph (64A or its 64B exception) is
                // cited: the decision rests on it too.
                if let Some(rule) = board_rule(&other.rule) {
                    ctx.consult(rule, true, &[], None);
                }
                let to = receiving_side(other.seat, chosen.seat, Some(declarer));
                ctx.rectify(Rectification::TricksTransferred { count, revoke_trick: Some(other.trick), to });
            }
            let count = i16::from(count);
            declarer_side += if other.seat.side() == declarer.side() { -count } else { count };
            to_non_offenders += if same_side { count } else { -count };
        }
        let declarer_side = u8::try_from(declarer_side.clamp(0, 13)).unwrap_or(0);
        ctx.rectify(Rectification::TricksEstablished {
            declarer: None,
            declarer_side,
            defenders: 13 - declarer_side,
            basis: TrickCountBasis::RevokeTransfer,
        });
        ctx.add_to_summary(text::localized("law64-summary-board", &[("declarer_side", declarer_side.into())]));
        return u8::try_from(to_non_offenders.max(0)).unwrap_or(0);
    }
    let declarer_side =
        if declaring_offender { at_table.saturating_sub(transferred) } else { (at_table + transferred).min(13) };
    ctx.rectify(Rectification::TricksEstablished {
        declarer: None,
        declarer_side,
        defenders: 13 - declarer_side,
        basis: TrickCountBasis::RevokeTransfer,
    });
    transferred
}

/// The record's other revokes, when they are not ruled with this one
/// because one of them is not known to be established (not by play, and
/// the director's word is on this one only): said, with how to have the
/// board ruled together, rather than left out in silence (a probe's board:
/// the second revoke, on the last trick before a concession, was never
/// mentioned by the ruling on the first).
fn other_revokes_left_aside(ctx: &mut Ctx<'_>) {
    let Some(derived) = ctx.derived() else { return };
    if !derived.revokes_on_board.is_empty() {
        return;
    }
    let Some(chosen) = derived.revoke.as_ref() else { return };
    let others: Vec<&FoundRevoke> = derived
        .play
        .as_ref()
        .map(|p| p.revokes.iter().filter(|r| (r.trick, r.seat) != (chosen.trick, chosen.seat)).collect())
        .unwrap_or_default();
    // Under 2017 a revoke by the other side on this very trick, not
    // established, is 62C3's: both are corrected, nothing to report (the
    // reread found this sentence beside a 62C3 ruling).
    let same_trick_is_62c3 = ctx.ruleset.edition() == LawsEdition::Laws2017;
    let left_to_report = |r: &&&FoundRevoke| {
        let corrected_under_62c3 = same_trick_is_62c3 && r.trick == chosen.trick;
        !r.established_by_play && !corrected_under_62c3
    };
    let Some(pending) = others.iter().find(left_to_report) else { return };
    let sentence = text::localized(
        "law64-summary-other-revokes-aside",
        &[("count", others.len().into()), ("trick", pending.trick.into()), ("seat", pending.seat.to_string().into())],
    );
    ctx.add_to_summary(sentence);
}

/// 2007: this revoke is corrected, and the record shows the other side's
/// revoke on the board established: both sides revoked on the board, so the
/// established one transfers nothing (2007 64B7, which asks no more than
/// that; the 2017 text needs both established and has 62C3 for one
/// trick), and 64C weighs the damage. Said and cited, since the other
/// revoke may be on this very trick, which `revoke_trick` cannot tell apart
/// (a probe's record: East's revoke ruled, South's never mentioned).
fn other_side_established_2007(ctx: &mut Ctx<'_>) {
    if ctx.ruleset.edition() != LawsEdition::Laws2007 {
        return;
    }
    let Some(derived) = ctx.derived() else { return };
    let Some(chosen) = derived.revoke.as_ref() else { return };
    let other = derived
        .play
        .as_ref()
        .and_then(|p| p.revokes.iter().find(|r| r.established_by_play && r.seat.side() != chosen.seat.side()).cloned());
    let Some(other) = other else { return };
    let read = [(BOTH_SIDES, Read::from(true))];
    ctx.consult(&B7, true, &read, None);
    ctx.cite(&C_EQUITY.citation);
    ctx.add_to_summary(text::localized(
        "law64-2007-summary-other-side-established",
        &[("trick", other.trick.into()), ("seat", other.seat.to_string().into())],
    ));
}

/// The board's other revokes' transfers, each with its paragraph, stated
/// without a count (the count waits for trick 12 corrected under 62D1).
fn board_transfers(ctx: &mut Ctx<'_>, board: &[crate::findings::revoke::RevokeOnBoard], chosen: &FoundRevoke) {
    let declarer = ctx.derived().and_then(|d| d.declarer);
    if let Some(declarer) = declarer {
        name_sides_on_board(ctx, declarer);
    }
    for other in board {
        if other.trick == chosen.trick && other.seat == chosen.seat {
            continue;
        }
        if let Some(rule) = board_rule(&other.rule) {
            ctx.consult(rule, true, &[], None);
        }
        let to = receiving_side(other.seat, chosen.seat, declarer);
        ctx.rectify(Rectification::TricksTransferred { count: other.transferred, revoke_trick: Some(other.trick), to });
    }
}

/// With several revokes on the board, every transfer names the side it
/// goes to by what that side is: the ruled revoke's, written before the
/// board was read as "the non-offending side", is renamed, so that one
/// decision does not call declarer's side by two names (a probe read
/// "non-offending side" and "declaring side" for the same pair).
fn name_sides_on_board(ctx: &mut Ctx<'_>, declarer: crate::card::Seat) {
    use crate::rectification::Consequence as Any;
    let Some(ruled) = ctx.derived().and_then(|d| d.revoke.as_ref()).map(|r| r.seat) else { return };
    let to = receiving_side(ruled, ruled, Some(declarer));
    ctx.amend(|r| {
        if let Any::Bridge(Rectification::TricksTransferred { to: side @ Party::NonOffendingSide, .. }) = r {
            *side = to;
        }
    });
}

/// One sentence per revoke of the board, in the order of play: the trick,
/// who revoked, what is transferred and to whom, and the paragraph that
/// says so (the summary had stated the ruled revoke's transfer alone).
fn say_revoke_on_board(
    ctx: &mut Ctx<'_>,
    revoke: &crate::findings::revoke::RevokeOnBoard,
    count: u8,
    declarer: crate::card::Seat,
) {
    let to = match receiving_side(revoke.seat, revoke.seat, Some(declarer)) {
        Party::DeclaringSide => "declaring_side",
        _ => "defenders",
    };
    ctx.add_to_summary(text::localized(
        "law64-summary-board-revoke",
        &[
            ("trick", revoke.trick.into()),
            ("seat", revoke.seat.to_string().into()),
            ("count", count.into()),
            ("to", to.into()),
            ("paragraph", format!("{}{}", revoke.citation.law, revoke.citation.paragraph).into()),
        ],
    ));
}

/// The side another revoke of the board transfers its tricks to: its own
/// non-offenders. Named by what the side is (declaring side, defenders)
/// when the record gives declarer: the ruling's offending side is the
/// revoke ruled, and a transfer for the other side's revoke labelled
/// "offending side" read as wrong to a probe of published rulings.
fn receiving_side(revoked: crate::card::Seat, ruled: crate::card::Seat, declarer: Option<crate::card::Seat>) -> Party {
    match declarer {
        Some(declarer) if revoked.side() == declarer.side() => Party::Defenders,
        Some(_) => Party::DeclaringSide,
        None if revoked.side() == ruled.side() => Party::NonOffendingSide,
        None => Party::OffendingSide,
    }
}

/// The equity paragraph of the edition: 64C (2007), 64C1 (2017).
/// 2017 64C2(b): both sides revoked on the board and both revokes are
/// established (64B7: no transfer). The director compares the result with
/// the likely one had no revoke occurred: the same, no contestant was
/// damaged and the result stands; otherwise the side that lost tricks was,
/// and the score is adjusted to that likely result (an assigned score,
/// 12C1(b), which `adjusted_score` states in full when given). Until he
/// gives the count, the review is flagged, as for 64C1.
fn both_sides_revoked(ctx: &mut Ctx<'_>) {
    use crate::kinds::law12::{ADJUSTED_SCORE, review};
    const LAW: &str = "64C2(b)";
    let without = ctx.int_fact(WITHOUT_ANY_REVOKE).and_then(|n| u8::try_from(n).ok());
    let at_table = ctx.int_fact(DECLARER_SIDE_TRICKS).and_then(|n| u8::try_from(n).ok());
    let adjusted_given = ctx.text_fact(ADJUSTED_SCORE).is_some();
    let (Some(without), Some(at_table)) = (without, at_table) else {
        ctx.consult(&C2B_2017, true, &[(BOTH_SIDES, Read::from(true))], None);
        await_counts(ctx, LAW, (WITHOUT_ANY_REVOKE, without), at_table, adjusted_given);
        return;
    };
    let read = [(WITHOUT_ANY_REVOKE, Read::from(without)), (DECLARER_SIDE_TRICKS, Read::from(at_table))];
    if without == at_table {
        // No contestant damaged: the result stands, as 64B7 left it.
        ctx.consult(&C2B_2017, false, &read, None);
        ctx.cite(&C2B_2017.citation);
        if adjusted_given {
            ctx.reject(InputError::new(
                "invalid_fact_value",
                format!("/facts/{ADJUSTED_SCORE}"),
                text::msg("law64-2017-error-c2b-no-damage"),
            ));
            return;
        }
        ctx.rectify(SharedRectification::ResultStands);
        ctx.add_to_summary(text::localized("law64-2017-summary-c2b-no-damage", &[("tricks", at_table.into())]));
        return;
    }
    // The director's score must be the result his count gives (a review
    // found 64C1's score checked so and this one not). The count is the
    // declaring side's, which is what the check reads as the non-offenders'
    // for a defender's revoke: asked so.
    if adjusted_given && let Some(error) = assigned_score_contradicts(ctx, "defender", without) {
        ctx.reject(error);
        return;
    }
    ctx.consult(&C2B_2017, true, &read, None);
    ctx.retract(|r| matches!(r.as_bridge(), Some(Rectification::TricksEstablished { .. })));
    ctx.rectify(Rectification::TricksEstablished {
        declarer: None,
        declarer_side: without,
        defenders: 13 - without,
        basis: TrickCountBasis::RevokeEquity,
    });
    ctx.add_to_summary(text::localized(
        "law64-2017-summary-c2b-adjusted",
        &[("declarer_side", without.into()), ("defenders", (13 - without).into()), ("at_table", at_table.into())],
    ));
    if adjusted_given {
        review(ctx, LAW, ReviewReason::RevokeEquity);
    }
}

/// A 64C review (`law`: C, C1, C2(a) or C2(b)) still missing the
/// director's trick counts: the count without the revoke(s) (`without`, its
/// fact and value) and the declaring side's at the table. With an adjusted
/// score already given, the score waits for the counts that show it is due
/// (they are asked, the review flagged); without one, the review is flagged
/// as Law 12C states it.
fn await_counts(
    ctx: &mut Ctx<'_>,
    law: &str,
    without: (&'static str, Option<u8>),
    at_table: Option<u8>,
    adjusted_given: bool,
) {
    use crate::kinds::law12::review;
    if !adjusted_given {
        review(ctx, law.to_owned(), ReviewReason::RevokeEquity);
        return;
    }
    if without.1.is_none() {
        ctx.ask(without.0);
    }
    if at_table.is_none() {
        ctx.ask(DECLARER_SIDE_TRICKS);
    }
    ctx.rectify(SharedRectification::DirectorReview { law: law.to_owned().into(), reason: ReviewReason::RevokeEquity });
}

fn equity_rule(ctx: &Ctx<'_>) -> &'static Rule {
    if ctx.ruleset.edition() == LawsEdition::Laws2017 { &C1_2017_EQUITY } else { &C_EQUITY }
}

/// 64C (2017: C1, or C2(a) after repeated revokes), for every established
/// revoke, as `rule` words it: flagged for the director; settled
/// when he reports the tricks the non-offenders would have taken. His
/// adjusted score applies only when that count shows the transfer falls
/// short (equity restored): with it unknown, it is asked; when the transfer
/// already compensates, an adjusted score is refused.
fn equity(ctx: &mut Ctx<'_>, role: &str, transferred: u8, rule: &Rule) {
    use crate::kinds::law12::{ADJUSTED_SCORE, has_adjusted_score, review};
    // The law as the review names it: 64C, 64C1, 64C2(a).
    let law = format!("64{}", rule.citation.paragraph);
    let without = ctx.int_fact(WITHOUT_REVOKE).and_then(|n| u8::try_from(n).ok());
    let at_table = ctx.int_fact(DECLARER_SIDE_TRICKS).and_then(|n| u8::try_from(n).ok());
    let adjusted_given = ctx.text_fact(ADJUSTED_SCORE).is_some() && !has_adjusted_score(ctx);
    let (Some(without), Some(at_table)) = (without, at_table) else {
        ctx.consult(rule, true, &[], None);
        await_counts(ctx, &law, (WITHOUT_REVOKE, without), at_table, adjusted_given);
        return;
    };
    let non_offenders_at_table = if role == "defender" { at_table } else { 13 - at_table };
    let after_transfer = (non_offenders_at_table + transferred).min(13);
    let read = [(WITHOUT_REVOKE, Read::from(without)), (DECLARER_SIDE_TRICKS, Read::from(at_table))];
    // 64C restores what the revoke took: the tricks the offending side won
    // before it stand, so the director's count cannot exceed the rest (a
    // regression probe's 13, once it became the count ruled, gave the
    // non-offenders tricks already lost).
    if let Some(most) = non_offenders_most(ctx, role, at_table)
        && without > most
    {
        ctx.reject(InputError::new(
            "invalid_fact_value",
            format!("/facts/{WITHOUT_REVOKE}"),
            text::localized("law64-error-equity-over-most", &[("without", without.into()), ("most", most.into())]),
        ));
        return;
    }
    if without > after_transfer {
        ctx.consult(rule, true, &read, None);
        if adjusted_given && let Some(error) = assigned_score_contradicts(ctx, role, without) {
            ctx.reject(error);
            return;
        }
        ctx.rectify(Rectification::EquityRestored { non_offending_tricks: without });
        // One trick count: the result ruled is the director's 64C count,
        // which replaces the transfer's (a probe read 8 tricks established
        // beside 7 restored in one complete decision, and a client storing
        // the first would have scored 4S-2 for 4S-4).
        // With other revokes on the board, the count is the board's (each
        // revoke's transfer in it), and the director's figure covers this
        // revoke only: it is not made the board's count, and his review
        // stays (a review's point; when both sides revoked, 2017 64C2(b)
        // asks its own count, without any revoke).
        // Repeated revokes by one player in one suit (64B2 for each after
        // the first) are 64C2(a)'s: the director's count is asked without
        // the later ones and with the first's transfer, so it covers the
        // board (a probe found it never applied from a record, while the
        // same facts applied it).
        let others_on_board = ctx.derived().is_some_and(|d| {
            let revokes = &d.revokes_on_board;
            revokes.len() > 1
                && !revokes.iter().skip(1).all(|r| r.seat == revokes[0].seat && r.rule.ends_with(".law64.b2"))
        });
        if others_on_board {
            ctx.add_to_summary(text::localized("law64-summary-equity-board", &[("without", without.into())]));
            review(ctx, law.clone(), ReviewReason::RevokeEquity);
            return;
        }
        let declarer_side = if role == "defender" { without } else { 13 - without };
        ctx.retract(|r| matches!(r.as_bridge(), Some(Rectification::TricksEstablished { .. })));
        ctx.rectify(Rectification::TricksEstablished {
            declarer: None,
            declarer_side,
            defenders: 13 - declarer_side,
            basis: TrickCountBasis::RevokeEquity,
        });
        ctx.add_to_summary(text::localized(
            "law64-summary-equity-count",
            &[("declarer_side", declarer_side.into()), ("defenders", (13 - declarer_side).into())],
        ));
        // The contract played with that count is the score assigned: the
        // director's review is left only to read an adjusted score he gave
        // in other terms (a weighted or artificial one), not to ask for one.
        if adjusted_given {
            review(ctx, law.clone(), ReviewReason::RevokeEquity);
        }
    } else {
        // The transfer makes up for the damage: nothing to restore.
        ctx.consult(rule, false, &read, None);
        if adjusted_given {
            ctx.reject(InputError::new(
                "invalid_fact_value",
                format!("/facts/{ADJUSTED_SCORE}"),
                text::localized(
                    "adjusted-64c-compensated",
                    &[("without", without.into()), ("after", after_transfer.into())],
                ),
            ));
        }
    }
}

/// The most tricks the non-offending side could have taken without the
/// revoke: all but those the offending side won before the revoke trick,
/// counted from the record's tricks, or from the facts (the offending
/// side's tricks at the table less those it won from the revoke trick on).
/// `None` when neither tells.
fn non_offenders_most(ctx: &Ctx<'_>, role: &str, at_table: u8) -> Option<u8> {
    let derived = ctx.derived();
    if let Some((revoke, play)) = derived.and_then(|d| Some((d.revoke.as_ref()?, d.play.as_ref()?))) {
        let offending = revoke.seat.side();
        let before = play
            .tricks
            .iter()
            .filter(|t| t.number < revoke.trick && t.winner.is_some_and(|w| w.side() == offending))
            .count();
        return u8::try_from(13usize.saturating_sub(before)).ok();
    }
    let offending_at_table = if role == "defender" { 13u8.saturating_sub(at_table) } else { at_table };
    let after = ctx.int_fact(SIDE_AFTER).and_then(|n| u8::try_from(n).ok())?;
    let won_revoke_trick = ctx.bool_fact(SIDE_WON).or_else(|| ctx.bool_fact(OFFENDER_WON).filter(|won| *won))?;
    let before = offending_at_table.checked_sub(after)?.checked_sub(u8::from(won_revoke_trick))?;
    Some(13 - before)
}

/// 64C restores the tricks the non-offending side would have taken in the
/// contract played: an assigned score (12C1(b)) in another contract, or
/// giving them another number of tricks than the director's own count,
/// contradicts the ruling it completes (a probe's `5D+1` beside a count
/// that restored 5D-3 was scored +420). Refused, naming the fact; a
/// weighted or artificial score is the director's judgement and is not
/// checked here.
fn assigned_score_contradicts(ctx: &Ctx<'_>, role: &str, without: u8) -> Option<InputError> {
    use crate::adjusted_score::{Adjustment, SideAdjustment};
    use crate::card::FinalContract;
    use crate::kinds::law12::ADJUSTED_SCORE;
    let board = ctx.derived();
    // The board's declarer: the record's, else the director's fact (a
    // result that names no seat is his).
    let board_declarer = board.and_then(|d| d.declarer).or_else(|| {
        ctx.enum_fact(crate::kinds::law12::BOARD_DECLARER)
            .and_then(|s| s.chars().next())
            .and_then(crate::card::Seat::from_char)
    });
    let parsed = Adjustment::parse(ctx.text_fact(ADJUSTED_SCORE)?, board_declarer)?;
    let pointer = format!("/facts/{ADJUSTED_SCORE}");
    let played = board.and_then(|d| d.contract.as_deref()).and_then(|c| c.parse::<FinalContract>().ok());
    // Each side's part that assigns one result (a weighted part of a single
    // result at 100 % too): in a split score both are checked.
    let single = |part: &SideAdjustment| match part {
        SideAdjustment::Assigned(result) => Some(*result),
        SideAdjustment::Weighted(components) if components.len() == 1 => components.first().map(|(_, r)| *r),
        _ => None,
    };
    // The count restored is the non-offending side's: its part is checked
    // against it (the offenders' part of a split score may differ, 12C1(b)
    // non-balancing); without a known declarer, only a score both sides
    // share.
    let non_offending_side = board_declarer.map(|d| if role == "defender" { d.side() } else { d.side().other() });
    let same = parsed.ns == parsed.ew;
    for (side, part) in [(Side::NS, &parsed.ns), (Side::EW, &parsed.ew)] {
        let Some(result) = single(part) else { continue };
        let other_declarer = board_declarer.is_some_and(|d| d.side() != result.declarer.side());
        if let Some(played) = played
            && (played != result.contract || other_declarer)
        {
            return Some(InputError::new(
                "invalid_fact_value",
                pointer,
                text::localized("adjusted-64c-other-contract", &[("played", played.to_string().into())]),
            ));
        }
        if non_offending_side.map_or(!same, |nos| nos != side) {
            continue;
        }
        // The declaring side's tricks in the result, seen from the
        // non-offenders.
        let non_offending = if role == "defender" { result.tricks } else { 13 - result.tricks.min(13) };
        if non_offending != without {
            return Some(InputError::new(
                "invalid_fact_value",
                pointer,
                text::localized(
                    "adjusted-64c-other-count",
                    &[("given", non_offending.into()), ("without", without.into())],
                ),
            ));
        }
    }
    None
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::revoked_before_partner;
    use crate::card::{Card, Seat};
    use crate::play::Trick;

    fn twelfth(order: &[(Seat, &str)]) -> Vec<Trick> {
        let mut tricks: Vec<Trick> = (1..=11)
            .map(|n| Trick { number: n, leader: Seat::N, cards: crate::play::TrickCards::new(), winner: None })
            .collect();
        let cards = order.iter().map(|(seat, card)| (*seat, card.parse::<Card>().unwrap())).collect();
        tricks.push(Trick { number: 12, leader: order[0].0, cards, winner: None });
        tricks
    }

    /// 2017 62D2 reads the order of play at trick 12: the club probe's
    /// board (N, E, S lead and follow; West revokes last, his partner East
    /// having played) is not a revoke before the partner played.
    #[test]
    fn a_twelfth_trick_revoke_is_before_the_partner_only_when_he_has_not_played() {
        let partner_played = twelfth(&[(Seat::N, "S3"), (Seat::E, "D6"), (Seat::S, "S9"), (Seat::W, "DK")]);
        assert_eq!(revoked_before_partner(&partner_played, 12, Seat::W), Some(false));
        let before = twelfth(&[(Seat::S, "HA"), (Seat::E, "SJ"), (Seat::N, "H2")]);
        assert_eq!(revoked_before_partner(&before, 12, Seat::E), Some(true), "West still to play");
        assert_eq!(revoked_before_partner(&before, 11, Seat::E), None, "only trick 12");
        assert_eq!(revoked_before_partner(&before, 12, Seat::W), None, "West did not play");
    }
}
