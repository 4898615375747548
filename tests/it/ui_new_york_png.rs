//! "Export PNG…" on the New York screen: the file dialog it opens writes
//! the library's picture of the table, in the UI's language, and refuses a
//! folder as the file.

use crate::common;

use crate::common::ui::{choose_file_in, harness, message};
use egui_kittest::kittest::Queryable;
use std::path::Path;
use trailpad::app::TrailpadApp;
use trailpad::games::new_york::{NewYorkLog, NewYorkMap, NewYorkRecord};
use trailpad::i18n::Language;
use trailpad::picture::{PngOptions, new_york_png};

fn three_player_log() -> NewYorkLog {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/new-york/three-player.ron");
    let record = NewYorkRecord::from_ron(&std::fs::read_to_string(path).expect("read")).expect("parse");
    NewYorkLog::start(NewYorkMap::builtin(), record).expect("legal")
}

#[test]
fn export_png_saves_the_tables_picture_in_the_ui_language() {
    let dir = common::fresh_dir("ui-ny-png");
    for (language, button, field, save, name) in [
        (Language::English, "Export PNG…", "File", "Save", "table-en.png"),
        (Language::Russian, "Экспорт PNG…", "Файл", "Сохранить", "table-ru.png"),
    ] {
        let log = three_player_log();
        let game = log.game().clone();
        let mut h = harness(TrailpadApp::with_new_york(log).with_language(language));
        h.get_by_label(button).click();
        h.run();
        let target = dir.join(name);
        choose_file_in(&mut h, field, &target, save);
        let bytes = std::fs::read(&target).expect("the picture was written");
        let options = PngOptions { language, ..PngOptions::default() };
        // The example's last round is reached but nobody ended the game in
        // the app: "in progress", until "End the game".
        assert!(!game.is_over());
        let expected = new_york_png(&game, false, &options).expect("export");
        assert!(bytes == expected, "{language:?}: the picture is the table in progress");
        assert!(message(&h).contains(&target.display().to_string()), "{}", message(&h));
        // Nothing was entered by exporting.
        assert_eq!(h.state().new_york_log().expect("still New York").game(), &game);
    }
    let (en, ru) = (std::fs::read(dir.join("table-en.png")), std::fs::read(dir.join("table-ru.png")));
    assert_ne!(en.expect("en"), ru.expect("ru"), "the title is in each language");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn export_png_refuses_a_folder_and_keeps_the_dialog_open() {
    let dir = common::fresh_dir("ui-ny-png-folder");
    let mut h = harness(TrailpadApp::with_new_york(three_player_log()));
    h.get_by_label("Export PNG…").click();
    h.run();
    choose_file_in(&mut h, "File", &dir, "Save");
    assert!(h.query_by_label("error: Type a file name.").is_some(), "the reason is shown");
    assert!(h.query_by_label("Save").is_some(), "the dialog stays open");
    assert_eq!(std::fs::read_dir(&dir).expect("list").count(), 0, "nothing written");
    let _ = std::fs::remove_dir_all(&dir);
}
