# Les Lois 2017 des enchères là où elles diffèrent du texte de 2007 :
# Loi 23 (la déclaration comparable), 26, 27B, 30, 31, 32 et 72C.
# Nos propres mots ; la loi est citée, jamais recopiée.

law23-2017-a1-title = Déclaration comparable : même sens que la déclaration retirée, ou un sens voisin
law23-2017-a2-title = Déclaration comparable : elle définit une partie des sens possibles de la déclaration retirée
law23-2017-a3-title = Déclaration comparable : elle a le même but (enchère interrogative, relais)
law23-2017-b-title = Déclaration annulée remplacée par une déclaration comparable : pas d'autre rectification, la Loi 16C2 ne s'applique pas
law23-2017-c-title = Après une déclaration comparable : marque ajustée si l'aide tirée de l'infraction a changé le résultat et lésé l'autre camp
law72-c-title = Joueur fautif qui pouvait savoir que son infraction risquait de léser l'autre camp : marque ajustée
law23-q-comparable = Selon l'arbitre, la déclaration de remplacement est-elle comparable à la déclaration retirée (Loi 23A), et à quel titre ?
law23-q-comparable-later = Quand le joueur fautif a déclaré à son tour, sa déclaration était-elle comparable à celle qui a été annulée (Loi 23A), et à quel titre ?
law23-v-same-meaning = Oui : même sens, ou sens voisin (23A1)
law23-v-subset = Oui : une partie des sens possibles de la déclaration retirée (23A2)
law23-v-same-purpose = Oui : même but, par exemple enchère interrogative ou relais (23A3)
law23-v-not-comparable = Non : elle ne remplit aucun des trois critères

law26-2017-a-title = Déclaration retirée remplacée par une déclaration comparable : pas de restriction d'entame
law26-2017-b-title = Déclaration retirée non remplacée par une déclaration comparable : le déclarant peut restreindre l'entame d'une couleur que le joueur fautif n'a pas nommée dans les enchères légales

law27-2017-b1a-title = Remplacée par l'enchère suffisante la plus basse qui désigne la ou les mêmes dénominations : pas d'autre rectification, pas de restriction d'entame
law27-2017-b1b-title = Remplacée par une déclaration comparable : pas d'autre rectification
law27-2017-b2-title = Remplacée par une autre enchère suffisante ou par Passe : le partenaire passe chaque fois que c'est son tour, la Loi 26B peut s'appliquer
law27-2017-b3-title = Remplacement par un Contre ou Surcontre non comparable : annulé, le partenaire passe chaque fois que c'est son tour
law27-2017-q-replacement = Par quoi le joueur fautif a-t-il remplacé son enchère insuffisante ? L'enchère suffisante la plus basse ne désigne la ou les mêmes dénominations que si, d'après le sens de chaque déclaration, elle montre la ou les mêmes couleurs que l'enchère insuffisante (27B1(a)) : une déclaration conventionnelle peut ne pas le faire.
law27-2017-v-lowest-same = L'enchère suffisante la plus basse qui désigne la ou les mêmes dénominations que l'enchère insuffisante
law27-2017-summary-b1a = L'enchère insuffisante est remplacée par l'enchère suffisante la plus basse qui désigne la ou les mêmes dénominations : les enchères continuent sans autre rectification ni restriction d'entame. En fin de donne, l'arbitre vérifiera si l'enchère insuffisante a aidé le camp fautif.
law27-2017-summary-b1b = La déclaration de remplacement est comparable : les enchères continuent sans autre rectification. En fin de donne, l'arbitre vérifiera si l'enchère insuffisante a aidé le camp fautif.

law30-2017-a-title = Passe hors tour au tour de l'adversaire de droite : le joueur fautif passe à son prochain tour
law30-2017-b1a-title = Au tour du partenaire (ou de l'adversaire de gauche si le fautif n'a pas encore déclaré) : le partenaire fait toute déclaration légale, la Loi 16C2 s'applique
law30-2017-b1b-i-title = La déclaration du joueur fautif à son tour est comparable : pas d'autre rectification
law30-2017-b1b-ii-title = La déclaration du joueur fautif à son tour n'est pas comparable : son partenaire passe à son prochain tour
law30-2017-b2-title = Passe au tour de l'adversaire de gauche après que le fautif a déclaré : changement de déclaration (Loi 25)
law30-2017-summary-a = Le Passe hors tour est annulé : le joueur fautif doit passer à son prochain tour.
law30-2017-summary-b1 = Le Passe hors tour est annulé. Le partenaire du joueur fautif déclare librement à son tour, sans pouvoir se servir de ce que le Passe annulé lui a appris. Si le joueur fautif fait ensuite une déclaration comparable, il n'y a pas d'autre rectification ; sinon son partenaire doit passer à son prochain tour, et une restriction d'entame peut suivre.

