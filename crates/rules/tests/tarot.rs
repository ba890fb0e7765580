//! Tarot deal records from end to end: whole deals played by the rules,
//! validated, counted and scored; impossible records refused with the field;
//! revokes found with the trick and the hand.

#![allow(missing_docs, clippy::unwrap_used)]

use arbitre_rules::tarot::card::{Card, CardSet, PACK_HALF_POINTS, Suit};
use arbitre_rules::tarot::deal::{Bid, Contract, DogUse, Side, Sides, TableSize};
use arbitre_rules::tarot::discard::DiscardFault;
use arbitre_rules::tarot::findings::{Cancellation, score_record};
use arbitre_rules::tarot::play::{PlayRule, first_leads, legal_cards, revokes, trick_winner};
use arbitre_rules::tarot::record::{DealRecord, HandleRecord, PlayRecord, TrickRecord, validate};
use proptest::prelude::*;

/// How a deal is set up before play.
#[derive(Debug, Clone)]
struct Setup {
    size: TableSize,
    dealer: usize,
    taker: usize,
    contract: Contract,
    chelem_announced: bool,
    /// The pack in dealing order: hands one after the other, then the dog.
    pack: Vec<Card>,
}

/// A small deterministic generator, to shuffle without a dependency.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        self.0 >> 33
    }
    fn shuffle(&mut self, cards: &mut [Card]) {
        for i in (1..cards.len()).rev() {
            let j = usize::try_from(self.next()).unwrap() % (i + 1);
            cards.swap(i, j);
        }
    }
}

fn shuffled(seed: u64) -> Vec<Card> {
    let mut pack: Vec<Card> = Card::all().collect();
    Lcg(seed).shuffle(&mut pack);
    pack
}

/// Plays a deal out by the rules: each player picks among his legal cards
/// with `choose(player, trick so far, legal cards)`.
fn play(setup: &Setup, mut choose: impl FnMut(usize, &[Card], &[Card]) -> usize) -> DealRecord {
    let n = setup.size.players();
    let h = setup.size.hand_size();
    let hands: Vec<Vec<Card>> = (0..n).map(|p| setup.pack[p * h..(p + 1) * h].to_vec()).collect();
    let dog: Vec<Card> = setup.pack[n * h..].to_vec();
    let first = setup.size.first_to_play(setup.dealer);
    let bids: Vec<Bid> = (0..n)
        .map(|i| {
            if (first + i) % n == setup.taker {
                match setup.contract {
                    Contract::Prise => Bid::Prise,
                    Contract::Garde => Bid::Garde,
                    Contract::GardeSans => Bid::GardeSans,
                    Contract::GardeContre => Bid::GardeContre,
                }
            } else {
                Bid::Pass
            }
        })
        .collect();
    let taker_hand = CardSet::of(hands[setup.taker].iter().copied());
    let called = setup.size.calls_a_king().then(|| {
        Suit::ALL.iter().map(|s| Card::king(*s)).find(|k| !taker_hand.contains(*k)).unwrap_or_else(|| {
            // He holds the four kings: he calls a queen.
            "SD".parse().unwrap()
        })
    });
    let partner = called.and_then(|c| hands.iter().position(|hand| hand.contains(&c))).filter(|p| *p != setup.taker);
    let sides = Sides { taker: setup.taker, partner };
    let mut in_play: Vec<CardSet> = hands.iter().map(|hand| CardSet::of(hand.iter().copied())).collect();
    let discard = (setup.contract.dog() == DogUse::TakerDiscards).then(|| {
        let with_dog = in_play[setup.taker].union(CardSet::of(dog.iter().copied()));
        let mut candidates: Vec<Card> =
            with_dog.iter().filter(|c| !c.is_king() && !c.is_trump() && !c.is_excuse()).collect();
        candidates.sort_by_key(|c| (c.half_points(), c.id()));
        candidates.extend(with_dog.trumps().iter().filter(|c| !c.is_oudler()));
        let discard: Vec<Card> = candidates.into_iter().take(setup.size.dog_size()).collect();
        in_play[setup.taker] = with_dog.difference(CardSet::of(discard.iter().copied()));
        discard
    });
    let mut leader = if setup.chelem_announced { setup.taker } else { first };
    let mut tricks = Vec::new();
    let mut winners: Vec<usize> = Vec::new();
    for t in 0..setup.size.tricks() {
        let mut cards: Vec<(usize, Card)> = Vec::new();
        for k in 0..n {
            let p = (leader + k) % n;
            let so_far: Vec<Card> = cards.iter().map(|(_, c)| *c).collect();
            // The first lead at five: not the called suit, but the called card.
            let legal = match (t, k, called) {
                (0, 0, Some(called)) => first_leads(in_play[p], called).to_vec(),
                _ => legal_cards(in_play[p], &so_far).to_vec(),
            };
            let card = legal[choose(p, &so_far, &legal) % legal.len()];
            in_play[p].remove(card);
            cards.push((p, card));
        }
        let excuse_wins = t + 1 == setup.size.tricks() && winners.iter().all(|w| sides.of(*w) == sides.of(leader));
        let winner = trick_winner(&cards, excuse_wins).unwrap();
        winners.push(winner);
        tricks.push(TrickRecord {
            cards: cards.iter().map(|(player, card)| PlayRecord { player: *player, card: *card }).collect(),
        });
        leader = winner;
    }
    DealRecord {
        players: (0..n).map(|p| format!("Joueur {}", p + 1)).collect(),
        dealer: setup.dealer,
        hands,
        dog,
        bids: Some(bids),
        taker: None,
        contract: None,
        called_king: called,
        discard,
        handles: Vec::new(),
        chelem_announced: setup.chelem_announced,
        tricks,
    }
}

fn four_player_garde(seed: u64) -> DealRecord {
    let setup = Setup {
        size: TableSize::Four,
        dealer: 0,
        taker: 2,
        contract: Contract::Garde,
        chelem_announced: false,
        pack: shuffled(seed),
    };
    let mut lcg = Lcg(seed ^ 0x5eed);
    play(&setup, |_, _, _| usize::try_from(lcg.next()).unwrap())
}

/// The error pointer and code when `record` is refused.
fn refused(record: &DealRecord) -> String {
    let error = validate(record).expect_err("the record must be refused");
    assert_eq!(error.code, "invalid_record");
    let text = error.localized();
    assert!(!text.fr.starts_with("tarot-") && !text.en.starts_with("tarot-"), "{text:?}");
    error.pointer
}

