# Backend errors, by kind: error-<kind>.

error-no-game = There is no game in progress.
error-game-over = The game is over.
error-illegal-move = { $move } is not a legal move here.
error-unreadable-move = "{ $move }" is not a move. Type it in algebraic notation, like e4, Nf3, exd5 or O-O.
error-ambiguous-move = Several pieces can play { $move }: add the file or rank of the one you mean, like Nbd2.
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
