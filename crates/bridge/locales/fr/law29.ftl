### Loi 29 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

law29-kind-title = Déclaration hors tour : passe, enchère, contre ou surcontre (Lois 28 à 32)
law29-a-title = L'adversaire de gauche peut accepter la déclaration hors tour en déclarant
law29-b-title = Déclaration hors tour annulée : la parole revient au joueur dont c'était le tour
law29-c-title = Déclaration hors tour artificielle : les dénominations montrées comptent
law29-q-call-type = Quelle déclaration a été faite hors tour ?
law29-v-pass = Passe
law29-v-bid = Une enchère
law29-v-double = Contre ou surcontre
law29-q-turn-of = C'était au tour de qui de déclarer, par rapport au joueur fautif ?
law29-v-rho = Son adversaire de droite
law29-v-partner = Son partenaire
law29-v-lho = Son adversaire de gauche
law29-q-rho-required-to-pass = L'adversaire de droite était-il obligé par une loi de passer à ce tour ?
law29-q-rho-called = L'adversaire de droite a-t-il déclaré à son tour avant que l'arbitre statue ?
law29-q-any-bid-before = Une enchère avait-elle déjà été faite dans la donne ?
law29-q-artificial-pass = Ce Passe est-il artificiel, ou passait-il sur une déclaration artificielle de son partenaire ?
law29-q-offender-had-called = Le joueur fautif avait-il déjà déclaré auparavant dans ces enchères ?
law29-q-inadmissible = Ce contre ou surcontre est-il inadmissible (par exemple un contre de l'enchère de son propre camp) ?
law29-error-double-before-any-bid-admissible = Un contre ou surcontre au tour de l'adversaire de gauche, avant que le joueur fautif n'ait déclaré, est venu avant toute enchère : il n'y avait rien à contrer, il était donc inadmissible.
law29-summary-offer = L'adversaire de gauche du joueur fautif peut accepter la déclaration hors tour en déclarant par-dessus. Sinon elle est annulée et la parole revient au joueur dont c'était le tour.
law29-summary-accepted = La déclaration hors tour est acceptée : elle est maintenue et les enchères continuent à partir d'elle, sans rectification.
law29-summary-change-of-call = À ce tour, la déclaration se traite comme un changement de déclaration (Loi 25).
law29-q-insufficient = L'enchère était-elle inférieure à la dernière enchère faite (une enchère insuffisante) ?
law29-error-nothing-called-before-the-dealer = Au tour de l'adversaire de gauche, avant que le fautif ait déclaré, l'adversaire de gauche était le donneur et personne n'avait déclaré : rien n'avait été annoncé, aucune enchère ne pouvait donc être insuffisante.
law29-error-inadmissible-accepted = Un contre ou un surcontre inadmissible ne peut jamais être accepté (Loi 32) : l'adversaire de gauche ne peut pas l'accepter.
