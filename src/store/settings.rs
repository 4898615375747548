//! Settings that stick between runs: window, theme, zoom, the names used
//! before and the wizard's last choices. A missing settings file gives the
//! defaults; the app moves one it cannot read to `damaged/` first
//! ([`Settings::load_keeping_damaged`]), so writing the defaults back never
//! destroys the user's file.

use super::atomic::write_atomic;
use super::games::move_aside;
use super::read::{MAX_SETTINGS_BYTES, ReadError, read_text_bounded};
pub use crate::games::form_choices::{CoachFor, WizardChoices};
use serde::{Deserialize, Serialize};
use std::io;
use std::path::{Path, PathBuf};

/// Light, dark, or as the system says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum ThemeChoice {
    /// Follow the system.
    #[default]
    System,
    /// Light.
    Light,
    /// Dark.
    Dark,
}

/// Everything remembered between runs.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Window size in points.
    pub window_size: Option<(f32, f32)>,
    /// Window position in points.
    pub window_pos: Option<(f32, f32)>,
    /// Theme.
    pub theme: ThemeChoice,
    /// UI zoom factor (1.0 = normal).
    pub zoom: Option<f32>,
    /// Larger hit targets on the map, for touch screens: hexes never smaller
    /// than a fingertip, taps near a side count more readily. Files written
    /// before this setting existed load with it off.
    pub large_targets: bool,
    /// UI language code (`en`, `fr`, `ru`); `None` follows the system.
    pub language: Option<String>,
    /// Player names used before, most recent first.
    pub known_names: Vec<String>,
    /// The wizard's last choices.
    pub wizard: WizardChoices,
    /// The port table mode listens on ("Play with phones"); `None` lets
    /// the system pick a free one each time.
    pub table_port: Option<u16>,
}

/// A settings file that could not be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SettingsDamage {
    /// Why (the reader's or the system's words).
    pub reason: String,
    /// Where the file was moved (`None`: it could not be moved and stays in
    /// place, so the settings are kept in memory only).
    pub moved_to: Option<PathBuf>,
}

/// How many names are remembered.
const MAX_NAMES: usize = 24;

impl Settings {
    /// Reads settings; anything wrong gives the defaults.
    pub fn load(path: &Path) -> Settings {
        read_text_bounded(path, MAX_SETTINGS_BYTES)
            .ok()
            .and_then(|t| ron::from_str(&t).ok())
            .unwrap_or_default()
    }

    /// Reads settings for the app, which will write them back: a file that
    /// exists but cannot be used is first moved to `damaged/` beside it
    /// (kept for the user, never overwritten by the defaults), and the
    /// defaults come with where it went and why. When it cannot be moved,
    /// [`SettingsDamage::moved_to`] is `None`: the file stays where it is
    /// and the app must not write settings there.
    pub fn load_keeping_damaged(path: &Path) -> (Settings, Option<SettingsDamage>) {
        let problem = match read_text_bounded(path, MAX_SETTINGS_BYTES) {
            Err(ReadError::Io(e)) if e.kind() == io::ErrorKind::NotFound => {
                return (Settings::default(), None);
            }
            Err(e) => e.to_string(),
            Ok(text) => match ron::from_str::<Settings>(&text) {
                Ok(settings) => return (settings, None),
                Err(e) => e.to_string(),
            },
        };
        // Moving never opens the file, so a pipe or a device moves too.
        let damaged = path.parent().unwrap_or(Path::new(".")).join("damaged");
        let moved_to = move_aside(path, &damaged).ok();
        (Settings::default(), Some(SettingsDamage { reason: problem, moved_to }))
    }

