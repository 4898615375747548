# Tally, тестовая игра: её слова рядом с её правилами.
game-title-trailpad-test-tally = Счёт
tally-players = Игроки (по одному в строке)
tally-points = Очки
tally-add = Добавить
tally-add-label = Добавить очки: { $name }
tally-end = Закончить партию
tally-leave = Назад к началу
tally-scored = { $name }: { $total }
tally-ended = Партия окончена.
tally-over = Итоговые очки
