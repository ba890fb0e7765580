//! Rulesets: a regulating body's code, its options, and the kinds the engine
//! implements under it. A kind the engine does not implement yet is not
//! listed, so a client can never get a guessed ruling for it.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::bridge::parameters::{FFB_2007_PARAMETERS, FFB_2017_PARAMETERS};

use crate::catalogue::{Game, KindInfo, Kinds};
use crate::tarot::arbitration;
use crate::tarot::parameters::FFT_PARAMETERS;
use crate::text::{self, Localized};

// A ruleset's options are `crate::parameters`'s, where the laws read them
// without naming the rulesets (which list the laws).
pub use crate::parameters::Parameters;
// What a ruleset is sits below the laws; the rulesets, which list them, here.
pub use crate::ruleset_spec::Ruleset;

/// The FFB translation of the 2007 Laws of Duplicate Bridge: the seed's
/// text, ruled as `ffb-2017` ruled up to its version 2017.3 (its goldens are
/// those decisions, with the edition's name in the citations and rule ids),
/// but for the fixes both editions received since: a decision lists only
/// what holds and always cites what it rests on. Kept so that an event held
/// under it, and every ruling stored then, can be ruled again the same way.
pub static FFB_2007: Ruleset = Ruleset {
    id: "ffb-2007",
    // 2007.1: the decisions `ffb-2017` 2017.3 gave, under their own name.
    // 2007.2: records carry the lead restrictions imposed on a defender, and
    // a lead that fails one is a revoke (61A).
    // 2007.3: with two or more penalty cards, declarer's requirement or
    // prohibition also cites 51B's "any legal card to that trick" (the
    // rectification was already given; the decision now cites it).
    // 2007.4: the players' agreement on the tricks at the end of play is
    // ruled on 65D and cited (it stood with no citation).
    // 2007.5: under 16C2(c), a director who judged after play that the
    // extraneous information did not affect the result says so
    // (`information_affected_result`), and the result stands; without it,
    // the review is as before; given with an adjusted score, it is refused.
    // 2007.6: an artificial score between two of 12C2's levels (45 %, 55 %)
    // is refused, as the text has only average minus (at most 40 %),
    // average and average plus (at least 60 %); declarer's requirement or
    // prohibition of the suit of the partner's major penalty card picks it
    // up (50D2(a)) without a separate entry in the record; a trick transfer's
    // description gives its count and side (none, one, two). An auction
    // record whose premature replacement of an insufficient bid is
    // withdrawn and LHO then calls shows the bid accepted (27C, 27A1). When
    // declarer chooses not to restrict the lead (Law 26), the summary says so.
    // Law 65: a card pointed out in time is said so, not "the next trick has
    // not started" (untrue under 2017 65B3, and the texts are shared). A
    // penalty card's plays wait for declarer's 50D2 election when the
    // partner's major penalty card calls for it. Law 24 takes "no card
    // partner could have seen" (0): it does not apply, the card goes back.
    // A record's penalty-card holder who leads another card when his own
    // penalty card was due (50D1(a), 50C) revokes (61A), unless his
    // partner's major penalty card called for declarer's election there.
    // 2007.7: 31A1 (both editions): a bid out of rotation the record shows
    // insufficient, repeated over RHO's pass, is not legal: Law 27 rules it
    // (`ruled_under`). A record's lead out of turn kept as accepted, with
    // declarer having exposed cards, is 54A (he spreads his hand), not a
    // contradiction of the 54B election. A LIN record's opening leader is
    // the hand its first card comes from (LIN writes no leader).
    // As 2017.12 for 50B2 from a record, 16C1 (a card seen at one's own
    // table), 54A, trick 13, the twelfth-trick question, summaries and the
    // catalogue, 51B2's named suit, a record's 62C2 penalty card and a
    // claimed result the play contradicts. An artificial pass does not ask
    // whether anyone had bid (30C sends it to Law 31 either way).
    // 2007.8: a ruling waiting for the deal asks only the outcome fields
    // its branches read (31B no longer asks RHO's action or whether the
    // denomination was repeated). A double or redouble out of rotation at
    // LHO's turn cites the footnote to 31B (later calls at LHO's turn are
    // changes of call), not a 32C the 2007 Law 32 does not have. An
    // auction record that shows a call out of rotation withdrawn tells that
    // it was not accepted and, at RHO's turn, RHO's action. A bid or an
    // artificial pass at LHO's turn cites the same footnote as such; 26A's
    // "suits shown legally" is asked only for a call that specified suits.
    // Several revokes on a board, all established in the record, are ruled
    // together (each by 64A or its 64B exception, the count taking them
    // all), as under 2017: ruling one left another player's revoke without
    // its transfer (a probe). At the opening lead, whether the partner can
    // comply is read from his hand then. A call out of rotation the record
    // shows accepted tells that RHO did not call before the ruling, and a
    // pass so accepted is not asked whether it was artificial. 62D2's
    // conditions at trick 12 are read off the record (before the partner
    // played, the partner with cards of two suits); declarer's election
    // kept in the record at the opening lead is read. The board's revokes
    // count the tricks a claim gave each side (64A); a 65D count by the
    // director on a partial record with revokes sends them to Law 64. An
    // artificial pass at RHO's turn is not asked whether the offender
    // repeated the denomination (31A2(b) whatever he calls).
    // 2007.9: declarer's Law 26 election kept in the record at the
    // offender's partner's first lead is read, not offered again (an
    // insufficient bid, a call out of rotation). A penalty card exposed
    // in a record played on past it (a complete board) is read from the
    // record; a card the director names is checked against the dealt
    // hand, and whose turn it was is asked, not read from the board's end.
    // A defender's revoke with no faced card of the suit in the record is
    // not asked about 64B3. 64B7 counts the other side's revoke corrected
    // in time (the 2007 text does not say "established"). A call the
    // record shows by a player the ruling requires to pass says Law 37 is
    // not ruled. An opening lead out of turn the record shows declarer
    // playing to stood (53A): refusal is not offered. 51B2's named suit
    // must be one of the offender's penalty cards' when the record shows
    // them. A passed-out auction is an outcome (`passed_out`: no lead to
    // restrict). RHO is not asked whether he had to pass when the record
    // shows no earlier irregularity. A board's twelfth-trick revoke among
    // several is corrected while the hands are not back in the board
    // (62D1): the count is the director's then; named, it keeps the other
    // revokes' transfers, and standing, the board's count is stated. A
    // defender's other penalty cards the record shows are named beside the
    // one ruled. A revoke corrected with the partner having played after it
    // says 62C2 (he may withdraw once a non-offender does). A decision
    // waiting for an election (LHO's under 25, 27, 29; declarer's under
    // 54) cites the paragraphs that give it. A double at LHO's turn before
    // the offender has called (nothing bid) is inadmissible: Law 36, not
    // implemented, not the footnote to 31B; a record tells admissibility.
    // After a regression probe: the director's "RHO had to pass" is kept
    // beside a record that shows no earlier irregularity (Law 24 does not
    // show in it); a passed-out board asks nothing of Law 26 and Law 24
    // says the cards go back; a board's corrected twelfth-trick revoke is
    // not listed as a 64B6 transfer, and its card's 62B1 is said. After a
    // citations review: 12C1(b) and (e) carry their 2007 letters (the
    // assigned score is 2007's C1(e), self-inflicted damage its C1(b)); the
    // 16D titles say "a withdrawn call or play"; 63A1 has its own title.
    // An adjusted score's own paragraphs and sentences carry the 2007
    // letters too; a split score never leaves the offenders better than the
    // mirror of the non-offenders'; self-inflicted damage at matchpoints or
    // IMPs is measured in those units (A + B − C). An artificial score on a
    // board that was played cites 12C1(d) beside 12C2(a). Whether the
    // action under 16B was a call or a play is not asked (it decides
    // nothing). A double at LHO's turn before the offender called reported
    // as admissible is refused (nothing was bid). At matchpoints or IMPs
    // the self-inflicted figure is said in the summary.
    // 2007.10: Law 52 (the same text as 2017's, not in the seed): a
    // defender's penalty card not played, the revoke not established, is
    // declarer's to accept or refuse (52B1(a), B2), accepted once he played
    // after it (52B1(b)), no longer a Law 62 correction. 28A: a call at the
    // turn of an RHO required to pass that is an inadmissible double (Law
    // 36 in turn, not ruled) or an insufficient bid (ruled under Law 27) is
    // no longer "no irregularity"; a record's insufficient bid at such a
    // turn leaves `in_turn` to the director. 28B: what the cancelled call
    // showed is authorized for the non-offending side too (16D1). A
    // record's dummy card played out of turn to an accepted opening lead
    // out of turn stands under 54B2 (was Law 57, not ruled). "The offender
    // won the revoke trick" beside "his side did not" is refused. Under
    // Law 52 the penalty card accepted stays as it was (minor or major,
    // named from the record), a card of a minor penalty card's suit below
    // honour led or played over it is Law 52's too, and a refusal after
    // declarer played on is refused. French: « carte pénalisée principale /
    // secondaire », the FFB's words. Law 52 is asked of every defender's
    // revoke not established (`failed_to_play_faced_card` first); a failure
    // to follow suit stays 62's. A refusal when declarer must accept does not
    // stand (said). 28A asks whether a bid was insufficient (`insufficient`)
    // and no longer cites Law 32 for an inadmissible double in rotation.
    // Records: whether a defender's revoke card was faced is read (62B2, the
    // penalty card said to stay); the PBN `^L` mark is an accepted lead out
    // of turn; a Result tag naming a side or starting with `^` is read; a
    // board played at two tables, and a void player's "corrected revoke",
    // are refused. A record's double by the partner 30B2(b) forbade to
    // double at that turn is named for the director. Law 52 by facts asks
    // whether the defender also failed to follow suit (then 62). A lead out
    // of turn recorded twice is refused. A PBN Result beside a play that
    // goes on (`+`) is not read as the board's result.
    // 2007.11: Law 52 with two or more penalty cards that could legally be
    // played (51A): refused, declarer designates the one played in its
    // place; accepted, every one of them stays a penalty card. A record's
    // revoke names them (`penalty_cards_to_designate`). A lead out of turn
    // later in the play: declarer's, from his hand or dummy, is Law 55's
    // (the defenders accept it, 53A, or have it retracted, 55B1/B2; 55C
    // said), no longer "Law 48 not implemented"; a defender's is declarer's
    // to accept (53A), or it becomes a major penalty card (50B2) and Law 50
    // rules it, no longer "Law 56 not implemented". Declarer's and dummy's
    // exposed cards are asked how they were exposed (55 or 48). Law 64C:
    // the director's count without the revoke is the trick count ruled
    // (`tricks_established` on the basis `revoke_equity`, replacing the
    // transfer's) when it is the board's only revoke; another revoke's
    // transfer names the side it goes to. A play to a lead out of turn is
    // asked first (`played_to_lead_out_of_turn`: the next hand's accepts
    // it, 53A; the hand before it: whose lead it was is asked, and 53B and
    // 53C are lettered as each edition letters them, not applied). A 64C
    // count over what the play before the revoke left is refused. Under
    // Law 52 every penalty card on the table stays one when the card
    // played is accepted. Declarer's premature play is Law 57's (57C3).
    // 2007.12: a card led or played simultaneously with another
    // (`how_exposed: simultaneously`) names Law 58, not applied; a partner
    // said unable to comply with a prohibition at the opening lead (54, 59)
    // is refused, the hand being impossible (an input that was ruled). A
    // play from the hand before a defender's lead out of turn cites 53A (it
    // cited nothing).
    // A bid out of rotation repeated under 31A1 that the director says was
    // insufficient is ruled under Law 27 (the record already said so). A
    // replacement made before the ruling (27C) is not said to be still
    // due; 25A's summaries say the intended call is subject to its laws
    // when LHO had called over it (« assujettie à la Loi appropriée »).
    // 2007.13 (a probe of the adjusted scores): weights that do not sum to
    // 100 in an `adjusted_score` fact are said as such (12C1(c)); the kinds
    // whose reviews follow an infraction (16B3, 23, 27D, 50E3, 64C, 72C) no
    // longer offer `offending_side: neither` (12C2(a) gave the offenders
    // average plus), extraneous information's kind keeps it;
    // weighted points are rounded to the hundredth (no binary fraction);
    // points withheld that are not a multiple of 10 are refused.
    // 2007.14: Law 17E2 — three passes after a call that cost a player his
    // turn do not close the auction read from a record (it reverts to him,
    // the passes cancelled), and an accepted pass among them is ruled so.
    // An inadmissible double or redouble accepted by LHO is refused (32),
    // as is a bid before the dealer called at LHO's turn (a probe). Once the
    // outcome settles Law 26, the summaries that said "lead restrictions
    // may apply" (31B, 31A2(b), 27B2) say what followed (26A1 included).
    // `bridge.call_after_auction` and `bridge.bid_above_seven` named, not
    // ruled (Laws 38 and 39's 2007 text is not in the seed). Declarer's election where the law gives none (a
    // minor penalty card, dummy's card) and a suit that is not the penalty
    // cards' are refused (50C, 50D2(a), 51B; a probe), as is the
    // director's 65D count beside a record of the thirteen tricks that
    // gives another. Law 57's facts and choice, not in this catalogue, are
    // refused as unknown (they were taken).
    // 2007.15 (a probe): 16C2's options (a) and (b) are not asked about once
    // the director chose (c) or (d); an offending side named against the
    // offender's own is refused (12C); a penalty card the record shows
    // exposed and then played is read, not refused as no longer held; an
    // accepted second insufficient bid (27B4) and a substitute LHO accepted
    // (25B1) are followed by Law 26 (its preamble: a call withdrawn, a
    // different final call), whose summary says what declarer chose; 50D2
    // (51B with two or more penalty cards) is cited beside the declarer's
    // election it states; Law 24's outcome
    // question names Law 24's paragraph (it named 26's).
    // 2007.16: `bridge.call_by_player_required_to_pass` named, not ruled
    // (the seed does not hold the 2007 Law 37). A revoke's facts must agree
    // on its trick: `revoke_trick` 12 beside `twelfth_trick: false`, or more
    // tricks won after it than follow it, are refused (a probe), and the
    // twelfth trick's question is not asked when the number is given. A
    // defender's later lead out of turn the record stops at is read off it
    // (who, the card, declarer's election, his other penalty cards), and
    // facts or choices that say otherwise are refused (a probe).
    // 2007.17: a board with several revokes names each transfer's side as
    // declarer's side or the defenders (the ruled revoke's was "the
    // non-offending side" beside the others' names), and its summary gives
    // each revoke's trick, offender, transfer and paragraph. Law 24's final
    // summary says the pass B or C enforced on the offender's partner. The
    // rulings, counts and citations are unchanged. 51B2(b): declarer may
    // forbid two or more suits (`forbidden_suits`, a new fact).
    // 2007.18, from a probe of the two editions: 27D takes an artificial
    // adjusted score (12C1(d), the same words in the 2007 text), as 16B3
    // and 23 already did; a call out of rotation whose offender made the
    // same call again says no lead is restricted (26's preamble); declarer's
    // lead out of turn taken back (55B) is authorized to the defenders
    // (16D1); Law 54's forced option is refused in words, not its code.
    // A 51B2 pick-up that leaves no penalty card (or one) drops what the
    // others obliged (or 51A's designation); a revoke card withdrawn under
    // 62B1 is named when a record shows it.
    // 2007.19, from the auction and play probes of 2026-12-04: a bid out of
    // rotation repeated over RHO's pass asks whether it was insufficient
    // (31A1: then Law 27); an insufficient bid LHO accepts asks whether the
    // offender had replaced it before the ruling (27C: the replacement
    // withdrawn, 16D); when declarer forbids with penalty cards in several
    // suits, the suits forbidden are asked (51B2(b), one or more); the French
    // texts name a lead "attaque", as the FFB's Law 26 does ("entame" is the
    // opening lead); a refused opening lead's election says who leads (54D);
    // 62C1's withdrawal is not offered when a record shows no card played
    // after the revoke. An opening lead attempted by declarer's side, sent
    // to bridge.penalty_card, is ruled under Law 54 (54E, then 24), where
    // Law 48 was named.
    // 2007.20: a revoke corrected from facts alone (no record showing the
    // trick) states 62C2: if a non-offender withdraws a card played after
    // the revoke, the offender's partner may withdraw his, a defender's
    // becoming a major penalty card (a conditional), where 62C1 alone was
    // said.
    // 2007.21, from a thin-client probe in French: 27C's accepted bid says
    // the replacement is withdrawn; Law 24 on a passed-out board no longer
    // cites the paragraph on defenders; the extraneous-information summary
    // says the score was adjusted once it was; the 25B comparability
    // question names the call that stands and the one that does not; a
    // Law 55 leader's label fits a defender's lead too; French wording. A
    // value refused names the question asked and each value's label.
    // 2007.22: a disputed count the director cannot establish because one
    // side mixed its played cards is ruled in favour of the other side
    // (65C, 65D, 66D): its account is asked and stands; asked beside the
    // director's count, which settles it when he could count. Several
    // revokes on a board are ruled together also when the one asked about
    // is established otherwise than by play, as the director says (a
    // concession after the last trick played left the board's first revoke
    // untransferred). Dummy may draw attention to a misoriented card (65B3:
    // "a player"); late, his remark is unauthorized information for
    // declarer. A count of tricks that contradicts a partial play record
    // (65D) or the offending side's tricks (64A) is refused, naming it. A
    // record's other revoke not known to be established, left aside by a
    // ruling on an established one, is said, with how to rule them together.
    // 2007 only: a revoke corrected beside the other side's established one
    // says that one transfers nothing (64B7) and cites 64C.
    // 2007.23: the director's review of extraneous information (16C2(c))
    // says he weighs whether it affected the result, not a non-offending
    // side's damage; after the first call (16C3) a choice other than 2(c)
    // is refused, not ignored. The adjusted-score pattern the catalogue
    // publishes takes 12C1(e)'s withheld points (`!470`), with an example.
    // 2007.24: the kind `bridge.inadmissible_double` is named, Law 36 not
    // ruled (the seed does not hold it), where the kind was unknown.
    // 2007.25: `how_exposed` `several_cards_at_once` (a value 2017's 58B
    // needs) is ruled as the 2007 50B reads it: cards exposed
    // unintentionally.
    // 2007.26: as 2017.31, a lead restriction's description by how long
    // it lasts.
    version: "2007.26",
    golden_digest: "5b4979dfe127fcb6",
    game: Game::Bridge,
    title: "ruleset-ffb-2007",
    parameters: Parameters::Bridge(FFB_2007_PARAMETERS),
    kinds: Kinds::Bridge(arbitre_bridge::kinds::KINDS_2007),
    source: "ruleset-ffb-2007-source",
    // The FFB's preface to its 2007 edition: applied in France from 1 July 2008
    // until its 2017 edition (1 January 2018).
    in_force_from: Some("2008-07-01"),
    in_force_until: Some("2017-12-31"),
    citation_code: "FFB 2007",
    rule_prefix: "ffb2007",
    laws_of_every_kind: &[],
    laws_of_a_fact: &[(crate::bridge::law12::ADJUSTED_SCORE, crate::bridge::law12::ADJUSTED_SCORE_PARAGRAPHS)],
    earlier_versions_ruled_as: &[],
};

