//! Law 52: a defender who failed to lead or play a penalty card.
//!
//! The seed does not reproduce Law 52; its 2007 and 2017 texts say the same
//! (checked against the published 2017 English text, one law per page), so
//! both editions share these rules.
//!
//! - 52A: the defender may not, on his own initiative, withdraw the card he
//!   played instead.
//! - 52B1(a): declarer may accept the card led or played instead of the
//!   penalty card; (b) he must, once he has played from his own hand or
//!   from dummy after it; (c) accepted either way, the penalty card not
//!   played stays a penalty card.
//! - 52B2: not accepted, the defender plays the penalty card in its place,
//!   and every card he led or played in committing the irregularity becomes
//!   a major penalty card.
//!
//! Ruled by the kind `bridge.revoke` for a defender's failure that is not
//! established: Law 61A makes it a revoke, but Law 52 is the paragraph that
//! says what happens to it, and Law 62's correction ("any legal card") would
//! take declarer's election from him. A probe found a record where dummy had
//! played after the defender's card (52B1(b): accepted) ruled as a Law 62
//! correction. Once established, the revoke is 63 and 64B3's (no transfer).

use crate::game::Read;

use crate::card::{Card, Seat};
use crate::game::Ctx;
use crate::game::{ChoiceSpec, Domain, FactSpec};
use crate::rectification::{PenaltyCardKind, Rectification};
use crate::vocabulary::Role;
use arbitre_core::text;
// The paragraphs of Law 52 (ids and citations) are its laws/ file's.
pub use crate::laws::law52::*;

/// Fact: has declarer played from his own hand or from dummy since the
/// defender's card (52B1(b))?
pub const DECLARER_PLAYED_AFTER: &str = "declarer_played_after";

/// The fact's catalogue entry.
pub const DECLARER_PLAYED_AFTER_FACT: FactSpec = FactSpec {
    id: DECLARER_PLAYED_AFTER,
    question: "law52-q-declarer-played-after",
    domain: Domain::Boolean,
    rule: B1B_MUST_ACCEPT.id,
};

/// Declarer's election (52B1(a), 52B2).
pub const ELECTION: &str = "declarer_accepts_card_played";

/// The election's catalogue entry.
pub const ELECTION_CHOICE: ChoiceSpec = ChoiceSpec {
    id: ELECTION,
    holder: Role::Declarer,
    law: B1A_MAY_ACCEPT.citation,
    options: crate::kinds::auction_laws::ACCEPT_OR_REFUSE,
};

/// The defender failed to play his penalty card and the revoke is not
/// established: 52A, then declarer's election or its forced acceptance.
pub fn failed_to_play_penalty_card(ctx: &mut Ctx<'_>) {
    ctx.consult(&A_NO_WITHDRAWAL, true, &[], None);
    let Some(played_after) = ctx.bool_fact(DECLARER_PLAYED_AFTER) else {
        ctx.ask(DECLARER_PLAYED_AFTER);
        return;
    };
    let read = [(DECLARER_PLAYED_AFTER, Read::from(played_after))];
    let cards = RecordCards::of(ctx);
    if played_after {
        ctx.consult(&B1B_MUST_ACCEPT, true, &read, None);
        accepted(ctx, &cards, "law52-summary-must-accept");
        // A refusal given before it was known that declarer had played on
        // (an incident's facts come in any order) does not stand: said, not
        // dropped unsaid, and not refused, for the stored choice cannot be
        // taken back (a contract probe).
        if ctx.chosen(ELECTION).is_some_and(|c| c != "accept") {
            ctx.add_to_summary(text::msg("law52-summary-refusal-does-not-stand"));
        }
        return;
    }
    ctx.consult(&B1B_MUST_ACCEPT, false, &read, Some(&B1A_MAY_ACCEPT));
    match ctx.chosen(ELECTION) {
        None => {
            // The paragraph of the election, cited while it waits.
            ctx.cite(&B1A_MAY_ACCEPT.citation);
            ctx.offer(ELECTION, vec![("accept", cards.accepted()), ("refuse", cards.substituted())]);
            ctx.summarize("law52-summary-offer", &[]);
        }
        Some("accept") => {
            ctx.consult(&B1A_MAY_ACCEPT, true, &[(ELECTION, Read::from("accept"))], None);
            accepted(ctx, &cards, "law52-summary-accepted");
        }
        Some(_) => {
            ctx.consult(&B1A_MAY_ACCEPT, false, &[(ELECTION, Read::from("refuse"))], Some(&B2_SUBSTITUTED));
            ctx.consult(&B2_SUBSTITUTED, true, &[(ELECTION, Read::from("refuse"))], None);
            if cards.declarer_designates() {
                ctx.consult(&crate::kinds::law51::A_DESIGNATES, true, &[], None);
            }
            for r in cards.substituted() {
                ctx.rectify(r);
            }
            ctx.summarize("law52-summary-substituted", &[]);
        }
    }
}

/// What the record tells of the two cards: the one the defender played
/// instead, and the penalty card he did not play with its kind as it lies
/// on the table. Without a record, neither is named: the penalty card
/// "remains a penalty card" (52B1(c)), major or minor as it was, which
/// `card_played_stands` says.
struct RecordCards {
    played: Option<Card>,
    penalty_card: Option<(Card, PenaltyCardKind)>,
    /// Two or more penalty cards could legally be played at that turn:
    /// all of them; refused, declarer designates the one played in its
    /// place (51A). Empty otherwise.
    to_designate: Vec<(Card, PenaltyCardKind)>,
    /// Every penalty card of the offender on the table when the trick
    /// began: accepted, each stays one (52B1(c) « any unplayed penalty
    /// card remains a penalty card », not only those he could have played:
    /// a regression probe found an S8 left unnamed beside an H6).
    on_table: Vec<(Card, PenaltyCardKind)>,
}

