### Law 31: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

law31-title = Bid out of rotation
law31-a1-title = The right-hand opponent passes: the offender repeats his call, no rectification
law31-a2a-title = The right-hand opponent calls; the offender repeats the denomination: partner passes once
law31-a2b-title = The right-hand opponent calls; any other call: partner passes throughout, Law 26
law31-b-title = At partner's turn, or the left-hand opponent's if the offender had not called yet: partner passes throughout
law31-summary-b = The call out of rotation is cancelled: the offender's partner must pass for the rest of the auction, and lead restrictions may apply.
    .offender-declares = The call out of rotation was cancelled: the offender's partner had to pass for the rest of the auction. The offender's side declares: no lead is restricted.
    .offender-defends = The call out of rotation was cancelled: the offender's partner had to pass for the rest of the auction. The offender is a defender: declarer may restrict his partner's lead.
    .passed-out = The call out of rotation was cancelled: the offender's partner had to pass for the rest of the auction.
    .suits-shown = The call out of rotation was cancelled: the offender's partner had to pass for the rest of the auction. The offender is a defender, but he showed the suits of the withdrawn call in the legal auction: no lead is restricted (26A1).
    .same-call = The call out of rotation was cancelled: the offender's partner had to pass for the rest of the auction. At his turn the offender made the same call again: Law 26 does not apply, and no lead is restricted.
law31-summary-a-pending = The call out of rotation is cancelled; what follows depends on the right-hand opponent. If he passes, the offender must repeat his call, with no rectification. If he calls, the offender may call freely: if he repeats the denomination, his partner passes once; otherwise his partner passes throughout.
law31-summary-a-pending-artificial = The artificial pass out of rotation is cancelled. If the right-hand opponent passes, the offender repeats his pass, with no rectification; if he calls, the offender's partner will have to pass for the rest of the auction, and lead restrictions may apply.
law31-summary-a1 = The right-hand opponent passed: the offender must repeat the call he made out of rotation; if it is legal, there is no rectification.
law31-summary-a1-insufficient = The right-hand opponent passed: the offender must repeat the call he made out of rotation; it is insufficient, so not legal: Law 27 applies to the insufficient bid so repeated (rule it as an insufficient bid).
law31-summary-a2-pending = The right-hand opponent called: the offender may call freely. If he repeats the denomination, his partner passes at his next turn; otherwise his partner passes throughout.
law31-summary-a2a = The offender repeated the denomination: his partner must pass at his next turn.
law31-summary-a2b = The offender's partner must pass for the rest of the auction, and lead restrictions may apply.
    .offender-declares = The offender's partner had to pass for the rest of the auction. The offender's side declares: no lead is restricted.
    .offender-defends = The offender's partner had to pass for the rest of the auction. The offender is a defender: declarer may restrict his partner's lead.
    .passed-out = The offender's partner had to pass for the rest of the auction.
    .suits-shown = The offender's partner had to pass for the rest of the auction. The offender is a defender, but he showed the suits of the withdrawn call in the legal auction: no lead is restricted (26A1).
    .same-call = The offender's partner had to pass for the rest of the auction. At his turn the offender made the same call again: Law 26 does not apply, and no lead is restricted.
law31-b-later-calls-title = Later calls at the left-hand opponent's turn: treated as changes of call (Law 25)
law31-2017-a2a-title = The right-hand opponent called; the offender's call is comparable: no further rectification, no lead restriction
law31-2017-a2b-title = The right-hand opponent called; the offender's call is not comparable: partner passes at his next turn, Laws 16C, 26B and 72C may apply
law31-2017-b1-title = At partner's turn (or left-hand opponent's before the offender has called): partner makes any legal call, Law 16C2 applies
law31-2017-b2-title = The offender makes any legal call at his turn, ruled as when the right-hand opponent has called
law31-2017-c-title = Later bids at the left-hand opponent's turn: a change of call (Law 25)
law31-2017-summary-b = The call out of rotation is cancelled. The offender's partner calls freely at his turn, but may not use what the cancelled call told him. If the offender then makes a comparable call, there is no further rectification; otherwise his partner must pass at his next turn, and a lead restriction may follow.
law31-2017-summary-a-pending = The call out of rotation is cancelled; what follows depends on the right-hand opponent. If he passes, the offender repeats his call with no rectification. If he calls, the offender calls freely: a comparable call brings no further rectification; any other call makes his partner pass at his next turn.
law31-2017-summary-a2 = The right-hand opponent has called: the offender calls freely. A comparable call brings no further rectification; any other call makes his partner pass at his next turn, and a lead restriction may follow.
law31-2017-info-partner-call = What the cancelled call showed: the offender's partner may not use it for the call he makes at his turn.
