### Loi 53 : titres et textes de ses paragraphes, deux éditions.

law53-a-title = Une entame hors tour acceptée est traitée comme une entame régulière
law53-summary-accepted = Le déclarant accepte l'entame hors tour : elle est traitée comme une entame régulière, et la main suivante y joue.
law53-summary-offer = Le déclarant peut accepter l'entame hors tour, qui est alors traitée comme une entame régulière, ou faire entamer de la bonne main : la carte entamée hors tour devient alors une carte pénalisée principale.
law53-summary-refused = Le déclarant n'accepte pas l'entame hors tour : l'entame est faite de la bonne main, et la carte entamée hors tour devient une carte pénalisée principale (50B2).
law53-q-played-to-it = Quelqu'un a-t-il joué une carte sur l'entame hors tour ?
law53-v-nobody = Personne
law53-v-next-hand = La main suivante (à gauche de l'entameur)
law53-v-previous-hand = La main à droite de l'entameur
law53-summary-accepted-by-play = La main suivante a joué sur l'entame hors tour, ce qui l'a acceptée : elle est traitée comme une entame régulière.
law53-b-title = Le défenseur à droite de l'entame irrégulière du déclarant y joue : l'entame reste et la Loi 57 s'applique
law53-c-title = Le joueur dont c'était le tour d'entamer, adversaire du fautif, entame après l'entame irrégulière : son entame reste
law53-2017-b-title = Le joueur dont c'était le tour d'entamer, adversaire du fautif, entame après l'entame irrégulière : son entame reste
law53-2017-c-title = Le défenseur à droite de l'entame irrégulière du déclarant y joue : l'entame reste et la Loi 57 s'applique
law53-b-or-c-title = Une carte jouée sur une entame hors tour par la main qui la précède : l'entame régulière faite après elle, ou la carte du mauvais défenseur sur l'entame du déclarant
law53-summary-proper-lead = Le joueur dont c'était le tour d'entamer a entamé après l'entame irrégulière : son entame reste et les cartes jouées par erreur peuvent être reprises ({ $law }), ce que le moteur ne traite pas : l'arbitre décide lui-même.
law53-summary-wrong-defender = Le défenseur à droite de l'entame irrégulière du déclarant, dont ce n'était pas le tour, y a joué : l'entame reste et la Loi { $law } s'applique à sa carte, ce que le moteur n'applique pas : l'arbitre décide lui-même.
law53-summary-out-of-rotation = La main à droite du défenseur a joué sur son entame hors tour alors que ce n'était pas à elle d'entamer : une carte jouée hors tour, Loi { $law }, que le moteur n'applique pas : l'arbitre décide lui-même.
law53-2017-summary-lead-stands-57 = L'entame hors tour du déclarant reste (53C) : le défenseur à sa droite, dont ce n'était pas le tour, y a joué, et la Loi 57 s'applique à sa carte.
law53-2017-summary-out-of-rotation = Elle a été jouée sur l'entame hors tour du défenseur depuis la main qui la précède. Seul le jeu de la main suivante, ou une déclaration, accepte une entame hors tour (53A) : c'est à l'arbitre de dire si celle-ci est maintenue, ce que le moteur ne règle pas.
law53-q-lead-trick = À quelle levée l'entame hors tour a-t-elle eu lieu (2 à 13) ? Utile seulement à la treizième : selon le Code 2017, une entame hors tour n'y peut pas être acceptée.
law53-2017-summary-trick-thirteen = L'entame hors tour a eu lieu à la treizième levée, où elle ne peut être acceptée ni par une déclaration ni en y fournissant (53A) : elle est reprise et la levée est entamée de la bonne main. Le défenseur garde sa carte, sa dernière, et la fournit à la levée à son tour.
law53-2017-summary-declarer-trick-thirteen = L'entame hors tour du déclarant a eu lieu à la treizième levée, où la défense ne peut pas l'accepter (53A) : elle est reprise.
