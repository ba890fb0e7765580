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
//! (`findings::revoke::all_revokes`).
//!
//! An accepted lead out of turn sets the leader of its trick (for trick 1,
//! the record's opening leader must be that player). Within a trick, the
//! rows keep the cards in rotation from the leader: an accepted card played
//! out of turn does not change who won the trick.

use serde::{Deserialize, Serialize};

use arbitre_core::Citation;

use crate::card::Suit;
use crate::card::{Card, Seat, Strain};
use crate::deal::Deal;
use crate::laws::law50::{self, PenaltyCardGrade};
use crate::laws::law62::{self, WithdrawnRevokeCard};
use crate::penalty::{LeadOption, LeadRestrictionLasts, PenaltyCardInForce, PenaltyCardKind};
use crate::play::{PlayRecord, Trick};
use crate::record_error::RecordError;

/// The field name used in errors about the play.
const FIELD: &str = "Play";

/// Something irregular that happened during the play, as the play record
/// keeps it (`play.irregularities`, in the order it happened).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
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
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
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
    /// Why the card became what it did, which the laws above state as a
    /// rule of their edition (`rule` and `citation` are filled from it by
    /// `findings::play_irregularities::state_in`).
    #[serde(skip)]
    #[cfg_attr(feature = "openapi", schema(ignore))]
    pub basis: Option<FindingBasis>,
}

/// Why an irregular play's card became what it did: the paragraph of the
/// laws that decides it, named by what it says, so that this model knows
/// no edition's rules. The facade maps each to its rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FindingBasis {
    /// A lead restriction concerns no card; failing it is a revoke (61A).
    LeadRestriction,
    /// A lead out of turn accepted: it stands (54B).
    LeadAccepted,
    /// After an opening lead out of turn that stood, the second card played
    /// from dummy rather than declarer's hand: it stands (54B2).
    DummysCardAfterAcceptedLead,
    /// Declarer's side led out of turn at the opening lead (54E).
    DeclarersSideOpeningLead,
    /// A card of declarer's side: never a penalty card (Law 50 speaks of
    /// defenders only).
    DeclarersSideCard,
    /// A defender's opening lead out of turn refused: a major penalty card (54D).
    OpeningLeadRefused,
    /// A card exposed by deliberate play, a later lead out of turn refused
    /// among them: a major penalty card (50B2).
    ExposedDeliberately,
    /// A single card below honour rank exposed inadvertently: minor (50B1).
    ExposedMinor,
    /// Two or more penalty cards: all major (50B2).
    SeveralPenaltyCards,
    /// An honour exposed: major (50B2).
    HonourExposed,
    /// A revoke card withdrawn from declarer's or dummy's hand, or a faced
    /// card: replaced freely (62B2).
    RevokeCardReplacedFreely,
    /// A revoke card withdrawn from a defender's hidden hand: a penalty card (62B1).
    RevokeCardPenalty,
    /// A card the non-offending side withdraws after a corrected revoke:
    /// back in hand (62C1).
    LaterCardOfNonOffenders,
    /// A card the offender's partner withdraws after a corrected revoke:
    /// back in hand for declarer's side, a penalty card for a defender (62C2).
    LaterCardOfOffendersPartner,
    /// A major penalty card picked up on declarer's election at the
    /// partner's lead (50D2(a), 51B).
    PickedUpOnElection,
    /// A penalty card picked up because the director ruled it none (Law
    /// 50, first paragraph).
    PickedUpAsNoPenaltyCard,
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

/// The basis for a card of declarer's side: Law 50 speaks of defenders only.
const DECLARERS_SIDE: FindingBasis = FindingBasis::DeclarersSideCard;

