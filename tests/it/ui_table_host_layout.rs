//! The host screen holds still (issue 30): every seat's card and every
//! real-card button keeps its place through each kind of entry the host
//! screen sees, for every game played at a table of phones (the
//! registry's [`GameKind::has_table`]): Tucana's phone joining, first
//! card, second card and a seat's trail arriving; New York's phone
//! joining, tickets and a route arriving, the last round starting, a
//! seat's last turn and the game's end — at every census size, in every
//! language. "Waiting for: …", a seat's state, its phone's state and
//! "Forest, and the second card?" each have the room of their longest
//! words before they show. Phones are simulated over loopback HTTP.

use crate::census::SIZES;
use crate::common;
use crate::common::phone::phone_posts;
use crate::common::ui::harness_sized;
use crate::ui_table_host::{PhonePage, phone_draws};
use egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use serde_json::{Value, json};
use std::net::{IpAddr, Ipv4Addr};
use trailpad::app::{Intent, TrailpadApp};
use trailpad::games::GameKind;
use trailpad::games::new_york::{NewYorkLog, NewYorkMap, NewYorkSetup};
use trailpad::games::tucana::record::TucanaLog;
use trailpad::games::tucana::sheet::Card;
use trailpad::i18n::{Language, Translator};
use trailpad::table::SeatLink;
use trailpad::ui::game_menu::MenuIntent;
use trailpad::ui::table_host::TableHostIntent;

/// Four seats with phones and one on paper, real cards: every line the
/// host screen shows for a turn.
fn four_phones_and_paper(language: Language) -> TrailpadApp {
    let names = trailpad::demo::demo_names(language);
    let setup = common::setup("isla-petit", 5, &names[..4], 1);
    TrailpadApp::with_game(TucanaLog::new(common::sheet("isla-petit"), setup).expect("set-up"))
}

/// Four New York players, all with phones.
fn four_new_york_phones(language: Language) -> TrailpadApp {
    let names = trailpad::demo::demo_names(language);
    let log = NewYorkLog::new(NewYorkMap::builtin(), NewYorkSetup::with_names(&names[..4]));
    TrailpadApp::with_new_york(log.expect("four players"))
}

/// Posts `body` as seat `link`'s phone, which the table must take.
fn phone_enters(link: &SeatLink, body: Value) {
    assert!(phone_posts(link, &body).is_ok(), "the table took {body}");
}

/// Whether the New York game the app follows is in its last round.
fn new_york_last_round(h: &Harness<'_, TrailpadApp>) -> bool {
    h.state().new_york_log().is_some_and(|l| l.game().is_last_round())
}

/// Where each seat's card and each of `buttons` is, by its label.
fn places(
    h: &Harness<'_, TrailpadApp>,
    t: &Translator,
    links: &[SeatLink],
    buttons: &[String],
) -> Vec<(String, Rect)> {
    let seats = links.iter().map(|l| t.format("host-seat-card", &[("name", l.name.as_str().into())]));
    seats
        .chain(buttons.iter().cloned())
        .filter_map(|label| {
            let rect = h.query_by_label(&label)?.rect();
            Some((label, rect))
        })
        .collect()
}

