## Auction laws shared texts (16D, 23, 26) and choices/outcomes.

law16-d1-title = Information from a withdrawn call or play: authorized for the non-offending side
law16-d2-title = Information from a withdrawn call or play: unauthorized for the offending side
law16-d-info-withdrawn-call = What the withdrawn or cancelled call showed: the non-offending side may use it; the offending side may not choose, among logical alternatives, one that this information demonstrably could have suggested over another.
law23-title = An enforced pass that damages the non-offending side
law26-a1-title = Every suit of the withdrawn call shown by the same player: no lead restriction
law26-a2-title = A suit of the withdrawn call not shown: declarer may require or forbid its lead
law26-b-title = Other withdrawn calls: declarer may forbid the lead of one suit
law26-q-specified-suits = Did the withdrawn call relate solely to one or more specified suits (a natural suit bid, or an artificial call showing only suits)?

choice-accept = Accepts
choice-refuse = Refuses

outcome-q-offender-becomes = When the auction ended, what did the offender become?
outcome-v-declarer = Declarer
outcome-v-dummy = Dummy
outcome-v-passed-out = Nobody: the board was passed out
outcome-v-defender = A defender
outcome-q-suits-shown-legally = Was every suit specified by the withdrawn call shown by the same player in the legal auction?
outcome-offender-becomes-defender = If the offender becomes a defender
outcome-offender-becomes-declarer-or-dummy = If the offender becomes declarer or dummy: nothing more
outcome-suits-shown-legally = If the same player showed every suit of the withdrawn call in the legal auction: no lead restriction
outcome-suits-not-shown-legally = If a suit of the withdrawn call was not shown by the same player in the legal auction

law27-kind-title = Insufficient bid (Law 27)
law27-a-title = Insufficient bid accepted
law27-a1-title = The left-hand opponent may accept the insufficient bid by calling
law27-a2-title = Insufficient bid out of rotation: Law 31
law27-b-title = Insufficient bid not accepted: it must be replaced
law27-b1a-title = Replaced by the lowest sufficient bid in the same denomination, neither call artificial
law27-b1b-title = Replaced by a call with the same or a more precise meaning
law27-b2-title = Replaced by another sufficient bid or a pass: partner passes throughout
law27-b3-title = Replacement by double or redouble: cancelled, partner passes throughout
law27-b4-title = Replacement by another insufficient bid
law27-c-title = Replacement made before the director ruled
law27-d-title = The non-offending side damaged after B1 was applied
law27-q-in-turn = Was the insufficient bid made in turn?
law27-q-replacement = What call did the offender replace the insufficient bid with?
law27-v-lowest-same = The lowest sufficient bid in the same denomination
law27-v-other-bid = Another sufficient bid
law27-v-pass = Pass
law27-v-double = Double or redouble
law27-v-insufficient = Another insufficient bid
law27-q-artificial = In the director's opinion, is the insufficient bid or its replacement artificial, or could it be? (Law 27B1(a) needs both to be undeniably not artificial.)
law27-q-same-meaning = In the director's opinion, does the replacement have the same meaning as the insufficient bid, or a more precise one (wholly contained in its possible meanings)?
law27-q-premature = Did the offender replace the bid before the director ruled?
law27-summary-out-of-rotation = This insufficient bid was made out of rotation: it is ruled as a call out of rotation (Law 31).
law27-summary-offer = The offender's left-hand opponent may accept the insufficient bid by calling over it. If he does not, it must be replaced by a legal call.
law27-summary-offer-premature = The offender already replaced the bid: the replacement stands, unless his left-hand opponent accepts the insufficient bid.
law27-summary-accepted = The insufficient bid is accepted: it becomes legal and the auction goes on, with nothing more.
law27-summary-b1a = The bid is replaced by the lowest sufficient bid in the same denomination, neither being artificial: the auction goes on without rectification. At the end of play the director checks whether the insufficient bid helped the offending side.
law27-summary-b1b = The replacement has the same or a more precise meaning: the auction goes on without rectification. At the end of play the director checks whether the insufficient bid helped the offending side.
law27-summary-b2 = The insufficient bid is replaced: the offender's partner must pass for the rest of the auction. If the offender becomes a defender, declarer may restrict his partner's lead.
    .offender-declares = The insufficient bid was replaced: the offender's partner had to pass for the rest of the auction. The offender's side declares: no lead is restricted.
    .offender-defends = The insufficient bid was replaced: the offender's partner had to pass for the rest of the auction. The offender is a defender: declarer may restrict his partner's lead.
    .passed-out = The insufficient bid was replaced: the offender's partner had to pass for the rest of the auction.