// `rule` and `citation` are stated by the findings
// (`findings::play_irregularities`), in the edition of the ruling that reads
// the record.
fn finding(number: usize, irregularity: IrregularPlay, fate: CardFate, basis: FindingBasis) -> IrregularPlayFinding {
    IrregularPlayFinding {
        number,
        irregularity,
        fate,
        rule: None,
        citation: None,
        law_not_implemented: None,
        basis: Some(basis),
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
        basis: None,
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

/// One irregularity with a card, read against the row of its trick.
struct Entry<'a> {
    /// Its number, from 1.
    number: usize,
    /// The irregularity as the record gives it.
    irregularity: &'a IrregularPlay,
    /// Its trick, from 1.
    trick: u8,
    /// The player who made it.
    seat: Seat,
    /// The card it is about.
    card: Card,
    /// The contract's declarer.
    declarer: Seat,
    /// Whether `seat` is a defender.
    defender: bool,
    /// The index of its trick in the rows.
    index: usize,
    /// The card the row shows for `seat`, if any.
    row_card: Option<Card>,
    /// The leader the row shows.
    trick_leader: Option<Seat>,
    /// The suit led, as the row shows it.
    led: Option<Suit>,
}

impl Entry<'_> {
    /// The error `id` about this irregularity.
    fn err(&self, id: &'static str) -> RecordError {
        error(self.number, id, self.irregularity)
    }

    /// Its finding: what became of the card, on which basis.
    fn finding(&self, fate: CardFate, basis: FindingBasis) -> IrregularPlayFinding {
        finding(self.number, *self.irregularity, fate, basis)
    }

    /// Its finding when `law`, which rules it, is not implemented.
    fn not_ruled(&self, fate: CardFate, law: &str) -> IrregularPlayFinding {
        not_ruled(self.number, *self.irregularity, fate, law)
    }
}

/// The state [`walk`] threads through the irregularities, in their order.
struct Walk<'a> {
    /// The hands, when the record gives them.
    deal: Option<&'a Deal>,
    /// The play and its irregularities.
    play: &'a PlayRecord,
    /// The tricks rebuilt from the rows.
    tricks: &'a [Trick],
    /// The penalty cards on the table now.
    table: Table,
    /// What became of each irregularity's card, in the record's order.
    findings: Vec<IrregularPlayFinding>,
    /// The lead restrictions recorded.
    restrictions: Vec<RecordedLeadRestriction>,
    /// Penalty cards picked up by declarer's election at a lead (50D2(a)).
    picked_up_by_election: Vec<(u8, Card)>,
    /// Major penalty cards picked up by an entry of their own: (trick, seat, card).
    picked_up_majors: Vec<(u8, Seat, Card)>,
    /// The penalty cards on the table at the start of each trick so far.
    at_trick: Vec<Vec<PenaltyCardInForce>>,
    /// The last corrected revoke: (trick, offender), for 62C.
    last_revoke: Option<(u8, Seat)>,
    /// The latest position in the trick (0 for the leader) of a non-offender
    /// who withdrew a card since that revoke, if any did (62C2).
    non_offender_withdrew: Option<usize>,
    /// The tricks whose start has been recorded in `at_trick`.
    started: usize,
    /// The tricks whose cards have been taken off the table.
    cleared: usize,
}

impl<'a> Walk<'a> {
    /// The walk before the first irregularity: no penalty card on the table.
    fn new(deal: Option<&'a Deal>, play: &'a PlayRecord, tricks: &'a [Trick]) -> Self {
        Walk {
            deal,
            play,
            tricks,
            table: Table { cards: Vec::new(), waiver_trick: None },
            findings: Vec::with_capacity(play.irregularities.len()),
            restrictions: Vec::new(),
            picked_up_by_election: Vec::new(),
            picked_up_majors: Vec::new(),
            at_trick: Vec::new(),
            last_revoke: None,
            non_offender_withdrew: None,
            started: 0,
            cleared: 0,
        }
    }

    /// Brings the table to trick `t`: the starts of the tricks before it
    /// recorded, their cards played off the table, and with `with_start`
    /// the start of `t` itself. An event before the lead of `t` (a lead out
    /// of turn, a card picked up at the lead) comes in between, so that the
    /// start of `t` shows it.
    fn reach(&mut self, t: usize, with_start: bool) {
        let last_start = if with_start { t } else { t - 1 };
        while self.started < last_start {
            while self.cleared < self.started {
                self.table.played(self.tricks.get(self.cleared));
                self.cleared += 1;
            }
            // A 51B waiver lasts for its trick only.
            if self.table.waiver_trick.is_some_and(|w| w <= self.started) {
                self.table.waiver_trick = None;
                for p in &mut self.table.cards {
                    p.waived_this_trick = false;
                }
            }
            self.at_trick.push(self.table.cards.clone());
            self.started += 1;
        }
        while self.cleared + 1 < t {
            self.table.played(self.tricks.get(self.cleared));
            self.cleared += 1;
        }
    }

