//! The new game wizard in French and Russian, driven only by the labels a
//! person (or a screen reader) finds there: a table set up by its French or
//! Russian names, a set-up card typed in Cyrillic letters, translated errors
//! that say what to fix, and no English word left on the Russian screen.
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common;

use crate::common::ui::{all_texts, click, harness, has_label};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::sync::Arc;
use trailpad::app::TrailpadApp;
use trailpad::games::tucana::record::TucanaLog;
use trailpad::games::tucana::rules::setup_cards::{SETUP_CARDS, letters_to_string};
use trailpad::games::tucana::rules::{DeckMode, Setup, SetupCard};
use trailpad::games::tucana::sheet::{Sight, builtin_sheet, builtin_sheets};
use trailpad::i18n::{Language, Translator};
use trailpad::ui::tucana::form::TucanaForm;
use trailpad::ui::wizard::is_default_name;

/// Replaces the text of the field named `label`.
fn type_into(h: &mut Harness<'_, TrailpadApp>, label: &str, text: &str) {
    h.get_by_label(label).focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_by_label(label).type_text(text);
    h.run();
}

/// The text in the field (or the choice of the list) named `label`.
fn field(h: &Harness<'_, TrailpadApp>, label: &str) -> String {
    h.get_by_label(label).accesskit_node().value().unwrap_or_default().to_string()
}

fn setup(h: &Harness<'_, TrailpadApp>) -> Setup {
    h.state().log().expect("the game started").game().setup().clone()
}

#[test]
fn a_three_player_game_is_set_up_in_french() {
    let mut h = harness(TrailpadApp::new().with_language(Language::French));
    assert!(has_label(&h, "Nouvelle partie"));
    assert!(has_label(&h, "Île"));
    assert!(has_label(&h, "Joueurs à la table"));
    assert!(has_label(&h, "place 1 (Maire)"));
    assert_eq!(field(&h, "nom à la place 2"), "Joueur 2", "the default names are French");
    assert_eq!(field(&h, "carte Mise en place"), "CEBAEDCDAB", "the picked card shows its letters");

    click(&mut h, "3");
    for (seat, name) in [(1, "Amélie"), (2, "Bruno"), (3, "Chloé")] {
        type_into(&mut h, &format!("nom à la place {seat}"), name);
    }
    click(&mut h, "Isla Grande");

    // Letters typed wrong are explained at once, in French.
    click(&mut h, "saisir ses lettres");
    type_into(&mut h, "lettres de la carte Mise en place", "DCEAB");
    assert!(has_label(&h, "une carte Mise en place porte 10 lettres, pas 5"));
    type_into(&mut h, "lettres de la carte Mise en place", "DCEABBACDA");
    assert!(has_label(
        &h,
        "chaque lettre figure deux fois sur une carte Mise en place, mais A figure 3 fois"
    ));
    // Ten good letters that are on no printed card are refused, in words.
    type_into(&mut h, "lettres de la carte Mise en place", "DCEABBACDE");
    let not_printed = "ces lettres ne figurent sur aucune des 13 cartes Mise en place, \
                       lues dans le sens horaire à partir de n'importe quelle lettre";
    assert!(has_label(&h, not_printed));
    // Card 4 (EBDBACAECD) read from its fifth letter is card 4.
    type_into(&mut h, "lettres de la carte Mise en place", "ACAECDEBDB");
    assert!(!has_label(&h, not_printed));
    assert!(has_label(
        &h,
        "une carte imprimée, saisie à partir d'une autre lettre : depuis le haut, elle se lit EBDBACAECD"
    ));

    click(&mut h, "le Maire annonce");
    click(&mut h, "Sens antihoraire");

    // The Special Bonus with two red cards where a table of three reveals one.
    click(&mut h, "choisir les cartes Bonus Rouges");
    assert!(has_label(&h, "1 carte :"));
    click(&mut h, "yéti");
    click(&mut h, "livre");
    click(&mut h, "la pioche de l'application");
    click(&mut h, "Commencer la partie");
    assert!(h.state().log().is_none(), "no game with two red cards");
    assert!(has_label(&h, "Bonus spécial : choisissez 1 carte Bonus Rouge (2 choisies)"));

    click(&mut h, "livre");
    click(&mut h, "Commencer la partie");
    let s = setup(&h);
    assert_eq!(s.sheet, "isla-grande");
    assert_eq!(s.table_size, 3);
    let players: Vec<(u8, &str)> = s.players.iter().map(|p| (p.seat, p.name.as_str())).collect();
    assert_eq!(players, vec![(1, "Amélie"), (2, "Bruno"), (3, "Chloé")]);
    assert_eq!(s.setup_card, SetupCard::Letters("EBDBACAECD".into()), "card 4 from its start letter");
    assert_eq!(s.start_village, Some(1));
    assert!(s.counter_clockwise);
    assert!(!s.symmetry);
    assert_eq!(s.red_cards, vec![Sight::Yeti]);
    assert!(matches!(s.deck, DeckMode::AppDeck { .. }));
    assert_eq!(
        h.state().message().map(|m| m.text.as_str()),
        Some("Nouvelle partie sur Isla Grande. Bonne chance !")
    );
}

