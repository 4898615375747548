//! The first frame is drawn in one pass (issue 16): nothing on the start
//! screen asks egui to throw its first layout away and lay the whole window
//! out again (an egui `Grid` seen for the first time does, to learn its
//! column widths), so its first painted frame costs one layout, not two.
//! A resumed game's grids and panels ask for nothing either (its bottom
//! panels, which egui sizes from the frame before, are measured before
//! drawing: see `ui::tucana::play`), and its map does not move on the second frame.
//! `examples/first_frame.rs` measures what that is worth.

#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common;
use egui::{Pos2, Rect, Vec2, vec2};
use std::path::{Path, PathBuf};
use trailpad::app::{Intent, TrailpadApp};
use trailpad::demo::{new_demo_log, play_until};
use trailpad::games::new_york::record::NewYorkRecord;
use trailpad::i18n::Language;
use trailpad::store::{DataDir, GameStore, Settings};
use trailpad::ui::saved_games::SavedGamesIntent;

const SIZES: [Vec2; 3] = [vec2(800.0, 600.0), vec2(1280.0, 800.0), vec2(800.0, 1280.0)];

/// Runs the app's very first frame in a fresh egui context, allowed one
/// pass only, and says why that pass asked to be discarded (nothing, when
/// it settled), with how many passes a normal context would have run.
fn first_frame(app: &mut TrailpadApp, size: Vec2) -> (Vec<String>, usize) {
    let input =
        || egui::RawInput { screen_rect: Some(Rect::from_min_size(Pos2::ZERO, size)), ..Default::default() };
    let one_pass = egui::Context::default();
    one_pass.options_mut(|o| o.max_passes = std::num::NonZeroUsize::MIN);
    // As the window's creation does.
    app.style_context(&one_pass);
    let mut output = one_pass.run_ui(input(), |ui| app.show(ui));
    // No painter takes the font atlas here.
    output.textures_delta.clear();
    let reasons =
        output.platform_output.request_discard_reasons.iter().map(|cause| format!("{cause:?}")).collect();
    (reasons, output.platform_output.num_completed_passes)
}

/// A data folder with a Tucana and a New York game under way, an
/// 8-player Isla Grande game among them; returns the Grande game's file.
fn data_folder(name: &str) -> (PathBuf, PathBuf, PathBuf) {
    let root = common::fresh_dir(name);
    let dir = DataDir::at(&root);
    std::fs::create_dir_all(dir.games()).unwrap();
    let store = GameStore::new(dir.clone());
    let mut big = new_demo_log("isla-grande", 8, 8).unwrap();
    play_until(&mut big, 8, |g| g.round() >= 2 && g.turn_in_round() >= 5);
    assert!(!big.game().is_over());
    let grande = dir.games().join("game-1700000000.ron");
    store.save_game(&grande, big.record()).unwrap();
    let mut ny = NewYorkRecord::from_ron(include_str!("../../examples/new-york/two-player.ron")).unwrap();
    ny.actions.truncate(ny.actions.len() / 2);
    let new_york = dir.games().join("game-1600000000.ron");
    store.save_game(&new_york, &ny).unwrap();
    (root, grande, new_york)
}

fn app(root: &Path, language: Language) -> TrailpadApp {
    let dir = DataDir::at(root);
    TrailpadApp::new().with_settings(dir.settings()).with_store(dir).with_language(language)
}

fn assert_one_pass(app: &mut TrailpadApp, size: Vec2, what: &str) {
    let (reasons, passes) = first_frame(app, size);
    assert!(
        reasons.is_empty(),
        "{what} at {}×{}: the first pass asked to be discarded: {reasons:?}",
        size.x,
        size.y
    );
    assert_eq!(passes, 1, "{what}");
}

#[test]
fn the_start_screen_with_saved_games_settles_in_one_pass() {
    let (root, ..) = data_folder("first-frame-start");
    for language in Language::ALL {
        for size in SIZES {
            let mut tucana = app(&root, language);
            assert!(tucana.log().is_none(), "the start screen");
            assert_one_pass(&mut tucana, size, &format!("the Tucana form, {language:?}"));
        }
    }
    // The form opens on the game played last: New York's.
    let dir = DataDir::at(&root);
    let mut settings = Settings::default();
    settings.wizard.set_last_game(trailpad::games::GameKind::NewYork);
    settings.save(&dir.settings()).unwrap();
    for language in Language::ALL {
        for size in SIZES {
            let mut new_york = app(&root, language);
            assert_one_pass(&mut new_york, size, &format!("the New York form, {language:?}"));
        }
    }
    let _ = std::fs::remove_dir_all(&root);
}
/// The map's hexes as the screen reader is told of them, on the app's
/// first frame and on its second, in a fresh egui context allowed one pass
/// a frame: (label, bounds), sorted by label.
fn map_on_frames_one_and_two(
    app: &mut TrailpadApp,
    size: Vec2,
    language: Language,
) -> [Vec<(String, String)>; 2] {
    // How a hex's name begins (catalogues' hex-label).
    let hex = match language {
        Language::English => "hex ",
        Language::French => "case ",
        Language::Russian => "клетка ",
    };
    let input =
        || egui::RawInput { screen_rect: Some(Rect::from_min_size(Pos2::ZERO, size)), ..Default::default() };
    let ctx = egui::Context::default();
    ctx.options_mut(|o| o.max_passes = std::num::NonZeroUsize::MIN);
    ctx.enable_accesskit();
    app.style_context(&ctx);
    [(); 2].map(|()| {
        let mut output = ctx.run_ui(input(), |ui| app.show(ui));
        output.textures_delta.clear();
        let update = output.platform_output.accesskit_update.unwrap();
        let mut hexes: Vec<_> = update
            .nodes
            .iter()
            .filter_map(|(_, node)| {
                let label = node.label().filter(|l| l.starts_with(hex))?;
                Some((label.to_string(), format!("{:?}", node.bounds())))
            })
            .collect();
        hexes.sort();
        hexes
    })
}

