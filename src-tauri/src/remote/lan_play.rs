//! LAN play in the app, over `crates/lan`: host a game, list the hosts on
//! the network, join one (found or typed in), then play through the peer
//! session. Every change reaches the window as a `lan-updated` event with
//! the whole [`LanView`]; the list of hosts as `lan-hosts`.
//!
//! Nothing here decides a rule: the host's `Match` referees, this side's
//! replica (inside `crates/lan`) checks, and this module only keeps what
//! the screen needs and saves the finished game.

use crate::error::{AppError, AppResult};
use crate::i18n;
use crate::library::{Library, Notify};
use crate::remote::command::RemoteCommand;
use crate::remote::hub::{pump, Game, Hub, Play};
use crate::remote::journey::{Refused, Stage, Step};
use crate::remote::seat::{self, Finished, Heard, RemoteSeat};
use crate::remote::view::RemoteView;
use lan::{
    BrowseEvent, Browser, ColourChoice, GameSettings, GuestConfig, HostConfig, HostInfo, LanEvent, LanGuest, LanHost,
    LanNotice, Offer, Session,
};
use protocol::TimeControl;
use rules::{Color, Variant};
use serde::{Deserialize, Serialize};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

/// The event with the whole LAN view.
pub const LAN_UPDATED: &str = "lan-updated";
/// The event with the list of hosts found.
pub const LAN_HOSTS: &str = "lan-hosts";

/// The game a host offers, as the new-game form sends it.
#[derive(specta::Type, Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LanSettings {
    /// The variant.
    pub variant: Variant,
    /// The clock, or `None` for an untimed game.
    pub time: Option<TimeControl>,
    /// `white`, `black` or `random`: the host's colour.
    pub colour: ColourChoice,
    /// Whether takeback requests are allowed.
    #[serde(default)]
    pub takebacks: bool,
}

/// A host on the network, for the list.
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct HostView {
    /// Stable id while it is listed.
    pub id: String,
    /// The host player's name.
    pub name: String,
    /// Its app version.
    pub app: String,
    /// Whether it speaks this app's protocol.
    pub compatible: bool,
    /// Where to reach it (`address:port`), the first one first.
    pub addresses: Vec<String>,
}

/// The offer as the guest's screen shows it.
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OfferView {
    /// The host's name.
    pub host: String,
    /// The variant.
    pub variant: Variant,
    /// The clock.
    pub time: Option<TimeControl>,
    /// The colour the guest would play.
    pub colour: Color,
    /// Whether takebacks are allowed.
    pub takebacks: bool,
}

/// Everything the LAN screen and the game screen show of LAN play.
#[derive(specta::Type, Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LanView {
    /// Where the journey stands.
    pub stage: Stage,
    /// Whether this side hosts.
    pub hosting: bool,
    /// Hosting: the addresses (`address:port`) the other player may type.
    pub addresses: Vec<String>,
    /// The offer (guest), or the game offered (host).
    pub offer: Option<OfferView>,
    /// The game, once seated.
    pub game: Option<RemoteView>,
    /// A notice in words: a refusal, a lost connection, why the session closed.
    pub notice: Option<String>,
}

enum Role {
    Host(LanHost),
    Guest(Arc<LanGuest>),
}

impl Role {
    fn session(&self) -> &Session {
        match self {
            Role::Host(h) => h.session(),
            Role::Guest(g) => g.session(),
        }
    }
}

/// What only a LAN game keeps: this side's role and the offer.
struct Lan {
    role: Role,
    offer: Option<OfferView>,
}

/// The LAN game in progress.
type Active = Game<Lan>;

struct Shared {
    hub: Hub<Lan>,
    hosts: Mutex<Vec<HostInfo>>,
    browser: Mutex<Option<Browser>>,
    notify: Arc<dyn Notify>,
    /// This app's own advertisement while it hosts: never listed to itself.
    own_host: Mutex<Option<String>>,
}

/// LAN play: one hosted or joined game at a time, and the host list.
pub struct LanPlay {
    shared: Arc<Shared>,
}

