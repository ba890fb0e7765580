### Loi 36 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

## Law 36 (2017): an inadmissible double or redouble out of rotation.
law36-a-title = L'adversaire de gauche du joueur fautif a déclaré avant l'arbitrage : les déclarations sont annulées depuis la déclaration inadmissible, sans restriction d'attaque
law36-b3-title = La Loi 72C peut s'appliquer, ainsi que les restrictions d'attaque de la Loi 26B
law36-b4-title = Déclaration inadmissible faite hors tour : la parole revient au joueur dont c'était le tour, le partenaire du joueur fautif passe jusqu'à la fin des enchères
law36-q-lho-called = L'adversaire de gauche du joueur fautif a-t-il déclaré par-dessus ce contre ou surcontre avant que l'arbitre ne statue ?
law36-summary-a = Le contre ou surcontre inadmissible et les déclarations qui l'ont suivi sont annulés : la parole revient au joueur dont c'était le tour et les enchères reprennent comme s'il n'y avait pas eu d'irrégularité, sans restriction d'attaque. Le camp fautif ne peut pas se servir de ce que ces déclarations lui ont appris.
law36-summary-b4 = Le contre ou surcontre inadmissible est annulé et la parole revient au joueur dont c'était le tour. Le joueur fautif fait toute déclaration légale à son tour ; son partenaire doit passer jusqu'à la fin des enchères. Si le joueur fautif devient défenseur, le déclarant pourra restreindre l'attaque de son partenaire ; l'arbitre revoit en fin de donne si le passe imposé a lésé l'autre camp.
    .offender-declares = Le contre ou surcontre inadmissible a été annulé et la parole est revenue au joueur dont c'était le tour ; le partenaire du joueur fautif a dû passer jusqu'à la fin des enchères. Le camp du joueur fautif joue le contrat : aucune attaque n'est restreinte ; l'arbitre revoit en fin de donne si le passe imposé a lésé l'autre camp.
    .offender-defends = Le contre ou surcontre inadmissible a été annulé et la parole est revenue au joueur dont c'était le tour ; le partenaire du joueur fautif a dû passer jusqu'à la fin des enchères. Le joueur fautif est défenseur : le déclarant peut restreindre l'attaque de son partenaire ; l'arbitre revoit en fin de donne si le passe imposé a lésé l'autre camp.
    .passed-out = Le contre ou surcontre inadmissible a été annulé et la parole est revenue au joueur dont c'était le tour ; le partenaire du joueur fautif a dû passer jusqu'à la fin des enchères ; l'arbitre revoit en fin de donne si le passe imposé a lésé l'autre camp.
