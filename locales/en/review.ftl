# The review screen: stepping through a saved game, the engine's analysis,
# the evaluation graph and the marks on moves.

review-title = Review
review-first = First position (Home)
review-prev = Previous move (←)
review-next = Next move (→)
review-last = Last position (End)
review-start = Start position
review-graph = Evaluation graph: click a point to go to that move
review-analysing = Analysing… { $done } / { $total }
review-analysis-done = Analysis complete
review-inaccuracy = Inaccuracy
review-mistake = Mistake
review-blunder = Blunder
review-better = Better was { $san }
review-best-here = engine's choice here: { $san }
review-copy-fen = Copy FEN
review-copy-pgn = Copy PGN
