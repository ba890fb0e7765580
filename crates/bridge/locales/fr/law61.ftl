### Loi 61 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

law61-a-title = Définition de la renonce
law61-b1-title = Le déclarant peut demander à un défenseur qui n'a pas fourni s'il a de la couleur
law61-b2-title = Le mort peut le demander au déclarant, pas à un défenseur
law61-b3-title = Les défenseurs peuvent le demander au déclarant et, sauf si le règlement l'interdit, l'un à l'autre
law61-b3-2017-title = Les défenseurs peuvent le demander au déclarant et l'un à l'autre, au risque de créer une information illicite
law61-q-inquiry = Quelqu'un a-t-il demandé au joueur s'il avait de la couleur ? Qui, à qui ?
law61-v-declarer-defender = Le déclarant à un défenseur
law61-v-dummy-declarer = Le mort au déclarant
law61-v-dummy-defender = Le mort à un défenseur
law61-v-defender-declarer = Un défenseur au déclarant
law61-v-defender-partner = Un défenseur à son partenaire
law61-info-dummy-asked = Le mort n'avait pas le droit de poser la question à un défenseur : ce qu'elle a transmis peut être une information illicite pour le camp du déclarant.
law61-info-defender-asked-partner = Un défenseur peut poser la question à son partenaire, mais au risque de créer une information illicite pour la défense.
law61-info-defender-asked-partner-forbidden = Ce règlement interdit aux défenseurs de se poser la question : ce qu'elle révèle est une information illicite pour la défense.
