# Backend errors, by kind: error-<kind>.

error-no-game = No hay ninguna partida en curso.
error-game-over = La partida ha terminado.
error-illegal-move = { $move } no es una jugada legal aquí.
error-unreadable-move = «{ $move }» no es una jugada. Escríbela en notación algebraica, como e4, Nf3, exd5 u O-O.
error-ambiguous-move = Varias piezas pueden jugar { $move }: añade la columna o la fila de la que quieres mover, como Nbd2.
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
