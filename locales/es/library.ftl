# Saved games, resume, PGN import/export, the setups library, and the
# store's errors (error-<kind>).

## Start-up: the store could not be used as it was

library-notice-title = Tus partidas guardadas
library-recovered-corrupt = El archivo que guarda tus partidas estaba dañado, así que Maharajah creó uno nuevo y vacío. El archivo antiguo se conservó, no se borró: { $file }
library-recovered-foreign = El archivo donde Maharajah guarda tus partidas pertenecía a otro programa, así que Maharajah creó uno nuevo. Ese archivo se dejó tal cual: { $file }
library-recovered-too-new = Tus partidas las guardó una versión más reciente de Maharajah. Esta versión creó un archivo nuevo; el más reciente se dejó tal cual: { $file }
library-memory-only = Ahora mismo no se pueden guardar partidas en este ordenador ({ $detail }). Las partidas de esta sesión se conservan hasta que cierres la aplicación.
library-notice-detail = Detalles

## Home: resume

home-resume-title = Partida sin terminar
home-resume-text = { $white } contra { $black } · { $variant } · { $moves ->
    [0] aún sin jugadas
    [one] { $moves } jugada hecha
   *[other] { $moves } jugadas hechas
}
home-resume-saved = Guardada { $when }
home-resume-continue = Continuar
home-resume-discard = Descartar
home-resume-discard-confirm = ¿Descartar esta partida? Seguirá en tus partidas guardadas como abandonada, pero ya no se podrá continuar.
newgame-abandon-confirm = La partida en curso no ha terminado. ¿Empezar una nueva? La inacabada seguirá en tus partidas guardadas como abandonada.
newgame-abandon-yes = Empezar una nueva
resume-abandon-confirm = La partida en curso no ha terminado. ¿Continuar la partida guardada en su lugar? La inacabada seguirá en tus partidas guardadas como abandonada.
resume-abandon-yes = Continuar la partida guardada
end-abandoned = abandonada

## Saved games screen

library-title = Partidas guardadas
library-search = Buscar jugadores, evento, lugar
library-opponent = Rival
library-variant-any = Todas las partidas
library-result-any = Cualquier resultado
library-result-white = Ganaron las blancas
library-result-black = Ganaron las negras
library-result-draw = Tablas
library-result-unfinished = Sin terminar
library-date-any = Cualquier fecha
library-date-today = Hoy
library-date-week = Últimos 7 días
library-date-month = Últimos 30 días
library-date-year = Últimos 12 meses
library-col-date = Fecha
library-col-game = Juego
library-col-white = Blancas
library-col-black = Negras
library-col-result = Resultado
library-col-moves = Jugadas
library-col-source = Origen
library-select-all = Seleccionar todas las de esta página
library-select-game = Seleccionar esta partida
library-count = { $total ->
    [0] Ninguna partida
    [one] { $total } partida
   *[other] { $total } partidas
}
library-range = { $from }–{ $to } de { $total }
library-selected = { $count ->
    [one] { $count } seleccionada
   *[other] { $count } seleccionadas
}
library-prev = Anterior
library-next = Siguiente
library-open = Abrir
library-delete = Eliminar
library-delete-confirm = { $count ->
    [one] ¿Eliminar esta partida? No se puede deshacer.
   *[other] ¿Eliminar estas { $count } partidas? No se puede deshacer.
}
library-deleted = { $count ->
    [one] { $count } partida eliminada.
   *[other] { $count } partidas eliminadas.
}
library-import = Importar PGN…
library-paste = Pegar PGN…
library-export-selected = Exportar la selección…
library-export-all = Exportar todas las mostradas…
library-empty = Aún no hay partidas guardadas. Cada partida que juegas se guarda aquí mientras la juegas.
library-empty-filtered = Ninguna partida coincide con estos filtros.
library-in-progress = en curso
library-engine = Motor
library-source-offline = Este dispositivo
library-source-lan = Red local
library-source-online = En línea
library-source-import = Importada
library-custom-start = inicio personalizado
library-loading = Cargando…

## File paths (import and export)

library-path-label = Archivo
library-path-placeholder = /home/tu/partidas.pgn
library-choose-file = Elegir archivo…
library-path-empty = Elige antes un archivo.
library-path-is-folder = Eso es una carpeta; elige un archivo.
library-path-no-folder = Esa carpeta no existe.
library-path-missing = No hay ningún archivo ahí.

## Export

export-title = Exportar a PGN
export-what = { $count ->
    [one] Se escribirá { $count } partida en un archivo PGN.
   *[other] Se escribirán { $count } partidas en un archivo PGN.
}
export-go = Exportar
export-running = Escribiendo…
export-done = { $count ->
    [one] { $count } partida exportada a { $file }.
   *[other] { $count } partidas exportadas a { $file }.
}

## Import

