//! The custom-army editor's state (SPEC §5–7) on top of the rules core's
//! [`rules::army::Setup`]: presets, a random valid army, and the view the
//! editor draws — budgets, side status, and every reason the setup cannot
//! start, in words.

use crate::error::{AppError, AppResult};
use crate::i18n;
use fluent_bundle::FluentValue;
use rules::army::{Setup, StartError, BUDGET};
use rules::{Board8, Color, Geometry, Kind, Piece, Variant};
use serde::Serialize;

/// The editor's palette: every kind a Maharajah army may hold
/// ([`rules::army::ARMY_KINDS`]), cheapest first.
pub const PALETTE: [Kind; 8] = [
    Kind::Pawn,
    Kind::Knight,
    Kind::Bishop,
    Kind::Rook,
    Kind::Archbishop,
    Kind::Chancellor,
    Kind::Queen,
    Kind::Maharajah,
];

/// A named army: White's rank 1 and rank 2 from the a-file (`.` empty, `K`
/// the king's square); Black gets the mirror image.
struct Preset {
    id: &'static str,
    rank1: &'static str,
    rank2: &'static str,
}

/// The preset armies. Each spends exactly 39 points (a test checks).
const PRESETS: [Preset; 5] = [
    Preset { id: "orthodox", rank1: "RNBQKBNR", rank2: "PPPPPPPP" },
    Preset { id: "court", rank1: "RNBMKBNR", rank2: "..PPPP.." },
    Preset { id: "cavalry", rank1: "RABCKBAR", rank2: "...PPP.." },
    Preset { id: "archbishops", rank1: "RNAQKANR", rank2: "...PP..." },
    Preset { id: "chancellors", rank1: "CNBQKBNC", rank2: "...PP..." },
];

/// Ids of the presets, for the editor's menu.
pub fn preset_ids() -> Vec<&'static str> {
    PRESETS.iter().map(|p| p.id).collect()
}

/// One side's meters.
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SideBudget {
    /// The side.
    pub color: Color,
    /// Points spent.
    pub spent: u32,
    /// Points left (0 when over).
    pub left: u32,
    /// The budget (39).
    pub budget: u32,
    /// "12 points left", translated with plurals.
    pub left_text: String,
    /// Whether the army makes a variant side (§8).
    pub variant_side: bool,
    /// "Classic side" / "Variant side", translated.
    pub status: String,
}

/// One reason the setup cannot start.
#[derive(specta::Type, Debug, Clone, Serialize)]
pub struct Reason {
    /// The rules core's stable id (`budget-not-spent`, …).
    pub id: String,
    /// The side at fault, if one is.
    pub color: Option<Color>,
    /// The reason in words.
    pub message: String,
}

/// A piece on the editor's board.
#[derive(specta::Type, Debug, Clone, Serialize)]
pub struct SetupPiece {
    /// Square name.
    pub square: String,
    /// Owner.
    pub color: Color,
    /// Kind.
    pub kind: Kind,
}

/// Everything the editor shows.
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SetupView {
    /// The pieces, kings included.
    pub pieces: Vec<SetupPiece>,
    /// White's and Black's meters.
    pub sides: Vec<SideBudget>,
    /// Every reason the position cannot start; empty when it can.
    pub reasons: Vec<Reason>,
    /// Whether Start is allowed.
    pub valid: bool,
    /// The start position's extended FEN.
    pub fen: String,
    /// The variant the game would use (chess for the orthodox armies, §7).
    pub variant: Variant,
}

/// Translated colour name.
pub fn color_name(c: Color) -> String {
    i18n::t(if c == Color::White { "color-white" } else { "color-black" })
}

/// Translated piece name.
pub fn kind_name(k: Kind) -> String {
    i18n::t(&format!("piece-{}", format!("{k:?}").to_lowercase()))
}

