//! The misdeal (« Fausse donne », kind `tarot.misdeal`).
//!
//! - A card turned during the deal is a misdeal when it is a face card, a
//!   trump or the excuse; below the jack the deal goes on and the card stays
//!   where it was in the pack.
//! - The dealer's fault: he deals again and may not bid on the new deal; a
//!   card turned by another player: the dealer deals again and that player
//!   may not bid on the new deal.
//! - The dog of the wrong size: cancelled even if a contract was bid; the
//!   dealer deals again and may not bid.
//! - Found after the contract and before play: the dealer is the taker or
//!   the taker's count is wrong → cancelled, the dealer deals again and may
//!   not bid on that new deal; the taker's count is right → he plays (the
//!   defence's cards are dealt again, not the dog, and the deal is scored
//!   whatever the result) or refuses (the dealer deals again and may not bid
//!   on that new deal). 100 points to the dealer; the arbiter may hold it an
//!   ethics fault.
//! - Found during play: the taker's count right → scored if he wins,
//!   cancelled if he fails, but not for a taker who dealt; wrong → cancelled.
//!   A cancelled deal is dealt again by the same dealer. 100 points to the
//!   dealer.
//! - A card the dealer turned that is seen only after the contract or in
//!   play (a trump dealt face up into the dog) is his misdeal found then,
//!   ruled by the two paragraphs above; one turned by another player is
//!   ruled at once under its own line.
//! - Dealing for a disabled player: no sanction. A misdeal just after the
//!   arbiter called time: a new deal, the player responsible may not bid.
//!
//! Two readings had to be chosen, each the one an appeals committee would
//! hear most easily:
//! - « Dans les 2 cas pénalité de 100 points » closes the "after the
//!   contract, before play" paragraph: it is read as covering both of its
//!   cases (cancelled, or the taker's election), as the "during play"
//!   paragraph gives the dealer 100 points in both of its cases.
//! - Who deals after a misdeal: the code's general line (« le donneur
//!   procède à une nouvelle distribution et ne peut participer aux enchères
//!   sur cette nouvelle donne ») and the règlement (La distribution: « Toute
//!   faute commise au cours de la distribution entraîne une nouvelle
//!   distribution par le même donneur ») both have the dealer deal again. A
//!   misdeal is a fault of the distribution whenever it is found, so every
//!   ruling that cancels the deal names the same dealer (`redeal`).
//! - « Interdiction d'annoncer un contrat à la donne suivante » (after the
//!   contract, before play, cancelled or refused): the "next deal" is that
//!   new distribution, of the same deal number, as in the general line:
//!   `BanScope::Redeal`. During play the code's paragraph names the 100
//!   points alone, but a deal it cancels is redealt by the same dealer, and
//!   both the code's general line (« ne peut participer aux enchères sur
//!   cette nouvelle donne ») and the règlement (« qui n'aura pas le droit de
//!   participer aux enchères ») bar him from that new deal, whenever the
//!   misdeal is found: the ban goes with every redeal after his fault (a
//!   tarot probe found it missing during play, where an earlier reading had
//!   followed that paragraph alone).
//! - During play, a taker who dealt loses the protection of a cancelled deal
//!   when he fails; the text keeps "scored if he wins" for him, so his deal
//!   is scored whatever the result.

use arbitre_core::Read;

use super::Ctx;
use super::KindSpec;
use super::principles::{self, Proceed};
use super::{BanScope, Settle, TarotRole, fft, params, settle};
use crate::code::{ChoiceSpec, Domain, EnumValue, FactSpec};
use crate::rectification::Rectification;
use crate::rectification::SharedRectification;
use crate::vocabulary::Role;
use arbitre_core::{InputError, Rule};

const SECTION: &str = "Fausse donne";

