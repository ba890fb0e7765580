### Law 54: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

law54-kind-title = An opening lead out of turn, face up
law54-title = A faced opening lead out of turn
law54-a-title = Declarer spreads his hand and becomes dummy
law54-b-title = Declarer accepts the lead
law54-b1-title = The second card comes from declarer's hand
law54-b2-title = A card played from dummy stands
law54-c-title = Declarer who could have seen dummy's cards must accept
law54-d-title = Declarer refuses the lead: major penalty card
law54-e-title = A lead by declarer's side: Law 24
law54-q-side = Who led out of turn?
law54-v-defender = The wrong defender (declarer's right-hand opponent)
law54-v-declarers-side = Declarer or dummy
law54-q-face-down = Had the player whose lead it was already led a card face down?
law54-q-exposed = Did declarer, starting to spread his own hand, expose one or more of its cards?
law54-q-saw-dummy = Could declarer have seen any of dummy's cards (other than cards exposed during the auction)?
law54-choice-spread = Spreads his hand and becomes dummy
law54-choice-accept = Accepts the lead
law54-choice-refuse = Refuses the lead
law54-summary-e = The lead was attempted by declarer's side: Law 24 applies; the card goes back into the hand.
law54-summary-offer = Declarer chooses: spread his own hand and become dummy, accept the lead (dummy goes down and declarer plays second from his hand), or refuse it (the card becomes a major penalty card and the right defender leads).
law54-summary-a = Declarer spreads his hand: he becomes dummy and his partner plays the hand.
law54-summary-a-exposed = Declarer exposed cards while starting to spread his hand: he must spread it all, becomes dummy, and his partner plays the hand.
law54-summary-b = The lead is accepted: dummy goes down and the second card is played from declarer's hand; a card played from dummy instead may not be taken back, except to correct a revoke.
law54-summary-c = Declarer could have seen dummy's cards: he must accept the lead. Dummy goes down and the second card is played from declarer's hand.
law54-summary-d = The lead is refused: { play-card } stays face up on the table as a major penalty card and the right defender is on lead. Before he leads, declarer requires or forbids a lead in { play-suit }, or leaves the lead free.
law54-summary-d-elected = The opening lead out of turn was refused (54D): the defender whose lead it was leads, as declarer elected.
law54-error-option-forced-spread = Here declarer has no election: the law makes him spread his hand and become dummy.
law54-error-option-forced-accept = Here declarer has no election: the law makes him accept the lead.
