//! The revoke (« Renonce », kind `tarot.revoke`): a card played against the
//! rules of play.
//!
//! - Established once the first card of the next trick is played; before
//!   that, it is ruled as an exposed card (`tarot.exposed_card`).
//! - Established: the points illicitly won go back to the non-offending
//!   side; then, if the offending side still wins, the deal is cancelled, and
//!   if it loses, scored. We count "wins" after the points are restored: the
//!   restitution comes first in the text ("de plus"), and a side that wins
//!   only with points it took illicitly has not won.
//! - Pointing out an obvious revoke before it is established is proper for
//!   the players in the deal and the arbiter only, never a spectator nor a
//!   partner sitting out.
//! - A non-offending side that lets the revoke be established to call it has
//!   it ruled as established, but commits an ethics fault.
//! - A defender whose revoke was established may not bid on the next deal,
//!   and the taker chooses whether the deal is scored or not, whatever the
//!   result (an exception to the "offending side wins" rule).
//!
//! The points illicitly won: the arbiter counts them; with a deal record the
//! engine finds the first revoke and, when the offending side won its trick,
//! counts the cards the non-offending side played to it. The offending
//! side's own cards were its own before the trick: playing them won nothing,
//! and the 21 and the excuse never change camp (règlement, « Le décompte des
//! points »). Later tricks the revoke may have brought are the arbiter's
//! judgement: when he gives `points_illicitly_won` (and the oudlers), his
//! count replaces the engine's.

use arbitre_core::Read;
use serde_json::Value;

use super::Ctx;
use super::KindSpec;
use super::principles::{self, Proceed};
use super::{Adjust, BanScope, Settle, TarotRole, fft, settle_from};
use crate::card::CardSet;
use crate::code::{ChoiceSpec, Domain, EnumValue, FactSpec};
use crate::deal::Side;
use crate::rectification::Rectification;
use crate::rectification::SharedRectification;
use crate::scoring::DealSummary;
use crate::vocabulary::Role;
use arbitre_core::text;
use arbitre_core::{InputError, Rule};

const SECTION: &str = "Renonce";

/// Established when the first card of the next trick is played; otherwise an exposed card.
pub const ESTABLISHED: Rule = Rule {
    id: "fft.donnes_libres.revoke.established",
    citation: fft(SECTION, "Renonce consommée", "fft-t-revoke-established"),
};
/// Not established: ruled as an exposed card.
pub const NOT_ESTABLISHED: Rule = Rule {
    id: "fft.donnes_libres.revoke.not_established",
    citation: fft(SECTION, "Renonce non consommée", "fft-t-revoke-not-established"),
};
/// The points illicitly won go back; cancelled if the offending side wins, scored if it loses.
pub const POINTS_RESTORED: Rule = Rule {
    id: "fft.donnes_libres.revoke.points_restored",
    citation: fft(SECTION, "Points rendus au camp non fautif", "fft-t-revoke-points"),
};
/// Who may point out an obvious revoke before it is established.
pub const POINTING_OUT: Rule = Rule {
    id: "fft.donnes_libres.revoke.pointing_out",
    citation: fft(SECTION, "Renonce évidente signalée", "fft-t-revoke-pointing-out"),
};
/// The non-offending side let it be established: an ethics fault too.
pub const LET_ESTABLISH: Rule = Rule {
    id: "fft.donnes_libres.revoke.let_established",
    citation: fft(SECTION, "Renonce laissée consommer par le camp non fautif", "fft-t-revoke-let"),
};
/// A defender's established revoke: no bid on the next deal.
pub const DEFENDER_BARRED: Rule = Rule {
    id: "fft.donnes_libres.revoke.defender_barred",
    citation: fft(SECTION, "Renonce consommée en défense : enchère interdite", "fft-t-revoke-barred"),
};
/// Exception: a defender's established revoke: the taker chooses whether the deal is scored.
pub const TAKER_CHOOSES: Rule = Rule {
    id: "fft.donnes_libres.revoke.taker_chooses",
    citation: fft(SECTION, "Renonce consommée en défense : choix du preneur", "fft-t-revoke-taker-chooses"),
};

