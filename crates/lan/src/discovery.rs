//! Finding hosts on the local network with mDNS (`mdns-sd`).
//!
//! A host advertises [`SERVICE_TYPE`] with TXT records `name` (its display
//! name), `app` (the app version) and `proto` (the protocol version);
//! [`Browser`] lists hosts as they appear and as they go.

use crate::error::LanError;
use mdns_sd::{IfKind, ServiceDaemon, ServiceEvent, ServiceInfo};
use protocol::wire::MAX_NAME_CHARS;
use std::net::{IpAddr, SocketAddr};
use tokio::sync::mpsc;
use tracing::{debug, warn};

/// The DNS-SD service type every Maharajah host advertises.
pub const SERVICE_TYPE: &str = "_maharajah._tcp.local.";

/// The standard mDNS port.
pub const MDNS_PORT: u16 = 5353;

/// Where mDNS runs: its UDP port and the network interfaces it uses
/// (IPv4 only).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Discovery {
    /// The mDNS port: [`MDNS_PORT`] on a real network.
    pub port: u16,
    /// The interfaces to use by name (`["lo"]`, `["veth0"]`); empty: every
    /// interface the daemon finds.
    pub interfaces: Vec<String>,
}

impl Default for Discovery {
    fn default() -> Self {
        Discovery { port: MDNS_PORT, interfaces: Vec::new() }
    }
}

impl Discovery {
    /// mDNS on the loopback interface only: two peers on one machine
    /// (tests, benchmarks), with no packet leaving it.
    pub fn loopback() -> Discovery {
        Discovery { port: MDNS_PORT, interfaces: vec!["lo".into()] }
    }

    fn daemon(&self) -> Result<ServiceDaemon, LanError> {
        let daemon = ServiceDaemon::new_with_port(self.port)?;
        daemon.disable_interface(IfKind::IPv6)?;
        if !self.interfaces.is_empty() {
            daemon.disable_interface(IfKind::All)?;
            let names: Vec<IfKind> = self.interfaces.iter().map(|n| IfKind::Name(n.clone())).collect();
            daemon.enable_interface(names)?;
            daemon.disable_interface(IfKind::IPv6)?;
        }
        Ok(daemon)
    }
}

/// A host found on the network.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostInfo {
    /// The service's full mDNS name: the key to match [`BrowseEvent::Lost`]
    /// (and to leave out one's own host, see [`crate::LanHost::service_name`]).
    pub id: String,
    /// The host's display name.
    pub name: String,
    /// The host's app version.
    pub app: String,
    /// The protocol version the host speaks.
    pub protocol: u32,
    /// Whether that protocol is this build's ([`protocol::PROTOCOL_VERSION`]).
    pub compatible: bool,
    /// Where to connect (IPv4 addresses with the WebSocket port).
    pub addrs: Vec<SocketAddr>,
}

/// What the browser saw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BrowseEvent {
    /// A host appeared, or its details changed (same `id`: replace it).
    Found(HostInfo),
    /// A host went away.
    Lost {
        /// Its [`HostInfo::id`].
        id: String,
    },
}

/// Lists the hosts of the local network while it lives.
pub struct Browser {
    daemon: ServiceDaemon,
}

impl Browser {
    /// Starts browsing; hosts come as [`BrowseEvent`]s. Call inside a tokio
    /// runtime.
    pub fn start(discovery: &Discovery) -> Result<(Browser, mpsc::UnboundedReceiver<BrowseEvent>), LanError> {
        let daemon = discovery.daemon()?;
        let events = daemon.browse(SERVICE_TYPE)?;
        let (tx, rx) = mpsc::unbounded_channel();
        tokio::spawn(async move {
            while let Ok(event) = events.recv_async().await {
                let out = match event {
                    ServiceEvent::ServiceResolved(s) => {
                        let addrs: Vec<SocketAddr> = s
                            .get_addresses_v4()
                            .into_iter()
                            .map(|ip| SocketAddr::new(IpAddr::V4(ip), s.get_port()))
                            .collect();
                        let text = |key: &str| s.get_property_val_str(key).unwrap_or("").to_string();
                        let protocol = text("proto").parse().unwrap_or(0);
                        let name: String = text("name").chars().take(MAX_NAME_CHARS).collect();
                        debug!(host = %s.get_fullname(), "host found");
                        BrowseEvent::Found(HostInfo {
                            id: s.get_fullname().to_string(),
                            name,
                            app: text("app").chars().take(32).collect(),
                            protocol,
                            compatible: protocol == protocol::PROTOCOL_VERSION,
                            addrs,
                        })
                    }
                    ServiceEvent::ServiceRemoved(_, fullname) => {
                        debug!(host = %fullname, "host gone");
                        BrowseEvent::Lost { id: fullname }
                    }
                    _ => continue,
                };
                if tx.send(out).is_err() {
                    break;
                }
            }
        });
        Ok((Browser { daemon }, rx))
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.daemon.stop_browse(SERVICE_TYPE);
        let _ = self.daemon.shutdown();
    }
}

/// A host's advertisement, withdrawn when dropped.
pub(crate) struct Advertiser {
    daemon: ServiceDaemon,
    fullname: String,
}

impl Advertiser {
    /// Advertises `name` hosting on `port` under a random instance name.
    pub(crate) fn start(discovery: &Discovery, name: &str, app: &str, port: u16) -> Result<Advertiser, LanError> {
        let daemon = discovery.daemon()?;
        let tag = crate::random_hex(4)?;
        let instance = format!("maharajah-{tag}");
        let host = format!("maharajah-{tag}.local.");
        let name: String = name.chars().take(MAX_NAME_CHARS).collect();
        let app: String = app.chars().take(32).collect();
        let proto = protocol::PROTOCOL_VERSION.to_string();
        let props = [("name", name.as_str()), ("app", app.as_str()), ("proto", proto.as_str())];
        let mut info = ServiceInfo::new(SERVICE_TYPE, &instance, &host, "", port, &props[..])?.enable_addr_auto();
        if !discovery.interfaces.is_empty() {
            info.set_interfaces(discovery.interfaces.iter().map(|n| IfKind::Name(n.clone())).collect());
        }
        let fullname = info.get_fullname().to_string();
        daemon.register(info)?;
        debug!(service = %fullname, port, "advertising");
        Ok(Advertiser { daemon, fullname })
    }

    pub(crate) fn fullname(&self) -> &str {
        &self.fullname
    }
}

impl Drop for Advertiser {
    fn drop(&mut self) {
        if let Err(e) = self.daemon.unregister(&self.fullname) {
            warn!(error = %e, "could not withdraw the advertisement");
        }
        let _ = self.daemon.shutdown();
    }
}