#[test]
fn a_deal_played_by_the_rules_validates_and_scores() {
    let record = four_player_garde(7);
    let result = score_record(&record).unwrap();
    let f = &result.findings;
    assert_eq!(f.taker, 2);
    assert_eq!(f.contract, Contract::Garde);
    assert_eq!(f.taker_points.0 + f.defence_points.0, PACK_HALF_POINTS.0);
    assert!(f.revokes.is_empty(), "{:?}", f.revokes);
    assert!(f.leads_out_of_turn.is_empty());
    assert!(f.discard_faults.is_empty(), "{:?}", f.discard_faults);
    assert_eq!(result.line.iter().map(|p| p.score).sum::<i32>(), 0);
    assert_eq!(result.line[2].score, result.score.taker);
    assert_eq!(result.line[0].name, "Joueur 1");
}

#[test]
fn a_missing_discard_is_worked_out_from_the_play() {
    let record = four_player_garde(11);
    let given = validate(&record).unwrap();
    let without = DealRecord { discard: None, ..record.clone() };
    let inferred = validate(&without).unwrap();
    assert!(inferred.discard_inferred);
    assert_eq!(inferred.discard, given.discard);
    // Without every trick it cannot be, and the record says what is missing.
    let mut short = without;
    short.tricks.truncate(10);
    assert_eq!(refused(&short), "/discard");
}

#[test]
fn the_taker_and_contract_may_be_given_instead_of_the_auction() {
    let record = four_player_garde(3);
    let direct = DealRecord { bids: None, taker: Some(2), contract: Some(Contract::Garde), ..record.clone() };
    assert_eq!(validate(&direct).unwrap().sides.taker, 2);
    let wrong = DealRecord { taker: Some(1), ..record.clone() };
    assert_eq!(refused(&wrong), "/taker");
    let wrong = DealRecord { contract: Some(Contract::GardeSans), ..record.clone() };
    assert_eq!(refused(&wrong), "/contract");
    let neither = DealRecord { bids: None, ..record };
    assert_eq!(refused(&neither), "/taker");
}

#[test]
fn impossible_records_are_refused_naming_the_field() {
    let record = four_player_garde(5);
    let mut r = record.clone();
    r.hands[1][3] = r.hands[0][0];
    assert_eq!(refused(&r), "/hands/1/3");
    let mut r = record.clone();
    r.hands[2].pop();
    assert_eq!(refused(&r), "/hands/2");
    let mut r = record.clone();
    r.dog.pop();
    assert_eq!(refused(&r), "/dog");
    let mut r = record.clone();
    r.players.push("Cinquième".into());
    assert_eq!(refused(&r), "/hands");
    let mut r = record.clone();
    r.players.truncate(2);
    assert_eq!(refused(&r), "/players");
    let mut r = record.clone();
    r.players[1] = " ".into();
    assert_eq!(refused(&r), "/players/1");
    let r = DealRecord { dealer: 4, ..record.clone() };
    assert_eq!(refused(&r), "/dealer");
    let r = DealRecord { bids: Some(vec![Bid::Garde, Bid::Pass, Bid::Prise, Bid::Pass]), ..record.clone() };
    assert_eq!(refused(&r), "/bids/2");
    let r = DealRecord { bids: Some(vec![Bid::Pass; 4]), ..record.clone() };
    assert_eq!(refused(&r), "/bids");
    let r = DealRecord { bids: Some(vec![Bid::Pass; 3]), ..record.clone() };
    assert_eq!(refused(&r), "/bids");
    let r = DealRecord { called_king: Some("SR".parse().unwrap()), ..record.clone() };
    assert_eq!(refused(&r), "/called_king");
    let mut r = record.clone();
    r.discard.as_mut().unwrap().pop();
    assert_eq!(refused(&r), "/discard");
    let mut r = record.clone();
    // A card of another player's hand.
    r.discard.as_mut().unwrap()[0] = r.hands[0][0];
    assert_eq!(refused(&r), "/discard/0");
    let r = DealRecord { bids: None, taker: Some(2), contract: Some(Contract::GardeSans), ..record.clone() };
    assert_eq!(refused(&r), "/discard");
    let mut r = record.clone();
    r.tricks[3].cards.pop();
    assert_eq!(refused(&r), "/tricks/3");
    let mut r = record.clone();
    r.tricks[3].cards.swap(1, 2);
    assert_eq!(refused(&r), "/tricks/3/cards/1/player");
    let mut r = record.clone();
    r.tricks[3].cards[2].player = 9;
    assert_eq!(refused(&r), "/tricks/3/cards/2/player");
    let mut r = record.clone();
    r.tricks.push(r.tricks[0].clone());
    assert_eq!(refused(&r), "/tricks");
}

#[test]
fn a_card_played_twice_or_not_held_is_refused_at_its_trick() {
    let record = four_player_garde(5);
    // The second card of trick 6 replaced by the card the same player played in trick 1.
    let mut r = record.clone();
    let player = r.tricks[5].cards[1].player;
    let earlier = r.tricks.iter().flat_map(|t| &t.cards).find(|c| c.player == player).unwrap().card;
    r.tricks[5].cards[1].card = earlier;
    let error = validate(&r).err().unwrap();
    assert_eq!(error.pointer, "/tricks/5/cards/1");
    assert_eq!(error.message_id, "tarot-record-card-played-twice");
    // A card from another hand.
    let mut r = record.clone();
    let other = r.tricks[5].cards[2].card;
    r.tricks[5].cards[1].card = other;
    let error = validate(&r).err().unwrap();
    assert_eq!((error.pointer.as_str(), error.message_id), ("/tricks/5/cards/1", "tarot-record-card-not-held"));
    assert!(error.localized().en.contains("Joueur"), "{}", error.localized().en);
}

