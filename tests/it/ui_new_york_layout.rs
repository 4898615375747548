//! The New York play screen holds still: the map's place is the same
//! through claims, tickets ticked, the last round, the end question, the
//! end and undo, at every supported window size, with 2, 3 and 4 players,
//! in every language; every player's Total stays in the window; and a
//! click lands on what was under the pointer before it.
#![expect(clippy::unwrap_used, reason = "a test stops loudly at what it did not expect")]

use crate::common::ui::{harness_sized, has_label};
use egui::{Pos2, Rect, Vec2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use trailpad::app::{Intent, TrailpadApp};
use trailpad::games::new_york::{NewYorkLog, NewYorkMap, NewYorkSetup, RouteId, TicketId};
use trailpad::i18n::new_york::PadRow;
use trailpad::i18n::{Language, Translator};
use trailpad::ui::new_york::NewYorkIntent;

const SIZES: [Vec2; 4] = [vec2(800.0, 600.0), vec2(1024.0, 600.0), vec2(1280.0, 800.0), vec2(800.0, 1280.0)];

/// A New York game of `players` demo players named in `language`.
fn new_game(players: usize, language: Language) -> NewYorkLog {
    let names = trailpad::demo::demo_names(language);
    NewYorkLog::new(NewYorkMap::builtin(), NewYorkSetup::with_names(&names[..players])).unwrap()
}

/// The accessibility labels of the northmost and southmost locations.
fn far_locations(t: &Translator) -> [String; 2] {
    let map = NewYorkMap::builtin();
    let label = |id| {
        let loc = map.location(id);
        if loc.attraction {
            t.format("ny-location-attraction", &[("name", loc.name.as_str().into())])
        } else {
            loc.name.clone()
        }
    };
    let ids: Vec<_> = map.location_ids().collect();
    let north = *ids.iter().min_by(|a, b| map.location(**a).y.total_cmp(&map.location(**b).y)).unwrap();
    let south = *ids.iter().max_by(|a, b| map.location(**a).y.total_cmp(&map.location(**b).y)).unwrap();
    [label(north), label(south)]
}

/// Where the map is: its two far locations on screen.
fn map_place(h: &Harness<'_, TrailpadApp>, far: &[String; 2]) -> [Rect; 2] {
    [h.get_by_label(&far[0]).rect(), h.get_by_label(&far[1]).rect()]
}

fn apply(h: &mut Harness<'_, TrailpadApp>, intent: NewYorkIntent) {
    h.state_mut().apply(Intent::from(intent));
    h.run();
}

fn log<'a>(h: &'a Harness<'_, TrailpadApp>) -> &'a NewYorkLog {
    h.state().new_york_log().unwrap()
}

/// Every player's Total lies inside the window.
fn assert_totals_inside(h: &Harness<'_, TrailpadApp>, t: &Translator, window: Rect, what: &str) {
    let game = log(h).game();
    let scores = game.scores();
    for s in &scores.players {
        let name = game.player(s.player).unwrap().name.clone();
        let value = trailpad::ui::new_york::pad::pad_value(s, PadRow::Total);
        let label = t.format(
            "ny-pad-cell",
            &[
                ("row", t.new_york_pad_row(PadRow::Total).into()),
                ("name", name.into()),
                ("value", value.as_str().into()),
            ],
        );
        let rect = h.query_all_by_label(&label).next().map(|n| n.rect());
        let rect = rect.unwrap_or_else(|| panic!("{what}: no {label:?}"));
        assert!(window.contains_rect(rect), "{what}: {label:?} at {rect:?} is outside {window:?}");
    }
}

/// The routes player 1 claims until the last round (skipping what the
/// rules refuse).
fn claim_until_last_round(h: &mut Harness<'_, TrailpadApp>) {
    let routes: Vec<RouteId> = log(h).game().map().route_ids().collect();
    for route in routes {
        if log(h).game().is_last_round() {
            break;
        }
        // The screen is drawn once, after the last of them.
        h.state_mut().apply(Intent::from(NewYorkIntent::Claim { player: 1, route }));
    }
    h.run();
    assert!(log(h).game().is_last_round(), "player 1 started the last round");
}

#[test]
fn the_new_york_map_holds_still_through_every_kind_of_entry() {
    for language in Language::ALL {
        let t = Translator::shared(language);
        let far = far_locations(&t);
        for size in SIZES {
            for players in 2..=4 {
                let what = format!("{language:?}, {players} players, {}×{}", size.x, size.y);
                let window = Rect::from_min_size(Pos2::ZERO, size);
                let app = TrailpadApp::with_new_york(new_game(players, language)).with_language(language);
                let mut h = harness_sized(app, size);
                let before = map_place(&h, &far);
                // (The south end may be panned to in a small window.)
                assert!(window.contains_rect(before[0]), "{what}: the map starts in the window");
                assert_totals_inside(&h, &t, window, &what);
                let step = |h: &mut Harness<'_, TrailpadApp>, moment: &str| {
                    assert_eq!(map_place(h, &far), before, "{what}: the map moved at {moment}");
                    assert_totals_inside(h, &t, window, &format!("{what} at {moment}"));
                };

                // A first claim (someone leads), tickets kept by two
                // players (the same points: a tie, and its note), one of
                // them completed, another player chosen.
                apply(&mut h, NewYorkIntent::Claim { player: 1, route: RouteId(0) });
                step(&mut h, "the first claim");
                for (player, ticket) in [(1, TicketId(0)), (2, TicketId(1)), (1, TicketId(3))] {
                    apply(&mut h, NewYorkIntent::Keep { player, ticket });
                    step(&mut h, "a ticket kept");
                }
                h.get_by_label_contains(&format!("{} (", log(&h).game().player(2).unwrap().name)).click();
                h.run();
                step(&mut h, "another player chosen");

                // The last round, the end question, the end, undo.
                claim_until_last_round(&mut h);
                step(&mut h, "the last round");
                h.get_by_label(&t.text("ny-end-game")).click();
                h.run();
                assert!(has_label(&h, &t.text("ny-end-no")), "{what}: the question is asked");
                step(&mut h, "the end question");
                h.get_by_label(&t.text("ny-end-no")).click();
                h.run();
                step(&mut h, "the end question answered no");
                apply(&mut h, NewYorkIntent::Finish);
                assert!(log(&h).game().is_over());
                step(&mut h, "the end");
                apply(&mut h, NewYorkIntent::Undo);
                step(&mut h, "the end undone");
                while log(&h).can_undo() {
                    h.state_mut().apply(Intent::from(NewYorkIntent::Undo));
                }
                h.run();
                step(&mut h, "everything undone");
            }
        }
    }
}

