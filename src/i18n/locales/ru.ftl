# Trailpad — русский. Термины из русского издания правил.

## Ландшафт
terrain-desert = пустыня
terrain-forest = лес
terrain-mountain = горы
terrain-water = вода

## Карты ландшафта
card-desert = Пустыня
card-forest = Лес
card-mountain = Горы
card-water = Вода
card-any = Любой ландшафт
card-any-short = Любой

## Достопримечательности
sight-obelisk = обелиск
sight-book = книга
sight-toucan = тукан
sight-yeti = йети
sight-sea-monster = морское чудовище

## Острова
sheet-isla-petit = Малый остров
sheet-isla-grande = Большой остров

## Сохранённые партии (начальный экран)
games-heading = Незаконченные партии
games-none = Незаконченных партий нет.
games-line = { $island } · { $players } · { $table ->
    [1] одиночная
    [one] { $table } игрок
    [few] { $table } игрока
   *[other] { $table } игроков
} · раунд { $round }, ход { $turn }
games-last-change = последнее изменение: { $when }
games-resume = Продолжить
games-resume-label = Продолжить { $game }
games-delete = Удалить…
games-delete-label = Удалить { $game }
games-delete-confirm = Удалить эту партию навсегда? Отменить это нельзя.
games-delete-yes = Удалить
games-delete-yes-label = Да, удалить { $game }
games-delete-no = Оставить
games-deleted = Партия удалена.
games-delete-failed = Не удалось удалить партию: { $reason }
games-history = История и статистика
games-import = Импортировать партию…
games-resumed = Партия вернулась — ровно там, где остановилась.
games-new = Новая партия: { $island }. Удачи!
games-new-any = Новая партия: { $game }. Удачи!
games-save-failed = Не удалось сохранить партию в { $path }: { $reason }. Она остаётся открытой; при следующем изменении будет новая попытка.
games-served-elsewhere = Эта партия идёт за столом Trailpad ({ $holder }). Играйте на телефонах или остановите этот стол (Ctrl+C там, где он запущен) и продолжите партию здесь. Ничего не изменено.
games-served-save = теперь она идёт за столом Trailpad ({ $holder }), и его ходы пропали бы, если бы приложение записало их поверх; остановите этот стол, чтобы сохранять здесь
table-holder = процесс { $pid } на { $host }, с { $since } UTC
table-holder-unknown = неизвестно, кто его запустил
games-archive-failed = Законченную партию не удалось перенести в историю: { $reason }
games-legacy-failed = Партию, сохранённую прежней версией, не удалось добавить в список: { $reason }
games-damaged-left = { $file } не читается ({ $reason }); файл оставлен на месте
damage-unreadable = не читается: { $detail }
damage-not-text = не текст (UTF-8)
damage-empty = пустой
damage-bad-record = запись непригодна: { $detail }
damage-not-archived = партия окончена, но её не удалось перенести в историю: { $detail }
wizard-no-petit = В этой сборке нет Малого острова
when-just-now = только что
when-minutes = { $n ->
    [one] { $n } минуту назад
    [few] { $n } минуты назад
   *[other] { $n } минут назад
}
when-hours = { $n ->
    [one] { $n } час назад
    [few] { $n } часа назад
   *[other] { $n } часов назад
}
when-days = { $n ->
    [1] вчера
    [one] { $n } день назад
    [few] { $n } дня назад
   *[other] { $n } дней назад
}
when-unknown = неизвестно

## История
history-heading = История
history-back = Назад
history-empty = Законченных партий пока нет. Они появятся здесь.
history-just-played = только что сыграна, ещё открыта
history-open = Открыть
history-open-label = Открыть { $game }
history-player-total = { $name } { $total }
games-line-any = { $game } · { $scores }
history-solo = одиночная партия
history-winner = { $count ->
    [one] победитель: { $names }
   *[other] общая победа: { $names }
}
history-special-bonus = Специальный бонус
stats-heading = Статистика
stats-none = Статистика появится после первой законченной партии.
stats-games-per-island = Сыграно партий по островам
stats-island-games = { $island }: { $count ->
    [one] { $count } партия
    [few] { $count } партии
   *[other] { $count } партий
}
stats-players = Итоги по игрокам и островам
stats-name = Игрок
stats-island = Остров
stats-games = Партии
stats-best = Лучший
stats-average = Средний
stats-wins = Победы
stats-player-line = { $name }, { $island }: партий { $games }, лучший { $best }, средний { $average }, побед { $wins }
stats-solo-titles = Звания в одиночной игре
stats-solo-title = { $island }: { $name }, { $total } — «{ $title }»
viewer-back = Назад к истории
viewer-title = Законченная партия: { $island } (только просмотр)
viewer-sheet-of = Лист игрока { $name }
viewer-tab = лист { $name }
viewer-all-scores = Все очки

## Файлы: экспорт и импорт
menu-game = Партия
menu-new = Новая или сохранённая партия…
menu-history = История и статистика…
menu-export-record = Экспортировать запись…
menu-export-png = Экспортировать лист в PNG…
menu-import = Импортировать партию…
file-export-record = Экспорт записи партии
file-export-png = Экспорт листа в картинку
file-import = Импорт записи партии
file-path = Файл
file-browse = Обзор…
file-browse-hint = Открыть системный выбор файлов
file-browse-none = В системном окне выбора файл не выбран. Можно ввести путь здесь.
file-error-label = ошибка: { $text }
io-not-found = такого файла нет
io-permission-denied = нет доступа
io-is-a-folder = это папка, а не файл
io-not-a-folder = часть пути не является папкой
io-disk-full = диск заполнен
io-read-only = диск только для чтения
export-png-failed = Не удалось нарисовать лист картинкой: { $reason }
file-save = Сохранить
file-replace = Заменить
file-open = Импортировать
file-cancel = Отмена
file-records-here = Записи партий в { $folder }:
file-choose-name = Введите имя файла.
file-exists = { $path } уже существует. Нажмите «Заменить», чтобы перезаписать.
file-write-failed = Не удалось записать { $path }: { $reason }
file-no-folder = Папки { $folder } не существует. Выберите существующую папку (новая не создаётся).
file-saved = Сохранено в { $path }
import-failed = { $path } нельзя импортировать: { $reason }. Ничего не изменено.
import-too-big = файл слишком велик для записи партии
import-not-text = файл не текстовый (UTF-8)
import-not-a-file = это не обычный файл (а устройство или канал)
import-unknown-island = партия идёт на острове «{ $island }», который не установлен
import-keep-failed = Партия открыта, но её не удалось сохранить в папке данных: { $reason }
import-done = Партия импортирована.
import-already-here = Эта партия уже была здесь; теперь она открыта.

## Настройки
settings-menu = Настройки
settings-language = Язык
settings-theme = Тема
theme-system = Как в системе
theme-light = Светлая
theme-dark = Тёмная
settings-damaged = Файл настроек не читается ({ $reason }); он сохранён как { $moved }, используются настройки по умолчанию.
lock-in-use-title = Trailpad уже открыт
lock-in-use = Другое окно Trailpad использует папку данных { $folder }. Два окна перезаписывали бы ходы друг друга, поэтому это окно ничего не трогает: перейдите в другое окно, а это закройте.
lock-close = Закрыть это окно
lock-failed = Не удалось заблокировать папку данных ({ $reason }): не открывайте Trailpad на ней дважды.

## Поле, сохранённое как картинка
export-result = { $total ->
    [one] { $total } очко
    [few] { $total } очка
   *[other] { $total } очков
}
export-winner = победитель
export-shared-victory = общая победа
export-progress = раунд { $round } из { $rounds } · ход { $turn } из { $turns }

