## The play: penalty cards (Laws 50, 51, 59), the opening lead out of turn (Law 54), legal plays.

law44-c-title = A player follows suit when he can

law50-kind-title = A defender's card exposed during the play (penalty card)
law50-title = A defender's card exposed before it is played is a penalty card
law50-a-title = The penalty card stays face up in front of its owner
law50-b1-title = A single small card exposed by accident is a minor penalty card
law50-b2-title = An honour, a card exposed on purpose, or two or more cards: major penalty cards
law50-c-title = A minor penalty card holds back the other cards of its suit below the ten, higher or lower
law50-d1a-title = A major penalty card is played at the first legal opportunity
law50-d1b-title = Following suit and lead restrictions come before the penalty card
law50-d2-title = The partner on lead waits for declarer's election
law50-d2a-title = Declarer requires or forbids the suit: the card is picked up
law50-d2b-title = Declarer leaves the lead free: the card stays a penalty card
law50-e-title = Information from a penalty card
law50-e1-title = The rules on playing the card are known to all
law50-e2-title = Anything else the card shows is unauthorized for the holder's partner
law50-2017-e1-title = What the card shows, and the rules on playing it, are authorized for all while it stays on the table
law50-2017-e2-title = Once the card is picked up, what it showed is unauthorized for the holder's partner
law50-e3-title = Adjusted score if the card's information damaged the other side

law51-a-title = Several playable penalty cards: declarer says which one
law51-b-title = Several penalty cards and the partner on lead
law51-b1a-title = Cards in one suit: declarer requires that suit
law51-b1b-title = Cards in one suit: declarer forbids that suit
law51-b2a-title = Cards in several suits: declarer requires one of them
law51-b2b-title = Cards in several suits: declarer forbids one or more of them
law51-b-any-legal-card-title = After declarer's election the offender plays any legal card to that trick
law51-footnote-title = The partner keeps the lead: declarer elects again
law59-title = Unable to lead or play as required: any legal card
law59-info-unable = That the player could not lead as required (no card of the suit required, or only cards of the suit forbidden): it comes from complying with the law, and every player may use it.

law50-q-offender = Which player exposed the card?
law50-q-role = Who exposed the card?
law50-v-defender = A defender
law50-v-declarer = Declarer
law50-v-dummy = Dummy
law50-q-how = How was the card exposed?
law50-v-accidental = By a pure material accident (dropped, two cards stuck together)
law50-v-deliberate = Otherwise: played or shown on purpose, a change of mind, a corrected revoke, a lead refused
law50-v-opening-lead = As an opening lead out of turn, not yet ruled on
law50-v-later-lead = As a lead out of turn later in the play, not yet ruled on
law50-v-premature = Led or played before partner had played (premature play)
law50-q-suit = What is the suit of the card?
law50-q-rank = What is the rank of the card?
law50-q-others = How many other penalty cards did this defender already have on the table?
law50-q-next = Who plays next?
law50-v-partner-leads = The offender's partner, to lead a trick
law50-v-offender-plays = The offender himself
law50-v-other = Someone else (or the partner, but not to lead)
law50-q-others-suits = Are the offender's penalty cards all in one suit?
law51-q-elected-suit = Which suit, among those of the penalty cards, did declarer require or forbid?
law50-v-same-suit = Yes, all in the same suit
law50-v-several-suits = No, in several suits
law59-q-can-comply = Can the partner lead as declarer chose (he holds the suit required, or a card outside the suit forbidden)?

suit-s = Spades
suit-h = Hearts
suit-d = Diamonds
suit-c = Clubs
rank-a = Ace
rank-k = King
rank-q = Queen
rank-j = Jack
rank-t = Ten
rank-9 = Nine
rank-8 = Eight
rank-7 = Seven
rank-6 = Six
rank-5 = Five
rank-4 = Four
rank-3 = Three
rank-2 = Two

law50-info-e1 = What the laws require about playing the penalty card
law50-info-e2 = Anything else learnt from seeing the penalty card
law50-info-e2-declarer = What the penalty card shows of the defender's hand
law50-2017-info-e1 = What the penalty card shows and what the laws require about playing it, while it stays on the table
law50-2017-info-e2 = What the penalty card showed, once it is picked up (declarer required or forbade its suit, 50D2(a))

