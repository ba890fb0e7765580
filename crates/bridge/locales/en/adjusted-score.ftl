### A Law 12C adjusted score: the notation's errors, the checks of Law 12B1,
### 12C1(e) and 12C2(a), and the summary of the score awarded.

## Contracts are written 4S, 3NTX, 6HXX; results 4S=, 4SX-1, 3NT+1, 5HXE-2 (by East).

adjusted-bad-result = `{ $value }` is not a result: write the contract, then = when made exactly, +n with overtricks, -n when down (4S=, 4SX-1, 3NT+1), a seat after the contract when not the board's declarer (5HXE-2), or Pass.
adjusted-bad-result-no-declarer = `{ $value }` does not say who declared: give the board's `declarer`, or write the seat after the contract (4SN=).
adjusted-bad-percent = A weight of { $percent } % is impossible: each result weighs a whole percentage from 1 to 100.
adjusted-percent-sum = The weights sum to { $total } %, not 100 % (Law 12C1(c)).
adjusted-withheld-points-not-units = Points withheld in the notation (`!n`) are total points: Law 12C1(e) at matchpoints or IMPs measures the damage in those units. Give `self_inflicted` (the table result and the result without the error) instead of the points, or leave out `compare`.
adjusted-withheld-not-a-score = { $points } points cannot be withheld: what a side's own error cost it is the difference of two scores, a multiple of 10 points.
adjusted-no-components = A weighted score needs at least one result.
adjusted-bad-notation = `{ $value }` is not an adjusted score: A60/40 (artificial, North–South then East–West), W60*4S=;40*4S-1 (weighted, summing to 100), 4S= (assigned), or NS:…|EW:… for a split score.
adjusted-split-needs-both = A split score gives both `ns` and `ew`.
adjusted-missing = Give the adjusted score: `adjustment`, `ns` and `ew` (a split score), or `notation`.
adjusted-several-ways = Give the adjusted score one way only: `adjustment`, `ns` and `ew`, or `notation`.
adjusted-no-vulnerability = The board's `vulnerable` is needed to score the results of an adjusted score.
adjusted-summary = Adjusted score { $notation }; offending side: { $offending ->
        [both] both sides
        [neither] neither side
       *[other] { $offending }
    }.
adjusted-summary-assigned = { $side }: assigned score (Law 12C1(b)), { $components }: { $points } points.
adjusted-summary-weighted = { $side }: weighted score (Law 12C1(c)), { $components }: { $points } points.
adjusted-summary-artificial = { $side }: artificial adjusted score (Law 12C2), { $percent } %.
adjusted-summary-withheld = { $side } has { $points } points withheld for the part of the damage it caused itself (Law 12C1(e)); the offending side keeps the adjusted score.
adjusted-summary-self-inflicted-units = { $side } scores { $figure }{ $unit ->
        [imps] {" "}IMPs
       *[percent] {" "}%
    }: the table result's, plus what the adjusted score gives beyond the result without their own error (12C1(e) measured in the board's own units; the points withheld in the notation are for total-points scoring only).
adjusted-offenders-better-than-mirror = The offending side would score { $offending } points, more than the { $mirror } the non-offending side's score leaves it: an adjusted score never gives the offenders an advantage from their infraction (Law 12B1).
adjusted-withheld-from-offender = Points are withheld (Law 12C1(e)) only from the non-offending side, for the damage it caused itself: not from the side at fault.
adjusted-self-inflicted-one-side = Law 12C1(e) concerns the non-offending side: state one offending side, NS or EW.
adjusted-self-inflicted-artificial = Law 12C1(e) withholds points from a score in points: give the non-offending side an assigned or weighted score, not an artificial one.
adjusted-self-inflicted-no-cost = Without its own error the non-offending side would not have done better ({ $cost } points): there is no self-inflicted damage to withhold (Law 12C1(e)).
adjusted-self-inflicted-no-damage = The adjusted score gives the non-offending side no more than its table result: the infraction did not damage it, and there is nothing to withhold (Law 12C1(e)); it keeps its table result.
adjusted-artificial-above-average = { $side } is at fault: an artificial score of { $percent } % would give it more than average ({ $average } %). Under Law 12C2 a side directly at fault gets at most average minus ({ $minus } %), a side only partly at fault average.
adjusted-artificial-below-average = { $side } is not at fault: an artificial score of { $percent } % would give it less than average ({ $average } %). Under Law 12C2 a side in no way at fault gets at least average plus ({ $plus } %), a side only partly at fault average.
adjusted-artificial-between-minus-and-average = { $side } is at fault: { $percent } % is none of the scores of Law 12C2(a), which gives a side directly at fault average minus (at most { $minus } %) and a side only partly at fault average ({ $average } %).
adjusted-artificial-between-average-and-plus = { $side } is not at fault: { $percent } % is none of the scores of Law 12C2(a), which gives a side in no way at fault average plus (at least { $plus } %) and a side only partly at fault average ({ $average } %).
