//! Over-contracts (« Intervention de l'arbitre en libre », and two of the
//! « Autres cas »; kind `tarot.over_contract`).
//!
//! - In a free tournament the arbiter must be called for any garde sans or
//!   garde contre; before granting it he has every player count his cards;
//!   once it is granted he signs the score sheet.
//! - Refused by the arbiter: the player who had bid prise or garde may play
//!   his contract or decline.
//! - The dog seen after the over-contract was granted: turned by a defender,
//!   cancelled if the taker fails and scored if he wins; turned by the
//!   bidder himself, scored if he fails and cancelled if he wins.
//!
//! What the code leaves unsaid, and how it is read here:
//!
//! - A declined contract leaves no contract to play, so the deal is
//!   cancelled (the arbiter's refusal is not the bidder's fault).
//! - A refused over-contract nobody had bid under leaves no contract either:
//!   the code's remedy (the earlier bidder plays or declines) has no one to
//!   offer it to, so the deal is cancelled as when he declines. Stating it
//!   "not implemented" would leave the table with no ruling on a case whose
//!   only possible end the code's own rule already gives.
//! - Who deals then: the règlement has the players deal in turn (« La
//!   distribution »), the same dealer dealing again only after a fault in
//!   the deal, and the next dealer when the bidding gives no contract (« Les
//!   enchères », four passes). A refusal the earlier bidder could still play
//!   on is no fault in the deal: the next dealer deals. A count found wrong
//!   when the arbiter had the cards counted is a misdeal, to be ruled as one
//!   (`tarot.misdeal`, whose consequences depend on whose count is wrong and
//!   when); the summary says so. A cancelled deal does not count as
//!   played (the code's « Donne annulée »), so a deal is dealt again.

use arbitre_core::Read;
use serde_json::Value;

use super::Ctx;
use super::KindSpec;
use super::principles::{self, Proceed};
use super::{CANCELLED_NOT_PLAYED, Settle, TarotRole, fft, redeal, settle};
use crate::code::{ChoiceSpec, Domain, EnumValue, FactSpec};
use crate::rectification::Rectification;
use crate::vocabulary::Role;
use arbitre_core::text::{Localized, msg};
use arbitre_core::{InputError, Rule};

const SECTION: &str = "Intervention de l'arbitre en libre";
const OTHER: &str = "Autres cas prévus par le code";

/// The arbiter is called; every player counts his cards; he signs the sheet.
pub const PROCEDURE: Rule = Rule {
    id: "fft.donnes_libres.over_contract.procedure",
    citation: fft(SECTION, "Sur-contrat : appel de l'arbitre", "fft-t-over-contract"),
};
/// Refused: the earlier bidder may play his contract or decline.
pub const REFUSED: Rule = Rule {
    id: "fft.donnes_libres.over_contract.refused",
    citation: fft(OTHER, "Sur-contrat refusé par l'arbitre", "fft-t-over-contract-refused"),
};
/// The dog turned by a defender: cancelled if the taker fails, scored if he wins.
pub const DOG_SEEN_DEFENDER: Rule = Rule {
    id: "fft.donnes_libres.over_contract.dog_seen.defender",
    citation: fft(OTHER, "Chien vu sur un sur-contrat accordé : par un défenseur", "fft-t-dog-seen-defender"),
};
/// The dog turned by the bidder: scored if he fails, cancelled if he wins.
pub const DOG_SEEN_BIDDER: Rule = Rule {
    id: "fft.donnes_libres.over_contract.dog_seen.bidder",
    citation: fft(OTHER, "Chien vu sur un sur-contrat accordé : par le demandeur", "fft-t-dog-seen-bidder"),
};

const SITUATION: &str = "situation";
const GRANTED: &str = "granted";
const EARLIER_BID: &str = "earlier_bid";
const TURNED_BY: &str = "dog_turned_by";
const ELECTION: &str = "earlier_bidder_plays";

/// The kind `tarot.over_contract`.
pub static KIND: KindSpec = KindSpec {
    id: "tarot.over_contract",
    title: "fft-kind-over-contract",
    laws: &[
        PROCEDURE.citation,
        REFUSED.citation,
        DOG_SEEN_DEFENDER.citation,
        DOG_SEEN_BIDDER.citation,
        redeal::IN_TURN.citation,
    ],
    facts: &[
        FactSpec {
            id: SITUATION,
            question: "fft-q-over-contract-situation",
            domain: Domain::Enum(&[
                EnumValue { value: "bid", label: "fft-v-over-contract-bid" },
                EnumValue { value: "dog_seen", label: "fft-v-dog-seen" },
            ]),
            rule: PROCEDURE.id,
        },
        FactSpec { id: GRANTED, question: "fft-q-granted", domain: Domain::Boolean, rule: PROCEDURE.id },
        FactSpec { id: EARLIER_BID, question: "fft-q-earlier-bid", domain: Domain::Boolean, rule: REFUSED.id },
        principles::FOUND_BY_FACT,
        principles::CALLED_AT_ONCE_FACT,
        FactSpec {
            id: TURNED_BY,
            question: "fft-q-dog-turned-by",
            domain: Domain::Enum(&[
                EnumValue { value: "defender", label: "fft-v-defender" },
                EnumValue { value: "bidder", label: "fft-v-bidder" },
            ]),
            rule: DOG_SEEN_DEFENDER.id,
        },
    ],
    choices: &[ChoiceSpec {
        id: ELECTION,
        holder: Role::EarlierBidder,
        law: REFUSED.citation,
        options: &[
            EnumValue { value: "play", label: "fft-c-play-contract" },
            EnumValue { value: "decline", label: "fft-c-decline-contract" },
        ],
    }],
    outcome: super::SCORE_OUTCOME,
    record_formats: &[],
    record_facts: None,
    evaluate,
};

