### Law 38 (2017): a bid of more than seven.

law38-title = Bid of more than seven
law38-kind-title = Bid of more than seven
law38-2017-a-title = No contract of more than seven is ever played
law38-2017-b-title = The bid is cancelled, with every call after it
law38-2017-c-title = A pass replaces it; the auction goes on unless it is over, and both players of the offending side pass at every turn
law38-2017-d-title = Law 72C and the lead restrictions of Law 26B may apply, unless the offender's left-hand opponent called after the bid before the rectification
law38-q-lho-called = Did the offender's left-hand opponent call after the bid, before the director ruled?
law38-info-cancelled-calls = What the cancelled bid of more than seven, and the calls after it, showed: the non-offending side may use it, the offending side may not.
law38-summary = The bid of more than seven is cancelled, with every call after it, and a pass replaces it. The auction goes on unless it is over, and both players of the offending side must pass at every turn. If the offender becomes a defender, declarer may restrict his partner's lead (26B); the director reviews after play whether the enforced passes damaged the other side (72C).
law38-summary-lho-called = The bid of more than seven is cancelled, with every call after it, and a pass replaces it. The auction goes on unless it is over, and both players of the offending side must pass at every turn. The left-hand opponent called after the bid before the ruling: no lead restriction and no 72C review (38D).
law38-2007-summary-not-ruled = A bid of more than seven (Law 38) is not in the 2007 text the service rules by: the director rules on it.
