//! Every word the app shows, in English, French and Russian (Fluent), with
//! English as the fallback. Game terms follow the French and Russian
//! rulebooks; in Russian, village letters show as А Б В Г Д.

mod announce;
mod coach;
mod files;
mod game_text;
pub mod new_york;
mod places;

pub use game_text::{describe_action, describe_taken_back};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::{Arc, OnceLock};
use unic_langid::LanguageIdentifier;

/// The English catalogue.
pub const EN_FTL: &str = include_str!("locales/en.ftl");
/// The French catalogue.
pub const FR_FTL: &str = include_str!("locales/fr.ftl");
/// The Russian catalogue.
pub const RU_FTL: &str = include_str!("locales/ru.ftl");

/// A language the app speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
pub enum Language {
    /// English (the fallback).
    #[default]
    English,
    /// French.
    French,
    /// Russian.
    Russian,
}

impl Language {
    /// Every language, in menu order.
    pub const ALL: [Language; 3] = [Language::English, Language::French, Language::Russian];

    /// The ISO 639-1 code.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::French => "fr",
            Language::Russian => "ru",
        }
    }

    /// The language's own name, for the language menu.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::French => "Français",
            Language::Russian => "Русский",
        }
    }

    /// The language of a locale string such as `fr-FR`, `ru_RU.UTF-8` or `en`.
    pub fn from_locale(locale: &str) -> Option<Language> {
        let lang = locale.split(['-', '_', '.', '@']).next()?.to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| l.code() == lang)
    }

    /// The system's language if we speak it, else English.
    pub fn system() -> Language {
        sys_locale::get_locale().and_then(|l| Language::from_locale(&l)).unwrap_or_default()
    }

    fn catalogue(self) -> &'static str {
        match self {
            Language::English => EN_FTL,
            Language::French => FR_FTL,
            Language::Russian => RU_FTL,
        }
    }
}

/// A value to put into a message.
pub type Arg<'a> = FluentValue<'a>;

/// Looks up and formats messages in one language, falling back to English.
pub struct Translator {
    language: Language,
    bundle: FluentBundle<FluentResource>,
    fallback: FluentBundle<FluentResource>,
}

impl std::fmt::Debug for Translator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Translator").field("language", &self.language).finish()
    }
}

// The concurrent bundle is `Send + Sync`, so the UI can keep the translator
// in egui's context memory.
fn bundle(language: Language) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = language.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // egui shows the isolation marks Fluent would add as boxes.
    bundle.set_use_isolating(false);
    let resource = match FluentResource::try_new(language.catalogue().to_string()) {
        Ok(r) => r,
        // A syntax error keeps the messages that did parse; a test keeps the
        // shipped catalogues free of errors.
        Err((r, _)) => r,
    };
    let _ = bundle.add_resource(resource);
    // Each game's own words, kept beside its rules (`Rules::WORDS`); a
    // key the shared catalogue has already is kept as it is there.
    for kind in crate::games::GameKind::ALL {
        if let Some(words) = kind.words(language.code()) {
            let resource = match FluentResource::try_new(words.to_string()) {
                Ok(r) => r,
                Err((r, _)) => r,
            };
            let _ = bundle.add_resource(resource);
        }
    }
    bundle
}

impl Translator {
    /// A translator for one language.
    pub fn new(language: Language) -> Translator {
        Translator { language, bundle: bundle(language), fallback: bundle(Language::English) }
    }

    /// The translator of a language, parsed once per process and shared:
    /// the app looks one up for every intent it applies, and parsing the
    /// catalogues each time would be wasted work.
    pub fn shared(language: Language) -> Arc<Translator> {
        static SHARED: [OnceLock<Arc<Translator>>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
        let index = Language::ALL.iter().position(|l| *l == language).unwrap_or(0);
        SHARED[index].get_or_init(|| Arc::new(Translator::new(language))).clone()
    }

    /// The language.
    pub fn language(&self) -> Language {
        self.language
    }

    /// A message in English whatever the language, to recognise English
    /// texts that come from files (solo titles of the built-in islands).
    fn english(&self, key: &str) -> Option<String> {
        let pattern = self.fallback.get_message(key)?.value()?;
        let mut errors = Vec::new();
        Some(self.fallback.format_pattern(pattern, None, &mut errors).into_owned())
    }

    /// A message without arguments.
    pub fn text(&self, key: &str) -> String {
        self.format(key, &[])
    }

    /// A message with named arguments. A key missing in this language falls
    /// back to English; missing everywhere, the key itself shows (and a test
    /// fails), so the UI never shows nothing.
    pub fn format(&self, key: &str, args: &[(&str, Arg<'_>)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        for bundle in [&self.bundle, &self.fallback] {
            if let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned();
            }
        }
        key.to_string()
    }
}

/// The text with its first letter in upper case (any alphabet). Messages
/// are written to fit mid-sentence; this is the one place that turns one
/// into a sentence, once, where a line starts with it.
pub fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    chars.next().map_or_else(String::new, |first| first.to_uppercase().chain(chars).collect())
}

