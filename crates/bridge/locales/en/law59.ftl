### Law 59: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

law59-title = Unable to lead or play as required: any legal card
law59-info-unable = That the player could not lead as required (no card of the suit required, or only cards of the suit forbidden): it comes from complying with the law, and every player may use it.
law59-q-can-comply = Can the partner lead as declarer chose (he holds the suit required, or a card outside the suit forbidden)?
law59-error-forbid-at-opening-lead = At the opening lead the partner holds thirteen cards and the offender at least one of the suit forbidden: the partner always holds a card of another suit, so he can comply.
law59-info-unable-play = That the player could not play as declarer chose (no card of the suit led or of the suit named, only cards of the suit forbidden, or he had to follow suit): it comes from complying with the law, and every player may use it.
