### Loi 72 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

law72-c-title = Joueur fautif qui pouvait savoir que son infraction risquait de léser l'autre camp : marque ajustée
