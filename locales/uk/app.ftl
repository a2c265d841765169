# Shell, navigation, Home, New game dialog, Settings, About.

app-name = Maharajah
# The language's own name for itself, as the language picker lists it.
language-name = Українська
app-tagline = Шахи, Maharajah і Миродол
nav-back = Назад
nav-home = Головна

home-title = Грати
home-path-title = Ваш шлях
home-path-intro = Почніть зі звичайних шахів проти рушія, познайомтеся зі складеними фігурами, зберіть власну армію, а тоді грайте з друзями в локальній мережі та онлайн.
home-step = Крок { $step }
home-classic = Нова класична гра
home-classic-desc = Звичайні шахи проти рушія або друга.
home-learn = Вивчити Maharajah
home-learn-desc = Подивіться, як ходять Махараджа, Архієпископ і Канцлер.
home-custom = Нова гра (Maharajah)
home-custom-desc = Зберіть обидві армії по 39 очок — і грайте.
home-mirodol = Миродол 10×10
home-mirodol-desc = Десять вертикалей, десять горизонталей і Лучник, що перестрибує фігури.
home-lan = Гра в локальній мережі
home-lan-desc = Два ноутбуки в одній мережі, з прихованою розстановкою.
home-online = Онлайн
home-online-desc = Грайте з будь-ким через сервер Maharajah.
home-more = Інше
home-saved = Збережені партії
home-saved-desc = Переглядайте та експортуйте свої партії.
home-rules = Правила
home-rules-desc = Усі правила трьох ігор.
home-settings = Налаштування
home-about = Про застосунок
home-resume = Продовжити партію


color-white = Білі
color-black = Чорні
color-random = Випадково

variant-chess = Шахи
variant-maharajah = Maharajah
variant-mirodol = Миродол

piece-pawn = Пішак
piece-knight = Кінь
piece-bishop = Слон
piece-rook = Тура
piece-queen = Ферзь
piece-king = Король
piece-archbishop = Архієпископ
piece-chancellor = Канцлер
piece-maharajah = Махараджа
piece-archer = Лучник

newgame-title = Нова гра
newgame-variant = Гра
newgame-opponent = Суперник
newgame-vs-engine = Рушій
newgame-vs-human = Двоє гравців на цьому пристрої
newgame-level = Рівень рушія
newgame-level-value = Рівень { $level } з { $levels }
newgame-level-rated = Рівень { $level } з { $levels } · близько { $rating }
newgame-level-note = Рейтинги приблизні: виміряні в партіях проти відкаліброваних рівнів Stockfish у швидкому темпі.
newgame-your-color = Ви граєте
newgame-time = Контроль часу
newgame-time-none = Без годинника
newgame-time-custom = Власний
newgame-base = Хвилин на сторону
newgame-increment = Додавання, секунд
newgame-start = Почати гру
newgame-cancel = Скасувати
newgame-fen = Початкова позиція (FEN)
newgame-fen-placeholder = Необов’язково: вставте FEN з іншого застосунку
newgame-engine-chooses = Хай рушій сам обере свою армію
newgame-engine-chooses-note = Армію рушія буде показано на початку гри.
newgame-engine-army-chosen = Рушій обрав свою армію: { $pieces }.
fen-castling-dropped = Права на рокіровку, неможливі в цій позиції, прибрано: { $letters }.

settings-title = Налаштування
settings-language = Мова
settings-language-system = Мова системи ({ $language })
settings-theme = Тема
settings-theme-system = Як у системі
settings-theme-light = Світла
settings-theme-dark = Темна
settings-board-theme = Кольори дошки
settings-board-wood = Дерево
settings-board-green = Зелена
settings-board-blue = Синя
settings-board-grey = Сіра
settings-board-size = Розмір дошки
settings-board-size-large = Велика
settings-board-size-medium = Середня
settings-board-size-small = Мала
settings-pieces = Набір фігур
settings-pieces-standard = Стандартний
settings-pieces-geometric = Геометричний
settings-orientation = Орієнтація дошки
settings-orientation-auto = Ваш колір унизу
settings-orientation-white = Білі внизу
settings-orientation-black = Чорні внизу
settings-sound = Звуки ходів
settings-legal = Показувати можливі ходи
settings-auto-queen = Перетворювати на ферзя без запитання
settings-coordinates = Показувати координати
settings-animation = Швидкість анімації
settings-animation-off = Вимкнено
settings-animation-fast = Швидко
settings-animation-normal = Звичайно
settings-animation-slow = Повільно
settings-saved = Налаштування збережено.

about-title = Про застосунок
about-app-version = Версія застосунку
about-engine-version = Версія рушія
about-server-version = Сервер
about-server-not-connected = не під’єднано
about-text = Maharajah грає в ортодоксальні шахи, у варіант Maharajah з власними арміями на 39 очок і складеними фігурами та в шахи Миродол 10×10. Кожен хід у застосунку та в рушії перевіряє одне й те саме ядро правил.
about-credits = Назви дебютів: таблиця chess-openings з lichess.org, суспільне надбання (CC0).

dialog-ok = Гаразд
dialog-cancel = Скасувати
dialog-yes = Так
dialog-no = Ні

# The board by keyboard and for screen readers.
board-role = дошка
board-keys = Дошка. Стрілки переміщують по полях; Enter або пробіл бере фігуру й ставить її; Escape скасовує.
board-square-piece = { $square }, { $piece } ({ $color ->
    [white] білі
   *[black] чорні
})
board-square-empty = { $square }, порожньо
