//! A *Ticket to Ride: New York* game as a picture: the whole table at
//! once, since the board and the pad are shared. The title names the
//! game (as the chosen language's edition prints it), the players and
//! whether these are the final scores; the map shows every claimed route
//! in its taxi colour as [`board_ui`] draws it; the pad is
//! [`new_york_pad_ui`] (Routes, Destination Tickets, Tourist Attractions,
//! Total, taxis left, winners and the tie-break).

use super::render::{self, MapShape, Picture};
use super::{ExportError, ExportedImage, MIN_MAP_HEIGHT, PngOptions};
use crate::games::new_york::{Game, RouteId};
use crate::i18n::Translator;
use crate::ui::new_york::board::{BoardInput, board_ui, route_space_centres};
use crate::ui::new_york::pad::new_york_pad_ui;
use crate::ui::theme::new_york as theme;
use egui::Pos2;

/// Manhattan is taller than wide and its names are long: a taller map than
/// the islands' minimum keeps them from crowding each other.
const MIN_BOARD_HEIGHT: f32 = MIN_MAP_HEIGHT + 200.0;

/// A rendered New York table: the picture ([`ExportedImage`], its fields
/// and methods reached through it).
#[derive(Debug, Clone)]
pub struct NewYorkImage {
    /// The picture.
    pub image: ExportedImage,
}

impl std::ops::Deref for NewYorkImage {
    type Target = ExportedImage;
    fn deref(&self) -> &ExportedImage {
        &self.image
    }
}

impl NewYorkImage {
    /// The middle of each space of `route` of `game` (the game drawn), in
    /// image pixels, start to end.
    pub fn route_spaces(&self, game: &Game, route: RouteId) -> Vec<Pos2> {
        route_space_centres(game, self.map_rect, route)
            .into_iter()
            .map(|p| (p.to_vec2() * self.pixels_per_point).to_pos2())
            .collect()
    }
}

/// The New York table as PNG bytes. `finished` says whether the title
/// reads "final scores" or "in progress" (the caller knows whether the
/// game has ended; the record alone does not say it).
pub fn new_york_png(game: &Game, finished: bool, options: &PngOptions) -> Result<Vec<u8>, ExportError> {
    new_york_image(game, finished, options)?.to_png()
}

/// The New York table as pixels, with where the title, map and pad lie
/// ([`new_york_png`] encodes this).
pub fn new_york_image(
    game: &Game,
    finished: bool,
    options: &PngOptions,
) -> Result<NewYorkImage, ExportError> {
    let rendered = render::render(&Table { game, finished }, options)?;
    Ok(NewYorkImage { image: ExportedImage::of(rendered, options) })
}

/// What the picture shows: the whole table.
struct Table<'a> {
    game: &'a Game,
    finished: bool,
}

impl Picture for Table<'_> {
    fn title(&self, tr: &Translator) -> String {
        title(self.game, self.finished, tr)
    }

    fn map_shape(&self) -> MapShape {
        // As `board_ui` keeps it: the board's aspect inside a margin wide
        // enough for the outer discs and their names.
        MapShape {
            aspect: theme::MAP_ASPECT,
            margin: theme::LOCATION_RADIUS * 2.5,
            min_height: MIN_BOARD_HEIGHT,
        }
    }

    fn map_ui(&self, ui: &mut egui::Ui) {
        // No ticket path: the picture is of the table, not of one ticket.
        let _ = board_ui(ui, &BoardInput { game: self.game, highlight: None });
    }

    fn pad_ui(&self, ui: &mut egui::Ui) {
        new_york_pad_ui(ui, self.game, &self.game.scores());
    }
}

/// "Ticket to Ride: New York · Ann, Bob, Cy · final scores", or "… · in
/// progress".
fn title(game: &Game, finished: bool, tr: &Translator) -> String {
    let names: Vec<&str> =
        game.player_numbers().filter_map(|p| game.player(p).map(|q| q.name.as_str())).collect();
    let state = tr.text(if finished { "export-ny-final" } else { "export-ny-progress" });
    [tr.new_york_game_name(), names.join(", "), state].join(" · ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::new_york::{Action, NewYorkMap, NewYorkSetup};
    use crate::i18n::Language;
    use egui::Rect;

    fn game() -> Game {
        let mut game =
            Game::new(NewYorkMap::builtin(), NewYorkSetup::with_names(&["Ann", "Bob"])).expect("set-up");
        game.apply(&Action::Claim { player: 1, route: "chelsea-soho".into() }).expect("legal");
        game
    }

    #[test]
    fn the_title_names_game_players_and_state_in_each_language() {
        let g = game();
        let en = Translator::new(Language::English);
        assert_eq!(title(&g, true, &en), "Ticket to Ride: New York · Ann, Bob · final scores");
        assert_eq!(title(&g, false, &en), "Ticket to Ride: New York · Ann, Bob · in progress");
        let fr = title(&g, true, &Translator::new(Language::French));
        assert!(fr.starts_with("Les Aventuriers du Rail : New York · Ann, Bob · "), "{fr}");
        let ru = title(&g, false, &Translator::new(Language::Russian));
        assert!(ru.starts_with("Ticket to Ride: Нью-Йорк · Ann, Bob · "), "{ru}");
        assert_ne!(ru, title(&g, true, &Translator::new(Language::Russian)));
    }

    #[test]
    fn the_parts_lie_inside_the_image_and_bad_scales_are_refused() {
        let g = game();
        let image = new_york_image(&g, false, &PngOptions { pixels_per_point: 0.5, ..PngOptions::default() })
            .expect("export");
        let whole = Rect::from_min_size(
            Pos2::ZERO,
            egui::vec2(image.width as f32, image.height as f32) / image.pixels_per_point,
        );
        for rect in [image.title_rect, image.map_rect, image.pad_rect] {
            assert!(rect.is_positive() && whole.contains_rect(rect), "{rect:?} in {whole:?}");
        }
        assert!(!image.map_rect.intersects(image.pad_rect));
        assert!(image.map_rect.height() >= MIN_BOARD_HEIGHT);
        for scale in [0.0, 0.2, 9.0, f32::NAN] {
            let options = PngOptions { pixels_per_point: scale, ..PngOptions::default() };
            assert!(matches!(new_york_png(&g, true, &options), Err(ExportError::BadScale(_))), "{scale}");
        }
    }
}
