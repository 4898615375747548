//! The play screen in French and Russian, driven only by the translated
//! labels a person (or a screen reader) finds there: cards entered by their
//! French or Russian buttons, trails drawn by tapping hexes named in that
//! language, scores read back in that language and checked against the
//! engine. And no English word is left on the Russian screen.
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common;

use crate::common::card_of;
use crate::common::ui::{all_texts, click, game, has_label, status_line};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::collections::{HashMap, VecDeque};
use trailpad::app::TrailpadApp;
use trailpad::games::tucana::record::TucanaLog;
use trailpad::games::tucana::rules::{DeckMode, TucanaGame};
use trailpad::games::tucana::sheet::{Card, Coord, Feature, Letter, Sheet, Sight};
use trailpad::i18n::{Language, Translator, capitalise};

/// The words one language uses on the play screen, written out here (not
/// taken from the catalogues) so the test reads what a player reads.
struct Words {
    /// Start of every hex label ("case (4,6) …").
    hex: &'static str,
    /// Prefix of the status message's label.
    status: &'static str,
    /// A card button's text, by card.
    card: fn(Card) -> &'static str,
    /// A sight's name, by sight.
    sight: fn(Sight) -> &'static str,
    /// "circled" and "open" in the pad's labels.
    circled: &'static str,
    open: &'static str,
    /// The pass button.
    pass: &'static str,
}

const FRENCH: Words = Words {
    hex: "case",
    status: "message : ",
    card: |c| match c {
        Card::Desert => "Désert (D)",
        Card::Forest => "Forêt (F)",
        Card::Mountain => "Montagne (M)",
        Card::Water => "Eau (W)",
        Card::Any => "Au choix (A)",
    },
    sight: |s| match s {
        Sight::Obelisk => "obélisque",
        Sight::Book => "livre",
        Sight::Toucan => "toucan",
        Sight::Yeti => "yéti",
        Sight::SeaMonster => "monstre marin",
    },
    circled: "entouré",
    open: "libre",
    pass: "Pas de segment ce tour",
};

const RUSSIAN: Words = Words {
    hex: "клетка",
    status: "сообщение: ",
    card: |c| match c {
        Card::Desert => "Пустыня (D)",
        Card::Forest => "Лес (F)",
        Card::Mountain => "Горы (M)",
        Card::Water => "Вода (W)",
        Card::Any => "Любой (A)",
    },
    sight: |s| match s {
        Sight::Obelisk => "обелиск",
        Sight::Book => "книга",
        Sight::Toucan => "тукан",
        Sight::Yeti => "йети",
        Sight::SeaMonster => "морское чудовище",
    },
    circled: "обведено",
    open: "не обведено",
    pass: "Без тропы в этом ходу",
};

/// Russian village letters, as the Russian rulebook prints them.
fn cyrillic(letter: Letter) -> char {
    ['А', 'Б', 'В', 'Г', 'Д'][letter.index()]
}

/// These two on Isla Petit, with real cards.
fn petit_two_players(names: [&str; 2]) -> TucanaLog {
    common::ui::petit_two_players(names, DeckMode::RealCards)
}

/// The app running this game in this language.
/// The app playing `log`, speaking `language`.
fn harness(log: TucanaLog, language: Language) -> Harness<'static, TrailpadApp> {
    common::ui::harness(TrailpadApp::with_game(log).with_language(language))
}

fn shown_seat(h: &Harness<'_, TrailpadApp>) -> u8 {
    h.state().play().expect("a game runs").state.seat
}

/// The status message, without its translated prefix.
fn status(h: &Harness<'_, TrailpadApp>, words: &Words) -> String {
    status_line(h, words.status)
}

/// Taps one hex, then the other, by their translated labels.
fn tap_trail(h: &mut Harness<'_, TrailpadApp>, words: &Words, from: Coord, to: Coord) {
    common::ui::tap_trail(h, words.hex, from, to);
}

/// Enters two cards by their translated buttons.
fn enter_cards(h: &mut Harness<'_, TrailpadApp>, words: &Words, cards: [Card; 2]) {
    for card in cards {
        click(h, (words.card)(card));
    }
    assert_eq!(game(h).turn_cards(), Some(cards));
}

