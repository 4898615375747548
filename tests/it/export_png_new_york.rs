//! A *Ticket to Ride: New York* game exported as a PNG image: decoded
//! again, its size, every claimed route in its taxi colour where the board
//! draws it (and a free route in its own colour), the pad and title
//! holding text, and the title's language.

use crate::common::png::{decode, near};
use std::path::Path;
use std::sync::OnceLock;
use trailpad::games::new_york::{Action, Game, NewYorkRecord};
use trailpad::i18n::Language;
use trailpad::picture::{ExportError, NewYorkImage, PngOptions, new_york_image, new_york_png};
use trailpad::ui::theme::new_york as theme;

fn example(name: &str) -> Game {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/new-york").join(name);
    let text = std::fs::read_to_string(path).expect("read example");
    NewYorkRecord::from_ron(&text).expect("parse").replay().expect("legal")
}

/// Scale 1 keeps the tests quick in debug builds; the layout is the same.
fn options() -> PngOptions {
    PngOptions { pixels_per_point: 1.0, ..PngOptions::default() }
}

/// The three-player example, rendered and encoded once.
fn three() -> &'static (Game, NewYorkImage, Vec<u8>) {
    static THREE: OnceLock<(Game, NewYorkImage, Vec<u8>)> = OnceLock::new();
    THREE.get_or_init(|| {
        let game = example("three-player.ron");
        let image = new_york_image(&game, true, &options()).expect("export");
        let bytes = image.to_png().expect("encode");
        (game, image, bytes)
    })
}

/// How many pixels of the 7×7 square around `at` show `colour` (the
/// middle of a claimed space also holds the player's number).
fn around(image: &NewYorkImage, at: egui::Pos2, colour: egui::Color32) -> usize {
    let (cx, cy) = (at.x.round() as i64, at.y.round() as i64);
    (-3..=3)
        .flat_map(|dy| (-3..=3).map(move |dx| (cx + dx, cy + dy)))
        .filter_map(|(x, y)| image.pixel(u32::try_from(x).ok()?, u32::try_from(y).ok()?))
        .filter(|p| near(*p, colour, 2))
        .count()
}

#[test]
fn the_png_decodes_to_the_rendered_image_of_a_sensible_size() {
    let (game, image, bytes) = three();
    let (w, h, rgba) = decode(bytes);
    assert_eq!((w, h), (image.width, image.height));
    assert!((900..2000).contains(&w) && (700..1400).contains(&h), "{w}×{h}");
    assert_eq!(rgba, image.rgba);
    assert_eq!(&new_york_png(game, true, &options()).expect("export"), bytes, "deterministic");
    // Twice the pixels per point, twice the size (give or take rounding).
    let crisp = new_york_image(game, true, &PngOptions::default()).expect("export");
    assert!(crisp.width.abs_diff(2 * w) <= 2 && crisp.height.abs_diff(2 * h) <= 2);
    assert!(matches!(
        new_york_png(game, true, &PngOptions { pixels_per_point: 40.0, ..options() }),
        Err(ExportError::BadScale(_))
    ));
}

#[test]
fn every_claimed_route_shows_its_taxi_colour_on_its_spaces() {
    let (game, image, _) = three();
    let mut spaces = 0;
    let mut shown = 0;
    for p in game.player_numbers() {
        let fill = theme::taxi_fill(game.player(p).expect("player").colour);
        let routes = game.routes_of(p);
        assert!(routes.len() >= 4, "player {p} claimed {routes:?}");
        for route in routes {
            let centres = image.route_spaces(game, route);
            assert_eq!(centres.len(), usize::from(game.map().route(route).spaces));
            let here = centres.iter().filter(|c| around(image, **c, fill) >= 12).count();
            // A location's name may lie over a space; never over a whole route.
            assert!(here >= 1, "route {} of player {p} does not show {fill:?}", game.map().route(route).key);
            spaces += centres.len();
            shown += here;
        }
    }
    assert!(shown * 10 >= spaces * 9, "{shown} of {spaces} claimed spaces show their taxi colour");
}