#[test]
fn handles_are_checked_against_the_hand() {
    let record = four_player_garde(5);
    let deal = validate(&record).unwrap();
    let player = 0;
    let trumps: Vec<Card> = deal.hand_in_play(player).trumps().to_vec();
    let not_held = CardSet::full().trumps().difference(deal.hand_in_play(player)).to_vec()[0];
    let with =
        |cards: Vec<Card>| DealRecord { handles: vec![HandleRecord { player, kind: None, cards }], ..record.clone() };
    let result = validate(&with(trumps.clone())).unwrap();
    assert_eq!(result.handles.len(), 1);
    let mut bad = trumps.clone();
    bad.push("S1".parse().unwrap());
    assert_eq!(refused(&with(bad)), format!("/handles/0/cards/{}", trumps.len()));
    let mut bad = trumps.clone();
    bad.push(not_held);
    assert_eq!(refused(&with(bad)), format!("/handles/0/cards/{}", trumps.len()));
    let twice = DealRecord {
        handles: vec![
            HandleRecord { player, kind: None, cards: trumps.clone() },
            HandleRecord { player, kind: None, cards: trumps },
        ],
        ..record
    };
    assert_eq!(refused(&twice), "/handles/1/player");
}

#[test]
fn an_unfinished_record_validates_but_cannot_be_scored() {
    let mut record = four_player_garde(9);
    record.tricks.truncate(12);
    record.tricks[11].cards.truncate(2);
    let deal = validate(&record).unwrap();
    assert!(!deal.is_complete());
    assert_eq!(deal.tricks[11].winner, None);
    assert_eq!(score_record(&record).err().unwrap().pointer, "/tricks");
}

/// Swaps two cards of one player so that he trumps while holding the suit led.
fn with_a_revoke(record: &DealRecord) -> Option<(DealRecord, usize, usize, Card, Card)> {
    let deal = validate(record).unwrap();
    let mut hands: Vec<CardSet> = (0..deal.size.players()).map(|p| deal.hand_in_play(p)).collect();
    for (t, trick) in record.tricks.iter().enumerate() {
        let lead = trick.cards[0].card;
        for (k, play) in trick.cards.iter().enumerate().skip(1) {
            let hand = hands[play.player];
            if lead.suit().is_some() && play.card.suit() == lead.suit() {
                // A trump he plays later instead of following now.
                let later = record.tricks[t + 1..].iter().enumerate().find_map(|(u, tr)| {
                    tr.cards.iter().position(|c| c.player == play.player && c.card.is_trump()).map(|j| (t + 1 + u, j))
                });
                if let Some((u, j)) = later
                    && hand.contains(record.tricks[u].cards[j].card)
                {
                    let mut r = record.clone();
                    let trump = r.tricks[u].cards[j].card;
                    r.tricks[u].cards[j].card = play.card;
                    r.tricks[t].cards[k].card = trump;
                    return Some((r, t + 1, play.player, trump, play.card));
                }
            }
        }
        for play in &trick.cards {
            hands[play.player].remove(play.card);
        }
    }
    None
}

#[test]
fn a_revoke_is_found_with_its_trick_and_what_the_player_held() {
    let (record, trick, player, trump, suit_card) =
        (1..50).find_map(|seed| with_a_revoke(&four_player_garde(seed))).expect("some deal allows a revoke");
    let deal = validate(&record).unwrap();
    let found = revokes(&deal);
    let first = &found[0];
    assert_eq!((first.trick, first.player, first.card, first.rule), (trick, player, trump, PlayRule::FollowSuit));
    assert!(first.held.contains(&suit_card));
    assert!(first.allowed.contains(&suit_card));
    assert!(!first.allowed.contains(&trump));
}

#[test]
fn a_petit_sec_cancels_the_deal() {
    // Deal player 0 the petit as his only trump, without the excuse.
    let trumps: Vec<Card> = (1..=21).filter_map(Card::trump).collect();
    let others: Vec<Card> = Card::all().filter(|c| !c.is_trump() && !c.is_excuse()).collect();
    let mut pack = vec![Card::PETIT];
    pack.extend(&others[..17]);
    let mut rest: Vec<Card> = trumps[1..].to_vec();
    rest.push(Card::EXCUSE);
    rest.extend(&others[17..]);
    Lcg(42).shuffle(&mut rest);
    pack.extend(rest);
    let setup =
        Setup { size: TableSize::Four, dealer: 3, taker: 1, contract: Contract::Garde, chelem_announced: false, pack };
    let record = play(&setup, |_, _, _| 0);
    let result = score_record(&record).unwrap();
    assert_eq!(result.findings.petit_sec, vec![0]);
    assert_eq!(result.cancelled, Some(Cancellation::PetitSec));
    assert!(result.line.iter().all(|p| p.score == 0));
    assert_eq!(result.score.taker, 0);
}

/// A defender announces a simple handle and shows fewer trumps than it
/// needs, holding no more: « présentée incomplète et non rectifiable par un
/// défenseur », not counted, and the deal cancelled if the taker fails
/// (code, Présentation de la poignée). Over generated deals, both results.
#[test]
fn a_defenders_handle_incomplete_and_not_correctable_cancels_a_failed_deal() {
    let (mut failed, mut made) = (0, 0);
    for seed in 0..200 {
        let record = four_player_garde(seed);
        let deal = validate(&record).unwrap();
        let defender = 0;
        let trumps: Vec<Card> = deal.hand_in_play(defender).trumps().to_vec();
        if trumps.is_empty() || trumps.len() >= 10 {
            continue;
        }
        let record = DealRecord {
            handles: vec![HandleRecord {
                player: defender,
                kind: Some(arbitre_rules::tarot::handles::HandleKind::Simple),
                cards: trumps,
            }],
            ..record
        };
        let result = score_record(&record).unwrap();
        assert!(!result.findings.handles[0].counted);
        if result.score.won {
            made += 1;
            assert_eq!(result.cancelled, None, "seed {seed}");
            assert!(result.line.iter().any(|p| p.score != 0));
        } else {
            failed += 1;
            assert_eq!(result.cancelled, Some(Cancellation::HandleFault), "seed {seed}");
            assert!(result.line.iter().all(|p| p.score == 0));
        }
    }
    assert!(failed > 0 && made > 0, "both results seen: {failed} failed, {made} made");
}

/// Writes the record used by the HTTP tests and the benchmark. Run with
/// `cargo test -p arbitre-rules --test tarot -- --ignored write_fixture`.
#[test]
#[ignore = "writes tests/fixtures/tarot_4p_garde.json"]
fn write_fixture() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/tarot_4p_garde.json");
    let text = serde_json::to_string_pretty(&fixture()).unwrap();
    std::fs::write(path, text + "\n").unwrap();
}

