## Tarot: the FFT arbitration code for free deals (Fascicule II).
## Written for Arbitre; the code is cited, not copied.

## Incident kinds.

fft-kind-ethics = Ethics fault
fft-kind-over-contract = Over-contract (garde sans, garde contre)
fft-kind-misdeal = Misdeal
fft-kind-wrong-dealer = Wrong dealer
fft-kind-exposed-card = Exposed card
fft-kind-played-card = Played card
fft-kind-out-of-turn = Card played out of turn
fft-kind-revoke = Revoke
fft-kind-false-discard = False discard
fft-kind-handle-fault = Fault in showing a handle
fft-kind-premature-claim = Last cards spread before the end
fft-kind-score-sheet = Score-sheet fault
fft-kind-slow-play = Slow play
fft-kind-hand-exposed = Hand thrown face up and seen after the contract
fft-kind-wrong-count = Defender with the wrong number of cards
fft-kind-touching = Cards touched or picked up during the deal
fft-kind-cut = Card turned at the cut

## Titles of the cases cited.

fft-t-call-at-once = The arbiter is called as soon as the fault is found; players settle nothing themselves
fft-t-not-called = Arbiter not called: no later complaint, and a grave fault
fft-t-arbiter-saw = A fault only the arbiter saw: he acts at the end of the deal
fft-t-arbiter-intervenes = The arbiter who sees a fault during the deal intervenes at once
fft-t-ethics-any-time = An ethics fault: the arbiter acts at any time
fft-t-cancelled-deal = A cancelled deal does not count as a deal played
fft-t-ethics-grave = Ethics faults are grave, penalised by ranking
fft-t-discourtesy = Discourtesy towards opponents or partner
fft-t-hesitation-play = Unjustified hesitation in the play
fft-t-hesitation-excuse = Hesitation with the excuse in hand
fft-t-hesitation-unproven = A hesitation that cannot be proven
fft-t-hesitation-bid = Hesitation when bidding a contract
fft-t-mannerism = Mannerisms, signs of approval or disapproval
fft-t-kamikaze = A "kamikaze" bid
fft-t-drunkenness = Drunkenness
fft-t-left = Leaving a tournament without the arbiter's agreement
fft-t-smoking = No smoking, e-cigarettes included
fft-t-over-contract = Over-contract: the arbiter is called, has the cards counted, signs the sheet
fft-t-over-contract-refused = Over-contract refused: the player who bid prise or garde chooses
fft-t-dog-seen-defender = Dog turned by a defender after an over-contract was granted
fft-t-dog-seen-bidder = Dog turned by the player who bid the over-contract
fft-t-card-turned = A face card, trump or the excuse turned during the deal
fft-t-small-card-turned = A card below the jack turned: the deal goes on
fft-t-dealer-fault = A misdeal by the dealer
fft-t-turned-by-player = A card turned by another player
fft-t-dog-size = A dog with the wrong number of cards
fft-t-before-play-cancelled = Found after the contract: the taker dealt or holds the wrong count
fft-t-before-play-election = Found after the contract: the taker's count is right, he chooses
fft-t-dealer-penalty = The dealer's penalty after the contract
fft-t-during-play-right = Found during play, the taker's count right
fft-t-during-play-dealer = Found during play, the taker dealt
fft-t-during-play-wrong = Found during play, the taker's count wrong
fft-t-disabled = Dealing for a disabled player
fft-t-after-time = A misdeal just after time was called
fft-t-wrong-dealer-before = Wrong dealer found before the deal was finished
fft-t-wrong-dealer-after = Wrong dealer found after the deal
fft-t-exposed-returned = The exposed card goes back into the hand; the arbiter stays to the end of the deal
fft-t-exposed-unaffected = A defender's exposed card that does not affect the deal
fft-t-exposed-distorted = A defender's exposed card that distorts the deal
fft-t-exposed-taker = A card exposed by the taker
fft-t-partner-fault-at-five = At five, the called partner is in the taker's camp: the code's lines naming the taker and the defence do not cover him
fft-t-exposed-following = A card exposed following the partner's
fft-t-false-ruff = A false ruff: asking about the singleton
fft-t-played = A card out of the hand is played
fft-t-played-fault = A played card that is a fault is changed by the arbiter
fft-t-out-of-turn = Card played out of turn: the taker's election
fft-t-out-of-turn-excuse = The excuse led by the defender who was on lead
fft-t-out-of-turn-penalty = The exposed-card penalty always applies
fft-t-revoke-established = Established revoke
fft-t-revoke-not-established = A revoke not established: the exposed-card rule
fft-t-revoke-points = Illicit points given back; the deal's fate by the offending side's result
fft-t-revoke-pointing-out = Who may point out an obvious revoke
fft-t-revoke-let = A revoke the non-offending side let be established
fft-t-revoke-barred = A defender's established revoke: no bid on the next deal
fft-t-revoke-taker-chooses = A defender's revoke: the taker decides whether the deal is scored
fft-t-discard-defence = The defence is not to blame for not having the discard counted
fft-t-discard-seven = A seven-card discard
fft-t-discard-five = A five-card discard
fft-t-discard-result = False discard: cancelled if the taker wins, scored if he fails
fft-t-handle-order = Handle shown out of order
fft-t-handle-correctable = Handle incomplete but correctable
fft-t-handle-incomplete-taker = The taker's handle, incomplete and not correctable
fft-t-handle-incomplete-defender = A defender's handle, incomplete and not correctable
fft-t-handle-too-many-taker = The taker's handle with too many trumps
fft-t-handle-too-many-defender = A defender's handle with too many trumps
fft-t-handle-before-turn = The taker's handle shown before his turn
fft-t-handle-before-covered = Handle shown after the first card, before it was covered
fft-t-handle-moment-taker = The taker's handle shown at another wrong moment
fft-t-handle-moment-defender = A defender's handle shown at another wrong moment
fft-t-handle-excuse = Handle shown with the excuse while a trump stays hidden
fft-t-handle-sanction = A warning, then 100 points on a repeat
fft-t-spread = Last cards spread
fft-t-sheet = Score-sheet fault: all four players answer for it
fft-t-sheet-lost = Score sheet lost
fft-t-slow-play = Slow play
fft-t-hand-exposed = Hand thrown face up by mistake and seen
fft-t-wrong-count = A defender's wrong card count found during play
fft-t-wrong-count-dealer = Wrong card count, the taker having dealt
fft-t-touching = Cards touched during the deal
fft-t-cut = Card turned at the cut