/// A face card, trump or excuse turned during the deal is a misdeal.
pub const CARD_TURNED: Rule = Rule {
    id: "fft.donnes_libres.misdeal.card_turned",
    citation: fft(SECTION, "Carte retournée lors de la distribution", "fft-t-card-turned"),
};
/// Exception: a card below the jack: the deal goes on.
pub const SMALL_CARD_TURNED: Rule = Rule {
    id: "fft.donnes_libres.misdeal.small_card_turned",
    citation: fft(SECTION, "Carte inférieure au valet", "fft-t-small-card-turned"),
};
/// The dealer's fault: he redeals and may not bid on the new deal.
pub const DEALER_FAULT: Rule = Rule {
    id: "fft.donnes_libres.misdeal.dealer_fault",
    citation: fft(SECTION, "Faute du donneur", "fft-t-dealer-fault"),
};
/// A card turned by another player: that player may not bid on the new deal.
pub const TURNED_BY_PLAYER: Rule = Rule {
    id: "fft.donnes_libres.misdeal.turned_by_player",
    citation: fft(SECTION, "Carte retournée par un joueur", "fft-t-turned-by-player"),
};
/// The dog of the wrong size: cancelled even after a contract.
pub const DOG_SIZE: Rule = Rule {
    id: "fft.donnes_libres.misdeal.dog_size",
    citation: fft(SECTION, "Cas particuliers : nombre de cartes au chien", "fft-t-dog-size"),
};
/// Found after the contract, before play: the dealer is the taker or the taker's count is wrong.
pub const BEFORE_PLAY_CANCELLED: Rule = Rule {
    id: "fft.donnes_libres.misdeal.before_play.cancelled",
    citation: fft(
        SECTION,
        "Cas particuliers : découverte avant le jeu, preneur concerné",
        "fft-t-before-play-cancelled",
    ),
};
/// Found after the contract, before play: the taker's count is right: his election.
pub const BEFORE_PLAY_ELECTION: Rule = Rule {
    id: "fft.donnes_libres.misdeal.before_play.election",
    citation: fft(
        SECTION,
        "Cas particuliers : découverte avant le jeu, preneur non concerné",
        "fft-t-before-play-election",
    ),
};
/// After the contract: 100 points to the dealer; possibly an ethics fault.
pub const DEALER_PENALTY: Rule = Rule {
    id: "fft.donnes_libres.misdeal.dealer_penalty",
    citation: fft(SECTION, "Cas particuliers : pénalité du donneur", "fft-t-dealer-penalty"),
};
// A wrong count found during the play is read with « Autres cas »: the
// cases both families cite are in `wrong_count.rs`.
pub use super::wrong_count::{DURING_PLAY_RIGHT, DURING_PLAY_TAKER_DEALT};
/// Found during play, the taker's count wrong: cancelled.
pub const DURING_PLAY_WRONG: Rule = Rule {
    id: "fft.donnes_libres.misdeal.during_play.taker_concerned",
    citation: fft(SECTION, "Découverte en cours de jeu, preneur concerné", "fft-t-during-play-wrong"),
};
/// Exception: dealing for a disabled player: no sanction.
pub const DISABLED: Rule = Rule {
    id: "fft.donnes_libres.misdeal.disabled_player",
    citation: fft(SECTION, "Donne à la place d'un joueur handicapé", "fft-t-disabled"),
};
/// Just after the arbiter called time: a new deal, the player responsible may not bid.
pub const AFTER_TIME: Rule = Rule {
    id: "fft.donnes_libres.misdeal.after_time",
    citation: fft(SECTION, "Fausse donne après la fin du temps réglementaire", "fft-t-after-time"),
};

const WHEN: &str = "found_when";
const CAUSE: &str = "cause";
const TURNED_CARD: &str = "turned_card";
const TURNED_BY: &str = "turned_by";
const DISABLED_FACT: &str = "dealt_for_disabled_player";
const TAKER_DEALT: &str = "taker_is_dealer";
const COUNT_RIGHT: &str = "taker_count_right";
const ETHICS: &str = "arbiter_judges_ethics_fault";
const ELECTION: &str = "taker_plays_contract";