/// A four-player garde where the taker (player 2) holds ten trumps, shows
/// them as a simple handle, draws the defence's trumps and takes the petit
/// au bout.
fn fixture() -> DealRecord {
    let taker_cards: Vec<Card> = "T1 T13 T14 T15 T16 T17 T18 T19 T20 T21 SR S9 S3 HR H7 DC D4 C2"
        .split(' ')
        .map(|c| c.parse().unwrap())
        .collect();
    let mut rest: Vec<Card> = Card::all().filter(|c| !taker_cards.contains(c)).collect();
    Lcg(2026).shuffle(&mut rest);
    let mut pack = rest[..36].to_vec();
    pack.extend(&taker_cards);
    pack.extend(&rest[36..]);
    let setup =
        Setup { size: TableSize::Four, dealer: 0, taker: 2, contract: Contract::Garde, chelem_announced: false, pack };
    let mut lcg = Lcg(99);
    let mut record = play(&setup, |player, so_far, legal| {
        if player == 2 {
            // The taker keeps the petit for the end and leads his highest trump.
            let best =
                legal.iter().enumerate().filter(|(_, c)| **c != Card::PETIT).max_by_key(|(_, c)| c.trump_number());
            if so_far.is_empty()
                && let Some((i, c)) = best
                && c.is_trump()
            {
                return i;
            }
            legal.iter().position(|c| *c != Card::PETIT && !c.is_trump()).or(best.map(|(i, _)| i)).unwrap_or(0)
        } else {
            usize::try_from(lcg.next()).unwrap()
        }
    });
    record.players = ["Alice", "Bruno", "Chloé", "David"].map(String::from).to_vec();
    record.handles = vec![HandleRecord {
        player: 2,
        kind: Some(arbitre_rules::tarot::handles::HandleKind::Simple),
        cards: "T1 T13 T14 T15 T16 T17 T18 T19 T20 T21".split(' ').map(|c| c.parse().unwrap()).collect(),
    }];
    record
}

#[test]
fn the_fixture_is_the_deal_the_generator_makes_and_scores_as_expected() {
    let committed: DealRecord = serde_json::from_str(include_str!("fixtures/tarot_4p_garde.json")).unwrap();
    assert_eq!(committed, fixture(), "run the ignored write_fixture test to refresh the fixture");
    let result = score_record(&committed).unwrap();
    let f = &result.findings;
    assert_eq!(f.petit_au_bout, Some(Side::Taker));
    assert!(f.handles[0].counted && f.handles[0].faults.is_empty(), "{:?}", f.handles);
    assert!(f.revokes.is_empty());
    assert_eq!(result.line.iter().map(|p| p.score).sum::<i32>(), 0);
    assert_eq!(result.score.breakdown.handles.abs(), 20);
    assert_eq!(result.score.breakdown.petit_au_bout, 20);
}

