//! Online play in the app, over `crates/online`: connect to the Maharajah
//! server of the settings, create a room (its join code to give) or join
//! one, then play through the server. Every change reaches the window as an
//! `online-updated` event with the whole [`OnlineView`].
//!
//! Nothing here decides a rule: the server's `Match` referees, the client's
//! replica (inside `crates/online`) checks, and this module keeps what the
//! screens need and saves the finished game.

use crate::error::{AppError, AppResult};
use crate::i18n;
use crate::library::{Library, Notify};
use crate::remote::command::RemoteCommand;
use crate::remote::hub::{pump, Game, Hub, Play};
use crate::remote::journey::{Stage, Step};
use crate::remote::seat::{self, Finished, Heard, RemoteSeat};
use crate::remote::view::RemoteView;
use online::{ClientConfig, CreateRoom, OnlineClient, OnlineError, OnlineEvent, OnlineNotice, OpenRoom, ServerAddress};
use rules::Color;
use serde::Serialize;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The event with the whole online view.
pub const ONLINE_UPDATED: &str = "online-updated";

/// The server this build plays through unless the settings name another:
/// `MAHARAJAH_DEFAULT_SERVER` at build time, else a server on this computer
/// (`maharajah-server` with no options listens on port 7878).
pub const DEFAULT_SERVER: &str = match option_env!("MAHARAJAH_DEFAULT_SERVER") {
    Some(address) => address,
    None => "ws://localhost:7878",
};

/// How long asking a server for its version may take.
const VERSION_TIMEOUT: Duration = Duration::from_secs(5);

/// The server as the screens show it.
#[derive(specta::Type, Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ServerView {
    /// The address in use (or the one being tried).
    pub address: String,
    /// Its version, once it answered.
    pub version: Option<String>,
}

/// The room this player created and waits in.
#[derive(specta::Type, Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RoomView {
    /// The join code (`ABCDE-FGHJK`).
    pub code: String,
    /// This player's colour.
    pub colour: Color,
    /// When it closes if nobody joins (Unix ms).
    pub expires_at: u64,
}

/// Everything the Online screen and the game screen show of online play.
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OnlineView {
    /// Where the journey stands.
    pub stage: Stage,
    /// Connecting to the server now.
    pub connecting: bool,
    /// Whether the connection to the server is up.
    pub connected: bool,
    /// The server.
    pub server: Option<ServerView>,
    /// The room waited in.
    pub room: Option<RoomView>,
    /// The public open rooms, as last listed (as the server sends them).
    pub rooms: Vec<OpenRoom>,
    /// The game, once seated.
    pub game: Option<RemoteView>,
    /// A notice in words: a refusal, a lost connection, why it closed.
    pub notice: Option<String>,
}

/// What only online play keeps: the connection, the server, the rooms.
struct Online {
    client: OnlineClient,
    /// Whether the connection ended for good.
    closed: bool,
    server: ServerView,
    room: Option<RoomView>,
    rooms: Vec<OpenRoom>,
}

/// The connection and its game.
type Active = Game<Online>;

struct Shared {
    hub: Hub<Online>,
    /// The server being connected to (before `active` exists).
    connecting: Mutex<Option<ServerView>>,
    notify: Arc<dyn Notify>,
}

/// Online play: one connection to the server at a time.
pub struct OnlinePlay {
    shared: Arc<Shared>,
}

/// The app's error for an online failure: its kind (translated as
/// `error-online-<kind>`) and the detail for logs.
pub fn online_error(e: OnlineError) -> AppError {
    AppError::Online(e.kind(), e.to_string())
}

/// The app's error for a server address the player typed: a bad one is
/// shown with the address itself.
fn address_error(typed: &str, e: OnlineError) -> AppError {
    match e {
        OnlineError::BadAddress(_) => AppError::BadServer(typed.trim().chars().take(80).collect()),
        e => online_error(e),
    }
}

/// Why the connection ended, in the player's language only: the technical
/// detail goes to the log.
fn closed_notice(error: Option<OnlineError>) -> String {
    seat::closed_notice(store::Source::Online, error, |e| online_error(e).localized())
}

impl Shared {
    fn view(&self) -> OnlineView {
        match self.hub.active().as_ref() {
            None => {
                let connecting = self.connecting.lock().unwrap_or_else(|e| e.into_inner()).clone();
                OnlineView {
                    stage: Stage::Lobby,
                    connecting: connecting.is_some(),
                    connected: false,
                    server: connecting,
                    room: None,
                    rooms: Vec::new(),
                    game: None,
                    notice: None,
                }
            }
            Some(a) => OnlineView {
                stage: a.seat.stage(),
                connecting: false,
                connected: a.seat.connected(),
                server: Some(a.server.clone()),
                room: a.room.clone().filter(|_| a.seat.stage() == Stage::Waiting),
                rooms: a.rooms.clone(),
                game: a.seat.view(),
                notice: a.notice.clone(),
            },
        }
    }