#[test]
fn the_players_line_follows_its_title_with_no_gap_in_every_language() {
    for language in Language::ALL {
        let t = Translator::shared(language);
        for size in SIZES {
            for players in [2, trailpad::games::new_york::MAX_PLAYERS] {
                let what = format!("{language:?}, {players} players, {}×{}", size.x, size.y);
                let app = TrailpadApp::with_new_york(new_game(players, language)).with_language(language);
                let h = harness_sized(app, size);
                let title = h.get_by_label(&t.text("ny-entering-for")).rect();
                let first = log(&h).game().player(1).unwrap().name.clone();
                let button = h.get_by_label_contains(&format!("{first} (")).rect();
                // The taxi square and a gap either side of it, no more.
                let gap = button.left() - title.right();
                let most = trailpad::ui::theme::new_york::SWATCH
                    + 3.0 * h.ctx.style_of(h.ctx.theme()).spacing.item_spacing.x;
                assert!(
                    (0.0..=most).contains(&gap) && (button.center().y - title.center().y).abs() < 2.0,
                    "{what}: {first}'s button at {button:?}, {gap} after the title at {title:?}"
                );
            }
        }
    }
}

/// The centre of the ticket's box on screen.
fn ticket_box(h: &Harness<'_, TrailpadApp>, label: &str) -> Pos2 {
    h.get_by_label(label).rect().center()
}

