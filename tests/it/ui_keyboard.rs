//! Keyboard-only play: turns played with keys alone (cards, cursor, picks,
//! next and pass keys), the cursor at the map's edges, Escape, the UI scale
//! keys, and the larger map targets for touch screens. The cursor is
//! followed the way a screen reader user would: by the hex that has the
//! keyboard focus.
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common;

use crate::common::card_of;
use crate::common::ui::{game, harness, tiny_row_solo};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use trailpad::app::TrailpadApp;
use trailpad::games::tucana::record::TucanaLog;
use trailpad::games::tucana::rules::{Action, DeckMode, TucanaGame};
use trailpad::games::tucana::sheet::{Card, Coord, Sheet};
use trailpad::ui::tucana::cards::card_key;
use trailpad::ui::tucana::map::{MapInput, MapView, map_ui};

/// Alice and Bob on Isla Petit, with this deck.
fn petit(deck: DeckMode) -> TucanaLog {
    common::ui::petit_two_players(["Alice", "Bob"], deck)
}

fn press(h: &mut Harness<'_, TrailpadApp>, key: Key) {
    h.key_press(key);
    h.run();
}

/// The hex that has the keyboard focus, read from its AccessKit label
/// ("hex (4,6) mountain …").
fn focused_hex(h: &Harness<'_, TrailpadApp>) -> Option<Coord> {
    let node = h.query_by(|n| n.is_focused())?;
    let label = node.accesskit_node().label()?;
    let inner = label.strip_prefix("hex (")?.split(')').next()?;
    let (row, dcol) = inner.split_once(',')?;
    Some(Coord::new(row.trim().parse().ok()?, dcol.trim().parse().ok()?))
}

/// Walks the cursor to `target` with the arrow keys, one row at a time,
/// then along the row, checking every step lands on a hex.
fn walk_to(h: &mut Harness<'_, TrailpadApp>, target: Coord) {
    if focused_hex(h).is_none() {
        press(h, Key::ArrowRight);
    }
    for _ in 0..60 {
        let at = focused_hex(h).expect("a hex has the keyboard focus");
        if at == target {
            return;
        }
        let key = if at.row > target.row {
            Key::ArrowUp
        } else if at.row < target.row {
            Key::ArrowDown
        } else if at.dcol > target.dcol {
            Key::ArrowLeft
        } else {
            Key::ArrowRight
        };
        press(h, key);
        assert_ne!(focused_hex(h), Some(at), "{key:?} from {at} did not move towards {target}");
    }
    panic!("the cursor never reached {target}");
}

/// A side between two plain hexes near the middle of Isla Petit.
fn plain_side(sheet: &Sheet) -> (Coord, Coord) {
    let plain = |c: Coord| sheet.hex_at(c).is_some_and(|h| sheet.hex(h).feature.is_none());
    let mut hexes: Vec<Coord> = sheet.hexes().iter().map(|h| h.coord).filter(|&c| plain(c)).collect();
    hexes.sort_by_key(|c| (c.row - 5).abs() * 4 + (c.dcol - 12).abs());
    hexes
        .iter()
        .find_map(|&a| {
            let b = Coord::new(a.row, a.dcol + 2);
            plain(b).then_some((a, b))
        })
        .expect("two plain hexes side by side")
}

/// Draws the trail `a`-`b` with the keyboard: walk, Enter, walk, Space.
fn draw_by_keys(h: &mut Harness<'_, TrailpadApp>, a: Coord, b: Coord) {
    walk_to(h, a);
    press(h, Key::Enter);
    assert_eq!(
        h.state().play().unwrap().state.view.selected,
        Some(a),
        "Enter picks the hex under the cursor"
    );
    walk_to(h, b);
    press(h, Key::Space);
}

