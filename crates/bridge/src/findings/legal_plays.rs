//! The cards a player may play now, and those he must play, given the deal,
//! the play so far, the penalty cards on the table and the lead restrictions
//! in force (Laws 44C, 50C, 50D, 51A, 59, and the restrictions of Laws 26
//! and 50D2 / 51B once declarer has elected).
//!
//! The order is the laws' own: following suit, or a lead restriction, comes
//! first (50D1(b)); then a major penalty card that can legally be played must
//! be (50D1(a)), declarer designating one when several can (51A); a minor
//! penalty card keeps back every other card of its suit below honour rank,
//! higher or lower than itself, while honours and the penalty card itself
//! stay playable (50C). A player who cannot lead as required may lead any
//! card (59); after declarer's election under 51B the offender plays any
//! legal card to that trick (`waived_this_trick`).
//!
//! Every sentence names cards and suits in words (« le Roi de cœur », "the
//! king of hearts") through the Fluent messages `play-card` and `play-suit`,
//! which take the card's `suit` and `rank` letters as selector arguments;
//! the JSON values stay in the card notation (`HK`).

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::card::{Card, Seat, Suit};
use crate::deal_record::DealRecord;
use crate::findings::play_irregularities::RecordedLeadRestriction;
use crate::game::Citation;
use crate::laws::{law26, law50, law51, law59};
use crate::parameters::LawsEdition;
use crate::play::Trick;
use crate::rectification::{LeadOption, LeadRestrictionLasts, PenaltyCardKind};
use arbitre_core::text::{self, Arg, Localized};
use arbitre_core::{InputError, Rule};
// A penalty card on the table is the model's (arbitre-bridge).
pub use crate::penalty::PenaltyCardInForce;

/// The arguments naming `card` in a sentence through `{ play-card }` and
/// `{ play-suit }`: its suit and rank letters (`H`, `K`), read as selectors.
pub fn card_args(card: Card) -> [(&'static str, Arg); 2] {
    [("suit", Arg::Str(card.suit.to_string())), ("rank", Arg::Str(card.rank.to_string()))]
}

/// The argument naming `suit` in a sentence through `{ play-suit }`.
pub fn suit_arg(suit: Suit) -> (&'static str, Arg) {
    ("suit", Arg::Str(suit.to_string()))
}

/// `items`, each already in both languages, as one list: "a, b and c"
/// (`conjunction` is `play-list-and`, `play-list-or` or `play-list-nor`).
fn list(items: &[Localized], conjunction: &str) -> Localized {
    let join = |pick: fn(&Localized) -> &Cow<'static, str>, render: fn(Localized) -> Cow<'static, str>| match items {
        [] => Cow::Borrowed(""),
        [one] => pick(one).clone(),
        [init @ .., last] => {
            let first = init.iter().map(|l| pick(l).as_ref()).collect::<Vec<_>>().join(", ");
            render(text::localized(conjunction, &[("first", first.into()), ("last", pick(last).clone().into())]))
        }
    };
    Localized { fr: join(|l| &l.fr, |l| l.fr), en: join(|l| &l.en, |l| l.en) }
}

/// Cards in words, in each language.
fn cards_list(cards: &[Card], conjunction: &str) -> Localized {
    let items: Vec<Localized> = cards.iter().map(|c| text::localized("play-card", &card_args(*c))).collect();
    list(&items, conjunction)
}

/// Suits in words, in each language.
fn suits_list(suits: &[Suit], conjunction: &str) -> Localized {
    let items: Vec<Localized> = suits.iter().map(|s| text::localized("play-suit", &[suit_arg(*s)])).collect();
    list(&items, conjunction)
}

/// Message `id` with `args` and the argument `name` set to `value` in each
/// language (a list of cards or suits already in words).
fn localized_with(id: &str, args: &[(&str, Arg)], name: &str, value: &Localized) -> Localized {
    let mut with = args.to_vec();
    with.push((name, Arg::Str(value.fr.to_string())));
    let fr = text::localized(id, &with).fr;
    if let Some(last) = with.last_mut() {
        *last = (name, Arg::Str(value.en.to_string()));
    }
    Localized { fr, en: text::localized(id, &with).en }
}

/// Where a lead restriction comes from: it decides whether declarer's
/// election under 50D2 / 51B is still due at this lead.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum RestrictionOrigin {
    /// Declarer's election under 50D2 / 51B made at this lead: his election
    /// is made, `declarer_must_elect` is off. The default.
    #[default]
    Election,
    /// A prohibition from declarer's election at an earlier trick, still in
    /// force while the partner keeps the lead (50D2(a), 51B1(b), 51B2(b)):
    /// if a major penalty card is still on the table, declarer elects again
    /// (51, footnote).
    EarlierElection,
    /// A Law 26 restriction (or any other not coming from a penalty card):
    /// it does not stand for declarer's 50D2 / 51B election, still due.
    Law26,
}

/// A lead restriction in force (Law 26, or declarer's election under 50D2 / 51B).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct LeadRestrictionInForce {
    /// The defender it restricts, when he is on lead.
    pub seat: Seat,
    /// `require`: he must lead one of the suits; `forbid`: he may not lead them.
    pub kind: LeadOption,
    /// The suits required or forbidden (`C`, `D`, `H`, `S`); at least one.
    pub suits: Vec<Suit>,
    /// Where it comes from: `election` (declarer's 50D2 / 51B election at
    /// this lead, the default), `earlier_election` (a prohibition still in
    /// force from an earlier trick) or `law26`. Only `election` tells that
    /// declarer has already elected at this lead.
    #[serde(default)]
    pub origin: RestrictionOrigin,
}

