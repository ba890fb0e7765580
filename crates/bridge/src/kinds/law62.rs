//! Law 62: correcting a revoke before it is established.

use crate::game::Read;
use crate::laws::law62::{WithdrawnRevokeCard, withdrawn_revoke_card};

use crate::game::Ctx;
use crate::game::{Information, InformationStatus, Party};
use crate::rectification::PenaltyCardKind;
use crate::rectification::Rectification;
use crate::vocabulary::Role;
use arbitre_core::text;

// The paragraphs' rules (ids and citations) are the bridge crate's
// (`crate::laws`), where a record's findings name them too.
pub use crate::laws::law62::{
    A_MUST_CORRECT, B1_DEFENDER_PENALTY, B2_REPLACED_FREELY, C_LATER_CARDS, C2_OFFENDERS_PARTNER, C3_2017_BOTH_SIDES,
    D1_TWELFTH, D2_2017_16C, D2_PARTNER,
};

/// Fact (2017): at the twelfth trick, did the defender revoke before his
/// partner played to it (62D2: then Law 16C applies)?
pub const D2_2017_BEFORE_PARTNER: &str = "revoked_before_partner_played";

/// Fact: at the twelfth trick, did the defender revoke before his partner
/// played to the trick, the partner holding cards of two suits (62D2)?
pub const D2_CONDITIONS: &str = "partner_to_play_with_two_suits";

/// 62C2: the record shows the offender's partner playing to the revoke
/// trick after him (so a non-offender played between them): once a
/// non-offender withdraws his card, the partner may withdraw his, a penalty
/// card if he is a defender. Said, with the paragraph, as the table's next
/// step (a probe found only 62C1's general words). A withdrawal the record
/// already shows is ruled where it is read (`law64`).
fn partner_played_after(ctx: &mut Ctx<'_>, role: &str) {
    let shown = ctx.derived().and_then(|d| Some((d.revoke.as_ref()?, d.play.as_ref()?, d.declarer?)));
    let Some((revoke, play, declarer)) = shown else {
        partner_may_follow_from_facts(ctx, role);
        return;
    };
    let partner = revoke.seat.partner();
    let Some(trick) = play.tricks.iter().find(|t| t.number == revoke.trick) else { return };
    // A revoke the record shows corrected keeps the replacing card in the
    // row: what the partner played may have followed the correction.
    if !trick.cards.iter().any(|c| c.seat == revoke.seat && c.card == revoke.card) {
        return;
    }
    let position = |seat| trick.cards.iter().position(|c| c.seat == seat);
    let after = matches!((position(revoke.seat), position(partner)), (Some(o), Some(p)) if p > o);
    let withdrawal_recorded = play.irregularities.iter().any(|f| {
        matches!(f.irregularity, crate::findings::play_irregularities::IrregularPlay::WithdrawnAfterRevoke { seat, .. } if seat == partner)
    });
    if !after || withdrawal_recorded {
        return;
    }
    let defender = partner.side() != declarer.side();
    ctx.consult(&C2_OFFENDERS_PARTNER, true, &[("partner_played_after", Read::from(true))], None);
    ctx.add_to_summary(text::localized(
        "law62-summary-c2-partner-may-withdraw",
        &[("seat", partner.to_string().into()), ("defender", (if defender { "yes" } else { "no" }).into())],
    ));
}

/// 62C2 when no record shows the revoke trick: whether the offender's
/// partner played after a non-offender is not known, so the paragraph is
/// stated as what follows if a non-offender withdraws his card. Before the
/// revoke is established no card of the offending side follows the revoke
/// on a later trick (playing one establishes it, 63A1; at the twelfth
/// trick, 62D1, the thirteenth's cards are each hand's last and forced),
/// so the only hand of the offending side that can have played after a
/// non-offender is the offender's partner, on the revoke trick: a
/// defender's card he so withdraws becomes a penalty card, major because
/// it was played (50B); dummy's or declarer's goes back to hand (Law 50
/// covers defenders only). An issue item: the facts path said 62C1's words
/// only, and a thin client's director never heard that the partner's card
/// is penalized. A partner said to have played to the twelfth trick before
/// the revoke (2017 62D2's fact) played after no non-offender: not stated.
fn partner_may_follow_from_facts(ctx: &mut Ctx<'_>, role: &str) {
    let defender = role == "defender";
    if let Some(false) = ctx.bool_fact(D2_2017_BEFORE_PARTNER) {
        ctx.consult(&C2_OFFENDERS_PARTNER, false, &[(D2_2017_BEFORE_PARTNER, Read::from(false))], None);
        return;
    }
    ctx.consult(&C2_OFFENDERS_PARTNER, true, &[("offender_role", Read::from(role))], None);
    if defender {
        ctx.conditionally(
            "non_offender_withdraws_card",
            vec![Rectification::PenaltyCards {
                player: Role::OffendersPartner,
                count: 1,
                kind: PenaltyCardKind::Major,
            }],
            false,
        );
    }
    ctx.add_to_summary(text::localized(
        "law62-summary-c2-if-non-offender-withdraws",
        &[("defender", (if defender { "yes" } else { "no" }).into())],
    ));
}