/// The app's error for a LAN failure: its kind (translated as
/// `error-lan-<kind>`) and the detail for logs.
fn lan_error(e: lan::LanError) -> AppError {
    use lan::LanError as E;
    let kind = match &e {
        E::Io(_) => "network",
        E::Discovery(_) => "discovery",
        E::WebSocket(_) => "connection",
        E::Timeout => "timeout",
        E::Refused(protocol::HandshakeError::Full) => "full",
        E::Refused(protocol::HandshakeError::Incompatible { .. }) => "incompatible",
        E::Refused(_) => "refused",
        E::Declined => "declined",
        E::Wire(_) | E::Protocol(_) => "protocol",
        E::HostCheated(_) => "cheated",
        E::Desync => "desync",
        E::Config(_) | E::BadOffer(_) => "bad-offer",
        E::InvalidArmy(_) => "invalid-army",
        E::NotNow(_) => "not-now",
        E::Closed => "closed",
        E::Random => "random",
    };
    AppError::Lan(kind, e.to_string())
}

/// Why the session ended, in the player's language only: the technical
/// detail goes to the log.
fn closed_notice(error: Option<lan::LanError>) -> String {
    seat::closed_notice(store::Source::Lan, error, |e| lan_error(e).localized())
}

impl Shared {
    fn view(&self) -> LanView {
        match self.hub.active().as_ref() {
            None => LanView {
                stage: Stage::Lobby,
                hosting: false,
                addresses: Vec::new(),
                offer: None,
                game: None,
                notice: None,
            },
            Some(a) => LanView {
                stage: a.seat.stage(),
                hosting: matches!(a.role, Role::Host(_)),
                addresses: match &a.role {
                    Role::Host(h) if a.seat.stage() == Stage::Waiting => {
                        h.addresses().iter().map(|s| s.to_string()).collect()
                    }
                    _ => Vec::new(),
                },
                offer: a.offer.clone().filter(|_| matches!(a.seat.stage(), Stage::Waiting | Stage::Offer)),
                game: a.seat.view(),
                notice: a.notice.clone(),
            },
        }
    }

    fn emit(&self) {
        let view = self.view();
        self.notify.emit(LAN_UPDATED, serde_json::to_value(&view).unwrap_or_default());
    }

    /// The hosts found, without this app's own.
    fn hosts(&self) -> Vec<HostView> {
        let own = self.own_host.lock().unwrap_or_else(|e| e.into_inner()).clone();
        let hosts = self.hosts.lock().unwrap_or_else(|e| e.into_inner());
        hosts.iter().filter(|h| Some(&h.id) != own.as_ref()).map(host_view).collect()
    }

    fn emit_hosts(&self) {
        let list = self.hosts();
        self.notify.emit(LAN_HOSTS, serde_json::to_value(&list).unwrap_or_default());
    }
}

impl Play for Lan {
    type Event = LanEvent;

    fn handle(game: &mut Active, event: LanEvent) -> Option<Finished> {
        // The host's own link is the listening socket: a lost guest shows
        // as the opponent's absence (from the match itself).
        let link = matches!(
            event,
            LanEvent::ConnectionLost | LanEvent::Reconnecting { .. } | LanEvent::ConnectionRestored { .. }
        );
        if link && matches!(game.role, Role::Host(_)) {
            return None;
        }
        match game.seat.hear(event, &mut game.notice) {
            Heard::Finished(game) => return game,
            Heard::Shell(LanNotice::GuestArrived { name }) => {
                game.notice = Some(i18n::tf("lan-guest-arrived", &[("name", name.into())]));
            }
            Heard::Shell(LanNotice::OfferDeclined { name }) => {
                game.notice = Some(i18n::tf("lan-offer-declined", &[("name", name.into())]));
            }
            Heard::Shell(LanNotice::OfferReceived(offer)) => {
                if game.seat.step(Step::Offered).is_ok() {
                    game.offer = Some(offer_view(&offer));
                    game.notice = None;
                }
            }
            Heard::Closed(error) => game.notice = Some(closed_notice(error)),
        }
        None
    }
}

impl Lan {
    /// A session just started by `step` (host or join).
    fn start(role: Role, generation: u64, step: Step, name: String) -> Active {
        let mut seat = RemoteSeat::new(name, store::Source::Lan);
        seat.set_referee_time(role.session().referee_time().clone());
        let _ = seat.step(step);
        Game { generation, seat, notice: None, play: Lan { role, offer: None } }
    }
}

