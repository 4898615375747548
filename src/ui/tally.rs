//! Tally's screens (the test game, behind the `test-game` feature): its
//! set-up form in the new-game form and its play screen. Drawn here,
//! applied by `app/tally.rs`.

use crate::games::tally::{Game, TallyRecord, TallySetup};
use crate::games::form_choices::WizardChoices;
use crate::games::{AnyRecord, Record, Rules};
use crate::i18n::Translator;
use crate::ui::game_end::{GameEndInput, GameEndIntent, GameEndState, game_end_ui};
use crate::ui::lang::{tr, translator};
use crate::ui::message::{MessageLog, message_line_ui};
use crate::ui::own_game::{FormGame, GameForm};
use crate::ui::theme;
use egui::{RichText, Role, Ui, WidgetInfo};

/// What Tally's form remembers for next time: the names at the table.
#[derive(Debug, Clone, Default, serde::Serialize, serde::Deserialize)]
struct TallyChoices {
    names: Vec<String>,
}

/// Tally's set-up form: the players' names, one a line.
#[derive(Debug, Clone, Default)]
pub struct TallyForm {
    /// The names as typed.
    pub names: String,
}

impl GameForm for TallyForm {
    fn clone_form(&self) -> Box<dyn GameForm> {
        Box::new(self.clone())
    }
    fn form_ui(&mut self, ui: &mut Ui) {
        let label = tr(ui, "tally-players");
        ui.label(&label);
        let edit = egui::TextEdit::multiline(&mut self.names).desired_rows(4);
        ui.add(edit).accessible_name(label);
    }
    fn begin(&self, _t: &Translator) -> Result<AnyRecord, String> {
        let setup = TallySetup { players: self.players() };
        Game::new(setup.clone()).map_err(|e| crate::i18n::capitalise(&e.to_string()))?;
        Ok(TallyRecord::begin(setup).into())
    }
    // Its own choices, under its record id: no field of its own in the
    // shared record of choices.
    fn apply_choices(&mut self, choices: &WizardChoices) {
        let kept: TallyChoices = choices.game_choices(<Game as Rules>::RECORD_ID);
        if !kept.names.is_empty() {
            self.names = kept.names.join("\n");
        }
    }
    fn keep_choices(&self, choices: &mut WizardChoices) {
        choices.keep_game_choices(<Game as Rules>::RECORD_ID, &TallyChoices { names: self.players() });
    }
}

impl TallyForm {
    /// The names typed, one a line, blank lines left out.
    fn players(&self) -> Vec<String> {
        self.names.lines().map(str::trim).filter(|n| !n.is_empty()).map(str::to_string).collect()
    }
}

impl crate::ui::game_lists::ListedRows for Game {}

impl FormGame for Game {
    fn form() -> Option<Box<dyn GameForm>> {
        Some(Box::new(TallyForm::default()))
    }
}

/// What the play screen keeps between frames.
#[derive(Debug, Default)]
pub struct TallyView {
    /// The points as typed.
    pub points: String,
    /// The final scores' typed place and note.
    pub end: GameEndState,
}

/// What the play screen asks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TallyIntent {
    /// The typed points for the player in `seat`.
    Score(u8, i64),
    /// End the game.
    End,
    /// Back to the start screen.
    Leave,
    /// What the final scores asked.
    GameEnd(GameEndIntent),
}

/// Draws the play screen: each player's total with an Add button, the
/// end, and the final scores once over.
pub fn tally_ui(
    ui: &mut Ui,
    game: &Game,
    record: &TallyRecord,
    messages: &MessageLog,
    view: &mut TallyView,
) -> Option<TallyIntent> {
    let t = translator(ui.ctx());
    let mut intent = None;
    egui::Panel::bottom("tally-message").show(ui, |ui| message_line_ui(ui, messages));
    egui::Panel::top("tally-bar").show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            if ui.button(tr(ui, "tally-leave")).clicked() {
                intent = Some(TallyIntent::Leave);
            }
            ui.separator();
            ui.heading(t.game_name(crate::games::GameKind::Tally));
        });
    });
    egui::CentralPanel::default().show(ui, |ui| {
        if game.is_over() {
            ui.heading(tr(ui, "tally-over"));
        } else {
            ui.horizontal(|ui| {
                let label = tr(ui, "tally-points");
                ui.label(&label);
                ui.add(egui::TextEdit::singleline(&mut view.points).desired_width(80.0))
                    .accessible_name(label);
            });
        }
        let winners = game.winners();
        let points = view.points.trim().parse::<i64>().ok();
        for ((seat, name), total) in (1..).zip(&game.setup().players).zip(game.totals()) {
            ui.horizontal(|ui| {
                let line =
                    t.format("tally-scored", &[("name", name.clone().into()), ("total", (*total).into())]);
                let text = if game.is_over() && winners.contains(&seat) {
                    RichText::new(&line).strong()
                } else {
                    RichText::new(&line)
                };
                ui.label(text).widget_info(|| WidgetInfo::labeled(Role::Label, true, line.clone()));
                if !game.is_over() {
                    let add = ui.add_enabled(points.is_some(), egui::Button::new(tr(ui, "tally-add")));
                    let label = t.format("tally-add-label", &[("name", name.clone().into())]);
                    add.widget_info(|| WidgetInfo::labeled(Role::Button, points.is_some(), label.clone()));
                    if let (true, Some(points)) = (add.clicked(), points) {
                        intent = Some(TallyIntent::Score(seat, points));
                    }
                }
            });
        }
        ui.add_space(theme::GAP);
        if game.is_over() {
            let play = || crate::export::plays::play_of(record, game);
            let input = GameEndInput { place: record.place(), note: record.note(), play: &play };
            if let Some(i) = game_end_ui(ui, &input, &mut view.end) {
                intent = Some(TallyIntent::GameEnd(i));
            }
        } else if ui.button(tr(ui, "tally-end")).clicked() {
            intent = Some(TallyIntent::End);
        }
    });
    intent
}