/// The FFB translation of the 2017 Laws of Duplicate Bridge ("Code
/// International 2017"), as the FFB applies it: the default for bridge.
/// Paragraphs the 2017 text changed are ruled by their 2017 implementation
/// (`ffb2017.…` rule ids); the others are shared with `ffb-2007`.
pub static FFB_2017: Ruleset = Ruleset {
    id: "ffb-2017",
    // 2017.4: the 2017 text of Laws 23, 26, 27 and 29 to 32 (the
    // comparable call); 16C and 16D numbered as in 2017; 72C for enforced
    // passes. Up to 2017.3 this id ruled by the 2007 text (`ffb-2007`).
    // 2017.5: records carry the lead restrictions imposed on a defender, and
    // a lead that fails one is a revoke (61A). (Digest 28c8ab89…: two cases
    // of 61B1 and 61B3 added; the 51B citation below changed decisions no
    // case showed, which 2017.6 names.)
    // 2017.6: the players' agreement on the tricks at the end of play is
    // ruled on 65D and cited (it stood with no citation); with two or more
    // penalty cards, declarer's requirement or prohibition also cites 51B's
    // "any legal card to that trick" (since the 2007.3 change, shared).
    // 2017.7: 61B3 by its 2017 text (defenders may always ask each other, at
    // the risk of unauthorized information; no regulating-authority option),
    // and nine cases from published 2017 rulings.
    // 2017.8: 65B3, declarer may have a misoriented card corrected whenever
    // he wants (the WBF Laws Committee's commentary on Law 65), and
    // thirteen more cases from published 2017 rulings; once the side has
    // played, who drew attention is asked before anything is ruled. Once
    // the auction's end says what the offender became, the summary of a
    // non-comparable call says what happened instead of both branches.
    // 2017.9: an inadmissible double or redouble out of rotation is ruled
    // by Law 36 (36A if LHO called over it, else 36B4: the partner passes
    // for the rest of the auction, 26B and 72C), where it answered
    // not_implemented.
    // 2017.10: 16D2(d) awards an adjusted score, not only an artificial one
    // (for team play, Law 86B); the 2007 16C2(d) still refuses an assigned
    // score. Under 16D2(c), a director who judged after play that the
    // information did not affect the result closes the review: the result
    // stands (an EBU ruling, 2017 Laws). 50E: what a penalty card shows is
    // authorized for all while it stays on the table, unauthorized for the
    // partner once picked up (as quoted by the WBU and a BridgeWinners table
    // ruling; the official text is not at hand).
    // 2017.11: as 2007.6 for 12C2(a), 50D2(a) and the transfer's
    // description; with several revokes on the board read from the record,
    // each revoke's 64A or 64B paragraph is cited, and a later revoke in
    // the same suit by the same player (64B2) makes the review 64C2(a); the
    // 27C record reading as in 2007.6. The question "what did the offender
    // become", asked under both editions, names 26B, the rule that reads it
    // under 2017 (it named the 2007 26A2). The Law 65 summary as in 2007.6.
    // A penalty card's plays now are not stated while the partner's major
    // penalty card makes declarer elect first (50D2; WBF commentary, 50
    // example 43). 64C2(a) only when the repeated revoke is by the same
    // player, with 64C1 cited beside it. Law 24 and the penalty card due
    // at its holder's own lead as in 2007.6.
    // 2017.12: as 2007.7 for 31A1 and 54A from a record; several revokes by
    // one side read from the record transfer each trick once, never one won
    // before a revoke (64A: each takes from what its side won from its own
    // trick on, the later revokes served first). A ruling that waits only
    // for whether the offender's call at his turn is comparable (30B, 31B,
    // 32B, 31A2 after RHO called) asks for that alone, not RHO's action or
    // what the offender becomes. 62D2 (16C) applies to a defender's
    // twelfth-trick revoke only when he revoked before his partner played
    // to the trick (asked, or read off the record's trick). A LIN record's
    // opening leader is the hand its first card comes from (both editions:
    // LIN writes no leader).
    // Found by a second round of probes (both editions where the paragraph is
    // shared): 62C3 applies from the side whose revoke is not established
    // when the record or the director says both sides revoked on the trick;
    // no revoke at trick 13; a penalty card left alone after its player's
    // other one was played stays major (50B2); a card seen at one's own
    // table before the auction is not asked when it was received; 54A does
    // not ask what declarer could see of dummy; a revoke by declarer or
    // dummy not established does not ask for the twelfth trick; summaries
    // name no kind id; the catalogue lists every paragraph a kind cites.
    // 51B2: the suit declarer names among the penalty cards' suits is asked
    // (`elected_suit`) and carried by the restriction and the pick-up. A
    // record's 62C2 withdrawal by the offender's partner, a defender, puts
    // his penalty card in the ruling. A claimed result the play contradicts
    // (tricks already won given back) is no count to rule on: asked.
    // 2017.13: an auction record's insufficient bid replaced by the lowest
    // sufficient bid in its strain is no longer read as 27B1(a) when either
    // call was alerted or explained: whether it specifies the same
    // denomination(s) is asked. After a comparable call the withdrawn
    // call's information no longer says 16C2 restricts the offenders (23B).
    // A ruling waiting for the deal asks only the outcome fields its
    // branches read (RHO's action is not asked at partner's turn). Declarer
    // is not asked whether he failed to play a penalty card or dummy's
    // card (64B3); the partner is not asked whether he can comply with a
    // prohibition at the opening lead (he always can). The count without
    // the revoke is asked with 64C1's rule and says how to count after
    // repeated revokes (64C2(a)). A count settled at the end of play
    // (65D) from a record that shows an established revoke says so and
    // sends it to Law 64 (`ruled_under` bridge.revoke). An auction record
    // that shows a call out of rotation withdrawn and the auction going on
    // from the player whose turn it was tells that it was not accepted and,
    // at RHO's turn, RHO's action (both were asked). A 64C assigned score
    // in another contract than the one played, or giving the non-offenders
    // another count than the director's, is refused. A ruling waiting for
    // RHO's call asks the comparability of the offender's call with it (both
    // branches read it); 26A's "suits shown legally" is asked only for a
    // call that specified suits. A count agreed at the end of play beside
    // an established revoke in the record is not "the result stands". At
    // the opening lead, whether the partner can comply with declarer's
    // election is read from his hand then, not at the record's end. A
    // call out of rotation the record shows accepted (LHO called over it)
    // tells that RHO did not call before the ruling (28B), and a pass so
    // accepted is not asked whether it was artificial. Declarer's
    // election kept in the record (a lead restriction at the opening lead)
    // is read, not offered again. The board's revokes count the tricks a
    // claim gave each side among those won after each revoke (64A); a 65D
    // count by the director on a partial record with revokes sends them to
    // Law 64 too; a 64C split score is checked part by part (the contract
    // of both, the count of the non-offenders'), with a record or not.
    // 2017.14: as 2007.9 for declarer's Law 26B election kept in the
    // record and for a penalty card exposed in a record played past it,
    // 64B3, Law 37, the accepted opening lead, 51B2's named suit, a
    // passed-out auction, RHO's enforced pass and a board's twelfth-trick
    // revoke among several, the other penalty cards named, 62C2 said, an
    // election's paragraphs cited while it waits, a double at LHO's turn
    // before the offender has called ruled by 36B (not 32C), the fixes of
    // the regression probe listed under 2007.9, and a record's
    // replacement by any sufficient bid left to the director (27B1(a) by
    // meaning: a transfer's suit may be the denomination), titles after a
    // citations review (25B3 sends to 16C; Law 24 "during the auction";
    // 32B1's own; 63A1's own; 16C "a withdrawn call or play"), the
    // adjusted-score checks of 2007.9 (offenders never better than the
    // mirror; 12C1(e) in the board's units), the poll question worded with
    // the 2017 test of a logical alternative, declarer's lead election
    // cited as 26B, the source of partner's information cited as 16B1
    // (its opening words; B1(a) is the choice among alternatives), an
    // artificial score on a played board citing 12C1(d) beside 12C2(a) (as
    // 2007.9 does), 16B's call-or-play not asked, the admissible double
    // before any bid refused, the self-inflicted figure said. A
    // record's insufficient
    // bid replaced by the lowest sufficient bid in its strain is never
    // read as 27B1(a): whether it specifies the same denomination(s) is
    // what each call meant, asked (alerts are rarely recorded).
    // 2017.15: as 2007.10 for Law 52 and 28A; the partner's pass at his
    // "next turn" after the offender's call that was not comparable
    // (30B1(b)(ii), 31B2, 32B2) counts from that call: his turn before it
    // is free (30B1(a), 31B1, 32B1), and Law 37 is flagged at the right one.
    // 28B's 16C1, 54B2 in a record, the 64A refusal and Law 52's follow-ups
    // as 2007.10. A partner barred by Law 24 still passes at his very next
    // turn: only a call out of rotation counts from the offender's call.
    // The records' and 28A's further changes as 2007.10.
    // 2017.16: Law 52 with several penalty cards as 2007.11. With a poll
    // threshold (none in this ruleset), 16B1(b)'s "and some might select"
    // is a second condition: a poll in which no peer chose it shows none.
    // Laws 53A and 55 for leads out of turn later in the play as 2007.11,
    // 55C by this edition's text (Law 16 applies). 64C as 2007.11.
    // 2017.17: Law 57 applied to a card led or played prematurely (57A's
    // four options for declarer, 57B, 57C1-C3, 57D, the card's 50D2 at the
    // partner's later lead); 2007 still names it. 53C's wrong defender
    // under 57 (57C asked), declarer's side's play from the hand before a
    // defender's lead out of turn a played card if legal (57C3); a lead to
    // the next trick is 57A's whatever declarer has played (57C speaks of
    // plays); a premature card named beside a record must be the
    // offender's, and a record stopped at it is read (57A needs the partner
    // not to have played; 57D's and 57C3's legality). Repeated revokes of one player in one suit read from a
    // record take the director's 64C2(a) count as the board's. Law 58 and the
    // impossible 59 answer at the opening lead, and 31A1's insufficient
    // repeated bid by facts, 27C's replacement and 25A's summaries, as
    // 2007.12.
    // 2017.18: the adjusted scores' changes as 2007.13.
    // 2017.19: Law 17D3, as 2007.14's 17E2; an inadmissible double or
    // redouble accepted, or an insufficient bid at LHO's turn before any
    // call, refused (a probe); 25B1/B2 with a comparable call follow 26A
    // (no 16C, a 23C review) instead of B3's 16C; a new kind,
    // `bridge.call_after_auction` (Law 39) and `bridge.bid_above_seven`
    // (Law 38); 50C/50D2(a)/51B's refusals as
    // 2007.14; Law 57 from a record reads what the premature card was,
    // whether declarer had played from both hands and whether the partner
    // holds the suit led, and refuses facts that contradict them and a
    // named suit that is the suit led (57A3/A4). 65D: the director's count
    // beside a record of the thirteen tricks that gives another is refused
    // (as in 2007.14).
    // 2017.20: as 2007.15 (16D2 in the 2017 numbering, and its refusals
    // name 16D2(a)/(b), not the 2007 16C2; after an accepted second
    // insufficient bid, 26A or 26B as it is comparable or not).
    // 2017.21: Law 37, a new kind (`bridge.call_by_player_required_to_pass`:
    // 37A, B1, B2); an insufficient bid in turn by a player required to pass
    // is sent there (35B; `offender_required_to_pass`, asked when a record
    // shows an earlier irregularity of the offender's side), and so is a
    // later call the record shows a ruling's enforced pass barred (it was
    // `not_implemented`). 50E in its 2017 numbering (E2 authorized for
    // declarer, E3 once the card is played, E4 the review that was cited
    // E3); Law 56 cited for a defender's later lead out of turn (56A
    // accepted, 56B retracted); 64C2(b) ruled (was `not_implemented`);
    // `revoke_trick` 12 beside `twelfth_trick: false`, or more tricks won
    // after it than follow it, refused; the twelfth trick's question not
    // asked when the trick's number is given. A defender's later lead out
    // of turn the record stops at is read off it, as under 2007.16. A
    // 64C2(b) adjusted score other than the result the director's count
    // gives is refused, as 64C1's is.
    // 2017.22: a lead out of turn at the thirteenth trick is retracted, never
    // accepted (53A and its footnote; `lead_out_of_turn_trick`, read off a
    // record that stops at the lead or given as a fact). A board with
    // several revokes names each transfer's side and states each revoke in
    // the summary, as 2007.17 does. 30A flags 72C's review of the pass it
    // enforces (its WBF English, read in full, says 72C may apply); 38D is
    // cited when LHO called, the exception the ruling rests on; a 27D
    // review takes an artificial adjusted score (12C1(d)), as 23C does.
    // Law 24's final summary says the partner's enforced pass, and 51B2(b)
    // takes two or more forbidden suits (2007.17).
    // 2017.23, from the play and editions probes: 62D2 cites the 16C it
    // applies; a minor penalty card carries no 50E2 flag (only a major card
    // can be picked up under 50D2(a)); a lead out of turn taken back under
    // 55B is authorized to the defenders (16C1); Law 54's forced option is
    // refused in words; 51B2's pick-up and 62B1's card as 2007.18 says
    // (its fixes of shared paragraphs, 27D aside, which 2017 already took).
    // A later lead out of turn asks its trick (53A's thirteenth-trick rule
    // was reached only by a fact never asked); a premature card that
    // becomes a penalty card is asked (57A, 57D); 51B2(c) is cited when
    // declarer leaves the lead free with cards in several suits; a board
    // where both sides revoked says so (64B7) rather than name a
    // non-offending side.
    // 2017.24: as 2007.19 (31A1, 27C, 51B2(b), the French "attaque", 54D's
    // summary, 62C1 with nothing played after), and 12C1(e)'s title in its
    // 2017 words ("an extremely serious error … or a gambling action");
    // a card of declarer's or dummy's hand exposed is ruled under 48A (back
    // in the hand, no restriction) and the 45C2 it sends to (held as
    // played: played), asked as `declarer_card_held_as_played`, where Law 48
    // was named and left to the director. An unintended call replaced
    // under 25A1 carries 16C's flags: what it showed is authorized to the
    // non-offending side, unauthorized to the offending side. An opening
    // lead attempted by declarer's side is 54E's (then 24), not 48A's.
    // 2017.25: as 2007.20 (62C2 stated from facts alone).
    // 2017.26: as 2007.21, and: once declarer has a penalty card picked up
    // (50D2(a), 51B), 50E1 ("while it remains on the table") and E3 ("once
    // played") are no longer stated, E2 is; the 16D2(d) option and summary
    // say "an adjusted score", not "artificial"; Law 37B's summary says what
    // the outcome settled. A value refused names the question and labels.
    // 16B's French title is the FFB's 2017 « information extrinsèque ».
    // 2017.27: as 2007.22 (65C, 65D and 66D's "only one side has mixed"),
    // and 62C3's information entry names the revoke ruled.
    // 2017.28: as 2007.23, and 16D: whether the information "would likely
    // interfere" is asked in the 2017 words (the 2007 text's "could"), and
    // said so when it is not; after the first call (16D3) the director
    // chooses between 2(c) and an adjusted score (2(d)), which was dropped;
    // a change of positions or a redeal then is refused.
    // 2017.29: a card dummy placed of his own accord (dummy's premature
    // play) is Law 45D's: withdrawn if noticed in time (45D1, 16C), else
    // play goes on (45D2), where it was ruled as declarer's 57C3; 57D's
    // "Law 16 may apply" is an information entry, not only the summary.
    // An inadmissible double or redouble made in turn (36A, 36B1-B3) is
    // ruled (kind `bridge.inadmissible_double`), where it had no kind.
    // 2017.30: two or more cards at once from one hand (`how_exposed`
    // `several_cards_at_once`): 58B1 (one face visible: no rectification)
    // or 58B2 (the other cards exposed ones, Law 50 or 48A).
    // 2017.31: a lead restriction's description says how long it lasts
    // (while the partner keeps the lead, or his first lead), where it said
    // "first lead" and "if the offender becomes a defender" whatever the
    // restriction and the outcome.
    version: "2017.31",
    golden_digest: "f775f54b15bffd27",
    game: Game::Bridge,
    title: "ruleset-ffb-2017",
    parameters: Parameters::Bridge(FFB_2017_PARAMETERS),
    kinds: Kinds::Bridge(arbitre_bridge::kinds::KINDS_2017),
    source: "ruleset-ffb-2017-source",
    // The FFB's preface to the Code International 2017: applied in France
    // from 1 January 2018.
    in_force_from: Some("2018-01-01"),
    in_force_until: None,
    citation_code: "FFB 2017",
    rule_prefix: "ffb2017",
    laws_of_every_kind: &[],
    laws_of_a_fact: &[(crate::bridge::law12::ADJUSTED_SCORE, crate::bridge::law12::ADJUSTED_SCORE_PARAGRAPHS)],
    // Up to 2017.3 this id ruled by the seed's 2007 text.
    earlier_versions_ruled_as: &[
        ("0.1", &FFB_2007),
        ("2017.1", &FFB_2007),
        ("2017.2", &FFB_2007),
        ("2017.3", &FFB_2007),
    ],
};

