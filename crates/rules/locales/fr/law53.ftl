### Loi 53 : titres et textes de ses paragraphes, deux éditions.

law53-a-title = Une entame hors tour acceptée est traitée comme une entame régulière
law53-summary-accepted = Le déclarant accepte l'entame hors tour : elle reste comme une entame régulière, et la main suivante y fournit.
law53-summary-offer = Le déclarant peut accepter l'entame hors tour, qui reste alors comme une entame régulière, ou faire entamer de la bonne main : la carte entamée hors tour devient alors une carte pénalisée principale.
law53-summary-refused = Le déclarant n'accepte pas l'entame hors tour : l'entame est faite de la bonne main, et la carte entamée hors tour devient une carte pénalisée principale (50B2).
