## Tarot : le code d'arbitrage de la FFT pour les donnes libres (Fascicule II).
## Textes rédigés pour Arbitre ; le code est cité, pas recopié.

## Titres des types d'incident.

fft-kind-ethics = Faute contre l'éthique
fft-kind-over-contract = Sur-contrat (garde sans, garde contre)
fft-kind-misdeal = Fausse donne
fft-kind-wrong-dealer = Erreur sur le donneur
fft-kind-exposed-card = Carte exposée
fft-kind-played-card = Carte jouée
fft-kind-out-of-turn = Carte jouée hors tour
fft-kind-revoke = Renonce
fft-kind-false-discard = Faux écart
fft-kind-handle-fault = Faute dans la présentation d'une poignée
fft-kind-premature-claim = Dernières cartes étalées avant la fin
fft-kind-score-sheet = Faute sur la feuille de marque
fft-kind-slow-play = Lenteur de jeu
fft-kind-hand-exposed = Jeu jeté sur la table et vu après le contrat
fft-kind-wrong-count = Défenseur avec un nombre de cartes incorrect
fft-kind-touching = Cartes touchées ou relevées pendant la distribution
fft-kind-cut = Carte retournée à la coupe

## Titres des cas cités.

fft-t-call-at-once = L'arbitre est appelé dès que la faute est découverte ; les joueurs ne règlent rien entre eux
fft-t-not-called = Arbitre non appelé : plus de contestation possible, et faute grave
fft-t-arbiter-saw = Faute vue par l'arbitre seul : il intervient en fin de donne
fft-t-arbiter-intervenes = L'arbitre qui voit une faute pendant la distribution intervient aussitôt
fft-t-ethics-any-time = Faute d'éthique : l'arbitre intervient à tout moment
fft-t-cancelled-deal = Une donne annulée ne compte pas comme donne jouée
fft-t-ethics-grave = Les fautes d'éthique sont graves, sanctionnées selon le classement
fft-t-discourtesy = Incorrection envers adversaires ou partenaire
fft-t-hesitation-play = Hésitation injustifiée au jeu de la carte
fft-t-hesitation-excuse = Hésitation avec l'excuse en main
fft-t-hesitation-unproven = Hésitation qu'on ne peut pas prouver
fft-t-hesitation-bid = Hésitation au moment d'annoncer un contrat
fft-t-mannerism = Maniérisme, signes d'approbation ou de désapprobation
fft-t-kamikaze = Enchère « kamikaze »
fft-t-drunkenness = État d'ébriété
fft-t-left = Départ d'un tournoi sans l'accord de l'arbitre
fft-t-smoking = Interdiction de fumer, cigarette électronique comprise
fft-t-over-contract = Sur-contrat : l'arbitre est appelé, fait compter les cartes, vise la feuille
fft-t-over-contract-refused = Sur-contrat refusé : le joueur qui avait pris ou gardé choisit
fft-t-dog-seen-defender = Chien retourné par un défenseur après un sur-contrat accordé
fft-t-dog-seen-bidder = Chien retourné par le demandeur du sur-contrat
fft-t-card-turned = Carte habillée, atout ou excuse retournés pendant la distribution
fft-t-small-card-turned = Carte inférieure au valet retournée : la donne continue
fft-t-dealer-fault = Fausse donne du donneur
fft-t-turned-by-player = Carte retournée par un autre joueur
fft-t-dog-size = Chien qui n'a pas le bon nombre de cartes
fft-t-before-play-cancelled = Découverte après le contrat : preneur donneur ou mal servi
fft-t-before-play-election = Découverte après le contrat : preneur bien servi, il choisit
fft-t-dealer-penalty = Pénalité du donneur après le contrat
fft-t-during-play-right = Découverte en cours de jeu, preneur bien servi
fft-t-during-play-dealer = Découverte en cours de jeu, preneur donneur
fft-t-during-play-wrong = Découverte en cours de jeu, preneur mal servi
fft-t-disabled = Donne faite pour un joueur handicapé
fft-t-after-time = Fausse donne juste après la fin du temps
fft-t-wrong-dealer-before = Mauvais donneur découvert avant la fin de la distribution
fft-t-wrong-dealer-after = Mauvais donneur découvert après la distribution
fft-t-exposed-returned = La carte exposée retourne dans le jeu, l'arbitre assiste à la fin de la donne
fft-t-exposed-unaffected = Carte exposée en défense sans effet sur la donne
fft-t-exposed-distorted = Carte exposée en défense qui fausse la donne
fft-t-exposed-taker = Carte exposée par le preneur
fft-t-partner-fault-at-five = À cinq, le partenaire appelé est du camp du preneur : les lignes du code nommant le preneur et la défense ne le visent pas
fft-t-exposed-following = Carte exposée à la suite de celle du partenaire
fft-t-false-ruff = Coupe à faux : question sur le singleton
fft-t-played = Une carte sortie du jeu est jouée
fft-t-played-fault = Une carte jouée fautive est changée par l'arbitre
fft-t-out-of-turn = Carte jouée hors tour : choix du preneur
fft-t-out-of-turn-excuse = Excuse jouée par le défenseur qui avait la main
fft-t-out-of-turn-penalty = La pénalité de carte exposée s'applique toujours
fft-t-revoke-established = Renonce consommée
fft-t-revoke-not-established = Renonce non consommée : règle de la carte exposée
fft-t-revoke-points = Points illicites rendus ; sort de la donne selon le camp fautif
fft-t-revoke-pointing-out = Qui peut signaler une renonce évidente
fft-t-revoke-let = Renonce laissée consommer par le camp non fautif
fft-t-revoke-barred = Défenseur auteur d'une renonce consommée : pas d'enchère à la donne suivante
fft-t-revoke-taker-chooses = Renonce en défense : le preneur décide si la donne est marquée
fft-t-discard-defence = La défense n'est pas fautive de ne pas avoir fait compter l'écart
fft-t-discard-seven = Écart de 7 cartes
fft-t-discard-five = Écart de 5 cartes
fft-t-discard-result = Faux écart : annulée si le preneur gagne, marquée s'il chute
fft-t-handle-order = Poignée présentée dans le désordre
fft-t-handle-correctable = Poignée incomplète mais rectifiable
fft-t-handle-incomplete-taker = Poignée incomplète non rectifiable du preneur
fft-t-handle-incomplete-defender = Poignée incomplète non rectifiable d'un défenseur
fft-t-handle-too-many-taker = Poignée du preneur avec trop d'atouts
fft-t-handle-too-many-defender = Poignée d'un défenseur avec trop d'atouts
fft-t-handle-before-turn = Poignée du preneur montrée avant son tour
fft-t-handle-before-covered = Poignée montrée après la première carte, avant qu'elle soit couverte
fft-t-handle-moment-taker = Poignée du preneur montrée à un autre mauvais moment
fft-t-handle-moment-defender = Poignée d'un défenseur montrée à un autre mauvais moment
fft-t-handle-excuse = Poignée avec l'excuse alors qu'un atout reste caché
fft-t-handle-sanction = Avertissement, puis 100 points en cas de récidive
fft-t-spread = Dernières cartes étalées
fft-t-sheet = Feuille de marque fautive : les quatre joueurs répondent
fft-t-sheet-lost = Feuille de marque disparue
fft-t-slow-play = Lenteur de jeu
fft-t-hand-exposed = Jeu jeté sur la table par erreur et vu
fft-t-wrong-count = Nombre de cartes incorrect chez un défenseur en cours de jeu
fft-t-wrong-count-dealer = Nombre de cartes incorrect, le preneur était le donneur
fft-t-touching = Cartes touchées pendant la distribution
fft-t-cut = Carte retournée à la coupe

