//! Deals that are not played, by the FFT règlement officiel (the arbitration
//! code is silent on them):
//!
//! - « La tenue des cartes »: a player holding the petit sec (the petit his
//!   only trump, without the excuse) must announce it and spread his hand
//!   before the bidding; the deal is cancelled and the dealer's right-hand
//!   neighbour deals again. At five players the player sitting out deals
//!   « tant que personne ne prend », and a deal cancelled for a petit sec
//!   is one no one took: he deals again, as after four passes (our
//!   reading: the five-player chapter replaces the four-player rotation
//!   until someone takes).
//! - « Les enchères »: when every player passes, the dealer's right-hand
//!   neighbour deals again; at five players (« Le jeu à 5 joueurs ») the
//!   dealer is the player sitting out (the « mort »), who deals « tant que
//!   personne ne prend »: the same player deals again. Who deals next
//!   depends on the table's size, so it is asked (`players`): a client
//!   reads the dealer from the `redeal` rectification, which must not name
//!   the four-player dealer at a table of five (a probe).
//!
//! A petit sec found after the bidding began was not announced when the
//! règlement requires it: the deal is still not one to play (a petit sec
//! deal is cancelled), and whether the player who kept quiet is sanctioned
//! is the arbiter's judgement, the code naming no sanction; the decision
//! asks for it as a review rather than inventing one.

use super::Ctx;
use super::KindSpec;
use super::TarotRole;
use super::reglement;
use crate::code::{Domain, EnumValue, FactSpec};
use crate::rectification::Rectification;
use crate::rectification::SharedRectification;
use crate::vocabulary::ReviewReason;
use arbitre_core::{InputError, Rule};

/// A petit sec announced before the bidding: the deal is cancelled and
/// dealt again by the dealer's right-hand neighbour.
pub const PETIT_SEC: Rule =
    Rule { id: "fft.reglement.petit_sec", citation: reglement("La tenue des cartes", "fft-t-reglement-petit-sec") };
/// Exception: the petit sec was not announced before the bidding: the deal
/// is cancelled all the same, and the arbiter judges any sanction.
pub const PETIT_SEC_NOT_ANNOUNCED: Rule = Rule {
    id: "fft.reglement.petit_sec.not_announced",
    citation: reglement("La tenue des cartes", "fft-t-reglement-petit-sec-late"),
};
/// The players deal in turn (« La distribution »): when a deal ends
/// without a score and no one dealt wrongly (no contract played, or a deal
/// cancelled for a fault in play), the next dealer deals (the same dealer
/// deals again only after a fault in the deal).
pub const IN_TURN: Rule = Rule {
    id: "fft.reglement.dealing_in_turn",
    citation: reglement("La distribution", "fft-t-reglement-dealing-in-turn"),
};
/// Every player passed: the dealer's right-hand neighbour deals again.
pub const ALL_PASSED: Rule =
    Rule { id: "fft.reglement.all_passed", citation: reglement("Les enchères", "fft-t-reglement-all-passed") };

/// At five players, every player passed: the player sitting out deals again.
pub const ALL_PASSED_FIVE: Rule = Rule {
    id: "fft.reglement.five.all_passed",
    citation: reglement("Le jeu à 5 joueurs", "fft-t-reglement-five-all-passed"),
};

const CAUSE: &str = "cause";
/// At five players, a deal cancelled for a petit sec: no one took, so the
/// player sitting out deals again.
pub const PETIT_SEC_FIVE: Rule = Rule {
    id: "fft.reglement.five.petit_sec",
    citation: reglement("Le jeu à 5 joueurs", "fft-t-reglement-five-all-passed"),
};

/// The number of players at the table (3, 4 or 5), when the arbiter gives it.
const PLAYERS: &str = "players";
const ANNOUNCED: &str = "petit_sec_announced_before_bidding";