    fn emit(&self) {
        let view = self.view();
        self.notify.emit(ONLINE_UPDATED, serde_json::to_value(&view).unwrap_or_default());
    }
}

impl Play for Online {
    type Event = OnlineEvent;

    fn handle(game: &mut Active, event: OnlineEvent) -> Option<Finished> {
        match game.seat.hear(event, &mut game.notice) {
            Heard::Finished(game) => return game,
            Heard::Shell(OnlineNotice::OpponentJoined { name }) => {
                game.notice = Some(i18n::tf("online-opponent-joined", &[("name", name.clone().into())]));
                game.seat.opponent_named(name);
                game.room = None;
            }
            Heard::Shell(OnlineNotice::Throttled { .. }) => {
                game.notice = Some(i18n::t("error-online-rate-limited"));
            }
            Heard::Shell(OnlineNotice::RoomExpired { .. }) => {
                if game.seat.step(Step::Cancel).is_ok() || game.seat.stage() == Stage::Lobby {
                    game.room = None;
                    game.notice = Some(i18n::t("online-room-cancelled"));
                }
            }
            Heard::Closed(error) => {
                game.closed = true;
                game.notice = Some(closed_notice(error));
            }
        }
        None
    }
}

impl OnlinePlay {
    /// Online play reporting to `notify` and saving finished games in `library`.
    pub fn new(notify: Arc<dyn Notify>, library: Arc<Library>) -> OnlinePlay {
        OnlinePlay { shared: Arc::new(Shared { hub: Hub::new(library), connecting: Mutex::new(None), notify }) }
    }

    /// What the screens show now.
    pub fn view(&self) -> OnlineView {
        self.shared.view()
    }

    /// The version of the server connected to, for About.
    pub fn server_version(&self) -> Option<String> {
        self.shared.hub.active().as_ref().filter(|a| a.seat.connected()).and_then(|a| a.server.version.clone())
    }

    /// Connects as `name` to the first answering server of `servers` (the
    /// settings' list, or the default); the lobby opens. A connection in
    /// place is kept when it is up.
    pub async fn connect(&self, name: &str, servers: &str) -> AppResult<OnlineView> {
        if self.shared.hub.active().as_ref().is_some_and(|a| !a.closed) {
            return Ok(self.view());
        }
        let list = ServerAddress::parse_list(servers).map_err(|e| address_error(servers, e))?;
        let first = list[0].to_string();
        *self.shared.connecting.lock().unwrap_or_else(|e| e.into_inner()) =
            Some(ServerView { address: first, version: None });
        self.shared.emit();
        let name = name.trim();
        let name = if name.is_empty() { i18n::t("lan-default-name") } else { name.chars().take(40).collect() };
        let result = OnlineClient::connect(&list, ClientConfig::new(name.clone())).await;
        self.shared.connecting.lock().unwrap_or_else(|e| e.into_inner()).take();
        let (client, events) = match result {
            Ok(c) => c,
            Err(e) => {
                self.shared.emit();
                return Err(online_error(e));
            }
        };
        let info = client.server().await.map_err(online_error)?;
        let generation = self.shared.hub.next_generation();
        let mut seat = RemoteSeat::new(name, store::Source::Online);
        seat.set_referee_time(client.referee_time().clone());
        let server = ServerView { address: info.address.to_string(), version: Some(info.version) };
        let play = Online { client, closed: false, server, room: None, rooms: Vec::new() };
        let old = self.shared.hub.active().replace(Game { generation, seat, notice: None, play });
        if let Some(old) = old {
            old.client.close();
        }
        let shared = self.shared.clone();
        pump(events, move |event| {
            if shared.hub.handle(generation, event) {
                shared.emit();
            }
        });
        self.shared.emit();
        Ok(self.view())
    }

    fn client(&self) -> AppResult<OnlineClient> {
        self.shared
            .hub
            .active()
            .as_ref()
            .filter(|a| !a.closed)
            .map(|a| a.client.clone())
            .ok_or(AppError::Online("not-connected", "no connection".into()))
    }