## Questions.

fft-q-found-by = Qui a découvert la faute ?
fft-v-found-by-players = Les joueurs de la table
fft-v-found-by-arbiter = L'arbitre, sans que les joueurs la voient
fft-q-called-at-once = L'arbitre a-t-il été appelé dès la découverte de la faute ?
fft-q-previous-offences = Combien de fois ce joueur a-t-il déjà été sanctionné pour cette faute dans le périmètre de récidive (l'épreuve en cours) ?
fft-q-ethics-fault = Quelle faute contre l'éthique ?
fft-v-discourtesy = Incorrection, propos discourtois
fft-v-hesitation-play = Hésitation au jeu de la carte
fft-v-hesitation-bid = Hésitation sur l'annonce d'un contrat
fft-v-mannerism = Maniérisme, approbation ou désapprobation
fft-v-kamikaze = Enchère « kamikaze »
fft-v-drunkenness = Ébriété
fft-v-left = Départ du tournoi sans accord de l'arbitre
fft-v-smoking = A fumé (cigarette électronique comprise)
fft-v-failed-to-call = N'a pas appelé l'arbitre en découvrant une faute
fft-q-excuse-in-hand = Le joueur avait-il l'excuse en main ?
fft-q-admits = Le joueur reconnaît-il avoir hésité ?
fft-q-proven = L'hésitation est-elle établie (vue par l'arbitre, incontestable) ?
fft-q-deliberate = L'hésitation était-elle volontaire (et non une simple réflexion) ?
fft-q-disturbs = L'état du joueur perturbe-t-il le jeu ?
fft-q-exclusion = Faut-il exclure le joueur du tournoi ?
fft-q-ranking = Quel est le classement du joueur fautif ?
fft-v-unranked = non classé
fft-v-fourth-series = 4e série
fft-v-third-series = 3e série
fft-v-second-series = 2e série
fft-v-first-series = 1re série
fft-q-over-contract-situation = De quoi s'agit-il ?
fft-v-over-contract-bid = Une garde sans ou une garde contre vient d'être annoncée
fft-v-dog-seen = Le chien a été vu après l'accord du sur-contrat
fft-q-granted = Après le compte des cartes, l'arbitre accorde-t-il le sur-contrat ?
fft-q-earlier-bid = Un joueur avait-il annoncé une prise ou une garde avant le sur-contrat ?
fft-q-dog-turned-by = Qui a retourné le chien ?
fft-v-bidder = Le demandeur du sur-contrat
fft-q-misdeal-when = Quand la fausse donne a-t-elle été découverte ?
fft-v-during-deal = Pendant la distribution ou avant la fin des enchères
fft-v-after-time = Pendant une distribution commencée juste après l'annonce de la fin du temps
fft-v-before-play = Après l'annonce du contrat, avant le début du jeu
fft-v-during-play = En cours de jeu
fft-q-misdeal-cause = Quelle est la fausse donne ?
fft-v-card-turned = Une carte retournée pendant la distribution
fft-v-dog-size = Le chien n'a pas le bon nombre de cartes
fft-v-dealer-fault = Une autre faute du donneur (nombre de cartes, ordre de distribution…)
fft-q-turned-card = Quelle carte a été retournée ?
fft-v-face-trump-excuse = Une carte habillée, un atout ou l'excuse
fft-v-below-jack = Une carte inférieure au valet
fft-q-turned-by = Qui a retourné la carte ?
fft-v-dealer = Le donneur
fft-v-other-player = Un autre joueur
fft-q-taker-dealt = Le preneur est-il le donneur ?
fft-q-taker-count-right = Le preneur a-t-il le bon nombre de cartes ?
fft-q-misdeal-ethics = L'arbitre juge-t-il que cette fausse donne est aussi une faute contre l'éthique ?
fft-q-disabled = Le donneur distribuait-il à la place d'un joueur handicapé ?
fft-q-before-deal-finished = L'erreur a-t-elle été constatée avant la fin de la distribution ?
fft-q-exposed-situation = Que s'est-il passé ?
fft-v-card-exposed = Une carte a été exposée
fft-v-false-ruff = Un joueur a coupé à faux
fft-q-exposed-by = Qui a exposé la carte ?
fft-v-taker = Le preneur
fft-v-defender = Un défenseur
fft-v-takers-partner = Le partenaire du preneur (à cinq)
fft-q-partner-card-followed = Après cette carte exposée, son partenaire a-t-il exposé une carte à la suite de la sienne ?
fft-q-deal-distorted = L'arbitre juge-t-il que la carte exposée fausse le déroulement de la donne ?
fft-q-card-left-hand = La carte a-t-elle quitté le jeu du joueur (plus en contact avec les autres cartes) ?
fft-q-card-is-fault = Cette carte est-elle une faute (renonce…) ?
fft-q-out-of-turn-offender = Qui a joué hors tour ?
fft-q-out-of-turn-on-lead = Quand le défenseur a joué hors tour, à qui était-ce de jouer ?
fft-v-on-lead-another-defender = Un autre défenseur avait la main
fft-v-on-lead-takers-side = Le preneur, ou à cinq son partenaire, avait la main
fft-v-on-lead-not-a-lead = La levée était déjà entamée : la carte a été jouée avant son tour
fft-q-established = La renonce est-elle consommée (la première carte du pli suivant est-elle jouée) ?
fft-q-pointed-out-by = Qui a signalé la renonce avant qu'elle soit consommée ?
fft-v-nobody = Personne
fft-v-player-in-deal = Un joueur de la donne
fft-v-arbiter = L'arbitre
fft-v-spectator = Un spectateur
fft-v-partner-sitting-out = Un partenaire qui ne joue pas la donne
fft-q-offending-side = Quel camp a fait la renonce ?
fft-v-taker-side = Le camp du preneur
fft-v-defence = La défense
fft-q-let-established = Le camp non fautif a-t-il laissé consommer la renonce pour la relever ensuite ?
fft-q-points-illicit = Combien de points le camp fautif a-t-il gagnés grâce à la renonce (en points entiers) ?
fft-q-oudlers-illicit = Le camp fautif a-t-il gagné le petit grâce à la renonce (seul bout qui puisse changer de camp : 0 ou 1) ?
fft-q-half-point-illicit = Reste-t-il un demi-point à ces points ?
fft-q-discard-size = Quel faux écart ?
fft-v-seven = Un écart d'une carte de trop (7 cartes à quatre joueurs)
fft-v-five = Un écart d'une carte de moins (5 cartes à quatre joueurs)
fft-v-forbidden-cards = Le bon nombre de cartes, mais une carte qui ne peut être écartée (un roi, un bout, un atout évitable, ou un atout non montré)
fft-q-highest-discarded = Quelle est la carte de plus forte valeur de l'écart ?
fft-v-oudler = Un bout
fft-v-king = Un roi
fft-v-queen = Une dame
fft-v-knight = Un cavalier
fft-v-jack = Un valet
fft-v-low-card = Une carte basse ou un atout autre qu'un bout
fft-q-last-card-petit = La carte du dernier pli est-elle le petit ?
fft-q-defence-asked = La défense avait-elle demandé au preneur de compter son écart ?
fft-q-handle-fault = Quelle faute dans la présentation de la poignée ?
fft-v-handle-order = Atouts présentés dans le désordre
fft-v-handle-correctable = Poignée incomplète, que le joueur peut compléter
fft-v-handle-not-correctable = Poignée incomplète, que le joueur ne peut pas compléter
fft-v-handle-too-many = Trop d'atouts montrés
fft-v-handle-before-turn = Montrée avant son tour
fft-v-handle-before-covered = Montrée après sa première carte, avant qu'elle soit recouverte
fft-v-handle-other-moment = Montrée à un autre mauvais moment
fft-v-handle-excuse = Montrée avec l'excuse alors qu'un atout reste caché
fft-q-shown-by = Qui a présenté la poignée ?
fft-q-sheet-fault = Quelle faute sur la feuille de marque ?
fft-v-total-not-zero = Le total des scores n'est pas nul
fft-v-missing-identification = Numéro de table, noms ou numéros des joueurs absents
fft-v-left-on-table = Feuille non rendue, laissée sur la table
fft-v-sheet-lost = Feuille non rendue et disparue
fft-q-deals-removed = Combien de donnes l'arbitre supprime-t-il ?
fft-q-concerned-players = Combien de joueurs l'arbitre juge-t-il concernés par la lenteur ?
fft-q-concerned-repeat-offenders = Combien d'entre eux ont déjà été pénalisés pour lenteur dans le périmètre de récidive (l'épreuve en cours) ?
fft-q-hand-of = À qui était le jeu jeté sur la table ?

