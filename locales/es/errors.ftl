# Backend errors, by kind: error-<kind>.

error-no-game = No hay ninguna partida en curso.
error-game-over = La partida ha terminado.
error-illegal-move = { $move } no es una jugada legal aquí.
error-unreadable-move = «{ $move }» no es una jugada. Escríbela en notación algebraica, como e4, Nf3, exd5 u O-O.
error-ambiguous-move = Varias piezas pueden jugar { $move }: añade la columna o la fila de la que quieres mover, como Nbd2.
error-promotion-not-allowed = Este peón no puede coronar como { $move }. Puede coronar así: { $choices }.
error-not-your-turn = Espera tu turno.
error-nothing-to-take-back = No hay ninguna jugada que deshacer.
error-no-engine = Esta partida no se juega contra el motor.
error-engine-no-move = El motor no encontró ninguna jugada.
error-fen-wrong-board-size = No se puede leer esa posición: { $variant } no se juega en un tablero de { $files }×{ $files }.
error-fen-field-count = No se puede leer esa posición: un FEN tiene de 2 a 8 campos separados por espacios y este tiene { $found }.
error-fen-rank-count = No se puede leer esa posición: el tablero necesita { $expected } filas separadas por «/» y este tiene { $found }.
error-fen-rank-width = No se puede leer esa posición: la fila { $rank } describe { $found } casillas en lugar de { $expected }.
error-fen-bad-piece = No se puede leer esa posición: «{ $piece }» en la fila { $rank } no es una pieza de { $variant }.
error-fen-king-count = No se puede leer esa posición: las { $color } deben tener exactamente un rey, no { $count }.
error-fen-pawn-on-last-rank = No se puede leer esa posición: el peón de { $square } está en su fila de promoción.
error-fen-bad-side = No se puede leer esa posición: el bando que mueve debe ser «w» o «b», no «{ $found }».
error-fen-bad-castling = No se puede leer esa posición: la letra de enroque «{ $letter }» no corresponde a ninguna torre sin mover en la fila del rey.
error-fen-castling-not-allowed = No se puede leer esa posición: las { $color } no pueden enrocar (solo puede un bando clásico con el rey en e1 o e8 y una torre en la esquina).
error-fen-bad-en-passant = No se puede leer esa posición: «{ $found }» no es una casilla que un peón acabe de cruzar.
error-fen-bad-number = No se puede leer esa posición: { $field ->
    [halfmove] el contador de medias jugadas
   *[fullmove] el número de jugada
} debe ser un número de 0 a 1000000, no «{ $found }».
error-fen-bad-variant-sides = No se puede leer esa posición: los bandos de variante deben ser «-», «w», «b» o «wb» (solo Maharajah), no «{ $found }».
error-fen-bad-unmoved-pawns = No se puede leer esa posición: «{ $found }» no es una lista de casillas con peones.
error-fen-opponent-in-check = No se puede leer esa posición: las { $color } están en jaque sin tener el turno, algo que ninguna partida puede alcanzar.
error-bad-request = La aplicación envió una petición que no entiende ({ $detail }).
error-bad-arguments = La aplicación hizo una petición que no pudo llevar a cabo. Si vuelve a ocurrir, infórmalo junto con el registro de la aplicación.
error-internal = Algo falló dentro de la aplicación ({ $detail }). Si vuelve a ocurrir, infórmalo junto con el registro de la aplicación.
error-invalid-setup = { $count ->
    [one] Los ejércitos aún no pueden empezar: corrige el motivo indicado.
   *[other] Los ejércitos aún no pueden empezar: corrige los { $count } motivos indicados.
}
error-placement = Esa pieza no puede ir ahí.
error-storage = No se pudieron guardar tus ajustes: { $detail }
error-unknown = Algo salió mal.
error-bad-address = «{ $address }» no es una dirección a la que unirse. Escríbela tal como la muestra el anfitrión, por ejemplo 192.168.1.20:47000.
error-lan = Falló el juego en red local.
error-lan-network = Falló la conexión de red. Comprueba que los dos dispositivos estén en la misma red.
error-lan-discovery = Aquí no se pueden listar las partidas de esta red. Únete escribiendo la dirección del anfitrión.
error-lan-connection = Falló la conexión con el otro dispositivo.
error-lan-timeout = El otro dispositivo no respondió a tiempo.
error-lan-full = Esa partida ya tiene dos jugadores.
error-lan-incompatible = El otro dispositivo tiene una versión de la aplicación que no puede jugar con esta. Actualiza la aplicación en los dos dispositivos.
error-lan-refused = El anfitrión rechazó la conexión.
error-lan-declined = Se rechazó la invitación.
error-lan-protocol = El otro dispositivo envió un mensaje que esta aplicación no puede leer.
error-lan-cheated = El otro dispositivo envió una jugada o un ejército que incumple las reglas. La partida se ha detenido.
error-lan-desync = Los dos dispositivos ya no muestran la misma partida. La partida se ha detenido.
error-lan-bad-offer = La partida ofrecida no se puede jugar con esta aplicación.
error-lan-invalid-army = Tu ejército incumple las reglas de formación, así que no se ha fijado.
error-lan-not-now = Eso no es posible en este momento.
error-lan-closed = La partida en red local ha terminado.
error-lan-random = Este ordenador no pudo generar los números aleatorios que necesita una formación oculta.
error-online = El juego en línea ha fallado.
error-online-bad-address = «{ $address }» no es una dirección de servidor. Escríbela como ws://192.168.1.20:7878 o wss://play.example.org.
error-online-unreachable = No se puede llegar al servidor. Revisa la dirección y tu red, y vuelve a intentarlo.
error-online-not-a-server = Esa dirección responde, pero no es un servidor Maharajah.
error-online-incompatible = El servidor usa otra versión del protocolo del juego. Actualiza la aplicación.
error-online-timeout = El servidor no respondió a tiempo.
error-online-unknown-code = Ninguna sala abierta tiene este código. Puede que haya caducado o que los dos puestos estén ocupados. Comprueba el código con tu rival.
error-online-rate-limited = Demasiados intentos. Espera unos segundos y vuelve a intentarlo.
error-online-already-seated = Ya tienes un puesto en una partida de este servidor.
error-online-bad-settings = El servidor no acepta estos ajustes de partida.
error-online-unavailable = El servidor se está cerrando o está lleno. Inténtalo más tarde.
error-online-refused = El servidor rechazó la conexión.
error-online-protocol = El servidor envió un mensaje que esta aplicación no puede leer.
error-online-not-now = Eso no es posible en este momento.
error-online-invalid-army = Tu ejército incumple las reglas de los ejércitos, así que no se ha fijado.
error-online-closed = La partida en línea ha terminado.
error-online-seat-lost = El servidor ya no reconoce tu puesto en esta partida.
error-online-server-cheated = El servidor envió una jugada o un ejército que incumple las reglas. La partida se detuvo.
error-online-not-connected = Ahora no hay conexión con el servidor. Espera a que vuelva.
error-online-gave-up = No se pudo volver a llegar al servidor. Inténtalo más tarde.

error-paste-too-long = El texto pegado supera los { $max } MiB. Guárdalo como archivo .pgn e importa el archivo.
error-remote-in-game = Hay una partida en curso: abandónala o anúlala primero.
error-remote-not-now = Eso no es posible en este momento.
error-army-locked = Tu ejército está bloqueado: ya no puede cambiar.
