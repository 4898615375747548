//! The host screen holds still (issue 30): every seat's card and every
//! real-card button keeps its place through each kind of entry the host
//! screen sees — a phone joining, the first card, the second card, a
//! seat's trail arriving from its phone — at every census size, in every
//! language. "Waiting for: …", a seat's state, its phone's state and
//! "Forest, and the second card?" each have the room of their longest
//! words before they show. Phones are simulated over loopback HTTP.

use crate::census::SIZES;
use crate::common;
use crate::common::ui::harness_sized;
use crate::ui_table_host::{PhonePage, phone_draws};
use egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use std::net::{IpAddr, Ipv4Addr};
use trailpad::app::{Intent, TrailpadApp};
use trailpad::games::tucana::record::TucanaLog;
use trailpad::games::tucana::sheet::Card;
use trailpad::i18n::{Language, Translator};
use trailpad::table::SeatLink;
use trailpad::ui::game_menu::MenuIntent;
use trailpad::ui::table_host::TableHostIntent;

/// Four seats with phones and one on paper, real cards: every line the
/// host screen shows for a turn.
fn four_phones_and_paper(language: Language) -> TucanaLog {
    let names = trailpad::demo::demo_names(language);
    let setup = common::setup("isla-petit", 5, &names[..4], 1);
    TucanaLog::new(common::sheet("isla-petit"), setup).expect("set-up")
}

/// Where each seat's card and each real-card button is, by its label.
fn places(h: &Harness<'_, TrailpadApp>, t: &Translator, links: &[SeatLink]) -> Vec<(String, Rect)> {
    let seats = links.iter().map(|l| t.format("host-seat-card", &[("name", l.name.as_str().into())]));
    let cards = Card::ALL.map(|c| t.card(c));
    seats
        .chain(cards)
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

/// Every kind of entry, in the order of a turn.
const ENTRIES: [Entry; 4] = [
    Entry {
        name: "a phone joining",
        enter: |h, links, pages| {
            pages.push(PhonePage::open(&links[0]));
            h.run();
        },
    },
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
];

#[test]
fn the_host_screen_holds_its_seats_and_card_buttons_still_through_every_kind_of_entry() {
    for language in Language::ALL {
        let t = Translator::shared(language);
        let mut spare: Option<Harness<'static, TrailpadApp>> = None;
        for size in SIZES {
            let what = format!("{language:?} {}×{}", size.x, size.y);
            let app = TrailpadApp::with_game(four_phones_and_paper(language))
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
            assert_eq!(links.len(), 4, "{what}");
            let mut pages = Vec::new();
            let mut before = places(&h, &t, &links);
            assert_eq!(
                before.len(),
                4 + Card::ALL.len(),
                "{what}: four seats and five card buttons: {before:?}"
            );
            for entry in &ENTRIES {
                (entry.enter)(&mut h, &links, &mut pages);
                let after = places(&h, &t, &links);
                for (label, rect) in &before {
                    if let Some((_, now)) = after.iter().find(|(l, _)| l == label) {
                        assert_eq!(now, rect, "{what}: {label:?} moved at {}", entry.name);
                    } else {
                        assert!(
                            Card::ALL.iter().any(|c| t.card(*c) == *label),
                            "{what}: {label:?} went at {}",
                            entry.name
                        );
                    }
                }
                before = after;
            }
            // Each entry happened: the cards are out, the phone's seat is done.
            let log = h.state().table_log().expect("a game");
            assert_eq!(log.game().turn_cards(), Some([Card::Forest, Card::Water]), "{what}");
            assert!(log.game().is_done(links[1].seat), "{what}: the phone's trail arrived");
            h.state_mut().apply(Intent::Menu(MenuIntent::OpenWizard));
            drop(pages);
            spare = Some(h);
        }
    }
}