/// The FFT arbitration code for free deals (Fascicule II).
pub static FFT_DONNES_LIBRES: Ruleset = Ruleset {
    id: "fft-donnes-libres",
    // 0.3: as 2017.3 for bridge, the summary says what the deal's result
    // decided once it is known, deals not played (petit sec, all passed) are
    // ruled by the règlement, a hesitation's questions come in one round, the
    // outcome's points may carry their half (40.5), and a discard's fault is
    // ruled by the règlement where the code is silent (corrected before the
    // first card; forbidden cards in play left to the arbiter), as are the
    // other faults the règlement defines (tarot.reglement_fault, a partner
    // revealed at five as an ethics fault).
    // 0.4: a bid out of turn and a chelem announced without the arbiter are
    // ruled by the règlement (tarot.reglement_fault); a record may show the
    // trump a taker had to discard with his triple handle (La Poignée).
    // 0.5: a review the code leaves to the arbiter is described as deciding
    // a sanction (it read as bridge's adjusted score).
    // 0.6: no fault answers not_implemented any more: the taker's card
    // played out of turn and his hand thrown down are his exposed cards (no
    // penalty); his partner's card out of turn at five goes back, the
    // sanction left to the arbiter; a defender's handle before his turn is
    // shown at "any other wrong moment"; a refused over-contract with no
    // earlier bid cancels the deal; a cancelled deal after a refused
    // over-contract is dealt again by the next dealer (the players deal in
    // turn, La distribution; a wrong count is ruled as a misdeal).
    // 0.7: a card exposed or played out of turn that the arbiter alone saw
    // is ruled at the end of the deal with its penalty only (nothing taken
    // back, no lead imposed, nobody attending); the ethics penalty of a
    // revoke let be established and of a misdeal the arbiter holds an
    // ethics fault can be measured (two faults of tarot.ethics), and the
    // rulings that hand them over say so in their summaries; a hand seen
    // by the arbiter alone likewise. A warning's description no longer
    // says a repeat costs points (after drunkenness it may be exclusion).
    // 0.8: a misdeal that cancels the deal (after the contract, or found in
    // play) names the same dealer to deal again (the code's general line,
    // and La distribution), and the ban after the contract is on that new
    // deal. A revoke's summary says the points given back without a broken
    // plural, and the card a record shows revoking in a sentence of its own.
    // 0.9: a deal cancelled for a fault in play (a revoke, an exposed card,
    // a handle…) is dealt again by the next dealer (La distribution: the
    // players deal in turn, the same dealer only after a fault in the deal),
    // a wrong card count by the same dealer; a redeal's description says
    // who deals. The score-sheet penalty falls on every player at the
    // table, not "the four".
    // 0.10: trumps shown that make no handle, by a player who could have
    // shown a simple one, are a simple handle presented incomplete and
    // counted (Présentation de la poignée). A revoke's points restored from a
    // record are the non-offending side's cards in its trick (the offenders'
    // own, the 21 among them, never changed camp), and the arbiter's count,
    // when he gives one, replaces the engine's. A handle the ruling counts
    // must be in the outcome's count. Handle summaries state the line of the
    // player who showed it; a false discard is "one card too many / too few"
    // at every table size.
    // 0.11: a card the dealer turned that is seen only after the contract
    // or in play is his misdeal found then (the taker's election, the result,
    // 100 points); the arbiter who sees a fault in the dealing intervenes at
    // once (Rôle de l'arbitre), the wait for the end of the deal being for a
    // fault in play; slow-play summaries agree in number and name only the
    // penalties given. A conditional cancellation cites La distribution for
    // who deals. The outcome of a scored ruling takes the chelem (who took
    // every trick, whether it was announced) and, at five, a taker alone. A
    // refused over-contract whose earlier bidder plays is scored from the
    // count sent.
    // 0.12: a deal record sent with the incident gives the outcome's table
    // (players, contract, at five whether the taker played alone) where the
    // count leaves it out, and a count that contradicts it is refused. At
    // five, an exposed card or a handle fault by the taker's partner is
    // ruled for what the code says of anyone, its sanction left to the
    // arbiter (Le jeu à 5 joueurs). A summary that sends an ethics penalty
    // to be ruled apart says so in words (the `ruled_under` rectification
    // carries the kind), not with the kind's and fault's ids.
    // Also: the half point of a revoke's illicit points is asked; a player
    // dealing for a disabled one gets no ethics penalty either; the partner
    // at five is refused at a table of three or four; the catalogue lists
    // the code's general principles with every kind. A record gives the
    // outcome's contract too, and an outcome contradicting the record is
    // refused whatever else it gives; a partner's handle fault on a line
    // where taker and defender are both warned is warned too; a partner is
    // refused when the taker played alone; a player dealing for a disabled
    // one is asked that first, and is neither asked the ethics judgement
    // nor offered the redeal ban. The excuse line of the handle, written by
    // camp, is the partner's as the taker's; a card played out of turn by
    // a partner who cannot exist is refused too.
    // 0.13: a discard of the right size holding a card that may not be
    // discarded, found after « jeu », stands and is ruled as the false
    // discard it is (cancelled if the taker wins, scored if he fails), no
    // longer left to the arbiter; at five, a first lead in the called suit
    // is the code's renonce (a rule of card play broken): tarot.revoke
    // reads it from a record and tarot.reglement_fault sends it there; a
    // card turned at the cut sends the pack back to the player opposite
    // the dealer, who shuffles, and the same dealer deals (he dealt it to
    // the player opposite before). A record's discard of the right size is
    // a false discard only if it holds a card that may not be discarded,
    // and a deal played out is decided by its own count; on a discard one
    // card short no petit au bout is scored (the last trick is one card). A
    // first lead in the called suit read from a record cites the règlement.
    // The taker's partner's handle at the wrong moment at five: a review
    // says the arbiter decides whether it counts (the deal's score). The
    // cut's summary names the player who shuffles, opposite the dealer at
    // four (no one sits opposite at three or five).
    // 0.14: a false discard of one card too many or too few played out in
    // a record is counted from it (the last trick as the code gives it);
    // a count sent beside a record played out must be the record's, or is
    // refused; a defence chelem leaves the taker his discard at least. A
    // taker who dealt a wrong count found in play: his win cancelled, his
    // failure scored, under both kinds (« Fausse donne » and « Autres cas »
    // each say one half; each kind had read its own paragraph alone). The
    // last trick of a discard one card over goes to the defence even when
    // the taker's partner won it (five players); a count beside a record
    // may be the one as played or as ruled; the taker's excuse in the
    // defence's chelem may count 4. A defender's card played out of turn
    // asks who was to play (the taker's side on lead: accept or refuse, no
    // defender made to lead; a trick already led: an exposed card, the
    // arbiter attending the rest of the deal); the contract played after
    // an over-contract is checked; a record's later revokes are named with
    // a review, and one whose trick its side won leaves the count to the
    // arbiter. A granted over-contract's contract played is checked too.
    // 0.15: a card turned in the deal by a player other than the dealer,
    // found once a contract was bid, cancels the deal in progress (the
    // redeal was ordered beside a deal neither cancelled nor scored).
    // 0.16: a misdeal found during play and cancelled bars the dealer from
    // the redeal's bidding (the code's general line and the règlement), as
    // found at any other time; a wrong card count the arbiter says came
    // from the deal is ruled under tarot.misdeal (its dealer's penalty),
    // and the ruling otherwise says so; smoking takes the standard penalty,
    // not the ethics scale by ranking (an « autre cas »); a drunk player who
    // does not disturb play and a bidding reflection cite their paragraph.
    // Scores: a count no deal without a chelem can leave (91 points with no
    // chelem, 0 points at a garde) is refused, as is a chelem at a garde
    // contre counting the defence's dog, and two handles for one taker.
    // Every player passing at a table of five (`players`, not asked): the
    // player sitting out deals again (« Le jeu à 5 joueurs »). Smoking the
    // arbiter saw himself cites no principle of the code. An outcome of 91
    // points (or 0) with no chelem, no points moved, is refused: one side
    // took every trick.
    // 0.17: a chelem claimed as announced when it was not, or announced
    // once play had begun, is a règlement fault of its own (scored as not
    // announced); a deliberate pause in the bidding asks the ranking with
    // the question whether it was deliberate. At five players a deal
    // cancelled for a petit sec is dealt again by the player sitting out
    // (« tant que personne ne prend »), as after four passes; the table's
    // size is asked for a deal not played, as it decides who deals. The
    // arbiter who saw a fault before play (a false discard before the first
    // card, a fault of the bidding, of the discard before the first card)
    // intervenes at once. Who found the fault
    // and whether the arbiter was called at once are asked together, with a
    // hesitation's own questions.
    // 0.18 (a probe): a deal's outcome that gives the petit au bout to a side
    // its oudlers leave without the petit (a taker with none, the defence
    // against three) is refused (« Le Petit au Bout »).
    // 0.19 (a tarot probe): a revoke wins at most one oudler, the petit (the
    // 21 and the excuse never change camp); a
    // taker's partner named at a table of three or four is refused
    // whatever the handle's fault; a handle fault's summary says when the
    // 100 points are a repeat's.
    // 0.20 (a tarot probe): slow play with several players concerned asks
    // how many repeat (not one count of previous offences for all), and one
    // player's two counts must agree; a defender's wrong count the arbiter
    // found not to come from the deal is « Autres cas » alone (a taker who
    // dealt is cancelled either way; the next dealer deals, « La
    // distribution » cited).
    // 0.21 (a tarot probe): the ethics penalties say they are the ruleset's
    // scale (`ethics_penalty_points`) and smoking's the standard penalty,
    // the code setting no figure; French plurals (« 1 point », « 1 joueur »).
    // 0.22 (a tarot probe of 2026-12-04): a defender's wrong count asks
    // whether it was wrong since the deal (a thin client, never asked, was
    // ruled by a reading joining « Fausse donne » and « Autres cas »: a taker
    // who dealt scored if he failed, where « Autres cas » cancels); the
    // arbiter who points out an obvious revoke before it is established acts
    // then, not at the end of the deal (Renonce, Attitude de l'arbitre).
    // Texts: the ethics scale is « le barème que retient ce jeu de règles »
    // (no identifier shown), a chelem claimed unannounced says why it is
    // scored as not announced, and a contract refused is named in words.
    // 0.23: a deal scored whatever the result (a defender's revoke the
    // taker has scored, a handle fault, a misdeal played on) refuses a
    // `taker_wins` the count contradicts, as a ruling on the result does.
    // 0.24: "none" of the sides (petit au bout, chelem) has its own label,
    // « Aucun des deux camps », where the handles' feminine « Aucune » was.
    // A value refused names the question asked and each value's label.
    // The summaries of a card played out of turn and of a defender's revoke
    // say what the taker chose.
    version: "0.24",
    golden_digest: "706bbbdb85ce9f65",
    game: Game::Tarot,
    title: "ruleset-fft-donnes-libres",
    parameters: Parameters::Tarot(FFT_PARAMETERS),
    kinds: Kinds::Tarot(arbitration::KINDS),
    source: "ruleset-fft-donnes-libres-source",
    // The seed does not date the code: no date rather than a guess.
    in_force_from: None,
    in_force_until: None,
    citation_code: "FFT",
    rule_prefix: "fft",
    // Généralités, Rôle et Attitude de l'arbitre rule every fault (who found
    // it, the arbiter called at once, the arbiter who saw it alone), and a
    // deal any kind cancels is no deal played, the next dealer dealing.
    laws_of_every_kind: &[
        arbitration::principles::CALL_AT_ONCE.citation,
        arbitration::principles::NOT_CALLED.citation,
        arbitration::principles::ARBITER_SAW.citation,
        arbitration::principles::ARBITER_INTERVENES.citation,
        arbitration::principles::ETHICS_ANY_TIME.citation,
        arbitration::CANCELLED_NOT_PLAYED.citation,
        arbitration::redeal::IN_TURN.citation,
    ],
    laws_of_a_fact: &[],
    earlier_versions_ruled_as: &[],
};

