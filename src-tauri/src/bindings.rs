//! The commands the UI may call, listed once. The list builds both Tauri's
//! invoke handler and the UI's generated bindings (`ui/js/bindings.js`), so a
//! command cannot be callable without appearing in the bindings, and the
//! bindings' command and argument names are the ones Tauri dispatches on.
//! `tests/ui/bindings-calls.test.mjs` checks every `call()` of the UI
//! against that file.

use std::path::{Path, PathBuf};

use heck::ToLowerCamelCase;
use specta::datatype::{DataType, Field, Fields, Function, NamedReferenceType, Reference};
use specta_typescript::JSDoc;
use tauri_specta::{collect_commands, Builder, BuilderConfiguration, Casing, ErrorHandlingMode, LanguageExt};

use crate::commands;

/// The command that rewrites the bindings, as a literal for `concat!`.
macro_rules! regenerate {
    () => {
        "cargo test -p maharajah-app --lib regenerate_bindings -- --ignored"
    };
}

/// The command that rewrites the bindings after a command or a type that
/// crosses to the UI changed.
pub const REGENERATE: &str = regenerate!();

/// Where the generated bindings live, from the workspace root.
pub const BINDINGS_FILE: &str = "ui/js/bindings.js";

/// Opening comment of the generated file: how to rewrite it, so nobody
/// edits it by hand.
const HEADER: &str = concat!("// Regenerate: ", regenerate!(), "\n");

/// Every command, with the exporter's settings: accessors keep the commands'
/// own snake_case names (the names `call()` sends), errors reject as
/// `call()` does, and 64-bit integers are plain numbers (no id or count the
/// app sends comes near 2^53).
pub fn builder() -> Builder<tauri::Wry> {
    Builder::new()
        .commands(collect_commands![
            commands::game::game_new,
            commands::game::game_state,
            commands::game::game_move,
            commands::game::game_move_san,
            commands::game::game_resolve_san,
            commands::game::game_read_fen,
            commands::game::game_board_at,
            commands::game::game_take_back,
            commands::game::game_resign,
            commands::game::game_offer_draw,
            commands::game::game_agree_draw,
            commands::game::game_rematch,
            commands::engine::engine_hint,
            commands::engine::engine_info,
            commands::setup::setup_state,
            commands::setup::setup_place,
            commands::setup::setup_remove,
            commands::setup::setup_relocate,
            commands::setup::setup_targets,
            commands::setup::setup_why_not,
            commands::setup::setup_clear,
            commands::setup::setup_mirror,
            commands::setup::setup_random,
            commands::setup::setup_preset,
            commands::setup::setup_catalog,
            commands::setup::setup_start,
            commands::advisor::advisor_assess,
            commands::advisor::advisor_suggest,
            commands::advisor::advisor_apply,
            commands::learn::learn_kinds,
            commands::learn::learn_reach,
            commands::settings::settings_get,
            commands::settings::settings_set,
            commands::i18n::i18n_messages,
            commands::i18n::i18n_format,
            commands::i18n::i18n_languages,
            commands::online::online_state,
            commands::online::online_connect,
            commands::online::online_create,
            commands::online::online_join,
            commands::online::online_rooms,
            commands::online::online_cancel,
            commands::online::online_leave,
            commands::online::online_act,
            commands::online::online_default_server,
            commands::online::online_set_server,
            commands::about::app_about,
            commands::about::app_probe,
            commands::about::app_ready,
            commands::about::app_open_files,
            commands::library::library_notice,
            commands::library::library_resumable,
            commands::library::library_resume,
            commands::library::library_abandon,
            commands::library::library_current_id,
            commands::library::library_check_path,
            commands::library::games_list,
            commands::library::games_delete,
            commands::library::games_pgn,
            commands::library::games_export,
            commands::library::games_import,
            commands::library::games_import_text,
            commands::library::games_import_cancel,
            commands::library::games_import_status,
            commands::library::dialog_open_pgn,
            commands::library::dialog_save_pgn,
            commands::review::review_open,
            commands::review::review_analyze,
            commands::review::review_stop,
            commands::review::review_explore,
            commands::review::review_explore_move,
            commands::review::review_save_line,
            commands::review::lines_start,
            commands::review::lines_stop,
            commands::setups::setups_list,
            commands::setups::setups_save,
            commands::setups::setups_rename,
            commands::setups::setups_duplicate,
            commands::setups::setups_delete,
            commands::setups::setups_favourite,
            commands::setups::setups_load,
            commands::setups::setups_code,
            commands::setups::setups_import_code,
            commands::setups::setups_load_code,
            commands::lan::lan_state,
            commands::lan::lan_host,
            commands::lan::lan_join,
            commands::lan::lan_answer_offer,
            commands::lan::lan_leave,
            commands::lan::lan_browse,
            commands::lan::lan_stop_browsing,
            commands::lan::lan_act,
        ])
        .function_casing(Casing::SnakeCase)
        .error_handling(ErrorHandlingMode::Throw)
        .dangerously_cast_bigints_to_number()
}