#[test]
fn a_whole_turn_with_real_cards_by_keyboard_alone() {
    let mut h = harness(TrailpadApp::with_game(petit(DeckMode::RealCards)));
    let sheet = game(&h).sheet_arc().clone();
    let (a, b) = plain_side(&sheet);
    let cards = [card_of(&sheet, a), card_of(&sheet, b)];

    // The two revealed cards, typed.
    press(&mut h, card_key(cards[0]));
    press(&mut h, card_key(cards[1]));
    assert_eq!(game(&h).turn_cards(), Some(cards));
    let turn = game(&h).turn_index();

    // Alice: cursor to one end, Enter, to the other end, Space.
    draw_by_keys(&mut h, a, b);
    let actions = &h.state().log().unwrap().record().actions;
    assert_eq!(actions.last(), Some(&Action::Trail { seat: 1, from: a, to: b }), "{actions:?}");
    // Alice sees what she circled until the table moves on: N shows Bob's sheet.
    assert_eq!(h.state().play().unwrap().state.seat, 1, "Alice's sheet stays in view");
    press(&mut h, Key::N);
    assert_eq!(h.state().play().unwrap().state.seat, 2, "N shows Bob's sheet next");

    // Bob draws the same side, the other way round; the cursor stayed put.
    assert_eq!(focused_hex(&h), Some(b));
    draw_by_keys(&mut h, b, a);
    let g = game(&h);
    assert_eq!(g.player(2).unwrap().trails().len(), 1);
    assert!(g.turn_cards().is_none(), "the turn is over");

    // The next turn starts from the keyboard too.
    press(&mut h, Key::W);
    press(&mut h, Key::A);
    let g = game(&h);
    assert_eq!(g.turn_cards(), Some([Card::Water, Card::Any]));
    assert!(g.turn_index() > turn, "a new turn started");
    assert_eq!(h.state().play().unwrap().state.seat, 1, "Alice plays first again");
}

#[test]
fn with_the_app_deck_n_reveals_and_goes_to_the_next_sheet() {
    let mut h = harness(TrailpadApp::with_game(petit(DeckMode::AppDeck { seed: 7 })));
    assert!(game(&h).turn_cards().is_none());
    press(&mut h, Key::N);
    let g = game(&h);
    assert!(g.turn_cards().is_some(), "N revealed the app deck's cards");
    let turn = g.turn_index();

    // Alice draws a legal trail with the keys.
    let edge = g.legal_trails(1).iter().next().expect("a legal trail");
    let (a, b) = g.sheet().edge_coords(edge);
    draw_by_keys(&mut h, a, b);
    assert_eq!(h.state().log().unwrap().record().actions.len(), 2);
    assert_eq!(h.state().play().unwrap().state.seat, 1, "Alice's sheet stays in view");
    press(&mut h, Key::N);
    assert_eq!(h.state().play().unwrap().state.seat, 2);

    // Looking back at Alice's sheet, N goes to the sheet still to play.
    h.get_by_label("sheet Alice done").click();
    h.run();
    assert_eq!(h.state().play().unwrap().state.seat, 1);
    press(&mut h, Key::N);
    assert_eq!(h.state().play().unwrap().state.seat, 2);
    // N does nothing while the shown sheet still has to play.
    press(&mut h, Key::N);
    assert!(game(&h).turn_cards().is_some());

    let edge = game(&h).legal_trails(2).iter().next().expect("a legal trail");
    let (a, b) = game(&h).sheet().edge_coords(edge);
    draw_by_keys(&mut h, a, b);
    assert!(game(&h).turn_cards().is_none(), "both sheets played");

    // N finishes the turn: the next cards come out.
    press(&mut h, Key::N);
    let g = game(&h);
    assert!(g.turn_cards().is_some());
    assert!(g.turn_index() > turn);
}

#[test]
fn p_passes_when_nothing_matches() {
    let mut h = harness(TrailpadApp::with_game(tiny_row_solo()));
    press(&mut h, Key::W);
    press(&mut h, Key::W);
    // P is ignored while a trail matches the cards.
    press(&mut h, Key::P);
    assert_eq!(h.state().log().unwrap().record().actions.len(), 1);
    draw_by_keys(&mut h, Coord::new(0, 20), Coord::new(0, 22));
    assert_eq!(h.state().log().unwrap().record().actions.len(), 2);
    press(&mut h, Key::W);
    press(&mut h, Key::W);
    press(&mut h, Key::P);
    let log = h.state().log().unwrap();
    assert_eq!(log.record().actions.last(), Some(&Action::Pass { seat: 1 }));
    assert!(log.game().turn_cards().is_none());
}

