//! Issue 19, two layout nits: on the start form, each seat's "on paper"
//! checkbox stands apart from its name field by the form's own spacing;
//! on the final scores of four players, the BG Stats window hides none of
//! the scores, the place and note, the buttons or the "Review …" row (it
//! opens over the sheet's column). At 800×600 and 1280×800.

use crate::common;
use egui_kittest::kittest::Queryable;
use trailpad::app::{Intent, TrailpadApp};
use trailpad::i18n::Language;
use trailpad::ui::tucana::play::GameIntent;

#[test]
fn the_on_paper_checkbox_stands_apart_from_the_name_field_in_every_language() {
    for (lang, name, paper) in [
        (Language::English, "name in seat {}", "seat {} on paper"),
        (Language::French, "nom à la place {}", "place {} sur papier"),
        (Language::Russian, "имя на месте {}", "место {} на бумаге"),
    ] {
        for size in [egui::vec2(800.0, 600.0), egui::vec2(1280.0, 800.0)] {
            // With a data folder, as the app opens: the saved games' list
            // takes the left of the window and the form is narrower.
            let root = common::fresh_dir(&format!("on-paper-{lang:?}-{}", size.x));
            let app = TrailpadApp::new().with_store(trailpad::store::DataDir::at(&root)).with_language(lang);
            let mut h = common::ui::harness_sized(app, size);
            h.get_by_label("4").click();
            h.run();
            let window = egui::Rect::from_min_size(egui::Pos2::ZERO, size);
            for seat in 1..=4 {
                let field = h.get_by_label(&name.replace("{}", &seat.to_string())).rect();
                let check = h.get_by_label(&paper.replace("{}", &seat.to_string())).rect();
                let gap = check.left() - field.right();
                assert!(
                    gap >= trailpad::ui::theme::FORM_SPACING.x - 0.5,
                    "{lang:?} {size:?} seat {seat}: {gap} between {field:?} and {check:?}"
                );
                assert!(
                    window.contains_rect(check),
                    "{lang:?} {size:?} seat {seat}: {check:?} off the window"
                );
                // Nor under the form's scroll bar, which floats over the
                // content at the window's right (inside the panel's margin)
                // and widens under the pointer: "на бумаге" lost its last
                // letter there at 800 points.
                let bar = egui::Style::default().spacing.scroll;
                let clear = size.x - 8.0 - (bar.bar_inner_margin + bar.bar_width + bar.bar_outer_margin);
                assert!(
                    check.right() <= clear + 0.5,
                    "{lang:?} {size:?} seat {seat}: {check:?} runs under the scroll bar (clear up to {clear})"
                );
            }
        }
    }
}

#[test]
fn the_bg_stats_window_hides_nothing_of_four_players_final_scores() {
    for size in [egui::vec2(1280.0, 800.0), egui::vec2(800.0, 600.0)] {
        let log = trailpad::demo::demo_log("final-4").expect("the demo game").with_played_at(1_795_000_000);
        assert!(log.game().is_over() && log.game().players().len() == 4);
        let mut h = common::ui::harness_sized(TrailpadApp::with_game(log), size);
        h.state_mut().apply(Intent::from(GameIntent::ShowScores(true)));
        h.run();
        common::ui::click(&mut h, "Log in BG Stats");
        h.run();
        assert!(common::ui::has_label(&h, "QR code of the BG Stats link"), "{:?}", common::ui::all_texts(&h));
        let qr = h.get_by_label("QR code of the BG Stats link").rect();
        let window = egui::Rect::from_min_size(egui::Pos2::ZERO, size);
        assert!(window.contains_rect(qr), "{size:?}: the whole code on screen: {qr:?}");
        // The window's parts: its code, its buttons and its line.
        let mut covered = qr;
        for part in ["Copy link", "Close"] {
            covered = covered.union(h.get_by_label(part).rect());
        }
        let mut seen = 0;
        for label in ["Review ", "Log in BG Stats", "Play again", "Place", "Note"] {
            for node in h.query_all_by_label_contains(label) {
                let rect = node.rect();
                assert!(
                    !rect.intersects(covered),
                    "{size:?}: {label:?} at {rect:?} under the window {covered:?}"
                );
                seen += 1;
            }
        }
        assert!(seen >= 4 + 2 + 2, "{size:?}: four Review buttons, the fields and the buttons: {seen}");
    }
}