/// Cards that allow the trail `a`-`b`, within what is left of the deck.
fn cards_for(game: &TucanaGame, a: Coord, b: Coord) -> [Card; 2] {
    let seen = game.cards_seen_this_round();
    let mut left = Card::ALL.map(|c| c.deck_count() - seen[c.index()]);
    let mut take = |c: Card| {
        let c = if left[c.index()] > 0 { c } else { Card::Any };
        left[c.index()] -= 1;
        c
    };
    [take(card_of(game.sheet(), a)), take(card_of(game.sheet(), b))]
}

/// Two cards still in the deck, varied from turn to turn.
fn some_cards(game: &TucanaGame, turn: usize) -> [Card; 2] {
    let seen = game.cards_seen_this_round();
    let mut picks = Vec::new();
    for card in Card::ALL.into_iter().cycle().skip(turn % 4) {
        let used = picks.iter().filter(|&&p| p == card).count() as u8;
        if seen[card.index()] + used < card.deck_count() {
            picks.push(card);
            if picks.len() == 2 {
                break;
            }
        }
    }
    [picks[0], picks[1]]
}

/// The shortest chain of neighbouring hexes from a sight to a village.
fn sight_to_village(sheet: &Sheet) -> Vec<Coord> {
    let feature = |c: Coord| sheet.hex_at(c).and_then(|h| sheet.hex(h).feature);
    let mut best: Option<Vec<Coord>> = None;
    for hex in sheet.hexes() {
        if !matches!(hex.feature, Some(Feature::Sight(_))) {
            continue;
        }
        let mut prev = HashMap::from([(hex.coord, hex.coord)]);
        let mut queue = VecDeque::from([hex.coord]);
        while let Some(at) = queue.pop_front() {
            if matches!(feature(at), Some(Feature::Village(_))) {
                let mut path = vec![at];
                while prev[path.last().unwrap()] != *path.last().unwrap() {
                    path.push(prev[path.last().unwrap()]);
                }
                if best.as_ref().is_none_or(|b| path.len() < b.len()) {
                    best = Some(path);
                }
                break;
            }
            for n in at.neighbours() {
                if sheet.hex_at(n).is_some() && !prev.contains_key(&n) {
                    prev.insert(n, at);
                    queue.push_back(n);
                }
            }
        }
    }
    best.expect("a sight can reach a village")
}

/// Whoever the screen shows draws their first legal trail (or passes),
/// until the turn is over.
fn finish_turn(h: &mut Harness<'_, TrailpadApp>, words: &Words) {
    while game(h).turn_cards().is_some() {
        if !game(h).unfinished_players().contains(&shown_seat(h)) {
            // The sheet just played stays in view until the table moves on.
            h.key_press(egui::Key::N);
            h.run();
        }
        let seat = shown_seat(h);
        assert!(game(h).unfinished_players().contains(&seat), "the screen shows a sheet still to play");
        match game(h).legal_trails(seat).iter().next() {
            Some(edge) => {
                let (a, b) = game(h).sheet().edge_coords(edge);
                tap_trail(h, words, a, b);
                assert!(game(h).player(seat).unwrap().drawn().contains(edge), "{}", status(h, words));
            }
            None => click(h, words.pass),
        }
    }
}

/// The pad's sight cells of the shown sheet read back as the engine has them.
fn assert_sight_cells_match_engine(h: &Harness<'_, TrailpadApp>, words: &Words, seat: u8) {
    let g = game(h);
    let card = g.score_card(g.player(seat).unwrap());
    for row in &card.sights {
        for (i, value) in row.values.iter().enumerate() {
            let state = if i < row.circled { words.circled } else { words.open };
            let plus = if value.bonus_trail { "+" } else { "" };
            let label = format!("{} {} {}{plus} {state}", card.name, (words.sight)(row.sight), value.points);
            assert!(has_label(h, &label), "missing on screen: {label}");
        }
    }
}

