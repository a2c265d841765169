//! The server over TLS: a self-signed certificate made at test time, the
//! real server started with it, and clients that trust exactly that
//! certificate: `GET /version` over HTTPS, a game over `wss://`, and a
//! plain `ws://` connection to the TLS port, which fails (as does a client
//! trusting another certificate).

mod common;

use common::*;
use protocol::{LobbyReply, Phase, ServerMessage, PROTOCOL_VERSION};
use rules::Variant;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_rustls::rustls::pki_types::ServerName;
use tokio_rustls::rustls::{ClientConfig, RootCertStore};
use tokio_tungstenite::Connector;

/// A server listening with a fresh self-signed certificate for `127.0.0.1`
/// and `localhost`, and a client configuration trusting only it.
async fn start_tls() -> (TestServer, Arc<ClientConfig>) {
    let certified = rcgen::generate_simple_self_signed(vec!["127.0.0.1".to_string(), "localhost".to_string()])
        .expect("a self-signed certificate");
    let pem_dir = tempfile::tempdir().unwrap();
    let cert = pem_dir.path().join("cert.pem");
    let key = pem_dir.path().join("key.pem");
    std::fs::write(&cert, certified.cert.pem()).unwrap();
    std::fs::write(&key, certified.signing_key.serialize_pem()).unwrap();
    // The server reads the files at start; they may go with `pem_dir` after.
    let t = start_with(|c| c.tls = Some((cert.clone(), key.clone()))).await;

    (t, trusting(&certified.cert))
}

/// A client configuration whose only trusted root is `cert`.
fn trusting(cert: &rcgen::Certificate) -> Arc<ClientConfig> {
    let mut roots = RootCertStore::empty();
    roots.add(cert.der().clone()).unwrap();
    let provider = Arc::new(tokio_rustls::rustls::crypto::ring::default_provider());
    let client = ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_root_certificates(roots)
        .with_no_client_auth();
    Arc::new(client)
}

/// A `wss://` connection to the server, trusting `tls`.
async fn connect_wss(addr: SocketAddr, tls: &Arc<ClientConfig>) -> Client {
    let url = format!("wss://{addr}/ws");
    let connector = Connector::Rustls(tls.clone());
    let (ws, _) = tokio_tungstenite::connect_async_tls_with_config(url, None, true, Some(connector))
        .await
        .expect("a wss:// connection");
    Client::over(ws)
}

/// `GET path` over HTTPS; the status line and the body.
async fn https_get(addr: SocketAddr, tls: &Arc<ClientConfig>, path: &str) -> (String, String) {
    let tcp = tokio::net::TcpStream::connect(addr).await.unwrap();
    let name = ServerName::try_from(addr.ip().to_string()).unwrap();
    let mut stream = tokio_rustls::TlsConnector::from(tls.clone()).connect(name, tcp).await.expect("a TLS handshake");
    let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut bytes = Vec::new();
    // A peer that closes without `close_notify` ends the read with an
    // unexpected EOF: what was read before still counts.
    if let Err(e) = stream.read_to_end(&mut bytes).await {
        assert_eq!(e.kind(), std::io::ErrorKind::UnexpectedEof, "{e}");
    }
    let text = String::from_utf8(bytes).unwrap();
    let (head, body) = text.split_once("\r\n\r\n").expect("an HTTP response");
    (head.lines().next().unwrap_or_default().to_string(), body.to_string())
}

#[tokio::test]
async fn the_server_serves_https_and_wss_with_its_certificate_and_refuses_plain_ws() {
    let (t, tls) = start_tls().await;

    // (a) HTTPS.
    let (status, body) = https_get(t.addr, &tls, "/version").await;
    assert!(status.starts_with("HTTP/1.1 200"), "{status}");
    let version: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(version["server"], server::SERVER_VERSION);
    assert_eq!(version["protocol"], PROTOCOL_VERSION);

    // (b) wss://: hello, a room created, joined and a move played.
    let mut w = connect_wss(t.addr, &tls).await;
    w.hello("Ann", None).await;
    match w.next().await {
        Frame::Lobby(LobbyReply::Lobby { server, protocol }) => {
            assert_eq!(server, server::SERVER_VERSION);
            assert_eq!(protocol, PROTOCOL_VERSION);
        }
        other => panic!("expected the lobby, got {other:?}"),
    }
    let code = w.create(Variant::Chess, Some((60_000, 0))).await;
    assert_eq!(w.seat, Some(W));
    assert!(w.token.is_some(), "the welcome gave a seat token");
    assert!(w.frames.iter().any(|f| matches!(read_frame(f), Frame::Lobby(LobbyReply::RoomCreated { .. }))));
    assert!(w.frames.iter().any(|f| matches!(read_frame(f), Frame::Server(ServerMessage::Welcome { .. }))));

    let mut b = connect_wss(t.addr, &tls).await;
    b.hello("Bob", None).await;
    b.next().await;
    b.join(&code).await;
    b.settle().await;
    w.settle().await;
    assert_eq!(w.phase(), Phase::Playing);
    w.mv("e2e4").await;
    w.settle().await;
    b.settle().await;
    assert_eq!(b.state().moves().len(), 1, "Black saw White's move over wss://");
    assert!(w.refusals.is_empty() && b.refusals.is_empty());

    // (c) Plain ws:// to the TLS port: no WebSocket.
    let plain =
        tokio::time::timeout(Duration::from_secs(5), tokio_tungstenite::connect_async(format!("ws://{}/ws", t.addr)))
            .await
            .expect("the plain attempt ends quickly");
    assert!(plain.is_err(), "a plain ws:// connection to the TLS port must fail");

    // A client trusting another certificate refuses the server's.
    let other = rcgen::generate_simple_self_signed(vec!["127.0.0.1".to_string()]).unwrap();
    let connector = Connector::Rustls(trusting(&other.cert));
    let wrong =
        tokio_tungstenite::connect_async_tls_with_config(format!("wss://{}/ws", t.addr), None, true, Some(connector))
            .await;
    assert!(wrong.is_err(), "the certificate is checked, not merely accepted");

    // The server is still serving after the failed attempts.
    let (status, _) = https_get(t.addr, &tls, "/health").await;
    assert!(status.starts_with("HTTP/1.1 200"), "{status}");

    w.close().await;
    b.close().await;
    t.server.shutdown().await;
}
