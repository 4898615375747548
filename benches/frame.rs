//! One frame of the play screen: an 8-sheet Isla Grande game late in round 3,
//! every sheet full of trails. Measures the UI code (layout and shapes) and,
//! separately, tessellation; no GPU is involved.
//!
//!     cargo bench --bench frame

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use trailpad::app::TrailpadApp;
use trailpad::demo::{new_demo_log, play_until};

fn busy_app() -> TrailpadApp {
    let mut log = new_demo_log("isla-grande", 8, 7).expect("Isla Grande is built in");
    play_until(&mut log, 7, |g| g.round() == 3 && g.turn_in_round() == 10 && g.turn_cards().is_some());
    let game = log.game();
    assert!(!game.is_over() && game.turn_cards().is_some(), "a turn of round 3 is open");
    let trails: usize = game.players().iter().map(|p| p.trails().len()).sum();
    eprintln!("8 sheets, {trails} trails in all, {} legal now for seat 1", game.legal_trails(1).len());
    TrailpadApp::with_game(log)
}

fn input() -> egui::RawInput {
    egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 800.0))),
        ..Default::default()
    }
}

fn frame(c: &mut Criterion) {
    let ctx = egui::Context::default();
    let mut app = busy_app();
    // Warm up: fonts, layout caches.
    for _ in 0..3 {
        let _ = ctx.run_ui(input(), |ui| app.show(ui));
    }
    let out = ctx.run_ui(input(), |ui| app.show(ui));
    eprintln!("one frame: {} clipped shapes", out.shapes.len());
    c.bench_function("frame: 8 sheets Isla Grande, UI only", |b| {
        b.iter(|| black_box(ctx.run_ui(input(), |ui| app.show(ui))));
    });
    c.bench_function("frame: 8 sheets Isla Grande, UI + tessellation", |b| {
        b.iter(|| {
            let out = ctx.run_ui(input(), |ui| app.show(ui));
            black_box(ctx.tessellate(out.shapes, out.pixels_per_point))
        });
    });
}

criterion_group!(benches, frame);
criterion_main!(benches);
