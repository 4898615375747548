//! The registry: the one list of the games this Trailpad knows, and the
//! one place that tells them apart. `games!` is invoked once, in
//! `games/mod.rs`, with one line per game; from that list it writes
//! [`GameKind`](super::GameKind), [`AnyRecord`](super::AnyRecord),
//! [`AnyGame`](super::AnyGame) and [`AnyReplayError`](super::AnyReplayError),
//! and the two dispatches the shared parts use: [`GameKind::visit`]
//! (only the game is known) and [`AnyRecord::visit`] (a record is read).
//!
//! A shared part does something for every game by implementing
//! [`KindVisitor`] or [`RecordVisitor`] once, generically over the games
//! that have what it needs (the CLI's printer, the app's screen): adding a
//! game to the list then makes the compiler ask for exactly those, and
//! nothing else matches on the game.
//!
//! [`GameKind::visit`]: super::GameKind::visit
//! [`AnyRecord::visit`]: super::AnyRecord::visit

use super::rules::Rules;

/// What a shared part does for one game when only the game is known (a
/// file still to read, a text to check). Implemented once per shared part,
/// generically (`impl<G: …> KindVisitor<G> for …`); called through
/// [`GameKind::visit`](super::GameKind::visit).
pub trait KindVisitor<G: Rules> {
    /// What the visit gives back (the same for every game).
    type Output;
    /// Does it for game `G`.
    fn visit(self) -> Self::Output;
}

/// What a shared part does with a record of one game, once it is read.
/// Implemented once per shared part, generically; called through
/// [`AnyRecord::visit`](super::AnyRecord::visit).
pub trait RecordVisitor<G: Rules> {
    /// What the visit gives back (the same for every game).
    type Output;
    /// Does it with a record of game `G`.
    fn visit(self, record: G::Record) -> Self::Output;
}