## Игровое поле
box-sights = Очки за достопримечательности
box-villages = Очки за деревни
box-bonus = Бонусные очки
box-final = Итоговый подсчёт очков
final-round = { $round ->
    [1] I
    [2] II
    [3] III
   *[other] { $round }
}
final-villages = Деревни
final-bonus = Бонусы
final-total = Итого
mayor = Мэр
blue-card = голубая бонусная карта { $letter }–{ $letter }
red-card = красная бонусная карта «{ $sight }»

## Ход игры
status-line = { $sheet } · Раунд { $round } из { $rounds } · ход { $turn } из { $turns } · { $left ->
    [one] в колоде { $left } карта
    [few] в колоде { $left } карты
   *[other] в колоде { $left } карт
}
status-game-over = { $sheet } · игра окончена после { $rounds ->
    [one] { $rounds } раунда
   *[other] { $rounds } раундов
}

## Что произошло
event-sight-circled = { $sight }: соединено с деревней, обведено { $points }
event-sight-circled-bonus = { $sight }: соединено с деревней, обведено { $points } — нарисуйте дополнительную тропу
event-pair-connected = деревни { $letter }–{ $letter } соединены: обведено { $points }
event-sights-linked = две достопримечательности «{ $sight }» соединены
event-card-won = { $player } получает: { $card } ({ $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[other] { $points } очков
})
event-card-discarded = сброшена: { $card }
event-round-ended = раунд { $round } окончен: очки за достопримечательности записаны
event-solo-reshuffle = перемешайте оставшиеся голубые бонусные карты: две остаются в игре
event-game-over = игра окончена

## Почему действие отклонено
refusal-game-over = игра окончена
refusal-turn-not-finished = карты этого хода ({ $c1 } и { $c2 }) уже открыты; сначала должен закончить: { $waiting }
refusal-no-cards = карты ландшафта ещё не открыты
refusal-solo-reshuffle-due = сначала перемешайте голубые бонусные карты (одиночная игра)
refusal-no-solo-reshuffle = перемешивать бонусные карты сейчас не нужно
refusal-solo-reshuffle-count = перемешивание: остаются { $expected } карт(ы), а не { $found }
refusal-solo-reshuffle-twice = перемешивание: карта { $letter } указана дважды
refusal-not-app-deck = следующие карты колоды приложения: { $n1 } и { $n2 }, а не { $c1 } и { $c2 }
refusal-unknown-seat = на этом устройстве нет поля игрока на месте { $seat }
refusal-unknown-hex = клетки { $hex } нет на поле
refusal-not-neighbours = { $player } не может нарисовать тропу ({ $from } — { $to }): эти клетки не соседние
refusal-already-drawn = { $player }: тропа ({ $from } — { $to }) уже нарисована
refusal-terrain-mismatch = { $player } не может нарисовать тропу ({ $from } — { $to }): это { $t1 } и { $t2 }, а карты — { $c1 } и { $c2 }
refusal-already-drew = { $player }: тропа этого хода уже нарисована
refusal-already-passed = { $player }: ход уже пропущен
refusal-no-bonus-owed = { $player }: дополнительных троп нет
refusal-pass-with-legal-trail = { $player }: пропустить нельзя, картам { $c1 } и { $c2 } { $count ->
    [one] подходит { $count } тропа
    [few] подходят { $count } тропы
   *[many] подходят { $count } троп
}
refusal-card-not-on-table = { $card } — такой карты нет на столе
refusal-nobody-else = все поля этого стола на этом устройстве, никто другой не мог взять карту ({ $card })
refusal-already-marked = { $card } — уже отмечена как взятая в этом ходу
refusal-sheet-kept-here = лист игрока { $player } ведётся здесь: его карты приходят с его тропами
refusal-no-blue-card = голубой карты { $letter } нет на столе
names-nobody = никто
names-and = { $first } и { $last }

## Достижения одиночной игры (таблица из правил)
solo-title-1 = Ты хотя бы лучше, чем йети
solo-title-2 = Ты заслужил выходной на пляже
solo-title-3 = Тебя позвали на ужин к мэру
solo-title-4 = Твоё имя выгравировано на обелиске
solo-title-5 = Даже морские чудища в шоке от тебя
solo-title-6 = Ты слишком хорош для Туканы
solo-title-quoted = «{ $title }»
solo-title-label = достижение { $title }

## Панель инструментов
toolbar-undo = Отменить
toolbar-undo-keys = Ctrl+Z
toolbar-redo = Повторить
toolbar-redo-keys = Ctrl+Shift+Z
toolbar-fit = Весь остров
toolbar-fit-hint = Показать остров целиком
toolbar-zoom-in = Приблизить
toolbar-zoom-in-hint = Приблизить (Ctrl+колесо мыши)
toolbar-zoom-out = Отдалить
toolbar-map = Поле
toolbar-all-scores = Все очки

## Игровые поля и строка сообщений
sheet-of = Поле игрока { $name }
tab-done = { $name } (готово)
tab-label = поле { $name } { $state ->
    [done] готово
    [play] ходит
   *[waiting] ждёт
}
status-label = сообщение: { $text }
play-game-over = Игра окончена.
play-show-final-scores = Показать итоговые очки

## Что строка сообщений говорит о действии
first-card = Первая карта: { $card }. Теперь вторая карта.
first-card-cleared = Первая карта отменена
undone = Отменено: { $what }
redone = Повторено: { $what }
nothing-to-undo = Нечего отменять
nothing-to-redo = Нечего повторять
seat-number = место { $seat }
did-trail = { $player }: тропа ({ $from } — { $to })
did-bonus-trail = { $player }: дополнительная тропа ({ $from } — { $to })
did-pass = { $player }: в этом ходу без тропы
did-reveal = открыты карты: { $c1 } и { $c2 }
did-taken-elsewhere = { $card } — взята за столом
did-taken-by = { $card } — взята за столом: { $player }
did-solo-reshuffle = перемешивание: остаются { $kept }
announce-player = { $player }: { $text }

## Игровое поле: подсчёт очков
pad-sights-now = Обведено за достопримечательности: { $points }
pad-sights-now-label = { $name } достопримечательности сейчас { $points }
pad-sight-value = { $name } { $sight } { $points }{ $plus } { $state ->
    [circled] обведено
   *[open] не обведено
}
pad-village-value = { $name } деревни { $letter } { $points } { $state ->
    [circled] обведено
   *[open] не обведено
}
pad-bonus-red = красная
pad-bonus-field = { $name } бонус { $which } { $won }
pad-empty = пусто
final-sights-line = Раунд { $roman }
final-round-value = { $name } раунд { $roman } { $value }
final-round-unwritten = { $name } раунд { $roman } ещё не записан
final-villages-value = { $name } деревни { $value }
final-bonus-value = { $name } бонусы { $value }
final-total-value = { $name } итого { $value }

## Карты ландшафта
cards-revealed = Карты:
card-chip-revealed = открытая карта { $card }
card-chip-first = первая карта { $card }
cards-reveal-next = Открыть следующие карты  ({ $key })
key-space = Пробел
key-hint-pass = Клавиша: P
key-hint-reveal = Клавиши: { $space } или N
cards-second = Вторая карта:
cards-enter = Введите две открытые карты:
card-button = { $card } ({ $key })
cards-left = { $left ->
    [one] в колоде на этот раунд осталась { $left } карта
    [few] в колоде на этот раунд осталось { $left } карты
   *[other] в колоде на этот раунд осталось { $left } карт
}
cards-clear = Очистить

## Что нужно сделать
turn-reveal-first = Откройте две следующие карты ландшафта, чтобы начать ход.
turn-reveal-second = Первая карта: { $card }. Теперь введите вторую, чтобы начать ход.
turn-bonus = { $name }: нарисуйте { $owed ->
    [one] { $owed } дополнительную тропу
    [few] { $owed } дополнительные тропы
   *[other] { $owed } дополнительных троп
} — между любыми соседними клетками, ландшафт не важен
turn-must-pass = На поле игрока { $name } нет свободной стороны между «{ $c1 }» и «{ $c2 }».
turn-pass = Без тропы в этом ходу
turn-done = { $name }: ход сделан. Ждём: { $waiting }.
turn-show-sheet = Показать поле игрока { $name }
turn-draw = { $name }: нарисуйте тропу между «{ $c1 }» и «{ $c2 }» (вариантов: { $count }) — коснитесь двух соседних клеток или проведите между ними

