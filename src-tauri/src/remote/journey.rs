//! A remote game as a journey, the same for LAN and online: the lobby, a
//! game hosted and waited for (or joined, and for a LAN guest the host's
//! offer), the hidden setup, play, the end — and from there a rematch or
//! back to the lobby. Every screen draws from [`Stage`]; every change is a
//! [`Step`] that this machine accepts or refuses, so an old game's events
//! cannot bring back a game that was left, and a game in play cannot be
//! left by a click that only means to look elsewhere.

use protocol::Phase;
use serde::Serialize;

/// Where a remote game stands, for every screen.
#[derive(specta::Type, Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stage {
    /// No game: host, create, join or pick one.
    Lobby,
    /// A game hosted (LAN) or a room created (online): waiting for the
    /// opponent; cancellable.
    Waiting,
    /// On the way to a game joined (LAN: connecting to the host; online:
    /// the seat being taken); cancellable.
    Joining,
    /// LAN guest: the host's offer, to accept or decline.
    Offer,
    /// Both seated, the hidden setup running (Maharajah).
    Setup,
    /// The game is played.
    Playing,
    /// The game is over: rematch, review it, or back to the lobby.
    Finished,
}

/// What moves the journey on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Host a LAN game or create an online room.
    Host,
    /// Join a LAN host or an online room.
    Join,
    /// A LAN guest received the host's offer.
    Offered,
    /// A seat in a game is held (the first game, or a rematch after one).
    Seated,
    /// The replica's phase after an event or a snapshot.
    Phase(Phase),
    /// Stop waiting or joining; decline an offer; a host or join that failed.
    Cancel,
    /// Back to the lobby from a finished game.
    Leave,
    /// The session or connection ended for good.
    Closed,
}

/// A step refused in a stage.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{step:?} is not possible while {stage:?}")]
pub struct Refused {
    /// Where the journey stood (and still stands).
    pub stage: Stage,
    /// The step refused.
    pub step: Step,
}

impl Refused {
    /// The id of the words that say why (`remote-refused-<id>`): a game in
    /// progress cannot be left or replaced, or there is nothing to do.
    pub fn id(&self) -> &'static str {
        match self.stage {
            Stage::Setup | Stage::Playing => "in-game",
            _ => "not-now",
        }
    }
}

/// The journey of one remote game (and its rematches).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Journey {
    stage: Stage,
}

impl Default for Journey {
    fn default() -> Self {
        Journey { stage: Stage::Lobby }
    }
}

impl Journey {
    /// In the lobby.
    pub fn new() -> Journey {
        Journey::default()
    }

    /// Where it stands.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// Whether this side is in a game that has not ended (setup or play).
    pub fn in_game(&self) -> bool {
        matches!(self.stage, Stage::Setup | Stage::Playing)
    }

    /// Takes `step`: the new stage, or why not (the stage is then unchanged).
    pub fn step(&mut self, step: Step) -> Result<Stage, Refused> {
        let next = next(self.stage, step).ok_or(Refused { stage: self.stage, step })?;
        self.stage = next;
        Ok(next)
    }
}

