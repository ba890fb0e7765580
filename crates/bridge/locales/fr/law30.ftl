### Loi 30 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

law30-title = Passe hors tour
law30-a-title = Passe hors tour avant toute enchère : le joueur fautif passe à son prochain tour
law30-b1-title = Passe hors tour après une enchère, au tour de l'adversaire de droite : le joueur fautif passe à son prochain tour
law30-b2a-title = Passe hors tour au tour du partenaire : le joueur fautif passe jusqu'à la fin
law30-b2b-title = Le partenaire peut enchérir ou passer, mais ni contrer ni surcontrer à ce tour
law30-b3-title = Passe hors tour après une enchère, au tour de l'adversaire de gauche : changement de déclaration
law30-c-title = Passe artificiel hors tour : Loi 31
law30-summary-a = Le Passe hors tour est annulé. Aucune enchère n'avait été faite : le joueur fautif doit passer à son prochain tour.
law30-summary-b1 = Le Passe hors tour est annulé : le joueur fautif doit passer à son prochain tour.
law30-summary-b2 = Le Passe hors tour est annulé : le joueur fautif doit passer jusqu'à la fin des enchères. Son partenaire peut faire toute enchère suffisante ou passer, mais ne peut ni contrer ni surcontrer à ce tour.
law30-2017-a-title = Passe hors tour au tour de l'adversaire de droite : le joueur fautif passe à son prochain tour
law30-2017-b1a-title = Au tour du partenaire (ou de l'adversaire de gauche si le fautif n'a pas encore déclaré) : le partenaire fait toute déclaration légale, la Loi 16C2 s'applique
law30-2017-b1b-i-title = La déclaration du joueur fautif à son tour est comparable : pas d'autre rectification
law30-2017-b1b-ii-title = La déclaration du joueur fautif à son tour n'est pas comparable : son partenaire passe à son prochain tour
law30-2017-b2-title = Passe au tour de l'adversaire de gauche après que le fautif a déclaré : changement de déclaration (Loi 25)
law30-2017-summary-a = Le Passe hors tour est annulé : le joueur fautif doit passer à son prochain tour. Si ce passe imposé a pu léser le camp adverse, l'arbitre revoit le résultat en fin de jeu (72C).
law30-2017-summary-b1 = Le Passe hors tour est annulé. Le partenaire du joueur fautif déclare librement à son tour, sans pouvoir se servir de ce que le Passe annulé lui a appris. Si le joueur fautif fait ensuite une déclaration comparable, il n'y a pas d'autre rectification ; sinon son partenaire doit passer à son prochain tour, et une restriction d'entame peut suivre.
law30-summary-double-when-barred = L'enregistrement montre la déclaration n° { $number }, { $call } par { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    }, à qui la décision interdisait de contrer ou surcontrer à ce tour (30B2(b)) : le service ne traite pas ce qui s'ensuit ; l'arbitre statue.
