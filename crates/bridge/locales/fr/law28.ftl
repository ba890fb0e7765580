### Loi 28 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

law28-a-title = Déclaration faite au tour de l'adversaire de droite obligé de passer : elle est au tour de parole
law28-b-title = Déclaration faite à son tour avant l'arbitrage d'une déclaration hors tour : celle-ci est annulée
law28-summary-a = L'adversaire de droite devait passer : la déclaration est considérée comme faite à son tour. Pas d'irrégularité, les enchères continuent.
law28-summary-b = Le joueur dont c'était le tour a déclaré avant l'arbitrage : sa déclaration est maintenue, la déclaration hors tour est annulée sans autre rectification. Ce qu'elle montrait est interdit au camp fautif.
law28-summary-a-inadmissible = L'adversaire de droite devait passer : la déclaration est considérée comme faite à son tour (28A). Elle reste un contre ou un surcontre que les lois n'autorisent pas : la Loi 36 régit une déclaration inadmissible faite à son tour, et le service ne la tranche pas : l'arbitre décide.
law28-summary-a-insufficient = L'adversaire de droite devait passer : l'enchère est considérée comme faite à son tour (28A). Elle est insuffisante : elle se règle comme une enchère insuffisante faite à son tour (Loi 27).
