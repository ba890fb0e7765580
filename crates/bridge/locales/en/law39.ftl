### Law 39 (2017): calls after the final pass.

law39-kind-title = Call after the auction closed
law39-2017-a-title = Every call after the final pass of the auction is cancelled
law39-2017-b-title = A defender's pass, any call by the declaring side, or a call by the offender's left-hand opponent before the ruling: no further rectification
law39-2017-c-title = A defender's bid, double or redouble the left-hand opponent has not called over: the lead restrictions of Law 26B may apply
law39-q-call-type = What call was made after the final pass?
law39-v-pass = A pass
law39-v-bid = A bid
law39-v-double-or-redouble = A double or a redouble
law39-q-offender-side = Who made it: a defender, or the future declarer or dummy?
law39-v-defender = A defender
law39-v-declaring-side = The future declarer or dummy
law39-q-lho-called = Did the offender's left-hand opponent call after it, before the director ruled?
law39-info-cancelled-call = What the cancelled call made after the final pass showed: the non-offending side may use it, the offending side may not.
law39-summary-b = The call made after the final pass is cancelled, with no further rectification. What it showed is unauthorized for the offending side.
law39-summary-b-lho-called = The call made after the final pass is cancelled; the left-hand opponent called over it before the ruling, so there is no further rectification. What it showed is unauthorized for the offending side.
law39-summary-c = The defender's call made after the final pass is cancelled. At his partner's first turn to lead, declarer may restrict the lead of a suit the offender did not specify in the legal auction (26B). What the call showed is unauthorized for the offending side.
law39-2007-summary-not-ruled = Calls after the final pass (Law 39) are not in the 2007 text the service rules by: the director rules on it.
law39-title = Calls after the final pass
