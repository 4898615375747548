//! A solo game reaches the blue-card reshuffle, which the screen prompts.
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::sync::Arc;
use trailpad::app::TrailpadApp;
use trailpad::demo::play_until;
use trailpad::games::tucana::record::TucanaLog;
use trailpad::games::tucana::rules::Setup;
use trailpad::games::tucana::sheet::builtin_sheet;

fn solo_at_reshuffle(real_cards: bool) -> TucanaLog {
    let sheet = Arc::new(builtin_sheet("isla-petit").unwrap());
    for seed in 1..200 {
        let mut setup = Setup::solo("isla-petit", "Ann", 3, seed);
        let mut log = TucanaLog::new(sheet.clone(), setup.clone()).unwrap();
        play_until(&mut log, seed, |g| g.solo_reshuffle_due());
        if !log.game().solo_reshuffle_due() {
            continue;
        }
        if real_cards {
            // The same game as entered by hand: real cards, same actions.
            setup.deck = trailpad::games::tucana::rules::DeckMode::RealCards;
            let mut hand = TucanaLog::new(sheet.clone(), setup).unwrap();
            for action in &log.record().actions {
                hand.apply(action.clone()).unwrap();
            }
            return hand;
        }
        return log;
    }
    panic!("no seed reaches the solo reshuffle");
}

/// The app running this game.
fn harness(log: TucanaLog) -> Harness<'static, TrailpadApp> {
    common::ui::harness(TrailpadApp::with_game(log))
}

#[test]
fn the_app_deck_reshuffles_in_one_click() {
    let log = solo_at_reshuffle(false);
    let expected = log.game().app_solo_reshuffle().unwrap();
    let mut h = harness(log);
    // The button does not tell the result before it is pressed.
    let prompt: Vec<String> = common::ui::all_texts(&h)
        .into_iter()
        .filter(|t| t.to_lowercase().contains("shuffle") || t.contains("keep"))
        .collect();
    assert!(prompt.len() >= 2, "the prompt and its button: {prompt:?}");
    assert!(!prompt.iter().any(|t| t.contains('–')), "no pair named before the shuffle: {prompt:?}");
    h.get_by_label("Shuffle the blue cards").click();
    h.run();
    let game = h.state().log().unwrap().game();
    assert!(!game.solo_reshuffle_due());
    assert_eq!(game.blue_letters_on_table(), expected);
}

#[test]
fn with_real_cards_the_two_that_stay_are_ticked() {
    let log = solo_at_reshuffle(true);
    let on_table = log.game().blue_letters_on_table();
    let mut h = harness(log);
    let keep = [on_table[0], on_table[on_table.len() - 1]];
    h.get_by_label("Keep these two").click();
    h.run();
    assert!(h.state().log().unwrap().game().solo_reshuffle_due(), "nothing happens before two are ticked");
    for l in keep {
        h.get_by_role_and_label(egui::accesskit::Role::CheckBox, &format!("{l}–{l}")).click();
        h.run();
    }
    h.get_by_label("Keep these two").click();
    h.run();
    let game = h.state().log().unwrap().game();
    assert!(!game.solo_reshuffle_due());
    assert_eq!(game.blue_letters_on_table(), keep.to_vec());
}

#[test]
fn the_real_cards_reshuffle_is_whole_above_the_map_at_every_size_and_language() {
    let log = solo_at_reshuffle(true);
    let hexes: Vec<_> = log.game().sheet().hexes().iter().map(|h| h.coord).collect();
    for language in trailpad::i18n::Language::ALL {
        let t = trailpad::i18n::Translator::shared(language);
        for size in [egui::vec2(800.0, 600.0), egui::vec2(1280.0, 800.0), egui::vec2(800.0, 1280.0)] {
            let app = TrailpadApp::with_game(log.clone()).with_language(language);
            let h = common::ui::harness_sized(app, size);
            let hex_word: String = t.format("hex-label-off", &[("coord", "".into())]).trim().to_string();
            let map_top = hexes
                .iter()
                .filter_map(|c| {
                    h.query_all_by_label_contains(&format!("{hex_word} {c} ")).next().map(|n| n.rect().top())
                })
                .fold(f32::INFINITY, f32::min);
            let what = format!("{language:?} at {}×{}", size.x, size.y);
            let letters = log.game().blue_letters_on_table();
            let last_pair = t.pair(*letters.last().unwrap());
            // What egui clips away is not on screen for a screen reader
            // either: the last line (how many are ticked) must be there.
            let ticked = t.format("reshuffle-ticked", &[("count", 0_i64.into())]);
            for (label, role) in [
                (t.text("reshuffle-keep"), egui::accesskit::Role::Button),
                (last_pair, egui::accesskit::Role::CheckBox),
                (ticked, egui::accesskit::Role::Label),
            ] {
                // The pad names its bonus fields "E–E" too: found by role.
                let rect = h
                    .query_all_by_label(&label)
                    .find(|n| n.accesskit_node().role() == role)
                    .unwrap_or_else(|| panic!("{what}: {label:?} is shown"))
                    .rect();
                assert!(
                    rect.bottom() <= map_top,
                    "{what}: {label:?} at {rect:?} runs into the map (top {map_top})"
                );
            }
        }
    }
}

#[test]
fn the_solo_titles_table_names_nobody_who_did_not_reach_a_title() {
    let mut log = solo_at_reshuffle(false);
    play_until(&mut log, 3, |_| false);
    assert!(log.game().is_over());
    let mut h = harness(log);
    h.state_mut()
        .apply(trailpad::app::Intent::from(trailpad::ui::tucana::play::GameIntent::ShowScores(true)));
    h.run();
    assert!(common::ui::has_label(&h, "Solo titles"), "{:?}", common::ui::all_texts(&h));
    assert!(!common::ui::all_texts(&h).iter().any(|t| t == "nobody"), "{:?}", common::ui::all_texts(&h));
}
