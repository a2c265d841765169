# The Learn page.

learn-title = Apprendre Maharajah
learn-intro = Choisissez une pièce, puis cliquez sur une case pour l’y poser. Toutes les cases qu’elle atteint s’allument. Ajoutez des obstacles pour voir quels déplacements glissent (et s’arrêtent) et lesquels sautent.
learn-piece = Pièce
learn-board = Échiquier
learn-board-8 = 8×8 (Maharajah)
learn-board-10 = 10×10 (Mirodol)
learn-tool = Un clic pose
learn-tool-piece = La pièce
learn-tool-own = Un obstacle ami
learn-tool-enemy = Un obstacle ennemi
learn-clear = Retirer les obstacles
learn-count = { $moves ->
    [one] Atteint { $moves } case
   *[other] Atteint { $moves } cases
}{ $captures ->
    [0] .
    [one] , peut prendre { $captures } pièce.
   *[other] , peut prendre { $captures } pièces.
}
learn-about-maharajah = Le Maharaja se déplace à la fois comme une dame et comme un cavalier. Avec ses 13 points, c’est la pièce la plus forte.
learn-about-archbishop = L’Archevêque se déplace à la fois comme un fou et comme un cavalier. Il vaut 6 points.
learn-about-chancellor = Le Chancelier se déplace à la fois comme une tour et comme un cavalier. Il vaut 8 points.
learn-about-archer = L’Archer (Mirodol) saute de trois cases dans un sens et d’une ou deux dans l’autre, par-dessus n’importe quelle pièce : 16 cases depuis le centre.
learn-about-queen = La Dame glisse d’autant de cases qu’elle veut le long des rangées, des colonnes et des diagonales.
learn-about-rook = La Tour glisse le long des rangées et des colonnes.
learn-about-bishop = Le Fou glisse le long des diagonales.
learn-about-knight = Le Cavalier saute de deux cases dans un sens et d’une dans l’autre.
learn-about-king = Le Roi avance d’une case dans n’importe quelle direction.
