//! One WebSocket connection as two channels: texts out, texts in. The task
//! behind it pings a quiet connection, drops an idle one, measures the
//! round trip (for the lag credit), and on the host bounds the rate of
//! what the guest sends. Frames over the size limit end the connection.

use crate::limits::Limits;
use crate::messages::{encode_host, ByeReason, HostMessage};
use futures_util::{SinkExt, StreamExt};
use protocol::RateLimit;
use std::time::Instant;
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::error::CapacityError;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::{CloseFrame, WebSocketConfig};
use tokio_tungstenite::tungstenite::{Error as WsError, Message};
use tokio_tungstenite::WebSocketStream;
use tracing::debug;

/// What goes out on a link.
#[derive(Debug)]
pub(crate) enum Outgoing {
    /// A text frame.
    Text(String),
    /// A close frame with this reason; the link ends.
    Close(&'static str),
}

/// Why a link ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LinkEnd {
    /// Closed by either side, or the socket dropped.
    Closed,
    /// Nothing received for the idle timeout.
    Idle,
    /// A frame over the size limit.
    TooLarge,
    /// Past the rate limit.
    RateLimited,
}

/// What comes in on a link, tagged with the link's id.
#[derive(Debug)]
pub(crate) enum Inbound {
    /// The link is up; what goes out on it goes here. Always first.
    Opened(mpsc::UnboundedSender<Outgoing>),
    /// A text frame, with half the last measured round trip (ms).
    Text(String, u64),
    /// The link ended; nothing follows.
    Ended(LinkEnd),
}

/// The WebSocket settings for frames of at most `max` bytes.
pub(crate) fn ws_config(max: usize) -> WebSocketConfig {
    WebSocketConfig::default().max_message_size(Some(max)).max_frame_size(Some(max))
}

/// Runs `ws` until it ends; its opening, texts and end go to `to` tagged
/// `id`. Returns the sender for what goes out.
pub(crate) fn spawn<S>(
    ws: WebSocketStream<S>,
    id: u64,
    limits: Limits,
    rate_limited: bool,
    to: mpsc::UnboundedSender<(u64, Inbound)>,
) -> mpsc::UnboundedSender<Outgoing>
where
    S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
{
    let (out_tx, out_rx) = mpsc::unbounded_channel();
    let _ = to.send((id, Inbound::Opened(out_tx.clone())));
    tokio::spawn(async move {
        let end = run(ws, limits, rate_limited, out_rx, |inbound| to.send((id, inbound)).is_ok()).await;
        debug!(link = id, ?end, "link ended");
        let _ = to.send((id, Inbound::Ended(end)));
    });
    out_tx
}

async fn run<S>(
    ws: WebSocketStream<S>,
    limits: Limits,
    rate_limited: bool,
    mut out: mpsc::UnboundedReceiver<Outgoing>,
    mut deliver: impl FnMut(Inbound) -> bool,
) -> LinkEnd
where
    S: AsyncRead + AsyncWrite + Unpin,
{
    let (mut sink, mut stream) = ws.split();
    let origin = Instant::now();
    let mut rate = RateLimit::new(limits.burst, limits.per_second, 0);
    let mut ping = tokio::time::interval(limits.ping_interval);
    ping.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut last_seen = Instant::now();
    let mut ping_sent: Option<(u64, Instant)> = None;
    let mut ping_seq = 0u64;
    let mut half_rtt = 0u64;
    loop {
        tokio::select! {
            frame = stream.next() => {
                last_seen = Instant::now();
                let text = match frame {
                    None | Some(Err(WsError::ConnectionClosed | WsError::AlreadyClosed)) => return LinkEnd::Closed,
                    Some(Err(WsError::Capacity(CapacityError::MessageTooLong { .. }))) => {
                        let frame = CloseFrame { code: CloseCode::Size, reason: "message too big".into() };
                        let _ = sink.send(Message::Close(Some(frame))).await;
                        linger(&mut stream).await;
                        return LinkEnd::TooLarge;
                    }
                    Some(Err(e)) => {
                        debug!(error = %e, "link read error");
                        return LinkEnd::Closed;
                    }
                    Some(Ok(Message::Text(t))) => t.as_str().to_string(),
                    Some(Ok(Message::Binary(b))) => String::from_utf8_lossy(&b).into_owned(),
                    Some(Ok(Message::Pong(p))) => {
                        if let (Some((seq, at)), Ok(bytes)) = (ping_sent, <[u8; 8]>::try_from(&p[..])) {
                            if u64::from_be_bytes(bytes) == seq {
                                half_rtt = at.elapsed().as_millis() as u64 / 2;
                                ping_sent = None;
                            }
                        }
                        continue;
                    }
                    Some(Ok(Message::Close(_))) => return LinkEnd::Closed,
                    Some(Ok(_)) => continue,
                };
                if rate_limited && !rate.allow(origin.elapsed().as_millis() as u64) {
                    let bye = encode_host(&HostMessage::Bye { reason: ByeReason::RateLimited });
                    let _ = sink.send(Message::text(bye)).await;
                    let frame = CloseFrame { code: CloseCode::Policy, reason: "rate limit".into() };
                    let _ = sink.send(Message::Close(Some(frame))).await;
                    linger(&mut stream).await;
                    return LinkEnd::RateLimited;
                }
                if !deliver(Inbound::Text(text, half_rtt)) {
                    let _ = sink.send(Message::Close(None)).await;
                    return LinkEnd::Closed;
                }
            }
            next = out.recv() => match next {
                Some(Outgoing::Text(t)) => {
                    if sink.send(Message::text(t)).await.is_err() {
                        return LinkEnd::Closed;
                    }
                }
                Some(Outgoing::Close(reason)) => {
                    let frame = CloseFrame { code: CloseCode::Normal, reason: reason.into() };
                    let _ = sink.send(Message::Close(Some(frame))).await;
                    linger(&mut stream).await;
                    return LinkEnd::Closed;
                }
                None => {
                    let _ = sink.send(Message::Close(None)).await;
                    return LinkEnd::Closed;
                }
            },
            // Checked on its own deadline, not at the next ping: a silent
            // peer counts as gone exactly `idle_timeout` after it was last heard.
            _ = tokio::time::sleep_until((last_seen + limits.idle_timeout).into()) => {
                let _ = sink.send(Message::Close(None)).await;
                return LinkEnd::Idle;
            }
            _ = ping.tick() => {
                ping_seq += 1;
                ping_sent = Some((ping_seq, Instant::now()));
                if sink.send(Message::Ping(ping_seq.to_be_bytes().to_vec().into())).await.is_err() {
                    return LinkEnd::Closed;
                }
            }
        }
    }
}

/// After sending a close frame: reads (and drops) what the other side still
/// sends until its close or a short while, so that unread data does not
/// make the socket reset and lose what was said last.
async fn linger<St>(stream: &mut St)
where
    St: futures_util::Stream<Item = Result<Message, WsError>> + Unpin,
{
    let drain = async {
        while let Some(Ok(m)) = stream.next().await {
            if matches!(m, Message::Close(_)) {
                break;
            }
        }
    };
    let _ = tokio::time::timeout(std::time::Duration::from_millis(500), drain).await;
}
