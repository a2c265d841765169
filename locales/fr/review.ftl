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
review-pass = Passe de l'analyse :
review-pass-choice = son coup : { $san }
review-pass-title = De la passe de l'analyse sur toute la partie, une courte recherche par position ; les lignes du moteur cherchent plus longtemps dans cette position et peuvent choisir un autre coup.
review-event-lan = Partie en réseau local
review-event-online = Partie en ligne
review-copy-fen = Copier le FEN
review-copy-pgn = Copier le PGN

review-checking = Vérification des coups marqués… { $done } / { $total }
review-accuracy = Précision
review-line-save = Enregistrer la variante
review-line-back = Retour à la partie
review-line-saved = La variante est enregistrée dans la partie.
review-line-already = La partie contient déjà cette variante.
review-line-after-end = Une variante après le dernier coup de la partie ne peut pas être enregistrée : une variante remplace un coup joué.
review-line-at = { $moves ->
    [one] Variante explorée, 1 coup : hors de la partie
   *[other] Variante explorée, { $moves } coups : hors de la partie
}
review-line-kept = Votre variante explorée reste dans la liste des coups : cliquez sur l'un de ses coups pour y revenir.
review-line-explored = variante explorée
lines-title = Lignes du moteur
lines-depth = Profondeur { $depth }
lines-depth-done = Profondeur { $depth }, recherche terminée
lines-none = Aucun coup ici : la partie est terminée.
lines-play = Jouer ce coup sur l'échiquier
lines-eval-bar = Évaluation
