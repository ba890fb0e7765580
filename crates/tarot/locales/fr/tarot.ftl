## Tarot : erreurs d'une feuille de donne, d'un résumé de donne, et contrôle de la feuille de marque.
## Les joueurs sont nommés ; les cartes suivent la notation T1–T21, EX, SR, HD, C10…

## Feuilles de donne.

tarot-record-player-count = Une donne de tarot se joue à 3, 4 ou 5 joueurs, pas à { $count }.
tarot-record-player-name = Le nom d'un joueur est vide.
tarot-record-player-index = Le joueur { $index } n'existe pas : les joueurs sont numérotés à partir de 0 dans l'ordre de la liste, et la donne en compte { $count }.
tarot-record-hand-count = La feuille donne { $count } { $count ->
       [one] main
      *[other] mains
    } pour { $players } joueurs : il faut une main par joueur.
tarot-record-hand-size = La main de { $player } compte { $count } { $count ->
       [one] carte
      *[other] cartes
    } au lieu de { $expected }.
tarot-record-card-twice = La carte { $card } figure deux fois : elle est déjà { $place ->
        [hand] dans la main de { $holder }
       *[dog] au chien
    }.
tarot-record-dog-size = Le chien compte { $count } { $count ->
       [one] carte
      *[other] cartes
    } au lieu de { $expected }.
tarot-record-bid-count = Les enchères comptent { $count } { $count ->
       [one] annonce
      *[other] annonces
    } pour { $players } joueurs : chacun parle une fois, à commencer par le joueur qui suit le donneur.
tarot-record-bid-too-low = Une enchère { $bid } ne peut pas suivre une enchère { $highest } : chaque contrat annoncé doit être supérieur au précédent.
tarot-record-all-passed = Tous les joueurs ont passé : il n'y a pas de preneur et les cartes sont redistribuées.
tarot-record-taker-mismatch = Le preneur indiqué (joueur { $index }) n'est pas celui que désignent les enchères (joueur { $expected }).
tarot-record-contract-mismatch = Le contrat indiqué ({ $contract }) n'est pas celui des enchères ({ $expected }).
tarot-record-missing-taker = Le preneur manque : donnez les enchères (bids), ou le preneur et le contrat.
tarot-record-missing-contract = Le contrat manque : donnez les enchères (bids), ou le preneur et le contrat.
tarot-record-called-missing = À cinq joueurs, le preneur appelle un roi : called_king manque.
tarot-record-called-not-five = On n'appelle un roi qu'à cinq joueurs : retirez called_king.
tarot-record-called-card = On ne peut pas appeler { $card } : le preneur appelle un roi ; une dame seulement s'il détient les quatre rois, un cavalier s'il détient aussi les quatre dames, un valet s'il détient aussi les quatre cavaliers.
tarot-record-discard-not-allowed = En { $contract }, personne ne prend le chien et il n'y a pas d'écart : retirez-le.
tarot-record-discard-size = L'écart compte { $count } { $count ->
       [one] carte
      *[other] cartes
    } ; il doit en compter autant que le chien, { $expected }.
tarot-record-discard-not-held = Le preneur ne peut pas écarter { $card } : cette carte est { $place ->
        [hand] dans la main de { $holder }
       *[dog] absente de sa main et du chien
    }.
tarot-record-discard-twice = La carte { $card } figure deux fois dans l'écart.
tarot-record-discard-missing = L'écart manque : donnez-le, ou donnez tous les plis pour qu'il puisse être reconstitué.
tarot-record-too-many-tricks = La feuille compte { $count } plis ; une donne en a { $expected }.
tarot-record-trick-size = Le pli { $trick } compte { $count } { $count ->
       [one] carte
      *[other] cartes
    } : chaque pli a une carte par joueur ({ $players }), et seul le dernier pli noté peut être incomplet.
