//! *Ticket to Ride: New York* played with the keyboard alone: digits choose
//! the player, the arrows and Shift+arrows walk the map's cursor (followed
//! on screen by the route that has the keyboard focus and the location
//! marked selected, and checked at every key against the pure cursor
//! model), Enter and Space claim or take back with the same refusals as a
//! tap, Ctrl+Z / Ctrl+Y undo and redo, Escape hides the cursor; and digits
//! typed into a text field stay in the field.
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common;

use crate::common::ui::{click, harness, message};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use std::collections::{HashMap, VecDeque};
use std::path::Path;
use trailpad::app::TrailpadApp;
use trailpad::games::new_york::{NewYorkLog, NewYorkMap, NewYorkSetup, RouteId};
use trailpad::i18n::{Language, Translator};
use trailpad::store::DataDir;
use trailpad::ui::cursor::CursorStep;
use trailpad::ui::message::MessageLog;
use trailpad::ui::new_york::keys::{BoardCursor, start_cursor, step, turn};
use trailpad::ui::new_york::{NewYorkScreen, NewYorkView, new_york_ui};

/// A key of the map's cursor: an arrow, or Shift and an arrow.
#[derive(Debug, Clone, Copy)]
struct Move {
    key: Key,
    shift: bool,
}

const MOVES: [Move; 6] = [
    Move { key: Key::ArrowLeft, shift: false },
    Move { key: Key::ArrowRight, shift: false },
    Move { key: Key::ArrowUp, shift: false },
    Move { key: Key::ArrowDown, shift: false },
    Move { key: Key::ArrowRight, shift: true },
    Move { key: Key::ArrowLeft, shift: true },
];

/// Where the pure model says a key takes the cursor.
fn model(map: &NewYorkMap, cursor: Option<BoardCursor>, m: Move) -> Option<BoardCursor> {
    let Some(c) = cursor else { return start_cursor(map) };
    let s = CursorStep::of_key(m.key).unwrap();
    Some(if m.shift { turn(map, c, m.key == Key::ArrowRight) } else { step(map, c, s) })
}

/// The keyboard player: the cursor it expects, checked against the screen.
struct Keys {
    map: std::sync::Arc<NewYorkMap>,
    cursor: Option<BoardCursor>,
}

impl Keys {
    fn new(h: &Harness<'_, TrailpadApp>) -> Keys {
        Keys { map: h.state().new_york_log().unwrap().game().map_arc().clone(), cursor: None }
    }

    fn route_name(&self, route: RouteId) -> String {
        Translator::new(Language::English).new_york_route(&self.map, route)
    }

    /// Presses one cursor key and checks the screen shows the cursor where
    /// the model puts it: its route has the keyboard focus, its location is
    /// the one marked selected.
    fn press(&mut self, h: &mut Harness<'_, TrailpadApp>, m: Move) {
        let modifiers = if m.shift { Modifiers::SHIFT } else { Modifiers::NONE };
        h.key_press_modifiers(modifiers, m.key);
        h.run();
        self.cursor = model(&self.map, self.cursor, m);
        let c = self.cursor.unwrap();
        let focused = focused_label(h).unwrap_or_default();
        assert!(
            focused.starts_with(&format!("{}, ", self.route_name(c.route))),
            "{m:?}: the model is on {}, the focus on {focused:?}",
            self.route_name(c.route)
        );
        let here = &self.map.location(c.location).name;
        assert_eq!(selected_locations(h, &self.map), vec![here.clone()], "{m:?}");
        // Issue 30: the cursor in words on the map, from the first key on,
        // not only once something is claimed.
        assert_eq!(cursor_caption(h), Some(format!("At {here}: {focused}")), "{m:?}");
    }

    /// Walks the cursor to `route` (its key in the map data) with the
    /// fewest cursor keys, checking every step.
    fn go_to(&mut self, h: &mut Harness<'_, TrailpadApp>, route: &str) {
        let target = self.map.route_by_key(route).expect(route);
        if self.cursor.is_none() {
            self.press(h, MOVES[1]);
        }
        let from = self.cursor.unwrap();
        let mut came: HashMap<BoardCursor, (BoardCursor, usize)> = HashMap::new();
        let mut queue = VecDeque::from([from]);
        let mut found = (from.route == target).then_some(from);
        while found.is_none() {
            let c = queue.pop_front().expect("every route can be reached");
            for (i, m) in MOVES.iter().enumerate() {
                let n = model(&self.map, Some(c), *m).unwrap();
                if n != from && !came.contains_key(&n) {
                    came.insert(n, (c, i));
                    queue.push_back(n);
                    if n.route == target {
                        found = Some(n);
                    }
                }
            }
        }
        let mut path = Vec::new();
        let mut at = found.unwrap();
        while at != from {
            let (back, i) = came[&at];
            path.push(MOVES[i]);
            at = back;
        }
        for m in path.into_iter().rev() {
            self.press(h, m);
        }
    }
}

