### Loi 48 (2017) : une carte de la main du déclarant ou du mort exposée, avec la Loi 45C2 à laquelle renvoie 48A.

law48-2017-a-title = Le déclarant n'encourt aucune restriction pour une carte exposée, aucune carte du déclarant ou du mort ne devient pénalisée, et une carte tombée par accident n'a pas à être jouée
law48-2017-summary-dropped = Le déclarant a laissé tomber la carte par accident : elle n'est pas pénalisée et il n'a pas à la jouer ; elle retourne dans sa main, sans autre conséquence (48A).
law48-2017-summary-shown = Le déclarant a exposé la carte, mais pas comme pour la jouer : elle n'est pas pénalisée et il n'encourt aucune restriction ; elle retourne dans sa main (48A).
law48-2017-summary-held-as-played = Le déclarant tenait la carte comme pour la jouer : elle est jouée (45C2, que 48A réserve) ; elle n'est pas pénalisée.
law48-2017-summary-dummy = Une carte de la main du mort n'est jamais pénalisée : elle reprend sa place parmi les cartes du mort, sans autre conséquence (48A).
