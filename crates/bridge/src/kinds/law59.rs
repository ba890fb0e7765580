//! Law 59: a player who cannot lead or play as a rectification requires —
//! he has no card of the suit required, only cards of the suit forbidden, or
//! he must follow suit — may play any legal card.
//!
//! Applied by the legal-plays model ([`crate::findings::legal_plays`]) at each turn,
//! and by the kinds after declarer's election (50D2, 51B, 54D): with a record
//! the engine looks at the partner's remaining cards; without one it asks.

use crate::game::Read;

use crate::card::{Seat, Suit};
use crate::deal_record::DealRecord;
use crate::findings::legal_plays;
use crate::game::{Ctx, InputError};
use crate::game::{Information, InformationStatus, Party};
use crate::kinds::penalty_card;
use crate::rectification::Rectification;
use crate::vocabulary::Role;
use arbitre_core::text;

// The paragraphs' rules (ids and citations) are the bridge crate's
// (`crate::laws`), where a record's findings name them too.
pub use crate::laws::law59::UNABLE;

/// Whether the partner (`seat`) can lead as declarer elected: with the
/// record and known suits, from his remaining cards; otherwise the fact
/// `partner_can_comply`, asked when missing.
pub fn unable_to_comply(
    ctx: &mut Ctx<'_>,
    deal: Option<&DealRecord>,
    seat: Option<Seat>,
    require: bool,
    suits: &[Suit],
) {
    // At the opening lead (Law 54's election) the partner holds his whole
    // hand: a record played on from there must not be read at its end (a
    // probe's complete record had the partner, six clubs at trick one, told
    // he could not lead one).
    let at_opening_lead = ctx.kind.id == penalty_card::OPENING_LEAD_KIND;
    let hand_then = |deal: &DealRecord, seat: Seat| {
        if at_opening_lead {
            deal.deal.as_ref().and_then(|d| d.known_hand(seat)).map(|hand| hand.to_vec())
        } else {
            legal_plays::remaining_cards(deal, seat)
        }
    };
    let from_record = match (deal, seat, suits.is_empty()) {
        (Some(deal), Some(seat), false) => hand_then(deal, seat).map(|hand| {
            if require {
                hand.iter().any(|c| suits.contains(&c.suit))
            } else {
                hand.iter().any(|c| !suits.contains(&c.suit))
            }
        }),
        _ => None,
    };
    // At the opening lead (Law 54's election) the partner holds thirteen
    // cards and the offender at least one of the suit forbidden (his
    // penalty card): the partner always holds a card of another suit, so
    // a prohibition cannot leave him unable to comply and is not asked.
    let opening_lead_forbid = !require && at_opening_lead;
    // The director saying he cannot is refused, not overridden unsaid (a
    // probe): the arithmetic above leaves no such hand.
    if opening_lead_forbid && ctx.bool_fact(penalty_card::COMPLY) == Some(false) {
        ctx.reject(InputError::new(
            "invalid_fact_value",
            format!("/facts/{}", penalty_card::COMPLY),
            text::msg("law59-error-forbid-at-opening-lead"),
        ));
        return;
    }
    let from_record = from_record.or(opening_lead_forbid.then_some(true));
    let Some(can) = from_record.or_else(|| ctx.bool_fact(penalty_card::COMPLY)) else {
        ctx.ask(penalty_card::COMPLY);
        return;
    };
    ctx.consult(&UNABLE, !can, &[(penalty_card::COMPLY, Read::from(can))], None);
    if !can {
        any_legal_card(ctx, Role::OffendersPartner, "law59-info-unable");
    }
}

/// Unable to comply, `player` plays any legal card; what his play shows
/// arises from complying with the law (16A1(c)), said by the message
/// `about` (a lead: 50D2, 51B, 54D; a play: 57B). Law 59's consequence.
pub fn any_legal_card(ctx: &mut Ctx<'_>, player: Role, about: &str) {
    ctx.rectify(Rectification::AnyLegalCard { player });
    // What his lead or play shows (he holds no card of the suit required,
    // only cards of the suit forbidden, or must follow suit) arises from
    // complying with the law: authorized to every player (16A1(c)).
    let procedure = crate::kinds::law16::A1C_PROCEDURE;
    ctx.consult(&procedure, true, &[], None);
    for holder in [Party::NonOffendingSide, Party::OffendingSide] {
        ctx.inform(Information {
            status: InformationStatus::Authorized,
            holder,
            about: text::msg(about),
            citation: ctx.citation(&procedure.citation),
        });
    }
}
