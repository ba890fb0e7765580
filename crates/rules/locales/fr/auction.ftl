## Auction laws shared texts (16D, 23, 26) and choices/outcomes.

law16-d1-title = Information d'une déclaration ou d'une carte retirée : autorisée pour le camp non fautif
law16-d2-title = Information d'une déclaration ou d'une carte retirée : non autorisée pour le camp fautif
law16-d-info-withdrawn-call = Ce que montrait la déclaration retirée ou annulée : le camp non fautif peut s'en servir ; le camp fautif ne peut pas choisir, parmi les actions logiques, celle que cette information a manifestement pu suggérer plutôt qu'une autre.
law23-title = Passe imposé qui lèse le camp non fautif
law26-a1-title = Couleurs de la déclaration retirée toutes montrées par le même joueur : pas de restriction d'entame
law26-a2-title = Couleur de la déclaration retirée non montrée : le déclarant peut imposer ou interdire son entame
law26-b-title = Autres déclarations retirées : le déclarant peut interdire l'entame d'une couleur
law26-q-specified-suits = La déclaration retirée se rapportait-elle uniquement à une ou plusieurs couleurs précisées (enchère naturelle dans une couleur, ou conventionnelle ne montrant que des couleurs) ?

choice-accept = Il accepte
choice-refuse = Il refuse

outcome-q-offender-becomes = À la fin des enchères, que devient le joueur fautif ?
outcome-v-declarer = Le déclarant
outcome-v-dummy = Le mort
outcome-v-passed-out = Personne : la donne a été passée
outcome-v-defender = Un défenseur
outcome-q-suits-shown-legally = Chaque couleur précisée par la déclaration retirée a-t-elle été montrée par le même joueur au cours des enchères légales ?
outcome-offender-becomes-defender = Si le joueur fautif devient défenseur
outcome-offender-becomes-declarer-or-dummy = Si le joueur fautif devient déclarant ou mort : rien de plus
outcome-suits-shown-legally = Si le même joueur a montré chaque couleur de la déclaration retirée au cours des enchères légales : pas de restriction d'entame
outcome-suits-not-shown-legally = Si une couleur de la déclaration retirée n'a pas été montrée par le même joueur au cours des enchères légales

