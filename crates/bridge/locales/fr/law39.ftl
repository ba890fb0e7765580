### Loi 39 (2017) : les déclarations après le dernier passe.

law39-kind-title = Déclaration après la fin des enchères
law39-2017-a-title = Toute déclaration faite après le dernier passe des enchères est annulée
law39-2017-b-title = Un passe d'un défenseur, toute déclaration du camp du déclarant, ou une déclaration de l'adversaire de gauche du fautif avant la décision : pas d'autre rectification
law39-2017-c-title = Une enchère, un contre ou un surcontre d'un défenseur sur lequel l'adversaire de gauche n'a pas déclaré : les restrictions d'attaque de la Loi 26B peuvent s'appliquer
law39-q-call-type = Quelle déclaration a été faite après le dernier passe ?
law39-v-pass = Un passe
law39-v-bid = Une enchère
law39-v-double-or-redouble = Un contre ou un surcontre
law39-q-offender-side = Qui l'a faite : un défenseur, ou le futur déclarant ou le mort ?
law39-v-defender = Un défenseur
law39-v-declaring-side = Le futur déclarant ou le mort
law39-q-lho-called = L'adversaire de gauche du fautif a-t-il déclaré après elle, avant que l'arbitre statue ?
law39-info-cancelled-call = Ce que montrait la déclaration annulée, faite après le dernier passe : le camp non fautif peut s'en servir, le camp fautif non.
law39-summary-b = La déclaration faite après le dernier passe est annulée, sans autre rectification. Ce qu'elle montrait est interdit au camp fautif.
law39-summary-b-lho-called = La déclaration faite après le dernier passe est annulée ; l'adversaire de gauche a déclaré après elle avant la décision, il n'y a donc pas d'autre rectification. Ce qu'elle montrait est interdit au camp fautif.
law39-summary-c = La déclaration du défenseur faite après le dernier passe est annulée. Au premier tour d'attaque de son partenaire, le déclarant peut restreindre l'attaque d'une couleur que le fautif n'a pas nommée dans les enchères légales (26B). Ce que montrait la déclaration est interdit au camp fautif.
law39-2007-summary-not-ruled = Les déclarations après le dernier passe (Loi 39) ne figurent pas dans le texte de 2007 que le service applique : l'arbitre statue.
law39-title = Déclarations après le dernier passe
