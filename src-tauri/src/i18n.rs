//! Localization through Fluent: every user-facing string of the app, the
//! backend's error messages included, comes from `locales/<lang>/*.ftl`.
//!
//! The bundles are compiled into the binary (the `.ftl` files are small), so a
//! missing resource directory can never leave the UI without words. The UI
//! asks the backend for the whole message table once ([`Localizer::table`])
//! and for parameterized messages as it needs them ([`Localizer::format`]);
//! Fluent's plural and number rules therefore live in one place.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::{Arc, LazyLock, RwLock};
use unic_langid::LanguageIdentifier;

/// The `.ftl` sources of one language, embedded at compile time.
struct LocaleSource {
    lang: &'static str,
    dir: &'static str,
    files: &'static [(&'static str, &'static str)],
}

/// Every language the app ships. The localization work adds rows here.
const LOCALES: &[LocaleSource] = &[LocaleSource {
    lang: "en",
    dir: "ltr",
    files: &[
        ("app.ftl", include_str!("../../locales/en/app.ftl")),
        ("game.ftl", include_str!("../../locales/en/game.ftl")),
        ("setup.ftl", include_str!("../../locales/en/setup.ftl")),
        ("learn.ftl", include_str!("../../locales/en/learn.ftl")),
        ("rules.ftl", include_str!("../../locales/en/rules.ftl")),
        ("errors.ftl", include_str!("../../locales/en/errors.ftl")),
    ],
}];

/// The language used when the requested one is not shipped, and the source of
/// any key a translation lacks.
pub const FALLBACK_LANG: &str = "en";

/// One loaded language: its bundle plus the English bundle as a fallback.
pub struct Localizer {
    lang: &'static str,
    dir: &'static str,
    bundle: FluentBundle<FluentResource>,
    fallback: Option<Box<Localizer>>,
    ids: Vec<String>,
}

/// The message table the UI renders from.
#[derive(Debug, Clone, Serialize)]
pub struct MessageTable {
    /// Language code, e.g. `en`.
    pub lang: String,
    /// Text direction of the language: `ltr` or `rtl`.
    pub dir: String,
    /// Every message without variables, formatted; keys are Fluent ids
    /// (attributes as `id.attr`).
    pub messages: BTreeMap<String, String>,
}

impl Localizer {
    /// Loads `lang` (falling back to English for unknown codes and missing keys).
    pub fn load(lang: &str) -> Localizer {
        let source = LOCALES
            .iter()
            .find(|l| l.lang == lang || lang.split(['-', '_']).next() == Some(l.lang))
            .unwrap_or_else(|| LOCALES.iter().find(|l| l.lang == FALLBACK_LANG).expect("English is shipped"));
        let fallback = (source.lang != FALLBACK_LANG).then(|| Box::new(Localizer::load(FALLBACK_LANG)));
        let id: LanguageIdentifier = source.lang.parse().expect("shipped language codes parse");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Direction marks around variables are added by the UI where needed
        // (board squares, SAN and clocks are isolated as LTR there).
        bundle.set_use_isolating(false);
        let mut ids = Vec::new();
        for (name, text) in source.files {
            let resource = FluentResource::try_new((*text).to_string())
                .unwrap_or_else(|(_, errors)| panic!("{}/{name} does not parse: {errors:?}", source.lang));
            for entry in resource.entries() {
                if let ast::Entry::Message(m) = entry {
                    ids.push(m.id.name.to_string());
                }
            }
            bundle
                .add_resource(resource)
                .unwrap_or_else(|errors| panic!("{}/{name}: duplicate keys {errors:?}", source.lang));
        }
        Localizer { lang: source.lang, dir: source.dir, bundle, fallback, ids }
    }

    /// The language code in use.
    pub fn lang(&self) -> &str {
        self.lang
    }

