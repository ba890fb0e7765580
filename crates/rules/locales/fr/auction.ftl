## Auction laws shared texts (16D, 23, 26) and choices/outcomes.

law16-d1-title = Information d'une déclaration retirée : autorisée pour le camp non fautif
law16-d2-title = Information d'une déclaration retirée : non autorisée pour le camp fautif
law16-d-info-withdrawn-call = Ce que montrait la déclaration retirée ou annulée : le camp non fautif peut s'en servir ; le camp fautif ne doit pas choisir une action logique qu'elle suggère.
law23-title = Passe imposé qui lèse le camp non fautif
law26-a1-title = Couleurs de la déclaration retirée toutes montrées par le même joueur : pas de restriction d'entame
law26-a2-title = Couleur de la déclaration retirée non montrée : le déclarant peut imposer ou interdire son entame
law26-b-title = Autres déclarations retirées : le déclarant peut interdire l'entame d'une couleur
law26-q-specified-suits = La déclaration retirée précisait-elle une ou plusieurs couleurs (enchère naturelle dans une couleur, ou conventionnelle montrant des couleurs) ?

choice-accept = Il accepte
choice-refuse = Il refuse

outcome-q-offender-becomes = À la fin des enchères, que devient le joueur fautif ?
outcome-v-declarer = Le déclarant
outcome-v-dummy = Le mort
outcome-v-defender = Un défenseur
outcome-q-suits-shown-legally = Chaque couleur précisée par la déclaration retirée a-t-elle été montrée par le même joueur au cours des enchères légales ?
outcome-offender-becomes-defender = Si le joueur fautif devient défenseur
outcome-offender-becomes-declarer-or-dummy = Si le joueur fautif devient déclarant ou mort : rien de plus
outcome-suits-shown-legally = Si le même joueur a montré chaque couleur de la déclaration retirée au cours des enchères légales : pas de restriction d'entame
outcome-suits-not-shown-legally = Si une couleur de la déclaration retirée n'a pas été montrée par le même joueur au cours des enchères légales

law27-kind-title = Enchère insuffisante (Loi 27)
law27-a-title = Enchère insuffisante acceptée
law27-a1-title = L'adversaire de gauche peut accepter l'enchère insuffisante en déclarant
law27-a2-title = Enchère insuffisante hors tour : Loi 31
law27-b-title = Enchère insuffisante refusée : elle doit être remplacée
law27-b1a-title = Remplacée par l'enchère suffisante la plus basse de la même dénomination, aucune n'étant artificielle
law27-b1b-title = Remplacée par une déclaration de même sens ou de sens plus précis
law27-b2-title = Remplacée par une autre enchère suffisante ou par Passe : le partenaire passe jusqu'à la fin
law27-b3-title = Remplacement par Contre ou Surcontre : annulé, le partenaire passe jusqu'à la fin
law27-b4-title = Remplacement par une autre enchère insuffisante
law27-c-title = Remplacement fait avant l'arbitrage
law27-d-title = Dommage subi par le camp non fautif malgré l'application de B1
law27-q-in-turn = L'enchère insuffisante a-t-elle été faite à son tour de parole ?
law27-q-replacement = Par quelle déclaration le joueur fautif a-t-il remplacé son enchère insuffisante ?
law27-v-lowest-same = L'enchère suffisante la plus basse de la même dénomination
law27-v-other-bid = Une autre enchère suffisante
law27-v-pass = Passe
law27-v-double = Contre ou Surcontre
law27-v-insufficient = Une autre enchère insuffisante
law27-q-artificial = Selon l'arbitre, l'enchère insuffisante ou celle qui la remplace est-elle artificielle ?
law27-q-same-meaning = Selon l'arbitre, la déclaration de remplacement a-t-elle le même sens que l'enchère insuffisante, ou un sens plus précis (entièrement contenu dans les sens possibles de l'enchère insuffisante) ?
law27-q-premature = Le joueur fautif a-t-il remplacé son enchère avant que l'arbitre ait statué ?
law27-summary-out-of-rotation = Cette enchère insuffisante a été faite hors tour : elle se règle comme une déclaration hors tour (Loi 31).
law27-summary-offer = L'adversaire de gauche du joueur fautif peut accepter l'enchère insuffisante, en déclarant par-dessus. S'il refuse, elle doit être remplacée par une déclaration légale.
law27-summary-offer-premature = Le joueur fautif a déjà remplacé son enchère : ce remplacement tient, sauf si son adversaire de gauche accepte l'enchère insuffisante.
law27-summary-accepted = L'enchère insuffisante est acceptée : elle devient légale et les enchères continuent, sans autre conséquence.
law27-summary-b1a = L'enchère est remplacée par l'enchère suffisante la plus basse de la même dénomination, sans caractère artificiel : les enchères continuent sans rectification. L'arbitre vérifiera en fin de donne si l'enchère insuffisante a aidé le camp fautif.
law27-summary-b1b = La déclaration de remplacement a le même sens ou un sens plus précis : les enchères continuent sans rectification. L'arbitre vérifiera en fin de donne si l'enchère insuffisante a aidé le camp fautif.
law27-summary-b2 = L'enchère insuffisante est remplacée : le partenaire du joueur fautif doit passer jusqu'à la fin des enchères. Si le joueur fautif devient défenseur, le déclarant pourra restreindre l'entame de son partenaire.
law27-summary-b3 = Le Contre ou Surcontre est annulé : le joueur fautif doit le remplacer par une déclaration autorisée, et son partenaire doit passer jusqu'à la fin des enchères.
law27-summary-offer-second = Le joueur fautif a remplacé son enchère insuffisante par une autre enchère insuffisante : son adversaire de gauche peut l'accepter.
law27-summary-second-accepted = La seconde enchère insuffisante est acceptée : elle devient légale et les enchères continuent.
law27-summary-b4 = La seconde enchère insuffisante est refusée : le joueur fautif doit la remplacer par une déclaration légale, et son partenaire doit passer jusqu'à la fin des enchères.