## Résultat de la donne.

fft-o-taker-wins = Le preneur a-t-il réussi son contrat ?
fft-o-players = Nombre de joueurs à la table (4 si non précisé)
fft-o-contract = Contrat joué
fft-o-chelem-made-by = Un camp a-t-il fait tous les plis (chelem) ?
fft-o-chelem-announced = Le preneur avait-il annoncé un chelem ?
fft-o-taker-alone = À cinq joueurs, le preneur jouait-il seul (il s'était appelé lui-même, ou la carte appelée était au chien) ?
fft-o-taker-points = Points du camp du preneur, tels que comptés, au demi-point près (40 ou 40.5)
fft-o-taker-half-point = Les points du preneur comptent-ils un demi-point de plus ? (Seulement avec des points entiers.)
fft-o-taker-oudlers = Bouts du camp du preneur
fft-o-petit-au-bout = Qui a mené le petit au bout ?
fft-o-taker-handle = Poignée du camp du preneur
fft-o-defence-handle = Poignée de la défense
fft-v-prise = Prise
fft-v-garde = Garde
fft-v-garde-sans = Garde sans le chien
fft-v-garde-contre = Garde contre le chien
fft-v-none = Aucune
fft-v-no-side = Aucun des deux camps
fft-v-simple = Simple
fft-v-double = Double
fft-v-triple = Triple
outcome-taker-wins = Si le preneur gagne
outcome-taker-fails = Si le preneur chute

## Choix.

fft-c-play-contract = Il joue son contrat
fft-c-refuse-contract = Il refuse de le jouer : le donneur distribue à nouveau et ne peut pas annoncer de contrat sur cette nouvelle donne
fft-c-decline-contract = Il renonce à jouer son contrat
fft-c-accept-card = Il accepte la carte jouée hors tour
fft-c-require-suit = Il exige que le défenseur qui avait la main joue la couleur de la carte fautive
fft-c-require-other-suit = Il exige que ce défenseur joue dans une autre couleur, sans en imposer une : le défenseur choisit laquelle
fft-c-refuse-card = Il refuse la carte : elle revient comme carte exposée, et le joueur qui avait la main entame comme il veut
fft-c-scored = Il fait marquer la donne, quel que soit le résultat
fft-c-not-scored = Il ne la fait pas marquer

## Erreurs.

fft-error-outcome-contradiction = Le résultat indiqué contredit le compte : d'après les points, le preneur { $computed ->
        [true] gagne
       *[false] chute
    }.
fft-error-record-unreadable = La feuille de donne de tarot est illisible : { $error_fr }
fft-error-no-revoke = La feuille de donne ne contient aucune renonce.
fft-error-no-false-discard = L'écart de la feuille de donne n'a ni une carte de trop ni une carte de moins.
fft-error-concerned-repeat = Il ne peut y avoir plus de joueurs en récidive que de joueurs concernés.
fft-error-concerned-repeat-previous = Avec un seul joueur concerné, sa récidive doit s'accorder avec ses sanctions antérieures pour lenteur de jeu.

## Décisions.

fft-s-complaint-barred = L'arbitre n'a pas été appelé quand la faute a été découverte : aucune contestation n'est plus recevable et le résultat de la table est maintenu. Ne pas appeler l'arbitre est une faute grave, traitée comme faute contre l'éthique.
fft-s-hesitation-excuse = Avec l'excuse en main, le temps de réflexion se comprend : pas de pénalité.
fft-s-hesitation-unproven = L'hésitation n'est ni reconnue ni établie : l'arbitre ne sanctionne pas.
fft-s-bidding-reflection = L'arbitre juge qu'il s'agissait d'une réflexion, non d'une hésitation volontaire : pas de pénalité.
fft-s-drunk-no-disturbance = Le jeu n'est pas perturbé : pas de sanction.
fft-s-drunk-excluded = Le joueur perturbe le jeu : il est exclu du tournoi.
fft-s-drunk-warning = Le joueur perturbe le jeu : il reçoit un avertissement.
fft-s-left = Le joueur a quitté le tournoi sans l'accord de l'arbitre : suspension de { $months } mois des épreuves en donnes libres (tournois et compétitions).
fft-s-ethics-penalty = Faute contre l'éthique : pénalité de { $points } points pour un joueur de ce classement ({ $ranking_fr }), selon le barème que retient ce jeu de règles : le code demande d'autant plus de sévérité que le classement est élevé, sans fixer de montant, et l'arbitre peut en fixer un autre.
fft-s-smoking-penalty = Il est interdit de fumer, cigarette électronique comprise : pénalité de { $points } points, la pénalité ordinaire du jeu de règles, le code disant « pénalité » sans montant. Le code range ce cas parmi ses autres cas, non parmi les fautes contre l'éthique : le classement du joueur ne fixe pas le montant.
fft-s-over-contract-granted = Chacun a compté ses cartes ; le sur-contrat est accordé et l'arbitre vise la feuille de marque.
fft-s-over-contract-refused = Le sur-contrat est refusé : le joueur qui avait pris ou gardé décide s'il joue son contrat.
fft-s-over-contract-refused-played = Le sur-contrat est refusé ; le joueur qui avait pris ou gardé joue son contrat.
fft-s-over-contract-refused-declined = Le sur-contrat est refusé et le joueur qui avait pris ou gardé ne joue pas : la donne est annulée, et le voisin de droite du donneur distribue, personne n'ayant mal donné. (Un compte de cartes faux est une fausse donne : la juger comme telle, en incident de fausse donne.)
fft-s-over-contract-refused-no-bid = Le sur-contrat est refusé et personne n'avait enchéri avant lui : il ne reste aucun contrat à jouer. La donne est annulée, et le voisin de droite du donneur distribue, personne n'ayant mal donné. (Un compte de cartes faux est une fausse donne : la juger comme telle, en incident de fausse donne.)
fft-s-dog-seen-defender = Un défenseur a retourné le chien : la donne est annulée si le preneur chute, marquée normalement s'il gagne.
    .taker-wins = Un défenseur a retourné le chien ; le preneur a gagné, la donne est donc marquée normalement.
    .taker-fails = Un défenseur a retourné le chien ; le preneur a chuté, la donne est donc annulée.
