### Law 63: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

law63-a-title = When a revoke becomes established
law63-a1-title = Established once the offender or his partner leads or plays to the next trick
law63-b-title = An established revoke is not corrected; the trick stands as played