tarot-record-out-of-rotation = Pli { $trick } : { $player } joue hors de son tour ; c'est à { $expected } de jouer (le jeu tourne dans le sens inverse des aiguilles d'une montre, à partir de l'entame).
tarot-record-card-played-twice = Pli { $trick } : { $player } joue { $card }, carte déjà jouée au pli { $first }.
tarot-record-card-not-held = Pli { $trick } : { $player } joue { $card }, qu'il n'a pas : cette carte est { $place ->
        [hand] dans la main de { $holder }
        [discard] dans l'écart
       *[dog] au chien
    }.
tarot-record-handle-twice = { $player } présente deux poignées : un joueur en présente une au plus.
tarot-record-handle-not-trump = La poignée de { $player } montre { $card }, qui n'est ni un atout ni l'excuse.
tarot-record-handle-not-held = La poignée de { $player } montre { $card }, qui n'est pas dans sa main.
tarot-record-handle-card-twice = La poignée de { $player } montre deux fois { $card }.
tarot-record-incomplete = Le jeu n'est pas terminé ({ $count } plis sur { $expected }) : la donne ne se compte qu'une fois tous les plis joués.

## Résumés de donne.

tarot-summary-missing = Le champ { $field } manque : envoyez une feuille de donne, ou le résumé avec players, contract, taker_points et taker_oudlers.
tarot-summary-players = Le tarot se joue à 3, 4 ou 5 joueurs, pas à { $count }.
tarot-summary-points = { $points } n'est pas un nombre de points : de 0 à 91, au demi-point près.
tarot-summary-oudlers = Le preneur a de 0 à 3 bouts, pas { $count }.
tarot-summary-points-oudlers = { $points } { $points ->
       [one] point
      *[other] points
    } avec { $oudlers } { $oudlers ->
       [one] bout
      *[other] bouts
    }, c'est impossible : chaque bout vaut 4,5 points, et l'autre camp a le reste.
tarot-summary-points-half-at-four = { $points } points : à quatre joueurs, le compte d'une donne jouée sans irrégularité tombe toujours juste (chaque camp a un nombre pair de cartes, comptées deux par deux), sauf quand la défense fait tous les plis ; une donne arbitrée est marquée par sa décision.
tarot-summary-points-taker-chelem = { $points } { $points ->
       [one] point
      *[other] points
    } avec { $oudlers } { $oudlers ->
       [one] bout
      *[other] bouts
    } pour un chelem du preneur : son camp a toutes les cartes, soit 91 points avec les 3 bouts, ou 87 avec 2 bouts si la défense a gardé l'excuse (comptée 4 points).
tarot-summary-points-defence-chelem = { $points } { $points ->
       [one] point
      *[other] points
    } avec { $oudlers } { $oudlers ->
       [one] bout
      *[other] bouts
    } quand la défense a fait tous les plis : le camp du preneur n'a que le chien quand il lui revient, et l'excuse s'il l'a jouée, soit { $max } points au plus et un seul bout hors garde sans.
tarot-summary-points-defence-chelem-min = { $points } { $points ->
       [one] point
      *[other] points
    } avec { $oudlers } { $oudlers ->
       [one] bout
      *[other] bouts
    } alors que la défense a fait tous les plis : le camp du preneur garde l'écart (ou le chien en garde sans), au moins un demi-point par carte, et 4,5 par bout, moins la carte basse donnée pour l'excuse : { $min } points au moins.
tarot-summary-points-taker-chelem-garde-contre = { $points } { $points ->
       [one] point
      *[other] points
    } avec { $oudlers } { $oudlers ->
       [one] bout
      *[other] bouts
    } pour un chelem du preneur en garde contre : le chien revient à la défense, au moins un demi-point par carte, et 4,5 par bout que détient la défense, donc son camp a { $max } points au plus.
tarot-summary-points-without-chelem-max = { $points } { $points ->
       [one] point
      *[other] points
    } avec { $oudlers } { $oudlers ->
       [one] bout
      *[other] bouts
    } sans chelem : la défense a fait au moins un pli (et a le chien en garde contre), au moins un demi-point par carte et 4,5 par bout qu'elle détient, donc le camp du preneur a { $max } points au plus. S'il a fait tous les plis, indiquez le chelem.