/// The bindings file's path in this checkout.
pub fn bindings_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(BINDINGS_FILE)
}

/// Writes the bindings to `path`.
pub fn export(path: &Path) -> Result<(), specta_typescript::Error> {
    builder().export(Bindings, path)
}

/// The JSDoc exporter with two repairs its output needs to be valid
/// JavaScript: it writes a field's or variant's doc comment as a `/** */`
/// inside the type's own JSDoc comment, which ends that comment early (the
/// docs of fields and variants are left out; each type's and command's
/// docs stay), and it names a command's parameters after the Rust ones even
/// when that is a reserved word (such a parameter is renamed in the
/// function, and its key in the arguments Tauri reads is unchanged).
struct Bindings;

impl LanguageExt for Bindings {
    type Error = specta_typescript::Error;

    fn export(self, cfg: &BuilderConfiguration, path: &Path) -> Result<(), Self::Error> {
        let mut cfg = cfg.clone();
        cfg.types.iter_mut(|named| {
            if let Some(ty) = &mut named.ty {
                strip_member_docs(ty);
            }
        });
        JSDoc::default().header(HEADER).export(&cfg, path)?;
        let text = std::fs::read_to_string(path)?;
        let renamed = cfg.commands.iter().try_fold(text, rename_reserved)?;
        std::fs::write(path, renamed)?;
        Ok(())
    }
}

/// Clears the docs of every field and variant inside `ty`.
fn strip_member_docs(ty: &mut DataType) {
    let fields = |fields: &mut Fields| match fields {
        Fields::Unit => {}
        Fields::Unnamed(f) => f.fields.iter_mut().for_each(strip_field),
        Fields::Named(f) => f.fields.iter_mut().for_each(|(_, field)| strip_field(field)),
    };
    match ty {
        DataType::Struct(s) => fields(&mut s.fields),
        DataType::Enum(e) => {
            for (_, variant) in &mut e.variants {
                variant.docs = "".into();
                fields(&mut variant.fields);
            }
        }
        DataType::List(l) => strip_member_docs(&mut l.ty),
        DataType::Map(m) => {
            strip_member_docs(m.key_ty_mut());
            strip_member_docs(m.value_ty_mut());
        }
        DataType::Tuple(t) => t.elements.iter_mut().for_each(strip_member_docs),
        DataType::Nullable(inner) => strip_member_docs(inner),
        DataType::Intersection(parts) => parts.iter_mut().for_each(strip_member_docs),
        DataType::Reference(Reference::Named(named)) => match &mut named.inner {
            NamedReferenceType::Inline { dt, .. } => strip_member_docs(dt),
            NamedReferenceType::Reference { generics, .. } => {
                generics.iter_mut().for_each(|(_, ty)| strip_member_docs(ty))
            }
            NamedReferenceType::Recursive(_) => {}
        },
        DataType::Primitive(_) | DataType::Generic(_) | DataType::Reference(Reference::Opaque(_)) => {}
    }
}

/// Clears one field's docs, and those of the members of its type.
fn strip_field(field: &mut Field) {
    field.docs = "".into();
    if let Some(ty) = &mut field.ty {
        strip_member_docs(ty);
    }
}

