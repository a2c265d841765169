# The review screen: stepping through a saved game, the engine's analysis,
# the evaluation graph and the marks on moves.

review-title = Revisión
review-first = Primera posición (Inicio)
review-prev = Jugada anterior (←)
review-next = Jugada siguiente (→)
review-last = Última posición (Fin)
review-start = Posición inicial
review-graph = Gráfica de evaluación: haz clic en un punto para ir a esa jugada
review-analysing = Analizando… { $done } / { $total }
review-analysis-done = Análisis completo
review-inaccuracy = Imprecisión
review-mistake = Error
review-blunder = Error grave
review-better = Era mejor { $san }
review-pass = Pasada de la revisión:
review-pass-choice = su jugada: { $san }
review-pass-title = De la pasada de la revisión por toda la partida, una búsqueda breve de cada posición; las líneas del motor buscan esta posición más tiempo y pueden elegir otra jugada.
review-event-lan = Partida en red local
review-event-online = Partida en línea
review-copy-fen = Copiar FEN
review-copy-pgn = Copiar PGN

review-checking = Comprobando las jugadas marcadas… { $done } / { $total }
review-accuracy = Precisión
review-line-save = Guardar variante
review-line-back = Volver a la partida
review-line-saved = La variante se ha guardado en la partida.
review-line-already = La partida ya contiene esta variante.
review-line-after-end = No se puede guardar una variante posterior a la última jugada: una variante sustituye a una jugada que se hizo.
review-line-at = { $moves ->
    [one] Variante explorada, 1 jugada: no forma parte de la partida
   *[other] Variante explorada, { $moves } jugadas: no forma parte de la partida
}
review-line-kept = Tu variante explorada sigue en la lista de jugadas: haz clic en una de sus jugadas para volver a ella.
review-line-explored = variante explorada
lines-title = Líneas del motor
lines-depth = Profundidad { $depth }
lines-depth-done = Profundidad { $depth }, búsqueda terminada
lines-none = No hay jugadas aquí: la partida ha terminado.
lines-play = Jugar esta jugada en el tablero
lines-eval-bar = Evaluación
