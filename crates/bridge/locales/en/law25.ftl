### Law 25: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

law25-kind-title = Change of call (Law 25)
law25-a-title = Unintended call
law25-b-title = Other changes of call
law25-a1-title = An unintended call may be replaced by the intended one, without pause for thought
law25-a2-title = No change once partner has called
law25-a3-title = No change after the auction period has ended
law25-a4-title = The left-hand opponent may withdraw the call he made over the first one
law25-b1-title = The left-hand opponent may accept the substitute by calling
law25-b2-title = Otherwise the substitute is cancelled and the first call stands
law25-b3-title = Law 16D applies to the call withdrawn or cancelled
law25-2017-b3-title = Law 16C applies to the call withdrawn or cancelled
law25-q-auction-over = Was the change attempted after the auction period had ended (opening lead faced)?
law25-q-unintended = Was the first call unintended (a mechanical error or slip of the tongue), not a change of mind?
law25-q-partner-called = Has the offender's partner called since?
law25-q-without-pause = Did the player correct, or try to correct, without pause for thought?
law25-q-lho-called = Had the left-hand opponent called over the first call?
law25-q-comparable = In the director's judgement, is the call that stands comparable (Law 23A) to the one that does not (the first call, withdrawn when the left-hand opponent accepted the change; or the change, cancelled when he did not), and how?
law25-info-lho-withdrawn = What the left-hand opponent's withdrawn call showed: his side may use it, the other side may not.
law25-2017-info-unintended-withdrawn = What the unintended call showed before the intended one replaced it: the non-offending side may use it; the offending side may not choose, among logical alternatives, one it could demonstrably have suggested.
law25-summary-a3 = The auction period is over: no change is possible, the first call stands.
law25-summary-a1 = The intended call replaces the unintended one; it stands and is subject to the laws that apply to it. The auction goes on.
law25-summary-a4-offer = The intended call replaces the unintended one and is subject to the laws that apply to it (Law 27 if it is insufficient, for instance). The left-hand opponent, who had called over it, may withdraw his call.
law25-summary-a4-withdrawn = The left-hand opponent withdraws his call: only his side may use what it showed. No further rectification under this law; the intended call is subject to the laws that apply to it.
law25-summary-a4-kept = The left-hand opponent keeps his call; the auction goes on. The intended call is subject to the laws that apply to it.
law25-summary-b-offer = This change is not permitted: the left-hand opponent may accept the new call by calling over it. Otherwise it is cancelled and the first call stands.
law25-summary-b1 = The left-hand opponent accepts: the first call is withdrawn, the new one stands and the auction goes on. What the withdrawn call showed is unauthorized for the offending side.
law25-summary-b2 = The new call is cancelled and the first one stands; the auction goes on. What the cancelled call showed is unauthorized for the offending side.
law25-2017-a1-title = A call the player did not intend may be replaced by the intended one until partner calls; no lead restriction follows
law25-2017-a2-title = The call the player meant to make stands: a mechanical error or a slip of the tongue may be corrected, a loss of concentration may not
law25-2017-a4-title = No change once partner has called
law25-2017-a5-title = No change after the auction period has ended
law25-2017-a6-title = The left-hand opponent may withdraw the call he made over the first one; only his side may use what it showed
law25-2017-q-unintended = Was the first call one the player did not mean to make (a mechanical error or a slip of the tongue), rather than the call he meant at the time (a loss of concentration or a change of mind)? However he noticed it does not matter.
law25-2017-summary-b1-comparable = The left-hand opponent accepts: the first call is withdrawn, the new one stands and the auction goes on. The new call is comparable with the withdrawn one: no lead restriction, and Law 16C does not apply (26A); at the end of play the director checks whether the comparable call helped the offenders (23C).
law25-2017-summary-b2-comparable = The new call is cancelled and the first one stands; the auction goes on. The two calls are comparable: no lead restriction, and Law 16C does not apply (26A); at the end of play the director checks whether the comparable call helped the offenders (23C).
