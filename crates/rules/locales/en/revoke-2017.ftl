# The 2017 Laws on revokes where they differ from the 2007 text:
# 62C3, 62D2, 63A3–A4 (in the question), 64B2, B3, B7, B8 and 64C2.

law62-2017-c3-title = Both sides revoked on the same trick and only one side has played to the next: both revokes are corrected
law62-2017-d2-title = A twelfth-trick revoke corrected: Law 16C applies to what the withdrawn card showed
law64-2017-b2-title = A subsequent revoke in the same suit by the same player, the first having been established
law64-2017-b3-title = A revoke by failing to play a penalty card or a card of dummy
law64-2017-b7-title = Both sides revoked on the board, and both revokes became established
law64-2017-b8-title = The revokes were corrected under Law 62C3
law64-2017-c2a-title = Repeated revokes in one suit: an adjusted score if the non-offenders would likely have taken more tricks without the later ones
law64-2017-c2b-title = Both sides revoked on the board: the director's procedure
law64-2017-q-established = Is the revoke established (the offender or his partner played or designated a card to the next trick, a member of his side made a claim or concession, or his side's agreement to the opponents' claim or concession has become established under Law 69A)?
law64-2017-q-same-trick = Did the other side also revoke on this same trick, with only one side having played to the next trick?
law64-2017-q-same-suit-again = Is this a later revoke by the same player in the same suit, his first revoke in that suit having been established?
law64-2017-q-faced-card = Was the revoke a failure to play a penalty card, or a card of dummy's?
law64-2017-q-both-sides = Did both sides revoke on this board, and have both revokes become established?
law64-2017-summary-c3 = Both sides revoked on the same trick and only one side had played to the next: both revokes are corrected, with no trick transferred. Cards played to the trick after the revokes may be withdrawn; a card the defending side withdraws becomes a penalty card; what a side's withdrawn cards showed is unauthorized to that side (Law 16C2).
law62-2017-info-other-side-cards = What the other side's withdrawn cards showed (both sides revoked on the trick).
law64-2017-q-without-revoke = In the director's opinion, how many tricks would the non-offending side have taken without the revoke? After repeated revokes in one suit by the same player (64C2(a)), count without the later revokes only, and include the tricks the first revoke transfers.
