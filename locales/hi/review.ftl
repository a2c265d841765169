# --- BEGIN TEMPORARY ENGLISH FALLBACK (issue 6: library/review) — to be translated; delete this block once done ---
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
# --- END TEMPORARY ENGLISH FALLBACK ---
