# Saved games, resume, PGN import/export, the setups library, and the
# store's errors (error-<kind>).

## Start-up: the store could not be used as it was

library-notice-title = Ваші збережені партії
library-recovered-corrupt = Файл зі збереженими партіями пошкоджено, тож Maharajah почав новий, порожній. Старий файл збережено, а не видалено: { $file }
library-recovered-foreign = Файл, у якому Maharajah зберігає партії, належав іншій програмі, тож Maharajah почав новий. Той файл лишився як був: { $file }
library-recovered-too-new = Ваші партії зберегла новіша версія Maharajah. Ця версія почала новий файл, а новіший лишився як був: { $file }
library-memory-only = Зараз партії не вдається зберігати на цьому комп’ютері ({ $detail }). Партії цього сеансу зберігаються, доки ви не закриєте застосунок.
library-notice-detail = Подробиці

## Home: resume

home-resume-title = Незавершена партія
home-resume-text = { $white } — { $black } · { $variant } · { $moves ->
    [0] ще без ходів
    [one] зіграно { $moves } хід
    [few] зіграно { $moves } ходи
    [many] зіграно { $moves } ходів
   *[other] зіграно { $moves } ходу
}
home-resume-saved = Збережено { $when }
home-resume-continue = Продовжити
home-resume-discard = Відкинути
home-resume-discard-confirm = Відкинути цю партію? Вона лишиться серед збережених як покинута, але продовжити її вже не вийде.
newgame-abandon-confirm = Поточна партія не завершена. Почати нову? Незавершена лишиться серед збережених як покинута.
newgame-abandon-yes = Почати нову
resume-abandon-confirm = Поточна партія не завершена. Продовжити натомість збережену? Незавершена лишиться серед збережених партій як покинута.
resume-abandon-yes = Продовжити збережену
end-abandoned = покинуто

## Saved games screen

library-title = Збережені партії
library-search = Пошук гравців, турніру, місця
library-opponent = Суперник
library-variant-any = Усі партії
library-result-any = Усі результати
library-result-white = Виграли білі
library-result-black = Виграли чорні
library-result-draw = Нічия
library-result-unfinished = Незавершені
library-date-any = Будь-коли
library-date-today = Сьогодні
library-date-week = Останні 7 днів
library-date-month = Останні 30 днів
library-date-year = Останні 12 місяців
library-col-date = Дата
library-col-game = Гра
library-col-white = Білі
library-col-black = Чорні
library-col-result = Результат
library-col-moves = Ходи
library-col-source = Джерело
library-select-all = Вибрати всі на сторінці
library-select-game = Вибрати цю партію
library-count = { $total ->
    [0] Партій немає
    [one] { $total } партія
    [few] { $total } партії
    [many] { $total } партій
   *[other] { $total } партії
}
library-range = { $from }–{ $to } з { $total }
library-selected = { $count ->
    [one] вибрано { $count }
    [few] вибрано { $count }
    [many] вибрано { $count }
   *[other] вибрано { $count }
}
library-prev = Попередня
library-next = Наступна
library-open = Відкрити
library-delete = Видалити
library-delete-confirm = { $count ->
    [one] Видалити { $count } партію? Цю дію не можна скасувати.
    [few] Видалити ці { $count } партії? Цю дію не можна скасувати.
    [many] Видалити ці { $count } партій? Цю дію не можна скасувати.
   *[other] Видалити ці { $count } партії? Цю дію не можна скасувати.
}
library-deleted = { $count ->
    [one] Видалено { $count } партію.
    [few] Видалено { $count } партії.
    [many] Видалено { $count } партій.
   *[other] Видалено { $count } партії.
}
library-import = Імпортувати PGN…
library-paste = Вставити PGN…
library-export-selected = Експортувати вибрані…
library-export-all = Експортувати всі показані…
library-empty = Збережених партій ще немає. Кожна ваша партія зберігається тут просто під час гри.
library-empty-filtered = Жодна партія не відповідає цим фільтрам.
library-in-progress = триває
library-engine = Рушій
library-source-offline = Цей пристрій
library-source-lan = Локальна мережа
library-source-online = Онлайн
library-source-import = Імпортовано
library-custom-start = власний старт
library-loading = Завантаження…

## File paths (import and export)

library-path-label = Файл
library-path-placeholder = /home/you/games.pgn
library-choose-file = Вибрати файл…
library-path-empty = Спершу виберіть файл.
library-path-is-folder = Це тека; виберіть файл.
library-path-no-folder = Такої теки не існує.
library-path-missing = Там немає файлу.

## Export

export-title = Експорт у PGN
export-what = { $count ->
    [one] { $count } партію буде записано у файл PGN.
    [few] { $count } партії буде записано у файл PGN.
    [many] { $count } партій буде записано у файл PGN.
   *[other] { $count } партії буде записано у файл PGN.
}
export-go = Експортувати
export-running = Запис…
export-done = { $count ->
    [one] { $count } партію експортовано в { $file }.
    [few] { $count } партії експортовано в { $file }.
    [many] { $count } партій експортовано в { $file }.
   *[other] { $count } партії експортовано в { $file }.
}

## Import

