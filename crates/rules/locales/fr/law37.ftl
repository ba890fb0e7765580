### Loi 37 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

## Loi 37 (non traitée par le service) : l'enregistrement montre une
## déclaration d'un joueur que cette décision oblige à passer.
law37-summary-call-by-player-required-to-pass = L'enregistrement montre la déclaration n° { $number }, { $call } par { $seat ->
        [N] Nord
        [E] Est
        [S] Sud
       *[W] Ouest
    }, qui devait passer : c'est la Loi 37 qui régit cette déclaration, et le service ne la traite pas ; l'arbitre statue.
