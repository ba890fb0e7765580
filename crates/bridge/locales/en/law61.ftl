### Law 61: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

law61-a-title = What a revoke is
law61-b1-title = Declarer may ask a defender who failed to follow whether he has a card of the suit
law61-b2-title = Dummy may ask declarer, not a defender
law61-b3-title = Defenders may ask declarer and, unless the regulations forbid it, each other
law61-b3-2017-title = Defenders may ask declarer and each other, at the risk of creating unauthorized information
law61-q-inquiry = Did someone ask the player whether he had a card of the suit? Who asked whom?
law61-v-declarer-defender = Declarer asked a defender
law61-v-dummy-declarer = Dummy asked declarer
law61-v-dummy-defender = Dummy asked a defender
law61-v-defender-declarer = A defender asked declarer
law61-v-defender-partner = A defender asked his partner
law61-info-dummy-asked = Dummy may not ask a defender: what the question conveyed may be unauthorized information for declarer's side.
law61-info-defender-asked-partner = A defender may ask his partner, but at the risk of creating unauthorized information for the defence.
law61-info-defender-asked-partner-forbidden = This ruleset forbids defenders to ask each other: what the question reveals is unauthorized information for the defence.