law50-summary-not-defender = Declarer's and dummy's cards are never penalty cards. What happens to a card declarer exposed is Law 48, which the engine does not apply: the director rules himself.
law50-summary-opening-lead = An opening lead out of turn is not ruled here but under Law 54: if declarer refuses it, the card led becomes a major penalty card (Law 54D).
law50-summary-led = A card led out of turn or played prematurely is not ruled here but under Law { $law }, which the engine does not apply: the director rules himself. Under that law the card may become a major penalty card.
law50-summary-minor = Minor penalty card: { play-card }. It stays face up on the table. Until he plays it, its owner may play no other card in { play-suit } below the ten, whether higher or lower than the penalty card; he may play an honour (ten, jack, queen, king, ace) or the penalty card itself. His partner leads freely, but may not use what the card showed him.
law50-2017-summary-minor = Minor penalty card: { play-card }. It stays face up on the table. Until he plays it, its owner may play no other card in { play-suit } below the ten, whether higher or lower than the penalty card; he may play an honour (ten, jack, queen, king, ace) or the penalty card itself. His partner leads freely; while the card stays on the table, what it shows is authorized for all.
law50-summary-major = Major penalty card: { play-card }. The offender's partner is on lead: before he leads, declarer requires or forbids a lead in { play-suit }, or leaves the lead free.
law50-summary-major-waiting = Major penalty card: { play-card }. It stays face up and its owner must play it at his first legal opportunity, following suit (or obeying a lead restriction) first. Each time his partner has the lead, declarer first chooses to require or forbid a lead in { play-suit }, or to leave the lead free.
law50-summary-left-free = Declarer leaves the lead free: the partner leads any card and the penalty card stays on the table, with the same choice for declarer at the partner's next lead.
law50-summary-required = Declarer requires a lead in { play-suit }: the penalty card ({ play-card }) is picked up and is no longer a penalty card.
law50-summary-forbidden = Declarer forbids a lead in { play-suit } for as long as the partner keeps the lead: the penalty card ({ play-card }) is picked up and is no longer a penalty card.
law51-summary-left-free = Declarer leaves the lead free: the partner leads any card and all the penalty cards stay on the table; while one is left and the partner keeps the lead, declarer has the same choice again at the next trick.
law51-summary-major-waiting = The offender has several penalty cards, { play-card } among them: they are all major and stay face up. He must play them at his first legal opportunity, following suit (or obeying a lead restriction) first; when several can be played, declarer says which. Each time his partner has the lead, declarer first chooses to require or forbid a lead in a suit of those penalty cards, or to leave the lead free.
law51-summary-b1 = The offender has several penalty cards, all in { play-suit } and all major, and his partner is on lead: before he leads, declarer requires or forbids a lead in { play-suit } (the penalty cards in { play-suit } are then picked up and the offender plays any legal card to this trick), or leaves the lead free (they stay penalty cards).
law51-summary-b1-required = Declarer requires a lead in { play-suit }: all the penalty cards in { play-suit } are picked up and are no longer penalty cards. The offender plays any legal card to this trick.
law51-summary-b1-forbidden = Declarer forbids a lead in { play-suit } for as long as the partner keeps the lead: all the penalty cards in { play-suit } are picked up and are no longer penalty cards. The offender plays any legal card to this trick.
law51-summary-b2 = The offender has penalty cards in several suits, all major, and his partner is on lead. Before he leads, declarer may require a lead in one of those suits, or forbid a lead in one or more of them, naming the suit or suits: only the penalty cards of the suits he names are picked up, those of the other suits stay penalty cards, and the offender plays any legal card to this trick. Declarer may also leave the lead free: they all stay penalty cards.
law51-summary-b2-required = Declarer requires a lead in the penalty-card suit he names: only the penalty cards of that suit are picked up; those of the other suits stay penalty cards. The offender plays any legal card to this trick.
law51-error-elected-suit-without-penalty-card = Declarer may name only a suit in which the offender has a penalty card (51B2): the record shows his penalty cards in { $suits }, none in { $suit }.
law51-summary-b2-forbidden = Declarer forbids, for as long as the partner keeps the lead, a lead in the penalty-card suit or suits he names: only the penalty cards of those suits are picked up; those of the other suits stay penalty cards. The offender plays any legal card to this trick.

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
law54-error-option-forced = Here declarer has no election: the law makes it "{ $option }".

