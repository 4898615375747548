//! The sheet exported as a PNG image: decoded again and looked at pixel by
//! pixel (terrain fills, trails, text), deterministic, every seat of a
//! finished game, and the `trailpad png` sub-command run for real.

use crate::common::png::{decode, near};

use crate::common::cli::run;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use trailpad::games::tucana::record::TucanaRecord;
use trailpad::games::tucana::rules::TucanaGame;
use trailpad::games::tucana::sheet::{Coord, Feature, Terrain};
use trailpad::i18n::Language;
use trailpad::picture::{ExportError, PngOptions, SheetImage, sheet_image, sheet_png};
use trailpad::store::load_user_sheets;
use trailpad::ui::theme;
use trailpad::ui::tucana::geometry;

const MANIFEST: &str = env!("CARGO_MANIFEST_DIR");

fn example(name: &str) -> PathBuf {
    Path::new(MANIFEST).join("examples").join(name)
}

fn finished(name: &str) -> TucanaGame {
    let text = std::fs::read_to_string(example(name)).expect("read example");
    let record = TucanaRecord::from_ron(&text).expect("parse example");
    let game = record.replay(&load_user_sheets(None)).expect("legal example");
    assert!(game.is_over());
    game
}

/// Scale 1 keeps the tests quick in debug builds; the layout is the same.
fn options() -> PngOptions {
    PngOptions { pixels_per_point: 1.0, ..PngOptions::default() }
}

fn pixel(rgba: &[u8], width: u32, x: f32, y: f32) -> [u8; 4] {
    let i = (y.floor() as usize * width as usize + x.floor() as usize) * 4;
    [rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3]]
}

/// The seat-1 sheet of the finished two-player game, rendered and encoded
/// once for all the tests that look at it (an export takes a while in a
/// debug build).
fn two_player() -> &'static (TucanaGame, SheetImage, Vec<u8>) {
    static TWO: OnceLock<(TucanaGame, SheetImage, Vec<u8>)> = OnceLock::new();
    TWO.get_or_init(|| {
        let game = finished("two-player-isla-petit.ron");
        let image = sheet_image(&game, 1, &options()).expect("export");
        let bytes = image.to_png().expect("encode");
        (game, image, bytes)
    })
}

#[test]
fn the_png_decodes_to_the_rendered_image() {
    let (game, image, bytes) = two_player();
    let (w, h, rgba) = decode(bytes);
    assert_eq!((w, h), (image.width, image.height));
    assert!(w > 800 && h > 500, "{w}×{h}");
    assert_eq!(rgba, image.rgba);
    assert_eq!(&sheet_png(game, 1, &options()).expect("export"), bytes, "deterministic");
    // Twice the pixels per point, twice the size (give or take rounding).
    let crisp = sheet_image(game, 1, &PngOptions::default()).expect("export");
    assert!(crisp.width.abs_diff(2 * w) <= 2 && crisp.height.abs_diff(2 * h) <= 2);
}

#[test]
fn untouched_hexes_show_their_terrain_fill_at_the_centre() {
    let (game, image, bytes) = two_player();
    let (w, _, rgba) = decode(bytes);
    let player = game.player(1).expect("seat 1");
    let sheet = game.sheet();
    let ends: Vec<Coord> = player
        .trails()
        .iter()
        .flat_map(|t| {
            let (a, b) = sheet.edge_coords(t.edge);
            [a, b]
        })
        .collect();
    let mut checked = [0; 4];
    for hex in sheet.hexes() {
        if hex.feature.is_some() || ends.contains(&hex.coord) {
            continue;
        }
        let c = image.hex_centre(hex.coord);
        let p = pixel(&rgba, w, c.x, c.y);
        let fill = theme::terrain_fill(hex.terrain);
        assert!(near(p, fill, 2), "hex {} ({}) shows {p:?}, not {fill:?}", hex.coord, hex.terrain);
        checked[Terrain::ALL.iter().position(|t| *t == hex.terrain).expect("a terrain")] += 1;
    }
    assert!(checked.iter().all(|&n| n > 0), "every terrain checked: {checked:?}");
    let water = Terrain::ALL.iter().position(|t| *t == Terrain::Water).expect("water");
    assert!(checked[water] >= 3, "{checked:?}");
}

