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
review-pass = Прохід аналізу:
review-pass-choice = його хід: { $san }
review-pass-title = З проходу аналізу по всій партії — короткий пошук у кожній позиції; лінії рушія шукають у цій позиції довше й можуть обрати інший хід.
review-event-lan = Гра в локальній мережі
review-event-online = Онлайн-гра
review-copy-fen = Копіювати FEN
review-copy-pgn = Копіювати PGN

review-checking = Перевірка позначених ходів… { $done } / { $total }
review-accuracy = Точність
review-line-save = Зберегти варіант
review-line-back = Повернутися до партії
review-line-saved = Варіант збережено в партії.
review-line-already = У партії вже є цей варіант.
review-line-after-end = Варіант після останнього ходу партії зберегти не можна: варіант замінює зроблений хід.
review-line-at = { $moves ->
    [one] Досліджуваний варіант, { $moves } хід: не частина партії
    [few] Досліджуваний варіант, { $moves } ходи: не частина партії
   *[other] Досліджуваний варіант, { $moves } ходів: не частина партії
}
review-line-kept = Ваш варіант лишається у списку ходів: натисніть на будь-який його хід, щоб повернутися до нього.
review-line-explored = досліджуваний варіант
lines-title = Лінії рушія
lines-depth = Глибина { $depth }
lines-depth-done = Глибина { $depth }, пошук завершено
lines-none = Тут немає ходів: партію закінчено.
lines-play = Зіграти цей хід на дошці
lines-eval-bar = Оцінка
