//! The rooms this instance serves, found by game id, by open join code and
//! by seat token; and the public list of open rooms.

use crate::mailbox::RoomMsg;
use protocol::OpenRoom;
use std::cmp::Reverse;
use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, Mutex, MutexGuard};
use tokio::sync::mpsc;

/// How a connection reaches a room's task.
#[derive(Clone, Debug)]
pub struct RoomHandle {
    /// The game id.
    pub game: String,
    /// The room task's inbox.
    pub tx: mpsc::Sender<RoomMsg>,
    /// The game's latest version, stored and sent (kept by the room's
    /// task; a stand-in for a room served elsewhere leaves it at 0).
    pub latest: Arc<AtomicU64>,
}

impl RoomHandle {
    /// A handle on the task reading `rx`.
    pub fn new(game: &str, tx: mpsc::Sender<RoomMsg>) -> RoomHandle {
        RoomHandle { game: game.to_string(), tx, latest: Arc::new(AtomicU64::new(0)) }
    }
}

#[derive(Default)]
struct Inner {
    rooms: HashMap<String, RoomHandle>,
    codes: HashMap<String, String>,
    tokens: HashMap<[u8; 32], String>,
    public: BTreeMap<(Reverse<u64>, String), OpenRoom>,
}

/// Every room served here.
#[derive(Default)]
pub struct Registry {
    inner: Mutex<Inner>,
}

/// The most rooms the public list shows.
pub const MAX_LISTED: usize = 100;

impl Registry {
    fn lock(&self) -> MutexGuard<'_, Inner> {
        // A panic while holding the lock cannot leave the maps half-changed
        // (each method makes whole changes), so a poisoned lock is still usable.
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Adds a room; returns the one already served under that id instead,
    /// if there is one (two connections loading the same room at once).
    pub fn insert(&self, handle: RoomHandle, tokens: &[[u8; 32]]) -> Result<(), RoomHandle> {
        let mut inner = self.lock();
        if let Some(existing) = inner.rooms.get(&handle.game) {
            return Err(existing.clone());
        }
        for t in tokens {
            inner.tokens.insert(*t, handle.game.clone());
        }
        inner.rooms.insert(handle.game.clone(), handle);
        Ok(())
    }

    /// Makes a room joinable by `code` (and listed, when `listed` is given).
    pub fn open(&self, code: &str, game: &str, listed: Option<(u64, OpenRoom)>) {
        let mut inner = self.lock();
        inner.codes.insert(code.to_string(), game.to_string());
        if let Some((created, room)) = listed {
            inner.public.insert((Reverse(created), code.to_string()), room);
        }
    }

    /// Closes the room's code (it was joined or it expired).
    pub fn close(&self, code: &str) {
        let mut inner = self.lock();
        inner.codes.remove(code);
        inner.public.retain(|(_, c), _| c != code);
    }

    /// Binds a seat token (by its hash) to a room.
    pub fn add_token(&self, hash: [u8; 32], game: &str) {
        self.lock().tokens.insert(hash, game.to_string());
    }

    /// Removes a room and everything that points at it.
    pub fn remove(&self, game: &str, code: &str) {
        let mut inner = self.lock();
        inner.rooms.remove(game);
        inner.codes.remove(code);
        inner.tokens.retain(|_, g| g != game);
        inner.public.retain(|(_, c), _| c != code);
    }

    /// The room with this game id, if it is in memory.
    pub fn get(&self, game: &str) -> Option<RoomHandle> {
        self.lock().rooms.get(game).cloned()
    }

    /// The open room with this code.
    pub fn by_code(&self, code: &str) -> Option<RoomHandle> {
        let inner = self.lock();
        inner.codes.get(code).and_then(|g| inner.rooms.get(g)).cloned()
    }

    /// The room holding a seat with this token hash, if it is in memory.
    pub fn by_token(&self, hash: &[u8; 32]) -> Option<RoomHandle> {
        let inner = self.lock();
        inner.tokens.get(hash).and_then(|g| inner.rooms.get(g)).cloned()
    }

    /// Every room in memory.
    pub fn all(&self) -> Vec<RoomHandle> {
        self.lock().rooms.values().cloned().collect()
    }

    /// How many rooms are in memory.
    pub fn len(&self) -> usize {
        self.lock().rooms.len()
    }

    /// Whether no room is in memory.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The public open rooms, newest first.
    pub fn listed(&self) -> Vec<OpenRoom> {
        self.lock().public.values().take(MAX_LISTED).cloned().collect()
    }
}
