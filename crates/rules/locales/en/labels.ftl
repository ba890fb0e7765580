# Labels a thin client shows: rectification types, roles, parties, durations, choice questions.

## Rectification types.

rectification-card-orientation-corrected = The played card turned the wrong way is turned the right way.
rectification-cards-left-as-placed = It is too late to correct the orientation: the played cards stay as they are for the period given.
rectification-played-cards-undisturbed = No player may disturb the order of his played cards for the period given.
rectification-play-reconstructed = The director reconstructs the play card by card to settle the number of tricks.
rectification-tricks-established = The number of tricks won by each side is established.
rectification-result-stands = The result obtained at the table stands.
rectification-call-accepted = The irregular call is accepted: it becomes a legal call.
rectification-call-cancelled = The call is cancelled and does not count in the auction.
rectification-first-call-stands = The player's first call stands; the attempted change is cancelled.
rectification-intended-call-replaces = The intended call replaces the unintended one.
rectification-call-must-be-replaced = The irregular call must be replaced by a legal call.
rectification-turn-reverts = The turn to call goes back to the player whose turn it was.
rectification-must-pass = The player must pass for the period given.
rectification-must-repeat-call = The player must repeat, at his turn, the call he made out of rotation.
rectification-may-not-double-or-redouble = The player may bid or pass, but not double or redouble, for the period given.
rectification-lead-restriction = Declarer may restrict the lead of the offender's partner (Law 26), as the options and the duration say.
rectification-lead-restriction-first-lead = Declarer may restrict the first lead of the offender's partner, as the options say (Law 26).
rectification-lead-restriction-while-on-lead = Declarer may restrict the lead of the offender's partner, as the options say, for as long as the partner keeps the lead (Law 26).
rectification-cards-face-up = The exposed cards stay face up on the table.
rectification-cards-returned-to-hand = The exposed cards go back into the player's hand, with nothing more.
rectification-penalty-cards = The exposed cards become penalty cards.
rectification-director-review = The director or arbiter reviews the matter once play is over; the reason says what he weighs: whether the non-offending side was damaged (he may adjust the score), or, at tarot, whether a fault the code names no sanction for deserves one.
rectification-director-review-score = At the end of play, the director reviews the result and adjusts the score if the non-offending side was damaged.
rectification-director-review-result = At the end of play, the director judges whether the information affected the result, and adjusts the score if it did.
rectification-director-review-sanction = The arbiter judges whether the fault calls for a sanction: the code names none for it.
rectification-director-review-deal = The arbiter decides how the deal is scored: the code names the fault, not its effect on the deal (the summary says what is left to him).
rectification-revoke-corrected = The revoke is corrected: the card is withdrawn and replaced by a legal card.
rectification-cards-played-after-may-be-withdrawn = Cards played after the revoke may be withdrawn, first by the non-offending side, then by the offender's partner.
rectification-revoke-trick-stands = The established revoke is not corrected: the trick stands as played.
rectification-tricks-transferred = Tricks are transferred to the non-offending side after an established revoke.
rectification-tricks-transferred-none = No trick is transferred for this revoke.
rectification-tricks-transferred-count = { $count ->
        [one] One trick is transferred
       *[other] { $count } tricks are transferred
    } to { $to ->
        [offending_side] the offending side
        [declaring_side] declarer's side
        [defenders] the defenders
        [offenders_partner] the offender's partner
       *[non_offending_side] the non-offending side
    } after an established revoke.
