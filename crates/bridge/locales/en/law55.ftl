### Law 55: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

law55-a-title = Declarer led out of turn: either defender may accept the lead or require its retraction; the one next in turn decides if they differ
law55-b1-title = Retracted when a defender was to lead: the card goes back to its hand, with no further rectification
law55-b2-title = Retracted when declarer was to lead from the other hand: the card goes back, and he leads from the correct hand
law55-c-title = A line of play based on what the lead out of turn told declarer: the director may award an adjusted score
law55-c-information-title = What declarer might have learnt from his lead out of turn
law55-2017-c-title = A line of play that could be based on what the lead out of turn told declarer: Law 16 applies
law55-q-proper-leader = Whose turn was it to lead, seen from the hand the card was led from?
law55-v-lho = The next player (on its left)
law55-v-rho = The player on its right
law55-v-partner = Its partner's hand (for declarer or dummy, the other hand of the declaring side)
law55-summary-offer = Declarer's cards are never penalty cards. The defenders may accept the lead out of turn, which then stands as a correct lead, or require declarer to take it back; if they differ, the player next in turn decides.
law55-summary-accepted = The defenders accept declarer's lead out of turn: it stands as a correct lead, and the next hand plays to it.
law55-summary-defenders-turn = Declarer takes the card back into the hand it came from and the defender whose turn it was leads; there is no further rectification.
law55-summary-wrong-hand = Declarer takes the card back and leads from the correct hand, any card he chooses.
law55-info-c = What declarer learnt from his lead out of turn: if he adopts a line of play based on it, the director may award an adjusted score.
law55-2017-info-c = What declarer learnt from his lead out of turn is unauthorized to his side: a line of play that could be based on it is judged under Law 16.
law55-summary-accepted-by-play = The defender next in rotation played to declarer's lead out of turn, which accepted it: it stands as a correct lead.
law55-info-retracted-lead = The card declarer led out of turn and took back: the defenders may use what it showed.
