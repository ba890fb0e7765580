### Loi 25 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

law25-kind-title = Changement de déclaration (Loi 25)
law25-a-title = Déclaration non intentionnelle
law25-b-title = Autres changements de déclaration
law25-a1-title = Une déclaration non intentionnelle peut être remplacée par la déclaration voulue, sans pause pour réfléchir
law25-a2-title = Aucun changement une fois que le partenaire a déclaré
law25-a3-title = Aucun changement après la fin de la période des annonces
law25-a4-title = L'adversaire de gauche peut retirer la déclaration faite par-dessus la première
law25-b1-title = L'adversaire de gauche peut accepter la déclaration de remplacement en déclarant
law25-b2-title = Sinon la déclaration de remplacement est annulée et la première est maintenue
law25-b3-title = La Loi 16D s'applique à la déclaration retirée ou annulée
law25-2017-b3-title = La Loi 16C s'applique à la déclaration retirée ou annulée
law25-q-auction-over = Le changement a-t-il été tenté après la fin de la période des annonces (entame faite face visible) ?
law25-q-unintended = La première déclaration était-elle non intentionnelle (erreur matérielle, lapsus), et non un changement d'avis ?
law25-q-partner-called = Le partenaire du joueur fautif a-t-il déclaré depuis ?
law25-q-without-pause = Le joueur a-t-il corrigé, ou tenté de corriger, sans pause pour réfléchir ?
law25-q-lho-called = L'adversaire de gauche avait-il déclaré par-dessus la première déclaration ?
law25-q-comparable = Selon l'arbitre, la déclaration maintenue est-elle comparable (Loi 23A) à celle qui ne l'est pas (la première, retirée si l'adversaire de gauche a accepté le changement ; ou le changement, annulé s'il ne l'a pas accepté), et à quel titre ?
law25-info-lho-withdrawn = Ce que montrait la déclaration retirée par l'adversaire de gauche : son camp peut s'en servir, l'autre camp non.
law25-2017-info-unintended-withdrawn = Ce que montrait la déclaration involontaire avant que la déclaration voulue la remplace : le camp non fautif peut s'en servir ; le camp fautif ne peut pas choisir, parmi les actions logiques, celle qu'elle a manifestement pu suggérer.
law25-summary-a3 = La période des annonces est terminée : aucun changement n'est possible, la première déclaration est maintenue.
law25-summary-a1 = La déclaration voulue remplace la déclaration non intentionnelle ; elle est maintenue et soumise aux lois qui la concernent. Les enchères continuent.
law25-summary-a4-offer = La déclaration voulue remplace la déclaration non intentionnelle et reste soumise aux lois qui la concernent (la Loi 27 si elle est insuffisante, par exemple). L'adversaire de gauche, qui avait déclaré par-dessus, peut retirer sa déclaration.
law25-summary-a4-withdrawn = L'adversaire de gauche retire sa déclaration : ce qu'elle montrait n'est utilisable que par son camp. Pas d'autre rectification au titre de cette loi ; la déclaration voulue reste soumise aux lois qui la concernent.
law25-summary-a4-kept = L'adversaire de gauche maintient sa déclaration ; les enchères continuent. La déclaration voulue reste soumise aux lois qui la concernent.
law25-summary-b-offer = Ce changement n'est pas permis : l'adversaire de gauche peut accepter la nouvelle déclaration en déclarant par-dessus. Sinon elle est annulée et la première déclaration est maintenue.
law25-summary-b1 = L'adversaire de gauche accepte : la première déclaration est retirée, la nouvelle est maintenue et les enchères continuent. Ce que montrait la déclaration retirée est interdit au camp fautif.
law25-summary-b2 = La nouvelle déclaration est annulée et la première est maintenue ; les enchères continuent. Ce que montrait la déclaration annulée est interdit au camp fautif.
law25-2017-a1-title = Une déclaration que le joueur ne voulait pas faire peut être remplacée par celle qu'il voulait, jusqu'à ce que son partenaire déclare ; aucune restriction d'attaque ne suit
law25-2017-a2-title = La déclaration que le joueur voulait faire est maintenue : une erreur mécanique ou un lapsus se corrigent, une perte de concentration non
law25-2017-a4-title = Aucun changement après une déclaration du partenaire
law25-2017-a5-title = Aucun changement après la fin de la période des enchères
law25-2017-a6-title = L'adversaire de gauche peut retirer la déclaration faite par-dessus la première ; seul son camp peut se servir de ce qu'elle montrait
law25-2017-q-unintended = La première déclaration était-elle une déclaration que le joueur ne voulait pas faire (erreur mécanique ou lapsus), et non celle qu'il voulait faire sur le moment (perte de concentration ou changement d'avis) ? La façon dont il s'en est aperçu ne compte pas.
law25-2017-summary-b1-comparable = L'adversaire de gauche accepte : la première déclaration est retirée, la nouvelle est maintenue et les enchères continuent. La nouvelle déclaration est comparable à celle retirée : pas de restriction d'attaque, et la Loi 16C ne s'applique pas (26A) ; en fin de jeu, l'arbitre vérifie si la déclaration comparable a avantagé le camp fautif (23C).
law25-2017-summary-b2-comparable = La nouvelle déclaration est annulée et la première est maintenue ; les enchères continuent. Les deux déclarations sont comparables : pas de restriction d'attaque, et la Loi 16C ne s'applique pas (26A) ; en fin de jeu, l'arbitre vérifie si la déclaration comparable a avantagé le camp fautif (23C).
