//! One connection to a server, run by its own task: open it (TCP, TLS,
//! WebSocket upgrade) within the connect timeout, then carry text frames
//! both ways, send a `ping` every interval and count the connection as lost
//! when nothing has come for the idle timeout. The actor talks to it with
//! two channels; dropping its sender closes it.

use crate::address::ServerAddress;
use crate::error::OnlineError;
use crate::limits::Limits;
use futures_util::{SinkExt, StreamExt};
use protocol::seat::RefereeTime;
use protocol::wire::MAX_SERVER_MESSAGE;
use protocol::{encode_client, ClientMessage, Control};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::protocol::WebSocketConfig;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::Connector;
use tracing::debug;

/// What a link tells the actor, tagged with the link's id.
#[derive(Debug)]
pub(crate) enum LinkIn {
    /// The connection is open; texts for the server go here.
    Opened(mpsc::UnboundedSender<String>),
    /// The connection could not be opened; nothing follows.
    Failed(OnlineError),
    /// A text frame, with this machine's time (on the referee time line's source) on arrival.
    Text(String, u64),
    /// The connection ended (closed, dropped, idle); nothing follows.
    Ended(&'static str),
}

/// Opens a connection to `address` in a task of its own; what happens comes
/// to `to` tagged `id`. Pings carry `t` = this machine's time on `clock`'s source.
pub(crate) fn dial(
    address: ServerAddress,
    id: u64,
    limits: Limits,
    clock: RefereeTime,
    to: mpsc::UnboundedSender<(u64, LinkIn)>,
) {
    tokio::spawn(async move {
        let config = WebSocketConfig::default()
            .max_message_size(Some(MAX_SERVER_MESSAGE))
            .max_frame_size(Some(MAX_SERVER_MESSAGE));
        let connector = if address.tls() {
            match crate::tls::client_config() {
                Some(c) => Some(Connector::Rustls(c)),
                None => {
                    let _ = to.send((id, LinkIn::Failed(OnlineError::Unreachable("no TLS".into()))));
                    return;
                }
            }
        } else {
            Some(Connector::Plain)
        };
        let open = tokio_tungstenite::connect_async_tls_with_config(address.ws_url(), Some(config), true, connector);
        let ws = match tokio::time::timeout(limits.connect_timeout, open).await {
            Ok(Ok((ws, _))) => ws,
            Ok(Err(e)) => {
                let _ = to.send((id, LinkIn::Failed(OnlineError::Unreachable(e.to_string()))));
                return;
            }
            Err(_) => {
                let _ = to.send((id, LinkIn::Failed(OnlineError::Timeout)));
                return;
            }
        };
        let (out_tx, mut out_rx) = mpsc::unbounded_channel::<String>();
        if to.send((id, LinkIn::Opened(out_tx))).is_err() {
            return;
        }
        let (mut sink, mut stream) = ws.split();
        let start = tokio::time::Instant::now() + limits.ping_interval;
        let mut ping = tokio::time::interval_at(start, limits.ping_interval);
        ping.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut heard = std::time::Instant::now();
        let why = loop {
            tokio::select! {
                frame = stream.next() => {
                    heard = std::time::Instant::now();
                    match frame {
                        Some(Ok(Message::Text(t))) => {
                            if to.send((id, LinkIn::Text(t.as_str().to_string(), clock.local_ms()))).is_err() {
                                break "client stopped";
                            }
                        }
                        Some(Ok(Message::Close(_))) | None => break "closed by the server",
                        Some(Ok(_)) => {}
                        Some(Err(e)) => {
                            debug!(link = id, error = %e, "read error");
                            break "read error";
                        }
                    }
                }
                out = out_rx.recv() => {
                    let Some(text) = out else {
                        let _ = tokio::time::timeout(limits.connect_timeout, sink.send(Message::Close(None))).await;
                        break "closed by the client";
                    };
                    match tokio::time::timeout(limits.connect_timeout, sink.send(Message::text(text))).await {
                        Ok(Ok(())) => {}
                        _ => break "write failed",
                    }
                }
                _ = ping.tick() => {
                    if heard.elapsed() > limits.idle_timeout {
                        break "idle";
                    }
                    let text = encode_client(&ClientMessage::Control(Control::Ping { t: clock.local_ms() }), None);
                    match tokio::time::timeout(limits.connect_timeout, sink.send(Message::text(text))).await {
                        Ok(Ok(())) => {}
                        _ => break "write failed",
                    }
                }
            }
        };
        debug!(link = id, why, "link ended");
        let _ = to.send((id, LinkIn::Ended(why)));
    });
}
