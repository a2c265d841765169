# Backend errors, by kind: error-<kind>.

error-no-game = Es läuft keine Partie.
error-game-over = Die Partie ist beendet.
error-illegal-move = { $move } ist hier kein erlaubter Zug.
error-not-your-turn = Warten Sie, bis Sie am Zug sind.
error-nothing-to-take-back = Es gibt keinen Zug zum Zurücknehmen.
error-no-engine = In dieser Partie spielt keine Engine mit.
error-engine-no-move = Die Engine hat keinen Zug gefunden.
error-bad-fen = Diese Stellung lässt sich nicht lesen: { $detail }
error-bad-request = Die App hat eine Anfrage gesendet, die sie selbst nicht versteht ({ $detail }).
error-invalid-setup = { $count ->
    [one] Die Armeen können noch nicht starten: Beheben Sie den genannten Grund.
   *[other] Die Armeen können noch nicht starten: Beheben Sie die { $count } genannten Gründe.
}
error-placement = Diese Figur kann dort nicht stehen.
error-storage = Ihre Einstellungen konnten nicht gespeichert werden: { $detail }
error-unknown = Etwas ist schiefgegangen.
