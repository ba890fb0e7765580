//! Irregular plays kept in the play record, in the order they happened: a
//! lead out of turn (accepted or not), a card played out of turn (by a
//! defender, or by declarer from the wrong one of his two hands), a revoke
//! and its correction, cards withdrawn after a corrected revoke (62C),
//! cards exposed on the table, penalty cards picked up, and the lead
//! requirements and prohibitions the director or declarer imposed on a
//! defender (Laws 26, 50D2, 51B).
//!
//! The record's rows keep the cards that stayed in each trick; the
//! irregularities say what else happened and when. From both the engine
//! derives what became of each card taken back or exposed — back in its
//! player's hand, or a penalty card, major or minor — and so the penalty
//! cards on the table at the start of each trick and now.
//!
//! Which law says what becomes of the card:
//! - a defender's card exposed (not led or played): a penalty card (Law 50,
//!   first paragraph), minor or major by 50B;
//! - a defender's opening lead out of turn that declarer does not accept: a
//!   major penalty card (54D); a later lead out of turn by a defender, not
//!   accepted: major, a card exposed by deliberate play (50B2, whose example
//!   is precisely a lead out of turn);
//! - a defender's card played (not led) out of turn and not accepted: Law 57,
//!   which the seeds do not give — recorded, not ruled;
//! - a revoke corrected: the card withdrawn from a defender's hidden hand is
//!   a major penalty card (62B1); from declarer's or dummy's hand, or a
//!   defender's card already faced, it is replaced freely (62B2);
//! - a card withdrawn after a corrected revoke: freely by the non-offending
//!   side (62C1), a penalty card for a defender of the offending side (62C2),
//!   major because it was played deliberately (50B2);
//! - declarer's and dummy's cards are never penalty cards (Law 50, first
//!   paragraph, which speaks of a defender only): they go back to the hand;
//! - when a defender has two or more penalty cards, all are major, and stay
//!   so (50B2).
//!
//! A lead restriction concerns no card: it is checked against the lead of
//! its trick (the restricted defender must be the leader), and a lead that
//! fails it when he could comply is a revoke (61A), found with the others
//! ([`crate::bridge::revoke::all_revokes`]).
//!
//! An accepted lead out of turn sets the leader of its trick (for trick 1,
//! the record's opening leader must be that player). Within a trick, the
//! rows keep the cards in rotation from the leader: an accepted card played
//! out of turn does not change who won the trick.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::bridge::card::Suit;
use crate::bridge::card::{Card, Seat, Strain};
use crate::bridge::deal::Deal;
use crate::bridge::law61;
use crate::bridge::legal_plays::PenaltyCardInForce;
use crate::bridge::play::{PlayRecord, Trick, reconstruct_tricks};
use crate::bridge::record_error::RecordError;
use crate::bridge::rectification::{LeadOption, LeadRestrictionLasts, PenaltyCardKind};
use crate::bridge::{law50, law54, law62};
use crate::evaluate::Rule;
use crate::ruling::Citation;

/// The field name used in errors about the play.
const FIELD: &str = "Play";

/// Something irregular that happened during the play, as the play record
/// keeps it (`play.irregularities`, in the order it happened).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum IrregularPlay {
    /// A lead out of turn (Law 54 for the opening lead). When `accepted`,
    /// the card stayed led: the record's row shows it and its player led
    /// the trick. Otherwise the correct leader led, and the card went back
    /// to the hand (declarer's side) or became a penalty card (a defender).
    LeadOutOfTurn {
        /// The trick, from 1.
        trick: u8,
        /// Who led out of turn.
        seat: Seat,
        /// The card led, suit then rank (`SK`).
        card: Card,
        /// Whether the lead was accepted (Law 54B, 54C) and stood.
        accepted: bool,
    },
    /// A card played to a trick (not led) out of turn: by a defender before
    /// his turn, or by declarer from the wrong one of his two hands. When
    /// `accepted`, the row shows it.
    PlayedOutOfTurn {
        /// The trick, from 1.
        trick: u8,
        /// Whose card it is.
        seat: Seat,
        /// The card, suit then rank.
        card: Card,
        /// Whether the card stood in the trick.
        accepted: bool,
    },
    /// A revoke corrected before it was established (62A), or at the
    /// twelfth trick (62D): `card` was withdrawn and `replaced_by`, a card
    /// of the suit led, played instead (the row shows `replaced_by`).
    RevokeCorrected {
        /// The trick of the revoke, from 1.
        trick: u8,
        /// Who revoked.
        seat: Seat,
        /// The card of another suit that was withdrawn.
        card: Card,
        /// The card that replaced it, which the row shows.
        replaced_by: Card,
    },
    /// A card played after a revoke and withdrawn once the revoke was
    /// corrected (62C1 for the non-offending side, 62C2 for the offender's
    /// partner). Listed after the corrected revoke; the row shows the card
    /// played instead.
    WithdrawnAfterRevoke {
        /// The trick, from 1.
        trick: u8,
        /// Who withdrew the card.
        seat: Seat,
        /// The card withdrawn.
        card: Card,
    },
    /// A card exposed without being led or played: dropped face up, two
    /// cards played to one trick, a card named or shown (Law 50).
    Exposed {
        /// The trick being played (or about to be) when it happened, from 1.
        trick: u8,
        /// Whose card it is.
        seat: Seat,
        /// The card, suit then rank.
        card: Card,
        /// Whether it was exposed inadvertently (dropped, two cards at
        /// once); `false` for a deliberate exposure. A single card below
        /// honour rank exposed inadvertently is a minor penalty card (50B1).
        inadvertent: bool,
    },
    /// A penalty card picked up: declarer required or forbade its suit at
    /// the partner's lead (50D2(a)), or the director ruled it no penalty
    /// card (Law 50, first paragraph).
    PenaltyCardPickedUp {
        /// The trick at whose lead (or during which) it was picked up.
        trick: u8,
        /// Whose card it is.
        seat: Seat,
        /// The card, suit then rank.
        card: Card,
    },
    /// A lead requirement or prohibition imposed on a defender at his lead
    /// to `trick` (Law 26, or declarer's election under 50D2(a) / 51B): he
    /// must lead `suit` (`require`, at that lead), or may not (`forbid`,
    /// for as long as he keeps the lead when `lasts` says so). Listed before
    /// the lead it restricts; failing it when able is a revoke (61A).
    LeadRestricted {
        /// The trick whose lead it restricts, from 1.
        trick: u8,
        /// The defender on lead.
        seat: Seat,
        /// `require` or `forbid`.
        kind: LeadOption,
        /// The suit required or forbidden.
        suit: Suit,
        /// For a prohibition: whether it lasts while he keeps the lead
        /// (26B, 50D2(a)) or for that lead only. A requirement is for that
        /// lead only.
        lasts: LeadRestrictionLasts,
    },
}

impl IrregularPlay {
    /// The trick it happened at, from 1.
    pub fn trick(&self) -> u8 {
        match *self {
            IrregularPlay::LeadOutOfTurn { trick, .. }
            | IrregularPlay::PlayedOutOfTurn { trick, .. }
            | IrregularPlay::RevokeCorrected { trick, .. }
            | IrregularPlay::WithdrawnAfterRevoke { trick, .. }
            | IrregularPlay::Exposed { trick, .. }
            | IrregularPlay::PenaltyCardPickedUp { trick, .. }
            | IrregularPlay::LeadRestricted { trick, .. } => trick,
        }
    }

    /// The player it concerns.
    pub fn seat(&self) -> Seat {
        match *self {
            IrregularPlay::LeadOutOfTurn { seat, .. }
            | IrregularPlay::PlayedOutOfTurn { seat, .. }
            | IrregularPlay::RevokeCorrected { seat, .. }
            | IrregularPlay::WithdrawnAfterRevoke { seat, .. }
            | IrregularPlay::Exposed { seat, .. }
            | IrregularPlay::PenaltyCardPickedUp { seat, .. }
            | IrregularPlay::LeadRestricted { seat, .. } => seat,
        }
    }

