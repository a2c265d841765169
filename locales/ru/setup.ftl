# The custom setup editor.

setup-title = Своя расстановка
setup-intro = Потратьте ровно 39 очков на каждую армию. Белые заполняют горизонтали 1⁠–⁠4 от первой вверх, чёрные — 8⁠–⁠5 от восьмой вниз; пустые поля могут оставаться только на самой дальней занятой горизонтали.
setup-palette = Фигуры
setup-side = Сторона
setup-points-left = { $points ->
    [one] осталось { $points } очко
    [few] осталось { $points } очка
    [many] осталось { $points } очков
   *[other] осталось { $points } очка
}
setup-points-over = { $points ->
    [one] на { $points } очко больше бюджета
    [few] на { $points } очка больше бюджета
    [many] на { $points } очков больше бюджета
   *[other] на { $points } очка больше бюджета
}
setup-cost = { $cost ->
    [one] { $cost } очко
    [few] { $cost } очка
    [many] { $cost } очков
   *[other] { $cost } очка
}
setup-random = Случайная армия
setup-mirror = Отразить на другую сторону
setup-clear = Очистить
setup-presets = Готовые армии
setup-preset-load = Загрузить
setup-start = Начать партию
setup-valid = Обе армии готовы.
setup-invalid = Партию пока нельзя начать:
setup-eraser = Убрать
setup-hint = Выберите фигуру и щёлкните подсвеченное поле или свою фигуру, чтобы заменить её. Если фигура не выбрана, щелчок по фигуре на доске убирает её; фигуру можно и перетащить в другое место.
setup-other-side = На { $square } стоит фигура другой стороны; ничего не изменено. Чтобы убрать её, выберите «Убрать»; чтобы править эту армию, переключите сторону.
setup-replaced = Фигура на { $square } заменена.

preset-orthodox = Классическая
preset-court = Двор Махараджи
preset-cavalry = Составная кавалерия
preset-archbishops = Два архиепископа
preset-chancellors = Канцлеры по углам

placement-off-board = Поля { $square } нет на доске.
placement-king-not-placeable = Король стоит на e1 / e8 и входит в каждую армию.
placement-not-in-variant = Фигура «{ $kind }» не относится к Maharajah.
placement-king-square = { $square } — поле короля.
placement-outside-half = { $color } ставят фигуры только на своей половине доски, а { $square } вне её.
placement-occupied = Поле { $square } уже занято; сначала уберите ту фигуру.
placement-fill-nearer-rank-first = Сначала заполните горизонталь { $rank }: более дальнюю можно занимать, только когда ближние заполнены.
placement-over-budget = { $cost ->
    [one] Эта фигура стоит { $cost } очко
    [few] Эта фигура стоит { $cost } очка
    [many] Эта фигура стоит { $cost } очков
   *[other] Эта фигура стоит { $cost } очка
}, а осталось только { $left }.

start-error-budget-not-spent = { $color }: потрачено { $spent } из 39 очков, а нужно потратить все 39.
start-error-over-budget = { $spent ->
    [one] { $color }: потрачено { $spent } очко — больше 39.
    [few] { $color }: потрачено { $spent } очка — больше 39.
    [many] { $color }: потрачено { $spent } очков — больше 39.
   *[other] { $color }: потрачено { $spent } очка — больше 39.
}
start-error-piece-outside-half = { $color }: фигура на { $square } стоит вне своей половины доски.
start-error-rank-not-filled = { $color }: на горизонтали { $rank } ещё есть пустое поле ({ $square }), а горизонталь { $furthest } уже занята.
start-error-king-missing = { $color }: нет короля.
start-error-king-misplaced = { $color }: король стоит на { $square }, а не на своём поле.
start-error-too-many-kings = { $count ->
    [one] { $color }: на доске { $count } король.
    [few] { $color }: на доске { $count } короля.
    [many] { $color }: на доске { $count } королей.
   *[other] { $color }: на доске { $count } короля.
}
start-error-piece-not-in-variant = { $color }: фигура «{ $kind }» на { $square } не относится к Maharajah.
start-error-wrong-side-to-move = В своей расстановке первыми ходят белые.
start-error-side-to-move-in-check = Белые, которым ходить, начали бы под шахом.
start-error-no-legal-move = У белых, которым ходить, не было бы ни одного возможного хода.
start-error-opponent-in-check = Чёрные начали бы под шахом, а такая позиция невозможна.

## The army advisor (engine::advisor): the setup editor's panel.
advisor-title = Советник по армии
advisor-assess = Оценить армию
advisor-suggest = Предложить
advisor-against-other = Против другой армии
advisor-expected-orthodox = Ожидаемый результат против ортодоксальной армии: { $score } % ({ $low }–{ $high } %)
advisor-expected-other = Ожидаемый результат против другой армии: { $score } % ({ $low }–{ $high } %)
advisor-working = Думаю…
advisor-searching = Поиск… { $percent } %
advisor-no-suggestion = Лучшей армии поблизости не найдено.
advisor-no-reasons = В этой армии нет ничего, что стоило бы исправить в первую очередь.
advisor-apply = Применить
advisor-applied = Предложение применено. Оцените армию ещё раз, чтобы увидеть новый результат.
advisor-offline = Считается на этом устройстве; ничего не отправляется.
advisor-piece-on = { $piece } на { $square }
advisor-list-separator = { ", " }
advisor-and = { $first } и { $last }
advisor-diff-move = Переставить { $from } на { $to }: +{ $gain } %
advisor-diff-replace = Заменить { $removed } на { $added }: +{ $gain } %
advisor-diff-swap = Поменять местами { $first } и { $second }: +{ $gain } %
advisor-reason-hanging-piece = Фигуру { $kind } на { $square } можно сразу взять (бьёт: { $attacker }).
advisor-reason-exposed-king = Король открыт: открыто линий вперёд — { $openLines } из трёх.
advisor-reason-weak-pawn-cover = Слабое пешечное прикрытие: пешек на линиях короля (d, e, f) — { $pawns }.
advisor-reason-immobile-pieces = Фигур, которые не могут ходить в начале: { $count }.
advisor-reason-kind-rated-high = Самоигра высоко оценивает фигуры вида «{ $kind }» этой армии ({ $points } очк.): около +{ $elo } Эло.
advisor-reason-kind-rated-low = Самоигра низко оценивает фигуры вида «{ $kind }» этой армии ({ $points } очк.): около { $elo } Эло.