/// The keyboard cursor in words on the map, if shown.
fn cursor_caption(h: &Harness<'_, TrailpadApp>) -> Option<String> {
    // egui gives a label's text to AccessKit as its value.
    h.query_by(|n| {
        n.role() == egui::accesskit::Role::Label && n.value().is_some_and(|l| l.starts_with("At "))
    })
    .and_then(|n| n.value())
}

fn focused_label(h: &Harness<'_, TrailpadApp>) -> Option<String> {
    h.query_by(|n| n.is_focused()).and_then(|n| n.accesskit_node().label())
}

/// The locations marked selected on the map (the cursor's, if shown;
/// egui tells AccessKit "selected" as toggled on).
fn selected_locations(h: &Harness<'_, TrailpadApp>, map: &NewYorkMap) -> Vec<String> {
    let t = Translator::new(Language::English);
    map.locations()
        .iter()
        .filter(|l| {
            let label = if l.attraction {
                t.format("ny-location-attraction", &[("name", l.name.as_str().into())])
            } else {
                l.name.clone()
            };
            h.query_all_by_label(&label)
                .any(|n| n.accesskit_node().toggled() == Some(egui::accesskit::Toggled::True))
        })
        .map(|l| l.name.clone())
        .collect()
}

fn press(h: &mut Harness<'_, TrailpadApp>, modifiers: Modifiers, key: Key) {
    h.key_press_modifiers(modifiers, key);
    h.run();
}

/// Ann and Bob set up through the start screen.
fn two_players(dir: &Path) -> Harness<'static, TrailpadApp> {
    let mut h = harness(TrailpadApp::new().with_store(DataDir::at(dir)));
    click(&mut h, "Ticket to Ride: New York");
    for (n, name) in [(1, "Ann"), (2, "Bob")] {
        let field = format!("Name of player {n}");
        h.get_by_label(&field).focus();
        h.run();
        h.get_by_label(&field).type_text(name);
        h.run();
    }
    click(&mut h, "Start the game");
    h
}

fn owner(h: &Harness<'_, TrailpadApp>, route: &str) -> Option<u8> {
    let game = h.state().new_york_log().unwrap().game();
    game.owner(game.map().route_by_key(route).unwrap())
}

#[test]
fn two_players_enter_their_claims_with_keys_alone() {
    let dir = common::fresh_dir("ui-ny-keys");
    let mut h = two_players(&dir);
    let mut keys = Keys::new(&h);
    assert!(focused_label(&h).is_none() && selected_locations(&h, &keys.map).is_empty(), "no cursor yet");
    assert_eq!(cursor_caption(&h), None, "no cursor, no words");
    assert!(
        common::ui::all_texts(&h).iter().any(|t| t.starts_with("Keys: 1–4 player")),
        "the keys are listed on screen"
    );

    // Ann (player 1 from the start) claims with Enter.
    keys.go_to(&mut h, "chelsea-soho");
    press(&mut h, Modifiers::NONE, Key::Enter);
    assert_eq!(message(&h), "Ann claims Chelsea–Soho");
    // 2 chooses Bob; 3 does nothing in a game of two; Bob claims with Space.
    press(&mut h, Modifiers::NONE, Key::Num2);
    press(&mut h, Modifiers::NONE, Key::Num3);
    keys.go_to(&mut h, "chinatown-wall-street-green");
    press(&mut h, Modifiers::NONE, Key::Space);
    assert_eq!(message(&h), "Bob claims Chinatown–Wall Street (green)");
    keys.go_to(&mut h, "lower-east-side-brooklyn");
    press(&mut h, Modifiers::NONE, Key::Enter);
    assert_eq!(message(&h), "Bob claims Lower East Side–Brooklyn");

    // Back to Ann: the other route of Bob's Double Route is refused, with
    // the reason a tap gets.
    press(&mut h, Modifiers::NONE, Key::Num1);
    keys.go_to(&mut h, "chinatown-wall-street-pink");
    let before = h.state().new_york_log().unwrap().record().actions.len();
    press(&mut h, Modifiers::NONE, Key::Enter);
    assert_eq!(
        message(&h),
        "In a 2-player game only one route of a Double Route is used: Bob holds Chinatown–Wall Street (green)"
    );
    assert_eq!(h.state().new_york_log().unwrap().record().actions.len(), before, "nothing entered");
    assert_eq!(owner(&h, "chinatown-wall-street-pink"), None);

    // Enter on Ann's own route takes it back; Ctrl+Z undoes that, Ctrl+Y
    // redoes it, Ctrl+Z again leaves it Ann's.
    keys.go_to(&mut h, "chelsea-soho");
    press(&mut h, Modifiers::NONE, Key::Enter);
    assert_eq!(message(&h), "Chelsea–Soho taken back");
    assert_eq!(owner(&h, "chelsea-soho"), None);
    press(&mut h, Modifiers::COMMAND, Key::Z);
    assert_eq!(message(&h), "Undone: Chelsea–Soho taken back");
    assert_eq!(owner(&h, "chelsea-soho"), Some(1));
    press(&mut h, Modifiers::COMMAND, Key::Y);
    assert_eq!(owner(&h, "chelsea-soho"), None);
    assert!(message(&h).starts_with("Redone: "), "{}", message(&h));
    press(&mut h, Modifiers::COMMAND, Key::Z);
    assert_eq!(owner(&h, "chelsea-soho"), Some(1));

    // Escape hides the cursor; the next arrow shows it again where it
    // starts.
    press(&mut h, Modifiers::NONE, Key::Escape);
    assert!(focused_label(&h).is_none() && selected_locations(&h, &keys.map).is_empty());
    assert_eq!(cursor_caption(&h), None, "no cursor, no words");
    keys.cursor = None;
    keys.press(&mut h, MOVES[2]);

    // Each player's claims are those entered, and saved.
    let game = h.state().new_york_log().unwrap().game();
    let named =
        |p: u8| game.routes_of(p).iter().map(|r| game.map().route(*r).key.clone()).collect::<Vec<_>>();
    assert_eq!(named(1), ["chelsea-soho"]);
    let mut bob = named(2);
    bob.sort();
    assert_eq!(bob, ["chinatown-wall-street-green", "lower-east-side-brooklyn"]);
    let file = h.state().new_york_file().unwrap().to_path_buf();
    let saved = trailpad::games::new_york::NewYorkRecord::from_ron(&std::fs::read_to_string(file).unwrap());
    assert_eq!(&saved.unwrap(), h.state().new_york_log().unwrap().record());
}