/// One kind of entry on the host screen.
struct Entry {
    name: &'static str,
    enter: fn(&mut Harness<'_, TrailpadApp>, &[SeatLink], &mut Vec<PhonePage>),
}

/// The first seat's phone opens its page: every game's host has it.
const PHONE_JOINING: Entry = Entry {
    name: "a phone joining",
    enter: |h, links, pages| {
        pages.push(PhonePage::open(&links[0]));
        h.run();
    },
};

/// A game played at a table of phones, as the host screen sees it.
struct HostGame {
    /// The game.
    kind: GameKind,
    /// Its app, before "Play with phones", in a language.
    app: fn(Language) -> TrailpadApp,
    /// How many seats have phones.
    phones: usize,
    /// Its host screen's buttons that must hold still besides the seats.
    buttons: fn(&Translator) -> Vec<String>,
    /// Every kind of entry, in the order of a game.
    entries: &'static [Entry],
    /// Checks that each entry happened.
    happened: fn(&Harness<'_, TrailpadApp>, &[SeatLink], &str),
}

/// Every game with a host screen: the test fails for one the registry
/// says is played at a table and this list misses.
const HOST_GAMES: [HostGame; 2] = [
    HostGame {
        kind: GameKind::Tucana,
        app: four_phones_and_paper,
        phones: 4,
        buttons: |t| Card::ALL.map(|c| t.card(c)).to_vec(),
        entries: &[
            PHONE_JOINING,
            Entry {
                name: "the first card",
                enter: |h, _, _| {
                    h.state_mut().apply(Intent::TableHost(TableHostIntent::Card(Card::Forest)));
                    h.run();
                },
            },
            Entry {
                name: "the second card",
                enter: |h, _, _| {
                    h.state_mut().apply(Intent::TableHost(TableHostIntent::Card(Card::Water)));
                    h.run_steps(2);
                },
            },
            Entry {
                name: "a seat's trail arriving",
                enter: |h, links, _| {
                    phone_draws(&links[1]);
                    h.run_steps(2);
                },
            },
        ],
        happened: |h, links, what| {
            let log = h.state().table_log().expect("a game");
            assert_eq!(log.game().turn_cards(), Some([Card::Forest, Card::Water]), "{what}");
            assert!(log.game().is_done(links[1].seat), "{what}: the phone's trail arrived");
        },
    },
    HostGame {
        kind: GameKind::NewYork,
        app: four_new_york_phones,
        phones: 4,
        buttons: |_| Vec::new(),
        entries: &[
            PHONE_JOINING,
            Entry {
                name: "tickets arriving",
                enter: |h, links, _| {
                    let map = NewYorkMap::builtin();
                    let keys: Vec<&str> = map.tickets().iter().take(2).map(|t| t.key.as_str()).collect();
                    phone_enters(&links[0], json!({"type": "tickets", "drawn": keys, "kept": keys}));
                    h.run_steps(2);
                },
            },
            Entry {
                name: "a route arriving",
                enter: |h, links, _| {
                    let route = NewYorkMap::builtin().routes()[0].key.clone();
                    phone_enters(&links[1], json!({"type": "claim", "route": route}));
                    h.run_steps(2);
                },
            },
            Entry {
                name: "the last round starting",
                enter: |h, links, _| {
                    let map = NewYorkMap::builtin();
                    for route in map.routes() {
                        if new_york_last_round(h) {
                            break;
                        }
                        // A taken route or one too long is refused: the next.
                        if phone_posts(&links[1], &json!({"type": "claim", "route": route.key})).is_ok() {
                            h.run_steps(2);
                        }
                    }
                    assert!(new_york_last_round(h), "the last round started");
                },
            },
            Entry {
                name: "a seat's last turn",
                enter: |h, links, _| {
                    phone_enters(&links[2], json!({"type": "last_turn"}));
                    h.run_steps(2);
                },
            },
            Entry {
                name: "the game's end",
                enter: |h, links, _| {
                    for link in [&links[3], &links[0], &links[1]] {
                        phone_enters(link, json!({"type": "last_turn"}));
                    }
                    h.run_steps(2);
                },
            },
        ],
        happened: |h, _, what| {
            let log = h.state().new_york_log().expect("a game");
            assert!(log.game().is_over(), "{what}: every last turn arrived");
            assert_eq!(log.game().tickets_of(1).len(), 2, "{what}: the tickets arrived");
        },
    },
];

#[test]
fn the_host_screen_holds_its_seats_and_card_buttons_still_through_every_kind_of_entry() {
    let tables: Vec<GameKind> = GameKind::ALL.iter().copied().filter(|k| k.has_table()).collect();
    for kind in &tables {
        assert!(HOST_GAMES.iter().any(|g| g.kind == *kind), "{kind:?} has a host screen this test misses");
    }
    for game in &HOST_GAMES {
        assert!(tables.contains(&game.kind), "{:?} is played at a table", game.kind);
        holds_still(game);
    }
}

/// [`HOST_GAMES`]' guarantee for one game, at every size, in every language.
fn holds_still(game: &HostGame) {
    for language in Language::ALL {
        let t = Translator::shared(language);
        let mut spare: Option<Harness<'static, TrailpadApp>> = None;
        for size in SIZES {
            let what = format!("{:?} {language:?} {}×{}", game.kind, size.x, size.y);
            let app = (game.app)(language)
                .with_language(language)
                .with_table_address(IpAddr::V4(Ipv4Addr::LOCALHOST));
            // One window per language, resized: building one takes a second.
            let mut h = match spare.take() {
                Some(mut h) => {
                    h.ctx.memory_mut(|m| {
                        let options = m.options.clone();
                        *m = egui::Memory::default();
                        m.options = options;
                    });
                    *h.state_mut() = app;
                    h.set_size(size);
                    h
                }
                None => harness_sized(app, size),
            };
            h.state_mut().apply(Intent::Menu(MenuIntent::PlayWithPhones));
            h.run_steps(2);
            let links = h.state().table_links();
            assert_eq!(links.len(), game.phones, "{what}");
            let buttons = (game.buttons)(&t);
            let mut pages = Vec::new();
            let mut before = places(&h, &t, &links, &buttons);
            assert_eq!(
                before.len(),
                game.phones + buttons.len(),
                "{what}: every seat and button: {before:?}"
            );
            for entry in game.entries {
                (entry.enter)(&mut h, &links, &mut pages);
                let after = places(&h, &t, &links, &buttons);
                for (label, rect) in &before {
                    if let Some((_, now)) = after.iter().find(|(l, _)| l == label) {
                        assert_eq!(now, rect, "{what}: {label:?} moved at {}", entry.name);
                    } else {
                        assert!(buttons.contains(label), "{what}: {label:?} went at {}", entry.name);
                    }
                }
                before = after;
            }
            (game.happened)(&h, &links, &what);
            h.state_mut().apply(Intent::Menu(MenuIntent::OpenWizard));
            drop(pages);
            spare = Some(h);
        }
    }
}