#[test]
fn the_cursor_stops_at_the_edges_of_the_map() {
    let mut h = harness(TrailpadApp::with_game(petit(DeckMode::RealCards)));
    let sheet = game(&h).sheet_arc().clone();
    assert_eq!(focused_hex(&h), None, "no cursor before a key is pressed");
    press(&mut h, Key::ArrowDown);
    let start = focused_hex(&h).expect("the first arrow shows the cursor");
    assert!(sheet.hex_at(start).is_some());

    let top = sheet.hexes().iter().map(|x| x.coord.row).min().unwrap();
    for _ in 0..15 {
        press(&mut h, Key::ArrowUp);
    }
    let at = focused_hex(&h).unwrap();
    assert_eq!(at.row, top, "Up stops at the top row");
    for _ in 0..15 {
        press(&mut h, Key::ArrowLeft);
    }
    let left = focused_hex(&h).unwrap();
    let leftmost = sheet.hexes().iter().filter(|x| x.coord.row == top).map(|x| x.coord.dcol).min().unwrap();
    assert_eq!(left, Coord::new(top, leftmost), "Left stops at the row's first hex");
    press(&mut h, Key::ArrowUp);
    assert_eq!(focused_hex(&h), Some(left));

    let bottom = sheet.hexes().iter().map(|x| x.coord.row).max().unwrap();
    for _ in 0..15 {
        press(&mut h, Key::ArrowDown);
        press(&mut h, Key::ArrowRight);
    }
    let end = focused_hex(&h).unwrap();
    let rightmost =
        sheet.hexes().iter().filter(|x| x.coord.row == bottom).map(|x| x.coord.dcol).max().unwrap();
    assert_eq!(end, Coord::new(bottom, rightmost), "the bottom right corner");
    press(&mut h, Key::ArrowDown);
    press(&mut h, Key::ArrowRight);
    assert_eq!(focused_hex(&h), Some(end));
}

#[test]
fn escape_drops_the_pick_then_the_cursor() {
    let mut h = harness(TrailpadApp::with_game(petit(DeckMode::RealCards)));
    press(&mut h, Key::F);
    press(&mut h, Key::D);
    press(&mut h, Key::ArrowRight);
    let at = focused_hex(&h).unwrap();
    press(&mut h, Key::Enter);
    assert_eq!(h.state().play().unwrap().state.view.selected, Some(at));
    press(&mut h, Key::Escape);
    let view = h.state().play().unwrap().state.view;
    assert_eq!(view.selected, None, "Escape drops the pick");
    assert_eq!(view.cursor, Some(at), "the cursor stays");
    assert_eq!(focused_hex(&h), Some(at));
    // Enter on the same hex twice also drops the pick, like a second tap.
    press(&mut h, Key::Enter);
    press(&mut h, Key::Enter);
    assert_eq!(h.state().play().unwrap().state.view.selected, None);
    press(&mut h, Key::Escape);
    assert_eq!(h.state().play().unwrap().state.view.cursor, None, "a second Escape hides the cursor");
    assert_eq!(focused_hex(&h), None);
    assert!(h.state().log().unwrap().record().actions.len() == 1, "nothing was drawn");
}

#[test]
fn a_hex_reached_with_tab_becomes_the_cursor() {
    let mut h = harness(TrailpadApp::with_game(petit(DeckMode::RealCards)));
    for _ in 0..80 {
        if focused_hex(&h).is_some() {
            break;
        }
        press(&mut h, Key::Tab);
    }
    let at = focused_hex(&h).expect("Tab reaches the hexes after the buttons");
    assert_eq!(h.state().play().unwrap().state.view.cursor, Some(at));
    // The arrows go on from there, not to another widget.
    press(&mut h, Key::ArrowDown);
    let below = focused_hex(&h).expect("still on the map");
    assert_eq!(h.state().play().unwrap().state.view.cursor, Some(below));
}