law31-2017-a2a-title = L'adversaire de droite a déclaré ; la déclaration du fautif est comparable : pas d'autre rectification, pas de restriction d'entame
law31-2017-a2b-title = L'adversaire de droite a déclaré ; la déclaration du fautif n'est pas comparable : son partenaire passe à son prochain tour, les Lois 16C, 26B et 72C peuvent s'appliquer
law31-2017-b1-title = Au tour du partenaire (ou de l'adversaire de gauche si le fautif n'a pas encore déclaré) : le partenaire fait toute déclaration légale, la Loi 16C2 s'applique
law32-2017-b1-title = Au tour du partenaire : le partenaire fait toute déclaration légale, la Loi 16C2 s'applique
law31-2017-b2-title = Le joueur fautif fait toute déclaration légale à son tour, réglée comme lorsque l'adversaire de droite a déclaré
law31-2017-c-title = Enchères ultérieures au tour de l'adversaire de gauche : changement de déclaration (Loi 25)
law31-2017-summary-b = La déclaration hors tour est annulée. Le partenaire du joueur fautif déclare librement à son tour, sans pouvoir se servir de ce que la déclaration annulée lui a appris. Si le joueur fautif fait ensuite une déclaration comparable, il n'y a pas d'autre rectification ; sinon son partenaire doit passer à son prochain tour, et une restriction d'entame peut suivre.
law31-2017-summary-a-pending = La déclaration hors tour est annulée ; la suite dépend de l'adversaire de droite. S'il passe, le joueur fautif répète sa déclaration, sans rectification. S'il déclare, le joueur fautif déclare librement : une déclaration comparable n'entraîne pas d'autre rectification ; toute autre déclaration fait passer son partenaire à son prochain tour.
law31-2017-summary-a2 = L'adversaire de droite a déclaré : le joueur fautif déclare librement. Une déclaration comparable n'entraîne pas d'autre rectification ; toute autre déclaration fait passer son partenaire à son prochain tour, et une restriction d'entame peut suivre.

law32-2017-a1-title = Au tour de l'adversaire de droite, qui passe : le joueur fautif répète le contre ou surcontre
law32-2017-b2-title = Au tour du partenaire : le joueur fautif fait toute déclaration légale à son tour, réglée comme lorsque l'adversaire de droite a déclaré
law32-2017-c-title = Contres ou surcontres ultérieurs au tour de l'adversaire de gauche : changement de déclaration (Loi 25)
law32-2017-summary-b = Le contre ou surcontre hors tour est annulé. Le partenaire du joueur fautif déclare librement à son tour, sans pouvoir se servir de ce que la déclaration annulée lui a appris. Si le joueur fautif fait ensuite une déclaration comparable, il n'y a pas d'autre rectification ; sinon son partenaire doit passer à son prochain tour, et une restriction d'entame peut suivre.
law32-2017-summary-a-pending = Le contre ou surcontre hors tour est annulé. Si l'adversaire de droite passe, le joueur fautif le répète ; s'il déclare, le joueur fautif déclare librement : une déclaration comparable n'entraîne pas d'autre rectification, toute autre déclaration fait passer son partenaire à son prochain tour.

auction-2017-summary-comparable = La déclaration du joueur fautif est comparable à celle qui a été annulée : les enchères continuent sans autre rectification ni restriction d'entame. En fin de donne, l'arbitre vérifiera si l'infraction a aidé le camp fautif et lésé l'autre camp.
auction-2017-summary-not-comparable = La déclaration du joueur fautif n'est pas comparable à celle qui a été annulée : son partenaire doit passer à son prochain tour. Si le joueur fautif devient défenseur, le déclarant pourra restreindre l'entame de son partenaire.
    .offender-declares = La déclaration du joueur fautif n'était pas comparable à celle qui a été annulée : son partenaire a dû passer à son prochain tour. Le camp du joueur fautif joue le contrat : aucune entame n'est restreinte.
    .offender-defends = La déclaration du joueur fautif n'était pas comparable à celle qui a été annulée : son partenaire a dû passer à son prochain tour. Le joueur fautif est défenseur : le déclarant peut restreindre l'entame de son partenaire.
    .passed-out = La déclaration du joueur fautif n'était pas comparable à celle qui a été annulée : son partenaire a dû passer à son prochain tour.

outcome-offender-call-comparable = Si la déclaration du joueur fautif à son tour est comparable
outcome-offender-call-not-comparable = Si la déclaration du joueur fautif à son tour n'est pas comparable
outcome-rho-calls-offender-call-comparable = Si l'adversaire de droite déclare et que la déclaration du joueur fautif est comparable
outcome-rho-calls-offender-call-not-comparable = Si l'adversaire de droite déclare et que la déclaration du joueur fautif n'est pas comparable

