//! The charts (issue 20): each player's running total ends at their final
//! total on every example record of both games; the final scores of a
//! Tucana game, an ended New York game and the history's charts show the
//! chart with its accessible label and every player's name in the legend,
//! in English, French and Russian.
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common;
use crate::common::ui::{all_texts, click, harness, harness_sized, has_label};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::path::{Path, PathBuf};
use std::time::SystemTime;
use trailpad::app::{Intent, TrailpadApp};
use trailpad::games::new_york::{Action, NewYorkRecord};
use trailpad::games::progress::{Moment, new_york_running_totals, tucana_running_totals};
use trailpad::games::tucana::record::TucanaRecord;
use trailpad::games::tucana::sheet::library::SheetLibrary;
use trailpad::games::{AnyGame, AnyRecord, Boards, read_record};
use trailpad::i18n::{Language, Translator};
use trailpad::store::{DataDir, GameStore};
use trailpad::ui::tucana::play::GameIntent;

const MANIFEST: &str = env!("CARGO_MANIFEST_DIR");

fn ron_files(folder: &str) -> Vec<PathBuf> {
    crate::common::cli::ron_files_in(&Path::new(MANIFEST).join(folder))
}

#[test]
fn every_example_s_running_totals_end_at_its_final_totals() {
    let library = SheetLibrary::builtin();
    let boards = Boards { islands: &library };
    let (mut tucana, mut new_york) = (0, 0);
    for path in ron_files("examples").into_iter().chain(ron_files("examples/new-york")) {
        let what = path.display().to_string();
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{what}: {e}"));
        let record = read_record(&text).unwrap_or_else(|e| panic!("{what}: {e}"));
        let game = record.replay(&boards).unwrap_or_else(|e| panic!("{what}: {e}"));
        match (&record, &game) {
            (AnyRecord::Tucana(_), AnyGame::Tucana(game)) => {
                tucana += 1;
                assert!(game.is_over(), "{what}: a finished game");
                let running = tucana_running_totals(game);
                let rounds = game.sheet().rounds();
                assert_eq!(running.moments.first(), Some(&Moment::Start), "{what}");
                assert_eq!(running.moments.last(), Some(&Moment::Round(rounds)), "{what}");
                let cards = game.score_cards();
                assert_eq!(running.players.len(), cards.len(), "{what}: one line per tracked sheet");
                for (line, card) in running.players.iter().zip(&cards) {
                    assert_eq!(line.name, card.name, "{what}");
                    assert_eq!(line.points.len(), running.moments.len(), "{what}: a value at every moment");
                    let last = line.points.last().map(|p| p.1);
                    assert_eq!(last, Some(f64::from(card.final_box.total)), "{what}: {}", card.name);
                    // A sheet never loses points.
                    assert!(line.points.windows(2).all(|w| w[0].1 <= w[1].1), "{what}: {:?}", line.points);
                    // The first round's value is at least its written line.
                    let first = card.final_box.round_lines.first().copied().flatten().unwrap_or(0);
                    assert!(line.points[1].1 >= f64::from(first), "{what}: {:?}", line.points);
                }
            }
            (AnyRecord::NewYork(record), AnyGame::NewYork(game)) => {
                new_york += 1;
                let running = new_york_running_totals(record, game);
                let claimed: usize = game.player_numbers().map(|p| game.routes_of(p).len()).sum();
                assert_eq!(running.moments.len(), claimed + 2, "{what}: start, each claim, end");
                assert_eq!(running.moments.last(), Some(&Moment::End), "{what}");
                for (line, p) in running.players.iter().zip(game.player_numbers()) {
                    let score = game.player_score(p);
                    let end = line.points.last().map(|p| p.1);
                    assert_eq!(end, Some(f64::from(score.total)), "{what}: player {p}");
                    // Before the end, the score track: the routes' points.
                    let routes = line.points[line.points.len() - 2].1;
                    assert_eq!(routes, f64::from(score.routes), "{what}: player {p}");
                }
            }
            _ => panic!("{what}: the record and its game differ"),
        }
    }
    assert!(tucana >= 4 && new_york >= 3, "examples found: {tucana} Tucana, {new_york} New York");
}

/// The legend shows each name, and the chart's label lists each player
/// with their final total.
fn assert_chart(h: &Harness<'_, TrailpadApp>, label: &str, names: &[String], what: &str) {
    assert!(has_label(h, label), "{what}: no chart labelled {label:?} in {:?}", all_texts(h));
    for name in names {
        assert!(h.query_all_by_label(name).next().is_some(), "{what}: {name} is not in the legend");
    }
}