fft-s-dog-seen-bidder = Le demandeur a retourné le chien : la donne est marquée s'il chute, annulée s'il gagne.
    .taker-wins = Le demandeur a retourné le chien ; il a gagné, la donne est donc annulée.
    .taker-fails = Le demandeur a retourné le chien ; il a chuté, la donne est donc marquée.
fft-s-small-card-turned = La carte retournée est inférieure au valet : la distribution continue, la carte reste à sa place.
fft-s-misdeal-redeal = Fausse donne : le donneur distribue à nouveau ; le joueur responsable ne peut pas annoncer de contrat sur cette nouvelle donne.
fft-s-misdeal-dog-cancelled = Il n'y a pas le bon nombre de cartes au chien : la donne est annulée, même si un contrat a été annoncé ; le donneur distribue à nouveau et ne peut pas annoncer de contrat sur cette nouvelle donne.
fft-s-misdeal-turned-cancelled = Une carte a été retournée pendant la distribution par un autre joueur que le donneur, et ce n'est constaté qu'une fois un contrat annoncé : la donne est annulée ; le donneur distribue à nouveau, et le joueur qui a retourné la carte ne peut pas annoncer de contrat sur cette nouvelle donne.
fft-s-misdeal-disabled = Le donneur distribuait pour un joueur handicapé : pas de sanction, il pourra annoncer un contrat.
fft-s-misdeal-before-play-cancelled = Fausse donne découverte après le contrat, le preneur étant concerné : la donne est annulée et le même donneur distribue à nouveau ; il est pénalisé de 100 points et ne peut pas annoncer de contrat sur cette nouvelle donne.
fft-s-misdeal-election = Fausse donne découverte après le contrat, le preneur étant bien servi : il choisit de jouer (la défense est redistribuée, pas le chien, et la donne est marquée quel que soit le résultat) ou de refuser (le donneur distribue à nouveau et ne peut pas annoncer de contrat sur cette nouvelle donne). Le donneur est pénalisé de 100 points.
fft-s-misdeal-played = Le preneur joue : les cartes de la défense sont redistribuées, le chien ne change pas, la donne sera marquée quel que soit le résultat ; 100 points de pénalité au donneur.
fft-s-misdeal-refused = Le preneur refuse : le donneur distribue à nouveau, est pénalisé de 100 points et ne peut pas annoncer de contrat sur cette nouvelle donne.
fft-s-misdeal-during-play = Fausse donne découverte en cours de jeu, le preneur étant bien servi : la donne est marquée s'il gagne ; s'il chute, elle est annulée et le même donneur distribue à nouveau ; 100 points de pénalité au donneur.
    .taker-wins = Fausse donne découverte en cours de jeu, le preneur étant bien servi : il a gagné, la donne est donc marquée ; 100 points de pénalité au donneur.
    .taker-fails = Fausse donne découverte en cours de jeu, le preneur étant bien servi : il a chuté, la donne est donc annulée et le même donneur distribue à nouveau ; 100 points de pénalité au donneur.
fft-s-misdeal-during-play-dealer = Fausse donne découverte en cours de jeu ; le preneur a donné : il ne garde pas un gain que sa propre donne a pu lui procurer et n'est pas protégé de sa chute : la donne est annulée s'il gagne (le même donneur redistribue) et marquée s'il chute ; 100 points de pénalité au donneur.
    .taker-wins = Fausse donne découverte en cours de jeu ; le preneur a donné et gagne : la donne est annulée et le même donneur redistribue ; 100 points de pénalité au donneur.
    .taker-fails = Fausse donne découverte en cours de jeu ; le preneur a donné et chute : la donne est marquée ; 100 points de pénalité au donneur.
fft-s-misdeal-during-play-cancelled = Fausse donne découverte en cours de jeu, le preneur n'ayant pas le bon nombre de cartes : la donne est annulée et le même donneur distribue à nouveau ; 100 points de pénalité au donneur.
fft-s-wrong-dealer-redeal = Le mauvais joueur distribuait et la distribution n'était pas finie : le jeu est redistribué par le bon donneur.
fft-s-wrong-dealer-stands = Le mauvais joueur a distribué, mais la distribution était finie : la donne est maintenue.
fft-s-false-ruff = Après une coupe à faux, les adversaires peuvent demander si la carte était un singleton.
fft-s-exposed-taker = Le preneur remet la carte exposée dans son jeu et la jouera quand il voudra ; pas de pénalité. L'arbitre reste jusqu'à la fin de la donne.
fft-s-exposed-partner = Le partenaire du preneur remet la carte exposée dans son jeu et la jouera quand il voudra ; l'arbitre reste jusqu'à la fin de la donne. Le code ne prévoit de pénalité que pour la défense et dit le preneur exempt : à cinq, le partenaire est du camp du preneur, et l'arbitre juge si la faute appelle une sanction.
fft-s-exposed-defender-warning = Le défenseur remet la carte dans son jeu et la jouera quand il voudra ; la donne n'en est pas modifiée : avertissement. L'arbitre reste jusqu'à la fin de la donne.
fft-s-exposed-defender-penalty = Le défenseur remet la carte dans son jeu et la jouera quand il voudra ; c'est une récidive : 100 points de pénalité. L'arbitre reste jusqu'à la fin de la donne.
fft-s-exposed-defender-distorted = La carte exposée par la défense fausse la donne : annulée si la défense gagne, marquée si elle perd. L'arbitre reste jusqu'à la fin de la donne.
    .taker-wins = La carte exposée par la défense a faussé la donne ; le preneur a gagné, la donne est donc marquée. L'arbitre est resté jusqu'à la fin de la donne.
    .taker-fails = La carte exposée par la défense a faussé la donne ; la défense a gagné, la donne est donc annulée. L'arbitre est resté jusqu'à la fin de la donne.
