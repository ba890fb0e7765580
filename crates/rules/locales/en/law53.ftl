### Law 53: the titles and texts of its paragraphs, both editions.

law53-a-title = A lead out of turn that is accepted is treated as a correct lead
law53-summary-accepted = Declarer accepts the lead out of turn: it stands as a correct lead, and the hand next in rotation plays to it.
law53-summary-offer = Declarer may accept the lead out of turn, which then stands as a correct lead, or have the lead made from the correct hand: the card led out of turn then becomes a major penalty card.
law53-summary-refused = Declarer does not accept the lead out of turn: the lead is made from the correct hand, and the card led out of turn becomes a major penalty card (50B2).
