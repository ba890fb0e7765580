## Generic texts: values, seats, statuses, rulesets, input errors.

value-yes = Oui
value-no = Non
seat-n = Nord
seat-e = Est
seat-s = Sud
seat-w = Ouest

ruleset-ffb-2017 = Code international du bridge 2017, traduction de la FFB
ruleset-ffb-2007 = Code international du bridge 2007, traduction de la FFB
ruleset-ffb-2017-source = Les Lois du bridge de compétition 2017 de la WBF dans l'édition française de la FFB, le « Code International 2017 », en application en France depuis le 1er janvier 2018. Là où la FFB avait le choix, les paramètres disent ce qu'elle a retenu.
ruleset-ffb-2007-source = Les Lois du bridge de compétition 2007 de la WBF dans la traduction de la FFB, en application en France du 1er juillet 2008 au 31 décembre 2017. Conservé pour juger de nouveau, de la même façon, un incident de cette époque et toute décision rendue sous ce code.
ruleset-fft-donnes-libres-source = Le code d'arbitrage de la FFT pour les donnes libres (Fascicule II), complété par le règlement officiel de la FFT là où le code se tait.
ruleset-fft-donnes-libres = Code d'arbitrage de la FFT pour les donnes libres

summary-needs-facts = Il manque des éléments pour statuer : répondez aux questions.
summary-missing = Aucune règle n'a conclu sur ces faits : l'arbitre doit statuer lui-même.

expected-boolean = true ou false
expected-one-of = l'une des valeurs { $values_fr }
expected-integer = un entier entre { $min } et { $max }
expected-seat = une position : "N", "E", "S" ou "W"
expected-adjusted-score = une marque ajustée dans la notation, par exemple { $examples }

error-unknown-kind = Le type d'incident « { $kind } » n'est pas traité par le règlement { $ruleset }. Consultez GET /v1/rulesets/{ $ruleset } pour la liste des types.
error-unknown-ruleset = Le règlement « { $ruleset } » n'existe pas. Consultez GET /v1/rulesets.
error-unknown-fact = Le fait « { $fact } » n'existe pas pour le type { $kind }. Faits connus : { $known }.
error-invalid-fact-value = Valeur { $value } refusée pour le fait « { $fact } » ({ $question_fr }) : attendu { $expected_fr }.
error-unknown-choice = Le choix « { $choice } » n'existe pas pour le type { $kind }.
error-outcome-not-used = Le type { $kind } ne dépend pas du résultat de la donne : retirez « outcome ».
error-record-not-used = Le type { $kind } n'utilise pas de feuille de donne : retirez « record ».
error-record-empty = La feuille de donne est vide : donnez-la dans l'un de ces formats : { $formats }.
error-record = Feuille de donne incorrecte ({ $field }) : { $reason_fr }
error-record-at-line = Feuille de donne incorrecte ({ $field }, ligne { $line }) : { $reason_fr }

summary-awaiting-choice = Un joueur doit maintenant choisir entre les options énoncées.
error-invalid-choice = L'option « { $option } » n'existe pas pour le choix « { $choice } » : options possibles { $values_fr }.
error-outcome-not-object = « outcome » doit être un objet JSON dont les champs sont décrits par le type d'incident.
error-unknown-outcome-field = Le champ de résultat « { $field } » n'existe pas pour le type { $kind }. Champs connus : { $known }.
error-record-ambiguous = Donnez la feuille de donne dans un seul format : « pbn », « lin » ou « json » au bridge, « tarot » au tarot.
error-record-irregular-plays-without-play = Des irrégularités du jeu sont données, mais l'enregistrement n'a pas de jeu de la carte auquel les joindre.
error-record-tarot-at-bridge = Une donne de tarot n'est pas lue ici : donnez l'enregistrement de la donne de bridge en « pbn », « lin » ou « json ».
error-record-irregular-plays-twice = Des irrégularités du jeu sont données ici et dans le jeu de l'enregistrement JSON : envoyez-les à un seul endroit.
error-record-no-board = La feuille ne contient pas la donne numéro { $board }.
error-record-board-twice = La donne { $board } figure plusieurs fois dans l'enregistrement (le jeu de chaque table) : envoyez celui de la table où l'incident a eu lieu.
error-fact-contradicts-record = { $field_type ->
        [choices] Le choix
        [outcome] Le champ de résultat
       *[facts] Le fait
    } « { $fact } » vaut { $given }, mais la feuille de donne montre { $derived }.
error-record-no-irregular-call = La feuille de donne ne contient pas ce que demande ce type d'incident : { $what ->
        [auction] la séquence d'enchères
        [insufficient_bid] une enchère insuffisante
        [call_out_of_rotation] une déclaration hors tour
        [opening_lead_out_of_turn] une entame hors tour
        [deal_contract_play] la donne, le contrat et le jeu de la carte
        [revoke_at_trick] une renonce à la levée indiquée
        [revoke] une renonce
        [declarer] le déclarant
       *[other] { $what }
    }.
expected-half-points = un nombre de points au demi-point près, de 0 à { $max } (40 ou 40.5)