#[test]
fn enter_still_picks_after_the_map_was_hidden() {
    let mut h = harness(TrailpadApp::with_game(petit(DeckMode::RealCards)));
    press(&mut h, Key::F);
    press(&mut h, Key::D);
    press(&mut h, Key::ArrowLeft);
    let at = focused_hex(&h).unwrap();
    // The scores replace the map for a while: its hexes, and the focus, go.
    h.state_mut()
        .apply(trailpad::app::Intent::from(trailpad::ui::tucana::play::GameIntent::ShowScores(true)));
    h.run();
    assert_eq!(focused_hex(&h), None);
    press(&mut h, Key::N);
    assert!(!h.state().play().unwrap().state.show_scores, "N goes back to the map");
    press(&mut h, Key::Enter);
    assert_eq!(h.state().play().unwrap().state.view.selected, Some(at));
    assert_eq!(focused_hex(&h), Some(at));
}

#[test]
fn arrows_do_nothing_while_a_text_field_has_focus() {
    let game = petit(DeckMode::RealCards).game().clone();
    let state = (game, MapView::default(), String::new());
    let mut h = Harness::builder().with_size(egui::vec2(900.0, 700.0)).build_ui_state(
        |ui, (game, view, text): &mut (TucanaGame, MapView, String)| {
            let label = ui.label("Note");
            ui.add(egui::TextEdit::singleline(text).id(egui::Id::unique("note"))).labelled_by(label.id);
            let player = game.player(1).unwrap();
            let input =
                MapInput { game, player, legal: game.legal_trails(1), highlight: true, large_targets: false };
            map_ui(ui, &input, view);
        },
        state,
    );
    h.run();
    h.get_by_role(egui::accesskit::Role::TextInput).click();
    h.run();
    for key in [Key::ArrowRight, Key::ArrowDown, Key::Enter] {
        h.key_press(key);
        h.run();
    }
    assert_eq!(h.state().1.cursor, None, "the arrows belong to the text field");
    // Without the text field's focus, the same keys move the cursor.
    h.key_press(Key::Escape);
    h.run();
    h.ctx.memory_mut(|m| {
        if let Some(id) = m.focused() {
            m.surrender_focus(id);
        }
    });
    h.key_press(Key::ArrowRight);
    h.run();
    assert!(h.state().1.cursor.is_some());
}

