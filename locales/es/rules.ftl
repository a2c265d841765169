# The Rules page. The UI shows sections rules-<n>-title with paragraphs rules-<n>-<m>.

rules-title = Reglas
rules-intro = Maharajah reúne tres juegos. Todo lo que no se dice aquí sigue las reglas del ajedrez.

rules-1-title = Las reglas del ajedrez siguen vigentes
rules-1-1 = Los jugadores mueven por turnos y empiezan las blancas. El jaque, el jaque mate y el ahogado funcionan como en el ajedrez.
rules-1-2 = La partida acaba en tablas por ahogado, por triple repetición de la posición, tras cincuenta jugadas sin capturas ni movimientos de peón (ambas reglas se aplican automáticamente), cuando ningún bando puede ya dar mate, o por acuerdo. Un jugador puede abandonar en cualquier momento.
rules-1-3 = Con reloj, quien se queda sin tiempo pierde, salvo que el rival ya no tenga material para dar mate: entonces son tablas.

rules-2-title = Las piezas del Maharajah
rules-2-1 = Tres piezas compuestas se suman a las habituales. En sus movimientos de caballo saltan como él; en los demás se deslizan.
rules-2-2 = Maharajá (M) = dama + caballo, 13 puntos. Canciller (C) = torre + caballo, 8 puntos. Arzobispo (A) = alfil + caballo, 6 puntos.
rules-2-3 = Las piezas habituales cuestan: peón 1, caballo 3, alfil 3, torre 5, dama 9. El rey es gratuito y obligatorio.

rules-3-title = Formar un ejército
rules-3-1 = Cada bando gasta exactamente 39 puntos —el valor del ejército ortodoxo— en cualquier combinación de piezas. El rey está siempre en e1 (blancas) o en e8 (negras).
rules-3-2 = Las blancas colocan en las filas 1 a 4 y las negras en las filas 8 a 5. Cada bando llena sus filas desde su propio borde: una fila más adelantada solo puede usarse cuando todas las más cercanas están llenas. Solo la fila más adelantada que se use puede tener casillas vacías. Los peones pueden estar en cualquier fila de la mitad propia.
rules-3-3 = Una partida solo puede empezar si los dos bandos gastan exactamente 39 puntos, las dos formaciones siguen estas reglas, ningún rey está en jaque y las blancas tienen alguna jugada legal. La aplicación indica cada motivo que impide empezar.
rules-3-4 = Si los dos ejércitos son exactamente los ortodoxos, la partida es de ajedrez normal.

rules-4-title = Bando clásico y bando variante
rules-4-1 = Un bando cuyo ejército inicial incluye un Maharajá, un Canciller o un Arzobispo es un bando variante; cualquier otro es un bando clásico. Esto se fija al empezar y no cambia nunca.
rules-4-2 = Solo un bando clásico puede enrocar, con su rey en e1/e8 y una torre que empezó en su esquina, ambos sin haberse movido, en las condiciones habituales.
rules-4-3 = Coronación: un bando clásico corona en dama, torre, alfil o caballo; un bando variante también puede elegir el Maharajá, el Canciller o el Arzobispo.
rules-4-4 = Peones: un peón de un bando variante puede avanzar dos casillas en su primera jugada desde la fila en la que empezó, sea cual sea. Los peones de un bando clásico solo avanzan dos casillas desde la fila 2 (blancas) o 7 (negras). Tras cada avance doble es posible la captura al paso.

rules-5-title = Mirodol 10×10
rules-5-1 = El Mirodol se juega en un tablero de 10×10. Cada bando tiene rey, dama, dos torres, dos alfiles, dos caballos, dos Arqueros y diez peones. Fila 1, de la a a la j: Arquero, Torre, Caballo, Alfil, Rey, Dama, Alfil, Caballo, Torre, Arquero.
rules-5-2 = El Arquero salta a cualquier casilla situada a tres casillas en una dirección y a una o dos en la otra, por encima de las piezas.
rules-5-3 = En su propia mitad, un peón puede avanzar en línea recta tantas casillas vacías como quiera, en cualquier jugada; en la mitad rival avanza de una en una. Después de que un peón avance dos casillas o más, un peón rival que ataque cualquiera de las casillas por las que pasó puede capturarlo al paso en la jugada inmediatamente siguiente.
rules-5-4 = Enroque: el rey se desplaza por la primera fila cualquier número de casillas hacia una torre que no se haya movido, puede pasar por encima de esa torre, y la torre se coloca junto al rey en el lado del que vino el rey. Un peón que llega a la última fila corona en dama, torre, alfil, caballo o Arquero.

rules-6-title = Notación
rules-6-1 = Las jugadas se escriben en notación algebraica estándar con las letras internacionales de las piezas —K, Q, R, B, N— y M, A y C para las piezas compuestas (en Mirodol, A es el Arquero); una coronación se escribe como e8=M. Así también se introducen las jugadas en la pantalla de la partida.
rules-7-title = Teclado
rules-7-1 = Todas las partidas se pueden jugar sin ratón. Tab y Mayús+Tab pasan de un control a otro; el tablero es una sola parada.
rules-7-2 = En el tablero, las flechas mueven un marco por las casillas tal como se ve el tablero. Intro o Espacio toma la pieza del marco; la misma tecla en una casilla legal la deja, y sobre la propia pieza la devuelve. Escape también la devuelve.
rules-7-3 = Un lector de pantalla nombra la casilla enmarcada («e4, Caballo de las blancas») y lee en voz alta cada jugada, también las del motor y del rival.
rules-7-4 = En una partida, escribir una letra o una cifra empieza una jugada en el cuadro de jugadas (e4, Nf3, O-O, a8=M); Intro la juega. Mayús+F gira el tablero; Mayús+T lee los dos relojes.
rules-7-5 = En una promoción, las flechas pasan de pieza en pieza e Intro elige. En el editor de posiciones, los botones de la paleta eligen una pieza e Intro sobre el tablero la coloca.
rules-7-6 = En el análisis, ← y → recorren las jugadas, Inicio y Fin van al principio y al final. En las partidas guardadas, Tab llega a cada partida e Intro la abre.
rules-7-7 = Escape cierra un diálogo o vuelve a la pantalla anterior.
