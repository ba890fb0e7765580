### Loi 53 : titres et textes de ses paragraphes, deux éditions.

law53-a-title = Une entame hors tour acceptée est traitée comme une entame régulière
law53-summary-accepted = Le déclarant accepte l'entame hors tour : elle est traitée comme une entame régulière, et la main suivante y joue.
law53-summary-offer = Le déclarant peut accepter l'entame hors tour, qui est alors traitée comme une entame régulière, ou faire entamer de la bonne main : la carte entamée hors tour devient alors une carte pénalisée principale.
law53-summary-refused = Le déclarant n'accepte pas l'entame hors tour : l'entame est faite de la bonne main, et la carte entamée hors tour devient une carte pénalisée principale (50B2).
law53-b-title = Le joueur dont c'était le tour d'entamer, adversaire du fautif, entame après l'entame irrégulière : son entame reste
law53-c-title = Le défenseur à droite de l'entame irrégulière du déclarant y joue : l'entame reste et la Loi 57 s'applique
law53-q-played-to-it = Quelqu'un a-t-il joué une carte sur l'entame hors tour ?
law53-v-nobody = Personne
law53-v-next-hand = La main suivante (à gauche de l'entameur)
law53-v-previous-hand = La main à droite de l'entameur
law53-summary-accepted-by-play = La main suivante a joué sur l'entame hors tour, ce qui l'a acceptée : elle est traitée comme une entame régulière.
law53-summary-b = Le joueur dont c'était le tour d'entamer a entamé après l'entame irrégulière : son entame reste et les cartes jouées par erreur peuvent être reprises (53B), ce que le moteur ne traite pas : l'arbitre décide lui-même.
law53-summary-c = Le défenseur à droite de l'entame irrégulière du déclarant y a joué : l'entame reste et la Loi 57 s'applique à la carte de ce défenseur (53C), ce que le moteur ne traite pas : l'arbitre décide lui-même.
