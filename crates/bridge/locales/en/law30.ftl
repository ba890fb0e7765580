### Law 30: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

law30-title = Pass out of rotation
law30-a-title = Pass out of rotation before any bid: the offender passes at his next turn
law30-b1-title = Pass out of rotation after a bid, at the right-hand opponent's turn: the offender passes at his next turn
law30-b2a-title = Pass out of rotation at partner's turn: the offender passes throughout
law30-b2b-title = Partner may bid or pass, but not double or redouble at that turn
law30-b3-title = Pass out of rotation after a bid, at the left-hand opponent's turn: a change of call
law30-c-title = Artificial pass out of rotation: Law 31
law30-summary-a = The pass out of rotation is cancelled. Nobody had bid yet: the offender must pass at his next turn.
law30-summary-b1 = The pass out of rotation is cancelled: the offender must pass at his next turn.
law30-summary-b2 = The pass out of rotation is cancelled: the offender must pass for the rest of the auction. His partner may make any sufficient bid or pass, but may not double or redouble at this turn.
law30-2017-a-title = Pass out of rotation at the right-hand opponent's turn: the offender passes at his next turn
law30-2017-b1a-title = At partner's turn (or left-hand opponent's before the offender has called): partner makes any legal call, Law 16C2 applies
law30-2017-b1b-i-title = The offender's call at his turn is comparable: no further rectification
law30-2017-b1b-ii-title = The offender's call at his turn is not comparable: partner passes at his next turn
law30-2017-b2-title = Pass at the left-hand opponent's turn once the offender has called: a change of call (Law 25)
law30-2017-summary-a = The pass out of rotation is cancelled: the offender must pass at his next turn. If that pass could have damaged the other side, the director reviews the result at the end of play (72C).
law30-2017-summary-b1 = The pass out of rotation is cancelled. The offender's partner calls freely at his turn, but may not use what the cancelled pass told him. If the offender then makes a comparable call, there is no further rectification; otherwise his partner must pass at his next turn, and a lead restriction may follow.
law30-summary-double-when-barred = The record shows call { $number }, { $call } by { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    }, whom the ruling forbade to double or redouble at that turn (30B2(b)): the service does not rule what follows; the director does.