const IS_ESTABLISHED: &str = "established";
const POINTED: &str = "pointed_out_by";
const SIDE: &str = "offending_side";
const WAITED: &str = "non_offending_side_let_it_be_established";
const POINTS: &str = "points_illicitly_won";
const HALF: &str = "half_point_illicitly_won";
const OUDLERS: &str = "oudlers_illicitly_won";
const ELECTION: &str = "taker_election";

/// The kind `tarot.revoke`.
pub static KIND: KindSpec = KindSpec {
    id: "tarot.revoke",
    title: "fft-kind-revoke",
    laws: &[
        ESTABLISHED.citation,
        NOT_ESTABLISHED.citation,
        POINTS_RESTORED.citation,
        POINTING_OUT.citation,
        LET_ESTABLISH.citation,
        DEFENDER_BARRED.citation,
        TAKER_CHOOSES.citation,
        // A first lead in the called suit at five, read from a record.
        super::reglement_faults::CALLED_SUIT_LED.citation,
    ],
    facts: &[
        principles::FOUND_BY_FACT,
        principles::CALLED_AT_ONCE_FACT,
        FactSpec { id: IS_ESTABLISHED, question: "fft-q-established", domain: Domain::Boolean, rule: ESTABLISHED.id },
        FactSpec {
            id: POINTED,
            question: "fft-q-pointed-out-by",
            domain: Domain::Enum(&[
                EnumValue { value: "nobody", label: "fft-v-nobody" },
                EnumValue { value: "player_in_deal", label: "fft-v-player-in-deal" },
                EnumValue { value: "arbiter", label: "fft-v-arbiter" },
                EnumValue { value: "spectator", label: "fft-v-spectator" },
                EnumValue { value: "partner_sitting_out", label: "fft-v-partner-sitting-out" },
            ]),
            rule: POINTING_OUT.id,
        },
        FactSpec {
            id: SIDE,
            question: "fft-q-offending-side",
            domain: Domain::Enum(&[
                EnumValue { value: "taker", label: "fft-v-taker-side" },
                EnumValue { value: "defence", label: "fft-v-defence" },
            ]),
            rule: POINTS_RESTORED.id,
        },
        FactSpec { id: WAITED, question: "fft-q-let-established", domain: Domain::Boolean, rule: LET_ESTABLISH.id },
        FactSpec {
            id: POINTS,
            question: "fft-q-points-illicit",
            domain: Domain::Integer { min: 0, max: 91 },
            rule: POINTS_RESTORED.id,
        },
        // Only the petit can be won illicitly: the 21 and the excuse never
        // change camp (règlement, « Le décompte des points »).
        FactSpec {
            id: OUDLERS,
            question: "fft-q-oudlers-illicit",
            domain: Domain::Integer { min: 0, max: 1 },
            rule: POINTS_RESTORED.id,
        },
        FactSpec { id: HALF, question: "fft-q-half-point-illicit", domain: Domain::Boolean, rule: POINTS_RESTORED.id },
    ],
    choices: &[ChoiceSpec {
        id: ELECTION,
        holder: Role::Taker,
        law: TAKER_CHOOSES.citation,
        options: &[
            EnumValue { value: "scored", label: "fft-c-scored" },
            EnumValue { value: "not_scored", label: "fft-c-not-scored" },
        ],
    }],
    outcome: super::SCORE_OUTCOME,
    record_formats: &["tarot"],
    record_facts: None,
    evaluate,
};

/// What a deal record tells about its first revoke.
struct FromRecord {
    established: bool,
    side: Side,
    halves: u16,
    oudlers: u8,
    trick: usize,
    card: String,
    player: String,
    summary: Option<DealSummary>,
    /// At five, a first lead in the called suit (règlement, Le jeu à 5
    /// joueurs): the rule of card play the revoke broke, cited with it.
    called_suit_at_first_lead: bool,
    /// The record's later revokes: the player and the trick of each.
    later: Vec<(String, usize)>,
    /// Whether a later revoke's trick went to its offender's side: its
    /// gains are then in the record's count.
    later_gained: bool,
}

