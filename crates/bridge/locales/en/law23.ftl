### Law 23: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

law23-title = An enforced pass that damages the non-offending side

# The 2017 Laws of the auction where they differ from the 2007 text:
# Law 23 (the comparable call), 26, 27B, 30, 31, 32 and 72C.
# Our own words; the law is cited, never copied.
law23-2017-a1-title = Comparable call: the same or a similar meaning as the withdrawn call
law23-2017-a2-title = Comparable call: it defines a subset of the withdrawn call's possible meanings
law23-2017-a3-title = Comparable call: it has the same purpose (an asking bid, a relay)
law23-2017-b-title = A cancelled call replaced by a comparable call: no further rectification, 16C2 does not apply
law23-2017-c-title = After a comparable call: an adjusted score if the infraction's help changed the outcome and damaged the other side
law23-q-comparable = In the director's judgement, is the replacement call comparable to the withdrawn call (Law 23A), and by which test?
law23-q-comparable-later = When the offender called at his turn, was his call comparable to the cancelled one (Law 23A), and by which test?
law23-v-same-meaning = Yes: the same or a similar meaning (23A1)
law23-v-subset = Yes: a subset of the withdrawn call's possible meanings (23A2)
law23-v-same-purpose = Yes: the same purpose, such as an asking bid or a relay (23A3)
law23-v-not-comparable = No: it meets none of the three tests
law23-info-withdrawn-call-comparable = What the withdrawn or cancelled call showed: the non-offending side may use it. After a comparable call, Law 16C2 does not restrict the offending side (23B); at the end of play the director checks under 23C that the call did not help it.
