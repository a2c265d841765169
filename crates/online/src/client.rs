//! The handle the app holds, the events it receives, and what it says when
//! connecting. The connection itself is the actor's (`actor.rs`): each call
//! here is a message to it, answered within the request timeout.

use crate::actor::{Action, Actor};
use crate::address::ServerAddress;
use crate::error::OnlineError;
use crate::limits::Limits;
use protocol::seat::{RefereeTime, SeatEvent, SeatInfo};
use protocol::{Clocks, CreateRoom, Hello, MatchState, OpenRoom, SeatControls, SeatRequest, SystemTime};
use rules::Color;
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot};

/// The stream of a client's events, in order.
pub type Events = mpsc::UnboundedReceiver<OnlineEvent>;

/// Who connects, and with what limits.
#[derive(Debug, Clone)]
pub struct ClientConfig {
    /// The player's display name (1–40 characters, shown to the opponent).
    pub name: String,
    /// The app's version (sent in the handshake).
    pub app: String,
    /// Timeouts and reconnection figures.
    pub limits: Limits,
}

impl ClientConfig {
    /// Connecting as `name`, with this crate's version and the default limits.
    pub fn new(name: impl Into<String>) -> ClientConfig {
        ClientConfig { name: name.into(), app: env!("CARGO_PKG_VERSION").to_string(), limits: Limits::default() }
    }
}

/// The server this client talks to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServerInfo {
    /// The address in use (one of the list given to [`OnlineClient::connect`]).
    pub address: ServerAddress,
    /// The server's version (for the About screen).
    pub version: String,
    /// Its protocol version.
    pub protocol: u32,
    /// The shortest recent round trip of a `ping` while seated (ms), if measured.
    pub round_trip_ms: Option<u64>,
}

/// A room just opened: the code to share with the opponent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoomCreated {
    /// The join code, shown `ABCDE-FGHJK`.
    pub code: String,
    /// The creator's seat.
    pub colour: Color,
    /// When the room closes if nobody joins (Unix time, ms).
    pub expires_at: u64,
}

/// A room joined by its code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoomJoined {
    /// The join code.
    pub code: String,
    /// The seat taken.
    pub colour: Color,
}

/// What happens, in order: the events every remote seat has
/// ([`SeatEvent`]: seated — after creating, joining, or a rematch —,
/// applied, snapshot, refused, game over, the connection lost, retried
/// (on the next server of the list), restored, closed), and in
/// [`SeatEvent::Shell`] what only the server's lobby says ([`OnlineNotice`]).
pub type OnlineEvent = SeatEvent<OnlineNotice, OnlineError>;

/// What only the online client says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OnlineNotice {
    /// The opponent took the other seat of the room this player created.
    OpponentJoined {
        /// Their display name.
        name: String,
    },
    /// The server dropped a message over the connection's budget unread.
    Throttled {
        /// Its type, when readable.
        dropped: Option<String>,
    },
    /// Nobody joined in time: the room is closed (its `ended` event came first).
    RoomExpired {
        /// Its code.
        code: String,
    },
}

/// The app's handle on its connection to a Maharajah server (`Clone`; all
/// clones drive the same connection). Game commands return once the
/// command is on its way; the server's answer comes as
/// [`OnlineEvent::Applied`] or [`OnlineEvent::Refused`].
#[derive(Debug, Clone)]
pub struct OnlineClient {
    tx: mpsc::UnboundedSender<Action>,
    limits: Limits,
    referee_time: RefereeTime,
}

impl OnlineClient {
    /// Connects to the first server of `servers` that answers (in order),
    /// says `hello` and waits for the lobby. Later reconnections go through
    /// the list the same way, starting from the server in use.
    pub async fn connect(
        servers: &[ServerAddress],
        config: ClientConfig,
    ) -> Result<(OnlineClient, Events), OnlineError> {
        if servers.is_empty() {
            return Err(OnlineError::BadAddress("no server address".into()));
        }
        let hello = Hello {
            app: config.app.clone(),
            protocol: protocol::PROTOCOL_VERSION,
            name: config.name.clone(),
            resume: None,
        };
        hello.check().map_err(OnlineError::Refused)?;
        let limits = config.limits;
        let (tx, rx) = mpsc::unbounded_channel();
        let (events_tx, events) = mpsc::unbounded_channel();
        let (ready_tx, ready) = oneshot::channel();
        let referee_time = RefereeTime::new(Arc::new(SystemTime::default()));
        Actor::spawn(servers.to_vec(), config, referee_time.clone(), events_tx, rx, ready_tx);
        // Each server gets its connect timeout twice over (open, then hello).
        let bound = limits.connect_timeout * 2 * u32::try_from(servers.len()).unwrap_or(u32::MAX).max(1);
        match tokio::time::timeout(bound, ready).await {
            Ok(Ok(Ok(()))) => Ok((OnlineClient { tx, limits, referee_time }, events)),
            Ok(Ok(Err(e))) => Err(e),
            Ok(Err(_)) => Err(OnlineError::Closed),
            Err(_) => {
                let _ = tx.send(Action::Close);
                Err(OnlineError::Timeout)
            }
        }
    }

