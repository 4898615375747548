//! A coached sheet's pad (issue 30): the coach's box takes only its Hint
//! button's row in the pad, so the sheet's own boxes stay in view (a box
//! always as tall as three suggestions hid the Village and Bonus Scoring
//! Boxes at 1280×800 and the whole Sight Scoring Box at 800×600), and the
//! suggestions, when they come, lie over the boxes without moving them.

use crate::common::ui::{click, harness_sized, petit_two_players};
use egui::{Rect, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use trailpad::app::TrailpadApp;
use trailpad::games::tucana::rules::{Action, DeckMode};
use trailpad::i18n::{Language, Translator};

/// Where the pad's three boxes' headings are.
fn headings(h: &Harness<'_, TrailpadApp>, t: &Translator) -> [Rect; 3] {
    ["box-sights", "box-villages", "box-bonus"].map(|key| h.get_by_label(&t.text(key)).rect())
}

#[test]
fn the_coached_pad_keeps_its_boxes_in_view_and_still_when_the_hint_comes() {
    for (size, language) in
        [(vec2(1280.0, 800.0), Language::English), (vec2(800.0, 600.0), Language::Russian)]
    {
        let t = Translator::shared(language);
        let mut log = petit_two_players(["Alice", "Bob"], DeckMode::AppDeck { seed: 7 }).with_coach(&[1]);
        let [a, b] = log.game().next_app_cards().unwrap();
        log.apply(Action::Reveal(a, b)).unwrap();
        let mut h = harness_sized(TrailpadApp::with_game(log).with_language(language), size);
        let pinned = h.get_by_label(&t.text("box-final")).rect().top();
        let before = headings(&h, &t);
        // In view: above the pinned Final Scoring Box, all three at the
        // laptop's size, the Sight box at least on the small one.
        let in_view = if size.y >= 800.0 { 3 } else { 1 };
        for rect in &before[..in_view] {
            assert!(rect.bottom() <= pinned, "{size:?} {language:?}: a box's heading at {rect:?}, hidden");
        }
        click(&mut h, &t.text("coach-hint-button"));
        assert_eq!(headings(&h, &t), before, "{size:?}: the boxes moved while the coach thinks");
        crate::ui_hint::wait_for_hint(&mut h);
        let first = t.format(
            "coach-suggestion-label",
            &[("rank", "1".into()), ("trail", "".into()), ("why", "".into())],
        );
        let first = first.split(':').next().unwrap().to_string();
        assert!(h.query_by_label_contains(&first).is_some(), "{size:?} {language:?}: the suggestions show");
        assert_eq!(headings(&h, &t), before, "{size:?}: the boxes moved for the hint");
    }
}
