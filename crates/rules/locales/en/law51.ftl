### Law 51: the titles, questions and texts of its paragraphs, both editions
### (an id with `-2017-` is the 2017 text's where it differs from 2007).

law51-title = Two or more penalty cards
law51-a-title = Several playable penalty cards: declarer says which one
law51-b-title = Several penalty cards and the partner on lead
law51-b1a-title = Cards in one suit: declarer requires that suit
law51-b1b-title = Cards in one suit: declarer forbids that suit
law51-b2a-title = Cards in several suits: declarer requires one of them
law51-b2b-title = Cards in several suits: declarer forbids one or more of them
law51-b-any-legal-card-title = After declarer's election the offender plays any legal card to that trick
law51-footnote-title = The partner keeps the lead: declarer elects again
law51-q-elected-suit = Which suit, among those of the penalty cards, did declarer require or forbid?
law51-summary-left-free = Declarer leaves the lead free: the partner leads any card and all the penalty cards stay on the table; while one is left and the partner keeps the lead, declarer has the same choice again at the next trick.
law51-summary-major-waiting = The offender has several penalty cards, { play-card } among them: they are all major and stay face up. He must play them at his first legal opportunity, following suit (or obeying a lead restriction) first; when several can be played, declarer says which. Each time his partner has the lead, declarer first chooses to require or forbid a lead in a suit of those penalty cards, or to leave the lead free.
law51-summary-b1 = The offender has several penalty cards, all in { play-suit } and all major, and his partner is on lead: before he leads, declarer requires or forbids a lead in { play-suit } (the penalty cards in { play-suit } are then picked up and the offender plays any legal card to this trick), or leaves the lead free (they stay penalty cards).
law51-summary-b1-required = Declarer requires a lead in { play-suit }: all the penalty cards in { play-suit } are picked up and are no longer penalty cards. The offender plays any legal card to this trick.
law51-summary-b1-forbidden = Declarer forbids a lead in { play-suit } for as long as the partner keeps the lead: all the penalty cards in { play-suit } are picked up and are no longer penalty cards. The offender plays any legal card to this trick.
law51-summary-b2 = The offender has penalty cards in several suits, all major, and his partner is on lead. Before he leads, declarer may require a lead in one of those suits, or forbid a lead in one or more of them, naming the suit or suits: only the penalty cards of the suits he names are picked up, those of the other suits stay penalty cards, and the offender plays any legal card to this trick. Declarer may also leave the lead free: they all stay penalty cards.
law51-summary-b2-required = Declarer requires a lead in the penalty-card suit he names: only the penalty cards of that suit are picked up; those of the other suits stay penalty cards. The offender plays any legal card to this trick.
law51-error-elected-suit-without-penalty-card = Declarer may name only a suit in which the offender has a penalty card (51B2): the record shows his penalty cards in { $suits }, none in { $suit }.
law51-summary-b2-forbidden = Declarer forbids, for as long as the partner keeps the lead, a lead in the penalty-card suit or suits he names: only the penalty cards of those suits are picked up; those of the other suits stay penalty cards. The offender plays any legal card to this trick.
law51-q-forbidden-suits = Which suits does declarer forbid the partner to lead, when he forbids two or more of the penalty-card suits (51B2(b))? For one suit, answer elected_suit.
law51-error-require-one-suit = Declarer requires one suit (51B2(a)): give it in elected_suit; forbidden_suits is for a prohibition of two or more suits (51B2(b)).
law51-error-elected-suit-not-forbidden = The suit in elected_suit is not among the forbidden_suits: give the suits declarer forbids in forbidden_suits alone.
law51-error-forbidden-suits-one-suit = Forbidding several suits (51B2(b)) needs penalty cards in more than one suit: with one suit, the election is about that suit.
law51-v-suits-sh = Spades and hearts
law51-v-suits-sd = Spades and diamonds
law51-v-suits-sc = Spades and clubs
law51-v-suits-hd = Hearts and diamonds
law51-v-suits-hc = Hearts and clubs
law51-v-suits-dc = Diamonds and clubs
law51-v-suits-shd = Spades, hearts and diamonds
law51-v-suits-shc = Spades, hearts and clubs
law51-v-suits-sdc = Spades, diamonds and clubs
law51-v-suits-hdc = Hearts, diamonds and clubs
law51-v-suits-shdc = Spades, hearts, diamonds and clubs
law51-summary-b2-forbidden-every-suit = Declarer forbids, for as long as the partner keeps the lead, a lead in every suit of the offender's penalty cards: all of them are picked up and none is left to be played. The offender plays any legal card to this trick.