#[test]
fn every_trail_shows_its_colour_halfway() {
    let (game, image, bytes) = two_player();
    let (w, _, rgba) = decode(bytes);
    let sheet = game.sheet();
    let trails = game.player(1).expect("seat 1").trails();
    assert!(trails.len() > 10);
    for (i, trail) in trails.iter().enumerate() {
        let (a, b) = sheet.edge_coords(trail.edge);
        let (pa, pb) = (image.hex_centre(a), image.hex_centre(b));
        let mid = pa.lerp(pb, 0.5);
        let colour = theme::trail_colour(i + 1 == trails.len(), trail.bonus);
        // Across the trail at its middle, within its width, the colour shows
        // (the map may draw marks on a trail, such as a white core on the
        // last one, so not necessarily right on the centre line).
        let px_per_world = (pb - pa).length() / geometry::hex_width(theme::HEX_RADIUS);
        let ppp = image.pixels_per_point;
        let half = (theme::TRAIL_WIDTH * px_per_world / ppp).clamp(2.0, 10.0) * ppp / 2.0;
        let across = (pb - pa).normalized().rot90();
        let steps = (half * 2.0).floor() as i32;
        let shown = (-steps..=steps).any(|k| {
            let p = mid + across * (k as f32 * 0.5);
            near(pixel(&rgba, w, p.x, p.y), colour, 2)
        });
        assert!(shown, "trail {a}-{b} does not show {colour:?} halfway");
        // Right at the middle, it is never the terrain underneath.
        let centre = pixel(&rgba, w, mid.x, mid.y);
        for terrain in Terrain::ALL {
            assert!(!near(centre, theme::terrain_fill(terrain), 8), "trail {a}-{b} missing: {centre:?}");
        }
    }
}

#[test]
fn the_pad_and_the_title_hold_text() {
    let (_, image, _) = two_player();
    let dark = |rect: egui::Rect| {
        let (x0, y0, x1, y1) = image.pixel_box(rect);
        let mut n = 0;
        for y in y0..y1 {
            for x in x0..x1 {
                let p = image.pixel(x, y).expect("inside");
                if p[..3].iter().all(|&c| c < 90) {
                    n += 1;
                }
            }
        }
        n
    };
    let pad = dark(image.pad_rect);
    let title = dark(image.title_rect);
    assert!(pad > 1500, "{pad} dark pixels in the pad");
    assert!(title > 300, "{title} dark pixels in the title");
    // Between the title and the map: margin only, nothing dark.
    let gap = egui::Rect::from_min_max(
        egui::pos2(image.map_rect.min.x, image.title_rect.max.y + 2.0),
        egui::pos2(image.map_rect.max.x, image.map_rect.min.y - 2.0),
    );
    assert_eq!(dark(gap), 0);
}

#[test]
fn a_finished_sheet_shows_the_running_totals_under_its_map_and_pad() {
    let (game, image, _) = two_player();
    let chart = image.chart_rect.expect("a finished game has its chart");
    let whole =
        egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(image.width as f32, image.height as f32));
    assert!(chart.is_positive() && whole.contains_rect(chart), "{chart:?} in {whole:?}");
    assert!(chart.min.y > image.map_rect.max.y && chart.min.y > image.pad_rect.max.y, "{chart:?} below");
    // Each player's line in their colour, and the legend's dark text.
    let (x0, y0, x1, y1) = image.pixel_box(chart);
    let pixels: Vec<[u8; 4]> =
        (y0..y1).flat_map(|y| (x0..x1).map(move |x| (x, y))).filter_map(|(x, y)| image.pixel(x, y)).collect();
    for i in 0..game.players().len() {
        let colour = theme::chart::colour(false, i);
        let drawn = pixels.iter().filter(|p| near(**p, colour, 24)).count();
        assert!(drawn > 30, "player {i}: {drawn} pixels in {colour:?}");
    }
    let dark = pixels.iter().filter(|p| p[..3].iter().all(|&c| c < 90)).count();
    assert!(dark > 300, "{dark} dark pixels (names, axes)");
    // A game under way has no running totals in its picture.
    let mut record = TucanaRecord::from_ron(
        &std::fs::read_to_string(example("two-player-isla-petit.ron")).expect("read example"),
    )
    .expect("parse example");
    record.actions.truncate(10);
    let under_way = record.replay(&load_user_sheets(None)).expect("legal prefix");
    assert!(!under_way.is_over());
    let image = sheet_image(&under_way, 1, &options()).expect("export");
    assert_eq!(image.chart_rect, None);
}

