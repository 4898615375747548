//! The review screen (issue 20): opened by "Review" on a finished Tucana
//! game's final scores, it shows the played total, the best found and the
//! bound, the solo title the cards allowed, the loss chart and the three
//! worst turns, each replayable on the map with Previous / Next turn; in
//! English, French and Russian. Also from the history viewer.

use crate::common::ui::{all_texts, click, harness, has_label};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::time::{Duration, SystemTime};
use trailpad::app::{Intent, TrailpadApp};
use trailpad::games::tucana::coach::{Review, ReviewBudget, review};
use trailpad::games::tucana::record::TucanaRecord;
use trailpad::i18n::{Language, Translator};
use trailpad::store::{DataDir, GameStore};
use trailpad::ui::tucana::play::GameIntent;
use trailpad::ui::tucana::review::{LongerSearch, ReviewOutcome, ReviewScreen};

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

/// The review of the solo Isla Petit demo (seed 12) opened from its final
/// scores in a window of `size`, in `language`: the harness once the
/// review shows, the review it shows (the quick budget), the record and
/// its sheet.
fn demo_review_opened(
    language: Language,
    size: egui::Vec2,
) -> (
    Harness<'static, TrailpadApp>,
    Review,
    TucanaRecord,
    std::sync::Arc<trailpad::games::tucana::sheet::Sheet>,
) {
    let t = Translator::shared(language);
    let names = trailpad::demo::demo_names(language);
    let mut log = trailpad::demo::new_demo_log_named("isla-petit", 1, 12, names).expect("the demo game");
    trailpad::demo::play_until(&mut log, 12, |_| false);
    assert!(log.game().is_over());
    let record = log.record().clone();
    let sheet = log.game().sheet_arc().clone();
    let name = record.setup.players[0].name.clone();
    let expected = review(&record, &sheet, 1, ReviewBudget::QUICK).expect("a finished game");
    let app = TrailpadApp::with_game(log).with_language(language).with_review_budget(ReviewBudget::QUICK);
    let mut h = crate::common::ui::harness_sized(app, size);
    h.state_mut().apply(Intent::from(GameIntent::ShowScores(true)));
    h.run();
    h.get_by_label(&t.format("review-open", &[("name", name.as_str().into())])).click();
    h.step();
    assert!(h.state().is_reviewing());
    wait_for_review(&mut h, &t.format("review-best", &[("value", i64::from(expected.best).into())]));
    (h, expected, record, sheet)
}

/// A turn's title as the review screen writes it.
fn turn_title(t: &Translator, turn: &trailpad::games::tucana::coach::TurnReview) -> String {
    t.format(
        "review-turn-title",
        &[
            ("roman", ["I", "II", "III"][usize::from(turn.round) - 1].into()),
            ("turn", i64::from(turn.turn_in_round).into()),
            ("c1", t.card(turn.cards[0]).into()),
            ("c2", t.card(turn.cards[1]).into()),
        ],
    )
}

