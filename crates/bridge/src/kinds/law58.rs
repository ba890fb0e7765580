//! Law 58B (2017): two or more cards led or played at once from one hand
//! (inside `bridge.penalty_card`, reported as `several_cards_at_once`).
//!
//! - 58B1: the face of only one card is visible: that card is played, the
//!   others go back to the hand, with no further rectification.
//! - 58B2: more than one face is visible: the offender designates the card
//!   he plays; a defender's other exposed cards become penalty cards (Law
//!   50, which rules them as cards exposed unintentionally: 50B names
//!   "playing two cards to a trick"); declarer's or dummy's go back to the
//!   hand (48A).
//! - 58B3 (said in the summary): an opponent who played after a visible card
//!   the offender withdrew may withdraw his own (16C).
//!
//! Not ruled: 58A (a lead or play made together with another player's
//! legal one is deemed to come after it: the `simultaneously` value, named
//! as before) and 58B4 (found only after both sides played to the next
//! trick: Law 67). Read in the WBF's 2017 English; the seed does not hold
//! Law 58, and under `ffb-2007` the value is ruled as the 2007 50B reads
//! it, the other cards exposed unintentionally.

use crate::game::Read;

use crate::game::Ctx;
use crate::game::{CitationSpec, Domain, FactSpec};
use crate::rectification::Rectification;
use crate::vocabulary::Role;
use arbitre_core::text;
// The paragraphs of Law 58 (ids and citations) are its laws/ file's.
pub use crate::laws::law58::*;

/// The paragraphs of 58B the kind cites.
pub const CITED: [CitationSpec; 2] = [B1_ONE_FACE.citation, B2_FACES.citation];

/// The `how_exposed` value: two or more cards led or played at once from
/// one hand.
pub const SEVERAL_AT_ONCE: &str = "several_cards_at_once";

/// Fact (2017, 58B): was the face of more than one of the cards visible?
pub const FACES_VISIBLE: &str = "several_card_faces_visible";

/// The question of 58B.
pub const FACES_VISIBLE_FACT: FactSpec = FactSpec {
    id: FACES_VISIBLE,
    question: "law58-2017-q-faces-visible",
    domain: Domain::Boolean,
    rule: B1_ONE_FACE.id,
};

/// 58B for the cards of one hand led or played together: `Some(true)` when
/// the other cards are exposed ones for the caller to rule (58B2),
/// `Some(false)` when 58B1 has ruled them, `None` while asked.
pub fn several_cards_at_once(ctx: &mut Ctx<'_>) -> Option<bool> {
    let Some(visible) = ctx.bool_fact(FACES_VISIBLE) else {
        ctx.ask(FACES_VISIBLE);
        return None;
    };
    let read = [(FACES_VISIBLE, Read::from(visible))];
    if !visible {
        ctx.consult(&B1_ONE_FACE, true, &read, None);
        ctx.rectify(Rectification::CardsReturnedToHand { player: Role::Offender });
        ctx.summarize("law58-2017-summary-b1", &[]);
        return Some(false);
    }
    ctx.consult(&B1_ONE_FACE, false, &read, Some(&B2_FACES));
    ctx.consult(&B2_FACES, true, &read, None);
    // The exposed cards' own ruling comes next (Law 50, or 48A for
    // declarer's side); what 58B2-B3 add is said after its summary.
    ctx.add_to_summary(text::msg("law58-2017-summary-b2"));
    Some(true)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::kinds::test_support::Decision;
    use crate::kinds::test_support::rule_facts;
    use crate::kinds::test_support::{FFB_2007, FFB_2017, Ruleset};
    use crate::rectification::Consequence as AnyRectification;
    use crate::rectification::PenaltyCardKind;

    /// `faces_visible`: the 2017 fact, which the 2007 catalogue does not
    /// have (refused there as unknown).
    fn two_cards(ruleset: &Ruleset, faces_visible: Option<bool>) -> Decision {
        let mut facts = json!({"offender_role": "defender", "how_exposed": SEVERAL_AT_ONCE,
                               "card_suit": "S", "card_rank": "4", "other_penalty_cards": 0});
        if let Some(visible) = faces_visible {
            facts[FACES_VISIBLE] = json!(visible);
        }
        rule_facts(crate::kinds::law50::KIND.id, ruleset, &facts)
    }

    fn minor_penalty_card(d: &Decision) -> bool {
        d.rectifications
            .iter()
            .any(|r| matches!(r.as_bridge(), Some(Rectification::PenaltyCard { kind: PenaltyCardKind::Minor, .. })))
    }

    #[test]
    fn one_face_visible_spares_the_penalty_card_under_2017_only() {
        let d = two_cards(&FFB_2017, Some(false));
        assert_eq!(
            d.rectifications,
            vec![AnyRectification::from(Rectification::CardsReturnedToHand { player: Role::Offender })]
        );
        // 2007: 50B's "playing two cards to a trick", a minor penalty card.
        assert!(minor_penalty_card(&two_cards(&FFB_2007, None)));
    }

    #[test]
    fn faces_visible_leave_the_other_card_a_penalty_card() {
        let d = two_cards(&FFB_2017, Some(true));
        assert!(minor_penalty_card(&d), "{:?}", d.rectifications);
        assert!(d.citations.iter().any(|c| c.law == "58" && c.paragraph == "B2"), "{:?}", d.citations);
    }
}