#[test]
fn a_resumed_game_settles_in_one_pass_and_its_map_holds_still() {
    let (root, grande, new_york) = data_folder("first-frame-resume");
    for language in Language::ALL {
        for size in SIZES {
            let mut app = app(&root, language);
            app.apply(Intent::Games(SavedGamesIntent::Resume(grande.clone())));
            assert_eq!(app.log().map(|l| l.game().players().len()), Some(8), "the 8-player game runs");
            // The pad's grids and its panels (toolbar, status line, pinned
            // pad) are measured before drawing: nothing asks for a second
            // pass.
            let what = format!("the 8-player Isla Grande game, {language:?}");
            assert_one_pass(&mut app, size, &what);
            drop(app);
            // And the first frame is the one every later frame draws: the
            // map does not move on the second.
            let mut app = self::app(&root, language);
            app.apply(Intent::Games(SavedGamesIntent::Resume(grande.clone())));
            let [first, second] = map_on_frames_one_and_two(&mut app, size, language);
            assert!(first.len() > 50, "{what} at {}×{}: the map is drawn on the first frame", size.x, size.y);
            assert_eq!(first, second, "{what} at {}×{}: the map moved on the second frame", size.x, size.y);
            drop(app);
            let mut app = self::app(&root, language);
            app.apply(Intent::Games(SavedGamesIntent::Resume(new_york.clone())));
            assert_eq!(app.game_file(), Some(new_york.as_path()), "the New York game runs");
            assert_one_pass(&mut app, size, &format!("the New York game, {language:?}"));
        }
    }
    let _ = std::fs::remove_dir_all(&root);
}

/// What a renderer is given for the app's first frame at `size`: draw
/// calls (one per clip rectangle in a row), triangles, and the pixels the
/// triangles cover, counted in windows (a pixel drawn twice counts twice).
fn paint_cost(app: &mut TrailpadApp, size: Vec2) -> (usize, usize, f64) {
    let input =
        egui::RawInput { screen_rect: Some(Rect::from_min_size(Pos2::ZERO, size)), ..Default::default() };
    let ctx = egui::Context::default();
    app.style_context(&ctx);
    let mut output = ctx.run_ui(input, |ui| app.show(ui));
    // No painter takes the font atlas here.
    output.textures_delta.clear();
    let primitives = ctx.tessellate(output.shapes, output.pixels_per_point);
    let (mut triangles, mut area) = (0, 0.0f64);
    for primitive in &primitives {
        if let egui::epaint::Primitive::Mesh(mesh) = &primitive.primitive {
            for t in mesh.indices.chunks_exact(3) {
                let [a, b, c] = [t[0], t[1], t[2]].map(|i| mesh.vertices[i as usize].pos);
                area += f64::from(((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)).abs() / 2.0);
                triangles += 1;
            }
        }
    }
    (primitives.len(), triangles, area / f64::from(size.x * size.y))
}

#[test]
fn the_first_frame_asks_little_of_a_software_renderer() {
    // On a machine without a graphics card (llvmpipe, as in CI) the first
    // frame's time goes mostly to drawing pixels and batches: panels that
    // filled their background under the map drew most of a second window,
    // and a clip rectangle per pad cell made about 50 extra draw calls
    // (examples/first_frame.rs measures the time; this holds the counts).
    let (root, grande, _) = data_folder("first-frame-paint-cost");
    let size = vec2(1280.0, 800.0);
    let mut start = app(&root, Language::English);
    let (calls, _, pixels) = paint_cost(&mut start, size);
    assert!(calls <= 20, "the start screen's first frame: {calls} draw calls");
    assert!(pixels < 0.5, "the start screen's first frame covers {pixels:.2} windows of pixels");
    let mut play = app(&root, Language::English);
    play.apply(Intent::Games(SavedGamesIntent::Resume(grande)));
    let (calls, triangles, pixels) = paint_cost(&mut play, size);
    assert!(calls <= 20, "the resumed game's first frame: {calls} draw calls");
    assert!(pixels < 1.4, "the resumed game's first frame covers {pixels:.2} windows of pixels");
    assert!(triangles < 35_000, "the resumed game's first frame: {triangles} triangles");
    // The panels paint nothing: the window is cleared to their colour.
    let visuals = egui::Visuals::light();
    assert_eq!(trailpad::ui::theme::clear_colour(&visuals), visuals.panel_fill.to_normalized_gamma_f32());
    let dark = egui::Visuals::dark();
    assert_eq!(trailpad::ui::theme::clear_colour(&dark), dark.panel_fill.to_normalized_gamma_f32());
    let _ = std::fs::remove_dir_all(&root);
}
