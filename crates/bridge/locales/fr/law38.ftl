### Loi 38 (2017) : une enchère de plus de sept.

law38-title = Enchère de plus de sept
law38-kind-title = Enchère de plus de sept
law38-2017-a-title = Aucun contrat de plus de sept ne se joue jamais
law38-2017-b-title = L'enchère est annulée, avec toutes les déclarations qui l'ont suivie
law38-2017-c-title = Un passe la remplace ; les enchères continuent sauf si elles sont terminées, et les deux joueurs du camp fautif passent à chaque tour
law38-2017-d-title = La Loi 72C et les restrictions d'attaque de la Loi 26B peuvent s'appliquer, sauf si l'adversaire de gauche du fautif a déclaré après l'enchère avant la rectification
law38-q-lho-called = L'adversaire de gauche du fautif a-t-il déclaré après l'enchère, avant que l'arbitre statue ?
law38-info-cancelled-calls = Ce que montraient l'enchère de plus de sept annulée et les déclarations qui l'ont suivie : le camp non fautif peut s'en servir, le camp fautif non.
law38-summary = L'enchère de plus de sept est annulée, avec toutes les déclarations qui l'ont suivie, et un passe la remplace. Les enchères continuent sauf si elles sont terminées, et les deux joueurs du camp fautif doivent passer à chaque tour. Si le joueur fautif devient défenseur, le déclarant pourra restreindre l'attaque de son partenaire (26B) ; l'arbitre revoit en fin de donne si les passes imposés ont lésé l'autre camp (72C).
law38-summary-lho-called = L'enchère de plus de sept est annulée, avec toutes les déclarations qui l'ont suivie, et un passe la remplace. Les enchères continuent sauf si elles sont terminées, et les deux joueurs du camp fautif doivent passer à chaque tour. L'adversaire de gauche a déclaré après l'enchère avant la décision : pas de restriction d'attaque ni de révision au titre de la 72C (38D).
law38-2007-summary-not-ruled = Une enchère de plus de sept (Loi 38) ne figure pas dans le texte de 2007 que le service applique : l'arbitre statue.
