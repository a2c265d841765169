//! LAN play between two machines: mDNS discovery and the peer session over
//! WebSocket, as an async handle with a typed event stream and no GUI.
//!
//! A thin shell over the protocol crate's match model: the host runs the
//! [`protocol::Match`] on real time and plays its own seat locally; the
//! guest keeps a replica ([`protocol::seat::Replica`], the same as the
//! online client's) that checks every event, so it never trusts the host.
//! No game rule lives here; what is LAN's own is discovery, the host's
//! listening socket and its offer.
//!
//! - [`LanHost::start`] listens, advertises `_maharajah._tcp.local.` and
//!   offers its game to the first guest.
//! - [`Browser::start`] lists hosts as they appear and go.
//! - [`LanGuest::connect`] joins a host found or typed in.
//! - Both sides play through the same [`Session`] and receive the same
//!   [`LanEvent`]s.
//!
//! `docs/lan.md` describes the flow and the limits; `docs/protocol-lan.md`
//! the LAN-only messages.

mod discovery;
mod error;
mod guest;
mod host;
mod limits;
mod link;
pub mod messages;
mod session;

pub use discovery::{BrowseEvent, Browser, Discovery, HostInfo, MDNS_PORT, SERVICE_TYPE};
pub use error::LanError;
pub use guest::{GuestConfig, LanGuest};
pub use host::{GameSettings, HostConfig, LanHost};
pub use limits::Limits;
pub use protocol::seat::{ReconnectPolicy, RefereeTime, SeatInfo};
pub use protocol::{ColourChoice, SeatControls, SeatRequest};
pub use session::{Events, LanEvent, LanNotice, Offer, Session};

/// `N` bytes from the operating system's random source.
pub(crate) fn random_bytes<const N: usize>() -> Result<[u8; N], LanError> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).map_err(|_| LanError::Random)?;
    Ok(bytes)
}

/// `n` random bytes as hex.
pub(crate) fn random_hex(n: usize) -> Result<String, LanError> {
    let mut bytes = vec![0u8; n];
    getrandom::fill(&mut bytes).map_err(|_| LanError::Random)?;
    Ok(hex::encode(bytes))
}