/// The stage after `step` from `stage`, or `None` when it is refused.
fn next(stage: Stage, step: Step) -> Option<Stage> {
    use Stage as S;
    match (stage, step) {
        (S::Lobby, Step::Host) => Some(S::Waiting),
        (S::Lobby, Step::Join) => Some(S::Joining),
        (S::Joining, Step::Offered) => Some(S::Offer),
        // A seat: the creator's room (still waiting), a join or an accepted
        // offer (still joining), or a rematch both offered (waiting for its
        // first event). Its phase follows with its events.
        (S::Waiting | S::Finished, Step::Seated) => Some(S::Waiting),
        (S::Joining | S::Offer, Step::Seated) => Some(S::Joining),
        (S::Waiting | S::Joining | S::Offer, Step::Phase(Phase::Waiting)) => Some(stage),
        (S::Waiting | S::Joining | S::Offer, Step::Phase(Phase::Setup)) => Some(S::Setup),
        (S::Waiting | S::Joining | S::Offer | S::Setup, Step::Phase(Phase::Playing)) => Some(S::Playing),
        (S::Setup, Step::Phase(Phase::Setup)) | (S::Playing, Step::Phase(Phase::Playing)) => Some(stage),
        // A room that ended before both were there (cancelled, expired):
        // nothing to show, back to the lobby.
        (S::Waiting | S::Joining | S::Offer, Step::Phase(Phase::Over)) => Some(S::Lobby),
        // A game ends from its setup (an abort) or its play; more events
        // of it keep it over.
        (S::Setup | S::Playing | S::Finished, Step::Phase(Phase::Over)) => Some(S::Finished),
        (S::Waiting | S::Joining | S::Offer, Step::Cancel) => Some(S::Lobby),
        (S::Finished | S::Lobby, Step::Leave) => Some(S::Lobby),
        // A session that ends leaves a finished game on screen (its result
        // stays readable until the player leaves); anything else is over.
        (S::Finished, Step::Closed) => Some(S::Finished),
        (_, Step::Closed) => Some(S::Lobby),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const STAGES: [Stage; 7] =
        [Stage::Lobby, Stage::Waiting, Stage::Joining, Stage::Offer, Stage::Setup, Stage::Playing, Stage::Finished];
    const STEPS: [Step; 11] = [
        Step::Host,
        Step::Join,
        Step::Offered,
        Step::Seated,
        Step::Phase(Phase::Waiting),
        Step::Phase(Phase::Setup),
        Step::Phase(Phase::Playing),
        Step::Phase(Phase::Over),
        Step::Cancel,
        Step::Leave,
        Step::Closed,
    ];

    /// Every stage × step, as a table: the stage reached, or `None` (refused).
    fn expected(stage: Stage, step: Step) -> Option<Stage> {
        use Stage::*;
        let (l, w, j, o, su, p, f) =
            (Some(Lobby), Some(Waiting), Some(Joining), Some(Offer), Some(Setup), Some(Playing), Some(Finished));
        let n = None;
        // Columns: Host, Join, Offered, Seated, Phase(Waiting), Phase(Setup),
        // Phase(Playing), Phase(Over), Cancel, Leave, Closed.
        #[rustfmt::skip]
        let row: [Option<Stage>; 11] = match stage {
            Lobby =>    [w, j, n, n, n, n,  n, n, n, l, l],
            Waiting =>  [n, n, n, w, w, su, p, l, l, n, l],
            Joining =>  [n, n, o, j, j, su, p, l, l, n, l],
            Offer =>    [n, n, n, j, o, su, p, l, l, n, l],
            Setup =>    [n, n, n, n, n, su, p, f, n, n, l],
            Playing =>  [n, n, n, n, n, n,  p, f, n, n, l],
            Finished => [n, n, n, w, n, n,  n, f, n, l, f],
        };
        let i = STEPS.iter().position(|s| *s == step).expect("a step of the table");
        row[i]
    }

    #[test]
    fn every_transition_and_every_refusal() {
        for stage in STAGES {
            for step in STEPS {
                let mut j = Journey { stage };
                let got = j.step(step);
                match expected(stage, step) {
                    Some(to) => {
                        assert_eq!(got, Ok(to), "{stage:?} + {step:?}");
                        assert_eq!(j.stage(), to);
                    }
                    None => {
                        assert_eq!(got, Err(Refused { stage, step }), "{stage:?} + {step:?} is refused");
                        assert_eq!(j.stage(), stage, "a refusal changes nothing");
                    }
                }
            }
        }
    }

    #[test]
    fn a_whole_journey_host_play_finish_rematch_and_back_to_the_lobby() {
        let mut j = Journey::new();
        assert_eq!(j.stage(), Stage::Lobby);
        for (step, to) in [
            (Step::Host, Stage::Waiting),
            (Step::Seated, Stage::Waiting),
            (Step::Phase(Phase::Waiting), Stage::Waiting),
            (Step::Phase(Phase::Setup), Stage::Setup),
            (Step::Phase(Phase::Playing), Stage::Playing),
            (Step::Phase(Phase::Over), Stage::Finished),
            (Step::Seated, Stage::Waiting),
            (Step::Phase(Phase::Playing), Stage::Playing),
            (Step::Phase(Phase::Over), Stage::Finished),
            (Step::Leave, Stage::Lobby),
            (Step::Join, Stage::Joining),
            (Step::Offered, Stage::Offer),
            (Step::Cancel, Stage::Lobby),
            (Step::Join, Stage::Joining),
            (Step::Offered, Stage::Offer),
            (Step::Seated, Stage::Joining),
            (Step::Phase(Phase::Setup), Stage::Setup),
            (Step::Phase(Phase::Over), Stage::Finished),
            (Step::Leave, Stage::Lobby),
            (Step::Host, Stage::Waiting),
            (Step::Seated, Stage::Waiting),
            (Step::Phase(Phase::Over), Stage::Lobby),
        ] {
            assert_eq!(j.step(step), Ok(to), "{step:?}");
        }
    }

    #[test]
    fn a_left_game_cannot_come_back_and_a_game_in_play_cannot_be_left() {
        let mut j = Journey { stage: Stage::Finished };
        j.step(Step::Leave).unwrap();
        // The old game's last events, arriving late, change nothing.
        for late in [Step::Phase(Phase::Over), Step::Phase(Phase::Playing), Step::Seated] {
            assert_eq!(j.step(late).unwrap_err().id(), "not-now");
            assert_eq!(j.stage(), Stage::Lobby);
        }
        let mut j = Journey { stage: Stage::Playing };
        for step in [Step::Leave, Step::Host, Step::Join, Step::Cancel, Step::Phase(Phase::Setup)] {
            assert_eq!(j.step(step).unwrap_err().id(), "in-game", "{step:?}");
        }
        assert!(j.in_game());
        assert_eq!(j.step(Step::Closed), Ok(Stage::Lobby), "a session that ends ends the game on this side");
    }
}
