# Saved games, resume, PGN import/export, the setups library, and the
# store's errors (error-<kind>).

## Start-up: the store could not be used as it was

library-notice-title = Ваши сохранённые партии
library-recovered-corrupt = Файл с сохранёнными партиями повреждён, поэтому Maharajah начал новый, пустой. Старый файл сохранён, а не удалён: { $file }
library-recovered-foreign = Файл, в котором Maharajah хранит партии, принадлежал другой программе, поэтому Maharajah начал новый. Тот файл остался нетронутым: { $file }
library-recovered-too-new = Ваши партии сохранила более новая версия Maharajah. Эта версия начала новый файл, а более новый остался нетронутым: { $file }
library-memory-only = Сейчас партии не удаётся сохранять на этом компьютере ({ $detail }). Партии этого сеанса хранятся, пока вы не закроете программу.
library-notice-detail = Подробности

## Home: resume

home-resume-title = Незаконченная партия
home-resume-text = { $white } — { $black } · { $variant } · { $moves ->
    [0] ещё без ходов
    [one] сыгран { $moves } ход
    [few] сыграно { $moves } хода
    [many] сыграно { $moves } ходов
   *[other] сыграно { $moves } хода
}
home-resume-saved = Сохранено { $when }
home-resume-continue = Продолжить
home-resume-discard = Отказаться
home-resume-discard-confirm = Отказаться от этой партии? Она останется среди сохранённых как брошенная, но продолжить её уже не получится.
newgame-abandon-confirm = Текущая партия не закончена. Начать новую? Незаконченная останется среди сохранённых как брошенная.
newgame-abandon-yes = Начать новую
resume-abandon-confirm = Текущая партия не закончена. Продолжить вместо неё сохранённую? Незаконченная останется среди сохранённых партий как брошенная.
resume-abandon-yes = Продолжить сохранённую
end-abandoned = брошена

## Saved games screen

library-title = Сохранённые партии
library-search = Поиск игроков, турнира, места
library-opponent = Соперник
library-variant-any = Все партии
library-result-any = Любой результат
library-result-white = Выиграли белые
library-result-black = Выиграли чёрные
library-result-draw = Ничья
library-result-unfinished = Незаконченные
library-date-any = За всё время
library-date-today = Сегодня
library-date-week = Последние 7 дней
library-date-month = Последние 30 дней
library-date-year = Последние 12 месяцев
library-col-date = Дата
library-col-game = Игра
library-col-white = Белые
library-col-black = Чёрные
library-col-result = Результат
library-col-moves = Ходы
library-col-source = Источник
library-select-all = Выбрать все на странице
library-select-game = Выбрать эту партию
library-count = { $total ->
    [0] Партий нет
    [one] { $total } партия
    [few] { $total } партии
    [many] { $total } партий
   *[other] { $total } партии
}
library-range = { $from }–{ $to } из { $total }
library-selected = { $count ->
    [one] выбрана { $count }
    [few] выбрано { $count }
    [many] выбрано { $count }
   *[other] выбрано { $count }
}
library-prev = Назад
library-next = Вперёд
library-open = Открыть
library-delete = Удалить
library-delete-confirm = { $count ->
    [one] Удалить { $count } партию? Это действие нельзя отменить.
    [few] Удалить эти { $count } партии? Это действие нельзя отменить.
    [many] Удалить эти { $count } партий? Это действие нельзя отменить.
   *[other] Удалить эти { $count } партии? Это действие нельзя отменить.
}
library-deleted = { $count ->
    [one] Удалена { $count } партия.
    [few] Удалено { $count } партии.
    [many] Удалено { $count } партий.
   *[other] Удалено { $count } партии.
}
library-import = Импорт PGN…
library-paste = Вставить PGN…
library-export-selected = Экспорт выбранных…
library-export-all = Экспорт всех показанных…
library-empty = Сохранённых партий пока нет. Каждая ваша партия сохраняется здесь прямо во время игры.
library-empty-filtered = Ни одна партия не подходит под эти фильтры.
library-in-progress = идёт
library-engine = Движок
library-source-offline = Это устройство
library-source-lan = Локальная сеть
library-source-online = Онлайн
library-source-import = Импортирована
library-custom-start = своя расстановка
library-loading = Загрузка…

## File paths (import and export)

library-path-label = Файл
library-path-placeholder = /home/you/games.pgn
library-choose-file = Выбрать файл…
library-path-empty = Сначала выберите файл.
library-path-is-folder = Это папка; выберите файл.
library-path-no-folder = Такой папки не существует.
library-path-missing = Там нет файла.

## Export

export-title = Экспорт в PGN
export-what = { $count ->
    [one] { $count } партия будет записана в файл PGN.
    [few] { $count } партии будут записаны в файл PGN.
    [many] { $count } партий будут записаны в файл PGN.
   *[other] { $count } партии будут записаны в файл PGN.
}
export-go = Экспортировать
export-running = Запись…
export-done = { $count ->
    [one] { $count } партия экспортирована в { $file }.
    [few] { $count } партии экспортированы в { $file }.
    [many] { $count } партий экспортированы в { $file }.
   *[other] { $count } партии экспортированы в { $file }.
}

## Import

