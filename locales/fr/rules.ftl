# The Rules page. The UI shows sections rules-<n>-title with paragraphs rules-<n>-<m>.

rules-title = Règles
rules-intro = Maharajah réunit trois jeux. Tout ce qui n’est pas précisé ci-dessous suit les règles des échecs.

rules-1-title = Les règles des échecs restent valables
rules-1-1 = Les joueurs jouent chacun à leur tour, les Blancs commencent. L’échec, le mat et le pat fonctionnent comme aux échecs.
rules-1-2 = La partie est nulle par pat, par triple répétition de la position, après cinquante coups sans prise ni mouvement de pion (ces deux règles s’appliquent automatiquement), lorsque plus aucun camp ne peut mater, ou d’un commun accord. Un joueur peut abandonner à tout moment.
rules-1-3 = Avec une pendule, le joueur qui n’a plus de temps perd — sauf si son adversaire n’a plus de matériel pour mater : la partie est alors nulle.

rules-2-title = Les pièces du Maharajah
rules-2-1 = Trois pièces composées rejoignent les pièces habituelles. Sur leurs déplacements de cavalier, elles sautent comme lui ; sur les autres, elles glissent.
rules-2-2 = Maharaja (M) = dame + cavalier, 13 points. Chancelier (C) = tour + cavalier, 8 points. Archevêque (A) = fou + cavalier, 6 points.
rules-2-3 = Les pièces habituelles coûtent : pion 1, cavalier 3, fou 3, tour 5, dame 9. Le roi est gratuit et obligatoire.

rules-3-title = Composer une armée
rules-3-1 = Chaque camp dépense exactement 39 points — la valeur de l’armée orthodoxe — dans n’importe quel assortiment de pièces. Le roi se trouve toujours en e1 (Blancs) ou en e8 (Noirs).
rules-3-2 = Les Blancs placent leurs pièces sur les rangées 1 à 4, les Noirs sur les rangées 8 à 5. Chaque camp remplit ses rangées depuis son bord : une rangée plus avancée ne s’utilise que lorsque toutes les rangées plus proches sont pleines. Seule la rangée la plus avancée peut garder des cases vides. Les pions peuvent se trouver sur n’importe quelle rangée de la moitié du camp.
rules-3-3 = Une partie ne peut commencer que si les deux camps dépensent exactement 39 points, si les deux placements respectent ces règles, si aucun roi n’est en échec et si les Blancs ont un coup légal. L’application indique chaque raison qui empêche le départ.
rules-3-4 = Si les deux armées sont exactement les armées orthodoxes, la partie est une partie d’échecs ordinaire.

rules-4-title = Camp classique et camp de la variante
rules-4-1 = Un camp dont l’armée de départ contient un Maharaja, un Chancelier ou un Archevêque est un camp de la variante ; tout autre camp est un camp classique. Ce statut est fixé au départ et ne change jamais.
rules-4-2 = Seul un camp classique peut roquer, avec son roi en e1/e8 et une tour partie de son coin, tous deux n’ayant pas bougé, aux conditions habituelles.
rules-4-3 = Promotion : un camp classique promeut en dame, tour, fou ou cavalier ; un camp de la variante peut aussi choisir le Maharaja, le Chancelier ou l’Archevêque.
rules-4-4 = Pions : le pion d’un camp de la variante peut avancer de deux cases à son premier coup, quelle que soit sa rangée de départ. Les pions d’un camp classique ne font le pas double que depuis la rangée 2 (Blancs) ou 7 (Noirs). La prise en passant suit chaque pas double.

rules-5-title = Mirodol 10×10
rules-5-1 = Le Mirodol se joue sur un échiquier de 10×10. Chaque camp dispose d’un roi, d’une dame, de deux tours, de deux fous, de deux cavaliers, de deux Archers et de dix pions. Rangée 1, de a à j : Archer, Tour, Cavalier, Fou, Roi, Dame, Fou, Cavalier, Tour, Archer.
rules-5-2 = L’Archer saute sur n’importe quelle case située à trois cases dans une direction et à une ou deux dans l’autre, par-dessus les pièces.
rules-5-3 = Dans sa propre moitié, un pion peut avancer tout droit d’autant de cases vides qu’il veut, à n’importe quel coup ; dans la moitié adverse, il avance d’une case. Après un coup de pion de deux cases ou plus, un pion adverse qui attaque l’une des cases franchies peut le prendre en passant, au coup suivant seulement.
rules-5-4 = Roque : le roi se déplace d’autant de cases qu’il veut sur la première rangée vers une tour qui n’a pas bougé, peut passer par-dessus cette tour, et la tour se place à côté du roi, du côté d’où il vient. Un pion qui atteint la dernière rangée est promu en dame, tour, fou, cavalier ou Archer.

rules-6-title = Notation
rules-6-1 = Les coups s’écrivent en notation algébrique standard avec les lettres internationales des pièces — K, Q, R, B, N — et M, A et C pour les pièces composées (en Mirodol, A est l’Archer) ; une promotion s’écrit par exemple e8=M. C’est ainsi que l’on saisit les coups sur l’écran de jeu.
rules-7-title = Clavier
rules-7-1 = Toutes les parties se jouent sans souris. Tab et Maj+Tab passent d’une commande à l’autre ; l’échiquier est un seul arrêt.
rules-7-2 = Sur l’échiquier, les flèches déplacent un cadre de case en case, tel que l’échiquier est dessiné. Entrée ou Espace prend la pièce sous le cadre ; la même touche sur une case permise la pose, et sur la pièce elle-même la remet en place. Échap la remet aussi.
rules-7-3 = Un lecteur d’écran nomme la case encadrée (« e4, Cavalier des Blancs ») et lit chaque coup à voix haute, y compris ceux du moteur et de l’adversaire.
rules-7-4 = Pendant une partie, taper une lettre ou un chiffre commence un coup dans la case de saisie (e4, Nf3, O-O, a8=M) ; Entrée le joue. Maj+F retourne l’échiquier ; Maj+T lit les deux pendules.
rules-7-5 = Lors d’une promotion, les flèches passent d’une pièce à l’autre et Entrée choisit. Dans l’éditeur de position, les boutons de la palette choisissent une pièce et Entrée sur l’échiquier la place.
rules-7-6 = En analyse, ← et → parcourent les coups, Début et Fin vont au début et à la fin. Dans les parties enregistrées, Tab atteint chaque partie et Entrée l’ouvre.
rules-7-7 = Échap ferme une boîte de dialogue ou revient à l’écran précédent.
