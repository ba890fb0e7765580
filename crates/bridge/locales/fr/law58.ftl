### Loi 58B (2017) : deux cartes ou plus attaquées ou jouées en même temps d'une même main.

law58-2017-b1-title = Deux cartes ou plus attaquées ou jouées en même temps d'une même main, la face d'une seule visible : cette carte est jouée, les autres retournent dans la main sans autre rectification
law58-2017-b2-title = Deux cartes ou plus attaquées ou jouées en même temps d'une même main, plus d'une face visible : le joueur fautif désigne la carte qu'il joue ; les autres cartes d'un joueur de la défense deviennent des cartes pénalisées
law58-2017-q-faces-visible = La face de plus d'une de ces cartes était-elle visible (Loi 58B) ?
law58-2017-summary-b1 = Le joueur a attaqué ou joué deux cartes ou plus en même temps, et la face d'une seule était visible : cette carte est jouée et les autres retournent dans sa main, sans autre rectification (Loi 58B1).
law58-2017-summary-b2 = Il joue la carte qu'il désigne parmi celles dont la face était visible (Loi 58B2) ; un adversaire qui a joué après une carte qu'il reprend peut reprendre la sienne et en jouer une autre (58B3, avec la Loi 16C pour les cartes reprises).
