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
review-best-here = выбор движка здесь: { $san }
review-copy-fen = Копировать FEN
review-copy-pgn = Копировать PGN
