## Revokes: Laws 61 to 64.

law64-kind-title = Renonce (Lois 61 à 64)
law61-a-title = Définition de la renonce
law61-b1-title = Le déclarant peut demander à un défenseur qui n'a pas fourni s'il a de la couleur
law61-b2-title = Le mort peut le demander au déclarant, pas à un défenseur
law61-b3-title = Les défenseurs peuvent le demander au déclarant et, sauf si le règlement l'interdit, l'un à l'autre
law61-b3-2017-title = Les défenseurs peuvent le demander au déclarant et l'un à l'autre, au risque de créer une information illicite
law62-a-title = Une renonce doit être corrigée tant qu'elle n'est pas consommée
law62-b1-title = Carte retirée de la main cachée d'un défenseur : carte pénalisée principale
law62-b2-title = Carte du déclarant, du mort ou carte visible d'un défenseur : remplacée sans autre conséquence
law62-c-title = Cartes jouées après la renonce : reprises possibles
law62-c2-title = Carte reprise par le camp fautif après un joueur non fautif : pénalisée pour un défenseur
law62-summary-c2-partner-may-withdraw = { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    } a joué à la levée après la renonce : dès qu'un joueur du camp non fautif reprend sa carte, { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    } peut reprendre la sienne (62C2){ $defender ->
        [yes] , qui devient une carte pénalisée
       *[no] {""}
    }.
law62-d1-title = Renonce à la douzième levée : corrigée même consommée, tant que les mains ne sont pas dans l'étui
law62-d2-title = Renonce à la douzième levée : le partenaire ne doit pas profiter de la carte vue
law63-a-title = Quand une renonce devient consommée
law63-a1-title = Consommée dès que le joueur fautif ou son partenaire entame ou joue à la levée suivante
law63-b-title = Une renonce consommée n'est plus corrigée ; la levée reste telle quelle
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
law61-q-inquiry = Quelqu'un a-t-il demandé au joueur s'il avait de la couleur ? Qui, à qui ?
law61-v-declarer-defender = Le déclarant à un défenseur
law61-v-dummy-declarer = Le mort au déclarant
law61-v-dummy-defender = Le mort à un défenseur
law61-v-defender-declarer = Un défenseur au déclarant
law61-v-defender-partner = Un défenseur à son partenaire
law61-info-dummy-asked = Le mort n'avait pas le droit de poser la question à un défenseur : ce qu'elle a transmis peut être une information illicite pour le camp du déclarant.
law61-info-defender-asked-partner = Un défenseur peut poser la question à son partenaire, mais au risque de créer une information illicite pour la défense.
law61-info-defender-asked-partner-forbidden = Ce règlement interdit aux défenseurs de se poser la question : ce qu'elle révèle est une information illicite pour la défense.
law62-info-withdrawn-cards = Les cartes reprises après la correction : le camp non fautif peut s'en servir, le camp fautif non.
law62-info-twelfth = Le partenaire du défenseur fautif ne doit pas choisir un jeu que la vue de la carte de la renonce pourrait lui suggérer.
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
law64-summary-board = La donne compte { $count } renonces, réglées ensemble : avec le transfert de chacune, le camp du déclarant fait { $declarer_side } levées.
law64-summary-board-twelfth-corrected = La donne compte { $count } renonces : chacune donne lieu au transfert indiqué, et la renonce { $seat ->
        [N] de Nord
        [E] d'Est
        [S] de Sud
       *[W] d'Ouest
    } à la douzième levée est corrigée (62D1), les mains n'étant pas remises dans l'étui{ $defender ->
        [yes] , sa carte devenant une carte pénalisée principale (62B1)
       *[no] {""}
    } : la douzième levée est rejouée, et l'arbitre compte les levées ensuite.
