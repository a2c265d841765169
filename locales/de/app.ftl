# Shell, navigation, Home, New game dialog, Settings, About.

app-name = Maharajah
# The language's own name for itself, as the language picker lists it.
language-name = Deutsch
app-tagline = Schach, Maharajah und Mirodol
nav-back = Zurück
nav-home = Start

home-title = Spielen
home-path-title = Ihr Weg
home-path-intro = Beginnen Sie mit normalem Schach gegen die Engine, lernen Sie die zusammengesetzten Figuren kennen, stellen Sie Ihre eigene Armee auf und spielen Sie dann mit Freunden im lokalen Netzwerk und online.
home-step = Schritt { $step }
home-classic = Neue klassische Partie
home-classic-desc = Normales Schach gegen die Engine oder gegen Freunde.
home-learn = Maharajah lernen
home-learn-desc = Sehen Sie, wie Maharadscha, Erzbischof und Kanzler ziehen.
home-custom = Neue Partie (Maharajah)
home-custom-desc = Stellen Sie beide Armeen mit je 39 Punkten auf und spielen Sie.
home-mirodol = Mirodol 10×10
home-mirodol-desc = Zehn Linien, zehn Reihen und der springende Bogenschütze.
home-lan = Partie im lokalen Netzwerk
home-lan-desc = Zwei Laptops in einem Netzwerk, mit verdeckter Aufstellung.
home-online = Online
home-online-desc = Spielen Sie über den Maharajah-Server gegen jeden.
home-more = Mehr
home-saved = Gespeicherte Partien
home-saved-desc = Partien nachspielen und exportieren.
home-rules = Regeln
home-rules-desc = Alle Regeln der drei Spiele.
home-settings = Einstellungen
home-about = Über Maharajah
home-resume = Partie fortsetzen


color-white = Weiß
color-black = Schwarz
color-random = Zufällig

variant-chess = Schach
variant-maharajah = Maharajah
variant-mirodol = Mirodol

piece-pawn = Bauer
piece-knight = Springer
piece-bishop = Läufer
piece-rook = Turm
piece-queen = Dame
piece-king = König
piece-archbishop = Erzbischof
piece-chancellor = Kanzler
piece-maharajah = Maharadscha
piece-archer = Bogenschütze

newgame-title = Neue Partie
newgame-variant = Spiel
newgame-opponent = Gegner
newgame-vs-engine = Engine
newgame-vs-human = Zwei Personen an diesem Gerät
newgame-level = Spielstärke der Engine
newgame-level-value = Stufe { $level } von { $levels }
newgame-level-rated = Stufe { $level } von { $levels } · etwa { $rating }
newgame-level-note = Die Wertungen sind Näherungen: gemessen gegen die kalibrierten Spielstärken von Stockfish bei schnellem Tempo.
newgame-your-color = Ihre Farbe
newgame-time = Bedenkzeit
newgame-time-none = Ohne Uhr
newgame-time-custom = Eigene
newgame-base = Minuten pro Seite
newgame-increment = Zeitbonus in Sekunden
newgame-start = Partie starten
newgame-cancel = Abbrechen
newgame-fen = Startstellung (FEN)
newgame-fen-placeholder = Optional: eine FEN aus einer anderen App einfügen
newgame-engine-chooses = Die Engine wählt ihre Armee selbst
newgame-engine-chooses-note = Die Armee der Engine wird zu Spielbeginn gezeigt.
newgame-engine-army-chosen = Die Engine hat ihre Armee gewählt: { $pieces }.
fen-castling-dropped = Rochaderechte, die diese Stellung nicht haben kann, wurden entfernt: { $letters }.

settings-title = Einstellungen
settings-language = Sprache
settings-language-system = Systemsprache ({ $language })
settings-theme = Farbschema
settings-theme-system = Wie das System
settings-theme-light = Hell
settings-theme-dark = Dunkel
settings-board-theme = Brettfarben
settings-board-wood = Holz
settings-board-green = Grün
settings-board-blue = Blau
settings-board-grey = Grau
settings-board-size = Brettgröße
settings-board-size-large = Groß
settings-board-size-medium = Mittel
settings-board-size-small = Klein
settings-pieces = Figurensatz
settings-pieces-standard = Standard
settings-pieces-geometric = Geometrisch
settings-orientation = Brettausrichtung
settings-orientation-auto = Ihre Farbe unten
settings-orientation-white = Weiß unten
settings-orientation-black = Schwarz unten
settings-sound = Zuggeräusche
settings-legal = Erlaubte Züge anzeigen
settings-auto-queen = Ohne Nachfrage in eine Dame umwandeln
settings-coordinates = Koordinaten anzeigen
settings-animation = Animationsgeschwindigkeit
settings-animation-off = Aus
settings-animation-fast = Schnell
settings-animation-normal = Normal
settings-animation-slow = Langsam
settings-saved = Einstellungen gespeichert.

about-title = Über Maharajah
about-app-version = App-Version
about-engine-version = Engine-Version
about-server-version = Server
about-server-not-connected = nicht verbunden
about-text = Maharajah spielt orthodoxes Schach, die Variante Maharajah mit eigenen Armeen zu 39 Punkten und zusammengesetzten Figuren sowie Mirodol-Schach auf 10×10 Feldern. Ein einziger Regelkern entscheidet jeden Zug – in der App und in der Engine.
about-credits = Eröffnungsnamen: die Tabelle chess-openings von lichess.org, gemeinfrei (CC0).

dialog-ok = OK
dialog-cancel = Abbrechen
dialog-yes = Ja
dialog-no = Nein

# The board by keyboard and for screen readers.
board-role = Brett
board-keys = Brett. Die Pfeiltasten bewegen sich über die Felder; Eingabe oder Leertaste nimmt eine Figur auf und setzt sie ab; Escape bricht ab.
board-square-piece = { $square }, { $piece } ({ $color ->
    [white] Weiß
   *[black] Schwarz
})
board-square-empty = { $square }, leer
