### Loi 66 : examen des levées. Seul 66D est cité, quand un désaccord sur le
### nombre de levées (65D) ne peut être tranché par les cartes.

law66-d-title = Après le jeu : un camp qui a mélangé ses cartes ne profite pas du doute