fn evaluate(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let Some(situation) = ctx.enum_fact(SITUATION) else {
        ctx.ask(SITUATION);
        return Ok(());
    };
    if situation == "dog_seen" {
        if principles::apply(ctx, false) != Proceed::Yes {
            return Ok(());
        }
        let Some(by) = ctx.enum_fact(TURNED_BY) else {
            ctx.ask(TURNED_BY);
            return Ok(());
        };
        // The over-contract was granted: a garde sans or a garde contre.
        contract_played_is(ctx, &["garde_sans", "garde_contre"], "fft-error-over-contract-granted-contract")?;
        if by == "defender" {
            settle(
                ctx,
                &DOG_SEEN_DEFENDER,
                (Settle::Scored, vec![]),
                (Settle::Cancelled, vec![]),
                super::Adjust::default(),
            )?;
            ctx.summarize("fft-s-dog-seen-defender", &[]);
        } else {
            settle(
                ctx,
                &DOG_SEEN_BIDDER,
                (Settle::Cancelled, vec![]),
                (Settle::Scored, vec![]),
                super::Adjust::default(),
            )?;
            ctx.summarize("fft-s-dog-seen-bidder", &[]);
        }
        return Ok(());
    }
    ctx.rectify(Rectification::CardsCounted);
    let Some(granted) = ctx.bool_fact(GRANTED) else {
        ctx.consult(&PROCEDURE, true, &[], None);
        ctx.ask(GRANTED);
        return Ok(());
    };
    ctx.consult(&PROCEDURE, true, &[(GRANTED, Read::from(granted))], None);
    if granted {
        // A granted over-contract is a garde sans or a garde contre.
        contract_played_is(ctx, &["garde_sans", "garde_contre"], "fft-error-over-contract-granted-contract")?;
        ctx.rectify(Rectification::ScoreSheetCountersigned);
        ctx.summarize("fft-s-over-contract-granted", &[]);
        return Ok(());
    }
    let Some(earlier) = ctx.bool_fact(EARLIER_BID) else {
        ctx.ask(EARLIER_BID);
        return Ok(());
    };
    if !earlier {
        // The section's remedy needs an earlier bid: not applied, and the
        // deal ends as the code ends a deal with no contract played.
        ctx.consult(&REFUSED, false, &[(EARLIER_BID, Read::from(false))], Some(&CANCELLED_NOT_PLAYED));
        no_contract_played(ctx);
        ctx.summarize("fft-s-over-contract-refused-no-bid", &[]);
        return Ok(());
    }
    ctx.consult(&REFUSED, true, &[(EARLIER_BID, Read::from(true))], None);
    let play = vec![Rectification::ContractPlayed { player: TarotRole::EarlierBidder }];
    match ctx.chosen(ELECTION) {
        None => {
            let decline = vec![Rectification::DealCancelled, super::NEXT_DEALER_DEALS];
            ctx.offer(ELECTION, vec![("play", play), ("decline", decline)]);
            ctx.summarize("fft-s-over-contract-refused", &[]);
        }
        Some("play") => {
            // The earlier bidder plays his own contract, a prise or a garde,
            // not the over-contract refused (a probe's garde contre was
            // scored six times over).
            contract_played_is(ctx, &["prise", "garde"], "fft-error-over-contract-refused-contract")?;
            ctx.rectify(Rectification::ContractPlayed { player: TarotRole::EarlierBidder });
            // The contract is then played as any deal: with the count sent,
            // the score is computed (nothing is moved by this ruling).
            if let Some(score) = super::outcome_score(ctx, super::Adjust::default())? {
                ctx.rectify(Rectification::DealScored { whatever_the_result: false, score: Some(Box::new(score)) });
            }
            ctx.summarize("fft-s-over-contract-refused-played", &[]);
        }
        Some(_) => {
            no_contract_played(ctx);
            ctx.summarize("fft-s-over-contract-refused-declined", &[]);
        }
    }
    Ok(())
}