    /// Follows irregularity `number` through, once its trick is known to be
    /// in order: a lead restriction, or a card checked against its player's
    /// hand and its trick's row, then ruled by its kind.
    fn irregularity(&mut self, number: usize, irregularity: &IrregularPlay, declarer: Seat) -> Result<(), RecordError> {
        let Some(card) = irregularity.card() else {
            return self.lead_restriction(number, irregularity, declarer);
        };
        let (trick, seat) = (irregularity.trick(), irregularity.seat());
        let before_lead =
            matches!(irregularity, IrregularPlay::LeadOutOfTurn { .. } | IrregularPlay::PenaltyCardPickedUp { .. });
        self.reach(usize::from(trick), !before_lead);
        // Penalty cards played at earlier tricks have left the table; those
        // played to this trick stay on it until the trick is over.
        let index = usize::from(trick - 1);
        let row = self.tricks.get(index);
        let e = Entry {
            number,
            irregularity,
            trick,
            seat,
            card,
            declarer,
            defender: seat != declarer && seat != declarer.partner(),
            index,
            row_card: row.and_then(|t| t.card_of(seat)),
            trick_leader: row.map(|t| t.leader),
            led: row.and_then(|t| t.cards.first()).map(|(_, c)| c.suit),
        };
        if self.card_not_held(&e) {
            return Err(e.err("record-irregular-card-not-held"));
        }
        let found = match *irregularity {
            IrregularPlay::LeadOutOfTurn { accepted, .. } => self.lead_out_of_turn(&e, accepted)?,
            IrregularPlay::PlayedOutOfTurn { accepted, .. } => played_out_of_turn(&e, accepted)?,
            IrregularPlay::RevokeCorrected { replaced_by, .. } => self.revoke_corrected(&e, replaced_by)?,
            IrregularPlay::WithdrawnAfterRevoke { .. } => self.withdrawn_after_revoke(&e)?,
            IrregularPlay::Exposed { inadvertent, .. } => self.exposed(&e, inadvertent)?,
            // Handled before the card checks.
            IrregularPlay::LeadRestricted { .. } => return Ok(()),
            IrregularPlay::PenaltyCardPickedUp { .. } => self.picked_up(&e)?,
        };
        self.findings.push(found);
        Ok(())
    }

    /// Whether the card of `e` was not its player's: the deal gives it to
    /// another hand (or his known hand lacks it), or he played it at an
    /// earlier trick.
    fn card_not_held(&self, e: &Entry) -> bool {
        let played_before =
            self.tricks[..e.index.min(self.tricks.len())].iter().any(|t| t.card_of(e.seat) == Some(e.card));
        let not_held = match self.deal {
            Some(deal) => match deal.holder(e.card) {
                Some(holder) => holder != e.seat,
                None => deal.is_known(e.seat),
            },
            None => false,
        };
        not_held || played_before
    }

