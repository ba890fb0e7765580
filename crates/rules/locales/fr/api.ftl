## Texts of the HTTP API: errors a client developer reads.

error-not-found = Introuvable : { $what }.
error-version-conflict = L'incident a été modifié entre-temps par quelqu'un d'autre : relisez-le puis recommencez.
error-idempotency-key-reused = Cette clé d'idempotence a déjà servi pour une autre requête : utilisez une nouvelle clé.
error-idempotency-key = L'en-tête Idempotency-Key doit être un texte non vide de 255 caractères au plus.
error-invalid-cursor = Le curseur de pagination n'est pas valide : reprenez celui donné par la page précédente.
error-storage = La base de données ne répond pas ; réessayez plus tard.
error-internal = Erreur interne ; elle a été journalisée.
error-not-json = Le corps de la requête doit être du JSON (Content-Type: application/json).
error-body-too-large = Le corps de la requête dépasse la taille permise (4 Mio).
error-unreadable-body = Le corps de la requête n'a pas pu être lu.
error-malformed-json = JSON mal formé, ligne { $line }, colonne { $column }.
error-trailing-json = Du texte suit le document JSON : envoyez un seul objet.
error-invalid-body = Champ { $pointer } incorrect : { $reason }.
error-invalid-query = Paramètre « { $parameter } » incorrect : { $reason }.
error-unknown-kind-any = Le type d'incident « { $kind } » n'existe pas : il commence par « bridge. » ou « tarot. ». Consultez GET /v1/rulesets.
error-batch-too-large = Un lot contient au plus { $limit } incidents.
error-missing-key = Une clé d'API est requise : en-tête Authorization: Bearer <clé>.
error-bad-authorization = L'en-tête Authorization doit avoir la forme « Bearer <clé> ».
error-unknown-key = Cette clé d'API n'est pas reconnue.
error-club-key-required = Seule une clé de club peut déclarer un incident.
error-other-club = Une clé de club ne voit que les incidents de son club.
error-limit = Le paramètre limit doit être compris entre 1 et 200.
error-record-no-auction = La feuille de donne ne contient pas d'enchères.
error-record-no-play = La feuille de donne ne contient pas de contrat avec son jeu de la carte.
