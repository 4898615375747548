//! The damaged-file notice (issue 18, item 17): a plain sentence first
//! (which file, that it was put aside and where, that nothing else is
//! lost), then the reader's own words in a line of their own under it, in
//! every language.

use crate::common;
use crate::common::ui::harness;
use egui_kittest::kittest::Queryable;
use trailpad::app::TrailpadApp;
use trailpad::games::tucana::record::TucanaRecord;
use trailpad::i18n::{Language, Translator};
use trailpad::store::{DataDir, GameFileProblem};

#[test]
fn a_damaged_file_is_said_plainly_first_and_the_readers_words_come_after() {
    for language in Language::ALL {
        let t = Translator::shared(language);
        let dir = common::fresh_dir(&format!("damaged-notice-{language:?}"));
        std::fs::create_dir_all(dir.join("games")).unwrap();
        std::fs::write(dir.join("games/game-1.ron"), "this").unwrap();
        let h = harness(TrailpadApp::new().with_store(DataDir::at(&dir)).with_language(language));

        let moved = dir.join("damaged").join("game-1.ron");
        assert_eq!(std::fs::read_to_string(&moved).unwrap(), "this", "{language:?}: put aside as it was");
        let sentence = t.format(
            "games-damaged-put-aside",
            &[("file", "game-1.ron".into()), ("moved", moved.display().to_string().into())],
        );
        let Err(e) = TucanaRecord::from_ron("this") else { panic!("not a record") };
        let reason =
            t.game_file_problem(&GameFileProblem::NotARecord(trailpad::store::RecordProblem::new(e)));
        let detail = t.format(
            "games-damaged-detail",
            &[("file", "game-1.ron".into()), ("reason", reason.as_str().into())],
        );
        // The sentence names the place and says nothing of the parser.
        assert!(sentence.contains(&moved.display().to_string()), "{sentence}");
        assert!(!sentence.contains(&reason), "{sentence}");
        let said = h.get_by_label(&sentence).rect();
        let why = h.get_by_label(&detail).rect();
        assert!(
            said.bottom() <= why.top(),
            "{language:?}: the sentence at {said:?} comes before the detail at {why:?}"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
