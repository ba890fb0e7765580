### Law 32: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

law32-title = Double or redouble out of rotation
law32-a-title = At partner's turn: partner passes throughout
law32-b1-title = At the right-hand opponent's turn, who passes: the offender repeats the double or redouble
law32-b2-title = At the right-hand opponent's turn, who calls: partner passes throughout
law32-summary-a = The double or redouble out of rotation is cancelled: the offender's partner must pass for the rest of the auction; if the offender chooses another call and becomes a defender, declarer may forbid the lead of one suit.
law32-summary-b-pending = The double or redouble out of rotation is cancelled. If the right-hand opponent passes, the offender must repeat it; if he calls, the offender may call freely and his partner passes for the rest of the auction.
law32-summary-b-pending-inadmissible = The inadmissible double or redouble out of rotation is cancelled. If the right-hand opponent passes, Law 36 applies, which Arbitre does not implement yet: the director rules himself; if he calls, the offender may call freely and his partner passes for the rest of the auction.
law32-summary-b1 = The right-hand opponent passed: the offender repeats his double or redouble, without rectification.
law32-summary-b2 = The right-hand opponent called: the offender may call freely and his partner must pass for the rest of the auction; if the offender chose another call and becomes a defender, declarer may forbid the lead of one suit.
law32-summary-law36 = This double or redouble is inadmissible: Law 36 applies, and Arbitre does not implement it yet. The director rules himself.
law32-2017-b1-title = At partner's turn: partner makes any legal call, Law 16C2 applies
law32-2017-a1-title = At the right-hand opponent's turn, he passes: the offender repeats the double or redouble
law32-2017-b2-title = At partner's turn: the offender makes any legal call at his turn, ruled as when the right-hand opponent has called
law32-2017-c-title = Later doubles or redoubles at the left-hand opponent's turn: a change of call (Law 25)
law32-2017-summary-b = The double or redouble out of rotation is cancelled. The offender's partner calls freely at his turn, but may not use what the cancelled call told him. If the offender then makes a comparable call, there is no further rectification; otherwise his partner must pass at his next turn, and a lead restriction may follow.
law32-2017-summary-a-pending = The double or redouble out of rotation is cancelled. If the right-hand opponent passes, the offender repeats it; if he calls, the offender calls freely: a comparable call brings no further rectification, any other call makes his partner pass at his next turn.