#[test]
fn every_seat_of_a_finished_game_exports_and_unknown_seats_are_refused() {
    let (game, _, first) = two_player();
    let mut images = vec![first.clone()];
    for player in &game.players()[1..] {
        let bytes = sheet_png(game, player.seat, &options()).expect("export");
        let (w, h, _) = decode(&bytes);
        assert!(w > 0 && h > 0);
        images.push(bytes);
    }
    assert_eq!(images.len(), 2);
    assert_ne!(images[0], images[1], "two sheets, two pictures");
    assert!(matches!(sheet_png(game, 3, &options()), Err(ExportError::UnknownSeat(3))));
}

#[test]
fn the_language_changes_the_words_not_the_map() {
    let game = finished("two-player-isla-petit.ron");
    let english = sheet_image(&game, 2, &options()).expect("export");
    let russian =
        sheet_image(&game, 2, &PngOptions { language: Language::Russian, ..options() }).expect("export");
    assert_ne!(english.rgba, russian.rgba);
    // The map is laid out below the title, wherever the title ends.
    let map = |image: &SheetImage| {
        let (x0, y0, x1, y1) = image.pixel_box(image.map_rect);
        (y0..y1)
            .flat_map(|y| (x0..x1).map(move |x| (x, y)))
            .map(|(x, y)| image.pixel(x, y).expect("inside"))
            .collect::<Vec<_>>()
    };
    assert_eq!(english.map_rect.size(), russian.map_rect.size());
    let (en, ru) = (map(&english), map(&russian));
    // Village letters may be translated (А Б В Г Д in Russian): ask only
    // for the island drawn the same size and nearly all alike.
    let same = en.iter().zip(&ru).filter(|(a, b)| a == b).count();
    assert!(same * 10 > en.len() * 9, "{same} of {} map pixels alike", en.len());
}

#[test]
fn a_water_hex_keeps_its_fill_on_every_example() {
    for name in ["four-player-isla-grande-real-cards.ron", "solo-isla-petit.ron"] {
        let game = finished(name);
        let image = sheet_image(&game, game.players()[0].seat, &options()).expect("export");
        let player = &game.players()[0];
        let sheet = game.sheet();
        let touched = |c: Coord| {
            player.trails().iter().any(|t| {
                let (a, b) = sheet.edge_coords(t.edge);
                a == c || b == c
            })
        };
        let hex = sheet
            .hexes()
            .iter()
            .find(|h| h.terrain == Terrain::Water && h.feature.is_none() && !touched(h.coord))
            .expect("an untouched water hex");
        let c = image.hex_centre(hex.coord);
        let p = image.pixel(c.x as u32, c.y as u32).expect("inside");
        assert!(near(p, theme::terrain_fill(Terrain::Water), 2), "{name}: {p:?}");
        // And a village disc is white at its centre's edge, not terrain.
        let village = sheet
            .hexes()
            .iter()
            .find(|h| matches!(h.feature, Some(Feature::Village(_))) && !touched(h.coord))
            .map(|h| image.hex_centre(h.coord));
        if let Some(v) = village {
            let below = image.pixel(v.x as u32, (v.y + 8.0) as u32).expect("inside");
            assert!(near(below, theme::VILLAGE_FILL, 2), "{name}: {below:?}");
        }
    }
}