#[test]
fn ctrl_plus_minus_and_zero_scale_the_ui_and_the_map_still_hits() {
    let dir = common::fresh_dir("keys");
    let app = TrailpadApp::with_game(petit(DeckMode::RealCards)).with_settings(dir.join("settings.ron"));
    let mut h = harness(app);
    assert_eq!(h.ctx.zoom_factor(), 1.0);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Plus);
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::Plus);
    h.run();
    assert!((h.ctx.zoom_factor() - 1.2).abs() < 1e-4, "{}", h.ctx.zoom_factor());
    h.run();
    assert_eq!(h.state().settings().unwrap().zoom, Some(h.ctx.zoom_factor()), "the zoom is remembered");

    // At 1.2 the map is hit where it is drawn: drag from one hex's centre
    // to its neighbour's (the end is found from the pointer position).
    let sheet = game(&h).sheet_arc().clone();
    let (a, b) = plain_side(&sheet);
    press(&mut h, card_key(card_of(&sheet, a)));
    press(&mut h, card_key(card_of(&sheet, b)));
    let centre = |h: &Harness<'_, TrailpadApp>, c: Coord| {
        h.get_by_label_contains(&format!("hex {c} ")).rect().center()
    };
    let (pa, pb) = (centre(&h, a), centre(&h, b));
    h.hover_at(pa);
    h.run();
    h.drag_at(pa);
    h.run();
    for i in 1..=4 {
        h.hover_at(pa.lerp(pb, i as f32 / 4.0));
        h.run();
    }
    h.drop_at(pb);
    h.run();
    let actions = &h.state().log().unwrap().record().actions;
    assert_eq!(actions.last(), Some(&Action::Trail { seat: 1, from: a, to: b }), "{actions:?}");

    h.key_press_modifiers(Modifiers::COMMAND, Key::Minus);
    h.run();
    assert!((h.ctx.zoom_factor() - 1.1).abs() < 1e-4);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num0);
    h.run();
    assert_eq!(h.ctx.zoom_factor(), 1.0);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn a_remembered_zoom_is_applied_at_start() {
    let dir = common::fresh_dir("keys-zoom");
    let path = dir.join("settings.ron");
    let settings = trailpad::store::Settings { zoom: Some(1.5), ..Default::default() };
    settings.save(&path).unwrap();
    let h = harness(TrailpadApp::with_game(petit(DeckMode::RealCards)).with_settings(path));
    assert_eq!(h.ctx.zoom_factor(), 1.5);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn larger_map_targets_make_hexes_bigger_and_are_remembered() {
    let dir = common::fresh_dir("keys-large");
    let path = dir.join("settings.ron");
    let mut h = harness(TrailpadApp::with_game(petit(DeckMode::RealCards)).with_settings(path.clone()));
    let c = Coord::new(5, 11);
    let size = |h: &Harness<'_, TrailpadApp>| h.get_by_label_contains(&format!("hex {c} ")).rect().width();
    let before = size(&h);
    // A small window makes small hexes.
    h.set_size(egui::vec2(820.0, 600.0));
    h.run();
    let small = size(&h);
    assert!(small < before);
    h.get_by_label("Settings").click();
    h.run();
    h.get_by_label("Larger map targets").click();
    h.run();
    h.run();
    assert!(h.state().large_targets());
    let large = size(&h);
    assert!(large >= 2.0 * 30.0 * 0.866 - 0.5, "a hex is at least a fingertip wide: {large}");
    assert!(large > small);
    assert!(trailpad::store::Settings::load(&path).large_targets, "saved at once");
    std::fs::remove_dir_all(dir).ok();
}

/// Taps (press and release) at a point of the screen.
fn tap_at(h: &mut Harness<'_, TrailpadApp>, p: egui::Pos2) {
    h.hover_at(p);
    h.run();
    for pressed in [true, false] {
        h.event(egui::Event::PointerButton {
            pos: p,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: Modifiers::NONE,
        });
    }
    h.run();
}

#[test]
fn larger_map_targets_count_taps_nearer_the_middle_for_a_side() {
    let mut h = harness(TrailpadApp::with_game(petit(DeckMode::RealCards)));
    let sheet = game(&h).sheet_arc().clone();
    let (a, b) = plain_side(&sheet);
    press(&mut h, card_key(card_of(&sheet, a)));
    press(&mut h, card_key(card_of(&sheet, b)));
    // A third of the way from a's centre towards its side with b.
    let point = |h: &Harness<'_, TrailpadApp>| {
        let rect = |c: Coord| h.get_by_label_contains(&format!("hex {c} ")).rect();
        let (ra, rb) = (rect(a), rect(b));
        let radius = ra.height() / 1.5;
        ra.center() + (rb.center() - ra.center()).normalized() * radius * 0.35
    };
    let p = point(&h);
    tap_at(&mut h, p);
    assert_eq!(
        h.state().play().unwrap().state.view.selected,
        Some(a),
        "a tap that far in only picks the hex"
    );
    assert_eq!(h.state().log().unwrap().record().actions.len(), 1);
    h.key_press(Key::Escape);
    h.run();

    h.state_mut().set_large_targets(true);
    h.run();
    let p = point(&h);
    tap_at(&mut h, p);
    let actions = &h.state().log().unwrap().record().actions;
    assert_eq!(actions.last(), Some(&Action::Trail { seat: 1, from: a, to: b }), "{actions:?}");
}
