# Shell, navigation, Home, New game dialog, Settings, About.

app-name = Maharajah
# The language's own name for itself, as the language picker lists it.
language-name = Русский
app-tagline = Шахматы, Maharajah и Миродол
nav-back = Назад
nav-home = Главная

home-title = Играть
home-path-title = Ваш путь
home-path-intro = Начните с обычных шахмат против движка, познакомьтесь с составными фигурами, соберите собственную армию, а затем играйте с друзьями по локальной сети и онлайн.
home-step = Шаг { $step }
home-classic = Новая классическая партия
home-classic-desc = Обычные шахматы против движка или друга.
home-learn = Изучить Maharajah
home-learn-desc = Посмотрите, как ходят Махараджа, Архиепископ и Канцлер.
home-custom = Новая партия (Maharajah)
home-custom-desc = Соберите обе армии по 39 очков — и играйте.
home-mirodol = Миродол 10×10
home-mirodol-desc = Десять вертикалей, десять горизонталей и Лучник, перепрыгивающий через фигуры.
home-lan = Игра по локальной сети
home-lan-desc = Два ноутбука в одной сети, со скрытой расстановкой.
home-online = Онлайн
home-online-desc = Играйте с кем угодно через сервер Maharajah.
home-more = Ещё
home-saved = Сохранённые партии
home-saved-desc = Просматривайте и экспортируйте свои партии.
home-rules = Правила
home-rules-desc = Все правила трёх игр.
home-settings = Настройки
home-about = О программе
home-resume = Продолжить партию


color-white = Белые
color-black = Чёрные
color-random = Случайно

variant-chess = Шахматы
variant-maharajah = Maharajah
variant-mirodol = Миродол

piece-pawn = Пешка
piece-knight = Конь
piece-bishop = Слон
piece-rook = Ладья
piece-queen = Ферзь
piece-king = Король
piece-archbishop = Архиепископ
piece-chancellor = Канцлер
piece-maharajah = Махараджа
piece-archer = Лучник

newgame-title = Новая партия
newgame-variant = Игра
newgame-opponent = Соперник
newgame-vs-engine = Движок
newgame-vs-human = Два игрока на этом устройстве
newgame-level = Уровень движка
newgame-level-value = Уровень { $level } из { $levels }
newgame-level-rated = Уровень { $level } из { $levels } · около { $rating }
newgame-level-note = Рейтинги приблизительные: измерены в партиях против откалиброванных уровней Stockfish в быстром темпе.
newgame-your-color = Вы играете
newgame-time = Контроль времени
newgame-time-none = Без часов
newgame-time-custom = Свой
newgame-base = Минут на партию
newgame-increment = Добавка, секунд
newgame-start = Начать партию
newgame-cancel = Отмена
newgame-fen = Начальная позиция (FEN)
newgame-fen-placeholder = Необязательно: вставьте FEN из другой программы
newgame-engine-chooses = Пусть движок сам выберет армию
newgame-engine-chooses-note = Армия движка будет показана в начале партии.
newgame-engine-army-chosen = Движок выбрал армию: { $pieces }.
fen-castling-dropped = Права на рокировку, невозможные в этой позиции, убраны: { $letters }.

settings-title = Настройки
settings-language = Язык
settings-language-system = Язык системы ({ $language })
settings-theme = Тема
settings-theme-system = Как в системе
settings-theme-light = Светлая
settings-theme-dark = Тёмная
settings-board-theme = Цвета доски
settings-board-wood = Дерево
settings-board-green = Зелёная
settings-board-blue = Синяя
settings-board-grey = Серая
settings-board-size = Размер доски
settings-board-size-large = Большая
settings-board-size-medium = Средняя
settings-board-size-small = Маленькая
settings-pieces = Набор фигур
settings-pieces-standard = Стандартный
settings-pieces-geometric = Геометрический
settings-orientation = Ориентация доски
settings-orientation-auto = Ваш цвет внизу
settings-orientation-white = Белые внизу
settings-orientation-black = Чёрные внизу
settings-sound = Звуки ходов
settings-legal = Показывать возможные ходы
settings-auto-queen = Превращать в ферзя без вопроса
settings-coordinates = Показывать координаты
settings-animation = Скорость анимации
settings-animation-off = Выключена
settings-animation-fast = Быстро
settings-animation-normal = Обычно
settings-animation-slow = Медленно
settings-saved = Настройки сохранены.

about-title = О программе
about-app-version = Версия программы
about-engine-version = Версия движка
about-server-version = Сервер
about-server-not-connected = нет подключения
about-text = Maharajah играет в классические шахматы, в вариант Maharajah с собственными армиями на 39 очков и составными фигурами и в миродольные шахматы 10×10. Каждый ход в программе и в движке проверяет одно и то же ядро правил.
about-credits = Названия дебютов: таблица chess-openings с lichess.org, общественное достояние (CC0).

dialog-ok = ОК
dialog-cancel = Отмена
dialog-yes = Да
dialog-no = Нет

# The board by keyboard and for screen readers.
board-role = доска
board-keys = Доска. Стрелки перемещают по полям; Enter или пробел берёт фигуру и ставит её; Escape отменяет.
board-square-piece = { $square }, { $piece } ({ $color ->
    [white] белые
   *[black] чёрные
})
board-square-empty = { $square }, пусто
