//! Localization commands: the UI renders every word from these.

use crate::error::AppResult;
use crate::i18n::{self, LanguageInfo, Localizer, MessageTable};
use fluent_bundle::FluentValue;
use serde::Serialize;
use std::collections::BTreeMap;

/// Every message without variables in the current language, plus its direction.
#[tauri::command]
#[specta::specta]
pub async fn i18n_messages() -> AppResult<MessageTable> {
    Ok(i18n::current().table())
}

/// Formats one message with variables (plurals and numbers by Fluent).
#[tauri::command]
#[specta::specta]
pub async fn i18n_format(id: String, args: BTreeMap<String, serde_json::Value>) -> AppResult<String> {
    let values: Vec<(&str, FluentValue<'_>)> = args
        .iter()
        .map(|(k, v)| {
            let fv = match v {
                serde_json::Value::Number(n) => FluentValue::from(n.as_f64().unwrap_or(0.0)),
                serde_json::Value::String(s) => FluentValue::from(s.as_str()),
                other => FluentValue::from(other.to_string()),
            };
            (k.as_str(), fv)
        })
        .collect();
    Ok(i18n::current().format(&id, &values))
}

/// The language picker's data: every shipped language (own name, direction)
/// and the one the OS locale selects, shown as the "system" choice.
#[derive(specta::Type, Debug, Clone, Serialize)]
pub struct Languages {
    /// The shipped language the OS locale resolves to.
    pub system: &'static str,
    /// Every shipped language, English first.
    pub languages: Vec<LanguageInfo>,
}

/// Languages the app ships, and the OS locale's choice among them.
#[tauri::command]
#[specta::specta]
pub async fn i18n_languages() -> AppResult<Languages> {
    Ok(Languages { system: i18n::resolve(""), languages: Localizer::languages() })
}
