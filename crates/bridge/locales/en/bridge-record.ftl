## Errors in a deal record (PBN import, deal, play). Each message says
## what is wrong; the field (tag) and the line are given beside it.
## Seats arrive as letters N, E, S, W and are spelt out here.

record-duplicate-card = Card { $card } appears in two hands: { $first ->
        [N] North's
        [E] East's
        [S] South's
       *[W] West's
    } and { $second ->
        [N] North's
        [E] East's
        [S] South's
       *[W] West's
    }.
record-card-twice-in-hand = Card { $card } appears twice in { $seat ->
        [N] North's
        [E] East's
        [S] South's
       *[W] West's
    } hand.
record-hand-size = { $seat ->
        [N] North's
        [E] East's
        [S] South's
       *[W] West's
    } hand has { $count } { $count ->
       [one] card
      *[other] cards
    }, 13 expected.
record-deal-syntax = The value "{ $value }" does not describe a deal. Expected "N:hand hand hand hand", where the letter (N, E, S or W) is the seat of the first hand and the others follow clockwise; a hand is written spades.hearts.diamonds.clubs, e.g. AKQ.JT9.876.5432.
record-deal-hand-count = The deal "{ $value }" has { $count } { $count ->
       [one] hand
      *[other] hands
    } instead of 4 (write an unknown hand as "-").
record-deal-suit-count = { $seat ->
        [N] North's
        [E] East's
        [S] South's
       *[W] West's
    } hand "{ $hand }" has { $count } { $count ->
       [one] suit
      *[other] suits
    } instead of 4: spades, hearts, diamonds and clubs, separated by dots (a void leaves its place empty, as in AKQ..JT98.5432).
record-deal-bad-rank = In { $seat ->
        [N] North's
        [E] East's
        [S] South's
       *[W] West's
    } hand "{ $hand }", "{ $rank }" is not a card rank: expected 2 to 9, T (or 10), J, Q, K or A.