/// Whether a record shows the revoke card as the last card played, so
/// that no card was played after it (62C1 has nothing to withdraw). Without
/// a record, or when the record does not show the revoke card in its trick
/// (kept as corrected), the cards after it are not known: `false`.
fn nothing_played_after(ctx: &Ctx<'_>) -> bool {
    let Some(derived) = ctx.derived() else { return false };
    let (Some(revoke), Some(play)) = (derived.revoke.as_ref(), derived.play.as_ref()) else { return false };
    let Some(trick) = play.tricks.iter().find(|t| t.number == revoke.trick) else { return false };
    let last_in_trick = trick.cards.last().is_some_and(|c| c.seat == revoke.seat && c.card == revoke.card);
    let later_cards = play.tricks.iter().any(|t| t.number > revoke.trick && !t.cards.is_empty());
    last_in_trick && !later_cards
}

/// The correction, for an offender in `role` (`declarer`, `dummy`,
/// `defender`); `faced` says whether a defender's card was faced.
pub fn correct(ctx: &mut Ctx<'_>, role: &str, faced: Option<bool>, twelfth: bool) {
    ctx.consult(&A_MUST_CORRECT, true, &[("offender_role", Read::from(role))], None);
    ctx.rectify(Rectification::RevokeCorrected { player: Role::Offender });
    let read = [("offender_role", Read::from(role)), ("card_was_faced", Read::from(faced))];
    // 62B, decided once in the bridge model's laws (the record's walk asks
    // the same function).
    if withdrawn_revoke_card(role == "defender", faced == Some(true)) == WithdrawnRevokeCard::MajorPenaltyCard {
        ctx.consult(&B2_REPLACED_FREELY, false, &read, Some(&B1_DEFENDER_PENALTY));
        ctx.consult(&B1_DEFENDER_PENALTY, true, &read, None);
        // The card withdrawn is the revoke card: named when a record shows
        // it (a play probe found it only in `derived`).
        match ctx.derived().and_then(|d| d.revoke.as_ref()).map(|r| r.card) {
            Some(card) => ctx.rectify(Rectification::PenaltyCard {
                player: Role::Offender,
                card: Some(card),
                kind: PenaltyCardKind::Major,
            }),
            None => ctx.rectify(Rectification::PenaltyCards {
                player: Role::Offender,
                count: 1,
                kind: PenaltyCardKind::Major,
            }),
        }
    } else {
        ctx.consult(&B2_REPLACED_FREELY, true, &read, None);
        // A defender's faced card is a penalty card: replaced without
        // further rectification, it stays one on the table (Law 50; a
        // records probe found the ruling silent on it).
        if role == "defender" {
            ctx.add_to_summary(text::msg("law62-summary-faced-card-stays"));
        }
    }
    if twelfth && role == "defender" && ctx.ruleset.edition() == crate::parameters::LawsEdition::Laws2017 {
        // 2017 62D2: the general rule on withdrawn plays, 16C, when the
        // defender revoked before his partner played to the trick (a club
        // probe found it cited when the partner had played already).
        match ctx.bool_fact(D2_2017_BEFORE_PARTNER) {
            None => ctx.ask(D2_2017_BEFORE_PARTNER),
            Some(before) => {
                ctx.consult(&D2_2017_16C, before, &[(D2_2017_BEFORE_PARTNER, Read::from(before))], None);
                // "Law 16C applies": the paragraph the ruling then rests on
                // for the partner's play, cited beside 62D2 (an editions
                // probe found 62D2 alone).
                if before {
                    ctx.cite(&crate::kinds::law16::D2_WITHDRAWN_CALL.citation);
                }
            }
        }
    } else if twelfth && role == "defender" {
        // 2007 62D2: only when the defender revoked before his partner
        // played to the trick and the partner holds cards of two suits.
        match ctx.bool_fact(D2_CONDITIONS) {
            None => ctx.ask(D2_CONDITIONS),
            Some(true) => {
                ctx.consult(&D2_PARTNER, true, &[(D2_CONDITIONS, Read::from(true))], None);
                ctx.inform(Information {
                    status: InformationStatus::Unauthorized,
                    holder: Party::OffendersPartner,
                    about: text::msg("law62-info-twelfth"),
                    citation: ctx.citation(&D2_PARTNER.citation),
                });
            }
            Some(false) => ctx.consult(&D2_PARTNER, false, &[(D2_CONDITIONS, Read::from(false))], None),
        }
    }
    // 62C1 speaks of cards played after the revoke: a record whose last
    // card is the revoke card shows none, and the ruling does not offer to
    // withdraw them (a play probe found the step with nothing after it).
    if nothing_played_after(ctx) {
        ctx.consult(&C_LATER_CARDS, false, &[("cards_played_after", Read::from(false))], None);
    } else {
        ctx.consult(&C_LATER_CARDS, true, &[], None);
        ctx.rectify(Rectification::CardsPlayedAfterMayBeWithdrawn);
        partner_played_after(ctx, role);
    }
    for (status, holder, law) in [
        (InformationStatus::Authorized, Party::NonOffendingSide, crate::kinds::law16::D1_WITHDRAWN_CALL),
        (InformationStatus::Unauthorized, Party::OffendingSide, crate::kinds::law16::D2_WITHDRAWN_CALL),
    ] {
        ctx.inform(Information {
            status,
            holder,
            about: text::msg("law62-info-withdrawn-cards"),
            citation: ctx.citation(&law.citation),
        });
    }
}

