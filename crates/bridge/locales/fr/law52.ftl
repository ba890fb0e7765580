### Loi 52 : titres, questions et textes de ses alinéas, dans les deux éditions
### (un identifiant avec `-2017-` est celui du texte de 2017 là où il diffère de 2007).

law52-a-title = Le défenseur qui n'a pas joué sa carte pénalisée ne peut pas reprendre de lui-même la carte jouée à sa place
law52-b1a-title = Le déclarant peut accepter la carte entamée ou jouée à la place de la carte pénalisée
law52-b1b-title = Le déclarant doit l'accepter s'il a joué ensuite de sa main ou du mort
law52-b1c-title = La carte jouée une fois acceptée, la carte pénalisée non jouée reste pénalisée
law52-b2-title = Refusée : la carte pénalisée est jouée à sa place, et la carte jouée devient une carte pénalisée principale
law52-q-declarer-played-after = Depuis la carte du défenseur, le déclarant a-t-il joué de sa main ou du mort ?
law52-summary-offer = Le défenseur a entamé ou joué une autre carte alors qu'il devait jouer sa carte pénalisée ; il ne peut pas la reprendre de lui-même. Le déclarant choisit : accepter cette carte (elle reste jouée, et la carte pénalisée reste sur la table), ou la refuser (le défenseur joue alors sa carte pénalisée, et la carte qu'il avait jouée devient une carte pénalisée principale).
law52-summary-must-accept = Le défenseur a entamé ou joué une autre carte alors qu'il devait jouer sa carte pénalisée. Le déclarant a joué après elle : elle reste jouée, et la carte pénalisée reste sur la table.
law52-summary-accepted = Le déclarant accepte la carte jouée à la place de la carte pénalisée : elle reste jouée, et la carte pénalisée reste sur la table.
law52-summary-substituted = Le déclarant refuse la carte jouée à la place de la carte pénalisée : le défenseur joue sa carte pénalisée à sa place, et la carte qu'il avait jouée devient une carte pénalisée principale.
law52-summary-refusal-does-not-stand = Le refus du déclarant ne tient pas : ayant joué après la carte du défenseur, il doit l'accepter (52B1(b)).
law52-q-failed-to-follow-suit = Le défenseur a-t-il aussi manqué de fournir (il avait une carte de la couleur attaquée) ?
