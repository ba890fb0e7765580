### Law 56 (2017): a defender's lead out of turn.

law56-2017-a-title = Declarer may accept a defender's lead out of turn, as Law 53 provides
law56-2017-b-title = Or require its retraction: the card becomes a major penalty card and Law 50D applies
