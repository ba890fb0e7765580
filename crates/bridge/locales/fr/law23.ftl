### Loi 23 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

law23-title = Passe imposé qui lèse le camp non fautif

# Les Lois 2017 des enchères là où elles diffèrent du texte de 2007 :
# Loi 23 (la déclaration comparable), 26, 27B, 30, 31, 32 et 72C.
# Nos propres mots ; la loi est citée, jamais recopiée.
law23-2017-a1-title = Déclaration comparable : même sens que la déclaration retirée, ou un sens voisin
law23-2017-a2-title = Déclaration comparable : elle définit une partie des sens possibles de la déclaration retirée
law23-2017-a3-title = Déclaration comparable : elle a le même but (enchère interrogative, relais)
law23-2017-b-title = Déclaration annulée remplacée par une déclaration comparable : pas d'autre rectification, la Loi 16C2 ne s'applique pas
law23-2017-c-title = Après une déclaration comparable : marque ajustée si l'aide tirée de l'infraction a changé le résultat et lésé l'autre camp
law23-q-comparable = Selon l'arbitre, la déclaration de remplacement est-elle comparable à la déclaration retirée (Loi 23A), et à quel titre ?
law23-q-comparable-later = Quand le joueur fautif a déclaré à son tour, sa déclaration était-elle comparable à celle qui a été annulée (Loi 23A), et à quel titre ?
law23-v-same-meaning = Oui : même sens, ou sens voisin (23A1)
law23-v-subset = Oui : une partie des sens possibles de la déclaration retirée (23A2)
law23-v-same-purpose = Oui : même but, par exemple enchère interrogative ou relais (23A3)
law23-v-not-comparable = Non : elle ne remplit aucun des trois critères
law23-info-withdrawn-call-comparable = Ce que montrait la déclaration retirée ou annulée : le camp non fautif peut s'en servir. Après une déclaration comparable, la loi 16C2 ne restreint pas le camp fautif (23B) ; en fin de jeu, l'arbitre vérifie selon 23C que la déclaration ne l'a pas aidé.
