# The custom setup editor.

setup-title = Formación personalizada
setup-intro = Gasta exactamente 39 puntos en cada ejército. Las blancas llenan las filas 1 a 4 desde la 1 hacia arriba y las negras las filas 8 a 5 desde la 8 hacia abajo; solo la fila más adelantada que uses puede tener huecos.
setup-palette = Piezas
setup-side = Bando
setup-points-left = { $points ->
    [one] queda { $points } punto
   *[other] quedan { $points } puntos
}
setup-points-over = { $points ->
    [one] { $points } punto por encima del presupuesto
   *[other] { $points } puntos por encima del presupuesto
}
setup-cost = { $cost ->
    [one] { $cost } punto
   *[other] { $cost } puntos
}
setup-random = Ejército al azar
setup-mirror = Reflejar en el otro bando
setup-clear = Vaciar
setup-presets = Ejércitos predefinidos
setup-preset-load = Cargar
setup-start = Empezar la partida
setup-valid = Los dos ejércitos están listos.
setup-invalid = La partida aún no puede empezar:
setup-eraser = Quitar
setup-hint = Elige una pieza y haz clic en una casilla resaltada, o en una de tus piezas para sustituirla. Sin pieza elegida, haz clic en una pieza del tablero para quitarla, o arrástrala a otro sitio.
setup-other-side = En { $square } hay una pieza del otro bando; no se ha cambiado nada. Para quitarla, elige «Quitar»; para editar ese ejército, cambia de bando.
setup-replaced = Se ha sustituido la pieza de { $square }.

preset-orthodox = Ortodoxo
preset-court = La corte del Maharajá
preset-cavalry = Caballería compuesta
preset-archbishops = Arzobispos gemelos
preset-chancellors = Cancilleres en las esquinas

placement-off-board = { $square } no está en el tablero.
placement-king-not-placeable = El rey está fijo en e1 / e8 y forma parte de todos los ejércitos.
placement-not-in-variant = La pieza «{ $kind }» no existe en el Maharajah.
placement-king-square = { $square } es la casilla del rey.
placement-outside-half = Las { $color } solo colocan piezas en su propia mitad; { $square } queda fuera.
placement-occupied = { $square } ya está ocupada; quita antes esa pieza.
placement-fill-nearer-rank-first = Llena antes la fila { $rank }: una fila más adelantada solo se puede usar cuando las más cercanas están llenas.
placement-over-budget = { $cost ->
    [one] Esa pieza cuesta { $cost } punto
   *[other] Esa pieza cuesta { $cost } puntos
} y solo quedan { $left } por gastar.

start-error-budget-not-spent = Las { $color } han gastado { $spent } de 39 puntos; hay que gastar los 39.
start-error-over-budget = Las { $color } han gastado { $spent } puntos, más de 39.
start-error-piece-outside-half = La pieza de las { $color } en { $square } está fuera de su mitad.
start-error-rank-not-filled = { $color }: la fila { $rank } aún tiene una casilla vacía ({ $square }) y ya se usa la fila { $furthest }.
start-error-king-missing = Las { $color } no tienen rey.
start-error-king-misplaced = El rey de las { $color } está en { $square }, no en su casilla fija.
start-error-too-many-kings = Las { $color } tienen { $count } reyes.
start-error-piece-not-in-variant = La pieza «{ $kind }» de las { $color } en { $square } no existe en el Maharajah.
start-error-wrong-side-to-move = En una partida personalizada empiezan las blancas.
start-error-side-to-move-in-check = Las blancas, que tienen el turno, empezarían en jaque.
start-error-no-legal-move = Las blancas, que tienen el turno, no tendrían ninguna jugada legal.
start-error-opponent-in-check = Las negras empezarían en jaque, y esa no es una posición legal.

## The army advisor (engine::advisor): the setup editor's panel.
advisor-title = Asesor de ejército
advisor-assess = Evaluar ejército
advisor-suggest = Sugerir
advisor-against-other = Contra el otro ejército
advisor-expected-orthodox = Puntuación esperada contra el ejército ortodoxo: { $score } % ({ $low }–{ $high } %)
advisor-expected-other = Puntuación esperada contra el otro ejército: { $score } % ({ $low }–{ $high } %)
advisor-working = Pensando…
advisor-searching = Buscando… { $percent } %
advisor-no-suggestion = No se encontró un ejército mejor cercano.
advisor-no-reasons = Nada en este ejército destaca como algo que corregir.
advisor-apply = Aplicar
advisor-applied = Sugerencia aplicada. Evalúa de nuevo para ver la nueva puntuación.
advisor-offline = Se calcula en este dispositivo; no se envía nada.
advisor-piece-on = { $piece } en { $square }
advisor-list-separator = { ", " }
advisor-and = { $first } y { $last }
advisor-diff-move = Mover { $from } a { $to }: +{ $gain } %
advisor-diff-replace = Sustituir { $removed } por { $added }: +{ $gain } %
advisor-diff-swap = Intercambiar { $first } y { $second }: +{ $gain } %
advisor-reason-hanging-piece = { $kind } en { $square } puede ser capturado de inmediato (por: { $attacker }).
advisor-reason-exposed-king = Rey expuesto: { $openLines } de sus tres líneas hacia delante están abiertas.
advisor-reason-weak-pawn-cover = Poca protección de peones: { $pawns } peones en las columnas del rey (d, e, f).
advisor-reason-immobile-pieces = { $count } piezas no pueden moverse al inicio.
advisor-reason-kind-rated-high = El juego propio valora alto las piezas { $kind } de este ejército ({ $points } puntos): unos +{ $elo } Elo.
advisor-reason-kind-rated-low = El juego propio valora bajo las piezas { $kind } de este ejército ({ $points } puntos): unos { $elo } Elo.
