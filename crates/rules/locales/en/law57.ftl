### Law 57: the titles, questions and texts of its paragraphs. Applied
### under the 2017 Laws only (ffb-2007 names the law and does not apply it).

law57-a-title = A defender's lead to the next trick, or play, before his partner has played: a major penalty card, and declarer chooses how the partner plays
law57-a1-title = The partner plays his highest card of the suit led
law57-a2-title = The partner plays his lowest card of the suit led
law57-a3-title = The partner plays a card of another suit that declarer names
law57-a4-title = The partner plays no card of another suit that declarer names
law57-b-title = A partner unable to comply plays any card (Law 59)
law57-c1-title = No rectification once declarer has played from both hands
law57-c2-title = No rectification once dummy picked a card before his turn, of his own accord, or illegally suggested one
law57-c3-title = Declarer's premature play from either hand is a played card, not withdrawn if legal
law57-d-title = A play at the right-hand opponent's turn is made at the proper turn if legal; otherwise a major penalty card
law57-q-act = What did the defender do early?
law57-v-lead-to-next-trick = He led to the next trick before his partner had played to this one
law57-v-play-before-partner = He played to this trick before his partner, out of turn
law57-v-play-at-rhos-turn = He played at his right-hand opponent's turn, his partner having played
law57-q-both-hands = Had declarer already played to this trick from both his hand and dummy (a dummy's card counts once declarer named or indicated it)?
law57-q-dummy-acted = Had dummy, of his own accord, picked a card before his right-hand opponent, or illegally suggested one?
law57-q-legal = Could that card be legally played to this trick (following suit if able)?
law57-q-named-suit = Which suit does declarer name (not the suit led)?
law57-q-can-comply = Can the partner play as declarer chose? (Not with no card of the suit led, for the highest or lowest; nor, for a suit named, with none of it, or only cards of the suit forbidden, or when he must follow suit.)
law57-summary-offer = The defender's card, led or played before his partner, becomes a major penalty card, to be played at his first legal opportunity. Declarer chooses how the partner plays to this trick: his highest card of the suit led, his lowest, a card of another suit declarer names, or no card of another suit declarer names.
law57-summary-chosen = The defender's card is a major penalty card, to be played at his first legal opportunity; his partner plays to this trick as declarer chose.
law57-summary-cannot-comply = The defender's card is a major penalty card, to be played at his first legal opportunity. His partner cannot play as declarer chose: he plays any card (following suit if he can).
law57-summary-at-proper-turn = The defender played at his right-hand opponent's turn. His card can be legally played to this trick: it is played at his proper turn, with no penalty card. Law 16 may apply to what his partner learnt from it.
law57-summary-at-rhos-turn-penalty-card = The defender played at his right-hand opponent's turn a card he could not legally play to this trick: it becomes a major penalty card, to be played at his first legal opportunity.
law57-summary-declarer-played-card = Declarer's cards are never penalty cards: the card he played early, legal, is a played card and may not be withdrawn.
law57-summary-declarer-revoke = Declarer's card played early does not follow suit when he could: it is not a played card that stands but a revoke, corrected under Law 62.
law57-summary-c1-play = Declarer had already played to this trick from both hands: the defender's card, played before his partner, stays played, with no rectification.
law57-summary-c2-play = Dummy had picked a card of his own accord before his turn, or suggested one: the defender's card, played before his partner, stays played, with no rectification.
law57-error-partner-had-played = The record shows the offender's partner has already played to this trick: a play before him is not what Law 57A rules (at the right-hand opponent's turn it is 57D).
law57-error-not-a-premature-lead = The record does not show the offender having played to a trick in progress that his partner has not: his lead is not a lead to the next trick before his partner played (57A).
law57-error-legal-contradicts-record = The record says otherwise: the suit led and the player's remaining cards decide whether the card could legally be played to this trick (44C).
law57-error-named-suit-is-suit-led = Declarer names another suit than the suit led (57A3, 57A4): the record shows this suit is the one led to the trick.
law57-error-can-comply-contradicts-record = The record shows the partner's cards: whether he holds a card of the suit led, to play the highest or the lowest of it, is read there, and it says otherwise.
law57-error-both-hands-contradicts-record = The record shows whether declarer had played to this trick from both his hands, and it says otherwise.
law57-error-rhos-turn-partner-not-played = At his right-hand opponent's turn his partner would have played already; the record shows he had not: it is a play before his partner (57A).