play-error-no-contract = The record must give the contract and declarer to follow the play.
play-error-play-over = All thirteen tricks have been played: there is no card left to play.
play-error-hand-unknown = The record does not give { $seat }'s hand.
play-error-not-players-turn = It is not { $seat }'s turn to play but { $turn }'s.
play-error-penalty-not-defender = { $seat } is declarer or dummy: declarer's side never has penalty cards.
play-error-penalty-twice = A card is given twice as a penalty card: { play-card }.
play-error-penalty-not-in-hand = { $seat } does not hold { play-card } any more (not dealt to him, or already played).
play-error-restriction-not-defender = { $seat } is declarer or dummy: only a defender's lead can be restricted.
play-error-restriction-no-suit = A lead restriction needs at least one suit.

play-reason-several-major = { $seat } has two or more penalty cards: they are all major.
play-reason-follow-suit = He must follow suit in { play-suit }.
play-reason-declarer-elects = { $partner } has a major penalty card: declarer chooses first to require its suit, forbid it or leave the lead free.
play-reason-lead-required = He must lead { $suits }.
play-reason-lead-forbidden = He may not lead { $suits }.
play-reason-unable = He cannot lead as required ({ $suits }): he may lead any card.
play-reason-penalty-waits = { $count ->
    [one] His penalty card cannot be played now (he follows suit or obeys a lead restriction): it stays on the table ({ $cards }).
   *[other] His penalty cards cannot be played now (he follows suit or obeys a lead restriction): they stay on the table ({ $cards }).
}
play-reason-penalty-must = { $count ->
    [one] He must play his penalty card: { $cards }.
   *[other] He must play one of his penalty cards: { $cards }.
}
play-reason-designates = Declarer says which of these penalty cards he plays: { $cards }.
play-reason-minor = Until he plays { play-card }, he may play no other card in { play-suit } below the ten, higher or lower; an honour is still allowed.
play-reason-any-legal-card = After declarer's election at his partner's lead, he plays any legal card to this trick: the penalty cards left on the table ({ $cards }) are not required to this trick.

## Cards and suits read aloud: $suit is S, H, D or C, and $rank A, K, Q, J, T or 9 to 2.
play-suit = { $suit ->
    [S] spades
    [H] hearts
    [D] diamonds
   *[C] clubs
}
play-card = the { $rank ->
    [A] ace
    [K] king
    [Q] queen
    [J] jack
    [T] 10
   *[other] { $rank }
} of { play-suit }
play-list-and = { $first } and { $last }
play-list-or = { $first } or { $last }
play-list-nor = { $first } or { $last }
dd-error-incomplete-deal = Double-dummy analysis needs all four hands: the record does not give them all.
dd-error-no-contract = To analyse a position in the play, the record must give the contract and declarer (or the opening leader).
dd-error-after-cards = The record has only { $played } cards played: it cannot stop after card { $after }.
dd-error-play-over = After { $after } cards all thirteen tricks are played: there is no position left to analyse.
dd-error-revoke = In the trick in progress { $seat } did not follow suit although holding the suit led (a revoke): the solver only analyses regular positions; analyse the position before the revoke.
dd-error-solver = The double-dummy solver failed on this deal.
dd-error-no-vulnerability = To score contracts, the record must give the vulnerability.
dd-error-contract = "{ $contract }" is not a contract: write the level, the strain (C, D, H, S, NT), then X or XX, or Pass.
dd-error-busy = The double-dummy solver is busy: no answer came within the time allowed. Nothing was changed; send the same request again in a few seconds.
dd-error-too-many-contracts = At most { $limit } contracts can be scored double-dummy in one request.
dd-error-contracts-bridge-only = Double-dummy contracts apply to bridge incidents only.
dd-error-solve-limit = This batch already asked the double-dummy solver for as many incidents as one request may ({ $limit }): send this incident's contracts in another request.
law50-summary-partners-card-election-first = His partner also has a major penalty card: before he leads, declarer first elects under Law 50D2 (51B for several), and that election may forbid him to lead his own penalty card.