paste-title = Вставити PGN
paste-intro = Вставте одну чи кілька партій у PGN із сайту чи іншого застосунку. Перша відкриється в розборі; усі збережуться в збережених партіях.
import-title = Імпорт PGN
import-intro = Партії читаються по одній: пошкоджену партію буде пропущено й названо, і вона ніколи не зупинить решту.
import-go = Імпортувати
import-running = Імпорт…
import-progress = імпортовано: { $imported } · пропущено: { $skipped }
import-cancel = Скасувати імпорт
import-close = Закрити
import-summary = { $imported ->
    [one] Імпортовано { $imported } партію
    [few] Імпортовано { $imported } партії
    [many] Імпортовано { $imported } партій
   *[other] Імпортовано { $imported } партії
}, { $skipped ->
    [0] жодної не пропущено.
   *[other] пропущено: { $skipped }.
}
import-summary-cancelled = Імпорт скасовано: { $imported ->
    [one] до зупинки імпортовано { $imported } партію
    [few] до зупинки імпортовано { $imported } партії
    [many] до зупинки імпортовано { $imported } партій
   *[other] до зупинки імпортовано { $imported } партії
}, { $skipped ->
    [0] жодної не пропущено.
   *[other] пропущено: { $skipped }.
}
import-skipped-title = Пропущені партії
import-skipped-more = { $count ->
    [one] …і ще { $count }.
   *[other] …і ще { $count }.
}
import-skipped-game = Партія { $index } (рядок { $line }): { $why }
import-why-syntax = текст не є коректним PGN
import-why-no-game = у цій частині файлу немає партії
import-why-unknown-variant = це варіант, у який Maharajah не грає
import-why-missing-fen = у неї власна початкова позиція, але немає самої позиції (FEN)
import-why-bad-fen = її початкова позиція (FEN) некоректна
import-why-illegal-move = один із її ходів неможливий
import-why-illegal-variation = хід в одному з її варіантів неможливий
import-why-counter-overflow = її лічильники ходів виходять за межі
import-why-null-move = у ній є нульовий хід (пропуск ходу), його не можна відтворити
import-why-duplicate = та сама партія (гравці, турнір, дата й ходи) вже збережена
import-why-too-long = партія надто довга, щоб бути справжньою
import-why-refused = база даних її не прийняла
import-why-other = її неможливо прочитати

## Setups library (custom setup editor)

setups-title = Мої розстановки
setups-empty = Збережених розстановок ще немає. Зберіть армію і збережіть її тут.
setups-save = Зберегти…
setups-paste = Вставити код…
setups-save-title = Зберегти розстановку
setups-name = Назва
setups-name-placeholder = Моя армія
setups-which = Зберегти
setups-side-white = Армію білих
setups-side-black = Армію чорних
setups-side-both = Обидві армії
setups-saved = Розстановку збережено.
setups-load-white = Завантажити за білих
setups-load-black = Завантажити за чорних
setups-load-both = Завантажити обидві
setups-loaded = Розстановку завантажено.
setups-copy-code = Копіювати код
setups-code-copied = Код розстановки скопійовано.
setups-rename = Перейменувати
setups-rename-title = Перейменувати розстановку
setups-duplicate = Дублювати
setups-copy-name = { $name } (копія)
setups-delete = Видалити
setups-delete-confirm = Видалити розстановку «{ $name }»?
setups-favourite = Улюблена
setups-badge-white = Білі
setups-badge-black = Чорні
setups-badge-both = Обидві
setups-code-title = Вставте код розстановки
setups-code-intro = Код розстановки — це короткий текст, який вам може надіслати інший гравець; він починається з MJ1-. Завантажте його за будь-яку сторону або збережіть серед своїх розстановок.
setups-code-label = Код розстановки
setups-code-save = Зберегти до моїх розстановок
setups-code-name-default = Надіслана армія
setups-code-empty = Спершу вставте код розстановки.

## Copy to the clipboard

copy-done = Скопійовано.
copy-failed = Не вдалося скопіювати; виділіть текст і скопіюйте його самі.

## The store's errors, by kind

error-io = Не вдалося прочитати чи записати файл: { $detail }
error-corrupt = Файл збережених партій пошкоджено: { $detail }
error-foreign = Файл збережених партій належить іншій програмі.
error-too-new = Збережені партії записала новіша версія Maharajah.
error-busy = Збережені партії зараз зайняті (може, Maharajah відкрито двічі?). Спробуйте ще раз.
error-read-only = Збережені партії неможливо записати: { $detail }
error-cannot-open = Збережені партії неможливо відкрити: { $detail }
error-disk-full = Диск заповнено; більше нічого не вдасться зберегти.
error-database = Не вдалося прочитати чи записати збережені партії: { $detail }
error-not-found = Цього вже не існує (можливо, його видалено).
error-invalid = Це неможливо зберегти: { $detail }
error-setting = Не вдалося зберегти налаштування: { $detail }
error-setup-code-malformed = Це не код розстановки: перевірте, чи вставлено його повністю.
error-setup-code-version = Цей код розстановки створила новіша версія Maharajah.
error-setup-code-checksum = У коді розстановки помилка: якийсь символ неправильний або пропущений.
error-setup-code-invalid = У цьому коді армія, яку неможливо розставити.
error-setup-code-unencodable = Цю розстановку неможливо записати кодом.
error-import-running = Імпорт уже триває.
error-bad-path = { $detail }
error-setup-name = Дайте розстановці назву від 1 до { $max } символів.

# A save failed (after the reason in words), or works again after a failure.
autosave-failed = Не вдалося зберегти цю партію. { $reason } Партія залишається відкритою, і кожен хід пробує знову.
autosave-resumed = Збереження знову працює: партію збережено.
