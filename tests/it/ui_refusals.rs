//! Nothing is refused in silence on the play screen: a card the round's
//! deck has no more of, and two taps on hexes that do not touch, each get
//! their reason on the message line — and change nothing.

use crate::common;

use crate::common::ui::{game, harness, message, petit_two_players, tap_trail, tiny_row_solo};
use trailpad::app::TrailpadApp;
use trailpad::games::tucana::rules::{Action, DeckMode};
use trailpad::games::tucana::sheet::{Card, Coord};
use trailpad::i18n::{Language, Translator, capitalise};

#[test]
fn a_used_up_card_says_why_it_cannot_be_entered() {
    // Ann alone on the tiny island has no mountain: every mountain card is
    // a pass, until the round's deck has no mountain left.
    let mut log = tiny_row_solo();
    let count = Card::Mountain.deck_count();
    let mut seen = 0;
    while seen < count {
        let second = if seen + 1 < count { Card::Mountain } else { Card::Forest };
        log.apply(Action::Reveal(Card::Mountain, second)).expect("cards still in the deck");
        seen += if second == Card::Mountain { 2 } else { 1 };
        log.apply(Action::Pass { seat: 1 }).expect("no mountain on the tiny island");
    }
    let before = log.record().clone();
    let mut h = harness(TrailpadApp::with_game(log));
    h.key_press(egui::Key::M);
    h.run();
    let t = Translator::new(Language::English);
    assert_eq!(message(&h), capitalise(&t.card_used_up(Card::Mountain, count, 1)));
    assert!(message(&h).contains(&count.to_string()), "{}", message(&h));
    assert_eq!(h.state().log().unwrap().record(), &before, "nothing entered");
}

#[test]
fn two_taps_on_hexes_that_do_not_touch_say_so() {
    let mut h = harness(TrailpadApp::with_game(petit_two_players(["Alice", "Bob"], DeckMode::RealCards)));
    common::ui::click(&mut h, "Desert (D)");
    common::ui::click(&mut h, "Forest (F)");
    let before = h.state().log().unwrap().record().clone();
    let sheet = game(&h).sheet_arc().clone();
    let a = sheet.hexes().first().unwrap().coord;
    let far: Coord = sheet.hexes().last().unwrap().coord;
    assert!(!a.neighbours().contains(&far));
    tap_trail(&mut h, "hex", a, far);
    // Issue 18: said as the README says it, naming the player and both places.
    assert_eq!(
        message(&h),
        "Alice cannot draw a trail between the desert next to village B10 and the sea monster: \
         those hexes do not touch"
    );
    assert_eq!(h.state().log().unwrap().record(), &before, "nothing drawn");
}