#[test]
fn a_route_reached_with_tab_becomes_the_cursor_and_enter_claims_it() {
    let dir = common::fresh_dir("ui-ny-keys-tab");
    let mut h = two_players(&dir);
    let map = Keys::new(&h).map;
    // Tab until a route of the map has the focus.
    for _ in 0..80 {
        press(&mut h, Modifiers::NONE, Key::Tab);
        if focused_label(&h).is_some_and(|l| l.contains(" spaces: ") || l.contains(" space: ")) {
            break;
        }
    }
    let label = focused_label(&h).expect("a route reached with Tab");
    let route = map
        .route_ids()
        .find(|r| {
            label.starts_with(&format!("{}, ", Translator::new(Language::English).new_york_route(&map, *r)))
        })
        .expect("the focus is on a route");
    // The cursor shows at one of its ends; Shift+→ then Shift+← come back.
    let here = selected_locations(&h, &map);
    assert_eq!(here.len(), 1, "{here:?}");
    assert!(
        map.route(route).touches(
            map.locations()
                .iter()
                .position(|l| l.name == here[0])
                .map(|i| { trailpad::games::new_york::LocationId(u8::try_from(i).unwrap()) })
                .unwrap()
        )
    );
    press(&mut h, Modifiers::SHIFT, Key::ArrowRight);
    assert_ne!(focused_label(&h).as_deref(), Some(label.as_str()), "Shift+→ turns to another route");
    press(&mut h, Modifiers::SHIFT, Key::ArrowLeft);
    assert_eq!(focused_label(&h).as_deref(), Some(label.as_str()));
    press(&mut h, Modifiers::NONE, Key::Enter);
    assert_eq!(h.state().new_york_log().unwrap().game().owner(route), Some(1));
}

/// The New York screen under a text field, as a screen with a form would
/// have it.
struct Form {
    log: NewYorkLog,
    messages: MessageLog,
    view: NewYorkView,
    text: String,
}

#[test]
fn digits_typed_into_a_text_field_do_not_change_the_player() {
    let setup = NewYorkSetup::with_names(&["Ann", "Bob", "Cy"]);
    let log = NewYorkLog::new(NewYorkMap::builtin(), setup).unwrap();
    let form =
        Form { log, messages: MessageLog::default(), view: NewYorkView::default(), text: String::new() };
    let mut h = egui_kittest::Harness::builder().with_size(egui::vec2(1280.0, 800.0)).build_ui_state(
        |ui, f: &mut Form| {
            egui::Panel::top("field").show(ui, |ui| {
                let label = ui.label("Note");
                ui.add(egui::TextEdit::singleline(&mut f.text).id_salt("field")).labelled_by(label.id);
            });
            let screen = NewYorkScreen { log: &f.log, messages: &f.messages };
            let _ = new_york_ui(ui, &screen, &mut f.view);
        },
        form,
    );
    h.run();
    h.get_by_role(egui::accesskit::Role::TextInput).focus();
    h.run();
    // A real keyboard sends both the key and the text.
    h.key_press(Key::Num2);
    h.get_by_role(egui::accesskit::Role::TextInput).type_text("2");
    h.run();
    h.key_press(Key::ArrowRight);
    h.run();
    assert_eq!(h.state().text, "2", "the digit went into the field");
    assert_eq!(h.state().view.player, 1, "the player did not change");
    assert_eq!(h.state().view.cursor, None, "the arrow stayed in the field");
    // Out of the field, the same key chooses Bob.
    h.key_press(Key::Escape);
    h.run();
    h.key_press(Key::Num2);
    h.run();
    assert_eq!(h.state().view.player, 2);
}
