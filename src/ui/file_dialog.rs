//! Choosing a file to export to or import from. The system's file chooser
//! ("Browse…", through the desktop portal) is offered, but a typed path and
//! a list of the folder's files always work, since many desktops have no
//! portal. Nothing is written or read here: the app does that on "Confirm".

use crate::ui::lang::{tr, tr_args};
use crate::ui::theme;
use egui::{RichText, Role, Ui, WidgetInfo, vec2};
use std::path::{Path, PathBuf};

/// What the chosen file is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FilePurpose {
    /// Write a game record (RON text).
    ExportRecord(String),
    /// Write a picture of a sheet (PNG bytes).
    ExportPng(Vec<u8>),
    /// Write the history as a spreadsheet (CSV text).
    ExportCsv(String),
    /// Read a game record.
    Import,
}

impl FilePurpose {
    /// Whether the file is written (rather than read).
    pub fn is_export(&self) -> bool {
        !matches!(self, FilePurpose::Import)
    }

    /// The file name extension.
    pub fn extension(&self) -> &'static str {
        match self {
            FilePurpose::ExportPng(_) => "png",
            FilePurpose::ExportCsv(_) => "csv",
            _ => "ron",
        }
    }
}

/// The open file dialog.
#[derive(Debug, Clone)]
pub struct FileDialog {
    /// What it is for.
    pub purpose: FilePurpose,
    /// The path typed or chosen.
    pub path: String,
    /// Why the last attempt failed, shown in the dialog.
    pub error: Option<String>,
    /// The existing file the user agreed to replace.
    pub replace: Option<String>,
    /// The game records of the typed path's folder, listed once per typed
    /// path rather than every frame; `None` until listed.
    listing: Option<FolderListing>,
    /// The typed path the listing is for.
    listed_for: Option<PathBuf>,
}

/// A folder and the game records in it, for the dialog's list.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FolderListing {
    /// The folder the typed path names (itself, or the folder it is in).
    pub folder: PathBuf,
    /// The `.ron` files in it, sorted.
    pub files: Vec<PathBuf>,
}

impl FileDialog {
    /// A dialog for `purpose`, starting at `suggested`.
    pub fn new(purpose: FilePurpose, suggested: PathBuf) -> FileDialog {
        FileDialog {
            purpose,
            path: suggested.display().to_string(),
            error: None,
            replace: None,
            listing: None,
            listed_for: None,
        }
    }

    /// Lists, with `list` (the store's), the folder of the path typed, when
    /// it changed since the last listing; the dialog itself reads nothing.
    pub fn refresh_listing(&mut self, list: impl FnOnce(&Path) -> FolderListing) {
        let typed = self.chosen_path();
        if self.listed_for.as_ref() != Some(&typed) {
            self.listing = Some(list(&typed));
            self.listed_for = Some(typed);
        }
    }

    /// The path as typed, with `~` expanded; a bare file name (or any
    /// relative path) is taken in [`default_folder`], where the dialog
    /// started, not in whatever folder the app was launched from.
    pub fn chosen_path(&self) -> PathBuf {
        let typed = self.path.trim();
        if typed.is_empty() {
            return PathBuf::new();
        }
        let home = || directories::UserDirs::new().map(|d| d.home_dir().to_path_buf());
        if typed == "~"
            && let Some(home) = home()
        {
            return home;
        }
        if let Some(rest) = typed.strip_prefix("~/")
            && let Some(home) = home()
        {
            return home.join(rest);
        }
        let path = PathBuf::from(typed);
        if path.is_relative() { default_folder().join(path) } else { path }
    }
}

/// Where exported files go first: the Documents folder if there is one,
/// else home, else the current folder.
pub fn default_folder() -> PathBuf {
    directories::UserDirs::new()
        .map(|d| {
            d.document_dir()
                .filter(|p| p.is_dir())
                .map_or_else(|| d.home_dir().to_path_buf(), Path::to_path_buf)
        })
        .unwrap_or_else(|| std::env::current_dir().unwrap_or_else(|_| PathBuf::from(".")))
}

/// What the dialog asks for.
#[must_use]
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileDialogIntent {
    /// Export to / import from the chosen path.
    Confirm,
    /// Close without doing anything.
    Cancel,
    /// Open the system's file chooser.
    Browse,
}