fft-s-card-not-played = La carte n'a pas quitté le jeu du joueur : elle n'est pas jouée.
fft-s-card-stands = La carte a quitté le jeu : elle est jouée et ne peut plus être changée.
fft-s-card-replaced = La carte jouée est une faute : l'arbitre la fait changer, et la faute est jugée pour elle-même.
fft-s-out-of-turn-offer = Carte jouée hors tour par un défenseur : le preneur l'accepte, ou exige que le défenseur qui avait la main joue dans la couleur de cette carte ou dans une autre couleur, sans en imposer une. Si ce défenseur joue l'excuse, la même règle s'applique au joueur suivant. La pénalité de carte exposée s'applique dans tous les cas.
fft-s-out-of-turn-taker-on-lead-offer = Un défenseur a entamé hors tour alors que le camp du preneur avait la main : le preneur accepte la carte, ou la refuse, et la carte revient comme carte exposée pendant que le joueur qui avait la main entame comme il veut ; aucun défenseur ne peut être obligé d'entamer. La pénalité de carte exposée s'applique dans tous les cas.
fft-s-out-of-turn-taker-on-lead-accepted = Le preneur accepte la carte : le jeu continue comme si le défenseur avait eu la main.
fft-s-out-of-turn-taker-on-lead-refused = Le preneur refuse la carte : elle revient comme carte exposée, et le joueur qui avait la main entame comme il veut.
fft-s-out-of-turn-not-a-lead = La carte a été jouée avant son tour dans une levée déjà entamée : il n'y a pas d'entame à accepter ni à exiger ; c'est une carte exposée, qui revient dans la main.
fft-error-out-of-turn-refuse-needs-demand = Un défenseur avait la main : le preneur accepte la carte ou exige que ce défenseur entame (dans la couleur du fautif, ou dans une autre couleur).
fft-error-out-of-turn-no-defender-on-lead = Le camp du preneur avait la main : aucun défenseur ne peut être obligé d'entamer ({ $choice }) ; le preneur accepte la carte ou la refuse.
fft-error-over-contract-refused-contract = Le sur-contrat a été refusé : le joueur qui avait enchéri joue son propre contrat, une prise ou une garde, pas une { $contract_fr }.
fft-error-over-contract-granted-contract = Le sur-contrat a été accordé : le contrat joué est une garde sans ou une garde contre, pas une { $contract_fr }.
fft-s-revoke-later-in-record = L'enregistrement montre une autre renonce, de { $player } au pli { $trick } : cette décision règle la première ; l'arbitre règle celle-là et la marque (le code ne dit pas comment les renonces se combinent).
fft-s-out-of-turn-taker = Le preneur a joué hors tour : sa carte est une carte exposée. Il la remet dans son jeu et la jouera à son gré, le joueur dont c'était le tour joue, sans pénalité. L'arbitre assiste à la fin de la donne.
fft-s-out-of-turn-partner = Le partenaire du preneur a joué hors tour : la carte retourne dans son jeu et le joueur dont c'était le tour joue. Le code ne prévoit pas de sanction pour le partenaire : l'arbitre juge si la faute en appelle une, et assiste à la fin de la donne.
fft-s-out-of-turn-warning = Carte jouée hors tour : avertissement au défenseur fautif, comme pour une carte exposée.
fft-s-out-of-turn-penalty = Carte jouée hors tour, en récidive : 100 points de pénalité au défenseur fautif.
fft-s-out-of-turn-distorted = Carte jouée hors tour qui fausse la donne : annulée si la défense gagne, marquée si elle perd.
    .taker-wins = Une carte jouée hors tour a faussé la donne ; le preneur a gagné, la donne est donc marquée.
    .taker-fails = Une carte jouée hors tour a faussé la donne ; la défense a gagné, la donne est donc annulée.
fft-s-out-of-turn-taker-chose = { $choice ->
        [accept] Le preneur a accepté la carte : le jeu continue comme si le défenseur avait eu la main.
        [require_offenders_suit] Le preneur a exigé que le défenseur qui avait la main joue dans la couleur de la carte.
       *[require_another_suit] Le preneur a exigé que le défenseur qui avait la main joue dans une autre couleur que celle de la carte, sans l'imposer.
    }
fft-s-revoke-not-established = La renonce n'est pas consommée : elle se règle comme une carte exposée.
fft-s-revoke-taker = Renonce consommée du camp du preneur : les points gagnés par la renonce sont rendus à la défense (points : { $points } ; bouts : { $oudlers }) ; la donne est annulée si le preneur gagne encore, marquée s'il chute.
    .taker-wins = Renonce consommée du camp du preneur : les points gagnés par la renonce ont été rendus à la défense (points : { $points } ; bouts : { $oudlers }) ; le preneur a tout de même gagné, la donne est donc annulée.
    .taker-fails = Renonce consommée du camp du preneur : les points gagnés par la renonce ont été rendus à la défense (points : { $points } ; bouts : { $oudlers }) ; le preneur a chuté, la donne est donc marquée.
fft-s-revoke-defence-offer = Renonce consommée en défense : les points gagnés par la renonce sont rendus au preneur (points : { $points } ; bouts : { $oudlers }) ; le défenseur fautif ne pourra pas annoncer de contrat à la donne suivante ; le preneur décide si la donne est marquée.
fft-s-revoke-defence = Renonce consommée en défense : les points gagnés par la renonce sont rendus au preneur (points : { $points } ; bouts : { $oudlers }) ; le défenseur fautif ne pourra pas annoncer de contrat à la donne suivante ; { $scored ->
        [yes] le preneur a choisi que la donne soit marquée, quel qu'en soit le résultat.
       *[no] le preneur a choisi qu'elle ne soit pas marquée : la donne est annulée.
    }
fft-s-revoke-found = Carte en cause : { $card }, jouée par { $player } au pli { $trick }.
fft-s-discard-seven = Écart d'une carte de trop : le dernier pli va à la défense, qui reçoit aussi la carte la plus forte de l'écart ; la donne est annulée si le preneur gagne, marquée normalement s'il chute.
    .taker-wins = Écart d'une carte de trop : le dernier pli est allé à la défense, qui a aussi reçu la carte la plus forte de l'écart ; le preneur a gagné, la donne est donc annulée.
    .taker-fails = Écart d'une carte de trop : le dernier pli est allé à la défense, qui a aussi reçu la carte la plus forte de l'écart ; le preneur a chuté, la donne est donc marquée normalement.
fft-s-discard-five = Écart d'une carte de moins : le dernier pli va au preneur, sans prime de petit au bout si c'est le petit ; la donne est annulée s'il gagne, marquée normalement s'il chute.
    .taker-wins = Écart d'une carte de moins : le dernier pli est allé au preneur, sans prime de petit au bout si c'était le petit ; il a gagné, la donne est donc annulée.
    .taker-fails = Écart d'une carte de moins : le dernier pli est allé au preneur, sans prime de petit au bout si c'était le petit ; il a chuté, la donne est donc marquée normalement.
fft-s-handle-out-of-order = Poignée présentée dans le désordre : elle compte ; avertissement, puis 100 points en cas de récidive.
fft-s-handle-incomplete-correctable = Poignée incomplète mais rectifiable : elle compte ; avertissement, puis 100 points en cas de récidive.
fft-s-handle-incomplete-not-correctable = { $by ->
        [taker] Poignée du preneur incomplète et non rectifiable : elle ne compte pas ; avertissement, puis 100 points en cas de récidive.
       *[defender] Poignée d'un défenseur incomplète et non rectifiable : elle ne compte pas, et la donne est en plus annulée si le preneur chute ; avertissement, puis 100 points en cas de récidive.
    }
    .taker-wins = Poignée d'un défenseur incomplète et non rectifiable : elle ne compte pas ; le preneur a gagné, la donne n'est donc pas annulée. Avertissement, puis 100 points en cas de récidive.
    .taker-fails = Poignée d'un défenseur incomplète et non rectifiable : elle ne compte pas ; le preneur a chuté, la donne est donc en plus annulée. Avertissement, puis 100 points en cas de récidive.
