//! Tucana's and New York's games alone, as the store tests list them: the
//! store lists one game through its generic `unfinished_of` and
//! `finished_of`; these name the game and its listed type once.

use trailpad::games::new_york::Game as NewYorkGame;
use trailpad::games::tucana::rules::TucanaGame;
use trailpad::games::tucana::sheet::library::SheetLibrary;
use trailpad::store::{DamagedFile, GameStore};
use trailpad::ui::new_york::saved::NewYorkSaved;
use trailpad::ui::tucana::listed::TucanaSaved;

/// One game's listings of a [`GameStore`].
pub trait OneGame {
    /// Tucana's unfinished games, and the files that could not be used.
    fn unfinished(&self, library: &SheetLibrary) -> (Vec<TucanaSaved>, Vec<DamagedFile>);
    /// Tucana's unfinished games, the one saved in `open` left where it is.
    fn unfinished_except_open(
        &self,
        library: &SheetLibrary,
        open: Option<&std::path::Path>,
    ) -> (Vec<TucanaSaved>, Vec<DamagedFile>);
    /// Tucana's finished games, and the files that could not be used.
    fn history(&self, library: &SheetLibrary) -> (Vec<TucanaSaved>, Vec<DamagedFile>);
    /// New York's unfinished games.
    fn new_york_games(&self) -> Vec<NewYorkSaved>;
    /// New York's unfinished games, the one saved in `open` left where it is.
    fn new_york_unfinished_except_open(
        &self,
        open: Option<&std::path::Path>,
    ) -> (Vec<NewYorkSaved>, Vec<DamagedFile>);
    /// New York's finished games, and the files that could not be used.
    fn new_york_history(&self) -> (Vec<NewYorkSaved>, Vec<DamagedFile>);
}

impl OneGame for GameStore {
    fn unfinished(&self, library: &SheetLibrary) -> (Vec<TucanaSaved>, Vec<DamagedFile>) {
        self.unfinished_of::<TucanaGame>(library, None).split()
    }
    fn unfinished_except_open(
        &self,
        library: &SheetLibrary,
        open: Option<&std::path::Path>,
    ) -> (Vec<TucanaSaved>, Vec<DamagedFile>) {
        self.unfinished_of::<TucanaGame>(library, open).split()
    }
    fn history(&self, library: &SheetLibrary) -> (Vec<TucanaSaved>, Vec<DamagedFile>) {
        self.finished_of::<TucanaGame>(library).split()
    }
    fn new_york_games(&self) -> Vec<NewYorkSaved> {
        self.new_york_unfinished_except_open(None).0
    }
    fn new_york_unfinished_except_open(
        &self,
        open: Option<&std::path::Path>,
    ) -> (Vec<NewYorkSaved>, Vec<DamagedFile>) {
        self.unfinished_of::<NewYorkGame>(&SheetLibrary::default(), open).split()
    }
    fn new_york_history(&self) -> (Vec<NewYorkSaved>, Vec<DamagedFile>) {
        self.finished_of::<NewYorkGame>(&SheetLibrary::default()).split()
    }
}