/// The message keys a catalogue defines (for the completeness test).
pub fn message_keys(ftl: &str) -> Vec<String> {
    let resource = match FluentResource::try_new(ftl.to_string()) {
        Ok(r) | Err((r, _)) => r,
    };
    resource
        .entries()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_map_to_languages() {
        assert_eq!(Language::from_locale("fr-FR"), Some(Language::French));
        assert_eq!(Language::from_locale("ru_RU.UTF-8"), Some(Language::Russian));
        assert_eq!(Language::from_locale("en"), Some(Language::English));
        assert_eq!(Language::from_locale("de-DE"), None);
    }

    #[test]
    fn every_catalogue_parses_and_has_every_key() {
        let english = message_keys(EN_FTL);
        assert!(english.len() > 50);
        for language in Language::ALL {
            let ftl = language.catalogue();
            assert!(FluentResource::try_new(ftl.to_string()).is_ok(), "{language:?} has a syntax error");
            let keys = message_keys(ftl);
            let missing: Vec<&String> = english.iter().filter(|k| !keys.contains(k)).collect();
            assert!(missing.is_empty(), "{language:?} lacks {missing:?}");
            let extra: Vec<&String> = keys.iter().filter(|k| !english.contains(k)).collect();
            assert!(extra.is_empty(), "{language:?} has keys English lacks: {extra:?}");
        }
    }

    #[test]
    fn plurals_follow_the_language() {
        let status = |t: &Translator, left: i64| {
            t.format(
                "status-line",
                &[
                    ("sheet", "Isla Petit".into()),
                    ("round", 1.into()),
                    ("rounds", 2.into()),
                    ("turn", 7.into()),
                    ("turns", 13.into()),
                    ("left", left.into()),
                ],
            )
        };
        let ru = Translator::new(Language::Russian);
        assert!(status(&ru, 1).ends_with("в колоде 1 карта"), "{}", status(&ru, 1));
        assert!(status(&ru, 3).ends_with("в колоде 3 карты"), "{}", status(&ru, 3));
        assert!(status(&ru, 12).ends_with("в колоде 12 карт"), "{}", status(&ru, 12));
        assert!(status(&ru, 21).ends_with("в колоде 21 карта"), "{}", status(&ru, 21));
        let en = Translator::new(Language::English);
        assert_eq!(status(&en, 12), "Isla Petit · Round 1 of 2 · turn 7 of 13 · 12 cards left in the deck");
        assert!(status(&en, 1).ends_with(" 1 card left in the deck"));
        let fr = Translator::new(Language::French);
        assert!(status(&fr, 1).ends_with(" 1 carte dans la pioche"), "{}", status(&fr, 1));
        let bonus = |t: &Translator, owed: i64| {
            t.format("turn-bonus", &[("name", "Аня".into()), ("owed", owed.into())])
        };
        assert!(bonus(&ru, 1).contains("1 дополнительную тропу"));
        assert!(bonus(&ru, 2).contains("2 дополнительные тропы"));
        assert!(bonus(&ru, 5).contains("5 дополнительных троп"));
    }

    #[test]
    fn capitalise_touches_only_the_first_letter() {
        assert_eq!(capitalise("village B and the toucan"), "Village B and the toucan");
        assert_eq!(capitalise("деревня Б"), "Деревня Б");
        assert_eq!(capitalise("éte"), "Éte");
        assert_eq!(capitalise(""), "");
    }

    #[test]
    fn shared_translators_are_parsed_once() {
        let a = Translator::shared(Language::French);
        assert!(Arc::ptr_eq(&a, &Translator::shared(Language::French)));
        assert_eq!(a.language(), Language::French);
        assert_eq!(Translator::shared(Language::Russian).language(), Language::Russian);
    }
}