    async fn ask<T>(&self, make: impl FnOnce(oneshot::Sender<T>) -> Action) -> Result<T, OnlineError> {
        let (tx, rx) = oneshot::channel();
        self.tx.send(make(tx)).map_err(|_| OnlineError::Closed)?;
        // Lobby requests are bounded by the actor; this bounds everything else.
        match tokio::time::timeout(self.limits.request_timeout * 2, rx).await {
            Ok(Ok(v)) => Ok(v),
            Ok(Err(_)) => Err(OnlineError::Closed),
            Err(_) => Err(OnlineError::Timeout),
        }
    }

    /// Opens a room (leaving a finished game first, if one is held) and
    /// takes its seat; returns the code to share. [`OnlineEvent::Seated`]
    /// and the game's events follow.
    pub async fn create_room(&self, settings: CreateRoom) -> Result<RoomCreated, OnlineError> {
        self.ask(|tx| Action::Create(settings, tx)).await?
    }

    /// Takes the free seat of the room with this join code (case, spaces
    /// and dashes do not matter). Refusals are typed: [`OnlineError::UnknownCode`],
    /// [`OnlineError::RateLimited`], [`OnlineError::Unavailable`].
    pub async fn join_room(&self, code: &str) -> Result<RoomJoined, OnlineError> {
        let code: String = code.chars().take(64).collect();
        self.ask(|tx| Action::Join(code, tx)).await?
    }

    /// The public rooms waiting for an opponent, newest first.
    pub async fn list_rooms(&self) -> Result<Vec<OpenRoom>, OnlineError> {
        self.ask(Action::List).await?
    }

    /// Calls off the room this player created while nobody has joined: the
    /// match is aborted on the server (its code no longer admits anyone)
    /// and this client goes back to the lobby on a fresh connection.
    pub async fn cancel(&self) -> Result<(), OnlineError> {
        self.ask(Action::Cancel).await?
    }

    /// Goes back to the lobby from the seat held: a room nobody joined is
    /// called off, a finished game is left on a fresh lobby connection;
    /// during play [`OnlineError::NotNow`] (resign or abort first).
    pub async fn leave_game(&self) -> Result<(), OnlineError> {
        self.ask(Action::Leave).await?
    }

    /// The replica of the game now (`None` without a seat).
    pub async fn state(&self) -> Result<Option<Arc<MatchState>>, OnlineError> {
        self.ask(Action::State).await
    }

    /// The server's time line on this machine's clock, estimated from pings
    /// and event times: the referee's time now, for clocks shown between events.
    pub fn referee_time(&self) -> &RefereeTime {
        &self.referee_time
    }

    /// Both clocks (White, Black) now, on the server's time line as
    /// estimated from pings and event times; `None` untimed or before play.
    pub async fn clocks(&self) -> Result<Option<Clocks>, OnlineError> {
        let state = self.state().await?;
        Ok(state.and_then(|s| self.referee_time.clocks(&s)))
    }

    /// The seat held now (colour, opponent, code, settings).
    pub async fn seat(&self) -> Result<Option<SeatInfo>, OnlineError> {
        self.ask(Action::Seat).await
    }

    /// The server in use and its version.
    pub async fn server(&self) -> Result<ServerInfo, OnlineError> {
        self.ask(Action::Server).await
    }

    /// The game held now as PGN (for saving; none before play began).
    pub async fn pgn(&self) -> Result<Option<String>, OnlineError> {
        self.ask(Action::Pgn).await
    }

    /// Closes the connection; [`OnlineEvent::Closed`] follows. A game in
    /// progress goes on on the server (the shield, then the clock).
    pub fn close(&self) {
        let _ = self.tx.send(Action::Close);
    }
}

impl SeatControls for OnlineClient {
    type Error = OnlineError;

    /// A lock sends the army in `lock-army` (the server referees the hidden
    /// setup and shows it to nobody else before both are locked).
    async fn request(&self, request: SeatRequest) -> Result<(), OnlineError> {
        self.ask(|tx| Action::Request(request, tx)).await?
    }
}