paste-title = Вставить PGN
paste-intro = Вставьте одну или несколько партий в PGN с сайта или из другой программы. Первая откроется в разборе; все сохранятся в сохранённых партиях.
import-title = Импорт PGN
import-intro = Партии читаются по одной: повреждённая партия пропускается и попадает в отчёт, но никогда не останавливает остальные.
import-go = Импортировать
import-running = Импорт…
import-progress = импортировано: { $imported } · пропущено: { $skipped }
import-cancel = Отменить импорт
import-close = Закрыть
import-summary = { $imported ->
    [one] Импортирована { $imported } партия
    [few] Импортировано { $imported } партии
    [many] Импортировано { $imported } партий
   *[other] Импортировано { $imported } партии
}, { $skipped ->
    [0] ни одна не пропущена.
   *[other] пропущено: { $skipped }.
}
import-summary-cancelled = Импорт отменён: { $imported ->
    [one] до остановки импортирована { $imported } партия
    [few] до остановки импортировано { $imported } партии
    [many] до остановки импортировано { $imported } партий
   *[other] до остановки импортировано { $imported } партии
}, { $skipped ->
    [0] ни одна не пропущена.
   *[other] пропущено: { $skipped }.
}
import-skipped-title = Пропущенные партии
import-skipped-more = { $count ->
    [one] …и ещё { $count }.
   *[other] …и ещё { $count }.
}
import-skipped-game = Партия { $index } (строка { $line }): { $why }
import-why-syntax = текст не является корректным PGN
import-why-no-game = в этой части файла нет партии
import-why-unknown-variant = это вариант, в который Maharajah не играет
import-why-missing-fen = у неё своя начальная позиция, но сама позиция (FEN) не указана
import-why-bad-fen = её начальная позиция (FEN) некорректна
import-why-illegal-move = один из её ходов невозможен
import-why-illegal-variation = ход в одном из её вариантов невозможен
import-why-counter-overflow = её счётчики ходов вне допустимых пределов
import-why-null-move = в ней есть нулевой ход (пропуск хода), его нельзя воспроизвести
import-why-duplicate = та же партия (игроки, турнир, дата и ходы) уже сохранена
import-why-too-long = партия слишком длинная, чтобы быть настоящей
import-why-refused = база данных её не приняла
import-why-other = её невозможно прочитать

## Setups library (custom setup editor)

setups-title = Мои расстановки
setups-empty = Сохранённых расстановок пока нет. Соберите армию и сохраните её здесь.
setups-save = Сохранить…
setups-paste = Вставить код…
setups-save-title = Сохранить расстановку
setups-name = Название
setups-name-placeholder = Моя армия
setups-which = Сохранить
setups-side-white = Армию белых
setups-side-black = Армию чёрных
setups-side-both = Обе армии
setups-saved = Расстановка сохранена.
setups-load-white = Загрузить за белых
setups-load-black = Загрузить за чёрных
setups-load-both = Загрузить обе
setups-loaded = Расстановка загружена.
setups-copy-code = Копировать код
setups-code-copied = Код расстановки скопирован.
setups-rename = Переименовать
setups-rename-title = Переименовать расстановку
setups-duplicate = Дублировать
setups-copy-name = { $name } (копия)
setups-delete = Удалить
setups-delete-confirm = Удалить расстановку «{ $name }»?
setups-favourite = Избранное
setups-badge-white = Белые
setups-badge-black = Чёрные
setups-badge-both = Обе
setups-code-title = Вставьте код расстановки
setups-code-intro = Код расстановки — короткий текст, который вам может прислать другой игрок; он начинается с MJ1-. Загрузите его за любую сторону или сохраните в своих расстановках.
setups-code-label = Код расстановки
setups-code-save = Сохранить в мои расстановки
setups-code-name-default = Присланная армия
setups-code-empty = Сначала вставьте код расстановки.

## Copy to the clipboard

copy-done = Скопировано.
copy-failed = Не удалось скопировать; выделите текст и скопируйте его сами.

## The store's errors, by kind

error-io = Не удалось прочитать или записать файл: { $detail }
error-corrupt = Файл сохранённых партий повреждён: { $detail }
error-foreign = Файл сохранённых партий принадлежит другой программе.
error-too-new = Сохранённые партии записаны более новой версией Maharajah.
error-busy = Сохранённые партии сейчас заняты (может быть, Maharajah открыт дважды?). Попробуйте ещё раз.
error-read-only = Сохранённые партии невозможно записать: { $detail }
error-cannot-open = Сохранённые партии невозможно открыть: { $detail }
error-disk-full = Диск заполнен; больше ничего сохранить не удастся.
error-database = Не удалось прочитать или записать сохранённые партии: { $detail }
error-not-found = Этого больше не существует (возможно, оно удалено).
error-invalid = Это невозможно сохранить: { $detail }
error-setting = Не удалось сохранить настройку: { $detail }
error-setup-code-malformed = Это не код расстановки: проверьте, что он вставлен целиком.
error-setup-code-version = Этот код расстановки создан более новой версией Maharajah.
error-setup-code-checksum = В коде расстановки опечатка: какой-то символ неверен или пропущен.
error-setup-code-invalid = В этом коде армия, которую невозможно расставить.
error-setup-code-unencodable = Эту расстановку невозможно записать кодом.
error-import-running = Импорт уже идёт.
error-bad-path = { $detail }
error-setup-name = Дайте расстановке название длиной от 1 до { $max } символов.

# A save failed (after the reason in words), or works again after a failure.
autosave-failed = Не удалось сохранить эту партию. { $reason } Партия остаётся открытой, и каждый ход пробует снова.
autosave-resumed = Сохранение снова работает: партия сохранена.
