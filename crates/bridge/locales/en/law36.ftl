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

## Law 36 (2017): an inadmissible double or redouble made in turn (kind `bridge.inadmissible_double`).
law36-title = Inadmissible doubles and redoubles
law36-kind-title = A double or redouble Law 19 does not allow, made in turn (doubling partner's bid, redoubling an undoubled bid…)
law36-b1-title = A double or redouble Law 19 does not allow is cancelled
law36-b2-title = The offender makes a legal call in its place and the auction goes on; his partner passes for the rest of the auction
law36-summary-a-in-turn = The offender's left-hand opponent called over the inadmissible double or redouble before the ruling: it is cancelled with every call after it, the turn goes back to the offender and the auction goes on as if nothing irregular had happened, with no lead restriction. The offending side may not use what the cancelled calls told it.
law36-summary-b-in-turn = The inadmissible double or redouble is cancelled: the offender makes a legal call in its place and the auction goes on; his partner must pass for the rest of the auction. If the offender becomes a defender, declarer may restrict his partner's lead; the director reviews after play whether the enforced pass damaged the other side.
    .offender-declares = The inadmissible double or redouble was cancelled and the offender made a legal call in its place; his partner had to pass for the rest of the auction. The offender's side plays the contract: no lead is restricted; the director reviews after play whether the enforced pass damaged the other side.
    .offender-defends = The inadmissible double or redouble was cancelled and the offender made a legal call in its place; his partner had to pass for the rest of the auction. The offender is a defender: declarer may restrict his partner's lead; the director reviews after play whether the enforced pass damaged the other side.
    .passed-out = The inadmissible double or redouble was cancelled and the offender made a legal call in its place; his partner had to pass for the rest of the auction; the director reviews after play whether the enforced pass damaged the other side.
law36-2007-summary-not-ruled = An inadmissible double or redouble (Law 36) is not in the 2007 text the service rules by: the director rules on it.
