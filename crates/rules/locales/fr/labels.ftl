# Labels a thin client shows: rectification types, roles, parties, durations, choice questions.

## Types de rectification.

rectification-card-orientation-corrected = La carte jouée mal orientée est remise dans le bon sens.
rectification-cards-left-as-placed = Il est trop tard pour corriger l'orientation : les cartes jouées restent telles quelles pendant la période indiquée.
rectification-played-cards-undisturbed = Aucun joueur ne doit déranger l'ordre de ses cartes jouées pendant la période indiquée.
rectification-play-reconstructed = L'arbitre reconstitue le jeu carte par carte pour établir le nombre de levées.
rectification-tricks-established = Le nombre de levées gagnées par chaque camp est établi.
rectification-result-stands = Le résultat obtenu à la table est maintenu.
rectification-call-accepted = La déclaration irrégulière est acceptée : elle devient légale.
rectification-call-cancelled = La déclaration est annulée et ne compte pas dans les enchères.
rectification-first-call-stands = La première déclaration du joueur est maintenue ; le changement tenté est annulé.
rectification-intended-call-replaces = La déclaration voulue remplace la déclaration non intentionnelle.
rectification-call-must-be-replaced = La déclaration irrégulière doit être remplacée par une déclaration légale.
rectification-turn-reverts = La parole revient au joueur dont c'était le tour.
rectification-must-pass = Le joueur doit passer pendant la période indiquée.
rectification-must-repeat-call = Le joueur doit répéter, à son tour, la déclaration faite hors tour.
rectification-may-not-double-or-redouble = Le joueur peut enchérir ou passer, mais ni contrer ni surcontrer, pendant la période indiquée.
rectification-lead-restriction = Le déclarant peut restreindre l'attaque du partenaire du joueur fautif (Loi 26), selon les options et la durée indiquées.
rectification-lead-restriction-first-lead = Le déclarant peut restreindre la première attaque du partenaire du joueur fautif, selon les options indiquées (Loi 26).
rectification-lead-restriction-while-on-lead = Le déclarant peut restreindre l'attaque du partenaire du joueur fautif, selon les options indiquées, tant que ce partenaire garde la main (Loi 26).
rectification-cards-face-up = Les cartes exposées restent face visible sur la table.
rectification-cards-returned-to-hand = Les cartes exposées retournent dans la main du joueur, sans autre conséquence.
rectification-penalty-cards = Les cartes exposées deviennent des cartes pénalisées.
rectification-director-review = L'arbitre revoit l'affaire une fois le jeu fini ; la raison dit ce qu'il pèse : si le camp non fautif a été lésé (il peut ajuster la marque) ou, au tarot, si une faute pour laquelle le code ne prévoit pas de sanction en mérite une.
rectification-director-review-score = En fin de jeu, l'arbitre revoit le résultat et ajuste la marque si le camp non fautif a été lésé.
rectification-director-review-result = À la fin du jeu, l'arbitre juge si l'information a affecté le résultat, et ajuste la marque si c'est le cas.
rectification-director-review-sanction = L'arbitre juge si la faute appelle une sanction : le code n'en prévoit pas pour elle.
rectification-director-review-deal = L'arbitre décide comment la donne est marquée : le code nomme la faute, pas son effet sur la donne (le résumé dit ce qui lui revient).
rectification-revoke-corrected = La renonce est corrigée : la carte est reprise et remplacée par une carte légale.
rectification-cards-played-after-may-be-withdrawn = Les cartes jouées après la renonce peuvent être reprises, d'abord par le camp non fautif, puis par le partenaire du fautif.
rectification-revoke-trick-stands = La renonce consommée n'est pas corrigée : la levée reste telle qu'elle a été jouée.
rectification-tricks-transferred = Des levées sont transférées au camp non fautif à la suite d'une renonce consommée.
rectification-tricks-transferred-none = Aucune levée n'est transférée pour cette renonce.
rectification-tricks-transferred-count = { $count ->
        [one] Une levée est transférée
       *[other] { $count } levées sont transférées
    } { $to ->
        [offending_side] au camp fautif
        [declaring_side] au camp du déclarant
        [defenders] aux défenseurs
        [offenders_partner] au partenaire du fautif
       *[non_offending_side] au camp non fautif
    } à la suite d'une renonce consommée.
