# Backend errors, by kind: error-<kind>.

error-no-game = Es läuft keine Partie.
error-game-over = Die Partie ist beendet.
error-illegal-move = { $move } ist hier kein erlaubter Zug.
error-unreadable-move = „{ $move }“ ist kein Zug. Geben Sie ihn in algebraischer Notation ein, etwa e4, Nf3, exd5 oder O-O.
error-ambiguous-move = Mehrere Figuren können { $move } ziehen: Geben Sie die Linie oder Reihe der gemeinten Figur an, etwa Nbd2.
error-promotion-not-allowed = Dieser Bauer kann nicht als { $move } umgewandelt werden. Möglich ist: { $choices }.
error-not-your-turn = Warten Sie, bis Sie am Zug sind.
error-nothing-to-take-back = Es gibt keinen Zug zum Zurücknehmen.
error-no-engine = In dieser Partie spielt keine Engine mit.
error-engine-no-move = Die Engine hat keinen Zug gefunden.
error-fen-wrong-board-size = Diese Stellung lässt sich nicht lesen: { $variant } wird nicht auf einem { $files }×{ $files }-Brett gespielt.
error-fen-field-count = Diese Stellung lässt sich nicht lesen: Eine FEN hat 2 bis 8 durch Leerzeichen getrennte Felder, diese hat { $found }.
error-fen-rank-count = Diese Stellung lässt sich nicht lesen: Das Brett braucht { $expected } durch „/“ getrennte Reihen, hier sind es { $found }.
error-fen-rank-width = Diese Stellung lässt sich nicht lesen: Reihe { $rank } beschreibt { $found } statt { $expected } Felder.
error-fen-bad-piece = Diese Stellung lässt sich nicht lesen: „{ $piece }“ in Reihe { $rank } ist keine Figur von { $variant }.
error-fen-king-count = Diese Stellung lässt sich nicht lesen: { $color } muss genau einen König haben, nicht { $count }.
error-fen-pawn-on-last-rank = Diese Stellung lässt sich nicht lesen: Der Bauer auf { $square } steht auf seiner Umwandlungsreihe.
error-fen-bad-side = Diese Stellung lässt sich nicht lesen: Die Seite am Zug muss „w“ oder „b“ sein, nicht „{ $found }“.
error-fen-bad-castling = Diese Stellung lässt sich nicht lesen: Der Rochadebuchstabe „{ $letter }“ bezeichnet keinen unbewegten Turm auf der Reihe des Königs.
error-fen-castling-not-allowed = Diese Stellung lässt sich nicht lesen: { $color } darf nicht rochieren (nur eine klassische Seite mit dem König auf e1 oder e8 und einem Turm in der Ecke darf das).
error-fen-bad-en-passant = Diese Stellung lässt sich nicht lesen: „{ $found }“ ist kein Feld, das ein Bauer gerade übersprungen hat.
error-fen-bad-number = Diese Stellung lässt sich nicht lesen: { $field ->
    [halfmove] Der Halbzugzähler
   *[fullmove] Die Zugnummer
} muss eine Zahl von 0 bis 1000000 sein, nicht „{ $found }“.
error-fen-bad-variant-sides = Diese Stellung lässt sich nicht lesen: Die Variantenseiten müssen „-“, „w“, „b“ oder „wb“ (nur Maharajah) sein, nicht „{ $found }“.
error-fen-bad-unmoved-pawns = Diese Stellung lässt sich nicht lesen: „{ $found }“ ist keine Liste von Feldern mit Bauern.
error-fen-opponent-in-check = Diese Stellung lässt sich nicht lesen: { $color } steht im Schach, obwohl nicht am Zug – das kann in keiner Partie vorkommen.
error-bad-request = Die App hat eine Anfrage gesendet, die sie selbst nicht versteht ({ $detail }).
error-bad-arguments = Die App hat eine Anfrage gestellt, die sie nicht ausführen konnte. Wenn das wieder passiert, melden Sie es bitte mit dem Protokoll der App.
error-internal = In der App ist etwas schiefgegangen ({ $detail }). Wenn das wieder passiert, melden Sie es bitte mit dem Protokoll der App.
error-invalid-setup = { $count ->
    [one] Die Armeen können noch nicht starten: Beheben Sie den genannten Grund.
   *[other] Die Armeen können noch nicht starten: Beheben Sie die { $count } genannten Gründe.
}
error-placement = Diese Figur kann dort nicht stehen.
error-storage = Ihre Einstellungen konnten nicht gespeichert werden: { $detail }
error-unknown = Etwas ist schiefgegangen.
error-bad-address = „{ $address }“ ist keine Adresse zum Beitreten. Geben Sie sie so ein, wie der Host sie anzeigt, zum Beispiel 192.168.1.20:47000.
error-lan = Das Spiel im lokalen Netzwerk ist fehlgeschlagen.
error-lan-network = Die Netzwerkverbindung ist fehlgeschlagen. Prüfen Sie, ob beide Geräte im selben Netzwerk sind.
error-lan-discovery = Partien in diesem Netzwerk können hier nicht aufgelistet werden. Treten Sie bei, indem Sie die Adresse des Hosts eingeben.
error-lan-connection = Die Verbindung zum anderen Gerät ist fehlgeschlagen.
error-lan-timeout = Das andere Gerät hat nicht rechtzeitig geantwortet.
error-lan-full = Diese Partie hat bereits zwei Spieler.
error-lan-incompatible = Auf dem anderen Gerät läuft eine App-Version, die nicht mit dieser spielen kann. Aktualisieren Sie die App auf beiden Geräten.
error-lan-refused = Der Host hat die Verbindung abgelehnt.
error-lan-declined = Die Einladung wurde abgelehnt.
error-lan-protocol = Das andere Gerät hat eine Nachricht gesendet, die diese App nicht lesen kann.
error-lan-cheated = Das andere Gerät hat einen Zug oder eine Armee gesendet, die gegen die Regeln verstößt. Die Partie wurde gestoppt.
error-lan-desync = Die beiden Geräte zeigen nicht mehr dieselbe Partie. Die Partie wurde gestoppt.
error-lan-bad-offer = Die angebotene Partie kann mit dieser App nicht gespielt werden.
error-lan-invalid-army = Ihre Armee verstößt gegen die Aufstellungsregeln und wurde daher nicht festgelegt.
error-lan-not-now = Das ist gerade nicht möglich.
error-lan-closed = Die Partie im lokalen Netzwerk ist beendet.
error-lan-random = Dieser Computer konnte die Zufallszahlen nicht erzeugen, die eine verdeckte Aufstellung braucht.
error-online = Das Online-Spiel ist fehlgeschlagen.
error-online-bad-address = „{ $address }“ ist keine Serveradresse. Geben Sie sie etwa so ein: ws://192.168.1.20:7878 oder wss://play.example.org.
error-online-unreachable = Der Server ist nicht erreichbar. Prüfen Sie die Adresse und Ihr Netzwerk und versuchen Sie es erneut.
error-online-not-a-server = Unter dieser Adresse antwortet etwas, aber kein Maharajah-Server.
error-online-incompatible = Der Server spricht eine andere Version des Spielprotokolls. Aktualisieren Sie die App.
error-online-timeout = Der Server hat nicht rechtzeitig geantwortet.
error-online-unknown-code = Kein offener Raum hat diesen Code. Er ist vielleicht abgelaufen oder beide Plätze sind besetzt. Prüfen Sie den Code mit Ihrem Gegner.
error-online-rate-limited = Zu viele Versuche. Warten Sie ein paar Sekunden und versuchen Sie es erneut.
error-online-already-seated = Sie haben auf diesem Server bereits einen Platz in einer Partie.
error-online-bad-settings = Der Server nimmt diese Partieeinstellungen nicht an.
error-online-unavailable = Der Server wird beendet oder ist voll. Versuchen Sie es später erneut.
error-online-refused = Der Server hat die Verbindung abgelehnt.
error-online-protocol = Der Server hat eine Nachricht gesendet, die diese App nicht lesen kann.
error-online-not-now = Das ist im Moment nicht möglich.
error-online-invalid-army = Ihre Armee verstößt gegen die Armeeregeln und wurde daher nicht festgelegt.
error-online-closed = Die Online-Partie ist beendet.
error-online-seat-lost = Der Server kennt Ihren Platz in dieser Partie nicht mehr.
error-online-server-cheated = Der Server hat einen Zug oder eine Armee gesendet, die gegen die Regeln verstößt. Die Partie wurde abgebrochen.
error-online-not-connected = Gerade besteht keine Verbindung zum Server. Warten Sie, bis die Verbindung wieder steht.
error-online-gave-up = Der Server war nicht wieder erreichbar. Versuchen Sie es später erneut.

error-paste-too-long = Der eingefügte Text ist länger als { $max } MiB. Speichern Sie ihn als .pgn-Datei und importieren Sie die Datei.
error-remote-in-game = Eine Partie läuft: Gib sie zuerst auf oder brich sie ab.
error-remote-not-now = Das ist gerade nicht möglich.
error-army-locked = Deine Armee ist gesperrt und kann nicht mehr geändert werden.