/// Why a card is, or is not, among the plays allowed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PlayReason {
    /// The stable id of the rule applied, e.g. `ffb2017.law50.d1a`.
    pub rule: String,
    /// The law and paragraph.
    pub citation: Citation,
    /// What it means at this turn, in French and English.
    pub text: Localized,
}

/// The cards a player may play now, and those he must play.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct LegalPlays {
    /// The player whose turn it is (dummy's cards are played by declarer).
    pub seat: Seat,
    /// Whether he is leading to a trick (otherwise he follows).
    pub leading: bool,
    /// The suit led to the current trick, when he follows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suit_led: Option<Suit>,
    /// Every card he may play now, all the rules considered.
    pub may_play: Vec<Card>,
    /// When a major penalty card must be played now: the penalty cards he
    /// must choose from (then equal to `may_play`); empty otherwise.
    pub must_play: Vec<Card>,
    /// Whether declarer designates which of the penalty cards in `must_play`
    /// is played (Law 51A: two or more can legally be played).
    pub declarer_designates: bool,
    /// Whether declarer must elect before this lead (Law 50D2, 51B): the
    /// player's partner has a major penalty card and no restriction of
    /// origin `election` was sent for this lead (a Law 26 restriction or an
    /// earlier prohibition does not make the election). `may_play` then
    /// shows the lead with only those restrictions; send declarer's
    /// requirement or prohibition in `lead_restrictions`.
    pub declarer_must_elect: bool,
    /// The rules applied, in order.
    pub reasons: Vec<PlayReason>,
}

/// The player to play and what he faces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Turn {
    /// Whose turn it is.
    pub seat: Seat,
    /// The suit led to the trick in progress; `None` when he leads.
    pub suit_led: Option<Suit>,
    /// His cards not yet played (penalty cards included: they are still his).
    pub hand: Vec<Card>,
    /// Declarer, from the record.
    pub declarer: Seat,
}

/// 44C: a player must follow suit if he can.
pub const LAW44_C: Rule = Rule {
    id: "ffb.law44.c",
    citation: crate::game::CitationSpec { code: crate::game::FFB, law: "44", paragraph: "C", title: "law44-c-title" },
};
/// A lead restriction in force requires a suit.
pub const RESTRICTION_REQUIRE: Rule =
    Rule { id: "ffb.lead_restriction.require", citation: law50::D2A_REQUIRE.citation };
/// A lead restriction in force forbids suits.
pub const RESTRICTION_FORBID: Rule = Rule { id: "ffb.lead_restriction.forbid", citation: law50::D2A_FORBID.citation };
/// A Law 26 lead restriction (after a withdrawn call not replaced by a
/// comparable one, 2017 26B) requires a suit: no penalty card is involved.
pub const RESTRICTION_LAW26_REQUIRE: Rule =
    Rule { id: "ffb.lead_restriction.law26.require", citation: law26::B_NOT_COMPARABLE.citation };
/// A Law 26 lead restriction forbids suits.
pub const RESTRICTION_LAW26_FORBID: Rule =
    Rule { id: "ffb.lead_restriction.law26.forbid", citation: law26::B_NOT_COMPARABLE.citation };

fn input_error(code: &'static str, pointer: impl Into<String>, id: &str, args: &[(&str, Arg)]) -> InputError {
    InputError::new(code, pointer, text::localized(id, args))
}

/// Whose turn it is in `record`, and his remaining cards.
///
/// # Errors
/// `/record` when the record lacks the contract, declarer or the player's
/// hand, or when all thirteen tricks have been played.
pub fn turn(record: &DealRecord) -> Result<Turn, InputError> {
    let (Some(_), Some(declarer)) = (record.contract.and_then(|c| c.strain()), record.declarer) else {
        return Err(input_error("record_without_contract", "/record", "play-error-no-contract", &[]));
    };
    let view = record.play_view().map_err(|e| e.to_input_error("/record"))?;
    let tricks = view.as_ref().map_or(&[][..], |v| v.tricks.as_slice());
    let opening_leader = record.play.as_ref().map_or(declarer.next(), |p| p.opening_leader);
    let (seat, suit_led) = match tricks.last() {
        None => (opening_leader, None),
        Some(last) if !last.is_complete() => {
            let (previous, lead) = (last.cards[last.cards.len() - 1].0, last.cards[0].1);
            (previous.next(), Some(lead.suit))
        }
        Some(_) if tricks.len() >= 13 => {
            return Err(input_error("play_over", "/record", "play-error-play-over", &[]));
        }
        Some(last) => (last.winner.unwrap_or(last.leader), None),
    };
    let Some(dealt) = record.deal.as_ref().and_then(|d| d.known_hand(seat)) else {
        return Err(input_error("hand_unknown", "/record", "play-error-hand-unknown", &[("seat", seat_name(seat))]));
    };
    let played: Vec<Card> =
        tricks.iter().flat_map(|t| t.cards.iter()).filter(|(s, _)| *s == seat).map(|(_, c)| *c).collect();
    let hand = dealt.iter().copied().filter(|c| !played.contains(c)).collect();
    Ok(Turn { seat, suit_led, hand, declarer })
}

/// The cards `seat` still holds in `record` (`None` when his hand is unknown).
pub fn remaining_cards(record: &DealRecord, seat: Seat) -> Option<Vec<Card>> {
    let dealt = record.deal.as_ref()?.known_hand(seat)?;
    let played: Vec<Card> = match record.play_view().ok()? {
        Some(view) => {
            view.tricks.iter().flat_map(|t| t.cards.iter()).filter(|(s, _)| *s == seat).map(|(_, c)| *c).collect()
        }
        None => Vec::new(),
    };
    Some(dealt.iter().copied().filter(|c| !played.contains(c)).collect())
}