    /// A lead restriction (Law 26, or declarer's election under 50D2(a) /
    /// 51B), checked against the lead of its trick; an election picks up
    /// the partner's major penalty cards of the suit.
    fn lead_restriction(
        &mut self,
        number: usize,
        irregularity: &IrregularPlay,
        declarer: Seat,
    ) -> Result<(), RecordError> {
        let err = |id| error(number, id, irregularity);
        let (trick, seat) = (irregularity.trick(), irregularity.seat());
        // A lead restriction: on a defender, who leads its trick.
        let IrregularPlay::LeadRestricted { kind, suit, lasts, .. } = *irregularity else { return Ok(()) };
        if seat == declarer || seat == declarer.partner() {
            return Err(err("record-irregular-restriction-not-defender"));
        }
        // The trick's leader; for the trick still to come, the winner
        // of the one before.
        let leader = if trick == 1 {
            Some(self.play.opening_leader)
        } else {
            self.tricks
                .get(usize::from(trick - 1))
                .map(|t| t.leader)
                .or_else(|| self.tricks.get(usize::from(trick - 2)).and_then(|t| t.winner))
        };
        if leader.is_some_and(|l| l != seat) {
            return Err(err("record-irregular-restriction-not-leader"));
        }
        // Declarer's requirement or prohibition of the suit of the
        // partner's major penalty cards is his election under 50D2(a)
        // (51B for several): the cards of that suit are no longer
        // penalty cards and are picked up, and the offender plays any
        // legal card to this trick. No entry is needed for it.
        self.reach(usize::from(trick), false);
        let offender = seat.partner();
        let elected: Vec<Card> = self
            .table
            .cards
            .iter()
            .filter(|p| p.seat == offender && p.kind == PenaltyCardKind::Major && p.card.suit == suit)
            .map(|p| p.card)
            .collect();
        // A card of that suit picked up by an entry of its own at this
        // lead was declarer's election too.
        let election = !elected.is_empty()
            || self.picked_up_majors.iter().any(|(t, s, c)| *t == trick && *s == offender && c.suit == suit);
        self.restrictions.push(RecordedLeadRestriction { trick, seat, kind, suit, lasts, election });
        if !elected.is_empty() {
            for card in &elected {
                self.table.remove(*card);
                self.picked_up_by_election.push((trick, *card));
            }
            for p in self.table.cards.iter_mut().filter(|p| p.seat == offender) {
                p.waived_this_trick = true;
            }
            self.table.waiver_trick = Some(usize::from(trick));
        }
        self.findings.push(finding(number, *irregularity, CardFate::NoCard, FindingBasis::LeadRestriction));
        Ok(())
    }

    /// A lead out of turn (Law 54 for the opening lead), accepted or not.
    fn lead_out_of_turn(&mut self, e: &Entry, accepted: bool) -> Result<IrregularPlayFinding, RecordError> {
        let (trick, seat, card, declarer, defender) = (e.trick, e.seat, e.card, e.declarer, e.defender);
        // One card led out of turn once: accepted or not, never
        // both (a probe merged a PBN mark with a client's entry).
        if self.play.irregularities[..e.number - 1].iter().any(|earlier| {
            matches!(earlier, IrregularPlay::LeadOutOfTurn { trick: t, seat: s, card: c, .. }
                if *t == trick && *s == seat && *c == card)
        }) {
            return Err(e.err("record-irregular-lead-twice"));
        }
        // The leader the laws name: declarer's left-hand opponent at
        // trick 1, the winner of the trick before afterwards.
        let in_turn =
            if trick == 1 { Some(declarer.next()) } else { self.tricks.get(e.index - 1).and_then(|t| t.winner) };
        if in_turn == Some(seat) {
            return Err(e.err("record-irregular-lead-in-turn"));
        }
        let found = if accepted {
            // 54E: an opening lead by declarer's side is Law 24's,
            // the card taken back; it cannot stand.
            if trick == 1 && !defender {
                return Err(e.err("record-irregular-declarers-side-lead-accepted"));
            }
            if e.trick_leader.is_some_and(|l| l != seat) || (trick == 1 && self.play.opening_leader != seat) {
                return Err(e.err("record-irregular-accepted-not-led"));
            }
            // The card stood: the row must show it, or the trick's
            // leader would be unknown.
            if e.row_card != Some(card) {
                return Err(e.err("record-irregular-accepted-not-shown"));
            }
            if trick == 1 && defender {
                e.finding(CardFate::Played, FindingBasis::LeadAccepted)
            } else {
                // Laws 53 (a defender's) and 55 (declarer's) are not
                // in the seeds: the card stood, the law is named.
                e.not_ruled(CardFate::Played, if defender { "53" } else { "55" })
            }
        } else {
            if trick == 1 && self.play.opening_leader == seat {
                return Err(e.err("record-irregular-refused-but-led"));
            }
            if !defender {
                let rule = if trick == 1 { FindingBasis::DeclarersSideOpeningLead } else { DECLARERS_SIDE };
                e.finding(CardFate::BackInHand, rule)
            } else {
                let kind = self.table.add(seat, card, PenaltyCardKind::Major);
                let rule =
                    if trick == 1 { FindingBasis::OpeningLeadRefused } else { FindingBasis::ExposedDeliberately };
                e.finding(fate_of(kind), rule)
            }
        };
        Ok(found)
    }