#[test]
fn the_review_screen_shows_the_totals_the_chart_and_the_worst_turns_and_steps_through_them() {
    for language in Language::ALL {
        let t = Translator::shared(language);
        let (mut h, expected, record, sheet) = demo_review_opened(language, egui::vec2(1280.0, 800.0));
        let value = |key: &str, v: u32| t.format(key, &[("value", i64::from(v).into())]);
        let what = format!("{language:?}");
        assert!(has_label(&h, &value("review-played", expected.played)), "{what}");
        assert!(has_label(&h, &value("review-bound", expected.bound.total)), "{what}");
        let title =
            expected.best_title.as_deref().map_or_else(|| t.text("review-no-title"), |s| t.solo_title(s));
        assert!(has_label(&h, &t.format("review-title", &[("title", title.into())])), "{what}");
        let total: f64 = expected.turns.iter().map(|x| x.loss).sum();
        let chart = t.format(
            "review-chart-label",
            // Every decimal as the language writes it ("15,5" in French).
            &[("turns", 26i64.into()), ("total", t.tenths(total).into())],
        );
        assert!(has_label(&h, &chart), "{what}: the loss chart");

        // The three worst turns, worst first; each one opens on the map.
        let worst = expected.worst_turns(3);
        assert_eq!(worst.len(), 3, "{what}");
        let turn_title = |i: usize| turn_title(&t, &expected.turns[i]);
        assert!(has_label(&h, &turn_title(usize::from(worst[0].turn))), "{what}: it opens on the worst turn");
        // Its trails are named by the places they join, not by coordinates.
        let start =
            trailpad::games::tucana::rules::TucanaGame::new(sheet.clone(), record.setup.clone()).unwrap();
        let shown = &expected.turns[usize::from(worst[0].turn)];
        for (key, moves) in [("review-turn-played", &shown.played), ("review-turn-best", &shown.best)] {
            let line = t.format(key, &[("trails", t.review_trails(&start, 1, moves).into())]);
            let texts = all_texts(&h);
            assert!(texts.iter().any(|x| x.starts_with(&line)), "{what}: {line:?} in {texts:?}");
            assert!(!line.contains('(') || moves.is_empty(), "{what}: {line}");
        }
        assert!(!shown.played.is_empty(), "{what}: the worst turn drew a trail");
        for (rank, turn) in worst.iter().enumerate() {
            let label = t.format(
                "review-worst-turn",
                &[
                    ("rank", (rank as i64 + 1).into()),
                    ("roman", ["I", "II"][usize::from(turn.round) - 1].into()),
                    ("turn", i64::from(turn.turn_in_round).into()),
                    ("loss", t.tenths(turn.loss).into()),
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
    let record = TucanaRecord::from_ron(&text).unwrap();
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

#[test]
fn the_history_viewer_says_which_seats_asked_the_coach_and_in_how_many_turns() {
    use trailpad::games::tucana::coach::Policy;
    use trailpad::games::tucana::rules::Action;
    // A finished two-player game: seat 1 asked the coach in three turns,
    // seat 2 in one; and the same game with no hint at all.
    let plain = crate::review::finished_record("isla-petit", 2, 2, 4, Some(Policy::Greedy));
    let mut coached = plain.clone();
    coached.actions.clear();
    let (mut one, mut two) = (0, 0);
    for action in &plain.actions {
        match action {
            Action::Trail { seat: 1, .. } if one < 3 => {
                coached.actions.push(Action::Coached { seat: 1 });
                one += 1;
            }
            Action::Trail { seat: 2, .. } if two < 1 => {
                coached.actions.push(Action::Coached { seat: 2 });
                two += 1;
            }
            _ => {}
        }
        coached.actions.push(action.clone());
    }
    assert_eq!(coached.hints_asked(), vec![(1, 3), (2, 1)]);
    let names: Vec<String> = plain.setup.players.iter().map(|p| p.name.clone()).collect();
    for language in Language::ALL {
        let t = Translator::shared(language);
        let what = format!("{language:?}");
        for (record, asked) in [(&coached, true), (&plain, false)] {
            let dir = crate::common::fresh_dir("ui-history-coached");
            let store = GameStore::new(DataDir::at(&dir));
            store.keep_imported_game(record, true, SystemTime::now()).unwrap();
            let app = TrailpadApp::new().with_store(DataDir::at(&dir)).with_language(language);
            let mut h = harness(app);
            h.state_mut().apply(Intent::Menu(trailpad::ui::game_menu::MenuIntent::OpenHistory));
            h.run();
            let open = t.format("history-open-label", &[("game", "@@".into())]);
            let open = open.split("@@").next().unwrap_or_default().to_string();
            h.get_by_label_contains(&open).click();
            h.run();
            let seat = |name: &str, count: u32| {
                t.format("viewer-coached-seat", &[("name", name.into()), ("count", count.into())])
            };
            let line = t.format(
                "viewer-coached",
                &[("seats", format!("{}, {}", seat(&names[0], 3), seat(&names[1], 1)).into())],
            );
            assert_eq!(has_label(&h, &line), asked, "{what}: {line:?} in {:?}", all_texts(&h));
            if !asked {
                let prefix = t.format("viewer-coached", &[("seats", "".into())]);
                assert!(!all_texts(&h).iter().any(|x| x.starts_with(&prefix)), "{what}: no hint, no line");
            }
        }
    }
    let en = Translator::shared(Language::English);
    assert_eq!(
        en.format("viewer-coached-seat", &[("name", "Ann".into()), ("count", 1u32.into())]),
        "Ann (a hint in one turn)"
    );
}

#[test]
fn the_review_says_when_the_best_line_s_solo_reshuffle_kept_other_blue_cards() {
    // Issue 32 item 8: the solo best line can score a blue card the game's
    // own reshuffle removed (its reshuffle draws from the cards that line
    // left); the screen says so, and only then.
    use egui_kittest::kittest::Queryable as _;
    use trailpad::ui::tucana::review::{ReviewScreen, review_ui};
    let mut log = trailpad::demo::new_demo_log_named(
        "isla-petit",
        1,
        12,
        trailpad::demo::demo_names(Language::English),
    )
    .unwrap();
    trailpad::demo::play_until(&mut log, 12, |_| false);
    let record = log.record().clone();
    let sheet = log.game().sheet_arc().clone();
    let found = review(&record, &sheet, 1, ReviewBudget::QUICK).unwrap();
    let note = Translator::shared(Language::English).text("review-reshuffle-differs");
    for differs in [false, true] {
        let mut screen = ReviewScreen::new(record.clone(), sheet.clone(), 1);
        screen.ready(trailpad::games::tucana::coach::Review { reshuffle_differs: differs, ..found.clone() });
        let mut h = Harness::new_ui(move |ui| {
            let _ = review_ui(ui, &mut screen);
        });
        h.run();
        assert_eq!(h.query_all_by_label(&note).next().is_some(), differs, "differs: {differs}");
    }
}

/// The longer search of the test below: the quick review and then one
/// more walk of 800 plans (`ReviewBudget::DEEP` in shape, small enough for
/// a debug build).
const LONGER: ReviewBudget = ReviewBudget { last_walk_plans: 800, ..ReviewBudget::QUICK };

/// A finished solo Isla Petit game's review (the quick budget), shown,
/// and "Search longer" clicked with `deep`: the harness (stepped, since a
/// spinner repaints while it searches), the record, its sheet and the
/// review shown.
fn longer_search_asked(
    deep: ReviewBudget,
) -> (
    Harness<'static, TrailpadApp>,
    TucanaRecord,
    std::sync::Arc<trailpad::games::tucana::sheet::Sheet>,
    Review,
) {
    let t = Translator::shared(Language::English);
    let names = trailpad::demo::demo_names(Language::English);
    let mut log = trailpad::demo::new_demo_log_named("isla-petit", 1, 12, names).expect("a demo game");
    trailpad::demo::play_until(&mut log, 12, |_| false);
    let record = log.record().clone();
    let sheet = log.game().sheet_arc().clone();
    let name = record.setup.players[0].name.clone();
    let first = review(&record, &sheet, 1, ReviewBudget::QUICK).expect("a finished game");
    let app = TrailpadApp::with_game(log)
        .with_language(Language::English)
        .with_review_budget(ReviewBudget::QUICK)
        .with_deep_review_budget(deep);
    let mut h = harness(app);
    h.state_mut().apply(Intent::from(GameIntent::ShowScores(true)));
    h.run();
    h.get_by_label(&t.format("review-open", &[("name", name.as_str().into())])).click();
    h.step();
    wait_for_review(&mut h, &t.format("review-best", &[("value", i64::from(first.best).into())]));
    h.get_by_label(&t.text("review-search-longer")).click();
    h.step();
    h.step();
    (h, record, sheet, first)
}

#[test]
fn search_longer_keeps_the_review_shown_and_then_shows_the_better_line_it_found() {
    let t = Translator::shared(Language::English);
    let (mut h, record, sheet, first) = longer_search_asked(LONGER);
    let longer = review(&record, &sheet, 1, LONGER).unwrap();
    // This game is chosen so that the longer search finds more: the
    // screen's "found" path is the one checked.
    assert!(longer.best > first.best, "the longer search found {} against {}", longer.best, first.best);
    assert_eq!(longer.bound, first.bound, "the bound does not depend on the search");
    let value = |key: &str, v: u32| t.format(key, &[("value", i64::from(v).into())]);
    // While it searches (or once it is done, on a fast machine) the
    // review stays shown and the button is gone: one longer search per
    // review.
    assert!(
        has_label(&h, &t.text("review-searching-longer")) && has_label(&h, &value("review-best", first.best))
            || has_label(&h, &value("review-best", longer.best)),
        "{:?}",
        all_texts(&h)
    );
    assert!(!has_label(&h, &t.text("review-search-longer")), "asked once, offered no more");
    let found = t.format(
        "review-longer-found",
        &[("gained", i64::from(longer.best - first.best).into()), ("before", i64::from(first.best).into())],
    );
    wait_for_review(&mut h, &found);
    assert!(has_label(&h, &value("review-best", longer.best)), "the better line is shown");
    assert!(has_label(&h, &value("review-bound", first.bound.total)));
    assert!(!has_label(&h, &t.text("review-search-longer")));
    click(&mut h, &t.text("review-back"));
    assert!(!h.state().is_reviewing());

    // Every other end of the longer search leaves the review shown as it
    // was, and says why.
    let best_shown = |screen: &ReviewScreen| match &screen.outcome {
        ReviewOutcome::Ready(r) => r.best,
        other => panic!("{other:?}"),
    };
    let stopped_better = Review { complete: false, ..longer.clone() };
    let stopped_no_better = Review { complete: false, ..first.clone() };
    let ends: [(Result<Review, String>, LongerSearch, u32); 5] = [
        (Ok(stopped_no_better), LongerSearch::CutShort, first.best),
        (Err("no thread".into()), LongerSearch::Failed("no thread".into()), first.best),
        (Ok(first.clone()), LongerSearch::NothingBetter, first.best),
        (Ok(longer.clone()), LongerSearch::Found { before: first.best, complete: true }, longer.best),
        (Ok(stopped_better), LongerSearch::Found { before: first.best, complete: false }, longer.best),
    ];
    for (end, said, best) in ends {
        let mut screen = ReviewScreen::new(record.clone(), sheet.clone(), 1);
        screen.ready(first.clone());
        screen.longer = LongerSearch::Searching;
        screen.longer_done(end);
        assert_eq!(screen.longer, said);
        assert_eq!(best_shown(&screen), best, "{said:?}");
    }

    // Stopped before its end with a better line: the line is taken (its
    // total, actions and trails turn by turn), the verdicts it had not
    // weighed stay the first review's.
    let mut stopped = Review { complete: false, ..longer.clone() };
    for turn in &mut stopped.turns {
        turn.weighed = false;
        turn.loss = 0.0;
    }
    let mut screen = ReviewScreen::new(record.clone(), sheet.clone(), 1);
    screen.ready(first.clone());
    screen.longer = LongerSearch::Searching;
    screen.longer_done(Ok(stopped));
    let ReviewOutcome::Ready(shown) = &screen.outcome else { panic!("{:?}", screen.outcome) };
    assert_eq!(
        (shown.best, &shown.best_actions, &shown.best_title),
        (longer.best, &longer.best_actions, &longer.best_title)
    );
    assert_eq!(shown.bound, first.bound);
    assert!(shown.complete, "the verdicts shown are the first review's, all weighed");
    for ((turn, theirs), mine) in shown.turns.iter().zip(&longer.turns).zip(&first.turns) {
        assert_eq!(turn.best, theirs.best, "turn {}: the longer search's trails", turn.turn);
        assert_eq!(
            (turn.weighed, turn.loss, &turn.coach),
            (mine.weighed, mine.loss, &mine.coach),
            "turn {}",
            turn.turn
        );
    }
}

#[test]
fn the_longer_search_can_be_stopped_and_the_review_stays_shown() {
    let t = Translator::shared(Language::English);
    // Far more plans than a test would wait for: only the stop ends it.
    let endless = ReviewBudget { last_walk_plans: 100_000_000, ..ReviewBudget::QUICK };
    let (mut h, _, _, first) = longer_search_asked(endless);
    let value = |key: &str, v: u32| t.format(key, &[("value", i64::from(v).into())]);
    assert!(has_label(&h, &t.text("review-searching-longer")), "{:?}", all_texts(&h));
    h.get_by_label(&t.text("review-stop-longer")).click();
    h.step();
    h.step();
    assert!(
        has_label(&h, &t.text("review-longer-stopping"))
            || !has_label(&h, &t.text("review-searching-longer")),
        "{:?}",
        all_texts(&h)
    );
    assert!(!has_label(&h, &t.text("review-stop-longer")), "stopped once");
    // It ends with its best line so far: the first review's, or a better
    // one it had found by then, and says so.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    let ended = |h: &Harness<'_, TrailpadApp>| {
        has_label(h, &t.text("review-longer-cut-short"))
            || all_texts(h).iter().any(|l| l.starts_with("The longer search stopped before its end; by then"))
    };
    while !ended(&h) {
        assert!(std::time::Instant::now() < deadline, "the stopped search never ended: {:?}", all_texts(&h));
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.step();
    }
    assert!(h.state().is_reviewing());
    assert!(has_label(&h, &value("review-bound", first.bound.total)), "the review stays shown");
}

#[test]
fn at_800_points_wide_every_turn_s_title_stays_on_one_line_and_its_expected_totals_whole_in_every_language() {
    for language in Language::ALL {
        let t = Translator::shared(language);
        let (mut h, expected, _, _) = demo_review_opened(language, egui::vec2(800.0, 600.0));
        // From the first turn to the last.
        let first = usize::from(expected.worst_turns(1)[0].turn);
        for _ in 0..first {
            click(&mut h, &t.text("review-previous"));
        }
        let mut first_place = None;
        for (i, turn) in expected.turns.iter().enumerate() {
            let title = turn_title(&t, turn);
            let shown = h.get_by_label(&title).rect();
            let button = h.get_by_label(&t.text("review-next")).rect();
            assert!(
                shown.height() <= button.height(),
                "{language:?}: {title:?} breaks over lines ({shown:?}; a button's row is {button:?})"
            );
            // The expected totals stay whole: "(expected total 29.0)" is
            // never cut before its number.
            if turn.weighed && !turn.played.is_empty() {
                let whole = format!("({})", t.coach_expected(turn.played_expected).replace(' ', "\u{a0}"));
                let texts = all_texts(&h);
                assert!(texts.iter().any(|x| x.ends_with(&whole)), "{language:?}: {whole:?} in {texts:?}");
            }
            // Stepping through the turns never moves the title's row.
            let place = (shown.left(), shown.top());
            assert_eq!(*first_place.get_or_insert(place), place, "{language:?}: {title:?} moved");
            if i + 1 < expected.turns.len() {
                click(&mut h, &t.text("review-next"));
            }
        }
    }
}