fn offer_view(offer: &Offer) -> OfferView {
    OfferView {
        host: offer.host.clone(),
        variant: offer.config.variant,
        time: offer.config.time,
        colour: offer.colour,
        takebacks: offer.config.takebacks,
    }
}

fn host_view(h: &HostInfo) -> HostView {
    HostView {
        id: h.id.clone(),
        name: h.name.clone(),
        app: h.app.clone(),
        compatible: h.compatible,
        addresses: h.addrs.iter().map(|a| a.to_string()).collect(),
    }
}

impl LanPlay {
    /// LAN play reporting to `notify` and saving finished games in `library`.
    pub fn new(notify: Arc<dyn Notify>, library: Arc<Library>) -> LanPlay {
        LanPlay {
            shared: Arc::new(Shared {
                hub: Hub::new(library),
                hosts: Mutex::new(Vec::new()),
                browser: Mutex::new(None),
                notify,
                own_host: Mutex::new(None),
            }),
        }
    }

    /// What the screen shows now.
    pub fn view(&self) -> LanView {
        self.shared.view()
    }

    /// Refused while a game is on its way or in progress here: it is not
    /// replaced by hosting or joining another (cancel, resign or abort first).
    fn may_start(&self, step: Step) -> AppResult<()> {
        match self.shared.hub.active().as_ref().map(|a| a.seat.stage()) {
            None | Some(Stage::Lobby | Stage::Finished) => Ok(()),
            Some(stage) => Err(AppError::Journey(Refused { stage, step })),
        }
    }

    /// Installs a new session, started by `step`, and pumps its events into the view.
    fn install(&self, role: Role, events: lan::Events, step: Step, name: String) -> LanView {
        self.close_session();
        let generation = self.shared.hub.next_generation();
        *self.shared.hub.active() = Some(Lan::start(role, generation, step, name));
        let shared = self.shared.clone();
        pump(events, move |event| {
            if shared.hub.handle(generation, event) {
                shared.emit();
            }
        });
        self.shared.view()
    }

    /// Hosts a game as `name` on every interface, advertised over mDNS.
    pub async fn host(&self, name: String, settings: LanSettings) -> AppResult<LanView> {
        let game = GameSettings {
            variant: settings.variant,
            time: settings.time,
            takebacks: settings.takebacks,
            colour: settings.colour,
        };
        self.host_with(HostConfig::new(name, game)).await
    }

    /// Hosts with a full configuration (tests host on loopback without mDNS).
    pub async fn host_with(&self, config: HostConfig) -> AppResult<LanView> {
        self.may_start(Step::Host)?;
        let name = config.name.clone();
        let offer = OfferView {
            host: name.clone(),
            variant: config.game.variant,
            time: config.game.time,
            colour: match config.game.colour {
                ColourChoice::Black => Color::White,
                _ => Color::Black,
            },
            takebacks: config.game.takebacks,
        };
        let (host, events) = LanHost::start(config).await.map_err(lan_error)?;
        let own = host.service_name().map(str::to_string);
        self.install(Role::Host(host), events, Step::Host, name);
        if let Some(a) = self.shared.hub.active().as_mut() {
            a.offer = Some(offer);
        }
        *self.shared.own_host.lock().unwrap_or_else(|e| e.into_inner()) = own;
        self.shared.emit_hosts();
        Ok(self.shared.view())
    }

    /// Joins the host at `address` (`host:port`) as `name`.
    pub async fn join(&self, name: String, address: &str) -> AppResult<LanView> {
        self.may_start(Step::Join)?;
        let addr: SocketAddr = address
            .trim()
            .parse()
            .or_else(|_| {
                use std::net::ToSocketAddrs;
                address.trim().to_socket_addrs().ok().and_then(|mut a| a.next()).ok_or(())
            })
            .map_err(|_| AppError::BadAddress(address.chars().take(64).collect()))?;
        let (guest, events) = LanGuest::connect(addr, GuestConfig::new(name.clone())).await.map_err(lan_error)?;
        Ok(self.install(Role::Guest(Arc::new(guest)), events, Step::Join, name))
    }