    /// A revoke corrected (62B): the card withdrawn is a major penalty card
    /// from a defender's hidden hand, else replaced freely.
    fn revoke_corrected(&mut self, e: &Entry, replaced_by: Card) -> Result<IrregularPlayFinding, RecordError> {
        let (seat, card, index) = (e.seat, e.card, e.index);
        // Following suit is a revoke only when a card was required
        // (61A): a penalty card to play (50D1(a)) or one that
        // restricts the suit (50C). Otherwise it was no revoke.
        let owes_a_card = self.table.cards.iter().any(|p| p.seat == seat);
        if e.led.is_some_and(|suit| card.suit == suit) && e.trick_leader != Some(seat) && !owes_a_card {
            return Err(e.err("record-irregular-not-a-revoke"));
        }
        // Nor is a discard by a player who held no card of the suit
        // led, when the deal shows his hand (a records probe had a
        // void player's "correction" ruled under 62).
        let void_in_suit_led = self.deal.filter(|d| d.is_known(seat)).zip(e.led).is_some_and(|(d, suit)| {
            let played: Vec<Card> =
                self.tricks[..index.min(self.tricks.len())].iter().filter_map(|t| t.card_of(seat)).collect();
            !d.hand(seat).iter().any(|c| c.suit == suit && !played.contains(c))
        });
        if e.trick_leader != Some(seat) && void_in_suit_led && !owes_a_card {
            return Err(e.err("record-irregular-void-not-a-revoke"));
        }
        if e.row_card != Some(replaced_by) {
            return Err(e.err("record-irregular-correction-not-shown").arg("replaced_by", replaced_by));
        }
        self.last_revoke = Some((e.trick, seat));
        self.non_offender_withdrew = None;
        let faced = self.table.cards.iter().find(|p| p.card == card).map(|p| p.kind);
        let found = match (law62::withdrawn_revoke_card(e.defender, faced.is_some()), faced) {
            (WithdrawnRevokeCard::MajorPenaltyCard, _) => {
                let kind = self.table.add(seat, card, PenaltyCardKind::Major);
                e.finding(fate_of(kind), FindingBasis::RevokeCardPenalty)
            }
            // A defender's card already faced (a penalty card he
            // played in revoking): replaced with no further
            // consequence, so it stays what it was, a penalty card.
            (WithdrawnRevokeCard::ReplacedFreely, Some(kind)) if e.defender => {
                e.finding(fate_of(kind), FindingBasis::RevokeCardReplacedFreely)
            }
            (WithdrawnRevokeCard::ReplacedFreely, _) => {
                e.finding(CardFate::BackInHand, FindingBasis::RevokeCardReplacedFreely)
            }
        };
        Ok(found)
    }

