### Loi 64 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

law64-kind-title = Renonce (Lois 61 à 64)
law64-a-title = Levées transférées après une renonce consommée
law64-b-title = Pas de levée transférée
law64-c-title = L'arbitre rétablit l'équité si le transfert ne suffit pas
law64-a1-title = Le joueur fautif a gagné la levée de la renonce : cette levée et une levée ultérieure de son camp
law64-a2-title = Sinon, si son camp a gagné cette levée ou une levée ultérieure : une levée
law64-b1-title = Le camp fautif n'a gagné ni la levée de la renonce ni aucune levée ultérieure
law64-b2-title = Deuxième renonce dans la même couleur par le même joueur
law64-b3-title = Renonce faute d'avoir joué une carte visible, y compris du mort
law64-b4-title = Attention attirée après une déclaration du camp non fautif à la donne suivante
law64-b5-title = Attention attirée après la fin du tour
law64-b6-title = Renonce à la douzième levée
law64-b7-title = Les deux camps ont fait une renonce sur la donne
law64-q-established = La renonce est-elle consommée (le joueur fautif ou son partenaire a joué ou désigné une carte à la levée suivante, ou son camp a fait ou accepté une revendication ou une concession) ?
law64-q-offender-role = Qui a fait la renonce ?
law64-v-declarer = Le déclarant
law64-v-dummy = Le mort
law64-v-defender = Un défenseur
law64-q-faced = La carte jouée en renonce par le défenseur était-elle déjà visible (une carte pénalisée, par exemple) ?
law64-q-twelfth = La renonce a-t-elle eu lieu à la douzième levée ?
law64-q-hands-returned = Les quatre mains étaient-elles déjà remises dans l'étui quand la renonce a été découverte ?
law64-q-attention = Quand l'attention a-t-elle été attirée pour la première fois sur la renonce ?
law64-v-during-deal = Pendant la donne ou avant la fin du tour, avant que le camp non fautif déclare à la donne suivante
law64-v-next-deal = Après qu'un joueur du camp non fautif a déclaré à la donne suivante
law64-v-round-ended = Après la fin du tour
law64-q-same-suit-again = Est-ce une seconde renonce du même joueur dans la même couleur ?
law64-q-faced-card = La renonce consiste-t-elle à ne pas avoir joué une carte visible sur la table (carte pénalisée, main exposée, carte du mort) ?
law64-q-both-sides = Les deux camps ont-ils fait une renonce sur cette donne ?
law64-q-offender-won = Le joueur fautif lui-même a-t-il gagné la levée de la renonce (une levée gagnée par le mort n'est pas gagnée par le déclarant) ?
law64-q-side-won = Le camp fautif a-t-il gagné la levée de la renonce ?
law64-q-side-after = Combien de levées le camp fautif a-t-il gagnées après la levée de la renonce ?
law64-q-revoke-trick = À quelle levée la renonce a-t-elle eu lieu ?
law64-q-declarer-side-tricks = Combien de levées le camp du déclarant a-t-il gagnées à la table ?
law64-q-without-revoke = Selon l'arbitre, combien de levées le camp non fautif aurait-il faites sans la renonce ?
law64-summary-corrected = La renonce n'est pas consommée : elle doit être corrigée. Le joueur reprend sa carte et joue une carte légale, sans autre conséquence.
law64-summary-twelfth-corrected = Renonce à la douzième levée, découverte avant que les mains soient rangées : elle est corrigée, sans levée transférée.
law64-summary-twelfth = Renonce à la douzième levée, découverte trop tard pour la corriger : pas de levée transférée ; l'arbitre vérifie que le camp non fautif n'est pas lésé.
law64-summary-no-transfer = Renonce consommée : la levée reste telle quelle, et aucune levée n'est transférée. L'arbitre vérifie que le camp non fautif n'est pas lésé.
law64-summary-one-trick = Renonce consommée : une levée est transférée au camp non fautif. L'arbitre vérifie que cela compense le dommage.
law64-summary-two-tricks = Renonce consommée : deux levées sont transférées au camp non fautif (celle de la renonce et une levée gagnée ensuite). L'arbitre vérifie que cela compense le dommage.
law64-summary-corrected-defender = La renonce n'est pas consommée : elle doit être corrigée. Le défenseur joue une carte légale ; la carte de la renonce reste face visible sur la table comme carte pénalisée principale.
law64-summary-twelfth-corrected-defender = Renonce à la douzième levée, découverte avant que les mains soient rangées : elle est corrigée, sans levée transférée ; la carte de la renonce devient une carte pénalisée principale.
law64-q-d2-conditions = Le défenseur a-t-il fait la renonce avant que son partenaire joue à cette levée, le partenaire ayant encore des cartes de deux couleurs ?
law64-2017-q-d2-before-partner = À la douzième levée, le défenseur a-t-il fait la renonce avant que son partenaire ne joue à cette levée ?
law64-summary-board-intro = La donne compte { $count } renonces, réglées ensemble.
law64-summary-board-revoke = Levée { $trick }, renonce { $seat ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    } : { $count ->
        [0] aucune levée transférée
        [one] une levée au { $to ->
            [declaring_side] camp du déclarant
           *[defenders] camp de la défense
        }
       *[other] { $count } levées au { $to ->
            [declaring_side] camp du déclarant
           *[defenders] camp de la défense
        }
    } ({ $paragraph }).
law64-summary-board = Avec le transfert de chacune, le camp du déclarant fait { $declarer_side } levées.
law64-summary-board-twelfth-corrected = La donne compte { $count } renonces : chacune donne lieu au transfert indiqué, et la renonce { $seat ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    } à la douzième levée est corrigée (62D1), les mains n'étant pas remises dans l'étui{ $defender ->
        [yes] , sa carte devenant une carte pénalisée principale (62B1)
       *[no] {""}
    } : la douzième levée est rejouée, et l'arbitre compte les levées ensuite.
law64-2017-b2-title = Nouvelle renonce dans la même couleur par le même joueur, la première ayant été consommée
law64-2017-b3-title = Renonce par défaut de jouer une carte pénalisée ou une carte du mort
law64-2017-b7-title = Les deux camps ont renoncé dans la donne, et les deux renonces sont consommées
law64-2017-b8-title = Les renonces ont été corrigées selon la Loi 62C3
law64-2017-c2a-title = Renonces répétées dans une couleur : marque ajustée si le camp non fautif aurait vraisemblablement fait plus de levées sans les suivantes
law64-2017-c2b-title = Les deux camps ont renoncé dans la donne : si un concurrent est lésé, marque ajustée sur le résultat vraisemblable sans aucune renonce
law64-2017-q-established = La renonce est-elle consommée (le fautif ou son partenaire a joué ou désigné une carte pour la levée suivante, un joueur de son camp a revendiqué ou concédé, ou l'accord de son camp à une revendication ou concession adverse est devenu définitif selon la Loi 69A) ?
law64-2017-q-same-trick = L'autre camp a-t-il aussi renoncé dans cette même levée, un seul camp ayant joué à la levée suivante ?
law64-2017-q-same-suit-again = Est-ce une nouvelle renonce du même joueur dans la même couleur, sa première renonce dans cette couleur ayant été consommée ?
law64-2017-q-faced-card = La renonce consistait-elle à ne pas jouer une carte pénalisée, ou une carte du mort ?
law64-2017-q-both-sides = Les deux camps ont-ils renoncé dans cette donne, et les deux renonces sont-elles consommées ?
law64-2017-summary-c3 = Les deux camps ont renoncé dans la même levée et un seul camp avait joué à la levée suivante : les deux renonces sont corrigées, sans transfert de levée. Les cartes jouées à la levée après les renonces peuvent être reprises ; une carte reprise par la défense devient une carte pénalisée ; ce que les cartes reprises par un camp ont montré ne lui est pas autorisé (Loi 16C2).
law64-2017-q-without-revoke = Selon l'arbitre, combien de levées le camp non fautif aurait-il faites sans la renonce ? Après des renonces répétées dans une couleur par le même joueur (64C2(a)), comptez sans les renonces suivantes seulement, en incluant les levées que transfère la première.
law64-error-side-won-contradicts-offender-won = Le fautif a remporté la levée de la renonce, donc son camp l'a remportée : cette réponse ne peut pas être fausse.
law64-summary-equity-count = Le nombre de levées retenu est celui de l'arbitre : { $declarer_side } pour le camp du déclarant, { $defenders } pour la défense.
law64-error-equity-over-most = { $without } levées sans la renonce, c'est plus que le camp non fautif ne pouvait en faire : le camp fautif avait déjà gagné ses levées avant la renonce, ce qui en laisse { $most } au plus.
law64-summary-equity-board = Le compte de l'arbitre sans cette renonce, { $without } levées pour le camp non fautif, ne vaut que pour elle : le compte de la donne ci-dessus reste, et l'équité est rétablie par une marque ajustée.
law64-error-twelfth-contradicts-trick = La renonce a eu lieu à la levée { $trick } : { $trick ->
        [12] c'est la douzième levée, cette réponse ne peut donc pas être non.
       *[other] ce n'est pas la douzième levée, cette réponse ne peut donc pas être oui.
    }
law64-error-more-tricks-after-than-remain = { $after } levées gagnées après la levée { $trick }, c'est plus que les { $following } levées qui la suivent.
law64-2017-q-without-any-revoke = Combien de levées le camp du déclarant aurait-il vraisemblablement réalisées si aucune renonce n'avait eu lieu sur la donne (64C2(b)) ?
law64-2017-summary-c2b-no-damage = Les deux camps ont fait une renonce : les { $tricks } levées du camp du déclarant sont celles qu'il aurait vraisemblablement réalisées sans aucune renonce ; personne n'est lésé et le résultat est maintenu (64C2(b)).
law64-2017-summary-c2b-adjusted = Les deux camps ont fait une renonce : sans aucune renonce, le camp du déclarant aurait vraisemblablement réalisé { $declarer_side } levées et la défense { $defenders }, et non { $at_table } à la table : la marque est ajustée sur ce résultat (64C2(b)).
law64-2017-error-c2b-no-damage = Le résultat de la table est celui qu'on aurait vraisemblablement obtenu sans aucune renonce : personne n'est lésé, et la 64C2(b) ne donne pas de marque ajustée.
law64-2017-summary-b7 = Les deux camps ont fait une renonce sur cette donne : les levées restent comme jouées et aucune n'est transférée (64B7) ; si l'un des camps a été lésé, c'est la 64C2(b) qui le dit.
law64-error-count-against-offenders-tricks = { $count } levées pour le camp du déclarant ne s'accordent pas avec les autres faits : le camp fautif a gagné { $won } { $won ->
        [one] levée
       *[other] levées
    } à partir de la levée de la renonce (celle-ci et les suivantes).
law64-summary-other-revokes-aside = Le relevé montre aussi { $count ->
        [one] une autre renonce
       *[other] { $count } autres renonces
    }, celle { $seat ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    } à la levée { $trick }, dont on ne sait pas si elle est consommée : cette décision { $count ->
        [one] la laisse
       *[other] les laisse
    } de côté, et le compte de la donne à l'arbitre. Si cette renonce a été consommée par une revendication ou une concession (63A3–A4), déclarez-la consommée (levée { $trick }) : les renonces de la donne sont alors jugées ensemble.
law64-2007-summary-other-side-established = Le relevé montre aussi la renonce { $seat ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    } à la levée { $trick }, consommée : les deux camps ont renoncé sur cette donne, elle ne transfère donc aucune levée (64B7), et l'arbitre ajuste la marque si un camp a été lésé (64C).
