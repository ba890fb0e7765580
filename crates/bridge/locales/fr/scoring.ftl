## Bridge : marque du duplicate (loi 77).
## Contrats écrits 4S, 3NTX, 6HXX.

score-bad-contract = « { $value } » n'est pas un contrat : écrivez un palier de 1 à 7, une dénomination (C, D, H, S, NT) et X ou XX s'il est contré, par exemple 4S ou 3NTX ; ou Pass pour une donne passée.
score-missing = Le champ « { $field } » est nécessaire pour marquer un contrat joué.
score-bad-vulnerability = « { $value } » n'est pas une vulnérabilité : None, NS, EW ou All.
score-bad-tricks = { $tricks } levées, c'est impossible : le camp du déclarant fait de 0 à 13 levées.
score-pass-tricks = La donne a été passée : personne n'a joué, aucune levée n'a donc été faite (la requête en indique { $tricks }).
