## Texts of the HTTP API: errors a client developer reads.

error-not-found = Introuvable : { $what ->
        [key] clé d'API
        [appeal] appel
       *[other] { $what }
    }.
error-path-unreadable = Introuvable : l'adresse contient un segment qui n'est pas un texte UTF-8 valide.
error-version-conflict = L'incident a été modifié entre-temps par quelqu'un d'autre : relisez-le puis recommencez.
error-idempotency-key-reused = Cette clé d'idempotence a déjà servi pour une autre requête : utilisez une nouvelle clé.
error-idempotency-key = L'en-tête Idempotency-Key doit être un texte non vide de 255 caractères au plus, en caractères ASCII visibles (sans accents).
error-invalid-cursor = Le curseur de pagination n'est pas valide : reprenez celui donné par la page précédente.
error-storage = La base de données ne répond pas ; réessayez plus tard.
error-internal = Erreur interne ; elle a été journalisée.
error-not-json = Le corps de la requête doit être du JSON (Content-Type: application/json).
error-body-too-large = Le corps de la requête dépasse la taille que cette route permet : 1 Mio pour les évaluations et les outils de jeu, 4 Mio ailleurs.
error-unreadable-body = Le corps de la requête n'a pas pu être lu.
error-malformed-json = JSON mal formé, ligne { $line }, colonne { $column }.
error-trailing-json = Du texte suit le document JSON : envoyez un seul objet.
error-body-not-utf8 = Le corps de la requête n'est pas un texte UTF-8, comme JSON l'exige : l'octet ligne { $line }, colonne { $column } n'est pas valide.
error-invalid-body = Champ { $pointer } incorrect : { $reason_fr }.
error-invalid-query = Paramètre « { $parameter } » incorrect : { $reason_fr }.
error-unknown-kind-any = Le type d'incident « { $kind } » n'existe pas : il commence par « bridge. » ou « tarot. ». Consultez GET /v1/rulesets.
error-batch-too-large = Un lot contient au plus { $limit } incidents.
error-missing-key = Une clé d'API est requise : en-tête Authorization: Bearer <clé>.
error-bad-authorization = L'en-tête Authorization doit avoir la forme « Bearer <clé> ».
error-unknown-key = Cette clé d'API n'est pas reconnue.
error-club-key-required = Seule une clé de club peut déclarer un incident.
error-other-club = Une clé de club ne voit que les incidents de son club.
error-limit = Le paramètre limit doit être compris entre 1 et 200.
error-unknown-filter-value = Le paramètre { $field } ne prend pas la valeur « { $value } » : aucun incident ne peut l'avoir (GET /v1/rulesets liste les jeux, les types d'incident et les jeux de règles).
error-unknown-rule = « { $rule } » n'est pas l'identifiant d'une règle : ffb2017.…, ffb2007.… ou fft.…, comme les traces des décisions et GET /v1/rulesets les nomment (ffb2017.law27.b2).
error-group-by = Le paramètre group_by prend une ou deux valeurs parmi law, kind, club, month, occurred_month, status, ruleset, game, overridden, appeal, region, engine_law, séparées par une virgule et chacune une fois (group_by=law,month).
error-paragraph-without-law = Le paramètre { $paragraph } a besoin de la loi dont il fait partie : envoyez aussi { $law } ({ $law }=27&{ $paragraph }=B2).
error-empty-director = Le paramètre director est vide : envoyez une partie du nom ou de la licence du détenteur d'une clé.
error-empty-search-parameter = Le paramètre { $parameter } est vide : omettez-le, ou donnez ce qu'il faut chercher.
error-law-with-paragraph = Le paramètre law contient aussi un paragraphe : cherchez law={ $law }&paragraph={ $paragraph }.
error-record-no-auction = La feuille de donne ne contient pas d'enchères.
error-record-no-play = La feuille de donne ne contient pas de contrat avec son jeu de la carte.

## Why a request body or query parameter could not be read (the reason in
## error-invalid-body and error-invalid-query), in place of the JSON
## library's English.
reason-missing-field = le champ « { $field } » manque
reason-unknown-field = le champ « { $field } » n'existe pas ici{ $expected ->
        [none] {""}
       *[other] {" "}(champs possibles : { $expected })
    }
