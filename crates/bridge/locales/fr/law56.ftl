### Loi 56 (2017) : entame hors tour d'un défenseur.

law56-2017-a-title = Le déclarant peut accepter l'entame hors tour d'un défenseur, comme le prévoit la Loi 53
law56-2017-b-title = Ou exiger qu'elle soit reprise : la carte devient une carte pénalisée principale et la Loi 50D s'applique