/// The Final Scoring Boxes on screen, read in the language, equal the
/// engine's `final_scoring_box` of every sheet, and the record replayed.
fn assert_final_boxes(h: &Harness<'_, TrailpadApp>, round: &str, unwritten: &str, rest: [&str; 3]) {
    let log = h.state().log().unwrap();
    let replayed = log.record().replay_on(log.game().sheet_arc().clone()).unwrap();
    for player in log.game().players() {
        let b = log.game().final_scoring_box(player);
        assert_eq!(b, replayed.final_scoring_box(replayed.player(player.seat).unwrap()));
        let name = &player.name;
        for (i, line) in b.round_lines.iter().enumerate() {
            let r = ["I", "II", "III"][i];
            let label = match line {
                Some(v) => format!("{name} {round} {r} {v}"),
                None => format!("{name} {round} {r} {unwritten}"),
            };
            assert!(has_label(h, &label), "missing on screen: {label}");
        }
        for (word, v) in rest.iter().zip([b.villages, b.bonus, b.total]) {
            let label = format!("{name} {word} {v}");
            assert!(has_label(h, &label), "missing on screen: {label}");
        }
    }
}

#[test]
fn a_few_turns_in_french() {
    let words = &FRENCH;
    let mut h = harness(petit_two_players(["Alice", "Bruno"]), Language::French);
    assert!(has_label(&h, "Isla Petit · Manche 1 sur 2 · tour 1 sur 13 · 27 cartes dans la pioche"));
    assert!(has_label(&h, "Feuille de score : Alice"));
    assert!(has_label(&h, "Score des Curiosités"));
    assert!(has_label(&h, "Alice curiosités jusqu'ici 0"));
    assert!(has_label(&h, "Révélez les deux cartes Terrain suivantes pour commencer le tour."));

    // Alice follows the shortest chain from a sight to a village; Bruno
    // draws whatever is first.
    let sheet = game(&h).sheet_arc().clone();
    let plan = sight_to_village(&sheet);
    for (turn, pair) in plan.windows(2).enumerate() {
        let (a, b) = (pair[0], pair[1]);
        let cards = cards_for(game(&h), a, b);
        click(&mut h, (words.card)(cards[0]));
        if turn == 0 {
            let name = (words.card)(cards[0]).split(" (").next().unwrap();
            let hint = format!("Première carte : {name}. Entrez maintenant la seconde.");
            assert_eq!(status(&h, words), hint);
        }
        click(&mut h, (words.card)(cards[1]));
        assert_eq!(game(&h).turn_cards(), Some(cards));
        if turn == 0 {
            let name = (words.card)(cards[0]).split(" (").next().unwrap();
            assert!(h.query_all_by_label(&format!("carte révélée {name}")).next().is_some());
        }
        assert_eq!(shown_seat(&h), 1, "Alice's sheet comes first");
        tap_trail(&mut h, words, a, b);
        if turn + 2 == plan.len() {
            // The last step reaches the village: the sight is circled.
            assert!(status(&h, words).starts_with("Alice : "), "{}", status(&h, words));
            assert!(status(&h, words).contains(" relié : "), "{}", status(&h, words));
        }
        assert!(has_label(&h, "feuille Alice a joué"), "Alice's tab says she played");
        assert!(has_label(&h, "Feuille de score : Alice"), "Alice still sees her sheet");
        h.key_press(egui::Key::N);
        h.run();
        assert!(has_label(&h, "Feuille de score : Bruno"), "N moved on to Bruno");
        if turn == 0 {
            // A trail the cards do not allow is refused, in French.
            let g = game(&h);
            let legal = g.legal_trails(2);
            let bad = (0..g.sheet().edges().len()).find(|e| !legal.contains(*e)).unwrap();
            let (x, y) = g.sheet().edge_coords(bad);
            let refusal = g
                .check(&trailpad::games::tucana::rules::Action::Trail { seat: 2, from: x, to: y })
                .unwrap_err();
            let fr = Translator::new(Language::French);
            let named = capitalise(&fr.refusal_in(g, &refusal));
            assert!(named.starts_with("Bruno ne peut pas tracer de segment entre "), "{named}");
            assert!(
                named.contains(" : ces cases sont ") && named.contains("mais les cartes sont"),
                "{named}"
            );
            assert!(!named.contains(&x.to_string()), "{named}");
            tap_trail(&mut h, words, x, y);
            let shown = status(&h, words);
            assert!(shown.contains(&named), "{shown} vs {named}");
        }
        finish_turn(&mut h, words);
    }
    // Two more turns for everybody.
    for turn in 0..2 {
        let cards = some_cards(game(&h), turn);
        enter_cards(&mut h, words, cards);
        finish_turn(&mut h, words);
    }
    let turns = plan.len() + 1;
    let left = 27 - 2 * turns;
    let line =
        format!("Isla Petit · Manche 1 sur 2 · tour {} sur 13 · {left} cartes dans la pioche", turns + 1);
    assert!(has_label(&h, &line), "missing: {line}");

    // Alice's pad, read in French, is the engine's.
    click(&mut h, "feuille Alice en attente");
    let circled = game(&h).sight_sum_now(game(&h).player(1).unwrap());
    assert!(circled > 0, "a sight is circled");
    assert!(has_label(&h, &format!("Alice curiosités jusqu'ici {circled}")));
    assert_sight_cells_match_engine(&h, words, 1);

    // Undo and redo by their French buttons.
    click(&mut h, "Annuler");
    assert!(status(&h, words).starts_with("Annulé : "), "{}", status(&h, words));
    click(&mut h, "Rétablir");
    assert!(status(&h, words).starts_with("Rétabli : "), "{}", status(&h, words));

    click(&mut h, "Tous les scores");
    assert!(has_label(&h, "Scores actuels (manche 1)"));
    assert_final_boxes(&h, "manche", "pas encore notée", ["villages", "bonus", "total"]);
    click(&mut h, "Retour à la carte");
    assert!(h.query_by_label("Scores actuels (manche 1)").is_none());
}

