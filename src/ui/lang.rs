//! The language of the UI. The translator lives in egui's context memory, so
//! every `*_ui` function reaches it from its `Ui` without threading it
//! through, and switching language takes effect on the next frame.

use crate::i18n::{Arg, Language, Translator};
use egui::{Context, Id, Ui};
use std::sync::Arc;

fn key() -> Id {
    Id::unique("trailpad-translator")
}

/// Speaks `language` from the next frame on.
pub fn set_language(ctx: &Context, language: Language) {
    let current = ctx.data(|d| d.get_temp::<Arc<Translator>>(key()));
    if current.is_some_and(|t| t.language() == language) {
        return;
    }
    ctx.data_mut(|d| d.insert_temp(key(), Translator::shared(language)));
}

/// The translator in use (English until a language is set).
pub fn translator(ctx: &Context) -> Arc<Translator> {
    if let Some(t) = ctx.data(|d| d.get_temp::<Arc<Translator>>(key())) {
        return t;
    }
    let t = Translator::shared(Language::English);
    ctx.data_mut(|d| d.insert_temp(key(), t.clone()));
    t
}

/// The language in use.
pub fn language(ctx: &Context) -> Language {
    translator(ctx).language()
}

/// A message without arguments, in the UI's language.
pub fn tr(ui: &Ui, key: &str) -> String {
    translator(ui.ctx()).text(key)
}

/// A message with named arguments, in the UI's language.
pub fn tr_args(ui: &Ui, key: &str, args: &[(&str, Arg<'_>)]) -> String {
    translator(ui.ctx()).format(key, args)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_switches_at_once() {
        let ctx = Context::default();
        assert_eq!(language(&ctx), Language::English);
        set_language(&ctx, Language::Russian);
        assert_eq!(language(&ctx), Language::Russian);
        assert_eq!(
            translator(&ctx).text("terrain-water"),
            Translator::new(Language::Russian).text("terrain-water")
        );
    }
}