## Бонусные карты на столе
table-title = Бонусные карты на столе
table-blue = { $pair }: { $points }
table-blue-then = { $pair }: { $points } (затем { $next })
table-blue-gone = { $pair }: закончились
table-blue-label = голубая { $text }
table-red = красная «{ $sight }»: { $points }
table-no-red = Красных карт не осталось.
# Said on the message line when the language is changed in Settings.
language-changed = Язык: { $language }
table-taken = взята в этом ходу
table-taken-button = отметить взятой
table-taken-hint = Игрок с бумажным листом (не на этом устройстве) взял карту { $card }: отметить её взятой
table-taken-label = отметить взятой: { $card }
table-taken-by-label = { $card } — взял(а) { $player }

## Перемешивание в одиночной игре
reshuffle-prompt = Одиночная игра: перемешайте голубые бонусные карты, оставшиеся на столе; 2 из них остаются в игре, остальные уберите в коробку.
reshuffle-stay = Остаются две:
reshuffle-keep = Оставить эти две
reshuffle-ticked = отмечено { $count } из 2

## Очки всех игроков
summary-final = Итоговые очки
summary-round-over = Раунд { $round } окончен
summary-so-far = Очки на данный момент (раунд { $round })
summary-solo-score = { $name }: { $total ->
    [one] { $total } очко
    [few] { $total } очка
   *[other] { $total } очков
}
summary-wins = { $name } побеждает!
summary-share = { $names } делят победу!
summary-result-label = результат: { $text }
summary-untracked = Игроки, чьих полей нет на этом устройстве, здесь не сравниваются.
summary-back = Вернуться к полю
summary-next-round = Начать следующий раунд

## Карта острова
hex-label = клетка { $coord } { $terrain }
hex-label-village = клетка { $coord } { $terrain } деревня { $number } буква { $letter }
hex-label-sight = клетка { $coord } { $terrain } { $sight }
hex-label-off = клетка { $coord }
trail-label = тропа { $from }-{ $to }
map-hint-off = отпущено вне поля: отпустите на соседней клетке (начало тропы: { $start })
map-hint-picked = выбрано: { $place }; теперь коснитесь соседней клетки

## Клавиатура и сенсорный экран
keys-help = Клавиши: стрелки двигают курсор · Enter или Пробел выбирают клетку · Esc отменяет выбор · D F M W A вводят карты · N дальше · P без тропы · Ctrl+Z / Ctrl+Shift+Z отменить / повторить · Ctrl + / Ctrl − / Ctrl 0 размер текста и поля
keys-show = Клавиши…
keys-hide = Скрыть клавиши
large-targets = Крупные цели на поле
large-targets-hint = Для сенсорных экранов: клетки не становятся меньше пальца, а касание у края клетки охотнее рисует тропу через этот край

## Новая партия
wizard-heading = Новая партия
wizard-quick-solo = Одиночная игра: { $island } — начать сейчас
wizard-quick-solo-hint = (одно поле, карты открывает приложение)
wizard-back = Вернуться к партии
wizard-island = Остров
wizard-island-skipped = Файл острова пропущен: { $reason }
wizard-island-skipped-more = … и ещё { $count } файлов островов (не перечислены)
wizard-table = Игроков за столом
wizard-sheets = Игроки и поля
wizard-seat = { $seat ->
    [1] место 1 (мэр)
   *[other] место { $seat }
}
wizard-seat-hint = Отмечено: поле игрока ведётся на этом устройстве. Не отмечено: игрок играет на бумаге или на другом устройстве.
wizard-name-label = имя на месте { $seat }
wizard-player = Игрок { $seat }
wizard-names-before = Имена из прошлых партий:
wizard-name-hint = Вписать это имя на следующее место
wizard-card = Карта сценария
wizard-card-pick = выбрать
wizard-card-type = ввести её буквы
wizard-card-draw = пусть вытянет приложение
wizard-card-label = карта сценария
wizard-letters-hint = 10 букв по часовой, с верхней
wizard-letters-label = буквы карты сценария
wizard-letters-valid = карта подходит
wizard-card-drawn = вытягивается в начале партии
wizard-options = Дополнительные правила
wizard-start-village = Случайный сценарий:
wizard-off = нет
wizard-start-named = деревню называет мэр
wizard-start-drawn = выбирает приложение
wizard-village = деревня
wizard-counter-clockwise = Против часовой стрелки
wizard-symmetry = Симметрия (все начинают с той же деревни, что и мэр)
wizard-special-bonus = Специальный бонус
wizard-red-pick = выбрать красные карты
wizard-red-drawn-choice = вытянет приложение
wizard-red-count = { $count ->
    [one] { $count } карта:
    [few] { $count } карты:
   *[other] { $count } карт:
}
wizard-red-drawn = { $count ->
    [one] { $count } красная бонусная карта вытягивается в начале партии
    [few] { $count } красных бонусных карты вытягиваются в начале партии
   *[other] { $count } красных бонусных карт вытягиваются в начале партии
}
wizard-deck = Карты ландшафта
wizard-deck-real = настоящие карты на столе
wizard-deck-app = колода приложения
wizard-start = Начать партию
wizard-no-island = нет ни одного острова
wizard-card-error = Карта сценария: { $reason }
wizard-red-wrong = Специальный бонус: выберите { $count ->
    [one] { $count } красную карту
    [few] { $count } красные карты
   *[other] { $count } красных карт
} (выбрано: { $picked })
settings-save-failed = не удалось сохранить настройки: { $reason }

## Почему введённые буквы — не карта сценария
letters-count = на карте сценария 10 букв, а не { $count }
letters-not-a-letter = «{ $char }» — не буква деревни (А, Б, В, Г, Д)
letters-tally = на карте сценария каждая буква встречается дважды, а { $letter } — { $count ->
    [one] { $count } раз
    [few] { $count } раза
   *[other] { $count } раз
}

## Почему с такой подготовкой нельзя начать партию
setup-table-size = за столом может быть от 1 до 8 игроков, а не { $size }
setup-no-players = хотя бы одно поле должно вестись на этом устройстве
setup-too-many = полей на этом устройстве: { $tracked }, а игроков за столом всего { $table }
setup-seat-out-of-range = { $name } сидит на месте { $seat }, а за столом только места от 1 до { $table }
setup-seat-taken = { $first } и { $second } сидят на одном месте { $seat }
setup-empty-name = у игрока на месте { $seat } нет имени
setup-same-name = двух игроков зовут { $name }; имена должны различаться
setup-card-number = карт сценариев всего 13; карты { $number } среди них нет
setup-letters = буквы карты сценария «{ $text }»: { $reason }
setup-start-village = стартовая деревня должна быть от 1 до 10, а не { $village }
setup-red-count = режим «Специальный бонус»: красных бонусных карт должно быть { $expected }, а не { $found } (игроков за столом: { $table })
setup-red-twice = красная бонусная карта «{ $sight }» указана дважды
setup-wrong-sheet = партия подготовлена для острова «{ $wanted }», а передан остров «{ $given }»

# main: the calm play screen
messages-recent = Недавние
messages-recent-hint = Предыдущие сообщения
pad-gain = +{ $points }
pad-gain-label = { $name } только что получает очков: { $points }
pad-gain-round-end = +{ $points } в конце раунда
pad-gain-round-end-label = { $name }: достопримечательности на { $points } очк., засчитываются в конце раунда
final-if-round-ended = Если раунд кончится сейчас
final-if-round-ended-value = { $name } итого, если раунд кончится сейчас, { $value }
turn-done-all = { $name } завершает этот ход.
key-hint-next = Клавиша: N