#[test]
fn a_three_player_game_is_set_up_in_russian_with_a_cyrillic_card() {
    let mut h = harness(TrailpadApp::new().with_language(Language::Russian));
    assert!(has_label(&h, "Новая партия"));
    assert!(has_label(&h, "место 1 (мэр)"));
    assert_eq!(field(&h, "имя на месте 1"), "Игрок 1", "the default names are Russian");
    // Card 1 (CEBAEDCDAB) as the Russian edition prints it.
    assert_eq!(field(&h, "карта сценария"), "ВДБАДГВГАБ");

    click(&mut h, "3");
    click(&mut h, "Большой остров");
    type_into(&mut h, "имя на месте 1", "Аня");
    type_into(&mut h, "имя на месте 3", "Вера");
    // Seat 2 plays on paper.
    click(&mut h, "место 2 на бумаге");

    click(&mut h, "ввести её буквы");
    type_into(&mut h, "буквы карты сценария", "ВДБАДГВГ");
    assert!(has_label(&h, "на карте сценария 10 букв, а не 8"));
    type_into(&mut h, "буквы карты сценария", "ВДБАДГВГАБ");
    assert!(has_label(&h, "карта подходит"));

    click(&mut h, "Против часовой стрелки");
    h.get_by_label_contains("Симметрия").click();
    h.run();

    // The Special Bonus without its red card: the error says what to do.
    click(&mut h, "выбрать красные карты");
    assert!(has_label(&h, "1 карта:"));
    click(&mut h, "Начать партию");
    assert!(h.state().log().is_none(), "no game without the red card");
    assert!(has_label(&h, "Специальный бонус: выберите 1 красную карту (выбрано: 0)"));
    click(&mut h, "морское чудовище");
    click(&mut h, "тукан");
    click(&mut h, "Начать партию");
    assert!(has_label(&h, "Специальный бонус: выберите 1 красную карту (выбрано: 2)"));
    click(&mut h, "тукан");
    click(&mut h, "Начать партию");

    let s = setup(&h);
    assert_eq!(s.sheet, "isla-grande");
    assert_eq!(s.table_size, 3);
    let players: Vec<(u8, &str)> = s.players.iter().map(|p| (p.seat, p.name.as_str())).collect();
    assert_eq!(players, vec![(1, "Аня"), (3, "Вера")]);
    assert_eq!(s.setup_card, SetupCard::Letters("ВДБАДГВГАБ".into()));
    assert_eq!(letters_to_string(&s.card_letters().unwrap()), SETUP_CARDS[0], "the Cyrillic card is card 1");
    assert_eq!(s.start_village, None);
    assert!(s.counter_clockwise && s.symmetry);
    assert_eq!(s.red_cards, vec![Sight::SeaMonster]);
    assert_eq!(s.deck, DeckMode::RealCards);
    assert!(has_label(&h, "Большой остров · Раунд 1 из 3 · ход 1 из 13 · в колоде 27 карт"));
}

