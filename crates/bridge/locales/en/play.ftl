### The play: legal plays and why, cards and suits read aloud, double dummy.

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
