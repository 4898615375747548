//! The start screen's new-game form fits the window (issue 18, item 15):
//! beside the list of unfinished games, every name field is whole (not cut
//! by the form's edge nor hidden under its bottom bar) and "Start the game"
//! is in the window, for both games, every table size, every supported
//! window size and every language.

use crate::common;
use crate::common::ui::harness_sized;
use egui::{Pos2, Rect, Vec2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use trailpad::app::TrailpadApp;
use trailpad::i18n::{Language, Translator};
use trailpad::store::DataDir;

const SIZES: [Vec2; 4] = [vec2(800.0, 600.0), vec2(1024.0, 600.0), vec2(1280.0, 800.0), vec2(800.0, 1280.0)];

/// The inner margin of the form's panel: what lies in it is cut.
const PANEL_MARGIN: f32 = 8.0;

fn rect_of(h: &Harness<'_, TrailpadApp>, label: &str, what: &str) -> Rect {
    let found = h.query_all_by_label(label).next();
    found.map(|n| n.rect()).unwrap_or_else(|| panic!("{what}: no widget labelled {label:?}"))
}

/// Asserts "Start the game" is in the window and every field in `names`
/// lies whole inside the form, above the Start button's bar.
fn assert_form_fits(h: &Harness<'_, TrailpadApp>, t: &Translator, size: Vec2, names: &[String], what: &str) {
    let window = Rect::from_min_size(Pos2::ZERO, size);
    let start = rect_of(h, &t.text("wizard-start"), what);
    assert!(window.contains_rect(start), "{what}: Start at {start:?} is outside {window:?}");
    let form = Rect::from_min_max(Pos2::ZERO, Pos2::new(size.x - PANEL_MARGIN, start.top()));
    for name in names {
        let field = rect_of(h, name, what);
        assert!(form.contains_rect(field), "{what}: {name:?} at {field:?} is not whole inside {form:?}");
    }
}

#[test]
fn every_name_field_and_start_are_in_the_window_at_every_size_and_language() {
    let dir = common::fresh_dir("start-layout");
    for language in Language::ALL {
        let t = Translator::shared(language);
        for size in SIZES {
            let app = TrailpadApp::new().with_store(DataDir::at(&dir)).with_language(language);
            let mut h = harness_sized(app, size);
            assert!(
                h.query_by_label(&t.text("games-none")).is_some(),
                "the list of unfinished games is beside the form"
            );
            for players in 2..=8u8 {
                let what = format!("Tucana, {players} players, {language:?} at {}×{}", size.x, size.y);
                h.get_by_label(&players.to_string()).click();
                h.run();
                let names: Vec<String> = (1..=players)
                    .map(|seat| t.format("wizard-name-label", &[("seat", i64::from(seat).into())]))
                    .collect();
                assert_form_fits(&h, &t, size, &names, &what);
            }
            h.get_by_label(&t.new_york_game_name()).click();
            h.run();
            for players in 2..=4u8 {
                let what = format!("New York, {players} players, {language:?} at {}×{}", size.x, size.y);
                h.get_by_label(&t.format("ny-wizard-count", &[("count", i64::from(players).into())])).click();
                h.run();
                let names: Vec<String> = (1..=players)
                    .map(|n| t.format("ny-wizard-name-label", &[("player", i64::from(n).into())]))
                    .collect();
                assert_form_fits(&h, &t, size, &names, &what);
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_app_built_from_the_read_library_offers_the_same_islands() {
    // The start-up path hands over the library read ahead (embedded and user
    // islands) instead of reading the embedded islands a second time.
    let library = trailpad::store::load_user_sheets(None);
    let ids: Vec<String> = library.sheets.iter().map(|s| s.id().to_string()).collect();
    let h = common::ui::harness(TrailpadApp::from_library(library));
    for island in ["Isla Petit", "Isla Grande"] {
        assert!(h.query_by_label(island).is_some(), "{island} is offered");
    }
    assert_eq!(ids, ["isla-petit", "isla-grande"]);
}

/// Names of a long player list: long and short, Latin and Cyrillic.
const KNOWN: [&str; 10] = [
    "Alexandrina Wolkonskaya",
    "Зинаида Петровна",
    "Jean-Baptiste",
    "Bo",
    "Maximilian von Habsburg",
    "Аня",
    "Zoé",
    "Christopher Columbus",
    "Екатерина Великая",
    "Li",
];

/// Asserts every chip of `KNOWN` shown lies inside the form's width (the
/// chips wrap, never run off the edge) and every name field is whole.
fn assert_chips_fit(h: &Harness<'_, TrailpadApp>, t: &Translator, size: Vec2, names: &[String], what: &str) {
    assert_form_fits(h, t, size, names, what);
    let right = size.x - PANEL_MARGIN;
    let mut shown = 0;
    for chip in KNOWN {
        for node in h.query_all_by_label(chip) {
            shown += 1;
            let r = node.rect();
            assert!(r.right() <= right, "{what}: the chip {chip:?} ends at {} beyond {right}", r.right());
        }
    }
    assert!(shown > 0, "{what}: names used before are offered");
}

#[test]
fn the_names_used_before_and_the_paper_toggles_fit_at_every_size_and_language() {
    let dir = common::fresh_dir("start-layout-chips");
    let mut list = trailpad::games::players::PlayerList::default();
    for (i, name) in KNOWN.iter().enumerate() {
        list.record_game([(*name, None)], 1_000 + i as u64);
    }
    trailpad::store::save_players(&list, &DataDir::at(&dir).players()).expect("the list is written");
    for language in Language::ALL {
        let t = Translator::shared(language);
        for size in SIZES {
            let app = TrailpadApp::new().with_store(DataDir::at(&dir)).with_language(language);
            let mut h = harness_sized(app, size);
            for players in [2u8, 8] {
                let what = format!("Tucana, {players} players, {language:?} at {}×{}", size.x, size.y);
                h.get_by_label(&players.to_string()).click();
                h.run();
                let seat = |s: u8| [("seat", i64::from(s).into())];
                let names: Vec<String> =
                    (1..=players).map(|s| t.format("wizard-name-label", &seat(s))).collect();
                assert_chips_fit(&h, &t, size, &names, &what);
                for s in 1..=players {
                    let toggle = rect_of(&h, &t.format("wizard-on-paper-label", &seat(s)), &what);
                    assert!(
                        toggle.right() <= size.x - PANEL_MARGIN,
                        "{what}: seat {s}'s on-paper toggle is cut"
                    );
                }
            }
            h.get_by_label(&t.new_york_game_name()).click();
            h.run();
            for players in [2u8, 4] {
                let what = format!("New York, {players} players, {language:?} at {}×{}", size.x, size.y);
                h.get_by_label(&t.format("ny-wizard-count", &[("count", i64::from(players).into())])).click();
                h.run();
                let names: Vec<String> = (1..=players)
                    .map(|n| t.format("ny-wizard-name-label", &[("player", i64::from(n).into())]))
                    .collect();
                assert_chips_fit(&h, &t, size, &names, &what);
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A tablet held upright (800×1280): the unfinished games and the
/// history's buttons above the new-game form, whole, and the form full
/// width, its name fields wide enough for a name (issue 30: two columns
/// left them ~65 points wide).
#[test]
fn a_portrait_tablet_puts_the_games_above_a_full_width_form() {
    let dir = common::fresh_dir("start-portrait");
    let mut record = trailpad::games::tucana::record::TucanaRecord::from_ron(include_str!(
        "../../examples/two-player-isla-petit.ron"
    ))
    .expect("the example reads");
    record.actions.truncate(10);
    let store = trailpad::store::GameStore::new(DataDir::at(&dir));
    for _ in 0..2 {
        store.keep_imported_game(&record, false, std::time::SystemTime::now()).expect("kept");
    }
    for language in Language::ALL {
        let t = Translator::shared(language);
        let app = TrailpadApp::new().with_store(DataDir::at(&dir)).with_language(language);
        let mut h = harness_sized(app, vec2(800.0, 1280.0));
        h.get_by_label("4").click();
        h.run();
        let form = rect_of(&h, &t.text("wizard-heading"), "the form's heading");
        for label in [t.text("games-history"), t.text("games-import")] {
            let button = rect_of(&h, &label, "a button of the games");
            assert!(
                button.bottom() < form.top(),
                "{language:?}: {label:?} at {button:?} above the form at {form:?}"
            );
        }
        let resume = t.format("games-resume-label", &[("game", "".into())]);
        let resumes: Vec<Rect> = h
            .query_all_by_label_contains(resume.trim())
            .map(|n| n.rect())
            .filter(|r| r.top() > 30.0)
            .collect();
        assert_eq!(resumes.len(), 2, "{language:?}: both games to resume are shown");
        for button in resumes {
            assert!(button.bottom() < form.top(), "{language:?}: Resume at {button:?} above the form");
        }
        for seat in 1..=4_i64 {
            let name = t.format("wizard-name-label", &[("seat", seat.into())]);
            let field = rect_of(&h, &name, "a name field");
            assert!(field.width() >= 150.0, "{language:?}: {name:?} is {} points wide", field.width());
            assert!(field.top() > form.top(), "{language:?}: {name:?} in the form");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