fn seat_name(seat: Seat) -> Arg {
    Arg::Str(seat.to_string())
}

/// The legal plays for the player on turn in `record`, checking the penalty
/// cards and restrictions sent (pointers name `/penalty_cards/i/…`,
/// `/lead_restrictions/i/…`, `/seat`).
///
/// # Errors
/// As [`turn`]; a `seat` that is not the one on turn; a penalty card of
/// declarer or dummy, not in its player's hand, or sent twice; a lead
/// restriction on declarer's side or without suits.
pub fn from_record(
    record: &DealRecord,
    seat: Option<Seat>,
    penalty_cards: &[PenaltyCardInForce],
    restrictions: &[LeadRestrictionInForce],
) -> Result<LegalPlays, InputError> {
    let turn = turn(record)?;
    // With none sent, the penalty cards are those the record's irregular
    // plays leave on the table, and the lead restrictions those it carries
    // that bind this lead.
    let (from_play, from_record);
    let view = match &record.play {
        Some(play) if (penalty_cards.is_empty() || restrictions.is_empty()) && !play.irregularities.is_empty() => {
            record.play_view().map_err(|e| e.to_input_error("/record"))?
        }
        _ => None,
    };
    let (penalty_cards, restrictions) = match view {
        Some(view) => {
            from_play = view.walk.penalty_cards_now.clone();
            from_record = restrictions_at_this_lead(&view.walk.lead_restrictions, &view.tricks, &turn);
            (
                if penalty_cards.is_empty() { from_play.as_slice() } else { penalty_cards },
                if restrictions.is_empty() { from_record.as_slice() } else { restrictions },
            )
        }
        None => (penalty_cards, restrictions),
    };
    if let Some(asked) = seat
        && asked != turn.seat
    {
        return Err(input_error(
            "not_players_turn",
            "/seat",
            "play-error-not-players-turn",
            &[("seat", seat_name(asked)), ("turn", seat_name(turn.seat))],
        ));
    }
    let dummy = turn.declarer.partner();
    for (i, p) in penalty_cards.iter().enumerate() {
        if p.seat == turn.declarer || p.seat == dummy {
            return Err(input_error(
                "penalty_card_not_defender",
                format!("/penalty_cards/{i}/seat"),
                "play-error-penalty-not-defender",
                &[("seat", seat_name(p.seat))],
            ));
        }
        if penalty_cards[..i].iter().any(|q| q.card == p.card) {
            return Err(input_error(
                "penalty_card_twice",
                format!("/penalty_cards/{i}/card"),
                "play-error-penalty-twice",
                &card_args(p.card),
            ));
        }
        if let Some(hand) = remaining_cards(record, p.seat)
            && !hand.contains(&p.card)
        {
            return Err(input_error(
                "penalty_card_not_in_hand",
                format!("/penalty_cards/{i}/card"),
                "play-error-penalty-not-in-hand",
                &[card_args(p.card)[0].clone(), card_args(p.card)[1].clone(), ("seat", seat_name(p.seat))],
            ));
        }
    }
    for (i, r) in restrictions.iter().enumerate() {
        if r.seat == turn.declarer || r.seat == dummy {
            return Err(input_error(
                "lead_restriction_not_defender",
                format!("/lead_restrictions/{i}/seat"),
                "play-error-restriction-not-defender",
                &[("seat", seat_name(r.seat))],
            ));
        }
        if r.suits.is_empty() {
            return Err(input_error(
                "lead_restriction_without_suit",
                format!("/lead_restrictions/{i}/suits"),
                "play-error-restriction-no-suit",
                &[],
            ));
        }
    }
    Ok(legal_plays(&turn, penalty_cards, restrictions))
}

/// The restrictions a record carries that bind the lead at `turn`: one
/// imposed at this lead (an entry is what declarer chose there, so it counts
/// as his election at this lead), and a prohibition imposed at an earlier
/// lead that lasts while its defender keeps the lead, when he has led and
/// won every trick since.
fn restrictions_at_this_lead(
    recorded: &[RecordedLeadRestriction],
    tricks: &[Trick],
    turn: &Turn,
) -> Vec<LeadRestrictionInForce> {
    if turn.suit_led.is_some() {
        return Vec::new();
    }
    let this_lead = tricks.len() + 1;
    recorded
        .iter()
        .filter(|r| r.seat == turn.seat)
        .filter_map(|r| {
            let imposed = usize::from(r.trick);
            let origin = if imposed == this_lead {
                if r.election { RestrictionOrigin::Election } else { RestrictionOrigin::Law26 }
            } else {
                // A prohibition (26B or 50D2(a)) lasts while its defender
                // keeps the lead.
                let kept_the_lead = imposed < this_lead
                    && tricks[imposed - 1..].iter().all(|t| t.leader == r.seat && t.winner == Some(r.seat));
                let lasts = r.kind == LeadOption::Forbid && r.lasts == LeadRestrictionLasts::WhilePartnerRetainsLead;
                if !(kept_the_lead && lasts) {
                    return None;
                }
                if r.election { RestrictionOrigin::EarlierElection } else { RestrictionOrigin::Law26 }
            };
            Some(LeadRestrictionInForce { seat: r.seat, kind: r.kind, suits: vec![r.suit], origin })
        })
        .collect()
}

