### Law 62: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

law62-a-title = A revoke must be corrected until it is established
law62-b1-title = A card withdrawn from a defender's unfaced hand: major penalty card
law62-b2-title = Declarer's, dummy's, or a defender's faced card: replaced with nothing more
law62-c-title = Cards played after the revoke: may be withdrawn
law62-c2-title = A card the offending side withdraws after a non-offender did: a defender's becomes a penalty card
law62-summary-c2-partner-may-withdraw = { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } played to the trick after the revoke: once a non-offender withdraws his card, { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } may withdraw his too (62C2){ $defender ->
        [yes] , and it becomes a penalty card
       *[no] {""}
    }.
law62-summary-c2-if-non-offender-withdraws = If a non-offender withdraws a card he played after the revoke, the offender's partner, if he played after him to the revoke trick, may withdraw his card too (62C2){ $defender ->
        [yes] ; it then becomes a major penalty card
       *[no] ; it goes back to the hand with nothing more, as only a defender's card becomes a penalty card
    }.
outcome-non-offender-withdraws-card = If a non-offender withdraws a card played after the revoke and the offender's partner, having played after him, withdraws his (62C2)
law62-d1-title = A twelfth-trick revoke: corrected even if established, until the hands are back in the board
law62-d2-title = A twelfth-trick revoke: partner must not profit from the card he saw
law62-info-withdrawn-cards = The cards taken back after the correction: the non-offending side may use them, the offending side may not.
law62-info-twelfth = The offending defender's partner must not choose a play the sight of the revoke card could suggest.

# The 2017 Laws on revokes where they differ from the 2007 text:
# 62C3, 62D2, 63A3–A4 (in the question), 64B2, B3, B7, B8 and 64C2.
law62-2017-c3-title = Both sides revoked on the same trick and only one side has played to the next: both revokes are corrected
law62-2017-d2-title = A twelfth-trick revoke corrected: Law 16C applies to what the withdrawn card showed
law62-2017-info-other-side-cards = What the other side's withdrawn cards showed (both sides revoked on the trick).
law62-summary-faced-card-stays = The card he takes back was a penalty card: it stays face up on the table, as before (Law 50).
law62-2017-info-this-revoke-cards = What the cards withdrawn to correct the revoke ruled here showed: the other side may use it, the side of this revoke may not.
