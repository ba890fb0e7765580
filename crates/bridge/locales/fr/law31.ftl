### Loi 31 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

law31-title = Enchère hors tour
law31-a1-title = L'adversaire de droite passe : le joueur fautif répète sa déclaration, sans rectification
law31-a2a-title = L'adversaire de droite déclare ; le joueur fautif répète la dénomination : son partenaire passe une fois
law31-a2b-title = L'adversaire de droite déclare ; autre déclaration : son partenaire passe jusqu'à la fin, Loi 26
law31-b-title = Au tour du partenaire, ou de l'adversaire de gauche si le fautif n'avait pas encore déclaré : le partenaire passe jusqu'à la fin
law31-summary-b = La déclaration hors tour est annulée : le partenaire du joueur fautif doit passer jusqu'à la fin des enchères, et des restrictions d'entame peuvent s'appliquer.
    .offender-declares = La déclaration hors tour a été annulée : le partenaire du joueur fautif a dû passer jusqu'à la fin des enchères. Le camp du joueur fautif joue le contrat : aucune entame n'est restreinte.
    .offender-defends = La déclaration hors tour a été annulée : le partenaire du joueur fautif a dû passer jusqu'à la fin des enchères. Le joueur fautif est défenseur : le déclarant peut restreindre l'entame de son partenaire.
    .passed-out = La déclaration hors tour a été annulée : le partenaire du joueur fautif a dû passer jusqu'à la fin des enchères.
    .suits-shown = La déclaration hors tour a été annulée : le partenaire du joueur fautif a dû passer jusqu'à la fin des enchères. Le joueur fautif est défenseur, mais il a montré les couleurs de la déclaration retirée dans les enchères légales : aucune entame n'est restreinte (26A1).
    .same-call = La déclaration hors tour a été annulée : le partenaire du joueur fautif a dû passer jusqu'à la fin des enchères. À son tour, le joueur fautif a refait la même déclaration : la Loi 26 ne s'applique pas, et aucune entame n'est restreinte.
law31-summary-a-pending = La déclaration hors tour est annulée ; la suite dépend de l'adversaire de droite. S'il passe, le joueur fautif doit répéter sa déclaration, sans rectification. S'il déclare, le joueur fautif déclare librement : s'il répète la dénomination, son partenaire passe une fois ; sinon son partenaire passe jusqu'à la fin.
law31-summary-a-pending-artificial = Le Passe artificiel hors tour est annulé. Si l'adversaire de droite passe, le joueur fautif répète son Passe, sans rectification ; s'il déclare, le partenaire du joueur fautif devra passer jusqu'à la fin des enchères, et des restrictions d'entame peuvent s'appliquer.
law31-summary-a1 = L'adversaire de droite a passé : le joueur fautif doit répéter la déclaration faite hors tour ; si elle est légale, il n'y a pas de rectification.
law31-summary-a1-insufficient = L'adversaire de droite a passé : le joueur fautif doit répéter la déclaration faite hors tour ; elle est insuffisante, donc pas légale : la Loi 27 s'applique à l'enchère insuffisante ainsi répétée (à traiter comme une enchère insuffisante).
law31-summary-a2-pending = L'adversaire de droite a déclaré : le joueur fautif déclare librement. S'il répète la dénomination, son partenaire passe à son prochain tour ; sinon son partenaire passe jusqu'à la fin.
law31-summary-a2a = Le joueur fautif a répété la dénomination : son partenaire doit passer à son prochain tour.
law31-summary-a2b = Le partenaire du joueur fautif doit passer jusqu'à la fin des enchères, et des restrictions d'attaque peuvent s'appliquer.
    .offender-declares = Le partenaire du joueur fautif a dû passer jusqu'à la fin des enchères. Le camp du joueur fautif joue le contrat : aucune attaque n'est restreinte.
    .offender-defends = Le partenaire du joueur fautif a dû passer jusqu'à la fin des enchères. Le joueur fautif est défenseur : le déclarant peut restreindre l'attaque de son partenaire.
    .passed-out = Le partenaire du joueur fautif a dû passer jusqu'à la fin des enchères.
    .suits-shown = Le partenaire du joueur fautif a dû passer jusqu'à la fin des enchères. Le joueur fautif est défenseur, mais il a montré les couleurs de la déclaration retirée dans les enchères légales : aucune attaque n'est restreinte (26A1).
    .same-call = Le partenaire du joueur fautif a dû passer jusqu'à la fin des enchères. À son tour, le joueur fautif a refait la même déclaration : la Loi 26 ne s'applique pas, et aucune attaque n'est restreinte.
law31-b-later-calls-title = Déclarations ultérieures au tour de l'adversaire de gauche : traitées comme des changements de déclaration (Loi 25)
law31-2017-a2a-title = L'adversaire de droite a déclaré ; la déclaration du fautif est comparable : pas d'autre rectification, pas de restriction d'attaque
law31-2017-a2b-title = L'adversaire de droite a déclaré ; la déclaration du fautif n'est pas comparable : son partenaire passe à son prochain tour, les Lois 16C, 26B et 72C peuvent s'appliquer
law31-2017-b1-title = Au tour du partenaire (ou de l'adversaire de gauche si le fautif n'a pas encore déclaré) : le partenaire fait toute déclaration légale, la Loi 16C2 s'applique
law31-2017-b2-title = Le joueur fautif fait toute déclaration légale à son tour, réglée comme lorsque l'adversaire de droite a déclaré
law31-2017-c-title = Enchères ultérieures au tour de l'adversaire de gauche : changement de déclaration (Loi 25)
law31-2017-summary-b = La déclaration hors tour est annulée. Le partenaire du joueur fautif déclare librement à son tour, sans pouvoir se servir de ce que la déclaration annulée lui a appris. Si le joueur fautif fait ensuite une déclaration comparable, il n'y a pas d'autre rectification ; sinon son partenaire doit passer à son prochain tour, et une restriction d'entame peut suivre.
law31-2017-summary-a-pending = La déclaration hors tour est annulée ; la suite dépend de l'adversaire de droite. S'il passe, le joueur fautif répète sa déclaration, sans rectification. S'il déclare, le joueur fautif déclare librement : une déclaration comparable n'entraîne pas d'autre rectification ; toute autre déclaration fait passer son partenaire à son prochain tour.
law31-2017-summary-a2 = L'adversaire de droite a déclaré : le joueur fautif déclare librement. Une déclaration comparable n'entraîne pas d'autre rectification ; toute autre déclaration fait passer son partenaire à son prochain tour, et une restriction d'attaque peut suivre.
law31-2017-info-partner-call = Ce que montrait la déclaration annulée : le partenaire du joueur fautif ne peut pas s'en servir pour la déclaration qu'il fait à son tour.
