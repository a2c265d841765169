# The Learn page.

learn-title = Aprender Maharajah
learn-intro = Elige una pieza y haz clic en cualquier casilla para colocarla allí. Se iluminan todas las casillas a las que llega. Añade obstáculos para ver qué movimientos se deslizan (y se detienen) y cuáles saltan.
learn-piece = Pieza
learn-board = Tablero
learn-board-8 = 8×8 (Maharajah)
learn-board-10 = 10×10 (Mirodol)
learn-tool = Un clic coloca
learn-tool-piece = La pieza
learn-tool-own = Obstáculo propio
learn-tool-enemy = Obstáculo rival
learn-clear = Quitar obstáculos
learn-count = { $moves ->
    [one] Llega a { $moves } casilla
   *[other] Llega a { $moves } casillas
}{ $captures ->
    [0] .
    [one] { " " }y puede capturar { $captures } pieza.
   *[other] { " " }y puede capturar { $captures } piezas.
}
learn-about-maharajah = El Maharajá se mueve como dama y como caballo. Vale 13 puntos y es la pieza más fuerte.
learn-about-archbishop = El Arzobispo se mueve como alfil y como caballo. Vale 6 puntos.
learn-about-chancellor = El Canciller se mueve como torre y como caballo. Vale 8 puntos.
learn-about-archer = El Arquero (Mirodol) salta tres casillas en un sentido y una o dos en el otro, por encima de cualquier pieza: 16 casillas desde el centro.
learn-about-queen = La Dama se desliza cualquier distancia por filas, columnas y diagonales.
learn-about-rook = La Torre se desliza por filas y columnas.
learn-about-bishop = El Alfil se desliza por diagonales.
learn-about-knight = El Caballo salta dos casillas en un sentido y una en el otro.
learn-about-king = El Rey avanza una casilla en cualquier dirección.
