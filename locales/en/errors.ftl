# Backend errors, by kind: error-<kind>.

error-no-game = There is no game in progress.
error-game-over = The game is over.
error-illegal-move = { $move } is not a legal move here.
error-unreadable-move = "{ $move }" is not a move. Type it in algebraic notation, like e4, Nf3, exd5 or O-O.
error-ambiguous-move = Several pieces can play { $move }: add the file or rank of the one you mean, like Nbd2.
error-promotion-not-allowed = This pawn cannot promote as { $move }. It may promote as: { $choices }.
error-not-your-turn = Wait for your turn.
error-nothing-to-take-back = There is no move to take back.
error-no-engine = This game has no engine opponent.
error-engine-no-move = The engine found no move.
error-fen-wrong-board-size = That position cannot be read: { $variant } is not played on a { $files }×{ $files } board.
error-fen-field-count = That position cannot be read: a FEN has 2 to 8 fields separated by spaces, this one has { $found }.
error-fen-rank-count = That position cannot be read: the board needs { $expected } ranks separated by “/”, this one has { $found }.
error-fen-rank-width = That position cannot be read: rank { $rank } describes { $found } squares instead of { $expected }.
error-fen-bad-piece = That position cannot be read: “{ $piece }” on rank { $rank } is not a piece of { $variant }.
error-fen-king-count = That position cannot be read: { $color } must have exactly one king, not { $count }.
error-fen-pawn-on-last-rank = That position cannot be read: the pawn on { $square } stands on its promotion rank.
error-fen-bad-side = That position cannot be read: the side to move must be “w” or “b”, not “{ $found }”.
error-fen-bad-castling = That position cannot be read: the castling letter “{ $letter }” names no unmoved rook on the king’s rank.
error-fen-castling-not-allowed = That position cannot be read: { $color } may not castle (only a classic side with its king on e1 or e8 and a rook in the corner may).
error-fen-bad-en-passant = That position cannot be read: “{ $found }” is not a square a pawn has just passed over.
error-fen-bad-number = That position cannot be read: { $field ->
    [halfmove] the halfmove clock
   *[fullmove] the move number
} must be a number from 0 to 1000000, not “{ $found }”.
error-fen-bad-variant-sides = That position cannot be read: the variant sides must be “-”, “w”, “b” or “wb” (Maharajah only), not “{ $found }”.
error-fen-bad-unmoved-pawns = That position cannot be read: “{ $found }” is not a list of squares holding pawns.
error-fen-opponent-in-check = That position cannot be read: { $color } is in check although it is not their turn, which no game can reach.
error-bad-request = The app sent a request it does not understand ({ $detail }).
error-bad-arguments = The app made a request it could not carry out. If it happens again, please report it with the app's log.
error-internal = Something went wrong inside the app ({ $detail }). If it happens again, please report it with the app's log.
error-invalid-setup = { $count ->
    [one] The armies cannot start: fix the reason listed.
   *[other] The armies cannot start: fix the { $count } reasons listed.
}
error-placement = That piece cannot go there.
error-storage = Your settings could not be saved: { $detail }
error-unknown = Something went wrong.
error-bad-address = "{ $address }" is not an address to join. Type it as the host shows it, for example 192.168.1.20:47000.
error-lan = LAN play failed.
error-lan-network = The network connection failed. Check that both devices are on the same network.
error-lan-discovery = Games on this network cannot be listed here. Join by typing the host's address.
error-lan-connection = The connection to the other device failed.
error-lan-timeout = The other device did not answer in time.
error-lan-full = That game already has two players.
error-lan-incompatible = The other device runs an app version that cannot play with this one. Update both.
error-lan-refused = The host refused the connection.
error-lan-declined = The offer was declined.
error-lan-protocol = The other device sent a message this app cannot read.
error-lan-cheated = The other device sent a move or an army that breaks the rules. The game was stopped.
error-lan-desync = The two devices no longer show the same game. The game was stopped.
error-lan-bad-offer = The game offered cannot be played with this app.
error-lan-invalid-army = Your army breaks the army rules, so it was not locked.
error-lan-not-now = That is not possible at this moment.
error-lan-closed = The LAN game has ended.
error-lan-random = This computer could not produce the random numbers a hidden setup needs.
error-online = Online play failed.
error-online-bad-address = "{ $address }" is not a server address. Type it like ws://192.168.1.20:7878 or wss://play.example.org.
error-online-unreachable = The server cannot be reached. Check the address and your network, then try again.
error-online-not-a-server = That address answers, but it is not a Maharajah server.
error-online-incompatible = The server speaks another version of the game's protocol. Update the app.
error-online-timeout = The server did not answer in time.
error-online-unknown-code = No open room has this code. It may have expired, or both seats are taken. Check the code with your opponent.
error-online-rate-limited = Too many attempts. Wait a few seconds and try again.
error-online-already-seated = You already have a seat in a game on this server.
error-online-bad-settings = The server does not accept these game settings.
error-online-unavailable = The server is closing or full. Try again later.
error-online-refused = The server refused the connection.
error-online-protocol = The server sent a message this app cannot read.
error-online-not-now = That is not possible at this moment.
error-online-invalid-army = Your army breaks the army rules, so it was not locked.
error-online-closed = The online game has ended.
error-online-seat-lost = The server no longer knows your seat in this game.
error-online-server-cheated = The server sent a move or an army that breaks the rules. The game was stopped.
error-online-not-connected = Not connected to the server right now. Wait for the connection to come back.
error-online-gave-up = The server could not be reached again. Try again later.

error-paste-too-long = The pasted text is longer than { $max } MiB. Save it as a .pgn file and import the file instead.
error-remote-in-game = A game is in progress: resign or abort it first.
error-remote-not-now = That is not possible at this moment.
error-army-locked = Your army is locked: it can no longer change.