tarot-summary-points-without-chelem-min = { $points } { $points ->
       [one] point
      *[other] points
    } avec { $oudlers } { $oudlers ->
       [one] bout
      *[other] bouts
    } sans chelem : le camp du preneur a fait au moins un pli, et garde son écart en prise ou en garde et le chien en garde sans, au moins un demi-point par carte et 4,5 par bout, donc { $min } points au moins. Si la défense a fait tous les plis, indiquez son chelem.
tarot-summary-handle-count = { $count } poignées pour { $players } joueurs : chaque joueur en présente une au plus.
tarot-summary-handle-side-count = { $count } poignées pour { $side ->
        [taker] le camp du preneur
       *[defence] la défense
    }, qui compte { $players } { $players ->
        [one] joueur
       *[other] joueurs
    } : chaque joueur en présente une au plus.
tarot-summary-handle-trumps = Ces poignées demandent { $trumps } atouts ; il n'y en a que 22 (les 21 atouts et l'excuse).
tarot-summary-petit-chelem = Le petit au bout ne peut pas revenir { $side ->
        [taker] au preneur
       *[defence] à la défense
    } quand { $chelem ->
        [taker] le preneur
       *[defence] la défense
    } a fait tous les plis.
tarot-summary-petit-oudlers = Le petit au bout ne peut revenir { $side ->
        [taker] au preneur
       *[defence] à la défense
    } quand le preneur finit avec { $oudlers } { $oudlers ->
        [one] bout
       *[other] bouts
    } : le camp qui le prend détient le petit, l'un des trois bouts (Règlement, « Le Petit au Bout »).
tarot-summary-partner = Il n'y a pas de partenaire à { $players } joueurs : le preneur n'en appelle un qu'à cinq.
tarot-score-record-and-summary = Envoyez une feuille de donne ou un résumé, pas les deux : retirez { $field }.

## Contrôle de la feuille de marque.

tarot-sheet-missing-table = Le numéro de table manque.
tarot-sheet-player-count = La feuille compte { $count } { $count ->
       [one] joueur
      *[other] joueurs
    } ; une table en a 3, 4 ou 5.
tarot-sheet-missing-name = Le nom du joueur de la colonne { $column } manque.
tarot-sheet-missing-number = Le numéro de licence du joueur de la colonne { $column } manque.
tarot-sheet-score-count = La ligne { $line } compte { $count } { $count ->
       [one] score
      *[other] scores
    } pour { $players } joueurs.
tarot-sheet-line-not-zero = La ligne { $line } ne totalise pas zéro : ses scores font { $sum }.
tarot-sheet-score-out-of-range = Ligne { $line }, colonne { $column } : un score de plus de { $max } points (en valeur absolue), qu'aucune donne ne donne.
tarot-sheet-line-shape = La ligne { $line } n'est pas la marque d'une donne : chaque défenseur marque le même score, et le preneur trois fois l'opposé à quatre joueurs, deux fois à trois ; à cinq, le preneur deux fois et son partenaire une fois, ou le preneur quatre fois s'il joue seul.
tarot-sheet-taker-unknown = Ligne { $line } : le preneur est dans la colonne { $column }, que la feuille n'a pas.
tarot-sheet-partner-unknown = Ligne { $line } : le partenaire est dans la colonne { $column }, que la feuille n'a pas.
tarot-sheet-partner-not-five = Ligne { $line } : un partenaire à { $players } joueurs ; le preneur n'en appelle un qu'à cinq.
tarot-sheet-points-over-91 = Ligne { $line } : { $points } points ; une donne en compte 91.
tarot-sheet-points-negative = Ligne { $line } : { $points } points, un nombre de points ne peut pas être négatif.
tarot-sheet-points-not-half = Ligne { $line } : { $points } points n'est pas compté au demi-point près.
tarot-sheet-too-many-oudlers = Ligne { $line } : { $count } bouts ; il n'y en a que 3.
tarot-sheet-negative-oudlers = Ligne { $line } : { $count } bouts, un nombre de bouts ne peut pas être négatif.
tarot-sheet-points-oudlers = Ligne { $line } : { $points } { $points ->
       [one] point
      *[other] points
    } avec { $oudlers } { $oudlers ->
       [one] bout
      *[other] bouts
    }, c'est impossible : chaque bout vaut 4,5 points, et l'autre camp a le reste.
