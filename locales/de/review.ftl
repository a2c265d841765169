# The review screen: stepping through a saved game, the engine's analysis,
# the evaluation graph and the marks on moves.

review-title = Analyse
review-first = Erste Stellung (Pos1)
review-prev = Vorheriger Zug (←)
review-next = Nächster Zug (→)
review-last = Letzte Stellung (Ende)
review-start = Startstellung
review-graph = Bewertungskurve: Klicken Sie auf einen Punkt, um zu diesem Zug zu springen
review-analysing = Analyse läuft… { $done } / { $total }
review-analysis-done = Analyse abgeschlossen
review-inaccuracy = Ungenauigkeit
review-mistake = Fehler
review-blunder = Grober Fehler
review-better = Besser war { $san }
review-best-here = Wahl der Engine hier: { $san }
review-copy-fen = FEN kopieren
review-copy-pgn = PGN kopieren