## Questions.

fft-q-found-by = Who found the fault?
fft-v-found-by-players = The players at the table
fft-v-found-by-arbiter = The arbiter, the players not having seen it
fft-q-called-at-once = Was the arbiter called as soon as the fault was found?
fft-q-previous-offences = How many times has this player already been sanctioned for this fault in the repeat-offence scope (the current event)?
fft-q-ethics-fault = Which ethics fault?
fft-v-discourtesy = Discourtesy, rude remarks
fft-v-hesitation-play = Hesitation in the play of a card
fft-v-hesitation-bid = Hesitation when bidding a contract
fft-v-mannerism = Mannerism, approval or disapproval
fft-v-kamikaze = A "kamikaze" bid
fft-v-drunkenness = Drunkenness
fft-v-left = Left the tournament without the arbiter's agreement
fft-v-smoking = Smoked (e-cigarettes included)
fft-v-failed-to-call = Did not call the arbiter on finding a fault
fft-q-excuse-in-hand = Did the player hold the excuse?
fft-q-admits = Does the player admit he hesitated?
fft-q-proven = Is the hesitation established (seen by the arbiter, beyond dispute)?
fft-q-deliberate = Was the hesitation deliberate (rather than genuine thought)?
fft-q-disturbs = Does the player's state disturb play?
fft-q-exclusion = Must the player be excluded from the tournament?
fft-q-ranking = What is the offender's ranking?
fft-v-unranked = unranked
fft-v-fourth-series = fourth series
fft-v-third-series = third series
fft-v-second-series = second series
fft-v-first-series = first series
fft-q-over-contract-situation = What is the situation?
fft-v-over-contract-bid = A garde sans or garde contre has just been bid
fft-v-dog-seen = The dog was seen after the over-contract was granted
fft-q-granted = After the cards were counted, does the arbiter grant the over-contract?
fft-q-earlier-bid = Had a player bid prise or garde before the over-contract?
fft-q-dog-turned-by = Who turned the dog?
fft-v-bidder = The player who bid the over-contract
fft-q-misdeal-when = When was the misdeal found?
fft-v-during-deal = During the deal or before the auction was over
fft-v-after-time = During a deal started just after time was called
fft-v-before-play = After the contract, before play began
fft-v-during-play = During play
fft-q-misdeal-cause = What is the misdeal?
fft-v-card-turned = A card turned during the deal
fft-v-dog-size = The dog does not have the right number of cards
fft-v-dealer-fault = Another fault of the dealer (card counts, order of dealing…)
fft-q-turned-card = Which card was turned?
fft-v-face-trump-excuse = A face card, a trump or the excuse
fft-v-below-jack = A card below the jack
fft-q-turned-by = Who turned the card?
fft-v-dealer = The dealer
fft-v-other-player = Another player
fft-q-taker-dealt = Is the taker the dealer?
fft-q-taker-count-right = Does the taker hold the right number of cards?
fft-q-misdeal-ethics = Does the arbiter hold this misdeal to be an ethics fault as well?
fft-q-disabled = Was the dealer dealing for a disabled player?
fft-q-before-deal-finished = Was the error found before the deal was finished?
fft-q-exposed-situation = What happened?
fft-v-card-exposed = A card was exposed
fft-v-false-ruff = A player ruffed falsely
fft-q-exposed-by = Who exposed the card?
fft-v-taker = The taker
fft-v-defender = A defender
fft-v-takers-partner = The taker's partner (at five)
fft-q-partner-card-followed = After this exposed card, did his partner expose a card following it?
fft-q-deal-distorted = Does the arbiter judge that the exposed card distorts the course of the deal?
fft-q-card-left-hand = Has the card left the player's hand (no longer touching the other cards)?
fft-q-card-is-fault = Is this card a fault (a revoke…)?
fft-q-out-of-turn-offender = Who played out of turn?
fft-q-out-of-turn-on-lead = When the defender played out of turn, who was to play?
fft-v-on-lead-another-defender = Another defender was on lead
fft-v-on-lead-takers-side = The taker, or at five his partner, was on lead
fft-v-on-lead-not-a-lead = The trick was already led: the card was played before its turn
fft-q-established = Is the revoke established (the first card of the next trick played)?
fft-q-pointed-out-by = Who pointed the revoke out before it was established?
fft-v-nobody = Nobody
fft-v-player-in-deal = A player in the deal
fft-v-arbiter = The arbiter
fft-v-spectator = A spectator
fft-v-partner-sitting-out = A partner sitting out the deal
fft-q-offending-side = Which side revoked?
fft-v-taker-side = The taker's side
fft-v-defence = The defence
fft-q-let-established = Did the non-offending side let the revoke be established in order to call it?
fft-q-points-illicit = How many points did the offending side win through the revoke (whole points)?
fft-q-oudlers-illicit = Did the offending side win the petit through the revoke (the only oudler that can change camp: 0 or 1)?
fft-q-half-point-illicit = Is there a half point left over in those points?
fft-q-discard-size = Which false discard?
fft-v-seven = A discard of one card too many (seven at four players)
fft-v-five = A discard of one card too few (five at four players)
fft-v-forbidden-cards = The right number of cards, but one that may not be discarded (a king, an oudler, a trump that could be avoided, or a trump not shown)
fft-q-highest-discarded = What is the highest-valued card of the discard?
fft-v-oudler = An oudler
fft-v-king = A king
fft-v-queen = A queen
fft-v-knight = A knight
fft-v-jack = A jack
fft-v-low-card = A low card or a trump other than an oudler
fft-q-last-card-petit = Is the card of the last trick the petit?
fft-q-defence-asked = Had the defence asked the taker to count his discard?
fft-q-handle-fault = Which fault in showing the handle?
fft-v-handle-order = Trumps shown out of order
fft-v-handle-correctable = Incomplete, and the player can complete it
fft-v-handle-not-correctable = Incomplete, and the player cannot complete it
fft-v-handle-too-many = Too many trumps shown
fft-v-handle-before-turn = Shown before his turn
fft-v-handle-before-covered = Shown after his first card, before it was covered
fft-v-handle-other-moment = Shown at another wrong moment
fft-v-handle-excuse = Shown with the excuse while a trump stays hidden
fft-q-shown-by = Who showed the handle?
fft-q-sheet-fault = Which fault on the score sheet?
fft-v-total-not-zero = The scores do not add up to zero
fft-v-missing-identification = Table number, names or players' numbers missing
fft-v-left-on-table = Sheet not returned, left on the table
fft-v-sheet-lost = Sheet not returned and lost
fft-q-deals-removed = How many deals does the arbiter remove?
fft-q-concerned-players = How many players does the arbiter find concerned by the slowness?
fft-q-concerned-repeat-offenders = How many of them were already penalised for slow play in the repeat-offence scope (the current event)?
fft-q-hand-of = Whose hand was thrown on the table?