reason-unknown-value = la valeur « { $value } » n'est pas admise{ $expected ->
        [none] {""}
       *[other] {" "}(valeurs possibles : { $expected })
    }
reason-invalid-type = { $expected } { $gender ->
        [feminine] est attendue
       *[masculine] est attendu
    }, mais la requête contient { $found }
reason-invalid-value = { $expected } { $gender ->
        [feminine] est attendue
       *[masculine] est attendu
    }, mais la requête contient { $found }, qui ne convient pas
reason-invalid-length = la liste a { $length } éléments, ce qui n'est pas le nombre attendu
reason-duplicate-field = le champ « { $field } » figure deux fois
reason-number-range = un nombre hors des limites permises
reason-not-a-number = un nombre entier positif ou nul (0, 1, 2…) est attendu
reason-not-a-boolean = true ou false est attendu
reason-not-a-date = une date au format RFC 3339 est attendue (2026-11-24T20:15:00Z)
reason-not-an-id = un identifiant (UUID) est attendu
reason-other = valeur incorrecte
reason-object-expected = un objet JSON est attendu ({ "{" }…{ "}" }), pas un tableau ni une valeur seule
reason-value-of-list-expected = une des valeurs permises, écrite comme un texte, est attendue
type-string = un texte
type-integer = un nombre entier
type-positive-integer = un nombre entier positif ou nul
type-number = un nombre
type-boolean = un booléen (true ou false)
type-object = un objet JSON
type-array = une liste
type-null = null
type-value = une valeur
found-string = le texte « { $value } »
found-integer = le nombre { $value }
found-number = le nombre { $value }
found-boolean = le booléen { $value }
found-object = un objet JSON
found-array = une liste
found-null = null
reason-text-or-number = un texte ou un nombre entier est attendu
found-value = une valeur d'une autre forme
error-invalid-body-root = Corps de la requête incorrect : { $reason_fr }.
error-amend-own-club = Seul le club de l'incident peut le compléter : une clé de fédération ou d'administration le lit sans le modifier.
error-not-utf8 = « { $field } » n'est pas un texte UTF-8 valide une fois décodé, ce qu'aucune valeur admise n'est.
error-context-untrimmed = « { $field } » est vide ou commence ou finit par une espace : les récidives se comptent par licence et par épreuve telles qu'écrites, et une espace de trop compterait un autre joueur ou une autre épreuve.
error-context-number-too-large = « { $field } » est trop grand : au plus 2147483647.
error-slow-play-repeaters-without-event = Sans l'épreuve, on ne peut distinguer les joueurs en récidive des autres : nommez l'épreuve, ou déclarez les récidivistes et les autres dans des incidents distincts.
error-context-deal-number-at-bridge = « { $field } » est un numéro de donne de tarot : au bridge, donnez l'étui.
error-context-board-at-tarot = « { $field } » est un numéro d'étui de bridge : au tarot, donnez le numéro de donne.
error-context-place-bridge = « { $field } » n'est pas une place à une table de bridge : donnez un siège (N, E, S, W) ou un rôle que nomme une décision (offender, offenders_partner, offenders_lho, offenders_rho, declarer).
error-context-place-tarot = « { $field } » n'est pas une place à une table de tarot : donnez un numéro de siège (1 à 6), un rôle que nomme une décision (offender, dealer, taker…), ou concerned_1, concerned_2… pour les joueurs concernés par la lenteur.
error-context-occurred-in-future = « { $field } » est à plus d'un jour dans le futur : donnez l'heure de l'irrégularité, avec le décalage UTC de la table.
error-no-edition-in-force = Aucune édition des règles que le service connaît n'était en vigueur le { $day } (le Code de 2007 s'applique à partir du 1er juillet 2008) : nommez le jeu de règles (`ruleset`) à appliquer.
error-nul-byte = « { $field } » contient un caractère nul (\0), qu'aucune valeur admise ne contient.
error-method-not-allowed = Cette adresse ne prend pas cette méthode HTTP : l'en-tête Allow donne celles qu'elle prend.
error-request-timeout = La requête a dépassé le temps permis. Un signalement ou une modification a pu être enregistré quand même, toujours en entier : relisez l'incident avant de recommencer (un signalement avec la même clé d'idempotence, une modification avec If-Match).
error-rate-limited = Trop de requêtes de cette adresse sur les routes ouvertes sans clé. Rien n'a été fait ; réessayez dans { $seconds } s.
error-server-busy = Le serveur traite déjà autant de requêtes sans clé qu'il en accepte à la fois. Rien n'a été fait ; réessayez dans une seconde.
error-uri-too-long = L'adresse de la requête est trop longue : au plus { $bytes } octets de chemin et de paramètres.
error-headers-too-large = Les en-têtes de la requête sont trop gros : au plus { $fields } champs et { $bytes } octets en tout.
error-http = La requête n'a pas pu être traitée.
error-offences-changed = D'autres décisions ont sanctionné le même joueur pendant celle-ci ; rien n'a été enregistré. Renvoyez la requête (avec la même clé d'idempotence).
error-context-text-too-long = « { $field } » dépasse { $limit } octets.
error-context-too-many-players = Le contexte nomme plus de joueurs qu'une table n'en compte : au plus { $licences } licences différentes, en { $entries } places et rôles au plus.
error-admin-key-required = Seule une clé d'administration gère les clés d'API.
error-club-key-needs-club = Une clé de club doit nommer son club (« club »).
error-holder-name-blank = Le titulaire d'une clé doit avoir un nom (« holder.name » est vide).
error-holder-licence-of-service = Un programme n'a pas de licence : seul un titulaire directeur (« kind » : « director ») peut donner « holder.licence ».
error-holder-licence-blank = « holder.licence » s'écrit sans blanc autour et ne peut être vide : les licences sont comparées telles qu'écrites.
error-key-without-club = Seule une clé de club appartient à un club : retirez « club ».
error-unknown-club = Aucun club n'a cet identifiant.
error-expiry-in-the-past = L'expiration d'une clé doit être dans le futur.
error-key-revoked = Cette clé a été révoquée : elle ne peut plus être remplacée. Émettez-en une nouvelle.
error-precondition-failed = L'incident a changé depuis la version que vous modifiez (If-Match) : relisez-le, puis recommencez.
error-if-match = L'en-tête If-Match doit donner la version de l'incident, telle que son ETag la donne (par exemple "3").
error-ruling-complete = La décision est complète : pour la changer, rouvrez-la d'abord en donnant la raison (POST …/reopen).
error-nothing-to-reopen = La décision n'est pas complète, ou vient d'être rouverte : il n'y a rien à rouvrir, répondez simplement à ses questions.
error-nothing-to-amend = Rien à modifier : { $field } est vide. Envoyez au moins une valeur.
error-reopen-reason = Donnez la raison de la réouverture : un texte non vide de 500 octets au plus.
error-key-expired = Cette clé a expiré : elle ne peut plus être remplacée (la nouvelle expirerait aussi). Émettez-en une nouvelle.
error-expiry-too-far = L'expiration d'une clé est au plus tard le 31 décembre 9999.
reason-day-or-time = un jour (2026-11-24) ou un instant au format RFC 3339 (2026-11-24T20:15:00Z) est attendu
error-q-words = « q » doit donner de 1 à { $max } mots, en 200 octets au plus.

## Une décision de l'arbitre autre que celle du moteur
director-ruling-summary = L'arbitre a décidé autrement que le moteur : { $reason }
director-citation-title = Cité par l'arbitre
error-director-reason = La raison donnée par l'arbitre manque ou est trop longue : de 1 à 2 000 octets.
error-director-rectifications = Une décision de l'arbitre ou d'appel donne au plus 32 rectifications.
error-director-points-restored = Les points restitués au tarot se comptent au demi-point, au plus les 91 points d'une donne, avec au plus ses trois bouts.
error-director-adjusted-score = Aucune donne de bridge ne rapporte plus de 7600 points à un camp, et une marque ajustée commune aux deux camps (non scindée) donne à chacun l'opposé de l'autre.
error-director-rectification-figures = Cette rectification porte des chiffres qu'aucune décision ne peut porter : des levées dont le total n'est pas 13, ou une pénalité nulle ou de plus de 10 000 points.
error-director-rectification-twice = La même rectification est donnée deux fois : elle serait appliquée, et sa sanction enregistrée, deux fois.
error-director-citations = Une décision de l'arbitre ou d'appel cite de 1 à 16 lois ou paragraphes : une décision dit toujours sur quoi elle repose.
error-director-citation-bridge-law = Une décision de bridge cite une loi du Code international par son numéro, de 1 à 93 (16, pas « Loi 16 » ni « 016 »), et son paragraphe à part ; un règlement de la fédération se cite sous la loi qui l'autorise (40 B2, 80 B…), dans le paragraphe.
error-director-citation-tarot-section = Une décision de tarot cite une section du code d'arbitrage de la FFT, ou son règlement, sous le nom que lui donne le catalogue : { $sections }. Le cas ou le chapitre se met dans le paragraphe.
error-director-citation-law = Chaque citation nomme sa loi (au tarot, sa section) : de 1 à 64 octets.
error-director-citation-paragraph = Un paragraphe cité fait au plus 128 octets.

## Appels (lois 92 et 93)
appeal-ruling-summary-committee = En appel, le comité a modifié la décision : { $reason }
appeal-ruling-summary-director = En appel, l'arbitre en chef a modifié la décision : { $reason }
appeal-citation-title = Cité par la décision d'appel
error-appeal-appellant = Nommez qui fait appel (un camp, une équipe, un joueur) : de 1 à 200 octets.
error-appeal-reason = Le motif de l'appel, ou celui de la décision, manque ou est trop long : de 1 à 2 000 octets.
error-appeal-concurrence = Au bridge, un appel n'est entendu que si les deux joueurs de la paire, ou le capitaine de l'équipe, sont d'accord (loi 92D) : indiquez-le par "concurrence": true.
error-appeal-not-ruled = Il n'y a pas de décision dont faire appel pour l'instant : l'incident attend des réponses, ou il a été rouvert et va être tranché de nouveau (on fait appel d'une décision rendue).
error-appeal-pending = L'appel de cet appelant attend déjà sa décision.
error-appeal-decided = Cet appel a déjà été jugé.
error-appeal-stands-with-ruling = Une décision qui maintient la décision contestée ne donne ni rectification ni citation nouvelles : envoyez "ruling_changed" pour la modifier.
error-appeal-deposit-kept = Une décision qui modifie la décision contestée ne retient pas la caution : seul un appel sans fondement la perd.
error-appeal-decided-frozen = Cette décision a été jugée en appel : seul un nouvel appel peut encore la modifier.
error-appeal-pending-frozen = Un appel de cette décision attend d'être jugé : d'ici là, la décision reste telle qu'elle a été contestée.
error-appeal-through-director = Un appel se fait par l'intermédiaire de l'arbitre : seule une clé du club de l'incident l'enregistre.
error-director-rectification-game = Cette rectification appartient au vocabulaire de l'autre jeu : elle serait enregistrée sur cet incident sans jamais s'appliquer.

# The title of a problem document (RFC 9457): a short summary of its HTTP
# status, in the caller's language; `detail` says what went wrong.
problem-title = { $status ->
        [400] Requête invalide
        [401] Authentification requise
        [403] Accès refusé
        [404] Introuvable
        [405] Méthode non permise
        [406] Format de réponse indisponible
        [408] Requête trop longue à recevoir
        [409] Conflit
        [412] Condition préalable non remplie
        [413] Requête trop volumineuse
        [414] Adresse de requête trop longue
        [415] Type de contenu non pris en charge
        [422] Requête impossible à traiter
        [429] Trop de requêtes
        [431] En-têtes trop volumineux
        [500] Erreur interne
        [503] Service indisponible
        [504] Délai dépassé
       *[other] Erreur
    }
error-ruling-after-missing-call = Une décision est donnée après une déclaration que l'enregistrement ne contient pas : il compte { $calls } déclarations.
