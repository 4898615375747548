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

## Достопримечательности
sight-obelisk = обелиск
sight-book = книга
sight-toucan = тукан
sight-yeti = йети
sight-sea-monster = морское чудовище

## Острова
sheet-isla-petit = Малый остров
sheet-isla-grande = Большой остров

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
status-line = Раунд { $round } · ход { $turn } из { $turns } · { $left ->
    [one] в колоде { $left } карта
    [few] в колоде { $left } карты
   *[other] в колоде { $left } карт
}

## Что произошло
event-sight-circled = { $sight }: соединено с деревней, обведено { $points }
event-sight-circled-bonus = { $sight }: соединено с деревней, обведено { $points } — нарисуйте дополнительную тропу
event-pair-connected = деревни { $letter }–{ $letter } соединены: обведено { $points }
event-sights-linked = две достопримечательности «{ $sight }» соединены
event-card-won = { $player } получает: { $card } ({ $points } очк.)
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
refusal-deck-exhausted = в раунде { $round } вышло бы карт «{ $card }»: { $would_see }, а в колоде их всего { $limit }
refusal-not-app-deck = следующие карты колоды приложения: { $n1 } и { $n2 }, а не { $c1 } и { $c2 }
refusal-unknown-seat = на этом устройстве нет поля игрока на месте { $seat }
refusal-unknown-hex = клетки { $hex } нет на поле
refusal-not-neighbours = тропа { $from }-{ $to } ({ $player }) соединяет несоседние клетки
refusal-already-drawn = тропа { $from }-{ $to } ({ $player }) уже нарисована
refusal-terrain-mismatch = тропа { $from }-{ $to } ({ $player }) соединяет { $t1 } и { $t2 }, а карты — { $c1 } и { $c2 }
refusal-already-drew = { $player }: тропа этого хода уже нарисована
refusal-already-passed = { $player }: ход уже пропущен
refusal-no-bonus-owed = { $player }: дополнительных троп нет
refusal-pass-with-legal-trail = { $player }: пропустить нельзя, картам { $c1 } и { $c2 } подходит троп: { $count }
refusal-card-not-on-table = { $card } — такой карты нет на столе
refusal-nobody-else = все поля этого стола на этом устройстве, никто другой не мог взять карту ({ $card })
refusal-already-marked = { $card } — уже отмечена как взятая в этом ходу
refusal-no-blue-card = голубой карты { $letter } нет на столе
names-nobody = никто
names-and = { $first } и { $last }
