//! Several instances as one (a cluster): each room is served by one owner
//! instance, which holds a lease on it in PostgreSQL
//! ([`crate::storage::PgStore`]); the others relay their players' seats to
//! it over NATS.
//!
//! - [`lease`]: renewing this instance's leases, taking over the rooms
//!   whose owner is gone;
//! - [`bus`]: the NATS subjects and messages between instances;
//! - [`bridge`]: the owner's side, seating remote players in its rooms;
//! - [`proxy`]: a non-owner's side, relaying a local player to the owner.

pub mod bridge;
pub mod bus;
pub mod lease;
pub mod proxy;
