# The Learn page.

learn-title = Learn Maharajah
learn-intro = Choose a piece, then click any square to put it there. Every square it reaches lights up. Add blockers to see which moves slide (and stop) and which jump.
learn-piece = Piece
learn-board = Board
learn-board-8 = 8×8 (Maharajah)
learn-board-10 = 10×10 (Mirodol)
learn-tool = Click places
learn-tool-piece = The piece
learn-tool-own = Own blocker
learn-tool-enemy = Enemy blocker
learn-clear = Clear blockers
learn-count = { $moves ->
    [one] Reaches { $moves } square
   *[other] Reaches { $moves } squares
}{ $captures ->
    [0] .
    [one] , captures { $captures } piece.
   *[other] , captures { $captures } pieces.
}
learn-about-maharajah = The Maharajah moves as a queen and as a knight. Worth 13 points, it is the strongest piece.
learn-about-archbishop = The Archbishop moves as a bishop and as a knight. Worth 6 points.
learn-about-chancellor = The Chancellor moves as a rook and as a knight. Worth 8 points.
learn-about-archer = The Archer (Mirodol) leaps three squares one way and one or two the other, jumping over anything: 16 squares from the centre.
learn-about-queen = The Queen slides any distance along ranks, files and diagonals.
learn-about-rook = The Rook slides along ranks and files.
learn-about-bishop = The Bishop slides along diagonals.
learn-about-knight = The Knight jumps two squares one way and one the other.
learn-about-king = The King steps one square in any direction.
