# Shell, navigation, Home, New game dialog, Settings, About.

app-name = Maharajah
# The language's own name for itself, as the language picker lists it.
language-name = Español
app-tagline = Ajedrez, Maharajah y Mirodol
nav-back = Atrás
nav-home = Inicio

home-title = Jugar
home-path-title = Tu camino
home-path-intro = Empieza con ajedrez estándar contra el motor, conoce las piezas compuestas, forma tu propio ejército y luego juega con tus amigos en tu red local y en línea.
home-step = Paso { $step }
home-classic = Nueva partida clásica
home-classic-desc = Ajedrez estándar contra el motor o contra un amigo.
home-learn = Aprender Maharajah
home-learn-desc = Mira cómo se mueven el Maharajá, el Arzobispo y el Canciller.
home-custom = Nueva partida (Maharajah)
home-custom-desc = Forma los dos ejércitos con 39 puntos cada uno y juega.
home-mirodol = Mirodol 10×10
home-mirodol-desc = Diez columnas, diez filas y el Arquero, que salta sobre las piezas.
home-lan = Partida en red local
home-lan-desc = Dos portátiles en la misma red, con formación oculta.
home-online = En línea
home-online-desc = Juega con cualquiera a través del servidor de Maharajah.
home-more = Más
home-saved = Partidas guardadas
home-saved-desc = Revisa y exporta tus partidas.
home-rules = Reglas
home-rules-desc = Todas las reglas de los tres juegos.
home-settings = Ajustes
home-about = Acerca de
home-resume = Continuar la partida


color-white = Blancas
color-black = Negras
color-random = Al azar

variant-chess = Ajedrez
variant-maharajah = Maharajah
variant-mirodol = Mirodol

piece-pawn = Peón
piece-knight = Caballo
piece-bishop = Alfil
piece-rook = Torre
piece-queen = Dama
piece-king = Rey
piece-archbishop = Arzobispo
piece-chancellor = Canciller
piece-maharajah = Maharajá
piece-archer = Arquero

newgame-title = Nueva partida
newgame-variant = Juego
newgame-opponent = Rival
newgame-vs-engine = Motor
newgame-vs-human = Dos jugadores en este dispositivo
newgame-level = Nivel del motor
newgame-level-value = Nivel { $level } de { $levels }
newgame-level-rated = Nivel { $level } de { $levels } · unos { $rating }
newgame-level-note = Las puntuaciones son aproximadas: medidas contra las fuerzas calibradas de Stockfish a ritmo rápido.
newgame-your-color = Juegas con
newgame-time = Control de tiempo
newgame-time-none = Sin reloj
newgame-time-custom = Personalizado
newgame-base = Minutos por jugador
newgame-increment = Incremento, en segundos
newgame-start = Empezar la partida
newgame-cancel = Cancelar
newgame-fen = Posición inicial (FEN)
newgame-fen-placeholder = Opcional: pega un FEN de otra aplicación
newgame-engine-chooses = Dejar que el motor elija su ejército
newgame-engine-chooses-note = El ejército del motor se muestra al empezar la partida.
newgame-engine-army-chosen = El motor eligió su ejército: { $pieces }.
fen-castling-dropped = Se quitaron derechos de enroque que esta posición no puede tener: { $letters }.

settings-title = Ajustes
settings-language = Idioma
settings-language-system = Idioma del sistema ({ $language })
settings-theme = Tema
settings-theme-system = El del sistema
settings-theme-light = Claro
settings-theme-dark = Oscuro
settings-board-theme = Colores del tablero
settings-board-wood = Madera
settings-board-green = Verde
settings-board-blue = Azul
settings-board-grey = Gris
settings-board-size = Tamaño del tablero
settings-board-size-large = Grande
settings-board-size-medium = Mediano
settings-board-size-small = Pequeño
settings-pieces = Juego de piezas
settings-pieces-standard = Estándar
settings-pieces-geometric = Geométrico
settings-orientation = Orientación del tablero
settings-orientation-auto = Tu color abajo
settings-orientation-white = Blancas abajo
settings-orientation-black = Negras abajo
settings-sound = Sonidos de las jugadas
settings-legal = Mostrar jugadas legales
settings-auto-queen = Promocionar a dama sin preguntar
settings-coordinates = Mostrar coordenadas
settings-animation = Velocidad de animación
settings-animation-off = Sin animación
settings-animation-fast = Rápida
settings-animation-normal = Normal
settings-animation-slow = Lenta
settings-saved = Ajustes guardados.

about-title = Acerca de
about-app-version = Versión de la aplicación
about-engine-version = Versión del motor
about-server-version = Servidor
about-server-not-connected = sin conexión
about-text = Maharajah juega al ajedrez ortodoxo, a la variante Maharajah con ejércitos personalizados de 39 puntos y piezas compuestas, y al ajedrez Mirodol de 10×10. Un único núcleo de reglas decide cada jugada en la aplicación y en el motor.
about-credits = Nombres de aperturas: la tabla chess-openings de lichess.org, de dominio público (CC0).

dialog-ok = Aceptar
dialog-cancel = Cancelar
dialog-yes = Sí
dialog-no = No

# The board by keyboard and for screen readers.
board-role = tablero
board-keys = Tablero. Las flechas recorren las casillas; Intro o Espacio toma una pieza y la deja; Escape cancela.
board-square-piece = { $square }, { $piece } de las { $color ->
    [white] blancas
   *[black] negras
}
board-square-empty = { $square }, vacía