law25-2017-a1-title = Une déclaration que le joueur ne voulait pas faire peut être remplacée par celle qu'il voulait, jusqu'à ce que son partenaire déclare ; aucune restriction d'entame ne suit
law25-2017-a2-title = La déclaration que le joueur voulait faire est maintenue : une erreur mécanique ou un lapsus se corrigent, une perte de concentration non
law25-2017-a4-title = Aucun changement après une déclaration du partenaire
law25-2017-a5-title = Aucun changement après la fin de la période des enchères
law25-2017-a6-title = L'adversaire de gauche peut retirer la déclaration faite par-dessus la première ; seul son camp peut se servir de ce qu'elle montrait
law25-2017-q-unintended = La première déclaration était-elle une déclaration que le joueur ne voulait pas faire (erreur mécanique ou lapsus), et non celle qu'il voulait faire sur le moment (perte de concentration ou changement d'avis) ? La façon dont il s'en est aperçu ne compte pas.

law24-2017-d-title = Le joueur fautif devient déclarant ou mort : il reprend les cartes dans sa main
law24-2017-e-title = Le joueur fautif devient défenseur : chacune de ces cartes est une carte pénalisée (Lois 50 et 51)
law24-2017-before-auction-title = Carte d'un autre joueur vue à sa propre table avant le début des enchères : information étrangère
law24-2017-q-before-first-call = La carte a-t-elle été exposée avant la première déclaration de la donne (avant le début des enchères) ?
law24-2017-summary-before-auction = La carte a été vue avant le début des enchères : c'est une information étrangère (Loi 16D), pas la Loi 24. Il faut la régler comme telle : l'arbitre peut changer les joueurs de place, faire redistribuer la donne, la laisser jouer puis ajuster, ou attribuer une marque ajustée.
law51-title = Deux cartes pénalisées ou plus

law31-2017-info-partner-call = Ce que montrait la déclaration annulée : le partenaire du joueur fautif ne peut pas s'en servir pour la déclaration qu'il fait à son tour.

## Law 36 (2017): an inadmissible double or redouble out of rotation.
law36-a-title = L'adversaire de gauche du joueur fautif a déclaré avant l'arbitrage : les déclarations sont annulées depuis la déclaration inadmissible, sans restriction d'entame
law36-b3-title = La Loi 72C peut s'appliquer, ainsi que les restrictions d'entame de la Loi 26B
law36-b4-title = Déclaration inadmissible faite hors tour : la parole revient au joueur dont c'était le tour, le partenaire du joueur fautif passe jusqu'à la fin des enchères
law36-q-lho-called = L'adversaire de gauche du joueur fautif a-t-il déclaré par-dessus ce contre ou surcontre avant que l'arbitre ne statue ?
law36-summary-a = Le contre ou surcontre inadmissible et les déclarations qui l'ont suivi sont annulés : la parole revient au joueur dont c'était le tour et les enchères reprennent comme s'il n'y avait pas eu d'irrégularité, sans restriction d'entame. Le camp fautif ne peut pas se servir de ce que ces déclarations lui ont appris.
law36-summary-b4 = Le contre ou surcontre inadmissible est annulé et la parole revient au joueur dont c'était le tour. Le joueur fautif fait toute déclaration légale à son tour ; son partenaire doit passer jusqu'à la fin des enchères. Si le joueur fautif devient défenseur, le déclarant pourra restreindre l'entame de son partenaire ; l'arbitre revoit en fin de donne si le passe imposé a lésé l'autre camp.
    .offender-declares = Le contre ou surcontre inadmissible a été annulé et la parole est revenue au joueur dont c'était le tour ; le partenaire du joueur fautif a dû passer jusqu'à la fin des enchères. Le camp du joueur fautif joue le contrat : aucune entame n'est restreinte ; l'arbitre revoit en fin de donne si le passe imposé a lésé l'autre camp.
    .offender-defends = Le contre ou surcontre inadmissible a été annulé et la parole est revenue au joueur dont c'était le tour ; le partenaire du joueur fautif a dû passer jusqu'à la fin des enchères. Le joueur fautif est défenseur : le déclarant peut restreindre l'entame de son partenaire ; l'arbitre revoit en fin de donne si le passe imposé a lésé l'autre camp.
    .passed-out = Le contre ou surcontre inadmissible a été annulé et la parole est revenue au joueur dont c'était le tour ; le partenaire du joueur fautif a dû passer jusqu'à la fin des enchères ; l'arbitre revoit en fin de donne si le passe imposé a lésé l'autre camp.
law23-info-withdrawn-call-comparable = Ce que montrait la déclaration retirée ou annulée : le camp non fautif peut s'en servir. Après une déclaration comparable, la loi 16C2 ne restreint pas le camp fautif (23B) ; en fin de jeu, l'arbitre vérifie selon 23C que la déclaration ne l'a pas aidé.
