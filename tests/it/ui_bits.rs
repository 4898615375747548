//! Small play-screen bits: refusals that used to be silent (two taps on
//! hexes that do not touch, a used-up card type pressed by click or key),
//! reported by the map and the cards bar as their own intents; the quiet
//! map when many sides are legal; the card row explaining its keys.

use crate::common;

use crate::common::{Table, setup};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use trailpad::games::tucana::rules::TucanaGame;
use trailpad::games::tucana::sheet::{Card, Coord};
use trailpad::ui::tucana::cards::{CardsIntent, cards_ui};
use trailpad::ui::tucana::map::{MapInput, MapIntent, MapView, map_ui};

type MapState = (TucanaGame, MapView, Option<MapIntent>);

fn map_harness(game: TucanaGame) -> Harness<'static, MapState> {
    let mut h = Harness::builder().with_size(egui::vec2(1000.0, 700.0)).build_ui_state(
        |ui, (game, view, last): &mut MapState| {
            let player = game.player(1).expect("seat 1");
            let input =
                MapInput { game, player, legal: game.legal_trails(1), highlight: true, large_targets: false };
            if let Some(intent) = map_ui(ui, &input, view) {
                *last = Some(intent);
            }
        },
        (game, MapView::default(), None),
    );
    h.run();
    h
}

fn tap(h: &mut Harness<'_, MapState>, at: Coord) {
    h.get_by_label_contains(&format!("hex {at} ")).click();
    h.run();
}

#[test]
fn tapping_two_hexes_that_do_not_touch_is_its_own_intent() {
    let mut table = Table::new(setup("isla-petit", 1, &["Ann"], 1));
    table.apply(trailpad::games::tucana::rules::Action::Reveal(Card::Any, Card::Any));
    let sheet = table.game.sheet().clone();
    let a = sheet.hexes()[0].coord;
    let b = sheet.hexes().iter().map(|h| h.coord).find(|c| *c != a && !a.is_neighbour(*c)).unwrap();
    let n = sheet.hexes().iter().map(|h| h.coord).find(|c| b.is_neighbour(*c)).unwrap();
    let mut h = map_harness(table.game);

    tap(&mut h, a);
    assert_eq!(h.state().1.selected, Some(a));
    assert!(matches!(h.state().2, Some(MapIntent::Prompt(_))), "the first tap picks: {:?}", h.state().2);
    tap(&mut h, b);
    assert_eq!(h.state().2, Some(MapIntent::NotNeighbours(a, b)), "not a silent re-pick");
    assert_eq!(h.state().1.selected, Some(b), "the second hex is the fresh pick");
    // A neighbour of the new pick draws as before.
    tap(&mut h, n);
    assert_eq!(h.state().2, Some(MapIntent::Trail(b, n)));
    assert_eq!(h.state().1.selected, None);
}

type CardsState = (TucanaGame, Option<Card>, Option<CardsIntent>);

fn cards_harness(game: TucanaGame, pending: Option<Card>) -> Harness<'static, CardsState> {
    let mut h = Harness::builder().with_size(egui::vec2(1000.0, 200.0)).build_ui_state(
        |ui, (game, pending, last): &mut CardsState| {
            if let Some(intent) = cards_ui(ui, game, *pending) {
                *last = Some(intent);
            }
        },
        (game, pending, None),
    );
    h.run();
    h
}

/// Ann alone on Isla Petit after two turns of Water and Water: the deck's
/// four water cards are all revealed this round.
fn waters_used_up() -> TucanaGame {
    let mut table = Table::new(setup("isla-petit", 1, &["Ann"], 1));
    for _ in 0..2 {
        table.turn_with([Card::Water, Card::Water], &[]);
    }
    assert_eq!(table.game.cards_seen_this_round()[Card::Water.index()], 4);
    table.game
}