    /// The card led, played, withdrawn, exposed or picked up; a lead
    /// restriction concerns none.
    pub fn card(&self) -> Option<Card> {
        match *self {
            IrregularPlay::LeadOutOfTurn { card, .. }
            | IrregularPlay::PlayedOutOfTurn { card, .. }
            | IrregularPlay::RevokeCorrected { card, .. }
            | IrregularPlay::WithdrawnAfterRevoke { card, .. }
            | IrregularPlay::Exposed { card, .. }
            | IrregularPlay::PenaltyCardPickedUp { card, .. } => Some(card),
            IrregularPlay::LeadRestricted { .. } => None,
        }
    }

    /// The leader an accepted lead out of turn gives its trick.
    pub fn accepted_leader(&self, trick: u8) -> Option<Seat> {
        match *self {
            IrregularPlay::LeadOutOfTurn { trick: t, seat, accepted: true, .. } if t == trick => Some(seat),
            _ => None,
        }
    }
}

/// What became of the card of an irregular play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum CardFate {
    /// It stayed in the trick (an accepted lead or play).
    Played,
    /// It became a major penalty card.
    MajorPenaltyCard,
    /// It became a minor penalty card.
    MinorPenaltyCard,
    /// It went back to its player's hand, with no penalty.
    BackInHand,
    /// It was a penalty card and was picked up.
    PickedUp,
    /// The law that rules it is not implemented (see `law_not_implemented`).
    NotRuled,
    /// The entry concerns no card: a lead restriction, checked against the
    /// lead it restricts.
    NoCard,
}

/// One irregular play of the record and what the engine derived from it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct IrregularPlayFinding {
    /// Its position in `play.irregularities`, from 1.
    pub number: usize,
    /// The irregularity as recorded.
    pub irregularity: IrregularPlay,
    /// What became of its card.
    pub fate: CardFate,
    /// The stable id of the rule that decides it, e.g. `ffb2017.law62.b1`
    /// (absent when the law is not implemented).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<String>,
    /// That rule's law and paragraph.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub citation: Option<Citation>,
    /// The law that would rule it, when it is not implemented (`57`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub law_not_implemented: Option<String>,
    /// The rule itself, to state `rule` and `citation` in the edition of
    /// the ruling that reads the record ([`IrregularPlayFinding::in_ruleset`]).
    #[serde(skip)]
    #[schema(ignore)]
    pub decided_by: Option<&'static Rule>,
}

impl IrregularPlayFinding {
    /// The finding as `ruleset` states its rule: a record read inside a
    /// ruling under the 2007 Laws cites them, not the default edition.
    pub fn in_ruleset(&mut self, ruleset: &crate::ruleset::Ruleset) {
        if let Some(rule) = self.decided_by {
            self.rule = Some(ruleset.rule_id(rule.id));
            self.citation = Some(rule.citation.citation_in(ruleset));
        }
    }
}

/// The play's irregularities followed through: each one's finding, the
/// penalty cards on the table when each trick began, and those on the table
/// now (after the last card of the record).
#[derive(Debug, Clone, PartialEq)]
pub struct IrregularityWalk {
    /// One finding per irregularity, in order.
    pub findings: Vec<IrregularPlayFinding>,
    /// For trick `n` (index `n - 1`), the penalty cards on the table before
    /// its lead; one entry per trick of the record, and one more for the
    /// trick to come when the last one is complete.
    pub penalty_cards_at_trick: Vec<Vec<PenaltyCardInForce>>,
    /// The penalty cards on the table after everything the record shows.
    pub penalty_cards_now: Vec<PenaltyCardInForce>,
    /// The lead restrictions the record carries, in order.
    pub lead_restrictions: Vec<RecordedLeadRestriction>,
}

/// The rule for a card of declarer's side: Law 50 speaks of defenders only.
const DECLARERS_SIDE: &Rule = &law50::NOT_DEFENDER;

fn finding(number: usize, irregularity: IrregularPlay, fate: CardFate, rule: &'static Rule) -> IrregularPlayFinding {
    IrregularPlayFinding {
        number,
        irregularity,
        fate,
        rule: Some(crate::ruleset::default_for(crate::catalogue::Game::Bridge).rule_id(rule.id)),
        citation: Some(rule.citation.citation()),
        law_not_implemented: None,
        decided_by: Some(rule),
    }
}

fn not_ruled(number: usize, irregularity: IrregularPlay, fate: CardFate, law: &str) -> IrregularPlayFinding {
    IrregularPlayFinding {
        number,
        irregularity,
        fate,
        rule: None,
        citation: None,
        law_not_implemented: Some(law.to_owned()),
        decided_by: None,
    }
}

fn error(number: usize, id: &'static str, irregularity: &IrregularPlay) -> RecordError {
    let error = RecordError::new(FIELD, id)
        .arg("index", number)
        .arg("trick", irregularity.trick())
        .arg("seat", irregularity.seat());
    match irregularity.card() {
        Some(card) => error.arg("card", card),
        None => error,
    }
}

/// A lead restriction the record carries, as the revoke finder reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RecordedLeadRestriction {
    /// The trick whose lead it restricts first, from 1.
    pub trick: u8,
    /// The defender it restricts.
    pub seat: Seat,
    /// `require` or `forbid`.
    pub kind: LeadOption,
    /// The suit.
    pub suit: Suit,
    /// How long a prohibition lasts.
    pub lasts: LeadRestrictionLasts,
    /// Whether it is declarer's election under 50D2(a) / 51B: its suit is
    /// that of a major penalty card the partner held at this lead. Otherwise
    /// it is a Law 26 restriction, after a withdrawn call.
    pub election: bool,
}

/// The penalty cards on the table, as they change.
struct Table {
    cards: Vec<PenaltyCardInForce>,
    /// The trick a 51B waiver was given for (`waived_this_trick` is set on
    /// the offender's cards for that trick only).
    waiver_trick: Option<usize>,
}

impl Table {
    fn add(&mut self, seat: Seat, card: Card, kind: PenaltyCardKind) -> PenaltyCardKind {
        if !self.cards.iter().any(|p| p.card == card) {
            self.cards.push(PenaltyCardInForce { seat, card, kind, waived_this_trick: false });
        }
        // 50B2: two or more penalty cards of one defender are all major,
        // and stay so.
        if self.cards.iter().filter(|p| p.seat == seat).count() >= 2 {
            for p in self.cards.iter_mut().filter(|p| p.seat == seat) {
                p.kind = PenaltyCardKind::Major;
            }
        }
        self.cards.iter().find(|p| p.card == card).map_or(kind, |p| p.kind)
    }

    fn remove(&mut self, card: Card) {
        self.cards.retain(|p| p.card != card);
    }

    /// Takes off the table the penalty cards played to `trick`.
    fn played(&mut self, trick: Option<&Trick>) {
        if let Some(trick) = trick {
            self.cards.retain(|p| trick.card_of(p.seat) != Some(p.card));
        }
    }
}

fn fate_of(kind: PenaltyCardKind) -> CardFate {
    match kind {
        PenaltyCardKind::Major => CardFate::MajorPenaltyCard,
        PenaltyCardKind::Minor => CardFate::MinorPenaltyCard,
    }
}

