//! Localization through Fluent: every user-facing string of the app, the
//! backend's error messages included, comes from `locales/<lang>/*.ftl`.
//!
//! The bundles are compiled into the binary (the `.ftl` files are small), so a
//! missing resource directory can never leave the UI without words. The UI
//! asks the backend for the whole message table once ([`Localizer::table`])
//! and for parameterized messages as it needs them ([`Localizer::format`]);
//! Fluent's plural and number rules therefore live in one place.
//!
//! Which language: the one saved in the settings, else the OS locale's best
//! match among the shipped ones ([`resolve`], [`negotiate`]), else English.
//! [`set_language`] swaps the process-wide bundle at run time, so the next
//! view or error is worded in the new language without a restart. Keys a
//! translation lacks fall back to English, and the tests below keep every
//! language's key set equal to English's.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_langneg::{negotiate_languages, NegotiationStrategy};
use fluent_syntax::ast;
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::{Arc, LazyLock, RwLock};
use unic_langid::{CharacterDirection, LanguageIdentifier};

// `LOCALE_FILES`: every `locales/<lang>/*.ftl`, embedded by build.rs.
include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// The language used when the requested one is not shipped, and the source of
/// any key a translation lacks.
pub const FALLBACK_LANG: &str = "en";

/// The text direction of a language code (`rtl` or `ltr`), from the
/// language's script as Unicode's locale data gives it: the UI mirrors its
/// layout for right-to-left languages.
pub fn direction(lang: &str) -> &'static str {
    match lang.parse::<LanguageIdentifier>().map(|l| l.character_direction()) {
        Ok(CharacterDirection::RTL) => "rtl",
        _ => "ltr",
    }
}

/// A locale as the OS reports it (`uk_UA.UTF-8`, `zh-Hans-CN`, `C`), as a
/// language identifier; `None` for `C`, `POSIX` and what does not parse.
fn requested(tag: &str) -> Option<LanguageIdentifier> {
    let tag = tag.split(['.', '@']).next().unwrap_or("").replace('_', "-");
    if tag.is_empty() || tag == "C" || tag == "POSIX" {
        return None;
    }
    let mut id: LanguageIdentifier = tag.parse().ok()?;
    // The old ISO 639 code that Java and some systems still report for Indonesian.
    if id.language.as_str() == "in" {
        id.language = "id".parse().ok()?;
    }
    Some(id)
}

/// The shipped language that best serves a list of preferred locales (the OS
/// list, most wanted first), by Fluent's language negotiation (lookup): the
/// first preference that any shipped language serves wins, an exact tag
/// before a wider one, so `uk-UA` gets `uk` and `zh-Hans-CN` gets `zh-CN`.
/// English when nothing matches.
pub fn negotiate<S: AsRef<str>>(preferred: impl IntoIterator<Item = S>) -> &'static str {
    let wanted: Vec<LanguageIdentifier> = preferred.into_iter().filter_map(|t| requested(t.as_ref())).collect();
    let shipped: Vec<(LanguageIdentifier, &'static str)> =
        LOCALE_FILES.iter().filter_map(|(code, _)| Some((code.parse().ok()?, *code))).collect();
    let ids: Vec<&LanguageIdentifier> = shipped.iter().map(|(id, _)| id).collect();
    let best = negotiate_languages(&wanted, &ids, None, NegotiationStrategy::Lookup);
    best.first().and_then(|id| shipped.iter().find(|(s, _)| s == **id)).map_or(FALLBACK_LANG, |(_, code)| *code)
}

/// The OS's preferred locales, most wanted first (`LANGUAGE`, `LC_ALL`,
/// `LC_MESSAGES`, `LANG` on Linux; the user's language list on macOS and Windows).
pub fn system_locales() -> Vec<String> {
    sys_locale::get_locales().collect()
}

/// The language to use for a saved choice: the chosen code when it is shipped,
/// else (empty = "follow the system") the OS locale's best match.
pub fn resolve(choice: &str) -> &'static str {
    if !choice.is_empty() && is_shipped(choice) {
        return negotiate([choice]);
    }
    negotiate(system_locales())
}

/// Whether `code` is exactly a shipped language code.
pub fn is_shipped(code: &str) -> bool {
    LOCALE_FILES.iter().any(|(c, _)| *c == code)
}

/// A shipped language as the Settings screen lists it.
#[derive(specta::Type, Debug, Clone, Serialize)]
pub struct LanguageInfo {
    /// Language code, e.g. `uk` or `zh-CN`.
    pub code: String,
    /// The language's own name for itself (its `language-name` message).
    pub name: String,
    /// `ltr` or `rtl`.
    pub dir: String,
}

/// One loaded language: its bundle plus the English bundle as a fallback.
pub struct Localizer {
    lang: &'static str,
    dir: &'static str,
    bundle: FluentBundle<FluentResource>,
    fallback: Option<Box<Localizer>>,
    ids: Vec<String>,
}

