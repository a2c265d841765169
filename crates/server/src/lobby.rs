//! The lobby's three ways into a seat: create a room, join one by its code,
//! or come back to one's seat with its token (loading the room from
//! storage when it is not in memory); and the list of public open rooms.

use crate::mailbox::{Claim, ClaimRefused, ConnLink, RoomMsg};
use crate::message::{creator_seat, match_config};
use crate::registry::{RoomHandle, MAX_LISTED};
use crate::room::{open_room, unix_ms, Room};
use crate::shared::Shared;
use crate::storage::{RoomRecord, RoomStatus, SeatRecord, StoreError, Write};
use crate::{code, token_hash};
use protocol::{CreateRoom, HandshakeError, LobbyError, Match, OpenRoom, SeatToken};
use rules::Color;
use std::net::IpAddr;
use std::sync::Arc;
use tokio::sync::oneshot;

/// A seat taken: the room and the colour.
pub type Seated = (RoomHandle, Color);

/// One lobby attempt for `addr`: counted here (one instance) or in the
/// shared store (a cluster: an address gets the same budget whichever
/// instances it reaches).
async fn rate_limit(shared: &Shared, addr: IpAddr) -> Result<(), LobbyError> {
    let c = &shared.config;
    let verdict = if c.clustered() {
        match shared.storage.lobby_attempt(addr.to_string(), c.lobby_burst, c.lobby_per_minute).await {
            Ok(v) => v,
            Err(e) => {
                tracing::error!(error = %e, "could not count a lobby attempt");
                return Err(LobbyError::Unavailable);
            }
        }
    } else {
        shared.limiter.allow(addr, c.time.now_ms())
    };
    verdict.map_err(|retry_after_ms| LobbyError::RateLimited { retry_after_ms })
}

async fn claim(room: &RoomHandle, link: ConnLink, claim: Claim) -> Result<Color, ClaimRefused> {
    let (reply, answer) = oneshot::channel();
    let unavailable = ClaimRefused::Lobby(LobbyError::Unavailable);
    if room.tx.send(RoomMsg::Seat { link, claim, reply }).await.is_err() {
        return Err(unavailable);
    }
    answer.await.unwrap_or(Err(unavailable))
}

fn lobby_error(r: ClaimRefused) -> LobbyError {
    match r {
        ClaimRefused::Lobby(e) => e,
        ClaimRefused::Handshake(_) => LobbyError::Unavailable,
    }
}

/// Opens a room as `req` asks, stored before it is announced, and seats
/// its creator.
pub async fn create(
    shared: &Arc<Shared>,
    link: ConnLink,
    name: &str,
    req: &CreateRoom,
    addr: IpAddr,
) -> Result<Seated, LobbyError> {
    rate_limit(shared, addr).await?;
    if *shared.shutdown.borrow() || shared.registry.len() >= shared.config.max_connections {
        return Err(LobbyError::Unavailable);
    }
    let mut random = [0u8; 9];
    getrandom::fill(&mut random).map_err(|_| LobbyError::Unavailable)?;
    let game = format!("g{}", hex::encode(&random[..8]));
    let config = match_config(&game, req)?;
    let seat = creator_seat(req.colour, random[8] & 1 == 0);
    let token = SeatToken::random().map_err(|_| LobbyError::Unavailable)?;
    let now = unix_ms();
    let mut seats = [None, None];
    seats[seat.index()] = Some(SeatRecord { token_hash: token_hash(&token), name: name.to_string() });
    let mut record = RoomRecord {
        game,
        code: String::new(),
        config: config.clone(),
        public: req.public,
        created_at: now,
        expires_at: now.saturating_add(shared.config.room_ttl.as_millis() as u64),
        seats,
        status: RoomStatus::Open,
        owner: shared.instance.clone(),
        epoch: 1,
    };
    let mut stored = false;
    for _ in 0..4 {
        record.code = code::random_code().map_err(|_| LobbyError::Unavailable)?;
        match shared.storage.write_all(vec![Write::CreateRoom(Box::new(record.clone()))]).await {
            Ok(()) => {
                stored = true;
                break;
            }
            // A code already taken (about one in 10^15 per open room): draw again.
            Err(StoreError::Conflict(_)) => continue,
            Err(e) => {
                tracing::error!(error = %e, "could not store a room");
                return Err(LobbyError::Unavailable);
            }
        }
    }
    if !stored {
        return Err(LobbyError::Unavailable);
    }
    let m = Match::new(config).map_err(|e| LobbyError::BadSettings { reason: e.to_string() })?;
    let room = Room::spawn(shared.clone(), record, m, false).map_err(|_| LobbyError::Unavailable)?;
    tracing::info!(game = %room.game, variant = ?req.variant, "room created");
    let seat = claim(&room, link, Claim::Create { token }).await.map_err(lobby_error)?;
    Ok((room, seat))
}

/// The public open rooms, newest first, at most [`MAX_LISTED`]: those
/// served here, or — in a cluster, where another instance may serve a room
/// — those stored in the shared database (the same filters: open, public,
/// not expired). When the database does not answer, the rooms served here.
pub async fn listed(shared: &Shared) -> Vec<OpenRoom> {
    if !shared.config.clustered() {
        return shared.registry.listed();
    }
    match shared.storage.open_rooms(unix_ms(), MAX_LISTED as u32).await {
        Ok(records) => records.iter().filter_map(open_room).collect(),
        Err(e) => {
            tracing::error!(error = %e, "could not list the open rooms");
            shared.registry.listed()
        }
    }
}