#[test]
fn a_used_up_card_pressed_by_click_or_key_says_how_many_were_revealed() {
    let mut h = cards_harness(waters_used_up(), None);
    h.get_by_label("Water (W)").click();
    h.run();
    assert_eq!(h.state().2, Some(CardsIntent::UsedUp { card: Card::Water, revealed: 4 }));
    h.state_mut().2 = None;
    h.key_press(egui::Key::W);
    h.run();
    assert_eq!(h.state().2, Some(CardsIntent::UsedUp { card: Card::Water, revealed: 4 }));
    // A card the deck still has is picked as before.
    h.key_press(egui::Key::D);
    h.run();
    assert_eq!(h.state().2, Some(CardsIntent::Pick(Card::Desert)));
}

#[test]
fn the_card_picked_first_counts_as_revealed() {
    // Three waters revealed, the fourth picked as the first card of two.
    let mut table = Table::new(setup("isla-petit", 1, &["Ann"], 1));
    table.turn_with([Card::Water, Card::Water], &[]);
    table.turn_with([Card::Water, Card::Desert], &[]);
    let mut h = cards_harness(table.game, Some(Card::Water));
    h.key_press(egui::Key::W);
    h.run();
    assert_eq!(h.state().2, Some(CardsIntent::UsedUp { card: Card::Water, revealed: 4 }));
}

#[test]
fn with_any_and_any_every_legal_side_stays_tappable_in_the_quiet_map() {
    let mut table = Table::new(setup("isla-petit", 1, &["Ann"], 1));
    table.apply(trailpad::games::tucana::rules::Action::Reveal(Card::Any, Card::Any));
    let legal = table.game.legal_trails(1);
    let sheet = table.game.sheet().clone();
    let quiet = trailpad::ui::tucana::map::legal_marks(&sheet, &legal, &[]);
    assert!(quiet.quiet, "{} legal sides are shown quietly", legal.len());
    let h = map_harness(table.game);

    // A tap near a faint side (no hex picked, no dash on it) draws it.
    let mut drawn = 0;
    for edge in quiet.faint.iter().step_by(quiet.faint.len() / 5) {
        let (a, b) = sheet.edge_coords(*edge);
        let ra = h.get_by_label_contains(&format!("hex {a} ")).rect();
        let rb = h.get_by_label_contains(&format!("hex {b} ")).rect();
        let near_side = ra.center().lerp(rb.center(), 0.4);
        let mut h = map_harness(h.state().0.clone());
        h.hover_at(near_side);
        h.run();
        h.event(egui::Event::PointerButton {
            pos: near_side,
            button: egui::PointerButton::Primary,
            pressed: true,
            modifiers: egui::Modifiers::NONE,
        });
        h.event(egui::Event::PointerButton {
            pos: near_side,
            button: egui::PointerButton::Primary,
            pressed: false,
            modifiers: egui::Modifiers::NONE,
        });
        h.run();
        assert_eq!(h.state().2, Some(MapIntent::Trail(a, b)), "the side {a}-{b} is tapped");
        drawn += 1;
    }
    assert!(drawn >= 5);
}

fn card_row_texts(language: trailpad::i18n::Language) -> Vec<String> {
    let mut h = cards_harness(Table::new(setup("isla-petit", 1, &["Ann"], 1)).game, None);
    trailpad::ui::lang::set_language(&h.ctx, language);
    h.run();
    h.run();
    h.query_all_by(|_| true)
        .flat_map(|n| [n.accesskit_node().label(), n.accesskit_node().value()])
        .flatten()
        .filter(|t| !t.is_empty())
        .collect()
}

