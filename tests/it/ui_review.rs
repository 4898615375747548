//! The review screen (issue 20): opened by "Review" on a finished Tucana
//! game's final scores, it shows the played total, the best found and the
//! bound, the solo title the cards allowed, the loss chart and the three
//! worst turns, each replayable on the map with Previous / Next turn; in
//! English, French and Russian. Also from the history viewer.

use crate::common::ui::{click, harness, has_label};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::time::{Duration, SystemTime};
use trailpad::app::{Intent, TrailpadApp};
use trailpad::games::tucana::coach::{ReviewBudget, review};
use trailpad::games::tucana::record::GameRecord;
use trailpad::i18n::{Language, Translator};
use trailpad::store::{DataDir, GameStore};
use trailpad::ui::play::GameIntent;

/// Frames until the review's thread is done (it runs beside the window).
fn wait_for_review(h: &mut Harness<'_, TrailpadApp>, done: &str) {
    for _ in 0..3000 {
        if has_label(h, done) {
            h.run();
            return;
        }
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    panic!("the review never showed {done:?}");
}

#[test]
fn the_review_screen_shows_the_totals_the_chart_and_the_worst_turns_and_steps_through_them() {
    for language in Language::ALL {
        let t = Translator::shared(language);
        let names = trailpad::demo::demo_names(language);
        let mut log = trailpad::demo::new_demo_log_named("isla-petit", 1, 12, names).unwrap();
        trailpad::demo::play_until(&mut log, 12, |_| false);
        assert!(log.game().is_over());
        let record = log.record().clone();
        let sheet = log.game().sheet_arc().clone();
        let name = record.setup.players[0].name.clone();
        let expected = review(&record, &sheet, 1, ReviewBudget::QUICK).unwrap();

        let app = TrailpadApp::with_game(log).with_language(language).with_review_budget(ReviewBudget::QUICK);
        let mut h = harness(app);
        h.state_mut().apply(Intent::Game(GameIntent::ShowScores(true)));
        h.run();
        h.get_by_label(&t.format("review-open", &[("name", name.as_str().into())])).click();
        h.step();
        assert!(h.state().is_reviewing());
        let value = |key: &str, v: u32| t.format(key, &[("value", i64::from(v).into())]);
        wait_for_review(&mut h, &value("review-best", expected.best));
        let what = format!("{language:?}");
        assert!(has_label(&h, &value("review-played", expected.played)), "{what}");
        assert!(has_label(&h, &value("review-bound", expected.bound.total)), "{what}");
        let title =
            expected.best_title.as_deref().map_or_else(|| t.text("review-no-title"), |s| t.solo_title(s));
        assert!(has_label(&h, &t.format("review-title", &[("title", title.into())])), "{what}");
        let total: f64 = expected.turns.iter().map(|x| x.loss).sum();
        let chart = t.format(
            "review-chart-label",
            &[("turns", 26i64.into()), ("total", format!("{total:.1}").into())],
        );
        assert!(has_label(&h, &chart), "{what}: the loss chart");

        // The three worst turns, worst first; each one opens on the map.
        let worst = expected.worst_turns(3);
        assert_eq!(worst.len(), 3, "{what}");
        let turn_title = |i: usize| {
            let turn = &expected.turns[i];
            t.format(
                "review-turn-title",
                &[
                    ("roman", ["I", "II"][usize::from(turn.round) - 1].into()),
                    ("turn", i64::from(turn.turn_in_round).into()),
                    ("c1", t.card(turn.cards[0]).into()),
                    ("c2", t.card(turn.cards[1]).into()),
                ],
            )
        };
        assert!(has_label(&h, &turn_title(usize::from(worst[0].turn))), "{what}: it opens on the worst turn");
        for (rank, turn) in worst.iter().enumerate() {
            let label = t.format(
                "review-worst-turn",
                &[
                    ("rank", (rank as i64 + 1).into()),
                    ("roman", ["I", "II"][usize::from(turn.round) - 1].into()),
                    ("turn", i64::from(turn.turn_in_round).into()),
                    ("loss", format!("{:.1}", turn.loss).into()),
                ],
            );
            click(&mut h, &label);
            assert!(has_label(&h, &turn_title(usize::from(turn.turn))), "{what}: {label}");
        }
        // Step from the third worst turn to the next one.
        let third = usize::from(worst[2].turn);
        if third + 1 < expected.turns.len() {
            click(&mut h, &t.text("review-next"));
            assert!(has_label(&h, &turn_title(third + 1)), "{what}: Next turn");
            click(&mut h, &t.text("review-previous"));
            assert!(has_label(&h, &turn_title(third)), "{what}: Previous turn");
        }
        click(&mut h, &t.text("review-back"));
        assert!(!h.state().is_reviewing(), "{what}: back to the final scores");
    }
}

#[test]
fn the_history_viewer_opens_the_review_of_the_sheet_shown() {
    let dir = crate::common::fresh_dir("ui-review-history");
    let store = GameStore::new(DataDir::at(&dir));
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/two-player-isla-petit.ron"))
            .unwrap();
    let record = GameRecord::from_ron(&text).unwrap();
    store.keep_imported_game(&record, true, SystemTime::now()).unwrap();
    let app = TrailpadApp::new().with_store(DataDir::at(&dir)).with_review_budget(ReviewBudget::QUICK);
    let mut h = harness(app);
    let t = Translator::shared(Language::English);
    h.state_mut().apply(Intent::Menu(trailpad::ui::game_menu::MenuIntent::OpenHistory));
    h.run();
    let names: Vec<String> = record.setup.players.iter().map(|p| p.name.clone()).collect();
    let open = t.format("history-open-label", &[("game", "@@".into())]);
    let open = open.split("@@").next().unwrap_or_default().to_string();
    h.get_by_label_contains(&open).click();
    h.run();
    h.get_by_label(&t.text("review-button")).click();
    h.step();
    assert!(h.state().is_reviewing());
    let sheet = trailpad::games::tucana::sheet::builtin_sheet("isla-petit").unwrap();
    let expected =
        review(&record, &std::sync::Arc::new(sheet), record.setup.players[0].seat, ReviewBudget::QUICK)
            .unwrap();
    wait_for_review(&mut h, &t.format("review-best", &[("value", i64::from(expected.best).into())]));
    assert!(has_label(&h, &t.format("review-heading", &[("name", names[0].as_str().into())])));
    assert!(has_label(&h, &t.text("review-table-kept")), "a table game keeps the table as it was");
    click(&mut h, &t.text("review-back"));
    assert!(!h.state().is_reviewing());
}
