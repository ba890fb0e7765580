### Loi 45C2 (2017), à laquelle renvoie la Loi 48A : une carte que le déclarant tenait comme pour la jouer.

law45-2017-c2-title = Une carte que le déclarant tient face visible, touchant ou presque la table, ou maintenue dans une position qui la montre jouée, doit être jouée
law45-2017-q-held-as-played = Le déclarant tenait-il la carte face visible, touchant ou presque la table, ou la maintenait-il dans une position qui la montrait jouée (Loi 45C2) ?
