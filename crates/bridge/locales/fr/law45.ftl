### Loi 45C2 (2017), à laquelle renvoie la Loi 48A : une carte que le déclarant tenait comme pour la jouer.

law45-2017-c2-title = Une carte que le déclarant tient face visible, touchant ou presque la table, ou maintenue dans une position qui la montre jouée, doit être jouée
law45-2017-q-held-as-played = Le déclarant tenait-il la carte face visible, touchant ou presque la table, ou la maintenait-il dans une position qui la montrait jouée (Loi 45C2) ?

### Loi 45D (2017) : une carte que le mort a placée en position jouée sans que le déclarant l'ait nommée.

law45-2017-d1-title = Une carte que le mort place en position jouée sans que le déclarant l'ait nommée est reprise si l'attention est attirée avant que chaque camp ait joué à la levée suivante ; un joueur de la défense peut alors reprendre une carte jouée après elle, puis le déclarant la sienne
law45-2017-d2-title = Quand il est trop tard pour reprendre la carte du mort, le jeu continue sans modifier les cartes jouées
law45-2017-q-dummys-card-in-time = L'attention a-t-elle été attirée sur la carte placée par le mort avant que chaque camp ait joué à la levée suivante (Loi 45D1) ?
law45-2017-info-withdrawn = la carte que le mort a placée sans que le déclarant l'ait nommée, et toute carte qu'un joueur de la défense puis le déclarant ont reprise après elle
law45-2017-summary-dummys-card-withdrawn = Le mort a placé une carte que le déclarant n'avait pas nommée : elle retourne dans la main du mort (Loi 45D1). Un joueur de la défense qui a joué une carte après elle peut la reprendre et en jouer une autre ; si l'adversaire de droite du déclarant change sa carte, le déclarant peut reprendre la carte qu'il a jouée ensuite. Ce que montraient les cartes reprises peut servir à la défense, pas au déclarant (Loi 16C).
law45-2017-summary-dummys-card-too-late = Le mort a placé une carte que le déclarant n'avait pas nommée, et chaque camp avait joué à la levée suivante quand l'attention a été attirée : le jeu continue sans modifier les cartes jouées (Loi 45D2). Si cette carte était la première de sa levée, un joueur qui n'a pas fourni dans sa couleur peut avoir renoncé (Lois 64A, 64B7 et 64C) ; si le mort a renoncé en la plaçant, les Lois 64B3 et 64C s'appliquent : signalez chaque renonce comme une renonce.
law45-2017-q-named-by-declarer = Le déclarant avait-il nommé ou désigné la carte jouée par le mort (jeu prématuré du déclarant, Loi 57C3), plutôt que le mort la place de lui-même (Loi 45D) ?
