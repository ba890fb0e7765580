### Law 29: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

law29-kind-title = Call out of rotation: pass, bid, double or redouble (Laws 28 to 32)
law29-a-title = The left-hand opponent may accept the call out of rotation by calling
law29-b-title = Call out of rotation cancelled: the turn reverts to the player whose turn it was
law29-c-title = Artificial call out of rotation: the denominations shown count
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
law29-q-insufficient = Was the bid lower than the last bid made (an insufficient bid)?
law29-error-nothing-called-before-the-dealer = At the left-hand opponent's turn, before the offender had called, the left-hand opponent was the dealer and nobody had called: nothing had been bid, so no bid could be insufficient.
law29-error-inadmissible-accepted = An inadmissible double or redouble may never be accepted (Law 32): the left-hand opponent cannot accept it.