/// Draws the dialog as a modal window.
pub fn file_dialog_ui(ui: &mut Ui, dialog: &mut FileDialog) -> Option<FileDialogIntent> {
    let mut intent = None;
    let title = match dialog.purpose {
        FilePurpose::ExportRecord(_) => tr(ui, "file-export-record"),
        FilePurpose::ExportPng(_) => tr(ui, "file-export-png"),
        FilePurpose::ExportCsv(_) => tr(ui, "file-export-csv"),
        FilePurpose::Import => tr(ui, "file-import"),
    };
    let modal = egui::Modal::new(egui::Id::unique("file-dialog")).show(ui.ctx(), |ui| {
        ui.set_width(theme::FILE_DIALOG_WIDTH);
        ui.heading(&title);
        ui.add_space(theme::GAP);
        ui.horizontal(|ui| {
            let label = ui.label(tr(ui, "file-path"));
            let field = ui
                .add(egui::TextEdit::singleline(&mut dialog.path).desired_width(f32::INFINITY))
                .labelled_by(label.id);
            if field.changed() {
                dialog.error = None;
                dialog.replace = None;
            }
            if field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                intent = Some(FileDialogIntent::Confirm);
            }
        });
        // The message has its room whether it is shown or not, and scrolls
        // when longer: the buttons below never move. Importing, the list
        // of records takes that room while there is no message (it
        // stopped half-way down the dialog), and the window's height: the
        // two share one strip of fixed height.
        let spacing = ui.spacing().item_spacing.y;
        let message_room = theme::FILE_MESSAGE_HEIGHT + spacing * 2.0 + theme::GAP;
        if dialog.purpose.is_export() {
            file_message_ui(ui, dialog);
        } else {
            let room = (ui.ctx().content_rect().height() - theme::FILE_DIALOG_REST)
                .clamp(theme::FILE_LIST_HEIGHT, theme::FILE_LIST_MAX_HEIGHT);
            let strip = egui::vec2(ui.available_width(), room + message_room);
            let (rect, _) = ui.allocate_exact_size(strip, egui::Sense::hover());
            let mut ui = ui.new_child(
                egui::UiBuilder::new().max_rect(rect).layout(egui::Layout::top_down(egui::Align::Min)),
            );
            ui.set_clip_rect(rect.intersect(ui.clip_rect()));
            // The folder's line above the list, and a gap under it.
            let above = ui.text_style_height(&egui::TextStyle::Body) + spacing + theme::GAP;
            if dialog.error.is_some() {
                folder_files_ui(&mut ui, dialog, room - above);
                file_message_ui(&mut ui, dialog);
            } else {
                folder_files_ui(&mut ui, dialog, strip.y - above);
            }
        }
        ui.add_space(theme::GAP);
        ui.horizontal(|ui| {
            let confirm = match (&dialog.purpose, &dialog.replace) {
                (FilePurpose::Import, _) => tr(ui, "file-open"),
                (_, Some(_)) => tr(ui, "file-replace"),
                _ => tr(ui, "file-save"),
            };
            let button =
                |text: RichText| egui::Button::new(text).min_size(vec2(theme::FILE_BUTTON_WIDTH, 0.0));
            if ui.add(button(RichText::new(confirm).strong())).clicked() {
                intent = Some(FileDialogIntent::Confirm);
            }
            let browse = ui.add(button(RichText::new(tr(ui, "file-browse"))));
            if browse.on_hover_text(tr(ui, "file-browse-hint")).clicked() {
                intent = Some(FileDialogIntent::Browse);
            }
            if ui.add(button(RichText::new(tr(ui, "file-cancel")))).clicked() {
                intent = Some(FileDialogIntent::Cancel);
            }
        });
    });
    if modal.should_close() && intent.is_none() {
        intent = Some(FileDialogIntent::Cancel);
    }
    intent
}

/// The dialog's message (why the file was refused), in room kept for it.
fn file_message_ui(ui: &mut Ui, dialog: &FileDialog) {
    egui::ScrollArea::vertical()
        .id_salt("file-message")
        .max_height(theme::FILE_MESSAGE_HEIGHT)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            if let Some(error) = &dialog.error {
                let label = tr_args(ui, "file-error-label", &[("text", error.as_str().into())]);
                ui.label(RichText::new(error).color(theme::error_text(ui)).strong().underline())
                    .widget_info(|| WidgetInfo::labeled(Role::Label, true, &label));
            }
        });
}

/// The game records in the typed path's folder, to pick with one click,
/// in a list `height` points high.
fn folder_files_ui(ui: &mut Ui, dialog: &mut FileDialog, height: f32) {
    // Listed by the app through the store before the dialog is drawn
    // ([`FileDialog::refresh_listing`]): the dialog reads no folder itself.
    let (folder, files) = dialog.listing.clone().map(|l| (l.folder, l.files)).unwrap_or_default();
    // One line for the folder and a list of fixed height, with or without
    // records in it: typing a path changes what they say, never their size.
    let folder_arg = [("folder", folder.display().to_string().into())];
    let key = if files.is_empty() { "file-records-none" } else { "file-records-here" };
    ui.add(
        egui::Label::new(RichText::new(tr_args(ui, key, &folder_arg)).color(theme::muted_text(ui)))
            .truncate(),
    );
    egui::ScrollArea::vertical().id_salt("file-list").max_height(height).auto_shrink([false, false]).show(
        ui,
        |ui| {
            let chosen = dialog.chosen_path();
            for file in files {
                let name = file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                if ui.selectable_label(chosen == file, &name).clicked() {
                    dialog.path = file.display().to_string();
                    dialog.error = None;
                }
            }
        },
    );
}

/// Opens the system's file chooser (blocking, like any modal dialog); `None`
/// if the user cancelled or no chooser is available.
pub fn browse(dialog: &FileDialog) -> Option<PathBuf> {
    let current = dialog.chosen_path();
    let folder = if current.is_dir() { current.clone() } else { current.parent().map(Path::to_path_buf)? };
    let extension = dialog.purpose.extension();
    let chooser = rfd::FileDialog::new().set_directory(folder).add_filter(extension, &[extension]);
    if dialog.purpose.is_export() {
        let name = current.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        chooser.set_file_name(name).save_file()
    } else {
        chooser.pick_file()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn typed(path: &str) -> PathBuf {
        FileDialog { path: path.into(), ..FileDialog::new(FilePurpose::Import, PathBuf::new()) }.chosen_path()
    }

    #[test]
    fn typed_paths_are_taken_where_the_user_expects() {
        assert_eq!(typed("  "), PathBuf::new(), "nothing typed stays nothing");
        assert_eq!(typed("/tmp/a.ron "), PathBuf::from("/tmp/a.ron"));
        // A bare name goes in the folder the dialog suggested.
        assert_eq!(typed("game.ron"), default_folder().join("game.ron"));
        assert_eq!(typed("sub/game.ron"), default_folder().join("sub/game.ron"));
        if let Some(home) = directories::UserDirs::new().map(|d| d.home_dir().to_path_buf()) {
            assert_eq!(typed("~/game.ron"), home.join("game.ron"));
            assert_eq!(typed("~"), home);
        }
        assert!(default_folder().is_absolute() || default_folder() == Path::new("."));
    }
}
