# The game screen.

side-classic = Bando clásico
side-variant = Bando variante
side-classic-tip = Puede enrocar; corona en dama, torre, alfil o caballo; sus peones avanzan dos casillas solo desde su segunda fila.
side-variant-tip = Nunca enroca; corona en cualquier pieza, incluidos el Maharajá, el Arzobispo y el Canciller; cada peón puede avanzar dos casillas en su primera jugada desde cualquier fila.

player-you = Tú
player-you-named = { $name } (tú)
player-white = Blancas
player-black = Negras
player-engine = Motor · nivel { $level }

game-moves = Jugadas
game-thinking = El motor está pensando…
game-your-move = Te toca
game-to-move-white = Juegan las blancas
game-to-move-black = Juegan las negras
game-check = ¡Jaque!
game-flip = Girar el tablero
game-resign = Abandonar
game-draw = Ofrecer tablas
game-takeback = Deshacer jugada
game-hint = Pista
game-new = Nueva partida
game-rematch = Revancha
game-rematch-accept = Aceptar la revancha
game-pause = Pausa
game-resume = Reanudar
game-abort = Anular la partida
game-home = Inicio
game-san-placeholder = Jugada (p. ej. Nf3)
game-san-label = Introducir jugada
game-san-go = Jugar
game-illegal-click = { $from }–{ $to } no es una jugada legal aquí.
game-promote-title = Coronar en
game-choice-title = ¿Qué jugada?
game-choice-king-move = Jugada de rey
game-choice-castle = Enroque
game-resign-confirm = ¿Abandonar esta partida?
game-draw-offer-human = Tu rival ofrece tablas. ¿Aceptas?
game-draw-declined = El motor rechaza las tablas.
game-draw-accepted = El motor acepta las tablas.
game-hint-text = Pista: { $san }
game-no-game = No hay ninguna partida en curso.

result-wins = Ganan las { $winner }
result-draw = Tablas
result-aborted = Partida anulada — sin resultado
game-over-title = Fin de la partida

end-checkmate = por jaque mate
end-stalemate = por ahogado
end-repetition = por triple repetición
end-fifty-moves = por la regla de las 50 jugadas
end-insufficient-material = por material insuficiente para dar mate
end-time = por tiempo
end-time-vs-insufficient-material = por tiempo, pero el rival no puede dar mate
end-resignation = por abandono
end-agreement = de mutuo acuerdo
end-no-first-move = a un jugador se le acabó el tiempo antes de su primera jugada
end-aborted = anulada antes de empezar de verdad

# Moves and clocks read aloud (the live region).
announce-move = { $color ->
    [white] Blancas
   *[black] Negras
}: { $piece } de { $from } a { $to }
announce-castle-short = { $color ->
    [white] Blancas
   *[black] Negras
}: enroque corto
announce-castle-long = { $color ->
    [white] Blancas
   *[black] Negras
}: enroque largo
announce-takes = captura { $piece }
announce-promotes = promociona a { $piece }
announce-check = jaque
announce-mate = jaque mate
announce-clocks = Blancas { $white }, negras { $black }
announce-separator = {", "}
announce-no-clock = Esta partida no tiene reloj.

# Stepping back through a game in progress.
game-back-to-game = Volver a la partida
game-browsing-start = La posición inicial. La partida sigue.
game-browsing = Tras { $move } ({ $ply } de { $total }). La partida sigue.

game-premove-set = Premovimiento { $from }–{ $to }: se jugará en cuanto sea tu turno. Esc lo cancela.
