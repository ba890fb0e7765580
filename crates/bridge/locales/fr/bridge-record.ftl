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
record-board-twice = La donne { $board } figure plusieurs fois dans le fichier (la partie de chaque table) : envoyez celle de la table où l'incident a eu lieu.
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

## La séquence d'enchères (auction.rs). Chaque message nomme la
## déclaration : son numéro dans la séquence (à partir de 1), le joueur et
## la déclaration telle qu'écrite.

record-auction-after-close = La déclaration { $number } ({ $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    } : { $call }) vient après la fin des enchères, closes par la déclaration { $closed }.
record-auction-out-of-rotation = Déclaration { $number } : { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    } déclare { $call } alors que c'était le tour { $expected ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    }, et la déclaration n'est pas marquée hors tour (^S en PBN ; marquez ainsi celle faite quand l'adversaire de droite devait passer, 28A).
record-auction-marked-in-rotation = Déclaration { $number } : le { $call } { $seat ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    } est marqué hors tour, alors que c'était son tour.
record-auction-not-insufficient = Déclaration { $number } : le { $call } { $seat ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    } est marqué comme enchère insuffisante (^I en PBN), mais il est suffisant { $last ->
        [none] puisqu'aucune enchère n'avait été faite
       *[other] sur la dernière enchère, { $last }
    }.
record-auction-insufficient-not-bid = Déclaration { $number } : le { $call } { $seat ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    } est marqué comme enchère insuffisante (^I en PBN), mais ce n'est pas une enchère.
record-auction-double-no-bid = Déclaration { $number } : { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    } contre, alors qu'aucune enchère n'a été faite.
record-auction-double-own-side = Déclaration { $number } : { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    } contre { $bid }, enchère { $bidder ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    }, de son propre camp. On ne peut contrer qu'une enchère adverse.
record-auction-double-twice = Déclaration { $number } : { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    } contre { $bid }, déjà contré ou surcontré.
record-auction-redouble-no-double = Déclaration { $number } : { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    } surcontre, alors que la dernière enchère n'est pas contrée.
record-auction-redouble-own-double = Déclaration { $number } : { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    } surcontre { $bid }, contré par son propre camp. On ne peut surcontrer qu'un contre adverse.
record-auction-bad-token = « { $token } » est illisible dans une séquence d'enchères : attendu une déclaration (Pass, X, XX, 1C à 7NT), AP (tous passent), une annotation (!, ?, =1=, $1), une marque (^I, ^S), « - » avant la première déclaration, ou * ou + pour finir.
record-auction-no-first-caller = La balise Auction vaut « { $value } », qui ne dit pas qui a parlé le premier (attendu N, E, S ou W), et la balise Dealer non plus.
record-auction-misplaced-dash = « - » tient la place des tours qui précèdent la première déclaration, pour aligner les colonnes ; il ne peut pas suivre une déclaration.
record-auction-dangling-mark = La marque { $mark } n'est suivie d'aucune déclaration à laquelle elle s'applique.
record-auction-play-mark = La marque { $mark } s'applique à une carte jouée (^R une renonce, ^L une entame hors tour), pas à une déclaration.
record-dealer-mismatch = Le donneur est { $dealer ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    }, mais les enchères commencent par { $first ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    }.
record-contract-mismatch = Le contrat indiqué est { $given }, mais les enchères aboutissent à { $auction }.
record-declarer-mismatch = Le déclarant indiqué est { $given ->
        [N] Nord
        [E] Est
        [S] Sud
        [W] Ouest
       *[other] personne
    }, mais les enchères font { $auction ->
        [N] de Nord le déclarant
        [E] d'Est le déclarant
        [S] de Sud le déclarant
        [W] d'Ouest le déclarant
       *[other] qu'il n'y a pas de déclarant
    }.
record-json-invalid = La feuille de donne est illisible : { $detail_fr }

## Feuilles LIN (BBO) (lin.rs). Le champ est la clé LIN (md, sv, mb, pc, mc).

record-lin-bad-key = « { $text } » n'est pas une clé LIN : une feuille LIN est une suite de paires clé|valeur| aux clés courtes, comme md, mb ou pc.
record-lin-no-board = Le texte ne contient aucune donne LIN : ni md (donne), ni mb (déclaration), ni pc (carte).
record-lin-bad-dealer = La donne « { $value } » doit commencer par le donneur : 1 pour Sud, 2 pour Ouest, 3 pour Nord, 4 pour Est.
record-lin-hand-syntax = Dans la main « { $hand } », « { $char } » est illisible : une main s'écrit S puis les piques, H les cœurs, D les carreaux, C les trèfles (hauteurs 2 à 9, T, J, Q, K, A), par exemple SAKQHJT9D876C5432.
record-lin-hand-count = La donne contient { $count } mains : on en donne au plus 4, Sud, Ouest, Nord et Est, séparées par des virgules.
record-lin-bad-vulnerability = La vulnérabilité « { $value } » est inconnue : attendu o (personne), n (Nord-Sud), e (Est-Ouest) ou b (tous).
record-lin-bad-call = « { $value } » n'est pas une déclaration : attendu p (passe), d (contre), r (surcontre) ou une enchère comme 1C ou 3N, suivie de ! si elle est alertée.
record-lin-bad-claim = La revendication « { $value } » n'est pas un nombre de levées du déclarant entre 0 et 13.
record-lin-no-dealer = Des déclarations sont données, mais la donne ne dit pas qui a donné (le chiffre 1 à 4 avant les mains).
record-lin-play-no-contract = Des cartes sont jouées, mais les enchères n'aboutissent pas à un contrat : on ne sait ni qui entame ni quel est l'atout.

## Les irrégularités du jeu de la carte (play_irregularities.rs).
record-irregular-no-contract = Le jeu liste des irrégularités, mais l'enregistrement ne donne pas de contrat : elles se vérifient sur les levées, qui demandent la dénomination du contrat.
record-irregular-no-declarer = Irrégularité { $index } : l'enregistrement ne dit pas qui est le déclarant ; on ne peut pas distinguer une carte de la défense d'une carte du déclarant.
record-irregular-trick-outside = Irrégularité { $index } ({ $card } { $seat ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    }) : la levée { $trick } est hors du jeu, qui admet les levées 1 à { $max }.
record-irregular-order = Irrégularité { $index } ({ $card } { $seat ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    }) : elle est à la levée { $trick } mais suit une irrégularité de la levée { $previous } ; les irrégularités se listent dans l'ordre où elles sont survenues.
record-irregular-card-not-held = Irrégularité { $index } : { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    } n'avait pas { $card } à la levée { $trick } (carte absente de sa main, ou déjà jouée).
record-irregular-exposed-twice = Irrégularité { $index } : { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    } expose { $card } à la levée { $trick }, qui est déjà face visible comme sa carte pénalisée.
record-irregular-lead-twice = Irrégularité { $index } : { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    } a déjà entamé { $card } hors tour à la levée { $trick } dans une entrée précédente : une entame hors tour est acceptée ou non, une seule fois.
record-irregular-lead-in-turn = Irrégularité { $index } : { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    } avait la main à la levée { $trick } ; attaquer { $card } n'était pas hors tour.
record-irregular-accepted-not-led = Irrégularité { $index } : l'attaque de { $card } par { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    } à la levée { $trick } (l'entame à la levée 1) est dite acceptée, mais le jeu fait attaquer un autre joueur à cette levée.
record-irregular-accepted-not-shown = Irrégularité { $index } : la carte { $card } { $seat ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    } à la levée { $trick } est dite acceptée, mais le jeu montre une autre carte de ce joueur dans la levée.
record-irregular-refused-but-led = Irrégularité { $index } : l'entame de { $card } par { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    } est dite refusée, mais le jeu fait toujours entamer ce joueur à la levée 1.
record-irregular-not-a-revoke = Irrégularité { $index } : { $card } { $seat ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    } est de la couleur attaquée à la levée { $trick } : ce n'était pas une renonce.
record-irregular-void-not-a-revoke = Irrégularité { $index } : { $card } { $seat ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    } a été jouée alors qu'il n'avait plus de carte de la couleur attaquée à la levée { $trick } : ce n'était pas une renonce.
record-irregular-correction-not-shown = Irrégularité { $index } : la renonce { $seat ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    } à la levée { $trick } a été corrigée par { $replaced_by }, mais le jeu ne montre pas cette carte pour ce joueur dans la levée.
record-irregular-withdrawn-without-revoke = Irrégularité { $index } : { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    } reprend { $card } à la levée { $trick }, mais aucune renonce corrigée d'un autre joueur, à cette levée ou à la précédente, n'est listée avant (Loi 62C).
record-irregular-withdrawn-too-soon = Irrégularité { $index } : { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    }, du camp fautif, reprend { $card } à la levée { $trick } avant qu'un joueur du camp non fautif ait repris une carte (Loi 62C2).
record-irregular-withdrawn-still-shown = Irrégularité { $index } : { $card } { $seat ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    } est dite reprise, mais le jeu la montre encore dans la levée { $trick }.
record-irregular-not-penalty-card = Irrégularité { $index } : { $card } { $seat ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    } n'est pas une carte pénalisée sur la table à la levée { $trick } ; elle ne peut pas être reprise.
record-irregular-declarers-side-lead-accepted = Irrégularité { $index } : une entame du camp du déclarant ({ $card }) ne peut pas être acceptée : la carte retourne dans la main (Loi 54E, Loi 24).
record-irregular-withdrawn-not-after-revoke = Irrégularité { $index } : seule une carte jouée après la renonce, par un autre joueur que le fautif, peut être reprise selon la Loi 62C ; ce n'est pas le cas de { $card } à la levée { $trick }.
record-auction-too-long = La séquence compte { $count } déclarations : aucune n'en a plus de { $max }, déclarations irrégulières comprises.
record-irregular-restriction-not-defender = Irrégularité { $index } : une restriction d'entame ne vise qu'un défenseur ; { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    } est le déclarant ou le mort.
record-irregular-restriction-not-leader = Irrégularité { $index } : la restriction d'entame { $seat ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    } vaut pour la levée { $trick }, mais le jeu montre un autre joueur en main à cette levée.
record-games-not-separated = La balise { $tag } de cette ligne diffère de celle de la ligne { $first_line } : une nouvelle partie commence ici ou juste avant, sans ligne vide entre les deux parties. Les parties sont séparées par une ligne vide ; lues comme une seule, la seconde serait perdue.

# Pourquoi un texte n'est pas une carte, une enchère ou une déclaration (serde_reason, `reason-<kind>`).
reason-bridge-card = « { $text } » n'est pas une carte : une couleur (S, H, D, C) suivie d'un rang (2 à 9, T ou 10, J, Q, K, A), par exemple SA ou H10
reason-bid = « { $text } » n'est pas une enchère : un palier de 1 à 7 suivi d'une dénomination (C, D, H, S, NT), par exemple 1NT
reason-call = « { $text } » n'est pas une déclaration : une enchère (1NT, 4S…), Pass, X ou XX
