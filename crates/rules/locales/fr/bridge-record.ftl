## Errors in a deal record (PBN import, deal, play). Each message says
## what is wrong; the field (tag) and the line are given beside it.
## Seats arrive as letters N, E, S, W and are spelt out here.

record-duplicate-card = La carte { $card } figure dans deux mains : celle { $first ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    } et celle { $second ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    }.
record-card-twice-in-hand = La carte { $card } figure deux fois dans la main { $seat ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    }.
record-hand-size = La main { $seat ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    } compte { $count } { $count ->
       [one] carte
      *[other] cartes
    }, alors qu'une main en a 13.
record-deal-syntax = La valeur « { $value } » ne décrit pas une donne. Forme attendue : « N:main main main main », où la lettre (N, E, S ou W) est la position de la première main et les autres suivent dans le sens des aiguilles d'une montre ; une main s'écrit piques.cœurs.carreaux.trèfles, par exemple AKQ.JT9.876.5432.
record-deal-hand-count = La donne « { $value } » contient { $count } { $count ->
       [one] main
      *[other] mains
    } au lieu de 4 (une main inconnue s'écrit « - »).
record-deal-suit-count = La main { $seat ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    } « { $hand } » a { $count } { $count ->
       [one] couleur
      *[other] couleurs
    } au lieu de 4 : piques, cœurs, carreaux et trèfles, séparés par des points (une chicane laisse la place vide, comme dans AKQ..JT98.5432).
record-deal-bad-rank = Dans la main { $seat ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    } « { $hand } », « { $rank } » n'est pas une hauteur de carte : attendu 2 à 9, T (ou 10), J, Q, K ou A.
record-bad-card = « { $text } » n'est pas une carte : attendu la couleur (S, H, D ou C) puis la hauteur (2 à 9, T ou 10, J, Q, K, A), par exemple SA ou H10.
record-bad-seat = La balise { $tag } vaut « { $value } », qui n'est pas une position : attendu N, E, S ou W.
record-bad-vulnerability = La vulnérabilité « { $value } » est inconnue : attendu None, NS, EW ou All (Love, - et Both sont aussi acceptés).
record-bad-contract = Le contrat « { $value } » est illisible : attendu un palier de 1 à 7, une dénomination (C, D, H, S ou NT), puis X s'il est contré ou XX s'il est surcontré, par exemple 4S ou 3NTX ; ou Pass si la donne a été passée.
record-bad-result = Le résultat « { $value } » n'est pas un nombre de levées du déclarant entre 0 et 13.
record-bad-tag = Balise mal formée : « { $text } ». Une balise s'écrit [Nom "valeur"], sur une seule ligne.
record-unterminated-comment = Le commentaire ouvert par « {"{"} » sur cette ligne n'est jamais refermé par « {"}"} » : tout le reste du texte serait ignoré.
record-unterminated-string = Une valeur entre guillemets n'est pas refermée avant la fin de la ligne.
record-stray-text = Le texte « { $text } » n'appartient à aucune balise : chaque partie doit commencer par une balise [Nom "valeur"].
record-no-game = Le texte ne contient aucune partie PBN : aucune balise [Nom "valeur"] n'y figure.
record-board-not-found = Le texte ne contient pas la donne numéro { $board } (balise Board).
record-play-no-leader = Des cartes jouées suivent la balise Play, mais sa valeur ne dit pas qui a entamé : attendu N, E, S ou W.
record-card-played-twice = Pli { $trick } : { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    } joue { $card }, carte déjà jouée au pli { $first }.
record-card-not-in-hand = Pli { $trick } : { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    } joue { $card }, qui n'est pas dans sa main.
record-card-in-other-hand = Pli { $trick } : { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    } joue { $card }, mais cette carte est dans la main { $holder ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    }.
record-play-gap = Pli { $trick } : { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    } joue { $card } alors que { $missing ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    }, qui joue avant dans ce pli, n'a pas de carte.
record-play-after-end = Pli { $trick } : des cartes sont jouées alors que le jeu s'est arrêté au pli { $stopped }, resté incomplet (par exemple après une revendication).