/// The message table the UI renders from.
#[derive(specta::Type, Debug, Clone, Serialize)]
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
    /// Loads `lang` (the best shipped match of the code; English for unknown
    /// codes), with English behind it for any key a translation lacks.
    pub fn load(lang: &str) -> Localizer {
        let code = negotiate([lang]);
        let (code, files) = LOCALE_FILES.iter().find(|(c, _)| *c == code).expect("negotiate returns a shipped code");
        let fallback = (*code != FALLBACK_LANG).then(|| Box::new(Localizer::load(FALLBACK_LANG)));
        let id: LanguageIdentifier = code.parse().expect("shipped language codes parse");
        let dir = direction(code);
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Left-to-right text keeps its direction by itself, and the UI isolates
        // squares, SAN and clocks; in a right-to-left language every variable
        // (a square, a number, a name) is wrapped in Unicode isolation marks so
        // `e4` or `13 / 39` inside Arabic text never reorders its neighbours.
        bundle.set_use_isolating(dir == "rtl");
        let mut ids = Vec::new();
        for (name, text) in files.iter() {
            let resource = FluentResource::try_new((*text).to_string())
                .unwrap_or_else(|(_, errors)| panic!("{code}/{name} does not parse: {errors:?}"));
            for entry in resource.entries() {
                if let ast::Entry::Message(m) = entry {
                    ids.push(m.id.name.to_string());
                }
            }
            bundle.add_resource(resource).unwrap_or_else(|errors| panic!("{code}/{name}: duplicate keys {errors:?}"));
        }
        Localizer { lang: code, dir, bundle, fallback, ids }
    }

    /// The language code in use.
    pub fn lang(&self) -> &str {
        self.lang
    }

    /// The text direction of the language in use: `ltr` or `rtl`.
    pub fn dir(&self) -> &str {
        self.dir
    }

    /// Languages the app ships, as codes, English first.
    pub fn available() -> Vec<&'static str> {
        LOCALE_FILES.iter().map(|(c, _)| *c).collect()
    }

    /// Every shipped language with its own name and direction, for the
    /// language picker (names never translate: a user finds their language
    /// by the name they read).
    pub fn languages() -> Vec<LanguageInfo> {
        // Built once: it parses every language, and Settings asks on each visit.
        static LANGUAGES: LazyLock<Vec<LanguageInfo>> = LazyLock::new(|| {
            LOCALE_FILES
                .iter()
                .map(|(code, _)| {
                    let l = Localizer::load(code);
                    LanguageInfo { code: code.to_string(), name: l.text("language-name"), dir: l.dir.to_string() }
                })
                .collect()
        });
        LANGUAGES.clone()
    }

    /// The message ids this language defines itself (not through the fallback).
    pub fn own_ids(&self) -> &[String] {
        &self.ids
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
    use std::collections::BTreeSet;

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

    /// Message id (or `id.attr`) → the variables its patterns use, per file.
    fn shape(text: &str) -> BTreeMap<String, BTreeSet<String>> {
        let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(_, e)| panic!("parse: {e:?}"));
        let mut out = BTreeMap::new();
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                out.insert(m.id.name.to_string(), vars);
                for a in &m.attributes {
                    let mut vars = BTreeSet::new();
                    pattern_vars(&a.value, &mut vars);
                    out.insert(format!("{}.{}", m.id.name, a.id.name), vars);
                }
            }
        }
        out
    }

    fn pattern_vars(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
        for el in &p.elements {
            if let ast::PatternElement::Placeable { expression } = el {
                expression_vars(expression, vars);
            }
        }
    }

    fn expression_vars(e: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
        match e {
            ast::Expression::Select { selector, variants } => {
                inline_vars(selector, vars);
                for v in variants {
                    pattern_vars(&v.value, vars);
                }
            }
            ast::Expression::Inline(i) => inline_vars(i, vars),
        }
    }

    fn inline_vars(i: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
        match i {
            ast::InlineExpression::VariableReference { id } => {
                vars.insert(id.name.to_string());
            }
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline_vars(a, vars);
                }
                for a in &arguments.named {
                    inline_vars(&a.value, vars);
                }
            }
            ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
            _ => {}
        }
    }

    #[test]
    fn every_language_has_englishs_files_keys_and_variables() {
        let files = |lang: &str| LOCALE_FILES.iter().find(|(c, _)| *c == lang).map(|(_, f)| *f).unwrap();
        let english = files("en");
        assert!(LOCALE_FILES.len() >= 10, "ten languages at least");
        let mut problems = Vec::new();
        for (lang, theirs) in LOCALE_FILES {
            let names = |f: &[(&str, &str)]| f.iter().map(|(n, _)| n.to_string()).collect::<Vec<_>>();
            if names(theirs) != names(english) {
                problems.push(format!("{lang}: files {:?}, English has {:?}", names(theirs), names(english)));
            }
            for (name, text) in english {
                let want = shape(text);
                let got = theirs.iter().find(|(n, _)| n == name).map(|(_, t)| shape(t)).unwrap_or_default();
                for (id, vars) in &want {
                    match got.get(id) {
                        None => problems.push(format!("{lang}/{name}: lacks {id}")),
                        Some(v) if v != vars => {
                            problems.push(format!("{lang}/{name}: {id} uses {v:?}, English {vars:?}"))
                        }
                        _ => {}
                    }
                }
                for id in got.keys().filter(|id| !want.contains_key(*id)) {
                    problems.push(format!("{lang}/{name}: {id} is not an English key"));
                }
            }
        }
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn every_message_formats_in_every_language_without_errors() {
        let english = Localizer::load("en");
        for lang in Localizer::available() {
            let l = Localizer::load(lang);
            assert_eq!(l.lang(), lang);
            for (_, text) in LOCALE_FILES.iter().find(|(c, _)| *c == "en").unwrap().1 {
                for (id, vars) in shape(text) {
                    for n in [0, 1, 2, 3, 5, 11, 21, 100] {
                        let args: Vec<(&str, FluentValue<'_>)> =
                            vars.iter().map(|v| (v.as_str(), FluentValue::from(n))).collect();
                        let (msg, attr) = id.split_once('.').map_or((id.as_str(), None), |(m, a)| (m, Some(a)));
                        let Some(m) = l.bundle.get_message(msg) else { continue };
                        let pattern = match attr {
                            Some(a) => m.get_attribute(a).map(|a| a.value()),
                            None => m.value(),
                        };
                        let mut fargs = FluentArgs::new();
                        for (k, v) in &args {
                            fargs.set(*k, v.clone());
                        }
                        let mut errors = Vec::new();
                        let out = l.bundle.format_pattern(pattern.unwrap(), Some(&fargs), &mut errors);
                        assert!(errors.is_empty(), "{lang} {id}: {errors:?}");
                        assert!(!out.trim().is_empty() || english.text(&id).trim().is_empty(), "{lang} {id} is empty");
                    }
                }
            }
        }
    }

    #[test]
    fn the_os_locale_picks_the_closest_shipped_language() {
        assert_eq!(negotiate(["uk-UA"]), "uk");
        assert_eq!(negotiate(["uk_UA.UTF-8"]), "uk");
        assert_eq!(negotiate(["zh-Hans-CN"]), "zh-CN");
        assert_eq!(negotiate(["zh_CN.UTF-8"]), "zh-CN");
        assert_eq!(negotiate(["ar-EG"]), "ar");
        assert_eq!(negotiate(["in-ID"]), "id");
        assert_eq!(negotiate(["C", "POSIX", "de-AT"]), "de");
        assert_eq!(negotiate(["pt-BR", "fr-CA"]), "fr");
        assert_eq!(negotiate(["pt-BR"]), "en");
        assert_eq!(negotiate(Vec::<String>::new()), "en");
        assert_eq!(resolve("ru"), "ru");
        assert_eq!(Localizer::load("ar").dir(), "rtl");
        assert_eq!(Localizer::load("hi").dir(), "ltr");
    }

    #[test]
    fn plural_categories_follow_each_language() {
        // The words around the number, digits removed: one form per CLDR category.
        let words = |l: &Localizer, id: &str, n: u32| {
            let args = [("points", FluentValue::from(n)), ("moves", n.into()), ("captures", 0.into())];
            l.format(id, &args).chars().filter(|c| !c.is_ascii_digit()).collect::<String>()
        };
        let uk = Localizer::load("uk");
        let forms: BTreeSet<String> = [1, 2, 5].iter().map(|n| words(&uk, "setup-points-left", *n)).collect();
        assert_eq!(forms.len(), 3, "Ukrainian one / few / many differ: {forms:?}");
        assert_eq!(words(&uk, "setup-points-left", 21), words(&uk, "setup-points-left", 1), "21 is 'one'");
        assert_eq!(words(&uk, "setup-points-left", 12), words(&uk, "setup-points-left", 5), "12 is 'many'");
        let ru = Localizer::load("ru");
        assert_eq!(words(&ru, "setup-points-left", 22), words(&ru, "setup-points-left", 2), "22 is 'few'");
        assert_ne!(words(&ru, "setup-points-left", 2), words(&ru, "setup-points-left", 5));
        let ar = Localizer::load("ar");
        let forms: BTreeSet<String> = [0, 1, 2, 3, 11, 100].iter().map(|n| words(&ar, "learn-count", *n)).collect();
        assert_eq!(forms.len(), 6, "Arabic zero / one / two / few / many / other differ: {forms:?}");
        let fr = Localizer::load("fr");
        assert_eq!(words(&fr, "setup-points-left", 0), words(&fr, "setup-points-left", 1), "French 0 is 'one'");
        let en = Localizer::load("en");
        assert_ne!(words(&en, "setup-points-left", 0), words(&en, "setup-points-left", 1), "English 0 is 'other'");
    }

    #[test]
    fn languages_name_themselves() {
        let langs = Localizer::languages();
        let name = |c: &str| langs.iter().find(|l| l.code == c).map(|l| l.name.clone()).unwrap_or_default();
        assert_eq!(name("en"), "English");
        assert_eq!(name("uk"), "Українська");
        assert_eq!(name("ar"), "العربية");
        assert!(langs.iter().all(|l| !l.name.is_empty() && l.name != "language-name"));
    }
}