fn from_record(ctx: &Ctx<'_>) -> Result<Option<FromRecord>, InputError> {
    let Some(record) = super::tarot_record(ctx)? else { return Ok(None) };
    let deal = crate::record::validate(&record).map_err(|e| e.into_input_error("/record/tarot"))?;
    // The code's renonce is any rule of card play broken (« ne pas respecter
    // les règles du jeu de la carte »): a card that did not follow, trump or
    // overtrump, and at five a first lead in the called suit that is not the
    // called card (« Le jeu à 5 joueurs »).
    let mut all = crate::play::revokes(&deal).into_iter();
    let Some(revoke) = all.next() else {
        return Err(InputError::new("no_revoke_in_record", "/record/tarot/tricks", text::msg("fft-error-no-revoke")));
    };
    let later: Vec<crate::play::Revoke> = all.collect();
    let later_gained = later.iter().any(|r| {
        let won = deal.tricks.get(r.trick.saturating_sub(1)).and_then(|t| t.winner);
        won.is_some_and(|w| deal.side_of(w) == deal.side_of(r.player))
    });
    let later: Vec<(String, usize)> = later.iter().map(|r| (deal.name(r.player).to_owned(), r.trick)).collect();
    let side = deal.side_of(revoke.player);
    let trick = deal.tricks.get(revoke.trick - 1);
    let won_by_offenders = trick.and_then(|t| t.winner).is_some_and(|w| deal.side_of(w) == side);
    let cards = CardSet::of(trick.into_iter().flat_map(|t| {
        t.cards.iter().filter(|(p, c)| deal.side_of(*p) != side && *c != crate::card::Card::EXCUSE).map(|(_, c)| *c)
    }));
    let (halves, oudlers) = if won_by_offenders { (cards.half_points().0, cards.oudlers()) } else { (0, 0) };
    let summary = if deal.is_complete() { crate::scoring::summarize(&deal).ok().map(|(s, _)| s) } else { None };
    Ok(Some(FromRecord {
        established: deal.tricks.len() > revoke.trick,
        side,
        halves,
        oudlers,
        trick: revoke.trick,
        card: revoke.card.to_string(),
        player: deal.name(revoke.player).to_owned(),
        summary,
        called_suit_at_first_lead: revoke.rule == crate::play::PlayRule::CalledSuitAtFirstLead,
        later,
        later_gained,
    }))
}

/// A reported fact the record contradicts is an error, not a silent choice.
fn agree(ctx: &Ctx<'_>, id: &str, derived: &Value) -> Result<(), InputError> {
    match ctx.facts.get(id) {
        Some(given) if !given.is_null() && given != derived => {
            Err(arbitre_core::context::contradiction("/facts", id, given, derived))
        }
        _ => Ok(()),
    }
}

