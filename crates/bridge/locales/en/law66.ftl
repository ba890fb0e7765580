### Law 66: inspection of tricks. Only 66D is cited, where a dispute on the
### number of tricks (65D) cannot be settled from the cards.

law66-d-title = After play: a side that mixed its cards cannot have the doubt resolved in its favour
