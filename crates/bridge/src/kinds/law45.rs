//! Law 45 (2017), the parts other laws send to or that a penalty-card
//! report reaches:
//!
//! - 45C2, as Law 48A sends to it for a card declarer exposed
//!   (`law48.rs`): a card declarer holds face up, touching or nearly
//!   touching the table, or maintained in a position that shows it played,
//!   must be played.
//! - 45D, a card dummy placed in the played position of his own accord
//!   (reported as dummy's card "led or played prematurely"): D1, noticed
//!   before each side has played to the next trick, it is withdrawn; a
//!   defender may take back a card he played after it, and then declarer a
//!   card he played after that (16C for every card withdrawn). D2, too late:
//!   the play goes on unaltered. Before, this was ruled as declarer's own
//!   premature play (57C3: "a played card, not withdrawn"), which a play
//!   probe of published rulings found wrong: 57C3 is declarer's act, 45D
//!   dummy's.
//!
//! The rest of Law 45 (45C1, 45C4, 45E) is not ruled here.
//!
//! Read in the WBF's 2017 English; the seed does not hold Law 45, so the
//! 2007 ruleset does not list it (`LawsEdition::applies`).

use crate::game::Read;

use crate::game::Ctx;
use crate::game::{CitationSpec, Domain, FactSpec};
use crate::rectification::Rectification;
use crate::vocabulary::Role;
// The paragraphs of Law 45 (ids and citations) are its laws/ file's.
pub use crate::laws::law45::*;

/// Fact (2017): did declarer hold the card face up, touching or nearly
/// touching the table, or keep it where it showed it played (45C2)?
pub const HELD_AS_PLAYED: &str = "declarer_card_held_as_played";

/// The question of 45C2, asked when declarer exposed a card otherwise than
/// by accident.
pub const HELD_AS_PLAYED_FACT: FactSpec = FactSpec {
    id: HELD_AS_PLAYED,
    question: "law45-2017-q-held-as-played",
    domain: Domain::Boolean,
    rule: C2_HELD_AS_PLAYED.id,
};

/// The paragraphs of 45D the kind cites.
pub const D_CITED: [CitationSpec; 2] = [D1_DUMMYS_CARD_WITHDRAWN.citation, D2_TOO_LATE.citation];

/// Fact (2017, 45D1): was attention drawn to the card dummy placed before
/// each side had played to the next trick?
pub const DUMMYS_CARD_IN_TIME: &str = "dummys_card_noticed_in_time";

/// The question of 45D1, asked of a card dummy played of his own accord.
pub const DUMMYS_CARD_IN_TIME_FACT: FactSpec = FactSpec {
    id: DUMMYS_CARD_IN_TIME,
    question: "law45-2017-q-dummys-card-in-time",
    domain: Domain::Boolean,
    rule: D1_DUMMYS_CARD_WITHDRAWN.id,
};

/// Fact (2017): had declarer named or designated the card dummy played
/// early? Then it is declarer's premature play (57C3); if dummy placed it
/// of his own accord, 45D's.
pub const NAMED_BY_DECLARER: &str = "dummys_card_named_by_declarer";

/// The question that tells declarer's premature play from dummy (57C3)
/// from dummy's own act (45D): both are reported as dummy's card played
/// early.
pub const NAMED_BY_DECLARER_FACT: FactSpec = FactSpec {
    id: NAMED_BY_DECLARER,
    question: "law45-2017-q-named-by-declarer",
    domain: Domain::Boolean,
    rule: D1_DUMMYS_CARD_WITHDRAWN.id,
};

/// A card of dummy's played early: `Some(true)` when declarer had named
/// it (declarer's premature play, 57C3, for the caller to rule), `Some(false)`
/// once 45D has ruled dummy's own act, `None` while the question is asked.
pub fn dummys_premature_card(ctx: &mut Ctx<'_>) -> Option<bool> {
    let Some(named) = ctx.bool_fact(NAMED_BY_DECLARER) else {
        ctx.ask(NAMED_BY_DECLARER);
        return None;
    };
    if !named {
        dummys_card_not_named(ctx);
    }
    Some(named)
}

/// 45D for a card dummy placed in the played position that declarer had
/// not named (`Role::Offender` is dummy).
fn dummys_card_not_named(ctx: &mut Ctx<'_>) {
    let Some(in_time) = ctx.bool_fact(DUMMYS_CARD_IN_TIME) else {
        ctx.ask(DUMMYS_CARD_IN_TIME);
        return;
    };
    let read = [(NAMED_BY_DECLARER, Read::from(false)), (DUMMYS_CARD_IN_TIME, Read::from(in_time))];
    ctx.consult(&D1_DUMMYS_CARD_WITHDRAWN, in_time, &read, if in_time { None } else { Some(&D2_TOO_LATE) });
    if in_time {
        ctx.rectify(Rectification::CardsReturnedToHand { player: Role::Offender });
        // 45D1 "(See Law 16C)": dummy's card, and any card a defender and
        // then declarer take back after it, are withdrawn actions.
        crate::kinds::auction_laws::information_from_cancelled_calls(ctx, "law45-2017-info-withdrawn");
        ctx.summarize("law45-2017-summary-dummys-card-withdrawn", &[]);
    } else {
        ctx.consult(&D2_TOO_LATE, true, &read, None);
        ctx.rectify(Rectification::PrematurePlayStands { player: Role::Offender });
        ctx.summarize("law45-2017-summary-dummys-card-too-late", &[]);
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::game::{InformationStatus, Party, Status};
    use crate::kinds::test_support::Decision;
    use crate::kinds::test_support::FFB_2017;
    use crate::kinds::test_support::rule_facts;
    use crate::rectification::Consequence as AnyRectification;

    fn dummys_card(in_time: Option<bool>) -> Decision {
        let mut facts = json!({"offender_role": "dummy", "how_exposed": "led_or_played_prematurely",
                               NAMED_BY_DECLARER: false});
        if let Some(in_time) = in_time {
            facts[DUMMYS_CARD_IN_TIME] = json!(in_time);
        }
        rule_facts(crate::kinds::law50::KIND.id, &FFB_2017, &facts)
    }

    #[test]
    fn dummys_own_card_is_withdrawn_when_noticed_in_time() {
        let asked = dummys_card(None);
        assert_eq!(asked.questions.iter().map(|q| q.id.as_str()).collect::<Vec<_>>(), [DUMMYS_CARD_IN_TIME]);
        let d = dummys_card(Some(true));
        assert_eq!(d.status, Status::Complete);
        assert_eq!(
            d.rectifications,
            vec![AnyRectification::from(Rectification::CardsReturnedToHand { player: Role::Offender })]
        );
        // 16C: the defenders may use what the withdrawn cards showed,
        // declarer may not.
        let flags: Vec<(InformationStatus, Party)> = d.information.iter().map(|i| (i.status, i.holder)).collect();
        assert_eq!(
            flags,
            [
                (InformationStatus::Authorized, Party::NonOffendingSide),
                (InformationStatus::Unauthorized, Party::OffendingSide)
            ]
        );
    }

    #[test]
    fn dummys_own_card_stands_once_each_side_played_to_the_next_trick() {
        let d = dummys_card(Some(false));
        assert_eq!(
            d.rectifications,
            vec![AnyRectification::from(Rectification::PrematurePlayStands { player: Role::Offender })]
        );
        assert!(d.citations.iter().any(|c| c.law == "45" && c.paragraph == "D2"), "{:?}", d.citations);
        assert!(!d.citations.iter().any(|c| c.law == "57"), "not declarer's 57C3: {:?}", d.citations);
    }
}