rectification-equity-restored = Le transfert ne suffisant pas, l'arbitre rend au camp non fautif les levées qu'il aurait faites sans la renonce.
rectification-adjusted-score = L'arbitre attribue une marque ajustée : attribuée, pondérée ou artificielle.
rectification-positions-changed = Les joueurs changent de position pour que celui qui a vu ou appris une main tienne cette main.
rectification-board-redealt = La donne est redonnée par les mêmes joueurs.
rectification-board-not-played = La donne n'est pas jouée ; la marque est ajustée.
rectification-not-implemented = Le moteur n'applique pas la loi qui régit ce cas : l'arbitre statue lui-même.
rectification-ruled-under = Une autre règle régit cette irrégularité : l'incident est traité selon elle.
rectification-deal-cancelled = La donne est annulée : elle n'est pas marquée et ne compte pas comme donne jouée.
rectification-deal-scored = La donne est marquée ; le score se calcule d'après son résultat.
rectification-deal-stands = La donne telle qu'elle a été distribuée est maintenue.
rectification-deal-continues = La distribution continue ; la carte retournée reste à sa place dans le paquet.
rectification-redeal = Les cartes sont ramassées et distribuées à nouveau.
rectification-redeal-by = Les cartes sont ramassées et distribuées à nouveau. Qui donne : { $dealer }.
rectification-cards-redealt = Les cartes de ces joueurs sont ramassées et redistribuées entre eux ; le chien ne change pas.
rectification-barred-from-bidding = Le joueur ne peut pas annoncer de contrat sur la donne indiquée.
rectification-points-restored = Les points gagnés illicitement sont rendus au camp non fautif.
rectification-point-penalty = Pénalité en points, sur une ligne à part de la feuille de marque, distincte du score de la donne.
rectification-warning = Avertissement : une récidive sera sanctionnée plus lourdement.
rectification-suspension = Suspension des épreuves en donnes libres (tournois et compétitions) pour le nombre de mois indiqué.
rectification-excluded-from-event = Le joueur est exclu de l'épreuve.
rectification-no-sanction = Pas de sanction pour le joueur.
rectification-director-attends-rest-of-deal = L'arbitre reste à la table jusqu'à la fin de la donne.
rectification-complaint-barred = L'arbitre n'a pas été appelé à la découverte de la faute : aucune contestation n'est plus recevable.
rectification-arbiter-acts-at-end-of-deal = L'arbitre a vu la faute sans que les joueurs la voient : il intervient en fin de donne.
rectification-exposed-card-returned = La carte exposée retourne dans le jeu du fautif, qui la jouera quand il voudra.
rectification-cards-not-taken-back = Les cartes qui ne sont pas fautives en elles-mêmes ne sont pas reprises.
rectification-may-ask-whether-singleton = Les adversaires peuvent demander si la carte était un singleton.
rectification-card-stands-played = La carte est jouée et ne peut plus être changée.
rectification-card-not-played = La carte n'est pas jouée : elle reste dans le jeu du joueur.
rectification-played-card-replaced = La carte jouée est fautive : l'arbitre la fait changer.
rectification-lead-out-of-turn-accepted = La carte jouée hors tour est maintenue ; le jeu continue comme si son auteur avait eu la main.
rectification-lead-required = Le joueur qui a la main doit jouer comme l'exige le preneur.
rectification-last-trick-awarded = Le dernier pli va au camp indiqué.
rectification-discard-card-to-defence = Une carte de l'écart est donnée à la défense.
rectification-petit-au-bout-voided = La prime de petit au bout n'est pas marquée.
rectification-handle-counted = La poignée compte.
rectification-handle-not-counted = La poignée ne compte pas.
rectification-cards-counted = Chaque joueur compte ses cartes avant que l'arbitre accorde le sur-contrat.
rectification-score-sheet-countersigned = L'arbitre vise la feuille de marque pour le sur-contrat accordé.
rectification-contract-played = Le contrat annoncé avant le sur-contrat refusé est joué.
rectification-deal-played-out = La donne va à son terme avant que l'arbitre statue.
rectification-remaining-cards-played-against-offender = L'arbitre fait jouer les cartes restantes de la façon la plus défavorable au fautif.
rectification-deals-removed = Des donnes sont supprimées du programme de la table.
rectification-improper-remark = Une remarque a été faite par quelqu'un qui n'avait pas le droit de la faire.
rectification-penalty-card = La carte est pénalisée : elle reste face visible devant son propriétaire jusqu'à ce qu'elle soit jouée ou reprise.
rectification-minor-penalty-card-restriction = Carte pénalisée secondaire : tant qu'elle n'est pas jouée, son propriétaire ne peut jouer aucune autre carte de sa couleur en dessous du 10 ; un honneur reste permis.
rectification-penalty-card-must-be-played = La carte pénalisée principale doit être jouée à la première occasion légale ; fournir et respecter une restriction d'attaque passent avant.
rectification-declarer-designates-penalty-card = Quand plusieurs cartes pénalisées peuvent être jouées, le déclarant désigne celle qui est jouée.
rectification-declarer-elects-at-partners-lead = À chaque attaque du partenaire du fautif, tant qu'une carte pénalisée principale du fautif est sur la table, le déclarant choisit d'abord : exiger la couleur, l'interdire ou laisser l'attaque libre.
rectification-lead-suit-required = Le joueur doit attaquer dans l'une des couleurs indiquées.
rectification-lead-suit-forbidden = Le joueur ne peut pas attaquer dans les couleurs indiquées, le temps que dure l'interdiction.
rectification-penalty-cards-picked-up = Les cartes pénalisées de ces couleurs ne le sont plus : leur propriétaire les reprend en main.
rectification-any-legal-card-this-trick = À cette levée, le joueur joue n'importe quelle carte légale, quelles que soient les cartes pénalisées qui lui restent.
rectification-any-legal-card = Ne pouvant attaquer ou jouer comme exigé, le joueur peut jouer n'importe quelle carte légale.
rectification-legal-plays-now = Les cartes que le joueur peut jouer à son tour, et celles qu'il doit jouer, d'après la feuille de jeu.
rectification-lead-accepted = L'entame hors tour est acceptée : elle est traitée comme une entame régulière.
rectification-declarer-becomes-dummy = Le déclarant étale son jeu : il devient le mort et son partenaire devient déclarant.
rectification-dummy-spread = Le mort étale son jeu normalement.
rectification-second-card-from-declarers-hand = La deuxième carte de la première levée est jouée de la main du déclarant.
rectification-dummys-card-stands = Une carte que le déclarant joue du mort à la première levée ne peut plus être reprise, sauf pour corriger une renonce.
rectification-card-played-stands = La carte que le défenseur a entamée ou jouée à la place de sa carte pénalisée reste jouée ; la carte pénalisée reste sur la table.
rectification-penalty-card-substituted = Le défenseur joue sa carte pénalisée à la place de la carte qu'il avait entamée ou jouée ; cette carte devient une carte pénalisée principale.
rectification-correct-leader-leads = L'entame revient au joueur dont c'était le tour d'entamer.
rectification-face-down-lead-withdrawn = L'entame face cachée du joueur qui devait entamer est reprise.
rectification-plays-highest-of-suit-led = Le joueur joue à cette levée sa plus forte carte de la couleur entamée.
rectification-plays-lowest-of-suit-led = Le joueur joue à cette levée sa plus petite carte de la couleur entamée.
rectification-play-suit-required = À cette levée, le joueur joue une carte de la couleur nommée, sauf s'il doit fournir ou n'en a pas.
rectification-play-suit-forbidden = À cette levée, le joueur ne joue aucune carte de la couleur nommée, sauf s'il n'a rien d'autre à jouer.
rectification-premature-play-stands = La carte jouée trop tôt reste jouée, sans rectification.
rectification-card-held-as-played = La carte que le déclarant tenait comme pour la jouer est jouée (Loi 45C2).
rectification-card-played-at-proper-turn = La carte jouée au mauvais tour est jouée au tour de son propriétaire, sans carte pénalisée.

