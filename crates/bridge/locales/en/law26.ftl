### Law 26: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

law26-a1-title = Every suit of the withdrawn call shown by the same player: no lead restriction
law26-a2-title = A suit of the withdrawn call not shown: declarer may require or forbid its lead
law26-b-title = Other withdrawn calls: declarer may forbid the lead of one suit
law26-q-specified-suits = Did the withdrawn call relate solely to one or more specified suits (a natural suit bid, or an artificial call showing only suits)?
law26-title = Withdrawn call: lead restrictions
law26-error-require-not-allowed = Here Law 26B only lets declarer forbid a suit (or leave the lead free), not require one.
law26-summary-no-restriction = Declarer chose not to restrict the lead.
law26-summary-required = Declarer chose to require the offender's partner to lead the suit he names, at his first turn to lead.
law26-summary-forbidden = Declarer chose to forbid the offender's partner to lead the suit he names, for as long as he retains the lead.
law26-summary-passed-out = The board was passed out: there is no play, so no lead is restricted.
law26-2017-a-title = Withdrawn call replaced by a comparable call: no lead restriction
law26-2017-b-title = Withdrawn call not replaced by a comparable call: declarer may restrict the lead of a suit the offender did not name in the legal auction