fft-s-handle-partner = Poignée présentée en faute par le partenaire du preneur : à cinq, il est du camp du preneur, et les lignes du code pour cette faute ne visent que le preneur et la défense. L'arbitre juge si la poignée compte et si la faute appelle une sanction.
fft-s-handle-partner-warned = Poignée présentée en faute par le partenaire du preneur : à cinq, il est du camp du preneur, et les lignes du code pour cette faute ne visent que le preneur et la défense. L'arbitre juge si la poignée compte ; la faute, sanctionnée de même sur la ligne du preneur et sur celle du défenseur, vaut un avertissement, puis 100 points en cas de récidive.
fft-s-handle-too-many-trumps = { $by ->
        [taker] Poignée du preneur avec trop d'atouts : elle compte, sans sanction.
       *[defender] Poignée d'un défenseur avec trop d'atouts : elle compte si le preneur gagne, et la donne est annulée s'il chute ; avertissement, puis 100 points en cas de récidive.
    }
    .taker-wins = Poignée d'un défenseur avec trop d'atouts : le preneur a gagné, elle compte donc ; avertissement, puis 100 points en cas de récidive.
    .taker-fails = Poignée d'un défenseur avec trop d'atouts : le preneur a chuté, la donne est donc annulée ; avertissement, puis 100 points en cas de récidive.
fft-s-handle-before-turn = Poignée du preneur montrée avant son tour : elle compte, sans pénalité.
fft-s-handle-before-turn-defender = La poignée d'un défenseur présentée avant son tour : c'est un mauvais moment, traité comme tout autre ; elle est comptée si le preneur gagne, et la donne est annulée s'il chute. Avertissement, puis 100 points en cas de récidive.
    .taker-wins = La poignée d'un défenseur présentée avant son tour ; le preneur a gagné, la poignée est donc comptée. Avertissement, puis 100 points en cas de récidive.
    .taker-fails = La poignée d'un défenseur présentée avant son tour ; le preneur a chuté, la donne est donc annulée. Avertissement, puis 100 points en cas de récidive.
fft-s-handle-after-first-card-before-covered = Poignée montrée après la première carte, avant qu'elle soit recouverte : elle compte ; avertissement, puis 100 points en cas de récidive.
fft-s-handle-other-wrong-moment = { $by ->
        [taker] Poignée du preneur montrée à un mauvais moment : elle ne compte pas s'il gagne, et compte s'il chute. Avertissement, puis 100 points en cas de récidive.
       *[defender] Poignée d'un défenseur montrée à un mauvais moment : elle compte si le preneur gagne, et la donne est annulée s'il chute. Avertissement, puis 100 points en cas de récidive.
    }
    .taker-wins = { $by ->
        [taker] Poignée du preneur montrée à un mauvais moment ; il a gagné : elle ne compte pas. Avertissement, puis 100 points en cas de récidive.
       *[defender] Poignée d'un défenseur montrée à un mauvais moment ; le preneur a gagné : elle compte. Avertissement, puis 100 points en cas de récidive.
    }
    .taker-fails = { $by ->
        [taker] Poignée du preneur montrée à un mauvais moment ; il a chuté : elle compte. Avertissement, puis 100 points en cas de récidive.
       *[defender] Poignée d'un défenseur montrée à un mauvais moment ; le preneur a chuté : la donne est annulée. Avertissement, puis 100 points en cas de récidive.
    }
fft-s-handle-excuse-hiding-trump = { $by ->
        [taker] Poignée du preneur montrée avec l'excuse en cachant un atout : la donne est annulée s'il gagne ; s'il chute, donne et poignée sont marquées. Avertissement, puis 100 points en cas de récidive.
        [takers_partner] Poignée du partenaire du preneur (de son camp, à cinq) montrée avec l'excuse en cachant un atout : la donne est annulée si le preneur gagne ; s'il chute, donne et poignée sont marquées. Avertissement, puis 100 points en cas de récidive.
       *[defender] Poignée d'un défenseur montrée avec l'excuse en cachant un atout : la donne est annulée si le preneur chute ; s'il gagne, donne et poignée sont marquées. Avertissement, puis 100 points en cas de récidive.
    }
    .taker-wins = { $by ->
        [taker] Poignée du preneur montrée avec l'excuse en cachant un atout ; il a gagné : la donne est annulée. Avertissement, puis 100 points en cas de récidive.
        [takers_partner] Poignée du partenaire du preneur montrée avec l'excuse en cachant un atout ; le preneur a gagné : la donne est annulée. Avertissement, puis 100 points en cas de récidive.
       *[defender] Poignée d'un défenseur montrée avec l'excuse en cachant un atout ; le preneur a gagné : donne et poignée sont marquées. Avertissement, puis 100 points en cas de récidive.
    }
    .taker-fails = { $by ->
        [taker] Poignée du preneur montrée avec l'excuse en cachant un atout ; il a chuté : donne et poignée sont marquées. Avertissement, puis 100 points en cas de récidive.
        [takers_partner] Poignée du partenaire du preneur montrée avec l'excuse en cachant un atout ; le preneur a chuté : donne et poignée sont marquées. Avertissement, puis 100 points en cas de récidive.
       *[defender] Poignée d'un défenseur montrée avec l'excuse en cachant un atout ; le preneur a chuté : la donne est annulée. Avertissement, puis 100 points en cas de récidive.
    }
fft-s-spread = Le joueur a étalé ses dernières cartes : l'arbitre les fait jouer de la façon la plus défavorable pour lui.
fft-s-sheet = Tous les joueurs de la table répondent de la feuille de marque : { $points } points de pénalité chacun.
fft-s-slow-play = Lenteur excessive : { $removed ->
        [0] aucune donne supprimée
        [one] une donne supprimée
       *[other] { $removed } donnes supprimées
    } et { $points } points de pénalité aux joueurs concernés.
fft-s-slow-play-each = Lenteur excessive : { $removed ->
        [0] aucune donne supprimée
        [one] une donne supprimée
       *[other] { $removed } donnes supprimées
    } ; { $first ->
        [0] {""}
        [one] { $first_points } points de pénalité au joueur concerné sans pénalité antérieure
       *[other] { $first_points } points de pénalité à chacun des { $first } joueurs concernés sans pénalité antérieure
    }{ $first ->
        [0] {""}
       *[other] { $repeat ->
            [0] {""}
           *[other] , {""}
        }
    }{ $repeat ->
        [0] {""}
        [one] { $repeat_points } points au joueur en récidive
       *[other] { $repeat_points } points à chacun des { $repeat } joueurs en récidive
    }.
fft-s-hand-exposed = Un jeu de la défense a été vu : les cartes de la défense sont redistribuées et la donne est jouée ; marquée si le preneur gagne, non comptée s'il chute.
    .taker-wins = Un jeu de la défense a été vu : les cartes de la défense ont été redistribuées et la donne jouée ; le preneur a gagné, elle est donc marquée.
    .taker-fails = Un jeu de la défense a été vu : les cartes de la défense ont été redistribuées et la donne jouée ; le preneur a chuté, elle n'est donc pas comptée.
fft-s-hand-exposed-taker = Le jeu du preneur a été vu : ses cartes sont des cartes exposées. Elles retournent dans son jeu, la donne se joue et se marque normalement, sans pénalité : ce que la défense a vu ne peut nuire qu'à son camp. L'arbitre assiste à la fin de la donne.
fft-s-wrong-count = Un défenseur n'a pas le bon nombre de cartes : la donne va à son terme ; marquée si le preneur gagne, annulée s'il chute.
    .taker-wins = Un défenseur n'avait pas le bon nombre de cartes : la donne est allée à son terme ; le preneur a gagné, elle est donc marquée.
    .taker-fails = Un défenseur n'avait pas le bon nombre de cartes : la donne est allée à son terme ; le preneur a chuté, elle est donc annulée.
    .taker-wins = Un défenseur avait un nombre incorrect de cartes et le preneur a donné : il gagne, la donne est annulée.
    .taker-fails = Un défenseur avait un nombre incorrect de cartes et le preneur a donné : il chute, la donne est marquée.
