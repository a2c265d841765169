# The game screen.

side-classic = Klassische Seite
side-variant = Variantenseite
side-classic-tip = Darf rochieren; wandelt in Dame, Turm, Läufer oder Springer um; Bauern ziehen nur von ihrer zweiten Reihe aus zwei Felder.
side-variant-tip = Rochiert nie; wandelt in jede Figur um, auch in Maharadscha, Erzbischof und Kanzler; jeder Bauer darf bei seinem ersten Zug von jeder Reihe aus zwei Felder ziehen.

player-you = Sie
player-you-named = { $name } (Sie)
player-white = Weiß
player-black = Schwarz
player-engine = Engine · Stufe { $level }

game-moves = Züge
game-thinking = Die Engine rechnet…
game-your-move = Sie sind am Zug
game-to-move-white = Weiß am Zug
game-to-move-black = Schwarz am Zug
game-check = Schach!
game-flip = Brett drehen
game-resign = Aufgeben
game-draw = Remis anbieten
game-takeback = Zug zurücknehmen
game-hint = Tipp
game-new = Neue Partie
game-rematch = Revanche
game-rematch-accept = Revanche annehmen
game-pause = Pause
game-resume = Fortsetzen
game-abort = Partie annullieren
game-home = Start
game-san-placeholder = Zug (z. B. Nf3)
game-san-label = Zugeingabe
game-san-go = Ziehen
game-illegal-click = { $from }–{ $to } ist hier kein regelgerechter Zug.
game-promote-title = Umwandeln in
game-choice-title = Welcher Zug?
game-choice-king-move = Königszug
game-choice-castle = Rochade
game-resign-confirm = Diese Partie aufgeben?
game-draw-offer-human = Ihr Gegner bietet Remis an. Annehmen?
game-draw-declined = Die Engine lehnt das Remis ab.
game-draw-accepted = Die Engine nimmt das Remis an.
game-hint-text = Tipp: { $san }
game-no-game = Es läuft keine Partie.

result-wins = { $winner } gewinnt
result-draw = Remis
result-aborted = Partie annulliert – kein Ergebnis
game-over-title = Partie beendet

end-checkmate = durch Schachmatt
end-stalemate = durch Patt
end-repetition = durch dreifache Stellungswiederholung
end-fifty-moves = durch die 50-Züge-Regel
end-insufficient-material = mangels Mattmaterial
end-time = auf Zeit
end-time-vs-insufficient-material = auf Zeit, doch der Gegner kann nicht mattsetzen
end-resignation = durch Aufgabe
end-agreement = nach Vereinbarung
end-no-first-move = einem Spieler lief vor seinem ersten Zug die Zeit ab
end-aborted = annulliert, bevor sie richtig begonnen hat

# Moves and clocks read aloud (the live region).
announce-move = { $color ->
    [white] Weiß
   *[black] Schwarz
}: { $piece } von { $from } nach { $to }
announce-castle-short = { $color ->
    [white] Weiß
   *[black] Schwarz
}: kurze Rochade
announce-castle-long = { $color ->
    [white] Weiß
   *[black] Schwarz
}: lange Rochade
announce-takes = schlägt { $piece }
announce-promotes = wird { $piece }
announce-check = Schach
announce-mate = Schachmatt
announce-clocks = Weiß { $white }, Schwarz { $black }
announce-separator = {", "}
announce-no-clock = Diese Partie hat keine Uhr.

# Stepping back through a game in progress.
game-back-to-game = Zurück zur Partie
game-browsing-start = Die Ausgangsstellung. Die Partie läuft weiter.
game-browsing = Nach { $move } ({ $ply } von { $total }). Die Partie läuft weiter.

game-premove-set = Vorauszug { $from }–{ $to }: wird gespielt, sobald du am Zug bist. Esc bricht ab.
