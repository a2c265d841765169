//! Timestamps: milliseconds since the Unix epoch (UTC) in the database, PGN
//! dates (`YYYY.MM.DD`) at the edges (the rules core's [`rules::date`]), and
//! the stamp in the name of a file moved aside.

pub use rules::date::{civil_from_days, days_from_civil, parse_pgn_date, pgn_date, DAY_MS};
use std::time::{SystemTime, UNIX_EPOCH};

/// Now, in milliseconds since the Unix epoch.
pub fn now_ms() -> i64 {
    match SystemTime::now().duration_since(UNIX_EPOCH) {
        Ok(d) => i64::try_from(d.as_millis()).unwrap_or(i64::MAX),
        Err(e) => -i64::try_from(e.duration().as_millis()).unwrap_or(i64::MAX),
    }
}

/// A timestamp for a file name, in UTC: `20240309-141503`.
pub fn file_stamp(ms: i64) -> String {
    let (y, mo, d) = civil_from_days(ms.div_euclid(DAY_MS));
    let secs = ms.rem_euclid(DAY_MS) / 1000;
    format!("{y:04}{mo:02}{d:02}-{:02}{:02}{:02}", secs / 3600, secs / 60 % 60, secs % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_stamps_are_utc() {
        let ms = parse_pgn_date("2024.02.29").unwrap();
        assert_eq!(file_stamp(ms + 3_723_000), "20240229-010203");
    }
}
