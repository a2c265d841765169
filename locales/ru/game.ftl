# The game screen.

side-classic = Классическая сторона
side-variant = Сторона варианта
side-classic-tip = Может рокироваться; пешка превращается в ферзя, ладью, слона или коня; на два поля пешки ходят только со второй горизонтали.
side-variant-tip = Никогда не рокируется; пешка превращается в любую фигуру, включая Махараджу, Архиепископа и Канцлера; каждая пешка первым ходом может пойти на два поля с любой горизонтали.

player-you = Вы
player-you-named = { $name } (вы)
player-white = Белые
player-black = Чёрные
player-engine = Движок · уровень { $level }

game-moves = Ходы
game-thinking = Движок думает…
game-your-move = Ваш ход
game-to-move-white = Ход белых
game-to-move-black = Ход чёрных
game-check = Шах!
game-flip = Перевернуть доску
game-resign = Сдаться
game-draw = Предложить ничью
game-takeback = Вернуть ход
game-hint = Подсказка
game-new = Новая партия
game-rematch = Реванш
game-rematch-accept = Принять реванш
game-pause = Пауза
game-resume = Продолжить
game-abort = Отменить партию
game-home = Главная
game-san-placeholder = Ход (напр. Nf3)
game-san-label = Ввод хода
game-san-go = Сыграть
game-illegal-click = { $from }–{ $to } — здесь невозможный ход.
game-promote-title = Превратить в
game-choice-title = Какой ход?
game-choice-king-move = Ход королём
game-choice-castle = Рокировка
game-resign-confirm = Сдаться в этой партии?
game-draw-offer-human = Соперник предлагает ничью. Принять?
game-draw-declined = Движок отклоняет ничью.
game-draw-accepted = Движок соглашается на ничью.
game-hint-text = Подсказка: { $san }
game-no-game = Партия не идёт.

result-wins = { $winner } выиграли
result-draw = Ничья
result-aborted = Партия отменена — без результата
game-over-title = Партия окончена

end-checkmate = матом
end-stalemate = из-за пата
end-repetition = из-за троекратного повторения позиции
end-fifty-moves = по правилу 50 ходов
end-insufficient-material = из-за недостатка материала для мата
end-time = по времени
end-time-vs-insufficient-material = по времени, но у соперника нет материала для мата
end-resignation = после сдачи соперника
end-agreement = по соглашению
end-no-first-move = время игрока истекло ещё до его первого хода
end-aborted = отменена, толком не начавшись

# Moves and clocks read aloud (the live region).
announce-move = { $color ->
    [white] Белые
   *[black] Чёрные
}: { $piece } с { $from } на { $to }
announce-castle-short = { $color ->
    [white] Белые
   *[black] Чёрные
}: короткая рокировка
announce-castle-long = { $color ->
    [white] Белые
   *[black] Чёрные
}: длинная рокировка
announce-takes = взятие: { $piece }
announce-promotes = превращение: { $piece }
announce-check = шах
announce-mate = мат
announce-clocks = Белые { $white }, чёрные { $black }
announce-separator = {", "}
announce-no-clock = В этой партии нет часов.

# Stepping back through a game in progress.
game-back-to-game = Вернуться к партии
game-browsing-start = Начальная позиция. Партия продолжается.
game-browsing = После { $move } ({ $ply } из { $total }). Партия продолжается.

game-premove-set = Предход { $from }–{ $to }: будет сыгран, как только наступит ваш ход. Esc отменяет.