law27-summary-b3 = The double or redouble is cancelled: the offender must replace it with an allowed call, and his partner must pass for the rest of the auction.
law27-summary-offer-second = The offender replaced the insufficient bid with another insufficient bid: his left-hand opponent may accept it.
law27-summary-second-accepted = The second insufficient bid is accepted: it becomes legal and the auction goes on.
law27-summary-b4 = The second insufficient bid is refused: the offender must replace it with a legal call, and his partner must pass for the rest of the auction.

law28-a-title = A call at the turn of a right-hand opponent required to pass is in rotation
law28-b-title = A call in turn before a call out of rotation is ruled on cancels it
law28-summary-a = The right-hand opponent had to pass: the call counts as made in rotation. No irregularity; the auction goes on.
law28-summary-b = The player whose turn it was called before the ruling: his call stands and the call out of rotation is cancelled without further rectification. What it showed is unauthorized for the offending side.

law29-kind-title = Call out of rotation: pass, bid, double or redouble (Laws 28 to 32)
law29-a-title = The left-hand opponent may accept the call out of rotation by calling
law29-b-title = Call out of rotation cancelled: the turn reverts to the player whose turn it was
law29-c-title = Artificial call out of rotation: the denominations shown count
law30-title = Pass out of rotation
law31-title = Bid out of rotation
law32-title = Double or redouble out of rotation
law29-q-call-type = What call was made out of rotation?
law29-v-pass = Pass
law29-v-bid = A bid
law29-v-double = Double or redouble
law29-q-turn-of = Whose turn was it, relative to the offender?
law29-v-rho = His right-hand opponent's
law29-v-partner = His partner's
law29-v-lho = His left-hand opponent's
law29-q-rho-required-to-pass = Was the right-hand opponent required by law to pass at that turn?
law29-q-rho-called = Did the right-hand opponent call in turn before the director ruled?
law29-q-any-bid-before = Had anyone bid yet on this board?
law29-q-artificial-pass = Is the pass artificial, or a pass over partner's artificial call?
law29-q-offender-had-called = Had the offender already called earlier in this auction?
law29-q-inadmissible = Is the double or redouble inadmissible (for example doubling one's own side's bid)?
law29-error-double-before-any-bid-admissible = A double or redouble at the left-hand opponent's turn before the offender had called came before any bid: there was nothing to double, so it was inadmissible.
law29-summary-offer = The offender's left-hand opponent may accept the call out of rotation by calling over it. Otherwise it is cancelled and the turn goes back to the player whose turn it was.
law29-summary-accepted = The call out of rotation is accepted: it stands and the auction goes on from it, without rectification.
law29-summary-change-of-call = At that turn the call is treated as a change of call (Law 25).
law30-a-title = Pass out of rotation before any bid: the offender passes at his next turn
law30-b1-title = Pass out of rotation after a bid, at the right-hand opponent's turn: the offender passes at his next turn
law30-b2a-title = Pass out of rotation at partner's turn: the offender passes throughout
law30-b2b-title = Partner may bid or pass, but not double or redouble at that turn
law30-b3-title = Pass out of rotation after a bid, at the left-hand opponent's turn: a change of call
law30-c-title = Artificial pass out of rotation: Law 31
law30-summary-a = The pass out of rotation is cancelled. Nobody had bid yet: the offender must pass at his next turn.
law30-summary-b1 = The pass out of rotation is cancelled: the offender must pass at his next turn.
law30-summary-b2 = The pass out of rotation is cancelled: the offender must pass for the rest of the auction. His partner may make any sufficient bid or pass, but may not double or redouble at this turn.
law31-a1-title = The right-hand opponent passes: the offender repeats his call, no rectification
law31-a2a-title = The right-hand opponent calls; the offender repeats the denomination: partner passes once
law31-a2b-title = The right-hand opponent calls; any other call: partner passes throughout, Law 26
law31-b-title = At partner's turn, or the left-hand opponent's if the offender had not called yet: partner passes throughout
law31-summary-b = The call out of rotation is cancelled: the offender's partner must pass for the rest of the auction, and lead restrictions may apply.
law31-summary-a-pending = The call out of rotation is cancelled; what follows depends on the right-hand opponent. If he passes, the offender must repeat his call, with no rectification. If he calls, the offender may call freely: if he repeats the denomination, his partner passes once; otherwise his partner passes throughout.
law31-summary-a-pending-artificial = The artificial pass out of rotation is cancelled. If the right-hand opponent passes, the offender repeats his pass, with no rectification; if he calls, the offender's partner will have to pass for the rest of the auction, and lead restrictions may apply.
law31-summary-a1 = The right-hand opponent passed: the offender must repeat the call he made out of rotation; if it is legal, there is no rectification.
law31-summary-a1-insufficient = The right-hand opponent passed: the offender must repeat the call he made out of rotation; it is insufficient, so not legal: Law 27 applies to the insufficient bid so repeated (rule it as an insufficient bid).
law31-summary-a2-pending = The right-hand opponent called: the offender may call freely. If he repeats the denomination, his partner passes at his next turn; otherwise his partner passes throughout.
law31-summary-a2a = The offender repeated the denomination: his partner must pass at his next turn.
law31-summary-a2b = The offender's partner must pass for the rest of the auction, and lead restrictions may apply.
law32-a-title = At partner's turn: partner passes throughout
law32-b1-title = At the right-hand opponent's turn, who passes: the offender repeats the double or redouble
law32-b2-title = At the right-hand opponent's turn, who calls: partner passes throughout
law31-b-later-calls-title = Later calls at the left-hand opponent's turn: treated as changes of call (Law 25)
law32-summary-a = The double or redouble out of rotation is cancelled: the offender's partner must pass for the rest of the auction; if the offender chooses another call and becomes a defender, declarer may forbid the lead of one suit.
law32-summary-b-pending = The double or redouble out of rotation is cancelled. If the right-hand opponent passes, the offender must repeat it; if he calls, the offender may call freely and his partner passes for the rest of the auction.
law32-summary-b-pending-inadmissible = The inadmissible double or redouble out of rotation is cancelled. If the right-hand opponent passes, Law 36 applies, which Arbitre does not implement yet: the director rules himself; if he calls, the offender may call freely and his partner passes for the rest of the auction.
law32-summary-b1 = The right-hand opponent passed: the offender repeats his double or redouble, without rectification.
law32-summary-b2 = The right-hand opponent called: the offender may call freely and his partner must pass for the rest of the auction; if the offender chose another call and becomes a defender, declarer may forbid the lead of one suit.
law32-summary-law36 = This double or redouble is inadmissible: Law 36 applies, and Arbitre does not implement it yet. The director rules himself.
outcome-q-rho-action = After the cancellation, what did the right-hand opponent do at his turn?
outcome-v-rho-passed = He passed
outcome-v-rho-called = He bid, doubled or redoubled
outcome-q-repeats-denomination = Does the offender's call at his turn repeat the denomination of the call out of rotation (the one shown, if it was artificial)?
outcome-rho-passes = If the right-hand opponent passes
outcome-rho-calls = If the right-hand opponent bids, doubles or redoubles
outcome-rho-calls-offender-repeats-denomination = If the right-hand opponent calls and the offender repeats the denomination
outcome-rho-calls-otherwise = If the right-hand opponent calls and the offender does not repeat the denomination
outcome-offender-repeats-denomination = If the offender repeats the denomination
outcome-offender-does-not-repeat-denomination = If the offender does not repeat the denomination