/// Words JavaScript does not take as a parameter name in a module.
const RESERVED: &[&str] = &[
    "await",
    "break",
    "case",
    "catch",
    "class",
    "const",
    "continue",
    "debugger",
    "default",
    "delete",
    "do",
    "else",
    "enum",
    "export",
    "extends",
    "false",
    "finally",
    "for",
    "function",
    "if",
    "implements",
    "import",
    "in",
    "instanceof",
    "interface",
    "let",
    "new",
    "null",
    "package",
    "private",
    "protected",
    "public",
    "return",
    "static",
    "super",
    "switch",
    "this",
    "throw",
    "true",
    "try",
    "typeof",
    "var",
    "void",
    "while",
    "with",
    "yield",
];

/// Renames `command`'s parameters that are reserved words (`export` →
/// `export_`) in its generated function and its `@param` lines; the
/// arguments object keeps the original key (`{ export: export_ }`).
fn rename_reserved(text: String, command: &Function) -> Result<String, specta_typescript::Error> {
    let reserved: Vec<String> = command
        .args()
        .iter()
        .map(|(name, _)| name.to_lower_camel_case())
        .filter(|name| RESERVED.contains(&name.as_str()))
        .collect();
    if reserved.is_empty() {
        return Ok(text);
    }
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    let head = format!("{}: (", command.name());
    let at = lines.iter().position(|l| l.trim_start().starts_with(&head)).ok_or_else(|| {
        specta_typescript::Error::framework(format!("{}: no such function in the bindings", command.name()), "")
    })?;
    let word = |line: &str, from: &str, to: &str| -> String {
        let mut out = String::new();
        let mut rest = line;
        while let Some(i) = rest.find(from) {
            let before = rest[..i].chars().next_back();
            let after = rest[i + from.len()..].chars().next();
            let ident = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$');
            out.push_str(&rest[..i]);
            out.push_str(if ident(before) || ident(after) { from } else { to });
            rest = &rest[i + from.len()..];
        }
        out.push_str(rest);
        out
    };
    for name in &reserved {
        let (function, invoke) = lines[at].split_once("=>").unwrap_or((&lines[at], ""));
        let (function, invoke) = (function.to_string(), invoke.to_string());
        let renamed = format!("{name}_");
        lines[at] =
            format!("{}=>{}", word(&function, name, &renamed), word(&invoke, name, &format!("{name}: {renamed}")));
        for line in lines[..at].iter_mut().rev().take_while(|l| !l.trim_start().starts_with("/**")) {
            if line.contains("@param") && line.ends_with(&format!(" {name}")) {
                *line = format!("{}{renamed}", &line[..line.len() - name.len()]);
            }
        }
    }
    Ok(lines.join("\n") + "\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bindings as this build generates them, through a temporary file
    /// of its own for each test (the exporter writes only to files).
    fn generated(test: &str) -> String {
        let path = std::env::temp_dir().join(format!("maharajah-bindings-{}-{test}.js", std::process::id()));
        export(&path).expect("the bindings export");
        let text = std::fs::read_to_string(&path).expect("the exported bindings");
        let _ = std::fs::remove_file(&path);
        text
    }

    #[test]
    fn bindings_are_current() {
        let committed = std::fs::read_to_string(bindings_path()).unwrap_or_default();
        assert!(
            committed == generated("current"),
            "{BINDINGS_FILE} does not match the commands; regenerate it with\n  {REGENERATE}"
        );
    }

    #[test]
    fn a_reserved_word_parameter_is_renamed_but_keeps_its_key() {
        let text = generated("reserved");
        assert!(text.contains(
            r#"library_check_path: (path, export_) => __TAURI_INVOKE("library_check_path", { path, export: export_ }),"#
        ));
        assert!(text.contains("@param {boolean} export_\n"));
    }

    #[test]
    #[ignore = "writes ui/js/bindings.js; run through REGENERATE"]
    fn regenerate_bindings() {
        export(&bindings_path()).expect("the bindings export");
    }
}
