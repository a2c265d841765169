//! The storage thread: one thread owns the [`Store`] and serves the async
//! world through a channel, gathering the writes that queue up while it
//! is busy into one transaction (one `fsync` for many moves).

use super::{RoomRecord, Store, StoreError, Write};
use protocol::Event;
use std::sync::mpsc as std_mpsc;
use std::thread::JoinHandle;
use tokio::sync::oneshot;

/// The most writes gathered into one transaction.
const MAX_BATCH: usize = 512;

type Reply<T> = oneshot::Sender<Result<T, StoreError>>;

enum Job {
    Write(Vec<Write>, oneshot::Sender<Vec<Result<(), StoreError>>>),
    LiveRooms(Reply<Vec<RoomRecord>>),
    ByToken([u8; 32], Reply<Option<RoomRecord>>),
    Events(String, Reply<Vec<Event>>),
    Claim(String, String, u64, Reply<Option<u64>>),
    Renew(String, Vec<String>, u64, Reply<Vec<(String, u64)>>),
    Release(String, Reply<()>),
    Orphans(u32, Reply<Vec<RoomRecord>>),
    ByCode(String, Reply<Option<RoomRecord>>),
    OpenRooms(u64, u32, Reply<Vec<RoomRecord>>),
    LobbyAttempt(String, u32, u32, Reply<Result<(), u64>>),
    Close,
}

/// A handle on the storage thread; cheap to clone.
#[derive(Clone)]
pub struct Storage {
    tx: std_mpsc::Sender<Job>,
}

/// Joins the storage thread when the last handle is gone.
pub struct StorageThread(Option<JoinHandle<()>>);

impl StorageThread {
    /// Waits until every queued write is done and the store is closed
    /// (after every [`Storage`] handle has been dropped).
    pub fn join(mut self) {
        if let Some(h) = self.0.take() {
            let _ = h.join();
        }
    }
}

impl Storage {
    /// Starts the thread that owns `store`.
    pub fn start(store: Box<dyn Store>) -> std::io::Result<(Storage, StorageThread)> {
        let (tx, rx) = std_mpsc::channel();
        let handle = std::thread::Builder::new().name("storage".into()).spawn(move || serve(store, rx))?;
        Ok((Storage { tx }, StorageThread(Some(handle))))
    }

    /// Applies `batch` (each write atomic, all durable when this returns).
    pub async fn write(&self, batch: Vec<Write>) -> Vec<Result<(), StoreError>> {
        let n = batch.len();
        let (tx, rx) = oneshot::channel();
        if self.tx.send(Job::Write(batch, tx)).is_err() {
            return (0..n).map(|_| Err(StoreError::Closed)).collect();
        }
        rx.await.unwrap_or_else(|_| (0..n).map(|_| Err(StoreError::Closed)).collect())
    }

    /// Applies `batch` and fails if any write failed.
    pub async fn write_all(&self, batch: Vec<Write>) -> Result<(), StoreError> {
        self.write(batch).await.into_iter().collect::<Result<Vec<()>, _>>().map(|_| ())
    }

    async fn call<T>(&self, job: impl FnOnce(Reply<T>) -> Job) -> Result<T, StoreError> {
        let (tx, rx) = oneshot::channel();
        self.tx.send(job(tx)).map_err(|_| StoreError::Closed)?;
        rx.await.map_err(|_| StoreError::Closed)?
    }

    /// Ends the storage thread once the jobs queued before this one are
    /// done; later calls fail with [`StoreError::Closed`].
    pub fn close(&self) {
        let _ = self.tx.send(Job::Close);
    }

    /// See [`Store::live_rooms`].
    pub async fn live_rooms(&self) -> Result<Vec<RoomRecord>, StoreError> {
        self.call(Job::LiveRooms).await
    }

    /// See [`Store::room_by_token`].
    pub async fn room_by_token(&self, hash: [u8; 32]) -> Result<Option<RoomRecord>, StoreError> {
        self.call(|r| Job::ByToken(hash, r)).await
    }

    /// See [`Store::events`].
    pub async fn events(&self, game: String) -> Result<Vec<Event>, StoreError> {
        self.call(|r| Job::Events(game, r)).await
    }