fft-s-wrong-count-dealer-not-from-deal = Un défenseur a un nombre incorrect de cartes qui ne vient pas de la distribution, et le preneur a donné : la donne est jouée jusqu'au bout puis annulée quel que soit le résultat (« Autres cas » : le preneur donneur n'est pas marqué s'il gagne, et la donne est annulée s'il chute) ; le donneur suivant distribue.
fft-q-wrong-count-from-deal = Le nombre incorrect de cartes vient-il de la distribution (le donneur a mal distribué) ?
fft-s-wrong-count-is-misdeal = Le nombre incorrect de cartes vient de la distribution : c'est une fausse donne découverte en cours de jeu. À traiter comme fausse donne : même sort pour la donne, avec 100 points de pénalité au donneur, qui ne peut pas enchérir sur une nouvelle distribution.
fft-s-touching-warning = Le joueur a touché ou relevé des cartes pendant la distribution : avertissement.
fft-s-touching-penalty = Le joueur a de nouveau touché ou relevé des cartes pendant la distribution : 100 points de pénalité.
fft-s-cut = Carte retournée à la coupe : tout le jeu revient au joueur qui bat les cartes (celui placé en face du donneur à quatre), qui le bat de nouveau ; le jeu est recoupé et le même donneur distribue. Pas de sanction : le coupeur peut annoncer un contrat.

## Deals not played (règlement officiel).
fft-kind-deal-not-played = Donne non jouée : petit sec, ou tous les joueurs ont passé
fft-q-deal-not-played-cause = Pourquoi la donne n'est-elle pas jouée ?
fft-v-petit-sec = Un joueur a le petit sec
fft-v-all-passed = Tous les joueurs ont passé
fft-q-petit-sec-announced = Le petit sec a-t-il été annoncé, jeu étalé, avant les enchères ?
fft-t-reglement-petit-sec = Le petit sec s'annonce avant les enchères et la donne est annulée
fft-t-reglement-petit-sec-late = Un petit sec qui n'a pas été annoncé avant les enchères
fft-t-reglement-all-passed = Tous les joueurs passent : nouvelle distribution
fft-t-reglement-dealing-in-turn = Les joueurs donnent à tour de rôle ; le même donneur ne redonne qu'après une faute de distribution
fft-s-all-passed = Tous les joueurs ont passé : la donne est annulée et le voisin de droite du donneur distribue à nouveau.
fft-t-reglement-five-all-passed = À cinq joueurs, le mort distribue tant que personne ne prend
fft-s-all-passed-five = Tous les joueurs ont passé à une table de cinq : la donne est annulée et le mort distribue à nouveau, comme il le fait tant que personne ne prend.
fft-q-players-at-table = Combien de joueurs à la table (3, 4 ou 5) ?
fft-s-petit-sec = Petit sec annoncé, jeu étalé avant les enchères : la donne est annulée et le voisin de droite du donneur distribue à nouveau.
fft-s-petit-sec-late = Le petit sec n'a pas été annoncé avant les enchères comme le règlement l'exige : la donne est annulée et le voisin de droite du donneur distribue à nouveau. Le code ne prévoit pas de sanction : l'arbitre décide s'il y a lieu d'en donner une.
fft-s-petit-sec-five = Petit sec annoncé, jeu étalé avant les enchères, à une table de cinq : la donne est annulée et le mort distribue à nouveau, comme il le fait tant que personne ne prend.
fft-s-petit-sec-late-five = Le petit sec n'a pas été annoncé avant les enchères comme le règlement l'exige : la donne est annulée et, à une table de cinq, le mort distribue à nouveau, comme il le fait tant que personne ne prend. Le code ne prévoit pas de sanction : l'arbitre décide s'il y a lieu d'en donner une.
fft-error-counted-handle-missing = La poignée compte d'après la décision, mais le résultat envoyé ne la nomme pas : indiquez-la (taker_handle ou defence_handle, selon le camp qui l'a présentée) pour que la marque en tienne compte.
fft-error-partner-taker-alone = « { $fact } » : le preneur a joué seul (carte appelée au chien, ou la sienne), il n'a pas de partenaire.
fft-error-partner-not-five = « { $fact } » : le partenaire du preneur n'existe qu'à cinq joueurs, et cette donne se joue à { $players }.
fft-error-half-point-twice = Le demi-point est compté deux fois : les points sont écrits avec une demie (40.5) et le demi-point est aussi indiqué. Donnez l'un ou l'autre.
fft-error-outcome-chelem-missing = { $points } points pour le preneur : { $side ->
        [taker] la défense n'a aucune carte, le camp du preneur a donc fait tous les plis
       *[defence] le camp du preneur n'a aucune carte, la défense a donc fait tous les plis
    } : indiquez le chelem (chelem_made_by).

