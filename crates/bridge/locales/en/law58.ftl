### Law 58B (2017): two or more cards led or played at once from one hand.

law58-2017-b1-title = Two or more cards led or played at once from one hand, the face of only one visible: that card is played, the others go back to the hand with no further rectification
law58-2017-b2-title = Two or more cards led or played at once from one hand, more than one face visible: the offender designates the card he plays; a defender's other cards become penalty cards
law58-2017-q-faces-visible = Was the face of more than one of the cards visible (Law 58B)?
law58-2017-summary-b1 = The player led or played two or more cards at once, and the face of only one of them was visible: that card is played and the others go back to his hand, with no further rectification (Law 58B1).
law58-2017-summary-b2 = He plays the card he designates among those whose faces were visible (Law 58B2); an opponent who played after a card he withdraws may take his own back and play another (58B3, with Law 16C for the cards withdrawn).