record-bad-card = "{ $text }" is not a card: expected a suit (S, H, D or C) then a rank (2 to 9, T or 10, J, Q, K, A), e.g. SA or H10.
record-bad-seat = The { $tag } tag holds "{ $value }", which is not a seat: expected N, E, S or W.
record-bad-vulnerability = Unknown vulnerability "{ $value }": expected None, NS, EW or All (Love, - and Both are accepted too).
record-bad-contract = Cannot read the contract "{ $value }": expected a level from 1 to 7, a strain (C, D, H, S or NT), then X if doubled or XX if redoubled, e.g. 4S or 3NTX; or Pass for a passed-out board.
record-bad-result = The result "{ $value }" is not a number of tricks taken by declarer from 0 to 13.
record-bad-tag = Malformed tag: "{ $text }". A tag is written [Name "value"], on one line.
record-unterminated-comment = The comment opened with "{"{"}" on this line is never closed with "{"}"}": the rest of the text would be ignored.
record-unterminated-string = A quoted value is not closed before the end of the line.
record-stray-text = The text "{ $text }" belongs to no tag: every game must start with a tag [Name "value"].
record-no-game = The text holds no PBN game: it has no tag [Name "value"].
record-board-not-found = The text has no game for board { $board } (Board tag).
record-board-twice = Board { $board } appears more than once in the file (each table's game of it): send the game of the table the incident is about.
record-play-no-leader = Played cards follow the Play tag, but its value does not say who led: expected N, E, S or W.
record-card-played-twice = Trick { $trick }: { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } plays { $card }, which was already played in trick { $first }.
record-card-not-in-hand = Trick { $trick }: { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } plays { $card }, which is not in { $seat ->
        [N] North's
        [E] East's
        [S] South's
       *[W] West's
    } hand.
record-card-in-other-hand = Trick { $trick }: { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } plays { $card }, but that card is in { $holder ->
        [N] North's
        [E] East's
        [S] South's
       *[W] West's
    } hand.
record-play-gap = Trick { $trick }: { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } plays { $card } although { $missing ->
        [N] North
        [E] East
        [S] South
       *[W] West
    }, who plays earlier in that trick, shows no card.
record-play-after-end = Trick { $trick }: cards are played although play stopped in trick { $stopped }, left incomplete (for example after a claim).

## The auction record (auction.rs). Every message names the call: its
## number in the record (from 1), the seat and the call as written.

record-auction-after-close = Call { $number } ({ $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } { $call }) comes after the auction had closed with call { $closed }.
record-auction-out-of-rotation = Call { $number }: { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } calls { $call } when it was { $expected ->
        [N] North's
        [E] East's
        [S] South's
       *[W] West's
    } turn, and the call is not marked as out of rotation (PBN ^S; so mark one made where RHO had to pass, 28A).
record-auction-marked-in-rotation = Call { $number }: { $seat ->
        [N] North's
        [E] East's
        [S] South's
       *[W] West's
    } { $call } is marked as out of rotation, but it was { $seat ->
        [N] North's
        [E] East's
        [S] South's
       *[W] West's
    } turn.
record-auction-not-insufficient = Call { $number }: { $seat ->
        [N] North's
        [E] East's
        [S] South's
       *[W] West's
    } { $call } is marked as insufficient (PBN ^I), but it is sufficient { $last ->
        [none] since no bid had been made
       *[other] over the last bid, { $last }
    }.
record-auction-insufficient-not-bid = Call { $number }: { $seat ->
        [N] North's
        [E] East's
        [S] South's
       *[W] West's
    } { $call } is marked as an insufficient bid (PBN ^I), but it is not a bid.
record-auction-double-no-bid = Call { $number }: { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } doubles, but no bid has been made.
record-auction-double-own-side = Call { $number }: { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } doubles { $bid }, a bid of { $bidder ->
        [N] North
        [E] East
        [S] South
       *[W] West
    }, his own side. Only an opponent's bid may be doubled.
record-auction-double-twice = Call { $number }: { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } doubles { $bid }, which is already doubled or redoubled.
record-auction-redouble-no-double = Call { $number }: { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } redoubles, but the last bid is not doubled.
record-auction-redouble-own-double = Call { $number }: { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } redoubles { $bid }, doubled by his own side. Only an opponent's double may be redoubled.
record-auction-bad-token = "{ $token }" cannot be read in an auction: expected a call (Pass, X, XX, 1C to 7NT), AP (all pass), an annotation (!, ?, =1=, $1), a mark (^I, ^S), "-" before the first call, or * or + to end.
record-auction-no-first-caller = The Auction tag holds "{ $value }", which does not say who called first (expected N, E, S or W), and the Dealer tag does not either.
record-auction-misplaced-dash = "-" stands for the turns before the first call, to align the columns; it cannot come after a call.
record-auction-dangling-mark = The mark { $mark } is not followed by the call it is about.
record-auction-play-mark = The mark { $mark } marks a card of the play (^R a revoke, ^L a lead out of turn), not a call.
record-dealer-mismatch = The dealer is { $dealer ->
        [N] North
        [E] East
        [S] South
       *[W] West
    }, but the auction starts with { $first ->
        [N] North
        [E] East
        [S] South
       *[W] West
    }.
record-contract-mismatch = The contract is given as { $given }, but the auction ends in { $auction }.
record-declarer-mismatch = Declarer is given as { $given ->
        [N] North
        [E] East
        [S] South
        [W] West
       *[other] nobody
    }, but the auction makes { $auction ->
        [N] North
        [E] East
        [S] South
        [W] West
       *[other] nobody
    } declarer.
record-json-invalid = The deal record cannot be read: { $detail_en }

## LIN (BBO) records (lin.rs). The field is the LIN key (md, sv, mb, pc, mc).

record-lin-bad-key = "{ $text }" is not a LIN key: a LIN record is a series of key|value| pairs with short keys such as md, mb or pc.
record-lin-no-board = The text holds no LIN board: no md (deal), mb (call) or pc (card).
record-lin-bad-dealer = The deal "{ $value }" should start with the dealer: 1 for South, 2 for West, 3 for North, 4 for East.
record-lin-hand-syntax = In the hand "{ $hand }", "{ $char }" cannot be read: a hand is written S then the spades, H the hearts, D the diamonds, C the clubs (ranks 2 to 9, T, J, Q, K, A), e.g. SAKQHJT9D876C5432.
record-lin-hand-count = The deal has { $count } hands: at most 4 are given, South, West, North and East, separated by commas.
record-lin-bad-vulnerability = Unknown vulnerability "{ $value }": expected o (none), n (North-South), e (East-West) or b (both).
record-lin-bad-call = "{ $value }" is not a call: expected p (pass), d (double), r (redouble) or a bid such as 1C or 3N, with ! when alerted.
record-lin-bad-claim = The claim "{ $value }" is not a number of tricks for declarer from 0 to 13.
record-lin-no-dealer = Calls are given, but the deal does not say who dealt (the digit 1 to 4 before the hands).
record-lin-play-no-contract = Cards are played, but the auction does not end in a contract, so neither the opening leader nor the trumps are known.

## Irregular plays in the play record (play_irregularities.rs).
record-irregular-no-contract = The play lists irregularities, but the record gives no contract: they are checked against the tricks, which need the contract's strain.
record-irregular-no-declarer = Irregularity { $index }: the record does not say who is declarer, so a defender's card cannot be told from declarer's.
record-irregular-trick-outside = Irregularity { $index } ({ $card } of { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    }): trick { $trick } is outside the play, which allows tricks 1 to { $max }.
record-irregular-order = Irregularity { $index } ({ $card } of { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    }) is at trick { $trick } but follows one at trick { $previous }: irregularities are listed in the order they happened.
record-irregular-card-not-held = Irregularity { $index }: { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } did not hold { $card } at trick { $trick } (not in the hand, or already played).
record-irregular-exposed-twice = Irregularity { $index }: { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } exposes { $card } at trick { $trick }, which already lies face up as his penalty card.
record-irregular-lead-twice = Irregularity { $index }: { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } led { $card } out of turn at trick { $trick } in an earlier entry already: a lead out of turn is accepted or not, once.
record-irregular-lead-in-turn = Irregularity { $index }: { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } was on lead at trick { $trick }; leading { $card } was not out of turn.
record-irregular-accepted-not-led = Irregularity { $index }: the lead of { $card } by { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } at trick { $trick } is said accepted, but the play has another player leading that trick.
record-irregular-accepted-not-shown = Irregularity { $index }: the card { $card } of { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } at trick { $trick } is said accepted, but the play shows another card for that player in the trick.
record-irregular-refused-but-led = Irregularity { $index }: the opening lead of { $card } by { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } is said not accepted, but the play still has that player leading trick 1.
record-irregular-not-a-revoke = Irregularity { $index }: { $card } of { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } follows the suit led to trick { $trick }: it was not a revoke.
record-irregular-void-not-a-revoke = Irregularity { $index }: { $card } of { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } was played when he held no card of the suit led to trick { $trick }: it was not a revoke.
record-irregular-correction-not-shown = Irregularity { $index }: the revoke of { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } at trick { $trick } was corrected with { $replaced_by }, but the play does not show that card for that player in the trick.
record-irregular-withdrawn-without-revoke = Irregularity { $index }: { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } withdraws { $card } at trick { $trick }, but no corrected revoke by another player at this trick or the one before is listed before it (Law 62C).
record-irregular-withdrawn-too-soon = Irregularity { $index }: { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    }, on the side that revoked, withdraws { $card } at trick { $trick } before any player of the other side withdrew a card (Law 62C2).
record-irregular-withdrawn-still-shown = Irregularity { $index }: { $card } of { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } is said withdrawn, but the play still shows it in trick { $trick }.
record-irregular-not-penalty-card = Irregularity { $index }: { $card } of { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } is not a penalty card on the table at trick { $trick }, so it cannot be picked up.
record-irregular-declarers-side-lead-accepted = Irregularity { $index }: an opening lead by declarer's side ({ $card }) cannot be accepted: the card goes back to the hand (Law 54E, Law 24).
record-irregular-withdrawn-not-after-revoke = Irregularity { $index }: only a card played after the revoke, by another player than the one who revoked, may be withdrawn under Law 62C; { $card } at trick { $trick } was not.
record-auction-too-long = The auction holds { $count } calls: no auction has more than { $max }, irregular calls included.
record-irregular-restriction-not-defender = Irregularity { $index }: a lead restriction binds a defender only; { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } is declarer or dummy.
record-irregular-restriction-not-leader = Irregularity { $index }: the lead restriction on { $seat ->
        [N] North
        [E] East
        [S] South
       *[W] West
    } is for trick { $trick }, but the play has another player leading that trick.
record-games-not-separated = The { $tag } tag on this line differs from the one on line { $first_line }: a new game starts here or just before, with no empty line between the two games. Games are separated by an empty line; read as one, the second would be lost.

# Why a text is not a card, a bid or a call (serde_reason, `reason-<kind>`).
reason-bridge-card = "{ $text }" is not a card: a suit (S, H, D, C) then a rank (2 to 9, T or 10, J, Q, K, A), e.g. SA or H10
reason-bid = "{ $text }" is not a bid: a level from 1 to 7 then a strain (C, D, H, S, NT), e.g. 1NT
reason-call = "{ $text }" is not a call: a bid (1NT, 4S…), Pass, X or XX
