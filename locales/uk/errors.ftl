# Backend errors, by kind: error-<kind>.

error-no-game = Жодна партія зараз не триває.
error-game-over = Партію завершено.
error-illegal-move = Хід { $move } тут неможливий.
error-not-your-turn = Зачекайте на свій хід.
error-nothing-to-take-back = Немає ходу, який можна повернути.
error-no-engine = У цій партії немає суперника-рушія.
error-engine-no-move = Рушій не знайшов ходу.
error-bad-fen = Цю позицію неможливо прочитати: { $detail }
error-bad-request = Застосунок надіслав запит, якого сам не розуміє ({ $detail }).
error-invalid-setup = { $count ->
    [one] Армії ще не можуть почати гру: виправте { $count } причину зі списку.
    [few] Армії ще не можуть почати гру: виправте { $count } причини зі списку.
    [many] Армії ще не можуть почати гру: виправте { $count } причин зі списку.
   *[other] Армії ще не можуть почати гру: виправте { $count } причини зі списку.
}
error-placement = Цю фігуру не можна поставити сюди.
error-storage = Не вдалося зберегти налаштування: { $detail }
error-unknown = Щось пішло не так.
