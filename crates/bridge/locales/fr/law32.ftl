### Loi 32 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

law32-title = Contre ou surcontre hors tour
law32-a-title = Au tour du partenaire : le partenaire passe jusqu'à la fin
law32-b1-title = Au tour de l'adversaire de droite, qui passe : le joueur fautif répète le contre ou surcontre
law32-b2-title = Au tour de l'adversaire de droite, qui déclare : le partenaire passe jusqu'à la fin
law32-summary-a = Le contre ou surcontre hors tour est annulé : le partenaire du joueur fautif doit passer jusqu'à la fin des enchères ; si le joueur fautif choisit une autre déclaration et devient défenseur, le déclarant pourra interdire l'entame d'une couleur.
law32-summary-b-pending = Le contre ou surcontre hors tour est annulé. Si l'adversaire de droite passe, le joueur fautif doit le répéter ; s'il déclare, le joueur fautif déclare librement et son partenaire passe jusqu'à la fin des enchères.
law32-summary-b-pending-inadmissible = Le contre ou surcontre hors tour, inadmissible, est annulé. Si l'adversaire de droite passe, la Loi 36 s'applique, qu'Arbitre ne traite pas encore : l'arbitre statue lui-même ; s'il déclare, le joueur fautif déclare librement et son partenaire passe jusqu'à la fin des enchères.
law32-summary-b1 = L'adversaire de droite a passé : le joueur fautif répète son contre ou surcontre, sans rectification.
law32-summary-b2 = L'adversaire de droite a déclaré : le joueur fautif déclare librement et son partenaire doit passer jusqu'à la fin des enchères ; si le joueur fautif choisit une autre déclaration et devient défenseur, le déclarant pourra interdire l'attaque d'une couleur.
law32-summary-law36 = Ce contre ou surcontre est inadmissible : la Loi 36 s'applique, et elle n'est pas encore traitée par Arbitre. L'arbitre statue lui-même.
law32-2017-b1-title = Au tour du partenaire : le partenaire fait toute déclaration légale, la Loi 16C2 s'applique
law32-2017-a1-title = Au tour de l'adversaire de droite, qui passe : le joueur fautif répète le contre ou surcontre
law32-2017-b2-title = Au tour du partenaire : le joueur fautif fait toute déclaration légale à son tour, réglée comme lorsque l'adversaire de droite a déclaré
law32-2017-c-title = Contres ou surcontres ultérieurs au tour de l'adversaire de gauche : changement de déclaration (Loi 25)
law32-2017-summary-b = Le contre ou surcontre hors tour est annulé. Le partenaire du joueur fautif déclare librement à son tour, sans pouvoir se servir de ce que la déclaration annulée lui a appris. Si le joueur fautif fait ensuite une déclaration comparable, il n'y a pas d'autre rectification ; sinon son partenaire doit passer à son prochain tour, et une restriction d'entame peut suivre.
law32-2017-summary-a-pending = Le contre ou surcontre hors tour est annulé. Si l'adversaire de droite passe, le joueur fautif le répète ; s'il déclare, le joueur fautif déclare librement : une déclaration comparable n'entraîne pas d'autre rectification, toute autre déclaration fait passer son partenaire à son prochain tour.