fn evaluate(ctx: &mut Ctx<'_>) -> Result<(), InputError> {
    let record = from_record(ctx)?;
    if let Some(r) = &record {
        agree(ctx, IS_ESTABLISHED, &Value::from(r.established))?;
        agree(ctx, SIDE, &Value::from(r.side.as_str()))?;
    }
    if principles::apply(ctx, false) != Proceed::Yes {
        return Ok(());
    }
    what_the_record_adds(ctx, record.as_ref());
    let Some(established) = record.as_ref().map(|r| r.established).or_else(|| ctx.bool_fact(IS_ESTABLISHED)) else {
        ctx.ask(IS_ESTABLISHED);
        return Ok(());
    };
    if !established {
        not_established(ctx);
        return Ok(());
    }
    ctx.consult(&ESTABLISHED, true, &[(IS_ESTABLISHED, Read::from(true))], None);
    let Some(side) = record.as_ref().map(|r| r.side).or_else(|| match ctx.enum_fact(SIDE) {
        Some("taker") => Some(Side::Taker),
        Some("defence") => Some(Side::Defence),
        _ => None,
    }) else {
        ctx.ask(SIDE);
        return Ok(());
    };
    let Some(waited) = ctx.bool_fact(WAITED) else {
        ctx.ask(WAITED);
        return Ok(());
    };
    let Some((halves, oudlers)) = points_illicitly_won(ctx, record.as_ref()) else {
        return Ok(());
    };
    if waited {
        ctx.consult(&LET_ESTABLISH, true, &[(WAITED, Read::from(true))], None);
        ctx.rectify(SharedRectification::RuledUnder { kind: "tarot.ethics".into(), law: "FFT Renonce".into() });
        ctx.add_to_summary(arbitre_core::text::msg("fft-s-ethics-revoke-let-established"));
    }
    let to = side.other();
    ctx.rectify(Rectification::PointsRestored { to, points: Some(f64::from(halves) / 2.0), oudlers: Some(oudlers) });
    let sign = if to == Side::Taker { 1 } else { -1 };
    let adjust = Adjust {
        taker_half_points: sign * i32::from(halves),
        taker_oudlers: i8::try_from(sign).unwrap_or(0) * i8::try_from(oudlers).unwrap_or(0),
        ..Adjust::default()
    };
    // A later revoke whose trick its side won holds its gains in the
    // record's count: that count decides nothing then, and the count is the
    // arbiter's (the review says so), not refused for differing from the
    // record's. A later revoke that won nothing leaves the count as it is.
    let base = record.as_ref().filter(|r| !r.later_gained).and_then(|r| r.summary.as_ref());
    // The card the record shows revoking, said after the ruling's sentence
    // (and not at all without a record).
    if let Some(r) = record.as_ref() {
        ctx.add_to_summary(text::localized(
            "fft-s-revoke-found",
            &[
                ("card", r.card.to_string().into()),
                ("player", r.player.to_string().into()),
                ("trick", r.trick.to_string().into()),
            ],
        ));
    }
    let summary_args: Vec<(&str, text::Arg)> =
        vec![("points", crate::card::HalfPoints(halves).into()), ("oudlers", i64::from(oudlers).into())];
    if side == Side::Taker {
        settle_from(ctx, &POINTS_RESTORED, (Settle::Cancelled, vec![]), (Settle::Scored, vec![]), adjust, base)?;
        ctx.summarize("fft-s-revoke-taker", &summary_args);
        return Ok(());
    }
    defenders_revoke(ctx, adjust, base, &summary_args)
}

/// What a deal record shows beside the revoke it rules: its later revokes,
/// named and left to the arbiter, and the règlement's rule of card play the
/// first one broke, when it is not following, trumping or overtrumping.
fn what_the_record_adds(ctx: &mut Ctx<'_>, record: Option<&FromRecord>) {
    // The code rules one revoke; the record's later ones (by the other side
    // or the same) are named, and the arbiter rules them: how their
    // transfers and sanctions combine is not written (a probe found a
    // defender's revoke capturing a king passed over in silence).
    for (player, trick) in record.map(|r| r.later.clone()).unwrap_or_default() {
        ctx.add_to_summary(text::localized(
            "fft-s-revoke-later-in-record",
            &[("player", player.into()), ("trick", trick.into())],
        ));
    }
    if record.is_some_and(|r| !r.later.is_empty()) {
        ctx.rectify(SharedRectification::DirectorReview {
            law: "FFT Renonce".into(),
            reason: crate::vocabulary::ReviewReason::ScoreLeftToArbiter,
        });
    }
    // The rule of card play broken, when it is the règlement's rather than
    // following, trumping or overtrumping: the ruling rests on it too.
    if record.is_some_and(|r| r.called_suit_at_first_lead) {
        ctx.consult(&super::reglement_faults::CALLED_SUIT_LED, true, &[], None);
    }
}

