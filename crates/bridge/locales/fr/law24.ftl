### Loi 24 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

law24-kind-title = Carte exposée ou entamée pendant les enchères (Loi 24)
law24-title = Carte exposée ou entamée avant la période du jeu
law24-2017-title = Carte exposée ou entamée pendant les enchères
law24-not-seen-title = Aucune carte que le partenaire ait pu voir : la loi 24 ne s'applique pas
law24-a-title = Une seule petite carte, non entamée : pas d'autre rectification
law24-b-title = Un seul honneur, ou une carte entamée : le partenaire passe à son prochain tour
law24-c-title = Deux cartes ou plus : le partenaire passe à son prochain tour
law24-summary-not-seen = Aucune carte n'a été placée de sorte que le partenaire du joueur fautif ait pu la voir : la loi 24 ne s'applique pas, la carte est reprise en main sans autre rectification.
law24-q-count = Combien de cartes du joueur fautif son partenaire a-t-il pu voir ?
law24-q-led = La carte a-t-elle été entamée (posée comme une attaque avant la fin des enchères) ?
law24-q-honour = La carte est-elle un honneur (As, Roi, Dame, Valet ou Dix) ?
law24-info = Les cartes exposées : le camp non fautif peut tenir compte de ce qu'il a vu, le camp fautif non.
law24-summary-pending = La carte reste face visible sur la table jusqu'à la fin des enchères. Si le joueur fautif devient défenseur, elle sera une carte pénalisée ; s'il devient déclarant ou mort, il la reprend.
law24-summary-pending-pass = { $count ->
        [one] La carte reste face visible sur la table jusqu'à la fin des enchères, et le partenaire du joueur fautif doit passer à son prochain tour. Si le joueur fautif devient défenseur, elle sera une carte pénalisée ; s'il devient déclarant ou mort, il la reprend.
       *[other] Les cartes restent face visible sur la table jusqu'à la fin des enchères, et le partenaire du joueur fautif doit passer à son prochain tour. Si le joueur fautif devient défenseur, elles seront des cartes pénalisées ; s'il devient déclarant ou mort, il les reprend.
    }
law24-summary-defender = Le joueur fautif est défenseur : { $count ->
        [one] la carte exposée devient une carte pénalisée
       *[other] les { $count } cartes exposées deviennent des cartes pénalisées
    } (Loi 50).
law24-summary-returned = Le joueur fautif est déclarant ou mort : il reprend les cartes exposées dans son jeu, sans autre rectification.
law24-summary-passed-out = La donne a été passée : il n'y a pas de jeu de la carte, les cartes exposées ne sont donc pas des cartes pénalisées ; elles retournent dans la main.
law24-2017-d-title = Le joueur fautif devient déclarant ou mort : il reprend les cartes dans sa main
law24-2017-e-title = Le joueur fautif devient défenseur : chacune de ces cartes est une carte pénalisée (Lois 50 et 51)
law24-2017-before-auction-title = Carte d'un autre joueur vue à sa propre table avant le début des enchères : information étrangère
law24-2017-q-before-first-call = La carte a-t-elle été exposée avant la première déclaration de la donne (avant le début des enchères) ?
law24-2017-summary-before-auction = La carte a été vue avant le début des enchères : c'est une information étrangère (Loi 16D), pas la Loi 24. Il faut la régler comme telle : l'arbitre peut changer les joueurs de place, faire redistribuer la donne, la laisser jouer puis ajuster, ou attribuer une marque ajustée.
law24-summary-partner-passed = Le partenaire du joueur fautif devait passer à son prochain tour de parole.
