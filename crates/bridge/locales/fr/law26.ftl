### Loi 26 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

law26-a1-title = Couleurs de la déclaration retirée toutes montrées par le même joueur : pas de restriction d'attaque
law26-a2-title = Couleur de la déclaration retirée non montrée : le déclarant peut exiger ou interdire l'attaque de cette couleur
law26-b-title = Autres déclarations retirées : le déclarant peut interdire l'attaque d'une couleur
law26-q-specified-suits = La déclaration retirée se rapportait-elle uniquement à une ou plusieurs couleurs précisées (enchère naturelle dans une couleur, ou conventionnelle ne montrant que des couleurs) ?
law26-title = Déclaration retirée : restrictions d'attaque
law26-error-require-not-allowed = Ici la Loi 26B permet seulement d'interdire une couleur (ou de laisser l'attaque libre), pas d'en exiger une.
law26-summary-no-restriction = Le déclarant a choisi de ne pas restreindre l'attaque.
law26-summary-required = Le déclarant a choisi d'exiger du partenaire du joueur fautif l'attaque de la couleur qu'il nomme, à son premier tour d'attaque.
law26-summary-forbidden = Le déclarant a choisi d'interdire au partenaire du joueur fautif l'attaque de la couleur qu'il nomme, tant qu'il conserve la main.
law26-summary-passed-out = La donne a été passée : il n'y a pas de jeu de la carte, donc aucune attaque n'est restreinte.
law26-2017-a-title = Déclaration retirée remplacée par une déclaration comparable : pas de restriction d'attaque
law26-2017-b-title = Déclaration retirée non remplacée par une déclaration comparable : le déclarant peut restreindre l'attaque d'une couleur que le joueur fautif n'a pas nommée dans les enchères légales