/// Every ruleset, in a stable order.
pub static ALL: &[&Ruleset] = &[&FFB_2017, &FFB_2007, &FFT_DONNES_LIBRES];

/// The id of every kind some ruleset implements, sorted: the values of
/// [`crate::catalogue::KindId`] in the contract.
pub fn kind_ids() -> Vec<String> {
    let mut ids: Vec<String> = ALL.iter().flat_map(|r| r.kinds.iter().map(|k| k.id().to_owned())).collect();
    ids.sort();
    ids.dedup();
    ids
}

/// The ruleset with this id.
pub fn find(id: &str) -> Option<&'static Ruleset> {
    ALL.iter().copied().find(|r| r.id == id)
}

/// The default ruleset of a game, used when an incident names none and
/// says not when it happened: the edition in force today.
pub fn default_for(game: Game) -> &'static Ruleset {
    match game {
        Game::Bridge => &FFB_2017,
        Game::Tarot => &FFT_DONNES_LIBRES,
    }
}

/// The ruleset of a game in force on `date` (ISO 8601, `YYYY-MM-DD`): for an
/// incident that names no ruleset but says when it happened. `None` for a
/// date before every edition the engine holds (another text was in force
/// then); a ruleset with no date (the tarot code) rules every day.
pub fn in_force_on(game: Game, date: &str) -> Option<&'static Ruleset> {
    let mut editions: Vec<&'static Ruleset> = ALL.iter().copied().filter(|r| r.game == game).collect();
    // ISO dates compare as strings.
    editions.sort_by_key(|r| r.in_force_from.unwrap_or(""));
    // Before the earliest edition the engine holds, another text was in
    // force (the 1997 Laws before 1 July 2008): ruling by a later one would
    // be a guess, so there is none; the caller names a ruleset if it wants
    // one applied anyway.
    editions.iter().copied().rfind(|r| r.in_force_from.is_none_or(|from| from <= date))
}

