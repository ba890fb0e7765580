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