    /// Writes settings atomically.
    pub fn save(&self, path: &Path) -> io::Result<()> {
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::new())
            .map_err(|e| io::Error::other(e.to_string()))?;
        write_atomic(path, text.as_bytes())
    }

    /// Puts names first in the list of known names (no duplicates).
    pub fn remember_names<'a>(&mut self, names: impl IntoIterator<Item = &'a str>) {
        let mut fresh: Vec<String> =
            names.into_iter().map(str::trim).filter(|n| !n.is_empty()).map(String::from).collect();
        fresh.dedup();
        self.known_names.retain(|n| !fresh.contains(n));
        fresh.append(&mut self.known_names);
        fresh.truncate(MAX_NAMES);
        self.known_names = fresh;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_bad_files_give_defaults() {
        let dir = std::env::temp_dir().join(format!("trailpad-settings-{}", std::process::id()));
        let path = dir.join("settings.ron");
        assert_eq!(Settings::load(&path), Settings::default());
        let mut s = Settings { theme: ThemeChoice::Dark, zoom: Some(1.25), ..Default::default() };
        s.remember_names(["Ann", "Bob"]);
        s.remember_names(["Cleo", "Ann"]);
        assert_eq!(s.known_names, vec!["Cleo", "Ann", "Bob"]);
        s.wizard.table_size = Some(4);
        s.save(&path).unwrap();
        assert_eq!(Settings::load(&path), s);
        std::fs::write(&path, "(theme: Purple").unwrap();
        assert_eq!(Settings::load(&path), Settings::default());
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_damaged_settings_file_is_kept_aside_not_overwritten() {
        let dir = std::env::temp_dir().join(format!("trailpad-settings-damaged-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let path = dir.join("settings.ron");
        assert_eq!(Settings::load_keeping_damaged(&path), (Settings::default(), None), "no file yet");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(&path, "(theme: Purple").unwrap();
        let (settings, problem) = Settings::load_keeping_damaged(&path);
        assert_eq!(settings, Settings::default());
        let moved = problem.expect("reported").moved_to.expect("moved");
        assert_eq!(moved, dir.join("damaged/settings.ron"));
        assert_eq!(std::fs::read_to_string(&moved).unwrap(), "(theme: Purple");
        assert!(!path.exists(), "the next save cannot overwrite it");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_damaged_settings_file_that_cannot_be_moved_stays() {
        let dir = std::env::temp_dir().join(format!("trailpad-settings-stuck-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        // A file where the `damaged` folder should be: the move fails.
        std::fs::write(dir.join("damaged"), "x").unwrap();
        let path = dir.join("settings.ron");
        std::fs::write(&path, "garbage").unwrap();
        let (settings, problem) = Settings::load_keeping_damaged(&path);
        assert_eq!(settings, Settings::default());
        let problem = problem.expect("reported");
        assert_eq!(problem.moved_to, None, "not moved");
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "garbage");
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn files_from_before_large_targets_still_load() {
        let old = "(window_size: Some((1200.0, 700.0)), zoom: Some(1.5), known_names: [\"Ann\"])";
        let s: Settings = ron::from_str(old).unwrap();
        assert_eq!(s.zoom, Some(1.5));
        assert!(!s.large_targets);
        let on = Settings { large_targets: true, ..Default::default() };
        let text = ron::ser::to_string(&on).unwrap();
        assert_eq!(ron::from_str::<Settings>(&text).unwrap(), on);
    }

    #[test]
    fn the_last_game_is_its_record_id_and_older_files_keep_theirs() {
        use crate::games::GameKind;
        // Written before the record id was kept: `new_york: true` still
        // opens the form on New York; `false` or no field on the first game.
        let old: Settings = ron::from_str("(wizard: (new_york: true))").unwrap();
        assert_eq!(old.wizard.last_game(), Some(GameKind::NewYork));
        let old: Settings = ron::from_str("(wizard: (new_york: false))").unwrap();
        assert_eq!(old.wizard.last_game(), None);
        // A game a newer Trailpad knows and this one does not: the first game.
        let newer: Settings = ron::from_str("(wizard: (last_game: Some(\"carcassonne\")))").unwrap();
        assert_eq!(newer.wizard.last_game(), None);
        for kind in GameKind::ALL {
            let mut settings = old.clone();
            assert!(settings.wizard.set_last_game(*kind));
            assert!(!settings.wizard.set_last_game(*kind), "unchanged");
            let text = ron::ser::to_string(&settings).unwrap();
            assert!(!text.contains("new_york:"), "the old field is never written: {text}");
            let read: Settings = ron::from_str(&text).unwrap();
            assert_eq!(read.wizard.last_game(), Some(*kind), "{text}");
        }
    }
}
