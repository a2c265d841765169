# Saved games, resume, PGN import/export, the setups library, and the
# store's errors (error-<kind>).

## Start-up: the store could not be used as it was

library-notice-title = Ihre gespeicherten Partien
library-recovered-corrupt = Die Datei mit Ihren gespeicherten Partien war beschädigt, deshalb hat Maharajah eine neue, leere angelegt. Die alte Datei wurde aufbewahrt, nicht gelöscht: { $file }
library-recovered-foreign = Die Datei, in der Maharajah Ihre Partien speichert, gehörte einem anderen Programm, deshalb hat Maharajah eine neue angelegt. Jene Datei blieb unverändert: { $file }
library-recovered-too-new = Ihre Partien wurden von einer neueren Version von Maharajah gespeichert. Diese Version hat eine neue Datei angelegt; die neuere blieb unverändert: { $file }
library-memory-only = Ihre Partien können auf diesem Computer gerade nicht gespeichert werden ({ $detail }). Partien dieser Sitzung bleiben erhalten, bis Sie die App schließen.
library-notice-detail = Details

## Home: resume

home-resume-title = Unbeendete Partie
home-resume-text = { $white } gegen { $black } · { $variant } · { $moves ->
    [0] noch keine Züge
    [one] { $moves } Zug gespielt
   *[other] { $moves } Züge gespielt
}
home-resume-saved = Gespeichert { $when }
home-resume-continue = Fortsetzen
home-resume-discard = Verwerfen
home-resume-discard-confirm = Diese Partie verwerfen? Sie bleibt als abgebrochen in Ihren gespeicherten Partien, lässt sich aber nicht mehr fortsetzen.
newgame-abandon-confirm = Die laufende Partie ist noch nicht beendet. Eine neue Partie beginnen? Die unbeendete bleibt als abgebrochen in Ihren gespeicherten Partien.
newgame-abandon-yes = Neue Partie beginnen
resume-abandon-confirm = Die laufende Partie ist noch nicht beendet. Stattdessen die gespeicherte Partie fortsetzen? Die unbeendete bleibt als abgebrochen in Ihren gespeicherten Partien.
resume-abandon-yes = Gespeicherte Partie fortsetzen
end-abandoned = abgebrochen

## Saved games screen

library-title = Gespeicherte Partien
library-search = Spieler, Turnier, Ort suchen
library-opponent = Gegner
library-variant-any = Alle Partien
library-result-any = Jedes Ergebnis
library-result-white = Weiß gewann
library-result-black = Schwarz gewann
library-result-draw = Remis
library-result-unfinished = Unbeendet
library-date-any = Jederzeit
library-date-today = Heute
library-date-week = Letzte 7 Tage
library-date-month = Letzte 30 Tage
library-date-year = Letzte 12 Monate
library-col-date = Datum
library-col-game = Spiel
library-col-white = Weiß
library-col-black = Schwarz
library-col-result = Ergebnis
library-col-moves = Züge
library-col-source = Quelle
library-select-all = Alle auf dieser Seite auswählen
library-select-game = Diese Partie auswählen
library-count = { $total ->
    [0] Keine Partien
    [one] { $total } Partie
   *[other] { $total } Partien
}
library-range = { $from }–{ $to } von { $total }
library-selected = { $count } ausgewählt
library-prev = Zurück
library-next = Weiter
library-open = Öffnen
library-delete = Löschen
library-delete-confirm = { $count ->
    [one] Diese Partie löschen? Das lässt sich nicht rückgängig machen.
   *[other] Diese { $count } Partien löschen? Das lässt sich nicht rückgängig machen.
}
library-deleted = { $count ->
    [one] { $count } Partie gelöscht.
   *[other] { $count } Partien gelöscht.
}
library-import = PGN importieren…
library-paste = PGN einfügen…
library-export-selected = Auswahl exportieren…
library-export-all = Alle angezeigten exportieren…
library-empty = Noch keine gespeicherten Partien. Jede Partie, die Sie spielen, wird hier schon während des Spiels gespeichert.
library-empty-filtered = Keine Partie passt zu diesen Filtern.
library-in-progress = läuft
library-engine = Engine
library-source-offline = Dieses Gerät
library-source-lan = Lokales Netzwerk
library-source-online = Online
library-source-import = Importiert
library-custom-start = eigene Aufstellung
library-loading = Wird geladen…

