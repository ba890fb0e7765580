### Loi 57 : les titres, questions et textes de ses paragraphes. Appliquée
### sous le Code 2017 seulement (ffb-2007 nomme la loi sans l'appliquer).

law57-a-title = Un défenseur entame la levée suivante, ou joue, avant que son partenaire ait joué : carte pénalisée principale, et le déclarant choisit comment joue le partenaire
law57-a1-title = Le partenaire joue sa plus forte carte de la couleur entamée
law57-a2-title = Le partenaire joue sa plus petite carte de la couleur entamée
law57-a3-title = Le partenaire joue une carte d'une autre couleur que nomme le déclarant
law57-a4-title = Le partenaire ne joue aucune carte d'une autre couleur que nomme le déclarant
law57-b-title = Le partenaire qui ne peut s'y conformer joue n'importe quelle carte (Loi 59)
law57-c1-title = Aucune rectification une fois que le déclarant a joué de ses deux mains
law57-c2-title = Aucune rectification une fois que le mort a choisi une carte avant son tour, de lui-même, ou en a suggéré une irrégulièrement
law57-c3-title = Une carte jouée prématurément par le déclarant, de l'une ou l'autre main, est jouée ; légale, elle ne peut être reprise
law57-d-title = Jouée au tour de l'adversaire de droite, la carte est jouée à son tour si elle est légale ; sinon, carte pénalisée principale
law57-q-act = Qu'a fait le défenseur trop tôt ?
law57-v-lead-to-next-trick = Il a entamé la levée suivante avant que son partenaire ait joué à celle-ci
law57-v-play-before-partner = Il a joué à cette levée avant son partenaire, hors tour
law57-v-play-at-rhos-turn = Il a joué au tour de son adversaire de droite, son partenaire ayant joué
law57-q-both-hands = Le déclarant avait-il déjà joué à cette levée de sa main et du mort (une carte du mort compte dès que le déclarant l'a nommée ou désignée) ?
law57-q-dummy-acted = Le mort avait-il, de lui-même, choisi une carte avant son adversaire de droite, ou en avait-il suggéré une irrégulièrement ?
law57-q-legal = Cette carte pouvait-elle être jouée légalement à cette levée (en fournissant s'il le pouvait) ?
law57-q-named-suit = Quelle couleur le déclarant nomme-t-il (pas la couleur entamée) ?
law57-q-can-comply = Le partenaire peut-il jouer comme le déclarant l'a choisi ? (Non s'il n'a pas de carte de la couleur entamée, pour la plus forte ou la plus petite ; ni, pour une couleur nommée, s'il n'en a pas, s'il n'a que des cartes de la couleur interdite, ou s'il doit fournir.)
law57-summary-offer = La carte du défenseur, entamée ou jouée avant son partenaire, devient une carte pénalisée principale, à jouer à la première occasion légale. Le déclarant choisit comment le partenaire joue à cette levée : sa plus forte carte de la couleur entamée, sa plus petite, une carte d'une autre couleur qu'il nomme, ou aucune carte d'une autre couleur qu'il nomme.
law57-summary-chosen = La carte du défenseur est une carte pénalisée principale, à jouer à la première occasion légale ; son partenaire joue à cette levée comme le déclarant l'a choisi.
law57-summary-cannot-comply = La carte du défenseur est une carte pénalisée principale, à jouer à la première occasion légale. Son partenaire ne peut jouer comme le déclarant l'a choisi : il joue n'importe quelle carte (en fournissant s'il le peut).
law57-summary-at-proper-turn = Le défenseur a joué au tour de son adversaire de droite. Sa carte peut être jouée légalement à cette levée : elle est jouée à son tour, sans carte pénalisée. La Loi 16 peut s'appliquer à ce que son partenaire en a appris.
law57-summary-at-rhos-turn-penalty-card = Le défenseur a joué, au tour de son adversaire de droite, une carte qu'il ne pouvait jouer légalement à cette levée : elle devient une carte pénalisée principale, à jouer à la première occasion légale.
law57-summary-declarer-played-card = Les cartes du déclarant ne sont jamais pénalisées : la carte qu'il a jouée trop tôt, légale, est jouée et ne peut être reprise.
law57-summary-declarer-revoke = La carte jouée trop tôt par le déclarant ne fournit pas alors qu'il le pouvait : ce n'est pas une carte jouée qui reste, mais une renonce, corrigée selon la Loi 62.
law57-summary-c1-play = Le déclarant avait déjà joué à cette levée de ses deux mains : la carte du défenseur, jouée avant son partenaire, reste jouée, sans rectification.
law57-summary-c2-play = Le mort avait choisi une carte de lui-même avant son tour, ou en avait suggéré une : la carte du défenseur, jouée avant son partenaire, reste jouée, sans rectification.
law57-error-partner-had-played = La feuille de jeu montre que le partenaire du fautif a déjà joué à cette levée : jouer avant lui n'est pas ce que règle la Loi 57A (au tour de l'adversaire de droite, c'est 57D).
law57-error-not-a-premature-lead = La feuille de jeu ne montre pas le fautif ayant joué à une levée en cours à laquelle son partenaire n'a pas joué : son entame n'est pas une entame de la levée suivante avant que son partenaire ait joué (57A).
law57-error-legal-contradicts-record = La feuille de jeu dit le contraire : la couleur entamée et les cartes restantes du joueur décident si la carte pouvait être jouée régulièrement à cette levée (44C).
law57-error-named-suit-is-suit-led = Le déclarant nomme une autre couleur que la couleur jouée (57A3, 57A4) : la feuille de donne montre que cette couleur est celle entamée dans la levée.
law57-error-can-comply-contradicts-record = La feuille de donne montre les cartes du partenaire : s'il détient une carte de la couleur jouée, pour en fournir la plus forte ou la plus faible, s'y lit, et elle dit le contraire.
law57-error-both-hands-contradicts-record = La feuille de donne montre si le déclarant avait joué dans cette levée de ses deux mains, et elle dit le contraire.
law57-error-rhos-turn-partner-not-played = Au tour de son adversaire de droite, son partenaire aurait déjà joué ; la feuille de donne montre que non : c'est un jeu avant son partenaire (57A).