tarot-sheet-points-taker-chelem = Ligne { $line } : { $points } points pour un chelem du preneur ; son camp a 91 points avec les 3 bouts, ou 87 avec 2 bouts si la défense a gardé l'excuse.
tarot-sheet-points-defence-chelem = Ligne { $line } : { $points } points alors que la défense a fait tous les plis ; le camp du preneur en a { $max } au plus (le chien quand il lui revient, et l'excuse).
tarot-sheet-points-defence-chelem-min = Ligne { $line } : { $points } points alors que la défense a fait tous les plis ; le camp du preneur en a { $min } au moins (l'écart ou le chien, et ses bouts).
tarot-sheet-points-taker-chelem-garde-contre = Ligne { $line } : { $points } points pour un chelem du preneur en garde contre ; le chien revient à la défense, son camp a donc { $max } points au plus.
tarot-sheet-points-without-chelem-max = Ligne { $line } : { $points } points sans chelem ; la défense a fait au moins un pli, le camp du preneur a donc { $max } points au plus (ou le chelem manque).
tarot-sheet-points-without-chelem-min = Ligne { $line } : { $points } points sans chelem ; le camp du preneur a fait au moins un pli et garde son écart ou le chien, donc { $min } points au moins (ou le chelem de la défense manque).
tarot-sheet-handles-trumps = Ligne { $line } : les poignées demandent { $trumps } atouts ; il n'y en a que 22 (les 21 atouts et l'excuse).
tarot-sheet-handles-taker-side = Ligne { $line } : { $count } poignées pour le camp du preneur, qui compte { $players } { $players ->
        [one] joueur
       *[other] joueurs
    } : chaque joueur en présente une au plus.
tarot-sheet-petit-chelem = Ligne { $line } : le petit au bout revient à un camp alors que l'autre a fait tous les plis.
tarot-sheet-petit-oudlers = Ligne { $line } : le petit au bout revient { $side ->
        [taker] au preneur
       *[defence] à la défense
    }, mais { $oudlers } { $oudlers ->
        [one] bout
       *[other] bouts
    } au preneur laissent le petit à l'autre camp.
tarot-sheet-score-mismatch = Ligne { $line } : la donne telle qu'elle est notée vaut { $expected }, et non { $found }.

## Legal plays (POST /v1/tarot/legal-plays).
tarot-play-title = Les règles du jeu de la carte
tarot-play-title-five = L'entame à cinq joueurs
tarot-legal-play-over = Toutes les levées sont jouées : il n'y a plus de carte à jouer.
tarot-play-reason-any = Il joue la carte de son choix.
tarot-play-reason-follow-suit = Il doit fournir à la couleur demandée (ou jouer l'Excuse).
tarot-play-reason-trump = Sans la couleur demandée, il doit couper (ou jouer l'Excuse) ; s'il ne peut surcouper, il sous-coupe.
tarot-play-reason-overtrump = Un atout est déjà joué : il doit surcouper (ou jouer l'Excuse).
tarot-play-reason-follow-trumps = Atout demandé : il doit jouer atout (ou l'Excuse), sans pouvoir monter.
tarot-play-reason-play-higher-trump = Atout demandé : il doit monter sur le plus fort atout joué (ou jouer l'Excuse).
tarot-play-reason-called-suit-at-first-lead = À cinq, l'entame ne peut se faire dans la couleur de la carte appelée, sauf de la carte appelée elle-même.

# Pourquoi un texte n'est pas une carte de tarot (serde_reason, `reason-<kind>`).
reason-tarot-card = « { $text } » n'est pas une carte de tarot : T1 à T21, EX, ou une couleur (S, H, D, C) suivie d'un rang (R, D, C, V, 10 à 1), par exemple SR ou C10