rectification-equity-restored = The transfer not being enough, the director gives the non-offending side the tricks it would have made without the revoke.
rectification-adjusted-score = The director awards an adjusted score: assigned, weighted or artificial.
rectification-positions-changed = The players change seats so that the one who saw or learned about a hand holds that hand.
rectification-board-redealt = The board is redealt by the same players.
rectification-board-not-played = The board is not played; the score is adjusted instead.
rectification-not-implemented = The engine does not implement the law that governs this case: the director rules himself.
rectification-ruled-under = Another rule governs this irregularity: the incident is ruled under it.
rectification-deal-cancelled = The deal is cancelled: it is not scored and does not count as a deal played.
rectification-deal-scored = The deal is scored; the score is computed from its result.
rectification-deal-stands = The deal as dealt stands.
rectification-deal-continues = The deal goes on; the card turned stays where it was in the pack.
rectification-redeal = The cards are gathered and dealt again.
rectification-redeal-by = The cards are gathered and dealt again. Who deals: { $dealer }.
rectification-cards-redealt = These players' cards are gathered and dealt again among them; the dog is untouched.
rectification-barred-from-bidding = The player may not bid on the deal named.
rectification-points-restored = Points won illicitly go back to the non-offending side.
rectification-point-penalty = A point penalty, on its own score-sheet line, apart from the deal's score.
rectification-warning = A warning: a repeat of the fault will be sanctioned more heavily.
rectification-suspension = A suspension from free-deal events (tournaments and competitions) for the number of months given.
rectification-excluded-from-event = The player is excluded from the event.
rectification-no-sanction = No sanction for the player.
rectification-director-attends-rest-of-deal = The arbiter stays at the table to the end of the deal.
rectification-complaint-barred = The arbiter was not called when the fault was found: no complaint can be heard any more.
rectification-arbiter-acts-at-end-of-deal = The arbiter saw the fault and the players did not: he acts at the end of the deal.
rectification-exposed-card-returned = The exposed card goes back into the offender's hand; he plays it when he likes.
rectification-cards-not-taken-back = Cards that are not at fault in themselves are not taken back.
rectification-may-ask-whether-singleton = The opponents may ask whether the card was a singleton.
rectification-card-stands-played = The card is played and stays played.
rectification-card-not-played = The card was not played: it stays in the player's hand.
rectification-played-card-replaced = The card played is a fault: the arbiter has it replaced.
rectification-lead-out-of-turn-accepted = The card played out of turn stands; play goes on as if its player had been on lead.
rectification-lead-required = The player on lead must lead as the taker requires.
rectification-last-trick-awarded = The last trick goes to the side named.
rectification-discard-card-to-defence = A card of the discard is given to the defence.
rectification-petit-au-bout-voided = The petit au bout bonus is not scored.
rectification-handle-counted = The handle counts.
rectification-handle-not-counted = The handle does not count.
rectification-cards-counted = Every player counts his cards before the arbiter grants the over-contract.
rectification-score-sheet-countersigned = The arbiter signs the score sheet for the over-contract granted.
rectification-contract-played = The contract bid before the refused over-contract is played.
rectification-deal-played-out = The deal is played to the end before the arbiter rules.
rectification-remaining-cards-played-against-offender = The arbiter has the remaining cards played the way that is worst for the offender.
rectification-deals-removed = Deals are taken off the table's schedule.
rectification-improper-remark = A remark was made by someone not entitled to make it.
rectification-penalty-card = The card is a penalty card: it stays face up in front of its owner until it is played or picked up.
rectification-minor-penalty-card-restriction = Minor penalty card: until it is played, its owner may not play another card of its suit below honour rank; an honour is allowed.
rectification-penalty-card-must-be-played = The major penalty card must be played at the first legal opportunity; following suit and lead restrictions come first.
rectification-declarer-designates-penalty-card = When several penalty cards can legally be played, declarer designates the one played.
rectification-declarer-elects-at-partners-lead = At each lead by the offender's partner while the offender has a major penalty card on the table, declarer first elects to require the suit, forbid it or leave the lead free.
rectification-lead-suit-required = The player must lead one of the suits named.
rectification-lead-suit-forbidden = The player may not lead the suits named, for as long as the prohibition lasts.
rectification-penalty-cards-picked-up = The penalty cards of these suits are no longer penalty cards: their owner picks them up.
rectification-any-legal-card-this-trick = To this trick the player may play any legal card, whatever penalty cards he has left.
rectification-any-legal-card = Unable to lead or play as required, the player may play any legal card.
rectification-legal-plays-now = The cards the player may play at his turn, and those he must play, from the play record.
rectification-lead-accepted = The lead out of turn is accepted and stands as a correct lead.
rectification-declarer-becomes-dummy = Declarer spreads his hand: he becomes dummy and his partner becomes declarer.
rectification-dummy-spread = Dummy spreads his hand as usual.
rectification-second-card-from-declarers-hand = The second card of the first trick is played from declarer's hand.
rectification-dummys-card-stands = A card declarer plays from dummy to the first trick may not be withdrawn, except to correct a revoke.
rectification-card-played-stands = The card the defender led or played instead of his penalty card stands; the penalty card stays on the table.
rectification-penalty-card-substituted = The defender plays his penalty card in place of the card he led or played instead; that card becomes a major penalty card.
rectification-correct-leader-leads = The lead returns to the player whose turn it was to lead.
rectification-face-down-lead-withdrawn = The face-down opening lead by the player whose lead it was is taken back.
rectification-plays-highest-of-suit-led = The player plays his highest card of the suit led to this trick.
rectification-plays-lowest-of-suit-led = The player plays his lowest card of the suit led to this trick.
rectification-play-suit-required = To this trick the player plays a card of the suit named, unless he must follow suit or holds none.
rectification-play-suit-forbidden = To this trick the player plays no card of the suit named, unless he holds nothing else he may play.
rectification-premature-play-stands = The card played early stays played, with no rectification.
rectification-card-held-as-played = The card declarer held as if playing it counts as played (Law 45C2).
rectification-card-played-at-proper-turn = The card played at the wrong turn is played at its owner's proper turn, with no penalty card.

## Players, named by their role.

role-offender = The offender
role-offenders-partner = The offender's partner
role-offenders-lho = The offender's left-hand opponent
role-offenders-rho = The offender's right-hand opponent
role-declarer = Declarer
role-taker = The taker
role-earlier-bidder = The player who bid prise or garde before the refused over-contract
role-director = The director

## Sides, named by their role.

party-offending-side = The offending side
party-non-offending-side = The non-offending side
party-offenders-partner = The offender's partner
party-declaring-side = Declarer's side
party-defenders = The defenders