/// A rule's id as the default edition states it: legal plays are found
/// outside any ruling.
fn bridge_rule_id(rule: &Rule) -> String {
    LawsEdition::DEFAULT.rule_id(rule.id)
}

fn reason(rule: &Rule, id: &str, args: &[(&str, Arg)]) -> PlayReason {
    PlayReason {
        rule: bridge_rule_id(rule),
        citation: LawsEdition::DEFAULT.citation(&rule.citation),
        text: text::localized(id, args),
    }
}

/// A reason whose message names a list (`cards` or `suits`) in words.
fn reason_with(rule: &Rule, id: &str, args: &[(&str, Arg)], name: &str, value: &Localized) -> PlayReason {
    PlayReason {
        rule: bridge_rule_id(rule),
        citation: LawsEdition::DEFAULT.citation(&rule.citation),
        text: localized_with(id, args, name, value),
    }
}

/// The penalty cards of `seat` still in his hand, with their kind as the
/// laws make it: two or more are all major (50B2).
pub fn effective_penalty_cards(
    seat: Seat,
    hand: &[Card],
    penalty_cards: &[PenaltyCardInForce],
) -> Vec<PenaltyCardInForce> {
    let own: Vec<PenaltyCardInForce> =
        penalty_cards.iter().filter(|p| p.seat == seat && hand.contains(&p.card)).copied().collect();
    if own.len() >= 2 {
        own.into_iter().map(|p| PenaltyCardInForce { kind: PenaltyCardKind::Major, ..p }).collect()
    } else {
        own
    }
}

/// The legal plays at `turn`. Penalty cards of other players only matter
/// through 50D2 (partner's major penalty card at this player's lead).
pub fn legal_plays(
    turn: &Turn,
    penalty_cards: &[PenaltyCardInForce],
    restrictions: &[LeadRestrictionInForce],
) -> LegalPlays {
    decide(turn, penalty_cards, restrictions, &mut Reasons { kept: Some(Vec::new()) })
}

/// [`legal_plays`] without its reasons (`reasons` is empty): for a search
/// that needs only the cards, as the revokes of a record's penalty cards
/// (issue 18: each reason's texts were rendered in both languages at every
/// card a penalty card's holder played, and dropped).
pub fn legal_cards(
    turn: &Turn,
    penalty_cards: &[PenaltyCardInForce],
    restrictions: &[LeadRestrictionInForce],
) -> LegalPlays {
    decide(turn, penalty_cards, restrictions, &mut Reasons { kept: None })
}

/// Where the reasons of an answer go: kept, or left unwritten.
struct Reasons {
    /// `None` when the reasons are not wanted.
    kept: Option<Vec<PlayReason>>,
}

impl Reasons {
    /// Adds the reason `make` writes, when the reasons are kept.
    fn push(&mut self, make: impl FnOnce() -> PlayReason) {
        if let Some(kept) = &mut self.kept {
            kept.push(make());
        }
    }
}

/// The legal plays at `turn`, each paragraph's reason given to `reasons`.
fn decide(
    turn: &Turn,
    penalty_cards: &[PenaltyCardInForce],
    restrictions: &[LeadRestrictionInForce],
    reasons: &mut Reasons,
) -> LegalPlays {
    let seat = turn.seat;
    let mut allowed: Vec<Card> = turn.hand.clone();
    let mut declarer_must_elect = false;
    let own = effective_penalty_cards(seat, &turn.hand, penalty_cards);
    if own.len() >= 2 && penalty_cards.iter().any(|p| p.seat == seat && p.kind == PenaltyCardKind::Minor) {
        reasons.push(|| reason(&law50::B2_SEVERAL, "play-reason-several-major", &[("seat", seat_name(seat))]));
    }
    // 51B: after declarer's election at the partner's lead, the offender
    // plays any legal card to this trick; his other penalty cards wait.
    let (waived, own): (Vec<PenaltyCardInForce>, Vec<PenaltyCardInForce>) =
        own.into_iter().partition(|p| p.waived_this_trick);
    if !waived.is_empty() {
        reasons.push(|| {
            let cards: Vec<Card> = waived.iter().map(|p| p.card).collect();
            reason_with(
                &law51::B_ANY_LEGAL_CARD,
                "play-reason-any-legal-card",
                &[],
                "cards",
                &cards_list(&cards, "play-list-and"),
            )
        });
    }

    match turn.suit_led {
        Some(led) => {
            let of_suit: Vec<Card> = allowed.iter().copied().filter(|c| c.suit == led).collect();
            if !of_suit.is_empty() {
                allowed = of_suit;
                reasons.push(|| reason(&LAW44_C, "play-reason-follow-suit", &[suit_arg(led)]));
            }
        }
        None => {
            declarer_must_elect = at_the_lead(seat, &mut allowed, penalty_cards, restrictions, reasons);
        }
    }

    let (mut must_play, declarer_designates) = penalty_card_obligations(&own, &mut allowed, reasons);
    allowed.sort_unstable_by(|a, b| b.cmp(a));
    must_play.sort_unstable_by(|a, b| b.cmp(a));
    LegalPlays {
        seat,
        leading: turn.suit_led.is_none(),
        suit_led: turn.suit_led,
        may_play: allowed,
        must_play,
        declarer_designates,
        declarer_must_elect,
        reasons: reasons.kept.take().unwrap_or_default(),
    }
}

