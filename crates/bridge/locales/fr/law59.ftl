### Loi 59 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

law59-title = Impossible d'attaquer ou de jouer comme exigé : n'importe quelle carte légale
law59-info-unable = Que le joueur n'a pas pu attaquer comme exigé (aucune carte de la couleur exigée, ou seulement des cartes de la couleur interdite) : cela découle de l'application de la loi, et tous les joueurs peuvent s'en servir.
law59-q-can-comply = Le partenaire peut-il attaquer comme le déclarant l'a choisi (il a la couleur exigée, ou une carte hors de la couleur interdite) ?
law59-error-forbid-at-opening-lead = À l'entame, le partenaire a treize cartes et le fautif au moins une de la couleur interdite : le partenaire a toujours une carte d'une autre couleur, il peut donc s'y conformer.
law59-info-unable-play = Que le joueur n'a pas pu jouer comme le déclarant l'a choisi (aucune carte de la couleur entamée ou de la couleur nommée, seulement des cartes de la couleur interdite, ou il devait fournir) : cela découle de l'application de la loi, et tous les joueurs peuvent s'en servir.
