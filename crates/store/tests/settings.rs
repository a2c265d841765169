//! Settings: typed and raw JSON values by key, overwrite, delete, listing,
//! and a clear error when a stored value no longer fits the type asked for.

mod common;

use common::temp_db;
use serde::{Deserialize, Serialize};
use store::Store;

#[derive(Debug, PartialEq, Serialize, Deserialize)]
struct Prefs {
    language: String,
    sound: bool,
    board_theme: Option<String>,
}

#[test]
fn typed_and_raw_settings() {
    let (_dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    assert_eq!(store.setting::<Prefs>("prefs").unwrap(), None);
    let prefs = Prefs { language: "uk".into(), sound: true, board_theme: None };
    store.set_setting("prefs", &prefs).unwrap();
    store.set_setting("volume", &0.5).unwrap();
    assert_eq!(store.setting::<Prefs>("prefs").unwrap(), Some(prefs));
    store.set_setting_json("volume", &serde_json::json!(0.75)).unwrap();
    assert_eq!(store.setting::<f64>("volume").unwrap(), Some(0.75));
    drop(store);

    let mut store = Store::open(&path).unwrap();
    let keys: Vec<String> = store.settings().unwrap().into_iter().map(|(k, _)| k).collect();
    assert_eq!(keys, ["prefs", "volume"]);
    let e = store.setting::<bool>("prefs").unwrap_err();
    assert_eq!(e.kind(), "setting");
    assert!(e.to_string().contains("prefs"));
    assert!(store.delete_setting("volume").unwrap());
    assert!(!store.delete_setting("volume").unwrap());
    assert_eq!(store.setting_json("volume").unwrap(), None);
    assert_eq!(store.set_setting("", &1).unwrap_err().kind(), "invalid");
}