/// The ruleset to rule again an incident stored under `id` at `version`:
/// the ruleset itself, unless that version of it ruled by another's rules
/// (`ffb-2017` up to 2017.3 ruled by the 2007 text, now `ffb-2007`), so that
/// an answer added to an old incident is ruled as its first ruling was.
pub fn for_stored(id: &str, version: &str) -> Option<&'static Ruleset> {
    let ruleset = find(id)?;
    Some(
        ruleset
            .earlier_versions_ruled_as
            .iter()
            .find(|(earlier, _)| *earlier == version)
            .map_or(ruleset, |(_, then)| *then),
    )
}

impl Ruleset {
    /// A short description, for listings.
    pub fn summary(&self) -> RulesetSummary {
        RulesetSummary {
            id: self.id.to_owned(),
            version: self.version.to_owned(),
            game: self.game,
            title: text::msg(self.title),
            source: text::msg(self.source),
            in_force_from: self.in_force_from.map(str::to_owned),
            in_force_until: self.in_force_until.map(str::to_owned),
            kinds: self.kinds.iter().map(|k| k.id().to_owned()).collect(),
        }
    }

    /// The full description: parameters and every kind with its facts.
    pub fn info(&self) -> RulesetInfo {
        RulesetInfo {
            id: self.id.to_owned(),
            version: self.version.to_owned(),
            game: self.game,
            title: text::msg(self.title),
            source: text::msg(self.source),
            in_force_from: self.in_force_from.map(str::to_owned),
            in_force_until: self.in_force_until.map(str::to_owned),
            parameters: self.parameters.clone(),
            kinds: self.kinds.iter().map(|k| self.kind_info(k)).collect(),
            vocabulary: crate::labels::vocabulary(),
        }
    }
}