## The result of the deal.

fft-o-taker-wins = Did the taker make his contract?
fft-o-players = Number of players at the table (4 when not given)
fft-o-contract = The contract played
fft-o-chelem-made-by = Did a side take every trick (a chelem)?
fft-o-chelem-announced = Had the taker announced a chelem?
fft-o-taker-alone = At five players, did the taker play alone (he called himself, or the called card was in the dog)?
fft-o-taker-points = The taker's side's points as counted, to the half point (40 or 40.5)
fft-o-taker-half-point = Do the taker's points hold an extra half point? (Only with whole points.)
fft-o-taker-oudlers = The taker's side's oudlers
fft-o-petit-au-bout = Who took the petit au bout?
fft-o-taker-handle = The taker's side's handle
fft-o-defence-handle = The defence's handle
fft-v-prise = Prise
fft-v-garde = Garde
fft-v-garde-sans = Garde sans (without the dog)
fft-v-garde-contre = Garde contre (against the dog)
fft-v-none = None
fft-v-no-side = Neither side
fft-v-simple = Simple
fft-v-double = Double
fft-v-triple = Triple
outcome-taker-wins = If the taker wins
outcome-taker-fails = If the taker fails

## Choices.

fft-c-play-contract = He plays his contract
fft-c-refuse-contract = He refuses to play it: the dealer deals again and may not bid on that new deal
fft-c-decline-contract = He declines to play his contract
fft-c-accept-card = He accepts the card played out of turn
fft-c-require-suit = He requires the defender who was on lead to lead the offending card's suit
fft-c-require-other-suit = He requires that defender to lead another suit without naming one: the defender chooses which
fft-c-refuse-card = He refuses the card: it goes back as an exposed card, and the player who was on lead leads as he likes
fft-c-scored = He has the deal scored, whatever the result
fft-c-not-scored = He does not have it scored

## Errors.

fft-error-outcome-contradiction = The result given contradicts the count: on the points, the taker { $computed ->
        [true] wins
       *[false] fails
    }.
fft-error-record-unreadable = The tarot deal record cannot be read: { $error_en }
fft-error-no-revoke = The deal record holds no revoke.
fft-error-no-false-discard = The record's discard is neither one card over nor one card short.
fft-error-concerned-repeat = There cannot be more repeat offenders than players concerned.
fft-error-concerned-repeat-previous = With one player concerned, whether he repeats the offence must agree with his previous offences for slow play.

## Rulings.

fft-s-complaint-barred = The arbiter was not called when the fault was found: no complaint can be heard any more and the table result stands. Not calling the arbiter is a grave fault, ruled as an ethics fault.
fft-s-hesitation-excuse = Holding the excuse, a pause for thought is understandable: no penalty.
fft-s-hesitation-unproven = The hesitation is neither admitted nor established: the arbiter does not sanction.
fft-s-bidding-reflection = The arbiter finds it was thought, not a deliberate hesitation: no penalty.
fft-s-drunk-no-disturbance = Play is not disturbed: no sanction.
fft-s-drunk-excluded = The player disturbs play: he is excluded from the tournament.
fft-s-drunk-warning = The player disturbs play: he gets a warning.
fft-s-left = The player left the tournament without the arbiter's agreement: suspended for { $months } months from free-deal events (tournaments and competitions).
fft-s-ethics-penalty = Ethics fault: a penalty of { $points } points for a player of this ranking ({ $ranking_en }), on the scale this ruleset keeps: the code asks for more severity the higher the ranking and sets no figure, so the arbiter may set another.
fft-s-smoking-penalty = Smoking (e-cigarettes included) is forbidden: a penalty of { $points } points, the ruleset's standard penalty, since the code says "a penalty" without a figure. The code lists it among its other cases, not as an ethics fault, so the player's ranking does not set the amount.
fft-s-over-contract-granted = Everyone counted his cards; the over-contract is granted and the arbiter signs the score sheet.
fft-s-over-contract-refused = The over-contract is refused: the player who bid prise or garde decides whether he plays his contract.
fft-s-over-contract-refused-played = The over-contract is refused; the player who bid prise or garde plays his contract.
fft-s-over-contract-refused-declined = The over-contract is refused and the player who bid prise or garde does not play: the deal is cancelled, and the dealer's right-hand neighbour deals next, since no one dealt wrongly. (A count found wrong is a misdeal: rule it as one, as a misdeal incident.)
fft-s-over-contract-refused-no-bid = The over-contract is refused and no one had bid before it: no contract is left to play. The deal is cancelled, and the dealer's right-hand neighbour deals next, since no one dealt wrongly. (A count found wrong is a misdeal: rule it as one, as a misdeal incident.)
fft-s-dog-seen-defender = A defender turned the dog: the deal is cancelled if the taker fails, scored normally if he wins.
    .taker-wins = A defender turned the dog; the taker won, so the deal is scored normally.
    .taker-fails = A defender turned the dog; the taker failed, so the deal is cancelled.