#[test]
fn the_card_row_says_which_key_enters_each_card_in_every_language() {
    use trailpad::i18n::Language;
    let en = card_row_texts(Language::English);
    for button in ["Desert (D)", "Forest (F)", "Mountain (M)", "Water (W)", "Any (A)"] {
        assert!(en.iter().any(|t| t == button), "{button} in {en:?}");
    }
    let fr = card_row_texts(Language::French);
    assert!(fr.iter().any(|t| t == "Eau (W)"), "{fr:?}");
    assert!(fr.iter().any(|t| t == "W comme « water », l'eau en anglais"), "W explained: {fr:?}");
    let ru = card_row_texts(Language::Russian);
    assert!(ru.iter().any(|t| t == "Вода (W)"), "{ru:?}");
    assert!(
        ru.iter().any(|t| t == "клавиши — латинские буквы: D пустыня, F лес, M горы, W вода, A любой"),
        "every key explained: {ru:?}"
    );
    // English needs no note: the keys are the names' initials.
    let distinct = |texts: &[String]| texts.iter().collect::<std::collections::BTreeSet<_>>().len();
    assert_eq!(distinct(&en) + 1, distinct(&fr), "one note more in French: {en:?} / {fr:?}");
}

/// The texts of Ann's pad drawn alone, for this game.
fn pad_texts(game: TucanaGame) -> Vec<String> {
    let mut h = Harness::builder().with_size(egui::vec2(800.0, 900.0)).build_ui_state(
        |ui, game: &mut TucanaGame| {
            let player = game.player(1).expect("seat 1");
            trailpad::ui::tucana::pad::pad_ui(ui, &game.score_card(player), game.sight_sum_now(player));
        },
        game,
    );
    h.run();
    h.query_all_by(|_| true)
        .flat_map(|n| [n.accesskit_node().label(), n.accesskit_node().value()])
        .flatten()
        .collect()
}

#[test]
fn sights_circled_so_far_is_shown_while_the_game_runs_only() {
    let mut table = Table::new(setup("isla-petit", 1, &["Ann"], 1));
    table.finish_round();
    let between = pad_texts(table.game.clone());
    assert!(between.iter().any(|t| t.starts_with("Sights circled so far: ")), "{between:?}");
    table.finish_game();
    assert!(table.game.is_over());
    let over = pad_texts(table.game);
    assert!(!over.iter().any(|t| t.contains("so far")), "not for a finished game: {over:?}");
    assert!(over.iter().any(|t| t.starts_with("Ann total ")), "the pad itself is drawn");
}

type DialogState =
    (trailpad::ui::file_dialog::FileDialog, Option<trailpad::ui::file_dialog::FileDialogIntent>);

fn dialog_harness(
    purpose: trailpad::ui::file_dialog::FilePurpose,
    at: &std::path::Path,
) -> Harness<'static, DialogState> {
    use trailpad::ui::file_dialog::{FileDialog, file_dialog_ui};
    let mut h = Harness::builder().with_size(egui::vec2(1000.0, 700.0)).build_ui_state(
        |ui, (dialog, last): &mut DialogState| {
            // As the app does: the store lists the folder, the dialog draws.
            dialog.refresh_listing(|typed| {
                let (folder, files) = trailpad::store::records_near(typed);
                trailpad::ui::file_dialog::FolderListing { folder, files }
            });
            if let Some(intent) = file_dialog_ui(ui, dialog) {
                *last = Some(intent);
            }
        },
        (FileDialog::new(purpose, at.to_path_buf()), None),
    );
    h.run();
    h
}

/// Where the dialog's buttons and path field are on screen.
fn dialog_rects(h: &Harness<'_, DialogState>, confirm: &str) -> Vec<egui::Rect> {
    [confirm, "Browse…", "Cancel"]
        .into_iter()
        .map(|label| h.get_by_label(label).rect())
        .chain([h.get_by_role(egui::accesskit::Role::TextInput).rect()])
        .collect()
}

/// Types `text` into the path field in place of what is there.
fn type_path(h: &mut Harness<'_, DialogState>, text: &str) {
    h.get_by_role(egui::accesskit::Role::TextInput).focus();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_by_role(egui::accesskit::Role::TextInput).type_text(text);
    for _ in 0..3 {
        h.run();
    }
}

