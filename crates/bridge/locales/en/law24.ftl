### Law 24: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

law24-kind-title = Card exposed or led during the auction (Law 24)
law24-title = Card exposed or led before the play period
law24-2017-title = Card exposed or led during the auction
law24-not-seen-title = No card partner could have seen: Law 24 does not apply
law24-a-title = A single card below honour rank, not led: nothing more
law24-b-title = A single honour, or a card led: partner passes at his next turn
law24-c-title = Two or more cards: partner passes at his next turn
law24-summary-not-seen = No card was placed so that the offender's partner could have seen it: Law 24 does not apply, and the card goes back into the hand with no other rectification.
law24-q-count = How many of the offender's cards could his partner have seen?
law24-q-led = Was the card led (faced as an opening lead before the auction ended)?
law24-q-honour = Is the card an honour (ace, king, queen, jack or ten)?
law24-info = The exposed cards: the non-offending side may use what it saw, the offending side may not.
law24-summary-pending = The card stays face up on the table until the end of the auction. If the offender becomes a defender it will be a penalty card; if he becomes declarer or dummy, he picks it up.
law24-summary-pending-pass = { $count ->
        [one] The card stays face up on the table until the end of the auction, and the offender's partner must pass at his next turn. If the offender becomes a defender it will be a penalty card; if he becomes declarer or dummy, he picks it up.
       *[other] The cards stay face up on the table until the end of the auction, and the offender's partner must pass at his next turn. If the offender becomes a defender they will be penalty cards; if he becomes declarer or dummy, he picks them up.
    }
law24-summary-defender = The offender is a defender: { $count ->
        [one] the exposed card becomes a penalty card
       *[other] the { $count } exposed cards become penalty cards
    } (Law 50).
law24-summary-returned = The offender is declarer or dummy: he picks the exposed cards up, with nothing more.
law24-summary-passed-out = The board was passed out: there is no play, so the exposed cards are no penalty cards; they go back to the hand.
law24-2017-d-title = The offender becomes declarer or dummy: he takes the cards back into his hand
law24-2017-e-title = The offender becomes a defender: every such card is a penalty card (Laws 50 and 51)
law24-2017-before-auction-title = A card of another player seen at one's own table before the auction begins: extraneous information
law24-2017-q-before-first-call = Was the card exposed before the first call of the deal (before the auction began)?
law24-2017-summary-before-auction = The card was seen before the auction began: this is extraneous information (Law 16D), not Law 24. Rule it as extraneous information: the director may change positions, have the board redealt, let it be played and adjust, or give an adjusted score.
law24-summary-partner-passed = The offender's partner had to pass at his next turn to call.