/// « Renonce non consommée »: ruled as an exposed card; who pointed out the
/// obvious revoke (« Renonce évidente signalée ») decides whether that
/// remark was proper.
fn not_established(ctx: &mut Ctx<'_>) {
    let Some(by) = ctx.enum_fact(POINTED) else {
        ctx.ask(POINTED);
        return;
    };
    ctx.consult(&ESTABLISHED, false, &[(IS_ESTABLISHED, Read::from(false))], Some(&NOT_ESTABLISHED));
    ctx.consult(&NOT_ESTABLISHED, true, &[(IS_ESTABLISHED, Read::from(false))], None);
    let improper = match by {
        "spectator" => Some(TarotRole::Spectator),
        "partner_sitting_out" => Some(TarotRole::PartnerSittingOut),
        _ => None,
    };
    ctx.consult(&POINTING_OUT, improper.is_none() && by != "nobody", &[(POINTED, Read::from(by))], None);
    // The arbiter who points out an obvious revoke before it is
    // established acted then, as the paragraph lets him: he did not wait
    // for the end of the deal (« Attitude de l'arbitre »), and the ruling
    // does not say both (a tarot probe).
    if by == "arbiter" {
        ctx.retract(|r| matches!(r.as_tarot(), Some(Rectification::ArbiterActsAtEndOfDeal)));
    }
    if let Some(by) = improper {
        ctx.cite(&POINTING_OUT.citation);
        ctx.rectify(Rectification::ImproperRemark { by });
    }
    ctx.rectify(SharedRectification::RuledUnder { kind: "tarot.exposed_card".into(), law: "FFT Renonce".into() });
    ctx.summarize("fft-s-revoke-not-established", &[]);
}

/// The points illicitly won (« Points rendus au camp non fautif »), in half
/// points, and the oudlers: the arbiter's count when he gives one, else the
/// record's. `None` when a fact is asked.
fn points_illicitly_won(ctx: &mut Ctx<'_>, record: Option<&FromRecord>) -> Option<(u16, u8)> {
    let arbiters_count = ctx.int_fact(POINTS).is_some();
    match record {
        Some(r) if !arbiters_count => Some((r.halves, r.oudlers)),
        _ => {
            let Some(points) = ctx.int_fact(POINTS) else {
                ctx.ask(POINTS);
                return None;
            };
            let Some(oudlers) = ctx.int_fact(OUDLERS) else {
                ctx.ask(OUDLERS);
                return None;
            };
            // The half point changes what is restored (a king is 4.5): it is
            // asked, not taken as none (a client probe found 4 restored for
            // a king).
            let Some(half) = ctx.bool_fact(HALF) else {
                ctx.ask(HALF);
                return None;
            };
            Some((u16::try_from(points * 2 + i64::from(half)).unwrap_or(0), u8::try_from(oudlers).unwrap_or(0)))
        }
    }
}

