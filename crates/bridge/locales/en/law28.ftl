### Law 28: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

law28-a-title = A call at the turn of a right-hand opponent required to pass is in rotation
law28-b-title = A call in turn before a call out of rotation is ruled on cancels it
law28-summary-a = The right-hand opponent had to pass: the call counts as made in rotation. No irregularity; the auction goes on.
law28-summary-b = The player whose turn it was called before the ruling: his call stands and the call out of rotation is cancelled without further rectification. What it showed is unauthorized for the offending side.
law28-summary-a-inadmissible = The right-hand opponent had to pass: the call counts as made in rotation (28A). It is still a double or redouble the laws do not allow: Law 36 governs an inadmissible call made in turn, and the service does not rule it: the director does.
law28-summary-a-insufficient = The right-hand opponent had to pass: the bid counts as made in rotation (28A). It is insufficient: rule it as an insufficient bid made in turn (Law 27).