## The discard by the règlement (where the code is silent).
fft-q-discard-before-play = L'erreur d'écart est-elle relevée avant que la première carte soit jouée ?
fft-t-reglement-discard-corrected = Avant la première carte, le preneur rectifie son écart
fft-t-reglement-discard-forbidden = Cartes interdites à l'écart, relevées après « jeu » : l'écart reste tel quel
fft-s-discard-corrected = Il est encore temps : le preneur rectifie son écart (le nombre de cartes du chien, sans roi ni bout, un atout seulement s'il ne peut faire autrement et en le montrant), sans sanction.
fft-s-discard-forbidden-after-play = L'écart contient une carte interdite, relevée après « jeu » : l'écart ne peut plus être ni modifié ni consulté, et le jeu continue. C'est un faux écart : la donne est annulée si le preneur gagne, comptée normalement s'il chute.
fft-v-partner-revealed = À cinq, le partenaire a fait savoir qu'il l'était avant de jouer la carte appelée
fft-v-revoke-let-established = A laissé consommer une renonce évidente, puis appelé l'arbitre (camp non fautif)
fft-v-misdeal-ethics = A fait une fausse donne que l'arbitre juge faute contre l'éthique (le donneur)
fft-t-partner-revealed = À cinq, le partenaire ne fait pas état de son camp avant de jouer la carte appelée

## Faults the règlement defines and the code does not name.
fft-kind-reglement-fault = Faute contre le règlement du jeu, que le code ne sanctionne pas
fft-q-reglement-fault = Quelle règle du jeu n'a pas été respectée ?
fft-v-previous-trick = Un joueur a regardé le pli précédent après le ramassage de la levée en cours, ou un pli plus ancien
fft-v-discard-looked-at = L'écart a été consulté après « jeu » ou une fois le jeu commencé
fft-v-discard-changed = Le preneur a changé un écart correct après avoir dit « jeu »
fft-v-spoke-twice = Un joueur a parlé une seconde fois aux enchères
fft-v-out-of-sight = Un joueur ne tient pas ses cartes au-dessus de la table, à la vue de tous
fft-v-called-suit-led = À cinq, l'entame est dans la couleur de la carte appelée sans être cette carte
fft-t-reglement-previous-trick = Seul le pli précédent se consulte, tant que la levée en cours n'est pas ramassée
fft-t-reglement-discard-looked-at = L'écart ne se consulte plus après « jeu » ni une fois le jeu commencé
fft-t-reglement-discard-changed = L'écart ne se change plus après « jeu »
fft-t-reglement-spoke-twice = Chaque joueur ne parle qu'une fois
fft-t-reglement-out-of-sight = Les cartes se tiennent au-dessus de la table, à la vue de tous
fft-t-reglement-called-suit-led = À cinq, pas d'entame dans la couleur appelée, sauf de la carte appelée
fft-t-reglement-played-before-turn = On ne joue ni ne sort une carte de son jeu avant son tour
fft-s-reglement-previous-trick = Seul le pli précédent peut être consulté, et seulement tant que la levée en cours n'est pas ramassée ; jamais un pli plus ancien. Le code ne prévoit pas de sanction : l'arbitre décide s'il y a lieu d'en donner une.
fft-s-reglement-discard-looked-at = Une fois « jeu » dit avec un écart conforme, ou la première carte jouée, l'écart ne peut plus être consulté. Le code ne prévoit pas de sanction : l'arbitre décide s'il y a lieu d'en donner une.
fft-s-reglement-discard-changed = Après « jeu », un écart correct ne peut plus être changé : il est rétabli tel qu'il était. Le code ne prévoit pas de sanction : l'arbitre décide s'il y a lieu d'en donner une.
fft-s-reglement-spoke-twice = Chaque joueur ne parle qu'une fois : sa seconde déclaration ne compte pas. Le code ne prévoit pas de sanction : l'arbitre décide s'il y a lieu d'en donner une.
fft-s-reglement-out-of-sight = Les cartes se tiennent au-dessus de la table, à la vue de tous, jusqu'à la dernière carte jouée. Le code ne prévoit pas de sanction : l'arbitre décide s'il y a lieu d'en donner une.
fft-s-reglement-called-suit-led = À cinq, l'entame ne peut se faire dans la couleur de la carte appelée, sauf de la carte appelée elle-même. Ne pas respecter une règle du jeu de la carte est une renonce pour le code : elle se juge comme telle (consommée ou non, selon le camp fautif), avec ses conséquences.
fft-q-discard-before-jeu = Ces cartes interdites sont-elles relevées avant que le preneur ait dit « jeu » ?
fft-q-fault-before-play = L'arbitre l'a-t-il vu avant que la première carte soit jouée ?
fft-v-bid-out-of-turn = Un joueur a parlé hors de son tour aux enchères
fft-v-chelem-without-arbiter = Un chelem a été demandé sans appeler l'arbitre
fft-v-chelem-not-announced = Un chelem a été compté comme demandé alors qu'il ne l'était pas, ou demandé une fois le jeu commencé
fft-t-reglement-bid-out-of-turn = Les enchères se font à tour de rôle, à partir de la droite du donneur
fft-t-reglement-chelem-without-arbiter = Qui demande un chelem appelle l'arbitre, et entame
fft-t-reglement-chelem-not-announced = Le chelem se demande après le contrat, avant la première carte (son demandeur entame) : compté ou demandé autrement, il est lu comme non demandé
fft-s-reglement-bid-out-of-turn = Les enchères se font à tour de rôle, en commençant par le voisin de droite du donneur, chacun parlant une fois : elles reprennent dans l'ordre. Le règlement ne dit rien de plus d'une déclaration hors tour : ce qu'elle devient, et une éventuelle sanction, relèvent de l'arbitre.
fft-s-reglement-chelem-without-arbiter = Un chelem se demande en appelant l'arbitre. Le chelem demandé est maintenu et son demandeur entame, quel que soit le donneur ; le code ne prévoit pas de sanction : l'arbitre décide s'il y a lieu d'en donner une.
fft-s-reglement-chelem-not-announced = Le chelem se demande une fois le contrat annoncé, avant la première carte, puisque son demandeur entame. Compté sans avoir été demandé, ou demandé une fois le jeu commencé, il est marqué comme non demandé (le règlement ne le dit pas en toutes lettres, mais c'est le seul chelem qu'il prime sans annonce) : réussi, une prime de 200 points, pas 400 ; chuté, rien n'est déduit. Le code ne prévoit pas de sanction : l'arbitre décide s'il en faut une.
fft-s-ethics-revoke-let-established = Le camp qui a laissé consommer la renonce reçoit en outre une pénalité pour faute contre l'éthique, selon le classement de ses joueurs : elle se statue à part, comme une faute contre l'éthique.
fft-s-ethics-misdeal-judged = L'arbitre tient cette fausse donne pour une faute contre l'éthique : le donneur reçoit en outre une pénalité d'éthique, selon son classement, statuée à part comme une faute contre l'éthique.
fft-s-out-of-turn-taker-at-end = Le preneur a joué hors tour, ce que seul l'arbitre a vu ; il statue en fin de donne : la carte a été jouée et le reste. Une carte exposée par le preneur n'entraîne pas de pénalité.
fft-s-out-of-turn-partner-at-end = Le partenaire du preneur a joué hors tour, ce que seul l'arbitre a vu ; il statue en fin de donne : la carte a été jouée et le reste. Le code ne prévoit pas de sanction pour le partenaire : l'arbitre juge si la faute en appelle une.
fft-s-exposed-at-end-taker = Carte exposée par le preneur, vue par le seul arbitre, qui statue en fin de donne : pas de pénalité, et plus rien à rétablir.
fft-s-exposed-at-end-partner = Carte exposée par le partenaire du preneur, vue par le seul arbitre, qui statue en fin de donne : plus rien à rétablir. Le code ne vise que le preneur et la défense : l'arbitre juge si la faute appelle une sanction.
fft-s-exposed-at-end-defender-warning = Carte exposée par un défenseur, vue par le seul arbitre, qui statue en fin de donne ; la donne n'en a pas été modifiée : avertissement.
fft-s-exposed-at-end-defender-penalty = Carte exposée par un défenseur, vue par le seul arbitre, qui statue en fin de donne ; c'est une récidive : 100 points de pénalité.
fft-s-exposed-at-end-defender-distorted = Carte exposée par un défenseur, vue par le seul arbitre, qui statue en fin de donne ; elle a faussé la donne : annulée si la défense gagne, marquée si elle perd.
    .taker-wins = Une carte exposée par un défenseur a faussé la donne, ce que seul l'arbitre a vu ; le preneur a gagné, la donne est donc marquée.
    .taker-fails = Une carte exposée par un défenseur a faussé la donne, ce que seul l'arbitre a vu ; la défense a gagné, la donne est donc annulée.
fft-s-hand-exposed-at-end = Un jeu de la défense a été vu, par le seul arbitre, qui statue en fin de donne, quand plus rien ne peut être redistribué : marquée si le preneur gagne, non comptée s'il chute.
    .taker-wins = Un jeu de la défense a été vu, par le seul arbitre ; le preneur a gagné, la donne est donc marquée.
    .taker-fails = Un jeu de la défense a été vu, par le seul arbitre ; le preneur a chuté, la donne n'est donc pas comptée.
fft-s-hand-exposed-taker-at-end = Le jeu du preneur a été vu, par le seul arbitre, qui statue en fin de donne : la donne se marque normalement, sans pénalité (ce que la défense a vu ne peut nuire qu'à son camp).
fft-s-repeat-penalty = C'est une récidive : { $points } points de pénalité.