/// A ruleset in a listing.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct RulesetSummary {
    /// Stable id.
    pub id: String,
    /// Version.
    pub version: String,
    /// The game.
    pub game: Game,
    /// Its title.
    pub title: Localized,
    /// The text it implements: the code, its edition and translation.
    pub source: Localized,
    /// The first day its regulating body applied it (ISO 8601 date); absent
    /// when the body's text does not say.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(format = Date)]
    pub in_force_from: Option<String>,
    /// The last day it was applied, once a later edition replaced it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(format = Date)]
    pub in_force_until: Option<String>,
    /// The ids of the kinds implemented.
    #[schema(value_type = Vec<crate::catalogue::KindId>)]
    pub kinds: Vec<String>,
}

/// A ruleset with its parameters and kinds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct RulesetInfo {
    /// Stable id.
    pub id: String,
    /// Version.
    pub version: String,
    /// The game.
    pub game: Game,
    /// Its title.
    pub title: Localized,
    /// The text it implements: the code, its edition and translation.
    pub source: Localized,
    /// The first day its regulating body applied it (ISO 8601 date); absent
    /// when the body's text does not say.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(format = Date)]
    pub in_force_from: Option<String>,
    /// The last day it was applied, once a later edition replaced it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(format = Date)]
    pub in_force_until: Option<String>,
    /// The regulating body's options.
    pub parameters: Parameters,
    /// Every kind implemented, with its facts.
    pub kinds: Vec<KindInfo>,
    /// The labels of the codes its decisions carry: roles, parties,
    /// durations and rectification types.
    pub vocabulary: crate::labels::Vocabulary,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A bridge ruleset names its rules and citations as its edition does
    /// (`bridge/editions.rs`, which the laws use without naming a ruleset),
    /// and the default bridge ruleset follows the default edition.
    #[test]
    fn each_bridge_ruleset_states_rules_as_its_edition() {
        for ruleset in ALL.iter().filter(|r| r.game == Game::Bridge) {
            let edition = ruleset.laws_edition().expect("a bridge ruleset has an edition");
            assert_eq!(ruleset.rule_prefix, edition.rule_prefix(), "{}", ruleset.id);
            assert_eq!(ruleset.citation_code, edition.citation_code(), "{}", ruleset.id);
        }
        assert_eq!(default_for(Game::Bridge).laws_edition(), Some(crate::bridge::parameters::LawsEdition::DEFAULT));
    }

    #[test]
    fn the_edition_in_force_follows_the_ffbs_dates() {
        let id = |game, date| in_force_on(game, date).map(|r| r.id);
        assert_eq!(id(Game::Bridge, "2016-05-14"), Some("ffb-2007"));
        assert_eq!(id(Game::Bridge, "2008-07-01"), Some("ffb-2007"));
        assert_eq!(id(Game::Bridge, "2017-12-31"), Some("ffb-2007"));
        assert_eq!(id(Game::Bridge, "2018-01-01"), Some("ffb-2017"));
        assert_eq!(id(Game::Bridge, "2026-11-24"), Some("ffb-2017"));
        // Before the 2007 edition the 1997 Laws were in force: no edition
        // the engine holds, rather than a guess.
        assert_eq!(id(Game::Bridge, "2008-06-30"), None);
        assert_eq!(id(Game::Bridge, "2001-01-01"), None);
        // The tarot code names no date: it rules every day.
        assert_eq!(id(Game::Tarot, "2001-01-01"), Some("fft-donnes-libres"));
        assert_eq!(default_for(Game::Bridge).id, "ffb-2017");
    }

    #[test]
    fn an_incident_stored_under_ffb_2017_before_the_split_is_ruled_again_by_the_2007_text() {
        for version in ["2017.1", "2017.2", "2017.3"] {
            assert_eq!(for_stored("ffb-2017", version).map(|r| r.id), Some("ffb-2007"), "{version}");
        }
        assert_eq!(for_stored("ffb-2017", FFB_2017.version).map(|r| r.id), Some("ffb-2017"));
        assert_eq!(for_stored("ffb-2007", "2007.1").map(|r| r.id), Some("ffb-2007"));
        assert!(for_stored("nothing", "1").is_none());
    }

    #[test]
    fn shared_paragraphs_take_the_editions_name_and_2017_swaps_16c_and_16d() {
        assert_eq!(FFB_2007.rule_id("ffb.law65.b3"), "ffb2007.law65.b3");
        assert_eq!(FFB_2017.rule_id("ffb.law65.b3"), "ffb2017.law65.b3");
        assert_eq!(FFB_2017.rule_id("ffb.law16.d2"), "ffb2017.law16.c2");
        assert_eq!(FFB_2017.rule_id("ffb.law16.c2b"), "ffb2017.law16.d2b");
        assert_eq!(FFB_2007.rule_id("ffb.law16.d2"), "ffb2007.law16.d2");
        // An edition's own paragraph keeps its id whatever the ruleset.
        assert_eq!(FFB_2017.rule_id("ffb2007.law30.b2a"), "ffb2007.law30.b2a");
        // A question shared by both editions names the rule that reads it.
        assert_eq!(FFB_2017.question_rule_id("ffb2007.law26.a2"), "ffb2017.law26.b");
        assert_eq!(FFB_2007.question_rule_id("ffb2007.law26.a2"), "ffb2007.law26.a2");
        assert_eq!(FFB_2017.question_rule_id("ffb.law65.b3"), "ffb2017.law65.b3");
        assert_eq!(FFB_2017.paragraph("16", "D2"), "C2");
        assert_eq!(FFB_2017.paragraph("16", "B1(a)"), "B1(a)");
        assert_eq!(FFB_2007.paragraph("16", "D2"), "D2");
        assert_eq!(FFB_2017.paragraph("26", "D"), "D");
    }

    /// A ruleset says its game three ways (its `game`, its parameters, its
    /// kinds' game): they agree, or a bridge ruleset would list tarot kinds
    /// or read tarot options.
    #[test]
    fn a_rulesets_game_parameters_and_kinds_agree() {
        for ruleset in ALL {
            let of_parameters = match ruleset.parameters {
                Parameters::Bridge(_) => Game::Bridge,
                Parameters::Tarot(_) => Game::Tarot,
            };
            let of_kinds = match ruleset.kinds {
                Kinds::Bridge(_) => Game::Bridge,
                Kinds::Tarot(_) => Game::Tarot,
            };
            assert_eq!((ruleset.game, ruleset.game), (of_parameters, of_kinds), "{}", ruleset.id);
        }
    }

    #[test]
    fn both_bridge_editions_cover_the_same_kinds() {
        let ids = |r: &Ruleset| r.kinds.iter().map(|k| k.id()).collect::<Vec<_>>();
        assert_eq!(ids(&FFB_2007), ids(&FFB_2017));
    }
}