/// The kind `tarot.misdeal`.
pub static KIND: KindSpec = KindSpec {
    id: "tarot.misdeal",
    title: "fft-kind-misdeal",
    laws: &[
        CARD_TURNED.citation,
        SMALL_CARD_TURNED.citation,
        DEALER_FAULT.citation,
        TURNED_BY_PLAYER.citation,
        DOG_SIZE.citation,
        BEFORE_PLAY_CANCELLED.citation,
        BEFORE_PLAY_ELECTION.citation,
        DEALER_PENALTY.citation,
        DURING_PLAY_RIGHT.citation,
        DURING_PLAY_TAKER_DEALT.citation,
        super::wrong_count::WRONG_COUNT_TAKER_DEALT.citation,
        DURING_PLAY_WRONG.citation,
        DISABLED.citation,
        AFTER_TIME.citation,
    ],
    facts: &[
        principles::FOUND_BY_FACT,
        principles::CALLED_AT_ONCE_FACT,
        FactSpec {
            id: WHEN,
            question: "fft-q-misdeal-when",
            domain: Domain::Enum(&[
                EnumValue { value: "during_deal", label: "fft-v-during-deal" },
                EnumValue { value: "during_deal_after_time_called", label: "fft-v-after-time" },
                EnumValue { value: "after_contract_before_play", label: "fft-v-before-play" },
                EnumValue { value: "during_play", label: "fft-v-during-play" },
            ]),
            rule: DEALER_FAULT.id,
        },
        FactSpec {
            id: CAUSE,
            question: "fft-q-misdeal-cause",
            domain: Domain::Enum(&[
                EnumValue { value: "card_turned", label: "fft-v-card-turned" },
                EnumValue { value: "wrong_dog_size", label: "fft-v-dog-size" },
                EnumValue { value: "dealer_fault", label: "fft-v-dealer-fault" },
            ]),
            rule: DEALER_FAULT.id,
        },
        FactSpec {
            id: TURNED_CARD,
            question: "fft-q-turned-card",
            domain: Domain::Enum(&[
                EnumValue { value: "face_trump_or_excuse", label: "fft-v-face-trump-excuse" },
                EnumValue { value: "below_jack", label: "fft-v-below-jack" },
            ]),
            rule: CARD_TURNED.id,
        },
        FactSpec {
            id: TURNED_BY,
            question: "fft-q-turned-by",
            domain: Domain::Enum(&[
                EnumValue { value: "dealer", label: "fft-v-dealer" },
                EnumValue { value: "other_player", label: "fft-v-other-player" },
            ]),
            rule: TURNED_BY_PLAYER.id,
        },
        FactSpec {
            id: TAKER_DEALT,
            question: "fft-q-taker-dealt",
            domain: Domain::Boolean,
            rule: BEFORE_PLAY_CANCELLED.id,
        },
        FactSpec {
            id: COUNT_RIGHT,
            question: "fft-q-taker-count-right",
            domain: Domain::Boolean,
            rule: BEFORE_PLAY_CANCELLED.id,
        },
        FactSpec { id: ETHICS, question: "fft-q-misdeal-ethics", domain: Domain::Boolean, rule: DEALER_PENALTY.id },
        FactSpec { id: DISABLED_FACT, question: "fft-q-disabled", domain: Domain::Boolean, rule: DISABLED.id },
    ],
    choices: &[ChoiceSpec {
        id: ELECTION,
        holder: Role::Taker,
        law: BEFORE_PLAY_ELECTION.citation,
        options: &[
            EnumValue { value: "play", label: "fft-c-play-contract" },
            EnumValue { value: "refuse", label: "fft-c-refuse-contract" },
        ],
    }],
    outcome: super::SCORE_OUTCOME,
    record_formats: &[],
    record_facts: None,
    evaluate,
};

fn evaluate(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let in_dealing = ctx.enum_fact(WHEN).map(|w| matches!(w, "during_deal" | "during_deal_after_time_called"));
    if principles::apply_in_dealing(ctx, WHEN, in_dealing) != Proceed::Yes {
        return Ok(());
    }
    let Some(when) = ctx.enum_fact(WHEN) else {
        ctx.ask(WHEN);
        return Ok(());
    };
    let Some(cause) = ctx.enum_fact(CAUSE) else {
        ctx.ask(CAUSE);
        return Ok(());
    };
    let read = [(WHEN, Read::from(when)), (CAUSE, Read::from(cause))];

    // Who is responsible, and the base consequences, before the exceptions.
    let Some(responsible) = responsible(ctx, cause, &read) else {
        return Ok(());
    };
    if redeal_at_once(ctx, when, cause, responsible, &read)? {
        return Ok(());
    }

    let penalty = Rectification::PointPenalty {
        players: TarotRole::Dealer,
        points: params(ctx).standard_penalty_points,
        ranking: None,
    };
    if when == "after_contract_before_play" {
        found_before_play(ctx, penalty)
    } else {
        // During play.
        found_during_play(ctx, penalty)
    }
}