#[test]
fn a_finished_tucana_game_shows_its_running_totals_under_the_final_scores() {
    for language in Language::ALL {
        let t = Translator::shared(language);
        let names = trailpad::demo::demo_names(language);
        let mut log =
            trailpad::demo::new_demo_log_named("isla-petit", 3, 5, names).expect("a built-in island");
        trailpad::demo::play_until(&mut log, 5, |_| false);
        let cards = log.game().score_cards();
        let mut h =
            harness_sized(TrailpadApp::with_game(log).with_language(language), egui::vec2(800.0, 1280.0));
        h.state_mut().apply(Intent::from(GameIntent::ShowScores(true)));
        h.run();
        let players: Vec<String> = cards
            .iter()
            .map(|c| {
                t.format(
                    "chart-player-total",
                    &[("name", c.name.as_str().into()), ("total", i64::from(c.final_box.total).into())],
                )
            })
            .collect();
        let label = t.format("chart-running-label", &[("players", players.join(", ").into())]);
        let names: Vec<String> = cards.iter().map(|c| c.name.clone()).collect();
        assert_chart(&h, &label, &names, &format!("{language:?}"));
        assert!(has_label(&h, &t.text("chart-running-heading")), "{language:?}");
    }
}

/// A history with the two-player Isla Petit example and the three-player
/// New York example, ended.
fn history_with_both(dir: &Path) {
    let store = GameStore::new(DataDir::at(dir));
    let text =
        std::fs::read_to_string(Path::new(MANIFEST).join("examples/two-player-isla-petit.ron")).unwrap();
    let record = TucanaRecord::from_ron(&text).expect("the example reads");
    store.keep_imported_game(&record, true, SystemTime::now()).expect("kept");
    let text =
        std::fs::read_to_string(Path::new(MANIFEST).join("examples/new-york/three-player.ron")).unwrap();
    let mut ended = NewYorkRecord::from_ron(&text).expect("the example reads");
    if ended.actions.last() != Some(&Action::Finish) {
        ended.actions.push(Action::Finish);
    }
    store.keep_imported_game(&ended, true, SystemTime::now()).expect("kept");
}

#[test]
fn the_history_charts_each_island_and_new_york_with_the_average_in_every_language() {
    let dir = common::fresh_dir("ui-charts-history");
    history_with_both(&dir);
    let text =
        std::fs::read_to_string(Path::new(MANIFEST).join("examples/two-player-isla-petit.ron")).unwrap();
    let tucana = TucanaRecord::from_ron(&text).unwrap().replay(&SheetLibrary::builtin()).unwrap();
    let text =
        std::fs::read_to_string(Path::new(MANIFEST).join("examples/new-york/three-player.ron")).unwrap();
    let new_york = NewYorkRecord::from_ron(&text).unwrap().replay().unwrap();
    let tucana_names: Vec<String> = tucana.players().iter().map(|p| p.name.clone()).collect();
    let new_york_names: Vec<String> =
        new_york.player_numbers().filter_map(|p| new_york.player(p).map(|p| p.name.clone())).collect();
    for language in Language::ALL {
        let t = Translator::shared(language);
        let what = format!("{language:?}");
        let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)).with_language(language));
        click(&mut h, &t.text("games-history"));
        assert!(!has_label(&h, &t.text("chart-history-heading")), "{what}: the list first");
        click(&mut h, &t.text("history-charts"));
        assert!(has_label(&h, &t.text("chart-history-heading")), "{what}: {:?}", all_texts(&h));

        let mut sorted = tucana_names.clone();
        sorted.sort();
        let names: Vec<&str> = sorted.iter().map(String::as_str).collect();
        let island = t.sheet_name(tucana.sheet());
        let label =
            t.format("chart-history-label", &[("where", island.into()), ("players", t.names(&names).into())]);
        assert_chart(&h, &label, &tucana_names, &what);

        let mut sorted = new_york_names.clone();
        sorted.sort();
        let names: Vec<&str> = sorted.iter().map(String::as_str).collect();
        let game = t.new_york_game_name();
        let label =
            t.format("chart-history-label", &[("where", game.into()), ("players", t.names(&names).into())]);
        assert_chart(&h, &label, &new_york_names, &what);

        // The average line is in each legend.
        let totals: Vec<i64> = tucana.score_cards().iter().map(|c| i64::from(c.final_box.total)).collect();
        let average = totals.iter().sum::<i64>() as f64 / totals.len() as f64;
        let text = format!("{average:.1}");
        let text = if language == Language::English { text } else { text.replace('.', ",") };
        let average = t.format("chart-average", &[("value", text.into())]);
        assert!(has_label(&h, &average), "{what}: {average:?} in {:?}", all_texts(&h));

        // Back to the list.
        click(&mut h, &t.text("history-games"));
        assert!(!has_label(&h, &t.text("chart-history-heading")), "{what}: the list again");

        // The Tucana game opens on its scores, its running totals under them.
        let open = t.format("history-open-label", &[("game", "@@".into())]);
        let open = open.split("@@").next().unwrap_or_default().to_string();
        let island = t.sheet_name(tucana.sheet());
        let button = h
            .query_all_by_label_contains(&open)
            .find(|n| n.accesskit_node().label().is_some_and(|l| l.contains(&island)));
        button.unwrap_or_else(|| panic!("{what}: no {open:?} for {island}")).click();
        h.run();
        let players: Vec<String> = tucana
            .score_cards()
            .iter()
            .map(|c| {
                let total = i64::from(c.final_box.total);
                t.format("chart-player-total", &[("name", c.name.as_str().into()), ("total", total.into())])
            })
            .collect();
        let label = t.format("chart-running-label", &[("players", players.join(", ").into())]);
        assert_chart(&h, &label, &tucana_names, &what);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The start of the New York game's "Open" label, whatever its date.
