# The review screen: stepping through a saved game, the engine's analysis,
# the evaluation graph and the marks on moves.

review-title = Перегляд
review-first = Початкова позиція (Home)
review-prev = Попередній хід (←)
review-next = Наступний хід (→)
review-last = Остання позиція (End)
review-start = Початкова позиція
review-graph = Графік оцінки: клацніть точку, щоб перейти до того ходу
review-analysing = Аналіз… { $done } / { $total }
review-analysis-done = Аналіз завершено
review-inaccuracy = Неточність
review-mistake = Помилка
review-blunder = Груба помилка
review-better = Краще було { $san }
review-best-here = вибір рушія тут: { $san }
review-copy-fen = Копіювати FEN
review-copy-pgn = Копіювати PGN
