### Law 12: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

# Law 12C adjusted scores in rulings.
law12-c1b-title = Assigned score: the probable result had the infraction not occurred
law12-c1c-title = Weighted score: several results that could have been reached, each with its share
law12-c1e-title = The non-offending side gets no relief for the damage its own serious error or gamble caused
law12-2017-c1e-title = The non-offending side gets no relief for the damage its own extremely serious error (unrelated to the infraction) or gambling action caused
law12-c1d-title = On a board that was played, an artificial score when the possible results are numerous or not obvious
law12-2007-c1e-title = Assigned score: for the non-offending side the most favourable result that was likely, for the offending side the most unfavourable that was at all probable
law12-c2a-title = Artificial score: average plus, average or average minus, by fault
law12-q-adjusted-score = Which adjusted score do you award? Write it in the notation (A60/40, W60*4S=;40*4S-1, 4S=, NS:…|EW:…).
law12-q-offending-side = Which side is at fault?
law12-q-board-declarer = Who was declarer on the board (for results that name no declarer)?
law12-q-board-vulnerable = Which sides were vulnerable on the board?
law12-v-ns = North–South
law12-v-ew = East–West
law12-v-both = Both sides
law12-v-neither = Neither side
law12-v-vul-none = Neither side vulnerable
law12-v-vul-ns = North–South vulnerable
law12-v-vul-ew = East–West vulnerable
law12-v-vul-all = Both sides vulnerable

## The notation's own messages, and duplicate scoring, are arbitre-bridge's
## (adjusted-score.ftl, scoring.ftl).

expected-adjusted-score-weights = weights that sum to 100 % (Law 12C1(c)); these sum to { $total } %
adjusted-64c-compensated = Under Law 64C the director adjusts only when the trick transfer does not make up for the damage: without the revoke the non-offending side would have taken { $without } tricks, and it has { $after } after the transfer.
adjusted-64c-other-contract = Under Law 64C the director restores the tricks the non-offending side would have taken in the contract played, { $played }: an assigned score in another contract does not restore them.
adjusted-64c-other-count = This assigned score gives the non-offending side { $given } tricks, where the director's count without the revoke gives them { $without } (Law 64C): give the score that restores that count, or change the count.
law12-error-offending-side-not-offenders = The offending side is the offender's side, { $side }: not { $named }.
