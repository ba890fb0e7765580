### Law 48 (2017): a card of declarer's or dummy's hand exposed, with Law 45C2 where 48A sends to it.

law48-2017-a-title = Declarer is not restricted for exposing a card, no card of declarer's or dummy's hand becomes a penalty card, and a card dropped by accident need not be played
law48-2017-summary-dropped = Declarer dropped the card by accident: it is no penalty card and he need not play it; it goes back into his hand, with nothing more (48A).
law48-2017-summary-shown = Declarer exposed the card, but not as if playing it: it is no penalty card and declarer is not restricted for it; it goes back into his hand (48A).
law48-2017-summary-held-as-played = Declarer held the card as if playing it: it counts as played (45C2, which 48A keeps); it is no penalty card.
law48-2017-summary-dummy = A card of dummy's hand is never a penalty card: it goes back among dummy's cards, with nothing more (48A).
