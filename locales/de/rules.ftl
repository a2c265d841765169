# The Rules page. The UI shows sections rules-<n>-title with paragraphs rules-<n>-<m>.

rules-title = Regeln
rules-intro = Maharajah umfasst drei Spiele. Alles, was hier nicht geregelt ist, folgt den Schachregeln.

rules-1-title = Die Schachregeln gelten weiter
rules-1-1 = Die Spieler ziehen abwechselnd, Weiß beginnt. Schach, Schachmatt und Patt funktionieren wie im Schach.
rules-1-2 = Eine Partie endet remis durch Patt, durch dreifache Stellungswiederholung, nach fünfzig Zügen ohne Schlagen und ohne Bauernzug (beides wird automatisch angewandt), wenn keine Seite mehr mattsetzen kann, oder nach Vereinbarung. Aufgeben ist jederzeit möglich.
rules-1-3 = Mit Uhr verliert, wessen Zeit abläuft – es sei denn, der Gegner hat kein Mattmaterial mehr, dann ist die Partie remis.

rules-2-title = Die Maharajah-Figuren
rules-2-1 = Zu den üblichen Figuren kommen drei zusammengesetzte. Bei ihren Springerzügen springen sie wie ein Springer, bei ihren übrigen Zügen gleiten sie.
rules-2-2 = Maharadscha (M) = Dame + Springer, 13 Punkte. Kanzler (C) = Turm + Springer, 8 Punkte. Erzbischof (A) = Läufer + Springer, 6 Punkte.
rules-2-3 = Die üblichen Figuren kosten: Bauer 1, Springer 3, Läufer 3, Turm 5, Dame 9. Der König ist kostenlos und Pflicht.

rules-3-title = Eine Armee aufstellen
rules-3-1 = Jede Seite gibt genau 39 Punkte aus – so viel ist die orthodoxe Armee wert – für eine beliebige Mischung von Figuren. Der König steht immer auf e1 (Weiß) oder e8 (Schwarz).
rules-3-2 = Weiß stellt auf den Reihen 1⁠–⁠4 auf, Schwarz auf den Reihen 8⁠–⁠5. Jede Seite füllt ihre Reihen vom eigenen Brettrand aus: Eine weiter vorn liegende Reihe darf erst genutzt werden, wenn alle näheren voll sind. Nur die vorderste genutzte Reihe darf Lücken haben. Bauern dürfen auf jeder Reihe der eigenen Hälfte stehen.
rules-3-3 = Eine Partie kann nur beginnen, wenn beide Seiten genau 39 Punkte ausgeben, beide Aufstellungen diese Regeln einhalten, kein König im Schach steht und Weiß einen erlaubten Zug hat. Die App nennt jeden Grund, der den Start verhindert.
rules-3-4 = Sind beide Armeen genau die orthodoxen, ist die Partie gewöhnliches Schach.

rules-4-title = Klassische Seite und Variantenseite
rules-4-1 = Eine Seite, deren Startarmee einen Maharadscha, Kanzler oder Erzbischof enthält, ist eine Variantenseite; jede andere Seite ist eine klassische Seite. Das wird beim Start festgelegt und ändert sich nie.
rules-4-2 = Nur eine klassische Seite darf rochieren – mit dem König auf e1/e8 und einem Turm, der in seiner Ecke begonnen hat, beide unbewegt und unter den üblichen Bedingungen.
rules-4-3 = Umwandlung: Eine klassische Seite wandelt in Dame, Turm, Läufer oder Springer um; eine Variantenseite darf auch Maharadscha, Kanzler oder Erzbischof wählen.
rules-4-4 = Bauern: Ein Bauer der Variantenseite darf bei seinem ersten Zug zwei Felder vorrücken, von welcher Reihe er auch startet. Die Bauern einer klassischen Seite ziehen nur von Reihe 2 (Weiß) bzw. 7 (Schwarz) aus zwei Felder. Nach jedem Doppelschritt ist Schlagen en passant möglich.

rules-5-title = Mirodol 10×10
rules-5-1 = Mirodol wird auf einem 10×10-Brett gespielt. Jede Seite hat König, Dame, zwei Türme, zwei Läufer, zwei Springer, zwei Bogenschützen und zehn Bauern. Reihe 1 von a bis j: Bogenschütze, Turm, Springer, Läufer, König, Dame, Läufer, Springer, Turm, Bogenschütze.
rules-5-2 = Der Bogenschütze springt auf jedes Feld, das drei Felder in die eine und ein oder zwei Felder in die andere Richtung entfernt ist, und überspringt dabei Figuren.
rules-5-3 = In der eigenen Bretthälfte darf ein Bauer bei jedem Zug beliebig viele freie Felder geradeaus vorrücken; in der gegnerischen Hälfte zieht er ein Feld. Nach einem Bauernzug über zwei oder mehr Felder darf ein gegnerischer Bauer, der eines der überquerten Felder angreift, ihn im unmittelbar folgenden Zug en passant schlagen.
rules-5-4 = Rochade: Der König zieht auf der Grundreihe beliebig viele Felder in Richtung eines unbewegten Turms und darf diesen Turm dabei überqueren; der Turm kommt neben den König auf die Seite, von der der König kam. Ein Bauer auf der letzten Reihe wird in Dame, Turm, Läufer, Springer oder Bogenschützen umgewandelt.

rules-6-title = Notation
rules-6-1 = Züge werden in der üblichen algebraischen Notation mit den internationalen Figurenbuchstaben geschrieben – K, Q, R, B, N – sowie M, A und C für die zusammengesetzten Figuren (in Mirodol ist A der Bogenschütze); eine Umwandlung sieht so aus: e8=M. Genauso geben Sie Züge im Partiebildschirm ein.
rules-7-title = Tastatur
rules-7-1 = Jede Partie lässt sich ohne Maus spielen. Tab und Umschalt+Tab gehen von Element zu Element; das Brett ist ein einziger Halt.
rules-7-2 = Auf dem Brett bewegen die Pfeiltasten einen Rahmen über die Felder, so wie das Brett gezeichnet ist. Eingabe oder Leertaste nimmt die Figur unter dem Rahmen auf; dieselbe Taste auf einem erlaubten Feld setzt sie ab, auf der Figur selbst legt sie sie zurück. Auch Escape legt sie zurück.
rules-7-3 = Ein Bildschirmleser nennt das umrahmte Feld („e4, Springer (Weiß)“) und liest jeden Zug vor, auch die der Engine und des Gegners.
rules-7-4 = In einer Partie beginnt ein getippter Buchstabe oder eine Ziffer einen Zug im Zugfeld (e4, Nf3, O-O, a8=M); Eingabe spielt ihn. Umschalt+F dreht das Brett; Umschalt+T liest beide Uhren vor.
rules-7-5 = Bei einer Umwandlung gehen die Pfeiltasten von Figur zu Figur, Eingabe wählt. Im Aufstellungseditor wählen die Schaltflächen der Palette eine Figur, Eingabe auf dem Brett setzt sie.
rules-7-6 = In der Analyse gehen ← und → durch die Züge, Pos1 und Ende an den Anfang und ans Ende. In den gespeicherten Partien erreicht Tab jede Partie, Eingabe öffnet sie.
rules-7-7 = Escape schließt einen Dialog oder geht zum vorigen Bildschirm zurück.
