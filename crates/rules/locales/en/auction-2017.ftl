# The 2017 Laws of the auction where they differ from the 2007 text:
# Law 23 (the comparable call), 26, 27B, 30, 31, 32 and 72C.
# Our own words; the law is cited, never copied.

law23-2017-a1-title = Comparable call: the same or a similar meaning as the withdrawn call
law23-2017-a2-title = Comparable call: it defines a subset of the withdrawn call's possible meanings
law23-2017-a3-title = Comparable call: it has the same purpose (an asking bid, a relay)
law23-2017-b-title = A cancelled call replaced by a comparable call: no further rectification, 16C2 does not apply
law23-2017-c-title = After a comparable call: an adjusted score if the infraction's help changed the outcome and damaged the other side
law72-c-title = An offender who could have known his infraction could well damage the other side: an adjusted score
law23-q-comparable = In the director's judgement, is the replacement call comparable to the withdrawn call (Law 23A), and by which test?
law23-q-comparable-later = When the offender called at his turn, was his call comparable to the cancelled one (Law 23A), and by which test?
law23-v-same-meaning = Yes: the same or a similar meaning (23A1)
law23-v-subset = Yes: a subset of the withdrawn call's possible meanings (23A2)
law23-v-same-purpose = Yes: the same purpose, such as an asking bid or a relay (23A3)
law23-v-not-comparable = No: it meets none of the three tests

law26-2017-a-title = Withdrawn call replaced by a comparable call: no lead restriction
law26-2017-b-title = Withdrawn call not replaced by a comparable call: declarer may restrict the lead of a suit the offender did not name in the legal auction

law27-2017-b1a-title = Replaced by the lowest sufficient bid that specifies the same denomination(s): no further rectification, no lead restriction
law27-2017-b1b-title = Replaced by a comparable call: no further rectification
law27-2017-b2-title = Replaced by another sufficient bid or a pass: partner passes whenever it is his turn, Law 26B may apply
law27-2017-b3-title = Replaced by a double or redouble that is not comparable: cancelled, partner passes whenever it is his turn
law27-2017-q-replacement = What did the offender replace the insufficient bid with? A lowest sufficient bid counts as specifying the same denomination(s) only if, by what each call meant, it shows the same suit or suits as the insufficient bid (27B1(a)): a conventional call may not.
law27-2017-v-lowest-same = The lowest sufficient bid that specifies the same denomination(s) as the insufficient bid
law27-2017-summary-b1a = The insufficient bid is replaced by the lowest sufficient bid specifying the same denomination(s): the auction goes on with no further rectification and no lead restriction. At the end of play the director checks whether the insufficient bid helped the offending side.
law27-2017-summary-b1b = The replacement is a comparable call: the auction goes on with no further rectification. At the end of play the director checks whether the insufficient bid helped the offending side.

law30-2017-a-title = Pass out of rotation at the right-hand opponent's turn: the offender passes at his next turn
law30-2017-b1a-title = At partner's turn (or left-hand opponent's before the offender has called): partner makes any legal call, Law 16C2 applies
law30-2017-b1b-i-title = The offender's call at his turn is comparable: no further rectification
law30-2017-b1b-ii-title = The offender's call at his turn is not comparable: partner passes at his next turn
law30-2017-b2-title = Pass at the left-hand opponent's turn once the offender has called: a change of call (Law 25)
law30-2017-summary-a = The pass out of rotation is cancelled: the offender must pass at his next turn.
law30-2017-summary-b1 = The pass out of rotation is cancelled. The offender's partner calls freely at his turn, but may not use what the cancelled pass told him. If the offender then makes a comparable call, there is no further rectification; otherwise his partner must pass at his next turn, and a lead restriction may follow.

law31-2017-a2a-title = The right-hand opponent called; the offender's call is comparable: no further rectification, no lead restriction
law31-2017-a2b-title = The right-hand opponent called; the offender's call is not comparable: partner passes at his next turn, Laws 16C, 26B and 72C may apply
law31-2017-b1-title = At partner's turn (or left-hand opponent's before the offender has called): partner makes any legal call, Law 16C2 applies
law32-2017-b1-title = At partner's turn: partner makes any legal call, Law 16C2 applies
law31-2017-b2-title = The offender makes any legal call at his turn, ruled as when the right-hand opponent has called
law31-2017-c-title = Later bids at the left-hand opponent's turn: a change of call (Law 25)
law31-2017-summary-b = The call out of rotation is cancelled. The offender's partner calls freely at his turn, but may not use what the cancelled call told him. If the offender then makes a comparable call, there is no further rectification; otherwise his partner must pass at his next turn, and a lead restriction may follow.
law31-2017-summary-a-pending = The call out of rotation is cancelled; what follows depends on the right-hand opponent. If he passes, the offender repeats his call with no rectification. If he calls, the offender calls freely: a comparable call brings no further rectification; any other call makes his partner pass at his next turn.
law31-2017-summary-a2 = The right-hand opponent has called: the offender calls freely. A comparable call brings no further rectification; any other call makes his partner pass at his next turn, and a lead restriction may follow.

