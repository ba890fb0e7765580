### Loi 55 : titres, questions et textes de ses paragraphes, deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

law55-a-title = Entame hors tour du déclarant : l'un ou l'autre défenseur peut l'accepter ou en exiger la reprise ; en cas de choix divergents, celui qui doit jouer après l'entame irrégulière décide
law55-b1-title = Reprise alors que c'était à un défenseur d'entamer : la carte retourne dans sa main, sans autre rectification
law55-b2-title = Reprise alors que c'était au déclarant d'entamer de l'autre main : la carte est reprise et il entame de la bonne main
law55-c-title = Une ligne de jeu fondée sur ce que l'entame hors tour a appris au déclarant : l'arbitre peut attribuer une marque ajustée
law55-c-information-title = Ce que le déclarant a pu apprendre de son entame hors tour
law55-2017-c-title = Une ligne de jeu qui aurait pu être fondée sur ce que l'entame hors tour a appris au déclarant : la Loi 16 s'applique
law55-q-proper-leader = À qui revenait l'attaque, vu de la main dont la carte a été attaquée ?
law55-v-lho = Au joueur suivant (à sa gauche)
law55-v-rho = Au joueur à sa droite
law55-v-partner = À la main de son partenaire (pour le déclarant ou le mort, l'autre main du camp du déclarant)
law55-summary-offer = Les cartes du déclarant ne sont jamais des cartes pénalisées. Les défenseurs peuvent accepter l'entame hors tour, qui est alors traitée comme une entame régulière, ou exiger que le déclarant la reprenne ; en cas de choix divergents, le joueur qui doit jouer ensuite décide.
law55-summary-accepted = Les défenseurs acceptent l'entame hors tour du déclarant : elle est traitée comme une entame régulière, et la main suivante y joue.
law55-summary-defenders-turn = Le déclarant reprend la carte dans la main dont elle vient et le défenseur dont c'était le tour entame ; il n'y a pas d'autre rectification.
law55-summary-wrong-hand = Le déclarant reprend la carte et entame de la bonne main, la carte de son choix.
law55-info-c = Ce que son entame hors tour a appris au déclarant : s'il adopte une ligne de jeu fondée sur cette information, l'arbitre peut attribuer une marque ajustée.
law55-2017-info-c = Ce que son entame hors tour a appris au déclarant est une information non autorisée pour son camp : une ligne de jeu qui aurait pu en découler est jugée selon la Loi 16.
law55-summary-accepted-by-play = Le défenseur suivant a joué sur l'entame hors tour du déclarant, ce qui l'a acceptée : elle est traitée comme une entame régulière.
law55-info-retracted-lead = La carte que le déclarant a entamée hors tour puis reprise : la défense peut se servir de ce qu'elle a montré.
