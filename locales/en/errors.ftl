# Backend errors, by kind: error-<kind>.

error-no-game = There is no game in progress.
error-game-over = The game is over.
error-illegal-move = { $move } is not a legal move here.
error-not-your-turn = Wait for your turn.
error-nothing-to-take-back = There is no move to take back.
error-no-engine = This game has no engine opponent.
error-engine-no-move = The engine found no move.
error-bad-fen = That position cannot be read: { $detail }
error-bad-request = The app sent a request it does not understand ({ $detail }).
error-invalid-setup = { $count ->
    [one] The armies cannot start: fix the reason listed.
   *[other] The armies cannot start: fix the { $count } reasons listed.
}
error-placement = That piece cannot go there.
error-storage = Your settings could not be saved: { $detail }
error-unknown = Something went wrong.
