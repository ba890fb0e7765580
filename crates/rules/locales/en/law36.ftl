### Law 36: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

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