#[test]
fn a_whole_round_in_russian() {
    let words = &RUSSIAN;
    let mut h = harness(petit_two_players(["Аня", "Борис"]), Language::Russian);
    assert!(has_label(&h, "Малый остров · Раунд 1 из 2 · ход 1 из 13 · в колоде 27 карт"));
    assert!(has_label(&h, "Поле игрока Аня"));

    // Village letters are Cyrillic on the map, in the village box and on
    // the bonus cards.
    let texts = all_texts(&h);
    let mut villages: Vec<&String> =
        texts.iter().filter(|t| t.starts_with("клетка ") && t.contains(" деревня ")).collect();
    villages.dedup();
    assert_eq!(villages.len(), 10, "ten villages on the map: {villages:?}");
    for t in &villages {
        let letter = t.chars().last().unwrap();
        assert!("АБВГД".contains(letter), "a Russian letter: {t}");
    }
    let g = game(&h);
    let player = g.player(1).unwrap();
    for field in &g.score_card(player).villages {
        let label = format!("Аня деревни {} {} не обведено", cyrillic(field.letter), field.points);
        assert!(has_label(&h, &label), "missing: {label}");
        assert!(has_label(&h, &format!("{0}–{0}", cyrillic(field.letter))));
    }
    for (letter, stack) in Letter::ALL.into_iter().zip(g.blue_stacks()) {
        let top = stack.last().unwrap().points;
        assert!(has_label(&h, &format!("голубая {0}–{0}: {top}", cyrillic(letter))));
    }

    // Thirteen turns by the Russian card buttons and hex labels.
    for turn in 0..13 {
        let cards = some_cards(game(&h), turn);
        enter_cards(&mut h, words, cards);
        if turn == 0 {
            let line = "Малый остров · Раунд 1 из 2 · ход 1 из 13 · в колоде 25 карт";
            assert!(has_label(&h, line));
            let chip = format!("открытая карта {}", (words.card)(cards[0]).split(" (").next().unwrap());
            assert!(h.query_all_by_label_contains(&chip).next().is_some(), "{chip}");
            assert!(h.query_all_by_label_contains("Аня: нарисуйте тропу между").next().is_some());
        }
        finish_turn(&mut h, words);
        if turn == 0 {
            assert!(has_label(&h, "Малый остров · Раунд 1 из 2 · ход 2 из 13 · в колоде 25 карт"));
            let trails = h.query_all_by_label_contains("тропа (").count();
            assert!(trails >= 1, "the drawn trail is named in Russian");
        }
    }
    assert_eq!(game(&h).round(), 2);
    assert!(has_label(&h, "Раунд 1 окончен"), "the round summary is shown");
    assert!(all_texts(&h).iter().any(|t| t.contains("Раунд 1 окончен: очки за достопримечательности")));
    assert_final_boxes(&h, "раунд", "ещё не записан", ["деревни", "бонусы", "итого"]);
    click(&mut h, "Начать следующий раунд");
    assert!(has_label(&h, "Малый остров · Раунд 2 из 2 · ход 1 из 13 · в колоде 27 карт"));
}