law27-kind-title = Enchère insuffisante (Loi 27)
law27-a-title = Enchère insuffisante acceptée
law27-a1-title = L'adversaire de gauche peut accepter l'enchère insuffisante en déclarant
law27-a2-title = Enchère insuffisante hors tour : Loi 31
law27-b-title = Enchère insuffisante refusée : elle doit être remplacée
law27-b1a-title = Remplacée par l'enchère suffisante la plus basse de la même dénomination, aucune n'étant artificielle
law27-b1b-title = Remplacée par une déclaration de même sens ou de sens plus précis
law27-b2-title = Remplacée par une autre enchère suffisante ou par Passe : le partenaire passe jusqu'à la fin
law27-b3-title = Remplacement par Contre ou Surcontre : annulé, le partenaire passe jusqu'à la fin
law27-b4-title = Remplacement par une autre enchère insuffisante
law27-c-title = Remplacement fait avant l'arbitrage
law27-d-title = Dommage subi par le camp non fautif après application de B1
law27-q-in-turn = L'enchère insuffisante a-t-elle été faite à son tour de parole ?
law27-q-replacement = Par quelle déclaration le joueur fautif a-t-il remplacé son enchère insuffisante ?
law27-v-lowest-same = L'enchère suffisante la plus basse de la même dénomination
law27-v-other-bid = Une autre enchère suffisante
law27-v-pass = Passe
law27-v-double = Contre ou Surcontre
law27-v-insufficient = Une autre enchère insuffisante
law27-q-artificial = Selon l'arbitre, l'enchère insuffisante ou celle qui la remplace est-elle, ou pourrait-elle être, artificielle ? (La Loi 27B1(a) exige qu'aucune ne le soit indéniablement.)
law27-q-same-meaning = Selon l'arbitre, la déclaration de remplacement a-t-elle le même sens que l'enchère insuffisante, ou un sens plus précis (entièrement contenu dans les sens possibles de l'enchère insuffisante) ?
law27-q-premature = Le joueur fautif a-t-il remplacé son enchère avant que l'arbitre ait statué ?
law27-summary-out-of-rotation = Cette enchère insuffisante a été faite hors tour : elle se règle comme une déclaration hors tour (Loi 31).
law27-summary-offer = L'adversaire de gauche du joueur fautif peut accepter l'enchère insuffisante, en déclarant par-dessus. S'il refuse, elle doit être remplacée par une déclaration légale.
law27-summary-offer-premature = Le joueur fautif a déjà remplacé son enchère : ce remplacement tient, sauf si son adversaire de gauche accepte l'enchère insuffisante.
law27-summary-accepted = L'enchère insuffisante est acceptée : elle devient légale et les enchères continuent, sans autre conséquence.
law27-summary-b1a = L'enchère est remplacée par l'enchère suffisante la plus basse de la même dénomination, sans caractère artificiel : les enchères continuent sans rectification. L'arbitre vérifiera en fin de donne si l'enchère insuffisante a aidé le camp fautif.
law27-summary-b1b = La déclaration de remplacement a le même sens ou un sens plus précis : les enchères continuent sans rectification. L'arbitre vérifiera en fin de donne si l'enchère insuffisante a aidé le camp fautif.
law27-summary-b2 = L'enchère insuffisante est remplacée : le partenaire du joueur fautif doit passer jusqu'à la fin des enchères. Si le joueur fautif devient défenseur, le déclarant pourra restreindre l'entame de son partenaire.
    .offender-declares = L'enchère insuffisante a été remplacée : le partenaire du joueur fautif a dû passer jusqu'à la fin des enchères. Le camp du joueur fautif joue le contrat : aucune entame n'est restreinte.
    .offender-defends = L'enchère insuffisante a été remplacée : le partenaire du joueur fautif a dû passer jusqu'à la fin des enchères. Le joueur fautif est défenseur : le déclarant peut restreindre l'entame de son partenaire.
    .passed-out = L'enchère insuffisante a été remplacée : le partenaire du joueur fautif a dû passer jusqu'à la fin des enchères.
law27-summary-b3 = Le Contre ou Surcontre est annulé : le joueur fautif doit le remplacer par une déclaration autorisée, et son partenaire doit passer jusqu'à la fin des enchères.
law27-summary-offer-second = Le joueur fautif a remplacé son enchère insuffisante par une autre enchère insuffisante : son adversaire de gauche peut l'accepter.
law27-summary-second-accepted = La seconde enchère insuffisante est acceptée : elle devient légale et les enchères continuent.
law27-summary-b4 = La seconde enchère insuffisante est refusée : le joueur fautif doit la remplacer par une déclaration légale, et son partenaire doit passer jusqu'à la fin des enchères.

law28-a-title = Déclaration faite au tour de l'adversaire de droite obligé de passer : elle est au tour de parole
law28-b-title = Déclaration faite à son tour avant l'arbitrage d'une déclaration hors tour : celle-ci est annulée
law28-summary-a = L'adversaire de droite devait passer : la déclaration est considérée comme faite à son tour. Pas d'irrégularité, les enchères continuent.
law28-summary-b = Le joueur dont c'était le tour a déclaré avant l'arbitrage : sa déclaration est maintenue, la déclaration hors tour est annulée sans autre rectification. Ce qu'elle montrait est interdit au camp fautif.

law29-kind-title = Déclaration hors tour : passe, enchère, contre ou surcontre (Lois 28 à 32)
law29-a-title = L'adversaire de gauche peut accepter la déclaration hors tour en déclarant
law29-b-title = Déclaration hors tour annulée : la parole revient au joueur dont c'était le tour
law29-c-title = Déclaration hors tour artificielle : les dénominations montrées comptent
law30-title = Passe hors tour
law31-title = Enchère hors tour
law32-title = Contre ou surcontre hors tour
law29-q-call-type = Quelle déclaration a été faite hors tour ?
law29-v-pass = Passe
law29-v-bid = Une enchère
law29-v-double = Contre ou surcontre
law29-q-turn-of = C'était au tour de qui de déclarer, par rapport au joueur fautif ?
law29-v-rho = Son adversaire de droite
law29-v-partner = Son partenaire
law29-v-lho = Son adversaire de gauche
law29-q-rho-required-to-pass = L'adversaire de droite était-il obligé par une loi de passer à ce tour ?
law29-q-rho-called = L'adversaire de droite a-t-il déclaré à son tour avant que l'arbitre statue ?
law29-q-any-bid-before = Une enchère avait-elle déjà été faite dans la donne ?
law29-q-artificial-pass = Ce Passe est-il artificiel, ou passait-il sur une déclaration artificielle de son partenaire ?
law29-q-offender-had-called = Le joueur fautif avait-il déjà déclaré auparavant dans ces enchères ?
law29-q-inadmissible = Ce contre ou surcontre est-il inadmissible (par exemple un contre de l'enchère de son propre camp) ?
law29-error-double-before-any-bid-admissible = Un contre ou surcontre au tour de l'adversaire de gauche, avant que le joueur fautif n'ait déclaré, est venu avant toute enchère : il n'y avait rien à contrer, il était donc inadmissible.
law29-summary-offer = L'adversaire de gauche du joueur fautif peut accepter la déclaration hors tour en déclarant par-dessus. Sinon elle est annulée et la parole revient au joueur dont c'était le tour.
law29-summary-accepted = La déclaration hors tour est acceptée : elle est maintenue et les enchères continuent à partir d'elle, sans rectification.
law29-summary-change-of-call = À ce tour, la déclaration se traite comme un changement de déclaration (Loi 25).
law30-a-title = Passe hors tour avant toute enchère : le joueur fautif passe à son prochain tour
law30-b1-title = Passe hors tour après une enchère, au tour de l'adversaire de droite : le joueur fautif passe à son prochain tour
law30-b2a-title = Passe hors tour au tour du partenaire : le joueur fautif passe jusqu'à la fin
law30-b2b-title = Le partenaire peut enchérir ou passer, mais ni contrer ni surcontrer à ce tour
law30-b3-title = Passe hors tour après une enchère, au tour de l'adversaire de gauche : changement de déclaration
law30-c-title = Passe artificiel hors tour : Loi 31
law30-summary-a = Le Passe hors tour est annulé. Aucune enchère n'avait été faite : le joueur fautif doit passer à son prochain tour.
law30-summary-b1 = Le Passe hors tour est annulé : le joueur fautif doit passer à son prochain tour.
law30-summary-b2 = Le Passe hors tour est annulé : le joueur fautif doit passer jusqu'à la fin des enchères. Son partenaire peut faire toute enchère suffisante ou passer, mais ne peut ni contrer ni surcontrer à ce tour.
law31-a1-title = L'adversaire de droite passe : le joueur fautif répète sa déclaration, sans rectification
law31-a2a-title = L'adversaire de droite déclare ; le joueur fautif répète la dénomination : son partenaire passe une fois
law31-a2b-title = L'adversaire de droite déclare ; autre déclaration : son partenaire passe jusqu'à la fin, Loi 26
law31-b-title = Au tour du partenaire, ou de l'adversaire de gauche si le fautif n'avait pas encore déclaré : le partenaire passe jusqu'à la fin
law31-summary-b = La déclaration hors tour est annulée : le partenaire du joueur fautif doit passer jusqu'à la fin des enchères, et des restrictions d'entame peuvent s'appliquer.
law31-summary-a-pending = La déclaration hors tour est annulée ; la suite dépend de l'adversaire de droite. S'il passe, le joueur fautif doit répéter sa déclaration, sans rectification. S'il déclare, le joueur fautif déclare librement : s'il répète la dénomination, son partenaire passe une fois ; sinon son partenaire passe jusqu'à la fin.
law31-summary-a-pending-artificial = Le Passe artificiel hors tour est annulé. Si l'adversaire de droite passe, le joueur fautif répète son Passe, sans rectification ; s'il déclare, le partenaire du joueur fautif devra passer jusqu'à la fin des enchères, et des restrictions d'entame peuvent s'appliquer.
law31-summary-a1 = L'adversaire de droite a passé : le joueur fautif doit répéter la déclaration faite hors tour ; si elle est légale, il n'y a pas de rectification.
law31-summary-a1-insufficient = L'adversaire de droite a passé : le joueur fautif doit répéter la déclaration faite hors tour ; elle est insuffisante, donc pas légale : la Loi 27 s'applique à l'enchère insuffisante ainsi répétée (à traiter comme une enchère insuffisante).
law31-summary-a2-pending = L'adversaire de droite a déclaré : le joueur fautif déclare librement. S'il répète la dénomination, son partenaire passe à son prochain tour ; sinon son partenaire passe jusqu'à la fin.
law31-summary-a2a = Le joueur fautif a répété la dénomination : son partenaire doit passer à son prochain tour.
law31-summary-a2b = Le partenaire du joueur fautif doit passer jusqu'à la fin des enchères, et des restrictions d'entame peuvent s'appliquer.
law32-a-title = Au tour du partenaire : le partenaire passe jusqu'à la fin
law32-b1-title = Au tour de l'adversaire de droite, qui passe : le joueur fautif répète le contre ou surcontre
law32-b2-title = Au tour de l'adversaire de droite, qui déclare : le partenaire passe jusqu'à la fin
law31-b-later-calls-title = Déclarations ultérieures au tour de l'adversaire de gauche : traitées comme des changements de déclaration (Loi 25)
law32-summary-a = Le contre ou surcontre hors tour est annulé : le partenaire du joueur fautif doit passer jusqu'à la fin des enchères ; si le joueur fautif choisit une autre déclaration et devient défenseur, le déclarant pourra interdire l'entame d'une couleur.
law32-summary-b-pending = Le contre ou surcontre hors tour est annulé. Si l'adversaire de droite passe, le joueur fautif doit le répéter ; s'il déclare, le joueur fautif déclare librement et son partenaire passe jusqu'à la fin des enchères.
law32-summary-b-pending-inadmissible = Le contre ou surcontre hors tour, inadmissible, est annulé. Si l'adversaire de droite passe, la Loi 36 s'applique, qu'Arbitre ne traite pas encore : l'arbitre statue lui-même ; s'il déclare, le joueur fautif déclare librement et son partenaire passe jusqu'à la fin des enchères.
law32-summary-b1 = L'adversaire de droite a passé : le joueur fautif répète son contre ou surcontre, sans rectification.
law32-summary-b2 = L'adversaire de droite a déclaré : le joueur fautif déclare librement et son partenaire doit passer jusqu'à la fin des enchères ; si le joueur fautif choisit une autre déclaration et devient défenseur, le déclarant pourra interdire l'entame d'une couleur.
law32-summary-law36 = Ce contre ou surcontre est inadmissible : la Loi 36 s'applique, et elle n'est pas encore traitée par Arbitre. L'arbitre statue lui-même.
outcome-q-rho-action = Après l'annulation, qu'a fait l'adversaire de droite à son tour ?
outcome-v-rho-passed = Il a passé
outcome-v-rho-called = Il a enchéri, contré ou surcontré
outcome-q-repeats-denomination = La déclaration du joueur fautif à son tour répète-t-elle la dénomination de la déclaration hors tour (celle montrée, si elle était artificielle) ?
outcome-rho-passes = Si l'adversaire de droite passe
outcome-rho-calls = Si l'adversaire de droite enchérit, contre ou surcontre
outcome-rho-calls-offender-repeats-denomination = Si l'adversaire de droite déclare et que le joueur fautif répète la dénomination
outcome-rho-calls-otherwise = Si l'adversaire de droite déclare et que le joueur fautif ne répète pas la dénomination
outcome-offender-repeats-denomination = Si le joueur fautif répète la dénomination
outcome-offender-does-not-repeat-denomination = Si le joueur fautif ne répète pas la dénomination

choice-withdraw = Il retire sa déclaration
choice-keep = Il la maintient

law25-kind-title = Changement de déclaration (Loi 25)
law25-a-title = Déclaration non intentionnelle
law25-b-title = Autres changements de déclaration
law25-a1-title = Une déclaration non intentionnelle peut être remplacée par la déclaration voulue, sans pause pour réfléchir
law25-a2-title = Aucun changement une fois que le partenaire a déclaré
law25-a3-title = Aucun changement après la fin de la période des annonces
law25-a4-title = L'adversaire de gauche peut retirer la déclaration faite par-dessus la première
law25-b1-title = L'adversaire de gauche peut accepter la déclaration de remplacement en déclarant
law25-b2-title = Sinon la déclaration de remplacement est annulée et la première est maintenue
law25-b3-title = La Loi 16D s'applique à la déclaration retirée ou annulée
law25-2017-b3-title = La Loi 16C s'applique à la déclaration retirée ou annulée
law25-q-auction-over = Le changement a-t-il été tenté après la fin de la période des annonces (entame faite face visible) ?
law25-q-unintended = La première déclaration était-elle non intentionnelle (erreur matérielle, lapsus), et non un changement d'avis ?
law25-q-partner-called = Le partenaire du joueur fautif a-t-il déclaré depuis ?
law25-q-without-pause = Le joueur a-t-il corrigé, ou tenté de corriger, sans pause pour réfléchir ?
law25-q-lho-called = L'adversaire de gauche avait-il déclaré par-dessus la première déclaration ?
law25-info-lho-withdrawn = Ce que montrait la déclaration retirée par l'adversaire de gauche : son camp peut s'en servir, l'autre camp non.
law25-summary-a3 = La période des annonces est terminée : aucun changement n'est possible, la première déclaration est maintenue.
law25-summary-a1 = La déclaration voulue remplace la déclaration non intentionnelle ; elle est maintenue et soumise aux lois qui la concernent. Les enchères continuent.
law25-summary-a4-offer = La déclaration voulue remplace la déclaration non intentionnelle. L'adversaire de gauche, qui avait déclaré par-dessus, peut retirer sa déclaration.
law25-summary-a4-withdrawn = L'adversaire de gauche retire sa déclaration : ce qu'elle montrait n'est utilisable que par son camp. Pas d'autre rectification.
law25-summary-a4-kept = L'adversaire de gauche maintient sa déclaration ; les enchères continuent.
law25-summary-b-offer = Ce changement n'est pas permis : l'adversaire de gauche peut accepter la nouvelle déclaration en déclarant par-dessus. Sinon elle est annulée et la première déclaration est maintenue.
law25-summary-b1 = L'adversaire de gauche accepte : la première déclaration est retirée, la nouvelle est maintenue et les enchères continuent. Ce que montrait la déclaration retirée est interdit au camp fautif.
law25-summary-b2 = La nouvelle déclaration est annulée et la première est maintenue ; les enchères continuent. Ce que montrait la déclaration annulée est interdit au camp fautif.

law24-kind-title = Carte exposée ou entamée pendant les enchères (Loi 24)
law24-title = Carte exposée ou entamée avant la période du jeu
law24-2017-title = Carte exposée ou entamée pendant les enchères
law24-not-seen-title = Aucune carte que le partenaire ait pu voir : la loi 24 ne s'applique pas
law24-a-title = Une seule petite carte, non entamée : pas d'autre rectification
law24-b-title = Un seul honneur, ou une carte entamée : le partenaire passe à son prochain tour
law24-c-title = Deux cartes ou plus : le partenaire passe à son prochain tour
law50-b-title = Carte pénalisée principale ou secondaire
law24-summary-not-seen = Aucune carte n'a été placée de sorte que le partenaire du joueur fautif ait pu la voir : la loi 24 ne s'applique pas, la carte est reprise en main sans autre rectification.
law24-q-count = Combien de cartes du joueur fautif son partenaire a-t-il pu voir ?
law24-q-led = La carte a-t-elle été entamée (posée comme une entame avant la fin des enchères) ?
law24-q-honour = La carte est-elle un honneur (As, Roi, Dame, Valet ou Dix) ?
law24-info = Les cartes exposées : le camp non fautif peut tenir compte de ce qu'il a vu, le camp fautif non.
law24-summary-pending = La carte reste face visible sur la table jusqu'à la fin des enchères. Si le joueur fautif devient défenseur, elle sera une carte pénalisée ; s'il devient déclarant ou mort, il la reprend.
law24-summary-pending-pass = { $count ->
        [one] La carte reste face visible sur la table jusqu'à la fin des enchères, et le partenaire du joueur fautif doit passer à son prochain tour. Si le joueur fautif devient défenseur, elle sera une carte pénalisée ; s'il devient déclarant ou mort, il la reprend.
       *[other] Les cartes restent face visible sur la table jusqu'à la fin des enchères, et le partenaire du joueur fautif doit passer à son prochain tour. Si le joueur fautif devient défenseur, elles seront des cartes pénalisées ; s'il devient déclarant ou mort, il les reprend.
    }
law24-summary-defender = Le joueur fautif est défenseur : { $count ->
        [one] la carte exposée devient une carte pénalisée
       *[other] les { $count } cartes exposées deviennent des cartes pénalisées
    } (Loi 50).
law24-summary-returned = Le joueur fautif est déclarant ou mort : il reprend les cartes exposées dans son jeu, sans autre rectification.
law24-summary-passed-out = La donne a été passée : il n'y a pas de jeu de la carte, les cartes exposées ne sont donc pas des cartes pénalisées ; elles retournent dans la main.

law26-title = Déclaration retirée : restrictions d'entame
choice-require-suit = Il exige l'entame de la couleur
choice-forbid-suit = Il interdit l'entame de la couleur
choice-no-restriction = Il laisse l'entame libre
law26-error-require-not-allowed = Ici la Loi 26B permet seulement d'interdire une couleur (ou de laisser l'entame libre), pas d'en exiger une.
outcome-q-different-call = Le joueur fautif a-t-il choisi, à son tour, une déclaration finale différente de celle qui a été retirée (la même déclaration avec un sens très différent compte comme différente) ?
law26-summary-no-restriction = Le déclarant a choisi de ne pas restreindre l'entame.
law26-summary-passed-out = La donne a été passée : il n'y a pas de jeu de la carte, donc aucune entame n'est restreinte.

## Loi 37 (non traitée par le service) : l'enregistrement montre une
## déclaration d'un joueur que cette décision oblige à passer.
law37-summary-call-by-player-required-to-pass = L'enregistrement montre la déclaration n° { $number }, { $call } par { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    }, qui devait passer : c'est la Loi 37 qui régit cette déclaration, et le service ne la traite pas ; l'arbitre statue.
