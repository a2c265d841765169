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
review-pass = Analysedurchgang:
review-pass-choice = sein Zug: { $san }
review-pass-title = Aus dem Analysedurchgang über die ganze Partie, einer kurzen Suche je Stellung; die Engine-Linien suchen diese Stellung länger und können einen anderen Zug wählen.
review-event-lan = Partie im lokalen Netzwerk
review-event-online = Online-Partie
review-copy-fen = FEN kopieren
review-copy-pgn = PGN kopieren

review-checking = Markierte Züge werden geprüft… { $done } / { $total }
review-accuracy = Genauigkeit
review-line-save = Variante speichern
review-line-back = Zurück zur Partie
review-line-saved = Die Variante ist in der Partie gespeichert.
review-line-already = Die Partie enthält diese Variante bereits.
review-line-after-end = Eine Variante nach dem letzten Zug der Partie kann nicht gespeichert werden: Eine Variante steht für einen gespielten Zug.
review-line-at = { $moves ->
    [one] Erkundete Variante, 1 Zug: nicht Teil der Partie
   *[other] Erkundete Variante, { $moves } Züge: nicht Teil der Partie
}
review-line-kept = Deine erkundete Variante bleibt in der Zugliste: Klicke auf einen ihrer Züge, um zu ihr zurückzukehren.
review-line-explored = erkundete Variante
lines-title = Engine-Varianten
lines-depth = Tiefe { $depth }
lines-depth-done = Tiefe { $depth }, Suche beendet
lines-none = Hier gibt es keine Züge: Die Partie ist beendet.
lines-play = Diesen Zug auf dem Brett spielen
lines-eval-bar = Bewertung
