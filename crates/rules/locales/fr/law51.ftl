### Loi 51 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

law51-title = Deux cartes pénalisées ou plus
law51-a-title = Plusieurs cartes pénalisées jouables : le déclarant désigne
law51-b-title = Plusieurs cartes pénalisées et le partenaire à l'entame
law51-b1a-title = Cartes d'une seule couleur : le déclarant exige cette couleur
law51-b1b-title = Cartes d'une seule couleur : le déclarant interdit cette couleur
law51-b2a-title = Cartes de plusieurs couleurs : le déclarant en exige une
law51-b2b-title = Cartes de plusieurs couleurs : le déclarant en interdit une ou plusieurs
law51-b-any-legal-card-title = Après le choix du déclarant, le fautif joue n'importe quelle carte légale à cette levée
law51-footnote-title = Le partenaire garde la main : le déclarant choisit de nouveau
law51-q-elected-suit = Quelle couleur, parmi celles des cartes pénalisées, le déclarant a-t-il exigée ou interdite ?
law51-summary-left-free = Le déclarant laisse l'entame libre : le partenaire entame ce qu'il veut et toutes les cartes pénalisées restent sur la table ; tant qu'il en reste une et que le partenaire garde la main, le déclarant a de nouveau le même choix à la levée suivante.
law51-summary-major-waiting = Le fautif a plusieurs cartes pénalisées, dont { play-card } : elles sont toutes principales et restent visibles. Il doit les jouer à la première occasion légale, l'obligation de fournir (ou de respecter une restriction d'entame) passant d'abord ; quand plusieurs peuvent être jouées, le déclarant désigne laquelle. Chaque fois que son partenaire a la main, le déclarant choisit d'abord d'exiger ou d'interdire l'entame dans une couleur de ces cartes pénalisées, ou de laisser l'entame libre.
law51-summary-b1 = Le fautif a plusieurs cartes pénalisées, toutes à { play-suit } et toutes principales, et son partenaire a la main : avant qu'il entame, le déclarant exige ou interdit l'entame à { play-suit } (les cartes pénalisées à { play-suit } sont alors reprises et, à cette levée, le fautif joue n'importe quelle carte légale), ou laisse l'entame libre (elles restent pénalisées).
law51-summary-b1-required = Le déclarant exige l'entame à { play-suit } : toutes les cartes pénalisées à { play-suit } sont reprises en main et ne sont plus pénalisées. À cette levée, le fautif joue n'importe quelle carte légale.
law51-summary-b1-forbidden = Le déclarant interdit l'entame à { play-suit } tant que le partenaire garde la main : toutes les cartes pénalisées à { play-suit } sont reprises en main et ne sont plus pénalisées. À cette levée, le fautif joue n'importe quelle carte légale.
law51-summary-b2 = Le fautif a des cartes pénalisées dans plusieurs couleurs, toutes principales, et son partenaire a la main. Avant qu'il entame, le déclarant peut exiger l'entame dans l'une de ces couleurs, ou l'interdire dans une ou plusieurs d'entre elles, en nommant la ou les couleurs : seules les cartes pénalisées des couleurs nommées sont reprises, celles des autres couleurs restent pénalisées, et à cette levée le fautif joue n'importe quelle carte légale. Le déclarant peut aussi laisser l'entame libre : toutes restent pénalisées.
law51-summary-b2-required = Le déclarant exige l'entame dans la couleur pénalisée qu'il nomme : seules les cartes pénalisées de cette couleur sont reprises en main ; celles des autres couleurs restent pénalisées. À cette levée, le fautif joue n'importe quelle carte légale.
law51-error-elected-suit-without-penalty-card = Le déclarant ne peut désigner qu'une couleur dans laquelle le joueur fautif a une carte pénalisée (51B2) : l'enregistrement montre ses cartes pénalisées en { $suits }, aucune en { $suit }.
law51-summary-b2-forbidden = Le déclarant interdit, tant que le partenaire garde la main, l'entame dans la ou les couleurs pénalisées qu'il nomme : seules les cartes pénalisées de ces couleurs sont reprises en main ; celles des autres couleurs restent pénalisées. À cette levée, le fautif joue n'importe quelle carte légale.
law51-q-forbidden-suits = Quelles couleurs le déclarant interdit-il d'entamer au partenaire, quand il en interdit deux ou plus parmi celles des cartes pénalisées (51B2(b)) ? Pour une seule couleur, répondez elected_suit.
law51-error-require-one-suit = Le déclarant exige une seule couleur (51B2(a)) : donnez-la dans elected_suit ; forbidden_suits sert à l'interdiction de deux couleurs ou plus (51B2(b)).
law51-error-elected-suit-not-forbidden = La couleur d'elected_suit n'est pas parmi les forbidden_suits : donnez les couleurs interdites par le déclarant dans forbidden_suits seulement.
law51-error-forbidden-suits-one-suit = Interdire plusieurs couleurs (51B2(b)) suppose des cartes pénalisées dans plus d'une couleur : avec une seule couleur, le choix porte sur celle-ci.
law51-v-suits-sh = Pique et cœur
law51-v-suits-sd = Pique et carreau
law51-v-suits-sc = Pique et trèfle
law51-v-suits-hd = Cœur et carreau
law51-v-suits-hc = Cœur et trèfle
law51-v-suits-dc = Carreau et trèfle
law51-v-suits-shd = Pique, cœur et carreau
law51-v-suits-shc = Pique, cœur et trèfle
law51-v-suits-sdc = Pique, carreau et trèfle
law51-v-suits-hdc = Cœur, carreau et trèfle
law51-v-suits-shdc = Pique, cœur, carreau et trèfle
law51-summary-b2-forbidden-every-suit = Le déclarant interdit, tant que le partenaire garde la main, l'entame dans chacune des couleurs des cartes pénalisées du joueur fautif : toutes sont reprises et aucune ne reste à jouer. Le joueur fautif joue n'importe quelle carte légale à cette levée.
