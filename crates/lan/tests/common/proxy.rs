//! A WebSocket relay between a guest and its host that records every text
//! frame and can cut the connection, as a network would.

use futures_util::{SinkExt, StreamExt};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::net::TcpListener;
use tokio::sync::broadcast;
use tokio_tungstenite::tungstenite::Message;

/// One text frame seen on the wire.
#[derive(Debug, Clone)]
pub struct Frame {
    /// From the guest to the host (else the other way).
    pub to_host: bool,
    pub text: String,
}

pub struct Proxy {
    pub addr: SocketAddr,
    frames: Arc<Mutex<Vec<Frame>>>,
    cut: broadcast::Sender<()>,
    stall: broadcast::Sender<()>,
    blocked_until: Arc<Mutex<Option<Instant>>>,
}

impl Proxy {
    pub async fn start(target: SocketAddr) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let frames = Arc::new(Mutex::new(Vec::new()));
        let (cut, _) = broadcast::channel(4);
        let (stall, _) = broadcast::channel(4);
        let blocked_until = Arc::new(Mutex::new(None::<Instant>));
        let (f, c, b, st) = (frames.clone(), cut.clone(), blocked_until.clone(), stall.clone());
        tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let blocked = b.lock().unwrap().is_some_and(|t| Instant::now() < t);
                if blocked {
                    drop(stream);
                    continue;
                }
                let (f, mut cut_rx, mut stall_rx) = (f.clone(), c.subscribe(), st.subscribe());
                tokio::spawn(async move {
                    let Ok(guest) = tokio_tungstenite::accept_async(stream).await else { return };
                    let Ok((host, _)) = tokio_tungstenite::connect_async(format!("ws://{target}/")).await else {
                        return;
                    };
                    let (mut g_tx, mut g_rx) = guest.split();
                    let (mut h_tx, mut h_rx) = host.split();
                    loop {
                        tokio::select! {
                            m = g_rx.next() => match m {
                                Some(Ok(Message::Text(t))) => {
                                    f.lock().unwrap().push(Frame { to_host: true, text: t.to_string() });
                                    if h_tx.send(Message::Text(t)).await.is_err() { break; }
                                }
                                Some(Ok(Message::Close(c))) => { let _ = h_tx.send(Message::Close(c)).await; break; }
                                Some(Ok(_)) => {}
                                _ => break,
                            },
                            m = h_rx.next() => match m {
                                Some(Ok(Message::Text(t))) => {
                                    f.lock().unwrap().push(Frame { to_host: false, text: t.to_string() });
                                    if g_tx.send(Message::Text(t)).await.is_err() { break; }
                                }
                                Some(Ok(Message::Close(c))) => { let _ = g_tx.send(Message::Close(c)).await; break; }
                                Some(Ok(_)) => {}
                                _ => break,
                            },
                            _ = cut_rx.recv() => break,
                            _ = stall_rx.recv() => {
                                // Frozen: both sockets stay open, nothing is
                                // read or written (not even a pong), until cut.
                                let _ = cut_rx.recv().await;
                                break;
                            }
                        }
                    }
                });
            }
        });
        Proxy { addr, frames, cut, stall, blocked_until }
    }

    /// Drops every relayed connection and refuses new ones for `block`.
    pub fn cut(&self, block: Duration) {
        *self.blocked_until.lock().unwrap() = Some(Instant::now() + block);
        let _ = self.cut.send(());
    }

    /// Freezes every relayed connection: open, but silent both ways, as a
    /// stopped process or a dead network leaves it; new connections are
    /// refused for `block` (a frozen guest does not dial again).
    pub fn stall(&self, block: Duration) {
        *self.blocked_until.lock().unwrap() = Some(Instant::now() + block);
        let _ = self.stall.send(());
    }

    pub fn frames(&self) -> Vec<Frame> {
        self.frames.lock().unwrap().clone()
    }
}