## Branch uibits: set-up cards typed, refusals on the map and cards bar,
## card keys, dismissing the damaged-file notice.
letters-not-printed = таких букв нет ни на одной из 13 карт сценария, с какой буквы ни читай по часовой стрелке
wizard-letters-rotated = такая карта есть, но набрана не с верхней буквы: с верхней она читается { $letters }
cards-keys-note = клавиши — латинские буквы: D пустыня, F лес, M горы, W вода, A любой
reshuffle-app-shuffle = Перемешать голубые карты
games-damaged-dismiss = Скрыть эти сообщения
file-records-none = В папке { $folder } нет записей партий

## --- branch record: take-back, paper totals, titles, dates, statistics ---
record-write-failed = Не удалось записать запись партии: { $reason }
take-back-button = Вернуть тропу игрока { $name }
take-back-done = { $name } возвращает { $what } и рисует заново; тропы остальных остаются.
take-back-nothing = { $name }: в этом ходу нечего вернуть.
take-back-game-over = Игра окончена: { $name } больше не может вернуть свой ход. Отмена открывает игру заново шаг за шагом.
take-back-conflict = Тропу игрока { $name } нельзя вернуть: без неё { $what } больше не допустимо ({ $reason }).
take-back-undone = Тропа игрока { $name } восстановлена: { $what }
taken-back-trail = свою тропу ({ $from } — { $to })
taken-back-bonus-trail = свою дополнительную тропу ({ $from } — { $to })
taken-back-pass = свой ход без тропы
summary-paper-seat = Место { $seat } (на бумаге)
summary-leads-here = { $count ->
    [one] { $names } впереди среди листов этого устройства
   *[other] { $names } впереди среди листов этого устройства
}
summary-paper-missing = Листы на бумаге не учитываются, пока их итоги не введены: показанный победитель — только среди листов этого устройства.
summary-paper-tie = Ничья по итогу с листом на бумаге: по правилам побеждает тот, у кого больше бонусных очков, — сравните с этим листом.
summary-standings = Итоги всего стола
summary-standing = { $place }. { $name }: { $total }
summary-standing-untyped = – { $name }: итог ещё не введён
summary-paper-prompt = Итог ({ $name }):
summary-paper-field = итог ({ $name })
summary-paper-set = Ввести
summary-paper-set-label = Ввести итог ({ $name })
summary-paper-empty = Введите итог с листа ({ $name }): целое число.
summary-paper-not-number = «{ $text }» — не целое число очков: введите итог ({ $name }) так, как он записан на листе, например 78.
summary-titles-heading = Звания в одиночной игре
summary-title-next = Следующее звание: «{ $title }» — нужно { $min } очков (ещё { $more }).
summary-title-row = { $min } очков и больше: { $title }
summary-titles-yardstick = Звания одиночной игры как мерило
summary-titles-yardstick-note = Эти звания — для одиночной игры; за столом они лишь показывают, чего стоит итог.
games-started = начата { $when }
stats-table-heading = Партии за столом
stats-solo-heading = Одиночные партии
stats-solo-player-line = { $name }, { $island }: одиночных партий { $games }, лучший { $best }, средний { $average }

# ----- branch words: places as a player sees them, used-up cards -----

## Клетка так, как её видно на поле (в середине фразы)
place-village = деревня { $letter }{ $number }
place-village-number = деревня { $number }
place-sight-obelisk = обелиск
place-sight-book = книга
place-sight-toucan = тукан
place-sight-yeti = йети
place-sight-sea-monster = морское чудовище
place-terrain-desert = пустыня
place-terrain-forest = лес
place-terrain-mountain = горы
place-terrain-water = вода
## Рядом с чем клетка (родительный падеж: «у деревни Б», «у обелиска»)
landmark-village = деревни { $letter }{ $number }
landmark-village-number = деревни { $number }
landmark-sight-obelisk = обелиска
landmark-sight-book = книги
landmark-sight-toucan = тукана
landmark-sight-yeti = йети
landmark-sight-sea-monster = морского чудовища
place-next-to = { $terrain } у { $landmark }
place-near = { $terrain } недалеко от { $landmark }
place-far = { $terrain } (ряд { $row }, столбец { $column })
place-off-map = клетка { $hex }
## Карты одного типа кончились в этом раунде
deck-used-up = в этом раунде уже { $count ->
    [one] открыта { $count } карта
    [few] открыты { $count } карты
   *[many] открыто { $count } карт
} «{ $name }»: { $left ->
    [0] больше таких в колоде нет
    [one] в колоде осталась только одна
   *[other] в колоде их осталось { $left }
}
hexes-do-not-touch = эти клетки не соседние: тропа соединяет две соседние клетки
## Файл — не запись партии: сначала простая фраза, потом слова программы чтения
record-not-a-record = этот файл — не запись партии Trailpad; чтение остановилось на строке { $line }, столбце { $column }: { $detail }
record-cut-short = запись партии оборвана: файл кончается на строке { $line } посреди записи (его скопировали или сохранили не целиком); полная копия откроется
record-newer = эта партия сохранена более новой версией Trailpad (формат { $found }, эта версия читает до { $known }): обновите Trailpad, чтобы открыть её
record-format-zero = этот файл — не запись партии Trailpad: в нём указан формат 0, которого никогда не было
record-played-at = дата в строке { $line } (played_at: { $secs }) — не дата: она позже 9999 года; исправьте или удалите эту строку
record-setup = подготовка этой партии невозможна: { $reason }
record-illegal = запись партии нарушает правила в действии { $index }: { $reason }
record-paper-seat = итог, введённый для места { $seat }, не относится к бумажному листу за этим столом (или введён дважды)

## ----- branch newyork: Ticket to Ride: Нью-Йорк -----
ny-game-name = Ticket to Ride: Нью-Йорк
ny-pad-routes = Перегоны
ny-pad-tickets = Карты маршрутов
ny-pad-attractions = Туристические места
ny-pad-total = Итого
ny-pad-taxis-left = Осталось такси
ny-route-colour-gray = серый
ny-route-colour-red = красный
ny-route-colour-orange = оранжевый
ny-route-colour-green = зелёный
ny-route-colour-blue = синий
ny-route-colour-black = чёрный
ny-route-colour-pink = розовый
ny-taxi-colour-blue = синий
ny-taxi-colour-purple = фиолетовый
ny-taxi-colour-white = белый
ny-taxi-colour-yellow = жёлтый
ny-route = { $a }–{ $b }
ny-route-double = { $a }–{ $b } ({ $colour })
ny-ticket = { $a }–{ $b } ({ $points })
ny-player-number = игрок { $player }
ny-ticket-completed = выполнен
ny-ticket-failed = не выполнен
ny-ticket-missing = { $spaces ->
    [one] осталось занять { $spaces } деление
    [few] осталось занять { $spaces } деления
   *[many] осталось занять { $spaces } делений
}
ny-ticket-blocked = пути больше нет: все перегоны туда заняты
# The same, short, beside a ticket on the desktop's list (the long words on hover).
ny-ticket-missing-short = { $spaces ->
    [one] ещё { $spaces } деление
    [few] ещё { $spaces } деления
   *[many] ещё { $spaces } делений
}
ny-ticket-blocked-short = пути больше нет
ny-last-round = у игрока { $name } { $left ->
    [0] не осталось такси
   *[other] осталось { $left } такси
}: последний круг, каждый делает ещё один ход
ny-tie-break = поровну очков: побеждает тот, кто выполнил больше карт маршрутов
ny-refusal-unknown-player = за этим столом нет игрока { $player }
ny-refusal-unknown-route = на поле нет перегона «{ $route }»
ny-refusal-unknown-ticket = нет карты маршрута «{ $ticket }»
ny-refusal-route-taken = перегон { $route } уже занят игроком { $name }
ny-refusal-both-of-double = у игрока { $name } уже есть перегон { $twin }: один игрок не может занять оба пути двойного перегона
ny-refusal-double-closed = при игре вдвоём используется только один путь двойного перегона: { $twin } уже у игрока { $name }
ny-refusal-not-enough-taxis = у игрока { $name } { $left ->
    [0] не осталось такси
   *[other] осталось { $left } такси
}, а для этого перегона нужно { $spaces } такси
ny-refusal-not-claimed = перегон { $route } никем не занят
ny-refusal-ticket-held = карта маршрута { $ticket } уже у игрока { $name }
ny-refusal-ticket-not-held = у игрока { $name } нет карты маршрута { $ticket }

