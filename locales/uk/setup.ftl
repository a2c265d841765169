# The custom setup editor.

setup-title = Власна розстановка
setup-intro = Витратьте рівно 39 очок на кожну армію. Білі заповнюють горизонталі 1⁠–⁠4 від першої вгору, чорні — 8⁠–⁠5 від восьмої вниз; порожні поля можуть лишатися лише на найдальшій зайнятій горизонталі.
setup-palette = Фігури
setup-side = Сторона
setup-points-left = { $points ->
    [one] лишилося { $points } очко
    [few] лишилося { $points } очки
    [many] лишилося { $points } очок
   *[other] лишилося { $points } очка
}
setup-points-over = { $points ->
    [one] на { $points } очко понад бюджет
    [few] на { $points } очки понад бюджет
    [many] на { $points } очок понад бюджет
   *[other] на { $points } очка понад бюджет
}
setup-cost = { $cost ->
    [one] { $cost } очко
    [few] { $cost } очки
    [many] { $cost } очок
   *[other] { $cost } очка
}
setup-random = Випадкова армія
setup-mirror = Віддзеркалити на іншу сторону
setup-clear = Очистити
setup-presets = Готові армії
setup-preset-load = Завантажити
setup-start = Почати гру
setup-valid = Обидві армії готові.
setup-invalid = Гру ще не можна почати:
setup-eraser = Прибрати
setup-hint = Виберіть фігуру, а тоді клацніть підсвічене поле або свою фігуру, щоб замінити її. Якщо фігуру не вибрано, клацання по фігурі на дошці прибирає її; фігуру можна й перетягнути деінде.
setup-other-side = На { $square } стоїть фігура іншої сторони; нічого не змінено. Щоб прибрати її, виберіть «Прибрати»; щоб редагувати цю армію, перемкніть сторону.
setup-replaced = Фігуру на { $square } замінено.

preset-orthodox = Ортодоксальна
preset-court = Двір Махараджі
preset-cavalry = Складена кіннота
preset-archbishops = Два архієпископи
preset-chancellors = Канцлери в кутах

placement-off-board = Поля { $square } немає на дошці.
placement-king-not-placeable = Король стоїть на e1 / e8 і входить до кожної армії.
placement-not-in-variant = Фігура «{ $kind }» не належить до Maharajah.
placement-king-square = { $square } — поле короля.
placement-outside-half = { $color } ставлять фігури лише на своїй половині дошки, а { $square } поза нею.
placement-occupied = Поле { $square } уже зайняте; спершу приберіть ту фігуру.
placement-fill-nearer-rank-first = Спершу заповніть горизонталь { $rank }: дальшу можна займати лише тоді, коли ближчі заповнені.
placement-over-budget = { $cost ->
    [one] Ця фігура коштує { $cost } очко
    [few] Ця фігура коштує { $cost } очки
    [many] Ця фігура коштує { $cost } очок
   *[other] Ця фігура коштує { $cost } очка
}, а лишилося тільки { $left }.

start-error-budget-not-spent = { $color }: витрачено { $spent } з 39 очок, а треба витратити всі 39.
start-error-over-budget = { $spent ->
    [one] { $color }: витрачено { $spent } очко — більше ніж 39.
    [few] { $color }: витрачено { $spent } очки — більше ніж 39.
    [many] { $color }: витрачено { $spent } очок — більше ніж 39.
   *[other] { $color }: витрачено { $spent } очка — більше ніж 39.
}
start-error-piece-outside-half = { $color }: фігура на { $square } стоїть поза своєю половиною дошки.
start-error-rank-not-filled = { $color }: на горизонталі { $rank } ще є порожнє поле ({ $square }), а горизонталь { $furthest } уже зайнята.
start-error-king-missing = { $color }: немає короля.
start-error-king-misplaced = { $color }: король стоїть на { $square }, а не на своєму полі.
start-error-too-many-kings = { $count ->
    [one] { $color }: на дошці { $count } король.
    [few] { $color }: на дошці { $count } королі.
    [many] { $color }: на дошці { $count } королів.
   *[other] { $color }: на дошці { $count } короля.
}
start-error-piece-not-in-variant = { $color }: фігура «{ $kind }» на { $square } не належить до Maharajah.
start-error-wrong-side-to-move = У власній розстановці першими ходять білі.
start-error-side-to-move-in-check = Білі, яким ходити, почали б під шахом.
start-error-no-legal-move = Білі, яким ходити, не мали б жодного можливого ходу.
start-error-opponent-in-check = Чорні почали б під шахом, а така позиція неможлива.

## The army advisor (engine::advisor): the setup editor's panel.
advisor-title = Порадник з армії
advisor-assess = Оцінити армію
advisor-suggest = Запропонувати
advisor-against-other = Проти іншої армії
advisor-expected-orthodox = Очікуваний результат проти ортодоксальної армії: { $score } % ({ $low }–{ $high } %)
advisor-expected-other = Очікуваний результат проти іншої армії: { $score } % ({ $low }–{ $high } %)
advisor-working = Думаю…
advisor-searching = Пошук… { $percent } %
advisor-no-suggestion = Кращої армії поблизу не знайдено.
advisor-no-reasons = У цій армії немає нічого, що варто виправити насамперед.
advisor-apply = Застосувати
advisor-applied = Пропозицію застосовано. Оцініть армію ще раз, щоб побачити новий результат.
advisor-offline = Обчислюється на цьому пристрої; нічого не надсилається.
advisor-piece-on = { $piece } на { $square }
advisor-list-separator = { ", " }
advisor-and = { $first } і { $last }
advisor-diff-move = Переставити { $from } на { $to }: +{ $gain } %
advisor-diff-replace = Замінити { $removed } на { $added }: +{ $gain } %
advisor-diff-swap = Поміняти місцями { $first } і { $second }: +{ $gain } %
advisor-reason-hanging-piece = Фігуру { $kind } на { $square } можна одразу взяти (б'є: { $attacker }).
advisor-reason-exposed-king = Король відкритий: відкритих ліній уперед — { $openLines } з трьох.
advisor-reason-weak-pawn-cover = Слабке пішакове прикриття: пішаків на лініях короля (d, e, f) — { $pawns }.
advisor-reason-immobile-pieces = Фігур, що не можуть ходити на початку: { $count }.
advisor-reason-kind-rated-high = Самогра високо оцінює фігури виду «{ $kind }» цієї армії ({ $points } оч.): близько +{ $elo } Ело.
advisor-reason-kind-rated-low = Самогра низько оцінює фігури виду «{ $kind }» цієї армії ({ $points } оч.): близько { $elo } Ело.
