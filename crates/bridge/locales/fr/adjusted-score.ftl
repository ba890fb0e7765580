### Une marque ajustée de la Loi 12C : les erreurs de la notation, les
### contrôles des Lois 12B1, 12C1(e) et 12C2(a), et le résumé de la marque attribuée.

## Contrats écrits 4S, 3NTX, 6HXX ; résultats 4S=, 4SX-1, 3NT+1, 5HXE-2 (joué par Est).

adjusted-bad-result = « { $value } » n'est pas un résultat : écrivez le contrat, puis = s'il est juste fait, +n avec des levées de mieux, -n s'il chute (4S=, 4SX-1, 3NT+1), un siège après le contrat quand ce n'est pas le déclarant de la donne (5HXE-2), ou Pass.
adjusted-bad-result-no-declarer = « { $value } » ne dit pas qui a joué le contrat : donnez le `declarer` de la donne, ou écrivez le siège après le contrat (4SN=).
adjusted-bad-percent = Un poids de { $percent } % est impossible : chaque résultat pèse un pourcentage entier de 1 à 100.
adjusted-percent-sum = Les poids totalisent { $total } %, et non 100 % (loi 12C1(c)).
adjusted-withheld-points-not-units = Les points retenus dans la notation (`!n`) sont des points de marque : la loi 12C1(e) en points de match ou en IMP mesure le dommage dans ces unités. Donnez `self_inflicted` (le résultat à la table et celui sans l'erreur) plutôt que les points, ou retirez `compare`.
adjusted-withheld-not-a-score = { $points } points ne peuvent être retenus : ce que sa propre erreur a coûté à un camp est la différence de deux marques, un multiple de 10 points.
adjusted-no-components = Une marque pondérée demande au moins un résultat.
adjusted-bad-notation = « { $value } » n'est pas une marque ajustée : A60/40 (artificielle, Nord-Sud puis Est-Ouest), W60*4S=;40*4S-1 (pondérée, totalisant 100), 4S= (attribuée), ou NS:…|EW:… pour une marque partagée (la notation garde EW pour Est-Ouest).
adjusted-split-needs-both = Une marque partagée donne à la fois `ns` et `ew`.
adjusted-missing = Donnez la marque ajustée : `adjustment`, `ns` et `ew` (marque partagée), ou `notation`.
adjusted-several-ways = Donnez la marque ajustée d'une seule façon : `adjustment`, `ns` et `ew`, ou `notation`.
adjusted-no-vulnerability = La vulnérabilité de la donne (`vulnerable`) est nécessaire pour marquer les résultats d'une marque ajustée.
adjusted-summary = Marque ajustée { $notation } ; camp fautif : { $offending ->
        [both] les deux camps
        [neither] aucun camp
       *[other] { $offending }
    }.
adjusted-summary-assigned = { $side } : marque attribuée (loi 12C1(b)), { $components } : { $points } points.
adjusted-summary-weighted = { $side } : marque pondérée (loi 12C1(c)), { $components } : { $points } points.
adjusted-summary-artificial = { $side } : marque ajustée artificielle (loi 12C2), { $percent } %.
adjusted-summary-withheld = { $side } se voit retirer { $points } points pour la part du dommage qu'il s'est causée lui-même (Loi 12C1(e)) ; le camp fautif garde la marque ajustée.
adjusted-summary-self-inflicted-units = { $side } marque { $figure }{ $unit ->
        [imps] {" "}IMP
       *[percent] {" "}%
    } : le résultat de la table, plus ce que la marque ajustée donne au-delà du résultat sans sa propre erreur (12C1(e) mesuré dans les unités de la donne ; les points retirés dans la notation ne valent qu'au total des points).
adjusted-offenders-better-than-mirror = Le camp fautif marquerait { $offending } points, plus que les { $mirror } que lui laisse la marque du camp non fautif : une marque ajustée ne donne jamais au camp fautif un avantage tiré de son infraction (Loi 12B1).
adjusted-withheld-from-offender = Des points ne sont retirés (Loi 12C1(e)) qu'au camp non fautif, pour le dommage qu'il s'est causé lui-même : pas au camp fautif.
adjusted-self-inflicted-one-side = La Loi 12C1(e) concerne le camp non fautif : indiquez un seul camp fautif, NS ou EW.
adjusted-self-inflicted-artificial = La Loi 12C1(e) retire des points d'une marque en points : donnez au camp non fautif une marque attribuée ou pondérée, pas artificielle.
adjusted-self-inflicted-no-cost = Sans sa propre erreur, le camp non fautif n'aurait pas fait mieux ({ $cost } points) : aucun dommage qu'il se serait causé à retirer (Loi 12C1(e)).
adjusted-self-inflicted-no-damage = Le score ajusté ne donne pas au camp non fautif plus que son résultat à la table : l'infraction ne l'a pas lésé et il n'y a rien à retirer (Loi 12C1(e)) ; il garde son résultat à la table.
adjusted-artificial-above-average = { $side } est en faute : une marque artificielle de { $percent } % lui donnerait plus que la moyenne ({ $average } %). Selon la loi 12C2, un camp directement en faute reçoit au plus la moyenne moins ({ $minus } %), un camp en partie en faute la moyenne.
adjusted-artificial-below-average = { $side } n'est pas en faute : une marque artificielle de { $percent } % lui donnerait moins que la moyenne ({ $average } %). Selon la loi 12C2, un camp en rien fautif reçoit au moins la moyenne plus ({ $plus } %), un camp en partie en faute la moyenne.
adjusted-artificial-between-minus-and-average = { $side } est en faute : { $percent } % n'est aucune des marques de la loi 12C2(a), qui donne à un camp directement en faute la moyenne moins (au plus { $minus } %) et à un camp en partie en faute la moyenne ({ $average } %).
adjusted-artificial-between-average-and-plus = { $side } n'est pas en faute : { $percent } % n'est aucune des marques de la loi 12C2(a), qui donne à un camp en rien fautif la moyenne plus (au moins { $plus } %) et à un camp en partie en faute la moyenne ({ $average } %).
