# Backend errors, by kind: error-<kind>.

error-no-game = No hay ninguna partida en curso.
error-game-over = La partida ha terminado.
error-illegal-move = { $move } no es una jugada legal aquí.
error-not-your-turn = Espera tu turno.
error-nothing-to-take-back = No hay ninguna jugada que deshacer.
error-no-engine = Esta partida no se juega contra el motor.
error-engine-no-move = El motor no encontró ninguna jugada.
error-bad-fen = No se puede leer esa posición: { $detail }
error-bad-request = La aplicación envió una petición que no entiende ({ $detail }).
error-invalid-setup = { $count ->
    [one] Los ejércitos aún no pueden empezar: corrige el motivo indicado.
   *[other] Los ejércitos aún no pueden empezar: corrige los { $count } motivos indicados.
}
error-placement = Esa pieza no puede ir ahí.
error-storage = No se pudieron guardar tus ajustes: { $detail }
error-unknown = Algo salió mal.
