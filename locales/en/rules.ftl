# The Rules page. The UI shows sections rules-<n>-title with paragraphs rules-<n>-<m>.

rules-title = Rules
rules-intro = Maharajah plays three games. Everything not said below follows the rules of chess.

rules-1-title = Chess rules stay in force
rules-1-1 = Players move in turn, White first. Check, checkmate and stalemate work as in chess.
rules-1-2 = A game is drawn by stalemate, by threefold repetition, by fifty moves without a capture or pawn move (both applied automatically), when neither side can possibly mate, or by agreement. A player may resign at any time.
rules-1-3 = With a clock, a player whose time runs out loses — unless the opponent has no mating material left, which makes it a draw.

rules-2-title = The Maharajah pieces
rules-2-1 = Three compound pieces join the usual ones. They jump like a knight on their knight moves and slide on their other moves.
rules-2-2 = Maharajah (M) = queen + knight, 13 points. Chancellor (C) = rook + knight, 8 points. Archbishop (A) = bishop + knight, 6 points.
rules-2-3 = The usual pieces cost: pawn 1, knight 3, bishop 3, rook 5, queen 9. The king is free and mandatory.

rules-3-title = Building an army
rules-3-1 = Each side spends exactly 39 points — the value of the orthodox army — in any mix of pieces. The king always stands on e1 (White) or e8 (Black).
rules-3-2 = White places on ranks 1⁠–⁠4, Black on ranks 8⁠–⁠5. A side fills its ranks from its own edge: a further rank may be used only when every nearer rank is full. Only the furthest rank used may have empty squares. Pawns may stand on any rank of the half.
rules-3-3 = A game can start only when both sides spend exactly 39 points, both placements follow these rules, neither king is in check and White has a legal move. The app lists every reason that stops a start.
rules-3-4 = If both armies are exactly the orthodox ones, the game is ordinary chess.

rules-4-title = Classic side and variant side
rules-4-1 = A side whose starting army holds a Maharajah, Chancellor or Archbishop is a variant side; any other side is a classic side. This is fixed at the start and never changes.
rules-4-2 = Only a classic side may castle, with its king on e1/e8 and a rook that started in its corner, both unmoved, under the usual conditions.
rules-4-3 = Promotion: a classic side promotes to queen, rook, bishop or knight; a variant side may also choose the Maharajah, Chancellor or Archbishop.
rules-4-4 = Pawns: a variant side's pawn may make a two-square step on its first move from whatever rank it started on. A classic side's pawns double-step only from rank 2 (White) or 7 (Black). En passant follows every double step.

rules-5-title = Mirodol 10×10
rules-5-1 = Mirodol is played on a 10×10 board. Each side has a king, a queen, two rooks, two bishops, two knights, two Archers and ten pawns. Rank 1 from a to j: Archer, Rook, Knight, Bishop, King, Queen, Bishop, Knight, Rook, Archer.
rules-5-2 = The Archer leaps to any square three squares away in one direction and one or two in the other, jumping over pieces.
rules-5-3 = In its own half a pawn may advance any number of empty squares straight ahead, on any move; in the enemy half it steps one square. After a pawn's move of two or more squares, an enemy pawn attacking any square it passed may capture it en passant on the very next move.
rules-5-4 = Castling: the king moves any number of squares toward an unmoved rook along the first rank, may pass over that rook, and the rook lands next to the king on the side the king came from. A pawn on the last rank promotes to queen, rook, bishop, knight or Archer.

rules-6-title = Notation
rules-6-1 = Moves are written in standard algebraic notation with M, A and C for the compound pieces (A is the Archer in Mirodol) and promotions like e8=M. Type moves this way on the game screen.
rules-7-title = Keyboard
rules-7-1 = Every game can be played without a mouse. Tab and Shift+Tab go from control to control; the board is one stop.
rules-7-2 = On the board, the arrow keys move a frame across the squares as the board is drawn. Enter or Space picks up the piece under the frame; the same key on a legal square puts it down, and on the piece itself puts it back. Escape puts it back too.
rules-7-3 = A screen reader names the framed square (“e4, White Knight”) and reads every move aloud, the engine’s and the opponent’s too.
rules-7-4 = In a game, typing a letter or a digit starts a move in the move box (e4, Nf3, O-O, a8=M); Enter plays it. Shift+F flips the board; Shift+T reads both clocks.
rules-7-5 = In a promotion, the arrow keys go from piece to piece and Enter chooses. In the setup editor, the palette’s buttons pick a piece and Enter on the board places it.
rules-7-6 = In review, ← and → step through the moves, Home and End go to the start and the end. In the saved games, Tab reaches each game and Enter opens it.
rules-7-7 = Escape closes a dialog, or goes back to the previous screen.
