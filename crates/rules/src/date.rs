//! Calendar dates as PGN writes them (`YYYY.MM.DD`, UTC), from and to
//! milliseconds since the Unix epoch. Civil-date arithmetic is done here
//! (Howard Hinnant's algorithms), so nothing that writes PGN needs a date
//! crate: the store's dates and the LAN peer's game tags are the same code.

/// Milliseconds in a day.
pub const DAY_MS: i64 = 86_400_000;

/// Days since 1970-01-01 of a proleptic Gregorian date.
pub fn days_from_civil(year: i64, month: u32, day: u32) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let m = i64::from(month);
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(day) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date (year, month, day) of a day count since 1970-01-01.
pub fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// The UTC date of a timestamp as PGN writes it: `2024.03.09`.
pub fn pgn_date(ms: i64) -> String {
    let (y, m, d) = civil_from_days(ms.div_euclid(DAY_MS));
    format!("{y:04}.{m:02}.{d:02}")
}

/// Midnight UTC of a PGN date. An unknown month or day (`2024.??.??`) counts
/// as the first; an unknown year or a malformed date gives `None`.
pub fn parse_pgn_date(text: &str) -> Option<i64> {
    let mut parts = text.trim().split(['.', '-', '/']);
    let year: i64 = parts.next()?.parse().ok()?;
    let field = |p: Option<&str>, max: u32| -> Option<u32> {
        match p {
            None => Some(1),
            Some(s) if s.chars().all(|c| c == '?') => Some(1),
            Some(s) => s.parse().ok().filter(|v| (1..=max).contains(v)),
        }
    };
    let month = field(parts.next(), 12)?;
    let day = field(parts.next(), 31)?;
    if parts.next().is_some() || !(1..=9999).contains(&year) {
        return None;
    }
    Some(days_from_civil(year, month, day) * DAY_MS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_round_trip() {
        for days in [-800_000, -1, 0, 1, 59, 60, 365, 10_957, 19_782, 2_932_896] {
            let (y, m, d) = civil_from_days(days);
            assert_eq!(days_from_civil(y, m, d), days);
        }
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(19_782), (2024, 2, 29));
    }

    #[test]
    fn pgn_dates() {
        let ms = parse_pgn_date("2024.02.29").unwrap();
        assert_eq!(pgn_date(ms), "2024.02.29");
        assert_eq!(pgn_date(parse_pgn_date("2023.??.??").unwrap()), "2023.01.01");
        assert_eq!(pgn_date(1_798_675_200_000), "2026.12.31");
        assert_eq!(parse_pgn_date("????.??.??"), None);
        assert_eq!(parse_pgn_date("2024.13.01"), None);
        assert_eq!(parse_pgn_date("yesterday"), None);
    }
}