    /// A card withdrawn after a corrected revoke (62C): freely by the
    /// non-offending side, a penalty card for a defender of the offending
    /// side.
    fn withdrawn_after_revoke(&mut self, e: &Entry) -> Result<IrregularPlayFinding, RecordError> {
        let (trick, seat) = (e.trick, e.seat);
        let Some((revoke_trick, offender)) = self.last_revoke.filter(|(t, _)| trick <= t + 1) else {
            return Err(e.err("record-irregular-withdrawn-without-revoke"));
        };
        // 62C1: only a card played after the revoke: later in the
        // revoke trick, or at the next trick by a non-offender (the
        // offending side's play there would have established it).
        let position = |who: Seat| e.trick_leader.map_or(0, |l| (who.index() + 4 - l.index()) % 4);
        let after_revoke = if trick == revoke_trick {
            seat != offender && position(seat) > position(offender)
        } else {
            seat.side() != offender.side()
        };
        if !after_revoke {
            return Err(e.err("record-irregular-withdrawn-not-after-revoke"));
        }
        if e.row_card == Some(e.card) {
            return Err(e.err("record-irregular-withdrawn-still-shown"));
        }
        let found = if seat.side() != offender.side() {
            self.non_offender_withdrew = self.non_offender_withdrew.max(Some(position(seat)));
            e.finding(CardFate::BackInHand, FindingBasis::LaterCardOfNonOffenders)
        } else if self.non_offender_withdrew.is_none_or(|p| position(seat) < p) {
            // 62C2: the offending side's player after a non-offender
            // who withdrew may withdraw his card, not before.
            return Err(e.err("record-irregular-withdrawn-too-soon"));
        } else if !e.defender {
            e.finding(CardFate::BackInHand, FindingBasis::LaterCardOfOffendersPartner)
        } else {
            let kind = self.table.add(seat, e.card, PenaltyCardKind::Major);
            e.finding(fate_of(kind), FindingBasis::LaterCardOfOffendersPartner)
        };
        Ok(found)
    }

    /// A card exposed on the table: a penalty card for a defender (Law 50,
    /// first paragraph), minor or major by 50B; declarer's goes back.
    fn exposed(&mut self, e: &Entry, inadvertent: bool) -> Result<IrregularPlayFinding, RecordError> {
        let (seat, card) = (e.seat, e.card);
        // A penalty card already lies face up: it cannot be exposed
        // again (a contract probe sent one card 5,000 times).
        if self.table.cards.iter().any(|p| p.card == card) {
            return Err(e.err("record-irregular-exposed-twice"));
        }
        if !e.defender {
            return Ok(e.finding(CardFate::BackInHand, DECLARERS_SIDE));
        }
        // 50B, decided where the interview decides it too.
        let others = self.table.cards.iter().filter(|p| p.seat == seat).count();
        let grade = law50::grade(card, !inadvertent, others, false);
        let kind = self.table.add(seat, card, grade.kind());
        let basis = match grade {
            PenaltyCardGrade::Minor => FindingBasis::ExposedMinor,
            PenaltyCardGrade::MajorOneOfSeveral | PenaltyCardGrade::MajorAlready => FindingBasis::SeveralPenaltyCards,
            PenaltyCardGrade::MajorHonour => FindingBasis::HonourExposed,
            PenaltyCardGrade::MajorDeliberate => FindingBasis::ExposedDeliberately,
        };
        Ok(e.finding(fate_of(kind), basis))
    }

    /// A penalty card picked up: on declarer's election at the partner's
    /// lead (50D2(a), 51B), or as no penalty card (Law 50, first
    /// paragraph).
    fn picked_up(&mut self, e: &Entry) -> Result<IrregularPlayFinding, RecordError> {
        let (trick, seat, card) = (e.trick, e.seat, e.card);
        // Already picked up by declarer's election at this lead: the
        // entry only says so again.
        if self.picked_up_by_election.contains(&(trick, card)) {
            return Ok(e.finding(CardFate::PickedUp, FindingBasis::PickedUpOnElection));
        }
        let Some(on_table) = self.table.cards.iter().find(|p| p.card == card && p.seat == seat).copied() else {
            return Err(e.err("record-irregular-not-penalty-card"));
        };
        self.table.remove(card);
        if on_table.kind == PenaltyCardKind::Major {
            self.picked_up_majors.push((trick, seat, card));
        }
        // 51B: once declarer has elected at the partner's lead, the
        // offender's other penalty cards stay on the table but he
        // plays any legal card to this trick.
        if on_table.kind == PenaltyCardKind::Major {
            for p in self.table.cards.iter_mut().filter(|p| p.seat == seat) {
                p.waived_this_trick = true;
            }
            self.table.waiver_trick = Some(usize::from(trick));
        }
        // A major card is picked up on declarer's election at the
        // partner's lead (50D2(a), 51B); any other pick-up is the
        // director deciding it is no penalty card (Law 50, first
        // paragraph).
        let rule = if on_table.kind == PenaltyCardKind::Major {
            FindingBasis::PickedUpOnElection
        } else {
            FindingBasis::PickedUpAsNoPenaltyCard
        };
        Ok(e.finding(CardFate::PickedUp, rule))
    }

