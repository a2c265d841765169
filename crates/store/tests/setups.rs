//! The setups library and setup codes: save, rename, duplicate, delete,
//! favourites, listing order; codes that round-trip and tampered codes that
//! are refused.

mod common;

use common::temp_db;
use rules::{Color, Kind, Piece, Setup};
use store::code::{decode, encode};
use store::sample::{random_setup, Rng};
use store::{SetupId, SetupRecord, SetupSide, Store};

#[test]
fn library_operations() {
    let (_dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    let mut rng = Rng::new(1);
    let wall = random_setup(&mut rng, SetupSide::White);
    let a = store.save_setup(&SetupRecord::new("  knights  ", SetupSide::White, wall.clone())).unwrap();
    let b = store
        .save_setup(&SetupRecord::new("Archers", SetupSide::Black, random_setup(&mut rng, SetupSide::Black)))
        .unwrap();
    let c = store.save_setup(&SetupRecord::new("both", SetupSide::Both, Setup::orthodox())).unwrap();
    let got = store.setup(a).unwrap();
    assert_eq!((got.name.as_str(), got.side, &got.setup), ("knights", SetupSide::White, &wall));
    assert!(got.created_at > 0);
    // Loads into either side.
    assert_eq!(got.army_for(Color::White), wall);
    assert_eq!(got.army_for(Color::Black).cost(Color::Black), wall.cost(Color::White));

    let names = |store: &Store| store.list_setups().unwrap().into_iter().map(|s| s.name).collect::<Vec<_>>();
    assert_eq!(names(&store), ["Archers", "both", "knights"], "by name, any case");
    store.set_favourite(c, true).unwrap();
    assert_eq!(names(&store), ["both", "Archers", "knights"], "favourites first");

    store.rename_setup(b, "Zebra").unwrap();
    let copy = store.duplicate_setup(c, "both (copy)").unwrap();
    let dup = store.setup(copy).unwrap();
    assert_eq!((dup.setup, dup.side, dup.favourite), (Setup::orthodox(), SetupSide::Both, false));
    assert_eq!(names(&store), ["both", "both (copy)", "knights", "Zebra"]);

    let mut edited = store.setup(a).unwrap();
    edited.notes = "opening idea".into();
    edited.setup.remove(1); // b1
    store.save_setup(&edited).unwrap();
    assert_eq!(store.setup(a).unwrap().notes, "opening idea");

    assert!(store.delete_setup(b).unwrap());
    assert!(!store.delete_setup(b).unwrap());
    assert_eq!(store.setup(b).unwrap_err().kind(), "not-found");
    assert_eq!(store.rename_setup(b, "x").unwrap_err().kind(), "not-found");
    assert_eq!(store.set_favourite(b, true).unwrap_err().kind(), "not-found");
    assert_eq!(store.duplicate_setup(b, "x").unwrap_err().kind(), "not-found");
    edited.id = Some(b);
    assert_eq!(store.save_setup(&edited).unwrap_err().kind(), "not-found");
    assert_eq!(store.rename_setup(a, "   ").unwrap_err().kind(), "invalid");
    assert_eq!(store.rename_setup(a, &"x".repeat(101)).unwrap_err().kind(), "invalid");
    assert_eq!(names(&store), ["both", "both (copy)", "knights"]);
}

#[test]
fn codes_round_trip_for_every_side() {
    let mut rng = Rng::new(2);
    for _ in 0..200 {
        for side in [SetupSide::White, SetupSide::Black, SetupSide::Both] {
            let setup = random_setup(&mut rng, side);
            let code = encode(&setup, side).unwrap();
            assert!(code.starts_with("MJ1-"));
            assert_eq!(code.len(), if side == SetupSide::Both { 51 } else { 30 });
            let back = decode(&code).unwrap();
            assert_eq!(back.side, side);
            assert_eq!(back.setup, setup);
            // Pasting is forgiving about case of the prefix and whitespace.
            let pasted = format!("  mj1-{}\n {} ", &code[4..14], &code[14..]);
            assert_eq!(decode(&pasted).unwrap(), back);
        }
    }
}

#[test]
fn a_shared_army_loads_into_either_side() {
    let mut rng = Rng::new(3);
    let white = random_setup(&mut rng, SetupSide::White);
    let code = decode(&encode(&white, SetupSide::White).unwrap()).unwrap();
    assert_eq!(code.army_for(Color::White), white);
    let as_black = code.army_for(Color::Black);
    assert_eq!(as_black.cost(Color::Black), white.cost(Color::White));
    assert_eq!(as_black.cost(Color::White), 0);
    let mut mirrored = white.clone();
    mirrored.mirror_to(Color::Black);
    assert_eq!(as_black, mirrored.only(Color::Black));
    // Both halves together make a valid start.
    let start = Setup::combine(&code.army_for(Color::White), &code.army_for(Color::Black));
    assert!(start.validate().is_ok(), "{:?}", start.validate());
}

#[test]
fn store_exports_and_imports_codes() {
    let (_dir, path) = temp_db();
    let mut store = Store::open(&path).unwrap();
    let setup = random_setup(&mut Rng::new(4), SetupSide::Black);
    let id = store.save_setup(&SetupRecord::new("Mine", SetupSide::Black, setup.clone())).unwrap();
    let code = store.setup_code(id).unwrap();
    let copy = store.import_setup_code(&code, "From a friend").unwrap();
    let got = store.setup(copy).unwrap();
    assert_eq!((got.side, got.setup, got.name.as_str()), (SetupSide::Black, setup, "From a friend"));
    let e = store.import_setup_code("MJ1-nonsense", "x").unwrap_err();
    assert_eq!(e.kind(), "setup-code-malformed");
    assert_eq!(store.list_setups().unwrap().len(), 2, "a bad code saves nothing");
    assert_eq!(store.setup_code(SetupId(77)).unwrap_err().kind(), "not-found");
}

#[test]
fn every_single_character_change_is_refused() {
    let setup = random_setup(&mut Rng::new(5), SetupSide::White);
    let code = encode(&setup, SetupSide::White).unwrap();
    let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut tried = 0;
    for i in 4..code.len() {
        for c in alphabet.chars() {
            if code.as_bytes()[i] as char == c {
                continue;
            }
            let mut tampered = code.clone().into_bytes();
            tampered[i] = c as u8;
            let tampered = String::from_utf8(tampered).unwrap();
            let e = decode(&tampered).expect_err(&tampered);
            assert!(matches!(e.kind(), "setup-code-checksum" | "setup-code-malformed"), "{tampered}: {e:?}");
            tried += 1;
        }
    }
    assert_eq!(tried, 26 * 63);
    // Swapped neighbours, too.
    for i in 4..code.len() - 1 {
        let mut b = code.clone().into_bytes();
        b.swap(i, i + 1);
        if b != code.as_bytes() {
            assert!(decode(std::str::from_utf8(&b).unwrap()).is_err());
        }
    }
}

#[test]
fn malformed_codes_say_why() {
    let code = encode(&Setup::orthodox(), SetupSide::White).unwrap();
    let kind = |text: &str| decode(text).unwrap_err().kind();
    assert_eq!(kind(""), "setup-code-malformed");
    assert_eq!(kind("hello world"), "setup-code-malformed");
    assert_eq!(kind(&code[..code.len() - 1]), "setup-code-malformed", "truncated");
    assert_eq!(kind(&format!("{code}A")), "setup-code-malformed", "one character too many");
    assert_eq!(kind(&code.replace("MJ1-", "XX1-")), "setup-code-malformed");
    assert_eq!(kind(&code.replace("MJ1-", "MJ2-")), "setup-code-version");
    assert_eq!(kind(&code.replace('A', "*")), "setup-code-malformed");
}

#[test]
fn setups_a_code_cannot_hold_are_refused() {
    // A white piece beyond White's half (possible in a FEN, never in the editor).
    let mut board = *Setup::orthodox().squares();
    board[5 * 8] = Some(Piece::new(Color::White, Kind::Knight));
    let odd = Setup::from_squares(board);
    assert_eq!(encode(&odd, SetupSide::White).unwrap_err().kind(), "setup-code-unencodable");
    // Black's army is still fine on its own.
    assert!(encode(&odd, SetupSide::Black).is_ok());
    let mut board = *Setup::orthodox().squares();
    board[4] = None;
    board[3 * 8] = Some(Piece::new(Color::White, Kind::King));
    let king_moved = Setup::from_squares(board);
    assert_eq!(encode(&king_moved, SetupSide::White).unwrap_err().kind(), "setup-code-unencodable");
}
