# The game screen.

side-classic = Класична сторона
side-variant = Сторона варіанту
side-classic-tip = Може рокіруватися; пішак перетворюється на ферзя, туру, слона або коня; на два поля пішаки ходять лише з другої горизонталі.
side-variant-tip = Ніколи не рокірується; пішак перетворюється на будь-яку фігуру, зокрема на Махараджу, Архієпископа й Канцлера; кожен пішак першим ходом може піти на два поля з будь-якої горизонталі.

player-you = Ви
player-you-named = { $name } (ви)
player-white = Білі
player-black = Чорні
player-engine = Рушій · рівень { $level }

game-moves = Ходи
game-thinking = Рушій думає…
game-your-move = Ваш хід
game-to-move-white = Хід білих
game-to-move-black = Хід чорних
game-check = Шах!
game-flip = Перевернути дошку
game-resign = Здатися
game-draw = Запропонувати нічию
game-takeback = Повернути хід
game-hint = Підказка
game-new = Нова гра
game-rematch = Реванш
game-rematch-accept = Прийняти реванш
game-pause = Пауза
game-resume = Продовжити
game-abort = Скасувати партію
game-home = Головна
game-san-placeholder = Хід (напр. Nf3)
game-san-label = Введення ходу
game-san-go = Зіграти
game-illegal-click = { $from }–{ $to } — тут неможливий хід.
game-promote-title = Перетворити на
game-choice-title = Який хід?
game-choice-king-move = Хід королем
game-choice-castle = Рокіровка
game-resign-confirm = Здатися в цій партії?
game-draw-offer-human = Суперник пропонує нічию. Прийняти?
game-draw-declined = Рушій відхиляє нічию.
game-draw-accepted = Рушій погоджується на нічию.
game-hint-text = Підказка: { $san }
game-no-game = Жодна партія не триває.

result-wins = { $winner } виграли
result-draw = Нічия
result-aborted = Партію скасовано — без результату
game-over-title = Партію завершено

end-checkmate = матом
end-stalemate = через пат
end-repetition = через триразове повторення позиції
end-fifty-moves = за правилом 50 ходів
end-insufficient-material = через брак матеріалу для мату
end-time = за часом
end-time-vs-insufficient-material = за часом, але суперник не може поставити мат
end-resignation = після здачі суперника
end-agreement = за згодою
end-no-first-move = час гравця сплив ще до його першого ходу
end-aborted = скасовано ще до справжнього початку

# Moves and clocks read aloud (the live region).
announce-move = { $color ->
    [white] Білі
   *[black] Чорні
}: { $piece } з { $from } на { $to }
announce-castle-short = { $color ->
    [white] Білі
   *[black] Чорні
}: коротка рокіровка
announce-castle-long = { $color ->
    [white] Білі
   *[black] Чорні
}: довга рокіровка
announce-takes = взяття: { $piece }
announce-promotes = перетворення: { $piece }
announce-check = шах
announce-mate = мат
announce-clocks = Білі { $white }, чорні { $black }
announce-separator = {", "}
announce-no-clock = У цій партії немає годинника.

# Stepping back through a game in progress.
game-back-to-game = Повернутися до партії
game-browsing-start = Початкова позиція. Партія триває.
game-browsing = Після { $move } ({ $ply } з { $total }). Партія триває.

game-premove-set = Передхід { $from }–{ $to }: буде зіграно, щойно настане ваш хід. Esc скасовує.
