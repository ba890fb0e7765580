### Law 65: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

law65-kind-title = A played card turned the wrong way, or a dispute on the number of tricks (Law 65)
law65-b3-title = Drawing attention to a card pointed the wrong way, and until when
law65-d-title = Agreeing on the number of tricks at the end of play
law65-q-when-noticed = When was the wrongly turned card noticed?
law65-v-before-next-trick = Before any card of the next trick was played
law65-v-after-next-trick-started = After at least one card of the next trick was played
law65-v-end-of-play = At the end of play, when counting the tricks
law65-q-noticed-by = Who drew attention to the wrongly turned card?
law65-v-declarer = Declarer
law65-v-defender = A defender
law65-q-defender-manner = How did the defender draw attention to it?
law65-v-gesture = With a discreet gesture, saying nothing
law65-v-speech = By speaking
law65-q-count-disputed = Do the players disagree on the number of tricks?
law65-q-declarer-side-tricks = After reconstructing the play card by card, how many tricks did declarer's side win?
law65-info-defender-remark = What the defender said about the trick (won or lost) must not guide his partner: among logical alternatives, the partner may not pick one the remark suggests.
law65-info-defender-late = The defender pointed out a card's orientation after the next trick had started: his partner may not use it to choose between logical alternatives.
law65-summary-corrected-declarer = Pointed out in time: the card is turned the right way. Declarer was entitled to say so aloud and to ask dummy or a defender to correct it.
law65-summary-corrected-defender-gesture = Pointed out in time: the card is turned the right way. The defender pointed it out with a silent gesture, as required: nothing more.
law65-summary-corrected-defender-speech = The card is turned the right way, but the defender should only have made a silent gesture. His remark is unauthorized information for his partner (Law 16B1): call the director back if you think you were damaged.
law65-summary-too-late-declarer = A card of the next trick has been played: it is too late to correct. The cards stay as they are until the end of the deal; if the tricks are disputed, call the director before touching the cards.
law65-summary-too-late-defender = A card of the next trick has been played: it is too late to correct, and the cards stay as they are until the end of the deal. By pointing it out, the defender gave his partner unauthorized information (Law 16B1).
law65-summary-no-dispute = The players agree on the number of tricks: the result obtained stands.
law65-summary-record = Reconstructed from the play record: contract { $contract } played by { $declarer ->
        [N] North
        [E] East
        [S] South
       *[W] West
    }, { $declarer_side } tricks for declarer and { $defenders } for the defence. This count stands.
law65-summary-record-differs = Reconstructed from the play record: contract { $contract } played by { $declarer ->
        [N] North
        [E] East
        [S] South
       *[W] West
    }, { $declarer_side } tricks for declarer and { $defenders } for the defence. This count stands; the record said { $recorded } tricks.
law65-summary-director = No one touches the played cards; the director reconstructed the play trick by trick: { $declarer_side } tricks for declarer's side, { $defenders } for the defence.
law65-2017-q-side-played = Had the side of the player who drew attention already led or played to that next trick?
law65-2017-summary-declarer-any-time = Declarer's side had already played to the next trick, but declarer may still have a card turned the right way: his partner takes no part in the play, so no unauthorized information can arise (the WBF Laws Committee's commentary on Law 65). The card is turned the right way.
law65-summary-revokes-in-record = The record also shows { $count ->
        [one] an established revoke (trick { $trick }, { $seat ->
            [N] North
            [E] East
            [S] South
           *[W] West
        })
       *[other] { $count } established revokes (the first at trick { $trick }, { $seat ->
            [N] North
            [E] East
            [S] South
           *[W] West
        })
    }: the count stands as the tricks won in play, and { $count ->
        [one] the revoke is
       *[other] the revokes are
    } ruled under Law 64 as well.
law65-summary-agreed-tricks = The players agree on the number of tricks won in play (65D).
law65-c-title = Each player keeps his played cards in order until the tricks are agreed
law65-q-cards-mixed-by = If the director could not reconstruct the play: before the tricks were agreed, which side disturbed the order of its played cards?
law65-v-mixed-nobody = Nobody
law65-v-mixed-declarer-side = Declarer's side
law65-v-mixed-defenders = The defenders
law65-v-mixed-both-sides = Both sides
law65-q-tricks-by-other-side = How many tricks does the side that kept its played cards in order say declarer's side won?
law65-summary-other-side-favoured = { $side ->
        [declarer_side] Declarer's side
       *[defenders] The defenders
    } disturbed their played cards before the tricks were agreed, and the director could not establish the count: he rules in favour of the other side (66D), whose account stands: { $declarer_side } tricks for declarer's side, { $defenders } for the defence.
law65-summary-mixed-but-counted = { $side ->
        [declarer_side] Declarer's side
       *[defenders] The defenders
    } disturbed their played cards before the tricks were agreed; the director could still count the tricks, so his count stands. A side that disturbs its cards puts at risk its right to doubtful tricks and to claim or deny a revoke (65D).
law65-summary-both-mixed = Both sides disturbed their played cards: neither is favoured (66D favours a side only when the other alone mixed its cards), and the director's count on the evidence stands.
law65-v-dummy = Dummy
law65-summary-corrected-dummy = Pointed out in time: the card is turned the right way. Dummy, like any player, may draw attention to it while the right lasts (65B3).
law65-info-dummy-late = Dummy pointed out a card's orientation after the right had expired: what it told declarer about the tricks won may not guide his choice between logical alternatives.
law65-summary-too-late-dummy = The right to draw attention had expired: the cards stay as they are until the end of the deal. Dummy's remark is unauthorized information for declarer (Law 16B1): if it may have led him to a line of play he would not otherwise have chosen, the director adjusts the score (16B3).
law65-error-count-against-record = { $given } tricks for declarer's side do not fit the play record: declarer's side won { $won } of the tricks it shows and the defence { $lost }.