/// 2017 62C3: both sides revoked on the same trick, only one side having
/// played to the next: both revokes are corrected, what the withdrawn cards
/// showed is unauthorized to the side that withdrew them (16C2), and a card
/// the defending side withdraws becomes a penalty card (Law 50).
pub fn both_sides_same_trick_2017(ctx: &mut Ctx<'_>, read: &[(&str, Read<'_>)], role: &str) {
    ctx.consult(&C3_2017_BOTH_SIDES, true, read, None);
    ctx.rectify(Rectification::RevokeCorrected { player: Role::Offender });
    // The card a defender withdraws becomes a penalty card: played, it was
    // exposed deliberately, so major (50B). The other side's revoker is not
    // named in the incident: the summary says the same of him.
    if role == "defender" {
        ctx.rectify(Rectification::PenaltyCards { player: Role::Offender, count: 1, kind: PenaltyCardKind::Major });
    }
    ctx.rectify(Rectification::CardsPlayedAfterMayBeWithdrawn);
    for (status, holder, law) in [
        (InformationStatus::Authorized, Party::NonOffendingSide, crate::kinds::law16::D1_WITHDRAWN_CALL),
        (InformationStatus::Unauthorized, Party::OffendingSide, crate::kinds::law16::D2_WITHDRAWN_CALL),
    ] {
        ctx.consult(&law, true, &[], None);
        // Named as this revoke's cards: beside the other side's entry, a
        // generic "the cards taken back" read as both sides' (a probe saw
        // two contradicting entries).
        ctx.inform(Information {
            status,
            holder,
            about: text::msg("law62-2017-info-this-revoke-cards"),
            citation: ctx.citation(&law.citation),
        });
    }
    // Both sides revoked: the other side's withdrawn cards are, the other
    // way round, authorized to this offender's side and not to theirs.
    for (status, holder, law) in [
        (InformationStatus::Authorized, Party::OffendingSide, crate::kinds::law16::D1_WITHDRAWN_CALL),
        (InformationStatus::Unauthorized, Party::NonOffendingSide, crate::kinds::law16::D2_WITHDRAWN_CALL),
    ] {
        ctx.inform(Information {
            status,
            holder,
            about: text::msg("law62-2017-info-other-side-cards"),
            citation: ctx.citation(&law.citation),
        });
    }
}
