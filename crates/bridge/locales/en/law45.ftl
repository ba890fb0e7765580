### Law 45C2 (2017), as Law 48A sends to it: a card declarer held as if playing it.

law45-2017-c2-title = A card declarer holds face up, touching or nearly touching the table, or keeps where it shows it played, must be played
law45-2017-q-held-as-played = Did declarer hold the card face up, touching or nearly touching the table, or keep it in a position showing it played (Law 45C2)?

### Law 45D (2017): a card dummy placed in the played position that declarer had not named.

law45-2017-d1-title = A card dummy places in the played position without declarer naming it is withdrawn, if attention is drawn to it before each side has played to the next trick; a defender may then take back a card played after it, and declarer his own after that
law45-2017-d2-title = Once it is too late to withdraw dummy's card, play goes on without altering the cards played
law45-2017-q-dummys-card-in-time = Was attention drawn to the card dummy placed before each side had played to the next trick (Law 45D1)?
law45-2017-info-withdrawn = the card dummy placed without declarer naming it, and any card a defender and then declarer took back after it
law45-2017-summary-dummys-card-withdrawn = Dummy placed a card that declarer had not named: it goes back into dummy's hand (Law 45D1). A defender who played a card after it may take it back and play another; if declarer's right-hand opponent changes his card, declarer may take back the card he played after it. What the withdrawn cards showed may be used by the defenders, not by declarer (Law 16C).
law45-2017-summary-dummys-card-too-late = Dummy placed a card that declarer had not named, and each side had played to the next trick before attention was drawn to it: the play goes on without altering the cards played (Law 45D2). If that card was the first of its trick, a player who did not follow its suit may have revoked (Laws 64A, 64B7 and 64C); if dummy revoked by placing it, Laws 64B3 and 64C apply: report each revoke as a revoke.
law45-2017-q-named-by-declarer = Had declarer named or designated the card dummy played (declarer's premature play, Law 57C3), rather than dummy placing it of his own accord (Law 45D)?