fft-s-dog-seen-bidder = The bidder turned the dog: the deal is scored if he fails, cancelled if he wins.
    .taker-wins = The bidder turned the dog; he won, so the deal is cancelled.
    .taker-fails = The bidder turned the dog; he failed, so the deal is scored.
fft-s-small-card-turned = The card turned is below the jack: the deal goes on, the card stays where it was.
fft-s-misdeal-redeal = Misdeal: the dealer deals again; the player responsible may not bid on the new deal.
fft-s-misdeal-dog-cancelled = The dog has the wrong number of cards: the deal is cancelled, even though a contract was bid; the dealer deals again and may not bid on that new deal.
fft-s-misdeal-turned-cancelled = A card was turned during the deal by a player other than the dealer, and found only once a contract was bid: the deal is cancelled; the dealer deals again, and the player who turned the card may not bid on that new deal.
fft-s-misdeal-disabled = The dealer was dealing for a disabled player: no sanction, he may bid.
fft-s-misdeal-before-play-cancelled = Misdeal found after the contract, the taker concerned: the deal is cancelled and the same dealer deals again; he is penalised 100 points and may not bid on that new deal.
fft-s-misdeal-election = Misdeal found after the contract, the taker's count right: he chooses to play (the defence is dealt again, not the dog, and the deal is scored whatever the result) or to refuse (the dealer deals again and may not bid on that new deal). The dealer is penalised 100 points.
fft-s-misdeal-played = The taker plays: the defence's cards are dealt again, the dog unchanged, and the deal will be scored whatever the result; 100 points to the dealer.
fft-s-misdeal-refused = The taker refuses: the dealer deals again, is penalised 100 points and may not bid on that new deal.
fft-s-misdeal-during-play = Misdeal found during play, the taker's count right: the deal is scored if he wins; if he fails it is cancelled and the same dealer deals again; 100 points to the dealer.
    .taker-wins = Misdeal found during play, the taker's count right: he won, so the deal is scored; 100 points to the dealer.
    .taker-fails = Misdeal found during play, the taker's count right: he failed, so the deal is cancelled and the same dealer deals again; 100 points to the dealer.
fft-s-misdeal-during-play-dealer = Misdeal found during play; the taker dealt: he keeps no win his own deal may have given him, and is not spared a failure: the deal is cancelled if he wins (the same dealer deals again) and scored if he fails; 100 points to the dealer.
    .taker-wins = Misdeal found during play; the taker dealt and won: the deal is cancelled and the same dealer deals again; 100 points to the dealer.
    .taker-fails = Misdeal found during play; the taker dealt and failed: the deal is scored; 100 points to the dealer.
fft-s-misdeal-during-play-cancelled = Misdeal found during play, the taker's count wrong: the deal is cancelled and the same dealer deals again; 100 points to the dealer.
fft-s-wrong-dealer-redeal = The wrong player was dealing and the deal was not finished: the right dealer deals again.
fft-s-wrong-dealer-stands = The wrong player dealt, but the deal was finished: it stands.
fft-s-false-ruff = After a false ruff, the opponents may ask whether the card was a singleton.
fft-s-exposed-taker = The taker puts the exposed card back in his hand and plays it when he likes; no penalty. The arbiter stays to the end of the deal.
fft-s-exposed-partner = The taker's partner puts the exposed card back in his hand and plays it when he likes; the arbiter stays to the end of the deal. The code gives a penalty only to the defence and lets the taker off: at five the partner is in the taker's camp, and the arbiter judges whether the fault calls for a sanction.
fft-s-exposed-defender-warning = The defender puts the card back in his hand and plays it when he likes; the deal is not affected: a warning. The arbiter stays to the end of the deal.
fft-s-exposed-defender-penalty = The defender puts the card back in his hand and plays it when he likes; it is a repeat: 100 points. The arbiter stays to the end of the deal.
fft-s-exposed-defender-distorted = The defence's exposed card distorts the deal: cancelled if the defence wins, scored if it loses. The arbiter stays to the end of the deal.
    .taker-wins = The defence's exposed card distorted the deal; the taker won, so the deal is scored. The arbiter stayed to the end of the deal.
    .taker-fails = The defence's exposed card distorted the deal; the defence won, so the deal is cancelled. The arbiter stayed to the end of the deal.