/// Turns a rules-core error (serialized with its `id` tag and fields) into
/// words: `<prefix>-<id>` with every field as a Fluent variable; squares
/// become names, colours and kinds are translated.
pub fn explain<E: Serialize>(prefix: &str, err: &E) -> (String, String) {
    let value = serde_json::to_value(err).unwrap_or_default();
    let id = value.get("id").and_then(|v| v.as_str()).unwrap_or("unknown").to_string();
    let mut args: Vec<(String, FluentValue<'static>)> = Vec::new();
    if let Some(map) = value.as_object() {
        for (k, v) in map {
            if k == "id" {
                continue;
            }
            let fv: FluentValue<'static> = match (k.as_str(), v) {
                ("square", serde_json::Value::Number(n)) => {
                    let sq = n.as_u64().unwrap_or(0) as usize;
                    FluentValue::from(if sq < Board8::SQUARES { Board8::square_name(sq) } else { format!("#{sq}") })
                }
                ("color", serde_json::Value::String(s)) => {
                    FluentValue::from(color_name(if s == "white" { Color::White } else { Color::Black }))
                }
                // A kind by name (the rules core's errors) or by letter (the army advisor's reasons).
                ("kind" | "attacker", serde_json::Value::String(s)) => {
                    let mut chars = s.chars();
                    FluentValue::from(match (chars.next(), chars.next()) {
                        (Some(letter), None) => {
                            Variant::Maharajah.kind_from_letter(letter).map(kind_name).unwrap_or_default()
                        }
                        _ => i18n::t(&format!("piece-{s}")),
                    })
                }
                (_, serde_json::Value::Number(n)) => FluentValue::from(n.as_f64().unwrap_or(0.0)),
                (_, serde_json::Value::String(s)) => FluentValue::from(s.clone()),
                _ => continue,
            };
            args.push((k.clone(), fv));
        }
    }
    let borrowed: Vec<(&str, FluentValue<'_>)> = args.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    let message = i18n::tf(&format!("{prefix}-{id}"), &borrowed);
    (id, message)
}

/// Parses a square name on the 8×8 board.
pub fn square(name: &str) -> AppResult<usize> {
    Board8::parse_square(name).ok_or_else(|| AppError::BadRequest(format!("square {name}")))
}

/// A game started from the editor, and what the player is told as it opens
/// (the army the engine chose, when it chose one).
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SetupStart {
    /// The new game.
    pub view: crate::game::GameView,
    /// Said once on the game screen.
    pub notice: Option<String>,
}

/// The editor: one [`Setup`] for both sides (offline modes edit both on one screen).
#[derive(Debug, Clone, Default)]
pub struct SetupEditor {
    setup: Setup,
}

/// Random armies drawn before the editor settles for one that hangs a piece.
const RANDOM_TRIES: usize = 4_000;

impl SetupEditor {
    /// Starts from the orthodox armies, a valid position to modify.
    pub fn new() -> Self {
        SetupEditor { setup: Setup::orthodox() }
    }

    /// The setup being edited.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Places a piece, or explains why not. On a square holding one of the
    /// same side's pieces (not its king) the new piece replaces it, when the
    /// army could take it with the old one gone (budget, fill order); a
    /// refusal leaves the old piece where it was. Another side's piece is
    /// never replaced: the editor edits one side at a time.
    pub fn place(&mut self, sq: &str, color: Color, kind: Kind) -> AppResult<()> {
        let sq = square(sq)?;
        let replaced = match self.setup.piece_at(sq) {
            Some(p) if p.color == color && p.kind != Kind::King => self.setup.remove(sq),
            _ => None,
        };
        self.setup.place(sq, Piece::new(color, kind)).map_err(|e| {
            if let Some(old) = replaced {
                self.setup.place(sq, old).ok();
            }
            let (id, message) = explain("placement", &e);
            AppError::Placement(id, message)
        })
    }

    /// Removes the piece on `sq` (kings stay).
    pub fn remove(&mut self, sq: &str) -> AppResult<()> {
        self.setup.remove(square(sq)?);
        Ok(())
    }

    /// Moves a piece within the board, keeping the placement rules; on a
    /// refusal the piece goes back.
    pub fn relocate(&mut self, from: &str, to: &str) -> AppResult<()> {
        let (f, t) = (square(from)?, square(to)?);
        if f == t {
            return Ok(());
        }
        let Some(piece) = self.setup.remove(f) else { return Ok(()) };
        if let Err(e) = self.setup.place(t, piece) {
            self.setup.place(f, piece).ok();
            let (id, message) = explain("placement", &e);
            return Err(AppError::Placement(id, message));
        }
        Ok(())
    }

    /// Squares where `color` may put a `kind` now.
    pub fn targets(&self, color: Color, kind: Kind) -> Vec<String> {
        let bits = self.setup.placeable_squares(color, kind);
        (0..Board8::SQUARES).filter(|&s| bits >> s & 1 == 1).map(Board8::square_name).collect()
    }

    /// Why `color` may not put a `kind` on `sq` now, in words (`None` if it may).
    pub fn why_not(&self, sq: &str, color: Color, kind: Kind) -> AppResult<Option<String>> {
        Ok(self.setup.why_not(square(sq)?, Piece::new(color, kind)).map(|e| explain("placement", &e).1))
    }

    /// Clears `color`'s army.
    pub fn clear(&mut self, color: Color) {
        self.setup.clear(color);
    }

    /// Copies the other side's army onto `to`, mirrored.
    pub fn mirror_to(&mut self, to: Color) {
        self.setup.mirror_to(to);
    }

    /// Puts `army`'s pieces of `color` into `color`'s half, keeping the
    /// other side (the setups library's "load into White / Black"); with
    /// `None`, `army` replaces both sides (a saved whole position).
    pub fn load_army(&mut self, color: Option<Color>, army: &Setup) {
        self.setup = match color {
            Some(Color::White) => Setup::combine(army, &self.setup),
            Some(Color::Black) => Setup::combine(&self.setup, army),
            None => army.clone(),
        };
    }

    /// Loads preset `id` into `color`'s half.
    pub fn preset(&mut self, id: &str, color: Color) -> AppResult<()> {
        let p = PRESETS.iter().find(|p| p.id == id).ok_or_else(|| AppError::BadRequest(format!("preset {id}")))?;
        self.setup.clear(color);
        for (rel, row) in [p.rank1, p.rank2].iter().enumerate() {
            let rank = if color == Color::White { rel } else { Board8::RANKS - 1 - rel };
            for (file, ch) in row.chars().enumerate() {
                if ch == '.' || ch == 'K' {
                    continue;
                }
                let kind = Variant::Maharajah
                    .kind_from_letter(ch)
                    .ok_or_else(|| AppError::BadRequest(format!("preset {id}")))?;
                // Presets are placed rank by rank, so the fill order holds.
                self.setup.place(Board8::square(file, rank), Piece::new(color, kind)).map_err(|e| {
                    let (id, message) = explain("placement", &e);
                    AppError::Placement(id, message)
                })?;
            }
        }
        Ok(())
    }

    /// Fills `color`'s half with a random army that spends exactly 39 points
    /// and lets the game start (with the other side as it is, when that side
    /// is itself complete), with no capture on either side's first move.
    pub fn random(&mut self, color: Color) {
        // Against some armies few answers leave nothing hanging: enough tries
        // that one is found (the tries are microseconds each).
        let mut best = None;
        for _ in 0..RANDOM_TRIES {
            let mut s = self.setup.clone();
            s.clear(color);
            rules::random::random_army(&mut rules::random::Rng::new(fastrand::u64(..)), &mut s, color);
            if s.cost(color) != BUDGET {
                continue;
            }
            let other_done = s.cost(color.flip()) == BUDGET;
            let errors = s.validate().err().unwrap_or_default();
            let ok = errors.iter().all(|e| e.color() != Some(color) && (!other_done || e.color().is_some()));
            // Against a complete army: no piece hangs to the first move.
            let safe = || !other_done || s.to_position().is_ok_and(|p| !rules::random::start_offers_a_capture(&p));
            if ok && safe() {
                self.setup = s;
                return;
            }
            best.get_or_insert(s);
        }
        if let Some(s) = best {
            self.setup = s;
        }
    }

    /// The editor's view.
    pub fn view(&self) -> SetupView {
        let s = &self.setup;
        let pieces = pieces_of(s);
        let sides = Color::BOTH
            .map(|c| {
                let variant_side = s.is_variant_side(c);
                let spent = s.cost(c);
                let left_text = if spent > BUDGET {
                    i18n::tf("setup-points-over", &[("points", FluentValue::from(spent - BUDGET))])
                } else {
                    i18n::tf("setup-points-left", &[("points", FluentValue::from(s.points_left(c)))])
                };
                SideBudget {
                    color: c,
                    spent,
                    left: s.points_left(c),
                    budget: BUDGET,
                    left_text,
                    variant_side,
                    status: i18n::t(if variant_side { "side-variant" } else { "side-classic" }),
                }
            })
            .to_vec();
        let errors: Vec<StartError> = s.validate().err().unwrap_or_default();
        let reasons: Vec<Reason> = errors
            .iter()
            .map(|e| {
                let (id, message) = explain("start-error", e);
                Reason { id, color: e.color(), message }
            })
            .collect();
        SetupView {
            pieces,
            sides,
            valid: reasons.is_empty(),
            reasons,
            fen: s.to_fen(),
            variant: if s.is_orthodox() { Variant::Chess } else { Variant::Maharajah },
        }
    }

    /// The start position's variant and FEN, or every reason it cannot start.
    pub fn start(&self) -> AppResult<(Variant, String)> {
        SetupEditor::start_of(&self.setup)
    }

    /// [`SetupEditor::start`] of any setup.
    pub fn start_of(setup: &Setup) -> AppResult<(Variant, String)> {
        match setup.to_position() {
            Ok(pos) => Ok((pos.variant(), pos.fen())),
            Err(errors) => Err(AppError::InvalidSetup(errors.len())),
        }
    }
}

/// Every piece of `setup` (kings included), for drawing it.
pub fn pieces_of(setup: &Setup) -> Vec<SetupPiece> {
    (0..Board8::SQUARES)
        .filter_map(|sq| {
            setup.piece_at(sq).map(|p| SetupPiece { square: Board8::square_name(sq), color: p.color, kind: p.kind })
        })
        .collect()
}

/// Places random pieces for `color` following the fill order until exactly
/// 39 points are spent; `false` when it painted itself into a corner.
#[cfg(test)]
mod tests {

    #[test]
    fn the_palette_offers_every_army_kind_cheapest_first() {
        let mut palette = PALETTE.to_vec();
        let mut army = rules::army::ARMY_KINDS.to_vec();
        palette.sort();
        army.sort();
        assert_eq!(palette, army, "the queen (and every other army kind) must be placeable");
        assert!(PALETTE.windows(2).all(|w| w[0].cost() <= w[1].cost()));
    }
    use super::*;

    #[test]
    fn every_preset_is_a_valid_army_on_both_sides() {
        for id in preset_ids() {
            let mut e = SetupEditor::new();
            e.preset(id, Color::White).unwrap();
            e.preset(id, Color::Black).unwrap();
            let v = e.view();
            assert!(v.valid, "{id}: {:?}", v.reasons);
        }
    }

    #[test]
    fn random_armies_are_valid_and_hang_nothing_to_the_first_move() {
        for _ in 0..40 {
            let mut e = SetupEditor::new();
            e.random(Color::White);
            e.random(Color::Black);
            let v = e.view();
            assert!(v.valid, "{}: {:?}", v.fen, v.reasons);
            let start = e.setup.to_position().unwrap();
            assert!(!rules::random::start_offers_a_capture(&start), "{}", v.fen);
        }
    }

    #[test]
    fn start_errors_are_listed_by_kind_in_words() {
        let mut e = SetupEditor::new();
        e.clear(Color::White);
        e.place("a1", Color::White, Kind::Maharajah).unwrap();
        let err = e.place("a3", Color::White, Kind::Pawn).unwrap_err();
        assert_eq!(err.kind(), "placement");
        assert!(matches!(&err, AppError::Placement(id, _) if id == "fill-nearer-rank-first"));
        let v = e.view();
        assert!(!v.valid);
        let ids: Vec<&str> = v.reasons.iter().map(|r| r.id.as_str()).collect();
        assert_eq!(ids, ["budget-not-spent"]);
        assert!(v.reasons[0].message.contains("13"), "{}", v.reasons[0].message);
        assert!(v.reasons[0].message.contains("White"), "{}", v.reasons[0].message);
        assert!(matches!(e.start(), Err(AppError::InvalidSetup(1))));
    }

    fn piece_on(e: &SetupEditor, sq: &str) -> Option<Piece> {
        e.setup.piece_at(square(sq).unwrap())
    }

    #[test]
    fn a_piece_placed_on_one_of_its_sides_pieces_replaces_it_when_the_army_allows() {
        let mut e = SetupEditor::new();
        e.place("c1", Color::White, Kind::Knight).unwrap();
        assert_eq!(piece_on(&e, "c1"), Some(Piece::new(Color::White, Kind::Knight)));
        assert_eq!(e.setup.cost(Color::White), BUDGET, "a knight for a bishop costs the same");
        // A queen for a knight is over the budget: refused, and the knight stays.
        let err = e.place("b1", Color::White, Kind::Queen).unwrap_err();
        assert!(matches!(&err, AppError::Placement(id, _) if id == "over-budget"), "{err:?}");
        assert_eq!(piece_on(&e, "b1"), Some(Piece::new(Color::White, Kind::Knight)));
        assert_eq!(e.setup.cost(Color::White), BUDGET);
    }

    #[test]
    fn another_sides_piece_and_a_king_are_never_replaced() {
        let mut e = SetupEditor::new();
        let err = e.place("d8", Color::White, Kind::Queen).unwrap_err();
        assert!(matches!(&err, AppError::Placement(id, _) if id == "outside-half"), "{err:?}");
        assert_eq!(piece_on(&e, "d8"), Some(Piece::new(Color::Black, Kind::Queen)));
        let err = e.place("e1", Color::White, Kind::Queen).unwrap_err();
        assert!(matches!(&err, AppError::Placement(id, _) if id == "king-square"), "{err:?}");
        assert_eq!(piece_on(&e, "e1"), Some(Piece::new(Color::White, Kind::King)));
    }

    #[test]
    fn orthodox_armies_start_a_chess_game() {
        let e = SetupEditor::new();
        assert_eq!(e.start().unwrap().0, Variant::Chess);
    }
}
