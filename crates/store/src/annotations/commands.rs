//! The embedded commands of PGN comments (`[%eval 0.35]`, `[%clk 0:03:00]`,
//! `[%csl Ga4]`, …), as lichess, ChessBase and other tools write them: the
//! review shows evaluations and clocks in their own columns and the rest of
//! the comment as text, so the commands are read out and removed.

use serde::Serialize;

/// An engine evaluation from White's side, as `%eval` gives it (lichess and
/// most tools write evaluations for White whoever is to move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub enum Eval {
    /// Centipawns for White (`[%eval 0.35]` is 35, `[%eval -1.2]` is -120).
    Cp(i32),
    /// Mate in this many moves: positive when White mates, negative when
    /// Black does (`[%eval #-3]` is -3).
    Mate(i32),
}

/// What one comment holds: its text without commands, and the commands the
/// review shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CommentParts {
    /// The text with every `[%…]` command removed and whitespace tidied;
    /// `None` when nothing is left.
    pub text: Option<String>,
    /// The first `%eval` that reads.
    pub eval: Option<Eval>,
    /// The first `%clk` that reads: the mover's clock after the move, in ms.
    pub clock_ms: Option<u64>,
}

/// Splits `comment` into text and commands. A `[%` without its `]` is text.
pub fn split_comment(comment: &str) -> CommentParts {
    let mut parts = CommentParts::default();
    let mut text = String::new();
    let mut rest = comment;
    while let Some(open) = rest.find("[%") {
        let Some(len) = rest[open..].find(']') else { break };
        text.push_str(&rest[..open]);
        text.push(' ');
        let body = &rest[open + 2..open + len];
        let (name, args) = body.split_once(char::is_whitespace).unwrap_or((body, ""));
        match name {
            "eval" if parts.eval.is_none() => parts.eval = parse_eval(args),
            "clk" if parts.clock_ms.is_none() => parts.clock_ms = parse_clock(args),
            _ => {}
        }
        rest = &rest[open + len + 1..];
    }
    text.push_str(rest);
    let tidy = text.split_whitespace().collect::<Vec<_>>().join(" ");
    parts.text = (!tidy.is_empty()).then_some(tidy);
    parts
}

/// `0.35`, `-1.2`, `#3`, `#-3`, with an optional `,depth` after it.
fn parse_eval(args: &str) -> Option<Eval> {
    let value = args.trim().split(',').next()?.trim();
    if let Some(mate) = value.strip_prefix('#') {
        return mate.parse::<i32>().ok().map(Eval::Mate);
    }
    let pawns: f64 = value.parse().ok().filter(|p: &f64| p.is_finite())?;
    let cp = (pawns * 100.0).round();
    (cp.abs() <= f64::from(i32::MAX)).then_some(Eval::Cp(cp as i32))
}

/// `H:MM:SS`, `M:SS` or `SS`, with optional decimals on the seconds
/// (`0:00:03.2`), in milliseconds.
fn parse_clock(args: &str) -> Option<u64> {
    let number = |s: &str| s.bytes().all(|b| b.is_ascii_digit()).then(|| s.parse::<u64>().ok()).flatten();
    let text = args.trim();
    let (hms, fraction) = text.split_once('.').unwrap_or((text, ""));
    let fields: Vec<&str> = hms.split(':').collect();
    if fields.len() > 3 {
        return None;
    }
    let mut seconds = 0u64;
    for field in fields {
        seconds = seconds.checked_mul(60)?.checked_add(number(field)?)?;
    }
    number(fraction).or(fraction.is_empty().then_some(0))?;
    let millis = fraction.bytes().chain(*b"000").take(3).fold(0, |ms, b| ms * 10 + u64::from(b - b'0'));
    seconds.checked_mul(1000)?.checked_add(millis)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lichess_evaluations_and_clocks_are_read_out_of_the_text() {
        let parts = split_comment("[%eval -3.6] [%clk 0:04:50] Blunder. Nxd4 was best.");
        assert_eq!(parts.eval, Some(Eval::Cp(-360)));
        assert_eq!(parts.clock_ms, Some(290_000));
        assert_eq!(parts.text.as_deref(), Some("Blunder. Nxd4 was best."));
        let parts = split_comment("[%eval #-3] [%clk 0:04:30]");
        assert_eq!((parts.eval, parts.clock_ms, parts.text), (Some(Eval::Mate(-3)), Some(270_000), None));
        assert_eq!(split_comment("[%eval #2]").eval, Some(Eval::Mate(2)));
        assert_eq!(split_comment("[%eval 0.17,24]").eval, Some(Eval::Cp(17)));
        assert_eq!(split_comment("[%eval -0.001]").eval, Some(Eval::Cp(0)));
    }

    #[test]
    fn other_commands_are_removed_and_the_text_tidied() {
        let parts = split_comment("[%csl Rg4]  Giving up   the bishop pair [%cal Gf3f7,Gc4f7] for nothing.");
        assert_eq!(parts.text.as_deref(), Some("Giving up the bishop pair for nothing."));
        assert_eq!((parts.eval, parts.clock_ms), (None, None));
        assert_eq!(split_comment("[%emt 0:00:05]").text, None);
        // An unclosed command is ordinary text.
        assert_eq!(split_comment("see [%eval 1.0").text.as_deref(), Some("see [%eval 1.0"));
        // The first of two readings counts.
        assert_eq!(split_comment("[%eval 0.5] [%eval 0.9]").eval, Some(Eval::Cp(50)));
    }

    #[test]
    fn clocks_in_every_written_form() {
        assert_eq!(parse_clock("1:02:03"), Some(3_723_000));
        assert_eq!(parse_clock("0:00:03.2"), Some(3_200));
        assert_eq!(parse_clock("0:00:03.25"), Some(3_250));
        assert_eq!(parse_clock("4:05"), Some(245_000));
        assert_eq!(parse_clock("59"), Some(59_000));
        for bad in ["", "a:00", "1:2:3:4", "0:00:03.x", "-1:00", "0:00:"] {
            assert_eq!(parse_clock(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn evaluations_that_do_not_read_are_none() {
        for bad in ["", "#", "#x", "abc", "NaN", "inf", "1e300"] {
            assert_eq!(parse_eval(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn evaluations_serialize_for_the_review_screen() {
        assert_eq!(serde_json::to_string(&Eval::Cp(35)).unwrap(), r#"{"cp":35}"#);
        assert_eq!(serde_json::to_string(&Eval::Mate(-3)).unwrap(), r#"{"mate":-3}"#);
    }
}