/// English words the play screen used to show; none may be left.
const ENGLISH: [&str; 24] = [
    "Round", "round", "turn", "Undo", "Redo", "sheet", "Sight", "Sights", "Villages", "Bonus", "Total",
    "Scoring", "hex", "trail", "card", "cards", "deck", "draw", "status", "circled", "open", "Map", "scores",
    "village",
];

/// Latin words of two letters or more (a key name like "(D)" is one
/// letter; round numerals "II", "III" are printed on the Russian pad too).
fn latin_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 2 && !w.chars().all(|c| "IVX".contains(c)))
        .map(str::to_string)
        .collect()
}

#[test]
fn no_english_word_is_left_on_the_russian_play_screen() {
    let words = &RUSSIAN;
    let mut h = harness(petit_two_players(["Аня", "Борис"]), Language::Russian);
    let mut seen = all_texts(&h);
    click(&mut h, (words.card)(Card::Desert));
    seen.extend(all_texts(&h));
    click(&mut h, (words.card)(Card::Forest));
    seen.extend(all_texts(&h));
    // A refused trail puts a refusal on the status line.
    let g = game(&h);
    let legal = g.legal_trails(1);
    let bad = (0..g.sheet().edges().len()).find(|e| !legal.contains(*e)).unwrap();
    let (x, y) = g.sheet().edge_coords(bad);
    tap_trail(&mut h, words, x, y);
    seen.extend(all_texts(&h));
    finish_turn(&mut h, words);
    seen.extend(all_texts(&h));
    click(&mut h, "Отменить");
    seen.extend(all_texts(&h));
    click(&mut h, "Все очки");
    seen.extend(all_texts(&h));
    assert!(seen.iter().any(|t| t.contains("Итого")), "the scores were seen");
    assert!(seen.len() > 200, "the screen was read: {}", seen.len());
    for text in &seen {
        // Key caps are printed in Latin letters on Russian keyboards too.
        let latin: Vec<String> = latin_words(text)
            .into_iter()
            .filter(|w| !["Enter", "Esc", "Ctrl", "Shift"].contains(&w.as_str()))
            .collect();
        assert!(latin.is_empty(), "English left in {text:?}: {latin:?}");
        for word in ENGLISH {
            assert!(!text.contains(word), "{word:?} in {text:?}");
        }
    }
}

#[test]
fn no_english_ui_word_is_left_on_the_french_play_screen() {
    let words = &FRENCH;
    let mut h = harness(petit_two_players(["Alice", "Bruno"]), Language::French);
    let mut seen = all_texts(&h);
    enter_cards(&mut h, words, [Card::Mountain, Card::Water]);
    seen.extend(all_texts(&h));
    finish_turn(&mut h, words);
    seen.extend(all_texts(&h));
    click(&mut h, "Tous les scores");
    seen.extend(all_texts(&h));
    // French shares "Bonus", "Total" and "Villages" with English; these
    // are English only.
    let english = [
        "Round", "round", "turn", "Undo", "Redo", "sheet", "Sight", "Scoring", "hex", "trail", "card",
        "deck", "draw", "status", "circled", "open", "Map", "left", "the ",
    ];
    for text in &seen {
        for word in english {
            assert!(!text.contains(word), "{word:?} in {text:?}");
        }
    }
}

#[test]
fn the_message_line_speaks_the_language_just_chosen() {
    use trailpad::ui::settings_menu::SettingsIntent;
    // A game's first words are English; after French is chosen the line
    // says so in French (the English words stood there until the next).
    let mut h = harness(petit_two_players(["Ann", "Bob"]), Language::English);
    let before = h.state().message().map(|m| m.text.clone());
    h.state_mut().apply(trailpad::app::Intent::Settings(SettingsIntent::SetLanguage(Language::French)));
    h.run();
    let said = h.state().message().map(|m| m.text.clone());
    assert_eq!(said.as_deref(), Some("Langue : Français"), "before: {before:?}");
    assert!(all_texts(&h).iter().any(|t| t == "Langue : Français"), "on screen: {:?}", all_texts(&h));
}
