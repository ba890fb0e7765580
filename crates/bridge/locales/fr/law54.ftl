### Loi 54 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

law54-kind-title = Entame hors tour face visible
law54-title = Entame hors tour face visible
law54-a-title = Le déclarant étale son jeu et devient le mort
law54-b-title = Le déclarant accepte l'entame
law54-b1-title = La deuxième carte vient de la main du déclarant
law54-b2-title = Une carte jouée du mort est maintenue
law54-c-title = Le déclarant qui a pu voir le mort doit accepter
law54-d-title = Le déclarant refuse l'entame : carte pénalisée principale
law54-e-title = Entame par le camp du déclarant : Loi 24
law54-q-side = Qui a entamé hors tour ?
law54-v-defender = Le mauvais défenseur (l'adversaire de droite du déclarant)
law54-v-declarers-side = Le déclarant ou le mort
law54-q-face-down = Le joueur qui devait entamer avait-il déjà posé une carte face cachée ?
law54-q-exposed = Le déclarant, en commençant à étaler son jeu, en a-t-il exposé une ou plusieurs cartes ?
law54-q-saw-dummy = Le déclarant a-t-il pu voir une carte du mort (hors cartes exposées pendant les enchères) ?
law54-choice-spread = Étale son jeu et devient le mort
law54-choice-accept = Accepte l'entame
law54-choice-refuse = Refuse l'entame
law54-summary-e = L'entame a été tentée par le camp du déclarant : la Loi 24 s'applique ; la carte retourne dans la main.
law54-summary-offer = Le déclarant choisit : étaler son jeu et devenir le mort, accepter l'entame (le mort s'étale et le déclarant joue en deuxième de sa main), ou la refuser (la carte devient pénalisée principale et le bon défenseur entame).
law54-summary-a = Le déclarant étale son jeu : il devient le mort et son partenaire joue le contrat.
law54-summary-a-exposed = Le déclarant a exposé des cartes en commençant à étaler son jeu : il doit l'étaler entièrement, devient le mort et son partenaire joue le contrat.
law54-summary-b = L'entame est acceptée : le mort s'étale et la deuxième carte est jouée de la main du déclarant ; une carte jouée du mort à la place ne peut plus être reprise, sauf pour corriger une renonce.
law54-summary-c = Le déclarant a pu voir des cartes du mort : il doit accepter l'entame. Le mort s'étale et la deuxième carte est jouée de la main du déclarant.
law54-summary-d = L'entame est refusée : { play-card } reste visible sur la table comme carte pénalisée principale et le bon défenseur a la main. Avant qu'il entame, le déclarant exige ou interdit l'entame à { play-suit }, ou laisse l'entame libre.
law54-summary-d-elected = L'entame hors tour a été refusée (54D) : le défenseur dont c'était le tour entame, selon le choix du déclarant.
law54-error-option-forced-spread = Ici le déclarant n'a pas le choix : la loi lui impose d'étaler son jeu et de devenir le mort.
law54-error-option-forced-accept = Ici le déclarant n'a pas le choix : la loi lui impose d'accepter l'entame.
