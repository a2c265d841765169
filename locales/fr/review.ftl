# The review screen: stepping through a saved game, the engine's analysis,
# the evaluation graph and the marks on moves.

review-title = Analyse de partie
review-first = Première position (Début)
review-prev = Coup précédent (←)
review-next = Coup suivant (→)
review-last = Dernière position (Fin)
review-start = Position de départ
review-graph = Courbe d’évaluation : cliquez sur un point pour aller à ce coup
review-analysing = Analyse… { $done } / { $total }
review-analysis-done = Analyse terminée
review-inaccuracy = Imprécision
review-mistake = Erreur
review-blunder = Gaffe
review-better = Mieux valait { $san }
review-best-here = choix du moteur ici : { $san }
review-copy-fen = Copier le FEN
review-copy-pgn = Copier le PGN