// ----- the `png` sub-command -----

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("export-png-tests-{}", std::process::id()))
        .join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch folder");
    dir
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn path_str(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

#[test]
fn png_writes_the_sheet_of_a_seat() {
    let dir = scratch("writes");
    let record = example("two-player-isla-petit.ron");
    let before = std::fs::read(&record).expect("read");
    let out = dir.join("bob.png");
    let o = run(&["png", path_str(&record), "--seat", "2", "-o", path_str(&out), "--scale", "1"]);
    assert_eq!(o.status.code(), Some(0), "{}{}", text(&o.stdout), text(&o.stderr));
    assert!(text(&o.stdout).contains("Bob's sheet"), "{}", text(&o.stdout));
    let bytes = std::fs::read(&out).expect("the PNG");
    let game = finished("two-player-isla-petit.ron");
    assert_eq!(bytes, sheet_png(&game, 2, &options()).expect("export"), "the library's image");
    assert_eq!(std::fs::read(&record).expect("read"), before, "the record is untouched");
    // No temporary file is left beside it.
    let names: Vec<String> = std::fs::read_dir(&dir)
        .expect("list")
        .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
        .collect();
    assert_eq!(names, ["bob.png"]);
}

#[test]
fn png_defaults_to_the_first_player() {
    let dir = scratch("default-seat");
    let out = dir.join("sheet.png");
    let o = run(&["png", path_str(&example("solo-isla-petit.ron")), "-o", path_str(&out), "--scale", "0.5"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let (w, h, _) = decode(&std::fs::read(&out).expect("the PNG"));
    assert!(w > 300 && h > 200, "{w}×{h}");
}

/// Exit 2, one line on stderr holding every needle, and no output written.
fn expect_bad_input(args: &[&str], out: &Path, needles: &[&str]) {
    let o = run(args);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {}{}", text(&o.stdout), text(&o.stderr));
    let err = text(&o.stderr);
    for needle in needles {
        assert!(err.contains(needle), "{needle:?} in {err}");
    }
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(err.lines().count(), 1, "one clear line: {err}");
    assert!(!out.exists(), "{} was written", out.display());
}

#[test]
fn png_refuses_bad_input_with_exit_2() {
    let dir = scratch("bad-input");
    let out = dir.join("out.png");
    let out_s = path_str(&out);
    let broken = dir.join("broken.ron");
    std::fs::write(&broken, "// a record\n(\n    format: 1,\n    setup: [oops,\n)\n").expect("write");
    let broken_s = path_str(&broken);
    expect_bad_input(&["png", broken_s, "-o", out_s], &out, &[broken_s, "line 4, column "]);
    expect_bad_input(
        &["png", "/no/such/record.ron", "-o", out_s],
        &out,
        &["/no/such/record.ron", "cannot read"],
    );
    let record = example("two-player-isla-petit.ron");
    let record_s = path_str(&record);
    expect_bad_input(&["png", record_s, "--seat", "7", "-o", out_s], &out, &["seat 7", "1 (Alice), 2 (Bob)"]);
    expect_bad_input(&["png", record_s, "--scale", "40", "-o", out_s], &out, &["scale 40"]);
    expect_bad_input(&["png", record_s, "--lang", "xx", "-o", out_s], &out, &["\"xx\"", "en, fr or ru"]);
}

#[test]
fn png_never_overwrites_the_record() {
    let dir = scratch("record-kept");
    let record = dir.join("game.ron");
    std::fs::copy(example("two-player-isla-petit.ron"), &record).expect("copy");
    let before = std::fs::read(&record).expect("read");
    // The same file, spelled another way.
    let other = dir.join(".").join("game.ron");
    let o = run(&["png", path_str(&record), "-o", path_str(&other)]);
    assert_eq!(o.status.code(), Some(2), "{}", text(&o.stderr));
    assert!(text(&o.stderr).contains("is the record itself"), "{}", text(&o.stderr));
    assert_eq!(std::fs::read(&record).expect("read"), before);
}

#[test]
fn png_of_an_illegal_record_exits_1() {
    let dir = scratch("illegal");
    let text_in = std::fs::read_to_string(example("two-player-isla-petit.ron")).expect("read");
    // Bob's first trail, moved onto hexes that are not neighbours.
    let bad =
        text_in.replacen("Trail(seat:2,from:(7,11),to:(8,12))", "Trail(seat:2,from:(7,11),to:(9,15))", 1);
    assert_ne!(bad, text_in);
    let record = dir.join("illegal.ron");
    std::fs::write(&record, bad).expect("write");
    let out = dir.join("out.png");
    let o = run(&["png", path_str(&record), "-o", path_str(&out)]);
    assert_eq!(o.status.code(), Some(1), "{}", text(&o.stderr));
    assert!(
        text(&o.stderr).contains(
            "action 3: Bob cannot draw a trail between the forest next to village A5 and the sea monster: \
             those hexes do not touch"
        ),
        "{}",
        text(&o.stderr)
    );
    assert!(!out.exists());
}