/// Seats a player in the open room with this code.
pub async fn join(
    shared: &Arc<Shared>,
    link: ConnLink,
    name: &str,
    code_text: &str,
    addr: IpAddr,
) -> Result<Seated, LobbyError> {
    rate_limit(shared, addr).await?;
    let code = code::normalize(code_text).ok_or(LobbyError::UnknownCode)?;
    let room = match shared.registry.by_code(&code) {
        Some(room) => room,
        // In a cluster the room may be served by another instance.
        None if shared.config.clustered() => {
            let record = match shared.storage.room_by_code(code).await {
                Ok(Some(r)) => r,
                Ok(None) => return Err(LobbyError::UnknownCode),
                Err(e) => {
                    tracing::error!(error = %e, "could not look up a code");
                    return Err(LobbyError::Unavailable);
                }
            };
            restore(shared, record).await.ok_or(LobbyError::Unavailable)?
        }
        None => return Err(LobbyError::UnknownCode),
    };
    let seat = claim(&room, link, Claim::Join { name: name.to_string() }).await.map_err(lobby_error)?;
    Ok((room, seat))
}

/// Gives a returning player its seat back.
pub async fn resume(
    shared: &Arc<Shared>,
    link: ConnLink,
    token: SeatToken,
    since: u64,
) -> Result<Seated, HandshakeError> {
    let hash = token_hash(&token);
    let room = match shared.registry.by_token(&hash) {
        Some(room) => room,
        None => load(shared, &hash).await?,
    };
    match claim(&room, link, Claim::Resume { token, since }).await {
        Ok(seat) => Ok((room, seat)),
        Err(ClaimRefused::Handshake(e)) => Err(e),
        // The room could not seat anyone now: nothing was said of the token.
        Err(ClaimRefused::Lobby(_)) => Err(UNAVAILABLE),
    }
}

/// The answer to a resume when the server cannot tell whether the token is
/// good (its storage is out of reach, the room is being taken over): try
/// again shortly. Never `unknown-seat`, which gives the seat up.
pub const UNAVAILABLE: HandshakeError = HandshakeError::Unavailable { retry_after_ms: RETRY_AFTER_MS };

/// How long a client waits before trying again after [`UNAVAILABLE`].
pub const RETRY_AFTER_MS: u64 = 1_000;

/// Loads the room holding this token from storage and starts serving it:
/// `unknown-seat` only when the storage says no room holds it.
async fn load(shared: &Arc<Shared>, hash: &[u8; 32]) -> Result<RoomHandle, HandshakeError> {
    if *shared.shutdown.borrow() {
        return Err(UNAVAILABLE);
    }
    let record = match shared.storage.room_by_token(*hash).await {
        Ok(Some(r)) => r,
        Ok(None) => return Err(HandshakeError::UnknownSeat),
        Err(e) => {
            tracing::warn!(error = %e, "could not look up a seat; the client is asked to try again");
            return Err(UNAVAILABLE);
        }
    };
    restore(shared, record).await.ok_or(UNAVAILABLE)
}

/// Serves a stored room: here, rebuilt from its events after claiming it
/// (its clocks stand still until its players are back, or the grace ends),
/// or — when another instance of a cluster holds it — through a stand-in
/// that reaches that instance over the bus.
pub async fn restore(shared: &Arc<Shared>, record: RoomRecord) -> Option<RoomHandle> {
    let game = record.game.clone();
    match load_here(shared, record).await {
        Loaded::Here(room) => Some(room),
        Loaded::Elsewhere => crate::cluster::proxy::open(shared, &game),
        Loaded::Failed => None,
    }
}

/// Takes over a room whose owner let its lease run out; `false` when
/// another instance was faster (or it does not load).
pub async fn take_over(shared: &Arc<Shared>, record: RoomRecord) -> bool {
    if shared.registry.get(&record.game).is_some() {
        return false;
    }
    matches!(load_here(shared, record).await, Loaded::Here(_))
}

enum Loaded {
    Here(RoomHandle),
    Elsewhere,
    Failed,
}

/// Claims the room for this instance (raising its epoch: from here on, the
/// previous owner's appends are refused), then replays its events — after
/// the claim, so that no event can follow the ones read — and serves it.
async fn load_here(shared: &Arc<Shared>, mut record: RoomRecord) -> Loaded {
    // One load at a time: two connections loading the same room would
    // claim it twice, and the first task's epoch would be stale.
    let _loading = shared.loading.lock().await;
    if let Some(room) = shared.registry.get(&record.game) {
        return Loaded::Here(room);
    }
    let game = record.game.clone();
    let lease = shared.config.lease.as_millis() as u64;
    match shared.storage.claim(game.clone(), shared.instance.clone(), lease).await {
        Ok(Some(epoch)) => record.epoch = epoch,
        Ok(None) => return Loaded::Elsewhere,
        Err(e) => {
            tracing::error!(game = %game, error = %e, "could not claim a room");
            return Loaded::Failed;
        }
    }
    let events = match shared.storage.events(game.clone()).await {
        Ok(e) => e,
        Err(e) => {
            tracing::error!(game = %game, error = %e, "could not read a game's events");
            return Loaded::Failed;
        }
    };
    let m = match Match::replay(record.config.clone(), events) {
        Ok(m) => m,
        Err(e) => {
            tracing::error!(game = %game, refusal = %e, "a stored game does not replay");
            return Loaded::Failed;
        }
    };
    let live = record.status.is_live();
    match Room::spawn(shared.clone(), record, m, live) {
        Ok(room) | Err(room) => Loaded::Here(room),
    }
}