    /// Takes a journey step of this side's before its request goes (so
    /// that the seat's events, which may come before the answer, find the
    /// journey ready for them): refused while a game is on its way or in
    /// play. A finished game is left first.
    fn begin(&self, step: Step) -> AppResult<OnlineClient> {
        let client = self.client()?;
        let mut guard = self.shared.hub.active();
        let Some(a) = guard.as_mut() else { return Err(AppError::Online("not-connected", "no connection".into())) };
        if a.seat.stage() == Stage::Finished {
            let _ = a.seat.step(Step::Leave);
        }
        a.seat.step(step).map_err(AppError::Journey)?;
        a.notice = None;
        Ok(client)
    }

    /// A request begun with [`Self::begin`] failed: back to the lobby.
    fn failed(&self, e: OnlineError) -> AppError {
        if let Some(a) = self.shared.hub.active().as_mut() {
            let _ = a.seat.step(Step::Cancel);
        }
        self.shared.emit();
        online_error(e)
    }

    /// Opens a room with `settings`; the view shows its join code.
    pub async fn create(&self, settings: CreateRoom) -> AppResult<OnlineView> {
        let client = self.begin(Step::Host)?;
        let room = client.create_room(settings).await.map_err(|e| self.failed(e))?;
        if let Some(a) = self.shared.hub.active().as_mut() {
            a.room = Some(RoomView { code: room.code, colour: room.colour, expires_at: room.expires_at });
        }
        self.shared.emit();
        Ok(self.view())
    }

    /// Takes the free seat of the room with this code.
    pub async fn join(&self, code: &str) -> AppResult<OnlineView> {
        let client = self.begin(Step::Join)?;
        client.join_room(code).await.map_err(|e| self.failed(e))?;
        self.shared.emit();
        Ok(self.view())
    }

    /// Lists the public open rooms.
    pub async fn refresh_rooms(&self) -> AppResult<OnlineView> {
        let rooms = self.client()?.list_rooms().await.map_err(online_error)?;
        if let Some(a) = self.shared.hub.active().as_mut() {
            a.rooms = rooms;
        }
        Ok(self.view())
    }

    /// Back to a fresh lobby on the same connection: the room waited in is
    /// called off, a finished game is left (the server seats this
    /// connection no more). Refused during the setup or play.
    pub async fn leave_game(&self) -> AppResult<OnlineView> {
        let client = {
            let mut guard = self.shared.hub.active();
            let Some(a) = guard.as_mut() else {
                drop(guard);
                return Ok(self.view());
            };
            let step = if a.seat.stage() == Stage::Finished { Step::Leave } else { Step::Cancel };
            if a.seat.stage() != Stage::Lobby {
                a.seat.step(step).map_err(AppError::Journey)?;
                a.notice = Some(i18n::t(if step == Step::Cancel { "online-room-cancelled" } else { "online-left" }));
            }
            a.room = None;
            (!a.closed).then(|| a.client.clone())
        };
        if let Some(client) = client {
            if let Err(e) = client.leave_game().await {
                // Offline, the room expires on the server by itself.
                tracing::info!(error = %e, "leaving the seat on the server");
            }
        }
        self.shared.emit();
        Ok(self.view())
    }

    /// Ends the connection (and with it any room waited in).
    pub fn leave(&self) {
        if let Some(a) = self.shared.hub.active().take() {
            a.client.close();
        }
        self.shared.emit();
    }

    /// Whether this side's army is locked in the hidden setup running now.
    pub fn army_locked(&self) -> bool {
        self.shared.hub.active().as_ref().is_some_and(|a| a.seat.army_locked())
    }

    /// Runs one command of this side; the answer comes as an event.
    pub async fn command(&self, command: RemoteCommand) -> AppResult<OnlineView> {
        let c = self.client()?;
        let result = command.run(&c).await;
        result.map_err(online_error)?;
        Ok(self.view())
    }
}

/// Asks the server(s) at `address` (empty: the default) for its version,
/// to check an address before it is saved.
pub async fn check_server(address: &str) -> AppResult<online::ServerVersion> {
    let address = if address.trim().is_empty() { DEFAULT_SERVER } else { address.trim() };
    let first = ServerAddress::parse_list(address).map_err(|e| address_error(address, e))?.remove(0).to_string();
    online::server_version(&first, VERSION_TIMEOUT).await.map_err(|e| address_error(address, e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_connection_that_ends_is_said_in_words_with_no_raw_detail() {
        let notice = closed_notice(Some(OnlineError::GaveUp));
        assert!(notice.contains(&i18n::t("error-online-gave-up")), "{notice}");
        assert!(!notice.contains("online ("), "no raw detail in {notice}");
    }
}