paste-title = Pegar PGN
paste-intro = Pega una o más partidas en PGN, de una web u otra aplicación. La primera se abre en el análisis; todas quedan en las partidas guardadas.
import-title = Importar PGN
import-intro = Las partidas se leen de una en una: una partida defectuosa se omite y se informa, y nunca detiene a las demás.
import-go = Importar
import-running = Importando…
import-progress = { $imported } importadas · { $skipped } omitidas
import-cancel = Cancelar la importación
import-close = Cerrar
import-summary = { $imported ->
    [one] { $imported } partida importada
   *[other] { $imported } partidas importadas
}, { $skipped ->
    [0] ninguna omitida.
    [one] { $skipped } omitida.
   *[other] { $skipped } omitidas.
}
import-summary-cancelled = Importación cancelada: { $imported ->
    [one] { $imported } partida importada
   *[other] { $imported } partidas importadas
} antes de detenerla, { $skipped ->
    [0] ninguna omitida.
    [one] { $skipped } omitida.
   *[other] { $skipped } omitidas.
}
import-skipped-title = Partidas omitidas
import-skipped-more = { $count ->
    [one] …y { $count } más.
   *[other] …y { $count } más.
}
import-skipped-game = Partida { $index } (línea { $line }): { $why }
import-why-syntax = el texto no es un PGN válido
import-why-no-game = no hay ninguna partida en esta parte del archivo
import-why-unknown-variant = es una variante que Maharajah no juega
import-why-missing-fen = tiene un inicio personalizado pero no la posición (FEN)
import-why-bad-fen = su posición inicial (FEN) no es válida
import-why-illegal-move = una de sus jugadas no es legal
import-why-illegal-variation = una jugada de una de sus variantes no es legal
import-why-counter-overflow = sus contadores de jugadas están fuera de rango
import-why-null-move = contiene una jugada nula (un pase), que no se puede reproducir
import-why-duplicate = la misma partida (jugadores, evento, fecha y jugadas) ya está guardada
import-why-too-long = la partida es demasiado larga para ser real
import-why-refused = la base de datos la rechazó
import-why-other = no se puede leer

## Setups library (custom setup editor)

setups-title = Mis formaciones
setups-empty = Aún no hay formaciones guardadas. Forma un ejército y guárdalo aquí.
setups-save = Guardar…
setups-paste = Pegar código…
setups-save-title = Guardar formación
setups-name = Nombre
setups-name-placeholder = Mi ejército
setups-which = Guardar
setups-side-white = El ejército blanco
setups-side-black = El ejército negro
setups-side-both = Los dos ejércitos
setups-saved = Formación guardada.
setups-load-white = Cargar en blancas
setups-load-black = Cargar en negras
setups-load-both = Cargar ambos
setups-loaded = Formación cargada.
setups-copy-code = Copiar código
setups-code-copied = Código de formación copiado.
setups-rename = Renombrar
setups-rename-title = Renombrar formación
setups-duplicate = Duplicar
setups-copy-name = { $name } (copia)
setups-delete = Eliminar
setups-delete-confirm = ¿Eliminar la formación «{ $name }»?
setups-favourite = Favorita
setups-badge-white = Blancas
setups-badge-black = Negras
setups-badge-both = Ambos
setups-code-title = Pegar un código de formación
setups-code-intro = Un código de formación es un texto corto que otro jugador puede enviarte; empieza por MJ1-. Cárgalo en cualquiera de los bandos o guárdalo en tus formaciones.
setups-code-label = Código de formación
setups-code-save = Guardar en mis formaciones
setups-code-name-default = Ejército recibido
setups-code-empty = Pega antes un código de formación.

## Copy to the clipboard

copy-done = Copiado.
copy-failed = No se pudo copiar; selecciona el texto y cópialo tú.

## The store's errors, by kind

error-io = No se pudo leer o escribir un archivo: { $detail }
error-corrupt = El archivo de partidas guardadas está dañado: { $detail }
error-foreign = El archivo de partidas guardadas pertenece a otro programa.
error-too-new = Las partidas guardadas las escribió una versión más reciente de Maharajah.
error-busy = Las partidas guardadas están ocupadas (¿está Maharajah abierto dos veces?). Inténtalo de nuevo.
error-read-only = No se pueden escribir las partidas guardadas: { $detail }
error-cannot-open = No se pueden abrir las partidas guardadas: { $detail }
error-disk-full = El disco está lleno; no se puede guardar nada más.
error-database = No se pudieron leer o escribir las partidas guardadas: { $detail }
error-not-found = Ese elemento ya no existe (quizá se eliminó).
error-invalid = Eso no se puede guardar: { $detail }
error-setting = No se pudo guardar un ajuste: { $detail }
error-setup-code-malformed = Eso no es un código de formación: comprueba que lo pegaste entero.
error-setup-code-version = Ese código de formación viene de una versión más reciente de Maharajah.
error-setup-code-checksum = Ese código de formación tiene una errata: falta un carácter o hay uno mal.
error-setup-code-invalid = Ese código de formación contiene un ejército que no se puede colocar.
error-setup-code-unencodable = Esta formación no se puede escribir como código.
error-import-running = Ya hay una importación en curso.
error-bad-path = { $detail }
error-setup-name = Pon a la formación un nombre de 1 a { $max } caracteres.

# A save failed (after the reason in words), or works again after a failure.
autosave-failed = No se ha podido guardar esta partida. { $reason } La partida sigue abierta y cada jugada lo vuelve a intentar.
autosave-resumed = El guardado vuelve a funcionar: la partida está guardada.