#[test]
fn the_import_dialog_holds_still_while_a_path_is_typed() {
    use trailpad::ui::file_dialog::FilePurpose;
    let dir = common::fresh_dir("ui-dialog-still");
    for name in ["a.ron", "b.ron", "c.ron"] {
        std::fs::write(dir.join(name), "()").unwrap();
    }
    let empty = dir.join("empty");
    std::fs::create_dir_all(&empty).unwrap();
    let mut h = dialog_harness(FilePurpose::Import, &dir.join("a.ron"));
    for _ in 0..3 {
        h.run();
    }
    assert!(h.query_by_label("b.ron").is_some(), "the folder's records are listed");
    let still = dialog_rects(&h, "Import");

    // A folder without records: the list is empty, the buttons stay.
    type_path(&mut h, &empty.join("x.ron").display().to_string());
    assert!(h.query_by_label("b.ron").is_none());
    assert!(h.query_by_label_contains("No game records in").is_some());
    assert_eq!(dialog_rects(&h, "Import"), still, "an empty list takes the same room");

    // A message appears (say the file cannot be read): still nothing moves.
    h.state_mut().0.error = Some("Could not read this file: it is not a game record. ".repeat(4));
    for _ in 0..3 {
        h.run();
    }
    assert!(h.query_by_label_contains("error: Could not read").is_some(), "the message is shown");
    assert_eq!(dialog_rects(&h, "Import"), still, "the message has its room already");

    // Back to the folder with records, typed letter by letter.
    type_path(&mut h, &dir.join("b").display().to_string());
    assert!(h.query_by_label("b.ron").is_some());
    assert_eq!(dialog_rects(&h, "Import"), still);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_export_dialog_buttons_stay_when_save_turns_into_replace() {
    use trailpad::ui::file_dialog::FilePurpose;
    let dir = common::fresh_dir("ui-dialog-replace");
    let mut h = dialog_harness(FilePurpose::ExportRecord("()".into()), &dir.join("game.ron"));
    for _ in 0..3 {
        h.run();
    }
    let save = dialog_rects(&h, "Save");
    h.state_mut().0.replace = Some("game.ron".into());
    h.state_mut().0.error = Some("game.ron already exists. Press “Replace” to overwrite it.".into());
    for _ in 0..3 {
        h.run();
    }
    let replace = dialog_rects(&h, "Replace");
    assert_eq!(save[1..], replace[1..], "Browse, Cancel and the field stay where they were");
    assert_eq!(save[0].min, replace[0].min);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The import dialog's list of records reaches down to its buttons while
/// there is no message (it stopped half-way, above the message's empty
/// room: six records of twenty shown), and the whole window is dimmed
/// behind the dialog, not one panel (issue 30).
#[test]
fn the_import_list_reaches_the_buttons_over_a_dimmed_window() {
    use trailpad::ui::file_dialog::FilePurpose;
    let dir = common::fresh_dir("ui-dialog-long-list");
    for n in 10..30 {
        std::fs::write(dir.join(format!("game-{n}.ron")), "()").unwrap();
    }
    let mut h = dialog_harness(FilePurpose::Import, &dir.join("game-10.ron"));
    for _ in 0..3 {
        h.run();
    }
    let import = h.get_by_label("Import").rect();
    let rows: Vec<egui::Rect> = (10..30).map(|n| h.get_by_label(&format!("game-{n}.ron")).rect()).collect();
    let shown = rows.iter().filter(|r| r.bottom() < import.top()).count();
    let last = rows.iter().filter(|r| r.bottom() < import.top()).map(|r| r.bottom()).fold(0.0, f32::max);
    assert!(shown >= 12, "{shown} of 20 records shown above the buttons at {import:?}");
    assert!(import.top() - last < 48.0, "the list stops {} points above the buttons", import.top() - last);
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1000.0, 700.0));
    let dimmed = h.output().shapes.iter().any(|c| match &c.shape {
        egui::Shape::Rect(r) => {
            r.fill.a() > 0
                && r.fill.r() == 0
                && r.rect.contains_rect(window)
                && c.clip_rect.contains_rect(window)
        }
        _ => false,
    });
    assert!(dimmed, "a dark veil over the whole window");
    let _ = std::fs::remove_dir_all(&dir);
}