## Durations.

until-next-turn = Until and including his next turn to call
until-end-of-auction = Until the end of the auction
until-end-of-deal = Until the end of the deal
until-tricks-agreed = Until the number of tricks is agreed or the director has ruled

## Questions put to the player who chooses.

choice-declarer-lead-option-question = For the offender's partner's first lead, does declarer require or forbid the lead of a suit, or leave the lead free?
choice-lho-accepts-question = Does the offender's left-hand opponent accept the irregular call?
choice-declarer-accepts-card-played-question = Does declarer accept the card the defender led or played instead of his penalty card?
choice-declarer-premature-play-option-question = How does declarer want the offending defender's partner to play to this trick?
choice-premature-highest = His highest card of the suit led
choice-premature-lowest = His lowest card of the suit led
choice-premature-require-suit = A card of another suit, which declarer names
choice-premature-forbid-suit = No card of another suit, which declarer names
choice-declarer-accepts-lead-out-of-turn-question = Does declarer accept the defender's lead out of turn?
choice-defenders-accept-declarers-lead-question = Do the defenders accept declarer's lead out of turn? (If they differ, the player next in turn decides.)
choice-lho-accepts-second-insufficient-bid-question = Does the offender's left-hand opponent accept the second insufficient bid?
choice-lho-withdraws-call-question = Does the offender's left-hand opponent withdraw the call he made over the unintended one, or keep it?
choice-lho-accepts-substitute-question = Does the offender's left-hand opponent accept the substituted call?
choice-director-option-question = Which course does the director take for the information received before any call?
choice-declarer-lead-election-question = The offender's partner is on lead: does declarer require or forbid the lead of a penalty card's suit, or leave the lead free?
choice-declarer-option-question = After the opening lead out of turn, does declarer spread his hand, accept the lead or refuse it?
choice-taker-plays-contract-question = Does the taker, correctly dealt despite the misdeal, play his contract?
choice-taker-election-question = What does the taker choose?
choice-earlier-bidder-plays-question = The over-contract refused, does the player who bid prise or garde play his contract?

# Tarot players named by their role in the deal or the incident.
tarot-role-offender = The offender
tarot-role-offending-side = The offending side
tarot-role-non-offending-side = The non-offending side
tarot-role-offenders-partner = The offender's partner
tarot-role-taker = The taker
tarot-role-defence = The defence
tarot-role-defender-on-lead = The defender who was on lead
tarot-role-dealer = The dealer
tarot-role-rightful-dealer = The player who should have dealt
tarot-role-player-opposite-dealer = The player sitting opposite the dealer
tarot-role-earlier-bidder = The player who bid prise or garde before the over-contract
tarot-role-all-players = Every player at the table
tarot-role-players-concerned = The players concerned
tarot-role-concerned-first-offence = The players concerned with no earlier slow-play penalty
tarot-role-concerned-repeat-offence = The players concerned already penalised for slow play
tarot-role-players-who-found-it = The players who found the fault and did not call the arbiter
tarot-role-spectator = A spectator
tarot-role-partner-sitting-out = The partner sitting out the deal
tarot-role-next-dealer = The dealer's right-hand neighbour, who deals next
rectification-discard-corrected = The taker puts his discard right before the first card is played.
rectification-discard-restored = The discard is put back as it was when the taker said « jeu ».

# The other codes a rectification carries.
ban-scope-redeal = On the redeal
ban-scope-next-deal = On the next deal
lead-suits-withdrawn-call-suits = The suits of the withdrawn call
lead-suits-any-one-suit = One suit of declarer's choice
lead-suits-suit-not-specified-by-offender = One suit of declarer's choice that the offender did not name in the legal auction
lead-option-require = A lead required in the suit
lead-option-forbid = A lead forbidden in the suit
lead-lasts-while-partner-retains-lead = While the partner keeps the lead
lead-lasts-first-lead-only = For that lead only
penalty-card-kind-major = Major penalty card
penalty-card-kind-minor = Minor penalty card
review-reason-enforced-pass-damage = Whether the enforced pass damaged the non-offending side
review-reason-insufficient-bid-assistance = Whether the insufficient bid helped the offending side
review-reason-comparable-call-assistance = Whether the comparable call helped the offending side and damaged the other
review-reason-revoke-equity = Whether the trick transfer makes up for the revoke
review-reason-penalty-card-information-damage = Whether the penalty card's information damaged the non-offending side
review-reason-extraneous-information = Whether extraneous information affected the result
review-reason-sanction-left-to-arbiter = Whether a sanction is due, the code naming none
review-reason-score-left-to-arbiter = How the deal is scored, the code naming the fault's sanction but not its effect on the deal
tarot-side-taker = The taker's side
tarot-side-defence = The defence
rectification-chelem-announcer-leads = The player who announced the chelem leads to the first trick, whoever dealt.
rectification-chelem-scored-as-unannounced = The chelem is scored as not announced: made, a bonus of 200 points, not 400; failed, nothing deducted.