/// The kind `tarot.deal_not_played`.
pub static DEAL_NOT_PLAYED_KIND: KindSpec = KindSpec {
    id: "tarot.deal_not_played",
    title: "fft-kind-deal-not-played",
    laws: &[PETIT_SEC.citation, ALL_PASSED.citation, ALL_PASSED_FIVE.citation],
    facts: &[
        FactSpec {
            id: CAUSE,
            question: "fft-q-deal-not-played-cause",
            domain: Domain::Enum(&[
                EnumValue { value: "petit_sec", label: "fft-v-petit-sec" },
                EnumValue { value: "all_passed", label: "fft-v-all-passed" },
            ]),
            rule: PETIT_SEC.id,
        },
        FactSpec {
            id: ANNOUNCED,
            question: "fft-q-petit-sec-announced",
            domain: Domain::Boolean,
            rule: PETIT_SEC_NOT_ANNOUNCED.id,
        },
        FactSpec {
            id: PLAYERS,
            question: "fft-q-players-at-table",
            domain: Domain::Integer { min: 3, max: 5 },
            rule: ALL_PASSED_FIVE.id,
        },
    ],
    choices: &[],
    outcome: &[],
    record_formats: &[],
    record_facts: None,
    evaluate: deal_not_played,
};

// The code's general principles (who found the fault, the arbiter called at
// once) are not consulted: a petit sec announced or four passes are no
// fault, and the règlement's rule stands whoever notices.
fn deal_not_played(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let Some(cause) = ctx.enum_fact(CAUSE) else {
        ctx.ask(CAUSE);
        return Ok(());
    };
    let redeal = Rectification::Redeal { dealer: TarotRole::NextDealer };
    let Some(players) = ctx.int_fact(PLAYERS) else {
        ctx.ask(PLAYERS);
        // One round: a petit sec's announcement is asked with it.
        if cause != "all_passed" && ctx.bool_fact(ANNOUNCED).is_none() {
            ctx.ask(ANNOUNCED);
        }
        return Ok(());
    };
    let players = Some(players);
    if cause == "all_passed" {
        let read = [(CAUSE, cause.into()), (PLAYERS, players.into())];
        ctx.rectify(Rectification::DealCancelled);
        if players == Some(5) {
            // The player sitting out deals « tant que personne ne prend ».
            ctx.consult(&ALL_PASSED, false, &read, Some(&ALL_PASSED_FIVE));
            ctx.consult(&ALL_PASSED_FIVE, true, &read, None);
            ctx.rectify(Rectification::Redeal { dealer: TarotRole::Dealer });
            ctx.summarize("fft-s-all-passed-five", &[]);
            return Ok(());
        }
        ctx.consult(&ALL_PASSED, true, &read, None);
        ctx.rectify(redeal);
        ctx.summarize("fft-s-all-passed", &[]);
        return Ok(());
    }
    let Some(announced) = ctx.bool_fact(ANNOUNCED) else {
        ctx.ask(ANNOUNCED);
        return Ok(());
    };
    let read = [(CAUSE, cause.into()), (ANNOUNCED, announced.into()), (PLAYERS, players.into())];
    let redeal = if players == Some(5) {
        ctx.consult(&PETIT_SEC_FIVE, true, &read, None);
        Rectification::Redeal { dealer: TarotRole::Dealer }
    } else {
        redeal
    };
    let five = |id: &str| if players == Some(5) { format!("{id}-five") } else { id.to_owned() };
    if announced {
        ctx.consult(&PETIT_SEC_NOT_ANNOUNCED, false, &read, None);
        ctx.consult(&PETIT_SEC, true, &read, None);
        ctx.rectify(Rectification::DealCancelled);
        ctx.rectify(redeal);
        ctx.summarize(&five("fft-s-petit-sec"), &[]);
    } else {
        ctx.consult(&PETIT_SEC, false, &read, Some(&PETIT_SEC_NOT_ANNOUNCED));
        ctx.consult(&PETIT_SEC_NOT_ANNOUNCED, true, &read, None);
        ctx.rectify(Rectification::DealCancelled);
        ctx.rectify(redeal);
        ctx.rectify(SharedRectification::DirectorReview {
            law: "Règlement officiel, La tenue des cartes".into(),
            reason: ReviewReason::SanctionLeftToArbiter,
        });
        ctx.summarize(&five("fft-s-petit-sec-late"), &[]);
    }
    Ok(())
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::code::test_support::{has, rule};
    use arbitre_core::decision::Status;
    use serde_json::json;

    #[test]
    fn four_passes_the_next_dealer_deals_again() {
        let d = rule(DEAL_NOT_PLAYED_KIND.id, json!({"cause": "all_passed", "players": 4}), &[], None);
        assert_eq!(d.status, Status::Complete);
        assert!(has(&d, json!({"type": "deal_cancelled"})));
        assert!(has(&d, json!({"type": "redeal", "dealer": "next_dealer"})));
        assert!(d.citations.iter().any(|c| c.paragraph == "Les enchères"));
    }

    #[test]
    fn at_five_players_the_player_sitting_out_deals_again_after_a_petit_sec() {
        for announced in [true, false] {
            let facts = json!({"cause": "petit_sec", "petit_sec_announced_before_bidding": announced, "players": 5});
            let d = rule(DEAL_NOT_PLAYED_KIND.id, facts, &[], None);
            assert!(has(&d, json!({"type": "redeal", "dealer": "dealer"})), "{announced}");
            assert!(d.trace.iter().flatten().any(|s| s.rule == PETIT_SEC_FIVE.id && s.applied));
            let facts = json!({"cause": "petit_sec", "petit_sec_announced_before_bidding": announced, "players": 4});
            let d = rule(DEAL_NOT_PLAYED_KIND.id, facts, &[], None);
            assert!(has(&d, json!({"type": "redeal", "dealer": "next_dealer"})), "{announced}");
            assert!(!d.summary.en.contains("five"), "{}", d.summary.en);
        }
        // Not given, the table's size is asked: it decides who deals.
        let facts = json!({"cause": "petit_sec", "petit_sec_announced_before_bidding": true});
        let d = rule(DEAL_NOT_PLAYED_KIND.id, facts, &[], None);
        assert_eq!(d.questions.iter().map(|q| q.id.as_str()).collect::<Vec<_>>(), [PLAYERS]);
        assert!(!has(&d, json!({"type": "redeal"})));
        // Both missing, both asked in one round.
        let d = rule(DEAL_NOT_PLAYED_KIND.id, json!({"cause": "petit_sec"}), &[], None);
        assert_eq!(d.questions.iter().map(|q| q.id.as_str()).collect::<Vec<_>>(), [PLAYERS, ANNOUNCED]);
    }

    #[test]
    fn at_five_players_the_player_sitting_out_deals_again_after_all_pass() {
        let d = rule(DEAL_NOT_PLAYED_KIND.id, json!({"cause": "all_passed", "players": 5}), &[], None);
        assert!(has(&d, json!({"type": "redeal", "dealer": "dealer"})));
        assert!(!has(&d, json!({"type": "redeal", "dealer": "next_dealer"})));
        assert!(d.citations.iter().any(|c| c.paragraph == "Le jeu à 5 joueurs"));
        let d = rule(DEAL_NOT_PLAYED_KIND.id, json!({"cause": "all_passed", "players": 4}), &[], None);
        assert!(has(&d, json!({"type": "redeal", "dealer": "next_dealer"})));
        assert!(!d.summary.en.contains("five"), "{}", d.summary.en);
        let d = rule(DEAL_NOT_PLAYED_KIND.id, json!({"cause": "all_passed"}), &[], None);
        assert_eq!(d.questions.iter().map(|q| q.id.as_str()).collect::<Vec<_>>(), [PLAYERS]);
    }

    #[test]
    fn a_petit_sec_announced_cancels_the_deal_without_more() {
        let d = rule(DEAL_NOT_PLAYED_KIND.id, json!({"cause": "petit_sec", "players": 4}), &[], None);
        assert_eq!(d.status, Status::NeedsFacts);
        let d = rule(DEAL_NOT_PLAYED_KIND.id, json!({"cause": "petit_sec", ANNOUNCED: true, "players": 4}), &[], None);
        assert!(has(&d, json!({"type": "deal_cancelled"})));
        assert!(has(&d, json!({"type": "redeal", "dealer": "next_dealer"})));
        assert!(!has(&d, json!({"type": "director_review"})));
    }

    #[test]
    fn a_petit_sec_kept_quiet_leaves_the_sanction_to_the_arbiter() {
        let d = rule(DEAL_NOT_PLAYED_KIND.id, json!({"cause": "petit_sec", ANNOUNCED: false, "players": 4}), &[], None);
        assert!(has(&d, json!({"type": "deal_cancelled"})));
        assert!(has(&d, json!({"type": "director_review", "reason": "sanction_left_to_arbiter"})));
        let trace = d.trace.unwrap_or_default();
        let base = trace.iter().find(|s| s.rule == PETIT_SEC.id).unwrap();
        assert_eq!(base.overridden_by.as_deref(), Some(PETIT_SEC_NOT_ANNOUNCED.id));
    }
}
