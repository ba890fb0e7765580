## Tarot: errors in a deal record, in a score summary, and score-sheet checks.
## Players are given by name; cards in the notation T1–T21, EX, SR, HD, C10…

## Deal records.

tarot-record-player-count = A tarot deal has 3, 4 or 5 players, not { $count }.
tarot-record-player-name = A player's name is empty.
tarot-record-player-index = Player { $index } does not exist: players are numbered from 0 in the order of the players list, and the deal has { $count }.
tarot-record-hand-count = The record has { $count } { $count ->
       [one] hand
      *[other] hands
    } for { $players } players: one hand per player is expected.
tarot-record-hand-size = { $player }'s hand has { $count } { $count ->
       [one] card
      *[other] cards
    }, { $expected } expected.
tarot-record-card-twice = Card { $card } appears twice: it is already { $place ->
        [hand] in { $holder }'s hand
       *[dog] in the dog
    }.
tarot-record-dog-size = The dog has { $count } { $count ->
       [one] card
      *[other] cards
    }, { $expected } expected.
tarot-record-bid-count = The auction has { $count } { $count ->
       [one] bid
      *[other] bids
    } for { $players } players: each player bids once, starting with the player after the dealer.
tarot-record-bid-too-low = A bid of { $bid } cannot follow a bid of { $highest }: each contract bid must be higher than the one before.
tarot-record-all-passed = Every player passed: there is no taker, and the cards are dealt again.
tarot-record-taker-mismatch = The taker given (player { $index }) is not the one the auction names (player { $expected }).
tarot-record-contract-mismatch = The contract given ({ $contract }) is not the one the auction reached ({ $expected }).
tarot-record-missing-taker = The taker is missing: give the auction (bids) or the taker and the contract.
tarot-record-missing-contract = The contract is missing: give the auction (bids) or the taker and the contract.
tarot-record-called-missing = At five players the taker calls a king: called_king is missing.
tarot-record-called-not-five = A king is called only at five players: remove called_king.
tarot-record-called-card = { $card } cannot be called: the taker calls a king; a queen only when he holds the four kings, a cavalier when he also holds the four queens, a jack when he also holds the four cavaliers.
tarot-record-discard-not-allowed = At a { $contract } nobody takes the dog, so there is no discard: remove it.
tarot-record-discard-size = The discard has { $count } { $count ->
       [one] card
      *[other] cards
    }; it must have as many as the dog, { $expected }.
tarot-record-discard-not-held = The taker cannot discard { $card }: that card is { $place ->
        [hand] in { $holder }'s hand
       *[dog] not in his hand or the dog
    }.
tarot-record-discard-twice = Card { $card } is twice in the discard.
tarot-record-discard-missing = The discard is missing: give it, or give every trick so that it can be worked out.
tarot-record-too-many-tricks = The record has { $count } tricks; a deal has { $expected }.
tarot-record-trick-size = Trick { $trick } has { $count } { $count ->
       [one] card
      *[other] cards
    }: each trick has one card per player ({ $players }), and only the last one recorded may stop short.
tarot-record-out-of-rotation = Trick { $trick }: { $player } plays out of rotation; it is { $expected }'s turn (play goes counter-clockwise, from the leader).
tarot-record-card-played-twice = Trick { $trick }: { $player } plays { $card }, which was already played in trick { $first }.
tarot-record-card-not-held = Trick { $trick }: { $player } plays { $card }, which he does not hold: it is { $place ->
        [hand] in { $holder }'s hand
        [discard] in the discard
       *[dog] in the dog
    }.
tarot-record-handle-twice = { $player } shows a handle twice: a player shows at most one.
tarot-record-handle-not-trump = { $player }'s handle shows { $card }, which is neither a trump nor the excuse.
tarot-record-handle-not-held = { $player }'s handle shows { $card }, which is not in his hand.
tarot-record-handle-card-twice = { $player }'s handle shows { $card } twice.
tarot-record-incomplete = Play is not complete ({ $count } of { $expected } tricks): the deal can be scored only once every trick is played.

## Score summaries.

tarot-summary-missing = The field { $field } is missing: send a deal record, or the summary with players, contract, taker_points and taker_oudlers.
tarot-summary-players = Tarot is played by 3, 4 or 5 players, not { $count }.
tarot-summary-points = { $points } is not a number of points: from 0 to 91, to the half point.
tarot-summary-oudlers = The taker holds 0 to 3 oudlers, not { $count }.
tarot-summary-points-oudlers = { $points } { $points ->
       [one] point
      *[other] points
    } with { $oudlers } { $oudlers ->
       [one] oudler
      *[other] oudlers
    } is impossible: each oudler is worth 4.5 points, and the other side holds the rest.
