# The custom setup editor.

setup-title = Eigene Aufstellung
setup-intro = Geben Sie für jede Armee genau 39 Punkte aus. Weiß füllt die Reihen 1⁠–⁠4 von Reihe 1 aufwärts, Schwarz die Reihen 8⁠–⁠5 von Reihe 8 abwärts; nur die vorderste genutzte Reihe darf Lücken haben.
setup-palette = Figuren
setup-side = Seite
setup-points-left = { $points ->
    [one] { $points } Punkt übrig
   *[other] { $points } Punkte übrig
}
setup-points-over = { $points ->
    [one] { $points } Punkt über dem Budget
   *[other] { $points } Punkte über dem Budget
}
setup-cost = { $cost ->
    [one] { $cost } Punkt
   *[other] { $cost } Punkte
}
setup-random = Zufällige Armee
setup-mirror = Auf die andere Seite spiegeln
setup-clear = Leeren
setup-presets = Fertige Armeen
setup-preset-load = Laden
setup-start = Partie starten
setup-valid = Beide Armeen sind bereit.
setup-invalid = Die Partie kann noch nicht beginnen:
setup-eraser = Entfernen
setup-hint = Wählen Sie eine Figur und klicken Sie auf ein markiertes Feld oder auf eine eigene Figur, um sie zu ersetzen. Ohne gewählte Figur entfernt ein Klick eine Figur vom Brett; ziehen Sie eine Figur, um sie zu versetzen.
setup-other-side = Auf { $square } steht eine Figur der anderen Seite; nichts wurde geändert. Zum Entfernen wählen Sie „Entfernen“; um diese Armee zu bearbeiten, wechseln Sie die Seite.
setup-replaced = Die Figur auf { $square } wurde ersetzt.

preset-orthodox = Orthodox
preset-court = Hof des Maharadschas
preset-cavalry = Zusammengesetzte Reiterei
preset-archbishops = Erzbischof-Zwillinge
preset-chancellors = Kanzler in den Ecken

placement-off-board = { $square } liegt nicht auf dem Brett.
placement-king-not-placeable = Der König steht fest auf e1 / e8 und gehört zu jeder Armee.
placement-not-in-variant = Die Figur „{ $kind }“ gibt es in Maharajah nicht.
placement-king-square = { $square } ist das Feld des Königs.
placement-outside-half = { $color } stellt nur in der eigenen Hälfte auf; { $square } liegt außerhalb.
placement-occupied = { $square } ist schon besetzt; entfernen Sie zuerst diese Figur.
placement-fill-nearer-rank-first = Füllen Sie zuerst Reihe { $rank }: Eine weiter vorn liegende Reihe darf erst genutzt werden, wenn die näheren voll sind.
placement-over-budget = { $cost ->
    [one] Diese Figur kostet { $cost } Punkt
   *[other] Diese Figur kostet { $cost } Punkte
}, übrig sind nur noch { $left }.

start-error-budget-not-spent = { $color } hat { $spent } von 39 Punkten ausgegeben; alle 39 müssen ausgegeben werden.
start-error-over-budget = { $color } hat { $spent } Punkte ausgegeben, mehr als 39.
start-error-piece-outside-half = Die Figur von { $color } auf { $square } steht außerhalb der eigenen Hälfte.
start-error-rank-not-filled = { $color }: Reihe { $rank } hat noch ein leeres Feld ({ $square }), während Reihe { $furthest } genutzt wird.
start-error-king-missing = { $color } hat keinen König.
start-error-king-misplaced = Der König von { $color } steht auf { $square }, nicht auf seinem festen Feld.
start-error-too-many-kings = { $color } hat { $count } Könige.
start-error-piece-not-in-variant = Die Figur „{ $kind }“ von { $color } auf { $square } gibt es in Maharajah nicht.
start-error-wrong-side-to-move = In einer eigenen Aufstellung zieht Weiß zuerst.
start-error-side-to-move-in-check = Weiß, am Zug, würde im Schach beginnen.
start-error-no-legal-move = Weiß, am Zug, hätte keinen erlaubten Zug.
start-error-opponent-in-check = Schwarz würde im Schach beginnen – das ist keine erlaubte Stellung.

## The army advisor (engine::advisor): the setup editor's panel.
advisor-title = Armee-Berater
advisor-assess = Armee bewerten
advisor-suggest = Vorschlagen
advisor-against-other = Gegen die andere Armee
advisor-expected-orthodox = Erwartete Punktzahl gegen die orthodoxe Armee: { $score } % ({ $low }–{ $high } %)
advisor-expected-other = Erwartete Punktzahl gegen die andere Armee: { $score } % ({ $low }–{ $high } %)
advisor-working = Denke nach…
advisor-searching = Suche… { $percent } %
advisor-no-suggestion = Keine bessere Armee in der Nähe gefunden.
advisor-no-reasons = An dieser Armee fällt nichts auf, das zu verbessern wäre.
advisor-apply = Übernehmen
advisor-applied = Vorschlag übernommen. Bewerten Sie erneut, um die neue Punktzahl zu sehen.
advisor-offline = Auf diesem Gerät berechnet; nichts wird gesendet.
advisor-piece-on = { $piece } auf { $square }
advisor-list-separator = { ", " }
advisor-and = { $first } und { $last }
advisor-diff-move = { $from } nach { $to } ziehen: +{ $gain } %
advisor-diff-replace = { $removed } durch { $added } ersetzen: +{ $gain } %
advisor-diff-swap = { $first } und { $second } tauschen: +{ $gain } %
advisor-reason-hanging-piece = { $kind } auf { $square } kann sofort geschlagen werden (von: { $attacker }).
advisor-reason-exposed-king = Offener König: { $openLines } seiner drei Linien nach vorn sind offen.
advisor-reason-weak-pawn-cover = Schwacher Bauernschutz: { $pawns } Bauern auf den Königslinien (d, e, f).
advisor-reason-immobile-pieces = { $count } Figuren können sich zu Beginn nicht bewegen.
advisor-reason-kind-rated-high = Das Selbstspiel bewertet die Figurenart { $kind } dieser Armee ({ $points } Punkte) hoch: etwa +{ $elo } Elo.
advisor-reason-kind-rated-low = Das Selbstspiel bewertet die Figurenart { $kind } dieser Armee ({ $points } Punkte) niedrig: etwa { $elo } Elo.
