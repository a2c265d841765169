# Backend errors, by kind: error-<kind>.

error-no-game = Сейчас нет ни одной партии.
error-game-over = Партия окончена.
error-illegal-move = Ход { $move } здесь невозможен.
error-not-your-turn = Дождитесь своего хода.
error-nothing-to-take-back = Нет хода, который можно вернуть.
error-no-engine = В этой партии нет соперника-движка.
error-engine-no-move = Движок не нашёл хода.
error-bad-fen = Эту позицию не удаётся прочитать: { $detail }
error-bad-request = Программа отправила запрос, которого сама не понимает ({ $detail }).
error-invalid-setup = { $count ->
    [one] Армии пока не могут начать игру: устраните { $count } причину из списка.
    [few] Армии пока не могут начать игру: устраните { $count } причины из списка.
    [many] Армии пока не могут начать игру: устраните { $count } причин из списка.
   *[other] Армии пока не могут начать игру: устраните { $count } причины из списка.
}
error-placement = Эту фигуру нельзя поставить сюда.
error-storage = Не удалось сохранить настройки: { $detail }
error-unknown = Что-то пошло не так.