tarot-summary-points-half-at-four = { $points } points: at four players a deal played without irregularity always counts whole (each side holds an even number of cards, counted two by two), unless the defence took every trick; a ruled deal is scored by its ruling.
tarot-summary-points-taker-chelem = { $points } { $points ->
       [one] point
      *[other] points
    } with { $oudlers } { $oudlers ->
       [one] oudler
      *[other] oudlers
    } for a chelem by the taker: his side holds every card, 91 points with the 3 oudlers, or 87 with 2 oudlers when the defence kept the excuse (counted 4 points).
tarot-summary-points-defence-chelem = { $points } { $points ->
       [one] point
      *[other] points
    } with { $oudlers } { $oudlers ->
       [one] oudler
      *[other] oudlers
    } when the defence took every trick: the taker's side holds only the dog when it is his, and the excuse if it played it, so { $max } points at most and one oudler only, except in a garde sans.
tarot-summary-points-defence-chelem-min = { $points } { $points ->
       [one] point
      *[other] points
    } with { $oudlers } { $oudlers ->
       [one] oudler
      *[other] oudlers
    } when the defence took every trick: the taker's side still holds the discard (or the dog at a garde sans), half a point a card at least, and 4.5 for each oudler less the low card given for the excuse: { $min } points at least.
tarot-summary-points-taker-chelem-garde-contre = { $points } { $points ->
       [one] point
      *[other] points
    } with { $oudlers } { $oudlers ->
       [one] oudler
      *[other] oudlers
    } for a chelem by the taker at a garde contre: the dog is the defence's, half a point a card at least, and 4.5 for each oudler the defence holds, so his side holds { $max } points at most.
tarot-summary-points-without-chelem-max = { $points } { $points ->
       [one] point
      *[other] points
    } with { $oudlers } { $oudlers ->
       [one] oudler
      *[other] oudlers
    } and no chelem: the defence won a trick at least (and holds the dog at a garde contre), half a point a card at least and 4.5 for each oudler it has, so the taker's side holds { $max } points at most. If it took every trick, give the chelem.
tarot-summary-points-without-chelem-min = { $points } { $points ->
       [one] point
      *[other] points
    } with { $oudlers } { $oudlers ->
       [one] oudler
      *[other] oudlers
    } and no chelem: the taker's side won a trick at least, and keeps its discard at a prise or garde and the dog at a garde sans, half a point a card at least and 4.5 for each oudler, so { $min } points at least. If the defence took every trick, give its chelem.
tarot-summary-handle-count = { $count } handles for { $players } players: each player shows at most one.
tarot-summary-handle-side-count = { $count } handles for { $side ->
        [taker] the taker's side
       *[defence] the defence
    }, which has { $players } { $players ->
        [one] player
       *[other] players
    }: each player shows at most one.
tarot-summary-handle-trumps = These handles need { $trumps } trumps; there are only 22 (the 21 trumps and the excuse).
tarot-summary-petit-chelem = The petit au bout cannot go to { $side ->
        [taker] the taker
       *[defence] the defence
    } when { $chelem ->
        [taker] the taker
       *[defence] the defence
    } took every trick.
tarot-summary-petit-oudlers = The petit au bout cannot go to { $side ->
        [taker] the taker
       *[defence] the defence
    } when the taker ends with { $oudlers } { $oudlers ->
        [one] oudler
       *[other] oudlers
    }: the side that takes it holds the petit, one of the three oudlers (Règlement, « Le Petit au Bout »).
tarot-summary-partner = There is no partner at { $players } players: only at five does the taker call one.
tarot-score-record-and-summary = Send either a deal record or a summary, not both: remove { $field }.

## Score-sheet checks.

tarot-sheet-missing-table = The table number is missing.
tarot-sheet-player-count = The sheet has { $count } { $count ->
       [one] player
      *[other] players
    }; a table has 3, 4 or 5.
tarot-sheet-missing-name = The name of the player in column { $column } is missing.
tarot-sheet-missing-number = The licence number of the player in column { $column } is missing.
tarot-sheet-score-count = Line { $line } has { $count } { $count ->
       [one] score
      *[other] scores
    } for { $players } players.
