## Auction laws shared texts (16D, 23, 26) and choices/outcomes.

law16-d1-title = Information from a withdrawn call: authorized for the non-offending side
law16-d2-title = Information from a withdrawn call: unauthorized for the offending side
law16-d-info-withdrawn-call = What the withdrawn or cancelled call showed: the non-offending side may use it; the offending side must not choose a logical alternative it suggests.
law23-title = An enforced pass that damages the non-offending side
law26-a1-title = Every suit of the withdrawn call shown by the same player: no lead restriction
law26-a2-title = A suit of the withdrawn call not shown: declarer may require or forbid its lead
law26-b-title = Other withdrawn calls: declarer may forbid the lead of one suit
law26-q-specified-suits = Did the withdrawn call specify one or more suits (a natural suit bid, or an artificial call showing suits)?

choice-accept = Accepts
choice-refuse = Refuses

outcome-q-offender-becomes = When the auction ended, what did the offender become?
outcome-v-declarer = Declarer
outcome-v-dummy = Dummy
outcome-v-defender = A defender
outcome-q-suits-shown-legally = Was every suit specified by the withdrawn call shown by the same player in the legal auction?
outcome-offender-becomes-defender = If the offender becomes a defender
outcome-offender-becomes-declarer-or-dummy = If the offender becomes declarer or dummy: nothing more
outcome-suits-shown-legally = If the same player showed every suit of the withdrawn call in the legal auction: no lead restriction
outcome-suits-not-shown-legally = If a suit of the withdrawn call was not shown by the same player in the legal auction

law27-kind-title = Insufficient bid (Law 27)
law27-a-title = Insufficient bid accepted
law27-a1-title = The left-hand opponent may accept the insufficient bid by calling
law27-a2-title = Insufficient bid out of rotation: Law 31
law27-b-title = Insufficient bid not accepted: it must be replaced
law27-b1a-title = Replaced by the lowest sufficient bid in the same denomination, neither call artificial
law27-b1b-title = Replaced by a call with the same or a more precise meaning
law27-b2-title = Replaced by another sufficient bid or a pass: partner passes throughout
law27-b3-title = Replacement by double or redouble: cancelled, partner passes throughout
law27-b4-title = Replacement by another insufficient bid
law27-c-title = Replacement made before the director ruled
law27-d-title = The non-offending side damaged despite B1
law27-q-in-turn = Was the insufficient bid made in turn?
law27-q-replacement = What call did the offender replace the insufficient bid with?
law27-v-lowest-same = The lowest sufficient bid in the same denomination
law27-v-other-bid = Another sufficient bid
law27-v-pass = Pass
law27-v-double = Double or redouble
law27-v-insufficient = Another insufficient bid
law27-q-artificial = In the director's opinion, is the insufficient bid or its replacement artificial?
law27-q-same-meaning = In the director's opinion, does the replacement have the same meaning as the insufficient bid, or a more precise one (wholly contained in its possible meanings)?
law27-q-premature = Did the offender replace the bid before the director ruled?
law27-summary-out-of-rotation = This insufficient bid was made out of rotation: it is ruled as a call out of rotation (Law 31).
law27-summary-offer = The offender's left-hand opponent may accept the insufficient bid by calling over it. If he does not, it must be replaced by a legal call.
law27-summary-offer-premature = The offender already replaced the bid: the replacement stands, unless his left-hand opponent accepts the insufficient bid.
law27-summary-accepted = The insufficient bid is accepted: it becomes legal and the auction goes on, with nothing more.
law27-summary-b1a = The bid is replaced by the lowest sufficient bid in the same denomination, neither being artificial: the auction goes on without rectification. At the end of play the director checks whether the insufficient bid helped the offending side.
law27-summary-b1b = The replacement has the same or a more precise meaning: the auction goes on without rectification. At the end of play the director checks whether the insufficient bid helped the offending side.
law27-summary-b2 = The insufficient bid is replaced: the offender's partner must pass for the rest of the auction. If the offender becomes a defender, declarer may restrict his partner's lead.
law27-summary-b3 = The double or redouble is cancelled: the offender must replace it with an allowed call, and his partner must pass for the rest of the auction.
law27-summary-offer-second = The offender replaced the insufficient bid with another insufficient bid: his left-hand opponent may accept it.
law27-summary-second-accepted = The second insufficient bid is accepted: it becomes legal and the auction goes on.
law27-summary-b4 = The second insufficient bid is refused: the offender must replace it with a legal call, and his partner must pass for the rest of the auction.