#[test]
fn the_table_size_and_name_errors_speak_russian() {
    let mut h = harness(TrailpadApp::new().with_language(Language::Russian));
    click(&mut h, "6");
    click(&mut h, "выбрать красные карты");
    assert!(has_label(&h, "2 карты:"), "a table of six reveals two red cards");
    click(&mut h, "вытянет приложение");
    assert!(has_label(&h, "2 красных бонусных карты вытягиваются в начале партии"));
    // Two players with one name: the engine's refusal, in Russian.
    type_into(&mut h, "имя на месте 2", "Игрок 1");
    click(&mut h, "Начать партию");
    assert!(h.state().log().is_none());
    assert!(has_label(&h, "Двух игроков зовут Игрок 1; имена должны различаться"));
    type_into(&mut h, "имя на месте 2", "  ");
    click(&mut h, "Начать партию");
    assert!(has_label(&h, "У игрока на месте 2 нет имени"));
}

/// Latin words of two letters or more; the app's name and the languages'
/// own names (in the Settings menu) stay as they are.
fn latin_words(text: &str) -> Vec<String> {
    if Language::ALL.iter().any(|l| l.native_name() == text) {
        return Vec::new();
    }
    // The Russian edition of Ticket to Ride prints its title in Latin letters.
    text.replace("Ticket to Ride: Нью-Йорк", "")
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 2 && *w != "Trailpad")
        .map(str::to_string)
        .collect()
}

fn petit_game() -> TucanaLog {
    let sheet = Arc::new(builtin_sheet("isla-petit").unwrap());
    let setup = Setup::app_deck_table("isla-petit", 2, &["Аня".into(), "Борис".into()], 7);
    TucanaLog::new(sheet, setup).unwrap()
}

