### Loi 44 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

law44-c-title = Un joueur fournit à la couleur s'il le peut