/// Checks `play`'s irregularities against its rows and `deal`, and follows
/// them through (see the module documentation). `tricks` are the rows
/// rebuilt by [`reconstruct_tricks`]; `declarer` is needed as soon as there
/// is any irregularity, to tell a defender's card from declarer's.
///
/// # Errors
/// A [`RecordError`] on `Play` naming the irregularity (its number from 1),
/// its trick, seat and card, when it cannot have happened as recorded: out
/// of the order of play or outside the play, a card its player no longer
/// held, a lead or play said accepted that the row does not show, a lead
/// that was in turn, a revoke that followed suit or whose correction the row
/// does not show, a card withdrawn after no corrected revoke, or a penalty
/// card picked up that was not on the table.
pub fn walk(
    deal: Option<&Deal>,
    declarer: Option<Seat>,
    play: &PlayRecord,
    tricks: &[Trick],
) -> Result<IrregularityWalk, RecordError> {
    let mut table = Table { cards: Vec::new(), waiver_trick: None };
    let mut findings = Vec::with_capacity(play.irregularities.len());
    let mut restrictions = Vec::new();
    // Penalty cards picked up by declarer's election at a lead (50D2(a)).
    let mut picked_up_by_election: Vec<(u8, Card)> = Vec::new();
    // Major penalty cards picked up by an entry of their own: (trick, seat, card).
    let mut picked_up_majors: Vec<(u8, Seat, Card)> = Vec::new();
    let mut at_trick: Vec<Vec<PenaltyCardInForce>> = Vec::new();
    let mut previous_trick = 1u8;
    // The last corrected revoke: (trick, offender), for 62C.
    let mut last_revoke: Option<(u8, Seat)> = None;
    // The latest position in the trick (0 for the leader) of a non-offender
    // who withdrew a card since that revoke, if any did (62C2).
    let mut non_offender_withdrew: Option<usize> = None;
    // The last trick an irregularity can belong to: the one in progress, or
    // the next one when the last trick of the record is complete.
    let last_open = tricks.last().is_some_and(|t| !t.is_complete()) || tricks.len() >= 13;
    let upto = if last_open { tricks.len() } else { tricks.len() + 1 }.max(1);
    let max_trick = u8::try_from(upto).unwrap_or(13);
    // The tricks whose start has been recorded in `at_trick`, and those
    // whose cards have been taken off the table.
    let (mut started, mut cleared) = (0usize, 0usize);
    // Brings the table to trick `t`: the starts of the tricks before it
    // recorded, their cards played off the table, and with `with_start`
    // the start of `t` itself. An event before the lead of `t` (a lead out
    // of turn, a card picked up at the lead) comes in between, so that the
    // start of `t` shows it.
    let mut reach = |table: &mut Table, at_trick: &mut Vec<Vec<PenaltyCardInForce>>, t: usize, with_start: bool| {
        let last_start = if with_start { t } else { t - 1 };
        while started < last_start {
            while cleared < started {
                table.played(tricks.get(cleared));
                cleared += 1;
            }
            // A 51B waiver lasts for its trick only.
            if table.waiver_trick.is_some_and(|w| w <= started) {
                table.waiver_trick = None;
                for p in &mut table.cards {
                    p.waived_this_trick = false;
                }
            }
            at_trick.push(table.cards.clone());
            started += 1;
        }
        while cleared + 1 < t {
            table.played(tricks.get(cleared));
            cleared += 1;
        }
    };
    for (i, irregularity) in play.irregularities.iter().enumerate() {
        let number = i + 1;
        let err = |id| error(number, id, irregularity);
        let Some(declarer) = declarer else { return Err(err("record-irregular-no-declarer")) };
        let (trick, seat) = (irregularity.trick(), irregularity.seat());
        if trick == 0 || trick > max_trick {
            return Err(err("record-irregular-trick-outside").arg("max", max_trick));
        }
        if trick < previous_trick {
            return Err(err("record-irregular-order").arg("previous", previous_trick));
        }
        previous_trick = trick;
        let Some(card) = irregularity.card() else {
            // A lead restriction: on a defender, who leads its trick.
            let IrregularPlay::LeadRestricted { kind, suit, lasts, .. } = *irregularity else { continue };
            if seat == declarer || seat == declarer.partner() {
                return Err(err("record-irregular-restriction-not-defender"));
            }
            // The trick's leader; for the trick still to come, the winner
            // of the one before.
            let leader = if trick == 1 {
                Some(play.opening_leader)
            } else {
                tricks
                    .get(usize::from(trick - 1))
                    .map(|t| t.leader)
                    .or_else(|| tricks.get(usize::from(trick - 2)).and_then(|t| t.winner))
            };
            if leader.is_some_and(|l| l != seat) {
                return Err(err("record-irregular-restriction-not-leader"));
            }
            // Declarer's requirement or prohibition of the suit of the
            // partner's major penalty cards is his election under 50D2(a)
            // (51B for several): the cards of that suit are no longer
            // penalty cards and are picked up, and the offender plays any
            // legal card to this trick. No entry is needed for it.
            reach(&mut table, &mut at_trick, usize::from(trick), false);
            let offender = seat.partner();
            let elected: Vec<Card> = table
                .cards
                .iter()
                .filter(|p| p.seat == offender && p.kind == PenaltyCardKind::Major && p.card.suit == suit)
                .map(|p| p.card)
                .collect();
            // A card of that suit picked up by an entry of its own at this
            // lead was declarer's election too.
            let election = !elected.is_empty()
                || picked_up_majors.iter().any(|(t, s, c)| *t == trick && *s == offender && c.suit == suit);
            restrictions.push(RecordedLeadRestriction { trick, seat, kind, suit, lasts, election });
            if !elected.is_empty() {
                for card in &elected {
                    table.remove(*card);
                    picked_up_by_election.push((trick, *card));
                }
                for p in table.cards.iter_mut().filter(|p| p.seat == offender) {
                    p.waived_this_trick = true;
                }
                table.waiver_trick = Some(usize::from(trick));
            }
            findings.push(finding(number, *irregularity, CardFate::NoCard, &law61::A_DEFINITION));
            continue;
        };
        let before_lead =
            matches!(irregularity, IrregularPlay::LeadOutOfTurn { .. } | IrregularPlay::PenaltyCardPickedUp { .. });
        reach(&mut table, &mut at_trick, usize::from(trick), !before_lead);
        // Penalty cards played at earlier tricks have left the table; those
        // played to this trick stay on it until the trick is over.
        let index = usize::from(trick - 1);
        let row_card = tricks.get(index).and_then(|t| t.card_of(seat));
        let played_before = tricks[..index.min(tricks.len())].iter().any(|t| t.card_of(seat) == Some(card));
        let not_held = match deal {
            Some(deal) => match deal.holder(card) {
                Some(holder) => holder != seat,
                None => deal.is_known(seat),
            },
            None => false,
        };
        if not_held || played_before {
            return Err(err("record-irregular-card-not-held"));
        }
        let defender = seat != declarer && seat != declarer.partner();
        let trick_leader = tricks.get(index).map(|t| t.leader);
        let led = tricks.get(index).and_then(|t| t.cards.first()).map(|(_, c)| c.suit);
        let found = match *irregularity {
            IrregularPlay::LeadOutOfTurn { accepted, .. } => {
                // The leader the laws name: declarer's left-hand opponent at
                // trick 1, the winner of the trick before afterwards.
                let in_turn =
                    if trick == 1 { Some(declarer.next()) } else { tricks.get(index - 1).and_then(|t| t.winner) };
                if in_turn == Some(seat) {
                    return Err(err("record-irregular-lead-in-turn"));
                }
                if accepted {
                    // 54E: an opening lead by declarer's side is Law 24's,
                    // the card taken back; it cannot stand.
                    if trick == 1 && !defender {
                        return Err(err("record-irregular-declarers-side-lead-accepted"));
                    }
                    if trick_leader.is_some_and(|l| l != seat) || (trick == 1 && play.opening_leader != seat) {
                        return Err(err("record-irregular-accepted-not-led"));
                    }
                    // The card stood: the row must show it, or the trick's
                    // leader would be unknown.
                    if row_card != Some(card) {
                        return Err(err("record-irregular-accepted-not-shown"));
                    }
                    if trick == 1 && defender {
                        finding(number, *irregularity, CardFate::Played, &law54::B_ACCEPT)
                    } else {
                        // Laws 53 (a defender's) and 55 (declarer's) are not
                        // in the seeds: the card stood, the law is named.
                        not_ruled(number, *irregularity, CardFate::Played, if defender { "53" } else { "55" })
                    }
                } else {
                    if trick == 1 && play.opening_leader == seat {
                        return Err(err("record-irregular-refused-but-led"));
                    }
                    if !defender {
                        let rule = if trick == 1 { &law54::E_DECLARERS_SIDE } else { DECLARERS_SIDE };
                        finding(number, *irregularity, CardFate::BackInHand, rule)
                    } else {
                        let kind = table.add(seat, card, PenaltyCardKind::Major);
                        let rule = if trick == 1 { &law54::D_REFUSE } else { &law50::B2_DELIBERATE };
                        finding(number, *irregularity, fate_of(kind), rule)
                    }
                }
            }
            IrregularPlay::PlayedOutOfTurn { accepted, .. } => {
                if accepted {
                    if row_card != Some(card) {
                        return Err(err("record-irregular-accepted-not-shown"));
                    }
                    not_ruled(number, *irregularity, CardFate::Played, "57")
                } else if !defender {
                    finding(number, *irregularity, CardFate::BackInHand, DECLARERS_SIDE)
                } else {
                    // Law 57 (premature play) decides it; the seeds do not
                    // give it, so the card is recorded, not ruled.
                    not_ruled(number, *irregularity, CardFate::NotRuled, "57")
                }
            }
            IrregularPlay::RevokeCorrected { replaced_by, .. } => {
                // Following suit is a revoke only when a card was required
                // (61A): a penalty card to play (50D1(a)) or one that
                // restricts the suit (50C). Otherwise it was no revoke.
                let owes_a_card = table.cards.iter().any(|p| p.seat == seat);
                if led.is_some_and(|suit| card.suit == suit) && trick_leader != Some(seat) && !owes_a_card {
                    return Err(err("record-irregular-not-a-revoke"));
                }
                if row_card != Some(replaced_by) {
                    return Err(err("record-irregular-correction-not-shown").arg("replaced_by", replaced_by));
                }
                last_revoke = Some((trick, seat));
                non_offender_withdrew = None;
                if !defender {
                    finding(number, *irregularity, CardFate::BackInHand, &law62::B2_REPLACED_FREELY)
                } else if let Some(faced) = table.cards.iter().find(|p| p.card == card) {
                    // A defender's card already faced (a penalty card he
                    // played in revoking): replaced with no further
                    // consequence, so it stays what it was, a penalty card.
                    finding(number, *irregularity, fate_of(faced.kind), &law62::B2_REPLACED_FREELY)
                } else {
                    let kind = table.add(seat, card, PenaltyCardKind::Major);
                    finding(number, *irregularity, fate_of(kind), &law62::B1_DEFENDER_PENALTY)
                }
            }
            IrregularPlay::WithdrawnAfterRevoke { .. } => {
                let Some((revoke_trick, offender)) = last_revoke.filter(|(t, _)| trick <= t + 1) else {
                    return Err(err("record-irregular-withdrawn-without-revoke"));
                };
                // 62C1: only a card played after the revoke: later in the
                // revoke trick, or at the next trick by a non-offender (the
                // offending side's play there would have established it).
                let position = |who: Seat| trick_leader.map_or(0, |l| (who.index() + 4 - l.index()) % 4);
                let after_revoke = if trick == revoke_trick {
                    seat != offender && position(seat) > position(offender)
                } else {
                    seat.side() != offender.side()
                };
                if !after_revoke {
                    return Err(err("record-irregular-withdrawn-not-after-revoke"));
                }
                if row_card == Some(card) {
                    return Err(err("record-irregular-withdrawn-still-shown"));
                }
                if seat.side() != offender.side() {
                    non_offender_withdrew = non_offender_withdrew.max(Some(position(seat)));
                    finding(number, *irregularity, CardFate::BackInHand, &law62::C_LATER_CARDS)
                } else if non_offender_withdrew.is_none_or(|p| position(seat) < p) {
                    // 62C2: the offending side's player after a non-offender
                    // who withdrew may withdraw his card, not before.
                    return Err(err("record-irregular-withdrawn-too-soon"));
                } else if !defender {
                    finding(number, *irregularity, CardFate::BackInHand, &law62::C2_OFFENDERS_PARTNER)
                } else {
                    let kind = table.add(seat, card, PenaltyCardKind::Major);
                    finding(number, *irregularity, fate_of(kind), &law62::C2_OFFENDERS_PARTNER)
                }
            }
            IrregularPlay::Exposed { inadvertent, .. } => {
                if !defender {
                    finding(number, *irregularity, CardFate::BackInHand, DECLARERS_SIDE)
                } else {
                    let minor = inadvertent && !card.rank.is_honour();
                    let kind =
                        table.add(seat, card, if minor { PenaltyCardKind::Minor } else { PenaltyCardKind::Major });
                    let rule = if kind == PenaltyCardKind::Minor {
                        &law50::B1_MINOR
                    } else if table.cards.iter().filter(|p| p.seat == seat).count() >= 2 {
                        &law50::B2_SEVERAL
                    } else if card.rank.is_honour() {
                        &law50::B2_HONOUR
                    } else {
                        &law50::B2_DELIBERATE
                    };
                    finding(number, *irregularity, fate_of(kind), rule)
                }
            }
            // Handled before the card checks.
            IrregularPlay::LeadRestricted { .. } => continue,
            IrregularPlay::PenaltyCardPickedUp { .. } => {
                // Already picked up by declarer's election at this lead: the
                // entry only says so again.
                if picked_up_by_election.contains(&(trick, card)) {
                    findings.push(finding(number, *irregularity, CardFate::PickedUp, &law50::D2));
                    continue;
                }
                let Some(on_table) = table.cards.iter().find(|p| p.card == card && p.seat == seat).copied() else {
                    return Err(err("record-irregular-not-penalty-card"));
                };
                table.remove(card);
                if on_table.kind == PenaltyCardKind::Major {
                    picked_up_majors.push((trick, seat, card));
                }
                // 51B: once declarer has elected at the partner's lead, the
                // offender's other penalty cards stay on the table but he
                // plays any legal card to this trick.
                if on_table.kind == PenaltyCardKind::Major {
                    for p in table.cards.iter_mut().filter(|p| p.seat == seat) {
                        p.waived_this_trick = true;
                    }
                    table.waiver_trick = Some(usize::from(trick));
                }
                // A major card is picked up on declarer's election at the
                // partner's lead (50D2(a), 51B); any other pick-up is the
                // director deciding it is no penalty card (Law 50, first
                // paragraph).
                let rule = if on_table.kind == PenaltyCardKind::Major { &law50::D2 } else { &law50::PENALTY_CARD };
                finding(number, *irregularity, CardFate::PickedUp, rule)
            }
        };
        findings.push(found);
    }
    // The start of every trick of the record, and of the next one; then
    // every card played is off the table.
    reach(&mut table, &mut at_trick, upto, true);
    for trick in tricks.iter().skip(cleared) {
        table.played(Some(trick));
    }
    Ok(IrregularityWalk {
        findings,
        penalty_cards_at_trick: at_trick,
        penalty_cards_now: table.cards,
        lead_restrictions: restrictions,
    })
}

