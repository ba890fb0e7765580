## Le jeu de la carte : cartes pénalisées (Lois 50, 51, 59), entame hors tour (Loi 54), cartes jouables.

law44-c-title = Un joueur fournit à la couleur s'il le peut

law50-kind-title = Carte d'un défenseur exposée pendant le jeu (carte pénalisée)
law50-title = La carte d'un défenseur exposée avant d'être jouée est pénalisée
law50-a-title = La carte pénalisée reste visible devant son propriétaire
law50-b1-title = Une seule petite carte exposée par accident : carte pénalisée secondaire
law50-b2-title = Un honneur, une carte exposée volontairement, ou plusieurs cartes : cartes pénalisées principales
law50-c-title = Une carte pénalisée secondaire retient les autres cartes de sa couleur en dessous du 10, plus fortes ou plus faibles
law50-d1a-title = Une carte pénalisée principale se joue à la première occasion légale
law50-d1b-title = Fournir et respecter une restriction d'entame passent avant la carte pénalisée
law50-d2-title = Le partenaire qui a la main attend le choix du déclarant
law50-d2a-title = Le déclarant exige ou interdit la couleur : la carte est reprise
law50-d2b-title = Le déclarant laisse l'entame libre : la carte reste pénalisée
law50-e-title = Information donnée par une carte pénalisée
law50-e1-title = Les règles de jeu de la carte sont connues de tous
law50-e2-title = Le reste de ce que montre la carte est illicite pour le partenaire
law50-2017-e1-title = Ce que montre la carte, et les règles pour la jouer, sont licites pour tous tant qu'elle reste sur la table
law50-2017-e2-title = Une fois la carte reprise en main, ce qu'elle a montré est illicite pour le partenaire
law50-e3-title = Marque ajustée si l'information a lésé l'autre camp

law51-a-title = Plusieurs cartes pénalisées jouables : le déclarant désigne
law51-b-title = Plusieurs cartes pénalisées et le partenaire à l'entame
law51-b1a-title = Cartes d'une seule couleur : le déclarant exige cette couleur
law51-b1b-title = Cartes d'une seule couleur : le déclarant interdit cette couleur
law51-b2a-title = Cartes de plusieurs couleurs : le déclarant en exige une
law51-b2b-title = Cartes de plusieurs couleurs : le déclarant en interdit une ou plusieurs
law51-b-any-legal-card-title = Après le choix du déclarant, le fautif joue n'importe quelle carte légale à cette levée
law51-footnote-title = Le partenaire garde la main : le déclarant choisit de nouveau
law59-title = Impossible d'entamer ou de jouer comme exigé : n'importe quelle carte légale
law59-info-unable = Que le joueur n'a pas pu entamer comme exigé (aucune carte de la couleur exigée, ou seulement des cartes de la couleur interdite) : cela découle de l'application de la loi, et tous les joueurs peuvent s'en servir.

