//! `GET /version` of a server, for the About screen and to check a typed-in
//! address before playing: a plain HTTP/1.1 request over tokio (TLS for
//! `wss://` addresses), bounded in time and size.

use crate::address::ServerAddress;
use crate::error::OnlineError;
use protocol::PROTOCOL_VERSION;
use serde::Deserialize;
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};
use tokio::net::TcpStream;

/// The largest `/version` answer read (headers and body).
const MAX_ANSWER: usize = 16 * 1024;

/// What a server says of itself.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct ServerVersion {
    /// The server's version (`0.1.0`).
    pub server: String,
    /// The protocol version it speaks (equal to [`PROTOCOL_VERSION`], or
    /// [`server_version`] would have said [`OnlineError::Incompatible`]).
    pub protocol: u32,
}

/// Asks the server at `address` (as [`ServerAddress::parse`] reads it) for
/// its version within `timeout`. Errors: [`OnlineError::BadAddress`],
/// [`OnlineError::Unreachable`], [`OnlineError::Timeout`],
/// [`OnlineError::NotAServer`] (something else answered), and
/// [`OnlineError::Incompatible`] (another protocol version).
pub async fn server_version(address: &str, timeout: Duration) -> Result<ServerVersion, OnlineError> {
    let address = ServerAddress::parse(address)?;
    let answer = tokio::time::timeout(timeout, fetch(&address)).await.map_err(|_| OnlineError::Timeout)??;
    let version = read_answer(&answer)?;
    if version.protocol != PROTOCOL_VERSION {
        return Err(OnlineError::Incompatible { ours: PROTOCOL_VERSION, theirs: version.protocol });
    }
    Ok(version)
}

async fn fetch(address: &ServerAddress) -> Result<Vec<u8>, OnlineError> {
    let unreachable = |e: std::io::Error| OnlineError::Unreachable(e.to_string());
    let tcp = TcpStream::connect((address.bare_host(), address.port())).await.map_err(unreachable)?;
    let request = format!(
        "GET /version HTTP/1.1\r\nHost: {}:{}\r\nUser-Agent: maharajah/{}\r\nAccept: application/json\r\nConnection: close\r\n\r\n",
        address.host(),
        address.port(),
        env!("CARGO_PKG_VERSION")
    );
    if !address.tls() {
        return exchange(tcp, &request).await.map_err(unreachable);
    }
    let config = crate::tls::client_config().ok_or_else(|| OnlineError::Unreachable("no TLS".into()))?;
    let name = tokio_rustls::rustls::pki_types::ServerName::try_from(address.bare_host().to_string())
        .map_err(|e| OnlineError::BadAddress(e.to_string()))?;
    let tls = tokio_rustls::TlsConnector::from(config).connect(name, tcp).await.map_err(unreachable)?;
    exchange(tls, &request).await.map_err(unreachable)
}

/// Sends `request` and reads the answer until the server closes, at most
/// [`MAX_ANSWER`] bytes.
async fn exchange<S: AsyncRead + AsyncWrite + Unpin>(mut stream: S, request: &str) -> std::io::Result<Vec<u8>> {
    stream.write_all(request.as_bytes()).await?;
    stream.flush().await?;
    let mut answer = Vec::new();
    let mut buf = [0u8; 2048];
    loop {
        let n = match stream.read(&mut buf).await {
            Ok(n) => n,
            // A TLS peer that closes without close_notify: what came is kept.
            Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof && !answer.is_empty() => 0,
            Err(e) => return Err(e),
        };
        if n == 0 {
            return Ok(answer);
        }
        answer.extend_from_slice(&buf[..n]);
        if answer.len() > MAX_ANSWER {
            answer.truncate(MAX_ANSWER);
            return Ok(answer);
        }
    }
}

/// Reads an HTTP/1.1 answer: status 200 and a JSON body `{"server", "protocol"}`.
fn read_answer(answer: &[u8]) -> Result<ServerVersion, OnlineError> {
    let not = |why: &str| OnlineError::NotAServer(why.to_string());
    let split = answer.windows(4).position(|w| w == b"\r\n\r\n").ok_or_else(|| not("no HTTP answer"))?;
    let head = std::str::from_utf8(&answer[..split]).map_err(|_| not("no HTTP answer"))?;
    let body = &answer[split + 4..];
    let mut lines = head.split("\r\n");
    let status = lines.next().unwrap_or_default();
    let mut parts = status.split(' ');
    if !parts.next().unwrap_or_default().starts_with("HTTP/1.") {
        return Err(not("no HTTP answer"));
    }
    if parts.next() != Some("200") {
        return Err(not("no /version here"));
    }
    let chunked = lines.any(|l| {
        let l = l.to_ascii_lowercase();
        l.starts_with("transfer-encoding:") && l.contains("chunked")
    });
    let body = if chunked { dechunk(body).ok_or_else(|| not("a broken chunked body"))? } else { body.to_vec() };
    serde_json::from_slice::<ServerVersion>(&body).map_err(|_| not("/version is not the server's"))
}

/// The body of a `Transfer-Encoding: chunked` answer.
fn dechunk(mut body: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    loop {
        let line_end = body.windows(2).position(|w| w == b"\r\n")?;
        let size_text = std::str::from_utf8(&body[..line_end]).ok()?;
        let size = usize::from_str_radix(size_text.split(';').next()?.trim(), 16).ok()?;
        body = &body[line_end + 2..];
        if size == 0 {
            return Some(out);
        }
        out.extend_from_slice(body.get(..size)?);
        body = body.get(size + 2..)?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_are_read_or_refused() {
        let ok = b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 30\r\n\r\n{\"server\":\"0.1.0\",\"protocol\":1}";
        assert_eq!(read_answer(ok).unwrap(), ServerVersion { server: "0.1.0".into(), protocol: 1 });
        let chunked = b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{\"ser\r\n18\r\nver\":\"2.0\",\"protocol\":7}\r\n0\r\n\r\n";
        assert_eq!(read_answer(chunked).unwrap().protocol, 7);
        for bad in [
            &b""[..],
            b"SSH-2.0-OpenSSH\r\n\r\n",
            b"HTTP/1.1 404 Not Found\r\n\r\n",
            b"HTTP/1.1 200 OK\r\n\r\n<html>",
            b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
        ] {
            assert_eq!(read_answer(bad).unwrap_err().kind(), "not-a-server");
        }
    }
}
