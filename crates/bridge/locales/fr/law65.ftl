### Loi 65 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

law65-kind-title = Carte jouée mal orientée, ou désaccord sur le nombre de levées (Loi 65)
law65-b3-title = Signaler une carte mal orientée, et jusqu'à quand
law65-d-title = Accord sur le nombre de levées en fin de jeu
law65-q-when-noticed = À quel moment l'erreur d'orientation a-t-elle été relevée ?
law65-v-before-next-trick = Avant qu'une carte du pli suivant soit jouée
law65-v-after-next-trick-started = Après qu'au moins une carte du pli suivant a été jouée
law65-v-end-of-play = À la fin du jeu, au moment de compter les levées
law65-q-noticed-by = Qui a attiré l'attention sur la carte mal orientée ?
law65-v-declarer = Le déclarant
law65-v-defender = Un défenseur
law65-q-defender-manner = Comment le défenseur l'a-t-il signalé ?
law65-v-gesture = Par un geste discret, sans rien dire
law65-v-speech = En parlant
law65-q-count-disputed = Les joueurs sont-ils en désaccord sur le nombre de levées ?
law65-q-declarer-side-tricks = Après reconstitution du jeu carte par carte, combien de levées le camp du déclarant a-t-il gagnées ?
law65-info-defender-remark = Ce que le défenseur a dit du pli (gagné ou perdu) ne peut pas guider son partenaire : parmi les actions logiques, celui-ci ne doit pas choisir celle que la remarque suggère.
law65-info-defender-late = Le défenseur a signalé l'orientation d'un pli après le début du pli suivant : son partenaire ne peut pas s'en servir pour choisir entre des actions logiques.
law65-summary-corrected-declarer = Signalée à temps : la carte est remise dans le bon sens. Le déclarant pouvait le dire à voix haute et demander au mort ou à un défenseur de corriger.
law65-summary-corrected-defender-gesture = Signalée à temps : la carte est remise dans le bon sens. Le défenseur l'a signalé d'un simple geste, comme il le devait : rien d'autre.
law65-summary-corrected-defender-speech = La carte est remise dans le bon sens, mais le défenseur aurait dû se limiter à un geste silencieux. Sa remarque est une information illicite pour son partenaire (Loi 16B1) : rappelez l'arbitre si vous pensez avoir été lésés.
law65-summary-too-late-declarer = Une carte du pli suivant a été jouée : il est trop tard pour corriger. Les cartes restent telles quelles jusqu'à la fin de la donne ; s'il y a désaccord sur les levées, appelez l'arbitre avant de toucher aux cartes.
law65-summary-too-late-defender = Une carte du pli suivant a été jouée : il est trop tard pour corriger, et les cartes restent telles quelles jusqu'à la fin de la donne. En le signalant, le défenseur a donné une information illicite à son partenaire (Loi 16B1).
law65-summary-no-dispute = Aucun désaccord sur le nombre de levées : le résultat constaté est maintenu.
law65-summary-record = Reconstitution d'après la feuille de jeu : contrat { $contract } joué par { $declarer ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    }, { $declarer_side } levées pour le déclarant et { $defenders } pour la défense. Ce décompte fait foi.
law65-summary-record-differs = Reconstitution d'après la feuille de jeu : contrat { $contract } joué par { $declarer ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    }, { $declarer_side } levées pour le déclarant et { $defenders } pour la défense. Ce décompte fait foi ; la feuille indiquait { $recorded } levées.
law65-summary-director = Personne ne touche aux cartes jouées ; l'arbitre a reconstitué le jeu pli par pli : { $declarer_side } levées pour le camp du déclarant, { $defenders } pour la défense.
law65-2017-q-side-played = Le camp du joueur qui a signalé l'erreur avait-il déjà entamé ou joué au pli suivant ?
law65-2017-summary-declarer-any-time = Le camp du déclarant avait déjà joué au pli suivant, mais le déclarant peut encore faire remettre une carte dans le bon sens : son partenaire ne prend pas part au jeu, aucune information non autorisée ne peut en naître (commentaire de la Loi 65 par le comité des lois de la WBF). La carte est remise dans le bon sens.
law65-summary-revokes-in-record = La feuille de jeu montre aussi { $count ->
        [one] une renonce consommée (levée { $trick }, { $seat ->
            [N] Nord
            [E] Est
            [S] Sud
           *[W] Ouest
        })
       *[other] { $count } renonces consommées (la première à la levée { $trick }, { $seat ->
            [N] Nord
            [E] Est
            [S] Sud
           *[W] Ouest
        })
    } : le décompte vaut pour les levées gagnées au jeu, et { $count ->
        [one] la renonce se juge
       *[other] les renonces se jugent
    } en outre selon la loi 64.
law65-summary-agreed-tricks = Les joueurs sont d'accord sur le nombre de levées gagnées au jeu (65D).
law65-c-title = Chaque joueur garde ses cartes jouées en ordre jusqu'à l'accord sur les levées
law65-q-cards-mixed-by = Si l'arbitre n'a pas pu reconstituer le jeu : avant l'accord sur les levées, quel camp a dérangé l'ordre de ses cartes jouées ?
law65-v-mixed-nobody = Personne
law65-v-mixed-declarer-side = Le camp du déclarant
law65-v-mixed-defenders = La défense
law65-v-mixed-both-sides = Les deux camps
law65-q-tricks-by-other-side = Combien de levées le camp qui a gardé ses cartes jouées en ordre attribue-t-il au camp du déclarant ?
law65-summary-other-side-favoured = { $side ->
        [declarer_side] Le camp du déclarant a
       *[defenders] La défense a
    } dérangé ses cartes jouées avant l'accord sur les levées, et l'arbitre n'a pas pu établir le compte : il statue en faveur de l'autre camp (66D), dont le décompte est retenu : { $declarer_side } levées pour le camp du déclarant, { $defenders } pour la défense.
law65-summary-mixed-but-counted = { $side ->
        [declarer_side] Le camp du déclarant a
       *[defenders] La défense a
    } dérangé ses cartes jouées avant l'accord sur les levées ; l'arbitre a pu compter les levées malgré tout, et son compte est retenu. Un camp qui dérange ses cartes met en jeu son droit aux levées douteuses et celui de réclamer ou de contester une renonce (65D).
law65-summary-both-mixed = Les deux camps ont dérangé leurs cartes jouées : aucun n'est favorisé (66D ne favorise un camp que si l'autre seul a mélangé ses cartes), et le compte que l'arbitre a établi sur les éléments recueillis est retenu.
law65-v-dummy = Le mort
law65-summary-corrected-dummy = Signalée à temps : la carte est remise dans le bon sens. Le mort, comme tout joueur, peut la signaler tant que le droit dure (65B3).
law65-info-dummy-late = Le mort a signalé l'orientation d'une carte alors que le droit avait expiré : ce qu'il a appris au déclarant sur les levées gagnées ne doit pas guider son choix entre des actions logiques.
law65-summary-too-late-dummy = Le droit de signaler avait expiré : les cartes restent telles quelles jusqu'à la fin de la donne. La remarque du mort est une information illicite pour le déclarant (Loi 16B1) : si elle a pu le conduire à un jeu qu'il n'aurait pas choisi autrement, l'arbitre ajuste la marque (16B3).
law65-error-count-against-record = { $given } levées pour le camp du déclarant ne s'accordent pas avec le relevé du jeu : le camp du déclarant y a gagné { $won } { $won ->
        [one] levée
       *[other] levées
    } et la défense { $lost }.
