### Loi 62 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

law62-a-title = Une renonce doit être corrigée tant qu'elle n'est pas consommée
law62-b1-title = Carte retirée de la main cachée d'un défenseur : carte pénalisée principale
law62-b2-title = Carte du déclarant, du mort ou carte visible d'un défenseur : remplacée sans autre conséquence
law62-c-title = Cartes jouées après la renonce : reprises possibles
law62-c2-title = Carte reprise par le camp fautif après un joueur non fautif : pénalisée pour un défenseur
law62-summary-c2-partner-may-withdraw = { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    } a joué à la levée après la renonce : dès qu'un joueur du camp non fautif reprend sa carte, { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    } peut reprendre la sienne (62C2){ $defender ->
        [yes] , qui devient une carte pénalisée
       *[no] {""}
    }.
law62-summary-c2-if-non-offender-withdraws = Si un joueur non fautif reprend une carte jouée après la renonce, le partenaire du fautif, s'il a joué après lui dans la levée de la renonce, peut reprendre la sienne aussi (62C2){ $defender ->
        [yes] , et elle devient alors une carte pénalisée principale
       *[no] , et elle retourne dans la main sans autre suite : seule la carte d'un défenseur devient pénalisée
    }.
outcome-non-offender-withdraws-card = Si un joueur non fautif reprend une carte jouée après la renonce et que le partenaire du fautif, ayant joué après lui, reprend la sienne (62C2)
law62-d1-title = Renonce à la douzième levée : corrigée même consommée, tant que les mains ne sont pas dans l'étui
law62-d2-title = Renonce à la douzième levée : le partenaire ne doit pas profiter de la carte vue
law62-info-withdrawn-cards = Les cartes reprises après la correction : le camp non fautif peut s'en servir, le camp fautif non.
law62-info-twelfth = Le partenaire du défenseur fautif ne doit pas choisir un jeu que la vue de la carte de la renonce pourrait lui suggérer.

# Les Lois 2017 sur la renonce là où elles diffèrent du texte de 2007 :
# 62C3, 62D2, 63A3–A4 (dans la question), 64B2, B3, B7, B8 et 64C2.
law62-2017-c3-title = Les deux camps ont renoncé dans la même levée et un seul a joué à la levée suivante : les deux renonces sont corrigées
law62-2017-d2-title = Renonce corrigée à la douzième levée : la Loi 16C s'applique à ce que la carte retirée a montré
law62-2017-info-other-side-cards = Ce que montraient les cartes reprises par l'autre camp (les deux camps ont renoncé dans la levée).
law62-summary-faced-card-stays = La carte qu'il reprend était une carte pénalisée : elle reste face visible sur la table, comme avant (Loi 50).
law62-2017-info-this-revoke-cards = Ce qu'ont montré les cartes reprises pour corriger la renonce jugée ici : l'autre camp peut s'en servir, le camp de cette renonce ne le peut pas.
