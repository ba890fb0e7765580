### Law 53: the titles and texts of its paragraphs, both editions.

law53-a-title = A lead out of turn that is accepted is treated as a correct lead
law53-summary-accepted = Declarer accepts the lead out of turn: it stands as a correct lead, and the hand next in rotation plays to it.
law53-summary-offer = Declarer may accept the lead out of turn, which then stands as a correct lead, or have the lead made from the correct hand: the card led out of turn then becomes a major penalty card.
law53-summary-refused = Declarer does not accept the lead out of turn: the lead is made from the correct hand, and the card led out of turn becomes a major penalty card (50B2).
law53-q-played-to-it = Has anyone played a card to the lead out of turn?
law53-v-nobody = No one
law53-v-next-hand = The hand next in rotation (on the leader's left)
law53-v-previous-hand = The hand on the leader's right
law53-summary-accepted-by-play = The hand next in rotation played to the lead out of turn, which accepted it: it stands as a correct lead.
law53-b-title = The defender on the right of declarer's irregular lead plays to it: the lead stands and Law 57 applies
law53-c-title = The player whose lead it was, an opponent of the offender, leads after the irregular lead: his lead stands
law53-2017-b-title = The player whose lead it was, an opponent of the offender, leads after the irregular lead: his lead stands
law53-2017-c-title = The defender on the right of declarer's irregular lead plays to it: the lead stands and Law 57 applies
law53-b-or-c-title = A card played to a lead out of turn by the hand before it: the proper lead made after it, or the wrong defender's play to declarer's lead
law53-summary-proper-lead = The player whose lead it was led after the irregular lead: his lead stands and the cards played in error may be withdrawn ({ $law }), which the engine does not rule: the director rules himself.
law53-summary-wrong-defender = The defender on the right of declarer's irregular lead, whose lead it was not, played to it: the lead stands and Law { $law } applies to that defender's card, which the engine does not apply: the director rules himself.
law53-summary-out-of-rotation = The hand on the defender's right played to his lead out of turn though it was not its lead: a card played out of rotation, Law { $law }, which the engine does not apply: the director rules himself.
law53-2017-summary-lead-stands-57 = Declarer's lead out of turn stands (53C): the defender on its right, whose turn it was not, played to it, and Law 57 applies to his card.
law53-2017-summary-out-of-rotation = It was played to the defender's lead out of turn from the hand before it. Only a play by the hand next in rotation, or a statement, accepts a lead out of turn (53A): whether this one stands is for the director, which the engine does not rule.
law53-q-lead-trick = At which trick was the lead out of turn made (2 to 13)? Only needed at the thirteenth: under the 2017 Laws a lead out of turn there cannot be accepted.
law53-2017-summary-trick-thirteen = The lead out of turn was made at the thirteenth trick, where it cannot be accepted, by a statement or by a play to it (53A): it is taken back and the trick is led from the correct hand. The defender keeps his card, his last, and plays it to the trick in rotation.
law53-2017-summary-declarer-trick-thirteen = Declarer's lead out of turn was made at the thirteenth trick, where the defenders cannot accept it (53A): it is taken back.
