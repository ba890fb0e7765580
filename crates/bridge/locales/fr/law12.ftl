### Loi 12 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

# Marques ajustées de la Loi 12C dans les décisions.
law12-c1b-title = Marque attribuée : le résultat probable sans l'infraction
law12-c1c-title = Marque pondérée : plusieurs résultats possibles, chacun avec sa part
law12-c1e-title = Le camp non fautif n'est pas dédommagé du tort causé par sa propre erreur grave ou son coup de poker
law12-2017-c1e-title = Le camp non fautif n'est pas dédommagé du tort causé par sa propre erreur extrêmement grave (sans rapport avec l'infraction) ou son coup de poker
law12-c1d-title = Sur une donne jouée, une marque artificielle quand les résultats possibles sont nombreux ou peu évidents
law12-2007-c1e-title = Marque attribuée : pour le camp non fautif le résultat le plus favorable qui était vraisemblable, pour le camp fautif le plus défavorable qui était tant soit peu probable
law12-c2a-title = Marque artificielle : moyenne plus, moyenne ou moyenne moins, selon la responsabilité
law12-q-adjusted-score = Quelle marque ajustée attribuez-vous ? Écrivez-la dans la notation (A60/40, W60*4S=;40*4S-1, 4S=, NS:…|EW:…).
law12-q-offending-side = Quel camp est en faute ?
law12-q-board-declarer = Qui était le déclarant de la donne (pour les résultats qui n'en nomment pas) ?
law12-q-board-vulnerable = Quels camps étaient vulnérables sur la donne ?
law12-v-ns = Nord–Sud
law12-v-ew = Est–Ouest
law12-v-both = Les deux camps
law12-v-neither = Aucun camp
law12-v-vul-none = Personne vulnérable
law12-v-vul-ns = Nord–Sud vulnérables
law12-v-vul-ew = Est–Ouest vulnérables
law12-v-vul-all = Tous vulnérables

## Les messages de la notation elle-même, et la marque, sont dans
## arbitre-bridge (adjusted-score.ftl, scoring.ftl).

expected-adjusted-score-weights = des poids qui totalisent 100 % (loi 12C1(c)) ; ceux-ci totalisent { $total } %
adjusted-64c-compensated = Selon la loi 64C, l'arbitre n'ajuste que si le transfert de levées ne compense pas le dommage : sans la renonce, le camp non fautif aurait fait { $without } levées, et il en a { $after } après le transfert.
adjusted-64c-other-contract = Selon la loi 64C, l'arbitre rétablit les levées que le camp non fautif aurait faites dans le contrat joué, { $played } : une marque attribuée dans un autre contrat ne les rétablit pas.
adjusted-64c-other-count = Cette marque attribuée donne { $given } levées au camp non fautif, alors que le décompte de l'arbitre sans la renonce lui en donne { $without } (loi 64C) : donnez la marque qui rétablit ce décompte, ou corrigez le décompte.
law12-error-offending-side-not-offenders = Le camp fautif est celui du joueur fautif, { $side } : pas { $named }.