    /// The guest accepts (`true`) or declines the host's offer.
    pub async fn answer_offer(&self, accept: bool) -> AppResult<LanView> {
        let guest = {
            let guard = self.shared.hub.active();
            match guard.as_ref().map(|a| &a.role) {
                Some(Role::Guest(g)) => g.clone(),
                _ => return Err(AppError::NoGame),
            }
        };
        let result = if accept { guest.accept().await } else { guest.decline().await };
        result.map_err(lan_error)?;
        if !accept {
            self.close_session();
        }
        Ok(self.shared.view())
    }

    /// Back to a fresh lobby: stops hosting (the advertisement withdrawn,
    /// the listening socket closed), gives up joining, or leaves a finished
    /// game. Refused during the setup or play (resign or abort first).
    pub fn leave(&self) -> AppResult<LanView> {
        if let Some(a) = self.shared.hub.active().as_mut() {
            let step = if a.seat.stage() == Stage::Finished { Step::Leave } else { Step::Cancel };
            if a.seat.stage() != Stage::Lobby {
                a.seat.step(step).map_err(AppError::Journey)?;
            }
        }
        self.close_session();
        self.shared.emit();
        Ok(self.shared.view())
    }

    /// Closes the session there is, whatever its stage, and forgets it.
    fn close_session(&self) {
        if let Some(a) = self.shared.hub.active().take() {
            a.role.session().close();
        }
        let own = self.shared.own_host.lock().unwrap_or_else(|e| e.into_inner()).take();
        if own.is_some() {
            self.shared.emit_hosts();
        }
    }

    /// Whether this side's army is locked in the hidden setup running now.
    pub fn army_locked(&self) -> bool {
        self.shared.hub.active().as_ref().is_some_and(|a| a.seat.army_locked())
    }

    /// The session of the game in progress.
    fn session(&self) -> AppResult<Session> {
        self.shared.hub.active().as_ref().map(|a| a.role.session().clone()).ok_or(AppError::NoGame)
    }

    /// Runs one command of this side; the answer comes as an event.
    pub async fn command(&self, command: RemoteCommand) -> AppResult<LanView> {
        let s = self.session()?;
        let result = command.run(&s).await;
        result.map_err(lan_error)?;
        Ok(self.shared.view())
    }

    /// Starts listing hosts; the list comes as `lan-hosts` events.
    pub fn browse(&self) -> AppResult<Vec<HostView>> {
        let mut browser = self.shared.browser.lock().unwrap_or_else(|e| e.into_inner());
        if browser.is_none() {
            let (b, mut events) = Browser::start(&lan::Discovery::default()).map_err(lan_error)?;
            *browser = Some(b);
            let shared = self.shared.clone();
            tauri::async_runtime::spawn(async move {
                while let Some(event) = events.recv().await {
                    {
                        let mut hosts = shared.hosts.lock().unwrap_or_else(|e| e.into_inner());
                        match event {
                            BrowseEvent::Found(h) => {
                                hosts.retain(|x| x.id != h.id);
                                hosts.push(h);
                            }
                            BrowseEvent::Lost { id } => hosts.retain(|x| x.id != id),
                        }
                    }
                    shared.emit_hosts();
                }
            });
        }
        Ok(self.hosts())
    }

    /// The hosts listed now (never this app's own game).
    pub fn hosts(&self) -> Vec<HostView> {
        self.shared.hosts()
    }

    /// Stops listing hosts.
    pub fn stop_browsing(&self) {
        self.shared.browser.lock().unwrap_or_else(|e| e.into_inner()).take();
        self.shared.hosts.lock().unwrap_or_else(|e| e.into_inner()).clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_that_ends_the_session_is_said_in_words_with_no_raw_detail() {
        let notice = closed_notice(Some(lan::LanError::Refused(protocol::HandshakeError::Full)));
        let words = i18n::t("error-lan-full");
        assert!(notice.contains(&words), "{notice}");
        for raw in ["LAN (", "full)", "refused the connection", "this game is full"] {
            assert!(!notice.contains(raw), "no raw detail ({raw}) in {notice}");
        }
    }
}
