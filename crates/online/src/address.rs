//! A server's address as the app stores it — `ws://host:port`,
//! `wss://host:port`, or a bare `host:port` (plain `ws://`) — checked and
//! turned into the WebSocket and HTTP URLs the client uses.

use crate::error::OnlineError;
use std::fmt;

/// The server's WebSocket path.
const WS_PATH: &str = "/ws";

/// One server, checked.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ServerAddress {
    tls: bool,
    host: String,
    port: u16,
}

impl ServerAddress {
    /// Reads `ws://host[:port][/ws]`, `wss://…` or `host:port`; the port
    /// defaults to the server's 7878 with a scheme (`host` alone is taken
    /// for a typo and refused). IPv6 hosts go in brackets (`[::1]:7878`).
    pub fn parse(text: &str) -> Result<ServerAddress, OnlineError> {
        let bad =
            |why: &str| OnlineError::BadAddress(format!("{why}: {:?}", text.chars().take(80).collect::<String>()));
        let t = text.trim();
        let (tls, rest, scheme) = if let Some(r) = strip_prefix_ci(t, "wss://") {
            (true, r, true)
        } else if let Some(r) = strip_prefix_ci(t, "ws://") {
            (false, r, true)
        } else if t.contains("://") {
            return Err(bad("the scheme is ws:// or wss://"));
        } else {
            (false, t, false)
        };
        let authority = match rest.find('/') {
            Some(i) => {
                let path = &rest[i..];
                if path != "/" && path != WS_PATH && path != "/ws/" {
                    return Err(bad("the only path is /ws"));
                }
                &rest[..i]
            }
            None => rest,
        };
        if authority.is_empty()
            || authority.contains('@')
            || authority.chars().any(|c| c.is_whitespace() || c.is_control())
        {
            return Err(bad("no host"));
        }
        let (host, port) = if let Some(v6) = authority.strip_prefix('[') {
            let end = v6.find(']').ok_or_else(|| bad("an unclosed ["))?;
            let host = &v6[..end];
            if host.parse::<std::net::Ipv6Addr>().is_err() {
                return Err(bad("not an IPv6 address"));
            }
            (format!("[{host}]"), &v6[end + 1..])
        } else {
            match authority.rfind(':') {
                Some(i) => (authority[..i].to_string(), &authority[i..]),
                None => (authority.to_string(), ""),
            }
        };
        let port = match port.strip_prefix(':') {
            Some(p) => p.parse::<u16>().ok().filter(|p| *p != 0).ok_or_else(|| bad("the port is 1–65535"))?,
            None if port.is_empty() && scheme => protocol_default_port(),
            None if port.is_empty() => return Err(bad("a port is needed (host:port)")),
            None => return Err(bad("unreadable port")),
        };
        let plain = host.trim_start_matches('[').trim_end_matches(']');
        let valid_name = |h: &str| {
            !h.is_empty()
                && h.len() <= 253
                && h.split('.')
                    .all(|l| !l.is_empty() && l.len() <= 63 && l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
        };
        if !host.starts_with('[') && !valid_name(plain) {
            return Err(bad("not a host name"));
        }
        Ok(ServerAddress { tls, host: host.to_ascii_lowercase(), port })
    }

    /// Reads a list of addresses separated by commas, spaces or new lines
    /// (tried in order; reconnection moves on to the next when one fails).
    pub fn parse_list(text: &str) -> Result<Vec<ServerAddress>, OnlineError> {
        let list: Vec<ServerAddress> = text
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|s| !s.is_empty())
            .map(ServerAddress::parse)
            .collect::<Result<_, _>>()?;
        if list.is_empty() {
            return Err(OnlineError::BadAddress("no server address".into()));
        }
        Ok(list)
    }

    /// Whether it is `wss://` (TLS).
    pub fn tls(&self) -> bool {
        self.tls
    }

    /// The host (IPv6 in brackets).
    pub fn host(&self) -> &str {
        &self.host
    }

    /// The port.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The WebSocket URL (`ws://host:port/ws`).
    pub fn ws_url(&self) -> String {
        format!("{}://{}:{}{WS_PATH}", if self.tls { "wss" } else { "ws" }, self.host, self.port)
    }

    /// The host without brackets, for name resolution and TLS.
    pub(crate) fn bare_host(&self) -> &str {
        self.host.trim_start_matches('[').trim_end_matches(']')
    }
}

impl fmt::Display for ServerAddress {
    /// The form the app stores: `ws://host:port` or `wss://host:port`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}://{}:{}", if self.tls { "wss" } else { "ws" }, self.host, self.port)
    }
}

impl std::str::FromStr for ServerAddress {
    type Err = OnlineError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        ServerAddress::parse(s)
    }
}

fn strip_prefix_ci<'a>(text: &'a str, prefix: &str) -> Option<&'a str> {
    let head = text.get(..prefix.len())?;
    head.eq_ignore_ascii_case(prefix).then(|| &text[prefix.len()..])
}

/// The server's default port (`maharajah-server` listens on 7878).
fn protocol_default_port() -> u16 {
    7878
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stored_forms_read() {
        let a = ServerAddress::parse("ws://Example.org:9000").unwrap();
        assert_eq!((a.tls(), a.host(), a.port()), (false, "example.org", 9000));
        assert_eq!(a.ws_url(), "ws://example.org:9000/ws");
        assert_eq!(a.to_string(), "ws://example.org:9000");
        let s = ServerAddress::parse(" wss://chess.example/ws ").unwrap();
        assert_eq!((s.tls(), s.port()), (true, 7878));
        let bare = ServerAddress::parse("127.0.0.1:7878").unwrap();
        assert_eq!(bare.ws_url(), "ws://127.0.0.1:7878/ws");
        let v6 = ServerAddress::parse("[::1]:7000").unwrap();
        assert_eq!((v6.host(), v6.bare_host()), ("[::1]", "::1"));
        assert_eq!(ServerAddress::parse(&a.to_string()).unwrap(), a);
    }

    #[test]
    fn typos_are_bad_addresses() {
        for t in [
            "",
            "host",
            "http://host:1",
            "ws://",
            "ws://host:0",
            "ws://host:99999",
            "ws://host:x",
            "ws://ho st:1",
            "ws://user@host:1",
            "ws://host:1/lobby",
            "[::1",
            "[zz]:1",
            "ho_st:1",
            "a..b:1",
        ] {
            let e = ServerAddress::parse(t).unwrap_err();
            assert_eq!(e.kind(), "bad-address", "{t}");
        }
    }

    #[test]
    fn a_list_reads_in_order() {
        let l = ServerAddress::parse_list("a.example:1, ws://b.example:2\nwss://c.example").unwrap();
        assert_eq!(l.iter().map(|a| a.port()).collect::<Vec<_>>(), vec![1, 2, 7878]);
        assert!(ServerAddress::parse_list(" , ").is_err());
        assert!(ServerAddress::parse_list("a:1, nope").is_err());
    }
}