/// [`walk`] for a whole play: rebuilds the tricks first.
///
/// # Errors
/// As [`reconstruct_tricks`] and [`walk`].
pub fn walk_play(
    deal: Option<&Deal>,
    declarer: Option<Seat>,
    strain: Strain,
    play: &PlayRecord,
) -> Result<IrregularityWalk, RecordError> {
    let tricks = reconstruct_tricks(deal, strain, play)?;
    walk(deal, declarer, play, &tricks)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::bridge::deal_record::DealRecord;
    use crate::bridge::pbn::parse_pbn_board;

    /// A real board (5HX by South, West leads), seven tricks recorded, the
    /// last one incomplete. By seat: N .63.AKQ987.A9732, E A8654.KQ5.T.QJT6,
    /// S J973.J98742.3.K4, W KQT2.AT.J6542.85.
    /// T1 W SK N H3 E S4 S S3 (N ruffs); T2 N C2 E C6 S CK W C5;
    /// T3 S S7 W S2 N H6 E S5; T4 N CA E CT S C4 W C8; T5 N DA E DT S D3 W D2;
    /// T6 N DK E H5 S H7 W D4 (S overruffs); T7 S H2.
    const BOARD: &str = r#"[Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]
[Dealer "N"]
[Declarer "S"]
[Contract "5HX"]
[Play "W"]
SK H3 S4 S3
C5 C2 C6 CK
S2 H6 S5 S7
C8 CA CT C4
D2 DA DT D3
D4 DK H5 H7
-  -  -  H2
*
"#;

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    fn record(irregularities: Vec<IrregularPlay>) -> Result<DealRecord, RecordError> {
        record_led_by(Seat::W, irregularities)
    }

    fn record_led_by(leader: Seat, irregularities: Vec<IrregularPlay>) -> Result<DealRecord, RecordError> {
        let mut deal = DealRecord::from_pbn(&parse_pbn_board(BOARD, None).unwrap()).unwrap();
        let play = deal.play.as_mut().unwrap();
        play.opening_leader = leader;
        play.irregularities = irregularities;
        deal.validated()
    }

    fn walked(irregularities: Vec<IrregularPlay>) -> IrregularityWalk {
        let deal = record(irregularities).unwrap();
        walk_play(deal.deal.as_ref(), deal.declarer, Strain::Hearts, deal.play.as_ref().unwrap()).unwrap()
    }

    fn exposed(trick: u8, seat: Seat, c: &str, inadvertent: bool) -> IrregularPlay {
        IrregularPlay::Exposed { trick, seat, card: card(c), inadvertent }
    }

    fn penalty(seat: Seat, c: &str, kind: PenaltyCardKind) -> PenaltyCardInForce {
        PenaltyCardInForce { seat, card: card(c), kind, waived_this_trick: false }
    }

    fn error_of(irregularities: Vec<IrregularPlay>) -> &'static str {
        record(irregularities).unwrap_err().message_id
    }

    #[test]
    fn a_single_small_card_dropped_by_a_defender_is_a_minor_penalty_card_until_played() {
        let walk = walked(vec![exposed(2, Seat::W, "D6", true)]);
        assert_eq!(walk.findings[0].fate, CardFate::MinorPenaltyCard);
        assert_eq!(walk.findings[0].rule.as_deref(), Some("ffb2017.law50.b1"));
        // On the table from trick 3 on (it happened during trick 2), and now.
        assert!(walk.penalty_cards_at_trick[1].is_empty());
        assert_eq!(walk.penalty_cards_at_trick[2], vec![penalty(Seat::W, "D6", PenaltyCardKind::Minor)]);
        assert_eq!(walk.penalty_cards_now, vec![penalty(Seat::W, "D6", PenaltyCardKind::Minor)]);
    }

    #[test]
    fn an_honour_or_a_deliberate_exposure_is_major() {
        let walk = walked(vec![exposed(2, Seat::W, "DJ", true)]);
        assert_eq!(walk.findings[0].fate, CardFate::MajorPenaltyCard);
        assert_eq!(walk.findings[0].rule.as_deref(), Some("ffb2017.law50.b2.honour"));
        let walk = walked(vec![exposed(2, Seat::W, "D6", false)]);
        assert_eq!(walk.findings[0].fate, CardFate::MajorPenaltyCard);
        assert_eq!(walk.findings[0].rule.as_deref(), Some("ffb2017.law50.b2.deliberate"));
    }

    #[test]
    fn a_second_penalty_card_makes_both_major_and_they_stay_so() {
        let walk = walked(vec![exposed(2, Seat::W, "D6", true), exposed(3, Seat::W, "D5", true)]);
        assert_eq!(walk.findings[1].fate, CardFate::MajorPenaltyCard);
        assert_eq!(walk.findings[1].rule.as_deref(), Some("ffb2017.law50.b2.several"));
        assert_eq!(walk.penalty_cards_at_trick[2], vec![penalty(Seat::W, "D6", PenaltyCardKind::Minor)]);
        assert_eq!(
            walk.penalty_cards_at_trick[3],
            vec![penalty(Seat::W, "D6", PenaltyCardKind::Major), penalty(Seat::W, "D5", PenaltyCardKind::Major)]
        );
        // After one is picked up, the other is still major (50B2).
        let walk = walked(vec![
            exposed(2, Seat::W, "D6", true),
            exposed(3, Seat::W, "D5", true),
            IrregularPlay::PenaltyCardPickedUp { trick: 4, seat: Seat::W, card: card("D5") },
        ]);
        assert_eq!(
            (walk.findings[2].fate, walk.findings[2].rule.as_deref()),
            (CardFate::PickedUp, Some("ffb2017.law50.d2"))
        );
        assert_eq!(walk.penalty_cards_now, vec![penalty(Seat::W, "D6", PenaltyCardKind::Major)]);
    }

    #[test]
    fn a_penalty_card_played_leaves_the_table() {
        // East drops the C6 during trick 2 and plays it to that trick.
        let walk = walked(vec![exposed(2, Seat::E, "C6", true)]);
        assert_eq!(walk.findings[0].fate, CardFate::MinorPenaltyCard);
        assert!(walk.penalty_cards_at_trick[2].is_empty());
        assert!(walk.penalty_cards_now.is_empty());
    }

    #[test]
    fn declarers_and_dummys_cards_are_never_penalty_cards() {
        let walk = walked(vec![exposed(2, Seat::S, "H9", true), exposed(3, Seat::N, "D9", false)]);
        assert!(walk.findings.iter().all(|f| f.fate == CardFate::BackInHand));
        assert_eq!(walk.findings[0].rule.as_deref(), Some("ffb2017.law50.declarer_or_dummy"));
        assert!(walk.penalty_cards_now.is_empty());
    }

    #[test]
    fn a_refused_opening_lead_out_of_turn_by_a_defender_is_a_major_penalty_card() {
        let lead = IrregularPlay::LeadOutOfTurn { trick: 1, seat: Seat::E, card: card("SA"), accepted: false };
        let walk = walked(vec![lead]);
        assert_eq!(walk.findings[0].fate, CardFate::MajorPenaltyCard);
        assert_eq!(walk.findings[0].rule.as_deref(), Some("ffb2017.law54.d"));
        // On the table before West's lead to trick 1 (50D2 applies there),
        // and still there: East never played it.
        assert_eq!(walk.penalty_cards_at_trick[0], vec![penalty(Seat::E, "SA", PenaltyCardKind::Major)]);
        assert_eq!(walk.penalty_cards_now, vec![penalty(Seat::E, "SA", PenaltyCardKind::Major)]);
        // A later lead out of turn by a defender, refused: major too (50B2).
        let lead = IrregularPlay::LeadOutOfTurn { trick: 3, seat: Seat::E, card: card("SA"), accepted: false };
        let walk = walked(vec![lead]);
        assert_eq!(walk.findings[0].rule.as_deref(), Some("ffb2017.law50.b2.deliberate"));
        // Dummy's lead out of turn goes back to the hand (54E at trick 1).
        let lead = IrregularPlay::LeadOutOfTurn { trick: 1, seat: Seat::N, card: card("DA"), accepted: false };
        let walk = walked(vec![lead]);
        assert_eq!(
            (walk.findings[0].fate, walk.findings[0].rule.as_deref()),
            (CardFate::BackInHand, Some("ffb2017.law54.e"))
        );
    }

    fn restricted(seat: Seat, kind: LeadOption, suit: char) -> IrregularPlay {
        IrregularPlay::LeadRestricted {
            trick: 1,
            seat,
            kind,
            suit: Suit::from_char(suit).unwrap(),
            lasts: LeadRestrictionLasts::WhilePartnerRetainsLead,
        }
    }

    #[test]
    fn a_lead_that_fails_a_recorded_restriction_when_able_is_a_revoke_61a() {
        // West leads the SK to trick 1, holding the C8 and C5.
        let required_clubs = record_revokes(vec![restricted(Seat::W, LeadOption::Require, 'C')]);
        assert_eq!(required_clubs.len(), 1, "{required_clubs:?}");
        let revoke = &required_clubs[0];
        assert_eq!((revoke.trick, revoke.seat, revoke.card), (1, Seat::W, card("SK")));
        assert_eq!(revoke.held, vec![card("C8"), card("C5")]);
        assert!(revoke.established_by_play);
        assert_eq!(revoke.lead_restriction_failed.map(|f| f.kind), Some(LeadOption::Require));
        // Spades required, or hearts forbidden: the SK complies.
        assert!(record_revokes(vec![restricted(Seat::W, LeadOption::Require, 'S')]).is_empty());
        assert!(record_revokes(vec![restricted(Seat::W, LeadOption::Forbid, 'H')]).is_empty());
        // Spades forbidden: he had other suits, so the SK is a revoke.
        assert_eq!(record_revokes(vec![restricted(Seat::W, LeadOption::Forbid, 'S')]).len(), 1);
        // The entry itself concerns no card, and says the law that makes a
        // failure a revoke.
        let walk = walked(vec![restricted(Seat::W, LeadOption::Require, 'C')]);
        assert_eq!(
            (walk.findings[0].fate, walk.findings[0].rule.as_deref()),
            (CardFate::NoCard, Some("ffb2017.law61.a"))
        );
        assert_eq!(walk.lead_restrictions.len(), 1);
    }

    #[test]
    fn the_legal_plays_at_a_lead_follow_the_restriction_the_record_carries() {
        use crate::bridge::legal_plays::from_record;
        // Before the opening lead: West must lead a club, his C8 or C5.
        let mut deal = DealRecord::from_pbn(&parse_pbn_board(BOARD, None).unwrap()).unwrap();
        let play = deal.play.as_mut().unwrap();
        play.rows.clear();
        play.line_of_row.clear();
        play.irregularities = vec![restricted(Seat::W, LeadOption::Require, 'C')];
        let deal = deal.validated().unwrap();
        let plays = from_record(&deal, None, &[], &[]).unwrap();
        assert_eq!(plays.may_play, vec![card("C8"), card("C5")]);
        // No penalty card: a Law 26 restriction, cited as such.
        assert_eq!(plays.reasons.last().map(|r| r.rule.as_str()), Some("ffb2017.lead_restriction.law26.require"));
        assert_eq!(plays.reasons.last().map(|r| r.citation.law.as_str()), Some("26"));
        // Forbidden hearts instead: everything but his HA and HT.
        let mut deal = deal;
        deal.play.as_mut().unwrap().irregularities = vec![restricted(Seat::W, LeadOption::Forbid, 'H')];
        let plays = from_record(&deal, None, &[], &[]).unwrap();
        assert_eq!(plays.may_play.len(), 11);
        assert!(!plays.may_play.contains(&card("HA")));
    }

    #[test]
    fn a_lead_restriction_binds_the_defender_who_leads_its_trick() {
        assert_eq!(
            error_of(vec![restricted(Seat::N, LeadOption::Require, 'C')]),
            "record-irregular-restriction-not-defender"
        );
        assert_eq!(
            error_of(vec![restricted(Seat::E, LeadOption::Require, 'C')]),
            "record-irregular-restriction-not-leader"
        );
        // At the trick still to come, only its leader, the winner of the
        // last trick, can be restricted: West won trick 1 with the CA.
        let record = |seat: &str| {
            let json = serde_json::json!({
                "board": 1, "dealer": "N", "vulnerable": "None", "contract": "3NT", "declarer": "S",
                "deal": {"N": ["SA", "SK", "SQ", "SJ", "HA", "HK", "HQ", "DA", "DK", "DQ", "CK", "CQ", "C5"],
                         "E": ["ST", "S9", "S8", "HJ", "HT", "H9", "H8", "DJ", "DT", "D9", "CJ", "CT", "C9"],
                         "S": ["S7", "S6", "S5", "H7", "H6", "H5", "D8", "D7", "D6", "D5", "C8", "C7", "C6"],
                         "W": ["S4", "S3", "S2", "H4", "H3", "H2", "D4", "D3", "D2", "CA", "C4", "C3", "C2"]},
                "play": {"opening_leader": "W", "rows": [["C5", "C9", "C6", "CA"]],
                         "irregularities": [{"type": "lead_restricted", "trick": 2, "seat": seat, "kind": "forbid",
                                             "suit": "D", "lasts": "while_partner_retains_lead"}]}
            });
            // The JSON record is checked as it is read.
            serde_json::from_value::<DealRecord>(json).map_err(|e| e.to_string())
        };
        assert!(record("W").is_ok());
        let refused = record("E").unwrap_err();
        assert!(refused.contains("restriction on East is for trick 2"), "{refused}");
    }

    #[test]
    fn an_accepted_opening_lead_out_of_turn_needs_its_player_as_opening_leader() {
        // East leads the S4 out of turn and declarer accepts it: the same
        // cards, East leading.
        let lead = IrregularPlay::LeadOutOfTurn { trick: 1, seat: Seat::E, card: card("S4"), accepted: true };
        let deal = record_led_by(Seat::E, vec![lead]).unwrap();
        let walk = walk_play(deal.deal.as_ref(), deal.declarer, Strain::Hearts, deal.play.as_ref().unwrap()).unwrap();
        assert_eq!(
            (walk.findings[0].fate, walk.findings[0].rule.as_deref()),
            (CardFate::Played, Some("ffb2017.law54.b"))
        );
        assert_eq!(error_of(vec![lead]), "record-irregular-accepted-not-led");
        // 54E: an opening lead by declarer's side cannot stand.
        let dummy = IrregularPlay::LeadOutOfTurn { trick: 1, seat: Seat::N, card: card("H3"), accepted: true };
        assert_eq!(
            record_led_by(Seat::N, vec![dummy]).unwrap_err().message_id,
            "record-irregular-declarers-side-lead-accepted"
        );
        // A refused lead whose player still leads trick 1 cannot be.
        let refused = IrregularPlay::LeadOutOfTurn { trick: 1, seat: Seat::E, card: card("S4"), accepted: false };
        assert_eq!(record_led_by(Seat::E, vec![refused]).unwrap_err().message_id, "record-irregular-refused-but-led");
    }

    #[test]
    fn an_accepted_later_lead_out_of_turn_sets_the_tricks_leader() {
        // South won trick 2; West leads the S2 to trick 3 and it stands.
        let lead = IrregularPlay::LeadOutOfTurn { trick: 3, seat: Seat::W, card: card("S2"), accepted: true };
        let deal = record(vec![lead]).unwrap();
        let tricks = reconstruct_tricks(deal.deal.as_ref(), Strain::Hearts, deal.play.as_ref().unwrap()).unwrap();
        assert_eq!(tricks[2].leader, Seat::W);
        assert_eq!(tricks[2].cards[0], (Seat::W, card("S2")));
        let walk = walk_play(deal.deal.as_ref(), deal.declarer, Strain::Hearts, deal.play.as_ref().unwrap()).unwrap();
        assert_eq!(walk.findings[0].law_not_implemented.as_deref(), Some("53"));
        // The player on lead cannot lead out of turn.
        let in_turn = IrregularPlay::LeadOutOfTurn { trick: 3, seat: Seat::S, card: card("S7"), accepted: true };
        assert_eq!(error_of(vec![in_turn]), "record-irregular-lead-in-turn");
        let in_turn = IrregularPlay::LeadOutOfTurn { trick: 1, seat: Seat::W, card: card("SK"), accepted: false };
        assert_eq!(error_of(vec![in_turn]), "record-irregular-lead-in-turn");
    }

    #[test]
    fn a_corrected_revoke_by_a_defender_leaves_a_major_penalty_card_played_later() {
        // Trick 2, clubs led: East first plays the H5, then corrects with the
        // C6; the H5 is a major penalty card until he ruffs with it at trick 6.
        let revoke =
            IrregularPlay::RevokeCorrected { trick: 2, seat: Seat::E, card: card("H5"), replaced_by: card("C6") };
        let walk = walked(vec![revoke]);
        assert_eq!(
            (walk.findings[0].fate, walk.findings[0].rule.as_deref()),
            (CardFate::MajorPenaltyCard, Some("ffb2017.law62.b1"))
        );
        for trick in 3..=6 {
            assert_eq!(walk.penalty_cards_at_trick[trick - 1], vec![penalty(Seat::E, "H5", PenaltyCardKind::Major)]);
        }
        assert!(walk.penalty_cards_at_trick[6].is_empty());
        // Declarer's corrected revoke: replaced freely (62B2).
        let revoke =
            IrregularPlay::RevokeCorrected { trick: 2, seat: Seat::S, card: card("S9"), replaced_by: card("CK") };
        assert_eq!(walked(vec![revoke]).findings[0].rule.as_deref(), Some("ffb2017.law62.b2"));
    }

    #[test]
    fn a_penalty_card_not_played_when_due_is_a_revoke_even_in_the_suit_led() {
        // West's C8, deliberately exposed at trick 1, is a major penalty
        // card. At trick 2 (clubs led) he plays the C5 instead of it (61A: a
        // card the law requires), then corrects with the C8... which the row
        // would then show. Here the row shows the C5: the record says he
        // first played the C8 and replaced it. Played from the table, the C8
        // was faced: 62B2, and it stays the penalty card it was.
        let exposed = exposed(1, Seat::W, "C8", false);
        let revoke =
            IrregularPlay::RevokeCorrected { trick: 2, seat: Seat::W, card: card("C8"), replaced_by: card("C5") };
        let walk = walked(vec![exposed, revoke]);
        assert_eq!(walk.findings[1].rule.as_deref(), Some("ffb2017.law62.b2"));
        assert_eq!(walk.findings[1].fate, CardFate::MajorPenaltyCard);
        assert_eq!(walk.penalty_cards_at_trick[2], vec![penalty(Seat::W, "C8", PenaltyCardKind::Major)]);
        // Without a penalty card, a card of the suit led was no revoke.
        let revoke =
            IrregularPlay::RevokeCorrected { trick: 2, seat: Seat::W, card: card("C8"), replaced_by: card("C5") };
        assert_eq!(error_of(vec![revoke]), "record-irregular-not-a-revoke");
    }

    /// Every revoke in the board with `irregularities` (it has no failure to
    /// follow suit: all are of 61A's second kind).
    fn record_revokes(irregularities: Vec<IrregularPlay>) -> Vec<crate::bridge::revoke::FoundRevoke> {
        let deal = record(irregularities).unwrap();
        let play = deal.play.as_ref().unwrap();
        let tricks = reconstruct_tricks(deal.deal.as_ref(), Strain::Hearts, play).unwrap();
        let walk = walk(deal.deal.as_ref(), deal.declarer, play, &tricks).unwrap();
        crate::bridge::revoke::all_revokes(
            deal.deal.as_ref().unwrap(),
            Seat::S,
            &tricks,
            &walk.penalty_cards_at_trick,
            &walk.lead_restrictions,
        )
    }

    #[test]
    fn a_major_penalty_card_of_the_suit_led_not_played_is_a_revoke() {
        // West's C8, shown deliberately during trick 1, is a major penalty
        // card; at trick 2 clubs are led and he plays the C5 (61A, 50D1(a)).
        let found = record_revokes(vec![exposed(1, Seat::W, "C8", false)]);
        assert_eq!(found.len(), 1, "{found:?}");
        let revoke = &found[0];
        assert_eq!((revoke.trick, revoke.seat, revoke.card), (2, Seat::W, card("C5")));
        assert_eq!(revoke.penalty_card_not_played, Some(card("C8")));
        // His side played to trick 3: established (63A1).
        assert!(revoke.established_by_play);
        // A minor C8: West holds no club honour, so under 50C the C5 is
        // forbidden and the C8 is his only legal card: the C5 is a revoke,
        // of a faced card (64B3).
        let found = record_revokes(vec![exposed(1, Seat::W, "C8", true)]);
        assert_eq!(
            found.iter().map(|r| (r.trick, r.card, r.penalty_card_not_played)).collect::<Vec<_>>(),
            vec![(2, card("C5"), Some(card("C8")))]
        );
        // A penalty card of another suit while he can follow is not due
        // (50D1(b)): the D6 forces nothing at tricks 2 to 4 (clubs, spades,
        // clubs, all of which he holds); at tricks 5 and 6 diamonds are led
        // and he plays the D2, then the D4: two revokes.
        let found = record_revokes(vec![exposed(1, Seat::W, "D6", false)]);
        let at: Vec<(u8, Card)> = found.iter().map(|r| (r.trick, r.card)).collect();
        assert_eq!(at, vec![(5, card("D2")), (6, card("D4"))]);
        // Two penalty cards, C8 and D6: at trick 2 (clubs led by dummy, no
        // election) only the C8 can legally be played (51A designates among
        // legal cards only): the C5 is a revoke; once the C8 is played at
        // trick 4, the D6 is due at tricks 5 and 6.
        let found = record_revokes(vec![exposed(1, Seat::W, "C8", false), exposed(1, Seat::W, "D6", false)]);
        assert_eq!(found.iter().map(|r| r.trick).collect::<Vec<_>>(), vec![2, 5, 6]);
        // Declarer's 51B election at the partner's lead, a card picked up:
        // the other stays on the table, but is not due at that trick.
        let picked = IrregularPlay::PenaltyCardPickedUp { trick: 2, seat: Seat::W, card: card("D6") };
        let walk = walked(vec![exposed(1, Seat::W, "C8", false), exposed(1, Seat::W, "D6", false), picked]);
        assert!(walk.penalty_cards_at_trick[1][0].waived_this_trick);
        assert!(!walk.penalty_cards_at_trick[2][0].waived_this_trick);
        // Given at the trick in progress, the waiver holds now (legal-plays).
        let picked = IrregularPlay::PenaltyCardPickedUp { trick: 7, seat: Seat::W, card: card("D6") };
        let walk = walked(vec![exposed(1, Seat::W, "SQ", false), exposed(1, Seat::W, "D6", false), picked]);
        assert_eq!(walk.penalty_cards_now.len(), 1);
        assert!(walk.penalty_cards_now[0].card == card("SQ") && walk.penalty_cards_now[0].waived_this_trick);
    }

    #[test]
    fn a_major_penalty_card_not_played_when_void_in_the_suit_led_is_a_revoke() {
        // East holds one diamond, the DT, played at trick 5. At trick 6
        // (diamonds led) he is void and ruffs with the H5: his major penalty
        // card SA had to be played (50D1(a): to discard or ruff).
        let found = record_revokes(vec![exposed(5, Seat::E, "SA", false)]);
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(
            (found[0].trick, found[0].card, found[0].penalty_card_not_played),
            (6, card("H5"), Some(card("SA")))
        );
        assert!(found[0].held.is_empty());
    }

    #[test]
    fn a_corrected_revoke_must_be_a_revoke_and_its_correction_in_the_row() {
        let followed =
            IrregularPlay::RevokeCorrected { trick: 2, seat: Seat::E, card: card("CQ"), replaced_by: card("C6") };
        assert_eq!(error_of(vec![followed]), "record-irregular-not-a-revoke");
        let other =
            IrregularPlay::RevokeCorrected { trick: 2, seat: Seat::E, card: card("H5"), replaced_by: card("CJ") };
        assert_eq!(error_of(vec![other]), "record-irregular-correction-not-shown");
    }

    #[test]
    fn cards_withdrawn_after_a_corrected_revoke_follow_62c() {
        let revoke =
            IrregularPlay::RevokeCorrected { trick: 2, seat: Seat::E, card: card("H5"), replaced_by: card("C6") };
        // South (non-offender) had played the C4 and takes it back (62C1);
        // then West, the offender's partner, takes back his C8 (62C2): a
        // major penalty card, played at trick 4.
        let south = IrregularPlay::WithdrawnAfterRevoke { trick: 2, seat: Seat::S, card: card("C4") };
        let west = IrregularPlay::WithdrawnAfterRevoke { trick: 2, seat: Seat::W, card: card("C8") };
        let walk = walked(vec![revoke, south, west]);
        assert_eq!(
            (walk.findings[1].fate, walk.findings[1].rule.as_deref()),
            (CardFate::BackInHand, Some("ffb2017.law62.c"))
        );
        assert_eq!(
            (walk.findings[2].fate, walk.findings[2].rule.as_deref()),
            (CardFate::MajorPenaltyCard, Some("ffb2017.law62.c2"))
        );
        assert_eq!(
            walk.penalty_cards_at_trick[3],
            vec![penalty(Seat::E, "H5", PenaltyCardKind::Major), penalty(Seat::W, "C8", PenaltyCardKind::Major)]
        );
        assert_eq!(walk.penalty_cards_at_trick[4], vec![penalty(Seat::E, "H5", PenaltyCardKind::Major)]);
        // The offending side withdraws only after a non-offender did.
        assert_eq!(error_of(vec![revoke, west]), "record-irregular-withdrawn-too-soon");
        // Only cards played after the revoke: North led before East revoked,
        // and the revoker does not withdraw his own card under 62C.
        let north = IrregularPlay::WithdrawnAfterRevoke { trick: 2, seat: Seat::N, card: card("C3") };
        assert_eq!(error_of(vec![revoke, north]), "record-irregular-withdrawn-not-after-revoke");
        let east = IrregularPlay::WithdrawnAfterRevoke { trick: 2, seat: Seat::E, card: card("CQ") };
        assert_eq!(error_of(vec![revoke, east]), "record-irregular-withdrawn-not-after-revoke");
        // No corrected revoke before: no withdrawal.
        assert_eq!(error_of(vec![south]), "record-irregular-withdrawn-without-revoke");
        // A card withdrawn is not the one the row shows.
        let kept = IrregularPlay::WithdrawnAfterRevoke { trick: 2, seat: Seat::S, card: card("CK") };
        assert_eq!(error_of(vec![revoke, kept]), "record-irregular-withdrawn-still-shown");
    }

    #[test]
    fn a_card_played_out_of_turn_is_recorded_and_law_57_named() {
        let early = IrregularPlay::PlayedOutOfTurn { trick: 2, seat: Seat::W, card: card("CJ"), accepted: false };
        assert!(error_of(vec![early]) == "record-irregular-card-not-held");
        let early = IrregularPlay::PlayedOutOfTurn { trick: 2, seat: Seat::W, card: card("D6"), accepted: false };
        let walk = walked(vec![early]);
        assert_eq!(
            (walk.findings[0].fate, walk.findings[0].law_not_implemented.as_deref()),
            (CardFate::NotRuled, Some("57"))
        );
        assert!(walk.penalty_cards_now.is_empty());
        let accepted = IrregularPlay::PlayedOutOfTurn { trick: 2, seat: Seat::W, card: card("C5"), accepted: true };
        assert_eq!(walked(vec![accepted]).findings[0].fate, CardFate::Played);
        let wrong = IrregularPlay::PlayedOutOfTurn { trick: 2, seat: Seat::W, card: card("D6"), accepted: true };
        assert_eq!(error_of(vec![wrong]), "record-irregular-accepted-not-shown");
        // Accepted at a trick whose row lacks the card: refused.
        let unseen = IrregularPlay::PlayedOutOfTurn { trick: 7, seat: Seat::W, card: card("D6"), accepted: true };
        assert_eq!(error_of(vec![unseen]), "record-irregular-accepted-not-shown");
        // Declarer's card from the wrong hand, taken back: back in hand.
        let wrong_hand = IrregularPlay::PlayedOutOfTurn { trick: 2, seat: Seat::N, card: card("D9"), accepted: false };
        assert_eq!(walked(vec![wrong_hand]).findings[0].fate, CardFate::BackInHand);
    }

    #[test]
    fn impossible_irregularities_are_errors_naming_them() {
        // East holds the SA, not West.
        assert_eq!(error_of(vec![exposed(2, Seat::W, "SA", true)]), "record-irregular-card-not-held");
        // West played the SK to trick 1.
        assert_eq!(error_of(vec![exposed(2, Seat::W, "SK", true)]), "record-irregular-card-not-held");
        // Trick 7 is in progress: nothing can happen at trick 8.
        let error = record(vec![exposed(8, Seat::W, "D6", true)]).unwrap_err();
        assert_eq!((error.message_id, error.arg_value("max")), ("record-irregular-trick-outside", Some("7")));
        let error = record(vec![exposed(3, Seat::W, "D6", true), exposed(2, Seat::W, "D5", true)]).unwrap_err();
        assert_eq!((error.message_id, error.arg_value("index")), ("record-irregular-order", Some("2")));
        let picked = IrregularPlay::PenaltyCardPickedUp { trick: 3, seat: Seat::W, card: card("D6") };
        assert_eq!(error_of(vec![picked]), "record-irregular-not-penalty-card");
        // A minor card picked up: the director ruled it no penalty card.
        let walk = walked(vec![exposed(2, Seat::W, "D6", true), picked]);
        assert_eq!(walk.findings[1].rule.as_deref(), Some("ffb2017.law50"));
        assert!(walk.penalty_cards_at_trick[2].is_empty());
        let text = record(vec![picked]).unwrap_err().localized();
        assert!(text.en.starts_with("Irregularity 1: D6 of West"), "{}", text.en);
        assert!(text.fr.starts_with("Irrégularité 1 : D6 d'Ouest"), "{}", text.fr);
    }

    #[test]
    fn irregularities_need_a_contract_and_round_trip_through_json() {
        let deal = record(vec![exposed(2, Seat::W, "D6", true)]).unwrap();
        let json = serde_json::to_value(&deal).unwrap();
        assert_eq!(
            json["play"]["irregularities"][0],
            serde_json::json!({"type": "exposed", "trick": 2, "seat": "W", "card": "D6", "inadvertent": true})
        );
        assert_eq!(DealRecord::from_json_value(json.clone()).unwrap(), deal);
        let mut without_contract = json;
        without_contract.as_object_mut().unwrap().remove("contract");
        without_contract.as_object_mut().unwrap().remove("declarer");
        let error = DealRecord::from_json_value(without_contract).unwrap_err();
        assert_eq!(error.message_id, "record-irregular-no-contract");
        // An unknown field in an irregularity is refused.
        let bad = serde_json::json!({"type": "exposed", "trick": 2, "seat": "W", "card": "D6", "inadvertent": true, "why": 1});
        assert!(serde_json::from_value::<IrregularPlay>(bad).is_err());
    }
}