/// At `seat`'s lead: declarer's election when his partner has a major
/// penalty card (50D2, 51B), then the lead restrictions in force (Law 26,
/// 50D2(a), 51B), each narrowing `allowed` unless he cannot comply (59).
/// `true` when declarer must elect first.
fn at_the_lead(
    seat: Seat,
    allowed: &mut Vec<Card>,
    penalty_cards: &[PenaltyCardInForce],
    restrictions: &[LeadRestrictionInForce],
    reasons: &mut Reasons,
) -> bool {
    let mine: Vec<&LeadRestrictionInForce> = restrictions.iter().filter(|r| r.seat == seat).collect();
    let partner_majors = effective_penalty_cards(seat.partner(), &all_cards(), penalty_cards)
        .into_iter()
        .filter(|p| p.kind == PenaltyCardKind::Major)
        .count();
    // Only declarer's election at this lead makes the election: a
    // Law 26 restriction or an earlier prohibition does not (51 footnote).
    let elected = mine.iter().any(|r| r.origin == RestrictionOrigin::Election);
    let declarer_must_elect = partner_majors > 0 && !elected;
    if declarer_must_elect {
        let rule = if partner_majors >= 2 { &law51::B_PARTNERS_LEAD } else { &law50::D2 };
        reasons.push(|| reason(rule, "play-reason-declarer-elects", &[("partner", seat_name(seat.partner()))]));
    }
    for r in mine {
        // The paragraph the restriction comes from: Law 26 for one
        // after a withdrawn call, 50D2(a) for declarer's election.
        let law26 = r.origin == RestrictionOrigin::Law26;
        let (kept, rule, id, conjunction): (Vec<Card>, &Rule, &str, &str) = match r.kind {
            LeadOption::Require => (
                allowed.iter().copied().filter(|c| r.suits.contains(&c.suit)).collect(),
                if law26 { &RESTRICTION_LAW26_REQUIRE } else { &RESTRICTION_REQUIRE },
                "play-reason-lead-required",
                "play-list-or",
            ),
            LeadOption::Forbid => (
                allowed.iter().copied().filter(|c| !r.suits.contains(&c.suit)).collect(),
                if law26 { &RESTRICTION_LAW26_FORBID } else { &RESTRICTION_FORBID },
                "play-reason-lead-forbidden",
                "play-list-nor",
            ),
        };
        let suits = || suits_list(&r.suits, conjunction);
        if kept.is_empty() {
            // 59: unable to lead as required, he leads any card.
            reasons.push(|| reason_with(&law59::UNABLE, "play-reason-unable", &[], "suits", &suits()));
        } else {
            *allowed = kept;
            reasons.push(|| reason_with(rule, id, &[], "suits", &suits()));
        }
    }
    declarer_must_elect
}

/// The offender's own penalty cards (`own`): a major one must be played
/// (50D1), declarer designating among two or more (51A); a minor one holds
/// back the small cards of its suit (50C). Narrows `allowed`; returns the
/// cards he must play and whether declarer designates.
fn penalty_card_obligations(
    own: &[PenaltyCardInForce],
    allowed: &mut Vec<Card>,
    reasons: &mut Reasons,
) -> (Vec<Card>, bool) {
    let mut must_play = Vec::new();
    let mut declarer_designates = false;
    let majors: Vec<Card> = own.iter().filter(|p| p.kind == PenaltyCardKind::Major).map(|p| p.card).collect();
    if !majors.is_empty() {
        let playable: Vec<Card> = allowed.iter().copied().filter(|c| majors.contains(c)).collect();
        if playable.is_empty() {
            reasons.push(|| {
                reason_with(
                    &law50::D1B,
                    "play-reason-penalty-waits",
                    &[("count", majors.len().into())],
                    "cards",
                    &cards_list(&majors, "play-list-and"),
                )
            });
        } else {
            let cards = || cards_list(&playable, "play-list-or");
            reasons.push(|| {
                reason_with(
                    &law50::D1A,
                    "play-reason-penalty-must",
                    &[("count", playable.len().into())],
                    "cards",
                    &cards(),
                )
            });
            if playable.len() >= 2 {
                declarer_designates = true;
                reasons.push(|| reason_with(&law51::A_DESIGNATES, "play-reason-designates", &[], "cards", &cards()));
            }
            *allowed = playable.clone();
            must_play = playable;
        }
    } else if let [minor] = own {
        // 50C: no other card of its suit below honour rank, whether higher
        // or lower than the penalty card; honours and the card itself stay.
        let before = allowed.len();
        allowed.retain(|c| c.suit != minor.card.suit || c.rank.is_honour() || *c == minor.card);
        if allowed.len() < before {
            reasons.push(|| reason(&law50::C_MINOR, "play-reason-minor", &card_args(minor.card)));
        }
    }
    (must_play, declarer_designates)
}