fft-s-card-not-played = The card never left the player's hand: it is not played.
fft-s-card-stands = The card left the hand: it is played and cannot be changed.
fft-s-card-replaced = The card played is a fault: the arbiter has it changed, and the fault is ruled on its own.
fft-s-out-of-turn-offer = A defender played out of turn: the taker accepts the card, or requires the defender who was on lead to lead that card's suit or another suit, without naming one. If that defender leads the excuse, the same applies to the next player. The exposed-card penalty applies in every case.
fft-s-out-of-turn-taker-on-lead-offer = A defender led out of turn while the taker's side had the lead: the taker accepts the card, or refuses it, and the card goes back as an exposed card while the player who had the lead leads as he likes; no defender can be made to lead. The exposed-card penalty applies in every case.
fft-s-out-of-turn-taker-on-lead-accepted = The taker accepts the card: play goes on as if the defender had been on lead.
fft-s-out-of-turn-taker-on-lead-refused = The taker refuses the card: it goes back as an exposed card, and the player who had the lead leads as he likes.
fft-s-out-of-turn-not-a-lead = The card was played to a trick already led, before its turn: there is no lead to accept or to demand; it is an exposed card and goes back into the hand.
fft-error-out-of-turn-refuse-needs-demand = A defender was on lead: the taker accepts the card or requires that defender to lead (the offender's suit, or another suit).
fft-error-out-of-turn-no-defender-on-lead = The taker's side had the lead: no defender can be required to lead ({ $choice }); the taker accepts the card or refuses it.
fft-error-over-contract-refused-contract = The over-contract was refused: the earlier bidder plays his own contract, a prise or a garde, not a { $contract_en }.
fft-error-over-contract-granted-contract = The over-contract was granted: the contract played is a garde sans or a garde contre, not a { $contract_en }.
fft-s-revoke-later-in-record = The record shows another revoke, by { $player } at trick { $trick }: this ruling rules the first; the arbiter rules that one and the score (the code does not say how revokes combine).
fft-s-out-of-turn-taker = The taker played out of turn: his card is an exposed card. He puts it back in his hand and plays it when he likes, the player whose turn it was plays, and there is no penalty. The arbiter stays to the end of the deal.
fft-s-out-of-turn-partner = The taker's partner played out of turn: the card goes back into his hand and the player whose turn it was plays. The code names no sanction for the partner: the arbiter judges whether the fault calls for one, and stays to the end of the deal.
fft-s-out-of-turn-warning = Card played out of turn: a warning to the defender, as for an exposed card.
fft-s-out-of-turn-penalty = Card played out of turn, a repeat: 100 points to the defender.
fft-s-out-of-turn-distorted = A card played out of turn that distorts the deal: cancelled if the defence wins, scored if it loses.
    .taker-wins = A card played out of turn distorted the deal; the taker won, so the deal is scored.
    .taker-fails = A card played out of turn distorted the deal; the defence won, so the deal is cancelled.
fft-s-out-of-turn-taker-chose = { $choice ->
        [accept] The taker accepted the card: play goes on as if the defender had had the lead.
        [require_offenders_suit] The taker required the defender who had the lead to play the suit of the card.
       *[require_another_suit] The taker required the defender who had the lead to play another suit than the card's, without naming it.
    }
fft-s-revoke-not-established = The revoke is not established: it is ruled as an exposed card.
fft-s-revoke-taker = An established revoke by the taker's side: the points the revoke won go back to the defence (points: { $points }; oudlers: { $oudlers }); the deal is cancelled if the taker still wins, scored if he fails.
    .taker-wins = An established revoke by the taker's side: the points the revoke won went back to the defence (points: { $points }; oudlers: { $oudlers }); the taker still won, so the deal is cancelled.
    .taker-fails = An established revoke by the taker's side: the points the revoke won went back to the defence (points: { $points }; oudlers: { $oudlers }); the taker failed, so the deal is scored.
fft-s-revoke-defence-offer = A defender's established revoke: the points the revoke won go back to the taker (points: { $points }; oudlers: { $oudlers }); the defender may not bid on the next deal; the taker decides whether the deal is scored.
fft-s-revoke-defence = A defender's established revoke: the points the revoke won go back to the taker (points: { $points }; oudlers: { $oudlers }); the defender may not bid on the next deal; { $scored ->
        [yes] the taker chose to have the deal scored, whatever its result.
       *[no] the taker chose not to have it scored: the deal is cancelled.
    }
fft-s-revoke-found = The card at issue: { $card }, played by { $player } at trick { $trick }.
fft-s-discard-seven = A discard of one card too many: the last trick goes to the defence, which also gets the discard's highest card; the deal is cancelled if the taker wins, scored normally if he fails.
    .taker-wins = A discard of one card too many: the last trick went to the defence, which also got the discard's highest card; the taker won, so the deal is cancelled.
    .taker-fails = A discard of one card too many: the last trick went to the defence, which also got the discard's highest card; the taker failed, so the deal is scored normally.
fft-s-discard-five = A discard of one card too few: the last trick goes to the taker, with no petit au bout bonus if it is the petit; the deal is cancelled if he wins, scored normally if he fails.
    .taker-wins = A discard of one card too few: the last trick went to the taker, with no petit au bout bonus if it was the petit; he won, so the deal is cancelled.
    .taker-fails = A discard of one card too few: the last trick went to the taker, with no petit au bout bonus if it was the petit; he failed, so the deal is scored normally.
fft-s-handle-out-of-order = Handle shown out of order: it counts; a warning, then 100 points on a repeat.
fft-s-handle-incomplete-correctable = Handle incomplete but correctable: it counts; a warning, then 100 points on a repeat.
fft-s-handle-incomplete-not-correctable = { $by ->
        [taker] The taker's handle, incomplete and not correctable: it does not count; a warning, then 100 points on a repeat.
       *[defender] A defender's handle, incomplete and not correctable: it does not count, and the deal is also cancelled if the taker fails; a warning, then 100 points on a repeat.
    }
    .taker-wins = A defender's handle, incomplete and not correctable: it does not count; the taker won, so the deal is not cancelled. A warning, then 100 points on a repeat.
    .taker-fails = A defender's handle, incomplete and not correctable: it does not count; the taker failed, so the deal is also cancelled. A warning, then 100 points on a repeat.
