### Law 37: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

## Law 37 (not ruled by the service): the record shows a call by a player
## this ruling requires to pass.
law37-summary-call-by-player-required-to-pass = The record shows call { $number }, { $call } by { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    }, who was required to pass: Law 37 governs that call, and the service does not rule it; the director does.
