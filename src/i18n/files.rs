//! Words for a game file that could not be used (the start screen's and
//! the history's list of damaged files, and the message when one is read).

use super::Translator;
use crate::store::GameFileProblem;

impl Translator {
    /// Why a game file could not be used, in this language (the details are
    /// the system's or the record parser's own words).
    pub fn game_file_problem(&self, problem: &GameFileProblem) -> String {
        let t = self;
        match problem {
            GameFileProblem::Unreadable(detail) => {
                t.format("damage-unreadable", &[("detail", detail.as_str().into())])
            }
            GameFileProblem::NotText { line, byte } => {
                t.format("damage-not-text-at", &[("line", (*line).into()), ("byte", (*byte).into())])
            }
            GameFileProblem::NotAFile => t.text("damage-not-a-file"),
            GameFileProblem::TooBig { size, limit } => {
                t.format("damage-too-big", &[("size", (*size).into()), ("limit", (*limit).into())])
            }
            GameFileProblem::Empty => t.text("damage-empty"),
            GameFileProblem::NotARecord(e) => t.record_problem(e),
            GameFileProblem::BadRecord(detail) => {
                t.format("damage-bad-record", &[("detail", detail.as_str().into())])
            }
            GameFileProblem::NotArchived(detail) => {
                t.format("damage-not-archived", &[("detail", detail.as_str().into())])
            }
            GameFileProblem::UnknownBoard(island) => {
                t.format("import-unknown-island", &[("island", island.as_str().into())])
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tucana::record::TucanaRecord;
    use crate::i18n::Language;

    #[test]
    fn a_file_that_is_no_record_is_said_plainly_in_every_language() {
        let Err(e) = TucanaRecord::from_ron("this") else { panic!("not a record") };
        let problem = GameFileProblem::NotARecord(crate::store::RecordProblem::new(e));
        let starts = [
            (Language::English, "this file is not a Trailpad game record; "),
            (Language::French, "ce fichier n'est pas une partie Trailpad ; "),
            (Language::Russian, "этот файл — не запись партии Trailpad; "),
        ];
        for (language, start) in starts {
            let words = Translator::shared(language).game_file_problem(&problem);
            assert!(words.starts_with(start), "{words}");
            assert!(words.contains('`'), "the reader's detail follows: {words}");
        }
        let detail = GameFileProblem::BadRecord("no such seat".into());
        assert_eq!(
            Translator::shared(Language::English).game_file_problem(&detail),
            "the game record cannot be used: no such seat"
        );
    }
}
