### Law 64: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

law64-kind-title = Revoke (Laws 61 to 64)
law64-a-title = Tricks transferred after an established revoke
law64-b-title = No trick transferred
law64-c-title = The director restores equity when the transfer is not enough
law64-a1-title = The offender won the revoke trick: that trick and one later trick of his side
law64-a2-title = Otherwise, if his side won that trick or a later one: one trick
law64-b1-title = The offending side won neither the revoke trick nor any later trick
law64-b2-title = A second revoke in the same suit by the same player
law64-b3-title = A revoke by failing to play a faced card, dummy's included
law64-b4-title = Attention drawn after a non-offender called on the next deal
law64-b5-title = Attention drawn after the round ended
law64-b6-title = A revoke at the twelfth trick
law64-b7-title = Both sides revoked on the board
law64-q-established = Is the revoke established (the offender or his partner played or designated a card to the next trick, or his side made or agreed to a claim or concession)?
law64-q-offender-role = Who revoked?
law64-v-declarer = Declarer
law64-v-dummy = Dummy
law64-v-defender = A defender
law64-q-faced = Was the card the defender revoked with already faced (a penalty card, for example)?
law64-q-twelfth = Did the revoke happen at the twelfth trick?
law64-q-hands-returned = Were the four hands already back in the board when the revoke was found?
law64-q-attention = When was attention first drawn to the revoke?
law64-v-during-deal = During the deal or before the end of the round, before the non-offending side called on the next deal
law64-v-next-deal = After a player of the non-offending side called on the next deal
law64-v-round-ended = After the round ended
law64-q-same-suit-again = Is this a second revoke by the same player in the same suit?
law64-q-faced-card = Was the revoke a failure to play a card faced on the table (a penalty card, an exposed hand, dummy's card)?
law64-q-both-sides = Did both sides revoke on this board?
law64-q-offender-won = Did the offender himself win the revoke trick (a trick won by dummy is not won by declarer)?
law64-q-side-won = Did the offending side win the revoke trick?
law64-q-side-after = How many tricks did the offending side win after the revoke trick?
law64-q-revoke-trick = At which trick was the revoke?
law64-q-declarer-side-tricks = How many tricks did declarer's side win at the table?
law64-q-without-revoke = In the director's opinion, how many tricks would the non-offending side have taken without the revoke?
law64-summary-corrected = The revoke is not established: it must be corrected. The player takes his card back and plays a legal one, with nothing more.
law64-summary-twelfth-corrected = A twelfth-trick revoke found before the hands were put away: it is corrected, with no trick transferred.
law64-summary-twelfth = A twelfth-trick revoke found too late to correct: no trick is transferred; the director checks that the non-offending side was not damaged.
law64-summary-no-transfer = Established revoke: the trick stands as played and no trick is transferred. The director checks that the non-offending side was not damaged.
law64-summary-one-trick = Established revoke: one trick is transferred to the non-offending side. The director checks that this makes up for the damage.
law64-summary-two-tricks = Established revoke: two tricks are transferred to the non-offending side (the revoke trick and one won later). The director checks that this makes up for the damage.
law64-summary-corrected-defender = The revoke is not established: it must be corrected. The defender plays a legal card; the revoke card stays face up on the table as a major penalty card.
law64-summary-twelfth-corrected-defender = A twelfth-trick revoke found before the hands were put away: it is corrected, with no trick transferred; the revoke card becomes a major penalty card.
law64-q-d2-conditions = Did the defender revoke before his partner played to the trick, the partner still holding cards of two suits?
law64-2017-q-d2-before-partner = At the twelfth trick, did the defender revoke before his partner played to that trick?
law64-summary-board-intro = The board has { $count } revokes, ruled together.
law64-summary-board-revoke = Trick { $trick }, { $seat ->
        [N] North's
        [E] East's
        [S] South's
       *[W] West's
    } revoke: { $count ->
        [0] no trick transferred
        [one] one trick to { $to ->
            [declaring_side] declarer's side
           *[defenders] the defenders
        }
       *[other] { $count } tricks to { $to ->
            [declaring_side] declarer's side
           *[defenders] the defenders
        }
    } ({ $paragraph }).
law64-summary-board = With each one's transfer, declarer's side takes { $declarer_side } tricks.
law64-summary-board-twelfth-corrected = The board has { $count } revokes: each transfers as stated, and { $seat ->
        [N] North's
        [E] East's
        [S] South's
       *[W] West's
    } revoke at trick 12 is corrected (62D1), the hands not being back in the board{ $defender ->
        [yes] , its card becoming a major penalty card (62B1)
       *[no] {""}
    }: trick 12 is played again, and the director counts the tricks after it.
law64-2017-b2-title = A subsequent revoke in the same suit by the same player, the first having been established
law64-2017-b3-title = A revoke by failing to play a penalty card or a card of dummy
law64-2017-b7-title = Both sides revoked on the board, and both revokes became established
law64-2017-b8-title = The revokes were corrected under Law 62C3
law64-2017-c2a-title = Repeated revokes in one suit: an adjusted score if the non-offenders would likely have taken more tricks without the later ones
law64-2017-c2b-title = Both sides revoked on the board: if a contestant was damaged, an adjusted score on the likely result had no revoke occurred
law64-2017-q-established = Is the revoke established (the offender or his partner played or designated a card to the next trick, a member of his side made a claim or concession, or his side's agreement to the opponents' claim or concession has become established under Law 69A)?
law64-2017-q-same-trick = Did the other side also revoke on this same trick, with only one side having played to the next trick?
law64-2017-q-same-suit-again = Is this a later revoke by the same player in the same suit, his first revoke in that suit having been established?
law64-2017-q-faced-card = Was the revoke a failure to play a penalty card, or a card of dummy's?
law64-2017-q-both-sides = Did both sides revoke on this board, and have both revokes become established?
law64-2017-summary-c3 = Both sides revoked on the same trick and only one side had played to the next: both revokes are corrected, with no trick transferred. Cards played to the trick after the revokes may be withdrawn; a card the defending side withdraws becomes a penalty card; what a side's withdrawn cards showed is unauthorized to that side (Law 16C2).
law64-2017-q-without-revoke = In the director's opinion, how many tricks would the non-offending side have taken without the revoke? After repeated revokes in one suit by the same player (64C2(a)), count without the later revokes only, and include the tricks the first revoke transfers.
law64-error-side-won-contradicts-offender-won = The offender won the revoke trick, so his side won it: this answer cannot be false.
law64-summary-equity-count = The count ruled is the director's: { $declarer_side } tricks for declarer's side, { $defenders } for the defenders.
law64-error-equity-over-most = { $without } tricks without the revoke is more than the non-offending side could take: the offending side had already won its tricks before the revoke, which leaves { $most } at most.
law64-summary-equity-board = The director's count without this revoke, { $without } tricks for the non-offending side, covers this revoke only: the board's count above stands, and equity is restored by an adjusted score.
law64-error-twelfth-contradicts-trick = The revoke was on trick { $trick }: { $trick ->
        [12] it is the twelfth trick, so this answer cannot be false.
       *[other] it is not the twelfth trick, so this answer cannot be true.
    }
law64-error-more-tricks-after-than-remain = { $after } tricks won after trick { $trick } is more than the { $following } tricks that follow it.
law64-2017-q-without-any-revoke = How many tricks would the declaring side likely have taken had no revoke occurred on the board (64C2(b))?
law64-2017-summary-c2b-no-damage = Both sides revoked: the declaring side's { $tricks } tricks are what it would likely have taken had no revoke occurred, so no one was damaged and the result stands (64C2(b)).
law64-2017-summary-c2b-adjusted = Both sides revoked: had no revoke occurred, the declaring side would likely have taken { $declarer_side } tricks and the defenders { $defenders }, not { $at_table } at the table: the score is adjusted to that result (64C2(b)).
law64-2017-error-c2b-no-damage = The result at the table is the likely one had no revoke occurred: no one was damaged, and 64C2(b) gives no adjusted score.
law64-2017-summary-b7 = Both sides revoked on this board: the tricks stand as played and none is transferred (64B7); whether either side was damaged is for 64C2(b).
law64-error-count-against-offenders-tricks = { $count } tricks for declarer's side do not fit the other facts: the offending side won { $won } { $won ->
        [one] trick
       *[other] tricks
    } from the revoke trick on (the revoke trick and those after it).
law64-summary-other-revokes-aside = The record also shows { $count ->
        [one] another revoke
       *[other] { $count } other revokes
    }, { $seat ->
        [N] North's
        [E] East's
        [S] South's
       *[W] West's
    } at trick { $trick }, not known to be established: this ruling leaves { $count ->
        [one] it
       *[other] them
    } aside, and the board's count to the director. If that revoke was established by a claim or concession (63A3–A4), report it (trick { $trick }) as established and the board's revokes are ruled together.
law64-2007-summary-other-side-established = The record also shows { $seat ->
        [N] North's
        [E] East's
        [S] South's
       *[W] West's
    } revoke at trick { $trick }, established: both sides revoked on this board, so it transfers no trick (64B7), and the director adjusts the score if a side was damaged (64C).
