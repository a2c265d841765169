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
review-pass = Review pass:
review-pass-choice = its move: { $san }
review-pass-title = From the review's pass over the whole game, a short search of each position; the engine lines search this position longer and may choose another move.
review-event-lan = LAN game
review-event-online = Online game
review-copy-fen = Copy FEN
review-copy-pgn = Copy PGN

review-checking = Checking the marked moves… { $done } / { $total }
review-accuracy = Accuracy
review-line-save = Save line
review-line-back = Back to the game
review-line-saved = The line is saved in the game.
review-line-already = The game already holds this line.
review-line-after-end = A line after the game's last move cannot be saved: a variation stands in for a move that was played.
review-line-at = { $moves ->
    [one] Explored line, 1 move: not part of the game
   *[other] Explored line, { $moves } moves: not part of the game
}
review-line-kept = Your explored line is kept in the move list: click one of its moves to go back to it.
review-line-explored = explored line
lines-title = Engine lines
lines-depth = Depth { $depth }
lines-depth-done = Depth { $depth }, search finished
lines-none = No moves here: the game is over.
lines-play = Play this move on the board
lines-eval-bar = Evaluation
