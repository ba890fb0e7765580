# Loi 17 : la période des enchères (2017 17D3 ; 17E2 dans le texte de 2007).
law17-2017-d3-title = Trois passes qui ont privé un joueur de son tour ne terminent pas les enchères : la parole lui revient
law17-2007-e2-title = Trois passes qui ont privé un joueur de son tour ne terminent pas les enchères : la parole lui revient
law17-q-reverted-to = Trois passes ont suivi une déclaration, dont ce passe, et l'un d'eux a sauté un joueur qui n'a plus déclaré ensuite : à qui la parole est-elle revenue ?
law17-v-rho = L'adversaire de droite du fautif
law17-v-partner = Le partenaire du fautif
law17-v-lho = L'adversaire de gauche du fautif
law17-info-cancelled-passes = les passes annulés quand la parole est revenue au joueur privé de son tour
law17-summary-reverts = Le passe hors tour était maintenu, mais trois passes ont suivi une déclaration, dont ce passe, et l'un d'eux a privé { $player ->
        [rho] l'adversaire de droite du fautif
        [partner] le partenaire du fautif
       *[lho] l'adversaire de gauche du fautif
    } de son tour : les enchères ne sont pas terminées. La parole revient à ce joueur, les passes à partir de celui qui l'a sauté sont annulés, celui-ci compris, et les enchères continuent normalement. Ce que montraient les passes annulés est interdit au camp fautif, quiconque a passé hors tour parmi eux.
law17-error-not-a-pass = Seuls des passes peuvent ramener la parole à un joueur privé de son tour (Loi 17) : cette déclaration n'était pas un passe.
law17-error-record-shows-no-reversion = La feuille de donne montre les enchères se poursuivre après ce passe sans revenir à un joueur privé de son tour (Loi 17) : la parole n'est pas revenue.