fft-s-handle-partner = A handle shown at fault by the taker's partner: at five he is in the taker's camp, and the code's lines for this fault cover only the taker and the defence. The arbiter judges whether the handle counts and whether the fault calls for a sanction.
fft-s-handle-partner-warned = A handle shown at fault by the taker's partner: at five he is in the taker's camp, and the code's lines for this fault cover only the taker and the defence. The arbiter judges whether the handle counts; the fault, sanctioned alike on the taker's line and the defender's, takes a warning, then 100 points on a repeat.
fft-s-handle-too-many-trumps = { $by ->
        [taker] The taker's handle with too many trumps: it counts, without sanction.
       *[defender] A defender's handle with too many trumps: it counts if the taker wins, and the deal is cancelled if he fails; a warning, then 100 points on a repeat.
    }
    .taker-wins = A defender's handle with too many trumps: the taker won, so it counts; a warning, then 100 points on a repeat.
    .taker-fails = A defender's handle with too many trumps: the taker failed, so the deal is cancelled; a warning, then 100 points on a repeat.
fft-s-handle-before-turn = The taker's handle shown before his turn: it counts, no penalty.
fft-s-handle-before-turn-defender = A defender's handle shown before his turn: a wrong moment, ruled as any other; it counts if the taker wins, and the deal is cancelled if he fails. A warning, then 100 points on a repeat.
    .taker-wins = A defender's handle shown before his turn; the taker won, so the handle counts. A warning, then 100 points on a repeat.
    .taker-fails = A defender's handle shown before his turn; the taker failed, so the deal is cancelled. A warning, then 100 points on a repeat.
fft-s-handle-after-first-card-before-covered = Handle shown after the first card, before it was covered: it counts; a warning, then 100 points on a repeat.
fft-s-handle-other-wrong-moment = { $by ->
        [taker] The taker's handle shown at a wrong moment: it does not count if he wins, and counts if he fails. A warning, then 100 points on a repeat.
       *[defender] A defender's handle shown at a wrong moment: it counts if the taker wins, and the deal is cancelled if he fails. A warning, then 100 points on a repeat.
    }
    .taker-wins = { $by ->
        [taker] The taker's handle shown at a wrong moment; he won: it does not count. A warning, then 100 points on a repeat.
       *[defender] A defender's handle shown at a wrong moment; the taker won: it counts. A warning, then 100 points on a repeat.
    }
    .taker-fails = { $by ->
        [taker] The taker's handle shown at a wrong moment; he failed: it counts. A warning, then 100 points on a repeat.
       *[defender] A defender's handle shown at a wrong moment; the taker failed: the deal is cancelled. A warning, then 100 points on a repeat.
    }
fft-s-handle-excuse-hiding-trump = { $by ->
        [taker] The taker's handle shown with the excuse hiding a trump: the deal is cancelled if he wins; if he fails, deal and handle are scored. A warning, then 100 points on a repeat.
        [takers_partner] The taker's partner's handle (his camp, at five) shown with the excuse hiding a trump: the deal is cancelled if the taker wins; if he fails, deal and handle are scored. A warning, then 100 points on a repeat.
       *[defender] A defender's handle shown with the excuse hiding a trump: the deal is cancelled if the taker fails; if he wins, deal and handle are scored. A warning, then 100 points on a repeat.
    }
    .taker-wins = { $by ->
        [taker] The taker's handle shown with the excuse hiding a trump; he won: the deal is cancelled. A warning, then 100 points on a repeat.
        [takers_partner] The taker's partner's handle shown with the excuse hiding a trump; the taker won: the deal is cancelled. A warning, then 100 points on a repeat.
       *[defender] A defender's handle shown with the excuse hiding a trump; the taker won: deal and handle are scored. A warning, then 100 points on a repeat.
    }
    .taker-fails = { $by ->
        [taker] The taker's handle shown with the excuse hiding a trump; he failed: deal and handle are scored. A warning, then 100 points on a repeat.
        [takers_partner] The taker's partner's handle shown with the excuse hiding a trump; the taker failed: deal and handle are scored. A warning, then 100 points on a repeat.
       *[defender] A defender's handle shown with the excuse hiding a trump; the taker failed: the deal is cancelled. A warning, then 100 points on a repeat.
    }
fft-s-spread = The player spread his last cards: the arbiter has them played the way worst for him.
fft-s-sheet = Every player at the table answers for the score sheet: { $points } points penalty each.
fft-s-slow-play = Excessive slowness: { $removed ->
        [0] no deal removed
        [one] one deal removed
       *[other] { $removed } deals removed
    } and { $points } points penalty to the players concerned.
fft-s-slow-play-each = Excessive slowness: { $removed ->
        [0] no deal removed
        [one] one deal removed
       *[other] { $removed } deals removed
    }; { $first ->
        [0] {""}
        [one] { $first_points } points penalty to the player concerned with no earlier penalty
       *[other] { $first_points } points penalty to each of the { $first } players concerned with no earlier penalty
    }{ $first ->
        [0] {""}
       *[other] { $repeat ->
            [0] {""}
           *[other] , {""}
        }
    }{ $repeat ->
        [0] {""}
        [one] { $repeat_points } points to the repeating player
       *[other] { $repeat_points } points to each of the { $repeat } repeating
    }.
fft-s-hand-exposed = A defender's hand was seen: the defence's cards are dealt again and the deal is played; scored if the taker wins, not counted if he fails.
    .taker-wins = A defender's hand was seen: the defence's cards were dealt again and the deal played; the taker won, so it is scored.
    .taker-fails = A defender's hand was seen: the defence's cards were dealt again and the deal played; the taker failed, so it does not count.