fn new_york_open_prefix(t: &Translator) -> String {
    let game = t.game_name(trailpad::games::GameKind::NewYork);
    let label = t.format(
        "history-any-open-label",
        &[("game", game.into()), ("date", "@@".into()), ("scores", "".into())],
    );
    label.split("@@").next().unwrap_or_default().to_string()
}

#[test]
fn an_ended_new_york_game_in_the_history_shows_its_running_totals_beside_its_pad() {
    let dir = common::fresh_dir("ui-charts-ny-viewer");
    history_with_both(&dir);
    let text =
        std::fs::read_to_string(Path::new(MANIFEST).join("examples/new-york/three-player.ron")).unwrap();
    let game = NewYorkRecord::from_ron(&text).unwrap().replay().unwrap();
    for language in Language::ALL {
        let t = Translator::shared(language);
        let what = format!("{language:?}");
        let mut h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)).with_language(language));
        click(&mut h, &t.text("games-history"));
        let prefix = new_york_open_prefix(&t);
        let open = h.query_all_by_label_contains(&prefix).next();
        let open = open.unwrap_or_else(|| panic!("{what}: no {prefix:?} in {:?}", all_texts(&h)));
        open.click();
        h.run();
        let players: Vec<String> = game
            .player_numbers()
            .map(|p| {
                let name = game.player(p).map(|p| p.name.clone()).unwrap_or_default();
                let total = i64::from(game.player_score(p).total);
                t.format("chart-player-total", &[("name", name.into()), ("total", total.into())])
            })
            .collect();
        let label = t.format("chart-running-label", &[("players", players.join(", ").into())]);
        assert!(!has_label(&h, &label), "{what}: the map first");
        click(&mut h, &t.text("chart-show-chart"));
        let names: Vec<String> =
            game.player_numbers().filter_map(|p| game.player(p).map(|p| p.name.clone())).collect();
        assert_chart(&h, &label, &names, &what);
        // The pad's totals stay beside the chart.
        let ann = game.player(1).map(|p| p.name.clone()).unwrap_or_default();
        assert!(h.query_all_by_label_contains(&ann).count() >= 2, "{what}: the pad and the legend");
        click(&mut h, &t.text("chart-show-chart"));
        assert!(!has_label(&h, &label), "{what}: the map again");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_ended_new_york_game_shows_its_chart_in_place_of_the_map_with_the_pad_beside() {
    let dir = common::fresh_dir("ui-charts-ny-ended");
    let mut h = common::ui::new_york_three_players(&dir);
    common::ui::claim(&mut h, "Chelsea–Soho");
    h.get_by_label_contains("Bob (purple)").click();
    h.run();
    common::ui::claim(&mut h, "Soho–Wall Street");
    assert!(h.query_by_label("Chart").is_none(), "no chart while the game goes on");
    click(&mut h, "End the game…");
    click(&mut h, "End the game");
    let game = h.state().new_york_log().expect("a New York game").game().clone();
    let totals: Vec<i64> = game.player_numbers().map(|p| i64::from(game.player_score(p).total)).collect();
    let label =
        format!("Chart of the running totals: Ann {}, Bob {}, Cy {}", totals[0], totals[1], totals[2]);
    assert!(!has_label(&h, &label), "the map first");
    click(&mut h, "Chart");
    assert_chart(&h, &label, &["Ann".into(), "Bob".into(), "Cy".into()], "ended");
    assert!(has_label(&h, "Total of Ann: 8") && has_label(&h, "Total of Bob: 3"), "{:?}", all_texts(&h));
    click(&mut h, "Chart");
    assert!(!has_label(&h, &label), "the map again");
    let _ = std::fs::remove_dir_all(&dir);
}
