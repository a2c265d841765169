//! EPD test suites (such as Win At Chess): positions with best moves (`bm`)
//! or moves to avoid (`am`), solved when the engine's choice matches.

use rules::{AnyPosition, Variant};

/// One suite position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EpdCase {
    /// The `id` operation, or the line number.
    pub id: String,
    /// FEN built from the four EPD position fields.
    pub fen: String,
    /// Best moves, UCI.
    pub best: Vec<String>,
    /// Moves to avoid, UCI.
    pub avoid: Vec<String>,
}

/// A malformed EPD line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("EPD line {line}: {reason}")]
pub struct EpdError {
    /// 1-based line number.
    pub line: usize,
    /// What is wrong.
    pub reason: String,
}

/// Parses a chess EPD suite; SAN moves are converted to UCI through the rules core.
pub fn parse(text: &str, variant: Variant) -> Result<Vec<EpdCase>, EpdError> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let err = |reason: String| EpdError { line: n + 1, reason };
        let fields: Vec<&str> = line.splitn(5, ' ').collect();
        if fields.len() < 5 {
            return Err(err("expected four position fields and operations".into()));
        }
        let fen = format!("{} {} {} {} 0 1", fields[0], fields[1], fields[2], fields[3]);
        let pos = AnyPosition::from_fen(variant, &fen).map_err(|e| err(e.to_string()))?;
        let mut case = EpdCase { id: format!("line {}", n + 1), fen, best: vec![], avoid: vec![] };
        for op in fields[4].split(';').map(str::trim).filter(|o| !o.is_empty()) {
            let (name, args) = op.split_once(' ').unwrap_or((op, ""));
            match name {
                "id" => case.id = args.trim_matches('"').to_string(),
                "bm" | "am" => {
                    for san in args.split_whitespace() {
                        let mut p = pos.clone();
                        let uci = p.play_san(san).map_err(|e| err(e.to_string()))?.uci;
                        if name == "bm" {
                            case.best.push(uci)
                        } else {
                            case.avoid.push(uci)
                        }
                    }
                }
                _ => {}
            }
        }
        out.push(case);
    }
    Ok(out)
}

impl EpdCase {
    /// Whether `mv` (UCI) solves this case.
    pub fn solved_by(&self, mv: &str) -> bool {
        (self.best.is_empty() || self.best.iter().any(|b| b == mv)) && !self.avoid.iter().any(|a| a == mv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_bundled_wac_suite() {
        let cases = parse(include_str!("../tests/data/wac.epd"), Variant::Chess).expect("valid suite");
        assert_eq!(cases.len(), 300);
        assert_eq!(cases[0].id, "WAC.001");
        assert_eq!(cases[0].best, vec!["g3g6".to_string()]);
    }
}