fn all_cards() -> Vec<Card> {
    Card::all().collect()
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::card::Rank;

    fn cards(list: &[&str]) -> Vec<Card> {
        list.iter().map(|c| c.parse().expect("card")).collect()
    }

    fn card(text: &str) -> Card {
        text.parse().expect("card")
    }

    fn turn(seat: Seat, hand: &[&str], led: Option<Suit>) -> Turn {
        Turn { seat, suit_led: led, hand: cards(hand), declarer: Seat::S }
    }

    fn penalty(seat: Seat, c: &str, kind: PenaltyCardKind) -> PenaltyCardInForce {
        PenaltyCardInForce { seat, card: card(c), kind, waived_this_trick: false }
    }

    fn restriction(seat: Seat, kind: LeadOption, suits: &[Suit], origin: RestrictionOrigin) -> LeadRestrictionInForce {
        LeadRestrictionInForce { seat, kind, suits: suits.to_vec(), origin }
    }

    fn texts(plays: &LegalPlays, rule: &str) -> Vec<Localized> {
        plays.reasons.iter().filter(|r| r.rule == rule).map(|r| r.text.clone()).collect()
    }

    const HAND: [&str; 6] = ["HK", "HT", "H9", "S9", "S5", "D3"];

    #[test]
    fn the_cards_without_their_reasons_are_the_same_cards() {
        // Every obligation the paragraphs make, each at a lead and at each
        // suit led: `legal_cards` answers as `legal_plays` does, reasons
        // aside, and writes none.
        let major = |c: &str| penalty(Seat::W, c, PenaltyCardKind::Major);
        let minor = |c: &str| penalty(Seat::W, c, PenaltyCardKind::Minor);
        let partners = penalty(Seat::E, "CA", PenaltyCardKind::Major);
        let waived = PenaltyCardInForce { waived_this_trick: true, ..major("HK") };
        let cases: Vec<Vec<PenaltyCardInForce>> = vec![
            vec![],
            vec![major("HK")],
            vec![major("HK"), major("S9")],
            vec![minor("S9")],
            vec![minor("S9"), minor("H9")],
            vec![partners],
            vec![waived],
        ];
        let restrictions = [
            vec![],
            vec![restriction(Seat::W, LeadOption::Require, &[Suit::Diamonds], RestrictionOrigin::Election)],
            vec![restriction(Seat::W, LeadOption::Forbid, &[Suit::Clubs], RestrictionOrigin::Law26)],
        ];
        for in_force in &cases {
            for restricted in &restrictions {
                for led in [None, Some(Suit::Hearts), Some(Suit::Spades), Some(Suit::Clubs)] {
                    let at = turn(Seat::W, &HAND, led);
                    let explained = legal_plays(&at, in_force, restricted);
                    let cards_only = legal_cards(&at, in_force, restricted);
                    assert!(cards_only.reasons.is_empty());
                    assert_eq!(LegalPlays { reasons: Vec::new(), ..explained }, cards_only, "{in_force:?} {led:?}");
                }
            }
        }
    }

    #[test]
    fn without_penalty_a_player_follows_suit_when_he_can() {
        let plays = legal_plays(&turn(Seat::W, &HAND, Some(Suit::Hearts)), &[], &[]);
        assert_eq!(plays.may_play, cards(&["HK", "HT", "H9"]));
        assert!(plays.must_play.is_empty());
        let plays = legal_plays(&turn(Seat::W, &HAND, Some(Suit::Clubs)), &[], &[]);
        assert_eq!(plays.may_play.len(), 6);
    }

    #[test]
    fn d1a_a_major_penalty_card_is_played_at_the_first_legal_opportunity() {
        // Seed 004: dummy leads the heart ace, West must play his king.
        let p = [penalty(Seat::W, "HK", PenaltyCardKind::Major)];
        let plays = legal_plays(&turn(Seat::W, &HAND, Some(Suit::Hearts)), &p, &[]);
        assert_eq!((plays.may_play.clone(), plays.must_play.clone()), (cards(&["HK"]), cards(&["HK"])));
        assert!(plays.reasons.iter().any(|r| r.rule == crate::kinds::test_support::FFB_2017.rule_id(law50::D1A.id)));
        // Void in the suit led: he discards it.
        let plays = legal_plays(&turn(Seat::W, &HAND, Some(Suit::Clubs)), &p, &[]);
        assert_eq!(plays.must_play, cards(&["HK"]));
        // Leading: he leads it.
        let plays = legal_plays(&turn(Seat::W, &HAND, None), &p, &[]);
        assert_eq!(plays.must_play, cards(&["HK"]));
    }

    #[test]
    fn d1b_following_suit_comes_first_and_the_card_waits() {
        let p = [penalty(Seat::W, "HK", PenaltyCardKind::Major)];
        let plays = legal_plays(&turn(Seat::W, &HAND, Some(Suit::Spades)), &p, &[]);
        assert_eq!(plays.may_play, cards(&["S9", "S5"]));
        assert!(plays.must_play.is_empty());
        assert!(plays.reasons.iter().any(|r| r.rule == crate::kinds::test_support::FFB_2017.rule_id(law50::D1B.id)));
    }

    #[test]
    fn c_a_minor_penalty_card_keeps_other_small_cards_back_higher_or_lower_but_not_honours() {
        let p = [penalty(Seat::W, "S9", PenaltyCardKind::Minor)];
        let plays = legal_plays(&turn(Seat::W, &HAND, Some(Suit::Spades)), &p, &[]);
        assert_eq!(plays.may_play, cards(&["S9"]));
        let hand = ["SQ", "S9", "S5", "D3"];
        let plays = legal_plays(&turn(Seat::W, &hand, Some(Suit::Spades)), &p, &[]);
        assert_eq!(plays.may_play, cards(&["SQ", "S9"]));
        assert!(plays.must_play.is_empty());
        assert!(
            plays.reasons.iter().any(|r| r.rule == crate::kinds::test_support::FFB_2017.rule_id(law50::C_MINOR.id))
        );
    }

    #[test]
    fn a51_declarer_designates_among_several_playable_penalty_cards() {
        // Two minors given: two penalty cards are all major (50B2).
        let p = [penalty(Seat::W, "S9", PenaltyCardKind::Minor), penalty(Seat::W, "D3", PenaltyCardKind::Minor)];
        let plays = legal_plays(&turn(Seat::W, &HAND, Some(Suit::Clubs)), &p, &[]);
        assert_eq!(plays.must_play, cards(&["S9", "D3"]));
        assert!(plays.declarer_designates);
        assert!(
            plays
                .reasons
                .iter()
                .any(|r| r.rule == crate::kinds::test_support::FFB_2017.rule_id(law51::A_DESIGNATES.id))
        );
        assert!(
            plays.reasons.iter().any(|r| r.rule == crate::kinds::test_support::FFB_2017.rule_id(law50::B2_SEVERAL.id))
        );
    }

    #[test]
    fn d2_partner_on_lead_waits_for_declarers_election_and_restrictions_apply() {
        let p = [penalty(Seat::W, "HK", PenaltyCardKind::Major)];
        let east = ["H4", "H3", "C5", "C4"];
        let plays = legal_plays(&turn(Seat::E, &east, None), &p, &[]);
        assert!(plays.declarer_must_elect);
        assert_eq!(plays.may_play.len(), 4);
        let require = restriction(Seat::E, LeadOption::Require, &[Suit::Hearts], RestrictionOrigin::Election);
        let plays = legal_plays(&turn(Seat::E, &east, None), &[], &[require]);
        assert_eq!(plays.may_play, cards(&["H4", "H3"]));
        assert!(!plays.declarer_must_elect);
        let forbid = restriction(Seat::E, LeadOption::Forbid, &[Suit::Hearts], RestrictionOrigin::Election);
        let plays = legal_plays(&turn(Seat::E, &east, None), &p, &[forbid]);
        assert_eq!(plays.may_play, cards(&["C5", "C4"]));
        assert!(!plays.declarer_must_elect);
    }

    #[test]
    fn law59_unable_to_lead_as_required_he_leads_any_card() {
        let require = restriction(Seat::E, LeadOption::Require, &[Suit::Spades], RestrictionOrigin::Law26);
        let plays = legal_plays(&turn(Seat::E, &["H4", "C5"], None), &[], &[require]);
        assert_eq!(plays.may_play, cards(&["H4", "C5"]));
        assert!(plays.reasons.iter().any(|r| r.rule == crate::kinds::test_support::FFB_2017.rule_id(law59::UNABLE.id)));
        let forbid = restriction(Seat::E, LeadOption::Forbid, &[Suit::Hearts], RestrictionOrigin::Election);
        let plays = legal_plays(&turn(Seat::E, &["H4", "H2"], None), &[], &[forbid]);
        assert_eq!(plays.may_play.len(), 2);
        assert!(plays.reasons.iter().any(|r| r.rule == crate::kinds::test_support::FFB_2017.rule_id(law59::UNABLE.id)));
    }

    #[test]
    fn a_lead_restriction_comes_before_a_major_penalty_card() {
        // West has his own penalty card and a Law 26 prohibition on spades.
        let p = [penalty(Seat::W, "S9", PenaltyCardKind::Major)];
        let forbid = restriction(Seat::W, LeadOption::Forbid, &[Suit::Spades], RestrictionOrigin::Law26);
        let plays = legal_plays(&turn(Seat::W, &HAND, None), &p, &[forbid]);
        assert!(plays.must_play.is_empty());
        assert!(!plays.may_play.iter().any(|c| c.suit == Suit::Spades));
        assert!(plays.reasons.iter().any(|r| r.rule == crate::kinds::test_support::FFB_2017.rule_id(law50::D1B.id)));
    }

    #[test]
    fn c_a_small_card_higher_than_the_minor_penalty_card_is_held_back_too() {
        let p = [penalty(Seat::W, "S5", PenaltyCardKind::Minor)];
        let plays = legal_plays(&turn(Seat::W, &["SQ", "S9", "S5", "S3", "D3"], Some(Suit::Spades)), &p, &[]);
        assert_eq!(plays.may_play, cards(&["SQ", "S5"]));
        let text = &texts(&plays, &crate::kinds::test_support::FFB_2017.rule_id(law50::C_MINOR.id))[0];
        assert!(text.fr.contains("le 5 de pique") && text.fr.contains("plus forte ou plus faible"), "{}", text.fr);
        assert!(text.en.contains("the 5 of spades") && text.en.contains("higher or lower"), "{}", text.en);
    }

    #[test]
    fn reasons_read_cards_and_suits_in_words() {
        let p = [penalty(Seat::W, "HK", PenaltyCardKind::Major)];
        let plays = legal_plays(&turn(Seat::W, &HAND, Some(Suit::Hearts)), &p, &[]);
        let follow = &texts(&plays, &crate::kinds::test_support::FFB_2017.rule_id(LAW44_C.id))[0];
        assert_eq!(
            (follow.fr.as_ref(), follow.en.as_ref()),
            ("Il doit fournir à cœur.", "He must follow suit in hearts.")
        );
        let must = &texts(&plays, &crate::kinds::test_support::FFB_2017.rule_id(law50::D1A.id))[0];
        assert!(must.fr.ends_with("le Roi de cœur.") && must.en.ends_with("the king of hearts."), "{must:?}");
        // Two playable: one of them, declarer says which.
        let p = [penalty(Seat::W, "S9", PenaltyCardKind::Major), penalty(Seat::W, "DT", PenaltyCardKind::Major)];
        let plays = legal_plays(&turn(Seat::W, &["S9", "DT", "C2"], Some(Suit::Clubs)), &p, &[]);
        assert_eq!(plays.may_play, cards(&["C2"]));
        let plays = legal_plays(&turn(Seat::W, &["S9", "DT", "H2"], Some(Suit::Clubs)), &p, &[]);
        let designates = &texts(&plays, &crate::kinds::test_support::FFB_2017.rule_id(law51::A_DESIGNATES.id))[0];
        assert!(designates.fr.ends_with("le 9 de pique ou le 10 de carreau."), "{}", designates.fr);
        assert!(designates.en.ends_with("the 9 of spades or the 10 of diamonds."), "{}", designates.en);
        let forbid = restriction(Seat::E, LeadOption::Forbid, &[Suit::Clubs, Suit::Spades], RestrictionOrigin::Law26);
        let plays = legal_plays(&turn(Seat::E, &["H4", "C5", "S2"], None), &[], &[forbid]);
        let text = &texts(&plays, &crate::kinds::test_support::FFB_2017.rule_id(RESTRICTION_LAW26_FORBID.id))[0];
        assert_eq!(
            (text.fr.as_ref(), text.en.as_ref()),
            ("Il ne peut pas attaquer trèfle ni pique.", "He may not lead clubs or spades.")
        );
        for t in plays.reasons.iter().map(|r| &r.text) {
            assert!(!t.fr.contains(", S") && !t.en.contains("C,"), "{t:?}");
        }
    }

    #[test]
    fn d2_a_law26_restriction_or_an_earlier_prohibition_does_not_make_the_election() {
        let p = [penalty(Seat::W, "HK", PenaltyCardKind::Major)];
        let east = ["H4", "H3", "C5", "S4"];
        for origin in [RestrictionOrigin::Law26, RestrictionOrigin::EarlierElection] {
            let forbid = restriction(Seat::E, LeadOption::Forbid, &[Suit::Spades], origin);
            let plays = legal_plays(&turn(Seat::E, &east, None), &p, &[forbid]);
            assert!(plays.declarer_must_elect, "{origin:?}: 50D2 is still due");
            assert_eq!(plays.may_play, cards(&["H4", "H3", "C5"]), "{origin:?}: the restriction still applies");
        }
        let require = restriction(Seat::E, LeadOption::Require, &[Suit::Hearts], RestrictionOrigin::Election);
        let law26 = restriction(Seat::E, LeadOption::Forbid, &[Suit::Spades], RestrictionOrigin::Law26);
        let plays = legal_plays(&turn(Seat::E, &east, None), &p, &[law26, require]);
        assert!(!plays.declarer_must_elect);
        assert_eq!(plays.may_play, cards(&["H4", "H3"]));
    }

    #[test]
    fn b51_after_declarers_election_the_offender_plays_any_legal_card_to_this_trick() {
        // East led a heart as declarer required (51B2); West's spade penalty
        // card, of a suit declarer did not name, stays on the table.
        let mut p = [penalty(Seat::W, "S9", PenaltyCardKind::Major)];
        let plays = legal_plays(&turn(Seat::W, &HAND, Some(Suit::Clubs)), &p, &[]);
        assert_eq!(plays.must_play, cards(&["S9"]));
        p[0].waived_this_trick = true;
        let plays = legal_plays(&turn(Seat::W, &HAND, Some(Suit::Clubs)), &p, &[]);
        assert!(plays.must_play.is_empty());
        assert_eq!(plays.may_play.len(), HAND.len());
        let text = &texts(&plays, &crate::kinds::test_support::FFB_2017.rule_id(law51::B_ANY_LEGAL_CARD.id))[0];
        assert!(text.fr.contains("le 9 de pique") && text.en.contains("the 9 of spades"), "{text:?}");
        // It still counts for partner's lead: declarer elects again then.
        let plays = legal_plays(&turn(Seat::E, &["H4", "C5"], None), &p, &[]);
        assert!(plays.declarer_must_elect);
    }

    #[test]
    fn a_penalty_card_round_trips_in_json_with_its_waiver_optional() {
        let p: PenaltyCardInForce =
            serde_json::from_str(r#"{"seat": "W", "card": "HK", "kind": "major"}"#).expect("card");
        assert!(!p.waived_this_trick);
        assert_eq!(
            serde_json::to_value(p).expect("json"),
            serde_json::json!({"seat": "W", "card": "HK", "kind": "major"})
        );
        let r: LeadRestrictionInForce =
            serde_json::from_str(r#"{"seat": "E", "kind": "forbid", "suits": ["C"]}"#).expect("restriction");
        assert_eq!(r.origin, RestrictionOrigin::Election);
    }

    fn any_hand() -> impl Strategy<Value = (Vec<Card>, Option<Suit>)> {
        (Just(Card::all().collect::<Vec<_>>()).prop_shuffle(), 1usize..=13, 0usize..5)
            .prop_map(|(all, n, led)| (all[..n].to_vec(), Suit::ALL.get(led).copied()))
    }

    proptest! {
        #[test]
        fn without_penalty_cards_legal_plays_are_follow_suit_if_you_can((hand, led) in any_hand()) {
            let t = Turn { seat: Seat::E, suit_led: led, hand: hand.clone(), declarer: Seat::S };
            let plays = legal_plays(&t, &[], &[]);
            let mut expected: Vec<Card> = match led {
                Some(suit) if hand.iter().any(|c| c.suit == suit) => hand.iter().copied().filter(|c| c.suit == suit).collect(),
                _ => hand.clone(),
            };
            expected.sort_unstable_by(|a, b| b.cmp(a));
            prop_assert_eq!(plays.may_play, expected);
            prop_assert!(plays.must_play.is_empty());
            prop_assert!(!plays.declarer_designates && !plays.declarer_must_elect);
        }
    }

    #[test]
    fn ranks_below_ten_are_not_honours() {
        assert!(!Rank::Nine.is_honour() && Rank::Ten.is_honour());
    }
}
