### Le jeu de la carte : cartes jouables et pourquoi, cartes et couleurs lues à voix haute, double mort.

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
play-error-no-contract = La feuille de jeu doit donner le contrat et le déclarant pour suivre le jeu de la carte.
play-error-play-over = Les treize levées ont été jouées : il ne reste aucune carte à jouer.
play-error-hand-unknown = La feuille de jeu ne donne pas la main de { $seat }.
play-error-not-players-turn = Ce n'est pas à { $seat } de jouer mais à { $turn }.
play-error-penalty-not-defender = { $seat } est le déclarant ou le mort : le camp du déclarant n'a jamais de carte pénalisée.
play-error-penalty-twice = Une carte figure deux fois parmi les cartes pénalisées : { play-card }.
play-error-penalty-not-in-hand = { $seat } n'a plus { play-card } (carte non distribuée à ce joueur, ou déjà jouée).
play-error-restriction-not-defender = { $seat } est le déclarant ou le mort : seule l'attaque d'un défenseur peut être restreinte.
play-error-restriction-no-suit = Une restriction d'attaque porte sur au moins une couleur.
play-reason-several-major = { $seat } a deux cartes pénalisées ou plus : elles sont toutes principales.
play-reason-follow-suit = Il doit fournir à { play-suit }.
play-reason-declarer-elects = { $partner } a une carte pénalisée principale : le déclarant choisit d'abord d'exiger sa couleur, de l'interdire ou de laisser l'attaque libre.
play-reason-lead-required = Il doit attaquer { $suits }.
play-reason-lead-forbidden = Il ne peut pas attaquer { $suits }.
play-reason-unable = Il ne peut pas attaquer comme exigé ({ $suits }) : il attaque n'importe quelle carte.
play-reason-penalty-waits = { $count ->
    [one] Sa carte pénalisée ne peut pas être jouée maintenant (il fournit ou respecte une restriction d'attaque) : elle reste sur la table ({ $cards }).
   *[other] Ses cartes pénalisées ne peuvent pas être jouées maintenant (il fournit ou respecte une restriction d'attaque) : elles restent sur la table ({ $cards }).
}
play-reason-penalty-must = { $count ->
    [one] Il doit jouer sa carte pénalisée : { $cards }.
   *[other] Il doit jouer l'une de ses cartes pénalisées : { $cards }.
}
play-reason-designates = Le déclarant désigne laquelle de ces cartes pénalisées il joue : { $cards }.
play-reason-minor = Tant qu'il n'a pas joué { play-card }, il ne peut jouer aucune autre carte de { play-suit } en dessous du 10, plus forte ou plus faible ; un honneur reste permis.
play-reason-any-legal-card = Après le choix du déclarant à l'attaque de son partenaire, il joue n'importe quelle carte légale à cette levée : ses cartes pénalisées restées sur la table ({ $cards }) ne sont pas imposées à cette levée.

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