tarot-sheet-line-not-zero = Line { $line } does not sum to zero: its scores add up to { $sum }.
tarot-sheet-score-out-of-range = Line { $line }, column { $column }: a score beyond { $max } points in size, which no deal makes.
tarot-sheet-line-shape = Line { $line } is not the score of a deal: every defender scores the same, and the taker three times the opposite at four players, twice at three; at five, the taker twice and his partner once, or the taker four times when alone.
tarot-sheet-taker-unknown = Line { $line }: the taker is in column { $column }, which the sheet does not have.
tarot-sheet-partner-unknown = Line { $line }: the partner is in column { $column }, which the sheet does not have.
tarot-sheet-partner-not-five = Line { $line }: a partner at { $players } players; only at five does the taker call one.
tarot-sheet-points-over-91 = Line { $line }: { $points } points; a deal holds 91.
tarot-sheet-points-negative = Line { $line }: { $points } points cannot be negative.
tarot-sheet-points-not-half = Line { $line }: { $points } points is not counted to the half point.
tarot-sheet-too-many-oudlers = Line { $line }: { $count } oudlers; there are only 3.
tarot-sheet-negative-oudlers = Line { $line }: { $count } oudlers cannot be negative.
tarot-sheet-points-oudlers = Line { $line }: { $points } { $points ->
       [one] point
      *[other] points
    } with { $oudlers } { $oudlers ->
       [one] oudler
      *[other] oudlers
    } is impossible: each oudler is worth 4.5 points, and the other side holds the rest.
tarot-sheet-points-taker-chelem = Line { $line }: { $points } points for a chelem by the taker; his side holds 91 points with the 3 oudlers, or 87 with 2 oudlers when the defence kept the excuse.
tarot-sheet-points-defence-chelem = Line { $line }: { $points } points while the defence took every trick; the taker's side holds { $max } points at most (the dog when it is his, and the excuse).
tarot-sheet-points-defence-chelem-min = Line { $line }: { $points } points while the defence took every trick; the taker's side holds { $min } points at least (the discard or the dog, and its oudlers).
tarot-sheet-points-taker-chelem-garde-contre = Line { $line }: { $points } points for a chelem by the taker at a garde contre; the dog is the defence's, so his side holds { $max } points at most.
tarot-sheet-points-without-chelem-max = Line { $line }: { $points } { $points ->
       [one] point
      *[other] points
    } with no chelem; the defence won a trick at least, so the taker's side holds { $max } points at most (or the chelem is missing).
tarot-sheet-points-without-chelem-min = Line { $line }: { $points } { $points ->
       [one] point
      *[other] points
    } with no chelem; the taker's side won a trick at least and keeps its discard or dog, so { $min } points at least (or the defence's chelem is missing).
tarot-sheet-handles-trumps = Line { $line }: the handles need { $trumps } trumps; there are only 22 (the 21 trumps and the excuse).
tarot-sheet-handles-taker-side = Line { $line }: { $count } handles for the taker's side, which has { $players } { $players ->
        [one] player
       *[other] players
    }: each player shows at most one.
tarot-sheet-petit-chelem = Line { $line }: the petit au bout goes to one side while the other took every trick.
tarot-sheet-petit-oudlers = Line { $line }: the petit au bout goes to { $side ->
        [taker] the taker
       *[defence] the defence
    }, yet the taker's { $oudlers } { $oudlers ->
        [one] oudler leaves
       *[other] oudlers leave
    } the petit to the other side.
tarot-sheet-score-mismatch = Line { $line }: the deal as written scores { $expected }, not { $found }.

## Legal plays (POST /v1/tarot/legal-plays).
tarot-play-title = The rules of play
tarot-play-title-five = The first lead at five players
tarot-legal-play-over = Every trick is played: there is no card left to play.
tarot-play-reason-any = He plays any card he likes.
tarot-play-reason-follow-suit = He must follow the suit led (or play the Excuse).
tarot-play-reason-trump = Without the suit led he must trump (or play the Excuse); unable to overtrump, he undertrumps.
tarot-play-reason-overtrump = A trump is already played: he must overtrump (or play the Excuse).
tarot-play-reason-follow-trumps = Trumps led: he must play a trump (or the Excuse), unable to go higher.
tarot-play-reason-play-higher-trump = Trumps led: he must play higher than the highest trump played (or the Excuse).
tarot-play-reason-called-suit-at-first-lead = At five players the first lead may not be in the called card's suit, except the called card itself.

# Why a text is not a tarot card (serde_reason, `reason-<kind>`).
reason-tarot-card = "{ $text }" is not a tarot card: T1 to T21, EX, or a suit (S, H, D, C) then a rank (R, D, C, V, 10 to 1), e.g. SR or C10
