# Les Lois 2017 sur la renonce là où elles diffèrent du texte de 2007 :
# 62C3, 62D2, 63A3–A4 (dans la question), 64B2, B3, B7, B8 et 64C2.

law62-2017-c3-title = Les deux camps ont renoncé dans la même levée et un seul a joué à la levée suivante : les deux renonces sont corrigées
law62-2017-d2-title = Renonce corrigée à la douzième levée : la Loi 16C s'applique à ce que la carte retirée a montré
law64-2017-b2-title = Nouvelle renonce dans la même couleur par le même joueur, la première ayant été consommée
law64-2017-b3-title = Renonce par défaut de jouer une carte pénalisée ou une carte du mort
law64-2017-b7-title = Les deux camps ont renoncé dans la donne, et les deux renonces sont consommées
law64-2017-b8-title = Les renonces ont été corrigées selon la Loi 62C3
law64-2017-c2a-title = Renonces répétées dans une couleur : marque ajustée si le camp non fautif aurait vraisemblablement fait plus de levées sans les suivantes
law64-2017-c2b-title = Les deux camps ont renoncé dans la donne : la procédure de l'arbitre
law64-2017-q-established = La renonce est-elle consommée (le fautif ou son partenaire a joué ou désigné une carte pour la levée suivante, un joueur de son camp a revendiqué ou concédé, ou l'accord de son camp à une revendication ou concession adverse est devenu définitif selon la Loi 69A) ?
law64-2017-q-same-trick = L'autre camp a-t-il aussi renoncé dans cette même levée, un seul camp ayant joué à la levée suivante ?
law64-2017-q-same-suit-again = Est-ce une nouvelle renonce du même joueur dans la même couleur, sa première renonce dans cette couleur ayant été consommée ?
law64-2017-q-faced-card = La renonce consistait-elle à ne pas jouer une carte pénalisée, ou une carte du mort ?
law64-2017-q-both-sides = Les deux camps ont-ils renoncé dans cette donne, et les deux renonces sont-elles consommées ?
law64-2017-summary-c3 = Les deux camps ont renoncé dans la même levée et un seul camp avait joué à la levée suivante : les deux renonces sont corrigées, sans transfert de levée. Les cartes jouées à la levée après les renonces peuvent être reprises ; une carte reprise par la défense devient une carte pénalisée ; ce que les cartes reprises par un camp ont montré ne lui est pas autorisé (Loi 16C2).
law62-2017-info-other-side-cards = Ce que montraient les cartes reprises par l'autre camp (les deux camps ont renoncé dans la levée).
law64-2017-q-without-revoke = Selon l'arbitre, combien de levées le camp non fautif aurait-il faites sans la renonce ? Après des renonces répétées dans une couleur par le même joueur (64C2(a)), comptez sans les renonces suivantes seulement, en incluant les levées que transfère la première.