impl RecordCards {
    fn of(ctx: &Ctx<'_>) -> Self {
        let none = || RecordCards { played: None, penalty_card: None, to_designate: Vec::new(), on_table: Vec::new() };
        let Some(derived) = ctx.derived() else { return none() };
        let Some(revoke) = derived.revoke.as_ref() else { return none() };
        let on_table = |card: Card| {
            let found =
                derived.play.as_ref()?.penalty_cards.iter().find(|p| p.seat == revoke.seat && p.card == card)?;
            Some((card, found.kind))
        };
        let penalty_card = revoke.penalty_card_not_played.and_then(on_table);
        let to_designate = revoke.penalty_cards_to_designate.iter().filter_map(|&card| on_table(card)).collect();
        let at_trick = derived
            .play
            .as_ref()
            .and_then(|play| play.tricks.iter().find(|t| t.number == revoke.trick))
            .map(|t| t.penalty_cards.iter().filter(|p| p.seat == revoke.seat).map(|p| (p.card, p.kind)).collect())
            .unwrap_or_default();
        RecordCards { played: Some(revoke.card), penalty_card, to_designate, on_table: at_trick }
    }

    /// Whether declarer designates which penalty card replaces the card
    /// played (51A): two or more could legally be played.
    fn declarer_designates(&self) -> bool {
        self.to_designate.len() >= 2
    }

    /// 52B1: the card played stands; the penalty card stays as it was.
    fn accepted(&self) -> Vec<Rectification> {
        let mut list = vec![Rectification::CardPlayedStands { player: Role::Offender }];
        // Every penalty card on the table stays one (52B1(c)), not only
        // the one he failed to play.
        let staying = if !self.on_table.is_empty() {
            self.on_table.clone()
        } else if self.declarer_designates() {
            self.to_designate.clone()
        } else {
            self.penalty_card.into_iter().collect()
        };
        for (card, kind) in staying {
            list.push(Rectification::PenaltyCard { player: Role::Offender, card: Some(card), kind });
        }
        list
    }

    /// 52B2: the penalty card is played in place of the card played, which
    /// becomes a major penalty card.
    /// With two or more penalty cards that could legally be played,
    /// declarer designates the one played (51A: Law 52B2 says "the penalty
    /// card", and at the offender's turn 51A is what picks it).
    fn substituted(&self) -> Vec<Rectification> {
        let mut list = vec![Rectification::PenaltyCardSubstituted { player: Role::Offender }];
        if self.declarer_designates() {
            list.push(Rectification::DeclarerDesignatesPenaltyCard { player: Role::Offender });
        }
        list.push(Rectification::PenaltyCard {
            player: Role::Offender,
            card: self.played,
            kind: PenaltyCardKind::Major,
        });
        list
    }
}

/// 52B1(c): the card played stands and the penalty card stays on the table.
fn accepted(ctx: &mut Ctx<'_>, cards: &RecordCards, summary: &str) {
    ctx.consult(&B1C_STAYS, true, &[], None);
    for r in cards.accepted() {
        ctx.rectify(r);
    }
    ctx.summarize(summary, &[]);
}

/// Whether declarer played from his hand or from dummy after `offender`'s
/// card at trick `trick` (52B1(b)), as the record's tricks show it.
pub fn declarer_played_after(tricks: &[crate::play::Trick], trick: u8, offender: Seat, declarer: Seat) -> bool {
    let declaring = |seat: Seat| seat == declarer || seat == declarer.partner();
    tricks.iter().filter(|t| t.number >= trick).any(|t| {
        let from = if t.number == trick {
            t.cards.iter().position(|(seat, _)| *seat == offender).map_or(t.cards.len(), |at| at + 1)
        } else {
            0
        };
        t.cards.iter().skip(from).any(|(seat, _)| declaring(*seat))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::Trick;

    fn trick(number: u8, cards: &[(Seat, &str)]) -> Trick {
        Trick {
            number,
            leader: cards[0].0,
            cards: cards.iter().map(|(s, c)| (*s, c.parse().expect("card"))).collect(),
            winner: None,
        }
    }

    #[test]
    fn declarer_played_after_reads_the_rest_of_the_trick_and_the_tricks_after() {
        // South declares; West fails to play his penalty card at trick 2.
        let two = trick(2, &[(Seat::N, "HA"), (Seat::E, "H7"), (Seat::S, "H2"), (Seat::W, "H5")]);
        assert!(!declarer_played_after(std::slice::from_ref(&two), 2, Seat::W, Seat::S), "West played last");
        let three = trick(3, &[(Seat::N, "DA")]);
        assert!(declarer_played_after(&[two.clone(), three], 2, Seat::W, Seat::S), "dummy led to trick 3");
        let west_second = trick(2, &[(Seat::S, "HA"), (Seat::W, "H5"), (Seat::N, "H2")]);
        assert!(declarer_played_after(&[west_second], 2, Seat::W, Seat::S), "dummy played after West");
        let east_only = trick(2, &[(Seat::S, "HA"), (Seat::W, "H5"), (Seat::E, "H7")]);
        assert!(!declarer_played_after(&[east_only], 2, Seat::W, Seat::S), "only his partner played after");
    }
}