fft-s-hand-exposed-taker = The taker's hand was seen: his cards are exposed cards. They go back into his hand, the deal is played and scored as usual, with no penalty: what the defence saw can only harm his side. The arbiter stays to the end of the deal.
fft-s-wrong-count = A defender holds the wrong number of cards: the deal is played out; scored if the taker wins, cancelled if he fails.
    .taker-wins = A defender held the wrong number of cards: the deal was played out; the taker won, so it is scored.
    .taker-fails = A defender held the wrong number of cards: the deal was played out; the taker failed, so it is cancelled.
    .taker-wins = A defender held the wrong number of cards and the taker dealt: he won, so the deal is cancelled.
    .taker-fails = A defender held the wrong number of cards and the taker dealt: he failed, so the deal is scored.
fft-s-wrong-count-dealer-not-from-deal = A defender holds the wrong number of cards, not from the deal, and the taker dealt: the deal is played out and cancelled whatever the result (« Autres cas »: a taker who dealt is not scored if he wins, and the deal is cancelled if he fails); the next dealer deals.
fft-q-wrong-count-from-deal = Did the wrong count come from the deal (the dealer gave a wrong number of cards)?
fft-s-wrong-count-is-misdeal = The wrong count comes from the deal: it is a misdeal found during play. Rule it as a misdeal (« Fausse donne », found during play): the same result for the deal, with a 100-point penalty to the dealer, who may not bid on a redeal.
fft-s-touching-warning = The player touched or picked up cards during the deal: a warning.
fft-s-touching-penalty = The player again touched or picked up cards during the deal: 100 points penalty.
fft-s-cut = Card turned at the cut: the whole pack goes back to the player who shuffles (the one opposite the dealer at four), who shuffles it again; it is cut again and the same dealer deals. No sanction: the cutter may bid.

## Deals not played (règlement officiel).
fft-kind-deal-not-played = Deal not played: a petit sec, or every player passed
fft-q-deal-not-played-cause = Why is the deal not played?
fft-v-petit-sec = A player holds the petit sec
fft-v-all-passed = Every player passed
fft-q-petit-sec-announced = Was the petit sec announced, the hand spread, before the bidding?
fft-t-reglement-petit-sec = The petit sec is announced before the bidding and the deal is cancelled
fft-t-reglement-petit-sec-late = A petit sec not announced before the bidding
fft-t-reglement-all-passed = Every player passes: a new deal
fft-t-reglement-dealing-in-turn = The players deal in turn; the same dealer deals again only after a fault in the deal
fft-s-all-passed = Every player passed: the deal is cancelled and the dealer's right-hand neighbour deals again.
fft-t-reglement-five-all-passed = At five players, the player sitting out deals as long as no one takes
fft-s-all-passed-five = Every player passed at a table of five: the deal is cancelled and the player sitting out (the « mort ») deals again, as he does as long as no one takes.
fft-q-players-at-table = How many players are at the table (3, 4 or 5)?
fft-s-petit-sec = A petit sec announced, the hand spread before the bidding: the deal is cancelled and the dealer's right-hand neighbour deals again.
fft-s-petit-sec-late = The petit sec was not announced before the bidding as the règlement requires: the deal is cancelled and the dealer's right-hand neighbour deals again. The code names no sanction: the arbiter decides whether one is due.
fft-s-petit-sec-five = A petit sec announced, the hand spread before the bidding, at a table of five: the deal is cancelled and the player sitting out (the « mort ») deals again, as he does as long as no one takes.
fft-s-petit-sec-late-five = The petit sec was not announced before the bidding as the règlement requires: the deal is cancelled and, at a table of five, the player sitting out (the « mort ») deals again, as he does as long as no one takes. The code names no sanction: the arbiter decides whether one is due.
fft-error-counted-handle-missing = The ruling counts the handle, but the outcome sent does not name it: give it (taker_handle or defence_handle, by the side that showed it) so that the score includes it.
fft-error-partner-taker-alone = "{ $fact }": the taker played alone (the called card in the dog, or his own): he has no partner.
fft-error-partner-not-five = "{ $fact }": the taker has a partner only at five players, and this deal is played by { $players }.
fft-error-half-point-twice = The half point is counted twice: the points are written with a half (40.5) and the half point is given as well. Give one or the other.
fft-error-outcome-chelem-missing = { $points } points for the taker: { $side ->
        [taker] the defence holds no card, so the taker's side took every trick
       *[defence] the taker's side holds no card, so the defence took every trick
    }: give the chelem (chelem_made_by).

## The discard by the règlement (where the code is silent).
fft-q-discard-before-play = Is the discard's fault found before the first card is played?
fft-t-reglement-discard-corrected = Before the first card, the taker puts his discard right
fft-t-reglement-discard-forbidden = Forbidden cards in the discard, found after « jeu »: the discard stands
fft-s-discard-corrected = There is still time: the taker puts his discard right (as many cards as the dog, no king nor oudler, a trump only when he cannot do otherwise, and shown), with no sanction.
fft-s-discard-forbidden-after-play = The discard holds a card that may not be discarded, found after « jeu »: the discard may no longer be changed or looked at, and play goes on. It is a false discard: the deal is cancelled if the taker wins, scored normally if he fails.
fft-v-partner-revealed = At five, the partner let it be known he was the partner before playing the called card
fft-v-revoke-let-established = Let an obvious revoke be established, then called the arbiter for it (the non-offending side)
fft-v-misdeal-ethics = Dealt a misdeal the arbiter judges an ethics fault (the dealer)
fft-t-partner-revealed = At five, the partner does not reveal his side before playing the called card