choice-withdraw = Withdraws his call
choice-keep = Keeps it

law25-kind-title = Change of call (Law 25)
law25-a-title = Unintended call
law25-b-title = Other changes of call
law25-a1-title = An unintended call may be replaced by the intended one, without pause for thought
law25-a2-title = No change once partner has called
law25-a3-title = No change after the auction period has ended
law25-a4-title = The left-hand opponent may withdraw the call he made over the first one
law25-b1-title = The left-hand opponent may accept the substitute by calling
law25-b2-title = Otherwise the substitute is cancelled and the first call stands
law25-b3-title = Law 16D applies to the call withdrawn or cancelled
law25-2017-b3-title = Law 16C applies to the call withdrawn or cancelled
law25-q-auction-over = Was the change attempted after the auction period had ended (opening lead faced)?
law25-q-unintended = Was the first call unintended (a mechanical error or slip of the tongue), not a change of mind?
law25-q-partner-called = Has the offender's partner called since?
law25-q-without-pause = Did the player correct, or try to correct, without pause for thought?
law25-q-lho-called = Had the left-hand opponent called over the first call?
law25-info-lho-withdrawn = What the left-hand opponent's withdrawn call showed: his side may use it, the other side may not.
law25-summary-a3 = The auction period is over: no change is possible, the first call stands.
law25-summary-a1 = The intended call replaces the unintended one; it stands and is subject to the laws that apply to it. The auction goes on.
law25-summary-a4-offer = The intended call replaces the unintended one. The left-hand opponent, who had called over it, may withdraw his call.
law25-summary-a4-withdrawn = The left-hand opponent withdraws his call: only his side may use what it showed. No further rectification.
law25-summary-a4-kept = The left-hand opponent keeps his call; the auction goes on.
law25-summary-b-offer = This change is not permitted: the left-hand opponent may accept the new call by calling over it. Otherwise it is cancelled and the first call stands.
law25-summary-b1 = The left-hand opponent accepts: the first call is withdrawn, the new one stands and the auction goes on. What the withdrawn call showed is unauthorized for the offending side.
law25-summary-b2 = The new call is cancelled and the first one stands; the auction goes on. What the cancelled call showed is unauthorized for the offending side.

