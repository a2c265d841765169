# The review screen: stepping through a saved game, the engine's analysis,
# the evaluation graph and the marks on moves.

review-title = Разбор
review-first = Начальная позиция (Home)
review-prev = Предыдущий ход (←)
review-next = Следующий ход (→)
review-last = Последняя позиция (End)
review-start = Начальная позиция
review-graph = График оценки: щёлкните точку, чтобы перейти к этому ходу
review-analysing = Анализ… { $done } / { $total }
review-analysis-done = Анализ завершён
review-inaccuracy = Неточность
review-mistake = Ошибка
review-blunder = Грубая ошибка
review-better = Лучше было { $san }
review-pass = Проход анализа:
review-pass-choice = его ход: { $san }
review-pass-title = Из прохода анализа по всей партии — короткий поиск в каждой позиции; линии движка ищут в этой позиции дольше и могут выбрать другой ход.
review-event-lan = Игра по локальной сети
review-event-online = Онлайн-игра
review-copy-fen = Копировать FEN
review-copy-pgn = Копировать PGN

review-checking = Проверка отмеченных ходов… { $done } / { $total }
review-accuracy = Точность
review-line-save = Сохранить вариант
review-line-back = Вернуться к партии
review-line-saved = Вариант сохранён в партии.
review-line-already = В партии уже есть этот вариант.
review-line-after-end = Вариант после последнего хода партии сохранить нельзя: вариант заменяет сделанный ход.
review-line-at = { $moves ->
    [one] Изучаемый вариант, { $moves } ход: не часть партии
    [few] Изучаемый вариант, { $moves } хода: не часть партии
   *[other] Изучаемый вариант, { $moves } ходов: не часть партии
}
review-line-kept = Ваш вариант остаётся в списке ходов: нажмите на любой его ход, чтобы вернуться к нему.
review-line-explored = изучаемый вариант
lines-title = Линии движка
lines-depth = Глубина { $depth }
lines-depth-done = Глубина { $depth }, поиск завершён
lines-none = Здесь нет ходов: партия окончена.
lines-play = Сыграть этот ход на доске
lines-eval-bar = Оценка