## Faults the règlement defines and the code does not name.
fft-kind-reglement-fault = A breach of the rules of the game that the code does not sanction
fft-q-reglement-fault = Which rule of the game was broken?
fft-v-previous-trick = A player looked at the previous trick after the current one was gathered, or at an older one
fft-v-discard-looked-at = The discard was looked at after « jeu » or once play had begun
fft-v-discard-changed = The taker changed a correct discard after saying « jeu »
fft-v-spoke-twice = A player spoke a second time in the bidding
fft-v-out-of-sight = A player does not hold his cards above the table, in everyone's view
fft-v-called-suit-led = At five, the first lead is in the called card's suit without being that card
fft-t-reglement-previous-trick = Only the previous trick may be looked at, until the current one is gathered
fft-t-reglement-discard-looked-at = The discard is no longer looked at after « jeu » nor once play has begun
fft-t-reglement-discard-changed = The discard is no longer changed after « jeu »
fft-t-reglement-spoke-twice = Each player speaks once
fft-t-reglement-out-of-sight = The cards are held above the table, in everyone's view
fft-t-reglement-called-suit-led = At five, no first lead in the called suit, except the called card
fft-t-reglement-played-before-turn = No card is played, nor drawn from the hand, before one's turn
fft-s-reglement-previous-trick = Only the previous trick may be looked at, and only until the current trick is gathered; never an older one. The code names no sanction: the arbiter decides whether one is due.
fft-s-reglement-discard-looked-at = Once « jeu » is said with a correct discard, or the first card played, the discard may no longer be looked at. The code names no sanction: the arbiter decides whether one is due.
fft-s-reglement-discard-changed = After « jeu » a correct discard may no longer be changed: it is put back as it was. The code names no sanction: the arbiter decides whether one is due.
fft-s-reglement-spoke-twice = Each player speaks once: his second call does not count. The code names no sanction: the arbiter decides whether one is due.
fft-s-reglement-out-of-sight = The cards are held above the table, in everyone's view, until the last card is played. The code names no sanction: the arbiter decides whether one is due.
fft-s-reglement-called-suit-led = At five the first lead may not be in the called card's suit, except the called card itself. A rule of card play broken is a revoke under the code: it is ruled as one (established or not, by whose side), with its consequences.
fft-q-discard-before-jeu = Are the forbidden cards found before the taker said « jeu »?
fft-q-fault-before-play = Did the arbiter see it before the first card was played?
fft-v-bid-out-of-turn = A player bid out of turn
fft-v-chelem-without-arbiter = A chelem was announced without calling the arbiter
fft-v-chelem-not-announced = A chelem was claimed as announced when it was not, or announced once play had begun
fft-t-reglement-bid-out-of-turn = The bidding goes in turn, from the dealer's right
fft-t-reglement-chelem-without-arbiter = Whoever announces a chelem calls the arbiter, and leads
fft-t-reglement-chelem-not-announced = A chelem is announced after the contract, before the first card (its announcer leads): one claimed or announced otherwise is read as not announced
fft-s-reglement-bid-out-of-turn = The bidding goes in turn, starting with the player on the dealer's right, each speaking once: it resumes in order. The règlement says no more of a call made out of turn: what becomes of it, and any sanction, are for the arbiter.
fft-s-reglement-chelem-without-arbiter = A chelem must be announced with the arbiter called. The chelem stands as announced and its announcer leads to the first trick, whoever dealt; the code names no sanction: the arbiter decides whether one is due.
fft-s-reglement-chelem-not-announced = A chelem is announced once the contract is bid, before the first card, since its announcer leads. Claimed without an announcement, or announced once play had begun, it is scored as not announced (the règlement does not say it in words, but that is the only chelem it rewards without an announcement): made, a bonus of 200 points, not 400; failed, nothing deducted. The code names no sanction: the arbiter decides whether one is due.
fft-s-ethics-revoke-let-established = The side that let the revoke be established also gets an ethics penalty, by its players' ranking: it is ruled separately, as an ethics fault.
fft-s-ethics-misdeal-judged = The arbiter holds this misdeal an ethics fault: the dealer also gets an ethics penalty, by his ranking, ruled separately as an ethics fault.
fft-s-out-of-turn-taker-at-end = The taker played out of turn, seen by the arbiter alone, who rules at the end of the deal: the card was played and stays so; an exposed card of the taker's carries no penalty.
fft-s-out-of-turn-partner-at-end = The taker's partner played out of turn, seen by the arbiter alone, who rules at the end of the deal: the card was played and stays so. The code names no sanction for the partner: the arbiter judges whether the fault calls for one.
fft-s-exposed-at-end-taker = A card exposed by the taker, seen by the arbiter alone, who rules at the end of the deal: no penalty, and nothing left to restore.
fft-s-exposed-at-end-partner = A card exposed by the taker's partner, seen by the arbiter alone, who rules at the end of the deal: nothing left to restore. The code covers only the taker and the defence: the arbiter judges whether the fault calls for a sanction.
fft-s-exposed-at-end-defender-warning = A card exposed by a defender, seen by the arbiter alone, who rules at the end of the deal; the deal was not affected: warning.
fft-s-exposed-at-end-defender-penalty = A card exposed by a defender, seen by the arbiter alone, who rules at the end of the deal; a repeat offence: 100 points penalty.
fft-s-exposed-at-end-defender-distorted = A card exposed by a defender, seen by the arbiter alone, who rules at the end of the deal; it distorted the deal: cancelled if the defence wins, scored if it loses.
    .taker-wins = A card exposed by a defender distorted the deal, seen by the arbiter alone; the taker won, so the deal is scored.
    .taker-fails = A card exposed by a defender distorted the deal, seen by the arbiter alone; the defence won, so the deal is cancelled.
fft-s-hand-exposed-at-end = A defender's hand was seen, by the arbiter alone, who rules at the end of the deal, when nothing can be dealt again: scored if the taker wins, not counted if he fails.
    .taker-wins = A defender's hand was seen, by the arbiter alone; the taker won, so the deal is scored.
    .taker-fails = A defender's hand was seen, by the arbiter alone; the taker failed, so the deal does not count.
fft-s-hand-exposed-taker-at-end = The taker's hand was seen, by the arbiter alone, who rules at the end of the deal: the deal is scored as usual, with no penalty (what the defence saw can only harm his side).
fft-s-repeat-penalty = It is a repeat offence: { $points } points of penalty.