/// A defender's established revoke: he may not bid on the next deal
/// (« enchère interdite »), and the taker chooses whether the deal is
/// scored, whatever the result (« choix du preneur »).
fn defenders_revoke(
    ctx: &mut Ctx<'_>,
    adjust: Adjust,
    base: Option<&DealSummary>,
    summary_args: &[(&str, text::Arg)],
) -> Result<(), InputError> {
    ctx.consult(&DEFENDER_BARRED, true, &[(SIDE, Read::from("defence"))], None);
    ctx.rectify(Rectification::BarredFromBidding { player: TarotRole::Offender, deal: BanScope::NextDeal });
    ctx.consult(&POINTS_RESTORED, false, &[(SIDE, Read::from("defence"))], Some(&TAKER_CHOOSES));
    match ctx.chosen(ELECTION) {
        None => {
            ctx.offer(
                ELECTION,
                vec![
                    ("scored", vec![Rectification::DealScored { whatever_the_result: true, score: None }]),
                    ("not_scored", vec![Rectification::DealCancelled, super::NEXT_DEALER_DEALS]),
                ],
            );
            ctx.summarize("fft-s-revoke-defence-offer", summary_args);
        }
        Some(choice) => {
            ctx.consult(&TAKER_CHOOSES, true, &[(ELECTION, Read::from(choice))], None);
            if choice == "scored" {
                super::scored_whatever_from(ctx, adjust, base)?;
            } else {
                super::cancel_and_deal_in_turn(ctx);
            }
            // The summary says what the taker chose, where it said "the
            // taker has chosen" (a thin-client probe).
            let mut args = summary_args.to_vec();
            args.push(("scored", (if choice == "scored" { "yes" } else { "no" }).into()));
            ctx.summarize("fft-s-revoke-defence", &args);
        }
    }
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

    fn revoke(extra: Value, choices: &[(&str, &str)], outcome: Option<Value>) -> Decision {
        let mut facts = json!({"found_by": "players", "arbiter_called_at_once": true});
        facts.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        rule(KIND.id, facts, choices, outcome)
    }

    #[test]
    fn not_established_it_is_an_exposed_card_and_only_players_and_the_arbiter_may_point_it_out() {
        let d = revoke(json!({"established": false, "pointed_out_by": "player_in_deal"}), &[], None);
        assert!(has(&d, json!({"type": "ruled_under", "kind": "tarot.exposed_card"})));
        assert!(!has_type(&d, "improper_remark"));
        let d = revoke(json!({"established": false, "pointed_out_by": "spectator"}), &[], None);
        assert!(has(&d, json!({"type": "improper_remark", "by": "spectator"})));
    }

    #[test]
    fn the_takers_revoke_restores_the_points_then_cancels_if_he_still_wins() {
        let base = json!({"established": true, "offending_side": "taker", "non_offending_side_let_it_be_established": false, "points_illicitly_won": 10, "oudlers_illicitly_won": 0, "half_point_illicitly_won": false});
        let d = revoke(base.clone(), &[], None);
        assert_eq!(whens(&d), ["taker_wins", "taker_fails"]);
        assert!(has(&d, json!({"type": "points_restored", "to": "defence", "points": 10.0})));
        // 49 points with 2 oudlers, less 10 restored: 39 for 41, failed by 2: scored.
        let d = revoke(base.clone(), &[], Some(json!({"contract": "garde", "taker_points": 49, "taker_oudlers": 2})));
        assert_eq!(d.status, Status::Complete);
        assert!(has(&d, json!({"type": "deal_scored"})));
        let scored = d.rectifications.iter().find_map(|r| match r.as_tarot()? {
            Rectification::DealScored { score: Some(s), .. } => Some(s.clone()),
            _ => None,
        });
        assert_eq!(scored.map(|s| (s.won, s.taker, s.each_defender)), Some((false, -162, 54)));
        // 60 points: 50 after the restitution, still won: cancelled.
        let d = revoke(base, &[], Some(json!({"contract": "garde", "taker_points": 60, "taker_oudlers": 2})));
        assert!(has_type(&d, "deal_cancelled"));
    }

    #[test]
    fn a_defenders_revoke_bars_him_and_the_taker_chooses() {
        let base = json!({"established": true, "offending_side": "defence", "non_offending_side_let_it_be_established": true, "points_illicitly_won": 5, "oudlers_illicitly_won": 1, "half_point_illicitly_won": false});
        let d = revoke(base.clone(), &[], None);
        assert_eq!(d.status, Status::AwaitingChoice);
        assert!(has(&d, json!({"type": "barred_from_bidding", "player": "offender", "deal": "next_deal"})));
        assert!(has(&d, json!({"type": "ruled_under", "kind": "tarot.ethics"})));
        let d = revoke(
            base.clone(),
            &[(ELECTION, "scored")],
            Some(json!({"contract": "prise", "taker_points": 46, "taker_oudlers": 1})),
        );
        // 46 + 5 = 51 with 2 oudlers: won by 10, (25 + 10) × 1 = 35, three times for the taker.
        let scored = d.rectifications.iter().find_map(|r| match r.as_tarot()? {
            Rectification::DealScored { score: Some(s), whatever_the_result: true } => Some(s.taker),
            _ => None,
        });
        assert_eq!(scored, Some(105));
        // The same count said lost: refused, the count says he won.
        let contradicted = crate::code::test_support::evaluate(
            &crate::code::test_support::incident(
                KIND.id,
                json!({"found_by": "players", "arbiter_called_at_once": true, "established": true, "offending_side": "defence", "non_offending_side_let_it_be_established": true, "points_illicitly_won": 5, "oudlers_illicitly_won": 1, "half_point_illicitly_won": false}),
                &[(ELECTION, "scored")],
                Some(json!({"contract": "prise", "taker_points": 46, "taker_oudlers": 1, "taker_wins": false})),
            ),
            &crate::code::test_support::FFT_DONNES_LIBRES,
        )
        .map(|_| ())
        .unwrap_err();
        assert_eq!(
            (contradicted.code, contradicted.pointer.as_str()),
            ("outcome_contradiction", "/outcome/taker_wins")
        );
        let d = revoke(base, &[(ELECTION, "not_scored")], None);
        assert!(has_type(&d, "deal_cancelled"));
    }
}
