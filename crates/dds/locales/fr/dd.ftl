# L'analyse à quatre jeux : pourquoi une feuille de jeu ou une requête ne peut être analysée.
dd-error-incomplete-deal = L'analyse à quatre jeux demande les quatre mains : la feuille de jeu ne les donne pas toutes.
dd-error-no-contract = Pour analyser une position du jeu de la carte, la feuille de jeu doit donner le contrat et le déclarant (ou l'entame).
dd-error-after-cards = La feuille de jeu ne compte que { $played } cartes jouées : impossible de s'arrêter après la { $after }e.
dd-error-play-over = Après { $after } cartes, les treize levées sont jouées : il ne reste aucune position à analyser.
dd-error-revoke = Dans la levée en cours, { $seat } a fourni une autre couleur en ayant de la couleur demandée (renonce) : le solveur n'analyse que des positions régulières ; analysez la position avant la renonce.
dd-error-solver = Le solveur à quatre jeux a échoué sur cette donne.
dd-error-no-vulnerability = Pour marquer des contrats, la feuille de jeu doit donner la vulnérabilité.
dd-error-contract = « { $contract } » n'est pas un contrat : écrivez le palier, la dénomination (C, D, H, S, NT), puis X ou XX, ou Pass.
dd-error-busy = Le solveur à quatre jeux est occupé : aucune réponse dans le délai imparti. Rien n'a été modifié ; renvoyez la même requête dans quelques secondes.
dd-error-too-many-contracts = Une requête peut faire marquer au plus { $limit } contrats à quatre jeux.
dd-error-contracts-bridge-only = Les contrats à quatre jeux ne concernent que les incidents de bridge.
dd-error-solve-limit = Ce lot a déjà sollicité le solveur à quatre jeux pour autant d'incidents qu'une requête le permet ({ $limit }) : envoyez les contrats de cet incident dans une autre requête.