    /// Languages the app ships, as codes.
    pub fn available() -> Vec<&'static str> {
        LOCALES.iter().map(|l| l.lang).collect()
    }

    /// Whether the message `id` exists in this language or the fallback.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id) || self.fallback.as_ref().is_some_and(|f| f.has(id))
    }

    /// Formats message `id` (or `id.attr`) with `args`. A missing key yields
    /// the key itself, so a gap is visible rather than silent.
    pub fn format(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let (msg_id, attr) = match id.split_once('.') {
            Some((m, a)) => (m, Some(a)),
            None => (id, None),
        };
        let Some(message) = self.bundle.get_message(msg_id) else {
            return match &self.fallback {
                Some(f) => f.format(id, args),
                None => id.to_string(),
            };
        };
        let pattern = match attr {
            Some(a) => message.get_attribute(a).map(|at| at.value()),
            None => message.value(),
        };
        let Some(pattern) = pattern else {
            return id.to_string();
        };
        let mut fargs = FluentArgs::new();
        for (k, v) in args {
            fargs.set(*k, v.clone());
        }
        let mut errors = Vec::new();
        self.bundle.format_pattern(pattern, Some(&fargs), &mut errors).into_owned()
    }

    /// Formats `id` with no variables.
    pub fn text(&self, id: &str) -> String {
        self.format(id, &[])
    }

    /// Every message and attribute that needs no variables, formatted, for the UI.
    pub fn table(&self) -> MessageTable {
        let mut messages = BTreeMap::new();
        if let Some(f) = &self.fallback {
            messages = f.table().messages;
        }
        for id in &self.ids {
            let Some(message) = self.bundle.get_message(id) else { continue };
            let mut errors = Vec::new();
            if let Some(p) = message.value() {
                let text = self.bundle.format_pattern(p, None, &mut errors);
                if errors.is_empty() {
                    messages.insert(id.clone(), text.into_owned());
                }
            }
            for attr in message.attributes() {
                let mut errors = Vec::new();
                let text = self.bundle.format_pattern(attr.value(), None, &mut errors);
                if errors.is_empty() {
                    messages.insert(format!("{id}.{}", attr.id()), text.into_owned());
                }
            }
        }
        MessageTable { lang: self.lang.to_string(), dir: self.dir.to_string(), messages }
    }
}

static CURRENT: LazyLock<RwLock<Arc<Localizer>>> =
    LazyLock::new(|| RwLock::new(Arc::new(Localizer::load(FALLBACK_LANG))));

/// The localizer in use. A process-wide value because errors are localized as
/// they are serialized, far from any Tauri state.
pub fn current() -> Arc<Localizer> {
    CURRENT.read().map(|g| g.clone()).unwrap_or_else(|e| e.into_inner().clone())
}

/// Switches the app's language at run time.
pub fn set_language(lang: &str) -> Arc<Localizer> {
    let loc = Arc::new(Localizer::load(lang));
    match CURRENT.write() {
        Ok(mut g) => *g = loc.clone(),
        Err(e) => *e.into_inner() = loc.clone(),
    }
    loc
}

/// Shorthand: formats `id` in the current language.
pub fn t(id: &str) -> String {
    current().text(id)
}

/// Shorthand: formats `id` with variables in the current language.
pub fn tf(id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    current().format(id, args)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_table_has_the_home_screen_and_no_parameterized_entries() {
        let table = Localizer::load("en").table();
        assert_eq!(table.dir, "ltr");
        assert!(table.messages.contains_key("home-title"));
        assert!(table.messages.values().all(|v| !v.contains("{$")));
    }

    #[test]
    fn unknown_language_falls_back_to_english_and_missing_keys_show_themselves() {
        let l = Localizer::load("xx");
        assert_eq!(l.lang(), "en");
        assert_eq!(l.text("no-such-key"), "no-such-key");
    }

    #[test]
    fn plurals_come_from_fluent() {
        let l = Localizer::load("en");
        assert_eq!(l.format("setup-points-left", &[("points", 1.into())]), "1 point left");
        assert_eq!(l.format("setup-points-left", &[("points", 5.into())]), "5 points left");
    }
}
