//! What every interview that makes or rules a penalty card shares (Laws 50,
//! 54, 57 and 59 in `kinds/`): the facts that name the card and say
//! whether the partner can comply with declarer's election, and what the
//! card tells whom (50E). Below those interviews, so that none of them
//! imports another for these (issue 12).

use crate::laws::law50::{E1, E1_2017, E2, E2_2017, E3, E3_2017, E4_2017};

use crate::game::Ctx;
use crate::game::EnumValue;
use crate::game::{Information, InformationStatus, Party};
use crate::parameters::LawsEdition;
use crate::rectification::PenaltyCardKind;
use crate::vocabulary::ReviewReason;
use arbitre_core::text;

/// Fact: the card's suit.
pub const SUIT: &str = "card_suit";
/// Fact: the card's rank.
pub const RANK: &str = "card_rank";
/// Fact (Law 59): can the partner lead as declarer elected?
pub const COMPLY: &str = "partner_can_comply";

/// The suit fact's values.
pub const SUIT_VALUES: &[EnumValue] = &[
    EnumValue { value: "S", label: "suit-s" },
    EnumValue { value: "H", label: "suit-h" },
    EnumValue { value: "D", label: "suit-d" },
    EnumValue { value: "C", label: "suit-c" },
];

/// The kind under which declarer's election comes at the opening lead, the
/// partner still holding his whole hand (Law 54D sends to 50D; Law 59 reads
/// that hand, not what is left of it at the end of a record).
pub const OPENING_LEAD_KIND: &str = "bridge.opening_lead_out_of_turn";

/// 50E: what the penalty card tells whom, and the review for damage.
///
/// The 2017 text (read in the WBF's English, the ACBL's 2017 edition
/// being word for word the same): E1, what the card shows and the rules on
/// playing it are authorized for all while it stays on the table; E2, once
/// picked up under 50D2(a), what it showed is unauthorized for the holder's
/// partner and authorized for declarer; E3, once played, how it came to be
/// a penalty card is unauthorized for the partner; E4, the adjusted score
/// (the 2007 E3). The 2007 text (the seed) made everything but the rules
/// of play unauthorized for the partner at once (a probe found the 2017
/// rulings citing the 2007 E3 for the adjusted score).
pub fn information(ctx: &mut Ctx<'_>, partner: Party, kind: PenaltyCardKind) {
    if ctx.ruleset.edition() == LawsEdition::Laws2017 {
        // 2017 E2 speaks of a card picked up under 50D2(a): only a major
        // card can be (a minor one brings no lead restriction, 50C), so a
        // minor card's ruling does not state it (a play probe found the
        // flag on a minor card).
        let picked_up_possible = kind == PenaltyCardKind::Major;
        ctx.consult(&E1_2017, true, &[], None);
        ctx.consult(&E2_2017, picked_up_possible, &[], None);
        ctx.consult(&E3_2017, true, &[], None);
        ctx.consult(&E4_2017, true, &[], None);
        for (status, holder, about, rule) in [
            (InformationStatus::Authorized, Party::OffendingSide, "law50-2017-info-e1", &E1_2017),
            (InformationStatus::Authorized, Party::NonOffendingSide, "law50-2017-info-e1", &E1_2017),
            (InformationStatus::Unauthorized, partner, "law50-2017-info-e2", &E2_2017),
            (InformationStatus::Authorized, Party::DeclaringSide, "law50-2017-info-e2", &E2_2017),
            (InformationStatus::Unauthorized, partner, "law50-2017-info-e3", &E3_2017),
        ] {
            if rule.id == E2_2017.id && !picked_up_possible {
                continue;
            }
            ctx.inform(Information { status, holder, about: text::msg(about), citation: ctx.citation(&rule.citation) });
        }
        crate::kinds::law12::review(ctx, "50E4", ReviewReason::PenaltyCardInformationDamage);
        return;
    }
    ctx.consult(&E1, true, &[], None);
    ctx.consult(&E2, true, &[], None);
    ctx.consult(&E3, true, &[], None);
    for (status, holder, about, rule) in [
        (InformationStatus::Authorized, Party::OffendingSide, "law50-info-e1", &E1),
        (InformationStatus::Authorized, Party::NonOffendingSide, "law50-info-e1", &E1),
        (InformationStatus::Unauthorized, partner, "law50-info-e2", &E2),
        (InformationStatus::Authorized, Party::DeclaringSide, "law50-info-e2-declarer", &E2),
    ] {
        ctx.inform(Information { status, holder, about: text::msg(about), citation: ctx.citation(&rule.citation) });
    }
    crate::kinds::law12::review(ctx, "50E3", ReviewReason::PenaltyCardInformationDamage);
}