/// Writes the registry's types from the list of games: `Kind => Type,`
/// per game, `Type` implementing [`Rules`] (and its record
/// [`super::Record`]). `Kind(module) => Type,` also declares the game's
/// modules: `games::module` (its rules' folder) and, through
/// `game_layer_modules!()`, its file in each layer with per-game files
/// (`cli/module.rs`, `app/module.rs`, `ui/module.rs`), so registering a
/// game is that one line. A line may start with one `#[cfg(…)]` (before its
/// doc comment): the game is then registered only where that holds (the
/// test game, behind the `test-game` feature), and everything below is
/// written twice, with and without it, so no dispatch names a game that
/// is not compiled.
macro_rules! games {
    // Splits the list on its first game under a `cfg`: the registry with
    // it where the `cfg` holds, without it elsewhere.
    (@split [$($done:tt)*] #[cfg($cfg:meta)] $(#[$doc:meta])* $kind:ident $(($module:ident))? => $game:ty, $($rest:tt)*) => {
        #[cfg($cfg)]
        $crate::games::registry::games! { @split [$($done)* $(#[$doc])* $kind $(($module))? => $game,] $($rest)* }
        #[cfg(not($cfg))]
        $crate::games::registry::games! { @split [$($done)*] $($rest)* }
    };
    (@split [$($done:tt)*] $(#[$doc:meta])* $kind:ident $(($module:ident))? => $game:ty, $($rest:tt)*) => {
        $crate::games::registry::games! { @split [$($done)* $(#[$doc])* $kind $(($module))? => $game,] $($rest)* }
    };
    (@split [$($done:tt)*]) => {
        $crate::games::registry::games! { @write $($done)* }
    };
    (@write $( $(#[$doc:meta])* $kind:ident $(($module:ident))? => $game:ty, )+) => {
        // The games registered with their module, `Kind(module) => …`:
        // their rules' folder here, and their files of each layer
        // (`cli/<module>.rs`, `app/<module>.rs`, `ui/<module>.rs`) where
        // the layer invokes `game_layer_modules!()`.
        $($(pub mod $module;)?)+

        /// Declares, in the layer it is invoked in (`cli`, `app`, `ui`),
        /// the layer's file of each game registered with its module
        /// (`Kind(module) => …`): `<layer>/<module>.rs`.
        macro_rules! game_layer_modules {
            () => { $($(pub mod $module;)?)+ };
        }
        pub(crate) use game_layer_modules;

        /// Which game a record is of: one variant per game of the registry
        /// (`games/mod.rs`).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        pub enum GameKind {
            $( $(#[$doc])* $kind, )+
        }

        impl GameKind {
            /// Every game, in the order menus list them.
            pub const ALL: &'static [GameKind] = &[$(GameKind::$kind),+];

            /// Calls the visitor for this game: the one dispatch on a game
            /// known by its kind.
            pub fn visit<V, O>(self, visitor: V) -> O
            where
                $(V: $crate::games::registry::KindVisitor<$game, Output = O>,)+
            {
                match self {
                    $(GameKind::$kind => {
                        <V as $crate::games::registry::KindVisitor<$game>>::visit(visitor)
                    })+
                }
            }

            /// Whether the coach (`trailpad hint`, `review`) knows the game.
            pub fn has_coach(self) -> bool {
                match self { $(GameKind::$kind => <$game as Rules>::HAS_COACH,)+ }
            }

            /// Whether the game can be played at a table of phones
            /// (`trailpad table`, "Play with phones").
            pub fn has_table(self) -> bool {
                match self { $(GameKind::$kind => <$game as Rules>::HAS_TABLE,)+ }
            }

            /// The names of its scoring boxes (its spreadsheet columns).
            pub fn box_columns(self) -> &'static [&'static str] {
                match self { $(GameKind::$kind => <$game as Rules>::BOX_COLUMNS,)+ }
            }

            /// BoardGameGeek's id of the game, which BG Stats matches
            /// games by (`None`: a game BoardGameGeek does not list).
            pub fn bgg_id(self) -> Option<u32> {
                match self { $(GameKind::$kind => <$game as Rules>::BGG_ID,)+ }
            }

            /// The game's own words (a Fluent catalogue) in the language
            /// whose code is `language`, if it keeps them beside its rules.
            pub fn words(self, language: &str) -> Option<&'static str> {
                let words: &[(&str, &str)] = match self { $(GameKind::$kind => <$game as Rules>::WORDS,)+ };
                words.iter().find(|(code, _)| *code == language).map(|(_, text)| *text)
            }

            /// The `game` field of its records.
            pub fn record_id(self) -> &'static str {
                match self { $(GameKind::$kind => <$game as Rules>::RECORD_ID,)+ }
            }

            /// The newest record format this build reads for the game.
            pub fn newest_format(self) -> u32 {
                match self {
                    $(GameKind::$kind => <<$game as Rules>::Record as Record>::NEWEST_FORMAT,)+
                }
            }

            /// The game's English title, for messages of the library (the
            /// translated titles live in i18n).
            pub fn title(self) -> &'static str {
                match self { $(GameKind::$kind => <$game as Rules>::TITLE,)+ }
            }
        }

        /// A record of any game of the registry, as [`read_record`] gives
        /// it.
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub enum AnyRecord {
            $( $(#[$doc])* $kind(<$game as Rules>::Record), )+
        }

        $(
            impl From<<$game as Rules>::Record> for AnyRecord {
                fn from(record: <$game as Rules>::Record) -> AnyRecord {
                    AnyRecord::$kind(record)
                }
            }
        )+

        impl AnyRecord {
            /// Which game.
            pub fn kind(&self) -> GameKind {
                match self { $(AnyRecord::$kind(_) => GameKind::$kind,)+ }
            }

            /// Hands the record to the visitor, for its game: the one
            /// dispatch on a record read.
            pub fn visit<V, O>(self, visitor: V) -> O
            where
                $(V: $crate::games::registry::RecordVisitor<$game, Output = O>,)+
            {
                match self {
                    $(AnyRecord::$kind(record) => {
                        <V as $crate::games::registry::RecordVisitor<$game>>::visit(visitor, record)
                    })+
                }
            }

            /// When the game was started, whole seconds since 1970 (a
            /// possible date: the reader refuses others).
            pub fn played_at(&self) -> Option<u64> {
                match self { $(AnyRecord::$kind(r) => r.played_at(),)+ }
            }

            /// Keeps when the game was started (whole seconds since 1970).
            pub fn set_played_at(&mut self, secs: Option<u64>) {
                match self { $(AnyRecord::$kind(r) => r.set_played_at(secs),)+ }
            }

            /// When the game was started, if the record keeps it.
            pub fn played_time(&self) -> Option<std::time::SystemTime> {
                self.played_at().and_then(date::time_of)
            }

            /// Where the game was played and the note about it, as typed
            /// on its final scores (empty when nothing was typed).
            pub fn place_and_note(&self) -> (String, String) {
                match self { $(AnyRecord::$kind(r) => (r.place().to_string(), r.note().to_string()),)+ }
            }

            /// How many actions the record holds.
            pub fn action_count(&self) -> usize {
                match self { $(AnyRecord::$kind(r) => r.actions().len(),)+ }
            }

            /// The record as RON text, exactly as the game's own writer
            /// writes it.
            pub fn to_ron(&self) -> Result<String, RecordWriteError> {
                match self { $(AnyRecord::$kind(r) => r.to_text(),)+ }
            }

            /// Replays the record on its board (see [`Boards`]).
            pub fn replay(&self, boards: &Boards<'_>) -> Result<AnyGame, AnyReplayError> {
                match self {
                    $(AnyRecord::$kind(r) => r
                        .replay_in(boards)
                        .map(|game| AnyGame::$kind(Box::new(game)))
                        .map_err(AnyReplayError::$kind),)+
                }
            }
        }

        /// A game replayed from an [`AnyRecord`], whichever game it is.
        #[derive(Debug, Clone)]
        pub enum AnyGame {
            $( $(#[$doc])* $kind(Box<$game>), )+
        }

        impl AnyGame {
            /// Which game.
            pub fn kind(&self) -> GameKind {
                match self { $(AnyGame::$kind(_) => GameKind::$kind,)+ }
            }

            /// Whether the game is over.
            pub fn is_over(&self) -> bool {
                match self { $(AnyGame::$kind(g) => Rules::is_over(g.as_ref()),)+ }
            }

            /// Every player's total so far, in seat order (game-neutral).
            pub fn totals(&self) -> Vec<PlayerTotal> {
                match self { $(AnyGame::$kind(g) => Rules::totals(g.as_ref()),)+ }
            }

            /// The seats that win (lead, while under way).
            pub fn winners(&self) -> Vec<u8> {
                match self { $(AnyGame::$kind(g) => Rules::winners(g.as_ref()),)+ }
            }

            /// A seat's scoring boxes (see [`Rules::seat_boxes`]).
            pub fn seat_boxes(&self, seat: u8) -> Vec<(&'static str, i64)> {
                match self { $(AnyGame::$kind(g) => Rules::seat_boxes(g.as_ref(), seat),)+ }
            }
        }

        /// Why an [`AnyRecord`] does not replay: the game's own record
        /// error.
        #[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
        pub enum AnyReplayError {
            $(
                $(#[$doc])*
                #[error(transparent)]
                $kind(<<$game as Rules>::Record as Record>::Error),
            )+
        }

        $(
            impl From<<<$game as Rules>::Record as Record>::Error> for AnyReplayError {
                fn from(error: <<$game as Rules>::Record as Record>::Error) -> AnyReplayError {
                    AnyReplayError::$kind(error)
                }
            }
        )+

        /// Reads a record of any game: tells the game apart by its `game`
        /// field (none: Tucana, as every record written before New York),
        /// then reads it as that game's (see [`read`]).
        pub fn read_record(text: &str) -> Result<AnyRecord, RecordReadError> {
            match read::game_of(text)? {
                $(GameKind::$kind => {
                    read::read_as::<<$game as Rules>::Record>(text).map(AnyRecord::$kind)
                })+
            }
        }

        /// The fields of a record that its game does not know, each with
        /// its place (see [`read::UnknownField`]); none for a text that
        /// does not read ([`read_record`] says why).
        pub fn unknown_fields(text: &str) -> Vec<read::UnknownField> {
            match read::game_of(text) {
                $(Ok(GameKind::$kind) => read::unknown_fields_as::<<$game as Rules>::Record>(text),)+
                Err(_) => Vec::new(),
            }
        }
    };
    ($($list:tt)+) => {
        $crate::games::registry::games! { @split [] $($list)+ }
    };
}

pub(crate) use games;
