### Law 45C2 (2017), as Law 48A sends to it: a card declarer held as if playing it.

law45-2017-c2-title = A card declarer holds face up, touching or nearly touching the table, or keeps where it shows it played, must be played
law45-2017-q-held-as-played = Did declarer hold the card face up, touching or nearly touching the table, or keep it in a position showing it played (Law 45C2)?
