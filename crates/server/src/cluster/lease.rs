//! A cluster instance's leases: every third of a lease it renews the
//! leases of the rooms it serves (a room whose lease another instance took
//! stops here, and its players move on), and takes over the rooms whose
//! owner let their lease run out (it died, or froze) by replaying their
//! event logs.

use crate::mailbox::RoomMsg;
use crate::shared::Shared;
use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

/// The most orphaned rooms taken over in one round (the rest wait for the
/// next round, or for another instance).
const TAKEOVER_BATCH: u32 = 64;

/// Runs until the server shuts down.
pub async fn run(shared: Arc<Shared>) {
    let every = shared.config.lease / 3;
    let mut shutdown = shared.shutdown.clone();
    loop {
        tokio::select! {
            _ = tokio::time::sleep(every) => {}
            _ = shutdown.changed() => return,
        }
        if *shutdown.borrow() {
            return;
        }
        renew(&shared, every).await;
        take_over(&shared, every).await;
    }
}

/// Renews this instance's leases; stops the rooms it no longer holds.
async fn renew(shared: &Arc<Shared>, bound: Duration) {
    let rooms = shared.registry.all();
    if rooms.is_empty() {
        return;
    }
    let games: Vec<String> = rooms.iter().map(|r| r.game.clone()).collect();
    let lease = shared.config.lease.as_millis() as u64;
    let held = match tokio::time::timeout(
        bound.max(Duration::from_secs(1)),
        shared.storage.renew(shared.instance.clone(), games, lease),
    )
    .await
    {
        Ok(Ok(held)) => held,
        // The database is away: nobody can take the rooms meanwhile (a
        // claim needs it too), and every append is fenced anyway.
        Ok(Err(e)) => {
            tracing::warn!(error = %e, "could not renew the leases");
            return;
        }
        Err(_) => {
            tracing::warn!("renewing the leases is taking long");
            return;
        }
    };
    let held: HashSet<String> = held.into_iter().map(|(g, _)| g).collect();
    for room in rooms {
        if !held.contains(&room.game) {
            let _ = room.tx.try_send(RoomMsg::Lost);
        }
    }
}

/// Serves the rooms whose owner is gone.
async fn take_over(shared: &Arc<Shared>, bound: Duration) {
    let orphans =
        match tokio::time::timeout(bound.max(Duration::from_secs(1)), shared.storage.orphans(TAKEOVER_BATCH)).await {
            Ok(Ok(o)) => o,
            Ok(Err(e)) => {
                tracing::warn!(error = %e, "could not look for orphaned rooms");
                return;
            }
            Err(_) => return,
        };
    for record in orphans {
        let (game, from) = (record.game.clone(), record.owner.clone());
        if crate::lobby::take_over(shared, record).await {
            shared.metrics.takeovers.inc();
            tracing::info!(game = %game, from = %from, "room taken over");
        }
    }
}