#[test]
fn no_english_word_is_left_on_the_russian_wizard() {
    // A running game (so the wizard offers the way back) and names
    // remembered from earlier games.
    let dir = common::fresh_dir("wizard-ru");
    let path = dir.join("settings.ron");
    let mut settings = trailpad::store::Settings::default();
    settings.remember_names(["Аня", "Борис"]);
    settings.save(&path).unwrap();
    let app = TrailpadApp::with_game(petit_game()).with_settings(path).with_language(Language::Russian);
    let mut h = harness(app);
    click(&mut h, "Партия");
    click(&mut h, "Новая или сохранённая партия…");
    assert!(has_label(&h, "Вернуться к партии"));
    assert!(has_label(&h, "Имена из прошлых партий:"));

    let mut seen = all_texts(&h);
    let mut look = |h: &mut Harness<'_, TrailpadApp>, label: &str| {
        h.get_by_label(label).click();
        h.run();
        seen.extend(all_texts(h));
    };
    look(&mut h, "карта сценария"); // the list of the 13 cards
    look(&mut h, "БДГВБАГДВА"); // card 5
    look(&mut h, "ввести её буквы");
    type_into(&mut h, "буквы карты сценария", "ВДБ");
    look(&mut h, "Начать партию"); // refused: the letters
    type_into(&mut h, "буквы карты сценария", "ВДБАДГВГАЯ");
    look(&mut h, "Начать партию");
    type_into(&mut h, "буквы карты сценария", "ВДБАДГВГБА"); // on no card
    look(&mut h, "Начать партию");
    type_into(&mut h, "буквы карты сценария", "АБВДБАДГВГ"); // card 1 from its ninth letter
    look(&mut h, "буквы карты сценария");
    type_into(&mut h, "буквы карты сценария", "ВДБАДГВГАБ");
    look(&mut h, "пусть вытянет приложение");
    look(&mut h, "деревню называет мэр");
    look(&mut h, "выбирает приложение");
    look(&mut h, "Против часовой стрелки");
    look(&mut h, "выбрать красные карты");
    look(&mut h, "Начать партию"); // refused: no red card
    look(&mut h, "вытянет приложение");
    look(&mut h, "колода приложения");
    look(&mut h, "5");
    look(&mut h, "Аня");
    look(&mut h, "Настройки");

    let texts = seen.join("\n");
    for expected in [
        "БДГВБАГДВА",
        "Карта сценария: таких букв нет ни на одной из 13 карт сценария, с какой буквы ни читай по часовой стрелке",
        "такая карта есть, но набрана не с верхней буквы: с верхней она читается ВДБАДГВГАБ",
        "«Я» — не буква деревни (А, Б, В, Г, Д)",
        "Карта сценария: на карте сценария 10 букв, а не 3",
        "деревня 1",
        "Специальный бонус: выберите 1 красную карту (выбрано: 0)",
        "2 красных бонусных карты вытягиваются в начале партии",
        "Малый остров",
    ] {
        assert!(texts.contains(expected), "not seen: {expected}");
    }
    assert!(seen.len() > 300, "the screen was read: {}", seen.len());
    for text in &seen {
        let latin = latin_words(text);
        assert!(latin.is_empty(), "English left in {text:?}: {latin:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_known_name_replaces_a_default_name_of_any_language() {
    let sheets: Vec<_> = builtin_sheets().into_iter().map(Arc::new).collect();
    for language in [Language::French, Language::Russian] {
        let t = Translator::shared(language);
        let mut w = TucanaForm::new(sheets.clone());
        w.table_size = 4;
        w.localise_default_names(&t);
        assert_eq!(w.seats[1].name, t.default_player(2));
        w.seats[0].name = "Ann".into();
        w.fill_known_name("Bob");
        assert_eq!(w.seats[1].name, "Bob", "{language:?}: the first default name is replaced");
        // A default name in another language is still a default name.
        w.seats[2].name = "Player 3".into();
        w.fill_known_name("Cleo");
        assert_eq!(w.seats[2].name, "Cleo");
        // A typed name, even one that looks like a default, stays.
        w.seats[3].name = "Игрок 1".into();
        w.fill_known_name("Dan");
        assert_eq!(w.seats[3].name, "Игрок 1", "{language:?}: another seat's default is a typed name");
        assert_eq!(
            w.seats.iter().take(4).map(|s| s.name.as_str()).collect::<Vec<_>>(),
            ["Ann", "Bob", "Cleo", "Игрок 1"]
        );
    }
    for (name, seat) in [("Player 2", 2), ("Joueur 2", 2), ("Игрок 2", 2), (" Joueur 7 ", 7)] {
        assert!(is_default_name(name, seat), "{name}");
    }
    for (name, seat) in [("Joueur 2", 3), ("Игрок", 1), ("Zoé", 1), ("Joueur 2 bis", 2)] {
        assert!(!is_default_name(name, seat), "{name}");
    }
}

#[test]
fn default_names_follow_a_language_switch_but_typed_names_stay() {
    let mut h = harness(TrailpadApp::new());
    assert_eq!(field(&h, "name in seat 2"), "Player 2");
    type_into(&mut h, "name in seat 1", "Zoé");
    click(&mut h, "Settings");
    click(&mut h, "Français");
    assert_eq!(field(&h, "nom à la place 1"), "Zoé");
    assert_eq!(field(&h, "nom à la place 2"), "Joueur 2");
    click(&mut h, "Réglages");
    click(&mut h, "Русский");
    assert_eq!(field(&h, "имя на месте 1"), "Zoé");
    assert_eq!(field(&h, "имя на месте 2"), "Игрок 2");
    // The quick solo game keeps the typed name.
    click(&mut h, "Одиночная игра: Малый остров — начать сейчас");
    let s = setup(&h);
    assert_eq!(s.players[0].name, "Zoé");
    assert_eq!(s.table_size, 1);
}