## --- ветка table: режим стола, каждый игрок на своём телефоне ---
phone-waiting-cards = Ждём следующие две карты.
phone-draw = Нарисуйте тропу между «{ $c1 }» и «{ $c2 }» (вариантов: { $count }): коснитесь выделенной стороны или двух соседних клеток.
phone-players = Игроки
phone-done = готово
phone-playing = играет
phone-reconnecting = Связь потеряна — переподключение…
phone-link-replaced = Эта ссылка заменена: попросите у ведущего новый код.
phone-elsewhere = Это место открыто на другом устройстве или вкладке. Нажмите здесь, чтобы играть здесь.
phone-forbidden = Эта ссылка не действует (или больше не действует) за этим столом. Попросите у ведущего ссылку на ваше место.
phone-bad-request = Запрос не удалось прочитать: { $detail }
phone-not-saved = Не записано: ведущий не смог сохранить игру ({ $reason }). Ничего не изменилось; попробуйте ещё раз или скажите ведущему.
table-not-saved = Не удалось сохранить игру в { $path } ({ $reason }): ход отклонён, и стол показывает игру такой, какая она на диске.

## branch hostile: files that are not what they seem, names too long or unprintable
damage-not-text-at = не текст (UTF-8): недопустимый байт в строке { $line }, байт { $byte }
damage-not-a-file = не обычный файл (канал или устройство), поэтому он не читался
damage-too-big = занимает { $size } байт, больше допустимых для записи партии { $limit } байт
read-too-big = файл слишком большой: { $size } байт, больше допустимых { $limit } байт
read-not-text = файл не текст (UTF-8): недопустимый байт в строке { $line }, байт { $byte }
file-not-ordinary = { $path } — не обычный файл (устройство или канал); выберите другое имя.
file-symlink = { $path } — символическая ссылка; укажите файл, на который она ведёт, или другое имя.
settings-damaged-left = Файл настроек { $path } не читается ({ $reason }) и не может быть перемещён; он оставлен как есть, а настройки этого сеанса не будут сохранены.
setup-name-too-long = имя игрока на месте { $seat } длиной { $chars } символов; в имени не больше { $max }
setup-name-unprintable = имя игрока на месте { $seat } содержит невидимый или управляющий символ ({ $code }) в позиции { $position }
setup-name-blank = имя игрока на месте { $seat } выглядит пустым; нужна хотя бы одна видимая буква
setup-look-alike = { $first } и { $second } — одно и то же имя (регистр и невидимые символы не учитываются); имена должны различаться
history-unfinished = Не окончена (раунд { $round }, ход { $turn }): победителя ещё нет
data-dir-no-home = Система не указывает домашнюю папку, поэтому папки данных нет: партии и настройки этого сеанса не сохранятся. Задайте TRAILPAD_DATA_DIR, чтобы их сохранять.
data-dir-relative-home = Домашняя папка «{ $home }» задана относительным путём и не используется: партии и настройки этого сеанса не сохранятся. Укажите в HOME или TRAILPAD_DATA_DIR абсолютный путь.
data-dir-missing-home = Домашней папки { $home } не существует, и она не создаётся: партии и настройки этого сеанса не сохранятся. Укажите в HOME или TRAILPAD_DATA_DIR существующую папку.
close-unsaved-title = Последние ходы не сохранены
close-unsaved-text = Партию не удалось сохранить: если закрыть сейчас, пропадут ходы после последнего удачного сохранения.
close-try-again = Повторить
close-export = Экспортировать запись…
close-quit-anyway = Всё равно выйти
close-stay = Продолжить игру

## --- ветка tablehost: экран ведущего в режиме стола ---
menu-play-phones = Играть с телефонов…
host-title = Игра с телефонов
host-stop = Закончить игру с телефонов
host-hint = Каждый игрок открывает ссылку своего места или сканирует её код на телефоне в той же сети (Wi-Fi), что и этот компьютер. Партия идёт на телефонах.
host-local-only = Локальная сеть не найдена: эти ссылки работают только на этом компьютере.
host-qr-label = QR-код: { $name }
host-new-link = Новая ссылка: { $name }
host-seat-done = { $name }: готово
host-seat-playing = { $name }: играет
host-seat-waiting = { $name }: ждёт карты
host-seat-card = Место игрока { $name }
host-phone-not-joined = Телефон ещё не подключён
host-phone-joined = Телефон подключён
host-phone-left = Телефон отключился
host-phone-not-joined-label = { $name }: телефон ещё не подключён
host-phone-joined-label = { $name }: телефон подключён
host-phone-left-label = { $name }: телефон отключился
host-waiting-for = Ждём: { $names }
host-cards = Открытые карты
host-card-label = открытая карта { $card }
host-second-card = { $card }, а вторая карта?
host-ranking = Рейтинг
host-hide-ranking = Скрыть
host-show-ranking = Показать
host-rank-line = { $rank }. { $name }: { $total }
host-started = Игра с телефонов: каждый игрок открывает свою ссылку.
host-stopped = Телефоны отключены: партия продолжается на этом компьютере.
host-start-failed = Не удалось начать игру с телефонов: { $reason }
host-new-link-made = У игрока { $name } новая ссылка; старая больше не действует.
host-refused = Нельзя: { $reason }

## ----- branch nydesk: the New York desktop screens -----
wizard-game = Игра:
wizard-game-tucana = Тукана
game-title-trails-of-tucana = { wizard-game-tucana }
game-title-ticket-to-ride-new-york = { ny-game-name }
ny-wizard-players = Игроки
ny-wizard-count = { $count } игрока
ny-wizard-player = Игрок { $player }
ny-wizard-name-label = Имя игрока { $player }
ny-wizard-colour-label = Цвет такси игрока { $player }
ny-setup-count = в «Нью-Йорк» играют от 2 до 4 игроков, а не { $count }
ny-setup-empty-name = у игрока { $player } нет имени
ny-setup-same-name = двух игроков зовут { $name }: имена должны различаться
ny-setup-name-blank = имя игрока { $player } выглядит пустым; нужна хотя бы одна видимая буква
ny-setup-look-alike = имя игрока { $player } — то же, что у игрока { $earlier } (регистр и невидимые символы не учитываются); имена должны различаться
ny-setup-same-colour = у { $name } и { $earlier } одни и те же такси ({ $colour }): каждому игроку нужен свой цвет
ny-new-game = Новая или сохранённая партия…
ny-entering-for = Вводим за:
ny-showing-for = Карты игрока:
ny-player-button = { $name } ({ $colour }): осталось { $left } такси
ny-route-free = свободен
ny-route-owner = занят: { $name }
ny-route-label = { $route }, { $colour }, клеток: { $spaces }: { $state }
ny-cursor-caption = { $location }: { $route }
ny-location-attraction = { $name }, туристическое место
ny-pad-heading = Блокнот счёта
ny-pad-cell = { $row }, { $name }: { $value }
ny-winners = { $count ->
    [one] Победитель
   *[other] Победители
}: { $names }
ny-tickets-of = Карты маршрутов игрока { $name }
ny-ticket-held-by = у игрока { $name }
ny-ticket-status-label = { $ticket }: { $status }
ny-ticket-show = Показать { $ticket } на карте
ny-ticket-show-short = на карте
ny-saved-heading = { $game }: незаконченные партии
ny-saved-row = { $names } · записей: { $entries }
ny-saved-row-empty = { $names } · ещё ничего не записано
ny-resume = Продолжить
ny-resume-label = Продолжить партию «Нью-Йорк»: { $names }
ny-resume-failed = Эту партию «Нью-Йорк» нельзя продолжить: { $reason }
ny-started = Новая партия: { $game }. Нажмите на перегон, чтобы отдать его игроку, выбранному вверху.
ny-claimed = { $name } занимает { $route }
ny-unclaimed = { $route } снова свободен
ny-kept = { $name } оставляет { $ticket }
ny-dropped = { $name } больше не держит { $ticket }