/// A press and release of the mouse at `pos`, as a hand does it.
fn click_at(h: &mut Harness<'_, TrailpadApp>, pos: Pos2) {
    h.hover_at(pos);
    h.run();
    h.drag_at(pos);
    h.step();
    h.drop_at(pos);
    h.run();
}

#[test]
fn a_click_ticks_the_ticket_that_was_under_the_pointer() {
    // Tall enough for every ticket to be in view without scrolling.
    let app = TrailpadApp::with_new_york(new_game(3, Language::English));
    let mut h = harness_sized(app, vec2(1600.0, 1400.0));
    let times_square = ticket_box(&h, "Times Square–Brooklyn (8)");
    let chelsea = ticket_box(&h, "Chelsea–Brooklyn (8)");
    // Ticking Chelsea–Brooklyn (just above) shows its status and the lead.
    click_at(&mut h, chelsea);
    let map = NewYorkMap::builtin();
    let kept = |h: &Harness<'_, TrailpadApp>, key: &str| {
        log(h).game().holder(map.ticket_by_key(key).unwrap()) == Some(1)
    };
    assert!(kept(&h, "chelsea-brooklyn"), "the first click ticked Chelsea–Brooklyn");
    assert!(h.query_by_label_contains("Chelsea–Brooklyn (8): −8 · not completed").is_some());
    assert_eq!(ticket_box(&h, "Times Square–Brooklyn (8)"), times_square, "the list did not move");
    click_at(&mut h, times_square);
    assert!(kept(&h, "times-square-brooklyn"), "the second click ticked what was under the pointer");
    assert_eq!(log(&h).game().tickets_of(1).len(), 2, "and nothing else");
}

#[test]
fn no_name_covers_a_route_or_another_name() {
    use trailpad::ui::new_york::board::{
        name_places, rect_meets_quad, reference_name_rect, reference_route_bands,
    };
    use trailpad::ui::theme::new_york::NAME_SIZE;
    let map = NewYorkMap::builtin();
    let ctx = egui::Context::default();
    let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
        let font = egui::FontId::proportional(NAME_SIZE);
        let size = |text: &str| {
            ui.fonts_mut(|f| f.layout_no_wrap(text.to_string(), font.clone(), egui::Color32::WHITE).size())
        };
        let places = name_places(&map, &size);
        let bands = reference_route_bands(&map);
        let mut rects = Vec::new();
        for (id, place) in map.location_ids().zip(&places) {
            let name = &map.location(id).name;
            assert!(place.clear, "{name} found a clear place");
            let text = trailpad::ui::new_york::board::name_text(name, place.two_lines);
            let rect = reference_name_rect(&map, id, place, size(&text));
            for (route, band) in map.route_ids().zip(&bands) {
                assert!(
                    !rect_meets_quad(rect, band),
                    "{name} at {rect:?} covers route {}",
                    map.route(route).key
                );
            }
            for (other, r) in &rects {
                assert!(!rect.intersects(*r), "{name} covers the name of {other}");
            }
            rects.push((name.clone(), rect));
        }
    });
    output.textures_delta.clear();
}

#[test]
fn a_small_window_pans_the_map_instead_of_shrinking_its_names() {
    use trailpad::ui::theme::new_york::{LOCATION_RADIUS, MIN_SCALE};
    let t = Translator::shared(Language::English);
    let far = far_locations(&t);
    let mut h = harness_sized(TrailpadApp::with_new_york(new_game(4, Language::English)), vec2(800.0, 600.0));
    let disc = h.get_by_label(&far[0]).rect();
    assert!(
        disc.width() >= 2.0 * LOCATION_RADIUS * MIN_SCALE - 0.01,
        "the discs (and the names with them) are drawn at a readable scale: {disc:?}"
    );
    h.get_by_label("Zoom in").click();
    h.run();
    let zoomed = h.get_by_label(&far[0]).rect();
    assert!(zoomed.width() > disc.width(), "zoom in: {zoomed:?} vs {disc:?}");
    h.get_by_label("Fit").click();
    h.run();
    assert_eq!(h.get_by_label(&far[0]).rect(), disc, "fit returns to where it was");
}
