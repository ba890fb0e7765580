### Law 52: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

law52-a-title = A defender who failed to play his penalty card may not withdraw, on his own initiative, the card he played instead
law52-b1a-title = Declarer may accept the card led or played instead of the penalty card
law52-b1b-title = Declarer must accept it once he has played from his own hand or from dummy after it
law52-b1c-title = Once the card played is accepted, the penalty card not played stays a penalty card
law52-b2-title = Not accepted: the penalty card is played in its place, and the card played becomes a major penalty card
law52-q-declarer-played-after = Since the defender's card, has declarer played from his own hand or from dummy?
law52-summary-offer = The defender led or played another card when he had to play his penalty card; he may not take it back himself. Declarer chooses: accept that card (it stands, and the penalty card stays on the table), or refuse it (the defender plays the penalty card instead, and the card he played becomes a major penalty card).
law52-summary-must-accept = The defender led or played another card when he had to play his penalty card. Declarer has played after it, so the card stands; the penalty card stays on the table.
law52-summary-accepted = Declarer accepts the card the defender played instead of his penalty card: it stands, and the penalty card stays on the table.
law52-summary-substituted = Declarer refuses the card the defender played instead of his penalty card: the defender plays the penalty card in its place, and the card he had played becomes a major penalty card.
law52-summary-refusal-does-not-stand = Declarer's refusal does not stand: having played on after the defender's card, he must accept it (52B1(b)).
law52-q-failed-to-follow-suit = Did the defender also fail to follow suit (he held a card of the suit led)?