# main (session 4): the host plays too
host-show-sheets = Листы здесь
host-show-sheets-hint = Показать листы на этом компьютере, пока телефоны играют дальше: сыграть за место здесь, отметить бонусную карту, взятую игроком на бумаге, провести перетасовку одиночной игры.
toolbar-table-view = Вид стола
toolbar-table-view-hint = Вернуться к экрану стола: ссылки, карты и кто закончил. Телефоны продолжают играть.
host-card-key = Клавиша { $key }

## ny-png: the New York game as a picture
export-ny-final = итоговые очки
export-ny-progress = партия идёт
ny-export-png = Экспорт PNG…
ny-export-png-hint = Сохранить карту и блокнот очков этой партии картинкой

## --- ветка ny-history: конец партии «Нью-Йорк», история, статистика, импорт и экспорт ---
ny-refusal-game-over = партия окончена: отмените её конец, чтобы записывать дальше
ny-ended = конец партии
ny-last-turn-played = { $name } сделал(а) последний ход
ny-refusal-not-last-round = последний круг ещё не начался: ни у кого нет 2 такси или меньше
ny-refusal-last-turn-said = { $name } уже сделал(а) последний ход
ny-finished = Партия окончена: итоговый счёт в блокноте. Она уйдёт в историю, когда вы её покинете; «Отменить» снова откроет её.
ny-end-game = Закончить партию…
ny-end-confirm = Закончить партию сейчас? Блокнот покажет итоговый счёт, а партия уйдёт в историю, когда вы её покинете («Отменить» снова откроет её).
ny-end-yes = Закончить партию
ny-end-no = Играть дальше
ny-over-banner = Партия окончена: итоговый счёт.
ny-export-record = Сохранить копию…
ny-history-heading = { $game }
game-stats-heading = { $game }
game-stats-games = Сыграно партий: { $count }
game-stats-players = Итоги по игрокам
game-stats-player-line = { $name }: партий { $games }, побед { $wins }, лучший { $best }, средний { $average }
ny-kept-heading = Оставленные карты маршрутов
ny-kept-none = карт маршрутов не оставлено
ny-kept-line = { $name }, карта { $ticket }: { $status }
ny-viewer-title = { $game }, { $date }
history-any-open-label = Открыть «{ $game }», партия от { $date } ({ $scores })
history-any-delete-label = Удалить «{ $game }», партия от { $date } ({ $scores })
viewer-any-title = { $game }, { $date }
viewer-any-standings = Итоговые очки
ny-import-unfinished = Партия импортирована: она ещё не окончена, продолжайте запись.
import-unknown-game = это запись игры «{ $game }», которую этот Trailpad не знает

## ny-keys: keyboard play on the New York map
ny-keys-help = Клавиши: 1–4 игрок · стрелки — от района к району · Shift+стрелка — следующий перегон · Enter или пробел — занять или освободить · Esc — скрыть курсор · Ctrl+Z / Ctrl+Y — отменить / повторить
ny-leading = { $count ->
    [one] Лидирует
   *[other] Лидируют
}: { $names }
history-delete-label = Удалить { $game }
ny-delete-label = Удалить партию «Нью-Йорк»: { $names }
ny-delete-yes-label = Да, удалить партию «Нью-Йорк»: { $names }

## --- branch plays: BG Stats ---
bgstats-log = Записать в BG Stats
bgstats-title = Записать эту партию в BG Stats
bgstats-scan = Отсканируйте код телефоном, на котором установлен BG Stats, или скопируйте ссылку.
bgstats-shortened = Чтобы ссылка поместилась, сокращено: { $parts }.
bgstats-shortened-comments = комментарии
bgstats-shortened-place = место
bgstats-shortened-island = остров
bgstats-shortened-names = имена игроков
bgstats-qr = QR-код ссылки BG Stats
bgstats-copy = Скопировать ссылку
bgstats-copied = Ссылка скопирована.
bgstats-close = Закрыть
bgstats-enlarge = Код крупнее
bgstats-enlarge-hint = Показать код крупно, на всё окно, если телефон не читает его здесь.
bgstats-qr-large = QR-код ссылки BG Stats, увеличенный
bgstats-scan-large = Отсканируйте этот код телефоном, на котором есть BG Stats. Щелчок по коду или Escape — назад.
bgstats-too-long = Ссылка слишком длинная для QR-кода: скопируйте её.
bgstats-not-over = Партия ещё не окончена.
bgstats-no-date = В записи не указано, когда была сыграна партия.
bgstats-missing = Сначала введите итоги листов, которые ведутся на бумаге (место { $seats }).

## --- branch charts: running totals and totals over time ---
chart-running-heading = Очки по ходу игры
chart-running-label = График очков по ходу игры: { $players }
chart-history-heading = Итоги по партиям
chart-history-label = График итогов по партиям, { $where }: { $players }
chart-axis-total = Итого
chart-axis-round = Конец раунда
chart-axis-claims = Занятые маршруты, по порядку
chart-axis-games = Партии, от первой
chart-start = Начало
chart-end = Конец
chart-average = Среднее ({ $value })
chart-point = { $name }: { $total }
chart-player-total = { $name } { $total }
chart-show-chart = График
history-charts = Графики
history-games = Список партий

## --- branch calm: the damaged-file notice (a plain sentence, then the reader's words) ---
games-damaged-put-aside = { $file } не читается, поэтому файл отложен в { $moved }. Больше ничего не потеряно: остальные партии в порядке.
games-damaged-stays = { $file } не читается; файл оставлен на месте. Больше ничего не потеряно: остальные партии в порядке.
games-damaged-detail = { $file }: { $reason }

## --- branch table: join codes ---
join-title = Присоединиться к столу
join-intro = Введите код, показанный рядом с вашим именем на экране ведущего.
join-code-label = Код
join-button = Войти
join-wrong = Сейчас ни у одного места нет такого кода: сверьте его с экраном ведущего. { $left ->
    [0] Попыток больше нет: подождите минуту.
    [one] Осталась { $left } попытка, потом минута ожидания.
    [few] Осталось { $left } попытки, потом минута ожидания.
   *[other] Осталось { $left } попыток, потом минута ожидания.
}
join-wait = Слишком много неверных кодов с этого устройства: подождите { $seconds } с и попробуйте снова.
join-table-wait = Сейчас за этим столом слишком много неверных кодов: подождите { $seconds } с и введите свой код снова.
host-join-code = Код: { $code }
host-join-code-label = Код для входа: { $name }
host-join-hint = Или введите код на { $address }
host-copy-link = Копировать ссылку
host-link-copied = Ссылка игрока { $name } скопирована.
host-phone-not-saved = Ход с телефона игрока { $name } отклонён: партию не удалось сохранить в { $path } ({ $reason }). Телефон об этом сообщил; освободите место и сделайте ход снова.
phone-draw-many = Нарисуйте тропу между «{ $c1 }» и «{ $c2 }» (вариантов: { $count }): коснитесь клетки, чтобы увидеть её стороны, или двух соседних клеток.