## File paths (import and export)

library-path-label = Datei
library-path-placeholder = /home/sie/partien.pgn
library-choose-file = Datei wählen…
library-path-empty = Wählen Sie zuerst eine Datei.
library-path-is-folder = Das ist ein Ordner; wählen Sie eine Datei.
library-path-no-folder = Diesen Ordner gibt es nicht.
library-path-missing = Dort liegt keine Datei.

## Export

export-title = Als PGN exportieren
export-what = { $count ->
    [one] { $count } Partie wird in eine PGN-Datei geschrieben.
   *[other] { $count } Partien werden in eine PGN-Datei geschrieben.
}
export-go = Exportieren
export-running = Wird geschrieben…
export-done = { $count ->
    [one] { $count } Partie nach { $file } exportiert.
   *[other] { $count } Partien nach { $file } exportiert.
}

## Import

paste-title = PGN einfügen
paste-intro = Fügen Sie eine oder mehrere Partien im PGN-Format ein, aus einer Website oder einer anderen App. Die erste öffnet sich in der Analyse; alle bleiben in den gespeicherten Partien.
import-title = PGN importieren
import-intro = Partien werden einzeln gelesen: Eine fehlerhafte Partie wird übersprungen und gemeldet und hält die anderen nie auf.
import-go = Importieren
import-running = Wird importiert…
import-progress = { $imported } importiert · { $skipped } übersprungen
import-cancel = Import abbrechen
import-close = Schließen
import-summary = { $imported ->
    [one] { $imported } Partie importiert
   *[other] { $imported } Partien importiert
}, { $skipped ->
    [0] keine übersprungen.
   *[other] { $skipped } übersprungen.
}
import-summary-cancelled = Import abgebrochen: { $imported ->
    [one] { $imported } Partie importiert
   *[other] { $imported } Partien importiert
}, bevor Sie ihn angehalten haben, { $skipped ->
    [0] keine übersprungen.
   *[other] { $skipped } übersprungen.
}
import-skipped-title = Übersprungene Partien
import-skipped-more = …und { $count } weitere.
import-skipped-game = Partie { $index } (Zeile { $line }): { $why }
import-why-syntax = der Text ist kein gültiges PGN
import-why-no-game = in diesem Teil der Datei steht keine Partie
import-why-unknown-variant = es ist eine Variante, die Maharajah nicht spielt
import-why-missing-fen = sie hat eine eigene Startstellung, aber keine Stellung (FEN)
import-why-bad-fen = ihre Startstellung (FEN) ist ungültig
import-why-illegal-move = einer ihrer Züge ist nicht erlaubt
import-why-illegal-variation = ein Zug in einer ihrer Varianten ist nicht erlaubt
import-why-counter-overflow = ihre Zugzähler liegen außerhalb des gültigen Bereichs
import-why-null-move = sie enthält einen Nullzug (ein Aussetzen), der sich nicht nachspielen lässt
import-why-duplicate = dieselbe Partie (Spieler, Turnier, Datum und Züge) ist bereits gespeichert
import-why-too-long = die Partie ist viel zu lang, um echt zu sein
import-why-refused = die Datenbank hat sie abgelehnt
import-why-other = sie lässt sich nicht lesen

## Setups library (custom setup editor)