/// The contract the outcome names must be one of `allowed`: otherwise the
/// outcome is refused, naming the field (a score multiplied by the wrong
/// contract changes the sheet two to six times over).
fn contract_played_is(ctx: &Ctx<'_>, allowed: &[&str], message: &str) -> Result<(), InputError> {
    match ctx.outcome_value("contract").and_then(Value::as_str) {
        Some(contract) if !allowed.contains(&contract) => {
            // The contract in words, not its identifier (a tarot probe read
            // « pas garde_sans » in French).
            let named = super::CONTRACTS.iter().find(|v| v.value == contract).map_or_else(
                || Localized { fr: contract.to_owned().into(), en: contract.to_owned().into() },
                |v| msg(v.label),
            );
            Err(InputError::new(
                "outcome_contradiction",
                "/outcome/contract",
                arbitre_core::text::localized(
                    message,
                    &[("contract_fr", named.fr.to_lowercase().into()), ("contract_en", named.en.to_lowercase().into())],
                ),
            ))
        }
        _ => Ok(()),
    }
}

/// No contract is played after a refused over-contract: the deal is
/// cancelled and the next dealer deals, the players dealing in turn (see the
/// header for why not the same dealer).
fn no_contract_played(ctx: &mut Ctx<'_>) {
    super::cancel_and_deal_in_turn(ctx);
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::code::test_support::{has, has_type, rule, whens};
    use arbitre_core::decision::Status;

    #[test]
    fn granted_after_counting_the_arbiter_signs_the_sheet() {
        let d = rule(KIND.id, json!({"situation": "bid", "granted": true}), &[], None);
        assert!(has_type(&d, "cards_counted") && has_type(&d, "score_sheet_countersigned"));
    }

    #[test]
    fn refused_the_earlier_bidder_chooses() {
        let d = rule(KIND.id, json!({"situation": "bid", "granted": false, "earlier_bid": true}), &[], None);
        assert_eq!(d.status, Status::AwaitingChoice);
        let d = rule(
            KIND.id,
            json!({"situation": "bid", "granted": false, "earlier_bid": true}),
            &[(ELECTION, "decline")],
            None,
        );
        assert!(has_type(&d, "deal_cancelled"));
        assert!(has(&d, json!({"type": "redeal", "dealer": "next_dealer"})));
    }

    /// The contract refused is named in words, not by its identifier (a
    /// tarot probe read « pas garde_sans » in French).
    #[test]
    fn a_refused_over_contract_played_anyway_is_refused_naming_the_contract() {
        let incident = crate::code::test_support::incident(
            KIND.id,
            json!({"situation": "bid", "granted": false, "earlier_bid": true}),
            &[(ELECTION, "play")],
            Some(json!({"contract": "garde_sans"})),
        );
        let error =
            crate::code::test_support::evaluate(&incident, &crate::code::test_support::FFT_DONNES_LIBRES).unwrap_err();
        assert_eq!((error.code, error.pointer.as_str()), ("outcome_contradiction", "/outcome/contract"));
        assert!(error.detail.fr.ends_with("pas une garde sans le chien."), "{}", error.detail.fr);
        assert!(error.detail.en.ends_with("not a garde sans (without the dog)."), "{}", error.detail.en);
    }

    #[test]
    fn refused_with_no_earlier_bid_no_contract_is_played_and_the_next_dealer_deals() {
        let d = rule(KIND.id, json!({"situation": "bid", "granted": false, "earlier_bid": false}), &[], None);
        assert_eq!(d.status, Status::Complete);
        assert!(!has_type(&d, "not_implemented") && d.choice.is_none());
        assert!(has_type(&d, "deal_cancelled"));
        assert!(has(&d, json!({"type": "redeal", "dealer": "next_dealer"})));
        assert!(!has_type(&d, "barred_from_bidding"), "no one is at fault");
        assert!(d.citations.iter().any(|c| c.paragraph == "La distribution"));
        // The section's remedy needs an earlier bid: not what the ruling rests on.
        assert!(d.trace.iter().flatten().any(|s| s.rule == REFUSED.id && !s.applied));
        assert!(d.summary.en.contains("misdeal"), "{:?}", d.summary);
    }

    #[test]
    fn the_dog_seen_depends_on_who_turned_it_and_the_result() {
        let f = |by: &str| json!({"situation": "dog_seen", "found_by": "players", "arbiter_called_at_once": true, "dog_turned_by": by});
        assert_eq!(whens(&rule(KIND.id, f("defender"), &[], None)), ["taker_wins", "taker_fails"]);
        assert!(has_type(&rule(KIND.id, f("defender"), &[], Some(json!({"taker_wins": false}))), "deal_cancelled"));
        assert!(has_type(&rule(KIND.id, f("defender"), &[], Some(json!({"taker_wins": true}))), "deal_scored"));
        assert!(has_type(&rule(KIND.id, f("bidder"), &[], Some(json!({"taker_wins": true}))), "deal_cancelled"));
        assert!(has_type(&rule(KIND.id, f("bidder"), &[], Some(json!({"taker_wins": false}))), "deal_scored"));
    }
}
