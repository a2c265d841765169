//! The self-play table compiled in: each archetype's Elo against the
//! orthodox army with its 95 % margin (`arena armies`), and the calibration
//! of the assessment fitted on it (`arena armies-check`).

use std::sync::LazyLock;

/// One rated archetype.
#[derive(Clone, Debug, PartialEq)]
pub struct Rated {
    /// Archetype id.
    pub id: String,
    /// Elo against the orthodox army.
    pub elo: f64,
    /// Half-width of its 95 % interval.
    pub margin: f64,
    /// Games behind it.
    pub games: u32,
}

/// How a search score and the nearest archetypes make an Elo estimate
/// ([`super::assess`]), fitted on the table.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Calibration {
    /// Elo per centipawn of the start position's search score.
    pub elo_per_cp: f64,
    /// Share of the search's estimate (the rest comes from the nearest archetypes).
    pub search_weight: f64,
    /// Root mean square error of the estimate on archetypes held out of the fit (Elo).
    pub error_elo: f64,
}

/// The table: ratings and calibration.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    /// Rated archetypes.
    pub rated: Vec<Rated>,
    /// The assessment's calibration, if the check has been run.
    pub calibration: Option<Calibration>,
}

/// Reads the data file: `# …` comments, `id elo margin games score` lines
/// and one `calibration elo_per_cp search_weight error_elo` line.
pub fn parse(text: &str) -> Table {
    let mut table = Table { rated: Vec::new(), calibration: None };
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        let words: Vec<&str> = line.split_whitespace().collect();
        let num = |i: usize| words.get(i).and_then(|w| w.parse::<f64>().ok());
        if words[0] == "calibration" {
            if let (Some(elo_per_cp), Some(search_weight), Some(error_elo)) = (num(1), num(2), num(3)) {
                table.calibration = Some(Calibration { elo_per_cp, search_weight, error_elo });
            }
        } else if let (Some(elo), Some(margin), Some(games)) = (num(1), num(2), num(3)) {
            table.rated.push(Rated { id: words[0].to_string(), elo, margin, games: games as u32 });
        }
    }
    table
}

/// The table the engine ships.
pub static TABLE: LazyLock<Table> = LazyLock::new(|| parse(include_str!("../../data/army_ratings.txt")));

#[cfg(test)]
mod tests {
    use super::*;
    use crate::advisor::archetypes::ARCHETYPES;

    #[test]
    fn the_shipped_table_rates_every_archetype_and_is_calibrated() {
        for a in &ARCHETYPES {
            let rated = TABLE.rated.iter().find(|r| r.id == a.id);
            assert!(rated.is_some_and(|r| r.games > 0), "{}", a.id);
        }
        assert!(TABLE.calibration.is_some());
    }

    #[test]
    fn the_data_format_reads_back() {
        let t = parse("# made by\northodox 0 0 100 0.4\nx -35 20 50 0.45\ncalibration 1.5 0.6 80\n");
        assert_eq!(t.rated.len(), 2);
        assert_eq!(t.rated[1], Rated { id: "x".into(), elo: -35.0, margin: 20.0, games: 50 });
        assert_eq!(t.calibration, Some(Calibration { elo_per_cp: 1.5, search_weight: 0.6, error_elo: 80.0 }));
    }
}
