//! Irregular plays kept in the play record: the model (what became of
//! each card, the penalty cards on the table at each trick, the walk) is
//! `model::play_irregularities`, seen here whole. What the findings add is
//! the rule each finding rests on, stated in the edition of the ruling that
//! reads the record: the model names a [`FindingBasis`], the laws name its
//! rule.

pub use crate::play_irregularities::*;

use crate::laws::{law50, law54, law61, law62};
use crate::parameters::LawsEdition;
use arbitre_core::Rule;

/// The rule of the laws that decides a finding's card.
pub fn rule_for(basis: FindingBasis) -> &'static Rule {
    match basis {
        FindingBasis::LeadRestriction => &law61::A_DEFINITION,
        FindingBasis::LeadAccepted => &law54::B_ACCEPT,
        FindingBasis::DummysCardAfterAcceptedLead => &law54::B2_DUMMY_CARD,
        FindingBasis::DeclarersSideOpeningLead => &law54::E_DECLARERS_SIDE,
        FindingBasis::DeclarersSideCard => &law50::NOT_DEFENDER,
        FindingBasis::OpeningLeadRefused => &law54::D_REFUSE,
        FindingBasis::ExposedDeliberately => &law50::B2_DELIBERATE,
        FindingBasis::ExposedMinor => &law50::B1_MINOR,
        FindingBasis::SeveralPenaltyCards => &law50::B2_SEVERAL,
        FindingBasis::HonourExposed => &law50::B2_HONOUR,
        FindingBasis::RevokeCardReplacedFreely => &law62::B2_REPLACED_FREELY,
        FindingBasis::RevokeCardPenalty => &law62::B1_DEFENDER_PENALTY,
        FindingBasis::LaterCardOfNonOffenders => &law62::C_LATER_CARDS,
        FindingBasis::LaterCardOfOffendersPartner => &law62::C2_OFFENDERS_PARTNER,
        FindingBasis::PickedUpOnElection => &law50::D2,
        FindingBasis::PickedUpAsNoPenaltyCard => &law50::PENALTY_CARD,
    }
}

/// States a finding's rule and citation as `edition` words them: a record
/// read inside a ruling under the 2007 Laws cites them, not the default
/// edition.
pub fn state_in(finding: &mut IrregularPlayFinding, edition: LawsEdition) {
    if let Some(basis) = finding.basis {
        let rule = rule_for(basis);
        finding.rule = Some(edition.rule_id(rule.id));
        finding.citation = Some(edition.citation(&rule.citation));
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::card::{Card, Seat, Strain, Suit};
    use crate::deal_record::DealRecord;
    use crate::pbn::parse_pbn_board;
    use crate::penalty::{LeadOption, LeadRestrictionLasts, PenaltyCardInForce, PenaltyCardKind};
    use crate::play::reconstruct_tricks;
    use crate::record_error::RecordError;

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
        let mut walk =
            walk_play(deal.deal.as_ref(), deal.declarer, Strain::Hearts, deal.play.as_ref().unwrap()).unwrap();
        // As a record read for the default edition states them.
        for finding in &mut walk.findings {
            state_in(finding, LawsEdition::Laws2017);
        }
        walk
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

    /// One card led out of turn is accepted or not, once: a PBN `^L` mark
    /// and a client's refused entry for the same lead are refused together
    /// (a regression probe got the card both led and a penalty card).
    #[test]
    fn a_lead_out_of_turn_recorded_twice_is_refused() {
        let accepted = IrregularPlay::LeadOutOfTurn { trick: 3, seat: Seat::W, card: card("S2"), accepted: true };
        let refused = IrregularPlay::LeadOutOfTurn { trick: 3, seat: Seat::W, card: card("S2"), accepted: false };
        assert_eq!(error_of(vec![accepted, refused]), "record-irregular-lead-twice");
    }

    /// A card already face up as a penalty card cannot be exposed again (a
    /// contract probe sent one card 5,000 times).
    #[test]
    fn a_penalty_card_exposed_again_is_refused() {
        assert_eq!(
            error_of(vec![exposed(2, Seat::W, "D6", true), exposed(2, Seat::W, "D6", false)]),
            "record-irregular-exposed-twice"
        );
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
        use crate::findings::legal_plays::from_record;
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
        assert_eq!(plays.reasons.last().map(|r| r.citation.law.as_ref()), Some("26"));
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
        let mut walk =
            walk_play(deal.deal.as_ref(), deal.declarer, Strain::Hearts, deal.play.as_ref().unwrap()).unwrap();
        // The model names the basis; the findings state its rule.
        assert_eq!(walk.findings[0].rule, None);
        state_in(&mut walk.findings[0], LawsEdition::Laws2017);
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
    fn dummys_card_played_out_of_turn_to_an_accepted_opening_lead_stands_under_54b2() {
        // East leads the S4 out of turn, declarer accepts, and plays the H3
        // from dummy before his own card: 54B2, not Law 57.
        let lead = IrregularPlay::LeadOutOfTurn { trick: 1, seat: Seat::E, card: card("S4"), accepted: true };
        let dummy = IrregularPlay::PlayedOutOfTurn { trick: 1, seat: Seat::N, card: card("H3"), accepted: true };
        let deal = record_led_by(Seat::E, vec![lead, dummy]).unwrap();
        let mut walk =
            walk_play(deal.deal.as_ref(), deal.declarer, Strain::Hearts, deal.play.as_ref().unwrap()).unwrap();
        state_in(&mut walk.findings[1], LawsEdition::Laws2017);
        let finding = &walk.findings[1];
        assert_eq!((finding.fate, finding.rule.as_deref()), (CardFate::Played, Some("ffb2017.law54.b2")));
        assert_eq!(finding.law_not_implemented, None);
        // West's card out of turn at a later trick is still Law 57's.
        let west = IrregularPlay::PlayedOutOfTurn { trick: 2, seat: Seat::W, card: card("C5"), accepted: true };
        let walk = walked(vec![west]);
        assert_eq!(walk.findings[0].law_not_implemented.as_deref(), Some("57"));
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
    fn record_revokes(irregularities: Vec<IrregularPlay>) -> Vec<crate::findings::revoke::FoundRevoke> {
        let deal = record(irregularities).unwrap();
        let play = deal.play.as_ref().unwrap();
        let tricks = reconstruct_tricks(deal.deal.as_ref(), Strain::Hearts, play).unwrap();
        let walk = walk(deal.deal.as_ref(), deal.declarer, play, &tricks).unwrap();
        crate::findings::revoke::all_revokes(
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
