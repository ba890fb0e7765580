### Loi 37 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

## Loi 37 (non traitée par le service) : l'enregistrement montre une
## déclaration d'un joueur que cette décision oblige à passer.
law37-summary-call-by-player-required-to-pass = L'enregistrement montre la déclaration n° { $number }, { $call } par { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    }, qui devait passer : c'est la Loi 37 qui régit cette déclaration, et le service ne la traite pas ; l'arbitre statue.

## Loi 37 (2017) : le type `bridge.call_by_player_required_to_pass`.
law37-title = Déclaration contraire à l'obligation de passer
law37-kind-title = Enchère, contre ou surcontre d'un joueur tenu de passer
law37-2017-a-title = L'adversaire de gauche du fautif a déclaré avant la décision : cette déclaration et toutes les suivantes sont maintenues ; un fautif tenu de passer jusqu'à la fin des enchères le reste ; pas de restriction d'attaque de la Loi 26B
law37-2017-b1-title = Sinon l'enchère, le contre ou le surcontre du joueur tenu de passer est annulé
law37-2017-b2-title = Un passe le remplace, les enchères continuent et les deux joueurs du camp fautif passent à chaque tour ; la Loi 72C et les restrictions d'attaque de la Loi 26B peuvent s'appliquer
law37-q-lho-called = L'adversaire de gauche du fautif a-t-il déclaré par-dessus avant que l'arbitre statue ?
law37-q-double-not-allowed = S'agissait-il d'un contre ou d'un surcontre que la Loi 19 n'autorise pas (19A1, 19B1) ?
law37-q-rest-of-auction = Le fautif était-il tenu de passer jusqu'à la fin des enchères (et non à un seul tour) ?
law37-q-offender-required-to-pass = Le fautif était-il tenu par la loi de passer à ce tour, par la rectification d'une irrégularité antérieure ?
law37-info-cancelled-call = Ce que montrait la déclaration annulée du joueur tenu de passer : le camp non fautif peut s'en servir, le camp fautif non.
law37-2017-summary-b = La déclaration est annulée et un passe la remplace (37B1). Les enchères continuent, et les deux joueurs du camp fautif doivent passer à chaque tour jusqu'à leur fin (37B2). Si le joueur fautif devient défenseur, le déclarant pourra restreindre l'attaque de son partenaire (26B) ; l'arbitre revoit en fin de donne si les passes imposés ont lésé l'autre camp (72C).
    .offender-declares = La déclaration a été annulée et un passe l'a remplacée (37B1) ; les deux joueurs du camp fautif ont dû passer jusqu'à la fin des enchères (37B2). Le camp fautif joue le contrat : aucune attaque n'est restreinte. L'arbitre revoit en fin de donne si les passes imposés ont lésé l'autre camp (72C).
    .offender-defends = La déclaration a été annulée et un passe l'a remplacée (37B1) ; les deux joueurs du camp fautif ont dû passer jusqu'à la fin des enchères (37B2). Le joueur fautif est défenseur : le déclarant peut restreindre l'attaque de son partenaire (26B). L'arbitre revoit en fin de donne si les passes imposés ont lésé l'autre camp (72C).
    .passed-out = La déclaration a été annulée et un passe l'a remplacée (37B1) ; les deux joueurs du camp fautif ont dû passer jusqu'à la fin des enchères (37B2). L'arbitre revoit si les passes imposés ont lésé l'autre camp (72C).
law37-2017-summary-a = L'adversaire de gauche a déclaré par-dessus avant la décision : cette déclaration et toutes les suivantes sont maintenues (37A). Il n'y a pas de restriction d'attaque.
law37-2017-summary-a-still-barred = L'adversaire de gauche a déclaré par-dessus avant la décision : cette déclaration et toutes les suivantes sont maintenues (37A). Le fautif était tenu de passer jusqu'à la fin des enchères et doit encore passer à chacun de ses tours. Il n'y a pas de restriction d'attaque.
law37-2017-summary-a-inadmissible-double = Un contre ou un surcontre que la Loi 19 n'autorise pas sort du champ de la 37A : c'est la Loi 36 qui le régit, et le service ne l'applique pas à une déclaration faite à son tour ; l'arbitre statue.
law37-summary-bid-by-player-required-to-pass = Le fautif était tenu de passer à ce tour : son enchère est une déclaration inadmissible (Loi 35B), et c'est la Loi 37 qui la régit, non celle de l'enchère insuffisante.
law37-2017-summary-call-by-player-required-to-pass = L'enregistrement montre la déclaration n° { $number }, { $call } par { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    }, qui devait passer : c'est la Loi 37 qui régit cette déclaration ; traitez-la comme une déclaration d'un joueur tenu de passer.
law37-2007-summary-not-ruled = Une déclaration d'un joueur tenu de passer (Loi 37) ne figure pas dans le texte de 2007 que le service applique : l'arbitre statue.
