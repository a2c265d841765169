# The game screen.

side-classic = Classic side
side-variant = Variant side
side-classic-tip = Castles; promotes to Q, R, B or N; pawns double-step only from their second rank.
side-variant-tip = Never castles; promotes to any piece, the Maharajah, Archbishop and Chancellor included; each pawn may double-step on its first move from any rank.

player-you = You
player-you-named = { $name } (you)
player-white = White
player-black = Black
player-engine = Engine · level { $level }

game-moves = Moves
game-thinking = Engine is thinking…
game-your-move = Your move
game-to-move-white = White to move
game-to-move-black = Black to move
game-check = Check!
game-flip = Flip board
game-resign = Resign
game-draw = Offer draw
game-takeback = Take back
game-hint = Hint
game-new = New game
game-rematch = Rematch
game-rematch-accept = Accept rematch
game-pause = Pause
game-resume = Resume
game-abort = Abort
game-home = Home
game-san-placeholder = Type a move (e.g. Nf3)
game-san-label = Move entry
game-san-go = Play
game-illegal-click = { $from }–{ $to } is not a legal move here.
game-promote-title = Promote to
game-choice-title = Which move?
game-choice-king-move = King move
game-choice-castle = Castle
game-resign-confirm = Resign this game?
game-draw-offer-human = Your opponent offers a draw. Accept?
game-draw-declined = The engine declines the draw.
game-draw-accepted = The engine accepts the draw.
game-hint-text = Hint: { $san }
game-no-game = No game in progress.

result-wins = { $winner } wins
result-draw = Draw
result-aborted = Aborted — no result
game-over-title = Game over

end-checkmate = by checkmate
end-stalemate = by stalemate
end-repetition = by threefold repetition
end-fifty-moves = by the 50-move rule
end-insufficient-material = by insufficient material
end-time = on time
end-time-vs-insufficient-material = on time, but the opponent cannot mate
end-resignation = by resignation
end-agreement = by agreement
end-no-first-move = a clock ran out before that player's first move
end-aborted = called off before it really began

# Moves and clocks read aloud (the live region).
announce-move = { $color ->
    [white] White
   *[black] Black
} { $piece } from { $from } to { $to }
announce-castle-short = { $color ->
    [white] White
   *[black] Black
} castles kingside
announce-castle-long = { $color ->
    [white] White
   *[black] Black
} castles queenside
announce-takes = takes { $piece }
announce-promotes = becomes { $piece }
announce-check = check
announce-mate = checkmate
announce-clocks = White { $white }, Black { $black }
announce-separator = {", "}
announce-no-clock = This game has no clock.

# Stepping back through a game in progress.
game-back-to-game = Back to the game
game-browsing-start = The start position. The game goes on.
game-browsing = After { $move } ({ $ply } of { $total }). The game goes on.

game-premove-set = Premove { $from }–{ $to }: played as soon as it is your turn. Esc cancels.