/// Who is responsible for the misdeal, by its cause (« Carte retournée lors
/// de la distribution », « Faute du donneur », « Carte retournée par un
/// joueur », the dog of the wrong size), with the lines that say so
/// consulted. `None` when a fact is asked, or when the card turned is below
/// the jack and the deal goes on (ruled here).
fn responsible(ctx: &mut Ctx<'_>, cause: &str, read: &[(&str, Read<'_>)]) -> Option<TarotRole> {
    match cause {
        "card_turned" => {
            let Some(card) = ctx.enum_fact(TURNED_CARD) else {
                ctx.ask(TURNED_CARD);
                return None;
            };
            if card == "below_jack" {
                ctx.consult(&CARD_TURNED, false, &[(TURNED_CARD, Read::from(card))], Some(&SMALL_CARD_TURNED));
                ctx.consult(&SMALL_CARD_TURNED, true, &[(TURNED_CARD, Read::from(card))], None);
                ctx.rectify(Rectification::DealContinues);
                ctx.summarize("fft-s-small-card-turned", &[]);
                return None;
            }
            ctx.consult(&CARD_TURNED, true, &[(TURNED_CARD, Read::from(card))], None);
            let Some(by) = ctx.enum_fact(TURNED_BY) else {
                ctx.ask(TURNED_BY);
                return None;
            };
            if by == "dealer" {
                ctx.consult(&DEALER_FAULT, true, &[(TURNED_BY, Read::from(by))], None);
                Some(TarotRole::Dealer)
            } else {
                ctx.consult(&DEALER_FAULT, false, &[(TURNED_BY, Read::from(by))], Some(&TURNED_BY_PLAYER));
                ctx.consult(&TURNED_BY_PLAYER, true, &[(TURNED_BY, Read::from(by))], None);
                Some(TarotRole::Offender)
            }
        }
        "wrong_dog_size" => {
            // Overrides every other timing: even once a contract was bid.
            ctx.consult(&DOG_SIZE, true, read, None);
            Some(TarotRole::Dealer)
        }
        _ => Some(TarotRole::Dealer),
    }
}

