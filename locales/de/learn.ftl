# The Learn page.

learn-title = Maharajah lernen
learn-intro = Wählen Sie eine Figur und klicken Sie auf ein beliebiges Feld, um sie dorthin zu stellen. Jedes Feld, das sie erreicht, leuchtet auf. Stellen Sie Hindernisse auf, um zu sehen, welche Züge gleiten (und anhalten) und welche springen.
learn-piece = Figur
learn-board = Brett
learn-board-8 = 8×8 (Maharajah)
learn-board-10 = 10×10 (Mirodol)
learn-tool = Ein Klick setzt
learn-tool-piece = Die Figur
learn-tool-own = Eigenes Hindernis
learn-tool-enemy = Gegnerisches Hindernis
learn-clear = Hindernisse entfernen
learn-count = { $moves ->
    [one] Erreicht { $moves } Feld
   *[other] Erreicht { $moves } Felder
}{ $captures ->
    [0] .
    [one] { " " }und kann { $captures } Figur schlagen.
   *[other] { " " }und kann { $captures } Figuren schlagen.
}
learn-about-maharajah = Der Maharadscha zieht wie eine Dame und wie ein Springer. Mit 13 Punkten ist er die stärkste Figur.
learn-about-archbishop = Der Erzbischof zieht wie ein Läufer und wie ein Springer. Er ist 6 Punkte wert.
learn-about-chancellor = Der Kanzler zieht wie ein Turm und wie ein Springer. Er ist 8 Punkte wert.
learn-about-archer = Der Bogenschütze (Mirodol) springt drei Felder in die eine und ein oder zwei Felder in die andere Richtung, über alles hinweg: 16 Felder aus der Brettmitte.
learn-about-queen = Die Dame gleitet beliebig weit entlang von Reihen, Linien und Diagonalen.
learn-about-rook = Der Turm gleitet entlang von Reihen und Linien.
learn-about-bishop = Der Läufer gleitet entlang der Diagonalen.
learn-about-knight = Der Springer springt zwei Felder in die eine und ein Feld in die andere Richtung.
learn-about-king = Der König zieht ein Feld in jede Richtung.