## Joueurs, nommés par leur rôle.

role-offender = Le joueur fautif
role-offenders-partner = Le partenaire du fautif
role-offenders-lho = L'adversaire de gauche du fautif
role-offenders-rho = L'adversaire de droite du fautif
role-declarer = Le déclarant
role-taker = Le preneur
role-earlier-bidder = Le joueur qui avait pris ou gardé avant le sur-contrat refusé
role-director = L'arbitre

## Camps, nommés par leur rôle.

party-offending-side = Le camp fautif
party-non-offending-side = Le camp non fautif
party-offenders-partner = Le partenaire du fautif
party-declaring-side = Le camp du déclarant
party-defenders = Les défenseurs

## Durées.

until-next-turn = Jusqu'à son prochain tour de parole inclus
until-end-of-auction = Jusqu'à la fin des enchères
until-end-of-deal = Jusqu'à la fin de la donne
until-tricks-agreed = Jusqu'à l'accord sur le nombre de levées ou la décision de l'arbitre

## Questions posées au joueur qui choisit.

choice-declarer-lead-option-question = Pour la première attaque du partenaire du fautif, le déclarant exige-t-il ou interdit-il l'attaque d'une couleur, ou laisse-t-il l'attaque libre ?
choice-lho-accepts-question = L'adversaire de gauche du fautif accepte-t-il la déclaration irrégulière ?
choice-declarer-accepts-card-played-question = Le déclarant accepte-t-il la carte que le défenseur a entamée ou jouée à la place de sa carte pénalisée ?
choice-declarer-premature-play-option-question = Comment le déclarant veut-il que le partenaire du défenseur fautif joue à cette levée ?
choice-premature-highest = Sa plus forte carte de la couleur entamée
choice-premature-lowest = Sa plus petite carte de la couleur entamée
choice-premature-require-suit = Une carte d'une autre couleur, que nomme le déclarant
choice-premature-forbid-suit = Aucune carte d'une autre couleur, que nomme le déclarant
choice-declarer-accepts-lead-out-of-turn-question = Le déclarant accepte-t-il l'entame hors tour du défenseur ?
choice-defenders-accept-declarers-lead-question = Les défenseurs acceptent-ils l'entame hors tour du déclarant ? (En cas de choix divergents, le joueur qui doit jouer ensuite décide.)
choice-lho-accepts-second-insufficient-bid-question = L'adversaire de gauche du fautif accepte-t-il la seconde enchère insuffisante ?
choice-lho-withdraws-call-question = L'adversaire de gauche du fautif retire-t-il la déclaration faite par-dessus la déclaration non intentionnelle, ou la maintient-il ?
choice-lho-accepts-substitute-question = L'adversaire de gauche du fautif accepte-t-il la déclaration de remplacement ?
choice-director-option-question = Quelle solution l'arbitre retient-il pour l'information reçue avant toute déclaration ?
choice-declarer-lead-election-question = Le partenaire du fautif a la main : le déclarant exige-t-il ou interdit-il l'attaque de la couleur d'une carte pénalisée, ou laisse-t-il l'attaque libre ?
choice-declarer-option-question = Après l'entame hors tour, le déclarant étale-t-il son jeu, accepte-t-il l'entame ou la refuse-t-il ?
choice-taker-plays-contract-question = Le preneur, bien servi malgré la fausse donne, joue-t-il son contrat ?
choice-taker-election-question = Quel choix le preneur fait-il ?
choice-earlier-bidder-plays-question = Le sur-contrat étant refusé, le joueur qui avait pris ou gardé joue-t-il son contrat ?