/// The misdeals ruled at once by a redeal, whenever found: one found during
/// the deal (the code's general line, and « Fausse donne après la fin du
/// temps réglementaire »), the dog of the wrong size, a card turned by
/// another player. `false` when the misdeal is none of them, and the timing
/// paragraphs rule it.
fn redeal_at_once(
    ctx: &mut Ctx<'_>,
    when: &str,
    cause: &str,
    responsible: TarotRole,
    read: &[(&str, Read<'_>)],
) -> Result<bool, InputError> {
    let after_time = when == "during_deal_after_time_called";
    // A card the dealer turned (« constitue également un cas de fausse
    // donne ») that no one saw until the contract or the play is his misdeal
    // found then: the timing paragraphs below rule it (the taker's election,
    // the result, 100 points to the dealer). One turned by another player is
    // ruled at once, as the code's line names him: the dealer deals again
    // and the player who turned it may not bid. Found once a contract was
    // bid or the play begun, the deal in progress is cancelled by that
    // redeal, and the ruling says so (a probe read a redeal ordered during
    // play beside a deal neither cancelled nor scored). The timing
    // paragraphs are not applied to him: their penalty and ban name the
    // dealer ("Pénalité de 100 points au donneur"), who is not at fault.
    let during_deal = matches!(when, "during_deal" | "during_deal_after_time_called");
    let turned_by_player = cause == "card_turned" && ctx.enum_fact(TURNED_BY) != Some("dealer");
    if !(cause == "wrong_dog_size" || turned_by_player || during_deal) {
        return Ok(false);
    }
    let cancels_deal = (cause == "wrong_dog_size" || turned_by_player) && !during_deal;
    if cancels_deal {
        super::cancel(ctx);
    } else if cause == "dealer_fault" {
        ctx.consult(&DEALER_FAULT, true, read, None);
    }
    if after_time {
        ctx.consult(&AFTER_TIME, true, read, None);
    }
    ctx.rectify(Rectification::Redeal { dealer: TarotRole::Dealer });
    let bans = vec![Rectification::BarredFromBidding { player: responsible, deal: BanScope::Redeal }];
    // A dog of the wrong size found once a contract was bid: the deal is
    // cancelled, and the summary says so.
    let summary = if cause == "wrong_dog_size" && !during_deal {
        "fft-s-misdeal-dog-cancelled"
    } else if cancels_deal {
        "fft-s-misdeal-turned-cancelled"
    } else {
        "fft-s-misdeal-redeal"
    };
    sanctions(ctx, responsible, bans, summary)?;
    Ok(true)
}

/// The facts of a misdeal found after the contract and before play.
struct BeforePlay {
    /// Whether the taker was the dealer.
    taker_dealt: bool,
    /// The taker's count, asked when he did not deal.
    count_right: Option<bool>,
    /// Whether the dealer dealt for a disabled player (no sanction).
    disabled: bool,
    /// Whether the arbiter judges it an ethics fault.
    ethics: bool,
}

/// Asks the facts of a misdeal found after the contract and before play, in
/// the order they decide; `None` when one is asked.
fn before_play_facts(ctx: &mut Ctx<'_>) -> Option<BeforePlay> {
    let Some(taker_dealt) = ctx.bool_fact(TAKER_DEALT) else {
        ctx.ask(TAKER_DEALT);
        return None;
    };
    let count_right = if taker_dealt {
        None
    } else {
        let Some(right) = ctx.bool_fact(COUNT_RIGHT) else {
            ctx.ask(COUNT_RIGHT);
            return None;
        };
        Some(right)
    };
    // A player who dealt for a disabled one "n'est pas sanctionné" and
    // may bid on the next deal: asked first, so that neither the ethics
    // judgement (which would change nothing) nor the redeal ban is put
    // to him (two probes read "no sanction" beside a penalty or a ban).
    let Some(disabled) = ctx.bool_fact(DISABLED_FACT) else {
        ctx.ask(DISABLED_FACT);
        return None;
    };
    let ethics = if disabled {
        false
    } else {
        let Some(ethics) = ctx.bool_fact(ETHICS) else {
            ctx.ask(ETHICS);
            return None;
        };
        ethics
    };
    Some(BeforePlay { taker_dealt, count_right, disabled, ethics })
}

/// Found after the contract and before play (« Cas particuliers »): the
/// dealer is the taker or the taker's count is wrong, cancelled; his count
/// right, his election. 100 points to the dealer in both cases, and
/// possibly an ethics fault.
fn found_before_play(ctx: &mut Ctx<'_>, penalty: Rectification) -> Result<(), InputError> {
    let Some(BeforePlay { taker_dealt, count_right, disabled, ethics }) = before_play_facts(ctx) else {
        return Ok(());
    };
    let read = [(TAKER_DEALT, Read::from(taker_dealt)), (COUNT_RIGHT, Read::from(count_right))];
    // Cancelled, or refused: the dealer deals again and may not bid on
    // that new deal (see the header), unless he dealt for a disabled one.
    let redeal_ban = Rectification::BarredFromBidding { player: TarotRole::Dealer, deal: BanScope::Redeal };
    let mut sanctions_list = vec![penalty];
    ctx.consult(&DEALER_PENALTY, !disabled, &[(ETHICS, Read::from(ethics))], None);
    if ethics {
        ctx.rectify(SharedRectification::RuledUnder { kind: "tarot.ethics".into(), law: "FFT Fausse donne".into() });
        ctx.add_to_summary(arbitre_core::text::msg("fft-s-ethics-misdeal-judged"));
    }
    if count_right != Some(true) {
        ctx.consult(&BEFORE_PLAY_CANCELLED, true, &read, None);
        super::cancel(ctx);
        ctx.rectify(Rectification::Redeal { dealer: TarotRole::Dealer });
        sanctions_list.push(redeal_ban);
        return sanctions(ctx, TarotRole::Dealer, sanctions_list, "fft-s-misdeal-before-play-cancelled");
    }
    ctx.consult(&BEFORE_PLAY_CANCELLED, false, &read, Some(&BEFORE_PLAY_ELECTION));
    ctx.consult(&BEFORE_PLAY_ELECTION, true, &read, None);
    taker_election(ctx, disabled, sanctions_list, redeal_ban)
}

/// The taker's election, his count right (« découverte avant le jeu,
/// preneur non concerné »): he plays (the defence's cards dealt again, the
/// deal scored whatever the result) or refuses (the dealer deals again and
/// may not bid on that new deal).
fn taker_election(
    ctx: &mut Ctx<'_>,
    disabled: bool,
    mut sanctions_list: Vec<Rectification>,
    redeal_ban: Rectification,
) -> Result<(), InputError> {
    let play = vec![
        Rectification::CardsRedealt { players: TarotRole::Defence },
        Rectification::DealScored { whatever_the_result: true, score: None },
    ];
    let refuse = if disabled {
        vec![Rectification::Redeal { dealer: TarotRole::Dealer }]
    } else {
        vec![Rectification::Redeal { dealer: TarotRole::Dealer }, redeal_ban.clone()]
    };
    match ctx.chosen(ELECTION) {
        None => {
            ctx.offer(ELECTION, vec![("play", play), ("refuse", refuse)]);
            ctx.summarize("fft-s-misdeal-election", &[]);
            sanctions(ctx, TarotRole::Dealer, sanctions_list, "fft-s-misdeal-election")
        }
        Some("play") => {
            ctx.rectify(Rectification::CardsRedealt { players: TarotRole::Defence });
            super::scored_whatever(ctx, super::Adjust::default())?;
            sanctions(ctx, TarotRole::Dealer, sanctions_list, "fft-s-misdeal-played")
        }
        Some(_) => {
            ctx.rectify(Rectification::Redeal { dealer: TarotRole::Dealer });
            sanctions_list.push(redeal_ban);
            sanctions(ctx, TarotRole::Dealer, sanctions_list, "fft-s-misdeal-refused")
        }
    }
}

/// Found during play (« Découverte en cours de jeu »): the taker's count
/// wrong, cancelled; right, scored if he wins and cancelled if he fails (a
/// taker who dealt: [`taker_who_dealt`]). 100 points to the dealer.
fn found_during_play(ctx: &mut Ctx<'_>, penalty: Rectification) -> Result<(), InputError> {
    let Some(right) = ctx.bool_fact(COUNT_RIGHT) else {
        ctx.ask(COUNT_RIGHT);
        return Ok(());
    };
    let redeal_ban = Rectification::BarredFromBidding { player: TarotRole::Dealer, deal: BanScope::Redeal };
    if !right {
        ctx.consult(&DURING_PLAY_RIGHT, false, &[(COUNT_RIGHT, Read::from(false))], Some(&DURING_PLAY_WRONG));
        ctx.consult(&DURING_PLAY_WRONG, true, &[(COUNT_RIGHT, Read::from(false))], None);
        super::cancel(ctx);
        ctx.rectify(Rectification::Redeal { dealer: TarotRole::Dealer });
        return sanctions(ctx, TarotRole::Dealer, vec![penalty, redeal_ban], "fft-s-misdeal-during-play-cancelled");
    }
    let Some(taker_dealt) = ctx.bool_fact(TAKER_DEALT) else {
        ctx.ask(TAKER_DEALT);
        return Ok(());
    };
    // Whether the deal is cancelled waits for the result; the ban goes
    // with the redeal, and a player who dealt for a disabled one is
    // spared it: asked before the result's branches are drawn.
    let Some(disabled) = ctx.bool_fact(DISABLED_FACT) else {
        ctx.ask(DISABLED_FACT);
        return Ok(());
    };
    let redeal = if disabled {
        vec![Rectification::Redeal { dealer: TarotRole::Dealer }]
    } else {
        vec![Rectification::Redeal { dealer: TarotRole::Dealer }, redeal_ban]
    };
    let read = [(COUNT_RIGHT, Read::from(true)), (TAKER_DEALT, Read::from(taker_dealt))];
    if taker_dealt {
        ctx.consult(&DURING_PLAY_RIGHT, false, &read, Some(&DURING_PLAY_TAKER_DEALT));
        taker_who_dealt(ctx, &DURING_PLAY_TAKER_DEALT, redeal)?;
        return sanctions(ctx, TarotRole::Dealer, vec![penalty], "fft-s-misdeal-during-play-dealer");
    }
    settle(ctx, &DURING_PLAY_RIGHT, (Settle::Scored, vec![]), (Settle::Cancelled, redeal), super::Adjust::default())?;
    sanctions(ctx, TarotRole::Dealer, vec![penalty], "fft-s-misdeal-during-play")
}

/// A wrong number of cards found during play, the taker holding the right
/// count, and the taker the dealer who gave it. The code speaks twice of
/// this deal, each time of one half:
/// - « Fausse donne », found during play: cancelled if the taker fails, « afin
///   de ne pas pénaliser le preneur sauf si celui-ci est le donneur »: the
///   taker who dealt is not spared his failure, which is scored;
/// - « Autres cas », a defender with a wrong count: scored if the taker wins
///   « sauf si le preneur était le donneur »: the taker who dealt does not
///   keep his win, which is cancelled.
///
/// Read together, as the code's rule for a taker's own fault (the false
/// discard: cancelled if he wins, scored if he fails): his win is cancelled,
/// his failure scored, whichever kind the arbiter reports it under. A probe
/// found `tarot.misdeal` scoring the deal whatever the result and
/// `tarot.wrong_card_count` cancelling it whatever the result, for the same
/// deal: each read one paragraph alone, and each let the taker profit from
/// the count he dealt (a win kept, or a failure cancelled).
pub fn taker_who_dealt(ctx: &mut Ctx<'_>, rule: &Rule, if_cancelled: Vec<Rectification>) -> Result<(), InputError> {
    ctx.cite(&DURING_PLAY_TAKER_DEALT.citation);
    ctx.cite(&super::wrong_count::WRONG_COUNT_TAKER_DEALT.citation);
    settle(ctx, rule, (Settle::Cancelled, if_cancelled), (Settle::Scored, vec![]), super::Adjust::default())?;
    Ok(())
}

/// Adds the sanctions of the responsible player, unless he dealt for a
/// disabled player (the exception lifts both the penalty and the ban).
fn sanctions(
    ctx: &mut Ctx<'_>,
    responsible: TarotRole,
    list: Vec<Rectification>,
    summary: &str,
) -> Result<(), InputError> {
    if responsible == TarotRole::Dealer {
        let Some(disabled) = ctx.bool_fact(DISABLED_FACT) else {
            ctx.ask(DISABLED_FACT);
            return Ok(());
        };
        if disabled {
            ctx.consult(&DISABLED, true, &[(DISABLED_FACT, Read::from(true))], None);
            ctx.rectify(Rectification::NoSanction { player: TarotRole::Dealer });
            ctx.summarize("fft-s-misdeal-disabled", &[]);
            return Ok(());
        }
        ctx.consult(&DISABLED, false, &[(DISABLED_FACT, Read::from(false))], None);
    }
    for r in list {
        ctx.rectify(r);
    }
    if ctx.kind.choice(ELECTION).is_some() && summary == "fft-s-misdeal-election" {
        // The summary was set with the offer.
        return Ok(());
    }
    ctx.summarize(summary, &[]);
    Ok(())
}

// Test helpers take their values by value (`helper(json!(…))` reads best);
// generated data is small.
#[allow(clippy::needless_pass_by_value, clippy::cast_possible_truncation)]
#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use serde_json::{Value, json};

    use super::*;
    use crate::code::test_support::Decision;
    use crate::code::test_support::{has, has_type, rule, whens};
    use arbitre_core::decision::Status;

    fn misdeal(extra: Value, choices: &[(&str, &str)], outcome: Option<Value>) -> Decision {
        let mut facts =
            json!({"found_by": "players", "arbiter_called_at_once": true, "dealt_for_disabled_player": false});
        facts.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        rule(KIND.id, facts, choices, outcome)
    }

    #[test]
    fn a_small_card_turned_lets_the_deal_go_on() {
        let d = misdeal(
            json!({"found_when": "during_deal", "cause": "card_turned", "turned_card": "below_jack"}),
            &[],
            None,
        );
        assert!(has_type(&d, "deal_continues") && !has_type(&d, "redeal"));
    }

    #[test]
    fn an_honour_turned_by_a_player_bars_him_from_the_new_deal() {
        let d = misdeal(
            json!({"found_when": "during_deal", "cause": "card_turned", "turned_card": "face_trump_or_excuse", "turned_by": "other_player"}),
            &[],
            None,
        );
        assert!(has(&d, json!({"type": "barred_from_bidding", "player": "offender", "deal": "redeal"})));
        assert!(has(&d, json!({"type": "redeal", "dealer": "dealer"})));
    }

    #[test]
    fn the_dealers_fault_bars_him_from_the_new_deal_unless_he_dealt_for_a_disabled_player() {
        let d = misdeal(json!({"found_when": "during_deal", "cause": "dealer_fault"}), &[], None);
        assert!(has(&d, json!({"type": "barred_from_bidding", "player": "dealer", "deal": "redeal"})));
        let d = misdeal(
            json!({"found_when": "during_deal", "cause": "dealer_fault", "dealt_for_disabled_player": true}),
            &[],
            None,
        );
        assert!(has_type(&d, "no_sanction") && !has_type(&d, "barred_from_bidding") && has_type(&d, "redeal"));
    }

    #[test]
    fn the_dog_of_the_wrong_size_cancels_even_after_a_contract() {
        let d = misdeal(json!({"found_when": "during_play", "cause": "wrong_dog_size"}), &[], None);
        assert!(has_type(&d, "deal_cancelled") && has_type(&d, "redeal") && has_type(&d, "barred_from_bidding"));
        // The summary says the deal is cancelled.
        assert!(d.summary.fr.contains("annulée") && d.summary.en.contains("cancelled"), "{:?}", d.summary);
        let d = misdeal(json!({"found_when": "during_deal", "cause": "wrong_dog_size"}), &[], None);
        assert!(!d.summary.fr.contains("annulée"), "{:?}", d.summary);
    }

    #[test]
    fn after_the_contract_the_taker_who_dealt_has_the_deal_cancelled() {
        let d = misdeal(
            json!({"found_when": "after_contract_before_play", "cause": "dealer_fault", "taker_is_dealer": true, "arbiter_judges_ethics_fault": false}),
            &[],
            None,
        );
        assert!(has_type(&d, "deal_cancelled"));
        // The same dealer deals again and may not bid on that new deal.
        assert!(has(&d, json!({"type": "redeal", "dealer": "dealer"})));
        assert!(has(&d, json!({"type": "barred_from_bidding", "deal": "redeal"})));
        assert!(has(&d, json!({"type": "point_penalty", "players": "dealer", "points": 100})));
    }

    #[test]
    fn after_the_contract_the_taker_not_concerned_chooses() {
        let base = json!({"found_when": "after_contract_before_play", "cause": "dealer_fault", "taker_is_dealer": false, "taker_count_right": true, "arbiter_judges_ethics_fault": true});
        let d = misdeal(base.clone(), &[], None);
        assert_eq!(d.status, Status::AwaitingChoice);
        assert!(has_type(&d, "ruled_under"));
        let played = misdeal(base.clone(), &[(ELECTION, "play")], None);
        assert!(has(&played, json!({"type": "cards_redealt", "players": "defence"})));
        assert!(has(&played, json!({"type": "deal_scored", "whatever_the_result": true})));
        assert!(has_type(&played, "point_penalty"));
        let refused = misdeal(base.clone(), &[(ELECTION, "refuse")], None);
        // The dealer deals again and may not bid on that redeal.
        assert!(
            has(&refused, json!({"type": "barred_from_bidding", "player": "dealer", "deal": "redeal"}))
                && has(&refused, json!({"type": "redeal", "dealer": "dealer"}))
                && has_type(&refused, "point_penalty")
        );
        assert!(!has(&refused, json!({"deal": "next_deal"})));
        // The option offered says the same.
        let offer = misdeal(base, &[], None);
        let refuse = offer.choice.as_ref().and_then(|c| c.options.iter().find(|o| o.id == "refuse")).unwrap();
        let refuse = serde_json::to_value(&refuse.rectifications).unwrap();
        assert!(refuse.as_array().unwrap().iter().any(|r| r["type"] == "barred_from_bidding" && r["deal"] == "redeal"));
        assert!(refuse.as_array().unwrap().iter().any(|r| r["type"] == "redeal"));
    }

    #[test]
    fn during_play_scored_if_the_taker_wins_cancelled_if_he_fails() {
        let base = json!({"found_when": "during_play", "cause": "dealer_fault", "taker_count_right": true, "taker_is_dealer": false});
        let d = misdeal(base.clone(), &[], None);
        assert_eq!(whens(&d), ["taker_wins", "taker_fails"]);
        assert_eq!(d.status, Status::AwaitingOutcome);
        let won =
            misdeal(base.clone(), &[], Some(json!({"contract": "garde", "taker_points": 49, "taker_oudlers": 2})));
        assert!(has(&won, json!({"type": "deal_scored"})));
        let failed = misdeal(base.clone(), &[], Some(json!({"taker_wins": false})));
        assert!(has_type(&failed, "deal_cancelled") && has_type(&failed, "point_penalty"));
        // The same dealer deals again and may not bid on that deal (the
        // code's general line, the règlement's « La distribution »).
        assert!(has(&failed, json!({"type": "redeal", "dealer": "dealer"})));
        assert!(has(&failed, json!({"type": "barred_from_bidding", "player": "dealer", "deal": "redeal"})));
        assert!(!has_type(&won, "barred_from_bidding"), "a deal scored is not redealt");
        // Dealing for a disabled player lifts the ban with the penalty.
        let mut for_disabled = base;
        for_disabled["dealt_for_disabled_player"] = json!(true);
        let failed = misdeal(for_disabled, &[], Some(json!({"taker_wins": false})));
        assert!(has_type(&failed, "redeal") && !has_type(&failed, "barred_from_bidding"), "{failed:?}");
        // The taker who dealt keeps no win (read with « Autres cas ») and is
        // not spared a failure: cancelled if he wins, scored if he fails.
        let dealt = json!({"found_when": "during_play", "cause": "dealer_fault", "taker_count_right": true, "taker_is_dealer": true, "dealt_for_disabled_player": false});
        let dealer = misdeal(dealt.clone(), &[], None);
        assert_eq!(whens(&dealer), ["taker_wins", "taker_fails"]);
        let won = misdeal(dealt.clone(), &[], Some(json!({"taker_wins": true})));
        assert!(has_type(&won, "deal_cancelled") && has_type(&won, "point_penalty"), "{won:?}");
        let failed = misdeal(dealt, &[], Some(json!({"taker_wins": false})));
        assert!(has_type(&failed, "deal_scored") && !has_type(&failed, "deal_cancelled"));
        let wrong = misdeal(
            json!({"found_when": "during_play", "cause": "dealer_fault", "taker_count_right": false}),
            &[],
            None,
        );
        assert!(has_type(&wrong, "deal_cancelled") && has_type(&wrong, "point_penalty"));
        assert!(has(&wrong, json!({"type": "barred_from_bidding", "player": "dealer", "deal": "redeal"})));
    }

    #[test]
    fn just_after_time_a_new_deal_the_responsible_player_barred() {
        let d = misdeal(json!({"found_when": "during_deal_after_time_called", "cause": "dealer_fault"}), &[], None);
        assert!(has_type(&d, "redeal") && has(&d, json!({"type": "barred_from_bidding", "deal": "redeal"})));
        assert!(d.trace.iter().flatten().any(|s| s.rule == AFTER_TIME.id && s.applied));
    }
}