## --- branch coach: the hint's reasons ---
coach-reason-circles = обводит { $points } ({ $sight })
coach-reason-pair = соединяет деревни { $letter }–{ $letter } ({ $points })
coach-reason-blue-card = приносит голубую бонусную карту { $letter }–{ $letter } ({ $points })
coach-reason-bonus-trails = { $count ->
    [one] даёт { $count } дополнительную тропу
    [few] даёт { $count } дополнительные тропы
   *[other] даёт { $count } дополнительных троп
}
coach-reason-links = соединяет два места «{ $sight }» для красной карты
coach-reason-on-the-way = по пути от { $letter } к { $letter }: +{ $points } в конце, если достроить
coach-reason-toward = ведёт сеть от деревни ближе к месту «{ $sight }»
coach-reason-options = оставляет лучшие тропы для следующих карт
coach-expected = ожидаемый итог { $total }
coach-same-reasons = те же причины, что у { $rank }; его смоделированные партии заканчиваются на { $lower } ниже
did-coached = { $player } просит подсказку
taken-back-coached = запрошенную подсказку
coached = с подсказками

## --- branch table: the phones' end screen ---
phone-end-untyped = ещё не введён
phone-end-winner = победитель
phone-end-leads = { $count ->
    [one] { $names } лидирует среди листов, сыгранных в Trailpad
   *[other] { $names } лидируют среди листов, сыгранных в Trailpad
}
phone-end-paper-missing = Листы на бумаге учитываются, когда хозяин введёт их итоги: до тех пор показанный победитель — только среди листов, сыгранных в Trailpad.
phone-bgstats-missing = BG Stats нужны все итоги: хозяин ещё не ввёл { $count ->
    [one] итог
   *[other] итоги
} для { $names }.

# seam (issue 16): невозможное время окончания в записи
record-ended-at = время окончания в строке { $line } (ended_at: { $secs }) — не дата: оно позже 9999 года; исправьте или удалите эту строку
record-ended-before-start = время окончания в строке { $line } (ended_at: { $secs }) раньше начала (played_at: { $played }): партия не может закончиться раньше, чем началась; исправьте или удалите эту строку
record-place-too-long = место в строке { $line } длиной { $chars } символов; сохраняется не больше { $max }; сократите или удалите эту строку
record-place-unprintable = место в строке { $line } содержит невидимый или управляющий символ ({ $code }) в позиции { $position }; исправьте или удалите эту строку
record-note-too-long = заметка в строке { $line } длиной { $chars } символов; сохраняется не больше { $max }; сократите или удалите эту строку
record-note-unprintable = заметка в строке { $line } содержит невидимый или управляющий символ ({ $code }) в позиции { $position }; исправьте или удалите эту строку

## --- branch review: the review after the game ---
review-open = Разбор партии: { $name }
review-button = Разбор
review-back = Назад
review-heading = Разбор партии: { $name }
review-pending = Ищем партии получше с этими картами…
review-failed = Разбор не удался: { $reason }
review-played = Сыграно: { $value }
review-best = Лучшее найденное: { $value }
review-bound = Ни одна партия не наберёт больше { $value }
review-title = Эти карты позволяли звание не ниже: { $title }
review-no-title = не найдено
review-reshuffle-differs = Одиночное перемешивание в лучшей партии оставило другие голубые карты, чем в игре: оно выбирало из карт, оставшихся в этой партии.
review-table-kept = Карты, другие листы и бонусные карты, взятые за столом, остаются как было.
review-worst-heading = Три самых дорогих хода
review-worst-turn = { $rank }. Раунд { $roman }, ход { $turn }: потеряно { $loss }
review-no-loss = Ни один ход не потерял очков против выбора тренера.
review-legend = На карте: сыгранные тропы — сплошные линии; остальные тропы лучшей найденной партии — пунктир.
review-chart-heading = Очки, потерянные за ход против тренера
review-chart-label = Очки, потерянные в каждом из { $turns } ходов против выбора тренера, всего { $total }
review-chart-x = Ход
review-chart-y = Потеряно очков
review-previous = Предыдущий ход
review-next = Следующий ход
review-turn-title = Раунд { $roman }, ход { $turn }: { $c1 } и { $c2 }
review-turn-played = Сыграно: { $trails }
review-turn-coach = Тренер: { $trails }
review-turn-best = Лучшая найденная партия: { $trails }
review-turn-loss = Потеряно { $loss } против выбора тренера
review-no-trail = без тропы
review-cut-short = Прервано по лимиту времени: лучшая партия на этот момент, оценено ходов: { $weighed } из { $turns }.
review-turn-unweighed = Не оценено: разбор прервался до этого хода.
review-turn-noise = Линия тренера впереди на { $diff }, в пределах шума оценки (± { $margin }): это не потеря.
review-search-longer = Искать дольше
review-search-longer-hint = Ещё раз ищет партию получше с теми же картами, примерно в пятнадцать раз дольше, чем шёл разбор. Разбор пока остаётся на экране, а поиск можно остановить в любой момент.
review-searching-longer = Ищем дольше партию получше…
review-longer-found = { $gained ->
    [one] Долгий поиск нашёл на { $gained } очко больше, чем первый ({ $before }).
    [few] Долгий поиск нашёл на { $gained } очка больше, чем первый ({ $before }).
   *[other] Долгий поиск нашёл на { $gained } очков больше, чем первый ({ $before }).
}
review-longer-nothing = Долгий поиск не нашёл партии лучше.
review-longer-cut-short = Долгий поиск остановился раньше конца и партии лучше к тому времени не нашёл: разбор на экране остаётся прежним.
review-longer-failed = Долгий поиск не удался: { $reason }
review-stop-longer = Остановить
review-stop-longer-hint = Останавливает долгий поиск и оставляет лучшую партию, найденную к этому моменту.
review-longer-stopping = Останавливаем: оставляем лучшую партию, найденную к этому моменту…
review-longer-stopped-found = { $gained ->
    [one] Долгий поиск остановился раньше конца; к тому времени он нашёл на { $gained } очко больше, чем первый ({ $before }).
    [few] Долгий поиск остановился раньше конца; к тому времени он нашёл на { $gained } очка больше, чем первый ({ $before }).
   *[other] Долгий поиск остановился раньше конца; к тому времени он нашёл на { $gained } очков больше, чем первый ({ $before }).
}

