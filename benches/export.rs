//! One PNG export of a sheet: an 8-sheet Isla Grande game in the middle of
//! round 2, seat 1's sheet at the default 2 pixels per point. Measured whole
//! (egui frames, tessellation, software rasterizer, PNG encoding) and
//! without the encoding; no GPU is involved.
//!
//!     cargo bench --bench export

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use trailpad::demo::{new_demo_log, play_until};
use trailpad::games::tucana::rules::TucanaGame;
use trailpad::picture::{PngOptions, sheet_image, sheet_png};

fn mid_game() -> TucanaGame {
    let mut log = new_demo_log("isla-grande", 8, 7).expect("Isla Grande is built in");
    play_until(&mut log, 7, |g| g.round() == 2 && g.turn_in_round() == 7);
    let game = log.game().clone();
    assert!(!game.is_over() && game.round() == 2, "the middle of the game");
    game
}

fn export(c: &mut Criterion) {
    let game = mid_game();
    let options = PngOptions::default();
    let png = sheet_png(&game, 1, &options).expect("export");
    let image = sheet_image(&game, 1, &options).expect("export");
    let trails = game.player(1).map_or(0, |p| p.trails().len());
    eprintln!("{}×{} pixels, {} bytes of PNG, {trails} trails", image.width, image.height, png.len());
    let mut group = c.benchmark_group("export");
    group.sample_size(10);
    group.bench_function("png: 8 sheets Isla Grande mid-game, seat 1, 2 px/pt", |b| {
        b.iter(|| black_box(sheet_png(&game, 1, &options)))
    });
    group.bench_function("pixels only (no PNG encoding)", |b| {
        b.iter(|| black_box(sheet_image(&game, 1, &options)))
    });
    let smooth = PngOptions { supersample: true, ..options };
    group.bench_function("png, 2×2 supersampled", |b| b.iter(|| black_box(sheet_png(&game, 1, &smooth))));
    group.finish();
}

criterion_group!(benches, export);
criterion_main!(benches);