setups-title = Meine Aufstellungen
setups-empty = Noch keine gespeicherten Aufstellungen. Stellen Sie eine Armee auf und speichern Sie sie hier.
setups-save = Speichern…
setups-paste = Code einfügen…
setups-save-title = Aufstellung speichern
setups-name = Name
setups-name-placeholder = Meine Armee
setups-which = Speichern
setups-side-white = Armee von Weiß
setups-side-black = Armee von Schwarz
setups-side-both = Beide Armeen
setups-saved = Aufstellung gespeichert.
setups-load-white = Für Weiß laden
setups-load-black = Für Schwarz laden
setups-load-both = Beide laden
setups-loaded = Aufstellung geladen.
setups-copy-code = Code kopieren
setups-code-copied = Aufstellungscode kopiert.
setups-rename = Umbenennen
setups-rename-title = Aufstellung umbenennen
setups-duplicate = Duplizieren
setups-copy-name = { $name } (Kopie)
setups-delete = Löschen
setups-delete-confirm = Die Aufstellung „{ $name }“ löschen?
setups-favourite = Favorit
setups-badge-white = Weiß
setups-badge-black = Schwarz
setups-badge-both = Beide
setups-code-title = Aufstellungscode einfügen
setups-code-intro = Ein Aufstellungscode ist ein kurzer Text, den Ihnen andere Spieler schicken können; er beginnt mit MJ1-. Laden Sie ihn für eine der Seiten oder behalten Sie ihn in Ihren Aufstellungen.
setups-code-label = Aufstellungscode
setups-code-save = In meinen Aufstellungen speichern
setups-code-name-default = Geteilte Armee
setups-code-empty = Fügen Sie zuerst einen Aufstellungscode ein.

## Copy to the clipboard

copy-done = Kopiert.
copy-failed = Kopieren fehlgeschlagen; markieren Sie den Text und kopieren Sie ihn selbst.

## The store's errors, by kind

error-io = Eine Datei konnte nicht gelesen oder geschrieben werden: { $detail }
error-corrupt = Die Datei der gespeicherten Partien ist beschädigt: { $detail }
error-foreign = Die Datei der gespeicherten Partien gehört einem anderen Programm.
error-too-new = Die gespeicherten Partien stammen von einer neueren Version von Maharajah.
error-busy = Die gespeicherten Partien sind gerade belegt (ist Maharajah zweimal geöffnet?). Versuchen Sie es noch einmal.
error-read-only = Die gespeicherten Partien können nicht geschrieben werden: { $detail }
error-cannot-open = Die gespeicherten Partien können nicht geöffnet werden: { $detail }
error-disk-full = Der Datenträger ist voll; es kann nichts mehr gespeichert werden.
error-database = Die gespeicherten Partien konnten nicht gelesen oder geschrieben werden: { $detail }
error-not-found = Dieses Element gibt es nicht mehr (vielleicht wurde es gelöscht).
error-invalid = Das kann nicht gespeichert werden: { $detail }
error-setting = Eine Einstellung konnte nicht gespeichert werden: { $detail }
error-setup-code-malformed = Das ist kein Aufstellungscode: Prüfen Sie, ob Sie ihn vollständig eingefügt haben.
error-setup-code-version = Dieser Aufstellungscode stammt von einer neueren Version von Maharajah.
error-setup-code-checksum = Dieser Aufstellungscode enthält einen Tippfehler: Ein Zeichen ist falsch oder fehlt.
error-setup-code-invalid = Dieser Aufstellungscode enthält eine Armee, die sich nicht aufstellen lässt.
error-setup-code-unencodable = Diese Aufstellung lässt sich nicht als Code schreiben.
error-import-running = Es läuft bereits ein Import.
error-bad-path = { $detail }
error-setup-name = Geben Sie der Aufstellung einen Namen mit 1 bis { $max } Zeichen.

# A save failed (after the reason in words), or works again after a failure.
autosave-failed = Diese Partie konnte nicht gespeichert werden. { $reason } Die Partie bleibt offen, und jeder Zug versucht es erneut.
autosave-resumed = Das Speichern funktioniert wieder: die Partie ist gespeichert.