#[test]
fn a_claim_turns_a_routes_colour_into_the_players_taxi_colour() {
    let before = example("two-player.ron");
    let map = before.map();
    // A free route of the example, away from the crowded middle.
    let key = "lincoln-center-central-park";
    let route = map.route_by_key(key).expect("route");
    assert_eq!(before.owner(route), None, "{key} is free in the example");
    let mut after = before.clone();
    after.apply(&Action::Claim { player: 2, route: key.into() }).expect("legal");
    let free = new_york_image(&before, true, &options()).expect("export");
    let claimed = new_york_image(&after, true, &options()).expect("export");
    let own = theme::route_fill(map.route(route).colour);
    let taxi = theme::taxi_fill(after.player(2).expect("Bob").colour);
    for (a, b) in free.route_spaces(&before, route).into_iter().zip(claimed.route_spaces(&after, route)) {
        assert!(around(&free, a, own) >= 12, "free: its own colour at {a:?}");
        assert_eq!(around(&free, a, taxi), 0, "free: no taxi at {a:?}");
        assert!(around(&claimed, b, taxi) >= 12, "claimed: the taxi colour at {b:?}");
        assert_eq!(around(&claimed, b, own), 0, "claimed: its own colour gone at {b:?}");
    }
}

#[test]
fn the_pad_and_the_title_hold_text_and_the_map_has_its_size() {
    let (_, image, _) = three();
    let dark = |rect: egui::Rect| {
        let (x0, y0, x1, y1) = image.pixel_box(rect);
        (y0..y1)
            .flat_map(|y| (x0..x1).map(move |x| (x, y)))
            .filter(|&(x, y)| image.pixel(x, y).is_some_and(|p| p[..3].iter().all(|&c| c < 90)))
            .count()
    };
    // Five rows of three players, at one pixel per point.
    assert!(dark(image.pad_rect) > 600, "{} dark pixels in the pad", dark(image.pad_rect));
    assert!(dark(image.title_rect) > 300, "{} dark pixels in the title", dark(image.title_rect));
    assert!(image.title_rect.max.y < image.map_rect.min.y);
    assert!(!image.map_rect.intersects(image.pad_rect));
    // The map's corner shows the board's background.
    let (x0, y0, _, _) = image.pixel_box(image.map_rect);
    assert!(near(image.pixel(x0 + 3, y0 + 3).expect("inside"), theme::MAP_BACKGROUND, 2));
}

#[test]
fn the_language_changes_the_title_not_the_map() {
    let game = example("four-player.ron");
    let english = new_york_image(&game, true, &options()).expect("export");
    let russian = new_york_image(&game, true, &PngOptions { language: Language::Russian, ..options() })
        .expect("export");
    let french =
        new_york_image(&game, true, &PngOptions { language: Language::French, ..options() }).expect("export");
    let crop = |image: &NewYorkImage, rect: egui::Rect| {
        let (x0, y0, x1, y1) = image.pixel_box(rect);
        (y0..y1)
            .flat_map(|y| (x0..x1).map(move |x| (x, y)))
            .map(|(x, y)| image.pixel(x, y).expect("inside"))
            .collect::<Vec<_>>()
    };
    // The same title rectangle, read in each picture: other words.
    let title = english.title_rect;
    // (Compared by counting, so a failure does not print every pixel.)
    let differ = |a: &[[u8; 4]], b: &[[u8; 4]]| a.len() != b.len() || a.iter().zip(b).any(|(p, q)| p != q);
    let en_title = crop(&english, title);
    assert!(differ(&en_title, &crop(&russian, title)));
    assert!(differ(&en_title, &crop(&french, title)));
    // Place names stay in English: the map is drawn the same size and
    // nearly alike (the title's height may shift it by part of a pixel).
    assert_eq!(english.map_rect.size(), russian.map_rect.size());
    let (en, ru) = (crop(&english, english.map_rect), crop(&russian, russian.map_rect));
    let same = en.iter().zip(&ru).filter(|(a, b)| a == b).count();
    assert!(same * 10 > en.len() * 9, "{same} of {} map pixels alike", en.len());
    // An unfinished game says so in its title: other pixels there.
    let going = new_york_image(&game, false, &options()).expect("export");
    assert!(differ(&en_title, &crop(&going, title)));
}
