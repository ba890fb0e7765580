//! Law 17: the auction period. Only the paragraph on three passes that
//! cost a player his turn is ruled here (2017 17D3; 17E2 in the seed's 2007
//! text, the same rule with Law 16D for 16C). The auction record applies it
//! too (`crate::auction`: the auction reverts and the passes are
//! cancelled, so the record reads on from the player who lost his turn).
//!
//! A pass out of rotation that its left-hand opponent accepted by calling
//! over it (29A) stands; when it is one of three passes after a call and one
//! of them skipped a player who never called again, the auction does not
//! end: it reverts to him, the passes from the one that skipped him on are
//! cancelled (this one among them), and the information they carry falls
//! under Law 16C (2017; 16D in 2007), whoever passed out of rotation being
//! an offender.

use crate::game::Read;
use serde_json::Value;

use crate::game::{Ctx, InputError, Rule};
use crate::game::{Domain, EnumValue, FactSpec};
use crate::kinds::auction_laws::information_from_cancelled_calls;
use crate::parameters::LawsEdition;
use crate::rectification::Rectification;
use crate::rectification::SharedRectification;
use crate::vocabulary::Role;
use arbitre_core::text;
// The paragraphs of Law 17 (ids and citations) are its laws/ file's.
pub use crate::laws::law17::*;

/// The outcome field: to whom the auction reverted, when three passes
/// followed a call, this pass among them, and one of them had cost that
/// player his turn.
pub const REVERTED_TO: &str = "auction_reverted_to";

/// The outcome field of 17D3 (2007 17E2), for an edition's kind.
pub const fn reverted_to_field(rule: &'static Rule) -> FactSpec {
    FactSpec {
        id: REVERTED_TO,
        question: "law17-q-reverted-to",
        domain: Domain::Enum(&[
            EnumValue { value: "rho", label: "law17-v-rho" },
            EnumValue { value: "partner", label: "law17-v-partner" },
            EnumValue { value: "lho", label: "law17-v-lho" },
        ]),
        rule: rule.id,
    }
}

/// The rule of the edition.
pub fn reverts(edition: LawsEdition) -> &'static Rule {
    match edition {
        LawsEdition::Laws2017 => &D3_2017_REVERTS,
        LawsEdition::Laws2007 => &E2_2007_REVERTS,
    }
}

/// Only passes can be the three passes of 17D3: the director's answer that
/// the auction reverted past another call is refused at once. Read from the
/// incident itself: the ruling of another call does not wait for this
/// field, so it must not be marked as read.
pub fn refuse_unless_a_pass(ctx: &Ctx<'_>, call_type: &str) -> Result<(), InputError> {
    let given = ctx.outcome_gives(REVERTED_TO);
    if call_type != "pass" && given {
        return Err(InputError::new(
            "outcome_contradiction",
            format!("/outcome/{REVERTED_TO}"),
            text::msg("law17-error-not-a-pass"),
        ));
    }
    Ok(())
}

/// Whether the auction reverted past the accepted pass out of rotation
/// (the record or the director says to whom); if so, rules it: the
/// offender's pass is cancelled with those after it, the turn reverts to
/// the player who lost it, and the cancelled calls are authorized for the
/// non-offending side and unauthorized for the offending side.
pub fn reverted_after_accepted_pass(ctx: &mut Ctx<'_>) -> bool {
    let Some(to) = ctx.outcome_value(REVERTED_TO).and_then(Value::as_str) else { return false };
    // With a record, the record says whether the auction reverted past this
    // pass: the director's "it reverted" where it shows no reversion is
    // refused, as any answer the record contradicts (a review).
    if let Some(call) = ctx.derived().and_then(|d| d.irregular_call.as_ref())
        && let Some(auction) = ctx.record().ok().flatten().and_then(|record| record.auction.clone())
        && !auction
            .reversions()
            .iter()
            .any(|r| call.number.checked_sub(1).is_some_and(|index| r.cancelled.contains(&index)))
    {
        ctx.reject(InputError::new(
            "fact_contradicts_record",
            format!("/outcome/{REVERTED_TO}"),
            text::msg("law17-error-record-shows-no-reversion"),
        ));
        return true;
    }
    let role = match to {
        "rho" => Role::OffendersRho,
        "partner" => Role::OffendersPartner,
        _ => Role::OffendersLho,
    };
    let rule = reverts(ctx.ruleset.edition());
    ctx.consult(rule, true, &[(REVERTED_TO, Read::from(to))], None);
    ctx.rectify(SharedRectification::CallCancelled { player: Role::Offender });
    ctx.rectify(Rectification::TurnReverts { to: role });
    // The law sends to 16C (2017; 16D in 2007) for the cancelled calls:
    // its two halves, as after every other withdrawn or cancelled call.
    information_from_cancelled_calls(ctx, "law17-info-cancelled-passes");
    ctx.summarize("law17-summary-reverts", &[("player", to.into())]);
    true
}