    /// Ends the walk and gives what it found.
    fn finish(mut self, upto: usize) -> IrregularityWalk {
        // The start of every trick of the record, and of the next one; then
        // every card played is off the table.
        self.reach(upto, true);
        let tricks = self.tricks;
        for trick in tricks.iter().skip(self.cleared) {
            self.table.played(Some(trick));
        }
        IrregularityWalk {
            findings: self.findings,
            penalty_cards_at_trick: self.at_trick,
            penalty_cards_now: self.table.cards,
            lead_restrictions: self.restrictions,
        }
    }
}

/// A card played (not led) out of turn, accepted or not: declarer's side's
/// goes back to the hand; a defender's is Law 57's.
fn played_out_of_turn(e: &Entry, accepted: bool) -> Result<IrregularPlayFinding, RecordError> {
    let (trick, seat, declarer) = (e.trick, e.seat, e.declarer);
    // After an opening lead out of turn that stood (declarer's
    // RHO led it), the second card is declarer's to play from
    // his own hand (54B1); one he played from dummy instead
    // stands (54B2), which the laws rule: not Law 57's (a probe).
    // The rows keep the cards by seat, not the order they came
    // in: dummy's card out of turn at that trick is read as the
    // second one, the turn 54B2 speaks of.
    let dummy_second_to_accepted_lead =
        trick == 1 && seat == declarer.partner() && e.trick_leader == Some(declarer.partner().next());
    let found = if accepted {
        if e.row_card != Some(e.card) {
            return Err(e.err("record-irregular-accepted-not-shown"));
        }
        if dummy_second_to_accepted_lead {
            e.finding(CardFate::Played, FindingBasis::DummysCardAfterAcceptedLead)
        } else {
            e.not_ruled(CardFate::Played, "57")
        }
    } else if !e.defender {
        e.finding(CardFate::BackInHand, DECLARERS_SIDE)
    } else {
        // Law 57 (premature play) decides it; the seeds do not
        // give it, so the card is recorded, not ruled.
        e.not_ruled(CardFate::NotRuled, "57")
    };
    Ok(found)
}

/// Checks `play`'s irregularities against its rows and `deal`, and follows
/// them through (see the module documentation). `tricks` are the rows
/// rebuilt by [`reconstruct_tricks`](crate::play::reconstruct_tricks); `declarer` is needed as soon as there
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
    let mut walk = Walk::new(deal, play, tricks);
    let mut previous_trick = 1u8;
    // The last trick an irregularity can belong to: the one in progress, or
    // the next one when the last trick of the record is complete.
    let last_open = tricks.last().is_some_and(|t| !t.is_complete()) || tricks.len() >= 13;
    let upto = if last_open { tricks.len() } else { tricks.len() + 1 }.max(1);
    let max_trick = u8::try_from(upto).unwrap_or(13);
    for (i, irregularity) in play.irregularities.iter().enumerate() {
        let number = i + 1;
        let err = |id| error(number, id, irregularity);
        let Some(declarer) = declarer else { return Err(err("record-irregular-no-declarer")) };
        let trick = irregularity.trick();
        if trick == 0 || trick > max_trick {
            return Err(err("record-irregular-trick-outside").arg("max", max_trick));
        }
        if trick < previous_trick {
            return Err(err("record-irregular-order").arg("previous", previous_trick));
        }
        previous_trick = trick;
        walk.irregularity(number, irregularity, declarer)?;
    }
    Ok(walk.finish(upto))
}

/// [`walk`] for a whole play: rebuilds the tricks first.
///
/// # Errors
/// As [`reconstruct_tricks`](crate::play::reconstruct_tricks) and [`walk`].
pub fn walk_play(
    deal: Option<&Deal>,
    declarer: Option<Seat>,
    strain: Strain,
    play: &PlayRecord,
) -> Result<IrregularityWalk, RecordError> {
    crate::play_view::PlayView::build(deal, declarer, strain, play).map(|view| view.walk)
}
