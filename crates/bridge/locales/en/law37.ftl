### Law 37: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

## Law 37 (not ruled by the service): the record shows a call by a player
## this ruling requires to pass.
law37-summary-call-by-player-required-to-pass = The record shows call { $number }, { $call } by { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    }, who was required to pass: Law 37 governs that call, and the service does not rule it; the director does.

## Law 37 (2017): the kind `bridge.call_by_player_required_to_pass`.
law37-title = Action violating the obligation to pass
law37-kind-title = Bid, double or redouble by a player required to pass
law37-2017-a-title = The offender's left-hand opponent called before the ruling: that call and all later calls stand; an offender barred for the rest of the auction stays barred; no Law 26B lead restriction
law37-2017-b1-title = Otherwise the bid, double or redouble of a player required to pass is cancelled
law37-2017-b2-title = A pass replaces it, the auction goes on and both players of the offending side pass at every turn; Law 72C and the lead restrictions of Law 26B may apply
law37-q-lho-called = Did the offender's left-hand opponent call over it before the director ruled?
law37-q-double-not-allowed = Was the call a double or redouble that Law 19 does not allow (19A1, 19B1)?
law37-q-rest-of-auction = Was the offender required to pass for the rest of the auction (and not at one turn only)?
law37-q-offender-required-to-pass = Was the offender required by law to pass at this turn, by the rectification of an earlier irregularity?
law37-info-cancelled-call = What the cancelled call of the player required to pass showed: the non-offending side may use it, the offending side may not.
law37-2017-summary-b = The call is cancelled and a pass replaces it (37B1). The auction goes on, and both players of the offending side must pass at every turn for the rest of it (37B2). If the offender becomes a defender, declarer may restrict his partner's lead (26B); the director reviews after play whether the enforced passes damaged the other side (72C).
    .offender-declares = The call was cancelled and a pass replaced it (37B1); both players of the offending side had to pass for the rest of the auction (37B2). The offender's side declares: no lead is restricted. The director reviews after play whether the enforced passes damaged the other side (72C).
    .offender-defends = The call was cancelled and a pass replaced it (37B1); both players of the offending side had to pass for the rest of the auction (37B2). The offender is a defender: declarer may restrict his partner's lead (26B). The director reviews after play whether the enforced passes damaged the other side (72C).
    .passed-out = The call was cancelled and a pass replaced it (37B1); both players of the offending side had to pass for the rest of the auction (37B2). The director reviews whether the enforced passes damaged the other side (72C).
law37-2017-summary-a = The left-hand opponent called over it before the ruling: that call and all the calls after it stand (37A). There is no lead restriction.
law37-2017-summary-a-still-barred = The left-hand opponent called over it before the ruling: that call and all the calls after it stand (37A). The offender was required to pass for the rest of the auction and still must pass at each of his turns. There is no lead restriction.
law37-2017-summary-a-inadmissible-double = A double or redouble that Law 19 does not allow is left out of 37A: Law 36 governs it, and the service does not rule Law 36 for a call made in turn; the director does.
law37-summary-bid-by-player-required-to-pass = The offender was required to pass at this turn: his bid is an inadmissible call (Law 35B), and Law 37 governs it, not the law of an insufficient bid.
law37-2017-summary-call-by-player-required-to-pass = The record shows call { $number }, { $call } by { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    }, who was required to pass: Law 37 governs that call; rule it as a call by a player required to pass.
law37-2007-summary-not-ruled = A call by a player required to pass (Law 37) is not in the 2007 text the service rules by: the director rules on it.
