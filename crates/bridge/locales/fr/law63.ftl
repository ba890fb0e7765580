### Loi 63 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

law63-a-title = Quand une renonce devient consommée
law63-a1-title = Consommée dès que le joueur fautif ou son partenaire entame ou joue à la levée suivante
law63-b-title = Une renonce consommée n'est plus corrigée ; la levée reste telle quelle