# Tarot players named by their role in the deal or the incident.
tarot-role-offender = Le fautif
tarot-role-offending-side = Le camp fautif
tarot-role-non-offending-side = Le camp non fautif
tarot-role-offenders-partner = Le partenaire du fautif
tarot-role-taker = Le preneur
tarot-role-defence = La défense
tarot-role-defender-on-lead = Le défenseur qui avait la main
tarot-role-dealer = Le donneur
tarot-role-rightful-dealer = Le joueur qui devait donner
tarot-role-player-opposite-dealer = Le joueur placé en face du donneur
tarot-role-earlier-bidder = Le joueur qui avait pris ou gardé avant le sur-contrat
tarot-role-all-players = Tous les joueurs de la table
tarot-role-players-concerned = Les joueurs concernés
tarot-role-concerned-first-offence = Les joueurs concernés sans pénalité antérieure pour lenteur
tarot-role-concerned-repeat-offence = Les joueurs concernés déjà pénalisés pour lenteur
tarot-role-players-who-found-it = Les joueurs qui ont relevé la faute sans appeler l'arbitre
tarot-role-spectator = Un spectateur
tarot-role-partner-sitting-out = Le partenaire qui ne joue pas la donne
tarot-role-next-dealer = Le voisin de droite du donneur, qui donne ensuite
rectification-discard-corrected = Le preneur rectifie son écart avant que la première carte soit jouée.
rectification-discard-restored = L'écart est rétabli tel qu'il était quand le preneur a dit « jeu ».