law50-q-offender = Quel joueur a exposé la carte ?
law50-q-role = Qui a exposé la carte ?
law50-v-defender = Un joueur de la défense
law50-v-declarer = Le déclarant
law50-v-dummy = Le mort
law50-q-how = Comment la carte a-t-elle été exposée ?
law50-v-accidental = Par pur accident matériel (carte tombée, deux cartes collées)
law50-v-deliberate = Autrement : jouée ou montrée volontairement, changement d'intention, renonce corrigée, entame refusée
law50-v-opening-lead = En entamant hors tour, pas encore arbitré
law50-v-later-lead = En attaquant hors tour plus tard dans le jeu, pas encore arbitré
law50-v-premature = Attaquée ou jouée avant que le partenaire ait joué (jeu prématuré)
law50-q-suit = De quelle couleur est la carte ?
law50-q-rank = Quelle est la hauteur de la carte ?
law50-q-others = Combien d'autres cartes pénalisées ce défenseur avait-il déjà sur la table ?
law50-q-next = Qui joue maintenant ?
law50-v-partner-leads = Le partenaire du fautif, pour entamer une levée
law50-v-offender-plays = Le joueur fautif lui-même
law50-v-other = Un autre joueur (ou le partenaire, mais pas à l'entame)
law50-q-others-suits = Les cartes pénalisées du fautif sont-elles toutes de la même couleur ?
law51-q-elected-suit = Quelle couleur, parmi celles des cartes pénalisées, le déclarant a-t-il exigée ou interdite ?
law50-v-same-suit = Oui, toutes de la même couleur
law50-v-several-suits = Non, de plusieurs couleurs
law59-q-can-comply = Le partenaire peut-il entamer comme le déclarant l'a choisi (il a la couleur exigée, ou une carte hors de la couleur interdite) ?

suit-s = Pique
suit-h = Cœur
suit-d = Carreau
suit-c = Trèfle
rank-a = As
rank-k = Roi
rank-q = Dame
rank-j = Valet
rank-t = Dix
rank-9 = Neuf
rank-8 = Huit
rank-7 = Sept
rank-6 = Six
rank-5 = Cinq
rank-4 = Quatre
rank-3 = Trois
rank-2 = Deux

law50-info-e1 = Ce que le règlement impose pour jouer la carte pénalisée
law50-info-e2 = Tout ce que la vue de la carte pénalisée apprend d'autre
law50-info-e2-declarer = Ce que la carte pénalisée révèle du jeu du défenseur
law50-2017-info-e1 = Ce que montre la carte pénalisée et ce que le règlement impose pour la jouer, tant qu'elle reste sur la table
law50-2017-info-e2 = Ce que la carte pénalisée a montré, une fois reprise en main (le déclarant a exigé ou interdit sa couleur, 50D2(a))

law50-summary-not-defender = Les cartes du déclarant et du mort ne sont jamais pénalisées. Le sort d'une carte exposée par le déclarant relève de la Loi 48, que le moteur n'applique pas : l'arbitre tranche lui-même.
law50-summary-opening-lead = Une entame hors tour ne se règle pas ici mais selon la Loi 54 : si le déclarant la refuse, la carte entamée devient une carte pénalisée principale (Loi 54D).
law50-summary-led = Une carte attaquée hors tour ou jouée prématurément ne se règle pas ici mais selon la Loi { $law }, que le moteur n'applique pas : l'arbitre tranche lui-même. Selon cette loi, la carte peut devenir une carte pénalisée principale.
law50-summary-minor = Carte pénalisée secondaire : { play-card }. Elle reste visible sur la table. Tant qu'il ne l'a pas jouée, son propriétaire ne peut jouer aucune autre carte de { play-suit } en dessous du 10, qu'elle soit plus forte ou plus faible ; il peut jouer un honneur (10, Valet, Dame, Roi, As) ou la carte pénalisée elle-même. Son partenaire entame librement mais ne doit pas tenir compte de ce que la carte lui a montré.
law50-2017-summary-minor = Carte pénalisée secondaire : { play-card }. Elle reste visible sur la table. Tant qu'il ne l'a pas jouée, son propriétaire ne peut jouer aucune autre carte de { play-suit } en dessous du 10, qu'elle soit plus forte ou plus faible ; il peut jouer un honneur (10, Valet, Dame, Roi, As) ou la carte pénalisée elle-même. Son partenaire entame librement ; tant que la carte reste sur la table, ce qu'elle montre est licite pour tous.
law50-summary-major = Carte pénalisée principale : { play-card }. Le partenaire du fautif a la main : avant qu'il entame, le déclarant exige ou interdit l'entame à { play-suit }, ou laisse l'entame libre.
law50-summary-major-waiting = Carte pénalisée principale : { play-card }. Elle reste visible et son propriétaire doit la jouer à la première occasion légale, l'obligation de fournir (ou de respecter une restriction d'entame) passant d'abord. Chaque fois que son partenaire a la main, le déclarant choisit d'abord d'exiger ou d'interdire l'entame à { play-suit }, ou de laisser l'entame libre.
law50-summary-left-free = Le déclarant laisse l'entame libre : le partenaire entame ce qu'il veut et la carte reste pénalisée sur la table ; le déclarant aura le même choix à la prochaine entame du partenaire.
law50-summary-required = Le déclarant exige l'entame à { play-suit } : la carte pénalisée ({ play-card }) est reprise en main et n'est plus pénalisée.
law50-summary-forbidden = Le déclarant interdit l'entame à { play-suit } tant que le partenaire garde la main : la carte pénalisée ({ play-card }) est reprise en main et n'est plus pénalisée.
law51-summary-left-free = Le déclarant laisse l'entame libre : le partenaire entame ce qu'il veut et toutes les cartes pénalisées restent sur la table ; tant qu'il en reste une et que le partenaire garde la main, le déclarant a de nouveau le même choix à la levée suivante.
law51-summary-major-waiting = Le fautif a plusieurs cartes pénalisées, dont { play-card } : elles sont toutes principales et restent visibles. Il doit les jouer à la première occasion légale, l'obligation de fournir (ou de respecter une restriction d'entame) passant d'abord ; quand plusieurs peuvent être jouées, le déclarant désigne laquelle. Chaque fois que son partenaire a la main, le déclarant choisit d'abord d'exiger ou d'interdire l'entame dans une couleur de ces cartes pénalisées, ou de laisser l'entame libre.
law51-summary-b1 = Le fautif a plusieurs cartes pénalisées, toutes à { play-suit } et toutes principales, et son partenaire a la main : avant qu'il entame, le déclarant exige ou interdit l'entame à { play-suit } (les cartes pénalisées à { play-suit } sont alors reprises et, à cette levée, le fautif joue n'importe quelle carte légale), ou laisse l'entame libre (elles restent pénalisées).
law51-summary-b1-required = Le déclarant exige l'entame à { play-suit } : toutes les cartes pénalisées à { play-suit } sont reprises en main et ne sont plus pénalisées. À cette levée, le fautif joue n'importe quelle carte légale.
law51-summary-b1-forbidden = Le déclarant interdit l'entame à { play-suit } tant que le partenaire garde la main : toutes les cartes pénalisées à { play-suit } sont reprises en main et ne sont plus pénalisées. À cette levée, le fautif joue n'importe quelle carte légale.
law51-summary-b2 = Le fautif a des cartes pénalisées dans plusieurs couleurs, toutes principales, et son partenaire a la main. Avant qu'il entame, le déclarant peut exiger l'entame dans l'une de ces couleurs, ou l'interdire dans une ou plusieurs d'entre elles, en nommant la ou les couleurs : seules les cartes pénalisées des couleurs nommées sont reprises, celles des autres couleurs restent pénalisées, et à cette levée le fautif joue n'importe quelle carte légale. Le déclarant peut aussi laisser l'entame libre : toutes restent pénalisées.
law51-summary-b2-required = Le déclarant exige l'entame dans la couleur pénalisée qu'il nomme : seules les cartes pénalisées de cette couleur sont reprises en main ; celles des autres couleurs restent pénalisées. À cette levée, le fautif joue n'importe quelle carte légale.
law51-error-elected-suit-without-penalty-card = Le déclarant ne peut désigner qu'une couleur dans laquelle le joueur fautif a une carte pénalisée (51B2) : l'enregistrement montre ses cartes pénalisées en { $suits }, aucune en { $suit }.
law51-summary-b2-forbidden = Le déclarant interdit, tant que le partenaire garde la main, l'entame dans la ou les couleurs pénalisées qu'il nomme : seules les cartes pénalisées de ces couleurs sont reprises en main ; celles des autres couleurs restent pénalisées. À cette levée, le fautif joue n'importe quelle carte légale.

law54-kind-title = Entame hors tour face visible
law54-title = Entame hors tour face visible
law54-a-title = Le déclarant étale son jeu et devient le mort
law54-b-title = Le déclarant accepte l'entame
law54-b1-title = La deuxième carte vient de la main du déclarant
law54-b2-title = Une carte jouée du mort est maintenue
law54-c-title = Le déclarant qui a pu voir le mort doit accepter
law54-d-title = Le déclarant refuse l'entame : carte pénalisée principale
law54-e-title = Entame par le camp du déclarant : Loi 24
law54-q-side = Qui a entamé hors tour ?
law54-v-defender = Le mauvais défenseur (l'adversaire de droite du déclarant)
law54-v-declarers-side = Le déclarant ou le mort
law54-q-face-down = Le joueur qui devait entamer avait-il déjà posé une carte face cachée ?
law54-q-exposed = Le déclarant, en commençant à étaler son jeu, en a-t-il exposé une ou plusieurs cartes ?
law54-q-saw-dummy = Le déclarant a-t-il pu voir une carte du mort (hors cartes exposées pendant les enchères) ?
law54-choice-spread = Étale son jeu et devient le mort
law54-choice-accept = Accepte l'entame
law54-choice-refuse = Refuse l'entame
law54-summary-e = L'entame a été tentée par le camp du déclarant : la Loi 24 s'applique ; la carte retourne dans la main.
law54-summary-offer = Le déclarant choisit : étaler son jeu et devenir le mort, accepter l'entame (le mort s'étale et le déclarant joue en deuxième de sa main), ou la refuser (la carte devient pénalisée principale et le bon défenseur entame).
law54-summary-a = Le déclarant étale son jeu : il devient le mort et son partenaire joue le contrat.
law54-summary-a-exposed = Le déclarant a exposé des cartes en commençant à étaler son jeu : il doit l'étaler entièrement, devient le mort et son partenaire joue le contrat.
law54-summary-b = L'entame est acceptée : le mort s'étale et la deuxième carte est jouée de la main du déclarant ; une carte jouée du mort à la place ne peut plus être reprise, sauf pour corriger une renonce.
law54-summary-c = Le déclarant a pu voir des cartes du mort : il doit accepter l'entame. Le mort s'étale et la deuxième carte est jouée de la main du déclarant.
law54-summary-d = L'entame est refusée : { play-card } reste visible sur la table comme carte pénalisée principale et le bon défenseur a la main. Avant qu'il entame, le déclarant exige ou interdit l'entame à { play-suit }, ou laisse l'entame libre.
law54-error-option-forced = Ici le déclarant n'a pas le choix : la loi impose « { $option } ».

play-error-no-contract = La feuille de jeu doit donner le contrat et le déclarant pour suivre le jeu de la carte.
play-error-play-over = Les treize levées ont été jouées : il ne reste aucune carte à jouer.
play-error-hand-unknown = La feuille de jeu ne donne pas la main de { $seat }.
play-error-not-players-turn = Ce n'est pas à { $seat } de jouer mais à { $turn }.
play-error-penalty-not-defender = { $seat } est le déclarant ou le mort : le camp du déclarant n'a jamais de carte pénalisée.
play-error-penalty-twice = Une carte figure deux fois parmi les cartes pénalisées : { play-card }.
play-error-penalty-not-in-hand = { $seat } n'a plus { play-card } (carte non distribuée à ce joueur, ou déjà jouée).
play-error-restriction-not-defender = { $seat } est le déclarant ou le mort : seule l'entame d'un défenseur peut être restreinte.
play-error-restriction-no-suit = Une restriction d'entame porte sur au moins une couleur.

play-reason-several-major = { $seat } a deux cartes pénalisées ou plus : elles sont toutes principales.
play-reason-follow-suit = Il doit fournir à { play-suit }.
play-reason-declarer-elects = { $partner } a une carte pénalisée principale : le déclarant choisit d'abord d'exiger sa couleur, de l'interdire ou de laisser l'entame libre.
play-reason-lead-required = Il doit entamer { $suits }.
play-reason-lead-forbidden = Il ne peut pas entamer { $suits }.
play-reason-unable = Il ne peut pas entamer comme exigé ({ $suits }) : il entame n'importe quelle carte.
play-reason-penalty-waits = { $count ->
    [one] Sa carte pénalisée ne peut pas être jouée maintenant (il fournit ou respecte une restriction d'entame) : elle reste sur la table ({ $cards }).
   *[other] Ses cartes pénalisées ne peuvent pas être jouées maintenant (il fournit ou respecte une restriction d'entame) : elles restent sur la table ({ $cards }).
}
play-reason-penalty-must = { $count ->
    [one] Il doit jouer sa carte pénalisée : { $cards }.
   *[other] Il doit jouer l'une de ses cartes pénalisées : { $cards }.
}
play-reason-designates = Le déclarant désigne laquelle de ces cartes pénalisées il joue : { $cards }.
play-reason-minor = Tant qu'il n'a pas joué { play-card }, il ne peut jouer aucune autre carte de { play-suit } en dessous du 10, plus forte ou plus faible ; un honneur reste permis.
play-reason-any-legal-card = Après le choix du déclarant à l'entame de son partenaire, il joue n'importe quelle carte légale à cette levée : ses cartes pénalisées restées sur la table ({ $cards }) ne sont pas imposées à cette levée.

## Lecture des cartes et des couleurs : $suit vaut S, H, D ou C, et $rank A, K, Q, J, T ou 9 à 2.
play-suit = { $suit ->
    [S] pique
    [H] cœur
    [D] carreau
   *[C] trèfle
}
play-card = { $rank ->
    [A] l'As
    [K] le Roi
    [Q] la Dame
    [J] le Valet
    [T] le 10
   *[other] le { $rank }
} de { play-suit }
play-list-and = { $first } et { $last }
play-list-or = { $first } ou { $last }
play-list-nor = { $first } ni { $last }
dd-error-incomplete-deal = L'analyse à quatre jeux demande les quatre mains : la feuille de jeu ne les donne pas toutes.
dd-error-no-contract = Pour analyser une position du jeu de la carte, la feuille de jeu doit donner le contrat et le déclarant (ou l'entame).
dd-error-after-cards = La feuille de jeu ne compte que { $played } cartes jouées : impossible de s'arrêter après la { $after }e.
dd-error-play-over = Après { $after } cartes, les treize levées sont jouées : il ne reste aucune position à analyser.
dd-error-revoke = Dans la levée en cours, { $seat } a fourni une autre couleur en ayant de la couleur demandée (renonce) : le solveur n'analyse que des positions régulières ; analysez la position avant la renonce.
dd-error-solver = Le solveur à quatre jeux a échoué sur cette donne.
dd-error-no-vulnerability = Pour marquer des contrats, la feuille de jeu doit donner la vulnérabilité.
dd-error-contract = « { $contract } » n'est pas un contrat : écrivez le palier, la dénomination (C, D, H, S, NT), puis X ou XX, ou Pass.
dd-error-busy = Le solveur à quatre jeux est occupé : aucune réponse dans le délai imparti. Rien n'a été modifié ; renvoyez la même requête dans quelques secondes.
dd-error-too-many-contracts = Une requête peut faire marquer au plus { $limit } contrats à quatre jeux.
dd-error-contracts-bridge-only = Les contrats à quatre jeux ne concernent que les incidents de bridge.
dd-error-solve-limit = Ce lot a déjà sollicité le solveur à quatre jeux pour autant d'incidents qu'une requête le permet ({ $limit }) : envoyez les contrats de cet incident dans une autre requête.
law50-summary-partners-card-election-first = Son partenaire a lui aussi une carte pénalisée principale : avant qu'il entame, le déclarant choisit d'abord selon la Loi 50D2 (51B s'il y en a plusieurs), et ce choix peut lui interdire d'entamer sa propre carte pénalisée.
