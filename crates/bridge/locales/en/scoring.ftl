## Bridge: duplicate scoring (Law 77).
## Contracts are written 4S, 3NTX, 6HXX.

score-bad-contract = `{ $value }` is not a contract: write a level 1–7, a strain (C, D, H, S, NT) and X or XX when doubled, e.g. 4S or 3NTX; or Pass for a passed-out board.
score-missing = The field `{ $field }` is needed to score a contract that was played.
score-bad-vulnerability = `{ $value }` is not a vulnerability: None, NS, EW or All.
score-bad-tricks = { $tricks } tricks is impossible: the declaring side takes 0 to 13 tricks.
score-pass-tricks = The board was passed out: nobody played, so no tricks were taken (the request says { $tricks }).