## --- branch players: the player list, paper seats with names ---
wizard-on-paper = на бумаге
wizard-on-paper-label = место { $seat } на бумаге
wizard-paper-means = На бумаге: игрок ведёт бумажный лист; Trailpad следит за бонусными картами стола и в конце принимает его итог.
players-damaged = Список игроков не читается ({ $reason }); он сохранён как { $moved }, начат новый список. Ни одна партия не потеряна: каждая партия хранит свои имена.
players-damaged-partly = Часть списка игроков не удалось использовать ({ $reason }); файл в прежнем виде сохранён как { $moved }, остальные игроки ({ $kept }) остаются в списке.
players-damaged-left = Список игроков { $path } не читается ({ $reason }) и не может быть перемещён; он оставлен как есть, а игроки этого сеанса не будут сохранены.
players-save-failed = не удалось сохранить список игроков: { $reason }
players-open = Игроки
players-back = Назад к истории
players-heading = Игроки
players-about = Все, кто играл здесь. Переименованный игрок переименовывается во всех партиях и статистике; сами партии хранят имена так, как их ввели.
players-none = Игроков пока нет: они попадают в список, когда начинается партия.
players-games = { $count ->
    [one] { $count } законченная партия
    [few] { $count } законченные партии
   *[many] { $count } законченных партий
}
players-also = играл(а) также как { $names }
players-rename = Переименовать
players-rename-label = Переименовать { $name }
players-new-name-label = Новое имя для { $name }
players-rename-save = Сохранить
players-cancel = Отмена
players-cancel-rename-label = Отменить переименование { $name }
players-cancel-merge-label = Отменить объединение { $name }
players-merge = Объединить с…
players-merge-label = Объединить { $name } с другим игроком
players-merge-into = Объединить { $name } с:
players-merge-warning = Все партии { $name } будут засчитаны игроку { $kept }, а { $name } исчезнет из списка. Кнопка «Отменить» вверху вернёт всё как было.
players-merge-confirm = Объединить { $name }
players-error-unknown = этого игрока больше нет в списке
players-error-blank = в имени нужна хотя бы одна видимая буква
players-error-taken = другого игрока уже зовут { $name }: лучше объедините их
players-error-too-long = новое имя длиной { $chars } символов; в имени не больше { $max }
players-error-unprintable = новое имя содержит невидимый или управляющий символ ({ $code }) в позиции { $position }
players-undo = Отменить
players-undo-label = Отменить: { $change }
players-undo-rename = переименование { $from } в { $to }
players-undo-merge = объединение { $gone } с { $kept }
players-undone = Отменено: { $change }.
players-error-played-each-other = { $first } и { $second } играли друг против друга ({ $game }): это два разных человека
players-error-nothing-to-undo = отменять нечего
players-error-undo-blocked = отменить нельзя: { $name } с тех пор занято
players-error-same = игрока нельзя объединить с самим собой
players-merge-played-each-other = { $name } и { $kept } играли друг против друга: это два разных человека
players-merge-pick-label = Объединить { $name } с { $kept }
## --- branch final: a game's end (place, note, Play again, BG Stats), Export history ---
end-place = Где играли
end-place-hint = место игры
end-note = Заметка
end-place-prompt = Где играли:
end-note-prompt = Заметка:
end-note-hint = пара слов об этой партии
end-place-too-long = В названии места { $chars } знаков; сохраняется не больше { $max }. Сократите его, чтобы сохранить: текст остаётся здесь, как введён.
end-note-too-long = В заметке { $chars } знаков; сохраняется не больше { $max }. Сократите её, чтобы сохранить: текст остаётся здесь, как введён.
end-place-shown = Где играли: { $text }
end-note-shown = Заметка: { $text }
end-play-again = Сыграть ещё раз
end-play-again-hint = Та же игра с теми же игроками; эта партия остаётся в истории.
end-again-tucana = Играем ещё раз: { $island }, новая карта сценария. Удачи!
end-again-new-york = Играем ещё раз: новая партия { $game } с теми же игроками и такси.
end-again-any = Ещё раз: новая партия «{ $game }» с теми же игроками.
history-export-csv = Экспорт истории…
history-export-csv-hint = Все законченные партии таблицей (CSV): по строке на игрока в каждой партии.
file-export-csv = Экспорт истории таблицей (CSV)
history-export-empty = Законченных партий пока нет: экспортировать нечего.
history-export-failed = Не удалось экспортировать историю: { $reason }
## --- branch hint: the Hint button, the coach's box and "coach for" ---
coach-hint-button = Подсказка (H)
coach-hint-hover = Тренер упорядочивает тропы, которые это поле может провести сейчас, по итогу, к которому они могут привести.
coach-thinking = Тренер взвешивает тропы…
coach-best-three = Три лучшие тропы по мнению тренера: нажмите, чтобы выбрать.
coach-none-over = Игра окончена: взвешивать больше нечего.
coach-none-no-cards = Сначала откройте две следующие карты.
coach-none-reshuffle = Сначала перемешайте голубые бонусные карты (одиночная игра), затем откройте две следующие карты.
coach-none-nothing = Этому полю в этот ход нечего проводить.
coach-idle = Тренер может показать три лучшие тропы.
coach-idle-wait = Подсказки появятся, когда этому полю будет что провести.
coach-trail = { $from } – { $to }
coach-suggestion-label = Вариант { $rank }: { $trail }; { $why }
coach-mark-label = Подсказка { $rank } на карте: { $from } – { $to }
coach-picked = Вариант { $rank }: выбрано { $from }; нажмите { $to } (или Enter), чтобы провести тропу.
wizard-coach-for = Тренер для
wizard-coach-nobody = никого
wizard-coach-solo = только в одиночной игре
wizard-coach-seats = этих мест
wizard-coach-hint = Тренер подсказывает во время игры (кнопка «Подсказка», клавиша H) только выбранным здесь полям; партия, где была подсказка, помечена в истории «с подсказками».
wizard-coach-chip = Тренер для: { $name }

## --- branch phonehint: the Hint button on a coached seat's phone ---
phone-coach-hint = Подсказка
phone-coach-draw = Провести: { $trail }
phone-coach-not-coached = Тренер не подсказывает игроку { $name } за этим столом: подсказки только для полей, выбранных в «Тренер для» при начале партии.
phone-coach-again = Пока тренер взвешивал тропы, игра пошла дальше: нажмите «Подсказка» ещё раз.
## --- branch tablenames: paper seats named in table mode, Play again at the table ---
table-on-paper = на бумаге
host-seat-paper = { $name }: на бумаге
host-paper-hint = Ведёт бумажный лист: отмечайте в «Листы здесь» бонусные карты, которые берёт { $name }, и введите итог в конце.
## --- branch review (session 9): trails named by places, "coached" in the game viewer ---
review-bonus-trail = дополнительная тропа { $trail }
viewer-coached = С подсказками: { $seats }
viewer-coached-seat = { $name } (ходов с подсказкой: { $count })
bgstats-missing-named = Сначала введите итоги листов, которые ведутся на бумаге: { $names }.
host-seat-finished = { $name }: игра окончена

## --- branch nytable: Нью-Йорк за столом ---
ny-table-taxis-left = { $count ->
    [one] осталось { $count } такси
    [few] осталось { $count } такси
   *[many] осталось { $count } такси
}
ny-table-deck = { $count ->
    [0] в колоде не осталось карт маршрутов
    [one] в колоде { $count } карта маршрута
    [few] в колоде { $count } карты маршрутов
   *[many] в колоде { $count } карт маршрутов
}
ny-table-prompt-first-tickets = Введите две полученные карты маршрутов и оставьте одну или обе.
ny-table-prompt-claim = Коснитесь пути на карте, когда занимаете его. Взяли карты маршрутов? Введите их ниже.
ny-table-prompt-last-turn = Последний круг: сделайте последний ход и коснитесь «Я сделал последний ход».
ny-table-waiting-last = Последний круг: ждём последнего хода: { $names }.
ny-table-your-tickets = Ваши карты маршрутов
ny-table-private = Ваши карты видите только вы, до конца игры.
ny-table-no-tickets = Пока нет оставленных карт.
ny-table-enter-tickets = Ввести взятые карты
ny-table-draw-help = Выберите взятые карты и отметьте те, что оставляете (хотя бы одну; последнюю карту колоды нужно оставить). Оставленную карту сбросить нельзя.
ny-table-keep = оставить
ny-table-confirm-tickets = Оставить отмеченные карты
ny-table-cancel = Отмена
ny-table-last-turn = Я сделал последний ход
ny-table-last-turn-done = последний ход сделан
ny-table-claim = Занять
ny-table-take-back = Вернуть
ny-table-not-yours = этот путь занят другим игроком: вернуть его может только он
ny-table-done-already = вы уже сделали последний ход
ny-table-deck-empty = в колоде не осталось карт маршрутов
ny-table-draw-count = { $count ->
    [one] в колоде одна карта: введите её и оставьте
    [few] введите { $count } взятые карты
   *[many] введите { $count } взятых карт
}
ny-table-ticket-twice = карта введена дважды
ny-table-ticket-yours = одна из этих карт уже ваша
ny-table-keep-one = оставьте хотя бы одну из взятых карт
ny-table-kept-not-drawn = оставить можно только взятую карту
ny-table-not-in-deck = оставленной карты нет в колоде: проверьте взятые карты
ny-table-tickets-held = { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
}
ny-table-route-label = { $route }: { $spaces ->
    [one] { $spaces } деление
    [few] { $spaces } деления
   *[many] { $spaces } делений
}, { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}
