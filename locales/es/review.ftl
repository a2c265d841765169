# The review screen: stepping through a saved game, the engine's analysis,
# the evaluation graph and the marks on moves.

review-title = Revisión
review-first = Primera posición (Inicio)
review-prev = Jugada anterior (←)
review-next = Jugada siguiente (→)
review-last = Última posición (Fin)
review-start = Posición inicial
review-graph = Gráfica de evaluación: haz clic en un punto para ir a esa jugada
review-analysing = Analizando… { $done } / { $total }
review-analysis-done = Análisis completo
review-inaccuracy = Imprecisión
review-mistake = Error
review-blunder = Error grave
review-better = Era mejor { $san }
review-best-here = elección del motor aquí: { $san }
review-copy-fen = Copiar FEN
review-copy-pgn = Copiar PGN