law24-kind-title = Card exposed or led during the auction (Law 24)
law24-title = Card exposed or led before the play period
law24-2017-title = Card exposed or led during the auction
law24-not-seen-title = No card partner could have seen: Law 24 does not apply
law24-a-title = A single card below honour rank, not led: nothing more
law24-b-title = A single honour, or a card led: partner passes at his next turn
law24-c-title = Two or more cards: partner passes at his next turn
law50-b-title = Major and minor penalty cards
law24-summary-not-seen = No card was placed so that the offender's partner could have seen it: Law 24 does not apply, and the card goes back into the hand with no other rectification.
law24-q-count = How many of the offender's cards could his partner have seen?
law24-q-led = Was the card led (faced as an opening lead before the auction ended)?
law24-q-honour = Is the card an honour (ace, king, queen, jack or ten)?
law24-info = The exposed cards: the non-offending side may use what it saw, the offending side may not.
law24-summary-pending = The card stays face up on the table until the end of the auction. If the offender becomes a defender it will be a penalty card; if he becomes declarer or dummy, he picks it up.
law24-summary-pending-pass = { $count ->
        [one] The card stays face up on the table until the end of the auction, and the offender's partner must pass at his next turn. If the offender becomes a defender it will be a penalty card; if he becomes declarer or dummy, he picks it up.
       *[other] The cards stay face up on the table until the end of the auction, and the offender's partner must pass at his next turn. If the offender becomes a defender they will be penalty cards; if he becomes declarer or dummy, he picks them up.
    }
law24-summary-defender = The offender is a defender: { $count ->
        [one] the exposed card becomes a penalty card
       *[other] the { $count } exposed cards become penalty cards
    } (Law 50).
law24-summary-returned = The offender is declarer or dummy: he picks the exposed cards up, with nothing more.
law24-summary-passed-out = The board was passed out: there is no play, so the exposed cards are no penalty cards; they go back to the hand.

law26-title = Withdrawn call: lead restrictions
choice-require-suit = Requires the lead of the suit
choice-forbid-suit = Forbids the lead of the suit
choice-no-restriction = Leaves the lead free
law26-error-require-not-allowed = Here Law 26B only lets declarer forbid a suit (or leave the lead free), not require one.
outcome-q-different-call = Did the offender, at his turn, choose a final call different from the withdrawn one (the same call with a very different meaning counts as different)?
law26-summary-no-restriction = Declarer chose not to restrict the lead.
law26-summary-passed-out = The board was passed out: there is no play, so no lead is restricted.

## Law 37 (not ruled by the service): the record shows a call by a player
## this ruling requires to pass.
law37-summary-call-by-player-required-to-pass = The record shows call { $number }, { $call } by { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    }, who was required to pass: Law 37 governs that call, and the service does not rule it; the director does.