    /// See [`Store::claim`].
    pub async fn claim(&self, game: String, owner: String, lease_ms: u64) -> Result<Option<u64>, StoreError> {
        self.call(|r| Job::Claim(game, owner, lease_ms, r)).await
    }

    /// See [`Store::renew`].
    pub async fn renew(
        &self,
        owner: String,
        games: Vec<String>,
        lease_ms: u64,
    ) -> Result<Vec<(String, u64)>, StoreError> {
        self.call(|r| Job::Renew(owner, games, lease_ms, r)).await
    }

    /// See [`Store::release`].
    pub async fn release(&self, owner: String) -> Result<(), StoreError> {
        self.call(|r| Job::Release(owner, r)).await
    }

    /// See [`Store::orphans`].
    pub async fn orphans(&self, limit: u32) -> Result<Vec<RoomRecord>, StoreError> {
        self.call(|r| Job::Orphans(limit, r)).await
    }

    /// See [`Store::room_by_code`].
    pub async fn room_by_code(&self, code: String) -> Result<Option<RoomRecord>, StoreError> {
        self.call(|r| Job::ByCode(code, r)).await
    }

    /// See [`Store::open_rooms`].
    pub async fn open_rooms(&self, now_ms: u64, limit: u32) -> Result<Vec<RoomRecord>, StoreError> {
        self.call(|r| Job::OpenRooms(now_ms, limit, r)).await
    }

    /// See [`Store::lobby_attempt`].
    pub async fn lobby_attempt(
        &self,
        addr: String,
        burst: u32,
        per_minute: u32,
    ) -> Result<Result<(), u64>, StoreError> {
        self.call(|r| Job::LobbyAttempt(addr, burst, per_minute, r)).await
    }
}

fn serve(mut store: Box<dyn Store>, rx: std_mpsc::Receiver<Job>) {
    let mut pending: Option<Job> = None;
    loop {
        let job = match pending.take() {
            Some(j) => j,
            None => match rx.recv() {
                Ok(j) => j,
                Err(_) => return,
            },
        };
        match job {
            Job::Write(first, reply) => {
                // Gathers the writes already queued behind this one.
                let mut batches = vec![(first, reply)];
                let mut count = batches[0].0.len();
                while count < MAX_BATCH {
                    match rx.try_recv() {
                        Ok(Job::Write(b, r)) => {
                            count += b.len();
                            batches.push((b, r));
                        }
                        Ok(other) => {
                            pending = Some(other);
                            break;
                        }
                        Err(_) => break,
                    }
                }
                let sizes: Vec<usize> = batches.iter().map(|(b, _)| b.len()).collect();
                let mut all = Vec::with_capacity(count);
                let mut replies = Vec::with_capacity(batches.len());
                for (b, r) in batches {
                    all.extend(b);
                    replies.push(r);
                }
                let mut results = store.write(&all).into_iter();
                for (n, reply) in sizes.into_iter().zip(replies) {
                    let mine: Vec<_> = results.by_ref().take(n).collect();
                    let _ = reply.send(mine);
                }
            }
            Job::LiveRooms(r) => {
                let _ = r.send(store.live_rooms());
            }
            Job::ByToken(h, r) => {
                let _ = r.send(store.room_by_token(&h));
            }
            Job::Events(g, r) => {
                let _ = r.send(store.events(&g));
            }
            Job::Claim(g, o, lease, r) => {
                let _ = r.send(store.claim(&g, &o, lease));
            }
            Job::Renew(o, games, lease, r) => {
                let _ = r.send(store.renew(&o, &games, lease));
            }
            Job::Release(o, r) => {
                let _ = r.send(store.release(&o));
            }
            Job::Orphans(limit, r) => {
                let _ = r.send(store.orphans(limit));
            }
            Job::ByCode(code, r) => {
                let _ = r.send(store.room_by_code(&code));
            }
            Job::OpenRooms(now, limit, r) => {
                let _ = r.send(store.open_rooms(now, limit));
            }
            Job::LobbyAttempt(addr, burst, per_minute, r) => {
                let _ = r.send(store.lobby_attempt(&addr, burst, per_minute));
            }
            Job::Close => return,
        }
    }
}
