//! What LAN and online play keep alike in the app: the one remote game in
//! progress behind a lock, a generation per session (a stale session's
//! events change nothing), each event of the session pumped into it, and
//! the save of a game that just ended, outside the lock.

use crate::library::Library;
use crate::remote::seat::{save_finished, Finished, RemoteSeat};
use std::ops::{Deref, DerefMut};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use tokio::sync::mpsc::UnboundedReceiver;

/// A remote game of either kind: its session, its seat, the notice shown
/// with it, and what only its kind keeps (`play`, also reached through
/// `Deref`).
pub struct Game<A> {
    /// Increments with every session (host, join, connection), so a stale
    /// session's events change nothing.
    pub generation: u64,
    /// This side's seat.
    pub seat: RemoteSeat,
    /// A notice in words: a refusal, a lost connection, why it closed.
    pub notice: Option<String>,
    /// What only this kind of play keeps.
    pub play: A,
}

impl<A> Deref for Game<A> {
    type Target = A;
    fn deref(&self) -> &A {
        &self.play
    }
}

impl<A> DerefMut for Game<A> {
    fn deref_mut(&mut self) -> &mut A {
        &mut self.play
    }
}

/// One kind of remote play, as its session's events change its game.
pub trait Play: Send + Sized + 'static {
    /// The session's event.
    type Event: Send + 'static;
    /// Takes one event of the game's session: the game that just ended, to save.
    fn handle(game: &mut Game<Self>, event: Self::Event) -> Option<Finished>;
}

/// The game in progress of one kind of play, if any.
pub struct Hub<A> {
    active: Mutex<Option<Game<A>>>,
    library: Arc<Library>,
    generation: AtomicU64,
}

impl<A: Play> Hub<A> {
    /// No game yet; finished games are saved in `library`.
    pub fn new(library: Arc<Library>) -> Hub<A> {
        Hub { active: Mutex::new(None), library, generation: AtomicU64::new(0) }
    }

    /// The game in progress, locked.
    pub fn active(&self) -> MutexGuard<'_, Option<Game<A>>> {
        self.active.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A new session's generation.
    pub fn next_generation(&self) -> u64 {
        self.generation.fetch_add(1, Ordering::Relaxed) + 1
    }

    /// Applies one event of the session of `generation` (whether it was the
    /// game's: another session's changes nothing); a game that just ended
    /// is saved outside the lock and its seat told where.
    pub fn handle(&self, generation: u64, event: A::Event) -> bool {
        let finished = {
            let mut guard = self.active();
            let Some(game) = guard.as_mut().filter(|a| a.generation == generation) else { return false };
            A::handle(game, event)
        };
        if let Some(game) = finished {
            let saved = save_finished(&self.library, &game);
            if let Some(a) = self.active().as_mut() {
                a.notice = a.seat.saved(&game, saved).or(a.notice.take());
            }
        }
        true
    }
}

/// Hands every event of a session to `on`, in order, until its stream ends.
pub fn pump<E: Send + 'static>(mut events: UnboundedReceiver<E>, on: impl Fn(E) + Send + 'static) {
    tauri::async_runtime::spawn(async move {
        while let Some(event) = events.recv().await {
            on(event);
        }
    });
}