# The other codes a rectification carries.
ban-scope-redeal = Sur la donne redistribuée
ban-scope-next-deal = Sur la donne suivante
lead-suits-withdrawn-call-suits = Les couleurs de la déclaration retirée
lead-suits-any-one-suit = Une couleur au choix du déclarant
lead-suits-suit-not-specified-by-offender = Une couleur, au choix du déclarant, que le joueur fautif n'a pas nommée dans les enchères légales
lead-option-require = Entame exigée dans la couleur
lead-option-forbid = Entame interdite dans la couleur
lead-lasts-while-partner-retains-lead = Tant que le partenaire garde la main
lead-lasts-first-lead-only = Pour cette attaque seulement
penalty-card-kind-major = Carte pénalisée principale
penalty-card-kind-minor = Carte pénalisée secondaire
review-reason-enforced-pass-damage = Si le passe imposé a lésé le camp non fautif
review-reason-insufficient-bid-assistance = Si l'enchère insuffisante a aidé le camp fautif
review-reason-comparable-call-assistance = Si la déclaration comparable a aidé le camp fautif et lésé l'autre camp
review-reason-revoke-equity = Si le transfert de levées compense la renonce
review-reason-penalty-card-information-damage = Si l'information donnée par la carte pénalisée a lésé le camp non fautif
review-reason-extraneous-information = Si une information étrangère a faussé le résultat
review-reason-sanction-left-to-arbiter = Si une sanction est due, le code n'en prévoyant pas
review-reason-score-left-to-arbiter = Comment la donne est marquée, le code nommant la sanction de la faute mais pas son effet sur la donne
tarot-side-taker = Le camp du preneur
tarot-side-defence = La défense
rectification-chelem-announcer-leads = Le joueur qui a demandé le chelem entame, quel que soit le donneur.
rectification-chelem-scored-as-unannounced = Le chelem est marqué comme non demandé : réussi, une prime de 200 points, pas 400 ; chuté, rien n'est déduit.