fn any_setup() -> impl Strategy<Value = Setup> {
    let sizes = prop_oneof![Just(TableSize::Three), Just(TableSize::Four), Just(TableSize::Five)];
    let contracts = prop_oneof![
        Just(Contract::Prise),
        Just(Contract::Garde),
        Just(Contract::GardeSans),
        Just(Contract::GardeContre)
    ];
    (sizes, contracts, 0usize..5, 0usize..5, any::<bool>(), Just((0u8..78).collect::<Vec<_>>()).prop_shuffle())
        .prop_map(|(size, contract, dealer, taker, chelem_announced, order)| Setup {
            size,
            dealer: dealer % size.players(),
            taker: taker % size.players(),
            contract,
            chelem_announced,
            pack: order.into_iter().filter_map(Card::from_id).collect(),
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn any_deal_played_by_the_rules_counts_91_points_and_its_line_sums_to_zero(
        setup in any_setup(),
        choices in proptest::collection::vec(any::<u16>(), 120),
    ) {
        let mut k = 0;
        let record = play(&setup, |_, _, _| {
            k += 1;
            usize::from(choices[k % choices.len()])
        });
        let result = score_record(&record).unwrap();
        let f = &result.findings;
        prop_assert_eq!(f.taker_points.0 + f.defence_points.0, PACK_HALF_POINTS.0);
        prop_assert!(f.revokes.is_empty());
        prop_assert!(f.leads_out_of_turn.is_empty());
        let no_king = f.discard_faults.iter().all(|d| !matches!(d, DiscardFault::King { .. }));
        prop_assert!(no_king);
        prop_assert_eq!(result.line.iter().map(|p| p.score).sum::<i32>(), 0);
        prop_assert_eq!(result.line.len(), setup.size.players());
    }
}

fn five_player_setup(seed: u64, taker: usize, contract: Contract) -> Setup {
    Setup { size: TableSize::Five, dealer: 4, taker, contract, chelem_announced: false, pack: shuffled(seed) }
}

#[test]
fn at_five_the_holder_of_the_called_king_is_the_partner() {
    // A deal with a partner, and a king in the dog.
    let record = (1..500)
        .map(|seed| play(&five_player_setup(seed, 1, Contract::Garde), |_, _, _| 0))
        .find(|r| {
            let partner = validate(r).unwrap().sides.partner.is_some();
            partner && r.dog.iter().any(|c| c.is_king())
        })
        .unwrap();
    let called = record.called_king.unwrap();
    let holder = record.hands.iter().position(|h| h.contains(&called));
    let deal = validate(&record).unwrap();
    assert_eq!(deal.sides.partner, holder.filter(|p| *p != 1));
    let result = score_record(&record).unwrap();
    assert_eq!(result.line.iter().map(|p| p.score).sum::<i32>(), 0);
    let partner = deal.sides.partner.unwrap();
    assert_eq!(result.line[partner].score, result.score.partner.unwrap());
    assert_eq!(result.line[1].score, 2 * result.score.partner.unwrap());
    // Calling a king in the dog, the taker plays alone and scores four shares.
    let king = record.dog.iter().find(|c| c.is_king()).copied().unwrap();
    let r = DealRecord { called_king: Some(king), ..record.clone() };
    let result = score_record(&r).unwrap();
    assert_eq!(result.findings.partner, None);
    assert_eq!(result.score.taker, -4 * result.score.each_defender);
    // A queen is called only by a taker who holds the four kings; a trump never.
    let r = DealRecord { called_king: Some("HD".parse().unwrap()), ..record.clone() };
    assert_eq!(refused(&r), "/called_king");
    let r = DealRecord { called_king: Some("T5".parse().unwrap()), ..record.clone() };
    assert_eq!(refused(&r), "/called_king");
    let r = DealRecord { called_king: None, ..record };
    assert_eq!(refused(&r), "/called_king");
}

/// At five, the first lead may not be in the called card's suit unless it is
/// the called card (règlement, « Le jeu à 5 joueurs »): such a lead is found
/// as a card played against the rules, and the legal leads leave it out.
#[test]
fn at_five_the_first_lead_may_not_be_in_the_called_suit() {
    // A deal whose opening leader holds a card of the called suit and others.
    let (record, leader) = (1..500)
        .find_map(|seed| {
            let record = play(&five_player_setup(seed, 1, Contract::Garde), |_, _, _| 0);
            let called = record.called_king?;
            let leader = record.tricks[0].cards[0].player;
            let hand = &record.hands[leader];
            let in_suit = hand.iter().any(|c| c.suit() == called.suit() && *c != called);
            let other = hand.iter().any(|c| c.suit() != called.suit());
            (in_suit && other && leader != 1).then_some((record, leader))
        })
        .unwrap();
    let called = record.called_king.unwrap();
    let deal = validate(&record).unwrap();
    assert!(revokes(&deal).is_empty(), "the deal as played follows the rules");
    let hand = deal.hand_in_play(leader);
    let leads = first_leads(hand, called);
    assert!(leads.iter().all(|c| c.suit() != called.suit() || c == called));
    // Swap the first lead for a card of the called suit, and the rest stays legal
    // enough for the check: the lead is reported with its rule.
    let wrong = hand.iter().find(|c| c.suit() == called.suit() && *c != called).unwrap();
    let mut r = record.clone();
    let first = r.tricks[0].cards[0].card;
    for trick in &mut r.tricks {
        for c in &mut trick.cards {
            if c.card == wrong {
                c.card = first;
            } else if c.card == first {
                c.card = wrong;
            }
        }
    }
    let found = revokes(&validate(&r).unwrap());
    let lead = found.first().unwrap();
    assert_eq!((lead.trick, lead.position, lead.player), (1, 1, leader));
    assert_eq!(lead.rule, PlayRule::CalledSuitAtFirstLead);
    assert!(!lead.allowed.contains(&wrong));
}

#[test]
fn a_false_discard_is_reported_not_refused() {
    let record = fixture();
    let deal = validate(&record).unwrap();
    // The taker keeps a small card and discards the king of spades instead:
    // he plays the small card where he played the king.
    let king: Card = "SR".parse().unwrap();
    let small = record.discard.as_ref().unwrap()[0];
    assert!(deal.hand_in_play(2).contains(king));
    let mut r = record.clone();
    r.discard.as_mut().unwrap()[0] = king;
    for trick in &mut r.tricks {
        for c in &mut trick.cards {
            if c.card == king {
                c.card = small;
            }
        }
    }
    let result = score_record(&r).unwrap();
    assert_eq!(result.findings.discard_faults, vec![arbitre_rules::tarot::discard::DiscardFault::King { card: king }]);
}

/// `legal_plays` read from a record cut at every card of a deal played by
/// the rules, at three, four and five players: the player it names on turn
/// is the one who played next, the card he played is among those it allows,
/// and what it allows is what the rules of play allow from his hand (the
/// first lead at five leaving out the called suit).
#[test]
fn legal_plays_at_every_point_of_deals_at_three_four_and_five() {
    use arbitre_rules::tarot::legal_plays::legal_plays;
    for (size, seed) in [(TableSize::Three, 7), (TableSize::Four, 11), (TableSize::Five, 13)] {
        let setup = Setup {
            size,
            dealer: 0,
            taker: 1,
            contract: Contract::Garde,
            chelem_announced: false,
            pack: shuffled(seed),
        };
        let record = play(&setup, |_, _, legal| legal.len() / 2);
        let mut checked = 0;
        for t in 0..record.tricks.len() {
            for k in 0..record.tricks[t].cards.len() {
                let mut cut = record.clone();
                cut.tricks.truncate(t + 1);
                cut.tricks[t].cards.truncate(k);
                if k == 0 {
                    cut.tricks.pop();
                }
                let deal = validate(&cut).unwrap();
                let now = legal_plays(&deal).unwrap();
                let next = &record.tricks[t].cards[k];
                assert_eq!((now.trick, now.player, now.leading), (t + 1, next.player, k == 0), "{size:?} {t} {k}");
                assert!(now.may_play.contains(&next.card), "{size:?} trick {} card {k}", t + 1);
                let holds = CardSet::of(now.holds.iter().copied());
                let so_far: Vec<Card> = record.tricks[t].cards[..k].iter().map(|c| c.card).collect();
                let expected = match (t, k, record.called_king) {
                    (0, 0, Some(called)) => first_leads(holds, called),
                    _ => legal_cards(holds, &so_far),
                };
                assert_eq!(CardSet::of(now.may_play.iter().copied()), expected, "{size:?} {t} {k}");
                assert!(!now.reason.fr.is_empty() && now.reason.fr != now.reason.en);
                checked += 1;
            }
        }
        assert_eq!(checked, size.tricks() * size.players());
        // Once every trick is played there is nothing left to play.
        let over = legal_plays(&validate(&record).unwrap()).unwrap_err();
        assert_eq!((over.code, over.pointer.as_str()), ("play_over", "/tricks"));
    }
}

/// Règlement, La Poignée: a taker with the four kings and fifteen trumps must
/// discard a trump (he has too few other cards to discard); he shows it again
/// with his triple handle, and the handle counts. Anyone else showing a
/// discarded trump is refused.
#[test]
fn a_trump_the_taker_had_to_discard_is_shown_with_his_triple_handle() {
    let card = |s: &str| -> Card { s.parse().unwrap() };
    // The taker (player 2): the four kings and trumps 2 to 15; the dog: the
    // 16 of trumps and five small hearts.
    let mut taker: Vec<Card> = ["SR", "HR", "DR", "CR"].iter().map(|s| card(s)).collect();
    taker.extend((2..=15).filter_map(Card::trump));
    let mut dog: Vec<Card> = vec![card("T16")];
    dog.extend((1..=5).map(|n| card(&format!("H{n}"))));
    let used = CardSet::of(taker.iter().chain(dog.iter()).copied());
    let others: Vec<Card> = Card::all().filter(|c| !used.contains(*c)).collect();
    let mut pack = others[..36].to_vec();
    pack.extend(taker.iter().copied());
    pack.extend(others[36..].iter().copied());
    pack.extend(dog.iter().copied());
    let setup =
        Setup { size: TableSize::Four, dealer: 0, taker: 2, contract: Contract::Garde, chelem_announced: false, pack };
    let mut lcg = Lcg(7);
    let mut record = play(&setup, |_, _, _| usize::try_from(lcg.next()).unwrap());
    // Five hearts and the lowest trump were discarded.
    let discard = record.discard.clone().unwrap();
    assert!(discard.contains(&card("T2")), "{discard:?}");
    let mut shown: Vec<Card> = (2..=16).rev().filter_map(Card::trump).collect();
    assert_eq!(shown.len(), 15);
    record.handles = vec![HandleRecord {
        player: 2,
        kind: Some(arbitre_rules::tarot::handles::HandleKind::Triple),
        cards: shown.clone(),
    }];
    let deal = validate(&record).expect("the discarded trump may be shown");
    assert!(deal.handles[0].check.counted, "{:?}", deal.handles[0].check);
    assert!(deal.handles[0].check.faults.is_empty(), "{:?}", deal.handles[0].check);

    // The taker may not show a discarded trump in a smaller handle.
    shown.truncate(13);
    shown.push(card("T2"));
    record.handles = vec![HandleRecord {
        player: 2,
        kind: Some(arbitre_rules::tarot::handles::HandleKind::Double),
        cards: shown[1..].to_vec(),
    }];
    assert_eq!(refused(&record), "/handles/0/cards/12");
}

/// The règlement's fifth worked example (« La marque en donnes libres »),
/// played out as a whole record rather than given as a summary: on a garde
/// the taker announces and makes the chelem, shows a simple handle, brings
/// the petit home at the last trick, and the defence keeps the excuse it
/// held, which stays theirs and counts 4 (« Le jeu de la carte »: chelem made
/// by a side without the excuse). With two bouts the taker has 87 points:
/// (46 + 25) × 2 + 20 + 20 + 400 = 582 each, +1746 for the taker.
#[test]
fn the_fifth_worked_example_scores_from_the_played_record() {
    let card = |s: &str| -> Card { s.parse().unwrap() };
    // The taker (player 1): trumps 21 down to 6, the petit and the king of
    // spades; the dog: six small hearts, which he discards.
    let mut taker: Vec<Card> = (6..=21).rev().filter_map(Card::trump).collect();
    taker.extend([Card::PETIT, card("SR")]);
    let dog: Vec<Card> = (1..=6).map(|n| card(&format!("H{n}"))).collect();
    let used = CardSet::of(taker.iter().chain(dog.iter()).copied());
    let mut others: Vec<Card> = Card::all().filter(|c| !used.contains(*c)).collect();
    Lcg(5).shuffle(&mut others);
    assert!(others.contains(&card("EX")), "the defence holds the excuse");
    let mut pack = others[..18].to_vec();
    pack.extend(taker.iter().copied());
    pack.extend(others[18..].iter().copied());
    pack.extend(dog.iter().copied());
    let setup =
        Setup { size: TableSize::Four, dealer: 0, taker: 1, contract: Contract::Garde, chelem_announced: true, pack };
    let mut lcg = Lcg(11);
    let record = play(&setup, |player, _, legal| {
        if player == 1 {
            // His trumps from the top, then the king, the petit last.
            let rank = |c: &Card| c.trump_number().map_or(1, |n| if n == 1 { 0 } else { 2 + n });
            legal.iter().enumerate().max_by_key(|(_, c)| rank(c)).map(|(i, _)| i).unwrap()
        } else {
            usize::try_from(lcg.next()).unwrap()
        }
    });
    let record = DealRecord {
        handles: vec![HandleRecord {
            player: 1,
            kind: Some(arbitre_rules::tarot::handles::HandleKind::Simple),
            cards: (12..=21).rev().filter_map(Card::trump).collect(),
        }],
        ..record
    };
    assert_eq!(record.discard.as_deref(), Some(&dog[..]), "the dog's hearts are discarded");
    let result = score_record(&record).unwrap();
    let f = &result.findings;
    assert_eq!(f.chelem_made_by, Some(Side::Taker));
    assert_eq!(f.petit_au_bout, Some(Side::Taker));
    assert_eq!(
        (f.taker_points.0, f.taker_oudlers),
        (174, 2),
        "87 points with two bouts: the excuse counts 4 to the defence"
    );
    let scores: Vec<i32> = result.line.iter().map(|p| p.score).collect();
    assert_eq!(scores, [-582, 1746, -582, -582]);
}

/// A probe's deal (the FFT code, Présentation de la poignée: « présentée
/// incomplète et rectifiable : comptée normalement »): a defender shows nine
/// trumps without naming a handle while holding ten. It is a simple handle
/// presented incomplete, and counted (to the side that wins the deal).
#[test]
fn an_unannounced_handle_a_trump_short_but_completable_counts() {
    for seed in 0..200 {
        let record = four_player_garde(seed);
        let deal = validate(&record).unwrap();
        let Some(defender) = (0..4).find(|p| *p != deal.sides.taker && deal.hand_in_play(*p).trumps().len() >= 10)
        else {
            continue;
        };
        let mut shown: Vec<Card> = deal.hand_in_play(defender).trumps().to_vec();
        shown.truncate(9);
        let record =
            DealRecord { handles: vec![HandleRecord { player: defender, kind: None, cards: shown }], ..record };
        let result = score_record(&record).unwrap();
        let handle = &result.findings.handles[0];
        assert!(handle.counted, "seed {seed}: {handle:?}");
        assert_eq!(result.score.breakdown.handles.abs(), 20, "seed {seed}");
        return;
    }
    panic!("no seed gives a defender ten trumps");
}

/// The code's « Faux écart »: a discard against the règlement's rules that
/// stays through the play cancels the deal when the taker wins (a probe
/// found `/v1/tarot/score` scoring it while `tarot.false_discard` cancelled
/// it).
#[test]
fn a_forbidden_card_in_the_discard_cancels_the_deal_the_taker_wins() {
    let record: DealRecord = serde_json::from_str(include_str!("fixtures/tarot_4p_prise_king_discarded.json")).unwrap();
    let result = score_record(&record).unwrap();
    assert!(result.score.won, "the probe's taker wins");
    assert!(!result.findings.discard_faults.is_empty());
    assert_eq!(result.cancelled, Some(Cancellation::FalseDiscard));
    assert_eq!(result.score.taker, 0);
    assert!(result.line.iter().all(|p| p.score == 0));
}

/// Règlement officiel, « Le chelem »: « En cas d'annonce du Chelem, l'entame
/// revient de droit au joueur qui l'a demandé, quel que soit le donneur. »
/// Whoever deals, a taker who announced a chelem is the one on lead at the
/// first trick (the legal plays name him); the dealer's right-hand
/// neighbour leading instead is a lead out of turn, found in the record.
#[test]
fn an_announced_chelem_gives_the_first_lead_to_the_taker_whoever_deals() {
    use arbitre_rules::tarot::legal_plays::legal_plays;
    use arbitre_rules::tarot::play::{LeadOutOfTurn, leads_out_of_turn};
    let taker = 2;
    let mut checked = 0;
    for dealer in 0..4 {
        let right = TableSize::Four.first_to_play(dealer);
        if right == taker {
            continue;
        }
        let setup = |chelem_announced| Setup {
            size: TableSize::Four,
            dealer,
            taker,
            contract: Contract::Garde,
            chelem_announced,
            pack: shuffled(17 + u64::try_from(dealer).unwrap()),
        };
        let announced = play(&setup(true), |_, _, _| 0);
        assert_eq!(announced.tricks[0].cards[0].player, taker);
        // Before the first card: the taker leads, with any card of his hand.
        let before = DealRecord { tricks: Vec::new(), ..announced.clone() };
        let deal = validate(&before).unwrap();
        let now = legal_plays(&deal).unwrap();
        assert_eq!((now.player, now.trick, now.leading), (taker, 1, true), "dealer {dealer}");
        assert_eq!(now.may_play, deal.hand_in_play(taker).to_vec());
        // Without the announcement, the dealer's right-hand neighbour.
        let plain = DealRecord { chelem_announced: false, ..before };
        assert_eq!(legal_plays(&validate(&plain).unwrap()).unwrap().player, right, "dealer {dealer}");
        // Played so, no lead out of turn.
        assert_eq!(score_record(&announced).unwrap().findings.leads_out_of_turn, vec![], "dealer {dealer}");
        // The announcement made, the right-hand neighbour leads anyway: the
        // first trick is led out of turn, the taker being on lead.
        let mut wrong = play(&setup(false), |_, _, _| 0);
        assert_eq!(wrong.tricks[0].cards[0].player, right);
        wrong.chelem_announced = true;
        let deal = validate(&wrong).unwrap();
        let expected = vec![LeadOutOfTurn { trick: 1, player: right, expected: taker }];
        assert_eq!(leads_out_of_turn(&deal), expected, "dealer {dealer}");
        assert_eq!(score_record(&wrong).unwrap().findings.leads_out_of_turn, expected);
        checked += 1;
    }
    assert_eq!(checked, 3);
}

/// Règlement officiel, « Le jeu à 5 joueurs »: « Si le preneur possède un
/// jeu exceptionnel il peut s'appeler lui-même en appelant un Roi faisant
/// partie de son jeu. Si la carte appelée est au Chien ou si le preneur
/// s'est appelé, alors le preneur joue seul contre les quatre autres
/// joueurs », and « Dans le cas où le preneur aurait joué à 1 contre 4, il
/// encaisse la totalité des points »: no partner, four defenders, the taker
/// scoring four times what each defender scores.
#[test]
fn at_five_a_taker_who_calls_his_own_king_plays_alone_and_scores_four_shares() {
    let (record, king) = (1..500)
        .find_map(|seed| {
            let record = play(&five_player_setup(seed, 1, Contract::Garde), |_, _, _| 0);
            let king = record.hands[1].iter().copied().find(|c| c.is_king())?;
            let record = DealRecord { called_king: Some(king), ..record };
            // The first lead must stay legal under the new call.
            revokes(&validate(&record).unwrap()).is_empty().then_some((record, king))
        })
        .unwrap();
    let deal = validate(&record).unwrap();
    assert_eq!(deal.called, Some(king));
    assert_eq!(deal.sides.partner, None);
    assert!((0..5).filter(|p| *p != 1).all(|p| deal.side_of(p) == Side::Defence));
    let result = score_record(&record).unwrap();
    assert_eq!((result.findings.partner, result.score.partner), (None, None));
    let each = result.score.each_defender;
    assert_ne!(each, 0);
    assert_eq!(result.score.taker, -4 * each);
    let line: Vec<i32> = result.line.iter().map(|p| p.score).collect();
    assert_eq!(line, [each, -4 * each, each, each, each]);
}

/// Règlement officiel, « Le jeu à 5 joueurs »: « Lorsque le preneur a 4
/// Rois, il peut appeler une Dame »; the holder of the called card is his
/// partner, and the attack's points are shared « 2/3 pour le preneur, 1/3
/// pour le partenaire ». Played out as a record: the taker holds the four
/// kings and calls the queen of spades, which another player holds. With
/// three kings only, the call is refused.
#[test]
fn at_five_a_taker_with_the_four_kings_calls_a_queen_and_its_holder_is_his_partner() {
    let card = |s: &str| -> Card { s.parse().unwrap() };
    let kings: Vec<Card> = ["SR", "HR", "DR", "CR"].iter().map(|s| card(s)).collect();
    let queen = card("SD");
    let mut rest: Vec<Card> = Card::all().filter(|c| !c.is_king() && *c != queen).collect();
    Lcg(23).shuffle(&mut rest);
    // Hands of 15 in turn: player 1 (the taker) holds the four kings,
    // player 3 the queen of spades; the dog is the last 3 cards.
    let mut pack = rest[..15].to_vec();
    pack.extend(&kings);
    pack.extend(&rest[15..26]);
    pack.extend(&rest[26..41]);
    pack.push(queen);
    pack.extend(&rest[41..]);
    assert_eq!(pack.len(), 78);
    let setup =
        Setup { size: TableSize::Five, dealer: 4, taker: 1, contract: Contract::Garde, chelem_announced: false, pack };
    let mut lcg = Lcg(31);
    let record = play(&setup, |_, _, _| usize::try_from(lcg.next()).unwrap());
    assert_eq!(record.called_king, Some(queen));
    assert!(record.hands[3].contains(&queen));
    let deal = validate(&record).unwrap();
    assert_eq!(deal.sides.partner, Some(3));
    let result = score_record(&record).unwrap();
    assert!(result.findings.revokes.is_empty(), "{:?}", result.findings.revokes);
    assert_eq!(result.findings.partner, Some(3));
    let each = result.score.each_defender;
    assert_ne!(each, 0);
    assert_eq!(result.score.partner, Some(-each));
    assert_eq!(result.score.taker, -2 * each);
    let line: Vec<i32> = result.line.iter().map(|p| p.score).collect();
    assert_eq!(line, [each, -2 * each, each, -each, each]);
    // The taker without the king of clubs (swapped with a card of player 0)
    // may not call a queen.
    let mut three_kings = record.clone();
    let at = three_kings.hands[1].iter().position(|c| *c == card("CR")).unwrap();
    let other = three_kings.hands[0][0];
    three_kings.hands[1][at] = other;
    three_kings.hands[0][0] = card("CR");
    assert_eq!(refused(&three_kings), "/called_king");
}

/// Règlement officiel, « Le jeu à 5 joueurs »: « L'entame ne peut pas être
/// faite dans la couleur de la carte appelée par le preneur sauf si cette
/// entame est faite de la carte appelée. » Here the partner himself (who
/// holds the called king of hearts) leads another heart at trick one. The
/// record shows it as a card played against the rules by a player of the
/// taker's side, and `tarot.revoke` rules it as the taker's side's revoke:
/// the points go back to the defence, the deal cancelled if the taker wins
/// and scored if he fails; not the defender's case (no bar from bidding, no
/// election for the taker). Saying the defence offended contradicts the
/// record.
#[test]
fn at_five_the_partner_leading_the_called_suit_at_trick_one_is_the_takers_sides_revoke() {
    use serde_json::{Value, json};
    let hands = [
        "S1 S4 S5 S6 S7 H1 H2 D2 D3 C1 C2 C3 T7 T8 T9",
        "S2 S3 S8 S9 S10 SV SC SD SR C4 C5 C6 C7 T11 T12",
        "H4 H5 H6 D4 D5 D6 D7 C8 C9 T10 T13 T14 T17 T18 T19",
        "H3 H7 HR D8 D9 C10 CV CC T3 T4 T15 T16 T20 T21 EX",
        "H8 H9 H10 HV HC D1 D10 DV DC CD CR T1 T2 T5 T6",
    ];
    let trick = |plays: &str| -> Value {
        let cards: Vec<Value> = plays
            .split_whitespace()
            .map(|play| {
                let (player, card) = play.split_once(':').unwrap();
                json!({"player": player.parse::<usize>().unwrap(), "card": card})
            })
            .collect();
        json!({"cards": cards})
    };
    // C (2) deals and takes; D (3), on his right, leads; he holds the king
    // of hearts C called, and leads the 3 of hearts. Play goes on by the
    // rules into the second trick.
    let record = json!({
        "players": ["A", "B", "C", "D", "E"],
        "dealer": 2,
        "hands": hands.iter().map(|h| h.split_whitespace().collect::<Vec<_>>()).collect::<Vec<_>>(),
        "dog": ["HD", "DD", "DR"],
        "taker": 2,
        "contract": "garde_sans",
        "called_king": "HR",
        "tricks": [trick("3:H3 4:H8 0:H1 1:T11 2:H4"), trick("1:S2 2:T10 3:T15 4:T2 0:S1")],
    });
    let deal = validate(&serde_json::from_value(record.clone()).unwrap()).unwrap();
    assert_eq!((deal.sides.taker, deal.sides.partner), (2, Some(3)));
    let found = revokes(&deal);
    assert_eq!(found.len(), 1, "{found:?}");
    let lead = &found[0];
    assert_eq!((lead.trick, lead.position, lead.player), (1, 1, 3));
    assert_eq!((lead.card, lead.rule), ("H3".parse().unwrap(), PlayRule::CalledSuitAtFirstLead));
    assert!(lead.allowed.contains(&"HR".parse().unwrap()) && !lead.allowed.contains(&"H7".parse().unwrap()));
    assert_eq!(deal.side_of(lead.player), Side::Taker);

    let ruleset = arbitre_rules::ruleset::find("fft-donnes-libres").unwrap();
    let incident = |facts: Value| -> arbitre_rules::Incident {
        serde_json::from_value(json!({"kind": "tarot.revoke", "facts": facts, "record": {"tarot": record}})).unwrap()
    };
    let facts = json!({"found_by": "players", "arbiter_called_at_once": true,
                       "non_offending_side_let_it_be_established": false});
    let decision = serde_json::to_value(arbitre_rules::evaluate(&incident(facts.clone()), ruleset).unwrap()).unwrap();
    let applied: Vec<&str> = decision["trace"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|s| s["applied"] == true)
        .filter_map(|s| s["rule"].as_str())
        .collect();
    assert!(applied.contains(&"fft.reglement.five.called_suit_led"), "{applied:?}");
    assert!(applied.contains(&"fft.donnes_libres.revoke.points_restored"), "{applied:?}");
    assert!(!applied.contains(&"fft.donnes_libres.revoke.defender_barred"), "{applied:?}");
    let rectifications = decision["rectifications"].as_array().unwrap();
    let restored = rectifications.iter().find(|r| r["type"] == "points_restored").unwrap();
    assert_eq!(restored["to"], "defence", "{decision}");
    assert!(!rectifications.iter().any(|r| r["type"] == "barred_from_bidding"), "{decision}");
    assert_eq!(decision["choice"], Value::Null, "{decision}");
    let branches: Vec<(&str, Vec<&str>)> = decision["conditional"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            let types = c["rectifications"].as_array().unwrap().iter().filter_map(|r| r["type"].as_str()).collect();
            (c["when"].as_str().unwrap(), types)
        })
        .collect();
    assert_eq!(branches[0].0, "taker_wins");
    assert!(branches[0].1.contains(&"deal_cancelled"), "{branches:?}");
    assert_eq!(branches[1].0, "taker_fails");
    assert!(branches[1].1.contains(&"deal_scored"), "{branches:?}");
    assert!(decision["summary"]["en"].as_str().unwrap().contains("H3"), "{}", decision["summary"]);
    // The defence named as the offending side contradicts the record.
    let mut wrong = facts;
    wrong["offending_side"] = json!("defence");
    let error = arbitre_rules::evaluate(&incident(wrong), ruleset).unwrap_err();
    assert_eq!((error.code, error.pointer.as_str()), ("fact_contradicts_record", "/facts/offending_side"));
}