law32-2017-a1-title = At the right-hand opponent's turn, he passes: the offender repeats the double or redouble
law32-2017-b2-title = At partner's turn: the offender makes any legal call at his turn, ruled as when the right-hand opponent has called
law32-2017-c-title = Later doubles or redoubles at the left-hand opponent's turn: a change of call (Law 25)
law32-2017-summary-b = The double or redouble out of rotation is cancelled. The offender's partner calls freely at his turn, but may not use what the cancelled call told him. If the offender then makes a comparable call, there is no further rectification; otherwise his partner must pass at his next turn, and a lead restriction may follow.
law32-2017-summary-a-pending = The double or redouble out of rotation is cancelled. If the right-hand opponent passes, the offender repeats it; if he calls, the offender calls freely: a comparable call brings no further rectification, any other call makes his partner pass at his next turn.

auction-2017-summary-comparable = The offender's call is comparable to the cancelled one: the auction goes on with no further rectification and no lead restriction. At the end of play the director checks whether the infraction helped the offending side and damaged the other.
auction-2017-summary-not-comparable = The offender's call is not comparable to the cancelled one: his partner must pass at his next turn. If the offender becomes a defender, declarer may restrict his partner's lead.
    .offender-declares = The offender's call was not comparable to the cancelled one: his partner had to pass at his next turn. The offender's side declares: no lead is restricted.
    .offender-defends = The offender's call was not comparable to the cancelled one: his partner had to pass at his next turn. The offender is a defender: declarer may restrict his partner's lead.
    .passed-out = The offender's call was not comparable to the cancelled one: his partner had to pass at his next turn.

outcome-offender-call-comparable = If the offender's call at his turn is comparable
outcome-offender-call-not-comparable = If the offender's call at his turn is not comparable
outcome-rho-calls-offender-call-comparable = If the right-hand opponent calls and the offender's call is comparable
outcome-rho-calls-offender-call-not-comparable = If the right-hand opponent calls and the offender's call is not comparable

law25-2017-a1-title = A call the player did not intend may be replaced by the intended one until partner calls; no lead restriction follows
law25-2017-a2-title = The call the player meant to make stands: a mechanical error or a slip of the tongue may be corrected, a loss of concentration may not
law25-2017-a4-title = No change once partner has called
law25-2017-a5-title = No change after the auction period has ended
law25-2017-a6-title = The left-hand opponent may withdraw the call he made over the first one; only his side may use what it showed
law25-2017-q-unintended = Was the first call one the player did not mean to make (a mechanical error or a slip of the tongue), rather than the call he meant at the time (a loss of concentration or a change of mind)? However he noticed it does not matter.

law24-2017-d-title = The offender becomes declarer or dummy: he takes the cards back into his hand
law24-2017-e-title = The offender becomes a defender: every such card is a penalty card (Laws 50 and 51)
law24-2017-before-auction-title = A card of another player seen at one's own table before the auction begins: extraneous information
law24-2017-q-before-first-call = Was the card exposed before the first call of the deal (before the auction began)?
law24-2017-summary-before-auction = The card was seen before the auction began: this is extraneous information (Law 16D), not Law 24. Rule it as extraneous information: the director may change positions, have the board redealt, let it be played and adjust, or give an adjusted score.
law51-title = Two or more penalty cards

law31-2017-info-partner-call = What the cancelled call showed: the offender's partner may not use it for the call he makes at his turn.

## Law 36 (2017): an inadmissible double or redouble out of rotation.
law36-a-title = The offender's LHO called before the ruling: the calls from the inadmissible one on are cancelled, with no lead restriction
law36-b3-title = Law 72C may apply, and so may the lead restrictions of Law 26B
law36-b4-title = An inadmissible call out of turn: the turn reverts to the player whose turn it was, and the offender's partner passes for the rest of the auction
law36-q-lho-called = Did the offender's LHO call over this double or redouble before the director ruled?
law36-summary-a = The inadmissible double or redouble and the calls after it are cancelled: the turn reverts to the player whose turn it was and the auction goes on as if nothing irregular had happened, with no lead restriction. The offending side may not use what those calls told it.
law36-summary-b4 = The inadmissible double or redouble is cancelled and the turn reverts to the player whose turn it was. The offender makes any legal call at his turn; his partner must pass for the rest of the auction. If the offender becomes a defender, declarer may restrict his partner's lead; the director reviews after play whether the enforced pass damaged the other side.
    .offender-declares = The inadmissible double or redouble was cancelled and the turn reverted to the player whose turn it was; the offender's partner had to pass for the rest of the auction. The offender's side declares: no lead is restricted; the director reviews after play whether the enforced pass damaged the other side.
    .offender-defends = The inadmissible double or redouble was cancelled and the turn reverted to the player whose turn it was; the offender's partner had to pass for the rest of the auction. The offender is a defender: declarer may restrict his partner's lead; the director reviews after play whether the enforced pass damaged the other side.
    .passed-out = The inadmissible double or redouble was cancelled and the turn reverted to the player whose turn it was; the offender's partner had to pass for the rest of the auction; the director reviews after play whether the enforced pass damaged the other side.
law23-info-withdrawn-call-comparable = What the withdrawn or cancelled call showed: the non-offending side may use it. After a comparable call, Law 16C2 does not restrict the offending side (23B); at the end of play the director checks under 23C that the call did not help it.
